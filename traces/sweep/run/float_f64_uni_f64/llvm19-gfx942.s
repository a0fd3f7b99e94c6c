	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	float_f64_uni_f64               ; -- Begin function float_f64_uni_f64
	.p2align	8
	.type	float_f64_uni_f64,@function
float_f64_uni_f64:                      ; @float_f64_uni_f64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[2:3], 0x10
	s_load_dwordx2 s[0:1], s[2:3], 0x0
	v_mov_b32_e32 v4, 0
	s_load_dwordx2 s[2:3], s[2:3], 0x20
	s_brev_b32 s10, -2
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[12:13], s[4:5]
	v_div_scale_f64 v[2:3], s[8:9], s[6:7], s[6:7], v[12:13]
	v_rcp_f64_e32 v[14:15], v[2:3]
	v_mov_b64_e32 v[6:7], s[6:7]
	v_add_f64 v[8:9], s[4:5], v[6:7]
	v_add_f64 v[10:11], s[4:5], -v[6:7]
	global_store_dwordx4 v4, v[8:11], s[0:1] offset:8
	v_mul_f64 v[0:1], s[4:5], v[6:7]
	s_xor_b32 s8, s5, 0x80000000
	v_fma_f64 v[10:11], -v[2:3], v[14:15], 1.0
	v_fmac_f64_e32 v[14:15], v[14:15], v[10:11]
	v_fma_f64 v[10:11], -v[2:3], v[14:15], 1.0
	v_fmac_f64_e32 v[14:15], v[14:15], v[10:11]
	v_div_scale_f64 v[10:11], vcc, s[4:5], v[6:7], s[4:5]
	v_mul_f64 v[16:17], v[10:11], v[14:15]
	v_fma_f64 v[2:3], -v[2:3], v[16:17], v[10:11]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[14:15], v[16:17]
	v_div_fixup_f64 v[2:3], v[2:3], s[6:7], v[12:13]
	v_trunc_f64_e32 v[10:11], v[2:3]
	v_fma_f64 v[10:11], -v[10:11], s[6:7], v[12:13]
	v_mov_b32_e32 v12, v8
	v_mov_b32_e32 v13, v9
	global_store_dwordx4 v4, v[0:3], s[0:1] offset:24
	global_store_dwordx4 v4, v[10:13], s[0:1] offset:40
	global_store_dwordx4 v4, v[0:3], s[0:1] offset:56
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v11, s8
	v_div_scale_f64 v[12:13], s[8:9], s[4:5], s[4:5], 1.0
	v_rcp_f64_e32 v[14:15], v[12:13]
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v10, s4
	global_store_dwordx4 v4, v[8:11], s[0:1] offset:72
	v_fma_f64 v[2:3], -v[12:13], v[14:15], 1.0
	v_fmac_f64_e32 v[14:15], v[14:15], v[2:3]
	v_fma_f64 v[2:3], -v[12:13], v[14:15], 1.0
	v_fmac_f64_e32 v[14:15], v[14:15], v[2:3]
	v_div_scale_f64 v[2:3], vcc, 1.0, s[4:5], 1.0
	v_mul_f64 v[8:9], v[2:3], v[14:15]
	v_fma_f64 v[2:3], -v[12:13], v[8:9], v[2:3]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[14:15], v[8:9]
	v_cmp_eq_f64_e32 vcc, s[4:5], v[6:7]
	v_div_fixup_f64 v[8:9], v[2:3], s[4:5], 1.0
	s_and_b64 s[8:9], vcc, exec
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	v_bfrev_b32_e32 v2, 6
	v_mov_b32_e32 v3, 0xc00921fb
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	global_store_dwordx4 v4, v[8:11], s[0:1] offset:88
	v_cmp_gt_f64_e32 vcc, s[4:5], v[6:7]
	s_nop 0
	v_mul_f64 v[10:11], s[4:5], v[2:3]
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	v_cmp_eq_f64_e64 s[8:9], s[4:5], 0
	global_store_dwordx2 v4, v[2:3], s[0:1] offset:120
	v_add_f64 v[8:9], s[4:5], s[4:5]
	v_cndmask_b32_e64 v2, 0, 1, s[8:9]
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	global_store_dword v4, v2, s[0:1] offset:64
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	v_cmp_gt_f64_e64 s[8:9], s[4:5], 0
	v_cmp_ge_f64_e32 vcc, s[4:5], v[6:7]
	global_store_dwordx2 v4, v[2:3], s[0:1] offset:136
	v_cndmask_b32_e64 v2, 0, 1, s[8:9]
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	global_store_dword v4, v2, s[0:1] offset:72
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	v_cmp_ge_f64_e64 s[8:9], s[4:5], 0
	v_cmp_lt_f64_e32 vcc, s[4:5], v[6:7]
	global_store_dwordx2 v4, v[2:3], s[0:1] offset:152
	v_cndmask_b32_e64 v2, 0, 1, s[8:9]
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	global_store_dword v4, v2, s[0:1] offset:80
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	v_cmp_lt_f64_e64 s[8:9], s[4:5], 0
	v_cmp_le_f64_e32 vcc, s[4:5], v[6:7]
	global_store_dwordx2 v4, v[2:3], s[0:1] offset:168
	v_cndmask_b32_e64 v2, 0, 1, s[8:9]
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	global_store_dword v4, v2, s[0:1] offset:88
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	v_cmp_le_f64_e64 s[8:9], s[4:5], 0
	v_cmp_lg_f64_e32 vcc, s[4:5], v[6:7]
	global_store_dwordx2 v4, v[2:3], s[0:1] offset:184
	v_cndmask_b32_e64 v2, 0, 1, s[8:9]
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	global_store_dword v4, v2, s[0:1] offset:96
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	v_cmp_lg_f64_e64 s[8:9], s[4:5], 0
	v_cmp_o_f64_e32 vcc, s[4:5], v[6:7]
	global_store_dwordx2 v4, v[2:3], s[0:1] offset:200
	v_cndmask_b32_e64 v2, 0, 1, s[8:9]
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	global_store_dwordx4 v4, v[8:11], s[0:1] offset:104
	global_store_dword v4, v2, s[0:1] offset:104
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	v_cmp_o_f64_e64 s[8:9], s[4:5], s[4:5]
	v_cmp_nlg_f64_e32 vcc, s[4:5], v[6:7]
	global_store_dwordx2 v4, v[2:3], s[0:1] offset:216
	v_cndmask_b32_e64 v2, 0, 1, s[8:9]
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	global_store_dword v4, v2, s[0:1] offset:112
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	v_cmp_nlg_f64_e64 s[8:9], s[4:5], 0
	v_cmp_nle_f64_e32 vcc, s[4:5], v[6:7]
	global_store_dwordx2 v4, v[2:3], s[0:1] offset:232
	v_cndmask_b32_e64 v2, 0, 1, s[8:9]
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	global_store_dword v4, v2, s[0:1] offset:120
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	v_cmp_nle_f64_e64 s[8:9], s[4:5], 0
	v_cmp_nlt_f64_e32 vcc, s[4:5], v[6:7]
	global_store_dwordx2 v4, v[2:3], s[0:1] offset:248
	v_cndmask_b32_e64 v2, 0, 1, s[8:9]
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	global_store_dword v4, v2, s[0:1] offset:128
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	v_cmp_nlt_f64_e64 s[8:9], s[4:5], 0
	v_cmp_nge_f64_e32 vcc, s[4:5], v[6:7]
	global_store_dwordx2 v4, v[2:3], s[0:1] offset:264
	v_cndmask_b32_e64 v2, 0, 1, s[8:9]
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	global_store_dword v4, v2, s[0:1] offset:136
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	v_cmp_nge_f64_e64 s[8:9], s[4:5], 0
	v_cmp_ngt_f64_e32 vcc, s[4:5], v[6:7]
	global_store_dwordx2 v4, v[2:3], s[0:1] offset:280
	v_cndmask_b32_e64 v2, 0, 1, s[8:9]
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	global_store_dword v4, v2, s[0:1] offset:144
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	v_cmp_ngt_f64_e64 s[8:9], s[4:5], 0
	v_cmp_neq_f64_e32 vcc, s[4:5], v[6:7]
	global_store_dwordx2 v4, v[2:3], s[0:1] offset:296
	v_cndmask_b32_e64 v2, 0, 1, s[8:9]
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	global_store_dword v4, v2, s[0:1] offset:152
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	v_cmp_neq_f64_e64 s[8:9], s[4:5], 0
	v_cmp_u_f64_e32 vcc, s[4:5], v[6:7]
	global_store_dwordx2 v4, v[2:3], s[0:1] offset:312
	v_cndmask_b32_e64 v2, 0, 1, s[8:9]
	s_and_b64 s[8:9], vcc, exec
	s_cselect_b32 s8, s5, s3
	s_cselect_b32 s9, s4, s2
	global_store_dword v4, v2, s[0:1] offset:160
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	global_store_dwordx2 v4, v[2:3], s[0:1] offset:328
	v_mov_b32_e32 v2, 0
	v_bfrev_b32_e32 v3, 8
	v_cmp_lt_f64_e32 vcc, s[4:5], v[2:3]
	v_cmp_u_f64_e64 s[8:9], s[4:5], s[4:5]
	s_nop 0
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_lshlrev_b32_e32 v2, 8, v2
	v_ldexp_f64 v[2:3], s[4:5], v2
	v_rsq_f64_e32 v[8:9], v[2:3]
	v_cndmask_b32_e64 v5, 0, 1, s[8:9]
	s_and_b64 s[8:9], vcc, exec
	global_store_dword v4, v5, s[0:1] offset:168
	v_mul_f64 v[10:11], v[2:3], v[8:9]
	v_mul_f64 v[8:9], v[8:9], 0.5
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 0.5
	v_fmac_f64_e32 v[10:11], v[10:11], v[12:13]
	v_fma_f64 v[14:15], -v[10:11], v[10:11], v[2:3]
	v_fmac_f64_e32 v[8:9], v[8:9], v[12:13]
	v_fmac_f64_e32 v[10:11], v[14:15], v[8:9]
	v_fma_f64 v[12:13], -v[10:11], v[10:11], v[2:3]
	v_fmac_f64_e32 v[10:11], v[12:13], v[8:9]
	s_cselect_b32 s8, 0xffffff80, 0
	v_mov_b32_e32 v5, 0x260
	v_ldexp_f64 v[8:9], v[10:11], s8
	v_cmp_class_f64_e32 vcc, v[2:3], v5
	s_and_b32 s8, s5, 0x7fffffff
	v_mov_b32_e32 v14, s5
	v_cndmask_b32_e32 v9, v9, v3, vcc
	v_cndmask_b32_e32 v8, v8, v2, vcc
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	global_store_dwordx4 v4, v[8:11], s[0:1] offset:344
	s_nop 1
	v_floor_f64_e32 v[10:11], s[4:5]
	v_mov_b32_e32 v8, s4
	v_mov_b32_e32 v9, s8
	global_store_dwordx4 v4, v[8:11], s[0:1] offset:360
	s_nop 1
	v_trunc_f64_e32 v[10:11], s[4:5]
	v_add_f64 v[2:3], s[4:5], -v[10:11]
	v_cmp_ge_f64_e64 s[8:9], |v[2:3]|, 0.5
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s8, 0x3ff00000, 0
	v_mov_b32_e32 v2, s8
	v_ceil_f64_e32 v[8:9], s[4:5]
	v_bfi_b32 v5, s10, v2, v14
	global_store_dwordx4 v4, v[8:11], s[0:1] offset:376
	v_max_f64 v[2:3], s[6:7], s[6:7]
	s_nop 0
	v_rndne_f64_e32 v[8:9], s[4:5]
	v_add_f64 v[10:11], v[10:11], v[4:5]
	global_store_dwordx4 v4, v[8:11], s[0:1] offset:392
	s_nop 1
	v_max_f64 v[8:9], s[4:5], s[4:5]
	v_min_f64 v[10:11], v[8:9], v[2:3]
	v_max_f64 v[12:13], v[8:9], v[2:3]
	v_mov_b32_e32 v2, s7
	global_store_dwordx4 v4, v[8:11], s[0:1] offset:408
	global_store_dwordx4 v4, v[10:13], s[0:1] offset:424
	s_nop 0
	v_mov_b32_e32 v8, v12
	v_bfi_b32 v11, s10, v14, v2
	v_mov_b64_e32 v[2:3], s[2:3]
	v_fma_f64 v[16:17], s[4:5], v[6:7], v[2:3]
	v_mov_b32_e32 v14, s4
	v_mov_b32_e32 v15, v11
	global_store_dwordx4 v4, v[14:17], s[0:1] offset:456
	v_mov_b32_e32 v10, s4
	v_mov_b32_e32 v9, v13
	v_fma_f64 v[14:15], -s[4:5], |v[6:7]|, v[2:3]
	global_store_dwordx4 v4, v[14:17], s[0:1] offset:472
	v_max_f64 v[2:3], s[4:5], s[4:5] clamp
	global_store_dwordx4 v4, v[8:11], s[0:1] offset:440
	v_add_f64 v[16:17], v[0:1], s[2:3]
	v_mov_b32_e32 v0, v16
	v_mov_b32_e32 v1, v17
	global_store_dwordx4 v4, v[0:3], s[0:1] offset:504
	global_store_dwordx4 v4, v[14:17], s[0:1] offset:488
	s_nop 0
	v_min_f64 v[0:1], v[12:13], s[2:3]
	global_store_dwordx2 v4, v[0:1], s[0:1] offset:520
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel float_f64_uni_f64
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 20
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
	.size	float_f64_uni_f64, .Lfunc_end0-float_f64_uni_f64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1620
; NumSgprs: 17
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 18
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
    .name:           float_f64_uni_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         float_f64_uni_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
