	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	convert_div                     ; -- Begin function convert_div
	.p2align	8
	.type	convert_div,@function
convert_div:                            ; @convert_div
; %bb.0:                                ; %entry
	s_load_b128 s[8:11], s[2:3], 0x0
	v_dual_mov_b32 v3, 0 :: v_dual_and_b32 v2, 0x3ff, v0
	s_mov_b32 s12, 0xffc00000
	s_mov_b32 s13, 0x41dfffff
	s_mov_b32 s14, 0xffe00000
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v11, 3, v2
	v_dual_mov_b32 v5, v3 :: v_dual_lshlrev_b32 v38, 1, v2
	v_dual_mov_b32 v7, v3 :: v_dual_add_nc_u32 v40, 0x2600, v2
	v_dual_mov_b32 v9, v3 :: v_dual_add_nc_u32 v44, 0x3600, v2
	v_lshlrev_b32_e32 v37, 2, v2
	v_add_nc_u32_e32 v41, 0x2700, v2
	v_or_b32_e32 v42, 0x2800, v2
	v_add_nc_u32_e32 v45, 0x3700, v2
	v_or_b32_e32 v46, 0x3800, v2
	v_add_nc_u32_e32 v15, 0x4500, v2
	v_add_nc_u32_e32 v16, 0x4600, v2
	s_wait_kmcnt 0x0
	global_load_b64 v[0:1], v11, s[10:11]
	v_add_nc_u32_e32 v39, 0x2500, v2
	v_add_nc_u32_e32 v43, 0x3500, v2
	v_add_nc_u32_e32 v17, 0x4700, v2
	v_or_b32_e32 v18, 0x4800, v2
	v_add_nc_u32_e32 v12, 0x6100, v2
	v_add_nc_u32_e32 v13, 0x6200, v2
	v_lshl_add_u32 v14, v2, 4, 0x6f000
	v_add_nc_u32_e32 v28, 0x400, v37
	v_add_nc_u32_e32 v30, 0x600, v38
	v_add_nc_u32_e32 v29, 0x400, v38
	v_or_b32_e32 v32, 0x1000, v37
	v_add_nc_u32_e32 v35, 0xe00, v38
	v_or_b32_e32 v36, 0x1000, v38
	v_add_nc_u32_e32 v48, 0x2800, v37
	v_add_nc_u32_e32 v51, 0x1a00, v38
	v_add_nc_u32_e32 v52, 0x1c00, v38
	v_add_nc_u32_e32 v53, 0x3c00, v37
	v_or_b32_e32 v54, 0x4000, v37
	v_add_nc_u32_e32 v57, 0x2600, v38
	v_or_b32_e32 v58, 0x2800, v38
	v_add_nc_u32_e32 v59, 0x5400, v37
	v_add_nc_u32_e32 v60, 0x5800, v37
	v_add_nc_u32_e32 v63, 0x3200, v38
	v_add_nc_u32_e32 v64, 0x3400, v38
	v_add_nc_u32_e32 v66, 0x6c00, v37
	v_or_b32_e32 v67, 0x7000, v37
	v_add_nc_u32_e32 v70, 0x3e00, v38
	v_or_b32_e32 v71, 0x4000, v38
	v_add_nc_u32_e32 v72, 0x8400, v37
	v_add_nc_u32_e32 v73, 0x8800, v37
	v_add_nc_u32_e32 v76, 0x5200, v38
	v_add_nc_u32_e32 v77, 0x5400, v38
	v_add_nc_u32_e32 v78, 0x5600, v38
	v_or_b32_e32 v79, 0x5800, v38
	v_add_nc_u32_e32 v90, 0x7200, v38
	v_add_nc_u32_e32 v91, 0x7400, v38
	v_add_nc_u32_e32 v92, 0x7600, v38
	v_or_b32_e32 v93, 0x7800, v38
	v_add_nc_u32_e32 v97, 0xc600, v38
	v_or_b32_e32 v98, 0xc800, v38
	s_mov_b32 s10, -1
	s_mov_b32 s11, 0x43dfffff
	s_mov_b32 s15, 0x41efffff
	v_add_nc_u32_e32 v47, 0x2400, v37
	s_wait_loadcnt 0x0
	v_and_or_b32 v4, 0x1ff, v1, v0
	v_lshrrev_b32_e32 v6, 8, v1
	v_bfe_u32 v8, v1, 20, 11
	v_cmp_le_f64_e64 s3, 0xc1e00000, v[0:1]
	v_cmp_nle_f64_e64 s5, 0xc3e00000, v[0:1]
	v_cmp_ne_u32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v10, 0x3f1, v8
	v_add_nc_u32_e32 v2, 0xfffffc10, v8
	v_cndmask_b32_e64 v4, 0, 1, vcc_lo
	v_and_or_b32 v4, 0xffe, v6, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_med3_i32 v6, v10, 0, 13
	v_or_b32_e32 v10, 0x1000, v4
	v_lshl_or_b32 v8, v2, 12, v4
	v_cmp_ne_u32_e64 s1, 0, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v19, v6, v10
	v_cndmask_b32_e64 v4, 0, 1, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v6, v6, v19
	v_lshl_or_b32 v4, v4, 9, 0x7c00
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_ne_u32_e32 vcc_lo, v6, v10
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 1, v2
	v_or_b32_e32 v6, v19, v6
	v_cvt_f32_f64_e32 v19, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v6, v8, v6, vcc_lo
	v_and_b32_e32 v8, 7, v6
	v_lshrrev_b32_e32 v6, 2, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_lt_i32_e32 vcc_lo, 5, v8
	v_cmp_eq_u32_e64 s0, 3, v8
	v_lshrrev_b32_e32 v8, 16, v1
	s_or_b32 vcc_lo, s0, vcc_lo
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v6, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 31, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v6, 0x7c00, v6, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0x40f, v2
	v_dual_cndmask_b32 v2, v6, v4 :: v_dual_add_nc_u32 v33, 0x2800, v11
	v_add_nc_u32_e32 v34, 0x3000, v11
	v_cvt_f64_f32_e32 v[22:23], v19
	v_cvt_f16_f32_e32 v31, v19
	s_delay_alu instid0(VALU_DEP_4)
	v_and_or_b32 v2, 0x8000, v8, v2
	v_and_b32_e32 v8, 1, v0
	s_clause 0x1
	global_store_b32 v28, v19, s[8:9]
	global_store_b16 v29, v2, s[8:9]
	v_cvt_f32_f16_e32 v65, v2
	v_cmp_eq_u32_e32 vcc_lo, 1, v8
	global_store_b16 v30, v31, s[8:9]
	v_cvt_f64_i32_e32 v[30:31], v1
	v_add_nc_u32_e32 v49, 0x5800, v11
	v_cvt_f64_f32_e32 v[20:21], v65
	v_cndmask_b32_e64 v4, 0, -1, vcc_lo
	v_cndmask_b32_e64 v10, 0, 1, vcc_lo
	global_store_b32 v32, v65, s[8:9]
	v_cndmask_b32_e64 v6, 0, -1.0, vcc_lo
	v_cndmask_b32_e64 v89, 0, 1.0, vcc_lo
	v_cvt_f64_i32_e32 v[24:25], v4
	v_cvt_f64_u32_e32 v[26:27], v10
	v_bfe_i32 v10, v0, 0, 8
	v_and_b32_e32 v4, 0xff, v0
	v_or_b32_e32 v50, 0x6000, v11
	v_add_nc_u32_e32 v55, 0x8800, v11
	v_add_nc_u32_e32 v56, 0x9000, v11
	v_bfe_i32 v88, v10, 0, 16
	v_add_nc_u32_e32 v61, 0xb800, v11
	v_or_b32_e32 v62, 0xc000, v11
	v_add_nc_u32_e32 v68, 0xe800, v11
	v_add_nc_u32_e32 v69, 0xf000, v11
	v_cvt_f64_i32_e32 v[28:29], v88
	v_add_nc_u32_e32 v74, 0x11800, v11
	v_cmp_le_f32_e32 vcc_lo, 0xc3000000, v65
	v_or_b32_e32 v75, 0x12000, v11
	v_cmp_u_f32_e64 s0, v65, v65
	v_cmp_nlt_f32_e64 s1, 0x437f0000, v65
	v_add_nc_u32_e32 v84, 0x18800, v11
	v_add_nc_u32_e32 v85, 0x19000, v11
	v_add_nc_u32_e32 v86, 0x19800, v11
	v_or_b32_e32 v87, 0x1a000, v11
	v_add_nc_u32_e32 v94, 0x2d000, v11
	v_add_nc_u32_e32 v96, 0x2f800, v11
	v_cmp_nlt_f32_e64 s2, 0x477fff00, v19
	v_cmp_lt_f32_e64 s4, 0x5f7fffff, v19
	v_cmp_lt_f32_e64 s6, 0x5effffff, v19
	global_store_b64 v34, v[22:23], s[8:9]
	v_cvt_f16_f32_e32 v23, v89
	v_bfe_i32 v34, v0, 0, 16
	global_store_b64 v33, v[20:21], s[8:9]
	v_cvt_f64_u32_e32 v[21:22], v1
	v_cvt_f16_f32_e32 v20, v6
	v_cvt_f64_u32_e32 v[32:33], v4
	global_store_b16 v36, v23, s[8:9]
	v_cls_i32_e32 v36, v1
	s_clause 0x4
	global_store_b16 v35, v20, s[8:9]
	global_store_b32 v47, v6, s[8:9]
	global_store_b32 v48, v89, s[8:9]
	global_store_b64 v49, v[24:25], s[8:9]
	global_store_b64 v50, v[26:27], s[8:9]
	v_cvt_f64_i32_e32 v[23:24], v34
	v_cvt_f16_i16_e32 v20, v10
	v_cvt_f16_u16_e32 v35, v4
	v_cvt_f32_i32_e32 v27, v88
	s_clause 0x1
	global_store_b16 v51, v20, s[8:9]
	global_store_b16 v52, v35, s[8:9]
	v_cvt_f32_ubyte0_e32 v20, v0
	v_and_b32_e32 v6, 0xffff, v0
	global_store_b32 v53, v27, s[8:9]
	v_xor_b32_e32 v35, v0, v1
	v_cvt_f16_i16_e32 v51, v0
	s_clause 0x1
	global_store_b32 v54, v20, s[8:9]
	global_store_b64 v55, v[28:29], s[8:9]
	v_cvt_f64_u32_e32 v[27:28], v0
	v_ldexp_f64 v[29:30], v[30:31], 32
	v_cvt_f64_u32_e32 v[25:26], v6
	v_ashrrev_i32_e32 v35, 31, v35
	v_add_nc_u32_e32 v31, -1, v36
	v_cvt_f32_u32_e32 v54, v6
	v_add_nc_u32_e32 v55, 0x21000, v11
	v_add_nc_u32_e32 v88, 0xac00, v38
	v_add_nc_u32_e32 v35, 32, v35
	v_ldexp_f64 v[21:22], v[21:22], 32
	s_delay_alu instid0(VALU_DEP_2)
	v_min_u32_e32 v52, v31, v35
	global_store_b64 v56, v[32:33], s[8:9]
	v_clz_i32_u32_e32 v32, v1
	v_cvt_f16_u16_e32 v33, v0
	v_cvt_f32_i32_e32 v35, v34
	global_store_b16 v57, v51, s[8:9]
	v_add_nc_u32_e32 v56, 0x21800, v11
	v_min_u32_e32 v53, 32, v32
	s_clause 0x3
	global_store_b16 v58, v33, s[8:9]
	global_store_b32 v59, v35, s[8:9]
	global_store_b32 v60, v54, s[8:9]
	global_store_b64 v61, v[23:24], s[8:9]
	v_lshlrev_b64_e32 v[23:24], v52, v[0:1]
	v_cvt_f64_i32_e32 v[31:32], v0
	v_lshlrev_b64_e32 v[35:36], v53, v[0:1]
	v_add_nc_u32_e32 v54, 0x20800, v11
	v_or_b32_e32 v57, 0x22000, v11
	v_add_nc_u32_e32 v58, 0x9200, v38
	v_min_u32_e32 v23, 1, v23
	v_add_nc_u32_e32 v59, 0x9400, v38
	v_min_u32_e32 v33, 1, v35
	v_add_nc_u32_e32 v60, 0x9600, v38
	v_or_b32_e32 v61, 0x9800, v38
	v_or_b32_e32 v35, v24, v23
	v_add_f64_e32 v[23:24], v[29:30], v[27:28]
	global_store_b64 v62, v[25:26], s[8:9]
	v_cvt_f32_i32_e32 v25, v0
	v_or_b32_e32 v26, v36, v33
	v_cvt_f32_u32_e32 v33, v0
	v_cvt_f32_u32_e32 v29, v0
	v_cvt_f32_i32_e32 v30, v35
	v_cvt_f16_f32_e32 v25, v25
	v_cvt_f32_u32_e32 v26, v26
	v_cvt_f16_f32_e32 v33, v33
	v_cvt_f32_f16_e32 v36, v0
	v_ashrrev_i32_e32 v35, 31, v34
	v_add_f64_e32 v[21:22], v[21:22], v[27:28]
	s_clause 0x1
	global_store_b16 v63, v25, s[8:9]
	global_store_b16 v64, v33, s[8:9]
	v_cvt_f32_i32_e32 v25, v0
	global_store_b32 v67, v29, s[8:9]
	v_sub_nc_u32_e32 v29, 32, v53
	v_add_nc_u32_e32 v53, 0x28800, v11
	v_add_nc_u32_e32 v67, 0x29800, v11
	global_store_b32 v66, v25, s[8:9]
	v_sub_nc_u32_e32 v25, 32, v52
	v_ldexp_f32 v26, v26, v29
	global_store_b64 v69, v[27:28], s[8:9]
	v_add_nc_u32_e32 v66, 0x29000, v11
	v_add_nc_u32_e32 v69, 0xaa00, v38
	v_ldexp_f32 v25, v30, v25
	global_store_b64 v68, v[31:32], s[8:9]
	v_cvt_f16_f32_e32 v27, v26
	v_or_b32_e32 v68, 0x2a000, v11
	v_cvt_u32_f32_e32 v33, v19
	v_cvt_f16_f32_e32 v29, v25
	v_cvt_i32_f32_e32 v31, v1
	global_store_b16 v71, v27, s[8:9]
	v_add_nc_u32_e32 v71, 0x2c800, v11
	s_clause 0x2
	global_store_b16 v70, v29, s[8:9]
	global_store_b32 v72, v25, s[8:9]
	global_store_b32 v73, v26, s[8:9]
	v_cvt_i32_f32_e32 v25, v65
	global_store_b64 v74, v[23:24], s[8:9]
	v_add_nc_u32_e32 v73, 0x2e800, v11
	v_add_nc_u32_e32 v74, 0x2f000, v11
	v_cndmask_b32_e32 v23, 0xffffff80, v25, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42fe0000, v65
	global_store_b64 v75, v[21:22], s[8:9]
	v_cvt_u32_f32_e32 v21, v65
	v_cndmask_b32_e32 v22, 0x7f, v23, vcc_lo
	v_cmp_nle_f32_e32 vcc_lo, 0, v65
	v_cvt_i16_f16_e32 v23, v2
	v_cvt_u16_f16_e32 v2, v2
	v_add_nc_u32_e32 v80, 0xb400, v37
	v_add_nc_u32_e32 v81, 0xb800, v37
	v_cndmask_b32_e64 v24, v21, 0, vcc_lo
	v_cndmask_b32_e64 v21, v22, 0, s0
	s_clause 0x1
	global_store_b8 v39, v23, s[8:9]
	global_store_b8 v40, v23, s[8:9]
	v_add_nc_u32_e32 v82, 0xbc00, v37
	v_cndmask_b32_e64 v22, 0xff, v24, s1
	global_store_b8 v41, v21, s[8:9]
	v_cmp_le_f32_e64 s1, 0xc7000000, v65
	v_or_b32_e32 v83, 0xc000, v37
	v_or_b32_e32 v75, 0x30000, v11
	s_clause 0x1
	global_store_b8 v42, v22, s[8:9]
	global_store_b16 v76, v23, s[8:9]
	v_cndmask_b32_e64 v21, 0xffff8000, v25, s1
	v_cmp_nlt_f32_e64 s1, 0x46fffe00, v65
	v_add_nc_u32_e32 v47, 0xf400, v37
	v_add_nc_u32_e32 v48, 0xf800, v37
	v_add_nc_u32_e32 v49, 0xfc00, v37
	v_or_b32_e32 v50, 0x10000, v37
	v_cndmask_b32_e64 v26, 0x7fff, v21, s1
	v_trunc_f64_e32 v[21:22], v[0:1]
	v_cmp_nlt_f32_e64 s1, 0x477fff00, v65
	v_add_nc_u32_e32 v62, 0x13400, v37
	v_add_nc_u32_e32 v63, 0x13800, v37
	v_cndmask_b32_e64 v23, v26, 0, s0
	global_store_b16 v77, v2, s[8:9]
	v_cndmask_b32_e64 v2, -1, v24, s1
	v_cmp_le_f32_e64 s1, 0xcf000000, v65
	v_trunc_f32_e32 v26, v65
	global_store_b16 v78, v23, s[8:9]
	v_cvt_i32_f32_e32 v23, v65
	global_store_b16 v79, v2, s[8:9]
	v_cndmask_b32_e64 v25, 0x80000000, v25, s1
	v_cmp_nlt_f32_e64 s1, 0x4effffff, v65
	v_mul_f32_e64 v27, 0x2f800000, |v26|
	v_cvt_u32_f32_e32 v2, v65
	global_store_b32 v80, v23, s[8:9]
	v_ashrrev_i32_e32 v28, 31, v26
	v_cndmask_b32_e64 v25, 0x7fffffff, v25, s1
	v_floor_f32_e32 v27, v27
	v_cmp_nlt_f32_e64 s1, 0x4f7fffff, v65
	v_add_nc_u32_e32 v77, 0x33800, v11
	v_or_b32_e32 v78, 0x34000, v11
	v_cndmask_b32_e64 v25, v25, 0, s0
	global_store_b32 v81, v2, s[8:9]
	v_cndmask_b32_e64 v24, -1, v24, s1
	v_add_nc_u32_e32 v79, 0x34800, v11
	v_add_nc_u32_e32 v81, 0xd600, v38
	global_store_b32 v82, v25, s[8:9]
	v_fma_f32 v25, 0xcf800000, v27, |v26|
	global_store_b32 v83, v24, s[8:9]
	v_ashrrev_i32_e32 v24, 31, v23
	v_or_b32_e32 v82, 0x36000, v11
	v_cvt_u32_f32_e32 v11, v27
	v_cvt_u32_f32_e32 v25, v25
	v_mul_f32_e32 v27, 0x2f800000, v26
	global_store_b64 v84, v[23:24], s[8:9]
	v_trunc_f32_e32 v38, v19
	v_ldexp_f64 v[23:24], v[21:22], 0xffffffe0
	v_xor_b32_e32 v25, v25, v28
	v_xor_b32_e32 v11, v11, v28
	v_floor_f32_e32 v27, v27
	v_add_nc_u32_e32 v52, 0x13c00, v37
	v_or_b32_e32 v64, 0x14000, v37
	v_sub_co_u32 v25, s1, v25, v28
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v11, s1, v11, v28, s1
	v_cmp_nle_f32_e64 s1, 0xdf000000, v65
	v_fmac_f32_e32 v26, 0xcf800000, v27
	v_mul_f32_e64 v28, 0x2f800000, |v38|
	v_cvt_u32_f32_e32 v27, v27
	v_add_nc_u32_e32 v70, 0x15c00, v37
	v_cndmask_b32_e64 v11, v11, 0x80000000, s1
	v_cndmask_b32_e64 v25, v25, 0, s1
	v_cmp_lt_f32_e64 s1, 0x5effffff, v65
	v_cvt_u32_f32_e32 v26, v26
	v_floor_f32_e32 v30, v28
	v_cndmask_b32_e64 v27, v27, 0, vcc_lo
	v_or_b32_e32 v89, 0x16000, v37
	v_cndmask_b32_e64 v11, v11, 0x7fffffff, s1
	v_cndmask_b32_e64 v25, v25, -1, s1
	v_cndmask_b32_e64 v29, v26, 0, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0x5f7fffff, v65
	v_cmp_nlt_f32_e64 s1, 0x437f0000, v19
	v_cndmask_b32_e64 v26, v11, 0, s0
	v_cndmask_b32_e64 v25, v25, 0, s0
	global_store_b64 v85, v[2:3], s[8:9]
	v_fma_f32 v2, 0xcf800000, v30, |v38|
	v_cndmask_b32_e64 v28, v27, -1, vcc_lo
	v_cndmask_b32_e64 v27, v29, -1, vcc_lo
	global_store_b64 v86, v[25:26], s[8:9]
	v_cvt_i32_f32_e32 v11, v19
	v_ashrrev_i32_e32 v29, 31, v38
	v_cvt_u32_f32_e32 v2, v2
	global_store_b64 v87, v[27:28], s[8:9]
	v_cmp_le_f32_e32 vcc_lo, 0xc3000000, v19
	v_cvt_u32_f32_e32 v26, v30
	v_cmp_u_f32_e64 s0, v19, v19
	v_xor_b32_e32 v2, v2, v29
	global_store_b8 v43, v11, s[8:9]
	v_cndmask_b32_e32 v25, 0xffffff80, v11, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42fe0000, v19
	v_xor_b32_e32 v27, v26, v29
	v_cvt_i32_f32_e32 v30, v0
	v_cvt_i32_f64_e32 v43, v[0:1]
	v_add_nc_u32_e32 v72, 0x16c00, v37
	v_cndmask_b32_e32 v28, 0x7f, v25, vcc_lo
	v_floor_f64_e32 v[24:25], v[23:24]
	v_sub_co_u32 v26, vcc_lo, v2, v29
	v_sub_co_ci_u32_e32 v27, vcc_lo, v27, v29, vcc_lo
	v_cmp_nle_f32_e32 vcc_lo, 0, v19
	v_cndmask_b32_e64 v23, v28, 0, s0
	global_store_b8 v44, v11, s[8:9]
	v_lshrrev_b32_e32 v2, 16, v0
	v_or_b32_e32 v95, 0x17000, v37
	v_cndmask_b32_e64 v40, v33, 0, vcc_lo
	v_add_nc_u32_e32 v42, 0x19400, v37
	v_add_nc_u32_e32 v76, 0x19800, v37
	v_add_nc_u32_e32 v80, 0x1a800, v37
	v_add_nc_u32_e32 v65, 0x1b400, v37
	v_cndmask_b32_e64 v28, 0xff, v40, s1
	global_store_b8 v45, v23, s[8:9]
	v_cmp_le_f32_e64 s1, 0xc7000000, v19
	v_cndmask_b32_e64 v32, -1, v40, s2
	v_cmp_le_f32_e64 s2, 0xcf000000, v19
	s_clause 0x1
	global_store_b8 v46, v28, s[8:9]
	global_store_b16 v90, v11, s[8:9]
	v_cndmask_b32_e64 v23, 0xffff8000, v11, s1
	v_cmp_nlt_f32_e64 s1, 0x46fffe00, v19
	v_perm_b32 v46, v31, v30, 0x5040100
	global_store_b16 v93, v32, s[8:9]
	v_add_nc_u32_e32 v83, 0x1b800, v37
	v_or_b32_e32 v84, 0x1c000, v37
	v_cndmask_b32_e64 v23, 0x7fff, v23, s1
	v_cvt_f32_f16_e32 v37, v2
	v_cvt_f16_i16_e32 v2, v2
	v_cvt_u32_f64_e32 v44, v[0:1]
	v_cmp_nle_f64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v23, v23, 0, s0
	global_store_b16 v91, v33, s[8:9]
	v_cvt_f16_f32_e32 v29, v1
	v_cvt_f16_f32_e32 v28, v0
	v_bfe_i32 v32, v0, 0, 1
	global_store_b16 v92, v23, s[8:9]
	v_cndmask_b32_e64 v23, 0x80000000, v11, s2
	v_cmp_nlt_f32_e64 s2, 0x4effffff, v19
	v_fma_f64 v[30:31], 0xc1f00000, v[24:25], v[21:22]
	v_cvt_i32_f64_e32 v39, v[24:25]
	v_cvt_u32_f64_e32 v25, v[24:25]
	global_store_b32 v47, v11, s[8:9]
	v_cndmask_b32_e64 v21, 0x7fffffff, v23, s2
	v_cmp_nlt_f32_e64 s2, 0x4f7fffff, v19
	v_pack_b32_f16 v47, v51, v2
	v_mul_f32_e32 v2, 0x2f800000, v38
	v_pack_b32_f16 v45, v28, v29
	v_cndmask_b32_e64 v41, v21, 0, s0
	global_store_b32 v48, v33, s[8:9]
	v_cndmask_b32_e64 v24, -1, v40, s2
	v_cmp_le_f64_e64 s2, 0xc0600000, v[0:1]
	v_floor_f32_e32 v2, v2
	global_store_b32 v49, v41, s[8:9]
	v_ashrrev_i32_e32 v29, 31, v0
	global_store_b32 v50, v24, s[8:9]
	v_mov_b32_e32 v28, v0
	v_fmac_f32_e32 v38, 0xcf800000, v2
	v_cvt_u32_f32_e32 v41, v2
	v_cndmask_b32_e64 v2, 0x80000000, v43, s3
	v_cmp_nle_f32_e64 s3, 0xdf000000, v19
	v_cvt_f32_ubyte3_e32 v23, v0
	v_cvt_f32_ubyte2_e32 v22, v0
	v_cvt_f32_ubyte1_e32 v21, v0
	v_ashrrev_i32_e32 v11, 31, v10
	v_cndmask_b32_e64 v19, v26, 0, s3
	v_ashrrev_i32_e32 v33, 31, v32
	v_cndmask_b32_e64 v48, v44, 0, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v19, v19, -1, s6
	v_cndmask_b32_e64 v50, v39, 0x80000000, s5
	v_cndmask_b32_e64 v51, v25, 0, s1
	v_cndmask_b32_e64 v40, 0xffffff80, v43, s2
	v_cmp_le_f64_e64 s2, 0xc0e00000, v[0:1]
	v_cndmask_b32_e64 v24, 0xffff8000, v43, s2
	v_cmp_nlt_f64_e64 s2, 0x405fc000, v[0:1]
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v49, 0x7f, v40, s2
	v_cvt_u32_f32_e32 v40, v38
	v_cvt_u32_f64_e32 v38, v[30:31]
	v_cndmask_b32_e64 v31, v27, 0x80000000, s3
	global_store_b64 v54, v[26:27], s[8:9]
	v_cndmask_b32_e64 v26, v19, 0, s0
	global_store_b64 v55, v[40:41], s[8:9]
	v_cmp_u_f64_e64 s2, v[0:1], v[0:1]
	v_cndmask_b32_e64 v31, v31, 0x7fffffff, s6
	v_cndmask_b32_e64 v30, v41, 0, vcc_lo
	v_cmp_lt_f64_e64 s3, s[10:11], v[0:1]
	s_mov_b32 s11, 0x43efffff
	v_cndmask_b32_e64 v40, v40, 0, vcc_lo
	v_cndmask_b32_e64 v27, v31, 0, s0
	v_cmp_nlt_f64_e64 s0, 0x406fe000, v[0:1]
	v_cmp_nlt_f64_e32 vcc_lo, s[14:15], v[0:1]
	v_cmp_lt_f64_e64 s6, s[10:11], v[0:1]
	v_cndmask_b32_e64 v31, v30, -1, s4
	v_cndmask_b32_e64 v30, v40, -1, s4
	v_cndmask_b32_e64 v49, v49, 0, s2
	v_cndmask_b32_e64 v19, 0xff, v48, s0
	v_cmp_nlt_f64_e64 s0, 0x40dfffc0, v[0:1]
	s_clause 0x5
	global_store_b64 v56, v[26:27], s[8:9]
	global_store_b64 v57, v[30:31], s[8:9]
	global_store_b8 v15, v43, s[8:9]
	global_store_b8 v16, v43, s[8:9]
	global_store_b8 v17, v49, s[8:9]
	global_store_b8 v18, v19, s[8:9]
	v_cndmask_b32_e64 v16, v38, 0, s5
	v_cndmask_b32_e64 v15, v50, 0x7fffffff, s3
	v_cndmask_b32_e64 v17, v38, 0, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v19, v16, -1, s3
	v_cndmask_b32_e64 v16, v51, -1, s6
	v_cndmask_b32_e64 v18, v15, 0, s2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v15, v17, -1, s6
	v_cndmask_b32_e64 v17, v19, 0, s2
	v_cndmask_b32_e64 v24, 0x7fff, v24, s0
	v_cmp_nlt_f64_e64 s0, 0x40efffe0, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v24, v24, 0, s2
	v_cndmask_b32_e64 v41, -1, v48, s0
	v_cmp_nlt_f64_e64 s0, s[12:13], v[0:1]
	v_cndmask_b32_e32 v48, -1, v48, vcc_lo
	s_clause 0x3
	global_store_b16 v58, v43, s[8:9]
	global_store_b16 v59, v44, s[8:9]
	global_store_b16 v60, v24, s[8:9]
	global_store_b16 v61, v41, s[8:9]
	v_mov_b32_e32 v24, v38
	v_cndmask_b32_e64 v2, 0x7fffffff, v2, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v40, v2, 0, s2
	v_mov_b32_e32 v2, v0
	s_clause 0x1f
	global_store_b32 v62, v43, s[8:9]
	global_store_b32 v63, v44, s[8:9]
	global_store_b32 v52, v40, s[8:9]
	global_store_b32 v64, v48, s[8:9]
	global_store_b64 v53, v[38:39], s[8:9]
	global_store_b64 v66, v[24:25], s[8:9]
	global_store_b64 v67, v[17:18], s[8:9]
	global_store_b64 v68, v[15:16], s[8:9]
	global_store_b16 v69, v10, s[8:9]
	global_store_b16 v88, v4, s[8:9]
	global_store_b32 v70, v10, s[8:9]
	global_store_b32 v89, v4, s[8:9]
	global_store_b64 v71, v[10:11], s[8:9]
	global_store_b64 v94, v[4:5], s[8:9]
	global_store_b32 v72, v34, s[8:9]
	global_store_b32 v95, v6, s[8:9]
	global_store_b64 v73, v[34:35], s[8:9]
	global_store_b64 v74, v[6:7], s[8:9]
	global_store_b64 v96, v[28:29], s[8:9]
	global_store_b64 v75, v[2:3], s[8:9]
	global_store_b8 v12, v32, s[8:9]
	global_store_b8 v13, v8, s[8:9]
	global_store_b16 v97, v32, s[8:9]
	global_store_b16 v98, v8, s[8:9]
	global_store_b32 v42, v32, s[8:9]
	global_store_b32 v76, v8, s[8:9]
	global_store_b64 v77, v[32:33], s[8:9]
	global_store_b64 v78, v[8:9], s[8:9]
	global_store_b64 v79, v[0:1], s[8:9]
	global_store_b32 v80, v0, s[8:9]
	global_store_b16 v81, v0, s[8:9]
	global_store_b64 v82, v[36:37], s[8:9]
	s_clause 0x3
	global_store_b32 v65, v45, s[8:9]
	global_store_b32 v83, v47, s[8:9]
	global_store_b128 v14, v[20:23], s[8:9]
	global_store_b32 v84, v46, s[8:9]
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
		.amdhsa_next_free_vgpr 99
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_round_robin_scheduling 0
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
; codeLenInByte = 4496
; NumSgprs: 18
; NumVgprs: 99
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 99
; Occupancy: 12
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         convert_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     99
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
