	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	int64_div                       ; -- Begin function int64_div
	.p2align	8
	.type	int64_div,@function
int64_div:                              ; @int64_div
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	v_mov_b32_e32 v9, 0
	v_lshl_add_u32 v8, s6, 6, v0
	v_lshlrev_b64 v[0:1], 3, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s10, v0
	v_add_co_ci_u32_e32 v3, vcc, s11, v1, vcc
	v_add_co_u32 v0, vcc, s0, v0
	v_add_co_ci_u32_e32 v1, vcc, s1, v1, vcc
	s_mov_b32 s0, 0
	global_load_dwordx2 v[10:11], v[2:3], off
	global_load_dwordx2 v[4:5], v[0:1], off
	s_brev_b32 s1, 1
	v_mov_b32_e32 v2, v9
	s_waitcnt vmcnt(1)
	v_cmp_eq_u64_e32 vcc, s[0:1], v[10:11]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e64 s[2:3], -1, v[4:5]
	v_cmp_eq_u64_e64 s[0:1], 0, v[4:5]
	s_and_b64 s[2:3], vcc, s[2:3]
	s_or_b64 s[2:3], s[0:1], s[2:3]
	v_cndmask_b32_e64 v1, v5, 0, s[2:3]
	v_cndmask_b32_e64 v6, v4, 1, s[2:3]
	v_or_b32_e32 v3, v11, v1
	v_cmp_ne_u64_e32 vcc, 0, v[2:3]
                                        ; implicit-def: $vgpr2_vgpr3
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[6:7], exec, s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_ashrrev_i32_e32 v9, 31, v1
	v_add_co_u32 v0, vcc, v6, v9
	v_add_co_ci_u32_e32 v1, vcc, v1, v9, vcc
	v_xor_b32_e32 v14, v0, v9
	v_xor_b32_e32 v15, v1, v9
	v_cvt_f32_u32_e32 v0, v14
	v_sub_co_u32 v3, vcc, 0, v14
	v_cvt_f32_u32_e32 v1, v15
	v_sub_co_ci_u32_e32 v16, vcc, 0, v15, vcc
	v_fmac_f32_e32 v0, 0x4f800000, v1
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_fmac_f32_e32 v0, 0xcf800000, v1
	v_cvt_u32_f32_e32 v17, v1
	v_cvt_u32_f32_e32 v18, v0
	v_mul_lo_u32 v2, v3, v17
	v_mul_lo_u32 v6, v16, v18
	v_mad_u64_u32 v[0:1], s[2:3], v3, v18, 0
	v_add3_u32 v12, v1, v2, v6
	v_mul_hi_u32 v19, v18, v0
	v_mad_u64_u32 v[6:7], s[2:3], v17, v0, 0
	v_mad_u64_u32 v[1:2], s[2:3], v18, v12, 0
	v_mad_u64_u32 v[12:13], s[2:3], v17, v12, 0
	v_add_co_u32 v0, vcc, v19, v1
	v_add_co_ci_u32_e32 v1, vcc, 0, v2, vcc
	v_add_co_u32 v0, vcc, v0, v6
	v_add_co_ci_u32_e32 v0, vcc, v1, v7, vcc
	v_add_co_ci_u32_e32 v1, vcc, 0, v13, vcc
	v_add_co_u32 v0, vcc, v0, v12
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32 v18, vcc, v18, v0
	v_add_co_ci_u32_e32 v17, vcc, v17, v1, vcc
	v_mul_lo_u32 v2, v16, v18
	v_mad_u64_u32 v[0:1], s[2:3], v3, v18, 0
	v_mul_lo_u32 v3, v3, v17
	v_mul_hi_u32 v16, v18, v0
	v_mad_u64_u32 v[6:7], s[2:3], v17, v0, 0
	v_add3_u32 v3, v1, v3, v2
	v_mad_u64_u32 v[1:2], s[2:3], v18, v3, 0
	v_mad_u64_u32 v[12:13], s[2:3], v17, v3, 0
	v_add_co_u32 v0, vcc, v16, v1
	v_add_co_ci_u32_e32 v1, vcc, 0, v2, vcc
	v_ashrrev_i32_e32 v16, 31, v11
	v_add_co_u32 v0, vcc, v0, v6
	v_add_co_ci_u32_e32 v0, vcc, v1, v7, vcc
	v_add_co_ci_u32_e32 v1, vcc, 0, v13, vcc
	v_add_co_u32 v2, vcc, v10, v16
	v_add_co_ci_u32_e32 v3, vcc, v11, v16, vcc
	v_add_co_u32 v0, vcc, v0, v12
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_xor_b32_e32 v12, v2, v16
	v_add_co_u32 v2, vcc, v18, v0
	v_add_co_ci_u32_e32 v6, vcc, v17, v1, vcc
	v_xor_b32_e32 v13, v3, v16
	v_mul_hi_u32 v17, v12, v2
	v_xor_b32_e32 v9, v16, v9
	v_mad_u64_u32 v[0:1], s[2:3], v12, v6, 0
	v_mad_u64_u32 v[2:3], s[2:3], v13, v2, 0
	v_mad_u64_u32 v[6:7], s[2:3], v13, v6, 0
	v_add_co_u32 v0, vcc, v17, v0
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32 v0, vcc, v0, v2
	v_add_co_ci_u32_e32 v0, vcc, v1, v3, vcc
	v_add_co_ci_u32_e32 v1, vcc, 0, v7, vcc
	v_add_co_u32 v2, vcc, v0, v6
	v_add_co_ci_u32_e32 v3, vcc, 0, v1, vcc
	v_mul_lo_u32 v6, v15, v2
	v_mad_u64_u32 v[0:1], s[2:3], v14, v2, 0
	v_mul_lo_u32 v7, v14, v3
	v_add3_u32 v1, v1, v7, v6
	v_add_co_u32 v7, vcc, v2, 2
	v_add_co_ci_u32_e32 v17, vcc, 0, v3, vcc
	v_sub_nc_u32_e32 v6, v13, v1
	v_sub_co_u32 v0, vcc, v12, v0
	v_sub_co_ci_u32_e64 v6, s[2:3], v6, v15, vcc
	v_add_co_u32 v12, s[2:3], v2, 1
	v_add_co_ci_u32_e64 v18, s[2:3], 0, v3, s[2:3]
	v_sub_co_u32 v19, s[2:3], v0, v14
	v_sub_co_ci_u32_e32 v1, vcc, v13, v1, vcc
	v_subrev_co_ci_u32_e64 v20, s[4:5], 0, v6, s[2:3]
	v_cmp_ge_u32_e32 vcc, v19, v14
	v_cndmask_b32_e64 v13, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v20, v15
	v_cndmask_b32_e64 v21, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v14
	v_cndmask_b32_e64 v22, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v1, v15
	v_cndmask_b32_e64 v23, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v20, v15
	v_cndmask_b32_e32 v13, v21, v13, vcc
	v_sub_co_ci_u32_e64 v6, vcc, v6, v15, s[2:3]
	v_cmp_eq_u32_e32 vcc, v1, v15
	v_cndmask_b32_e32 v15, v23, v22, vcc
	v_cmp_ne_u32_e32 vcc, 0, v13
	v_sub_co_u32 v13, s[2:3], v19, v14
	v_subrev_co_ci_u32_e64 v6, s[2:3], 0, v6, s[2:3]
	v_cndmask_b32_e32 v7, v12, v7, vcc
	v_cmp_ne_u32_e64 s[2:3], 0, v15
	v_cndmask_b32_e32 v14, v18, v17, vcc
	v_cndmask_b32_e32 v12, v19, v13, vcc
	v_cndmask_b32_e32 v6, v20, v6, vcc
	v_cndmask_b32_e64 v2, v2, v7, s[2:3]
	v_cndmask_b32_e64 v3, v3, v14, s[2:3]
	v_cndmask_b32_e64 v0, v0, v12, s[2:3]
	v_cndmask_b32_e64 v1, v1, v6, s[2:3]
	v_xor_b32_e32 v2, v2, v9
	v_xor_b32_e32 v3, v3, v9
	v_xor_b32_e32 v7, v0, v16
	v_xor_b32_e32 v6, v1, v16
	v_sub_co_u32 v0, vcc, v2, v9
	v_sub_co_ci_u32_e32 v1, vcc, v3, v9, vcc
	v_sub_co_u32 v2, vcc, v7, v16
	v_sub_co_ci_u32_e32 v3, vcc, v6, v16, vcc
                                        ; implicit-def: $vgpr6_vgpr7
