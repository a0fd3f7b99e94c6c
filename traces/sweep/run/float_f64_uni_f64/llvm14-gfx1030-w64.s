	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	float_f64_uni_f64               ; -- Begin function float_f64_uni_f64
	.p2align	8
	.type	float_f64_uni_f64,@function
float_f64_uni_f64:                      ; @float_f64_uni_f64
; %bb.0:                                ; %entry
	s_clause 0x2
	s_load_dwordx4 s[20:23], s[4:5], 0x10
	s_load_dwordx2 s[18:19], s[4:5], 0x0
	s_load_dwordx2 s[24:25], s[4:5], 0x20
	s_brev_b32 s0, 6
	s_mov_b32 s1, 0xc00921fb
	v_mov_b32_e32 v24, 0
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[0:1], s[20:21], s[22:23]
	v_add_f64 v[2:3], s[20:21], -s[22:23]
	v_max_f64 v[4:5], s[20:21], s[20:21]
	v_max_f64 v[20:21], s[22:23], s[22:23]
	v_trunc_f64_e32 v[18:19], s[20:21]
	v_add_f64 v[8:9], s[20:21], s[20:21]
	v_mul_f64 v[10:11], s[20:21], s[0:1]
	v_sqrt_f64_e32 v[12:13], s[20:21]
	v_floor_f64_e32 v[16:17], s[20:21]
	s_brev_b32 s0, -2
	v_mov_b32_e32 v14, s20
	s_and_b32 s1, s21, s0
	v_mov_b32_e32 v22, s20
	v_mov_b32_e32 v15, s1
	v_cmp_lt_f64_e64 s[6:7], s[20:21], s[22:23]
	v_cmp_lg_f64_e64 s[10:11], s[20:21], s[22:23]
	v_cmp_nle_f64_e64 s[16:17], s[20:21], s[22:23]
	v_cmp_eq_f64_e64 s[2:3], s[20:21], s[22:23]
	v_cmp_ge_f64_e64 s[4:5], s[20:21], s[22:23]
	v_cmp_le_f64_e64 s[8:9], s[20:21], s[22:23]
	v_cmp_o_f64_e64 s[12:13], s[20:21], s[22:23]
	v_cmp_nlg_f64_e64 s[14:15], s[20:21], s[22:23]
	s_xor_b32 s26, s21, 0x80000000
	global_store_dwordx4 v24, v[0:3], s[18:19] offset:8
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v0, s24
	v_min_f64 v[6:7], v[4:5], v[20:21]
	v_mov_b32_e32 v1, s25
	v_add_f64 v[25:26], s[20:21], -v[18:19]
	global_store_dwordx4 v24, v[8:11], s[18:19] offset:104
	global_store_dwordx4 v24, v[14:17], s[18:19] offset:360
	v_mov_b32_e32 v14, v12
	v_fma_f64 v[8:9], s[20:21], s[22:23], v[0:1]
	v_mov_b32_e32 v15, v13
	v_ceil_f64_e32 v[16:17], s[20:21]
	global_store_dwordx4 v24, v[12:15], s[18:19] offset:344
	v_mov_b32_e32 v14, s23
	v_max_f64 v[12:13], v[4:5], v[20:21]
	v_bfi_b32 v23, s0, s21, v14
	global_store_dwordx4 v24, v[4:7], s[18:19] offset:408
	v_mov_b32_e32 v10, v6
	v_mov_b32_e32 v11, v7
	v_mov_b32_e32 v4, s21
	v_mov_b32_e32 v6, s20
	v_mov_b32_e32 v7, v23
	v_cmp_ge_f64_e64 vcc, |v[25:26]|, 0.5
	v_bfi_b32 v14, s0, 0x3ff00000, v4
	v_mul_f64 v[4:5], s[20:21], s[22:23]
	global_store_dwordx4 v24, v[6:9], s[18:19] offset:456
	v_fma_f64 v[6:7], -s[20:21], |s[22:23]|, v[0:1]
	v_div_scale_f64 v[0:1], s[0:1], s[22:23], s[22:23], s[20:21]
	v_mov_b32_e32 v20, v12
	v_mov_b32_e32 v21, v13
	global_store_dwordx4 v24, v[16:19], s[18:19] offset:376
	global_store_dwordx4 v24, v[20:23], s[18:19] offset:440
	global_store_dwordx4 v24, v[6:9], s[18:19] offset:472
	v_cndmask_b32_e32 v25, 0, v14, vcc
	v_rndne_f64_e32 v[14:15], s[20:21]
	v_add_f64 v[8:9], v[4:5], s[24:25]
	v_div_scale_f64 v[20:21], s[0:1], s[20:21], s[20:21], 1.0
	v_add_f64 v[16:17], v[18:19], v[24:25]
	v_rcp_f64_e32 v[18:19], v[0:1]
	v_mov_b32_e32 v22, s21
	v_mov_b32_e32 v23, s20
	global_store_dwordx4 v24, v[14:17], s[18:19] offset:392
	global_store_dwordx4 v24, v[6:9], s[18:19] offset:488
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v7, v9
	v_fma_f64 v[14:15], -v[0:1], v[18:19], 1.0
	v_rcp_f64_e32 v[8:9], v[20:21]
	global_store_dwordx4 v24, v[10:13], s[18:19] offset:424
	v_fma_f64 v[14:15], v[18:19], v[14:15], v[18:19]
	v_fma_f64 v[16:17], -v[20:21], v[8:9], 1.0
	v_fma_f64 v[18:19], -v[0:1], v[14:15], 1.0
	v_fma_f64 v[16:17], v[8:9], v[16:17], v[8:9]
	v_max_f64 v[8:9], s[20:21], s[20:21] clamp
	v_fma_f64 v[14:15], v[14:15], v[18:19], v[14:15]
	v_div_scale_f64 v[18:19], vcc, s[20:21], s[22:23], s[20:21]
	global_store_dwordx4 v24, v[6:9], s[18:19] offset:504
	v_fma_f64 v[8:9], -v[20:21], v[16:17], 1.0
	v_mul_f64 v[6:7], v[18:19], v[14:15]
	v_fma_f64 v[8:9], v[16:17], v[8:9], v[16:17]
	v_fma_f64 v[0:1], -v[0:1], v[6:7], v[18:19]
	v_div_scale_f64 v[18:19], s[0:1], 1.0, s[20:21], 1.0
	v_div_fmas_f64 v[0:1], v[0:1], v[14:15], v[6:7]
	v_mul_f64 v[6:7], v[18:19], v[8:9]
	v_cmp_gt_f64_e64 vcc, s[20:21], s[22:23]
	v_cndmask_b32_e64 v15, s25, v22, s[2:3]
	v_cndmask_b32_e64 v14, s24, v23, s[2:3]
	v_cmp_nlt_f64_e64 s[2:3], s[20:21], s[22:23]
	global_store_dwordx2 v24, v[14:15], s[18:19] offset:120
	v_cndmask_b32_e64 v15, s25, v22, s[4:5]
	v_cndmask_b32_e64 v14, s24, v23, s[4:5]
	v_cmp_nge_f64_e64 s[4:5], s[20:21], s[22:23]
	global_store_dwordx2 v24, v[14:15], s[18:19] offset:152
	v_cndmask_b32_e64 v15, s25, v22, s[8:9]
	v_cndmask_b32_e64 v14, s24, v23, s[8:9]
	v_cmp_neq_f64_e64 s[8:9], s[20:21], s[22:23]
	v_fma_f64 v[16:17], -v[20:21], v[6:7], v[18:19]
	v_cndmask_b32_e32 v19, s25, v22, vcc
	v_cndmask_b32_e32 v18, s24, v23, vcc
	s_mov_b64 vcc, s[0:1]
	v_cmp_eq_f64_e64 s[0:1], s[20:21], 0
	v_cndmask_b32_e64 v21, s25, v22, s[12:13]
	v_cndmask_b32_e64 v20, s24, v23, s[12:13]
	global_store_dwordx2 v24, v[18:19], s[18:19] offset:136
	v_cndmask_b32_e64 v19, s25, v22, s[6:7]
	v_cndmask_b32_e64 v18, s24, v23, s[6:7]
	global_store_dwordx2 v24, v[14:15], s[18:19] offset:184
	global_store_dwordx2 v24, v[20:21], s[18:19] offset:216
	v_cndmask_b32_e64 v15, s24, v23, s[14:15]
	v_cmp_ngt_f64_e64 s[6:7], s[20:21], s[22:23]
	global_store_dwordx2 v24, v[18:19], s[18:19] offset:168
	v_cndmask_b32_e64 v19, s25, v22, s[10:11]
	v_cndmask_b32_e64 v18, s24, v23, s[10:11]
	v_mov_b32_e32 v14, s20
	global_store_dwordx2 v24, v[18:19], s[18:19] offset:200
	v_div_fmas_f64 v[8:9], v[16:17], v[8:9], v[6:7]
	v_cndmask_b32_e64 v18, s25, v22, s[16:17]
	v_cndmask_b32_e64 v17, s24, v23, s[16:17]
	v_cndmask_b32_e64 v16, s25, v22, s[14:15]
	v_div_fixup_f64 v[6:7], v[0:1], s[22:23], s[20:21]
	v_cndmask_b32_e64 v1, s25, v22, s[2:3]
	v_cndmask_b32_e64 v0, s24, v23, s[2:3]
	global_store_dwordx2 v24, v[17:18], s[18:19] offset:248
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_gt_f64_e64 s[0:1], s[20:21], 0
	global_store_dwordx2 v24, v[15:16], s[18:19] offset:232
	v_cndmask_b32_e64 v16, s25, v22, s[4:5]
	v_cndmask_b32_e64 v15, s24, v23, s[4:5]
	global_store_dwordx2 v24, v[0:1], s[18:19] offset:264
	v_cndmask_b32_e64 v1, s25, v22, s[6:7]
	v_cndmask_b32_e64 v0, s24, v23, s[6:7]
	v_cmp_u_f64_e64 vcc, s[20:21], s[22:23]
	global_store_dwordx2 v24, v[15:16], s[18:19] offset:280
	v_cndmask_b32_e64 v16, s25, v22, s[8:9]
	v_cndmask_b32_e64 v15, s24, v23, s[8:9]
	global_store_dwordx2 v24, v[0:1], s[18:19] offset:296
	v_div_fixup_f64 v[8:9], v[8:9], s[20:21], 1.0
	global_store_dwordx2 v24, v[15:16], s[18:19] offset:312
	v_min_f64 v[16:17], v[12:13], s[24:25]
	v_trunc_f64_e32 v[0:1], v[6:7]
	v_cndmask_b32_e64 v19, 0, 1, s[0:1]
	v_cmp_ge_f64_e64 s[0:1], s[20:21], 0
	v_fma_f64 v[0:1], -v[0:1], s[22:23], s[20:21]
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_nle_f64_e64 s[0:1], s[20:21], 0
	v_cndmask_b32_e64 v15, 0, 1, s[0:1]
	v_cmp_nge_f64_e64 s[0:1], s[20:21], 0
	global_store_dword v24, v15, s[18:19] offset:128
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_neq_f64_e64 s[0:1], s[20:21], 0
	global_store_dword v24, v10, s[18:19] offset:144
	v_cndmask_b32_e64 v11, 0, 1, s[0:1]
	v_cmp_lg_f64_e64 s[0:1], s[20:21], 0
	global_store_dword v24, v11, s[18:19] offset:160
	v_cndmask_b32_e32 v11, s25, v22, vcc
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_o_f64_e64 s[0:1], s[20:21], s[20:21]
	global_store_dword v24, v12, s[18:19] offset:104
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_nlg_f64_e64 s[0:1], s[20:21], 0
	global_store_dword v24, v10, s[18:19] offset:112
	v_cndmask_b32_e32 v10, s24, v23, vcc
	v_cndmask_b32_e64 v13, 0, 1, s[0:1]
	v_cmp_nlt_f64_e64 s[0:1], s[20:21], 0
	global_store_dword v24, v13, s[18:19] offset:120
	v_mov_b32_e32 v13, v7
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_ngt_f64_e64 s[0:1], s[20:21], 0
	global_store_dword v24, v12, s[18:19] offset:136
	v_cndmask_b32_e64 v15, 0, 1, s[0:1]
	v_cmp_lt_f64_e64 s[0:1], s[20:21], 0
	global_store_dword v24, v15, s[18:19] offset:152
	v_mov_b32_e32 v15, s26
	v_cndmask_b32_e64 v21, 0, 1, s[0:1]
	v_cmp_u_f64_e64 s[0:1], s[20:21], s[20:21]
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_le_f64_e64 s[0:1], s[20:21], 0
	global_store_dwordx2 v24, v[10:11], s[18:19] offset:328
	global_store_dword v24, v12, s[18:19] offset:168
	global_store_dwordx4 v24, v[4:7], s[18:19] offset:24
	v_mov_b32_e32 v12, v6
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	global_store_dwordx4 v24, v[4:7], s[18:19] offset:56
	v_cndmask_b32_e64 v22, 0, 1, s[0:1]
	global_store_dword v24, v18, s[18:19] offset:64
	global_store_dwordx4 v24, v[12:15], s[18:19] offset:72
	global_store_dword v24, v19, s[18:19] offset:72
	global_store_dword v24, v20, s[18:19] offset:80
	global_store_dwordx4 v24, v[8:11], s[18:19] offset:88
	global_store_dword v24, v21, s[18:19] offset:88
	global_store_dword v24, v22, s[18:19] offset:96
	global_store_dwordx4 v24, v[0:3], s[18:19] offset:40
	global_store_dwordx2 v24, v[16:17], s[18:19] offset:520
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel float_f64_uni_f64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 27
		.amdhsa_next_free_sgpr 27
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
	.size	float_f64_uni_f64, .Lfunc_end0-float_f64_uni_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1876
; NumSgprs: 29
; NumVgprs: 27
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 29
; NumVGPRsForWavesPerEU: 27
; Occupancy: 16
; WaveLimiterHint : 1
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
        .size:           8
        .value_kind:     by_value
      - .name:           ub
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           uc
        .offset:         32
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 1024
    .name:           float_f64_uni_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     29
    .sgpr_spill_count: 0
    .symbol:         float_f64_uni_f64.kd
    .vgpr_count:     27
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
