	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	float_f64_div_f64               ; -- Begin function float_f64_div_f64
	.p2align	8
	.type	float_f64_div_f64,@function
float_f64_div_f64:                      ; @float_f64_div_f64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v11, 3, v0
	s_movk_i32 s10, 0x5000
	s_brev_b32 s11, -2
	s_movk_i32 s20, 0x7800
	s_mov_b32 s21, 0x8800
	v_add_nc_u32_e32 v24, s10, v11
	v_add_nc_u32_e32 v26, 0x16800, v11
	v_or_b32_e32 v27, 0x1c000, v11
	v_add_nc_u32_e32 v28, 0x1c800, v11
	s_mov_b32 s22, 0x9800
	s_mov_b32 s23, 0xa800
	s_movk_i32 s18, 0x5800
	s_movk_i32 s19, 0x6000
	v_lshlrev_b32_e32 v0, 2, v0
	s_movk_i32 s16, 0x4000
	s_movk_i32 s17, 0x4800
	v_add_nc_u32_e32 v29, 0x3800, v11
	v_add_nc_u32_e32 v30, 0xe800, v11
	v_add_nc_u32_e32 v31, 0xf800, v11
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_dwordx2 v[1:2], v11, s[14:15]
	global_load_dwordx2 v[5:6], v11, s[14:15] offset:512
	global_load_dwordx2 v[3:4], v11, s[14:15] offset:1024
	s_movk_i32 s14, 0x6800
	s_movk_i32 s15, 0x7000
	v_or_b32_e32 v32, 0x8000, v0
	v_add_nc_u32_e32 v33, s21, v0
	s_waitcnt vmcnt(2)
	v_div_scale_f64 v[9:10], s[0:1], v[1:2], v[1:2], 1.0
	s_waitcnt vmcnt(1)
	v_div_scale_f64 v[7:8], s[0:1], v[5:6], v[5:6], v[1:2]
	v_add_f64 v[18:19], v[1:2], -v[5:6]
	v_and_b32_e32 v23, s11, v2
	v_mov_b32_e32 v22, v1
	s_brev_b32 s0, 6
	s_mov_b32 s1, 0xc00921fb
	v_cmp_eq_f64_e64 s[2:3], v[1:2], v[5:6]
	v_cmp_gt_f64_e64 s[4:5], v[1:2], v[5:6]
	global_store_dwordx2 v26, v[22:23], s[12:13]
	v_add_nc_u32_e32 v26, 0x1000, v11
	v_add_f64 v[22:23], v[1:2], v[1:2]
	v_cmp_ge_f64_e64 s[6:7], v[1:2], v[5:6]
	v_cmp_le_f64_e64 s[8:9], v[1:2], v[5:6]
	v_rcp_f64_e32 v[16:17], v[9:10]
	v_rcp_f64_e32 v[12:13], v[7:8]
	global_store_dwordx2 v26, v[18:19], s[12:13]
	v_fma_f64 v[20:21], -v[9:10], v[16:17], 1.0
	v_fma_f64 v[14:15], -v[7:8], v[12:13], 1.0
	v_fma_f64 v[16:17], v[16:17], v[20:21], v[16:17]
	v_add_nc_u32_e32 v20, 0x800, v11
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
	v_xor_b32_e32 v15, 0x80000000, v2
	v_mov_b32_e32 v14, v1
	v_add_nc_u32_e32 v21, 0x3000, v11
	global_store_dwordx2 v24, v[14:15], s[12:13]
	v_bfi_b32 v15, s11, v2, v6
	v_add_f64 v[24:25], v[1:2], v[5:6]
	global_store_dwordx2 v27, v[14:15], s[12:13]
	global_store_dwordx2 v28, v[14:15], s[12:13]
	v_mul_f64 v[14:15], v[1:2], s[0:1]
	v_floor_f64_e32 v[26:27], v[1:2]
	v_add_nc_u32_e32 v28, s14, v11
	global_store_dwordx2 v28, v[22:23], s[12:13]
	v_fma_f64 v[18:19], -v[7:8], v[12:13], 1.0
	v_rndne_f64_e32 v[22:23], v[1:2]
	v_or_b32_e32 v28, 0x1e000, v11
	global_store_dwordx2 v20, v[24:25], s[12:13]
	global_store_dwordx2 v21, v[24:25], s[12:13]
	v_add_nc_u32_e32 v24, s15, v11
	v_add_nc_u32_e32 v25, 0x17000, v11
	v_ceil_f64_e32 v[20:21], v[1:2]
	global_store_dwordx2 v24, v[14:15], s[12:13]
	v_div_scale_f64 v[14:15], vcc, v[1:2], v[5:6], v[1:2]
	global_store_dwordx2 v25, v[26:27], s[12:13]
	v_fma_f64 v[24:25], -v[9:10], v[16:17], 1.0
	v_add_nc_u32_e32 v26, 0x17800, v11
	v_add_nc_u32_e32 v27, 0x18800, v11
	v_fma_f64 v[12:13], v[12:13], v[18:19], v[12:13]
	s_waitcnt vmcnt(0)
	v_fma_f64 v[18:19], v[1:2], v[5:6], v[3:4]
	global_store_dwordx2 v27, v[22:23], s[12:13]
	v_add_nc_u32_e32 v27, 0x15800, v11
	global_store_dwordx2 v26, v[20:21], s[12:13]
	v_div_scale_f64 v[20:21], s[0:1], 1.0, v[1:2], 1.0
	v_add_nc_u32_e32 v26, 0x1d000, v11
	global_store_dwordx2 v26, v[18:19], s[12:13]
	global_store_dwordx2 v28, v[18:19], s[12:13]
	v_mul_f64 v[22:23], v[14:15], v[12:13]
	v_fma_f64 v[16:17], v[16:17], v[24:25], v[16:17]
	v_sqrt_f64_e32 v[24:25], v[1:2]
	v_max_f64 v[18:19], v[1:2], v[1:2] clamp
	v_or_b32_e32 v26, 0x20000, v11
	v_or_b32_e32 v28, 0x16000, v11
	v_fma_f64 v[7:8], -v[7:8], v[22:23], v[14:15]
	v_mul_f64 v[14:15], v[20:21], v[16:17]
	global_store_dwordx2 v26, v[18:19], s[12:13]
	global_store_dwordx2 v27, v[24:25], s[12:13]
	v_add_nc_u32_e32 v19, s20, v11
	global_store_dwordx2 v28, v[24:25], s[12:13]
	v_cndmask_b32_e64 v25, v4, v2, s[2:3]
	v_cndmask_b32_e64 v24, v3, v1, s[2:3]
	v_cmp_lt_f64_e64 s[2:3], v[1:2], v[5:6]
	v_add_nc_u32_e32 v26, s21, v11
	v_add_nc_u32_e32 v27, 0xb800, v11
	v_add_nc_u32_e32 v28, 0xc800, v11
	global_store_dwordx2 v19, v[24:25], s[12:13]
	v_add_nc_u32_e32 v19, s22, v11
	v_add_nc_u32_e32 v25, s23, v11
	v_mov_b32_e32 v18, 0
	v_div_fmas_f64 v[7:8], v[7:8], v[12:13], v[22:23]
	v_fma_f64 v[9:10], -v[9:10], v[14:15], v[20:21]
	v_trunc_f64_e32 v[23:24], v[1:2]
	s_mov_b64 vcc, s[0:1]
	v_cndmask_b32_e64 v13, v4, v2, s[4:5]
	v_cndmask_b32_e64 v12, v3, v1, s[4:5]
	v_cmp_lg_f64_e64 s[4:5], v[1:2], v[5:6]
	v_cndmask_b32_e64 v22, v4, v2, s[6:7]
	v_cndmask_b32_e64 v21, v3, v1, s[6:7]
	v_cmp_o_f64_e64 s[6:7], v[1:2], v[5:6]
	global_store_dwordx2 v26, v[12:13], s[12:13]
	v_cndmask_b32_e64 v13, v4, v2, s[2:3]
	v_cndmask_b32_e64 v12, v3, v1, s[2:3]
	global_store_dwordx2 v19, v[21:22], s[12:13]
	v_cndmask_b32_e64 v20, v4, v2, s[8:9]
	v_cmp_nlt_f64_e64 s[2:3], v[1:2], v[5:6]
	v_cndmask_b32_e64 v19, v3, v1, s[8:9]
	v_cmp_nge_f64_e64 s[8:9], v[1:2], v[5:6]
	global_store_dwordx2 v25, v[12:13], s[12:13]
	v_max_f64 v[25:26], v[5:6], v[5:6]
	v_add_nc_u32_e32 v22, 0xd800, v11
	global_store_dwordx2 v27, v[19:20], s[12:13]
	v_max_f64 v[20:21], v[1:2], v[1:2]
	v_div_fmas_f64 v[9:10], v[9:10], v[16:17], v[14:15]
	v_add_f64 v[14:15], v[1:2], -v[23:24]
	v_div_fixup_f64 v[7:8], v[7:8], v[5:6], v[1:2]
	v_cmp_ngt_f64_e32 vcc, v[1:2], v[5:6]
	v_cmp_neq_f64_e64 s[0:1], v[1:2], v[5:6]
	v_cndmask_b32_e64 v13, v4, v2, s[4:5]
	v_cndmask_b32_e64 v12, v3, v1, s[4:5]
	v_add_nc_u32_e32 v19, 0x10800, v11
	v_cndmask_b32_e64 v17, v4, v2, s[6:7]
	v_cndmask_b32_e64 v16, v3, v1, s[6:7]
	v_add_nc_u32_e32 v27, 0x12800, v11
	global_store_dwordx2 v28, v[12:13], s[12:13]
	v_or_b32_e32 v28, 0x18000, v11
	v_cndmask_b32_e64 v13, v4, v2, s[2:3]
	v_cndmask_b32_e64 v12, v3, v1, s[2:3]
	global_store_dwordx2 v22, v[16:17], s[12:13]
	v_add_nc_u32_e32 v22, 0x11800, v11
	v_cmp_u_f64_e64 s[2:3], v[1:2], v[5:6]
	v_cndmask_b32_e64 v17, v4, v2, s[8:9]
	v_cndmask_b32_e64 v16, v3, v1, s[8:9]
	global_store_dwordx2 v19, v[12:13], s[12:13]
	v_bfi_b32 v12, s11, 0x3ff00000, v2
	v_cmp_ge_f64_e64 s[4:5], |v[14:15]|, 0.5
	v_min_f64 v[14:15], v[20:21], v[25:26]
	global_store_dwordx2 v22, v[16:17], s[12:13]
	v_trunc_f64_e32 v[16:17], v[7:8]
	v_cndmask_b32_e32 v13, v4, v2, vcc
	global_store_dwordx2 v28, v[23:24], s[12:13]
	v_add_nc_u32_e32 v28, 0x13800, v11
	v_cndmask_b32_e64 v22, v3, v1, s[0:1]
	v_div_fixup_f64 v[9:10], v[9:10], v[1:2], 1.0
	v_cndmask_b32_e64 v19, 0, v12, s[4:5]
	v_cndmask_b32_e32 v12, v3, v1, vcc
	v_cmp_eq_f64_e32 vcc, 0, v[1:2]
	v_add_f64 v[18:19], v[23:24], v[18:19]
	v_cndmask_b32_e64 v23, v4, v2, s[0:1]
	global_store_dwordx2 v27, v[12:13], s[12:13]
	v_add_nc_u32_e32 v24, 0x14800, v11
	v_cndmask_b32_e64 v13, v4, v2, s[2:3]
	v_cndmask_b32_e64 v12, v3, v1, s[2:3]
	global_store_dwordx2 v28, v[22:23], s[12:13]
	v_or_b32_e32 v27, 0x1a000, v11
	v_add_nc_u32_e32 v28, 0x1a800, v11
	v_cmp_le_f64_e64 s[0:1], 0, v[1:2]
	global_store_dwordx2 v24, v[12:13], s[12:13]
	v_fma_f64 v[12:13], -v[16:17], v[5:6], v[1:2]
	global_store_dwordx2 v27, v[14:15], s[12:13]
	global_store_dwordx2 v28, v[14:15], s[12:13]
	v_mul_f64 v[14:15], v[1:2], v[5:6]
	v_add_nc_u32_e32 v27, 0x19000, v11
	v_add_nc_u32_e32 v28, s18, v11
	v_add_nc_u32_e32 v24, 0x2800, v11
	v_or_b32_e32 v16, s16, v11
	v_add_nc_u32_e32 v17, s17, v11
	v_or_b32_e32 v23, 0x2000, v11
	global_store_dwordx2 v28, v[9:10], s[12:13]
	global_store_dwordx2 v27, v[18:19], s[12:13]
	v_or_b32_e32 v18, s19, v11
	v_or_b32_e32 v19, s16, v0
	global_store_dwordx2 v16, v[7:8], s[12:13]
	global_store_dwordx2 v17, v[7:8], s[12:13]
	v_add_nc_u32_e32 v16, s17, v0
	global_store_dwordx2 v18, v[9:10], s[12:13]
	v_cndmask_b32_e64 v9, 0, 1, vcc
	v_cmp_lt_f64_e32 vcc, 0, v[1:2]
	v_or_b32_e32 v17, s10, v0
	global_store_dwordx2 v23, v[7:8], s[12:13]
	global_store_dwordx2 v24, v[12:13], s[12:13]
	v_add_nc_u32_e32 v23, s18, v0
	v_or_b32_e32 v27, s19, v0
	global_store_dwordx2 v29, v[14:15], s[12:13]
	global_store_dword v19, v9, s[12:13]
	v_cndmask_b32_e64 v9, 0, 1, s[0:1]
	v_cmp_gt_f64_e64 s[0:1], 0, v[1:2]
	v_add_nc_u32_e32 v28, s14, v0
	v_add_nc_u32_e32 v7, 0x19800, v11
	v_add_nc_u32_e32 v22, 0x1800, v11
	global_store_dword v17, v9, s[12:13]
	v_or_b32_e32 v18, s15, v0
	v_add_nc_u32_e32 v12, 0x1b000, v11
	global_store_dwordx2 v7, v[20:21], s[12:13]
	v_max_f64 v[7:8], v[20:21], v[25:26]
	global_store_dwordx2 v22, v[14:15], s[12:13]
	v_add_nc_u32_e32 v13, 0x1b800, v11
	v_add_nc_u32_e32 v21, 0x1d800, v11
	v_add_nc_u32_e32 v25, 0x20800, v11
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_cmp_nlg_f64_e32 vcc, v[1:2], v[5:6]
	v_add_nc_u32_e32 v24, s20, v0
	v_or_b32_e32 v20, 0x9000, v0
	v_add_nc_u32_e32 v19, s22, v0
	global_store_dword v16, v10, s[12:13]
	v_or_b32_e32 v16, 0xa000, v0
	v_add_nc_u32_e32 v0, s23, v0
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_ge_f64_e64 s[0:1], 0, v[1:2]
	global_store_dword v23, v10, s[12:13]
	v_add_nc_u32_e32 v23, 0x1f800, v11
	global_store_dwordx2 v12, v[7:8], s[12:13]
	global_store_dwordx2 v13, v[7:8], s[12:13]
	v_min_f64 v[12:13], v[7:8], v[3:4]
	v_cndmask_b32_e64 v9, 0, 1, s[0:1]
	v_cmp_lg_f64_e64 s[0:1], 0, v[1:2]
	global_store_dword v27, v9, s[12:13]
	v_cndmask_b32_e32 v9, v3, v1, vcc
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_o_f64_e64 s[0:1], v[1:2], v[1:2]
	global_store_dword v28, v10, s[12:13]
	v_cndmask_b32_e32 v10, v4, v2, vcc
	v_cmp_nlg_f64_e32 vcc, 0, v[1:2]
	v_cndmask_b32_e64 v17, 0, 1, s[0:1]
	v_cmp_nle_f64_e64 s[0:1], v[1:2], v[5:6]
	v_fma_f64 v[5:6], -v[1:2], |v[5:6]|, v[3:4]
	global_store_dword v18, v17, s[12:13]
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_cmp_nge_f64_e32 vcc, 0, v[1:2]
	v_add_nc_u32_e32 v17, 0x1e800, v11
	v_add_nc_u32_e32 v18, 0x1f000, v11
	global_store_dwordx2 v30, v[9:10], s[12:13]
	v_add_f64 v[10:11], v[14:15], v[3:4]
	v_cndmask_b32_e64 v8, v3, v1, s[0:1]
	v_cndmask_b32_e64 v9, v4, v2, s[0:1]
	v_cmp_neq_f64_e64 s[0:1], 0, v[1:2]
	v_cndmask_b32_e64 v22, 0, 1, vcc
	v_cmp_ngt_f64_e32 vcc, 0, v[1:2]
	v_cndmask_b32_e64 v14, 0, 1, vcc
	v_cmp_nle_f64_e32 vcc, 0, v[1:2]
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_cmp_nlt_f64_e32 vcc, 0, v[1:2]
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_cmp_u_f64_e32 vcc, v[1:2], v[1:2]
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cndmask_b32_e64 v2, 0, 1, vcc
	global_store_dwordx2 v21, v[5:6], s[12:13]
	global_store_dword v24, v26, s[12:13]
	global_store_dwordx2 v31, v[8:9], s[12:13]
	global_store_dword v32, v22, s[12:13]
	global_store_dword v33, v14, s[12:13]
	global_store_dword v20, v3, s[12:13]
	global_store_dword v19, v4, s[12:13]
	global_store_dword v16, v1, s[12:13]
	global_store_dword v0, v2, s[12:13]
	global_store_dwordx2 v17, v[5:6], s[12:13]
	global_store_dwordx2 v18, v[10:11], s[12:13]
	global_store_dwordx2 v23, v[10:11], s[12:13]
	global_store_dwordx2 v25, v[12:13], s[12:13]
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
		.amdhsa_wavefront_size32 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 24
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
; codeLenInByte = 2396
; NumSgprs: 26
; NumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 34
; Occupancy: 12
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
    .name:           float_f64_div_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         float_f64_div_f64.kd
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
