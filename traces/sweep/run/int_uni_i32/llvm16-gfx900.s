	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	int_uni_i32                     ; -- Begin function int_uni_i32
	.p2align	8
	.type	int_uni_i32,@function
int_uni_i32:                            ; @int_uni_i32
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x10
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s3, s0, s1
	s_sub_i32 s4, s0, s1
	s_mul_i32 s5, s0, s1
	s_lshl_b32 s8, s0, s1
	v_mov_b32_e32 v0, s3
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s5
	v_mov_b32_e32 v3, s8
	s_lshr_b32 s3, s0, s1
	s_ashr_i32 s4, s0, s1
	s_and_b32 s5, s0, s1
	s_or_b32 s8, s0, s1
	global_store_dwordx4 v6, v[0:3], s[6:7] offset:4
	v_mov_b32_e32 v4, s5
	v_mov_b32_e32 v2, s3
	v_mov_b32_e32 v3, s4
	v_mov_b32_e32 v5, s8
	s_xor_b32 s3, s0, s1
	s_lshl_b32 s4, s0, 3
	global_store_dwordx4 v6, v[2:5], s[6:7] offset:20
	s_mul_i32 s5, s0, 0x3039
	v_mov_b32_e32 v2, s3
	v_mov_b32_e32 v5, s4
	s_lshr_b32 s3, s0, 3
	s_ashr_i32 s4, s0, 3
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v1
	s_add_i32 s8, s0, 0x186a0
	v_mov_b32_e32 v0, s3
	v_mov_b32_e32 v1, s4
	s_sub_i32 s3, 0, s0
	s_not_b32 s4, s0
	global_store_dwordx4 v6, v[2:5], s[6:7] offset:36
	s_cmp_eq_u32 s0, s1
	v_mov_b32_e32 v2, s5
	v_mov_b32_e32 v3, s8
	global_store_dwordx4 v6, v[0:3], s[6:7] offset:52
	s_mul_hi_i32 s5, s0, s1
	v_mov_b32_e32 v0, s3
	s_cselect_b32 s3, s0, s2
	s_cmp_lg_u32 s0, s1
	v_mov_b32_e32 v1, s4
	s_cselect_b32 s4, s0, s2
	s_cmp_gt_u32 s0, s1
	s_mul_hi_u32 s8, s0, s1
	v_mov_b32_e32 v2, s5
	s_cselect_b32 s5, s0, s2
	s_cmp_ge_u32 s0, s1
	v_mov_b32_e32 v3, s8
	s_cselect_b32 s8, s0, s2
	s_cmp_lt_u32 s0, s1
	global_store_dwordx4 v6, v[0:3], s[6:7] offset:68
	s_nop 0
	v_mov_b32_e32 v0, s3
	s_cselect_b32 s3, s0, s2
	s_cmp_le_u32 s0, s1
	v_mov_b32_e32 v1, s4
	s_cselect_b32 s4, s0, s2
	s_cmp_gt_i32 s0, s1
	v_mov_b32_e32 v2, s5
	s_cselect_b32 s5, s0, s2
	s_cmp_ge_i32 s0, s1
	v_mov_b32_e32 v3, s8
	s_cselect_b32 s8, s0, s2
	s_cmp_lt_i32 s0, s1
	global_store_dwordx4 v6, v[0:3], s[6:7] offset:84
	s_nop 0
	v_mov_b32_e32 v3, s8
	s_cselect_b32 s8, s0, s2
	s_cmp_le_i32 s0, s1
	s_cselect_b32 s9, s0, s2
	s_cmp_eq_u32 s0, 0
	v_mov_b32_e32 v0, s3
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s1, 0
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s5
	s_cselect_b64 s[4:5], -1, 0
	s_ashr_i32 s0, s1, 31
	global_store_dwordx4 v6, v[0:3], s[6:7] offset:100
	s_nop 0
	v_mov_b32_e32 v3, s0
	s_xor_b64 s[0:1], s[2:3], s[4:5]
	s_and_b64 s[0:1], s[0:1], exec
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	s_cselect_b32 s8, 7, 9
	s_and_b64 s[0:1], s[2:3], s[4:5]
	global_store_dwordx4 v6, v[0:3], s[6:7] offset:116
	s_nop 0
	v_cndmask_b32_e64 v1, 2.0, 1.0, s[0:1]
	v_mov_b32_e32 v0, s8
	global_store_dwordx2 v6, v[0:1], s[6:7] offset:132
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel int_uni_i32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 0
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
	.size	int_uni_i32, .Lfunc_end0-int_uni_i32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 464
; NumSgprs: 10
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 7
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
        .size:           4
        .value_kind:     by_value
      - .name:           ub
        .offset:         20
        .size:           4
        .value_kind:     by_value
      - .name:           uc
        .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           int_uni_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         int_uni_i32.kd
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
