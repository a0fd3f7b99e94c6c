	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl	float_roundeven_uni_f64         ; -- Begin function float_roundeven_uni_f64
	.p2align	8
	.type	float_roundeven_uni_f64,@function
float_roundeven_uni_f64:                ; @float_roundeven_uni_f64
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x10
	s_load_b64 s[8:9], s[0:1], 0x0
	s_brev_b32 s10, 6
	s_mov_b32 s11, 0xc00921fb
	s_load_b64 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_div_scale_f64 v[0:1], null, s[6:7], s[6:7], s[4:5]
	v_div_scale_f64 v[6:7], null, s[4:5], s[4:5], 1.0
	v_div_scale_f64 v[18:19], s2, 1.0, s[4:5], 1.0
	v_mul_f64 v[14:15], s[4:5], s[10:11]
	v_cmp_eq_f64_e64 s11, s[4:5], 0
	v_cmp_gt_f64_e64 s12, s[4:5], 0
	v_cmp_ge_f64_e64 s13, s[4:5], 0
	v_cmp_lt_f64_e64 s14, s[4:5], 0
	v_cmp_le_f64_e64 s15, s[4:5], 0
	v_cmp_lg_f64_e64 s16, s[4:5], 0
	v_cmp_o_f64_e64 s17, s[4:5], s[4:5]
	v_cmp_nlg_f64_e64 s18, s[4:5], 0
	v_cmp_nle_f64_e64 s19, s[4:5], 0
	v_cmp_nlt_f64_e64 s20, s[4:5], 0
	v_cmp_nge_f64_e64 s21, s[4:5], 0
	v_cmp_ngt_f64_e64 s22, s[4:5], 0
	v_cmp_neq_f64_e64 s23, s[4:5], 0
	v_cmp_eq_f64_e64 s10, s[4:5], s[6:7]
	v_cmp_u_f64_e64 s24, s[4:5], s[4:5]
	v_rndne_f64_e32 v[16:17], s[4:5]
	v_max_f64 v[22:23], s[4:5], s[6:7]
	s_xor_b32 s3, s5, 0x80000000
	v_mov_b32_e32 v58, 0
	v_max_f64 v[20:21], s[4:5], s[4:5] clamp
	v_rcp_f64_e32 v[2:3], v[0:1]
	v_rcp_f64_e32 v[8:9], v[6:7]
	v_cndmask_b32_e64 v59, 0, 1, s11
	v_cmp_gt_f64_e64 s11, s[4:5], s[6:7]
	v_cndmask_b32_e64 v60, 0, 1, s12
	v_cmp_ge_f64_e64 s12, s[4:5], s[6:7]
	v_cndmask_b32_e64 v61, 0, 1, s13
	v_cmp_lt_f64_e64 s13, s[4:5], s[6:7]
	v_cndmask_b32_e64 v62, 0, 1, s14
	v_cmp_le_f64_e64 s14, s[4:5], s[6:7]
	v_cndmask_b32_e64 v63, 0, 1, s15
	v_cmp_lg_f64_e64 s15, s[4:5], s[6:7]
	v_cndmask_b32_e64 v64, 0, 1, s16
	v_cmp_o_f64_e64 s16, s[4:5], s[6:7]
	v_cndmask_b32_e64 v65, 0, 1, s17
	v_cmp_nlg_f64_e64 s17, s[4:5], s[6:7]
	v_cndmask_b32_e64 v66, 0, 1, s18
	v_cmp_nle_f64_e64 s18, s[4:5], s[6:7]
	v_cndmask_b32_e64 v67, 0, 1, s19
	v_cmp_nlt_f64_e64 s19, s[4:5], s[6:7]
	v_cndmask_b32_e64 v68, 0, 1, s20
	v_cmp_nge_f64_e64 s20, s[4:5], s[6:7]
	v_cndmask_b32_e64 v69, 0, 1, s21
	v_cmp_ngt_f64_e64 s21, s[4:5], s[6:7]
	v_cndmask_b32_e64 v70, 0, 1, s22
	v_cmp_neq_f64_e64 s22, s[4:5], s[6:7]
	v_cndmask_b32_e64 v71, 0, 1, s23
	v_cmp_u_f64_e64 s23, s[4:5], s[6:7]
	v_cndmask_b32_e64 v72, 0, 1, s24
	v_min_f64 v[22:23], v[22:23], s[0:1]
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[4:5], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[10:11], -v[0:1], v[2:3], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[4:5], v[8:9], v[4:5], v[8:9]
	v_div_scale_f64 v[8:9], vcc_lo, s[4:5], s[6:7], s[4:5]
	v_fma_f64 v[10:11], v[2:3], v[10:11], v[2:3]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[2:3], -v[6:7], v[4:5], 1.0
	v_mul_f64 v[12:13], v[8:9], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_fma_f64 v[24:25], v[4:5], v[2:3], v[4:5]
	v_mul_f64 v[4:5], s[4:5], s[6:7]
	v_add_f64 v[2:3], s[4:5], -s[6:7]
	v_fma_f64 v[8:9], -v[0:1], v[12:13], v[8:9]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[30:31], v[18:19], v[24:25]
	v_add_f64 v[0:1], s[4:5], s[6:7]
	v_add_f64 v[28:29], v[4:5], s[0:1]
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[12:13]
	v_mov_b32_e32 v11, s3
	v_fma_f64 v[32:33], -v[6:7], v[30:31], v[18:19]
	s_mov_b32 vcc_lo, s2
	v_add_f64 v[12:13], s[4:5], s[4:5]
	s_and_b32 s3, s10, exec_lo
	s_cselect_b32 s3, s5, s1
	s_cselect_b32 s10, s4, s0
	s_and_b32 s11, s11, exec_lo
	s_cselect_b32 s11, s5, s1
	s_cselect_b32 s24, s4, s0
	s_and_b32 s12, s12, exec_lo
	v_dual_mov_b32 v18, v16 :: v_dual_mov_b32 v37, s3
	v_dual_mov_b32 v36, s10 :: v_dual_mov_b32 v39, s11
	s_cselect_b32 s3, s5, s1
	s_cselect_b32 s10, s4, s0
	s_and_b32 s12, s13, exec_lo
	s_cselect_b32 s2, s5, s1
	s_cselect_b32 s11, s4, s0
	s_and_b32 s12, s14, exec_lo
	v_dual_mov_b32 v38, s24 :: v_dual_mov_b32 v41, s3
	v_dual_mov_b32 v40, s10 :: v_dual_mov_b32 v43, s2
	s_cselect_b32 s3, s5, s1
	s_cselect_b32 s10, s4, s0
	s_and_b32 s12, s15, exec_lo
	v_dual_mov_b32 v42, s11 :: v_dual_mov_b32 v45, s3
	s_cselect_b32 s2, s5, s1
	s_cselect_b32 s11, s4, s0
	s_and_b32 s12, s16, exec_lo
	v_dual_mov_b32 v44, s10 :: v_dual_mov_b32 v47, s2
	s_cselect_b32 s3, s5, s1
	s_cselect_b32 s10, s4, s0
	v_div_fixup_f64 v[6:7], v[8:9], s[6:7], s[4:5]
	s_and_b32 s12, s17, exec_lo
	v_div_fmas_f64 v[8:9], v[32:33], v[24:25], v[30:31]
	v_dual_mov_b32 v46, s11 :: v_dual_mov_b32 v49, s3
	s_cselect_b32 s2, s5, s1
	s_cselect_b32 s11, s4, s0
	s_and_b32 s12, s18, exec_lo
	v_dual_mov_b32 v48, s10 :: v_dual_mov_b32 v31, s2
	s_cselect_b32 s3, s5, s1
	s_cselect_b32 s10, s4, s0
	s_and_b32 s12, s19, exec_lo
	v_dual_mov_b32 v30, s11 :: v_dual_mov_b32 v35, s3
	s_cselect_b32 s2, s5, s1
	s_cselect_b32 s11, s4, s0
	s_and_b32 s12, s20, exec_lo
	s_cselect_b32 s3, s5, s1
	v_mov_b32_e32 v34, s10
	v_dual_mov_b32 v10, s4 :: v_dual_mov_b32 v27, v1
	v_dual_mov_b32 v26, v0 :: v_dual_mov_b32 v19, v17
	v_mov_b32_e32 v51, s3
	v_trunc_f64_e32 v[24:25], v[6:7]
	v_div_fixup_f64 v[32:33], v[8:9], s[4:5], 1.0
	v_dual_mov_b32 v9, s2 :: v_dual_mov_b32 v8, s11
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f64 v[24:25], -v[24:25], s[6:7], s[4:5]
	s_cselect_b32 s6, s4, s0
	s_and_b32 s7, s21, exec_lo
	s_cselect_b32 s2, s5, s1
	s_cselect_b32 s7, s4, s0
	s_and_b32 s10, s22, exec_lo
	v_dual_mov_b32 v50, s6 :: v_dual_mov_b32 v53, s2
	s_cselect_b32 s3, s5, s1
	s_cselect_b32 s6, s4, s0
	s_and_b32 s10, s23, exec_lo
	v_dual_mov_b32 v52, s7 :: v_dual_mov_b32 v55, s3
	s_cselect_b32 s1, s5, s1
	s_cselect_b32 s0, s4, s0
	v_dual_mov_b32 v54, s6 :: v_dual_mov_b32 v57, s1
	v_mov_b32_e32 v56, s0
	s_clause 0x3
	global_store_b64 v58, v[30:31], s[8:9] offset:232
	global_store_b64 v58, v[34:35], s[8:9] offset:248
	global_store_b64 v58, v[8:9], s[8:9] offset:264
	global_store_b64 v58, v[50:51], s[8:9] offset:280
	v_dual_mov_b32 v31, v29 :: v_dual_mov_b32 v30, v28
	v_dual_mov_b32 v9, v7 :: v_dual_mov_b32 v8, v6
	v_mov_b32_e32 v35, v33
	s_clause 0x6
	global_store_b64 v58, v[52:53], s[8:9] offset:296
	global_store_b64 v58, v[54:55], s[8:9] offset:312
	global_store_b64 v58, v[56:57], s[8:9] offset:328
	global_store_b128 v58, v[16:19], s[8:9] offset:344
	global_store_b128 v58, v[28:31], s[8:9] offset:360
	global_store_b128 v58, v[0:3], s[8:9] offset:8
	global_store_b128 v58, v[4:7], s[8:9] offset:24
	v_mov_b32_e32 v34, v32
	s_clause 0x1a
	global_store_b128 v58, v[24:27], s[8:9] offset:40
	global_store_b128 v58, v[4:7], s[8:9] offset:56
	global_store_b64 v58, v[36:37], s[8:9] offset:120
	global_store_b128 v58, v[8:11], s[8:9] offset:72
	global_store_b32 v58, v59, s[8:9] offset:64
	global_store_b32 v58, v60, s[8:9] offset:72
	global_store_b128 v58, v[32:35], s[8:9] offset:88
	global_store_b32 v58, v61, s[8:9] offset:80
	global_store_b32 v58, v62, s[8:9] offset:88
	global_store_b128 v58, v[12:15], s[8:9] offset:104
	global_store_b32 v58, v63, s[8:9] offset:96
	global_store_b64 v58, v[46:47], s[8:9] offset:200
	global_store_b64 v58, v[48:49], s[8:9] offset:216
	global_store_b32 v58, v64, s[8:9] offset:104
	global_store_b32 v58, v65, s[8:9] offset:112
	global_store_b32 v58, v66, s[8:9] offset:120
	global_store_b64 v58, v[38:39], s[8:9] offset:136
	global_store_b32 v58, v67, s[8:9] offset:128
	global_store_b64 v58, v[40:41], s[8:9] offset:152
	global_store_b32 v58, v68, s[8:9] offset:136
	global_store_b32 v58, v69, s[8:9] offset:144
	global_store_b32 v58, v70, s[8:9] offset:152
	global_store_b64 v58, v[42:43], s[8:9] offset:168
	global_store_b32 v58, v71, s[8:9] offset:160
	global_store_b64 v58, v[44:45], s[8:9] offset:184
	global_store_b32 v58, v72, s[8:9] offset:168
	global_store_b128 v58, v[20:23], s[8:9] offset:376
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel float_roundeven_uni_f64
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
		.amdhsa_next_free_vgpr 73
		.amdhsa_next_free_sgpr 25
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
; codeLenInByte = 1620
; NumSgprs: 27
; NumVgprs: 73
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 27
; NumVGPRsForWavesPerEU: 73
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
    .name:           float_roundeven_uni_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     27
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_uni_f64.kd
    .vgpr_count:     73
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
