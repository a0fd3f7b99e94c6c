	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	int_div_i64                     ; -- Begin function int_div_i64
	.p2align	8
	.type	int_div_i64,@function
int_div_i64:                            ; @int_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v7, 3, v0
	v_mov_b32_e32 v8, 0
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_nc_u32_e32 v3, 0x200, v7
	v_add_nc_u32_e32 v5, 0x400, v7
	v_add_nc_u32_e32 v28, 0x4800, v7
	v_add_nc_u32_e32 v27, 0x800, v7
	v_add_nc_u32_e32 v29, 0x1000, v7
	v_add_nc_u32_e32 v35, 0x1800, v7
	v_or_b32_e32 v31, 0x2000, v7
	v_add_nc_u32_e32 v33, 0x2800, v7
	v_add_nc_u32_e32 v36, 0x3000, v7
	v_add_nc_u32_e32 v25, 0x3800, v7
	v_or_b32_e32 v26, 0x4000, v7
	v_add_nc_u32_e32 v30, 0x5000, v7
	v_add_nc_u32_e32 v32, 0x5800, v7
	v_or_b32_e32 v37, 0x6000, v7
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_dwordx2 v[1:2], v7, s[14:15]
	global_load_dwordx2 v[3:4], v3, s[14:15]
	global_load_dwordx2 v[5:6], v5, s[14:15]
	v_add_nc_u32_e32 v38, 0x6800, v7
	v_add_nc_u32_e32 v39, 0x7000, v7
	v_add_nc_u32_e32 v40, 0x7800, v7
	v_or_b32_e32 v34, 0x8000, v7
	v_add_nc_u32_e32 v41, 0x8800, v7
	v_add_nc_u32_e32 v42, 0x9000, v7
	v_add_nc_u32_e32 v43, 0x9800, v7
	v_or_b32_e32 v44, 0xa000, v7
	v_add_nc_u32_e32 v45, 0xa800, v7
	v_add_nc_u32_e32 v46, 0xb000, v7
	v_add_nc_u32_e32 v47, 0xb800, v7
	v_or_b32_e32 v48, 0xc000, v7
	v_add_nc_u32_e32 v49, 0xc800, v7
	v_add_nc_u32_e32 v50, 0xd000, v7
	v_add_nc_u32_e32 v51, 0xd800, v7
	v_or_b32_e32 v52, 0xe000, v7
	v_add_nc_u32_e32 v53, 0xe800, v7
	v_add_nc_u32_e32 v54, 0xf000, v7
	v_add_nc_u32_e32 v55, 0x7c00, v0
	v_or_b32_e32 v56, 0x8000, v0
	v_add_nc_u32_e32 v57, 0x8400, v0
	v_add_nc_u32_e32 v58, 0x8800, v0
	s_waitcnt vmcnt(2)
	v_ashrrev_i32_e32 v0, 31, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v24, v2, v4
	v_xor_b32_e32 v23, v1, v3
	v_mul_hi_u32 v7, v1, v3
	v_and_b32_e32 v20, v2, v4
	v_and_b32_e32 v19, v1, v3
	v_or_b32_e32 v22, v2, v4
	global_store_dwordx2 v28, v[23:24], s[12:13]
	v_ashrrev_i64 v[23:24], 3, v[1:2]
	v_or_b32_e32 v21, v1, v3
	global_store_dwordx2 v25, v[19:20], s[12:13]
	v_add_co_u32 v9, vcc_lo, v1, v3
	v_add_co_ci_u32_e32 v10, vcc_lo, v2, v4, vcc_lo
	global_store_dwordx2 v39, v[23:24], s[12:13]
	v_mad_u64_u32 v[23:24], null, v2, v3, v[7:8]
	global_store_dwordx2 v26, v[21:22], s[12:13]
	v_lshlrev_b64 v[21:22], 3, v[1:2]
	v_lshrrev_b64 v[25:26], 3, v[1:2]
	v_sub_co_u32 v11, vcc_lo, v1, v3
	v_sub_co_ci_u32_e32 v12, vcc_lo, v2, v4, vcc_lo
	global_store_dwordx2 v37, v[21:22], s[12:13]
	global_store_dwordx2 v38, v[25:26], s[12:13]
	v_mul_lo_u32 v37, v4, v0
	v_mad_u64_u32 v[25:26], null, v3, v0, 0
	v_mov_b32_e32 v0, v24
	v_mov_b32_e32 v24, v8
	global_store_dwordx2 v27, v[9:10], s[12:13]
	global_store_dwordx2 v30, v[9:10], s[12:13]
	v_add_co_u32 v9, vcc_lo, 0x186a0, v1
	v_mad_u64_u32 v[7:8], null, v1, v4, v[23:24]
	v_add_co_ci_u32_e32 v10, vcc_lo, 0, v2, vcc_lo
	global_store_dwordx2 v29, v[11:12], s[12:13]
	v_sub_co_u32 v29, vcc_lo, 0, v1
	v_cmp_ne_u64_e64 s0, v[1:2], v[3:4]
	v_cmp_eq_u64_e64 s9, 0, v[1:2]
	v_cmp_gt_i64_e64 s10, 0, v[3:4]
	v_sub_co_ci_u32_e32 v30, vcc_lo, 0, v2, vcc_lo
	v_mad_u64_u32 v[27:28], null, 0x3039, v1, 0
	v_mov_b32_e32 v7, v8
	v_cmp_eq_u64_e32 vcc_lo, v[1:2], v[3:4]
	global_store_dwordx2 v41, v[29:30], s[12:13]
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v30, v6, v2, s0
	v_cndmask_b32_e64 v29, v5, v1, s0
	s_xor_b32 s0, s9, s10
	v_lshlrev_b64 v[15:16], v3, v[1:2]
	v_lshrrev_b64 v[17:18], v3, v[1:2]
	v_ashrrev_i64 v[19:20], v3, v[1:2]
	v_cmp_gt_u64_e64 s1, v[1:2], v[3:4]
	v_cmp_ge_u64_e64 s2, v[1:2], v[3:4]
	v_cmp_lt_u64_e64 s3, v[1:2], v[3:4]
	v_cmp_le_u64_e64 s4, v[1:2], v[3:4]
	v_cmp_gt_i64_e64 s5, v[1:2], v[3:4]
	v_cmp_ge_i64_e64 s6, v[1:2], v[3:4]
	v_cmp_lt_i64_e64 s7, v[1:2], v[3:4]
	v_cmp_le_i64_e64 s8, v[1:2], v[3:4]
	v_cndmask_b32_e64 v41, 9, 7, s0
	s_and_b32 s0, s9, s10
	global_store_dwordx2 v32, v[11:12], s[12:13]
	v_not_b32_e32 v12, v2
	v_not_b32_e32 v11, v1
	v_ashrrev_i32_e32 v61, 31, v4
	v_add3_u32 v26, v26, v25, v37
	v_cndmask_b32_e64 v23, 2.0, 1.0, s0
	v_add_co_u32 v7, s0, v0, v7
	v_mul_lo_u32 v59, v2, v3
	v_mad_u64_u32 v[13:14], null, v1, v3, 0
	global_store_dwordx2 v34, v[9:10], s[12:13]
	v_cndmask_b32_e32 v10, v6, v2, vcc_lo
	v_cndmask_b32_e32 v9, v5, v1, vcc_lo
	v_mov_b32_e32 v3, v28
	v_add_co_ci_u32_e64 v8, null, 0, 0, s0
	v_mul_lo_u32 v60, v1, v4
	global_store_dwordx2 v42, v[11:12], s[12:13]
	global_store_dwordx2 v31, v[15:16], s[12:13]
	global_store_dwordx2 v33, v[17:18], s[12:13]
	global_store_dwordx2 v36, v[19:20], s[12:13]
	v_mul_lo_u32 v38, v61, v2
	v_cndmask_b32_e64 v11, v5, v1, s1
	v_cndmask_b32_e64 v31, v5, v1, s2
	v_cndmask_b32_e64 v15, v5, v1, s3
	v_cndmask_b32_e64 v17, v5, v1, s4
	v_cndmask_b32_e64 v33, v5, v1, s5
	v_cndmask_b32_e64 v19, v5, v1, s6
	v_cndmask_b32_e64 v21, v5, v1, s7
	v_cndmask_b32_e64 v5, v5, v1, s8
	v_mul_lo_u32 v39, v61, v1
	v_mad_u64_u32 v[0:1], null, v61, v1, v[25:26]
	v_cndmask_b32_e64 v12, v6, v2, s1
	v_cndmask_b32_e64 v32, v6, v2, s2
	v_cndmask_b32_e64 v16, v6, v2, s3
	v_cndmask_b32_e64 v18, v6, v2, s4
	v_cndmask_b32_e64 v34, v6, v2, s5
	v_cndmask_b32_e64 v20, v6, v2, s6
	v_cndmask_b32_e64 v22, v6, v2, s7
	v_cndmask_b32_e64 v6, v6, v2, s8
	global_store_dwordx2 v45, v[9:10], s[12:13]
	v_mad_u64_u32 v[9:10], null, 0x3039, v2, v[3:4]
	v_mad_u64_u32 v[2:3], null, v2, v4, v[7:8]
	v_add3_u32 v1, v39, v1, v38
	v_add3_u32 v14, v14, v60, v59
	v_cndmask_b32_e64 v36, 0, 1, s9
	global_store_dwordx2 v46, v[29:30], s[12:13]
	global_store_dwordx2 v47, v[11:12], s[12:13]
	v_mov_b32_e32 v28, v9
	global_store_dwordx2 v48, v[31:32], s[12:13]
	global_store_dwordx2 v49, v[15:16], s[12:13]
	v_add_co_u32 v0, vcc_lo, v2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, v3, v1, vcc_lo
	global_store_dwordx2 v50, v[17:18], s[12:13]
	global_store_dwordx2 v51, v[33:34], s[12:13]
	global_store_dwordx2 v52, v[19:20], s[12:13]
	global_store_dwordx2 v53, v[21:22], s[12:13]
	global_store_dwordx2 v54, v[5:6], s[12:13]
	global_store_dwordx2 v35, v[13:14], s[12:13]
	global_store_dwordx2 v40, v[27:28], s[12:13]
	global_store_dwordx2 v44, v[2:3], s[12:13]
	global_store_dwordx2 v43, v[0:1], s[12:13]
	global_store_dword v55, v36, s[12:13]
	global_store_dword v56, v61, s[12:13]
	global_store_dword v57, v41, s[12:13]
	global_store_dword v58, v23, s[12:13]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel int_div_i64
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
		.amdhsa_next_free_vgpr 62
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
	.size	int_div_i64, .Lfunc_end0-int_div_i64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1368
; NumSgprs: 18
; NumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 62
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
    .name:           int_div_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int_div_i64.kd
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
