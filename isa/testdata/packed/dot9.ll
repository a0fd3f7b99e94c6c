declare half @llvm.amdgcn.fdot2.f16.f16(<2 x half>, <2 x half>, half)
declare i16 @llvm.amdgcn.fdot2.bf16.bf16(<2 x i16>, <2 x i16>, i16)
define half @a(<2 x half> %a, <2 x half> %b, half %c) { %r = call half @llvm.amdgcn.fdot2.f16.f16(<2 x half> %a, <2 x half> %b, half %c)
 ret half %r }
define i16 @b(<2 x i16> %a, <2 x i16> %b, i16 %c) { %r = call i16 @llvm.amdgcn.fdot2.bf16.bf16(<2 x i16> %a, <2 x i16> %b, i16 %c)
 ret i16 %r }
define <2 x half> @hi(<2 x half> %a, <2 x half> %b, <2 x half> %c) { %cc = extractelement <2 x half> %c, i32 1
 %r = call half @llvm.amdgcn.fdot2.f16.f16(<2 x half> %a, <2 x half> %b, half %cc)
 %v = insertelement <2 x half> %c, half %r, i32 1
 ret <2 x half> %v }
