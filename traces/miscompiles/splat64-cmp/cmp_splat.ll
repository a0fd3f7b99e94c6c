define amdgpu_kernel void @cmp_splat(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i64, ptr addrspace(1) %in, i32 %id
  %x = load i64, ptr addrspace(1) %p
  %c = icmp eq i64 %x, 180388626474
  %r = zext i1 %c to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
