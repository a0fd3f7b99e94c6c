	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	atomic_narrow_bitwise_as1_div   ; -- Begin function atomic_narrow_bitwise_as1_div
	.p2align	8
	.type	atomic_narrow_bitwise_as1_div,@function
atomic_narrow_bitwise_as1_div:          ; @atomic_narrow_bitwise_as1_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s4, s[6:7], 0x10
	v_and_b32_e32 v6, 0x3ff, v0
	v_lshlrev_b32_e32 v0, 2, v6
	s_movk_i32 s6, 0x200
	s_waitcnt lgkmcnt(0)
	global_load_dword v12, v0, s[0:1]
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v7, vcc, s2, v6
	v_addc_co_u32_e32 v8, vcc, 0, v0, vcc
	v_add_co_u32_e32 v2, vcc, 64, v7
	s_movk_i32 s0, 0x80
	v_addc_co_u32_e32 v1, vcc, 0, v8, vcc
	v_add_co_u32_e32 v4, vcc, s0, v7
	s_movk_i32 s1, 0xc0
	v_addc_co_u32_e32 v3, vcc, 0, v8, vcc
	v_add_co_u32_e32 v11, vcc, s1, v7
	v_addc_co_u32_e32 v5, vcc, 0, v8, vcc
	v_add_co_u32_e32 v13, vcc, v7, v6
	s_movk_i32 s8, 0x280
	v_addc_co_u32_e32 v14, vcc, 0, v8, vcc
	v_and_b32_e32 v9, 3, v2
	v_and_b32_e32 v10, 3, v4
	v_add_co_u32_e32 v15, vcc, s8, v13
	v_add_co_u32_e64 v8, s[0:1], s6, v13
	s_movk_i32 s5, 0xff
	v_and_b32_e32 v0, -4, v2
	v_and_b32_e32 v2, -4, v4
	v_and_b32_e32 v4, -4, v11
	v_and_b32_e32 v11, 3, v11
	v_lshlrev_b32_e32 v16, 3, v9
	v_lshlrev_b32_e32 v17, 3, v10
	v_and_b32_e32 v10, 3, v8
	v_addc_co_u32_e32 v9, vcc, 0, v14, vcc
	s_mov_b32 s7, 0xffff
	v_lshlrev_b32_e32 v18, 3, v11
	v_and_b32_e32 v6, -4, v8
	v_and_b32_e32 v8, -4, v15
	v_and_b32_e32 v11, 3, v15
	v_add_co_u32_e32 v13, vcc, 0x300, v13
	v_lshlrev_b32_e64 v15, v16, s5
	v_lshlrev_b32_e32 v19, 3, v10
	v_addc_co_u32_e64 v7, s[0:1], 0, v14, s[0:1]
	v_lshlrev_b32_e32 v20, 3, v11
	v_addc_co_u32_e32 v11, vcc, 0, v14, vcc
	v_not_b32_e32 v14, v15
	v_lshlrev_b32_e64 v15, v19, s7
	v_not_b32_e32 v15, v15
	v_and_b32_e32 v10, -4, v13
	v_and_b32_e32 v13, 3, v13
	v_lshlrev_b32_e32 v13, 3, v13
	s_waitcnt vmcnt(0)
	v_add3_u32 v12, s4, 1, v12
	v_and_b32_e32 v21, 0xff, v12
	v_and_b32_e32 v12, 0xffff, v12
	v_lshl_or_b32 v14, v21, v16, v14
	v_lshlrev_b32_e32 v16, v17, v21
	v_lshlrev_b32_e32 v17, v18, v21
	v_lshl_or_b32 v15, v12, v19, v15
	v_lshlrev_b32_e32 v18, v20, v12
	global_atomic_and v[0:1], v14, off
	global_atomic_or v[2:3], v16, off
	global_atomic_xor v[4:5], v17, off
	global_atomic_and v[6:7], v15, off
	global_atomic_or v[8:9], v18, off
	v_lshlrev_b32_e32 v0, v13, v12
	global_atomic_xor v[10:11], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_narrow_bitwise_as1_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.size	atomic_narrow_bitwise_as1_div, .Lfunc_end0-atomic_narrow_bitwise_as1_div
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 356
; NumSgprs: 13
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           atomic_narrow_bitwise_as1_div
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         atomic_narrow_bitwise_as1_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
