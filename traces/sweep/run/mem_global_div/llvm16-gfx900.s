	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	mem_global_div                  ; -- Begin function mem_global_div
	.p2align	8
	.type	mem_global_div,@function
mem_global_div:                         ; @mem_global_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_u32_e32 v3, 7, v0
	v_add_u32_e32 v11, 3, v0
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v2, v0, s[2:3]
	v_lshlrev_b32_e32 v12, 2, v11
	v_add_u32_e32 v13, 0x3e8, v0
	v_lshlrev_b32_e32 v14, 2, v13
	v_lshlrev_b32_e32 v15, 1, v11
	v_lshlrev_b32_e32 v16, 1, v13
	v_lshlrev_b32_e32 v7, 3, v11
	v_lshlrev_b32_e32 v8, 3, v13
	v_lshlrev_b32_e32 v9, 4, v13
	v_lshlrev_b32_e32 v17, 5, v0
	v_add_u32_e32 v18, 0x700, v17
	s_waitcnt vmcnt(0)
	global_store_dword v1, v2, s[0:1]
	global_load_ubyte v2, v0, s[2:3] offset:5
	s_waitcnt vmcnt(0)
	v_bfe_i32 v4, v2, 0, 8
	global_store_dword v1, v4, s[0:1]
	global_store_byte v3, v2, s[6:7]
	global_load_ubyte v2, v11, s[2:3]
	v_add_u32_e32 v3, 10, v0
	s_waitcnt vmcnt(0)
	global_store_dword v12, v2, s[0:1]
	global_load_ubyte v2, v11, s[2:3] offset:5
	s_waitcnt vmcnt(0)
	v_bfe_i32 v4, v2, 0, 8
	global_store_dword v12, v4, s[0:1]
	global_store_byte v3, v2, s[6:7]
	global_load_ubyte v2, v13, s[2:3]
	v_add_u32_e32 v4, 0x3ef, v0
	s_waitcnt vmcnt(0)
	global_store_dword v14, v2, s[0:1]
	global_load_ubyte v3, v13, s[2:3] offset:5
	v_lshlrev_b32_e32 v2, 1, v0
	v_lshlrev_b32_e32 v13, 5, v13
	s_waitcnt vmcnt(0)
	v_bfe_i32 v5, v3, 0, 8
	global_store_dword v14, v5, s[0:1]
	global_store_byte v4, v3, s[6:7]
	global_load_ushort v3, v2, s[2:3]
	v_add_u32_e32 v4, 28, v2
	s_waitcnt vmcnt(0)
	global_store_dword v1, v3, s[0:1]
	global_load_ushort v3, v2, s[2:3] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v5, v3, 0, 16
	global_store_dword v1, v5, s[0:1]
	global_store_short v4, v3, s[6:7]
	global_load_ushort v3, v15, s[2:3]
	v_add_u32_e32 v4, 34, v2
	s_waitcnt vmcnt(0)
	global_store_dword v12, v3, s[0:1]
	global_load_ushort v3, v15, s[2:3] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v5, v3, 0, 16
	global_store_dword v12, v5, s[0:1]
	global_store_short v4, v3, s[6:7]
	global_load_ushort v3, v16, s[2:3]
	v_add_u32_e32 v4, 0x7ec, v2
	s_waitcnt vmcnt(0)
	global_store_dword v14, v3, s[0:1]
	global_load_ushort v3, v16, s[2:3] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v5, v3, 0, 16
	global_store_dword v14, v5, s[0:1]
	global_store_short v4, v3, s[6:7]
	global_load_dword v3, v1, s[2:3]
	v_add_u32_e32 v4, 0x54, v1
	v_lshlrev_b32_e32 v5, 3, v0
	v_add_u32_e32 v6, 0xe0, v5
	s_load_dword s0, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	s_waitcnt vmcnt(0)
	global_store_dword v4, v3, s[6:7]
	global_load_dword v3, v12, s[2:3]
	v_add_u32_e32 v4, 0x60, v1
	s_waitcnt vmcnt(0)
	global_store_dword v4, v3, s[6:7]
	global_load_dword v3, v14, s[2:3]
	v_add_u32_e32 v4, 0xff4, v1
	s_waitcnt vmcnt(0)
	global_store_dword v4, v3, s[6:7]
	global_load_dwordx2 v[3:4], v5, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v6, v[3:4], s[6:7]
	global_load_dwordx2 v[3:4], v7, s[2:3]
	v_add_u32_e32 v6, 0xf8, v5
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v6, v[3:4], s[6:7]
	global_load_dwordx2 v[3:4], v8, s[2:3]
	v_add_u32_e32 v6, 0x2020, v5
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v6, v[3:4], s[6:7]
	global_load_dwordx2 v[3:4], v5, s[2:3]
	v_add_u32_e32 v6, 0x118, v5
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v6, v[3:4], s[6:7]
	global_load_dwordx2 v[3:4], v7, s[2:3]
	v_add_u32_e32 v6, 0x130, v5
	v_add_u32_e32 v5, 0x2058, v5
	v_lshlrev_b32_e32 v7, 4, v0
	v_add_u32_e32 v10, 0x310, v7
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v6, v[3:4], s[6:7]
	global_load_dwordx2 v[3:4], v8, s[2:3]
	v_add_u32_e32 v6, 0x2a0, v7
	v_lshlrev_b32_e32 v8, 4, v11
	v_lshlrev_b32_e32 v11, 5, v11
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v5, v[3:4], s[6:7]
	global_load_dwordx3 v[3:5], v7, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx3 v6, v[3:5], s[6:7]
	global_load_dwordx3 v[3:5], v8, s[2:3]
	v_add_u32_e32 v6, 0x2d0, v7
	s_waitcnt vmcnt(0)
	global_store_dwordx3 v6, v[3:5], s[6:7]
	global_load_dwordx3 v[3:5], v9, s[2:3]
	v_add_u32_e32 v6, 0x4120, v7
	s_waitcnt vmcnt(0)
	global_store_dwordx3 v6, v[3:5], s[6:7]
	global_load_dwordx4 v[3:6], v7, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v10, v[3:6], s[6:7]
	global_load_dwordx4 v[3:6], v8, s[2:3]
	v_add_u32_e32 v8, 0x340, v7
	v_add_u32_e32 v7, 0x4190, v7
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v8, v[3:6], s[6:7]
	global_load_dwordx4 v[3:6], v9, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v7, v[3:6], s[6:7]
	global_load_dwordx4 v[3:6], v17, s[2:3] offset:16
	s_nop 0
	global_load_dwordx4 v[7:10], v17, s[2:3]
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v18, v[3:6], s[6:7] offset:16
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v18, v[7:10], s[6:7]
	global_load_dwordx4 v[3:6], v11, s[2:3] offset:16
	s_nop 0
	global_load_dwordx4 v[7:10], v11, s[2:3]
	v_add_u32_e32 v11, 0x760, v17
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v11, v[3:6], s[6:7] offset:16
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v11, v[7:10], s[6:7]
	global_load_dwordx4 v[3:6], v13, s[2:3] offset:16
	s_nop 0
	global_load_dwordx4 v[7:10], v13, s[2:3]
	v_add_u32_e32 v11, 0x8400, v17
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v11, v[3:6], s[6:7] offset:16
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v11, v[7:10], s[6:7]
	global_load_ushort v3, v2, s[2:3]
	v_add_u32_e32 v4, 0x7e, v2
	v_add_u32_e32 v6, 50, v0
	v_lshlrev_b32_e32 v8, 2, v6
	v_mov_b32_e32 v9, s7
	s_waitcnt vmcnt(0)
	global_store_short v4, v3, s[6:7]
	global_load_ushort v3, v15, s[2:3]
	v_add_u32_e32 v4, 0x84, v2
	s_waitcnt vmcnt(0)
	global_store_short v4, v3, s[6:7]
	global_load_ushort v3, v16, s[2:3]
	v_add_u32_e32 v4, 0x84e, v2
	s_waitcnt vmcnt(0)
	global_store_short v4, v3, s[6:7]
	global_load_dword v3, v1, s[2:3]
	v_add_u32_e32 v4, 0x118, v1
	s_waitcnt vmcnt(0)
	global_store_dword v4, v3, s[6:7]
	global_load_dword v3, v12, s[2:3]
	v_add_u32_e32 v4, 0x124, v1
	s_waitcnt vmcnt(0)
	global_store_dword v4, v3, s[6:7]
	global_load_dword v3, v14, s[2:3]
	v_add_u32_e32 v4, 0x10b8, v1
	s_waitcnt vmcnt(0)
	global_store_dword v4, v3, s[6:7]
	global_load_dword v5, v1, s[2:3]
	v_lshlrev_b32_e32 v3, 1, v6
	v_add_co_u32_e32 v4, vcc, s6, v8
	v_addc_co_u32_e32 v10, vcc, 0, v9, vcc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v5
	global_load_short_d16 v7, v3, s[2:3]
	v_sub_co_u32_e32 v3, vcc, v4, v3
	v_subbrev_co_u32_e32 v4, vcc, 0, v10, vcc
	v_lshrrev_b32_e32 v10, 16, v5
	s_waitcnt vmcnt(0)
	global_store_dword v8, v7, s[6:7]
	global_store_short_d16_hi v[3:4], v5, off
	global_store_byte v6, v10, s[6:7]
	global_load_dword v5, v1, s[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v5
	global_load_ubyte_d16 v7, v6, s[2:3]
	v_lshrrev_b32_e32 v10, 16, v5
	s_waitcnt vmcnt(0)
	global_store_dword v8, v7, s[6:7]
	global_store_short_d16_hi v[3:4], v5, off
	global_store_byte v6, v10, s[6:7]
	global_load_dword v5, v1, s[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v5
	global_load_sbyte_d16 v7, v6, s[2:3]
	v_lshrrev_b32_e32 v10, 16, v5
	s_waitcnt vmcnt(0)
	global_store_dword v8, v7, s[6:7]
	global_store_short_d16_hi v[3:4], v5, off
	global_store_byte v6, v10, s[6:7]
	global_load_dword v5, v1, s[2:3]
	v_add_u32_e32 v6, 51, v0
	v_lshlrev_b32_e32 v3, 1, v6
	v_lshlrev_b32_e32 v8, 2, v6
	v_add_co_u32_e32 v4, vcc, s6, v8
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v5
	global_load_short_d16_hi v7, v3, s[2:3]
	v_sub_co_u32_e32 v3, vcc, v4, v3
	v_subbrev_co_u32_e32 v4, vcc, 0, v9, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v8, v7, s[6:7]
	global_store_short_d16_hi v[3:4], v7, off
	global_store_byte_d16_hi v6, v5, s[6:7]
	global_load_dword v5, v1, s[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v5
	global_load_ubyte_d16_hi v7, v6, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v8, v7, s[6:7]
	global_store_short_d16_hi v[3:4], v7, off
	global_store_byte_d16_hi v6, v5, s[6:7]
	global_load_dword v5, v1, s[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v5
	global_load_sbyte_d16_hi v7, v6, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v8, v7, s[6:7]
	global_store_short_d16_hi v[3:4], v7, off
	global_store_byte_d16_hi v6, v5, s[6:7]
	global_load_dword v4, v1, s[2:3]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v5, vcc, s2, v1
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_sub_co_u32_e32 v2, vcc, v5, v2
	v_subbrev_co_u32_e32 v3, vcc, 0, v3, vcc
	v_mov_b32_e32 v6, 0
	global_load_short_d16_hi v4, v[2:3], off
	s_waitcnt vmcnt(0)
	global_store_dword v6, v4, s[6:7] offset:28
	global_load_dword v2, v0, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v6, v2, s[0:1]
	global_load_dwordx2 v[2:3], v0, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v6, v[2:3], s[0:1]
	global_load_dwordx4 v[2:5], v0, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v6, v[2:5], s[0:1]
	global_load_dword v0, v1, s[2:3] glc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v0, v0
	global_store_dword v1, v0, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v6, v0, s[6:7] glc slc
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel mem_global_div
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
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 8
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
	.size	mem_global_div, .Lfunc_end0-mem_global_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1764
; NumSgprs: 10
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 19
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           mem_global_div
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         mem_global_div.kd
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
