	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	convert_div                     ; -- Begin function convert_div
	.p2align	8
	.type	convert_div,@function
convert_div:                            ; @convert_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v13, 3, v0
	s_movk_i32 s0, 0x1ff
	s_movk_i32 s1, 0xffe
	v_lshlrev_b32_e32 v14, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[5:6], v13, s[10:11]
	v_lshlrev_b32_e32 v15, 1, v0
	v_add_u32_e32 v2, 0x400, v14
	v_add_u32_e32 v7, 0x600, v15
	s_movk_i32 s4, 0x40f
	v_mov_b32_e32 v1, 0x7c00
	s_mov_b32 s10, 0x8000
	v_add_u32_e32 v3, 0x400, v15
	v_or_b32_e32 v9, 0x1000, v14
	v_add_u32_e32 v11, 0x3000, v13
	v_add_u32_e32 v10, 0x2800, v13
	v_add_u32_e32 v16, 0xe00, v15
	v_or_b32_e32 v17, 0x1000, v15
	v_add_u32_e32 v21, 0x2800, v14
	v_add_u32_e32 v22, 0x5800, v13
	s_mov_b32 s11, 0xc7000000
	s_mov_b32 s12, 0x46fffe00
	s_mov_b32 s13, 0x477fff00
	s_mov_b32 s14, 0xcf000000
	s_mov_b32 s15, 0x4effffff
	s_mov_b32 s16, 0x4f7fffff
	v_add_u32_e32 v25, 0x18800, v13
	s_mov_b32 s17, 0x2f800000
	s_mov_b32 s18, 0xcf800000
	s_mov_b32 s19, 0xdf000000
	s_mov_b32 s20, 0x5effffff
	s_mov_b32 s21, 0x5f7fffff
	s_waitcnt vmcnt(0)
	v_and_or_b32 v8, v6, s0, v5
	v_cmp_ne_u32_e32 vcc, 0, v8
	v_lshrrev_b32_e32 v12, 8, v6
	v_bfe_u32 v18, v6, 20, 11
	v_cndmask_b32_e64 v19, 0, 1, vcc
	v_cvt_f32_f64_e32 v4, v[5:6]
	v_sub_u32_e32 v8, 0x3f1, v18
	v_and_or_b32 v12, v12, s1, v19
	v_med3_i32 v8, v8, 0, 13
	v_or_b32_e32 v19, 0x1000, v12
	v_lshrrev_b32_e32 v20, v8, v19
	v_lshlrev_b32_e32 v8, v8, v20
	v_cmp_ne_u32_e32 vcc, v8, v19
	v_cvt_f16_f32_e32 v8, v4
	global_store_dword v2, v4, s[8:9]
	v_cmp_ne_u32_e64 s[6:7], 0, v12
	v_lshrrev_b32_e32 v2, 16, v6
	global_store_short v7, v8, s[8:9]
	v_add_u32_e32 v7, 0xfffffc10, v18
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_cmp_gt_i32_e64 s[0:1], 1, v7
	v_cmp_gt_i32_e64 s[2:3], 31, v7
	v_cmp_eq_u32_e64 s[4:5], s4, v7
	v_lshl_or_b32 v7, v7, 12, v12
	v_or_b32_e32 v8, v20, v8
	v_cndmask_b32_e64 v7, v7, v8, s[0:1]
	v_and_b32_e32 v8, 7, v7
	v_cmp_lt_i32_e32 vcc, 5, v8
	v_cmp_eq_u32_e64 s[0:1], 3, v8
	v_lshrrev_b32_e32 v7, 2, v7
	s_or_b64 vcc, s[0:1], vcc
	v_cndmask_b32_e64 v12, 0, 1, s[6:7]
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	v_lshl_or_b32 v12, v12, 9, v1
	v_cndmask_b32_e64 v1, v1, v7, s[2:3]
	v_cndmask_b32_e64 v1, v1, v12, s[4:5]
	v_and_or_b32 v23, v2, s10, v1
	v_cvt_f32_f16_e32 v12, v23
	v_cvt_f64_f32_e32 v[7:8], v4
	global_store_short v3, v23, s[8:9]
	global_store_dword v9, v12, s[8:9]
	global_store_dwordx2 v11, v[7:8], s[8:9]
	v_cvt_f64_f32_e32 v[7:8], v12
	v_and_b32_e32 v2, 1, v5
	v_cmp_eq_u32_e32 vcc, 1, v2
	v_cndmask_b32_e64 v1, 0, -1.0, vcc
	v_cndmask_b32_e64 v9, 0, 1.0, vcc
	v_cvt_f16_f32_e32 v3, v1
	global_store_dwordx2 v10, v[7:8], s[8:9]
	v_cvt_f16_f32_e32 v7, v9
	v_add_u32_e32 v19, 0x2400, v14
	global_store_short v16, v3, s[8:9]
	v_bfe_i32 v3, v5, 0, 8
	global_store_short v17, v7, s[8:9]
	global_store_dword v19, v1, s[8:9]
	v_cndmask_b32_e64 v1, 0, -1, vcc
	v_cvt_f64_i32_e32 v[7:8], v1
	v_cndmask_b32_e64 v1, 0, 1, vcc
	global_store_dword v21, v9, s[8:9]
	v_cvt_f64_u32_e32 v[9:10], v1
	v_or_b32_e32 v11, 0x6000, v13
	global_store_dwordx2 v22, v[7:8], s[8:9]
	v_bfe_i32 v8, v3, 0, 16
	global_store_dwordx2 v11, v[9:10], s[8:9]
	v_cvt_f32_i32_e32 v9, v8
	v_add_u32_e32 v16, 0x1a00, v15
	v_cvt_f16_i16_e32 v1, v3
	v_and_b32_e32 v7, 0xff, v5
	v_add_u32_e32 v18, 0x1c00, v15
	global_store_short v16, v1, s[8:9]
	v_cvt_f16_u16_e32 v1, v7
	v_add_u32_e32 v17, 0x3c00, v14
	global_store_short v18, v1, s[8:9]
	global_store_dword v17, v9, s[8:9]
	v_cvt_f64_i32_e32 v[8:9], v8
	v_or_b32_e32 v20, 0x4000, v14
	v_cvt_f32_ubyte0_e32 v1, v5
	v_add_u32_e32 v10, 0x8800, v13
	global_store_dword v20, v1, s[8:9]
	global_store_dwordx2 v10, v[8:9], s[8:9]
	v_cvt_f64_u32_e32 v[8:9], v7
	v_add_u32_e32 v10, 0x9000, v13
	v_cvt_f16_i16_e32 v16, v5
	v_add_u32_e32 v11, 0x5800, v14
	global_store_dwordx2 v10, v[8:9], s[8:9]
	v_or_b32_e32 v8, 0x2800, v15
	v_cvt_f16_u16_e32 v9, v5
	global_store_short v8, v9, s[8:9]
	v_add_u32_e32 v8, 0x2600, v15
	v_bfe_i32 v10, v5, 0, 16
	global_store_short v8, v16, s[8:9]
	v_cvt_f32_i32_e32 v8, v10
	v_add_u32_e32 v9, 0x5400, v14
	v_cvt_f64_i32_e32 v[17:18], v10
	v_add_u32_e32 v19, 0xf000, v13
	global_store_dword v9, v8, s[8:9]
	v_and_b32_e32 v9, 0xffff, v5
	v_cvt_f32_u32_e32 v8, v9
	s_mov_b32 s6, 0xc3000000
	v_cmp_le_f32_e32 vcc, s6, v12
	s_mov_b32 s7, 0x42fe0000
	global_store_dword v11, v8, s[8:9]
	v_add_u32_e32 v8, 0xb800, v13
	global_store_dwordx2 v8, v[17:18], s[8:9]
	v_cvt_f64_u32_e32 v[17:18], v9
	v_or_b32_e32 v8, 0xc000, v13
	v_add_u32_e32 v11, 0x3200, v15
	v_mov_b32_e32 v21, 0xffffff80
	global_store_dwordx2 v8, v[17:18], s[8:9]
	v_cvt_f32_i32_e32 v8, v5
	v_cvt_f64_i32_e32 v[17:18], v5
	v_cmp_nlt_f32_e64 s[0:1], s7, v12
	v_mov_b32_e32 v22, 0x7f
	v_cvt_f16_f32_e32 v8, v8
	s_mov_b32 s10, 0x437f0000
	v_cmp_nlt_f32_e64 s[2:3], s10, v12
	v_cmp_nlt_f32_e64 s[4:5], s12, v12
	global_store_short v11, v8, s[8:9]
	v_cvt_f32_u32_e32 v8, v5
	v_add_u32_e32 v11, 0x3400, v15
	v_cvt_f16_f32_e32 v8, v8
	global_store_short v11, v8, s[8:9]
	v_cvt_f32_i32_e32 v8, v5
	v_add_u32_e32 v11, 0x6c00, v14
	global_store_dword v11, v8, s[8:9]
	v_cvt_f32_u32_e32 v8, v5
	v_or_b32_e32 v11, 0x7000, v14
	global_store_dword v11, v8, s[8:9]
	v_add_u32_e32 v8, 0xe800, v13
	global_store_dwordx2 v8, v[17:18], s[8:9]
	v_xor_b32_e32 v8, v5, v6
	v_ashrrev_i32_e32 v8, 31, v8
	v_ffbh_i32_e32 v11, v6
	v_add_u32_e32 v8, 32, v8
	v_add_u32_e32 v11, -1, v11
	v_min_u32_e32 v8, v11, v8
	v_lshlrev_b64 v[17:18], v8, v[5:6]
	v_sub_u32_e32 v8, 32, v8
	v_min_u32_e32 v11, 1, v17
	v_or_b32_e32 v11, v18, v11
	v_cvt_f32_i32_e32 v11, v11
	v_cvt_f64_u32_e32 v[17:18], v5
	v_ldexp_f32 v8, v11, v8
	v_cvt_f16_f32_e32 v11, v8
	global_store_dwordx2 v19, v[17:18], s[8:9]
	v_add_u32_e32 v19, 0x3e00, v15
	global_store_short v19, v11, s[8:9]
	v_ffbh_u32_e32 v11, v6
	v_min_u32_e32 v11, 32, v11
	v_lshlrev_b64 v[19:20], v11, v[5:6]
	v_sub_u32_e32 v11, 32, v11
	v_min_u32_e32 v19, 1, v19
	v_or_b32_e32 v19, v20, v19
	v_cvt_f32_u32_e32 v19, v19
	v_or_b32_e32 v20, 0x4000, v15
	v_ldexp_f32 v11, v19, v11
	v_cvt_f16_f32_e32 v19, v11
	global_store_short v20, v19, s[8:9]
	v_add_u32_e32 v19, 0x8400, v14
	global_store_dword v19, v8, s[8:9]
	v_cvt_f64_i32_e32 v[19:20], v6
	v_add_u32_e32 v8, 0x8800, v14
	global_store_dword v8, v11, s[8:9]
	v_add_u32_e32 v8, 0x11800, v13
	v_ldexp_f64 v[19:20], v[19:20], 32
	v_cvt_i32_f32_e32 v11, v12
	v_add_f64 v[19:20], v[19:20], v[17:18]
	global_store_dwordx2 v8, v[19:20], s[8:9]
	v_cvt_f64_u32_e32 v[19:20], v6
	v_or_b32_e32 v8, 0x12000, v13
	v_ldexp_f64 v[19:20], v[19:20], 32
	v_add_f64 v[17:18], v[19:20], v[17:18]
	v_mov_b32_e32 v20, 0xff
	v_mov_b32_e32 v19, 0x7fff
	global_store_dwordx2 v8, v[17:18], s[8:9]
	v_cndmask_b32_e32 v8, v21, v11, vcc
	v_cndmask_b32_e64 v8, v22, v8, s[0:1]
	v_cmp_u_f32_e32 vcc, v12, v12
	v_cndmask_b32_e64 v8, v8, 0, vcc
	v_add_u32_e32 v17, 0x2700, v0
	global_store_byte v17, v8, s[8:9]
	v_cvt_u32_f32_e32 v8, v12
	v_cmp_nle_f32_e64 s[0:1], 0, v12
	v_or_b32_e32 v17, 0x2800, v0
	v_mov_b32_e32 v18, 0xffff8000
	v_cndmask_b32_e64 v24, v8, 0, s[0:1]
	v_cndmask_b32_e64 v8, v20, v24, s[2:3]
	global_store_byte v17, v8, s[8:9]
	v_add_u32_e32 v8, 0x2500, v0
	v_cvt_i16_f16_e32 v17, v23
	global_store_byte v8, v17, s[8:9]
	v_add_u32_e32 v8, 0x2600, v0
	global_store_byte v8, v17, s[8:9]
	v_add_u32_e32 v8, 0x5200, v15
	global_store_short v8, v17, s[8:9]
	v_cvt_u16_f16_e32 v8, v23
	v_add_u32_e32 v17, 0x5400, v15
	v_cmp_le_f32_e64 s[2:3], s11, v12
	global_store_short v17, v8, s[8:9]
	v_cndmask_b32_e64 v8, v18, v11, s[2:3]
	v_cndmask_b32_e64 v8, v19, v8, s[4:5]
	v_cndmask_b32_e64 v8, v8, 0, vcc
	v_add_u32_e32 v17, 0x5600, v15
	v_cmp_nlt_f32_e64 s[2:3], s13, v12
	global_store_short v17, v8, s[8:9]
	v_cndmask_b32_e64 v8, -1, v24, s[2:3]
	v_or_b32_e32 v17, 0x5800, v15
	global_store_short v17, v8, s[8:9]
	v_cmp_le_f32_e64 s[2:3], s14, v12
	v_bfrev_b32_e32 v8, 1
	v_cndmask_b32_e64 v11, v8, v11, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], s15, v12
	v_bfrev_b32_e32 v17, -2
	v_cndmask_b32_e64 v11, v17, v11, s[2:3]
	v_cndmask_b32_e64 v11, v11, 0, vcc
	v_add_u32_e32 v23, 0xbc00, v14
	v_cmp_nlt_f32_e64 s[2:3], s16, v12
	global_store_dword v23, v11, s[8:9]
	v_cndmask_b32_e64 v11, -1, v24, s[2:3]
	v_or_b32_e32 v23, 0xc000, v14
	global_store_dword v23, v11, s[8:9]
	v_cvt_i32_f32_e32 v23, v12
	v_add_u32_e32 v11, 0xb400, v14
	v_add_u32_e32 v24, 0xb800, v14
	v_cmp_lt_f32_e64 s[4:5], s20, v12
	global_store_dword v11, v23, s[8:9]
	v_cvt_u32_f32_e32 v11, v12
	global_store_dword v24, v11, s[8:9]
	v_ashrrev_i32_e32 v24, 31, v23
	global_store_dwordx2 v25, v[23:24], s[8:9]
	v_trunc_f32_e32 v25, v12
	v_mul_f32_e64 v23, |v25|, s17
	v_floor_f32_e32 v23, v23
	v_fma_f32 v24, v23, s18, |v25|
	v_cvt_u32_f32_e32 v24, v24
	v_cvt_u32_f32_e32 v23, v23
	v_ashrrev_i32_e32 v26, 31, v25
	v_xor_b32_e32 v24, v24, v26
	v_xor_b32_e32 v23, v23, v26
	v_sub_co_u32_e64 v24, s[2:3], v24, v26
	v_subb_co_u32_e64 v23, s[2:3], v23, v26, s[2:3]
	v_cmp_nle_f32_e64 s[2:3], s19, v12
	v_cndmask_b32_e64 v23, v23, v8, s[2:3]
	v_cndmask_b32_e64 v24, v24, 0, s[2:3]
	v_cndmask_b32_e64 v23, v23, v17, s[4:5]
	v_cndmask_b32_e64 v26, v24, -1, s[4:5]
	v_cndmask_b32_e64 v24, v23, 0, vcc
	v_cndmask_b32_e64 v23, v26, 0, vcc
	v_cmp_lt_f32_e32 vcc, s21, v12
	v_mul_f32_e32 v12, 0x2f800000, v25
	v_add_u32_e32 v26, 0x19800, v13
	v_floor_f32_e32 v12, v12
	global_store_dwordx2 v26, v[23:24], s[8:9]
	v_fma_f32 v23, v12, s18, v25
	v_cvt_u32_f32_e32 v12, v12
	v_cvt_u32_f32_e32 v23, v23
	v_cmp_nlt_f32_e64 s[2:3], s10, v4
	v_or_b32_e32 v26, 0x3800, v0
	v_cndmask_b32_e64 v12, v12, 0, s[0:1]
	v_cndmask_b32_e64 v23, v23, 0, s[0:1]
	v_cndmask_b32_e64 v24, v12, -1, vcc
	v_cndmask_b32_e64 v23, v23, -1, vcc
	v_or_b32_e32 v12, 0x1a000, v13
	global_store_dwordx2 v12, v[23:24], s[8:9]
	v_mov_b32_e32 v12, 0
	v_add_u32_e32 v23, 0x19000, v13
	global_store_dwordx2 v23, v[11:12], s[8:9]
	v_cvt_i32_f32_e32 v11, v4
	v_cmp_le_f32_e32 vcc, s6, v4
	v_cmp_nlt_f32_e64 s[0:1], s7, v4
	v_add_u32_e32 v24, 0x3700, v0
	v_cndmask_b32_e32 v23, v21, v11, vcc
	v_cndmask_b32_e64 v23, v22, v23, s[0:1]
	v_cmp_u_f32_e32 vcc, v4, v4
	v_cndmask_b32_e64 v23, v23, 0, vcc
	global_store_byte v24, v23, s[8:9]
	v_cvt_u32_f32_e32 v23, v4
	v_cmp_nle_f32_e64 s[0:1], 0, v4
	v_cmp_nlt_f32_e64 s[4:5], s12, v4
	s_mov_b32 s6, 0
	v_cndmask_b32_e64 v24, v23, 0, s[0:1]
	v_cndmask_b32_e64 v25, v20, v24, s[2:3]
	global_store_byte v26, v25, s[8:9]
	v_add_u32_e32 v25, 0x3500, v0
	global_store_byte v25, v11, s[8:9]
	v_add_u32_e32 v25, 0x3600, v0
	v_cmp_le_f32_e64 s[2:3], s11, v4
	global_store_byte v25, v11, s[8:9]
	v_cndmask_b32_e64 v25, v18, v11, s[2:3]
	v_cndmask_b32_e64 v25, v19, v25, s[4:5]
	v_cndmask_b32_e64 v25, v25, 0, vcc
	v_add_u32_e32 v26, 0x7600, v15
	v_cmp_nlt_f32_e64 s[2:3], s13, v4
	global_store_short v26, v25, s[8:9]
	v_cndmask_b32_e64 v25, -1, v24, s[2:3]
	v_or_b32_e32 v26, 0x7800, v15
	global_store_short v26, v25, s[8:9]
	v_add_u32_e32 v25, 0x7200, v15
	global_store_short v25, v11, s[8:9]
	v_add_u32_e32 v25, 0x7400, v15
	global_store_short v25, v23, s[8:9]
	v_add_u32_e32 v25, 0xf800, v14
	global_store_dword v25, v23, s[8:9]
	v_add_u32_e32 v23, 0xf400, v14
	v_cmp_le_f32_e64 s[2:3], s14, v4
	global_store_dword v23, v11, s[8:9]
	v_cndmask_b32_e64 v11, v8, v11, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], s15, v4
	v_cndmask_b32_e64 v11, v17, v11, s[2:3]
	v_cndmask_b32_e64 v11, v11, 0, vcc
	v_add_u32_e32 v23, 0xfc00, v14
	v_cmp_nlt_f32_e64 s[2:3], s16, v4
	global_store_dword v23, v11, s[8:9]
	v_cndmask_b32_e64 v11, -1, v24, s[2:3]
	v_or_b32_e32 v23, 0x10000, v14
	global_store_dword v23, v11, s[8:9]
	v_trunc_f32_e32 v11, v4
	v_mul_f32_e64 v23, |v11|, s17
	v_floor_f32_e32 v23, v23
	v_fma_f32 v24, v23, s18, |v11|
	v_cvt_u32_f32_e32 v23, v23
	v_cvt_u32_f32_e32 v24, v24
	v_ashrrev_i32_e32 v25, 31, v11
	s_mov_b32 s7, 0xc0600000
	v_xor_b32_e32 v26, v23, v25
	v_xor_b32_e32 v23, v24, v25
	v_sub_co_u32_e64 v23, s[2:3], v23, v25
	v_subb_co_u32_e64 v24, s[2:3], v26, v25, s[2:3]
	v_add_u32_e32 v25, 0x20800, v13
	v_cmp_nle_f32_e64 s[2:3], s19, v4
	global_store_dwordx2 v25, v[23:24], s[8:9]
	v_cndmask_b32_e64 v24, v24, v8, s[2:3]
	v_cndmask_b32_e64 v23, v23, 0, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], s20, v4
	v_cndmask_b32_e64 v24, v24, v17, s[2:3]
	v_cndmask_b32_e64 v23, v23, -1, s[2:3]
	v_cndmask_b32_e64 v24, v24, 0, vcc
	v_cndmask_b32_e64 v23, v23, 0, vcc
	v_add_u32_e32 v25, 0x21800, v13
	global_store_dwordx2 v25, v[23:24], s[8:9]
	v_mul_f32_e32 v23, 0x2f800000, v11
	v_floor_f32_e32 v24, v23
	v_fma_f32 v11, v24, s18, v11
	v_cvt_u32_f32_e32 v23, v11
	v_cvt_u32_f32_e32 v24, v24
	v_add_u32_e32 v11, 0x21000, v13
	v_cmp_lt_f32_e32 vcc, s21, v4
	v_or_b32_e32 v4, 0x22000, v13
	global_store_dwordx2 v11, v[23:24], s[8:9]
	v_cndmask_b32_e64 v11, v24, 0, s[0:1]
	v_cndmask_b32_e64 v23, v23, 0, s[0:1]
	v_cndmask_b32_e64 v24, v11, -1, vcc
	v_cndmask_b32_e64 v23, v23, -1, vcc
	v_cmp_le_f64_e32 vcc, s[6:7], v[5:6]
	s_mov_b32 s7, 0x405fc000
	v_cmp_nlt_f64_e64 s[0:1], s[6:7], v[5:6]
	global_store_dwordx2 v4, v[23:24], s[8:9]
	v_cvt_i32_f64_e32 v4, v[5:6]
	s_mov_b32 s7, 0x406fe000
	v_cmp_nlt_f64_e64 s[2:3], s[6:7], v[5:6]
	s_mov_b32 s7, 0xc0e00000
	v_cndmask_b32_e32 v11, v21, v4, vcc
	v_cmp_nle_f64_e32 vcc, 0, v[5:6]
	v_cndmask_b32_e64 v11, v22, v11, s[0:1]
	v_cmp_u_f64_e64 s[0:1], v[5:6], v[5:6]
	v_add_u32_e32 v21, 0x4700, v0
	v_or_b32_e32 v22, 0x4800, v0
	s_mov_b32 s10, -1
	s_mov_b32 s11, 0x43dfffff
	v_cndmask_b32_e64 v11, v11, 0, s[0:1]
	global_store_byte v21, v11, s[8:9]
	v_cvt_u32_f64_e32 v11, v[5:6]
	v_cndmask_b32_e64 v21, v11, 0, vcc
	v_cndmask_b32_e64 v20, v20, v21, s[2:3]
	v_cmp_le_f64_e64 s[2:3], s[6:7], v[5:6]
	s_mov_b32 s7, 0x40dfffc0
	v_cmp_nlt_f64_e64 s[4:5], s[6:7], v[5:6]
	s_mov_b32 s7, 0x40efffe0
	global_store_byte v22, v20, s[8:9]
	v_add_u32_e32 v20, 0x4500, v0
	global_store_byte v20, v4, s[8:9]
	v_add_u32_e32 v20, 0x4600, v0
	v_cndmask_b32_e64 v18, v18, v4, s[2:3]
	v_cmp_nlt_f64_e64 s[2:3], s[6:7], v[5:6]
	v_cndmask_b32_e64 v18, v19, v18, s[4:5]
	v_cndmask_b32_e64 v18, v18, 0, s[0:1]
	v_add_u32_e32 v19, 0x9600, v15
	s_mov_b32 s7, 0xc1e00000
	global_store_byte v20, v4, s[8:9]
	global_store_short v19, v18, s[8:9]
	v_or_b32_e32 v19, 0x9800, v15
	v_cndmask_b32_e64 v18, -1, v21, s[2:3]
	v_cmp_le_f64_e64 s[2:3], s[6:7], v[5:6]
	global_store_short v19, v18, s[8:9]
	v_add_u32_e32 v18, 0x9200, v15
	global_store_short v18, v4, s[8:9]
	v_add_u32_e32 v18, 0x9400, v15
	global_store_short v18, v11, s[8:9]
	v_add_u32_e32 v18, 0x13800, v14
	s_mov_b32 s4, 0xffc00000
	global_store_dword v18, v11, s[8:9]
	v_add_u32_e32 v11, 0x13400, v14
	s_mov_b32 s5, 0x41dfffff
	global_store_dword v11, v4, s[8:9]
	v_cmp_nlt_f64_e64 s[4:5], s[4:5], v[5:6]
	v_cndmask_b32_e64 v4, v8, v4, s[2:3]
	s_mov_b32 s2, 0xffe00000
	s_mov_b32 s3, 0x41efffff
	v_cmp_nlt_f64_e64 s[2:3], s[2:3], v[5:6]
	v_trunc_f64_e32 v[18:19], v[5:6]
	v_add_u32_e32 v11, 0x13c00, v14
	s_mov_b32 s7, 0x3df00000
	v_cndmask_b32_e64 v4, v17, v4, s[4:5]
	v_cndmask_b32_e64 v4, v4, 0, s[0:1]
	global_store_dword v11, v4, s[8:9]
	v_cmp_lt_f64_e64 s[4:5], s[10:11], v[5:6]
	v_cndmask_b32_e64 v4, -1, v21, s[2:3]
	v_mul_f64 v[20:21], v[18:19], s[6:7]
	s_mov_b32 s7, 0xc1f00000
	v_or_b32_e32 v11, 0x14000, v14
	global_store_dword v11, v4, s[8:9]
	s_mov_b32 s11, 0x43efffff
	v_ashrrev_i32_e32 v11, 31, v10
	v_floor_f64_e32 v[20:21], v[20:21]
	v_fma_f64 v[18:19], v[20:21], s[6:7], v[18:19]
	s_mov_b32 s7, 0xc3e00000
	v_cmp_nle_f64_e64 s[2:3], s[6:7], v[5:6]
	v_cvt_u32_f64_e32 v18, v[18:19]
	v_cvt_i32_f64_e32 v19, v[20:21]
	v_cvt_u32_f64_e32 v21, v[20:21]
	v_mov_b32_e32 v20, v18
	v_cndmask_b32_e64 v4, v19, v8, s[2:3]
	v_cndmask_b32_e64 v8, v18, 0, s[2:3]
	v_cndmask_b32_e64 v4, v4, v17, s[4:5]
	v_cndmask_b32_e64 v8, v8, -1, s[4:5]
	v_cndmask_b32_e64 v23, v4, 0, s[0:1]
	v_cndmask_b32_e64 v22, v8, 0, s[0:1]
	v_add_u32_e32 v4, 0x29800, v13
	global_store_dwordx2 v4, v[22:23], s[8:9]
	v_add_u32_e32 v4, 0x29000, v13
	v_add_u32_e32 v8, 0x28800, v13
	global_store_dwordx2 v4, v[20:21], s[8:9]
	v_cndmask_b32_e64 v4, v21, 0, vcc
	global_store_dwordx2 v8, v[18:19], s[8:9]
	v_cndmask_b32_e64 v8, v18, 0, vcc
	v_cmp_lt_f64_e32 vcc, s[10:11], v[5:6]
	s_mov_b32 s0, 0x5040100
	v_cndmask_b32_e64 v18, v4, -1, vcc
	v_cndmask_b32_e64 v17, v8, -1, vcc
	v_or_b32_e32 v4, 0x2a000, v13
	global_store_dwordx2 v4, v[17:18], s[8:9]
	v_add_u32_e32 v4, 0xaa00, v15
	global_store_short v4, v3, s[8:9]
	v_add_u32_e32 v4, 0xac00, v15
	global_store_short v4, v7, s[8:9]
	v_add_u32_e32 v4, 0x15c00, v14
	global_store_dword v4, v3, s[8:9]
	v_or_b32_e32 v4, 0x16000, v14
	global_store_dword v4, v7, s[8:9]
	v_ashrrev_i32_e32 v4, 31, v3
	v_add_u32_e32 v8, 0x2c800, v13
	global_store_dwordx2 v8, v[3:4], s[8:9]
	v_mov_b32_e32 v8, v12
	v_add_u32_e32 v3, 0x2d000, v13
	global_store_dwordx2 v3, v[7:8], s[8:9]
	v_add_u32_e32 v3, 0x16c00, v14
	global_store_dword v3, v10, s[8:9]
	v_or_b32_e32 v3, 0x17000, v14
	global_store_dword v3, v9, s[8:9]
	v_add_u32_e32 v3, 0x2e800, v13
	global_store_dwordx2 v3, v[10:11], s[8:9]
	v_mov_b32_e32 v10, v12
	v_add_u32_e32 v3, 0x2f000, v13
	global_store_dwordx2 v3, v[9:10], s[8:9]
	v_ashrrev_i32_e32 v4, 31, v5
	v_mov_b32_e32 v3, v5
	v_add_u32_e32 v8, 0x2f800, v13
	global_store_dwordx2 v8, v[3:4], s[8:9]
	v_mov_b32_e32 v11, v5
	v_or_b32_e32 v3, 0x30000, v13
	global_store_dwordx2 v3, v[11:12], s[8:9]
	v_add_u32_e32 v4, 0x6100, v0
	v_bfe_i32 v3, v5, 0, 1
	global_store_byte v4, v3, s[8:9]
	v_add_u32_e32 v4, 0x6200, v0
	global_store_byte v4, v2, s[8:9]
	v_add_u32_e32 v4, 0xc600, v15
	global_store_short v4, v3, s[8:9]
	v_or_b32_e32 v4, 0xc800, v15
	global_store_short v4, v2, s[8:9]
	v_add_u32_e32 v4, 0x19400, v14
	global_store_dword v4, v3, s[8:9]
	v_add_u32_e32 v4, 0x19800, v14
	global_store_dword v4, v2, s[8:9]
	v_ashrrev_i32_e32 v4, 31, v3
	v_add_u32_e32 v8, 0x33800, v13
	global_store_dwordx2 v8, v[3:4], s[8:9]
	v_mov_b32_e32 v3, v12
	v_or_b32_e32 v4, 0x34000, v13
	global_store_dwordx2 v4, v[2:3], s[8:9]
	v_add_u32_e32 v2, 0x34800, v13
	v_lshrrev_b32_e32 v7, 16, v5
	global_store_dwordx2 v2, v[5:6], s[8:9]
	v_add_u32_e32 v2, 0x1a800, v14
	global_store_dword v2, v5, s[8:9]
	v_cvt_f32_f16_e32 v2, v5
	v_cvt_f32_f16_e32 v3, v7
	v_cvt_f16_f32_e32 v8, v6
	v_cvt_f16_f32_e32 v9, v5
	v_add_u32_e32 v4, 0xd600, v15
	global_store_short v4, v5, s[8:9]
	v_or_b32_e32 v4, 0x36000, v13
	global_store_dwordx2 v4, v[2:3], s[8:9]
	v_pack_b32_f16 v2, v9, v8
	v_add_u32_e32 v3, 0x1b400, v14
	global_store_dword v3, v2, s[8:9]
	v_cvt_f16_i16_e32 v2, v7
	v_pack_b32_f16 v2, v16, v2
	v_add_u32_e32 v3, 0x1b800, v14
	global_store_dword v3, v2, s[8:9]
	v_cvt_f32_ubyte3_e32 v4, v5
	v_cvt_f32_ubyte2_e32 v3, v5
	v_cvt_f32_ubyte1_e32 v2, v5
	v_cvt_i32_f32_e32 v5, v5
	v_cvt_i32_f32_e32 v6, v6
	v_mov_b32_e32 v7, 0x6f000
	v_lshl_add_u32 v0, v0, 4, v7
	global_store_dwordx4 v0, v[1:4], s[8:9]
	v_perm_b32 v0, v6, v5, s0
	v_or_b32_e32 v1, 0x1c000, v14
	global_store_dword v1, v0, s[8:9]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel convert_div
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
		.amdhsa_next_free_vgpr 27
		.amdhsa_next_free_sgpr 22
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
	.size	convert_div, .Lfunc_end0-convert_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4460
; NumSgprs: 24
; NumVgprs: 27
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 27
; Occupancy: 8
; WaveLimiterHint : 0
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
    .name:           convert_div
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         convert_div.kd
    .vgpr_count:     27
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
