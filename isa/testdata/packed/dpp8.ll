declare i32 @llvm.amdgcn.mov.dpp8.i32(i32, i32)
define amdgpu_kernel void @dpp8_test(i32 addrspace(1)* %out, i32 %in) {
  %tmp0 = call i32 @llvm.amdgcn.mov.dpp8.i32(i32 %in, i32 1)
  store i32 %tmp0, i32 addrspace(1)* %out
  ret void
}
