	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	div_uni_i64                     ; -- Begin function div_uni_i64
	.p2align	8
	.type	div_uni_i64,@function
div_uni_i64:                            ; @div_uni_i64
; %bb.0:                                ; %entry
	s_load_dwordx2 s[0:1], s[2:3], 0x20
	s_load_dwordx2 s[6:7], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
	s_or_b32 s8, s0, 1
	s_or_b64 s[4:5], s[6:7], s[0:1]
	s_mov_b32 s4, 0
	s_cmp_lg_u64 s[4:5], 0
	s_mov_b32 s9, s1
	s_cbranch_scc0 .LBB0_2
; %bb.1:
	s_ashr_i32 s12, s9, 31
	s_add_u32 s0, s8, s12
	s_mov_b32 s13, s12
	s_addc_u32 s1, s9, s12
	s_xor_b64 s[14:15], s[0:1], s[12:13]
	v_cvt_f32_u32_e32 v0, s14
	v_cvt_f32_u32_e32 v1, s15
	s_sub_u32 s0, 0, s14
	s_subb_u32 s1, 0, s15
	s_mov_b64 s[10:11], 0
	v_fmamk_f32 v0, v1, 0x4f800000, v0
	v_rcp_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_fmamk_f32 v0, v1, 0xcf800000, v0
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_readfirstlane_b32 s4, v1
	v_readfirstlane_b32 s5, v0
	s_mul_i32 s16, s0, s4
	s_mul_hi_u32 s18, s0, s5
	s_mul_i32 s17, s1, s5
	s_add_i32 s16, s18, s16
	s_add_i32 s16, s16, s17
	s_mul_i32 s19, s0, s5
	s_mul_hi_u32 s17, s5, s16
	s_mul_i32 s18, s5, s16
	s_mul_hi_u32 s5, s5, s19
	s_add_u32 s5, s5, s18
	s_addc_u32 s17, 0, s17
	s_mul_hi_u32 s20, s4, s19
	s_mul_i32 s19, s4, s19
	s_add_u32 s5, s5, s19
	s_mul_hi_u32 s18, s4, s16
	s_addc_u32 s5, s17, s20
	s_addc_u32 s17, s18, 0
	s_mul_i32 s16, s4, s16
	s_add_u32 s5, s5, s16
	s_addc_u32 s16, 0, s17
	v_add_co_u32_e32 v0, vcc, s5, v0
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s4, s4, s16
	v_readfirstlane_b32 s16, v0
	s_mul_i32 s5, s0, s4
	s_mul_hi_u32 s17, s0, s16
	s_add_i32 s5, s17, s5
	s_mul_i32 s1, s1, s16
	s_add_i32 s5, s5, s1
	s_mul_i32 s0, s0, s16
	s_mul_hi_u32 s17, s4, s0
	s_mul_i32 s18, s4, s0
	s_mul_i32 s20, s16, s5
	s_mul_hi_u32 s0, s16, s0
	s_mul_hi_u32 s19, s16, s5
	s_add_u32 s0, s0, s20
	s_addc_u32 s16, 0, s19
	s_add_u32 s0, s0, s18
	s_mul_hi_u32 s1, s4, s5
	s_addc_u32 s0, s16, s17
	s_addc_u32 s1, s1, 0
	s_mul_i32 s5, s4, s5
	s_add_u32 s0, s0, s5
	s_addc_u32 s1, 0, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s4, s4, s1
	s_ashr_i32 s16, s7, 31
	s_add_u32 s0, s6, s16
	s_mov_b32 s17, s16
	s_addc_u32 s1, s7, s16
	s_xor_b64 s[18:19], s[0:1], s[16:17]
	v_readfirstlane_b32 s5, v0
	s_mul_i32 s1, s18, s4
	s_mul_hi_u32 s20, s18, s5
	s_mul_hi_u32 s0, s18, s4
	s_add_u32 s1, s20, s1
	s_addc_u32 s0, 0, s0
	s_mul_hi_u32 s21, s19, s5
	s_mul_i32 s5, s19, s5
	s_add_u32 s1, s1, s5
	s_mul_hi_u32 s20, s19, s4
	s_addc_u32 s0, s0, s21
	s_addc_u32 s1, s20, 0
	s_mul_i32 s4, s19, s4
	s_add_u32 s20, s0, s4
	s_addc_u32 s21, 0, s1
	s_mul_i32 s0, s14, s21
	s_mul_hi_u32 s1, s14, s20
	s_add_i32 s0, s1, s0
	s_mul_i32 s1, s15, s20
	s_add_i32 s22, s0, s1
	s_mul_i32 s1, s14, s20
	v_mov_b32_e32 v0, s1
	s_sub_i32 s0, s19, s22
	v_sub_co_u32_e32 v0, vcc, s18, v0
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s18, s0, s15
	v_subrev_co_u32_e64 v1, s[0:1], s14, v0
	s_cmp_lg_u64 s[0:1], 0
	s_subb_u32 s23, s18, 0
	s_cmp_ge_u32 s23, s15
	s_cselect_b32 s24, -1, 0
	v_cmp_le_u32_e64 s[4:5], s14, v1
	s_cmp_eq_u32 s23, s15
	v_mov_b32_e32 v3, s24
	v_cndmask_b32_e64 v2, 0, -1, s[4:5]
	s_cselect_b64 s[4:5], -1, 0
	v_cndmask_b32_e64 v2, v3, v2, s[4:5]
	s_add_u32 s4, s20, 2
	s_addc_u32 s5, s21, 0
	s_add_u32 s24, s20, 1
	s_addc_u32 s25, s21, 0
	s_cmp_lg_u64 s[0:1], 0
	s_subb_u32 s18, s18, s15
	v_subrev_co_u32_e64 v3, s[0:1], s14, v1
	s_cmp_lg_u64 s[0:1], 0
	s_subb_u32 s0, s18, 0
	v_mov_b32_e32 v4, s23
	v_mov_b32_e32 v5, s0
	v_cmp_ne_u32_e64 s[0:1], 0, v2
	s_cmp_lg_u64 vcc, 0
	v_cmp_le_u32_e32 vcc, s14, v0
	v_cndmask_b32_e64 v2, v4, v5, s[0:1]
	v_cndmask_b32_e64 v1, v1, v3, s[0:1]
	v_mov_b32_e32 v3, s24
	v_mov_b32_e32 v4, s4
	v_cndmask_b32_e64 v3, v3, v4, s[0:1]
	v_mov_b32_e32 v4, s25
	v_mov_b32_e32 v5, s5
	v_cndmask_b32_e64 v4, v4, v5, s[0:1]
	s_subb_u32 s0, s19, s22
	s_cmp_ge_u32 s0, s15
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u32 s0, s15
	v_cndmask_b32_e64 v5, 0, -1, vcc
	v_mov_b32_e32 v6, s1
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v5, v6, v5, vcc
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_mov_b32_e32 v5, s20
	v_mov_b32_e32 v6, s21
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_mov_b32_e32 v1, s0
	s_xor_b64 s[0:1], s[16:17], s[12:13]
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_xor_b32_e32 v2, s0, v3
	v_xor_b32_e32 v3, s1, v4
	v_mov_b32_e32 v4, s1
	v_subrev_co_u32_e32 v2, vcc, s0, v2
	v_xor_b32_e32 v0, s16, v0
	s_nop 0
	v_subb_co_u32_e32 v3, vcc, v3, v4, vcc
	v_xor_b32_e32 v1, s16, v1
	v_mov_b32_e32 v4, s16
	v_subrev_co_u32_e32 v0, vcc, s16, v0
	s_nop 1
	v_subb_co_u32_e32 v1, vcc, v1, v4, vcc
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[10:11], -1
                                        ; implicit-def: $vgpr0_vgpr1
                                        ; implicit-def: $vgpr2_vgpr3
