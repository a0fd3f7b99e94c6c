	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	int_uni_i64                     ; -- Begin function int_uni_i64
	.p2align	8
	.type	int_uni_i64,@function
int_uni_i64:                            ; @int_uni_i64
; %bb.0:                                ; %entry
	s_clause 0x2
	s_load_b128 s[4:7], s[2:3], 0x10
	s_load_b64 s[0:1], s[2:3], 0x0
	s_load_b64 s[2:3], s[2:3], 0x20
	s_waitcnt lgkmcnt(0)
	s_add_u32 s8, s4, s6
	s_mul_i32 s18, s4, s7
	s_mul_hi_u32 s19, s4, s6
	s_addc_u32 s10, s5, s7
	s_sub_u32 s21, s4, s6
	s_mul_i32 s20, s5, s6
	s_mul_i32 s9, s4, s6
	s_subb_u32 s22, s5, s7
	s_add_i32 s23, s19, s18
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, s8
	v_dual_mov_b32 v5, s9 :: v_dual_mov_b32 v2, s10
	s_lshl_b64 s[8:9], s[4:5], s6
	s_add_i32 s23, s23, s20
	v_dual_mov_b32 v3, s21 :: v_dual_mov_b32 v4, s22
	s_ashr_i64 s[12:13], s[4:5], s6
	v_dual_mov_b32 v7, s8 :: v_dual_mov_b32 v8, s9
	v_dual_mov_b32 v6, s23 :: v_dual_mov_b32 v11, s12
	s_or_b64 s[16:17], s[4:5], s[6:7]
	s_xor_b64 s[8:9], s[4:5], s[6:7]
	s_clause 0x1
	global_store_b128 v0, v[1:4], s[0:1] offset:8
	global_store_b128 v0, v[5:8], s[0:1] offset:24
	v_dual_mov_b32 v16, s17 :: v_dual_mov_b32 v5, s8
	v_dual_mov_b32 v6, s9 :: v_dual_mov_b32 v7, v1
	s_lshl_b64 s[8:9], s[4:5], 3
	s_lshr_b64 s[10:11], s[4:5], s6
	v_dual_mov_b32 v8, v2 :: v_dual_mov_b32 v19, s8
	v_dual_mov_b32 v20, s9 :: v_dual_mov_b32 v17, s21
	s_lshr_b64 s[8:9], s[4:5], 3
	v_dual_mov_b32 v9, s10 :: v_dual_mov_b32 v10, s11
	v_dual_mov_b32 v18, s22 :: v_dual_mov_b32 v1, s8
	s_ashr_i64 s[10:11], s[4:5], 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v2, s9 :: v_dual_mov_b32 v3, s10
	s_mul_i32 s8, s5, 0x3039
	s_mul_hi_u32 s9, s4, 0x3039
	s_and_b64 s[14:15], s[4:5], s[6:7]
	v_dual_mov_b32 v12, s13 :: v_dual_mov_b32 v13, s14
	s_add_i32 s9, s9, s8
	v_dual_mov_b32 v14, s15 :: v_dual_mov_b32 v15, s16
	s_add_u32 s10, s4, 0x186a0
	s_mul_i32 s8, s4, 0x3039
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v4, s11 :: v_dual_mov_b32 v21, s8
	s_addc_u32 s11, s5, 0
	v_dual_mov_b32 v22, s9 :: v_dual_mov_b32 v23, s10
	s_sub_u32 s10, 0, s4
	v_mov_b32_e32 v24, s11
	s_clause 0x5
	global_store_b128 v0, v[9:12], s[0:1] offset:40
	global_store_b128 v0, v[13:16], s[0:1] offset:56
	global_store_b128 v0, v[5:8], s[0:1] offset:72
	global_store_b128 v0, v[17:20], s[0:1] offset:88
	global_store_b128 v0, v[1:4], s[0:1] offset:104
	global_store_b128 v0, v[21:24], s[0:1] offset:120
	v_mov_b32_e32 v1, s10
	s_subb_u32 s11, 0, s5
	s_not_b64 s[8:9], s[4:5]
	s_ashr_i32 s10, s5, 31
	s_ashr_i32 s12, s7, 31
	v_dual_mov_b32 v2, s11 :: v_dual_mov_b32 v3, s8
	s_mul_i32 s8, s6, s10
	s_mul_hi_u32 s11, s6, s10
	s_mul_i32 s13, s12, s5
	s_mul_hi_u32 s14, s12, s4
	s_add_i32 s11, s11, s8
	s_mul_i32 s10, s7, s10
	s_add_i32 s13, s14, s13
	s_mul_i32 s14, s12, s4
	s_add_i32 s11, s11, s10
	s_add_i32 s13, s13, s14
	s_add_u32 s8, s14, s8
	s_addc_u32 s10, s13, s11
	s_mul_hi_u32 s13, s5, s6
	s_add_u32 s14, s20, s19
	s_mul_hi_u32 s11, s4, s7
	s_addc_u32 s13, s13, 0
	s_add_u32 s14, s18, s14
	s_addc_u32 s11, s11, 0
	v_mov_b32_e32 v4, s9
	s_add_u32 s9, s13, s11
	s_mul_i32 s13, s5, s7
	s_addc_u32 s11, 0, 0
	s_mul_hi_u32 s14, s5, s7
	s_add_u32 s9, s13, s9
	s_addc_u32 s11, s14, s11
	s_add_u32 s8, s9, s8
	s_addc_u32 s10, s11, s10
	v_mov_b32_e32 v5, s8
	s_cmp_eq_u64 s[4:5], s[6:7]
	v_mov_b32_e32 v7, s9
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s13, s4, s2
	s_cmp_lg_u64 s[4:5], s[6:7]
	v_dual_mov_b32 v6, s10 :: v_dual_mov_b32 v9, s13
	s_cselect_b32 s10, s5, s3
	s_cselect_b32 s14, s4, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v10, s8 :: v_dual_mov_b32 v11, s14
	v_cmp_gt_u64_e64 s8, s[4:5], s[6:7]
	v_mov_b32_e32 v12, s10
	v_cmp_ge_u64_e64 s9, s[4:5], s[6:7]
	v_cmp_lt_u64_e64 s13, s[4:5], s[6:7]
	s_clause 0x1
	global_store_b128 v0, v[1:4], s[0:1] offset:136
	global_store_b128 v0, v[9:12], s[0:1] offset:168
	s_and_b32 s8, s8, exec_lo
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s10, s4, s2
	s_and_b32 s9, s9, exec_lo
	v_dual_mov_b32 v8, s11 :: v_dual_mov_b32 v1, s10
	s_cselect_b32 s11, s4, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v2, s8 :: v_dual_mov_b32 v3, s11
	v_cmp_le_u64_e64 s8, s[4:5], s[6:7]
	s_cselect_b32 s9, s5, s3
	v_mov_b32_e32 v22, s12
	v_mov_b32_e32 v4, s9
	s_and_b32 s9, s13, exec_lo
	s_cselect_b32 s9, s5, s3
	v_cmp_gt_i64_e64 s13, s[4:5], s[6:7]
	s_cselect_b32 s10, s4, s2
	s_and_b32 s8, s8, exec_lo
	v_mov_b32_e32 v9, s10
	s_cselect_b32 s11, s4, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v10, s9 :: v_dual_mov_b32 v11, s11
	v_cmp_ge_i64_e64 s9, s[4:5], s[6:7]
	s_cselect_b32 s8, s5, s3
	v_mov_b32_e32 v12, s8
	s_and_b32 s8, s13, exec_lo
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s10, s4, s2
	s_and_b32 s9, s9, exec_lo
	v_mov_b32_e32 v13, s10
	v_cmp_lt_i64_e64 s13, s[4:5], s[6:7]
	s_cselect_b32 s11, s4, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v14, s8 :: v_dual_mov_b32 v15, s11
	v_cmp_le_i64_e64 s8, s[4:5], s[6:7]
	s_cselect_b32 s9, s5, s3
	v_cmp_lt_i64_e64 s6, s[6:7], 0
	v_mov_b32_e32 v16, s9
	s_and_b32 s9, s13, exec_lo
	s_cselect_b32 s9, s5, s3
	s_cselect_b32 s10, s4, s2
	s_and_b32 s8, s8, exec_lo
	v_mov_b32_e32 v17, s10
	s_cselect_b32 s3, s5, s3
	s_cselect_b32 s2, s4, s2
	s_cmp_eq_u64 s[4:5], 0
	v_dual_mov_b32 v18, s9 :: v_dual_mov_b32 v19, s2
	s_cselect_b32 s2, -1, 0
	v_mov_b32_e32 v20, s3
	s_xor_b32 s4, s2, s6
	v_cndmask_b32_e64 v21, 0, 1, s2
	s_and_b32 s3, s4, exec_lo
	s_cselect_b32 s3, 7, 9
	s_and_b32 s2, s2, s6
	v_mov_b32_e32 v23, s3
	v_cndmask_b32_e64 v24, 2.0, 1.0, s2
	s_clause 0x5
	global_store_b128 v0, v[1:4], s[0:1] offset:184
	global_store_b128 v0, v[9:12], s[0:1] offset:200
	global_store_b128 v0, v[13:16], s[0:1] offset:216
	global_store_b128 v0, v[17:20], s[0:1] offset:232
	global_store_b128 v0, v[5:8], s[0:1] offset:152
	global_store_b128 v0, v[21:24], s[0:1] offset:124
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int_uni_i64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 24
		.amdhsa_reserve_vcc 0
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
	.size	int_uni_i64, .Lfunc_end0-int_uni_i64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 936
; NumSgprs: 24
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 25
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	".note.GNU-stack","",@progbits
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
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         120
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         136
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         144
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         152
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .max_flat_workgroup_size: 1024
    .name:           int_uni_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         int_uni_i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
