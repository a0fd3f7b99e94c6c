	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	float_f64_uni_f64               ; -- Begin function float_f64_uni_f64
	.p2align	8
	.type	float_f64_uni_f64,@function
float_f64_uni_f64:                      ; @float_f64_uni_f64
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[16:19], s[4:5], 0x10
	s_load_dwordx2 s[20:21], s[4:5], 0x0
	s_brev_b32 s2, 6
	s_mov_b32 s3, 0xc00921fb
	s_load_dwordx2 s[22:23], s[4:5], 0x20
	s_brev_b32 s15, -2
	s_waitcnt lgkmcnt(0)
	v_div_scale_f64 v[18:19], s0, s[18:19], s[18:19], s[16:17]
	v_div_scale_f64 v[22:23], s0, s[16:17], s[16:17], 1.0
	v_div_scale_f64 v[20:21], vcc_lo, s[16:17], s[18:19], s[16:17]
	v_cmp_eq_f64_e64 s1, s[16:17], 0
	v_cmp_eq_f64_e64 s7, s[16:17], s[18:19]
	v_floor_f64_e32 v[14:15], s[16:17]
	s_and_b32 s25, s17, s15
	v_mov_b32_e32 v32, s17
	v_mov_b32_e32 v33, s16
	v_cmp_lg_f64_e64 s5, s[16:17], s[18:19]
	v_cmp_nlg_f64_e64 s8, s[16:17], s[18:19]
	v_div_scale_f64 v[26:27], s0, 1.0, s[16:17], 1.0
	v_cmp_nlt_f64_e64 s10, s[16:17], s[18:19]
	v_cmp_ngt_f64_e64 s12, s[16:17], s[18:19]
	v_cmp_u_f64_e64 s14, s[16:17], s[18:19]
	v_cmp_o_f64_e64 s6, s[16:17], s[18:19]
	v_cmp_nle_f64_e64 s9, s[16:17], s[18:19]
	v_cmp_nge_f64_e64 s11, s[16:17], s[18:19]
	v_rcp_f64_e32 v[0:1], v[18:19]
	v_cmp_neq_f64_e64 s13, s[16:17], s[18:19]
	v_rcp_f64_e32 v[4:5], v[22:23]
	v_cmp_le_f64_e64 s4, s[16:17], s[18:19]
	v_max_f64 v[36:37], s[16:17], s[16:17] clamp
	s_xor_b32 s24, s17, 0x80000000
	v_cndmask_b32_e64 v38, 0, 1, s1
	v_cmp_gt_f64_e64 s1, s[16:17], s[18:19]
	v_mov_b32_e32 v11, s16
	v_fma_f64 v[2:3], -v[18:19], v[0:1], 1.0
	v_fma_f64 v[7:8], v[0:1], v[2:3], v[0:1]
	v_fma_f64 v[0:1], -v[22:23], v[4:5], 1.0
	v_fma_f64 v[9:10], -v[18:19], v[7:8], 1.0
	v_fma_f64 v[12:13], v[4:5], v[0:1], v[4:5]
	v_add_f64 v[1:2], s[16:17], s[18:19]
	v_add_f64 v[3:4], s[16:17], -s[18:19]
	v_mov_b32_e32 v0, 0
	v_mul_f64 v[5:6], s[16:17], s[18:19]
	v_fma_f64 v[24:25], v[7:8], v[9:10], v[7:8]
	v_mul_f64 v[9:10], s[16:17], s[2:3]
	v_cmp_gt_f64_e64 s2, s[16:17], 0
	v_fma_f64 v[16:17], -v[22:23], v[12:13], 1.0
	v_add_f64 v[7:8], s[16:17], s[16:17]
	v_cmp_lt_f64_e64 s3, s[16:17], s[18:19]
	global_store_dwordx4 v0, v[1:4], s[20:21] offset:8
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v2
	v_cndmask_b32_e64 v2, s23, v32, s7
	v_cndmask_b32_e64 v1, s22, v33, s7
	global_store_dwordx2 v0, v[1:2], s[20:21] offset:120
	v_cndmask_b32_e64 v2, s23, v32, s5
	v_cndmask_b32_e64 v1, s22, v33, s5
	v_mul_f64 v[28:29], v[20:21], v[24:25]
	v_cndmask_b32_e64 v39, 0, 1, s2
	v_cmp_ge_f64_e64 s2, s[16:17], s[18:19]
	v_fma_f64 v[30:31], v[12:13], v[16:17], v[12:13]
	v_mov_b32_e32 v12, s16
	v_mov_b32_e32 v13, s25
	global_store_dwordx4 v0, v[7:10], s[20:21] offset:104
	v_cndmask_b32_e64 v8, s23, v32, s1
	v_cndmask_b32_e64 v7, s22, v33, s1
	v_sqrt_f64_e32 v[16:17], s[16:17]
	global_store_dwordx4 v0, v[12:15], s[20:21] offset:360
	v_cndmask_b32_e64 v13, s23, v32, s3
	v_cndmask_b32_e64 v12, s22, v33, s3
	global_store_dwordx2 v0, v[7:8], s[20:21] offset:136
	v_trunc_f64_e32 v[14:15], s[16:17]
	v_cmp_ge_f64_e64 s1, s[16:17], 0
	v_fma_f64 v[18:19], -v[18:19], v[28:29], v[20:21]
	v_cndmask_b32_e64 v21, s23, v32, s4
	v_cndmask_b32_e64 v20, s22, v33, s4
	v_cndmask_b32_e64 v10, s23, v32, s2
	v_cndmask_b32_e64 v9, s22, v33, s2
	global_store_dwordx2 v0, v[9:10], s[20:21] offset:152
	global_store_dwordx2 v0, v[12:13], s[20:21] offset:168
	global_store_dwordx2 v0, v[1:2], s[20:21] offset:200
	v_cndmask_b32_e64 v2, s23, v32, s8
	v_cndmask_b32_e64 v1, s22, v33, s8
	v_mul_f64 v[7:8], v[26:27], v[30:31]
	v_cndmask_b32_e64 v10, s23, v32, s6
	v_cndmask_b32_e64 v9, s22, v33, s6
	global_store_dwordx2 v0, v[20:21], s[20:21] offset:184
	global_store_dwordx2 v0, v[1:2], s[20:21] offset:232
	v_cndmask_b32_e64 v2, s23, v32, s10
	v_cndmask_b32_e64 v1, s22, v33, s10
	global_store_dwordx2 v0, v[9:10], s[20:21] offset:216
	v_cndmask_b32_e64 v10, s23, v32, s9
	v_div_fmas_f64 v[12:13], v[18:19], v[24:25], v[28:29]
	s_mov_b32 vcc_lo, s0
	v_cmp_lt_f64_e64 s0, s[16:17], 0
	global_store_dwordx2 v0, v[1:2], s[20:21] offset:264
	v_cndmask_b32_e64 v2, s23, v32, s12
	v_cndmask_b32_e64 v1, s22, v33, s12
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v9, s22, v33, s9
	v_max_f64 v[20:21], s[16:17], s[16:17]
	global_store_dwordx2 v0, v[1:2], s[20:21] offset:296
	v_mov_b32_e32 v1, s19
	v_cndmask_b32_e64 v2, s23, v32, s14
	v_fma_f64 v[22:23], -v[22:23], v[7:8], v[26:27]
	v_mov_b32_e32 v27, s23
	v_mov_b32_e32 v26, s22
	v_bfi_b32 v25, s15, s17, v1
	v_cndmask_b32_e64 v1, s22, v33, s14
	global_store_dwordx4 v0, v[16:19], s[20:21] offset:344
	v_mov_b32_e32 v16, s16
	v_fma_f64 v[18:19], s[16:17], s[18:19], v[26:27]
	v_mov_b32_e32 v17, v25
	global_store_dwordx2 v0, v[1:2], s[20:21] offset:328
	global_store_dwordx2 v0, v[9:10], s[20:21] offset:248
	v_cndmask_b32_e64 v41, 0, 1, s0
	v_cmp_lg_f64_e64 s0, s[16:17], 0
	v_cndmask_b32_e64 v10, s23, v32, s11
	v_cndmask_b32_e64 v9, s22, v33, s11
	v_max_f64 v[28:29], s[18:19], s[18:19]
	v_mov_b32_e32 v24, s16
	v_cndmask_b32_e64 v40, 0, 1, s1
	global_store_dwordx2 v0, v[9:10], s[20:21] offset:280
	v_cndmask_b32_e64 v10, s23, v32, s13
	v_cndmask_b32_e64 v9, s22, v33, s13
	global_store_dwordx2 v0, v[9:10], s[20:21] offset:312
	v_div_fmas_f64 v[9:10], v[22:23], v[30:31], v[7:8]
	v_div_fixup_f64 v[7:8], v[12:13], s[18:19], s[16:17]
	global_store_dwordx4 v0, v[16:19], s[20:21] offset:456
	v_fma_f64 v[16:17], -s[16:17], |s[18:19]|, v[26:27]
	v_ceil_f64_e32 v[12:13], s[16:17]
	v_add_f64 v[30:31], s[16:17], -v[14:15]
	v_cndmask_b32_e64 v1, 0, 1, s0
	v_cmp_nle_f64_e64 s0, s[16:17], 0
	v_min_f64 v[22:23], v[20:21], v[28:29]
	v_max_f64 v[28:29], v[20:21], v[28:29]
	global_store_dword v0, v1, s[20:21] offset:104
	v_trunc_f64_e32 v[34:35], v[7:8]
	global_store_dwordx4 v0, v[16:19], s[20:21] offset:472
	global_store_dwordx4 v0, v[12:15], s[20:21] offset:376
	v_cmp_ge_f64_e64 vcc_lo, |v[30:31]|, 0.5
	v_add_f64 v[18:19], v[5:6], s[22:23]
	v_rndne_f64_e32 v[30:31], s[16:17]
	v_cndmask_b32_e64 v2, 0, 1, s0
	v_cmp_nge_f64_e64 s0, s[16:17], 0
	global_store_dwordx4 v0, v[20:23], s[20:21] offset:408
	v_min_f64 v[20:21], v[28:29], s[22:23]
	global_store_dword v0, v2, s[20:21] offset:128
	v_mov_b32_e32 v2, s17
	v_bfi_b32 v2, s15, 0x3ff00000, v2
	v_cndmask_b32_e32 v1, 0, v2, vcc_lo
	v_cndmask_b32_e64 v26, 0, 1, s0
	v_cmp_neq_f64_e64 s0, s[16:17], 0
	v_add_f64 v[32:33], v[14:15], v[0:1]
	v_div_fixup_f64 v[13:14], v[9:10], s[16:17], 1.0
	v_fma_f64 v[1:2], -v[34:35], s[18:19], s[16:17]
	global_store_dword v0, v26, s[20:21] offset:144
	v_mov_b32_e32 v34, v18
	v_mov_b32_e32 v35, v19
	v_mov_b32_e32 v10, v8
	v_cndmask_b32_e64 v27, 0, 1, s0
	v_cmp_o_f64_e64 s0, s[16:17], s[16:17]
	v_mov_b32_e32 v15, v13
	global_store_dword v0, v27, s[20:21] offset:160
	v_mov_b32_e32 v27, v23
	v_mov_b32_e32 v23, v29
	v_cndmask_b32_e64 v26, 0, 1, s0
	v_cmp_nlg_f64_e64 s0, s[16:17], 0
	global_store_dword v0, v26, s[20:21] offset:112
	v_mov_b32_e32 v26, v22
	v_mov_b32_e32 v22, v28
	global_store_dwordx4 v0, v[26:29], s[20:21] offset:424
	v_cndmask_b32_e64 v42, 0, 1, s0
	v_cmp_nlt_f64_e64 s0, s[16:17], 0
	global_store_dword v0, v42, s[20:21] offset:120
	v_cndmask_b32_e64 v43, 0, 1, s0
	v_cmp_ngt_f64_e64 s0, s[16:17], 0
	global_store_dword v0, v43, s[20:21] offset:136
	v_cndmask_b32_e64 v12, 0, 1, s0
	v_cmp_le_f64_e64 s0, s[16:17], 0
	global_store_dword v0, v12, s[20:21] offset:152
	v_mov_b32_e32 v12, s24
	v_cndmask_b32_e64 v42, 0, 1, s0
	v_cmp_u_f64_e64 s0, s[16:17], s[16:17]
	v_cndmask_b32_e64 v9, 0, 1, s0
	global_store_dword v0, v9, s[20:21] offset:168
	global_store_dwordx4 v0, v[22:25], s[20:21] offset:440
	global_store_dwordx4 v0, v[30:33], s[20:21] offset:392
	global_store_dwordx4 v0, v[16:19], s[20:21] offset:488
	global_store_dwordx4 v0, v[34:37], s[20:21] offset:504
	global_store_dwordx4 v0, v[5:8], s[20:21] offset:24
	v_mov_b32_e32 v9, v7
	v_mov_b32_e32 v16, v14
	global_store_dwordx4 v0, v[5:8], s[20:21] offset:56
	global_store_dword v0, v38, s[20:21] offset:64
	global_store_dwordx4 v0, v[9:12], s[20:21] offset:72
	global_store_dword v0, v39, s[20:21] offset:72
	global_store_dword v0, v40, s[20:21] offset:80
	global_store_dwordx4 v0, v[13:16], s[20:21] offset:88
	global_store_dword v0, v41, s[20:21] offset:88
	global_store_dword v0, v42, s[20:21] offset:96
	global_store_dwordx4 v0, v[1:4], s[20:21] offset:40
	global_store_dwordx2 v0, v[20:21], s[20:21] offset:520
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 26
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
; NumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 44
; Occupancy: 20
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
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
