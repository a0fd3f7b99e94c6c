	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	bits_div_i64                    ; -- Begin function bits_div_i64
	.p2align	8
	.type	bits_div_i64,@function
bits_div_i64:                           ; @bits_div_i64
; %bb.0:                                ; %entry
	s_load_b128 s[8:11], s[2:3], 0x0
	v_dual_mov_b32 v3, 0 :: v_dual_lshlrev_b32 v0, 3, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x1ff8, v0
	v_add_nc_u32_e32 v0, 0x200, v2
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b64 v[6:7], v2, s[10:11]
	global_load_b64 v[4:5], v0, s[10:11]
	s_wait_loadcnt 0x1
	v_lshlrev_b32_e32 v50, 27, v6
	s_wait_loadcnt 0x0
	v_cmp_lt_i64_e32 vcc_lo, v[6:7], v[4:5]
	v_lshrrev_b64 v[36:37], 1, v[4:5]
	v_lshrrev_b64 v[44:45], 5, v[4:5]
	v_lshlrev_b64_e32 v[42:43], 1, v[6:7]
	v_clz_i32_u32_e32 v61, v6
	v_add_co_u32 v30, s3, v6, v4
	v_dual_cndmask_b32 v25, v5, v7 :: v_dual_add_nc_u32 v0, 0x400, v2
	v_add_nc_u32_e32 v13, 0x800, v2
	v_add_nc_u32_e32 v16, 0x1000, v2
	v_add_nc_u32_e32 v19, 0x1800, v2
	v_or_b32_e32 v17, 0x2000, v2
	global_load_b64 v[0:1], v0, s[10:11]
	v_add_nc_u32_e32 v18, 0x2800, v2
	v_add_nc_u32_e32 v8, 0x3800, v2
	v_or_b32_e32 v58, 0x4000, v2
	v_add_nc_u32_e32 v14, 0x4800, v2
	v_add_nc_u32_e32 v9, 0x5000, v2
	v_add_nc_u32_e32 v59, 0x5800, v2
	v_or_b32_e32 v12, 0x6000, v2
	v_add_nc_u32_e32 v10, 0x6800, v2
	v_add_nc_u32_e32 v60, 0x7000, v2
	v_add_nc_u32_e32 v20, 0x7800, v2
	v_or_b32_e32 v15, 0x8000, v2
	v_add_nc_u32_e32 v70, 0x8800, v2
	v_add_nc_u32_e32 v71, 0x9000, v2
	v_add_nc_u32_e32 v72, 0x9800, v2
	v_or_b32_e32 v73, 0xa000, v2
	v_add_nc_u32_e32 v27, 0xa800, v2
	v_add_nc_u32_e32 v51, 0xb000, v2
	v_add_nc_u32_e32 v53, 0xb800, v2
	v_or_b32_e32 v54, 0xc000, v2
	v_add_nc_u32_e32 v74, 0xc800, v2
	v_add_nc_u32_e32 v75, 0xd000, v2
	v_add_nc_u32_e32 v76, 0xd800, v2
	v_or_b32_e32 v77, 0xe000, v2
	v_add_nc_u32_e32 v78, 0xe800, v2
	v_add_nc_u32_e32 v79, 0xf000, v2
	v_add_nc_u32_e32 v80, 0xf800, v2
	v_or_b32_e32 v81, 0x10000, v2
	v_add_nc_u32_e32 v82, 0x10800, v2
	v_add_nc_u32_e32 v83, 0x11000, v2
	v_add_nc_u32_e32 v84, 0x11800, v2
	v_or_b32_e32 v85, 0x12000, v2
	v_add_nc_u32_e32 v86, 0x12800, v2
	v_add_nc_u32_e32 v87, 0x13000, v2
	v_add_nc_u32_e32 v88, 0x13800, v2
	v_or_b32_e32 v89, 0x14000, v2
	v_or_b32_e32 v45, v50, v45
	v_add_co_ci_u32_e64 v31, s3, v7, v5, s3
	v_bfrev_b32_e32 v22, v6
	v_bfrev_b32_e32 v21, v7
	v_clz_i32_u32_e32 v62, v7
	global_store_b64 v51, v[44:45], s[8:9]
	v_add_nc_u32_e64 v44, v61, 32 clamp
	v_cmp_lt_u64_e64 s6, v[30:31], v[6:7]
	v_perm_b32 v24, 0, v6, 0x10203
	v_perm_b32 v23, 0, v7, 0x10203
	v_ashrrev_i32_e32 v64, 31, v7
	v_sub_co_u32 v32, s4, v6, v4
	v_ashrrev_i32_e32 v69, 31, v31
	v_cmp_lt_u64_e64 s1, v[6:7], v[4:5]
	v_cmp_gt_i64_e64 s3, 0, v[4:5]
	v_sub_co_ci_u32_e64 v33, s4, v7, v5, s4
	v_cmp_lt_i64_e64 s5, v[30:31], v[6:7]
	v_ctz_i32_b32_e32 v63, v7
	v_cndmask_b32_e64 v28, v5, v7, s1
	v_cmp_lt_i64_e64 s4, 0, v[4:5]
	v_ctz_i32_b32_e32 v68, v6
	v_cndmask_b32_e64 v45, v31, -1, s6
	s_xor_b32 s3, s3, s5
	v_and_b32_e32 v66, 3, v4
	v_and_b32_e32 v90, 15, v4
	v_mad_co_u64_u32 v[48:49], null, v6, v5, 0
	v_not_b32_e32 v94, v64
	v_lshlrev_b64_e32 v[38:39], 5, v[6:7]
	v_lshrrev_b32_e32 v67, 27, v5
	v_mad_co_u64_u32 v[46:47], null, v7, v4, 0
	v_cndmask_b32_e64 v50, v30, v69, s3
	v_cmp_gt_i64_e64 s0, v[6:7], v[4:5]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_or_b32_e32 v38, v38, v67
	v_cmp_gt_u64_e64 s2, v[6:7], v[4:5]
	v_and_b32_e32 v93, v6, v4
	v_and_b32_e32 v92, v7, v5
	v_cndmask_b32_e64 v26, v5, v7, s0
	v_cndmask_b32_e64 v29, v5, v7, s2
	s_wait_loadcnt 0x0
	v_not_b32_e32 v65, v0
	v_lshlrev_b64_e32 v[34:35], v0, v[6:7]
	v_lshrrev_b64 v[40:41], v0, v[4:5]
	v_cndmask_b32_e64 v52, v1, v31, s6
	v_cndmask_b32_e64 v51, v0, v30, s6
	v_lshrrev_b64 v[36:37], v65, v[36:37]
	v_lshlrev_b64_e32 v[42:43], v65, v[42:43]
	v_not_b32_e32 v91, v1
	v_bfi_b32 v55, v1, v7, v5
	v_xnor_b32_e32 v57, v1, v7
	v_xnor_b32_e32 v56, v0, v6
	v_or_b32_e32 v35, v35, v37
	v_or_b32_e32 v34, v34, v36
	v_mad_co_u64_u32 v[36:37], null, v6, v4, 0
	v_add_nc_u32_e32 v11, 0x3000, v2
	v_bcnt_u32_b32 v2, v6, 0
	v_or_b32_e32 v41, v43, v41
	v_or_b32_e32 v40, v42, v40
	v_mad_co_i64_i32 v[42:43], null, v7, v5, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_bcnt_u32_b32 v2, v7, v2
	global_store_b64 v13, v[2:3], s[8:9]
	v_min3_u32 v2, v44, v62, 64
	global_store_b64 v16, v[21:22], s[8:9]
	v_add_nc_u32_e32 v16, 32, v61
	v_and_b32_e32 v13, 0xffff0000, v4
	s_clause 0x1
	global_store_b64 v19, v[23:24], s[8:9]
	global_store_b64 v17, v[2:3], s[8:9]
	v_cndmask_b32_e32 v24, v4, v6, vcc_lo
	v_min_u32_e32 v2, v16, v62
	global_store_b64 v27, v[40:41], s[8:9]
	v_and_b32_e32 v27, 0xffff, v6
	v_xor_b32_e32 v17, v7, v64
	v_cndmask_b32_e64 v44, v30, -1, s6
	global_store_b64 v18, v[2:3], s[8:9]
	v_xor_b32_e32 v2, 0x80000000, v69
	v_or_b32_e32 v21, v27, v13
	v_xor_b32_e32 v13, v6, v64
	v_cndmask_b32_e64 v27, v4, v6, s1
	global_store_b64 v54, v[51:52], s[8:9]
	v_cmp_lt_i64_e64 s1, v[32:33], v[6:7]
	v_cndmask_b32_e64 v51, v31, v2, s3
	v_sub_co_u32 v16, s5, v13, v64
	global_store_b64 v59, v[27:28], s[8:9]
	v_add_nc_u32_e64 v13, v63, 32 clamp
	v_ashrrev_i32_e32 v2, 31, v33
	s_xor_b32 s1, s4, s1
	v_cndmask_b32_e64 v41, v1, v31, s3
	v_cndmask_b32_e64 v40, v0, v30, s3
	v_sub_co_ci_u32_e64 v17, s5, v17, v64, s5
	v_xor_b32_e32 v23, 0x80000000, v2
	global_store_b64 v60, v[44:45], s[8:9]
	v_cndmask_b32_e64 v44, v32, v2, s1
	v_min3_u32 v2, v68, v13, 64
	global_store_b64 v58, v[16:17], s[8:9]
	v_mad_co_u64_u32 v[16:17], null, v6, 24, 0
	v_lshlrev_b64_e64 v[18:19], v4, 1
	s_clause 0x2
	global_store_b64 v11, v[2:3], s[8:9]
	global_store_b64 v14, v[24:25], s[8:9]
	global_store_b64 v53, v[40:41], s[8:9]
	v_lshlrev_b64_e32 v[58:59], v66, v[6:7]
	v_cndmask_b32_e64 v45, v33, v23, s1
	v_mov_b32_e32 v2, v17
	v_xor_b32_e32 v27, 0x7fffffff, v64
	v_and_b32_e32 v13, v6, v65
	v_or_b32_e32 v23, v6, v65
	v_add_nc_u32_e32 v69, 32, v63
	v_mad_co_u64_u32 v[64:65], null, v7, 24, v[2:3]
	v_add_co_u32 v2, vcc_lo, v18, -1
	v_add_co_ci_u32_e32 v11, vcc_lo, -1, v19, vcc_lo
	v_lshrrev_b64 v[18:19], v90, v[6:7]
	v_mov_b32_e32 v19, v37
	v_cmp_gt_u64_e64 s3, v[32:33], v[6:7]
	v_ashrrev_i64 v[62:63], v66, v[58:59]
	v_dual_mov_b32 v17, v64 :: v_dual_and_b32 v64, v2, v6
	v_lshrrev_b64 v[66:67], v66, v[58:59]
	v_add_co_u32 v2, vcc_lo, v19, v48
	v_and_b32_e32 v65, v11, v7
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v49, vcc_lo
	v_cndmask_b32_e64 v31, v33, 0, s3
	v_cndmask_b32_e64 v30, v32, 0, s3
	v_cndmask_b32_e64 v61, v1, v33, s3
	v_cndmask_b32_e64 v60, v0, v32, s3
	v_cndmask_b32_e64 v33, v1, v33, s1
	v_cndmask_b32_e64 v32, v0, v32, s1
	v_cmp_ne_u64_e64 s1, v[6:7], v[62:63]
	v_add_co_u32 v19, vcc_lo, v2, v46
	v_cndmask_b32_e64 v25, v4, v6, s0
	v_cmp_ne_u64_e64 s0, v[6:7], v[66:67]
	v_add_co_ci_u32_e32 v19, vcc_lo, v11, v47, vcc_lo
	v_cndmask_b32_e64 v49, v59, v27, s1
	v_add_co_ci_u32_e32 v27, vcc_lo, 0, v43, vcc_lo
	v_add3_u32 v37, v37, v48, v46
	v_cndmask_b32_e64 v59, v59, -1, s0
	v_cndmask_b32_e64 v48, v58, v94, s1
	v_cndmask_b32_e64 v58, v58, -1, s0
	v_add_co_u32 v19, s0, v19, v42
	v_cndmask_b32_e64 v28, v4, v6, s2
	v_add_co_ci_u32_e64 v27, s0, 0, v27, s0
	v_bfi_b32 v54, v0, v6, v4
	s_delay_alu instid0(VALU_DEP_4)
	v_sub_co_u32 v4, s0, v19, v4
	s_clause 0x1
	global_store_b64 v12, v[28:29], s[8:9]
	global_store_b64 v20, v[44:45], s[8:9]
	v_subrev_co_ci_u32_e64 v12, s0, 0, v27, s0
	v_cmp_gt_i32_e64 s0, 0, v7
	v_mad_co_u64_u32 v[40:41], null, v7, v5, 0
	v_add_co_u32 v2, vcc_lo, v2, v46
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v19, v19, v4, s0
	v_lshlrev_b64_e32 v[52:53], 8, v[6:7]
	v_and_b32_e32 v14, v7, v91
	v_or_b32_e32 v24, v7, v91
	v_add_co_ci_u32_e32 v7, vcc_lo, v11, v47, vcc_lo
	v_cndmask_b32_e64 v12, v27, v12, s0
	v_min_u32_e32 v2, v68, v69
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v41, vcc_lo
	s_clause 0x4
	global_store_b64 v70, v[48:49], s[8:9]
	global_store_b64 v71, v[58:59], s[8:9]
	global_store_b64 v72, v[34:35], s[8:9]
	global_store_b64 v73, v[38:39], s[8:9]
	global_store_b64 v8, v[2:3], s[8:9]
	v_bfe_u32 v2, v6, 5, 10
	v_sub_co_u32 v6, vcc_lo, v19, v6
	v_subrev_co_ci_u32_e32 v8, vcc_lo, 0, v12, vcc_lo
	v_ashrrev_i32_e32 v66, 31, v37
	v_cmp_gt_i32_e32 vcc_lo, 0, v5
	v_add_co_u32 v4, s0, v7, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v22, v5 :: v_dual_mov_b32 v67, v66
	v_add_co_ci_u32_e64 v5, s0, 0, v11, s0
	v_dual_cndmask_b32 v7, v12, v8 :: v_dual_cndmask_b32 v6, v19, v6
	v_ashrrev_i64 v[52:53], 20, v[52:53]
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_clause 0x3
	global_store_b64 v9, v[25:26], s[8:9]
	global_store_b64 v10, v[50:51], s[8:9]
	global_store_b64 v15, v[30:31], s[8:9]
	global_store_b64 v78, v[2:3], s[8:9]
	v_and_b32_e32 v2, 0xff, v18
	v_cmp_ne_u64_e64 s0, v[6:7], v[66:67]
	v_not_b32_e32 v69, v24
	v_not_b32_e32 v68, v23
	v_not_b32_e32 v63, v92
	v_not_b32_e32 v62, v93
	s_clause 0x2
	global_store_b64 v80, v[52:53], s[8:9]
	global_store_b64 v82, v[54:55], s[8:9]
	global_store_b64 v84, v[23:24], s[8:9]
	v_dual_cndmask_b32 v5, v1, v37 :: v_dual_cndmask_b32 v4, v0, v36
	v_cndmask_b32_e64 v1, v1, v37, s0
	v_cndmask_b32_e64 v0, v0, v36, s0
	s_clause 0xb
	global_store_b64 v79, v[2:3], s[8:9]
	global_store_b64 v81, v[21:22], s[8:9]
	global_store_b64 v83, v[13:14], s[8:9]
	global_store_b64 v85, v[68:69], s[8:9]
	global_store_b64 v74, v[32:33], s[8:9]
	global_store_b64 v75, v[60:61], s[8:9]
	global_store_b64 v76, v[0:1], s[8:9]
	global_store_b64 v77, v[4:5], s[8:9]
	global_store_b64 v86, v[56:57], s[8:9]
	global_store_b64 v87, v[62:63], s[8:9]
	global_store_b64 v88, v[64:65], s[8:9]
	global_store_b64 v89, v[16:17], s[8:9]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bits_div_i64
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
		.amdhsa_next_free_vgpr 95
		.amdhsa_next_free_sgpr 12
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
	.size	bits_div_i64, .Lfunc_end0-bits_div_i64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2012
; NumSgprs: 14
; NumVgprs: 95
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 95
; Occupancy: 16
; WaveLimiterHint : 0
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
    .name:           bits_div_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         bits_div_i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     95
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
