	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	convert_div                     ; -- Begin function convert_div
	.p2align	8
	.type	convert_div,@function
convert_div:                            ; @convert_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v15, 3, v0
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshlrev_b32_e32 v17, 1, v0
	v_add_nc_u32_e32 v27, 0x2700, v0
	v_add_nc_u32_e32 v25, 0x2500, v0
	v_add_nc_u32_e32 v36, 0x2800, v15
	v_add_nc_u32_e32 v11, 0x400, v16
	v_add_nc_u32_e32 v29, 0x600, v17
	v_add_nc_u32_e32 v19, 0x400, v17
	v_or_b32_e32 v35, 0x1000, v16
	v_add_nc_u32_e32 v37, 0x3000, v15
	v_add_nc_u32_e32 v38, 0xe00, v17
	v_or_b32_e32 v39, 0x1000, v17
	v_add_nc_u32_e32 v41, 0x2800, v16
	v_add_nc_u32_e32 v40, 0x2400, v16
	v_add_nc_u32_e32 v42, 0x5800, v15
	v_add_nc_u32_e32 v43, 0x1a00, v17
	v_add_nc_u32_e32 v44, 0x1c00, v17
	v_add_nc_u32_e32 v45, 0x3c00, v16
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v15, s[14:15]
	v_or_b32_e32 v46, 0x4000, v16
	v_add_nc_u32_e32 v47, 0x8800, v15
	v_add_nc_u32_e32 v48, 0x9000, v15
	v_add_nc_u32_e32 v49, 0x2600, v17
	v_or_b32_e32 v50, 0x2800, v17
	v_add_nc_u32_e32 v51, 0x5400, v16
	v_or_b32_e32 v26, 0x2800, v0
	v_add_nc_u32_e32 v24, 0x3700, v0
	s_mov_b32 s16, 0
	s_mov_b32 s17, 0xc0600000
	v_or_b32_e32 v22, 0x3800, v0
	v_add_nc_u32_e32 v21, 0x3500, v0
	v_add_nc_u32_e32 v20, 0x3600, v0
	v_add_nc_u32_e32 v18, 0x4700, v0
	s_mov_b32 s18, 0xffc00000
	s_mov_b32 s19, 0x41dfffff
	s_mov_b32 s14, -1
	s_mov_b32 s20, 0xffe00000
	s_mov_b32 s15, 0x43dfffff
	s_mov_b32 s21, 0x41efffff
	v_add_nc_u32_e32 v12, 0x4500, v0
	s_waitcnt vmcnt(0)
	v_and_or_b32 v1, 0x1ff, v3, v2
	v_lshrrev_b32_e32 v4, 8, v3
	v_cvt_f32_f64_e32 v23, v[2:3]
	v_cmp_u_f64_e64 s10, v[2:3], v[2:3]
	v_cmp_ne_u32_e32 vcc_lo, 0, v1
	v_bfe_u32 v1, v3, 20, 11
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	v_sub_nc_u32_e32 v7, 0x3f1, v1
	v_add_nc_u32_e32 v1, 0xfffffc10, v1
	v_and_or_b32 v6, 0xffe, v4, v5
	v_med3_i32 v4, v7, 0, 13
	v_cmp_gt_i32_e64 s2, 31, v1
	v_mov_b32_e32 v5, 0
	v_or_b32_e32 v7, 0x1000, v6
	v_lshl_or_b32 v9, v1, 12, v6
	global_store_dword v11, v23, s[12:13]
	v_lshrrev_b32_e32 v8, v4, v7
	v_cmp_nlt_f32_e64 s4, 0x46fffe00, v23
	v_cmp_nlt_f32_e64 s6, 0x477fff00, v23
	v_cmp_nlt_f32_e64 s9, 0x4effffff, v23
	v_cmp_lt_f32_e64 s11, 0x5effffff, v23
	v_lshlrev_b32_e32 v4, v4, v8
	v_cmp_ne_u32_e32 vcc_lo, v4, v7
	v_add_nc_u32_e32 v4, 0x2600, v0
	v_cndmask_b32_e64 v7, 0, 1, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 1, v1
	v_or_b32_e32 v7, v8, v7
	v_add_nc_u32_e32 v8, 0x4600, v0
	v_cndmask_b32_e32 v7, v9, v7, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v6
	v_and_b32_e32 v9, 7, v7
	v_lshrrev_b32_e32 v6, 2, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc_lo
	v_cmp_lt_i32_e64 s0, 5, v9
	v_cmp_eq_u32_e64 s1, 3, v9
	v_cvt_f64_f32_e32 v[9:10], v23
	s_or_b32 vcc_lo, s1, s0
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v6, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0x40f, v1
	v_lshl_or_b32 v1, v7, 9, 0x7c00
	v_lshrrev_b32_e32 v7, 16, v3
	v_cndmask_b32_e64 v6, 0x7c00, v6, s2
	v_cndmask_b32_e32 v1, v6, v1, vcc_lo
	v_and_b32_e32 v6, 1, v2
	v_and_or_b32 v30, 0x8000, v7, v1
	v_cmp_eq_u32_e32 vcc_lo, 1, v6
	v_cvt_f16_f32_e32 v7, v23
	v_or_b32_e32 v1, 0x6000, v15
	v_cvt_f32_f16_e32 v28, v30
	v_cndmask_b32_e64 v31, 0, -1, vcc_lo
	v_cndmask_b32_e64 v33, 0, 1, vcc_lo
	global_store_short v29, v7, s[12:13]
	v_bfe_i32 v7, v2, 0, 8
	v_cvt_f64_f32_e32 v[13:14], v28
	v_cvt_f64_i32_e32 v[31:32], v31
	v_cvt_f64_u32_e32 v[33:34], v33
	v_cndmask_b32_e64 v52, 0, -1.0, vcc_lo
	v_cndmask_b32_e64 v11, 0, 1.0, vcc_lo
	global_store_short v19, v30, s[12:13]
	global_store_dword v35, v28, s[12:13]
	global_store_dwordx2 v37, v[9:10], s[12:13]
	v_add_nc_u32_e32 v10, 0x5800, v16
	v_cvt_f16_f32_e32 v9, v52
	v_cvt_f16_f32_e32 v19, v11
	v_or_b32_e32 v29, 0xc000, v15
	v_cmp_le_f32_e32 vcc_lo, 0xc3000000, v28
	v_cmp_nlt_f32_e64 s0, 0x42fe0000, v28
	v_cmp_u_f32_e64 s1, v28, v28
	v_cmp_nlt_f32_e64 s2, 0x46fffe00, v28
	v_cmp_nlt_f32_e64 s3, 0x477fff00, v28
	global_store_dwordx2 v36, v[13:14], s[12:13]
	v_bfe_i32 v13, v7, 0, 16
	global_store_short v38, v9, s[12:13]
	v_and_b32_e32 v9, 0xff, v2
	global_store_short v39, v19, s[12:13]
	global_store_dword v41, v11, s[12:13]
	v_cvt_f64_i32_e32 v[35:36], v13
	v_cvt_f16_i16_e32 v11, v7
	global_store_dword v40, v52, s[12:13]
	v_cvt_f64_u32_e32 v[37:38], v9
	global_store_dwordx2 v42, v[31:32], s[12:13]
	v_cvt_f16_u16_e32 v19, v9
	global_store_dwordx2 v1, v[33:34], s[12:13]
	v_cvt_f32_i32_e32 v31, v13
	global_store_short v43, v11, s[12:13]
	v_bfe_i32 v11, v2, 0, 16
	global_store_short v44, v19, s[12:13]
	v_xor_b32_e32 v19, v2, v3
	global_store_dword v45, v31, s[12:13]
	v_cvt_f32_ubyte0_e32 v1, v2
	v_cvt_f64_i32_e32 v[31:32], v11
	v_ffbh_i32_e32 v39, v3
	v_ashrrev_i32_e32 v19, 31, v19
	v_and_b32_e32 v13, 0xffff, v2
	global_store_dword v46, v1, s[12:13]
	v_add_nc_u32_e32 v14, 0xb800, v15
	v_add_nc_u32_e32 v52, 0x3200, v17
	v_cvt_f32_u32_e32 v44, v2
	global_store_dwordx2 v47, v[35:36], s[12:13]
	v_ffbh_u32_e32 v35, v3
	v_add_nc_u32_e32 v36, -1, v39
	v_add_nc_u32_e32 v39, 32, v19
	v_cvt_f64_u32_e32 v[33:34], v13
	global_store_dwordx2 v48, v[37:38], s[12:13]
	v_min_u32_e32 v41, 32, v35
	v_cvt_f16_i16_e32 v19, v2
	v_min_u32_e32 v42, v36, v39
	v_cvt_f64_i32_e32 v[35:36], v3
	v_cvt_f16_u16_e32 v37, v2
	v_cvt_f32_u32_e32 v39, v13
	v_cvt_f32_i32_e32 v38, v11
	v_add_nc_u32_e32 v45, 0xe800, v15
	v_add_nc_u32_e32 v46, 0x8400, v16
	global_store_short v50, v37, s[12:13]
	global_store_short v49, v19, s[12:13]
	global_store_dword v51, v38, s[12:13]
	global_store_dword v10, v39, s[12:13]
	global_store_dwordx2 v14, v[31:32], s[12:13]
	v_cvt_f64_u32_e32 v[31:32], v3
	v_lshlrev_b64 v[37:38], v41, v[2:3]
	v_lshlrev_b64 v[39:40], v42, v[2:3]
	v_cvt_f32_i32_e32 v10, v2
	v_sub_nc_u32_e32 v42, 32, v42
	v_sub_nc_u32_e32 v41, 32, v41
	v_add_nc_u32_e32 v47, 0x11800, v15
	v_min_u32_e32 v14, 1, v37
	v_min_u32_e32 v37, 1, v39
	global_store_dwordx2 v29, v[33:34], s[12:13]
	v_cvt_f64_i32_e32 v[33:34], v2
	v_cvt_f32_u32_e32 v39, v2
	v_or_b32_e32 v43, v38, v14
	v_or_b32_e32 v40, v40, v37
	v_cvt_f64_u32_e32 v[37:38], v2
	v_ldexp_f64 v[35:36], v[35:36], 32
	v_add_nc_u32_e32 v29, 0x3400, v17
	v_cvt_f16_f32_e32 v10, v10
	v_cvt_f16_f32_e32 v39, v39
	v_add_nc_u32_e32 v14, 0x6c00, v16
	v_cvt_f32_i32_e32 v40, v40
	v_cvt_f32_u32_e32 v43, v43
	v_ldexp_f64 v[31:32], v[31:32], 32
	global_store_short v52, v10, s[12:13]
	v_cvt_f32_i32_e32 v10, v2
	global_store_short v29, v39, s[12:13]
	v_or_b32_e32 v39, 0x7000, v16
	v_ldexp_f32 v40, v40, v42
	v_add_nc_u32_e32 v42, 0x8800, v16
	global_store_dword v14, v10, s[12:13]
	v_or_b32_e32 v29, 0x4800, v0
	global_store_dword v39, v44, s[12:13]
	global_store_dwordx2 v45, v[33:34], s[12:13]
	v_add_nc_u32_e32 v39, 0xf000, v15
	v_add_nc_u32_e32 v44, 0x3e00, v17
	v_or_b32_e32 v45, 0x4000, v17
	v_or_b32_e32 v49, 0x9800, v17
	v_add_f64 v[33:34], v[35:36], v[37:38]
	v_ldexp_f32 v35, v43, v41
	v_cvt_f16_f32_e32 v36, v40
	global_store_dwordx2 v39, v[37:38], s[12:13]
	v_or_b32_e32 v39, 0x12000, v15
	v_add_nc_u32_e32 v41, 0x5600, v17
	v_add_nc_u32_e32 v43, 0xb400, v16
	v_add_f64 v[31:32], v[31:32], v[37:38]
	v_cvt_f16_f32_e32 v37, v35
	global_store_short v44, v36, s[12:13]
	v_add_nc_u32_e32 v36, 0x5400, v17
	v_add_nc_u32_e32 v38, 0x5200, v17
	v_add_nc_u32_e32 v44, 0xb800, v16
	global_store_short v45, v37, s[12:13]
	global_store_dword v46, v40, s[12:13]
	v_cvt_i32_f32_e32 v40, v28
	global_store_dword v42, v35, s[12:13]
	v_or_b32_e32 v37, 0x5800, v17
	v_add_nc_u32_e32 v35, 0xbc00, v16
	v_add_nc_u32_e32 v45, 0x18800, v15
	v_cndmask_b32_e32 v42, 0xffffff80, v40, vcc_lo
	v_cmp_nle_f32_e32 vcc_lo, 0, v28
	global_store_dwordx2 v47, v[33:34], s[12:13]
	v_cvt_u32_f32_e32 v33, v28
	v_add_nc_u32_e32 v47, 0x7600, v17
	v_cndmask_b32_e64 v34, 0x7f, v42, s0
	v_cmp_nlt_f32_e64 s0, 0x437f0000, v28
	v_or_b32_e32 v42, 0xc000, v16
	v_cndmask_b32_e64 v33, v33, 0, vcc_lo
	global_store_dwordx2 v39, v[31:32], s[12:13]
	v_cndmask_b32_e64 v34, v34, 0, s1
	v_add_nc_u32_e32 v39, 0x19800, v15
	v_add_nc_u32_e32 v31, 0x19000, v15
	v_cndmask_b32_e64 v32, 0xff, v33, s0
	v_cmp_le_f32_e64 s0, 0xc7000000, v28
	global_store_byte v27, v34, s[12:13]
	v_cvt_i16_f16_e32 v34, v30
	v_or_b32_e32 v27, 0x1a000, v15
	global_store_byte v26, v32, s[12:13]
	v_add_nc_u32_e32 v32, 0x7200, v17
	v_add_nc_u32_e32 v46, 0x7400, v17
	global_store_byte v4, v34, s[12:13]
	v_cndmask_b32_e64 v4, 0xffff8000, v40, s0
	v_cmp_le_f32_e64 s0, 0xcf000000, v28
	global_store_byte v25, v34, s[12:13]
	v_cvt_u16_f16_e32 v25, v30
	global_store_short v38, v34, s[12:13]
	v_cndmask_b32_e64 v4, 0x7fff, v4, s2
	v_cmp_nlt_f32_e64 s2, 0x4effffff, v28
	v_cndmask_b32_e64 v26, 0x80000000, v40, s0
	global_store_short v36, v25, s[12:13]
	v_cmp_nlt_f32_e64 s0, 0x4f7fffff, v28
	v_cndmask_b32_e64 v4, v4, 0, s1
	v_or_b32_e32 v34, 0x7800, v17
	v_cndmask_b32_e64 v25, 0x7fffffff, v26, s2
	v_cndmask_b32_e64 v26, -1, v33, s3
	v_cndmask_b32_e64 v33, -1, v33, s0
	global_store_short v41, v4, s[12:13]
	v_trunc_f32_e32 v41, v28
	v_cndmask_b32_e64 v4, v25, 0, s1
	global_store_short v37, v26, s[12:13]
	v_cvt_i32_f32_e32 v25, v28
	global_store_dword v42, v33, s[12:13]
	v_mul_f32_e32 v42, 0x2f800000, v41
	global_store_dword v35, v4, s[12:13]
	v_mul_f32_e64 v35, 0x2f800000, |v41|
	v_cvt_u32_f32_e32 v4, v28
	v_ashrrev_i32_e32 v26, 31, v25
	global_store_dword v43, v25, s[12:13]
	v_floor_f32_e32 v42, v42
	v_floor_f32_e32 v35, v35
	global_store_dword v44, v4, s[12:13]
	global_store_dwordx2 v45, v[25:26], s[12:13]
	v_ashrrev_i32_e32 v26, 31, v41
	v_trunc_f32_e32 v44, v23
	v_fma_f32 v25, 0xcf800000, v35, |v41|
	v_fmac_f32_e32 v41, 0xcf800000, v42
	v_cvt_u32_f32_e32 v35, v35
	v_cvt_u32_f32_e32 v42, v42
	v_cmp_nle_f32_e64 s0, 0xdf000000, v28
	v_cvt_u32_f32_e32 v25, v25
	v_cvt_u32_f32_e32 v41, v41
	v_xor_b32_e32 v35, v35, v26
	v_cndmask_b32_e64 v42, v42, 0, vcc_lo
	v_cmp_lt_f32_e64 s2, 0x5f7fffff, v28
	v_xor_b32_e32 v25, v25, v26
	v_cndmask_b32_e64 v41, v41, 0, vcc_lo
	v_mul_f32_e64 v48, 0x2f800000, |v44|
	global_store_dwordx2 v31, v[4:5], s[12:13]
	v_cmp_le_f32_e64 s3, 0xc7000000, v23
	v_sub_co_u32 v45, vcc_lo, v25, v26
	v_sub_co_ci_u32_e32 v35, vcc_lo, v35, v26, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0x5effffff, v28
	v_cndmask_b32_e64 v26, v42, -1, s2
	v_cndmask_b32_e64 v25, v41, -1, s2
	v_cndmask_b32_e64 v28, v45, 0, s0
	v_cndmask_b32_e64 v35, v35, 0x80000000, s0
	v_floor_f32_e32 v42, v48
	v_cmp_nlt_f32_e64 s0, 0x42fe0000, v23
	global_store_dwordx2 v27, v[25:26], s[12:13]
	v_cndmask_b32_e64 v25, v28, -1, vcc_lo
	v_cndmask_b32_e64 v26, v35, 0x7fffffff, vcc_lo
	v_fma_f32 v27, 0xcf800000, v42, |v44|
	v_cvt_i32_f32_e32 v35, v23
	v_cmp_le_f32_e32 vcc_lo, 0xc3000000, v23
	v_cndmask_b32_e64 v25, v25, 0, s1
	v_cndmask_b32_e64 v26, v26, 0, s1
	v_ashrrev_i32_e32 v28, 31, v44
	v_cvt_u32_f32_e32 v27, v27
	v_cvt_u32_f32_e32 v42, v42
	v_cvt_u32_f32_e32 v45, v23
	global_store_dwordx2 v39, v[25:26], s[12:13]
	v_cndmask_b32_e32 v25, 0xffffff80, v35, vcc_lo
	v_xor_b32_e32 v26, v27, v28
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_xor_b32_e32 v27, v42, v28
	v_cmp_nlt_f32_e64 s1, 0x437f0000, v23
	v_cndmask_b32_e64 v42, 0x7f, v25, s0
	v_sub_co_u32 v25, s0, v26, v28
	v_sub_co_ci_u32_e64 v26, s0, v27, v28, s0
	v_cndmask_b32_e64 v27, v42, 0, vcc_lo
	v_cmp_nle_f32_e64 s0, 0, v23
	v_cndmask_b32_e64 v31, 0xffff8000, v35, s3
	v_cmp_le_f64_e64 s2, s[16:17], v[2:3]
	s_mov_b32 s17, 0x405fc000
	global_store_byte v24, v27, s[12:13]
	v_trunc_f64_e32 v[27:28], v[2:3]
	v_cndmask_b32_e64 v4, v45, 0, s0
	global_store_byte v21, v35, s[12:13]
	global_store_byte v20, v35, s[12:13]
	v_add_nc_u32_e32 v38, 0xf400, v16
	v_add_nc_u32_e32 v30, 0xf800, v16
	v_cndmask_b32_e64 v24, 0xff, v4, s1
	v_cmp_nlt_f64_e64 s1, s[16:17], v[2:3]
	s_mov_b32 s17, 0x406fe000
	v_cndmask_b32_e64 v20, -1, v4, s6
	v_cmp_nlt_f64_e64 s3, s[16:17], v[2:3]
	global_store_byte v22, v24, s[12:13]
	s_mov_b32 s17, 0xc0e00000
	v_cndmask_b32_e64 v22, 0x7fff, v31, s4
	v_cmp_le_f64_e64 s4, s[16:17], v[2:3]
	s_mov_b32 s17, 0x40dfffc0
	global_store_short v34, v20, s[12:13]
	v_cmp_nlt_f64_e64 s5, s[16:17], v[2:3]
	s_mov_b32 s17, 0x40efffe0
	v_cndmask_b32_e64 v21, v22, 0, vcc_lo
	v_cmp_nlt_f64_e64 s7, s[16:17], v[2:3]
	s_mov_b32 s17, 0xc1e00000
	v_cmp_le_f32_e64 s6, 0xcf000000, v23
	v_cmp_le_f64_e64 s8, s[16:17], v[2:3]
	s_mov_b32 s17, 0x3df00000
	global_store_short v47, v21, s[12:13]
	v_mul_f64 v[20:21], v[27:28], s[16:17]
	v_mul_f32_e32 v24, 0x2f800000, v44
	v_cndmask_b32_e64 v22, 0x80000000, v35, s6
	global_store_short v32, v35, s[12:13]
	global_store_short v46, v45, s[12:13]
	global_store_dword v38, v35, s[12:13]
	v_cmp_nlt_f32_e64 s6, 0x4f7fffff, v23
	v_cvt_i32_f64_e32 v35, v[2:3]
	v_floor_f32_e32 v24, v24
	v_or_b32_e32 v40, 0x10000, v16
	v_cndmask_b32_e64 v22, 0x7fffffff, v22, s9
	v_cndmask_b32_e64 v4, -1, v4, s6
	v_cmp_nle_f32_e64 s6, 0xdf000000, v23
	v_fmac_f32_e32 v44, 0xcf800000, v24
	v_add_nc_u32_e32 v36, 0xfc00, v16
	v_add_nc_u32_e32 v37, 0x20800, v15
	v_cndmask_b32_e64 v22, v22, 0, vcc_lo
	global_store_dword v30, v45, s[12:13]
	global_store_dword v40, v4, s[12:13]
	v_cvt_u32_f32_e32 v31, v24
	v_cvt_u32_f32_e32 v30, v44
	v_cvt_u32_f64_e32 v40, v[2:3]
	v_floor_f64_e32 v[20:21], v[20:21]
	v_cmp_nle_f64_e64 s9, 0, v[2:3]
	v_cndmask_b32_e64 v24, v26, 0x80000000, s6
	global_store_dword v36, v22, s[12:13]
	global_store_dwordx2 v37, v[25:26], s[12:13]
	v_cndmask_b32_e64 v22, v25, 0, s6
	v_cmp_lt_f32_e64 s6, 0x5f7fffff, v23
	v_cndmask_b32_e64 v23, v24, 0x7fffffff, s11
	v_cndmask_b32_e64 v24, v31, 0, s0
	v_cndmask_b32_e64 v26, v30, 0, s0
	s_mov_b32 s17, 0xc1f00000
	v_cndmask_b32_e64 v44, 0xffffff80, v35, s2
	v_cndmask_b32_e64 v22, v22, -1, s11
	v_cndmask_b32_e64 v25, v24, -1, s6
	v_cndmask_b32_e64 v24, v26, -1, s6
	v_add_nc_u32_e32 v33, 0x21000, v15
	v_add_nc_u32_e32 v43, 0x21800, v15
	v_cndmask_b32_e64 v22, v22, 0, vcc_lo
	v_cndmask_b32_e64 v23, v23, 0, vcc_lo
	v_or_b32_e32 v41, 0x22000, v15
	global_store_dwordx2 v33, v[30:31], s[12:13]
	v_cmp_nlt_f64_e64 s0, s[18:19], v[2:3]
	v_fma_f64 v[26:27], v[20:21], s[16:17], v[27:28]
	v_cndmask_b32_e64 v28, 0x7f, v44, s1
	global_store_dwordx2 v43, v[22:23], s[12:13]
	v_cndmask_b32_e64 v33, v40, 0, s9
	global_store_dwordx2 v41, v[24:25], s[12:13]
	s_mov_b32 s17, 0xc3e00000
	v_cndmask_b32_e64 v22, v28, 0, s10
	v_cmp_nle_f64_e64 s1, s[16:17], v[2:3]
	v_cndmask_b32_e64 v23, 0xff, v33, s3
	v_cmp_lt_f64_e64 s2, s[14:15], v[2:3]
	v_cmp_nlt_f64_e32 vcc_lo, s[20:21], v[2:3]
	global_store_byte v18, v22, s[12:13]
	v_cndmask_b32_e64 v22, 0xffff8000, v35, s4
	global_store_byte v29, v23, s[12:13]
	v_cvt_i32_f64_e32 v23, v[20:21]
	v_cvt_u32_f64_e32 v21, v[20:21]
	s_mov_b32 s15, 0x43efffff
	v_cndmask_b32_e64 v24, 0x7fff, v22, s5
	v_cmp_lt_f64_e64 s3, s[14:15], v[2:3]
	v_cndmask_b32_e64 v20, 0x80000000, v35, s8
	v_add_nc_u32_e32 v39, 0x9200, v17
	v_add_nc_u32_e32 v48, 0x9400, v17
	v_cvt_u32_f64_e32 v22, v[26:27]
	v_add_nc_u32_e32 v42, 0x9600, v17
	v_add_nc_u32_e32 v47, 0x13400, v16
	v_add_nc_u32_e32 v32, 0x13800, v16
	global_store_byte v12, v35, s[12:13]
	v_cndmask_b32_e64 v12, v24, 0, s10
	global_store_byte v8, v35, s[12:13]
	v_cndmask_b32_e64 v8, -1, v33, s7
	v_cndmask_b32_e64 v20, 0x7fffffff, v20, s0
	v_add_nc_u32_e32 v34, 0x13c00, v16
	global_store_short v42, v12, s[12:13]
	global_store_short v39, v35, s[12:13]
	global_store_short v49, v8, s[12:13]
	global_store_short v48, v40, s[12:13]
	v_cndmask_b32_e64 v26, v23, 0x80000000, s1
	v_cndmask_b32_e64 v27, v21, 0, s9
	global_store_dword v47, v35, s[12:13]
	global_store_dword v32, v40, s[12:13]
	v_cndmask_b32_e64 v35, v20, 0, s10
	v_cndmask_b32_e64 v32, v26, 0x7fffffff, s2
	v_or_b32_e32 v38, 0x14000, v16
	v_cndmask_b32_e32 v33, -1, v33, vcc_lo
	v_cndmask_b32_e64 v28, v22, 0, s1
	v_cndmask_b32_e64 v29, v22, 0, s9
	v_add_nc_u32_e32 v36, 0x28800, v15
	v_add_nc_u32_e32 v45, 0x29000, v15
	v_add_nc_u32_e32 v51, 0x2e800, v15
	v_cndmask_b32_e64 v28, v28, -1, s2
	v_ashrrev_i32_e32 v12, 31, v11
	v_mov_b32_e32 v20, v22
	v_mov_b32_e32 v14, v5
	v_or_b32_e32 v37, 0x2a000, v15
	v_add_nc_u32_e32 v42, 0x2f000, v15
	v_cndmask_b32_e64 v27, v27, -1, s3
	v_cndmask_b32_e64 v26, v29, -1, s3
	v_mov_b32_e32 v10, v5
	v_add_nc_u32_e32 v4, 0x29800, v15
	v_add_nc_u32_e32 v30, 0xaa00, v17
	v_add_nc_u32_e32 v31, 0xac00, v17
	v_add_nc_u32_e32 v43, 0x15c00, v16
	v_or_b32_e32 v41, 0x16000, v16
	v_add_nc_u32_e32 v44, 0x2c800, v15
	v_add_nc_u32_e32 v18, 0x2d000, v15
	v_add_nc_u32_e32 v46, 0x16c00, v16
	v_or_b32_e32 v50, 0x17000, v16
	v_ashrrev_i32_e32 v25, 31, v2
	v_mov_b32_e32 v24, v2
	v_ashrrev_i32_e32 v8, 31, v7
	v_cndmask_b32_e64 v29, v32, 0, s10
	v_cndmask_b32_e64 v28, v28, 0, s10
	global_store_dword v34, v35, s[12:13]
	global_store_dword v38, v33, s[12:13]
	global_store_dwordx2 v36, v[22:23], s[12:13]
	global_store_dwordx2 v45, v[20:21], s[12:13]
	global_store_dwordx2 v37, v[26:27], s[12:13]
	global_store_dwordx2 v4, v[28:29], s[12:13]
	global_store_short v30, v7, s[12:13]
	global_store_short v31, v9, s[12:13]
	global_store_dword v43, v7, s[12:13]
	global_store_dword v41, v9, s[12:13]
	global_store_dwordx2 v44, v[7:8], s[12:13]
	global_store_dwordx2 v18, v[9:10], s[12:13]
	global_store_dword v46, v11, s[12:13]
	global_store_dword v50, v13, s[12:13]
	v_add_nc_u32_e32 v7, 0x2f800, v15
	v_mov_b32_e32 v4, v2
	v_or_b32_e32 v9, 0x30000, v15
	v_add_nc_u32_e32 v10, 0x6100, v0
	v_bfe_i32 v8, v2, 0, 1
	global_store_dwordx2 v51, v[11:12], s[12:13]
	global_store_dwordx2 v42, v[13:14], s[12:13]
	global_store_dwordx2 v7, v[24:25], s[12:13]
	global_store_dwordx2 v9, v[4:5], s[12:13]
	global_store_byte v10, v8, s[12:13]
	v_add_nc_u32_e32 v4, 0x6200, v0
	v_add_nc_u32_e32 v7, 0xc600, v17
	v_or_b32_e32 v9, 0xc800, v17
	v_add_nc_u32_e32 v10, 0x19400, v16
	v_add_nc_u32_e32 v11, 0x19800, v16
	global_store_byte v4, v6, s[12:13]
	global_store_short v7, v8, s[12:13]
	global_store_short v9, v6, s[12:13]
	global_store_dword v10, v8, s[12:13]
	global_store_dword v11, v6, s[12:13]
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_nc_u32_e32 v4, 0x33800, v15
	v_lshrrev_b32_e32 v52, 16, v2
	v_mov_b32_e32 v7, v5
	v_or_b32_e32 v5, 0x34000, v15
	v_add_nc_u32_e32 v10, 0x34800, v15
	v_add_nc_u32_e32 v11, 0x1a800, v16
	v_add_nc_u32_e32 v12, 0xd600, v17
	global_store_dwordx2 v4, v[8:9], s[12:13]
	global_store_dwordx2 v5, v[6:7], s[12:13]
	global_store_dwordx2 v10, v[2:3], s[12:13]
	global_store_dword v11, v2, s[12:13]
	global_store_short v12, v2, s[12:13]
	v_cvt_f16_f32_e32 v4, v3
	v_cvt_f16_f32_e32 v7, v2
	v_cvt_f16_i16_e32 v8, v52
	v_cvt_i32_f32_e32 v12, v2
	v_cvt_i32_f32_e32 v13, v3
	v_cvt_f32_f16_e32 v5, v2
	v_cvt_f32_f16_e32 v6, v52
	v_or_b32_e32 v9, 0x36000, v15
	v_pack_b32_f16 v7, v7, v4
	v_add_nc_u32_e32 v10, 0x1b400, v16
	v_pack_b32_f16 v8, v19, v8
	v_add_nc_u32_e32 v11, 0x1b800, v16
	v_cvt_f32_ubyte3_e32 v4, v2
	v_cvt_f32_ubyte2_e32 v3, v2
	v_cvt_f32_ubyte1_e32 v2, v2
	v_lshl_add_u32 v0, v0, 4, 0x6f000
	v_perm_b32 v12, v13, v12, 0x5040100
	v_or_b32_e32 v13, 0x1c000, v16
	global_store_dwordx2 v9, v[5:6], s[12:13]
	global_store_dword v10, v7, s[12:13]
	global_store_dword v11, v8, s[12:13]
	global_store_dwordx4 v0, v[1:4], s[12:13]
	global_store_dword v13, v12, s[12:13]
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 53
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
; codeLenInByte = 4288
; NumSgprs: 24
; NumVgprs: 53
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 53
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
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         convert_div.kd
    .vgpr_count:     53
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
