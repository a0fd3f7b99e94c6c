	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	mem_constant_div                ; -- Begin function mem_constant_div
	.p2align	8
	.type	mem_constant_div,@function
mem_constant_div:                       ; @mem_constant_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_lshlrev_b32_e32 v8, 2, v0
	v_add_u32_e32 v9, 3, v0
	v_lshlrev_b32_e32 v11, 2, v9
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v1, v0, s[2:3] offset:5
	v_add_u32_e32 v10, 0x3e8, v0
	v_lshlrev_b32_e32 v13, 2, v10
	v_lshlrev_b32_e32 v12, 1, v0
	v_lshlrev_b32_e32 v14, 1, v9
	v_lshlrev_b32_e32 v15, 1, v10
	v_lshlrev_b32_e32 v3, 3, v0
	v_lshlrev_b32_e32 v4, 3, v9
	v_lshlrev_b32_e32 v5, 4, v0
	v_lshlrev_b32_e32 v6, 4, v9
	v_lshlrev_b32_e32 v19, 5, v0
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 8
	global_store_dword v8, v2, s[0:1]
	global_store_byte v0, v1, s[6:7]
	global_load_ubyte v1, v9, s[2:3] offset:5
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 8
	global_store_dword v11, v2, s[0:1]
	global_store_byte v9, v1, s[6:7]
	global_load_ubyte v1, v10, s[2:3] offset:5
	v_lshlrev_b32_e32 v9, 5, v9
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 8
	global_store_dword v13, v2, s[0:1]
	global_store_byte v10, v1, s[6:7]
	global_load_ushort v1, v12, s[2:3] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 16
	global_store_dword v8, v2, s[0:1]
	global_store_short v12, v1, s[6:7]
	global_load_ushort v1, v14, s[2:3] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 16
	global_store_dword v11, v2, s[0:1]
	global_store_short v14, v1, s[6:7]
	global_load_ushort v1, v15, s[2:3] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 16
	global_store_dword v13, v2, s[0:1]
	global_store_short v15, v1, s[6:7]
	global_load_dword v16, v8, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v8, v16, s[6:7]
	global_load_dword v17, v11, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v11, v17, s[6:7]
	global_load_dword v18, v13, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v13, v18, s[6:7]
	global_load_dwordx2 v[1:2], v3, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v3, v[1:2], s[6:7]
	global_load_dwordx2 v[1:2], v4, s[2:3]
	v_lshlrev_b32_e32 v3, 3, v10
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v4, v[1:2], s[6:7]
	global_load_dwordx2 v[1:2], v3, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v3, v[1:2], s[6:7]
	global_load_dwordx4 v[1:4], v5, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v5, v[1:4], s[6:7]
	global_load_dwordx4 v[1:4], v6, s[2:3]
	v_lshlrev_b32_e32 v5, 4, v10
	v_lshlrev_b32_e32 v10, 5, v10
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v6, v[1:4], s[6:7]
	global_load_dwordx4 v[1:4], v5, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v5, v[1:4], s[6:7]
	global_load_dwordx4 v[0:3], v19, s[2:3] offset:16
	s_nop 0
	global_load_dwordx4 v[4:7], v19, s[2:3]
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v19, v[0:3], s[6:7] offset:16
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v19, v[4:7], s[6:7]
	global_load_dwordx4 v[0:3], v9, s[2:3] offset:16
	s_nop 0
	global_load_dwordx4 v[4:7], v9, s[2:3]
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v9, v[0:3], s[6:7] offset:16
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v9, v[4:7], s[6:7]
	global_load_dwordx4 v[0:3], v10, s[2:3] offset:16
	s_nop 0
	global_load_dwordx4 v[4:7], v10, s[2:3]
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v10, v[0:3], s[6:7] offset:16
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v10, v[4:7], s[6:7]
	global_load_ushort v0, v12, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_short v12, v0, s[6:7]
	global_load_ushort v0, v14, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_short v14, v0, s[6:7]
	global_load_ushort v0, v15, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_short v15, v0, s[6:7]
	global_store_dword v8, v16, s[6:7]
	global_store_dword v11, v17, s[6:7]
	global_store_dword v13, v18, s[6:7]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel mem_constant_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 8
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
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 708
; NumSgprs: 8
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	".note.GNU-stack"
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           mem_constant_div
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         mem_constant_div.kd
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
