	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	bits_uni_i32                    ; -- Begin function bits_uni_i32
	.p2align	8
	.type	bits_uni_i32,@function
bits_uni_i32:                           ; @bits_uni_i32
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x10
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	v_mov_b32_e32 v18, 0
	s_waitcnt lgkmcnt(0)
	s_bcnt1_i32_b32 s3, s0
	s_ff1_i32_b32 s8, s0
	v_mov_b32_e32 v0, s3
	s_min_u32 s3, s8, 32
	s_brev_b32 s6, s0
	v_mov_b32_e32 v5, s3
	s_and_b32 s3, s1, 3
	s_flbit_i32_b32 s7, s0
	v_mov_b32_e32 v1, s6
	s_lshl_b32 s6, s0, s3
	s_min_i32 s10, s0, s1
	s_max_i32 s11, s0, s1
	s_min_u32 s12, s0, s1
	s_max_u32 s13, s0, s1
	s_min_u32 s14, s7, 32
	v_mov_b32_e32 v4, s7
	s_ashr_i32 s7, s0, 31
	v_mov_b32_e32 v6, s8
	s_ashr_i32 s8, s6, s3
	s_abs_i32 s9, s0
	v_mov_b32_e32 v8, s10
	v_mov_b32_e32 v9, s11
	v_mov_b32_e32 v10, s12
	v_mov_b32_e32 v11, s13
	s_xor_b32 s7, s7, 0x7fffffff
	v_perm_b32 v2, 0, s0, 0x10203
	v_mov_b32_e32 v3, s14
	s_cmp_lg_u32 s0, s8
	v_mov_b32_e32 v7, s9
	s_cselect_b32 s7, s7, s6
	s_lshr_b32 s3, s6, s3
	v_add_nc_i32 v12, s0, s1 clamp
	global_store_dwordx4 v18, v[8:11], s[4:5] offset:36
	global_store_dwordx4 v18, v[0:3], s[4:5] offset:4
	global_store_dwordx4 v18, v[4:7], s[4:5] offset:20
	s_cmp_eq_u32 s0, s3
	v_alignbit_b32 v0, s0, s1, 1
	s_cselect_b32 s3, s6, -1
	s_add_i32 s9, s0, s1
	s_lshr_b32 s6, s0, 1
	s_not_b32 s8, s2
	v_mov_b32_e32 v6, s9
	v_cmp_ne_u32_e32 vcc_lo, s9, v12
	v_alignbit_b32 v2, s6, v0, s8
	s_mul_i32 s6, s0, s1
	v_mov_b32_e32 v0, s7
	s_mul_hi_i32 s7, s0, s1
	s_ashr_i32 s10, s6, 31
	v_mov_b32_e32 v1, s3
	s_sub_i32 s3, s0, s1
	v_sub_nc_i32 v14, s0, s1 clamp
	v_cndmask_b32_e32 v6, s2, v6, vcc_lo
	v_add_co_u32 v7, vcc_lo, s0, s1
	s_cmp_lg_u32 s7, s10
	s_mul_hi_u32 s10, s0, s1
	v_mov_b32_e32 v4, s2
	s_cselect_b32 s12, s6, s2
	s_cmp_lg_u32 s10, 0
	v_mov_b32_e32 v10, s12
	s_cselect_b32 s14, s6, s2
	s_and_b32 s12, s1, 15
	v_add_nc_u32_e64 v13, s0, s1 clamp
	v_sub_nc_u32_e64 v15, s0, s1 clamp
	v_cndmask_b32_e32 v7, s2, v7, vcc_lo
	v_mov_b32_e32 v8, s3
	v_cmp_ne_u32_e32 vcc_lo, s3, v14
	v_alignbit_b32 v3, s0, s1, 27
	s_lshr_b32 s12, s0, s12
	v_alignbit_b32 v4, s0, s1, v4
	v_alignbit_b32 v5, s0, s1, 5
	v_mov_b32_e32 v11, s14
	s_bfe_u32 s14, s0, 0xa0005
	s_and_b32 s12, s12, 0xff
	v_cndmask_b32_e32 v8, s2, v8, vcc_lo
	v_sub_co_u32 v9, vcc_lo, s0, s1
	global_store_dwordx4 v18, v[12:15], s[4:5] offset:52
	global_store_dwordx4 v18, v[0:3], s[4:5] offset:68
	global_store_dwordx4 v18, v[4:7], s[4:5] offset:84
	v_mov_b32_e32 v0, s14
	v_mov_b32_e32 v1, s12
	s_and_b32 s12, s0, s2
	s_andn2_b32 s14, s1, s2
	s_and_b32 s16, s0, 0xffff
	s_or_b32 s12, s12, s14
	s_and_b32 s17, s1, 0xffff0000
	v_mov_b32_e32 v4, s12
	s_and_b32 s12, s1, 31
	v_cndmask_b32_e32 v9, s2, v9, vcc_lo
	s_or_b32 s16, s16, s17
	s_orn2_b32 s14, s0, s2
	s_bfm_b32 s12, s12, 0
	v_mov_b32_e32 v3, s16
	s_andn2_b32 s16, s0, s2
	s_not_b32 s17, s14
	v_mov_b32_e32 v6, s14
	s_xor_b32 s8, s0, s8
	s_and_b32 s14, s0, s1
	s_and_b32 s12, s12, s0
	global_store_dwordx4 v18, v[8:11], s[4:5] offset:100
	v_mov_b32_e32 v5, s16
	v_mov_b32_e32 v7, s17
	s_not_b32 s16, s14
	s_mul_i32 s17, s0, 24
	v_mov_b32_e32 v8, s8
	v_mov_b32_e32 v10, s12
	s_and_b32 s8, s0, 0xffffff
	s_and_b32 s12, s1, 0xffffff
	v_mov_b32_e32 v9, s16
	v_mov_b32_e32 v11, s17
	s_bfe_i32 s16, s0, 0x180000
	s_bfe_i32 s17, s1, 0x180000
	s_mul_i32 s8, s8, s12
	s_mul_i32 s12, s16, s17
	s_add_i32 s8, s8, s2
	s_lshl_b32 s15, s0, 8
	s_add_i32 s12, s12, s2
	v_mov_b32_e32 v12, s8
	s_lshl_b32 s8, s1, 8
	s_bfe_i32 s18, s0, 0xc000c
	v_mov_b32_e32 v13, s12
	s_mul_hi_u32 s12, s15, s8
	s_mul_i32 s15, s15, s8
	s_add_u32 s8, s6, s2
	s_addc_u32 s10, s10, 0
	s_add_u32 s6, s6, s2
	s_addc_u32 s7, s7, 0
	v_mov_b32_e32 v2, s18
	v_mov_b32_e32 v17, s7
	v_mov_b32_e32 v16, s6
	s_xor_b32 s7, s0, s1
	global_store_dwordx4 v18, v[0:3], s[4:5] offset:116
	global_store_dwordx4 v18, v[4:7], s[4:5] offset:132
	global_store_dwordx4 v18, v[8:11], s[4:5] offset:148
	s_xor_b32 s7, s7, s2
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v5, s7
	s_lshr_b32 s7, s0, 3
	s_mul_i32 s8, s0, 3
	s_or_b32 s0, s0, s1
	s_and_b32 s1, s7, s1
	s_add_i32 s6, s9, s2
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s12
	v_mov_b32_e32 v3, s10
	s_add_i32 s8, s9, s8
	s_lshl_b32 s9, s9, 3
	s_or_b32 s0, s0, s2
	s_or_b32 s1, s1, s2
	s_sub_i32 s3, s3, s2
	v_mov_b32_e32 v4, s6
	s_or_b32 s6, s14, s2
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	v_mov_b32_e32 v9, s0
	v_mov_b32_e32 v10, s1
	v_mov_b32_e32 v11, s3
	s_min_i32 s0, s11, s2
	s_max_i32 s1, s11, s2
	s_min_u32 s3, s13, s2
	s_max_u32 s2, s13, s2
	v_mov_b32_e32 v8, s6
	global_store_dwordx2 v18, v[12:13], s[4:5] offset:164
	v_mov_b32_e32 v12, s0
	v_mov_b32_e32 v13, s1
	v_mov_b32_e32 v14, s3
	v_mov_b32_e32 v15, s2
	global_store_dwordx4 v18, v[0:3], s[4:5] offset:344
	global_store_dwordx2 v18, v[16:17], s[4:5] offset:360
	global_store_dwordx4 v18, v[4:7], s[4:5] offset:184
	global_store_dwordx4 v18, v[8:11], s[4:5] offset:200
	global_store_dwordx4 v18, v[12:15], s[4:5] offset:216
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
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
	.size	bits_uni_i32, .Lfunc_end0-bits_uni_i32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 896
; NumSgprs: 21
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 19
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
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         bits_uni_i32.kd
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
