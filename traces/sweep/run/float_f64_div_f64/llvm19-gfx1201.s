	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	float_f64_div_f64               ; -- Begin function float_f64_div_f64
	.p2align	8
	.type	float_f64_div_f64,@function
float_f64_div_f64:                      ; @float_f64_div_f64
; %bb.0:                                ; %entry
	s_load_b128 s[12:15], s[2:3], 0x0
	v_and_b32_e32 v31, 0x3ff, v0
	s_brev_b32 s2, 6
	s_mov_b32 s3, 0xc00921fb
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v31
	v_add_nc_u32_e32 v2, 0x200, v6
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b64 v[0:1], v6, s[14:15]
	global_load_b64 v[4:5], v2, s[14:15]
	s_wait_loadcnt 0x1
	v_div_scale_f64 v[13:14], null, v[0:1], v[0:1], 1.0
	s_wait_loadcnt 0x0
	v_div_scale_f64 v[7:8], null, v[4:5], v[4:5], v[0:1]
	v_div_scale_f64 v[29:30], s1, 1.0, v[0:1], 1.0
	v_cmp_gt_f64_e64 s0, 0x10000000, v[0:1]
	v_cmp_nge_f64_e64 s6, 0, v[0:1]
	v_cmp_lg_f64_e64 s4, 0, v[0:1]
	v_cmp_o_f64_e64 s5, v[0:1], v[0:1]
	v_cmp_nle_f64_e64 s7, 0, v[0:1]
	v_cmp_u_f64_e64 s8, v[0:1], v[4:5]
	v_rcp_f64_e32 v[19:20], v[13:14]
	v_rcp_f64_e32 v[9:10], v[7:8]
	v_cndmask_b32_e64 v11, 0, 1, s0
	v_cndmask_b32_e64 v94, 0, 1, s6
	v_cmp_ngt_f64_e64 s6, 0, v[0:1]
	v_cndmask_b32_e64 v92, 0, 1, s5
	v_cmp_nlg_f64_e64 s5, v[0:1], v[4:5]
	v_cndmask_b32_e64 v96, 0, 1, s7
	v_cmp_ngt_f64_e64 s7, v[0:1], v[4:5]
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_fma_f64 v[21:22], -v[13:14], v[19:20], 1.0
	v_fma_f64 v[15:16], -v[7:8], v[9:10], 1.0
	v_cndmask_b32_e64 v95, 0, 1, s6
	v_cmp_nge_f64_e64 s6, v[0:1], v[4:5]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	v_div_scale_f64 v[21:22], vcc_lo, v[0:1], v[4:5], v[0:1]
	v_fma_f64 v[9:10], v[9:10], v[15:16], v[9:10]
	v_fma_f64 v[23:24], -v[7:8], v[9:10], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[9:10], v[9:10], v[23:24], v[9:10]
	v_fma_f64 v[23:24], -v[13:14], v[19:20], 1.0
	v_mul_f64_e32 v[27:28], v[21:22], v[9:10]
	s_delay_alu instid0(VALU_DEP_2)
	v_fma_f64 v[19:20], v[19:20], v[23:24], v[19:20]
	v_dual_mov_b32 v23, 0 :: v_dual_add_nc_u32 v2, 0x400, v6
	v_add_nc_u32_e32 v38, 0x5800, v6
	v_add_nc_u32_e32 v40, 0x7000, v6
	v_or_b32_e32 v39, 0x6000, v6
	v_add_nc_u32_e32 v41, 0x7800, v6
	global_load_b64 v[2:3], v2, s[14:15]
	v_add_nc_u32_e32 v37, 0x5000, v6
	v_add_nc_u32_e32 v34, 0x3000, v6
	v_or_b32_e32 v33, 0x2000, v6
	v_or_b32_e32 v36, 0x4000, v6
	v_add_nc_u32_e32 v43, 0x8800, v6
	v_add_nc_u32_e32 v45, 0x9800, v6
	v_add_nc_u32_e32 v35, 0x3800, v6
	v_add_nc_u32_e32 v47, 0xa800, v6
	v_add_nc_u32_e32 v49, 0xb800, v6
	v_add_nc_u32_e32 v51, 0xc800, v6
	v_add_nc_u32_e32 v53, 0xd800, v6
	v_add_nc_u32_e32 v55, 0xe800, v6
	v_add_nc_u32_e32 v57, 0xf800, v6
	v_add_nc_u32_e32 v59, 0x10800, v6
	v_add_nc_u32_e32 v61, 0x11800, v6
	v_add_nc_u32_e32 v63, 0x12800, v6
	v_add_nc_u32_e32 v65, 0x13800, v6
	v_add_nc_u32_e32 v67, 0x14800, v6
	v_add_nc_u32_e32 v69, 0x15800, v6
	v_or_b32_e32 v70, 0x16000, v6
	v_add_nc_u32_e32 v71, 0x16800, v6
	v_add_nc_u32_e32 v72, 0x17000, v6
	v_add_nc_u32_e32 v73, 0x17800, v6
	v_or_b32_e32 v74, 0x18000, v6
	v_add_nc_u32_e32 v75, 0x18800, v6
	v_add_nc_u32_e32 v76, 0x19000, v6
	v_add_nc_u32_e32 v77, 0x19800, v6
	v_or_b32_e32 v78, 0x1a000, v6
	v_add_nc_u32_e32 v79, 0x1a800, v6
	v_fma_f64 v[7:8], -v[7:8], v[27:28], v[21:22]
	v_mul_f64_e32 v[21:22], v[29:30], v[19:20]
	v_add_nc_u32_e32 v80, 0x1b000, v6
	v_add_nc_u32_e32 v81, 0x1b800, v6
	v_or_b32_e32 v82, 0x1c000, v6
	v_add_nc_u32_e32 v83, 0x1c800, v6
	v_add_nc_u32_e32 v84, 0x1d000, v6
	v_add_nc_u32_e32 v85, 0x1d800, v6
	v_or_b32_e32 v86, 0x1e000, v6
	v_add_nc_u32_e32 v87, 0x1e800, v6
	v_add_nc_u32_e32 v88, 0x1f000, v6
	v_add_nc_u32_e32 v89, 0x1f800, v6
	v_or_b32_e32 v90, 0x20000, v6
	v_add_nc_u32_e32 v91, 0x20800, v6
	v_div_fmas_f64 v[7:8], v[7:8], v[9:10], v[27:28]
	v_fma_f64 v[13:14], -v[13:14], v[21:22], v[29:30]
	s_mov_b32 vcc_lo, s1
	v_add_nc_u32_e32 v28, 0x800, v6
	v_add_nc_u32_e32 v29, 0x4800, v6
	v_add_nc_u32_e32 v30, 0x1000, v6
	v_cmp_lt_f64_e64 s1, 0, v[0:1]
	v_div_fixup_f64 v[7:8], v[7:8], v[4:5], v[0:1]
	v_div_fmas_f64 v[13:14], v[13:14], v[19:20], v[21:22]
	v_cmp_eq_f64_e32 vcc_lo, v[0:1], v[4:5]
	v_lshlrev_b32_e32 v11, 8, v11
	v_cndmask_b32_e64 v21, 0, 0xffffff80, s0
	v_mul_f64_e32 v[19:20], s[2:3], v[0:1]
	v_cmp_gt_f64_e64 s2, 0, v[0:1]
	v_cmp_ge_f64_e64 s3, 0, v[0:1]
	v_ldexp_f64 v[11:12], v[0:1], v11
	v_div_fixup_f64 v[13:14], v[13:14], v[0:1], 1.0
	s_delay_alu instid0(VALU_DEP_2)
	v_rsq_f64_e32 v[17:18], v[11:12]
	v_cmp_class_f64_e64 s0, v[11:12], 0x260
	s_clause 0x1
	global_store_b64 v38, v[13:14], s[12:13]
	global_store_b64 v39, v[13:14], s[12:13]
	v_cndmask_b32_e64 v38, 0, 1, s2
	v_cmp_le_f64_e64 s2, v[0:1], v[4:5]
	v_mul_f64_e32 v[15:16], v[11:12], v[17:18]
	v_mul_f64_e32 v[17:18], 0.5, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], -v[17:18], v[15:16], 0.5
	v_fma_f64 v[15:16], v[15:16], v[25:26], v[15:16]
	v_fma_f64 v[17:18], v[17:18], v[25:26], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fma_f64 v[25:26], -v[15:16], v[15:16], v[11:12]
	s_wait_loadcnt 0x0
	v_cndmask_b32_e32 v27, v3, v1, vcc_lo
	v_cndmask_b32_e64 v13, v3, v1, s2
	v_fma_f64 v[15:16], v[25:26], v[17:18], v[15:16]
	v_add_nc_u32_e32 v26, 0x6800, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[9:10], -v[15:16], v[15:16], v[11:12]
	v_fma_f64 v[9:10], v[9:10], v[17:18], v[15:16]
	v_add_f64_e32 v[17:18], v[0:1], v[0:1]
	v_trunc_f64_e32 v[15:16], v[7:8]
	s_delay_alu instid0(VALU_DEP_3)
	v_ldexp_f64 v[9:10], v[9:10], v21
	v_add_f64_e32 v[21:22], v[0:1], v[4:5]
	global_store_b64 v26, v[17:18], s[12:13]
	v_cndmask_b32_e32 v26, v2, v0, vcc_lo
	v_cmp_eq_f64_e32 vcc_lo, 0, v[0:1]
	global_store_b64 v40, v[19:20], s[12:13]
	v_fma_f64 v[15:16], -v[15:16], v[4:5], v[0:1]
	v_xor_b32_e32 v20, 0x80000000, v1
	global_store_b64 v41, v[26:27], s[12:13]
	v_mov_b32_e32 v19, v0
	v_mul_f64_e32 v[17:18], v[0:1], v[4:5]
	v_trunc_f64_e32 v[26:27], v[0:1]
	v_cndmask_b32_e64 v41, 0, 1, s4
	v_cmp_o_f64_e64 s4, v[0:1], v[4:5]
	v_cndmask_b32_e64 v10, v10, v12, s0
	global_store_b64 v28, v[21:22], s[12:13]
	v_cndmask_b32_e64 v9, v9, v11, s0
	v_cmp_ge_f64_e64 s0, v[0:1], v[4:5]
	v_cndmask_b32_e64 v40, 0, 1, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, v[0:1], v[4:5]
	v_lshlrev_b32_e32 v24, 2, v31
	v_add_nc_u32_e32 v31, 0x2800, v6
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v42, 0x4000, v24
	v_add_nc_u32_e32 v44, 0x4800, v24
	v_or_b32_e32 v46, 0x5000, v24
	v_add_nc_u32_e32 v48, 0x5800, v24
	v_or_b32_e32 v50, 0x6000, v24
	v_add_nc_u32_e32 v52, 0x6800, v24
	v_or_b32_e32 v54, 0x7000, v24
	v_add_nc_u32_e32 v56, 0x7800, v24
	v_or_b32_e32 v58, 0x8000, v24
	v_add_nc_u32_e32 v60, 0x8800, v24
	v_or_b32_e32 v62, 0x9000, v24
	v_add_nc_u32_e32 v64, 0x9800, v24
	v_or_b32_e32 v66, 0xa000, v24
	v_add_nc_u32_e32 v68, 0xa800, v24
	v_add_f64_e64 v[24:25], v[0:1], -v[4:5]
	global_store_b64 v29, v[7:8], s[12:13]
	v_cndmask_b32_e64 v12, v3, v1, s0
	v_cndmask_b32_e64 v11, v2, v0, s0
	v_dual_cndmask_b32 v29, v3, v1 :: v_dual_cndmask_b32 v28, v2, v0
	v_cmp_nlg_f64_e32 vcc_lo, 0, v[0:1]
	v_cmp_nlt_f64_e64 s0, v[0:1], v[4:5]
	global_store_b64 v30, v[24:25], s[12:13]
	v_add_f64_e64 v[24:25], v[0:1], -v[26:27]
	v_cndmask_b32_e64 v93, 0, 1, vcc_lo
	v_cmp_nle_f64_e32 vcc_lo, v[0:1], v[4:5]
	v_add_nc_u32_e32 v32, 0x1800, v6
	s_clause 0x2
	global_store_b64 v31, v[15:16], s[12:13]
	global_store_b64 v37, v[19:20], s[12:13]
	global_store_b64 v34, v[21:22], s[12:13]
	v_cndmask_b32_e64 v19, 0, 1, s1
	global_store_b64 v32, v[17:18], s[12:13]
	v_cmp_le_f64_e64 s1, 0, v[0:1]
	s_clause 0x6
	global_store_b64 v33, v[7:8], s[12:13]
	global_store_b64 v35, v[17:18], s[12:13]
	global_store_b64 v36, v[7:8], s[12:13]
	global_store_b32 v42, v40, s[12:13]
	global_store_b64 v43, v[28:29], s[12:13]
	global_store_b32 v44, v19, s[12:13]
	global_store_b64 v45, v[11:12], s[12:13]
	v_cndmask_b32_e64 v12, v2, v0, s2
	v_cmp_neq_f64_e64 s2, 0, v[0:1]
	v_max_num_f64_e32 v[21:22], v[0:1], v[0:1]
	v_max_num_f64_e32 v[30:31], v[4:5], v[4:5]
	v_cndmask_b32_e64 v15, 0, 1, s3
	v_cmp_lg_f64_e64 s3, v[0:1], v[4:5]
	v_floor_f64_e32 v[39:40], v[0:1]
	v_cndmask_b32_e64 v16, v3, v1, s4
	v_cndmask_b32_e64 v6, v3, v1, s5
	v_add_f64_e32 v[17:18], v[17:18], v[2:3]
	v_cndmask_b32_e64 v29, v3, v1, s0
	v_cndmask_b32_e64 v32, v3, v1, s6
	v_cndmask_b32_e64 v34, v3, v1, s7
	v_cndmask_b32_e64 v28, v2, v0, s0
	v_cndmask_b32_e64 v33, v2, v0, s7
	v_cndmask_b32_e64 v11, v2, v0, s8
	v_cndmask_b32_e32 v8, v3, v1, vcc_lo
	v_cndmask_b32_e64 v37, 0, 1, s1
	v_cmp_lt_f64_e64 s1, v[0:1], v[4:5]
	global_store_b32 v46, v37, s[12:13]
	v_fma_f64 v[45:46], v[0:1], v[4:5], v[2:3]
	v_mov_b32_e32 v37, v0
	v_cndmask_b32_e64 v98, 0, 1, s2
	v_cmp_ge_f64_e64 s2, |v[24:25]|, 0.5
	v_min_num_f64_e32 v[43:44], v[21:22], v[30:31]
	v_cndmask_b32_e64 v14, v3, v1, s3
	v_cndmask_b32_e64 v20, v3, v1, s1
	v_cndmask_b32_e64 v19, v2, v0, s1
	v_cmp_nlt_f64_e64 s1, 0, v[0:1]
	global_store_b64 v47, v[19:20], s[12:13]
	v_max_num_f64_e32 v[19:20], v[21:22], v[30:31]
	v_cndmask_b32_e64 v7, 0, 0x3ff00000, s2
	v_cmp_u_f64_e64 s2, v[0:1], v[0:1]
	s_clause 0x1
	global_store_b32 v48, v38, s[12:13]
	global_store_b64 v49, v[12:13], s[12:13]
	v_cndmask_b32_e64 v13, v2, v0, s3
	v_bfi_b32 v24, 0x7fffffff, v7, v1
	global_store_b32 v50, v15, s[12:13]
	v_cndmask_b32_e64 v15, v2, v0, s4
	v_fma_f64 v[47:48], -v[0:1], |v[4:5]|, v[2:3]
	global_store_b64 v51, v[13:14], s[12:13]
	v_ceil_f64_e32 v[13:14], v[0:1]
	global_store_b32 v52, v41, s[12:13]
	v_rndne_f64_e32 v[41:42], v[0:1]
	v_add_f64_e32 v[23:24], v[26:27], v[23:24]
	global_store_b64 v53, v[15:16], s[12:13]
	v_bfi_b32 v16, 0x7fffffff, v1, v5
	v_cndmask_b32_e64 v12, v3, v1, s8
	v_dual_mov_b32 v15, v0 :: v_dual_and_b32 v38, 0x7fffffff, v1
	v_cndmask_b32_e32 v7, v2, v0, vcc_lo
	v_cndmask_b32_e64 v31, v2, v0, s6
	v_cndmask_b32_e64 v97, 0, 1, s1
	v_cmp_neq_f64_e64 s1, v[0:1], v[4:5]
	v_cndmask_b32_e64 v5, v2, v0, s5
	v_cndmask_b32_e64 v25, 0, 1, s2
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v36, v3, v1, s1
	v_cndmask_b32_e64 v35, v2, v0, s1
	v_max_num_f64_e64 v[0:1], v[0:1], v[0:1] clamp
	v_min_num_f64_e32 v[2:3], v[19:20], v[2:3]
	s_clause 0x1f
	global_store_b32 v54, v92, s[12:13]
	global_store_b64 v55, v[5:6], s[12:13]
	global_store_b32 v56, v93, s[12:13]
	global_store_b64 v57, v[7:8], s[12:13]
	global_store_b32 v58, v94, s[12:13]
	global_store_b64 v59, v[28:29], s[12:13]
	global_store_b32 v60, v95, s[12:13]
	global_store_b64 v61, v[31:32], s[12:13]
	global_store_b32 v62, v96, s[12:13]
	global_store_b64 v63, v[33:34], s[12:13]
	global_store_b32 v64, v97, s[12:13]
	global_store_b64 v65, v[35:36], s[12:13]
	global_store_b32 v66, v98, s[12:13]
	global_store_b64 v67, v[11:12], s[12:13]
	global_store_b32 v68, v25, s[12:13]
	global_store_b64 v69, v[9:10], s[12:13]
	global_store_b64 v70, v[9:10], s[12:13]
	global_store_b64 v71, v[37:38], s[12:13]
	global_store_b64 v72, v[39:40], s[12:13]
	global_store_b64 v73, v[13:14], s[12:13]
	global_store_b64 v74, v[26:27], s[12:13]
	global_store_b64 v75, v[41:42], s[12:13]
	global_store_b64 v76, v[23:24], s[12:13]
	global_store_b64 v77, v[21:22], s[12:13]
	global_store_b64 v78, v[43:44], s[12:13]
	global_store_b64 v79, v[43:44], s[12:13]
	global_store_b64 v80, v[19:20], s[12:13]
	global_store_b64 v81, v[19:20], s[12:13]
	global_store_b64 v82, v[15:16], s[12:13]
	global_store_b64 v83, v[15:16], s[12:13]
	global_store_b64 v84, v[45:46], s[12:13]
	global_store_b64 v85, v[47:48], s[12:13]
	s_clause 0x5
	global_store_b64 v86, v[45:46], s[12:13]
	global_store_b64 v87, v[47:48], s[12:13]
	global_store_b64 v88, v[17:18], s[12:13]
	global_store_b64 v89, v[17:18], s[12:13]
	global_store_b64 v90, v[0:1], s[12:13]
	global_store_b64 v91, v[2:3], s[12:13]
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
	.size	float_f64_div_f64, .Lfunc_end0-float_f64_div_f64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2508
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         float_f64_div_f64.kd
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