.LBB0_3:                                ; %Flow9
	v_cvt_f32_u32_e32 v8, s8
	s_andn2_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_5
; %bb.4:
	v_rcp_iflag_f32_e32 v0, v8
	s_sub_i32 s0, 0, s8
	s_mov_b32 s1, 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	s_nop 0
	v_readfirstlane_b32 s4, v0
	s_mul_i32 s0, s0, s4
	s_mul_hi_u32 s0, s4, s0
	s_add_i32 s4, s4, s0
	s_mul_hi_u32 s0, s6, s4
	s_mul_i32 s5, s0, s8
	s_sub_i32 s5, s6, s5
	s_add_i32 s4, s0, 1
	s_sub_i32 s10, s5, s8
	s_cmp_ge_u32 s5, s8
	s_cselect_b32 s5, s10, s5
	s_cselect_b32 s0, s4, s0
	s_add_i32 s10, s0, 1
	s_sub_i32 s4, s5, s8
	s_cmp_ge_u32 s5, s8
	s_cselect_b32 s4, s4, s5
	s_cselect_b32 s0, s10, s0
	s_mov_b32 s5, s1
	v_mov_b64_e32 v[0:1], s[4:5]
	v_mov_b64_e32 v[2:3], s[0:1]
.LBB0_5:
	s_add_u32 s1, 0, 0x92481000
	s_load_dwordx2 s[4:5], s[2:3], 0x0
	s_addc_u32 s2, 0, 0x64
	s_add_i32 s2, s2, 0x249248c0
	s_mul_hi_u32 s12, s1, -7
	s_mul_i32 s13, s2, -7
	s_add_i32 s12, s12, s13
	s_mul_i32 s3, s1, -7
	s_sub_i32 s12, s12, s1
	s_mul_hi_u32 s10, s2, s3
	s_mul_i32 s11, s2, s3
	s_mul_i32 s14, s1, s12
	s_mul_hi_u32 s3, s1, s3
	s_mul_hi_u32 s13, s1, s12
	s_add_u32 s3, s3, s14
	s_addc_u32 s13, 0, s13
	s_add_u32 s3, s3, s11
	s_mul_hi_u32 s14, s2, s12
	s_addc_u32 s3, s13, s10
	s_addc_u32 s10, s14, 0
	s_mul_i32 s11, s2, s12
	s_add_u32 s3, s3, s11
	v_mov_b32_e32 v4, s3
	s_addc_u32 s10, 0, s10
	v_add_co_u32_e32 v4, vcc, s1, v4
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s1, s2, s10
	s_ashr_i32 s10, s7, 31
	s_add_u32 s2, s6, s10
	s_mov_b32 s11, s10
	s_addc_u32 s3, s7, s10
	s_xor_b64 s[2:3], s[2:3], s[10:11]
	v_readfirstlane_b32 s14, v4
	s_mul_i32 s13, s2, s1
	s_mul_hi_u32 s15, s2, s14
	s_mul_hi_u32 s12, s2, s1
	s_add_u32 s13, s15, s13
	s_addc_u32 s12, 0, s12
	s_mul_hi_u32 s16, s3, s14
	s_mul_i32 s14, s3, s14
	s_add_u32 s13, s13, s14
	s_mul_hi_u32 s15, s3, s1
	s_addc_u32 s12, s12, s16
	s_addc_u32 s13, s15, 0
	s_mul_i32 s1, s3, s1
	s_add_u32 s1, s12, s1
	s_addc_u32 s12, 0, s13
	s_add_u32 s13, s1, 1
	s_addc_u32 s14, s12, 0
	s_add_u32 s15, s1, 2
	s_mul_i32 s17, s12, 7
	s_mul_hi_u32 s18, s1, 7
	s_addc_u32 s16, s12, 0
	s_add_i32 s18, s18, s17
	s_mul_i32 s17, s1, 7
	v_mov_b32_e32 v4, s17
	v_sub_co_u32_e32 v4, vcc, s2, v4
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s2, s3, s18
	v_subrev_co_u32_e32 v5, vcc, 7, v4
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s3, s2, 0
	v_readfirstlane_b32 s17, v5
	s_cmp_gt_u32 s17, 6
	s_cselect_b32 s17, -1, 0
	s_cmp_eq_u32 s3, 0
	s_cselect_b32 s3, s17, -1
	s_cmp_lg_u32 s3, 0
	s_cselect_b32 s3, s16, s14
	v_readfirstlane_b32 s14, v4
	s_cselect_b32 s13, s15, s13
	s_cmp_gt_u32 s14, 6
	s_cselect_b32 s14, -1, 0
	s_cmp_eq_u32 s2, 0
	s_cselect_b32 s2, s14, -1
	s_cmp_lg_u32 s2, 0
	s_cselect_b32 s3, s3, s12
	s_cselect_b32 s2, s13, s1
	s_xor_b64 s[2:3], s[2:3], s[10:11]
	s_sub_u32 s1, s2, s10
	s_subb_u32 s2, s3, s10
	v_mov_b32_e32 v5, s2
	s_or_b64 s[2:3], s[6:7], s[8:9]
	s_mov_b32 s0, 0
	v_mov_b32_e32 v4, s1
	s_mov_b32 s1, s3
	v_mov_b32_e32 v6, 0
	s_cmp_lg_u64 s[0:1], 0
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v6, v[2:5], s[4:5] offset:8
	s_cbranch_scc0 .LBB0_9
