	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	mem_constant_div                ; -- Begin function mem_constant_div
	.p2align	8
	.type	mem_constant_div,@function
mem_constant_div:                       ; @mem_constant_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_and_b32_e32 v4, 0x3ff, v0
	v_lshlrev_b32_e32 v8, 2, v4
	v_add_u32_e32 v9, 3, v4
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v0, v4, s[2:3] offset:5
	v_lshlrev_b32_e32 v11, 2, v9
	v_add_u32_e32 v10, 0x3e8, v4
	v_lshlrev_b32_e32 v13, 2, v10
	v_lshlrev_b32_e32 v12, 1, v4
	v_lshlrev_b32_e32 v14, 1, v9
	v_lshlrev_b32_e32 v15, 1, v10
	v_lshlrev_b32_e32 v2, 3, v4
	v_lshlrev_b32_e32 v3, 3, v9
	v_lshlrev_b32_e32 v5, 4, v4
	v_lshlrev_b32_e32 v6, 4, v9
	v_lshlrev_b32_e32 v19, 5, v4
	s_waitcnt vmcnt(0)
	v_bfe_i32 v1, v0, 0, 8
	global_store_dword v8, v1, s[0:1]
	global_store_byte v4, v0, s[4:5]
	global_load_ubyte v0, v9, s[2:3] offset:5
	s_waitcnt vmcnt(0)
	v_bfe_i32 v1, v0, 0, 8
	global_store_dword v11, v1, s[0:1]
	global_store_byte v9, v0, s[4:5]
	global_load_ubyte v0, v10, s[2:3] offset:5
	v_lshlrev_b32_e32 v9, 5, v9
	s_waitcnt vmcnt(0)
	v_bfe_i32 v1, v0, 0, 8
	global_store_dword v13, v1, s[0:1]
	global_store_byte v10, v0, s[4:5]
	global_load_ushort v0, v12, s[2:3] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v1, v0, 0, 16
	global_store_dword v8, v1, s[0:1]
	global_store_short v12, v0, s[4:5]
	global_load_ushort v0, v14, s[2:3] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v1, v0, 0, 16
	global_store_dword v11, v1, s[0:1]
	global_store_short v14, v0, s[4:5]
	global_load_ushort v0, v15, s[2:3] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v1, v0, 0, 16
	global_store_dword v13, v1, s[0:1]
	global_store_short v15, v0, s[4:5]
	global_load_dword v16, v8, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v8, v16, s[4:5]
	global_load_dword v17, v11, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v11, v17, s[4:5]
	global_load_dword v18, v13, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v13, v18, s[4:5]
	global_load_dwordx2 v[0:1], v2, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v2, v[0:1], s[4:5]
	global_load_dwordx2 v[0:1], v3, s[2:3]
	v_lshlrev_b32_e32 v2, 3, v10
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v3, v[0:1], s[4:5]
	global_load_dwordx2 v[0:1], v2, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v2, v[0:1], s[4:5]
	global_load_dwordx4 v[0:3], v5, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v5, v[0:3], s[4:5]
	global_load_dwordx4 v[0:3], v6, s[2:3]
	v_lshlrev_b32_e32 v5, 4, v10
	v_lshlrev_b32_e32 v10, 5, v10
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v6, v[0:3], s[4:5]
	global_load_dwordx4 v[0:3], v5, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v5, v[0:3], s[4:5]
	global_load_dwordx4 v[0:3], v19, s[2:3] offset:16
	s_nop 0
	global_load_dwordx4 v[4:7], v19, s[2:3]
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v19, v[0:3], s[4:5] offset:16
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v19, v[4:7], s[4:5]
	global_load_dwordx4 v[0:3], v9, s[2:3] offset:16
	s_nop 0
	global_load_dwordx4 v[4:7], v9, s[2:3]
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v9, v[0:3], s[4:5] offset:16
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v9, v[4:7], s[4:5]
	global_load_dwordx4 v[0:3], v10, s[2:3] offset:16
	s_nop 0
	global_load_dwordx4 v[4:7], v10, s[2:3]
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v10, v[0:3], s[4:5] offset:16
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v10, v[4:7], s[4:5]
	global_load_ushort v0, v12, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_short v12, v0, s[4:5]
	global_load_ushort v0, v14, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_short v14, v0, s[4:5]
	global_load_ushort v0, v15, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_short v15, v0, s[4:5]
	global_store_dword v8, v16, s[4:5]
	global_store_dword v11, v17, s[4:5]
	global_store_dword v13, v18, s[4:5]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mem_constant_div
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 0
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
	.size	mem_constant_div, .Lfunc_end0-mem_constant_div
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 716
; NumSgprs: 12
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
      - .address_space:  constant
        .name:           src
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           dst
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
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
    .name:           mem_constant_div
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         mem_constant_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
