; llc19-fma-mix-negzero with the sign bit of the half stored as 0 or 1, so
; that the wrong values are not a sign bit alone. fptrunc (fmul) to half:
; llc-19 on gfx1030 (-O0 and -O2)
; selects v_fma_mixlo_f16 x, y, 0, whose +0 addend turns a -0 product
; into +0 (-0 + +0 = +0). Lanes 0 and 1 (-0 * 1, -1 * 0) should give
; 1; llc-14, 15 and 16, and llc-19 on gfx900, keep the v_mul_f32 and
; v_cvt_f16_f32 and are right.
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %tid
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  %x = load float, ptr addrspace(1) %pa
  %y = load float, ptr addrspace(1) %pb
  %m = fmul float %x, %y
  %h = fptrunc float %m to half
  %hb = bitcast half %h to i16
  %hw = zext i16 %hb to i32
  %hz = lshr i32 %hw, 15
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %hz, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
