	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	float_f64_uni_f64               ; -- Begin function float_f64_uni_f64
	.p2align	8
	.type	float_f64_uni_f64,@function
float_f64_uni_f64:                      ; @float_f64_uni_f64
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x10
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_brev_b32 s8, 6
	s_mov_b32 s9, 0xc00921fb
	s_load_dwordx2 s[4:5], s[4:5], 0x20
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	v_div_scale_f64 v[4:5], null, s[2:3], s[2:3], s[0:1]
	v_mul_f64 v[9:10], s[0:1], s[8:9]
	v_cmp_eq_f64_e64 s[8:9], s[0:1], s[2:3]
	v_cmp_gt_f64_e64 s[10:11], s[0:1], s[2:3]
	v_cmp_ge_f64_e64 s[12:13], s[0:1], s[2:3]
	v_cmp_lt_f64_e64 s[14:15], s[0:1], s[2:3]
	v_cmp_le_f64_e64 s[16:17], s[0:1], s[2:3]
	v_add_f64 v[7:8], s[0:1], s[0:1]
	v_cmp_lg_f64_e64 s[18:19], s[0:1], s[2:3]
	v_cmp_o_f64_e64 s[20:21], s[0:1], s[2:3]
	v_max_f64 v[11:12], s[0:1], s[0:1]
	v_max_f64 v[13:14], s[2:3], s[2:3]
	s_xor_b32 s33, s1, 0x80000000
	v_add_f64 v[0:1], s[0:1], s[2:3]
	v_add_f64 v[2:3], s[0:1], -s[2:3]
	v_cmp_nlg_f64_e64 s[22:23], s[0:1], s[2:3]
	v_cmp_nle_f64_e64 s[24:25], s[0:1], s[2:3]
	v_cmp_nlt_f64_e64 s[26:27], s[0:1], s[2:3]
	v_cmp_nge_f64_e64 s[28:29], s[0:1], s[2:3]
	v_cmp_ngt_f64_e64 s[30:31], s[0:1], s[2:3]
	v_floor_f64_e32 v[17:18], s[0:1]
	v_rcp_f64_e32 v[21:22], v[4:5]
	v_trunc_f64_e32 v[23:24], s[0:1]
	v_mov_b32_e32 v15, s0
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s34, s1, s5
	s_cselect_b32 s35, s0, s4
	s_and_b64 s[8:9], s[10:11], exec
	s_cselect_b32 s36, s1, s5
	s_cselect_b32 s37, s0, s4
	s_and_b64 s[8:9], s[12:13], exec
	s_cselect_b32 s38, s1, s5
	s_cselect_b32 s39, s0, s4
	s_and_b64 s[8:9], s[14:15], exec
	s_cselect_b32 s14, s1, s5
	s_cselect_b32 s15, s0, s4
	s_and_b64 s[8:9], s[16:17], exec
	global_store_dwordx4 v6, v[7:10], s[6:7] offset:104
	s_cselect_b32 s16, s1, s5
	s_cselect_b32 s17, s0, s4
	s_and_b64 s[8:9], s[18:19], exec
	v_sqrt_f64_e32 v[7:8], s[0:1]
	s_cselect_b32 s18, s1, s5
	s_cselect_b32 s19, s0, s4
	s_and_b64 s[8:9], s[20:21], exec
	v_cmp_neq_f64_e64 s[8:9], s[0:1], s[2:3]
	v_cmp_u_f64_e64 s[10:11], s[0:1], s[2:3]
	v_max_f64 v[19:20], v[11:12], v[13:14]
	v_min_f64 v[13:14], v[11:12], v[13:14]
	global_store_dwordx4 v6, v[0:3], s[6:7] offset:8
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	v_fma_f64 v[0:1], -v[4:5], v[21:22], 1.0
	s_cselect_b32 s20, s1, s5
	s_cselect_b32 s21, s0, s4
	s_and_b64 s[12:13], s[22:23], exec
	s_cselect_b32 s22, s1, s5
	s_cselect_b32 s23, s0, s4
	s_and_b64 s[12:13], s[24:25], exec
	s_cselect_b32 s24, s1, s5
	s_cselect_b32 s25, s0, s4
	s_and_b64 s[12:13], s[26:27], exec
	s_cselect_b32 s26, s1, s5
	s_cselect_b32 s27, s0, s4
	s_and_b64 s[12:13], s[28:29], exec
	s_cselect_b32 s28, s1, s5
	s_cselect_b32 s29, s0, s4
	s_and_b64 s[12:13], s[30:31], exec
	s_cselect_b32 s12, s1, s5
	s_cselect_b32 s13, s0, s4
	s_and_b64 s[8:9], s[8:9], exec
	v_mov_b32_e32 v9, v7
	v_mov_b32_e32 v10, v8
	s_cselect_b32 s30, s1, s5
	s_cselect_b32 s31, s0, s4
	s_and_b64 s[8:9], s[10:11], exec
	s_cselect_b32 s10, s1, s5
	s_cselect_b32 s11, s0, s4
	s_and_b32 s8, s1, 0x7fffffff
	global_store_dwordx4 v6, v[7:10], s[6:7] offset:344
	v_mov_b32_e32 v16, s8
	v_mov_b32_e32 v7, s3
	global_store_dwordx4 v6, v[11:14], s[6:7] offset:408
	v_mov_b32_e32 v9, s0
	v_mov_b32_e32 v8, v20
	global_store_dwordx4 v6, v[15:18], s[6:7] offset:360
	v_mov_b32_e32 v17, v13
	v_mov_b32_e32 v13, s5
	v_bfi_b32 v10, 0x7fffffff, s1, v7
	v_mov_b32_e32 v7, v19
	v_mov_b32_e32 v18, v14
	v_mov_b32_e32 v12, s4
	v_add_f64 v[14:15], s[0:1], -v[23:24]
	v_fma_f64 v[0:1], v[21:22], v[0:1], v[21:22]
	global_store_dwordx4 v6, v[7:10], s[6:7] offset:440
	v_mov_b32_e32 v9, v10
	v_fma_f64 v[10:11], s[0:1], s[2:3], v[12:13]
	v_mov_b32_e32 v8, s0
	v_ceil_f64_e32 v[21:22], s[0:1]
	v_mov_b32_e32 v7, s1
	s_mov_b32 s8, 0x3ff00000
	v_bfi_b32 v7, 0x7fffffff, s8, v7
	v_cmp_eq_f64_e64 s[8:9], s[0:1], 0
	v_cmp_ge_f64_e64 vcc, |v[14:15]|, 0.5
	v_fma_f64 v[14:15], -v[4:5], v[0:1], 1.0
	global_store_dwordx4 v6, v[8:11], s[6:7] offset:456
	v_fma_f64 v[8:9], -s[0:1], |s[2:3]|, v[12:13]
	v_mul_f64 v[12:13], s[0:1], s[2:3]
	global_store_dwordx4 v6, v[21:24], s[6:7] offset:376
	v_rndne_f64_e32 v[21:22], s[0:1]
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_fma_f64 v[0:1], v[0:1], v[14:15], v[0:1]
	v_div_scale_f64 v[14:15], vcc, s[0:1], s[2:3], s[0:1]
	v_add_f64 v[23:24], v[23:24], v[6:7]
	global_store_dwordx4 v6, v[8:11], s[6:7] offset:472
	v_add_f64 v[10:11], v[12:13], s[4:5]
	global_store_dwordx4 v6, v[21:24], s[6:7] offset:392
	global_store_dwordx4 v6, v[8:11], s[6:7] offset:488
	v_mov_b32_e32 v7, v10
	v_mul_f64 v[9:10], v[14:15], v[0:1]
	v_div_scale_f64 v[21:22], null, s[0:1], s[0:1], 1.0
	v_mov_b32_e32 v8, v11
	v_cndmask_b32_e64 v11, 0, 1, s[8:9]
	v_cmp_gt_f64_e64 s[8:9], s[0:1], 0
	v_fma_f64 v[4:5], -v[4:5], v[9:10], v[14:15]
	v_rcp_f64_e32 v[14:15], v[21:22]
	v_cndmask_b32_e64 v16, 0, 1, s[8:9]
	v_cmp_ge_f64_e64 s[8:9], s[0:1], 0
	v_div_fmas_f64 v[0:1], v[4:5], v[0:1], v[9:10]
	v_mov_b32_e32 v9, s37
	v_mov_b32_e32 v10, s36
	v_fma_f64 v[23:24], -v[21:22], v[14:15], 1.0
	v_mov_b32_e32 v4, s35
	v_mov_b32_e32 v5, s34
	global_store_dwordx2 v6, v[9:10], s[6:7] offset:136
	global_store_dwordx2 v6, v[4:5], s[6:7] offset:120
	v_mov_b32_e32 v4, s39
	v_mov_b32_e32 v5, s38
	global_store_dwordx2 v6, v[4:5], s[6:7] offset:152
	v_mov_b32_e32 v4, s15
	v_mov_b32_e32 v5, s14
	global_store_dwordx2 v6, v[4:5], s[6:7] offset:168
	v_fma_f64 v[14:15], v[14:15], v[23:24], v[14:15]
	v_mov_b32_e32 v4, s17
	v_mov_b32_e32 v5, s16
	global_store_dwordx2 v6, v[4:5], s[6:7] offset:184
	v_div_scale_f64 v[4:5], vcc, 1.0, s[0:1], 1.0
	v_fma_f64 v[9:10], -v[21:22], v[14:15], 1.0
	v_fma_f64 v[23:24], v[14:15], v[9:10], v[14:15]
	v_mov_b32_e32 v9, s19
	v_mov_b32_e32 v10, s18
	v_div_fixup_f64 v[14:15], v[0:1], s[2:3], s[0:1]
	v_mov_b32_e32 v0, s27
	v_mov_b32_e32 v1, s26
	global_store_dwordx2 v6, v[9:10], s[6:7] offset:200
	v_mov_b32_e32 v9, s21
	v_mov_b32_e32 v10, s20
	global_store_dwordx2 v6, v[0:1], s[6:7] offset:264
	v_mov_b32_e32 v0, s13
	v_mov_b32_e32 v1, s12
	global_store_dwordx2 v6, v[9:10], s[6:7] offset:216
	v_mov_b32_e32 v9, s23
	v_mov_b32_e32 v10, s22
	global_store_dwordx2 v6, v[0:1], s[6:7] offset:296
	v_mov_b32_e32 v0, s31
	v_mov_b32_e32 v1, s30
	global_store_dwordx2 v6, v[9:10], s[6:7] offset:232
	v_mul_f64 v[25:26], v[4:5], v[23:24]
	v_max_f64 v[9:10], s[0:1], s[0:1] clamp
	global_store_dwordx2 v6, v[0:1], s[6:7] offset:312
	v_fma_f64 v[4:5], -v[21:22], v[25:26], v[4:5]
	global_store_dwordx4 v6, v[7:10], s[6:7] offset:504
	v_trunc_f64_e32 v[7:8], v[14:15]
	v_mov_b32_e32 v21, s25
	v_mov_b32_e32 v22, s24
	v_mov_b32_e32 v9, s0
	global_store_dwordx2 v6, v[21:22], s[6:7] offset:248
	v_mov_b32_e32 v21, s29
	v_mov_b32_e32 v22, s28
	global_store_dwordx2 v6, v[21:22], s[6:7] offset:280
	v_div_fmas_f64 v[4:5], v[4:5], v[23:24], v[25:26]
	v_cndmask_b32_e64 v25, 0, 1, s[8:9]
	v_cmp_nle_f64_e64 s[8:9], s[0:1], 0
	v_div_fixup_f64 v[21:22], v[4:5], s[0:1], 1.0
	v_cndmask_b32_e64 v10, 0, 1, s[8:9]
	v_cmp_nge_f64_e64 s[8:9], s[0:1], 0
	global_store_dword v6, v10, s[6:7] offset:128
	v_mov_b32_e32 v24, v22
	v_cndmask_b32_e64 v0, 0, 1, s[8:9]
	v_cmp_neq_f64_e64 s[8:9], s[0:1], 0
	global_store_dword v6, v0, s[6:7] offset:144
	v_cndmask_b32_e64 v1, 0, 1, s[8:9]
	v_cmp_lg_f64_e64 s[8:9], s[0:1], 0
	global_store_dword v6, v1, s[6:7] offset:160
	v_cndmask_b32_e64 v10, 0, 1, s[8:9]
	v_cmp_o_f64_e64 s[8:9], s[0:1], s[0:1]
	global_store_dword v6, v10, s[6:7] offset:104
	v_cndmask_b32_e64 v0, 0, 1, s[8:9]
	v_cmp_nlg_f64_e64 s[8:9], s[0:1], 0
	global_store_dword v6, v0, s[6:7] offset:112
	v_fma_f64 v[0:1], -v[7:8], s[2:3], s[0:1]
	v_cmp_ngt_f64_e64 s[2:3], s[0:1], 0
	v_mov_b32_e32 v7, s11
	v_mov_b32_e32 v8, s10
	v_cndmask_b32_e64 v23, 0, 1, s[8:9]
	v_cmp_nlt_f64_e64 s[8:9], s[0:1], 0
	global_store_dword v6, v23, s[6:7] offset:120
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_cmp_lt_f64_e64 s[2:3], s[0:1], 0
	v_cndmask_b32_e64 v10, 0, 1, s[8:9]
	global_store_dword v6, v10, s[6:7] offset:136
	v_cndmask_b32_e64 v26, 0, 1, s[2:3]
	v_cmp_u_f64_e64 s[2:3], s[0:1], s[0:1]
	v_cmp_le_f64_e64 s[0:1], s[0:1], 0
	global_store_dword v6, v4, s[6:7] offset:152
	global_store_dwordx4 v6, v[17:20], s[6:7] offset:424
	v_min_f64 v[4:5], v[19:20], s[4:5]
	v_mov_b32_e32 v10, s33
	v_cndmask_b32_e64 v23, 0, 1, s[2:3]
	global_store_dword v6, v23, s[6:7] offset:168
	global_store_dwordx2 v6, v[7:8], s[6:7] offset:328
	global_store_dwordx4 v6, v[12:15], s[6:7] offset:24
	v_mov_b32_e32 v7, v14
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v23, v21
	v_cndmask_b32_e64 v17, 0, 1, s[0:1]
	global_store_dwordx4 v6, v[12:15], s[6:7] offset:56
	global_store_dword v6, v11, s[6:7] offset:64
	global_store_dwordx4 v6, v[7:10], s[6:7] offset:72
	global_store_dword v6, v16, s[6:7] offset:72
	global_store_dword v6, v25, s[6:7] offset:80
	global_store_dwordx4 v6, v[21:24], s[6:7] offset:88
	global_store_dword v6, v26, s[6:7] offset:88
	global_store_dword v6, v17, s[6:7] offset:96
	global_store_dwordx4 v6, v[0:3], s[6:7] offset:40
	global_store_dwordx2 v6, v[4:5], s[6:7] offset:520
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
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
		.amdhsa_next_free_sgpr 40
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
	.size	float_f64_uni_f64, .Lfunc_end0-float_f64_uni_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1852
; NumSgprs: 42
; NumVgprs: 27
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 42
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
    .sgpr_count:     42
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
