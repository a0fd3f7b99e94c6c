	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	int_div_i64                     ; -- Begin function int_div_i64
	.p2align	8
	.type	int_div_i64,@function
int_div_i64:                            ; @int_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[16:19], s[4:5], 0x0
	v_lshlrev_b32_e32 v7, 3, v0
	v_mov_b32_e32 v8, 0
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_nc_u32_e32 v5, 0x200, v7
	v_add_nc_u32_e32 v16, 0x3800, v7
	v_add_nc_u32_e32 v19, 0x4800, v7
	v_or_b32_e32 v18, 0x4000, v7
	v_or_b32_e32 v10, 0x2000, v7
	v_add_nc_u32_e32 v22, 0x2800, v7
	v_add_nc_u32_e32 v20, 0x9000, v7
	v_add_nc_u32_e32 v26, 0x800, v7
	v_add_nc_u32_e32 v27, 0x1000, v7
	v_add_nc_u32_e32 v33, 0x1800, v7
	v_add_nc_u32_e32 v24, 0x3000, v7
	v_add_nc_u32_e32 v28, 0x5000, v7
	v_add_nc_u32_e32 v29, 0x5800, v7
	v_or_b32_e32 v25, 0x6000, v7
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_dwordx2 v[1:2], v7, s[18:19]
	global_load_dwordx2 v[3:4], v5, s[18:19]
	v_add_nc_u32_e32 v5, 0x400, v7
	v_add_nc_u32_e32 v30, 0x6800, v7
	v_add_nc_u32_e32 v31, 0x7000, v7
	v_add_nc_u32_e32 v34, 0x7800, v7
	v_or_b32_e32 v32, 0x8000, v7
	global_load_dwordx2 v[5:6], v5, s[18:19]
	v_add_nc_u32_e32 v35, 0x8800, v7
	v_add_nc_u32_e32 v36, 0x9800, v7
	v_or_b32_e32 v37, 0xa000, v7
	v_add_nc_u32_e32 v38, 0xa800, v7
	v_add_nc_u32_e32 v39, 0xb000, v7
	v_add_nc_u32_e32 v40, 0xb800, v7
	v_or_b32_e32 v41, 0xc000, v7
	v_add_nc_u32_e32 v42, 0xc800, v7
	v_add_nc_u32_e32 v43, 0xd000, v7
	v_add_nc_u32_e32 v44, 0xd800, v7
	v_or_b32_e32 v45, 0xe000, v7
	v_add_nc_u32_e32 v46, 0xe800, v7
	v_add_nc_u32_e32 v47, 0xf000, v7
	v_add_nc_u32_e32 v48, 0x7c00, v0
	v_or_b32_e32 v49, 0x8000, v0
	v_add_nc_u32_e32 v50, 0x8400, v0
	v_add_nc_u32_e32 v51, 0x8800, v0
	s_waitcnt vmcnt(2)
	v_ashrrev_i32_e32 v0, 31, v2
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v13, v2, v4
	v_and_b32_e32 v12, v1, v3
	v_or_b32_e32 v15, v2, v4
	v_or_b32_e32 v14, v1, v3
	v_mul_hi_u32 v7, v1, v3
	v_add_co_u32 v9, vcc_lo, v1, v3
	global_store_dwordx2 v16, v[12:13], s[16:17]
	v_xor_b32_e32 v13, v2, v4
	v_xor_b32_e32 v12, v1, v3
	v_lshlrev_b64 v[16:17], v3, v[1:2]
	global_store_dwordx2 v18, v[14:15], s[16:17]
	v_not_b32_e32 v15, v2
	v_not_b32_e32 v14, v1
	global_store_dwordx2 v19, v[12:13], s[16:17]
	v_lshrrev_b64 v[12:13], v3, v[1:2]
	v_sub_co_u32 v11, s0, v1, v3
	global_store_dwordx2 v20, v[14:15], s[16:17]
	v_ashrrev_i64 v[14:15], v3, v[1:2]
	global_store_dwordx2 v10, v[16:17], s[16:17]
	v_lshlrev_b64 v[16:17], 3, v[1:2]
	v_lshrrev_b64 v[20:21], 3, v[1:2]
	global_store_dwordx2 v22, v[12:13], s[16:17]
	v_ashrrev_i64 v[22:23], 3, v[1:2]
	v_add_co_ci_u32_e32 v10, vcc_lo, v2, v4, vcc_lo
	v_sub_co_ci_u32_e64 v12, vcc_lo, v2, v4, s0
	global_store_dwordx2 v24, v[14:15], s[16:17]
	global_store_dwordx2 v25, v[16:17], s[16:17]
	global_store_dwordx2 v30, v[20:21], s[16:17]
	global_store_dwordx2 v31, v[22:23], s[16:17]
	global_store_dwordx2 v26, v[9:10], s[16:17]
	global_store_dwordx2 v28, v[9:10], s[16:17]
	global_store_dwordx2 v27, v[11:12], s[16:17]
	global_store_dwordx2 v29, v[11:12], s[16:17]
	v_mad_u64_u32 v[27:28], s0, v2, v3, v[7:8]
	v_mul_lo_u32 v55, v4, v0
	v_mad_u64_u32 v[20:21], s0, v3, v0, 0
	v_cmp_eq_u64_e64 s3, v[1:2], v[3:4]
	v_cmp_ne_u64_e64 s4, v[1:2], v[3:4]
	v_mad_u64_u32 v[18:19], s1, v1, v3, 0
	v_mov_b32_e32 v0, v28
	v_mov_b32_e32 v28, v8
	v_mad_u64_u32 v[13:14], s1, 0x3039, v1, 0
	v_add_co_u32 v15, s1, 0x186a0, v1
	v_mad_u64_u32 v[27:28], s0, v1, v4, v[27:28]
	v_sub_co_u32 v24, s2, 0, v1
	v_cmp_gt_u64_e64 s5, v[1:2], v[3:4]
	v_cmp_ge_u64_e64 s6, v[1:2], v[3:4]
	v_cmp_lt_u64_e64 s7, v[1:2], v[3:4]
	v_cmp_le_u64_e64 s8, v[1:2], v[3:4]
	v_cmp_gt_i64_e64 s9, v[1:2], v[3:4]
	v_cmp_ge_i64_e64 s10, v[1:2], v[3:4]
	v_cmp_lt_i64_e64 s11, v[1:2], v[3:4]
	v_cmp_le_i64_e64 s12, v[1:2], v[3:4]
	v_add_co_ci_u32_e64 v16, vcc_lo, 0, v2, s1
	v_sub_co_ci_u32_e64 v25, vcc_lo, 0, v2, s2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v23, v6, v2, s3
	v_cndmask_b32_e64 v10, v6, v2, s4
	v_cndmask_b32_e64 v22, v5, v1, s3
	v_cndmask_b32_e64 v9, v5, v1, s4
	v_cmp_eq_u64_e64 s13, 0, v[1:2]
	v_cmp_gt_i64_e64 s14, 0, v[3:4]
	v_cndmask_b32_e64 v17, v6, v2, s5
	v_cndmask_b32_e64 v11, v6, v2, s6
	v_cndmask_b32_e64 v26, v6, v2, s7
	global_store_dwordx2 v32, v[15:16], s[16:17]
	global_store_dwordx2 v35, v[24:25], s[16:17]
	v_cndmask_b32_e64 v7, v6, v2, s8
	v_cndmask_b32_e64 v24, v6, v2, s9
	global_store_dwordx2 v38, v[22:23], s[16:17]
	v_cndmask_b32_e64 v30, v6, v2, s10
	global_store_dwordx2 v39, v[9:10], s[16:17]
	v_cndmask_b32_e64 v9, v6, v2, s11
	v_cndmask_b32_e64 v32, v6, v2, s12
	v_cndmask_b32_e64 v16, v5, v1, s5
	v_cndmask_b32_e64 v10, v5, v1, s6
	v_cndmask_b32_e64 v25, v5, v1, s7
	v_cndmask_b32_e64 v6, v5, v1, s8
	v_cndmask_b32_e64 v23, v5, v1, s9
	v_cndmask_b32_e64 v29, v5, v1, s10
	v_cndmask_b32_e64 v8, v5, v1, s11
	v_cndmask_b32_e64 v31, v5, v1, s12
	v_mov_b32_e32 v5, v28
	s_xor_b32 s0, s13, s14
	v_ashrrev_i32_e32 v54, 31, v4
	v_add3_u32 v21, v21, v20, v55
	v_cndmask_b32_e64 v27, 9, 7, s0
	global_store_dwordx2 v40, v[16:17], s[16:17]
	global_store_dwordx2 v41, v[10:11], s[16:17]
	global_store_dwordx2 v42, v[25:26], s[16:17]
	v_add_co_u32 v10, s0, v0, v5
	v_mul_lo_u32 v52, v2, v3
	v_mov_b32_e32 v3, v14
	v_add_co_ci_u32_e64 v11, s0, 0, 0, s0
	v_mul_lo_u32 v53, v1, v4
	v_mul_lo_u32 v56, v54, v2
	v_mul_lo_u32 v12, v54, v1
	v_mad_u64_u32 v[0:1], s0, v54, v1, v[20:21]
	v_mad_u64_u32 v[14:15], s0, 0x3039, v2, v[3:4]
	v_mad_u64_u32 v[2:3], s0, v2, v4, v[10:11]
	v_add3_u32 v19, v19, v53, v52
	s_and_b32 s1, s13, s14
	v_add3_u32 v1, v12, v1, v56
	v_cndmask_b32_e64 v22, 0, 1, s13
	v_cndmask_b32_e64 v35, 2.0, 1.0, s1
	global_store_dwordx2 v43, v[6:7], s[16:17]
	global_store_dwordx2 v44, v[23:24], s[16:17]
	global_store_dwordx2 v45, v[29:30], s[16:17]
	global_store_dwordx2 v46, v[8:9], s[16:17]
	v_add_co_u32 v0, vcc_lo, v2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, v3, v1, vcc_lo
	global_store_dwordx2 v47, v[31:32], s[16:17]
	global_store_dwordx2 v33, v[18:19], s[16:17]
	global_store_dwordx2 v34, v[13:14], s[16:17]
	global_store_dwordx2 v37, v[2:3], s[16:17]
	global_store_dwordx2 v36, v[0:1], s[16:17]
	global_store_dword v48, v22, s[16:17]
	global_store_dword v49, v54, s[16:17]
	global_store_dword v50, v27, s[16:17]
	global_store_dword v51, v35, s[16:17]
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
		.amdhsa_next_free_vgpr 57
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
; codeLenInByte = 1408
; NumSgprs: 22
; NumVgprs: 57
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 57
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         int_div_i64.kd
    .vgpr_count:     57
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
