	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	convert_div                     ; -- Begin function convert_div
	.p2align	8
	.type	convert_div,@function
convert_div:                            ; @convert_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v7, 3, v0
	s_movk_i32 s9, 0xff
	s_mov_b32 s18, 0xb800
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshlrev_b32_e32 v9, 1, v0
	v_add_nc_u32_e32 v27, 0x9000, v7
	v_add_nc_u32_e32 v28, s18, v7
	s_movk_i32 s0, 0x400
	s_mov_b32 s19, 0xc000
	v_add_nc_u32_e32 v10, s0, v8
	v_add_nc_u32_e32 v37, s0, v9
	v_or_b32_e32 v47, s19, v7
	s_mov_b32 s6, 0x8800
	s_mov_b32 s38, 0x2f800000
	v_add_nc_u32_e32 v45, s6, v7
	s_movk_i32 s3, 0x5800
	s_movk_i32 s1, 0x1000
	v_add_nc_u32_e32 v42, s3, v7
	s_mov_b32 s37, 0xcf800000
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[1:2], v7, s[14:15]
	v_or_b32_e32 v43, 0x6000, v7
	v_add_nc_u32_e32 v48, 0x21000, v7
	s_mov_b32 s42, 0x5f7fffff
	v_or_b32_e32 v39, s1, v8
	s_movk_i32 s5, 0x7c00
	s_mov_b32 s35, 0xc3000000
	s_movk_i32 s26, 0xff80
	s_mov_b32 s40, 0xdf000000
	s_mov_b32 s36, 0x42fe0000
	s_brev_b32 s25, 1
	s_mov_b32 s41, 0x5effffff
	s_movk_i32 s21, 0x7f
	s_brev_b32 s22, -2
	v_add_nc_u32_e32 v38, 0x600, v9
	s_movk_i32 s4, 0x2800
	v_add_nc_u32_e32 v41, 0x3000, v7
	v_add_nc_u32_e32 v40, s4, v7
	s_movk_i32 s8, 0x5400
	s_movk_i32 s7, 0x4000
	s_movk_i32 s20, 0x2600
	s_mov_b32 s28, 0x437f0000
	s_mov_b32 s16, 0
	s_mov_b32 s17, 0xc0600000
	v_or_b32_e32 v19, s4, v0
	v_add_nc_u32_e32 v3, 0x2500, v0
	s_mov_b32 s29, 0xc7000000
	v_add_nc_u32_e32 v12, 0x2700, v0
	s_movk_i32 s27, 0x8000
	s_mov_b32 s30, 0x46fffe00
	s_movk_i32 s24, 0x7fff
	s_mov_b32 s34, 0xcf000000
	v_add_nc_u32_e32 v6, s20, v0
	s_mov_b32 s31, 0x4effffff
	s_mov_b32 s33, 0x477fff00
	s_mov_b32 s39, 0x4f7fffff
	v_or_b32_e32 v32, 0x3800, v0
	v_add_nc_u32_e32 v31, 0x3700, v0
	v_mov_b32_e32 v4, 0
	v_add_nc_u32_e32 v29, 0x3500, v0
	v_add_nc_u32_e32 v30, 0x3600, v0
	s_mov_b32 s14, 0xffc00000
	s_mov_b32 s15, 0x41dfffff
	s_mov_b32 s10, -1
	s_mov_b32 s11, 0x43dfffff
	s_mov_b32 s23, 0x19800
	v_add_nc_u32_e32 v33, 0x4500, v0
	v_add_nc_u32_e32 v34, 0x4600, v0
	v_add_nc_u32_e32 v35, 0x4700, v0
	v_or_b32_e32 v36, 0x4800, v0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v11, s9, v1
	v_bfe_i32 v13, v1, 0, 16
	v_cvt_f32_f64_e32 v44, v[1:2]
	v_bfe_i32 v18, v1, 0, 8
	v_and_b32_e32 v20, 0xffff, v1
	v_cvt_f64_u32_e32 v[14:15], v11
	v_and_b32_e32 v5, 1, v1
	v_cvt_f64_i32_e32 v[16:17], v13
	v_cvt_f64_i32_e32 v[21:22], v2
	v_bfe_i32 v46, v18, 0, 16
	v_cvt_f64_u32_e32 v[23:24], v20
	v_cmp_eq_u32_e32 vcc_lo, 1, v5
	v_and_or_b32 v51, 0x1ff, v2, v1
	v_lshrrev_b32_e32 v52, 8, v2
	v_cvt_f64_i32_e32 v[25:26], v46
	v_bfe_u32 v53, v2, 20, 11
	v_cndmask_b32_e64 v50, 0, -1, vcc_lo
	v_cmp_ne_u32_e64 s0, 0, v51
	v_cndmask_b32_e64 v49, 0, -1.0, vcc_lo
	v_sub_nc_u32_e32 v55, 0x3f1, v53
	v_cndmask_b32_e64 v51, 0, 1, s0
	v_cmp_nle_f32_e64 s0, 0, v44
	global_store_dword v10, v44, s[12:13]
	v_add_nc_u32_e32 v10, 0x1c00, v9
	global_store_dwordx2 v27, v[14:15], s[12:13]
	v_cvt_f64_i32_e32 v[14:15], v50
	v_cndmask_b32_e64 v27, 0, 1, vcc_lo
	v_trunc_f32_e32 v50, v44
	global_store_dwordx2 v28, v[16:17], s[12:13]
	v_cvt_f64_u32_e32 v[16:17], v1
	v_ldexp_f64 v[21:22], v[21:22], 32
	v_cvt_f64_u32_e32 v[27:28], v27
	global_store_dwordx2 v47, v[23:24], s[12:13]
	v_mul_f32_e64 v47, |v50|, s38
	v_mul_f32_e32 v54, s38, v50
	global_store_dwordx2 v45, v[25:26], s[12:13]
	v_and_or_b32 v45, 0xffe, v52, v51
	v_ashrrev_i32_e32 v51, 31, v50
	v_floor_f32_e32 v25, v47
	v_floor_f32_e32 v26, v54
	v_med3_i32 v47, v55, 0, 13
	v_cvt_u32_f32_e32 v54, v44
	v_cvt_f64_u32_e32 v[23:24], v2
	v_fma_f32 v52, v25, s37, |v50|
	v_fmac_f32_e32 v50, s37, v26
	v_lshrrev_b32_e32 v55, 16, v2
	global_store_dwordx2 v42, v[14:15], s[12:13]
	v_or_b32_e32 v42, s1, v45
	v_cvt_u32_f32_e32 v15, v26
	v_cvt_u32_f32_e32 v14, v50
	v_add_f64 v[21:22], v[21:22], v[16:17]
	v_lshrrev_b32_e32 v26, v47, v42
	global_store_dwordx2 v43, v[27:28], s[12:13]
	v_cndmask_b32_e64 v27, v54, 0, s0
	v_cndmask_b32_e64 v28, v15, 0, s0
	global_store_dwordx2 v48, v[14:15], s[12:13]
	v_cndmask_b32_e64 v14, v14, 0, s0
	v_cmp_lt_f32_e64 s0, s42, v44
	v_lshlrev_b32_e32 v47, v47, v26
	v_or_b32_e32 v48, s1, v9
	v_add_nc_u32_e32 v43, 0xe00, v9
	v_cndmask_b32_e64 v15, v28, -1, s0
	v_cndmask_b32_e64 v14, v14, -1, s0
	v_cmp_ne_u32_e64 s0, v47, v42
	v_or_b32_e32 v28, 0x22000, v7
	v_add_nc_u32_e32 v47, 0xfffffc10, v53
	v_add_nc_u32_e32 v53, 0x20800, v7
	v_add_nc_u32_e32 v42, 0x2400, v8
	v_cndmask_b32_e64 v50, 0, 1, s0
	global_store_dwordx2 v28, v[14:15], s[12:13]
	v_add_nc_u32_e32 v14, 0x11800, v7
	v_cmp_gt_i32_e64 s0, 1, v47
	v_or_b32_e32 v28, 0x12000, v7
	v_or_b32_e32 v15, v26, v50
	v_lshl_or_b32 v26, v47, 12, v45
	global_store_dwordx2 v14, v[21:22], s[12:13]
	v_cvt_u32_f32_e32 v21, v52
	v_cvt_u32_f32_e32 v22, v25
	v_add_nc_u32_e32 v50, 0x21800, v7
	v_cndmask_b32_e64 v26, v26, v15, s0
	v_ldexp_f64 v[14:15], v[23:24], 32
	v_cmp_ne_u32_e64 s0, 0, v45
	v_xor_b32_e32 v21, v21, v51
	v_xor_b32_e32 v22, v22, v51
	v_and_b32_e32 v24, 7, v26
	v_xor_b32_e32 v23, v1, v2
	v_cndmask_b32_e64 v25, 0, 1, s0
	v_sub_co_u32 v21, s2, v21, v51
	v_cmp_lt_i32_e64 s0, 5, v24
	v_cmp_eq_u32_e64 s1, 3, v24
	v_lshrrev_b32_e32 v24, 2, v26
	v_sub_co_ci_u32_e64 v22, s2, v22, v51, s2
	v_cvt_i32_f32_e32 v51, v44
	s_or_b32 s0, s1, s0
	v_cmp_gt_i32_e64 s1, 31, v47
	v_add_co_ci_u32_e64 v24, s0, 0, v24, s0
	v_ashrrev_i32_e32 v26, 31, v23
	v_lshl_or_b32 v23, v25, 9, s5
	v_cmp_nle_f32_e64 s0, s40, v44
	v_add_f64 v[14:15], v[14:15], v[16:17]
	v_cndmask_b32_e64 v24, s5, v24, s1
	v_cmp_le_f32_e64 s1, s35, v44
	global_store_dwordx2 v53, v[21:22], s[12:13]
	v_ffbh_i32_e32 v45, v2
	v_add_nc_u32_e32 v26, 32, v26
	v_cndmask_b32_e64 v25, s26, v51, s1
	v_cmp_eq_u32_e64 s1, 0x40f, v47
	v_cndmask_b32_e64 v47, v21, 0, s0
	v_cndmask_b32_e64 v23, v24, v23, s1
	v_cndmask_b32_e64 v24, v22, s25, s0
	v_cmp_lt_f32_e64 s0, s41, v44
	v_cmp_nlt_f32_e64 s1, s36, v44
	v_cvt_f64_f32_e32 v[21:22], v44
	v_and_or_b32 v52, 0x8000, v55, v23
	v_cndmask_b32_e64 v24, v24, s22, s0
	v_cndmask_b32_e64 v23, s21, v25, s1
	v_cmp_u_f32_e64 s1, v44, v44
	v_cndmask_b32_e64 v25, v47, -1, s0
	v_cvt_f32_f16_e32 v47, v52
	global_store_dwordx2 v28, v[14:15], s[12:13]
	v_add_nc_u32_e32 v28, -1, v45
	v_cndmask_b32_e64 v15, v24, 0, s1
	v_cndmask_b32_e64 v14, v25, 0, s1
	v_ffbh_u32_e32 v25, v2
	v_cndmask_b32_e64 v53, v23, 0, s1
	v_cvt_f64_f32_e32 v[23:24], v47
	v_min_u32_e32 v28, v28, v26
	global_store_dwordx2 v50, v[14:15], s[12:13]
	v_min_u32_e32 v55, 32, v25
	v_cvt_f16_f32_e32 v14, v44
	v_cvt_f32_f16_e32 v56, v52
	v_lshlrev_b64 v[25:26], v28, v[1:2]
	v_add_nc_u32_e32 v45, s4, v8
	v_add_nc_u32_e32 v50, 0x1a00, v9
	global_store_short v38, v14, s[12:13]
	v_lshlrev_b64 v[14:15], v55, v[1:2]
	global_store_short v37, v52, s[12:13]
	global_store_dword v39, v56, s[12:13]
	global_store_dwordx2 v41, v[21:22], s[12:13]
	v_add_nc_u32_e32 v21, 0x3c00, v8
	v_cvt_f16_i16_e32 v41, v18
	v_add_nc_u32_e32 v38, s8, v8
	v_min_u32_e32 v14, 1, v14
	v_add_nc_u32_e32 v39, 0x3200, v9
	v_sub_nc_u32_e32 v28, 32, v28
	v_or_b32_e32 v22, s7, v8
	v_cmp_nlt_f32_e64 s2, s28, v56
	v_or_b32_e32 v37, v15, v14
	v_cvt_f16_f32_e32 v14, v49
	global_store_dwordx2 v40, v[23:24], s[12:13]
	v_min_u32_e32 v24, 1, v25
	v_cndmask_b32_e64 v25, 0, 1.0, vcc_lo
	v_or_b32_e32 v15, s4, v9
	global_store_short v43, v14, s[12:13]
	v_cvt_f16_u16_e32 v43, v11
	v_or_b32_e32 v24, v26, v24
	v_cvt_f16_f32_e32 v26, v25
	global_store_dword v42, v49, s[12:13]
	global_store_dword v45, v25, s[12:13]
	v_cvt_f32_i32_e32 v45, v46
	global_store_short v10, v43, s[12:13]
	v_cvt_f16_u16_e32 v10, v1
	v_add_nc_u32_e32 v14, s3, v8
	global_store_short v48, v26, s[12:13]
	global_store_short v50, v41, s[12:13]
	global_store_dword v21, v45, s[12:13]
	global_store_short v15, v10, s[12:13]
	v_cvt_f32_u32_e32 v10, v20
	v_cvt_f32_i32_e32 v21, v13
	v_cvt_f32_i32_e32 v45, v1
	v_add_nc_u32_e32 v26, 0x3400, v9
	v_or_b32_e32 v42, 0x7000, v8
	global_store_dword v14, v10, s[12:13]
	v_cvt_f64_i32_e32 v[14:15], v1
	global_store_dword v38, v21, s[12:13]
	v_cvt_f32_u32_e32 v21, v1
	v_cvt_f16_f32_e32 v38, v45
	v_cvt_f32_i32_e32 v24, v24
	v_add_nc_u32_e32 v40, 0x6c00, v8
	v_add_nc_u32_e32 v23, s20, v9
	v_cvt_f16_f32_e32 v10, v21
	global_store_short v39, v38, s[12:13]
	v_cvt_f32_u32_e32 v38, v1
	v_cvt_f32_i32_e32 v21, v1
	v_add_nc_u32_e32 v25, 0xe800, v7
	global_store_short v26, v10, s[12:13]
	global_store_dword v40, v21, s[12:13]
	v_cvt_f32_ubyte0_e32 v10, v1
	global_store_dword v42, v38, s[12:13]
	v_ldexp_f32 v24, v24, v28
	v_cvt_f16_i16_e32 v28, v1
	v_sub_nc_u32_e32 v38, 32, v55
	v_cvt_f32_u32_e32 v37, v37
	v_add_nc_u32_e32 v41, 0xf000, v7
	v_add_nc_u32_e32 v46, 0x3e00, v9
	global_store_dword v22, v10, s[12:13]
	global_store_short v23, v28, s[12:13]
	global_store_dwordx2 v25, v[14:15], s[12:13]
	v_ldexp_f32 v14, v37, v38
	v_cvt_f16_f32_e32 v15, v24
	v_cvt_i32_f32_e32 v40, v56
	v_cmp_le_f32_e32 vcc_lo, s35, v56
	v_or_b32_e32 v43, s7, v9
	global_store_dwordx2 v41, v[16:17], s[12:13]
	v_cvt_f16_f32_e32 v16, v14
	global_store_short v46, v15, s[12:13]
	v_cndmask_b32_e32 v15, s26, v40, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, s36, v56
	v_add_nc_u32_e32 v48, 0x8400, v8
	global_store_short v43, v16, s[12:13]
	v_cvt_u32_f32_e32 v16, v56
	v_add_nc_u32_e32 v45, s6, v8
	v_cndmask_b32_e32 v15, s21, v15, vcc_lo
	v_cmp_nle_f32_e32 vcc_lo, 0, v56
	global_store_dword v48, v24, s[12:13]
	v_cvt_i32_f64_e32 v43, v[1:2]
	global_store_dword v45, v14, s[12:13]
	v_cmp_u_f32_e64 s0, v56, v56
	v_cndmask_b32_e64 v24, v16, 0, vcc_lo
	v_cvt_i16_f16_e32 v16, v52
	v_add_nc_u32_e32 v26, s8, v9
	v_cmp_le_f32_e64 s7, s29, v56
	v_cndmask_b32_e64 v15, v15, 0, s0
	v_cndmask_b32_e64 v14, s9, v24, s2
	v_cmp_le_f64_e64 s2, s[16:17], v[1:2]
	s_mov_b32 s17, 0x405fc000
	global_store_byte v3, v16, s[12:13]
	v_cvt_u16_f16_e32 v3, v52
	global_store_byte v19, v14, s[12:13]
	v_cmp_nlt_f32_e64 s8, s30, v56
	global_store_byte v12, v15, s[12:13]
	v_trunc_f64_e32 v[14:15], v[1:2]
	global_store_short v26, v3, s[12:13]
	v_cndmask_b32_e64 v3, s27, v40, s7
	v_add_nc_u32_e32 v21, 0x5200, v9
	v_add_nc_u32_e32 v25, 0xb400, v8
	global_store_byte v6, v16, s[12:13]
	v_add_nc_u32_e32 v41, 0x18800, v7
	v_cndmask_b32_e64 v3, s24, v3, s8
	v_cmp_le_f32_e64 s8, s34, v56
	global_store_short v21, v16, s[12:13]
	v_cvt_i32_f32_e32 v16, v47
	v_add_nc_u32_e32 v37, 0xbc00, v8
	v_or_b32_e32 v23, s3, v9
	v_cndmask_b32_e64 v40, s25, v40, s8
	v_cmp_nlt_f32_e64 s8, s31, v56
	v_cndmask_b32_e64 v19, s26, v43, s2
	v_cmp_nlt_f64_e64 s2, s[16:17], v[1:2]
	s_mov_b32 s17, 0x406fe000
	global_store_dword v25, v16, s[12:13]
	v_cmp_nlt_f64_e64 s4, s[16:17], v[1:2]
	s_mov_b32 s17, 0xc0e00000
	v_cndmask_b32_e64 v25, s22, v40, s8
	v_cmp_le_f64_e64 s5, s[16:17], v[1:2]
	s_mov_b32 s17, 0x40dfffc0
	v_cmp_nlt_f32_e64 s8, s33, v56
	v_ashrrev_i32_e32 v17, 31, v16
	v_cndmask_b32_e64 v25, v25, 0, s0
	v_cvt_u32_f64_e32 v46, v[1:2]
	v_cmp_nle_f64_e64 s3, 0, v[1:2]
	v_cndmask_b32_e64 v40, -1, v24, s8
	v_cmp_nlt_f32_e64 s8, s39, v56
	global_store_dwordx2 v41, v[16:17], s[12:13]
	v_or_b32_e32 v38, s19, v8
	global_store_dword v37, v25, s[12:13]
	v_add_nc_u32_e32 v22, 0x5600, v9
	v_cndmask_b32_e64 v24, -1, v24, s8
	v_cmp_le_f32_e64 s8, s29, v44
	v_cndmask_b32_e64 v3, v3, 0, s0
	global_store_short v23, v40, s[12:13]
	v_or_b32_e32 v23, 0x7800, v9
	global_store_dword v38, v24, s[12:13]
	v_cndmask_b32_e64 v37, s27, v51, s8
	v_cmp_nlt_f32_e64 s8, s28, v44
	global_store_short v22, v3, s[12:13]
	v_cndmask_b32_e64 v21, s27, v43, s5
	v_cmp_nlt_f64_e64 s5, s[16:17], v[1:2]
	s_mov_b32 s17, 0x40efffe0
	v_cndmask_b32_e64 v24, s9, v27, s8
	v_cmp_nlt_f64_e64 s6, s[16:17], v[1:2]
	s_mov_b32 s17, 0xc1e00000
	v_cmp_nlt_f32_e64 s8, s30, v44
	v_cmp_le_f64_e64 s7, s[16:17], v[1:2]
	s_mov_b32 s17, 0x3df00000
	v_add_nc_u32_e32 v3, 0x7600, v9
	v_mul_f64 v[16:17], v[14:15], s[16:17]
	v_cndmask_b32_e64 v37, s24, v37, s8
	v_cmp_nlt_f32_e64 s8, s33, v44
	global_store_byte v32, v24, s[12:13]
	v_add_nc_u32_e32 v39, s18, v8
	v_add_nc_u32_e32 v42, 0x19000, v7
	v_cndmask_b32_e64 v37, v37, 0, s1
	v_cndmask_b32_e64 v24, -1, v27, s8
	v_cmp_nlt_f32_e64 s8, s39, v44
	v_cndmask_b32_e64 v6, v46, 0, s3
	global_store_byte v31, v53, s[12:13]
	v_or_b32_e32 v31, 0x10000, v8
	global_store_short v3, v37, s[12:13]
	global_store_short v23, v24, s[12:13]
	v_cndmask_b32_e64 v24, -1, v27, s8
	v_cvt_u32_f32_e32 v3, v47
	v_trunc_f32_e32 v47, v56
	v_cmp_le_f32_e64 s8, s34, v44
	global_store_byte v29, v51, s[12:13]
	global_store_dword v31, v24, s[12:13]
	global_store_dwordx2 v42, v[3:4], s[12:13]
	v_mul_f32_e64 v24, |v47|, s38
	v_floor_f64_e32 v[16:17], v[16:17]
	global_store_dword v39, v3, s[12:13]
	v_cndmask_b32_e64 v3, s25, v51, s8
	v_cndmask_b32_e64 v29, s9, v6, s4
	v_cmp_nlt_f32_e64 s4, s31, v44
	v_floor_f32_e32 v24, v24
	s_mov_b32 s17, 0xc1f00000
	global_store_byte v30, v51, s[12:13]
	v_cndmask_b32_e64 v19, s21, v19, s2
	v_cndmask_b32_e64 v3, s22, v3, s4
	v_fma_f32 v30, v24, s37, |v47|
	v_cmp_u_f64_e64 s2, v[1:2], v[1:2]
	v_add_nc_u32_e32 v22, 0x7400, v9
	v_ashrrev_i32_e32 v39, 31, v47
	v_cndmask_b32_e64 v3, v3, 0, s1
	v_cmp_nlt_f64_e64 s1, s[14:15], v[1:2]
	v_cvt_u32_f32_e32 v30, v30
	v_cvt_u32_f32_e32 v24, v24
	global_store_short v22, v54, s[12:13]
	v_mul_f32_e32 v22, s38, v47
	v_cndmask_b32_e64 v21, s24, v21, s5
	v_xor_b32_e32 v30, v30, v39
	v_fma_f64 v[14:15], v[16:17], s[16:17], v[14:15]
	v_xor_b32_e32 v24, v24, v39
	v_floor_f32_e32 v22, v22
	v_cmp_lt_f32_e64 s5, s41, v56
	v_sub_co_u32 v30, s4, v30, v39
	v_sub_co_ci_u32_e64 v24, s4, v24, v39, s4
	v_cndmask_b32_e64 v39, s25, v43, s7
	v_fmac_f32_e32 v47, s37, v22
	v_cvt_u32_f32_e32 v22, v22
	v_cmp_lt_f32_e64 s4, s42, v56
	v_add_nc_u32_e32 v23, 0x13400, v8
	s_mov_b32 s17, 0xc3e00000
	v_add_nc_u32_e32 v26, 0x7200, v9
	v_cndmask_b32_e64 v39, s22, v39, s1
	v_cmp_nle_f32_e64 s1, s40, v56
	global_store_dword v23, v43, s[12:13]
	v_or_b32_e32 v12, 0x1a000, v7
	global_store_short v26, v51, s[12:13]
	v_cndmask_b32_e64 v26, -1, v6, s6
	v_cndmask_b32_e64 v24, v24, s25, s1
	v_cvt_u32_f64_e32 v14, v[14:15]
	v_cvt_i32_f64_e32 v15, v[16:17]
	v_cvt_u32_f64_e32 v17, v[16:17]
	v_cndmask_b32_e64 v16, v21, 0, s2
	v_cndmask_b32_e64 v21, v22, 0, vcc_lo
	v_cvt_u32_f32_e32 v22, v47
	v_cndmask_b32_e64 v30, v30, 0, s1
	v_cndmask_b32_e64 v24, v24, s22, s5
	v_cmp_nle_f64_e64 s1, s[16:17], v[1:2]
	v_cmp_lt_f64_e64 s6, s[10:11], v[1:2]
	v_cndmask_b32_e64 v44, v22, 0, vcc_lo
	v_cndmask_b32_e64 v30, v30, -1, s5
	v_cndmask_b32_e64 v22, v21, -1, s4
	v_cndmask_b32_e64 v24, v24, 0, s0
	s_mov_b32 s11, 0x43efffff
	v_cndmask_b32_e64 v21, v44, -1, s4
	s_mov_b32 s4, 0xffe00000
	s_mov_b32 s5, 0x41efffff
	v_cndmask_b32_e64 v23, v30, 0, s0
	v_cmp_nlt_f64_e64 s0, s[4:5], v[1:2]
	v_cmp_lt_f64_e32 vcc_lo, s[10:11], v[1:2]
	v_add_nc_u32_e32 v27, 0x13800, v8
	v_add_nc_u32_e32 v45, s23, v7
	v_add_nc_u32_e32 v40, 0xf400, v8
	v_add_nc_u32_e32 v25, 0xf800, v8
	v_add_nc_u32_e32 v38, 0xfc00, v8
	v_cndmask_b32_e64 v19, v19, 0, s2
	v_add_nc_u32_e32 v41, 0x9200, v9
	v_add_nc_u32_e32 v32, 0x9400, v9
	v_add_nc_u32_e32 v37, 0x9600, v9
	v_or_b32_e32 v48, 0x9800, v9
	v_cndmask_b32_e64 v42, v15, s25, s1
	global_store_dword v27, v46, s[12:13]
	global_store_dwordx2 v12, v[21:22], s[12:13]
	global_store_dwordx2 v45, v[23:24], s[12:13]
	global_store_dword v40, v51, s[12:13]
	global_store_dword v25, v54, s[12:13]
	global_store_dword v38, v3, s[12:13]
	global_store_byte v33, v43, s[12:13]
	global_store_byte v34, v43, s[12:13]
	global_store_byte v35, v19, s[12:13]
	global_store_byte v36, v29, s[12:13]
	global_store_short v41, v43, s[12:13]
	global_store_short v32, v46, s[12:13]
	global_store_short v37, v16, s[12:13]
	global_store_short v48, v26, s[12:13]
	v_cndmask_b32_e64 v19, v14, 0, s1
	v_add_nc_u32_e32 v31, 0x13c00, v8
	v_cndmask_b32_e64 v39, v39, 0, s2
	v_add_nc_u32_e32 v12, 0x28800, v7
	v_mov_b32_e32 v16, v14
	v_add_nc_u32_e32 v21, 0x29000, v7
	v_cndmask_b32_e64 v30, v17, 0, s3
	v_cndmask_b32_e64 v3, -1, v6, s0
	v_or_b32_e32 v6, 0x14000, v8
	global_store_dword v31, v39, s[12:13]
	v_lshrrev_b32_e32 v49, 16, v1
	global_store_dword v6, v3, s[12:13]
	v_cndmask_b32_e64 v3, v42, s22, s6
	v_cndmask_b32_e64 v6, v19, -1, s6
	global_store_dwordx2 v12, v[14:15], s[12:13]
	global_store_dwordx2 v21, v[16:17], s[12:13]
	v_cndmask_b32_e64 v12, v14, 0, s3
	v_cndmask_b32_e64 v17, v30, -1, vcc_lo
	v_cndmask_b32_e64 v15, v3, 0, s2
	v_cndmask_b32_e64 v14, v6, 0, s2
	v_add_nc_u32_e32 v3, 0x29800, v7
	v_cndmask_b32_e64 v16, v12, -1, vcc_lo
	v_or_b32_e32 v6, 0x2a000, v7
	v_add_nc_u32_e32 v12, 0xaa00, v9
	v_add_nc_u32_e32 v19, 0xac00, v9
	v_add_nc_u32_e32 v21, 0x15c00, v8
	global_store_dwordx2 v3, v[14:15], s[12:13]
	global_store_dwordx2 v6, v[16:17], s[12:13]
	global_store_short v12, v18, s[12:13]
	global_store_short v19, v11, s[12:13]
	global_store_dword v21, v18, s[12:13]
	v_or_b32_e32 v3, 0x16000, v8
	v_mov_b32_e32 v12, v4
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_nc_u32_e32 v6, 0x2c800, v7
	v_add_nc_u32_e32 v14, 0x2d000, v7
	v_add_nc_u32_e32 v15, 0x16c00, v8
	v_or_b32_e32 v16, 0x17000, v8
	global_store_dword v3, v11, s[12:13]
	global_store_dwordx2 v6, v[18:19], s[12:13]
	global_store_dwordx2 v14, v[11:12], s[12:13]
	global_store_dword v15, v13, s[12:13]
	global_store_dword v16, v20, s[12:13]
	v_ashrrev_i32_e32 v14, 31, v13
	v_add_nc_u32_e32 v6, 0x2e800, v7
	v_mov_b32_e32 v21, v4
	v_add_nc_u32_e32 v16, 0x2f000, v7
	v_ashrrev_i32_e32 v12, 31, v1
	v_mov_b32_e32 v11, v1
	v_add_nc_u32_e32 v17, 0x2f800, v7
	v_mov_b32_e32 v3, v1
	v_or_b32_e32 v18, 0x30000, v7
	v_add_nc_u32_e32 v19, 0x6100, v0
	v_bfe_i32 v15, v1, 0, 1
	global_store_dwordx2 v6, v[13:14], s[12:13]
	global_store_dwordx2 v16, v[20:21], s[12:13]
	global_store_dwordx2 v17, v[11:12], s[12:13]
	global_store_dwordx2 v18, v[3:4], s[12:13]
	global_store_byte v19, v15, s[12:13]
	v_add_nc_u32_e32 v3, 0x6200, v0
	v_add_nc_u32_e32 v6, 0xc600, v9
	v_or_b32_e32 v11, 0xc800, v9
	v_add_nc_u32_e32 v12, 0x19400, v8
	v_add_nc_u32_e32 v13, s23, v8
	global_store_byte v3, v5, s[12:13]
	global_store_short v6, v15, s[12:13]
	global_store_short v11, v5, s[12:13]
	global_store_dword v12, v15, s[12:13]
	global_store_dword v13, v5, s[12:13]
	v_ashrrev_i32_e32 v16, 31, v15
	v_add_nc_u32_e32 v3, 0x33800, v7
	v_mov_b32_e32 v6, v4
	v_or_b32_e32 v4, 0x34000, v7
	v_add_nc_u32_e32 v11, 0x34800, v7
	v_add_nc_u32_e32 v12, 0x1a800, v8
	v_add_nc_u32_e32 v9, 0xd600, v9
	global_store_dwordx2 v3, v[15:16], s[12:13]
	global_store_dwordx2 v4, v[5:6], s[12:13]
	global_store_dwordx2 v11, v[1:2], s[12:13]
	global_store_dword v12, v1, s[12:13]
	global_store_short v9, v1, s[12:13]
	v_cvt_i32_f32_e32 v11, v1
	v_cvt_f16_f32_e32 v5, v2
	v_cvt_f16_f32_e32 v6, v1
	v_cvt_f16_i16_e32 v9, v49
	v_cvt_i32_f32_e32 v2, v2
	v_and_b32_e32 v15, 0xffff, v11
	v_cvt_f32_f16_e32 v3, v1
	v_cvt_f32_f16_e32 v4, v49
	v_or_b32_e32 v7, 0x36000, v7
	v_pack_b32_f16 v5, v6, v5
	v_add_nc_u32_e32 v6, 0x1b400, v8
	v_pack_b32_f16 v9, v28, v9
	v_add_nc_u32_e32 v14, 0x1b800, v8
	v_cvt_f32_ubyte3_e32 v13, v1
	v_cvt_f32_ubyte2_e32 v12, v1
	v_cvt_f32_ubyte1_e32 v11, v1
	v_lshl_add_u32 v0, v0, 4, 0x6f000
	v_lshl_or_b32 v1, v2, 16, v15
	v_or_b32_e32 v2, 0x1c000, v8
	global_store_dwordx2 v7, v[3:4], s[12:13]
	global_store_dword v6, v5, s[12:13]
	global_store_dword v14, v9, s[12:13]
	global_store_dwordx4 v0, v[10:13], s[12:13]
	global_store_dword v2, v1, s[12:13]
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
		.amdhsa_next_free_vgpr 57
		.amdhsa_next_free_sgpr 43
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
; codeLenInByte = 4480
; NumSgprs: 45
; NumVgprs: 57
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 45
; NumVGPRsForWavesPerEU: 57
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
    .name:           convert_div
    .private_segment_fixed_size: 0
    .sgpr_count:     45
    .sgpr_spill_count: 0
    .symbol:         convert_div.kd
    .vgpr_count:     57
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
