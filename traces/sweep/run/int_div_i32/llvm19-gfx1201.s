	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	int_div_i32                     ; -- Begin function int_div_i32
	.p2align	8
	.type	int_div_i32,@function
int_div_i32:                            ; @int_div_i32
; %bb.0:                                ; %entry
	s_load_b128 s[4:7], s[2:3], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xffc, v0
	v_add_nc_u32_e32 v1, 0x100, v0
	v_add_nc_u32_e32 v3, 0x200, v0
	s_wait_kmcnt 0x0
	s_clause 0x2
	global_load_b32 v2, v0, s[6:7]
	global_load_b32 v1, v1, s[6:7]
	global_load_b32 v3, v3, s[6:7]
	s_wait_loadcnt 0x2
	v_lshlrev_b32_e32 v46, 3, v2
	s_wait_loadcnt 0x1
	v_cmp_eq_u32_e32 vcc_lo, v2, v1
	v_cmp_gt_i32_e64 s0, 0, v1
	v_mul_lo_u32 v39, v2, v1
	v_add_nc_u32_e32 v37, v2, v1
	v_sub_nc_u32_e32 v38, v2, v1
	s_wait_loadcnt 0x0
	v_cndmask_b32_e32 v55, v3, v2, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, v2, v1
	v_lshlrev_b32_e32 v40, v1, v2
	v_lshrrev_b32_e32 v41, v1, v2
	v_ashrrev_i32_e32 v42, v1, v2
	v_dual_cndmask_b32 v56, v3, v2 :: v_dual_and_b32 v43, v2, v1
	v_cmp_gt_u32_e32 vcc_lo, v2, v1
	v_or_b32_e32 v44, v2, v1
	v_xor_b32_e32 v45, v2, v1
	v_lshrrev_b32_e32 v47, 3, v2
	v_ashrrev_i32_e32 v48, 3, v2
	v_cndmask_b32_e32 v57, v3, v2, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v2, v1
	v_add_nc_u32_e32 v5, 0x800, v0
	v_add_nc_u32_e32 v28, 0x6400, v0
	v_add_nc_u32_e32 v29, 0x6800, v0
	v_add_nc_u32_e32 v30, 0x6c00, v0
	v_cndmask_b32_e32 v58, v3, v2, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, v2, v1
	v_add_nc_u32_e32 v4, 0x400, v0
	v_or_b32_e32 v7, 0x1000, v0
	v_or_b32_e32 v31, 0x7000, v0
	v_dual_cndmask_b32 v59, v3, v2 :: v_dual_add_nc_u32 v32, 0x7400, v0
	v_cmp_le_u32_e32 vcc_lo, v2, v1
	v_add_nc_u32_e32 v9, 0x1800, v0
	v_mul_lo_u32 v49, 0x3039, v2
	v_add_nc_u32_e32 v50, 0x186a0, v2
	v_sub_nc_u32_e32 v51, 0, v2
	v_cndmask_b32_e32 v60, v3, v2, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, v2, v1
	v_add_nc_u32_e32 v6, 0xc00, v0
	v_not_b32_e32 v52, v2
	v_mul_hi_i32 v53, v2, v1
	v_mul_hi_u32 v54, v2, v1
	v_cndmask_b32_e32 v61, v3, v2, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v2, v1
	v_add_nc_u32_e32 v13, 0x2800, v0
	v_or_b32_e32 v11, 0x2000, v0
	v_add_nc_u32_e32 v12, 0x2400, v0
	v_add_nc_u32_e32 v14, 0x2c00, v0
	v_cndmask_b32_e32 v62, v3, v2, vcc_lo
	v_cmp_lt_i32_e32 vcc_lo, v2, v1
	v_add_nc_u32_e32 v8, 0x1400, v0
	v_or_b32_e32 v15, 0x3000, v0
	v_add_nc_u32_e32 v16, 0x3400, v0
	v_add_nc_u32_e32 v17, 0x3800, v0
	v_cndmask_b32_e32 v63, v3, v2, vcc_lo
	v_cmp_le_i32_e32 vcc_lo, v2, v1
	v_add_nc_u32_e32 v10, 0x1c00, v0
	v_ashrrev_i32_e32 v1, 31, v1
	v_add_nc_u32_e32 v18, 0x3c00, v0
	v_or_b32_e32 v19, 0x4000, v0
	v_cndmask_b32_e32 v3, v3, v2, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	v_add_nc_u32_e32 v20, 0x4400, v0
	v_add_nc_u32_e32 v21, 0x4800, v0
	v_add_nc_u32_e32 v22, 0x4c00, v0
	v_or_b32_e32 v23, 0x5000, v0
	s_xor_b32 s1, vcc_lo, s0
	s_and_b32 s0, vcc_lo, s0
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_add_nc_u32_e32 v24, 0x5400, v0
	v_add_nc_u32_e32 v25, 0x5800, v0
	v_add_nc_u32_e32 v26, 0x5c00, v0
	v_or_b32_e32 v27, 0x6000, v0
	v_add_nc_u32_e32 v33, 0x7800, v0
	v_add_nc_u32_e32 v34, 0x7c00, v0
	v_or_b32_e32 v35, 0x8000, v0
	v_add_nc_u32_e32 v36, 0x8400, v0
	v_add_nc_u32_e32 v0, 0x8800, v0
	s_clause 0x7
	global_store_b32 v28, v59, s[4:5]
	global_store_b32 v29, v60, s[4:5]
	global_store_b32 v30, v61, s[4:5]
	global_store_b32 v31, v62, s[4:5]
	global_store_b32 v32, v63, s[4:5]
	global_store_b32 v33, v3, s[4:5]
	global_store_b32 v34, v2, s[4:5]
	global_store_b32 v35, v1, s[4:5]
	v_cndmask_b32_e64 v1, 9, 7, s1
	v_cndmask_b32_e64 v2, 2.0, 1.0, s0
	s_clause 0x19
	global_store_b32 v4, v37, s[4:5]
	global_store_b32 v5, v38, s[4:5]
	global_store_b32 v6, v39, s[4:5]
	global_store_b32 v7, v40, s[4:5]
	global_store_b32 v8, v41, s[4:5]
	global_store_b32 v9, v42, s[4:5]
	global_store_b32 v10, v43, s[4:5]
	global_store_b32 v11, v44, s[4:5]
	global_store_b32 v12, v45, s[4:5]
	global_store_b32 v13, v37, s[4:5]
	global_store_b32 v14, v38, s[4:5]
	global_store_b32 v15, v46, s[4:5]
	global_store_b32 v16, v47, s[4:5]
	global_store_b32 v17, v48, s[4:5]
	global_store_b32 v18, v49, s[4:5]
	global_store_b32 v19, v50, s[4:5]
	global_store_b32 v20, v51, s[4:5]
	global_store_b32 v21, v52, s[4:5]
	global_store_b32 v22, v53, s[4:5]
	global_store_b32 v23, v54, s[4:5]
	global_store_b32 v24, v55, s[4:5]
	global_store_b32 v25, v56, s[4:5]
	global_store_b32 v26, v57, s[4:5]
	global_store_b32 v27, v58, s[4:5]
	global_store_b32 v36, v1, s[4:5]
	global_store_b32 v0, v2, s[4:5]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int_div_i32
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
		.amdhsa_next_free_vgpr 64
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
	.size	int_div_i32, .Lfunc_end0-int_div_i32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1020
; NumSgprs: 10
; NumVgprs: 64
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 64
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
    .name:           int_div_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         int_div_i32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
