	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	div_uni_i64                     ; -- Begin function div_uni_i64
	.p2align	8
	.type	div_uni_i64,@function
div_uni_i64:                            ; @div_uni_i64
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b64 s[4:5], s[2:3], 0x10
	s_load_b64 s[6:7], s[2:3], 0x20
	s_wait_kmcnt 0x0
	s_or_b64 s[0:1], s[4:5], s[6:7]
	s_mov_b32 s0, 0
	s_or_b32 s6, s6, 1
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc0 .LBB0_2
; %bb.1:
	s_ashr_i32 s8, s7, 31
	s_mov_b32 s17, s0
	s_mov_b32 s9, s8
	s_mov_b32 s21, s0
	s_add_nc_u64 s[10:11], s[6:7], s[8:9]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b64 s[10:11], s[10:11], s[8:9]
	s_cvt_f32_u32 s1, s10
	s_cvt_f32_u32 s12, s11
	s_sub_nc_u64 s[14:15], 0, s[10:11]
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_fmamk_f32 s1, s12, 0x4f800000, s1
	v_s_rcp_f32 s1, s1
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s1, s1, 0x5f7ffffc
	s_mul_f32 s12, s1, 0x2f800000
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_trunc_f32 s12, s12
	s_fmamk_f32 s1, s12, 0xcf800000, s1
	s_cvt_u32_f32 s13, s12
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_u32_f32 s12, s1
	s_mul_u64 s[18:19], s[14:15], s[12:13]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s23, s12, s19
	s_mul_i32 s22, s12, s19
	s_mul_hi_u32 s16, s12, s18
	s_mul_i32 s20, s13, s18
	s_add_nc_u64 s[16:17], s[16:17], s[22:23]
	s_mul_hi_u32 s1, s13, s18
	s_mul_hi_u32 s24, s13, s19
	s_add_co_u32 s16, s16, s20
	s_add_co_ci_u32 s20, s17, s1
	s_mul_i32 s18, s13, s19
	s_add_co_ci_u32 s19, s24, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_add_nc_u64 s[16:17], s[20:21], s[18:19]
	s_mov_b32 s19, s0
	v_add_co_u32 v0, s1, s12, s16
	s_cmp_lg_u32 s1, 0
	s_add_co_ci_u32 s13, s13, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s12, v0
	s_mov_b32 s17, s0
	s_mul_u64 s[14:15], s[14:15], s[12:13]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s21, s12, s15
	s_mul_i32 s20, s12, s15
	s_mul_hi_u32 s16, s12, s14
	s_mul_i32 s18, s13, s14
	s_add_nc_u64 s[16:17], s[16:17], s[20:21]
	s_mul_hi_u32 s1, s13, s14
	s_mul_hi_u32 s12, s13, s15
	s_mul_i32 s14, s13, s15
	s_add_co_u32 s15, s16, s18
	s_add_co_ci_u32 s18, s17, s1
	s_add_co_ci_u32 s15, s12, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_nc_u64 s[14:15], s[18:19], s[14:15]
	v_add_co_u32 v0, s1, v0, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_cmp_lg_u32 s1, 0
	s_add_co_ci_u32 s1, s13, s15
	s_ashr_i32 s12, s5, 31
	v_readfirstlane_b32 s18, v0
	s_mov_b32 s13, s12
	s_mov_b32 s15, s0
	s_add_nc_u64 s[16:17], s[4:5], s[12:13]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b64 s[16:17], s[16:17], s[12:13]
	s_mul_hi_u32 s21, s16, s1
	s_mul_i32 s20, s16, s1
	s_mul_hi_u32 s14, s16, s18
	s_mul_hi_u32 s23, s17, s18
	s_mul_i32 s18, s17, s18
	s_add_nc_u64 s[14:15], s[14:15], s[20:21]
	s_mul_hi_u32 s22, s17, s1
	s_mul_i32 s20, s17, s1
	s_add_co_u32 s1, s14, s18
	s_add_co_ci_u32 s18, s15, s23
	s_add_co_ci_u32 s21, s22, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_nc_u64 s[14:15], s[18:19], s[20:21]
	s_mul_u64 s[18:19], s[10:11], s[14:15]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_sub_co_u32 v0, s1, s16, s18
	s_sub_co_i32 s16, s17, s19
	s_cmp_lg_u32 s1, 0
	v_sub_co_u32 v1, s18, v0, s10
	s_sub_co_ci_u32 s16, s16, s11
	s_cmp_lg_u32 s18, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_readfirstlane_b32 s20, v1
	s_sub_co_ci_u32 s24, s16, 0
	s_cmp_ge_u32 s24, s11
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(VALU_DEP_1)
	s_cmp_ge_u32 s20, s10
	s_cselect_b32 s20, -1, 0
	s_cmp_eq_u32 s24, s11
	s_cselect_b32 s22, s20, s21
	s_cmp_lg_u32 s18, 0
	v_sub_co_u32 v2, s18, v1, s10
	s_sub_co_ci_u32 s16, s16, s11
	s_cmp_lg_u32 s18, 0
	s_add_nc_u64 s[20:21], s[14:15], 2
	s_sub_co_ci_u32 s16, s16, 0
	s_cmp_lg_u32 s22, 0
	s_add_nc_u64 s[22:23], s[14:15], 1
	s_cselect_b32 s16, s16, s24
	s_cselect_b32 s18, s20, s22
	s_cselect_b32 s20, s21, s23
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lg_u32 s1, 0
	v_readfirstlane_b32 s1, v0
	s_sub_co_ci_u32 s17, s17, s19
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_cmp_ge_u32 s17, s11
	s_cselect_b32 s19, -1, 0
	s_cmp_ge_u32 s1, s10
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u32 s17, s11
	s_cselect_b32 s1, s1, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s1, 0
	s_cselect_b32 vcc_lo, -1, 0
	s_cselect_b32 s1, s16, s17
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	v_xor_b32_e64 v1, s1, s12
	s_cselect_b32 s11, s20, s15
	s_cselect_b32 s10, s18, s14
	s_xor_b64 s[8:9], s[12:13], s[8:9]
	v_xor_b32_e32 v0, s12, v0
	s_xor_b64 s[10:11], s[10:11], s[8:9]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_sub_nc_u64 s[10:11], s[10:11], s[8:9]
	v_sub_co_u32 v0, vcc_lo, v0, s12
	v_subrev_co_ci_u32_e32 v1, vcc_lo, s12, v1, vcc_lo
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b32 s0, -1
                                        ; implicit-def: $vgpr0_vgpr1
                                        ; implicit-def: $sgpr10_sgpr11
