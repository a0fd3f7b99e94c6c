	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	float_roundeven_div_f64         ; -- Begin function float_roundeven_div_f64
	.p2align	8
	.type	float_roundeven_div_f64,@function
float_roundeven_div_f64:                ; @float_roundeven_div_f64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[6:7], 0x0
	v_and_b32_e32 v6, 0x3ff, v0
	v_lshlrev_b32_e32 v8, 3, v6
	v_add_u32_e32 v4, 0x200, v8
	v_add_u32_e32 v28, 0x800, v8
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[0:1], v8, s[10:11]
	global_load_dwordx2 v[2:3], v4, s[10:11]
	v_add_u32_e32 v4, 0x400, v8
	global_load_dwordx2 v[4:5], v4, s[10:11]
	v_lshlrev_b32_e32 v9, 2, v6
	v_add_u32_e32 v30, 0x1000, v8
	v_add_u32_e32 v32, 0x1800, v8
	v_add_u32_e32 v36, 0x3000, v8
	v_add_u32_e32 v37, 0x3800, v8
	v_add_u32_e32 v40, 0x5000, v8
	s_brev_b32 s2, 6
	s_mov_b32 s3, 0xc00921fb
	v_add_u32_e32 v43, 0x6800, v8
	v_add_u32_e32 v44, 0x7000, v8
	v_or_b32_e32 v34, 0x2000, v8
	v_or_b32_e32 v38, 0x4000, v8
	v_add_u32_e32 v41, 0x5800, v8
	v_add_u32_e32 v45, 0x7800, v8
	v_add_u32_e32 v35, 0x2800, v8
	v_add_u32_e32 v39, 0x4800, v8
	v_or_b32_e32 v42, 0x6000, v8
	v_or_b32_e32 v46, 0x4000, v9
	v_add_u32_e32 v47, 0x8800, v8
	v_add_u32_e32 v48, 0x4800, v9
	v_add_u32_e32 v49, 0x9800, v8
	s_waitcnt vmcnt(2)
	v_div_scale_f64 v[20:21], s[0:1], v[0:1], v[0:1], 1.0
	s_waitcnt vmcnt(1)
	v_add_f64 v[10:11], v[0:1], v[2:3]
	v_add_f64 v[12:13], v[0:1], -v[2:3]
	v_div_scale_f64 v[14:15], s[0:1], v[2:3], v[2:3], v[0:1]
	v_mul_f64 v[6:7], v[0:1], v[2:3]
	global_store_dwordx2 v28, v[10:11], s[8:9]
	global_store_dwordx2 v30, v[12:13], s[8:9]
	global_store_dwordx2 v32, v[6:7], s[8:9]
	v_rcp_f64_e32 v[12:13], v[14:15]
	v_xor_b32_e32 v19, 0x80000000, v1
	v_mov_b32_e32 v18, v0
	global_store_dwordx2 v36, v[10:11], s[8:9]
	global_store_dwordx2 v37, v[6:7], s[8:9]
	global_store_dwordx2 v40, v[18:19], s[8:9]
	v_rcp_f64_e32 v[10:11], v[20:21]
	v_add_f64 v[24:25], v[0:1], v[0:1]
	v_fma_f64 v[18:19], -v[14:15], v[12:13], 1.0
	v_mul_f64 v[26:27], v[0:1], s[2:3]
	global_store_dwordx2 v43, v[24:25], s[8:9]
	global_store_dwordx2 v44, v[26:27], s[8:9]
	v_fma_f64 v[24:25], -v[20:21], v[10:11], 1.0
	v_fmac_f64_e32 v[12:13], v[12:13], v[18:19]
	v_fmac_f64_e32 v[10:11], v[10:11], v[24:25]
	v_fma_f64 v[18:19], -v[14:15], v[12:13], 1.0
	v_div_scale_f64 v[16:17], vcc, v[0:1], v[2:3], v[0:1]
	v_fma_f64 v[24:25], -v[20:21], v[10:11], 1.0
	v_fmac_f64_e32 v[12:13], v[12:13], v[18:19]
	v_div_scale_f64 v[22:23], s[0:1], 1.0, v[0:1], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[24:25]
	v_mul_f64 v[18:19], v[16:17], v[12:13]
	v_mul_f64 v[24:25], v[22:23], v[10:11]
	v_fma_f64 v[14:15], -v[14:15], v[18:19], v[16:17]
	v_fma_f64 v[16:17], -v[20:21], v[24:25], v[22:23]
	v_div_fmas_f64 v[12:13], v[14:15], v[12:13], v[18:19]
	s_mov_b64 vcc, s[0:1]
	v_cmp_eq_f64_e64 s[2:3], v[0:1], v[2:3]
	v_cmp_eq_f64_e64 s[4:5], 0, v[0:1]
	v_cmp_lt_f64_e64 s[6:7], 0, v[0:1]
	v_div_fixup_f64 v[12:13], v[12:13], v[2:3], v[0:1]
	v_div_fmas_f64 v[10:11], v[16:17], v[10:11], v[24:25]
	s_waitcnt vmcnt(8)
	v_cndmask_b32_e64 v29, v5, v1, s[2:3]
	v_cndmask_b32_e64 v50, 0, 1, s[4:5]
	v_cmp_gt_f64_e64 s[4:5], v[0:1], v[2:3]
	v_cndmask_b32_e64 v51, 0, 1, s[6:7]
	v_cmp_ge_f64_e64 s[6:7], v[0:1], v[2:3]
	v_cndmask_b32_e64 v28, v4, v0, s[2:3]
	v_trunc_f64_e32 v[14:15], v[12:13]
	v_div_fixup_f64 v[10:11], v[10:11], v[0:1], 1.0
	v_cmp_le_f64_e32 vcc, 0, v[0:1]
	v_cndmask_b32_e64 v31, v5, v1, s[4:5]
	v_cndmask_b32_e64 v33, v5, v1, s[6:7]
	v_cndmask_b32_e64 v30, v4, v0, s[4:5]
	v_cndmask_b32_e64 v32, v4, v0, s[6:7]
	global_store_dwordx2 v45, v[28:29], s[8:9]
	global_store_dwordx2 v34, v[12:13], s[8:9]
	global_store_dwordx2 v38, v[12:13], s[8:9]
	global_store_dwordx2 v39, v[12:13], s[8:9]
	v_fma_f64 v[12:13], -v[14:15], v[2:3], v[0:1]
	global_store_dwordx2 v41, v[10:11], s[8:9]
	global_store_dwordx2 v42, v[10:11], s[8:9]
	global_store_dwordx2 v35, v[12:13], s[8:9]
	global_store_dword v46, v50, s[8:9]
	global_store_dwordx2 v47, v[30:31], s[8:9]
	global_store_dword v48, v51, s[8:9]
	global_store_dwordx2 v49, v[32:33], s[8:9]
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_or_b32_e32 v11, 0x5000, v9
	v_cmp_lt_f64_e32 vcc, v[0:1], v[2:3]
	global_store_dword v11, v10, s[8:9]
	v_cndmask_b32_e32 v11, v5, v1, vcc
	v_cndmask_b32_e32 v10, v4, v0, vcc
	v_add_u32_e32 v12, 0xa800, v8
	v_cmp_gt_f64_e32 vcc, 0, v[0:1]
	global_store_dwordx2 v12, v[10:11], s[8:9]
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_add_u32_e32 v11, 0x5800, v9
	v_cmp_le_f64_e32 vcc, v[0:1], v[2:3]
	global_store_dword v11, v10, s[8:9]
	v_cndmask_b32_e32 v11, v5, v1, vcc
	v_cndmask_b32_e32 v10, v4, v0, vcc
	v_add_u32_e32 v12, 0xb800, v8
	v_cmp_ge_f64_e32 vcc, 0, v[0:1]
	global_store_dwordx2 v12, v[10:11], s[8:9]
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_or_b32_e32 v11, 0x6000, v9
	v_cmp_lg_f64_e32 vcc, v[0:1], v[2:3]
	global_store_dword v11, v10, s[8:9]
	v_cndmask_b32_e32 v11, v5, v1, vcc
	v_cndmask_b32_e32 v10, v4, v0, vcc
	v_add_u32_e32 v12, 0xc800, v8
	v_cmp_lg_f64_e32 vcc, 0, v[0:1]
	global_store_dwordx2 v12, v[10:11], s[8:9]
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_add_u32_e32 v11, 0x6800, v9
	v_cmp_o_f64_e32 vcc, v[0:1], v[2:3]
	global_store_dword v11, v10, s[8:9]
	v_cndmask_b32_e32 v11, v5, v1, vcc
	v_cndmask_b32_e32 v10, v4, v0, vcc
	v_add_u32_e32 v12, 0xd800, v8
	v_cmp_o_f64_e32 vcc, v[0:1], v[0:1]
	global_store_dwordx2 v12, v[10:11], s[8:9]
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_or_b32_e32 v11, 0x7000, v9
	v_cmp_nlg_f64_e32 vcc, v[0:1], v[2:3]
	global_store_dword v11, v10, s[8:9]
	v_cndmask_b32_e32 v11, v5, v1, vcc
	v_cndmask_b32_e32 v10, v4, v0, vcc
	v_add_u32_e32 v12, 0xe800, v8
	v_cmp_nlg_f64_e32 vcc, 0, v[0:1]
	global_store_dwordx2 v12, v[10:11], s[8:9]
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_add_u32_e32 v11, 0x7800, v9
	v_cmp_nle_f64_e32 vcc, v[0:1], v[2:3]
	global_store_dword v11, v10, s[8:9]
	v_cndmask_b32_e32 v11, v5, v1, vcc
	v_cndmask_b32_e32 v10, v4, v0, vcc
	v_add_u32_e32 v12, 0xf800, v8
	v_cmp_nge_f64_e32 vcc, 0, v[0:1]
	global_store_dwordx2 v12, v[10:11], s[8:9]
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_or_b32_e32 v11, 0x8000, v9
	v_cmp_nlt_f64_e32 vcc, v[0:1], v[2:3]
	global_store_dword v11, v10, s[8:9]
	v_cndmask_b32_e32 v11, v5, v1, vcc
	v_cndmask_b32_e32 v10, v4, v0, vcc
	v_add_u32_e32 v12, 0x10800, v8
	v_cmp_ngt_f64_e32 vcc, 0, v[0:1]
	global_store_dwordx2 v12, v[10:11], s[8:9]
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_add_u32_e32 v11, 0x8800, v9
	v_cmp_nge_f64_e32 vcc, v[0:1], v[2:3]
	global_store_dword v11, v10, s[8:9]
	v_cndmask_b32_e32 v11, v5, v1, vcc
	v_cndmask_b32_e32 v10, v4, v0, vcc
	v_add_u32_e32 v12, 0x11800, v8
	v_cmp_nle_f64_e32 vcc, 0, v[0:1]
	global_store_dwordx2 v12, v[10:11], s[8:9]
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_or_b32_e32 v11, 0x9000, v9
	v_cmp_ngt_f64_e32 vcc, v[0:1], v[2:3]
	global_store_dword v11, v10, s[8:9]
	v_cndmask_b32_e32 v11, v5, v1, vcc
	v_cndmask_b32_e32 v10, v4, v0, vcc
	v_add_u32_e32 v12, 0x12800, v8
	v_cmp_nlt_f64_e32 vcc, 0, v[0:1]
	global_store_dwordx2 v12, v[10:11], s[8:9]
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_add_u32_e32 v11, 0x9800, v9
	v_cmp_neq_f64_e32 vcc, v[0:1], v[2:3]
	global_store_dword v11, v10, s[8:9]
	v_cndmask_b32_e32 v11, v5, v1, vcc
	v_cndmask_b32_e32 v10, v4, v0, vcc
	v_add_u32_e32 v12, 0x13800, v8
	v_cmp_neq_f64_e32 vcc, 0, v[0:1]
	global_store_dwordx2 v12, v[10:11], s[8:9]
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_or_b32_e32 v11, 0xa000, v9
	v_cmp_u_f64_e32 vcc, v[0:1], v[2:3]
	global_store_dword v11, v10, s[8:9]
	v_cndmask_b32_e32 v11, v5, v1, vcc
	v_cndmask_b32_e32 v10, v4, v0, vcc
	v_add_u32_e32 v12, 0x14800, v8
	v_cmp_u_f64_e32 vcc, v[0:1], v[0:1]
	global_store_dwordx2 v12, v[10:11], s[8:9]
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_add_u32_e32 v9, 0xa800, v9
	global_store_dword v9, v10, s[8:9]
	v_rndne_f64_e32 v[10:11], v[0:1]
	v_add_u32_e32 v9, 0x15800, v8
	global_store_dwordx2 v9, v[10:11], s[8:9]
	v_or_b32_e32 v9, 0x16000, v8
	global_store_dwordx2 v9, v[10:11], s[8:9]
	v_add_f64 v[6:7], v[6:7], v[4:5]
	v_add_u32_e32 v9, 0x16800, v8
	global_store_dwordx2 v9, v[6:7], s[8:9]
	v_add_u32_e32 v9, 0x17000, v8
	global_store_dwordx2 v9, v[6:7], s[8:9]
	v_max_f64 v[6:7], v[0:1], v[0:1] clamp
	v_max_f64 v[0:1], v[0:1], v[2:3]
	v_add_u32_e32 v9, 0x17800, v8
	v_min_f64 v[0:1], v[0:1], v[4:5]
	v_or_b32_e32 v2, 0x18000, v8
	global_store_dwordx2 v9, v[6:7], s[8:9]
	global_store_dwordx2 v2, v[0:1], s[8:9]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel float_roundeven_div_f64
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
		.amdhsa_next_free_vgpr 52
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 52
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
	.size	float_roundeven_div_f64, .Lfunc_end0-float_roundeven_div_f64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1500
; NumSgprs: 16
; NumVgprs: 52
; NumAgprs: 0
; TotalNumVgprs: 52
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 52
; AccumOffset: 52
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 12
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
    .name:           float_roundeven_div_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_div_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     52
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
