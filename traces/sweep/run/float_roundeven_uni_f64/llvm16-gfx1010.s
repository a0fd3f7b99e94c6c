	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	float_roundeven_uni_f64         ; -- Begin function float_roundeven_uni_f64
	.p2align	8
	.type	float_roundeven_uni_f64,@function
float_roundeven_uni_f64:                ; @float_roundeven_uni_f64
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	v_mov_b32_e32 v8, 0
	s_brev_b32 s6, 6
	s_mov_b32 s7, 0xc00921fb
	s_load_dwordx2 s[4:5], s[4:5], 0x20
	s_waitcnt lgkmcnt(0)
	v_div_scale_f64 v[0:1], s0, s[10:11], s[10:11], s[8:9]
	v_div_scale_f64 v[6:7], s0, s[8:9], s[8:9], 1.0
	v_cmp_nle_f64_e64 s19, s[8:9], 0
	v_div_scale_f64 v[25:26], vcc_lo, s[8:9], s[10:11], s[8:9]
	v_cmp_nge_f64_e64 s21, s[8:9], 0
	v_cmp_neq_f64_e64 s23, s[8:9], 0
	v_add_f64 v[9:10], s[8:9], s[10:11]
	v_add_f64 v[11:12], s[8:9], -s[10:11]
	v_div_scale_f64 v[27:28], s0, 1.0, s[8:9], 1.0
	v_mul_f64 v[15:16], s[8:9], s[6:7]
	v_cmp_eq_f64_e64 s7, s[8:9], 0
	v_cmp_gt_f64_e64 s12, s[8:9], 0
	v_cmp_ge_f64_e64 s13, s[8:9], 0
	v_cmp_lt_f64_e64 s14, s[8:9], 0
	v_cmp_le_f64_e64 s15, s[8:9], 0
	v_cmp_lg_f64_e64 s16, s[8:9], 0
	v_cmp_o_f64_e64 s17, s[8:9], s[8:9]
	v_cmp_nlg_f64_e64 s18, s[8:9], 0
	v_rcp_f64_e32 v[2:3], v[0:1]
	v_cmp_nlt_f64_e64 s20, s[8:9], 0
	v_rcp_f64_e32 v[17:18], v[6:7]
	v_cmp_eq_f64_e64 s6, s[8:9], s[10:11]
	v_cndmask_b32_e64 v35, 0, 1, s19
	v_cmp_ngt_f64_e64 s22, s[8:9], 0
	v_cmp_u_f64_e64 s24, s[8:9], s[8:9]
	v_add_f64 v[13:14], s[8:9], s[8:9]
	s_xor_b32 s1, s9, 0x80000000
	global_store_dword v8, v35, s[2:3] offset:128
	v_cmp_nlt_f64_e64 s19, s[8:9], s[10:11]
	v_cndmask_b32_e64 v37, 0, 1, s7
	v_cmp_gt_f64_e64 s7, s[8:9], s[10:11]
	v_cndmask_b32_e64 v38, 0, 1, s12
	v_cmp_ge_f64_e64 s12, s[8:9], s[10:11]
	v_cndmask_b32_e64 v39, 0, 1, s13
	v_cmp_lt_f64_e64 s13, s[8:9], s[10:11]
	v_cndmask_b32_e64 v40, 0, 1, s14
	v_cmp_le_f64_e64 s14, s[8:9], s[10:11]
	v_cndmask_b32_e64 v41, 0, 1, s15
	v_cmp_lg_f64_e64 s15, s[8:9], s[10:11]
	v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0
	v_cndmask_b32_e64 v42, 0, 1, s16
	v_fma_f64 v[21:22], -v[6:7], v[17:18], 1.0
	v_cmp_o_f64_e64 s16, s[8:9], s[10:11]
	v_cndmask_b32_e64 v43, 0, 1, s17
	v_cmp_nlg_f64_e64 s17, s[8:9], s[10:11]
	v_cndmask_b32_e64 v44, 0, 1, s18
	v_cmp_nle_f64_e64 s18, s[8:9], s[10:11]
	v_cndmask_b32_e64 v45, 0, 1, s20
	v_cmp_nge_f64_e64 s20, s[8:9], s[10:11]
	v_cndmask_b32_e64 v46, 0, 1, s22
	v_cmp_neq_f64_e64 s22, s[8:9], s[10:11]
	v_cndmask_b32_e64 v47, 0, 1, s24
	v_fma_f64 v[19:20], v[2:3], v[4:5], v[2:3]
	v_mul_f64 v[4:5], s[8:9], s[10:11]
	v_fma_f64 v[29:30], v[17:18], v[21:22], v[17:18]
	v_rndne_f64_e32 v[17:18], s[8:9]
	v_mov_b32_e32 v3, s1
	s_and_b32 s1, s6, exec_lo
	s_cselect_b32 s1, s9, s5
	s_cselect_b32 s6, s8, s4
	s_and_b32 s7, s7, exec_lo
	s_cselect_b32 s7, s9, s5
	s_cselect_b32 s24, s8, s4
	s_and_b32 s12, s12, exec_lo
	v_max_f64 v[21:22], s[8:9], s[8:9] clamp
	v_mov_b32_e32 v2, s8
	v_fma_f64 v[23:24], -v[0:1], v[19:20], 1.0
	v_fma_f64 v[33:34], -v[6:7], v[29:30], 1.0
	v_fma_f64 v[31:32], v[19:20], v[23:24], v[19:20]
	v_cndmask_b32_e64 v19, 0, 1, s21
	v_cndmask_b32_e64 v20, 0, 1, s23
	v_max_f64 v[23:24], s[8:9], s[10:11]
	v_cmp_ngt_f64_e64 s21, s[8:9], s[10:11]
	global_store_dword v8, v19, s[2:3] offset:144
	global_store_dword v8, v20, s[2:3] offset:160
	global_store_dwordx4 v8, v[9:12], s[2:3] offset:8
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v10
	v_fma_f64 v[9:10], v[29:30], v[33:34], v[29:30]
	v_mov_b32_e32 v19, v17
	v_mov_b32_e32 v20, v18
	v_cmp_u_f64_e64 s23, s[8:9], s[10:11]
	global_store_dwordx4 v8, v[13:16], s[2:3] offset:104
	v_mov_b32_e32 v15, s6
	v_mov_b32_e32 v16, s1
	s_cselect_b32 s1, s9, s5
	s_cselect_b32 s6, s8, s4
	s_and_b32 s12, s13, exec_lo
	s_cselect_b32 s12, s8, s4
	global_store_dword v8, v42, s[2:3] offset:104
	global_store_dword v8, v43, s[2:3] offset:112
	v_add_f64 v[13:14], v[4:5], s[4:5]
	v_mul_f64 v[35:36], v[25:26], v[31:32]
	v_mov_b32_e32 v29, s6
	v_mov_b32_e32 v30, s1
	global_store_dwordx4 v8, v[17:20], s[2:3] offset:344
	v_mov_b32_e32 v17, s12
	global_store_dwordx2 v8, v[15:16], s[2:3] offset:120
	global_store_dword v8, v44, s[2:3] offset:120
	v_min_f64 v[23:24], v[23:24], s[4:5]
	v_mul_f64 v[33:34], v[27:28], v[9:10]
	v_fma_f64 v[0:1], -v[0:1], v[35:36], v[25:26]
	v_mov_b32_e32 v26, s7
	s_cselect_b32 s7, s9, s5
	v_mov_b32_e32 v25, s24
	v_mov_b32_e32 v18, s7
	s_and_b32 s13, s14, exec_lo
	s_cselect_b32 s1, s9, s5
	s_cselect_b32 s6, s8, s4
	global_store_dwordx2 v8, v[25:26], s[2:3] offset:136
	v_fma_f64 v[27:28], -v[6:7], v[33:34], v[27:28]
	global_store_dword v8, v45, s[2:3] offset:136
	global_store_dwordx2 v8, v[29:30], s[2:3] offset:152
	global_store_dword v8, v46, s[2:3] offset:152
	global_store_dwordx2 v8, v[17:18], s[2:3] offset:168
	s_and_b32 s13, s15, exec_lo
	s_cselect_b32 s7, s9, s5
	s_cselect_b32 s12, s8, s4
	s_and_b32 s13, s16, exec_lo
	v_mov_b32_e32 v19, s6
	v_mov_b32_e32 v20, s1
	s_cselect_b32 s1, s9, s5
	s_cselect_b32 s6, s8, s4
	s_and_b32 s13, s17, exec_lo
	v_mov_b32_e32 v15, s12
	v_div_fmas_f64 v[0:1], v[0:1], v[31:32], v[35:36]
	s_mov_b32 vcc_lo, s0
	v_mov_b32_e32 v16, s7
	s_cselect_b32 s7, s9, s5
	s_cselect_b32 s12, s8, s4
	s_and_b32 s13, s18, exec_lo
	v_mov_b32_e32 v25, s6
	v_mov_b32_e32 v26, s1
	s_cselect_b32 s1, s9, s5
	v_div_fmas_f64 v[9:10], v[27:28], v[9:10], v[33:34]
	s_cselect_b32 s6, s8, s4
	s_and_b32 s13, s19, exec_lo
	v_mov_b32_e32 v29, s6
	v_mov_b32_e32 v30, s1
	global_store_dword v8, v47, s[2:3] offset:168
	global_store_dwordx2 v8, v[19:20], s[2:3] offset:184
	global_store_dwordx2 v8, v[25:26], s[2:3] offset:216
	global_store_dwordx2 v8, v[15:16], s[2:3] offset:200
	v_mov_b32_e32 v15, v13
	global_store_dwordx2 v8, v[29:30], s[2:3] offset:248
	v_mov_b32_e32 v16, v14
	v_div_fixup_f64 v[6:7], v[0:1], s[10:11], s[8:9]
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s7
	s_cselect_b32 s7, s9, s5
	s_cselect_b32 s12, s8, s4
	s_and_b32 s13, s20, exec_lo
	s_cselect_b32 s0, s9, s5
	s_cselect_b32 s1, s8, s4
	s_and_b32 s6, s21, exec_lo
	v_div_fixup_f64 v[17:18], v[9:10], s[8:9], 1.0
	v_mov_b32_e32 v19, s12
	v_mov_b32_e32 v20, s7
	s_cselect_b32 s6, s9, s5
	s_cselect_b32 s7, s8, s4
	s_and_b32 s12, s22, exec_lo
	v_mov_b32_e32 v31, s1
	v_mov_b32_e32 v32, s0
	s_cselect_b32 s0, s9, s5
	s_cselect_b32 s1, s8, s4
	s_and_b32 s12, s23, exec_lo
	v_mov_b32_e32 v25, s7
	v_mov_b32_e32 v26, s6
	v_trunc_f64_e32 v[27:28], v[6:7]
	s_cselect_b32 s5, s9, s5
	s_cselect_b32 s4, s8, s4
	global_store_dwordx2 v8, v[0:1], s[2:3] offset:232
	v_mov_b32_e32 v0, s1
	v_mov_b32_e32 v1, s0
	v_mov_b32_e32 v29, s4
	v_mov_b32_e32 v30, s5
	global_store_dwordx2 v8, v[19:20], s[2:3] offset:264
	global_store_dwordx2 v8, v[31:32], s[2:3] offset:280
	global_store_dwordx2 v8, v[25:26], s[2:3] offset:296
	global_store_dwordx2 v8, v[0:1], s[2:3] offset:312
	global_store_dwordx2 v8, v[29:30], s[2:3] offset:328
	global_store_dwordx4 v8, v[13:16], s[2:3] offset:360
	global_store_dwordx4 v8, v[4:7], s[2:3] offset:24
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v19, v17
	v_mov_b32_e32 v20, v18
	global_store_dwordx4 v8, v[4:7], s[2:3] offset:56
	v_fma_f64 v[9:10], -v[27:28], s[10:11], s[8:9]
	global_store_dword v8, v37, s[2:3] offset:64
	global_store_dwordx4 v8, v[0:3], s[2:3] offset:72
	global_store_dword v8, v38, s[2:3] offset:72
	global_store_dword v8, v39, s[2:3] offset:80
	global_store_dwordx4 v8, v[17:20], s[2:3] offset:88
	global_store_dword v8, v40, s[2:3] offset:88
	global_store_dword v8, v41, s[2:3] offset:96
	global_store_dwordx4 v8, v[9:12], s[2:3] offset:40
	global_store_dwordx4 v8, v[21:24], s[2:3] offset:376
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 25
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
	.size	float_roundeven_uni_f64, .Lfunc_end0-float_roundeven_uni_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1576
; NumSgprs: 27
; NumVgprs: 48
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 27
; NumVGPRsForWavesPerEU: 48
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
    .sgpr_count:     27
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_uni_f64.kd
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
