	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	float_f64_uni_f64               ; -- Begin function float_f64_uni_f64
	.p2align	8
	.type	float_f64_uni_f64,@function
float_f64_uni_f64:                      ; @float_f64_uni_f64
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	s_brev_b32 s6, 6
	s_mov_b32 s7, 0xc00921fb
	v_mov_b32_e32 v0, 0
	s_load_dwordx2 s[4:5], s[4:5], 0x20
	s_mov_b32 s1, 0x3ff00000
	s_waitcnt lgkmcnt(0)
	v_div_scale_f64 v[1:2], s0, s[10:11], s[10:11], s[8:9]
	v_div_scale_f64 v[3:4], s0, s[8:9], s[8:9], 1.0
	v_div_scale_f64 v[28:29], vcc_lo, s[8:9], s[10:11], s[8:9]
	v_mul_f64 v[13:14], s[8:9], s[6:7]
	v_div_scale_f64 v[30:31], s0, 1.0, s[8:9], 1.0
	v_cmp_eq_f64_e64 s7, s[8:9], 0
	v_cmp_gt_f64_e64 s13, s[8:9], 0
	v_cmp_ge_f64_e64 s14, s[8:9], 0
	v_cmp_lt_f64_e64 s15, s[8:9], 0
	v_cmp_le_f64_e64 s16, s[8:9], 0
	v_cmp_lg_f64_e64 s17, s[8:9], 0
	v_cmp_o_f64_e64 s18, s[8:9], s[8:9]
	v_cmp_nge_f64_e64 s22, s[8:9], 0
	v_cmp_eq_f64_e64 s6, s[8:9], s[10:11]
	v_cmp_nlg_f64_e64 s19, s[8:9], 0
	v_cmp_nle_f64_e64 s20, s[8:9], 0
	v_cmp_nlt_f64_e64 s21, s[8:9], 0
	v_cmp_neq_f64_e64 s24, s[8:9], 0
	v_rcp_f64_e32 v[5:6], v[1:2]
	v_cmp_ngt_f64_e64 s23, s[8:9], 0
	v_rcp_f64_e32 v[7:8], v[3:4]
	v_cmp_u_f64_e64 s25, s[8:9], s[8:9]
	s_xor_b32 s12, s9, 0x80000000
	v_floor_f64_e32 v[26:27], s[8:9]
	v_mov_b32_e32 v24, s8
	v_mov_b32_e32 v15, s8
	v_cndmask_b32_e64 v48, 0, 1, s7
	v_cmp_gt_f64_e64 s7, s[8:9], s[10:11]
	v_cndmask_b32_e64 v49, 0, 1, s13
	v_cmp_ge_f64_e64 s13, s[8:9], s[10:11]
	v_cndmask_b32_e64 v50, 0, 1, s14
	v_cmp_lt_f64_e64 s14, s[8:9], s[10:11]
	v_cndmask_b32_e64 v51, 0, 1, s15
	v_cmp_le_f64_e64 s15, s[8:9], s[10:11]
	v_cndmask_b32_e64 v52, 0, 1, s16
	v_cmp_lg_f64_e64 s16, s[8:9], s[10:11]
	v_cndmask_b32_e64 v25, 0, 1, s17
	v_cmp_o_f64_e64 s17, s[8:9], s[10:11]
	v_cndmask_b32_e64 v46, 0, 1, s18
	v_cmp_nlg_f64_e64 s18, s[8:9], s[10:11]
	v_cndmask_b32_e64 v35, 0, 1, s22
	v_fma_f64 v[9:10], -v[1:2], v[5:6], 1.0
	v_cndmask_b32_e64 v53, 0, 1, s19
	v_fma_f64 v[11:12], -v[3:4], v[7:8], 1.0
	v_cmp_nle_f64_e64 s19, s[8:9], s[10:11]
	global_store_dword v0, v35, s[2:3] offset:144
	v_cndmask_b32_e64 v34, 0, 1, s20
	v_cmp_nlt_f64_e64 s20, s[8:9], s[10:11]
	v_cndmask_b32_e64 v54, 0, 1, s21
	v_cndmask_b32_e64 v38, 0, 1, s24
	v_cndmask_b32_e64 v55, 0, 1, s23
	v_cmp_nge_f64_e64 s21, s[8:9], s[10:11]
	v_cmp_ngt_f64_e64 s22, s[8:9], s[10:11]
	v_cndmask_b32_e64 v56, 0, 1, s25
	global_store_dword v0, v34, s[2:3] offset:128
	global_store_dword v0, v38, s[2:3] offset:160
	v_cmp_neq_f64_e64 s23, s[8:9], s[10:11]
	v_cmp_u_f64_e64 s24, s[8:9], s[10:11]
	v_max_f64 v[38:39], s[8:9], s[8:9] clamp
	v_mov_b32_e32 v34, s8
	v_fma_f64 v[16:17], v[5:6], v[9:10], v[5:6]
	v_add_f64 v[5:6], s[8:9], s[10:11]
	v_fma_f64 v[18:19], v[7:8], v[11:12], v[7:8]
	v_add_f64 v[7:8], s[8:9], -s[10:11]
	v_add_f64 v[11:12], s[8:9], s[8:9]
	v_mul_f64 v[9:10], s[8:9], s[10:11]
	v_fma_f64 v[20:21], -v[1:2], v[16:17], 1.0
	v_fma_f64 v[22:23], -v[3:4], v[18:19], 1.0
	global_store_dwordx4 v0, v[5:8], s[2:3] offset:8
	global_store_dwordx4 v0, v[11:14], s[2:3] offset:104
	v_max_f64 v[13:14], s[10:11], s[10:11]
	global_store_dword v0, v46, s[2:3] offset:112
	global_store_dword v0, v25, s[2:3] offset:104
	v_fma_f64 v[32:33], v[16:17], v[20:21], v[16:17]
	v_sqrt_f64_e32 v[20:21], s[8:9]
	v_fma_f64 v[36:37], v[18:19], v[22:23], v[18:19]
	v_trunc_f64_e32 v[18:19], s[8:9]
	v_ceil_f64_e32 v[16:17], s[8:9]
	v_mul_f64 v[40:41], v[28:29], v[32:33]
	v_mul_f64 v[44:45], v[30:31], v[36:37]
	v_add_f64 v[7:8], s[8:9], -v[18:19]
	v_mov_b32_e32 v22, v20
	v_mov_b32_e32 v23, v21
	global_store_dwordx4 v0, v[16:19], s[2:3] offset:376
	v_mov_b32_e32 v16, s12
	global_store_dwordx4 v0, v[20:23], s[2:3] offset:344
	v_max_f64 v[20:21], s[8:9], s[8:9]
	v_fma_f64 v[11:12], -v[1:2], v[40:41], v[28:29]
	v_mov_b32_e32 v1, s9
	v_fma_f64 v[2:3], -v[3:4], v[44:45], v[30:31]
	v_mov_b32_e32 v4, s11
	v_rndne_f64_e32 v[28:29], s[8:9]
	v_bfi_b32 v1, 0x7fffffff, s1, v1
	v_cmp_ge_f64_e64 s1, |v[7:8]|, 0.5
	v_mov_b32_e32 v8, s5
	v_mov_b32_e32 v7, s4
	v_bfi_b32 v35, 0x7fffffff, s9, v4
	v_min_f64 v[22:23], v[20:21], v[13:14]
	v_max_f64 v[46:47], v[20:21], v[13:14]
	v_fma_f64 v[42:43], s[8:9], s[10:11], v[7:8]
	v_div_fmas_f64 v[11:12], v[11:12], v[32:33], v[40:41]
	s_mov_b32 vcc_lo, s0
	v_mov_b32_e32 v40, s8
	v_mov_b32_e32 v41, v35
	v_cndmask_b32_e64 v1, 0, v1, s1
	s_and_b32 s1, s6, exec_lo
	s_cselect_b32 s0, s9, s5
	s_cselect_b32 s1, s8, s4
	v_mov_b32_e32 v4, s0
	v_add_f64 v[30:31], v[18:19], v[0:1]
	v_div_fmas_f64 v[1:2], v[2:3], v[36:37], v[44:45]
	v_mov_b32_e32 v3, s1
	s_and_b32 s6, s7, exec_lo
	s_cselect_b32 s6, s9, s5
	s_cselect_b32 s7, s8, s4
	s_and_b32 s12, s13, exec_lo
	s_cselect_b32 s0, s9, s5
	s_cselect_b32 s1, s8, s4
	s_and_b32 s12, s14, exec_lo
	v_div_fixup_f64 v[11:12], v[11:12], s[10:11], s[8:9]
	global_store_dwordx4 v0, v[40:43], s[2:3] offset:456
	v_fma_f64 v[40:41], -s[8:9], |s[10:11]|, v[7:8]
	v_mov_b32_e32 v7, s7
	v_mov_b32_e32 v8, s6
	s_cselect_b32 s6, s9, s5
	s_cselect_b32 s7, s8, s4
	global_store_dwordx2 v0, v[3:4], s[2:3] offset:120
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v4, s0
	s_and_b32 s12, s15, exec_lo
	s_cselect_b32 s0, s9, s5
	s_cselect_b32 s1, s8, s4
	s_and_b32 s12, s16, exec_lo
	v_mov_b32_e32 v13, s7
	v_mov_b32_e32 v14, s6
	s_cselect_b32 s6, s9, s5
	s_cselect_b32 s7, s8, s4
	s_and_b32 s12, s17, exec_lo
	global_store_dwordx2 v0, v[7:8], s[2:3] offset:136
	v_mov_b32_e32 v7, s1
	v_mov_b32_e32 v8, s0
	s_cselect_b32 s0, s9, s5
	s_cselect_b32 s1, s8, s4
	s_and_b32 s12, s18, exec_lo
	global_store_dwordx2 v0, v[3:4], s[2:3] offset:152
	v_mov_b32_e32 v3, s7
	v_mov_b32_e32 v4, s6
	s_cselect_b32 s6, s9, s5
	s_cselect_b32 s7, s8, s4
	global_store_dword v0, v53, s[2:3] offset:120
	global_store_dword v0, v54, s[2:3] offset:136
	global_store_dword v0, v55, s[2:3] offset:152
	global_store_dwordx2 v0, v[13:14], s[2:3] offset:168
	v_mov_b32_e32 v13, s7
	v_mov_b32_e32 v14, s6
	global_store_dword v0, v56, s[2:3] offset:168
	global_store_dwordx2 v0, v[7:8], s[2:3] offset:184
	s_and_b32 s12, s19, exec_lo
	v_mov_b32_e32 v17, s1
	v_mov_b32_e32 v18, s0
	global_store_dwordx2 v0, v[13:14], s[2:3] offset:232
	v_trunc_f64_e32 v[13:14], v[11:12]
	s_cselect_b32 s0, s9, s5
	s_cselect_b32 s1, s8, s4
	s_and_b32 s12, s20, exec_lo
	s_cselect_b32 s6, s9, s5
	s_cselect_b32 s7, s8, s4
	v_mov_b32_e32 v8, s6
	v_mov_b32_e32 v7, s7
	global_store_dwordx4 v0, v[40:43], s[2:3] offset:472
	v_add_f64 v[42:43], v[9:10], s[4:5]
	s_and_b32 s12, s21, exec_lo
	v_mov_b32_e32 v32, s1
	global_store_dwordx2 v0, v[7:8], s[2:3] offset:264
	v_div_fixup_f64 v[7:8], v[1:2], s[8:9], 1.0
	v_mov_b32_e32 v33, s0
	s_cselect_b32 s0, s9, s5
	s_cselect_b32 s1, s8, s4
	s_and_b32 s12, s22, exec_lo
	s_cselect_b32 s6, s9, s5
	s_cselect_b32 s7, s8, s4
	global_store_dwordx2 v0, v[3:4], s[2:3] offset:200
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v4, s0
	global_store_dwordx2 v0, v[17:18], s[2:3] offset:216
	v_mov_b32_e32 v17, s7
	v_mov_b32_e32 v18, s6
	global_store_dwordx2 v0, v[32:33], s[2:3] offset:248
	global_store_dwordx2 v0, v[3:4], s[2:3] offset:280
	global_store_dwordx2 v0, v[17:18], s[2:3] offset:296
	v_fma_f64 v[3:4], -v[13:14], s[10:11], s[8:9]
	v_min_f64 v[1:2], v[46:47], s[4:5]
	s_and_b32 s12, s23, exec_lo
	s_cselect_b32 s0, s9, s5
	s_cselect_b32 s1, s8, s4
	s_and_b32 s12, s24, exec_lo
	s_cselect_b32 s6, s9, s5
	s_cselect_b32 s7, s8, s4
	s_and_b32 s12, s9, 0x7fffffff
	v_mov_b32_e32 v32, s1
	v_mov_b32_e32 v33, s0
	v_mov_b32_e32 v36, s7
	v_mov_b32_e32 v37, s6
	v_mov_b32_e32 v25, s12
	v_mov_b32_e32 v44, v22
	v_mov_b32_e32 v45, v23
	global_store_dwordx2 v0, v[32:33], s[2:3] offset:312
	global_store_dwordx2 v0, v[36:37], s[2:3] offset:328
	global_store_dwordx4 v0, v[24:27], s[2:3] offset:360
	global_store_dwordx4 v0, v[20:23], s[2:3] offset:408
	v_mov_b32_e32 v32, v46
	v_mov_b32_e32 v33, v47
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v14, v12
	v_mov_b32_e32 v36, v42
	v_mov_b32_e32 v37, v43
	global_store_dwordx4 v0, v[44:47], s[2:3] offset:424
	global_store_dwordx4 v0, v[32:35], s[2:3] offset:440
	global_store_dwordx4 v0, v[28:31], s[2:3] offset:392
	global_store_dwordx4 v0, v[40:43], s[2:3] offset:488
	global_store_dwordx4 v0, v[36:39], s[2:3] offset:504
	global_store_dwordx4 v0, v[9:12], s[2:3] offset:24
	global_store_dwordx4 v0, v[9:12], s[2:3] offset:56
	v_mov_b32_e32 v9, v7
	v_mov_b32_e32 v10, v8
	global_store_dword v0, v48, s[2:3] offset:64
	global_store_dwordx4 v0, v[13:16], s[2:3] offset:72
	global_store_dword v0, v49, s[2:3] offset:72
	global_store_dword v0, v50, s[2:3] offset:80
	global_store_dwordx4 v0, v[7:10], s[2:3] offset:88
	global_store_dword v0, v51, s[2:3] offset:88
	global_store_dword v0, v52, s[2:3] offset:96
	global_store_dwordx4 v0, v[3:6], s[2:3] offset:40
	global_store_dwordx2 v0, v[1:2], s[2:3] offset:520
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 57
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
	.size	float_f64_uni_f64, .Lfunc_end0-float_f64_uni_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1856
; NumSgprs: 28
; NumVgprs: 57
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 57
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
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         float_f64_uni_f64.kd
    .vgpr_count:     57
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
