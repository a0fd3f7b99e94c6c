	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	float_f64_uni_f64               ; -- Begin function float_f64_uni_f64
	.p2align	8
	.type	float_f64_uni_f64,@function
float_f64_uni_f64:                      ; @float_f64_uni_f64
; %bb.0:                                ; %entry
	s_clause 0x2
	s_load_dwordx4 s[16:19], s[4:5], 0x10
	s_load_dwordx2 s[20:21], s[4:5], 0x0
	s_load_dwordx2 s[22:23], s[4:5], 0x20
	s_brev_b32 s2, 6
	s_mov_b32 s3, 0xc00921fb
	s_brev_b32 s15, -2
	s_waitcnt lgkmcnt(0)
	v_div_scale_f64 v[12:13], s0, s[18:19], s[18:19], s[16:17]
	v_div_scale_f64 v[24:25], s0, s[16:17], s[16:17], 1.0
	v_div_scale_f64 v[18:19], vcc_lo, s[16:17], s[18:19], s[16:17]
	v_div_scale_f64 v[26:27], s0, 1.0, s[16:17], 1.0
	v_cmp_lt_f64_e64 s4, s[16:17], 0
	v_cmp_o_f64_e64 s7, s[16:17], s[16:17]
	v_cmp_nle_f64_e64 s9, s[16:17], 0
	v_cmp_nge_f64_e64 s11, s[16:17], 0
	v_cmp_neq_f64_e64 s13, s[16:17], 0
	v_cmp_eq_f64_e64 s1, s[16:17], 0
	v_cmp_le_f64_e64 s5, s[16:17], 0
	v_cmp_lg_f64_e64 s6, s[16:17], 0
	v_cmp_nlg_f64_e64 s8, s[16:17], 0
	v_mov_b32_e32 v38, s17
	v_mov_b32_e32 v39, s16
	v_cmp_nlt_f64_e64 s10, s[16:17], 0
	v_cmp_ngt_f64_e64 s12, s[16:17], 0
	s_and_b32 s25, s17, s15
	v_rcp_f64_e32 v[0:1], v[12:13]
	v_cmp_eq_f64_e64 s14, s[16:17], s[18:19]
	v_rcp_f64_e32 v[2:3], v[24:25]
	v_max_f64 v[22:23], s[16:17], s[16:17]
	v_mov_b32_e32 v54, s17
	s_xor_b32 s24, s17, 0x80000000
	v_mov_b32_e32 v11, s16
	v_cndmask_b32_e64 v49, 0, 1, s4
	v_cmp_le_f64_e64 s4, s[16:17], s[18:19]
	v_cndmask_b32_e64 v42, 0, 1, s7
	v_cmp_nlg_f64_e64 s7, s[16:17], s[18:19]
	v_cndmask_b32_e64 v41, 0, 1, s9
	v_cndmask_b32_e64 v43, 0, 1, s11
	v_cndmask_b32_e64 v44, 0, 1, s13
	v_cndmask_b32_e64 v46, 0, 1, s1
	v_cmp_gt_f64_e64 s1, s[16:17], s[18:19]
	v_cndmask_b32_e64 v50, 0, 1, s5
	v_cmp_lg_f64_e64 s5, s[16:17], s[18:19]
	v_cndmask_b32_e64 v40, 0, 1, s6
	v_cmp_o_f64_e64 s6, s[16:17], s[18:19]
	v_cndmask_b32_e64 v51, 0, 1, s8
	v_cmp_nle_f64_e64 s8, s[16:17], s[18:19]
	v_cmp_nlt_f64_e64 s9, s[16:17], s[18:19]
	v_fma_f64 v[4:5], -v[12:13], v[0:1], 1.0
	v_cndmask_b32_e64 v52, 0, 1, s10
	v_fma_f64 v[6:7], -v[24:25], v[2:3], 1.0
	v_cmp_nge_f64_e64 s10, s[16:17], s[18:19]
	v_cmp_ngt_f64_e64 s11, s[16:17], s[18:19]
	v_cndmask_b32_e64 v53, 0, 1, s12
	v_cmp_neq_f64_e64 s12, s[16:17], s[18:19]
	v_cmp_u_f64_e64 s13, s[16:17], s[18:19]
	v_fma_f64 v[9:10], v[0:1], v[4:5], v[0:1]
	v_mov_b32_e32 v0, 0
	v_fma_f64 v[14:15], v[2:3], v[6:7], v[2:3]
	v_add_f64 v[1:2], s[16:17], s[18:19]
	v_add_f64 v[3:4], s[16:17], -s[18:19]
	v_add_f64 v[7:8], s[16:17], s[16:17]
	global_store_dword v0, v41, s[20:21] offset:128
	v_mul_f64 v[5:6], s[16:17], s[18:19]
	v_cndmask_b32_e64 v41, s23, v38, s11
	v_cndmask_b32_e64 v45, s23, v38, s13
	v_fma_f64 v[16:17], -v[12:13], v[9:10], 1.0
	v_fma_f64 v[20:21], -v[24:25], v[14:15], 1.0
	global_store_dwordx4 v0, v[1:4], s[20:21] offset:8
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v2
	v_fma_f64 v[28:29], v[9:10], v[16:17], v[9:10]
	v_mul_f64 v[9:10], s[16:17], s[2:3]
	v_fma_f64 v[30:31], v[14:15], v[20:21], v[14:15]
	v_cmp_gt_f64_e64 s2, s[16:17], 0
	v_floor_f64_e32 v[14:15], s[16:17]
	v_cmp_ge_f64_e64 s3, s[16:17], 0
	v_trunc_f64_e32 v[20:21], s[16:17]
	v_sqrt_f64_e32 v[16:17], s[16:17]
	v_mul_f64 v[32:33], v[18:19], v[28:29]
	global_store_dwordx4 v0, v[7:10], s[20:21] offset:104
	v_mul_f64 v[34:35], v[26:27], v[30:31]
	v_cndmask_b32_e64 v47, 0, 1, s2
	v_cmp_ge_f64_e64 s2, s[16:17], s[18:19]
	v_cndmask_b32_e64 v48, 0, 1, s3
	v_cmp_lt_f64_e64 s3, s[16:17], s[18:19]
	v_max_f64 v[9:10], s[18:19], s[18:19]
	v_fma_f64 v[36:37], -v[12:13], v[32:33], v[18:19]
	v_mov_b32_e32 v12, s16
	v_fma_f64 v[1:2], -v[24:25], v[34:35], v[26:27]
	v_mov_b32_e32 v13, s25
	v_mov_b32_e32 v24, s19
	v_cndmask_b32_e64 v25, s23, v38, s1
	v_ceil_f64_e32 v[18:19], s[16:17]
	v_mov_b32_e32 v26, s16
	global_store_dwordx4 v0, v[12:15], s[20:21] offset:360
	global_store_dword v0, v43, s[20:21] offset:144
	global_store_dword v0, v44, s[20:21] offset:160
	v_mov_b32_e32 v12, s22
	v_mov_b32_e32 v13, s23
	v_bfi_b32 v27, s15, s17, v24
	v_cndmask_b32_e64 v15, s23, v38, s14
	v_cndmask_b32_e64 v14, s22, v39, s14
	v_cndmask_b32_e64 v24, s22, v39, s1
	global_store_dword v0, v40, s[20:21] offset:104
	v_cndmask_b32_e64 v43, s23, v38, s12
	global_store_dword v0, v42, s[20:21] offset:112
	global_store_dwordx2 v0, v[14:15], s[20:21] offset:120
	v_cndmask_b32_e64 v15, s23, v38, s3
	global_store_dwordx2 v0, v[24:25], s[20:21] offset:136
	v_div_fmas_f64 v[7:8], v[36:37], v[28:29], v[32:33]
	s_mov_b32 vcc_lo, s0
	v_cndmask_b32_e64 v29, s23, v38, s2
	v_div_fmas_f64 v[36:37], v[1:2], v[30:31], v[34:35]
	v_cndmask_b32_e64 v2, s23, v38, s4
	v_cndmask_b32_e64 v1, s22, v39, s4
	v_fma_f64 v[30:31], s[16:17], s[18:19], v[12:13]
	v_cndmask_b32_e64 v28, s22, v39, s2
	v_cndmask_b32_e64 v14, s22, v39, s3
	v_cndmask_b32_e64 v25, s23, v38, s5
	global_store_dwordx2 v0, v[1:2], s[20:21] offset:184
	v_cndmask_b32_e64 v2, s23, v38, s7
	v_cndmask_b32_e64 v1, s22, v39, s7
	global_store_dwordx2 v0, v[28:29], s[20:21] offset:152
	v_mov_b32_e32 v28, s16
	v_mov_b32_e32 v29, v27
	v_cndmask_b32_e64 v24, s22, v39, s5
	global_store_dwordx2 v0, v[1:2], s[20:21] offset:232
	v_add_f64 v[1:2], s[16:17], -v[20:21]
	global_store_dwordx2 v0, v[14:15], s[20:21] offset:168
	v_cndmask_b32_e64 v15, s23, v38, s6
	v_cndmask_b32_e64 v14, s22, v39, s6
	v_div_fixup_f64 v[7:8], v[7:8], s[18:19], s[16:17]
	global_store_dwordx2 v0, v[24:25], s[20:21] offset:200
	v_cndmask_b32_e64 v25, s23, v38, s8
	v_cndmask_b32_e64 v24, s22, v39, s8
	v_cmp_u_f64_e64 s0, s[16:17], s[16:17]
	global_store_dwordx2 v0, v[14:15], s[20:21] offset:216
	global_store_dwordx4 v0, v[28:31], s[20:21] offset:456
	v_fma_f64 v[28:29], -s[16:17], |s[18:19]|, v[12:13]
	v_cndmask_b32_e64 v14, s23, v38, s9
	v_cndmask_b32_e64 v33, s23, v38, s10
	global_store_dwordx2 v0, v[24:25], s[20:21] offset:248
	v_cndmask_b32_e64 v13, s22, v39, s9
	v_cndmask_b32_e64 v32, s22, v39, s10
	v_cndmask_b32_e64 v40, s22, v39, s11
	v_cndmask_b32_e64 v42, s22, v39, s12
	v_cndmask_b32_e64 v44, s22, v39, s13
	v_min_f64 v[24:25], v[22:23], v[9:10]
	v_max_f64 v[38:39], v[22:23], v[9:10]
	v_cmp_ge_f64_e64 vcc_lo, |v[1:2]|, 0.5
	v_bfi_b32 v12, s15, 0x3ff00000, v54
	global_store_dwordx2 v0, v[13:14], s[20:21] offset:264
	global_store_dwordx2 v0, v[32:33], s[20:21] offset:280
	v_div_fixup_f64 v[13:14], v[36:37], s[16:17], 1.0
	v_trunc_f64_e32 v[9:10], v[7:8]
	v_rndne_f64_e32 v[32:33], s[16:17]
	global_store_dwordx4 v0, v[18:21], s[20:21] offset:376
	v_mov_b32_e32 v18, v16
	v_cndmask_b32_e64 v15, 0, 1, s0
	v_mov_b32_e32 v19, v17
	global_store_dword v0, v51, s[20:21] offset:120
	global_store_dwordx4 v0, v[28:31], s[20:21] offset:472
	v_add_f64 v[30:31], v[5:6], s[22:23]
	global_store_dword v0, v52, s[20:21] offset:136
	global_store_dwordx2 v0, v[40:41], s[20:21] offset:296
	global_store_dword v0, v53, s[20:21] offset:152
	global_store_dwordx2 v0, v[42:43], s[20:21] offset:312
	global_store_dwordx2 v0, v[44:45], s[20:21] offset:328
	global_store_dword v0, v15, s[20:21] offset:168
	global_store_dwordx4 v0, v[16:19], s[20:21] offset:344
	global_store_dwordx4 v0, v[22:25], s[20:21] offset:408
	v_mov_b32_e32 v36, v24
	v_min_f64 v[22:23], v[38:39], s[22:23]
	v_cndmask_b32_e32 v1, 0, v12, vcc_lo
	v_mov_b32_e32 v37, v25
	v_mov_b32_e32 v12, s24
	v_mov_b32_e32 v24, v38
	v_mov_b32_e32 v25, v39
	v_add_f64 v[34:35], v[20:21], v[0:1]
	v_max_f64 v[20:21], s[16:17], s[16:17] clamp
	v_fma_f64 v[1:2], -v[9:10], s[18:19], s[16:17]
	v_mov_b32_e32 v9, v7
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v15, v13
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v18, v30
	v_mov_b32_e32 v19, v31
	global_store_dwordx4 v0, v[36:39], s[20:21] offset:424
	global_store_dwordx4 v0, v[24:27], s[20:21] offset:440
	global_store_dwordx4 v0, v[32:35], s[20:21] offset:392
	global_store_dwordx4 v0, v[28:31], s[20:21] offset:488
	global_store_dwordx4 v0, v[18:21], s[20:21] offset:504
	global_store_dwordx4 v0, v[5:8], s[20:21] offset:24
	global_store_dwordx4 v0, v[5:8], s[20:21] offset:56
	global_store_dword v0, v46, s[20:21] offset:64
	global_store_dwordx4 v0, v[9:12], s[20:21] offset:72
	global_store_dword v0, v47, s[20:21] offset:72
	global_store_dword v0, v48, s[20:21] offset:80
	global_store_dwordx4 v0, v[13:16], s[20:21] offset:88
	global_store_dword v0, v49, s[20:21] offset:88
	global_store_dword v0, v50, s[20:21] offset:96
	global_store_dwordx4 v0, v[1:4], s[20:21] offset:40
	global_store_dwordx2 v0, v[22:23], s[20:21] offset:520
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 55
		.amdhsa_next_free_sgpr 26
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
; codeLenInByte = 1908
; NumSgprs: 28
; NumVgprs: 55
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 55
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
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         float_f64_uni_f64.kd
    .vgpr_count:     55
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