.LBB0_2:                                ; %Flow5
	s_or_saveexec_b64 s[2:3], s[6:7]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_cvt_f32_u32_e32 v0, v6
	v_sub_nc_u32_e32 v1, 0, v6
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_nc_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v10, v0
	v_mul_lo_u32 v1, v0, v6
	v_add_nc_u32_e32 v2, 1, v0
	v_sub_nc_u32_e32 v1, v10, v1
	v_sub_nc_u32_e32 v3, v1, v6
	v_cmp_ge_u32_e32 vcc, v1, v6
	v_cndmask_b32_e32 v3, v1, v3, vcc
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_mov_b32_e32 v1, 0
	v_sub_nc_u32_e32 v2, v3, v6
	v_add_nc_u32_e32 v7, 1, v0
	v_cmp_ge_u32_e32 vcc, v3, v6
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_cndmask_b32_e32 v0, v0, v7, vcc
	v_mov_b32_e32 v3, v1
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	v_cndmask_b32_e64 v5, v5, 0, s[0:1]
	v_mov_b32_e32 v6, 0
	v_cndmask_b32_e64 v9, v4, 1, s[0:1]
	v_or_b32_e32 v7, v11, v5
	v_cmp_ne_u64_e32 vcc, 0, v[6:7]
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[4:5], exec, s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_cvt_f32_u32_e32 v4, v9
	v_cvt_f32_u32_e32 v6, v5
	v_sub_co_u32 v16, vcc, 0, v9
	v_sub_co_ci_u32_e32 v17, vcc, 0, v5, vcc
	v_fmac_f32_e32 v4, 0x4f800000, v6
	v_rcp_f32_e32 v4, v4
	v_mul_f32_e32 v4, 0x5f7ffffc, v4
	v_mul_f32_e32 v6, 0x2f800000, v4
	v_trunc_f32_e32 v6, v6
	v_fmac_f32_e32 v4, 0xcf800000, v6
	v_cvt_u32_f32_e32 v18, v6
	v_cvt_u32_f32_e32 v4, v4
	v_mul_lo_u32 v12, v16, v18
	v_mul_lo_u32 v13, v17, v4
	v_mad_u64_u32 v[6:7], s[0:1], v16, v4, 0
	v_add3_u32 v14, v7, v12, v13
	v_mul_hi_u32 v19, v4, v6
	v_mad_u64_u32 v[6:7], s[0:1], v18, v6, 0
	v_mad_u64_u32 v[12:13], s[0:1], v4, v14, 0
	v_mad_u64_u32 v[14:15], s[0:1], v18, v14, 0
	v_add_co_u32 v12, vcc, v19, v12
	v_add_co_ci_u32_e32 v13, vcc, 0, v13, vcc
	v_add_co_u32 v6, vcc, v12, v6
	v_add_co_ci_u32_e32 v6, vcc, v13, v7, vcc
	v_add_co_ci_u32_e32 v7, vcc, 0, v15, vcc
	v_add_co_u32 v6, vcc, v6, v14
	v_add_co_ci_u32_e32 v7, vcc, 0, v7, vcc
	v_add_co_u32 v4, vcc, v4, v6
	v_add_co_ci_u32_e32 v18, vcc, v18, v7, vcc
	v_mul_lo_u32 v12, v17, v4
	v_mad_u64_u32 v[6:7], s[0:1], v16, v4, 0
	v_mul_lo_u32 v13, v16, v18
	v_mul_hi_u32 v16, v4, v6
	v_add3_u32 v14, v7, v13, v12
	v_mad_u64_u32 v[6:7], s[0:1], v18, v6, 0
	v_mad_u64_u32 v[12:13], s[0:1], v4, v14, 0
	v_mad_u64_u32 v[14:15], s[0:1], v18, v14, 0
	v_add_co_u32 v12, vcc, v16, v12
	v_add_co_ci_u32_e32 v13, vcc, 0, v13, vcc
	v_add_co_u32 v6, vcc, v12, v6
	v_add_co_ci_u32_e32 v6, vcc, v13, v7, vcc
	v_add_co_ci_u32_e32 v7, vcc, 0, v15, vcc
	v_add_co_u32 v6, vcc, v6, v14
	v_add_co_ci_u32_e32 v7, vcc, 0, v7, vcc
	v_add_co_u32 v4, vcc, v4, v6
	v_add_co_ci_u32_e32 v14, vcc, v18, v7, vcc
	v_mul_hi_u32 v16, v10, v4
	v_mad_u64_u32 v[12:13], s[0:1], v11, v4, 0
	v_mad_u64_u32 v[6:7], s[0:1], v10, v14, 0
	v_mad_u64_u32 v[14:15], s[0:1], v11, v14, 0
	v_add_co_u32 v4, vcc, v16, v6
	v_add_co_ci_u32_e32 v6, vcc, 0, v7, vcc
	v_add_co_u32 v4, vcc, v4, v12
	v_add_co_ci_u32_e32 v4, vcc, v6, v13, vcc
	v_add_co_ci_u32_e32 v6, vcc, 0, v15, vcc
	v_add_co_u32 v4, vcc, v4, v14
	v_add_co_ci_u32_e32 v12, vcc, 0, v6, vcc
	v_mul_lo_u32 v13, v5, v4
	v_mad_u64_u32 v[6:7], s[0:1], v9, v4, 0
	v_mul_lo_u32 v14, v9, v12
	v_add3_u32 v7, v7, v14, v13
	v_add_co_u32 v14, vcc, v4, 2
	v_add_co_ci_u32_e32 v15, vcc, 0, v12, vcc
	v_sub_nc_u32_e32 v13, v11, v7
	v_sub_co_u32 v6, vcc, v10, v6
	v_sub_co_ci_u32_e64 v10, s[0:1], v13, v5, vcc
	v_add_co_u32 v13, s[0:1], v4, 1
	v_add_co_ci_u32_e64 v16, s[0:1], 0, v12, s[0:1]
	v_sub_co_u32 v17, s[0:1], v6, v9
	v_sub_co_ci_u32_e32 v7, vcc, v11, v7, vcc
	v_subrev_co_ci_u32_e64 v18, s[2:3], 0, v10, s[0:1]
	v_cmp_ge_u32_e32 vcc, v17, v9
	v_cndmask_b32_e64 v11, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v18, v5
	v_cndmask_b32_e64 v19, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v6, v9
	v_cndmask_b32_e64 v20, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v7, v5
	v_cndmask_b32_e64 v21, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v18, v5
	v_cndmask_b32_e32 v11, v19, v11, vcc
	v_sub_co_ci_u32_e64 v10, vcc, v10, v5, s[0:1]
	v_cmp_eq_u32_e32 vcc, v7, v5
	v_sub_co_u32 v9, s[0:1], v17, v9
	v_subrev_co_ci_u32_e64 v10, s[0:1], 0, v10, s[0:1]
	v_cndmask_b32_e32 v5, v21, v20, vcc
	v_cmp_ne_u32_e32 vcc, 0, v11
	v_cmp_ne_u32_e64 s[0:1], 0, v5
	v_cndmask_b32_e32 v10, v18, v10, vcc
	v_cndmask_b32_e32 v9, v17, v9, vcc
	v_cndmask_b32_e32 v11, v16, v15, vcc
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_cndmask_b32_e64 v7, v7, v10, s[0:1]
	v_cndmask_b32_e64 v6, v6, v9, s[0:1]
                                        ; implicit-def: $vgpr9_vgpr10
	v_cndmask_b32_e64 v5, v12, v11, s[0:1]
	v_cndmask_b32_e64 v4, v4, v13, s[0:1]
                                        ; implicit-def: $vgpr10_vgpr11
