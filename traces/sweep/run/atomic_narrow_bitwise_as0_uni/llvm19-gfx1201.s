	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	atomic_narrow_bitwise_as0_uni   ; -- Begin function atomic_narrow_bitwise_as0_uni
	.p2align	8
	.type	atomic_narrow_bitwise_as0_uni,@function
atomic_narrow_bitwise_as0_uni:          ; @atomic_narrow_bitwise_as0_uni
; %bb.0:                                ; %entry
	s_load_b128 s[0:3], s[2:3], 0x8
	s_wait_kmcnt 0x0
	s_add_co_i32 s10, s2, 1
	s_add_nc_u64 s[2:3], s[0:1], 4
	s_add_nc_u64 s[4:5], s[0:1], 8
	s_add_nc_u64 s[6:7], s[0:1], 12
	s_and_b32 s11, s2, -4
	s_and_b32 s2, s2, 3
	v_dual_mov_b32 v1, s3 :: v_dual_mov_b32 v0, s11
	s_and_b32 s3, s10, 0xff
	s_and_b32 s12, s4, -4
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v3, s5 :: v_dual_mov_b32 v2, s12
	s_and_b32 s5, s6, -4
	s_and_b32 s6, s6, 3
	s_lshl_b32 s2, s2, 3
	s_add_nc_u64 s[8:9], s[0:1], 32
	s_and_b32 s4, s4, 3
	v_dual_mov_b32 v5, s7 :: v_dual_mov_b32 v4, s5
	s_lshl_b32 s5, s6, 3
	s_lshl_b32 s6, 0xff, s2
	s_lshl_b32 s2, s3, s2
	s_and_b32 s7, s8, -4
	s_and_b32 s8, s8, 3
	s_lshl_b32 s4, s4, 3
	s_or_not1_b32 s2, s2, s6
	s_and_b32 s10, s10, 0xffff
	v_dual_mov_b32 v6, s7 :: v_dual_mov_b32 v7, s2
	s_lshl_b32 s7, s8, 3
	s_lshl_b32 s4, s3, s4
	s_lshl_b32 s2, s3, s5
	s_lshl_b32 s3, 0xffff, s7
	v_dual_mov_b32 v10, s4 :: v_dual_mov_b32 v11, s2
	s_lshl_b32 s2, s10, s7
	flat_atomic_and_b32 v[0:1], v7 scope:SCOPE_SYS
	s_or_not1_b32 s4, s2, s3
	s_add_nc_u64 s[2:3], s[0:1], 40
	v_dual_mov_b32 v7, s9 :: v_dual_mov_b32 v12, s4
	s_and_b32 s4, s2, -4
	s_and_b32 s2, s2, 3
	s_add_nc_u64 s[0:1], s[0:1], 48
	s_lshl_b32 s2, s2, 3
	v_dual_mov_b32 v0, s4 :: v_dual_mov_b32 v1, s3
	s_lshl_b32 s2, s10, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v13, s2
	s_and_b32 s2, s0, 3
	s_and_b32 s0, s0, -4
	s_lshl_b32 s2, s2, 3
	v_mov_b32_e32 v8, s0
	s_lshl_b32 s0, s10, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v9, s1 :: v_dual_mov_b32 v14, s0
	s_clause 0x4
	flat_atomic_or_b32 v[2:3], v10 scope:SCOPE_SYS
	flat_atomic_xor_b32 v[4:5], v11 scope:SCOPE_SYS
	flat_atomic_and_b32 v[6:7], v12 scope:SCOPE_SYS
	flat_atomic_or_b32 v[0:1], v13 scope:SCOPE_SYS
	flat_atomic_xor_b32 v[8:9], v14 scope:SCOPE_SYS
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_narrow_bitwise_as0_uni
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
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 13
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
	.size	atomic_narrow_bitwise_as0_uni, .Lfunc_end0-atomic_narrow_bitwise_as0_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 340
; NumSgprs: 13
; NumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 15
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
      - .address_space:  generic
        .name:           p
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           v
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           u
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
    .name:           atomic_narrow_bitwise_as0_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         atomic_narrow_bitwise_as0_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
