	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	int_div_i64                     ; -- Begin function int_div_i64
	.p2align	8
	.type	int_div_i64,@function
int_div_i64:                            ; @int_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v5, 3, v0
	v_add_u32_e32 v16, 0x3800, v5
	v_or_b32_e32 v17, 0x4000, v5
	v_add_u32_e32 v18, 0x4800, v5
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[3:4], v5, s[6:7]
	global_load_dwordx2 v[1:2], v5, s[6:7] offset:512
	global_load_dwordx2 v[6:7], v5, s[6:7] offset:1024
	v_add_u32_e32 v10, 0x800, v5
	v_add_u32_e32 v19, 0x5000, v5
	s_mov_b32 s0, 0x186a0
	v_add_u32_e32 v11, 0x1000, v5
	s_mov_b32 s3, 0x8000
	s_mov_b32 s8, 0x8800
	v_or_b32_e32 v12, 0x2000, v5
	v_add_u32_e32 v13, 0x2800, v5
	s_movk_i32 s2, 0x3039
	v_add_u32_e32 v14, 0x3000, v5
	v_add_u32_e32 v15, 0x1800, v5
	v_add_u32_e32 v20, 0x7000, v5
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v9, v4, v2
	v_and_b32_e32 v8, v3, v1
	global_store_dwordx2 v16, v[8:9], s[4:5]
	v_or_b32_e32 v9, v4, v2
	v_or_b32_e32 v8, v3, v1
	global_store_dwordx2 v17, v[8:9], s[4:5]
	v_xor_b32_e32 v9, v4, v2
	v_xor_b32_e32 v8, v3, v1
	global_store_dwordx2 v18, v[8:9], s[4:5]
	v_add_co_u32_e32 v8, vcc, v3, v1
	v_addc_co_u32_e32 v9, vcc, v4, v2, vcc
	global_store_dwordx2 v10, v[8:9], s[4:5]
	global_store_dwordx2 v19, v[8:9], s[4:5]
	v_sub_co_u32_e32 v8, vcc, v3, v1
	v_add_u32_e32 v16, 0x5800, v5
	v_subb_co_u32_e32 v9, vcc, v4, v2, vcc
	global_store_dwordx2 v11, v[8:9], s[4:5]
	global_store_dwordx2 v16, v[8:9], s[4:5]
	v_add_co_u32_e32 v8, vcc, s0, v3
	v_or_b32_e32 v10, s3, v5
	v_addc_co_u32_e32 v9, vcc, 0, v4, vcc
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_sub_co_u32_e32 v8, vcc, 0, v3
	v_add_u32_e32 v11, s8, v5
	v_subb_co_u32_e32 v9, vcc, 0, v4, vcc
	v_add_u32_e32 v10, 0x9000, v5
	global_store_dwordx2 v11, v[8:9], s[4:5]
	v_not_b32_e32 v9, v4
	v_not_b32_e32 v8, v3
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_lshlrev_b64 v[8:9], v1, v[3:4]
	v_lshlrev_b64 v[10:11], 3, v[3:4]
	global_store_dwordx2 v12, v[8:9], s[4:5]
	v_lshrrev_b64 v[8:9], v1, v[3:4]
	v_or_b32_e32 v17, 0x6000, v5
	global_store_dwordx2 v13, v[8:9], s[4:5]
	v_ashrrev_i64 v[8:9], v1, v[3:4]
	global_store_dwordx2 v17, v[10:11], s[4:5]
	v_lshrrev_b64 v[10:11], 3, v[3:4]
	v_add_u32_e32 v18, 0x6800, v5
	global_store_dwordx2 v14, v[8:9], s[4:5]
	global_store_dwordx2 v18, v[10:11], s[4:5]
	v_mul_lo_u32 v14, v4, s2
	v_mad_u64_u32 v[10:11], s[0:1], v3, s2, 0
	v_mul_lo_u32 v16, v4, v1
	v_mul_lo_u32 v21, v3, v2
	v_mad_u64_u32 v[8:9], s[0:1], v3, v1, 0
	v_add_u32_e32 v11, v11, v14
	v_mul_hi_u32 v14, v3, v1
	v_ashrrev_i64 v[12:13], 3, v[3:4]
	v_add3_u32 v9, v9, v21, v16
	v_add_u32_e32 v19, 0x7800, v5
	global_store_dwordx2 v20, v[12:13], s[4:5]
	global_store_dwordx2 v15, v[8:9], s[4:5]
	global_store_dwordx2 v19, v[10:11], s[4:5]
	v_mov_b32_e32 v15, 0
	v_mad_u64_u32 v[8:9], s[0:1], v4, v1, v[14:15]
	v_ashrrev_i32_e32 v12, 31, v4
	v_mul_lo_u32 v17, v2, v12
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v9, v15
	v_mad_u64_u32 v[8:9], s[0:1], v3, v2, v[8:9]
	v_mul_lo_u32 v18, v1, v12
	v_mad_u64_u32 v[12:13], s[0:1], v1, v12, 0
	v_ashrrev_i32_e32 v16, 31, v2
	v_mov_b32_e32 v8, v9
	v_add3_u32 v11, v13, v18, v17
	v_mul_lo_u32 v17, v16, v3
	v_mul_lo_u32 v18, v16, v4
	v_mad_u64_u32 v[13:14], s[0:1], v16, v3, 0
	v_add_co_u32_e32 v8, vcc, v10, v8
	v_addc_co_u32_e64 v9, s[0:1], 0, 0, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v4, v2, v[8:9]
	v_add3_u32 v14, v14, v18, v17
	v_add_co_u32_e32 v10, vcc, v13, v12
	v_addc_co_u32_e32 v11, vcc, v14, v11, vcc
	v_add_co_u32_e32 v10, vcc, v8, v10
	v_addc_co_u32_e32 v11, vcc, v9, v11, vcc
	v_add_u32_e32 v12, 0x9800, v5
	v_cmp_eq_u64_e32 vcc, v[3:4], v[1:2]
	global_store_dwordx2 v12, v[10:11], s[4:5]
	v_or_b32_e32 v10, 0xa000, v5
	global_store_dwordx2 v10, v[8:9], s[4:5]
	s_waitcnt vmcnt(20)
	v_cndmask_b32_e32 v9, v7, v4, vcc
	v_cndmask_b32_e32 v8, v6, v3, vcc
	v_cmp_ne_u64_e32 vcc, v[3:4], v[1:2]
	v_add_u32_e32 v10, 0xa800, v5
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_cndmask_b32_e32 v9, v7, v4, vcc
	v_cndmask_b32_e32 v8, v6, v3, vcc
	v_cmp_gt_u64_e32 vcc, v[3:4], v[1:2]
	v_add_u32_e32 v10, 0xb000, v5
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_cndmask_b32_e32 v9, v7, v4, vcc
	v_cndmask_b32_e32 v8, v6, v3, vcc
	v_cmp_ge_u64_e32 vcc, v[3:4], v[1:2]
	v_add_u32_e32 v10, 0xb800, v5
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_cndmask_b32_e32 v9, v7, v4, vcc
	v_cndmask_b32_e32 v8, v6, v3, vcc
	v_cmp_lt_u64_e32 vcc, v[3:4], v[1:2]
	v_or_b32_e32 v10, 0xc000, v5
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_cndmask_b32_e32 v9, v7, v4, vcc
	v_cndmask_b32_e32 v8, v6, v3, vcc
	v_cmp_le_u64_e32 vcc, v[3:4], v[1:2]
	v_add_u32_e32 v10, 0xc800, v5
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_cndmask_b32_e32 v9, v7, v4, vcc
	v_cndmask_b32_e32 v8, v6, v3, vcc
	v_cmp_gt_i64_e32 vcc, v[3:4], v[1:2]
	v_add_u32_e32 v10, 0xd000, v5
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_cndmask_b32_e32 v9, v7, v4, vcc
	v_cndmask_b32_e32 v8, v6, v3, vcc
	v_cmp_ge_i64_e32 vcc, v[3:4], v[1:2]
	v_add_u32_e32 v10, 0xd800, v5
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_cndmask_b32_e32 v9, v7, v4, vcc
	v_cndmask_b32_e32 v8, v6, v3, vcc
	v_cmp_lt_i64_e32 vcc, v[3:4], v[1:2]
	v_or_b32_e32 v10, 0xe000, v5
	global_store_dwordx2 v10, v[8:9], s[4:5]
	v_cndmask_b32_e32 v9, v7, v4, vcc
	v_cndmask_b32_e32 v8, v6, v3, vcc
	v_cmp_le_i64_e32 vcc, v[3:4], v[1:2]
	v_cmp_gt_i64_e64 s[0:1], 0, v[1:2]
	v_cndmask_b32_e32 v7, v7, v4, vcc
	v_cndmask_b32_e32 v6, v6, v3, vcc
	v_cmp_eq_u64_e32 vcc, 0, v[3:4]
	v_add_u32_e32 v10, 0xe800, v5
	v_add_u32_e32 v5, 0xf000, v5
	v_or_b32_e32 v1, s3, v0
	s_xor_b64 s[2:3], vcc, s[0:1]
	global_store_dwordx2 v10, v[8:9], s[4:5]
	global_store_dwordx2 v5, v[6:7], s[4:5]
	global_store_dword v1, v16, s[4:5]
	v_cndmask_b32_e64 v1, 9, 7, s[2:3]
	v_add_u32_e32 v2, 0x8400, v0
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_add_u32_e32 v4, 0x7c00, v0
	global_store_dword v2, v1, s[4:5]
	v_cndmask_b32_e64 v1, 2.0, 1.0, s[0:1]
	v_add_u32_e32 v0, s8, v0
	global_store_dword v4, v3, s[4:5]
	global_store_dword v0, v1, s[4:5]
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 9
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
	.size	int_div_i64, .Lfunc_end0-int_div_i64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1136
; NumSgprs: 11
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 22
; Occupancy: 10
; WaveLimiterHint : 1
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
    .name:           int_div_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         int_div_i64.kd
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
