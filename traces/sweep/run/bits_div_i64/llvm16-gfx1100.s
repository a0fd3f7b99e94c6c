	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl	bits_div_i64                    ; -- Begin function bits_div_i64
	.p2align	8
	.type	bits_div_i64,@function
bits_div_i64:                           ; @bits_div_i64
; %bb.0:                                ; %entry
	s_load_b128 s[8:11], s[0:1], 0x0
	v_dual_mov_b32 v3, 0 :: v_dual_lshlrev_b32 v2, 3, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x200, v2
	v_add_nc_u32_e32 v15, 0x1000, v2
	v_or_b32_e32 v40, 0x2000, v2
	v_add_nc_u32_e32 v58, 0x3000, v2
	v_add_nc_u32_e32 v62, 0x3800, v2
	v_or_b32_e32 v46, 0x4000, v2
	v_add_nc_u32_e32 v63, 0x5000, v2
	v_or_b32_e32 v64, 0x6000, v2
	v_add_nc_u32_e32 v65, 0x6800, v2
	v_add_nc_u32_e32 v50, 0x7000, v2
	v_add_nc_u32_e32 v66, 0x7800, v2
	v_or_b32_e32 v67, 0x8000, v2
	v_add_nc_u32_e32 v68, 0x8800, v2
	v_add_nc_u32_e32 v69, 0x9000, v2
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_b64 v[4:5], v2, s[10:11]
	global_load_b64 v[6:7], v0, s[10:11]
	v_add_nc_u32_e32 v0, 0x400, v2
	v_add_nc_u32_e32 v70, 0x9800, v2
	v_or_b32_e32 v71, 0xa000, v2
	v_add_nc_u32_e32 v41, 0xa800, v2
	v_add_nc_u32_e32 v43, 0xb000, v2
	global_load_b64 v[0:1], v0, s[10:11]
	v_add_nc_u32_e32 v48, 0x5800, v2
	v_add_nc_u32_e32 v44, 0xb800, v2
	v_or_b32_e32 v45, 0xc000, v2
	v_add_nc_u32_e32 v72, 0xc800, v2
	v_add_nc_u32_e32 v73, 0xd000, v2
	v_add_nc_u32_e32 v74, 0xd800, v2
	v_or_b32_e32 v75, 0xe000, v2
	v_add_nc_u32_e32 v76, 0xe800, v2
	v_add_nc_u32_e32 v77, 0xf000, v2
	v_add_nc_u32_e32 v78, 0xf800, v2
	v_or_b32_e32 v79, 0x10000, v2
	v_add_nc_u32_e32 v80, 0x10800, v2
	v_add_nc_u32_e32 v81, 0x11000, v2
	v_add_nc_u32_e32 v82, 0x11800, v2
	v_or_b32_e32 v83, 0x12000, v2
	v_add_nc_u32_e32 v84, 0x12800, v2
	v_add_nc_u32_e32 v85, 0x13000, v2
	v_add_nc_u32_e32 v86, 0x13800, v2
	v_or_b32_e32 v87, 0x14000, v2
	s_waitcnt vmcnt(2)
	v_lshlrev_b64 v[30:31], 1, v[4:5]
	s_waitcnt vmcnt(1)
	v_lshrrev_b64 v[24:25], 1, v[6:7]
	v_add_co_u32 v18, s3, v4, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, s3, v5, v7, s3
	v_lshrrev_b64 v[32:33], 5, v[6:7]
	s_waitcnt vmcnt(0)
	v_not_b32_e32 v52, v0
	v_lshlrev_b64 v[22:23], v0, v[4:5]
	v_lshrrev_b64 v[28:29], v0, v[6:7]
	v_lshlrev_b32_e32 v38, 27, v4
	v_cmp_gt_i64_e64 s3, 0, v[6:7]
	v_lshrrev_b64 v[24:25], v52, v[24:25]
	v_lshlrev_b64 v[30:31], v52, v[30:31]
	v_cmp_lt_i64_e64 s5, v[18:19], v[4:5]
	v_clz_i32_u32_e32 v47, v4
	v_cmp_lt_i64_e32 vcc_lo, v[4:5], v[6:7]
	v_add_nc_u32_e32 v13, 0x800, v2
	v_add_nc_u32_e32 v42, 0x2800, v2
	v_or_b32_e32 v23, v23, v25
	v_or_b32_e32 v22, v22, v24
	v_mad_u64_u32 v[24:25], null, v4, v6, 0
	v_add_nc_u32_e32 v39, 0x1800, v2
	v_add_nc_u32_e32 v59, 0x4800, v2
	v_bcnt_u32_b32 v2, v4, 0
	v_or_b32_e32 v29, v31, v29
	v_or_b32_e32 v28, v30, v28
	v_or_b32_e32 v33, v38, v33
	s_xor_b32 s3, s3, s5
	v_perm_b32 v11, 0, v4, 0x10203
	v_perm_b32 v10, 0, v5, 0x10203
	v_clz_i32_u32_e32 v49, v5
	v_bcnt_u32_b32 v2, v5, v2
	global_store_b64 v41, v[28:29], s[8:9]
	v_cndmask_b32_e64 v29, v1, v19, s3
	v_cndmask_b32_e64 v28, v0, v18, s3
	global_store_b64 v43, v[32:33], s[8:9]
	v_add_nc_u32_e64 v43, v47, 32 clamp
	v_bfrev_b32_e32 v9, v4
	v_bfrev_b32_e32 v8, v5
	global_store_b64 v44, v[28:29], s[8:9]
	v_cmp_lt_u64_e64 s5, v[18:19], v[4:5]
	v_ashrrev_i32_e32 v88, 31, v5
	v_cndmask_b32_e32 v12, v7, v5, vcc_lo
	v_sub_co_u32 v20, s4, v4, v6
	s_clause 0x1
	global_store_b64 v13, v[2:3], s[8:9]
	global_store_b64 v15, v[8:9], s[8:9]
	v_min3_u32 v2, v43, v49, 64
	global_store_b64 v39, v[10:11], s[8:9]
	v_add_nc_u32_e32 v10, 32, v47
	v_cmp_lt_u64_e64 s1, v[4:5], v[6:7]
	v_sub_co_ci_u32_e64 v21, s4, v5, v7, s4
	v_cndmask_b32_e64 v33, v1, v19, s5
	v_cndmask_b32_e64 v32, v0, v18, s5
	global_store_b64 v40, v[2:3], s[8:9]
	v_xor_b32_e32 v15, v4, v88
	v_min_u32_e32 v2, v10, v49
	v_xor_b32_e32 v39, v5, v88
	v_cndmask_b32_e64 v16, v7, v5, s1
	v_cmp_lt_i64_e64 s4, 0, v[6:7]
	v_cndmask_b32_e64 v41, v19, -1, s5
	v_cndmask_b32_e64 v40, v18, -1, s5
	global_store_b64 v45, v[32:33], s[8:9]
	v_sub_co_u32 v32, s6, v15, v88
	v_mad_u64_u32 v[44:45], null, v4, 24, 0
	global_store_b64 v50, v[40:41], s[8:9]
	v_cndmask_b32_e64 v15, v6, v4, s1
	v_cmp_lt_i64_e64 s1, v[20:21], v[4:5]
	v_ashrrev_i32_e32 v51, 31, v19
	v_and_b32_e32 v13, 0xffff, v4
	v_and_b32_e32 v53, 0xffff0000, v6
	v_sub_co_ci_u32_e64 v33, s6, v39, v88, s6
	global_store_b64 v42, v[2:3], s[8:9]
	v_ashrrev_i32_e32 v2, 31, v21
	v_and_b32_e32 v89, 3, v6
	s_xor_b32 s1, s4, s1
	v_lshlrev_b64 v[10:11], v6, 1
	v_cndmask_b32_e64 v38, v18, v51, s3
	v_or_b32_e32 v42, v13, v53
	v_xor_b32_e32 v13, 0x80000000, v2
	v_cndmask_b32_e64 v18, v20, v2, s1
	v_mov_b32_e32 v2, v45
	global_store_b64 v46, v[32:33], s[8:9]
	v_xor_b32_e32 v32, 0x80000000, v51
	v_lshlrev_b64 v[46:47], v89, v[4:5]
	v_ctz_i32_b32_e32 v60, v5
	v_cmp_gt_u64_e64 s6, v[20:21], v[4:5]
	v_ctz_i32_b32_e32 v61, v4
	v_cndmask_b32_e64 v39, v19, v32, s3
	v_add_co_u32 v10, s3, v10, -1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v92, s3, -1, v11, s3
	v_cndmask_b32_e32 v11, v6, v4, vcc_lo
	global_store_b64 v48, v[15:16], s[8:9]
	v_ashrrev_i64 v[15:16], v89, v[46:47]
	v_cndmask_b32_e64 v19, v21, v13, s1
	v_add_nc_u32_e64 v13, v60, 32 clamp
	global_store_b64 v59, v[11:12], s[8:9]
	v_cndmask_b32_e64 v33, v21, 0, s6
	v_cndmask_b32_e64 v32, v20, 0, s6
	v_cndmask_b32_e64 v49, v1, v21, s6
	v_cndmask_b32_e64 v48, v0, v20, s6
	v_cndmask_b32_e64 v21, v1, v21, s1
	v_cndmask_b32_e64 v20, v0, v20, s1
	v_cmp_ne_u64_e64 s1, v[4:5], v[15:16]
	v_mad_u64_u32 v[15:16], null, v5, 24, v[2:3]
	v_min3_u32 v2, v61, v13, 64
	v_mad_u64_u32 v[36:37], null, v4, v7, 0
	v_mad_u64_u32 v[34:35], null, v5, v6, 0
	global_store_b64 v58, v[2:3], s[8:9]
	v_mov_b32_e32 v2, v25
	v_cmp_gt_i64_e64 s0, v[4:5], v[6:7]
	v_lshrrev_b64 v[58:59], v89, v[46:47]
	v_mad_i64_i32 v[30:31], null, v5, v7, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v2, vcc_lo, v2, v36
	v_xor_b32_e32 v91, 0x7fffffff, v88
	v_not_b32_e32 v88, v88
	v_add3_u32 v12, v25, v36, v34
	v_add_co_ci_u32_e32 v25, vcc_lo, 0, v37, vcc_lo
	v_add_co_u32 v36, vcc_lo, v2, v34
	v_cndmask_b32_e64 v14, v7, v5, s0
	v_cndmask_b32_e64 v13, v6, v4, s0
	v_cmp_ne_u64_e64 s0, v[4:5], v[58:59]
	v_cndmask_b32_e64 v36, v46, v88, s1
	v_add_co_ci_u32_e32 v88, vcc_lo, v25, v35, vcc_lo
	v_cmp_gt_u64_e64 s2, v[4:5], v[6:7]
	v_and_b32_e32 v90, 15, v6
	v_add_co_ci_u32_e32 v31, vcc_lo, 0, v31, vcc_lo
	v_lshlrev_b64 v[26:27], 5, v[4:5]
	v_lshrrev_b32_e32 v54, 27, v7
	v_cndmask_b32_e64 v37, v47, v91, s1
	v_cndmask_b32_e64 v47, v47, -1, s0
	v_cndmask_b32_e64 v46, v46, -1, s0
	v_add_co_u32 v30, s0, v88, v30
	v_mov_b32_e32 v45, v15
	v_lshrrev_b64 v[15:16], v90, v[4:5]
	v_cndmask_b32_e64 v17, v7, v5, s2
	v_cndmask_b32_e64 v16, v6, v4, s2
	v_add_co_ci_u32_e64 v31, s0, 0, v31, s0
	v_and_b32_e32 v57, v4, v6
	v_or_b32_e32 v26, v26, v54
	v_bfi_b32 v54, v0, v4, v6
	v_sub_co_u32 v6, s0, v30, v6
	s_clause 0x1
	global_store_b64 v64, v[16:17], s[8:9]
	global_store_b64 v66, v[18:19], s[8:9]
	v_subrev_co_ci_u32_e64 v16, s0, 0, v31, s0
	v_cmp_gt_i32_e64 s0, 0, v5
	v_mad_u64_u32 v[28:29], null, v5, v7, 0
	v_not_b32_e32 v55, v1
	v_add_co_u32 v2, vcc_lo, v2, v34
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v6, v30, v6, s0
	v_lshlrev_b64 v[8:9], 8, v[4:5]
	v_and_b32_e32 v56, v5, v7
	v_and_b32_e32 v41, v5, v55
	v_and_b32_e32 v40, v4, v52
	v_or_b32_e32 v51, v5, v55
	v_or_b32_e32 v50, v4, v52
	v_not_b32_e32 v52, v57
	v_bfi_b32 v55, v1, v5, v7
	v_xnor_b32_e32 v57, v1, v5
	v_and_b32_e32 v11, v92, v5
	v_add_co_ci_u32_e32 v5, vcc_lo, v25, v35, vcc_lo
	v_cndmask_b32_e64 v16, v31, v16, s0
	v_add_co_ci_u32_e32 v17, vcc_lo, 0, v29, vcc_lo
	v_add_nc_u32_e32 v60, 32, v60
	v_sub_co_u32 v18, vcc_lo, v6, v4
	v_ashrrev_i32_e32 v58, 31, v12
	v_subrev_co_ci_u32_e32 v19, vcc_lo, 0, v16, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 0, v7
	v_min_u32_e32 v2, v61, v60
	v_not_b32_e32 v53, v56
	v_xnor_b32_e32 v56, v0, v4
	v_and_b32_e32 v10, v10, v4
	v_mov_b32_e32 v59, v58
	s_clause 0x4
	global_store_b64 v68, v[36:37], s[8:9]
	global_store_b64 v69, v[46:47], s[8:9]
	global_store_b64 v70, v[22:23], s[8:9]
	global_store_b64 v71, v[26:27], s[8:9]
	global_store_b64 v62, v[2:3], s[8:9]
	v_bfe_u32 v2, v4, 5, 10
	v_add_co_u32 v4, s0, v5, v28
	v_mov_b32_e32 v43, v7
	v_add_co_ci_u32_e64 v5, s0, 0, v17, s0
	v_dual_cndmask_b32 v7, v16, v19 :: v_dual_cndmask_b32 v6, v6, v18
	v_ashrrev_i64 v[8:9], 20, v[8:9]
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_clause 0x3
	global_store_b64 v63, v[13:14], s[8:9]
	global_store_b64 v65, v[38:39], s[8:9]
	global_store_b64 v67, v[32:33], s[8:9]
	global_store_b64 v76, v[2:3], s[8:9]
	v_and_b32_e32 v2, 0xff, v15
	v_cmp_ne_u64_e64 s0, v[6:7], v[58:59]
	v_not_b32_e32 v61, v51
	v_not_b32_e32 v60, v50
	s_clause 0x2
	global_store_b64 v78, v[8:9], s[8:9]
	global_store_b64 v80, v[54:55], s[8:9]
	global_store_b64 v82, v[50:51], s[8:9]
	v_cndmask_b32_e32 v5, v1, v12, vcc_lo
	v_cndmask_b32_e32 v4, v0, v24, vcc_lo
	v_cndmask_b32_e64 v1, v1, v12, s0
	v_cndmask_b32_e64 v0, v0, v24, s0
	s_clause 0xb
	global_store_b64 v77, v[2:3], s[8:9]
	global_store_b64 v79, v[42:43], s[8:9]
	global_store_b64 v81, v[40:41], s[8:9]
	global_store_b64 v83, v[60:61], s[8:9]
	global_store_b64 v72, v[20:21], s[8:9]
	global_store_b64 v73, v[48:49], s[8:9]
	global_store_b64 v74, v[0:1], s[8:9]
	global_store_b64 v75, v[4:5], s[8:9]
	global_store_b64 v84, v[56:57], s[8:9]
	global_store_b64 v85, v[52:53], s[8:9]
	global_store_b64 v86, v[10:11], s[8:9]
	global_store_b64 v87, v[44:45], s[8:9]
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel bits_div_i64
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
		.amdhsa_next_free_vgpr 93
		.amdhsa_next_free_sgpr 12
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
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2080
; NumSgprs: 14
; NumVgprs: 93
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 93
; Occupancy: 16
; WaveLimiterHint : 0
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
    .name:           bits_div_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         bits_div_i64.kd
    .vgpr_count:     93
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
