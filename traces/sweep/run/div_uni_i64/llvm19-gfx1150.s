	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	div_uni_i64                     ; -- Begin function div_uni_i64
	.p2align	8
	.type	div_uni_i64,@function
div_uni_i64:                            ; @div_uni_i64
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b64 s[4:5], s[2:3], 0x10
	s_load_b64 s[6:7], s[2:3], 0x20
	s_waitcnt lgkmcnt(0)
	s_or_b64 s[8:9], s[4:5], s[6:7]
	s_mov_b32 s8, 0
	s_or_b32 s6, s6, 1
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc0 .LBB0_2
; %bb.1:
	s_ashr_i32 s10, s7, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s0, s6, s10
	s_mov_b32 s11, s10
	s_addc_u32 s1, s7, s10
	s_xor_b64 s[0:1], s[0:1], s[10:11]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cvt_f32_u32 s9, s0
	s_cvt_f32_u32 s12, s1
	s_sub_u32 s13, 0, s0
	s_subb_u32 s14, 0, s1
	s_fmamk_f32 s9, s12, 0x4f800000, s9
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v0, s9
	v_readfirstlane_b32 s9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s9, s9, 0x5f7ffffc
	s_mul_f32 s12, s9, 0x2f800000
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_trunc_f32 s12, s12
	s_fmamk_f32 s9, s12, 0xcf800000, s9
	s_cvt_u32_f32 s12, s12
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_cvt_u32_f32 s9, s9
	s_mul_i32 s15, s13, s12
	s_delay_alu instid0(SALU_CYCLE_2)
	s_mul_hi_u32 s17, s13, s9
	s_mul_i32 s16, s14, s9
	s_add_i32 s15, s17, s15
	s_mul_i32 s18, s13, s9
	s_add_i32 s15, s15, s16
	s_mul_hi_u32 s17, s9, s18
	s_mul_i32 s20, s9, s15
	s_mul_hi_u32 s19, s12, s18
	s_mul_i32 s16, s12, s18
	s_mul_hi_u32 s18, s9, s15
	s_add_u32 s17, s17, s20
	s_addc_u32 s18, 0, s18
	s_mul_hi_u32 s21, s12, s15
	s_add_u32 s16, s17, s16
	s_mul_i32 s15, s12, s15
	s_addc_u32 s16, s18, s19
	s_addc_u32 s17, s21, 0
	s_add_u32 s15, s16, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s9, s9, s15
	s_addc_u32 s15, 0, s17
	s_cmp_lg_u32 s9, 0
	v_readfirstlane_b32 s9, v0
	s_addc_u32 s12, s12, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_mul_i32 s15, s13, s12
	s_mul_hi_u32 s16, s13, s9
	s_mul_i32 s14, s14, s9
	s_add_i32 s15, s16, s15
	s_mul_i32 s13, s13, s9
	s_add_i32 s15, s15, s14
	s_mul_hi_u32 s16, s12, s13
	s_mul_i32 s17, s12, s13
	s_mul_hi_u32 s13, s9, s13
	s_mul_hi_u32 s18, s9, s15
	s_mul_i32 s9, s9, s15
	s_mul_hi_u32 s14, s12, s15
	s_add_u32 s9, s13, s9
	s_addc_u32 s13, 0, s18
	s_add_u32 s9, s9, s17
	s_mul_i32 s15, s12, s15
	s_addc_u32 s9, s13, s16
	s_addc_u32 s13, s14, 0
	s_add_u32 s9, s9, s15
	s_addc_u32 s13, 0, s13
	v_add_co_u32 v0, s9, v0, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_cmp_lg_u32 s9, 0
	s_addc_u32 s9, s12, s13
	s_ashr_i32 s12, s5, 31
	v_readfirstlane_b32 s16, v0
	s_add_u32 s14, s4, s12
	s_mov_b32 s13, s12
	s_addc_u32 s15, s5, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
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
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
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
	v_dual_mov_b32 v5, s22 :: v_dual_mov_b32 v6, s23
	s_subb_u32 s0, s18, 0
	s_cmp_lg_u32 s14, 0
	v_mov_b32_e32 v7, s0
	s_subb_u32 s14, s15, s17
	v_cmp_ne_u32_e32 vcc_lo, 0, v3
	s_cmp_ge_u32 s14, s1
	s_cselect_b32 s15, -1, 0
	s_cmp_eq_u32 s14, s1
	v_cndmask_b32_e32 v5, s24, v5, vcc_lo
	s_cselect_b32 s0, -1, 0
	v_cndmask_b32_e32 v6, s25, v6, vcc_lo
	v_cndmask_b32_e64 v2, s15, v2, s0
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	v_cndmask_b32_e32 v3, s20, v7, vcc_lo
	s_xor_b64 s[10:11], s[12:13], s[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ne_u32_e64 s0, 0, v2
	v_cndmask_b32_e64 v4, s9, v5, s0
	v_cndmask_b32_e64 v2, s16, v6, s0
	v_cndmask_b32_e64 v0, v0, v1, s0
	v_cndmask_b32_e64 v1, s14, v3, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v3, s10, v4
	v_xor_b32_e32 v4, s11, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v0, s12, v0
	v_xor_b32_e32 v1, s12, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_co_u32 v2, vcc_lo, v3, s10
	v_subrev_co_ci_u32_e32 v3, vcc_lo, s11, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_co_u32 v0, vcc_lo, v0, s12
	v_subrev_co_ci_u32_e32 v1, vcc_lo, s12, v1, vcc_lo
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b32 s8, -1
                                        ; implicit-def: $vgpr0_vgpr1
                                        ; implicit-def: $vgpr2_vgpr3
.LBB0_3:                                ; %Flow9
	v_cvt_f32_u32_e32 v6, s6
	s_and_not1_b32 vcc_lo, exec_lo, s8
	s_cbranch_vccnz .LBB0_5
; %bb.4:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v0, v6
	s_sub_i32 s1, 0, s6
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v0, v0
	v_readfirstlane_b32 s0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s1, s1, s0
	s_mul_hi_u32 s1, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s0, s0, s1
	s_mul_hi_u32 s0, s4, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_i32 s1, s0, s6
	s_add_i32 s9, s0, 1
	s_sub_i32 s8, s4, s1
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
	v_dual_mov_b32 v0, s8 :: v_dual_mov_b32 v3, s1
	v_dual_mov_b32 v1, s9 :: v_dual_mov_b32 v2, s0
.LBB0_5:
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
	s_load_b64 s[2:3], s[2:3], 0x0
	v_add_co_u32 v4, s0, s0, s8
	s_addc_u32 s8, 0, s10
	s_cmp_lg_u32 s0, 0
	s_addc_u32 s10, s1, s8
	s_ashr_i32 s8, s5, 31
	v_readfirstlane_b32 s11, v4
	s_add_u32 s0, s4, s8
	s_mov_b32 s9, s8
	s_addc_u32 s1, s5, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
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
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_co_u32 v5, s16, v4, 7
	s_add_u32 s14, s10, 2
	s_addc_u32 s18, s11, 0
	s_add_i32 s17, s17, s15
	s_cmp_lg_u32 s0, 0
	v_readfirstlane_b32 s0, v5
	s_subb_u32 s1, s1, s17
	s_cmp_lg_u32 s16, 0
	s_subb_u32 s15, s1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
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
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_lg_u32 s1, 0
	s_cselect_b32 s1, s12, s11
	s_cselect_b32 s0, s0, s10
	s_mov_b32 s10, 0
	s_xor_b64 s[0:1], s[0:1], s[8:9]
	s_sub_u32 s0, s0, s8
	s_subb_u32 s9, s1, s8
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v4, s0
	s_or_b64 s[0:1], s[4:5], s[6:7]
	v_mov_b32_e32 v5, s9
	s_mov_b32 s11, s1
	s_mov_b32 s0, -1
	s_cmp_lg_u64 s[10:11], 0
	s_waitcnt lgkmcnt(0)
	global_store_b128 v7, v[2:5], s[2:3] offset:8
	s_cbranch_scc0 .LBB0_9
; %bb.6:
	s_cvt_f32_u32 s0, s6
	s_cvt_f32_u32 s1, s7
	s_sub_u32 s9, 0, s6
	s_subb_u32 s10, 0, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_fmamk_f32 s0, s1, 0x4f800000, s0
	v_rcp_f32_e32 v2, s0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s0, v2
	s_mul_f32 s0, s0, 0x5f7ffffc
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s1, s0, 0x2f800000
	s_trunc_f32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_fmamk_f32 s0, s1, 0xcf800000, s0
	s_cvt_u32_f32 s1, s1
	s_cvt_u32_f32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_mul_i32 s11, s9, s1
	s_mul_hi_u32 s13, s9, s0
	s_mul_i32 s12, s10, s0
	s_add_i32 s11, s13, s11
	s_mul_i32 s14, s9, s0
	s_add_i32 s11, s11, s12
	s_mul_hi_u32 s13, s0, s14
	s_mul_i32 s16, s0, s11
	s_mul_hi_u32 s15, s1, s14
	s_mul_i32 s12, s1, s14
	s_mul_hi_u32 s14, s0, s11
	s_add_u32 s13, s13, s16
	s_addc_u32 s14, 0, s14
	s_mul_hi_u32 s17, s1, s11
	s_add_u32 s12, s13, s12
	s_mul_i32 s11, s1, s11
	s_addc_u32 s12, s14, s15
	s_addc_u32 s13, s17, 0
	s_add_u32 s11, s12, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s0, s0, s11
	s_addc_u32 s11, 0, s13
	s_cmp_lg_u32 s0, 0
	v_readfirstlane_b32 s0, v2
	s_addc_u32 s1, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_mul_i32 s11, s9, s1
	s_mul_hi_u32 s12, s9, s0
	s_mul_i32 s10, s10, s0
	s_add_i32 s11, s12, s11
	s_mul_i32 s9, s9, s0
	s_add_i32 s11, s11, s10
	s_mul_hi_u32 s12, s1, s9
	s_mul_i32 s13, s1, s9
	s_mul_hi_u32 s9, s0, s9
	s_mul_hi_u32 s14, s0, s11
	s_mul_i32 s0, s0, s11
	s_mul_hi_u32 s10, s1, s11
	s_add_u32 s0, s9, s0
	s_addc_u32 s9, 0, s14
	s_add_u32 s0, s0, s13
	s_mul_i32 s11, s1, s11
	s_addc_u32 s0, s9, s12
	s_addc_u32 s9, s10, 0
	s_add_u32 s0, s0, s11
	s_addc_u32 s9, 0, s9
	v_add_co_u32 v2, s0, v2, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_cmp_lg_u32 s0, 0
	s_addc_u32 s0, s1, s9
	v_readfirstlane_b32 s1, v2
	s_mul_i32 s10, s4, s0
	s_mul_hi_u32 s9, s4, s0
	s_mul_hi_u32 s11, s5, s0
	s_mul_i32 s0, s5, s0
	s_mul_hi_u32 s12, s4, s1
	s_mul_hi_u32 s13, s5, s1
	s_mul_i32 s1, s5, s1
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
	v_sub_co_u32 v2, s11, s4, s12
	s_add_i32 s10, s0, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_sub_i32 s0, s5, s10
	s_cmp_lg_u32 s11, 0
	v_sub_co_u32 v3, s12, v2, s6
	s_subb_u32 s0, s0, s7
	s_cmp_lg_u32 s12, 0
	s_subb_u32 s13, s0, 0
	s_delay_alu instid0(VALU_DEP_1)
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
	s_subb_u32 s10, s5, s10
	v_cndmask_b32_e64 v7, 0, -1, s0
	s_cmp_ge_u32 s10, s7
	v_dual_mov_b32 v8, s15 :: v_dual_mov_b32 v9, s16
	s_cselect_b32 s11, -1, 0
	s_cmp_eq_u32 s10, s7
	v_cmp_ne_u32_e32 vcc_lo, 0, v4
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cndmask_b32_e64 v4, s11, v7, s0
	v_mov_b32_e32 v7, s12
	v_cndmask_b32_e32 v3, v3, v5, vcc_lo
	v_cndmask_b32_e32 v5, s17, v8, vcc_lo
	v_cndmask_b32_e32 v8, s18, v9, vcc_lo
	v_cmp_ne_u32_e64 s0, 0, v4
	v_cndmask_b32_e32 v4, s13, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v9, s9, v8, s0
	v_cndmask_b32_e64 v8, s1, v5, s0
	v_cndmask_b32_e64 v5, s10, v4, s0
	v_cndmask_b32_e64 v4, v2, v3, s0
	s_cbranch_execnz .LBB0_8
.LBB0_7:
	v_rcp_iflag_f32_e32 v2, v6
	s_sub_i32 s1, 0, s6
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s0, v2
	s_mul_i32 s1, s1, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s1, s0, s1
	s_add_i32 s0, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s0, s4, s0
	s_mul_i32 s1, s0, s6
	s_add_i32 s9, s0, 1
	s_sub_i32 s7, s4, s1
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
	v_dual_mov_b32 v4, s6 :: v_dual_mov_b32 v9, s1
	v_dual_mov_b32 v5, s7 :: v_dual_mov_b32 v8, s0
.LBB0_8:
	s_add_u32 s0, s4, s8
	s_mov_b32 s9, s8
	s_addc_u32 s1, s5, s8
	v_mov_b32_e32 v14, 0
	s_xor_b64 s[0:1], s[0:1], s[8:9]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_i32 s9, s0, 0x24924924
	s_mul_hi_u32 s10, s0, 0x92492492
	s_mul_hi_u32 s11, s0, 0x24924924
	s_mul_i32 s7, s1, 0x92492492
	s_add_u32 s9, s10, s9
	s_mul_hi_u32 s6, s1, 0x92492492
	s_addc_u32 s10, 0, s11
	s_mul_hi_u32 s11, s1, 0x24924924
	s_add_u32 s7, s9, s7
	s_addc_u32 s6, s10, s6
	s_mul_i32 s7, s1, 0x24924924
	s_addc_u32 s9, s11, 0
	s_add_u32 s6, s6, s7
	s_addc_u32 s7, 0, s9
	s_mul_hi_u32 s9, s6, 7
	s_mul_i32 s6, s6, 7
	s_mul_i32 s7, s7, 7
	v_sub_co_u32 v2, s0, s0, s6
	s_add_i32 s9, s9, s7
	s_cmp_lg_u32 s0, 0
	s_mul_hi_u32 s10, s4, 0x92492492
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_sub_co_u32 v3, s0, v2, 7
	s_subb_u32 s1, s1, s9
	s_cmp_lg_u32 s0, 0
	s_mul_i32 s9, s4, 0x24924924
	v_cmp_lt_u32_e32 vcc_lo, 6, v3
	v_sub_co_u32 v6, s0, v3, 7
	s_subb_u32 s6, s1, 0
	s_cmp_lg_u32 s0, 0
	v_cndmask_b32_e64 v7, 0, -1, vcc_lo
	s_subb_u32 s0, s6, 0
	s_cmp_eq_u32 s6, 0
	s_mul_hi_u32 s11, s4, 0x24924924
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_eq_u32 s1, 0
	v_dual_cndmask_b32 v7, -1, v7 :: v_dual_mov_b32 v10, s0
	v_cmp_lt_u32_e32 vcc_lo, 6, v2
	s_mul_i32 s7, s5, 0x92492492
	s_mul_hi_u32 s0, s5, 0x92492492
	v_cndmask_b32_e64 v11, 0, -1, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_add_u32 s9, s10, s9
	s_addc_u32 s10, 0, s11
	s_mul_hi_u32 s11, s5, 0x24924924
	s_add_u32 s7, s9, s7
	s_addc_u32 s0, s10, s0
	s_mul_i32 s7, s5, 0x24924924
	s_addc_u32 s9, s11, 0
	s_add_u32 s7, s0, s7
	s_addc_u32 s9, 0, s9
	s_mul_i32 s14, s7, 7
	s_add_u32 s10, s7, 2
	v_sub_co_u32 v12, s4, s4, s14
	s_addc_u32 s11, s9, 0
	s_mul_i32 s0, s9, 7
	s_mul_hi_u32 s13, s7, 7
	s_add_u32 s12, s7, 1
	s_addc_u32 s14, s9, 0
	s_add_i32 s13, s13, s0
	s_cmp_lg_u32 s4, 0
	v_sub_co_u32 v13, s4, v12, 7
	v_cmp_ne_u32_e64 s0, 0, v7
	v_cndmask_b32_e32 v11, -1, v11, vcc_lo
	s_subb_u32 s5, s5, s13
	s_cmp_lg_u32 s4, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v7, s6, v10, s0
	v_sub_co_u32 v10, s4, v13, 7
	v_readfirstlane_b32 s6, v13
	s_subb_u32 s13, s5, 0
	s_cmp_lg_u32 s4, 0
	v_cndmask_b32_e64 v3, v3, v6, s0
	v_cmp_ne_u32_e32 vcc_lo, 0, v11
	s_subb_u32 s4, s13, 0
	s_cmp_gt_u32 s6, 6
	s_cselect_b32 s0, -1, 0
	s_cmp_eq_u32 s13, 0
	v_cndmask_b32_e32 v6, s1, v7, vcc_lo
	v_cndmask_b32_e32 v2, v2, v3, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 6, v12
	s_cselect_b32 s0, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s0, 0
	v_cndmask_b32_e64 v3, 0, -1, vcc_lo
	s_cselect_b32 s1, s4, s13
	s_cselect_b32 s4, s10, s12
	s_cselect_b32 s6, s11, s14
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_eq_u32 s5, 0
	v_cndmask_b32_e32 v13, v13, v10, vcc_lo
	s_cselect_b32 s0, -1, 0
	v_xor_b32_e32 v2, s8, v2
	v_cndmask_b32_e64 v3, -1, v3, s0
	v_dual_mov_b32 v7, s6 :: v_dual_mov_b32 v10, s4
	v_mov_b32_e32 v15, s1
	v_xor_b32_e32 v6, s8, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ne_u32_e32 vcc_lo, 0, v3
	v_sub_co_u32 v2, s0, v2, s8
	v_subrev_co_ci_u32_e64 v3, s0, s8, v6, s0
	v_cndmask_b32_e32 v11, s9, v7, vcc_lo
	v_cndmask_b32_e32 v10, s7, v10, vcc_lo
	v_cndmask_b32_e32 v7, s5, v15, vcc_lo
	v_cndmask_b32_e32 v6, v12, v13, vcc_lo
	s_clause 0x2
	global_store_b128 v14, v[8:11], s[2:3] offset:24
	global_store_b128 v14, v[0:3], s[2:3] offset:40
	global_store_b128 v14, v[4:7], s[2:3] offset:56
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB0_9:
                                        ; implicit-def: $vgpr4_vgpr5
                                        ; implicit-def: $vgpr8_vgpr9
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB0_7
	s_branch .LBB0_8
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 26
		.amdhsa_reserve_vcc 1
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2704
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
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	".note.GNU-stack","",@progbits
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
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         div_uni_i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
