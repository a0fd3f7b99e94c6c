; DPP on gfx1150: llc-19 folds each llvm.amdgcn.update.dpp into the
; operation that reads it (GCNDPPCombine), giving the VOP3 DPP forms
; (v_add_nc_u32_e64_dpp with an SGPR src1, FeatureDPPSrc1SGPR;
; v_fma_f32_e64_dpp with an inline src2) and the plain _dpp ones.
; out[4*i+k] holds result k of work-item i (dpp_llc_test.go has the
; reference).
define amdgpu_kernel void @dpp(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %s) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = getelementptr i32, ptr addrspace(1) %in, i32 %id
  %v = load i32, ptr addrspace(1) %g
  %vf = bitcast i32 %v to float
  ; 0: row_shr:1, bound_ctrl: each row's lane 0 reads 0; plus %s.
  %e1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 273, i32 15, i32 15, i1 true)
  %r1 = add i32 %e1, %s
  ; 1: row_xmask:1 (swap neighbours), fma with 2.0.
  %e2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 353, i32 15, i32 15, i1 false)
  %e2f = bitcast i32 %e2 to float
  %r2f = call float @llvm.fma.f32(float %e2f, float %vf, float 2.0)
  %r2 = bitcast float %r2f to i32
  ; 2: dpp8 reversing each group of eight, minus %s.
  %e3 = call i32 @llvm.amdgcn.mov.dpp8.i32(i32 %v, i32 342391)
  %r3 = sub i32 %e3, %s
  ; 3: row_mirror with rows 1 and 3 disabled: they keep the old value %v.
  %r4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %v, i32 %v, i32 320, i32 5, i32 15, i1 false)
  %base = mul i32 %id, 4
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %base
  store i32 %r1, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %r2, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %r3, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %r4, ptr addrspace(1) %o3
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.mov.dpp8.i32(i32, i32)
declare float @llvm.fma.f32(float, float, float)