; %bb.6:
	s_nop 0
	v_cvt_f32_u32_e32 v2, s8
	v_cvt_f32_u32_e32 v3, s9
	s_sub_u32 s0, 0, s8
	s_subb_u32 s1, 0, s9
	v_fmamk_f32 v2, v3, 0x4f800000, v2
	v_rcp_f32_e32 v2, v2
	s_nop 0
	v_mul_f32_e32 v2, 0x5f7ffffc, v2
	v_mul_f32_e32 v3, 0x2f800000, v2
	v_trunc_f32_e32 v3, v3
	v_fmamk_f32 v2, v3, 0xcf800000, v2
	v_cvt_u32_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v2, v2
	v_readfirstlane_b32 s2, v3
	v_readfirstlane_b32 s3, v2
	s_mul_i32 s11, s0, s2
	s_mul_hi_u32 s15, s0, s3
	s_mul_i32 s14, s1, s3
	s_add_i32 s11, s15, s11
	s_add_i32 s11, s11, s14
	s_mul_i32 s16, s0, s3
	s_mul_hi_u32 s14, s3, s11
	s_mul_i32 s15, s3, s11
	s_mul_hi_u32 s3, s3, s16
	s_add_u32 s3, s3, s15
	s_addc_u32 s14, 0, s14
	s_mul_hi_u32 s17, s2, s16
	s_mul_i32 s16, s2, s16
	s_add_u32 s3, s3, s16
	s_mul_hi_u32 s15, s2, s11
	s_addc_u32 s3, s14, s17
	s_addc_u32 s14, s15, 0
	s_mul_i32 s11, s2, s11
	s_add_u32 s3, s3, s11
	s_addc_u32 s11, 0, s14
	v_add_co_u32_e32 v2, vcc, s3, v2
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s2, s2, s11
	v_readfirstlane_b32 s11, v2
	s_mul_i32 s3, s0, s2
	s_mul_hi_u32 s14, s0, s11
	s_add_i32 s3, s14, s3
	s_mul_i32 s1, s1, s11
	s_add_i32 s3, s3, s1
	s_mul_i32 s0, s0, s11
	s_mul_hi_u32 s14, s2, s0
	s_mul_i32 s15, s2, s0
	s_mul_i32 s17, s11, s3
	s_mul_hi_u32 s0, s11, s0
	s_mul_hi_u32 s16, s11, s3
	s_add_u32 s0, s0, s17
	s_addc_u32 s11, 0, s16
	s_add_u32 s0, s0, s15
	s_mul_hi_u32 s1, s2, s3
	s_addc_u32 s0, s11, s14
	s_addc_u32 s1, s1, 0
	s_mul_i32 s3, s2, s3
	s_add_u32 s0, s0, s3
	s_addc_u32 s1, 0, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s0, s2, s1
	v_readfirstlane_b32 s3, v2
	s_mul_i32 s2, s6, s0
	s_mul_hi_u32 s11, s6, s3
	s_mul_hi_u32 s1, s6, s0
	s_add_u32 s2, s11, s2
	s_addc_u32 s1, 0, s1
	s_mul_hi_u32 s14, s7, s3
	s_mul_i32 s3, s7, s3
	s_add_u32 s2, s2, s3
	s_mul_hi_u32 s11, s7, s0
	s_addc_u32 s1, s1, s14
	s_addc_u32 s2, s11, 0
	s_mul_i32 s0, s7, s0
	s_add_u32 s11, s1, s0
	s_addc_u32 s14, 0, s2
	s_mul_i32 s0, s8, s14
	s_mul_hi_u32 s1, s8, s11
	s_add_i32 s0, s1, s0
	s_mul_i32 s1, s9, s11
	s_add_i32 s15, s0, s1
	s_mul_i32 s1, s8, s11
	v_mov_b32_e32 v2, s1
	s_sub_i32 s0, s7, s15
	v_sub_co_u32_e32 v2, vcc, s6, v2
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s16, s0, s9
	v_subrev_co_u32_e64 v3, s[0:1], s8, v2
	s_cmp_lg_u64 s[0:1], 0
	s_subb_u32 s17, s16, 0
	s_cmp_ge_u32 s17, s9
	s_cselect_b32 s18, -1, 0
	v_cmp_le_u32_e64 s[2:3], s8, v3
	s_cmp_eq_u32 s17, s9
	v_mov_b32_e32 v5, s18
	v_cndmask_b32_e64 v4, 0, -1, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v4, v5, v4, s[2:3]
	s_add_u32 s2, s11, 2
	s_addc_u32 s3, s14, 0
	s_add_u32 s18, s11, 1
	s_addc_u32 s19, s14, 0
	s_cmp_lg_u64 s[0:1], 0
	s_subb_u32 s16, s16, s9
	v_subrev_co_u32_e64 v5, s[0:1], s8, v3
	s_cmp_lg_u64 s[0:1], 0
	s_subb_u32 s16, s16, 0
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	v_mov_b32_e32 v4, s17
	v_mov_b32_e32 v6, s2
	v_cndmask_b32_e64 v3, v3, v5, s[0:1]
	v_mov_b32_e32 v5, s16
	v_cndmask_b32_e64 v4, v4, v5, s[0:1]
	v_mov_b32_e32 v5, s18
	v_cndmask_b32_e64 v5, v5, v6, s[0:1]
	v_mov_b32_e32 v6, s19
	v_mov_b32_e32 v7, s3
	s_cmp_lg_u64 vcc, 0
	v_cndmask_b32_e64 v6, v6, v7, s[0:1]
	s_subb_u32 s0, s7, s15
	s_cmp_ge_u32 s0, s9
	s_cselect_b32 s1, -1, 0
	v_cmp_le_u32_e32 vcc, s8, v2
	s_cmp_eq_u32 s0, s9
	v_mov_b32_e32 v9, s1
	v_cndmask_b32_e64 v7, 0, -1, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v7, v9, v7, vcc
	v_mov_b32_e32 v9, s14
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v9, v6, vcc
	v_mov_b32_e32 v6, s11
	v_cndmask_b32_e32 v6, v6, v5, vcc
	v_mov_b32_e32 v5, s0
	v_cndmask_b32_e32 v5, v5, v4, vcc
	v_cndmask_b32_e32 v4, v2, v3, vcc
	s_cbranch_execnz .LBB0_8
