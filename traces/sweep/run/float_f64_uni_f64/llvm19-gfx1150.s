	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	float_f64_uni_f64               ; -- Begin function float_f64_uni_f64
	.p2align	8
	.type	float_f64_uni_f64,@function
float_f64_uni_f64:                      ; @float_f64_uni_f64
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b128 s[4:7], s[2:3], 0x10
	s_load_b64 s[8:9], s[2:3], 0x0
	s_brev_b32 s10, 6
	s_mov_b32 s11, 0xc00921fb
	s_load_b64 s[2:3], s[2:3], 0x20
	s_waitcnt lgkmcnt(0)
	v_div_scale_f64 v[0:1], null, s[6:7], s[6:7], s[4:5]
	v_div_scale_f64 v[14:15], null, s[4:5], s[4:5], 1.0
	v_cmp_gt_f64_e64 s1, 0x10000000, s[4:5]
	v_div_scale_f64 v[20:21], vcc_lo, s[4:5], s[6:7], s[4:5]
	v_div_scale_f64 v[42:43], s0, 1.0, s[4:5], 1.0
	v_mul_f64 v[32:33], s[4:5], s[10:11]
	v_cmp_eq_f64_e64 s11, s[4:5], 0
	v_cmp_gt_f64_e64 s14, s[4:5], 0
	v_max_f64 v[38:39], s[6:7], s[6:7]
	v_cmp_eq_f64_e64 s13, s[4:5], s[6:7]
	v_cmp_gt_f64_e64 s10, s[4:5], s[6:7]
	v_cmp_le_f64_e64 s15, s[4:5], s[6:7]
	v_cmp_lg_f64_e64 s16, s[4:5], s[6:7]
	v_cmp_o_f64_e64 s17, s[4:5], s[6:7]
	v_cmp_nlg_f64_e64 s18, s[4:5], s[6:7]
	v_cmp_nle_f64_e64 s19, s[4:5], s[6:7]
	v_cmp_nlt_f64_e64 s20, s[4:5], s[6:7]
	s_xor_b32 s12, s5, 0x80000000
	v_cmp_nge_f64_e64 s21, s[4:5], s[6:7]
	v_cmp_ngt_f64_e64 s22, s[4:5], s[6:7]
	v_cmp_neq_f64_e64 s23, s[4:5], s[6:7]
	v_cmp_u_f64_e64 s24, s[4:5], s[6:7]
	v_mul_f64 v[22:23], s[4:5], s[6:7]
	v_cmp_ge_f64_e64 s42, s[4:5], 0
	v_add_f64 v[30:31], s[4:5], s[4:5]
	v_mov_b32_e32 v49, s3
	v_rcp_f64_e32 v[4:5], v[0:1]
	v_cndmask_b32_e64 v2, 0, 1, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 8, v2
	v_cndmask_b32_e64 v52, 0, 1, s11
	v_cmp_ge_f64_e64 s11, s[4:5], s[6:7]
	v_cndmask_b32_e64 v53, 0, 1, s14
	v_cmp_lt_f64_e64 s14, s[4:5], s[6:7]
	s_and_b32 s13, s13, exec_lo
	s_cselect_b32 s13, s5, s3
	s_cselect_b32 s25, s4, s2
	s_and_b32 s10, s10, exec_lo
	s_cselect_b32 s10, s5, s3
	s_cselect_b32 s26, s4, s2
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[6:7], -v[0:1], v[4:5], 1.0
	s_and_b32 s11, s11, exec_lo
	s_cselect_b32 s11, s5, s3
	s_cselect_b32 s27, s4, s2
	s_delay_alu instid0(VALU_DEP_2)
	s_and_b32 s14, s14, exec_lo
	s_cselect_b32 s14, s5, s3
	s_cselect_b32 s28, s4, s2
	s_and_b32 s15, s15, exec_lo
	s_cselect_b32 s29, s5, s3
	s_cselect_b32 s30, s4, s2
	s_and_b32 s16, s16, exec_lo
	s_cselect_b32 s16, s5, s3
	s_cselect_b32 s31, s4, s2
	s_and_b32 s17, s17, exec_lo
	s_cselect_b32 s17, s5, s3
	s_cselect_b32 s33, s4, s2
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s18, s5, s3
	s_cselect_b32 s34, s4, s2
	s_and_b32 s19, s19, exec_lo
	s_cselect_b32 s19, s5, s3
	s_cselect_b32 s35, s4, s2
	s_and_b32 s20, s20, exec_lo
	s_cselect_b32 s20, s5, s3
	s_cselect_b32 s36, s4, s2
	s_and_b32 s21, s21, exec_lo
	s_cselect_b32 s21, s5, s3
	s_cselect_b32 s37, s4, s2
	s_and_b32 s22, s22, exec_lo
	s_cselect_b32 s22, s5, s3
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_rcp_f64_e32 v[6:7], v[14:15]
	s_cselect_b32 s38, s4, s2
	s_and_b32 s23, s23, exec_lo
	s_cselect_b32 s23, s5, s3
	s_cselect_b32 s39, s4, s2
	s_and_b32 s24, s24, exec_lo
	s_cselect_b32 s24, s5, s3
	s_cselect_b32 s40, s4, s2
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s1, 0xffffff80, 0
	s_and_b32 s41, s5, 0x7fffffff
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_fma_f64 v[12:13], -v[0:1], v[4:5], 1.0
	v_fma_f64 v[16:17], -v[14:15], v[6:7], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_fma_f64 v[24:25], v[4:5], v[12:13], v[4:5]
	v_mov_b32_e32 v5, s7
	v_ldexp_f64 v[2:3], s[4:5], v2
	v_fma_f64 v[26:27], v[6:7], v[16:17], v[6:7]
	v_trunc_f64_e32 v[12:13], s[4:5]
	v_max_f64 v[6:7], s[4:5], s[4:5]
	v_mov_b32_e32 v4, 0
	v_mul_f64 v[34:35], v[20:21], v[24:25]
	v_rsq_f64_e32 v[8:9], v[2:3]
	v_fma_f64 v[28:29], -v[14:15], v[26:27], 1.0
	v_add_f64 v[46:47], s[4:5], -v[12:13]
	v_max_f64 v[16:17], v[6:7], v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_fma_f64 v[0:1], -v[0:1], v[34:35], v[20:21]
	v_add_f64 v[20:21], s[4:5], -s[6:7]
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	v_mul_f64 v[10:11], v[2:3], v[8:9]
	v_mul_f64 v[8:9], v[8:9], 0.5
	v_cmp_ge_f64_e64 s15, |v[46:47]|, 0.5
	v_mov_b32_e32 v28, s4
	v_min_f64 v[46:47], v[16:17], s[2:3]
	v_mov_b32_e32 v29, s12
	v_div_fmas_f64 v[0:1], v[0:1], v[24:25], v[34:35]
	s_mov_b32 vcc_lo, s0
	v_cmp_nlg_f64_e64 s0, s[4:5], 0
	v_mul_f64 v[50:51], v[42:43], v[26:27]
	v_mov_b32_e32 v34, s4
	v_fma_f64 v[18:19], -v[8:9], v[10:11], 0.5
	s_and_b32 s15, s15, exec_lo
	s_cselect_b32 s15, 0x3ff00000, 0
	v_div_fixup_f64 v[24:25], v[0:1], s[6:7], s[4:5]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fma_f64 v[14:15], -v[14:15], v[50:51], v[42:43]
	v_max_f64 v[42:43], s[4:5], s[4:5] clamp
	v_fma_f64 v[10:11], v[10:11], v[18:19], v[10:11]
	v_fma_f64 v[40:41], v[8:9], v[18:19], v[8:9]
	v_add_f64 v[18:19], s[4:5], s[6:7]
	global_store_b128 v4, v[22:25], s[8:9] offset:24
	v_div_fmas_f64 v[0:1], v[14:15], v[26:27], v[50:51]
	v_cndmask_b32_e64 v50, 0, 1, s0
	v_fma_f64 v[8:9], -v[10:11], v[10:11], v[2:3]
	v_cmp_nle_f64_e64 s0, s[4:5], 0
	v_cmp_class_f64_e64 vcc_lo, v[2:3], 0x260
	global_store_b128 v4, v[18:21], s[8:9] offset:8
	v_mov_b32_e32 v20, s16
	v_div_fixup_f64 v[0:1], v[0:1], s[4:5], 1.0
	v_fma_f64 v[44:45], v[8:9], v[40:41], v[10:11]
	v_cndmask_b32_e64 v51, 0, 1, s0
	v_cmp_nlt_f64_e64 s0, s[4:5], 0
	v_bfi_b32 v11, 0x7fffffff, s5, v5
	v_mov_b32_e32 v48, s2
	v_dual_mov_b32 v10, s4 :: v_dual_mov_b32 v5, s5
	v_dual_mov_b32 v8, v16 :: v_dual_mov_b32 v9, v17
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mov_b32_e32 v35, v11
	v_fma_f64 v[36:37], s[4:5], s[6:7], v[48:49]
	s_delay_alu instid0(VALU_DEP_4)
	v_bfi_b32 v5, 0x7fffffff, s15, v5
	v_cmp_lt_f64_e64 s15, s[4:5], 0
	global_store_b128 v4, v[8:11], s[8:9] offset:440
	v_min_f64 v[8:9], v[6:7], v[38:39]
	v_rndne_f64_e32 v[38:39], s[4:5]
	v_fma_f64 v[10:11], -v[44:45], v[44:45], v[2:3]
	v_cndmask_b32_e64 v57, 0, 1, s0
	v_cmp_nge_f64_e64 s0, s[4:5], 0
	v_dual_mov_b32 v14, v8 :: v_dual_mov_b32 v15, v9
	global_store_b128 v4, v[6:9], s[8:9] offset:408
	v_floor_f64_e32 v[7:8], s[4:5]
	global_store_b128 v4, v[14:17], s[8:9] offset:424
	v_dual_mov_b32 v15, s34 :: v_dual_mov_b32 v16, s18
	v_mov_b32_e32 v17, s36
	v_fma_f64 v[44:45], v[10:11], v[40:41], v[44:45]
	v_add_f64 v[40:41], v[12:13], v[4:5]
	v_mov_b32_e32 v5, s4
	global_store_b128 v4, v[34:37], s[8:9] offset:456
	v_fma_f64 v[34:35], -s[4:5], |s[6:7]|, v[48:49]
	v_cndmask_b32_e64 v58, 0, 1, s0
	v_cmp_ngt_f64_e64 s0, s[4:5], 0
	v_ceil_f64_e32 v[10:11], s[4:5]
	v_cndmask_b32_e64 v49, 0, 1, s15
	v_cmp_le_f64_e64 s15, s[4:5], 0
	v_cndmask_b32_e64 v48, 0, 1, s42
	v_ldexp_f64 v[26:27], v[44:45], s1
	v_trunc_f64_e32 v[44:45], v[24:25]
	global_store_b128 v4, v[38:41], s[8:9] offset:392
	v_dual_mov_b32 v38, s25 :: v_dual_mov_b32 v39, s13
	global_store_b128 v4, v[34:37], s[8:9] offset:472
	v_add_f64 v[36:37], v[22:23], s[2:3]
	v_cmp_lg_f64_e64 s2, s[4:5], 0
	v_cndmask_b32_e64 v59, 0, 1, s0
	v_cmp_neq_f64_e64 s0, s[4:5], 0
	global_store_b128 v4, v[10:13], s[8:9] offset:376
	v_dual_mov_b32 v11, v18 :: v_dual_mov_b32 v12, v19
	v_mov_b32_e32 v18, s20
	v_cndmask_b32_e64 v54, 0, 1, s15
	v_dual_mov_b32 v19, s31 :: v_dual_cndmask_b32 v14, v27, v3
	v_cndmask_b32_e32 v13, v26, v2, vcc_lo
	v_fma_f64 v[9:10], -v[44:45], s[6:7], s[4:5]
	v_dual_mov_b32 v2, s35 :: v_dual_mov_b32 v3, s19
	global_store_b64 v4, v[15:16], s[8:9] offset:232
	v_dual_mov_b32 v15, s37 :: v_dual_mov_b32 v16, s21
	v_cndmask_b32_e64 v55, 0, 1, s2
	v_cmp_o_f64_e64 s2, s[4:5], s[4:5]
	v_cndmask_b32_e64 v60, 0, 1, s0
	v_cmp_u_f64_e64 s0, s[4:5], s[4:5]
	s_clause 0x2
	global_store_b64 v4, v[2:3], s[8:9] offset:248
	global_store_b64 v4, v[17:18], s[8:9] offset:264
	global_store_b64 v4, v[15:16], s[8:9] offset:280
	v_dual_mov_b32 v2, s38 :: v_dual_mov_b32 v3, s22
	v_dual_mov_b32 v17, s30 :: v_dual_mov_b32 v16, s23
	v_dual_mov_b32 v15, s39 :: v_dual_mov_b32 v40, v36
	v_mov_b32_e32 v41, v37
	global_store_b64 v4, v[2:3], s[8:9] offset:296
	v_dual_mov_b32 v2, s40 :: v_dual_mov_b32 v3, s24
	v_mov_b32_e32 v18, s29
	global_store_b64 v4, v[15:16], s[8:9] offset:312
	v_dual_mov_b32 v6, s41 :: v_dual_mov_b32 v15, v13
	v_dual_mov_b32 v16, v14 :: v_dual_mov_b32 v27, v25
	s_clause 0x1
	global_store_b128 v4, v[34:37], s[8:9] offset:488
	global_store_b128 v4, v[40:43], s[8:9] offset:504
	v_dual_mov_b32 v34, s26 :: v_dual_mov_b32 v35, s10
	v_dual_mov_b32 v36, s27 :: v_dual_mov_b32 v37, s11
	v_dual_mov_b32 v40, s28 :: v_dual_mov_b32 v41, s14
	global_store_b64 v4, v[2:3], s[8:9] offset:328
	v_dual_mov_b32 v42, s33 :: v_dual_mov_b32 v43, s17
	v_dual_mov_b32 v26, v24 :: v_dual_mov_b32 v3, v1
	v_mov_b32_e32 v2, v0
	v_cndmask_b32_e64 v56, 0, 1, s2
	v_cndmask_b32_e64 v61, 0, 1, s0
	s_clause 0x1c
	global_store_b128 v4, v[13:16], s[8:9] offset:344
	global_store_b128 v4, v[5:8], s[8:9] offset:360
	global_store_b128 v4, v[9:12], s[8:9] offset:40
	global_store_b128 v4, v[22:25], s[8:9] offset:56
	global_store_b64 v4, v[38:39], s[8:9] offset:120
	global_store_b128 v4, v[26:29], s[8:9] offset:72
	global_store_b32 v4, v52, s[8:9] offset:64
	global_store_b32 v4, v53, s[8:9] offset:72
	global_store_b128 v4, v[0:3], s[8:9] offset:88
	global_store_b32 v4, v48, s[8:9] offset:80
	global_store_b32 v4, v49, s[8:9] offset:88
	global_store_b128 v4, v[30:33], s[8:9] offset:104
	global_store_b32 v4, v54, s[8:9] offset:96
	global_store_b64 v4, v[19:20], s[8:9] offset:200
	global_store_b64 v4, v[42:43], s[8:9] offset:216
	global_store_b32 v4, v55, s[8:9] offset:104
	global_store_b32 v4, v56, s[8:9] offset:112
	global_store_b32 v4, v50, s[8:9] offset:120
	global_store_b64 v4, v[34:35], s[8:9] offset:136
	global_store_b32 v4, v51, s[8:9] offset:128
	global_store_b64 v4, v[36:37], s[8:9] offset:152
	global_store_b32 v4, v57, s[8:9] offset:136
	global_store_b32 v4, v58, s[8:9] offset:144
	global_store_b32 v4, v59, s[8:9] offset:152
	global_store_b64 v4, v[40:41], s[8:9] offset:168
	global_store_b32 v4, v60, s[8:9] offset:160
	global_store_b64 v4, v[17:18], s[8:9] offset:184
	global_store_b32 v4, v61, s[8:9] offset:168
	global_store_b64 v4, v[46:47], s[8:9] offset:520
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel float_f64_uni_f64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 43
		.amdhsa_reserve_vcc 1
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1740
; NumSgprs: 45
; NumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 45
; NumVGPRsForWavesPerEU: 62
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	".note.GNU-stack","",@progbits
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
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         120
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         136
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         144
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         152
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .max_flat_workgroup_size: 1024
    .name:           float_f64_uni_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     45
    .sgpr_spill_count: 0
    .symbol:         float_f64_uni_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
