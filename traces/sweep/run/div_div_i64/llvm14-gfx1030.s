	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	div_div_i64                     ; -- Begin function div_div_i64
	.p2align	8
	.type	div_div_i64,@function
div_div_i64:                            ; @div_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v3, 3, v0
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_dwordx2 v[1:2], v3, s[6:7]
	global_load_dwordx2 v[4:5], v3, s[6:7] offset:1024
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v7, v2, v5
	v_or_b32_e32 v10, 1, v4
                                        ; implicit-def: $vgpr3_vgpr4
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s2, exec_lo, s0
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_ashrrev_i32_e32 v11, 31, v5
	v_add_co_u32 v3, vcc_lo, v10, v11
	v_add_co_ci_u32_e32 v4, vcc_lo, v5, v11, vcc_lo
	v_xor_b32_e32 v12, v3, v11
	v_xor_b32_e32 v13, v4, v11
	v_cvt_f32_u32_e32 v3, v12
	v_sub_co_u32 v14, vcc_lo, 0, v12
	v_cvt_f32_u32_e32 v4, v13
	v_sub_co_ci_u32_e32 v15, vcc_lo, 0, v13, vcc_lo
	v_fmac_f32_e32 v3, 0x4f800000, v4
	v_rcp_f32_e32 v3, v3
	v_mul_f32_e32 v3, 0x5f7ffffc, v3
	v_mul_f32_e32 v4, 0x2f800000, v3
	v_trunc_f32_e32 v4, v4
	v_fmac_f32_e32 v3, 0xcf800000, v4
	v_cvt_u32_f32_e32 v16, v4
	v_cvt_u32_f32_e32 v17, v3
	v_mul_lo_u32 v6, v14, v16
	v_mul_lo_u32 v7, v15, v17
	v_mad_u64_u32 v[3:4], s0, v14, v17, 0
	v_add3_u32 v8, v4, v6, v7
	v_mul_hi_u32 v18, v17, v3
	v_mad_u64_u32 v[3:4], s0, v16, v3, 0
	v_mad_u64_u32 v[6:7], s0, v17, v8, 0
	v_mad_u64_u32 v[8:9], s0, v16, v8, 0
	v_add_co_u32 v6, vcc_lo, v18, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v7, vcc_lo
	v_add_co_u32 v3, vcc_lo, v6, v3
	v_add_co_ci_u32_e32 v3, vcc_lo, v7, v4, vcc_lo
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v8
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v4, vcc_lo
	v_add_co_u32 v17, vcc_lo, v17, v3
	v_add_co_ci_u32_e32 v16, vcc_lo, v16, v4, vcc_lo
	v_mul_lo_u32 v6, v15, v17
	v_mad_u64_u32 v[3:4], s0, v14, v17, 0
	v_mul_lo_u32 v7, v14, v16
	v_mul_hi_u32 v14, v17, v3
	v_add3_u32 v8, v4, v7, v6
	v_mad_u64_u32 v[3:4], s0, v16, v3, 0
	v_mad_u64_u32 v[6:7], s0, v17, v8, 0
	v_mad_u64_u32 v[8:9], s0, v16, v8, 0
	v_add_co_u32 v6, vcc_lo, v14, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v7, vcc_lo
	v_ashrrev_i32_e32 v14, 31, v2
	v_add_co_u32 v3, vcc_lo, v6, v3
	v_add_co_ci_u32_e32 v3, vcc_lo, v7, v4, vcc_lo
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, v1, v14
	v_add_co_ci_u32_e32 v7, vcc_lo, v2, v14, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v8
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v4, vcc_lo
	v_xor_b32_e32 v15, v6, v14
	v_add_co_u32 v6, vcc_lo, v17, v3
	v_add_co_ci_u32_e32 v8, vcc_lo, v16, v4, vcc_lo
	v_xor_b32_e32 v16, v7, v14
	v_mul_hi_u32 v17, v15, v6
	v_xor_b32_e32 v11, v14, v11
	v_mad_u64_u32 v[3:4], s0, v15, v8, 0
	v_mad_u64_u32 v[6:7], s0, v16, v6, 0
	v_mad_u64_u32 v[8:9], s0, v16, v8, 0
	v_add_co_u32 v3, vcc_lo, v17, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v4, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v6
	v_add_co_ci_u32_e32 v3, vcc_lo, v4, v7, vcc_lo
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, v3, v8
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v4, vcc_lo
	v_mul_lo_u32 v8, v13, v6
	v_mad_u64_u32 v[3:4], s0, v12, v6, 0
	v_mul_lo_u32 v9, v12, v7
	v_add3_u32 v4, v4, v9, v8
	v_add_co_u32 v9, vcc_lo, v6, 2
	v_add_co_ci_u32_e32 v17, vcc_lo, 0, v7, vcc_lo
	v_sub_nc_u32_e32 v8, v16, v4
	v_sub_co_u32 v3, vcc_lo, v15, v3
	v_sub_co_ci_u32_e64 v8, s0, v8, v13, vcc_lo
	v_add_co_u32 v15, s0, v6, 1
	v_add_co_ci_u32_e64 v18, s0, 0, v7, s0
	v_sub_co_u32 v19, s0, v3, v12
	v_sub_co_ci_u32_e32 v4, vcc_lo, v16, v4, vcc_lo
	v_subrev_co_ci_u32_e64 v20, s1, 0, v8, s0
	v_cmp_ge_u32_e32 vcc_lo, v19, v12
	v_cndmask_b32_e64 v16, 0, -1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v20, v13
	v_cndmask_b32_e64 v21, 0, -1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v3, v12
	v_cndmask_b32_e64 v22, 0, -1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v4, v13
	v_cndmask_b32_e64 v23, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v20, v13
	v_cndmask_b32_e32 v16, v21, v16, vcc_lo
	v_sub_co_ci_u32_e64 v8, vcc_lo, v8, v13, s0
	v_cmp_eq_u32_e32 vcc_lo, v4, v13
	v_sub_co_u32 v12, s0, v19, v12
	v_subrev_co_ci_u32_e64 v8, s0, 0, v8, s0
	v_cndmask_b32_e32 v13, v23, v22, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v16
	v_cmp_ne_u32_e64 s0, 0, v13
	v_cndmask_b32_e32 v9, v15, v9, vcc_lo
	v_cndmask_b32_e32 v16, v18, v17, vcc_lo
	v_cndmask_b32_e32 v12, v19, v12, vcc_lo
	v_cndmask_b32_e32 v8, v20, v8, vcc_lo
	v_cndmask_b32_e64 v6, v6, v9, s0
	v_cndmask_b32_e64 v7, v7, v16, s0
	v_cndmask_b32_e64 v3, v3, v12, s0
	v_cndmask_b32_e64 v4, v4, v8, s0
	v_xor_b32_e32 v6, v6, v11
	v_xor_b32_e32 v7, v7, v11
	v_xor_b32_e32 v3, v3, v14
	v_xor_b32_e32 v4, v4, v14
	v_sub_co_u32 v6, vcc_lo, v6, v11
	v_sub_co_ci_u32_e32 v7, vcc_lo, v7, v11, vcc_lo
	v_sub_co_u32 v3, vcc_lo, v3, v14
	v_sub_co_ci_u32_e32 v4, vcc_lo, v4, v14, vcc_lo
