	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	div_uni_i64                     ; -- Begin function div_uni_i64
	.p2align	8
	.type	div_uni_i64,@function
div_uni_i64:                            ; @div_uni_i64
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	s_load_dwordx2 s[6:7], s[4:5], 0x20
	s_waitcnt lgkmcnt(0)
	s_or_b64 s[8:9], s[2:3], s[6:7]
	s_mov_b32 s8, 0
	s_or_b32 s6, s6, 1
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc0 .LBB0_7
; %bb.1:
	s_ashr_i32 s10, s7, 31
	s_add_u32 s0, s6, s10
	s_mov_b32 s11, s10
	s_addc_u32 s1, s7, s10
	s_xor_b64 s[0:1], s[0:1], s[10:11]
	v_cvt_f32_u32_e32 v0, s0
	v_cvt_f32_u32_e32 v1, s1
	s_sub_u32 s13, 0, s0
	s_subb_u32 s14, 0, s1
	v_fmac_f32_e32 v0, 0x4f800000, v1
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_fmac_f32_e32 v0, 0xcf800000, v1
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_readfirstlane_b32 s9, v1
	v_readfirstlane_b32 s12, v0
	s_mul_i32 s15, s13, s9
	s_mul_hi_u32 s17, s13, s12
	s_mul_i32 s16, s14, s12
	s_add_i32 s15, s17, s15
	s_mul_i32 s18, s13, s12
	s_add_i32 s15, s15, s16
	s_mul_hi_u32 s17, s12, s18
	s_mul_hi_u32 s19, s9, s18
	s_mul_i32 s16, s9, s18
	s_mul_hi_u32 s18, s12, s15
	s_mul_i32 s12, s12, s15
	s_mul_hi_u32 s20, s9, s15
	s_add_u32 s12, s17, s12
	s_addc_u32 s17, 0, s18
	s_add_u32 s12, s12, s16
	s_mul_i32 s15, s9, s15
	s_addc_u32 s12, s17, s19
	s_addc_u32 s16, s20, 0
	s_add_u32 s12, s12, s15
	s_addc_u32 s15, 0, s16
	v_add_co_u32 v0, s12, v0, s12
	s_cmp_lg_u32 s12, 0
	s_addc_u32 s9, s9, s15
	v_readfirstlane_b32 s12, v0
	s_mul_i32 s15, s13, s9
	s_mul_hi_u32 s16, s13, s12
	s_mul_i32 s14, s14, s12
	s_add_i32 s15, s16, s15
	s_mul_i32 s13, s13, s12
	s_add_i32 s15, s15, s14
	s_mul_hi_u32 s16, s9, s13
	s_mul_i32 s17, s9, s13
	s_mul_hi_u32 s13, s12, s13
	s_mul_hi_u32 s18, s12, s15
	s_mul_i32 s12, s12, s15
	s_mul_hi_u32 s14, s9, s15
	s_add_u32 s12, s13, s12
	s_addc_u32 s13, 0, s18
	s_add_u32 s12, s12, s17
	s_mul_i32 s15, s9, s15
	s_addc_u32 s12, s13, s16
	s_addc_u32 s13, s14, 0
	s_add_u32 s12, s12, s15
	s_addc_u32 s13, 0, s13
	v_add_co_u32 v0, s12, v0, s12
	s_cmp_lg_u32 s12, 0
	s_addc_u32 s9, s9, s13
	s_ashr_i32 s12, s3, 31
	v_readfirstlane_b32 s16, v0
	s_add_u32 s14, s2, s12
	s_mov_b32 s13, s12
	s_addc_u32 s15, s3, s12
	s_xor_b64 s[14:15], s[14:15], s[12:13]
	s_mul_i32 s18, s14, s9
	s_mul_hi_u32 s19, s14, s16
	s_mul_hi_u32 s17, s14, s9
	s_mul_hi_u32 s21, s15, s16
	s_mul_i32 s16, s15, s16
	s_add_u32 s18, s19, s18
	s_addc_u32 s17, 0, s17
	s_mul_hi_u32 s20, s15, s9
	s_add_u32 s16, s18, s16
	s_mul_i32 s9, s15, s9
	s_addc_u32 s16, s17, s21
	s_addc_u32 s17, s20, 0
	s_add_u32 s9, s16, s9
	s_addc_u32 s16, 0, s17
	s_mul_hi_u32 s17, s0, s9
	s_mul_i32 s19, s0, s16
	s_mul_i32 s20, s0, s9
	s_mul_i32 s18, s1, s9
	s_add_i32 s17, s17, s19
	v_sub_co_u32 v0, s14, s14, s20
	s_add_i32 s17, s17, s18
	s_sub_i32 s18, s15, s17
	s_cmp_lg_u32 s14, 0
	v_sub_co_u32 v1, s19, v0, s0
	v_cmp_le_u32_e32 vcc_lo, s0, v0
	s_subb_u32 s18, s18, s1
	s_cmp_lg_u32 s19, 0
	s_subb_u32 s20, s18, 0
	v_cndmask_b32_e64 v2, 0, -1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s0, v1
	s_cmp_ge_u32 s20, s1
	v_sub_co_u32 v4, s0, v1, s0
	s_cselect_b32 s21, -1, 0
	s_cmp_eq_u32 s20, s1
	v_cndmask_b32_e64 v3, 0, -1, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_add_u32 s22, s9, 2
	s_addc_u32 s23, s16, 0
	s_add_u32 s24, s9, 1
	s_addc_u32 s25, s16, 0
	s_cmp_lg_u32 s19, 0
	v_cndmask_b32_e32 v3, s21, v3, vcc_lo
	s_subb_u32 s18, s18, s1
	s_cmp_lg_u32 s0, 0
	v_mov_b32_e32 v5, s22
	s_subb_u32 s0, s18, 0
	s_cmp_lg_u32 s14, 0
	v_mov_b32_e32 v7, s0
	s_subb_u32 s14, s15, s17
	v_cmp_ne_u32_e32 vcc_lo, 0, v3
	s_cmp_ge_u32 s14, s1
	v_mov_b32_e32 v6, s23
	s_cselect_b32 s15, -1, 0
	s_cmp_eq_u32 s14, s1
	v_cndmask_b32_e32 v5, s24, v5, vcc_lo
	s_cselect_b32 s0, -1, 0
	v_cndmask_b32_e32 v6, s25, v6, vcc_lo
	v_cndmask_b32_e64 v2, s15, v2, s0
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	v_cndmask_b32_e32 v3, s20, v7, vcc_lo
	s_xor_b64 s[10:11], s[12:13], s[10:11]
	v_cmp_ne_u32_e64 s0, 0, v2
	v_cndmask_b32_e64 v4, s9, v5, s0
	v_cndmask_b32_e64 v2, s16, v6, s0
	v_cndmask_b32_e64 v0, v0, v1, s0
	v_cndmask_b32_e64 v1, s14, v3, s0
	v_xor_b32_e32 v3, s10, v4
	v_xor_b32_e32 v4, s11, v2
	v_xor_b32_e32 v0, s12, v0
	v_xor_b32_e32 v1, s12, v1
	v_sub_co_u32 v2, vcc_lo, v3, s10
	v_subrev_co_ci_u32_e32 v3, vcc_lo, s11, v4, vcc_lo
	v_sub_co_u32 v0, vcc_lo, v0, s12
	v_subrev_co_ci_u32_e32 v1, vcc_lo, s12, v1, vcc_lo
	s_andn2_b32 vcc_lo, exec_lo, s8
	s_cbranch_vccnz .LBB0_3
