	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	float_roundeven_uni_f32         ; -- Begin function float_roundeven_uni_f32
	.p2align	8
	.type	float_roundeven_uni_f32,@function
float_roundeven_uni_f32:                ; @float_roundeven_uni_f32
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b96 s[4:6], s[2:3], 0x10
	s_load_b64 s[2:3], s[2:3], 0x0
	s_wait_kmcnt 0x0
	s_xor_b32 s1, s4, 0x80000000
	s_cmp_eq_f32 s4, s5
	v_div_scale_f32 v0, null, s5, s5, s4
	v_dual_mov_b32 v24, 0 :: v_dual_mov_b32 v1, s1
	s_cselect_b32 s9, s4, s6
	s_cmp_eq_f32 s4, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v7, v0
	s_add_f32 s7, s4, s5
	v_xor_b32_e32 v0, 0x80000000, v0
	s_cselect_b32 s11, -1, 0
	s_cmp_gt_f32 s4, s5
	v_div_scale_f32 v3, null, s4, s4, 1.0
	s_sub_f32 s8, s4, s5
	s_cselect_b32 s12, s4, s6
	s_cmp_gt_f32 s4, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v4, s7 :: v_dual_mov_b32 v5, s8
	v_fma_f32 v11, v0, v7, 1.0
	s_cselect_b32 s15, -1, 0
	s_cmp_ge_f32 s4, s5
	v_rcp_f32_e32 v15, v3
	v_div_scale_f32 v2, vcc_lo, s4, s5, s4
	s_cselect_b32 s1, s4, s6
	s_cmp_ge_f32 s4, 0
	v_dual_mov_b32 v10, s9 :: v_dual_fmac_f32 v7, v11, v7
	s_add_f32 s13, s4, s4
	s_cselect_b32 s7, -1, 0
	s_cmp_lt_f32 s4, s5
	v_xor_b32_e32 v3, 0x80000000, v3
	s_mul_f32 s10, s4, s5
	s_mul_f32 s14, s4, 0xc0490fdb
	s_cselect_b32 s8, s4, s6
	s_cmp_lt_f32 s4, 0
	v_dual_mov_b32 v8, s13 :: v_dual_mov_b32 v13, v4
	v_mul_f32_e32 v18, v2, v7
	s_cselect_b32 s9, -1, 0
	s_cmp_le_f32 s4, s5
	v_fma_f32 v16, v3, v15, 1.0
	v_dual_mov_b32 v6, s10 :: v_dual_mov_b32 v9, s14
	s_cselect_b32 s13, s4, s6
	s_cmp_le_f32 s4, 0
	v_fma_f32 v17, v0, v18, v2
	v_div_scale_f32 v12, s0, 1.0, s4, 1.0
	s_cselect_b32 s14, -1, 0
	s_cmp_lg_f32 s4, s5
	v_dual_mov_b32 v14, s10 :: v_dual_fmac_f32 v15, v16, v15
	v_cndmask_b32_e64 v11, 0, 1, s11
	s_cselect_b32 s11, s4, s6
	s_cmp_lg_f32 s4, 0
	v_fmac_f32_e32 v18, v17, v7
	v_dual_mul_f32 v19, v12, v15 :: v_dual_mov_b32 v16, s12
	s_cselect_b32 s12, -1, 0
	s_cmp_o_f32 s4, s5
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_fmac_f32 v2, v0, v18 :: v_dual_mov_b32 v21, s6
	v_cndmask_b32_e64 v17, 0, 1, s15
	s_cselect_b32 s15, s4, s6
	s_cmp_o_f32 s4, s4
	v_fma_f32 v20, v3, v19, v12
	v_div_fmas_f32 v0, v2, v7, v18
	v_mov_b32_e32 v18, s1
	s_cselect_b32 s16, -1, 0
	s_cmp_nlg_f32 s4, s5
	v_fmac_f32_e32 v19, v20, v15
	v_div_fixup_f32 v7, v0, s5, s4
	s_mov_b32 vcc_lo, s0
	s_cselect_b32 s1, s4, s6
	s_cmp_nlg_f32 s4, 0
	v_fmac_f32_e32 v12, v3, v19
	v_trunc_f32_e32 v3, v7
	v_max_num_f32_e64 v22, s4, s4 clamp
	s_cselect_b32 s0, -1, 0
	s_cmp_nle_f32 s4, s5
	v_div_fmas_f32 v0, v12, v15, v19
	v_cndmask_b32_e64 v19, 0, 1, s7
	v_xor_b32_e32 v3, 0x80000000, v3
	s_cselect_b32 s7, s4, s6
	s_cmp_nle_f32 s4, 0
	v_mov_b32_e32 v15, v7
	v_div_fixup_f32 v2, v0, s4, 1.0
	v_fma_f32 v12, v3, s5, s4
	s_cselect_b32 s17, -1, 0
	s_cmp_nlt_f32 s4, s5
	s_clause 0x1
	global_store_b128 v24, v[4:7], s[2:3] offset:4
	global_store_b128 v24, v[12:15], s[2:3] offset:20
	v_mov_b32_e32 v4, s8
	s_cselect_b32 s18, s4, s6
	s_cmp_nlt_f32 s4, 0
	v_dual_mov_b32 v0, v7 :: v_dual_mov_b32 v3, v2
	v_cndmask_b32_e64 v5, 0, 1, s9
	s_cselect_b32 s8, -1, 0
	s_cmp_nge_f32 s4, s5
	s_clause 0x1
	global_store_b128 v24, v[0:3], s[2:3] offset:36
	global_store_b128 v24, v[8:11], s[2:3] offset:52
	v_cndmask_b32_e64 v1, 0, 1, s12
	s_cselect_b32 s9, s4, s6
	s_cmp_nge_f32 s4, 0
	v_cndmask_b32_e64 v7, 0, 1, s14
	v_mov_b32_e32 v6, s13
	v_mov_b32_e32 v0, s11
	s_cselect_b32 s12, -1, 0
	s_cmp_ngt_f32 s4, s5
	s_clause 0x1
	global_store_b128 v24, v[16:19], s[2:3] offset:68
	global_store_b128 v24, v[4:7], s[2:3] offset:84
	v_cndmask_b32_e64 v5, 0, 1, s0
	v_mov_b32_e32 v4, s1
	s_cselect_b32 s11, s4, s6
	s_cmp_ngt_f32 s4, 0
	v_mov_b32_e32 v6, s7
	v_cndmask_b32_e64 v3, 0, 1, s16
	v_mov_b32_e32 v2, s15
	s_cselect_b32 s0, -1, 0
	s_cmp_neq_f32 s4, s5
	v_cndmask_b32_e64 v13, 0, 1, s0
	v_cndmask_b32_e64 v7, 0, 1, s17
	v_cndmask_b32_e64 v9, 0, 1, s8
	s_cselect_b32 s1, s4, s6
	s_cmp_neq_f32 s4, 0
	v_cndmask_b32_e64 v11, 0, 1, s12
	v_mov_b32_e32 v8, s18
	v_mov_b32_e32 v10, s9
	s_cselect_b32 s0, -1, 0
	s_cmp_u_f32 s4, s5
	v_cndmask_b32_e64 v15, 0, 1, s0
	s_rndne_f32 s0, s4
	v_mov_b32_e32 v14, s1
	s_cselect_b32 s7, s4, s6
	s_cmp_u_f32 s4, s4
	v_mov_b32_e32 v18, s0
	s_add_f32 s0, s10, s6
	v_mov_b32_e32 v12, s11
	s_cselect_b32 s1, -1, 0
	v_mov_b32_e32 v16, s7
	v_cndmask_b32_e64 v17, 0, 1, s1
	v_dual_mov_b32 v19, v18 :: v_dual_mov_b32 v20, s0
	v_maxmin_num_f32 v23, s4, s5, v21
	v_mov_b32_e32 v21, s0
	s_clause 0x5
	global_store_b128 v24, v[0:3], s[2:3] offset:100
	global_store_b128 v24, v[4:7], s[2:3] offset:116
	global_store_b128 v24, v[8:11], s[2:3] offset:132
	global_store_b128 v24, v[12:15], s[2:3] offset:148
	global_store_b128 v24, v[16:19], s[2:3] offset:164
	global_store_b128 v24, v[20:23], s[2:3] offset:180
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 19
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
	.size	float_roundeven_uni_f32, .Lfunc_end0-float_roundeven_uni_f32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 900
; NumSgprs: 21
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 25
; Occupancy: 16
; WaveLimiterHint : 0
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
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_uni_f32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
