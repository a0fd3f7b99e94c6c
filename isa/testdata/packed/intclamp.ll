; Saturating <2 x i16> arithmetic (v_pk_{add,sub}_{i,u}16 ... clamp), the
; integer dot products with clamp set, and the lane permutes' fi and
; bound_ctrl (v_permlane16_b32 ... op_sel:[fi,bound_ctrl]).
declare <2 x i16> @llvm.sadd.sat.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.ssub.sat.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.usub.sat.v2i16(<2 x i16>, <2 x i16>)
declare i32 @llvm.amdgcn.sdot2(<2 x i16>, <2 x i16>, i32, i1)
declare i32 @llvm.amdgcn.udot2(<2 x i16>, <2 x i16>, i32, i1)
declare i32 @llvm.amdgcn.sdot4(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.udot4(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.sdot8(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.udot8(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.permlane16(i32, i32, i32, i32, i1 immarg, i1 immarg)
declare i32 @llvm.amdgcn.permlanex16(i32, i32, i32, i32, i1 immarg, i1 immarg)

define <2 x i16> @sadd_sat(<2 x i16> %a, <2 x i16> %b) { %r = call <2 x i16> @llvm.sadd.sat.v2i16(<2 x i16> %a, <2 x i16> %b)
 ret <2 x i16> %r }
define <2 x i16> @uadd_sat(<2 x i16> %a, <2 x i16> %b) { %r = call <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16> %a, <2 x i16> %b)
 ret <2 x i16> %r }
define <2 x i16> @ssub_sat(<2 x i16> %a, <2 x i16> %b) { %r = call <2 x i16> @llvm.ssub.sat.v2i16(<2 x i16> %a, <2 x i16> %b)
 ret <2 x i16> %r }
define <2 x i16> @usub_sat(<2 x i16> %a, <2 x i16> %b) { %r = call <2 x i16> @llvm.usub.sat.v2i16(<2 x i16> %a, <2 x i16> %b)
 ret <2 x i16> %r }
define i32 @sdot2(<2 x i16> %a, <2 x i16> %b, i32 %c) { %r = call i32 @llvm.amdgcn.sdot2(<2 x i16> %a, <2 x i16> %b, i32 %c, i1 true)
 ret i32 %r }
define i32 @udot2(<2 x i16> %a, <2 x i16> %b, i32 %c) { %r = call i32 @llvm.amdgcn.udot2(<2 x i16> %a, <2 x i16> %b, i32 %c, i1 true)
 ret i32 %r }
define i32 @sdot4(i32 %a, i32 %b, i32 %c) { %r = call i32 @llvm.amdgcn.sdot4(i32 %a, i32 %b, i32 %c, i1 true)
 ret i32 %r }
define i32 @udot4(i32 %a, i32 %b, i32 %c) { %r = call i32 @llvm.amdgcn.udot4(i32 %a, i32 %b, i32 %c, i1 true)
 ret i32 %r }
define i32 @sdot8(i32 %a, i32 %b, i32 %c) { %r = call i32 @llvm.amdgcn.sdot8(i32 %a, i32 %b, i32 %c, i1 true)
 ret i32 %r }
define i32 @udot8(i32 %a, i32 %b, i32 %c) { %r = call i32 @llvm.amdgcn.udot8(i32 %a, i32 %b, i32 %c, i1 true)
 ret i32 %r }
define i32 @permlane16_fi(i32 %o, i32 %x, i32 inreg %s, i32 inreg %t) { %r = call i32 @llvm.amdgcn.permlane16(i32 %o, i32 %x, i32 %s, i32 %t, i1 true, i1 false)
 ret i32 %r }
define i32 @permlane16_bc(i32 %o, i32 %x, i32 inreg %s, i32 inreg %t) { %r = call i32 @llvm.amdgcn.permlane16(i32 %o, i32 %x, i32 %s, i32 %t, i1 false, i1 true)
 ret i32 %r }
define i32 @permlanex16_fi_bc(i32 %o, i32 %x, i32 inreg %s, i32 inreg %t) { %r = call i32 @llvm.amdgcn.permlanex16(i32 %o, i32 %x, i32 %s, i32 %t, i1 true, i1 true)
 ret i32 %r }
