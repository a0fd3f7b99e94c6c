; Matrix instructions of every gfx90a pass count and kind, chained so that
; a result feeds the next one as A/B and as C, and read by VALU and stored
; (TestMFMAHazardsOnLLCOutput: llc-19's wait states satisfy every rule).
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %f = uitofp i32 %id to float
  %h = fptrunc float %f to half
  %hv0 = insertelement <4 x half> poison, half %h, i32 0
  %hv = shufflevector <4 x half> %hv0, <4 x half> poison, <4 x i32> zeroinitializer
  %r1 = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %f, float 2.0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %e1 = extractelement <4 x float> %r1, i32 0
  %r2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %e1, float %f, <4 x float> %r1, i32 0, i32 0, i32 0)
  %e2 = extractelement <4 x float> %r2, i32 1
  %r3 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %e2, float %e1, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %e3 = extractelement <16 x float> %r3, i32 5
  %r4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %hv, <4 x half> %hv, <4 x float> %r2, i32 0, i32 0, i32 0)
  %e4 = extractelement <4 x float> %r4, i32 3
  %i = fptosi float %e4 to i32
  %r5 = call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %i, i32 %id, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  %e5 = extractelement <4 x i32> %r5, i32 2
  %d = fpext float %e3 to double
  %r6 = call <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double %d, double %d, <4 x double> zeroinitializer, i32 0, i32 0, i32 0)
  %e6 = extractelement <4 x double> %r6, i32 2
  %r7 = call double @llvm.amdgcn.mfma.f64.4x4x4f64(double %e6, double %d, double 0.0, i32 0, i32 0, i32 0)
  %r8 = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %e4, float %e3, <32 x float> zeroinitializer, i32 1, i32 1, i32 2)
  %e8 = extractelement <32 x float> %r8, i32 31
  %s1 = fadd float %e3, %e4
  %s2 = fadd float %s1, %e8
  %t = sitofp i32 %e5 to float
  %s3 = fadd float %s2, %t
  %r7f = fptrunc double %r7 to float
  %s4 = fadd float %s3, %r7f
  %g = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %id
  store <4 x float> %r4, ptr addrspace(1) %g
  %g2 = getelementptr float, ptr addrspace(1) %g, i32 4
  store float %s4, ptr addrspace(1) %g2
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float, float, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float, float, <4 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32, i32, i32)
declare <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float, float, <32 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32, i32, <4 x i32>, i32, i32, i32)
declare <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double, double, <4 x double>, i32, i32, i32)
declare double @llvm.amdgcn.mfma.f64.4x4x4f64(double, double, double, i32, i32, i32)