.LBB0_3:                                ; %Flow9
	v_cvt_f32_u32_e32 v2, s6
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_5
; %bb.4:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v0, v2
	s_sub_co_i32 s1, 0, s6
	s_mov_b32 s11, 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v0, v0
	v_readfirstlane_b32 s0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s1, s1, s0
	s_mul_hi_u32 s1, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s0, s0, s1
	s_mul_hi_u32 s0, s4, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mul_i32 s1, s0, s6
	s_add_co_i32 s8, s0, 1
	s_sub_co_i32 s1, s4, s1
	s_sub_co_i32 s9, s1, s6
	s_cmp_ge_u32 s1, s6
	s_cselect_b32 s8, s8, s0
	s_cselect_b32 s0, s9, s1
	s_add_co_i32 s9, s8, 1
	s_sub_co_i32 s1, s0, s6
	s_cmp_ge_u32 s0, s6
	s_cselect_b32 s0, s1, s0
	s_mov_b32 s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v0, s0 :: v_dual_mov_b32 v1, s1
	s_cselect_b32 s10, s9, s8
.LBB0_5:
	s_mov_b32 s0, 0
	s_mov_b32 s8, 0x92481000
	s_movk_i32 s9, 0x64
	s_mov_b32 s1, s0
	s_mov_b32 s17, s0
	s_add_nc_u64 s[8:9], s[0:1], s[8:9]
	s_load_b64 s[2:3], s[2:3], 0x0
	s_add_co_i32 s9, s9, 0x249248c0
	v_mov_b32_e32 v7, 0
	s_mul_u64 s[12:13], s[8:9], -7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s15, s8, s13
	s_mul_i32 s14, s8, s13
	s_mul_hi_u32 s16, s8, s12
	s_mul_hi_u32 s1, s9, s12
	s_mul_i32 s12, s9, s12
	s_add_nc_u64 s[14:15], s[16:17], s[14:15]
	s_mul_hi_u32 s16, s9, s13
	s_add_co_u32 s12, s14, s12
	s_add_co_ci_u32 s12, s15, s1
	s_add_co_ci_u32 s15, s16, 0
	s_mul_i32 s14, s9, s13
	s_mov_b32 s13, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_add_nc_u64 s[12:13], s[12:13], s[14:15]
	s_mov_b32 s15, s0
	v_add_co_u32 v3, s1, s8, s12
	s_cmp_lg_u32 s1, 0
	s_add_co_ci_u32 s1, s9, s13
	s_ashr_i32 s8, s5, 31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_readfirstlane_b32 s18, v3
	s_mov_b32 s9, s8
	s_add_nc_u64 s[12:13], s[4:5], s[8:9]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b64 s[12:13], s[12:13], s[8:9]
	s_mul_hi_u32 s17, s12, s1
	s_mul_i32 s16, s12, s1
	s_mul_hi_u32 s14, s12, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_nc_u64 s[14:15], s[14:15], s[16:17]
	s_mul_i32 s17, s13, s18
	s_mul_hi_u32 s18, s13, s18
	s_mul_hi_u32 s16, s13, s1
	s_add_co_u32 s14, s14, s17
	s_add_co_ci_u32 s14, s15, s18
	s_add_co_ci_u32 s17, s16, 0
	s_mul_i32 s16, s13, s1
	s_mov_b32 s15, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_nc_u64 s[14:15], s[14:15], s[16:17]
	s_mul_u64 s[16:17], s[14:15], 7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v3, s1, s12, s16
	s_cmp_lg_u32 s1, 0
	s_sub_co_ci_u32 s18, s13, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v4, s12, v3, 7
	s_cmp_lg_u32 s12, 0
	v_readfirstlane_b32 s19, v3
	s_sub_co_ci_u32 s16, s18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_readfirstlane_b32 s1, v4
	v_mov_b32_e32 v4, s11
	s_add_nc_u64 s[12:13], s[14:15], 1
	v_mov_b32_e32 v3, s10
	s_cmp_gt_u32 s1, 6
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u32 s16, 0
	s_add_nc_u64 s[16:17], s[14:15], 2
	s_cselect_b32 s1, s1, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s1, 0
	s_cselect_b32 s1, s16, s12
	s_cselect_b32 s12, s17, s13
	s_cmp_gt_u32 s19, 6
	s_cselect_b32 s13, -1, 0
	s_cmp_eq_u32 s18, 0
	s_cselect_b32 s13, s13, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_cmp_lg_u32 s13, 0
	s_cselect_b32 s13, s12, s15
	s_cselect_b32 s12, s1, s14
	s_xor_b64 s[12:13], s[12:13], s[8:9]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_sub_nc_u64 s[10:11], s[12:13], s[8:9]
	s_or_b64 s[12:13], s[4:5], s[6:7]
	v_dual_mov_b32 v6, s11 :: v_dual_mov_b32 v5, s10
	s_mov_b32 s1, s13
	s_cmp_lg_u64 s[0:1], 0
	s_mov_b32 s1, -1
	s_wait_kmcnt 0x0
	global_store_b128 v7, v[3:6], s[2:3] offset:8
	s_cbranch_scc0 .LBB0_9
