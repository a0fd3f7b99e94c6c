; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

; The older llvm.amdgcn.wwm name (LLVM 13 renamed it strict.wwm).
define amdgpu_kernel void @wwm_old(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %pin
  %si = call i32 @llvm.amdgcn.set.inactive.i32(i32 %x, i32 0)
  %d = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %si, i32 273, i32 15, i32 15, i1 false)
  %s = add i32 %si, %d
  %w = call i32 @llvm.amdgcn.wwm.i32(i32 %s)
  %pout = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %w, ptr addrspace(1) %pout
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.wwm.i32(i32)
