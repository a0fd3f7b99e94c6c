	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
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
	v_mov_b32_e32 v52, 0
	s_wait_kmcnt 0x0
	v_div_scale_f64 v[6:7], null, s[6:7], s[6:7], s[4:5]
	v_cmp_gt_f64_e64 s1, 0x10000000, s[4:5]
	v_div_scale_f64 v[24:25], null, s[4:5], s[4:5], 1.0
	v_div_scale_f64 v[18:19], vcc_lo, s[4:5], s[6:7], s[4:5]
	v_div_scale_f64 v[34:35], s0, 1.0, s[4:5], 1.0
	v_cmp_gt_f64_e64 s13, s[4:5], 0
	v_cmp_ge_f64_e64 s14, s[4:5], 0
	v_cmp_lt_f64_e64 s15, s[4:5], 0
	v_cmp_le_f64_e64 s16, s[4:5], 0
	v_cmp_lg_f64_e64 s17, s[4:5], 0
	v_cmp_o_f64_e64 s18, s[4:5], s[4:5]
	v_cmp_nlg_f64_e64 s19, s[4:5], 0
	v_cmp_nle_f64_e64 s20, s[4:5], 0
	v_cmp_nlt_f64_e64 s21, s[4:5], 0
	v_cmp_nge_f64_e64 s22, s[4:5], 0
	v_cmp_u_f64_e64 s25, s[4:5], s[4:5]
	v_cmp_ngt_f64_e64 s23, s[4:5], 0
	v_cmp_neq_f64_e64 s24, s[4:5], 0
	s_xor_b32 s12, s5, 0x80000000
	v_max_num_f64_e64 v[38:39], s[4:5], s[4:5] clamp
	v_rcp_f64_e32 v[0:1], v[6:7]
	v_cndmask_b32_e64 v2, 0, 1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_lshlrev_b32_e32 v2, 8, v2
	v_cndmask_b32_e64 v76, 0, 1, s13
	v_cmp_ge_f64_e64 s13, s[4:5], s[6:7]
	v_cndmask_b32_e64 v77, 0, 1, s14
	v_ldexp_f64 v[8:9], s[4:5], v2
	v_cmp_lt_f64_e64 s14, s[4:5], s[6:7]
	v_cndmask_b32_e64 v78, 0, 1, s15
	v_cmp_le_f64_e64 s15, s[4:5], s[6:7]
	v_cndmask_b32_e64 v79, 0, 1, s16
	v_cmp_lg_f64_e64 s16, s[4:5], s[6:7]
	v_cndmask_b32_e64 v80, 0, 1, s17
	v_cmp_o_f64_e64 s17, s[4:5], s[6:7]
	v_cndmask_b32_e64 v81, 0, 1, s18
	v_cmp_nlg_f64_e64 s18, s[4:5], s[6:7]
	v_cndmask_b32_e64 v82, 0, 1, s19
	v_cmp_nle_f64_e64 s19, s[4:5], s[6:7]
	v_cndmask_b32_e64 v83, 0, 1, s20
	v_cmp_nlt_f64_e64 s20, s[4:5], s[6:7]
	v_cndmask_b32_e64 v84, 0, 1, s21
	v_cmp_nge_f64_e64 s21, s[4:5], s[6:7]
	v_cndmask_b32_e64 v85, 0, 1, s22
	v_cmp_ngt_f64_e64 s22, s[4:5], s[6:7]
	v_cndmask_b32_e64 v88, 0, 1, s25
	v_cndmask_b32_e64 v86, 0, 1, s23
	v_cmp_neq_f64_e64 s23, s[4:5], s[6:7]
	v_cndmask_b32_e64 v87, 0, 1, s24
	v_cmp_u_f64_e64 s24, s[4:5], s[6:7]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[2:3], -v[6:7], v[0:1], 1.0
	v_rsq_f64_e32 v[4:5], v[8:9]
	v_fma_f64 v[0:1], v[0:1], v[2:3], v[0:1]
	v_rcp_f64_e32 v[2:3], v[24:25]
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64_e32 v[10:11], v[8:9], v[4:5]
	v_mul_f64_e32 v[12:13], 0.5, v[4:5]
	v_fma_f64 v[4:5], -v[6:7], v[0:1], 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[14:15], -v[24:25], v[2:3], 1.0
	v_fma_f64 v[16:17], -v[12:13], v[10:11], 0.5
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f64 v[20:21], v[0:1], v[4:5], v[0:1]
	v_add_f64_e64 v[0:1], s[4:5], s[6:7]
	v_mov_b32_e32 v56, s3
	v_fma_f64 v[22:23], v[2:3], v[14:15], v[2:3]
	v_mul_f64_e64 v[14:15], s[4:5], s[10:11]
	v_cmp_eq_f64_e64 s11, s[4:5], 0
	v_cmp_eq_f64_e64 s10, s[4:5], s[6:7]
	v_mul_f64_e64 v[4:5], s[4:5], s[6:7]
	v_add_f64_e64 v[2:3], s[4:5], -s[6:7]
	v_mov_b32_e32 v55, s2
	v_fma_f64 v[26:27], v[10:11], v[16:17], v[10:11]
	v_fma_f64 v[44:45], v[12:13], v[16:17], v[12:13]
	v_max_num_f64_e64 v[16:17], s[4:5], s[4:5]
	v_dual_mov_b32 v11, s7 :: v_dual_mov_b32 v10, s4
	v_add_f64_e64 v[12:13], s[4:5], s[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfi_b32 v37, 0x7fffffff, s5, v11
	v_dual_mov_b32 v36, s4 :: v_dual_mov_b32 v11, s12
	v_mov_b32_e32 v41, v37
	v_mul_f64_e32 v[28:29], v[18:19], v[20:21]
	v_mov_b32_e32 v47, v1
	v_fma_f64 v[42:43], s[4:5], s[6:7], v[55:56]
	v_fma_f64 v[30:31], -v[24:25], v[22:23], 1.0
	v_cndmask_b32_e64 v75, 0, 1, s11
	v_cmp_gt_f64_e64 s11, s[4:5], s[6:7]
	s_and_b32 s10, s10, exec_lo
	s_cselect_b32 s10, s5, s3
	s_cselect_b32 s12, s4, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v40, s4 :: v_dual_mov_b32 v61, s12
	v_fma_f64 v[32:33], -v[26:27], v[26:27], v[8:9]
	v_fma_f64 v[6:7], -v[6:7], v[28:29], v[18:19]
	v_max_num_f64_e64 v[18:19], s[6:7], s[6:7]
	v_fma_f64 v[48:49], v[22:23], v[30:31], v[22:23]
	v_trunc_f64_e32 v[22:23], s[4:5]
	v_floor_f64_e32 v[30:31], s[4:5]
	s_and_b32 s11, s11, exec_lo
	s_cselect_b32 s11, s5, s3
	s_cselect_b32 s25, s4, s2
	s_and_b32 s13, s13, exec_lo
	s_cselect_b32 s12, s4, s2
	v_dual_mov_b32 v46, v0 :: v_dual_mov_b32 v63, s25
	v_fma_f64 v[50:51], v[32:33], v[44:45], v[26:27]
	v_rndne_f64_e32 v[32:33], s[4:5]
	v_mov_b32_e32 v65, s12
	v_div_fmas_f64 v[6:7], v[6:7], v[20:21], v[28:29]
	v_max_num_f64_e32 v[26:27], v[16:17], v[18:19]
	v_mov_b32_e32 v28, s4
	v_mul_f64_e32 v[53:54], v[34:35], v[48:49]
	v_dual_mov_b32 v62, s10 :: v_dual_mov_b32 v29, s5
	v_add_f64_e64 v[57:58], s[4:5], -v[22:23]
	s_mov_b32 vcc_lo, s0
	s_cselect_b32 s10, s5, s3
	s_and_b32 s13, s14, exec_lo
	s_cselect_b32 s13, s4, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v64, s11 :: v_dual_mov_b32 v67, s13
	v_fma_f64 v[59:60], -v[50:51], v[50:51], v[8:9]
	s_cselect_b32 s11, s5, s3
	s_and_b32 s14, s15, exec_lo
	v_mov_b32_e32 v66, s10
	s_cselect_b32 s10, s5, s3
	s_cselect_b32 s12, s4, s2
	s_and_b32 s14, s16, exec_lo
	v_mov_b32_e32 v68, s11
	v_min_num_f64_e32 v[18:19], v[16:17], v[18:19]
	v_ceil_f64_e32 v[20:21], s[4:5]
	s_cselect_b32 s11, s5, s3
	s_cselect_b32 s14, s4, s2
	s_and_b32 s15, s17, exec_lo
	s_cselect_b32 s15, s5, s3
	s_cselect_b32 s16, s4, s2
	s_and_b32 s17, s18, exec_lo
	s_cselect_b32 s17, s5, s3
	s_cselect_b32 s18, s4, s2
	s_and_b32 s19, s19, exec_lo
	s_cselect_b32 s19, s5, s3
	s_cselect_b32 s25, s4, s2
	s_and_b32 s0, s20, exec_lo
	s_cselect_b32 s0, s5, s3
	s_cselect_b32 s20, s4, s2
	s_and_b32 s21, s21, exec_lo
	v_div_fixup_f64 v[6:7], v[6:7], s[6:7], s[4:5]
	s_cselect_b32 s21, s5, s3
	s_cselect_b32 s26, s4, s2
	v_fma_f64 v[24:25], -v[24:25], v[53:54], v[34:35]
	v_dual_mov_b32 v34, v26 :: v_dual_mov_b32 v35, v27
	s_and_b32 s22, s22, exec_lo
	v_cmp_ge_f64_e64 s13, |v[57:58]|, 0.5
	v_mov_b32_e32 v58, s14
	s_cselect_b32 s22, s5, s3
	global_store_b128 v52, v[34:37], s[8:9] offset:440
	s_cselect_b32 s27, s4, s2
	s_and_b32 s23, s23, exec_lo
	v_fma_f64 v[36:37], v[59:60], v[44:45], v[50:51]
	s_cselect_b32 s23, s5, s3
	s_cselect_b32 s28, s4, s2
	s_and_b32 s24, s24, exec_lo
	s_cselect_b32 s24, s5, s3
	s_cselect_b32 s29, s4, s2
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s1, 0xffffff80, 0
	v_dual_mov_b32 v70, s19 :: v_dual_mov_b32 v73, s16
	s_and_b32 s30, s5, 0x7fffffff
	v_mov_b32_e32 v72, s0
	v_dual_mov_b32 v74, s15 :: v_dual_mov_b32 v57, s10
	v_mov_b32_e32 v59, s11
	v_mov_b32_e32 v69, s25
	v_mov_b32_e32 v71, s20
	v_trunc_f64_e32 v[44:45], v[6:7]
	v_div_fmas_f64 v[24:25], v[24:25], v[48:49], v[53:54]
	v_cmp_class_f64_e64 vcc_lo, v[8:9], 0x260
	s_and_b32 s13, s13, exec_lo
	s_cselect_b32 s13, 0x3ff00000, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_bfi_b32 v53, 0x7fffffff, s13, v29
	v_mov_b32_e32 v29, s30
	v_ldexp_f64 v[50:51], v[36:37], s1
	v_dual_mov_b32 v36, s18 :: v_dual_mov_b32 v37, s17
	v_add_f64_e32 v[34:35], v[22:23], v[52:53]
	global_store_b64 v52, v[36:37], s[8:9] offset:232
	v_dual_mov_b32 v36, s27 :: v_dual_mov_b32 v37, s22
	global_store_b128 v52, v[40:43], s[8:9] offset:456
	v_fma_f64 v[40:41], -s[4:5], |s[6:7]|, v[55:56]
	v_mov_b32_e32 v56, s12
	v_min_num_f64_e32 v[54:55], s[2:3], v[26:27]
	v_fma_f64 v[44:45], -v[44:45], s[6:7], s[4:5]
	v_div_fixup_f64 v[48:49], v[24:25], s[4:5], 1.0
	v_dual_mov_b32 v24, s26 :: v_dual_mov_b32 v25, s21
	s_clause 0x1
	global_store_b64 v52, v[69:70], s[8:9] offset:248
	global_store_b64 v52, v[71:72], s[8:9] offset:264
	v_dual_mov_b32 v69, s28 :: v_dual_mov_b32 v70, s23
	global_store_b64 v52, v[36:37], s[8:9] offset:296
	v_dual_mov_b32 v36, s29 :: v_dual_mov_b32 v37, s24
	global_store_b64 v52, v[24:25], s[8:9] offset:280
	v_mov_b32_e32 v25, v19
	global_store_b128 v52, v[40:43], s[8:9] offset:472
	v_add_f64_e32 v[42:43], s[2:3], v[4:5]
	v_mov_b32_e32 v24, v18
	s_clause 0x5
	global_store_b64 v52, v[69:70], s[8:9] offset:312
	global_store_b64 v52, v[36:37], s[8:9] offset:328
	global_store_b128 v52, v[16:19], s[8:9] offset:408
	global_store_b128 v52, v[24:27], s[8:9] offset:424
	global_store_b128 v52, v[20:23], s[8:9] offset:376
	global_store_b128 v52, v[32:35], s[8:9] offset:392
	v_dual_cndmask_b32 v17, v51, v9 :: v_dual_cndmask_b32 v16, v50, v8
	v_dual_mov_b32 v8, v6 :: v_dual_mov_b32 v9, v7
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v19, v17 :: v_dual_mov_b32 v18, v16
	v_dual_mov_b32 v50, v48 :: v_dual_mov_b32 v51, v49
	v_dual_mov_b32 v36, v42 :: v_dual_mov_b32 v37, v43
	s_clause 0x1f
	global_store_b128 v52, v[40:43], s[8:9] offset:488
	global_store_b128 v52, v[36:39], s[8:9] offset:504
	global_store_b128 v52, v[0:3], s[8:9] offset:8
	global_store_b128 v52, v[4:7], s[8:9] offset:24
	global_store_b128 v52, v[16:19], s[8:9] offset:344
	global_store_b128 v52, v[28:31], s[8:9] offset:360
	global_store_b128 v52, v[44:47], s[8:9] offset:40
	global_store_b128 v52, v[4:7], s[8:9] offset:56
	global_store_b64 v52, v[61:62], s[8:9] offset:120
	global_store_b128 v52, v[8:11], s[8:9] offset:72
	global_store_b32 v52, v75, s[8:9] offset:64
	global_store_b32 v52, v76, s[8:9] offset:72
	global_store_b128 v52, v[48:51], s[8:9] offset:88
	global_store_b32 v52, v77, s[8:9] offset:80
	global_store_b32 v52, v78, s[8:9] offset:88
	global_store_b128 v52, v[12:15], s[8:9] offset:104
	global_store_b32 v52, v79, s[8:9] offset:96
	global_store_b64 v52, v[58:59], s[8:9] offset:200
	global_store_b64 v52, v[73:74], s[8:9] offset:216
	global_store_b32 v52, v80, s[8:9] offset:104
	global_store_b32 v52, v81, s[8:9] offset:112
	global_store_b32 v52, v82, s[8:9] offset:120
	global_store_b64 v52, v[63:64], s[8:9] offset:136
	global_store_b32 v52, v83, s[8:9] offset:128
	global_store_b64 v52, v[65:66], s[8:9] offset:152
	global_store_b32 v52, v84, s[8:9] offset:136
	global_store_b32 v52, v85, s[8:9] offset:144
	global_store_b32 v52, v86, s[8:9] offset:152
	global_store_b64 v52, v[67:68], s[8:9] offset:168
	global_store_b32 v52, v87, s[8:9] offset:160
	global_store_b64 v52, v[56:57], s[8:9] offset:184
	global_store_b32 v52, v88, s[8:9] offset:168
	global_store_b64 v52, v[54:55], s[8:9] offset:520
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
		.amdhsa_next_free_vgpr 89
		.amdhsa_next_free_sgpr 31
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_round_robin_scheduling 0
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
; codeLenInByte = 1892
; NumSgprs: 33
; NumVgprs: 89
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 33
; NumVGPRsForWavesPerEU: 89
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
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         float_f64_uni_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     89
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