.LBB0_2:                                ; %Flow14
	s_or_saveexec_b32 s0, s2
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_cvt_f32_u32_e32 v3, v10
	v_sub_nc_u32_e32 v4, 0, v10
	v_rcp_iflag_f32_e32 v3, v3
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v4, v4, v3
	v_mul_hi_u32 v4, v3, v4
	v_add_nc_u32_e32 v3, v3, v4
	v_mul_hi_u32 v3, v1, v3
	v_mul_lo_u32 v4, v3, v10
	v_add_nc_u32_e32 v6, 1, v3
	v_sub_nc_u32_e32 v4, v1, v4
	v_sub_nc_u32_e32 v7, v4, v10
	v_cmp_ge_u32_e32 vcc_lo, v4, v10
	v_cndmask_b32_e32 v4, v4, v7, vcc_lo
	v_cndmask_b32_e32 v6, v3, v6, vcc_lo
	v_mov_b32_e32 v7, 0
	v_sub_nc_u32_e32 v3, v4, v10
	v_add_nc_u32_e32 v8, 1, v6
	v_cmp_ge_u32_e32 vcc_lo, v4, v10
	v_cndmask_b32_e32 v3, v4, v3, vcc_lo
	v_cndmask_b32_e32 v6, v6, v8, vcc_lo
	v_mov_b32_e32 v4, v7
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s0
	v_cvt_f32_ubyte0_e32 v8, 0
	s_mov_b32 s1, 0x4f800000
	s_mov_b32 s3, 0x5f7ffffc
	s_mov_b32 s6, 0x2f800000
	s_mov_b32 s7, 0xcf800000
	v_fma_f32 v8, v8, s1, 0x40e00000
	v_rcp_f32_e32 v8, v8
	v_mul_f32_e32 v8, s3, v8
	v_mul_f32_e32 v9, s6, v8
	v_trunc_f32_e32 v9, v9
	v_fmac_f32_e32 v8, s7, v9
	v_cvt_u32_f32_e32 v9, v9
	v_cvt_u32_f32_e32 v8, v8
	v_mul_lo_u32 v11, v9, -7
	v_mul_hi_u32 v12, v8, -7
	v_add_nc_u32_e32 v11, v12, v11
	v_mul_lo_u32 v12, v8, -7
	v_sub_nc_u32_e32 v11, v11, v8
	v_mul_hi_u32 v13, v8, v12
	v_mul_lo_u32 v14, v8, v11
	v_mul_hi_u32 v15, v8, v11
	v_mul_hi_u32 v16, v9, v12
	v_mul_lo_u32 v12, v9, v12
	v_mul_hi_u32 v17, v9, v11
	v_mul_lo_u32 v11, v9, v11
	v_add_co_u32 v13, vcc_lo, v13, v14
	v_add_co_ci_u32_e32 v14, vcc_lo, 0, v15, vcc_lo
	v_add_co_u32 v12, vcc_lo, v13, v12
	v_add_co_ci_u32_e32 v12, vcc_lo, v14, v16, vcc_lo
	v_add_co_ci_u32_e32 v13, vcc_lo, 0, v17, vcc_lo
	v_ashrrev_i32_e32 v16, 31, v2
	v_add_co_u32 v11, vcc_lo, v12, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, 0, v13, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, v11
	v_add_co_ci_u32_e32 v9, vcc_lo, v9, v12, vcc_lo
	v_mul_hi_u32 v11, v8, -7
	v_mul_lo_u32 v12, v9, -7
	v_add_nc_u32_e32 v11, v11, v12
	v_mul_lo_u32 v12, v8, -7
	v_sub_nc_u32_e32 v11, v11, v8
	v_mul_hi_u32 v13, v8, v12
	v_mul_lo_u32 v14, v8, v11
	v_mul_hi_u32 v15, v8, v11
	v_mul_hi_u32 v17, v9, v12
	v_mul_lo_u32 v12, v9, v12
	v_mul_hi_u32 v18, v9, v11
	v_mul_lo_u32 v11, v9, v11
	v_add_co_u32 v13, vcc_lo, v13, v14
	v_add_co_ci_u32_e32 v14, vcc_lo, 0, v15, vcc_lo
	v_add_co_u32 v12, vcc_lo, v13, v12
	v_add_co_ci_u32_e32 v12, vcc_lo, v14, v17, vcc_lo
	v_add_co_ci_u32_e32 v13, vcc_lo, 0, v18, vcc_lo
	v_add_co_u32 v14, vcc_lo, v1, v16
	v_add_co_ci_u32_e32 v15, vcc_lo, v2, v16, vcc_lo
	v_add_co_u32 v11, vcc_lo, v12, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, 0, v13, vcc_lo
	v_xor_b32_e32 v17, v14, v16
	v_add_co_u32 v11, vcc_lo, v8, v11
	v_add_co_ci_u32_e32 v13, vcc_lo, v9, v12, vcc_lo
	v_xor_b32_e32 v15, v15, v16
	v_mul_hi_u32 v18, v17, v11
	v_mad_u64_u32 v[8:9], s0, v17, v13, 0
	v_mad_u64_u32 v[11:12], s0, v15, v11, 0
	v_mad_u64_u32 v[13:14], s0, v15, v13, 0
	v_add_co_u32 v8, vcc_lo, v18, v8
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, v11
	v_add_co_ci_u32_e32 v8, vcc_lo, v9, v12, vcc_lo
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v14, vcc_lo
	v_add_co_u32 v11, vcc_lo, v8, v13
	v_add_co_ci_u32_e32 v12, vcc_lo, 0, v9, vcc_lo
	v_mad_u64_u32 v[8:9], s0, 7, v11, 0
	v_mul_lo_u32 v13, v12, 7
	v_sub_co_u32 v8, vcc_lo, v17, v8
	v_add_nc_u32_e32 v9, v9, v13
	v_sub_co_ci_u32_e32 v9, vcc_lo, v15, v9, vcc_lo
	v_sub_co_u32 v13, vcc_lo, v8, 7
	v_subrev_co_ci_u32_e32 v14, vcc_lo, 0, v9, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 6, v13
	v_cmp_eq_u32_e64 s0, 0, v9
	v_cndmask_b32_e64 v13, 0, -1, vcc_lo
	v_add_co_u32 v15, vcc_lo, v11, 2
	v_add_co_ci_u32_e32 v17, vcc_lo, 0, v12, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 6, v8
	v_cndmask_b32_e64 v8, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v14
	v_cndmask_b32_e64 v8, -1, v8, s0
	v_cndmask_b32_e32 v13, -1, v13, vcc_lo
	v_add_co_u32 v14, vcc_lo, v11, 1
	v_add_co_ci_u32_e32 v18, vcc_lo, 0, v12, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v13
	v_cndmask_b32_e32 v9, v18, v17, vcc_lo
	v_cndmask_b32_e32 v13, v14, v15, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v8
	v_mov_b32_e32 v8, 0
	v_cndmask_b32_e32 v11, v11, v13, vcc_lo
	v_cndmask_b32_e32 v12, v12, v9, vcc_lo
	v_or_b32_e32 v9, v2, v5
	v_lshlrev_b32_e32 v13, 3, v0
	v_xor_b32_e32 v11, v11, v16
	v_xor_b32_e32 v12, v12, v16
	v_add_nc_u32_e32 v14, 0x800, v13
	v_add_nc_u32_e32 v13, 0x1000, v13
	v_sub_co_u32 v11, vcc_lo, v11, v16
	v_sub_co_ci_u32_e32 v12, vcc_lo, v12, v16, vcc_lo
	v_cmp_ne_u64_e32 vcc_lo, 0, v[8:9]
	global_store_dwordx2 v14, v[6:7], s[4:5]
	global_store_dwordx2 v13, v[11:12], s[4:5]
                                        ; implicit-def: $vgpr6_vgpr7
                                        ; implicit-def: $vgpr8_vgpr9
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s2, exec_lo, s0
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_cvt_f32_u32_e32 v6, v10
	v_cvt_f32_u32_e32 v7, v5
	v_sub_co_u32 v9, vcc_lo, 0, v10
	v_sub_co_ci_u32_e32 v15, vcc_lo, 0, v5, vcc_lo
	v_fmac_f32_e32 v6, s1, v7
	v_rcp_f32_e32 v6, v6
	v_mul_f32_e32 v6, s3, v6
	v_mul_f32_e32 v7, s6, v6
	v_trunc_f32_e32 v7, v7
	v_fmac_f32_e32 v6, s7, v7
	v_cvt_u32_f32_e32 v16, v7
	v_cvt_u32_f32_e32 v17, v6
	v_mul_lo_u32 v8, v9, v16
	v_mul_lo_u32 v11, v15, v17
	v_mad_u64_u32 v[6:7], s0, v9, v17, 0
	v_add3_u32 v13, v7, v8, v11
	v_mul_hi_u32 v18, v17, v6
	v_mad_u64_u32 v[11:12], s0, v16, v6, 0
	v_mad_u64_u32 v[7:8], s0, v17, v13, 0
	v_mad_u64_u32 v[13:14], s0, v16, v13, 0
	v_add_co_u32 v6, vcc_lo, v18, v7
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v8, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, v11
	v_add_co_ci_u32_e32 v6, vcc_lo, v7, v12, vcc_lo
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v14, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, v13
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v7, vcc_lo
	v_add_co_u32 v17, vcc_lo, v17, v6
	v_add_co_ci_u32_e32 v16, vcc_lo, v16, v7, vcc_lo
	v_mul_lo_u32 v8, v15, v17
	v_mad_u64_u32 v[6:7], s0, v9, v17, 0
	v_mul_lo_u32 v9, v9, v16
	v_mul_hi_u32 v15, v17, v6
	v_mad_u64_u32 v[11:12], s0, v16, v6, 0
	v_add3_u32 v9, v7, v9, v8
	v_mad_u64_u32 v[7:8], s0, v17, v9, 0
	v_mad_u64_u32 v[13:14], s0, v16, v9, 0
	v_add_co_u32 v6, vcc_lo, v15, v7
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v8, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, v11
	v_add_co_ci_u32_e32 v6, vcc_lo, v7, v12, vcc_lo
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v14, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, v13
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v7, vcc_lo
	v_add_co_u32 v8, vcc_lo, v17, v6
	v_add_co_ci_u32_e32 v11, vcc_lo, v16, v7, vcc_lo
	v_mul_hi_u32 v13, v1, v8
	v_mad_u64_u32 v[8:9], s0, v2, v8, 0
	v_mad_u64_u32 v[6:7], s0, v1, v11, 0
	v_mad_u64_u32 v[11:12], s0, v2, v11, 0
	v_add_co_u32 v6, vcc_lo, v13, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v7, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, v8
	v_add_co_ci_u32_e32 v6, vcc_lo, v7, v9, vcc_lo
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v12, vcc_lo
	v_add_co_u32 v8, vcc_lo, v6, v11
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v7, vcc_lo
	v_mul_lo_u32 v11, v5, v8
	v_mad_u64_u32 v[6:7], s0, v10, v8, 0
	v_mul_lo_u32 v12, v10, v9
	v_add3_u32 v7, v7, v12, v11
	v_add_co_u32 v12, vcc_lo, v8, 2
	v_add_co_ci_u32_e32 v13, vcc_lo, 0, v9, vcc_lo
	v_sub_nc_u32_e32 v11, v2, v7
	v_sub_co_u32 v6, vcc_lo, v1, v6
	v_sub_co_ci_u32_e64 v11, s0, v11, v5, vcc_lo
	v_add_co_u32 v14, s0, v8, 1
	v_add_co_ci_u32_e64 v15, s0, 0, v9, s0
	v_sub_co_u32 v16, s0, v6, v10
	v_sub_co_ci_u32_e32 v7, vcc_lo, v2, v7, vcc_lo
	v_subrev_co_ci_u32_e64 v17, s1, 0, v11, s0
	v_cmp_ge_u32_e32 vcc_lo, v16, v10
	v_cndmask_b32_e64 v18, 0, -1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v17, v5
	v_cndmask_b32_e64 v19, 0, -1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v6, v10
	v_cndmask_b32_e64 v20, 0, -1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v7, v5
	v_cndmask_b32_e64 v21, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v17, v5
	v_cndmask_b32_e32 v18, v19, v18, vcc_lo
	v_sub_co_ci_u32_e64 v11, vcc_lo, v11, v5, s0
	v_cmp_eq_u32_e32 vcc_lo, v7, v5
	v_sub_co_u32 v10, s0, v16, v10
	v_subrev_co_ci_u32_e64 v11, s0, 0, v11, s0
	v_cndmask_b32_e32 v5, v21, v20, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v18
	v_cmp_ne_u32_e64 s0, 0, v5
	v_cndmask_b32_e32 v13, v15, v13, vcc_lo
	v_cndmask_b32_e32 v12, v14, v12, vcc_lo
	v_cndmask_b32_e32 v5, v17, v11, vcc_lo
	v_cndmask_b32_e32 v10, v16, v10, vcc_lo
	v_cndmask_b32_e64 v9, v9, v13, s0
	v_cndmask_b32_e64 v8, v8, v12, s0
	v_cndmask_b32_e64 v7, v7, v5, s0
	v_cndmask_b32_e64 v6, v6, v10, s0
                                        ; implicit-def: $vgpr10
