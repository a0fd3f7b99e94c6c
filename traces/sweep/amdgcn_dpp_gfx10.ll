; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

; GFX10+ cross-lane forms: dpp8, row_share/row_xmask, permlane16/permlanex16.
define amdgpu_kernel void @dpp_gfx10(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %pin
  %a = call i32 @llvm.amdgcn.mov.dpp8.i32(i32 %x, i32 16434824)
  %b = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %a, i32 337, i32 15, i32 15, i1 false)
  %c = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %b, i32 354, i32 15, i32 15, i1 false)
  %d = call i32 @llvm.amdgcn.permlane16(i32 %c, i32 %x, i32 %u, i32 1985229328, i1 false, i1 false)
  %e = call i32 @llvm.amdgcn.permlanex16(i32 %d, i32 %d, i32 -1985229329, i32 %u, i1 true, i1 false)
  %pout = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %e, ptr addrspace(1) %pout
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.mov.dpp8.i32(i32, i32 immarg)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.permlane16(i32, i32, i32, i32, i1 immarg, i1 immarg)
declare i32 @llvm.amdgcn.permlanex16(i32, i32, i32, i32, i1 immarg, i1 immarg)
