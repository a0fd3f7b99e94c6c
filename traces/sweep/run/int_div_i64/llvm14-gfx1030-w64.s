	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	int_div_i64                     ; -- Begin function int_div_i64
	.p2align	8
	.type	int_div_i64,@function
int_div_i64:                            ; @int_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v7, 3, v0
	v_lshlrev_b32_e32 v15, 2, v0
	s_mov_b32 s8, 0x8800
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_dwordx2 v[1:2], v7, s[6:7]
	global_load_dwordx2 v[3:4], v7, s[6:7] offset:512
	global_load_dwordx2 v[5:6], v7, s[6:7] offset:1024
	v_add_nc_u32_e32 v14, 0x3800, v7
	v_add_nc_u32_e32 v21, 0x4800, v7
	v_or_b32_e32 v20, 0x4000, v7
	v_add_nc_u32_e32 v0, 0x800, v7
	v_add_nc_u32_e32 v22, 0x5000, v7
	v_add_nc_u32_e32 v13, 0x1000, v7
	v_add_nc_u32_e32 v23, 0x5800, v7
	s_mov_b32 s7, 0x8000
	v_add_nc_u32_e32 v18, 0x2800, v7
	v_or_b32_e32 v24, 0x6000, v7
	v_add_nc_u32_e32 v26, 0x7000, v7
	v_add_nc_u32_e32 v19, 0x3000, v7
	v_or_b32_e32 v17, 0x2000, v7
	v_add_nc_u32_e32 v25, 0x6800, v7
	v_add_nc_u32_e32 v16, 0x1800, v7
	v_add_nc_u32_e32 v27, 0x7800, v7
	v_add_nc_u32_e32 v28, 0xf000, v7
	s_movk_i32 s6, 0x3039
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v10, v2, v4
	v_and_b32_e32 v9, v1, v3
	v_or_b32_e32 v12, v2, v4
	v_or_b32_e32 v11, v1, v3
	v_cmp_ne_u64_e64 s[0:1], v[1:2], v[3:4]
	v_ashrrev_i32_e32 v29, 31, v4
	global_store_dwordx2 v14, v[9:10], s[4:5]
	v_xor_b32_e32 v10, v2, v4
	v_xor_b32_e32 v9, v1, v3
	global_store_dwordx2 v20, v[11:12], s[4:5]
	v_add_nc_u32_e32 v20, s8, v7
	v_or_b32_e32 v14, s7, v7
	global_store_dwordx2 v21, v[9:10], s[4:5]
	v_add_co_u32 v9, vcc, v1, v3
	v_add_co_ci_u32_e32 v10, vcc, v2, v4, vcc
	v_sub_co_u32 v11, vcc, v1, v3
	v_sub_co_ci_u32_e32 v12, vcc, v2, v4, vcc
	global_store_dwordx2 v0, v[9:10], s[4:5]
	global_store_dwordx2 v22, v[9:10], s[4:5]
	v_add_co_u32 v9, vcc, 0x186a0, v1
	v_add_co_ci_u32_e32 v10, vcc, 0, v2, vcc
	global_store_dwordx2 v13, v[11:12], s[4:5]
	global_store_dwordx2 v23, v[11:12], s[4:5]
	v_sub_co_u32 v11, vcc, 0, v1
	v_sub_co_ci_u32_e32 v12, vcc, 0, v2, vcc
	v_add_nc_u32_e32 v0, 0x9000, v7
	global_store_dwordx2 v14, v[9:10], s[4:5]
	v_not_b32_e32 v10, v2
	global_store_dwordx2 v20, v[11:12], s[4:5]
	v_lshrrev_b64 v[11:12], v3, v[1:2]
	v_not_b32_e32 v9, v1
	v_lshlrev_b64 v[13:14], v3, v[1:2]
	v_cmp_eq_u64_e32 vcc, v[1:2], v[3:4]
	v_add_nc_u32_e32 v20, 0xa800, v7
	v_add_nc_u32_e32 v21, 0x9800, v7
	global_store_dwordx2 v18, v[11:12], s[4:5]
	v_lshlrev_b64 v[11:12], 3, v[1:2]
	global_store_dwordx2 v0, v[9:10], s[4:5]
	v_ashrrev_i64 v[9:10], v3, v[1:2]
	v_add_nc_u32_e32 v0, 0xb000, v7
	global_store_dwordx2 v17, v[13:14], s[4:5]
	v_or_b32_e32 v13, 0xc000, v7
	global_store_dwordx2 v24, v[11:12], s[4:5]
	v_ashrrev_i64 v[11:12], 3, v[1:2]
	global_store_dwordx2 v19, v[9:10], s[4:5]
	v_lshrrev_b64 v[9:10], 3, v[1:2]
	v_or_b32_e32 v22, 0xa000, v7
	v_add_nc_u32_e32 v23, 0xb800, v7
	v_add_nc_u32_e32 v17, 0xc800, v7
	global_store_dwordx2 v26, v[11:12], s[4:5]
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v12, v6, v2, s[0:1]
	v_cndmask_b32_e64 v11, v5, v1, s[0:1]
	v_cmp_ge_u64_e64 s[0:1], v[1:2], v[3:4]
	global_store_dwordx2 v25, v[9:10], s[4:5]
	v_cndmask_b32_e32 v10, v6, v2, vcc
	v_cndmask_b32_e32 v9, v5, v1, vcc
	global_store_dwordx2 v0, v[11:12], s[4:5]
	v_cmp_gt_u64_e32 vcc, v[1:2], v[3:4]
	v_cndmask_b32_e64 v12, v6, v2, s[0:1]
	v_cndmask_b32_e64 v11, v5, v1, s[0:1]
	v_cmp_le_u64_e64 s[0:1], v[1:2], v[3:4]
	v_add_nc_u32_e32 v18, 0xd000, v7
	v_add_nc_u32_e32 v19, 0xd800, v7
	v_or_b32_e32 v24, 0xe000, v7
	v_add_nc_u32_e32 v25, 0xe800, v7
	v_mul_hi_u32 v7, v1, v3
	global_store_dwordx2 v13, v[11:12], s[4:5]
	v_cndmask_b32_e64 v12, v6, v2, s[0:1]
	v_cndmask_b32_e64 v11, v5, v1, s[0:1]
	global_store_dwordx2 v20, v[9:10], s[4:5]
	v_cndmask_b32_e32 v10, v6, v2, vcc
	v_cndmask_b32_e32 v9, v5, v1, vcc
	v_cmp_lt_u64_e32 vcc, v[1:2], v[3:4]
	global_store_dwordx2 v18, v[11:12], s[4:5]
	v_mad_u64_u32 v[11:12], s[2:3], v2, v3, v[7:8]
	global_store_dwordx2 v23, v[9:10], s[4:5]
	v_cmp_ge_i64_e64 s[0:1], v[1:2], v[3:4]
	v_cndmask_b32_e32 v10, v6, v2, vcc
	v_cndmask_b32_e32 v9, v5, v1, vcc
	v_cmp_gt_i64_e32 vcc, v[1:2], v[3:4]
	v_ashrrev_i32_e32 v20, 31, v2
	v_mov_b32_e32 v0, v12
	v_mov_b32_e32 v12, v8
	global_store_dwordx2 v17, v[9:10], s[4:5]
	v_cndmask_b32_e64 v10, v6, v2, s[0:1]
	v_cndmask_b32_e32 v14, v6, v2, vcc
	v_cndmask_b32_e32 v13, v5, v1, vcc
	v_cndmask_b32_e64 v9, v5, v1, s[0:1]
	v_mul_lo_u32 v17, v4, v20
	v_mul_lo_u32 v18, v3, v20
	v_mad_u64_u32 v[7:8], s[0:1], v29, v1, 0
	global_store_dwordx2 v19, v[13:14], s[4:5]
	v_mad_u64_u32 v[13:14], s[0:1], v3, v20, 0
	v_mul_lo_u32 v19, v29, v1
	v_mul_lo_u32 v20, v29, v2
	global_store_dwordx2 v24, v[9:10], s[4:5]
	v_mad_u64_u32 v[9:10], s[0:1], v1, v4, v[11:12]
	v_cmp_le_i64_e32 vcc, v[1:2], v[3:4]
	v_cmp_lt_i64_e64 s[0:1], v[1:2], v[3:4]
	v_add3_u32 v14, v14, v18, v17
	v_or_b32_e32 v23, s7, v15
	v_add3_u32 v18, v8, v20, v19
	v_add_co_u32 v19, s[2:3], v7, v13
	v_cndmask_b32_e64 v7, v6, v2, s[0:1]
	v_cndmask_b32_e32 v9, v6, v2, vcc
	v_cndmask_b32_e64 v6, v5, v1, s[0:1]
	v_add_co_u32 v10, s[0:1], v0, v10
	v_add_co_ci_u32_e64 v11, s[0:1], 0, 0, s[0:1]
	v_cndmask_b32_e32 v8, v5, v1, vcc
	v_mul_lo_u32 v5, v2, v3
	v_mul_lo_u32 v20, v1, v4
	v_mad_u64_u32 v[12:13], s[0:1], v1, v3, 0
	v_cmp_gt_i64_e32 vcc, 0, v[3:4]
	v_mad_u64_u32 v[3:4], s[0:1], v2, v4, v[10:11]
	v_mul_lo_u32 v10, v2, s6
	v_cmp_eq_u64_e64 s[0:1], 0, v[1:2]
	v_mad_u64_u32 v[0:1], s[6:7], v1, s6, 0
	v_add3_u32 v13, v13, v20, v5
	global_store_dwordx2 v25, v[6:7], s[4:5]
	v_add_nc_u32_e32 v26, 0x7c00, v15
	v_cndmask_b32_e64 v11, 0, 1, s[0:1]
	s_xor_b64 s[6:7], s[0:1], vcc
	s_and_b64 s[0:1], s[0:1], vcc
	v_add_nc_u32_e32 v1, v1, v10
	v_add_co_ci_u32_e64 v10, vcc, v18, v14, s[2:3]
	v_add_co_u32 v5, vcc, v3, v19
	v_add_nc_u32_e32 v17, 0x8400, v15
	v_add_co_ci_u32_e32 v6, vcc, v4, v10, vcc
	v_add_nc_u32_e32 v2, s8, v15
	v_cndmask_b32_e64 v15, 9, 7, s[6:7]
	v_cndmask_b32_e64 v20, 2.0, 1.0, s[0:1]
	global_store_dwordx2 v28, v[8:9], s[4:5]
	global_store_dwordx2 v16, v[12:13], s[4:5]
	global_store_dwordx2 v27, v[0:1], s[4:5]
	global_store_dwordx2 v22, v[3:4], s[4:5]
	global_store_dwordx2 v21, v[5:6], s[4:5]
	global_store_dword v26, v11, s[4:5]
	global_store_dword v23, v29, s[4:5]
	global_store_dword v17, v15, s[4:5]
	global_store_dword v2, v20, s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 9
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
; codeLenInByte = 1292
; NumSgprs: 11
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 30
; Occupancy: 16
; WaveLimiterHint : 1
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
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         int_div_i64.kd
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
