	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	bits_div_i64                    ; -- Begin function bits_div_i64
	.p2align	8
	.type	bits_div_i64,@function
bits_div_i64:                           ; @bits_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v6, 3, v0
	s_mov_b32 s0, 0x10203
	v_add_u32_e32 v17, 0x1000, v6
	v_add_u32_e32 v18, 0x1800, v6
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[0:1], v6, s[14:15]
	global_load_dwordx2 v[4:5], v6, s[14:15] offset:1024
	global_load_dwordx2 v[2:3], v6, s[14:15] offset:512
	v_add_u32_e32 v20, 0x4800, v6
	v_or_b32_e32 v19, 0x4000, v6
	v_add_u32_e32 v21, 0x5000, v6
	v_add_u32_e32 v22, 0x5800, v6
	v_or_b32_e32 v23, 0x6000, v6
	s_brev_b32 s8, 1
	v_add_u32_e32 v25, 0x7000, v6
	v_add_u32_e32 v24, 0x6800, v6
	v_add_u32_e32 v26, 0x7800, v6
	s_waitcnt vmcnt(2)
	v_bfrev_b32_e32 v16, v0
	v_bfrev_b32_e32 v15, v1
	global_store_dwordx2 v17, v[15:16], s[12:13]
	v_perm_b32 v16, 0, v0, s0
	v_perm_b32 v15, 0, v1, s0
	v_ashrrev_i32_e32 v28, 31, v1
	global_store_dwordx2 v18, v[15:16], s[12:13]
	v_add_co_u32_e32 v15, vcc, v0, v28
	v_addc_co_u32_e32 v16, vcc, v1, v28, vcc
	s_waitcnt vmcnt(2)
	v_cmp_lt_i64_e32 vcc, v[0:1], v[2:3]
	v_lshrrev_b64 v[9:10], 1, v[2:3]
	v_cndmask_b32_e32 v18, v3, v1, vcc
	v_cndmask_b32_e32 v17, v2, v0, vcc
	v_cmp_gt_i64_e32 vcc, v[0:1], v[2:3]
	v_not_b32_e32 v27, v4
	v_lshlrev_b64 v[13:14], 1, v[0:1]
	v_xor_b32_e32 v16, v16, v28
	v_xor_b32_e32 v15, v15, v28
	global_store_dwordx2 v20, v[17:18], s[12:13]
	v_cndmask_b32_e32 v18, v3, v1, vcc
	v_cndmask_b32_e32 v17, v2, v0, vcc
	v_lshlrev_b64 v[7:8], v4, v[0:1]
	global_store_dwordx2 v19, v[15:16], s[12:13]
	v_mad_u64_u32 v[15:16], s[0:1], v0, v3, 0
	global_store_dwordx2 v21, v[17:18], s[12:13]
	v_mad_u64_u32 v[17:18], s[0:1], v0, v2, 0
	v_lshrrev_b64 v[9:10], v27, v[9:10]
	v_cmp_lt_u64_e32 vcc, v[0:1], v[2:3]
	v_lshrrev_b64 v[11:12], v4, v[2:3]
	v_lshlrev_b64 v[13:14], v27, v[13:14]
	v_cmp_gt_u64_e64 s[0:1], v[0:1], v[2:3]
	v_add_co_u32_e64 v19, s[2:3], v0, v2
	v_or_b32_e32 v8, v8, v10
	v_or_b32_e32 v7, v7, v9
	v_cndmask_b32_e32 v10, v3, v1, vcc
	v_addc_co_u32_e64 v20, s[2:3], v1, v3, s[2:3]
	v_cndmask_b32_e32 v9, v2, v0, vcc
	v_or_b32_e32 v12, v14, v12
	v_or_b32_e32 v11, v13, v11
	v_cndmask_b32_e64 v14, v3, v1, s[0:1]
	global_store_dwordx2 v22, v[9:10], s[12:13]
	v_sub_co_u32_e32 v9, vcc, v0, v2
	v_cndmask_b32_e64 v13, v2, v0, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[19:20], v[0:1]
	v_cmp_gt_i64_e64 s[2:3], 0, v[2:3]
	v_subb_co_u32_e32 v10, vcc, v1, v3, vcc
	v_cmp_lt_i64_e64 s[4:5], v[19:20], v[0:1]
	v_cmp_lt_i64_e32 vcc, 0, v[2:3]
	v_ashrrev_i32_e32 v21, 31, v20
	global_store_dwordx2 v23, v[13:14], s[12:13]
	v_cndmask_b32_e64 v14, v20, -1, s[0:1]
	v_cmp_lt_i64_e64 s[6:7], v[9:10], v[0:1]
	v_cndmask_b32_e64 v13, v19, -1, s[0:1]
	v_ashrrev_i32_e32 v22, 31, v10
	global_store_dwordx2 v25, v[13:14], s[12:13]
	v_xor_b32_e32 v14, s8, v21
	s_xor_b64 s[2:3], s[2:3], s[4:5]
	v_xor_b32_e32 v23, s8, v22
	v_cndmask_b32_e64 v13, v19, v21, s[2:3]
	v_cndmask_b32_e64 v14, v20, v14, s[2:3]
	s_xor_b64 s[4:5], vcc, s[6:7]
	v_cndmask_b32_e64 v21, v9, v22, s[4:5]
	v_cndmask_b32_e64 v22, v10, v23, s[4:5]
	global_store_dwordx2 v24, v[13:14], s[12:13]
	global_store_dwordx2 v26, v[21:22], s[12:13]
	v_cmp_gt_u64_e64 s[6:7], v[9:10], v[0:1]
	v_and_b32_e32 v24, 3, v2
	v_lshlrev_b64 v[21:22], v24, v[0:1]
	v_cndmask_b32_e64 v14, v10, 0, s[6:7]
	v_cndmask_b32_e64 v13, v9, 0, s[6:7]
	v_or_b32_e32 v23, 0x8000, v6
	global_store_dwordx2 v23, v[13:14], s[12:13]
	v_ashrrev_i64 v[13:14], v24, v[21:22]
	v_xor_b32_e32 v23, 0x7fffffff, v28
	v_cmp_ne_u64_e32 vcc, v[0:1], v[13:14]
	v_mov_b32_e32 v13, v18
	v_add_co_u32_e64 v25, s[8:9], v13, v15
	v_not_b32_e32 v15, v28
	v_addc_co_u32_e64 v26, s[8:9], 0, v16, s[8:9]
	v_cndmask_b32_e32 v16, v22, v23, vcc
	v_cndmask_b32_e32 v15, v21, v15, vcc
	v_add_u32_e32 v23, 0x8800, v6
	v_mad_u64_u32 v[13:14], s[10:11], v1, v2, 0
	global_store_dwordx2 v23, v[15:16], s[12:13]
	v_lshrrev_b64 v[23:24], v24, v[21:22]
	v_mad_i64_i32 v[15:16], s[8:9], v1, v3, 0
	v_cmp_ne_u64_e64 s[8:9], v[0:1], v[23:24]
	v_add_co_u32_e32 v28, vcc, v25, v13
	v_cndmask_b32_e64 v22, v22, -1, s[8:9]
	v_cndmask_b32_e64 v21, v21, -1, s[8:9]
	v_add_u32_e32 v24, 0x9000, v6
	v_addc_co_u32_e32 v23, vcc, v26, v14, vcc
	global_store_dwordx2 v24, v[21:22], s[12:13]
	v_mov_b32_e32 v21, 0
	v_addc_co_u32_e32 v16, vcc, v16, v21, vcc
	v_add_co_u32_e32 v15, vcc, v23, v15
	v_addc_co_u32_e32 v16, vcc, 0, v16, vcc
	v_sub_co_u32_e32 v22, vcc, v15, v2
	v_subbrev_co_u32_e32 v23, vcc, 0, v16, vcc
	v_cmp_gt_i32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v15, v15, v22, vcc
	v_cndmask_b32_e32 v16, v16, v23, vcc
	v_sub_co_u32_e32 v22, vcc, v15, v0
	v_subbrev_co_u32_e32 v23, vcc, 0, v16, vcc
	v_cmp_gt_i32_e32 vcc, 0, v3
	v_cndmask_b32_e32 v16, v16, v23, vcc
	v_cndmask_b32_e32 v15, v15, v22, vcc
	v_mul_lo_u32 v22, v1, v2
	v_mul_lo_u32 v23, v0, v3
	v_add3_u32 v18, v18, v23, v22
	v_add_u32_e32 v22, 0x9800, v6
	global_store_dwordx2 v22, v[7:8], s[12:13]
	v_lshlrev_b64 v[7:8], 5, v[0:1]
	v_lshrrev_b32_e32 v22, 27, v3
	v_or_b32_e32 v7, v7, v22
	v_or_b32_e32 v22, 0xa000, v6
	global_store_dwordx2 v22, v[7:8], s[12:13]
	v_add_u32_e32 v22, 0xa800, v6
	global_store_dwordx2 v22, v[11:12], s[12:13]
	v_lshrrev_b64 v[11:12], 5, v[2:3]
	v_lshlrev_b32_e32 v22, 27, v0
	v_or_b32_e32 v12, v22, v12
	v_add_u32_e32 v22, 0xb000, v6
	global_store_dwordx2 v22, v[11:12], s[12:13]
	v_cndmask_b32_e64 v12, v5, v20, s[2:3]
	v_cndmask_b32_e64 v11, v4, v19, s[2:3]
	v_add_u32_e32 v22, 0xb800, v6
	global_store_dwordx2 v22, v[11:12], s[12:13]
	v_cndmask_b32_e64 v12, v5, v20, s[0:1]
	v_cndmask_b32_e64 v11, v4, v19, s[0:1]
	v_or_b32_e32 v19, 0xc000, v6
	global_store_dwordx2 v19, v[11:12], s[12:13]
	v_cndmask_b32_e64 v12, v5, v10, s[4:5]
	v_cndmask_b32_e64 v11, v4, v9, s[4:5]
	v_add_u32_e32 v19, 0xc800, v6
	global_store_dwordx2 v19, v[11:12], s[12:13]
	v_bcnt_u32_b32 v11, v0, 0
	v_bcnt_u32_b32 v20, v1, v11
	v_add_u32_e32 v11, 0x800, v6
	global_store_dwordx2 v11, v[20:21], s[12:13]
	v_ffbh_u32_e32 v11, v0
	v_add_u32_e64 v12, v11, 32 clamp
	v_ffbh_u32_e32 v19, v1
	v_min3_u32 v20, v12, v19, 64
	v_or_b32_e32 v12, 0x2000, v6
	v_add_u32_e32 v11, 32, v11
	global_store_dwordx2 v12, v[20:21], s[12:13]
	v_min_u32_e32 v20, v11, v19
	v_add_u32_e32 v11, 0x2800, v6
	global_store_dwordx2 v11, v[20:21], s[12:13]
	v_ffbl_b32_e32 v11, v1
	v_ashrrev_i32_e32 v7, 31, v18
	v_add_u32_e64 v12, v11, 32 clamp
	v_ffbl_b32_e32 v19, v0
	v_mov_b32_e32 v8, v7
	v_min3_u32 v20, v19, v12, 64
	v_add_u32_e32 v12, 0x3000, v6
	v_add_u32_e32 v11, 32, v11
	global_store_dwordx2 v12, v[20:21], s[12:13]
	v_min_u32_e32 v20, v19, v11
	v_add_u32_e32 v11, 0x3800, v6
	v_cmp_ne_u64_e32 vcc, v[15:16], v[7:8]
	v_cndmask_b32_e64 v10, v5, v10, s[6:7]
	v_cndmask_b32_e64 v9, v4, v9, s[6:7]
	global_store_dwordx2 v11, v[20:21], s[12:13]
	v_add_u32_e32 v11, 0xd000, v6
	global_store_dwordx2 v11, v[9:10], s[12:13]
	v_cndmask_b32_e32 v8, v5, v18, vcc
	v_cndmask_b32_e32 v7, v4, v17, vcc
	v_add_u32_e32 v9, 0xd800, v6
	global_store_dwordx2 v9, v[7:8], s[12:13]
	v_mad_u64_u32 v[7:8], s[0:1], v1, v3, 0
	v_add_co_u32_e32 v9, vcc, v25, v13
	v_addc_co_u32_e32 v9, vcc, v26, v14, vcc
	v_addc_co_u32_e32 v8, vcc, v8, v21, vcc
	v_add_co_u32_e32 v7, vcc, v9, v7
	v_addc_co_u32_e32 v8, vcc, 0, v8, vcc
	v_cmp_ne_u64_e32 vcc, 0, v[7:8]
	v_or_b32_e32 v9, 0xe000, v6
	v_cndmask_b32_e32 v8, v5, v18, vcc
	v_cndmask_b32_e32 v7, v4, v17, vcc
	global_store_dwordx2 v9, v[7:8], s[12:13]
	v_and_b32_e32 v7, 15, v2
	v_lshrrev_b64 v[7:8], v7, v[0:1]
	v_bfe_u32 v20, v0, 5, 10
	v_add_u32_e32 v9, 0xe800, v6
	global_store_dwordx2 v9, v[20:21], s[12:13]
	v_and_b32_e32 v20, 0xff, v7
	v_lshlrev_b64 v[7:8], 8, v[0:1]
	v_add_u32_e32 v9, 0xf000, v6
	v_ashrrev_i64 v[7:8], 20, v[7:8]
	global_store_dwordx2 v9, v[20:21], s[12:13]
	v_add_u32_e32 v9, 0xf800, v6
	global_store_dwordx2 v9, v[7:8], s[12:13]
	v_and_b32_e32 v7, 0xffff0000, v2
	v_or_b32_sdwa v7, v0, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_mov_b32_e32 v8, v3
	v_or_b32_e32 v9, 0x10000, v6
	global_store_dwordx2 v9, v[7:8], s[12:13]
	v_not_b32_e32 v7, v5
	v_bfi_b32 v5, v5, v1, v3
	v_bfi_b32 v4, v4, v0, v2
	v_add_u32_e32 v8, 0x10800, v6
	global_store_dwordx2 v8, v[4:5], s[12:13]
	v_and_b32_e32 v5, v1, v7
	v_and_b32_e32 v4, v0, v27
	v_add_u32_e32 v8, 0x11000, v6
	global_store_dwordx2 v8, v[4:5], s[12:13]
	v_or_b32_e32 v5, v1, v7
	v_or_b32_e32 v4, v0, v27
	v_add_u32_e32 v8, 0x11800, v6
	global_store_dwordx2 v8, v[4:5], s[12:13]
	v_not_b32_e32 v5, v5
	v_not_b32_e32 v4, v4
	v_or_b32_e32 v8, 0x12000, v6
	global_store_dwordx2 v8, v[4:5], s[12:13]
	v_xor_b32_e32 v5, v1, v7
	v_xor_b32_e32 v4, v0, v27
	v_add_u32_e32 v7, 0x12800, v6
	global_store_dwordx2 v7, v[4:5], s[12:13]
	v_and_b32_e32 v3, v1, v3
	v_and_b32_e32 v5, v0, v2
	v_not_b32_e32 v4, v3
	v_not_b32_e32 v3, v5
	v_add_u32_e32 v5, 0x13000, v6
	global_store_dwordx2 v5, v[3:4], s[12:13]
	v_lshlrev_b64 v[2:3], v2, 1
	v_mul_lo_u32 v7, v1, 24
	v_add_co_u32_e32 v5, vcc, -1, v2
	v_addc_co_u32_e32 v2, vcc, -1, v3, vcc
	v_mad_u64_u32 v[3:4], s[0:1], v0, 24, 0
	v_and_b32_e32 v2, v2, v1
	v_and_b32_e32 v1, v5, v0
	v_add_u32_e32 v0, 0x13800, v6
	global_store_dwordx2 v0, v[1:2], s[12:13]
	v_add_u32_e32 v4, v4, v7
	v_or_b32_e32 v0, 0x14000, v6
	global_store_dwordx2 v0, v[3:4], s[12:13]
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 29
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
; codeLenInByte = 1792
; NumSgprs: 18
; NumVgprs: 29
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 29
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         bits_div_i64.kd
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
