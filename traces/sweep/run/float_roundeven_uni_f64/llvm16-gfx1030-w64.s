	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	float_roundeven_uni_f64         ; -- Begin function float_roundeven_uni_f64
	.p2align	8
	.type	float_roundeven_uni_f64,@function
float_roundeven_uni_f64:                ; @float_roundeven_uni_f64
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	s_brev_b32 s0, 6
	s_mov_b32 s1, 0xc00921fb
	s_load_dwordx2 s[4:5], s[4:5], 0x20
	s_waitcnt lgkmcnt(0)
	v_div_scale_f64 v[13:14], null, s[10:11], s[10:11], s[8:9]
	v_div_scale_f64 v[15:16], null, s[8:9], s[8:9], 1.0
	v_div_scale_f64 v[19:20], vcc, s[8:9], s[10:11], s[8:9]
	v_cmp_eq_f64_e64 s[12:13], s[8:9], 0
	v_cmp_gt_f64_e64 s[14:15], s[8:9], 0
	v_cmp_ge_f64_e64 s[16:17], s[8:9], 0
	v_cmp_lt_f64_e64 s[18:19], s[8:9], 0
	v_cmp_lg_f64_e64 s[22:23], s[8:9], 0
	v_cmp_o_f64_e64 s[24:25], s[8:9], s[8:9]
	v_cmp_neq_f64_e64 s[34:35], s[8:9], 0
	v_cmp_nlg_f64_e64 s[26:27], s[8:9], 0
	v_cmp_nge_f64_e64 s[30:31], s[8:9], 0
	v_cmp_nlt_f64_e64 s[28:29], s[8:9], 0
	v_cmp_eq_f64_e64 s[6:7], s[8:9], s[10:11]
	v_cmp_lg_f64_e64 s[20:21], s[8:9], s[10:11]
	s_xor_b32 s33, s9, 0x80000000
	v_cmp_u_f64_e64 s[36:37], s[8:9], s[10:11]
	v_rcp_f64_e32 v[0:1], v[13:14]
	v_rcp_f64_e32 v[2:3], v[15:16]
	v_cndmask_b32_e64 v25, 0, 1, s[12:13]
	v_cmp_gt_f64_e64 s[12:13], s[8:9], s[10:11]
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s38, s9, s5
	s_cselect_b32 s39, s8, s4
	v_fma_f64 v[4:5], -v[13:14], v[0:1], 1.0
	v_fma_f64 v[6:7], -v[15:16], v[2:3], 1.0
	s_and_b64 s[6:7], s[12:13], exec
	s_cselect_b32 s12, s9, s5
	s_cselect_b32 s13, s8, s4
	v_fma_f64 v[9:10], v[0:1], v[4:5], v[0:1]
	v_add_f64 v[0:1], s[8:9], s[10:11]
	v_fma_f64 v[11:12], v[2:3], v[6:7], v[2:3]
	v_add_f64 v[5:6], s[8:9], s[8:9]
	v_mul_f64 v[7:8], s[8:9], s[0:1]
	v_add_f64 v[2:3], s[8:9], -s[10:11]
	v_mov_b32_e32 v4, 0
	v_div_scale_f64 v[23:24], s[0:1], 1.0, s[8:9], 1.0
	v_fma_f64 v[17:18], -v[13:14], v[9:10], 1.0
	v_fma_f64 v[21:22], -v[15:16], v[11:12], 1.0
	global_store_dwordx4 v4, v[5:8], s[2:3] offset:104
	v_mul_f64 v[5:6], s[8:9], s[10:11]
	global_store_dwordx4 v4, v[0:3], s[2:3] offset:8
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	v_fma_f64 v[17:18], v[9:10], v[17:18], v[9:10]
	v_rndne_f64_e32 v[9:10], s[8:9]
	v_fma_f64 v[0:1], v[11:12], v[21:22], v[11:12]
	v_add_f64 v[7:8], v[5:6], s[4:5]
	v_mul_f64 v[21:22], v[19:20], v[17:18]
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v10
	global_store_dwordx4 v4, v[9:12], s[2:3] offset:344
	v_mov_b32_e32 v9, v7
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, s8
	global_store_dwordx4 v4, v[7:10], s[2:3] offset:360
	v_fma_f64 v[12:13], -v[13:14], v[21:22], v[19:20]
	v_mul_f64 v[19:20], v[23:24], v[0:1]
	v_cndmask_b32_e64 v14, 0, 1, s[22:23]
	v_cmp_o_f64_e64 s[22:23], s[8:9], s[10:11]
	v_div_fmas_f64 v[9:10], v[12:13], v[17:18], v[21:22]
	v_fma_f64 v[7:8], -v[15:16], v[19:20], v[23:24]
	s_mov_b64 vcc, s[0:1]
	v_cmp_nle_f64_e64 s[0:1], s[8:9], 0
	v_cndmask_b32_e64 v23, 0, 1, s[14:15]
	v_cmp_ge_f64_e64 s[14:15], s[8:9], s[10:11]
	v_cndmask_b32_e64 v24, 0, 1, s[16:17]
	v_cmp_lt_f64_e64 s[16:17], s[8:9], s[10:11]
	v_cndmask_b32_e64 v21, 0, 1, s[18:19]
	v_cmp_le_f64_e64 s[18:19], s[8:9], s[10:11]
	v_cndmask_b32_e64 v15, 0, 1, s[24:25]
	v_cmp_nlg_f64_e64 s[24:25], s[8:9], s[10:11]
	v_cndmask_b32_e64 v12, 0, 1, s[34:35]
	v_cmp_ngt_f64_e64 s[34:35], s[8:9], 0
	v_cndmask_b32_e64 v16, 0, 1, s[26:27]
	v_cmp_nle_f64_e64 s[26:27], s[8:9], s[10:11]
	v_cndmask_b32_e64 v17, 0, 1, s[28:29]
	v_cmp_nge_f64_e64 s[28:29], s[8:9], s[10:11]
	v_div_fmas_f64 v[0:1], v[7:8], v[0:1], v[19:20]
	v_cndmask_b32_e64 v8, 0, 1, s[30:31]
	v_cndmask_b32_e64 v7, 0, 1, s[0:1]
	v_cmp_nlt_f64_e64 s[0:1], s[8:9], s[10:11]
	v_cmp_ngt_f64_e64 s[30:31], s[8:9], s[10:11]
	s_and_b64 s[6:7], s[14:15], exec
	s_cselect_b32 s14, s9, s5
	global_store_dword v4, v7, s[2:3] offset:128
	global_store_dword v4, v8, s[2:3] offset:144
	global_store_dword v4, v12, s[2:3] offset:160
	v_mov_b32_e32 v7, s39
	v_mov_b32_e32 v8, s38
	global_store_dword v4, v14, s[2:3] offset:104
	global_store_dword v4, v15, s[2:3] offset:112
	s_cselect_b32 s15, s8, s4
	s_and_b64 s[6:7], s[16:17], exec
	v_cndmask_b32_e64 v18, 0, 1, s[34:35]
	global_store_dwordx2 v4, v[7:8], s[2:3] offset:120
	v_mov_b32_e32 v7, s13
	v_mov_b32_e32 v8, s12
	s_cselect_b32 s12, s9, s5
	s_cselect_b32 s13, s8, s4
	s_and_b64 s[6:7], s[18:19], exec
	v_mov_b32_e32 v14, s13
	global_store_dwordx2 v4, v[7:8], s[2:3] offset:136
	v_mov_b32_e32 v7, s15
	v_mov_b32_e32 v8, s14
	s_cselect_b32 s14, s9, s5
	s_cselect_b32 s15, s8, s4
	s_and_b64 s[6:7], s[20:21], exec
	global_store_dword v4, v16, s[2:3] offset:120
	global_store_dword v4, v17, s[2:3] offset:136
	v_mov_b32_e32 v16, s15
	v_mov_b32_e32 v17, s14
	v_mov_b32_e32 v15, s12
	s_cselect_b32 s12, s9, s5
	s_cselect_b32 s13, s8, s4
	s_and_b64 s[6:7], s[22:23], exec
	s_cselect_b32 s14, s9, s5
	s_cselect_b32 s15, s8, s4
	s_and_b64 s[6:7], s[24:25], exec
	global_store_dwordx2 v4, v[7:8], s[2:3] offset:152
	v_div_fixup_f64 v[7:8], v[9:10], s[10:11], s[8:9]
	v_mov_b32_e32 v9, s13
	v_mov_b32_e32 v10, s12
	s_cselect_b32 s12, s9, s5
	s_cselect_b32 s13, s8, s4
	s_and_b64 s[6:7], s[26:27], exec
	s_cselect_b32 s6, s9, s5
	s_cselect_b32 s7, s8, s4
	s_and_b64 s[0:1], s[0:1], exec
	global_store_dwordx2 v4, v[16:17], s[2:3] offset:184
	v_mov_b32_e32 v16, s13
	v_mov_b32_e32 v17, s12
	s_cselect_b32 s12, s9, s5
	s_cselect_b32 s13, s8, s4
	s_and_b64 s[0:1], s[28:29], exec
	global_store_dwordx2 v4, v[14:15], s[2:3] offset:168
	global_store_dword v4, v18, s[2:3] offset:152
	global_store_dwordx2 v4, v[9:10], s[2:3] offset:200
	v_mov_b32_e32 v9, s7
	v_mov_b32_e32 v10, s6
	s_cselect_b32 s6, s9, s5
	s_cselect_b32 s7, s8, s4
	s_and_b64 s[0:1], s[30:31], exec
	s_cselect_b32 s0, s9, s5
	s_cselect_b32 s1, s8, s4
	v_cmp_neq_f64_e64 s[34:35], s[8:9], s[10:11]
	global_store_dwordx2 v4, v[16:17], s[2:3] offset:232
	v_mov_b32_e32 v17, s1
	v_mov_b32_e32 v18, s0
	v_cmp_u_f64_e64 s[0:1], s[8:9], s[8:9]
	v_trunc_f64_e32 v[19:20], v[7:8]
	v_max_f64 v[12:13], s[8:9], s[10:11]
	global_store_dwordx2 v4, v[9:10], s[2:3] offset:248
	v_mov_b32_e32 v9, s7
	v_mov_b32_e32 v10, s6
	v_mov_b32_e32 v14, s15
	v_mov_b32_e32 v15, s14
	global_store_dwordx2 v4, v[17:18], s[2:3] offset:296
	v_div_fixup_f64 v[17:18], v[0:1], s[8:9], 1.0
	global_store_dwordx2 v4, v[9:10], s[2:3] offset:280
	global_store_dwordx2 v4, v[14:15], s[2:3] offset:216
	v_mov_b32_e32 v14, s13
	v_mov_b32_e32 v15, s12
	global_store_dwordx2 v4, v[14:15], s[2:3] offset:264
	v_cndmask_b32_e64 v22, 0, 1, s[0:1]
	s_and_b64 s[0:1], s[34:35], exec
	s_cselect_b32 s0, s9, s5
	s_cselect_b32 s1, s8, s4
	v_mov_b32_e32 v10, s0
	v_mov_b32_e32 v9, s1
	s_and_b64 s[0:1], s[36:37], exec
	s_cselect_b32 s0, s9, s5
	s_cselect_b32 s1, s8, s4
	v_fma_f64 v[0:1], -v[19:20], s[10:11], s[8:9]
	global_store_dwordx2 v4, v[9:10], s[2:3] offset:312
	v_mov_b32_e32 v9, s1
	v_mov_b32_e32 v10, s0
	v_cmp_le_f64_e64 s[0:1], s[8:9], 0
	v_min_f64 v[15:16], v[12:13], s[4:5]
	v_max_f64 v[13:14], s[8:9], s[8:9] clamp
	global_store_dword v4, v22, s[2:3] offset:168
	v_mov_b32_e32 v12, s33
	global_store_dwordx2 v4, v[9:10], s[2:3] offset:328
	global_store_dwordx4 v4, v[5:8], s[2:3] offset:24
	v_mov_b32_e32 v9, v7
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v19, v17
	v_mov_b32_e32 v20, v18
	global_store_dwordx4 v4, v[5:8], s[2:3] offset:56
	v_cndmask_b32_e64 v22, 0, 1, s[0:1]
	global_store_dword v4, v25, s[2:3] offset:64
	global_store_dwordx4 v4, v[9:12], s[2:3] offset:72
	global_store_dword v4, v23, s[2:3] offset:72
	global_store_dword v4, v24, s[2:3] offset:80
	global_store_dwordx4 v4, v[17:20], s[2:3] offset:88
	global_store_dword v4, v21, s[2:3] offset:88
	global_store_dword v4, v22, s[2:3] offset:96
	global_store_dwordx4 v4, v[0:3], s[2:3] offset:40
	global_store_dwordx4 v4, v[13:16], s[2:3] offset:376
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
		.amdhsa_wavefront_size32 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 26
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
	.size	float_roundeven_uni_f64, .Lfunc_end0-float_roundeven_uni_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1576
; NumSgprs: 42
; NumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 26
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
    .name:           float_roundeven_uni_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_uni_f64.kd
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
