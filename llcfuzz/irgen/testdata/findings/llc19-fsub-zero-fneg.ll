; fmul x, (fsub 0.0, uitofp u): llc-19 (-O0 and -O2) folds the fsub into a
; source negation, v_mul_f32 x, -f, which is -f = -0 for u = 0 where
; 0.0 - 0.0 = +0: lane 0 (x = -0, u = 0) gives +0 instead of -0, lane 1
; (x = 1, u = 0) -0 instead of +0. llc-14, 15 and 16 keep v_sub_f32 0, f.
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %tid
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %tid
  %x = load float, ptr addrspace(1) %pa
  %u = load i32, ptr addrspace(1) %pb
  %f = uitofp i32 %u to float
  %n = fsub float 0.0, %f
  %m = fmul float %x, %n
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %m, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
