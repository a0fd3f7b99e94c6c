	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	bits_div_i64                    ; -- Begin function bits_div_i64
	.p2align	8
	.type	bits_div_i64,@function
bits_div_i64:                           ; @bits_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v17, 3, v0
	v_add_nc_u32_e32 v2, 0x200, v17
	v_add_nc_u32_e32 v3, 0x400, v17
	v_add_nc_u32_e32 v18, 0x1000, v17
	v_add_nc_u32_e32 v20, 0x1800, v17
	v_add_nc_u32_e32 v8, 0x800, v17
	v_or_b32_e32 v12, 0x2000, v17
	v_add_nc_u32_e32 v9, 0x2800, v17
	v_add_nc_u32_e32 v11, 0x3000, v17
	v_add_nc_u32_e32 v10, 0x3800, v17
	v_add_nc_u32_e32 v21, 0x4800, v17
	v_add_nc_u32_e32 v24, 0x5000, v17
	v_add_nc_u32_e32 v22, 0x5800, v17
	v_or_b32_e32 v25, 0x6000, v17
	v_add_nc_u32_e32 v13, 0x6800, v17
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_dwordx2 v[4:5], v17, s[10:11]
	global_load_dwordx2 v[6:7], v2, s[10:11]
	global_load_dwordx2 v[0:1], v3, s[10:11]
	v_or_b32_e32 v2, 0x4000, v17
	v_add_nc_u32_e32 v19, 0x7000, v17
	v_add_nc_u32_e32 v14, 0x7800, v17
	v_or_b32_e32 v23, 0x8000, v17
	v_add_nc_u32_e32 v15, 0x8800, v17
	v_add_nc_u32_e32 v16, 0x9000, v17
	v_add_nc_u32_e32 v28, 0x9800, v17
	v_or_b32_e32 v38, 0xa000, v17
	v_add_nc_u32_e32 v31, 0xa800, v17
	v_add_nc_u32_e32 v39, 0xb000, v17
	v_add_nc_u32_e32 v26, 0xb800, v17
	v_or_b32_e32 v44, 0xc000, v17
	v_add_nc_u32_e32 v27, 0xc800, v17
	v_add_nc_u32_e32 v30, 0xd000, v17
	v_add_nc_u32_e32 v29, 0xd800, v17
	v_or_b32_e32 v45, 0xe000, v17
	v_add_nc_u32_e32 v46, 0xe800, v17
	v_add_nc_u32_e32 v47, 0xf000, v17
	v_add_nc_u32_e32 v40, 0xf800, v17
	v_or_b32_e32 v36, 0x10000, v17
	v_add_nc_u32_e32 v37, 0x10800, v17
	v_add_nc_u32_e32 v41, 0x11000, v17
	v_add_nc_u32_e32 v42, 0x11800, v17
	v_or_b32_e32 v43, 0x12000, v17
	v_add_nc_u32_e32 v48, 0x12800, v17
	v_add_nc_u32_e32 v49, 0x13000, v17
	v_add_nc_u32_e32 v50, 0x13800, v17
	v_or_b32_e32 v51, 0x14000, v17
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(1)
	v_cmp_lt_i64_e64 s2, 0, v[6:7]
	v_bfrev_b32_e32 v33, v4
	v_bfrev_b32_e32 v32, v5
	v_perm_b32 v35, 0, v4, 0x10203
	v_perm_b32 v34, 0, v5, 0x10203
	s_waitcnt vmcnt(0)
	v_bfi_b32 v17, v0, v4, v6
	v_not_b32_e32 v54, v0
	global_store_dwordx2 v18, v[32:33], s[8:9]
	v_bfi_b32 v18, v1, v5, v7
	global_store_dwordx2 v20, v[34:35], s[8:9]
	v_and_b32_e32 v20, 0xffff0000, v6
	v_xnor_b32_e32 v33, v1, v5
	v_xnor_b32_e32 v32, v0, v4
	global_store_dwordx2 v37, v[17:18], s[8:9]
	v_mov_b32_e32 v18, v7
	v_or_b32_sdwa v17, v4, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_not_b32_e32 v55, v1
	global_store_dwordx2 v48, v[32:33], s[8:9]
	v_and_b32_e32 v20, v5, v7
	v_and_b32_e32 v32, v4, v6
	v_cmp_lt_i64_e32 vcc_lo, v[4:5], v[6:7]
	global_store_dwordx2 v36, v[17:18], s[8:9]
	v_and_b32_e32 v18, v5, v55
	v_and_b32_e32 v17, v4, v54
	v_not_b32_e32 v33, v20
	v_not_b32_e32 v32, v32
	v_lshrrev_b64 v[34:35], 1, v[6:7]
	v_cmp_gt_i64_e64 s0, v[4:5], v[6:7]
	global_store_dwordx2 v41, v[17:18], s[8:9]
	v_cndmask_b32_e32 v18, v7, v5, vcc_lo
	v_cndmask_b32_e32 v17, v6, v4, vcc_lo
	global_store_dwordx2 v49, v[32:33], s[8:9]
	v_lshlrev_b64 v[32:33], 1, v[4:5]
	v_cmp_lt_u64_e32 vcc_lo, v[4:5], v[6:7]
	v_cndmask_b32_e64 v37, v7, v5, s0
	global_store_dwordx2 v21, v[17:18], s[8:9]
	v_lshlrev_b64 v[17:18], v0, v[4:5]
	v_lshrrev_b64 v[20:21], v54, v[34:35]
	v_lshrrev_b64 v[34:35], v0, v[6:7]
	v_lshlrev_b64 v[32:33], v54, v[32:33]
	v_cndmask_b32_e64 v36, v6, v4, s0
	v_cmp_gt_u64_e64 s0, v[4:5], v[6:7]
	v_bcnt_u32_b32 v52, v4, 0
	v_or_b32_e32 v18, v18, v21
	v_or_b32_e32 v17, v17, v20
	v_cndmask_b32_e32 v21, v7, v5, vcc_lo
	v_cndmask_b32_e32 v20, v6, v4, vcc_lo
	v_or_b32_e32 v33, v33, v35
	v_or_b32_e32 v32, v32, v34
	v_lshlrev_b64 v[34:35], 5, v[4:5]
	global_store_dwordx2 v24, v[36:37], s[8:9]
	global_store_dwordx2 v22, v[20:21], s[8:9]
	v_lshrrev_b32_e32 v22, 27, v7
	v_lshrrev_b64 v[20:21], 5, v[6:7]
	v_cndmask_b32_e64 v37, v7, v5, s0
	v_cndmask_b32_e64 v36, v6, v4, s0
	v_or_b32_e32 v24, v4, v54
	v_or_b32_e32 v34, v34, v22
	v_lshlrev_b32_e32 v22, 27, v4
	global_store_dwordx2 v31, v[32:33], s[8:9]
	global_store_dwordx2 v25, v[36:37], s[8:9]
	v_or_b32_e32 v25, v5, v55
	v_ashrrev_i32_e32 v55, 31, v5
	v_or_b32_e32 v21, v22, v21
	v_add_co_u32 v36, vcc_lo, v4, v6
	global_store_dwordx2 v42, v[24:25], s[8:9]
	v_not_b32_e32 v25, v25
	v_not_b32_e32 v24, v24
	global_store_dwordx2 v39, v[20:21], s[8:9]
	v_xor_b32_e32 v21, v4, v55
	v_xor_b32_e32 v22, v5, v55
	v_add_co_ci_u32_e32 v37, vcc_lo, v5, v7, vcc_lo
	global_store_dwordx2 v43, v[24:25], s[8:9]
	v_sub_co_u32 v24, vcc_lo, v21, v55
	v_sub_co_u32 v20, s1, v4, v6
	v_sub_co_ci_u32_e32 v25, vcc_lo, v22, v55, vcc_lo
	v_sub_co_ci_u32_e64 v21, vcc_lo, v5, v7, s1
	global_store_dwordx2 v38, v[34:35], s[8:9]
	global_store_dwordx2 v2, v[24:25], s[8:9]
	v_mad_u64_u32 v[24:25], s1, v4, v6, 0
	v_cmp_gt_u64_e64 s1, v[20:21], v[4:5]
	v_lshlrev_b64 v[34:35], 8, v[4:5]
	v_cmp_lt_u64_e32 vcc_lo, v[36:37], v[4:5]
	global_store_dwordx2 v28, v[17:18], s[8:9]
	v_ffbh_u32_e32 v53, v4
	v_mad_u64_u32 v[38:39], s3, v4, v7, 0
	v_cndmask_b32_e64 v32, v21, 0, s1
	v_cndmask_b32_e64 v31, v20, 0, s1
	v_ashrrev_i64 v[34:35], 20, v[34:35]
	v_cndmask_b32_e64 v18, v37, -1, vcc_lo
	v_cndmask_b32_e64 v17, v36, -1, vcc_lo
	v_cmp_gt_i64_e64 s0, 0, v[6:7]
	global_store_dwordx2 v23, v[31:32], s[8:9]
	v_lshlrev_b64 v[22:23], v6, 1
	global_store_dwordx2 v40, v[34:35], s[8:9]
	v_mad_u64_u32 v[34:35], s3, v5, v6, 0
	v_mad_i64_i32 v[40:41], s3, v5, v7, 0
	global_store_dwordx2 v19, v[17:18], s[8:9]
	v_mad_u64_u32 v[17:18], s3, v5, v7, 0
	v_cndmask_b32_e32 v43, v1, v37, vcc_lo
	v_cndmask_b32_e32 v42, v0, v36, vcc_lo
	v_cmp_gt_i32_e64 s3, 0, v7
	v_add_co_u32 v7, vcc_lo, v22, -1
	v_bcnt_u32_b32 v2, v5, v52
	v_add_co_ci_u32_e32 v22, vcc_lo, -1, v23, vcc_lo
	v_ashrrev_i32_e32 v23, 31, v37
	v_ffbh_u32_e32 v48, v5
	v_add_nc_u32_e64 v28, v53, 32 clamp
	v_cmp_lt_i64_e32 vcc_lo, v[36:37], v[4:5]
	v_cndmask_b32_e64 v32, v1, v21, s1
	v_cndmask_b32_e64 v31, v0, v20, s1
	v_and_b32_e32 v56, 3, v6
	global_store_dwordx2 v8, v[2:3], s[8:9]
	v_and_b32_e32 v7, v7, v4
	v_and_b32_e32 v8, v22, v5
	v_xor_b32_e32 v22, 0x80000000, v23
	v_min3_u32 v2, v28, v48, 64
	global_store_dwordx2 v44, v[42:43], s[8:9]
	v_mad_u64_u32 v[42:43], s1, v4, 24, 0
	global_store_dwordx2 v30, v[31:32], s[8:9]
	v_ashrrev_i32_e32 v30, 31, v21
	s_xor_b32 vcc_lo, s0, vcc_lo
	v_lshlrev_b64 v[32:33], v56, v[4:5]
	v_add_nc_u32_e32 v44, 32, v53
	v_cmp_lt_i64_e64 s4, v[20:21], v[4:5]
	global_store_dwordx2 v50, v[7:8], s[8:9]
	v_cndmask_b32_e32 v7, v36, v23, vcc_lo
	v_cndmask_b32_e32 v8, v37, v22, vcc_lo
	v_cndmask_b32_e32 v23, v1, v37, vcc_lo
	v_cndmask_b32_e32 v22, v0, v36, vcc_lo
	global_store_dwordx2 v12, v[2:3], s[8:9]
	v_mov_b32_e32 v12, v25
	v_xor_b32_e32 v28, 0x80000000, v30
	v_min_u32_e32 v2, v44, v48
	global_store_dwordx2 v26, v[22:23], s[8:9]
	v_ashrrev_i64 v[22:23], v56, v[32:33]
	v_add3_u32 v48, v25, v38, v34
	v_lshrrev_b64 v[25:26], v56, v[32:33]
	v_and_b32_e32 v19, 15, v6
	s_xor_b32 s0, s2, s4
	v_add_co_u32 v38, vcc_lo, v12, v38
	v_mov_b32_e32 v12, v43
	v_cndmask_b32_e64 v30, v20, v30, s0
	v_cndmask_b32_e64 v31, v21, v28, s0
	v_cndmask_b32_e64 v21, v1, v21, s0
	v_cndmask_b32_e64 v20, v0, v20, s0
	v_add_co_ci_u32_e32 v39, vcc_lo, 0, v39, vcc_lo
	v_ffbl_b32_e32 v49, v5
	v_cmp_gt_i32_e64 s1, 0, v5
	v_cmp_ne_u64_e64 s0, v[4:5], v[22:23]
	v_lshrrev_b64 v[22:23], v19, v[4:5]
	v_cmp_ne_u64_e64 s2, v[4:5], v[25:26]
	v_mad_u64_u32 v[36:37], s4, v5, 24, v[12:13]
	v_add_co_u32 v5, vcc_lo, v38, v34
	global_store_dwordx2 v27, v[20:21], s[8:9]
	global_store_dwordx2 v9, v[2:3], s[8:9]
	v_add_co_ci_u32_e32 v9, vcc_lo, v39, v35, vcc_lo
	v_ffbl_b32_e32 v54, v4
	v_add_nc_u32_e64 v52, v49, 32 clamp
	global_store_dwordx2 v13, v[7:8], s[8:9]
	global_store_dwordx2 v14, v[30:31], s[8:9]
	v_add_co_ci_u32_e32 v8, vcc_lo, 0, v41, vcc_lo
	v_add_co_u32 v9, s4, v9, v40
	v_min3_u32 v2, v54, v52, 64
	v_add_co_ci_u32_e64 v8, s4, 0, v8, s4
	v_sub_co_u32 v6, s4, v9, v6
	global_store_dwordx2 v11, v[2:3], s[8:9]
	v_subrev_co_ci_u32_e64 v11, s4, 0, v8, s4
	v_add_co_u32 v12, vcc_lo, v38, v34
	v_cndmask_b32_e64 v6, v9, v6, s1
	v_add_co_ci_u32_e32 v12, vcc_lo, v39, v35, vcc_lo
	v_cndmask_b32_e64 v13, v8, v11, s1
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v18, vcc_lo
	v_sub_co_u32 v11, vcc_lo, v6, v4
	v_add_nc_u32_e32 v49, 32, v49
	v_ashrrev_i32_e32 v25, 31, v48
	v_subrev_co_ci_u32_e32 v14, vcc_lo, 0, v13, vcc_lo
	v_add_co_u32 v8, vcc_lo, v12, v17
	v_min_u32_e32 v2, v54, v49
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v9, vcc_lo
	v_xor_b32_e32 v28, 0x7fffffff, v55
	v_not_b32_e32 v44, v55
	v_mov_b32_e32 v26, v25
	v_cndmask_b32_e64 v11, v6, v11, s3
	v_cndmask_b32_e64 v12, v13, v14, s3
	global_store_dwordx2 v10, v[2:3], s[8:9]
	v_bfe_u32 v2, v4, 5, 10
	v_cmp_ne_u64_e32 vcc_lo, 0, v[8:9]
	v_cndmask_b32_e64 v5, v33, v28, s0
	v_cndmask_b32_e64 v4, v32, v44, s0
	v_cmp_ne_u64_e64 s0, v[11:12], v[25:26]
	v_cndmask_b32_e64 v7, v33, -1, s2
	v_cndmask_b32_e64 v6, v32, -1, s2
	global_store_dwordx2 v46, v[2:3], s[8:9]
	v_and_b32_e32 v2, 0xff, v22
	v_cndmask_b32_e32 v9, v1, v48, vcc_lo
	v_cndmask_b32_e32 v8, v0, v24, vcc_lo
	v_cndmask_b32_e64 v1, v1, v48, s0
	v_cndmask_b32_e64 v0, v0, v24, s0
	v_mov_b32_e32 v43, v36
	global_store_dwordx2 v15, v[4:5], s[8:9]
	global_store_dwordx2 v16, v[6:7], s[8:9]
	global_store_dwordx2 v47, v[2:3], s[8:9]
	global_store_dwordx2 v45, v[8:9], s[8:9]
	global_store_dwordx2 v29, v[0:1], s[8:9]
	global_store_dwordx2 v51, v[42:43], s[8:9]
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
		.amdhsa_next_free_vgpr 57
		.amdhsa_next_free_sgpr 12
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
; codeLenInByte = 1936
; NumSgprs: 14
; NumVgprs: 57
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 57
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         bits_div_i64.kd
    .vgpr_count:     57
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