.LBB0_2:
	v_cvt_f32_u32_e32 v0, s6
	s_sub_i32 s1, 0, s6
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_readfirstlane_b32 s0, v0
	s_mul_i32 s1, s1, s0
	s_mul_hi_u32 s1, s0, s1
	s_add_i32 s0, s0, s1
	s_mul_hi_u32 s0, s2, s0
	s_mul_i32 s1, s0, s6
	s_add_i32 s9, s0, 1
	s_sub_i32 s8, s2, s1
	s_mov_b32 s1, 0
	s_sub_i32 s10, s8, s6
	s_cmp_ge_u32 s8, s6
	s_cselect_b32 s0, s9, s0
	s_cselect_b32 s8, s10, s8
	s_add_i32 s10, s0, 1
	s_sub_i32 s11, s8, s6
	s_cmp_ge_u32 s8, s6
	s_mov_b32 s9, s1
	s_cselect_b32 s8, s11, s8
	s_cselect_b32 s0, s10, s0
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v1, s9
	v_mov_b32_e32 v2, s0
.LBB0_3:
	s_add_u32 s0, 0, 0x92481000
	s_addc_u32 s1, 0, 0x64
	s_mul_hi_u32 s9, s0, -7
	s_add_i32 s1, s1, 0x249248c0
	s_mul_i32 s8, s0, -7
	s_mul_i32 s10, s1, -7
	s_mul_hi_u32 s11, s0, s8
	s_add_i32 s9, s9, s10
	s_mul_hi_u32 s10, s1, s8
	s_sub_i32 s9, s9, s0
	s_mul_i32 s8, s1, s8
	s_mul_i32 s12, s0, s9
	s_mul_hi_u32 s13, s0, s9
	s_add_u32 s11, s11, s12
	s_addc_u32 s12, 0, s13
	s_mul_hi_u32 s13, s1, s9
	s_add_u32 s8, s11, s8
	s_addc_u32 s8, s12, s10
	s_mul_i32 s9, s1, s9
	s_addc_u32 s10, s13, 0
	s_add_u32 s8, s8, s9
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	v_add_co_u32 v4, s0, s0, s8
	s_addc_u32 s8, 0, s10
	s_cmp_lg_u32 s0, 0
	v_mov_b32_e32 v6, 0
	s_addc_u32 s10, s1, s8
	s_ashr_i32 s8, s3, 31
	v_readfirstlane_b32 s11, v4
	s_add_u32 s0, s2, s8
	s_mov_b32 s9, s8
	s_addc_u32 s1, s3, s8
	s_xor_b64 s[0:1], s[0:1], s[8:9]
	s_mul_i32 s12, s0, s10
	s_mul_hi_u32 s13, s0, s11
	s_mul_hi_u32 s14, s0, s10
	s_add_u32 s12, s13, s12
	s_mul_i32 s15, s1, s11
	s_addc_u32 s13, 0, s14
	s_mul_hi_u32 s11, s1, s11
	s_mul_hi_u32 s14, s1, s10
	s_add_u32 s12, s12, s15
	s_addc_u32 s11, s13, s11
	s_mul_i32 s10, s1, s10
	s_addc_u32 s12, s14, 0
	s_add_u32 s10, s11, s10
	s_addc_u32 s11, 0, s12
	s_mul_i32 s13, s10, 7
	s_add_u32 s12, s10, 1
	v_sub_co_u32 v4, s0, s0, s13
	s_addc_u32 s13, s11, 0
	s_mul_i32 s15, s11, 7
	s_mul_hi_u32 s17, s10, 7
	v_sub_co_u32 v5, s16, v4, 7
	s_add_u32 s14, s10, 2
	s_addc_u32 s18, s11, 0
	s_add_i32 s17, s17, s15
	s_cmp_lg_u32 s0, 0
	v_readfirstlane_b32 s0, v5
	s_subb_u32 s1, s1, s17
	s_cmp_lg_u32 s16, 0
	s_subb_u32 s15, s1, 0
	s_cmp_gt_u32 s0, 6
	s_cselect_b32 s0, -1, 0
	s_cmp_eq_u32 s15, 0
	v_readfirstlane_b32 s15, v4
	s_cselect_b32 s0, s0, -1
	s_cmp_lg_u32 s0, 0
	s_cselect_b32 s0, s14, s12
	s_cselect_b32 s12, s18, s13
	s_cmp_gt_u32 s15, 6
	s_cselect_b32 s13, -1, 0
	s_cmp_eq_u32 s1, 0
	s_cselect_b32 s1, s13, -1
	s_cmp_lg_u32 s1, 0
	s_cselect_b32 s1, s12, s11
	s_cselect_b32 s0, s0, s10
	s_mov_b32 s10, 0
	s_xor_b64 s[0:1], s[0:1], s[8:9]
	s_sub_u32 s0, s0, s8
	s_subb_u32 s9, s1, s8
	v_mov_b32_e32 v4, s0
	s_or_b64 s[0:1], s[2:3], s[6:7]
	v_mov_b32_e32 v5, s9
	s_mov_b32 s11, s1
	s_mov_b32 s0, -1
	s_cmp_lg_u64 s[10:11], 0
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v6, v[2:5], s[4:5] offset:8
	s_cbranch_scc0 .LBB0_8
