	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	bits_div_i64                    ; -- Begin function bits_div_i64
	.p2align	8
	.type	bits_div_i64,@function
bits_div_i64:                           ; @bits_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v2, 3, v0
	s_mov_b32 s0, 0x10203
	s_brev_b32 s3, 1
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_dwordx2 v[4:5], v2, s[6:7]
	global_load_dwordx2 v[6:7], v2, s[6:7] offset:512
	global_load_dwordx2 v[0:1], v2, s[6:7] offset:1024
	v_add_nc_u32_e32 v23, 0x1000, v2
	v_add_nc_u32_e32 v24, 0x1800, v2
	v_add_nc_u32_e32 v28, 0x10800, v2
	v_or_b32_e32 v26, 0x10000, v2
	v_add_nc_u32_e32 v42, 0x11000, v2
	v_add_nc_u32_e32 v25, 0x4800, v2
	v_add_nc_u32_e32 v27, 0x5000, v2
	v_add_nc_u32_e32 v29, 0x5800, v2
	v_or_b32_e32 v30, 0x6000, v2
	v_or_b32_e32 v33, 0xa000, v2
	v_add_nc_u32_e32 v35, 0xb000, v2
	v_or_b32_e32 v18, 0x4000, v2
	v_or_b32_e32 v31, 0x8000, v2
	v_add_nc_u32_e32 v17, 0x7000, v2
	v_or_b32_e32 v37, 0xc000, v2
	v_add_nc_u32_e32 v39, 0xd000, v2
	v_add_nc_u32_e32 v32, 0x9800, v2
	v_add_nc_u32_e32 v12, 0x800, v2
	v_or_b32_e32 v11, 0x2000, v2
	v_add_nc_u32_e32 v10, 0x2800, v2
	v_add_nc_u32_e32 v9, 0x3000, v2
	v_add_nc_u32_e32 v8, 0x3800, v2
	v_add_nc_u32_e32 v13, 0x6800, v2
	v_add_nc_u32_e32 v16, 0x7800, v2
	v_add_nc_u32_e32 v14, 0x8800, v2
	v_add_nc_u32_e32 v15, 0x9000, v2
	v_add_nc_u32_e32 v34, 0xa800, v2
	v_add_nc_u32_e32 v36, 0xb800, v2
	v_add_nc_u32_e32 v38, 0xc800, v2
	v_add_nc_u32_e32 v40, 0xd800, v2
	v_or_b32_e32 v41, 0xe000, v2
	s_waitcnt vmcnt(2)
	v_bfrev_b32_e32 v20, v4
	v_bfrev_b32_e32 v19, v5
	v_perm_b32 v22, 0, v4, s0
	v_perm_b32 v21, 0, v5, s0
	s_waitcnt vmcnt(0)
	v_not_b32_e32 v43, v0
	v_not_b32_e32 v44, v1
	global_store_dwordx2 v23, v[19:20], s[4:5]
	v_bfi_b32 v20, v1, v5, v7
	v_bfi_b32 v19, v0, v4, v6
	global_store_dwordx2 v24, v[21:22], s[4:5]
	v_and_b32_e32 v24, 0xffff0000, v6
	v_add_nc_u32_e32 v23, 0x12800, v2
	v_xnor_b32_e32 v22, v1, v5
	v_xnor_b32_e32 v21, v0, v4
	global_store_dwordx2 v28, v[19:20], s[4:5]
	v_mov_b32_e32 v20, v7
	v_or_b32_sdwa v19, v4, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_lt_i64_e32 vcc_lo, v[4:5], v[6:7]
	global_store_dwordx2 v23, v[21:22], s[4:5]
	v_and_b32_e32 v21, v5, v7
	v_and_b32_e32 v23, v4, v6
	global_store_dwordx2 v26, v[19:20], s[4:5]
	v_and_b32_e32 v20, v5, v44
	v_and_b32_e32 v19, v4, v43
	v_cmp_gt_i64_e64 s0, v[4:5], v[6:7]
	v_add_nc_u32_e32 v24, 0x13000, v2
	v_not_b32_e32 v22, v21
	v_not_b32_e32 v21, v23
	global_store_dwordx2 v42, v[19:20], s[4:5]
	v_cndmask_b32_e32 v20, v7, v5, vcc_lo
	v_cndmask_b32_e32 v19, v6, v4, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, v[4:5], v[6:7]
	v_cndmask_b32_e64 v23, v7, v5, s0
	global_store_dwordx2 v24, v[21:22], s[4:5]
	v_cndmask_b32_e64 v22, v6, v4, s0
	v_cmp_gt_u64_e64 s0, v[4:5], v[6:7]
	global_store_dwordx2 v25, v[19:20], s[4:5]
	v_cndmask_b32_e32 v21, v7, v5, vcc_lo
	v_cndmask_b32_e32 v20, v6, v4, vcc_lo
	v_lshrrev_b64 v[25:26], 1, v[6:7]
	global_store_dwordx2 v27, v[22:23], s[4:5]
	v_lshlrev_b64 v[27:28], 5, v[4:5]
	v_cndmask_b32_e64 v24, v7, v5, s0
	v_lshrrev_b32_e32 v22, 27, v7
	v_cndmask_b32_e64 v23, v6, v4, s0
	global_store_dwordx2 v29, v[20:21], s[4:5]
	v_lshrrev_b64 v[19:20], 5, v[6:7]
	v_lshlrev_b32_e32 v29, 27, v4
	v_or_b32_e32 v27, v27, v22
	global_store_dwordx2 v30, v[23:24], s[4:5]
	v_lshlrev_b64 v[21:22], 1, v[4:5]
	v_lshlrev_b64 v[23:24], v0, v[4:5]
	v_lshrrev_b64 v[25:26], v43, v[25:26]
	v_or_b32_e32 v20, v29, v20
	global_store_dwordx2 v33, v[27:28], s[4:5]
	v_lshrrev_b64 v[27:28], v0, v[6:7]
	v_lshlrev_b64 v[21:22], v43, v[21:22]
	v_ashrrev_i32_e32 v33, 31, v5
	global_store_dwordx2 v35, v[19:20], s[4:5]
	v_or_b32_e32 v20, v24, v26
	v_or_b32_e32 v19, v23, v25
	v_lshlrev_b64 v[23:24], 8, v[4:5]
	v_add_nc_u32_e32 v29, 0x11800, v2
	v_or_b32_e32 v26, v5, v44
	v_or_b32_e32 v25, v4, v43
	v_or_b32_e32 v21, v21, v27
	v_add_co_u32 v27, vcc_lo, v4, v33
	v_ashrrev_i64 v[23:24], 20, v[23:24]
	v_add_nc_u32_e32 v35, 0xf800, v2
	v_or_b32_e32 v22, v22, v28
	v_add_co_ci_u32_e32 v28, vcc_lo, v5, v33, vcc_lo
	global_store_dwordx2 v29, v[25:26], s[4:5]
	v_add_co_u32 v29, vcc_lo, v4, v6
	v_add_co_ci_u32_e32 v30, vcc_lo, v5, v7, vcc_lo
	global_store_dwordx2 v35, v[23:24], s[4:5]
	v_sub_co_u32 v23, vcc_lo, v4, v6
	v_sub_co_ci_u32_e32 v24, vcc_lo, v5, v7, vcc_lo
	v_not_b32_e32 v26, v26
	v_not_b32_e32 v25, v25
	v_or_b32_e32 v35, 0x12000, v2
	v_cmp_gt_u64_e64 s0, v[23:24], v[4:5]
	v_cmp_lt_u64_e32 vcc_lo, v[29:30], v[4:5]
	v_xor_b32_e32 v28, v28, v33
	v_xor_b32_e32 v27, v27, v33
	global_store_dwordx2 v35, v[25:26], s[4:5]
	v_add_nc_u32_e32 v35, 0x13800, v2
	v_cndmask_b32_e64 v26, v24, 0, s0
	v_cndmask_b32_e64 v25, v23, 0, s0
	global_store_dwordx2 v18, v[27:28], s[4:5]
	v_cndmask_b32_e64 v28, v30, -1, vcc_lo
	v_cndmask_b32_e64 v27, v29, -1, vcc_lo
	v_cndmask_b32_e32 v18, v1, v30, vcc_lo
	global_store_dwordx2 v31, v[25:26], s[4:5]
	v_lshlrev_b64 v[25:26], v6, 1
	v_cmp_lt_i64_e64 s1, v[29:30], v[4:5]
	global_store_dwordx2 v17, v[27:28], s[4:5]
	v_cndmask_b32_e32 v17, v0, v29, vcc_lo
	v_cmp_lt_i64_e64 s2, v[23:24], v[4:5]
	global_store_dwordx2 v32, v[19:20], s[4:5]
	v_add_co_u32 v25, vcc_lo, v25, -1
	global_store_dwordx2 v37, v[17:18], s[4:5]
	v_cndmask_b32_e64 v18, v1, v24, s0
	v_cndmask_b32_e64 v17, v0, v23, s0
	v_add_co_ci_u32_e32 v26, vcc_lo, -1, v26, vcc_lo
	v_cmp_gt_i64_e32 vcc_lo, 0, v[6:7]
	v_cmp_lt_i64_e64 s0, 0, v[6:7]
	global_store_dwordx2 v39, v[17:18], s[4:5]
	v_and_b32_e32 v18, v26, v5
	v_and_b32_e32 v17, v25, v4
	v_ashrrev_i32_e32 v25, 31, v30
	v_ashrrev_i32_e32 v26, 31, v24
	s_xor_b32 vcc_lo, vcc_lo, s1
	v_add_nc_u32_e32 v42, 0xe800, v2
	global_store_dwordx2 v35, v[17:18], s[4:5]
	v_xor_b32_e32 v18, s3, v25
	v_xor_b32_e32 v27, s3, v26
	v_cndmask_b32_e32 v17, v29, v25, vcc_lo
	v_cndmask_b32_e32 v20, v1, v30, vcc_lo
	v_cndmask_b32_e32 v19, v0, v29, vcc_lo
	v_cndmask_b32_e32 v18, v30, v18, vcc_lo
	s_xor_b32 vcc_lo, s0, s2
	v_add_nc_u32_e32 v43, 0xf000, v2
	v_or_b32_e32 v44, 0x14000, v2
	v_bcnt_u32_b32 v2, v4, 0
	v_ffbh_u32_e32 v31, v4
	v_cndmask_b32_e32 v25, v23, v26, vcc_lo
	v_cndmask_b32_e32 v26, v24, v27, vcc_lo
	v_cndmask_b32_e32 v24, v1, v24, vcc_lo
	v_cndmask_b32_e32 v23, v0, v23, vcc_lo
	v_ffbh_u32_e32 v37, v5
	v_bcnt_u32_b32 v2, v5, v2
	global_store_dwordx2 v36, v[19:20], s[4:5]
	v_mad_u64_u32 v[19:20], s0, v4, v6, 0
	global_store_dwordx2 v38, v[23:24], s[4:5]
	v_add_nc_u32_e64 v23, v31, 32 clamp
	global_store_dwordx2 v12, v[2:3], s[4:5]
	v_and_b32_e32 v35, 3, v6
	global_store_dwordx2 v34, v[21:22], s[4:5]
	v_mad_u64_u32 v[21:22], s0, v4, v7, 0
	v_min3_u32 v2, v23, v37, 64
	v_ffbl_b32_e32 v39, v5
	v_mul_lo_u32 v32, v5, v6
	v_mul_lo_u32 v34, v4, v7
	v_add_nc_u32_e32 v31, 32, v31
	global_store_dwordx2 v11, v[2:3], s[4:5]
	v_mov_b32_e32 v11, v20
	v_mad_u64_u32 v[27:28], s0, v5, v6, 0
	v_lshlrev_b64 v[23:24], v35, v[4:5]
	v_ffbl_b32_e32 v45, v4
	global_store_dwordx2 v16, v[25:26], s[4:5]
	v_add_nc_u32_e64 v16, v39, 32 clamp
	v_min_u32_e32 v2, v31, v37
	v_add_co_u32 v11, vcc_lo, v11, v21
	v_mad_i64_i32 v[29:30], s0, v5, v7, 0
	v_add_co_ci_u32_e32 v22, vcc_lo, 0, v22, vcc_lo
	v_add3_u32 v34, v20, v34, v32
	v_ashrrev_i64 v[20:21], v35, v[23:24]
	global_store_dwordx2 v10, v[2:3], s[4:5]
	v_min3_u32 v2, v45, v16, 64
	v_add_co_u32 v16, vcc_lo, v11, v27
	v_add_co_ci_u32_e32 v16, vcc_lo, v22, v28, vcc_lo
	global_store_dwordx2 v13, v[17:18], s[4:5]
	v_mad_u64_u32 v[17:18], s0, v5, v7, 0
	v_mad_u64_u32 v[12:13], s0, v4, 24, 0
	v_cmp_ne_u64_e64 s0, v[4:5], v[20:21]
	v_add_co_ci_u32_e32 v20, vcc_lo, 0, v30, vcc_lo
	v_add_co_u32 v16, s2, v16, v29
	v_and_b32_e32 v36, 15, v6
	v_add_co_ci_u32_e64 v20, s2, 0, v20, s2
	v_sub_co_u32 v6, s2, v16, v6
	global_store_dwordx2 v9, v[2:3], s[4:5]
	v_subrev_co_ci_u32_e64 v9, s2, 0, v20, s2
	v_add_nc_u32_e32 v39, 32, v39
	v_cmp_gt_i32_e64 s2, 0, v5
	v_lshrrev_b64 v[31:32], v35, v[23:24]
	v_add_co_u32 v11, vcc_lo, v11, v27
	v_min_u32_e32 v2, v45, v39
	v_cndmask_b32_e64 v16, v16, v6, s2
	v_mul_lo_u32 v38, v5, 24
	v_lshrrev_b64 v[25:26], v36, v[4:5]
	v_cmp_ne_u64_e64 s1, v[4:5], v[31:32]
	v_add_co_ci_u32_e32 v5, vcc_lo, v22, v28, vcc_lo
	v_cndmask_b32_e64 v9, v20, v9, s2
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v18, vcc_lo
	global_store_dwordx2 v8, v[2:3], s[4:5]
	v_sub_co_u32 v2, vcc_lo, v16, v4
	v_subrev_co_ci_u32_e32 v8, vcc_lo, 0, v9, vcc_lo
	v_ashrrev_i32_e32 v10, 31, v34
	v_cmp_gt_i32_e32 vcc_lo, 0, v7
	v_add_co_u32 v5, s2, v5, v17
	v_add_co_ci_u32_e64 v6, s2, 0, v6, s2
	v_xor_b32_e32 v46, 0x7fffffff, v33
	v_not_b32_e32 v33, v33
	v_mov_b32_e32 v11, v10
	v_cndmask_b32_e32 v8, v9, v8, vcc_lo
	v_cndmask_b32_e32 v7, v16, v2, vcc_lo
	v_bfe_u32 v2, v4, 5, 10
	v_cmp_ne_u64_e32 vcc_lo, 0, v[5:6]
	v_cndmask_b32_e64 v21, v24, v46, s0
	v_cndmask_b32_e64 v20, v23, v33, s0
	v_cmp_ne_u64_e64 s0, v[7:8], v[10:11]
	v_cndmask_b32_e64 v24, v24, -1, s1
	v_cndmask_b32_e64 v23, v23, -1, s1
	global_store_dwordx2 v42, v[2:3], s[4:5]
	v_and_b32_e32 v2, 0xff, v25
	v_cndmask_b32_e32 v5, v1, v34, vcc_lo
	v_cndmask_b32_e32 v4, v0, v19, vcc_lo
	v_cndmask_b32_e64 v1, v1, v34, s0
	v_cndmask_b32_e64 v0, v0, v19, s0
	v_add_nc_u32_e32 v13, v13, v38
	global_store_dwordx2 v14, v[20:21], s[4:5]
	global_store_dwordx2 v15, v[23:24], s[4:5]
	global_store_dwordx2 v43, v[2:3], s[4:5]
	global_store_dwordx2 v41, v[4:5], s[4:5]
	global_store_dwordx2 v40, v[0:1], s[4:5]
	global_store_dwordx2 v44, v[12:13], s[4:5]
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
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
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
; codeLenInByte = 1872
; NumSgprs: 10
; NumVgprs: 47
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 47
; Occupancy: 20
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
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