.LBB0_6:                                ; %Flow
	s_or_saveexec_b64 s[0:1], s[4:5]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_cvt_f32_u32_e32 v4, v9
	v_sub_nc_u32_e32 v5, 0, v9
	v_rcp_iflag_f32_e32 v4, v4
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_mul_lo_u32 v5, v5, v4
	v_mul_hi_u32 v5, v4, v5
	v_add_nc_u32_e32 v4, v4, v5
	v_mul_hi_u32 v4, v10, v4
	v_mul_lo_u32 v5, v4, v9
	v_add_nc_u32_e32 v6, 1, v4
	v_sub_nc_u32_e32 v5, v10, v5
	v_sub_nc_u32_e32 v7, v5, v9
	v_cmp_ge_u32_e32 vcc, v5, v9
	v_cndmask_b32_e32 v7, v5, v7, vcc
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_mov_b32_e32 v5, 0
	v_sub_nc_u32_e32 v6, v7, v9
	v_add_nc_u32_e32 v10, 1, v4
	v_cmp_ge_u32_e32 vcc, v7, v9
	v_cndmask_b32_e32 v6, v7, v6, vcc
	v_cndmask_b32_e32 v4, v4, v10, vcc
	v_mov_b32_e32 v7, v5
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[8:9], s[0:1], v8, 32, s[8:9]
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel int64_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 24
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
	.size	int64_div, .Lfunc_end0-int64_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2204
; NumSgprs: 14
; NumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 24
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
        .name:           a
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           int64_div
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         int64_div.kd
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
