; GFX11's mixed-sign dot products with clamp set (v_dot4_i32_iu8 and
; v_dot8_i32_iu4 ... neg_lo:[...] clamp).
declare i32 @llvm.amdgcn.sudot4(i1, i32, i1, i32, i32, i1)
declare i32 @llvm.amdgcn.sudot8(i1, i32, i1, i32, i32, i1)
define i32 @sudot4(i32 %a, i32 %b, i32 %c) { %r = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %a, i1 true, i32 %b, i32 %c, i1 true)
 ret i32 %r }
define i32 @sudot8(i32 %a, i32 %b, i32 %c) { %r = call i32 @llvm.amdgcn.sudot8(i1 true, i32 %a, i1 false, i32 %b, i32 %c, i1 true)
 ret i32 %r }
; The lane permutes' fi and bound_ctrl, which GFX11 encodes as GFX10 does.
declare i32 @llvm.amdgcn.permlane16(i32, i32, i32, i32, i1 immarg, i1 immarg)
declare i32 @llvm.amdgcn.permlanex16(i32, i32, i32, i32, i1 immarg, i1 immarg)
define i32 @permlane16_fi(i32 %o, i32 %x, i32 inreg %s, i32 inreg %t) { %r = call i32 @llvm.amdgcn.permlane16(i32 %o, i32 %x, i32 %s, i32 %t, i1 true, i1 false)
 ret i32 %r }
define i32 @permlane16_bc(i32 %o, i32 %x, i32 inreg %s, i32 inreg %t) { %r = call i32 @llvm.amdgcn.permlane16(i32 %o, i32 %x, i32 %s, i32 %t, i1 false, i1 true)
 ret i32 %r }
define i32 @permlanex16_fi_bc(i32 %o, i32 %x, i32 inreg %s, i32 inreg %t) { %r = call i32 @llvm.amdgcn.permlanex16(i32 %o, i32 %x, i32 %s, i32 %t, i1 true, i1 true)
 ret i32 %r }
