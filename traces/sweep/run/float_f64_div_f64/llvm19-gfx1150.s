	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	float_f64_div_f64               ; -- Begin function float_f64_div_f64
	.p2align	8
	.type	float_f64_div_f64,@function
float_f64_div_f64:                      ; @float_f64_div_f64
; %bb.0:                                ; %entry
	s_load_b128 s[8:11], s[2:3], 0x0
	v_and_b32_e32 v7, 0x3ff, v0
	s_brev_b32 s2, 6
	s_mov_b32 s3, 0xc00921fb
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v7
	v_add_nc_u32_e32 v2, 0x200, v6
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_b64 v[0:1], v6, s[10:11]
	global_load_b64 v[2:3], v2, s[10:11]
	s_waitcnt vmcnt(1)
	v_cmp_gt_f64_e64 s0, 0x10000000, v[0:1]
	s_waitcnt vmcnt(0)
	v_div_scale_f64 v[8:9], null, v[2:3], v[2:3], v[0:1]
	v_div_scale_f64 v[14:15], null, v[0:1], v[0:1], 1.0
	v_div_scale_f64 v[30:31], s1, 1.0, v[0:1], 1.0
	v_cmp_eq_f64_e64 s4, 0, v[0:1]
	v_cndmask_b32_e64 v12, 0, 1, s0
	v_rcp_f64_e32 v[10:11], v[8:9]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f64_e32 v[20:21], v[14:15]
	v_lshlrev_b32_e32 v12, 8, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_2)
	v_ldexp_f64 v[12:13], v[0:1], v12
	v_fma_f64 v[16:17], -v[8:9], v[10:11], 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[22:23], -v[14:15], v[20:21], 1.0
	v_rsq_f64_e32 v[18:19], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[10:11], v[10:11], v[16:17], v[10:11]
	v_fma_f64 v[20:21], v[20:21], v[22:23], v[20:21]
	v_div_scale_f64 v[22:23], vcc_lo, v[0:1], v[2:3], v[0:1]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[12:13], v[18:19]
	v_mul_f64 v[18:19], v[18:19], 0.5
	v_fma_f64 v[24:25], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[26:27], -v[18:19], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[10:11], v[10:11], v[24:25], v[10:11]
	v_fma_f64 v[24:25], -v[14:15], v[20:21], 1.0
	v_fma_f64 v[16:17], v[16:17], v[26:27], v[16:17]
	v_fma_f64 v[18:19], v[18:19], v[26:27], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[28:29], v[22:23], v[10:11]
	v_fma_f64 v[20:21], v[20:21], v[24:25], v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[26:27], -v[16:17], v[16:17], v[12:13]
	v_fma_f64 v[8:9], -v[8:9], v[28:29], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[30:31], v[20:21]
	v_fma_f64 v[16:17], v[26:27], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[28:29]
	v_fma_f64 v[14:15], -v[14:15], v[22:23], v[30:31]
	s_mov_b32 vcc_lo, s1
	v_cmp_lt_f64_e64 s1, v[0:1], v[2:3]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[10:11], -v[16:17], v[16:17], v[12:13]
	v_div_fixup_f64 v[8:9], v[8:9], v[2:3], v[0:1]
	s_delay_alu instid0(VALU_DEP_4)
	v_div_fmas_f64 v[14:15], v[14:15], v[20:21], v[22:23]
	v_cmp_class_f64_e64 vcc_lo, v[12:13], 0x260
	v_mul_f64 v[21:22], v[0:1], s[2:3]
	v_add_f64 v[23:24], v[0:1], v[2:3]
	v_cmp_le_f64_e64 s2, v[0:1], v[2:3]
	v_cmp_lg_f64_e64 s3, v[0:1], v[2:3]
	v_fma_f64 v[10:11], v[10:11], v[18:19], v[16:17]
	v_cndmask_b32_e64 v19, 0, 0xffffff80, s0
	v_cmp_eq_f64_e64 s0, v[0:1], v[2:3]
	v_mov_b32_e32 v18, 0
	v_trunc_f64_e32 v[16:17], v[8:9]
	v_div_fixup_f64 v[14:15], v[14:15], v[0:1], 1.0
	v_ldexp_f64 v[10:11], v[10:11], v19
	v_add_f64 v[19:20], v[0:1], v[0:1]
	v_lshlrev_b32_e32 v7, 2, v7
	v_fma_f64 v[16:17], -v[16:17], v[2:3], v[0:1]
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_cndmask_b32 v10, v10, v12 :: v_dual_cndmask_b32 v11, v11, v13
	v_add_nc_u32_e32 v4, 0x400, v6
	v_add_nc_u32_e32 v37, 0x6800, v6
	v_add_nc_u32_e32 v38, 0x7000, v6
	v_add_nc_u32_e32 v39, 0x7800, v6
	v_add_f64 v[12:13], v[0:1], -v[2:3]
	global_load_b64 v[4:5], v4, s[10:11]
	global_store_b64 v37, v[19:20], s[8:9]
	v_cmp_gt_f64_e32 vcc_lo, v[0:1], v[2:3]
	v_add_nc_u32_e32 v33, 0x4800, v6
	v_add_nc_u32_e32 v34, 0x5000, v6
	v_add_nc_u32_e32 v35, 0x5800, v6
	v_or_b32_e32 v36, 0x6000, v6
	v_add_nc_u32_e32 v25, 0x800, v6
	v_add_nc_u32_e32 v26, 0x1000, v6
	v_add_nc_u32_e32 v27, 0x1800, v6
	v_add_nc_u32_e32 v29, 0x2800, v6
	v_add_nc_u32_e32 v30, 0x3000, v6
	v_add_nc_u32_e32 v31, 0x3800, v6
	v_or_b32_e32 v32, 0x4000, v6
	v_or_b32_e32 v28, 0x2000, v6
	v_or_b32_e32 v40, 0x4000, v7
	v_add_nc_u32_e32 v41, 0x8800, v6
	v_add_nc_u32_e32 v42, 0x4800, v7
	v_or_b32_e32 v44, 0x5000, v7
	v_add_nc_u32_e32 v46, 0x5800, v7
	v_or_b32_e32 v48, 0x6000, v7
	v_add_nc_u32_e32 v50, 0x6800, v7
	v_or_b32_e32 v52, 0x7000, v7
	v_add_nc_u32_e32 v54, 0x7800, v7
	v_or_b32_e32 v56, 0x8000, v7
	v_add_nc_u32_e32 v58, 0x8800, v7
	v_add_nc_u32_e32 v59, 0x9800, v7
	v_or_b32_e32 v61, 0xa000, v7
	v_add_nc_u32_e32 v63, 0xa800, v7
	v_add_nc_u32_e32 v43, 0x9800, v6
	v_add_nc_u32_e32 v45, 0xa800, v6
	v_add_nc_u32_e32 v47, 0xb800, v6
	v_add_nc_u32_e32 v49, 0xc800, v6
	v_add_nc_u32_e32 v51, 0xd800, v6
	v_add_nc_u32_e32 v53, 0xe800, v6
	v_add_nc_u32_e32 v55, 0xf800, v6
	v_add_nc_u32_e32 v57, 0x10800, v6
	v_add_nc_u32_e32 v37, 0x11800, v6
	v_add_nc_u32_e32 v60, 0x13800, v6
	v_add_nc_u32_e32 v62, 0x14800, v6
	v_add_nc_u32_e32 v64, 0x15800, v6
	v_or_b32_e32 v65, 0x16000, v6
	v_add_nc_u32_e32 v66, 0x16800, v6
	v_add_nc_u32_e32 v67, 0x17000, v6
	v_add_nc_u32_e32 v68, 0x17800, v6
	v_or_b32_e32 v69, 0x18000, v6
	v_add_nc_u32_e32 v70, 0x18800, v6
	v_add_nc_u32_e32 v71, 0x19000, v6
	v_add_nc_u32_e32 v72, 0x19800, v6
	v_or_b32_e32 v73, 0x1a000, v6
	v_add_nc_u32_e32 v74, 0x1a800, v6
	v_add_nc_u32_e32 v75, 0x1b000, v6
	v_add_nc_u32_e32 v76, 0x1b800, v6
	v_or_b32_e32 v77, 0x1c000, v6
	v_add_nc_u32_e32 v78, 0x1c800, v6
	s_clause 0x2
	global_store_b64 v30, v[23:24], s[8:9]
	global_store_b64 v35, v[14:15], s[8:9]
	global_store_b64 v36, v[14:15], s[8:9]
	v_cndmask_b32_e64 v14, 0, 1, s4
	v_cmp_lt_f64_e64 s4, 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v20, v5, v1, s0
	v_cndmask_b32_e64 v19, v4, v0, s0
	global_store_b64 v38, v[21:22], s[8:9]
	v_mul_f64 v[21:22], v[0:1], v[2:3]
	v_cmp_ge_f64_e64 s0, v[0:1], v[2:3]
	v_or_b32_e32 v38, 0x9000, v7
	global_store_b64 v39, v[19:20], s[8:9]
	v_xor_b32_e32 v20, 0x80000000, v1
	v_mov_b32_e32 v19, v0
	global_store_b64 v33, v[8:9], s[8:9]
	v_cndmask_b32_e32 v7, v4, v0, vcc_lo
	s_clause 0x3
	global_store_b64 v25, v[23:24], s[8:9]
	global_store_b64 v26, v[12:13], s[8:9]
	global_store_b64 v34, v[19:20], s[8:9]
	global_store_b64 v29, v[16:17], s[8:9]
	v_cndmask_b32_e64 v15, v5, v1, s2
	v_trunc_f64_e32 v[12:13], v[0:1]
	v_max_f64 v[16:17], v[0:1], v[0:1]
	v_add_nc_u32_e32 v39, 0x12800, v6
	v_ceil_f64_e32 v[29:30], v[0:1]
	s_clause 0x3
	global_store_b64 v27, v[21:22], s[8:9]
	global_store_b64 v28, v[8:9], s[8:9]
	global_store_b64 v31, v[21:22], s[8:9]
	global_store_b64 v32, v[8:9], s[8:9]
	v_cndmask_b32_e32 v8, v5, v1, vcc_lo
	global_store_b32 v40, v14, s[8:9]
	v_cndmask_b32_e64 v9, 0, 1, s4
	v_cmp_gt_f64_e64 s4, 0, v[0:1]
	v_cmp_o_f64_e32 vcc_lo, v[0:1], v[2:3]
	global_store_b64 v41, v[7:8], s[8:9]
	v_cndmask_b32_e64 v8, v5, v1, s0
	v_cndmask_b32_e64 v7, v4, v0, s0
	v_cmp_le_f64_e64 s0, 0, v[0:1]
	global_store_b32 v42, v9, s[8:9]
	v_cndmask_b32_e64 v9, v5, v1, s1
	v_add_nc_u32_e32 v40, 0x1d000, v6
	global_store_b64 v43, v[7:8], s[8:9]
	v_cndmask_b32_e64 v8, v4, v0, s1
	v_cmp_nle_f64_e64 s1, v[0:1], v[2:3]
	v_or_b32_e32 v41, 0x1e000, v6
	v_add_nc_u32_e32 v42, 0x1e800, v6
	v_cndmask_b32_e64 v19, 0, 1, s4
	v_cmp_o_f64_e64 s4, v[0:1], v[0:1]
	v_cndmask_b32_e64 v14, 0, 1, s0
	v_cmp_nlg_f64_e64 s0, v[0:1], v[2:3]
	global_store_b32 v44, v14, s[8:9]
	v_cndmask_b32_e64 v14, v4, v0, s2
	v_cmp_ge_f64_e64 s2, 0, v[0:1]
	s_clause 0x1
	global_store_b64 v45, v[8:9], s[8:9]
	global_store_b32 v46, v19, s[8:9]
	v_add_f64 v[19:20], v[0:1], -v[12:13]
	global_store_b64 v47, v[14:15], s[8:9]
	v_cndmask_b32_e64 v15, v5, v1, s3
	v_cndmask_b32_e64 v14, v4, v0, s3
	v_cmp_lg_f64_e64 s3, 0, v[0:1]
	v_max_f64 v[7:8], v[2:3], v[2:3]
	v_cndmask_b32_e64 v24, v5, v1, s1
	v_add_nc_u32_e32 v9, 0x1d800, v6
	v_cndmask_b32_e64 v23, 0, 1, s2
	v_cmp_nlt_f64_e64 s2, v[0:1], v[2:3]
	s_clause 0x1
	global_store_b32 v48, v23, s[8:9]
	global_store_b64 v49, v[14:15], s[8:9]
	v_cndmask_b32_e64 v23, 0, 1, s3
	v_dual_cndmask_b32 v15, v5, v1 :: v_dual_cndmask_b32 v14, v4, v0
	v_cmp_ngt_f64_e32 vcc_lo, v[0:1], v[2:3]
	v_cmp_nge_f64_e64 s3, v[0:1], v[2:3]
	global_store_b32 v50, v23, s[8:9]
	v_cndmask_b32_e64 v23, 0, 1, s4
	v_cmp_nlg_f64_e64 s4, 0, v[0:1]
	global_store_b64 v51, v[14:15], s[8:9]
	v_cndmask_b32_e64 v15, v5, v1, s0
	v_cndmask_b32_e64 v14, v4, v0, s0
	global_store_b32 v52, v23, s[8:9]
	v_cndmask_b32_e64 v23, v4, v0, s1
	v_cmp_neq_f64_e64 s0, v[0:1], v[2:3]
	v_cmp_u_f64_e64 s1, v[0:1], v[2:3]
	global_store_b64 v53, v[14:15], s[8:9]
	v_cndmask_b32_e64 v15, v5, v1, s2
	v_cndmask_b32_e64 v14, v4, v0, s2
	v_cmp_ge_f64_e64 s2, |v[19:20]|, 0.5
	v_add_f64 v[20:21], v[21:22], v[4:5]
	v_cndmask_b32_e32 v28, v5, v1, vcc_lo
	v_cndmask_b32_e64 v25, 0, 1, s4
	v_cmp_nge_f64_e64 s4, 0, v[0:1]
	s_clause 0x1
	global_store_b32 v54, v25, s[8:9]
	global_store_b64 v55, v[23:24], s[8:9]
	v_max_f64 v[25:26], v[16:17], v[7:8]
	v_cndmask_b32_e64 v24, v5, v1, s3
	v_cndmask_b32_e64 v23, v4, v0, s3
	v_min_f64 v[7:8], v[16:17], v[7:8]
	v_cndmask_b32_e64 v19, 0, 0x3ff00000, s2
	v_cmp_nlt_f64_e64 s2, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_bfi_b32 v19, 0x7fffffff, v19, v1
	v_add_f64 v[18:19], v[12:13], v[18:19]
	v_cndmask_b32_e64 v27, 0, 1, s4
	v_cmp_ngt_f64_e64 s4, 0, v[0:1]
	global_store_b32 v56, v27, s[8:9]
	v_cndmask_b32_e32 v27, v4, v0, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0, v[0:1]
	global_store_b64 v57, v[14:15], s[8:9]
	v_floor_f64_e32 v[14:15], v[0:1]
	v_cndmask_b32_e64 v35, 0, 1, s2
	v_cndmask_b32_e64 v31, 0, 1, s4
	v_cmp_nle_f64_e64 s4, 0, v[0:1]
	s_clause 0x1
	global_store_b32 v58, v31, s[8:9]
	global_store_b64 v37, v[23:24], s[8:9]
	v_rndne_f64_e32 v[31:32], v[0:1]
	v_cndmask_b32_e64 v24, v5, v1, s0
	v_cndmask_b32_e64 v23, v4, v0, s0
	v_mov_b32_e32 v37, v0
	v_cndmask_b32_e64 v33, 0, 1, s4
	s_clause 0x1
	global_store_b32 v38, v33, s[8:9]
	global_store_b64 v39, v[27:28], s[8:9]
	v_cndmask_b32_e64 v39, 0, 1, vcc_lo
	v_cmp_u_f64_e32 vcc_lo, v[0:1], v[0:1]
	v_fma_f64 v[33:34], v[0:1], v[2:3], v[4:5]
	v_fma_f64 v[27:28], -v[0:1], |v[2:3]|, v[4:5]
	global_store_b32 v59, v35, s[8:9]
	v_max_f64 v[35:36], v[0:1], v[0:1] clamp
	global_store_b64 v60, v[23:24], s[8:9]
	v_min_f64 v[22:23], v[25:26], v[4:5]
	v_cndmask_b32_e64 v5, v5, v1, s1
	v_cndmask_b32_e64 v4, v4, v0, s1
	v_and_b32_e32 v38, 0x7fffffff, v1
	v_bfi_b32 v3, 0x7fffffff, v1, v3
	v_mov_b32_e32 v2, v0
	v_add_nc_u32_e32 v0, 0x1f000, v6
	global_store_b32 v61, v39, s[8:9]
	v_add_nc_u32_e32 v24, 0x1f800, v6
	v_or_b32_e32 v39, 0x20000, v6
	v_add_nc_u32_e32 v6, 0x20800, v6
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	s_clause 0x18
	global_store_b64 v62, v[4:5], s[8:9]
	global_store_b32 v63, v1, s[8:9]
	global_store_b64 v64, v[10:11], s[8:9]
	global_store_b64 v65, v[10:11], s[8:9]
	global_store_b64 v66, v[37:38], s[8:9]
	global_store_b64 v67, v[14:15], s[8:9]
	global_store_b64 v68, v[29:30], s[8:9]
	global_store_b64 v69, v[12:13], s[8:9]
	global_store_b64 v70, v[31:32], s[8:9]
	global_store_b64 v71, v[18:19], s[8:9]
	global_store_b64 v72, v[16:17], s[8:9]
	global_store_b64 v73, v[7:8], s[8:9]
	global_store_b64 v74, v[7:8], s[8:9]
	global_store_b64 v75, v[25:26], s[8:9]
	global_store_b64 v76, v[25:26], s[8:9]
	global_store_b64 v77, v[2:3], s[8:9]
	global_store_b64 v78, v[2:3], s[8:9]
	global_store_b64 v40, v[33:34], s[8:9]
	global_store_b64 v9, v[27:28], s[8:9]
	global_store_b64 v41, v[33:34], s[8:9]
	global_store_b64 v42, v[27:28], s[8:9]
	global_store_b64 v0, v[20:21], s[8:9]
	global_store_b64 v24, v[20:21], s[8:9]
	global_store_b64 v39, v[35:36], s[8:9]
	global_store_b64 v6, v[22:23], s[8:9]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel float_f64_div_f64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 79
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
	.size	float_f64_div_f64, .Lfunc_end0-float_f64_div_f64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2312
; NumSgprs: 14
; NumVgprs: 79
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 79
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
      - .name:           ub
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           uc
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         120
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         136
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         144
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         152
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .max_flat_workgroup_size: 1024
    .name:           float_f64_div_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         float_f64_div_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     79
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
