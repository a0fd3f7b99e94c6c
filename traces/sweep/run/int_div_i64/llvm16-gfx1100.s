	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl	int_div_i64                     ; -- Begin function int_div_i64
	.p2align	8
	.type	int_div_i64,@function
int_div_i64:                            ; @int_div_i64
; %bb.0:                                ; %entry
	s_load_b128 s[12:15], s[0:1], 0x0
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v7, 3, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v3, 0x200, v7
	v_add_nc_u32_e32 v5, 0x400, v7
	v_add_nc_u32_e32 v55, 0x800, v7
	v_add_nc_u32_e32 v57, 0x1800, v7
	v_or_b32_e32 v58, 0x2000, v7
	v_add_nc_u32_e32 v41, 0x2800, v7
	v_add_nc_u32_e32 v43, 0x3000, v7
	v_add_nc_u32_e32 v45, 0x3800, v7
	v_or_b32_e32 v47, 0x4000, v7
	v_add_nc_u32_e32 v49, 0x4800, v7
	v_add_nc_u32_e32 v51, 0x5000, v7
	v_add_nc_u32_e32 v53, 0x5800, v7
	v_or_b32_e32 v59, 0x6000, v7
	v_add_nc_u32_e32 v60, 0x6800, v7
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_b64 v[1:2], v7, s[14:15]
	global_load_b64 v[3:4], v3, s[14:15]
	global_load_b64 v[5:6], v5, s[14:15]
	v_add_nc_u32_e32 v61, 0x7000, v7
	v_add_nc_u32_e32 v62, 0x7800, v7
	v_or_b32_e32 v63, 0x8000, v7
	v_add_nc_u32_e32 v64, 0x8800, v7
	v_add_nc_u32_e32 v65, 0x9000, v7
	v_add_nc_u32_e32 v66, 0x9800, v7
	v_or_b32_e32 v67, 0xa000, v7
	v_add_nc_u32_e32 v68, 0xa800, v7
	v_add_nc_u32_e32 v69, 0xb000, v7
	v_add_nc_u32_e32 v70, 0xb800, v7
	v_or_b32_e32 v71, 0xc000, v7
	v_add_nc_u32_e32 v72, 0xc800, v7
	v_add_nc_u32_e32 v73, 0xd000, v7
	v_add_nc_u32_e32 v74, 0xd800, v7
	v_or_b32_e32 v75, 0xe000, v7
	v_add_nc_u32_e32 v76, 0xe800, v7
	v_add_nc_u32_e32 v77, 0xf000, v7
	s_waitcnt vmcnt(2)
	v_mad_u64_u32 v[33:34], null, 0x3039, v1, 0
	s_waitcnt vmcnt(1)
	v_add_co_u32 v9, vcc_lo, v1, v3
	v_add_co_ci_u32_e32 v10, vcc_lo, v2, v4, vcc_lo
	v_sub_co_u32 v11, vcc_lo, v1, v3
	v_sub_co_ci_u32_e32 v12, vcc_lo, v2, v4, vcc_lo
	v_add_co_u32 v35, vcc_lo, 0x186a0, v1
	v_add_nc_u32_e32 v56, 0x1000, v7
	v_mul_hi_u32 v7, v1, v3
	v_add_co_ci_u32_e32 v36, vcc_lo, 0, v2, vcc_lo
	v_lshrrev_b64 v[17:18], v3, v[1:2]
	v_ashrrev_i64 v[19:20], v3, v[1:2]
	v_sub_co_u32 v37, vcc_lo, 0, v1
	v_and_b32_e32 v22, v2, v4
	v_and_b32_e32 v21, v1, v3
	v_or_b32_e32 v24, v2, v4
	v_or_b32_e32 v23, v1, v3
	v_sub_co_ci_u32_e32 v38, vcc_lo, 0, v2, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, v[1:2], v[3:4]
	v_lshlrev_b32_e32 v0, 2, v0
	s_clause 0x3
	global_store_b64 v41, v[17:18], s[12:13]
	global_store_b64 v43, v[19:20], s[12:13]
	global_store_b64 v45, v[21:22], s[12:13]
	global_store_b64 v47, v[23:24], s[12:13]
	v_mad_u64_u32 v[23:24], null, v2, v3, v[7:8]
	s_waitcnt vmcnt(0)
	v_dual_cndmask_b32 v41, v5, v1 :: v_dual_add_nc_u32 v78, 0x7c00, v0
	v_or_b32_e32 v79, 0x8000, v0
	v_add_nc_u32_e32 v80, 0x8400, v0
	v_add_nc_u32_e32 v81, 0x8800, v0
	v_ashrrev_i32_e32 v0, 31, v2
	v_cmp_lt_i64_e64 s7, v[1:2], v[3:4]
	v_cmp_ne_u64_e64 s0, v[1:2], v[3:4]
	v_cmp_gt_u64_e64 s1, v[1:2], v[3:4]
	v_cmp_ge_u64_e64 s2, v[1:2], v[3:4]
	v_mul_lo_u32 v86, v4, v0
	v_mad_u64_u32 v[21:22], null, v3, v0, 0
	v_mov_b32_e32 v0, v24
	v_mov_b32_e32 v24, v8
	v_cmp_lt_u64_e64 s3, v[1:2], v[3:4]
	v_cmp_le_u64_e64 s4, v[1:2], v[3:4]
	v_cmp_gt_i64_e64 s5, v[1:2], v[3:4]
	v_cmp_ge_i64_e64 s6, v[1:2], v[3:4]
	v_mad_u64_u32 v[7:8], null, v1, v4, v[23:24]
	v_cmp_le_i64_e64 s8, v[1:2], v[3:4]
	v_cmp_eq_u64_e64 s9, 0, v[1:2]
	v_cmp_gt_i64_e64 s10, 0, v[3:4]
	v_xor_b32_e32 v26, v2, v4
	v_xor_b32_e32 v25, v1, v3
	v_lshlrev_b64 v[27:28], 3, v[1:2]
	v_cndmask_b32_e32 v42, v6, v2, vcc_lo
	v_cndmask_b32_e64 v20, v6, v2, s7
	v_cndmask_b32_e64 v19, v5, v1, s7
	v_mov_b32_e32 v7, v8
	v_cndmask_b32_e64 v44, v6, v2, s0
	v_cndmask_b32_e64 v46, v6, v2, s1
	v_cndmask_b32_e64 v48, v6, v2, s2
	v_cndmask_b32_e64 v50, v6, v2, s3
	v_cndmask_b32_e64 v52, v6, v2, s4
	v_cndmask_b32_e64 v54, v6, v2, s5
	v_cndmask_b32_e64 v18, v6, v2, s6
	v_cndmask_b32_e64 v6, v6, v2, s8
	s_clause 0x3
	global_store_b64 v49, v[25:26], s[12:13]
	global_store_b64 v51, v[9:10], s[12:13]
	global_store_b64 v53, v[11:12], s[12:13]
	global_store_b64 v59, v[27:28], s[12:13]
	v_cndmask_b32_e64 v43, v5, v1, s0
	v_cndmask_b32_e64 v45, v5, v1, s1
	v_cndmask_b32_e64 v47, v5, v1, s2
	v_cndmask_b32_e64 v49, v5, v1, s3
	v_cndmask_b32_e64 v51, v5, v1, s4
	v_cndmask_b32_e64 v53, v5, v1, s5
	v_cndmask_b32_e64 v17, v5, v1, s6
	v_cndmask_b32_e64 v5, v5, v1, s8
	s_xor_b32 s0, s9, s10
	v_ashrrev_i32_e32 v84, 31, v4
	v_cndmask_b32_e64 v25, 9, 7, s0
	s_and_b32 s0, s9, s10
	v_add3_u32 v22, v22, v21, v86
	v_cndmask_b32_e64 v26, 2.0, 1.0, s0
	s_clause 0x9
	global_store_b64 v68, v[41:42], s[12:13]
	global_store_b64 v69, v[43:44], s[12:13]
	global_store_b64 v70, v[45:46], s[12:13]
	global_store_b64 v71, v[47:48], s[12:13]
	global_store_b64 v72, v[49:50], s[12:13]
	global_store_b64 v73, v[51:52], s[12:13]
	global_store_b64 v74, v[53:54], s[12:13]
	global_store_b64 v75, v[17:18], s[12:13]
	global_store_b64 v76, v[19:20], s[12:13]
	global_store_b64 v77, v[5:6], s[12:13]
	v_add_co_u32 v5, s0, v0, v7
	v_mul_lo_u32 v82, v2, v3
	v_mad_u64_u32 v[13:14], null, v1, v3, 0
	v_lshlrev_b64 v[15:16], v3, v[1:2]
	v_mov_b32_e32 v3, v34
	v_add_co_ci_u32_e64 v6, null, 0, 0, s0
	v_mul_lo_u32 v87, v84, v2
	v_mul_lo_u32 v88, v84, v1
	v_mad_u64_u32 v[7:8], null, v84, v1, v[21:22]
	v_mul_lo_u32 v83, v1, v4
	v_lshrrev_b64 v[29:30], 3, v[1:2]
	v_ashrrev_i64 v[31:32], 3, v[1:2]
	v_not_b32_e32 v39, v1
	v_mad_u64_u32 v[0:1], null, 0x3039, v2, v[3:4]
	v_mad_u64_u32 v[17:18], null, v2, v4, v[5:6]
	v_add3_u32 v1, v88, v8, v87
	v_add3_u32 v14, v14, v83, v82
	v_not_b32_e32 v40, v2
	v_cndmask_b32_e64 v85, 0, 1, s9
	v_mov_b32_e32 v34, v0
	s_clause 0x3
	global_store_b64 v55, v[9:10], s[12:13]
	global_store_b64 v56, v[11:12], s[12:13]
	global_store_b64 v57, v[13:14], s[12:13]
	global_store_b64 v58, v[15:16], s[12:13]
	v_add_co_u32 v0, vcc_lo, v17, v7
	v_add_co_ci_u32_e32 v1, vcc_lo, v18, v1, vcc_lo
	s_clause 0xb
	global_store_b64 v60, v[29:30], s[12:13]
	global_store_b64 v61, v[31:32], s[12:13]
	global_store_b64 v62, v[33:34], s[12:13]
	global_store_b64 v63, v[35:36], s[12:13]
	global_store_b64 v64, v[37:38], s[12:13]
	global_store_b64 v65, v[39:40], s[12:13]
	global_store_b64 v66, v[0:1], s[12:13]
	global_store_b64 v67, v[17:18], s[12:13]
	global_store_b32 v78, v85, s[12:13]
	global_store_b32 v79, v84, s[12:13]
	global_store_b32 v80, v25, s[12:13]
	global_store_b32 v81, v26, s[12:13]
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel int_div_i64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 89
		.amdhsa_next_free_sgpr 16
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
	.size	int_div_i64, .Lfunc_end0-int_div_i64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1396
; NumSgprs: 18
; NumVgprs: 89
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 89
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
    .name:           int_div_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int_div_i64.kd
    .vgpr_count:     89
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
