	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	float_roundeven_uni_f32         ; -- Begin function float_roundeven_uni_f32
	.p2align	8
	.type	float_roundeven_uni_f32,@function
float_roundeven_uni_f32:                ; @float_roundeven_uni_f32
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	v_mov_b32_e32 v15, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s8
	v_div_scale_f32 v2, s[0:1], s9, s9, v0
	v_div_scale_f32 v1, s[0:1], s8, s8, 1.0
	v_mov_b32_e32 v14, s9
	v_div_scale_f32 v4, vcc, s8, v14, s8
	v_div_scale_f32 v3, s[0:1], 1.0, s8, 1.0
	v_mov_b32_e32 v16, s10
	v_rcp_f32_e32 v6, v2
	v_rcp_f32_e32 v5, v1
	v_fma_f32 v8, -v2, v6, 1.0
	v_fma_f32 v6, v8, v6, v6
	v_fma_f32 v7, -v1, v5, 1.0
	v_mul_f32_e32 v8, v4, v6
	v_fma_f32 v5, v7, v5, v5
	v_fma_f32 v10, -v2, v8, v4
	v_mul_f32_e32 v7, v3, v5
	v_fma_f32 v8, v10, v6, v8
	v_fma_f32 v9, -v1, v7, v3
	v_fma_f32 v2, -v2, v8, v4
	v_div_fmas_f32 v6, v2, v6, v8
	v_fma_f32 v2, v9, v5, v7
	v_fma_f32 v1, -v1, v2, v3
	s_mov_b64 vcc, s[0:1]
	v_div_fmas_f32 v8, v1, v5, v2
	s_xor_b32 s0, s8, 0x80000000
	v_add_f32_e32 v3, s8, v14
	v_sub_f32_e32 v4, s8, v14
	v_mul_f32_e32 v5, s8, v14
	v_mov_b32_e32 v2, 0xc0490fdb
	v_mov_b32_e32 v7, s0
	v_mov_b32_e32 v11, v3
	v_cmp_eq_f32_e32 vcc, s8, v14
	v_cmp_eq_f32_e64 s[0:1], s8, 0
	v_add_f32_e64 v1, s8, s8
	v_mul_f32_e32 v2, s8, v2
	v_div_fixup_f32 v6, v6, s9, v0
	global_store_dwordx4 v15, v[3:6], s[2:3] offset:4
	v_mov_b32_e32 v12, v5
	v_trunc_f32_e32 v3, v6
	v_mov_b32_e32 v13, v6
	v_div_fixup_f32 v8, v8, s8, 1.0
	v_fma_f32 v10, -v3, s9, v0
	v_cndmask_b32_e32 v3, v16, v0, vcc
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_cmp_gt_f32_e32 vcc, s8, v14
	v_cmp_gt_f32_e64 s[0:1], s8, 0
	v_mov_b32_e32 v9, v8
	global_store_dwordx4 v15, v[10:13], s[2:3] offset:20
	global_store_dwordx4 v15, v[6:9], s[2:3] offset:36
	global_store_dwordx4 v15, v[1:4], s[2:3] offset:52
	s_nop 0
	v_cndmask_b32_e32 v1, v16, v0, vcc
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_ge_f32_e32 vcc, s8, v14
	v_cmp_ge_f32_e64 s[0:1], s8, 0
	v_cndmask_b32_e32 v3, v16, v0, vcc
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_cmp_lt_f32_e32 vcc, s8, v14
	v_cmp_lt_f32_e64 s[0:1], s8, 0
	global_store_dwordx4 v15, v[1:4], s[2:3] offset:68
	s_nop 0
	v_cndmask_b32_e32 v1, v16, v0, vcc
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_le_f32_e32 vcc, s8, v14
	v_cmp_le_f32_e64 s[0:1], s8, 0
	v_cndmask_b32_e32 v3, v16, v0, vcc
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_cmp_lg_f32_e32 vcc, s8, v14
	v_cmp_lg_f32_e64 s[0:1], s8, 0
	global_store_dwordx4 v15, v[1:4], s[2:3] offset:84
	s_nop 0
	v_cndmask_b32_e32 v1, v16, v0, vcc
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_o_f32_e32 vcc, s8, v14
	v_cmp_o_f32_e64 s[0:1], s8, s8
	v_cndmask_b32_e32 v3, v16, v0, vcc
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_cmp_nlg_f32_e32 vcc, s8, v14
	v_cmp_nlg_f32_e64 s[0:1], s8, 0
	global_store_dwordx4 v15, v[1:4], s[2:3] offset:100
	s_nop 0
	v_cndmask_b32_e32 v1, v16, v0, vcc
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_nle_f32_e32 vcc, s8, v14
	v_cmp_nle_f32_e64 s[0:1], s8, 0
	v_cndmask_b32_e32 v3, v16, v0, vcc
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_cmp_nlt_f32_e32 vcc, s8, v14
	v_cmp_nlt_f32_e64 s[0:1], s8, 0
	global_store_dwordx4 v15, v[1:4], s[2:3] offset:116
	s_nop 0
	v_cndmask_b32_e32 v1, v16, v0, vcc
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_nge_f32_e32 vcc, s8, v14
	v_cmp_nge_f32_e64 s[0:1], s8, 0
	v_cndmask_b32_e32 v3, v16, v0, vcc
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_cmp_ngt_f32_e32 vcc, s8, v14
	v_cmp_ngt_f32_e64 s[0:1], s8, 0
	global_store_dwordx4 v15, v[1:4], s[2:3] offset:132
	s_nop 0
	v_cndmask_b32_e32 v1, v16, v0, vcc
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_neq_f32_e32 vcc, s8, v14
	v_cmp_neq_f32_e64 s[0:1], s8, 0
	v_cndmask_b32_e32 v3, v16, v0, vcc
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	global_store_dwordx4 v15, v[1:4], s[2:3] offset:148
	v_cmp_u_f32_e32 vcc, s8, v14
	v_cmp_u_f32_e64 s[0:1], s8, s8
	v_rndne_f32_e32 v2, s8
	v_cndmask_b32_e32 v0, v16, v0, vcc
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_mov_b32_e32 v3, v2
	global_store_dwordx4 v15, v[0:3], s[2:3] offset:164
	s_nop 0
	v_add_f32_e32 v0, s10, v5
	v_max_f32_e32 v1, s8, v14
	v_max_f32_e64 v2, s8, s8 clamp
	v_min_f32_e32 v3, s10, v1
	v_mov_b32_e32 v1, v0
	global_store_dwordx4 v15, v[0:3], s[2:3] offset:180
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel float_roundeven_uni_f32
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 12
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
	.size	float_roundeven_uni_f32, .Lfunc_end0-float_roundeven_uni_f32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 964
; NumSgprs: 14
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 17
; Occupancy: 8
; WaveLimiterHint : 0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           float_roundeven_uni_f32
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_uni_f32.kd
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
