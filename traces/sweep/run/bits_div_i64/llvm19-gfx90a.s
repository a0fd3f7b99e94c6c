	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	bits_div_i64                    ; -- Begin function bits_div_i64
	.p2align	8
	.type	bits_div_i64,@function
bits_div_i64:                           ; @bits_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[6:7], 0x0
	v_lshlrev_b32_e32 v0, 3, v0
	v_and_b32_e32 v8, 0x1ff8, v0
	v_add_u32_e32 v2, 0x200, v8
	v_add_u32_e32 v4, 0x400, v8
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[0:1], v8, s[10:11]
	global_load_dwordx2 v[6:7], v4, s[10:11]
	s_mov_b32 s0, 0x10203
	global_load_dwordx2 v[2:3], v2, s[10:11]
	v_add_u32_e32 v14, 0x1000, v8
	v_add_u32_e32 v16, 0x1800, v8
	v_mov_b32_e32 v5, 0
	v_add_u32_e32 v9, 0x800, v8
	v_or_b32_e32 v24, 0x2000, v8
	v_or_b32_e32 v28, 0x4000, v8
	v_add_u32_e32 v29, 0x4800, v8
	v_add_u32_e32 v34, 0x7000, v8
	v_add_u32_e32 v25, 0x2800, v8
	v_add_u32_e32 v30, 0x5000, v8
	v_add_u32_e32 v31, 0x5800, v8
	v_or_b32_e32 v32, 0x6000, v8
	v_add_u32_e32 v33, 0x6800, v8
	v_add_u32_e32 v26, 0x3000, v8
	v_add_u32_e32 v27, 0x3800, v8
	s_waitcnt vmcnt(2)
	v_bfrev_b32_e32 v11, v0
	v_bfrev_b32_e32 v10, v1
	v_perm_b32 v12, 0, v1, s0
	v_ashrrev_i32_e32 v37, 31, v1
	s_waitcnt vmcnt(0)
	v_add_co_u32_e64 v22, s[6:7], v0, v2
	v_bcnt_u32_b32 v4, v0, 0
	v_perm_b32 v13, 0, v0, s0
	v_ffbh_u32_e32 v18, v0
	v_cmp_lt_i64_e32 vcc, v[0:1], v[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[0:1], v[2:3]
	v_addc_co_u32_e64 v23, s[6:7], v1, v3, s[6:7]
	global_store_dwordx2 v14, v[10:11], s[8:9]
	global_store_dwordx2 v16, v[12:13], s[8:9]
	v_xor_b32_e32 v12, v0, v37
	v_ffbh_u32_e32 v35, v1
	v_cndmask_b32_e32 v15, v3, v1, vcc
	v_cmp_gt_i64_e64 s[0:1], v[0:1], v[2:3]
	v_cndmask_b32_e64 v19, v3, v1, s[2:3]
	v_bcnt_u32_b32 v4, v1, v4
	v_add_u32_e64 v10, v18, 32 clamp
	v_add_u32_e32 v38, 32, v18
	v_xor_b32_e32 v13, v1, v37
	v_cndmask_b32_e32 v14, v2, v0, vcc
	v_cndmask_b32_e64 v18, v2, v0, s[2:3]
	v_cmp_lt_u64_e32 vcc, v[22:23], v[0:1]
	v_sub_co_u32_e64 v12, s[2:3], v12, v37
	v_ffbl_b32_e32 v20, v1
	v_cndmask_b32_e64 v17, v3, v1, s[0:1]
	v_cmp_gt_u64_e64 s[4:5], v[0:1], v[2:3]
	v_cmp_gt_i64_e64 s[6:7], 0, v[2:3]
	v_cndmask_b32_e64 v16, v2, v0, s[0:1]
	v_ashrrev_i32_e32 v41, 31, v23
	v_cmp_lt_i64_e64 s[0:1], v[22:23], v[0:1]
	v_cndmask_b32_e64 v11, v23, -1, vcc
	global_store_dwordx2 v9, v[4:5], s[8:9]
	v_min3_u32 v4, v10, v35, 64
	v_subb_co_u32_e64 v13, s[2:3], v13, v37, s[2:3]
	v_cndmask_b32_e64 v10, v22, -1, vcc
	v_ffbl_b32_e32 v36, v0
	v_cndmask_b32_e64 v21, v3, v1, s[4:5]
	v_add_u32_e64 v39, v20, 32 clamp
	v_add_u32_e32 v40, 32, v20
	v_cndmask_b32_e64 v20, v2, v0, s[4:5]
	global_store_dwordx2 v29, v[14:15], s[8:9]
	global_store_dwordx2 v30, v[16:17], s[8:9]
	global_store_dwordx2 v31, v[18:19], s[8:9]
	global_store_dwordx2 v32, v[20:21], s[8:9]
	s_xor_b64 s[0:1], s[6:7], s[0:1]
	v_xor_b32_e32 v9, 0x80000000, v41
	global_store_dwordx2 v24, v[4:5], s[8:9]
	v_min_u32_e32 v4, v38, v35
	global_store_dwordx2 v28, v[12:13], s[8:9]
	global_store_dwordx2 v34, v[10:11], s[8:9]
	global_store_dwordx2 v25, v[4:5], s[8:9]
	v_sub_co_u32_e64 v10, s[2:3], v0, v2
	v_cndmask_b32_e64 v14, v22, v41, s[0:1]
	v_cndmask_b32_e64 v15, v23, v9, s[0:1]
	v_min3_u32 v4, v36, v39, 64
	v_subb_co_u32_e64 v11, s[2:3], v1, v3, s[2:3]
	global_store_dwordx2 v33, v[14:15], s[8:9]
	global_store_dwordx2 v26, v[4:5], s[8:9]
	v_min_u32_e32 v4, v36, v40
	v_cmp_lt_i64_e64 s[2:3], v[10:11], v[0:1]
	v_cmp_lt_i64_e64 s[4:5], 0, v[2:3]
	global_store_dwordx2 v27, v[4:5], s[8:9]
	v_ashrrev_i32_e32 v4, 31, v11
	s_xor_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v12, v10, v4, s[2:3]
	v_xor_b32_e32 v4, 0x80000000, v4
	v_cndmask_b32_e64 v13, v11, v4, s[2:3]
	v_add_u32_e32 v4, 0x7800, v8
	v_cmp_gt_u64_e64 s[4:5], v[10:11], v[0:1]
	global_store_dwordx2 v4, v[12:13], s[8:9]
	v_cndmask_b32_e64 v13, v11, 0, s[4:5]
	v_cndmask_b32_e64 v12, v10, 0, s[4:5]
	v_or_b32_e32 v4, 0x8000, v8
	global_store_dwordx2 v4, v[12:13], s[8:9]
	v_and_b32_e32 v4, 3, v2
	v_lshlrev_b64 v[12:13], v4, v[0:1]
	v_ashrrev_i64 v[14:15], v4, v[12:13]
	v_xor_b32_e32 v9, 0x7fffffff, v37
	v_cmp_ne_u64_e64 s[6:7], v[0:1], v[14:15]
	v_cndmask_b32_e64 v15, v13, v9, s[6:7]
	v_not_b32_e32 v9, v37
	v_cndmask_b32_e64 v14, v12, v9, s[6:7]
	v_add_u32_e32 v9, 0x8800, v8
	global_store_dwordx2 v9, v[14:15], s[8:9]
	v_lshrrev_b64 v[14:15], v4, v[12:13]
	v_cmp_ne_u64_e64 s[6:7], v[0:1], v[14:15]
	v_cndmask_b32_e64 v13, v13, -1, s[6:7]
	v_cndmask_b32_e64 v12, v12, -1, s[6:7]
	v_add_u32_e32 v4, 0x9000, v8
	v_lshrrev_b64 v[14:15], 1, v[2:3]
	v_not_b32_e32 v9, v6
	global_store_dwordx2 v4, v[12:13], s[8:9]
	v_lshlrev_b64 v[12:13], v6, v[0:1]
	v_lshrrev_b64 v[14:15], v9, v[14:15]
	v_or_b32_e32 v13, v13, v15
	v_or_b32_e32 v12, v12, v14
	v_add_u32_e32 v4, 0x9800, v8
	global_store_dwordx2 v4, v[12:13], s[8:9]
	v_lshlrev_b64 v[12:13], 5, v[0:1]
	v_lshrrev_b32_e32 v4, 27, v3
	v_or_b32_e32 v12, v12, v4
	v_or_b32_e32 v4, 0xa000, v8
	v_lshlrev_b64 v[14:15], 1, v[0:1]
	global_store_dwordx2 v4, v[12:13], s[8:9]
	v_lshrrev_b64 v[12:13], v6, v[2:3]
	v_lshlrev_b64 v[14:15], v9, v[14:15]
	v_or_b32_e32 v13, v15, v13
	v_or_b32_e32 v12, v14, v12
	v_add_u32_e32 v4, 0xa800, v8
	global_store_dwordx2 v4, v[12:13], s[8:9]
	v_lshrrev_b64 v[12:13], 5, v[2:3]
	v_lshlrev_b32_e32 v4, 27, v0
	v_or_b32_e32 v13, v4, v13
	v_add_u32_e32 v4, 0xb000, v8
	global_store_dwordx2 v4, v[12:13], s[8:9]
	v_cndmask_b32_e64 v13, v7, v23, s[0:1]
	v_cndmask_b32_e64 v12, v6, v22, s[0:1]
	v_add_u32_e32 v4, 0xb800, v8
	global_store_dwordx2 v4, v[12:13], s[8:9]
	v_cndmask_b32_e32 v13, v7, v23, vcc
	v_cndmask_b32_e32 v12, v6, v22, vcc
	v_or_b32_e32 v4, 0xc000, v8
	global_store_dwordx2 v4, v[12:13], s[8:9]
	v_cndmask_b32_e64 v13, v7, v11, s[2:3]
	v_cndmask_b32_e64 v12, v6, v10, s[2:3]
	v_add_u32_e32 v4, 0xc800, v8
	global_store_dwordx2 v4, v[12:13], s[8:9]
	v_cndmask_b32_e64 v11, v7, v11, s[4:5]
	v_cndmask_b32_e64 v10, v6, v10, s[4:5]
	v_add_u32_e32 v4, 0xd000, v8
	v_mad_u64_u32 v[14:15], s[0:1], v0, v2, 0
	global_store_dwordx2 v4, v[10:11], s[8:9]
	v_mad_u64_u32 v[12:13], s[0:1], v0, v3, 0
	v_mov_b32_e32 v4, v15
	v_add_co_u32_e32 v4, vcc, v4, v12
	v_mad_u64_u32 v[10:11], s[0:1], v1, v2, 0
	v_addc_co_u32_e32 v18, vcc, 0, v13, vcc
	v_add_co_u32_e32 v13, vcc, v4, v10
	v_mad_i64_i32 v[16:17], s[0:1], v1, v3, 0
	v_addc_co_u32_e32 v13, vcc, v18, v11, vcc
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_add_co_u32_e32 v13, vcc, v13, v16
	v_addc_co_u32_e32 v16, vcc, 0, v17, vcc
	v_sub_co_u32_e32 v17, vcc, v13, v2
	v_subbrev_co_u32_e32 v19, vcc, 0, v16, vcc
	v_cmp_gt_i32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v13, v13, v17, vcc
	v_cndmask_b32_e32 v16, v16, v19, vcc
	v_sub_co_u32_e32 v19, vcc, v13, v0
	v_subbrev_co_u32_e32 v17, vcc, 0, v16, vcc
	v_add3_u32 v15, v15, v12, v10
	v_cmp_gt_i32_e32 vcc, 0, v3
	v_ashrrev_i32_e32 v12, 31, v15
	v_cndmask_b32_e32 v17, v16, v17, vcc
	v_cndmask_b32_e32 v16, v13, v19, vcc
	v_mov_b32_e32 v13, v12
	v_cmp_ne_u64_e32 vcc, v[16:17], v[12:13]
	v_cndmask_b32_e32 v13, v7, v15, vcc
	v_cndmask_b32_e32 v12, v6, v14, vcc
	v_add_u32_e32 v16, 0xd800, v8
	v_add_co_u32_e32 v4, vcc, v4, v10
	global_store_dwordx2 v16, v[12:13], s[8:9]
	v_mad_u64_u32 v[12:13], s[0:1], v1, v3, 0
	v_addc_co_u32_e32 v4, vcc, v18, v11, vcc
	v_addc_co_u32_e32 v11, vcc, 0, v13, vcc
	v_add_co_u32_e32 v10, vcc, v4, v12
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	v_cmp_ne_u64_e32 vcc, 0, v[10:11]
	v_cndmask_b32_e32 v11, v7, v15, vcc
	v_cndmask_b32_e32 v10, v6, v14, vcc
	v_or_b32_e32 v4, 0xe000, v8
	global_store_dwordx2 v4, v[10:11], s[8:9]
	v_bfe_u32 v4, v0, 5, 10
	v_add_u32_e32 v10, 0xe800, v8
	global_store_dwordx2 v10, v[4:5], s[8:9]
	v_and_b32_e32 v4, 15, v2
	v_lshrrev_b64 v[10:11], v4, v[0:1]
	v_and_b32_e32 v4, 0xff, v10
	v_add_u32_e32 v10, 0xf000, v8
	global_store_dwordx2 v10, v[4:5], s[8:9]
	v_lshlrev_b64 v[4:5], 8, v[0:1]
	v_ashrrev_i64 v[4:5], 20, v[4:5]
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
	v_add_u32_e32 v11, 0x10800, v8
	global_store_dwordx2 v11, v[4:5], s[8:9]
	v_and_b32_e32 v5, v1, v10
	v_and_b32_e32 v4, v0, v9
	v_add_u32_e32 v11, 0x11000, v8
	global_store_dwordx2 v11, v[4:5], s[8:9]
	v_or_b32_e32 v5, v1, v10
	v_or_b32_e32 v4, v0, v9
	v_add_u32_e32 v9, 0x11800, v8
	global_store_dwordx2 v9, v[4:5], s[8:9]
	v_not_b32_e32 v5, v5
	v_not_b32_e32 v4, v4
	v_or_b32_e32 v9, 0x12000, v8
	global_store_dwordx2 v9, v[4:5], s[8:9]
	v_xnor_b32_e32 v5, v7, v1
	v_xnor_b32_e32 v4, v6, v0
	v_add_u32_e32 v6, 0x12800, v8
	global_store_dwordx2 v6, v[4:5], s[8:9]
	v_and_b32_e32 v3, v1, v3
	v_and_b32_e32 v4, v0, v2
	v_not_b32_e32 v5, v3
	v_not_b32_e32 v4, v4
	v_add_u32_e32 v3, 0x13000, v8
	global_store_dwordx2 v3, v[4:5], s[8:9]
	v_lshlrev_b64 v[2:3], v2, 1
	v_add_co_u32_e32 v2, vcc, -1, v2
	v_addc_co_u32_e32 v3, vcc, -1, v3, vcc
	v_and_b32_e32 v3, v3, v1
	v_and_b32_e32 v2, v2, v0
	v_add_u32_e32 v4, 0x13800, v8
	global_store_dwordx2 v4, v[2:3], s[8:9]
	v_mad_u64_u32 v[2:3], s[0:1], v0, 24, 0
	v_mov_b32_e32 v0, v3
	v_mad_u64_u32 v[0:1], s[0:1], v1, 24, v[0:1]
	v_mov_b32_e32 v3, v0
	v_or_b32_e32 v0, 0x14000, v8
	global_store_dwordx2 v0, v[2:3], s[8:9]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bits_div_i64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 44
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 1712
; NumSgprs: 16
; NumVgprs: 42
; NumAgprs: 0
; TotalNumVgprs: 42
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 42
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         bits_div_i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
