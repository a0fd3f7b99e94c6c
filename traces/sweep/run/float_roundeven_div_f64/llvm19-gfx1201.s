	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	float_roundeven_div_f64         ; -- Begin function float_roundeven_div_f64
	.p2align	8
	.type	float_roundeven_div_f64,@function
float_roundeven_div_f64:                ; @float_roundeven_div_f64
; %bb.0:                                ; %entry
	s_load_b128 s[16:19], s[2:3], 0x0
	v_and_b32_e32 v22, 0x3ff, v0
	s_brev_b32 s2, 6
	s_mov_b32 s3, 0xc00921fb
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v23, 3, v22
	v_add_nc_u32_e32 v2, 0x200, v23
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b64 v[0:1], v23, s[18:19]
	global_load_b64 v[2:3], v2, s[18:19]
	s_wait_loadcnt 0x1
	v_div_scale_f64 v[10:11], null, v[0:1], v[0:1], 1.0
	s_wait_loadcnt 0x0
	v_div_scale_f64 v[6:7], null, v[2:3], v[2:3], v[0:1]
	v_div_scale_f64 v[20:21], s0, 1.0, v[0:1], 1.0
	v_cmp_lt_f64_e64 s1, 0, v[0:1]
	v_cmp_ge_f64_e64 s4, 0, v[0:1]
	v_cmp_lg_f64_e64 s5, 0, v[0:1]
	v_cmp_o_f64_e64 s6, v[0:1], v[0:1]
	v_cmp_nlg_f64_e64 s7, 0, v[0:1]
	v_cmp_nlt_f64_e64 s8, v[0:1], v[2:3]
	v_cmp_nge_f64_e64 s9, v[0:1], v[2:3]
	v_cmp_ngt_f64_e64 s10, v[0:1], v[2:3]
	v_cmp_neq_f64_e64 s11, v[0:1], v[2:3]
	v_cmp_u_f64_e64 s12, v[0:1], v[2:3]
	v_cmp_nge_f64_e64 s13, 0, v[0:1]
	v_rndne_f64_e32 v[41:42], v[0:1]
	v_rcp_f64_e32 v[14:15], v[10:11]
	v_rcp_f64_e32 v[8:9], v[6:7]
	v_cndmask_b32_e64 v82, 0, 1, s1
	v_cmp_ge_f64_e64 s1, v[0:1], v[2:3]
	v_cndmask_b32_e64 v85, 0, 1, s4
	v_cmp_lg_f64_e64 s4, v[0:1], v[2:3]
	v_cndmask_b32_e64 v86, 0, 1, s5
	v_cmp_o_f64_e64 s5, v[0:1], v[2:3]
	v_cndmask_b32_e64 v87, 0, 1, s6
	v_cmp_nlg_f64_e64 s6, v[0:1], v[2:3]
	v_cndmask_b32_e64 v88, 0, 1, s13
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[12:13], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[8:9], v[12:13], v[8:9]
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[12:13], -v[10:11], v[14:15], 1.0
	v_fma_f64 v[16:17], -v[6:7], v[8:9], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[12:13], v[14:15], v[12:13], v[14:15]
	v_div_scale_f64 v[14:15], vcc_lo, v[0:1], v[2:3], v[0:1]
	v_fma_f64 v[8:9], v[8:9], v[16:17], v[8:9]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[16:17], -v[10:11], v[12:13], 1.0
	v_mul_f64_e32 v[18:19], v[14:15], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[12:13], v[12:13], v[16:17], v[12:13]
	v_fma_f64 v[6:7], -v[6:7], v[18:19], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64_e32 v[14:15], v[20:21], v[12:13]
	v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[18:19]
	v_mov_b32_e32 v18, v0
	v_add_nc_u32_e32 v4, 0x400, v23
	s_delay_alu instid0(VALU_DEP_4)
	v_fma_f64 v[8:9], -v[10:11], v[14:15], v[20:21]
	s_mov_b32 vcc_lo, s0
	v_add_f64_e32 v[10:11], v[0:1], v[2:3]
	v_add_nc_u32_e32 v24, 0x800, v23
	global_load_b64 v[4:5], v4, s[18:19]
	v_add_nc_u32_e32 v43, 0x1800, v23
	v_or_b32_e32 v44, 0x2000, v23
	v_add_nc_u32_e32 v29, 0x2800, v23
	v_add_nc_u32_e32 v45, 0x3000, v23
	v_add_nc_u32_e32 v46, 0x3800, v23
	v_or_b32_e32 v47, 0x4000, v23
	v_add_nc_u32_e32 v31, 0x4800, v23
	v_add_nc_u32_e32 v33, 0x5000, v23
	v_add_nc_u32_e32 v35, 0x5800, v23
	v_or_b32_e32 v37, 0x6000, v23
	v_add_nc_u32_e32 v38, 0x6800, v23
	v_add_nc_u32_e32 v39, 0x7000, v23
	v_add_nc_u32_e32 v40, 0x7800, v23
	v_add_nc_u32_e32 v49, 0x8800, v23
	v_add_nc_u32_e32 v51, 0x9800, v23
	v_add_nc_u32_e32 v53, 0xa800, v23
	v_add_nc_u32_e32 v55, 0xb800, v23
	v_add_nc_u32_e32 v57, 0xc800, v23
	v_add_nc_u32_e32 v59, 0xd800, v23
	v_add_nc_u32_e32 v61, 0xe800, v23
	v_add_nc_u32_e32 v63, 0xf800, v23
	v_add_nc_u32_e32 v65, 0x10800, v23
	v_add_nc_u32_e32 v67, 0x11800, v23
	v_add_nc_u32_e32 v69, 0x12800, v23
	v_add_nc_u32_e32 v71, 0x13800, v23
	v_add_nc_u32_e32 v73, 0x14800, v23
	v_add_nc_u32_e32 v75, 0x15800, v23
	v_or_b32_e32 v76, 0x16000, v23
	v_add_nc_u32_e32 v77, 0x16800, v23
	v_add_nc_u32_e32 v78, 0x17000, v23
	v_div_fixup_f64 v[6:7], v[6:7], v[2:3], v[0:1]
	v_add_nc_u32_e32 v79, 0x17800, v23
	v_or_b32_e32 v80, 0x18000, v23
	v_div_fmas_f64 v[8:9], v[8:9], v[12:13], v[14:15]
	v_cmp_eq_f64_e32 vcc_lo, v[0:1], v[2:3]
	v_add_nc_u32_e32 v27, 0x1000, v23
	v_add_f64_e64 v[14:15], v[0:1], -v[2:3]
	global_store_b64 v24, v[10:11], s[16:17]
	v_add_f64_e32 v[20:21], v[0:1], v[0:1]
	v_xor_b32_e32 v19, 0x80000000, v1
	v_cmp_eq_f64_e64 s0, 0, v[0:1]
	v_trunc_f64_e32 v[12:13], v[6:7]
	v_div_fixup_f64 v[8:9], v[8:9], v[0:1], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v81, 0, 1, s0
	v_cmp_gt_f64_e64 s0, v[0:1], v[2:3]
	v_fma_f64 v[12:13], -v[12:13], v[2:3], v[0:1]
	s_wait_loadcnt 0x0
	v_dual_cndmask_b32 v25, v5, v1 :: v_dual_cndmask_b32 v24, v4, v0
	global_store_b64 v27, v[14:15], s[16:17]
	v_cmp_ngt_f64_e32 vcc_lo, 0, v[0:1]
	v_lshlrev_b32_e32 v16, 2, v22
	v_mul_f64_e32 v[22:23], s[2:3], v[0:1]
	global_store_b64 v38, v[20:21], s[16:17]
	v_cmp_le_f64_e64 s2, 0, v[0:1]
	v_cmp_gt_f64_e64 s3, 0, v[0:1]
	global_store_b64 v40, v[24:25], s[16:17]
	v_or_b32_e32 v48, 0x4000, v16
	v_add_nc_u32_e32 v50, 0x4800, v16
	v_or_b32_e32 v52, 0x5000, v16
	v_add_nc_u32_e32 v54, 0x5800, v16
	v_or_b32_e32 v56, 0x6000, v16
	v_add_nc_u32_e32 v58, 0x6800, v16
	v_or_b32_e32 v60, 0x7000, v16
	v_add_nc_u32_e32 v62, 0x7800, v16
	v_or_b32_e32 v64, 0x8000, v16
	v_add_nc_u32_e32 v66, 0x8800, v16
	v_or_b32_e32 v68, 0x9000, v16
	v_add_nc_u32_e32 v70, 0x9800, v16
	v_or_b32_e32 v72, 0xa000, v16
	v_add_nc_u32_e32 v74, 0xa800, v16
	v_mul_f64_e32 v[16:17], v[0:1], v[2:3]
	v_cndmask_b32_e64 v15, 0, 1, s7
	v_cmp_nle_f64_e64 s7, v[0:1], v[2:3]
	v_cndmask_b32_e64 v26, v5, v1, s0
	v_cndmask_b32_e64 v28, v5, v1, s1
	v_cndmask_b32_e64 v34, v5, v1, s4
	v_cndmask_b32_e64 v36, v5, v1, s5
	v_cndmask_b32_e64 v14, v5, v1, s6
	v_cndmask_b32_e64 v24, v5, v1, s9
	v_cndmask_b32_e64 v38, v5, v1, s10
	v_cndmask_b32_e64 v40, v5, v1, s11
	v_cndmask_b32_e64 v25, v4, v0, s0
	v_cndmask_b32_e64 v27, v4, v0, s1
	v_cndmask_b32_e64 v21, v4, v0, s8
	v_cndmask_b32_e64 v89, 0, 1, vcc_lo
	v_cmp_nle_f64_e32 vcc_lo, 0, v[0:1]
	s_clause 0x2
	global_store_b64 v39, v[22:23], s[16:17]
	global_store_b64 v31, v[6:7], s[16:17]
	global_store_b64 v33, v[18:19], s[16:17]
	v_cndmask_b32_e64 v83, 0, 1, s2
	v_cmp_lt_f64_e64 s2, v[0:1], v[2:3]
	v_cndmask_b32_e64 v84, 0, 1, s3
	v_cmp_le_f64_e64 s3, v[0:1], v[2:3]
	v_max_num_f64_e32 v[2:3], v[0:1], v[2:3]
	v_cndmask_b32_e64 v22, v5, v1, s8
	s_clause 0x1
	global_store_b64 v35, v[8:9], s[16:17]
	global_store_b64 v37, v[8:9], s[16:17]
	v_cndmask_b32_e64 v9, v5, v1, s12
	global_store_b64 v29, v[12:13], s[16:17]
	v_cndmask_b32_e64 v33, v4, v0, s4
	v_cndmask_b32_e64 v35, v4, v0, s5
	v_cndmask_b32_e64 v13, v4, v0, s6
	v_cndmask_b32_e64 v23, v4, v0, s9
	v_cndmask_b32_e64 v37, v4, v0, s10
	v_cndmask_b32_e64 v39, v4, v0, s11
	v_cndmask_b32_e64 v8, v4, v0, s12
	v_cndmask_b32_e64 v20, v5, v1, s7
	v_cndmask_b32_e64 v19, v4, v0, s7
	v_cndmask_b32_e64 v90, 0, 1, vcc_lo
	v_cmp_nlt_f64_e32 vcc_lo, 0, v[0:1]
	v_cndmask_b32_e64 v30, v5, v1, s2
	v_cndmask_b32_e64 v29, v4, v0, s2
	v_cndmask_b32_e64 v32, v5, v1, s3
	v_cndmask_b32_e64 v31, v4, v0, s3
	v_min_num_f64_e32 v[2:3], v[2:3], v[4:5]
	v_add_f64_e32 v[4:5], v[16:17], v[4:5]
	v_cndmask_b32_e64 v18, 0, 1, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0, v[0:1]
	v_cndmask_b32_e64 v91, 0, 1, vcc_lo
	v_cmp_u_f64_e32 vcc_lo, v[0:1], v[0:1]
	v_max_num_f64_e64 v[0:1], v[0:1], v[0:1] clamp
	v_cndmask_b32_e64 v12, 0, 1, vcc_lo
	s_clause 0x1f
	global_store_b64 v43, v[16:17], s[16:17]
	global_store_b64 v44, v[6:7], s[16:17]
	global_store_b64 v45, v[10:11], s[16:17]
	global_store_b64 v46, v[16:17], s[16:17]
	global_store_b64 v47, v[6:7], s[16:17]
	global_store_b32 v48, v81, s[16:17]
	global_store_b64 v49, v[25:26], s[16:17]
	global_store_b32 v50, v82, s[16:17]
	global_store_b64 v51, v[27:28], s[16:17]
	global_store_b32 v52, v83, s[16:17]
	global_store_b64 v53, v[29:30], s[16:17]
	global_store_b32 v54, v84, s[16:17]
	global_store_b64 v55, v[31:32], s[16:17]
	global_store_b32 v56, v85, s[16:17]
	global_store_b64 v57, v[33:34], s[16:17]
	global_store_b32 v58, v86, s[16:17]
	global_store_b64 v59, v[35:36], s[16:17]
	global_store_b32 v60, v87, s[16:17]
	global_store_b64 v61, v[13:14], s[16:17]
	global_store_b32 v62, v15, s[16:17]
	global_store_b64 v63, v[19:20], s[16:17]
	global_store_b32 v64, v88, s[16:17]
	global_store_b64 v65, v[21:22], s[16:17]
	global_store_b32 v66, v89, s[16:17]
	global_store_b64 v67, v[23:24], s[16:17]
	global_store_b32 v68, v90, s[16:17]
	global_store_b64 v69, v[37:38], s[16:17]
	global_store_b32 v70, v18, s[16:17]
	global_store_b64 v71, v[39:40], s[16:17]
	global_store_b32 v72, v91, s[16:17]
	global_store_b64 v73, v[8:9], s[16:17]
	global_store_b32 v74, v12, s[16:17]
	s_clause 0x5
	global_store_b64 v75, v[41:42], s[16:17]
	global_store_b64 v76, v[41:42], s[16:17]
	global_store_b64 v77, v[4:5], s[16:17]
	global_store_b64 v78, v[4:5], s[16:17]
	global_store_b64 v79, v[0:1], s[16:17]
	global_store_b64 v80, v[2:3], s[16:17]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel float_roundeven_div_f64
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
		.amdhsa_next_free_vgpr 92
		.amdhsa_next_free_sgpr 20
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
	.size	float_roundeven_div_f64, .Lfunc_end0-float_roundeven_div_f64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1896
; NumSgprs: 22
; NumVgprs: 92
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 92
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
    .name:           float_roundeven_div_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_div_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     92
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
