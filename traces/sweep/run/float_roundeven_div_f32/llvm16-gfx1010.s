	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	float_roundeven_div_f32         ; -- Begin function float_roundeven_div_f32
	.p2align	8
	.type	float_roundeven_div_f32,@function
float_roundeven_div_f32:                ; @float_roundeven_div_f32
; %bb.0:                                ; %entry
	s_load_dwordx4 s[36:39], s[4:5], 0x0
	v_lshlrev_b32_e32 v8, 2, v0
	v_add_nc_u32_e32 v2, 0x100, v8
	v_add_nc_u32_e32 v9, 0x400, v8
	v_add_nc_u32_e32 v11, 0x1800, v8
	v_add_nc_u32_e32 v16, 0x3400, v8
	v_or_b32_e32 v47, 0xb000, v8
	v_add_nc_u32_e32 v10, 0x800, v8
	v_or_b32_e32 v19, 0x4000, v8
	v_add_nc_u32_e32 v26, 0x5c00, v8
	v_add_nc_u32_e32 v46, 0xac00, v8
	v_add_nc_u32_e32 v13, 0x2800, v8
	v_add_nc_u32_e32 v17, 0x3800, v8
	v_add_nc_u32_e32 v20, 0x4400, v8
	v_add_nc_u32_e32 v12, 0x1c00, v8
	v_add_nc_u32_e32 v51, 0xbc00, v8
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_dword v0, v8, s[38:39]
	global_load_dword v1, v2, s[38:39]
	v_add_nc_u32_e32 v2, 0x200, v8
	v_add_nc_u32_e32 v28, 0x6400, v8
	v_add_nc_u32_e32 v21, 0x4800, v8
	v_add_nc_u32_e32 v18, 0x3c00, v8
	v_add_nc_u32_e32 v22, 0x4c00, v8
	global_load_dword v2, v2, s[38:39]
	v_add_nc_u32_e32 v29, 0x6800, v8
	v_add_nc_u32_e32 v6, 0xc00, v8
	v_or_b32_e32 v23, 0x5000, v8
	v_add_nc_u32_e32 v24, 0x5400, v8
	v_add_nc_u32_e32 v25, 0x5800, v8
	v_or_b32_e32 v27, 0x6000, v8
	v_add_nc_u32_e32 v30, 0x6c00, v8
	v_or_b32_e32 v31, 0x7000, v8
	v_add_nc_u32_e32 v32, 0x7400, v8
	v_add_nc_u32_e32 v33, 0x7800, v8
	v_add_nc_u32_e32 v34, 0x7c00, v8
	v_or_b32_e32 v35, 0x8000, v8
	v_add_nc_u32_e32 v36, 0x8400, v8
	v_add_nc_u32_e32 v38, 0x8c00, v8
	v_or_b32_e32 v39, 0x9000, v8
	v_add_nc_u32_e32 v41, 0x9800, v8
	v_add_nc_u32_e32 v42, 0x9c00, v8
	v_add_nc_u32_e32 v37, 0x8800, v8
	v_add_nc_u32_e32 v40, 0x9400, v8
	v_or_b32_e32 v43, 0xa000, v8
	v_add_nc_u32_e32 v44, 0xa400, v8
	v_or_b32_e32 v3, 0x1000, v8
	v_or_b32_e32 v5, 0x2000, v8
	v_add_nc_u32_e32 v45, 0xa800, v8
	v_add_nc_u32_e32 v48, 0xb400, v8
	v_add_nc_u32_e32 v7, 0x2400, v8
	v_add_nc_u32_e32 v50, 0xb800, v8
	v_add_nc_u32_e32 v14, 0x2c00, v8
	v_or_b32_e32 v15, 0x3000, v8
	v_add_nc_u32_e32 v4, 0x1400, v8
	v_or_b32_e32 v8, 0xc000, v8
	s_waitcnt vmcnt(2)
	v_cmp_eq_f32_e64 s2, 0, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v52, v0, v1
	v_sub_f32_e32 v49, v0, v1
	v_cmp_le_f32_e64 s9, v0, v1
	v_cmp_gt_f32_e64 s3, v0, v1
	v_cmp_lg_f32_e64 s11, v0, v1
	global_store_dword v9, v52, s[36:37]
	global_store_dword v11, v52, s[36:37]
	v_add_f32_e32 v52, v0, v0
	global_store_dword v10, v49, s[36:37]
	v_div_scale_f32 v49, s0, v1, v1, v0
	v_xor_b32_e32 v9, 0x80000000, v0
	global_store_dword v16, v52, s[36:37]
	v_rndne_f32_e32 v52, v0
	v_mul_f32_e32 v16, 0xc0490fdb, v0
	v_mul_f32_e32 v10, v0, v1
	global_store_dword v13, v9, s[36:37]
	v_div_scale_f32 v9, s0, v0, v0, 1.0
	global_store_dword v47, v52, s[36:37]
	v_cndmask_b32_e64 v47, 0, 1, s2
	global_store_dword v46, v52, s[36:37]
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v52, v2, v0, s3
	v_cmp_lt_f32_e64 s4, 0, v0
	global_store_dword v17, v16, s[36:37]
	global_store_dword v19, v47, s[36:37]
	v_cndmask_b32_e64 v47, v2, v0, s9
	v_max_f32_e64 v16, v0, v0 clamp
	v_cmp_eq_f32_e64 s1, v0, v1
	global_store_dword v20, v52, s[36:37]
	v_cndmask_b32_e64 v52, v2, v0, s11
	global_store_dword v26, v47, s[36:37]
	v_rcp_f32_e32 v26, v49
	v_cmp_ge_f32_e64 s5, v0, v1
	v_cmp_lg_f32_e64 s12, 0, v0
	global_store_dword v51, v16, s[36:37]
	v_cndmask_b32_e64 v16, 0, 1, s4
	global_store_dword v12, v10, s[36:37]
	v_rcp_f32_e32 v12, v9
	v_cmp_le_f32_e64 s6, 0, v0
	v_cmp_lt_f32_e64 s7, v0, v1
	v_cmp_gt_f32_e64 s8, 0, v0
	v_cmp_ge_f32_e64 s10, 0, v0
	v_cmp_o_f32_e64 s13, v0, v1
	v_cndmask_b32_e64 v46, v2, v0, s1
	global_store_dword v28, v52, s[36:37]
	v_fma_f32 v28, -v49, v26, 1.0
	v_cmp_o_f32_e64 s14, v0, v0
	v_cndmask_b32_e64 v51, v2, v0, s5
	global_store_dword v21, v16, s[36:37]
	v_cndmask_b32_e64 v16, 0, 1, s12
	v_div_scale_f32 v11, vcc_lo, v0, v1, v0
	global_store_dword v18, v46, s[36:37]
	v_cndmask_b32_e64 v18, 0, 1, s6
	v_cndmask_b32_e64 v46, v2, v0, s7
	v_cndmask_b32_e64 v19, 0, 1, s8
	v_cndmask_b32_e64 v20, 0, 1, s10
	v_cndmask_b32_e64 v21, v2, v0, s13
	v_fmac_f32_e32 v26, v28, v26
	global_store_dword v22, v51, s[36:37]
	v_cndmask_b32_e64 v22, 0, 1, s14
	v_cmp_nlg_f32_e64 s15, v0, v1
	v_cmp_nlg_f32_e64 s16, 0, v0
	global_store_dword v29, v16, s[36:37]
	v_fma_f32 v16, -v9, v12, 1.0
	v_cmp_nle_f32_e64 s17, v0, v1
	global_store_dword v23, v18, s[36:37]
	global_store_dword v24, v46, s[36:37]
	global_store_dword v25, v19, s[36:37]
	global_store_dword v27, v20, s[36:37]
	global_store_dword v6, v10, s[36:37]
	global_store_dword v30, v21, s[36:37]
	global_store_dword v31, v22, s[36:37]
	v_mul_f32_e32 v21, v11, v26
	v_div_scale_f32 v13, s0, 1.0, v0, 1.0
	v_cndmask_b32_e64 v51, v2, v0, s15
	v_cndmask_b32_e64 v18, 0, 1, s16
	v_fmac_f32_e32 v12, v16, v12
	v_cndmask_b32_e64 v23, v2, v0, s17
	v_fma_f32 v16, -v49, v21, v11
	global_store_dword v32, v51, s[36:37]
	global_store_dword v33, v18, s[36:37]
	global_store_dword v34, v23, s[36:37]
	v_mul_f32_e32 v18, v13, v12
	v_fmac_f32_e32 v21, v16, v26
	v_cmp_nge_f32_e64 s18, 0, v0
	v_cmp_nlt_f32_e64 s19, v0, v1
	v_cmp_nge_f32_e64 s21, v0, v1
	v_cmp_nle_f32_e64 s22, 0, v0
	v_cmp_nlt_f32_e64 s24, 0, v0
	v_cmp_neq_f32_e64 s25, v0, v1
	v_fma_f32 v16, -v9, v18, v13
	v_cmp_ngt_f32_e64 s20, 0, v0
	v_cmp_ngt_f32_e64 s23, v0, v1
	v_cmp_neq_f32_e64 s26, 0, v0
	v_cmp_u_f32_e64 s27, v0, v1
	v_max_f32_e32 v17, v0, v1
	v_fma_f32 v11, -v49, v21, v11
	v_cndmask_b32_e64 v24, 0, 1, s18
	v_cndmask_b32_e64 v46, v2, v0, s19
	v_cndmask_b32_e64 v25, v2, v0, s21
	v_cndmask_b32_e64 v47, 0, 1, s22
	v_cndmask_b32_e64 v27, 0, 1, s24
	v_cndmask_b32_e64 v6, v2, v0, s25
	v_fmac_f32_e32 v18, v16, v12
	v_cndmask_b32_e64 v19, 0, 1, s20
	v_cndmask_b32_e64 v20, v2, v0, s23
	v_cndmask_b32_e64 v52, 0, 1, s26
	v_add_f32_e32 v10, v10, v2
	v_min_f32_e32 v17, v17, v2
	v_cndmask_b32_e64 v2, v2, v0, s27
	v_div_fmas_f32 v11, v11, v26, v21
	global_store_dword v35, v24, s[36:37]
	global_store_dword v36, v46, s[36:37]
	global_store_dword v37, v19, s[36:37]
	global_store_dword v38, v25, s[36:37]
	global_store_dword v39, v47, s[36:37]
	global_store_dword v40, v20, s[36:37]
	global_store_dword v41, v27, s[36:37]
	global_store_dword v42, v6, s[36:37]
	global_store_dword v43, v52, s[36:37]
	v_fma_f32 v6, -v9, v18, v13
	global_store_dword v44, v2, s[36:37]
	v_div_fixup_f32 v2, v11, v1, v0
	v_cmp_u_f32_e64 s28, v0, v0
	s_mov_b32 vcc_lo, s0
	v_div_fmas_f32 v6, v6, v12, v18
	v_trunc_f32_e32 v9, v2
	v_cndmask_b32_e64 v28, 0, 1, s28
	v_div_fixup_f32 v6, v6, v0, 1.0
	v_fma_f32 v0, -v9, v1, v0
	global_store_dword v45, v28, s[36:37]
	global_store_dword v48, v10, s[36:37]
	global_store_dword v50, v10, s[36:37]
	global_store_dword v3, v2, s[36:37]
	global_store_dword v5, v2, s[36:37]
	global_store_dword v7, v2, s[36:37]
	global_store_dword v14, v6, s[36:37]
	global_store_dword v15, v6, s[36:37]
	global_store_dword v4, v0, s[36:37]
	global_store_dword v8, v17, s[36:37]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel float_roundeven_div_f32
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 53
		.amdhsa_next_free_sgpr 40
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
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
	.size	float_roundeven_div_f32, .Lfunc_end0-float_roundeven_div_f32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1796
; NumSgprs: 42
; NumVgprs: 53
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 53
; Occupancy: 16
; WaveLimiterHint : 0
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
    .name:           float_roundeven_div_f32
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_div_f32.kd
    .vgpr_count:     53
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
