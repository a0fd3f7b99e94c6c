	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	bits_uni_i64                    ; -- Begin function bits_uni_i64
	.p2align	8
	.type	bits_uni_i64,@function
bits_uni_i64:                           ; @bits_uni_i64
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_mov_b32 s2, 0x10203
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v7, 0
	s_load_dwordx2 s[4:5], s[4:5], 0x20
	s_waitcnt lgkmcnt(0)
	s_bcnt1_i32_b64 s3, s[8:9]
	s_brev_b64 s[0:1], s[8:9]
	v_perm_b32 v5, 0, s8, s2
	v_perm_b32 v4, 0, s9, s2
	s_flbit_i32_b32 s2, s8
	s_ff1_i32_b32 s13, s9
	v_mov_b32_e32 v0, s3
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	s_flbit_i32_b32 s14, s9
	s_ff1_i32_b32 s15, s8
	v_add_nc_u32_e64 v6, s2, 32 clamp
	s_add_i32 s2, s2, 32
	s_add_i32 s0, s13, 32
	s_ashr_i32 s12, s9, 31
	v_add_nc_u32_e64 v8, s13, 32 clamp
	s_min_u32 s1, s2, s14
	s_min_u32 s16, s15, s0
	s_add_u32 s0, s8, s12
	s_mov_b32 s13, s12
	global_store_dwordx4 v1, v[0:3], s[6:7] offset:8
	v_mov_b32_e32 v0, s1
	s_addc_u32 s1, s9, s12
	v_cmp_lt_i64_e64 vcc_lo, s[8:9], s[10:11]
	v_mov_b32_e32 v12, s9
	v_mov_b32_e32 v13, s8
	v_min3_u32 v2, s15, v8, 64
	v_mov_b32_e32 v3, v7
	s_xor_b64 s[2:3], s[0:1], s[12:13]
	v_cmp_gt_i64_e64 s0, s[8:9], s[10:11]
	v_cndmask_b32_e32 v9, s11, v12, vcc_lo
	v_cndmask_b32_e32 v8, s10, v13, vcc_lo
	v_cmp_lt_u64_e64 vcc_lo, s[8:9], s[10:11]
	v_min3_u32 v6, v6, s14, 64
	global_store_dwordx4 v1, v[0:3], s[6:7] offset:40
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_cndmask_b32_e64 v11, s11, v12, s0
	v_cndmask_b32_e64 v10, s10, v13, s0
	s_add_u32 s16, s8, s10
	s_addc_u32 s17, s9, s11
	global_store_dwordx4 v1, v[4:7], s[6:7] offset:24
	global_store_dwordx4 v1, v[0:3], s[6:7] offset:56
	global_store_dwordx4 v1, v[8:11], s[6:7] offset:72
	v_cndmask_b32_e32 v3, s11, v12, vcc_lo
	v_cndmask_b32_e32 v2, s10, v13, vcc_lo
	v_cmp_lt_i64_e64 s1, s[16:17], s[8:9]
	v_cmp_gt_u64_e64 vcc_lo, s[8:9], s[10:11]
	v_cmp_lt_i64_e64 s3, s[10:11], 0
	s_ashr_i32 s0, s17, 31
	s_brev_b32 s2, 1
	v_mov_b32_e32 v0, s0
	s_xor_b32 s14, s0, s2
	v_cndmask_b32_e32 v5, s11, v12, vcc_lo
	v_cndmask_b32_e32 v4, s10, v13, vcc_lo
	s_xor_b32 vcc_lo, s3, s1
	v_mov_b32_e32 v7, s14
	s_sub_u32 s14, s8, s10
	s_subb_u32 s15, s9, s11
	v_cmp_gt_i64_e64 s18, s[10:11], 0
	v_cmp_lt_i64_e64 s3, s[14:15], s[8:9]
	s_ashr_i32 s1, s15, 31
	v_cndmask_b32_e32 v6, s16, v0, vcc_lo
	v_mov_b32_e32 v0, s1
	s_xor_b32 s1, s1, s2
	s_and_b32 s20, s10, 3
	v_mov_b32_e32 v11, s1
	s_xor_b32 s1, s18, s3
	s_lshl_b64 s[18:19], s[8:9], s20
	s_xor_b32 s21, s12, 0x7fffffff
	s_ashr_i64 s[2:3], s[18:19], s20
	v_cndmask_b32_e64 v10, s14, v0, s1
	s_cmp_lg_u64 s[8:9], s[2:3]
	v_mov_b32_e32 v0, s21
	s_cselect_b32 s3, -1, 0
	s_not_b32 s12, s12
	s_lshr_b64 s[20:21], s[18:19], s20
	v_mov_b32_e32 v14, s12
	s_cmp_lg_u64 s[8:9], s[20:21]
	v_cmp_lt_u64_e64 s0, s[16:17], s[8:9]
	v_cmp_gt_u64_e64 s2, s[14:15], s[8:9]
	v_cndmask_b32_e64 v15, s19, v0, s3
	v_cndmask_b32_e64 v14, s18, v14, s3
	s_cselect_b32 s3, -1, 0
	s_mov_b32 s13, 0
	v_cndmask_b32_e64 v17, s19, -1, s3
	v_cndmask_b32_e64 v16, s18, -1, s3
	s_lshr_b64 s[18:19], s[10:11], 1
	s_not_b32 s3, s4
	s_lshl_b64 s[20:21], s[8:9], s4
	s_lshr_b64 s[18:19], s[18:19], s3
	s_lshr_b32 s12, s11, 27
	s_lshl_b64 s[22:23], s[8:9], 5
	v_cndmask_b32_e32 v7, s17, v7, vcc_lo
	v_cndmask_b32_e64 v9, s17, -1, s0
	v_cndmask_b32_e64 v8, s16, -1, s0
	v_cndmask_b32_e64 v11, s15, v11, s1
	v_cndmask_b32_e64 v13, s15, 0, s2
	v_cndmask_b32_e64 v12, s14, 0, s2
	s_or_b64 s[18:19], s[20:21], s[18:19]
	s_or_b64 s[20:21], s[22:23], s[12:13]
	v_mov_b32_e32 v18, s18
	v_mov_b32_e32 v19, s19
	v_mov_b32_e32 v20, s20
	v_mov_b32_e32 v21, s21
	global_store_dwordx4 v1, v[2:5], s[6:7] offset:88
	global_store_dwordx4 v1, v[6:9], s[6:7] offset:104
	global_store_dwordx4 v1, v[10:13], s[6:7] offset:120
	global_store_dwordx4 v1, v[14:17], s[6:7] offset:136
	global_store_dwordx4 v1, v[18:21], s[6:7] offset:152
	v_mov_b32_e32 v0, s17
	v_mov_b32_e32 v2, s16
	s_lshl_b64 s[18:19], s[8:9], 1
	s_lshr_b64 s[20:21], s[10:11], s4
	s_lshl_b64 s[18:19], s[18:19], s3
	s_lshr_b64 s[22:23], s[10:11], 5
	s_lshl_b32 s25, s8, 27
	s_mov_b32 s24, s13
	v_cndmask_b32_e32 v9, s5, v0, vcc_lo
	v_cndmask_b32_e64 v11, s5, v0, s0
	v_cndmask_b32_e64 v10, s4, v2, s0
	v_mov_b32_e32 v0, s15
	s_mul_i32 s0, s8, s11
	s_mul_hi_u32 s15, s8, s10
	s_or_b64 s[18:19], s[18:19], s[20:21]
	s_or_b64 s[20:21], s[24:25], s[22:23]
	s_mul_hi_u32 s16, s8, s11
	s_mul_i32 s12, s9, s10
	s_add_u32 s17, s15, s0
	s_mul_hi_u32 s3, s9, s10
	s_addc_u32 s16, 0, s16
	v_mov_b32_e32 v4, s18
	v_mov_b32_e32 v5, s19
	s_mul_hi_i32 s18, s9, s11
	s_add_u32 s19, s17, s12
	v_mov_b32_e32 v6, s20
	s_addc_u32 s19, s16, s3
	s_mul_i32 s20, s9, s11
	s_addc_u32 s18, s18, 0
	s_add_u32 s19, s19, s20
	s_addc_u32 s18, 0, s18
	v_mov_b32_e32 v7, s21
	s_sub_u32 s21, s19, s10
	s_subb_u32 s22, s18, 0
	v_mov_b32_e32 v12, s21
	s_cmp_lt_i32 s9, 0
	v_mov_b32_e32 v3, s22
	v_cndmask_b32_e32 v8, s4, v2, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	v_cndmask_b32_e64 v13, s5, v0, s1
	v_cndmask_b32_e32 v16, s19, v12, vcc_lo
	v_cndmask_b32_e32 v3, s18, v3, vcc_lo
	v_cndmask_b32_e64 v15, s5, v0, s2
	v_mov_b32_e32 v2, s14
	s_cmp_lt_i32 s11, 0
	v_sub_co_u32 v0, vcc_lo, v16, s8
	v_subrev_co_ci_u32_e32 v17, vcc_lo, 0, v3, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_add_i32 s0, s15, s0
	v_cndmask_b32_e64 v14, s4, v2, s2
	s_add_i32 s2, s0, s12
	v_cndmask_b32_e64 v12, s4, v2, s1
	v_cndmask_b32_e32 v3, v3, v17, vcc_lo
	v_cndmask_b32_e32 v2, v16, v0, vcc_lo
	s_ashr_i32 s0, s2, 31
	v_mov_b32_e32 v0, s2
	s_mov_b32 s1, s0
	s_mul_hi_u32 s2, s9, s11
	s_add_u32 s12, s17, s12
	s_mul_i32 s14, s8, s10
	s_addc_u32 s3, s16, s3
	v_cmp_ne_u64_e32 vcc_lo, s[0:1], v[2:3]
	s_addc_u32 s1, s2, 0
	v_mov_b32_e32 v18, s14
	s_add_u32 s0, s3, s20
	s_addc_u32 s1, 0, s1
	v_mov_b32_e32 v3, v1
	s_cmp_lg_u64 s[0:1], 0
	v_cndmask_b32_e32 v17, s5, v0, vcc_lo
	v_cndmask_b32_e32 v16, s4, v18, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_and_b32 s0, s10, 15
	v_cndmask_b32_e32 v19, s5, v0, vcc_lo
	s_lshr_b64 s[0:1], s[8:9], s0
	s_bfe_u32 s1, s8, 0xa0005
	s_and_b32 s0, s0, 0xff
	v_mov_b32_e32 v0, s1
	v_mov_b32_e32 v2, s0
	s_lshl_b64 s[0:1], s[8:9], 8
	s_and_b32 s12, s8, 0xffff
	s_and_b32 s2, s10, 0xffff0000
	s_mov_b32 s3, s11
	v_cndmask_b32_e32 v18, s4, v18, vcc_lo
	s_ashr_i64 s[0:1], s[0:1], 20
	s_or_b64 s[2:3], s[12:13], s[2:3]
	global_store_dwordx4 v1, v[4:7], s[6:7] offset:168
	global_store_dwordx4 v1, v[8:11], s[6:7] offset:184
	global_store_dwordx4 v1, v[12:15], s[6:7] offset:200
	global_store_dwordx4 v1, v[16:19], s[6:7] offset:216
	global_store_dwordx4 v1, v[0:3], s[6:7] offset:232
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v4, s2
	v_mov_b32_e32 v5, s3
	s_and_b64 s[0:1], s[8:9], s[4:5]
	s_andn2_b64 s[2:3], s[10:11], s[4:5]
	s_not_b64 s[12:13], s[4:5]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	s_andn2_b64 s[2:3], s[8:9], s[4:5]
	v_mov_b32_e32 v6, s0
	v_mov_b32_e32 v7, s1
	s_orn2_b64 s[0:1], s[8:9], s[4:5]
	v_mov_b32_e32 v8, s2
	v_mov_b32_e32 v9, s3
	s_not_b64 s[2:3], s[0:1]
	v_mov_b32_e32 v10, s0
	v_mov_b32_e32 v11, s1
	s_xor_b64 s[0:1], s[8:9], s[12:13]
	v_mov_b32_e32 v12, s2
	v_mov_b32_e32 v14, s0
	v_mov_b32_e32 v15, s1
	s_lshl_b64 s[0:1], 1, s10
	v_mov_b32_e32 v13, s3
	s_nand_b64 s[2:3], s[8:9], s[10:11]
	s_add_u32 s0, s0, -1
	v_mov_b32_e32 v16, s2
	v_mov_b32_e32 v17, s3
	s_addc_u32 s1, s1, -1
	s_mul_i32 s2, s9, 24
	s_mul_hi_u32 s3, s8, 24
	s_and_b64 s[0:1], s[0:1], s[8:9]
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s8, 24
	v_mov_b32_e32 v18, s0
	v_mov_b32_e32 v19, s1
	v_mov_b32_e32 v20, s2
	v_mov_b32_e32 v21, s3
	global_store_dwordx4 v1, v[2:5], s[6:7] offset:248
	global_store_dwordx4 v1, v[6:9], s[6:7] offset:264
	global_store_dwordx4 v1, v[10:13], s[6:7] offset:280
	global_store_dwordx4 v1, v[14:17], s[6:7] offset:296
	global_store_dwordx4 v1, v[18:21], s[6:7] offset:312
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 26
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
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
	.size	bits_uni_i64, .Lfunc_end0-bits_uni_i64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1348
; NumSgprs: 28
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 22
; Occupancy: 20
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
    .name:           bits_uni_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         bits_uni_i64.kd
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
