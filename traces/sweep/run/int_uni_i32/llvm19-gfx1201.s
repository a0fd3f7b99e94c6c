	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	int_uni_i32                     ; -- Begin function int_uni_i32
	.p2align	8
	.type	int_uni_i32,@function
int_uni_i32:                            ; @int_uni_i32
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b96 s[4:6], s[2:3], 0x10
	s_load_b64 s[0:1], s[2:3], 0x0
	s_wait_kmcnt 0x0
	s_add_co_i32 s2, s4, s5
	s_sub_co_i32 s3, s4, s5
	s_mul_i32 s7, s4, s5
	s_lshl_b32 s8, s4, s5
	s_lshr_b32 s9, s4, s5
	s_ashr_i32 s10, s4, s5
	s_and_b32 s11, s4, s5
	s_or_b32 s12, s4, s5
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v1, s3
	s_xor_b32 s13, s4, s5
	s_lshl_b32 s14, s4, 3
	v_dual_mov_b32 v0, s2 :: v_dual_mov_b32 v3, s8
	v_dual_mov_b32 v2, s7 :: v_dual_mov_b32 v5, s10
	s_lshr_b32 s15, s4, 3
	s_ashr_i32 s16, s4, 3
	s_mul_i32 s17, s4, 0x3039
	s_add_co_i32 s18, s4, 0x186a0
	v_dual_mov_b32 v4, s9 :: v_dual_mov_b32 v7, s12
	v_dual_mov_b32 v6, s11 :: v_dual_mov_b32 v11, s14
	v_dual_mov_b32 v8, s13 :: v_dual_mov_b32 v9, s2
	v_dual_mov_b32 v10, s3 :: v_dual_mov_b32 v13, s16
	s_sub_co_i32 s2, 0, s4
	s_not_b32 s3, s4
	v_dual_mov_b32 v12, s15 :: v_dual_mov_b32 v15, s18
	v_mov_b32_e32 v14, s17
	s_cmp_eq_u32 s4, s5
	s_clause 0x3
	global_store_b128 v18, v[0:3], s[0:1] offset:4
	global_store_b128 v18, v[4:7], s[0:1] offset:20
	global_store_b128 v18, v[8:11], s[0:1] offset:36
	global_store_b128 v18, v[12:15], s[0:1] offset:52
	v_mov_b32_e32 v1, s3
	s_mul_hi_u32 s8, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v0, s2 :: v_dual_mov_b32 v3, s8
	s_cselect_b32 s2, s4, s6
	s_cmp_lg_u32 s4, s5
	s_mul_hi_i32 s7, s4, s5
	s_cselect_b32 s3, s4, s6
	s_cmp_gt_u32 s4, s5
	v_dual_mov_b32 v2, s7 :: v_dual_mov_b32 v5, s3
	s_cselect_b32 s7, s4, s6
	s_cmp_ge_u32 s4, s5
	s_cselect_b32 s8, s4, s6
	s_cmp_lt_u32 s4, s5
	v_dual_mov_b32 v4, s2 :: v_dual_mov_b32 v7, s8
	s_cselect_b32 s2, s4, s6
	s_cmp_le_u32 s4, s5
	s_cselect_b32 s3, s4, s6
	s_cmp_gt_i32 s4, s5
	v_dual_mov_b32 v6, s7 :: v_dual_mov_b32 v9, s3
	s_cselect_b32 s7, s4, s6
	s_cmp_ge_i32 s4, s5
	s_cselect_b32 s8, s4, s6
	s_cmp_lt_i32 s4, s5
	v_dual_mov_b32 v8, s2 :: v_dual_mov_b32 v11, s8
	s_cselect_b32 s2, s4, s6
	s_cmp_le_i32 s4, s5
	s_cselect_b32 s3, s4, s6
	s_cmp_eq_u32 s4, 0
	v_dual_mov_b32 v10, s7 :: v_dual_mov_b32 v13, s3
	s_cselect_b32 s4, -1, 0
	s_cmp_lt_i32 s5, 0
	v_cndmask_b32_e64 v14, 0, 1, s4
	s_cselect_b32 s6, -1, 0
	s_ashr_i32 s5, s5, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v12, s2 :: v_dual_mov_b32 v15, s5
	s_xor_b32 s2, s4, s6
	s_and_b32 s2, s2, exec_lo
	s_cselect_b32 s2, 7, 9
	s_and_b32 s3, s4, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s3, exec_lo
	s_cselect_b32 s3, 1.0, 2.0
	v_dual_mov_b32 v16, s2 :: v_dual_mov_b32 v17, s3
	s_clause 0x4
	global_store_b128 v18, v[0:3], s[0:1] offset:68
	global_store_b128 v18, v[4:7], s[0:1] offset:84
	global_store_b128 v18, v[8:11], s[0:1] offset:100
	global_store_b128 v18, v[12:15], s[0:1] offset:116
	global_store_b64 v18, v[16:17], s[0:1] offset:132
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int_uni_i32
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
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 19
		.amdhsa_reserve_vcc 0
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
	.size	int_uni_i32, .Lfunc_end0-int_uni_i32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 512
; NumSgprs: 19
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 19
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
    .name:           int_uni_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         int_uni_i32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
