	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	mem_constant_uni                ; -- Begin function mem_constant_uni
	.p2align	8
	.type	mem_constant_uni,@function
mem_constant_uni:                       ; @mem_constant_uni
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b96 s[4:6], s[2:3], 0x10
	s_load_b128 s[0:3], s[2:3], 0x0
	v_mov_b32_e32 v8, 0
	s_wait_kmcnt 0x0
	s_ashr_i32 s21, s6, 31
	s_mov_b32 s20, s6
	s_add_co_i32 s12, s6, 3
	s_add_nc_u64 s[8:9], s[2:3], s[20:21]
	s_lshl_b64 s[22:23], s[20:21], 2
	global_load_u8 v0, v8, s[8:9] offset:5
	s_ashr_i32 s13, s12, 31
	s_add_nc_u64 s[14:15], s[0:1], s[22:23]
	s_add_nc_u64 s[8:9], s[4:5], s[20:21]
	s_add_nc_u64 s[10:11], s[2:3], s[12:13]
	s_addk_co_i32 s6, 0x3e8
	s_lshl_b64 s[24:25], s[12:13], 2
	s_ashr_i32 s7, s6, 31
	s_add_nc_u64 s[18:19], s[0:1], s[24:25]
	s_lshl_b64 s[26:27], s[6:7], 2
	s_lshl_b64 s[16:17], s[12:13], 1
	s_add_nc_u64 s[28:29], s[0:1], s[26:27]
	s_lshl_b64 s[30:31], s[6:7], 1
	s_add_nc_u64 s[34:35], s[2:3], s[22:23]
	s_add_nc_u64 s[22:23], s[4:5], s[22:23]
	s_lshl_b64 s[36:37], s[12:13], 4
	s_wait_loadcnt 0x0
	v_bfe_i32 v1, v0, 0, 8
	s_clause 0x1
	global_store_b32 v8, v1, s[14:15]
	global_store_b8 v8, v0, s[8:9]
	global_load_u8 v0, v8, s[10:11] offset:5
	s_add_nc_u64 s[8:9], s[4:5], s[12:13]
	s_add_nc_u64 s[10:11], s[2:3], s[6:7]
	s_wait_loadcnt 0x0
	v_bfe_i32 v1, v0, 0, 8
	s_clause 0x1
	global_store_b32 v8, v1, s[18:19]
	global_store_b8 v8, v0, s[8:9]
	global_load_u8 v0, v8, s[10:11] offset:5
	s_lshl_b64 s[8:9], s[20:21], 1
	s_add_nc_u64 s[10:11], s[4:5], s[6:7]
	s_add_nc_u64 s[0:1], s[2:3], s[8:9]
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_loadcnt 0x0
	v_bfe_i32 v1, v0, 0, 8
	s_clause 0x1
	global_store_b32 v8, v1, s[28:29]
	global_store_b8 v8, v0, s[10:11]
	global_load_u16 v0, v8, s[0:1] offset:10
	s_add_nc_u64 s[10:11], s[2:3], s[16:17]
	s_wait_loadcnt 0x0
	v_bfe_i32 v1, v0, 0, 16
	s_clause 0x1
	global_store_b32 v8, v1, s[14:15]
	global_store_b16 v8, v0, s[8:9]
	global_load_u16 v0, v8, s[10:11] offset:10
	s_add_nc_u64 s[14:15], s[4:5], s[16:17]
	s_add_nc_u64 s[16:17], s[2:3], s[30:31]
	s_wait_loadcnt 0x0
	v_bfe_i32 v1, v0, 0, 16
	s_clause 0x1
	global_store_b32 v8, v1, s[18:19]
	global_store_b16 v8, v0, s[14:15]
	global_load_u16 v0, v8, s[16:17] offset:10
	s_add_nc_u64 s[18:19], s[4:5], s[30:31]
	s_wait_loadcnt 0x0
	v_bfe_i32 v1, v0, 0, 16
	s_clause 0x1
	global_store_b32 v8, v1, s[28:29]
	global_store_b16 v8, v0, s[18:19]
	s_load_b32 s28, s[34:35], 0x0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v9, s28
	s_add_nc_u64 s[28:29], s[2:3], s[24:25]
	s_add_nc_u64 s[24:25], s[4:5], s[24:25]
	global_store_b32 v8, v9, s[22:23]
	s_load_b32 s28, s[28:29], 0x0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v10, s28
	s_add_nc_u64 s[28:29], s[2:3], s[26:27]
	s_add_nc_u64 s[26:27], s[4:5], s[26:27]
	global_store_b32 v8, v10, s[24:25]
	s_load_b32 s28, s[28:29], 0x0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v11, s28
	s_lshl_b64 s[28:29], s[20:21], 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_nc_u64 s[30:31], s[2:3], s[28:29]
	s_add_nc_u64 s[28:29], s[4:5], s[28:29]
	global_store_b32 v8, v11, s[26:27]
	s_load_b64 s[30:31], s[30:31], 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v0, s30 :: v_dual_mov_b32 v1, s31
	s_lshl_b64 s[30:31], s[12:13], 3
	s_lshl_b64 s[12:13], s[12:13], 5
	s_add_nc_u64 s[34:35], s[2:3], s[30:31]
	s_add_nc_u64 s[30:31], s[4:5], s[30:31]
	global_store_b64 v8, v[0:1], s[28:29]
	s_load_b64 s[28:29], s[34:35], 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v0, s28 :: v_dual_mov_b32 v1, s29
	s_lshl_b64 s[28:29], s[6:7], 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_nc_u64 s[34:35], s[2:3], s[28:29]
	s_add_nc_u64 s[28:29], s[4:5], s[28:29]
	global_store_b64 v8, v[0:1], s[30:31]
	s_load_b64 s[30:31], s[34:35], 0x0
	s_lshl_b64 s[34:35], s[20:21], 4
	s_lshl_b64 s[20:21], s[20:21], 5
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v0, s30 :: v_dual_mov_b32 v1, s31
	s_add_nc_u64 s[30:31], s[2:3], s[34:35]
	global_store_b64 v8, v[0:1], s[28:29]
	s_load_b128 s[28:31], s[30:31], 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v0, s28 :: v_dual_mov_b32 v1, s29
	v_dual_mov_b32 v2, s30 :: v_dual_mov_b32 v3, s31
	s_add_nc_u64 s[28:29], s[4:5], s[34:35]
	s_add_nc_u64 s[30:31], s[2:3], s[36:37]
	s_lshl_b64 s[34:35], s[6:7], 4
	s_lshl_b64 s[6:7], s[6:7], 5
	global_store_b128 v8, v[0:3], s[28:29]
	s_load_b128 s[28:31], s[30:31], 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v0, s28 :: v_dual_mov_b32 v1, s29
	v_dual_mov_b32 v2, s30 :: v_dual_mov_b32 v3, s31
	s_add_nc_u64 s[28:29], s[4:5], s[36:37]
	s_add_nc_u64 s[30:31], s[2:3], s[34:35]
	global_store_b128 v8, v[0:3], s[28:29]
	s_load_b128 s[28:31], s[30:31], 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v0, s28 :: v_dual_mov_b32 v1, s29
	v_dual_mov_b32 v2, s30 :: v_dual_mov_b32 v3, s31
	s_add_nc_u64 s[28:29], s[4:5], s[34:35]
	s_add_nc_u64 s[30:31], s[2:3], s[20:21]
	s_add_nc_u64 s[20:21], s[4:5], s[20:21]
	global_store_b128 v8, v[0:3], s[28:29]
	s_load_b256 s[36:43], s[30:31], 0x0
	s_add_nc_u64 s[28:29], s[2:3], s[12:13]
	s_add_nc_u64 s[12:13], s[4:5], s[12:13]
	s_add_nc_u64 s[2:3], s[2:3], s[6:7]
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v0, s40 :: v_dual_mov_b32 v1, s41
	v_dual_mov_b32 v2, s42 :: v_dual_mov_b32 v3, s43
	v_dual_mov_b32 v4, s36 :: v_dual_mov_b32 v5, s37
	v_dual_mov_b32 v6, s38 :: v_dual_mov_b32 v7, s39
	s_clause 0x1
	global_store_b128 v8, v[0:3], s[20:21] offset:16
	global_store_b128 v8, v[4:7], s[20:21]
	s_load_b256 s[36:43], s[28:29], 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v0, s40 :: v_dual_mov_b32 v1, s41
	v_dual_mov_b32 v2, s42 :: v_dual_mov_b32 v3, s43
	v_dual_mov_b32 v4, s36 :: v_dual_mov_b32 v5, s37
	v_dual_mov_b32 v6, s38 :: v_dual_mov_b32 v7, s39
	s_clause 0x1
	global_store_b128 v8, v[0:3], s[12:13] offset:16
	global_store_b128 v8, v[4:7], s[12:13]
	s_load_b256 s[36:43], s[2:3], 0x0
	s_add_nc_u64 s[2:3], s[4:5], s[6:7]
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v0, s40 :: v_dual_mov_b32 v1, s41
	v_dual_mov_b32 v2, s42 :: v_dual_mov_b32 v3, s43
	v_dual_mov_b32 v4, s36 :: v_dual_mov_b32 v5, s37
	v_dual_mov_b32 v6, s38 :: v_dual_mov_b32 v7, s39
	s_clause 0x1
	global_store_b128 v8, v[0:3], s[2:3] offset:16
	global_store_b128 v8, v[4:7], s[2:3]
	global_load_u16 v0, v8, s[0:1]
	s_wait_loadcnt 0x0
	global_store_b16 v8, v0, s[8:9]
	global_load_u16 v0, v8, s[10:11]
	s_wait_loadcnt 0x0
	global_store_b16 v8, v0, s[14:15]
	global_load_u16 v0, v8, s[16:17]
	s_wait_loadcnt 0x0
	s_clause 0x3
	global_store_b16 v8, v0, s[18:19]
	global_store_b32 v8, v9, s[22:23]
	global_store_b32 v8, v10, s[24:25]
	global_store_b32 v8, v11, s[26:27]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mem_constant_uni
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 44
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
	.size	mem_constant_uni, .Lfunc_end0-mem_constant_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1240
; NumSgprs: 44
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 12
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
    .name:           mem_constant_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         mem_constant_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
