	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	bits_div_i64                    ; -- Begin function bits_div_i64
	.p2align	8
	.type	bits_div_i64,@function
bits_div_i64:                           ; @bits_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v8, 3, v0
	v_mov_b32_e32 v3, 0
	v_add_nc_u32_e32 v0, 0x200, v8
	v_add_nc_u32_e32 v1, 0x400, v8
	v_add_nc_u32_e32 v12, 0x1000, v8
	v_add_nc_u32_e32 v11, 0x1800, v8
	v_add_nc_u32_e32 v23, 0x10800, v8
	v_or_b32_e32 v22, 0x10000, v8
	v_add_nc_u32_e32 v26, 0x12800, v8
	v_add_nc_u32_e32 v27, 0x13000, v8
	v_add_nc_u32_e32 v25, 0x11000, v8
	v_add_nc_u32_e32 v14, 0x4800, v8
	v_add_nc_u32_e32 v15, 0x5000, v8
	v_add_nc_u32_e32 v16, 0x5800, v8
	v_or_b32_e32 v17, 0x6000, v8
	v_or_b32_e32 v24, 0xa000, v8
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_dwordx2 v[4:5], v8, s[10:11]
	global_load_dwordx2 v[6:7], v0, s[10:11]
	global_load_dwordx2 v[0:1], v1, s[10:11]
	v_or_b32_e32 v2, 0x4000, v8
	v_add_nc_u32_e32 v9, 0x800, v8
	v_add_nc_u32_e32 v13, 0x6800, v8
	v_or_b32_e32 v10, 0x2000, v8
	s_waitcnt vmcnt(2)
	v_bfrev_b32_e32 v19, v4
	v_bfrev_b32_e32 v18, v5
	v_perm_b32 v21, 0, v4, 0x10203
	v_perm_b32 v20, 0, v5, 0x10203
	s_waitcnt vmcnt(0)
	v_not_b32_e32 v28, v0
	v_not_b32_e32 v29, v1
	global_store_dwordx2 v12, v[18:19], s[8:9]
	v_bfi_b32 v19, v1, v5, v7
	v_bfi_b32 v18, v0, v4, v6
	global_store_dwordx2 v11, v[20:21], s[8:9]
	v_and_b32_e32 v20, 0xffff0000, v6
	v_and_b32_e32 v21, v4, v6
	v_xnor_b32_e32 v12, v1, v5
	global_store_dwordx2 v23, v[18:19], s[8:9]
	v_mov_b32_e32 v19, v7
	v_or_b32_sdwa v18, v4, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_and_b32_e32 v20, v5, v7
	v_xnor_b32_e32 v11, v0, v4
	v_cmp_lt_i64_e32 vcc, v[4:5], v[6:7]
	v_cmp_gt_i64_e64 s[0:1], v[4:5], v[6:7]
	global_store_dwordx2 v22, v[18:19], s[8:9]
	v_not_b32_e32 v19, v20
	v_not_b32_e32 v18, v21
	v_cmp_lt_u64_e64 s[2:3], v[4:5], v[6:7]
	global_store_dwordx2 v26, v[11:12], s[8:9]
	v_and_b32_e32 v12, v5, v29
	v_and_b32_e32 v11, v4, v28
	v_cndmask_b32_e32 v20, v7, v5, vcc
	global_store_dwordx2 v27, v[18:19], s[8:9]
	v_cndmask_b32_e32 v19, v6, v4, vcc
	v_cmp_gt_u64_e32 vcc, v[4:5], v[6:7]
	global_store_dwordx2 v25, v[11:12], s[8:9]
	v_cndmask_b32_e64 v12, v7, v5, s[0:1]
	v_cndmask_b32_e64 v22, v7, v5, s[2:3]
	v_cndmask_b32_e64 v11, v6, v4, s[0:1]
	v_cndmask_b32_e64 v21, v6, v4, s[2:3]
	global_store_dwordx2 v14, v[19:20], s[8:9]
	v_lshrrev_b64 v[18:19], 1, v[6:7]
	v_cndmask_b32_e32 v23, v7, v5, vcc
	global_store_dwordx2 v15, v[11:12], s[8:9]
	v_lshlrev_b64 v[11:12], 5, v[4:5]
	global_store_dwordx2 v16, v[21:22], s[8:9]
	v_cndmask_b32_e32 v22, v6, v4, vcc
	v_lshrrev_b32_e32 v25, 27, v7
	v_lshlrev_b64 v[14:15], v0, v[4:5]
	v_lshrrev_b64 v[18:19], v28, v[18:19]
	v_lshrrev_b64 v[20:21], 5, v[6:7]
	global_store_dwordx2 v17, v[22:23], s[8:9]
	v_lshlrev_b64 v[16:17], 1, v[4:5]
	v_or_b32_e32 v11, v11, v25
	v_lshlrev_b32_e32 v25, 27, v4
	v_or_b32_e32 v15, v15, v19
	v_or_b32_e32 v14, v14, v18
	v_lshlrev_b64 v[18:19], 8, v[4:5]
	global_store_dwordx2 v24, v[11:12], s[8:9]
	v_lshrrev_b64 v[11:12], v0, v[6:7]
	v_lshlrev_b64 v[16:17], v28, v[16:17]
	v_add_nc_u32_e32 v22, 0xb000, v8
	v_or_b32_e32 v21, v25, v21
	v_ashrrev_i32_e32 v25, 31, v5
	v_ashrrev_i64 v[18:19], 20, v[18:19]
	v_add_nc_u32_e32 v23, 0xf800, v8
	v_or_b32_e32 v11, v16, v11
	v_add_co_u32 v16, vcc, v4, v6
	v_or_b32_e32 v12, v17, v12
	v_add_co_ci_u32_e32 v17, vcc, v5, v7, vcc
	global_store_dwordx2 v22, v[20:21], s[8:9]
	v_sub_co_u32 v20, vcc, v4, v6
	v_xor_b32_e32 v22, v4, v25
	v_sub_co_ci_u32_e32 v21, vcc, v5, v7, vcc
	v_add_nc_u32_e32 v24, 0x11800, v8
	global_store_dwordx2 v23, v[18:19], s[8:9]
	v_xor_b32_e32 v23, v5, v25
	v_or_b32_e32 v19, v5, v29
	v_or_b32_e32 v18, v4, v28
	v_sub_co_u32 v22, vcc, v22, v25
	v_cmp_gt_u64_e64 s[0:1], v[20:21], v[4:5]
	v_sub_co_ci_u32_e32 v23, vcc, v23, v25, vcc
	global_store_dwordx2 v24, v[18:19], s[8:9]
	v_not_b32_e32 v19, v19
	v_not_b32_e32 v18, v18
	v_or_b32_e32 v26, 0x12000, v8
	v_cmp_lt_u64_e32 vcc, v[16:17], v[4:5]
	global_store_dwordx2 v2, v[22:23], s[8:9]
	v_or_b32_e32 v2, 0x8000, v8
	v_add_nc_u32_e32 v24, 0x7000, v8
	global_store_dwordx2 v26, v[18:19], s[8:9]
	v_cndmask_b32_e64 v19, v21, 0, s[0:1]
	v_cndmask_b32_e64 v18, v20, 0, s[0:1]
	v_cndmask_b32_e64 v23, v17, -1, vcc
	v_cndmask_b32_e64 v22, v16, -1, vcc
	v_or_b32_e32 v26, 0xc000, v8
	v_cmp_lt_i64_e64 s[2:3], 0, v[6:7]
	global_store_dwordx2 v2, v[18:19], s[8:9]
	v_cndmask_b32_e32 v19, v1, v17, vcc
	v_cndmask_b32_e32 v18, v0, v16, vcc
	global_store_dwordx2 v24, v[22:23], s[8:9]
	v_lshlrev_b64 v[22:23], v6, 1
	v_add_nc_u32_e32 v24, 0xd000, v8
	v_cmp_lt_i64_e64 s[4:5], v[20:21], v[4:5]
	global_store_dwordx2 v26, v[18:19], s[8:9]
	v_cndmask_b32_e64 v19, v1, v21, s[0:1]
	v_cndmask_b32_e64 v18, v0, v20, s[0:1]
	v_add_co_u32 v2, vcc, v22, -1
	v_add_co_ci_u32_e32 v22, vcc, -1, v23, vcc
	global_store_dwordx2 v24, v[18:19], s[8:9]
	v_add_nc_u32_e32 v18, 0x9800, v8
	v_add_nc_u32_e32 v19, 0xa800, v8
	v_cmp_gt_i64_e32 vcc, 0, v[6:7]
	v_cmp_lt_i64_e64 s[0:1], v[16:17], v[4:5]
	v_and_b32_e32 v23, v22, v5
	global_store_dwordx2 v18, v[14:15], s[8:9]
	v_ashrrev_i32_e32 v14, 31, v17
	v_ashrrev_i32_e32 v18, 31, v21
	v_and_b32_e32 v22, v2, v4
	v_add_nc_u32_e32 v2, 0x13800, v8
	global_store_dwordx2 v19, v[11:12], s[8:9]
	v_xor_b32_e32 v15, 0x80000000, v14
	v_xor_b32_e32 v19, 0x80000000, v18
	v_ffbh_u32_e32 v27, v4
	global_store_dwordx2 v2, v[22:23], s[8:9]
	v_bcnt_u32_b32 v2, v4, 0
	s_xor_b64 vcc, vcc, s[0:1]
	v_and_b32_e32 v29, 3, v6
	v_cndmask_b32_e32 v11, v16, v14, vcc
	v_cndmask_b32_e32 v12, v17, v15, vcc
	v_cndmask_b32_e32 v15, v1, v17, vcc
	v_cndmask_b32_e32 v14, v0, v16, vcc
	s_xor_b64 vcc, s[2:3], s[4:5]
	v_add_nc_u32_e32 v22, 0xc800, v8
	v_cndmask_b32_e32 v16, v20, v18, vcc
	v_cndmask_b32_e32 v17, v21, v19, vcc
	v_cndmask_b32_e32 v19, v1, v21, vcc
	v_cndmask_b32_e32 v18, v0, v20, vcc
	v_ffbh_u32_e32 v28, v5
	v_bcnt_u32_b32 v2, v5, v2
	v_add_nc_u32_e64 v23, v27, 32 clamp
	v_lshlrev_b64 v[20:21], v29, v[4:5]
	v_add_nc_u32_e32 v24, 0xb800, v8
	global_store_dwordx2 v22, v[18:19], s[8:9]
	v_mad_u64_u32 v[18:19], null, v4, v6, 0
	global_store_dwordx2 v9, v[2:3], s[8:9]
	v_min3_u32 v2, v23, v28, 64
	v_mad_u64_u32 v[22:23], null, v4, 24, 0
	global_store_dwordx2 v13, v[11:12], s[8:9]
	v_ashrrev_i64 v[11:12], v29, v[20:21]
	global_store_dwordx2 v24, v[14:15], s[8:9]
	v_mad_u64_u32 v[14:15], null, v4, v7, 0
	global_store_dwordx2 v10, v[2:3], s[8:9]
	v_lshrrev_b64 v[9:10], v29, v[20:21]
	v_mov_b32_e32 v13, v19
	v_add_nc_u32_e32 v24, 32, v27
	v_cmp_ne_u64_e64 s[0:1], v[4:5], v[11:12]
	v_mad_u64_u32 v[11:12], null, v5, v6, 0
	v_add_nc_u32_e32 v26, 0x7800, v8
	v_cmp_ne_u64_e64 s[2:3], v[4:5], v[9:10]
	v_mov_b32_e32 v9, v23
	v_add_co_u32 v13, vcc, v13, v14
	v_min_u32_e32 v2, v24, v28
	v_add_co_ci_u32_e32 v24, vcc, 0, v15, vcc
	global_store_dwordx2 v26, v[16:17], s[8:9]
	v_mad_i64_i32 v[15:16], null, v5, v7, 0
	v_mad_u64_u32 v[9:10], null, v5, 24, v[9:10]
	v_add_co_u32 v10, vcc, v13, v11
	v_add_co_ci_u32_e32 v10, vcc, v24, v12, vcc
	v_add_co_ci_u32_e32 v16, vcc, 0, v16, vcc
	v_mov_b32_e32 v23, v9
	v_add_nc_u32_e32 v9, 0x2800, v8
	v_add_co_u32 v10, vcc, v10, v15
	v_ffbl_b32_e32 v15, v5
	v_ffbl_b32_e32 v17, v4
	global_store_dwordx2 v9, v[2:3], s[8:9]
	v_add_nc_u32_e32 v9, 0x3000, v8
	v_cmp_gt_i32_e64 s[4:5], 0, v5
	v_add_nc_u32_e64 v2, v15, 32 clamp
	v_add_nc_u32_e32 v15, 32, v15
	v_add3_u32 v19, v19, v14, v11
	v_add_nc_u32_e32 v14, 0x3800, v8
	v_xor_b32_e32 v27, 0x7fffffff, v25
	v_min3_u32 v2, v17, v2, 64
	v_not_b32_e32 v25, v25
	v_add_nc_u32_e32 v26, 0x8800, v8
	global_store_dwordx2 v9, v[2:3], s[8:9]
	v_add_co_ci_u32_e32 v9, vcc, 0, v16, vcc
	v_min_u32_e32 v2, v17, v15
	v_sub_co_u32 v15, vcc, v10, v6
	v_subrev_co_ci_u32_e32 v16, vcc, 0, v9, vcc
	v_add_co_u32 v11, vcc, v13, v11
	v_cndmask_b32_e64 v11, v10, v15, s[4:5]
	v_cndmask_b32_e64 v9, v9, v16, s[4:5]
	global_store_dwordx2 v14, v[2:3], s[8:9]
	v_and_b32_e32 v10, 15, v6
	v_add_co_ci_u32_e32 v12, vcc, v24, v12, vcc
	v_sub_co_u32 v13, s[4:5], v11, v4
	v_subrev_co_ci_u32_e64 v14, s[4:5], 0, v9, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], 0, v7
	v_mad_u64_u32 v[6:7], null, v5, v7, 0
	v_bfe_u32 v2, v4, 5, 10
	v_lshrrev_b64 v[4:5], v10, v[4:5]
	v_cndmask_b32_e64 v10, v9, v14, s[4:5]
	v_cndmask_b32_e64 v9, v11, v13, s[4:5]
	v_ashrrev_i32_e32 v11, 31, v19
	v_add_nc_u32_e32 v24, 0xe800, v8
	v_add_co_ci_u32_e32 v7, vcc, 0, v7, vcc
	v_add_co_u32 v5, vcc, v12, v6
	v_mov_b32_e32 v12, v11
	v_add_co_ci_u32_e32 v6, vcc, 0, v7, vcc
	v_cndmask_b32_e64 v14, v21, v27, s[0:1]
	v_cndmask_b32_e64 v13, v20, v25, s[0:1]
	v_cmp_ne_u64_e64 s[0:1], v[9:10], v[11:12]
	v_cmp_ne_u64_e32 vcc, 0, v[5:6]
	v_add_nc_u32_e32 v17, 0x9000, v8
	v_cndmask_b32_e64 v6, v21, -1, s[2:3]
	v_cndmask_b32_e64 v5, v20, -1, s[2:3]
	v_add_nc_u32_e32 v25, 0xf000, v8
	global_store_dwordx2 v24, v[2:3], s[8:9]
	v_and_b32_e32 v2, 0xff, v4
	v_add_nc_u32_e32 v16, 0xd800, v8
	v_or_b32_e32 v15, 0xe000, v8
	v_or_b32_e32 v27, 0x14000, v8
	v_cndmask_b32_e32 v8, v1, v19, vcc
	v_cndmask_b32_e32 v7, v0, v18, vcc
	v_cndmask_b32_e64 v1, v1, v19, s[0:1]
	v_cndmask_b32_e64 v0, v0, v18, s[0:1]
	global_store_dwordx2 v26, v[13:14], s[8:9]
	global_store_dwordx2 v17, v[5:6], s[8:9]
	global_store_dwordx2 v25, v[2:3], s[8:9]
	global_store_dwordx2 v15, v[7:8], s[8:9]
	global_store_dwordx2 v16, v[0:1], s[8:9]
	global_store_dwordx2 v27, v[22:23], s[8:9]
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
		.amdhsa_wavefront_size32 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 12
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
; codeLenInByte = 1888
; NumSgprs: 14
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 30
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
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
