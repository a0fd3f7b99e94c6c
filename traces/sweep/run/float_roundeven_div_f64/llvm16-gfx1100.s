	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl	float_roundeven_div_f64         ; -- Begin function float_roundeven_div_f64
	.p2align	8
	.type	float_roundeven_div_f64,@function
float_roundeven_div_f64:                ; @float_roundeven_div_f64
; %bb.0:                                ; %entry
	s_load_b128 s[16:19], s[0:1], 0x0
	v_lshlrev_b32_e32 v23, 3, v0
	s_brev_b32 s2, 6
	s_mov_b32 s3, 0xc00921fb
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v3, 0x200, v23
	v_add_nc_u32_e32 v5, 0x400, v23
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_b64 v[1:2], v23, s[18:19]
	global_load_b64 v[3:4], v3, s[18:19]
	global_load_b64 v[5:6], v5, s[18:19]
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(2)
	v_div_scale_f64 v[11:12], null, v[1:2], v[1:2], 1.0
	s_waitcnt vmcnt(1)
	v_div_scale_f64 v[7:8], null, v[3:4], v[3:4], v[1:2]
	v_div_scale_f64 v[21:22], s0, 1.0, v[1:2], 1.0
	v_cmp_lt_f64_e64 s1, 0, v[1:2]
	v_cmp_ge_f64_e64 s4, 0, v[1:2]
	v_cmp_lg_f64_e64 s5, 0, v[1:2]
	v_cmp_o_f64_e64 s6, v[1:2], v[1:2]
	v_cmp_nlg_f64_e64 s7, 0, v[1:2]
	v_cmp_nlt_f64_e64 s8, v[1:2], v[3:4]
	v_cmp_nge_f64_e64 s9, v[1:2], v[3:4]
	v_cmp_ngt_f64_e64 s10, v[1:2], v[3:4]
	v_cmp_neq_f64_e64 s11, v[1:2], v[3:4]
	v_cmp_u_f64_e64 s12, v[1:2], v[3:4]
	v_cmp_nge_f64_e64 s13, 0, v[1:2]
	v_rndne_f64_e32 v[42:43], v[1:2]
	v_rcp_f64_e32 v[15:16], v[11:12]
	v_rcp_f64_e32 v[9:10], v[7:8]
	v_cndmask_b32_e64 v83, 0, 1, s1
	v_cmp_ge_f64_e64 s1, v[1:2], v[3:4]
	v_cndmask_b32_e64 v86, 0, 1, s4
	v_cmp_lg_f64_e64 s4, v[1:2], v[3:4]
	v_cndmask_b32_e64 v87, 0, 1, s5
	v_cmp_o_f64_e64 s5, v[1:2], v[3:4]
	v_cndmask_b32_e64 v88, 0, 1, s6
	v_cmp_nlg_f64_e64 s6, v[1:2], v[3:4]
	v_cndmask_b32_e64 v89, 0, 1, s13
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_fma_f64 v[13:14], -v[7:8], v[9:10], 1.0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v29, v6, v2, s1
	v_cndmask_b32_e64 v35, v6, v2, s4
	v_cndmask_b32_e64 v37, v6, v2, s5
	v_fma_f64 v[9:10], v[9:10], v[13:14], v[9:10]
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[13:14], -v[11:12], v[15:16], 1.0
	v_fma_f64 v[17:18], -v[7:8], v[9:10], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[13:14], v[15:16], v[13:14], v[15:16]
	v_div_scale_f64 v[15:16], vcc_lo, v[1:2], v[3:4], v[1:2]
	v_fma_f64 v[9:10], v[9:10], v[17:18], v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[17:18], -v[11:12], v[13:14], 1.0
	v_mul_f64 v[19:20], v[15:16], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	v_mul_f64 v[17:18], v[1:2], v[3:4]
	v_fma_f64 v[7:8], -v[7:8], v[19:20], v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[21:22], v[13:14]
	v_div_fmas_f64 v[7:8], v[7:8], v[9:10], v[19:20]
	v_mov_b32_e32 v19, v1
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f64 v[9:10], -v[11:12], v[15:16], v[21:22]
	s_mov_b32 vcc_lo, s0
	v_add_f64 v[11:12], v[1:2], v[3:4]
	v_add_f64 v[21:22], v[1:2], v[1:2]
	v_xor_b32_e32 v20, 0x80000000, v2
	v_cmp_eq_f64_e64 s0, 0, v[1:2]
	v_or_b32_e32 v49, 0x4000, v0
	v_add_nc_u32_e32 v51, 0x4800, v0
	v_or_b32_e32 v53, 0x5000, v0
	v_add_nc_u32_e32 v55, 0x5800, v0
	v_or_b32_e32 v57, 0x6000, v0
	v_add_nc_u32_e32 v59, 0x6800, v0
	v_or_b32_e32 v61, 0x7000, v0
	v_add_nc_u32_e32 v63, 0x7800, v0
	v_or_b32_e32 v65, 0x8000, v0
	v_add_nc_u32_e32 v67, 0x8800, v0
	v_or_b32_e32 v69, 0x9000, v0
	v_add_nc_u32_e32 v71, 0x9800, v0
	v_or_b32_e32 v73, 0xa000, v0
	v_add_nc_u32_e32 v75, 0xa800, v0
	v_div_fixup_f64 v[7:8], v[7:8], v[3:4], v[1:2]
	v_div_fmas_f64 v[9:10], v[9:10], v[13:14], v[15:16]
	v_cmp_eq_f64_e32 vcc_lo, v[1:2], v[3:4]
	v_add_f64 v[15:16], v[1:2], -v[3:4]
	v_cndmask_b32_e64 v82, 0, 1, s0
	v_cmp_gt_f64_e64 s0, v[1:2], v[3:4]
	v_trunc_f64_e32 v[13:14], v[7:8]
	v_div_fixup_f64 v[9:10], v[9:10], v[1:2], 1.0
	v_dual_cndmask_b32 v26, v6, v2 :: v_dual_add_nc_u32 v25, 0x800, v23
	v_add_nc_u32_e32 v28, 0x1000, v23
	v_add_nc_u32_e32 v44, 0x1800, v23
	v_or_b32_e32 v45, 0x2000, v23
	v_add_nc_u32_e32 v30, 0x2800, v23
	global_store_b64 v25, v[11:12], s[16:17]
	v_cndmask_b32_e32 v25, v5, v1, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0, v[1:2]
	v_add_nc_u32_e32 v46, 0x3000, v23
	v_add_nc_u32_e32 v47, 0x3800, v23
	v_or_b32_e32 v48, 0x4000, v23
	v_add_nc_u32_e32 v32, 0x4800, v23
	v_add_nc_u32_e32 v34, 0x5000, v23
	v_add_nc_u32_e32 v36, 0x5800, v23
	v_or_b32_e32 v38, 0x6000, v23
	v_add_nc_u32_e32 v39, 0x6800, v23
	global_store_b64 v28, v[15:16], s[16:17]
	v_add_nc_u32_e32 v40, 0x7000, v23
	v_add_nc_u32_e32 v41, 0x7800, v23
	v_add_nc_u32_e32 v50, 0x8800, v23
	v_add_nc_u32_e32 v52, 0x9800, v23
	v_add_nc_u32_e32 v54, 0xa800, v23
	v_add_nc_u32_e32 v56, 0xb800, v23
	v_add_nc_u32_e32 v58, 0xc800, v23
	v_add_nc_u32_e32 v60, 0xd800, v23
	v_add_nc_u32_e32 v62, 0xe800, v23
	v_add_nc_u32_e32 v64, 0xf800, v23
	v_add_nc_u32_e32 v66, 0x10800, v23
	v_add_nc_u32_e32 v68, 0x11800, v23
	v_add_nc_u32_e32 v70, 0x12800, v23
	v_add_nc_u32_e32 v72, 0x13800, v23
	v_add_nc_u32_e32 v74, 0x14800, v23
	v_add_nc_u32_e32 v76, 0x15800, v23
	v_or_b32_e32 v77, 0x16000, v23
	v_add_nc_u32_e32 v78, 0x16800, v23
	v_add_nc_u32_e32 v79, 0x17000, v23
	v_add_nc_u32_e32 v80, 0x17800, v23
	v_or_b32_e32 v81, 0x18000, v23
	v_mul_f64 v[23:24], v[1:2], s[2:3]
	global_store_b64 v39, v[21:22], s[16:17]
	v_cmp_le_f64_e64 s2, 0, v[1:2]
	v_cmp_gt_f64_e64 s3, 0, v[1:2]
	global_store_b64 v41, v[25:26], s[16:17]
	v_fma_f64 v[13:14], -v[13:14], v[3:4], v[1:2]
	v_cndmask_b32_e64 v16, 0, 1, s7
	v_cndmask_b32_e64 v90, 0, 1, vcc_lo
	v_cmp_nle_f64_e32 vcc_lo, 0, v[1:2]
	v_cmp_nle_f64_e64 s7, v[1:2], v[3:4]
	v_cndmask_b32_e64 v27, v6, v2, s0
	v_cndmask_b32_e64 v15, v6, v2, s6
	v_cndmask_b32_e64 v25, v6, v2, s9
	v_cndmask_b32_e64 v39, v6, v2, s10
	v_cndmask_b32_e64 v41, v6, v2, s11
	v_cndmask_b32_e64 v26, v5, v1, s0
	v_cndmask_b32_e64 v28, v5, v1, s1
	v_cndmask_b32_e64 v22, v5, v1, s8
	s_clause 0x2
	global_store_b64 v40, v[23:24], s[16:17]
	global_store_b64 v32, v[7:8], s[16:17]
	global_store_b64 v34, v[19:20], s[16:17]
	v_cndmask_b32_e64 v84, 0, 1, s2
	v_cmp_lt_f64_e64 s2, v[1:2], v[3:4]
	v_cndmask_b32_e64 v85, 0, 1, s3
	v_cmp_le_f64_e64 s3, v[1:2], v[3:4]
	v_max_f64 v[3:4], v[1:2], v[3:4]
	v_cndmask_b32_e64 v23, v6, v2, s8
	v_cndmask_b32_e64 v91, 0, 1, vcc_lo
	v_cmp_nlt_f64_e32 vcc_lo, 0, v[1:2]
	v_cndmask_b32_e64 v21, v6, v2, s7
	s_clause 0x1
	global_store_b64 v36, v[9:10], s[16:17]
	global_store_b64 v38, v[9:10], s[16:17]
	v_cndmask_b32_e64 v10, v6, v2, s12
	global_store_b64 v30, v[13:14], s[16:17]
	v_cndmask_b32_e64 v34, v5, v1, s4
	v_cndmask_b32_e64 v36, v5, v1, s5
	v_cndmask_b32_e64 v14, v5, v1, s6
	v_cndmask_b32_e64 v20, v5, v1, s7
	v_cndmask_b32_e64 v24, v5, v1, s9
	v_cndmask_b32_e64 v38, v5, v1, s10
	v_cndmask_b32_e64 v40, v5, v1, s11
	v_cndmask_b32_e64 v9, v5, v1, s12
	v_cndmask_b32_e64 v31, v6, v2, s2
	v_cndmask_b32_e64 v30, v5, v1, s2
	v_cndmask_b32_e64 v33, v6, v2, s3
	v_cndmask_b32_e64 v32, v5, v1, s3
	v_min_f64 v[3:4], v[3:4], v[5:6]
	v_add_f64 v[5:6], v[17:18], v[5:6]
	v_cndmask_b32_e64 v19, 0, 1, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0, v[1:2]
	v_cndmask_b32_e64 v92, 0, 1, vcc_lo
	v_cmp_u_f64_e32 vcc_lo, v[1:2], v[1:2]
	v_max_f64 v[0:1], v[1:2], v[1:2] clamp
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	s_clause 0x25
	global_store_b64 v44, v[17:18], s[16:17]
	global_store_b64 v45, v[7:8], s[16:17]
	global_store_b64 v46, v[11:12], s[16:17]
	global_store_b64 v47, v[17:18], s[16:17]
	global_store_b64 v48, v[7:8], s[16:17]
	global_store_b32 v49, v82, s[16:17]
	global_store_b64 v50, v[26:27], s[16:17]
	global_store_b32 v51, v83, s[16:17]
	global_store_b64 v52, v[28:29], s[16:17]
	global_store_b32 v53, v84, s[16:17]
	global_store_b64 v54, v[30:31], s[16:17]
	global_store_b32 v55, v85, s[16:17]
	global_store_b64 v56, v[32:33], s[16:17]
	global_store_b32 v57, v86, s[16:17]
	global_store_b64 v58, v[34:35], s[16:17]
	global_store_b32 v59, v87, s[16:17]
	global_store_b64 v60, v[36:37], s[16:17]
	global_store_b32 v61, v88, s[16:17]
	global_store_b64 v62, v[14:15], s[16:17]
	global_store_b32 v63, v16, s[16:17]
	global_store_b64 v64, v[20:21], s[16:17]
	global_store_b32 v65, v89, s[16:17]
	global_store_b64 v66, v[22:23], s[16:17]
	global_store_b32 v67, v90, s[16:17]
	global_store_b64 v68, v[24:25], s[16:17]
	global_store_b32 v69, v91, s[16:17]
	global_store_b64 v70, v[38:39], s[16:17]
	global_store_b32 v71, v19, s[16:17]
	global_store_b64 v72, v[40:41], s[16:17]
	global_store_b32 v73, v92, s[16:17]
	global_store_b64 v74, v[9:10], s[16:17]
	global_store_b32 v75, v2, s[16:17]
	global_store_b64 v76, v[42:43], s[16:17]
	global_store_b64 v77, v[42:43], s[16:17]
	global_store_b64 v78, v[5:6], s[16:17]
	global_store_b64 v79, v[5:6], s[16:17]
	global_store_b64 v80, v[0:1], s[16:17]
	global_store_b64 v81, v[3:4], s[16:17]
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel float_roundeven_div_f64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 93
		.amdhsa_next_free_sgpr 20
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
	.size	float_roundeven_div_f64, .Lfunc_end0-float_roundeven_div_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2076
; NumSgprs: 22
; NumVgprs: 93
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 93
; Occupancy: 16
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
      - .name:           ub
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           uc
        .offset:         32
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 1024
    .name:           float_roundeven_div_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_div_f64.kd
    .vgpr_count:     93
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
