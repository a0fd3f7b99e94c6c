	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	convert_div                     ; -- Begin function convert_div
	.p2align	8
	.type	convert_div,@function
convert_div:                            ; @convert_div
; %bb.0:                                ; %entry
	s_load_b128 s[8:11], s[2:3], 0x0
	v_and_b32_e32 v0, 0x3ff, v0
	s_mov_b32 s4, -1
	s_mov_b32 s5, 0x43dfffff
	s_mov_b32 s6, 0xffe00000
	s_mov_b32 s7, 0x41efffff
	v_lshlrev_b32_e32 v1, 3, v0
	s_waitcnt lgkmcnt(0)
	global_load_b64 v[4:5], v1, s[10:11]
	s_mov_b32 s10, 0xffc00000
	s_mov_b32 s11, 0x41dfffff
	s_waitcnt vmcnt(0)
	v_and_or_b32 v2, 0x1ff, v5, v4
	v_lshrrev_b32_e32 v3, 8, v5
	v_bfe_u32 v6, v5, 20, 11
	v_cvt_f32_f64_e32 v15, v[4:5]
	v_lshrrev_b32_e32 v10, 16, v5
	v_cmp_ne_u32_e32 vcc_lo, 0, v2
	v_and_b32_e32 v12, 1, v4
	v_sub_nc_u32_e32 v7, 0x3f1, v6
	v_cmp_nlt_f64_e64 s2, 0x40dfffc0, v[4:5]
	v_cmp_nlt_f64_e64 s3, 0x40efffe0, v[4:5]
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_or_b32 v3, 0xffe, v3, v2
	v_med3_i32 v2, v7, 0, 13
	v_or_b32_e32 v7, 0x1000, v3
	v_cmp_ne_u32_e64 s1, 0, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v8, v2, v7
	v_lshlrev_b32_e32 v9, v2, v8
	v_add_nc_u32_e32 v2, 0xfffffc10, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ne_u32_e32 vcc_lo, v9, v7
	v_lshl_or_b32 v7, v2, 12, v3
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 1, v2
	v_cvt_f64_f32_e32 v[32:33], v15
	v_cvt_f16_f32_e32 v40, v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v6, v8, v6
	v_dual_cndmask_b32 v6, v7, v6 :: v_dual_mov_b32 v7, 0
	v_lshlrev_b32_e32 v17, 1, v0
	v_lshlrev_b32_e32 v3, 2, v0
	v_add_nc_u32_e32 v45, 0x2700, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v11, v7 :: v_dual_and_b32 v8, 7, v6
	v_lshrrev_b32_e32 v6, 2, v6
	v_mov_b32_e32 v9, v7
	v_dual_mov_b32 v13, v7 :: v_dual_add_nc_u32 v44, 0x2500, v0
	v_cmp_lt_i32_e32 vcc_lo, 5, v8
	v_cmp_eq_u32_e64 s0, 3, v8
	v_cndmask_b32_e64 v8, 0, 1, s1
	v_or_b32_e32 v46, 0x2800, v0
	v_add_nc_u32_e32 v28, 0x3500, v0
	v_add_nc_u32_e32 v27, 0x3600, v0
	s_or_b32 vcc_lo, s0, vcc_lo
	v_lshl_or_b32 v8, v8, 9, 0x7c00
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v6, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 31, v2
	v_add_nc_u32_e32 v26, 0x3700, v0
	v_or_b32_e32 v25, 0x3800, v0
	v_add_nc_u32_e32 v22, 0x4500, v0
	v_add_nc_u32_e32 v23, 0x4600, v0
	v_cndmask_b32_e32 v6, 0x7c00, v6, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0x40f, v2
	v_add_nc_u32_e32 v49, 0xe00, v17
	v_add_nc_u32_e32 v21, 0x4700, v0
	v_add_nc_u32_e32 v18, 0x6100, v0
	v_add_nc_u32_e32 v19, 0x6200, v0
	v_cndmask_b32_e32 v2, v6, v8, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 1, v12
	v_add_nc_u32_e32 v6, 0x2600, v0
	v_lshl_add_u32 v20, v0, 4, 0x6f000
	v_add_nc_u32_e32 v16, 0x600, v17
	v_and_or_b32 v47, 0x8000, v10, v2
	v_cndmask_b32_e64 v8, 0, -1, vcc_lo
	v_cndmask_b32_e64 v14, 0, 1, vcc_lo
	v_or_b32_e32 v2, 0x4800, v0
	v_add_nc_u32_e32 v0, 0x400, v3
	v_cvt_f32_f16_e32 v29, v47
	v_cvt_f64_i32_e32 v[34:35], v8
	v_cvt_f64_u32_e32 v[36:37], v14
	v_bfe_i32 v14, v4, 0, 8
	v_add_nc_u32_e32 v10, 0x400, v17
	v_cvt_f64_f32_e32 v[30:31], v29
	v_or_b32_e32 v24, 0x1000, v3
	v_add_nc_u32_e32 v42, 0x2800, v1
	v_bfe_i32 v59, v14, 0, 16
	v_add_nc_u32_e32 v48, 0x3000, v1
	v_and_b32_e32 v8, 0xff, v4
	s_clause 0x2
	global_store_b32 v0, v15, s[8:9]
	global_store_b16 v10, v47, s[8:9]
	global_store_b16 v16, v40, s[8:9]
	v_cvt_f64_i32_e32 v[38:39], v59
	v_cvt_f64_i32_e32 v[40:41], v5
	global_store_b32 v24, v29, s[8:9]
	v_cndmask_b32_e64 v43, 0, -1.0, vcc_lo
	v_cndmask_b32_e64 v0, 0, 1.0, vcc_lo
	v_or_b32_e32 v50, 0x1000, v17
	v_add_nc_u32_e32 v51, 0x2400, v3
	v_add_nc_u32_e32 v52, 0x2800, v3
	v_cvt_f16_f32_e32 v10, v43
	v_cvt_f16_f32_e32 v16, v0
	v_add_nc_u32_e32 v53, 0x5800, v1
	v_or_b32_e32 v54, 0x6000, v1
	v_add_nc_u32_e32 v55, 0x1a00, v17
	v_add_nc_u32_e32 v56, 0x1c00, v17
	v_add_nc_u32_e32 v57, 0x3c00, v3
	v_or_b32_e32 v58, 0x4000, v3
	v_add_nc_u32_e32 v24, 0x8800, v1
	v_cmp_le_f32_e32 vcc_lo, 0xc3000000, v29
	v_cmp_u_f32_e64 s0, v29, v29
	v_cmp_nlt_f32_e64 s1, 0x437f0000, v29
	global_store_b64 v48, v[32:33], s[8:9]
	v_cvt_f64_u32_e32 v[32:33], v5
	v_add_nc_u32_e32 v48, 0x2600, v17
	global_store_b64 v42, v[30:31], s[8:9]
	v_cvt_f64_u32_e32 v[30:31], v8
	s_clause 0x1
	global_store_b16 v49, v10, s[8:9]
	global_store_b16 v50, v16, s[8:9]
	v_bfe_i32 v16, v4, 0, 16
	s_clause 0x3
	global_store_b32 v51, v43, s[8:9]
	global_store_b32 v52, v0, s[8:9]
	global_store_b64 v53, v[34:35], s[8:9]
	global_store_b64 v54, v[36:37], s[8:9]
	v_cvt_f64_i32_e32 v[34:35], v16
	v_cvt_f16_i16_e32 v0, v14
	v_cvt_f16_u16_e32 v50, v8
	v_cvt_f32_i32_e32 v51, v59
	s_clause 0x1
	global_store_b16 v55, v0, s[8:9]
	global_store_b16 v56, v50, s[8:9]
	v_cvt_f32_ubyte0_e32 v0, v4
	v_add_nc_u32_e32 v42, 0x9000, v1
	global_store_b32 v57, v51, s[8:9]
	v_ldexp_f64 v[40:41], v[40:41], 32
	v_and_b32_e32 v10, 0xffff, v4
	s_clause 0x1
	global_store_b32 v58, v0, s[8:9]
	global_store_b64 v24, v[38:39], s[8:9]
	v_cvt_f64_u32_e32 v[38:39], v4
	v_xor_b32_e32 v50, v4, v5
	v_cvt_f64_u32_e32 v[36:37], v10
	v_cls_i32_e32 v53, v5
	v_cvt_f16_i16_e32 v24, v4
	v_or_b32_e32 v49, 0x2800, v17
	v_ashrrev_i32_e32 v50, 31, v50
	v_add_nc_u32_e32 v43, 0x5400, v3
	v_add_nc_u32_e32 v53, -1, v53
	v_add_nc_u32_e32 v51, 0x5800, v3
	v_add_nc_u32_e32 v52, 0xb800, v1
	v_add_nc_u32_e32 v50, 32, v50
	v_or_b32_e32 v54, 0xc000, v1
	v_or_b32_e32 v59, 0x36000, v1
	global_store_b64 v42, v[30:31], s[8:9]
	v_ldexp_f64 v[30:31], v[32:33], 32
	v_cvt_f16_u16_e32 v32, v4
	v_min_u32_e32 v50, v53, v50
	v_cvt_f32_i32_e32 v53, v16
	global_store_b16 v48, v24, s[8:9]
	v_cvt_f32_u32_e32 v48, v10
	global_store_b16 v49, v32, s[8:9]
	v_cvt_f64_i32_e32 v[32:33], v4
	global_store_b32 v43, v53, s[8:9]
	v_clz_i32_u32_e32 v42, v5
	s_clause 0x1
	global_store_b32 v51, v48, s[8:9]
	global_store_b64 v52, v[34:35], s[8:9]
	v_lshlrev_b64 v[34:35], v50, v[4:5]
	v_cvt_f32_u32_e32 v51, v4
	v_min_u32_e32 v55, 32, v42
	v_add_nc_u32_e32 v48, 0x3200, v17
	v_add_nc_u32_e32 v49, 0x3400, v17
	v_add_nc_u32_e32 v53, 0xe800, v1
	v_min_u32_e32 v34, 1, v34
	v_lshlrev_b64 v[42:43], v55, v[4:5]
	v_cvt_f16_f32_e32 v51, v51
	global_store_b64 v54, v[36:37], s[8:9]
	v_or_b32_e32 v52, v35, v34
	v_add_f64 v[34:35], v[40:41], v[38:39]
	v_min_u32_e32 v42, 1, v42
	v_cvt_f32_i32_e32 v37, v4
	global_store_b16 v49, v51, s[8:9]
	v_sub_nc_u32_e32 v49, 32, v50
	v_cvt_f32_i32_e32 v50, v52
	v_or_b32_e32 v42, v43, v42
	v_cvt_f16_f32_e32 v37, v37
	v_sub_nc_u32_e32 v51, 32, v55
	v_add_nc_u32_e32 v36, 0x6c00, v3
	v_or_b32_e32 v43, 0x7000, v3
	v_cvt_f32_u32_e32 v42, v42
	global_store_b16 v48, v37, s[8:9]
	v_add_f64 v[30:31], v[30:31], v[38:39]
	v_add_nc_u32_e32 v54, 0xf000, v1
	v_cvt_f32_i32_e32 v48, v4
	v_cvt_f32_u32_e32 v41, v4
	v_ldexp_f32 v49, v50, v49
	v_ldexp_f32 v42, v42, v51
	v_add_nc_u32_e32 v37, 0x3e00, v17
	v_or_b32_e32 v40, 0x4000, v17
	s_clause 0x1
	global_store_b32 v36, v48, s[8:9]
	global_store_b32 v43, v41, s[8:9]
	v_add_nc_u32_e32 v36, 0x8400, v3
	s_clause 0x1
	global_store_b64 v53, v[32:33], s[8:9]
	global_store_b64 v54, v[38:39], s[8:9]
	v_cvt_f16_f32_e32 v52, v49
	v_cvt_f16_f32_e32 v39, v42
	v_add_nc_u32_e32 v48, 0x8800, v3
	v_add_nc_u32_e32 v41, 0x11800, v1
	v_or_b32_e32 v43, 0x12000, v1
	s_clause 0x3
	global_store_b16 v37, v52, s[8:9]
	global_store_b16 v40, v39, s[8:9]
	global_store_b32 v36, v49, s[8:9]
	global_store_b32 v48, v42, s[8:9]
	v_cvt_i32_f32_e32 v36, v29
	v_add_nc_u32_e32 v50, 0x5200, v17
	v_add_nc_u32_e32 v32, 0x5400, v17
	global_store_b64 v41, v[34:35], s[8:9]
	v_add_nc_u32_e32 v33, 0x5600, v17
	v_cndmask_b32_e32 v34, 0xffffff80, v36, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42fe0000, v29
	v_or_b32_e32 v51, 0x5800, v17
	v_add_nc_u32_e32 v38, 0xb400, v3
	v_add_nc_u32_e32 v37, 0xbc00, v3
	v_or_b32_e32 v52, 0xc000, v3
	v_add_nc_u32_e32 v53, 0xb800, v3
	v_add_nc_u32_e32 v39, 0x18800, v1
	v_add_nc_u32_e32 v40, 0x19000, v1
	v_add_nc_u32_e32 v49, 0x19800, v1
	v_or_b32_e32 v54, 0x1a000, v1
	global_store_b64 v43, v[30:31], s[8:9]
	v_cvt_u32_f32_e32 v30, v29
	v_cndmask_b32_e32 v31, 0x7f, v34, vcc_lo
	v_cmp_nle_f32_e32 vcc_lo, 0, v29
	v_cvt_i16_f16_e32 v34, v47
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v35, v30, 0, vcc_lo
	v_cndmask_b32_e64 v30, v31, 0, s0
	s_clause 0x1
	global_store_b8 v44, v34, s[8:9]
	global_store_b8 v6, v34, s[8:9]
	v_cndmask_b32_e64 v6, 0xff, v35, s1
	global_store_b8 v45, v30, s[8:9]
	v_cmp_le_f32_e64 s1, 0xc7000000, v29
	global_store_b8 v46, v6, s[8:9]
	v_cndmask_b32_e64 v30, 0xffff8000, v36, s1
	v_cmp_nlt_f32_e64 s1, 0x46fffe00, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v6, 0x7fff, v30, s1
	v_cvt_u16_f16_e32 v30, v47
	v_cmp_nlt_f32_e64 s1, 0x477fff00, v29
	v_add_nc_u32_e32 v47, 0x20800, v1
	v_cndmask_b32_e64 v6, v6, 0, s0
	global_store_b16 v32, v30, s[8:9]
	v_cndmask_b32_e64 v30, -1, v35, s1
	global_store_b16 v50, v34, s[8:9]
	v_trunc_f32_e32 v34, v29
	v_cmp_le_f32_e64 s1, 0xcf000000, v29
	s_clause 0x1
	global_store_b16 v33, v6, s[8:9]
	global_store_b16 v51, v30, s[8:9]
	v_cvt_i32_f32_e32 v30, v29
	v_mul_f32_e64 v32, 0x2f800000, |v34|
	v_cndmask_b32_e64 v31, 0x80000000, v36, s1
	v_cmp_nlt_f32_e64 s1, 0x4effffff, v29
	v_cvt_u32_f32_e32 v6, v29
	v_add_nc_u32_e32 v50, 0x21000, v1
	v_floor_f32_e32 v36, v32
	v_trunc_f64_e32 v[32:33], v[4:5]
	v_cndmask_b32_e64 v31, 0x7fffffff, v31, s1
	v_cmp_nlt_f32_e64 s1, 0x4f7fffff, v29
	v_add_nc_u32_e32 v51, 0x21800, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v31, v31, 0, s0
	v_cndmask_b32_e64 v35, -1, v35, s1
	global_store_b32 v38, v30, s[8:9]
	v_fma_f32 v38, 0xcf800000, v36, |v34|
	s_clause 0x2
	global_store_b32 v53, v6, s[8:9]
	global_store_b32 v37, v31, s[8:9]
	global_store_b32 v52, v35, s[8:9]
	v_ashrrev_i32_e32 v37, 31, v34
	v_cvt_u32_f32_e32 v31, v38
	v_cvt_u32_f32_e32 v36, v36
	v_or_b32_e32 v38, 0x22000, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v52, v31, v37
	v_ashrrev_i32_e32 v31, 31, v30
	v_xor_b32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_3)
	v_sub_co_u32 v52, s1, v52, v37
	global_store_b64 v39, v[30:31], s[8:9]
	v_trunc_f32_e32 v31, v15
	v_mul_f32_e32 v35, 0x2f800000, v34
	v_sub_co_ci_u32_e64 v36, s1, v36, v37, s1
	v_cmp_nle_f32_e64 s1, 0xdf000000, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e64 v37, 0x2f800000, |v31|
	v_floor_f32_e32 v35, v35
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v34, 0xcf800000, v35
	v_cvt_u32_f32_e32 v30, v35
	v_cndmask_b32_e64 v35, v36, 0x80000000, s1
	v_cndmask_b32_e64 v36, v52, 0, s1
	v_cmp_lt_f32_e64 s1, 0x5effffff, v29
	v_cvt_u32_f32_e32 v34, v34
	v_floor_f32_e32 v52, v37
	v_cndmask_b32_e64 v30, v30, 0, vcc_lo
	v_add_nc_u32_e32 v44, 0xf400, v3
	v_cndmask_b32_e64 v36, v36, -1, s1
	v_cndmask_b32_e64 v39, v34, 0, vcc_lo
	v_cndmask_b32_e64 v34, v35, 0x7fffffff, s1
	v_cmp_lt_f32_e32 vcc_lo, 0x5f7fffff, v29
	v_cmp_le_f32_e64 s1, 0xc7000000, v15
	v_add_nc_u32_e32 v45, 0xf800, v3
	v_add_nc_u32_e32 v46, 0xfc00, v3
	v_cndmask_b32_e64 v35, v34, 0, s0
	v_cndmask_b32_e64 v34, v36, 0, s0
	global_store_b64 v40, v[6:7], s[8:9]
	v_fma_f32 v6, 0xcf800000, v52, |v31|
	v_cndmask_b32_e64 v30, v30, -1, vcc_lo
	v_cndmask_b32_e64 v29, v39, -1, vcc_lo
	global_store_b64 v49, v[34:35], s[8:9]
	v_cvt_i32_f32_e32 v35, v15
	v_ashrrev_i32_e32 v39, 31, v31
	v_cvt_u32_f32_e32 v6, v6
	global_store_b64 v54, v[29:30], s[8:9]
	v_cmp_le_f32_e32 vcc_lo, 0xc3000000, v15
	v_cvt_u32_f32_e32 v40, v52
	v_cvt_u32_f32_e32 v49, v15
	v_xor_b32_e32 v6, v6, v39
	v_cmp_u_f32_e64 s0, v15, v15
	v_cndmask_b32_e32 v29, 0xffffff80, v35, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42fe0000, v15
	v_xor_b32_e32 v30, v40, v39
	s_clause 0x1
	global_store_b8 v28, v35, s[8:9]
	global_store_b8 v27, v35, s[8:9]
	v_cndmask_b32_e64 v28, 0xffff8000, v35, s1
	v_cndmask_b32_e32 v40, 0x7f, v29, vcc_lo
	v_sub_co_u32 v29, vcc_lo, v6, v39
	v_sub_co_ci_u32_e32 v30, vcc_lo, v30, v39, vcc_lo
	v_cmp_nle_f32_e32 vcc_lo, 0, v15
	v_cmp_nlt_f32_e64 s1, 0x437f0000, v15
	v_ldexp_f64 v[36:37], v[32:33], 0xffffffe0
	v_cndmask_b32_e64 v40, v40, 0, s0
	v_add_nc_u32_e32 v42, 0x7200, v17
	v_cndmask_b32_e64 v39, v49, 0, vcc_lo
	v_add_nc_u32_e32 v48, 0x7600, v17
	v_add_nc_u32_e32 v41, 0x7400, v17
	v_or_b32_e32 v43, 0x7800, v17
	v_or_b32_e32 v55, 0x10000, v3
	v_cndmask_b32_e64 v27, 0xff, v39, s1
	v_cmp_nlt_f32_e64 s1, 0x46fffe00, v15
	global_store_b8 v26, v40, s[8:9]
	v_add_nc_u32_e32 v53, 0x9200, v17
	v_add_nc_u32_e32 v34, 0x9400, v17
	global_store_b8 v25, v27, s[8:9]
	v_cndmask_b32_e64 v26, 0x7fff, v28, s1
	v_cmp_nlt_f32_e64 s1, 0x477fff00, v15
	global_store_b16 v41, v49, s[8:9]
	v_add_nc_u32_e32 v6, 0x9600, v17
	v_or_b32_e32 v40, 0x9800, v17
	v_cndmask_b32_e64 v27, v26, 0, s0
	v_cndmask_b32_e64 v28, -1, v39, s1
	v_cmp_le_f32_e64 s1, 0xcf000000, v15
	global_store_b16 v42, v35, s[8:9]
	v_add_nc_u32_e32 v52, 0x13400, v3
	s_clause 0x1
	global_store_b16 v48, v27, s[8:9]
	global_store_b16 v43, v28, s[8:9]
	v_cndmask_b32_e64 v27, 0x80000000, v35, s1
	v_cmp_nlt_f32_e64 s1, 0x4effffff, v15
	global_store_b32 v44, v35, s[8:9]
	v_mul_f32_e32 v28, 0x2f800000, v31
	v_add_nc_u32_e32 v54, 0x13800, v3
	v_add_nc_u32_e32 v56, 0x13c00, v3
	v_cndmask_b32_e64 v27, 0x7fffffff, v27, s1
	v_cmp_nlt_f32_e64 s1, 0x4f7fffff, v15
	v_floor_f32_e32 v28, v28
	v_add_nc_u32_e32 v41, 0x28800, v1
	v_add_nc_u32_e32 v42, 0x29000, v1
	v_cndmask_b32_e64 v27, v27, 0, s0
	global_store_b32 v45, v49, s[8:9]
	v_cndmask_b32_e64 v39, -1, v39, s1
	v_cmp_nle_f32_e64 s1, 0xdf000000, v15
	v_floor_f64_e32 v[25:26], v[36:37]
	global_store_b32 v46, v27, s[8:9]
	v_cvt_i32_f64_e32 v36, v[4:5]
	global_store_b32 v55, v39, s[8:9]
	v_cndmask_b32_e64 v46, v30, 0x80000000, s1
	v_cndmask_b32_e64 v39, v29, 0, s1
	v_cmp_lt_f32_e64 s1, 0x5effffff, v15
	v_fmac_f32_e32 v31, 0xcf800000, v28
	v_cvt_u32_f32_e32 v28, v28
	v_cvt_u32_f64_e32 v45, v[4:5]
	v_or_b32_e32 v37, 0x14000, v3
	v_cndmask_b32_e64 v46, v46, 0x7fffffff, s1
	v_cndmask_b32_e64 v39, v39, -1, s1
	v_cmp_le_f64_e64 s1, 0xc0600000, v[4:5]
	v_cvt_u32_f32_e32 v27, v31
	global_store_b64 v47, v[29:30], s[8:9]
	v_cndmask_b32_e64 v30, v46, 0, s0
	v_cndmask_b32_e64 v29, v39, 0, s0
	v_cmp_nlt_f64_e64 s0, 0x405fc000, v[4:5]
	global_store_b64 v50, v[27:28], s[8:9]
	v_cndmask_b32_e64 v28, v28, 0, vcc_lo
	v_cndmask_b32_e64 v46, v27, 0, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0x5f7fffff, v15
	v_add_nc_u32_e32 v35, 0x29800, v1
	v_or_b32_e32 v43, 0x2a000, v1
	v_add_nc_u32_e32 v49, 0x2c800, v1
	v_add_nc_u32_e32 v50, 0x2d000, v1
	v_cndmask_b32_e64 v27, v28, -1, vcc_lo
	v_add_nc_u32_e32 v55, 0x2e800, v1
	v_add_nc_u32_e32 v60, 0x1b400, v3
	v_or_b32_e32 v61, 0x1c000, v3
	v_add_nc_u32_e32 v44, 0xaa00, v17
	v_add_nc_u32_e32 v48, 0xac00, v17
	v_add_nc_u32_e32 v57, 0xc600, v17
	v_or_b32_e32 v58, 0xc800, v17
	v_fma_f64 v[31:32], 0xc1f00000, v[25:26], v[32:33]
	v_cvt_i32_f64_e32 v33, v[25:26]
	v_cvt_u32_f64_e32 v28, v[25:26]
	v_cndmask_b32_e64 v26, v46, -1, vcc_lo
	v_cmp_nlt_f64_e32 vcc_lo, 0x406fe000, v[4:5]
	global_store_b64 v51, v[29:30], s[8:9]
	v_or_b32_e32 v46, 0x16000, v3
	v_add_nc_u32_e32 v51, 0x16c00, v3
	s_clause 0x1
	global_store_b64 v38, v[26:27], s[8:9]
	global_store_b8 v22, v36, s[8:9]
	v_or_b32_e32 v38, 0x17000, v3
	v_cvt_f32_f16_e32 v29, v4
	v_cndmask_b32_e64 v47, 0xffffff80, v36, s1
	v_cmp_nle_f64_e64 s1, 0, v[4:5]
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v39, 0x7f, v47, s0
	v_cmp_u_f64_e64 s0, v[4:5], v[4:5]
	v_add_nc_u32_e32 v47, 0x15c00, v3
	v_cvt_u32_f64_e32 v32, v[31:32]
	v_or_b32_e32 v31, 0x30000, v1
	v_cndmask_b32_e64 v15, v45, 0, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v22, 0xff, v15, vcc_lo
	v_cmp_le_f64_e32 vcc_lo, 0xc0e00000, v[4:5]
	v_cndmask_b32_e64 v25, v39, 0, s0
	global_store_b8 v23, v36, s[8:9]
	v_add_nc_u32_e32 v39, 0x2f000, v1
	global_store_b8 v2, v22, s[8:9]
	v_cndmask_b32_e64 v22, -1, v15, s3
	s_clause 0x1
	global_store_b8 v21, v25, s[8:9]
	global_store_b16 v53, v36, s[8:9]
	v_add_nc_u32_e32 v23, 0x2f800, v1
	v_add_nc_u32_e32 v53, 0x33800, v1
	v_bfe_i32 v25, v4, 0, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v26, 31, v25
	v_mov_b32_e32 v27, v32
	v_cndmask_b32_e32 v21, 0xffff8000, v36, vcc_lo
	v_cmp_nle_f64_e32 vcc_lo, 0xc3e00000, v[4:5]
	v_cndmask_b32_e64 v21, 0x7fff, v21, s2
	v_cmp_lt_f64_e64 s2, s[4:5], v[4:5]
	s_mov_b32 s5, 0x43efffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_f64_e64 s3, s[4:5], v[4:5]
	v_cmp_le_f64_e64 s4, 0xc1e00000, v[4:5]
	v_cndmask_b32_e64 v21, v21, 0, s0
	s_clause 0x1
	global_store_b16 v34, v45, s[8:9]
	global_store_b16 v6, v21, s[8:9]
	v_add_nc_u32_e32 v34, 0x19400, v3
	global_store_b16 v40, v22, s[8:9]
	v_add_nc_u32_e32 v40, 0x19800, v3
	v_cndmask_b32_e64 v6, v28, 0, s1
	v_ashrrev_i32_e32 v22, 31, v4
	v_cndmask_b32_e64 v2, v33, 0x80000000, vcc_lo
	v_cndmask_b32_e64 v21, 0x80000000, v36, s4
	v_cmp_nlt_f64_e64 s4, s[10:11], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v21, 0x7fffffff, v21, s4
	v_cmp_nlt_f64_e64 s4, s[6:7], v[4:5]
	v_cndmask_b32_e64 v21, v21, 0, s0
	global_store_b32 v52, v36, s[8:9]
	v_or_b32_e32 v36, 0x34000, v1
	v_add_nc_u32_e32 v52, 0x34800, v1
	global_store_b32 v56, v21, s[8:9]
	v_dual_mov_b32 v21, v4 :: v_dual_add_nc_u32 v56, 0x1b800, v3
	v_cndmask_b32_e64 v1, -1, v15, s4
	global_store_b32 v54, v45, s[8:9]
	v_add_nc_u32_e32 v45, 0x1a800, v3
	v_cndmask_b32_e64 v3, v32, 0, vcc_lo
	v_add_nc_u32_e32 v54, 0xd600, v17
	global_store_b32 v37, v1, s[8:9]
	v_cndmask_b32_e64 v1, v2, 0x7fffffff, s2
	v_cndmask_b32_e64 v17, v32, 0, s1
	v_cndmask_b32_e64 v3, v3, -1, s2
	v_lshrrev_b32_e32 v15, 16, v4
	global_store_b64 v42, v[27:28], s[8:9]
	v_cndmask_b32_e64 v2, v1, 0, s0
	v_cndmask_b32_e64 v28, v6, -1, s3
	v_cndmask_b32_e64 v1, v3, 0, s0
	global_store_b64 v41, v[32:33], s[8:9]
	v_cndmask_b32_e64 v27, v17, -1, s3
	v_cvt_f16_f32_e32 v6, v5
	v_cvt_f16_f32_e32 v17, v4
	global_store_b64 v35, v[1:2], s[8:9]
	v_cvt_i32_f32_e32 v32, v4
	v_cvt_f16_i16_e32 v35, v15
	v_cvt_f32_f16_e32 v30, v15
	v_pack_b32_f16 v33, v17, v6
	v_cvt_i32_f32_e32 v6, v5
	v_ashrrev_i32_e32 v15, 31, v14
	v_cvt_f32_ubyte3_e32 v3, v4
	v_cvt_f32_ubyte2_e32 v2, v4
	v_cvt_f32_ubyte1_e32 v1, v4
	v_ashrrev_i32_e32 v17, 31, v16
	v_perm_b32 v32, v6, v32, 0x5040100
	v_pack_b32_f16 v24, v24, v35
	v_mov_b32_e32 v6, v4
	s_clause 0x1c
	global_store_b64 v43, v[27:28], s[8:9]
	global_store_b16 v44, v14, s[8:9]
	global_store_b16 v48, v8, s[8:9]
	global_store_b32 v47, v14, s[8:9]
	global_store_b32 v46, v8, s[8:9]
	global_store_b64 v49, v[14:15], s[8:9]
	global_store_b64 v50, v[8:9], s[8:9]
	global_store_b32 v51, v16, s[8:9]
	global_store_b32 v38, v10, s[8:9]
	global_store_b64 v55, v[16:17], s[8:9]
	global_store_b64 v39, v[10:11], s[8:9]
	global_store_b64 v23, v[21:22], s[8:9]
	global_store_b64 v31, v[6:7], s[8:9]
	global_store_b8 v18, v25, s[8:9]
	global_store_b8 v19, v12, s[8:9]
	global_store_b16 v57, v25, s[8:9]
	global_store_b16 v58, v12, s[8:9]
	global_store_b32 v34, v25, s[8:9]
	global_store_b32 v40, v12, s[8:9]
	global_store_b64 v53, v[25:26], s[8:9]
	global_store_b64 v36, v[12:13], s[8:9]
	global_store_b64 v52, v[4:5], s[8:9]
	global_store_b32 v45, v4, s[8:9]
	global_store_b16 v54, v4, s[8:9]
	global_store_b64 v59, v[29:30], s[8:9]
	global_store_b32 v60, v33, s[8:9]
	global_store_b32 v56, v24, s[8:9]
	global_store_b128 v20, v[0:3], s[8:9]
	global_store_b32 v61, v32, s[8:9]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel convert_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 1
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4056
; NumSgprs: 14
; NumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 62
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	".note.GNU-stack","",@progbits
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
    .name:           convert_div
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         convert_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
