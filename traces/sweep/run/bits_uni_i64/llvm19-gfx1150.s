	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	bits_uni_i64                    ; -- Begin function bits_uni_i64
	.p2align	8
	.type	bits_uni_i64,@function
bits_uni_i64:                           ; @bits_uni_i64
; %bb.0:                                ; %entry
	s_clause 0x2
	s_load_b128 s[4:7], s[2:3], 0x10
	s_load_b64 s[0:1], s[2:3], 0x0
	s_load_b64 s[2:3], s[2:3], 0x20
	s_mov_b32 s9, 0
	s_waitcnt lgkmcnt(0)
	s_bcnt1_i32_b64 s8, s[4:5]
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, s8
	s_ashr_i32 s12, s5, 31
	s_brev_b64 s[10:11], s[4:5]
	s_clz_i32_u64 s14, s[4:5]
	v_cmp_lt_i64_e64 s16, s[4:5], s[6:7]
	s_mov_b32 s13, s12
	s_ctz_i32_b64 s15, s[4:5]
	v_dual_mov_b32 v7, v1 :: v_dual_mov_b32 v2, s10
	s_min_u32 s8, s14, 64
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v3, s11 :: v_dual_mov_b32 v6, s8
	s_xor_b64 s[10:11], s[4:5], s[12:13]
	v_cmp_gt_i64_e64 s17, s[4:5], s[6:7]
	s_min_u32 s18, s15, 64
	v_perm_b32 v5, 0, s4, 0x10203
	v_perm_b32 v4, 0, s5, 0x10203
	s_sub_u32 s8, s10, s12
	s_subb_u32 s12, s11, s12
	s_and_b32 s10, s16, exec_lo
	s_cselect_b32 s10, s5, s7
	s_cselect_b32 s11, s4, s6
	s_clause 0x1
	global_store_b128 v1, v[0:3], s[0:1] offset:8
	global_store_b128 v1, v[4:7], s[0:1] offset:24
	v_dual_mov_b32 v2, s18 :: v_dual_mov_b32 v5, s10
	s_and_b32 s13, s17, exec_lo
	v_cmp_lt_u64_e64 s10, s[4:5], s[6:7]
	v_dual_mov_b32 v0, s14 :: v_dual_mov_b32 v3, v1
	s_cselect_b32 s13, s5, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v4, s11 :: v_dual_mov_b32 v7, s13
	v_cmp_gt_u64_e64 s11, s[4:5], s[6:7]
	s_cselect_b32 s14, s4, s6
	v_cmp_lt_i64_e64 s16, s[6:7], 0
	v_mov_b32_e32 v6, s14
	global_store_b128 v1, v[0:3], s[0:1] offset:40
	v_mov_b32_e32 v2, s8
	s_and_b32 s8, s10, exec_lo
	s_cselect_b32 s8, s5, s7
	s_cselect_b32 s13, s4, s6
	s_and_b32 s10, s11, exec_lo
	v_mov_b32_e32 v0, s15
	s_cselect_b32 s14, s5, s7
	s_cselect_b32 s15, s4, s6
	s_add_u32 s10, s4, s6
	s_addc_u32 s11, s5, s7
	v_mov_b32_e32 v3, s12
	v_cmp_lt_i64_e64 s12, s[10:11], s[4:5]
	v_cmp_lt_u64_e64 s23, s[10:11], s[4:5]
	global_store_b128 v1, v[4:7], s[0:1] offset:72
	v_mov_b32_e32 v5, s8
	s_ashr_i32 s8, s11, 31
	v_mov_b32_e32 v6, s15
	s_xor_b32 s22, s16, s12
	v_mov_b32_e32 v7, s14
	s_and_b32 s12, s22, exec_lo
	s_cselect_b32 s15, s8, s10
	s_xor_b32 s8, s8, 0x80000000
	s_and_b32 s12, s22, exec_lo
	s_cselect_b32 s8, s8, s11
	s_and_b32 s12, s23, exec_lo
	s_cselect_b32 s16, -1, s11
	s_cselect_b32 s17, -1, s10
	v_mov_b32_e32 v11, s16
	s_sub_u32 s12, s4, s6
	v_dual_mov_b32 v4, s13 :: v_dual_mov_b32 v9, s8
	s_subb_u32 s13, s5, s7
	v_cmp_gt_i64_e64 s18, s[6:7], 0
	v_cmp_lt_i64_e64 s14, s[12:13], s[4:5]
	v_cmp_gt_u64_e64 s25, s[12:13], s[4:5]
	s_ashr_i32 s8, s13, 31
	v_mov_b32_e32 v8, s15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s24, s18, s14
	s_and_b32 s14, s24, exec_lo
	s_cselect_b32 s14, s8, s12
	s_xor_b32 s8, s8, 0x80000000
	s_and_b32 s15, s24, exec_lo
	s_cselect_b32 s8, s8, s13
	s_and_b32 s15, s25, exec_lo
	v_mov_b32_e32 v13, s8
	s_cselect_b32 s18, 0, s13
	s_cselect_b32 s19, 0, s12
	s_and_b32 s20, s6, 3
	v_mov_b32_e32 v12, s14
	s_lshl_b64 s[14:15], s[4:5], s20
	s_ashr_i32 s21, s5, 31
	v_dual_mov_b32 v10, s17 :: v_dual_mov_b32 v15, s18
	s_ashr_i64 s[16:17], s[14:15], s20
	s_not_b32 s26, s21
	s_xor_b32 s21, s21, 0x7fffffff
	s_cmp_lg_u64 s[4:5], s[16:17]
	s_cselect_b32 s8, s21, s15
	s_cselect_b32 s21, s26, s14
	s_lshr_b64 s[16:17], s[14:15], s20
	v_mov_b32_e32 v17, s8
	s_cmp_lg_u64 s[4:5], s[16:17]
	s_cselect_b32 s15, -1, s15
	s_cselect_b32 s14, -1, s14
	v_dual_mov_b32 v14, s19 :: v_dual_mov_b32 v19, s15
	v_mov_b32_e32 v18, s14
	s_lshr_b64 s[14:15], s[6:7], 1
	s_not_b32 s20, s2
	s_lshl_b64 s[16:17], s[4:5], s2
	s_lshr_b64 s[14:15], s[14:15], s20
	s_lshr_b32 s8, s7, 27
	s_lshl_b64 s[18:19], s[4:5], 5
	s_or_b64 s[14:15], s[16:17], s[14:15]
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v16, s21 :: v_dual_mov_b32 v21, s15
	s_or_b64 s[16:17], s[18:19], s[8:9]
	v_mov_b32_e32 v20, s14
	s_lshl_b64 s[14:15], s[4:5], 1
	v_dual_mov_b32 v22, s16 :: v_dual_mov_b32 v23, s17
	s_lshr_b64 s[16:17], s[6:7], s2
	s_lshl_b64 s[14:15], s[14:15], s20
	s_lshr_b64 s[18:19], s[6:7], 5
	s_lshl_b32 s21, s4, 27
	s_mov_b32 s20, s9
	s_or_b64 s[14:15], s[14:15], s[16:17]
	s_or_b64 s[16:17], s[20:21], s[18:19]
	s_and_b32 s8, s22, exec_lo
	s_clause 0x5
	global_store_b128 v1, v[0:3], s[0:1] offset:56
	global_store_b128 v1, v[4:7], s[0:1] offset:88
	global_store_b128 v1, v[8:11], s[0:1] offset:104
	global_store_b128 v1, v[12:15], s[0:1] offset:120
	global_store_b128 v1, v[16:19], s[0:1] offset:136
	global_store_b128 v1, v[20:23], s[0:1] offset:152
	v_mov_b32_e32 v5, s17
	v_mov_b32_e32 v3, s15
	s_cselect_b32 s8, s11, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v2, s14 :: v_dual_mov_b32 v7, s8
	s_cselect_b32 s14, s10, s2
	s_and_b32 s15, s23, exec_lo
	s_cselect_b32 s15, s11, s3
	v_dual_mov_b32 v4, s16 :: v_dual_mov_b32 v9, s15
	s_cselect_b32 s16, s10, s2
	s_and_b32 s10, s24, exec_lo
	s_cselect_b32 s17, s13, s3
	s_cselect_b32 s18, s12, s2
	s_and_b32 s10, s25, exec_lo
	s_cselect_b32 s19, s13, s3
	s_cselect_b32 s20, s12, s2
	s_mul_i32 s12, s4, s7
	s_mul_hi_u32 s13, s4, s6
	s_mul_hi_u32 s10, s4, s7
	s_mul_i32 s22, s5, s6
	s_add_u32 s23, s13, s12
	s_mul_hi_u32 s21, s5, s6
	s_addc_u32 s24, 0, s10
	s_mul_hi_i32 s10, s5, s7
	s_add_u32 s11, s23, s22
	s_addc_u32 s11, s24, s21
	s_mul_i32 s25, s5, s7
	s_addc_u32 s10, s10, 0
	s_add_u32 s11, s11, s25
	s_addc_u32 s10, 0, s10
	s_sub_u32 s26, s11, s6
	s_subb_u32 s27, s10, 0
	s_cmp_lt_i32 s5, 0
	v_dual_mov_b32 v6, s14 :: v_dual_mov_b32 v11, s17
	s_cselect_b32 s14, s26, s11
	s_cselect_b32 s10, s27, s10
	s_sub_u32 s26, s14, s4
	s_subb_u32 s11, s10, 0
	s_cmp_lt_i32 s7, 0
	v_dual_mov_b32 v8, s16 :: v_dual_mov_b32 v13, s19
	s_cselect_b32 s11, s11, s10
	s_cselect_b32 s10, s26, s14
	s_add_i32 s8, s13, s12
	s_clause 0x1
	global_store_b128 v1, v[2:5], s[0:1] offset:168
	global_store_b128 v1, v[6:9], s[0:1] offset:184
	s_add_i32 s8, s8, s22
	v_mov_b32_e32 v3, v1
	s_ashr_i32 s12, s8, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mov_b32 s13, s12
	s_cmp_lg_u64 s[10:11], s[12:13]
	s_mul_i32 s12, s4, s6
	s_cselect_b32 s13, s8, s3
	s_cselect_b32 s14, s12, s2
	s_mul_hi_u32 s10, s5, s7
	s_add_u32 s11, s23, s22
	s_addc_u32 s11, s24, s21
	s_addc_u32 s15, s10, 0
	s_add_u32 s10, s11, s25
	s_addc_u32 s11, 0, s15
	v_dual_mov_b32 v10, s18 :: v_dual_mov_b32 v15, s13
	s_cmp_lg_u64 s[10:11], 0
	s_mov_b32 s13, s7
	s_cselect_b32 s8, s8, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v12, s20 :: v_dual_mov_b32 v17, s8
	s_cselect_b32 s10, s12, s2
	s_and_b32 s8, s6, 15
	v_mov_b32_e32 v16, s10
	s_lshr_b64 s[10:11], s[4:5], s8
	s_bfe_u32 s8, s4, 0xa0005
	s_and_b32 s10, s10, 0xff
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v2, s10
	s_lshl_b64 s[10:11], s[4:5], 8
	s_and_b32 s8, s4, 0xffff
	s_and_b32 s12, s6, 0xffff0000
	s_ashr_i64 s[10:11], s[10:11], 20
	s_or_b64 s[8:9], s[8:9], s[12:13]
	v_dual_mov_b32 v4, s10 :: v_dual_mov_b32 v5, s11
	v_dual_mov_b32 v6, s8 :: v_dual_mov_b32 v7, s9
	s_and_b64 s[8:9], s[4:5], s[2:3]
	s_and_not1_b64 s[10:11], s[6:7], s[2:3]
	v_mov_b32_e32 v14, s14
	s_not_b64 s[12:13], s[2:3]
	s_or_b64 s[8:9], s[8:9], s[10:11]
	s_and_not1_b64 s[10:11], s[4:5], s[2:3]
	s_or_not1_b64 s[2:3], s[4:5], s[2:3]
	v_dual_mov_b32 v8, s8 :: v_dual_mov_b32 v9, s9
	s_not_b64 s[8:9], s[2:3]
	s_clause 0x1
	global_store_b128 v1, v[10:13], s[0:1] offset:200
	global_store_b128 v1, v[14:17], s[0:1] offset:216
	v_mov_b32_e32 v15, s9
	v_dual_mov_b32 v13, s3 :: v_dual_mov_b32 v14, s8
	s_nand_b64 s[8:9], s[4:5], s[6:7]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v12, s2 :: v_dual_mov_b32 v19, s9
	s_xor_b64 s[2:3], s[4:5], s[12:13]
	v_dual_mov_b32 v10, s10 :: v_dual_mov_b32 v17, s3
	v_mov_b32_e32 v16, s2
	s_lshl_b64 s[2:3], 1, s6
	s_mul_i32 s6, s5, 24
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_mul_hi_u32 s7, s4, 24
	v_mov_b32_e32 v11, s11
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_add_i32 s7, s7, s6
	s_mul_i32 s4, s4, 24
	v_dual_mov_b32 v23, s7 :: v_dual_mov_b32 v18, s8
	v_dual_mov_b32 v20, s2 :: v_dual_mov_b32 v21, s3
	v_mov_b32_e32 v22, s4
	s_clause 0x5
	global_store_b128 v1, v[0:3], s[0:1] offset:232
	global_store_b128 v1, v[4:7], s[0:1] offset:248
	global_store_b128 v1, v[8:11], s[0:1] offset:264
	global_store_b128 v1, v[12:15], s[0:1] offset:280
	global_store_b128 v1, v[16:19], s[0:1] offset:296
	global_store_b128 v1, v[20:23], s[0:1] offset:312
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bits_uni_i64
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 28
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
	.size	bits_uni_i64, .Lfunc_end0-bits_uni_i64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1320
; NumSgprs: 28
; NumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 24
; Occupancy: 16
; WaveLimiterHint : 0
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
    .name:           bits_uni_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         bits_uni_i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
