; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

; DPP controls only GFX9 has: wave_shl/rol/shr/ror, row_bcast15/31.
define amdgpu_kernel void @dpp_gfx9(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %pin
  %a = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x, i32 304, i32 15, i32 15, i1 false)
  %b = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %a, i32 308, i32 15, i32 15, i1 false)
  %c = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %b, i32 312, i32 15, i32 15, i1 false)
  %d = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %c, i32 316, i32 15, i32 15, i1 false)
  %e = call i32 @llvm.amdgcn.update.dpp.i32(i32 %d, i32 %d, i32 322, i32 10, i32 15, i1 false)
  %f = call i32 @llvm.amdgcn.update.dpp.i32(i32 %e, i32 %e, i32 323, i32 12, i32 15, i1 false)
  %pout = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %f, ptr addrspace(1) %pout
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
