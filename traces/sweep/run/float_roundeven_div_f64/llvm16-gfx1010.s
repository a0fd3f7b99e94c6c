	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	float_roundeven_div_f64         ; -- Begin function float_roundeven_div_f64
	.p2align	8
	.type	float_roundeven_div_f64,@function
float_roundeven_div_f64:                ; @float_roundeven_div_f64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[28:31], s[4:5], 0x0
	v_lshlrev_b32_e32 v23, 3, v0
	s_brev_b32 s2, 6
	s_mov_b32 s3, 0xc00921fb
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_nc_u32_e32 v3, 0x200, v23
	v_add_nc_u32_e32 v25, 0x1000, v23
	v_add_nc_u32_e32 v38, 0x7800, v23
	v_add_nc_u32_e32 v37, 0x7000, v23
	v_add_nc_u32_e32 v24, 0x800, v23
	v_or_b32_e32 v27, 0x2000, v23
	v_add_nc_u32_e32 v29, 0x3000, v23
	v_add_nc_u32_e32 v33, 0x5000, v23
	v_add_nc_u32_e32 v34, 0x5800, v23
	v_or_b32_e32 v35, 0x6000, v23
	v_add_nc_u32_e32 v36, 0x6800, v23
	v_or_b32_e32 v31, 0x4000, v23
	v_add_nc_u32_e32 v26, 0x1800, v23
	v_add_nc_u32_e32 v28, 0x2800, v23
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_dwordx2 v[1:2], v23, s[30:31]
	global_load_dwordx2 v[5:6], v3, s[30:31]
	v_add_nc_u32_e32 v3, 0x400, v23
	v_add_nc_u32_e32 v30, 0x3800, v23
	v_add_nc_u32_e32 v32, 0x4800, v23
	v_add_nc_u32_e32 v40, 0x8800, v23
	v_or_b32_e32 v39, 0x4000, v0
	global_load_dwordx2 v[3:4], v3, s[30:31]
	v_add_nc_u32_e32 v41, 0x4800, v0
	v_add_nc_u32_e32 v42, 0x9800, v23
	v_or_b32_e32 v43, 0x5000, v0
	v_add_nc_u32_e32 v44, 0xa800, v23
	v_add_nc_u32_e32 v45, 0x5800, v0
	v_add_nc_u32_e32 v46, 0xb800, v23
	v_or_b32_e32 v47, 0x6000, v0
	v_add_nc_u32_e32 v48, 0xc800, v23
	v_add_nc_u32_e32 v49, 0x6800, v0
	v_add_nc_u32_e32 v50, 0xd800, v23
	v_or_b32_e32 v51, 0x7000, v0
	v_add_nc_u32_e32 v52, 0xe800, v23
	v_add_nc_u32_e32 v53, 0x7800, v0
	v_add_nc_u32_e32 v54, 0xf800, v23
	v_add_nc_u32_e32 v55, 0x10800, v23
	v_add_nc_u32_e32 v57, 0x11800, v23
	v_add_nc_u32_e32 v59, 0x12800, v23
	v_add_nc_u32_e32 v62, 0x14800, v23
	v_add_nc_u32_e32 v63, 0x16800, v23
	v_add_nc_u32_e32 v64, 0x17800, v23
	v_or_b32_e32 v65, 0x18000, v23
	v_add_nc_u32_e32 v56, 0x8800, v0
	v_or_b32_e32 v58, 0x9000, v0
	v_add_nc_u32_e32 v60, 0x9800, v0
	v_or_b32_e32 v61, 0xa000, v0
	s_waitcnt vmcnt(2)
	v_div_scale_f64 v[9:10], s0, v[1:2], v[1:2], 1.0
	s_waitcnt vmcnt(1)
	v_div_scale_f64 v[7:8], s0, v[5:6], v[5:6], v[1:2]
	v_div_scale_f64 v[19:20], vcc_lo, v[1:2], v[5:6], v[1:2]
	v_cmp_eq_f64_e64 s1, v[1:2], v[5:6]
	v_cmp_lt_f64_e64 s4, v[1:2], v[5:6]
	v_cmp_gt_f64_e64 s5, 0, v[1:2]
	v_cmp_le_f64_e64 s6, v[1:2], v[5:6]
	v_cmp_ge_f64_e64 s7, 0, v[1:2]
	v_cmp_lg_f64_e64 s8, v[1:2], v[5:6]
	v_cmp_lg_f64_e64 s9, 0, v[1:2]
	v_cmp_o_f64_e64 s10, v[1:2], v[5:6]
	v_cmp_o_f64_e64 s11, v[1:2], v[1:2]
	v_cmp_nlg_f64_e64 s12, v[1:2], v[5:6]
	v_cmp_nlg_f64_e64 s13, 0, v[1:2]
	v_cmp_nle_f64_e64 s14, v[1:2], v[5:6]
	v_cmp_nlt_f64_e64 s16, v[1:2], v[5:6]
	v_cmp_nge_f64_e64 s18, v[1:2], v[5:6]
	v_cmp_ngt_f64_e64 s19, v[1:2], v[5:6]
	v_cmp_neq_f64_e64 s20, v[1:2], v[5:6]
	v_rcp_f64_e32 v[13:14], v[9:10]
	v_cmp_u_f64_e64 s21, v[1:2], v[5:6]
	v_rcp_f64_e32 v[11:12], v[7:8]
	v_cmp_nge_f64_e64 s15, 0, v[1:2]
	v_cmp_ngt_f64_e64 s17, 0, v[1:2]
	v_cmp_nle_f64_e64 s22, 0, v[1:2]
	v_cmp_nlt_f64_e64 s23, 0, v[1:2]
	v_cmp_neq_f64_e64 s24, 0, v[1:2]
	v_cmp_u_f64_e64 s25, v[1:2], v[1:2]
	v_fma_f64 v[17:18], -v[9:10], v[13:14], 1.0
	v_fma_f64 v[15:16], -v[7:8], v[11:12], 1.0
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	v_fma_f64 v[11:12], v[11:12], v[15:16], v[11:12]
	v_fma_f64 v[17:18], -v[9:10], v[13:14], 1.0
	v_fma_f64 v[15:16], -v[7:8], v[11:12], 1.0
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	v_fma_f64 v[11:12], v[11:12], v[15:16], v[11:12]
	v_div_scale_f64 v[15:16], s0, 1.0, v[1:2], 1.0
	v_mul_f64 v[17:18], v[19:20], v[11:12]
	v_mul_f64 v[21:22], v[15:16], v[13:14]
	v_fma_f64 v[7:8], -v[7:8], v[17:18], v[19:20]
	v_fma_f64 v[9:10], -v[9:10], v[21:22], v[15:16]
	v_add_f64 v[15:16], v[1:2], v[5:6]
	v_add_f64 v[19:20], v[1:2], v[1:2]
	v_div_fmas_f64 v[7:8], v[7:8], v[11:12], v[17:18]
	v_add_f64 v[11:12], v[1:2], -v[5:6]
	s_mov_b32 vcc_lo, s0
	v_cmp_gt_f64_e64 s0, v[1:2], v[5:6]
	v_div_fmas_f64 v[9:10], v[9:10], v[13:14], v[21:22]
	v_mul_f64 v[13:14], v[1:2], s[2:3]
	v_cmp_eq_f64_e32 vcc_lo, 0, v[1:2]
	v_cmp_ge_f64_e64 s2, v[1:2], v[5:6]
	v_cmp_le_f64_e64 s3, 0, v[1:2]
	v_xor_b32_e32 v18, 0x80000000, v2
	v_mov_b32_e32 v17, v1
	global_store_dwordx2 v24, v[15:16], s[28:29]
	global_store_dwordx2 v29, v[15:16], s[28:29]
	global_store_dwordx2 v36, v[19:20], s[28:29]
	v_cndmask_b32_e64 v21, 0, 1, s5
	global_store_dwordx2 v33, v[17:18], s[28:29]
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v18, v4, v2, s4
	v_max_f64 v[15:16], v[1:2], v[1:2] clamp
	v_add_nc_u32_e32 v29, 0x13800, v23
	v_add_nc_u32_e32 v36, 0x15800, v23
	v_cndmask_b32_e64 v22, v4, v2, s14
	v_cndmask_b32_e64 v24, v4, v2, s16
	v_div_fixup_f64 v[7:8], v[7:8], v[5:6], v[1:2]
	global_store_dwordx2 v25, v[11:12], s[28:29]
	v_cndmask_b32_e64 v12, v4, v2, s1
	v_cndmask_b32_e64 v11, v3, v1, s1
	v_div_fixup_f64 v[9:10], v[9:10], v[1:2], 1.0
	global_store_dwordx2 v37, v[13:14], s[28:29]
	v_mul_f64 v[13:14], v[1:2], v[5:6]
	v_cmp_lt_f64_e64 s1, 0, v[1:2]
	global_store_dwordx2 v38, v[11:12], s[28:29]
	v_cndmask_b32_e64 v17, 0, 1, vcc_lo
	v_cndmask_b32_e64 v20, 0, 1, s3
	v_or_b32_e32 v37, 0x16000, v23
	v_add_nc_u32_e32 v38, 0x17000, v23
	v_cndmask_b32_e64 v23, v3, v1, s16
	v_cndmask_b32_e64 v25, v3, v1, s19
	v_or_b32_e32 v33, 0x8000, v0
	v_add_nc_u32_e32 v0, 0xa800, v0
	global_store_dwordx2 v27, v[7:8], s[28:29]
	global_store_dwordx2 v31, v[7:8], s[28:29]
	v_trunc_f64_e32 v[11:12], v[7:8]
	global_store_dwordx2 v32, v[7:8], s[28:29]
	v_rndne_f64_e32 v[7:8], v[1:2]
	global_store_dwordx2 v34, v[9:10], s[28:29]
	global_store_dwordx2 v35, v[9:10], s[28:29]
	v_cndmask_b32_e64 v10, v4, v2, s0
	v_cndmask_b32_e64 v9, v3, v1, s0
	v_cndmask_b32_e64 v19, 0, 1, s1
	global_store_dwordx2 v26, v[13:14], s[28:29]
	v_cndmask_b32_e64 v27, 0, 1, s9
	v_cndmask_b32_e64 v26, v4, v2, s19
	v_cndmask_b32_e64 v31, 0, 1, s15
	v_cndmask_b32_e64 v32, 0, 1, s24
	v_fma_f64 v[11:12], -v[11:12], v[5:6], v[1:2]
	v_max_f64 v[5:6], v[1:2], v[5:6]
	global_store_dwordx2 v28, v[11:12], s[28:29]
	v_cndmask_b32_e64 v11, v4, v2, s2
	global_store_dwordx2 v30, v[13:14], s[28:29]
	global_store_dword v39, v17, s[28:29]
	global_store_dwordx2 v40, v[9:10], s[28:29]
	v_cndmask_b32_e64 v10, v3, v1, s2
	v_cndmask_b32_e64 v17, v3, v1, s4
	v_cndmask_b32_e64 v12, v4, v2, s6
	v_cndmask_b32_e64 v9, 0, 1, s7
	global_store_dword v41, v19, s[28:29]
	global_store_dwordx2 v42, v[10:11], s[28:29]
	v_cndmask_b32_e64 v11, v3, v1, s6
	v_cndmask_b32_e64 v19, v4, v2, s8
	global_store_dword v43, v20, s[28:29]
	global_store_dwordx2 v44, v[17:18], s[28:29]
	v_cndmask_b32_e64 v18, v3, v1, s8
	v_cndmask_b32_e64 v10, v4, v2, s10
	v_cndmask_b32_e64 v28, 0, 1, s11
	global_store_dword v45, v21, s[28:29]
	global_store_dwordx2 v46, v[11:12], s[28:29]
	global_store_dword v47, v9, s[28:29]
	v_cndmask_b32_e64 v9, v3, v1, s10
	v_add_f64 v[13:14], v[13:14], v[3:4]
	v_cndmask_b32_e64 v20, v4, v2, s12
	global_store_dwordx2 v48, v[18:19], s[28:29]
	v_cndmask_b32_e64 v19, v3, v1, s12
	v_cndmask_b32_e64 v30, 0, 1, s13
	v_cndmask_b32_e64 v12, v4, v2, s18
	v_cndmask_b32_e64 v18, v4, v2, s20
	v_cndmask_b32_e64 v2, v4, v2, s21
	v_cndmask_b32_e64 v21, v3, v1, s14
	v_cndmask_b32_e64 v11, v3, v1, s18
	v_cndmask_b32_e64 v17, v3, v1, s20
	v_cndmask_b32_e64 v1, v3, v1, s21
	v_min_f64 v[3:4], v[5:6], v[3:4]
	v_cndmask_b32_e64 v5, 0, 1, s17
	v_cndmask_b32_e64 v6, 0, 1, s22
	global_store_dword v49, v27, s[28:29]
	v_cndmask_b32_e64 v27, 0, 1, s23
	global_store_dwordx2 v50, v[9:10], s[28:29]
	v_cndmask_b32_e64 v9, 0, 1, s25
	global_store_dword v51, v28, s[28:29]
	global_store_dwordx2 v52, v[19:20], s[28:29]
	global_store_dword v53, v30, s[28:29]
	global_store_dwordx2 v54, v[21:22], s[28:29]
	global_store_dword v33, v31, s[28:29]
	global_store_dwordx2 v55, v[23:24], s[28:29]
	global_store_dword v56, v5, s[28:29]
	global_store_dwordx2 v57, v[11:12], s[28:29]
	global_store_dword v58, v6, s[28:29]
	global_store_dwordx2 v59, v[25:26], s[28:29]
	global_store_dword v60, v27, s[28:29]
	global_store_dwordx2 v29, v[17:18], s[28:29]
	global_store_dword v61, v32, s[28:29]
	global_store_dwordx2 v62, v[1:2], s[28:29]
	global_store_dword v0, v9, s[28:29]
	global_store_dwordx2 v36, v[7:8], s[28:29]
	global_store_dwordx2 v37, v[7:8], s[28:29]
	global_store_dwordx2 v63, v[13:14], s[28:29]
	global_store_dwordx2 v38, v[13:14], s[28:29]
	global_store_dwordx2 v64, v[15:16], s[28:29]
	global_store_dwordx2 v65, v[3:4], s[28:29]
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 32
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
	.size	float_roundeven_div_f64, .Lfunc_end0-float_roundeven_div_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2084
; NumSgprs: 34
; NumVgprs: 66
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 66
; Occupancy: 14
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
    .name:           float_roundeven_div_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_div_f64.kd
    .vgpr_count:     66
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
