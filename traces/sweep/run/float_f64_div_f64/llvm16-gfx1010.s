	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	float_f64_div_f64               ; -- Begin function float_f64_div_f64
	.p2align	8
	.type	float_f64_div_f64,@function
float_f64_div_f64:                      ; @float_f64_div_f64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v7, 3, v0
	s_brev_b32 s2, 6
	s_mov_b32 s3, 0xc00921fb
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 s9, 0x3ff00000
	v_add_nc_u32_e32 v5, 0x200, v7
	v_add_nc_u32_e32 v26, 0x1000, v7
	v_add_nc_u32_e32 v38, 0x7000, v7
	v_add_nc_u32_e32 v39, 0x7800, v7
	v_or_b32_e32 v28, 0x2000, v7
	v_add_nc_u32_e32 v29, 0x2800, v7
	v_or_b32_e32 v32, 0x4000, v7
	v_add_nc_u32_e32 v33, 0x4800, v7
	v_add_nc_u32_e32 v35, 0x5800, v7
	v_or_b32_e32 v36, 0x6000, v7
	v_add_nc_u32_e32 v25, 0x800, v7
	v_add_nc_u32_e32 v27, 0x1800, v7
	v_add_nc_u32_e32 v30, 0x3000, v7
	v_add_nc_u32_e32 v34, 0x5000, v7
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_dwordx2 v[1:2], v7, s[14:15]
	global_load_dwordx2 v[3:4], v5, s[14:15]
	v_add_nc_u32_e32 v5, 0x400, v7
	v_add_nc_u32_e32 v37, 0x6800, v7
	v_or_b32_e32 v40, 0x4000, v0
	v_add_nc_u32_e32 v31, 0x3800, v7
	v_add_nc_u32_e32 v41, 0x8800, v7
	global_load_dwordx2 v[5:6], v5, s[14:15]
	v_add_nc_u32_e32 v42, 0x4800, v0
	v_add_nc_u32_e32 v43, 0x9800, v7
	v_or_b32_e32 v44, 0x5000, v0
	v_add_nc_u32_e32 v45, 0xa800, v7
	v_add_nc_u32_e32 v46, 0x5800, v0
	v_add_nc_u32_e32 v47, 0xb800, v7
	v_or_b32_e32 v48, 0x6000, v0
	v_add_nc_u32_e32 v49, 0xc800, v7
	v_add_nc_u32_e32 v50, 0xd800, v7
	v_or_b32_e32 v51, 0x7000, v0
	v_add_nc_u32_e32 v52, 0xe800, v7
	v_add_nc_u32_e32 v53, 0x12800, v7
	v_or_b32_e32 v54, 0xa000, v0
	v_add_nc_u32_e32 v55, 0x14800, v7
	v_or_b32_e32 v56, 0x16000, v7
	v_add_nc_u32_e32 v57, 0x16800, v7
	v_add_nc_u32_e32 v58, 0x17000, v7
	v_add_nc_u32_e32 v59, 0x17800, v7
	v_or_b32_e32 v60, 0x18000, v7
	v_add_nc_u32_e32 v61, 0x19800, v7
	v_or_b32_e32 v62, 0x1a000, v7
	v_add_nc_u32_e32 v63, 0x1b000, v7
	s_waitcnt vmcnt(2)
	v_div_scale_f64 v[12:13], s0, v[1:2], v[1:2], 1.0
	s_waitcnt vmcnt(1)
	v_div_scale_f64 v[8:9], s0, v[3:4], v[3:4], v[1:2]
	v_div_scale_f64 v[22:23], s0, 1.0, v[1:2], 1.0
	v_cmp_eq_f64_e64 s1, v[1:2], v[3:4]
	v_cmp_lt_f64_e64 s4, v[1:2], v[3:4]
	v_cmp_gt_f64_e64 s5, 0, v[1:2]
	v_cmp_nge_f64_e64 s6, 0, v[1:2]
	v_cmp_nge_f64_e64 s7, v[1:2], v[3:4]
	v_cmp_neq_f64_e64 s8, 0, v[1:2]
	v_rcp_f64_e32 v[16:17], v[12:13]
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_fma_f64 v[14:15], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[10:11], v[10:11], v[14:15], v[10:11]
	v_fma_f64 v[14:15], -v[12:13], v[16:17], 1.0
	v_fma_f64 v[18:19], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[14:15], v[16:17], v[14:15], v[16:17]
	v_div_scale_f64 v[16:17], vcc_lo, v[1:2], v[3:4], v[1:2]
	v_fma_f64 v[10:11], v[10:11], v[18:19], v[10:11]
	v_fma_f64 v[18:19], -v[12:13], v[14:15], 1.0
	v_mul_f64 v[20:21], v[16:17], v[10:11]
	v_fma_f64 v[14:15], v[14:15], v[18:19], v[14:15]
	v_mov_b32_e32 v18, 0
	v_fma_f64 v[8:9], -v[8:9], v[20:21], v[16:17]
	v_mul_f64 v[16:17], v[22:23], v[14:15]
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[20:21]
	v_fma_f64 v[10:11], -v[12:13], v[16:17], v[22:23]
	v_add_f64 v[12:13], v[1:2], -v[3:4]
	s_mov_b32 vcc_lo, s0
	v_cmp_gt_f64_e64 s0, v[1:2], v[3:4]
	v_add_f64 v[19:20], v[1:2], v[3:4]
	v_add_f64 v[23:24], v[1:2], v[1:2]
	v_xor_b32_e32 v22, 0x80000000, v2
	v_mov_b32_e32 v21, v1
	global_store_dwordx2 v34, v[21:22], s[12:13]
	v_add_nc_u32_e32 v21, 0x7800, v0
	v_add_nc_u32_e32 v22, 0xf800, v7
	v_add_nc_u32_e32 v34, 0x10800, v7
	v_div_fixup_f64 v[8:9], v[8:9], v[3:4], v[1:2]
	v_div_fmas_f64 v[10:11], v[10:11], v[14:15], v[16:17]
	global_store_dwordx2 v26, v[12:13], s[12:13]
	v_mul_f64 v[14:15], v[1:2], s[2:3]
	v_cmp_eq_f64_e32 vcc_lo, 0, v[1:2]
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v16, v6, v2, s1
	v_cmp_ge_f64_e64 s2, v[1:2], v[3:4]
	v_cmp_le_f64_e64 s3, 0, v[1:2]
	global_store_dwordx2 v25, v[19:20], s[12:13]
	global_store_dwordx2 v30, v[19:20], s[12:13]
	global_store_dwordx2 v37, v[23:24], s[12:13]
	v_add_nc_u32_e32 v17, 0x6800, v0
	v_or_b32_e32 v26, 0x8000, v0
	v_add_nc_u32_e32 v25, 0x8800, v0
	v_cndmask_b32_e64 v20, 0, 1, s6
	v_add_nc_u32_e32 v19, 0x11800, v7
	v_or_b32_e32 v30, 0x9000, v0
	v_add_nc_u32_e32 v37, 0x9800, v0
	v_add_nc_u32_e32 v0, 0xa800, v0
	v_trunc_f64_e32 v[12:13], v[8:9]
	v_div_fixup_f64 v[10:11], v[10:11], v[1:2], 1.0
	global_store_dwordx2 v28, v[8:9], s[12:13]
	global_store_dwordx2 v38, v[14:15], s[12:13]
	v_cndmask_b32_e64 v15, v5, v1, s1
	v_cmp_lt_f64_e64 s1, 0, v[1:2]
	global_store_dwordx2 v32, v[8:9], s[12:13]
	global_store_dwordx2 v33, v[8:9], s[12:13]
	v_trunc_f64_e32 v[8:9], v[1:2]
	global_store_dwordx2 v39, v[15:16], s[12:13]
	v_mul_f64 v[14:15], v[1:2], v[3:4]
	v_cndmask_b32_e64 v16, 0, 1, s5
	v_cmp_nlt_f64_e64 s5, v[1:2], v[3:4]
	v_add_nc_u32_e32 v38, 0x13800, v7
	v_bfi_b32 v28, 0x7fffffff, s9, v2
	v_add_nc_u32_e32 v39, 0x15800, v7
	v_max_f64 v[32:33], v[1:2], v[1:2] clamp
	v_fma_f64 v[12:13], -v[12:13], v[3:4], v[1:2]
	global_store_dwordx2 v35, v[10:11], s[12:13]
	global_store_dwordx2 v36, v[10:11], s[12:13]
	v_cndmask_b32_e64 v11, v6, v2, s0
	v_cndmask_b32_e64 v10, v5, v1, s0
	v_cmp_ge_f64_e64 s0, 0, v[1:2]
	v_add_nc_u32_e32 v35, 0x18800, v7
	v_add_nc_u32_e32 v36, 0x19000, v7
	global_store_dwordx2 v29, v[12:13], s[12:13]
	v_cndmask_b32_e64 v12, 0, 1, vcc_lo
	v_cmp_le_f64_e32 vcc_lo, v[1:2], v[3:4]
	global_store_dwordx2 v27, v[14:15], s[12:13]
	global_store_dwordx2 v31, v[14:15], s[12:13]
	v_cndmask_b32_e64 v29, 0, 1, s8
	v_add_f64 v[14:15], v[14:15], v[5:6]
	global_store_dword v40, v12, s[12:13]
	v_cndmask_b32_e64 v12, 0, 1, s1
	v_cmp_lg_f64_e64 s1, v[1:2], v[3:4]
	global_store_dwordx2 v41, v[10:11], s[12:13]
	v_cndmask_b32_e64 v11, v6, v2, s2
	v_cndmask_b32_e64 v10, v5, v1, s2
	global_store_dword v42, v12, s[12:13]
	v_cndmask_b32_e64 v12, 0, 1, s3
	v_cmp_lg_f64_e64 s2, 0, v[1:2]
	v_cmp_nlg_f64_e64 s3, v[1:2], v[3:4]
	global_store_dwordx2 v43, v[10:11], s[12:13]
	v_cndmask_b32_e64 v11, v6, v2, s4
	v_cndmask_b32_e64 v10, v5, v1, s4
	global_store_dword v44, v12, s[12:13]
	v_cmp_nle_f64_e64 s4, v[1:2], v[3:4]
	v_add_nc_u32_e32 v40, 0x1a800, v7
	v_add_nc_u32_e32 v41, 0x1b800, v7
	global_store_dwordx2 v45, v[10:11], s[12:13]
	v_add_f64 v[10:11], v[1:2], -v[8:9]
	v_cndmask_b32_e32 v13, v6, v2, vcc_lo
	v_cndmask_b32_e32 v12, v5, v1, vcc_lo
	v_cmp_o_f64_e32 vcc_lo, v[1:2], v[3:4]
	global_store_dword v46, v16, s[12:13]
	v_cndmask_b32_e64 v16, 0, 1, s0
	v_cmp_o_f64_e64 s0, v[1:2], v[1:2]
	global_store_dwordx2 v47, v[12:13], s[12:13]
	v_cndmask_b32_e64 v13, v6, v2, s1
	v_cndmask_b32_e64 v12, v5, v1, s1
	v_cmp_nlg_f64_e64 s1, 0, v[1:2]
	global_store_dword v48, v16, s[12:13]
	v_or_b32_e32 v42, 0x1c000, v7
	v_add_nc_u32_e32 v43, 0x1c800, v7
	global_store_dwordx2 v49, v[12:13], s[12:13]
	v_cndmask_b32_e64 v12, 0, 1, s2
	v_add_nc_u32_e32 v44, 0x1d000, v7
	v_add_nc_u32_e32 v45, 0x1d800, v7
	v_or_b32_e32 v46, 0x1e000, v7
	v_add_nc_u32_e32 v47, 0x1e800, v7
	global_store_dword v17, v12, s[12:13]
	v_add_nc_u32_e32 v48, 0x1f000, v7
	v_cmp_ge_f64_e64 s2, |v[10:11]|, 0.5
	v_add_nc_u32_e32 v49, 0x1f800, v7
	v_cndmask_b32_e32 v11, v6, v2, vcc_lo
	v_cndmask_b32_e32 v10, v5, v1, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0, v[1:2]
	v_cndmask_b32_e64 v12, 0, 1, s0
	v_cmp_ngt_f64_e64 s0, v[1:2], v[3:4]
	global_store_dwordx2 v50, v[10:11], s[12:13]
	v_cndmask_b32_e64 v11, v6, v2, s3
	v_cndmask_b32_e64 v10, v5, v1, s3
	v_cmp_nle_f64_e64 s3, 0, v[1:2]
	global_store_dword v51, v12, s[12:13]
	v_cndmask_b32_e64 v16, 0, 1, s1
	v_cmp_nlt_f64_e64 s1, 0, v[1:2]
	global_store_dwordx2 v52, v[10:11], s[12:13]
	v_cndmask_b32_e64 v11, v6, v2, s4
	v_cndmask_b32_e64 v10, v5, v1, s4
	v_cmp_neq_f64_e64 s4, v[1:2], v[3:4]
	v_max_f64 v[12:13], v[1:2], v[1:2]
	global_store_dword v21, v16, s[12:13]
	v_max_f64 v[16:17], v[3:4], v[3:4]
	global_store_dwordx2 v22, v[10:11], s[12:13]
	v_cndmask_b32_e64 v11, v6, v2, s5
	v_cndmask_b32_e64 v10, v5, v1, s5
	v_cmp_u_f64_e64 s5, v[1:2], v[3:4]
	v_cndmask_b32_e64 v22, 0, 1, vcc_lo
	v_cmp_u_f64_e32 vcc_lo, v[1:2], v[1:2]
	global_store_dword v26, v20, s[12:13]
	global_store_dwordx2 v34, v[10:11], s[12:13]
	v_cndmask_b32_e64 v11, v6, v2, s7
	v_cndmask_b32_e64 v10, v5, v1, s7
	global_store_dword v25, v22, s[12:13]
	v_cndmask_b32_e64 v22, 0, 1, s3
	v_sqrt_f64_e32 v[20:21], v[1:2]
	v_ceil_f64_e32 v[24:25], v[1:2]
	global_store_dwordx2 v19, v[10:11], s[12:13]
	v_cndmask_b32_e64 v11, v6, v2, s0
	v_cndmask_b32_e64 v10, v5, v1, s0
	v_cndmask_b32_e64 v19, 0, 1, s1
	global_store_dword v30, v22, s[12:13]
	v_cndmask_b32_e64 v23, v6, v2, s4
	v_cndmask_b32_e64 v22, v5, v1, s4
	global_store_dwordx2 v53, v[10:11], s[12:13]
	global_store_dword v37, v19, s[12:13]
	v_cndmask_b32_e64 v19, 0, v28, s2
	v_floor_f64_e32 v[10:11], v[1:2]
	global_store_dwordx2 v38, v[22:23], s[12:13]
	v_max_f64 v[22:23], v[12:13], v[16:17]
	global_store_dword v54, v29, s[12:13]
	v_rndne_f64_e32 v[28:29], v[1:2]
	v_add_f64 v[18:19], v[8:9], v[18:19]
	v_min_f64 v[16:17], v[12:13], v[16:17]
	v_cndmask_b32_e64 v27, v6, v2, s5
	v_cndmask_b32_e64 v26, v5, v1, s5
	v_cndmask_b32_e64 v30, 0, 1, vcc_lo
	v_or_b32_e32 v34, 0x20000, v7
	v_add_nc_u32_e32 v7, 0x20800, v7
	global_store_dwordx2 v55, v[26:27], s[12:13]
	v_fma_f64 v[26:27], v[1:2], v[3:4], v[5:6]
	global_store_dword v0, v30, s[12:13]
	v_fma_f64 v[30:31], -v[1:2], |v[3:4]|, v[5:6]
	global_store_dwordx2 v39, v[20:21], s[12:13]
	global_store_dwordx2 v56, v[20:21], s[12:13]
	v_and_b32_e32 v21, 0x7fffffff, v2
	v_mov_b32_e32 v20, v1
	v_bfi_b32 v3, 0x7fffffff, v2, v4
	v_mov_b32_e32 v2, v1
	v_min_f64 v[4:5], v[22:23], v[5:6]
	global_store_dwordx2 v57, v[20:21], s[12:13]
	global_store_dwordx2 v58, v[10:11], s[12:13]
	global_store_dwordx2 v59, v[24:25], s[12:13]
	global_store_dwordx2 v60, v[8:9], s[12:13]
	global_store_dwordx2 v35, v[28:29], s[12:13]
	global_store_dwordx2 v36, v[18:19], s[12:13]
	global_store_dwordx2 v61, v[12:13], s[12:13]
	global_store_dwordx2 v62, v[16:17], s[12:13]
	global_store_dwordx2 v40, v[16:17], s[12:13]
	global_store_dwordx2 v63, v[22:23], s[12:13]
	global_store_dwordx2 v41, v[22:23], s[12:13]
	global_store_dwordx2 v42, v[2:3], s[12:13]
	global_store_dwordx2 v43, v[2:3], s[12:13]
	global_store_dwordx2 v44, v[26:27], s[12:13]
	global_store_dwordx2 v45, v[30:31], s[12:13]
	global_store_dwordx2 v46, v[26:27], s[12:13]
	global_store_dwordx2 v47, v[30:31], s[12:13]
	global_store_dwordx2 v48, v[14:15], s[12:13]
	global_store_dwordx2 v49, v[14:15], s[12:13]
	global_store_dwordx2 v34, v[32:33], s[12:13]
	global_store_dwordx2 v7, v[4:5], s[12:13]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel float_f64_div_f64
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
		.amdhsa_next_free_vgpr 64
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
	.size	float_f64_div_f64, .Lfunc_end0-float_f64_div_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2468
; NumSgprs: 18
; NumVgprs: 64
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 64
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
    .name:           float_f64_div_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         float_f64_div_f64.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
