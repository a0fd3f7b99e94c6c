	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	bits_div_i64                    ; -- Begin function bits_div_i64
	.p2align	8
	.type	bits_div_i64,@function
bits_div_i64:                           ; @bits_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v8, 3, v0
	v_add_u32_e32 v2, 0x200, v8
	v_add_u32_e32 v4, 0x400, v8
	v_add_u32_e32 v13, 0x1000, v8
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[0:1], v8, s[10:11]
	global_load_dwordx2 v[6:7], v4, s[10:11]
	v_or_b32_e32 v20, 0x4000, v8
	global_load_dwordx2 v[2:3], v2, s[10:11]
	v_add_u32_e32 v21, 0x4800, v8
	s_mov_b32 s0, 0x10203
	v_add_u32_e32 v15, 0x1800, v8
	v_add_u32_e32 v22, 0x5000, v8
	v_add_u32_e32 v23, 0x5800, v8
	v_mov_b32_e32 v5, 0
	v_add_u32_e32 v14, 0x800, v8
	v_or_b32_e32 v16, 0x2000, v8
	v_add_u32_e32 v17, 0x2800, v8
	v_or_b32_e32 v24, 0x6000, v8
	v_add_u32_e32 v25, 0x6800, v8
	v_add_u32_e32 v26, 0x7000, v8
	v_add_u32_e32 v18, 0x3000, v8
	v_add_u32_e32 v19, 0x3800, v8
	s_waitcnt vmcnt(2)
	v_bfrev_b32_e32 v10, v0
	v_bfrev_b32_e32 v9, v1
	v_ashrrev_i32_e32 v29, 31, v1
	global_store_dwordx2 v13, v[9:10], s[8:9]
	v_xor_b32_e32 v9, v0, v29
	v_xor_b32_e32 v10, v1, v29
	v_sub_co_u32_e32 v9, vcc, v9, v29
	v_subb_co_u32_e32 v10, vcc, v10, v29, vcc
	s_waitcnt vmcnt(1)
	v_cmp_lt_i64_e32 vcc, v[0:1], v[2:3]
	global_store_dwordx2 v20, v[9:10], s[8:9]
	v_cndmask_b32_e32 v10, v3, v1, vcc
	v_cndmask_b32_e32 v9, v2, v0, vcc
	v_cmp_gt_i64_e32 vcc, v[0:1], v[2:3]
	global_store_dwordx2 v21, v[9:10], s[8:9]
	v_cndmask_b32_e32 v10, v3, v1, vcc
	v_cndmask_b32_e32 v9, v2, v0, vcc
	v_cmp_lt_u64_e32 vcc, v[0:1], v[2:3]
	v_perm_b32 v12, 0, v0, s0
	v_perm_b32 v11, 0, v1, s0
	global_store_dwordx2 v15, v[11:12], s[8:9]
	global_store_dwordx2 v22, v[9:10], s[8:9]
	v_cndmask_b32_e32 v10, v3, v1, vcc
	v_cndmask_b32_e32 v9, v2, v0, vcc
	v_add_co_u32_e32 v12, vcc, v0, v2
	v_bcnt_u32_b32 v4, v0, 0
	v_ffbh_u32_e32 v27, v0
	v_addc_co_u32_e32 v13, vcc, v1, v3, vcc
	v_ffbh_u32_e32 v28, v1
	v_cmp_gt_u64_e64 s[0:1], v[0:1], v[2:3]
	global_store_dwordx2 v23, v[9:10], s[8:9]
	v_cmp_gt_i64_e32 vcc, 0, v[2:3]
	v_bcnt_u32_b32 v4, v1, v4
	v_add_u32_e64 v9, v27, 32 clamp
	v_cmp_lt_i64_e64 s[2:3], v[12:13], v[0:1]
	v_ffbl_b32_e32 v15, v1
	v_add_u32_e32 v21, 32, v27
	global_store_dwordx2 v14, v[4:5], s[8:9]
	v_ashrrev_i32_e32 v14, 31, v13
	v_min3_u32 v4, v9, v28, 64
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[0:1]
	v_ffbl_b32_e32 v20, v0
	v_cndmask_b32_e64 v11, v3, v1, s[0:1]
	v_add_u32_e64 v22, v15, 32 clamp
	global_store_dwordx2 v16, v[4:5], s[8:9]
	v_cndmask_b32_e64 v10, v2, v0, s[0:1]
	v_min_u32_e32 v4, v21, v28
	v_xor_b32_e32 v16, 0x80000000, v14
	s_xor_b64 vcc, vcc, s[2:3]
	v_add_u32_e32 v23, 32, v15
	v_cndmask_b32_e64 v15, v13, -1, s[4:5]
	global_store_dwordx2 v24, v[10:11], s[8:9]
	v_cndmask_b32_e32 v9, v12, v14, vcc
	v_cndmask_b32_e64 v14, v12, -1, s[4:5]
	global_store_dwordx2 v17, v[4:5], s[8:9]
	v_min3_u32 v4, v20, v22, 64
	v_cndmask_b32_e32 v10, v13, v16, vcc
	global_store_dwordx2 v26, v[14:15], s[8:9]
	global_store_dwordx2 v18, v[4:5], s[8:9]
	v_min_u32_e32 v4, v20, v23
	global_store_dwordx2 v25, v[9:10], s[8:9]
	global_store_dwordx2 v19, v[4:5], s[8:9]
	v_sub_co_u32_e64 v10, s[0:1], v0, v2
	v_subb_co_u32_e64 v11, s[0:1], v1, v3, s[0:1]
	v_cmp_lt_i64_e64 s[0:1], v[10:11], v[0:1]
	v_cmp_lt_i64_e64 s[2:3], 0, v[2:3]
	v_ashrrev_i32_e32 v4, 31, v11
	s_xor_b64 s[0:1], s[2:3], s[0:1]
	v_cndmask_b32_e64 v14, v10, v4, s[0:1]
	v_xor_b32_e32 v4, 0x80000000, v4
	v_cmp_gt_u64_e64 s[2:3], v[10:11], v[0:1]
	v_and_b32_e32 v9, 3, v2
	v_cndmask_b32_e64 v15, v11, v4, s[0:1]
	v_add_u32_e32 v4, 0x7800, v8
	v_lshlrev_b64 v[16:17], v9, v[0:1]
	global_store_dwordx2 v4, v[14:15], s[8:9]
	v_cndmask_b32_e64 v15, v11, 0, s[2:3]
	v_cndmask_b32_e64 v14, v10, 0, s[2:3]
	v_or_b32_e32 v4, 0x8000, v8
	global_store_dwordx2 v4, v[14:15], s[8:9]
	v_ashrrev_i64 v[14:15], v9, v[16:17]
	v_xor_b32_e32 v4, 0x7fffffff, v29
	v_cmp_ne_u64_e64 s[6:7], v[0:1], v[14:15]
	v_lshrrev_b64 v[18:19], v9, v[16:17]
	v_cndmask_b32_e64 v15, v17, v4, s[6:7]
	v_not_b32_e32 v4, v29
	v_cndmask_b32_e64 v14, v16, v4, s[6:7]
	v_cmp_ne_u64_e64 s[6:7], v[0:1], v[18:19]
	v_lshrrev_b64 v[18:19], 1, v[2:3]
	v_add_u32_e32 v4, 0x8800, v8
	v_not_b32_e32 v9, v6
	global_store_dwordx2 v4, v[14:15], s[8:9]
	v_cndmask_b32_e64 v15, v17, -1, s[6:7]
	v_cndmask_b32_e64 v14, v16, -1, s[6:7]
	v_lshlrev_b64 v[16:17], v6, v[0:1]
	v_lshrrev_b64 v[18:19], v9, v[18:19]
	v_add_u32_e32 v4, 0x9000, v8
	global_store_dwordx2 v4, v[14:15], s[8:9]
	v_or_b32_e32 v15, v17, v19
	v_or_b32_e32 v14, v16, v18
	v_add_u32_e32 v4, 0x9800, v8
	v_lshlrev_b64 v[16:17], 1, v[0:1]
	global_store_dwordx2 v4, v[14:15], s[8:9]
	v_lshlrev_b64 v[14:15], 5, v[0:1]
	v_lshrrev_b32_e32 v4, 27, v3
	v_lshrrev_b64 v[18:19], v6, v[2:3]
	v_lshlrev_b64 v[16:17], v9, v[16:17]
	v_or_b32_e32 v14, v14, v4
	v_or_b32_e32 v4, 0xa000, v8
	global_store_dwordx2 v4, v[14:15], s[8:9]
	v_or_b32_e32 v15, v17, v19
	v_or_b32_e32 v14, v16, v18
	v_add_u32_e32 v4, 0xa800, v8
	global_store_dwordx2 v4, v[14:15], s[8:9]
	v_lshrrev_b64 v[14:15], 5, v[2:3]
	v_lshlrev_b32_e32 v4, 27, v0
	v_or_b32_e32 v15, v4, v15
	v_add_u32_e32 v4, 0xb000, v8
	global_store_dwordx2 v4, v[14:15], s[8:9]
	v_cndmask_b32_e32 v15, v7, v13, vcc
	v_cndmask_b32_e32 v14, v6, v12, vcc
	v_add_u32_e32 v4, 0xb800, v8
	global_store_dwordx2 v4, v[14:15], s[8:9]
	v_cndmask_b32_e64 v13, v7, v13, s[4:5]
	v_cndmask_b32_e64 v12, v6, v12, s[4:5]
	v_or_b32_e32 v4, 0xc000, v8
	global_store_dwordx2 v4, v[12:13], s[8:9]
	v_cndmask_b32_e64 v13, v7, v11, s[0:1]
	v_cndmask_b32_e64 v12, v6, v10, s[0:1]
	v_add_u32_e32 v4, 0xc800, v8
	global_store_dwordx2 v4, v[12:13], s[8:9]
	v_cndmask_b32_e64 v11, v7, v11, s[2:3]
	v_cndmask_b32_e64 v10, v6, v10, s[2:3]
	v_add_u32_e32 v4, 0xd000, v8
	global_store_dwordx2 v4, v[10:11], s[8:9]
	v_mad_u64_u32 v[10:11], s[0:1], v0, v2, 0
	v_mad_u64_u32 v[12:13], s[0:1], v0, v3, 0
	v_mad_u64_u32 v[14:15], s[0:1], v1, v2, 0
	v_mov_b32_e32 v4, v11
	v_add_co_u32_e32 v4, vcc, v4, v12
	v_mad_i64_i32 v[16:17], s[0:1], v1, v3, 0
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_add_co_u32_e32 v18, vcc, v4, v14
	v_addc_co_u32_e32 v18, vcc, v13, v15, vcc
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_add_co_u32_e32 v16, vcc, v18, v16
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_sub_co_u32_e32 v18, vcc, v16, v2
	v_subbrev_co_u32_e32 v19, vcc, 0, v17, vcc
	v_cmp_gt_i32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v16, v16, v18, vcc
	v_cndmask_b32_e32 v17, v17, v19, vcc
	v_sub_co_u32_e32 v18, vcc, v16, v0
	v_subbrev_co_u32_e32 v19, vcc, 0, v17, vcc
	v_cmp_gt_i32_e32 vcc, 0, v3
	v_cndmask_b32_e32 v16, v16, v18, vcc
	v_add3_u32 v18, v11, v12, v14
	v_ashrrev_i32_e32 v11, 31, v18
	v_cndmask_b32_e32 v17, v17, v19, vcc
	v_mov_b32_e32 v12, v11
	v_cmp_ne_u64_e32 vcc, v[16:17], v[11:12]
	v_add_u32_e32 v16, 0xd800, v8
	v_cndmask_b32_e32 v12, v7, v18, vcc
	v_cndmask_b32_e32 v11, v6, v10, vcc
	global_store_dwordx2 v16, v[11:12], s[8:9]
	v_mad_u64_u32 v[11:12], s[0:1], v1, v3, 0
	v_add_co_u32_e32 v4, vcc, v4, v14
	v_addc_co_u32_e32 v4, vcc, v13, v15, vcc
	v_addc_co_u32_e32 v12, vcc, 0, v12, vcc
	v_add_co_u32_e32 v11, vcc, v4, v11
	v_addc_co_u32_e32 v12, vcc, 0, v12, vcc
	v_cmp_ne_u64_e32 vcc, 0, v[11:12]
	v_or_b32_e32 v4, 0xe000, v8
	v_cndmask_b32_e32 v11, v7, v18, vcc
	v_cndmask_b32_e32 v10, v6, v10, vcc
	global_store_dwordx2 v4, v[10:11], s[8:9]
	v_and_b32_e32 v10, 15, v2
	v_lshrrev_b64 v[10:11], v10, v[0:1]
	v_bfe_u32 v4, v0, 5, 10
	v_add_u32_e32 v12, 0xe800, v8
	global_store_dwordx2 v12, v[4:5], s[8:9]
	v_and_b32_e32 v4, 0xff, v10
	v_lshlrev_b64 v[10:11], 8, v[0:1]
	v_add_u32_e32 v12, 0xf000, v8
	global_store_dwordx2 v12, v[4:5], s[8:9]
	v_ashrrev_i64 v[4:5], 20, v[10:11]
	v_add_u32_e32 v10, 0xf800, v8
	global_store_dwordx2 v10, v[4:5], s[8:9]
	v_and_b32_e32 v4, 0xffff0000, v2
	v_or_b32_sdwa v4, v0, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_mov_b32_e32 v5, v3
	v_or_b32_e32 v10, 0x10000, v8
	global_store_dwordx2 v10, v[4:5], s[8:9]
	v_not_b32_e32 v10, v7
	v_bfi_b32 v5, v7, v1, v3
	v_bfi_b32 v4, v6, v0, v2
	v_add_u32_e32 v6, 0x10800, v8
	global_store_dwordx2 v6, v[4:5], s[8:9]
	v_and_b32_e32 v5, v1, v10
	v_and_b32_e32 v4, v0, v9
	v_add_u32_e32 v6, 0x11000, v8
	global_store_dwordx2 v6, v[4:5], s[8:9]
	v_or_b32_e32 v5, v1, v10
	v_or_b32_e32 v4, v0, v9
	v_add_u32_e32 v6, 0x11800, v8
	global_store_dwordx2 v6, v[4:5], s[8:9]
	v_not_b32_e32 v5, v5
	v_not_b32_e32 v4, v4
	v_or_b32_e32 v6, 0x12000, v8
	global_store_dwordx2 v6, v[4:5], s[8:9]
	v_xor_b32_e32 v5, v1, v10
	v_xor_b32_e32 v4, v0, v9
	v_add_u32_e32 v6, 0x12800, v8
	global_store_dwordx2 v6, v[4:5], s[8:9]
	v_and_b32_e32 v3, v1, v3
	v_and_b32_e32 v5, v0, v2
	v_not_b32_e32 v4, v3
	v_not_b32_e32 v3, v5
	v_add_u32_e32 v5, 0x13000, v8
	global_store_dwordx2 v5, v[3:4], s[8:9]
	v_mad_u64_u32 v[4:5], s[0:1], v0, 24, 0
	v_lshlrev_b64 v[2:3], v2, 1
	v_add_co_u32_e32 v7, vcc, -1, v2
	v_addc_co_u32_e32 v2, vcc, -1, v3, vcc
	v_mov_b32_e32 v3, v5
	v_mad_u64_u32 v[5:6], s[0:1], v1, 24, v[3:4]
	v_and_b32_e32 v2, v2, v1
	v_and_b32_e32 v1, v7, v0
	v_add_u32_e32 v0, 0x13800, v8
	global_store_dwordx2 v0, v[1:2], s[8:9]
	v_or_b32_e32 v0, 0x14000, v8
	global_store_dwordx2 v0, v[4:5], s[8:9]
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
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
; codeLenInByte = 1772
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
; Occupancy: 8
; WaveLimiterHint : 0
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         bits_div_i64.kd
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
