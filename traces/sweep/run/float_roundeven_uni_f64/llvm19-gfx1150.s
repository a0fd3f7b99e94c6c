	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	float_roundeven_uni_f64         ; -- Begin function float_roundeven_uni_f64
	.p2align	8
	.type	float_roundeven_uni_f64,@function
float_roundeven_uni_f64:                ; @float_roundeven_uni_f64
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b128 s[4:7], s[2:3], 0x10
	s_load_b64 s[8:9], s[2:3], 0x0
	s_brev_b32 s10, 6
	s_mov_b32 s11, 0xc00921fb
	s_load_b64 s[2:3], s[2:3], 0x20
	s_waitcnt lgkmcnt(0)
	v_div_scale_f64 v[0:1], null, s[6:7], s[6:7], s[4:5]
	v_div_scale_f64 v[6:7], null, s[4:5], s[4:5], 1.0
	v_div_scale_f64 v[12:13], vcc_lo, s[4:5], s[6:7], s[4:5]
	v_div_scale_f64 v[25:26], s0, 1.0, s[4:5], 1.0
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
	v_cmp_u_f64_e64 s24, s[4:5], s[4:5]
	v_rndne_f64_e32 v[23:24], s[4:5]
	v_cmp_neq_f64_e64 s23, s[4:5], 0
	s_xor_b32 s1, s5, 0x80000000
	v_max_f64 v[29:30], s[4:5], s[6:7]
	v_mov_b32_e32 v18, 0
	v_add_f64 v[14:15], s[4:5], -s[6:7]
	v_rcp_f64_e32 v[2:3], v[0:1]
	v_rcp_f64_e32 v[8:9], v[6:7]
	v_cndmask_b32_e64 v20, 0, 1, s12
	v_cmp_ge_f64_e64 s12, s[4:5], s[6:7]
	v_cndmask_b32_e64 v21, 0, 1, s13
	v_cmp_lt_f64_e64 s13, s[4:5], s[6:7]
	v_cndmask_b32_e64 v22, 0, 1, s14
	v_cmp_le_f64_e64 s14, s[4:5], s[6:7]
	v_cndmask_b32_e64 v49, 0, 1, s15
	v_cmp_lg_f64_e64 s15, s[4:5], s[6:7]
	v_cndmask_b32_e64 v50, 0, 1, s16
	v_cmp_o_f64_e64 s16, s[4:5], s[6:7]
	v_cndmask_b32_e64 v51, 0, 1, s17
	v_cmp_nlg_f64_e64 s17, s[4:5], s[6:7]
	v_cndmask_b32_e64 v52, 0, 1, s18
	v_cmp_nle_f64_e64 s18, s[4:5], s[6:7]
	v_cndmask_b32_e64 v53, 0, 1, s19
	v_cmp_nlt_f64_e64 s19, s[4:5], s[6:7]
	v_cndmask_b32_e64 v54, 0, 1, s20
	v_cmp_nge_f64_e64 s20, s[4:5], s[6:7]
	v_cndmask_b32_e64 v55, 0, 1, s21
	v_cmp_ngt_f64_e64 s21, s[4:5], s[6:7]
	v_cndmask_b32_e64 v56, 0, 1, s22
	v_cmp_neq_f64_e64 s22, s[4:5], s[6:7]
	v_cndmask_b32_e64 v58, 0, 1, s24
	v_cndmask_b32_e64 v57, 0, 1, s23
	v_cmp_u_f64_e64 s23, s[4:5], s[6:7]
	v_min_f64 v[29:30], v[29:30], s[2:3]
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[4:5], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[10:11], -v[0:1], v[2:3], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[4:5], v[8:9], v[4:5], v[8:9]
	v_fma_f64 v[2:3], v[2:3], v[10:11], v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[8:9], -v[6:7], v[4:5], 1.0
	v_mul_f64 v[10:11], v[12:13], v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[8:9], v[4:5], v[8:9], v[4:5]
	v_mul_f64 v[4:5], s[4:5], s[6:7]
	v_fma_f64 v[0:1], -v[0:1], v[10:11], v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[16:17], v[25:26], v[8:9]
	v_add_f64 v[12:13], s[4:5], s[6:7]
	v_add_f64 v[31:32], v[4:5], s[2:3]
	s_delay_alu instid0(VALU_DEP_4)
	v_div_fmas_f64 v[27:28], v[0:1], v[2:3], v[10:11]
	v_mov_b32_e32 v11, s1
	v_mul_f64 v[2:3], s[4:5], s[10:11]
	v_cmp_eq_f64_e64 s11, s[4:5], 0
	v_fma_f64 v[33:34], -v[6:7], v[16:17], v[25:26]
	v_cmp_eq_f64_e64 s10, s[4:5], s[6:7]
	s_mov_b32 vcc_lo, s0
	v_dual_mov_b32 v36, v13 :: v_dual_mov_b32 v25, v23
	v_add_f64 v[0:1], s[4:5], s[4:5]
	v_dual_mov_b32 v10, s4 :: v_dual_mov_b32 v35, v12
	v_div_fixup_f64 v[6:7], v[27:28], s[6:7], s[4:5]
	v_max_f64 v[27:28], s[4:5], s[4:5] clamp
	v_cndmask_b32_e64 v19, 0, 1, s11
	v_cmp_gt_f64_e64 s11, s[4:5], s[6:7]
	v_div_fmas_f64 v[8:9], v[33:34], v[8:9], v[16:17]
	s_and_b32 s1, s10, exec_lo
	s_cselect_b32 s1, s5, s3
	s_cselect_b32 s10, s4, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v26, v24 :: v_dual_mov_b32 v37, s10
	v_mov_b32_e32 v33, v31
	v_trunc_f64_e32 v[16:17], v[6:7]
	s_and_b32 s11, s11, exec_lo
	s_cselect_b32 s11, s5, s3
	s_cselect_b32 s24, s4, s2
	s_and_b32 s12, s12, exec_lo
	v_dual_mov_b32 v38, s1 :: v_dual_mov_b32 v39, s24
	s_cselect_b32 s1, s5, s3
	s_cselect_b32 s10, s4, s2
	s_and_b32 s12, s13, exec_lo
	s_cselect_b32 s0, s5, s3
	v_dual_mov_b32 v40, s11 :: v_dual_mov_b32 v41, s10
	s_cselect_b32 s11, s4, s2
	s_and_b32 s12, s14, exec_lo
	s_cselect_b32 s10, s4, s2
	v_mov_b32_e32 v44, s0
	v_dual_mov_b32 v34, v32 :: v_dual_mov_b32 v45, s10
	global_store_b128 v18, v[23:26], s[8:9] offset:344
	v_div_fixup_f64 v[23:24], v[8:9], s[4:5], 1.0
	v_dual_mov_b32 v42, s1 :: v_dual_mov_b32 v43, s11
	global_store_b128 v18, v[31:34], s[8:9] offset:360
	s_cselect_b32 s1, s5, s3
	s_and_b32 s12, s15, exec_lo
	s_cselect_b32 s0, s5, s3
	s_cselect_b32 s11, s4, s2
	s_and_b32 s12, s16, exec_lo
	v_dual_mov_b32 v46, s1 :: v_dual_mov_b32 v47, s11
	s_cselect_b32 s1, s5, s3
	s_cselect_b32 s10, s4, s2
	s_and_b32 s12, s17, exec_lo
	s_cselect_b32 s11, s5, s3
	v_fma_f64 v[33:34], -v[16:17], s[6:7], s[4:5]
	s_cselect_b32 s12, s4, s2
	s_and_b32 s13, s18, exec_lo
	s_cselect_b32 s13, s5, s3
	s_cselect_b32 s14, s4, s2
	s_and_b32 s15, s19, exec_lo
	v_dual_mov_b32 v25, s12 :: v_dual_mov_b32 v26, s11
	s_cselect_b32 s11, s5, s3
	s_cselect_b32 s12, s4, s2
	v_dual_mov_b32 v8, s14 :: v_dual_mov_b32 v9, s13
	s_and_b32 s15, s20, exec_lo
	v_dual_mov_b32 v16, s12 :: v_dual_mov_b32 v17, s11
	s_cselect_b32 s6, s5, s3
	s_cselect_b32 s7, s4, s2
	s_and_b32 s13, s21, exec_lo
	s_clause 0x1
	global_store_b64 v18, v[25:26], s[8:9] offset:232
	global_store_b64 v18, v[8:9], s[8:9] offset:248
	s_cselect_b32 s11, s5, s3
	s_cselect_b32 s12, s4, s2
	v_dual_mov_b32 v8, s7 :: v_dual_mov_b32 v9, s6
	s_and_b32 s13, s22, exec_lo
	global_store_b64 v18, v[16:17], s[8:9] offset:264
	v_dual_mov_b32 v16, s12 :: v_dual_mov_b32 v17, s11
	s_cselect_b32 s6, s5, s3
	s_cselect_b32 s7, s4, s2
	s_and_b32 s13, s23, exec_lo
	s_cselect_b32 s3, s5, s3
	s_cselect_b32 s2, s4, s2
	global_store_b64 v18, v[8:9], s[8:9] offset:280
	v_dual_mov_b32 v8, s7 :: v_dual_mov_b32 v9, s6
	global_store_b64 v18, v[16:17], s[8:9] offset:296
	v_dual_mov_b32 v16, s2 :: v_dual_mov_b32 v17, s3
	v_mov_b32_e32 v32, s1
	global_store_b64 v18, v[8:9], s[8:9] offset:312
	v_dual_mov_b32 v9, v7 :: v_dual_mov_b32 v8, v6
	v_dual_mov_b32 v25, v23 :: v_dual_mov_b32 v48, s0
	v_mov_b32_e32 v31, s10
	s_clause 0x2
	global_store_b64 v18, v[16:17], s[8:9] offset:328
	global_store_b128 v18, v[12:15], s[8:9] offset:8
	global_store_b128 v18, v[4:7], s[8:9] offset:24
	v_mov_b32_e32 v26, v24
	s_clause 0x1a
	global_store_b128 v18, v[33:36], s[8:9] offset:40
	global_store_b128 v18, v[4:7], s[8:9] offset:56
	global_store_b64 v18, v[37:38], s[8:9] offset:120
	global_store_b128 v18, v[8:11], s[8:9] offset:72
	global_store_b32 v18, v19, s[8:9] offset:64
	global_store_b32 v18, v20, s[8:9] offset:72
	global_store_b128 v18, v[23:26], s[8:9] offset:88
	global_store_b32 v18, v21, s[8:9] offset:80
	global_store_b32 v18, v22, s[8:9] offset:88
	global_store_b128 v18, v[0:3], s[8:9] offset:104
	global_store_b32 v18, v49, s[8:9] offset:96
	global_store_b64 v18, v[47:48], s[8:9] offset:200
	global_store_b64 v18, v[31:32], s[8:9] offset:216
	global_store_b32 v18, v50, s[8:9] offset:104
	global_store_b32 v18, v51, s[8:9] offset:112
	global_store_b32 v18, v52, s[8:9] offset:120
	global_store_b64 v18, v[39:40], s[8:9] offset:136
	global_store_b32 v18, v53, s[8:9] offset:128
	global_store_b64 v18, v[41:42], s[8:9] offset:152
	global_store_b32 v18, v54, s[8:9] offset:136
	global_store_b32 v18, v55, s[8:9] offset:144
	global_store_b32 v18, v56, s[8:9] offset:152
	global_store_b64 v18, v[43:44], s[8:9] offset:168
	global_store_b32 v18, v57, s[8:9] offset:160
	global_store_b64 v18, v[45:46], s[8:9] offset:184
	global_store_b32 v18, v58, s[8:9] offset:168
	global_store_b128 v18, v[27:30], s[8:9] offset:376
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel float_roundeven_uni_f64
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
		.amdhsa_next_free_vgpr 59
		.amdhsa_next_free_sgpr 25
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
	.size	float_roundeven_uni_f64, .Lfunc_end0-float_roundeven_uni_f64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1340
; NumSgprs: 27
; NumVgprs: 59
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 27
; NumVGPRsForWavesPerEU: 59
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
    .name:           float_roundeven_uni_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     27
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_uni_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
