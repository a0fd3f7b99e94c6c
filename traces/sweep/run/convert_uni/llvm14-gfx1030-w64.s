	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	convert_uni                     ; -- Begin function convert_uni
	.p2align	8
	.type	convert_uni,@function
convert_uni:                            ; @convert_uni
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	s_movk_i32 s19, 0xff
	s_mov_b32 s13, 0xc3000000
	s_movk_i32 s25, 0xff80
	s_mov_b32 s27, 0x42fe0000
	s_movk_i32 s26, 0x7f
	s_mov_b32 s28, 0x437f0000
	s_mov_b32 s29, 0xc7000000
	s_movk_i32 s22, 0x8000
	s_mov_b32 s30, 0x46fffe00
	s_movk_i32 s21, 0x7fff
	s_mov_b32 s33, 0x2f800000
	s_mov_b32 s24, 0x477fff00
	s_mov_b32 s31, 0xcf000000
	s_brev_b32 s23, 1
	s_mov_b32 s34, 0x4effffff
	s_mov_b32 s35, 0xcf800000
	s_brev_b32 s20, -2
	s_mov_b32 s36, 0x4f7fffff
	s_mov_b32 s37, 0xdf000000
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s14, s8, 16
	s_bitcmp1_b32 s8, 0
	v_cvt_f32_f64_e32 v8, s[10:11]
	s_cselect_b64 s[2:3], -1, 0
	s_and_b32 s0, s11, 0x1ff
	s_lshr_b32 s1, s11, 8
	s_or_b32 s0, s0, s10
	s_and_b32 s6, s1, 0xffe
	s_cmp_lg_u32 s0, 0
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	s_cselect_b64 s[0:1], -1, 0
	s_sext_i32_i16 s16, s8
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	s_bfe_u32 s0, s11, 0xb0014
	v_cvt_f64_u32_e32 v[15:16], v4
	s_sub_i32 s1, 0x3f1, s0
	s_add_i32 s12, s0, 0xfffffc10
	v_or_b32_e32 v0, s6, v0
	v_med3_i32 v1, s1, 0, 13
	s_lshl_b32 s0, s12, 12
	s_cmp_lt_i32 s12, 1
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	v_or_b32_e32 v2, 0x1000, v0
	s_movk_i32 s4, 0x7c00
	s_mov_b32 s5, 0xffff
	v_cvt_f64_i32_e32 v[9:10], s16
	v_cvt_f64_f32_e32 v[23:24], v8
	v_lshrrev_b32_e32 v3, v1, v2
	v_and_b32_e64 v7, s8, s19
	v_cvt_f32_i32_e32 v4, s8
	v_cvt_f32_ubyte0_e32 v5, s8
	v_cvt_f32_u32_e32 v27, s8
	v_lshlrev_b32_e32 v1, v1, v3
	v_cvt_f16_i16_e32 v6, s8
	v_cvt_f16_u16_e32 v26, s8
	s_mov_b32 s38, 0x5effffff
	v_cmp_ne_u32_e32 vcc, v1, v2
	v_or_b32_e32 v2, s0, v0
	v_cndmask_b32_e64 v1, 0, 1, vcc
	s_cselect_b64 vcc, -1, 0
	v_or_b32_e32 v1, v3, v1
	v_cndmask_b32_e32 v1, v2, v1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e64 v0, 0, -1.0, s[2:3]
	v_and_b32_e32 v2, 7, v1
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_lshrrev_b32_e32 v1, 2, v1
	v_cmp_lt_i32_e32 vcc, 5, v2
	v_cmp_eq_u32_e64 s[0:1], 3, v2
	v_cndmask_b32_e64 v2, 0, -1, s[2:3]
	v_lshlrev_b32_e32 v3, 9, v3
	s_or_b64 vcc, s[0:1], vcc
	s_cmp_lt_i32 s12, 31
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	s_cselect_b64 vcc, -1, 0
	v_or_b32_e32 v3, s4, v3
	v_cvt_f64_i32_e32 v[13:14], v2
	v_cndmask_b32_e32 v1, s4, v1, vcc
	s_cmpk_eq_i32 s12, 0x40f
	s_flbit_i32 s1, s9
	s_cselect_b64 vcc, -1, 0
	s_lshr_b32 s0, s11, 16
	v_cndmask_b32_e32 v1, v1, v3, vcc
	s_and_b32 s0, s0, 0x8000
	s_bfe_i32 s15, s8, 0x80000
	s_and_b32 s18, s8, s19
	v_mov_b32_e32 v3, 0
	v_or_b32_e32 v2, s0, v1
	s_sext_i32_i16 s0, s15
	v_cvt_f64_u32_e32 v[19:20], s18
	v_cvt_f64_i32_e32 v[17:18], s0
	s_and_b32 s17, s8, s5
	v_cvt_f32_f16_e32 v25, v2
	v_cvt_f64_u32_e32 v[11:12], s17
	v_cvt_f16_u16_e32 v1, v7
	s_add_i32 s1, s1, -1
	s_flbit_i32_b32 s4, s9
	v_cvt_f64_f32_e32 v[21:22], v25
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v3, v[13:16], s[6:7] offset:88
	v_cvt_f64_i32_e32 v[13:14], s9
	v_cvt_f64_u32_e32 v[15:16], s9
	s_min_u32 s4, s4, 32
	s_mov_b32 s12, 0
	global_store_dwordx4 v3, v[17:20], s[6:7] offset:136
	v_cvt_f16_f32_e32 v18, v0
	v_cvt_f16_f32_e32 v20, v4
	global_store_dwordx4 v3, v[9:12], s[6:7] offset:184
	v_cvt_f64_u32_e32 v[11:12], s8
	v_cvt_f64_i32_e32 v[9:10], s8
	v_cvt_f16_f32_e32 v4, v8
	global_store_dwordx4 v3, v[21:24], s[6:7] offset:40
	global_store_short v3, v1, s[6:7] offset:28
	global_store_short v3, v18, s[6:7] offset:14
	v_cndmask_b32_e64 v1, 0, 1.0, s[2:3]
	s_xor_b32 s2, s8, s9
	v_ldexp_f64 v[13:14], v[13:14], 32
	s_ashr_i32 s2, s2, 31
	v_cvt_f32_i32_e32 v18, s16
	v_cvt_f32_u32_e32 v19, s17
	s_add_i32 s2, s2, 32
	global_store_dword v3, v8, s[6:7] offset:4
	s_min_u32 s5, s1, s2
	global_store_short v3, v4, s[6:7] offset:6
	v_cvt_f32_i32_e32 v4, s0
	s_lshl_b64 s[0:1], s[8:9], s5
	global_store_dwordx2 v3, v[18:19], s[6:7] offset:84
	v_ldexp_f64 v[15:16], v[15:16], 32
	v_cvt_f16_i16_e32 v19, s15
	s_min_u32 s0, s0, 1
	global_store_dwordx2 v3, v[4:5], s[6:7] offset:60
	s_or_b32 s0, s1, s0
	v_cvt_f16_f32_e32 v18, v1
	global_store_short v3, v19, s[6:7] offset:26
	v_cvt_f32_f16_e32 v19, v2
	v_cvt_f32_i32_e32 v4, s0
	s_sub_i32 s1, 32, s5
	s_lshl_b64 s[2:3], s[8:9], s4
	v_cvt_f16_f32_e32 v21, v27
	global_store_dword v3, v19, s[6:7] offset:16
	global_store_short v3, v18, s[6:7] offset:16
	global_store_short v3, v2, s[6:7] offset:4
	global_store_dwordx2 v3, v[0:1], s[6:7] offset:36
	global_store_short v3, v6, s[6:7] offset:38
	global_store_short v3, v26, s[6:7] offset:40
	global_store_short v3, v20, s[6:7] offset:50
	global_store_short v3, v21, s[6:7] offset:52
	global_store_dwordx4 v3, v[9:12], s[6:7] offset:232
	v_ldexp_f32 v0, v4, s1
	v_cvt_i32_f32_e32 v4, v19
	v_cmp_le_f32_e32 vcc, s13, v19
	s_min_u32 s0, s2, 1
	v_add_f64 v[9:10], v[13:14], v[11:12]
	s_or_b32 s0, s3, s0
	v_cvt_u32_f32_e32 v13, v19
	v_cvt_f32_u32_e32 v1, s0
	v_cndmask_b32_e32 v14, s25, v4, vcc
	v_cmp_nle_f32_e64 s[0:1], 0, v19
	v_cmp_nlt_f32_e32 vcc, s27, v19
	v_add_f64 v[11:12], v[15:16], v[11:12]
	s_sub_i32 s2, 32, s4
	v_cvt_i16_f16_e32 v16, v2
	v_cndmask_b32_e64 v13, v13, 0, s[0:1]
	v_cndmask_b32_e32 v14, s26, v14, vcc
	v_cmp_nlt_f32_e32 vcc, s28, v19
	v_ldexp_f32 v1, v1, s2
	v_cmp_u_f32_e64 s[2:3], v19, v19
	v_lshlrev_b16 v20, 8, v16
	v_cvt_f32_i32_e32 v17, s8
	v_cndmask_b32_e32 v15, s19, v13, vcc
	v_cvt_f32_u32_e32 v18, s8
	v_cndmask_b32_e64 v14, v14, 0, s[2:3]
	v_cmp_le_f32_e32 vcc, s29, v19
	v_cvt_f16_f32_e32 v21, v0
	v_lshlrev_b16 v15, 8, v15
	v_cvt_f16_f32_e32 v22, v1
	global_store_dwordx2 v3, v[17:18], s[6:7] offset:108
	global_store_short v3, v21, s[6:7] offset:62
	global_store_short v3, v22, s[6:7] offset:64
	global_store_dwordx2 v3, v[0:1], s[6:7] offset:132
	v_or_b32_sdwa v14, v14, v15 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v15, v16, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v1, s22, v4, vcc
	v_cmp_nlt_f32_e32 vcc, s30, v19
	v_cvt_u16_f16_e32 v2, v2
	v_cmp_nlt_f32_e64 s[4:5], s24, v19
	v_or_b32_sdwa v0, v15, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dwordx4 v3, v[9:12], s[6:7] offset:280
	global_store_dword v3, v0, s[6:7] offset:37
	global_store_short v3, v16, s[6:7] offset:82
	global_store_short v3, v2, s[6:7] offset:84
	v_cndmask_b32_e32 v1, s21, v1, vcc
	v_trunc_f32_e32 v2, v19
	v_cmp_le_f32_e32 vcc, s31, v19
	v_cndmask_b32_e64 v14, -1, v13, s[4:5]
	v_cvt_i32_f32_e32 v9, v25
	v_cndmask_b32_e64 v0, v1, 0, s[2:3]
	v_mul_f32_e64 v1, |v2|, s33
	s_and_b64 s[4:5], vcc, exec
	s_cselect_b64 vcc, -1, 0
	v_ashrrev_i32_e32 v15, 31, v2
	v_cndmask_b32_e32 v4, s23, v4, vcc
	v_floor_f32_e32 v1, v1
	v_cmp_nlt_f32_e32 vcc, s34, v19
	global_store_short v3, v0, s[6:7] offset:86
	v_fma_f32 v10, v1, s35, |v2|
	v_cndmask_b32_e32 v4, s20, v4, vcc
	v_cmp_nlt_f32_e32 vcc, s36, v19
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v12, v10
	v_cndmask_b32_e64 v11, v4, 0, s[2:3]
	s_and_b64 s[4:5], vcc, exec
	v_xor_b32_e32 v1, v1, v15
	s_cselect_b64 vcc, -1, 0
	v_xor_b32_e32 v4, v12, v15
	v_cndmask_b32_e32 v12, -1, v13, vcc
	v_cvt_u32_f32_e32 v10, v25
	global_store_short v3, v14, s[6:7] offset:88
	global_store_dwordx4 v3, v[9:12], s[6:7] offset:180
	v_sub_co_u32 v4, vcc, v4, v15
	v_sub_co_ci_u32_e32 v1, vcc, v1, v15, vcc
	v_cmp_nle_f32_e32 vcc, s37, v19
	v_cvt_i32_f32_e32 v11, v8
	v_mul_f32_e32 v13, s33, v2
	v_cvt_u32_f32_e32 v12, v8
	v_cmp_nlt_f32_e64 s[4:5], s27, v8
	v_cndmask_b32_e64 v0, v1, s23, vcc
	v_cndmask_b32_e64 v4, v4, 0, vcc
	v_cmp_lt_f32_e32 vcc, s38, v19
	v_floor_f32_e32 v13, v13
	s_mov_b32 s27, 0x5f7fffff
	v_ashrrev_i32_e32 v1, 31, v9
	v_cndmask_b32_e64 v0, v0, s20, vcc
	v_cndmask_b32_e64 v4, v4, -1, vcc
	v_cmp_le_f32_e32 vcc, s13, v8
	v_fmac_f32_e32 v2, s35, v13
	v_cvt_u32_f32_e32 v13, v13
	s_mov_b32 s13, 0xc0600000
	v_cndmask_b32_e32 v14, s25, v11, vcc
	v_cmp_nle_f32_e32 vcc, 0, v8
	v_cvt_u32_f32_e32 v2, v2
	v_cndmask_b32_e64 v16, v13, 0, s[0:1]
	v_lshlrev_b16 v13, 8, v11
	v_cndmask_b32_e64 v14, s26, v14, s[4:5]
	v_cndmask_b32_e64 v23, v12, 0, vcc
	v_cmp_nlt_f32_e64 s[4:5], s28, v8
	v_cndmask_b32_e64 v2, v2, 0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], s27, v19
	v_or_b32_sdwa v18, v11, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v13, v4, 0, s[2:3]
	v_cndmask_b32_e64 v15, s19, v23, s[4:5]
	v_cmp_u_f32_e64 s[4:5], v8, v8
	v_cndmask_b32_e64 v16, v16, -1, s[0:1]
	v_lshlrev_b16 v15, 8, v15
	v_cndmask_b32_e64 v14, v14, 0, s[4:5]
	v_or_b32_sdwa v17, v14, v15 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v14, v0, 0, s[2:3]
	v_cndmask_b32_e64 v15, v2, -1, s[0:1]
	v_cmp_le_f32_e64 s[0:1], s29, v8
	v_mov_b32_e32 v0, v9
	v_or_b32_sdwa v4, v18, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_trunc_f32_e32 v17, v8
	global_store_dwordx4 v3, v[13:16], s[6:7] offset:408
	global_store_dword v3, v4, s[6:7] offset:53
	v_cndmask_b32_e64 v9, s22, v11, s[0:1]
	v_mul_f32_e64 v4, |v17|, s33
	v_cmp_nlt_f32_e64 s[2:3], s30, v8
	v_cmp_le_f32_e64 s[0:1], s31, v8
	v_mov_b32_e32 v2, v10
	v_ashrrev_i32_e32 v16, 31, v17
	v_floor_f32_e32 v4, v4
	v_cndmask_b32_e64 v9, s21, v9, s[2:3]
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b64 s[0:1], -1, 0
	v_cmp_lt_f32_e64 s[2:3], s38, v8
	v_fma_f32 v13, v4, s35, |v17|
	v_cndmask_b32_e64 v10, s23, v11, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s34, v8
	v_cndmask_b32_e64 v9, v9, 0, s[4:5]
	v_cvt_u32_f32_e32 v4, v4
	v_cvt_u32_f32_e32 v14, v13
	global_store_short v3, v12, s[6:7] offset:116
	v_cndmask_b32_e64 v10, s20, v10, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s36, v8
	global_store_short v3, v9, s[6:7] offset:118
	v_xor_b32_e32 v9, v14, v16
	v_xor_b32_e32 v4, v4, v16
	v_cndmask_b32_e64 v13, v10, 0, s[4:5]
	s_and_b64 s[0:1], s[0:1], exec
	v_mul_f32_e32 v10, s33, v17
	v_sub_co_u32 v15, s[0:1], v9, v16
	v_sub_co_ci_u32_e64 v16, s[0:1], v4, v16, s[0:1]
	v_cmp_nle_f32_e64 s[0:1], s37, v8
	v_floor_f32_e32 v4, v10
	v_cvt_i32_f64_e32 v9, s[10:11]
	global_store_short v3, v11, s[6:7] offset:114
	v_cvt_u32_f64_e32 v10, s[10:11]
	v_cndmask_b32_e64 v19, v16, s23, s[0:1]
	v_cndmask_b32_e64 v20, v15, 0, s[0:1]
	v_fmac_f32_e32 v17, s35, v4
	v_cvt_u32_f32_e32 v18, v4
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v4, v19, s20, s[2:3]
	v_cndmask_b32_e64 v19, v20, -1, s[2:3]
	v_cmp_ge_f64_e64 s[2:3], s[10:11], s[12:13]
	v_cndmask_b32_e64 v14, -1, v23, s[0:1]
	s_mov_b32 s13, 0x405fc000
	v_cvt_u32_f32_e32 v17, v17
	v_cmp_lt_f32_e64 s[0:1], s27, v8
	global_store_dwordx4 v3, v[0:3], s[6:7] offset:392
	global_store_dwordx4 v3, v[11:14], s[6:7] offset:244
	v_cndmask_b32_e64 v12, v4, 0, s[4:5]
	v_cndmask_b32_e64 v11, v19, 0, s[4:5]
	v_cmp_nge_f64_e64 s[4:5], s[10:11], 0
	v_cndmask_b32_e64 v13, v18, 0, vcc
	v_cndmask_b32_e64 v21, v17, 0, vcc
	v_trunc_f64_e32 v[19:20], s[10:11]
	v_cndmask_b32_e64 v14, v13, -1, s[0:1]
	v_cndmask_b32_e64 v4, s25, v9, s[2:3]
	v_cmp_ngt_f64_e64 s[2:3], s[10:11], s[12:13]
	s_mov_b32 s13, 0x406fe000
	v_cndmask_b32_e64 v24, v10, 0, s[4:5]
	v_cndmask_b32_e64 v4, s26, v4, s[2:3]
	v_cmp_ngt_f64_e64 s[2:3], s[10:11], s[12:13]
	v_cmp_u_f64_e64 s[26:27], s[10:11], s[10:11]
	s_mov_b32 s13, 0xc0e00000
	v_cmp_ge_f64_e64 vcc, s[10:11], s[12:13]
	s_mov_b32 s13, 0x40dfffc0
	v_cndmask_b32_e64 v13, s19, v24, s[2:3]
	v_cndmask_b32_e64 v4, v4, 0, s[26:27]
	v_cmp_nlt_f32_e64 s[2:3], s24, v8
	s_mov_b32 s24, 0xffe00000
	v_cndmask_b32_e32 v25, s22, v9, vcc
	v_lshlrev_b16 v22, 8, v13
	v_cndmask_b32_e64 v13, v21, -1, s[0:1]
	v_lshlrev_b16 v21, 8, v9
	v_cmp_ngt_f64_e64 vcc, s[10:11], s[12:13]
	s_mov_b32 s13, 0x40efffe0
	v_or_b32_sdwa v4, v4, v22 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ngt_f64_e64 s[0:1], s[10:11], s[12:13]
	v_or_b32_sdwa v21, v9, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b32 s13, 0xc1e00000
	v_cndmask_b32_e64 v8, -1, v23, s[2:3]
	v_cmp_ge_f64_e64 s[28:29], s[10:11], s[12:13]
	s_mov_b32 s13, 0x3df00000
	v_or_b32_sdwa v4, v21, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_mul_f64 v[21:22], v[19:20], s[12:13]
	s_mov_b32 s13, 0xc1f00000
	global_store_short v3, v8, s[6:7] offset:120
	global_store_dwordx4 v3, v[15:18], s[6:7] offset:520
	global_store_dwordx4 v3, v[11:14], s[6:7] offset:536
	global_store_dword v3, v4, s[6:7] offset:69
	s_mov_b32 s25, 0x41efffff
	s_mov_b32 s2, -1
	v_cmp_ngt_f64_e64 s[24:25], s[10:11], s[24:25]
	s_mov_b32 s3, 0x43dfffff
	s_sext_i32_i8 s19, s8
	global_store_short v3, v9, s[6:7] offset:146
	global_store_short v3, v10, s[6:7] offset:148
	global_store_short v3, v7, s[6:7] offset:172
	v_cndmask_b32_e32 v2, s21, v25, vcc
	v_cndmask_b32_e64 v8, -1, v24, s[0:1]
	v_cndmask_b32_e64 v2, v2, 0, s[26:27]
	s_and_b64 s[28:29], s[28:29], exec
	s_mov_b32 s28, 0xffc00000
	s_cselect_b64 vcc, -1, 0
	v_floor_f64_e32 v[21:22], v[21:22]
	s_mov_b32 s29, 0x41dfffff
	v_cndmask_b32_e32 v4, s23, v9, vcc
	v_cmp_ngt_f64_e64 vcc, s[10:11], s[28:29]
	global_store_short v3, v2, s[6:7] offset:150
	v_mov_b32_e32 v2, s18
	global_store_short v3, v8, s[6:7] offset:152
	v_fma_f64 v[0:1], v[21:22], s[12:13], v[19:20]
	s_mov_b32 s13, 0xc3e00000
	v_cvt_i32_f64_e32 v14, v[21:22]
	v_cmp_nge_f64_e64 s[0:1], s[10:11], s[12:13]
	v_cmp_gt_f64_e64 s[12:13], s[10:11], s[2:3]
	v_cvt_u32_f64_e32 v16, v[21:22]
	v_cndmask_b32_e32 v4, s20, v4, vcc
	s_mov_b32 s3, 0x43efffff
	v_cmp_gt_f64_e64 s[2:3], s[10:11], s[2:3]
	v_cndmask_b32_e64 v11, v4, 0, s[26:27]
	v_cvt_u32_f64_e32 v13, v[0:1]
	v_mov_b32_e32 v1, s19
	v_cndmask_b32_e64 v4, v14, s23, s[0:1]
	s_and_b64 s[22:23], s[24:25], exec
	s_cselect_b64 vcc, -1, 0
	s_bfe_i64 s[18:19], s[8:9], 0x80000
	global_store_dwordx2 v3, v[1:2], s[6:7] offset:348
	v_mov_b32_e32 v0, s18
	v_mov_b32_e32 v1, s19
	v_cndmask_b32_e32 v12, -1, v24, vcc
	v_cndmask_b32_e64 v4, v4, s20, s[12:13]
	v_cndmask_b32_e64 v17, v16, 0, s[4:5]
	global_store_dwordx4 v3, v[0:3], s[6:7] offset:712
	v_mov_b32_e32 v1, s16
	v_mov_b32_e32 v2, s17
	global_store_dwordx4 v3, v[9:12], s[6:7] offset:308
	v_cndmask_b32_e64 v9, v4, 0, s[26:27]
	v_cndmask_b32_e64 v11, v17, -1, s[2:3]
	global_store_dwordx2 v3, v[1:2], s[6:7] offset:364
	v_cndmask_b32_e64 v8, v13, 0, s[0:1]
	s_bfe_i64 s[0:1], s[8:9], 0x100000
	v_cndmask_b32_e64 v10, v13, 0, s[4:5]
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_cndmask_b32_e64 v4, v8, -1, s[12:13]
	s_bfe_i64 s[0:1], s[8:9], 0x200000
	v_cndmask_b32_e64 v10, v10, -1, s[2:3]
	v_mov_b32_e32 v15, v13
	global_store_dwordx4 v3, v[0:3], s[6:7] offset:744
	v_cndmask_b32_e64 v8, v4, 0, s[26:27]
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v2, s8
	v_and_b32_e64 v4, s8, 1
	s_bfe_i32 s0, s8, 0x10000
	s_and_b32 s1, s8, 1
	global_store_dwordx4 v3, v[8:11], s[6:7] offset:664
	global_store_dwordx4 v3, v[0:3], s[6:7] offset:760
	v_lshlrev_b16 v0, 8, v4
	v_mov_b32_e32 v1, s0
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v8, s15
	v_mov_b32_e32 v10, s8
	v_or_b32_sdwa v9, s0, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	s_bfe_i64 s[0:1], s[8:9], 0x10000
	global_store_short v3, v1, s[6:7] offset:198
	global_store_dwordx2 v3, v[1:2], s[6:7] offset:404
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	global_store_short v3, v8, s[6:7] offset:170
	v_mov_b32_e32 v7, s10
	v_mov_b32_e32 v8, s11
	global_store_dwordx4 v3, v[13:16], s[6:7] offset:648
	global_store_short v3, v9, s[6:7] offset:97
	global_store_short v3, v4, s[6:7] offset:200
	global_store_dwordx4 v3, v[0:3], s[6:7] offset:824
	global_store_dwordx2 v3, v[7:8], s[6:7] offset:840
	global_store_dword v3, v10, s[6:7] offset:424
	v_cvt_f16_f32_e32 v4, s9
	v_cvt_f16_f32_e32 v7, s8
	v_cvt_i32_f32_e32 v11, s8
	v_cvt_f16_i16_e32 v8, s14
	v_mov_b32_e32 v2, s8
	v_cvt_f32_f16_e32 v1, s14
	v_pack_b32_f16 v9, v7, v4
	v_cvt_i32_f32_e32 v4, s9
	v_and_b32_e32 v11, 0xffff, v11
	v_cvt_f32_f16_e32 v0, s8
	v_pack_b32_f16 v10, v6, v8
	v_cvt_f32_ubyte3_e32 v8, s8
	v_cvt_f32_ubyte2_e32 v7, s8
	v_cvt_f32_ubyte1_e32 v6, s8
	v_lshl_or_b32 v4, v4, 16, v11
	global_store_short v3, v2, s[6:7] offset:214
	global_store_dwordx2 v3, v[0:1], s[6:7] offset:864
	global_store_dwordx2 v3, v[9:10], s[6:7] offset:436
	global_store_dwordx4 v3, v[5:8], s[6:7] offset:1776
	global_store_dword v3, v4, s[6:7] offset:448
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
		.amdhsa_wavefront_size32 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 39
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
; codeLenInByte = 3340
; NumSgprs: 41
; NumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 41
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
    .sgpr_count:     41
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
