	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	int64_div                       ; -- Begin function int64_div
	.p2align	8
	.type	int64_div,@function
int64_div:                              ; @int64_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x10
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshl_add_u32 v8, s10, 6, v0
	v_mov_b32_e32 v9, 0
	v_lshlrev_b64 v[0:1], 3, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v2, vcc, s14, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_load_dwordx2 v[4:5], v[0:1], off
	global_load_dwordx2 v[10:11], v[2:3], off
	s_mov_b32 s2, 0
	s_brev_b32 s3, 1
	v_mov_b32_e32 v2, v9
	s_waitcnt vmcnt(1)
	v_cmp_eq_u64_e64 s[0:1], 0, v[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, s[2:3], v[10:11]
	v_cmp_eq_u64_e64 s[2:3], -1, v[4:5]
	s_and_b64 s[2:3], vcc, s[2:3]
	s_or_b64 s[2:3], s[0:1], s[2:3]
	v_cndmask_b32_e64 v1, v5, 0, s[2:3]
	v_or_b32_e32 v3, v11, v1
	v_cndmask_b32_e64 v6, v4, 1, s[2:3]
	v_cmp_ne_u64_e32 vcc, 0, v[2:3]
                                        ; implicit-def: $vgpr2_vgpr3
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[8:9], exec, s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_ashrrev_i32_e32 v14, 31, v1
	v_add_co_u32_e32 v0, vcc, v6, v14
	v_addc_co_u32_e32 v1, vcc, v1, v14, vcc
	v_xor_b32_e32 v15, v1, v14
	v_xor_b32_e32 v16, v0, v14
	v_cvt_f32_u32_e32 v0, v16
	v_cvt_f32_u32_e32 v1, v15
	v_sub_co_u32_e32 v7, vcc, 0, v16
	v_subb_co_u32_e32 v12, vcc, 0, v15, vcc
	v_madmk_f32 v0, v1, 0x4f800000, v0
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_madmk_f32 v0, v1, 0xcf800000, v0
	v_cvt_u32_f32_e32 v6, v0
	v_cvt_u32_f32_e32 v13, v1
	v_mul_lo_u32 v2, v12, v6
	v_mad_u64_u32 v[0:1], s[2:3], v7, v6, 0
	v_mul_lo_u32 v3, v7, v13
	v_add3_u32 v1, v1, v3, v2
	v_mad_u64_u32 v[2:3], s[2:3], v6, v1, 0
	v_mul_hi_u32 v17, v6, v0
	v_add_co_u32_e32 v17, vcc, v17, v2
	v_addc_co_u32_e32 v18, vcc, 0, v3, vcc
	v_mad_u64_u32 v[2:3], s[2:3], v13, v1, 0
	v_mad_u64_u32 v[0:1], s[2:3], v13, v0, 0
	v_add_co_u32_e32 v0, vcc, v17, v0
	v_addc_co_u32_e32 v0, vcc, v18, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v3, vcc
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v17, vcc, v6, v0
	v_addc_co_u32_e32 v18, vcc, v13, v1, vcc
	v_mul_lo_u32 v2, v7, v18
	v_mul_lo_u32 v3, v12, v17
	v_mad_u64_u32 v[0:1], s[2:3], v7, v17, 0
	v_add3_u32 v1, v1, v2, v3
	v_mad_u64_u32 v[6:7], s[2:3], v18, v0, 0
	v_mad_u64_u32 v[12:13], s[2:3], v17, v1, 0
	v_mul_hi_u32 v0, v17, v0
	v_add_co_u32_e32 v0, vcc, v0, v12
	v_mad_u64_u32 v[2:3], s[2:3], v18, v1, 0
	v_addc_co_u32_e32 v1, vcc, 0, v13, vcc
	v_add_co_u32_e32 v0, vcc, v0, v6
	v_addc_co_u32_e32 v0, vcc, v1, v7, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v3, vcc
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v2, vcc, v17, v0
	v_addc_co_u32_e32 v3, vcc, v18, v1, vcc
	v_ashrrev_i32_e32 v6, 31, v11
	v_add_co_u32_e32 v0, vcc, v10, v6
	v_addc_co_u32_e32 v1, vcc, v11, v6, vcc
	v_xor_b32_e32 v12, v0, v6
	v_xor_b32_e32 v7, v1, v6
	v_mad_u64_u32 v[0:1], s[2:3], v12, v3, 0
	v_mul_hi_u32 v13, v12, v2
	v_add_co_u32_e32 v13, vcc, v13, v0
	v_addc_co_u32_e32 v17, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], s[2:3], v7, v3, 0
	v_mad_u64_u32 v[2:3], s[2:3], v7, v2, 0
	v_add_co_u32_e32 v2, vcc, v13, v2
	v_addc_co_u32_e32 v2, vcc, v17, v3, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v2, vcc, v2, v0
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	v_mul_lo_u32 v13, v15, v2
	v_mul_lo_u32 v17, v16, v3
	v_mad_u64_u32 v[0:1], s[2:3], v16, v2, 0
	v_add3_u32 v1, v1, v17, v13
	v_sub_u32_e32 v13, v7, v1
	v_sub_co_u32_e32 v12, vcc, v12, v0
	v_subb_co_u32_e64 v13, s[2:3], v13, v15, vcc
	v_sub_co_u32_e64 v17, s[2:3], v12, v16
	v_subbrev_co_u32_e64 v18, s[4:5], 0, v13, s[2:3]
	v_cmp_ge_u32_e64 s[4:5], v18, v15
	v_cndmask_b32_e64 v0, 0, -1, s[4:5]
	v_cmp_ge_u32_e64 s[4:5], v17, v16
	v_cndmask_b32_e64 v19, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], v18, v15
	v_cndmask_b32_e64 v0, v0, v19, s[4:5]
	v_add_co_u32_e64 v19, s[4:5], 2, v2
	v_addc_co_u32_e64 v20, s[4:5], 0, v3, s[4:5]
	v_add_co_u32_e64 v21, s[4:5], 1, v2
	v_subb_co_u32_e32 v7, vcc, v7, v1, vcc
	v_addc_co_u32_e64 v22, s[4:5], 0, v3, s[4:5]
	v_cmp_ge_u32_e32 vcc, v7, v15
	v_cmp_ne_u32_e64 s[4:5], 0, v0
	v_cndmask_b32_e64 v1, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v12, v16
	v_cndmask_b32_e64 v0, v22, v20, s[4:5]
	v_cndmask_b32_e64 v20, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v7, v15
	v_cndmask_b32_e32 v1, v1, v20, vcc
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_cndmask_b32_e64 v1, v21, v19, s[4:5]
	v_cndmask_b32_e32 v0, v3, v0, vcc
	v_cndmask_b32_e32 v1, v2, v1, vcc
	v_xor_b32_e32 v2, v6, v14
	v_xor_b32_e32 v3, v0, v2
	v_xor_b32_e32 v0, v1, v2
	v_sub_co_u32_e64 v0, s[6:7], v0, v2
	v_subb_co_u32_e64 v1, s[6:7], v3, v2, s[6:7]
	v_subb_co_u32_e64 v2, s[2:3], v13, v15, s[2:3]
	v_sub_co_u32_e64 v3, s[2:3], v17, v16
	v_subbrev_co_u32_e64 v2, s[2:3], 0, v2, s[2:3]
	v_cndmask_b32_e64 v2, v18, v2, s[4:5]
	v_cndmask_b32_e64 v3, v17, v3, s[4:5]
	v_cndmask_b32_e32 v2, v7, v2, vcc
	v_cndmask_b32_e32 v3, v12, v3, vcc
	v_xor_b32_e32 v7, v2, v6
	v_xor_b32_e32 v2, v3, v6
	v_sub_co_u32_e32 v2, vcc, v2, v6
	v_subb_co_u32_e32 v3, vcc, v7, v6, vcc
                                        ; implicit-def: $vgpr6_vgpr7
