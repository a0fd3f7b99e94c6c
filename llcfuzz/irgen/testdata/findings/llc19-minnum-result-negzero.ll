; minnum(x + 0.0, -uitofp(u) + 0.0) + 0.0 of floats: every addition turns a
; -0 into +0, so the IR's result is never -0. llc-19 -O2 drops the
; addition to the negated operand and the result's (v_min_f32 v1, v2, -v1),
; so lanes 0 to 2 (u = 0) give -0 (0x80000000) instead of +0. llc-15 and
; llc-16 keep the additions; llc-19 -O0 keeps the result's.
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %tid
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %tid
  %x = load float, ptr addrspace(1) %pa
  %u = load i32, ptr addrspace(1) %pb
  %f = uitofp i32 %u to float
  %nf = fneg float %f
  %x0 = fadd float %x, 0.0
  %n0 = fadd float %nf, 0.0
  %m = call float @llvm.minnum.f32(float %x0, float %n0)
  %r = fadd float %m, 0.0
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %r, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.minnum.f32(float, float)
