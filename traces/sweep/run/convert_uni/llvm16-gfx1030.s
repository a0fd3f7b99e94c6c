	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	convert_uni                     ; -- Begin function convert_uni
	.p2align	8
	.type	convert_uni,@function
convert_uni:                            ; @convert_uni
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	s_load_dwordx2 s[12:13], s[4:5], 0x0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0xc0600000
	s_mov_b32 s16, -1
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s18, s8, 16
	s_bitcmp1_b32 s8, 0
	v_cvt_f32_i32_e32 v4, s8
	s_cselect_b32 s0, -1, 0
	s_and_b32 s1, s11, 0x1ff
	s_lshr_b32 s2, s11, 8
	s_or_b32 s1, s1, s10
	s_and_b32 s2, s2, 0xffe
	s_cmp_lg_u32 s1, 0
	v_cndmask_b32_e64 v27, 0, -1.0, s0
	s_cselect_b32 s1, -1, 0
	v_cndmask_b32_e64 v28, 0, 1.0, s0
	v_cndmask_b32_e64 v1, 0, 1, s1
	s_bfe_u32 s1, s11, 0xb0014
	v_cndmask_b32_e64 v17, 0, -1, s0
	s_sub_i32 s3, 0x3f1, s1
	v_cndmask_b32_e64 v18, 0, 1, s0
	v_med3_i32 v13, s3, 0, 13
	v_readfirstlane_b32 s3, v1
	s_addk_i32 s1, 0xfc10
	v_cvt_f32_f64_e32 v6, s[10:11]
	v_cvt_f16_f32_e32 v31, v4
	v_readfirstlane_b32 s4, v13
	s_or_b32 s2, s2, s3
	v_cvt_f32_u32_e32 v15, s8
	s_or_b32 s5, s2, 0x1000
	v_cvt_f64_i32_e32 v[9:10], s8
	s_lshr_b32 s4, s5, s4
	v_cvt_f64_u32_e32 v[11:12], s8
	v_lshlrev_b32_e64 v16, v13, s4
	v_cvt_f16_f32_e32 v32, v15
	v_cvt_f64_i32_e32 v[21:22], s9
	v_cvt_f64_u32_e32 v[23:24], s9
	v_and_b32_e64 v8, 0xff, s8
	v_cmp_ne_u32_e32 vcc_lo, s5, v16
	s_lshl_b32 s5, s1, 12
	v_cvt_f32_i32_e32 v0, s8
	s_or_b32 s5, s2, s5
	v_cvt_f32_u32_e32 v1, s8
	v_cndmask_b32_e64 v16, 0, 1, vcc_lo
	v_cvt_f16_u16_e32 v19, v8
	s_sext_i32_i16 s19, s8
	v_cvt_f16_f32_e32 v26, v6
	global_store_dwordx2 v3, v[0:1], s[12:13] offset:108
	v_readfirstlane_b32 s0, v16
	v_cvt_f64_i32_e32 v[15:16], v17
	v_cvt_f64_u32_e32 v[17:18], v18
	v_cvt_f16_f32_e32 v0, v27
	v_cvt_f64_i32_e32 v[13:14], s19
	s_or_b32 s0, s4, s0
	s_cmp_lt_i32 s1, 1
	global_store_short v3, v19, s[12:13] offset:28
	s_cselect_b32 s0, s0, s5
	global_store_short v3, v0, s[12:13] offset:14
	s_and_b32 s4, s0, 7
	global_store_dword v3, v6, s[12:13] offset:4
	s_cmp_gt_i32 s4, 5
	global_store_dwordx4 v3, v[9:12], s[12:13] offset:232
	s_cselect_b32 s5, -1, 0
	s_cmp_eq_u32 s4, 3
	v_ldexp_f64 v[0:1], v[21:22], 32
	s_cselect_b32 s4, -1, 0
	s_lshr_b32 s0, s0, 2
	s_or_b32 s4, s4, s5
	global_store_short v3, v26, s[12:13] offset:6
	global_store_dwordx4 v3, v[15:18], s[12:13] offset:88
	s_cmp_lg_u32 s4, 0
	v_ldexp_f64 v[29:30], v[23:24], 32
	s_addc_u32 s0, s0, 0
	s_cmp_lt_i32 s1, 31
	v_cvt_f64_f32_e32 v[19:20], v6
	s_cselect_b32 s0, s0, 0x7c00
	s_cmp_lg_u32 s2, 0
	s_flbit_i32 s3, s9
	s_cselect_b32 s2, -1, 0
	s_cmpk_eq_i32 s1, 0x40f
	v_cndmask_b32_e64 v4, 0, 1, s2
	s_cselect_b32 vcc_lo, -1, 0
	s_lshr_b32 s1, s11, 16
	s_bfe_i32 s20, s8, 0x80000
	s_and_b32 s21, s8, 0xffff
	v_lshlrev_b32_e32 v4, 9, v4
	s_and_b32 s22, s8, 0xff
	s_sext_i32_i16 s5, s20
	v_cvt_f64_u32_e32 v[15:16], s21
	v_cvt_f64_u32_e32 v[23:24], s22
	v_or_b32_e32 v4, 0x7c00, v4
	v_cvt_f64_i32_e32 v[21:22], s5
	s_flbit_i32_b32 s6, s9
	s_add_i32 s3, s3, -1
	s_min_u32 s4, s6, 32
	v_cndmask_b32_e32 v4, s0, v4, vcc_lo
	s_and_b32 s0, s1, 0x8000
	s_xor_b32 s1, s8, s9
	v_cvt_f32_ubyte0_e32 v5, s8
	v_cvt_f16_i16_e32 v9, s20
	v_or_b32_e32 v34, s0, v4
	s_ashr_i32 s0, s1, 31
	v_cvt_f32_i32_e32 v4, s5
	s_add_i32 s0, s0, 32
	v_cvt_f32_i32_e32 v25, s19
	v_cvt_f32_f16_e32 v35, v34
	s_min_u32 s6, s3, s0
	v_cvt_f32_u32_e32 v26, s21
	s_lshl_b64 s[2:3], s[8:9], s6
	v_cvt_f16_f32_e32 v33, v28
	v_cvt_f64_f32_e32 v[17:18], v35
	s_min_u32 s2, s2, 1
	s_lshl_b64 s[0:1], s[8:9], s4
	s_or_b32 s2, s3, s2
	global_store_short v3, v9, s[12:13] offset:26
	global_store_dwordx2 v3, v[25:26], s[12:13] offset:84
	v_cvt_f32_i32_e32 v10, s2
	global_store_dwordx2 v3, v[4:5], s[12:13] offset:60
	global_store_short v3, v34, s[12:13] offset:4
	global_store_dword v3, v35, s[12:13] offset:16
	global_store_short v3, v33, s[12:13] offset:16
	global_store_dwordx4 v3, v[13:16], s[12:13] offset:184
	v_cvt_i32_f32_e32 v13, v35
	v_cmp_le_f32_e32 vcc_lo, 0xc3000000, v35
	s_min_u32 s0, s0, 1
	v_cvt_f16_i16_e32 v7, s8
	s_or_b32 s0, s1, s0
	s_sub_i32 s1, 32, s6
	v_cvt_f16_u16_e32 v2, s8
	v_ldexp_f32 v25, v10, s1
	global_store_dwordx4 v3, v[21:24], s[12:13] offset:136
	global_store_dwordx4 v3, v[17:20], s[12:13] offset:40
	global_store_dwordx2 v3, v[27:28], s[12:13] offset:36
	global_store_short v3, v7, s[12:13] offset:38
	global_store_short v3, v2, s[12:13] offset:40
	global_store_short v3, v31, s[12:13] offset:50
	global_store_short v3, v32, s[12:13] offset:52
	v_cvt_f32_u32_e32 v2, s0
	v_add_f64 v[9:10], v[0:1], v[11:12]
	v_cvt_u32_f32_e32 v0, v35
	v_cndmask_b32_e32 v1, 0xffffff80, v13, vcc_lo
	v_cmp_nle_f32_e32 vcc_lo, 0, v35
	v_cmp_nlt_f32_e64 s0, 0x42fe0000, v35
	v_add_f64 v[11:12], v[29:30], v[11:12]
	v_cvt_i16_f16_e32 v15, v34
	s_sub_i32 s1, 32, s4
	v_cndmask_b32_e64 v0, v0, 0, vcc_lo
	v_cndmask_b32_e64 v1, 0x7f, v1, s0
	v_cmp_nlt_f32_e64 s0, 0x437f0000, v35
	v_cvt_f16_f32_e32 v4, v25
	v_ldexp_f32 v26, v2, s1
	v_cmp_le_f32_e64 s1, 0xc7000000, v35
	v_cmp_nge_f64_e64 s23, s[10:11], 0
	v_cndmask_b32_e64 v14, 0xff, v0, s0
	v_cmp_u_f32_e64 s0, v35, v35
	global_store_short v3, v4, s[12:13] offset:62
	v_cndmask_b32_e64 v4, 0xffff8000, v13, s1
	v_cmp_nlt_f32_e64 s1, 0x46fffe00, v35
	v_lshlrev_b16 v2, 8, v14
	v_cndmask_b32_e64 v1, v1, 0, s0
	v_lshlrev_b16 v14, 8, v15
	v_cvt_f16_f32_e32 v16, v26
	global_store_dwordx2 v3, v[25:26], s[12:13] offset:132
	v_or_b32_sdwa v1, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v15, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	global_store_short v3, v16, s[12:13] offset:64
	global_store_dwordx4 v3, v[9:12], s[12:13] offset:280
	v_cvt_u32_f32_e32 v14, v6
	v_or_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cndmask_b32_e64 v2, 0x7fff, v4, s1
	v_trunc_f32_e32 v4, v35
	v_cmp_le_f32_e64 s1, 0xcf000000, v35
	global_store_dword v3, v1, s[12:13] offset:37
	global_store_short v3, v15, s[12:13] offset:82
	v_cvt_u16_f16_e32 v1, v34
	v_mul_f32_e64 v9, 0x2f800000, |v4|
	v_cndmask_b32_e64 v2, v2, 0, s0
	v_cndmask_b32_e64 v10, 0x80000000, v13, s1
	v_cmp_nlt_f32_e64 s1, 0x4effffff, v35
	global_store_short v3, v1, s[12:13] offset:84
	global_store_short v3, v2, s[12:13] offset:86
	v_floor_f32_e32 v1, v9
	v_cvt_i32_f32_e32 v9, v35
	v_cndmask_b32_e64 v2, 0x7fffffff, v10, s1
	v_cmp_nlt_f32_e64 s1, 0x477fff00, v35
	v_cvt_u32_f32_e32 v10, v35
	v_fma_f32 v13, 0xcf800000, v1, |v4|
	v_cndmask_b32_e64 v11, v2, 0, s0
	v_cndmask_b32_e64 v19, -1, v0, s1
	v_cmp_nlt_f32_e64 s1, 0x4f7fffff, v35
	v_cvt_u32_f32_e32 v2, v13
	v_cvt_u32_f32_e32 v13, v1
	v_ashrrev_i32_e32 v1, 31, v9
	v_cndmask_b32_e64 v12, -1, v0, s1
	v_readfirstlane_b32 s1, v4
	v_readfirstlane_b32 s2, v2
	v_readfirstlane_b32 s3, v13
	v_mul_f32_e32 v13, 0x2f800000, v4
	v_mov_b32_e32 v0, v9
	s_ashr_i32 s4, s1, 31
	v_cmp_nle_f32_e64 s1, 0xdf000000, v35
	s_mov_b32 s5, s4
	v_floor_f32_e32 v15, v13
	s_xor_b64 s[6:7], s[2:3], s[4:5]
	v_cmp_lt_f32_e64 s2, 0x5effffff, v35
	s_sub_u32 s3, s6, s4
	s_subb_u32 s4, s7, s4
	s_and_b32 s5, s1, exec_lo
	s_cselect_b32 s4, 0x80000000, s4
	s_and_b32 s5, s2, exec_lo
	s_cselect_b32 s4, 0x7fffffff, s4
	s_and_b32 s5, s0, exec_lo
	s_cselect_b32 s4, 0, s4
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s1, 0, s3
	s_and_b32 s2, s2, exec_lo
	s_cselect_b32 s2, -1, s1
	s_and_b32 s0, s0, exec_lo
	v_cvt_i32_f32_e32 v13, v6
	v_cmp_le_f32_e64 s0, 0xc3000000, v6
	v_cmp_nlt_f32_e64 s1, 0x42fe0000, v6
	v_cvt_u32_f32_e32 v16, v15
	v_fmac_f32_e32 v4, 0xcf800000, v15
	v_lshlrev_b16 v18, 8, v13
	v_cndmask_b32_e64 v17, 0xffffff80, v13, s0
	v_cmp_nle_f32_e64 s0, 0, v6
	v_cndmask_b32_e64 v16, v16, 0, vcc_lo
	v_cvt_u32_f32_e32 v4, v4
	v_or_b32_sdwa v22, v13, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v15, 0x7f, v17, s1
	v_cndmask_b32_e64 v20, v14, 0, s0
	v_cmp_nlt_f32_e64 s1, 0x437f0000, v6
	v_cndmask_b32_e64 v4, v4, 0, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0x5f7fffff, v35
	v_mov_b32_e32 v2, v10
	s_cselect_b32 s2, 0, s2
	v_cndmask_b32_e64 v17, 0xff, v20, s1
	v_cmp_u_f32_e64 s1, v6, v6
	v_cndmask_b32_e64 v18, v16, -1, vcc_lo
	v_mov_b32_e32 v16, s4
	v_cmp_nlt_f32_e64 s6, 0x4f7fffff, v6
	v_lshlrev_b16 v17, 8, v17
	v_cndmask_b32_e64 v15, v15, 0, s1
	v_or_b32_sdwa v21, v15, v17 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v17, v4, -1, vcc_lo
	v_cmp_le_f32_e32 vcc_lo, 0xc7000000, v6
	v_mov_b32_e32 v15, s2
	v_or_b32_sdwa v4, v22, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_short v3, v19, s[12:13] offset:88
	global_store_dwordx4 v3, v[9:12], s[12:13] offset:180
	global_store_dwordx4 v3, v[0:3], s[12:13] offset:392
	global_store_dwordx4 v3, v[15:18], s[12:13] offset:408
	global_store_dword v3, v4, s[12:13] offset:53
	v_cndmask_b32_e32 v0, 0xffff8000, v13, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x46fffe00, v6
	v_cvt_i32_f64_e32 v9, s[10:11]
	v_trunc_f32_e32 v2, v6
	v_cvt_u32_f64_e32 v10, s[10:11]
	v_cndmask_b32_e64 v16, -1, v20, s6
	v_cndmask_b32_e32 v0, 0x7fff, v0, vcc_lo
	v_cmp_le_f32_e32 vcc_lo, 0xcf000000, v6
	v_mul_f32_e64 v4, 0x2f800000, |v2|
	v_readfirstlane_b32 s17, v2
	v_mul_f32_e32 v21, 0x2f800000, v2
	v_cndmask_b32_e64 v0, v0, 0, s1
	v_cndmask_b32_e32 v1, 0x80000000, v13, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x4effffff, v6
	v_floor_f32_e32 v4, v4
	s_ashr_i32 s24, s17, 31
	global_store_short v3, v0, s[12:13] offset:118
	s_mov_b32 s25, s24
	v_cndmask_b32_e32 v1, 0x7fffffff, v1, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x477fff00, v6
	v_fma_f32 v12, 0xcf800000, v4, |v2|
	v_cvt_u32_f32_e32 v4, v4
	global_store_short v3, v14, s[12:13] offset:116
	v_cndmask_b32_e64 v15, v1, 0, s1
	v_cndmask_b32_e32 v11, -1, v20, vcc_lo
	v_cmp_ge_f64_e64 vcc_lo, s[10:11], s[14:15]
	s_mov_b32 s15, 0x405fc000
	v_trunc_f64_e32 v[0:1], s[10:11]
	v_cvt_u32_f32_e32 v12, v12
	v_readfirstlane_b32 s7, v4
	global_store_dwordx4 v3, v[13:16], s[12:13] offset:244
	v_cndmask_b32_e64 v22, v10, 0, s23
	global_store_short v3, v13, s[12:13] offset:114
	v_readfirstlane_b32 s6, v12
	v_floor_f32_e32 v12, v21
	global_store_short v3, v11, s[12:13] offset:120
	s_xor_b64 s[6:7], s[6:7], s[24:25]
	v_fmac_f32_e32 v2, 0xcf800000, v12
	v_cvt_u32_f32_e32 v14, v12
	v_cvt_u32_f32_e32 v13, v2
	v_cndmask_b32_e64 v4, v14, 0, s0
	v_cndmask_b32_e32 v19, 0xffffff80, v9, vcc_lo
	v_cmp_ngt_f64_e64 vcc_lo, s[10:11], s[14:15]
	s_mov_b32 s15, 0x406fe000
	v_cmp_ngt_f64_e64 s2, s[10:11], s[14:15]
	s_mov_b32 s15, 0xc0e00000
	v_cmp_ge_f64_e64 s3, s[10:11], s[14:15]
	s_mov_b32 s15, 0x40dfffc0
	v_cndmask_b32_e32 v2, 0x7f, v19, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0x5f7fffff, v6
	v_cndmask_b32_e64 v15, 0xff, v22, s2
	v_cndmask_b32_e64 v23, 0xffff8000, v9, s3
	v_cmp_ngt_f64_e64 s3, s[10:11], s[14:15]
	s_mov_b32 s15, 0x40efffe0
	v_cmp_ngt_f64_e64 s4, s[10:11], s[14:15]
	s_mov_b32 s15, 0xc1e00000
	v_cmp_ge_f64_e64 s5, s[10:11], s[14:15]
	s_mov_b32 s15, 0x3df00000
	v_mul_f64 v[17:18], v[0:1], s[14:15]
	s_sub_u32 s15, s6, s24
	v_cmp_nle_f32_e64 s6, 0xdf000000, v6
	s_subb_u32 s17, s7, s24
	v_cmp_lt_f32_e64 s7, 0x5effffff, v6
	v_mov_b32_e32 v12, s17
	v_lshlrev_b16 v6, 8, v15
	s_and_b32 s24, s6, exec_lo
	s_cselect_b32 s17, 0x80000000, s17
	s_and_b32 s24, s7, exec_lo
	s_cselect_b32 s17, 0x7fffffff, s17
	s_and_b32 s24, s1, exec_lo
	s_cselect_b32 s17, 0, s17
	s_and_b32 s6, s6, exec_lo
	s_cselect_b32 s6, 0, s15
	s_and_b32 s7, s7, exec_lo
	v_cmp_u_f64_e64 s7, s[10:11], s[10:11]
	v_lshlrev_b16 v15, 8, v9
	s_cselect_b32 s6, -1, s6
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s1, 0, s6
	v_mov_b32_e32 v11, s15
	v_floor_f64_e32 v[20:21], v[17:18]
	v_cndmask_b32_e64 v18, v4, -1, vcc_lo
	v_cndmask_b32_e64 v4, v13, 0, s0
	s_mov_b32 s15, 0xc1f00000
	v_mov_b32_e32 v16, s17
	global_store_dwordx4 v3, v[11:14], s[12:13] offset:520
	s_mov_b32 s17, 0x43dfffff
	v_cndmask_b32_e64 v17, v4, -1, vcc_lo
	v_or_b32_sdwa v4, v9, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v15, s1
	s_mov_b32 s0, 0xffc00000
	s_mov_b32 s1, 0x41dfffff
	v_cmp_ngt_f64_e64 vcc_lo, s[10:11], s[0:1]
	s_mov_b32 s0, 0xffe00000
	s_mov_b32 s1, 0x41efffff
	v_cndmask_b32_e64 v2, v2, 0, s7
	v_or_b32_sdwa v2, v2, v6 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_fma_f64 v[0:1], v[20:21], s[14:15], v[0:1]
	v_cndmask_b32_e64 v6, 0x7fff, v23, s3
	s_mov_b32 s15, 0xc3e00000
	v_cvt_i32_f64_e32 v19, v[20:21]
	v_or_b32_sdwa v2, v4, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_nge_f64_e64 s2, s[10:11], s[14:15]
	v_cndmask_b32_e64 v4, v6, 0, s7
	global_store_dwordx4 v3, v[15:18], s[12:13] offset:536
	global_store_dword v3, v2, s[12:13] offset:69
	global_store_short v3, v9, s[12:13] offset:146
	global_store_short v3, v10, s[12:13] offset:148
	global_store_short v3, v4, s[12:13] offset:150
	v_cndmask_b32_e64 v2, 0x80000000, v9, s5
	v_cmp_gt_f64_e64 s3, s[10:11], s[16:17]
	v_cvt_u32_f64_e32 v21, v[20:21]
	v_cndmask_b32_e64 v4, -1, v22, s4
	s_sext_i32_i8 s4, s8
	v_cndmask_b32_e32 v2, 0x7fffffff, v2, vcc_lo
	v_cmp_ngt_f64_e64 vcc_lo, s[10:11], s[0:1]
	s_mov_b32 s17, 0x43efffff
	s_bfe_i64 s[0:1], s[8:9], 0x80000
	global_store_short v3, v4, s[12:13] offset:152
	v_cndmask_b32_e64 v11, v2, 0, s7
	v_mov_b32_e32 v2, s22
	global_store_short v3, v8, s[12:13] offset:172
	v_cvt_u32_f64_e32 v18, v[0:1]
	v_mov_b32_e32 v1, s4
	v_cmp_gt_f64_e64 s4, s[10:11], s[16:17]
	v_mov_b32_e32 v0, s0
	v_cndmask_b32_e64 v4, v19, 0x80000000, s2
	global_store_dwordx2 v3, v[1:2], s[12:13] offset:348
	v_mov_b32_e32 v1, s1
	s_bfe_i64 s[0:1], s[8:9], 0x100000
	v_cndmask_b32_e64 v4, v4, 0x7fffffff, s3
	v_cndmask_b32_e64 v6, v21, 0, s23
	global_store_dwordx4 v3, v[0:3], s[12:13] offset:712
	v_mov_b32_e32 v1, s19
	v_mov_b32_e32 v2, s21
	v_cndmask_b32_e32 v12, -1, v22, vcc_lo
	v_mov_b32_e32 v0, s0
	global_store_dwordx2 v3, v[1:2], s[12:13] offset:364
	global_store_dwordx4 v3, v[9:12], s[12:13] offset:308
	v_cndmask_b32_e64 v10, v4, 0, s7
	v_cndmask_b32_e64 v9, v18, 0, s2
	v_mov_b32_e32 v1, s1
	s_bfe_i64 s[0:1], s[8:9], 0x200000
	v_cndmask_b32_e64 v11, v18, 0, s23
	v_cndmask_b32_e64 v12, v6, -1, s4
	v_cndmask_b32_e64 v4, v9, -1, s3
	global_store_dwordx4 v3, v[0:3], s[12:13] offset:744
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v9, v4, 0, s7
	v_and_b32_e64 v4, s8, 1
	v_mov_b32_e32 v6, s20
	s_bfe_i32 s0, s8, 0x10000
	global_store_dwordx4 v3, v[0:3], s[12:13] offset:760
	s_and_b32 s1, s8, 1
	v_lshlrev_b16 v0, 8, v4
	v_mov_b32_e32 v1, s0
	v_mov_b32_e32 v2, s1
	v_cndmask_b32_e64 v11, v11, -1, s4
	global_store_short v3, v6, s[12:13] offset:170
	v_or_b32_sdwa v6, s0, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	s_bfe_i64 s[0:1], s[8:9], 0x10000
	v_mov_b32_e32 v20, v18
	global_store_short v3, v1, s[12:13] offset:198
	global_store_dwordx2 v3, v[1:2], s[12:13] offset:404
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	global_store_dwordx4 v3, v[9:12], s[12:13] offset:664
	v_mov_b32_e32 v8, s10
	v_mov_b32_e32 v9, s11
	v_mov_b32_e32 v10, s8
	global_store_dwordx4 v3, v[18:21], s[12:13] offset:648
	global_store_short v3, v6, s[12:13] offset:97
	global_store_short v3, v4, s[12:13] offset:200
	global_store_dwordx4 v3, v[0:3], s[12:13] offset:824
	global_store_dwordx2 v3, v[8:9], s[12:13] offset:840
	global_store_dword v3, v10, s[12:13] offset:424
	v_cvt_f16_f32_e32 v4, s9
	v_cvt_f16_f32_e32 v6, s8
	v_cvt_i32_f32_e32 v11, s8
	v_cvt_f16_i16_e32 v8, s18
	v_mov_b32_e32 v2, s8
	v_cvt_f32_f16_e32 v1, s18
	v_pack_b32_f16 v9, v6, v4
	v_cvt_i32_f32_e32 v4, s9
	v_and_b32_e32 v11, 0xffff, v11
	v_cvt_f32_f16_e32 v0, s8
	v_pack_b32_f16 v10, v7, v8
	v_cvt_f32_ubyte3_e32 v8, s8
	v_cvt_f32_ubyte2_e32 v7, s8
	v_cvt_f32_ubyte1_e32 v6, s8
	v_lshl_or_b32 v4, v4, 16, v11
	global_store_short v3, v2, s[12:13] offset:214
	global_store_dwordx2 v3, v[0:1], s[12:13] offset:864
	global_store_dwordx2 v3, v[9:10], s[12:13] offset:436
	global_store_dwordx4 v3, v[5:8], s[12:13] offset:1776
	global_store_dword v3, v4, s[12:13] offset:448
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel convert_uni
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 36
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
	.size	convert_uni, .Lfunc_end0-convert_uni
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3272
; NumSgprs: 28
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 36
; Occupancy: 16
; WaveLimiterHint : 1
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
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         convert_uni.kd
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
