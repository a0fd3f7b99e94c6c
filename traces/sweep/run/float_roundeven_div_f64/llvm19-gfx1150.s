	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	float_roundeven_div_f64         ; -- Begin function float_roundeven_div_f64
	.p2align	8
	.type	float_roundeven_div_f64,@function
float_roundeven_div_f64:                ; @float_roundeven_div_f64
; %bb.0:                                ; %entry
	s_load_b128 s[16:19], s[2:3], 0x0
	v_and_b32_e32 v23, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v8, 3, v23
	v_add_nc_u32_e32 v2, 0x200, v8
	v_add_nc_u32_e32 v24, 0x1000, v8
	v_add_nc_u32_e32 v27, 0x2800, v8
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_b64 v[0:1], v8, s[18:19]
	global_load_b64 v[4:5], v2, s[18:19]
	v_add_nc_u32_e32 v2, 0x400, v8
	global_load_b64 v[2:3], v2, s[18:19]
	s_waitcnt vmcnt(2)
	v_div_scale_f64 v[11:12], null, v[0:1], v[0:1], 1.0
	s_waitcnt vmcnt(1)
	v_div_scale_f64 v[6:7], null, v[4:5], v[4:5], v[0:1]
	v_div_scale_f64 v[21:22], s0, 1.0, v[0:1], 1.0
	v_cmp_gt_f64_e64 s2, 0, v[0:1]
	v_cmp_ge_f64_e64 s3, 0, v[0:1]
	v_cmp_o_f64_e64 s4, v[0:1], v[4:5]
	v_cmp_nlg_f64_e64 s5, v[0:1], v[4:5]
	v_cmp_nle_f64_e64 s6, v[0:1], v[4:5]
	v_cmp_nlt_f64_e64 s7, v[0:1], v[4:5]
	v_cmp_nge_f64_e64 s8, v[0:1], v[4:5]
	v_cmp_ngt_f64_e64 s9, v[0:1], v[4:5]
	v_cmp_neq_f64_e64 s10, v[0:1], v[4:5]
	v_cmp_u_f64_e64 s11, v[0:1], v[4:5]
	v_cmp_lg_f64_e64 s12, 0, v[0:1]
	v_rcp_f64_e32 v[15:16], v[11:12]
	v_rcp_f64_e32 v[9:10], v[6:7]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], -v[6:7], v[9:10], 1.0
	v_fma_f64 v[9:10], v[9:10], v[13:14], v[9:10]
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[13:14], -v[11:12], v[15:16], 1.0
	v_fma_f64 v[17:18], -v[6:7], v[9:10], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[13:14], v[15:16], v[13:14], v[15:16]
	v_div_scale_f64 v[15:16], vcc_lo, v[0:1], v[4:5], v[0:1]
	v_fma_f64 v[9:10], v[9:10], v[17:18], v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[17:18], -v[11:12], v[13:14], 1.0
	v_mul_f64 v[19:20], v[15:16], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	v_add_f64 v[17:18], v[0:1], v[0:1]
	v_fma_f64 v[6:7], -v[6:7], v[19:20], v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[21:22], v[13:14]
	v_div_fmas_f64 v[6:7], v[6:7], v[9:10], v[19:20]
	s_delay_alu instid0(VALU_DEP_2)
	v_fma_f64 v[9:10], -v[11:12], v[15:16], v[21:22]
	s_mov_b32 vcc_lo, s0
	s_brev_b32 s0, 6
	s_mov_b32 s1, 0xc00921fb
	v_add_nc_u32_e32 v21, 0x800, v8
	v_mul_f64 v[19:20], v[0:1], s[0:1]
	v_cmp_lt_f64_e64 s0, 0, v[0:1]
	v_cmp_le_f64_e64 s1, 0, v[0:1]
	v_div_fixup_f64 v[6:7], v[6:7], v[4:5], v[0:1]
	v_div_fmas_f64 v[9:10], v[9:10], v[13:14], v[15:16]
	v_add_f64 v[13:14], v[0:1], v[4:5]
	v_add_f64 v[15:16], v[0:1], -v[4:5]
	v_cmp_eq_f64_e32 vcc_lo, v[0:1], v[4:5]
	v_trunc_f64_e32 v[11:12], v[6:7]
	v_div_fixup_f64 v[9:10], v[9:10], v[0:1], 1.0
	global_store_b64 v21, v[13:14], s[16:17]
	v_mul_f64 v[21:22], v[0:1], v[4:5]
	v_fma_f64 v[11:12], -v[11:12], v[4:5], v[0:1]
	global_store_b64 v24, v[15:16], s[16:17]
	s_waitcnt vmcnt(0)
	v_dual_cndmask_b32 v16, v3, v1 :: v_dual_cndmask_b32 v15, v2, v0
	v_cmp_eq_f64_e32 vcc_lo, 0, v[0:1]
	v_add_nc_u32_e32 v35, 0x6800, v8
	v_add_nc_u32_e32 v36, 0x7000, v8
	v_add_nc_u32_e32 v37, 0x7800, v8
	v_add_nc_u32_e32 v31, 0x4800, v8
	v_add_nc_u32_e32 v32, 0x5000, v8
	s_clause 0x2
	global_store_b64 v35, v[17:18], s[16:17]
	global_store_b64 v36, v[19:20], s[16:17]
	global_store_b64 v37, v[15:16], s[16:17]
	v_xor_b32_e32 v16, 0x80000000, v1
	v_mov_b32_e32 v15, v0
	v_add_nc_u32_e32 v33, 0x5800, v8
	global_store_b64 v31, v[6:7], s[16:17]
	v_add_nc_u32_e32 v25, 0x1800, v8
	v_add_nc_u32_e32 v28, 0x3000, v8
	global_store_b64 v32, v[15:16], s[16:17]
	v_add_nc_u32_e32 v29, 0x3800, v8
	v_or_b32_e32 v30, 0x4000, v8
	v_or_b32_e32 v34, 0x6000, v8
	global_store_b64 v33, v[9:10], s[16:17]
	v_or_b32_e32 v26, 0x2000, v8
	v_add_nc_u32_e32 v39, 0x8800, v8
	v_add_nc_u32_e32 v41, 0x9800, v8
	global_store_b64 v34, v[9:10], s[16:17]
	v_add_nc_u32_e32 v43, 0xa800, v8
	v_add_nc_u32_e32 v45, 0xb800, v8
	v_add_nc_u32_e32 v47, 0xc800, v8
	v_add_nc_u32_e32 v49, 0xd800, v8
	v_add_nc_u32_e32 v51, 0xe800, v8
	v_add_nc_u32_e32 v53, 0xf800, v8
	v_add_nc_u32_e32 v55, 0x10800, v8
	v_add_nc_u32_e32 v57, 0x11800, v8
	v_add_nc_u32_e32 v59, 0x12800, v8
	v_add_nc_u32_e32 v61, 0x13800, v8
	v_add_nc_u32_e32 v35, 0x14800, v8
	v_add_nc_u32_e32 v36, 0x15800, v8
	v_or_b32_e32 v64, 0x16000, v8
	v_add_nc_u32_e32 v65, 0x16800, v8
	v_cndmask_b32_e64 v16, 0, 1, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, v[0:1], v[4:5]
	v_lshlrev_b32_e32 v23, 2, v23
	v_add_nc_u32_e32 v37, 0x17000, v8
	v_add_nc_u32_e32 v31, 0x17800, v8
	v_or_b32_e32 v66, 0x18000, v8
	s_clause 0x5
	global_store_b64 v27, v[11:12], s[16:17]
	global_store_b64 v28, v[13:14], s[16:17]
	global_store_b64 v25, v[21:22], s[16:17]
	global_store_b64 v26, v[6:7], s[16:17]
	global_store_b64 v29, v[21:22], s[16:17]
	global_store_b64 v30, v[6:7], s[16:17]
	v_cndmask_b32_e64 v18, 0, 1, s0
	v_cmp_ge_f64_e64 s0, v[0:1], v[4:5]
	v_cndmask_b32_e64 v20, 0, 1, s1
	v_cmp_lt_f64_e64 s1, v[0:1], v[4:5]
	v_cndmask_b32_e64 v24, 0, 1, s2
	v_cmp_le_f64_e64 s2, v[0:1], v[4:5]
	v_cndmask_b32_e64 v32, 0, 1, s3
	v_cmp_lg_f64_e64 s3, v[0:1], v[4:5]
	v_max_f64 v[4:5], v[0:1], v[4:5]
	v_cndmask_b32_e64 v15, v3, v1, s4
	v_cndmask_b32_e64 v17, v3, v1, s5
	v_cndmask_b32_e64 v19, v3, v1, s7
	v_cndmask_b32_e64 v25, v3, v1, s9
	v_cndmask_b32_e64 v27, v3, v1, s11
	v_cndmask_b32_e64 v14, v2, v0, s4
	v_cndmask_b32_e64 v6, v2, v0, s6
	v_cndmask_b32_e64 v26, v2, v0, s11
	v_max_f64 v[28:29], v[0:1], v[0:1] clamp
	v_cndmask_b32_e64 v33, 0, 1, s12
	v_cndmask_b32_e32 v8, v3, v1, vcc_lo
	v_dual_cndmask_b32 v7, v2, v0 :: v_dual_add_nc_u32 v40, 0x4800, v23
	v_cmp_o_f64_e32 vcc_lo, v[0:1], v[0:1]
	v_or_b32_e32 v38, 0x4000, v23
	v_or_b32_e32 v42, 0x5000, v23
	v_add_nc_u32_e32 v44, 0x5800, v23
	v_or_b32_e32 v46, 0x6000, v23
	v_add_nc_u32_e32 v48, 0x6800, v23
	s_clause 0x1
	global_store_b32 v38, v16, s[16:17]
	global_store_b64 v39, v[7:8], s[16:17]
	v_cndmask_b32_e64 v9, v3, v1, s0
	v_cndmask_b32_e64 v8, v2, v0, s0
	v_cndmask_b32_e64 v10, v3, v1, s1
	global_store_b32 v40, v18, s[16:17]
	v_cndmask_b32_e64 v12, v3, v1, s2
	v_cndmask_b32_e64 v11, v2, v0, s2
	global_store_b64 v41, v[8:9], s[16:17]
	v_cndmask_b32_e64 v9, v2, v0, s1
	v_or_b32_e32 v50, 0x7000, v23
	v_add_nc_u32_e32 v52, 0x7800, v23
	v_or_b32_e32 v54, 0x8000, v23
	v_add_nc_u32_e32 v56, 0x8800, v23
	v_or_b32_e32 v58, 0x9000, v23
	v_add_nc_u32_e32 v60, 0x9800, v23
	v_or_b32_e32 v62, 0xa000, v23
	v_add_nc_u32_e32 v63, 0xa800, v23
	v_cndmask_b32_e64 v13, v3, v1, s3
	v_cndmask_b32_e64 v7, v3, v1, s6
	v_cndmask_b32_e64 v23, v3, v1, s8
	s_clause 0x1
	global_store_b32 v42, v20, s[16:17]
	global_store_b64 v43, v[9:10], s[16:17]
	v_cndmask_b32_e64 v9, v3, v1, s10
	s_clause 0x1
	global_store_b32 v44, v24, s[16:17]
	global_store_b64 v45, v[11:12], s[16:17]
	v_cndmask_b32_e64 v12, v2, v0, s3
	v_cndmask_b32_e64 v16, v2, v0, s5
	v_add_f64 v[20:21], v[21:22], v[2:3]
	v_cndmask_b32_e64 v18, v2, v0, s7
	v_cndmask_b32_e64 v22, v2, v0, s8
	v_min_f64 v[3:4], v[4:5], v[2:3]
	v_cndmask_b32_e64 v30, 0, 1, vcc_lo
	v_cmp_nlg_f64_e32 vcc_lo, 0, v[0:1]
	v_cndmask_b32_e64 v24, v2, v0, s9
	v_cndmask_b32_e64 v8, v2, v0, s10
	global_store_b32 v46, v32, s[16:17]
	v_rndne_f64_e32 v[10:11], v[0:1]
	v_cndmask_b32_e64 v34, 0, 1, vcc_lo
	v_cmp_nge_f64_e32 vcc_lo, 0, v[0:1]
	v_cndmask_b32_e64 v38, 0, 1, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0, v[0:1]
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_cmp_nle_f64_e32 vcc_lo, 0, v[0:1]
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	v_cmp_nlt_f64_e32 vcc_lo, 0, v[0:1]
	v_cndmask_b32_e64 v32, 0, 1, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0, v[0:1]
	v_cndmask_b32_e64 v39, 0, 1, vcc_lo
	v_cmp_u_f64_e32 vcc_lo, v[0:1], v[0:1]
	v_cndmask_b32_e64 v0, 0, 1, vcc_lo
	s_clause 0x17
	global_store_b64 v47, v[12:13], s[16:17]
	global_store_b32 v48, v33, s[16:17]
	global_store_b64 v49, v[14:15], s[16:17]
	global_store_b32 v50, v30, s[16:17]
	global_store_b64 v51, v[16:17], s[16:17]
	global_store_b32 v52, v34, s[16:17]
	global_store_b64 v53, v[6:7], s[16:17]
	global_store_b32 v54, v38, s[16:17]
	global_store_b64 v55, v[18:19], s[16:17]
	global_store_b32 v56, v2, s[16:17]
	global_store_b64 v57, v[22:23], s[16:17]
	global_store_b32 v58, v5, s[16:17]
	global_store_b64 v59, v[24:25], s[16:17]
	global_store_b32 v60, v32, s[16:17]
	global_store_b64 v61, v[8:9], s[16:17]
	global_store_b32 v62, v39, s[16:17]
	global_store_b64 v35, v[26:27], s[16:17]
	global_store_b32 v63, v0, s[16:17]
	global_store_b64 v36, v[10:11], s[16:17]
	global_store_b64 v64, v[10:11], s[16:17]
	global_store_b64 v65, v[20:21], s[16:17]
	global_store_b64 v37, v[20:21], s[16:17]
	global_store_b64 v31, v[28:29], s[16:17]
	global_store_b64 v66, v[3:4], s[16:17]
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
		.amdhsa_next_free_vgpr 67
		.amdhsa_next_free_sgpr 20
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
	.size	float_roundeven_div_f64, .Lfunc_end0-float_roundeven_div_f64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1704
; NumSgprs: 22
; NumVgprs: 67
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 67
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
    .name:           float_roundeven_div_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_div_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     67
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
