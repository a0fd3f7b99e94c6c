	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	convert_uni                     ; -- Begin function convert_uni
	.p2align	8
	.type	convert_uni,@function
convert_uni:                            ; @convert_uni
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	s_load_dwordx2 s[12:13], s[4:5], 0x0
	s_movk_i32 s15, 0xff
	v_mov_b32_e32 v3, 0
	s_movk_i32 s1, 0x7c00
	s_mov_b32 s2, 0xffff
	s_movk_i32 s23, 0x7f
	s_mov_b32 s6, 0x437f0000
	s_mov_b32 s17, 0xc7000000
	s_mov_b32 s26, 0x46fffe00
	s_movk_i32 s24, 0x7fff
	s_mov_b32 s27, 0x477fff00
	s_mov_b32 s29, 0x2f800000
	s_mov_b32 s28, 0xcf000000
	s_brev_b32 s25, 1
	s_mov_b32 s30, 0x4effffff
	s_mov_b32 s31, 0xcf800000
	s_brev_b32 s22, -2
	s_mov_b32 s33, 0x4f7fffff
	s_mov_b32 s34, 0xdf000000
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s7, s8, 16
	s_bitcmp1_b32 s8, 0
	v_cvt_f32_i32_e32 v4, s8
	s_cselect_b32 s0, -1, 0
	s_and_b32 s3, s11, 0x1ff
	s_lshr_b32 s4, s11, 8
	s_or_b32 s3, s3, s10
	s_and_b32 s4, s4, 0xffe
	s_cmp_lg_u32 s3, 0
	v_cndmask_b32_e64 v31, 0, -1.0, s0
	s_cselect_b32 s3, -1, 0
	v_cndmask_b32_e64 v32, 0, 1.0, s0
	v_cndmask_b32_e64 v0, 0, 1, s3
	s_bfe_u32 s3, s11, 0xb0014
	v_cndmask_b32_e64 v20, 0, -1, s0
	v_cvt_f32_u32_e32 v15, s8
	v_cvt_f16_f32_e32 v33, v4
	v_or_b32_e32 v19, s4, v0
	s_sub_i32 s4, 0x3f1, s3
	s_addk_i32 s3, 0xfc10
	v_med3_i32 v16, s4, 0, 13
	v_cvt_f16_f32_e32 v34, v15
	v_or_b32_e32 v17, 0x1000, v19
	v_and_b32_e64 v7, s8, s15
	v_cvt_f32_f64_e32 v8, s[10:11]
	v_cvt_f64_i32_e32 v[25:26], s9
	v_cvt_f64_u32_e32 v[27:28], s9
	v_lshrrev_b32_e32 v18, v16, v17
	v_cvt_f16_u16_e32 v21, v7
	s_sext_i32_i16 s18, s8
	v_cvt_f64_i32_e32 v[9:10], s8
	v_cvt_f64_i32_e32 v[13:14], s18
	v_lshlrev_b32_e32 v16, v16, v18
	v_cvt_f64_u32_e32 v[11:12], s8
	s_flbit_i32 s4, s9
	v_cvt_f32_i32_e32 v29, s18
	v_cvt_f32_ubyte0_e32 v5, s8
	v_cmp_ne_u32_e32 vcc_lo, v16, v17
	v_cndmask_b32_e64 v17, 0, 1, s0
	s_lshl_b32 s0, s3, 12
	s_cmp_lt_i32 s3, 1
	v_or_b32_e32 v22, s0, v19
	v_cndmask_b32_e64 v16, 0, 1, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_flbit_i32_b32 s5, s9
	v_cvt_f16_f32_e32 v35, v32
	v_cvt_f16_i16_e32 v6, s8
	v_or_b32_e32 v16, v18, v16
	v_cvt_f64_u32_e32 v[17:18], v17
	v_cvt_f16_u16_e32 v2, s8
	v_cvt_f32_i32_e32 v0, s8
	v_cvt_f32_u32_e32 v1, s8
	v_cndmask_b32_e32 v4, v22, v16, vcc_lo
	v_cvt_f64_i32_e32 v[15:16], v20
	v_cmp_ne_u32_e32 vcc_lo, 0, v19
	v_cvt_f16_f32_e32 v22, v31
	global_store_short v3, v21, s[12:13] offset:28
	global_store_short v3, v22, s[12:13] offset:14
	v_and_b32_e32 v20, 7, v4
	v_cndmask_b32_e64 v19, 0, 1, vcc_lo
	v_lshrrev_b32_e32 v4, 2, v4
	v_cvt_f16_f32_e32 v21, v8
	global_store_dword v3, v8, s[12:13] offset:4
	v_cmp_lt_i32_e32 vcc_lo, 5, v20
	v_cmp_eq_u32_e64 s0, 3, v20
	v_lshlrev_b32_e32 v22, 9, v19
	global_store_short v3, v21, s[12:13] offset:6
	v_cvt_f64_f32_e32 v[19:20], v8
	s_mov_b32 s35, 0x5effffff
	s_or_b32 vcc_lo, s0, vcc_lo
	s_cmp_lt_i32 s3, 31
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v4, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	v_or_b32_e32 v22, s1, v22
	s_cmpk_eq_i32 s3, 0x40f
	v_cndmask_b32_e32 v4, s1, v4, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_lshr_b32 s0, s11, 16
	s_bfe_i32 s19, s8, 0x80000
	s_and_b32 s0, s0, 0x8000
	v_cndmask_b32_e32 v4, v4, v22, vcc_lo
	s_and_b32 s20, s8, s2
	s_and_b32 s21, s8, s15
	s_sext_i32_i16 s2, s19
	global_store_dwordx4 v3, v[15:18], s[12:13] offset:88
	v_or_b32_e32 v36, s0, v4
	v_cvt_f64_u32_e32 v[15:16], s20
	v_cvt_f64_u32_e32 v[23:24], s21
	v_cvt_f64_i32_e32 v[21:22], s2
	s_xor_b32 s0, s8, s9
	v_cvt_f32_f16_e32 v37, v36
	s_ashr_i32 s3, s0, 31
	s_add_i32 s4, s4, -1
	s_add_i32 s3, s3, 32
	v_cvt_f32_u32_e32 v30, s20
	v_cvt_f64_f32_e32 v[17:18], v37
	s_min_u32 s4, s4, s3
	v_cvt_f32_i32_e32 v4, s2
	s_lshl_b64 s[2:3], s[8:9], s4
	v_cvt_f16_i16_e32 v38, s19
	s_min_u32 s2, s2, 1
	global_store_dwordx2 v3, v[29:30], s[12:13] offset:84
	v_cvt_f32_f16_e32 v29, v36
	s_or_b32 s2, s3, s2
	s_min_u32 s5, s5, 32
	global_store_dwordx2 v3, v[4:5], s[12:13] offset:60
	v_cvt_f32_i32_e32 v4, s2
	s_lshl_b64 s[0:1], s[8:9], s5
	global_store_short v3, v38, s[12:13] offset:26
	global_store_short v3, v36, s[12:13] offset:4
	global_store_dword v3, v29, s[12:13] offset:16
	global_store_short v3, v35, s[12:13] offset:16
	global_store_dwordx4 v3, v[13:16], s[12:13] offset:184
	global_store_dwordx4 v3, v[21:24], s[12:13] offset:136
	global_store_dwordx4 v3, v[17:20], s[12:13] offset:40
	global_store_dwordx2 v3, v[31:32], s[12:13] offset:36
	global_store_short v3, v6, s[12:13] offset:38
	global_store_short v3, v2, s[12:13] offset:40
	global_store_short v3, v33, s[12:13] offset:50
	global_store_short v3, v34, s[12:13] offset:52
	v_ldexp_f64 v[15:16], v[25:26], 32
	v_ldexp_f64 v[17:18], v[27:28], 32
	s_min_u32 s0, s0, 1
	s_sub_i32 s2, 32, s4
	s_or_b32 s0, s1, s0
	v_ldexp_f32 v13, v4, s2
	s_mov_b32 s2, 0xc3000000
	v_cvt_f32_u32_e32 v2, s0
	global_store_dwordx2 v3, v[0:1], s[12:13] offset:108
	global_store_dwordx4 v3, v[9:12], s[12:13] offset:232
	v_cvt_i32_f32_e32 v1, v29
	v_cmp_le_f32_e32 vcc_lo, s2, v29
	s_sub_i32 s0, 32, s5
	s_movk_i32 s3, 0xff80
	s_mov_b32 s5, 0x42fe0000
	v_ldexp_f32 v14, v2, s0
	v_cvt_u32_f32_e32 v2, v29
	v_cndmask_b32_e32 v4, s3, v1, vcc_lo
	v_cmp_nle_f32_e32 vcc_lo, 0, v29
	v_cmp_nlt_f32_e64 s0, s5, v29
	v_cmp_le_f32_e64 s1, s17, v29
	v_cvt_f16_f32_e32 v0, v13
	s_movk_i32 s4, 0x8000
	v_cndmask_b32_e64 v2, v2, 0, vcc_lo
	v_cndmask_b32_e64 v4, s23, v4, s0
	v_cmp_nlt_f32_e64 s0, s6, v29
	v_add_f64 v[9:10], v[15:16], v[11:12]
	v_add_f64 v[11:12], v[17:18], v[11:12]
	v_cvt_i16_f16_e32 v16, v36
	v_cndmask_b32_e64 v17, s4, v1, s1
	v_cndmask_b32_e64 v19, s15, v2, s0
	v_cmp_u_f32_e64 s0, v29, v29
	v_cmp_nlt_f32_e64 s1, s26, v29
	global_store_short v3, v0, s[12:13] offset:62
	v_cvt_f16_f32_e32 v0, v14
	v_lshlrev_b16 v15, 8, v19
	v_cndmask_b32_e64 v4, v4, 0, s0
	v_cndmask_b32_e64 v17, s24, v17, s1
	global_store_dwordx2 v3, v[13:14], s[12:13] offset:132
	global_store_short v3, v0, s[12:13] offset:64
	v_cmp_nlt_f32_e64 s1, s27, v29
	v_or_b32_sdwa v4, v4, v15 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16 v15, 8, v16
	v_cndmask_b32_e64 v13, v17, 0, s0
	s_mov_b32 s36, 0x5f7fffff
	s_mov_b32 s16, 0
	v_cvt_i32_f64_e32 v17, s[10:11]
	v_or_b32_sdwa v15, v16, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cvt_u32_f64_e32 v18, s[10:11]
	s_mov_b32 s14, -1
	v_or_b32_sdwa v0, v15, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cvt_u16_f16_e32 v4, v36
	global_store_dwordx4 v3, v[9:12], s[12:13] offset:280
	global_store_dword v3, v0, s[12:13] offset:37
	global_store_short v3, v16, s[12:13] offset:82
	global_store_short v3, v4, s[12:13] offset:84
	global_store_short v3, v13, s[12:13] offset:86
	v_trunc_f32_e32 v4, v29
	v_cndmask_b32_e64 v0, -1, v2, s1
	v_cmp_le_f32_e64 s1, s28, v29
	v_cvt_i32_f32_e32 v9, v37
	v_mul_f32_e64 v10, |v4|, s29
	global_store_short v3, v0, s[12:13] offset:88
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s1, -1, 0
	v_ashrrev_i32_e32 v13, 31, v4
	v_floor_f32_e32 v0, v10
	v_cndmask_b32_e64 v1, s25, v1, s1
	v_cmp_nlt_f32_e64 s1, s30, v29
	v_mul_f32_e32 v14, s29, v4
	v_fma_f32 v10, v0, s31, |v4|
	v_cvt_u32_f32_e32 v0, v0
	v_cndmask_b32_e64 v1, s22, v1, s1
	v_cmp_nlt_f32_e64 s1, s33, v29
	v_floor_f32_e32 v16, v14
	v_cvt_u32_f32_e32 v12, v10
	v_xor_b32_e32 v0, v0, v13
	v_cndmask_b32_e64 v11, v1, 0, s0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s1, -1, 0
	v_xor_b32_e32 v1, v12, v13
	v_cndmask_b32_e64 v12, -1, v2, s1
	v_cvt_u32_f32_e32 v10, v37
	v_cvt_u32_f32_e32 v14, v8
	v_fmac_f32_e32 v4, s31, v16
	v_sub_co_u32 v2, s1, v1, v13
	v_sub_co_ci_u32_e64 v13, s1, v0, v13, s1
	v_cmp_nle_f32_e64 s1, s34, v29
	v_ashrrev_i32_e32 v1, 31, v9
	v_mov_b32_e32 v0, v9
	global_store_dwordx4 v3, v[9:12], s[12:13] offset:180
	v_cvt_u32_f32_e32 v4, v4
	v_cndmask_b32_e64 v13, v13, s25, s1
	v_cndmask_b32_e64 v15, v2, 0, s1
	v_cmp_lt_f32_e64 s1, s35, v29
	v_mov_b32_e32 v2, v10
	v_cndmask_b32_e64 v13, v13, s22, s1
	v_cndmask_b32_e64 v9, v15, -1, s1
	global_store_dwordx4 v3, v[0:3], s[12:13] offset:392
	v_cmp_nlt_f32_e64 s1, s5, v8
	v_cvt_u32_f32_e32 v0, v16
	v_cndmask_b32_e64 v10, v13, 0, s0
	v_cvt_i32_f32_e32 v13, v8
	v_cndmask_b32_e64 v9, v9, 0, s0
	v_cmp_le_f32_e64 s0, s2, v8
	v_cndmask_b32_e64 v0, v0, 0, vcc_lo
	v_cmp_lt_f32_e64 s2, s36, v29
	v_lshlrev_b16 v15, 8, v13
	v_cndmask_b32_e64 v1, s3, v13, s0
	v_cmp_nle_f32_e64 s0, 0, v8
	v_cndmask_b32_e64 v12, v0, -1, s2
	v_cndmask_b32_e64 v0, v4, 0, vcc_lo
	v_cmp_le_f32_e32 vcc_lo, s17, v8
	v_cndmask_b32_e64 v1, s23, v1, s1
	v_cndmask_b32_e64 v2, v14, 0, s0
	v_cmp_nlt_f32_e64 s1, s6, v8
	v_or_b32_sdwa v4, v13, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v15, s4, v13, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, s26, v8
	s_mov_b32 s17, 0xc0600000
	v_cndmask_b32_e64 v11, s15, v2, s1
	v_cmp_u_f32_e64 s1, v8, v8
	v_cmp_nge_f64_e64 s26, s[10:11], 0
	v_lshlrev_b16 v11, 8, v11
	v_cndmask_b32_e64 v1, v1, 0, s1
	v_or_b32_sdwa v1, v1, v11 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v11, v0, -1, s2
	v_or_b32_sdwa v0, v4, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cndmask_b32_e32 v1, s24, v15, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, s27, v8
	global_store_dwordx4 v3, v[9:12], s[12:13] offset:408
	global_store_dword v3, v0, s[12:13] offset:53
	global_store_short v3, v13, s[12:13] offset:114
	global_store_short v3, v14, s[12:13] offset:116
	v_cndmask_b32_e64 v0, v1, 0, s1
	v_cndmask_b32_e32 v1, -1, v2, vcc_lo
	v_cmp_le_f32_e32 vcc_lo, s28, v8
	global_store_short v3, v0, s[12:13] offset:118
	global_store_short v3, v1, s[12:13] offset:120
	v_trunc_f64_e32 v[0:1], s[10:11]
	s_and_b32 s2, vcc_lo, exec_lo
	v_cmp_ge_f64_e64 vcc_lo, s[10:11], s[16:17]
	s_mov_b32 s17, 0x405fc000
	v_trunc_f32_e32 v4, v8
	s_cselect_b32 s5, -1, 0
	v_cndmask_b32_e64 v25, v18, 0, s26
	v_cndmask_b32_e64 v11, s25, v13, s5
	v_cmp_nlt_f32_e64 s5, s30, v8
	v_mul_f32_e64 v9, |v4|, s29
	v_ashrrev_i32_e32 v12, 31, v4
	v_mul_f32_e32 v15, s29, v4
	v_cndmask_b32_e64 v11, s22, v11, s5
	v_floor_f32_e32 v9, v9
	v_cmp_nlt_f32_e64 s5, s33, v8
	v_floor_f32_e32 v22, v15
	v_cndmask_b32_e64 v15, v11, 0, s1
	v_fma_f32 v10, v9, s31, |v4|
	v_cvt_u32_f32_e32 v9, v9
	s_and_b32 s5, s5, exec_lo
	v_cmp_nle_f32_e64 s5, s34, v8
	v_fmac_f32_e32 v4, s31, v22
	v_cndmask_b32_e32 v21, s3, v17, vcc_lo
	v_cmp_ngt_f64_e64 vcc_lo, s[10:11], s[16:17]
	s_mov_b32 s17, 0x406fe000
	v_cvt_u32_f32_e32 v10, v10
	v_cmp_ngt_f64_e64 s2, s[10:11], s[16:17]
	s_mov_b32 s17, 0xc0e00000
	v_xor_b32_e32 v16, v9, v12
	v_cmp_ge_f64_e64 s3, s[10:11], s[16:17]
	s_mov_b32 s17, 0x40dfffc0
	v_xor_b32_e32 v10, v10, v12
	v_cvt_u32_f32_e32 v11, v4
	v_sub_co_u32 v9, s6, v10, v12
	v_sub_co_ci_u32_e64 v10, s6, v16, v12, s6
	s_cselect_b32 s6, -1, 0
	v_cndmask_b32_e64 v4, v9, 0, s5
	v_cndmask_b32_e64 v16, -1, v2, s6
	v_cndmask_b32_e64 v12, v10, s25, s5
	v_cmp_lt_f32_e64 s6, s35, v8
	v_cndmask_b32_e64 v27, v11, 0, s0
	v_cndmask_b32_e64 v2, v12, s22, s6
	v_cvt_u32_f32_e32 v12, v22
	v_cndmask_b32_e64 v26, s4, v17, s3
	v_cmp_ngt_f64_e64 s3, s[10:11], s[16:17]
	s_mov_b32 s17, 0x40efffe0
	v_cmp_ngt_f64_e64 s4, s[10:11], s[16:17]
	s_mov_b32 s17, 0xc1e00000
	v_cndmask_b32_e64 v22, v12, 0, s0
	v_cmp_ge_f64_e64 s27, s[10:11], s[16:17]
	s_mov_b32 s17, 0x3df00000
	v_mul_f64 v[19:20], v[0:1], s[16:17]
	s_mov_b32 s17, 0xc1f00000
	v_floor_f64_e32 v[23:24], v[19:20]
	v_cndmask_b32_e32 v19, s23, v21, vcc_lo
	v_cndmask_b32_e64 v21, s15, v25, s2
	v_cmp_u_f64_e64 s2, s[10:11], s[10:11]
	v_cndmask_b32_e64 v20, v2, 0, s1
	v_cndmask_b32_e64 v2, v4, -1, s6
	v_cmp_lt_f32_e32 vcc_lo, s36, v8
	s_mov_b32 s15, 0x43dfffff
	v_cmp_gt_f64_e64 s5, s[10:11], s[14:15]
	s_mov_b32 s15, 0x43efffff
	v_cndmask_b32_e64 v22, v22, -1, vcc_lo
	v_fma_f64 v[0:1], v[23:24], s[16:17], v[0:1]
	s_mov_b32 s17, 0xc3e00000
	v_cndmask_b32_e64 v4, v19, 0, s2
	v_lshlrev_b16 v19, 8, v21
	v_lshlrev_b16 v21, 8, v17
	v_or_b32_sdwa v4, v4, v19 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v8, v17, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v19, v2, 0, s1
	v_cndmask_b32_e64 v21, v27, -1, vcc_lo
	s_mov_b32 s0, 0xffe00000
	s_mov_b32 s1, 0x41efffff
	v_or_b32_sdwa v2, v8, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dwordx4 v3, v[13:16], s[12:13] offset:244
	global_store_dwordx4 v3, v[9:12], s[12:13] offset:520
	global_store_dwordx4 v3, v[19:22], s[12:13] offset:536
	global_store_dword v3, v2, s[12:13] offset:69
	v_cndmask_b32_e64 v2, s24, v26, s3
	v_cmp_ngt_f64_e64 s3, s[10:11], s[0:1]
	s_and_b32 s0, s27, exec_lo
	s_mov_b32 s0, 0xffc00000
	s_cselect_b32 vcc_lo, -1, 0
	s_mov_b32 s1, 0x41dfffff
	v_cndmask_b32_e32 v4, s25, v17, vcc_lo
	v_cmp_ngt_f64_e64 vcc_lo, s[10:11], s[0:1]
	v_cvt_i32_f64_e32 v9, v[23:24]
	v_cndmask_b32_e64 v10, -1, v25, s4
	v_cmp_nge_f64_e64 s4, s[10:11], s[16:17]
	v_cvt_u32_f64_e32 v8, v[0:1]
	v_cndmask_b32_e64 v2, v2, 0, s2
	global_store_short v3, v17, s[12:13] offset:146
	global_store_short v3, v18, s[12:13] offset:148
	v_cvt_u32_f64_e32 v11, v[23:24]
	global_store_short v3, v10, s[12:13] offset:152
	global_store_short v3, v7, s[12:13] offset:172
	global_store_short v3, v2, s[12:13] offset:150
	v_mov_b32_e32 v2, s21
	s_and_b32 s0, s3, exec_lo
	s_sext_i32_i8 s0, s8
	v_cmp_gt_f64_e64 s3, s[10:11], s[14:15]
	v_mov_b32_e32 v1, s0
	v_cndmask_b32_e32 v4, s22, v4, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_bfe_i64 s[0:1], s[8:9], 0x80000
	global_store_dwordx2 v3, v[1:2], s[12:13] offset:348
	v_mov_b32_e32 v0, s0
	v_cndmask_b32_e64 v19, v4, 0, s2
	v_cndmask_b32_e64 v4, v9, s25, s4
	v_mov_b32_e32 v1, s1
	v_cndmask_b32_e64 v12, v8, 0, s4
	s_bfe_i64 s[0:1], s[8:9], 0x100000
	v_mov_b32_e32 v10, v8
	v_cndmask_b32_e64 v4, v4, s22, s5
	global_store_dwordx4 v3, v[0:3], s[12:13] offset:712
	v_mov_b32_e32 v1, s18
	v_mov_b32_e32 v2, s20
	v_mov_b32_e32 v0, s0
	v_cndmask_b32_e64 v13, v4, 0, s2
	v_cndmask_b32_e64 v4, v12, -1, s5
	v_cndmask_b32_e64 v14, v11, 0, s26
	global_store_dwordx2 v3, v[1:2], s[12:13] offset:364
	v_mov_b32_e32 v1, s1
	s_bfe_i64 s[0:1], s[8:9], 0x200000
	v_cndmask_b32_e64 v12, v4, 0, s2
	v_and_b32_e64 v4, s8, 1
	v_cndmask_b32_e64 v16, v8, 0, s26
	global_store_dwordx4 v3, v[0:3], s[12:13] offset:744
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v2, s8
	s_bfe_i32 s0, s8, 0x10000
	s_and_b32 s1, s8, 1
	global_store_dwordx4 v3, v[8:11], s[12:13] offset:648
	v_mov_b32_e32 v8, s19
	global_store_dwordx4 v3, v[0:3], s[12:13] offset:760
	v_lshlrev_b16 v0, 8, v4
	v_mov_b32_e32 v1, s0
	v_mov_b32_e32 v2, s1
	v_cndmask_b32_e32 v20, -1, v25, vcc_lo
	v_cndmask_b32_e64 v15, v14, -1, s3
	v_or_b32_sdwa v9, s0, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	s_bfe_i64 s[0:1], s[8:9], 0x10000
	v_cndmask_b32_e64 v14, v16, -1, s3
	global_store_short v3, v1, s[12:13] offset:198
	global_store_dwordx2 v3, v[1:2], s[12:13] offset:404
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	global_store_short v3, v8, s[12:13] offset:170
	v_mov_b32_e32 v7, s10
	v_mov_b32_e32 v8, s11
	v_mov_b32_e32 v10, s8
	global_store_dwordx4 v3, v[17:20], s[12:13] offset:308
	global_store_dwordx4 v3, v[12:15], s[12:13] offset:664
	global_store_short v3, v9, s[12:13] offset:97
	global_store_short v3, v4, s[12:13] offset:200
	global_store_dwordx4 v3, v[0:3], s[12:13] offset:824
	global_store_dwordx2 v3, v[7:8], s[12:13] offset:840
	global_store_dword v3, v10, s[12:13] offset:424
	v_cvt_f16_f32_e32 v4, s9
	v_cvt_f16_f32_e32 v7, s8
	v_cvt_i32_f32_e32 v11, s8
	v_cvt_f16_i16_e32 v8, s7
	v_mov_b32_e32 v2, s8
	v_cvt_f32_f16_e32 v1, s7
	v_pack_b32_f16 v9, v7, v4
	v_cvt_i32_f32_e32 v4, s9
	v_and_b32_e32 v11, 0xffff, v11
	v_cvt_f32_f16_e32 v0, s8
	v_pack_b32_f16 v10, v6, v8
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
	.p2align	6
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
		.amdhsa_next_free_vgpr 39
		.amdhsa_next_free_sgpr 37
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
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
; codeLenInByte = 3428
; NumSgprs: 39
; NumVgprs: 39
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 39
; Occupancy: 20
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
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         convert_uni.kd
    .vgpr_count:     39
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
