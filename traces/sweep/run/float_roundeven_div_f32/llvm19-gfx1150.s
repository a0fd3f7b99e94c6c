	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	float_roundeven_div_f32         ; -- Begin function float_roundeven_div_f32
	.p2align	8
	.type	float_roundeven_div_f32,@function
float_roundeven_div_f32:                ; @float_roundeven_div_f32
; %bb.0:                                ; %entry
	s_load_b128 s[4:7], s[2:3], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v13, 0xffc, v0
	v_add_nc_u32_e32 v1, 0x100, v13
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_b32 v0, v13, s[6:7]
	global_load_b32 v1, v1, s[6:7]
	s_waitcnt vmcnt(1)
	v_div_scale_f32 v58, null, v0, v0, 1.0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v52, v0, v1
	v_add_nc_u32_e32 v2, 0x200, v13
	v_cmp_gt_f32_e64 s0, v0, v1
	v_add_nc_u32_e32 v20, 0x4400, v13
	v_cmp_ge_f32_e64 s1, v0, v1
	v_add_nc_u32_e32 v21, 0x4800, v13
	global_load_b32 v5, v2, s[6:7]
	v_add_nc_u32_e32 v22, 0x4c00, v13
	v_or_b32_e32 v23, 0x5000, v13
	v_add_nc_u32_e32 v24, 0x5400, v13
	v_add_nc_u32_e32 v25, 0x5800, v13
	v_add_nc_u32_e32 v26, 0x5c00, v13
	v_or_b32_e32 v27, 0x6000, v13
	v_add_nc_u32_e32 v28, 0x6400, v13
	v_add_nc_u32_e32 v29, 0x6800, v13
	v_div_scale_f32 v54, null, v1, v1, v0
	v_add_nc_u32_e32 v30, 0x6c00, v13
	v_or_b32_e32 v31, 0x7000, v13
	v_add_nc_u32_e32 v32, 0x7400, v13
	v_add_nc_u32_e32 v33, 0x7800, v13
	v_div_scale_f32 v55, vcc_lo, v0, v1, v0
	v_add_nc_u32_e32 v34, 0x7c00, v13
	v_or_b32_e32 v35, 0x8000, v13
	v_add_nc_u32_e32 v36, 0x8400, v13
	v_add_nc_u32_e32 v37, 0x8800, v13
	v_add_nc_u32_e32 v38, 0x8c00, v13
	v_or_b32_e32 v39, 0x9000, v13
	v_add_nc_u32_e32 v40, 0x9400, v13
	v_add_nc_u32_e32 v41, 0x9800, v13
	v_add_nc_u32_e32 v42, 0x9c00, v13
	v_or_b32_e32 v43, 0xa000, v13
	v_add_nc_u32_e32 v2, 0x400, v13
	v_add_nc_u32_e32 v11, 0x2400, v13
	v_add_f32_e32 v51, v0, v1
	v_mul_f32_e32 v53, v0, v1
	v_add_nc_u32_e32 v12, 0x2800, v13
	v_xor_b32_e32 v56, 0x80000000, v0
	v_add_nc_u32_e32 v4, 0xc00, v13
	v_add_nc_u32_e32 v14, 0x2c00, v13
	v_or_b32_e32 v6, 0x1000, v13
	v_or_b32_e32 v15, 0x3000, v13
	v_add_nc_u32_e32 v16, 0x3400, v13
	v_add_nc_u32_e32 v8, 0x1800, v13
	v_add_nc_u32_e32 v9, 0x1c00, v13
	v_or_b32_e32 v10, 0x2000, v13
	v_add_nc_u32_e32 v17, 0x3800, v13
	v_add_nc_u32_e32 v18, 0x3c00, v13
	v_or_b32_e32 v19, 0x4000, v13
	v_add_nc_u32_e32 v44, 0xa400, v13
	v_add_nc_u32_e32 v45, 0xa800, v13
	v_add_nc_u32_e32 v46, 0xac00, v13
	v_or_b32_e32 v47, 0xb000, v13
	v_add_nc_u32_e32 v48, 0xb400, v13
	v_add_nc_u32_e32 v49, 0xb800, v13
	v_add_nc_u32_e32 v50, 0xbc00, v13
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v57, v5, v0, s0
	v_cmp_lt_f32_e64 s0, 0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v59, 0, 1, s0
	global_store_b32 v20, v57, s[4:5]
	v_cndmask_b32_e64 v57, v5, v0, s1
	v_cmp_le_f32_e64 s1, 0, v0
	v_div_scale_f32 v20, s0, 1.0, v0, 1.0
	global_store_b32 v21, v59, s[4:5]
	v_add_f32_e32 v21, v0, v0
	v_cndmask_b32_e64 v59, 0, 1, s1
	global_store_b32 v22, v57, s[4:5]
	v_cmp_lt_f32_e64 s1, v0, v1
	v_mul_f32_e32 v22, 0xc0490fdb, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v57, v5, v0, s1
	global_store_b32 v23, v59, s[4:5]
	v_cmp_eq_f32_e64 s1, v0, v1
	v_cndmask_b32_e64 v23, v5, v0, s1
	v_cmp_gt_f32_e64 s1, 0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v59, 0, 1, s1
	global_store_b32 v24, v57, s[4:5]
	v_cmp_eq_f32_e64 s1, 0, v0
	v_cndmask_b32_e64 v24, 0, 1, s1
	v_cmp_le_f32_e64 s1, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v57, v5, v0, s1
	global_store_b32 v25, v59, s[4:5]
	v_cmp_ge_f32_e64 s1, 0, v0
	v_cndmask_b32_e64 v25, 0, 1, s1
	global_store_b32 v26, v57, s[4:5]
	v_cmp_lg_f32_e64 s1, v0, v1
	global_store_b32 v27, v25, s[4:5]
	v_cndmask_b32_e64 v59, v5, v0, s1
	v_cmp_lg_f32_e64 s1, 0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v26, 0, 1, s1
	v_cmp_o_f32_e64 s1, v0, v1
	global_store_b32 v28, v59, s[4:5]
	v_cndmask_b32_e64 v57, v5, v0, s1
	global_store_b32 v29, v26, s[4:5]
	v_cmp_o_f32_e64 s1, v0, v0
	v_rcp_f32_e32 v26, v54
	v_rcp_f32_e32 v29, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v25, 0, 1, s1
	global_store_b32 v30, v57, s[4:5]
	v_cmp_nlg_f32_e64 s1, v0, v1
	v_cndmask_b32_e64 v27, v5, v0, s1
	global_store_b32 v31, v25, s[4:5]
	v_cmp_nlg_f32_e64 s1, 0, v0
	v_fma_f32 v31, -v54, v26, 1.0
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v28, 0, 1, s1
	global_store_b32 v32, v27, s[4:5]
	v_cmp_nle_f32_e64 s1, v0, v1
	v_fmac_f32_e32 v26, v31, v26
	v_fma_f32 v27, -v58, v29, 1.0
	v_add_nc_u32_e32 v3, 0x800, v13
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v59, v5, v0, s1
	v_cmp_nge_f32_e64 s1, 0, v0
	global_store_b32 v33, v28, s[4:5]
	v_mul_f32_e32 v28, v55, v26
	v_fmac_f32_e32 v29, v27, v29
	v_cndmask_b32_e64 v30, 0, 1, s1
	global_store_b32 v34, v59, s[4:5]
	v_cmp_nlt_f32_e64 s1, v0, v1
	v_fma_f32 v59, -v54, v28, v55
	v_mul_f32_e32 v33, v20, v29
	global_store_b32 v35, v30, s[4:5]
	v_add_nc_u32_e32 v7, 0x1400, v13
	v_cndmask_b32_e64 v57, v5, v0, s1
	v_fmac_f32_e32 v28, v59, v26
	v_cmp_ngt_f32_e64 s1, 0, v0
	v_fma_f32 v30, -v58, v33, v20
	v_or_b32_e32 v13, 0xc000, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v54, -v54, v28, v55
	v_cndmask_b32_e64 v25, 0, 1, s1
	v_cmp_nge_f32_e64 s1, v0, v1
	v_fmac_f32_e32 v33, v30, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v26, v54, v26, v28
	s_mov_b32 vcc_lo, s0
	v_cndmask_b32_e64 v32, v5, v0, s1
	v_cmp_nle_f32_e64 s1, 0, v0
	v_fma_f32 v20, -v58, v33, v20
	v_div_fixup_f32 v26, v26, v1, v0
	v_rndne_f32_e32 v58, v0
	v_max_f32_e64 v28, v0, v0 clamp
	v_cndmask_b32_e64 v31, 0, 1, s1
	v_cmp_ngt_f32_e64 s1, v0, v1
	v_div_fmas_f32 v20, v20, v29, v33
	v_maxmin_f32 v54, v0, v1, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v27, v5, v0, s1
	v_cmp_nlt_f32_e64 s1, 0, v0
	v_div_fixup_f32 v20, v20, v0, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v34, 0, 1, s1
	v_cmp_neq_f32_e64 s1, v0, v1
	v_cndmask_b32_e64 v35, v5, v0, s1
	v_cmp_neq_f32_e64 s1, 0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v59, 0, 1, s1
	v_cmp_u_f32_e64 s1, v0, v1
	s_clause 0x7
	global_store_b32 v36, v57, s[4:5]
	global_store_b32 v37, v25, s[4:5]
	global_store_b32 v38, v32, s[4:5]
	global_store_b32 v39, v31, s[4:5]
	global_store_b32 v40, v27, s[4:5]
	global_store_b32 v41, v34, s[4:5]
	global_store_b32 v42, v35, s[4:5]
	global_store_b32 v43, v59, s[4:5]
	v_trunc_f32_e32 v25, v26
	s_clause 0x7
	global_store_b32 v11, v26, s[4:5]
	global_store_b32 v12, v56, s[4:5]
	global_store_b32 v14, v20, s[4:5]
	global_store_b32 v15, v20, s[4:5]
	global_store_b32 v16, v21, s[4:5]
	global_store_b32 v17, v22, s[4:5]
	global_store_b32 v18, v23, s[4:5]
	global_store_b32 v19, v24, s[4:5]
	v_cndmask_b32_e64 v30, v5, v0, s1
	v_cmp_u_f32_e64 s1, v0, v0
	v_fma_f32 v0, -v25, v1, v0
	v_add_f32_e32 v5, v53, v5
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v55, 0, 1, s1
	s_clause 0xf
	global_store_b32 v2, v51, s[4:5]
	global_store_b32 v3, v52, s[4:5]
	global_store_b32 v4, v53, s[4:5]
	global_store_b32 v6, v26, s[4:5]
	global_store_b32 v7, v0, s[4:5]
	global_store_b32 v8, v51, s[4:5]
	global_store_b32 v9, v53, s[4:5]
	global_store_b32 v10, v26, s[4:5]
	global_store_b32 v44, v30, s[4:5]
	global_store_b32 v45, v55, s[4:5]
	global_store_b32 v46, v58, s[4:5]
	global_store_b32 v47, v58, s[4:5]
	global_store_b32 v48, v5, s[4:5]
	global_store_b32 v49, v5, s[4:5]
	global_store_b32 v50, v28, s[4:5]
	global_store_b32 v13, v54, s[4:5]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel float_roundeven_div_f32
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 8
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
	.size	float_roundeven_div_f32, .Lfunc_end0-float_roundeven_div_f32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1596
; NumSgprs: 10
; NumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 60
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
        .size:           4
        .value_kind:     by_value
      - .name:           ub
        .offset:         20
        .size:           4
        .value_kind:     by_value
      - .name:           uc
        .offset:         24
        .size:           4
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
    .name:           float_roundeven_div_f32
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_div_f32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
