	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	mem_global_div                  ; -- Begin function mem_global_div
	.p2align	8
	.type	mem_global_div,@function
mem_global_div:                         ; @mem_global_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_and_b32_e32 v1, 0x3ff, v0
	v_lshlrev_b32_e32 v0, 2, v1
	v_add_u32_e32 v3, 7, v1
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v2, v1, s[2:3]
	v_add_u32_e32 v10, 3, v1
	v_lshlrev_b32_e32 v11, 2, v10
	v_add_u32_e32 v12, 0x3e8, v1
	v_lshlrev_b32_e32 v13, 2, v12
	v_lshlrev_b32_e32 v14, 1, v1
	v_lshlrev_b32_e32 v15, 1, v10
	v_lshlrev_b32_e32 v16, 1, v12
	v_lshlrev_b32_e32 v6, 3, v10
	v_lshlrev_b32_e32 v7, 3, v12
	v_lshlrev_b32_e32 v8, 4, v12
	v_lshlrev_b32_e32 v17, 5, v1
	v_add_u32_e32 v18, 0x700, v17
	s_waitcnt vmcnt(0)
	global_store_dword v0, v2, s[0:1]
	global_load_ubyte v2, v1, s[2:3] offset:5
	s_waitcnt vmcnt(0)
	v_bfe_i32 v4, v2, 0, 8
	global_store_dword v0, v4, s[0:1]
	global_store_byte v3, v2, s[4:5]
	global_load_ubyte v2, v10, s[2:3]
	v_add_u32_e32 v3, 10, v1
	s_waitcnt vmcnt(0)
	global_store_dword v11, v2, s[0:1]
	global_load_ubyte v2, v10, s[2:3] offset:5
	s_waitcnt vmcnt(0)
	v_bfe_i32 v4, v2, 0, 8
	global_store_dword v11, v4, s[0:1]
	global_store_byte v3, v2, s[4:5]
	global_load_ubyte v2, v12, s[2:3]
	v_add_u32_e32 v3, 0x3ef, v1
	s_waitcnt vmcnt(0)
	global_store_dword v13, v2, s[0:1]
	global_load_ubyte v2, v12, s[2:3] offset:5
	v_lshlrev_b32_e32 v12, 5, v12
	s_waitcnt vmcnt(0)
	v_bfe_i32 v4, v2, 0, 8
	global_store_dword v13, v4, s[0:1]
	global_store_byte v3, v2, s[4:5]
	global_load_ushort v2, v14, s[2:3]
	v_add_u32_e32 v3, 28, v14
	s_waitcnt vmcnt(0)
	global_store_dword v0, v2, s[0:1]
	global_load_ushort v2, v14, s[2:3] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v4, v2, 0, 16
	global_store_dword v0, v4, s[0:1]
	global_store_short v3, v2, s[4:5]
	global_load_ushort v2, v15, s[2:3]
	v_add_u32_e32 v3, 34, v14
	s_waitcnt vmcnt(0)
	global_store_dword v11, v2, s[0:1]
	global_load_ushort v2, v15, s[2:3] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v4, v2, 0, 16
	global_store_dword v11, v4, s[0:1]
	global_store_short v3, v2, s[4:5]
	global_load_ushort v2, v16, s[2:3]
	v_add_u32_e32 v3, 0x7ec, v14
	s_waitcnt vmcnt(0)
	global_store_dword v13, v2, s[0:1]
	global_load_ushort v2, v16, s[2:3] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v4, v2, 0, 16
	global_store_dword v13, v4, s[0:1]
	global_store_short v3, v2, s[4:5]
	global_load_dword v2, v0, s[2:3]
	v_add_u32_e32 v3, 0x54, v0
	v_lshlrev_b32_e32 v4, 3, v1
	v_add_u32_e32 v5, 0xe0, v4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0)
	global_store_dword v3, v2, s[4:5]
	global_load_dword v2, v11, s[2:3]
	v_add_u32_e32 v3, 0x60, v0
	s_waitcnt vmcnt(0)
	global_store_dword v3, v2, s[4:5]
	global_load_dword v2, v13, s[2:3]
	v_add_u32_e32 v3, 0xff4, v0
	s_waitcnt vmcnt(0)
	global_store_dword v3, v2, s[4:5]
	global_load_dwordx2 v[2:3], v4, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v5, v[2:3], s[4:5]
	global_load_dwordx2 v[2:3], v6, s[2:3]
	v_add_u32_e32 v5, 0xf8, v4
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v5, v[2:3], s[4:5]
	global_load_dwordx2 v[2:3], v7, s[2:3]
	v_add_u32_e32 v5, 0x2020, v4
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v5, v[2:3], s[4:5]
	global_load_dwordx2 v[2:3], v4, s[2:3]
	v_add_u32_e32 v5, 0x118, v4
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v5, v[2:3], s[4:5]
	global_load_dwordx2 v[2:3], v6, s[2:3]
	v_add_u32_e32 v5, 0x130, v4
	v_add_u32_e32 v4, 0x2058, v4
	v_lshlrev_b32_e32 v6, 4, v1
	v_add_u32_e32 v9, 0x310, v6
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v5, v[2:3], s[4:5]
	global_load_dwordx2 v[2:3], v7, s[2:3]
	v_add_u32_e32 v5, 0x2a0, v6
	v_lshlrev_b32_e32 v7, 4, v10
	v_lshlrev_b32_e32 v10, 5, v10
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v4, v[2:3], s[4:5]
	global_load_dwordx3 v[2:4], v6, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx3 v5, v[2:4], s[4:5]
	global_load_dwordx3 v[2:4], v7, s[2:3]
	v_add_u32_e32 v5, 0x2d0, v6
	s_waitcnt vmcnt(0)
	global_store_dwordx3 v5, v[2:4], s[4:5]
	global_load_dwordx3 v[2:4], v8, s[2:3]
	v_add_u32_e32 v5, 0x4120, v6
	s_waitcnt vmcnt(0)
	global_store_dwordx3 v5, v[2:4], s[4:5]
	global_load_dwordx4 v[2:5], v6, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v9, v[2:5], s[4:5]
	global_load_dwordx4 v[2:5], v7, s[2:3]
	v_add_u32_e32 v7, 0x340, v6
	v_add_u32_e32 v6, 0x4190, v6
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v7, v[2:5], s[4:5]
	global_load_dwordx4 v[2:5], v8, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v6, v[2:5], s[4:5]
	global_load_dwordx4 v[2:5], v17, s[2:3] offset:16
	s_nop 0
	global_load_dwordx4 v[6:9], v17, s[2:3]
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v18, v[2:5], s[4:5] offset:16
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v18, v[6:9], s[4:5]
	global_load_dwordx4 v[2:5], v10, s[2:3] offset:16
	s_nop 0
	global_load_dwordx4 v[6:9], v10, s[2:3]
	v_add_u32_e32 v10, 0x760, v17
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v10, v[2:5], s[4:5] offset:16
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v10, v[6:9], s[4:5]
	global_load_dwordx4 v[2:5], v12, s[2:3] offset:16
	s_nop 0
	global_load_dwordx4 v[6:9], v12, s[2:3]
	v_add_u32_e32 v10, 0x8400, v17
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v10, v[2:5], s[4:5] offset:16
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v10, v[6:9], s[4:5]
	global_load_ushort v2, v14, s[2:3]
	v_add_u32_e32 v3, 0x7e, v14
	v_add_u32_e32 v4, 50, v1
	v_lshlrev_b32_e32 v5, 1, v4
	v_lshlrev_b32_e32 v8, 2, v4
	v_mov_b32_e32 v9, s5
	s_waitcnt vmcnt(0)
	global_store_short v3, v2, s[4:5]
	global_load_ushort v2, v15, s[2:3]
	v_add_u32_e32 v3, 0x84, v14
	s_waitcnt vmcnt(0)
	global_store_short v3, v2, s[4:5]
	global_load_ushort v2, v16, s[2:3]
	v_add_u32_e32 v3, 0x84e, v14
	s_waitcnt vmcnt(0)
	global_store_short v3, v2, s[4:5]
	global_load_dword v2, v0, s[2:3]
	v_add_u32_e32 v3, 0x118, v0
	s_waitcnt vmcnt(0)
	global_store_dword v3, v2, s[4:5]
	global_load_dword v2, v11, s[2:3]
	v_add_u32_e32 v3, 0x124, v0
	s_waitcnt vmcnt(0)
	global_store_dword v3, v2, s[4:5]
	global_load_dword v2, v13, s[2:3]
	v_add_u32_e32 v3, 0x10b8, v0
	s_waitcnt vmcnt(0)
	global_store_dword v3, v2, s[4:5]
	global_load_ushort v6, v5, s[2:3]
	global_load_dword v7, v0, s[2:3]
	v_add_co_u32_e32 v2, vcc, s4, v8
	v_addc_co_u32_e32 v3, vcc, 0, v9, vcc
	v_sub_co_u32_e32 v2, vcc, v2, v5
	v_subbrev_co_u32_e32 v3, vcc, 0, v3, vcc
	s_waitcnt vmcnt(0)
	v_bfi_b32 v5, s0, v6, v7
	v_lshrrev_b32_e32 v6, 16, v7
	global_store_dword v8, v5, s[4:5]
	global_store_short_d16_hi v[2:3], v7, off
	global_store_byte v4, v6, s[4:5]
	global_load_ubyte v5, v4, s[2:3]
	s_nop 0
	global_load_dword v6, v0, s[2:3]
	s_waitcnt vmcnt(0)
	v_bfi_b32 v5, s0, v5, v6
	v_lshrrev_b32_e32 v7, 16, v6
	global_store_dword v8, v5, s[4:5]
	global_store_short_d16_hi v[2:3], v6, off
	global_store_byte v4, v7, s[4:5]
	global_load_sbyte v5, v4, s[2:3]
	s_nop 0
	global_load_dword v6, v0, s[2:3]
	v_add_u32_e32 v7, 51, v1
	v_lshlrev_b32_e32 v10, 1, v7
	s_waitcnt vmcnt(0)
	v_bfi_b32 v5, s0, v5, v6
	v_lshrrev_b32_e32 v11, 16, v6
	global_store_dword v8, v5, s[4:5]
	global_store_short_d16_hi v[2:3], v6, off
	global_store_byte v4, v11, s[4:5]
	global_load_ushort v4, v10, s[2:3]
	s_nop 0
	global_load_dword v5, v0, s[2:3]
	v_lshlrev_b32_e32 v6, 2, v7
	v_add_co_u32_e32 v2, vcc, s4, v6
	s_mov_b32 s0, 0x5040100
	v_addc_co_u32_e32 v3, vcc, 0, v9, vcc
	v_sub_co_u32_e32 v2, vcc, v2, v10
	v_subbrev_co_u32_e32 v3, vcc, 0, v3, vcc
	s_waitcnt vmcnt(0)
	v_perm_b32 v4, v4, v5, s0
	global_store_dword v6, v4, s[4:5]
	global_store_short_d16_hi v[2:3], v4, off
	global_store_byte_d16_hi v7, v5, s[4:5]
	global_load_ubyte v4, v7, s[2:3]
	s_nop 0
	global_load_dword v5, v0, s[2:3]
	s_waitcnt vmcnt(0)
	v_perm_b32 v4, v4, v5, s0
	global_store_dword v6, v4, s[4:5]
	global_store_short_d16_hi v[2:3], v4, off
	global_store_byte_d16_hi v7, v5, s[4:5]
	global_load_sbyte v8, v7, s[2:3]
	global_load_dword v9, v0, s[2:3]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v5, vcc, s2, v0
	v_addc_co_u32_e32 v10, vcc, 0, v4, vcc
	v_sub_co_u32_e32 v4, vcc, v5, v14
	v_subbrev_co_u32_e32 v5, vcc, 0, v10, vcc
	s_waitcnt vmcnt(0)
	v_perm_b32 v8, v8, v9, s0
	global_store_dword v6, v8, s[4:5]
	global_store_short_d16_hi v[2:3], v8, off
	global_store_byte_d16_hi v7, v9, s[4:5]
	global_load_ushort v2, v[4:5], off
	s_nop 0
	global_load_dword v3, v0, s[2:3]
	v_mov_b32_e32 v6, 0
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s0
	global_store_dword v6, v2, s[4:5] offset:28
	global_load_dword v2, v1, s[2:3]
	s_load_dword s0, s[6:7], 0x18
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	s_waitcnt vmcnt(0)
	global_store_dword v6, v2, s[0:1]
	global_load_dwordx2 v[2:3], v1, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v6, v[2:3], s[0:1]
	global_load_dwordx4 v[2:5], v1, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v6, v[2:5], s[0:1]
	global_load_dword v1, v0, s[2:3] glc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v1, v1
	global_store_dword v0, v1, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v6, v1, s[4:5] glc slc
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mem_global_div
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
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 20
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
	.size	mem_global_div, .Lfunc_end0-mem_global_div
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1816
; NumSgprs: 12
; NumVgprs: 19
; NumAgprs: 0
; TotalNumVgprs: 19
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 19
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
      - .address_space:  global
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
    .name:           mem_global_div
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         mem_global_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
