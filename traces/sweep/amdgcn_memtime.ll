; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

; Scalar clocks (s_memtime, s_memrealtime: not on GFX11).
define amdgpu_kernel void @memtime(ptr addrspace(1) %out) {
entry:
  %mt = call i64 @llvm.amdgcn.s.memtime()
  %rt = call i64 @llvm.amdgcn.s.memrealtime()
  %s = add i64 %mt, %rt
  store i64 %s, ptr addrspace(1) %out
  ret void
}

declare i64 @llvm.amdgcn.s.memtime()
declare i64 @llvm.amdgcn.s.memrealtime()
