	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl	float_f64_uni_f64               ; -- Begin function float_f64_uni_f64
	.p2align	8
	.type	float_f64_uni_f64,@function
float_f64_uni_f64:                      ; @float_f64_uni_f64
; %bb.0:                                ; %entry
	s_clause 0x2
	s_load_b128 s[4:7], s[0:1], 0x10
	s_load_b64 s[2:3], s[0:1], 0x0
	s_load_b64 s[10:11], s[0:1], 0x20
	s_brev_b32 s8, 6
	s_mov_b32 s9, 0xc00921fb
	v_mov_b32_e32 v54, 0
	s_mov_b32 s12, 0x3ff00000
	s_waitcnt lgkmcnt(0)
	v_div_scale_f64 v[0:1], null, s[6:7], s[6:7], s[4:5]
	v_div_scale_f64 v[8:9], null, s[4:5], s[4:5], 1.0
	v_div_scale_f64 v[12:13], vcc_lo, s[4:5], s[6:7], s[4:5]
	v_div_scale_f64 v[26:27], s0, 1.0, s[4:5], 1.0
	v_cmp_gt_f64_e64 s13, s[4:5], 0
	v_cmp_ge_f64_e64 s14, s[4:5], 0
	v_cmp_lt_f64_e64 s15, s[4:5], 0
	v_max_f64 v[16:17], s[4:5], s[4:5]
	v_max_f64 v[38:39], s[6:7], s[6:7]
	v_trunc_f64_e32 v[22:23], s[4:5]
	v_cmp_le_f64_e64 s16, s[4:5], 0
	v_cmp_lg_f64_e64 s17, s[4:5], 0
	v_cmp_o_f64_e64 s18, s[4:5], s[4:5]
	v_sqrt_f64_e32 v[24:25], s[4:5]
	v_cmp_nlg_f64_e64 s19, s[4:5], 0
	v_cmp_nle_f64_e64 s20, s[4:5], 0
	v_cmp_nlt_f64_e64 s21, s[4:5], 0
	v_cmp_nge_f64_e64 s22, s[4:5], 0
	v_cmp_ngt_f64_e64 s23, s[4:5], 0
	v_cmp_neq_f64_e64 s24, s[4:5], 0
	s_xor_b32 s1, s5, 0x80000000
	v_mov_b32_e32 v28, s4
	v_mov_b32_e32 v46, s4
	v_cmp_u_f64_e64 s25, s[4:5], s[4:5]
	v_floor_f64_e32 v[30:31], s[4:5]
	v_rndne_f64_e32 v[36:37], s[4:5]
	v_max_f64 v[48:49], s[4:5], s[4:5] clamp
	v_rcp_f64_e32 v[2:3], v[0:1]
	v_cndmask_b32_e64 v74, 0, 1, s13
	v_cmp_ge_f64_e64 s13, s[4:5], s[6:7]
	v_cndmask_b32_e64 v75, 0, 1, s14
	v_cmp_lt_f64_e64 s14, s[4:5], s[6:7]
	v_cndmask_b32_e64 v76, 0, 1, s15
	v_cmp_le_f64_e64 s15, s[4:5], s[6:7]
	v_max_f64 v[34:35], v[16:17], v[38:39]
	v_add_f64 v[57:58], s[4:5], -v[22:23]
	v_cndmask_b32_e64 v77, 0, 1, s16
	v_cmp_lg_f64_e64 s16, s[4:5], s[6:7]
	v_cndmask_b32_e64 v78, 0, 1, s17
	v_cmp_o_f64_e64 s17, s[4:5], s[6:7]
	v_cndmask_b32_e64 v79, 0, 1, s18
	v_cmp_nlg_f64_e64 s18, s[4:5], s[6:7]
	v_cndmask_b32_e64 v80, 0, 1, s19
	v_cmp_nle_f64_e64 s19, s[4:5], s[6:7]
	v_cndmask_b32_e64 v81, 0, 1, s20
	v_cmp_nlt_f64_e64 s20, s[4:5], s[6:7]
	v_cndmask_b32_e64 v82, 0, 1, s21
	v_cmp_nge_f64_e64 s21, s[4:5], s[6:7]
	v_cndmask_b32_e64 v83, 0, 1, s22
	v_cmp_ngt_f64_e64 s22, s[4:5], s[6:7]
	v_cndmask_b32_e64 v84, 0, 1, s23
	v_cmp_neq_f64_e64 s23, s[4:5], s[6:7]
	v_cndmask_b32_e64 v85, 0, 1, s24
	v_cmp_u_f64_e64 s24, s[4:5], s[6:7]
	v_cndmask_b32_e64 v86, 0, 1, s25
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0
	v_min_f64 v[71:72], v[34:35], s[10:11]
	v_mov_b32_e32 v45, v35
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
	v_rcp_f64_e32 v[4:5], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_fma_f64 v[6:7], -v[0:1], v[2:3], 1.0
	s_waitcnt_depctr 0xfff
	v_fma_f64 v[10:11], -v[8:9], v[4:5], 1.0
	v_fma_f64 v[6:7], v[2:3], v[6:7], v[2:3]
	v_add_f64 v[2:3], s[4:5], -s[6:7]
	v_fma_f64 v[10:11], v[4:5], v[10:11], v[4:5]
	v_mul_f64 v[4:5], s[4:5], s[6:7]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[12:13], v[6:7]
	v_fma_f64 v[14:15], -v[8:9], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_fma_f64 v[20:21], -v[0:1], v[18:19], v[12:13]
	v_add_f64 v[0:1], s[4:5], s[6:7]
	v_add_f64 v[12:13], s[4:5], s[4:5]
	v_fma_f64 v[32:33], v[10:11], v[14:15], v[10:11]
	v_mul_f64 v[14:15], s[4:5], s[8:9]
	v_cmp_eq_f64_e64 s9, s[4:5], 0
	v_dual_mov_b32 v10, s4 :: v_dual_mov_b32 v11, s7
	v_cmp_eq_f64_e64 s8, s[4:5], s[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bfi_b32 v47, 0x7fffffff, s5, v11
	v_dual_mov_b32 v56, s11 :: v_dual_mov_b32 v55, s10
	v_mov_b32_e32 v11, s1
	v_mov_b32_e32 v41, v47
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f64 v[42:43], s[4:5], s[6:7], v[55:56]
	v_div_fmas_f64 v[6:7], v[20:21], v[6:7], v[18:19]
	v_dual_mov_b32 v18, s5 :: v_dual_mov_b32 v53, v1
	v_mul_f64 v[50:51], v[26:27], v[32:33]
	s_mov_b32 vcc_lo, s0
	v_cndmask_b32_e64 v73, 0, 1, s9
	v_cmp_gt_f64_e64 s9, s[4:5], s[6:7]
	v_bfi_b32 v29, 0x7fffffff, s12, v18
	s_and_b32 s1, s8, exec_lo
	s_cselect_b32 s1, s5, s11
	s_cselect_b32 s8, s4, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v40, s4 :: v_dual_mov_b32 v59, s8
	v_min_f64 v[18:19], v[16:17], v[38:39]
	v_ceil_f64_e32 v[20:21], s[4:5]
	v_div_fixup_f64 v[6:7], v[6:7], s[6:7], s[4:5]
	v_fma_f64 v[8:9], -v[8:9], v[50:51], v[26:27]
	v_dual_mov_b32 v26, v24 :: v_dual_mov_b32 v27, v25
	s_and_b32 s9, s9, exec_lo
	s_cselect_b32 s9, s5, s11
	s_cselect_b32 s12, s4, s10
	s_and_b32 s13, s13, exec_lo
	s_cselect_b32 s8, s4, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v60, s1 :: v_dual_mov_b32 v63, s8
	s_cselect_b32 s1, s5, s11
	s_and_b32 s13, s14, exec_lo
	v_dual_mov_b32 v52, v0 :: v_dual_mov_b32 v61, s12
	s_cselect_b32 s12, s4, s10
	v_dual_mov_b32 v62, s9 :: v_dual_mov_b32 v65, s12
	s_cselect_b32 s9, s5, s11
	s_and_b32 s13, s15, exec_lo
	s_cselect_b32 s8, s4, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v44, v34 :: v_dual_mov_b32 v67, s8
	s_clause 0x1
	global_store_b128 v54, v[44:47], s[2:3] offset:440
	global_store_b128 v54, v[40:43], s[2:3] offset:456
	v_fma_f64 v[40:41], -s[4:5], |s[6:7]|, v[55:56]
	v_mov_b32_e32 v64, s1
	s_cselect_b32 s1, s5, s11
	s_and_b32 s13, s16, exec_lo
	v_mov_b32_e32 v66, s9
	s_cselect_b32 s9, s5, s11
	s_cselect_b32 s12, s4, s10
	s_and_b32 s13, s17, exec_lo
	v_mov_b32_e32 v68, s1
	v_trunc_f64_e32 v[38:39], v[6:7]
	s_cselect_b32 s0, s5, s11
	s_cselect_b32 s1, s4, s10
	v_div_fmas_f64 v[8:9], v[8:9], v[32:33], v[50:51]
	v_cmp_ge_f64_e64 vcc_lo, |v[57:58]|, 0.5
	s_and_b32 s8, s18, exec_lo
	v_mov_b32_e32 v70, s9
	s_cselect_b32 s8, s5, s11
	s_cselect_b32 s9, s4, s10
	v_mov_b32_e32 v69, s12
	s_and_b32 s12, s19, exec_lo
	v_mov_b32_e32 v56, s1
	s_cselect_b32 s1, s5, s11
	s_cselect_b32 s12, s4, s10
	s_and_b32 s13, s20, exec_lo
	v_dual_mov_b32 v32, s9 :: v_dual_mov_b32 v33, s8
	s_cselect_b32 s8, s5, s11
	s_cselect_b32 s9, s4, s10
	s_and_b32 s13, s21, exec_lo
	v_dual_mov_b32 v46, s12 :: v_dual_mov_b32 v47, s1
	s_cselect_b32 s1, s5, s11
	s_cselect_b32 s12, s4, s10
	s_and_b32 s13, s22, exec_lo
	v_dual_mov_b32 v58, s8 :: v_dual_mov_b32 v57, s9
	v_fma_f64 v[50:51], -v[38:39], s[6:7], s[4:5]
	s_cselect_b32 s6, s5, s11
	s_cselect_b32 s7, s4, s10
	v_div_fixup_f64 v[44:45], v[8:9], s[4:5], 1.0
	v_cndmask_b32_e32 v55, 0, v29, vcc_lo
	v_mov_b32_e32 v9, s1
	global_store_b64 v54, v[32:33], s[2:3] offset:232
	v_dual_mov_b32 v32, s7 :: v_dual_mov_b32 v33, s6
	global_store_b128 v54, v[40:43], s[2:3] offset:472
	v_add_f64 v[42:43], v[4:5], s[10:11]
	v_add_f64 v[38:39], v[22:23], v[54:55]
	s_and_b32 s8, s23, exec_lo
	global_store_b64 v54, v[32:33], s[2:3] offset:296
	s_cselect_b32 s1, s5, s11
	s_cselect_b32 s8, s4, s10
	s_and_b32 s9, s24, exec_lo
	s_cselect_b32 s6, s5, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v8, s12 :: v_dual_mov_b32 v33, s6
	s_cselect_b32 s4, s4, s10
	s_clause 0x2
	global_store_b64 v54, v[46:47], s[2:3] offset:248
	global_store_b64 v54, v[57:58], s[2:3] offset:264
	global_store_b64 v54, v[8:9], s[2:3] offset:280
	v_mov_b32_e32 v9, s1
	s_and_b32 s1, s5, 0x7fffffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v8, s8 :: v_dual_mov_b32 v29, s1
	v_dual_mov_b32 v32, s4 :: v_dual_mov_b32 v57, s0
	s_clause 0x1
	global_store_b64 v54, v[8:9], s[2:3] offset:312
	global_store_b64 v54, v[32:33], s[2:3] offset:328
	v_dual_mov_b32 v33, v19 :: v_dual_mov_b32 v32, v18
	v_mov_b32_e32 v8, v6
	s_clause 0x1
	global_store_b128 v54, v[24:27], s[2:3] offset:344
	global_store_b128 v54, v[28:31], s[2:3] offset:360
	v_dual_mov_b32 v9, v7 :: v_dual_mov_b32 v46, v42
	v_mov_b32_e32 v47, v43
	s_clause 0x7
	global_store_b128 v54, v[16:19], s[2:3] offset:408
	global_store_b128 v54, v[32:35], s[2:3] offset:424
	global_store_b128 v54, v[20:23], s[2:3] offset:376
	global_store_b128 v54, v[36:39], s[2:3] offset:392
	global_store_b128 v54, v[40:43], s[2:3] offset:488
	global_store_b128 v54, v[46:49], s[2:3] offset:504
	global_store_b128 v54, v[0:3], s[2:3] offset:8
	global_store_b128 v54, v[4:7], s[2:3] offset:24
	v_dual_mov_b32 v46, v44 :: v_dual_mov_b32 v47, v45
	s_clause 0x1a
	global_store_b128 v54, v[50:53], s[2:3] offset:40
	global_store_b128 v54, v[4:7], s[2:3] offset:56
	global_store_b64 v54, v[59:60], s[2:3] offset:120
	global_store_b128 v54, v[8:11], s[2:3] offset:72
	global_store_b32 v54, v73, s[2:3] offset:64
	global_store_b32 v54, v74, s[2:3] offset:72
	global_store_b128 v54, v[44:47], s[2:3] offset:88
	global_store_b32 v54, v75, s[2:3] offset:80
	global_store_b32 v54, v76, s[2:3] offset:88
	global_store_b128 v54, v[12:15], s[2:3] offset:104
	global_store_b32 v54, v77, s[2:3] offset:96
	global_store_b64 v54, v[69:70], s[2:3] offset:200
	global_store_b64 v54, v[56:57], s[2:3] offset:216
	global_store_b32 v54, v78, s[2:3] offset:104
	global_store_b32 v54, v79, s[2:3] offset:112
	global_store_b32 v54, v80, s[2:3] offset:120
	global_store_b64 v54, v[61:62], s[2:3] offset:136
	global_store_b32 v54, v81, s[2:3] offset:128
	global_store_b64 v54, v[63:64], s[2:3] offset:152
	global_store_b32 v54, v82, s[2:3] offset:136
	global_store_b32 v54, v83, s[2:3] offset:144
	global_store_b32 v54, v84, s[2:3] offset:152
	global_store_b64 v54, v[65:66], s[2:3] offset:168
	global_store_b32 v54, v85, s[2:3] offset:160
	global_store_b64 v54, v[67:68], s[2:3] offset:184
	global_store_b32 v54, v86, s[2:3] offset:168
	global_store_b64 v54, v[71:72], s[2:3] offset:520
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel float_f64_uni_f64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 87
		.amdhsa_next_free_sgpr 26
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
; codeLenInByte = 1932
; NumSgprs: 28
; NumVgprs: 87
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 87
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
    .vgpr_count:     87
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
