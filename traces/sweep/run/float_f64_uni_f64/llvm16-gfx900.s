	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	float_f64_uni_f64               ; -- Begin function float_f64_uni_f64
	.p2align	8
	.type	float_f64_uni_f64,@function
float_f64_uni_f64:                      ; @float_f64_uni_f64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[16:19], s[4:5], 0x10
	s_load_dwordx2 s[14:15], s[4:5], 0x0
	v_bfrev_b32_e32 v18, 6
	v_mov_b32_e32 v19, 0xc00921fb
	s_load_dwordx2 s[20:21], s[4:5], 0x20
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s16
	v_mov_b32_e32 v7, s17
	v_div_scale_f64 v[13:14], s[0:1], s[18:19], s[18:19], v[6:7]
	v_div_scale_f64 v[16:17], s[0:1], s[16:17], s[16:17], 1.0
	v_cmp_eq_f64_e64 s[2:3], s[16:17], 0
	v_div_scale_f64 v[26:27], s[0:1], 1.0, s[16:17], 1.0
	s_xor_b32 s4, s17, 0x80000000
	v_mov_b32_e32 v15, s16
	v_rcp_f64_e32 v[0:1], v[13:14]
	v_rcp_f64_e32 v[2:3], v[16:17]
	v_fma_f64 v[4:5], -v[13:14], v[0:1], 1.0
	v_fma_f64 v[8:9], -v[16:17], v[2:3], 1.0
	v_fma_f64 v[11:12], v[0:1], v[4:5], v[0:1]
	v_mov_b32_e32 v4, s18
	v_mov_b32_e32 v5, s19
	v_div_scale_f64 v[22:23], vcc, s[16:17], v[4:5], s[16:17]
	v_fma_f64 v[20:21], v[2:3], v[8:9], v[2:3]
	v_add_f64 v[0:1], s[16:17], s[16:17]
	v_mul_f64 v[2:3], s[16:17], v[18:19]
	v_fma_f64 v[24:25], -v[13:14], v[11:12], 1.0
	v_mov_b32_e32 v8, 0
	v_add_f64 v[9:10], s[16:17], v[4:5]
	v_cmp_le_f64_e64 s[6:7], s[16:17], v[4:5]
	v_cmp_lg_f64_e64 s[8:9], s[16:17], v[4:5]
	v_fma_f64 v[28:29], -v[16:17], v[20:21], 1.0
	v_cmp_o_f64_e64 s[10:11], s[16:17], v[4:5]
	global_store_dwordx4 v8, v[0:3], s[14:15] offset:104
	v_fma_f64 v[18:19], v[11:12], v[24:25], v[11:12]
	v_add_f64 v[11:12], s[16:17], -v[4:5]
	v_cmp_nlg_f64_e64 s[12:13], s[16:17], v[4:5]
	v_fma_f64 v[20:21], v[20:21], v[28:29], v[20:21]
	v_mul_f64 v[0:1], v[22:23], v[18:19]
	global_store_dwordx4 v8, v[9:12], s[14:15] offset:8
	v_mul_f64 v[2:3], v[26:27], v[20:21]
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v10
	v_fma_f64 v[9:10], -v[13:14], v[0:1], v[22:23]
	v_cndmask_b32_e64 v22, 0, 1, s[2:3]
	v_cmp_gt_f64_e64 s[2:3], s[16:17], 0
	v_fma_f64 v[13:14], -v[16:17], v[2:3], v[26:27]
	v_mov_b32_e32 v16, s4
	v_cmp_lt_f64_e64 s[4:5], s[16:17], v[4:5]
	v_div_fmas_f64 v[9:10], v[9:10], v[18:19], v[0:1]
	s_mov_b64 vcc, s[0:1]
	v_cndmask_b32_e64 v23, 0, 1, s[2:3]
	v_cmp_ge_f64_e64 s[2:3], s[16:17], 0
	v_cmp_gt_f64_e64 s[0:1], s[16:17], v[4:5]
	v_div_fmas_f64 v[13:14], v[13:14], v[20:21], v[2:3]
	v_cmp_eq_f64_e32 vcc, s[16:17], v[4:5]
	v_mul_f64 v[0:1], s[16:17], v[4:5]
	v_cndmask_b32_e64 v24, 0, 1, s[2:3]
	v_cmp_lt_f64_e64 s[2:3], s[16:17], 0
	s_and_b64 s[22:23], vcc, exec
	s_cselect_b32 s22, s17, s21
	s_cselect_b32 s23, s16, s20
	s_and_b64 s[0:1], s[0:1], exec
	v_mov_b32_e32 v2, s23
	v_mov_b32_e32 v3, s22
	v_cndmask_b32_e64 v25, 0, 1, s[2:3]
	v_cmp_le_f64_e64 s[2:3], s[16:17], 0
	s_cselect_b32 s22, s17, s21
	s_cselect_b32 s23, s16, s20
	global_store_dwordx2 v8, v[2:3], s[14:15] offset:120
	v_mov_b32_e32 v2, s23
	v_mov_b32_e32 v3, s22
	global_store_dwordx2 v8, v[2:3], s[14:15] offset:136
	v_cmp_nle_f64_e32 vcc, s[16:17], v[4:5]
	v_cndmask_b32_e64 v26, 0, 1, s[2:3]
	v_cmp_lg_f64_e64 s[2:3], s[16:17], 0
	v_cndmask_b32_e64 v17, 0, 1, s[2:3]
	v_cmp_ge_f64_e64 s[2:3], s[16:17], v[4:5]
	global_store_dword v8, v17, s[14:15] offset:104
	s_and_b64 s[0:1], s[2:3], exec
	s_cselect_b32 s2, s17, s21
	s_cselect_b32 s3, s16, s20
	s_and_b64 s[0:1], s[4:5], exec
	v_mov_b32_e32 v2, s3
	v_mov_b32_e32 v3, s2
	s_cselect_b32 s2, s17, s21
	s_cselect_b32 s3, s16, s20
	s_and_b64 s[0:1], s[6:7], exec
	global_store_dwordx2 v8, v[2:3], s[14:15] offset:152
	v_mov_b32_e32 v2, s3
	v_mov_b32_e32 v3, s2
	s_cselect_b32 s2, s17, s21
	s_cselect_b32 s3, s16, s20
	global_store_dwordx2 v8, v[2:3], s[14:15] offset:168
	v_mov_b32_e32 v2, s3
	v_mov_b32_e32 v3, s2
	global_store_dwordx2 v8, v[2:3], s[14:15] offset:184
	v_div_fixup_f64 v[2:3], v[9:10], s[18:19], v[6:7]
	s_and_b64 s[0:1], s[8:9], exec
	s_cselect_b32 s2, s17, s21
	s_cselect_b32 s3, s16, s20
	s_and_b64 s[0:1], s[10:11], exec
	s_cselect_b32 s0, s17, s21
	s_cselect_b32 s1, s16, s20
	v_mov_b32_e32 v9, s1
	v_mov_b32_e32 v10, s0
	global_store_dwordx2 v8, v[9:10], s[14:15] offset:216
	v_trunc_f64_e32 v[9:10], v[2:3]
	v_cmp_o_f64_e64 s[0:1], s[16:17], s[16:17]
	v_mov_b32_e32 v17, s3
	v_mov_b32_e32 v18, s2
	global_store_dwordx2 v8, v[17:18], s[14:15] offset:200
	v_div_fixup_f64 v[17:18], v[13:14], s[16:17], 1.0
	global_store_dwordx4 v8, v[0:3], s[14:15] offset:24
	global_store_dwordx4 v8, v[0:3], s[14:15] offset:56
	v_mov_b32_e32 v13, v2
	v_fma_f64 v[9:10], -v[9:10], s[18:19], v[6:7]
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	s_and_b64 s[0:1], s[12:13], exec
	s_cselect_b32 s0, s17, s21
	s_cselect_b32 s1, s16, s20
	v_mov_b32_e32 v14, v3
	global_store_dword v8, v22, s[14:15] offset:64
	global_store_dwordx4 v8, v[13:16], s[14:15] offset:72
	v_mov_b32_e32 v19, v17
	v_mov_b32_e32 v20, v18
	global_store_dword v8, v23, s[14:15] offset:72
	global_store_dword v8, v24, s[14:15] offset:80
	global_store_dwordx4 v8, v[17:20], s[14:15] offset:88
	global_store_dword v8, v25, s[14:15] offset:88
	global_store_dword v8, v26, s[14:15] offset:96
	global_store_dwordx4 v8, v[9:12], s[14:15] offset:40
	global_store_dword v8, v2, s[14:15] offset:112
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v3, s0
	v_cmp_nlg_f64_e64 s[0:1], s[16:17], 0
	global_store_dwordx2 v8, v[2:3], s[14:15] offset:232
	v_sqrt_f64_e32 v[9:10], s[16:17]
	v_trunc_f64_e32 v[15:16], s[16:17]
	v_floor_f64_e32 v[13:14], s[16:17]
	v_mov_b32_e32 v6, s20
	v_mov_b32_e32 v7, s21
	v_mov_b32_e32 v19, s17
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, s17, s21
	s_cselect_b32 s1, s16, s20
	global_store_dword v8, v2, s[14:15] offset:120
	v_cmp_nlt_f64_e32 vcc, s[16:17], v[4:5]
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v3, s0
	v_cmp_nle_f64_e64 s[0:1], s[16:17], 0
	global_store_dwordx2 v8, v[2:3], s[14:15] offset:248
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v10
	v_add_f64 v[17:18], s[16:17], -v[15:16]
	global_store_dwordx4 v8, v[9:12], s[14:15] offset:344
	v_max_f64 v[21:22], s[18:19], s[18:19]
	v_mov_b32_e32 v11, s16
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, s17, s21
	s_cselect_b32 s1, s16, s20
	global_store_dword v8, v2, s[14:15] offset:128
	v_cmp_nge_f64_e32 vcc, s[16:17], v[4:5]
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v3, s0
	v_cmp_nlt_f64_e64 s[0:1], s[16:17], 0
	global_store_dwordx2 v8, v[2:3], s[14:15] offset:264
	v_mov_b32_e32 v9, s16
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, s17, s21
	s_cselect_b32 s1, s16, s20
	global_store_dword v8, v2, s[14:15] offset:136
	v_cmp_ngt_f64_e32 vcc, s[16:17], v[4:5]
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v3, s0
	v_cmp_nge_f64_e64 s[0:1], s[16:17], 0
	global_store_dwordx2 v8, v[2:3], s[14:15] offset:280
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, s17, s21
	s_cselect_b32 s1, s16, s20
	global_store_dword v8, v2, s[14:15] offset:144
	v_cmp_neq_f64_e32 vcc, s[16:17], v[4:5]
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v3, s0
	v_cmp_ngt_f64_e64 s[0:1], s[16:17], 0
	global_store_dwordx2 v8, v[2:3], s[14:15] offset:296
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, s17, s21
	s_cselect_b32 s1, s16, s20
	global_store_dword v8, v2, s[14:15] offset:152
	v_cmp_u_f64_e32 vcc, s[16:17], v[4:5]
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v3, s0
	v_cmp_neq_f64_e64 s[0:1], s[16:17], 0
	global_store_dwordx2 v8, v[2:3], s[14:15] offset:312
	v_cndmask_b32_e64 v23, 0, 1, s[0:1]
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s1, s16, s20
	s_cselect_b32 s0, s17, s21
	v_mov_b32_e32 v2, s1
	s_and_b32 s1, s17, 0x7fffffff
	v_mov_b32_e32 v12, s1
	global_store_dwordx4 v8, v[11:14], s[14:15] offset:360
	v_mov_b32_e32 v3, s0
	v_fma_f64 v[11:12], s[16:17], v[4:5], v[6:7]
	global_store_dwordx2 v8, v[2:3], s[14:15] offset:328
	s_brev_b32 s0, -2
	v_mov_b32_e32 v2, s19
	v_bfi_b32 v3, s0, v19, v2
	v_cmp_ge_f64_e64 vcc, |v[17:18]|, 0.5
	v_mov_b32_e32 v10, v3
	v_ceil_f64_e32 v[13:14], s[16:17]
	global_store_dwordx4 v8, v[9:12], s[14:15] offset:456
	v_rndne_f64_e32 v[17:18], s[16:17]
	v_fma_f64 v[9:10], -s[16:17], |v[4:5]|, v[6:7]
	v_max_f64 v[4:5], s[16:17], s[16:17]
	v_mov_b32_e32 v6, 0x3ff00000
	v_bfi_b32 v6, s0, v6, v19
	v_cmp_u_f64_e64 s[0:1], s[16:17], s[16:17]
	v_cndmask_b32_e32 v7, 0, v6, vcc
	v_mov_b32_e32 v6, 0
	v_add_f64 v[19:20], v[15:16], v[6:7]
	global_store_dwordx4 v8, v[13:16], s[14:15] offset:376
	v_min_f64 v[6:7], v[4:5], v[21:22]
	v_max_f64 v[15:16], v[4:5], v[21:22]
	global_store_dword v8, v23, s[14:15] offset:160
	v_cndmask_b32_e64 v23, 0, 1, s[0:1]
	global_store_dword v8, v23, s[14:15] offset:168
	global_store_dwordx4 v8, v[17:20], s[14:15] offset:392
	global_store_dwordx4 v8, v[4:7], s[14:15] offset:408
	global_store_dwordx4 v8, v[9:12], s[14:15] offset:472
	v_max_f64 v[4:5], s[16:17], s[16:17] clamp
	v_add_f64 v[11:12], v[0:1], s[20:21]
	v_mov_b32_e32 v13, v6
	v_mov_b32_e32 v14, v7
	v_min_f64 v[6:7], v[15:16], s[20:21]
	v_mov_b32_e32 v2, s16
	v_mov_b32_e32 v0, v15
	v_mov_b32_e32 v1, v16
	global_store_dwordx4 v8, v[13:16], s[14:15] offset:424
	global_store_dwordx4 v8, v[0:3], s[14:15] offset:440
	global_store_dwordx4 v8, v[9:12], s[14:15] offset:488
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v3, v12
	global_store_dwordx4 v8, v[2:5], s[14:15] offset:504
	global_store_dwordx2 v8, v[6:7], s[14:15] offset:520
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 24
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
	.size	float_f64_uni_f64, .Lfunc_end0-float_f64_uni_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1812
; NumSgprs: 26
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 30
; Occupancy: 8
; WaveLimiterHint : 1
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         float_f64_uni_f64.kd
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
