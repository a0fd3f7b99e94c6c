	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	bits_uni_i32                    ; -- Begin function bits_uni_i32
	.p2align	8
	.type	bits_uni_i32,@function
bits_uni_i32:                           ; @bits_uni_i32
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x10
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	v_mov_b32_e32 v18, 0
	s_waitcnt lgkmcnt(0)
	s_bcnt1_i32_b32 s3, s0
	s_ff1_i32_b32 s8, s0
	s_flbit_i32_b32 s5, s0
	s_and_b32 s14, s1, 3
	v_mov_b32_e32 v0, s3
	s_min_u32 s3, s8, 32
	s_brev_b32 s4, s0
	s_min_u32 s15, s5, 32
	v_mov_b32_e32 v6, s3
	s_lshl_b32 s3, s0, s14
	s_abs_i32 s9, s0
	v_mov_b32_e32 v1, s4
	s_ashr_i32 s4, s0, 31
	v_perm_b32 v2, 0, s0, 0x10203
	v_mov_b32_e32 v5, s5
	v_mov_b32_e32 v3, s15
	s_ashr_i32 s5, s3, s14
	s_min_i32 s10, s0, s1
	s_max_i32 s11, s0, s1
	s_min_u32 s12, s0, s1
	s_max_u32 s13, s0, s1
	v_mov_b32_e32 v7, s8
	v_mov_b32_e32 v8, s9
	s_xor_b32 s4, s4, 0x7fffffff
	s_cmp_lg_u32 s0, s5
	global_store_dwordx4 v18, v[0:3], s[6:7] offset:4
	global_store_dwordx4 v18, v[5:8], s[6:7] offset:20
	s_cselect_b32 s4, s4, s3
	s_lshr_b32 s5, s3, s14
	v_alignbit_b32 v0, s0, s1, 1
	s_cmp_eq_u32 s0, s5
	v_add_nc_i32 v4, s0, s1 clamp
	s_cselect_b32 s3, s3, -1
	s_lshr_b32 s5, s0, 1
	s_not_b32 s8, s2
	v_mov_b32_e32 v8, s2
	v_alignbit_b32 v2, s5, v0, s8
	s_add_i32 s5, s0, s1
	v_sub_nc_i32 v6, s0, s1 clamp
	v_mov_b32_e32 v15, s5
	v_cmp_ne_u32_e32 vcc_lo, s5, v4
	v_alignbit_b32 v13, s0, s1, v8
	v_mov_b32_e32 v0, s4
	s_sub_i32 s4, s0, s1
	s_mul_i32 s9, s0, s1
	v_cndmask_b32_e32 v15, s2, v15, vcc_lo
	v_add_co_u32 v8, vcc_lo, s0, s1
	v_mov_b32_e32 v9, s10
	v_mov_b32_e32 v10, s11
	v_mov_b32_e32 v11, s12
	v_mov_b32_e32 v12, s13
	v_add_nc_u32_e64 v5, s0, s1 clamp
	v_sub_nc_u32_e64 v7, s0, s1 clamp
	v_cndmask_b32_e32 v16, s2, v8, vcc_lo
	v_mov_b32_e32 v8, s4
	v_cmp_ne_u32_e32 vcc_lo, s4, v6
	v_alignbit_b32 v3, s0, s1, 27
	v_mov_b32_e32 v1, s3
	s_mul_hi_i32 s3, s0, s1
	s_ashr_i32 s10, s9, 31
	v_alignbit_b32 v14, s0, s1, 5
	s_cmp_lg_u32 s3, s10
	s_mul_hi_u32 s3, s0, s1
	global_store_dwordx4 v18, v[9:12], s[6:7] offset:36
	global_store_dwordx4 v18, v[4:7], s[6:7] offset:52
	global_store_dwordx4 v18, v[0:3], s[6:7] offset:68
	global_store_dwordx4 v18, v[13:16], s[6:7] offset:84
	v_cndmask_b32_e32 v0, s2, v8, vcc_lo
	v_sub_co_u32 v1, vcc_lo, s0, s1
	s_cselect_b32 s10, s9, s2
	s_cmp_lg_u32 s3, 0
	v_mov_b32_e32 v2, s10
	s_cselect_b32 s9, s9, s2
	s_and_b32 s10, s1, 15
	s_and_b32 s12, s0, 0xffff
	s_and_b32 s14, s1, 0xffff0000
	v_mov_b32_e32 v3, s9
	s_lshr_b32 s9, s0, s10
	s_bfe_u32 s10, s0, 0xa0005
	s_or_b32 s12, s12, s14
	v_cndmask_b32_e32 v1, s2, v1, vcc_lo
	v_mov_b32_e32 v4, s10
	v_mov_b32_e32 v7, s12
	s_and_b32 s10, s0, s2
	s_andn2_b32 s12, s1, s2
	s_and_b32 s9, s9, 0xff
	s_bfe_i32 s15, s0, 0xc000c
	s_or_b32 s10, s10, s12
	v_mov_b32_e32 v5, s9
	v_mov_b32_e32 v6, s15
	global_store_dwordx4 v18, v[0:3], s[6:7] offset:100
	v_mov_b32_e32 v0, s10
	s_and_b32 s10, s1, 31
	s_orn2_b32 s12, s0, s2
	s_xor_b32 s8, s0, s8
	s_bfm_b32 s10, s10, 0
	s_andn2_b32 s14, s0, s2
	s_not_b32 s15, s12
	v_mov_b32_e32 v2, s12
	s_and_b32 s12, s0, s1
	global_store_dwordx4 v18, v[4:7], s[6:7] offset:116
	s_and_b32 s10, s10, s0
	v_mov_b32_e32 v4, s8
	s_mov_b32 s8, 0xffffff
	v_mov_b32_e32 v1, s14
	v_mov_b32_e32 v3, s15
	s_not_b32 s14, s12
	s_mul_i32 s15, s0, 24
	v_mov_b32_e32 v6, s10
	s_and_b32 s10, s0, s8
	s_and_b32 s8, s1, s8
	v_mov_b32_e32 v5, s14
	v_mov_b32_e32 v7, s15
	s_mul_i32 s8, s10, s8
	s_mov_b32 s3, 0
	s_add_i32 s8, s8, s2
	global_store_dwordx4 v18, v[0:3], s[6:7] offset:132
	global_store_dwordx4 v18, v[4:7], s[6:7] offset:148
	v_mov_b32_e32 v5, s3
	s_lshl_b32 s9, s0, 8
	v_mov_b32_e32 v8, s8
	s_lshl_b32 s8, s1, 8
	v_mov_b32_e32 v4, s2
	s_mul_hi_u32 s3, s9, s8
	s_mul_i32 s9, s9, s8
	s_bfe_i32 s14, s0, 0x180000
	s_bfe_i32 s15, s1, 0x180000
	v_mov_b32_e32 v0, s9
	s_mul_i32 s9, s0, 3
	s_mul_i32 s10, s14, s15
	v_mov_b32_e32 v1, s3
	v_mad_i64_i32 v[16:17], s3, s0, s1, v[4:5]
	s_add_i32 s3, s5, s2
	s_add_i32 s9, s5, s9
	s_lshl_b32 s5, s5, 3
	s_add_i32 s10, s10, s2
	v_mov_b32_e32 v7, s5
	s_lshr_b32 s5, s0, 3
	v_mov_b32_e32 v9, s10
	v_mad_u64_u32 v[2:3], s8, s0, s1, v[4:5]
	s_xor_b32 s8, s0, s1
	s_or_b32 s0, s0, s1
	s_and_b32 s1, s5, s1
	s_xor_b32 s8, s8, s2
	v_mov_b32_e32 v4, s3
	s_or_b32 s3, s12, s2
	s_or_b32 s0, s0, s2
	s_or_b32 s1, s1, s2
	s_sub_i32 s4, s4, s2
	global_store_dwordx2 v18, v[8:9], s[6:7] offset:164
	v_mov_b32_e32 v5, s8
	v_mov_b32_e32 v6, s9
	v_mov_b32_e32 v8, s3
	v_mov_b32_e32 v9, s0
	v_mov_b32_e32 v10, s1
	s_min_i32 s0, s11, s2
	s_max_i32 s1, s11, s2
	s_min_u32 s3, s13, s2
	s_max_u32 s2, s13, s2
	v_mov_b32_e32 v11, s4
	v_mov_b32_e32 v12, s0
	v_mov_b32_e32 v13, s1
	v_mov_b32_e32 v14, s3
	v_mov_b32_e32 v15, s2
	global_store_dwordx4 v18, v[0:3], s[6:7] offset:344
	global_store_dwordx2 v18, v[16:17], s[6:7] offset:360
	global_store_dwordx4 v18, v[4:7], s[6:7] offset:184
	global_store_dwordx4 v18, v[8:11], s[6:7] offset:200
	global_store_dwordx4 v18, v[12:15], s[6:7] offset:216
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bits_uni_i32
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 16
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
	.size	bits_uni_i32, .Lfunc_end0-bits_uni_i32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 900
; NumSgprs: 18
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 19
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
    .name:           bits_uni_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         bits_uni_i32.kd
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
