	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	convert_uni                     ; -- Begin function convert_uni
	.p2align	8
	.type	convert_uni,@function
convert_uni:                            ; @convert_uni
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[20:23], s[4:5], 0x10
	s_load_dwordx2 s[18:19], s[4:5], 0x0
	s_mov_b32 s24, 0
	s_mov_b32 s25, 0xc0600000
	s_mov_b32 s26, -1
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s28, s20, 16
	s_bitcmp1_b32 s20, 0
	s_sext_i32_i16 s30, s20
	s_cselect_b64 s[0:1], -1, 0
	s_and_b32 s2, s23, 0x1ff
	s_lshr_b32 s3, s23, 8
	s_or_b32 s2, s2, s22
	s_and_b32 s6, s3, 0xffe
	s_cmp_lg_u32 s2, 0
	v_cndmask_b32_e64 v2, 0, -1, s[0:1]
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v3, 0, 1, s[0:1]
	v_cndmask_b32_e64 v0, 0, 1, s[2:3]
	s_bfe_u32 s2, s23, 0xb0014
	v_cvt_f32_f64_e32 v7, s[22:23]
	s_sub_i32 s3, 0x3f1, s2
	s_add_i32 s9, s2, 0xfffffc10
	v_med3_i32 v1, s3, 0, 13
	v_readfirstlane_b32 s3, v0
	v_cvt_f64_i32_e32 v[13:14], v2
	v_cvt_f64_u32_e32 v[15:16], v3
	v_cvt_f64_i32_e32 v[9:10], s30
	v_readfirstlane_b32 s7, v1
	s_or_b32 s8, s6, s3
	v_mov_b32_e32 v3, 0
	s_or_b32 s3, s8, 0x1000
	v_and_b32_e64 v8, 0xff, s20
	s_lshr_b32 s6, s3, s7
	v_cvt_f32_u32_e32 v2, s20
	v_lshlrev_b32_e64 v0, v1, s6
	v_cvt_f32_i32_e32 v4, s20
	v_cvt_f32_ubyte0_e32 v5, s20
	v_cvt_f16_i16_e32 v6, s20
	v_cvt_f16_u16_e32 v27, s20
	v_cmp_ne_u32_e32 vcc, s3, v0
	s_lshl_b32 s3, s9, 12
	v_cvt_f64_f32_e32 v[23:24], v7
	s_or_b32 s3, s8, s3
	v_cmp_nge_f64_e64 s[34:35], s[22:23], 0
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_cmp_nlt_f32_e64 s[16:17], 0x477fff00, v7
	global_store_dwordx4 v3, v[13:16], s[18:19] offset:88
	v_cvt_f64_i32_e32 v[13:14], s21
	v_readfirstlane_b32 s2, v0
	v_cvt_f64_u32_e32 v[15:16], s21
	s_or_b32 s2, s6, s2
	s_cmp_lt_i32 s9, 1
	s_cselect_b32 s10, s2, s3
	s_and_b32 s6, s10, 7
	s_cmp_gt_i32 s6, 5
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u32 s6, 3
	s_cselect_b64 s[6:7], -1, 0
	s_or_b64 s[2:3], s[6:7], s[2:3]
	s_lshr_b32 s6, s10, 2
	s_cmp_lg_u64 s[2:3], 0
	s_addc_u32 s2, s6, 0
	s_cmp_lt_i32 s9, 31
	s_cselect_b32 s6, s2, 0x7c00
	s_cmp_lg_u32 s8, 0
	s_cselect_b64 s[2:3], -1, 0
	s_cmpk_eq_i32 s9, 0x40f
	v_cndmask_b32_e64 v0, 0, 1, s[2:3]
	s_cselect_b64 vcc, -1, 0
	s_and_b32 s31, s20, 0xffff
	s_lshr_b32 s2, s23, 16
	v_cvt_f64_u32_e32 v[11:12], s31
	v_lshlrev_b32_e32 v1, 9, v0
	s_and_b32 s2, s2, 0x8000
	s_bfe_i32 s29, s20, 0x80000
	s_and_b32 s33, s20, 0xff
	s_sext_i32_i16 s4, s29
	v_or_b32_e32 v1, 0x7c00, v1
	v_cvt_f64_u32_e32 v[19:20], s33
	v_cvt_f64_i32_e32 v[17:18], s4
	v_cndmask_b32_e64 v0, 0, -1.0, s[0:1]
	s_flbit_i32_b32 s3, s21
	v_cndmask_b32_e32 v1, s6, v1, vcc
	s_min_u32 s5, s3, 32
	v_or_b32_e32 v25, s2, v1
	v_cvt_f32_i32_e32 v1, s20
	s_flbit_i32 s2, s21
	s_add_i32 s2, s2, -1
	v_cvt_f32_f16_e32 v26, v25
	global_store_dwordx4 v3, v[9:12], s[18:19] offset:184
	v_cvt_f64_i32_e32 v[9:10], s20
	v_cvt_f64_u32_e32 v[11:12], s20
	global_store_dwordx2 v3, v[1:2], s[18:19] offset:108
	v_cvt_f64_f32_e32 v[21:22], v26
	v_cvt_f16_u16_e32 v2, v8
	v_cndmask_b32_e64 v1, 0, 1.0, s[0:1]
	s_xor_b32 s0, s20, s21
	global_store_dwordx4 v3, v[17:20], s[18:19] offset:136
	v_cvt_f16_f32_e32 v19, v0
	global_store_short v3, v2, s[18:19] offset:28
	v_cvt_f16_f32_e32 v20, v4
	v_cvt_f16_f32_e32 v4, v7
	s_ashr_i32 s0, s0, 31
	global_store_short v3, v19, s[18:19] offset:14
	v_cvt_f32_u32_e32 v18, s20
	s_add_i32 s0, s0, 32
	v_cvt_f32_i32_e32 v17, s30
	s_min_u32 s6, s2, s0
	v_cvt_f16_f32_e32 v2, v1
	s_lshl_b64 s[0:1], s[20:21], s6
	s_lshl_b64 s[2:3], s[20:21], s5
	s_min_u32 s0, s0, 1
	v_cmp_le_f32_e32 vcc, 0xc3000000, v26
	s_or_b32 s0, s1, s0
	s_min_u32 s2, s2, 1
	global_store_dwordx4 v3, v[21:24], s[18:19] offset:40
	global_store_dword v3, v7, s[18:19] offset:4
	global_store_dwordx4 v3, v[9:12], s[18:19] offset:232
	v_ldexp_f64 v[9:10], v[13:14], 32
	v_ldexp_f64 v[13:14], v[15:16], 32
	global_store_short v3, v4, s[18:19] offset:6
	v_cvt_f16_i16_e32 v4, s29
	v_cvt_f16_f32_e32 v21, v18
	v_cvt_f32_u32_e32 v18, s31
	v_cvt_f32_i32_e32 v15, s0
	s_or_b32 s0, s3, s2
	global_store_short v3, v4, s[18:19] offset:26
	v_cvt_f32_i32_e32 v4, s4
	global_store_dwordx2 v3, v[17:18], s[18:19] offset:84
	global_store_dwordx2 v3, v[4:5], s[18:19] offset:60
	global_store_short v3, v25, s[18:19] offset:4
	global_store_dword v3, v26, s[18:19] offset:16
	global_store_short v3, v2, s[18:19] offset:16
	global_store_dwordx2 v3, v[0:1], s[18:19] offset:36
	global_store_short v3, v6, s[18:19] offset:38
	global_store_short v3, v27, s[18:19] offset:40
	global_store_short v3, v20, s[18:19] offset:50
	global_store_short v3, v21, s[18:19] offset:52
	v_cvt_i32_f32_e32 v1, v26
	s_sub_i32 s1, 32, s6
	v_cvt_f32_u32_e32 v0, s0
	v_ldexp_f32 v15, v15, s1
	v_cvt_u32_f32_e32 v4, v26
	v_cmp_nle_f32_e64 s[0:1], 0, v26
	v_add_f64 v[9:10], v[9:10], v[11:12]
	v_add_f64 v[11:12], v[13:14], v[11:12]
	v_cndmask_b32_e32 v13, 0xffffff80, v1, vcc
	v_cmp_nlt_f32_e32 vcc, 0x42fe0000, v26
	v_cndmask_b32_e64 v4, v4, 0, s[0:1]
	v_cvt_i16_f16_e32 v17, v25
	s_sub_i32 s2, 32, s5
	v_cvt_f16_f32_e32 v2, v15
	v_cndmask_b32_e32 v13, 0x7f, v13, vcc
	v_cmp_nlt_f32_e32 vcc, 0x437f0000, v26
	v_ldexp_f32 v16, v0, s2
	v_cmp_le_f32_e64 s[2:3], 0xc7000000, v26
	global_store_short v3, v2, s[18:19] offset:62
	v_trunc_f32_e32 v19, v7
	v_cndmask_b32_e32 v14, 0xff, v4, vcc
	v_cmp_u_f32_e32 vcc, v26, v26
	v_cvt_f16_f32_e32 v18, v16
	global_store_dwordx2 v3, v[15:16], s[18:19] offset:132
	v_readfirstlane_b32 s14, v19
	v_cndmask_b32_e64 v0, v13, 0, vcc
	v_lshlrev_b16 v13, 8, v14
	v_lshlrev_b16 v14, 8, v17
	global_store_short v3, v18, s[18:19] offset:64
	global_store_dwordx4 v3, v[9:12], s[18:19] offset:280
	v_cvt_u32_f32_e32 v10, v26
	v_or_b32_sdwa v0, v0, v13 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v17, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v13, 0xffff8000, v1, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], 0x46fffe00, v26
	v_or_b32_sdwa v0, v2, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dword v3, v0, s[18:19] offset:37
	global_store_short v3, v17, s[18:19] offset:82
	v_cndmask_b32_e64 v2, 0x7fff, v13, s[2:3]
	v_trunc_f32_e32 v13, v26
	v_cmp_le_f32_e64 s[2:3], 0xcf000000, v26
	v_cvt_u16_f16_e32 v0, v25
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_mul_f32_e64 v9, 0x2f800000, |v13|
	v_cndmask_b32_e64 v1, 0x80000000, v1, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], 0x4effffff, v26
	global_store_short v3, v0, s[18:19] offset:84
	global_store_short v3, v2, s[18:19] offset:86
	v_floor_f32_e32 v0, v9
	v_cvt_i32_f32_e32 v9, v26
	v_cndmask_b32_e64 v1, 0x7fffffff, v1, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], 0x477fff00, v26
	v_fma_f32 v14, 0xcf800000, v0, |v13|
	v_cvt_u32_f32_e32 v0, v0
	v_cndmask_b32_e64 v11, v1, 0, vcc
	v_cndmask_b32_e64 v2, -1, v4, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], 0x4f7fffff, v26
	v_cvt_u32_f32_e32 v1, v14
	v_readfirstlane_b32 s5, v0
	v_mul_f32_e32 v0, 0x2f800000, v13
	v_cndmask_b32_e64 v12, -1, v4, s[2:3]
	v_readfirstlane_b32 s2, v13
	v_readfirstlane_b32 s4, v1
	global_store_short v3, v2, s[18:19] offset:88
	global_store_dwordx4 v3, v[9:12], s[18:19] offset:180
	v_floor_f32_e32 v0, v0
	s_ashr_i32 s6, s2, 31
	v_cmp_nle_f32_e64 s[2:3], 0xdf000000, v26
	s_mov_b32 s7, s6
	v_cvt_i32_f32_e32 v11, v7
	s_xor_b64 s[8:9], s[4:5], s[6:7]
	v_cmp_lt_f32_e64 s[4:5], 0x5effffff, v26
	s_sub_u32 s8, s8, s6
	s_subb_u32 s9, s9, s6
	s_and_b64 s[6:7], s[2:3], exec
	s_cselect_b32 s9, 0x80000000, s9
	s_and_b64 s[6:7], s[4:5], exec
	s_cselect_b32 s9, 0x7fffffff, s9
	s_and_b64 s[6:7], vcc, exec
	s_cselect_b32 s6, 0, s9
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s7, 0, s8
	s_and_b64 s[2:3], s[4:5], exec
	s_cselect_b32 s4, -1, s7
	s_and_b64 s[2:3], vcc, exec
	v_cmp_le_f32_e32 vcc, 0xc3000000, v7
	v_cvt_u32_f32_e32 v2, v0
	v_cvt_u32_f32_e32 v12, v7
	v_fmac_f32_e32 v13, 0xcf800000, v0
	v_cmp_nlt_f32_e64 s[2:3], 0x42fe0000, v7
	v_cndmask_b32_e32 v0, 0xffffff80, v11, vcc
	v_cmp_nle_f32_e32 vcc, 0, v7
	v_cndmask_b32_e64 v2, v2, 0, s[0:1]
	v_cvt_u32_f32_e32 v13, v13
	v_lshlrev_b16 v15, 8, v11
	v_cndmask_b32_e64 v0, 0x7f, v0, s[2:3]
	v_cndmask_b32_e64 v4, v12, 0, vcc
	v_cmp_nlt_f32_e64 s[2:3], 0x437f0000, v7
	v_cndmask_b32_e64 v13, v13, 0, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v7, v7
	s_cselect_b32 s4, 0, s4
	v_ashrrev_i32_e32 v1, 31, v9
	v_cndmask_b32_e64 v14, 0xff, v4, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], 0x5f7fffff, v26
	v_cndmask_b32_e64 v0, v0, 0, s[0:1]
	s_ashr_i32 s14, s14, 31
	v_lshlrev_b16 v14, 8, v14
	v_cndmask_b32_e64 v16, v2, -1, s[2:3]
	v_or_b32_sdwa v2, v11, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v15, v13, -1, s[2:3]
	v_mov_b32_e32 v13, s4
	v_or_b32_sdwa v0, v0, v14 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v14, s6
	v_cmp_le_f32_e64 s[2:3], 0xc7000000, v7
	s_mov_b32 s15, s14
	v_or_b32_sdwa v17, v2, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dwordx4 v3, v[13:16], s[18:19] offset:408
	global_store_dword v3, v17, s[18:19] offset:53
	v_cndmask_b32_e64 v13, 0xffff8000, v11, s[2:3]
	v_cmp_le_f32_e64 s[2:3], 0xcf000000, v7
	v_mov_b32_e32 v0, v9
	v_mul_f32_e64 v9, 0x2f800000, |v19|
	v_mov_b32_e32 v2, v10
	v_cvt_u32_f64_e32 v10, s[22:23]
	v_cndmask_b32_e64 v14, 0x80000000, v11, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], 0x46fffe00, v7
	v_floor_f32_e32 v15, v9
	v_cvt_i32_f64_e32 v9, s[22:23]
	global_store_short v3, v11, s[18:19] offset:114
	global_store_short v3, v12, s[18:19] offset:116
	v_cndmask_b32_e64 v13, 0x7fff, v13, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], 0x4effffff, v7
	v_fma_f32 v16, 0xcf800000, v15, |v19|
	v_cvt_u32_f32_e32 v17, v15
	v_cndmask_b32_e64 v20, v13, 0, s[0:1]
	v_cndmask_b32_e64 v14, 0x7fffffff, v14, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], 0x4f7fffff, v7
	v_cvt_u32_f32_e32 v16, v16
	v_readfirstlane_b32 s13, v17
	v_mul_f32_e32 v17, 0x2f800000, v19
	v_cndmask_b32_e64 v13, v14, 0, s[0:1]
	v_cndmask_b32_e64 v14, -1, v4, s[2:3]
	v_cmp_ge_f64_e64 s[2:3], s[22:23], s[24:25]
	s_mov_b32 s25, 0x405fc000
	v_readfirstlane_b32 s12, v16
	v_trunc_f64_e32 v[15:16], s[22:23]
	v_floor_f32_e32 v24, v17
	global_store_dwordx4 v3, v[11:14], s[18:19] offset:244
	v_cndmask_b32_e64 v22, v10, 0, s[34:35]
	s_xor_b64 s[12:13], s[12:13], s[14:15]
	v_cndmask_b32_e64 v4, -1, v4, s[16:17]
	v_fmac_f32_e32 v19, 0xcf800000, v24
	v_cvt_u32_f32_e32 v14, v24
	global_store_short v3, v20, s[18:19] offset:118
	v_cvt_u32_f32_e32 v13, v19
	v_lshlrev_b16 v19, 8, v9
	v_cndmask_b32_e64 v21, 0xffffff80, v9, s[2:3]
	v_cmp_ngt_f64_e64 s[2:3], s[22:23], s[24:25]
	s_mov_b32 s25, 0x406fe000
	v_cmp_ngt_f64_e64 s[4:5], s[22:23], s[24:25]
	s_mov_b32 s25, 0xc0e00000
	v_cmp_ge_f64_e64 s[6:7], s[22:23], s[24:25]
	s_mov_b32 s25, 0x40dfffc0
	v_cndmask_b32_e64 v23, 0xffff8000, v9, s[6:7]
	v_cmp_ngt_f64_e64 s[6:7], s[22:23], s[24:25]
	s_mov_b32 s25, 0x40efffe0
	v_cmp_ngt_f64_e64 s[8:9], s[22:23], s[24:25]
	s_mov_b32 s25, 0xc1e00000
	v_cmp_ge_f64_e64 s[10:11], s[22:23], s[24:25]
	s_mov_b32 s25, 0x3df00000
	v_mul_f64 v[17:18], v[15:16], s[24:25]
	s_sub_u32 s25, s12, s14
	s_subb_u32 s27, s13, s14
	v_mov_b32_e32 v11, s25
	v_mov_b32_e32 v12, s27
	v_cmp_nle_f32_e64 s[12:13], 0xdf000000, v7
	v_cmp_lt_f32_e64 s[14:15], 0x5effffff, v7
	global_store_dwordx4 v3, v[11:14], s[18:19] offset:520
	v_cndmask_b32_e64 v11, 0x7f, v21, s[2:3]
	v_cmp_u_f64_e64 s[2:3], s[22:23], s[22:23]
	s_and_b64 s[16:17], s[12:13], exec
	s_cselect_b32 s27, 0x80000000, s27
	s_and_b64 s[16:17], s[14:15], exec
	v_cndmask_b32_e64 v12, 0xff, v22, s[4:5]
	s_cselect_b32 s27, 0x7fffffff, s27
	s_and_b64 s[16:17], s[0:1], exec
	s_cselect_b32 s16, 0, s27
	s_and_b64 s[12:13], s[12:13], exec
	s_cselect_b32 s17, 0, s25
	s_and_b64 s[12:13], s[14:15], exec
	v_floor_f64_e32 v[17:18], v[17:18]
	v_lshlrev_b16 v12, 8, v12
	s_cselect_b32 s12, -1, s17
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 0, s12
	v_cndmask_b32_e64 v14, v14, 0, vcc
	v_cndmask_b32_e64 v13, v13, 0, vcc
	v_cmp_lt_f32_e32 vcc, 0x5f7fffff, v7
	s_mov_b32 s25, 0xc1f00000
	v_or_b32_sdwa v21, v9, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	global_store_dwordx4 v3, v[0:3], s[18:19] offset:392
	global_store_short v3, v4, s[18:19] offset:120
	v_cndmask_b32_e64 v11, v11, 0, s[2:3]
	v_cndmask_b32_e64 v14, v14, -1, vcc
	v_cndmask_b32_e64 v13, v13, -1, vcc
	s_mov_b32 s27, 0x43dfffff
	v_cndmask_b32_e64 v1, -1, v22, s[8:9]
	v_or_b32_sdwa v7, v11, v12 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v11, s0
	s_mov_b32 s0, 0xffc00000
	s_mov_b32 s1, 0x41dfffff
	v_mov_b32_e32 v12, s16
	v_cmp_ngt_f64_e64 vcc, s[22:23], s[0:1]
	v_fma_f64 v[19:20], v[17:18], s[24:25], v[15:16]
	v_cndmask_b32_e64 v16, 0x7fff, v23, s[6:7]
	v_or_b32_sdwa v7, v21, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_mov_b32 s6, 0xffe00000
	s_mov_b32 s25, 0xc3e00000
	s_mov_b32 s7, 0x41efffff
	v_cndmask_b32_e64 v0, v16, 0, s[2:3]
	global_store_dwordx4 v3, v[11:14], s[18:19] offset:536
	global_store_dword v3, v7, s[18:19] offset:69
	global_store_short v3, v9, s[18:19] offset:146
	global_store_short v3, v10, s[18:19] offset:148
	global_store_short v3, v0, s[18:19] offset:150
	v_cndmask_b32_e64 v0, 0x80000000, v9, s[10:11]
	v_cvt_i32_f64_e32 v15, v[17:18]
	v_cmp_nge_f64_e64 s[0:1], s[22:23], s[24:25]
	v_cmp_gt_f64_e64 s[4:5], s[22:23], s[26:27]
	v_cvt_u32_f64_e32 v17, v[17:18]
	s_sext_i32_i8 s8, s20
	global_store_short v3, v1, s[18:19] offset:152
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v2, s33
	s_mov_b32 s27, 0x43efffff
	global_store_short v3, v8, s[18:19] offset:172
	v_cmp_gt_f64_e64 s[8:9], s[22:23], s[26:27]
	v_cndmask_b32_e32 v0, 0x7fffffff, v0, vcc
	v_cmp_ngt_f64_e64 vcc, s[22:23], s[6:7]
	v_cvt_u32_f64_e32 v14, v[19:20]
	s_bfe_i64 s[6:7], s[20:21], 0x80000
	global_store_dwordx2 v3, v[1:2], s[18:19] offset:348
	v_cndmask_b32_e64 v11, v0, 0, s[2:3]
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_cndmask_b32_e64 v4, v15, 0x80000000, s[0:1]
	global_store_dwordx4 v3, v[0:3], s[18:19] offset:712
	v_mov_b32_e32 v1, s30
	v_mov_b32_e32 v2, s31
	v_cndmask_b32_e64 v7, v17, 0, s[34:35]
	v_cndmask_b32_e64 v4, v4, 0x7fffffff, s[4:5]
	global_store_dwordx2 v3, v[1:2], s[18:19] offset:364
	v_cndmask_b32_e32 v12, -1, v22, vcc
	v_mov_b32_e32 v16, v14
	global_store_dwordx4 v3, v[9:12], s[18:19] offset:308
	v_cndmask_b32_e64 v9, v14, 0, s[0:1]
	s_bfe_i64 s[0:1], s[20:21], 0x100000
	v_cndmask_b32_e64 v10, v4, 0, s[2:3]
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_cndmask_b32_e64 v4, v9, -1, s[4:5]
	s_bfe_i64 s[0:1], s[20:21], 0x200000
	v_cndmask_b32_e64 v11, v14, 0, s[34:35]
	v_cndmask_b32_e64 v12, v7, -1, s[8:9]
	global_store_dwordx4 v3, v[0:3], s[18:19] offset:744
	v_cndmask_b32_e64 v9, v4, 0, s[2:3]
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v2, s20
	v_and_b32_e64 v4, s20, 1
	v_cndmask_b32_e64 v11, v11, -1, s[8:9]
	s_bfe_i32 s0, s20, 0x10000
	s_and_b32 s1, s20, 1
	global_store_dwordx4 v3, v[0:3], s[18:19] offset:760
	v_lshlrev_b16 v0, 8, v4
	v_mov_b32_e32 v1, s0
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v7, s29
	global_store_dwordx4 v3, v[9:12], s[18:19] offset:664
	v_or_b32_sdwa v9, s0, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	s_bfe_i64 s[0:1], s[20:21], 0x10000
	global_store_short v3, v1, s[18:19] offset:198
	global_store_dwordx2 v3, v[1:2], s[18:19] offset:404
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	global_store_short v3, v7, s[18:19] offset:170
	v_mov_b32_e32 v7, s22
	v_mov_b32_e32 v8, s23
	v_mov_b32_e32 v10, s20
	global_store_dwordx4 v3, v[14:17], s[18:19] offset:648
	global_store_short v3, v9, s[18:19] offset:97
	global_store_short v3, v4, s[18:19] offset:200
	global_store_dwordx4 v3, v[0:3], s[18:19] offset:824
	global_store_dwordx2 v3, v[7:8], s[18:19] offset:840
	global_store_dword v3, v10, s[18:19] offset:424
	v_cvt_f16_f32_e32 v4, s21
	v_cvt_f16_f32_e32 v7, s20
	v_cvt_i32_f32_e32 v11, s20
	v_cvt_f16_i16_e32 v8, s28
	v_mov_b32_e32 v2, s20
	v_cvt_f32_f16_e32 v1, s28
	v_pack_b32_f16 v9, v7, v4
	v_cvt_i32_f32_e32 v4, s21
	v_and_b32_e32 v11, 0xffff, v11
	v_cvt_f32_f16_e32 v0, s20
	v_pack_b32_f16 v10, v6, v8
	v_cvt_f32_ubyte3_e32 v8, s20
	v_cvt_f32_ubyte2_e32 v7, s20
	v_cvt_f32_ubyte1_e32 v6, s20
	v_lshl_or_b32 v4, v4, 16, v11
	global_store_short v3, v2, s[18:19] offset:214
	global_store_dwordx2 v3, v[0:1], s[18:19] offset:864
	global_store_dwordx2 v3, v[9:10], s[18:19] offset:436
	global_store_dwordx4 v3, v[5:8], s[18:19] offset:1776
	global_store_dword v3, v4, s[18:19] offset:448
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
		.amdhsa_wavefront_size32 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 36
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
; codeLenInByte = 3300
; NumSgprs: 38
; NumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 28
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
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         convert_uni.kd
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