.LBB0_6:                                ; %Flow
	s_or_saveexec_b32 s0, s2
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_cvt_f32_u32_e32 v5, v10
	v_sub_nc_u32_e32 v6, 0, v10
	v_mov_b32_e32 v9, 0
	v_rcp_iflag_f32_e32 v5, v5
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	v_cvt_u32_f32_e32 v5, v5
	v_mul_lo_u32 v6, v6, v5
	v_mul_hi_u32 v6, v5, v6
	v_add_nc_u32_e32 v5, v5, v6
	v_mul_hi_u32 v5, v1, v5
	v_mul_lo_u32 v6, v5, v10
	v_add_nc_u32_e32 v7, 1, v5
	v_sub_nc_u32_e32 v6, v1, v6
	v_sub_nc_u32_e32 v8, v6, v10
	v_cmp_ge_u32_e32 vcc_lo, v6, v10
	v_cndmask_b32_e32 v6, v6, v8, vcc_lo
	v_cndmask_b32_e32 v5, v5, v7, vcc_lo
	v_sub_nc_u32_e32 v7, v6, v10
	v_add_nc_u32_e32 v8, 1, v5
	v_cmp_ge_u32_e32 vcc_lo, v6, v10
	v_cndmask_b32_e32 v6, v6, v7, vcc_lo
	v_cndmask_b32_e32 v8, v5, v8, vcc_lo
	v_mov_b32_e32 v7, v9
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, 0x49204000
	s_add_u32 s2, 0, 0x45240
	s_mov_b32 s1, 0x11492
	s_addc_u32 s3, 0, 0
	s_add_u32 s6, s2, s0
	s_addc_u32 s6, s3, s1
	s_addc_u32 s7, 0, 0
	s_add_u32 s6, s6, 0
	s_mov_b32 s8, 0x92481000
	s_addc_u32 s7, 0, s7
	v_add_co_u32 v5, s6, s6, s8
	s_mov_b32 s9, 0x24924924
	s_cmpk_lg_u32 s6, 0x0
	v_lshlrev_b32_e32 v18, 3, v0
	s_addc_u32 s6, s7, s9
	v_mul_hi_u32 v16, v1, v5
	v_mad_u64_u32 v[10:11], s7, v1, s6, 0
	v_mad_u64_u32 v[12:13], s7, v2, v5, 0
	v_mad_u64_u32 v[14:15], s6, v2, s6, 0
	v_ashrrev_i32_e32 v21, 31, v2
	s_add_u32 s0, s2, s0
	v_add_co_u32 v5, vcc_lo, v16, v10
	v_add_co_ci_u32_e32 v10, vcc_lo, 0, v11, vcc_lo
	s_addc_u32 s0, s3, s1
	v_add_co_u32 v0, vcc_lo, v5, v12
	v_add_co_ci_u32_e32 v0, vcc_lo, v10, v13, vcc_lo
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v15, vcc_lo
	s_addc_u32 s1, 0, 0
	v_add_co_u32 v20, vcc_lo, v0, v14
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v5, vcc_lo
	v_add_co_u32 v0, vcc_lo, v1, v21
	s_add_u32 s0, s0, 0
	s_addc_u32 s1, 0, s1
	v_add_co_u32 v14, s0, s0, s8
	v_add_co_ci_u32_e32 v10, vcc_lo, v2, v21, vcc_lo
	v_xor_b32_e32 v22, v0, v21
	s_cmpk_lg_u32 s0, 0x0
	v_mul_lo_u32 v0, v5, 7
	s_addc_u32 s0, s1, s9
	v_xor_b32_e32 v23, v10, v21
	v_mad_u64_u32 v[10:11], s1, v22, s0, 0
	v_mul_hi_u32 v24, v22, v14
	v_mad_u64_u32 v[12:13], s1, v20, 7, 0
	v_mad_u64_u32 v[14:15], s1, v23, v14, 0
	v_mad_u64_u32 v[16:17], s0, v23, s0, 0
	v_add_nc_u32_e32 v19, 0x1800, v18
	v_add_co_u32 v10, vcc_lo, v24, v10
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v11, vcc_lo
	v_add_nc_u32_e32 v0, v13, v0
	v_add_co_u32 v10, vcc_lo, v10, v14
	v_add_co_ci_u32_e32 v10, vcc_lo, v11, v15, vcc_lo
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v17, vcc_lo
	v_sub_co_u32 v12, vcc_lo, v1, v12
	v_sub_co_ci_u32_e32 v2, vcc_lo, v2, v0, vcc_lo
	v_add_co_u32 v0, vcc_lo, v10, v16
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v11, vcc_lo
	v_sub_co_u32 v10, vcc_lo, v12, 7
	v_subrev_co_ci_u32_e32 v11, vcc_lo, 0, v2, vcc_lo
	v_mul_lo_u32 v13, v1, 7
	v_cmp_lt_u32_e32 vcc_lo, 6, v10
	v_mad_u64_u32 v[0:1], s0, 7, v0, 0
	global_store_dwordx2 v19, v[8:9], s[4:5]
	v_add_co_u32 v9, s0, v20, 2
	v_cndmask_b32_e64 v14, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v11
	v_or_b32_e32 v15, 0x2000, v18
	v_add_nc_u32_e32 v1, v1, v13
	v_add_co_ci_u32_e64 v13, s0, 0, v5, s0
	v_cndmask_b32_e32 v8, -1, v14, vcc_lo
	v_sub_co_u32 v0, vcc_lo, v22, v0
	v_sub_co_ci_u32_e32 v14, vcc_lo, v23, v1, vcc_lo
	v_cmp_lt_u32_e64 s0, 6, v12
	v_sub_co_u32 v1, vcc_lo, v0, 7
	v_subrev_co_ci_u32_e32 v17, vcc_lo, 0, v14, vcc_lo
	v_cndmask_b32_e64 v16, 0, -1, s0
	v_cmp_lt_u32_e32 vcc_lo, 6, v1
	v_cmp_ne_u32_e64 s0, 0, v8
	v_cndmask_b32_e64 v19, 0, -1, vcc_lo
	v_add_co_u32 v22, vcc_lo, v20, 1
	v_add_co_ci_u32_e32 v23, vcc_lo, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	v_cndmask_b32_e64 v8, v23, v13, s0
	v_cndmask_b32_e32 v16, -1, v16, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v17
	v_cndmask_b32_e32 v19, -1, v19, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 6, v0
	v_cndmask_b32_e64 v24, 0, -1, vcc_lo
	v_sub_co_u32 v25, vcc_lo, v1, 7
	v_subrev_co_ci_u32_e32 v26, vcc_lo, 0, v17, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v14
	v_cndmask_b32_e32 v24, -1, v24, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v19
	v_cmp_ne_u32_e64 s1, 0, v24
	v_cndmask_b32_e32 v13, v17, v26, vcc_lo
	v_cndmask_b32_e32 v17, v1, v25, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v16
	v_cndmask_b32_e32 v1, v5, v8, vcc_lo
	v_cndmask_b32_e64 v5, v22, v9, s0
	v_cndmask_b32_e64 v9, v0, v17, s1
	v_cndmask_b32_e64 v8, v14, v13, s1
	v_sub_co_u32 v13, s1, v10, 7
	v_subrev_co_ci_u32_e64 v14, s1, 0, v11, s1
	v_xor_b32_e32 v9, v9, v21
	v_xor_b32_e32 v16, v8, v21
	v_cndmask_b32_e64 v10, v10, v13, s0
	v_cndmask_b32_e64 v11, v11, v14, s0
	v_cndmask_b32_e32 v0, v20, v5, vcc_lo
	v_sub_co_u32 v8, s0, v9, v21
	v_add_nc_u32_e32 v5, 0x2800, v18
	v_sub_co_ci_u32_e64 v9, s0, v16, v21, s0
	v_add_nc_u32_e32 v13, 0x3000, v18
	v_add_nc_u32_e32 v14, 0x3800, v18
	v_cndmask_b32_e32 v11, v2, v11, vcc_lo
	v_cndmask_b32_e32 v10, v12, v10, vcc_lo
	v_or_b32_e32 v2, 0x4000, v18
	global_store_dwordx2 v15, v[0:1], s[4:5]
	global_store_dwordx2 v5, v[3:4], s[4:5]
	global_store_dwordx2 v13, v[8:9], s[4:5]
	global_store_dwordx2 v14, v[6:7], s[4:5]
	global_store_dwordx2 v2, v[10:11], s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_div_i64
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
		.amdhsa_next_free_vgpr 27
		.amdhsa_next_free_sgpr 10
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
	.size	div_div_i64, .Lfunc_end0-div_div_i64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3660
; NumSgprs: 12
; NumVgprs: 27
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 27
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
    .name:           div_div_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         div_div_i64.kd
    .vgpr_count:     27
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