; %bb.6:
	s_cvt_f32_u32 s1, s6
	s_cvt_f32_u32 s9, s7
	s_sub_nc_u64 s[12:13], 0, s[6:7]
	s_mov_b32 s15, s0
	s_mov_b32 s19, s0
	s_fmamk_f32 s1, s9, 0x4f800000, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_s_rcp_f32 s1, s1
	s_mul_f32 s1, s1, 0x5f7ffffc
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s9, s1, 0x2f800000
	s_trunc_f32 s9, s9
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_fmamk_f32 s1, s9, 0xcf800000, s1
	s_cvt_u32_f32 s11, s9
	s_cvt_u32_f32 s10, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_u64 s[16:17], s[12:13], s[10:11]
	s_mul_hi_u32 s21, s10, s17
	s_mul_i32 s20, s10, s17
	s_mul_hi_u32 s14, s10, s16
	s_mul_i32 s9, s11, s16
	s_add_nc_u64 s[14:15], s[14:15], s[20:21]
	s_mul_hi_u32 s1, s11, s16
	s_mul_hi_u32 s22, s11, s17
	s_add_co_u32 s9, s14, s9
	s_add_co_ci_u32 s18, s15, s1
	s_mul_i32 s16, s11, s17
	s_add_co_ci_u32 s17, s22, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_add_nc_u64 s[14:15], s[18:19], s[16:17]
	s_mov_b32 s17, s0
	v_add_co_u32 v3, s1, s10, s14
	s_cmp_lg_u32 s1, 0
	s_add_co_ci_u32 s11, s11, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s10, v3
	s_mov_b32 s15, s0
	s_mul_u64 s[12:13], s[12:13], s[10:11]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s19, s10, s13
	s_mul_i32 s18, s10, s13
	s_mul_hi_u32 s14, s10, s12
	s_mul_i32 s9, s11, s12
	s_add_nc_u64 s[14:15], s[14:15], s[18:19]
	s_mul_hi_u32 s1, s11, s12
	s_mul_hi_u32 s10, s11, s13
	s_add_co_u32 s9, s14, s9
	s_add_co_ci_u32 s16, s15, s1
	s_mul_i32 s12, s11, s13
	s_add_co_ci_u32 s13, s10, 0
	s_mov_b32 s1, s0
	s_add_nc_u64 s[12:13], s[16:17], s[12:13]
	s_mov_b32 s15, s0
	v_add_co_u32 v3, s9, v3, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_cmp_lg_u32 s9, 0
	s_add_co_ci_u32 s0, s11, s13
	v_readfirstlane_b32 s9, v3
	s_mul_hi_u32 s11, s4, s0
	s_mul_i32 s10, s4, s0
	s_mul_hi_u32 s13, s5, s0
	s_mul_i32 s12, s5, s0
	s_mul_hi_u32 s0, s4, s9
	s_mul_i32 s14, s5, s9
	s_add_nc_u64 s[0:1], s[0:1], s[10:11]
	s_mul_hi_u32 s9, s5, s9
	s_add_co_u32 s0, s0, s14
	s_add_co_ci_u32 s14, s1, s9
	s_add_co_ci_u32 s13, s13, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_nc_u64 s[10:11], s[14:15], s[12:13]
	s_mul_u64 s[0:1], s[6:7], s[10:11]
	s_add_nc_u64 s[12:13], s[10:11], 2
	v_sub_co_u32 v3, s0, s4, s0
	s_sub_co_i32 s9, s5, s1
	s_cmp_lg_u32 s0, 0
	v_dual_mov_b32 v7, s12 :: v_dual_mov_b32 v8, s13
	s_delay_alu instid0(VALU_DEP_2)
	v_sub_co_u32 v4, s16, v3, s6
	s_sub_co_ci_u32 s9, s9, s7
	s_cmp_lg_u32 s16, 0
	s_add_nc_u64 s[14:15], s[10:11], 1
	s_sub_co_ci_u32 s17, s9, 0
	v_cmp_le_u32_e32 vcc_lo, s6, v4
	s_cmp_ge_u32 s17, s7
	s_cselect_b32 s18, -1, 0
	s_cmp_eq_u32 s17, s7
	v_cndmask_b32_e64 v5, 0, -1, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lg_u32 s16, 0
	v_sub_co_u32 v6, s16, v4, s6
	s_sub_co_ci_u32 s9, s9, s7
	s_cmp_lg_u32 s16, 0
	v_cndmask_b32_e32 v5, s18, v5, vcc_lo
	s_sub_co_ci_u32 s9, s9, 0
	s_cmp_lg_u32 s0, 0
	v_cmp_le_u32_e32 vcc_lo, s6, v3
	s_sub_co_ci_u32 s1, s5, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s1, s7
	v_cndmask_b32_e64 v9, 0, -1, vcc_lo
	s_cselect_b32 s12, -1, 0
	s_cmp_eq_u32 s1, s7
	v_cmp_ne_u32_e32 vcc_lo, 0, v5
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v5, s12, v9, s0
	v_dual_mov_b32 v9, s9 :: v_dual_cndmask_b32 v4, v4, v6
	v_cndmask_b32_e32 v6, s14, v7, vcc_lo
	v_cndmask_b32_e32 v7, s15, v8, vcc_lo
	v_cmp_ne_u32_e64 s0, 0, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v5, s17, v9, vcc_lo
	v_cndmask_b32_e64 v9, s11, v7, s0
	v_cndmask_b32_e64 v8, s10, v6, s0
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v5, s1, v5, s0
	v_cndmask_b32_e64 v4, v3, v4, s0
	s_cbranch_execnz .LBB0_8