; %bb.4:
	v_cvt_f32_u32_e32 v2, s6
	v_cvt_f32_u32_e32 v3, s7
	s_sub_u32 s9, 0, s6
	s_subb_u32 s10, 0, s7
	v_fmac_f32_e32 v2, 0x4f800000, v3
	v_rcp_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x5f7ffffc, v2
	v_mul_f32_e32 v3, 0x2f800000, v2
	v_trunc_f32_e32 v3, v3
	v_fmac_f32_e32 v2, 0xcf800000, v3
	v_cvt_u32_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v2, v2
	v_readfirstlane_b32 s0, v3
	v_readfirstlane_b32 s1, v2
	s_mul_i32 s11, s9, s0
	s_mul_hi_u32 s13, s9, s1
	s_mul_i32 s12, s10, s1
	s_add_i32 s11, s13, s11
	s_mul_i32 s14, s9, s1
	s_add_i32 s11, s11, s12
	s_mul_hi_u32 s13, s1, s14
	s_mul_hi_u32 s15, s0, s14
	s_mul_i32 s12, s0, s14
	s_mul_hi_u32 s14, s1, s11
	s_mul_i32 s1, s1, s11
	s_mul_hi_u32 s16, s0, s11
	s_add_u32 s1, s13, s1
	s_addc_u32 s13, 0, s14
	s_add_u32 s1, s1, s12
	s_mul_i32 s11, s0, s11
	s_addc_u32 s1, s13, s15
	s_addc_u32 s12, s16, 0
	s_add_u32 s1, s1, s11
	s_addc_u32 s11, 0, s12
	v_add_co_u32 v2, s1, v2, s1
	s_cmp_lg_u32 s1, 0
	s_addc_u32 s0, s0, s11
	v_readfirstlane_b32 s1, v2
	s_mul_i32 s11, s9, s0
	s_mul_hi_u32 s12, s9, s1
	s_mul_i32 s10, s10, s1
	s_add_i32 s11, s12, s11
	s_mul_i32 s9, s9, s1
	s_add_i32 s11, s11, s10
	s_mul_hi_u32 s12, s0, s9
	s_mul_i32 s13, s0, s9
	s_mul_hi_u32 s9, s1, s9
	s_mul_hi_u32 s14, s1, s11
	s_mul_i32 s1, s1, s11
	s_mul_hi_u32 s10, s0, s11
	s_add_u32 s1, s9, s1
	s_addc_u32 s9, 0, s14
	s_add_u32 s1, s1, s13
	s_mul_i32 s11, s0, s11
	s_addc_u32 s1, s9, s12
	s_addc_u32 s9, s10, 0
	s_add_u32 s1, s1, s11
	s_addc_u32 s9, 0, s9
	v_add_co_u32 v2, s1, v2, s1
	s_cmp_lg_u32 s1, 0
	s_addc_u32 s0, s0, s9
	v_readfirstlane_b32 s1, v2
	s_mul_i32 s10, s2, s0
	s_mul_hi_u32 s9, s2, s0
	s_mul_hi_u32 s11, s3, s0
	s_mul_i32 s0, s3, s0
	s_mul_hi_u32 s12, s2, s1
	s_mul_hi_u32 s13, s3, s1
	s_mul_i32 s1, s3, s1
	s_add_u32 s10, s12, s10
	s_addc_u32 s9, 0, s9
	s_add_u32 s1, s10, s1
	s_addc_u32 s1, s9, s13
	s_addc_u32 s9, s11, 0
	s_add_u32 s1, s1, s0
	s_addc_u32 s9, 0, s9
	s_mul_hi_u32 s0, s6, s1
	s_mul_i32 s11, s6, s9
	s_mul_i32 s12, s6, s1
	s_mul_i32 s10, s7, s1
	s_add_i32 s0, s0, s11
	v_sub_co_u32 v2, s11, s2, s12
	s_add_i32 s10, s0, s10
	s_sub_i32 s0, s3, s10
	s_cmp_lg_u32 s11, 0
	v_sub_co_u32 v3, s12, v2, s6
	s_subb_u32 s0, s0, s7
	s_cmp_lg_u32 s12, 0
	s_subb_u32 s13, s0, 0
	v_cmp_le_u32_e32 vcc_lo, s6, v3
	s_cmp_ge_u32 s13, s7
	s_cselect_b32 s14, -1, 0
	s_cmp_eq_u32 s13, s7
	v_cndmask_b32_e64 v4, 0, -1, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_add_u32 s15, s1, 2
	s_addc_u32 s16, s9, 0
	s_add_u32 s17, s1, 1
	s_addc_u32 s18, s9, 0
	s_cmp_lg_u32 s12, 0
	v_sub_co_u32 v5, s12, v3, s6
	s_subb_u32 s19, s0, s7
	s_cmp_lg_u32 s12, 0
	v_cmp_le_u32_e64 s0, s6, v2
	s_subb_u32 s12, s19, 0
	s_cmp_lg_u32 s11, 0
	v_cndmask_b32_e32 v4, s14, v4, vcc_lo
	s_subb_u32 s10, s3, s10
	v_cndmask_b32_e64 v6, 0, -1, s0
	s_cmp_ge_u32 s10, s7
	v_mov_b32_e32 v7, s15
	s_cselect_b32 s11, -1, 0
	s_cmp_eq_u32 s10, s7
	v_mov_b32_e32 v8, s16
	s_cselect_b32 s0, -1, 0
	v_cmp_ne_u32_e32 vcc_lo, 0, v4
	v_cndmask_b32_e64 v4, s11, v6, s0
	v_mov_b32_e32 v6, s12
	v_cndmask_b32_e32 v3, v3, v5, vcc_lo
	v_cndmask_b32_e32 v5, s17, v7, vcc_lo
	v_cndmask_b32_e32 v7, s18, v8, vcc_lo
	v_cmp_ne_u32_e64 s0, 0, v4
	v_cndmask_b32_e32 v4, s13, v6, vcc_lo
	v_cndmask_b32_e64 v9, s9, v7, s0
	v_cndmask_b32_e64 v8, s1, v5, s0
	v_cndmask_b32_e64 v5, s10, v4, s0
	v_cndmask_b32_e64 v4, v2, v3, s0
	s_cbranch_execnz .LBB0_6
