define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %tid
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  %x = load float, ptr addrspace(1) %pa
  %y = load float, ptr addrspace(1) %pb
  %q = fdiv float %x, %y
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %q, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
