	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	convert_div                     ; -- Begin function convert_div
	.p2align	8
	.type	convert_div,@function
convert_div:                            ; @convert_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[16:19], s[4:5], 0x0
	v_lshlrev_b32_e32 v12, 3, v0
	s_mov_b32 s6, 0xc000
	s_movk_i32 s7, 0x5800
	s_mov_b32 s4, 0x8800
	s_mov_b32 s11, 0x2f800000
	v_add_nc_u32_e32 v1, 0x9000, v12
	v_or_b32_e32 v11, s6, v12
	v_add_nc_u32_e32 v29, s4, v12
	v_add_nc_u32_e32 v30, s7, v12
	s_movk_i32 s15, 0x1000
	v_or_b32_e32 v31, 0x6000, v12
	s_mov_b32 s12, 0xcf800000
	s_mov_b32 s13, 0x5f7fffff
	s_movk_i32 s23, 0x7c00
	s_mov_b32 s24, 0xdf000000
	s_mov_b32 s27, 0xc3000000
	s_brev_b32 s21, 1
	s_movk_i32 s8, 0xff80
	s_mov_b32 s26, 0x42fe0000
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v12, s[18:19]
	s_movk_i32 s18, 0xff
	s_mov_b32 s19, 0xb800
	s_mov_b32 s25, 0x5effffff
	v_add_nc_u32_e32 v7, s19, v12
	s_movk_i32 s22, 0x7f
	s_brev_b32 s20, -2
	s_movk_i32 s14, 0x400
	s_movk_i32 s5, 0x2800
	s_movk_i32 s9, 0x5400
	s_movk_i32 s10, 0x4000
	s_movk_i32 s28, 0x2600
	s_mov_b32 s31, 0x437f0000
	s_mov_b32 s33, 0xc7000000
	s_movk_i32 s29, 0x8000
	s_mov_b32 s34, 0x46fffe00
	s_movk_i32 s30, 0x7fff
	s_mov_b32 s36, 0xcf000000
	s_mov_b32 s37, 0x4effffff
	s_mov_b32 s35, 0x477fff00
	s_mov_b32 s38, 0x4f7fffff
	s_waitcnt vmcnt(0)
	v_bfe_i32 v6, v2, 0, 16
	v_and_b32_e32 v4, s18, v2
	v_and_b32_e32 v9, 0xffff, v2
	v_and_b32_e32 v8, 1, v2
	v_bfe_i32 v10, v2, 0, 8
	v_cvt_f64_i32_e32 v[15:16], v6
	v_cvt_f64_u32_e32 v[13:14], v4
	v_cvt_f64_u32_e32 v[17:18], v9
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	v_cvt_f64_i32_e32 v[19:20], v3
	v_cvt_f32_f64_e32 v5, v[2:3]
	v_bfe_i32 v27, v10, 0, 16
	v_cvt_f64_u32_e32 v[25:26], v2
	v_cndmask_b32_e64 v23, 0, -1, s[0:1]
	v_cndmask_b32_e64 v32, 0, 1, s[0:1]
	v_cndmask_b32_e64 v28, 0, -1.0, s[0:1]
	v_cvt_f64_i32_e32 v[21:22], v27
	v_cvt_f64_i32_e32 v[23:24], v23
	global_store_dwordx2 v7, v[15:16], s[16:17]
	v_and_or_b32 v7, 0x1ff, v3, v2
	global_store_dwordx2 v1, v[13:14], s[16:17]
	v_cvt_f64_u32_e32 v[13:14], v32
	v_bfe_u32 v15, v3, 20, 11
	global_store_dwordx2 v11, v[17:18], s[16:17]
	v_cmp_ne_u32_e32 vcc, 0, v7
	v_lshrrev_b32_e32 v11, 8, v3
	v_ldexp_f64 v[17:18], v[19:20], 32
	v_trunc_f32_e32 v16, v5
	v_sub_nc_u32_e32 v32, 0x3f1, v15
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_cvt_f64_u32_e32 v[19:20], v3
	global_store_dwordx2 v29, v[21:22], s[16:17]
	v_mul_f32_e64 v21, |v16|, s11
	v_mul_f32_e32 v22, s11, v16
	v_and_or_b32 v11, 0xffe, v11, v7
	v_med3_i32 v29, v32, 0, 13
	global_store_dwordx2 v30, v[23:24], s[16:17]
	v_floor_f32_e32 v21, v21
	v_floor_f32_e32 v22, v22
	v_or_b32_e32 v23, s15, v11
	v_ashrrev_i32_e32 v24, 31, v16
	v_add_nc_u32_e32 v1, 0x21000, v12
	v_fma_f32 v30, v21, s12, |v16|
	global_store_dwordx2 v31, v[13:14], s[16:17]
	v_lshrrev_b32_e32 v31, v29, v23
	v_fmac_f32_e32 v16, s12, v22
	v_cvt_u32_f32_e32 v14, v22
	v_cvt_u32_f32_e32 v7, v5
	v_add_f64 v[17:18], v[17:18], v[25:26]
	v_lshlrev_b32_e32 v22, v29, v31
	v_cvt_u32_f32_e32 v13, v16
	v_cmp_nle_f32_e32 vcc, 0, v5
	v_add_nc_u32_e32 v32, 0xfffffc10, v15
	v_ldexp_f64 v[19:20], v[19:20], 32
	v_cmp_ne_u32_e64 s[2:3], v22, v23
	global_store_dwordx2 v1, v[13:14], s[16:17]
	v_cndmask_b32_e64 v16, v7, 0, vcc
	v_cndmask_b32_e64 v1, v14, 0, vcc
	v_cndmask_b32_e64 v13, v13, 0, vcc
	v_cmp_lt_f32_e32 vcc, s13, v5
	v_cndmask_b32_e64 v22, 0, 1, s[2:3]
	v_or_b32_e32 v29, 0x22000, v12
	v_add_nc_u32_e32 v23, 0x20800, v12
	v_cndmask_b32_e64 v15, v1, -1, vcc
	v_cndmask_b32_e64 v14, v13, -1, vcc
	v_or_b32_e32 v1, v31, v22
	v_lshl_or_b32 v22, v32, 12, v11
	v_cmp_gt_i32_e32 vcc, 1, v32
	v_lshlrev_b32_e32 v13, 2, v0
	global_store_dwordx2 v29, v[14:15], s[16:17]
	v_add_nc_u32_e32 v15, 0x11800, v12
	v_lshlrev_b32_e32 v14, 1, v0
	v_cndmask_b32_e32 v1, v22, v1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v11
	v_or_b32_e32 v22, 0x12000, v12
	global_store_dwordx2 v15, v[17:18], s[16:17]
	v_cvt_u32_f32_e32 v18, v21
	v_and_b32_e32 v17, 7, v1
	v_cvt_u32_f32_e32 v21, v30
	v_cndmask_b32_e64 v11, 0, 1, vcc
	v_lshrrev_b32_e32 v1, 2, v1
	v_xor_b32_e32 v30, v18, v24
	v_cmp_lt_i32_e32 vcc, 5, v17
	v_cmp_eq_u32_e64 s[2:3], 3, v17
	v_add_f64 v[17:18], v[19:20], v[25:26]
	v_xor_b32_e32 v19, v21, v24
	v_lshrrev_b32_e32 v21, 16, v3
	v_add_nc_u32_e32 v15, s14, v13
	s_or_b64 vcc, s[2:3], vcc
	v_cmp_eq_u32_e64 s[2:3], 0x40f, v32
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_sub_co_u32 v19, vcc, v19, v24
	v_sub_co_ci_u32_e32 v20, vcc, v30, v24, vcc
	v_cmp_gt_i32_e32 vcc, 31, v32
	v_lshl_or_b32 v24, v11, 9, s23
	v_cvt_i32_f32_e32 v11, v5
	global_store_dwordx2 v23, v[19:20], s[16:17]
	v_add_nc_u32_e32 v29, 0x600, v14
	v_cndmask_b32_e32 v1, s23, v1, vcc
	v_cmp_nle_f32_e32 vcc, s24, v5
	v_cvt_f16_f32_e32 v30, v5
	global_store_dword v15, v5, s[16:17]
	v_add_nc_u32_e32 v15, s14, v14
	v_cndmask_b32_e64 v1, v1, v24, s[2:3]
	global_store_dwordx2 v22, v[17:18], s[16:17]
	v_cndmask_b32_e64 v23, v20, s21, vcc
	v_cndmask_b32_e64 v24, v19, 0, vcc
	v_cmp_le_f32_e32 vcc, s27, v5
	v_and_or_b32 v31, 0x8000, v21, v1
	v_cvt_f64_f32_e32 v[19:20], v5
	v_cmp_lt_f32_e64 s[2:3], s25, v5
	global_store_short v29, v30, s[16:17]
	v_cndmask_b32_e32 v1, s8, v11, vcc
	v_cvt_f32_f16_e32 v17, v31
	v_cmp_nlt_f32_e32 vcc, s26, v5
	v_cndmask_b32_e64 v18, v23, s20, s[2:3]
	v_cndmask_b32_e64 v23, v24, -1, s[2:3]
	global_store_short v15, v31, s[16:17]
	v_cvt_f64_f32_e32 v[21:22], v17
	v_cndmask_b32_e32 v1, s22, v1, vcc
	v_cmp_u_f32_e32 vcc, v5, v5
	v_add_nc_u32_e32 v15, 0xe00, v14
	v_cvt_f32_u32_e32 v29, v2
	s_mov_b32 s14, 0
	s_mov_b32 s23, 0x19800
	v_cndmask_b32_e64 v32, v1, 0, vcc
	v_cndmask_b32_e64 v24, v18, 0, vcc
	v_cndmask_b32_e64 v23, v23, 0, vcc
	v_add_nc_u32_e32 v1, 0x21800, v12
	v_or_b32_e32 v18, s15, v13
	global_store_dwordx2 v1, v[23:24], s[16:17]
	v_cvt_f32_f16_e32 v23, v31
	v_add_nc_u32_e32 v1, 0x3000, v12
	v_add_nc_u32_e32 v24, s5, v12
	global_store_dword v18, v23, s[16:17]
	global_store_dwordx2 v1, v[19:20], s[16:17]
	v_cndmask_b32_e64 v1, 0, 1.0, s[0:1]
	v_add_nc_u32_e32 v19, 0x2400, v13
	v_cvt_f16_f32_e32 v20, v28
	global_store_dwordx2 v24, v[21:22], s[16:17]
	v_add_nc_u32_e32 v21, s5, v13
	v_or_b32_e32 v18, s15, v14
	v_cvt_f16_f32_e32 v22, v1
	v_add_nc_u32_e32 v24, 0x1a00, v14
	global_store_short v15, v20, s[16:17]
	v_add_nc_u32_e32 v15, 0x1c00, v14
	global_store_dword v19, v28, s[16:17]
	v_cvt_f16_i16_e32 v19, v10
	global_store_dword v21, v1, s[16:17]
	v_cvt_f16_u16_e32 v21, v4
	v_add_nc_u32_e32 v20, 0x3c00, v13
	global_store_short v18, v22, s[16:17]
	v_or_b32_e32 v18, s5, v14
	global_store_short v24, v19, s[16:17]
	v_cvt_f32_i32_e32 v19, v27
	global_store_short v15, v21, s[16:17]
	v_cvt_f16_u16_e32 v15, v2
	v_add_nc_u32_e32 v22, s9, v13
	v_add_nc_u32_e32 v28, s7, v13
	global_store_dword v20, v19, s[16:17]
	v_cvt_f32_i32_e32 v20, v2
	global_store_short v18, v15, s[16:17]
	v_cvt_f64_i32_e32 v[18:19], v2
	v_add_nc_u32_e32 v1, 0x3200, v14
	v_cvt_f32_i32_e32 v21, v6
	v_cvt_f32_u32_e32 v15, v9
	v_cvt_f16_f32_e32 v20, v20
	v_add_nc_u32_e32 v24, 0x3400, v14
	v_add_nc_u32_e32 v27, 0x6c00, v13
	global_store_dword v22, v21, s[16:17]
	v_or_b32_e32 v21, 0x7000, v13
	global_store_dword v28, v15, s[16:17]
	v_or_b32_e32 v22, s10, v13
	v_cvt_f16_f32_e32 v15, v29
	global_store_short v1, v20, s[16:17]
	v_cvt_f32_u32_e32 v20, v2
	v_cvt_f32_ubyte0_e32 v1, v2
	v_cvt_f32_i32_e32 v28, v2
	v_add_nc_u32_e32 v29, s28, v14
	global_store_short v24, v15, s[16:17]
	global_store_dword v27, v28, s[16:17]
	global_store_dword v21, v20, s[16:17]
	v_cvt_f16_i16_e32 v15, v2
	v_add_nc_u32_e32 v20, 0xe800, v12
	global_store_dword v22, v1, s[16:17]
	v_xor_b32_e32 v21, v2, v3
	v_ffbh_u32_e32 v22, v3
	global_store_short v29, v15, s[16:17]
	global_store_dwordx2 v20, v[18:19], s[16:17]
	v_ffbh_i32_e32 v18, v3
	v_ashrrev_i32_e32 v19, 31, v21
	v_min_u32_e32 v20, 32, v22
	v_cmp_le_f32_e64 s[0:1], s27, v23
	v_cmp_u_f32_e64 s[2:3], v23, v23
	v_add_nc_u32_e32 v21, -1, v18
	v_add_nc_u32_e32 v22, 32, v19
	v_lshlrev_b64 v[18:19], v20, v[2:3]
	v_sub_nc_u32_e32 v20, 32, v20
	s_mov_b32 s15, 0xc0600000
	v_or_b32_e32 v28, 0x1a000, v12
	v_min_u32_e32 v21, v21, v22
	v_add_nc_u32_e32 v29, 0x3500, v0
	v_min_u32_e32 v18, 1, v18
	v_or_b32_e32 v22, v19, v18
	v_lshlrev_b64 v[18:19], v21, v[2:3]
	v_sub_nc_u32_e32 v21, 32, v21
	v_cvt_f32_u32_e32 v22, v22
	v_min_u32_e32 v18, 1, v18
	v_ldexp_f32 v20, v22, v20
	v_add_nc_u32_e32 v22, 0x3e00, v14
	v_or_b32_e32 v19, v19, v18
	v_add_nc_u32_e32 v18, 0xf000, v12
	v_cvt_f32_i32_e32 v24, v19
	global_store_dwordx2 v18, v[25:26], s[16:17]
	v_cvt_i32_f32_e32 v18, v17
	v_add_nc_u32_e32 v25, 0x18800, v12
	v_cvt_u16_f16_e32 v26, v31
	v_ldexp_f32 v21, v24, v21
	v_add_nc_u32_e32 v24, 0xb400, v13
	v_ashrrev_i32_e32 v19, 31, v18
	global_store_dword v24, v18, s[16:17]
	global_store_dwordx2 v25, v[18:19], s[16:17]
	v_cvt_f16_f32_e32 v19, v21
	v_or_b32_e32 v18, s10, v14
	v_cvt_f16_f32_e32 v24, v20
	v_cvt_i32_f32_e32 v25, v23
	global_store_short v22, v19, s[16:17]
	v_add_nc_u32_e32 v22, 0x8400, v13
	global_store_short v18, v24, s[16:17]
	v_cndmask_b32_e64 v18, s8, v25, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s26, v23
	v_add_nc_u32_e32 v19, 0x2700, v0
	global_store_dword v22, v21, s[16:17]
	v_cvt_u32_f32_e32 v21, v23
	v_or_b32_e32 v24, s5, v0
	v_cndmask_b32_e64 v18, s22, v18, s[0:1]
	v_cmp_nle_f32_e64 s[0:1], 0, v23
	v_add_nc_u32_e32 v22, s4, v13
	v_cmp_nlt_f32_e64 s[4:5], s31, v23
	global_store_byte v29, v11, s[16:17]
	v_cndmask_b32_e64 v18, v18, 0, s[2:3]
	v_cndmask_b32_e64 v21, v21, 0, s[0:1]
	global_store_dword v22, v20, s[16:17]
	v_add_nc_u32_e32 v22, 0x2500, v0
	global_store_byte v19, v18, s[16:17]
	v_cndmask_b32_e64 v20, s18, v21, s[4:5]
	v_cvt_i16_f16_e32 v18, v31
	v_add_nc_u32_e32 v19, s28, v0
	v_cmp_le_f32_e64 s[4:5], s33, v23
	global_store_byte v24, v20, s[16:17]
	v_add_nc_u32_e32 v24, 0x5200, v14
	global_store_byte v19, v18, s[16:17]
	v_cndmask_b32_e64 v19, s29, v25, s[4:5]
	v_cmp_nlt_f32_e64 s[4:5], s34, v23
	global_store_byte v22, v18, s[16:17]
	v_add_nc_u32_e32 v22, s9, v14
	global_store_short v24, v18, s[16:17]
	v_add_nc_u32_e32 v18, 0x5600, v14
	v_cndmask_b32_e64 v19, s30, v19, s[4:5]
	v_cmp_le_f32_e64 s[4:5], s36, v23
	v_or_b32_e32 v24, s7, v14
	global_store_short v22, v26, s[16:17]
	v_trunc_f32_e32 v22, v23
	v_cndmask_b32_e64 v19, v19, 0, s[2:3]
	v_cndmask_b32_e64 v25, s21, v25, s[4:5]
	v_cmp_nlt_f32_e64 s[4:5], s37, v23
	v_add_nc_u32_e32 v20, 0x3700, v0
	global_store_short v18, v19, s[16:17]
	v_or_b32_e32 v19, s6, v13
	v_cndmask_b32_e64 v25, s20, v25, s[4:5]
	v_cmp_nlt_f32_e64 s[4:5], s35, v23
	v_add_nc_u32_e32 v18, 0xbc00, v13
	global_store_byte v20, v32, s[16:17]
	v_cndmask_b32_e64 v25, v25, 0, s[2:3]
	v_cndmask_b32_e64 v26, -1, v21, s[4:5]
	v_cmp_nlt_f32_e64 s[4:5], s38, v23
	global_store_dword v18, v25, s[16:17]
	global_store_short v24, v26, s[16:17]
	v_mul_f32_e64 v24, |v22|, s11
	v_mul_f32_e32 v26, s11, v22
	v_cndmask_b32_e64 v21, -1, v21, s[4:5]
	v_cmp_le_f32_e64 s[4:5], s33, v5
	v_or_b32_e32 v18, 0x3800, v0
	v_floor_f32_e32 v24, v24
	v_floor_f32_e32 v26, v26
	global_store_dword v19, v21, s[16:17]
	v_cndmask_b32_e64 v19, s29, v11, s[4:5]
	v_cmp_nlt_f32_e64 s[4:5], s31, v5
	v_ashrrev_i32_e32 v21, 31, v22
	v_fma_f32 v20, v24, s12, |v22|
	v_fmac_f32_e32 v22, s12, v26
	v_cvt_u32_f32_e32 v26, v26
	v_cndmask_b32_e64 v27, s18, v16, s[4:5]
	v_cmp_nlt_f32_e64 s[4:5], s34, v5
	v_cvt_i32_f64_e32 v25, v[2:3]
	v_cvt_u32_f32_e32 v22, v22
	v_cndmask_b32_e64 v26, v26, 0, s[0:1]
	global_store_byte v18, v27, s[16:17]
	v_cndmask_b32_e64 v19, s30, v19, s[4:5]
	v_add_nc_u32_e32 v18, 0x7600, v14
	v_cndmask_b32_e64 v22, v22, 0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], s13, v23
	v_cvt_u32_f32_e32 v20, v20
	v_cndmask_b32_e64 v19, v19, 0, vcc
	v_cvt_u32_f32_e32 v24, v24
	v_cmp_lt_f32_e64 s[10:11], s25, v23
	v_cmp_nlt_f32_e64 s[12:13], s35, v5
	v_xor_b32_e32 v20, v20, v21
	global_store_short v18, v19, s[16:17]
	v_cndmask_b32_e64 v19, v26, -1, s[0:1]
	v_cndmask_b32_e64 v18, v22, -1, s[0:1]
	v_cmp_le_f64_e64 s[0:1], s[14:15], v[2:3]
	v_xor_b32_e32 v24, v24, v21
	v_sub_co_u32 v20, s[4:5], v20, v21
	s_mov_b32 s15, 0x405fc000
	global_store_dwordx2 v28, v[18:19], s[16:17]
	v_sub_co_ci_u32_e64 v21, s[4:5], v24, v21, s[4:5]
	v_trunc_f64_e32 v[18:19], v[2:3]
	v_or_b32_e32 v22, 0x7800, v14
	v_cvt_u32_f64_e32 v27, v[2:3]
	v_cmp_nle_f64_e64 s[4:5], 0, v[2:3]
	v_cndmask_b32_e64 v26, s8, v25, s[0:1]
	v_cmp_nle_f32_e64 s[8:9], s24, v23
	v_cmp_nlt_f64_e64 s[0:1], s[14:15], v[2:3]
	s_mov_b32 s15, 0x406fe000
	v_cndmask_b32_e64 v23, -1, v16, s[12:13]
	v_cmp_nlt_f64_e64 s[6:7], s[14:15], v[2:3]
	s_mov_b32 s15, 0xc0e00000
	v_cndmask_b32_e64 v21, v21, s21, s[8:9]
	v_cndmask_b32_e64 v20, v20, 0, s[8:9]
	v_cmp_le_f64_e64 s[8:9], s[14:15], v[2:3]
	s_mov_b32 s15, 0x40dfffc0
	v_cmp_nlt_f32_e64 s[12:13], s38, v5
	v_cndmask_b32_e64 v21, v21, s20, s[10:11]
	v_cndmask_b32_e64 v20, v20, -1, s[10:11]
	global_store_short v22, v23, s[16:17]
	v_add_nc_u32_e32 v22, s23, v12
	v_or_b32_e32 v23, 0x10000, v13
	v_cndmask_b32_e64 v21, v21, 0, s[2:3]
	v_cndmask_b32_e64 v20, v20, 0, s[2:3]
	v_cndmask_b32_e64 v16, -1, v16, s[12:13]
	v_cndmask_b32_e64 v24, v27, 0, s[4:5]
	s_mov_b32 s12, -1
	s_mov_b32 s13, 0x43dfffff
	global_store_dwordx2 v22, v[20:21], s[16:17]
	global_store_dword v23, v16, s[16:17]
	v_cndmask_b32_e64 v22, s22, v26, s[0:1]
	v_cmp_u_f64_e64 s[0:1], v[2:3], v[2:3]
	v_add_nc_u32_e32 v23, 0x13c00, v13
	v_cndmask_b32_e64 v28, s29, v25, s[8:9]
	v_cmp_nlt_f64_e64 s[8:9], s[14:15], v[2:3]
	s_mov_b32 s15, 0x40efffe0
	v_cmp_nlt_f64_e64 s[2:3], s[14:15], v[2:3]
	s_mov_b32 s15, 0xc1e00000
	v_cmp_le_f64_e64 s[10:11], s[14:15], v[2:3]
	s_mov_b32 s15, 0x3df00000
	v_mul_f64 v[20:21], v[18:19], s[14:15]
	s_mov_b32 s15, 0xc1f00000
	v_cndmask_b32_e64 v26, v22, 0, s[0:1]
	v_cvt_u32_f32_e32 v22, v17
	v_cndmask_b32_e64 v16, s21, v25, s[10:11]
	s_mov_b32 s10, 0xffc00000
	s_mov_b32 s11, 0x41dfffff
	v_floor_f64_e32 v[20:21], v[20:21]
	v_cmp_nlt_f64_e64 s[10:11], s[10:11], v[2:3]
	v_cndmask_b32_e64 v16, s20, v16, s[10:11]
	v_cmp_le_f32_e64 s[10:11], s36, v5
	v_cndmask_b32_e64 v16, v16, 0, s[0:1]
	global_store_dword v23, v16, s[16:17]
	v_mov_b32_e32 v23, 0
	v_add_nc_u32_e32 v16, 0x19000, v12
	global_store_dwordx2 v16, v[22:23], s[16:17]
	v_fma_f64 v[16:17], v[20:21], s[14:15], v[18:19]
	v_add_nc_u32_e32 v18, 0x3600, v0
	s_mov_b32 s15, 0xc3e00000
	v_cvt_u32_f64_e32 v19, v[20:21]
	global_store_byte v18, v11, s[16:17]
	v_add_nc_u32_e32 v18, 0x7200, v14
	global_store_short v18, v11, s[16:17]
	v_add_nc_u32_e32 v18, 0x7400, v14
	global_store_short v18, v7, s[16:17]
	v_add_nc_u32_e32 v18, 0xf800, v13
	v_cvt_u32_f64_e32 v16, v[16:17]
	v_cvt_i32_f64_e32 v17, v[20:21]
	global_store_dword v18, v7, s[16:17]
	v_cndmask_b32_e64 v7, s21, v11, s[10:11]
	v_cmp_nlt_f32_e64 s[10:11], s37, v5
	v_add_nc_u32_e32 v18, 0xf400, v13
	v_add_nc_u32_e32 v20, 0x13400, v13
	v_cndmask_b32_e64 v21, s30, v28, s[8:9]
	v_cndmask_b32_e64 v5, s20, v7, s[10:11]
	global_store_dword v18, v11, s[16:17]
	v_add_nc_u32_e32 v11, 0xfc00, v13
	v_add_nc_u32_e32 v7, 0x4700, v0
	v_or_b32_e32 v18, 0x4800, v0
	v_cndmask_b32_e64 v5, v5, 0, vcc
	v_cmp_nle_f64_e32 vcc, s[14:15], v[2:3]
	global_store_dword v20, v25, s[16:17]
	v_add_nc_u32_e32 v20, 0x9200, v14
	global_store_dword v11, v5, s[16:17]
	v_cndmask_b32_e64 v5, s18, v24, s[6:7]
	v_cmp_lt_f64_e64 s[6:7], s[12:13], v[2:3]
	global_store_byte v7, v26, s[16:17]
	v_add_nc_u32_e32 v7, s19, v13
	v_cndmask_b32_e64 v26, v21, 0, s[0:1]
	global_store_byte v18, v5, s[16:17]
	v_add_nc_u32_e32 v5, 0x4500, v0
	s_mov_b32 s13, 0x43efffff
	global_store_dword v7, v22, s[16:17]
	global_store_short v20, v25, s[16:17]
	v_add_nc_u32_e32 v18, 0x4600, v0
	global_store_byte v5, v25, s[16:17]
	v_add_nc_u32_e32 v5, 0x13800, v13
	v_add_nc_u32_e32 v7, 0x29800, v12
	v_cndmask_b32_e64 v22, v19, 0, s[4:5]
	global_store_byte v18, v25, s[16:17]
	v_add_nc_u32_e32 v18, 0x9400, v14
	v_cndmask_b32_e64 v11, v17, s21, vcc
	v_cndmask_b32_e64 v20, v16, 0, vcc
	global_store_dword v5, v27, s[16:17]
	v_cmp_lt_f64_e32 vcc, s[12:13], v[2:3]
	v_add_nc_u32_e32 v25, 0x9600, v14
	global_store_short v18, v27, s[16:17]
	v_cndmask_b32_e64 v5, v11, s20, s[6:7]
	v_cndmask_b32_e64 v11, v20, -1, s[6:7]
	v_mov_b32_e32 v18, v16
	v_cndmask_b32_e64 v21, v5, 0, s[0:1]
	v_cndmask_b32_e64 v20, v11, 0, s[0:1]
	s_mov_b32 s0, 0xffe00000
	s_mov_b32 s1, 0x41efffff
	global_store_short v25, v26, s[16:17]
	global_store_dwordx2 v7, v[20:21], s[16:17]
	v_cmp_nlt_f64_e64 s[0:1], s[0:1], v[2:3]
	v_cndmask_b32_e64 v20, v16, 0, s[4:5]
	v_or_b32_e32 v5, 0x9800, v14
	v_cndmask_b32_e64 v11, -1, v24, s[2:3]
	v_add_nc_u32_e32 v7, 0x29000, v12
	v_add_nc_u32_e32 v25, 0x28800, v12
	v_or_b32_e32 v26, 0x14000, v13
	v_cndmask_b32_e64 v21, v22, -1, vcc
	v_cndmask_b32_e64 v20, v20, -1, vcc
	v_or_b32_e32 v22, 0x2a000, v12
	v_cndmask_b32_e64 v24, -1, v24, s[0:1]
	global_store_short v5, v11, s[16:17]
	global_store_dwordx2 v7, v[18:19], s[16:17]
	global_store_dwordx2 v25, v[16:17], s[16:17]
	global_store_dword v26, v24, s[16:17]
	global_store_dwordx2 v22, v[20:21], s[16:17]
	v_add_nc_u32_e32 v5, 0xaa00, v14
	v_add_nc_u32_e32 v7, 0xac00, v14
	v_add_nc_u32_e32 v11, 0x15c00, v13
	v_or_b32_e32 v16, 0x16000, v13
	global_store_short v5, v10, s[16:17]
	global_store_short v7, v4, s[16:17]
	global_store_dword v11, v10, s[16:17]
	global_store_dword v16, v4, s[16:17]
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_nc_u32_e32 v16, 0x2c800, v12
	v_mov_b32_e32 v5, v23
	v_add_nc_u32_e32 v18, 0x2d000, v12
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_nc_u32_e32 v20, 0x2e800, v12
	v_add_nc_u32_e32 v19, 0x16c00, v13
	global_store_dwordx2 v16, v[10:11], s[16:17]
	global_store_dwordx2 v18, v[4:5], s[16:17]
	global_store_dword v19, v6, s[16:17]
	v_or_b32_e32 v11, 0x17000, v13
	v_mov_b32_e32 v10, v23
	global_store_dwordx2 v20, v[6:7], s[16:17]
	v_add_nc_u32_e32 v7, 0x2f000, v12
	v_ashrrev_i32_e32 v5, 31, v2
	v_mov_b32_e32 v4, v2
	v_add_nc_u32_e32 v16, 0x2f800, v12
	v_mov_b32_e32 v22, v2
	v_or_b32_e32 v18, 0x30000, v12
	v_add_nc_u32_e32 v19, 0x6100, v0
	v_bfe_i32 v6, v2, 0, 1
	global_store_dword v11, v9, s[16:17]
	global_store_dwordx2 v7, v[9:10], s[16:17]
	global_store_dwordx2 v16, v[4:5], s[16:17]
	global_store_dwordx2 v18, v[22:23], s[16:17]
	global_store_byte v19, v6, s[16:17]
	v_add_nc_u32_e32 v4, 0x6200, v0
	v_add_nc_u32_e32 v5, 0xc600, v14
	v_or_b32_e32 v7, 0xc800, v14
	v_add_nc_u32_e32 v9, 0x19400, v13
	v_add_nc_u32_e32 v10, s23, v13
	global_store_byte v4, v8, s[16:17]
	global_store_short v5, v6, s[16:17]
	global_store_short v7, v8, s[16:17]
	global_store_dword v9, v6, s[16:17]
	global_store_dword v10, v8, s[16:17]
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_nc_u32_e32 v4, 0x33800, v12
	v_mov_b32_e32 v9, v23
	v_or_b32_e32 v5, 0x34000, v12
	v_add_nc_u32_e32 v10, 0x34800, v12
	v_lshrrev_b32_e32 v17, 16, v2
	v_add_nc_u32_e32 v11, 0x1a800, v13
	v_add_nc_u32_e32 v14, 0xd600, v14
	global_store_dwordx2 v4, v[6:7], s[16:17]
	global_store_dwordx2 v5, v[8:9], s[16:17]
	global_store_dwordx2 v10, v[2:3], s[16:17]
	global_store_dword v11, v2, s[16:17]
	global_store_short v14, v2, s[16:17]
	v_cvt_i32_f32_e32 v10, v2
	v_cvt_f16_f32_e32 v4, v3
	v_cvt_f16_f32_e32 v7, v2
	v_cvt_f16_i16_e32 v8, v17
	v_cvt_i32_f32_e32 v14, v3
	v_and_b32_e32 v10, 0xffff, v10
	v_cvt_f32_f16_e32 v5, v2
	v_cvt_f32_f16_e32 v6, v17
	v_or_b32_e32 v9, 0x36000, v12
	v_pack_b32_f16 v7, v7, v4
	v_add_nc_u32_e32 v11, 0x1b400, v13
	v_pack_b32_f16 v8, v15, v8
	v_add_nc_u32_e32 v12, 0x1b800, v13
	v_cvt_f32_ubyte3_e32 v4, v2
	v_cvt_f32_ubyte2_e32 v3, v2
	v_cvt_f32_ubyte1_e32 v2, v2
	v_lshl_add_u32 v0, v0, 4, 0x6f000
	v_lshl_or_b32 v10, v14, 16, v10
	v_or_b32_e32 v13, 0x1c000, v13
	global_store_dwordx2 v9, v[5:6], s[16:17]
	global_store_dword v11, v7, s[16:17]
	global_store_dword v12, v8, s[16:17]
	global_store_dwordx4 v0, v[1:4], s[16:17]
	global_store_dword v13, v10, s[16:17]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
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
		.amdhsa_next_free_vgpr 33
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
	.size	convert_div, .Lfunc_end0-convert_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4400
; NumSgprs: 41
; NumVgprs: 33
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 41
; NumVGPRsForWavesPerEU: 33
; Occupancy: 12
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
    .name:           convert_div
    .private_segment_fixed_size: 0
    .sgpr_count:     41
    .sgpr_spill_count: 0
    .symbol:         convert_div.kd
    .vgpr_count:     33
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
