	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	mem_global_div                  ; -- Begin function mem_global_div
	.p2align	8
	.type	mem_global_div,@function
mem_global_div:                         ; @mem_global_div
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_lshlrev_b32_e32 v9, 2, v0
	v_add_nc_u32_e32 v3, 7, v0
	v_add_nc_u32_e32 v10, 3, v0
	v_add_nc_u32_e32 v12, 0x3e8, v0
	v_lshlrev_b32_e32 v14, 1, v0
	v_lshlrev_b32_e32 v17, 5, v0
	v_lshlrev_b32_e32 v11, 2, v10
	v_lshlrev_b32_e32 v13, 2, v12
	v_lshlrev_b32_e32 v15, 1, v10
	v_lshlrev_b32_e32 v16, 1, v12
	v_lshlrev_b32_e32 v5, 3, v10
	v_lshlrev_b32_e32 v6, 3, v12
	v_lshlrev_b32_e32 v7, 4, v12
	v_add_nc_u32_e32 v18, 0x700, v17
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v1, v0, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v9, v1, s[0:1]
	global_load_ubyte v1, v0, s[2:3] offset:5
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 8
	global_store_dword v9, v2, s[0:1]
	global_store_byte v3, v1, s[6:7]
	global_load_ubyte v1, v10, s[2:3]
	v_add_nc_u32_e32 v3, 10, v0
	s_waitcnt vmcnt(0)
	global_store_dword v11, v1, s[0:1]
	global_load_ubyte v1, v10, s[2:3] offset:5
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 8
	global_store_dword v11, v2, s[0:1]
	global_store_byte v3, v1, s[6:7]
	global_load_ubyte v1, v12, s[2:3]
	v_add_nc_u32_e32 v3, 0x3ef, v0
	s_waitcnt vmcnt(0)
	global_store_dword v13, v1, s[0:1]
	global_load_ubyte v1, v12, s[2:3] offset:5
	v_lshlrev_b32_e32 v12, 5, v12
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 8
	global_store_dword v13, v2, s[0:1]
	global_store_byte v3, v1, s[6:7]
	global_load_ushort v1, v14, s[2:3]
	v_add_nc_u32_e32 v3, 28, v14
	s_waitcnt vmcnt(0)
	global_store_dword v9, v1, s[0:1]
	global_load_ushort v1, v14, s[2:3] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 16
	global_store_dword v9, v2, s[0:1]
	global_store_short v3, v1, s[6:7]
	global_load_ushort v1, v15, s[2:3]
	v_add_nc_u32_e32 v3, 34, v14
	s_waitcnt vmcnt(0)
	global_store_dword v11, v1, s[0:1]
	global_load_ushort v1, v15, s[2:3] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 16
	global_store_dword v11, v2, s[0:1]
	global_store_short v3, v1, s[6:7]
	global_load_ushort v1, v16, s[2:3]
	v_add_nc_u32_e32 v3, 0x7ec, v14
	s_waitcnt vmcnt(0)
	global_store_dword v13, v1, s[0:1]
	global_load_ushort v1, v16, s[2:3] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 16
	global_store_dword v13, v2, s[0:1]
	global_store_short v3, v1, s[6:7]
	global_load_dword v1, v9, s[2:3]
	v_add_nc_u32_e32 v2, 0x54, v9
	v_lshlrev_b32_e32 v3, 3, v0
	v_add_nc_u32_e32 v4, 0xe0, v3
	s_waitcnt vmcnt(0)
	global_store_dword v2, v1, s[6:7]
	global_load_dword v1, v11, s[2:3]
	v_add_nc_u32_e32 v2, 0x60, v9
	s_waitcnt vmcnt(0)
	global_store_dword v2, v1, s[6:7]
	global_load_dword v1, v13, s[2:3]
	v_add_nc_u32_e32 v2, 0xff4, v9
	s_waitcnt vmcnt(0)
	global_store_dword v2, v1, s[6:7]
	global_load_dwordx2 v[1:2], v3, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v4, v[1:2], s[6:7]
	global_load_dwordx2 v[1:2], v5, s[2:3]
	v_add_nc_u32_e32 v4, 0xf8, v3
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v4, v[1:2], s[6:7]
	global_load_dwordx2 v[1:2], v6, s[2:3]
	v_add_nc_u32_e32 v4, 0x2020, v3
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v4, v[1:2], s[6:7]
	global_load_dwordx2 v[1:2], v3, s[2:3]
	v_add_nc_u32_e32 v4, 0x118, v3
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v4, v[1:2], s[6:7]
	global_load_dwordx2 v[1:2], v5, s[2:3]
	v_add_nc_u32_e32 v4, 0x130, v3
	v_add_nc_u32_e32 v3, 0x2058, v3
	v_lshlrev_b32_e32 v5, 4, v0
	v_add_nc_u32_e32 v8, 0x310, v5
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v4, v[1:2], s[6:7]
	global_load_dwordx2 v[1:2], v6, s[2:3]
	v_add_nc_u32_e32 v4, 0x2a0, v5
	v_lshlrev_b32_e32 v6, 4, v10
	v_lshlrev_b32_e32 v10, 5, v10
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v3, v[1:2], s[6:7]
	global_load_dwordx3 v[1:3], v5, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx3 v4, v[1:3], s[6:7]
	global_load_dwordx3 v[1:3], v6, s[2:3]
	v_add_nc_u32_e32 v4, 0x2d0, v5
	s_waitcnt vmcnt(0)
	global_store_dwordx3 v4, v[1:3], s[6:7]
	global_load_dwordx3 v[1:3], v7, s[2:3]
	v_add_nc_u32_e32 v4, 0x4120, v5
	s_waitcnt vmcnt(0)
	global_store_dwordx3 v4, v[1:3], s[6:7]
	global_load_dwordx4 v[1:4], v5, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v8, v[1:4], s[6:7]
	global_load_dwordx4 v[1:4], v6, s[2:3]
	v_add_nc_u32_e32 v6, 0x340, v5
	v_add_nc_u32_e32 v5, 0x4190, v5
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v6, v[1:4], s[6:7]
	global_load_dwordx4 v[1:4], v7, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v5, v[1:4], s[6:7]
	s_clause 0x1
	global_load_dwordx4 v[1:4], v17, s[2:3] offset:16
	global_load_dwordx4 v[5:8], v17, s[2:3]
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v18, v[1:4], s[6:7] offset:16
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v18, v[5:8], s[6:7]
	s_clause 0x1
	global_load_dwordx4 v[1:4], v10, s[2:3] offset:16
	global_load_dwordx4 v[5:8], v10, s[2:3]
	v_add_nc_u32_e32 v10, 0x760, v17
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v10, v[1:4], s[6:7] offset:16
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v10, v[5:8], s[6:7]
	s_clause 0x1
	global_load_dwordx4 v[1:4], v12, s[2:3] offset:16
	global_load_dwordx4 v[5:8], v12, s[2:3]
	v_add_nc_u32_e32 v10, 0x8400, v17
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v10, v[1:4], s[6:7] offset:16
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v10, v[5:8], s[6:7]
	global_load_ushort v1, v14, s[2:3]
	v_add_nc_u32_e32 v2, 0x7e, v14
	v_add_nc_u32_e32 v4, 50, v0
	v_lshlrev_b32_e32 v6, 2, v4
	s_waitcnt vmcnt(0)
	global_store_short v2, v1, s[6:7]
	global_load_ushort v1, v15, s[2:3]
	v_add_nc_u32_e32 v2, 0x84, v14
	s_waitcnt vmcnt(0)
	global_store_short v2, v1, s[6:7]
	global_load_ushort v1, v16, s[2:3]
	v_add_nc_u32_e32 v2, 0x84e, v14
	s_waitcnt vmcnt(0)
	global_store_short v2, v1, s[6:7]
	global_load_dword v1, v9, s[2:3]
	v_add_nc_u32_e32 v2, 0x118, v9
	s_waitcnt vmcnt(0)
	global_store_dword v2, v1, s[6:7]
	global_load_dword v1, v11, s[2:3]
	v_add_nc_u32_e32 v2, 0x124, v9
	s_waitcnt vmcnt(0)
	global_store_dword v2, v1, s[6:7]
	global_load_dword v1, v13, s[2:3]
	v_add_nc_u32_e32 v2, 0x10b8, v9
	s_waitcnt vmcnt(0)
	global_store_dword v2, v1, s[6:7]
	global_load_dword v3, v9, s[2:3]
	v_lshlrev_b32_e32 v1, 1, v4
	v_add_co_u32 v2, s[0:1], s6, v6
	v_add_co_ci_u32_e64 v7, null, s7, 0, s[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v3
	global_load_short_d16 v5, v1, s[2:3]
	v_sub_co_u32 v1, vcc, v2, v1
	v_subrev_co_ci_u32_e32 v2, vcc, 0, v7, vcc
	v_lshrrev_b32_e32 v7, 16, v3
	s_waitcnt vmcnt(0)
	global_store_dword v6, v5, s[6:7]
	global_store_short_d16_hi v[1:2], v3, off
	global_store_byte v4, v7, s[6:7]
	global_load_dword v3, v9, s[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v3
	v_lshrrev_b32_e32 v7, 16, v3
	global_load_ubyte_d16 v5, v4, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v6, v5, s[6:7]
	global_store_short_d16_hi v[1:2], v3, off
	global_store_byte v4, v7, s[6:7]
	global_load_dword v3, v9, s[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v3
	v_lshrrev_b32_e32 v7, 16, v3
	global_load_sbyte_d16 v5, v4, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v6, v5, s[6:7]
	global_store_short_d16_hi v[1:2], v3, off
	global_store_byte v4, v7, s[6:7]
	global_load_dword v3, v9, s[2:3]
	v_add_nc_u32_e32 v4, 51, v0
	v_lshlrev_b32_e32 v1, 1, v4
	v_lshlrev_b32_e32 v6, 2, v4
	v_add_co_u32 v2, s[0:1], s6, v6
	v_add_co_ci_u32_e64 v7, null, s7, 0, s[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v3
	global_load_short_d16_hi v5, v1, s[2:3]
	v_sub_co_u32 v1, vcc, v2, v1
	v_subrev_co_ci_u32_e32 v2, vcc, 0, v7, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v6, v5, s[6:7]
	global_store_short_d16_hi v[1:2], v5, off
	global_store_byte_d16_hi v4, v3, s[6:7]
	global_load_dword v3, v9, s[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v3
	global_load_ubyte_d16_hi v5, v4, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v6, v5, s[6:7]
	global_store_short_d16_hi v[1:2], v5, off
	global_store_byte_d16_hi v4, v3, s[6:7]
	global_load_dword v3, v9, s[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v3
	global_load_sbyte_d16_hi v5, v4, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v6, v5, s[6:7]
	global_store_short_d16_hi v[1:2], v5, off
	global_store_byte_d16_hi v4, v3, s[6:7]
	global_load_dword v3, v9, s[2:3]
	v_add_co_u32 v1, s[0:1], s2, v9
	v_add_co_ci_u32_e64 v2, null, s3, 0, s[0:1]
	v_mov_b32_e32 v4, 0
	v_sub_co_u32 v1, vcc, v1, v14
	v_subrev_co_ci_u32_e32 v2, vcc, 0, v2, vcc
	s_load_dword s0, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	global_load_short_d16_hi v3, v[1:2], off
	s_waitcnt vmcnt(0)
	global_store_dword v4, v3, s[6:7] offset:28
	global_load_dword v1, v0, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dword v4, v1, s[0:1]
	global_load_dwordx2 v[1:2], v0, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v4, v[1:2], s[0:1]
	global_load_dwordx4 v[0:3], v0, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v4, v[0:3], s[0:1]
	global_load_dword v0, v9, s[2:3] glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v0, v0, v0
	global_store_dword v9, v0, s[2:3]
	s_waitcnt_vscnt null, 0x0
	global_store_dword v4, v0, s[6:7] glc slc
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
		.amdhsa_wavefront_size32 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
; codeLenInByte = 1832
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
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
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
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
