	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	mem_constant_uni                ; -- Begin function mem_constant_uni
	.p2align	8
	.type	mem_constant_uni,@function
mem_constant_uni:                       ; @mem_constant_uni
; %bb.0:                                ; %entry
	s_load_dword s16, s[2:3], 0x18
	s_load_dwordx4 s[4:7], s[2:3], 0x0
	s_load_dwordx2 s[0:1], s[2:3], 0x10
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s17, s16, 31
	s_add_u32 s2, s6, s16
	s_addc_u32 s3, s7, s17
	global_load_ubyte v1, v0, s[2:3] offset:5
	s_lshl_b64 s[22:23], s[16:17], 2
	s_add_u32 s14, s4, s22
	s_addc_u32 s15, s5, s23
	s_add_u32 s2, s0, s16
	s_addc_u32 s3, s1, s17
	s_add_i32 s12, s16, 3
	s_ashr_i32 s13, s12, 31
	s_add_u32 s8, s6, s12
	s_addc_u32 s9, s7, s13
	s_lshl_b64 s[24:25], s[12:13], 2
	s_add_u32 s20, s4, s24
	s_addc_u32 s21, s5, s25
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 8
	global_store_dword v0, v2, s[14:15]
	global_store_byte v0, v1, s[2:3]
	global_load_ubyte v1, v0, s[8:9] offset:5
	s_add_u32 s2, s0, s12
	s_addc_u32 s3, s1, s13
	s_add_i32 s8, s16, 0x3e8
	s_ashr_i32 s9, s8, 31
	s_add_u32 s10, s6, s8
	s_addc_u32 s11, s7, s9
	s_lshl_b64 s[26:27], s[8:9], 2
	s_add_u32 s28, s4, s26
	s_addc_u32 s29, s5, s27
	s_add_u32 s4, s0, s8
	s_addc_u32 s5, s1, s9
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 8
	global_store_dword v0, v2, s[20:21]
	global_store_byte v0, v1, s[2:3]
	global_load_ubyte v1, v0, s[10:11] offset:5
	s_lshl_b64 s[10:11], s[16:17], 1
	s_add_u32 s2, s6, s10
	s_addc_u32 s3, s7, s11
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 8
	global_store_dword v0, v2, s[28:29]
	global_store_byte v0, v1, s[4:5]
	global_load_ushort v1, v0, s[2:3] offset:10
	s_add_u32 s4, s0, s10
	s_addc_u32 s5, s1, s11
	s_lshl_b64 s[18:19], s[12:13], 1
	s_add_u32 s10, s6, s18
	s_addc_u32 s11, s7, s19
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 16
	global_store_dword v0, v2, s[14:15]
	global_store_short v0, v1, s[4:5]
	global_load_ushort v1, v0, s[10:11] offset:10
	s_add_u32 s14, s0, s18
	s_addc_u32 s15, s1, s19
	s_lshl_b64 s[30:31], s[8:9], 1
	s_add_u32 s18, s6, s30
	s_addc_u32 s19, s7, s31
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 16
	global_store_dword v0, v2, s[20:21]
	global_store_short v0, v1, s[14:15]
	global_load_ushort v1, v0, s[18:19] offset:10
	s_add_u32 s20, s0, s30
	s_addc_u32 s21, s1, s31
	s_add_u32 s30, s6, s22
	s_addc_u32 s31, s7, s23
	s_add_u32 s22, s0, s22
	s_addc_u32 s23, s1, s23
	s_add_u32 s34, s6, s24
	s_addc_u32 s35, s7, s25
	s_add_u32 s24, s0, s24
	s_addc_u32 s25, s1, s25
	s_add_u32 s36, s6, s26
	s_addc_u32 s37, s7, s27
	s_add_u32 s26, s0, s26
	s_addc_u32 s27, s1, s27
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 16
	global_store_dword v0, v2, s[28:29]
	global_store_short v0, v1, s[20:21]
	s_load_dword s33, s[30:31], 0x0
	s_lshl_b64 s[28:29], s[16:17], 3
	s_add_u32 s30, s6, s28
	s_addc_u32 s31, s7, s29
	s_add_u32 s28, s0, s28
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s33
	global_store_dword v0, v1, s[22:23]
	s_load_dword s33, s[34:35], 0x0
	s_addc_u32 s29, s1, s29
	s_lshl_b64 s[34:35], s[12:13], 3
	s_add_u32 s38, s6, s34
	s_addc_u32 s39, s7, s35
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, s33
	global_store_dword v0, v10, s[24:25]
	s_load_dword s33, s[36:37], 0x0
	s_add_u32 s34, s0, s34
	s_addc_u32 s35, s1, s35
	s_lshl_b64 s[36:37], s[8:9], 3
	s_add_u32 s40, s6, s36
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, s33
	global_store_dword v0, v11, s[26:27]
	s_load_dwordx2 s[30:31], s[30:31], 0x0
	s_addc_u32 s41, s7, s37
	s_add_u32 s36, s0, s36
	s_addc_u32 s37, s1, s37
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[30:31]
	global_store_dwordx2 v0, v[2:3], s[28:29]
	s_load_dwordx2 s[28:29], s[38:39], 0x0
	s_lshl_b64 s[30:31], s[16:17], 4
	s_add_u32 s38, s6, s30
	s_addc_u32 s39, s7, s31
	s_add_u32 s42, s0, s30
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[28:29]
	global_store_dwordx2 v0, v[2:3], s[34:35]
	s_load_dwordx2 s[28:29], s[40:41], 0x0
	s_addc_u32 s43, s1, s31
	s_lshl_b64 s[34:35], s[12:13], 4
	s_add_u32 s40, s6, s34
	s_addc_u32 s41, s7, s35
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[28:29]
	global_store_dwordx2 v0, v[2:3], s[36:37]
	s_load_dwordx4 s[28:31], s[38:39], 0x0
	s_add_u32 s34, s0, s34
	s_addc_u32 s35, s1, s35
	s_lshl_b64 s[36:37], s[8:9], 4
	s_add_u32 s38, s6, s36
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[28:29]
	v_mov_b64_e32 v[4:5], s[30:31]
	global_store_dwordx4 v0, v[2:5], s[42:43]
	s_load_dwordx4 s[28:31], s[40:41], 0x0
	s_addc_u32 s39, s7, s37
	s_add_u32 s36, s0, s36
	s_addc_u32 s37, s1, s37
	s_lshl_b64 s[16:17], s[16:17], 5
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[28:29]
	v_mov_b64_e32 v[4:5], s[30:31]
	global_store_dwordx4 v0, v[2:5], s[34:35]
	s_load_dwordx4 s[28:31], s[38:39], 0x0
	s_add_u32 s34, s6, s16
	s_addc_u32 s35, s7, s17
	s_add_u32 s16, s0, s16
	s_addc_u32 s17, s1, s17
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[28:29]
	v_mov_b64_e32 v[4:5], s[30:31]
	global_store_dwordx4 v0, v[2:5], s[36:37]
	s_load_dwordx8 s[36:43], s[34:35], 0x0
	s_lshl_b64 s[12:13], s[12:13], 5
	s_add_u32 s28, s6, s12
	s_addc_u32 s29, s7, s13
	s_add_u32 s12, s0, s12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s40
	v_mov_b32_e32 v3, s41
	v_mov_b32_e32 v4, s42
	v_mov_b32_e32 v5, s43
	v_mov_b32_e32 v6, s36
	v_mov_b32_e32 v7, s37
	v_mov_b32_e32 v8, s38
	v_mov_b32_e32 v9, s39
	global_store_dwordx4 v0, v[2:5], s[16:17] offset:16
	global_store_dwordx4 v0, v[6:9], s[16:17]
	s_load_dwordx8 s[36:43], s[28:29], 0x0
	s_addc_u32 s13, s1, s13
	s_lshl_b64 s[8:9], s[8:9], 5
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s40
	v_mov_b32_e32 v3, s41
	v_mov_b32_e32 v4, s42
	v_mov_b32_e32 v5, s43
	v_mov_b32_e32 v6, s36
	v_mov_b32_e32 v7, s37
	v_mov_b32_e32 v8, s38
	v_mov_b32_e32 v9, s39
	global_store_dwordx4 v0, v[2:5], s[12:13] offset:16
	global_store_dwordx4 v0, v[6:9], s[12:13]
	s_load_dwordx8 s[36:43], s[6:7], 0x0
	s_add_u32 s0, s0, s8
	s_addc_u32 s1, s1, s9
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s40
	v_mov_b32_e32 v3, s41
	v_mov_b32_e32 v4, s42
	v_mov_b32_e32 v5, s43
	v_mov_b32_e32 v6, s36
	v_mov_b32_e32 v7, s37
	v_mov_b32_e32 v8, s38
	v_mov_b32_e32 v9, s39
	global_store_dwordx4 v0, v[2:5], s[0:1] offset:16
	global_store_dwordx4 v0, v[6:9], s[0:1]
	global_load_ushort v2, v0, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_short v0, v2, s[4:5]
	global_load_ushort v2, v0, s[10:11]
	s_waitcnt vmcnt(0)
	global_store_short v0, v2, s[14:15]
	global_load_ushort v2, v0, s[18:19]
	s_waitcnt vmcnt(0)
	global_store_short v0, v2, s[20:21]
	global_store_dword v0, v1, s[22:23]
	global_store_dword v0, v10, s[24:25]
	global_store_dword v0, v11, s[26:27]
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 44
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
	.size	mem_constant_uni, .Lfunc_end0-mem_constant_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1140
; NumSgprs: 50
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
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
    .name:           mem_constant_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         mem_constant_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
