; A kernel whose IR carries OpenCL argument metadata (!kernel_arg_type), which
; llc writes into .amdgpu_metadata as .type_name; llvm19-gfx1030.s is
; llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030 of it.
define amdgpu_kernel void @k(ptr addrspace(1) %out, float %a, i32 %n) !kernel_arg_type !1 !kernel_arg_base_type !1 !kernel_arg_addr_space !2 !kernel_arg_access_qual !3 !kernel_arg_type_qual !4 {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %f = sitofp i32 %id to float
  %v = fmul float %f, %a
  %p = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %v, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
!1 = !{!"float*", !"float", !"int"}
!2 = !{i32 1, i32 0, i32 0}
!3 = !{!"none", !"none", !"none"}
!4 = !{!"", !"", !""}
