	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	convert_uni                     ; -- Begin function convert_uni
	.p2align	8
	.type	convert_uni,@function
convert_uni:                            ; @convert_uni
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s19, 0x42fe0000
	s_mov_b32 s22, 0x437f0000
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s14, s8, 16
	s_bitcmp1_b32 s8, 0
	s_cselect_b64 s[0:1], -1, 0
	s_lshr_b32 s2, s11, 8
	s_and_b32 s4, s2, 0xffe
	s_and_b32 s2, s11, 0x1ff
	s_or_b32 s2, s2, s10
	s_cmp_lg_u32 s2, 0
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v0, 0, 1, s[2:3]
	v_readfirstlane_b32 s2, v0
	s_bfe_u32 s3, s11, 0xb0014
	s_or_b32 s12, s4, s2
	s_sub_i32 s4, 0x3f1, s3
	v_med3_i32 v0, s4, 0, 13
	s_or_b32 s2, s12, 0x1000
	v_readfirstlane_b32 s4, v0
	s_lshr_b32 s4, s2, s4
	v_lshlrev_b32_e64 v0, v0, s4
	v_cmp_ne_u32_e32 vcc, s2, v0
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_add_i32 s13, s3, 0xfffffc10
	v_readfirstlane_b32 s2, v0
	s_lshl_b32 s3, s13, 12
	s_or_b32 s2, s4, s2
	s_or_b32 s3, s12, s3
	s_cmp_lt_i32 s13, 1
	s_cselect_b32 s15, s2, s3
	s_and_b32 s4, s15, 7
	s_cmp_gt_i32 s4, 5
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u32 s4, 3
	s_cselect_b64 s[4:5], -1, 0
	s_or_b64 s[2:3], s[4:5], s[2:3]
	s_lshr_b32 s4, s15, 2
	s_cmp_lg_u64 s[2:3], 0
	s_addc_u32 s2, s4, 0
	s_cmp_lt_i32 s13, 31
	s_cselect_b32 s4, s2, 0x7c00
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v0, 0, 1, s[2:3]
	v_lshlrev_b32_e32 v0, 9, v0
	s_cmpk_eq_i32 s13, 0x40f
	v_or_b32_e32 v0, 0x7c00, v0
	v_mov_b32_e32 v1, s4
	s_cselect_b64 vcc, -1, 0
	s_lshr_b32 s2, s11, 16
	v_cvt_f32_f64_e32 v7, s[10:11]
	v_cndmask_b32_e32 v0, v1, v0, vcc
	s_and_b32 s2, s2, 0x8000
	v_or_b32_e32 v0, s2, v0
	v_cvt_f32_f16_e32 v13, v0
	v_cvt_f16_f32_e32 v1, v7
	v_cvt_f64_f32_e32 v[10:11], v7
	global_store_dword v3, v7, s[6:7] offset:4
	v_cvt_f64_f32_e32 v[8:9], v13
	global_store_short v3, v0, s[6:7] offset:4
	global_store_short v3, v1, s[6:7] offset:6
	global_store_dword v3, v13, s[6:7] offset:16
	global_store_dwordx4 v3, v[8:11], s[6:7] offset:40
	v_cndmask_b32_e64 v1, 0, -1.0, s[0:1]
	v_cvt_f16_f32_e32 v4, v1
	v_cndmask_b32_e64 v2, 0, 1.0, s[0:1]
	v_cvt_f16_f32_e32 v5, v2
	v_cndmask_b32_e64 v6, 0, -1, s[0:1]
	v_cvt_f64_i32_e32 v[8:9], v6
	v_cndmask_b32_e64 v6, 0, 1, s[0:1]
	s_bfe_i32 s15, s8, 0x80000
	v_cvt_f64_u32_e32 v[10:11], v6
	s_sext_i32_i16 s0, s15
	global_store_short v3, v4, s[6:7] offset:14
	global_store_short v3, v5, s[6:7] offset:16
	global_store_dwordx2 v3, v[1:2], s[6:7] offset:36
	global_store_dwordx4 v3, v[8:11], s[6:7] offset:88
	v_cvt_f32_i32_e32 v4, s0
	v_mov_b32_e32 v9, 0xff
	s_and_b32 s16, s8, 0xff
	v_cvt_f16_i16_e32 v1, s15
	v_and_b32_e32 v8, s8, v9
	v_cvt_f64_i32_e32 v[14:15], s0
	v_cvt_f64_u32_e32 v[16:17], s16
	s_xor_b32 s1, s8, s9
	global_store_short v3, v1, s[6:7] offset:26
	v_cvt_f16_u16_e32 v1, v8
	v_cvt_f32_i32_e32 v6, s8
	s_flbit_i32 s0, s9
	s_ashr_i32 s1, s1, 31
	global_store_short v3, v1, s[6:7] offset:28
	v_cvt_f32_ubyte0_e32 v5, s8
	v_cvt_f16_u16_e32 v1, s8
	s_sext_i32_i16 s17, s8
	s_and_b32 s18, s8, 0xffff
	v_cvt_f32_u32_e32 v10, s8
	s_add_i32 s0, s0, -1
	s_add_i32 s1, s1, 32
	global_store_dwordx2 v3, v[4:5], s[6:7] offset:60
	global_store_dwordx4 v3, v[14:17], s[6:7] offset:136
	global_store_short v3, v1, s[6:7] offset:40
	v_cvt_f32_i32_e32 v1, s17
	v_cvt_f32_u32_e32 v2, s18
	s_min_u32 s2, s0, s1
	v_cvt_f64_i32_e32 v[14:15], s17
	v_cvt_f64_u32_e32 v[16:17], s18
	s_lshl_b64 s[0:1], s[8:9], s2
	v_cvt_f16_f32_e32 v6, v6
	s_min_u32 s0, s0, 1
	v_cvt_f16_i16_e32 v4, s8
	v_cvt_f16_f32_e32 v10, v10
	s_or_b32 s0, s1, s0
	global_store_short v3, v4, s[6:7] offset:38
	global_store_dwordx2 v3, v[1:2], s[6:7] offset:84
	global_store_dwordx4 v3, v[14:17], s[6:7] offset:184
	global_store_short v3, v6, s[6:7] offset:50
	global_store_short v3, v10, s[6:7] offset:52
	v_cvt_f32_i32_e32 v6, s0
	v_cvt_f64_i32_e32 v[11:12], s9
	v_cvt_f64_u32_e32 v[18:19], s9
	s_sub_i32 s0, 32, s2
	v_ldexp_f32 v10, v6, s0
	s_flbit_i32_b32 s0, s9
	v_ldexp_f64 v[11:12], v[11:12], 32
	v_ldexp_f64 v[20:21], v[18:19], 32
	s_min_u32 s2, s0, 32
	s_lshl_b64 s[0:1], s[8:9], s2
	s_min_u32 s0, s0, 1
	v_cvt_f64_u32_e32 v[16:17], s8
	s_or_b32 s0, s1, s0
	v_cvt_f32_u32_e32 v22, s0
	v_cvt_f32_i32_e32 v1, s8
	v_cvt_f32_u32_e32 v2, s8
	v_cvt_f64_i32_e32 v[14:15], s8
	s_sub_i32 s0, 32, s2
	v_add_f64 v[18:19], v[11:12], v[16:17]
	v_add_f64 v[20:21], v[20:21], v[16:17]
	v_cvt_f16_f32_e32 v6, v10
	v_ldexp_f32 v11, v22, s0
	v_cvt_f16_f32_e32 v12, v11
	global_store_dwordx2 v3, v[1:2], s[6:7] offset:108
	global_store_dwordx4 v3, v[14:17], s[6:7] offset:232
	global_store_short v3, v6, s[6:7] offset:62
	global_store_short v3, v12, s[6:7] offset:64
	global_store_dwordx2 v3, v[10:11], s[6:7] offset:132
	global_store_dwordx4 v3, v[18:21], s[6:7] offset:280
	v_cvt_i32_f32_e32 v1, v13
	v_cvt_u32_f32_e32 v6, v13
	s_mov_b32 s13, 0xc3000000
	v_mov_b32_e32 v16, 0xffffff80
	v_cmp_le_f32_e32 vcc, s13, v13
	v_cmp_nle_f32_e64 s[0:1], 0, v13
	v_cndmask_b32_e32 v2, v16, v1, vcc
	v_mov_b32_e32 v15, 0x7f
	v_cmp_nlt_f32_e32 vcc, s19, v13
	v_cndmask_b32_e64 v20, v6, 0, s[0:1]
	v_cmp_nlt_f32_e64 s[2:3], s22, v13
	v_cndmask_b32_e32 v2, v15, v2, vcc
	v_cmp_u_f32_e32 vcc, v13, v13
	v_cndmask_b32_e64 v6, v9, v20, s[2:3]
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_lshlrev_b16_e32 v6, 8, v6
	v_or_b32_sdwa v2, v2, v6 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cvt_i16_f16_e32 v6, v0
	v_lshlrev_b16_e32 v10, 8, v6
	v_or_b32_sdwa v10, v6, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b32 s23, 0xc7000000
	v_or_b32_sdwa v2, v10, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cvt_u16_f16_e32 v0, v0
	v_mov_b32_e32 v12, 0xffff8000
	v_cmp_le_f32_e64 s[2:3], s23, v13
	s_mov_b32 s24, 0x46fffe00
	global_store_dword v3, v2, s[6:7] offset:37
	global_store_short v3, v6, s[6:7] offset:82
	global_store_short v3, v0, s[6:7] offset:84
	v_cndmask_b32_e64 v0, v12, v1, s[2:3]
	v_mov_b32_e32 v14, 0x7fff
	v_cmp_nlt_f32_e64 s[2:3], s24, v13
	v_cndmask_b32_e64 v0, v14, v0, s[2:3]
	s_mov_b32 s25, 0x477fff00
	v_cndmask_b32_e64 v0, v0, 0, vcc
	v_cmp_nlt_f32_e64 s[2:3], s25, v13
	s_mov_b32 s26, 0xcf000000
	global_store_short v3, v0, s[6:7] offset:86
	v_cndmask_b32_e64 v0, -1, v20, s[2:3]
	v_cvt_i32_f32_e32 v17, v13
	v_cvt_u32_f32_e32 v18, v13
	v_bfrev_b32_e32 v11, 1
	v_cmp_le_f32_e64 s[2:3], s26, v13
	s_mov_b32 s27, 0x4effffff
	global_store_short v3, v0, s[6:7] offset:88
	v_cndmask_b32_e64 v0, v11, v1, s[2:3]
	v_bfrev_b32_e32 v10, -2
	v_cmp_nlt_f32_e64 s[2:3], s27, v13
	s_mov_b32 s28, 0x4f7fffff
	v_cndmask_b32_e64 v0, v10, v0, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], s28, v13
	v_cndmask_b32_e64 v19, v0, 0, vcc
	v_cndmask_b32_e64 v20, -1, v20, s[2:3]
	global_store_dwordx4 v3, v[17:20], s[6:7] offset:180
	v_ashrrev_i32_e32 v1, 31, v17
	v_mov_b32_e32 v0, v17
	v_trunc_f32_e32 v17, v13
	s_mov_b32 s29, 0x2f800000
	v_mul_f32_e64 v2, |v17|, s29
	v_floor_f32_e32 v2, v2
	s_mov_b32 s30, 0xcf800000
	v_fma_f32 v19, v2, s30, |v17|
	v_cvt_u32_f32_e32 v19, v19
	v_cvt_u32_f32_e32 v20, v2
	v_readfirstlane_b32 s4, v17
	s_ashr_i32 s4, s4, 31
	v_readfirstlane_b32 s2, v19
	v_readfirstlane_b32 s3, v20
	s_mov_b32 s5, s4
	s_xor_b64 s[2:3], s[2:3], s[4:5]
	v_mov_b32_e32 v2, v18
	s_sub_u32 s31, s2, s4
	s_mov_b32 s33, 0xdf000000
	global_store_dwordx4 v3, v[0:3], s[6:7] offset:392
	s_subb_u32 s20, s3, s4
	v_cmp_nle_f32_e64 s[2:3], s33, v13
	v_mul_f32_e32 v0, 0x2f800000, v17
	s_and_b64 s[4:5], s[2:3], exec
	s_mov_b32 s35, 0x5effffff
	v_floor_f32_e32 v0, v0
	v_cmp_lt_f32_e64 s[4:5], s35, v13
	v_cvt_u32_f32_e32 v1, v0
	v_fma_f32 v0, v0, s30, v17
	s_cselect_b32 s34, 0x80000000, s20
	s_and_b64 s[20:21], s[4:5], exec
	v_cvt_u32_f32_e32 v0, v0
	s_cselect_b32 s34, 0x7fffffff, s34
	s_and_b64 s[20:21], vcc, exec
	s_cselect_b32 s20, 0, s34
	s_and_b64 s[2:3], s[2:3], exec
	v_cvt_i32_f32_e32 v21, v7
	v_cvt_u32_f32_e32 v22, v7
	s_cselect_b32 s21, 0, s31
	s_and_b64 s[2:3], s[4:5], exec
	s_mov_b32 s31, 0x5f7fffff
	s_cselect_b32 s4, -1, s21
	s_and_b64 s[2:3], vcc, exec
	v_cndmask_b32_e64 v1, v1, 0, s[0:1]
	v_cmp_lt_f32_e32 vcc, s31, v13
	v_cndmask_b32_e64 v0, v0, 0, s[0:1]
	s_cselect_b32 s2, 0, s4
	v_cndmask_b32_e64 v20, v1, -1, vcc
	v_cndmask_b32_e64 v19, v0, -1, vcc
	v_cmp_le_f32_e32 vcc, s13, v7
	v_cmp_nle_f32_e64 s[0:1], 0, v7
	v_mov_b32_e32 v17, s2
	v_cndmask_b32_e32 v0, v16, v21, vcc
	v_cmp_nlt_f32_e32 vcc, s19, v7
	v_cndmask_b32_e64 v1, v22, 0, s[0:1]
	v_cmp_nlt_f32_e64 s[2:3], s22, v7
	v_cndmask_b32_e32 v0, v15, v0, vcc
	v_cmp_u_f32_e32 vcc, v7, v7
	v_cndmask_b32_e64 v2, v9, v1, s[2:3]
	v_cndmask_b32_e64 v0, v0, 0, vcc
	v_lshlrev_b16_e32 v2, 8, v2
	v_or_b32_sdwa v0, v0, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v2, 8, v21
	v_or_b32_sdwa v2, v21, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v18, s20
	v_or_b32_sdwa v0, v2, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_le_f32_e64 s[2:3], s23, v7
	global_store_dwordx4 v3, v[17:20], s[6:7] offset:408
	global_store_dword v3, v0, s[6:7] offset:53
	global_store_short v3, v21, s[6:7] offset:114
	global_store_short v3, v22, s[6:7] offset:116
	v_cndmask_b32_e64 v0, v12, v21, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], s24, v7
	v_cndmask_b32_e64 v0, v14, v0, s[2:3]
	v_cndmask_b32_e64 v0, v0, 0, vcc
	v_cmp_nlt_f32_e64 s[2:3], s25, v7
	global_store_short v3, v0, s[6:7] offset:118
	v_cndmask_b32_e64 v0, -1, v1, s[2:3]
	v_cmp_le_f32_e64 s[2:3], s26, v7
	global_store_short v3, v0, s[6:7] offset:120
	v_cndmask_b32_e64 v0, v11, v21, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], s27, v7
	v_cndmask_b32_e64 v0, v10, v0, s[2:3]
	v_cndmask_b32_e64 v23, v0, 0, vcc
	v_trunc_f32_e32 v0, v7
	v_mul_f32_e64 v2, |v0|, s29
	v_floor_f32_e32 v2, v2
	v_fma_f32 v13, v2, s30, |v0|
	v_cvt_u32_f32_e32 v13, v13
	v_cvt_u32_f32_e32 v2, v2
	v_readfirstlane_b32 s4, v0
	v_cmp_nlt_f32_e64 s[2:3], s28, v7
	s_ashr_i32 s4, s4, 31
	v_cndmask_b32_e64 v24, -1, v1, s[2:3]
	v_readfirstlane_b32 s2, v13
	v_readfirstlane_b32 s3, v2
	s_mov_b32 s5, s4
	s_xor_b64 s[2:3], s[2:3], s[4:5]
	s_sub_u32 s13, s2, s4
	s_subb_u32 s19, s3, s4
	v_cmp_nle_f32_e64 s[2:3], s33, v7
	v_mul_f32_e32 v1, 0x2f800000, v0
	s_and_b64 s[4:5], s[2:3], exec
	v_floor_f32_e32 v1, v1
	v_cmp_lt_f32_e64 s[4:5], s35, v7
	v_fma_f32 v0, v1, s30, v0
	v_cvt_u32_f32_e32 v20, v1
	v_mov_b32_e32 v18, s19
	s_cselect_b32 s19, 0x80000000, s19
	s_and_b64 s[20:21], s[4:5], exec
	v_cvt_u32_f32_e32 v19, v0
	s_cselect_b32 s19, 0x7fffffff, s19
	s_and_b64 s[20:21], vcc, exec
	s_cselect_b32 s19, 0, s19
	s_and_b64 s[2:3], s[2:3], exec
	v_mov_b32_e32 v17, s13
	s_cselect_b32 s13, 0, s13
	s_and_b64 s[2:3], s[4:5], exec
	s_cselect_b32 s4, -1, s13
	s_and_b64 s[2:3], vcc, exec
	v_cndmask_b32_e64 v0, v20, 0, s[0:1]
	v_cmp_lt_f32_e32 vcc, s31, v7
	global_store_dwordx4 v3, v[17:20], s[6:7] offset:520
	v_mov_b32_e32 v1, 0xc0600000
	v_cndmask_b32_e64 v20, v0, -1, vcc
	v_cndmask_b32_e64 v0, v19, 0, s[0:1]
	v_cndmask_b32_e64 v19, v0, -1, vcc
	v_mov_b32_e32 v0, v3
	v_cmp_ge_f64_e32 vcc, s[10:11], v[0:1]
	s_cselect_b32 s2, 0, s4
	v_mov_b32_e32 v17, s2
	v_mov_b32_e32 v18, s19
	global_store_dwordx4 v3, v[17:20], s[6:7] offset:536
	v_mov_b32_e32 v1, 0x405fc000
	v_cvt_i32_f64_e32 v17, s[10:11]
	v_cmp_u_f64_e64 s[4:5], s[10:11], s[10:11]
	v_cmp_nge_f64_e64 s[20:21], s[10:11], 0
	v_cvt_u32_f64_e32 v18, s[10:11]
	v_cndmask_b32_e32 v2, v16, v17, vcc
	v_cmp_ngt_f64_e32 vcc, s[10:11], v[0:1]
	v_mov_b32_e32 v1, 0x406fe000
	global_store_dwordx4 v3, v[21:24], s[6:7] offset:244
	v_mov_b32_e32 v13, 0x40efffe0
	s_mov_b32 s12, 0
	v_cndmask_b32_e64 v7, v18, 0, s[20:21]
	s_mov_b32 s13, 0x3df00000
	v_mov_b32_e32 v6, -1
	v_cndmask_b32_e32 v0, v15, v2, vcc
	v_cndmask_b32_e64 v2, v0, 0, s[4:5]
	v_mov_b32_e32 v0, v3
	v_cmp_ngt_f64_e32 vcc, s[10:11], v[0:1]
	v_lshlrev_b16_e32 v1, 8, v17
	v_or_b32_sdwa v1, v17, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_trunc_f64_e32 v[15:16], s[10:11]
	v_cndmask_b32_e32 v0, v9, v7, vcc
	v_lshlrev_b16_e32 v0, 8, v0
	v_or_b32_sdwa v0, v2, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v0, v1, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dword v3, v0, s[6:7] offset:69
	global_store_short v3, v17, s[6:7] offset:146
	global_store_short v3, v18, s[6:7] offset:148
	v_mov_b32_e32 v1, 0xc0e00000
	v_mov_b32_e32 v0, v3
	v_cmp_ge_f64_e32 vcc, s[10:11], v[0:1]
	v_mov_b32_e32 v1, 0x40dfffc0
	v_cndmask_b32_e32 v2, v12, v17, vcc
	v_cmp_ngt_f64_e32 vcc, s[10:11], v[0:1]
	v_mov_b32_e32 v12, v3
	v_mul_f64 v[0:1], v[15:16], s[12:13]
	s_mov_b32 s13, 0xc1f00000
	v_cndmask_b32_e32 v2, v14, v2, vcc
	v_cmp_ngt_f64_e32 vcc, s[10:11], v[12:13]
	v_cndmask_b32_e64 v2, v2, 0, s[4:5]
	v_mov_b32_e32 v13, 0xc1e00000
	global_store_short v3, v2, s[6:7] offset:150
	v_floor_f64_e32 v[0:1], v[0:1]
	v_cndmask_b32_e32 v2, -1, v7, vcc
	v_cmp_ge_f64_e32 vcc, s[10:11], v[12:13]
	v_mov_b32_e32 v12, 0xffc00000
	v_mov_b32_e32 v13, 0x41dfffff
	global_store_short v3, v2, s[6:7] offset:152
	v_fma_f64 v[14:15], v[0:1], s[12:13], v[15:16]
	v_cndmask_b32_e32 v2, v11, v17, vcc
	v_cmp_ngt_f64_e32 vcc, s[10:11], v[12:13]
	v_mov_b32_e32 v12, 0xffe00000
	v_mov_b32_e32 v13, 0x41efffff
	v_cndmask_b32_e32 v2, v10, v2, vcc
	v_cmp_ngt_f64_e32 vcc, s[10:11], v[12:13]
	v_cvt_u32_f64_e32 v12, v[14:15]
	v_cvt_i32_f64_e32 v13, v[0:1]
	v_cvt_u32_f64_e32 v15, v[0:1]
	v_mov_b32_e32 v1, 0xc3e00000
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v14, v12
	v_cndmask_b32_e64 v19, v2, 0, s[4:5]
	v_cndmask_b32_e32 v20, -1, v7, vcc
	v_cmp_nge_f64_e32 vcc, s[10:11], v[0:1]
	v_mov_b32_e32 v7, 0x43dfffff
	v_cmp_gt_f64_e64 s[0:1], s[10:11], v[6:7]
	v_mov_b32_e32 v7, 0x43efffff
	v_cmp_gt_f64_e64 s[2:3], s[10:11], v[6:7]
	v_cndmask_b32_e64 v1, v15, 0, s[20:21]
	global_store_dwordx4 v3, v[12:15], s[6:7] offset:648
	v_mov_b32_e32 v2, s16
	v_cndmask_b32_e32 v0, v13, v11, vcc
	global_store_dwordx4 v3, v[17:20], s[6:7] offset:308
	v_cndmask_b32_e64 v0, v0, v10, s[0:1]
	v_cndmask_b32_e64 v11, v0, 0, s[4:5]
	v_cndmask_b32_e64 v0, v12, 0, vcc
	v_cndmask_b32_e64 v0, v0, -1, s[0:1]
	v_cndmask_b32_e64 v10, v0, 0, s[4:5]
	v_cndmask_b32_e64 v0, v12, 0, s[20:21]
	s_sext_i32_i8 s0, s8
	v_cndmask_b32_e64 v13, v1, -1, s[2:3]
	v_cndmask_b32_e64 v12, v0, -1, s[2:3]
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s0
	s_bfe_i64 s[0:1], s[8:9], 0x80000
	global_store_dwordx4 v3, v[10:13], s[6:7] offset:664
	global_store_short v3, v0, s[6:7] offset:170
	global_store_short v3, v8, s[6:7] offset:172
	global_store_dwordx2 v3, v[1:2], s[6:7] offset:348
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	global_store_dwordx4 v3, v[0:3], s[6:7] offset:712
	s_bfe_i64 s[0:1], s[8:9], 0x100000
	v_mov_b32_e32 v1, s17
	v_mov_b32_e32 v2, s18
	global_store_dwordx2 v3, v[1:2], s[6:7] offset:364
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	s_bfe_i64 s[0:1], s[8:9], 0x200000
	global_store_dwordx4 v3, v[0:3], s[6:7] offset:744
	v_cvt_f16_f32_e32 v6, s9
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v2, s8
	global_store_dwordx4 v3, v[0:3], s[6:7] offset:760
	s_bfe_i32 s0, s8, 0x10000
	v_and_b32_e64 v0, s8, 1
	v_lshlrev_b16_e32 v1, 8, v0
	v_or_b32_sdwa v1, s0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	global_store_short v3, v1, s[6:7] offset:97
	v_mov_b32_e32 v1, s0
	s_and_b32 s0, s8, 1
	v_mov_b32_e32 v2, s0
	s_bfe_i64 s[0:1], s[8:9], 0x10000
	global_store_short v3, v1, s[6:7] offset:198
	global_store_short v3, v0, s[6:7] offset:200
	global_store_dwordx2 v3, v[1:2], s[6:7] offset:404
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	global_store_dwordx4 v3, v[0:3], s[6:7] offset:824
	v_cvt_f16_f32_e32 v7, s8
	v_mov_b32_e32 v0, s10
	v_mov_b32_e32 v1, s11
	global_store_dwordx2 v3, v[0:1], s[6:7] offset:840
	v_mov_b32_e32 v0, s8
	global_store_dword v3, v0, s[6:7] offset:424
	v_cvt_f32_f16_e32 v1, s14
	v_cvt_f32_f16_e32 v0, s8
	v_mov_b32_e32 v2, s8
	global_store_short v3, v2, s[6:7] offset:214
	global_store_dwordx2 v3, v[0:1], s[6:7] offset:864
	v_cvt_f16_i16_e32 v1, s14
	v_pack_b32_f16 v0, v7, v6
	v_pack_b32_f16 v1, v4, v1
	global_store_dwordx2 v3, v[0:1], s[6:7] offset:436
	v_cvt_i32_f32_e32 v0, s8
	v_cvt_i32_f32_e32 v1, s9
	v_cvt_f32_ubyte3_e32 v8, s8
	v_cvt_f32_ubyte2_e32 v7, s8
	v_and_b32_e32 v0, 0xffff, v0
	v_cvt_f32_ubyte1_e32 v6, s8
	v_lshl_or_b32 v0, v1, 16, v0
	global_store_dwordx4 v3, v[5:8], s[6:7] offset:1776
	global_store_dword v3, v0, s[6:7] offset:448
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 36
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
; codeLenInByte = 3260
; NumSgprs: 38
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 25
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
