define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %tid
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %tid
  %x = load i32, ptr addrspace(1) %pa
  %y = load i32, ptr addrspace(1) %pb
  %x16 = trunc i32 %x to i16
  %y16 = trunc i32 %y to i16
  %xh = bitcast i16 %x16 to half
  %nx = fneg half %xh
  %yh = uitofp i16 %y16 to half
  %ny = fneg half %yh
  %ax = fadd half %nx, 0xH0000
  %ay = fadd half %ny, 0xH0000
  %m = call half @llvm.minnum.f16(half %ax, half %ay)
  %mb = bitcast half %m to i16
  %mz = zext i16 %mb to i32
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %mz, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare half @llvm.minnum.f16(half, half)
