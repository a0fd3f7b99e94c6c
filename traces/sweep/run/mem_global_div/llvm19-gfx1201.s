	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	mem_global_div                  ; -- Begin function mem_global_div
	.p2align	8
	.type	mem_global_div,@function
mem_global_div:                         ; @mem_global_div
; %bb.0:                                ; %entry
	s_load_b128 s[4:7], s[2:3], 0x0
	v_and_b32_e32 v8, 0x3ff, v0
	s_load_b96 s[0:2], s[2:3], 0x10
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v9, 2, v8
	v_add_nc_u32_e32 v2, 7, v8
	v_add_nc_u32_e32 v10, 3, v8
	v_add_nc_u32_e32 v12, 0x3e8, v8
	v_lshlrev_b32_e32 v14, 1, v8
	v_lshlrev_b32_e32 v17, 5, v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b32_e32 v11, 2, v10
	v_lshlrev_b32_e32 v13, 2, v12
	v_lshlrev_b32_e32 v15, 1, v10
	v_lshlrev_b32_e32 v16, 1, v12
	v_lshlrev_b32_e32 v4, 3, v10
	v_lshlrev_b32_e32 v5, 3, v12
	v_lshlrev_b32_e32 v6, 4, v12
	s_wait_kmcnt 0x0
	global_load_u8 v0, v8, s[6:7]
	v_add_nc_u32_e32 v18, 0x700, v17
	s_wait_loadcnt 0x0
	global_store_b32 v9, v0, s[4:5]
	global_load_u8 v0, v8, s[6:7] offset:5
	s_wait_loadcnt 0x0
	v_bfe_i32 v1, v0, 0, 8
	global_store_b32 v9, v1, s[4:5]
	global_store_b8 v2, v0, s[0:1]
	global_load_u8 v0, v10, s[6:7]
	v_add_nc_u32_e32 v2, 10, v8
	s_wait_loadcnt 0x0
	global_store_b32 v11, v0, s[4:5]
	global_load_u8 v0, v10, s[6:7] offset:5
	s_wait_loadcnt 0x0
	v_bfe_i32 v1, v0, 0, 8
	global_store_b32 v11, v1, s[4:5]
	global_store_b8 v2, v0, s[0:1]
	global_load_u8 v0, v12, s[6:7]
	v_add_nc_u32_e32 v2, 0x3ef, v8
	s_wait_loadcnt 0x0
	global_store_b32 v13, v0, s[4:5]
	global_load_u8 v0, v12, s[6:7] offset:5
	v_lshlrev_b32_e32 v12, 5, v12
	s_wait_loadcnt 0x0
	v_bfe_i32 v1, v0, 0, 8
	global_store_b32 v13, v1, s[4:5]
	global_store_b8 v2, v0, s[0:1]
	global_load_u16 v0, v14, s[6:7]
	v_add_nc_u32_e32 v2, 28, v14
	s_wait_loadcnt 0x0
	global_store_b32 v9, v0, s[4:5]
	global_load_u16 v0, v14, s[6:7] offset:10
	s_wait_loadcnt 0x0
	v_bfe_i32 v1, v0, 0, 16
	global_store_b32 v9, v1, s[4:5]
	global_store_b16 v2, v0, s[0:1]
	global_load_u16 v0, v15, s[6:7]
	v_add_nc_u32_e32 v2, 34, v14
	s_wait_loadcnt 0x0
	global_store_b32 v11, v0, s[4:5]
	global_load_u16 v0, v15, s[6:7] offset:10
	s_wait_loadcnt 0x0
	v_bfe_i32 v1, v0, 0, 16
	global_store_b32 v11, v1, s[4:5]
	global_store_b16 v2, v0, s[0:1]
	global_load_u16 v0, v16, s[6:7]
	v_add_nc_u32_e32 v2, 0x7ec, v14
	s_wait_loadcnt 0x0
	global_store_b32 v13, v0, s[4:5]
	global_load_u16 v0, v16, s[6:7] offset:10
	s_wait_loadcnt 0x0
	v_bfe_i32 v1, v0, 0, 16
	global_store_b32 v13, v1, s[4:5]
	global_store_b16 v2, v0, s[0:1]
	global_load_b32 v0, v9, s[6:7]
	v_add_nc_u32_e32 v1, 0x54, v9
	v_lshlrev_b32_e32 v2, 3, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v3, 0xe0, v2
	s_wait_loadcnt 0x0
	global_store_b32 v1, v0, s[0:1]
	global_load_b32 v0, v11, s[6:7]
	v_add_nc_u32_e32 v1, 0x60, v9
	s_wait_loadcnt 0x0
	global_store_b32 v1, v0, s[0:1]
	global_load_b32 v0, v13, s[6:7]
	v_add_nc_u32_e32 v1, 0xff4, v9
	s_wait_loadcnt 0x0
	global_store_b32 v1, v0, s[0:1]
	global_load_b64 v[0:1], v2, s[6:7]
	s_wait_loadcnt 0x0
	global_store_b64 v3, v[0:1], s[0:1]
	global_load_b64 v[0:1], v4, s[6:7]
	v_add_nc_u32_e32 v3, 0xf8, v2
	s_wait_loadcnt 0x0
	global_store_b64 v3, v[0:1], s[0:1]
	global_load_b64 v[0:1], v5, s[6:7]
	v_add_nc_u32_e32 v3, 0x2020, v2
	s_wait_loadcnt 0x0
	global_store_b64 v3, v[0:1], s[0:1]
	global_load_b64 v[0:1], v2, s[6:7]
	v_add_nc_u32_e32 v3, 0x118, v2
	s_wait_loadcnt 0x0
	global_store_b64 v3, v[0:1], s[0:1]
	global_load_b64 v[0:1], v4, s[6:7]
	v_add_nc_u32_e32 v3, 0x130, v2
	v_add_nc_u32_e32 v2, 0x2058, v2
	v_lshlrev_b32_e32 v4, 4, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v7, 0x310, v4
	s_wait_loadcnt 0x0
	global_store_b64 v3, v[0:1], s[0:1]
	global_load_b64 v[0:1], v5, s[6:7]
	v_add_nc_u32_e32 v3, 0x2a0, v4
	v_lshlrev_b32_e32 v5, 4, v10
	v_lshlrev_b32_e32 v10, 5, v10
	s_wait_loadcnt 0x0
	global_store_b64 v2, v[0:1], s[0:1]
	global_load_b96 v[0:2], v4, s[6:7]
	s_wait_loadcnt 0x0
	global_store_b96 v3, v[0:2], s[0:1]
	global_load_b96 v[0:2], v5, s[6:7]
	v_add_nc_u32_e32 v3, 0x2d0, v4
	s_wait_loadcnt 0x0
	global_store_b96 v3, v[0:2], s[0:1]
	global_load_b96 v[0:2], v6, s[6:7]
	v_add_nc_u32_e32 v3, 0x4120, v4
	s_wait_loadcnt 0x0
	global_store_b96 v3, v[0:2], s[0:1]
	global_load_b128 v[0:3], v4, s[6:7]
	s_wait_loadcnt 0x0
	global_store_b128 v7, v[0:3], s[0:1]
	global_load_b128 v[0:3], v5, s[6:7]
	v_add_nc_u32_e32 v5, 0x340, v4
	v_add_nc_u32_e32 v4, 0x4190, v4
	s_wait_loadcnt 0x0
	global_store_b128 v5, v[0:3], s[0:1]
	global_load_b128 v[0:3], v6, s[6:7]
	s_wait_loadcnt 0x0
	global_store_b128 v4, v[0:3], s[0:1]
	s_clause 0x1
	global_load_b128 v[0:3], v17, s[6:7] offset:16
	global_load_b128 v[4:7], v17, s[6:7]
	s_wait_loadcnt 0x1
	global_store_b128 v18, v[0:3], s[0:1] offset:16
	s_wait_loadcnt 0x0
	global_store_b128 v18, v[4:7], s[0:1]
	s_clause 0x1
	global_load_b128 v[0:3], v10, s[6:7] offset:16
	global_load_b128 v[4:7], v10, s[6:7]
	v_add_nc_u32_e32 v10, 0x760, v17
	s_wait_loadcnt 0x1
	global_store_b128 v10, v[0:3], s[0:1] offset:16
	s_wait_loadcnt 0x0
	global_store_b128 v10, v[4:7], s[0:1]
	s_clause 0x1
	global_load_b128 v[0:3], v12, s[6:7] offset:16
	global_load_b128 v[4:7], v12, s[6:7]
	v_add_nc_u32_e32 v10, 0x8400, v17
	s_wait_loadcnt 0x1
	global_store_b128 v10, v[0:3], s[0:1] offset:16
	s_wait_loadcnt 0x0
	global_store_b128 v10, v[4:7], s[0:1]
	global_load_u16 v0, v14, s[6:7]
	v_add_nc_u32_e32 v1, 0x7e, v14
	v_add_nc_u32_e32 v3, 50, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v5, 2, v3
	s_wait_loadcnt 0x0
	global_store_b16 v1, v0, s[0:1]
	global_load_u16 v0, v15, s[6:7]
	v_add_nc_u32_e32 v1, 0x84, v14
	s_wait_loadcnt 0x0
	global_store_b16 v1, v0, s[0:1]
	global_load_u16 v0, v16, s[6:7]
	v_add_nc_u32_e32 v1, 0x84e, v14
	s_wait_loadcnt 0x0
	global_store_b16 v1, v0, s[0:1]
	global_load_b32 v0, v9, s[6:7]
	v_add_nc_u32_e32 v1, 0x118, v9
	s_wait_loadcnt 0x0
	global_store_b32 v1, v0, s[0:1]
	global_load_b32 v0, v11, s[6:7]
	v_add_nc_u32_e32 v1, 0x124, v9
	s_wait_loadcnt 0x0
	global_store_b32 v1, v0, s[0:1]
	global_load_b32 v0, v13, s[6:7]
	v_add_nc_u32_e32 v1, 0x10b8, v9
	s_wait_loadcnt 0x0
	global_store_b32 v1, v0, s[0:1]
	global_load_b32 v2, v9, s[6:7]
	v_lshlrev_b32_e32 v0, 1, v3
	v_add_co_u32 v1, s3, s0, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s1, 0, s3
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v4, v2
	global_load_d16_b16 v4, v0, s[6:7]
	v_sub_co_u32 v0, vcc_lo, v1, v0
	v_subrev_co_ci_u32_e32 v1, vcc_lo, 0, v6, vcc_lo
	v_lshrrev_b32_e32 v6, 16, v2
	s_wait_loadcnt 0x0
	s_clause 0x2
	global_store_b32 v5, v4, s[0:1]
	global_store_d16_hi_b16 v[0:1], v2, off
	global_store_b8 v3, v6, s[0:1]
	global_load_b32 v2, v9, s[6:7]
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v4, v2
	v_lshrrev_b32_e32 v6, 16, v2
	global_load_d16_u8 v4, v3, s[6:7]
	s_wait_loadcnt 0x0
	s_clause 0x2
	global_store_b32 v5, v4, s[0:1]
	global_store_d16_hi_b16 v[0:1], v2, off
	global_store_b8 v3, v6, s[0:1]
	global_load_b32 v2, v9, s[6:7]
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v4, v2
	v_lshrrev_b32_e32 v6, 16, v2
	global_load_d16_i8 v4, v3, s[6:7]
	s_wait_loadcnt 0x0
	s_clause 0x2
	global_store_b32 v5, v4, s[0:1]
	global_store_d16_hi_b16 v[0:1], v2, off
	global_store_b8 v3, v6, s[0:1]
	global_load_b32 v2, v9, s[6:7]
	v_add_nc_u32_e32 v3, 51, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v0, 1, v3
	v_lshlrev_b32_e32 v5, 2, v3
	v_add_co_u32 v1, s3, s0, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s1, 0, s3
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v4, v2
	global_load_d16_hi_b16 v4, v0, s[6:7]
	v_sub_co_u32 v0, vcc_lo, v1, v0
	v_subrev_co_ci_u32_e32 v1, vcc_lo, 0, v6, vcc_lo
	s_wait_loadcnt 0x0
	s_clause 0x2
	global_store_b32 v5, v4, s[0:1]
	global_store_d16_hi_b16 v[0:1], v4, off
	global_store_d16_hi_b8 v3, v2, s[0:1]
	global_load_b32 v2, v9, s[6:7]
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v4, v2
	global_load_d16_hi_u8 v4, v3, s[6:7]
	s_wait_loadcnt 0x0
	s_clause 0x2
	global_store_b32 v5, v4, s[0:1]
	global_store_d16_hi_b16 v[0:1], v4, off
	global_store_d16_hi_b8 v3, v2, s[0:1]
	global_load_b32 v2, v9, s[6:7]
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v4, v2
	global_load_d16_hi_i8 v4, v3, s[6:7]
	s_wait_loadcnt 0x0
	s_clause 0x2
	global_store_b32 v5, v4, s[0:1]
	global_store_d16_hi_b16 v[0:1], v4, off
	global_store_d16_hi_b8 v3, v2, s[0:1]
	v_mov_b32_e32 v4, 0
	global_load_b32 v2, v9, s[6:7]
	v_add_co_u32 v0, s3, s6, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, s7, 0, s3
	s_ashr_i32 s3, s2, 31
	v_sub_co_u32 v0, vcc_lo, v0, v14
	s_delay_alu instid0(VALU_DEP_2)
	v_subrev_co_ci_u32_e32 v1, vcc_lo, 0, v1, vcc_lo
	s_add_nc_u64 s[2:3], s[0:1], s[2:3]
	s_wait_loadcnt 0x0
	global_load_d16_hi_b16 v2, v[0:1], off
	s_wait_loadcnt 0x0
	global_store_b32 v4, v2, s[0:1] offset:28
	global_load_b32 v0, v8, s[6:7]
	s_wait_loadcnt 0x0
	global_store_b32 v4, v0, s[2:3]
	global_load_b64 v[0:1], v8, s[6:7]
	s_wait_loadcnt 0x0
	global_store_b64 v4, v[0:1], s[2:3]
	global_load_b128 v[0:3], v8, s[6:7]
	s_wait_loadcnt 0x0
	global_store_b128 v4, v[0:3], s[2:3]
	global_load_b32 v0, v9, s[6:7] scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v0, v0, v0
	s_wait_storecnt 0x0
	global_store_b32 v9, v0, s[6:7] scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_store_b32 v4, v0, s[0:1] th:TH_STORE_NT
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mem_global_div
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
	.size	mem_global_div, .Lfunc_end0-mem_global_div
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2368
; NumSgprs: 10
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 19
; Occupancy: 16
; WaveLimiterHint : 1
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         mem_global_div.kd
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
