	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	convert_uni                     ; -- Begin function convert_uni
	.p2align	8
	.type	convert_uni,@function
convert_uni:                            ; @convert_uni
; %bb.0:                                ; %entry
	s_load_dwordx4 s[12:15], s[4:5], 0x10
	s_load_dwordx2 s[10:11], s[4:5], 0x0
	s_movk_i32 s26, 0xff
	s_mov_b32 s6, 0xc3000000
	v_mov_b32_e32 v5, 0xffffff80
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s16, s12, 16
	s_bitcmp1_b32 s12, 0
	s_cselect_b64 s[8:9], -1, 0
	s_lshr_b32 s0, s15, 8
	s_and_b32 s1, s15, 0x1ff
	s_and_b32 s2, s0, 0xffe
	s_or_b32 s0, s1, s14
	s_cmp_lg_u32 s0, 0
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	s_bfe_u32 s0, s15, 0xb0014
	v_or_b32_e32 v0, s2, v0
	s_sub_i32 s1, 0x3f1, s0
	v_or_b32_e32 v1, 0x1000, v0
	v_med3_i32 v2, s1, 0, 13
	v_lshrrev_b32_e32 v3, v2, v1
	v_lshlrev_b32_e32 v2, v2, v3
	s_add_i32 s2, s0, 0xfffffc10
	v_cmp_ne_u32_e32 vcc, v2, v1
	s_lshl_b32 s0, s2, 12
	v_cndmask_b32_e64 v1, 0, 1, vcc
	s_cmp_lt_i32 s2, 1
	v_or_b32_e32 v1, v3, v1
	v_or_b32_e32 v2, s0, v0
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v2, v1, vcc
	v_and_b32_e32 v2, 7, v1
	v_cmp_lt_i32_e32 vcc, 5, v2
	v_cmp_eq_u32_e64 s[0:1], 3, v2
	v_lshrrev_b32_e32 v1, 2, v1
	s_or_b64 vcc, s[0:1], vcc
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_cmp_lt_i32 s2, 31
	s_movk_i32 s0, 0x7c00
	v_mov_b32_e32 v2, s0
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v2, v1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_lshlrev_b32_e32 v0, 9, v0
	s_cmpk_eq_i32 s2, 0x40f
	v_or_b32_e32 v0, s0, v0
	s_cselect_b64 vcc, -1, 0
	s_lshr_b32 s0, s15, 16
	v_cndmask_b32_e32 v0, v1, v0, vcc
	s_and_b32 s0, s0, 0x8000
	v_or_b32_e32 v7, s0, v0
	v_cvt_f32_f16_e32 v0, v7
	v_cvt_f32_f64_e32 v6, s[14:15]
	v_mov_b32_e32 v3, 0
	v_cndmask_b32_e64 v1, 0, -1, s[8:9]
	v_cvt_f64_f32_e32 v[8:9], v0
	v_cvt_f64_f32_e32 v[10:11], v6
	s_bfe_i32 s17, s12, 0x80000
	s_sext_i32_i16 s21, s17
	s_and_b32 s18, s12, s26
	global_store_dwordx4 v3, v[8:11], s[10:11] offset:40
	v_cvt_f64_i32_e32 v[12:13], s21
	v_cvt_f64_i32_e32 v[8:9], v1
	v_cndmask_b32_e64 v1, 0, 1, s[8:9]
	v_cvt_f64_u32_e32 v[10:11], v1
	v_cvt_f64_u32_e32 v[14:15], s18
	v_cvt_f64_i32_e32 v[1:2], s13
	v_cvt_f64_u32_e32 v[22:23], s12
	global_store_dwordx4 v3, v[8:11], s[10:11] offset:88
	global_store_dwordx4 v3, v[12:15], s[10:11] offset:136
	v_cvt_f64_u32_e32 v[9:10], s13
	v_ldexp_f64 v[1:2], v[1:2], 32
	s_mov_b32 s0, 0xffff
	s_sext_i32_i16 s19, s12
	v_ldexp_f64 v[11:12], v[9:10], 32
	s_and_b32 s20, s12, s0
	s_xor_b32 s1, s12, s13
	v_cvt_f64_i32_e32 v[16:17], s19
	v_cvt_f64_u32_e32 v[18:19], s20
	v_add_f64 v[9:10], v[1:2], v[22:23]
	v_cvt_f32_f16_e32 v8, v7
	s_flbit_i32 s0, s13
	v_add_f64 v[11:12], v[11:12], v[22:23]
	s_ashr_i32 s1, s1, 31
	v_cvt_f64_i32_e32 v[20:21], s12
	s_add_i32 s0, s0, -1
	s_add_i32 s1, s1, 32
	s_min_u32 s2, s0, s1
	s_lshl_b64 s[0:1], s[12:13], s2
	global_store_dwordx4 v3, v[16:19], s[10:11] offset:184
	global_store_dwordx4 v3, v[20:23], s[10:11] offset:232
	s_min_u32 s0, s0, 1
	global_store_dwordx4 v3, v[9:12], s[10:11] offset:280
	s_or_b32 s22, s1, s0
	v_cvt_i32_f32_e32 v12, v8
	s_flbit_i32_b32 s0, s13
	s_sub_i32 s23, 32, s2
	s_min_u32 s2, s0, 32
	s_lshl_b64 s[0:1], s[12:13], s2
	v_cmp_le_f32_e32 vcc, s6, v8
	s_mov_b32 s7, 0x42fe0000
	s_min_u32 s0, s0, 1
	v_cndmask_b32_e32 v1, v5, v12, vcc
	v_mov_b32_e32 v11, 0x7f
	v_cmp_nlt_f32_e32 vcc, s7, v8
	s_mov_b32 s27, 0xcf000000
	s_or_b32 s25, s1, s0
	s_sub_i32 s24, 32, s2
	v_cndmask_b32_e32 v1, v11, v1, vcc
	v_cmp_u_f32_e32 vcc, v8, v8
	v_cmp_le_f32_e64 s[0:1], s27, v8
	v_cndmask_b32_e64 v13, v1, 0, vcc
	s_and_b64 s[0:1], s[0:1], exec
	v_cvt_u32_f32_e32 v1, v8
	v_bfrev_b32_e32 v10, 1
	s_cselect_b64 s[0:1], -1, 0
	s_mov_b32 s28, 0x4effffff
	s_mov_b32 s29, 0x4f7fffff
	v_cvt_i32_f32_e32 v15, v0
	v_cvt_u32_f32_e32 v16, v0
	v_cndmask_b32_e64 v0, v10, v12, s[0:1]
	v_bfrev_b32_e32 v9, -2
	v_cmp_nlt_f32_e64 s[0:1], s28, v8
	v_cmp_nlt_f32_e64 s[2:3], s29, v8
	v_cndmask_b32_e64 v0, v9, v0, s[0:1]
	v_cmp_nle_f32_e64 s[0:1], 0, v8
	s_and_b64 s[2:3], s[2:3], exec
	v_cndmask_b32_e64 v14, v1, 0, s[0:1]
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v17, v0, 0, vcc
	v_cndmask_b32_e64 v18, -1, v14, s[2:3]
	global_store_dwordx4 v3, v[15:18], s[10:11] offset:180
	s_mov_b32 s30, 0x2f800000
	v_trunc_f32_e32 v17, v8
	v_mul_f32_e64 v2, |v17|, s30
	v_floor_f32_e32 v2, v2
	s_mov_b32 s31, 0xcf800000
	v_ashrrev_i32_e32 v1, 31, v15
	v_mov_b32_e32 v0, v15
	v_fma_f32 v15, v2, s31, |v17|
	v_cvt_u32_f32_e32 v15, v15
	v_cvt_u32_f32_e32 v18, v2
	v_mov_b32_e32 v2, v16
	v_ashrrev_i32_e32 v16, 31, v17
	v_xor_b32_e32 v15, v15, v16
	v_xor_b32_e32 v18, v18, v16
	v_sub_co_u32_e64 v15, s[2:3], v15, v16
	v_subb_co_u32_e64 v16, s[2:3], v18, v16, s[2:3]
	v_mul_f32_e32 v18, s30, v17
	v_floor_f32_e32 v18, v18
	s_mov_b32 s33, 0xdf000000
	v_cvt_u32_f32_e32 v19, v18
	v_cmp_nle_f32_e64 s[2:3], s33, v8
	s_mov_b32 s34, 0x5effffff
	v_cndmask_b32_e64 v16, v16, v10, s[2:3]
	v_cmp_lt_f32_e64 s[4:5], s34, v8
	v_cndmask_b32_e64 v15, v15, 0, s[2:3]
	v_fma_f32 v17, v18, s31, v17
	v_cndmask_b32_e64 v16, v16, v9, s[4:5]
	v_cndmask_b32_e64 v15, v15, -1, s[4:5]
	v_cvt_u32_f32_e32 v17, v17
	s_mov_b32 s4, 0x5f7fffff
	v_cndmask_b32_e64 v19, v19, 0, s[0:1]
	v_cmp_lt_f32_e64 s[2:3], s4, v8
	v_cndmask_b32_e64 v18, v19, -1, s[2:3]
	v_trunc_f32_e32 v19, v6
	v_mul_f32_e64 v20, |v19|, s30
	v_cndmask_b32_e64 v17, v17, 0, s[0:1]
	v_floor_f32_e32 v20, v20
	v_cndmask_b32_e64 v16, v16, 0, vcc
	v_cndmask_b32_e64 v15, v15, 0, vcc
	v_cndmask_b32_e64 v17, v17, -1, s[2:3]
	v_fma_f32 v21, v20, s31, |v19|
	v_cvt_u32_f32_e32 v21, v21
	global_store_dwordx4 v3, v[15:18], s[10:11] offset:408
	v_cvt_u32_f32_e32 v20, v20
	v_mul_f32_e32 v17, s30, v19
	v_floor_f32_e32 v18, v17
	v_fma_f32 v17, v18, s31, v19
	v_ashrrev_i32_e32 v16, 31, v19
	v_cvt_u32_f32_e32 v17, v17
	v_cvt_u32_f32_e32 v18, v18
	v_xor_b32_e32 v15, v21, v16
	v_xor_b32_e32 v20, v20, v16
	v_sub_co_u32_e64 v15, s[0:1], v15, v16
	v_subb_co_u32_e64 v16, s[0:1], v20, v16, s[0:1]
	v_cmp_nle_f32_e64 s[2:3], 0, v6
	v_cvt_u32_f32_e32 v19, v6
	global_store_dwordx4 v3, v[15:18], s[10:11] offset:520
	v_cndmask_b32_e64 v22, v18, 0, s[2:3]
	v_cvt_i32_f32_e32 v18, v6
	v_cmp_nle_f32_e64 s[0:1], s33, v6
	v_cndmask_b32_e64 v16, v16, v10, s[0:1]
	v_cndmask_b32_e64 v15, v15, 0, s[0:1]
	v_cmp_le_f32_e64 s[0:1], s6, v6
	v_cndmask_b32_e64 v24, v19, 0, s[2:3]
	v_cndmask_b32_e64 v17, v17, 0, s[2:3]
	v_cndmask_b32_e64 v20, v5, v18, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s7, v6
	v_cmp_lt_f32_e64 s[2:3], s34, v6
	v_cndmask_b32_e64 v20, v11, v20, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v6, v6
	v_cndmask_b32_e64 v16, v16, v9, s[2:3]
	v_cndmask_b32_e64 v15, v15, -1, s[2:3]
	v_cndmask_b32_e64 v25, v20, 0, s[0:1]
	v_cndmask_b32_e64 v21, v16, 0, s[0:1]
	v_cndmask_b32_e64 v20, v15, 0, s[0:1]
	v_cmp_lt_f32_e64 s[2:3], s4, v6
	v_cvt_f32_i32_e32 v15, s12
	v_cvt_f32_u32_e32 v16, s12
	v_cndmask_b32_e64 v23, v22, -1, s[2:3]
	v_cndmask_b32_e64 v22, v17, -1, s[2:3]
	v_cmp_le_f32_e64 s[2:3], s27, v6
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b64 s[2:3], -1, 0
	global_store_dwordx2 v3, v[15:16], s[10:11] offset:108
	v_cndmask_b32_e64 v15, v10, v18, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], s28, v6
	v_cndmask_b32_e64 v15, v9, v15, s[2:3]
	global_store_dwordx4 v3, v[20:23], s[10:11] offset:536
	v_cmp_nlt_f32_e64 s[2:3], s29, v6
	v_cndmask_b32_e64 v20, v15, 0, s[0:1]
	v_lshlrev_b16_e32 v15, 8, v18
	v_or_b32_sdwa v22, v18, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cvt_f32_i32_e32 v15, s19
	v_cvt_f32_u32_e32 v16, s20
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b64 s[2:3], -1, 0
	s_mov_b32 s27, 0xc7000000
	v_cndmask_b32_e64 v21, -1, v24, s[2:3]
	global_store_short v3, v18, s[10:11] offset:114
	global_store_short v3, v19, s[10:11] offset:116
	global_store_dwordx4 v3, v[18:21], s[10:11] offset:244
	v_cmp_le_f32_e64 s[2:3], s27, v6
	v_mov_b32_e32 v19, 0xffff8000
	global_store_dwordx2 v3, v[15:16], s[10:11] offset:84
	v_mov_b32_e32 v16, 0xc1e00000
	v_mov_b32_e32 v15, v3
	v_cndmask_b32_e64 v18, v19, v18, s[2:3]
	v_cmp_ge_f64_e64 s[2:3], s[14:15], v[15:16]
	v_mov_b32_e32 v17, 0xc0600000
	v_mov_b32_e32 v16, v3
	v_cmp_ge_f64_e64 s[4:5], s[14:15], v[16:17]
	v_cvt_i32_f64_e32 v15, s[14:15]
	v_mov_b32_e32 v17, 0x405fc000
	v_cndmask_b32_e64 v4, 0, -1.0, s[8:9]
	v_mov_b32_e32 v21, s26
	global_store_dword v3, v6, s[10:11] offset:4
	v_and_b32_e32 v23, s12, v21
	v_cvt_f16_i16_e32 v26, s12
	v_cndmask_b32_e64 v20, v5, v15, s[4:5]
	v_cmp_ngt_f64_e64 s[4:5], s[14:15], v[16:17]
	v_mov_b32_e32 v16, 0xffe00000
	v_mov_b32_e32 v17, 0x41efffff
	v_cmp_ngt_f64_e64 s[6:7], s[14:15], v[16:17]
	v_cndmask_b32_e64 v5, 0, 1.0, s[8:9]
	v_cvt_f16_f32_e32 v16, v6
	global_store_dwordx2 v3, v[4:5], s[10:11] offset:36
	v_cvt_f16_f32_e32 v4, v4
	v_cvt_f16_f32_e32 v5, v5
	global_store_short v3, v16, s[10:11] offset:6
	global_store_short v3, v4, s[10:11] offset:14
	global_store_dword v3, v8, s[10:11] offset:16
	global_store_short v3, v5, s[10:11] offset:16
	v_cvt_f16_i16_e32 v4, s17
	global_store_short v3, v4, s[10:11] offset:26
	v_cvt_f16_u16_e32 v4, v23
	global_store_short v3, v4, s[10:11] offset:28
	v_cvt_f16_u16_e32 v4, s12
	global_store_short v3, v4, s[10:11] offset:40
	v_cvt_f32_i32_e32 v4, s12
	v_cvt_f32_u32_e32 v5, s25
	v_mov_b32_e32 v27, 0x7fff
	s_and_b64 s[2:3], s[2:3], exec
	v_cvt_f16_f32_e32 v4, v4
	v_ldexp_f32 v5, v5, s24
	v_cvt_f16_f32_e32 v17, v5
	global_store_short v3, v4, s[10:11] offset:50
	v_cvt_f32_u32_e32 v4, s12
	v_cvt_f16_f32_e32 v4, v4
	global_store_short v3, v4, s[10:11] offset:52
	v_cvt_f32_i32_e32 v4, s22
	s_mov_b32 s22, 0x46fffe00
	v_ldexp_f32 v4, v4, s23
	global_store_dwordx2 v3, v[4:5], s[10:11] offset:132
	v_cvt_f16_f32_e32 v16, v4
	v_cvt_f32_i32_e32 v4, s21
	s_mov_b32 s21, 0x437f0000
	v_cvt_f32_ubyte0_e32 v5, s12
	v_cmp_nlt_f32_e64 s[8:9], s21, v8
	global_store_dwordx2 v3, v[4:5], s[10:11] offset:60
	global_store_short v3, v16, s[10:11] offset:62
	global_store_short v3, v17, s[10:11] offset:64
	v_cndmask_b32_e64 v4, v21, v14, s[8:9]
	v_lshlrev_b16_e32 v4, 8, v4
	v_or_b32_sdwa v4, v13, v4 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cvt_i16_f16_e32 v13, v7
	v_lshlrev_b16_e32 v16, 8, v13
	v_or_b32_sdwa v16, v13, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v4, v16, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_short v3, v26, s[10:11] offset:38
	global_store_dword v3, v4, s[10:11] offset:37
	global_store_short v3, v13, s[10:11] offset:82
	global_store_short v3, v7, s[10:11] offset:4
	v_cvt_u16_f16_e32 v4, v7
	v_cmp_le_f32_e64 s[8:9], s27, v8
	global_store_short v3, v4, s[10:11] offset:84
	v_cndmask_b32_e64 v4, v19, v12, s[8:9]
	v_cmp_nlt_f32_e64 s[8:9], s22, v8
	v_cndmask_b32_e64 v4, v27, v4, s[8:9]
	s_mov_b32 s8, 0x477fff00
	v_cndmask_b32_e64 v4, v4, 0, vcc
	v_cmp_nlt_f32_e32 vcc, s8, v8
	global_store_short v3, v4, s[10:11] offset:86
	v_cndmask_b32_e32 v4, -1, v14, vcc
	v_cmp_nlt_f32_e32 vcc, s21, v6
	global_store_short v3, v4, s[10:11] offset:88
	v_cndmask_b32_e32 v4, v21, v24, vcc
	v_lshlrev_b16_e32 v4, 8, v4
	v_or_b32_sdwa v4, v25, v4 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v4, v22, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_nlt_f32_e32 vcc, s22, v6
	global_store_dword v3, v4, s[10:11] offset:53
	v_cndmask_b32_e32 v4, v27, v18, vcc
	v_cndmask_b32_e64 v4, v4, 0, s[0:1]
	global_store_short v3, v4, s[10:11] offset:118
	v_cndmask_b32_e64 v4, v11, v20, s[4:5]
	v_mov_b32_e32 v11, 0xffc00000
	v_mov_b32_e32 v12, 0x41dfffff
	v_cmp_nlt_f32_e32 vcc, s8, v6
	v_cndmask_b32_e32 v13, -1, v24, vcc
	v_cmp_ngt_f64_e32 vcc, s[14:15], v[11:12]
	s_cselect_b64 s[0:1], -1, 0
	v_mov_b32_e32 v8, 0xc0e00000
	v_mov_b32_e32 v7, v3
	v_cndmask_b32_e64 v6, v10, v15, s[0:1]
	v_cmp_nge_f64_e64 s[8:9], s[14:15], 0
	v_cmp_u_f64_e64 s[4:5], s[14:15], s[14:15]
	v_trunc_f64_e32 v[11:12], s[14:15]
	v_cndmask_b32_e32 v6, v9, v6, vcc
	v_cmp_ge_f64_e32 vcc, s[14:15], v[7:8]
	v_cvt_u32_f64_e32 v16, s[14:15]
	s_and_b64 s[2:3], s[6:7], exec
	global_store_short v3, v13, s[10:11] offset:120
	v_mov_b32_e32 v14, 0x406fe000
	v_cndmask_b32_e64 v20, v16, 0, s[8:9]
	v_mov_b32_e32 v13, v3
	s_mov_b32 s0, 0
	v_cndmask_b32_e32 v8, v19, v15, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v18, -1, v20, vcc
	v_cmp_ngt_f64_e32 vcc, s[14:15], v[13:14]
	v_cndmask_b32_e64 v17, v6, 0, s[4:5]
	v_lshlrev_b16_e32 v6, 8, v15
	s_mov_b32 s1, 0x3df00000
	v_or_b32_sdwa v22, v15, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mul_f64 v[6:7], v[11:12], s[0:1]
	v_cndmask_b32_e64 v4, v4, 0, s[4:5]
	v_mov_b32_e32 v14, 0x40dfffc0
	v_cndmask_b32_e32 v13, v21, v20, vcc
	v_lshlrev_b16_e32 v13, 8, v13
	v_or_b32_sdwa v4, v4, v13 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v13, v3
	v_cmp_ngt_f64_e32 vcc, s[14:15], v[13:14]
	v_floor_f64_e32 v[6:7], v[6:7]
	s_mov_b32 s1, 0xc1f00000
	global_store_dwordx4 v3, v[0:3], s[10:11] offset:392
	global_store_short v3, v15, s[10:11] offset:146
	global_store_short v3, v16, s[10:11] offset:148
	global_store_dwordx4 v3, v[15:18], s[10:11] offset:308
	v_or_b32_sdwa v4, v22, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cndmask_b32_e32 v2, v27, v8, vcc
	v_fma_f64 v[0:1], v[6:7], s[0:1], v[11:12]
	v_mov_b32_e32 v12, 0x40efffe0
	v_mov_b32_e32 v11, v3
	v_cmp_ngt_f64_e32 vcc, s[14:15], v[11:12]
	v_cndmask_b32_e64 v2, v2, 0, s[4:5]
	v_mov_b32_e32 v15, -1
	global_store_short v3, v2, s[10:11] offset:150
	v_mov_b32_e32 v16, 0x43dfffff
	v_cvt_u32_f64_e32 v11, v[0:1]
	v_mov_b32_e32 v1, 0xc3e00000
	v_mov_b32_e32 v0, v3
	v_cndmask_b32_e32 v2, -1, v20, vcc
	v_cmp_nge_f64_e32 vcc, s[14:15], v[0:1]
	v_cmp_gt_f64_e64 s[0:1], s[14:15], v[15:16]
	v_cvt_i32_f64_e32 v12, v[6:7]
	v_mov_b32_e32 v16, 0x43efffff
	v_cmp_gt_f64_e64 s[2:3], s[14:15], v[15:16]
	v_cvt_u32_f64_e32 v14, v[6:7]
	global_store_short v3, v2, s[10:11] offset:152
	v_mov_b32_e32 v13, v11
	v_cndmask_b32_e32 v0, v12, v10, vcc
	v_cndmask_b32_e64 v0, v0, v9, s[0:1]
	v_cndmask_b32_e64 v7, v0, 0, s[4:5]
	v_cndmask_b32_e64 v0, v11, 0, vcc
	v_cndmask_b32_e64 v0, v0, -1, s[0:1]
	v_cndmask_b32_e64 v1, v14, 0, s[8:9]
	v_cndmask_b32_e64 v6, v0, 0, s[4:5]
	v_cndmask_b32_e64 v0, v11, 0, s[8:9]
	s_sext_i32_i8 s0, s12
	v_cndmask_b32_e64 v9, v1, -1, s[2:3]
	v_cndmask_b32_e64 v8, v0, -1, s[2:3]
	v_mov_b32_e32 v0, s17
	v_mov_b32_e32 v1, s0
	v_mov_b32_e32 v2, s18
	s_bfe_i64 s[0:1], s[12:13], 0x80000
	global_store_dword v3, v4, s[10:11] offset:69
	global_store_dwordx4 v3, v[11:14], s[10:11] offset:648
	global_store_dwordx4 v3, v[6:9], s[10:11] offset:664
	global_store_short v3, v0, s[10:11] offset:170
	global_store_short v3, v23, s[10:11] offset:172
	global_store_dwordx2 v3, v[1:2], s[10:11] offset:348
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	global_store_dwordx4 v3, v[0:3], s[10:11] offset:712
	s_bfe_i64 s[0:1], s[12:13], 0x100000
	v_mov_b32_e32 v1, s19
	v_mov_b32_e32 v2, s20
	global_store_dwordx2 v3, v[1:2], s[10:11] offset:364
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	s_bfe_i64 s[0:1], s[12:13], 0x200000
	global_store_dwordx4 v3, v[0:3], s[10:11] offset:744
	v_cvt_f16_f32_e32 v4, s13
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v2, s12
	global_store_dwordx4 v3, v[0:3], s[10:11] offset:760
	s_bfe_i32 s0, s12, 0x10000
	v_and_b32_e64 v0, s12, 1
	v_lshlrev_b16_e32 v1, 8, v0
	v_and_b32_e32 v2, s0, v21
	v_or_b32_e32 v1, v2, v1
	global_store_short v3, v1, s[10:11] offset:97
	v_mov_b32_e32 v1, s0
	s_and_b32 s0, s12, 1
	v_mov_b32_e32 v2, s0
	s_bfe_i64 s[0:1], s[12:13], 0x10000
	global_store_short v3, v1, s[10:11] offset:198
	global_store_short v3, v0, s[10:11] offset:200
	global_store_dwordx2 v3, v[1:2], s[10:11] offset:404
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	global_store_dwordx4 v3, v[0:3], s[10:11] offset:824
	v_cvt_f16_f32_e32 v6, s12
	v_mov_b32_e32 v0, s14
	v_mov_b32_e32 v1, s15
	global_store_dwordx2 v3, v[0:1], s[10:11] offset:840
	v_mov_b32_e32 v0, s12
	global_store_dword v3, v0, s[10:11] offset:424
	v_cvt_f32_f16_e32 v1, s16
	v_cvt_f32_f16_e32 v0, s12
	v_mov_b32_e32 v2, s12
	global_store_short v3, v2, s[10:11] offset:214
	global_store_dwordx2 v3, v[0:1], s[10:11] offset:864
	v_cvt_f16_i16_e32 v1, s16
	v_pack_b32_f16 v0, v6, v4
	v_pack_b32_f16 v1, v26, v1
	global_store_dwordx2 v3, v[0:1], s[10:11] offset:436
	v_cvt_i32_f32_e32 v0, s12
	v_cvt_i32_f32_e32 v1, s13
	v_cvt_f32_ubyte3_e32 v8, s12
	v_cvt_f32_ubyte2_e32 v7, s12
	v_and_b32_e32 v0, 0xffff, v0
	v_cvt_f32_ubyte1_e32 v6, s12
	v_lshl_or_b32 v0, v1, 16, v0
	global_store_dwordx4 v3, v[5:8], s[10:11] offset:1776
	global_store_dword v3, v0, s[10:11] offset:448
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 35
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
; codeLenInByte = 3360
; NumSgprs: 37
; NumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 28
; Occupancy: 9
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
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         convert_uni.kd
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
