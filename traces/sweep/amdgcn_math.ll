; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

; llvm.amdgcn.* arithmetic that every GFX9+ target has.
define amdgpu_kernel void @math(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr <4 x i32>, ptr addrspace(1) %in, i32 %tid
  %v = load <4 x i32>, ptr addrspace(1) %p0
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i32 1
  %c = extractelement <4 x i32> %v, i32 2
  %d = extractelement <4 x i32> %v, i32 3
  %fa = bitcast i32 %a to float
  %fb = bitcast i32 %b to float
  %fc = bitcast i32 %c to float
  %ab = zext i32 %a to i64
  %bb = zext i32 %b to i64
  %bs = shl i64 %bb, 32
  %da = or i64 %ab, %bs
  %fd = bitcast i64 %da to double
  %ha16 = trunc i32 %a to i16
  %ha = bitcast i16 %ha16 to half
  %hb16 = trunc i32 %b to i16
  %hb = bitcast i16 %hb16 to half
  %hc16 = trunc i32 %c to i16
  %hc = bitcast i16 %hc16 to half

  %i1 = call i32 @llvm.amdgcn.sad.u8(i32 %a, i32 %b, i32 %c)
  %i2 = call i32 @llvm.amdgcn.msad.u8(i32 %a, i32 %b, i32 %i1)
  %i3 = call i32 @llvm.amdgcn.sad.hi.u8(i32 %a, i32 %b, i32 %i2)
  %i4 = call i32 @llvm.amdgcn.sad.u16(i32 %a, i32 %b, i32 %i3)
  %i5 = call i32 @llvm.amdgcn.lerp(i32 %a, i32 %b, i32 %i4)
  %q1 = call i64 @llvm.amdgcn.qsad.pk.u16.u8(i64 %da, i32 %c, i64 %da)
  %q2 = call i64 @llvm.amdgcn.mqsad.pk.u16.u8(i64 %q1, i32 %d, i64 %da)
  %q3 = call <4 x i32> @llvm.amdgcn.mqsad.u32.u8(i64 %q2, i32 %a, <4 x i32> %v)
  %i6 = call i32 @llvm.amdgcn.ubfe.i32(i32 %a, i32 %b, i32 %c)
  %i7 = call i32 @llvm.amdgcn.sbfe.i32(i32 %i6, i32 3, i32 7)
  %i8 = call i32 @llvm.amdgcn.alignbyte(i32 %a, i32 %i7, i32 %c)
  %i9 = call i32 @llvm.amdgcn.sffbh.i32(i32 %i8)
  %i10 = call i32 @llvm.amdgcn.cvt.pk.u8.f32(float %fa, i32 1, i32 %i9)
  %pk1 = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %fa, float %fb)
  %pk2 = call <2 x i16> @llvm.amdgcn.cvt.pknorm.i16(float %fa, float %fb)
  %pk3 = call <2 x i16> @llvm.amdgcn.cvt.pknorm.u16(float %fa, float %fb)
  %pk4 = call <2 x i16> @llvm.amdgcn.cvt.pk.i16(i32 %a, i32 %b)
  %pk5 = call <2 x i16> @llvm.amdgcn.cvt.pk.u16(i32 %a, i32 %b)

  %f1 = call float @llvm.amdgcn.cubeid(float %fa, float %fb, float %fc)
  %f2 = call float @llvm.amdgcn.cubema(float %fa, float %fb, float %f1)
  %f3 = call float @llvm.amdgcn.cubesc(float %fa, float %fb, float %f2)
  %f4 = call float @llvm.amdgcn.cubetc(float %fa, float %fb, float %f3)
  %f5 = call float @llvm.amdgcn.fract.f32(float %f4)
  %f6 = call float @llvm.amdgcn.sin.f32(float %f5)
  %f7 = call float @llvm.amdgcn.cos.f32(float %f6)
  %f8 = call float @llvm.amdgcn.rcp.f32(float %f7)
  %f9 = call float @llvm.amdgcn.rsq.f32(float %f8)
  %f10 = call float @llvm.amdgcn.sqrt.f32(float %f9)
  %f11 = call float @llvm.amdgcn.frexp.mant.f32(float %f10)
  %e1 = call i32 @llvm.amdgcn.frexp.exp.i32.f32(float %f11)
  %f12 = call float @llvm.amdgcn.ldexp.f32(float %f11, i32 %e1)
  %ds = call { float, i1 } @llvm.amdgcn.div.scale.f32(float %fa, float %f12, i1 true)
  %ds0 = extractvalue { float, i1 } %ds, 0
  %ds1 = extractvalue { float, i1 } %ds, 1
  %f13 = call float @llvm.amdgcn.div.fmas.f32(float %ds0, float %fb, float %fc, i1 %ds1)
  %f14 = call float @llvm.amdgcn.div.fixup.f32(float %f13, float %fb, float %fa)
  %f15 = call float @llvm.amdgcn.fmed3.f32(float %f14, float %fb, float %fc)
  %f16 = call float @llvm.amdgcn.fmul.legacy(float %f15, float %fb)
  %f19 = fadd float %f16, %fc
  %cl = call i1 @llvm.amdgcn.class.f32(float %f19, i32 %c)
  %f20 = select i1 %cl, float %f19, float %fa

  %d1 = call double @llvm.amdgcn.trig.preop.f64(double %fd, i32 %c)
  %d2 = call double @llvm.amdgcn.fract.f64(double %d1)
  %d3 = call double @llvm.amdgcn.rcp.f64(double %d2)
  %d4 = call double @llvm.amdgcn.rsq.f64(double %d3)
  %d5 = call double @llvm.amdgcn.sqrt.f64(double %d4)
  %d6 = call double @llvm.amdgcn.frexp.mant.f64(double %d5)
  %e2 = call i32 @llvm.amdgcn.frexp.exp.i32.f64(double %d6)
  %d7 = call double @llvm.amdgcn.ldexp.f64(double %d6, i32 %e2)
  %dd = call { double, i1 } @llvm.amdgcn.div.scale.f64(double %fd, double %d7, i1 false)
  %dd0 = extractvalue { double, i1 } %dd, 0
  %dd1 = extractvalue { double, i1 } %dd, 1
  %d8 = call double @llvm.amdgcn.div.fmas.f64(double %dd0, double %d7, double %fd, i1 %dd1)
  %d9 = call double @llvm.amdgcn.div.fixup.f64(double %d8, double %d7, double %fd)
  %cld = call i1 @llvm.amdgcn.class.f64(double %d9, i32 3)
  %d10 = select i1 %cld, double %d9, double %fd

  %h1 = call half @llvm.amdgcn.fract.f16(half %ha)
  %h2 = call half @llvm.amdgcn.sin.f16(half %h1)
  %h3 = call half @llvm.amdgcn.cos.f16(half %h2)
  %h4 = call half @llvm.amdgcn.rcp.f16(half %h3)
  %h5 = call half @llvm.amdgcn.rsq.f16(half %h4)
  %h6 = call half @llvm.amdgcn.sqrt.f16(half %h5)
  %h7 = call half @llvm.amdgcn.frexp.mant.f16(half %h6)
  %e3 = call i16 @llvm.amdgcn.frexp.exp.i16.f16(half %h7)
  %e3w = sext i16 %e3 to i32
  %h8 = call half @llvm.amdgcn.ldexp.f16(half %h7, i32 %e3w)
  %h9 = call half @llvm.amdgcn.div.fixup.f16(half %h8, half %hb, half %hc)
  %h10 = call half @llvm.amdgcn.fmed3.f16(half %h9, half %hb, half %hc)
  %h11 = fadd half %h10, %hc
  %clh = call i1 @llvm.amdgcn.class.f16(half %h11, i32 3)
  %h12 = select i1 %clh, half %h11, half %ha

  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %i10, ptr addrspace(1) %o0
  %o1 = getelementptr i64, ptr addrspace(1) %out, i32 %u
  store i64 %q2, ptr addrspace(1) %o1
  %o2 = getelementptr <4 x i32>, ptr addrspace(1) %out, i32 %tid
  store <4 x i32> %q3, ptr addrspace(1) %o2
  %o3 = getelementptr <2 x half>, ptr addrspace(1) %o0, i32 256
  store <2 x half> %pk1, ptr addrspace(1) %o3
  %o4 = getelementptr <2 x i16>, ptr addrspace(1) %o0, i32 512
  store <2 x i16> %pk2, ptr addrspace(1) %o4
  %o5 = getelementptr <2 x i16>, ptr addrspace(1) %o0, i32 768
  store <2 x i16> %pk3, ptr addrspace(1) %o5
  %o6 = getelementptr <2 x i16>, ptr addrspace(1) %o0, i32 1024
  store <2 x i16> %pk4, ptr addrspace(1) %o6
  %o7 = getelementptr <2 x i16>, ptr addrspace(1) %o0, i32 1280
  store <2 x i16> %pk5, ptr addrspace(1) %o7
  %o8 = getelementptr float, ptr addrspace(1) %o0, i32 1536
  store float %f20, ptr addrspace(1) %o8
  %o9 = getelementptr double, ptr addrspace(1) %o0, i32 1792
  store double %d10, ptr addrspace(1) %o9
  %o10 = getelementptr half, ptr addrspace(1) %o0, i32 2048
  store half %h12, ptr addrspace(1) %o10
  %o11 = getelementptr i32, ptr addrspace(1) %o0, i32 2304
  store i32 %i5, ptr addrspace(1) %o11
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.sad.u8(i32, i32, i32)
declare i32 @llvm.amdgcn.msad.u8(i32, i32, i32)
declare i32 @llvm.amdgcn.sad.hi.u8(i32, i32, i32)
declare i32 @llvm.amdgcn.sad.u16(i32, i32, i32)
declare i32 @llvm.amdgcn.lerp(i32, i32, i32)
declare i64 @llvm.amdgcn.qsad.pk.u16.u8(i64, i32, i64)
declare i64 @llvm.amdgcn.mqsad.pk.u16.u8(i64, i32, i64)
declare <4 x i32> @llvm.amdgcn.mqsad.u32.u8(i64, i32, <4 x i32>)
declare i32 @llvm.amdgcn.ubfe.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.sbfe.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.alignbyte(i32, i32, i32)
declare i32 @llvm.amdgcn.sffbh.i32(i32)
declare i32 @llvm.amdgcn.cvt.pk.u8.f32(float, i32, i32)
declare <2 x half> @llvm.amdgcn.cvt.pkrtz(float, float)
declare <2 x i16> @llvm.amdgcn.cvt.pknorm.i16(float, float)
declare <2 x i16> @llvm.amdgcn.cvt.pknorm.u16(float, float)
declare <2 x i16> @llvm.amdgcn.cvt.pk.i16(i32, i32)
declare <2 x i16> @llvm.amdgcn.cvt.pk.u16(i32, i32)
declare float @llvm.amdgcn.cubeid(float, float, float)
declare float @llvm.amdgcn.cubema(float, float, float)
declare float @llvm.amdgcn.cubesc(float, float, float)
declare float @llvm.amdgcn.cubetc(float, float, float)
declare float @llvm.amdgcn.fract.f32(float)
declare float @llvm.amdgcn.sin.f32(float)
declare float @llvm.amdgcn.cos.f32(float)
declare float @llvm.amdgcn.rcp.f32(float)
declare float @llvm.amdgcn.rsq.f32(float)
declare float @llvm.amdgcn.sqrt.f32(float)
declare float @llvm.amdgcn.frexp.mant.f32(float)
declare i32 @llvm.amdgcn.frexp.exp.i32.f32(float)
declare float @llvm.amdgcn.ldexp.f32(float, i32)
declare { float, i1 } @llvm.amdgcn.div.scale.f32(float, float, i1 immarg)
declare float @llvm.amdgcn.div.fmas.f32(float, float, float, i1)
declare float @llvm.amdgcn.div.fixup.f32(float, float, float)
declare float @llvm.amdgcn.fmed3.f32(float, float, float)
declare float @llvm.amdgcn.fmul.legacy(float, float)
declare i1 @llvm.amdgcn.class.f32(float, i32)
declare double @llvm.amdgcn.trig.preop.f64(double, i32)
declare double @llvm.amdgcn.fract.f64(double)
declare double @llvm.amdgcn.rcp.f64(double)
declare double @llvm.amdgcn.rsq.f64(double)
declare double @llvm.amdgcn.sqrt.f64(double)
declare double @llvm.amdgcn.frexp.mant.f64(double)
declare i32 @llvm.amdgcn.frexp.exp.i32.f64(double)
declare double @llvm.amdgcn.ldexp.f64(double, i32)
declare { double, i1 } @llvm.amdgcn.div.scale.f64(double, double, i1 immarg)
declare double @llvm.amdgcn.div.fmas.f64(double, double, double, i1)
declare double @llvm.amdgcn.div.fixup.f64(double, double, double)
declare i1 @llvm.amdgcn.class.f64(double, i32)
declare half @llvm.amdgcn.fract.f16(half)
declare half @llvm.amdgcn.sin.f16(half)
declare half @llvm.amdgcn.cos.f16(half)
declare half @llvm.amdgcn.rcp.f16(half)
declare half @llvm.amdgcn.rsq.f16(half)
declare half @llvm.amdgcn.sqrt.f16(half)
declare half @llvm.amdgcn.frexp.mant.f16(half)
declare i16 @llvm.amdgcn.frexp.exp.i16.f16(half)
declare half @llvm.amdgcn.ldexp.f16(half, i32)
declare half @llvm.amdgcn.div.fixup.f16(half, half, half)
declare half @llvm.amdgcn.fmed3.f16(half, half, half)
declare i1 @llvm.amdgcn.class.f16(half, i32)
