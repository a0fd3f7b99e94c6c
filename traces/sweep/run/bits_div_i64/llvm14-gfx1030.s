	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	bits_div_i64                    ; -- Begin function bits_div_i64
	.p2align	8
	.type	bits_div_i64,@function
bits_div_i64:                           ; @bits_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v2, 3, v0
	s_mov_b32 s0, 0x10203
	v_mov_b32_e32 v3, 0
	s_brev_b32 s3, 1
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_dwordx2 v[4:5], v2, s[6:7]
	global_load_dwordx2 v[6:7], v2, s[6:7] offset:512
	global_load_dwordx2 v[0:1], v2, s[6:7] offset:1024
	v_add_nc_u32_e32 v25, 0x1000, v2
	v_add_nc_u32_e32 v24, 0x1800, v2
	v_add_nc_u32_e32 v32, 0x10800, v2
	v_add_nc_u32_e32 v34, 0x12800, v2
	v_or_b32_e32 v31, 0x10000, v2
	v_add_nc_u32_e32 v33, 0x11000, v2
	v_add_nc_u32_e32 v21, 0x5000, v2
	v_add_nc_u32_e32 v20, 0x5800, v2
	v_add_nc_u32_e32 v22, 0x4800, v2
	v_add_nc_u32_e32 v35, 0x13000, v2
	v_or_b32_e32 v19, 0x6000, v2
	v_add_nc_u32_e32 v37, 0xb000, v2
	v_or_b32_e32 v36, 0xa000, v2
	v_add_nc_u32_e32 v38, 0xf800, v2
	v_add_nc_u32_e32 v39, 0x11800, v2
	v_or_b32_e32 v17, 0x4000, v2
	v_add_nc_u32_e32 v18, 0x7000, v2
	v_or_b32_e32 v43, 0x12000, v2
	v_or_b32_e32 v23, 0x8000, v2
	v_add_nc_u32_e32 v13, 0x800, v2
	v_or_b32_e32 v12, 0x2000, v2
	v_add_nc_u32_e32 v10, 0x2800, v2
	v_add_nc_u32_e32 v9, 0x3000, v2
	v_add_nc_u32_e32 v8, 0x3800, v2
	v_add_nc_u32_e32 v11, 0x6800, v2
	v_add_nc_u32_e32 v14, 0x7800, v2
	v_add_nc_u32_e32 v15, 0x8800, v2
	v_add_nc_u32_e32 v16, 0x9000, v2
	v_add_nc_u32_e32 v40, 0x9800, v2
	v_add_nc_u32_e32 v45, 0xa800, v2
	v_add_nc_u32_e32 v46, 0xb800, v2
	v_or_b32_e32 v41, 0xc000, v2
	v_add_nc_u32_e32 v47, 0xc800, v2
	v_add_nc_u32_e32 v42, 0xd000, v2
	v_add_nc_u32_e32 v48, 0xd800, v2
	v_or_b32_e32 v49, 0xe000, v2
	v_add_nc_u32_e32 v50, 0xe800, v2
	v_add_nc_u32_e32 v51, 0xf000, v2
	v_add_nc_u32_e32 v44, 0x13800, v2
	v_or_b32_e32 v52, 0x14000, v2
	s_waitcnt vmcnt(2)
	v_bfrev_b32_e32 v27, v4
	v_bfrev_b32_e32 v26, v5
	v_perm_b32 v29, 0, v4, s0
	v_perm_b32 v28, 0, v5, s0
	s_waitcnt vmcnt(0)
	v_not_b32_e32 v58, v0
	v_not_b32_e32 v59, v1
	global_store_dwordx2 v25, v[26:27], s[4:5]
	v_bfi_b32 v26, v1, v5, v7
	v_bfi_b32 v25, v0, v4, v6
	global_store_dwordx2 v24, v[28:29], s[4:5]
	v_and_b32_e32 v24, 0xffff0000, v6
	v_xnor_b32_e32 v28, v1, v5
	v_xnor_b32_e32 v27, v0, v4
	v_cmp_gt_i64_e64 s0, v[4:5], v[6:7]
	global_store_dwordx2 v32, v[25:26], s[4:5]
	v_mov_b32_e32 v25, v7
	v_or_b32_sdwa v24, v4, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_lt_u64_e64 s1, v[4:5], v[6:7]
	global_store_dwordx2 v34, v[27:28], s[4:5]
	v_and_b32_e32 v27, v5, v59
	v_and_b32_e32 v26, v4, v58
	v_cmp_lt_i64_e32 vcc_lo, v[4:5], v[6:7]
	v_and_b32_e32 v29, v5, v7
	v_and_b32_e32 v28, v4, v6
	global_store_dwordx2 v31, v[24:25], s[4:5]
	v_cndmask_b32_e64 v25, v7, v5, s0
	v_cndmask_b32_e64 v24, v6, v4, s0
	global_store_dwordx2 v33, v[26:27], s[4:5]
	v_cndmask_b32_e64 v27, v7, v5, s1
	v_cndmask_b32_e64 v26, v6, v4, s1
	v_cndmask_b32_e32 v30, v7, v5, vcc_lo
	v_not_b32_e32 v32, v29
	v_not_b32_e32 v31, v28
	v_cmp_gt_u64_e64 s2, v[4:5], v[6:7]
	v_cndmask_b32_e32 v29, v6, v4, vcc_lo
	global_store_dwordx2 v21, v[24:25], s[4:5]
	v_lshrrev_b64 v[24:25], 5, v[6:7]
	global_store_dwordx2 v20, v[26:27], s[4:5]
	v_lshlrev_b32_e32 v26, 27, v4
	global_store_dwordx2 v35, v[31:32], s[4:5]
	global_store_dwordx2 v22, v[29:30], s[4:5]
	v_lshrrev_b64 v[30:31], 1, v[6:7]
	v_cndmask_b32_e64 v33, v7, v5, s2
	v_cndmask_b32_e64 v32, v6, v4, s2
	v_or_b32_e32 v25, v26, v25
	v_lshlrev_b64 v[21:22], 5, v[4:5]
	v_lshrrev_b32_e32 v60, 27, v7
	v_lshrrev_b64 v[30:31], v58, v[30:31]
	global_store_dwordx2 v19, v[32:33], s[4:5]
	v_lshlrev_b64 v[19:20], v0, v[4:5]
	global_store_dwordx2 v37, v[24:25], s[4:5]
	v_lshlrev_b64 v[24:25], 8, v[4:5]
	v_lshlrev_b64 v[26:27], 1, v[4:5]
	v_ashrrev_i32_e32 v57, 31, v5
	v_or_b32_e32 v21, v21, v60
	v_add_co_u32 v34, vcc_lo, v4, v6
	v_or_b32_e32 v20, v20, v31
	v_or_b32_e32 v19, v19, v30
	v_mad_u64_u32 v[30:31], s1, v5, v6, 0
	v_ashrrev_i64 v[24:25], 20, v[24:25]
	global_store_dwordx2 v36, v[21:22], s[4:5]
	v_lshrrev_b64 v[21:22], v0, v[6:7]
	v_lshlrev_b64 v[26:27], v58, v[26:27]
	v_add_co_u32 v36, s1, v4, v57
	v_add_co_ci_u32_e32 v35, vcc_lo, v5, v7, vcc_lo
	v_add_co_ci_u32_e64 v37, s1, v5, v57, s1
	v_sub_co_u32 v28, s0, v4, v6
	v_mad_u64_u32 v[32:33], s1, v4, v7, 0
	global_store_dwordx2 v38, v[24:25], s[4:5]
	v_mad_u64_u32 v[24:25], s1, v4, v6, 0
	v_or_b32_e32 v22, v27, v22
	v_or_b32_e32 v21, v26, v21
	v_or_b32_e32 v27, v5, v59
	v_or_b32_e32 v26, v4, v58
	v_cmp_lt_u64_e64 s1, v[34:35], v[4:5]
	v_sub_co_ci_u32_e64 v29, s0, v5, v7, s0
	v_xor_b32_e32 v37, v37, v57
	v_xor_b32_e32 v36, v36, v57
	global_store_dwordx2 v39, v[26:27], s[4:5]
	v_mad_i64_i32 v[38:39], s2, v5, v7, 0
	v_cmp_gt_u64_e64 s2, v[28:29], v[4:5]
	global_store_dwordx2 v17, v[36:37], s[4:5]
	v_cndmask_b32_e64 v37, v35, -1, s1
	v_cndmask_b32_e64 v36, v34, -1, s1
	v_not_b32_e32 v27, v27
	v_not_b32_e32 v26, v26
	v_bcnt_u32_b32 v2, v4, 0
	v_ffbh_u32_e32 v53, v4
	global_store_dwordx2 v18, v[36:37], s[4:5]
	v_lshlrev_b64 v[17:18], v6, 1
	global_store_dwordx2 v43, v[26:27], s[4:5]
	v_cndmask_b32_e64 v27, v29, 0, s2
	v_cndmask_b32_e64 v26, v28, 0, s2
	v_bcnt_u32_b32 v2, v5, v2
	v_cmp_gt_i64_e32 vcc_lo, 0, v[6:7]
	v_and_b32_e32 v60, 3, v6
	v_ffbh_u32_e32 v54, v5
	global_store_dwordx2 v23, v[26:27], s[4:5]
	v_cndmask_b32_e64 v27, v1, v35, s1
	v_cndmask_b32_e64 v26, v0, v34, s1
	v_add_co_u32 v23, s1, v17, -1
	v_add_co_ci_u32_e64 v36, s1, -1, v18, s1
	v_cndmask_b32_e64 v18, v1, v29, s2
	v_cndmask_b32_e64 v17, v0, v28, s2
	global_store_dwordx2 v41, v[26:27], s[4:5]
	v_mad_u64_u32 v[26:27], s1, v5, v7, 0
	global_store_dwordx2 v13, v[2:3], s[4:5]
	global_store_dwordx2 v42, v[17:18], s[4:5]
	v_and_b32_e32 v18, v36, v5
	v_and_b32_e32 v17, v23, v4
	v_ashrrev_i32_e32 v42, 31, v35
	v_mad_u64_u32 v[36:37], s1, v4, 24, 0
	v_cmp_lt_i64_e64 s1, v[34:35], v[4:5]
	v_add_nc_u32_e64 v23, v53, 32 clamp
	global_store_dwordx2 v44, v[17:18], s[4:5]
	v_ashrrev_i32_e32 v44, 31, v29
	v_xor_b32_e32 v13, s3, v42
	v_cmp_lt_i64_e64 s0, 0, v[6:7]
	v_mul_lo_u32 v43, v5, v6
	v_mul_lo_u32 v58, v4, v7
	v_mul_lo_u32 v41, v5, 24
	v_cmp_lt_i64_e64 s2, v[28:29], v[4:5]
	s_xor_b32 vcc_lo, vcc_lo, s1
	v_lshlrev_b64 v[17:18], v60, v[4:5]
	v_min3_u32 v2, v23, v54, 64
	global_store_dwordx2 v40, v[19:20], s[4:5]
	v_xor_b32_e32 v23, s3, v44
	v_cndmask_b32_e32 v20, v35, v13, vcc_lo
	v_mov_b32_e32 v13, v25
	v_add_nc_u32_e32 v53, 32, v53
	v_cndmask_b32_e32 v19, v34, v42, vcc_lo
	v_cndmask_b32_e32 v35, v1, v35, vcc_lo
	v_cndmask_b32_e32 v34, v0, v34, vcc_lo
	s_xor_b32 vcc_lo, s0, s2
	v_add3_u32 v58, v25, v58, v43
	v_add_nc_u32_e32 v37, v37, v41
	v_cndmask_b32_e32 v40, v28, v44, vcc_lo
	v_cndmask_b32_e32 v41, v29, v23, vcc_lo
	v_cndmask_b32_e32 v29, v1, v29, vcc_lo
	v_cndmask_b32_e32 v28, v0, v28, vcc_lo
	global_store_dwordx2 v12, v[2:3], s[4:5]
	v_add_co_u32 v25, vcc_lo, v13, v32
	v_lshrrev_b64 v[12:13], v60, v[17:18]
	v_min_u32_e32 v2, v53, v54
	v_add_co_ci_u32_e32 v53, vcc_lo, 0, v33, vcc_lo
	v_ffbl_b32_e32 v55, v5
	global_store_dwordx2 v45, v[21:22], s[4:5]
	global_store_dwordx2 v46, v[34:35], s[4:5]
	global_store_dwordx2 v47, v[28:29], s[4:5]
	v_cmp_ne_u64_e64 s1, v[4:5], v[12:13]
	v_add_co_u32 v13, vcc_lo, v25, v30
	global_store_dwordx2 v10, v[2:3], s[4:5]
	v_add_co_ci_u32_e32 v10, vcc_lo, v53, v31, vcc_lo
	v_ffbl_b32_e32 v56, v4
	v_add_nc_u32_e64 v61, v55, 32 clamp
	global_store_dwordx2 v11, v[19:20], s[4:5]
	global_store_dwordx2 v14, v[40:41], s[4:5]
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v39, vcc_lo
	v_add_co_u32 v10, s2, v10, v38
	v_min3_u32 v2, v56, v61, 64
	v_add_co_ci_u32_e64 v11, s2, 0, v11, s2
	v_and_b32_e32 v59, 15, v6
	v_sub_co_u32 v6, s2, v10, v6
	global_store_dwordx2 v9, v[2:3], s[4:5]
	v_subrev_co_ci_u32_e64 v9, s2, 0, v11, s2
	v_add_nc_u32_e32 v55, 32, v55
	v_lshrrev_b64 v[42:43], v59, v[4:5]
	v_cmp_gt_i32_e64 s2, 0, v5
	v_ashrrev_i64 v[43:44], v60, v[17:18]
	v_add_co_u32 v13, vcc_lo, v25, v30
	v_min_u32_e32 v2, v56, v55
	v_cndmask_b32_e64 v10, v10, v6, s2
	v_cndmask_b32_e64 v9, v11, v9, s2
	v_cmp_ne_u64_e64 s0, v[4:5], v[43:44]
	v_add_co_ci_u32_e32 v5, vcc_lo, v53, v31, vcc_lo
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v27, vcc_lo
	global_store_dwordx2 v8, v[2:3], s[4:5]
	v_sub_co_u32 v2, vcc_lo, v10, v4
	v_subrev_co_ci_u32_e32 v8, vcc_lo, 0, v9, vcc_lo
	v_ashrrev_i32_e32 v32, 31, v58
	v_cmp_gt_i32_e32 vcc_lo, 0, v7
	v_add_co_u32 v5, s2, v5, v26
	v_add_co_ci_u32_e64 v6, s2, 0, v6, s2
	v_xor_b32_e32 v62, 0x7fffffff, v57
	v_not_b32_e32 v57, v57
	v_mov_b32_e32 v33, v32
	v_cndmask_b32_e32 v8, v9, v8, vcc_lo
	v_cndmask_b32_e32 v7, v10, v2, vcc_lo
	v_bfe_u32 v2, v4, 5, 10
	v_cmp_ne_u64_e32 vcc_lo, 0, v[5:6]
	v_cndmask_b32_e64 v23, v18, v62, s0
	v_cndmask_b32_e64 v22, v17, v57, s0
	v_cmp_ne_u64_e64 s0, v[7:8], v[32:33]
	v_cndmask_b32_e64 v12, v18, -1, s1
	v_cndmask_b32_e64 v11, v17, -1, s1
	global_store_dwordx2 v50, v[2:3], s[4:5]
	v_and_b32_e32 v2, 0xff, v42
	v_cndmask_b32_e32 v5, v1, v58, vcc_lo
	v_cndmask_b32_e32 v4, v0, v24, vcc_lo
	v_cndmask_b32_e64 v1, v1, v58, s0
	v_cndmask_b32_e64 v0, v0, v24, s0
	global_store_dwordx2 v15, v[22:23], s[4:5]
	global_store_dwordx2 v16, v[11:12], s[4:5]
	global_store_dwordx2 v51, v[2:3], s[4:5]
	global_store_dwordx2 v49, v[4:5], s[4:5]
	global_store_dwordx2 v48, v[0:1], s[4:5]
	global_store_dwordx2 v52, v[36:37], s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bits_div_i64
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
		.amdhsa_next_free_vgpr 63
		.amdhsa_next_free_sgpr 8
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
	.size	bits_div_i64, .Lfunc_end0-bits_div_i64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1936
; NumSgprs: 10
; NumVgprs: 63
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 63
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
    .name:           bits_div_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         bits_div_i64.kd
    .vgpr_count:     63
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
