	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	float_roundeven_div_f64         ; -- Begin function float_roundeven_div_f64
	.p2align	8
	.type	float_roundeven_div_f64,@function
float_roundeven_div_f64:                ; @float_roundeven_div_f64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v23, 3, v0
	s_brev_b32 s2, 6
	s_mov_b32 s3, 0xc00921fb
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_nc_u32_e32 v3, 0x200, v23
	v_add_nc_u32_e32 v25, 0x1000, v23
	v_add_nc_u32_e32 v33, 0x5000, v23
	v_or_b32_e32 v39, 0x4000, v0
	v_add_nc_u32_e32 v41, 0x4800, v0
	v_or_b32_e32 v43, 0x5000, v0
	v_add_nc_u32_e32 v45, 0x5800, v0
	v_or_b32_e32 v47, 0x6000, v0
	v_add_nc_u32_e32 v49, 0x6800, v0
	v_or_b32_e32 v51, 0x7000, v0
	v_add_nc_u32_e32 v53, 0x7800, v0
	v_or_b32_e32 v55, 0x8000, v0
	v_add_nc_u32_e32 v57, 0x8800, v0
	v_or_b32_e32 v59, 0x9000, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_dwordx2 v[1:2], v23, s[14:15]
	global_load_dwordx2 v[5:6], v3, s[14:15]
	v_add_nc_u32_e32 v3, 0x400, v23
	v_add_nc_u32_e32 v61, 0x9800, v0
	v_or_b32_e32 v62, 0xa000, v0
	v_add_nc_u32_e32 v64, 0xa800, v0
	v_add_nc_u32_e32 v36, 0x6800, v23
	global_load_dwordx2 v[3:4], v3, s[14:15]
	v_add_nc_u32_e32 v37, 0x7000, v23
	v_add_nc_u32_e32 v38, 0x7800, v23
	v_add_nc_u32_e32 v29, 0x3000, v23
	v_add_nc_u32_e32 v24, 0x800, v23
	v_add_nc_u32_e32 v26, 0x1800, v23
	v_or_b32_e32 v27, 0x2000, v23
	v_add_nc_u32_e32 v28, 0x2800, v23
	v_add_nc_u32_e32 v30, 0x3800, v23
	v_or_b32_e32 v31, 0x4000, v23
	v_add_nc_u32_e32 v32, 0x4800, v23
	v_add_nc_u32_e32 v34, 0x5800, v23
	v_or_b32_e32 v35, 0x6000, v23
	v_add_nc_u32_e32 v40, 0x8800, v23
	v_add_nc_u32_e32 v42, 0x9800, v23
	v_add_nc_u32_e32 v44, 0xa800, v23
	v_add_nc_u32_e32 v46, 0xb800, v23
	v_add_nc_u32_e32 v48, 0xc800, v23
	v_add_nc_u32_e32 v50, 0xd800, v23
	v_add_nc_u32_e32 v52, 0xe800, v23
	v_add_nc_u32_e32 v54, 0xf800, v23
	v_add_nc_u32_e32 v56, 0x10800, v23
	v_add_nc_u32_e32 v58, 0x11800, v23
	v_add_nc_u32_e32 v60, 0x12800, v23
	v_add_nc_u32_e32 v63, 0x14800, v23
	v_add_nc_u32_e32 v65, 0x15800, v23
	v_or_b32_e32 v66, 0x16000, v23
	v_add_nc_u32_e32 v67, 0x17000, v23
	v_add_nc_u32_e32 v68, 0x17800, v23
	v_or_b32_e32 v69, 0x18000, v23
	s_waitcnt vmcnt(2)
	v_div_scale_f64 v[11:12], null, v[1:2], v[1:2], 1.0
	s_waitcnt vmcnt(1)
	v_div_scale_f64 v[7:8], null, v[5:6], v[5:6], v[1:2]
	v_div_scale_f64 v[21:22], s0, 1.0, v[1:2], 1.0
	v_cmp_eq_f64_e64 s1, v[1:2], v[5:6]
	v_cmp_nlg_f64_e64 s5, 0, v[1:2]
	v_cmp_lg_f64_e64 s4, 0, v[1:2]
	v_cmp_ngt_f64_e64 s6, 0, v[1:2]
	v_cmp_ngt_f64_e64 s7, v[1:2], v[5:6]
	v_cmp_neq_f64_e64 s8, v[1:2], v[5:6]
	v_cmp_nle_f64_e64 s9, 0, v[1:2]
	v_rcp_f64_e32 v[15:16], v[11:12]
	v_rcp_f64_e32 v[9:10], v[7:8]
	v_fma_f64 v[13:14], -v[7:8], v[9:10], 1.0
	v_fma_f64 v[9:10], v[9:10], v[13:14], v[9:10]
	v_fma_f64 v[13:14], -v[11:12], v[15:16], 1.0
	v_fma_f64 v[17:18], -v[7:8], v[9:10], 1.0
	v_fma_f64 v[13:14], v[15:16], v[13:14], v[15:16]
	v_div_scale_f64 v[15:16], vcc_lo, v[1:2], v[5:6], v[1:2]
	v_fma_f64 v[9:10], v[9:10], v[17:18], v[9:10]
	v_fma_f64 v[17:18], -v[11:12], v[13:14], 1.0
	v_mul_f64 v[19:20], v[15:16], v[9:10]
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	v_add_f64 v[17:18], v[1:2], v[5:6]
	v_fma_f64 v[7:8], -v[7:8], v[19:20], v[15:16]
	v_mul_f64 v[15:16], v[21:22], v[13:14]
	global_store_dwordx2 v29, v[17:18], s[12:13]
	v_add_nc_u32_e32 v29, 0x16800, v23
	global_store_dwordx2 v24, v[17:18], s[12:13]
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v24, v4, v2, s7
	v_div_fmas_f64 v[7:8], v[7:8], v[9:10], v[19:20]
	v_fma_f64 v[9:10], -v[11:12], v[15:16], v[21:22]
	v_add_f64 v[11:12], v[1:2], -v[5:6]
	s_mov_b32 vcc_lo, s0
	v_add_f64 v[21:22], v[1:2], v[1:2]
	v_cmp_lt_f64_e64 s0, 0, v[1:2]
	v_xor_b32_e32 v20, 0x80000000, v2
	v_mov_b32_e32 v19, v1
	global_store_dwordx2 v33, v[19:20], s[12:13]
	v_add_nc_u32_e32 v33, 0x13800, v23
	v_div_fixup_f64 v[7:8], v[7:8], v[5:6], v[1:2]
	v_div_fmas_f64 v[9:10], v[9:10], v[13:14], v[15:16]
	v_cmp_eq_f64_e32 vcc_lo, 0, v[1:2]
	v_mul_f64 v[13:14], v[1:2], s[2:3]
	global_store_dwordx2 v25, v[11:12], s[12:13]
	v_cndmask_b32_e64 v12, v4, v2, s1
	v_cndmask_b32_e64 v11, v3, v1, s1
	v_cmp_le_f64_e64 s1, 0, v[1:2]
	v_cmp_gt_f64_e64 s2, 0, v[1:2]
	global_store_dwordx2 v36, v[21:22], s[12:13]
	v_cndmask_b32_e64 v19, 0, 1, s0
	global_store_dwordx2 v38, v[11:12], s[12:13]
	v_cmp_ge_f64_e64 s0, v[1:2], v[5:6]
	v_cmp_ge_f64_e64 s3, 0, v[1:2]
	v_cndmask_b32_e64 v25, v3, v1, s8
	v_trunc_f64_e32 v[15:16], v[7:8]
	v_div_fixup_f64 v[9:10], v[9:10], v[1:2], 1.0
	v_cndmask_b32_e64 v0, 0, 1, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, v[1:2], v[5:6]
	global_store_dwordx2 v37, v[13:14], s[12:13]
	v_mul_f64 v[13:14], v[1:2], v[5:6]
	global_store_dwordx2 v27, v[7:8], s[12:13]
	v_cndmask_b32_e64 v21, 0, 1, s1
	v_cmp_lt_f64_e64 s1, v[1:2], v[5:6]
	v_cndmask_b32_e64 v23, 0, 1, s2
	v_cmp_le_f64_e64 s2, v[1:2], v[5:6]
	global_store_dwordx2 v31, v[7:8], s[12:13]
	v_cndmask_b32_e64 v17, v4, v2, s0
	global_store_dwordx2 v32, v[7:8], s[12:13]
	v_cndmask_b32_e64 v31, 0, 1, s5
	v_cmp_nge_f64_e64 s5, 0, v[1:2]
	v_cndmask_b32_e64 v27, 0, 1, s3
	v_cmp_lg_f64_e64 s3, v[1:2], v[5:6]
	global_store_dwordx2 v34, v[9:10], s[12:13]
	global_store_dwordx2 v35, v[9:10], s[12:13]
	v_fma_f64 v[11:12], -v[15:16], v[5:6], v[1:2]
	v_cndmask_b32_e32 v16, v4, v2, vcc_lo
	v_cndmask_b32_e32 v15, v3, v1, vcc_lo
	v_cmp_o_f64_e32 vcc_lo, v[1:2], v[1:2]
	global_store_dwordx2 v26, v[13:14], s[12:13]
	global_store_dwordx2 v30, v[13:14], s[12:13]
	v_cndmask_b32_e64 v8, v4, v2, s1
	v_cndmask_b32_e64 v7, v3, v1, s1
	v_cndmask_b32_e64 v9, v4, v2, s2
	v_cndmask_b32_e64 v34, 0, 1, s6
	v_cmp_nge_f64_e64 s6, v[1:2], v[5:6]
	v_cmp_u_f64_e64 s1, v[1:2], v[5:6]
	v_cndmask_b32_e64 v26, v4, v2, s8
	v_cndmask_b32_e64 v32, 0, 1, s5
	v_cmp_nlt_f64_e64 s5, v[1:2], v[5:6]
	v_cndmask_b32_e64 v10, v4, v2, s3
	v_add_f64 v[13:14], v[13:14], v[3:4]
	v_cndmask_b32_e64 v35, 0, 1, s9
	global_store_dwordx2 v28, v[11:12], s[12:13]
	global_store_dword v39, v0, s[12:13]
	global_store_dwordx2 v40, v[15:16], s[12:13]
	v_cndmask_b32_e64 v16, v3, v1, s0
	v_cndmask_b32_e64 v30, 0, 1, vcc_lo
	v_cmp_nlg_f64_e32 vcc_lo, v[1:2], v[5:6]
	global_store_dword v41, v19, s[12:13]
	v_cndmask_b32_e64 v28, 0, 1, s4
	global_store_dwordx2 v42, v[16:17], s[12:13]
	global_store_dword v43, v21, s[12:13]
	global_store_dwordx2 v44, v[7:8], s[12:13]
	v_cndmask_b32_e64 v8, v3, v1, s2
	v_cmp_nlt_f64_e64 s2, 0, v[1:2]
	v_cmp_o_f64_e64 s4, v[1:2], v[5:6]
	v_cmp_nle_f64_e64 s0, v[1:2], v[5:6]
	v_max_f64 v[5:6], v[1:2], v[5:6]
	global_store_dword v45, v23, s[12:13]
	global_store_dwordx2 v46, v[8:9], s[12:13]
	v_cndmask_b32_e64 v9, v3, v1, s3
	v_cndmask_b32_e64 v16, v4, v2, s5
	v_cndmask_b32_e64 v22, v4, v2, s6
	v_cndmask_b32_e64 v8, v4, v2, s1
	v_cndmask_b32_e64 v15, v3, v1, s5
	v_cndmask_b32_e64 v21, v3, v1, s6
	v_cndmask_b32_e64 v23, v3, v1, s7
	v_cndmask_b32_e64 v7, v3, v1, s1
	global_store_dword v47, v27, s[12:13]
	v_cndmask_b32_e32 v18, v4, v2, vcc_lo
	v_cndmask_b32_e32 v17, v3, v1, vcc_lo
	v_cmp_u_f64_e32 vcc_lo, v[1:2], v[1:2]
	v_cndmask_b32_e64 v36, 0, 1, s2
	v_cmp_neq_f64_e64 s2, 0, v[1:2]
	v_cndmask_b32_e64 v12, v4, v2, s4
	v_cndmask_b32_e64 v20, v4, v2, s0
	v_cndmask_b32_e64 v11, v3, v1, s4
	v_cndmask_b32_e64 v19, v3, v1, s0
	v_min_f64 v[3:4], v[5:6], v[3:4]
	v_rndne_f64_e32 v[5:6], v[1:2]
	v_max_f64 v[0:1], v[1:2], v[1:2] clamp
	v_cndmask_b32_e64 v27, 0, 1, vcc_lo
	v_cndmask_b32_e64 v37, 0, 1, s2
	global_store_dwordx2 v48, v[9:10], s[12:13]
	global_store_dword v49, v28, s[12:13]
	global_store_dwordx2 v50, v[11:12], s[12:13]
	global_store_dword v51, v30, s[12:13]
	global_store_dwordx2 v52, v[17:18], s[12:13]
	global_store_dword v53, v31, s[12:13]
	global_store_dwordx2 v54, v[19:20], s[12:13]
	global_store_dword v55, v32, s[12:13]
	global_store_dwordx2 v56, v[15:16], s[12:13]
	global_store_dword v57, v34, s[12:13]
	global_store_dwordx2 v58, v[21:22], s[12:13]
	global_store_dword v59, v35, s[12:13]
	global_store_dwordx2 v60, v[23:24], s[12:13]
	global_store_dword v61, v36, s[12:13]
	global_store_dwordx2 v33, v[25:26], s[12:13]
	global_store_dword v62, v37, s[12:13]
	global_store_dwordx2 v63, v[7:8], s[12:13]
	global_store_dword v64, v27, s[12:13]
	global_store_dwordx2 v65, v[5:6], s[12:13]
	global_store_dwordx2 v66, v[5:6], s[12:13]
	global_store_dwordx2 v29, v[13:14], s[12:13]
	global_store_dwordx2 v67, v[13:14], s[12:13]
	global_store_dwordx2 v68, v[0:1], s[12:13]
	global_store_dwordx2 v69, v[3:4], s[12:13]
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
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 16
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
	.size	float_roundeven_div_f64, .Lfunc_end0-float_roundeven_div_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2020
; NumSgprs: 18
; NumVgprs: 70
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 70
; Occupancy: 12
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         float_roundeven_div_f64.kd
    .vgpr_count:     70
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
