	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	div_div_i32                     ; -- Begin function div_div_i32
	.p2align	8
	.type	div_div_i32,@function
div_div_i32:                            ; @div_div_i32
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[2:3], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 0xffc, v0
	v_add_u32_e32 v1, 0x200, v0
	s_mov_b32 s0, 0x92492493
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[6:7]
	global_load_dword v3, v0, s[6:7]
	s_mov_b32 s1, 0x24924925
	v_add_u32_e32 v4, 0x800, v0
	v_or_b32_e32 v6, 0x1000, v0
	v_add_u32_e32 v8, 0x1800, v0
	v_add_u32_e32 v5, 0xc00, v0
	v_add_u32_e32 v9, 0x1c00, v0
	v_add_u32_e32 v1, 0x400, v0
	v_add_u32_e32 v7, 0x1400, v0
	v_or_b32_e32 v0, 0x2000, v0
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v10, 1, v2
	v_ashrrev_i32_e32 v2, 31, v2
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v11, 31, v3
	v_mul_hi_i32 v13, v3, s0
	v_mul_hi_u32 v14, v3, s1
	v_add_u32_e32 v16, v10, v2
	v_cvt_f32_u32_e32 v17, v10
	v_xor_b32_e32 v15, v11, v2
	v_add_u32_e32 v13, v13, v3
	v_sub_u32_e32 v19, v3, v14
	v_xor_b32_e32 v2, v16, v2
	v_lshrrev_b32_e32 v16, 31, v13
	v_ashrrev_i32_e32 v13, 2, v13
	v_lshrrev_b32_e32 v19, 1, v19
	v_cvt_f32_u32_e32 v20, v2
	v_add_u32_e32 v13, v13, v16
	v_add_u32_e32 v14, v19, v14
	global_store_dword v4, v13, s[4:5]
	v_lshrrev_b32_e32 v4, 2, v14
	v_rcp_iflag_f32_e32 v14, v17
	v_mul_lo_u32 v13, v13, 7
	global_store_dword v6, v4, s[4:5]
	v_sub_u32_e32 v6, v3, v13
	v_rcp_iflag_f32_e32 v13, v20
	global_store_dword v8, v6, s[4:5]
	v_mul_f32_e32 v6, 0x4f7ffffe, v14
	v_cvt_u32_f32_e32 v6, v6
	v_mul_f32_e32 v8, 0x4f7ffffe, v13
	v_cvt_u32_f32_e32 v8, v8
	v_sub_u32_e32 v18, 0, v10
	v_mul_lo_u32 v13, v18, v6
	v_sub_u32_e32 v21, 0, v2
	v_mul_hi_u32 v13, v6, v13
	v_mul_lo_u32 v14, v21, v8
	v_add_u32_e32 v6, v6, v13
	v_sub_u32_e32 v12, 0, v3
	v_mul_hi_u32 v13, v8, v14
	v_mul_hi_u32 v6, v3, v6
	v_max_i32_e32 v12, v3, v12
	v_mul_lo_u32 v4, v4, 7
	v_add_u32_e32 v8, v8, v13
	v_mul_lo_u32 v13, v6, v10
	v_sub_u32_e32 v4, v3, v4
	v_mul_hi_u32 v8, v12, v8
	v_sub_u32_e32 v3, v3, v13
	v_add_u32_e32 v14, 1, v6
	v_mul_lo_u32 v13, v8, v2
	v_cmp_ge_u32_e32 vcc, v3, v10
	v_sub_u32_e32 v12, v12, v13
	v_add_u32_e32 v16, 1, v8
	v_cndmask_b32_e32 v6, v6, v14, vcc
	v_sub_u32_e32 v14, v3, v10
	v_cndmask_b32_e32 v3, v3, v14, vcc
	v_cmp_ge_u32_e32 vcc, v12, v2
	v_sub_u32_e32 v14, v12, v2
	v_add_u32_e32 v13, 1, v6
	v_cndmask_b32_e32 v8, v8, v16, vcc
	v_cmp_ge_u32_e64 s[0:1], v3, v10
	v_cndmask_b32_e32 v12, v12, v14, vcc
	v_sub_u32_e32 v10, v3, v10
	v_cndmask_b32_e64 v6, v6, v13, s[0:1]
	v_add_u32_e32 v13, 1, v8
	v_cmp_ge_u32_e32 vcc, v12, v2
	global_store_dword v5, v6, s[4:5]
	v_cndmask_b32_e64 v3, v3, v10, s[0:1]
	v_cndmask_b32_e32 v5, v8, v13, vcc
	v_sub_u32_e32 v2, v12, v2
	global_store_dword v9, v3, s[4:5]
	v_xor_b32_e32 v3, v5, v15
	v_cndmask_b32_e32 v2, v12, v2, vcc
	v_sub_u32_e32 v3, v3, v15
	v_xor_b32_e32 v2, v2, v11
	global_store_dword v1, v3, s[4:5]
	v_sub_u32_e32 v1, v2, v11
	global_store_dword v7, v1, s[4:5]
	global_store_dword v0, v4, s[4:5]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel div_div_i32
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 1
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
	.size	div_div_i32, .Lfunc_end0-div_div_i32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 544
; NumSgprs: 14
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
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           ua
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           ub
        .offset:         20
        .size:           4
        .value_kind:     by_value
      - .name:           uc
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
    .name:           div_div_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         div_div_i32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
