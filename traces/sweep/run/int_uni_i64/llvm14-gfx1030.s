	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	int_uni_i64                     ; -- Begin function int_uni_i64
	.p2align	8
	.type	int_uni_i64,@function
int_uni_i64:                            ; @int_uni_i64
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	v_mov_b32_e32 v21, 0
	s_load_dwordx2 s[4:5], s[4:5], 0x20
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s8, s10
	s_mul_i32 s1, s8, s11
	s_mul_hi_u32 s14, s8, s10
	s_addc_u32 s7, s9, s11
	s_mul_i32 s6, s8, s10
	s_sub_u32 s16, s8, s10
	s_mul_i32 s15, s9, s10
	s_subb_u32 s17, s9, s11
	s_add_i32 s18, s14, s1
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v1, s7
	s_lshr_b64 s[6:7], s[8:9], s10
	s_ashr_i64 s[12:13], s[8:9], s10
	v_mov_b32_e32 v0, s0
	s_lshl_b64 s[0:1], s[8:9], s10
	v_mov_b32_e32 v2, s16
	v_mov_b32_e32 v3, s17
	s_add_i32 s18, s18, s15
	v_mov_b32_e32 v8, s6
	v_mov_b32_e32 v9, s7
	v_mov_b32_e32 v10, s12
	v_mov_b32_e32 v11, s13
	v_mov_b32_e32 v6, s0
	v_mov_b32_e32 v7, s1
	v_mov_b32_e32 v5, s18
	s_and_b64 s[0:1], s[8:9], s[10:11]
	global_store_dwordx4 v21, v[0:3], s[2:3] offset:8
	global_store_dwordx4 v21, v[8:11], s[2:3] offset:40
	global_store_dwordx4 v21, v[4:7], s[2:3] offset:24
	v_mov_b32_e32 v4, s0
	v_mov_b32_e32 v5, s1
	s_xor_b64 s[0:1], s[8:9], s[10:11]
	s_or_b64 s[6:7], s[8:9], s[10:11]
	v_mov_b32_e32 v8, s0
	v_mov_b32_e32 v9, s1
	s_lshl_b64 s[0:1], s[8:9], 3
	v_mov_b32_e32 v20, s14
	v_mov_b32_e32 v14, s0
	v_mov_b32_e32 v15, s1
	s_lshr_b64 s[0:1], s[8:9], 3
	v_mov_b32_e32 v6, s6
	v_mov_b32_e32 v7, s7
	v_mov_b32_e32 v10, v0
	s_ashr_i64 s[6:7], s[8:9], 3
	v_mov_b32_e32 v0, s0
	s_movk_i32 s0, 0x3039
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v2, s6
	s_mul_i32 s1, s9, s0
	s_mul_hi_u32 s6, s8, s0
	s_mul_i32 s0, s8, s0
	s_add_i32 s6, s6, s1
	v_mov_b32_e32 v16, s0
	v_mad_u64_u32 v[22:23], s0, s9, s10, v[20:21]
	s_add_u32 s1, s8, 0x186a0
	v_mov_b32_e32 v12, s16
	v_mov_b32_e32 v13, s17
	v_mov_b32_e32 v3, s7
	s_addc_u32 s7, s9, 0
	v_mov_b32_e32 v17, s6
	v_mov_b32_e32 v18, s1
	v_mov_b32_e32 v19, s7
	global_store_dwordx4 v21, v[4:7], s[2:3] offset:56
	global_store_dwordx4 v21, v[8:11], s[2:3] offset:72
	global_store_dwordx4 v21, v[12:15], s[2:3] offset:88
	global_store_dwordx4 v21, v[0:3], s[2:3] offset:104
	global_store_dwordx4 v21, v[16:19], s[2:3] offset:120
	v_mov_b32_e32 v4, v23
	v_mov_b32_e32 v23, v21
	s_sub_u32 s6, 0, s8
	s_subb_u32 s7, 0, s9
	v_mov_b32_e32 v0, s6
	s_not_b64 s[0:1], s[8:9]
	v_mad_u64_u32 v[5:6], s6, s8, s11, v[22:23]
	s_ashr_i32 s6, s9, 31
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v2, s0
	s_mul_i32 s0, s10, s6
	s_mul_hi_u32 s7, s10, s6
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v5, v6
	s_add_i32 s1, s7, s0
	s_ashr_i32 s7, s11, 31
	s_mul_i32 s6, s11, s6
	s_mul_i32 s12, s7, s9
	v_add_co_u32 v4, s14, v4, v5
	v_add_co_ci_u32_e64 v5, s14, 0, 0, s14
	s_mul_hi_u32 s13, s7, s8
	s_add_i32 s1, s1, s6
	s_add_i32 s6, s13, s12
	v_mad_u64_u32 v[6:7], s13, s9, s11, v[4:5]
	s_mul_i32 s12, s7, s8
	v_mov_b32_e32 v14, s9
	s_add_i32 s6, s6, s12
	s_add_u32 s0, s12, s0
	s_addc_u32 s1, s6, s1
	v_mov_b32_e32 v17, s8
	v_add_co_u32 v4, vcc_lo, v6, s0
	s_cmp_eq_u64 s[8:9], s[10:11]
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v7, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lg_u64 s[8:9], s[10:11]
	v_cndmask_b32_e32 v9, s5, v14, vcc_lo
	v_cndmask_b32_e32 v8, s4, v17, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	global_store_dwordx4 v21, v[0:3], s[2:3] offset:136
	v_cndmask_b32_e32 v11, s5, v14, vcc_lo
	v_cndmask_b32_e32 v10, s4, v17, vcc_lo
	v_cmp_gt_u64_e64 vcc_lo, s[8:9], s[10:11]
	v_cmp_ge_u64_e64 s0, s[8:9], s[10:11]
	v_cmp_lt_u64_e64 s1, s[8:9], s[10:11]
	global_store_dwordx4 v21, v[4:7], s[2:3] offset:152
	global_store_dwordx4 v21, v[8:11], s[2:3] offset:168
	s_cmp_eq_u64 s[8:9], 0
	v_cndmask_b32_e32 v1, s5, v14, vcc_lo
	v_cndmask_b32_e32 v0, s4, v17, vcc_lo
	v_cmp_le_u64_e64 vcc_lo, s[8:9], s[10:11]
	v_cndmask_b32_e64 v3, s5, v14, s0
	v_cndmask_b32_e64 v2, s4, v17, s0
	v_cmp_gt_i64_e64 s0, s[8:9], s[10:11]
	v_cndmask_b32_e64 v5, s5, v14, s1
	v_cndmask_b32_e64 v4, s4, v17, s1
	v_cndmask_b32_e32 v7, s5, v14, vcc_lo
	v_cndmask_b32_e32 v6, s4, v17, vcc_lo
	v_cmp_lt_i64_e64 vcc_lo, s[8:9], s[10:11]
	v_cmp_ge_i64_e64 s1, s[8:9], s[10:11]
	v_cndmask_b32_e64 v9, s5, v14, s0
	v_cndmask_b32_e64 v8, s4, v17, s0
	v_cmp_lt_i64_e64 s0, s[10:11], 0
	v_cndmask_b32_e32 v13, s5, v14, vcc_lo
	v_cndmask_b32_e32 v12, s4, v17, vcc_lo
	v_cmp_le_i64_e64 vcc_lo, s[8:9], s[10:11]
	v_cndmask_b32_e64 v11, s5, v14, s1
	v_cndmask_b32_e64 v10, s4, v17, s1
	s_cselect_b32 s1, -1, 0
	v_cndmask_b32_e64 v16, 0, 1, s1
	v_cndmask_b32_e32 v15, s5, v14, vcc_lo
	s_xor_b32 s5, s1, s0
	v_cndmask_b32_e32 v14, s4, v17, vcc_lo
	s_and_b32 s4, s5, exec_lo
	s_cselect_b32 s4, 7, 9
	s_and_b32 s0, s1, s0
	v_mov_b32_e32 v17, s7
	v_cndmask_b32_e64 v19, 2.0, 1.0, s0
	v_mov_b32_e32 v18, s4
	global_store_dwordx4 v21, v[0:3], s[2:3] offset:184
	global_store_dwordx4 v21, v[4:7], s[2:3] offset:200
	global_store_dwordx4 v21, v[8:11], s[2:3] offset:216
	global_store_dwordx4 v21, v[12:15], s[2:3] offset:232
	global_store_dwordx4 v21, v[16:19], s[2:3] offset:124
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 19
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
	.size	int_uni_i64, .Lfunc_end0-int_uni_i64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 880
; NumSgprs: 21
; NumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 24
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
    .name:           int_uni_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         int_uni_i64.kd
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
