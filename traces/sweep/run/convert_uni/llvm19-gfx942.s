	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	convert_uni                     ; -- Begin function convert_uni
	.p2align	8
	.type	convert_uni,@function
convert_uni:                            ; @convert_uni
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[2:3], 0x10
	s_load_dwordx2 s[6:7], s[2:3], 0x0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v10, 0xff
	s_mov_b32 s17, 0xc3000000
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s12, s8, 16
	s_bitcmp1_b32 s8, 0
	s_cselect_b64 s[0:1], -1, 0
	s_lshr_b32 s2, s11, 8
	s_and_b32 s4, s2, 0xffe
	s_and_b32 s2, s11, 0x1ff
	s_or_b32 s2, s2, s10
	s_cmp_lg_u32 s2, 0
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v0, 0, 1, s[2:3]
	s_bfe_u32 s3, s11, 0xb0014
	v_readfirstlane_b32 s2, v0
	s_or_b32 s13, s4, s2
	s_sub_i32 s4, 0x3f1, s3
	v_med3_i32 v0, s4, 0, 13
	s_or_b32 s2, s13, 0x1000
	v_readfirstlane_b32 s4, v0
	s_lshr_b32 s4, s2, s4
	s_add_i32 s14, s3, 0xfffffc10
	v_lshlrev_b32_e64 v0, v0, s4
	v_cmp_ne_u32_e32 vcc, s2, v0
	s_lshl_b32 s3, s14, 12
	s_or_b32 s3, s13, s3
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_cvt_f32_f64_e32 v7, s[10:11]
	v_readfirstlane_b32 s2, v0
	s_or_b32 s2, s4, s2
	s_cmp_lt_i32 s14, 1
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
	s_cmp_lt_i32 s14, 31
	s_cselect_b32 s4, s2, 0x7c00
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v0, 0, 1, s[2:3]
	v_lshlrev_b32_e32 v0, 9, v0
	s_cmpk_eq_i32 s14, 0x40f
	v_or_b32_e32 v0, 0x7c00, v0
	v_mov_b32_e32 v1, s4
	s_cselect_b64 vcc, -1, 0
	s_lshr_b32 s2, s11, 16
	v_cndmask_b32_e32 v0, v1, v0, vcc
	s_and_b32 s2, s2, 0x8000
	v_or_b32_e32 v2, s2, v0
	v_cvt_f16_f32_e32 v0, v7
	v_cvt_f32_f16_e32 v11, v2
	v_and_b32_e32 v1, 0xffff, v2
	v_cvt_f64_f32_e32 v[14:15], v7
	v_lshl_or_b32 v0, v0, 16, v1
	global_store_dword v3, v0, s[6:7] offset:4
	global_store_dword v3, v11, s[6:7] offset:16
	v_cndmask_b32_e64 v0, 0, -1.0, s[0:1]
	v_cndmask_b32_e64 v1, 0, 1.0, s[0:1]
	v_cvt_f16_f32_e32 v4, v0
	v_cvt_f16_f32_e32 v5, v1
	v_cvt_f64_f32_e32 v[12:13], v11
	global_store_dwordx4 v3, v[12:15], s[6:7] offset:40
	s_bfe_i32 s13, s8, 0x80000
	v_pack_b32_f16 v4, v4, v5
	global_store_dword v3, v4, s[6:7] offset:14
	global_store_dwordx2 v3, v[0:1], s[6:7] offset:36
	v_cndmask_b32_e64 v0, 0, -1, s[0:1]
	v_cvt_f64_i32_e32 v[12:13], v0
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	s_sext_i32_i16 s0, s13
	v_and_b32_e32 v9, s8, v10
	v_cvt_f32_i32_e32 v4, s0
	v_cvt_f64_u32_e32 v[14:15], v0
	v_cvt_f16_i16_e32 v0, s13
	v_cvt_f16_u16_e32 v1, v9
	v_pack_b32_f16 v0, v0, v1
	s_sext_i32_i16 s15, s8
	s_and_b32 s16, s8, 0xffff
	global_store_dword v3, v0, s[6:7] offset:26
	v_cvt_f32_ubyte0_e32 v5, s8
	v_cvt_f32_i32_e32 v0, s15
	v_cvt_f32_u32_e32 v1, s16
	global_store_dwordx2 v3, v[4:5], s[6:7] offset:60
	s_and_b32 s14, s8, 0xff
	v_cvt_f16_i16_e32 v4, s8
	v_cvt_f16_u16_e32 v6, s8
	global_store_dwordx4 v3, v[12:15], s[6:7] offset:88
	v_pack_b32_f16 v6, v4, v6
	s_xor_b32 s1, s8, s9
	v_cvt_f64_i32_e32 v[12:13], s0
	v_cvt_f64_u32_e32 v[14:15], s14
	global_store_dwordx4 v3, v[12:15], s[6:7] offset:136
	global_store_dword v3, v6, s[6:7] offset:38
	global_store_dwordx2 v3, v[0:1], s[6:7] offset:84
	v_cvt_f32_i32_e32 v0, s8
	v_cvt_f32_u32_e32 v1, s8
	s_flbit_i32 s0, s9
	s_ashr_i32 s1, s1, 31
	v_cvt_f16_f32_e32 v6, v0
	v_cvt_f16_f32_e32 v16, v1
	s_add_i32 s0, s0, -1
	s_add_i32 s1, s1, 32
	s_min_u32 s2, s0, s1
	v_cvt_f32_i32_e32 v0, s8
	v_cvt_f32_u32_e32 v1, s8
	s_lshl_b64 s[0:1], s[8:9], s2
	s_min_u32 s0, s0, 1
	v_cvt_f64_i32_e32 v[12:13], s15
	v_cvt_f64_u32_e32 v[14:15], s16
	v_pack_b32_f16 v6, v6, v16
	s_or_b32 s0, s1, s0
	global_store_dwordx4 v3, v[12:15], s[6:7] offset:184
	global_store_dword v3, v6, s[6:7] offset:50
	global_store_dwordx2 v3, v[0:1], s[6:7] offset:108
	v_cvt_f32_i32_e32 v0, s0
	s_flbit_i32_b32 s0, s9
	s_min_u32 s3, s0, 32
	s_lshl_b64 s[0:1], s[8:9], s3
	s_min_u32 s0, s0, 1
	s_or_b32 s0, s1, s0
	v_cvt_f32_u32_e32 v1, s0
	s_sub_i32 s2, 32, s2
	s_sub_i32 s0, 32, s3
	v_ldexp_f32 v0, v0, s2
	v_ldexp_f32 v1, v1, s0
	v_cvt_f16_f32_e32 v6, v0
	v_cvt_f16_f32_e32 v16, v1
	v_cvt_f64_i32_e32 v[12:13], s8
	v_cvt_f64_u32_e32 v[14:15], s8
	global_store_dwordx4 v3, v[12:15], s[6:7] offset:232
	v_pack_b32_f16 v6, v6, v16
	global_store_dword v3, v6, s[6:7] offset:62
	global_store_dwordx2 v3, v[0:1], s[6:7] offset:132
	v_cvt_f64_i32_e32 v[0:1], s9
	v_ldexp_f64 v[0:1], v[0:1], 32
	v_add_f64 v[12:13], v[0:1], v[14:15]
	v_cvt_f64_u32_e32 v[0:1], s9
	v_cvt_i32_f32_e32 v6, v11
	v_ldexp_f64 v[0:1], v[0:1], 32
	v_add_f64 v[14:15], v[0:1], v[14:15]
	v_cvt_u32_f32_e32 v1, v11
	global_store_dwordx4 v3, v[12:15], s[6:7] offset:280
	v_cmp_le_f32_e32 vcc, s17, v11
	s_mov_b32 s20, 0x42fe0000
	v_mov_b32_e32 v14, 0xffffff80
	v_cndmask_b32_e32 v0, v14, v6, vcc
	v_mov_b32_e32 v15, 0x7f
	v_cmp_nlt_f32_e32 vcc, s20, v11
	s_mov_b32 s21, 0x437f0000
	v_cmp_nlt_f32_e64 s[2:3], s21, v11
	v_cndmask_b32_e32 v0, v15, v0, vcc
	v_cmp_nle_f32_e32 vcc, 0, v11
	v_cmp_u_f32_e64 s[0:1], v11, v11
	v_cvt_i16_f16_e32 v12, v2
	v_cndmask_b32_e64 v19, v1, 0, vcc
	v_cndmask_b32_e64 v1, v10, v19, s[2:3]
	v_cndmask_b32_e64 v0, v0, 0, s[0:1]
	v_lshlrev_b16_e32 v1, 8, v1
	v_or_b32_sdwa v0, v0, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v1, 8, v12
	s_mov_b32 s22, 0xc7000000
	v_or_b32_sdwa v1, v12, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v24, 0xffff8000
	v_cmp_le_f32_e64 s[2:3], s22, v11
	s_mov_b32 s23, 0x46fffe00
	v_or_b32_sdwa v0, v1, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cndmask_b32_e64 v1, v24, v6, s[2:3]
	v_mov_b32_e32 v25, 0x7fff
	v_cmp_nlt_f32_e64 s[2:3], s23, v11
	s_mov_b32 s24, 0x477fff00
	global_store_dword v3, v0, s[6:7] offset:37
	v_cndmask_b32_e64 v1, v25, v1, s[2:3]
	v_cndmask_b32_e64 v1, v1, 0, s[0:1]
	v_cmp_nlt_f32_e64 s[2:3], s24, v11
	v_cvt_u16_f16_e32 v0, v2
	v_and_b32_e32 v1, 0xffff, v1
	v_cndmask_b32_e64 v2, -1, v19, s[2:3]
	v_lshl_or_b32 v1, v2, 16, v1
	v_and_b32_e32 v2, 0xffff, v12
	s_mov_b32 s25, 0xcf000000
	v_lshl_or_b32 v0, v0, 16, v2
	v_cvt_i32_f32_e32 v16, v11
	v_cvt_u32_f32_e32 v17, v11
	v_bfrev_b32_e32 v12, 1
	v_cmp_le_f32_e64 s[2:3], s25, v11
	s_mov_b32 s26, 0x4effffff
	global_store_dwordx2 v3, v[0:1], s[6:7] offset:82
	v_cndmask_b32_e64 v0, v12, v6, s[2:3]
	v_bfrev_b32_e32 v13, -2
	v_cmp_nlt_f32_e64 s[2:3], s26, v11
	s_mov_b32 s27, 0x4f7fffff
	s_mov_b32 s28, 0x2f800000
	v_cndmask_b32_e64 v0, v13, v0, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], s27, v11
	v_cndmask_b32_e64 v18, v0, 0, s[0:1]
	s_mov_b32 s29, 0xcf800000
	v_cndmask_b32_e64 v19, -1, v19, s[2:3]
	global_store_dwordx4 v3, v[16:19], s[6:7] offset:180
	v_ashrrev_i32_e32 v1, 31, v16
	v_mov_b32_e32 v0, v16
	v_trunc_f32_e32 v18, v11
	v_mul_f32_e64 v2, |v18|, s28
	v_floor_f32_e32 v2, v2
	v_fma_f32 v16, v2, s29, |v18|
	v_cvt_u32_f32_e32 v16, v16
	v_cvt_u32_f32_e32 v19, v2
	v_readfirstlane_b32 s4, v18
	s_ashr_i32 s4, s4, 31
	v_readfirstlane_b32 s2, v16
	v_readfirstlane_b32 s3, v19
	s_mov_b32 s5, s4
	s_xor_b64 s[2:3], s[2:3], s[4:5]
	s_sub_u32 s30, s2, s4
	s_mov_b32 s31, 0xdf000000
	s_subb_u32 s18, s3, s4
	v_cmp_nle_f32_e64 s[2:3], s31, v11
	v_mov_b32_e32 v2, v17
	s_and_b64 s[4:5], s[2:3], exec
	s_mov_b32 s34, 0x5effffff
	global_store_dwordx4 v3, v[0:3], s[6:7] offset:392
	v_cmp_lt_f32_e64 s[4:5], s34, v11
	s_cselect_b32 s33, 0x80000000, s18
	v_mul_f32_e32 v0, 0x2f800000, v18
	s_and_b64 s[18:19], s[4:5], exec
	v_floor_f32_e32 v0, v0
	s_cselect_b32 s33, 0x7fffffff, s33
	s_and_b64 s[18:19], s[0:1], exec
	v_fmac_f32_e32 v18, 0xcf800000, v0
	s_cselect_b32 s18, 0, s33
	s_and_b64 s[2:3], s[2:3], exec
	v_cvt_u32_f32_e32 v1, v0
	v_cvt_u32_f32_e32 v0, v18
	s_cselect_b32 s19, 0, s30
	s_and_b64 s[2:3], s[4:5], exec
	s_cselect_b32 s2, -1, s19
	s_and_b64 s[0:1], s[0:1], exec
	v_cvt_i32_f32_e32 v20, v7
	v_cvt_u32_f32_e32 v21, v7
	s_cselect_b32 s0, 0, s2
	s_mov_b32 s30, 0x5f7fffff
	v_mov_b32_e32 v16, s0
	v_cndmask_b32_e64 v1, v1, 0, vcc
	v_cmp_lt_f32_e64 s[0:1], s30, v11
	v_cndmask_b32_e64 v0, v0, 0, vcc
	v_cmp_le_f32_e32 vcc, s17, v7
	v_cndmask_b32_e64 v19, v1, -1, s[0:1]
	v_cndmask_b32_e64 v18, v0, -1, s[0:1]
	v_cmp_nle_f32_e64 s[0:1], 0, v7
	v_cndmask_b32_e32 v0, v14, v20, vcc
	v_cmp_nlt_f32_e32 vcc, s20, v7
	v_cndmask_b32_e64 v2, v21, 0, s[0:1]
	v_cmp_nlt_f32_e64 s[2:3], s21, v7
	v_cndmask_b32_e32 v0, v15, v0, vcc
	v_cmp_u_f32_e32 vcc, v7, v7
	v_cndmask_b32_e64 v1, v10, v2, s[2:3]
	v_lshlrev_b16_e32 v1, 8, v1
	v_cndmask_b32_e64 v0, v0, 0, vcc
	v_or_b32_sdwa v0, v0, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v1, 8, v20
	v_or_b32_sdwa v1, v20, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v0, v1, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_le_f32_e64 s[2:3], s22, v7
	global_store_dword v3, v0, s[6:7] offset:53
	v_mov_b32_e32 v17, s18
	v_cndmask_b32_e64 v0, v24, v20, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], s23, v7
	global_store_dwordx4 v3, v[16:19], s[6:7] offset:408
	v_mov_b32_e32 v6, -1
	v_cndmask_b32_e64 v0, v25, v0, s[2:3]
	v_cndmask_b32_e64 v0, v0, 0, vcc
	v_cmp_nlt_f32_e64 s[2:3], s24, v7
	v_and_b32_e32 v0, 0xffff, v0
	v_mov_b32_e32 v8, 0xffff
	v_cndmask_b32_e64 v1, -1, v2, s[2:3]
	v_lshl_or_b32 v1, v1, 16, v0
	v_and_b32_e32 v0, 0xffff, v20
	v_lshl_or_b32 v0, v21, 16, v0
	v_cmp_le_f32_e64 s[2:3], s25, v7
	global_store_dwordx2 v3, v[0:1], s[6:7] offset:114
	s_nop 0
	v_cndmask_b32_e64 v0, v12, v20, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], s26, v7
	s_nop 1
	v_cndmask_b32_e64 v0, v13, v0, s[2:3]
	v_cndmask_b32_e64 v22, v0, 0, vcc
	v_trunc_f32_e32 v0, v7
	v_mul_f32_e64 v1, |v0|, s28
	v_floor_f32_e32 v1, v1
	v_fma_f32 v11, v1, s29, |v0|
	v_cvt_u32_f32_e32 v11, v11
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s4, v0
	v_cmp_nlt_f32_e64 s[2:3], s27, v7
	s_ashr_i32 s4, s4, 31
	s_mov_b32 s5, s4
	v_cndmask_b32_e64 v23, -1, v2, s[2:3]
	v_readfirstlane_b32 s2, v11
	v_readfirstlane_b32 s3, v1
	s_xor_b64 s[2:3], s[2:3], s[4:5]
	s_sub_u32 s17, s2, s4
	s_subb_u32 s18, s3, s4
	v_cmp_nle_f32_e64 s[2:3], s31, v7
	v_mul_f32_e32 v1, 0x2f800000, v0
	s_and_b64 s[4:5], s[2:3], exec
	v_floor_f32_e32 v1, v1
	v_cmp_lt_f32_e64 s[4:5], s34, v7
	v_fmac_f32_e32 v0, 0xcf800000, v1
	v_cvt_u32_f32_e32 v19, v1
	v_mov_b32_e32 v17, s18
	s_cselect_b32 s20, 0x80000000, s18
	s_and_b64 s[18:19], s[4:5], exec
	v_cvt_u32_f32_e32 v18, v0
	s_cselect_b32 s20, 0x7fffffff, s20
	s_and_b64 s[18:19], vcc, exec
	s_cselect_b32 s18, 0, s20
	s_and_b64 s[2:3], s[2:3], exec
	v_mov_b32_e32 v16, s17
	s_cselect_b32 s17, 0, s17
	s_and_b64 s[2:3], s[4:5], exec
	s_cselect_b32 s4, -1, s17
	s_and_b64 s[2:3], vcc, exec
	v_cndmask_b32_e64 v0, v19, 0, s[0:1]
	v_cmp_lt_f32_e32 vcc, s30, v7
	global_store_dwordx4 v3, v[16:19], s[6:7] offset:520
	s_cselect_b32 s2, 0, s4
	v_cmp_nge_f64_e64 s[4:5], s[10:11], 0
	v_cndmask_b32_e64 v19, v0, -1, vcc
	v_cndmask_b32_e64 v0, v18, 0, s[0:1]
	v_cndmask_b32_e64 v18, v0, -1, vcc
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0xc0600000
	v_mov_b32_e32 v16, s2
	v_mov_b32_e32 v17, s18
	v_cmp_ge_f64_e32 vcc, s[10:11], v[0:1]
	v_mov_b32_e32 v0, 0
	global_store_dwordx4 v3, v[16:19], s[6:7] offset:536
	v_mov_b32_e32 v1, 0x405fc000
	v_cmp_u_f64_e64 s[2:3], s[10:11], s[10:11]
	v_cvt_i32_f64_e32 v16, s[10:11]
	v_cndmask_b32_e32 v2, v14, v16, vcc
	v_cmp_ngt_f64_e32 vcc, s[10:11], v[0:1]
	v_cvt_u32_f64_e32 v17, s[10:11]
	v_cndmask_b32_e64 v7, v17, 0, s[4:5]
	v_cndmask_b32_e32 v0, v15, v2, vcc
	v_cndmask_b32_e64 v2, v0, 0, s[2:3]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0x406fe000
	v_cmp_ngt_f64_e32 vcc, s[10:11], v[0:1]
	v_lshlrev_b16_e32 v1, 8, v16
	v_or_b32_sdwa v1, v16, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v0, v10, v7, vcc
	v_lshlrev_b16_e32 v0, 8, v0
	v_or_b32_sdwa v0, v2, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	s_movk_i32 s0, 0xffe0
	v_or_b32_sdwa v0, v1, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dword v3, v0, s[6:7] offset:69
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0xc0e00000
	v_cmp_ge_f64_e32 vcc, s[10:11], v[0:1]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0x40dfffc0
	v_cndmask_b32_e32 v2, v24, v16, vcc
	v_cmp_ngt_f64_e32 vcc, s[10:11], v[0:1]
	global_store_dwordx4 v3, v[20:23], s[6:7] offset:244
	s_nop 0
	v_cndmask_b32_e32 v0, v25, v2, vcc
	v_cndmask_b32_e64 v2, v0, 0, s[2:3]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0x40efffe0
	v_cmp_ngt_f64_e32 vcc, s[10:11], v[0:1]
	v_and_b32_e32 v1, 0xffff, v2
	s_nop 0
	v_cndmask_b32_e32 v0, -1, v7, vcc
	v_lshl_or_b32 v1, v0, 16, v1
	v_and_b32_e32 v0, 0xffff, v16
	v_lshl_or_b32 v0, v17, 16, v0
	global_store_dwordx2 v3, v[0:1], s[6:7] offset:146
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0xc1e00000
	v_cmp_ge_f64_e32 vcc, s[10:11], v[0:1]
	v_mov_b32_e32 v0, 0xffc00000
	v_mov_b32_e32 v1, 0x41dfffff
	v_cndmask_b32_e32 v2, v12, v16, vcc
	v_cmp_ngt_f64_e32 vcc, s[10:11], v[0:1]
	v_mov_b32_e32 v1, 0x41efffff
	s_nop 0
	v_cndmask_b32_e32 v0, v13, v2, vcc
	v_cndmask_b32_e64 v18, v0, 0, s[2:3]
	v_mov_b32_e32 v0, 0xffe00000
	v_cmp_ngt_f64_e32 vcc, s[10:11], v[0:1]
	v_trunc_f64_e32 v[0:1], s[10:11]
	v_ldexp_f64 v[10:11], v[0:1], s0
	v_floor_f64_e32 v[10:11], v[10:11]
	v_fmac_f64_e32 v[0:1], 0xc1f00000, v[10:11]
	v_cvt_u32_f64_e32 v14, v[0:1]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0xc3e00000
	v_cndmask_b32_e32 v19, -1, v7, vcc
	v_cvt_i32_f64_e32 v15, v[10:11]
	v_cmp_nge_f64_e32 vcc, s[10:11], v[0:1]
	v_mov_b32_e32 v7, 0x43dfffff
	v_cmp_gt_f64_e64 s[0:1], s[10:11], v[6:7]
	v_cndmask_b32_e32 v0, v15, v12, vcc
	global_store_dwordx4 v3, v[16:19], s[6:7] offset:308
	v_cndmask_b32_e64 v0, v0, v13, s[0:1]
	v_mov_b32_e32 v7, 0x43efffff
	v_cvt_u32_f64_e32 v17, v[10:11]
	v_cndmask_b32_e64 v11, v0, 0, s[2:3]
	v_cndmask_b32_e64 v0, v14, 0, vcc
	v_cndmask_b32_e64 v0, v0, -1, s[0:1]
	v_cndmask_b32_e64 v10, v0, 0, s[2:3]
	v_cndmask_b32_e64 v0, v17, 0, s[4:5]
	v_cmp_gt_f64_e32 vcc, s[10:11], v[6:7]
	s_sext_i32_i8 s0, s8
	v_mov_b32_e32 v6, s0
	v_cndmask_b32_e64 v13, v0, -1, vcc
	v_cndmask_b32_e64 v0, v14, 0, s[4:5]
	v_cndmask_b32_e64 v12, v0, -1, vcc
	v_and_b32_e32 v0, s13, v8
	v_lshl_or_b32 v0, v9, 16, v0
	s_bfe_i64 s[0:1], s[8:9], 0x80000
	global_store_dword v3, v0, s[6:7] offset:170
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v2, s14
	s_bfe_i64 s[0:1], s[8:9], 0x100000
	global_store_dwordx4 v3, v[0:3], s[6:7] offset:712
	v_mov_b32_e32 v7, s14
	global_store_dwordx2 v3, v[6:7], s[6:7] offset:348
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v2, s16
	s_bfe_i64 s[0:1], s[8:9], 0x200000
	global_store_dwordx4 v3, v[0:3], s[6:7] offset:744
	v_mov_b32_e32 v6, s15
	v_mov_b32_e32 v7, s16
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v2, s8
	global_store_dwordx4 v3, v[0:3], s[6:7] offset:760
	s_bfe_i32 s0, s8, 0x10000
	s_and_b32 s1, s8, 1
	v_and_b32_e64 v0, s8, 1
	v_lshlrev_b16_e32 v1, 8, v0
	v_or_b32_sdwa v1, s0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	global_store_short v3, v1, s[6:7] offset:97
	v_and_b32_e32 v1, s0, v8
	global_store_dwordx2 v3, v[6:7], s[6:7] offset:364
	v_lshl_or_b32 v0, v0, 16, v1
	v_mov_b32_e32 v6, s0
	v_mov_b32_e32 v7, s1
	s_bfe_i64 s[0:1], s[8:9], 0x10000
	global_store_dword v3, v0, s[6:7] offset:198
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v2, v7
	global_store_dwordx4 v3, v[0:3], s[6:7] offset:824
	global_store_dwordx2 v3, v[6:7], s[6:7] offset:404
	v_cvt_f16_f32_e32 v6, s9
	v_mov_b64_e32 v[0:1], s[10:11]
	global_store_dwordx2 v3, v[0:1], s[6:7] offset:840
	v_mov_b32_e32 v0, s8
	global_store_dword v3, v0, s[6:7] offset:424
	v_cvt_f32_f16_e32 v1, s12
	v_cvt_f32_f16_e32 v0, s8
	v_cvt_f16_f32_e32 v7, s8
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v2, s8
	global_store_dwordx4 v3, v[14:17], s[6:7] offset:648
	global_store_dwordx4 v3, v[10:13], s[6:7] offset:664
	global_store_short v3, v2, s[6:7] offset:214
	global_store_dwordx2 v3, v[0:1], s[6:7] offset:864
	v_cvt_f16_i16_e32 v1, s12
	v_pack_b32_f16 v0, v7, v6
	v_pack_b32_f16 v1, v4, v1
	global_store_dwordx2 v3, v[0:1], s[6:7] offset:436
	v_cvt_i32_f32_e32 v0, s8
	v_cvt_i32_f32_e32 v1, s9
	v_cvt_f32_ubyte3_e32 v9, s8
	v_cvt_f32_ubyte2_e32 v8, s8
	v_and_b32_e32 v0, 0xffff, v0
	v_cvt_f32_ubyte1_e32 v7, s8
	v_mov_b32_e32 v6, v5
	v_lshl_or_b32 v0, v1, 16, v0
	global_store_dwordx4 v3, v[6:9], s[6:7] offset:1776
	global_store_dword v3, v0, s[6:7] offset:448
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 35
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 2924
; NumSgprs: 41
; NumVgprs: 26
; NumAgprs: 0
; TotalNumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 41
; NumVGPRsForWavesPerEU: 26
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     41
    .sgpr_spill_count: 0
    .symbol:         convert_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
