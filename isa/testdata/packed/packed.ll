define <2 x half> @fadd(<2 x half> %a, <2 x half> %b) { %r = fadd <2 x half> %a, %b
 ret <2 x half> %r }
define <2 x half> @fsub(<2 x half> %a, <2 x half> %b) { %r = fsub <2 x half> %a, %b
 ret <2 x half> %r }
define <2 x half> @fmul(<2 x half> %a, <2 x half> %b) { %r = fmul <2 x half> %a, %b
 ret <2 x half> %r }
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)
declare <2 x half> @llvm.minnum.v2f16(<2 x half>, <2 x half>)
declare <2 x half> @llvm.maxnum.v2f16(<2 x half>, <2 x half>)
define <2 x half> @fma(<2 x half> %a, <2 x half> %b, <2 x half> %c) { %r = call <2 x half> @llvm.fma.v2f16(<2 x half> %a, <2 x half> %b, <2 x half> %c)
 ret <2 x half> %r }
define <2 x half> @fmin(<2 x half> %a, <2 x half> %b) { %r = call <2 x half> @llvm.minnum.v2f16(<2 x half> %a, <2 x half> %b)
 ret <2 x half> %r }
define <2 x half> @fmax(<2 x half> %a, <2 x half> %b) { %r = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %a, <2 x half> %b)
 ret <2 x half> %r }
define <2 x i16> @add(<2 x i16> %a, <2 x i16> %b) { %r = add <2 x i16> %a, %b
 ret <2 x i16> %r }
define <2 x i16> @sub(<2 x i16> %a, <2 x i16> %b) { %r = sub <2 x i16> %a, %b
 ret <2 x i16> %r }
define <2 x i16> @mul(<2 x i16> %a, <2 x i16> %b) { %r = mul <2 x i16> %a, %b
 ret <2 x i16> %r }
define <2 x i16> @mad(<2 x i16> %a, <2 x i16> %b, <2 x i16> %c) { %m = mul <2 x i16> %a, %b
 %r = add <2 x i16> %m, %c
 ret <2 x i16> %r }
define <2 x i16> @shl(<2 x i16> %a, <2 x i16> %b) { %r = shl <2 x i16> %a, %b
 ret <2 x i16> %r }
define <2 x i16> @lshr(<2 x i16> %a, <2 x i16> %b) { %r = lshr <2 x i16> %a, %b
 ret <2 x i16> %r }
define <2 x i16> @ashr(<2 x i16> %a, <2 x i16> %b) { %r = ashr <2 x i16> %a, %b
 ret <2 x i16> %r }
declare <2 x i16> @llvm.smax.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.smin.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.umax.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.umin.v2i16(<2 x i16>, <2 x i16>)
define <2 x i16> @smax(<2 x i16> %a, <2 x i16> %b) { %r = call <2 x i16> @llvm.smax.v2i16(<2 x i16> %a, <2 x i16> %b)
 ret <2 x i16> %r }
define <2 x i16> @smin(<2 x i16> %a, <2 x i16> %b) { %r = call <2 x i16> @llvm.smin.v2i16(<2 x i16> %a, <2 x i16> %b)
 ret <2 x i16> %r }
define <2 x i16> @umax(<2 x i16> %a, <2 x i16> %b) { %r = call <2 x i16> @llvm.umax.v2i16(<2 x i16> %a, <2 x i16> %b)
 ret <2 x i16> %r }
define <2 x i16> @umin(<2 x i16> %a, <2 x i16> %b) { %r = call <2 x i16> @llvm.umin.v2i16(<2 x i16> %a, <2 x i16> %b)
 ret <2 x i16> %r }
define <2 x half> @swz(<2 x half> %a, <2 x half> %b) { %s = shufflevector <2 x half> %a, <2 x half> undef, <2 x i32> <i32 1, i32 0>
 %r = fadd <2 x half> %s, %b
 ret <2 x half> %r }
define <2 x half> @fneg(<2 x half> %a, <2 x half> %b) { %n = fneg <2 x half> %b
 %r = fmul <2 x half> %a, %n
 ret <2 x half> %r }
define <2 x half> @c1(<2 x half> %a) { %r = fadd <2 x half> %a, <half 1.0, half 1.0>
 ret <2 x half> %r }
define <2 x i16> @c2(<2 x i16> %a) { %r = add <2 x i16> %a, <i16 -3, i16 -3>
 ret <2 x i16> %r }
define <2 x half> @c3(<2 x half> %a) { %r = fadd <2 x half> %a, <half 1.5, half 1.5>
 ret <2 x half> %r }
define float @mix(half %a, half %b, float %c) { %x = fpext half %a to float
 %y = fpext half %b to float
 %r = call float @llvm.fmuladd.f32(float %x, float %y, float %c)
 ret float %r }
define half @mixlo(half %a, half %b, half %c) #0 { %x = fpext half %a to float
 %y = fpext half %b to float
 %z = fpext half %c to float
 %r = call float @llvm.fmuladd.f32(float %x, float %y, float %z)
 %t = fptrunc float %r to half
 ret half %t }
declare float @llvm.fmuladd.f32(float, float, float)
define half @hi(<2 x half> %a, <2 x half> %b) { %x = extractelement <2 x half> %a, i32 1
 %y = extractelement <2 x half> %b, i32 1
 %r = fadd half %x, %y
 ret half %r }
declare half @llvm.fma.f16(half, half, half)
define half @fmahi(<2 x half> %a, <2 x half> %b, <2 x half> %c) { %x = extractelement <2 x half> %a, i32 1
 %y = extractelement <2 x half> %b, i32 1
 %z = extractelement <2 x half> %c, i32 1
 %r = call half @llvm.fma.f16(half %x, half %y, half %z)
 ret half %r }
attributes #0 = { "denormal-fp-math-f32"="preserve-sign" }
