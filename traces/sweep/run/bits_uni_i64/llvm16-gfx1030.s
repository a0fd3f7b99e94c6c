	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	bits_uni_i64                    ; -- Begin function bits_uni_i64
	.p2align	8
	.type	bits_uni_i64,@function
bits_uni_i64:                           ; @bits_uni_i64
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x10
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v7, 0
	s_load_dwordx2 s[4:5], s[4:5], 0x20
	s_mov_b32 s9, 0
	s_waitcnt lgkmcnt(0)
	s_bcnt1_i32_b64 s8, s[0:1]
	s_brev_b64 s[10:11], s[0:1]
	s_flbit_i32_b32 s13, s0
	s_ff1_i32_b32 s15, s1
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v3, s11
	v_add_nc_u32_e64 v6, s13, 32 clamp
	v_add_nc_u32_e64 v8, s15, 32 clamp
	s_flbit_i32_b32 s14, s1
	s_ashr_i32 s12, s1, 31
	s_add_i32 s8, s13, 32
	s_ff1_i32_b32 s16, s0
	s_mov_b32 s13, s12
	s_min_u32 s8, s8, s14
	v_perm_b32 v5, 0, s0, 0x10203
	v_perm_b32 v4, 0, s1, 0x10203
	global_store_dwordx4 v1, v[0:3], s[6:7] offset:8
	v_min3_u32 v6, v6, s14, 64
	v_min3_u32 v2, s16, v8, 64
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v0, s8
	s_xor_b64 s[10:11], s[0:1], s[12:13]
	v_cmp_lt_i64_e64 s13, s[0:1], s[2:3]
	s_add_i32 s15, s15, 32
	global_store_dwordx4 v1, v[4:7], s[6:7] offset:24
	global_store_dwordx4 v1, v[0:3], s[6:7] offset:40
	s_min_u32 s8, s16, s15
	s_sub_u32 s10, s10, s12
	s_subb_u32 s11, s11, s12
	v_mov_b32_e32 v0, s8
	v_cmp_gt_i64_e64 s8, s[0:1], s[2:3]
	v_mov_b32_e32 v2, s10
	s_and_b32 s10, s13, exec_lo
	s_cselect_b32 s10, s1, s3
	v_cmp_lt_u64_e64 s13, s[0:1], s[2:3]
	v_mov_b32_e32 v5, s10
	v_cmp_gt_u64_e64 s10, s[0:1], s[2:3]
	v_mov_b32_e32 v3, s11
	s_cselect_b32 s11, s0, s2
	s_and_b32 s8, s8, exec_lo
	s_cselect_b32 s8, s1, s3
	s_cselect_b32 s12, s0, s2
	v_mov_b32_e32 v7, s8
	s_and_b32 s8, s13, exec_lo
	v_mov_b32_e32 v6, s12
	s_cselect_b32 s8, s1, s3
	s_cselect_b32 s12, s0, s2
	s_and_b32 s10, s10, exec_lo
	s_cselect_b32 s14, s1, s3
	s_cselect_b32 s13, s0, s2
	s_add_u32 s10, s0, s2
	v_mov_b32_e32 v4, s11
	s_addc_u32 s11, s1, s3
	v_cmp_lt_i64_e64 s16, s[2:3], 0
	v_cmp_lt_i64_e64 s15, s[10:11], s[0:1]
	v_cmp_lt_u64_e64 s23, s[10:11], s[0:1]
	global_store_dwordx4 v1, v[0:3], s[6:7] offset:56
	v_mov_b32_e32 v3, s8
	s_ashr_i32 s8, s11, 31
	v_mov_b32_e32 v2, s12
	s_xor_b32 s22, s16, s15
	global_store_dwordx4 v1, v[4:7], s[6:7] offset:72
	s_and_b32 s12, s22, exec_lo
	s_cselect_b32 s15, s8, s10
	s_xor_b32 s8, s8, 0x80000000
	s_and_b32 s12, s22, exec_lo
	s_cselect_b32 s8, s8, s11
	s_and_b32 s12, s23, exec_lo
	s_cselect_b32 s16, -1, s11
	s_cselect_b32 s17, -1, s10
	s_sub_u32 s12, s0, s2
	v_mov_b32_e32 v4, s13
	s_subb_u32 s13, s1, s3
	v_mov_b32_e32 v5, s14
	v_cmp_lt_i64_e64 s14, s[12:13], s[0:1]
	v_cmp_gt_i64_e64 s18, s[2:3], 0
	v_cmp_gt_u64_e64 s25, s[12:13], s[0:1]
	v_mov_b32_e32 v7, s8
	s_ashr_i32 s8, s13, 31
	v_mov_b32_e32 v6, s15
	v_mov_b32_e32 v8, s17
	s_xor_b32 s24, s18, s14
	v_mov_b32_e32 v9, s16
	s_and_b32 s14, s24, exec_lo
	s_cselect_b32 s14, s8, s12
	s_xor_b32 s8, s8, 0x80000000
	s_and_b32 s15, s24, exec_lo
	s_cselect_b32 s8, s8, s13
	s_and_b32 s15, s25, exec_lo
	s_cselect_b32 s18, 0, s13
	s_cselect_b32 s19, 0, s12
	s_and_b32 s20, s2, 3
	v_mov_b32_e32 v10, s14
	s_lshl_b64 s[14:15], s[0:1], s20
	s_ashr_i32 s21, s1, 31
	s_ashr_i64 s[16:17], s[14:15], s20
	s_not_b32 s26, s21
	s_xor_b32 s21, s21, 0x7fffffff
	s_cmp_lg_u64 s[0:1], s[16:17]
	v_mov_b32_e32 v11, s8
	s_cselect_b32 s8, s21, s15
	s_cselect_b32 s21, s26, s14
	s_lshr_b64 s[16:17], s[14:15], s20
	v_mov_b32_e32 v12, s19
	s_cmp_lg_u64 s[0:1], s[16:17]
	v_mov_b32_e32 v13, s18
	s_cselect_b32 s15, -1, s15
	s_cselect_b32 s14, -1, s14
	v_mov_b32_e32 v17, s15
	v_mov_b32_e32 v16, s14
	s_lshr_b64 s[14:15], s[2:3], 1
	s_not_b32 s20, s4
	s_lshl_b64 s[16:17], s[0:1], s4
	s_lshr_b64 s[14:15], s[14:15], s20
	v_mov_b32_e32 v15, s8
	s_lshr_b32 s8, s3, 27
	s_lshl_b64 s[18:19], s[0:1], 5
	s_or_b64 s[14:15], s[16:17], s[14:15]
	s_or_b64 s[16:17], s[18:19], s[8:9]
	v_mov_b32_e32 v18, s14
	v_mov_b32_e32 v19, s15
	s_lshl_b64 s[14:15], s[0:1], 1
	v_mov_b32_e32 v14, s21
	v_mov_b32_e32 v20, s16
	v_mov_b32_e32 v21, s17
	s_lshr_b64 s[16:17], s[2:3], s4
	s_lshl_b64 s[14:15], s[14:15], s20
	s_lshr_b64 s[18:19], s[2:3], 5
	s_lshl_b32 s21, s0, 27
	s_mov_b32 s20, s9
	s_or_b64 s[14:15], s[14:15], s[16:17]
	s_or_b64 s[16:17], s[20:21], s[18:19]
	s_and_b32 s8, s22, exec_lo
	global_store_dwordx4 v1, v[2:5], s[6:7] offset:88
	global_store_dwordx4 v1, v[6:9], s[6:7] offset:104
	global_store_dwordx4 v1, v[10:13], s[6:7] offset:120
	global_store_dwordx4 v1, v[14:17], s[6:7] offset:136
	global_store_dwordx4 v1, v[18:21], s[6:7] offset:152
	v_mov_b32_e32 v4, s14
	v_mov_b32_e32 v5, s15
	s_cselect_b32 s8, s11, s5
	s_cselect_b32 s14, s10, s4
	s_and_b32 s15, s23, exec_lo
	v_mov_b32_e32 v6, s16
	s_cselect_b32 s15, s11, s5
	s_cselect_b32 s16, s10, s4
	s_and_b32 s10, s24, exec_lo
	v_mov_b32_e32 v7, s17
	s_cselect_b32 s17, s13, s5
	s_cselect_b32 s18, s12, s4
	s_and_b32 s10, s25, exec_lo
	s_cselect_b32 s19, s13, s5
	s_cselect_b32 s20, s12, s4
	s_mul_i32 s12, s0, s3
	s_mul_hi_u32 s13, s0, s2
	s_mul_hi_u32 s10, s0, s3
	s_mul_i32 s22, s1, s2
	s_add_u32 s23, s13, s12
	s_mul_hi_u32 s21, s1, s2
	s_addc_u32 s24, 0, s10
	s_mul_hi_i32 s10, s1, s3
	s_add_u32 s11, s23, s22
	s_addc_u32 s11, s24, s21
	s_mul_i32 s25, s1, s3
	s_addc_u32 s10, s10, 0
	s_add_u32 s11, s11, s25
	s_addc_u32 s10, 0, s10
	s_sub_u32 s26, s11, s2
	s_subb_u32 s27, s10, 0
	s_cmp_lt_i32 s1, 0
	v_mov_b32_e32 v8, s14
	s_cselect_b32 s14, s26, s11
	s_cselect_b32 s10, s27, s10
	s_sub_u32 s26, s14, s0
	s_subb_u32 s11, s10, 0
	s_cmp_lt_i32 s3, 0
	v_mov_b32_e32 v9, s8
	s_cselect_b32 s11, s11, s10
	s_cselect_b32 s10, s26, s14
	s_add_i32 s8, s13, s12
	v_mov_b32_e32 v11, s15
	s_add_i32 s8, s8, s22
	v_mov_b32_e32 v3, v1
	s_ashr_i32 s12, s8, 31
	v_mov_b32_e32 v10, s16
	s_mov_b32 s13, s12
	v_mov_b32_e32 v12, s18
	s_cmp_lg_u64 s[10:11], s[12:13]
	s_mul_i32 s12, s0, s2
	s_cselect_b32 s13, s8, s5
	s_cselect_b32 s14, s12, s4
	s_mul_hi_u32 s10, s1, s3
	s_add_u32 s11, s23, s22
	s_addc_u32 s11, s24, s21
	s_addc_u32 s15, s10, 0
	s_add_u32 s10, s11, s25
	s_addc_u32 s11, 0, s15
	v_mov_b32_e32 v17, s13
	s_cmp_lg_u64 s[10:11], 0
	s_mov_b32 s13, s3
	s_cselect_b32 s10, s12, s4
	s_cselect_b32 s8, s8, s5
	v_mov_b32_e32 v18, s10
	s_and_b32 s10, s2, 15
	v_mov_b32_e32 v19, s8
	s_lshr_b64 s[10:11], s[0:1], s10
	s_bfe_u32 s8, s0, 0xa0005
	s_and_b32 s10, s10, 0xff
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v2, s10
	s_lshl_b64 s[10:11], s[0:1], 8
	s_and_b32 s8, s0, 0xffff
	s_and_b32 s12, s2, 0xffff0000
	v_mov_b32_e32 v13, s17
	v_mov_b32_e32 v14, s20
	v_mov_b32_e32 v15, s19
	v_mov_b32_e32 v16, s14
	s_ashr_i64 s[10:11], s[10:11], 20
	s_or_b64 s[8:9], s[8:9], s[12:13]
	global_store_dwordx4 v1, v[4:7], s[6:7] offset:168
	global_store_dwordx4 v1, v[8:11], s[6:7] offset:184
	global_store_dwordx4 v1, v[12:15], s[6:7] offset:200
	global_store_dwordx4 v1, v[16:19], s[6:7] offset:216
	global_store_dwordx4 v1, v[0:3], s[6:7] offset:232
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v3, s11
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	s_and_b64 s[8:9], s[0:1], s[4:5]
	s_andn2_b64 s[10:11], s[2:3], s[4:5]
	s_not_b64 s[12:13], s[4:5]
	s_or_b64 s[8:9], s[8:9], s[10:11]
	s_andn2_b64 s[10:11], s[0:1], s[4:5]
	s_orn2_b64 s[4:5], s[0:1], s[4:5]
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	s_not_b64 s[8:9], s[4:5]
	v_mov_b32_e32 v10, s4
	v_mov_b32_e32 v12, s8
	v_mov_b32_e32 v13, s9
	s_nand_b64 s[8:9], s[0:1], s[2:3]
	s_lshl_b64 s[2:3], 1, s2
	v_mov_b32_e32 v11, s5
	s_xor_b64 s[4:5], s[0:1], s[12:13]
	s_add_u32 s2, s2, -1
	v_mov_b32_e32 v14, s4
	v_mov_b32_e32 v15, s5
	s_addc_u32 s3, s3, -1
	s_mul_i32 s4, s1, 24
	s_mul_hi_u32 s5, s0, 24
	v_mov_b32_e32 v8, s10
	v_mov_b32_e32 v9, s11
	s_and_b64 s[2:3], s[2:3], s[0:1]
	s_add_i32 s5, s5, s4
	s_mul_i32 s0, s0, 24
	v_mov_b32_e32 v16, s8
	v_mov_b32_e32 v17, s9
	v_mov_b32_e32 v18, s2
	v_mov_b32_e32 v19, s3
	v_mov_b32_e32 v20, s0
	v_mov_b32_e32 v21, s5
	global_store_dwordx4 v1, v[2:5], s[6:7] offset:248
	global_store_dwordx4 v1, v[6:9], s[6:7] offset:264
	global_store_dwordx4 v1, v[10:13], s[6:7] offset:280
	global_store_dwordx4 v1, v[14:17], s[6:7] offset:296
	global_store_dwordx4 v1, v[18:21], s[6:7] offset:312
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
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
		.amdhsa_next_free_sgpr 28
		.amdhsa_reserve_vcc 0
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
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1304
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
; Occupancy: 16
; WaveLimiterHint : 0
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
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
