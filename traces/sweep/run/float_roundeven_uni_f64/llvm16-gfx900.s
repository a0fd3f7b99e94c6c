	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	float_roundeven_uni_f64         ; -- Begin function float_roundeven_uni_f64
	.p2align	8
	.type	float_roundeven_uni_f64,@function
float_roundeven_uni_f64:                ; @float_roundeven_uni_f64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[16:19], s[4:5], 0x10
	s_load_dwordx2 s[14:15], s[4:5], 0x0
	s_load_dwordx2 s[20:21], s[4:5], 0x20
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s16
	v_mov_b32_e32 v3, s17
	v_div_scale_f64 v[13:14], s[0:1], s[18:19], s[18:19], v[2:3]
	v_div_scale_f64 v[15:16], s[0:1], s[16:17], s[16:17], 1.0
	v_div_scale_f64 v[23:24], s[0:1], 1.0, s[16:17], 1.0
	v_cmp_eq_f64_e64 s[2:3], s[16:17], 0
	s_xor_b32 s4, s17, 0x80000000
	v_rcp_f64_e32 v[0:1], v[13:14]
	v_rcp_f64_e32 v[4:5], v[15:16]
	v_fma_f64 v[6:7], -v[13:14], v[0:1], 1.0
	v_fma_f64 v[8:9], -v[15:16], v[4:5], 1.0
	v_fma_f64 v[11:12], v[0:1], v[6:7], v[0:1]
	v_mov_b32_e32 v0, s18
	v_mov_b32_e32 v1, s19
	v_fma_f64 v[17:18], v[4:5], v[8:9], v[4:5]
	v_div_scale_f64 v[19:20], vcc, s[16:17], v[0:1], s[16:17]
	v_bfrev_b32_e32 v7, 6
	v_mov_b32_e32 v8, 0xc00921fb
	v_fma_f64 v[21:22], -v[13:14], v[11:12], 1.0
	v_add_f64 v[5:6], s[16:17], s[16:17]
	v_mul_f64 v[7:8], s[16:17], v[7:8]
	v_fma_f64 v[25:26], -v[15:16], v[17:18], 1.0
	v_mov_b32_e32 v4, 0
	v_add_f64 v[9:10], s[16:17], v[0:1]
	v_cmp_le_f64_e64 s[6:7], s[16:17], v[0:1]
	v_cmp_lg_f64_e64 s[8:9], s[16:17], v[0:1]
	v_fma_f64 v[21:22], v[11:12], v[21:22], v[11:12]
	v_add_f64 v[11:12], s[16:17], -v[0:1]
	global_store_dwordx4 v4, v[5:8], s[14:15] offset:104
	v_fma_f64 v[17:18], v[17:18], v[25:26], v[17:18]
	v_cmp_o_f64_e64 s[10:11], s[16:17], v[0:1]
	v_mov_b32_e32 v7, v9
	v_mov_b32_e32 v8, v10
	v_cmp_nlg_f64_e64 s[12:13], s[16:17], v[0:1]
	v_mul_f64 v[5:6], v[19:20], v[21:22]
	global_store_dwordx4 v4, v[9:12], s[14:15] offset:8
	s_nop 0
	v_mul_f64 v[9:10], v[23:24], v[17:18]
	v_mov_b32_e32 v11, s16
	v_fma_f64 v[12:13], -v[13:14], v[5:6], v[19:20]
	v_cndmask_b32_e64 v19, 0, 1, s[2:3]
	v_cmp_gt_f64_e64 s[2:3], s[16:17], 0
	v_fma_f64 v[14:15], -v[15:16], v[9:10], v[23:24]
	v_div_fmas_f64 v[5:6], v[12:13], v[21:22], v[5:6]
	s_mov_b64 vcc, s[0:1]
	v_cndmask_b32_e64 v23, 0, 1, s[2:3]
	v_cmp_ge_f64_e64 s[2:3], s[16:17], 0
	v_div_fmas_f64 v[9:10], v[14:15], v[17:18], v[9:10]
	v_cmp_eq_f64_e32 vcc, s[16:17], v[0:1]
	v_cmp_gt_f64_e64 s[0:1], s[16:17], v[0:1]
	v_mov_b32_e32 v12, s4
	v_cmp_lt_f64_e64 s[4:5], s[16:17], v[0:1]
	v_mul_f64 v[13:14], s[16:17], v[0:1]
	v_cndmask_b32_e64 v24, 0, 1, s[2:3]
	v_cmp_lt_f64_e64 s[2:3], s[16:17], 0
	s_and_b64 s[22:23], vcc, exec
	s_cselect_b32 s22, s17, s21
	s_cselect_b32 s23, s16, s20
	s_and_b64 s[0:1], s[0:1], exec
	v_mov_b32_e32 v15, s23
	s_cselect_b32 s23, s16, s20
	v_cmp_nle_f64_e32 vcc, s[16:17], v[0:1]
	v_cndmask_b32_e64 v21, 0, 1, s[2:3]
	v_cmp_le_f64_e64 s[2:3], s[16:17], 0
	v_cndmask_b32_e64 v22, 0, 1, s[2:3]
	v_cmp_lg_f64_e64 s[2:3], s[16:17], 0
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_ge_f64_e64 s[2:3], s[16:17], v[0:1]
	global_store_dword v4, v16, s[14:15] offset:104
	v_mov_b32_e32 v16, s22
	s_cselect_b32 s22, s17, s21
	global_store_dwordx2 v4, v[15:16], s[14:15] offset:120
	v_mov_b32_e32 v15, s23
	v_mov_b32_e32 v16, s22
	global_store_dwordx2 v4, v[15:16], s[14:15] offset:136
	s_and_b64 s[0:1], s[2:3], exec
	s_cselect_b32 s2, s17, s21
	s_cselect_b32 s3, s16, s20
	s_and_b64 s[0:1], s[4:5], exec
	v_mov_b32_e32 v15, s3
	v_mov_b32_e32 v16, s2
	s_cselect_b32 s2, s17, s21
	s_cselect_b32 s3, s16, s20
	s_and_b64 s[0:1], s[6:7], exec
	global_store_dwordx2 v4, v[15:16], s[14:15] offset:152
	v_mov_b32_e32 v15, s3
	v_mov_b32_e32 v16, s2
	s_cselect_b32 s2, s17, s21
	s_cselect_b32 s3, s16, s20
	global_store_dwordx2 v4, v[15:16], s[14:15] offset:168
	v_mov_b32_e32 v15, s3
	v_mov_b32_e32 v16, s2
	global_store_dwordx2 v4, v[15:16], s[14:15] offset:184
	v_div_fixup_f64 v[15:16], v[5:6], s[18:19], v[2:3]
	s_and_b64 s[0:1], s[8:9], exec
	s_cselect_b32 s2, s17, s21
	s_cselect_b32 s3, s16, s20
	s_and_b64 s[0:1], s[10:11], exec
	s_cselect_b32 s0, s17, s21
	s_cselect_b32 s1, s16, s20
	v_mov_b32_e32 v5, s1
	v_mov_b32_e32 v6, s0
	global_store_dwordx2 v4, v[5:6], s[14:15] offset:216
	v_trunc_f64_e32 v[5:6], v[15:16]
	v_cmp_o_f64_e64 s[0:1], s[16:17], s[16:17]
	v_mov_b32_e32 v17, s3
	v_mov_b32_e32 v18, s2
	global_store_dwordx2 v4, v[17:18], s[14:15] offset:200
	v_div_fixup_f64 v[17:18], v[9:10], s[16:17], 1.0
	global_store_dwordx4 v4, v[13:16], s[14:15] offset:24
	global_store_dwordx4 v4, v[13:16], s[14:15] offset:56
	v_mov_b32_e32 v9, v15
	v_fma_f64 v[5:6], -v[5:6], s[18:19], v[2:3]
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	s_and_b64 s[0:1], s[12:13], exec
	s_cselect_b32 s0, s17, s21
	s_cselect_b32 s1, s16, s20
	v_mov_b32_e32 v10, v16
	global_store_dword v4, v19, s[14:15] offset:64
	global_store_dwordx4 v4, v[9:12], s[14:15] offset:72
	v_mov_b32_e32 v19, v17
	v_mov_b32_e32 v20, v18
	global_store_dword v4, v23, s[14:15] offset:72
	global_store_dword v4, v24, s[14:15] offset:80
	global_store_dwordx4 v4, v[17:20], s[14:15] offset:88
	global_store_dword v4, v21, s[14:15] offset:88
	global_store_dword v4, v22, s[14:15] offset:96
	global_store_dwordx4 v4, v[5:8], s[14:15] offset:40
	global_store_dword v4, v2, s[14:15] offset:112
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v3, s0
	v_cmp_nlg_f64_e64 s[0:1], s[16:17], 0
	global_store_dwordx2 v4, v[2:3], s[14:15] offset:232
	v_max_f64 v[7:8], s[16:17], v[0:1]
	v_add_f64 v[5:6], v[13:14], s[20:21]
	v_max_f64 v[9:10], s[16:17], s[16:17] clamp
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, s17, s21
	s_cselect_b32 s1, s16, s20
	global_store_dword v4, v2, s[14:15] offset:120
	v_cmp_nlt_f64_e32 vcc, s[16:17], v[0:1]
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v3, s0
	v_cmp_nle_f64_e64 s[0:1], s[16:17], 0
	global_store_dwordx2 v4, v[2:3], s[14:15] offset:248
	v_min_f64 v[11:12], v[7:8], s[20:21]
	v_mov_b32_e32 v7, v5
	v_mov_b32_e32 v8, v6
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, s17, s21
	s_cselect_b32 s1, s16, s20
	global_store_dword v4, v2, s[14:15] offset:128
	v_cmp_nge_f64_e32 vcc, s[16:17], v[0:1]
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v3, s0
	v_cmp_nlt_f64_e64 s[0:1], s[16:17], 0
	global_store_dwordx2 v4, v[2:3], s[14:15] offset:264
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, s17, s21
	s_cselect_b32 s1, s16, s20
	global_store_dword v4, v2, s[14:15] offset:136
	v_cmp_ngt_f64_e32 vcc, s[16:17], v[0:1]
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v3, s0
	v_cmp_nge_f64_e64 s[0:1], s[16:17], 0
	global_store_dwordx2 v4, v[2:3], s[14:15] offset:280
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, s17, s21
	s_cselect_b32 s1, s16, s20
	global_store_dword v4, v2, s[14:15] offset:144
	v_cmp_neq_f64_e32 vcc, s[16:17], v[0:1]
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v3, s0
	v_cmp_ngt_f64_e64 s[0:1], s[16:17], 0
	global_store_dwordx2 v4, v[2:3], s[14:15] offset:296
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, s17, s21
	s_cselect_b32 s1, s16, s20
	global_store_dword v4, v2, s[14:15] offset:152
	v_cmp_u_f64_e32 vcc, s[16:17], v[0:1]
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v3, s0
	v_cmp_neq_f64_e64 s[0:1], s[16:17], 0
	global_store_dwordx2 v4, v[2:3], s[14:15] offset:312
	v_rndne_f64_e32 v[0:1], s[16:17]
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, s17, s21
	s_cselect_b32 s1, s16, s20
	global_store_dword v4, v2, s[14:15] offset:160
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v3, s0
	v_cmp_u_f64_e64 s[0:1], s[16:17], s[16:17]
	global_store_dwordx2 v4, v[2:3], s[14:15] offset:328
	v_mov_b32_e32 v3, v1
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	global_store_dword v4, v2, s[14:15] offset:168
	v_mov_b32_e32 v2, v0
	global_store_dwordx4 v4, v[0:3], s[14:15] offset:344
	global_store_dwordx4 v4, v[5:8], s[14:15] offset:360
	global_store_dwordx4 v4, v[9:12], s[14:15] offset:376
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel float_roundeven_uni_f64
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
		.amdhsa_next_free_vgpr 27
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
	.size	float_roundeven_uni_f64, .Lfunc_end0-float_roundeven_uni_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1536
; NumSgprs: 26
; NumVgprs: 27
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 27
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
    .name:           float_roundeven_uni_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_uni_f64.kd
    .vgpr_count:     27
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
