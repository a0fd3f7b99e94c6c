	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	float_f64_div_f64               ; -- Begin function float_f64_div_f64
	.p2align	8
	.type	float_f64_div_f64,@function
float_f64_div_f64:                      ; @float_f64_div_f64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v7, 3, v0
	s_brev_b32 s2, 6
	s_mov_b32 s3, 0xc00921fb
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_nc_u32_e32 v3, 0x200, v7
	v_add_nc_u32_e32 v5, 0x400, v7
	v_add_nc_u32_e32 v26, 0x1000, v7
	v_add_nc_u32_e32 v25, 0x5000, v7
	v_add_nc_u32_e32 v27, 0x3800, v7
	v_add_nc_u32_e32 v28, 0x5800, v0
	v_add_nc_u32_e32 v29, 0x14800, v7
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_dwordx2 v[1:2], v7, s[10:11]
	global_load_dwordx2 v[3:4], v3, s[10:11]
	global_load_dwordx2 v[5:6], v5, s[10:11]
	s_mov_b32 s10, 0x3ff00000
	s_waitcnt vmcnt(2)
	v_div_scale_f64 v[12:13], null, v[1:2], v[1:2], 1.0
	s_waitcnt vmcnt(1)
	v_div_scale_f64 v[8:9], null, v[3:4], v[3:4], v[1:2]
	v_div_scale_f64 v[22:23], s[0:1], 1.0, v[1:2], 1.0
	v_cmp_nle_f64_e64 s[6:7], 0, v[1:2]
	v_cmp_ngt_f64_e64 s[4:5], v[1:2], v[3:4]
	v_rcp_f64_e32 v[16:17], v[12:13]
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_fma_f64 v[14:15], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[10:11], v[10:11], v[14:15], v[10:11]
	v_fma_f64 v[14:15], -v[12:13], v[16:17], 1.0
	v_fma_f64 v[18:19], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[14:15], v[16:17], v[14:15], v[16:17]
	v_div_scale_f64 v[16:17], vcc, v[1:2], v[3:4], v[1:2]
	v_fma_f64 v[10:11], v[10:11], v[18:19], v[10:11]
	v_fma_f64 v[18:19], -v[12:13], v[14:15], 1.0
	v_mul_f64 v[20:21], v[16:17], v[10:11]
	v_fma_f64 v[14:15], v[14:15], v[18:19], v[14:15]
	v_add_f64 v[18:19], v[1:2], v[3:4]
	v_fma_f64 v[8:9], -v[8:9], v[20:21], v[16:17]
	v_mul_f64 v[16:17], v[22:23], v[14:15]
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[20:21]
	v_fma_f64 v[10:11], -v[12:13], v[16:17], v[22:23]
	v_add_f64 v[12:13], v[1:2], -v[3:4]
	s_mov_b64 vcc, s[0:1]
	v_mul_f64 v[21:22], v[1:2], s[2:3]
	v_cmp_eq_f64_e64 s[2:3], 0, v[1:2]
	v_cmp_ge_f64_e64 s[0:1], v[1:2], v[3:4]
	v_mov_b32_e32 v20, 0
	v_div_fixup_f64 v[8:9], v[8:9], v[3:4], v[1:2]
	v_div_fmas_f64 v[10:11], v[10:11], v[14:15], v[16:17]
	v_add_f64 v[14:15], v[1:2], v[1:2]
	v_cmp_eq_f64_e32 vcc, v[1:2], v[3:4]
	global_store_dwordx2 v26, v[12:13], s[8:9]
	v_add_nc_u32_e32 v12, 0x3000, v7
	v_add_nc_u32_e32 v13, 0x6800, v7
	v_xor_b32_e32 v17, 0x80000000, v2
	v_mov_b32_e32 v16, v1
	v_add_nc_u32_e32 v26, 0x2800, v7
	global_store_dwordx2 v12, v[18:19], s[8:9]
	v_add_nc_u32_e32 v12, 0x7000, v7
	global_store_dwordx2 v25, v[16:17], s[8:9]
	v_add_nc_u32_e32 v16, 0x800, v7
	v_or_b32_e32 v25, 0x2000, v7
	global_store_dwordx2 v12, v[21:22], s[8:9]
	v_add_nc_u32_e32 v17, 0x1800, v7
	v_add_nc_u32_e32 v21, 0x5800, v7
	global_store_dwordx2 v16, v[18:19], s[8:9]
	v_add_nc_u32_e32 v19, 0x7800, v7
	v_or_b32_e32 v16, 0x4000, v7
	v_trunc_f64_e32 v[23:24], v[8:9]
	v_add_nc_u32_e32 v18, 0x4800, v7
	global_store_dwordx2 v13, v[14:15], s[8:9]
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, v6, v2, vcc
	v_cndmask_b32_e32 v12, v5, v1, vcc
	v_cmp_gt_f64_e32 vcc, v[1:2], v[3:4]
	v_div_fixup_f64 v[10:11], v[10:11], v[1:2], 1.0
	global_store_dwordx2 v25, v[8:9], s[8:9]
	global_store_dwordx2 v16, v[8:9], s[8:9]
	global_store_dwordx2 v19, v[12:13], s[8:9]
	v_mul_f64 v[12:13], v[1:2], v[3:4]
	global_store_dwordx2 v18, v[8:9], s[8:9]
	v_or_b32_e32 v22, 0x6000, v7
	v_add_nc_u32_e32 v19, 0x8800, v7
	v_add_nc_u32_e32 v16, 0x9800, v7
	v_or_b32_e32 v18, 0x5000, v0
	v_add_nc_u32_e32 v25, 0xa800, v7
	v_fma_f64 v[14:15], -v[23:24], v[3:4], v[1:2]
	v_or_b32_e32 v23, 0x4000, v0
	v_add_nc_u32_e32 v24, 0x4800, v0
	v_cndmask_b32_e32 v9, v6, v2, vcc
	v_cndmask_b32_e32 v8, v5, v1, vcc
	v_cmp_lt_f64_e32 vcc, 0, v[1:2]
	global_store_dwordx2 v21, v[10:11], s[8:9]
	global_store_dwordx2 v22, v[10:11], s[8:9]
	v_add_nc_u32_e32 v21, 0xb800, v7
	v_or_b32_e32 v10, 0x6000, v0
	v_add_nc_u32_e32 v11, 0xc800, v7
	v_add_nc_u32_e32 v22, 0x6800, v0
	global_store_dwordx2 v26, v[14:15], s[8:9]
	v_cndmask_b32_e64 v26, 0, 1, s[2:3]
	v_cmp_lt_f64_e64 s[2:3], v[1:2], v[3:4]
	global_store_dwordx2 v17, v[12:13], s[8:9]
	global_store_dwordx2 v27, v[12:13], s[8:9]
	v_add_nc_u32_e32 v14, 0xd800, v7
	v_or_b32_e32 v15, 0x7000, v0
	global_store_dword v23, v26, s[8:9]
	global_store_dwordx2 v19, v[8:9], s[8:9]
	v_cndmask_b32_e64 v9, v6, v2, s[0:1]
	v_cndmask_b32_e64 v8, v5, v1, s[0:1]
	v_cmp_le_f64_e64 s[0:1], 0, v[1:2]
	v_cndmask_b32_e64 v23, 0, 1, vcc
	v_cmp_le_f64_e32 vcc, v[1:2], v[3:4]
	v_add_nc_u32_e32 v17, 0xe800, v7
	v_add_nc_u32_e32 v19, 0x7800, v0
	v_add_nc_u32_e32 v27, 0x9800, v0
	global_store_dword v24, v23, s[8:9]
	global_store_dwordx2 v16, v[8:9], s[8:9]
	v_add_nc_u32_e32 v23, 0xf800, v7
	v_or_b32_e32 v16, 0x8000, v0
	v_add_f64 v[12:13], v[12:13], v[5:6]
	v_cndmask_b32_e64 v9, v6, v2, s[2:3]
	v_cndmask_b32_e64 v8, v5, v1, s[2:3]
	v_cmp_gt_f64_e64 s[2:3], 0, v[1:2]
	v_cndmask_b32_e64 v24, 0, 1, s[0:1]
	v_cmp_lg_f64_e64 s[0:1], v[1:2], v[3:4]
	global_store_dword v18, v24, s[8:9]
	global_store_dwordx2 v25, v[8:9], s[8:9]
	v_cndmask_b32_e32 v9, v6, v2, vcc
	v_cndmask_b32_e32 v8, v5, v1, vcc
	v_cmp_ge_f64_e32 vcc, 0, v[1:2]
	v_add_nc_u32_e32 v18, 0x10800, v7
	v_add_nc_u32_e32 v25, 0x8800, v0
	v_cndmask_b32_e64 v24, 0, 1, s[2:3]
	v_cmp_o_f64_e64 s[2:3], v[1:2], v[3:4]
	global_store_dword v28, v24, s[8:9]
	global_store_dwordx2 v21, v[8:9], s[8:9]
	v_cndmask_b32_e64 v9, v6, v2, s[0:1]
	v_cndmask_b32_e64 v8, v5, v1, s[0:1]
	v_cmp_lg_f64_e64 s[0:1], 0, v[1:2]
	v_add_nc_u32_e32 v24, 0x11800, v7
	v_or_b32_e32 v21, 0x9000, v0
	v_or_b32_e32 v28, 0xa000, v0
	v_add_nc_u32_e32 v0, 0xa800, v0
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_cmp_nlg_f64_e32 vcc, v[1:2], v[3:4]
	global_store_dword v10, v26, s[8:9]
	global_store_dwordx2 v11, v[8:9], s[8:9]
	v_add_nc_u32_e32 v26, 0x12800, v7
	v_cndmask_b32_e64 v9, v6, v2, s[2:3]
	v_cndmask_b32_e64 v8, v5, v1, s[2:3]
	v_cmp_o_f64_e64 s[2:3], v[1:2], v[1:2]
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_nle_f64_e64 s[0:1], v[1:2], v[3:4]
	global_store_dword v22, v10, s[8:9]
	global_store_dwordx2 v14, v[8:9], s[8:9]
	v_cndmask_b32_e32 v9, v6, v2, vcc
	v_cndmask_b32_e32 v8, v5, v1, vcc
	v_cmp_nlg_f64_e32 vcc, 0, v[1:2]
	v_add_nc_u32_e32 v22, 0x13800, v7
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_nlt_f64_e64 s[2:3], v[1:2], v[3:4]
	global_store_dword v15, v10, s[8:9]
	global_store_dwordx2 v17, v[8:9], s[8:9]
	v_cndmask_b32_e64 v9, v6, v2, s[0:1]
	v_cndmask_b32_e64 v8, v5, v1, s[0:1]
	v_cmp_nge_f64_e64 s[0:1], 0, v[1:2]
	v_trunc_f64_e32 v[10:11], v[1:2]
	v_cndmask_b32_e64 v14, 0, 1, vcc
	v_cmp_nge_f64_e32 vcc, v[1:2], v[3:4]
	global_store_dword v19, v14, s[8:9]
	global_store_dwordx2 v23, v[8:9], s[8:9]
	v_cndmask_b32_e64 v9, v6, v2, s[2:3]
	v_cndmask_b32_e64 v8, v5, v1, s[2:3]
	v_cmp_u_f64_e64 s[2:3], v[1:2], v[3:4]
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_ngt_f64_e64 s[0:1], 0, v[1:2]
	global_store_dword v16, v14, s[8:9]
	global_store_dwordx2 v18, v[8:9], s[8:9]
	v_cndmask_b32_e32 v15, v6, v2, vcc
	v_cndmask_b32_e32 v14, v5, v1, vcc
	v_cmp_nlt_f64_e32 vcc, 0, v[1:2]
	v_cndmask_b32_e64 v18, 0, 1, s[6:7]
	v_cndmask_b32_e64 v9, v6, v2, s[4:5]
	v_cndmask_b32_e64 v8, v5, v1, s[4:5]
	v_cndmask_b32_e64 v17, 0, 1, s[0:1]
	v_cmp_neq_f64_e64 s[0:1], v[1:2], v[3:4]
	global_store_dword v25, v17, s[8:9]
	v_add_f64 v[16:17], v[1:2], -v[10:11]
	global_store_dwordx2 v24, v[14:15], s[8:9]
	v_cndmask_b32_e64 v23, 0, 1, vcc
	v_cmp_neq_f64_e32 vcc, 0, v[1:2]
	global_store_dword v21, v18, s[8:9]
	v_sqrt_f64_e32 v[18:19], v[1:2]
	global_store_dwordx2 v26, v[8:9], s[8:9]
	global_store_dword v27, v23, s[8:9]
	v_cndmask_b32_e64 v9, v6, v2, s[2:3]
	v_cndmask_b32_e64 v8, v5, v1, s[2:3]
	v_floor_f64_e32 v[24:25], v[1:2]
	v_or_b32_e32 v27, 0x16000, v7
	v_cndmask_b32_e64 v15, v6, v2, s[0:1]
	v_cndmask_b32_e64 v14, v5, v1, s[0:1]
	global_store_dwordx2 v22, v[14:15], s[8:9]
	v_max_f64 v[14:15], v[1:2], v[1:2]
	v_cndmask_b32_e64 v21, 0, 1, vcc
	v_cmp_u_f64_e32 vcc, v[1:2], v[1:2]
	v_max_f64 v[22:23], v[3:4], v[3:4]
	global_store_dword v28, v21, s[8:9]
	global_store_dwordx2 v29, v[8:9], s[8:9]
	v_ceil_f64_e32 v[8:9], v[1:2]
	v_add_nc_u32_e32 v28, 0x16800, v7
	v_bfi_b32 v21, 0x7fffffff, s10, v2
	v_add_nc_u32_e32 v29, 0x1c800, v7
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_cmp_ge_f64_e64 vcc, |v[16:17]|, 0.5
	v_add_nc_u32_e32 v16, 0x15800, v7
	v_and_b32_e32 v17, 0x7fffffff, v2
	global_store_dword v0, v26, s[8:9]
	global_store_dwordx2 v16, v[18:19], s[8:9]
	global_store_dwordx2 v27, v[18:19], s[8:9]
	v_rndne_f64_e32 v[18:19], v[1:2]
	v_mov_b32_e32 v16, v1
	v_add_nc_u32_e32 v0, 0x17000, v7
	v_add_nc_u32_e32 v26, 0x17800, v7
	v_or_b32_e32 v27, 0x18000, v7
	global_store_dwordx2 v28, v[16:17], s[8:9]
	v_max_f64 v[16:17], v[14:15], v[22:23]
	global_store_dwordx2 v0, v[24:25], s[8:9]
	v_add_nc_u32_e32 v0, 0x18800, v7
	global_store_dwordx2 v26, v[8:9], s[8:9]
	v_min_f64 v[8:9], v[14:15], v[22:23]
	global_store_dwordx2 v27, v[10:11], s[8:9]
	v_add_nc_u32_e32 v25, 0x19800, v7
	v_add_nc_u32_e32 v24, 0x19000, v7
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_or_b32_e32 v26, 0x1a000, v7
	v_add_nc_u32_e32 v22, 0x1a800, v7
	global_store_dwordx2 v25, v[14:15], s[8:9]
	v_max_f64 v[14:15], v[1:2], v[1:2] clamp
	v_add_f64 v[20:21], v[10:11], v[20:21]
	v_fma_f64 v[10:11], v[1:2], v[3:4], v[5:6]
	global_store_dwordx2 v0, v[18:19], s[8:9]
	v_fma_f64 v[18:19], -v[1:2], |v[3:4]|, v[5:6]
	v_add_nc_u32_e32 v23, 0x1b000, v7
	v_add_nc_u32_e32 v27, 0x1b800, v7
	v_or_b32_e32 v28, 0x1c000, v7
	v_bfi_b32 v2, 0x7fffffff, v2, v4
	v_add_nc_u32_e32 v0, 0x1d000, v7
	v_min_f64 v[5:6], v[16:17], v[5:6]
	v_add_nc_u32_e32 v3, 0x1d800, v7
	v_add_nc_u32_e32 v4, 0x1e800, v7
	global_store_dwordx2 v26, v[8:9], s[8:9]
	global_store_dwordx2 v22, v[8:9], s[8:9]
	v_or_b32_e32 v8, 0x20000, v7
	global_store_dwordx2 v24, v[20:21], s[8:9]
	v_or_b32_e32 v20, 0x1e000, v7
	v_add_nc_u32_e32 v21, 0x1f000, v7
	v_add_nc_u32_e32 v24, 0x1f800, v7
	v_add_nc_u32_e32 v7, 0x20800, v7
	global_store_dwordx2 v23, v[16:17], s[8:9]
	global_store_dwordx2 v27, v[16:17], s[8:9]
	global_store_dwordx2 v28, v[1:2], s[8:9]
	global_store_dwordx2 v29, v[1:2], s[8:9]
	global_store_dwordx2 v0, v[10:11], s[8:9]
	global_store_dwordx2 v3, v[18:19], s[8:9]
	global_store_dwordx2 v20, v[10:11], s[8:9]
	global_store_dwordx2 v4, v[18:19], s[8:9]
	global_store_dwordx2 v21, v[12:13], s[8:9]
	global_store_dwordx2 v24, v[12:13], s[8:9]
	global_store_dwordx2 v8, v[14:15], s[8:9]
	global_store_dwordx2 v7, v[5:6], s[8:9]
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
		.amdhsa_wavefront_size32 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 12
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
	.size	float_f64_div_f64, .Lfunc_end0-float_f64_div_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2360
; NumSgprs: 14
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 30
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         float_f64_div_f64.kd
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
