	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	float_roundeven_div_f32         ; -- Begin function float_roundeven_div_f32
	.p2align	8
	.type	float_roundeven_div_f32,@function
float_roundeven_div_f32:                ; @float_roundeven_div_f32
; %bb.0:                                ; %entry
	s_load_b128 s[4:7], s[2:3], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xffc, v0
	v_add_nc_u32_e32 v1, 0x100, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b32 v2, v0, s[6:7]
	global_load_b32 v1, v1, s[6:7]
	s_wait_loadcnt 0x1
	v_div_scale_f32 v57, null, v2, v2, 1.0
	s_wait_loadcnt 0x0
	v_mul_f32_e32 v53, v2, v1
	v_dual_sub_f32 v52, v2, v1 :: v_dual_add_nc_u32 v3, 0x200, v0
	v_cmp_eq_f32_e64 s1, v2, v1
	v_div_scale_f32 v54, null, v1, v1, v2
	global_load_b32 v3, v3, s[6:7]
	v_rcp_f32_e32 v80, v57
	v_div_scale_f32 v55, vcc_lo, v2, v1, v2
	v_rcp_f32_e32 v77, v54
	v_div_scale_f32 v58, s0, 1.0, v2, 1.0
	v_add_nc_u32_e32 v20, 0x4400, v0
	v_add_nc_u32_e32 v21, 0x4800, v0
	v_add_nc_u32_e32 v22, 0x4c00, v0
	v_or_b32_e32 v23, 0x5000, v0
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_fma_f32 v86, -v57, v80, 1.0
	v_add_nc_u32_e32 v24, 0x5400, v0
	v_add_nc_u32_e32 v25, 0x5800, v0
	v_fma_f32 v83, -v54, v77, 1.0
	v_add_nc_u32_e32 v6, 0xc00, v0
	v_fmac_f32_e32 v80, v86, v80
	v_add_nc_u32_e32 v26, 0x5c00, v0
	v_or_b32_e32 v27, 0x6000, v0
	v_dual_fmac_f32 v77, v83, v77 :: v_dual_add_nc_u32 v4, 0x400, v0
	v_add_f32_e32 v59, v2, v2
	v_mul_f32_e32 v90, v58, v80
	v_add_nc_u32_e32 v12, 0x2400, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v86, v55, v77
	v_add_nc_u32_e32 v28, 0x6400, v0
	v_dual_add_f32 v51, v2, v1 :: v_dual_add_nc_u32 v36, 0x8400, v0
	v_add_nc_u32_e32 v13, 0x2800, v0
	v_fma_f32 v91, -v54, v86, v55
	v_add_nc_u32_e32 v5, 0x800, v0
	v_add_nc_u32_e32 v29, 0x6800, v0
	v_add_nc_u32_e32 v37, 0x8800, v0
	v_xor_b32_e32 v56, 0x80000000, v2
	v_fmac_f32_e32 v86, v91, v77
	v_add_nc_u32_e32 v14, 0x2c00, v0
	v_add_nc_u32_e32 v30, 0x6c00, v0
	v_add_nc_u32_e32 v38, 0x8c00, v0
	v_or_b32_e32 v7, 0x1000, v0
	v_fma_f32 v54, -v54, v86, v55
	v_or_b32_e32 v15, 0x3000, v0
	v_or_b32_e32 v31, 0x7000, v0
	v_or_b32_e32 v39, 0x9000, v0
	v_add_nc_u32_e32 v8, 0x1400, v0
	v_add_nc_u32_e32 v16, 0x3400, v0
	v_add_nc_u32_e32 v32, 0x7400, v0
	v_add_nc_u32_e32 v40, 0x9400, v0
	v_add_nc_u32_e32 v9, 0x1800, v0
	v_add_nc_u32_e32 v10, 0x1c00, v0
	v_or_b32_e32 v11, 0x2000, v0
	v_add_nc_u32_e32 v17, 0x3800, v0
	v_add_nc_u32_e32 v18, 0x3c00, v0
	v_or_b32_e32 v19, 0x4000, v0
	v_add_nc_u32_e32 v33, 0x7800, v0
	v_add_nc_u32_e32 v34, 0x7c00, v0
	v_or_b32_e32 v35, 0x8000, v0
	v_add_nc_u32_e32 v41, 0x9800, v0
	v_add_nc_u32_e32 v42, 0x9c00, v0
	v_or_b32_e32 v43, 0xa000, v0
	v_add_nc_u32_e32 v44, 0xa400, v0
	v_add_nc_u32_e32 v45, 0xa800, v0
	v_add_nc_u32_e32 v46, 0xac00, v0
	v_or_b32_e32 v47, 0xb000, v0
	v_add_nc_u32_e32 v48, 0xb400, v0
	v_add_nc_u32_e32 v49, 0xb800, v0
	v_add_nc_u32_e32 v50, 0xbc00, v0
	v_or_b32_e32 v0, 0xc000, v0
	v_mul_f32_e32 v60, 0xc0490fdb, v2
	s_wait_loadcnt 0x0
	v_cndmask_b32_e64 v61, v3, v2, s1
	v_cmp_eq_f32_e64 s1, 0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v62, 0, 1, s1
	v_cmp_gt_f32_e64 s1, v2, v1
	v_cndmask_b32_e64 v63, v3, v2, s1
	v_cmp_lt_f32_e64 s1, 0, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v64, 0, 1, s1
	v_cmp_ge_f32_e64 s1, v2, v1
	global_store_b32 v20, v63, s[4:5]
	v_fma_f32 v63, -v57, v90, v58
	global_store_b32 v21, v64, s[4:5]
	v_cndmask_b32_e64 v65, v3, v2, s1
	v_cmp_le_f32_e64 s1, 0, v2
	v_fmac_f32_e32 v90, v63, v80
	v_maxmin_num_f32 v63, v2, v1, v3
	v_rndne_f32_e32 v21, v2
	v_max_num_f32_e64 v64, v2, v2 clamp
	v_cndmask_b32_e64 v66, 0, 1, s1
	v_cmp_lt_f32_e64 s1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v67, v3, v2, s1
	v_cmp_gt_f32_e64 s1, 0, v2
	v_cndmask_b32_e64 v68, 0, 1, s1
	v_cmp_le_f32_e64 s1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v69, v3, v2, s1
	v_cmp_ge_f32_e64 s1, 0, v2
	v_cndmask_b32_e64 v70, 0, 1, s1
	v_cmp_lg_f32_e64 s1, v2, v1
	s_clause 0x5
	global_store_b32 v22, v65, s[4:5]
	global_store_b32 v23, v66, s[4:5]
	global_store_b32 v24, v67, s[4:5]
	global_store_b32 v25, v68, s[4:5]
	global_store_b32 v26, v69, s[4:5]
	global_store_b32 v27, v70, s[4:5]
	v_div_fmas_f32 v23, v54, v77, v86
	v_fma_f32 v22, -v57, v90, v58
	s_mov_b32 vcc_lo, s0
	v_cndmask_b32_e64 v71, v3, v2, s1
	v_cmp_lg_f32_e64 s1, 0, v2
	v_div_fixup_f32 v23, v23, v1, v2
	v_div_fmas_f32 v22, v22, v80, v90
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v72, 0, 1, s1
	v_cmp_o_f32_e64 s1, v2, v1
	v_trunc_f32_e32 v24, v23
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v22, v22, v2, 1.0
	v_cndmask_b32_e64 v73, v3, v2, s1
	v_cmp_o_f32_e64 s1, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v74, 0, 1, s1
	v_cmp_nlg_f32_e64 s1, v2, v1
	v_cndmask_b32_e64 v75, v3, v2, s1
	v_cmp_nlg_f32_e64 s1, 0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v76, 0, 1, s1
	v_cmp_nle_f32_e64 s1, v2, v1
	v_cndmask_b32_e64 v78, v3, v2, s1
	v_cmp_nge_f32_e64 s1, 0, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v79, 0, 1, s1
	v_cmp_nlt_f32_e64 s1, v2, v1
	s_clause 0x7
	global_store_b32 v28, v71, s[4:5]
	global_store_b32 v29, v72, s[4:5]
	global_store_b32 v30, v73, s[4:5]
	global_store_b32 v31, v74, s[4:5]
	global_store_b32 v32, v75, s[4:5]
	global_store_b32 v33, v76, s[4:5]
	global_store_b32 v34, v78, s[4:5]
	global_store_b32 v35, v79, s[4:5]
	v_cndmask_b32_e64 v81, v3, v2, s1
	v_cmp_ngt_f32_e64 s1, 0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v82, 0, 1, s1
	v_cmp_nge_f32_e64 s1, v2, v1
	v_cndmask_b32_e64 v84, v3, v2, s1
	v_cmp_nle_f32_e64 s1, 0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v85, 0, 1, s1
	v_cmp_ngt_f32_e64 s1, v2, v1
	v_cndmask_b32_e64 v83, v3, v2, s1
	v_cmp_nlt_f32_e64 s1, 0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v87, 0, 1, s1
	v_cmp_neq_f32_e64 s1, v2, v1
	v_cndmask_b32_e64 v88, v3, v2, s1
	v_cmp_neq_f32_e64 s1, 0, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v89, 0, 1, s1
	v_cmp_u_f32_e64 s1, v2, v1
	v_fma_f32 v1, -v24, v1, v2
	s_clause 0xf
	global_store_b32 v36, v81, s[4:5]
	global_store_b32 v37, v82, s[4:5]
	global_store_b32 v38, v84, s[4:5]
	global_store_b32 v39, v85, s[4:5]
	global_store_b32 v40, v83, s[4:5]
	global_store_b32 v41, v87, s[4:5]
	global_store_b32 v42, v88, s[4:5]
	global_store_b32 v43, v89, s[4:5]
	global_store_b32 v12, v23, s[4:5]
	global_store_b32 v13, v56, s[4:5]
	global_store_b32 v14, v22, s[4:5]
	global_store_b32 v15, v22, s[4:5]
	global_store_b32 v16, v59, s[4:5]
	global_store_b32 v17, v60, s[4:5]
	global_store_b32 v18, v61, s[4:5]
	global_store_b32 v19, v62, s[4:5]
	v_cndmask_b32_e64 v20, v3, v2, s1
	v_cmp_u_f32_e64 s1, v2, v2
	v_add_f32_e32 v3, v53, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v91, 0, 1, s1
	s_clause 0xf
	global_store_b32 v4, v51, s[4:5]
	global_store_b32 v5, v52, s[4:5]
	global_store_b32 v6, v53, s[4:5]
	global_store_b32 v7, v23, s[4:5]
	global_store_b32 v8, v1, s[4:5]
	global_store_b32 v9, v51, s[4:5]
	global_store_b32 v10, v53, s[4:5]
	global_store_b32 v11, v23, s[4:5]
	global_store_b32 v44, v20, s[4:5]
	global_store_b32 v45, v91, s[4:5]
	global_store_b32 v46, v21, s[4:5]
	global_store_b32 v47, v21, s[4:5]
	global_store_b32 v48, v3, s[4:5]
	global_store_b32 v49, v3, s[4:5]
	global_store_b32 v50, v64, s[4:5]
	global_store_b32 v0, v63, s[4:5]
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
		.amdhsa_next_free_vgpr 92
		.amdhsa_next_free_sgpr 8
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
	.size	float_roundeven_div_f32, .Lfunc_end0-float_roundeven_div_f32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1812
; NumSgprs: 10
; NumVgprs: 92
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 10
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