.LBB0_7:
	v_rcp_iflag_f32_e32 v2, v2
	s_sub_co_i32 s1, 0, s6
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s0, v2
	s_mul_i32 s1, s1, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s1, s0, s1
	s_add_co_i32 s0, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s0, s4, s0
	s_mul_i32 s1, s0, s6
	s_add_co_i32 s9, s0, 1
	s_sub_co_i32 s7, s4, s1
	s_mov_b32 s1, 0
	s_sub_co_i32 s10, s7, s6
	s_cmp_ge_u32 s7, s6
	s_cselect_b32 s0, s9, s0
	s_cselect_b32 s9, s10, s7
	s_add_co_i32 s10, s0, 1
	s_sub_co_i32 s11, s9, s6
	s_cmp_ge_u32 s9, s6
	s_mov_b32 s7, s1
	s_cselect_b32 s6, s11, s9
	s_cselect_b32 s0, s10, s0
	v_dual_mov_b32 v4, s6 :: v_dual_mov_b32 v9, s1
	v_dual_mov_b32 v5, s7 :: v_dual_mov_b32 v8, s0
.LBB0_8:
	s_mov_b32 s6, 0
	s_mov_b32 s0, 0x92481000
	s_movk_i32 s1, 0x64
	s_mov_b32 s7, s6
	s_mov_b32 s15, s6
	s_add_nc_u64 s[10:11], s[6:7], s[0:1]
	s_mov_b32 s9, s8
	s_add_co_i32 s11, s11, 0x249248c0
	s_mov_b32 s19, s6
	s_mul_u64 s[0:1], s[10:11], -7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s13, s10, s1
	s_mul_i32 s12, s10, s1
	s_mul_hi_u32 s14, s10, s0
	s_mul_i32 s20, s11, s0
	s_add_nc_u64 s[12:13], s[14:15], s[12:13]
	s_mul_hi_u32 s7, s11, s0
	s_mul_hi_u32 s21, s11, s1
	s_add_co_u32 s0, s12, s20
	s_add_co_ci_u32 s0, s13, s7
	s_add_co_ci_u32 s15, s21, 0
	s_mul_i32 s14, s11, s1
	s_mov_b32 s1, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_nc_u64 s[0:1], s[0:1], s[14:15]
	v_add_co_u32 v2, s0, s10, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_cmp_lg_u32 s0, 0
	s_add_co_ci_u32 s15, s11, s1
	v_readfirstlane_b32 s22, v2
	s_add_nc_u64 s[0:1], s[4:5], s[8:9]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b64 s[0:1], s[0:1], s[8:9]
	s_mul_hi_u32 s17, s0, s15
	s_mul_i32 s16, s0, s15
	s_mul_hi_u32 s18, s0, s22
	s_mul_hi_u32 s9, s1, s15
	s_add_nc_u64 s[16:17], s[18:19], s[16:17]
	s_mul_i32 s18, s1, s22
	s_mul_hi_u32 s19, s1, s22
	s_add_co_u32 s16, s16, s18
	s_add_co_ci_u32 s16, s17, s19
	s_add_co_ci_u32 s19, s9, 0
	s_mul_i32 s18, s1, s15
	s_mov_b32 s17, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_nc_u64 s[16:17], s[16:17], s[18:19]
	s_mul_u64 s[16:17], s[16:17], 7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v2, s0, s0, s16
	s_cmp_lg_u32 s0, 0
	s_sub_co_ci_u32 s9, s1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v3, s0, v2, 7
	s_cmp_lg_u32 s0, 0
	s_sub_co_ci_u32 s1, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v6, s0, v3, 7
	s_cmp_lg_u32 s0, 0
	v_cmp_lt_u32_e32 vcc_lo, 6, v3
	s_sub_co_ci_u32 s16, s1, 0
	v_cmp_lt_u32_e64 s0, 6, v2
	s_cmp_eq_u32 s1, 0
	v_cndmask_b32_e64 v7, 0, -1, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_eq_u32 s9, 0
	v_cndmask_b32_e64 v10, 0, -1, s0
	s_cselect_b32 s0, -1, 0
	s_add_co_u32 s12, s12, s20
	s_add_co_ci_u32 s12, s13, s7
	s_add_co_ci_u32 s15, s21, 0
	s_mov_b32 s13, s6
	v_dual_mov_b32 v12, 0 :: v_dual_cndmask_b32 v7, -1, v7
	s_add_nc_u64 s[12:13], s[12:13], s[14:15]
	v_cndmask_b32_e64 v10, -1, v10, s0
	v_add_co_u32 v11, s7, s10, s12
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ne_u32_e32 vcc_lo, 0, v7
	s_cmp_lg_u32 s7, 0
	v_readfirstlane_b32 s7, v11
	s_add_co_ci_u32 s14, s11, s13
	v_cndmask_b32_e32 v3, v3, v6, vcc_lo
	v_mov_b32_e32 v11, s16
	s_mul_hi_u32 s11, s4, s14
	s_mul_i32 s10, s4, s14
	s_mul_hi_u32 s12, s4, s7
	s_mov_b32 s13, s6
	v_cndmask_b32_e32 v7, s1, v11, vcc_lo
	s_add_nc_u64 s[10:11], s[12:13], s[10:11]
	s_mul_i32 s12, s5, s7
	s_mul_hi_u32 s7, s5, s7
	s_mul_hi_u32 s1, s5, s14
	s_add_co_u32 s10, s10, s12
	s_add_co_ci_u32 s10, s11, s7
	s_add_co_ci_u32 s13, s1, 0
	s_mul_i32 s12, s5, s14
	s_mov_b32 s11, s6
	v_cmp_ne_u32_e32 vcc_lo, 0, v10
	s_add_nc_u64 s[6:7], s[10:11], s[12:13]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_mul_u64 s[0:1], s[6:7], 7
	s_add_nc_u64 s[10:11], s[6:7], 1
	v_sub_co_u32 v6, s0, s4, s0
	s_cmp_lg_u32 s0, 0
	v_cndmask_b32_e32 v7, s9, v7, vcc_lo
	s_sub_co_ci_u32 s1, s5, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_sub_co_u32 v10, s0, v6, 7
	s_add_nc_u64 s[4:5], s[6:7], 2
	s_cmp_lg_u32 s0, 0
	v_mov_b32_e32 v14, s4
	v_cndmask_b32_e32 v2, v2, v3, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 6, v10
	v_sub_co_u32 v3, s0, v10, 7
	s_sub_co_ci_u32 s9, s1, 0
	s_cmp_lg_u32 s0, 0
	v_cndmask_b32_e64 v11, 0, -1, vcc_lo
	s_sub_co_ci_u32 s0, s9, 0
	s_cmp_eq_u32 s9, 0
	v_mov_b32_e32 v15, s5
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_eq_u32 s1, 0
	v_cndmask_b32_e32 v11, -1, v11, vcc_lo
	v_xor_b32_e32 v2, s8, v2
	v_xor_b32_e32 v7, s8, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_ne_u32_e32 vcc_lo, 0, v11
	v_mov_b32_e32 v13, s0
	v_cmp_lt_u32_e64 s0, 6, v6
	v_cndmask_b32_e32 v16, v10, v3, vcc_lo
	v_cndmask_b32_e32 v13, s9, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v11, 0, -1, s0
	s_cselect_b32 s0, -1, 0
	v_cndmask_b32_e32 v10, s10, v14, vcc_lo
	v_cndmask_b32_e32 v14, s11, v15, vcc_lo
	v_cndmask_b32_e64 v11, -1, v11, s0
	v_sub_co_u32 v2, s0, v2, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v3, s0, s8, v7, s0
	v_cmp_ne_u32_e32 vcc_lo, 0, v11
	v_cndmask_b32_e32 v11, s7, v14, vcc_lo
	v_cndmask_b32_e32 v10, s6, v10, vcc_lo
	v_cndmask_b32_e32 v7, s1, v13, vcc_lo
	v_cndmask_b32_e32 v6, v6, v16, vcc_lo
	s_clause 0x2
	global_store_b128 v12, v[8:11], s[2:3] offset:24
	global_store_b128 v12, v[0:3], s[2:3] offset:40
	global_store_b128 v12, v[4:7], s[2:3] offset:56
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB0_9:
                                        ; implicit-def: $vgpr4_vgpr5
                                        ; implicit-def: $vgpr8_vgpr9
	s_and_not1_b32 vcc_lo, exec_lo, s1
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 25
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_round_robin_scheduling 0
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
; codeLenInByte = 2620
; NumSgprs: 27
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 27
; NumVGPRsForWavesPerEU: 17
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
    .sgpr_count:     27
    .sgpr_spill_count: 0
    .symbol:         div_uni_i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
