declare i32 @llvm.amdgcn.sudot4(i1, i32, i1, i32, i32, i1)
declare i32 @llvm.amdgcn.sudot8(i1, i32, i1, i32, i32, i1)
declare i32 @llvm.amdgcn.udot4(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.udot8(i32, i32, i32, i1)
declare float @llvm.amdgcn.fdot2(<2 x half>, <2 x half>, float, i1)
declare float @llvm.amdgcn.fdot2.f32.bf16(<2 x i16>, <2 x i16>, float, i1)
define i32 @sudot4(i32 %a, i32 %b, i32 %c) { %r = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %a, i1 true, i32 %b, i32 %c, i1 false)
 ret i32 %r }
define i32 @sudot4m(i32 %a, i32 %b, i32 %c) { %r = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %a, i1 true, i32 %b, i32 %c, i1 false)
 ret i32 %r }
define i32 @sudot8(i32 %a, i32 %b, i32 %c) { %r = call i32 @llvm.amdgcn.sudot8(i1 true, i32 %a, i1 true, i32 %b, i32 %c, i1 false)
 ret i32 %r }
define i32 @udot4(i32 %a, i32 %b, i32 %c) { %r = call i32 @llvm.amdgcn.udot4(i32 %a, i32 %b, i32 %c, i1 false)
 ret i32 %r }
define i32 @udot8(i32 %a, i32 %b, i32 %c) { %r = call i32 @llvm.amdgcn.udot8(i32 %a, i32 %b, i32 %c, i1 false)
 ret i32 %r }
define float @fdot2(<2 x half> %a, <2 x half> %b, float %c) { %r = call float @llvm.amdgcn.fdot2(<2 x half> %a, <2 x half> %b, float %c, i1 false)
 ret float %r }
define float @fdot2c(<2 x half> %a, <2 x half> %b, float %c) { %r = call float @llvm.amdgcn.fdot2(<2 x half> %a, <2 x half> %b, float %c, i1 true)
 ret float %r }
define float @bf(<2 x i16> %a, <2 x i16> %b, float %c) { %r = call float @llvm.amdgcn.fdot2.f32.bf16(<2 x i16> %a, <2 x i16> %b, float %c, i1 false)
 ret float %r }
