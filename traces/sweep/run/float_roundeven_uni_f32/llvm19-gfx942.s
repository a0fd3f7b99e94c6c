	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	float_roundeven_uni_f32         ; -- Begin function float_roundeven_uni_f32
	.p2align	8
	.type	float_roundeven_uni_f32,@function
float_roundeven_uni_f32:                ; @float_roundeven_uni_f32
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[2:3], 0x10
	s_load_dwordx2 s[0:1], s[2:3], 0x0
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, s4
	v_div_scale_f32 v3, s[2:3], s5, s5, v10
	v_rcp_f32_e32 v4, v3
	v_mov_b32_e32 v9, s5
	v_add_f32_e32 v0, s4, v9
	v_sub_f32_e32 v1, s4, v9
	v_fma_f32 v5, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v5, v4
	v_div_scale_f32 v5, vcc, s4, v9, s4
	v_mul_f32_e32 v6, v5, v4
	v_fma_f32 v7, -v3, v6, v5
	v_fmac_f32_e32 v6, v7, v4
	v_fma_f32 v3, -v3, v6, v5
	v_div_fmas_f32 v3, v3, v4, v6
	v_mul_f32_e32 v2, s4, v9
	v_div_fixup_f32 v3, v3, s5, v10
	global_store_dwordx4 v8, v[0:3], s[0:1] offset:4
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v2
	v_trunc_f32_e32 v1, v3
	v_div_scale_f32 v0, s[2:3], s4, s4, 1.0
	v_fma_f32 v4, -v1, s5, v10
	v_rcp_f32_e32 v1, v0
	v_mov_b32_e32 v7, v3
	global_store_dwordx4 v8, v[4:7], s[0:1] offset:20
	s_xor_b32 s2, s4, 0x80000000
	s_nop 0
	v_fma_f32 v4, -v0, v1, 1.0
	v_fmac_f32_e32 v1, v4, v1
	v_div_scale_f32 v4, vcc, 1.0, s4, 1.0
	v_mul_f32_e32 v5, v4, v1
	v_fma_f32 v6, -v0, v5, v4
	v_fmac_f32_e32 v5, v6, v1
	v_fma_f32 v0, -v0, v5, v4
	v_div_fmas_f32 v0, v0, v1, v5
	v_div_fixup_f32 v6, v0, s4, 1.0
	v_mov_b32_e32 v5, s2
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v0, 0xc0490fdb
	global_store_dwordx4 v8, v[4:7], s[0:1] offset:36
	v_cmp_eq_f32_e32 vcc, s4, v9
	v_cmp_eq_f32_e64 s[2:3], s4, 0
	v_mul_f32_e32 v5, s4, v0
	v_mov_b32_e32 v0, s6
	v_add_f32_e64 v4, s4, s4
	v_cndmask_b32_e32 v6, v0, v10, vcc
	v_cndmask_b32_e64 v7, 0, 1, s[2:3]
	v_cmp_gt_f32_e32 vcc, s4, v9
	v_cmp_gt_f32_e64 s[2:3], s4, 0
	global_store_dwordx4 v8, v[4:7], s[0:1] offset:52
	v_max_f32_e32 v1, s4, v9
	v_min_f32_e32 v3, s6, v1
	v_cndmask_b32_e32 v4, v0, v10, vcc
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_cmp_ge_f32_e32 vcc, s4, v9
	v_cmp_ge_f32_e64 s[2:3], s4, 0
	s_nop 0
	v_cndmask_b32_e32 v6, v0, v10, vcc
	v_cndmask_b32_e64 v7, 0, 1, s[2:3]
	v_cmp_lt_f32_e32 vcc, s4, v9
	v_cmp_lt_f32_e64 s[2:3], s4, 0
	global_store_dwordx4 v8, v[4:7], s[0:1] offset:68
	s_nop 1
	v_cndmask_b32_e32 v4, v0, v10, vcc
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_cmp_le_f32_e32 vcc, s4, v9
	v_cmp_le_f32_e64 s[2:3], s4, 0
	s_nop 0
	v_cndmask_b32_e32 v6, v0, v10, vcc
	v_cndmask_b32_e64 v7, 0, 1, s[2:3]
	v_cmp_lg_f32_e32 vcc, s4, v9
	v_cmp_lg_f32_e64 s[2:3], s4, 0
	global_store_dwordx4 v8, v[4:7], s[0:1] offset:84
	s_nop 1
	v_cndmask_b32_e32 v4, v0, v10, vcc
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_cmp_o_f32_e32 vcc, s4, v9
	v_cmp_o_f32_e64 s[2:3], s4, s4
	s_nop 0
	v_cndmask_b32_e32 v6, v0, v10, vcc
	v_cndmask_b32_e64 v7, 0, 1, s[2:3]
	v_cmp_nlg_f32_e32 vcc, s4, v9
	v_cmp_nlg_f32_e64 s[2:3], s4, 0
	global_store_dwordx4 v8, v[4:7], s[0:1] offset:100
	s_nop 1
	v_cndmask_b32_e32 v4, v0, v10, vcc
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_cmp_nle_f32_e32 vcc, s4, v9
	v_cmp_nle_f32_e64 s[2:3], s4, 0
	s_nop 0
	v_cndmask_b32_e32 v6, v0, v10, vcc
	v_cndmask_b32_e64 v7, 0, 1, s[2:3]
	v_cmp_nlt_f32_e32 vcc, s4, v9
	v_cmp_nlt_f32_e64 s[2:3], s4, 0
	global_store_dwordx4 v8, v[4:7], s[0:1] offset:116
	s_nop 1
	v_cndmask_b32_e32 v4, v0, v10, vcc
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_cmp_nge_f32_e32 vcc, s4, v9
	v_cmp_nge_f32_e64 s[2:3], s4, 0
	s_nop 0
	v_cndmask_b32_e32 v6, v0, v10, vcc
	v_cndmask_b32_e64 v7, 0, 1, s[2:3]
	v_cmp_ngt_f32_e32 vcc, s4, v9
	v_cmp_ngt_f32_e64 s[2:3], s4, 0
	global_store_dwordx4 v8, v[4:7], s[0:1] offset:132
	s_nop 1
	v_cndmask_b32_e32 v4, v0, v10, vcc
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_cmp_neq_f32_e32 vcc, s4, v9
	v_cmp_neq_f32_e64 s[2:3], s4, 0
	s_nop 0
	v_cndmask_b32_e32 v6, v0, v10, vcc
	v_cndmask_b32_e64 v7, 0, 1, s[2:3]
	v_cmp_u_f32_e32 vcc, s4, v9
	global_store_dwordx4 v8, v[4:7], s[0:1] offset:148
	v_cmp_u_f32_e64 s[2:3], s4, s4
	s_nop 0
	v_cndmask_b32_e32 v4, v0, v10, vcc
	v_rndne_f32_e32 v6, s4
	v_add_f32_e32 v0, s6, v2
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_mov_b32_e32 v7, v6
	v_max_f32_e64 v2, s4, s4 clamp
	v_mov_b32_e32 v1, v0
	global_store_dwordx4 v8, v[4:7], s[0:1] offset:164
	global_store_dwordx4 v8, v[0:3], s[0:1] offset:180
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel float_roundeven_uni_f32
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 12
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
	.size	float_roundeven_uni_f32, .Lfunc_end0-float_roundeven_uni_f32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 776
; NumSgprs: 14
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 11
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
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
    .name:           float_roundeven_uni_f32
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_uni_f32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
