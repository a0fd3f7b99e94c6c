	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	convert_uni                     ; -- Begin function convert_uni
	.p2align	8
	.type	convert_uni,@function
convert_uni:                            ; @convert_uni
; %bb.0:                                ; %entry
	s_load_b128 s[4:7], s[2:3], 0x10
	v_bfrev_b32_e32 v2, 1
	s_load_b64 s[2:3], s[2:3], 0x0
	s_mov_b32 s8, -1
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_f64_e32 v17, s[6:7]
	v_cvt_i32_f64_e32 v8, s[6:7]
	s_cvt_f32_i32 s16, s4
	s_cvt_f32_u32 s18, s4
	v_mov_b32_e32 v3, 0
	v_cvt_f32_i32_e32 v23, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v40, s16 :: v_dual_mov_b32 v41, s18
	v_cvt_f32_u32_e32 v22, s4
	v_cvt_f64_u32_e32 v[6:7], s5
	v_cvt_f16_f32_e32 v23, v23
	v_trunc_f64_e32 v[15:16], s[6:7]
	v_cvt_f64_u32_e32 v[12:13], s4
	v_cvt_f16_f32_e32 v22, v22
	v_cvt_f16_i16_e32 v18, s4
	v_cvt_f16_u16_e32 v4, s4
	s_sext_i32_i16 s1, s4
	v_cvt_f64_i32_e32 v[10:11], s4
	v_pack_b32_f16 v47, v23, v22
	v_and_b32_e64 v20, 0xff, s4
	v_pack_b32_f16 v46, v18, v4
	v_cvt_f32_ubyte0_e32 v14, s4
	s_delay_alu instid0(VALU_DEP_3)
	v_cvt_f16_u16_e32 v43, v20
	v_readfirstlane_b32 s0, v17
	v_cmp_nle_f32_e32 vcc_lo, 0, v17
	v_cvt_u32_f32_e32 v5, v17
	v_cvt_i32_f32_e32 v4, v17
	v_lshlrev_b16 v31, 8, v8
	s_trunc_f32 s0, s0
	v_cvt_f64_f32_e32 v[28:29], v17
	v_cndmask_b32_e64 v19, v5, 0, vcc_lo
	v_cvt_f16_f32_e32 v36, v17
	s_and_b32 s9, s0, 0x7fffffff
	s_mul_f32 s11, s0, 0x2f800000
	s_mul_f32 s10, s9, 0x2f800000
	s_ashr_i32 s12, s0, 31
	v_ldexp_f64 v[6:7], v[6:7], 32
	s_floor_f32 s11, s11
	s_floor_f32 s10, s10
	s_mov_b32 s13, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_fmamk_f32 s0, s11, 0xcf800000, s0
	s_fmamk_f32 s9, s10, 0xcf800000, s9
	s_cvt_u32_f32 s15, s10
	s_cvt_u32_f32 s10, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_u32_f32 s14, s9
	s_cvt_u32_f32 s9, s0
	s_xor_b64 s[14:15], s[14:15], s[12:13]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_u32 s13, s14, s12
	s_subb_u32 s14, s15, s12
	s_and_b32 s0, vcc_lo, exec_lo
	s_cselect_b32 s11, 0, s9
	s_cselect_b32 s12, 0, s10
	s_and_b32 s0, s7, 0x1ff
	s_lshr_b32 s15, s7, 8
	s_or_b32 s0, s0, s6
	s_and_b32 s19, s15, 0xffe
	s_cmp_lg_u32 s0, 0
	s_clz_i32_u32 s15, s5
	s_cselect_b32 s0, -1, 0
	s_bfe_u32 s17, s7, 0xb0014
	v_cndmask_b32_e64 v0, 0, 1, s0
	s_sub_i32 s0, 0x3f1, s17
	s_addk_i32 s17, 0xfc10
	v_med3_i32 v9, s0, 0, 13
	s_lshl_b32 s18, s17, 12
	v_readfirstlane_b32 s20, v0
	v_cvt_f64_i32_e32 v[0:1], s5
	s_cls_i32 s0, s5
	v_readfirstlane_b32 s22, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s19, s20
	s_or_b32 s21, s19, 0x1000
	s_or_b32 s18, s19, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_lshr_b32 s20, s21, s22
	s_cvt_f32_i32 s22, s1
	v_lshlrev_b32_e64 v24, v9, s20
	v_cvt_u32_f64_e32 v9, s[6:7]
	v_dual_mov_b32 v21, s4 :: v_dual_mov_b32 v42, s22
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ne_u32_e32 vcc_lo, s21, v24
	v_cvt_f64_i32_e32 v[24:25], s1
	v_cndmask_b32_e64 v26, 0, 1, vcc_lo
	v_cmp_le_f64_e64 vcc_lo, 0xc0600000, s[6:7]
	v_readfirstlane_b32 s16, v26
	v_ldexp_f64 v[26:27], v[15:16], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s20, s16
	s_cmp_lt_i32 s17, 1
	s_cselect_b32 s16, s16, s18
	s_and_b32 s18, s16, 7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_gt_i32 s18, 5
	v_ldexp_f64 v[0:1], v[0:1], 32
	s_cselect_b32 s20, -1, 0
	s_cmp_eq_u32 s18, 3
	s_cselect_b32 s18, -1, 0
	s_lshr_b32 s16, s16, 2
	s_or_b32 s18, s18, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s18, 0
	s_addc_u32 s16, s16, 0
	s_cmp_lt_i32 s17, 31
	s_cselect_b32 s18, s16, 0x7c00
	s_cmp_lg_u32 s19, 0
	s_cselect_b32 s16, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v23, 0, 1, s16
	v_cmp_nge_f64_e64 s16, s[6:7], 0
	v_cndmask_b32_e32 v30, 0xffffff80, v8, vcc_lo
	v_cmp_nlt_f64_e64 vcc_lo, 0x405fc000, s[6:7]
	v_readfirstlane_b32 s19, v23
	v_floor_f64_e32 v[44:45], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b32 s19, s19, 9
	s_or_b32 s19, s19, 0x7c00
	s_cmpk_eq_i32 s17, 0x40f
	v_cmp_u_f64_e64 s17, s[6:7], s[6:7]
	s_cselect_b32 s18, s19, s18
	s_lshr_b32 s19, s7, 16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s19, s19, 0x8000
	s_or_b32 s19, s19, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_f32_f16 s18, s19
	v_cvt_i16_f16_e32 v49, s19
	s_trunc_f32 s24, s18
	s_cvt_i32_f32 s26, s18
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s24, 0x7fffffff
	s_mul_f32 s21, s20, 0x2f800000
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_floor_f32 s21, s21
	v_cndmask_b32_e64 v22, v9, 0, s16
	s_fmamk_f32 s22, s21, 0xcf800000, s20
	s_ashr_i32 s20, s24, 31
	v_cndmask_b32_e32 v30, 0x7f, v30, vcc_lo
	v_cmp_nlt_f64_e64 vcc_lo, 0x406fe000, s[6:7]
	v_and_b32_e32 v23, 0xff, v8
	s_cvt_u32_f32 s23, s21
	s_cvt_u32_f32 s22, s22
	s_mov_b32 s21, s20
	s_delay_alu instid0(SALU_CYCLE_2)
	s_xor_b64 s[22:23], s[22:23], s[20:21]
	v_cndmask_b32_e64 v30, v30, 0, s17
	s_sub_u32 s21, s22, s20
	s_subb_u32 s20, s23, s20
	s_cmp_nge_f32 s18, 0xdf000000
	s_mul_f32 s22, s24, 0x2f800000
	v_and_b32_e32 v30, 0xff, v30
	s_cvt_u32_f32 s23, s18
	s_cselect_b32 s20, 0x80000000, s20
	s_cselect_b32 s21, 0, s21
	s_cmp_gt_f32 s18, 0x5effffff
	s_floor_f32 s22, s22
	s_cselect_b32 s21, -1, s21
	s_cselect_b32 s20, 0x7fffffff, s20
	s_cmp_u_f32 s18, s18
	s_fmamk_f32 s24, s22, 0xcf800000, s24
	s_cselect_b32 s25, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s25, s25, exec_lo
	s_cselect_b32 s25, 0, s20
	s_cmp_nge_f32 s18, 0
	s_cvt_u32_f32 s20, s22
	s_cvt_u32_f32 s22, s24
	s_cselect_b32 s24, -1, 0
	v_cndmask_b32_e32 v32, 0xff, v22, vcc_lo
	v_cmp_le_f32_e32 vcc_lo, 0xcf000000, v17
	v_or_b32_e32 v23, v23, v31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b16 v32, 8, v32
	v_and_b32_e32 v23, 0xffff, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_or_b32_e32 v30, v30, v32
	v_cndmask_b32_e32 v33, 0x80000000, v4, vcc_lo
	v_cmp_le_f32_e32 vcc_lo, 0xc3000000, v17
	v_lshlrev_b32_e32 v30, 16, v30
	v_cndmask_b32_e32 v34, 0xffffff80, v4, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x4effffff, v17
	s_delay_alu instid0(VALU_DEP_3)
	v_or_b32_e32 v23, v23, v30
	v_add_f64 v[30:31], v[0:1], v[12:13]
	v_cndmask_b32_e32 v37, 0x7fffffff, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42fe0000, v17
	v_add_f64 v[32:33], v[6:7], v[12:13]
	v_cndmask_b32_e64 v7, s23, 0, s24
	s_and_b32 s24, s24, exec_lo
	s_cselect_b32 s23, 0, s23
	v_cndmask_b32_e32 v38, 0x7f, v34, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x437f0000, v17
	s_cselect_b32 s22, 0, s22
	s_cselect_b32 s24, 0, s20
	s_cmp_u_f32 s18, s18
	s_clause 0x1
	global_store_b128 v3, v[10:13], s[2:3] offset:232
	global_store_b128 v3, v[30:33], s[2:3] offset:280
	v_cndmask_b32_e32 v48, 0xff, v19, vcc_lo
	v_cmp_nle_f32_e32 vcc_lo, 0xdf000000, v17
	s_cselect_b32 s20, -1, 0
	v_mov_b32_e32 v12, s26
	s_and_b32 s20, s20, exec_lo
	s_cselect_b32 s27, 0, s21
	v_cndmask_b32_e32 v2, s14, v2, vcc_lo
	v_cndmask_b32_e64 v34, s13, 0, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0x5effffff, v17
	s_cmp_ge_f32 s18, 0xcf000000
	v_and_b32_e64 v10, 0xffff, s19
	v_cndmask_b32_e64 v1, v2, 0x7fffffff, vcc_lo
	v_cvt_f32_f16_e32 v2, s19
	s_cselect_b32 s20, s26, 0x80000000
	s_cmp_ngt_f32 s18, 0x4effffff
	v_cndmask_b32_e64 v0, v34, -1, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v17, v17
	v_cvt_f64_f32_e32 v[26:27], v2
	s_cselect_b32 s20, s20, 0x7fffffff
	s_cmp_u_f32 s18, s18
	v_lshl_or_b32 v10, v36, 16, v10
	v_cndmask_b32_e64 v6, v37, 0, vcc_lo
	v_cndmask_b32_e64 v50, v38, 0, vcc_lo
	s_cselect_b32 s26, -1, 0
	v_cndmask_b32_e64 v35, v1, 0, vcc_lo
	s_and_b32 s21, s26, exec_lo
	s_cselect_b32 s28, 0, s20
	s_lshr_b32 s29, s4, 16
	s_bitcmp1_b32 s4, 0
	v_cndmask_b32_e64 v34, v0, 0, vcc_lo
	s_cselect_b32 s20, -1, 0
	s_bfe_i32 s30, s4, 0x80000
	s_and_b32 s31, s4, 0xff
	s_and_b32 s33, s4, 0xffff
	s_sext_i32_i16 s34, s30
	v_cvt_f64_u32_e32 v[38:39], s31
	v_cvt_f64_i32_e32 v[36:37], s34
	v_lshlrev_b16 v0, 8, v49
	v_and_b32_e32 v1, 0xff, v49
	s_xor_b32 s21, s4, s5
	s_min_u32 s15, s15, 32
	s_ashr_i32 s36, s21, 31
	s_add_i32 s0, s0, -1
	v_or_b32_e32 v0, v1, v0
	v_mov_b32_e32 v11, s18
	v_cndmask_b32_e64 v13, 0, -1, s20
	v_cndmask_b32_e64 v30, 0, 1, s20
	v_cndmask_b32_e64 v1, 0, 1.0, s20
	v_and_b32_e32 v32, 0xffff, v0
	v_cndmask_b32_e64 v0, 0, -1.0, s20
	s_lshl_b64 s[20:21], s[4:5], s15
	s_add_i32 s36, s36, 32
	s_min_u32 s20, s20, 1
	s_min_u32 s0, s0, s36
	s_or_b32 s36, s21, s20
	global_store_b128 v3, v[26:29], s[2:3] offset:40
	v_cvt_f64_u32_e32 v[26:27], s33
	s_lshl_b64 s[20:21], s[4:5], s0
	s_sub_i32 s15, 32, s15
	s_min_u32 s20, s20, 1
	s_sub_i32 s37, 32, s0
	s_or_b32 s20, s21, s20
	v_cvt_f64_i32_e32 v[28:29], v13
	v_cvt_f64_u32_e32 v[30:31], v30
	s_cmp_ge_f32 s18, 0xc3000000
	s_clause 0x1
	global_store_b32 v3, v11, s[2:3] offset:16
	global_store_b64 v3, v[0:1], s[2:3] offset:36
	v_cvt_f16_f32_e32 v11, v0
	s_cselect_b32 s0, -1, 0
	s_cmp_ngt_f32 s18, 0x42fe0000
	v_cndmask_b32_e64 v0, 0xffffff80, v12, s0
	v_cvt_f16_i16_e32 v33, s30
	v_and_b32_e64 v13, 0xffff, s30
	s_cvt_f32_u32 s30, s36
	s_cselect_b32 s0, -1, 0
	s_cmp_ngt_f32 s18, 0x437f0000
	v_cndmask_b32_e64 v0, 0x7f, v0, s0
	v_cvt_f16_f32_e32 v51, v1
	v_ldexp_f32 v1, s30, s15
	s_cvt_f32_i32 s15, s20
	s_cselect_b32 s0, -1, 0
	s_cmp_ge_f32 s18, 0xc7000000
	v_pack_b32_f16 v11, v11, v51
	s_cvt_f32_i32 s21, s34
	s_cvt_f32_u32 s35, s33
	v_lshl_or_b32 v20, v20, 16, v13
	v_pack_b32_f16 v33, v33, v43
	global_store_b128 v3, v[36:39], s[2:3] offset:136
	v_mov_b32_e32 v43, s35
	global_store_b128 v3, v[24:27], s[2:3] offset:184
	v_cndmask_b32_e64 v24, 0xff, v7, s0
	v_cndmask_b32_e64 v25, v0, 0, s26
	v_ldexp_f32 v0, s15, s37
	s_cselect_b32 s0, -1, 0
	s_cmp_ngt_f32 s18, 0x46fffe00
	v_cndmask_b32_e64 v12, 0xffff8000, v12, s0
	v_cvt_f16_f32_e32 v26, v1
	v_lshlrev_b16 v24, 8, v24
	v_and_b32_e32 v25, 0xff, v25
	v_cvt_f16_f32_e32 v27, v0
	s_cselect_b32 s0, -1, 0
	s_cmp_ngt_f32 s18, 0x477fff00
	v_cndmask_b32_e64 v12, 0x7fff, v12, s0
	s_cvt_f16_f32 s15, s5
	v_pack_b32_f16 v51, v27, v26
	v_mov_b32_e32 v26, s28
	v_or_b32_e32 v24, v25, v24
	s_cselect_b32 s0, -1, 0
	s_cmp_ngt_f32 s18, 0x4f7fffff
	v_cndmask_b32_e64 v12, v12, 0, s26
	v_cndmask_b32_e64 v7, -1, v7, s0
	v_lshlrev_b32_e32 v24, 16, v24
	s_cselect_b32 s0, s23, -1
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v13, s21 :: v_dual_and_b32 v12, 0xffff, v12
	v_mov_b32_e32 v27, s0
	v_cmp_le_f32_e64 s0, 0xc7000000, v17
	v_or_b32_e32 v24, v32, v24
	s_clause 0x6
	global_store_b128 v3, v[28:31], s[2:3] offset:88
	global_store_b64 v3, v[13:14], s[2:3] offset:60
	global_store_b32 v3, v46, s[2:3] offset:38
	global_store_b32 v3, v47, s[2:3] offset:50
	global_store_b64 v3, v[42:43], s[2:3] offset:84
	global_store_b64 v3, v[40:41], s[2:3] offset:108
	global_store_b64 v3, v[0:1], s[2:3] offset:132
	v_lshlrev_b16 v0, 8, v48
	v_lshlrev_b16 v13, 8, v4
	v_dual_mov_b32 v28, s27 :: v_dual_and_b32 v25, 0xff, v4
	s_clause 0x3
	global_store_b32 v3, v10, s[2:3] offset:4
	global_store_b32 v3, v11, s[2:3] offset:14
	global_store_b32 v3, v33, s[2:3] offset:26
	global_store_b32 v3, v24, s[2:3] offset:37
	v_lshl_or_b32 v11, v7, 16, v12
	v_cvt_i32_f32_e32 v24, v2
	v_and_b32_e32 v1, 0xff, v50
	v_cndmask_b32_e64 v7, 0xffff8000, v4, s0
	v_cmp_nlt_f32_e64 s0, 0x46fffe00, v17
	s_cmp_gt_f32 s18, 0x5f7fffff
	v_mov_b32_e32 v29, s25
	v_or_b32_e32 v0, v1, v0
	v_or_b32_e32 v1, v25, v13
	v_cvt_u16_f16_e32 v13, s19
	v_cndmask_b32_e64 v7, 0x7fff, v7, s0
	s_cselect_b32 s0, -1, s22
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v30, s0 :: v_dual_and_b32 v25, 0xffff, v49
	v_lshlrev_b32_e32 v0, 16, v0
	v_fma_f64 v[32:33], 0xc1f00000, v[44:45], v[15:16]
	s_cvt_f16_f32 s19, s4
	v_lshl_or_b32 v10, v13, 16, v25
	v_cvt_u32_f32_e32 v25, v2
	v_and_b32_e32 v1, 0xffff, v1
	v_cvt_f16_i16_e32 v12, s29
	v_pack_b32_f16 v38, s19, s15
	s_cselect_b32 s15, -1, s24
	v_mov_b32_e32 v2, v25
	v_or_b32_e32 v36, v1, v0
	v_ashrrev_i32_e32 v1, 31, v24
	v_mov_b32_e32 v0, v24
	v_pack_b32_f16 v39, v18, v12
	v_dual_mov_b32 v31, s15 :: v_dual_mov_b32 v12, s9
	s_mov_b32 s9, 0x43dfffff
	global_store_b128 v3, v[0:3], s[2:3] offset:392
	v_cndmask_b32_e64 v0, v7, 0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x477fff00, v17
	v_and_b32_e32 v2, 0xffff, v4
	s_clause 0x1
	global_store_b64 v3, v[10:11], s[2:3] offset:82
	global_store_b32 v3, v36, s[2:3] offset:53
	v_mov_b32_e32 v10, s13
	v_dual_cndmask_b32 v1, -1, v19 :: v_dual_and_b32 v0, 0xffff, v0
	v_cmp_nlt_f32_e32 vcc_lo, 0x4f7fffff, v17
	v_cmp_gt_f64_e64 s13, s[6:7], s[8:9]
	s_mov_b32 s9, 0x43efffff
	v_mov_b32_e32 v13, s10
	v_lshl_or_b32 v1, v1, 16, v0
	v_cndmask_b32_e32 v7, -1, v19, vcc_lo
	v_cmp_le_f64_e64 vcc_lo, 0xc0e00000, s[6:7]
	v_lshl_or_b32 v0, v5, 16, v2
	v_cmp_gt_f64_e64 s10, s[6:7], s[8:9]
	s_mov_b32 s8, 0xffc00000
	s_mov_b32 s9, 0x41dfffff
	v_mov_b32_e32 v11, s14
	v_cvt_i32_f64_e32 v16, v[44:45]
	v_cmp_nle_f64_e64 s0, 0xc3e00000, s[6:7]
	v_cvt_u32_f64_e32 v15, v[32:33]
	v_and_b32_e32 v32, 0xffff, v8
	v_cvt_u32_f64_e32 v18, v[44:45]
	v_cndmask_b32_e32 v2, 0xffff8000, v8, vcc_lo
	v_cmp_nlt_f64_e64 vcc_lo, 0x40dfffc0, s[6:7]
	v_cndmask_b32_e64 v19, v16, 0x80000000, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v40, v18, 0, s16
	v_cndmask_b32_e32 v2, 0x7fff, v2, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0x5f7fffff, v17
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v2, 0, s17
	v_cndmask_b32_e64 v37, s12, -1, vcc_lo
	v_cndmask_b32_e64 v36, s11, -1, vcc_lo
	v_cmp_nlt_f64_e64 vcc_lo, 0x40efffe0, s[6:7]
	s_clause 0x1
	global_store_b128 v3, v[10:13], s[2:3] offset:520
	global_store_b128 v3, v[34:37], s[2:3] offset:536
	v_and_b32_e32 v2, 0xffff, v2
	v_lshl_or_b32 v12, v9, 16, v32
	v_cndmask_b32_e32 v17, -1, v22, vcc_lo
	v_cmp_le_f64_e64 vcc_lo, 0xc1e00000, s[6:7]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_or_b32 v13, v17, 16, v2
	v_dual_mov_b32 v2, s31 :: v_dual_mov_b32 v17, v15
	v_cndmask_b32_e32 v33, 0x80000000, v8, vcc_lo
	v_cmp_ngt_f64_e64 vcc_lo, s[6:7], s[8:9]
	s_mov_b32 s8, 0xffe00000
	s_mov_b32 s9, 0x41efffff
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v10, 0x7fffffff, v33, vcc_lo
	v_cmp_ngt_f64_e64 vcc_lo, s[6:7], s[8:9]
	s_bfe_i64 s[8:9], s[4:5], 0x80000
	v_cndmask_b32_e64 v10, v10, 0, s17
	v_cndmask_b32_e32 v11, -1, v22, vcc_lo
	s_clause 0x4
	global_store_b32 v3, v23, s[2:3] offset:69
	global_store_b64 v3, v[0:1], s[2:3] offset:114
	global_store_b64 v3, v[12:13], s[2:3] offset:146
	global_store_b128 v3, v[4:7], s[2:3] offset:244
	global_store_b128 v3, v[8:11], s[2:3] offset:308
	v_cndmask_b32_e64 v0, v15, 0, s0
	s_sext_i32_i8 s0, s4
	v_dual_mov_b32 v9, s7 :: v_dual_mov_b32 v12, s4
	v_dual_mov_b32 v1, s0 :: v_dual_mov_b32 v8, s6
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v6, v0, -1, s13
	s_clause 0x1
	global_store_b128 v3, v[28:31], s[2:3] offset:408
	global_store_b64 v3, v[1:2], s[2:3] offset:348
	v_dual_mov_b32 v0, s8 :: v_dual_mov_b32 v1, s9
	v_cndmask_b32_e64 v4, v19, 0x7fffffff, s13
	v_cndmask_b32_e64 v7, v40, -1, s10
	v_and_b32_e64 v13, s4, 1
	s_cvt_i32_f32 s6, s5
	global_store_b128 v3, v[0:3], s[2:3] offset:712
	v_dual_mov_b32 v2, s33 :: v_dual_mov_b32 v1, s1
	v_cndmask_b32_e64 v5, v4, 0, s17
	v_cndmask_b32_e64 v4, v6, 0, s17
	v_cndmask_b32_e64 v6, v15, 0, s16
	s_bfe_i64 s[0:1], s[4:5], 0x100000
	s_cvt_i32_f32 s7, s4
	v_mov_b32_e32 v0, s0
	global_store_b64 v3, v[1:2], s[2:3] offset:364
	v_mov_b32_e32 v1, s1
	s_cvt_hi_f32_f16 s0, s4
	s_cvt_f32_f16 s1, s4
	v_cndmask_b32_e64 v6, v6, -1, s10
	s_clause 0x2
	global_store_b128 v3, v[15:18], s[2:3] offset:648
	global_store_b128 v3, v[4:7], s[2:3] offset:664
	global_store_b32 v3, v20, s[2:3] offset:170
	v_dual_mov_b32 v10, s1 :: v_dual_mov_b32 v11, s0
	s_bfe_i64 s[0:1], s[4:5], 0x200000
	global_store_b128 v3, v[0:3], s[2:3] offset:744
	v_dual_mov_b32 v0, s0 :: v_dual_mov_b32 v1, s1
	v_mov_b32_e32 v2, s4
	s_bfe_i32 s0, s4, 0x10000
	s_and_b32 s1, s4, 1
	v_lshlrev_b16 v15, 8, v13
	v_and_b32_e64 v16, 0xff, s0
	global_store_b128 v3, v[0:3], s[2:3] offset:760
	v_and_b32_e64 v0, 0xffff, s0
	v_dual_mov_b32 v1, s0 :: v_dual_mov_b32 v2, s1
	s_pack_ll_b32_b16 s6, s7, s6
	s_bfe_i64 s[0:1], s[4:5], 0x10000
	v_mov_b32_e32 v4, v14
	v_or_b32_e32 v14, v16, v15
	v_lshl_or_b32 v13, v13, 16, v0
	v_dual_mov_b32 v15, s6 :: v_dual_mov_b32 v0, s0
	global_store_b64 v3, v[1:2], s[2:3] offset:404
	v_mov_b32_e32 v1, s1
	v_cvt_f32_ubyte3_e32 v7, s4
	v_cvt_f32_ubyte2_e32 v6, s4
	v_cvt_f32_ubyte1_e32 v5, s4
	s_clause 0xb
	global_store_b32 v3, v51, s[2:3] offset:62
	global_store_b16 v3, v14, s[2:3] offset:97
	global_store_b128 v3, v[24:27], s[2:3] offset:180
	global_store_b32 v3, v13, s[2:3] offset:198
	global_store_b128 v3, v[0:3], s[2:3] offset:824
	global_store_b64 v3, v[8:9], s[2:3] offset:840
	global_store_b32 v3, v12, s[2:3] offset:424
	global_store_b16 v3, v21, s[2:3] offset:214
	global_store_b64 v3, v[10:11], s[2:3] offset:864
	global_store_b64 v3, v[38:39], s[2:3] offset:436
	global_store_b128 v3, v[4:7], s[2:3] offset:1776
	global_store_b32 v3, v15, s[2:3] offset:448
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel convert_uni
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 52
		.amdhsa_next_free_sgpr 38
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
	.size	convert_uni, .Lfunc_end0-convert_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3132
; NumSgprs: 40
; NumVgprs: 52
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 52
; Occupancy: 16
; WaveLimiterHint : 1
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
      - .name:           uf
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         112
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         128
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         136
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         144
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         232
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 1024
    .name:           convert_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         convert_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     52
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
