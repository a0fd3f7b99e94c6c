	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl	convert_div                     ; -- Begin function convert_div
	.p2align	8
	.type	convert_div,@function
convert_div:                            ; @convert_div
; %bb.0:                                ; %entry
	s_load_b128 s[12:15], s[0:1], 0x0
	v_dual_mov_b32 v4, 0 :: v_dual_lshlrev_b32 v5, 3, v0
	v_lshlrev_b32_e32 v30, 2, v0
	s_mov_b32 s8, 0
	s_mov_b32 s9, 0xc0600000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v11, v4 :: v_dual_add_nc_u32 v26, 0x2800, v5
	v_add_nc_u32_e32 v12, 0x400, v30
	v_or_b32_e32 v25, 0x1000, v30
	v_add_nc_u32_e32 v27, 0x3000, v5
	v_add_nc_u32_e32 v46, 0x2400, v30
	v_add_nc_u32_e32 v47, 0x2800, v30
	v_add_nc_u32_e32 v48, 0x5800, v5
	v_or_b32_e32 v49, 0x6000, v5
	v_add_nc_u32_e32 v53, 0x3c00, v30
	v_or_b32_e32 v54, 0x4000, v30
	v_add_nc_u32_e32 v55, 0x8800, v5
	v_add_nc_u32_e32 v56, 0x9000, v5
	v_add_nc_u32_e32 v59, 0x5400, v30
	s_waitcnt lgkmcnt(0)
	global_load_b64 v[1:2], v5, s[14:15]
	v_add_nc_u32_e32 v60, 0x5800, v30
	v_add_nc_u32_e32 v61, 0xb800, v5
	v_or_b32_e32 v62, 0xc000, v5
	v_add_nc_u32_e32 v66, 0x6c00, v30
	v_or_b32_e32 v67, 0x7000, v30
	v_add_nc_u32_e32 v68, 0xe800, v5
	v_add_nc_u32_e32 v69, 0xf000, v5
	v_add_nc_u32_e32 v72, 0x8400, v30
	v_add_nc_u32_e32 v73, 0x8800, v30
	v_add_nc_u32_e32 v74, 0x11800, v5
	v_or_b32_e32 v75, 0x12000, v5
	v_dual_mov_b32 v13, v4 :: v_dual_add_nc_u32 v32, 0x2500, v0
	v_add_nc_u32_e32 v33, 0x2600, v0
	v_dual_mov_b32 v15, v4 :: v_dual_add_nc_u32 v34, 0x2700, v0
	v_or_b32_e32 v35, 0x2800, v0
	v_add_nc_u32_e32 v81, 0xb400, v30
	v_add_nc_u32_e32 v82, 0xb800, v30
	v_add_nc_u32_e32 v83, 0xbc00, v30
	v_or_b32_e32 v84, 0xc000, v30
	v_add_nc_u32_e32 v85, 0x18800, v5
	v_add_nc_u32_e32 v86, 0x19000, v5
	v_add_nc_u32_e32 v87, 0x19800, v5
	v_or_b32_e32 v88, 0x1a000, v5
	v_add_nc_u32_e32 v37, 0x3600, v0
	v_add_nc_u32_e32 v38, 0x3700, v0
	v_or_b32_e32 v39, 0x3800, v0
	v_add_nc_u32_e32 v93, 0x16c00, v30
	s_mov_b32 s16, 0xffe00000
	s_mov_b32 s17, 0x41efffff
	s_mov_b32 s14, 0xffc00000
	s_mov_b32 s15, 0x41dfffff
	s_mov_b32 s10, -1
	s_mov_b32 s11, 0x43dfffff
	v_add_nc_u32_e32 v40, 0x4500, v0
	v_add_nc_u32_e32 v41, 0x4600, v0
	v_add_nc_u32_e32 v42, 0x4700, v0
	v_or_b32_e32 v43, 0x4800, v0
	v_add_nc_u32_e32 v44, 0x6100, v0
	v_add_nc_u32_e32 v45, 0x6200, v0
	v_add_nc_u32_e32 v94, 0x2e800, v5
	v_add_nc_u32_e32 v95, 0x2f800, v5
	v_or_b32_e32 v96, 0x30000, v5
	s_waitcnt vmcnt(0)
	v_and_or_b32 v3, 0x1ff, v2, v1
	v_lshrrev_b32_e32 v6, 8, v2
	v_bfe_u32 v7, v2, 20, 11
	v_cvt_f32_f64_e32 v50, v[1:2]
	v_and_b32_e32 v14, 1, v1
	v_cmp_ne_u32_e32 vcc_lo, 0, v3
	v_bfe_i32 v20, v1, 0, 8
	v_sub_nc_u32_e32 v8, 0x3f1, v7
	v_add_nc_u32_e32 v7, 0xfffffc10, v7
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_bfe_i32 v89, v20, 0, 16
	v_and_or_b32 v3, 0xffe, v6, v3
	v_med3_i32 v6, v8, 0, 13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v8, 0x1000, v3
	v_cmp_ne_u32_e64 s1, 0, v3
	v_lshrrev_b32_e32 v9, v6, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, v6, v9
	v_cmp_ne_u32_e32 vcc_lo, v6, v8
	v_lshl_or_b32 v8, v7, 12, v3
	v_cndmask_b32_e64 v3, 0, 1, s1
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 1, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshl_or_b32 v3, v3, 9, 0x7c00
	v_cvt_f16_f32_e32 v24, v50
	v_or_b32_e32 v6, v9, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v6, v8, v6 :: v_dual_lshlrev_b32 v31, 1, v0
	v_add_nc_u32_e32 v23, 0x600, v31
	v_add_nc_u32_e32 v21, 0x400, v31
	v_add_nc_u32_e32 v28, 0xe00, v31
	v_or_b32_e32 v29, 0x1000, v31
	v_and_b32_e32 v8, 7, v6
	v_lshrrev_b32_e32 v6, 2, v6
	v_add_nc_u32_e32 v51, 0x1a00, v31
	v_add_nc_u32_e32 v52, 0x1c00, v31
	v_add_nc_u32_e32 v57, 0x2600, v31
	v_cmp_lt_i32_e32 vcc_lo, 5, v8
	v_cmp_eq_u32_e64 s0, 3, v8
	v_lshrrev_b32_e32 v8, 16, v2
	v_or_b32_e32 v58, 0x2800, v31
	v_add_nc_u32_e32 v63, 0x3200, v31
	v_add_nc_u32_e32 v64, 0x3400, v31
	s_or_b32 vcc_lo, s0, vcc_lo
	v_add_nc_u32_e32 v70, 0x3e00, v31
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v6, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 31, v7
	v_or_b32_e32 v71, 0x4000, v31
	v_add_nc_u32_e32 v76, 0x5200, v31
	v_add_nc_u32_e32 v78, 0x5400, v31
	v_add_nc_u32_e32 v79, 0x5600, v31
	v_cndmask_b32_e32 v6, 0x7c00, v6, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0x40f, v7
	v_add_nc_u32_e32 v36, 0x3500, v0
	v_or_b32_e32 v80, 0x5800, v31
	v_add_nc_u32_e32 v90, 0x7200, v31
	v_add_nc_u32_e32 v91, 0x7400, v31
	v_cndmask_b32_e32 v3, v6, v3, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 1, v14
	v_or_b32_e32 v92, 0x7800, v31
	v_add_nc_u32_e32 v97, 0xc600, v31
	v_lshl_add_u32 v0, v0, 4, 0x6f000
	v_and_or_b32 v3, 0x8000, v8, v3
	v_cvt_f64_f32_e32 v[8:9], v50
	v_cndmask_b32_e64 v10, 0, -1, vcc_lo
	v_cndmask_b32_e64 v18, 0, 1, vcc_lo
	s_clause 0x1
	global_store_b32 v12, v50, s[12:13]
	global_store_b16 v21, v3, s[12:13]
	v_cvt_f32_f16_e32 v65, v3
	v_cvt_f64_i32_e32 v[21:22], v89
	v_cvt_f64_i32_e32 v[16:17], v10
	v_cvt_f64_u32_e32 v[18:19], v18
	global_store_b16 v23, v24, s[12:13]
	v_cvt_f64_f32_e32 v[6:7], v65
	v_cvt_f64_i32_e32 v[23:24], v2
	global_store_b32 v25, v65, s[12:13]
	v_and_b32_e32 v10, 0xff, v1
	v_cndmask_b32_e64 v77, 0, -1.0, vcc_lo
	v_cndmask_b32_e64 v12, 0, 1.0, vcc_lo
	v_cmp_le_f32_e32 vcc_lo, 0xc3000000, v65
	v_cmp_u_f32_e64 s0, v65, v65
	v_cmp_nlt_f32_e64 s1, 0x437f0000, v65
	v_cmp_nlt_f32_e64 s2, 0x46fffe00, v65
	v_cmp_nlt_f32_e64 s5, 0x477fff00, v65
	v_cmp_nlt_f32_e64 s6, 0x4f7fffff, v65
	global_store_b64 v27, v[8:9], s[12:13]
	v_cvt_f16_f32_e32 v9, v12
	v_bfe_i32 v27, v1, 0, 16
	global_store_b64 v26, v[6:7], s[12:13]
	v_cvt_f64_u32_e32 v[7:8], v2
	v_cvt_f64_u32_e32 v[25:26], v10
	v_cvt_f16_f32_e32 v6, v77
	global_store_b16 v29, v9, s[12:13]
	v_cvt_f32_i32_e32 v29, v89
	v_ldexp_f64 v[23:24], v[23:24], 32
	v_add_nc_u32_e32 v9, 0x7600, v31
	s_clause 0x4
	global_store_b16 v28, v6, s[12:13]
	global_store_b32 v46, v77, s[12:13]
	global_store_b32 v47, v12, s[12:13]
	global_store_b64 v48, v[16:17], s[12:13]
	global_store_b64 v49, v[18:19], s[12:13]
	v_cvt_f64_i32_e32 v[16:17], v27
	v_cvt_f16_i16_e32 v6, v20
	v_cvt_f16_u16_e32 v28, v10
	v_and_b32_e32 v12, 0xffff, v1
	s_clause 0x1
	global_store_b16 v51, v6, s[12:13]
	global_store_b16 v52, v28, s[12:13]
	v_cvt_f32_ubyte0_e32 v6, v1
	v_cvt_f64_u32_e32 v[18:19], v12
	global_store_b32 v53, v29, s[12:13]
	v_xor_b32_e32 v28, v1, v2
	v_cls_i32_e32 v29, v2
	s_clause 0x1
	global_store_b32 v54, v6, s[12:13]
	global_store_b64 v55, v[21:22], s[12:13]
	v_cvt_f64_u32_e32 v[21:22], v1
	v_ashrrev_i32_e32 v28, 31, v28
	v_add_nc_u32_e32 v29, -1, v29
	v_cvt_f16_i16_e32 v51, v1
	v_cvt_f32_u32_e32 v54, v12
	v_add_nc_u32_e32 v46, 0xf400, v30
	v_add_nc_u32_e32 v28, 32, v28
	v_add_nc_u32_e32 v47, 0xf800, v30
	v_add_nc_u32_e32 v48, 0xfc00, v30
	v_or_b32_e32 v49, 0x10000, v30
	v_add_nc_u32_e32 v77, 0x15c00, v30
	v_min_u32_e32 v52, v29, v28
	v_ldexp_f64 v[7:8], v[7:8], 32
	global_store_b64 v56, v[25:26], s[12:13]
	v_clz_i32_u32_e32 v25, v2
	v_cvt_f16_u16_e32 v26, v1
	v_cvt_f32_i32_e32 v28, v27
	global_store_b16 v57, v51, s[12:13]
	v_add_nc_u32_e32 v55, 0x21000, v5
	v_min_u32_e32 v53, 32, v25
	s_clause 0x2
	global_store_b16 v58, v26, s[12:13]
	global_store_b32 v59, v28, s[12:13]
	global_store_b32 v60, v54, s[12:13]
	v_cvt_f64_i32_e32 v[25:26], v1
	v_lshlrev_b64 v[28:29], v53, v[1:2]
	global_store_b64 v61, v[16:17], s[12:13]
	v_lshlrev_b64 v[16:17], v52, v[1:2]
	v_add_nc_u32_e32 v54, 0x20800, v5
	v_add_nc_u32_e32 v56, 0x21800, v5
	v_or_b32_e32 v57, 0x22000, v5
	v_min_u32_e32 v28, 1, v28
	v_add_nc_u32_e32 v58, 0x9200, v31
	global_store_b64 v62, v[18:19], s[12:13]
	v_min_u32_e32 v16, 1, v16
	v_cvt_f32_i32_e32 v18, v1
	v_or_b32_e32 v19, v29, v28
	v_cvt_f32_u32_e32 v28, v1
	v_add_nc_u32_e32 v62, 0x13400, v30
	v_or_b32_e32 v29, v17, v16
	v_add_f64 v[16:17], v[23:24], v[21:22]
	v_cvt_f16_f32_e32 v18, v18
	v_cvt_f16_f32_e32 v28, v28
	v_cvt_f32_u32_e32 v23, v1
	v_cvt_f32_i32_e32 v24, v29
	v_cvt_f32_u32_e32 v19, v19
	s_clause 0x1
	global_store_b16 v63, v18, s[12:13]
	global_store_b16 v64, v28, s[12:13]
	v_cvt_f32_i32_e32 v18, v1
	global_store_b32 v67, v23, s[12:13]
	v_sub_nc_u32_e32 v23, 32, v53
	v_add_f64 v[7:8], v[7:8], v[21:22]
	v_cvt_i32_f32_e32 v28, v50
	global_store_b32 v66, v18, s[12:13]
	v_sub_nc_u32_e32 v18, 32, v52
	v_ldexp_f32 v19, v19, v23
	global_store_b64 v69, v[21:22], s[12:13]
	v_cvt_i32_f64_e32 v69, v[1:2]
	v_add_nc_u32_e32 v63, 0x13800, v30
	v_ldexp_f32 v18, v24, v18
	v_cvt_f16_f32_e32 v21, v19
	v_add_nc_u32_e32 v52, 0x13c00, v30
	global_store_b64 v68, v[25:26], s[12:13]
	v_or_b32_e32 v64, 0x14000, v30
	v_cvt_f16_f32_e32 v23, v18
	global_store_b16 v71, v21, s[12:13]
	v_or_b32_e32 v71, 0x16000, v30
	v_add_nc_u32_e32 v59, 0x9400, v31
	v_add_nc_u32_e32 v60, 0x9600, v31
	s_clause 0x2
	global_store_b16 v70, v23, s[12:13]
	global_store_b32 v72, v18, s[12:13]
	global_store_b32 v73, v19, s[12:13]
	v_cvt_i32_f32_e32 v18, v65
	v_trunc_f32_e32 v19, v65
	v_cvt_u32_f64_e32 v73, v[1:2]
	v_or_b32_e32 v61, 0x9800, v31
	v_add_nc_u32_e32 v68, 0xaa00, v31
	v_add_nc_u32_e32 v70, 0xac00, v31
	global_store_b64 v74, v[16:17], s[12:13]
	v_cndmask_b32_e32 v16, 0xffffff80, v18, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42fe0000, v65
	v_mul_f32_e64 v21, 0x2f800000, |v19|
	v_ashrrev_i32_e32 v22, 31, v19
	v_mul_f32_e32 v23, 0x2f800000, v19
	v_or_b32_e32 v74, 0x17000, v30
	v_add_nc_u32_e32 v53, 0x28800, v5
	v_floor_f32_e32 v21, v21
	v_add_nc_u32_e32 v26, 0x29000, v5
	v_floor_f32_e32 v23, v23
	global_store_b64 v75, v[7:8], s[12:13]
	v_cvt_u32_f32_e32 v7, v65
	v_cndmask_b32_e32 v8, 0x7f, v16, vcc_lo
	v_cmp_nle_f32_e32 vcc_lo, 0, v65
	v_cvt_i16_f16_e32 v16, v3
	v_cvt_u16_f16_e32 v3, v3
	v_add_nc_u32_e32 v66, 0x29800, v5
	v_or_b32_e32 v67, 0x2a000, v5
	v_cndmask_b32_e64 v17, v7, 0, vcc_lo
	v_cndmask_b32_e64 v7, v8, 0, s0
	s_clause 0x1
	global_store_b8 v32, v16, s[12:13]
	global_store_b8 v33, v16, s[12:13]
	v_lshrrev_b32_e32 v32, 16, v1
	v_cndmask_b32_e64 v8, 0xff, v17, s1
	global_store_b8 v34, v7, s[12:13]
	v_cmp_le_f64_e64 s1, s[8:9], v[1:2]
	s_mov_b32 s9, 0x405fc000
	v_add_nc_u32_e32 v89, 0x2c800, v5
	s_clause 0x1
	global_store_b8 v35, v8, s[12:13]
	global_store_b16 v76, v16, s[12:13]
	v_add_nc_u32_e32 v72, 0x2d000, v5
	v_add_nc_u32_e32 v75, 0x2f000, v5
	v_cvt_f32_f16_e32 v33, v1
	v_cvt_f32_f16_e32 v34, v32
	v_cndmask_b32_e64 v29, 0xffffff80, v69, s1
	v_cmp_le_f32_e64 s1, 0xc7000000, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v7, 0xffff8000, v18, s1
	v_cmp_nlt_f64_e64 s1, s[8:9], v[1:2]
	s_mov_b32 s9, 0x406fe000
	v_cmp_nlt_f64_e64 s3, s[8:9], v[1:2]
	s_mov_b32 s9, 0xc0e00000
	v_cndmask_b32_e64 v7, 0x7fff, v7, s2
	v_cmp_le_f64_e64 s4, s[8:9], v[1:2]
	s_mov_b32 s9, 0x40dfffc0
	v_cmp_nle_f64_e64 s2, 0, v[1:2]
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v16, v7, 0, s0
	global_store_b16 v78, v3, s[12:13]
	v_trunc_f64_e32 v[7:8], v[1:2]
	v_cndmask_b32_e64 v3, -1, v17, s5
	v_cmp_le_f32_e64 s5, 0xcf000000, v65
	global_store_b16 v79, v16, s[12:13]
	v_cvt_i32_f32_e32 v16, v65
	v_cndmask_b32_e64 v17, -1, v17, s6
	global_store_b16 v80, v3, s[12:13]
	v_cndmask_b32_e64 v18, 0x80000000, v18, s5
	v_cmp_nlt_f32_e64 s5, 0x4effffff, v65
	v_cvt_u32_f32_e32 v3, v65
	s_clause 0x1
	global_store_b32 v81, v16, s[12:13]
	global_store_b32 v84, v17, s[12:13]
	v_ashrrev_i32_e32 v17, 31, v16
	v_cndmask_b32_e64 v18, 0x7fffffff, v18, s5
	v_trunc_f32_e32 v80, v50
	v_add_nc_u32_e32 v79, 0x19400, v30
	v_or_b32_e32 v84, 0x1c000, v30
	v_or_b32_e32 v78, 0xc800, v31
	v_cndmask_b32_e64 v18, v18, 0, s0
	global_store_b32 v82, v3, s[12:13]
	v_add_nc_u32_e32 v81, 0x33800, v5
	v_or_b32_e32 v82, 0x34000, v5
	global_store_b32 v83, v18, s[12:13]
	v_fma_f32 v18, 0xcf800000, v21, |v19|
	global_store_b64 v85, v[16:17], s[12:13]
	v_cvt_u32_f32_e32 v21, v21
	v_fmac_f32_e32 v19, 0xcf800000, v23
	v_add_nc_u32_e32 v83, 0x1b800, v30
	v_cvt_u32_f32_e32 v18, v18
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v21, v21, v22
	v_cndmask_b32_e64 v76, 0xffff8000, v69, s4
	v_cmp_nlt_f64_e64 s4, s[8:9], v[1:2]
	s_mov_b32 s9, 0x40efffe0
	v_xor_b32_e32 v18, v18, v22
	v_cmp_nlt_f64_e64 s5, s[8:9], v[1:2]
	s_mov_b32 s9, 0xc1e00000
	v_cvt_u32_f32_e32 v19, v19
	v_cmp_le_f64_e64 s6, s[8:9], v[1:2]
	s_mov_b32 s9, 0x3df00000
	v_sub_co_u32 v18, s7, v18, v22
	v_mul_f64 v[16:17], v[7:8], s[8:9]
	v_sub_co_ci_u32_e64 v21, s7, v21, v22, s7
	v_cmp_nle_f32_e64 s7, 0xdf000000, v65
	v_cvt_u32_f32_e32 v22, v23
	v_mul_f32_e64 v23, 0x2f800000, |v80|
	v_cndmask_b32_e64 v24, v19, 0, vcc_lo
	s_mov_b32 s9, 0xc1f00000
	v_cndmask_b32_e64 v21, v21, 0x80000000, s7
	v_cndmask_b32_e64 v18, v18, 0, s7
	v_cmp_lt_f32_e64 s7, 0x5effffff, v65
	v_floor_f32_e32 v23, v23
	v_cndmask_b32_e64 v22, v22, 0, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0x5f7fffff, v65
	v_add_nc_u32_e32 v65, 0x19800, v30
	v_cndmask_b32_e64 v21, v21, 0x7fffffff, s7
	v_cndmask_b32_e64 v18, v18, -1, s7
	v_cmp_nlt_f32_e64 s7, 0x437f0000, v50
	v_cndmask_b32_e64 v22, v22, -1, vcc_lo
	v_cndmask_b32_e64 v35, v73, 0, s2
	v_cndmask_b32_e64 v19, v21, 0, s0
	v_cndmask_b32_e64 v18, v18, 0, s0
	global_store_b64 v86, v[3:4], s[12:13]
	v_fma_f32 v3, 0xcf800000, v23, |v80|
	v_cndmask_b32_e64 v21, v24, -1, vcc_lo
	v_cmp_le_f32_e32 vcc_lo, 0xc3000000, v50
	global_store_b64 v87, v[18:19], s[12:13]
	v_ashrrev_i32_e32 v19, 31, v80
	v_cvt_u32_f32_e32 v3, v3
	global_store_b64 v88, v[21:22], s[12:13]
	v_cvt_u32_f32_e32 v18, v23
	v_cndmask_b32_e32 v22, 0xffffff80, v28, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42fe0000, v50
	v_xor_b32_e32 v3, v3, v19
	v_cvt_u32_f32_e32 v21, v50
	v_xor_b32_e32 v23, v18, v19
	v_cmp_u_f32_e64 s0, v50, v50
	v_cndmask_b32_e32 v22, 0x7f, v22, vcc_lo
	v_floor_f64_e32 v[16:17], v[16:17]
	v_sub_co_u32 v18, vcc_lo, v3, v19
	v_sub_co_ci_u32_e32 v19, vcc_lo, v23, v19, vcc_lo
	v_cmp_nle_f32_e32 vcc_lo, 0, v50
	v_cndmask_b32_e64 v22, v22, 0, s0
	s_clause 0x1
	global_store_b8 v36, v28, s[12:13]
	global_store_b8 v37, v28, s[12:13]
	v_add_nc_u32_e32 v37, 0x1a800, v30
	v_cndmask_b32_e64 v3, v21, 0, vcc_lo
	v_add_nc_u32_e32 v36, 0x34800, v5
	v_or_b32_e32 v5, 0x36000, v5
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v23, 0xff, v3, s7
	global_store_b8 v38, v22, s[12:13]
	v_cmp_le_f32_e64 s7, 0xc7000000, v50
	v_add_nc_u32_e32 v38, 0xd600, v31
	v_bfe_i32 v31, v1, 0, 1
	global_store_b8 v39, v23, s[12:13]
	v_add_nc_u32_e32 v39, 0x1b400, v30
	v_cndmask_b32_e64 v22, 0xffff8000, v28, s7
	v_cmp_nlt_f32_e64 s7, 0x46fffe00, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v22, 0x7fff, v22, s7
	v_cmp_le_f32_e64 s7, 0xcf000000, v50
	v_cndmask_b32_e64 v22, v22, 0, s0
	global_store_b16 v90, v28, s[12:13]
	v_cndmask_b32_e64 v24, 0x80000000, v28, s7
	v_cmp_nlt_f32_e64 s7, 0x477fff00, v50
	global_store_b16 v9, v22, s[12:13]
	v_fma_f64 v[22:23], v[16:17], s[8:9], v[7:8]
	v_cvt_i32_f64_e32 v30, v[16:17]
	v_cndmask_b32_e64 v25, -1, v3, s7
	global_store_b16 v91, v21, s[12:13]
	v_cmp_nlt_f32_e64 s7, 0x4effffff, v50
	v_cvt_u32_f64_e32 v17, v[16:17]
	v_cvt_i32_f32_e32 v16, v2
	s_clause 0x1
	global_store_b16 v92, v25, s[12:13]
	global_store_b32 v46, v28, s[12:13]
	v_cndmask_b32_e64 v7, 0x7fffffff, v24, s7
	v_cmp_nlt_f32_e64 s7, 0x4f7fffff, v50
	s_mov_b32 s9, 0xc3e00000
	v_cvt_f16_f32_e32 v8, v2
	v_cmp_nle_f64_e64 s8, s[8:9], v[1:2]
	v_cndmask_b32_e64 v7, v7, 0, s0
	global_store_b32 v47, v21, s[12:13]
	v_cndmask_b32_e64 v3, -1, v3, s7
	v_cmp_nle_f32_e64 s7, 0xdf000000, v50
	v_cvt_f16_f32_e32 v9, v1
	global_store_b32 v48, v7, s[12:13]
	v_cndmask_b32_e64 v48, 0x7f, v29, s1
	global_store_b32 v49, v3, s[12:13]
	v_cvt_i32_f32_e32 v3, v1
	v_cmp_u_f64_e64 s1, v[1:2], v[1:2]
	v_ashrrev_i32_e32 v25, 31, v1
	v_mov_b32_e32 v24, v1
	v_pack_b32_f16 v46, v9, v8
	v_perm_b32 v47, v16, v3, 0x5040100
	v_mul_f32_e32 v3, 0x2f800000, v80
	v_cvt_f16_i16_e32 v16, v32
	v_cvt_f32_ubyte3_e32 v9, v1
	v_cvt_f32_ubyte2_e32 v8, v1
	v_cvt_f32_ubyte1_e32 v7, v1
	v_floor_f32_e32 v3, v3
	v_pack_b32_f16 v49, v51, v16
	v_cndmask_b32_e64 v16, v19, 0x80000000, s7
	v_cndmask_b32_e64 v51, v18, 0, s7
	v_cmp_lt_f32_e64 s7, 0x5effffff, v50
	v_fmac_f32_e32 v80, 0xcf800000, v3
	v_cvt_u32_f64_e32 v29, v[22:23]
	v_cvt_u32_f32_e32 v23, v3
	v_ashrrev_i32_e32 v21, 31, v20
	v_cndmask_b32_e64 v3, v16, 0x7fffffff, s7
	v_cndmask_b32_e64 v16, v51, -1, s7
	v_cvt_u32_f32_e32 v22, v80
	global_store_b64 v54, v[18:19], s[12:13]
	v_cndmask_b32_e64 v85, v23, 0, vcc_lo
	v_cndmask_b32_e64 v19, v3, 0, s0
	v_cndmask_b32_e64 v18, v16, 0, s0
	global_store_b64 v55, v[22:23], s[12:13]
	v_cmp_nlt_f64_e64 s0, s[16:17], v[1:2]
	v_cndmask_b32_e64 v22, v22, 0, vcc_lo
	v_cmp_nlt_f64_e32 vcc_lo, s[14:15], v[1:2]
	v_cmp_lt_f64_e64 s7, s[10:11], v[1:2]
	s_mov_b32 s11, 0x43efffff
	v_cndmask_b32_e64 v80, 0xff, v35, s3
	v_cmp_lt_f64_e64 s9, s[10:11], v[1:2]
	v_cmp_lt_f32_e64 s3, 0x5f7fffff, v50
	v_cndmask_b32_e64 v3, 0x80000000, v69, s6
	v_cndmask_b32_e64 v16, -1, v35, s5
	v_cndmask_b32_e64 v51, v30, 0x80000000, s8
	v_cndmask_b32_e64 v48, v48, 0, s1
	v_cndmask_b32_e64 v23, v85, -1, s3
	v_cndmask_b32_e64 v22, v22, -1, s3
	s_clause 0x5
	global_store_b64 v56, v[18:19], s[12:13]
	global_store_b64 v57, v[22:23], s[12:13]
	global_store_b8 v40, v69, s[12:13]
	global_store_b8 v41, v69, s[12:13]
	global_store_b8 v42, v48, s[12:13]
	global_store_b8 v43, v80, s[12:13]
	v_cndmask_b32_e64 v54, v17, 0, s2
	v_ashrrev_i32_e32 v28, 31, v27
	v_ashrrev_i32_e32 v32, 31, v31
	v_cndmask_b32_e64 v19, v29, 0, s8
	v_cndmask_b32_e64 v22, v29, 0, s2
	v_cndmask_b32_e64 v50, -1, v35, s0
	v_cndmask_b32_e64 v35, 0x7fff, v76, s4
	v_cndmask_b32_e32 v3, 0x7fffffff, v3, vcc_lo
	v_cndmask_b32_e64 v18, v51, 0x7fffffff, s7
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v35, v35, 0, s1
	s_clause 0x3
	global_store_b16 v58, v69, s[12:13]
	global_store_b16 v59, v73, s[12:13]
	global_store_b16 v60, v35, s[12:13]
	global_store_b16 v61, v16, s[12:13]
	v_cndmask_b32_e64 v35, v19, -1, s7
	v_cndmask_b32_e64 v55, v3, 0, s1
	v_mov_b32_e32 v3, v1
	v_cndmask_b32_e64 v19, v54, -1, s9
	v_cndmask_b32_e64 v23, v18, 0, s1
	v_mov_b32_e32 v16, v29
	v_cndmask_b32_e64 v18, v22, -1, s9
	v_cndmask_b32_e64 v22, v35, 0, s1
	s_clause 0x23
	global_store_b32 v62, v69, s[12:13]
	global_store_b32 v63, v73, s[12:13]
	global_store_b32 v52, v55, s[12:13]
	global_store_b32 v64, v50, s[12:13]
	global_store_b64 v53, v[29:30], s[12:13]
	global_store_b64 v26, v[16:17], s[12:13]
	global_store_b64 v66, v[22:23], s[12:13]
	global_store_b64 v67, v[18:19], s[12:13]
	global_store_b16 v68, v20, s[12:13]
	global_store_b16 v70, v10, s[12:13]
	global_store_b32 v77, v20, s[12:13]
	global_store_b32 v71, v10, s[12:13]
	global_store_b64 v89, v[20:21], s[12:13]
	global_store_b64 v72, v[10:11], s[12:13]
	global_store_b32 v93, v27, s[12:13]
	global_store_b32 v74, v12, s[12:13]
	global_store_b64 v94, v[27:28], s[12:13]
	global_store_b64 v75, v[12:13], s[12:13]
	global_store_b64 v95, v[24:25], s[12:13]
	global_store_b64 v96, v[3:4], s[12:13]
	global_store_b8 v44, v31, s[12:13]
	global_store_b8 v45, v14, s[12:13]
	global_store_b16 v97, v31, s[12:13]
	global_store_b16 v78, v14, s[12:13]
	global_store_b32 v79, v31, s[12:13]
	global_store_b32 v65, v14, s[12:13]
	global_store_b64 v81, v[31:32], s[12:13]
	global_store_b64 v82, v[14:15], s[12:13]
	global_store_b64 v36, v[1:2], s[12:13]
	global_store_b32 v37, v1, s[12:13]
	global_store_b16 v38, v1, s[12:13]
	global_store_b64 v5, v[33:34], s[12:13]
	global_store_b32 v39, v46, s[12:13]
	global_store_b32 v83, v49, s[12:13]
	global_store_b128 v0, v[6:9], s[12:13]
	global_store_b32 v84, v47, s[12:13]
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel convert_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 98
		.amdhsa_next_free_sgpr 18
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
; codeLenInByte = 4380
; NumSgprs: 20
; NumVgprs: 98
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 98
; Occupancy: 12
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         convert_div.kd
    .vgpr_count:     98
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
