	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	float_f64_div_f64               ; -- Begin function float_f64_div_f64
	.p2align	8
	.type	float_f64_div_f64,@function
float_f64_div_f64:                      ; @float_f64_div_f64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v7, 3, v0
	v_add_u32_e32 v18, 0x1000, v7
	s_brev_b32 s2, 6
	s_mov_b32 s3, 0xc00921fb
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[1:2], v7, s[6:7]
	global_load_dwordx2 v[5:6], v7, s[6:7] offset:512
	global_load_dwordx2 v[3:4], v7, s[6:7] offset:1024
	s_movk_i32 s6, 0x5000
	v_add_u32_e32 v19, s6, v7
	s_movk_i32 s11, 0x6800
	s_movk_i32 s12, 0x7000
	s_movk_i32 s13, 0x7800
	s_mov_b32 s14, 0x8800
	s_mov_b32 s15, 0x9800
	s_mov_b32 s16, 0xa800
	s_movk_i32 s7, 0x4000
	s_movk_i32 s8, 0x4800
	s_movk_i32 s9, 0x5800
	v_lshlrev_b32_e32 v0, 2, v0
	s_movk_i32 s10, 0x6000
	s_waitcnt vmcnt(2)
	v_div_scale_f64 v[10:11], s[0:1], v[1:2], v[1:2], 1.0
	s_waitcnt vmcnt(1)
	v_div_scale_f64 v[8:9], s[0:1], v[5:6], v[5:6], v[1:2]
	v_add_f64 v[12:13], v[1:2], -v[5:6]
	v_xor_b32_e32 v17, 0x80000000, v2
	v_mov_b32_e32 v16, v1
	global_store_dwordx2 v19, v[16:17], s[4:5]
	v_add_f64 v[16:17], v[1:2], v[5:6]
	v_add_u32_e32 v19, 0x3000, v7
	global_store_dwordx2 v18, v[12:13], s[4:5]
	v_add_u32_e32 v18, 0x800, v7
	global_store_dwordx2 v18, v[16:17], s[4:5]
	global_store_dwordx2 v19, v[16:17], s[4:5]
	v_rcp_f64_e32 v[12:13], v[10:11]
	v_rcp_f64_e32 v[14:15], v[8:9]
	v_fma_f64 v[18:19], -v[10:11], v[12:13], 1.0
	v_fma_f64 v[16:17], -v[8:9], v[14:15], 1.0
	v_fma_f64 v[12:13], v[12:13], v[18:19], v[12:13]
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
	v_div_scale_f64 v[18:19], vcc, v[1:2], v[5:6], v[1:2]
	v_fma_f64 v[16:17], -v[8:9], v[14:15], 1.0
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
	v_fma_f64 v[16:17], -v[10:11], v[12:13], 1.0
	v_fma_f64 v[12:13], v[12:13], v[16:17], v[12:13]
	v_mul_f64 v[16:17], v[18:19], v[14:15]
	v_fma_f64 v[8:9], -v[8:9], v[16:17], v[18:19]
	v_div_scale_f64 v[18:19], s[0:1], 1.0, v[1:2], 1.0
	v_div_fmas_f64 v[14:15], v[8:9], v[14:15], v[16:17]
	v_add_f64 v[16:17], v[1:2], v[1:2]
	s_mov_b64 vcc, s[0:1]
	v_cmp_gt_f64_e64 s[0:1], v[1:2], v[5:6]
	v_add_u32_e32 v8, 0x1800, v7
	v_mul_f64 v[20:21], v[18:19], v[12:13]
	v_fma_f64 v[10:11], -v[10:11], v[20:21], v[18:19]
	v_or_b32_e32 v18, 0x2000, v7
	v_add_u32_e32 v19, 0x2800, v7
	v_div_fmas_f64 v[9:10], v[10:11], v[12:13], v[20:21]
	v_mul_f64 v[11:12], v[1:2], s[2:3]
	v_cmp_eq_f64_e32 vcc, v[1:2], v[5:6]
	v_add_u32_e32 v13, s11, v7
	global_store_dwordx2 v13, v[16:17], s[4:5]
	v_add_u32_e32 v13, s12, v7
	v_cmp_ge_f64_e64 s[2:3], v[1:2], v[5:6]
	v_add_u32_e32 v20, 0x12800, v7
	v_or_b32_e32 v17, s7, v7
	global_store_dwordx2 v13, v[11:12], s[4:5]
	s_waitcnt vmcnt(6)
	v_cndmask_b32_e32 v12, v4, v2, vcc
	v_cndmask_b32_e32 v11, v3, v1, vcc
	v_cmp_lt_f64_e32 vcc, v[1:2], v[5:6]
	v_add_u32_e32 v13, s13, v7
	global_store_dwordx2 v13, v[11:12], s[4:5]
	v_add_u32_e32 v13, s14, v7
	v_cndmask_b32_e64 v12, v4, v2, s[0:1]
	v_cndmask_b32_e64 v11, v3, v1, s[0:1]
	v_cmp_le_f64_e64 s[0:1], v[1:2], v[5:6]
	global_store_dwordx2 v13, v[11:12], s[4:5]
	v_add_u32_e32 v13, s15, v7
	v_cndmask_b32_e64 v12, v4, v2, s[2:3]
	v_cndmask_b32_e64 v11, v3, v1, s[2:3]
	global_store_dwordx2 v13, v[11:12], s[4:5]
	v_cndmask_b32_e32 v12, v4, v2, vcc
	v_cndmask_b32_e32 v11, v3, v1, vcc
	v_cmp_lg_f64_e32 vcc, v[1:2], v[5:6]
	v_add_u32_e32 v13, s16, v7
	v_cmp_o_f64_e64 s[2:3], v[1:2], v[5:6]
	global_store_dwordx2 v13, v[11:12], s[4:5]
	v_cndmask_b32_e64 v12, v4, v2, s[0:1]
	v_cndmask_b32_e64 v11, v3, v1, s[0:1]
	v_cmp_nlt_f64_e64 s[0:1], v[1:2], v[5:6]
	v_add_u32_e32 v13, 0xb800, v7
	global_store_dwordx2 v13, v[11:12], s[4:5]
	v_cndmask_b32_e32 v12, v4, v2, vcc
	v_cndmask_b32_e32 v11, v3, v1, vcc
	v_cmp_nge_f64_e32 vcc, v[1:2], v[5:6]
	v_add_u32_e32 v13, 0xc800, v7
	global_store_dwordx2 v13, v[11:12], s[4:5]
	v_add_u32_e32 v13, 0xd800, v7
	v_cndmask_b32_e64 v12, v4, v2, s[2:3]
	v_cndmask_b32_e64 v11, v3, v1, s[2:3]
	global_store_dwordx2 v13, v[11:12], s[4:5]
	v_cndmask_b32_e64 v12, v4, v2, s[0:1]
	v_cndmask_b32_e64 v11, v3, v1, s[0:1]
	v_cmp_ngt_f64_e64 s[0:1], v[1:2], v[5:6]
	v_add_u32_e32 v13, 0x10800, v7
	v_cmp_neq_f64_e64 s[2:3], v[1:2], v[5:6]
	global_store_dwordx2 v13, v[11:12], s[4:5]
	v_add_u32_e32 v13, 0x11800, v7
	v_cndmask_b32_e32 v12, v4, v2, vcc
	v_cndmask_b32_e32 v11, v3, v1, vcc
	global_store_dwordx2 v13, v[11:12], s[4:5]
	v_div_fixup_f64 v[13:14], v[14:15], v[5:6], v[1:2]
	v_cndmask_b32_e64 v12, v4, v2, s[0:1]
	v_cndmask_b32_e64 v11, v3, v1, s[0:1]
	global_store_dwordx2 v20, v[11:12], s[4:5]
	v_add_u32_e32 v15, 0x13800, v7
	v_cndmask_b32_e64 v12, v4, v2, s[2:3]
	v_cndmask_b32_e64 v11, v3, v1, s[2:3]
	global_store_dwordx2 v15, v[11:12], s[4:5]
	v_add_u32_e32 v15, s8, v7
	v_trunc_f64_e32 v[11:12], v[13:14]
	global_store_dwordx2 v18, v[13:14], s[4:5]
	global_store_dwordx2 v17, v[13:14], s[4:5]
	global_store_dwordx2 v15, v[13:14], s[4:5]
	v_mul_f64 v[13:14], v[1:2], v[5:6]
	v_cmp_eq_f64_e32 vcc, 0, v[1:2]
	v_add_u32_e32 v16, 0x3800, v7
	v_div_fixup_f64 v[9:10], v[9:10], v[1:2], 1.0
	v_fma_f64 v[11:12], -v[11:12], v[5:6], v[1:2]
	v_add_u32_e32 v18, s9, v7
	v_or_b32_e32 v15, s7, v0
	v_or_b32_e32 v17, s10, v7
	global_store_dwordx2 v16, v[13:14], s[4:5]
	v_cndmask_b32_e64 v16, 0, 1, vcc
	v_cmp_lt_f64_e32 vcc, 0, v[1:2]
	global_store_dwordx2 v18, v[9:10], s[4:5]
	global_store_dwordx2 v19, v[11:12], s[4:5]
	global_store_dword v15, v16, s[4:5]
	global_store_dwordx2 v17, v[9:10], s[4:5]
	v_or_b32_e32 v9, s6, v0
	v_cmp_lg_f64_e64 s[0:1], 0, v[1:2]
	v_add_u32_e32 v10, s9, v0
	v_cndmask_b32_e64 v16, 0, 1, vcc
	v_cmp_le_f64_e32 vcc, 0, v[1:2]
	v_or_b32_e32 v17, s10, v0
	v_add_u32_e32 v11, s11, v0
	v_or_b32_e32 v12, s12, v0
	v_add_u32_e32 v20, s8, v0
	v_add_u32_e32 v18, 0xe800, v7
	global_store_dword v20, v16, s[4:5]
	v_add_u32_e32 v15, s13, v0
	v_cndmask_b32_e64 v19, 0, 1, vcc
	v_cmp_gt_f64_e32 vcc, 0, v[1:2]
	global_store_dword v9, v19, s[4:5]
	global_store_dwordx2 v8, v[13:14], s[4:5]
	v_add_u32_e32 v16, 0xf800, v7
	v_or_b32_e32 v19, 0x8000, v0
	v_add_u32_e32 v20, s14, v0
	v_add_u32_e32 v21, s15, v0
	v_cndmask_b32_e64 v9, 0, 1, vcc
	v_cmp_ge_f64_e32 vcc, 0, v[1:2]
	global_store_dword v10, v9, s[4:5]
	v_cndmask_b32_e64 v9, 0, 1, vcc
	global_store_dword v17, v9, s[4:5]
	v_cndmask_b32_e64 v9, 0, 1, s[0:1]
	v_cmp_o_f64_e64 s[0:1], v[1:2], v[1:2]
	v_cmp_nlg_f64_e32 vcc, v[1:2], v[5:6]
	global_store_dword v11, v9, s[4:5]
	v_or_b32_e32 v17, 0x9000, v0
	v_cndmask_b32_e64 v9, 0, 1, s[0:1]
	global_store_dword v12, v9, s[4:5]
	v_cndmask_b32_e32 v10, v4, v2, vcc
	v_cndmask_b32_e32 v9, v3, v1, vcc
	v_cmp_nlg_f64_e32 vcc, 0, v[1:2]
	v_cmp_nge_f64_e64 s[0:1], 0, v[1:2]
	global_store_dwordx2 v18, v[9:10], s[4:5]
	v_or_b32_e32 v12, 0xa000, v0
	v_add_u32_e32 v0, s16, v0
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_cmp_nle_f64_e32 vcc, v[1:2], v[5:6]
	global_store_dword v15, v10, s[4:5]
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_ngt_f64_e64 s[0:1], 0, v[1:2]
	v_cndmask_b32_e32 v9, v4, v2, vcc
	v_cndmask_b32_e32 v8, v3, v1, vcc
	v_cmp_nle_f64_e32 vcc, 0, v[1:2]
	v_cndmask_b32_e64 v11, 0, 1, s[0:1]
	v_cmp_nlt_f64_e64 s[0:1], 0, v[1:2]
	global_store_dwordx2 v16, v[8:9], s[4:5]
	v_sqrt_f64_e32 v[8:9], v[1:2]
	global_store_dword v19, v10, s[4:5]
	global_store_dword v20, v11, s[4:5]
	v_max_f64 v[19:20], v[5:6], v[5:6]
	v_cndmask_b32_e64 v15, 0, 1, vcc
	v_cmp_u_f64_e32 vcc, v[1:2], v[5:6]
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_neq_f64_e64 s[0:1], 0, v[1:2]
	v_cndmask_b32_e32 v11, v4, v2, vcc
	v_cndmask_b32_e32 v10, v3, v1, vcc
	v_cmp_u_f64_e32 vcc, v[1:2], v[1:2]
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	global_store_dword v17, v15, s[4:5]
	global_store_dword v21, v16, s[4:5]
	global_store_dword v12, v18, s[4:5]
	v_add_u32_e32 v12, 0x14800, v7
	global_store_dwordx2 v12, v[10:11], s[4:5]
	s_brev_b32 s0, -2
	v_and_b32_e32 v16, s0, v2
	v_mov_b32_e32 v15, v1
	v_cndmask_b32_e64 v10, 0, 1, vcc
	global_store_dword v0, v10, s[4:5]
	v_add_u32_e32 v0, 0x15800, v7
	global_store_dwordx2 v0, v[8:9], s[4:5]
	v_or_b32_e32 v0, 0x16000, v7
	global_store_dwordx2 v0, v[8:9], s[4:5]
	v_floor_f64_e32 v[8:9], v[1:2]
	v_trunc_f64_e32 v[10:11], v[1:2]
	v_add_u32_e32 v0, 0x16800, v7
	global_store_dwordx2 v0, v[15:16], s[4:5]
	v_add_u32_e32 v0, 0x17000, v7
	v_ceil_f64_e32 v[17:18], v[1:2]
	v_rndne_f64_e32 v[15:16], v[1:2]
	v_add_u32_e32 v12, 0x1e800, v7
	global_store_dwordx2 v0, v[8:9], s[4:5]
	v_add_f64 v[8:9], v[1:2], -v[10:11]
	v_add_u32_e32 v0, 0x17800, v7
	global_store_dwordx2 v0, v[17:18], s[4:5]
	v_max_f64 v[17:18], v[1:2], v[1:2]
	v_mov_b32_e32 v0, 0x3ff00000
	v_bfi_b32 v0, s0, v0, v2
	v_cmp_ge_f64_e64 vcc, |v[8:9]|, 0.5
	v_mov_b32_e32 v8, 0
	v_cndmask_b32_e32 v9, 0, v0, vcc
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_or_b32_e32 v0, 0x18000, v7
	global_store_dwordx2 v0, v[10:11], s[4:5]
	v_min_f64 v[10:11], v[17:18], v[19:20]
	v_add_u32_e32 v0, 0x18800, v7
	global_store_dwordx2 v0, v[15:16], s[4:5]
	v_add_u32_e32 v0, 0x19000, v7
	v_fma_f64 v[15:16], v[1:2], v[5:6], v[3:4]
	global_store_dwordx2 v0, v[8:9], s[4:5]
	v_max_f64 v[8:9], v[17:18], v[19:20]
	v_add_u32_e32 v0, 0x19800, v7
	global_store_dwordx2 v0, v[17:18], s[4:5]
	v_or_b32_e32 v0, 0x1a000, v7
	global_store_dwordx2 v0, v[10:11], s[4:5]
	v_add_u32_e32 v0, 0x1a800, v7
	global_store_dwordx2 v0, v[10:11], s[4:5]
	v_bfi_b32 v11, s0, v2, v6
	v_fma_f64 v[5:6], -v[1:2], |v[5:6]|, v[3:4]
	v_add_u32_e32 v0, 0x1b000, v7
	global_store_dwordx2 v0, v[8:9], s[4:5]
	v_add_u32_e32 v0, 0x1b800, v7
	global_store_dwordx2 v0, v[8:9], s[4:5]
	v_mov_b32_e32 v10, v1
	v_or_b32_e32 v0, 0x1c000, v7
	global_store_dwordx2 v0, v[10:11], s[4:5]
	v_add_u32_e32 v0, 0x1c800, v7
	global_store_dwordx2 v0, v[10:11], s[4:5]
	v_add_u32_e32 v0, 0x1d000, v7
	global_store_dwordx2 v0, v[15:16], s[4:5]
	v_add_u32_e32 v0, 0x1d800, v7
	v_add_f64 v[10:11], v[13:14], v[3:4]
	global_store_dwordx2 v0, v[5:6], s[4:5]
	v_or_b32_e32 v0, 0x1e000, v7
	global_store_dwordx2 v0, v[15:16], s[4:5]
	v_max_f64 v[0:1], v[1:2], v[1:2] clamp
	v_min_f64 v[2:3], v[8:9], v[3:4]
	v_add_u32_e32 v4, 0x1f000, v7
	global_store_dwordx2 v12, v[5:6], s[4:5]
	global_store_dwordx2 v4, v[10:11], s[4:5]
	v_add_u32_e32 v4, 0x1f800, v7
	global_store_dwordx2 v4, v[10:11], s[4:5]
	v_or_b32_e32 v4, 0x20000, v7
	global_store_dwordx2 v4, v[0:1], s[4:5]
	v_add_u32_e32 v0, 0x20800, v7
	global_store_dwordx2 v0, v[2:3], s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 17
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
	.size	float_f64_div_f64, .Lfunc_end0-float_f64_div_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2272
; NumSgprs: 19
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 22
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
    .name:           float_f64_div_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         float_f64_div_f64.kd
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
