	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	float_roundeven_div_f32         ; -- Begin function float_roundeven_div_f32
	.p2align	8
	.type	float_roundeven_div_f32,@function
float_roundeven_div_f32:                ; @float_roundeven_div_f32
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_nc_u32_e32 v1, 0x100, v0
	v_add_nc_u32_e32 v3, 0x200, v0
	v_add_nc_u32_e32 v5, 0x800, v0
	v_add_nc_u32_e32 v9, 0x1800, v0
	v_add_nc_u32_e32 v13, 0x2800, v0
	v_add_nc_u32_e32 v16, 0x3400, v0
	v_add_nc_u32_e32 v17, 0x3800, v0
	v_add_nc_u32_e32 v18, 0x3c00, v0
	v_or_b32_e32 v19, 0x4000, v0
	v_add_nc_u32_e32 v20, 0x4400, v0
	v_add_nc_u32_e32 v21, 0x4800, v0
	v_add_nc_u32_e32 v22, 0x4c00, v0
	v_or_b32_e32 v24, 0x5000, v0
	v_add_nc_u32_e32 v25, 0x5400, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_dword v2, v0, s[6:7]
	global_load_dword v1, v1, s[6:7]
	global_load_dword v3, v3, s[6:7]
	v_add_nc_u32_e32 v27, 0x5800, v0
	v_add_nc_u32_e32 v4, 0x400, v0
	v_add_nc_u32_e32 v6, 0xc00, v0
	v_add_nc_u32_e32 v10, 0x1c00, v0
	v_or_b32_e32 v7, 0x1000, v0
	v_or_b32_e32 v11, 0x2000, v0
	v_add_nc_u32_e32 v12, 0x2400, v0
	v_add_nc_u32_e32 v14, 0x2c00, v0
	v_or_b32_e32 v15, 0x3000, v0
	v_add_nc_u32_e32 v8, 0x1400, v0
	s_waitcnt vmcnt(2)
	v_cmp_neq_f32_e64 s[0:1], 0, v2
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v23, v2, v1
	v_add_f32_e32 v26, v2, v1
	v_cmp_eq_f32_e32 vcc, v2, v1
	global_store_dword v5, v23, s[4:5]
	v_xor_b32_e32 v23, 0x80000000, v2
	global_store_dword v9, v26, s[4:5]
	v_add_f32_e32 v9, v2, v2
	v_add_nc_u32_e32 v5, 0x5c00, v0
	global_store_dword v4, v26, s[4:5]
	global_store_dword v13, v23, s[4:5]
	v_mul_f32_e32 v23, 0xc0490fdb, v2
	global_store_dword v16, v9, s[4:5]
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, v3, v2, vcc
	v_cmp_eq_f32_e32 vcc, 0, v2
	v_or_b32_e32 v4, 0x6000, v0
	global_store_dword v17, v23, s[4:5]
	v_add_nc_u32_e32 v26, 0x6400, v0
	global_store_dword v18, v16, s[4:5]
	v_cndmask_b32_e64 v23, 0, 1, vcc
	v_cmp_gt_f32_e32 vcc, v2, v1
	v_add_nc_u32_e32 v13, 0x6800, v0
	v_add_nc_u32_e32 v9, 0x6c00, v0
	v_or_b32_e32 v17, 0x7000, v0
	global_store_dword v19, v23, s[4:5]
	v_cndmask_b32_e32 v18, v3, v2, vcc
	v_cmp_lt_f32_e32 vcc, 0, v2
	v_add_nc_u32_e32 v16, 0x7400, v0
	v_add_nc_u32_e32 v19, 0x7800, v0
	global_store_dword v20, v18, s[4:5]
	v_cndmask_b32_e64 v23, 0, 1, vcc
	v_cmp_ge_f32_e32 vcc, v2, v1
	v_add_nc_u32_e32 v18, 0x7c00, v0
	global_store_dword v21, v23, s[4:5]
	v_cndmask_b32_e32 v20, v3, v2, vcc
	v_cmp_le_f32_e32 vcc, 0, v2
	v_or_b32_e32 v21, 0x8000, v0
	global_store_dword v22, v20, s[4:5]
	v_cndmask_b32_e64 v23, 0, 1, vcc
	v_cmp_lt_f32_e32 vcc, v2, v1
	v_add_nc_u32_e32 v20, 0x8400, v0
	global_store_dword v24, v23, s[4:5]
	v_cndmask_b32_e32 v22, v3, v2, vcc
	v_cmp_gt_f32_e32 vcc, 0, v2
	v_add_nc_u32_e32 v23, 0x8800, v0
	global_store_dword v25, v22, s[4:5]
	v_cndmask_b32_e64 v24, 0, 1, vcc
	v_cmp_le_f32_e32 vcc, v2, v1
	v_add_nc_u32_e32 v22, 0x8c00, v0
	global_store_dword v27, v24, s[4:5]
	v_cndmask_b32_e32 v25, v3, v2, vcc
	v_cmp_ge_f32_e32 vcc, 0, v2
	v_or_b32_e32 v24, 0x9000, v0
	global_store_dword v5, v25, s[4:5]
	v_cndmask_b32_e64 v27, 0, 1, vcc
	v_cmp_lg_f32_e32 vcc, v2, v1
	v_add_nc_u32_e32 v5, 0x9400, v0
	global_store_dword v4, v27, s[4:5]
	v_cndmask_b32_e32 v25, v3, v2, vcc
	v_cmp_lg_f32_e32 vcc, 0, v2
	v_add_nc_u32_e32 v4, 0x9800, v0
	global_store_dword v26, v25, s[4:5]
	v_cndmask_b32_e64 v27, 0, 1, vcc
	v_cmp_o_f32_e32 vcc, v2, v1
	v_add_nc_u32_e32 v25, 0x9c00, v0
	global_store_dword v13, v27, s[4:5]
	v_cndmask_b32_e32 v26, v3, v2, vcc
	v_cmp_o_f32_e32 vcc, v2, v2
	v_or_b32_e32 v13, 0xa000, v0
	global_store_dword v9, v26, s[4:5]
	v_cndmask_b32_e64 v27, 0, 1, vcc
	v_cmp_nlg_f32_e32 vcc, v2, v1
	v_add_nc_u32_e32 v9, 0xa400, v0
	global_store_dword v17, v27, s[4:5]
	v_cndmask_b32_e32 v26, v3, v2, vcc
	v_cmp_nlg_f32_e32 vcc, 0, v2
	v_add_nc_u32_e32 v17, 0xa800, v0
	global_store_dword v16, v26, s[4:5]
	v_cndmask_b32_e64 v27, 0, 1, vcc
	v_cmp_nle_f32_e32 vcc, v2, v1
	v_add_nc_u32_e32 v16, 0xac00, v0
	global_store_dword v19, v27, s[4:5]
	v_cndmask_b32_e32 v26, v3, v2, vcc
	v_cmp_nge_f32_e32 vcc, 0, v2
	v_or_b32_e32 v19, 0xb000, v0
	global_store_dword v18, v26, s[4:5]
	v_cndmask_b32_e64 v27, 0, 1, vcc
	v_cmp_nlt_f32_e32 vcc, v2, v1
	v_add_nc_u32_e32 v18, 0xb400, v0
	global_store_dword v21, v27, s[4:5]
	v_cndmask_b32_e32 v26, v3, v2, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v2
	v_add_nc_u32_e32 v21, 0xb800, v0
	global_store_dword v20, v26, s[4:5]
	v_cndmask_b32_e64 v27, 0, 1, vcc
	v_cmp_nge_f32_e32 vcc, v2, v1
	v_add_nc_u32_e32 v20, 0xbc00, v0
	v_or_b32_e32 v0, 0xc000, v0
	global_store_dword v23, v27, s[4:5]
	v_cndmask_b32_e32 v26, v3, v2, vcc
	v_cmp_nle_f32_e32 vcc, 0, v2
	v_div_scale_f32 v23, null, v1, v1, v2
	global_store_dword v22, v26, s[4:5]
	v_cndmask_b32_e64 v27, 0, 1, vcc
	v_cmp_ngt_f32_e32 vcc, v2, v1
	v_div_scale_f32 v22, null, v2, v2, 1.0
	global_store_dword v24, v27, s[4:5]
	v_cndmask_b32_e32 v26, v3, v2, vcc
	v_cmp_nlt_f32_e32 vcc, 0, v2
	v_rcp_f32_e32 v24, v23
	global_store_dword v5, v26, s[4:5]
	v_cndmask_b32_e64 v27, 0, 1, vcc
	v_cmp_neq_f32_e32 vcc, v2, v1
	v_rcp_f32_e32 v26, v22
	global_store_dword v4, v27, s[4:5]
	v_cndmask_b32_e32 v5, v3, v2, vcc
	v_div_scale_f32 v4, vcc, v2, v1, v2
	global_store_dword v25, v5, s[4:5]
	v_fma_f32 v5, -v23, v24, 1.0
	v_cndmask_b32_e64 v25, 0, 1, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v2, v1
	v_fmac_f32_e32 v24, v5, v24
	v_fma_f32 v5, -v22, v26, 1.0
	v_cndmask_b32_e64 v27, v3, v2, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v2, v2
	global_store_dword v13, v25, s[4:5]
	v_mul_f32_e32 v25, v4, v24
	v_fmac_f32_e32 v26, v5, v26
	global_store_dword v9, v27, s[4:5]
	v_cndmask_b32_e64 v13, 0, 1, s[0:1]
	v_div_scale_f32 v5, s[0:1], 1.0, v2, 1.0
	v_fma_f32 v9, -v23, v25, v4
	v_mul_f32_e32 v27, v2, v1
	global_store_dword v17, v13, s[4:5]
	v_mul_f32_e32 v13, v5, v26
	v_rndne_f32_e32 v17, v2
	v_fmac_f32_e32 v25, v9, v24
	global_store_dword v6, v27, s[4:5]
	v_max_f32_e64 v9, v2, v2 clamp
	v_fma_f32 v6, -v22, v13, v5
	global_store_dword v10, v27, s[4:5]
	v_fma_f32 v4, -v23, v25, v4
	v_max_f32_e32 v10, v2, v1
	global_store_dword v20, v9, s[4:5]
	v_fmac_f32_e32 v13, v6, v26
	v_add_f32_e32 v6, v27, v3
	v_div_fmas_f32 v4, v4, v24, v25
	s_mov_b64 vcc, s[0:1]
	global_store_dword v16, v17, s[4:5]
	v_fma_f32 v5, -v22, v13, v5
	global_store_dword v19, v17, s[4:5]
	v_div_fixup_f32 v4, v4, v1, v2
	v_min_f32_e32 v3, v10, v3
	global_store_dword v18, v6, s[4:5]
	global_store_dword v21, v6, s[4:5]
	v_div_fmas_f32 v5, v5, v26, v13
	v_trunc_f32_e32 v9, v4
	global_store_dword v7, v4, s[4:5]
	v_div_fixup_f32 v5, v5, v2, 1.0
	v_fma_f32 v1, -v9, v1, v2
	global_store_dword v11, v4, s[4:5]
	global_store_dword v12, v4, s[4:5]
	global_store_dword v14, v5, s[4:5]
	global_store_dword v15, v5, s[4:5]
	global_store_dword v8, v1, s[4:5]
	global_store_dword v0, v3, s[4:5]
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
		.amdhsa_wavefront_size32 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 28
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
	.size	float_roundeven_div_f32, .Lfunc_end0-float_roundeven_div_f32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1492
; NumSgprs: 10
; NumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 28
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_div_f32.kd
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
