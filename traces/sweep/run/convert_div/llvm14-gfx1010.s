	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	convert_div                     ; -- Begin function convert_div
	.p2align	8
	.type	convert_div,@function
convert_div:                            ; @convert_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v13, 3, v0
	s_movk_i32 s16, 0xff
	v_lshlrev_b32_e32 v14, 2, v0
	v_lshlrev_b32_e32 v15, 1, v0
	s_movk_i32 s0, 0x400
	v_add_nc_u32_e32 v34, 0x9000, v13
	s_mov_b32 s18, 0xc000
	v_add_nc_u32_e32 v3, s0, v14
	v_add_nc_u32_e32 v7, s0, v15
	v_or_b32_e32 v37, s18, v13
	s_mov_b32 s17, 0xb800
	s_mov_b32 s3, 0x8800
	v_add_nc_u32_e32 v35, s17, v13
	v_add_nc_u32_e32 v30, s3, v13
	s_movk_i32 s6, 0x1000
	s_movk_i32 s7, 0x5800
	s_mov_b32 s38, 0x2f800000
	v_add_nc_u32_e32 v28, s7, v13
	v_or_b32_e32 v29, 0x6000, v13
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[1:2], v13, s[10:11]
	s_mov_b32 s13, 0xcf800000
	s_mov_b32 s39, 0x5f7fffff
	s_movk_i32 s12, 0x7c00
	s_mov_b32 s34, 0xc3000000
	s_mov_b32 s36, 0xdf000000
	s_movk_i32 s25, 0xff80
	s_mov_b32 s35, 0x42fe0000
	s_brev_b32 s23, 1
	s_movk_i32 s19, 0x7f
	s_mov_b32 s37, 0x5effffff
	s_brev_b32 s20, -2
	v_add_nc_u32_e32 v10, 0x600, v15
	s_movk_i32 s2, 0x2800
	v_or_b32_e32 v12, s6, v14
	s_movk_i32 s11, 0x5400
	s_movk_i32 s4, 0x4000
	s_movk_i32 s5, 0x2600
	s_mov_b32 s14, 0
	s_mov_b32 s22, 0x19800
	s_mov_b32 s15, 0xc0600000
	s_mov_b32 s26, 0x437f0000
	s_mov_b32 s27, 0xc7000000
	s_movk_i32 s24, 0x8000
	s_mov_b32 s28, 0x46fffe00
	s_movk_i32 s21, 0x7fff
	s_mov_b32 s29, 0xcf000000
	s_mov_b32 s31, 0x477fff00
	s_mov_b32 s30, 0x4effffff
	s_mov_b32 s33, 0x4f7fffff
	v_mov_b32_e32 v4, 0
	s_mov_b32 s10, -1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v9, s16, v1
	v_and_b32_e32 v8, 0xffff, v1
	v_and_b32_e32 v5, 1, v1
	v_bfe_i32 v11, v1, 0, 8
	v_bfe_i32 v6, v1, 0, 16
	v_cvt_f64_u32_e32 v[16:17], v9
	v_cvt_f64_u32_e32 v[20:21], v8
	v_cmp_eq_u32_e32 vcc_lo, 1, v5
	v_cvt_f32_f64_e32 v31, v[1:2]
	v_bfe_i32 v32, v11, 0, 16
	v_cvt_f64_i32_e32 v[18:19], v6
	v_cvt_f64_i32_e32 v[22:23], v2
	v_cndmask_b32_e64 v26, 0, -1, vcc_lo
	v_cndmask_b32_e64 v36, 0, 1, vcc_lo
	v_cvt_f64_i32_e32 v[24:25], v32
	v_bfe_u32 v38, v2, 20, 11
	v_cndmask_b32_e64 v33, 0, -1.0, vcc_lo
	v_cvt_f64_i32_e32 v[26:27], v26
	v_sub_nc_u32_e32 v39, 0x3f1, v38
	global_store_dwordx2 v34, v[16:17], s[8:9]
	v_and_or_b32 v34, 0x1ff, v2, v1
	v_cvt_f64_u32_e32 v[16:17], v36
	v_lshrrev_b32_e32 v36, 8, v2
	global_store_dwordx2 v37, v[20:21], s[8:9]
	v_trunc_f32_e32 v37, v31
	v_cmp_ne_u32_e64 s0, 0, v34
	global_store_dwordx2 v35, v[18:19], s[8:9]
	v_cvt_f64_u32_e32 v[18:19], v1
	v_ldexp_f64 v[20:21], v[22:23], 32
	global_store_dwordx2 v30, v[24:25], s[8:9]
	v_cndmask_b32_e64 v34, 0, 1, s0
	v_mul_f32_e32 v24, s38, v37
	global_store_dwordx2 v28, v[26:27], s[8:9]
	v_cvt_f64_u32_e32 v[22:23], v2
	v_ashrrev_i32_e32 v28, 31, v37
	v_and_or_b32 v34, 0xffe, v36, v34
	v_med3_i32 v36, v39, 0, 13
	v_mul_f32_e64 v39, |v37|, s38
	v_floor_f32_e32 v24, v24
	v_add_nc_u32_e32 v35, 0x21000, v13
	v_or_b32_e32 v25, s6, v34
	v_add_nc_u32_e32 v30, 0xfffffc10, v38
	v_floor_f32_e32 v26, v39
	global_store_dwordx2 v29, v[16:17], s[8:9]
	v_cvt_u32_f32_e32 v38, v31
	v_lshrrev_b32_e32 v27, v36, v25
	v_cvt_u32_f32_e32 v17, v24
	v_fma_f32 v29, v26, s13, |v37|
	v_fmac_f32_e32 v37, s13, v24
	v_cmp_nle_f32_e64 s0, 0, v31
	v_lshlrev_b32_e32 v36, v36, v27
	v_add_f64 v[20:21], v[20:21], v[18:19]
	v_or_b32_e32 v39, 0x12000, v13
	v_cvt_u32_f32_e32 v16, v37
	v_cndmask_b32_e64 v24, v38, 0, s0
	v_cmp_ne_u32_e64 s1, v36, v25
	v_cndmask_b32_e64 v36, v17, 0, s0
	v_lshl_or_b32 v37, v30, 12, v34
	global_store_dwordx2 v35, v[16:17], s[8:9]
	v_cndmask_b32_e64 v16, v16, 0, s0
	v_cndmask_b32_e64 v25, 0, 1, s1
	v_cmp_lt_f32_e64 s0, s39, v31
	v_ldexp_f64 v[22:23], v[22:23], 32
	global_store_dword v3, v31, s[8:9]
	v_cvt_f16_f32_e32 v3, v31
	v_or_b32_e32 v25, v27, v25
	v_cndmask_b32_e64 v17, v36, -1, s0
	v_cndmask_b32_e64 v16, v16, -1, s0
	v_cmp_gt_i32_e64 s0, 1, v30
	v_or_b32_e32 v27, 0x22000, v13
	v_add_nc_u32_e32 v36, 0x11800, v13
	v_add_nc_u32_e32 v35, s2, v13
	global_store_short v10, v3, s[8:9]
	v_cndmask_b32_e64 v25, v37, v25, s0
	global_store_dwordx2 v27, v[16:17], s[8:9]
	v_cmp_ne_u32_e64 s0, 0, v34
	global_store_dwordx2 v36, v[20:21], s[8:9]
	v_cvt_u32_f32_e32 v20, v29
	v_and_b32_e32 v16, 7, v25
	v_add_nc_u32_e32 v34, 0x20800, v13
	v_cndmask_b32_e64 v17, 0, 1, s0
	v_add_nc_u32_e32 v27, 0x3000, v13
	v_xor_b32_e32 v20, v20, v28
	v_cmp_lt_i32_e64 s0, 5, v16
	v_cmp_eq_u32_e64 s1, 3, v16
	v_lshrrev_b32_e32 v16, 2, v25
	v_lshl_or_b32 v40, v17, 9, s12
	v_cvt_u32_f32_e32 v17, v26
	v_cvt_i32_f32_e32 v26, v31
	s_or_b32 s0, s1, s0
	v_cmp_le_f32_e64 s1, s34, v31
	v_add_co_ci_u32_e64 v21, s0, 0, v16, s0
	v_cmp_gt_i32_e64 s0, 31, v30
	v_xor_b32_e32 v25, v17, v28
	v_add_f64 v[16:17], v[22:23], v[18:19]
	v_cndmask_b32_e64 v29, s25, v26, s1
	v_cmp_lt_f32_e64 s1, s37, v31
	v_cndmask_b32_e64 v22, s12, v21, s0
	v_sub_co_u32 v20, s0, v20, v28
	v_sub_co_ci_u32_e64 v21, s0, v25, v28, s0
	v_cmp_eq_u32_e64 s0, 0x40f, v30
	v_lshrrev_b32_e32 v25, 16, v2
	v_add_nc_u32_e32 v36, 0x21800, v13
	global_store_dwordx2 v34, v[20:21], s[8:9]
	v_add_nc_u32_e32 v3, 0x2400, v14
	v_cndmask_b32_e64 v28, v22, v40, s0
	v_cmp_nle_f32_e64 s0, s36, v31
	v_cvt_f64_f32_e32 v[22:23], v31
	v_add_nc_u32_e32 v10, s2, v14
	v_add_nc_u32_e32 v37, 0xe00, v15
	v_and_or_b32 v25, 0x8000, v25, v28
	v_cndmask_b32_e64 v21, v21, s23, s0
	v_cndmask_b32_e64 v20, v20, 0, s0
	v_cmp_nlt_f32_e64 s0, s35, v31
	global_store_dwordx2 v39, v[16:17], s[8:9]
	v_cvt_f32_f16_e32 v34, v25
	v_cndmask_b32_e64 v21, v21, s20, s1
	v_cndmask_b32_e64 v20, v20, -1, s1
	v_cndmask_b32_e64 v28, s19, v29, s0
	v_cvt_f32_f16_e32 v29, v25
	v_cmp_u_f32_e64 s0, v31, v31
	global_store_short v7, v25, s[8:9]
	global_store_dword v12, v34, s[8:9]
	v_or_b32_e32 v30, s6, v15
	v_cvt_f64_f32_e32 v[16:17], v29
	v_cndmask_b32_e64 v21, v21, 0, s0
	v_cndmask_b32_e64 v20, v20, 0, s0
	v_add_nc_u32_e32 v7, 0x3c00, v14
	v_or_b32_e32 v12, s4, v14
	global_store_dwordx2 v27, v[22:23], s[8:9]
	v_cndmask_b32_e64 v22, 0, 1.0, vcc_lo
	global_store_dwordx2 v36, v[20:21], s[8:9]
	v_add_nc_u32_e32 v20, 0x1a00, v15
	v_add_nc_u32_e32 v21, 0x1c00, v15
	v_cvt_f16_f32_e32 v27, v33
	v_add_nc_u32_e32 v36, 0x3200, v15
	v_add_nc_u32_e32 v23, s5, v15
	v_cmp_nle_f32_e32 vcc_lo, 0, v34
	v_cmp_le_f32_e64 s1, s34, v34
	v_cmp_nlt_f32_e64 s6, s28, v34
	v_cndmask_b32_e64 v28, v28, 0, s0
	global_store_dwordx2 v35, v[16:17], s[8:9]
	global_store_dword v3, v33, s[8:9]
	v_cvt_f16_i16_e32 v3, v11
	v_cvt_f16_f32_e32 v17, v22
	global_store_dword v10, v22, s[8:9]
	v_cvt_f16_u16_e32 v22, v9
	global_store_short v37, v27, s[8:9]
	global_store_short v20, v3, s[8:9]
	v_cvt_f32_i32_e32 v20, v32
	global_store_short v30, v17, s[8:9]
	global_store_short v21, v22, s[8:9]
	v_or_b32_e32 v16, s2, v15
	v_cvt_f16_u16_e32 v32, v1
	global_store_dword v7, v20, s[8:9]
	v_cvt_f64_i32_e32 v[20:21], v1
	v_cvt_f32_i32_e32 v22, v1
	v_cvt_f32_u32_e32 v7, v1
	v_add_nc_u32_e32 v27, s7, v14
	global_store_short v16, v32, s[8:9]
	v_cvt_f32_u32_e32 v16, v8
	v_add_nc_u32_e32 v35, s11, v14
	v_add_nc_u32_e32 v17, 0x3400, v15
	v_cvt_f32_i32_e32 v37, v6
	v_cvt_f16_f32_e32 v22, v22
	v_cvt_f16_f32_e32 v7, v7
	v_add_nc_u32_e32 v30, 0x6c00, v14
	global_store_dword v27, v16, s[8:9]
	v_cvt_f32_i32_e32 v16, v1
	v_or_b32_e32 v33, 0x7000, v14
	v_add_nc_u32_e32 v10, 0xe800, v13
	global_store_dword v35, v37, s[8:9]
	global_store_short v36, v22, s[8:9]
	v_cvt_f32_u32_e32 v22, v1
	global_store_short v17, v7, s[8:9]
	global_store_dword v30, v16, s[8:9]
	v_cvt_f32_ubyte0_e32 v16, v1
	v_cvt_f16_i16_e32 v30, v1
	v_trunc_f32_e32 v7, v34
	global_store_dword v33, v22, s[8:9]
	v_add_nc_u32_e32 v3, 0xf000, v13
	global_store_dword v12, v16, s[8:9]
	global_store_short v23, v30, s[8:9]
	v_mul_f32_e64 v23, |v7|, s38
	global_store_dwordx2 v10, v[20:21], s[8:9]
	v_mul_f32_e32 v10, s38, v7
	v_xor_b32_e32 v22, v1, v2
	v_cvt_i32_f32_e32 v17, v29
	v_floor_f32_e32 v21, v23
	v_add_nc_u32_e32 v35, 0x18800, v13
	v_floor_f32_e32 v10, v10
	global_store_dwordx2 v3, v[18:19], s[8:9]
	v_ashrrev_i32_e32 v18, 31, v17
	v_ashrrev_i32_e32 v19, 31, v22
	v_ashrrev_i32_e32 v22, 31, v7
	v_fma_f32 v23, v21, s13, |v7|
	v_fmac_f32_e32 v7, s13, v10
	v_ffbh_i32_e32 v12, v2
	v_ffbh_u32_e32 v3, v2
	global_store_dwordx2 v35, v[17:18], s[8:9]
	v_cvt_u32_f32_e32 v18, v34
	v_cvt_u32_f32_e32 v10, v10
	v_cvt_u32_f32_e32 v7, v7
	v_add_nc_u32_e32 v32, 0xb400, v14
	v_add_nc_u32_e32 v12, -1, v12
	v_min_u32_e32 v3, 32, v3
	v_cndmask_b32_e64 v33, v18, 0, vcc_lo
	v_cndmask_b32_e64 v10, v10, 0, vcc_lo
	v_cndmask_b32_e64 v7, v7, 0, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, s39, v34
	v_add_nc_u32_e32 v35, 32, v19
	v_or_b32_e32 v27, 0x1a000, v13
	global_store_dword v32, v17, s[8:9]
	v_lshlrev_b64 v[17:18], v3, v[1:2]
	v_cndmask_b32_e64 v20, v10, -1, vcc_lo
	v_cndmask_b32_e64 v19, v7, -1, vcc_lo
	v_min_u32_e32 v7, v12, v35
	v_sub_nc_u32_e32 v3, 32, v3
	v_cvt_i32_f64_e32 v32, v[1:2]
	v_min_u32_e32 v10, 1, v17
	global_store_dwordx2 v27, v[19:20], s[8:9]
	v_lshlrev_b64 v[19:20], v7, v[1:2]
	v_cvt_u32_f32_e32 v17, v23
	v_sub_nc_u32_e32 v7, 32, v7
	v_or_b32_e32 v10, v18, v10
	v_add_nc_u32_e32 v27, s22, v13
	v_add_nc_u32_e32 v12, 0x2500, v0
	v_min_u32_e32 v18, 1, v19
	v_cvt_u32_f32_e32 v19, v21
	v_xor_b32_e32 v17, v17, v22
	v_cvt_i32_f32_e32 v21, v34
	v_cvt_f32_u32_e32 v10, v10
	v_or_b32_e32 v18, v20, v18
	v_xor_b32_e32 v19, v19, v22
	v_sub_co_u32 v17, vcc_lo, v17, v22
	v_cndmask_b32_e64 v20, s25, v21, s1
	v_cmp_lt_f32_e64 s1, s37, v34
	v_sub_co_ci_u32_e32 v19, vcc_lo, v19, v22, vcc_lo
	v_cmp_nle_f32_e32 vcc_lo, s36, v34
	v_cvt_f32_i32_e32 v18, v18
	v_ldexp_f32 v3, v10, v3
	v_or_b32_e32 v10, s4, v15
	v_cvt_u32_f64_e32 v23, v[1:2]
	v_cndmask_b32_e64 v19, v19, s23, vcc_lo
	v_cndmask_b32_e64 v17, v17, 0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, s35, v34
	v_ldexp_f32 v7, v18, v7
	s_mov_b32 s12, 0xffc00000
	v_cndmask_b32_e64 v19, v19, s20, s1
	v_cndmask_b32_e64 v17, v17, -1, s1
	v_cndmask_b32_e32 v20, s19, v20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v34, v34
	v_cmp_le_f64_e64 s1, s[14:15], v[1:2]
	v_cvt_f16_f32_e32 v22, v7
	s_mov_b32 s15, 0x405fc000
	s_mov_b32 s13, 0x41dfffff
	v_cndmask_b32_e64 v18, v19, 0, vcc_lo
	v_cndmask_b32_e64 v17, v17, 0, vcc_lo
	v_add_nc_u32_e32 v19, 0x3e00, v15
	v_cndmask_b32_e64 v20, v20, 0, vcc_lo
	global_store_dwordx2 v27, v[17:18], s[8:9]
	v_cvt_f16_f32_e32 v17, v3
	v_add_nc_u32_e32 v27, s5, v0
	global_store_short v19, v22, s[8:9]
	v_add_nc_u32_e32 v19, 0x2700, v0
	v_cmp_le_f32_e64 s5, s27, v34
	global_store_short v10, v17, s[8:9]
	v_or_b32_e32 v10, s2, v0
	v_add_nc_u32_e32 v17, s3, v14
	v_cmp_nlt_f32_e64 s2, s26, v34
	v_add_nc_u32_e32 v18, 0x8400, v14
	global_store_byte v19, v20, s[8:9]
	v_cvt_i16_f16_e32 v19, v25
	global_store_dword v17, v3, s[8:9]
	v_cndmask_b32_e64 v3, s16, v33, s2
	v_cndmask_b32_e64 v35, s25, v32, s1
	v_cmp_nlt_f64_e64 s1, s[14:15], v[1:2]
	s_mov_b32 s15, 0x406fe000
	global_store_dword v18, v7, s[8:9]
	global_store_byte v10, v3, s[8:9]
	v_cndmask_b32_e64 v3, s24, v21, s5
	v_cmp_nlt_f64_e64 s3, s[14:15], v[1:2]
	s_mov_b32 s15, 0xc0e00000
	v_add_nc_u32_e32 v7, 0x5200, v15
	v_add_nc_u32_e32 v22, s11, v15
	global_store_byte v12, v19, s[8:9]
	v_cndmask_b32_e64 v3, s21, v3, s6
	v_cvt_u16_f16_e32 v12, v25
	v_or_b32_e32 v25, s7, v15
	v_cmp_le_f32_e64 s7, s29, v34
	v_cmp_le_f64_e64 s4, s[14:15], v[1:2]
	global_store_short v7, v19, s[8:9]
	v_add_nc_u32_e32 v7, 0x5600, v15
	v_cndmask_b32_e64 v3, v3, 0, vcc_lo
	global_store_short v22, v12, s[8:9]
	v_cndmask_b32_e64 v12, s23, v21, s7
	v_cmp_nlt_f32_e64 s7, s31, v34
	v_trunc_f64_e32 v[17:18], v[1:2]
	global_store_short v7, v3, s[8:9]
	s_mov_b32 s15, 0x40dfffc0
	global_store_byte v27, v19, s[8:9]
	v_cndmask_b32_e64 v3, -1, v33, s7
	v_cmp_nlt_f32_e64 s7, s30, v34
	v_or_b32_e32 v22, s18, v14
	v_cmp_nle_f64_e64 s2, 0, v[1:2]
	v_add_nc_u32_e32 v21, 0x3600, v0
	global_store_short v25, v3, s[8:9]
	v_cndmask_b32_e64 v7, s20, v12, s7
	v_add_nc_u32_e32 v3, 0xbc00, v14
	v_add_nc_u32_e32 v12, 0x3500, v0
	global_store_byte v21, v26, s[8:9]
	s_mov_b32 s11, 0x43dfffff
	v_cndmask_b32_e64 v7, v7, 0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, s33, v34
	v_cndmask_b32_e64 v10, s24, v32, s4
	v_cmp_nlt_f64_e64 s4, s[14:15], v[1:2]
	s_mov_b32 s15, 0x40efffe0
	global_store_dword v3, v7, s[8:9]
	v_cmp_nlt_f64_e64 s5, s[14:15], v[1:2]
	s_mov_b32 s15, 0xc1e00000
	v_cndmask_b32_e32 v25, -1, v33, vcc_lo
	v_cmp_le_f32_e32 vcc_lo, s27, v31
	v_cmp_le_f64_e64 s6, s[14:15], v[1:2]
	s_mov_b32 s15, 0x3df00000
	v_add_nc_u32_e32 v3, 0x3700, v0
	v_mul_f64 v[19:20], v[17:18], s[14:15]
	v_cndmask_b32_e32 v7, s24, v26, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, s26, v31
	global_store_dword v22, v25, s[8:9]
	v_or_b32_e32 v22, 0x3800, v0
	global_store_byte v3, v28, s[8:9]
	v_add_nc_u32_e32 v3, 0x7600, v15
	v_cndmask_b32_e32 v25, s16, v24, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, s28, v31
	s_mov_b32 s15, 0xc1f00000
	v_or_b32_e32 v28, 0x10000, v14
	v_cndmask_b32_e64 v36, v23, 0, s2
	global_store_byte v22, v25, s[8:9]
	v_cndmask_b32_e32 v7, s21, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, s31, v31
	v_or_b32_e32 v22, 0x7800, v15
	global_store_byte v12, v26, s[8:9]
	v_cndmask_b32_e64 v10, s21, v10, s4
	v_cndmask_b32_e64 v7, v7, 0, s0
	v_cndmask_b32_e32 v25, -1, v24, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, s33, v31
	v_cndmask_b32_e64 v33, s19, v35, s1
	v_floor_f64_e32 v[19:20], v[19:20]
	global_store_short v3, v7, s[8:9]
	v_cvt_u32_f32_e32 v3, v29
	v_add_nc_u32_e32 v29, 0x19000, v13
	v_cndmask_b32_e32 v24, -1, v24, vcc_lo
	v_cmp_le_f32_e32 vcc_lo, s29, v31
	global_store_short v22, v25, s[8:9]
	v_cmp_lt_f64_e64 s1, s[10:11], v[1:2]
	global_store_dwordx2 v29, v[3:4], s[8:9]
	v_add_nc_u32_e32 v29, 0x7400, v15
	global_store_dword v28, v24, s[8:9]
	v_add_nc_u32_e32 v28, 0x7200, v15
	v_add_nc_u32_e32 v24, s17, v14
	s_mov_b32 s11, 0x43efffff
	global_store_short v29, v38, s[8:9]
	v_cndmask_b32_e32 v29, s23, v26, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, s30, v31
	global_store_short v28, v26, s[8:9]
	v_add_nc_u32_e32 v28, 0xfc00, v14
	global_store_dword v24, v3, s[8:9]
	v_cndmask_b32_e64 v3, s16, v36, s3
	v_cndmask_b32_e32 v29, s20, v29, vcc_lo
	v_fma_f64 v[17:18], v[19:20], s[14:15], v[17:18]
	v_cmp_u_f64_e32 vcc_lo, v[1:2], v[1:2]
	s_mov_b32 s15, 0xc3e00000
	v_cmp_lt_f64_e64 s3, s[10:11], v[1:2]
	v_cndmask_b32_e64 v29, v29, 0, s0
	v_cmp_nlt_f64_e64 s0, s[12:13], v[1:2]
	v_add_nc_u32_e32 v12, 0xf400, v14
	v_add_nc_u32_e32 v27, 0x4500, v0
	v_add_nc_u32_e32 v7, 0x4600, v0
	global_store_dword v28, v29, s[8:9]
	v_cndmask_b32_e64 v29, s23, v32, s6
	v_add_nc_u32_e32 v22, 0x4700, v0
	v_add_nc_u32_e32 v21, 0xf800, v14
	v_add_nc_u32_e32 v34, 0x13400, v14
	v_or_b32_e32 v25, 0x4800, v0
	global_store_dword v12, v26, s[8:9]
	v_add_nc_u32_e32 v12, 0x9200, v15
	v_add_nc_u32_e32 v26, 0x9400, v15
	v_add_nc_u32_e32 v31, 0x9600, v15
	global_store_dword v21, v38, s[8:9]
	v_or_b32_e32 v21, 0x9800, v15
	global_store_dword v34, v32, s[8:9]
	v_cvt_u32_f64_e32 v17, v[17:18]
	v_cvt_i32_f64_e32 v18, v[19:20]
	v_cvt_u32_f64_e32 v20, v[19:20]
	v_cndmask_b32_e64 v33, v33, 0, vcc_lo
	v_add_nc_u32_e32 v19, 0x13800, v14
	v_cndmask_b32_e64 v24, s20, v29, s0
	v_cndmask_b32_e64 v29, -1, v36, s5
	s_mov_b32 s4, 0xffe00000
	s_mov_b32 s5, 0x41efffff
	v_cmp_nle_f64_e64 s0, s[14:15], v[1:2]
	v_cmp_nlt_f64_e64 s4, s[4:5], v[1:2]
	v_cndmask_b32_e64 v10, v10, 0, vcc_lo
	global_store_byte v22, v33, s[8:9]
	global_store_dword v19, v23, s[8:9]
	global_store_byte v27, v32, s[8:9]
	global_store_byte v7, v32, s[8:9]
	global_store_byte v25, v3, s[8:9]
	global_store_short v12, v32, s[8:9]
	global_store_short v26, v23, s[8:9]
	global_store_short v31, v10, s[8:9]
	global_store_short v21, v29, s[8:9]
	v_or_b32_e32 v7, 0x14000, v14
	v_add_nc_u32_e32 v28, 0x13c00, v14
	v_cndmask_b32_e64 v24, v24, 0, vcc_lo
	v_add_nc_u32_e32 v10, 0x28800, v13
	v_add_nc_u32_e32 v21, 0x29000, v13
	v_lshrrev_b32_e32 v22, 16, v1
	v_mov_b32_e32 v19, v17
	global_store_dword v28, v24, s[8:9]
	v_cndmask_b32_e64 v27, v20, 0, s2
	v_cndmask_b32_e64 v33, v18, s23, s0
	v_cndmask_b32_e64 v3, -1, v36, s4
	v_cndmask_b32_e64 v12, v17, 0, s0
	global_store_dword v7, v3, s[8:9]
	v_cndmask_b32_e64 v3, v33, s20, s1
	v_cndmask_b32_e64 v7, v12, -1, s1
	global_store_dwordx2 v10, v[17:18], s[8:9]
	global_store_dwordx2 v21, v[19:20], s[8:9]
	v_cndmask_b32_e64 v10, v17, 0, s2
	v_cndmask_b32_e64 v20, v27, -1, s3
	v_cndmask_b32_e64 v18, v3, 0, vcc_lo
	v_cndmask_b32_e64 v17, v7, 0, vcc_lo
	v_add_nc_u32_e32 v3, 0x29800, v13
	v_cndmask_b32_e64 v19, v10, -1, s3
	v_or_b32_e32 v7, 0x2a000, v13
	v_add_nc_u32_e32 v10, 0xaa00, v15
	v_add_nc_u32_e32 v12, 0xac00, v15
	v_add_nc_u32_e32 v21, 0x15c00, v14
	global_store_dwordx2 v3, v[17:18], s[8:9]
	global_store_dwordx2 v7, v[19:20], s[8:9]
	global_store_short v10, v11, s[8:9]
	global_store_short v12, v9, s[8:9]
	global_store_dword v21, v11, s[8:9]
	v_or_b32_e32 v3, 0x16000, v14
	v_mov_b32_e32 v10, v4
	v_ashrrev_i32_e32 v12, 31, v11
	v_add_nc_u32_e32 v7, 0x2c800, v13
	v_add_nc_u32_e32 v17, 0x2d000, v13
	v_add_nc_u32_e32 v18, 0x16c00, v14
	v_or_b32_e32 v19, 0x17000, v14
	global_store_dword v3, v9, s[8:9]
	global_store_dwordx2 v7, v[11:12], s[8:9]
	global_store_dwordx2 v17, v[9:10], s[8:9]
	global_store_dword v18, v6, s[8:9]
	global_store_dword v19, v8, s[8:9]
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_nc_u32_e32 v12, 0x2e800, v13
	v_mov_b32_e32 v9, v4
	v_add_nc_u32_e32 v18, 0x2f000, v13
	v_ashrrev_i32_e32 v11, 31, v1
	v_mov_b32_e32 v10, v1
	v_add_nc_u32_e32 v19, 0x2f800, v13
	v_mov_b32_e32 v3, v1
	v_or_b32_e32 v20, 0x30000, v13
	v_add_nc_u32_e32 v21, 0x6100, v0
	v_bfe_i32 v17, v1, 0, 1
	global_store_dwordx2 v12, v[6:7], s[8:9]
	global_store_dwordx2 v18, v[8:9], s[8:9]
	global_store_dwordx2 v19, v[10:11], s[8:9]
	global_store_dwordx2 v20, v[3:4], s[8:9]
	global_store_byte v21, v17, s[8:9]
	v_add_nc_u32_e32 v3, 0x6200, v0
	v_add_nc_u32_e32 v6, 0xc600, v15
	v_or_b32_e32 v7, 0xc800, v15
	v_add_nc_u32_e32 v8, 0x19400, v14
	v_add_nc_u32_e32 v9, s22, v14
	global_store_byte v3, v5, s[8:9]
	global_store_short v6, v17, s[8:9]
	global_store_short v7, v5, s[8:9]
	global_store_dword v8, v17, s[8:9]
	global_store_dword v9, v5, s[8:9]
	v_ashrrev_i32_e32 v18, 31, v17
	v_add_nc_u32_e32 v3, 0x33800, v13
	v_mov_b32_e32 v6, v4
	v_or_b32_e32 v4, 0x34000, v13
	v_add_nc_u32_e32 v7, 0x34800, v13
	v_add_nc_u32_e32 v8, 0x1a800, v14
	v_add_nc_u32_e32 v9, 0xd600, v15
	global_store_dwordx2 v3, v[17:18], s[8:9]
	global_store_dwordx2 v4, v[5:6], s[8:9]
	global_store_dwordx2 v7, v[1:2], s[8:9]
	global_store_dword v8, v1, s[8:9]
	global_store_short v9, v1, s[8:9]
	v_cvt_i32_f32_e32 v9, v1
	v_cvt_f16_f32_e32 v5, v2
	v_cvt_f16_f32_e32 v6, v1
	v_cvt_f16_i16_e32 v7, v22
	v_cvt_i32_f32_e32 v2, v2
	v_and_b32_e32 v9, 0xffff, v9
	v_cvt_f32_f16_e32 v3, v1
	v_cvt_f32_f16_e32 v4, v22
	v_or_b32_e32 v8, 0x36000, v13
	v_pack_b32_f16 v5, v6, v5
	v_add_nc_u32_e32 v6, 0x1b400, v14
	v_pack_b32_f16 v7, v30, v7
	v_add_nc_u32_e32 v10, 0x1b800, v14
	v_cvt_f32_ubyte3_e32 v19, v1
	v_cvt_f32_ubyte2_e32 v18, v1
	v_cvt_f32_ubyte1_e32 v17, v1
	v_lshl_add_u32 v0, v0, 4, 0x6f000
	v_lshl_or_b32 v1, v2, 16, v9
	v_or_b32_e32 v2, 0x1c000, v14
	global_store_dwordx2 v8, v[3:4], s[8:9]
	global_store_dword v6, v5, s[8:9]
	global_store_dword v10, v7, s[8:9]
	global_store_dwordx4 v0, v[16:19], s[8:9]
	global_store_dword v2, v1, s[8:9]
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 40
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
	.size	convert_div, .Lfunc_end0-convert_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4336
; NumSgprs: 42
; NumVgprs: 41
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 41
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
    .name:           convert_div
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         convert_div.kd
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
