	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	bits_div_i64                    ; -- Begin function bits_div_i64
	.p2align	8
	.type	bits_div_i64,@function
bits_div_i64:                           ; @bits_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v4, 3, v0
	v_mov_b32_e32 v5, 0
	v_add_nc_u32_e32 v0, 0x200, v4
	v_add_nc_u32_e32 v1, 0x400, v4
	v_add_nc_u32_e32 v13, 0x1000, v4
	v_add_nc_u32_e32 v14, 0x1800, v4
	v_add_nc_u32_e32 v34, 0x12800, v4
	v_add_nc_u32_e32 v32, 0x10800, v4
	v_add_nc_u32_e32 v33, 0x11000, v4
	v_or_b32_e32 v31, 0x10000, v4
	v_add_nc_u32_e32 v22, 0x5800, v4
	v_add_nc_u32_e32 v38, 0x13000, v4
	v_add_nc_u32_e32 v36, 0xb000, v4
	v_add_nc_u32_e32 v20, 0x5000, v4
	v_or_b32_e32 v23, 0x6000, v4
	v_add_nc_u32_e32 v19, 0x4800, v4
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_dwordx2 v[2:3], v4, s[6:7]
	global_load_dwordx2 v[6:7], v0, s[6:7]
	global_load_dwordx2 v[0:1], v1, s[6:7]
	v_add_nc_u32_e32 v37, 0xf800, v4
	v_add_nc_u32_e32 v39, 0x11800, v4
	v_or_b32_e32 v15, 0x4000, v4
	v_or_b32_e32 v41, 0x12000, v4
	v_add_nc_u32_e32 v24, 0x7000, v4
	v_or_b32_e32 v25, 0x8000, v4
	v_or_b32_e32 v45, 0xc000, v4
	v_or_b32_e32 v35, 0xa000, v4
	v_add_nc_u32_e32 v8, 0x800, v4
	v_or_b32_e32 v10, 0x2000, v4
	v_add_nc_u32_e32 v9, 0x2800, v4
	v_add_nc_u32_e32 v11, 0x3000, v4
	v_add_nc_u32_e32 v12, 0x3800, v4
	v_add_nc_u32_e32 v16, 0x6800, v4
	v_add_nc_u32_e32 v17, 0x7800, v4
	v_add_nc_u32_e32 v18, 0x8800, v4
	v_add_nc_u32_e32 v21, 0x9000, v4
	v_add_nc_u32_e32 v43, 0x9800, v4
	v_add_nc_u32_e32 v44, 0xa800, v4
	v_add_nc_u32_e32 v46, 0xb800, v4
	v_add_nc_u32_e32 v47, 0xc800, v4
	v_add_nc_u32_e32 v48, 0xd000, v4
	v_add_nc_u32_e32 v49, 0xd800, v4
	v_or_b32_e32 v50, 0xe000, v4
	v_add_nc_u32_e32 v51, 0xe800, v4
	v_add_nc_u32_e32 v52, 0xf000, v4
	v_add_nc_u32_e32 v53, 0x13800, v4
	v_or_b32_e32 v54, 0x14000, v4
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v60, 3, v6
	v_bfrev_b32_e32 v27, v2
	v_bfrev_b32_e32 v26, v3
	v_perm_b32 v29, 0, v2, 0x10203
	v_perm_b32 v28, 0, v3, 0x10203
	s_waitcnt vmcnt(0)
	v_not_b32_e32 v40, v0
	v_not_b32_e32 v42, v1
	global_store_dwordx2 v13, v[26:27], s[4:5]
	v_xnor_b32_e32 v13, v0, v2
	global_store_dwordx2 v14, v[28:29], s[4:5]
	v_xnor_b32_e32 v14, v1, v3
	v_bfi_b32 v27, v1, v3, v7
	v_bfi_b32 v26, v0, v2, v6
	v_and_b32_e32 v28, 0xffff0000, v6
	v_cmp_lt_u64_e64 s1, v[2:3], v[6:7]
	global_store_dwordx2 v34, v[13:14], s[4:5]
	v_and_b32_e32 v14, v3, v42
	v_and_b32_e32 v13, v2, v40
	global_store_dwordx2 v32, v[26:27], s[4:5]
	v_mov_b32_e32 v27, v7
	v_or_b32_sdwa v26, v2, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_and_b32_e32 v28, v3, v7
	v_and_b32_e32 v29, v2, v6
	global_store_dwordx2 v33, v[13:14], s[4:5]
	v_cndmask_b32_e64 v14, v7, v3, s1
	v_cndmask_b32_e64 v13, v6, v2, s1
	global_store_dwordx2 v31, v[26:27], s[4:5]
	v_not_b32_e32 v32, v28
	v_not_b32_e32 v31, v29
	v_cmp_gt_i64_e64 s0, v[2:3], v[6:7]
	global_store_dwordx2 v22, v[13:14], s[4:5]
	v_lshrrev_b64 v[13:14], 5, v[6:7]
	v_cmp_gt_u64_e64 s2, v[2:3], v[6:7]
	global_store_dwordx2 v38, v[31:32], s[4:5]
	v_lshlrev_b32_e32 v38, 27, v2
	v_cmp_lt_i64_e32 vcc_lo, v[2:3], v[6:7]
	v_cndmask_b32_e64 v27, v7, v3, s0
	v_cndmask_b32_e64 v26, v6, v2, s0
	v_ashrrev_i32_e32 v59, 31, v3
	v_or_b32_e32 v14, v38, v14
	v_cndmask_b32_e64 v28, v7, v3, s2
	v_cndmask_b32_e32 v30, v7, v3, vcc_lo
	global_store_dwordx2 v20, v[26:27], s[4:5]
	v_cndmask_b32_e64 v27, v6, v2, s2
	global_store_dwordx2 v36, v[13:14], s[4:5]
	v_lshlrev_b64 v[13:14], 8, v[2:3]
	v_cndmask_b32_e32 v29, v6, v2, vcc_lo
	v_add_co_u32 v31, vcc_lo, v2, v6
	global_store_dwordx2 v23, v[27:28], s[4:5]
	v_xor_b32_e32 v28, v2, v59
	v_ashrrev_i64 v[13:14], 20, v[13:14]
	global_store_dwordx2 v19, v[29:30], s[4:5]
	v_sub_co_u32 v29, s0, v2, v6
	v_xor_b32_e32 v38, v3, v59
	v_add_co_ci_u32_e32 v32, vcc_lo, v3, v7, vcc_lo
	v_sub_co_ci_u32_e64 v30, s0, v3, v7, s0
	global_store_dwordx2 v37, v[13:14], s[4:5]
	v_or_b32_e32 v14, v3, v42
	v_or_b32_e32 v13, v2, v40
	v_sub_co_u32 v37, s1, v28, v59
	v_sub_co_ci_u32_e64 v38, s1, v38, v59, s1
	v_cmp_lt_u64_e64 s1, v[31:32], v[2:3]
	v_cmp_gt_u64_e64 s2, v[29:30], v[2:3]
	global_store_dwordx2 v39, v[13:14], s[4:5]
	v_not_b32_e32 v14, v14
	v_not_b32_e32 v13, v13
	global_store_dwordx2 v15, v[37:38], s[4:5]
	v_cndmask_b32_e64 v38, v32, -1, s1
	v_cndmask_b32_e64 v37, v31, -1, s1
	v_cndmask_b32_e64 v42, v30, 0, s2
	global_store_dwordx2 v41, v[13:14], s[4:5]
	v_cndmask_b32_e64 v41, v29, 0, s2
	v_lshlrev_b64 v[19:20], 5, v[2:3]
	v_lshrrev_b32_e32 v26, 27, v7
	v_lshrrev_b64 v[33:34], 1, v[6:7]
	global_store_dwordx2 v24, v[37:38], s[4:5]
	v_cndmask_b32_e64 v38, v1, v32, s1
	v_cndmask_b32_e64 v37, v0, v31, s1
	global_store_dwordx2 v25, v[41:42], s[4:5]
	v_lshlrev_b64 v[24:25], v6, 1
	v_or_b32_e32 v19, v19, v26
	v_lshlrev_b64 v[26:27], 1, v[2:3]
	v_bcnt_u32_b32 v4, v2, 0
	global_store_dwordx2 v45, v[37:38], s[4:5]
	v_cndmask_b32_e64 v38, v1, v30, s2
	v_cndmask_b32_e64 v37, v0, v29, s2
	v_lshlrev_b64 v[22:23], v0, v[2:3]
	v_lshrrev_b64 v[33:34], v40, v[33:34]
	v_add_co_u32 v24, s1, v24, -1
	v_ffbh_u32_e32 v55, v2
	global_store_dwordx2 v35, v[19:20], s[4:5]
	v_lshrrev_b64 v[19:20], v0, v[6:7]
	v_lshlrev_b64 v[26:27], v40, v[26:27]
	v_add_co_ci_u32_e64 v25, s1, -1, v25, s1
	v_mad_u64_u32 v[35:36], null, v2, v6, 0
	v_bcnt_u32_b32 v4, v3, v4
	global_store_dwordx2 v48, v[37:38], s[4:5]
	v_ashrrev_i32_e32 v37, 31, v32
	v_ffbh_u32_e32 v56, v3
	v_cmp_gt_i64_e32 vcc_lo, 0, v[6:7]
	v_or_b32_e32 v23, v23, v34
	v_or_b32_e32 v22, v22, v33
	v_and_b32_e32 v15, 15, v6
	v_add_nc_u32_e64 v28, v55, 32 clamp
	v_add_nc_u32_e32 v45, 32, v55
	v_cmp_lt_i64_e64 s1, v[31:32], v[2:3]
	v_ashrrev_i32_e32 v55, 31, v30
	v_and_b32_e32 v25, v25, v3
	v_and_b32_e32 v24, v24, v2
	v_cmp_lt_i64_e64 s0, 0, v[6:7]
	v_mad_u64_u32 v[33:34], null, v3, v6, 0
	v_or_b32_e32 v20, v27, v20
	v_or_b32_e32 v19, v26, v19
	v_mad_u64_u32 v[26:27], null, v2, v7, 0
	v_cmp_lt_i64_e64 s2, v[29:30], v[2:3]
	global_store_dwordx2 v8, v[4:5], s[4:5]
	v_xor_b32_e32 v8, 0x80000000, v37
	v_mad_u64_u32 v[41:42], null, v2, 24, 0
	global_store_dwordx2 v43, v[22:23], s[4:5]
	v_lshrrev_b64 v[22:23], v15, v[2:3]
	v_mov_b32_e32 v15, v36
	v_min3_u32 v4, v28, v56, 64
	v_xor_b32_e32 v28, 0x80000000, v55
	global_store_dwordx2 v53, v[24:25], s[4:5]
	v_lshlrev_b64 v[24:25], v60, v[2:3]
	s_xor_b32 vcc_lo, vcc_lo, s1
	global_store_dwordx2 v44, v[19:20], s[4:5]
	v_cndmask_b32_e32 v19, v31, v37, vcc_lo
	v_cndmask_b32_e32 v20, v32, v8, vcc_lo
	v_cndmask_b32_e32 v32, v1, v32, vcc_lo
	v_cndmask_b32_e32 v31, v0, v31, vcc_lo
	s_xor_b32 vcc_lo, s0, s2
	v_add3_u32 v23, v36, v26, v33
	v_cndmask_b32_e32 v36, v29, v55, vcc_lo
	v_cndmask_b32_e32 v37, v30, v28, vcc_lo
	v_cndmask_b32_e32 v30, v1, v30, vcc_lo
	v_cndmask_b32_e32 v29, v0, v29, vcc_lo
	v_add_co_u32 v15, vcc_lo, v15, v26
	v_mov_b32_e32 v8, v42
	v_add_co_ci_u32_e32 v55, vcc_lo, 0, v27, vcc_lo
	v_ashrrev_i64 v[26:27], v60, v[24:25]
	v_lshrrev_b64 v[42:43], v60, v[24:25]
	v_xor_b32_e32 v53, 0x7fffffff, v59
	v_mad_i64_i32 v[39:40], null, v3, v7, 0
	global_store_dwordx2 v10, v[4:5], s[4:5]
	v_cmp_ne_u64_e64 s0, v[2:3], v[26:27]
	v_cmp_ne_u64_e64 s1, v[2:3], v[42:43]
	v_min_u32_e32 v4, v45, v56
	v_ffbl_b32_e32 v57, v3
	v_mad_u64_u32 v[44:45], null, v3, 24, v[8:9]
	v_cndmask_b32_e64 v8, v25, v53, s0
	v_cndmask_b32_e64 v10, v25, -1, s1
	v_add_co_u32 v25, vcc_lo, v15, v33
	global_store_dwordx2 v46, v[31:32], s[4:5]
	global_store_dwordx2 v47, v[29:30], s[4:5]
	global_store_dwordx2 v9, v[4:5], s[4:5]
	v_add_co_ci_u32_e32 v9, vcc_lo, v55, v34, vcc_lo
	v_ffbl_b32_e32 v58, v2
	v_add_nc_u32_e64 v38, v57, 32 clamp
	global_store_dwordx2 v16, v[19:20], s[4:5]
	global_store_dwordx2 v17, v[36:37], s[4:5]
	v_add_co_ci_u32_e32 v16, vcc_lo, 0, v40, vcc_lo
	v_add_co_u32 v9, s2, v9, v39
	v_add_co_u32 v15, vcc_lo, v15, v33
	v_min3_u32 v4, v58, v38, 64
	v_add_co_ci_u32_e64 v15, s2, 0, v16, s2
	v_sub_co_u32 v6, s2, v9, v6
	global_store_dwordx2 v11, v[4:5], s[4:5]
	v_subrev_co_ci_u32_e64 v11, s2, 0, v15, s2
	v_add_nc_u32_e32 v48, 32, v57
	v_cmp_gt_i32_e64 s2, 0, v3
	v_mad_u64_u32 v[13:14], null, v3, v7, 0
	v_add_co_ci_u32_e32 v3, vcc_lo, v55, v34, vcc_lo
	v_min_u32_e32 v4, v58, v48
	v_cndmask_b32_e64 v6, v9, v6, s2
	v_cndmask_b32_e64 v15, v15, v11, s2
	v_ashrrev_i32_e32 v28, 31, v23
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v14, vcc_lo
	global_store_dwordx2 v12, v[4:5], s[4:5]
	v_sub_co_u32 v4, vcc_lo, v6, v2
	v_subrev_co_ci_u32_e32 v14, vcc_lo, 0, v15, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 0, v7
	v_add_co_u32 v11, s2, v3, v13
	v_add_co_ci_u32_e64 v12, s2, 0, v9, s2
	v_not_b32_e32 v57, v59
	v_mov_b32_e32 v29, v28
	v_cndmask_b32_e32 v14, v15, v14, vcc_lo
	v_cndmask_b32_e32 v13, v6, v4, vcc_lo
	v_bfe_u32 v4, v2, 5, 10
	v_cmp_ne_u64_e32 vcc_lo, 0, v[11:12]
	v_cndmask_b32_e64 v7, v24, v57, s0
	v_cndmask_b32_e64 v9, v24, -1, s1
	v_cmp_ne_u64_e64 s0, v[13:14], v[28:29]
	global_store_dwordx2 v51, v[4:5], s[4:5]
	v_and_b32_e32 v4, 0xff, v22
	v_cndmask_b32_e32 v3, v1, v23, vcc_lo
	v_cndmask_b32_e32 v2, v0, v35, vcc_lo
	v_mov_b32_e32 v42, v44
	v_cndmask_b32_e64 v1, v1, v23, s0
	v_cndmask_b32_e64 v0, v0, v35, s0
	global_store_dwordx2 v18, v[7:8], s[4:5]
	global_store_dwordx2 v21, v[9:10], s[4:5]
	global_store_dwordx2 v52, v[4:5], s[4:5]
	global_store_dwordx2 v50, v[2:3], s[4:5]
	global_store_dwordx2 v49, v[0:1], s[4:5]
	global_store_dwordx2 v54, v[41:42], s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
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
		.amdhsa_next_free_vgpr 61
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
; codeLenInByte = 1948
; NumSgprs: 10
; NumVgprs: 61
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 61
; Occupancy: 16
; WaveLimiterHint : 0
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
    .vgpr_count:     61
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
