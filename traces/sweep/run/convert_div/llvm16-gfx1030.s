	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	convert_div                     ; -- Begin function convert_div
	.p2align	8
	.type	convert_div,@function
convert_div:                            ; @convert_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v5, 3, v0
	v_add_nc_u32_e32 v31, 0x2700, v0
	v_or_b32_e32 v32, 0x2800, v0
	v_add_nc_u32_e32 v29, 0x2500, v0
	v_add_nc_u32_e32 v30, 0x2600, v0
	v_add_nc_u32_e32 v22, 0x3000, v5
	v_add_nc_u32_e32 v21, 0x2800, v5
	v_add_nc_u32_e32 v27, 0x5800, v5
	v_or_b32_e32 v28, 0x6000, v5
	v_add_nc_u32_e32 v46, 0x8800, v5
	v_add_nc_u32_e32 v47, 0x9000, v5
	v_add_nc_u32_e32 v53, 0xb800, v5
	v_or_b32_e32 v54, 0xc000, v5
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0xc0600000
	v_add_nc_u32_e32 v35, 0x3700, v0
	v_or_b32_e32 v36, 0x3800, v0
	v_add_nc_u32_e32 v33, 0x3500, v0
	v_add_nc_u32_e32 v34, 0x3600, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[1:2], v5, s[14:15]
	v_or_b32_e32 v40, 0x4800, v0
	s_mov_b32 s14, -1
	s_mov_b32 s15, 0x43dfffff
	s_mov_b32 s16, 0xffc00000
	s_mov_b32 s18, 0xffe00000
	s_mov_b32 s17, 0x41dfffff
	s_mov_b32 s19, 0x41efffff
	v_add_nc_u32_e32 v39, 0x4700, v0
	v_add_nc_u32_e32 v37, 0x4500, v0
	v_add_nc_u32_e32 v38, 0x4600, v0
	s_waitcnt vmcnt(0)
	v_and_or_b32 v4, 0x1ff, v2, v1
	v_lshrrev_b32_e32 v6, 8, v2
	v_bfe_u32 v3, v2, 20, 11
	v_cvt_f32_f64_e32 v41, v[1:2]
	v_and_b32_e32 v13, 1, v1
	v_cmp_ne_u32_e32 vcc_lo, 0, v4
	v_cvt_f16_i16_e32 v59, v1
	v_sub_nc_u32_e32 v8, 0x3f1, v3
	v_add_nc_u32_e32 v3, 0xfffffc10, v3
	v_mov_b32_e32 v4, 0
	v_cndmask_b32_e64 v7, 0, 1, vcc_lo
	v_med3_i32 v9, v8, 0, 13
	v_lshlrev_b32_e32 v8, 1, v0
	v_and_or_b32 v7, 0xffe, v6, v7
	v_lshlrev_b32_e32 v6, 2, v0
	v_add_nc_u32_e32 v17, 0x600, v8
	v_add_nc_u32_e32 v18, 0x400, v8
	v_or_b32_e32 v10, 0x1000, v7
	v_cmp_ne_u32_e64 s1, 0, v7
	v_add_nc_u32_e32 v16, 0x400, v6
	v_or_b32_e32 v20, 0x1000, v6
	v_add_nc_u32_e32 v23, 0xe00, v8
	v_lshrrev_b32_e32 v11, v9, v10
	v_or_b32_e32 v24, 0x1000, v8
	global_store_dword v16, v41, s[12:13]
	v_add_nc_u32_e32 v25, 0x2400, v6
	v_add_nc_u32_e32 v26, 0x2800, v6
	v_lshlrev_b32_e32 v9, v9, v11
	v_add_nc_u32_e32 v43, 0x1c00, v8
	v_add_nc_u32_e32 v42, 0x1a00, v8
	v_add_nc_u32_e32 v44, 0x3c00, v6
	v_or_b32_e32 v45, 0x4000, v6
	v_cmp_ne_u32_e32 vcc_lo, v9, v10
	v_lshl_or_b32 v10, v3, 12, v7
	v_cndmask_b32_e64 v7, 0, 1, s1
	v_or_b32_e32 v50, 0x2800, v8
	v_add_nc_u32_e32 v48, 0x2600, v8
	v_cndmask_b32_e64 v9, 0, 1, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 1, v3
	v_lshl_or_b32 v7, v7, 9, 0x7c00
	v_add_nc_u32_e32 v52, 0x5800, v6
	v_add_nc_u32_e32 v51, 0x5400, v6
	v_or_b32_e32 v9, v11, v9
	v_add_nc_u32_e32 v55, 0x3200, v8
	v_add_nc_u32_e32 v56, 0x3400, v8
	v_add_nc_u32_e32 v58, 0x6c00, v6
	v_cmp_lt_f32_e64 s8, 0x5effffff, v41
	v_cndmask_b32_e32 v9, v10, v9, vcc_lo
	v_mov_b32_e32 v10, v4
	v_and_b32_e32 v11, 7, v9
	v_lshrrev_b32_e32 v9, 2, v9
	v_cmp_lt_i32_e32 vcc_lo, 5, v11
	v_cmp_eq_u32_e64 s0, 3, v11
	v_lshrrev_b32_e32 v11, 16, v2
	s_or_b32 vcc_lo, s0, vcc_lo
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v9, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 31, v3
	v_cndmask_b32_e32 v9, 0x7c00, v9, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0x40f, v3
	v_cndmask_b32_e32 v3, v9, v7, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 1, v13
	v_cvt_f16_f32_e32 v9, v41
	v_and_or_b32 v3, 0x8000, v11, v3
	v_cvt_f64_f32_e32 v[11:12], v41
	v_cndmask_b32_e64 v19, 0, -1, vcc_lo
	global_store_short v17, v9, s[12:13]
	v_cndmask_b32_e64 v57, 0, 1, vcc_lo
	v_cvt_f32_f16_e32 v49, v3
	v_cndmask_b32_e64 v7, 0, -1.0, vcc_lo
	v_cvt_f64_i32_e32 v[16:17], v19
	global_store_short v18, v3, s[12:13]
	v_cvt_f64_u32_e32 v[18:19], v57
	v_cvt_f64_f32_e32 v[14:15], v49
	global_store_dword v20, v49, s[12:13]
	v_cndmask_b32_e64 v20, 0, 1.0, vcc_lo
	v_cvt_f16_f32_e32 v9, v7
	v_add_nc_u32_e32 v57, 0xe800, v5
	v_cmp_le_f32_e32 vcc_lo, 0xc3000000, v49
	v_cmp_u_f32_e64 s0, v49, v49
	v_cmp_nlt_f32_e64 s1, 0x437f0000, v49
	v_cmp_nlt_f32_e64 s2, 0x46fffe00, v49
	v_cmp_nle_f32_e64 s6, 0xdf000000, v49
	v_cmp_lt_f32_e64 s7, 0x5effffff, v49
	global_store_dwordx2 v22, v[11:12], s[12:13]
	v_bfe_i32 v11, v1, 0, 8
	v_or_b32_e32 v12, 0x7000, v6
	global_store_dwordx2 v21, v[14:15], s[12:13]
	v_cvt_f16_f32_e32 v14, v20
	v_bfe_i32 v21, v11, 0, 16
	global_store_short v23, v9, s[12:13]
	v_and_b32_e32 v9, 0xff, v1
	v_ffbh_i32_e32 v23, v2
	global_store_short v24, v14, s[12:13]
	v_cvt_f64_i32_e32 v[14:15], v21
	global_store_dword v25, v7, s[12:13]
	global_store_dword v26, v20, s[12:13]
	global_store_dwordx2 v27, v[16:17], s[12:13]
	v_cvt_f64_u32_e32 v[16:17], v9
	global_store_dwordx2 v28, v[18:19], s[12:13]
	v_cvt_f16_u16_e32 v19, v9
	v_cvt_f16_i16_e32 v20, v11
	v_bfe_i32 v18, v1, 0, 16
	v_cvt_f32_i32_e32 v21, v21
	v_cvt_f32_ubyte0_e32 v7, v1
	global_store_short v43, v19, s[12:13]
	v_xor_b32_e32 v19, v1, v2
	global_store_short v42, v20, s[12:13]
	v_and_b32_e32 v20, 0xffff, v1
	global_store_dword v44, v21, s[12:13]
	v_cvt_f64_i32_e32 v[21:22], v18
	v_ashrrev_i32_e32 v19, 31, v19
	v_ffbh_u32_e32 v24, v2
	global_store_dword v45, v7, s[12:13]
	v_add_nc_u32_e32 v26, -1, v23
	v_cvt_f16_u16_e32 v25, v1
	v_add_nc_u32_e32 v19, 32, v19
	global_store_dwordx2 v46, v[14:15], s[12:13]
	v_cvt_f64_u32_e32 v[14:15], v20
	v_min_u32_e32 v42, 32, v24
	global_store_dwordx2 v47, v[16:17], s[12:13]
	v_cvt_f64_i32_e32 v[16:17], v2
	v_min_u32_e32 v19, v26, v19
	v_cvt_f32_u32_e32 v28, v20
	v_cvt_f32_i32_e32 v27, v18
	global_store_short v50, v25, s[12:13]
	v_cvt_f64_u32_e32 v[25:26], v2
	v_lshlrev_b64 v[23:24], v42, v[1:2]
	global_store_short v48, v59, s[12:13]
	global_store_dword v51, v27, s[12:13]
	global_store_dword v52, v28, s[12:13]
	v_lshlrev_b64 v[27:28], v19, v[1:2]
	v_cvt_f32_i32_e32 v47, v1
	global_store_dwordx2 v53, v[21:22], s[12:13]
	v_min_u32_e32 v23, 1, v23
	v_cvt_f32_i32_e32 v21, v1
	v_cvt_f32_u32_e32 v50, v1
	v_min_u32_e32 v22, 1, v27
	v_sub_nc_u32_e32 v19, 32, v19
	v_or_b32_e32 v45, v24, v23
	v_cvt_f32_u32_e32 v23, v1
	global_store_dwordx2 v54, v[14:15], s[12:13]
	v_cvt_f64_i32_e32 v[14:15], v1
	v_cvt_f16_f32_e32 v24, v21
	v_or_b32_e32 v28, v28, v22
	v_cvt_f64_u32_e32 v[21:22], v1
	v_ldexp_f64 v[16:17], v[16:17], 32
	v_cvt_f16_f32_e32 v23, v23
	global_store_short v55, v24, s[12:13]
	v_cvt_f32_i32_e32 v28, v28
	v_sub_nc_u32_e32 v42, 32, v42
	v_cvt_f32_u32_e32 v45, v45
	global_store_short v56, v23, s[12:13]
	v_ldexp_f64 v[23:24], v[25:26], 32
	global_store_dword v58, v47, s[12:13]
	global_store_dword v12, v50, s[12:13]
	v_add_nc_u32_e32 v43, 0xf000, v5
	v_ldexp_f32 v19, v28, v19
	v_ldexp_f32 v42, v45, v42
	v_add_nc_u32_e32 v44, 0x3e00, v8
	v_or_b32_e32 v27, 0x4000, v8
	v_add_nc_u32_e32 v46, 0x8400, v6
	v_cvt_f16_f32_e32 v45, v19
	v_add_nc_u32_e32 v48, 0x8800, v6
	global_store_dwordx2 v57, v[14:15], s[12:13]
	v_add_nc_u32_e32 v25, 0x11800, v5
	v_or_b32_e32 v26, 0x12000, v5
	global_store_dwordx2 v43, v[21:22], s[12:13]
	v_add_f64 v[14:15], v[16:17], v[21:22]
	global_store_short v44, v45, s[12:13]
	v_add_nc_u32_e32 v12, 0x5200, v8
	v_add_nc_u32_e32 v47, 0x5400, v8
	v_add_nc_u32_e32 v50, 0x5600, v8
	v_or_b32_e32 v51, 0x5800, v8
	v_add_nc_u32_e32 v43, 0xbc00, v6
	v_add_f64 v[16:17], v[23:24], v[21:22]
	v_cvt_f16_f32_e32 v21, v42
	v_or_b32_e32 v22, 0xc000, v6
	v_add_nc_u32_e32 v28, 0xb400, v6
	v_add_nc_u32_e32 v52, 0xb800, v6
	v_add_nc_u32_e32 v23, 0x18800, v5
	global_store_short v27, v21, s[12:13]
	global_store_dword v46, v19, s[12:13]
	v_cvt_i32_f32_e32 v19, v49
	global_store_dword v48, v42, s[12:13]
	v_or_b32_e32 v21, 0x1a000, v5
	v_add_nc_u32_e32 v27, 0x19800, v5
	v_add_nc_u32_e32 v24, 0x19000, v5
	v_cndmask_b32_e32 v45, 0xffffff80, v19, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42fe0000, v49
	global_store_dwordx2 v25, v[14:15], s[12:13]
	v_cvt_u32_f32_e32 v14, v49
	v_add_nc_u32_e32 v44, 0x7200, v8
	v_add_nc_u32_e32 v42, 0x7400, v8
	v_cndmask_b32_e32 v15, 0x7f, v45, vcc_lo
	v_cmp_nle_f32_e32 vcc_lo, 0, v49
	v_or_b32_e32 v45, 0x7800, v8
	global_store_dwordx2 v26, v[16:17], s[12:13]
	v_add_nc_u32_e32 v25, 0x7600, v8
	v_add_nc_u32_e32 v26, 0xf400, v6
	v_cndmask_b32_e64 v46, v14, 0, vcc_lo
	v_cndmask_b32_e64 v14, v15, 0, s0
	v_cvt_u32_f64_e32 v54, v[1:2]
	v_add_nc_u32_e32 v48, 0xf800, v6
	v_add_nc_u32_e32 v53, 0x20800, v5
	v_cndmask_b32_e64 v15, 0xff, v46, s1
	v_cmp_le_f32_e64 s1, 0xc7000000, v49
	global_store_byte v31, v14, s[12:13]
	v_cvt_i16_f16_e32 v14, v3
	v_cvt_u16_f16_e32 v3, v3
	global_store_byte v32, v15, s[12:13]
	v_cndmask_b32_e64 v15, 0xffff8000, v19, s1
	v_cmp_le_f64_e64 s1, s[10:11], v[1:2]
	global_store_byte v29, v14, s[12:13]
	global_store_byte v30, v14, s[12:13]
	global_store_short v12, v14, s[12:13]
	v_cvt_i32_f64_e32 v30, v[1:2]
	v_cndmask_b32_e64 v12, 0x7fff, v15, s2
	v_cmp_le_f32_e64 s2, 0xcf000000, v49
	global_store_short v47, v3, s[12:13]
	s_mov_b32 s11, 0x405fc000
	v_trunc_f64_e32 v[14:15], v[1:2]
	v_cndmask_b32_e64 v12, v12, 0, s0
	v_cndmask_b32_e64 v16, 0x80000000, v19, s2
	v_cmp_nlt_f32_e64 s2, 0x4effffff, v49
	v_trunc_f32_e32 v19, v49
	v_add_nc_u32_e32 v31, 0xfc00, v6
	global_store_short v50, v12, s[12:13]
	v_or_b32_e32 v32, 0x10000, v6
	v_cndmask_b32_e64 v3, 0x7fffffff, v16, s2
	v_cmp_nlt_f32_e64 s2, 0x477fff00, v49
	v_mul_f32_e64 v17, 0x2f800000, |v19|
	v_add_nc_u32_e32 v29, 0x21000, v5
	v_cndmask_b32_e64 v3, v3, 0, s0
	v_cndmask_b32_e64 v12, -1, v46, s2
	v_cmp_nlt_f32_e64 s2, 0x4f7fffff, v49
	global_store_short v51, v12, s[12:13]
	v_cndmask_b32_e64 v16, -1, v46, s2
	global_store_dword v43, v3, s[12:13]
	v_cndmask_b32_e64 v43, 0xffffff80, v30, s1
	v_cmp_nlt_f64_e64 s1, s[10:11], v[1:2]
	s_mov_b32 s11, 0x406fe000
	global_store_dword v22, v16, s[12:13]
	v_cmp_nlt_f64_e64 s3, s[10:11], v[1:2]
	s_mov_b32 s11, 0xc0e00000
	v_cvt_i32_f32_e32 v16, v49
	v_cmp_le_f64_e64 s4, s[10:11], v[1:2]
	v_floor_f32_e32 v22, v17
	v_cvt_u32_f32_e32 v3, v49
	v_trunc_f32_e32 v46, v41
	v_ashrrev_i32_e32 v17, 31, v16
	global_store_dword v28, v16, s[12:13]
	v_fma_f32 v47, 0xcf800000, v22, |v19|
	global_store_dword v52, v3, s[12:13]
	v_cvt_u32_f32_e32 v22, v22
	global_store_dwordx2 v23, v[16:17], s[12:13]
	v_mul_f32_e32 v23, 0x2f800000, v19
	v_ashrrev_i32_e32 v16, 31, v19
	v_cvt_u32_f32_e32 v17, v47
	s_mov_b32 s11, 0x40dfffc0
	v_cvt_i32_f32_e32 v12, v41
	v_floor_f32_e32 v23, v23
	v_xor_b32_e32 v22, v22, v16
	v_xor_b32_e32 v17, v17, v16
	global_store_dwordx2 v24, v[3:4], s[12:13]
	v_cmp_nle_f64_e64 s2, 0, v[1:2]
	v_fmac_f32_e32 v19, 0xcf800000, v23
	v_cvt_u32_f32_e32 v23, v23
	v_cndmask_b32_e64 v47, 0xffff8000, v30, s4
	v_sub_co_u32 v17, s4, v17, v16
	v_sub_co_ci_u32_e64 v16, s4, v22, v16, s4
	v_mul_f32_e64 v22, 0x2f800000, |v46|
	v_cvt_u32_f32_e32 v19, v19
	v_cmp_nlt_f64_e64 s4, s[10:11], v[1:2]
	s_mov_b32 s11, 0x40efffe0
	v_add_nc_u32_e32 v51, 0x16c00, v6
	v_floor_f32_e32 v50, v22
	v_cndmask_b32_e64 v22, v23, 0, vcc_lo
	v_cndmask_b32_e64 v19, v19, 0, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0x5f7fffff, v49
	v_cndmask_b32_e64 v49, v17, 0, s6
	v_cndmask_b32_e64 v23, v16, 0x80000000, s6
	v_cmp_nlt_f64_e64 s5, s[10:11], v[1:2]
	s_mov_b32 s11, 0xc1e00000
	v_cndmask_b32_e64 v17, v22, -1, vcc_lo
	v_cndmask_b32_e64 v16, v19, -1, vcc_lo
	v_cndmask_b32_e64 v22, v49, -1, s7
	v_cmp_le_f64_e64 s6, s[10:11], v[1:2]
	s_mov_b32 s11, 0x3df00000
	v_cndmask_b32_e64 v19, v23, 0x7fffffff, s7
	global_store_dwordx2 v21, v[16:17], s[12:13]
	v_cndmask_b32_e64 v16, v22, 0, s0
	v_mul_f64 v[21:22], v[14:15], s[10:11]
	v_fma_f32 v23, 0xcf800000, v50, |v46|
	v_cndmask_b32_e64 v17, v19, 0, s0
	v_ashrrev_i32_e32 v19, 31, v46
	v_cmp_le_f32_e32 vcc_lo, 0xc3000000, v41
	v_cvt_u32_f32_e32 v49, v50
	v_cvt_u32_f32_e32 v23, v23
	global_store_dwordx2 v27, v[16:17], s[12:13]
	v_cvt_u32_f32_e32 v27, v41
	v_cndmask_b32_e32 v16, 0xffffff80, v12, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42fe0000, v41
	v_xor_b32_e32 v17, v23, v19
	v_xor_b32_e32 v23, v49, v19
	v_cmp_nle_f32_e64 s0, 0, v41
	v_cmp_le_f32_e64 s7, 0xc7000000, v41
	v_cndmask_b32_e32 v49, 0x7f, v16, vcc_lo
	v_sub_co_u32 v16, vcc_lo, v17, v19
	v_sub_co_ci_u32_e32 v17, vcc_lo, v23, v19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v41, v41
	v_cndmask_b32_e64 v3, 0xffff8000, v12, s7
	v_floor_f64_e32 v[21:22], v[21:22]
	v_cmp_nlt_f32_e64 s7, 0x437f0000, v41
	s_mov_b32 s11, 0xc1f00000
	v_cndmask_b32_e64 v23, v49, 0, vcc_lo
	v_cndmask_b32_e64 v49, v27, 0, s0
	global_store_byte v33, v12, s[12:13]
	global_store_byte v34, v12, s[12:13]
	v_cndmask_b32_e64 v28, v54, 0, s2
	global_store_byte v35, v23, s[12:13]
	v_cndmask_b32_e64 v23, 0xff, v49, s7
	v_cmp_nlt_f32_e64 s7, 0x46fffe00, v41
	v_or_b32_e32 v35, 0x22000, v5
	v_add_nc_u32_e32 v19, 0x21800, v5
	v_add_nc_u32_e32 v50, 0x9400, v8
	global_store_byte v36, v23, s[12:13]
	v_cndmask_b32_e64 v3, 0x7fff, v3, s7
	v_cmp_nlt_f32_e64 s7, 0x477fff00, v41
	global_store_short v44, v12, s[12:13]
	global_store_short v42, v27, s[12:13]
	v_add_nc_u32_e32 v36, 0x9200, v8
	v_cndmask_b32_e64 v3, v3, 0, vcc_lo
	v_cndmask_b32_e64 v23, -1, v49, s7
	v_fma_f64 v[14:15], v[21:22], s[10:11], v[14:15]
	v_cmp_le_f32_e64 s7, 0xcf000000, v41
	s_mov_b32 s11, 0xc3e00000
	global_store_short v25, v3, s[12:13]
	global_store_short v45, v23, s[12:13]
	global_store_dword v26, v12, s[12:13]
	v_cndmask_b32_e64 v23, 0x80000000, v12, s7
	v_cmp_nlt_f32_e64 s7, 0x4effffff, v41
	v_mul_f32_e32 v12, 0x2f800000, v46
	global_store_dword v48, v27, s[12:13]
	v_or_b32_e32 v42, 0x14000, v6
	v_add_nc_u32_e32 v26, 0x28800, v5
	v_cndmask_b32_e64 v23, 0x7fffffff, v23, s7
	v_cmp_nlt_f32_e64 s7, 0x4f7fffff, v41
	v_floor_f32_e32 v12, v12
	v_add_nc_u32_e32 v33, 0x9600, v8
	v_add_nc_u32_e32 v27, 0x29000, v5
	v_cndmask_b32_e64 v23, v23, 0, vcc_lo
	v_cndmask_b32_e64 v24, -1, v49, s7
	v_cmp_nle_f32_e64 s7, 0xdf000000, v41
	v_fmac_f32_e32 v46, 0xcf800000, v12
	v_or_b32_e32 v3, 0x9800, v8
	global_store_dword v31, v23, s[12:13]
	global_store_dword v32, v24, s[12:13]
	v_cvt_u32_f32_e32 v24, v12
	v_cvt_u32_f64_e32 v14, v[14:15]
	global_store_dwordx2 v53, v[16:17], s[12:13]
	v_cndmask_b32_e64 v12, v17, 0x80000000, s7
	v_cvt_u32_f64_e32 v17, v[21:22]
	v_cvt_u32_f32_e32 v23, v46
	v_cvt_i32_f64_e32 v15, v[21:22]
	v_cndmask_b32_e64 v16, v16, 0, s7
	v_cndmask_b32_e64 v21, v24, 0, s0
	v_cmp_lt_f32_e64 s7, 0x5f7fffff, v41
	global_store_dwordx2 v29, v[23:24], s[12:13]
	v_cndmask_b32_e64 v23, v23, 0, s0
	v_cndmask_b32_e64 v12, v12, 0x7fffffff, s8
	v_cndmask_b32_e64 v16, v16, -1, s8
	v_cndmask_b32_e64 v22, v21, -1, s7
	v_cndmask_b32_e64 v41, 0x7f, v43, s1
	v_cndmask_b32_e64 v21, v23, -1, s7
	v_cndmask_b32_e64 v24, v12, 0, vcc_lo
	v_cndmask_b32_e64 v23, v16, 0, vcc_lo
	v_cmp_u_f64_e64 s1, v[1:2], v[1:2]
	v_cmp_nle_f64_e32 vcc_lo, s[10:11], v[1:2]
	global_store_dwordx2 v35, v[21:22], s[12:13]
	v_cndmask_b32_e64 v21, 0xff, v28, s3
	v_cmp_lt_f64_e64 s0, s[14:15], v[1:2]
	s_mov_b32 s15, 0x43efffff
	global_store_dwordx2 v19, v[23:24], s[12:13]
	v_cndmask_b32_e64 v19, v17, 0, s2
	v_cmp_lt_f64_e64 s7, s[14:15], v[1:2]
	v_cmp_nlt_f64_e64 s3, s[18:19], v[1:2]
	global_store_byte v40, v21, s[12:13]
	v_cndmask_b32_e64 v21, v14, 0, s2
	v_cmp_nlt_f64_e64 s2, s[16:17], v[1:2]
	v_cndmask_b32_e64 v22, 0x80000000, v30, s6
	v_cndmask_b32_e64 v24, 0x7fff, v47, s4
	v_or_b32_e32 v31, 0x2a000, v5
	v_add_nc_u32_e32 v25, 0x13400, v6
	v_add_nc_u32_e32 v34, 0x13800, v6
	v_add_nc_u32_e32 v45, 0x13c00, v6
	v_add_nc_u32_e32 v44, 0x29800, v5
	v_ashrrev_i32_e32 v12, 31, v11
	global_store_byte v37, v30, s[12:13]
	v_cndmask_b32_e64 v23, v41, 0, s1
	v_cndmask_b32_e64 v16, v15, 0x80000000, vcc_lo
	v_cndmask_b32_e64 v40, v24, 0, s1
	v_add_nc_u32_e32 v48, 0xaa00, v8
	v_add_nc_u32_e32 v32, 0xac00, v8
	global_store_byte v39, v23, s[12:13]
	v_cndmask_b32_e64 v23, -1, v28, s5
	v_cndmask_b32_e64 v16, v16, 0x7fffffff, s0
	v_cndmask_b32_e64 v21, v21, -1, s7
	v_cndmask_b32_e64 v39, -1, v28, s3
	v_add_nc_u32_e32 v46, 0x15c00, v6
	v_or_b32_e32 v49, 0x16000, v6
	v_cndmask_b32_e64 v28, 0x7fffffff, v22, s2
	v_cndmask_b32_e64 v22, v19, -1, s7
	v_cndmask_b32_e64 v19, v14, 0, vcc_lo
	v_cndmask_b32_e64 v24, v16, 0, s1
	v_mov_b32_e32 v16, v14
	v_cndmask_b32_e64 v28, v28, 0, s1
	global_store_byte v38, v30, s[12:13]
	global_store_short v36, v30, s[12:13]
	global_store_short v50, v54, s[12:13]
	global_store_short v33, v40, s[12:13]
	global_store_short v3, v23, s[12:13]
	global_store_dword v25, v30, s[12:13]
	global_store_dword v34, v54, s[12:13]
	global_store_dword v45, v28, s[12:13]
	v_cndmask_b32_e64 v19, v19, -1, s0
	v_add_nc_u32_e32 v29, 0x2c800, v5
	v_add_nc_u32_e32 v43, 0x2d000, v5
	v_or_b32_e32 v35, 0x17000, v6
	v_mov_b32_e32 v3, v1
	v_cndmask_b32_e64 v23, v19, 0, s1
	global_store_dword v42, v39, s[12:13]
	global_store_dwordx2 v26, v[14:15], s[12:13]
	global_store_dwordx2 v27, v[16:17], s[12:13]
	global_store_dwordx2 v31, v[21:22], s[12:13]
	global_store_dwordx2 v44, v[23:24], s[12:13]
	global_store_short v48, v11, s[12:13]
	global_store_short v32, v9, s[12:13]
	global_store_dword v46, v11, s[12:13]
	global_store_dword v49, v9, s[12:13]
	global_store_dwordx2 v29, v[11:12], s[12:13]
	global_store_dwordx2 v43, v[9:10], s[12:13]
	global_store_dword v51, v18, s[12:13]
	global_store_dword v35, v20, s[12:13]
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_nc_u32_e32 v12, 0x2e800, v5
	v_mov_b32_e32 v21, v4
	v_add_nc_u32_e32 v14, 0x2f000, v5
	v_ashrrev_i32_e32 v10, 31, v1
	v_mov_b32_e32 v9, v1
	v_add_nc_u32_e32 v15, 0x2f800, v5
	v_or_b32_e32 v16, 0x30000, v5
	v_add_nc_u32_e32 v17, 0x6100, v0
	v_bfe_i32 v11, v1, 0, 1
	global_store_dwordx2 v12, v[18:19], s[12:13]
	global_store_dwordx2 v14, v[20:21], s[12:13]
	global_store_dwordx2 v15, v[9:10], s[12:13]
	global_store_dwordx2 v16, v[3:4], s[12:13]
	global_store_byte v17, v11, s[12:13]
	v_add_nc_u32_e32 v3, 0x6200, v0
	v_add_nc_u32_e32 v9, 0xc600, v8
	v_or_b32_e32 v10, 0xc800, v8
	v_add_nc_u32_e32 v12, 0x19400, v6
	v_add_nc_u32_e32 v14, 0x19800, v6
	global_store_byte v3, v13, s[12:13]
	global_store_short v9, v11, s[12:13]
	global_store_short v10, v13, s[12:13]
	global_store_dword v12, v11, s[12:13]
	global_store_dword v14, v13, s[12:13]
	v_ashrrev_i32_e32 v12, 31, v11
	v_add_nc_u32_e32 v3, 0x33800, v5
	v_lshrrev_b32_e32 v41, 16, v1
	v_mov_b32_e32 v14, v4
	v_or_b32_e32 v4, 0x34000, v5
	v_add_nc_u32_e32 v9, 0x34800, v5
	v_add_nc_u32_e32 v10, 0x1a800, v6
	v_add_nc_u32_e32 v8, 0xd600, v8
	global_store_dwordx2 v3, v[11:12], s[12:13]
	global_store_dwordx2 v4, v[13:14], s[12:13]
	global_store_dwordx2 v9, v[1:2], s[12:13]
	global_store_dword v10, v1, s[12:13]
	global_store_short v8, v1, s[12:13]
	v_cvt_f16_f32_e32 v8, v2
	v_cvt_f16_f32_e32 v9, v1
	v_cvt_f16_i16_e32 v10, v41
	v_cvt_i32_f32_e32 v15, v1
	v_cvt_i32_f32_e32 v2, v2
	v_cvt_f32_f16_e32 v3, v1
	v_cvt_f32_f16_e32 v4, v41
	v_or_b32_e32 v5, 0x36000, v5
	v_pack_b32_f16 v11, v9, v8
	v_add_nc_u32_e32 v12, 0x1b400, v6
	v_pack_b32_f16 v13, v59, v10
	v_add_nc_u32_e32 v14, 0x1b800, v6
	v_cvt_f32_ubyte3_e32 v10, v1
	v_cvt_f32_ubyte2_e32 v9, v1
	v_cvt_f32_ubyte1_e32 v8, v1
	v_lshl_add_u32 v0, v0, 4, 0x6f000
	v_perm_b32 v1, v2, v15, 0x5040100
	v_or_b32_e32 v2, 0x1c000, v6
	global_store_dwordx2 v5, v[3:4], s[12:13]
	global_store_dword v12, v11, s[12:13]
	global_store_dword v14, v13, s[12:13]
	global_store_dwordx4 v0, v[7:10], s[12:13]
	global_store_dword v2, v1, s[12:13]
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 20
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
; codeLenInByte = 4272
; NumSgprs: 22
; NumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 60
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         convert_div.kd
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
