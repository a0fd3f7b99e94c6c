	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	float_f64_uni_f64               ; -- Begin function float_f64_uni_f64
	.p2align	8
	.type	float_f64_uni_f64,@function
float_f64_uni_f64:                      ; @float_f64_uni_f64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	v_bfrev_b32_e32 v2, 6
	v_mov_b32_e32 v3, 0xc00921fb
	v_mov_b32_e32 v14, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	v_div_scale_f64 v[8:9], s[0:1], s[10:11], s[10:11], v[6:7]
	v_add_f64 v[0:1], s[8:9], s[8:9]
	v_mul_f64 v[2:3], s[8:9], v[2:3]
	v_mov_b32_e32 v4, s10
	v_mov_b32_e32 v5, s11
	v_floor_f64_e32 v[17:18], s[8:9]
	s_brev_b32 s14, -2
	s_and_b32 s0, s9, s14
	v_mov_b32_e32 v15, s8
	v_mov_b32_e32 v16, s0
	global_store_dwordx4 v14, v[0:3], s[6:7] offset:104
	s_load_dwordx2 s[12:13], s[4:5], 0x20
	v_add_f64 v[0:1], s[8:9], v[4:5]
	v_add_f64 v[2:3], s[8:9], -v[4:5]
	global_store_dwordx4 v14, v[15:18], s[6:7] offset:360
	global_store_dwordx4 v14, v[0:3], s[6:7] offset:8
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v19, s8
	v_cmp_lt_f64_e64 s[2:3], s[8:9], v[4:5]
	v_cmp_neq_f64_e64 s[4:5], s[8:9], v[4:5]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[10:11], v[10:11], v[12:13], v[10:11]
	v_div_scale_f64 v[12:13], vcc, s[8:9], v[4:5], s[8:9]
	v_fma_f64 v[0:1], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[0:1], v[10:11], v[0:1], v[10:11]
	v_div_scale_f64 v[10:11], s[0:1], s[8:9], s[8:9], 1.0
	s_xor_b32 s0, s9, 0x80000000
	v_mul_f64 v[15:16], v[12:13], v[0:1]
	v_fma_f64 v[8:9], -v[8:9], v[15:16], v[12:13]
	v_rcp_f64_e32 v[12:13], v[10:11]
	v_div_fmas_f64 v[0:1], v[8:9], v[0:1], v[15:16]
	v_div_scale_f64 v[8:9], vcc, 1.0, s[8:9], 1.0
	v_fma_f64 v[17:18], -v[10:11], v[12:13], 1.0
	v_fma_f64 v[12:13], v[12:13], v[17:18], v[12:13]
	v_mov_b32_e32 v17, s9
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v18, s12
	v_fma_f64 v[15:16], -v[10:11], v[12:13], 1.0
	v_fma_f64 v[12:13], v[12:13], v[15:16], v[12:13]
	v_mul_f64 v[15:16], v[8:9], v[12:13]
	v_fma_f64 v[8:9], -v[10:11], v[15:16], v[8:9]
	v_div_fmas_f64 v[15:16], v[8:9], v[12:13], v[15:16]
	v_div_fixup_f64 v[12:13], v[0:1], s[10:11], v[6:7]
	v_sqrt_f64_e32 v[8:9], s[8:9]
	v_cmp_eq_f64_e32 vcc, s[8:9], v[4:5]
	v_trunc_f64_e32 v[0:1], v[12:13]
	v_fma_f64 v[0:1], -v[0:1], s[10:11], v[6:7]
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	global_store_dwordx4 v14, v[8:11], s[6:7] offset:344
	v_ceil_f64_e32 v[6:7], s[8:9]
	v_mov_b32_e32 v10, s8
	v_mov_b32_e32 v11, s0
	v_mov_b32_e32 v8, v12
	v_mov_b32_e32 v9, v13
	v_cmp_gt_f64_e64 s[0:1], s[8:9], v[4:5]
	global_store_dwordx4 v14, v[8:11], s[6:7] offset:72
	global_store_dwordx4 v14, v[0:3], s[6:7] offset:40
	v_div_fixup_f64 v[8:9], v[15:16], s[8:9], 1.0
	v_mov_b32_e32 v16, s13
	v_cndmask_b32_e32 v1, v16, v17, vcc
	v_cndmask_b32_e32 v0, v18, v19, vcc
	v_cmp_ge_f64_e32 vcc, s[8:9], v[4:5]
	v_cndmask_b32_e64 v2, v16, v17, s[0:1]
	global_store_dwordx2 v14, v[0:1], s[6:7] offset:120
	v_cndmask_b32_e64 v1, v18, v19, s[0:1]
	v_cmp_le_f64_e64 s[0:1], s[8:9], v[4:5]
	global_store_dwordx2 v14, v[1:2], s[6:7] offset:136
	v_cndmask_b32_e64 v1, v16, v17, s[2:3]
	v_cndmask_b32_e64 v0, v18, v19, s[2:3]
	v_cndmask_b32_e32 v3, v16, v17, vcc
	v_cndmask_b32_e32 v2, v18, v19, vcc
	v_cmp_lg_f64_e32 vcc, s[8:9], v[4:5]
	global_store_dwordx2 v14, v[2:3], s[6:7] offset:152
	v_cndmask_b32_e64 v2, v16, v17, s[0:1]
	global_store_dwordx2 v14, v[0:1], s[6:7] offset:168
	v_cndmask_b32_e64 v1, v18, v19, s[0:1]
	v_cmp_o_f64_e64 s[0:1], s[8:9], v[4:5]
	v_cmp_nlg_f64_e64 s[2:3], s[8:9], v[4:5]
	global_store_dwordx2 v14, v[1:2], s[6:7] offset:184
	v_cndmask_b32_e32 v3, v16, v17, vcc
	v_cndmask_b32_e32 v2, v18, v19, vcc
	v_cmp_nle_f64_e32 vcc, s[8:9], v[4:5]
	global_store_dwordx2 v14, v[2:3], s[6:7] offset:200
	v_mov_b32_e32 v10, v8
	v_cndmask_b32_e64 v1, v16, v17, s[0:1]
	v_cndmask_b32_e64 v0, v18, v19, s[0:1]
	v_cndmask_b32_e64 v2, v16, v17, s[2:3]
	global_store_dwordx2 v14, v[0:1], s[6:7] offset:216
	v_cndmask_b32_e64 v1, v18, v19, s[2:3]
	v_cmp_nlt_f64_e64 s[0:1], s[8:9], v[4:5]
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e32 v3, v16, v17, vcc
	global_store_dwordx2 v14, v[1:2], s[6:7] offset:232
	v_cndmask_b32_e32 v2, v18, v19, vcc
	v_cmp_nge_f64_e32 vcc, s[8:9], v[4:5]
	global_store_dwordx4 v14, v[8:11], s[6:7] offset:88
	global_store_dwordx2 v14, v[2:3], s[6:7] offset:248
	v_trunc_f64_e32 v[8:9], s[8:9]
	v_cndmask_b32_e64 v1, v16, v17, s[0:1]
	v_cndmask_b32_e64 v0, v18, v19, s[0:1]
	global_store_dwordx2 v14, v[0:1], s[6:7] offset:264
	v_cmp_ngt_f64_e64 s[2:3], s[8:9], v[4:5]
	v_cndmask_b32_e32 v2, v16, v17, vcc
	v_cndmask_b32_e32 v1, v18, v19, vcc
	global_store_dwordx2 v14, v[1:2], s[6:7] offset:280
	v_add_f64 v[0:1], s[8:9], -v[8:9]
	v_mov_b32_e32 v15, 0x3ff00000
	v_mov_b32_e32 v10, s9
	v_cmp_eq_f64_e64 s[0:1], s[8:9], 0
	v_cndmask_b32_e64 v3, v16, v17, s[2:3]
	v_cndmask_b32_e64 v2, v18, v19, s[2:3]
	global_store_dwordx2 v14, v[2:3], s[6:7] offset:296
	v_cndmask_b32_e64 v3, v16, v17, s[4:5]
	v_cmp_ge_f64_e64 vcc, |v[0:1]|, 0.5
	v_cndmask_b32_e64 v2, v18, v19, s[4:5]
	global_store_dwordx2 v14, v[2:3], s[6:7] offset:312
	v_bfi_b32 v2, s14, v15, v10
	v_mov_b32_e32 v0, 0
	v_cndmask_b32_e32 v1, 0, v2, vcc
	v_add_f64 v[2:3], v[8:9], v[0:1]
	v_rndne_f64_e32 v[0:1], s[8:9]
	global_store_dwordx4 v14, v[6:9], s[6:7] offset:376
	global_store_dwordx4 v14, v[0:3], s[6:7] offset:392
	s_nop 0
	v_mov_b32_e32 v0, s11
	v_bfi_b32 v3, s14, v10, v0
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s13
	v_fma_f64 v[8:9], s[8:9], v[4:5], v[0:1]
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, v3
	v_mul_f64 v[10:11], s[8:9], v[4:5]
	v_cmp_u_f64_e32 vcc, s[8:9], v[4:5]
	v_mov_b32_e32 v2, s8
	global_store_dwordx4 v14, v[6:9], s[6:7] offset:456
	s_nop 0
	v_fma_f64 v[6:7], -s[8:9], |v[4:5]|, v[0:1]
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	v_cmp_gt_f64_e64 s[0:1], s[8:9], 0
	global_store_dwordx4 v14, v[10:13], s[6:7] offset:24
	global_store_dwordx4 v14, v[10:13], s[6:7] offset:56
	global_store_dword v14, v0, s[6:7] offset:64
	v_cndmask_b32_e32 v5, v16, v17, vcc
	global_store_dwordx4 v14, v[6:9], s[6:7] offset:472
	s_nop 0
	v_add_f64 v[8:9], v[10:11], s[12:13]
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	v_cmp_ge_f64_e64 s[0:1], s[8:9], 0
	global_store_dword v14, v0, s[6:7] offset:72
	v_max_f64 v[10:11], s[8:9], s[8:9]
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	v_cmp_lt_f64_e64 s[0:1], s[8:9], 0
	global_store_dword v14, v0, s[6:7] offset:80
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	v_cmp_le_f64_e64 s[0:1], s[8:9], 0
	global_store_dword v14, v0, s[6:7] offset:88
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	v_cmp_lg_f64_e64 s[0:1], s[8:9], 0
	global_store_dword v14, v0, s[6:7] offset:96
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	v_cmp_o_f64_e64 s[0:1], s[8:9], s[8:9]
	global_store_dword v14, v0, s[6:7] offset:104
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	v_cmp_nlg_f64_e64 s[0:1], s[8:9], 0
	global_store_dword v14, v0, s[6:7] offset:112
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	v_cmp_nle_f64_e64 s[0:1], s[8:9], 0
	global_store_dword v14, v0, s[6:7] offset:120
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	v_cmp_nlt_f64_e64 s[0:1], s[8:9], 0
	global_store_dword v14, v0, s[6:7] offset:128
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	v_cmp_nge_f64_e64 s[0:1], s[8:9], 0
	global_store_dword v14, v0, s[6:7] offset:136
	v_max_f64 v[0:1], s[10:11], s[10:11]
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_ngt_f64_e64 s[0:1], s[8:9], 0
	global_store_dword v14, v12, s[6:7] offset:144
	v_min_f64 v[12:13], v[10:11], v[0:1]
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_cmp_neq_f64_e64 s[0:1], s[8:9], 0
	global_store_dword v14, v4, s[6:7] offset:152
	v_mov_b32_e32 v15, v12
	v_mov_b32_e32 v16, v13
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_cmp_u_f64_e64 s[0:1], s[8:9], s[8:9]
	global_store_dword v14, v4, s[6:7] offset:160
	v_cndmask_b32_e32 v4, v18, v19, vcc
	v_max_f64 v[17:18], v[10:11], v[0:1]
	global_store_dwordx2 v14, v[4:5], s[6:7] offset:328
	v_max_f64 v[4:5], s[8:9], s[8:9] clamp
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	global_store_dword v14, v0, s[6:7] offset:168
	global_store_dwordx4 v14, v[10:13], s[6:7] offset:408
	v_mov_b32_e32 v0, v17
	v_min_f64 v[10:11], v[17:18], s[12:13]
	v_mov_b32_e32 v1, v18
	global_store_dwordx4 v14, v[15:18], s[6:7] offset:424
	global_store_dwordx4 v14, v[0:3], s[6:7] offset:440
	global_store_dwordx4 v14, v[6:9], s[6:7] offset:488
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v3, v9
	global_store_dwordx4 v14, v[2:5], s[6:7] offset:504
	global_store_dwordx2 v14, v[10:11], s[6:7] offset:520
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel float_f64_uni_f64
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 15
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
	.size	float_f64_uni_f64, .Lfunc_end0-float_f64_uni_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1804
; NumSgprs: 17
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 20
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
    .name:           float_f64_uni_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         float_f64_uni_f64.kd
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