.LBB0_2:                                ; %Flow5
	s_andn2_saveexec_b64 s[2:3], s[8:9]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_cvt_f32_u32_e32 v0, v6
	v_sub_u32_e32 v2, 0, v6
	v_mov_b32_e32 v1, 0
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v2, v2, v0
	v_mul_hi_u32 v2, v0, v2
	v_add_u32_e32 v0, v0, v2
	v_mul_hi_u32 v0, v10, v0
	v_mul_lo_u32 v2, v0, v6
	v_sub_u32_e32 v2, v10, v2
	v_add_u32_e32 v3, 1, v0
	v_sub_u32_e32 v7, v2, v6
	v_cmp_ge_u32_e32 vcc, v2, v6
	v_cndmask_b32_e32 v2, v2, v7, vcc
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_sub_u32_e32 v3, v2, v6
	v_add_u32_e32 v7, 1, v0
	v_cmp_ge_u32_e32 vcc, v2, v6
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cndmask_b32_e32 v0, v0, v7, vcc
	v_mov_b32_e32 v3, v1
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	v_cndmask_b32_e64 v13, v5, 0, s[0:1]
	v_mov_b32_e32 v6, 0
	v_or_b32_e32 v7, v11, v13
	v_cndmask_b32_e64 v12, v4, 1, s[0:1]
	v_cmp_ne_u64_e32 vcc, 0, v[6:7]
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[4:5], exec, s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_cvt_f32_u32_e32 v4, v12
	v_cvt_f32_u32_e32 v5, v13
	v_sub_co_u32_e32 v16, vcc, 0, v12
	v_subb_co_u32_e32 v17, vcc, 0, v13, vcc
	v_madmk_f32 v4, v5, 0x4f800000, v4
	v_rcp_f32_e32 v4, v4
	v_mul_f32_e32 v4, 0x5f7ffffc, v4
	v_mul_f32_e32 v5, 0x2f800000, v4
	v_trunc_f32_e32 v5, v5
	v_madmk_f32 v4, v5, 0xcf800000, v4
	v_cvt_u32_f32_e32 v14, v5
	v_cvt_u32_f32_e32 v15, v4
	v_mul_lo_u32 v6, v16, v14
	v_mul_lo_u32 v7, v17, v15
	v_mad_u64_u32 v[4:5], s[0:1], v16, v15, 0
	v_add3_u32 v5, v5, v6, v7
	v_mad_u64_u32 v[6:7], s[0:1], v15, v5, 0
	v_mul_hi_u32 v18, v15, v4
	v_add_co_u32_e32 v18, vcc, v18, v6
	v_addc_co_u32_e32 v19, vcc, 0, v7, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v14, v5, 0
	v_mad_u64_u32 v[4:5], s[0:1], v14, v4, 0
	v_add_co_u32_e32 v4, vcc, v18, v4
	v_addc_co_u32_e32 v4, vcc, v19, v5, vcc
	v_addc_co_u32_e32 v5, vcc, 0, v7, vcc
	v_add_co_u32_e32 v4, vcc, v4, v6
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_add_co_u32_e32 v18, vcc, v15, v4
	v_addc_co_u32_e32 v19, vcc, v14, v5, vcc
	v_mul_lo_u32 v6, v16, v19
	v_mul_lo_u32 v7, v17, v18
	v_mad_u64_u32 v[4:5], s[0:1], v16, v18, 0
	v_add3_u32 v5, v5, v6, v7
	v_mad_u64_u32 v[14:15], s[0:1], v19, v4, 0
	v_mad_u64_u32 v[16:17], s[0:1], v18, v5, 0
	v_mul_hi_u32 v4, v18, v4
	v_add_co_u32_e32 v4, vcc, v4, v16
	v_mad_u64_u32 v[6:7], s[0:1], v19, v5, 0
	v_addc_co_u32_e32 v5, vcc, 0, v17, vcc
	v_add_co_u32_e32 v4, vcc, v4, v14
	v_addc_co_u32_e32 v4, vcc, v5, v15, vcc
	v_addc_co_u32_e32 v5, vcc, 0, v7, vcc
	v_add_co_u32_e32 v4, vcc, v4, v6
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_add_co_u32_e32 v6, vcc, v18, v4
	v_addc_co_u32_e32 v7, vcc, v19, v5, vcc
	v_mad_u64_u32 v[4:5], s[0:1], v10, v7, 0
	v_mul_hi_u32 v14, v10, v6
	v_add_co_u32_e32 v14, vcc, v14, v4
	v_addc_co_u32_e32 v15, vcc, 0, v5, vcc
	v_mad_u64_u32 v[4:5], s[0:1], v11, v7, 0
	v_mad_u64_u32 v[6:7], s[0:1], v11, v6, 0
	v_add_co_u32_e32 v6, vcc, v14, v6
	v_addc_co_u32_e32 v6, vcc, v15, v7, vcc
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_add_co_u32_e32 v6, vcc, v6, v4
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	v_mul_lo_u32 v14, v13, v6
	v_mul_lo_u32 v15, v12, v7
	v_mad_u64_u32 v[4:5], s[0:1], v12, v6, 0
	v_add3_u32 v5, v5, v15, v14
	v_sub_u32_e32 v14, v11, v5
	v_sub_co_u32_e32 v10, vcc, v10, v4
	v_subb_co_u32_e64 v14, s[0:1], v14, v13, vcc
	v_sub_co_u32_e64 v15, s[0:1], v10, v12
	v_subbrev_co_u32_e64 v16, s[2:3], 0, v14, s[0:1]
	v_cmp_ge_u32_e64 s[2:3], v16, v13
	v_cndmask_b32_e64 v4, 0, -1, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v15, v12
	v_cndmask_b32_e64 v17, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v16, v13
	v_cndmask_b32_e64 v4, v4, v17, s[2:3]
	v_add_co_u32_e64 v17, s[2:3], 2, v6
	v_addc_co_u32_e64 v18, s[2:3], 0, v7, s[2:3]
	v_add_co_u32_e64 v19, s[2:3], 1, v6
	v_subb_co_u32_e32 v11, vcc, v11, v5, vcc
	v_addc_co_u32_e64 v20, s[2:3], 0, v7, s[2:3]
	v_cmp_ge_u32_e32 vcc, v11, v13
	v_cmp_ne_u32_e64 s[2:3], 0, v4
	v_cndmask_b32_e64 v5, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v10, v12
	v_cndmask_b32_e64 v4, v20, v18, s[2:3]
	v_cndmask_b32_e64 v18, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v11, v13
	v_cndmask_b32_e32 v5, v5, v18, vcc
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v5, v7, v4, vcc
	v_cndmask_b32_e64 v4, v19, v17, s[2:3]
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_subb_co_u32_e64 v6, s[0:1], v14, v13, s[0:1]
	v_sub_co_u32_e64 v12, s[0:1], v15, v12
	v_subbrev_co_u32_e64 v6, s[0:1], 0, v6, s[0:1]
	v_cndmask_b32_e64 v6, v16, v6, s[2:3]
	v_cndmask_b32_e32 v7, v11, v6, vcc
	v_cndmask_b32_e64 v6, v15, v12, s[2:3]
	v_cndmask_b32_e32 v6, v10, v6, vcc
                                        ; implicit-def: $vgpr12_vgpr13
                                        ; implicit-def: $vgpr10_vgpr11
