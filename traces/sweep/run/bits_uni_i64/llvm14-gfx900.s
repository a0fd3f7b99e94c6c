	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	bits_uni_i64                    ; -- Begin function bits_uni_i64
	.p2align	8
	.type	bits_uni_i64,@function
bits_uni_i64:                           ; @bits_uni_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	s_load_dwordx2 s[12:13], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v5, 0
	s_load_dwordx2 s[14:15], s[4:5], 0x20
	s_waitcnt lgkmcnt(0)
	s_bcnt1_i32_b64 s2, s[8:9]
	s_brev_b64 s[0:1], s[8:9]
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	global_store_dwordx4 v1, v[0:3], s[12:13] offset:8
	s_flbit_i32_b32 s0, s8
	v_mov_b32_e32 v0, 0x10203
	v_perm_b32 v3, 0, s8, v0
	v_perm_b32 v2, 0, s9, v0
	v_add_u32_e64 v0, s0, 32 clamp
	s_flbit_i32_b32 s1, s9
	s_add_i32 s0, s0, 32
	v_min3_u32 v4, v0, s1, 64
	s_min_u32 s0, s0, s1
	s_ff1_i32_b32 s1, s9
	v_add_u32_e64 v0, s1, 32 clamp
	s_ff1_i32_b32 s2, s8
	s_add_i32 s1, s1, 32
	global_store_dwordx4 v1, v[2:5], s[12:13] offset:24
	s_ashr_i32 s18, s9, 31
	v_min3_u32 v2, s2, v0, 64
	s_min_u32 s2, s2, s1
	v_mov_b32_e32 v0, s0
	s_add_u32 s0, s8, s18
	s_mov_b32 s19, s18
	s_addc_u32 s1, s9, s18
	v_mov_b32_e32 v6, s10
	v_mov_b32_e32 v3, v5
	s_xor_b64 s[0:1], s[0:1], s[18:19]
	v_mov_b32_e32 v7, s11
	global_store_dwordx4 v1, v[0:3], s[12:13] offset:40
	v_cmp_lt_i64_e32 vcc, s[8:9], v[6:7]
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	global_store_dwordx4 v1, v[0:3], s[12:13] offset:56
	v_mov_b32_e32 v8, s9
	v_mov_b32_e32 v0, s11
	v_mov_b32_e32 v9, s10
	v_mov_b32_e32 v10, s8
	v_cndmask_b32_e32 v3, v0, v8, vcc
	v_cndmask_b32_e32 v2, v9, v10, vcc
	v_cmp_gt_i64_e32 vcc, s[8:9], v[6:7]
	s_add_u32 s0, s8, s10
	v_cndmask_b32_e32 v5, v0, v8, vcc
	v_cndmask_b32_e32 v4, v9, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[8:9], v[6:7]
	global_store_dwordx4 v1, v[2:5], s[12:13] offset:72
	s_addc_u32 s1, s9, s11
	v_cndmask_b32_e32 v3, v0, v8, vcc
	v_cndmask_b32_e32 v2, v9, v10, vcc
	v_cmp_gt_u64_e32 vcc, s[8:9], v[6:7]
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	v_cndmask_b32_e32 v5, v0, v8, vcc
	v_cndmask_b32_e32 v4, v9, v10, vcc
	v_cmp_lt_i64_e32 vcc, s[0:1], v[6:7]
	v_cmp_lt_i64_e64 s[2:3], s[10:11], 0
	s_ashr_i32 s4, s1, 31
	s_brev_b32 s16, 1
	s_xor_b64 vcc, s[2:3], vcc
	s_xor_b32 s2, s4, s16
	global_store_dwordx4 v1, v[2:5], s[12:13] offset:88
	v_cmp_gt_i64_e64 s[6:7], s[10:11], 0
	v_mov_b32_e32 v2, s4
	s_sub_u32 s4, s8, s10
	s_subb_u32 s5, s9, s11
	v_mov_b32_e32 v3, s2
	v_cmp_lt_i64_e64 s[2:3], s[4:5], v[6:7]
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v8, s1
	v_cmp_lt_u64_e64 s[0:1], s[0:1], v[6:7]
	s_ashr_i32 s19, s5, 31
	s_xor_b64 s[2:3], s[6:7], s[2:3]
	s_xor_b32 s6, s19, s16
	s_and_b32 s16, s10, 3
	v_cndmask_b32_e32 v2, v0, v2, vcc
	v_cndmask_b32_e32 v3, v8, v3, vcc
	v_cndmask_b32_e64 v5, v8, -1, s[0:1]
	v_cndmask_b32_e64 v4, v0, -1, s[0:1]
	v_mov_b32_e32 v9, s4
	v_mov_b32_e32 v10, s5
	v_cmp_gt_u64_e64 s[4:5], s[4:5], v[6:7]
	s_lshl_b64 s[20:21], s[8:9], s16
	global_store_dwordx4 v1, v[2:5], s[12:13] offset:104
	v_mov_b32_e32 v6, s20
	v_mov_b32_e32 v2, s19
	v_mov_b32_e32 v3, s6
	s_ashr_i64 s[6:7], s[20:21], s16
	s_xor_b32 s19, s18, 0x7fffffff
	v_cndmask_b32_e64 v2, v9, v2, s[2:3]
	v_cndmask_b32_e64 v3, v10, v3, s[2:3]
	v_cndmask_b32_e64 v5, v10, 0, s[4:5]
	v_cndmask_b32_e64 v4, v9, 0, s[4:5]
	s_cmp_lg_u64 s[8:9], s[6:7]
	global_store_dwordx4 v1, v[2:5], s[12:13] offset:120
	s_cselect_b64 s[6:7], -1, 0
	v_mov_b32_e32 v4, s21
	v_mov_b32_e32 v2, s19
	s_not_b32 s18, s18
	v_cndmask_b32_e64 v3, v4, v2, s[6:7]
	v_mov_b32_e32 v2, s18
	v_cndmask_b32_e64 v2, v6, v2, s[6:7]
	s_lshr_b64 s[6:7], s[20:21], s16
	s_cmp_lg_u64 s[8:9], s[6:7]
	s_cselect_b64 s[6:7], -1, 0
	s_lshr_b64 s[18:19], s[10:11], 1
	s_not_b32 s20, s14
	v_cndmask_b32_e64 v5, v4, -1, s[6:7]
	v_cndmask_b32_e64 v4, v6, -1, s[6:7]
	s_lshl_b64 s[6:7], s[8:9], s14
	s_lshr_b64 s[18:19], s[18:19], s20
	s_mov_b32 s17, 0
	s_or_b64 s[6:7], s[6:7], s[18:19]
	s_lshr_b32 s16, s11, 27
	s_lshl_b64 s[18:19], s[8:9], 5
	s_or_b64 s[18:19], s[18:19], s[16:17]
	global_store_dwordx4 v1, v[2:5], s[12:13] offset:136
	s_lshl_b32 s21, s8, 27
	v_mov_b32_e32 v4, s18
	v_mov_b32_e32 v5, s19
	s_lshl_b64 s[18:19], s[8:9], 1
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	s_lshr_b64 s[6:7], s[10:11], s14
	s_lshl_b64 s[18:19], s[18:19], s20
	s_or_b64 s[6:7], s[18:19], s[6:7]
	s_lshr_b64 s[18:19], s[10:11], 5
	s_mov_b32 s20, s17
	s_or_b64 s[18:19], s[20:21], s[18:19]
	global_store_dwordx4 v1, v[2:5], s[12:13] offset:152
	v_mov_b32_e32 v6, s15
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	v_mov_b32_e32 v4, s18
	v_mov_b32_e32 v5, s19
	v_mov_b32_e32 v7, s14
	global_store_dwordx4 v1, v[2:5], s[12:13] offset:168
	s_mul_i32 s16, s9, s11
	v_cndmask_b32_e32 v3, v6, v8, vcc
	v_cndmask_b32_e32 v2, v7, v0, vcc
	v_cndmask_b32_e64 v5, v6, v8, s[0:1]
	v_cndmask_b32_e64 v4, v7, v0, s[0:1]
	global_store_dwordx4 v1, v[2:5], s[12:13] offset:184
	s_mul_i32 s1, s8, s11
	v_cndmask_b32_e64 v5, v6, v10, s[4:5]
	v_cndmask_b32_e64 v4, v7, v9, s[4:5]
	s_mul_hi_u32 s4, s8, s10
	s_mul_hi_u32 s0, s8, s11
	s_add_u32 s5, s4, s1
	v_cndmask_b32_e64 v3, v6, v10, s[2:3]
	v_cndmask_b32_e64 v2, v7, v9, s[2:3]
	s_mul_i32 s3, s9, s10
	s_addc_u32 s6, 0, s0
	s_mul_hi_u32 s2, s9, s10
	s_add_u32 s7, s5, s3
	s_mul_hi_i32 s0, s9, s11
	s_addc_u32 s7, s6, s2
	s_addc_u32 s0, s0, 0
	s_add_u32 s7, s7, s16
	s_addc_u32 s0, 0, s0
	s_sub_u32 s18, s7, s10
	s_subb_u32 s19, s0, 0
	s_cmp_lt_i32 s9, 0
	global_store_dwordx4 v1, v[2:5], s[12:13] offset:200
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v2, s19
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_mov_b32_e32 v2, s7
	v_mov_b32_e32 v3, s18
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_subrev_co_u32_e32 v4, vcc, s8, v2
	v_subbrev_co_u32_e32 v3, vcc, 0, v0, vcc
	s_cmp_lt_i32 s11, 0
	s_cselect_b64 vcc, -1, 0
	s_add_i32 s0, s4, s1
	s_add_i32 s4, s0, s3
	s_ashr_i32 s0, s4, 31
	v_cndmask_b32_e32 v3, v0, v3, vcc
	v_cndmask_b32_e32 v2, v2, v4, vcc
	s_mov_b32 s1, s0
	v_cmp_ne_u64_e32 vcc, s[0:1], v[2:3]
	s_add_u32 s1, s5, s3
	s_mul_hi_u32 s0, s9, s11
	s_addc_u32 s1, s6, s2
	s_addc_u32 s2, s0, 0
	s_add_u32 s0, s1, s16
	s_mul_i32 s7, s8, s10
	s_addc_u32 s1, 0, s2
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v4, s7
	s_cmp_lg_u64 s[0:1], 0
	v_cndmask_b32_e32 v3, v6, v0, vcc
	v_cndmask_b32_e32 v2, v7, v4, vcc
	s_cselect_b64 vcc, -1, 0
	s_and_b32 s0, s10, 15
	s_lshr_b64 s[0:1], s[8:9], s0
	v_cndmask_b32_e32 v5, v6, v0, vcc
	v_cndmask_b32_e32 v4, v7, v4, vcc
	s_and_b32 s0, s0, 0xff
	global_store_dwordx4 v1, v[2:5], s[12:13] offset:216
	s_bfe_u32 s2, s8, 0xa0005
	v_mov_b32_e32 v2, s0
	s_lshl_b64 s[0:1], s[8:9], 8
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v3, v1
	s_ashr_i64 s[0:1], s[0:1], 20
	s_and_b32 s16, s8, 0xffff
	s_and_b32 s2, s10, 0xffff0000
	s_mov_b32 s3, s11
	global_store_dwordx4 v1, v[0:3], s[12:13] offset:232
	s_or_b64 s[2:3], s[16:17], s[2:3]
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	s_and_b64 s[0:1], s[8:9], s[14:15]
	s_andn2_b64 s[4:5], s[10:11], s[14:15]
	v_mov_b32_e32 v4, s2
	v_mov_b32_e32 v5, s3
	s_or_b64 s[0:1], s[0:1], s[4:5]
	global_store_dwordx4 v1, v[2:5], s[12:13] offset:248
	s_andn2_b64 s[4:5], s[8:9], s[14:15]
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	s_orn2_b64 s[0:1], s[8:9], s[14:15]
	s_not_b64 s[2:3], s[14:15]
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v5, s5
	s_not_b64 s[4:5], s[0:1]
	global_store_dwordx4 v1, v[2:5], s[12:13] offset:264
	s_nop 0
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v5, s5
	s_xor_b64 s[0:1], s[8:9], s[2:3]
	global_store_dwordx4 v1, v[2:5], s[12:13] offset:280
	s_nand_b64 s[2:3], s[8:9], s[10:11]
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	s_lshl_b64 s[0:1], 1, s10
	s_add_u32 s0, s0, -1
	v_mov_b32_e32 v4, s2
	v_mov_b32_e32 v5, s3
	s_addc_u32 s1, s1, -1
	s_mul_i32 s2, s9, 24
	s_mul_hi_u32 s3, s8, 24
	s_and_b64 s[0:1], s[0:1], s[8:9]
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s8, 24
	global_store_dwordx4 v1, v[2:5], s[12:13] offset:296
	s_nop 0
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v4, s2
	v_mov_b32_e32 v5, s3
	global_store_dwordx4 v1, v[2:5], s[12:13] offset:312
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bits_uni_i64
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
		.amdhsa_next_free_sgpr 22
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
	.size	bits_uni_i64, .Lfunc_end0-bits_uni_i64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1356
; NumSgprs: 24
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 24
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
    .name:           bits_uni_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         bits_uni_i64.kd
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
