	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
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
	v_add_nc_u32_e32 v1, 0x400, v2
	v_or_b32_e32 v14, 0x2000, v2
	v_add_nc_u32_e32 v13, 0x2800, v2
	v_or_b32_e32 v19, 0x4000, v2
	v_add_nc_u32_e32 v15, 0x4800, v2
	v_add_nc_u32_e32 v22, 0x5800, v2
	v_or_b32_e32 v16, 0x6000, v2
	v_add_nc_u32_e32 v12, 0x6800, v2
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_b64 v[4:5], v0, s[10:11]
	global_load_b64 v[0:1], v1, s[10:11]
	global_load_b64 v[6:7], v2, s[10:11]
	v_add_nc_u32_e32 v18, 0x800, v2
	v_add_nc_u32_e32 v20, 0x1000, v2
	v_add_nc_u32_e32 v17, 0x1800, v2
	v_add_nc_u32_e32 v11, 0x3000, v2
	v_add_nc_u32_e32 v8, 0x3800, v2
	v_add_nc_u32_e32 v9, 0x5000, v2
	v_add_nc_u32_e32 v25, 0x7000, v2
	v_add_nc_u32_e32 v24, 0x7800, v2
	v_or_b32_e32 v10, 0x8000, v2
	v_add_nc_u32_e32 v26, 0x8800, v2
	v_add_nc_u32_e32 v27, 0x9000, v2
	v_add_nc_u32_e32 v29, 0x9800, v2
	v_or_b32_e32 v28, 0xa000, v2
	v_add_nc_u32_e32 v44, 0xa800, v2
	v_add_nc_u32_e32 v45, 0xb000, v2
	v_add_nc_u32_e32 v46, 0xb800, v2
	v_or_b32_e32 v47, 0xc000, v2
	v_add_nc_u32_e32 v21, 0xc800, v2
	v_add_nc_u32_e32 v23, 0xd000, v2
	v_add_nc_u32_e32 v30, 0xd800, v2
	v_or_b32_e32 v31, 0xe000, v2
	v_add_nc_u32_e32 v33, 0xe800, v2
	v_add_nc_u32_e32 v32, 0xf000, v2
	v_add_nc_u32_e32 v51, 0xf800, v2
	v_or_b32_e32 v52, 0x10000, v2
	v_add_nc_u32_e32 v53, 0x10800, v2
	v_add_nc_u32_e32 v54, 0x11000, v2
	v_add_nc_u32_e32 v55, 0x11800, v2
	v_or_b32_e32 v56, 0x12000, v2
	v_add_nc_u32_e32 v57, 0x12800, v2
	v_add_nc_u32_e32 v58, 0x13000, v2
	v_add_nc_u32_e32 v59, 0x13800, v2
	v_or_b32_e32 v60, 0x14000, v2
	s_waitcnt vmcnt(2)
	v_lshrrev_b64 v[34:35], 1, v[4:5]
	s_waitcnt vmcnt(1)
	v_not_b32_e32 v49, v0
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v2, v6, 0
	v_lshlrev_b64 v[40:41], 1, v[6:7]
	v_clz_i32_u32_e32 v48, v6
	v_lshlrev_b64 v[36:37], v0, v[6:7]
	v_lshrrev_b64 v[34:35], v49, v[34:35]
	v_bcnt_u32_b32 v2, v7, v2
	v_lshrrev_b64 v[42:43], v0, v[4:5]
	v_lshlrev_b64 v[40:41], v49, v[40:41]
	v_bfrev_b32_e32 v39, v6
	v_bfrev_b32_e32 v38, v7
	global_store_b64 v18, v[2:3], s[8:9]
	v_clz_i32_u32_e32 v50, v7
	v_add_nc_u32_e64 v2, v48, 32 clamp
	v_or_b32_e32 v35, v37, v35
	v_or_b32_e32 v34, v36, v34
	v_perm_b32 v37, 0, v6, 0x10203
	v_perm_b32 v36, 0, v7, 0x10203
	v_min3_u32 v2, v2, v50, 64
	global_store_b64 v20, v[38:39], s[8:9]
	v_or_b32_e32 v38, v40, v42
	v_add_co_u32 v40, vcc_lo, v6, v4
	v_or_b32_e32 v39, v41, v43
	v_add_co_ci_u32_e32 v41, vcc_lo, v7, v5, vcc_lo
	v_cmp_gt_i64_e32 vcc_lo, 0, v[4:5]
	v_lshrrev_b64 v[42:43], 5, v[4:5]
	v_lshlrev_b32_e32 v20, 27, v6
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_lt_i64_e64 s0, v[40:41], v[6:7]
	v_cmp_lt_u64_e64 s1, v[40:41], v[6:7]
	v_ashrrev_i32_e32 v63, 31, v7
	global_store_b64 v14, v[2:3], s[8:9]
	v_or_b32_e32 v43, v20, v43
	global_store_b64 v44, v[38:39], s[8:9]
	s_xor_b32 vcc_lo, vcc_lo, s0
	v_xor_b32_e32 v14, v6, v63
	v_cndmask_b32_e32 v38, v1, v41, vcc_lo
	global_store_b64 v17, v[36:37], s[8:9]
	v_cndmask_b32_e32 v37, v0, v40, vcc_lo
	global_store_b64 v45, v[42:43], s[8:9]
	v_cndmask_b32_e64 v43, v1, v41, s1
	v_cndmask_b32_e64 v42, v0, v40, s1
	v_ashrrev_i32_e32 v17, 31, v41
	global_store_b64 v46, v[37:38], s[8:9]
	v_add_nc_u32_e32 v37, 32, v48
	v_xor_b32_e32 v38, v7, v63
	global_store_b64 v47, v[42:43], s[8:9]
	v_cmp_lt_u64_e64 s3, v[6:7], v[4:5]
	v_ctz_i32_b32_e32 v61, v7
	v_min_u32_e32 v2, v37, v50
	v_sub_co_u32 v37, s4, v14, v63
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v38, s4, v38, v63, s4
	global_store_b64 v13, v[2:3], s[8:9]
	v_xor_b32_e32 v2, 0x80000000, v17
	v_cndmask_b32_e64 v18, v41, -1, s1
	v_cndmask_b32_e32 v36, v40, v17, vcc_lo
	v_cndmask_b32_e64 v14, v5, v7, s3
	v_cndmask_b32_e64 v13, v4, v6, s3
	global_store_b64 v19, v[37:38], s[8:9]
	v_dual_cndmask_b32 v37, v41, v2 :: v_dual_and_b32 v38, 3, v4
	v_cndmask_b32_e64 v17, v40, -1, s1
	v_ctz_i32_b32_e32 v62, v6
	v_cmp_lt_i64_e64 s0, v[6:7], v[4:5]
	v_add_nc_u32_e64 v2, v61, 32 clamp
	v_sub_co_u32 v43, vcc_lo, v6, v4
	s_clause 0x1
	global_store_b64 v22, v[13:14], s[8:9]
	global_store_b64 v25, v[17:18], s[8:9]
	v_lshlrev_b64 v[17:18], v38, v[6:7]
	v_sub_co_ci_u32_e32 v44, vcc_lo, v7, v5, vcc_lo
	v_min3_u32 v2, v62, v2, 64
	v_cndmask_b32_e64 v20, v5, v7, s0
	v_cndmask_b32_e64 v19, v4, v6, s0
	v_cmp_lt_i64_e32 vcc_lo, 0, v[4:5]
	v_cmp_lt_i64_e64 s0, v[43:44], v[6:7]
	s_clause 0x1
	global_store_b64 v11, v[2:3], s[8:9]
	global_store_b64 v15, v[19:20], s[8:9]
	v_ashrrev_i64 v[19:20], v38, v[17:18]
	v_lshrrev_b64 v[47:48], v38, v[17:18]
	v_cmp_gt_u64_e64 s3, v[6:7], v[4:5]
	v_ashrrev_i32_e32 v25, 31, v44
	v_lshlrev_b64 v[13:14], 5, v[6:7]
	s_xor_b32 vcc_lo, vcc_lo, s0
	v_cmp_ne_u64_e64 s0, v[6:7], v[19:20]
	v_cmp_ne_u64_e64 s1, v[6:7], v[47:48]
	v_cndmask_b32_e64 v42, v5, v7, s3
	v_lshrrev_b32_e32 v22, 27, v5
	v_cndmask_b32_e64 v41, v4, v6, s3
	v_xor_b32_e32 v40, 0x80000000, v25
	v_xor_b32_e32 v2, 0x7fffffff, v63
	v_not_b32_e32 v11, v63
	v_or_b32_e32 v13, v13, v22
	global_store_b64 v16, v[41:42], s[8:9]
	v_cndmask_b32_e32 v46, v44, v40, vcc_lo
	v_cndmask_b32_e64 v41, v18, v2, s0
	v_cndmask_b32_e64 v40, v17, v11, s0
	global_store_b64 v28, v[13:14], s[8:9]
	v_cndmask_b32_e64 v18, v18, -1, s1
	v_cndmask_b32_e64 v17, v17, -1, s1
	v_and_b32_e32 v2, 0xffff, v6
	global_store_b64 v26, v[40:41], s[8:9]
	v_and_b32_e32 v11, 0xffff0000, v4
	s_clause 0x1
	global_store_b64 v29, v[34:35], s[8:9]
	global_store_b64 v27, v[17:18], s[8:9]
	v_add_nc_u32_e32 v29, 32, v61
	v_mad_u64_u32 v[15:16], null, v6, v4, 0
	v_mad_u64_u32 v[34:35], null, v6, 24, 0
	v_cmp_gt_i64_e64 s2, v[6:7], v[4:5]
	v_not_b32_e32 v22, v1
	v_or_b32_e32 v17, v2, v11
	v_min_u32_e32 v2, v62, v29
	v_mad_u64_u32 v[47:48], null, v6, v5, 0
	v_cndmask_b32_e64 v39, v5, v7, s2
	v_cndmask_b32_e32 v45, v43, v25, vcc_lo
	v_and_b32_e32 v14, v7, v22
	v_or_b32_e32 v29, v7, v22
	v_cndmask_b32_e64 v38, v4, v6, s2
	global_store_b64 v8, v[2:3], s[8:9]
	v_mov_b32_e32 v2, v35
	v_mov_b32_e32 v22, v16
	v_mad_u64_u32 v[19:20], null, v7, v4, 0
	s_clause 0x2
	global_store_b64 v9, v[38:39], s[8:9]
	global_store_b64 v12, v[36:37], s[8:9]
	global_store_b64 v24, v[45:46], s[8:9]
	v_dual_cndmask_b32 v12, v1, v44 :: v_dual_cndmask_b32 v11, v0, v43
	v_mad_u64_u32 v[35:36], null, v7, 24, v[2:3]
	v_add_co_u32 v2, vcc_lo, v22, v47
	v_mad_i64_i32 v[24:25], null, v7, v5, 0
	v_add_co_ci_u32_e32 v22, vcc_lo, 0, v48, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v38, vcc_lo, v2, v19
	v_cmp_gt_u64_e64 s0, v[43:44], v[6:7]
	v_add_co_ci_u32_e32 v38, vcc_lo, v22, v20, vcc_lo
	v_lshlrev_b64 v[26:27], v4, 1
	v_add_co_ci_u32_e32 v39, vcc_lo, 0, v25, vcc_lo
	v_and_b32_e32 v13, v6, v49
	v_or_b32_e32 v28, v6, v49
	v_cndmask_b32_e64 v49, v43, 0, s0
	v_cndmask_b32_e64 v8, v0, v43, s0
	v_add_co_u32 v43, vcc_lo, v38, v24
	v_cndmask_b32_e64 v50, v44, 0, s0
	v_cndmask_b32_e64 v9, v1, v44, s0
	v_add_co_u32 v26, s0, v26, -1
	v_add_co_ci_u32_e32 v38, vcc_lo, 0, v39, vcc_lo
	v_add_co_ci_u32_e64 v27, s0, -1, v27, s0
	v_add_co_u32 v2, vcc_lo, v2, v19
	v_mad_u64_u32 v[45:46], null, v7, v5, 0
	v_sub_co_u32 v2, s0, v43, v4
	v_and_b32_e32 v42, 15, v4
	v_and_b32_e32 v63, v6, v4
	v_bfi_b32 v24, v0, v6, v4
	v_subrev_co_ci_u32_e64 v4, s0, 0, v38, s0
	v_cmp_gt_i32_e64 s0, 0, v7
	v_lshlrev_b64 v[40:41], 8, v[6:7]
	v_add_co_ci_u32_e32 v22, vcc_lo, v22, v20, vcc_lo
	v_add3_u32 v16, v16, v47, v19
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v43, v43, v2, s0
	v_add_co_ci_u32_e32 v2, vcc_lo, 0, v46, vcc_lo
	v_cndmask_b32_e64 v44, v38, v4, s0
	v_lshrrev_b64 v[38:39], v42, v[6:7]
	v_ashrrev_i64 v[39:40], 20, v[40:41]
	v_add_co_u32 v41, vcc_lo, v22, v45
	v_add_co_ci_u32_e32 v42, vcc_lo, 0, v2, vcc_lo
	v_sub_co_u32 v22, vcc_lo, v43, v6
	v_subrev_co_ci_u32_e32 v45, vcc_lo, 0, v44, vcc_lo
	v_ashrrev_i32_e32 v4, 31, v16
	v_cmp_gt_i32_e32 vcc_lo, 0, v5
	v_dual_mov_b32 v18, v5 :: v_dual_and_b32 v61, v7, v5
	v_bfi_b32 v25, v1, v7, v5
	s_delay_alu instid0(VALU_DEP_4)
	v_mov_b32_e32 v5, v4
	v_dual_cndmask_b32 v43, v43, v22 :: v_dual_cndmask_b32 v44, v44, v45
	v_bfe_u32 v2, v6, 5, 10
	v_cmp_ne_u64_e32 vcc_lo, 0, v[41:42]
	s_clause 0x1
	global_store_b64 v10, v[49:50], s[8:9]
	global_store_b64 v33, v[2:3], s[8:9]
	v_cmp_ne_u64_e64 s0, v[43:44], v[4:5]
	v_and_b32_e32 v2, 0xff, v38
	v_and_b32_e32 v27, v27, v7
	v_and_b32_e32 v26, v26, v6
	v_xnor_b32_e32 v20, v1, v7
	v_xnor_b32_e32 v19, v0, v6
	v_not_b32_e32 v7, v29
	v_not_b32_e32 v6, v28
	v_not_b32_e32 v37, v61
	v_not_b32_e32 v36, v63
	s_clause 0x2
	global_store_b64 v51, v[39:40], s[8:9]
	global_store_b64 v53, v[24:25], s[8:9]
	global_store_b64 v55, v[28:29], s[8:9]
	v_dual_cndmask_b32 v5, v1, v16 :: v_dual_cndmask_b32 v4, v0, v15
	v_cndmask_b32_e64 v1, v1, v16, s0
	v_cndmask_b32_e64 v0, v0, v15, s0
	s_clause 0xb
	global_store_b64 v32, v[2:3], s[8:9]
	global_store_b64 v52, v[17:18], s[8:9]
	global_store_b64 v54, v[13:14], s[8:9]
	global_store_b64 v56, v[6:7], s[8:9]
	global_store_b64 v21, v[11:12], s[8:9]
	global_store_b64 v23, v[8:9], s[8:9]
	global_store_b64 v30, v[0:1], s[8:9]
	global_store_b64 v31, v[4:5], s[8:9]
	global_store_b64 v57, v[19:20], s[8:9]
	global_store_b64 v58, v[36:37], s[8:9]
	global_store_b64 v59, v[26:27], s[8:9]
	global_store_b64 v60, v[34:35], s[8:9]
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
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 12
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
	.size	bits_div_i64, .Lfunc_end0-bits_div_i64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1820
; NumSgprs: 14
; NumVgprs: 64
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 64
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
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
