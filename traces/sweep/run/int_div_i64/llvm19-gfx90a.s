	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	int_div_i64                     ; -- Begin function int_div_i64
	.p2align	8
	.type	int_div_i64,@function
int_div_i64:                            ; @int_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	v_and_b32_e32 v6, 0x3ff, v0
	v_lshlrev_b32_e32 v7, 3, v6
	v_add_u32_e32 v4, 0x200, v7
	s_movk_i32 s2, 0x3039
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v7, s[6:7]
	global_load_dwordx2 v[0:1], v4, s[6:7]
	v_add_u32_e32 v4, 0x400, v7
	global_load_dwordx2 v[4:5], v4, s[6:7]
	v_add_u32_e32 v40, 0x800, v7
	v_add_u32_e32 v41, 0x1000, v7
	v_or_b32_e32 v43, 0x2000, v7
	v_add_u32_e32 v44, 0x2800, v7
	v_add_u32_e32 v45, 0x3000, v7
	v_add_u32_e32 v46, 0x3800, v7
	v_or_b32_e32 v47, 0x4000, v7
	v_add_u32_e32 v48, 0x4800, v7
	v_add_u32_e32 v49, 0x5000, v7
	v_add_u32_e32 v50, 0x5800, v7
	v_or_b32_e32 v51, 0x6000, v7
	v_add_u32_e32 v52, 0x6800, v7
	v_add_u32_e32 v53, 0x7000, v7
	s_mov_b32 s3, 0x186a0
	v_add_u32_e32 v42, 0x1800, v7
	v_or_b32_e32 v55, 0x8000, v7
	v_add_u32_e32 v56, 0x8800, v7
	v_add_u32_e32 v57, 0x9000, v7
	v_add_u32_e32 v54, 0x7800, v7
	s_waitcnt vmcnt(2)
	v_mad_u64_u32 v[32:33], s[0:1], v2, s2, 0
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v8, vcc, v2, v0
	v_addc_co_u32_e32 v9, vcc, v3, v1, vcc
	v_sub_co_u32_e32 v10, vcc, v2, v0
	v_subb_co_u32_e32 v11, vcc, v3, v1, vcc
	v_lshlrev_b64 v[14:15], v0, v[2:3]
	v_lshrrev_b64 v[16:17], v0, v[2:3]
	v_ashrrev_i64 v[18:19], v0, v[2:3]
	v_and_b32_e32 v21, v3, v1
	v_and_b32_e32 v20, v2, v0
	v_or_b32_e32 v23, v3, v1
	v_or_b32_e32 v22, v2, v0
	v_xor_b32_e32 v25, v3, v1
	v_xor_b32_e32 v24, v2, v0
	v_lshlrev_b64 v[26:27], 3, v[2:3]
	v_lshrrev_b64 v[28:29], 3, v[2:3]
	v_ashrrev_i64 v[30:31], 3, v[2:3]
	global_store_dwordx2 v40, v[8:9], s[4:5]
	global_store_dwordx2 v41, v[10:11], s[4:5]
	global_store_dwordx2 v43, v[14:15], s[4:5]
	global_store_dwordx2 v44, v[16:17], s[4:5]
	global_store_dwordx2 v45, v[18:19], s[4:5]
	global_store_dwordx2 v46, v[20:21], s[4:5]
	global_store_dwordx2 v47, v[22:23], s[4:5]
	global_store_dwordx2 v48, v[24:25], s[4:5]
	global_store_dwordx2 v49, v[8:9], s[4:5]
	global_store_dwordx2 v50, v[10:11], s[4:5]
	global_store_dwordx2 v51, v[26:27], s[4:5]
	global_store_dwordx2 v52, v[28:29], s[4:5]
	global_store_dwordx2 v53, v[30:31], s[4:5]
	v_mov_b32_e32 v8, v33
	v_ashrrev_i32_e32 v40, 31, v3
	v_mad_u64_u32 v[8:9], s[0:1], v3, s2, v[8:9]
	v_mul_lo_u32 v10, v1, v40
	v_mov_b32_e32 v33, v8
	v_mad_u64_u32 v[8:9], s[0:1], v0, v40, 0
	v_add_co_u32_e32 v34, vcc, s3, v2
	v_add3_u32 v9, v9, v8, v10
	v_ashrrev_i32_e32 v14, 31, v1
	v_mul_lo_u32 v58, v3, v0
	v_mul_lo_u32 v59, v2, v1
	v_mad_u64_u32 v[12:13], s[0:1], v2, v0, 0
	v_addc_co_u32_e32 v35, vcc, 0, v3, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v14, v2, v[8:9]
	v_mul_lo_u32 v10, v14, v3
	v_mul_lo_u32 v11, v14, v2
	v_sub_co_u32_e32 v36, vcc, 0, v2
	v_add3_u32 v13, v13, v59, v58
	v_add3_u32 v9, v11, v9, v10
	v_mul_hi_u32 v10, v2, v0
	v_mov_b32_e32 v11, 0
	v_subb_co_u32_e32 v37, vcc, 0, v3, vcc
	v_not_b32_e32 v39, v3
	v_not_b32_e32 v38, v2
	global_store_dwordx2 v55, v[34:35], s[4:5]
	global_store_dwordx2 v56, v[36:37], s[4:5]
	global_store_dwordx2 v57, v[38:39], s[4:5]
	global_store_dwordx2 v42, v[12:13], s[4:5]
	v_mad_u64_u32 v[12:13], s[0:1], v3, v0, v[10:11]
	v_mov_b32_e32 v10, v13
	v_mov_b32_e32 v13, v11
	v_mad_u64_u32 v[12:13], s[0:1], v2, v1, v[12:13]
	v_mov_b32_e32 v12, v13
	v_add_co_u32_e32 v10, vcc, v10, v12
	v_addc_co_u32_e64 v11, s[0:1], 0, 0, vcc
	v_mad_u64_u32 v[10:11], s[0:1], v3, v1, v[10:11]
	v_add_co_u32_e32 v8, vcc, v10, v8
	v_addc_co_u32_e32 v9, vcc, v11, v9, vcc
	v_add_u32_e32 v12, 0x9800, v7
	global_store_dwordx2 v12, v[8:9], s[4:5]
	v_or_b32_e32 v8, 0xa000, v7
	v_cmp_eq_u64_e32 vcc, v[2:3], v[0:1]
	global_store_dwordx2 v8, v[10:11], s[4:5]
	s_waitcnt vmcnt(19)
	v_cndmask_b32_e32 v9, v5, v3, vcc
	v_cndmask_b32_e32 v8, v4, v2, vcc
	v_add_u32_e32 v10, 0xa800, v7
	v_cmp_ne_u64_e32 vcc, v[2:3], v[0:1]
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_cndmask_b32_e32 v9, v5, v3, vcc
	v_cndmask_b32_e32 v8, v4, v2, vcc
	v_add_u32_e32 v10, 0xb000, v7
	v_cmp_gt_u64_e32 vcc, v[2:3], v[0:1]
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_cndmask_b32_e32 v9, v5, v3, vcc
	v_cndmask_b32_e32 v8, v4, v2, vcc
	v_add_u32_e32 v10, 0xb800, v7
	v_cmp_ge_u64_e32 vcc, v[2:3], v[0:1]
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_cndmask_b32_e32 v9, v5, v3, vcc
	v_cndmask_b32_e32 v8, v4, v2, vcc
	v_or_b32_e32 v10, 0xc000, v7
	v_cmp_lt_u64_e32 vcc, v[2:3], v[0:1]
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_cndmask_b32_e32 v9, v5, v3, vcc
	v_cndmask_b32_e32 v8, v4, v2, vcc
	v_add_u32_e32 v10, 0xc800, v7
	v_cmp_le_u64_e32 vcc, v[2:3], v[0:1]
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_cndmask_b32_e32 v9, v5, v3, vcc
	v_cndmask_b32_e32 v8, v4, v2, vcc
	v_add_u32_e32 v10, 0xd000, v7
	v_cmp_gt_i64_e32 vcc, v[2:3], v[0:1]
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_cndmask_b32_e32 v9, v5, v3, vcc
	v_cndmask_b32_e32 v8, v4, v2, vcc
	v_add_u32_e32 v10, 0xd800, v7
	v_cmp_ge_i64_e32 vcc, v[2:3], v[0:1]
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_cndmask_b32_e32 v9, v5, v3, vcc
	v_cndmask_b32_e32 v8, v4, v2, vcc
	v_or_b32_e32 v10, 0xe000, v7
	v_cmp_lt_i64_e32 vcc, v[2:3], v[0:1]
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_cndmask_b32_e32 v9, v5, v3, vcc
	v_cndmask_b32_e32 v8, v4, v2, vcc
	v_cmp_le_i64_e32 vcc, v[2:3], v[0:1]
	v_cndmask_b32_e32 v5, v5, v3, vcc
	v_cndmask_b32_e32 v4, v4, v2, vcc
	v_cmp_eq_u64_e32 vcc, 0, v[2:3]
	v_lshlrev_b32_e32 v3, 2, v6
	v_cmp_gt_i64_e64 s[0:1], 0, v[0:1]
	v_add_u32_e32 v10, 0xe800, v7
	v_add_u32_e32 v7, 0xf000, v7
	v_or_b32_e32 v0, 0x8000, v3
	s_xor_b64 s[2:3], vcc, s[0:1]
	global_store_dwordx2 v54, v[32:33], s[4:5]
	global_store_dwordx2 v10, v[8:9], s[4:5]
	global_store_dwordx2 v7, v[4:5], s[4:5]
	global_store_dword v0, v14, s[4:5]
	v_cndmask_b32_e64 v0, 9, 7, s[2:3]
	v_add_u32_e32 v1, 0x8400, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_add_u32_e32 v4, 0x7c00, v3
	global_store_dword v1, v0, s[4:5]
	v_cndmask_b32_e64 v0, 2.0, 1.0, s[0:1]
	v_add_u32_e32 v1, 0x8800, v3
	global_store_dword v4, v2, s[4:5]
	global_store_dword v1, v0, s[4:5]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int_div_i64
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 60
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
	.size	int_div_i64, .Lfunc_end0-int_div_i64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1104
; NumSgprs: 12
; NumVgprs: 60
; NumAgprs: 0
; TotalNumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 60
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
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
    .name:           int_div_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         int_div_i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