.LBB0_7:
	v_rcp_iflag_f32_e32 v2, v8
	s_sub_i32 s0, 0, s8
	s_mov_b32 s1, 0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_nop 0
	v_readfirstlane_b32 s2, v2
	s_mul_i32 s0, s0, s2
	s_mul_hi_u32 s0, s2, s0
	s_add_i32 s2, s2, s0
	s_mul_hi_u32 s0, s6, s2
	s_mul_i32 s3, s0, s8
	s_sub_i32 s3, s6, s3
	s_add_i32 s2, s0, 1
	s_sub_i32 s9, s3, s8
	s_cmp_ge_u32 s3, s8
	s_cselect_b32 s3, s9, s3
	s_cselect_b32 s0, s2, s0
	s_add_i32 s9, s0, 1
	s_sub_i32 s2, s3, s8
	s_cmp_ge_u32 s3, s8
	s_cselect_b32 s2, s2, s3
	s_cselect_b32 s0, s9, s0
	s_mov_b32 s3, s1
	v_mov_b64_e32 v[4:5], s[2:3]
	v_mov_b64_e32 v[6:7], s[0:1]
.LBB0_8:
	s_add_u32 s0, s6, s10
	s_mov_b32 s11, s10
	s_addc_u32 s1, s7, s10
	s_xor_b64 s[0:1], s[0:1], s[10:11]
	s_mul_i32 s9, s0, 0x24924924
	s_mul_hi_u32 s11, s0, 0x92492492
	s_mul_hi_u32 s8, s0, 0x24924924
	s_add_u32 s9, s11, s9
	s_mul_i32 s3, s1, 0x92492492
	s_addc_u32 s8, 0, s8
	s_mul_hi_u32 s2, s1, 0x92492492
	s_add_u32 s3, s9, s3
	s_mul_hi_u32 s11, s1, 0x24924924
	s_addc_u32 s2, s8, s2
	s_addc_u32 s3, s11, 0
	s_mul_i32 s8, s1, 0x24924924
	s_add_u32 s2, s2, s8
	s_addc_u32 s3, 0, s3
	s_mul_hi_u32 s8, s2, 7
	s_mul_i32 s2, s2, 7
	s_mul_i32 s3, s3, 7
	v_mov_b32_e32 v2, s2
	s_add_i32 s8, s8, s3
	v_sub_co_u32_e32 v2, vcc, s0, v2
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s0, s1, s8
	v_subrev_co_u32_e32 v3, vcc, 7, v2
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s1, s0, 0
	v_subrev_co_u32_e32 v8, vcc, 7, v3
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s2, s1, 0
	v_cmp_lt_u32_e32 vcc, 6, v3
	s_cmp_eq_u32 s1, 0
	v_mov_b32_e32 v11, s1
	v_cndmask_b32_e64 v9, 0, -1, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v9, -1, v9, vcc
	v_mov_b32_e32 v12, s2
	v_cmp_ne_u32_e32 vcc, 0, v9
	s_cmp_eq_u32 s0, 0
	s_mul_i32 s3, s6, 0x24924924
	v_cndmask_b32_e32 v9, v11, v12, vcc
	v_cndmask_b32_e32 v3, v3, v8, vcc
	v_cmp_lt_u32_e32 vcc, 6, v2
	s_mul_hi_u32 s8, s6, 0x92492492
	s_mul_hi_u32 s2, s6, 0x24924924
	v_cndmask_b32_e64 v8, 0, -1, vcc
	s_cselect_b64 vcc, -1, 0
	s_add_u32 s3, s8, s3
	s_mul_i32 s1, s7, 0x92492492
	s_addc_u32 s2, 0, s2
	v_mov_b32_e32 v11, s0
	s_mul_hi_u32 s0, s7, 0x92492492
	s_add_u32 s1, s3, s1
	s_mul_hi_u32 s8, s7, 0x24924924
	s_addc_u32 s0, s2, s0
	s_addc_u32 s1, s8, 0
	s_mul_i32 s2, s7, 0x24924924
	v_cndmask_b32_e32 v8, -1, v8, vcc
	s_add_u32 s0, s0, s2
	v_cmp_ne_u32_e32 vcc, 0, v8
	s_addc_u32 s1, 0, s1
	s_add_u32 s2, s0, 2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cndmask_b32_e32 v8, v11, v9, vcc
	v_xor_b32_e32 v2, s10, v2
	s_addc_u32 s3, s1, 0
	v_xor_b32_e32 v3, s10, v8
	v_mov_b32_e32 v8, s10
	v_subrev_co_u32_e32 v2, vcc, s10, v2
	s_add_u32 s8, s0, 1
	s_mul_i32 s10, s1, 7
	s_mul_hi_u32 s11, s0, 7
	s_addc_u32 s9, s1, 0
	s_add_i32 s11, s11, s10
	s_mul_i32 s10, s0, 7
	v_subb_co_u32_e32 v3, vcc, v3, v8, vcc
	v_mov_b32_e32 v8, s10
	v_sub_co_u32_e32 v11, vcc, s6, v8
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s6, s7, s11
	v_subrev_co_u32_e32 v8, vcc, 7, v11
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s7, s6, 0
	v_subrev_co_u32_e32 v9, vcc, 7, v8
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s10, s7, 0
	v_readfirstlane_b32 s11, v8
	s_cmp_gt_u32 s11, 6
	s_cselect_b32 s11, -1, 0
	s_cmp_eq_u32 s7, 0
	s_cselect_b32 s11, s11, -1
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 vcc, -1, 0
	s_cselect_b32 s7, s10, s7
	s_cselect_b32 s2, s2, s8
	s_cselect_b32 s3, s3, s9
	v_cndmask_b32_e32 v12, v8, v9, vcc
	v_cmp_lt_u32_e32 vcc, 6, v11
	s_cmp_eq_u32 s6, 0
	v_mov_b32_e32 v9, s1
	v_cndmask_b32_e64 v8, 0, -1, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v8, -1, v8, vcc
	v_mov_b32_e32 v13, s3
	v_cmp_ne_u32_e32 vcc, 0, v8
	v_mov_b32_e32 v8, s0
	v_mov_b32_e32 v10, 0
	v_cndmask_b32_e32 v9, v9, v13, vcc
	v_mov_b32_e32 v13, s2
	v_cndmask_b32_e32 v8, v8, v13, vcc
	global_store_dwordx4 v10, v[6:9], s[4:5] offset:24
	global_store_dwordx4 v10, v[0:3], s[4:5] offset:40
	s_nop 0
	v_cndmask_b32_e32 v6, v11, v12, vcc
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_cndmask_b32_e32 v7, v0, v1, vcc
	global_store_dwordx4 v10, v[4:7], s[4:5] offset:56
	s_endpgm
.LBB0_9:
                                        ; implicit-def: $vgpr4_vgpr5
                                        ; implicit-def: $vgpr6_vgpr7
	s_branch .LBB0_7
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel div_uni_i64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	div_uni_i64, .Lfunc_end0-div_uni_i64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2556
; NumSgprs: 32
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           ua
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           ub
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           uc
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         120
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         136
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         144
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         152
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .max_flat_workgroup_size: 1024
    .name:           div_uni_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         div_uni_i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
