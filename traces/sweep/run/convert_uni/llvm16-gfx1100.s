	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl	convert_uni                     ; -- Begin function convert_uni
	.p2align	8
	.type	convert_uni,@function
convert_uni:                            ; @convert_uni
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b128 s[8:11], s[0:1], 0x10
	s_load_b64 s[12:13], s[0:1], 0x0
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0xc0600000
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s7, s8, 16
	s_bitcmp1_b32 s8, 0
	v_cvt_f64_u32_e32 v[12:13], s9
	s_cselect_b32 s0, -1, 0
	s_and_b32 s1, s11, 0x1ff
	s_lshr_b32 s2, s11, 8
	s_or_b32 s1, s1, s10
	s_and_b32 s2, s2, 0xffe
	s_cmp_lg_u32 s1, 0
	v_cndmask_b32_e64 v33, 0, -1.0, s0
	s_cselect_b32 s1, -1, 0
	v_cndmask_b32_e64 v34, 0, 1.0, s0
	v_cndmask_b32_e64 v0, 0, 1, s1
	s_bfe_u32 s1, s11, 0xb0014
	v_cndmask_b32_e64 v15, 0, -1, s0
	s_sub_i32 s3, 0x3f1, s1
	s_addk_i32 s1, 0xfc10
	v_med3_i32 v1, s3, 0, 13
	v_readfirstlane_b32 s3, v0
	s_lshl_b32 s16, s1, 12
	v_cndmask_b32_e64 v16, 0, 1, s0
	v_cvt_f64_u32_e32 v[6:7], s8
	v_readfirstlane_b32 s4, v1
	s_or_b32 s2, s2, s3
	v_cvt_i32_f64_e32 v8, s[10:11]
	s_or_b32 s3, s2, 0x1000
	s_or_b32 s16, s2, s16
	s_lshr_b32 s4, s3, s4
	v_cvt_f32_f64_e32 v37, s[10:11]
	v_lshlrev_b32_e64 v9, v1, s4
	v_cvt_f64_i32_e32 v[0:1], s9
	s_cls_i32 s5, s9
	v_and_b32_e64 v38, 0xff, s8
	s_clz_i32_u32 s6, s9
	v_cmp_ne_u32_e32 vcc_lo, s3, v9
	v_cvt_u32_f64_e32 v9, s[10:11]
	v_cmp_nge_f64_e64 s26, s[10:11], 0
	v_cvt_f32_ubyte0_e32 v32, s8
	v_cvt_f16_i16_e32 v30, s8
	v_cndmask_b32_e64 v10, 0, 1, vcc_lo
	v_ldexp_f64 v[28:29], v[12:13], 32
	v_cmp_ge_f64_e64 vcc_lo, s[10:11], s[14:15]
	s_mov_b32 s15, 0x405fc000
	v_cvt_f16_f32_e32 v41, v34
	v_readfirstlane_b32 s3, v10
	v_cvt_f16_u16_e32 v2, s8
	v_cvt_f16_u16_e32 v36, v38
	v_cvt_f16_f32_e32 v40, v33
	s_sext_i32_i16 s18, s8
	s_or_b32 s3, s4, s3
	s_cmp_lt_i32 s1, 1
	v_cvt_f32_i32_e32 v14, s8
	s_cselect_b32 s3, s3, s16
	v_cvt_f64_i32_e32 v[10:11], s18
	s_and_b32 s4, s3, 7
	v_cvt_f64_u32_e32 v[16:17], v16
	s_cmp_gt_i32 s4, 5
	v_cvt_f16_f32_e32 v39, v14
	s_cselect_b32 s0, -1, 0
	s_cmp_eq_u32 s4, 3
	v_cvt_f64_i32_e32 v[14:15], v15
	s_cselect_b32 s4, -1, 0
	s_lshr_b32 s3, s3, 2
	s_or_b32 s0, s4, s0
	v_cvt_f64_i32_e32 v[4:5], s8
	s_cmp_lg_u32 s0, 0
	v_cvt_f64_f32_e32 v[20:21], v37
	s_addc_u32 s0, s3, 0
	s_cmp_lt_i32 s1, 31
	v_ldexp_f64 v[0:1], v[0:1], 32
	s_cselect_b32 s3, s0, 0x7c00
	s_cmp_lg_u32 s2, 0
	v_cvt_f16_f32_e32 v42, v37
	s_cselect_b32 s0, -1, 0
	s_cmpk_eq_i32 s1, 0x40f
	v_cndmask_b32_e64 v18, 0, 1, s0
	v_mov_b32_e32 v3, 0
	s_cselect_b32 s0, -1, 0
	s_lshr_b32 s1, s11, 16
	s_add_i32 s5, s5, -1
	v_lshlrev_b32_e32 v18, 9, v18
	s_bfe_i32 s19, s8, 0x80000
	v_cndmask_b32_e32 v43, 0xffffff80, v8, vcc_lo
	v_cmp_ngt_f64_e64 vcc_lo, s[10:11], s[14:15]
	s_mov_b32 s15, 0x406fe000
	v_or_b32_e32 v12, 0x7c00, v18
	v_cvt_f16_i16_e32 v45, s19
	s_min_u32 s6, s6, 32
	global_store_b32 v3, v37, s[12:13] offset:4
	s_and_b32 s21, s8, 0xff
	v_cndmask_b32_e64 v12, s3, v12, s0
	s_and_b32 s0, s1, 0x8000
	s_sext_i32_i16 s1, s19
	s_and_b32 s20, s8, 0xffff
	v_cvt_f32_i32_e32 v31, s1
	v_or_b32_e32 v44, s0, v12
	s_xor_b32 s0, s8, s9
	v_cvt_f64_i32_e32 v[22:23], s1
	s_ashr_i32 s0, s0, 31
	v_cvt_f64_u32_e32 v[24:25], s21
	v_cvt_f32_f16_e32 v46, v44
	s_add_i32 s0, s0, 32
	v_cvt_i16_f16_e32 v49, v44
	s_min_u32 s4, s5, s0
	s_clause 0x2
	global_store_b16 v3, v44, s[12:13] offset:4
	global_store_b16 v3, v42, s[12:13] offset:6
	global_store_b32 v3, v46, s[12:13] offset:16
	v_cvt_i32_f32_e32 v47, v46
	v_cmp_le_f32_e64 s0, 0xc3000000, v46
	v_cvt_u32_f32_e32 v26, v46
	v_cmp_nlt_f32_e64 s1, 0x42fe0000, v46
	s_lshl_b64 s[2:3], s[8:9], s4
	v_lshlrev_b16 v35, 8, v49
	v_cndmask_b32_e64 v27, 0xffffff80, v47, s0
	v_cmp_nle_f32_e64 s0, 0, v46
	s_min_u32 s2, s2, 1
	v_and_b32_e32 v50, 0xff, v49
	s_or_b32 s2, s3, s2
	v_cvt_f64_f32_e32 v[18:19], v46
	v_cndmask_b32_e64 v48, v26, 0, s0
	v_cndmask_b32_e64 v26, 0x7f, v27, s1
	v_cmp_nlt_f32_e64 s1, 0x437f0000, v46
	v_cvt_f64_u32_e32 v[12:13], s20
	v_add_f64 v[28:29], v[28:29], v[6:7]
	v_cvt_u16_f16_e32 v44, v44
	s_clause 0x8
	global_store_b128 v3, v[18:21], s[12:13] offset:40
	global_store_b64 v3, v[33:34], s[12:13] offset:36
	global_store_b16 v3, v45, s[12:13] offset:26
	global_store_b64 v3, v[31:32], s[12:13] offset:60
	global_store_b16 v3, v30, s[12:13] offset:38
	global_store_b16 v3, v2, s[12:13] offset:40
	global_store_b16 v3, v40, s[12:13] offset:14
	global_store_b16 v3, v41, s[12:13] offset:16
	global_store_b16 v3, v36, s[12:13] offset:28
	v_cndmask_b32_e64 v27, 0xff, v48, s1
	v_cmp_u_f32_e64 s1, v46, v46
	v_cndmask_b32_e64 v40, v9, 0, s26
	v_cvt_f32_u32_e32 v2, s8
	s_clause 0x1
	global_store_b128 v3, v[22:25], s[12:13] offset:136
	global_store_b128 v3, v[10:13], s[12:13] offset:184
	v_cndmask_b32_e64 v26, v26, 0, s1
	v_lshlrev_b16 v51, 8, v27
	v_cvt_f16_f32_e32 v2, v2
	v_cvt_f32_u32_e32 v19, s8
	v_cvt_f16_f32_e32 v13, s8
	v_and_b32_e32 v52, 0xff, v26
	v_add_f64 v[26:27], v[0:1], v[6:7]
	v_cvt_f32_i32_e32 v0, s2
	s_sub_i32 s2, 32, s4
	v_or_b32_e32 v1, v50, v35
	s_lshl_b64 s[4:5], s[8:9], s6
	v_or_b32_e32 v50, v52, v51
	v_ldexp_f32 v35, v0, s2
	v_cmp_ngt_f64_e64 s2, s[10:11], s[14:15]
	s_mov_b32 s15, 0xc0e00000
	s_min_u32 s16, s4, 1
	v_cmp_ge_f64_e64 s3, s[10:11], s[14:15]
	s_mov_b32 s15, 0x40dfffc0
	v_and_b32_e32 v0, 0xffff, v1
	v_lshlrev_b32_e32 v1, 16, v50
	v_and_b32_e64 v51, s8, 1
	v_cvt_f16_f32_e32 v42, v35
	s_delay_alu instid0(VALU_DEP_3)
	v_or_b32_e32 v50, v0, v1
	v_cvt_f32_i32_e32 v0, s18
	v_cvt_f32_u32_e32 v1, s20
	v_cndmask_b32_e64 v24, 0xff, v40, s2
	v_cmp_u_f64_e64 s2, s[10:11], s[10:11]
	v_cndmask_b32_e64 v41, 0xffff8000, v8, s3
	v_cmp_ngt_f64_e64 s3, s[10:11], s[14:15]
	s_mov_b32 s15, 0x40efffe0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ngt_f64_e64 s4, s[10:11], s[14:15]
	v_cndmask_b32_e64 v45, -1, v40, s4
	s_or_b32 s4, s5, s16
	s_mov_b32 s16, -1
	v_cvt_f32_u32_e32 v18, s4
	s_sub_i32 s4, 32, s6
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_ldexp_f32 v36, v18, s4
	v_cmp_le_f32_e64 s4, 0xc7000000, v46
	v_cvt_f32_i32_e32 v18, s8
	s_clause 0x2
	global_store_b16 v3, v2, s[12:13] offset:52
	global_store_b128 v3, v[14:17], s[12:13] offset:88
	global_store_b64 v3, v[18:19], s[12:13] offset:108
	v_cvt_f16_f32_e32 v10, v36
	s_clause 0x1
	global_store_b64 v3, v[0:1], s[12:13] offset:84
	global_store_b16 v3, v10, s[12:13] offset:64
	v_cndmask_b32_e64 v0, 0xffff8000, v47, s4
	v_trunc_f32_e32 v14, v46
	v_cmp_nlt_f32_e64 s4, 0x46fffe00, v46
	v_trunc_f64_e32 v[10:11], s[10:11]
	s_clause 0x2
	global_store_b128 v3, v[4:7], s[12:13] offset:232
	global_store_b128 v3, v[26:29], s[12:13] offset:280
	global_store_b32 v3, v50, s[12:13] offset:37
	v_cvt_i32_f32_e32 v4, v46
	v_mul_f32_e64 v1, 0x2f800000, |v14|
	v_cndmask_b32_e64 v0, 0x7fff, v0, s4
	v_cmp_le_f32_e64 s4, 0xcf000000, v46
	v_readfirstlane_b32 s5, v14
	v_cvt_u32_f32_e32 v5, v46
	v_cvt_f16_i16_e32 v15, s7
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v2, 0x80000000, v47, s4
	v_cndmask_b32_e64 v47, v0, 0, s1
	v_floor_f32_e32 v0, v1
	v_cmp_nlt_f32_e64 s4, 0x4effffff, v46
	s_ashr_i32 s22, s5, 31
	v_pack_b32_f16 v34, v30, v15
	s_mov_b32 s23, s22
	v_cvt_u32_f32_e32 v12, v0
	v_cndmask_b32_e64 v1, 0x7fffffff, v2, s4
	v_cmp_nlt_f32_e64 s4, 0x477fff00, v46
	v_fma_f32 v2, 0xcf800000, v0, |v14|
	v_mov_b32_e32 v0, v4
	v_readfirstlane_b32 s5, v12
	v_cndmask_b32_e64 v6, v1, 0, s1
	v_cndmask_b32_e64 v50, -1, v48, s4
	v_cmp_nlt_f32_e64 s4, 0x4f7fffff, v46
	v_cvt_u32_f32_e32 v2, v2
	v_ashrrev_i32_e32 v1, 31, v4
	v_cvt_f16_f32_e32 v12, s9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v7, -1, v48, s4
	v_readfirstlane_b32 s4, v2
	v_mov_b32_e32 v2, v5
	s_delay_alu instid0(VALU_DEP_4)
	v_pack_b32_f16 v33, v13, v12
	v_cvt_i32_f32_e32 v12, v37
	v_cvt_u32_f32_e32 v13, v37
	s_xor_b64 s[24:25], s[4:5], s[22:23]
	v_cmp_nle_f32_e64 s4, 0xdf000000, v46
	v_cmp_lt_f32_e64 s5, 0x5effffff, v46
	s_sub_u32 s17, s24, s22
	s_subb_u32 s6, s25, s22
	global_store_b128 v3, v[0:3], s[12:13] offset:392
	s_and_b32 s15, s4, exec_lo
	s_mov_b32 s15, 0xc1e00000
	s_cselect_b32 s22, 0x80000000, s6
	s_and_b32 s6, s5, exec_lo
	v_cmp_ge_f64_e64 s6, s[10:11], s[14:15]
	s_mov_b32 s15, 0x3df00000
	v_mul_f32_e32 v2, 0x2f800000, v14
	v_mul_f64 v[0:1], v[10:11], s[14:15]
	s_cselect_b32 s15, 0x7fffffff, s22
	s_and_b32 s22, s1, exec_lo
	s_cselect_b32 s15, 0, s15
	s_and_b32 s4, s4, exec_lo
	s_cselect_b32 s4, 0, s17
	s_and_b32 s5, s5, exec_lo
	s_cselect_b32 s17, -1, s4
	v_cmp_le_f32_e64 s4, 0xc3000000, v37
	v_floor_f32_e32 v2, v2
	v_cmp_nlt_f32_e64 s5, 0x42fe0000, v37
	s_and_b32 s1, s1, exec_lo
	v_lshlrev_b16 v20, 8, v12
	v_cndmask_b32_e64 v16, 0xffffff80, v12, s4
	v_cmp_nle_f32_e64 s4, 0, v37
	v_cvt_u32_f32_e32 v15, v2
	v_fmac_f32_e32 v14, 0xcf800000, v2
	s_cselect_b32 s1, 0, s17
	v_cndmask_b32_e64 v16, 0x7f, v16, s5
	v_cndmask_b32_e64 v2, v13, 0, s4
	v_cmp_nlt_f32_e64 s5, 0x437f0000, v37
	v_cvt_u32_f32_e32 v14, v14
	v_cndmask_b32_e64 v15, v15, 0, s0
	v_and_b32_e32 v21, 0xff, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v17, 0xff, v2, s5
	v_cmp_u_f32_e64 s5, v37, v37
	v_cndmask_b32_e64 v14, v14, 0, s0
	v_cmp_lt_f32_e64 s0, 0x5f7fffff, v46
	v_lshlrev_b16 v17, 8, v17
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v16, v16, 0, s5
	v_cndmask_b32_e64 v19, v15, -1, s0
	v_cndmask_b32_e64 v18, v14, -1, s0
	v_cmp_le_f32_e64 s0, 0xc7000000, v37
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v16, 0xff, v16
	v_floor_f64_e32 v[0:1], v[0:1]
	v_or_b32_e32 v14, v16, v17
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v16, 0xffff8000, v12, s0
	v_cmp_nlt_f32_e64 s0, 0x46fffe00, v37
	v_dual_mov_b32 v17, s15 :: v_dual_lshlrev_b32 v14, 16, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v22, 0x7fff, v16, s0
	v_mov_b32_e32 v16, s1
	v_or_b32_e32 v15, v21, v20
	v_trunc_f32_e32 v20, v37
	v_cmp_nlt_f32_e64 s0, 0x477fff00, v37
	v_and_b32_e32 v15, 0xffff, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_readfirstlane_b32 s15, v20
	v_mul_f32_e64 v21, 0x2f800000, |v20|
	v_mul_f32_e32 v23, 0x2f800000, v20
	s_ashr_i32 s22, s15, 31
	s_mov_b32 s15, 0xc1f00000
	s_delay_alu instid0(VALU_DEP_2)
	v_floor_f32_e32 v21, v21
	s_mov_b32 s23, s22
	v_fma_f64 v[10:11], v[0:1], s[14:15], v[10:11]
	v_cvt_i32_f64_e32 v25, v[0:1]
	v_cvt_u32_f64_e32 v27, v[0:1]
	v_cndmask_b32_e32 v1, 0x7f, v43, vcc_lo
	v_or_b32_e32 v26, v15, v14
	v_cndmask_b32_e64 v14, v22, 0, s5
	v_cndmask_b32_e64 v15, -1, v2, s0
	v_fma_f32 v22, 0xcf800000, v21, |v20|
	v_cmp_le_f32_e64 s0, 0xcf000000, v37
	s_clause 0x2
	global_store_b16 v3, v12, s[12:13] offset:114
	global_store_b16 v3, v13, s[12:13] offset:116
	global_store_b16 v3, v14, s[12:13] offset:118
	v_cvt_u32_f32_e32 v21, v21
	global_store_b16 v3, v15, s[12:13] offset:120
	v_cvt_u32_f32_e32 v22, v22
	v_cndmask_b32_e64 v14, 0x80000000, v12, s0
	v_cmp_nlt_f32_e64 s0, 0x4effffff, v37
	v_readfirstlane_b32 s1, v21
	v_floor_f32_e32 v21, v23
	v_cmp_lt_f32_e32 vcc_lo, 0x5f7fffff, v37
	v_cndmask_b32_e64 v1, v1, 0, s2
	v_cndmask_b32_e64 v14, 0x7fffffff, v14, s0
	v_readfirstlane_b32 s0, v22
	v_fmac_f32_e32 v20, 0xcf800000, v21
	v_cvt_u32_f32_e32 v23, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v14, v14, 0, s5
	s_xor_b64 s[0:1], s[0:1], s[22:23]
	s_delay_alu instid0(VALU_DEP_3)
	v_cvt_u32_f32_e32 v22, v20
	s_sub_u32 s17, s0, s22
	v_cmp_nle_f32_e64 s0, 0xdf000000, v37
	s_subb_u32 s22, s1, s22
	v_cmp_lt_f32_e64 s1, 0x5effffff, v37
	v_mov_b32_e32 v21, s22
	v_cndmask_b32_e64 v0, v23, 0, s4
	s_and_b32 s15, s0, exec_lo
	s_cselect_b32 s15, 0x80000000, s22
	s_and_b32 s22, s1, exec_lo
	s_cselect_b32 s15, 0x7fffffff, s15
	s_and_b32 s22, s5, exec_lo
	s_cselect_b32 s15, 0, s15
	s_and_b32 s0, s0, exec_lo
	v_cndmask_b32_e64 v15, v22, 0, s4
	s_cselect_b32 s0, 0, s17
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s0, -1, s0
	s_and_b32 s1, s5, exec_lo
	s_cselect_b32 s0, 0, s0
	v_cndmask_b32_e64 v31, v0, -1, vcc_lo
	v_cndmask_b32_e64 v30, v15, -1, vcc_lo
	v_lshlrev_b16 v0, 8, v24
	v_dual_mov_b32 v28, s0 :: v_dual_and_b32 v1, 0xff, v1
	v_lshlrev_b16 v15, 8, v8
	v_cvt_u32_f64_e32 v24, v[10:11]
	v_and_b32_e32 v43, 0xff, v8
	v_cmp_nlt_f32_e32 vcc_lo, 0x4f7fffff, v37
	s_mov_b32 s0, 0xffc00000
	s_mov_b32 s1, 0x41dfffff
	v_or_b32_e32 v0, v1, v0
	v_or_b32_e32 v1, v43, v15
	v_cndmask_b32_e32 v15, -1, v2, vcc_lo
	v_cmp_ngt_f64_e64 vcc_lo, s[10:11], s[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v29, s15 :: v_dual_lshlrev_b32 v0, 16, v0
	v_and_b32_e32 v1, 0xffff, v1
	s_mov_b32 s15, 0xc3e00000
	s_mov_b32 s0, 0xffe00000
	v_cmp_nge_f64_e64 s4, s[10:11], s[14:15]
	s_mov_b32 s1, 0x41efffff
	v_or_b32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0x80000000, v8, s6
	v_mov_b32_e32 v20, s17
	s_mov_b32 s17, 0x43dfffff
	v_cndmask_b32_e64 v2, 0x7fff, v41, s3
	v_cmp_gt_f64_e64 s5, s[10:11], s[16:17]
	s_mov_b32 s17, 0x43efffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e64 s14, s[10:11], s[16:17]
	v_cndmask_b32_e32 v1, 0x7fffffff, v1, vcc_lo
	v_cmp_ngt_f64_e64 vcc_lo, s[10:11], s[0:1]
	s_sext_i32_i8 s0, s8
	v_cndmask_b32_e64 v10, v1, 0, s2
	v_cndmask_b32_e64 v43, v25, 0x80000000, s4
	v_mov_b32_e32 v1, s0
	s_clause 0x4
	global_store_b128 v3, v[20:23], s[12:13] offset:520
	global_store_b128 v3, v[28:31], s[12:13] offset:536
	global_store_b16 v3, v39, s[12:13] offset:50
	global_store_b32 v3, v26, s[12:13] offset:53
	global_store_b32 v3, v0, s[12:13] offset:69
	v_cndmask_b32_e64 v0, v2, 0, s2
	v_mov_b32_e32 v2, s21
	s_clause 0x3
	global_store_b64 v3, v[35:36], s[12:13] offset:132
	global_store_b16 v3, v8, s[12:13] offset:146
	global_store_b16 v3, v9, s[12:13] offset:148
	global_store_b16 v3, v0, s[12:13] offset:150
	v_cndmask_b32_e64 v0, v43, 0x7fffffff, s5
	s_bfe_i64 s[0:1], s[8:9], 0x80000
	v_cndmask_b32_e64 v20, v27, 0, s26
	v_dual_mov_b32 v26, v24 :: v_dual_cndmask_b32 v11, -1, v40
	s_clause 0x1
	global_store_b128 v3, v[12:15], s[12:13] offset:244
	global_store_b128 v3, v[8:11], s[12:13] offset:308
	v_cndmask_b32_e64 v8, v24, 0, s4
	v_cndmask_b32_e64 v9, v0, 0, s2
	s_clause 0x1
	global_store_b128 v3, v[16:19], s[12:13] offset:408
	global_store_b64 v3, v[1:2], s[12:13] offset:348
	v_dual_mov_b32 v0, s0 :: v_dual_mov_b32 v1, s1
	v_cndmask_b32_e64 v8, v8, -1, s5
	v_cndmask_b32_e64 v10, v24, 0, s26
	v_cndmask_b32_e64 v11, v20, -1, s14
	s_bfe_i64 s[0:1], s[8:9], 0x100000
	global_store_b128 v3, v[0:3], s[12:13] offset:712
	v_dual_mov_b32 v1, s18 :: v_dual_mov_b32 v2, s20
	v_cndmask_b32_e64 v8, v8, 0, s2
	v_cndmask_b32_e64 v10, v10, -1, s14
	s_clause 0x1
	global_store_b128 v3, v[24:27], s[12:13] offset:648
	global_store_b128 v3, v[8:11], s[12:13] offset:664
	v_mov_b32_e32 v8, s19
	global_store_b64 v3, v[1:2], s[12:13] offset:364
	v_dual_mov_b32 v1, s1 :: v_dual_mov_b32 v0, s0
	s_bfe_i64 s[0:1], s[8:9], 0x200000
	v_mov_b32_e32 v16, s8
	s_clause 0x2
	global_store_b16 v3, v45, s[12:13] offset:152
	global_store_b16 v3, v8, s[12:13] offset:170
	global_store_b16 v3, v38, s[12:13] offset:172
	v_lshlrev_b16 v17, 8, v51
	global_store_b128 v3, v[0:3], s[12:13] offset:744
	v_dual_mov_b32 v1, s1 :: v_dual_mov_b32 v0, s0
	v_dual_mov_b32 v19, s8 :: v_dual_mov_b32 v2, s8
	s_bfe_i32 s0, s8, 0x10000
	s_and_b32 s1, s8, 1
	v_and_b32_e64 v18, 0xff, s0
	v_dual_mov_b32 v13, s11 :: v_dual_mov_b32 v12, s10
	global_store_b128 v3, v[0:3], s[12:13] offset:760
	v_cvt_i32_f32_e32 v0, s8
	v_or_b32_e32 v17, v18, v17
	v_dual_mov_b32 v1, s0 :: v_dual_mov_b32 v2, s1
	v_cvt_i32_f32_e32 v18, s9
	s_delay_alu instid0(VALU_DEP_4)
	v_and_b32_e32 v0, 0xffff, v0
	s_bfe_i64 s[0:1], s[8:9], 0x10000
	s_clause 0x2
	global_store_b128 v3, v[4:7], s[12:13] offset:180
	global_store_b16 v3, v1, s[12:13] offset:198
	global_store_b64 v3, v[1:2], s[12:13] offset:404
	v_mov_b32_e32 v1, s1
	v_lshl_or_b32 v4, v18, 16, v0
	v_mov_b32_e32 v0, s0
	v_cvt_f32_f16_e32 v15, s7
	v_cvt_f32_f16_e32 v14, s8
	v_cvt_f32_ubyte3_e32 v11, s8
	v_cvt_f32_ubyte2_e32 v10, s8
	v_cvt_f32_ubyte1_e32 v9, s8
	v_mov_b32_e32 v8, v32
	s_clause 0xe
	global_store_b16 v3, v42, s[12:13] offset:62
	global_store_b16 v3, v49, s[12:13] offset:82
	global_store_b16 v3, v44, s[12:13] offset:84
	global_store_b16 v3, v47, s[12:13] offset:86
	global_store_b16 v3, v50, s[12:13] offset:88
	global_store_b16 v3, v17, s[12:13] offset:97
	global_store_b16 v3, v51, s[12:13] offset:200
	global_store_b128 v3, v[0:3], s[12:13] offset:824
	global_store_b64 v3, v[12:13], s[12:13] offset:840
	global_store_b32 v3, v16, s[12:13] offset:424
	global_store_b16 v3, v19, s[12:13] offset:214
	global_store_b64 v3, v[14:15], s[12:13] offset:864
	global_store_b64 v3, v[33:34], s[12:13] offset:436
	global_store_b128 v3, v[8:11], s[12:13] offset:1776
	global_store_b32 v3, v4, s[12:13] offset:448
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel convert_uni
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 53
		.amdhsa_next_free_sgpr 27
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
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3488
; NumSgprs: 29
; NumVgprs: 53
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 29
; NumVGPRsForWavesPerEU: 53
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
      - .name:           uf
        .offset:         24
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 1024
    .name:           convert_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     29
    .sgpr_spill_count: 0
    .symbol:         convert_uni.kd
    .vgpr_count:     53
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
