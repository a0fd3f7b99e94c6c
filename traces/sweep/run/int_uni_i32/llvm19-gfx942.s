	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	int_uni_i32                     ; -- Begin function int_uni_i32
	.p2align	8
	.type	int_uni_i32,@function
int_uni_i32:                            ; @int_uni_i32
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[2:3], 0x10
	s_load_dwordx2 s[0:1], s[2:3], 0x0
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s2, s4, s5
	s_sub_i32 s3, s4, s5
	s_mul_i32 s7, s4, s5
	s_lshl_b32 s8, s4, s5
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v2, s7
	v_mov_b32_e32 v3, s8
	s_lshr_b32 s2, s4, s5
	s_ashr_i32 s3, s4, s5
	s_and_b32 s7, s4, s5
	s_or_b32 s8, s4, s5
	global_store_dwordx4 v6, v[0:3], s[0:1] offset:4
	v_mov_b32_e32 v4, s7
	v_mov_b32_e32 v5, s8
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	s_xor_b32 s2, s4, s5
	s_lshl_b32 s3, s4, 3
	global_store_dwordx4 v6, v[2:5], s[0:1] offset:20
	s_mul_i32 s7, s4, 0x3039
	s_add_i32 s8, s4, 0x186a0
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v5, s3
	s_lshr_b32 s2, s4, 3
	s_ashr_i32 s3, s4, 3
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	s_sub_i32 s2, 0, s4
	s_not_b32 s3, s4
	global_store_dwordx4 v6, v[2:5], s[0:1] offset:36
	s_cmp_eq_u32 s4, s5
	s_nop 0
	v_mov_b32_e32 v2, s7
	v_mov_b32_e32 v3, s8
	global_store_dwordx4 v6, v[0:3], s[0:1] offset:52
	s_mul_hi_i32 s7, s4, s5
	s_mul_hi_u32 s8, s4, s5
	v_mov_b32_e32 v0, s2
	s_cselect_b32 s2, s4, s6
	s_cmp_lg_u32 s4, s5
	v_mov_b32_e32 v1, s3
	s_cselect_b32 s3, s4, s6
	s_cmp_gt_u32 s4, s5
	v_mov_b32_e32 v2, s7
	s_cselect_b32 s7, s4, s6
	s_cmp_ge_u32 s4, s5
	v_mov_b32_e32 v3, s8
	s_cselect_b32 s8, s4, s6
	s_cmp_lt_u32 s4, s5
	global_store_dwordx4 v6, v[0:3], s[0:1] offset:68
	s_nop 1
	v_mov_b32_e32 v0, s2
	s_cselect_b32 s2, s4, s6
	s_cmp_le_u32 s4, s5
	v_mov_b32_e32 v1, s3
	s_cselect_b32 s3, s4, s6
	s_cmp_gt_i32 s4, s5
	v_mov_b32_e32 v2, s7
	s_cselect_b32 s7, s4, s6
	s_cmp_ge_i32 s4, s5
	v_mov_b32_e32 v3, s8
	s_cselect_b32 s8, s4, s6
	s_cmp_lt_i32 s4, s5
	global_store_dwordx4 v6, v[0:3], s[0:1] offset:84
	s_nop 1
	v_mov_b32_e32 v3, s8
	s_cselect_b32 s8, s4, s6
	s_cmp_le_i32 s4, s5
	s_cselect_b32 s9, s4, s6
	s_cmp_eq_u32 s4, 0
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s5, 0
	v_mov_b32_e32 v2, s7
	s_cselect_b64 s[6:7], -1, 0
	s_ashr_i32 s4, s5, 31
	global_store_dwordx4 v6, v[0:3], s[0:1] offset:100
	s_nop 1
	v_mov_b32_e32 v3, s4
	s_xor_b64 s[4:5], s[2:3], s[6:7]
	s_and_b64 s[4:5], s[4:5], exec
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	s_cselect_b32 s4, 7, 9
	s_and_b64 s[2:3], s[2:3], s[6:7]
	global_store_dwordx4 v6, v[0:3], s[0:1] offset:116
	s_nop 1
	v_cndmask_b32_e64 v1, 2.0, 1.0, s[2:3]
	v_mov_b32_e32 v0, s4
	global_store_dwordx2 v6, v[0:1], s[0:1] offset:132
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int_uni_i32
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 8
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
	.size	int_uni_i32, .Lfunc_end0-int_uni_i32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 460
; NumSgprs: 16
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
    .name:           int_uni_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         int_uni_i32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
