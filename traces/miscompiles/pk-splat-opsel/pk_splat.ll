define amdgpu_kernel void @pk_splat(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %id
  %w = load i32, ptr addrspace(1) %p
  %x = bitcast i32 %w to <2 x half>
  %y = fadd <2 x half> %x, <half 2.0, half 2.0>
  %yi = bitcast <2 x half> %y to i32
  %c = icmp eq i32 %yi, 1140868096
  %r = zext i1 %c to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
