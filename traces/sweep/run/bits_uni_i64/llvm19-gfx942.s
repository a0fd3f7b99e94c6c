	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	bits_uni_i64                    ; -- Begin function bits_uni_i64
	.p2align	8
	.type	bits_uni_i64,@function
bits_uni_i64:                           ; @bits_uni_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[2:3], 0x10
	s_load_dwordx2 s[8:9], s[2:3], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v5, v1
	s_load_dwordx2 s[2:3], s[2:3], 0x20
	s_waitcnt lgkmcnt(0)
	s_bcnt1_i32_b64 s10, s[4:5]
	s_brev_b64 s[0:1], s[4:5]
	v_mov_b32_e32 v0, s10
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	s_flbit_i32_b64 s0, s[4:5]
	global_store_dwordx4 v1, v[0:3], s[8:9] offset:8
	s_min_u32 s1, s0, 64
	s_ff1_i32_b64 s10, s[4:5]
	v_mov_b32_e32 v0, 0x10203
	v_perm_b32 v3, 0, s4, v0
	v_perm_b32 v2, 0, s5, v0
	v_mov_b32_e32 v4, s1
	s_min_u32 s1, s10, 64
	v_mov_b32_e32 v0, s0
	s_ashr_i32 s0, s5, 31
	global_store_dwordx4 v1, v[2:5], s[8:9] offset:24
	v_mov_b64_e32 v[6:7], s[6:7]
	v_cmp_lt_i64_e32 vcc, s[4:5], v[6:7]
	v_mov_b32_e32 v2, s1
	s_mov_b32 s1, s0
	s_xor_b64 s[12:13], s[4:5], s[0:1]
	s_sub_u32 s1, s12, s0
	v_mov_b32_e32 v3, v1
	s_subb_u32 s0, s13, s0
	global_store_dwordx4 v1, v[0:3], s[8:9] offset:40
	v_cmp_gt_i64_e64 s[18:19], s[6:7], 0
	s_mov_b32 s11, 0
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v3, s0
	s_and_b64 s[0:1], vcc, exec
	v_cmp_gt_i64_e32 vcc, s[4:5], v[6:7]
	v_mov_b32_e32 v0, s10
	s_cselect_b32 s10, s5, s7
	s_cselect_b32 s12, s4, s6
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, s5, s7
	s_cselect_b32 s1, s4, s6
	v_cmp_lt_u64_e32 vcc, s[4:5], v[6:7]
	v_mov_b32_e32 v4, s1
	v_mov_b32_e32 v5, s0
	s_and_b64 s[0:1], vcc, exec
	v_cmp_gt_u64_e32 vcc, s[4:5], v[6:7]
	global_store_dwordx4 v1, v[0:3], s[8:9] offset:56
	s_nop 1
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s10
	s_cselect_b32 s10, s5, s7
	s_cselect_b32 s12, s4, s6
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, s5, s7
	s_cselect_b32 s1, s4, s6
	global_store_dwordx4 v1, v[2:5], s[8:9] offset:72
	s_nop 1
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s10
	v_mov_b32_e32 v4, s1
	v_mov_b32_e32 v5, s0
	s_add_u32 s12, s4, s6
	global_store_dwordx4 v1, v[2:5], s[8:9] offset:88
	s_addc_u32 s13, s5, s7
	v_cmp_lt_i64_e64 s[0:1], s[6:7], 0
	v_mov_b64_e32 v[2:3], s[4:5]
	v_cmp_lt_i64_e32 vcc, s[12:13], v[2:3]
	s_ashr_i32 s10, s13, 31
	s_xor_b64 s[14:15], s[0:1], vcc
	s_and_b64 s[0:1], s[14:15], exec
	s_cselect_b32 s16, s10, s12
	s_xor_b32 s10, s10, 0x80000000
	s_and_b64 s[0:1], s[14:15], exec
	v_cmp_lt_u64_e32 vcc, s[12:13], v[2:3]
	s_cselect_b32 s10, s10, s13
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, -1, s13
	s_cselect_b32 s1, -1, s12
	v_mov_b32_e32 v2, s16
	v_mov_b32_e32 v3, s10
	v_mov_b32_e32 v4, s1
	v_mov_b32_e32 v5, s0
	s_sub_u32 s16, s4, s6
	global_store_dwordx4 v1, v[2:5], s[8:9] offset:104
	s_subb_u32 s17, s5, s7
	s_ashr_i32 s10, s17, 31
	v_mov_b64_e32 v[2:3], s[4:5]
	v_cmp_lt_i64_e64 s[0:1], s[16:17], v[2:3]
	s_xor_b64 s[18:19], s[18:19], s[0:1]
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s22, s10, s16
	s_xor_b32 s10, s10, 0x80000000
	s_and_b64 s[0:1], s[18:19], exec
	v_cmp_gt_u64_e64 s[0:1], s[16:17], v[2:3]
	s_cselect_b32 s10, s10, s17
	s_and_b64 s[20:21], s[0:1], exec
	s_cselect_b32 s20, 0, s17
	s_cselect_b32 s21, 0, s16
	v_mov_b32_e32 v3, s10
	s_and_b32 s10, s6, 3
	v_mov_b32_e32 v4, s21
	v_mov_b32_e32 v5, s20
	s_lshl_b64 s[20:21], s[4:5], s10
	s_ashr_i32 s24, s5, 31
	v_mov_b32_e32 v2, s22
	s_ashr_i64 s[22:23], s[20:21], s10
	s_not_b32 s25, s24
	s_xor_b32 s24, s24, 0x7fffffff
	s_cmp_lg_u64 s[4:5], s[22:23]
	s_cselect_b32 s24, s24, s21
	s_cselect_b32 s25, s25, s20
	s_lshr_b64 s[22:23], s[20:21], s10
	s_cmp_lg_u64 s[4:5], s[22:23]
	global_store_dwordx4 v1, v[2:5], s[8:9] offset:120
	s_cselect_b32 s10, -1, s21
	s_cselect_b32 s20, -1, s20
	v_mov_b32_e32 v3, s24
	s_lshr_b64 s[22:23], s[6:7], 1
	s_not_b32 s24, s2
	v_mov_b32_e32 v4, s20
	s_lshl_b64 s[20:21], s[4:5], s2
	s_lshr_b64 s[22:23], s[22:23], s24
	v_mov_b32_e32 v5, s10
	s_or_b64 s[20:21], s[20:21], s[22:23]
	s_lshr_b32 s10, s7, 27
	s_lshl_b64 s[22:23], s[4:5], 5
	v_mov_b32_e32 v2, s25
	s_or_b64 s[22:23], s[22:23], s[10:11]
	global_store_dwordx4 v1, v[2:5], s[8:9] offset:136
	s_lshl_b32 s25, s4, 27
	s_nop 0
	v_mov_b32_e32 v4, s22
	v_mov_b32_e32 v5, s23
	s_lshl_b64 s[22:23], s[4:5], 1
	v_mov_b32_e32 v2, s20
	v_mov_b32_e32 v3, s21
	s_lshr_b64 s[20:21], s[6:7], s2
	s_lshl_b64 s[22:23], s[22:23], s24
	s_or_b64 s[20:21], s[22:23], s[20:21]
	s_lshr_b64 s[22:23], s[6:7], 5
	s_mov_b32 s24, s11
	s_or_b64 s[22:23], s[24:25], s[22:23]
	s_and_b64 s[14:15], s[14:15], exec
	global_store_dwordx4 v1, v[2:5], s[8:9] offset:152
	s_cselect_b32 s10, s13, s3
	s_nop 0
	v_mov_b32_e32 v2, s20
	s_cselect_b32 s20, s12, s2
	s_and_b64 s[14:15], vcc, exec
	v_mov_b32_e32 v3, s21
	v_mov_b32_e32 v4, s22
	v_mov_b32_e32 v5, s23
	s_cselect_b32 s13, s13, s3
	s_cselect_b32 s12, s12, s2
	global_store_dwordx4 v1, v[2:5], s[8:9] offset:168
	s_mul_i32 s14, s5, s6
	s_nop 0
	v_mov_b32_e32 v4, s12
	v_mov_b32_e32 v5, s13
	s_and_b64 s[12:13], s[18:19], exec
	v_mov_b32_e32 v2, s20
	v_mov_b32_e32 v3, s10
	s_cselect_b32 s10, s17, s3
	s_cselect_b32 s12, s16, s2
	s_and_b64 s[0:1], s[0:1], exec
	global_store_dwordx4 v1, v[2:5], s[8:9] offset:184
	s_cselect_b32 s0, s17, s3
	s_mul_hi_u32 s13, s4, s6
	v_mov_b32_e32 v2, s12
	s_mul_i32 s12, s4, s7
	s_cselect_b32 s1, s16, s2
	v_mov_b32_e32 v5, s0
	s_mul_hi_u32 s0, s4, s7
	s_add_u32 s15, s13, s12
	s_addc_u32 s16, 0, s0
	v_mov_b32_e32 v3, s10
	v_mov_b32_e32 v4, s1
	s_mul_hi_u32 s10, s5, s6
	s_add_u32 s1, s15, s14
	s_mul_hi_i32 s0, s5, s7
	s_addc_u32 s1, s16, s10
	s_addc_u32 s0, s0, 0
	s_mul_i32 s17, s5, s7
	s_add_u32 s1, s1, s17
	s_addc_u32 s0, 0, s0
	s_sub_u32 s18, s1, s6
	s_subb_u32 s19, s0, 0
	s_cmp_lt_i32 s5, 0
	s_cselect_b32 s18, s18, s1
	s_cselect_b32 s0, s19, s0
	s_sub_u32 s19, s18, s4
	s_subb_u32 s1, s0, 0
	s_cmp_lt_i32 s7, 0
	s_cselect_b32 s1, s1, s0
	s_cselect_b32 s0, s19, s18
	s_add_i32 s12, s13, s12
	s_add_i32 s18, s12, s14
	s_ashr_i32 s12, s18, 31
	s_mov_b32 s13, s12
	s_mul_i32 s19, s4, s6
	s_cmp_lg_u64 s[0:1], s[12:13]
	s_cselect_b32 s12, s18, s3
	s_cselect_b32 s13, s19, s2
	s_add_u32 s1, s15, s14
	s_mul_hi_u32 s0, s5, s7
	s_addc_u32 s1, s16, s10
	s_addc_u32 s10, s0, 0
	s_add_u32 s0, s1, s17
	s_addc_u32 s1, 0, s10
	s_cmp_lg_u64 s[0:1], 0
	s_cselect_b32 s0, s18, s3
	global_store_dwordx4 v1, v[2:5], s[8:9] offset:200
	s_cselect_b32 s1, s19, s2
	s_bfe_u32 s10, s4, 0xa0005
	v_mov_b32_e32 v5, s0
	s_and_b32 s0, s6, 15
	v_mov_b32_e32 v4, s1
	s_lshr_b64 s[0:1], s[4:5], s0
	v_mov_b32_e32 v2, s13
	v_mov_b32_e32 v3, s12
	s_and_b32 s0, s0, 0xff
	global_store_dwordx4 v1, v[2:5], s[8:9] offset:216
	v_mov_b32_e32 v0, s10
	s_and_b32 s10, s4, 0xffff
	v_mov_b32_e32 v2, s0
	s_lshl_b64 s[0:1], s[4:5], 8
	v_mov_b32_e32 v3, v1
	s_ashr_i64 s[0:1], s[0:1], 20
	s_and_b32 s12, s6, 0xffff0000
	s_mov_b32 s13, s7
	global_store_dwordx4 v1, v[0:3], s[8:9] offset:232
	s_or_b64 s[10:11], s[10:11], s[12:13]
	s_andn2_b64 s[12:13], s[6:7], s[2:3]
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	s_and_b64 s[0:1], s[4:5], s[2:3]
	v_mov_b32_e32 v4, s10
	v_mov_b32_e32 v5, s11
	s_or_b64 s[0:1], s[0:1], s[12:13]
	global_store_dwordx4 v1, v[2:5], s[8:9] offset:248
	s_andn2_b64 s[12:13], s[4:5], s[2:3]
	s_not_b64 s[10:11], s[2:3]
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	s_orn2_b64 s[0:1], s[4:5], s[2:3]
	v_mov_b32_e32 v4, s12
	v_mov_b32_e32 v5, s13
	s_not_b64 s[2:3], s[0:1]
	global_store_dwordx4 v1, v[2:5], s[8:9] offset:264
	s_nop 1
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v4, s2
	v_mov_b32_e32 v5, s3
	s_xor_b64 s[0:1], s[4:5], s[10:11]
	global_store_dwordx4 v1, v[2:5], s[8:9] offset:280
	s_nand_b64 s[2:3], s[4:5], s[6:7]
	s_nop 0
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	s_lshl_b64 s[0:1], 1, s6
	s_add_u32 s0, s0, -1
	v_mov_b32_e32 v4, s2
	v_mov_b32_e32 v5, s3
	s_addc_u32 s1, s1, -1
	s_mul_i32 s2, s5, 24
	s_mul_hi_u32 s3, s4, 24
	s_and_b64 s[0:1], s[0:1], s[4:5]
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s4, 24
	global_store_dwordx4 v1, v[2:5], s[8:9] offset:296
	s_nop 1
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v4, s2
	v_mov_b32_e32 v5, s3
	global_store_dwordx4 v1, v[2:5], s[8:9] offset:312
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 1272
; NumSgprs: 32
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         bits_uni_i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
