	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	convert_div                     ; -- Begin function convert_div
	.p2align	8
	.type	convert_div,@function
convert_div:                            ; @convert_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v13, 3, v0
	v_lshlrev_b32_e32 v14, 2, v0
	v_lshlrev_b32_e32 v15, 1, v0
	s_mov_b32 s4, 0
	s_mov_b32 s5, 0xc0600000
	v_add_nc_u32_e32 v19, 0x2800, v13
	v_or_b32_e32 v18, 0x1000, v14
	v_add_nc_u32_e32 v11, 0x600, v15
	v_add_nc_u32_e32 v22, 0x3000, v13
	v_or_b32_e32 v24, 0x1000, v15
	v_add_nc_u32_e32 v23, 0xe00, v15
	v_add_nc_u32_e32 v25, 0x2400, v14
	v_add_nc_u32_e32 v27, 0x2800, v14
	s_mov_b32 s6, 0xffc00000
	s_mov_b32 s7, 0x41dfffff
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v13, s[10:11]
	s_waitcnt vmcnt(0)
	v_and_or_b32 v1, 0x1ff, v3, v2
	v_lshrrev_b32_e32 v4, 8, v3
	v_bfe_u32 v5, v3, 20, 11
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_sub_nc_u32_e32 v6, 0x3f1, v5
	v_add_nc_u32_e32 v5, 0xfffffc10, v5
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_and_or_b32 v1, 0xffe, v4, v1
	v_med3_i32 v4, v6, 0, 13
	v_or_b32_e32 v6, 0x1000, v1
	v_cmp_ne_u32_e64 s[2:3], 0, v1
	v_lshrrev_b32_e32 v7, v4, v6
	v_lshlrev_b32_e32 v4, v4, v7
	v_cmp_ne_u32_e32 vcc, v4, v6
	v_lshl_or_b32 v6, v5, 12, v1
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_cmp_gt_i32_e32 vcc, 1, v5
	v_lshl_or_b32 v1, v1, 9, 0x7c00
	v_or_b32_e32 v4, v7, v4
	v_lshrrev_b32_e32 v7, 16, v3
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_and_b32_e32 v6, 7, v4
	v_lshrrev_b32_e32 v4, 2, v4
	v_cmp_lt_i32_e32 vcc, 5, v6
	v_cmp_eq_u32_e64 s[0:1], 3, v6
	v_cvt_f32_f64_e32 v6, v[2:3]
	s_or_b64 vcc, s[0:1], vcc
	v_add_co_ci_u32_e32 v4, vcc, 0, v4, vcc
	v_cmp_gt_i32_e32 vcc, 31, v5
	v_cndmask_b32_e32 v4, 0x7c00, v4, vcc
	v_cmp_eq_u32_e32 vcc, 0x40f, v5
	v_add_nc_u32_e32 v5, 0x400, v15
	v_cndmask_b32_e32 v1, v4, v1, vcc
	v_and_b32_e32 v4, 1, v2
	v_cvt_f16_f32_e32 v12, v6
	v_and_or_b32 v20, 0x8000, v7, v1
	v_cvt_f64_f32_e32 v[7:8], v6
	v_cmp_eq_u32_e32 vcc, 1, v4
	v_add_nc_u32_e32 v1, 0x400, v14
	v_cvt_f32_f16_e32 v21, v20
	v_cndmask_b32_e64 v16, 0, -1, vcc
	global_store_dword v1, v6, s[8:9]
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cvt_f64_f32_e32 v[9:10], v21
	global_store_short v11, v12, s[8:9]
	v_cvt_f64_i32_e32 v[11:12], v16
	v_cndmask_b32_e64 v28, 0, 1.0, vcc
	global_store_short v5, v20, s[8:9]
	v_bfe_i32 v5, v2, 0, 8
	v_cndmask_b32_e64 v26, 0, -1.0, vcc
	v_cvt_f64_u32_e32 v[16:17], v1
	global_store_dword v18, v21, s[8:9]
	global_store_dwordx2 v22, v[7:8], s[8:9]
	v_cvt_f16_f32_e32 v8, v28
	v_cvt_f16_f32_e32 v7, v26
	v_add_nc_u32_e32 v1, 0x5800, v13
	v_or_b32_e32 v22, 0x6000, v13
	v_cmp_le_f32_e32 vcc, 0xc3000000, v21
	v_cmp_nle_f32_e64 s[0:1], 0, v21
	v_cmp_nlt_f32_e64 s[2:3], 0x437f0000, v21
	global_store_dwordx2 v19, v[9:10], s[8:9]
	v_bfe_i32 v10, v5, 0, 16
	global_store_short v24, v8, s[8:9]
	global_store_short v23, v7, s[8:9]
	v_and_b32_e32 v7, 0xff, v2
	global_store_dword v25, v26, s[8:9]
	v_cvt_f64_i32_e32 v[8:9], v10
	v_add_nc_u32_e32 v23, 0x1a00, v15
	global_store_dword v27, v28, s[8:9]
	v_cvt_f64_u32_e32 v[18:19], v7
	v_add_nc_u32_e32 v24, 0x1c00, v15
	global_store_dwordx2 v1, v[11:12], s[8:9]
	v_add_nc_u32_e32 v11, 0x3c00, v14
	v_cvt_f16_i16_e32 v1, v5
	v_cvt_f16_u16_e32 v12, v7
	v_cvt_f32_i32_e32 v10, v10
	global_store_dwordx2 v22, v[16:17], s[8:9]
	v_or_b32_e32 v16, 0x4000, v14
	global_store_short v23, v1, s[8:9]
	v_cvt_f32_ubyte0_e32 v1, v2
	global_store_short v24, v12, s[8:9]
	v_add_nc_u32_e32 v12, 0x8800, v13
	global_store_dword v11, v10, s[8:9]
	v_bfe_i32 v10, v2, 0, 16
	global_store_dword v16, v1, s[8:9]
	v_add_nc_u32_e32 v17, 0x9000, v13
	v_add_nc_u32_e32 v22, 0x2600, v15
	v_cvt_f16_i16_e32 v16, v2
	global_store_dwordx2 v12, v[8:9], s[8:9]
	v_cvt_f64_i32_e32 v[11:12], v10
	v_or_b32_e32 v8, 0x2800, v15
	v_cvt_f16_u16_e32 v9, v2
	global_store_dwordx2 v17, v[18:19], s[8:9]
	v_add_nc_u32_e32 v17, 0x5400, v14
	v_cvt_f32_i32_e32 v18, v10
	global_store_short v22, v16, s[8:9]
	global_store_short v8, v9, s[8:9]
	v_and_b32_e32 v9, 0xffff, v2
	v_add_nc_u32_e32 v8, 0x5800, v14
	global_store_dword v17, v18, s[8:9]
	v_cvt_f32_u32_e32 v17, v9
	global_store_dword v8, v17, s[8:9]
	v_add_nc_u32_e32 v8, 0xb800, v13
	v_cvt_f32_i32_e32 v17, v2
	global_store_dwordx2 v8, v[11:12], s[8:9]
	v_cvt_f64_u32_e32 v[11:12], v9
	v_or_b32_e32 v8, 0xc000, v13
	global_store_dwordx2 v8, v[11:12], s[8:9]
	v_cvt_f32_u32_e32 v8, v2
	v_add_nc_u32_e32 v11, 0x3200, v15
	v_cvt_f16_f32_e32 v12, v17
	v_add_nc_u32_e32 v17, 0x3400, v15
	v_cvt_f16_f32_e32 v8, v8
	global_store_short v11, v12, s[8:9]
	v_add_nc_u32_e32 v11, 0x6c00, v14
	v_cvt_f32_i32_e32 v12, v2
	global_store_short v17, v8, s[8:9]
	v_or_b32_e32 v8, 0x7000, v14
	v_cvt_f32_u32_e32 v17, v2
	global_store_dword v11, v12, s[8:9]
	v_cvt_f64_i32_e32 v[11:12], v2
	global_store_dword v8, v17, s[8:9]
	v_xor_b32_e32 v8, v2, v3
	v_ffbh_i32_e32 v17, v3
	v_ashrrev_i32_e32 v8, 31, v8
	v_add_nc_u32_e32 v17, -1, v17
	v_add_nc_u32_e32 v8, 32, v8
	v_min_u32_e32 v8, v17, v8
	v_add_nc_u32_e32 v17, 0xe800, v13
	global_store_dwordx2 v17, v[11:12], s[8:9]
	v_lshlrev_b64 v[11:12], v8, v[2:3]
	v_sub_nc_u32_e32 v8, 32, v8
	v_min_u32_e32 v11, 1, v11
	v_or_b32_e32 v17, v12, v11
	v_ffbh_u32_e32 v11, v3
	v_min_u32_e32 v18, 32, v11
	v_lshlrev_b64 v[11:12], v18, v[2:3]
	v_min_u32_e32 v11, 1, v11
	v_or_b32_e32 v19, v12, v11
	v_cvt_f32_i32_e32 v11, v17
	v_add_nc_u32_e32 v17, 0xf000, v13
	v_ldexp_f32 v8, v11, v8
	v_cvt_f64_u32_e32 v[11:12], v2
	v_cvt_f16_f32_e32 v22, v8
	global_store_dwordx2 v17, v[11:12], s[8:9]
	v_add_nc_u32_e32 v17, 0x3e00, v15
	global_store_short v17, v22, s[8:9]
	v_sub_nc_u32_e32 v17, 32, v18
	v_cvt_f32_u32_e32 v18, v19
	v_ldexp_f32 v17, v18, v17
	v_or_b32_e32 v18, 0x4000, v15
	v_cvt_f16_f32_e32 v19, v17
	global_store_short v18, v19, s[8:9]
	v_add_nc_u32_e32 v18, 0x8400, v14
	global_store_dword v18, v8, s[8:9]
	v_add_nc_u32_e32 v8, 0x8800, v14
	global_store_dword v8, v17, s[8:9]
	v_cvt_f64_i32_e32 v[17:18], v3
	v_add_nc_u32_e32 v8, 0x11800, v13
	v_ldexp_f64 v[17:18], v[17:18], 32
	v_add_f64 v[17:18], v[17:18], v[11:12]
	global_store_dwordx2 v8, v[17:18], s[8:9]
	v_cvt_f64_u32_e32 v[17:18], v3
	v_or_b32_e32 v8, 0x12000, v13
	v_ldexp_f64 v[17:18], v[17:18], 32
	v_add_f64 v[11:12], v[17:18], v[11:12]
	v_cvt_i32_f32_e32 v17, v21
	v_cvt_u16_f16_e32 v18, v20
	global_store_dwordx2 v8, v[11:12], s[8:9]
	v_cndmask_b32_e32 v8, 0xffffff80, v17, vcc
	v_cmp_nlt_f32_e32 vcc, 0x42fe0000, v21
	v_cvt_u32_f32_e32 v12, v21
	v_add_nc_u32_e32 v11, 0x2700, v0
	v_cndmask_b32_e32 v8, 0x7f, v8, vcc
	v_cmp_u_f32_e32 vcc, v21, v21
	v_cndmask_b32_e64 v12, v12, 0, s[0:1]
	v_cndmask_b32_e64 v8, v8, 0, vcc
	global_store_byte v11, v8, s[8:9]
	v_or_b32_e32 v8, 0x2800, v0
	v_cndmask_b32_e64 v11, 0xff, v12, s[2:3]
	v_cmp_le_f32_e64 s[2:3], 0xc7000000, v21
	global_store_byte v8, v11, s[8:9]
	v_add_nc_u32_e32 v8, 0x2500, v0
	v_cvt_i16_f16_e32 v11, v20
	global_store_byte v8, v11, s[8:9]
	v_add_nc_u32_e32 v8, 0x2600, v0
	global_store_byte v8, v11, s[8:9]
	v_add_nc_u32_e32 v8, 0x5200, v15
	global_store_short v8, v11, s[8:9]
	v_cndmask_b32_e64 v11, 0xffff8000, v17, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], 0x46fffe00, v21
	v_add_nc_u32_e32 v8, 0x5400, v15
	v_cndmask_b32_e64 v11, 0x7fff, v11, s[2:3]
	v_cmp_le_f32_e64 s[2:3], 0xcf000000, v21
	global_store_short v8, v18, s[8:9]
	v_add_nc_u32_e32 v8, 0x5600, v15
	v_or_b32_e32 v18, 0x5800, v15
	v_cndmask_b32_e64 v11, v11, 0, vcc
	v_cndmask_b32_e64 v17, 0x80000000, v17, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], 0x4effffff, v21
	global_store_short v8, v11, s[8:9]
	v_add_nc_u32_e32 v11, 0xbc00, v14
	v_cndmask_b32_e64 v17, 0x7fffffff, v17, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], 0x477fff00, v21
	v_cndmask_b32_e64 v17, v17, 0, vcc
	v_cndmask_b32_e64 v8, -1, v12, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], 0x4f7fffff, v21
	global_store_short v18, v8, s[8:9]
	v_add_nc_u32_e32 v8, 0xb400, v14
	v_or_b32_e32 v18, 0xc000, v14
	global_store_dword v11, v17, s[8:9]
	v_cvt_i32_f32_e32 v17, v21
	v_cndmask_b32_e64 v11, -1, v12, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], 0x437f0000, v6
	global_store_dword v8, v17, s[8:9]
	v_add_nc_u32_e32 v8, 0xb800, v14
	global_store_dword v18, v11, s[8:9]
	v_cvt_u32_f32_e32 v11, v21
	v_ashrrev_i32_e32 v18, 31, v17
	global_store_dword v8, v11, s[8:9]
	v_add_nc_u32_e32 v8, 0x18800, v13
	global_store_dwordx2 v8, v[17:18], s[8:9]
	v_trunc_f32_e32 v8, v21
	v_mul_f32_e64 v12, 0x2f800000, |v8|
	v_mul_f32_e32 v17, 0x2f800000, v8
	v_ashrrev_i32_e32 v19, 31, v8
	v_floor_f32_e32 v12, v12
	v_floor_f32_e32 v17, v17
	v_fma_f32 v20, 0xcf800000, v12, |v8|
	v_fmac_f32_e32 v8, 0xcf800000, v17
	v_cvt_u32_f32_e32 v17, v17
	v_cvt_u32_f32_e32 v12, v12
	v_cvt_u32_f32_e32 v8, v8
	v_cndmask_b32_e64 v17, v17, 0, s[0:1]
	v_xor_b32_e32 v12, v12, v19
	v_cndmask_b32_e64 v8, v8, 0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], 0x5f7fffff, v21
	v_cndmask_b32_e64 v18, v17, -1, s[0:1]
	v_cndmask_b32_e64 v17, v8, -1, s[0:1]
	v_or_b32_e32 v8, 0x1a000, v13
	global_store_dwordx2 v8, v[17:18], s[8:9]
	v_cvt_u32_f32_e32 v8, v20
	v_add_nc_u32_e32 v20, 0x3700, v0
	v_xor_b32_e32 v8, v8, v19
	v_sub_co_u32 v8, s[0:1], v8, v19
	v_sub_co_ci_u32_e64 v12, s[0:1], v12, v19, s[0:1]
	v_cmp_nle_f32_e64 s[0:1], 0xdf000000, v21
	v_add_nc_u32_e32 v19, 0x19800, v13
	v_cndmask_b32_e64 v12, v12, 0x80000000, s[0:1]
	v_cndmask_b32_e64 v8, v8, 0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], 0x5effffff, v21
	v_or_b32_e32 v21, 0x3800, v0
	v_cndmask_b32_e64 v8, v8, -1, s[0:1]
	v_cndmask_b32_e64 v12, v12, 0x7fffffff, s[0:1]
	v_cmp_nle_f32_e64 s[0:1], 0, v6
	v_cndmask_b32_e64 v17, v8, 0, vcc
	v_trunc_f32_e32 v8, v6
	v_cndmask_b32_e64 v18, v12, 0, vcc
	v_mul_f32_e64 v12, 0x2f800000, |v8|
	global_store_dwordx2 v19, v[17:18], s[8:9]
	v_ashrrev_i32_e32 v18, 31, v8
	v_add_nc_u32_e32 v19, 0x19000, v13
	v_floor_f32_e32 v12, v12
	v_fma_f32 v17, 0xcf800000, v12, |v8|
	v_cvt_u32_f32_e32 v12, v12
	v_cvt_u32_f32_e32 v17, v17
	v_xor_b32_e32 v12, v12, v18
	v_xor_b32_e32 v17, v17, v18
	v_sub_co_u32 v17, vcc, v17, v18
	v_sub_co_ci_u32_e32 v18, vcc, v12, v18, vcc
	v_mov_b32_e32 v12, 0
	v_cmp_le_f32_e32 vcc, 0xc3000000, v6
	global_store_dwordx2 v19, v[11:12], s[8:9]
	v_cvt_i32_f32_e32 v11, v6
	v_cndmask_b32_e32 v19, 0xffffff80, v11, vcc
	v_cmp_nlt_f32_e32 vcc, 0x42fe0000, v6
	v_cndmask_b32_e32 v19, 0x7f, v19, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	v_cndmask_b32_e64 v19, v19, 0, vcc
	global_store_byte v20, v19, s[8:9]
	v_cvt_u32_f32_e32 v19, v6
	v_cndmask_b32_e64 v20, v19, 0, s[0:1]
	v_cndmask_b32_e64 v22, 0xff, v20, s[2:3]
	v_cmp_le_f32_e64 s[2:3], 0xc7000000, v6
	global_store_byte v21, v22, s[8:9]
	v_add_nc_u32_e32 v21, 0x3500, v0
	v_add_nc_u32_e32 v22, 0x7600, v15
	global_store_byte v21, v11, s[8:9]
	v_add_nc_u32_e32 v21, 0x3600, v0
	global_store_byte v21, v11, s[8:9]
	v_cndmask_b32_e64 v21, 0xffff8000, v11, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], 0x46fffe00, v6
	v_cndmask_b32_e64 v21, 0x7fff, v21, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], 0x477fff00, v6
	v_cndmask_b32_e64 v21, v21, 0, vcc
	global_store_short v22, v21, s[8:9]
	v_or_b32_e32 v21, 0x7800, v15
	v_cndmask_b32_e64 v22, -1, v20, s[2:3]
	v_cmp_le_f32_e64 s[2:3], 0xcf000000, v6
	global_store_short v21, v22, s[8:9]
	v_add_nc_u32_e32 v21, 0x7200, v15
	global_store_short v21, v11, s[8:9]
	v_add_nc_u32_e32 v21, 0x7400, v15
	global_store_short v21, v19, s[8:9]
	v_add_nc_u32_e32 v21, 0xf800, v14
	global_store_dword v21, v19, s[8:9]
	v_add_nc_u32_e32 v19, 0xf400, v14
	v_add_nc_u32_e32 v21, 0x16c00, v14
	global_store_dword v19, v11, s[8:9]
	v_cndmask_b32_e64 v11, 0x80000000, v11, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], 0x4effffff, v6
	v_add_nc_u32_e32 v19, 0xfc00, v14
	v_cndmask_b32_e64 v11, 0x7fffffff, v11, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], 0x4f7fffff, v6
	v_cndmask_b32_e64 v11, v11, 0, vcc
	global_store_dword v19, v11, s[8:9]
	v_cndmask_b32_e64 v11, -1, v20, s[2:3]
	v_or_b32_e32 v19, 0x10000, v14
	v_cmp_nle_f32_e64 s[2:3], 0xdf000000, v6
	global_store_dword v19, v11, s[8:9]
	v_add_nc_u32_e32 v11, 0x20800, v13
	v_cvt_i32_f64_e32 v19, v[2:3]
	global_store_dwordx2 v11, v[17:18], s[8:9]
	v_cndmask_b32_e64 v11, v18, 0x80000000, s[2:3]
	v_cndmask_b32_e64 v17, v17, 0, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], 0x5effffff, v6
	v_cndmask_b32_e64 v11, v11, 0x7fffffff, s[2:3]
	v_cndmask_b32_e64 v17, v17, -1, s[2:3]
	v_cndmask_b32_e64 v18, v11, 0, vcc
	v_cndmask_b32_e64 v17, v17, 0, vcc
	v_add_nc_u32_e32 v11, 0x21800, v13
	v_cmp_lt_f32_e32 vcc, 0x5f7fffff, v6
	v_cvt_u32_f64_e32 v6, v[2:3]
	global_store_dwordx2 v11, v[17:18], s[8:9]
	v_mul_f32_e32 v11, 0x2f800000, v8
	v_floor_f32_e32 v11, v11
	v_fmac_f32_e32 v8, 0xcf800000, v11
	v_cvt_u32_f32_e32 v18, v11
	v_cvt_u32_f32_e32 v17, v8
	v_add_nc_u32_e32 v8, 0x21000, v13
	v_cndmask_b32_e64 v11, v17, 0, s[0:1]
	global_store_dwordx2 v8, v[17:18], s[8:9]
	v_cndmask_b32_e64 v8, v18, 0, s[0:1]
	v_cmp_nle_f64_e64 s[0:1], 0, v[2:3]
	v_cndmask_b32_e64 v17, v11, -1, vcc
	v_add_nc_u32_e32 v11, 0x4700, v0
	v_cndmask_b32_e64 v18, v8, -1, vcc
	v_cmp_le_f64_e32 vcc, s[4:5], v[2:3]
	v_or_b32_e32 v8, 0x22000, v13
	s_mov_b32 s5, 0x405fc000
	global_store_dwordx2 v8, v[17:18], s[8:9]
	v_trunc_f64_e32 v[17:18], v[2:3]
	v_cndmask_b32_e64 v20, v6, 0, s[0:1]
	v_cndmask_b32_e32 v8, 0xffffff80, v19, vcc
	v_cmp_nlt_f64_e32 vcc, s[4:5], v[2:3]
	s_mov_b32 s5, 0x406fe000
	v_cmp_nlt_f64_e64 s[2:3], s[4:5], v[2:3]
	s_mov_b32 s5, 0xc0e00000
	v_cndmask_b32_e32 v8, 0x7f, v8, vcc
	v_cmp_u_f64_e32 vcc, v[2:3], v[2:3]
	v_cndmask_b32_e64 v8, v8, 0, vcc
	global_store_byte v11, v8, s[8:9]
	v_cndmask_b32_e64 v11, 0xff, v20, s[2:3]
	v_cmp_le_f64_e64 s[2:3], s[4:5], v[2:3]
	v_or_b32_e32 v8, 0x4800, v0
	s_mov_b32 s5, 0x40dfffc0
	global_store_byte v8, v11, s[8:9]
	v_add_nc_u32_e32 v8, 0x4500, v0
	global_store_byte v8, v19, s[8:9]
	v_add_nc_u32_e32 v8, 0x4600, v0
	global_store_byte v8, v19, s[8:9]
	v_add_nc_u32_e32 v8, 0x9600, v15
	v_cndmask_b32_e64 v11, 0xffff8000, v19, s[2:3]
	v_cmp_nlt_f64_e64 s[2:3], s[4:5], v[2:3]
	s_mov_b32 s5, 0x40efffe0
	v_cndmask_b32_e64 v11, 0x7fff, v11, s[2:3]
	v_cmp_nlt_f64_e64 s[2:3], s[4:5], v[2:3]
	s_mov_b32 s5, 0xc1e00000
	v_cndmask_b32_e64 v11, v11, 0, vcc
	global_store_short v8, v11, s[8:9]
	v_or_b32_e32 v8, 0x9800, v15
	v_cndmask_b32_e64 v11, -1, v20, s[2:3]
	v_cmp_le_f64_e64 s[2:3], s[4:5], v[2:3]
	s_mov_b32 s5, 0x3df00000
	global_store_short v8, v11, s[8:9]
	v_add_nc_u32_e32 v8, 0x9200, v15
	v_add_nc_u32_e32 v11, 0x9400, v15
	global_store_short v8, v19, s[8:9]
	v_add_nc_u32_e32 v8, 0x13400, v14
	global_store_short v11, v6, s[8:9]
	v_add_nc_u32_e32 v11, 0x13800, v14
	global_store_dword v8, v19, s[8:9]
	global_store_dword v11, v6, s[8:9]
	v_add_nc_u32_e32 v11, 0x28800, v13
	v_cndmask_b32_e64 v8, 0x80000000, v19, s[2:3]
	v_cmp_nlt_f64_e64 s[2:3], s[6:7], v[2:3]
	s_mov_b32 s6, -1
	s_mov_b32 s7, 0x43dfffff
	v_cndmask_b32_e64 v6, 0x7fffffff, v8, s[2:3]
	s_mov_b32 s2, 0xffe00000
	s_mov_b32 s3, 0x41efffff
	v_add_nc_u32_e32 v8, 0x13c00, v14
	v_cmp_nlt_f64_e64 s[2:3], s[2:3], v[2:3]
	v_cndmask_b32_e64 v6, v6, 0, vcc
	global_store_dword v8, v6, s[8:9]
	v_or_b32_e32 v6, 0x14000, v14
	v_cndmask_b32_e64 v8, -1, v20, s[2:3]
	v_mul_f64 v[19:20], v[17:18], s[4:5]
	s_mov_b32 s5, 0xc1f00000
	global_store_dword v6, v8, s[8:9]
	v_add_nc_u32_e32 v6, 0x29000, v13
	v_floor_f64_e32 v[19:20], v[19:20]
	v_fma_f64 v[17:18], v[19:20], s[4:5], v[17:18]
	s_mov_b32 s5, 0xc3e00000
	v_cmp_nle_f64_e64 s[2:3], s[4:5], v[2:3]
	v_cmp_lt_f64_e64 s[4:5], s[6:7], v[2:3]
	s_mov_b32 s7, 0x43efffff
	v_cmp_lt_f64_e64 s[6:7], s[6:7], v[2:3]
	v_cvt_u32_f64_e32 v17, v[17:18]
	v_cvt_i32_f64_e32 v18, v[19:20]
	v_cvt_u32_f64_e32 v20, v[19:20]
	v_mov_b32_e32 v19, v17
	global_store_dwordx2 v11, v[17:18], s[8:9]
	v_cndmask_b32_e64 v8, v20, 0, s[0:1]
	v_cndmask_b32_e64 v11, v17, 0, s[0:1]
	global_store_dwordx2 v6, v[19:20], s[8:9]
	v_cndmask_b32_e64 v6, v18, 0x80000000, s[2:3]
	v_cndmask_b32_e64 v19, v17, 0, s[2:3]
	v_cndmask_b32_e64 v18, v8, -1, s[6:7]
	v_cndmask_b32_e64 v17, v11, -1, s[6:7]
	v_or_b32_e32 v8, 0x2a000, v13
	v_cndmask_b32_e64 v6, v6, 0x7fffffff, s[4:5]
	v_cndmask_b32_e64 v11, v19, -1, s[4:5]
	v_add_nc_u32_e32 v19, 0x29800, v13
	v_add_nc_u32_e32 v20, 0x2d000, v13
	global_store_dwordx2 v8, v[17:18], s[8:9]
	v_cndmask_b32_e64 v18, v6, 0, vcc
	v_cndmask_b32_e64 v17, v11, 0, vcc
	v_add_nc_u32_e32 v6, 0xaa00, v15
	v_add_nc_u32_e32 v11, 0xac00, v15
	v_mov_b32_e32 v8, v12
	global_store_dwordx2 v19, v[17:18], s[8:9]
	v_add_nc_u32_e32 v17, 0x15c00, v14
	v_or_b32_e32 v18, 0x16000, v14
	v_add_nc_u32_e32 v19, 0x2c800, v13
	global_store_short v6, v5, s[8:9]
	v_ashrrev_i32_e32 v6, 31, v5
	global_store_short v11, v7, s[8:9]
	v_ashrrev_i32_e32 v11, 31, v10
	global_store_dword v17, v5, s[8:9]
	v_or_b32_e32 v17, 0x17000, v14
	global_store_dword v18, v7, s[8:9]
	v_add_nc_u32_e32 v18, 0x2e800, v13
	global_store_dwordx2 v19, v[5:6], s[8:9]
	global_store_dwordx2 v20, v[7:8], s[8:9]
	global_store_dword v21, v10, s[8:9]
	global_store_dword v17, v9, s[8:9]
	global_store_dwordx2 v18, v[10:11], s[8:9]
	v_mov_b32_e32 v10, v12
	v_add_nc_u32_e32 v8, 0x2f000, v13
	v_ashrrev_i32_e32 v6, 31, v2
	v_mov_b32_e32 v5, v2
	v_add_nc_u32_e32 v17, 0x2f800, v13
	v_mov_b32_e32 v11, v2
	v_or_b32_e32 v18, 0x30000, v13
	v_add_nc_u32_e32 v19, 0x6100, v0
	v_bfe_i32 v7, v2, 0, 1
	global_store_dwordx2 v8, v[9:10], s[8:9]
	global_store_dwordx2 v17, v[5:6], s[8:9]
	global_store_dwordx2 v18, v[11:12], s[8:9]
	global_store_byte v19, v7, s[8:9]
	v_add_nc_u32_e32 v5, 0x6200, v0
	v_add_nc_u32_e32 v6, 0xc600, v15
	v_or_b32_e32 v8, 0xc800, v15
	v_add_nc_u32_e32 v9, 0x19400, v14
	v_add_nc_u32_e32 v10, 0x19800, v14
	global_store_byte v5, v4, s[8:9]
	global_store_short v6, v7, s[8:9]
	global_store_short v8, v4, s[8:9]
	global_store_dword v9, v7, s[8:9]
	global_store_dword v10, v4, s[8:9]
	v_ashrrev_i32_e32 v8, 31, v7
	v_add_nc_u32_e32 v6, 0x33800, v13
	v_lshrrev_b32_e32 v20, 16, v2
	v_mov_b32_e32 v5, v12
	v_or_b32_e32 v9, 0x34000, v13
	v_add_nc_u32_e32 v10, 0x34800, v13
	v_add_nc_u32_e32 v11, 0x1a800, v14
	v_add_nc_u32_e32 v12, 0xd600, v15
	global_store_dwordx2 v6, v[7:8], s[8:9]
	global_store_dwordx2 v9, v[4:5], s[8:9]
	global_store_dwordx2 v10, v[2:3], s[8:9]
	global_store_dword v11, v2, s[8:9]
	global_store_short v12, v2, s[8:9]
	v_cvt_f16_f32_e32 v4, v3
	v_cvt_f16_f32_e32 v7, v2
	v_cvt_f16_i16_e32 v8, v20
	v_or_b32_e32 v9, 0x36000, v13
	v_cvt_i32_f32_e32 v12, v2
	v_cvt_i32_f32_e32 v13, v3
	v_cvt_f32_f16_e32 v5, v2
	v_cvt_f32_f16_e32 v6, v20
	v_pack_b32_f16 v7, v7, v4
	v_add_nc_u32_e32 v10, 0x1b400, v14
	v_pack_b32_f16 v8, v16, v8
	v_add_nc_u32_e32 v11, 0x1b800, v14
	v_cvt_f32_ubyte3_e32 v4, v2
	v_cvt_f32_ubyte2_e32 v3, v2
	v_cvt_f32_ubyte1_e32 v2, v2
	v_lshl_add_u32 v0, v0, 4, 0x6f000
	v_perm_b32 v12, v13, v12, 0x5040100
	v_or_b32_e32 v13, 0x1c000, v14
	global_store_dwordx2 v9, v[5:6], s[8:9]
	global_store_dword v10, v7, s[8:9]
	global_store_dword v11, v8, s[8:9]
	global_store_dwordx4 v0, v[1:4], s[8:9]
	global_store_dword v13, v12, s[8:9]
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
		.amdhsa_wavefront_size32 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 29
		.amdhsa_next_free_sgpr 12
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
	.size	convert_div, .Lfunc_end0-convert_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4248
; NumSgprs: 14
; NumVgprs: 29
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 29
; Occupancy: 16
; WaveLimiterHint : 0
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
    .name:           convert_div
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         convert_div.kd
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
