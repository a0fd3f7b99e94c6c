; One wave computes two 16x16 matrix products with the MFMA intrinsics:
; d = a(16x4) * b(4x16) + c in f32 (llvm.amdgcn.mfma.f32.16x16x4f32) and
; d2 = a2(16x16) * b2(16x16) + c with f16 inputs
; (llvm.amdgcn.mfma.f32.16x16x16f16). Each lane passes the operands it
; holds in AMD's layout: its a, b (f32), a four-dword c, four halves of
; a2 and b2. TestMFMAKernelFromLLC checks d and d2 against a plain matrix
; product.
define amdgpu_kernel void @mm(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c,
                              ptr addrspace(1) %a2, ptr addrspace(1) %b2,
                              ptr addrspace(1) %d, ptr addrspace(1) %d2) {
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %l
  %av = load float, ptr addrspace(1) %pa
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %l
  %bv = load float, ptr addrspace(1) %pb
  %pc = getelementptr <4 x float>, ptr addrspace(1) %c, i32 %l
  %cv = load <4 x float>, ptr addrspace(1) %pc
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %av, float %bv, <4 x float> %cv, i32 0, i32 0, i32 0)
  %pd = getelementptr <4 x float>, ptr addrspace(1) %d, i32 %l
  store <4 x float> %r, ptr addrspace(1) %pd
  %pa2 = getelementptr <4 x float>, ptr addrspace(1) %a2, i32 %l
  %a2v = load <4 x float>, ptr addrspace(1) %pa2
  %a2h = fptrunc <4 x float> %a2v to <4 x half>
  %pb2 = getelementptr <4 x float>, ptr addrspace(1) %b2, i32 %l
  %b2v = load <4 x float>, ptr addrspace(1) %pb2
  %b2h = fptrunc <4 x float> %b2v to <4 x half>
  %r2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %a2h, <4 x half> %b2h, <4 x float> %cv, i32 0, i32 0, i32 0)
  %pd2 = getelementptr <4 x float>, ptr addrspace(1) %d2, i32 %l
  store <4 x float> %r2, ptr addrspace(1) %pd2
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float, float, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)
