	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	div_div_i32                     ; -- Begin function div_div_i32
	.p2align	8
	.type	div_div_i32,@function
div_div_i32:                            ; @div_div_i32
; %bb.0:                                ; %entry
	s_load_b128 s[4:7], s[2:3], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xffc, v0
	v_add_nc_u32_e32 v1, 0x200, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b32 v1, v1, s[6:7]
	global_load_b32 v2, v0, s[6:7]
	s_wait_loadcnt 0x1
	v_or_b32_e32 v3, 1, v1
	v_ashrrev_i32_e32 v1, 31, v1
	s_wait_loadcnt 0x0
	v_sub_nc_u32_e32 v9, 0, v2
	v_mul_hi_i32 v14, 0x92492493, v2
	v_ashrrev_i32_e32 v18, 31, v2
	v_cvt_f32_u32_e32 v6, v3
	v_add_nc_u32_e32 v4, v3, v1
	v_sub_nc_u32_e32 v8, 0, v3
	v_max_i32_e32 v9, v2, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_rcp_iflag_f32_e32 v6, v6
	v_xor_b32_e32 v4, v4, v1
	v_add_nc_u32_e32 v14, v14, v2
	v_xor_b32_e32 v1, v18, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cvt_f32_u32_e32 v5, v4
	v_sub_nc_u32_e32 v7, 0, v4
	v_lshrrev_b32_e32 v20, 31, v14
	v_ashrrev_i32_e32 v14, 2, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_iflag_f32_e32 v5, v5
	v_add_nc_u32_e32 v14, v14, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_mul_lo_u32 v21, v14, 7
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v5, v5
	v_mul_lo_u32 v7, v7, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v7, v5, v7
	v_dual_mul_f32 v6, 0x4f7ffffe, v6 :: v_dual_add_nc_u32 v5, v5, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_u32_f32_e32 v6, v6
	v_mul_hi_u32 v5, v9, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v8, v8, v6
	v_mul_lo_u32 v19, v5, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v7, v6, v8
	v_mul_hi_u32 v8, 0x24924925, v2
	v_add_nc_u32_e32 v6, v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v7, v2, v8
	v_mul_hi_u32 v6, v2, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v7, 1, v7
	v_add_nc_u32_e32 v7, v7, v8
	v_sub_nc_u32_e32 v8, v9, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v9, v6, v3
	v_lshrrev_b32_e32 v7, 2, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v20, v8, v4
	v_cmp_ge_u32_e32 vcc_lo, v8, v4
	v_add_nc_u32_e32 v19, 1, v5
	v_sub_nc_u32_e32 v9, v2, v9
	v_dual_cndmask_b32 v8, v8, v20 :: v_dual_cndmask_b32 v5, v5, v19
	v_add_nc_u32_e32 v20, 1, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_ge_u32_e32 vcc_lo, v9, v3
	v_sub_nc_u32_e32 v23, v9, v3
	v_cmp_ge_u32_e64 s0, v8, v4
	v_add_nc_u32_e32 v22, 1, v5
	v_sub_nc_u32_e32 v24, v8, v4
	v_mul_lo_u32 v19, v7, 7
	v_add_nc_u32_e32 v11, 0x800, v0
	v_add_nc_u32_e32 v12, 0xc00, v0
	v_cndmask_b32_e64 v4, v5, v22, s0
	v_dual_cndmask_b32 v5, v6, v20 :: v_dual_cndmask_b32 v6, v9, v23
	v_cndmask_b32_e64 v8, v8, v24, s0
	v_sub_nc_u32_e32 v9, v2, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v4, v4, v1
	v_add_nc_u32_e32 v20, 1, v5
	v_cmp_ge_u32_e32 vcc_lo, v6, v3
	v_sub_nc_u32_e32 v21, v6, v3
	v_xor_b32_e32 v3, v8, v18
	v_add_nc_u32_e32 v10, 0x400, v0
	v_sub_nc_u32_e32 v1, v4, v1
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_cndmask_b32 v4, v5, v20 :: v_dual_cndmask_b32 v5, v6, v21
	v_or_b32_e32 v13, 0x1000, v0
	v_add_nc_u32_e32 v15, 0x1400, v0
	v_sub_nc_u32_e32 v3, v3, v18
	v_add_nc_u32_e32 v16, 0x1800, v0
	v_add_nc_u32_e32 v17, 0x1c00, v0
	v_or_b32_e32 v0, 0x2000, v0
	v_sub_nc_u32_e32 v2, v2, v19
	s_clause 0x7
	global_store_b32 v10, v1, s[4:5]
	global_store_b32 v11, v14, s[4:5]
	global_store_b32 v12, v4, s[4:5]
	global_store_b32 v13, v7, s[4:5]
	global_store_b32 v15, v3, s[4:5]
	global_store_b32 v16, v9, s[4:5]
	global_store_b32 v17, v5, s[4:5]
	global_store_b32 v0, v2, s[4:5]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel div_div_i32
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
		.amdhsa_next_free_vgpr 25
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
	.size	div_div_i32, .Lfunc_end0-div_div_i32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 660
; NumSgprs: 10
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 25
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
    .name:           div_div_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         div_div_i32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