.LBB0_5:
	v_cvt_f32_u32_e32 v2, s6
	s_sub_i32 s1, 0, s6
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_readfirstlane_b32 s0, v2
	s_mul_i32 s1, s1, s0
	s_mul_hi_u32 s1, s0, s1
	s_add_i32 s0, s0, s1
	s_mul_hi_u32 s0, s2, s0
	s_mul_i32 s1, s0, s6
	s_add_i32 s9, s0, 1
	s_sub_i32 s7, s2, s1
	s_mov_b32 s1, 0
	s_sub_i32 s10, s7, s6
	s_cmp_ge_u32 s7, s6
	s_cselect_b32 s0, s9, s0
	s_cselect_b32 s9, s10, s7
	s_add_i32 s10, s0, 1
	s_sub_i32 s11, s9, s6
	s_cmp_ge_u32 s9, s6
	s_mov_b32 s7, s1
	s_cselect_b32 s6, s11, s9
	s_cselect_b32 s0, s10, s0
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v9, s1
	v_mov_b32_e32 v5, s7
	v_mov_b32_e32 v8, s0
.LBB0_6:
	s_add_u32 s0, 0, 0x45240
	s_addc_u32 s1, 0, 0
	s_add_u32 s0, s0, 0x49204000
	s_addc_u32 s0, s1, 0x11492
	s_addc_u32 s1, 0, 0
	s_add_u32 s0, s0, 0
	s_addc_u32 s1, 0, s1
	v_add_co_u32 v2, s0, 0x92481000, s0
	s_cmp_lg_u32 s0, 0
	s_mov_b32 s9, s8
	s_addc_u32 s6, s1, 0x24924924
	s_add_u32 s0, s2, s8
	v_readfirstlane_b32 s7, v2
	s_addc_u32 s1, s3, s8
	v_mov_b32_e32 v14, 0
	s_xor_b64 s[0:1], s[0:1], s[8:9]
	s_mul_i32 s9, s0, s6
	s_mul_hi_u32 s10, s0, s7
	s_mul_hi_u32 s11, s0, s6
	s_add_u32 s9, s10, s9
	s_mul_i32 s12, s1, s7
	s_addc_u32 s10, 0, s11
	s_mul_hi_u32 s7, s1, s7
	s_mul_hi_u32 s11, s1, s6
	s_add_u32 s9, s9, s12
	s_addc_u32 s7, s10, s7
	s_mul_i32 s6, s1, s6
	s_addc_u32 s9, s11, 0
	s_add_u32 s6, s7, s6
	s_addc_u32 s7, 0, s9
	s_mul_hi_u32 s9, s6, 7
	s_mul_i32 s6, s6, 7
	s_mul_i32 s7, s7, 7
	v_sub_co_u32 v2, s0, s0, s6
	s_add_i32 s9, s9, s7
	s_cmp_lg_u32 s0, 0
	s_mul_hi_u32 s10, s2, 0x92492492
	v_sub_co_u32 v3, s0, v2, 7
	s_subb_u32 s1, s1, s9
	s_cmp_lg_u32 s0, 0
	s_mul_i32 s9, s2, 0x24924924
	v_cmp_lt_u32_e32 vcc_lo, 6, v3
	v_sub_co_u32 v6, s0, v3, 7
	s_subb_u32 s6, s1, 0
	s_cmp_lg_u32 s0, 0
	v_cndmask_b32_e64 v7, 0, -1, vcc_lo
	s_subb_u32 s0, s6, 0
	s_cmp_eq_u32 s6, 0
	s_mul_hi_u32 s11, s2, 0x24924924
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_eq_u32 s1, 0
	v_cndmask_b32_e32 v7, -1, v7, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 6, v2
	s_mul_i32 s7, s3, 0x92492492
	v_mov_b32_e32 v10, s0
	s_mul_hi_u32 s0, s3, 0x92492492
	v_cndmask_b32_e64 v11, 0, -1, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_add_u32 s9, s10, s9
	s_addc_u32 s10, 0, s11
	s_mul_hi_u32 s11, s3, 0x24924924
	s_add_u32 s7, s9, s7
	s_addc_u32 s0, s10, s0
	s_mul_i32 s7, s3, 0x24924924
	s_addc_u32 s9, s11, 0
	s_add_u32 s7, s0, s7
	s_addc_u32 s9, 0, s9
	s_mul_i32 s14, s7, 7
	s_add_u32 s10, s7, 2
	v_sub_co_u32 v12, s2, s2, s14
	s_addc_u32 s11, s9, 0
	s_mul_i32 s0, s9, 7
	s_mul_hi_u32 s13, s7, 7
	s_add_u32 s12, s7, 1
	s_addc_u32 s14, s9, 0
	s_add_i32 s13, s13, s0
	s_cmp_lg_u32 s2, 0
	v_sub_co_u32 v13, s2, v12, 7
	v_cmp_ne_u32_e64 s0, 0, v7
	v_cndmask_b32_e32 v11, -1, v11, vcc_lo
	s_subb_u32 s3, s3, s13
	s_cmp_lg_u32 s2, 0
	v_cndmask_b32_e64 v7, s6, v10, s0
	v_sub_co_u32 v10, s2, v13, 7
	v_readfirstlane_b32 s6, v13
	s_subb_u32 s13, s3, 0
	s_cmp_lg_u32 s2, 0
	v_cndmask_b32_e64 v3, v3, v6, s0
	v_cmp_ne_u32_e32 vcc_lo, 0, v11
	s_subb_u32 s2, s13, 0
	s_cmp_gt_u32 s6, 6
	s_cselect_b32 s0, -1, 0
	s_cmp_eq_u32 s13, 0
	v_cndmask_b32_e32 v6, s1, v7, vcc_lo
	v_cndmask_b32_e32 v2, v2, v3, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 6, v12
	s_cselect_b32 s0, s0, -1
	s_cmp_lg_u32 s0, 0
	v_xor_b32_e32 v2, s8, v2
	v_cndmask_b32_e64 v3, 0, -1, vcc_lo
	s_cselect_b32 s1, s2, s13
	s_cselect_b32 s2, s10, s12
	s_cselect_b32 s6, s11, s14
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_eq_u32 s3, 0
	v_cndmask_b32_e32 v13, v13, v10, vcc_lo
	s_cselect_b32 s0, -1, 0
	v_mov_b32_e32 v7, s6
	v_cndmask_b32_e64 v3, -1, v3, s0
	v_mov_b32_e32 v10, s2
	v_xor_b32_e32 v6, s8, v6
	v_mov_b32_e32 v15, s1
	v_sub_co_u32 v2, s0, v2, s8
	v_cmp_ne_u32_e32 vcc_lo, 0, v3
	v_subrev_co_ci_u32_e64 v3, s0, s8, v6, s0
	v_cndmask_b32_e32 v11, s9, v7, vcc_lo
	v_cndmask_b32_e32 v10, s7, v10, vcc_lo
	v_cndmask_b32_e32 v7, s3, v15, vcc_lo
	v_cndmask_b32_e32 v6, v12, v13, vcc_lo
	global_store_dwordx4 v14, v[8:11], s[4:5] offset:24
	global_store_dwordx4 v14, v[0:3], s[4:5] offset:40
	global_store_dwordx4 v14, v[4:7], s[4:5] offset:56
	s_endpgm
.LBB0_7:
                                        ; implicit-def: $vgpr0_vgpr1
                                        ; implicit-def: $vgpr2_vgpr3
	s_branch .LBB0_2
.LBB0_8:
                                        ; implicit-def: $vgpr4_vgpr5
                                        ; implicit-def: $vgpr8_vgpr9
	s_andn2_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB0_5
	s_branch .LBB0_6
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel div_uni_i64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 26
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2724
; NumSgprs: 28
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 16
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	".note.GNU-stack"
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 1024
    .name:           div_uni_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         div_uni_i64.kd
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