.LBB0_6:                                ; %Flow
	s_andn2_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_cvt_f32_u32_e32 v4, v12
	v_sub_u32_e32 v6, 0, v12
	v_mov_b32_e32 v5, 0
	v_rcp_iflag_f32_e32 v4, v4
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_mul_lo_u32 v6, v6, v4
	v_mul_hi_u32 v6, v4, v6
	v_add_u32_e32 v4, v4, v6
	v_mul_hi_u32 v4, v10, v4
	v_mul_lo_u32 v6, v4, v12
	v_sub_u32_e32 v6, v10, v6
	v_add_u32_e32 v7, 1, v4
	v_sub_u32_e32 v10, v6, v12
	v_cmp_ge_u32_e32 vcc, v6, v12
	v_cndmask_b32_e32 v6, v6, v10, vcc
	v_cndmask_b32_e32 v4, v4, v7, vcc
	v_sub_u32_e32 v7, v6, v12
	v_add_u32_e32 v10, 1, v4
	v_cmp_ge_u32_e32 vcc, v6, v12
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_cndmask_b32_e32 v4, v4, v10, vcc
	v_mov_b32_e32 v7, v5
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b64 v[8:9], 5, v[8:9]
	v_mov_b32_e32 v10, s13
	v_add_co_u32_e32 v8, vcc, s12, v8
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int64_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	int64_div, .Lfunc_end0-int64_div
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1776
; NumSgprs: 20
; NumVgprs: 23
; NumAgprs: 0
; TotalNumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 23
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
        .name:           a
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           int64_div
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         int64_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
