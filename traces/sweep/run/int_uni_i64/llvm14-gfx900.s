	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	int_uni_i64                     ; -- Begin function int_uni_i64
	.p2align	8
	.type	int_uni_i64,@function
int_uni_i64:                            ; @int_uni_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x10
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	s_load_dwordx2 s[4:5], s[4:5], 0x20
	s_waitcnt lgkmcnt(0)
	s_add_u32 s8, s0, s2
	s_addc_u32 s9, s1, s3
	v_mov_b32_e32 v2, s8
	s_sub_u32 s8, s0, s2
	v_mov_b32_e32 v4, s8
	s_mul_i32 s8, s0, s3
	s_mul_hi_u32 s12, s0, s2
	s_subb_u32 s10, s1, s3
	v_mov_b32_e32 v3, s9
	s_add_i32 s8, s12, s8
	s_mul_i32 s9, s1, s2
	v_mov_b32_e32 v5, s10
	s_add_i32 s10, s8, s9
	s_mul_i32 s11, s0, s2
	s_lshl_b64 s[8:9], s[0:1], s2
	v_mov_b32_e32 v6, s11
	v_mov_b32_e32 v7, s10
	v_mov_b32_e32 v8, s8
	v_mov_b32_e32 v9, s9
	s_lshr_b64 s[8:9], s[0:1], s2
	s_ashr_i64 s[10:11], s[0:1], s2
	global_store_dwordx4 v1, v[6:9], s[6:7] offset:24
	global_store_dwordx4 v1, v[2:5], s[6:7] offset:8
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	v_mov_b32_e32 v8, s10
	v_mov_b32_e32 v9, s11
	s_and_b64 s[8:9], s[0:1], s[2:3]
	s_or_b64 s[10:11], s[0:1], s[2:3]
	global_store_dwordx4 v1, v[6:9], s[6:7] offset:40
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	v_mov_b32_e32 v8, s10
	v_mov_b32_e32 v9, s11
	s_xor_b64 s[8:9], s[0:1], s[2:3]
	global_store_dwordx4 v1, v[6:9], s[6:7] offset:56
	s_ashr_i64 s[10:11], s[0:1], 3
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v9, v3
	s_lshl_b64 s[8:9], s[0:1], 3
	global_store_dwordx4 v1, v[6:9], s[6:7] offset:72
	v_mov_b32_e32 v10, s0
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	s_lshr_b64 s[8:9], s[0:1], 3
	v_mov_b32_e32 v2, s8
	s_movk_i32 s8, 0x3039
	global_store_dwordx4 v1, v[4:7], s[6:7] offset:88
	v_mov_b32_e32 v3, s9
	v_mov_b32_e32 v4, s10
	s_mul_i32 s9, s1, s8
	s_mul_hi_u32 s10, s0, s8
	s_add_i32 s10, s10, s9
	s_add_u32 s9, s0, 0x186a0
	v_mov_b32_e32 v5, s11
	s_addc_u32 s11, s1, 0
	global_store_dwordx4 v1, v[2:5], s[6:7] offset:104
	s_mul_i32 s8, s0, s8
	v_mov_b32_e32 v3, s10
	s_sub_u32 s10, 0, s0
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v4, s9
	v_mov_b32_e32 v5, s11
	s_subb_u32 s11, 0, s1
	s_not_b64 s[8:9], s[0:1]
	global_store_dwordx4 v1, v[2:5], s[6:7] offset:120
	s_ashr_i32 s13, s3, 31
	v_mov_b32_e32 v4, s8
	s_ashr_i32 s8, s1, 31
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v3, s11
	v_mov_b32_e32 v5, s9
	s_mul_i32 s10, s2, s8
	s_mul_hi_u32 s9, s2, s8
	global_store_dwordx4 v1, v[2:5], s[6:7] offset:136
	s_add_i32 s9, s9, s10
	s_mul_i32 s8, s3, s8
	v_mov_b32_e32 v2, s2
	s_add_i32 s11, s9, s8
	v_mad_u64_u32 v[2:3], s[8:9], s1, v2, v[0:1]
	s_mul_i32 s8, s13, s1
	s_mul_hi_u32 s9, s13, s0
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, s3
	s_add_i32 s12, s9, s8
	v_mad_u64_u32 v[2:3], s[8:9], s0, v4, v[2:3]
	s_mul_i32 s8, s13, s0
	s_add_i32 s12, s12, s8
	v_mov_b32_e32 v2, v3
	v_add_co_u32_e32 v2, vcc, v0, v2
	s_add_u32 s10, s8, s10
	v_addc_co_u32_e64 v3, s[8:9], 0, 0, vcc
	v_mad_u64_u32 v[4:5], s[8:9], s1, v4, v[2:3]
	s_addc_u32 s8, s12, s11
	v_mov_b32_e32 v0, s8
	v_add_co_u32_e32 v2, vcc, s10, v4
	v_addc_co_u32_e32 v3, vcc, v5, v0, vcc
	s_cmp_eq_u64 s[0:1], s[2:3]
	v_mov_b32_e32 v0, s5
	v_mov_b32_e32 v8, s1
	s_cselect_b64 vcc, -1, 0
	v_mov_b32_e32 v9, s4
	s_cmp_lg_u64 s[0:1], s[2:3]
	v_mov_b32_e32 v7, s3
	global_store_dwordx4 v1, v[2:5], s[6:7] offset:152
	v_mov_b32_e32 v6, s2
	v_cndmask_b32_e32 v3, v0, v8, vcc
	v_cndmask_b32_e32 v2, v9, v10, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v5, v0, v8, vcc
	v_cndmask_b32_e32 v4, v9, v10, vcc
	v_cmp_gt_u64_e32 vcc, s[0:1], v[6:7]
	global_store_dwordx4 v1, v[2:5], s[6:7] offset:168
	s_cmp_eq_u64 s[0:1], 0
	v_cndmask_b32_e32 v3, v0, v8, vcc
	v_cndmask_b32_e32 v2, v9, v10, vcc
	v_cmp_ge_u64_e32 vcc, s[0:1], v[6:7]
	v_cndmask_b32_e32 v5, v0, v8, vcc
	v_cndmask_b32_e32 v4, v9, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[6:7]
	global_store_dwordx4 v1, v[2:5], s[6:7] offset:184
	s_nop 0
	v_cndmask_b32_e32 v3, v0, v8, vcc
	v_cndmask_b32_e32 v2, v9, v10, vcc
	v_cmp_le_u64_e32 vcc, s[0:1], v[6:7]
	v_cndmask_b32_e32 v5, v0, v8, vcc
	v_cndmask_b32_e32 v4, v9, v10, vcc
	v_cmp_gt_i64_e32 vcc, s[0:1], v[6:7]
	global_store_dwordx4 v1, v[2:5], s[6:7] offset:200
	s_nop 0
	v_cndmask_b32_e32 v3, v0, v8, vcc
	v_cndmask_b32_e32 v2, v9, v10, vcc
	v_cmp_ge_i64_e32 vcc, s[0:1], v[6:7]
	v_cndmask_b32_e32 v5, v0, v8, vcc
	v_cndmask_b32_e32 v4, v9, v10, vcc
	v_cmp_lt_i64_e32 vcc, s[0:1], v[6:7]
	global_store_dwordx4 v1, v[2:5], s[6:7] offset:216
	s_nop 0
	v_cndmask_b32_e32 v3, v0, v8, vcc
	v_cndmask_b32_e32 v2, v9, v10, vcc
	v_cmp_le_i64_e32 vcc, s[0:1], v[6:7]
	v_cmp_lt_i64_e64 s[0:1], s[2:3], 0
	s_cselect_b64 s[2:3], -1, 0
	s_xor_b64 s[4:5], s[2:3], s[0:1]
	s_and_b64 s[4:5], s[4:5], exec
	v_cndmask_b32_e32 v5, v0, v8, vcc
	v_cndmask_b32_e32 v4, v9, v10, vcc
	s_cselect_b32 s4, 7, 9
	s_and_b64 s[0:1], s[2:3], s[0:1]
	global_store_dwordx4 v1, v[2:5], s[6:7] offset:232
	s_nop 0
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_cndmask_b32_e64 v5, 2.0, 1.0, s[0:1]
	v_mov_b32_e32 v3, s13
	v_mov_b32_e32 v4, s4
	global_store_dwordx4 v1, v[2:5], s[6:7] offset:124
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel int_uni_i64
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 14
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
	.size	int_uni_i64, .Lfunc_end0-int_uni_i64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 800
; NumSgprs: 16
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 11
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
    .name:           int_uni_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         int_uni_i64.kd
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
