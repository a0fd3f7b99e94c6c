	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	int_div_i64                     ; -- Begin function int_div_i64
	.p2align	8
	.type	int_div_i64,@function
int_div_i64:                            ; @int_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v7, 3, v0
	v_mov_b32_e32 v8, 0
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_nc_u32_e32 v3, 0x200, v7
	v_add_nc_u32_e32 v5, 0x400, v7
	v_add_nc_u32_e32 v19, 0x3800, v7
	v_add_nc_u32_e32 v21, 0x4800, v7
	v_or_b32_e32 v20, 0x4000, v7
	v_add_nc_u32_e32 v13, 0x800, v7
	v_add_nc_u32_e32 v22, 0x5000, v7
	v_add_nc_u32_e32 v14, 0x1000, v7
	v_add_nc_u32_e32 v23, 0x5800, v7
	v_add_nc_u32_e32 v18, 0x3000, v7
	v_add_nc_u32_e32 v27, 0x8800, v7
	v_add_nc_u32_e32 v25, 0x6800, v7
	v_add_nc_u32_e32 v16, 0x2800, v7
	v_or_b32_e32 v15, 0x2000, v7
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_dwordx2 v[1:2], v7, s[6:7]
	global_load_dwordx2 v[3:4], v3, s[6:7]
	global_load_dwordx2 v[5:6], v5, s[6:7]
	v_or_b32_e32 v24, 0x6000, v7
	v_add_nc_u32_e32 v26, 0x7000, v7
	v_add_nc_u32_e32 v17, 0x1800, v7
	v_or_b32_e32 v28, 0xa000, v7
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v10, v2, v4
	v_and_b32_e32 v9, v1, v3
	v_or_b32_e32 v12, v2, v4
	v_or_b32_e32 v11, v1, v3
	v_cmp_ne_u64_e64 s[0:1], v[1:2], v[3:4]
	v_mul_lo_u32 v29, v2, v3
	global_store_dwordx2 v19, v[9:10], s[4:5]
	v_xor_b32_e32 v10, v2, v4
	v_xor_b32_e32 v9, v1, v3
	global_store_dwordx2 v20, v[11:12], s[4:5]
	v_or_b32_e32 v20, 0x8000, v7
	v_add_nc_u32_e32 v19, 0x7800, v7
	v_mul_lo_u32 v30, v1, v4
	global_store_dwordx2 v21, v[9:10], s[4:5]
	v_add_co_u32 v9, vcc, v1, v3
	v_add_co_ci_u32_e32 v10, vcc, v2, v4, vcc
	v_sub_co_u32 v11, vcc, v1, v3
	v_sub_co_ci_u32_e32 v12, vcc, v2, v4, vcc
	global_store_dwordx2 v13, v[9:10], s[4:5]
	global_store_dwordx2 v22, v[9:10], s[4:5]
	v_add_co_u32 v9, vcc, 0x186a0, v1
	v_add_co_ci_u32_e32 v10, vcc, 0, v2, vcc
	v_add_nc_u32_e32 v21, 0x9000, v7
	global_store_dwordx2 v14, v[11:12], s[4:5]
	global_store_dwordx2 v23, v[11:12], s[4:5]
	global_store_dwordx2 v20, v[9:10], s[4:5]
	v_not_b32_e32 v10, v2
	v_not_b32_e32 v9, v1
	v_sub_co_u32 v11, vcc, 0, v1
	v_sub_co_ci_u32_e32 v12, vcc, 0, v2, vcc
	global_store_dwordx2 v21, v[9:10], s[4:5]
	v_ashrrev_i64 v[9:10], v3, v[1:2]
	v_cmp_eq_u64_e32 vcc, v[1:2], v[3:4]
	global_store_dwordx2 v27, v[11:12], s[4:5]
	v_lshrrev_b64 v[11:12], v3, v[1:2]
	v_lshlrev_b64 v[13:14], v3, v[1:2]
	v_add_nc_u32_e32 v20, 0xa800, v7
	global_store_dwordx2 v18, v[9:10], s[4:5]
	v_lshrrev_b64 v[9:10], 3, v[1:2]
	v_add_nc_u32_e32 v22, 0x9800, v7
	global_store_dwordx2 v16, v[11:12], s[4:5]
	v_lshlrev_b64 v[11:12], 3, v[1:2]
	global_store_dwordx2 v15, v[13:14], s[4:5]
	v_add_nc_u32_e32 v13, 0xb800, v7
	global_store_dwordx2 v25, v[9:10], s[4:5]
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, v6, v2, vcc
	v_cndmask_b32_e32 v9, v5, v1, vcc
	v_cmp_gt_u64_e32 vcc, v[1:2], v[3:4]
	global_store_dwordx2 v24, v[11:12], s[4:5]
	v_ashrrev_i64 v[11:12], 3, v[1:2]
	v_add_nc_u32_e32 v21, 0xb000, v7
	global_store_dwordx2 v20, v[9:10], s[4:5]
	v_or_b32_e32 v14, 0xc000, v7
	v_cndmask_b32_e32 v10, v6, v2, vcc
	v_cndmask_b32_e32 v9, v5, v1, vcc
	v_cmp_ge_u64_e32 vcc, v[1:2], v[3:4]
	v_add_nc_u32_e32 v15, 0xc800, v7
	v_add_nc_u32_e32 v16, 0xd000, v7
	v_add_nc_u32_e32 v18, 0xd800, v7
	v_or_b32_e32 v23, 0xe000, v7
	v_add_nc_u32_e32 v24, 0xe800, v7
	v_add_nc_u32_e32 v25, 0xf000, v7
	v_mul_hi_u32 v7, v1, v3
	global_store_dwordx2 v13, v[9:10], s[4:5]
	v_cndmask_b32_e32 v10, v6, v2, vcc
	v_cndmask_b32_e32 v9, v5, v1, vcc
	global_store_dwordx2 v26, v[11:12], s[4:5]
	v_cndmask_b32_e64 v12, v6, v2, s[0:1]
	v_cndmask_b32_e64 v11, v5, v1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[1:2], v[3:4]
	v_cmp_le_u64_e32 vcc, v[1:2], v[3:4]
	global_store_dwordx2 v14, v[9:10], s[4:5]
	v_mad_u64_u32 v[13:14], null, v2, v3, v[7:8]
	global_store_dwordx2 v21, v[11:12], s[4:5]
	v_cndmask_b32_e64 v12, v6, v2, s[0:1]
	v_cndmask_b32_e64 v11, v5, v1, s[0:1]
	v_cndmask_b32_e32 v10, v6, v2, vcc
	v_cmp_gt_i64_e64 s[0:1], v[1:2], v[3:4]
	v_cndmask_b32_e32 v9, v5, v1, vcc
	v_cmp_ge_i64_e32 vcc, v[1:2], v[3:4]
	v_add_nc_u32_e32 v26, 0x7c00, v0
	v_or_b32_e32 v20, 0x8000, v0
	v_add_nc_u32_e32 v27, 0x8400, v0
	v_add_nc_u32_e32 v21, 0x8800, v0
	global_store_dwordx2 v15, v[11:12], s[4:5]
	v_cndmask_b32_e64 v12, v6, v2, s[0:1]
	v_cndmask_b32_e64 v11, v5, v1, s[0:1]
	global_store_dwordx2 v16, v[9:10], s[4:5]
	v_cndmask_b32_e32 v10, v6, v2, vcc
	v_cmp_lt_i64_e64 s[0:1], v[1:2], v[3:4]
	v_cndmask_b32_e32 v9, v5, v1, vcc
	v_mov_b32_e32 v0, v14
	v_mov_b32_e32 v14, v8
	v_mad_u64_u32 v[15:16], null, 0x3039, v1, 0
	global_store_dwordx2 v23, v[9:10], s[4:5]
	v_cndmask_b32_e64 v8, v6, v2, s[0:1]
	v_mad_u64_u32 v[9:10], null, v1, v4, v[13:14]
	v_cndmask_b32_e64 v7, v5, v1, s[0:1]
	v_ashrrev_i32_e32 v9, 31, v2
	global_store_dwordx2 v18, v[11:12], s[4:5]
	v_ashrrev_i32_e32 v18, 31, v4
	v_cmp_le_i64_e32 vcc, v[1:2], v[3:4]
	global_store_dwordx2 v24, v[7:8], s[4:5]
	v_mul_lo_u32 v23, v4, v9
	v_mad_u64_u32 v[8:9], null, v3, v9, 0
	v_mov_b32_e32 v7, v10
	v_mul_lo_u32 v10, v18, v2
	v_mad_u64_u32 v[11:12], null, v1, v3, 0
	v_cndmask_b32_e32 v6, v6, v2, vcc
	v_add_co_u32 v13, s[0:1], v0, v7
	v_add3_u32 v9, v9, v8, v23
	v_add_co_ci_u32_e64 v14, null, 0, 0, s[0:1]
	v_mov_b32_e32 v0, v16
	v_mul_lo_u32 v23, v18, v1
	v_mad_u64_u32 v[7:8], null, v18, v1, v[8:9]
	v_cndmask_b32_e32 v5, v5, v1, vcc
	v_cmp_gt_i64_e32 vcc, 0, v[3:4]
	v_mad_u64_u32 v[3:4], null, v2, v4, v[13:14]
	v_cmp_eq_u64_e64 s[0:1], 0, v[1:2]
	v_mad_u64_u32 v[0:1], null, 0x3039, v2, v[0:1]
	v_add3_u32 v1, v23, v8, v10
	v_add3_u32 v12, v12, v30, v29
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_b64 s[0:1], s[0:1], vcc
	v_mov_b32_e32 v16, v0
	v_add_co_u32 v0, vcc, v3, v7
	v_add_co_ci_u32_e32 v1, vcc, v4, v1, vcc
	v_cndmask_b32_e64 v9, 9, 7, s[2:3]
	v_cndmask_b32_e64 v13, 2.0, 1.0, s[0:1]
	global_store_dwordx2 v25, v[5:6], s[4:5]
	global_store_dwordx2 v17, v[11:12], s[4:5]
	global_store_dwordx2 v19, v[15:16], s[4:5]
	global_store_dwordx2 v28, v[3:4], s[4:5]
	global_store_dwordx2 v22, v[0:1], s[4:5]
	global_store_dword v26, v2, s[4:5]
	global_store_dword v20, v18, s[4:5]
	global_store_dword v27, v9, s[4:5]
	global_store_dword v21, v13, s[4:5]
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
		.amdhsa_wavefront_size32 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 8
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
; codeLenInByte = 1260
; NumSgprs: 10
; NumVgprs: 31
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 31
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         int_div_i64.kd
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
