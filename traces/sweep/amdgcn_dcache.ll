; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

; Scalar cache maintenance: s_dcache_inv everywhere, s_dcache_wb on GFX9.
define amdgpu_kernel void @dcache(ptr addrspace(1) %out) {
entry:
  call void @llvm.amdgcn.s.dcache.inv()
  call void @llvm.amdgcn.s.dcache.wb()
  store i64 1, ptr addrspace(1) %out
  ret void
}

declare void @llvm.amdgcn.s.dcache.wb()
declare void @llvm.amdgcn.s.dcache.inv()
