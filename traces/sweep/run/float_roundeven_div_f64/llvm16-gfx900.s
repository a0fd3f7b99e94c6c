	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	float_roundeven_div_f64         ; -- Begin function float_roundeven_div_f64
	.p2align	8
	.type	float_roundeven_div_f64,@function
float_roundeven_div_f64:                ; @float_roundeven_div_f64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[16:19], s[4:5], 0x0
	v_lshlrev_b32_e32 v9, 3, v0
	v_add_u32_e32 v5, 0x200, v9
	s_brev_b32 s2, 6
	s_mov_b32 s3, 0xc00921fb
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[1:2], v9, s[18:19]
	global_load_dwordx2 v[3:4], v5, s[18:19]
	v_add_u32_e32 v22, 0x800, v9
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v23, 0x13800, v9
	v_add_u32_e32 v24, 0x14800, v9
	s_waitcnt vmcnt(1)
	v_div_scale_f64 v[7:8], s[0:1], v[1:2], v[1:2], 1.0
	s_waitcnt vmcnt(0)
	v_div_scale_f64 v[5:6], s[0:1], v[3:4], v[3:4], v[1:2]
	v_cmp_lt_f64_e64 s[4:5], 0, v[1:2]
	v_cmp_nlt_f64_e64 s[6:7], 0, v[1:2]
	v_cmp_neq_f64_e64 s[8:9], v[1:2], v[3:4]
	v_cmp_neq_f64_e64 s[10:11], 0, v[1:2]
	v_cmp_u_f64_e64 s[12:13], v[1:2], v[3:4]
	v_cmp_u_f64_e64 s[14:15], v[1:2], v[1:2]
	v_rcp_f64_e32 v[12:13], v[7:8]
	v_rcp_f64_e32 v[10:11], v[5:6]
	v_fma_f64 v[16:17], -v[7:8], v[12:13], 1.0
	v_fma_f64 v[14:15], -v[5:6], v[10:11], 1.0
	v_fma_f64 v[12:13], v[12:13], v[16:17], v[12:13]
	v_div_scale_f64 v[16:17], vcc, v[1:2], v[3:4], v[1:2]
	v_fma_f64 v[10:11], v[10:11], v[14:15], v[10:11]
	v_fma_f64 v[18:19], -v[7:8], v[12:13], 1.0
	v_fma_f64 v[14:15], -v[5:6], v[10:11], 1.0
	v_fma_f64 v[12:13], v[12:13], v[18:19], v[12:13]
	v_fma_f64 v[10:11], v[10:11], v[14:15], v[10:11]
	v_div_scale_f64 v[14:15], s[0:1], 1.0, v[1:2], 1.0
	v_mul_f64 v[18:19], v[16:17], v[10:11]
	v_fma_f64 v[16:17], -v[5:6], v[18:19], v[16:17]
	v_add_u32_e32 v5, 0x400, v9
	global_load_dwordx2 v[5:6], v5, s[18:19]
	v_mul_f64 v[20:21], v[14:15], v[12:13]
	v_div_fmas_f64 v[10:11], v[16:17], v[10:11], v[18:19]
	v_add_f64 v[16:17], v[1:2], v[3:4]
	s_mov_b64 vcc, s[0:1]
	v_fma_f64 v[7:8], -v[7:8], v[20:21], v[14:15]
	v_add_f64 v[14:15], v[1:2], -v[3:4]
	v_add_u32_e32 v18, 0x5000, v9
	v_add_u32_e32 v19, 0x1000, v9
	v_cmp_gt_f64_e64 s[0:1], v[1:2], v[3:4]
	global_store_dwordx2 v22, v[16:17], s[16:17]
	v_or_b32_e32 v22, 0x6000, v0
	v_div_fmas_f64 v[7:8], v[7:8], v[12:13], v[20:21]
	v_xor_b32_e32 v13, 0x80000000, v2
	v_mov_b32_e32 v12, v1
	global_store_dwordx2 v18, v[12:13], s[16:17]
	global_store_dwordx2 v19, v[14:15], s[16:17]
	v_add_f64 v[12:13], v[1:2], v[1:2]
	v_add_u32_e32 v14, 0x3000, v9
	global_store_dwordx2 v14, v[16:17], s[16:17]
	v_mul_f64 v[14:15], v[1:2], s[2:3]
	v_cmp_eq_f64_e32 vcc, v[1:2], v[3:4]
	v_div_fixup_f64 v[10:11], v[10:11], v[3:4], v[1:2]
	v_add_u32_e32 v16, 0x6800, v9
	v_or_b32_e32 v20, 0x2000, v9
	global_store_dwordx2 v16, v[12:13], s[16:17]
	v_add_u32_e32 v12, 0x7000, v9
	v_or_b32_e32 v16, 0x4000, v9
	global_store_dwordx2 v12, v[14:15], s[16:17]
	v_add_u32_e32 v14, 0x7800, v9
	v_div_fixup_f64 v[7:8], v[7:8], v[1:2], 1.0
	v_add_u32_e32 v17, 0x4800, v9
	global_store_dwordx2 v20, v[10:11], s[16:17]
	v_or_b32_e32 v15, 0x6000, v9
	global_store_dwordx2 v16, v[10:11], s[16:17]
	global_store_dwordx2 v17, v[10:11], s[16:17]
	v_add_u32_e32 v21, 0x2800, v9
	v_add_u32_e32 v18, 0x1800, v9
	global_store_dwordx2 v15, v[7:8], s[16:17]
	v_add_u32_e32 v19, 0x3800, v9
	v_or_b32_e32 v16, 0x4000, v0
	v_cmp_ge_f64_e64 s[2:3], v[1:2], v[3:4]
	v_add_u32_e32 v17, 0x8800, v9
	v_add_u32_e32 v15, 0xa800, v9
	v_add_u32_e32 v20, 0x5800, v0
	s_waitcnt vmcnt(10)
	v_cndmask_b32_e32 v13, v6, v2, vcc
	v_cndmask_b32_e32 v12, v5, v1, vcc
	global_store_dwordx2 v14, v[12:13], s[16:17]
	v_trunc_f64_e32 v[12:13], v[10:11]
	v_add_u32_e32 v14, 0x5800, v9
	v_cmp_eq_f64_e32 vcc, 0, v[1:2]
	global_store_dwordx2 v14, v[7:8], s[16:17]
	v_mul_f64 v[7:8], v[1:2], v[3:4]
	v_or_b32_e32 v14, 0x5000, v0
	v_fma_f64 v[10:11], -v[12:13], v[3:4], v[1:2]
	v_add_u32_e32 v12, 0x4800, v0
	v_add_u32_e32 v13, 0x9800, v9
	global_store_dwordx2 v18, v[7:8], s[16:17]
	global_store_dwordx2 v19, v[7:8], s[16:17]
	v_add_u32_e32 v18, 0xc800, v9
	v_or_b32_e32 v19, 0x8000, v0
	global_store_dwordx2 v21, v[10:11], s[16:17]
	v_cndmask_b32_e64 v10, 0, 1, vcc
	global_store_dword v16, v10, s[16:17]
	v_cndmask_b32_e64 v11, v6, v2, s[0:1]
	v_cndmask_b32_e64 v10, v5, v1, s[0:1]
	v_cmp_le_f64_e64 s[0:1], 0, v[1:2]
	v_cmp_lt_f64_e32 vcc, v[1:2], v[3:4]
	global_store_dwordx2 v17, v[10:11], s[16:17]
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	v_cmp_gt_f64_e64 s[4:5], 0, v[1:2]
	global_store_dword v12, v10, s[16:17]
	v_cndmask_b32_e64 v11, v6, v2, s[2:3]
	v_cndmask_b32_e64 v10, v5, v1, s[2:3]
	v_cmp_le_f64_e64 s[2:3], v[1:2], v[3:4]
	global_store_dwordx2 v13, v[10:11], s[16:17]
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_ge_f64_e64 s[0:1], 0, v[1:2]
	global_store_dword v14, v10, s[16:17]
	v_cndmask_b32_e32 v11, v6, v2, vcc
	v_cndmask_b32_e32 v10, v5, v1, vcc
	v_cmp_lg_f64_e32 vcc, v[1:2], v[3:4]
	global_store_dwordx2 v15, v[10:11], s[16:17]
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	v_cmp_lg_f64_e64 s[4:5], 0, v[1:2]
	v_add_u32_e32 v21, 0xb800, v9
	global_store_dword v20, v10, s[16:17]
	v_cndmask_b32_e64 v11, v6, v2, s[2:3]
	v_cndmask_b32_e64 v10, v5, v1, s[2:3]
	v_cmp_o_f64_e64 s[2:3], v[1:2], v[3:4]
	global_store_dwordx2 v21, v[10:11], s[16:17]
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_o_f64_e64 s[0:1], v[1:2], v[1:2]
	global_store_dword v22, v10, s[16:17]
	v_cndmask_b32_e32 v11, v6, v2, vcc
	v_cndmask_b32_e32 v10, v5, v1, vcc
	v_cmp_nlg_f64_e32 vcc, v[1:2], v[3:4]
	v_add_u32_e32 v16, 0x6800, v0
	global_store_dwordx2 v18, v[10:11], s[16:17]
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	v_add_u32_e32 v17, 0xd800, v9
	global_store_dword v16, v10, s[16:17]
	v_cndmask_b32_e64 v11, v6, v2, s[2:3]
	v_cndmask_b32_e64 v10, v5, v1, s[2:3]
	v_cmp_nlg_f64_e64 s[2:3], 0, v[1:2]
	v_or_b32_e32 v12, 0x7000, v0
	global_store_dwordx2 v17, v[10:11], s[16:17]
	v_cmp_nle_f64_e64 s[4:5], v[1:2], v[3:4]
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	global_store_dword v12, v10, s[16:17]
	v_cndmask_b32_e32 v11, v6, v2, vcc
	v_cndmask_b32_e32 v10, v5, v1, vcc
	v_cmp_nge_f64_e32 vcc, 0, v[1:2]
	v_cmp_nlt_f64_e64 s[0:1], v[1:2], v[3:4]
	v_add_u32_e32 v13, 0xe800, v9
	v_add_u32_e32 v14, 0x7800, v0
	global_store_dwordx2 v13, v[10:11], s[16:17]
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_add_u32_e32 v15, 0xf800, v9
	global_store_dword v14, v10, s[16:17]
	v_cndmask_b32_e64 v11, v6, v2, s[4:5]
	v_cndmask_b32_e64 v10, v5, v1, s[4:5]
	global_store_dwordx2 v15, v[10:11], s[16:17]
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_cmp_ngt_f64_e32 vcc, 0, v[1:2]
	global_store_dword v19, v10, s[16:17]
	v_cndmask_b32_e64 v11, v6, v2, s[0:1]
	v_cndmask_b32_e64 v10, v5, v1, s[0:1]
	v_cmp_nge_f64_e64 s[0:1], v[1:2], v[3:4]
	v_cmp_nle_f64_e64 s[2:3], 0, v[1:2]
	v_cmp_ngt_f64_e64 s[4:5], v[1:2], v[3:4]
	v_add_u32_e32 v20, 0x10800, v9
	v_add_u32_e32 v18, 0x8800, v0
	global_store_dwordx2 v20, v[10:11], s[16:17]
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_max_f64 v[3:4], v[1:2], v[3:4]
	v_add_u32_e32 v21, 0x11800, v9
	global_store_dword v18, v10, s[16:17]
	v_cndmask_b32_e64 v11, v6, v2, s[0:1]
	v_cndmask_b32_e64 v10, v5, v1, s[0:1]
	global_store_dwordx2 v21, v[10:11], s[16:17]
	v_rndne_f64_e32 v[10:11], v[1:2]
	v_or_b32_e32 v16, 0x9000, v0
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_add_u32_e32 v17, 0x12800, v9
	global_store_dword v16, v12, s[16:17]
	v_cndmask_b32_e64 v13, v6, v2, s[4:5]
	v_cndmask_b32_e64 v12, v5, v1, s[4:5]
	v_add_f64 v[7:8], v[7:8], v[5:6]
	v_add_u32_e32 v22, 0x9800, v0
	v_or_b32_e32 v15, 0xa000, v0
	v_add_u32_e32 v0, 0xa800, v0
	v_cndmask_b32_e64 v14, 0, 1, s[6:7]
	global_store_dwordx2 v17, v[12:13], s[16:17]
	v_cndmask_b32_e64 v13, v6, v2, s[8:9]
	v_cndmask_b32_e64 v16, 0, 1, s[10:11]
	v_cndmask_b32_e64 v12, v5, v1, s[8:9]
	v_add_u32_e32 v19, 0x15800, v9
	global_store_dword v22, v14, s[16:17]
	v_cndmask_b32_e64 v14, v6, v2, s[12:13]
	global_store_dwordx2 v23, v[12:13], s[16:17]
	v_cndmask_b32_e64 v12, 0, 1, s[14:15]
	v_cndmask_b32_e64 v13, v5, v1, s[12:13]
	global_store_dword v15, v16, s[16:17]
	global_store_dwordx2 v24, v[13:14], s[16:17]
	global_store_dword v0, v12, s[16:17]
	global_store_dwordx2 v19, v[10:11], s[16:17]
	v_max_f64 v[0:1], v[1:2], v[1:2] clamp
	v_min_f64 v[2:3], v[3:4], v[5:6]
	v_add_u32_e32 v4, 0x16800, v9
	global_store_dwordx2 v4, v[7:8], s[16:17]
	v_add_u32_e32 v4, 0x17000, v9
	global_store_dwordx2 v4, v[7:8], s[16:17]
	v_add_u32_e32 v4, 0x17800, v9
	v_or_b32_e32 v12, 0x16000, v9
	global_store_dwordx2 v4, v[0:1], s[16:17]
	v_or_b32_e32 v0, 0x18000, v9
	global_store_dwordx2 v12, v[10:11], s[16:17]
	global_store_dwordx2 v0, v[2:3], s[16:17]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel float_roundeven_div_f64
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 20
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
	.size	float_roundeven_div_f64, .Lfunc_end0-float_roundeven_div_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1968
; NumSgprs: 22
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 25
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
    .name:           float_roundeven_div_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_div_f64.kd
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
