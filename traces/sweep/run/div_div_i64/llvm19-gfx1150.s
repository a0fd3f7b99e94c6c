	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	div_div_i64                     ; -- Begin function div_div_i64
	.p2align	8
	.type	div_div_i64,@function
div_div_i64:                            ; @div_div_i64
; %bb.0:                                ; %entry
	s_load_b128 s[4:7], s[2:3], 0x0
	v_dual_mov_b32 v5, 0 :: v_dual_and_b32 v0, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v9, 3, v0
	v_add_nc_u32_e32 v2, 0x400, v9
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_b64 v[0:1], v9, s[6:7]
	global_load_b64 v[3:4], v2, s[6:7]
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v10, 31, v1
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v6, v1, v4
	v_or_b32_e32 v11, 1, v3
                                        ; implicit-def: $vgpr2_vgpr3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[5:6]
                                        ; implicit-def: $vgpr5_vgpr6
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s2, exec_lo, s0
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_ashrrev_i32_e32 v12, 31, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, v11, v12
	v_add_co_ci_u32_e32 v3, vcc_lo, v4, v12, vcc_lo
	v_xor_b32_e32 v13, v2, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v14, v3, v12
	v_xor_b32_e32 v12, v10, v12
	v_cvt_f32_u32_e32 v2, v13
	v_sub_co_u32 v15, vcc_lo, 0, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v3, v14
	v_sub_co_ci_u32_e32 v16, vcc_lo, 0, v14, vcc_lo
	v_fmamk_f32 v2, v3, 0x4f800000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x5f7ffffc, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, 0x2f800000, v2
	v_trunc_f32_e32 v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmamk_f32 v2, v3, 0xcf800000, v2
	v_cvt_u32_f32_e32 v17, v3
	v_cvt_u32_f32_e32 v18, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v5, v15, v17
	v_mul_lo_u32 v6, v16, v18
	v_mad_u64_u32 v[2:3], null, v15, v18, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add3_u32 v7, v3, v5, v6
	v_mul_hi_u32 v19, v18, v2
	v_mad_u64_u32 v[2:3], null, v17, v2, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, v18, v7, 0
	v_mad_u64_u32 v[7:8], null, v17, v7, 0
	v_add_co_u32 v5, vcc_lo, v19, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v6, vcc_lo
	v_add_co_u32 v2, vcc_lo, v5, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, v6, v3, vcc_lo
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v8, vcc_lo
	v_add_co_u32 v2, vcc_lo, v2, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
	v_add_co_u32 v18, vcc_lo, v18, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v17, vcc_lo, v17, v3, vcc_lo
	v_mul_lo_u32 v5, v16, v18
	v_mad_u64_u32 v[2:3], null, v15, v18, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v6, v15, v17
	v_mul_hi_u32 v15, v18, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v7, v3, v6, v5
	v_mad_u64_u32 v[2:3], null, v17, v2, 0
	v_mad_u64_u32 v[5:6], null, v18, v7, 0
	v_mad_u64_u32 v[7:8], null, v17, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v5, vcc_lo, v15, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, v5, v2
	v_add_co_ci_u32_e32 v2, vcc_lo, v6, v3, vcc_lo
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v8, vcc_lo
	v_add_co_u32 v5, vcc_lo, v0, v10
	v_add_co_ci_u32_e32 v6, vcc_lo, v1, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v2, vcc_lo, v2, v7
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v15, v5, v10
	v_add_co_u32 v5, vcc_lo, v18, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e32 v7, vcc_lo, v17, v3, vcc_lo
	v_xor_b32_e32 v16, v6, v10
	v_mul_hi_u32 v17, v15, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[2:3], null, v15, v7, 0
	v_mad_u64_u32 v[5:6], null, v16, v5, 0
	v_mad_u64_u32 v[7:8], null, v16, v7, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v2, vcc_lo, v17, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, v2, v5
	v_add_co_ci_u32_e32 v2, vcc_lo, v3, v6, vcc_lo
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v5, vcc_lo, v2, v7
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v7, v14, v5
	v_mad_u64_u32 v[2:3], null, v13, v5, 0
	v_mul_lo_u32 v8, v13, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v3, v3, v8, v7
	v_add_co_u32 v8, vcc_lo, v5, 2
	v_add_co_ci_u32_e32 v17, vcc_lo, 0, v6, vcc_lo
	v_sub_nc_u32_e32 v7, v16, v3
	v_sub_co_u32 v2, vcc_lo, v15, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v7, s0, v7, v14, vcc_lo
	v_add_co_u32 v15, s0, v5, 1
	v_add_co_ci_u32_e64 v18, s0, 0, v6, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_sub_co_u32 v19, s0, v2, v13
	v_sub_co_ci_u32_e32 v3, vcc_lo, v16, v3, vcc_lo
	v_subrev_co_ci_u32_e64 v20, s1, 0, v7, s0
	v_cmp_ge_u32_e32 vcc_lo, v19, v13
	v_cndmask_b32_e64 v16, 0, -1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_ge_u32_e32 vcc_lo, v20, v14
	v_cndmask_b32_e64 v21, 0, -1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v2, v13
	v_cndmask_b32_e64 v22, 0, -1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v3, v14
	v_cndmask_b32_e64 v23, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v20, v14
	v_cndmask_b32_e32 v16, v21, v16, vcc_lo
	v_sub_co_ci_u32_e64 v7, vcc_lo, v7, v14, s0
	v_cmp_eq_u32_e32 vcc_lo, v3, v14
	v_sub_co_u32 v13, s0, v19, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_subrev_co_ci_u32_e64 v7, s0, 0, v7, s0
	v_cndmask_b32_e32 v14, v23, v22, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v16
	v_cmp_ne_u32_e64 s0, 0, v14
	v_cndmask_b32_e32 v8, v15, v8, vcc_lo
	v_cndmask_b32_e32 v16, v18, v17, vcc_lo
	v_cndmask_b32_e32 v13, v19, v13, vcc_lo
	v_cndmask_b32_e32 v7, v20, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v5, v5, v8, s0
	v_cndmask_b32_e64 v6, v6, v16, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v2, v2, v13, s0
	v_cndmask_b32_e64 v3, v3, v7, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v5, v5, v12
	v_xor_b32_e32 v6, v6, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v2, v2, v10
	v_xor_b32_e32 v3, v3, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_co_u32 v5, vcc_lo, v5, v12
	v_sub_co_ci_u32_e32 v6, vcc_lo, v6, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_co_u32 v2, vcc_lo, v2, v10
	v_sub_co_ci_u32_e32 v3, vcc_lo, v3, v10, vcc_lo
.LBB0_2:                                ; %Flow14
	s_or_saveexec_b32 s0, s2
	v_sub_nc_u32_e32 v14, 0, v11
	v_cvt_f32_u32_e32 v15, v11
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v2, v15
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, v14, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v3, v2, v3
	v_add_nc_u32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v2, v0, v2
	v_mul_lo_u32 v3, v2, v11
	v_add_nc_u32_e32 v5, 1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v3, v0, v3
	v_sub_nc_u32_e32 v6, v3, v11
	v_cmp_ge_u32_e32 vcc_lo, v3, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v3, v3, v6 :: v_dual_mov_b32 v6, 0
	v_cndmask_b32_e32 v5, v2, v5, vcc_lo
	v_sub_nc_u32_e32 v2, v3, v11
	v_cmp_ge_u32_e32 vcc_lo, v3, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v2, v3, v2 :: v_dual_add_nc_u32 v7, 1, v5
	v_mov_b32_e32 v3, v6
	v_cndmask_b32_e32 v5, v5, v7, vcc_lo
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s0
	v_cvt_f32_ubyte0_e32 v7, 7
	v_add_co_u32 v8, vcc_lo, v0, v10
	v_add_co_ci_u32_e32 v13, vcc_lo, v1, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e64 v7, 0, 0x4f800000
	v_xor_b32_e32 v12, v8, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v13, v13, v10
	v_rcp_f32_e32 v7, v7
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s0, v7
	s_mul_f32 s0, s0, 0x5f7ffffc
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s1, s0, 0x2f800000
	s_trunc_f32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_fmamk_f32 s0, s1, 0xcf800000, s0
	s_cvt_u32_f32 s1, s1
	s_cvt_u32_f32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_mul_i32 s2, s1, -7
	s_mul_hi_u32 s3, s0, -7
	s_mul_i32 s6, s0, -7
	s_add_i32 s3, s3, s2
	s_mul_hi_u32 s2, s0, s6
	s_sub_i32 s3, s3, s0
	s_mul_hi_u32 s7, s1, s6
	s_mul_i32 s9, s0, s3
	s_mul_hi_u32 s8, s0, s3
	s_mul_i32 s6, s1, s6
	s_add_u32 s2, s2, s9
	s_addc_u32 s8, 0, s8
	s_mul_hi_u32 s10, s1, s3
	s_add_u32 s2, s2, s6
	s_mul_i32 s3, s1, s3
	s_addc_u32 s2, s8, s7
	s_addc_u32 s6, s10, 0
	s_add_u32 s2, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, s0, s0, s2
	s_addc_u32 s2, 0, s6
	s_cmp_lg_u32 s0, 0
	v_readfirstlane_b32 s0, v7
	s_addc_u32 s1, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_mul_i32 s2, s1, -7
	s_mul_hi_u32 s3, s0, -7
	s_mul_i32 s6, s0, -7
	s_add_i32 s3, s3, s2
	s_mul_hi_u32 s2, s1, s6
	s_sub_i32 s3, s3, s0
	s_mul_i32 s7, s1, s6
	s_mul_hi_u32 s6, s0, s6
	s_mul_hi_u32 s9, s0, s3
	s_mul_i32 s0, s0, s3
	s_mul_hi_u32 s8, s1, s3
	s_add_u32 s0, s6, s0
	s_addc_u32 s6, 0, s9
	s_add_u32 s0, s0, s7
	s_mul_i32 s3, s1, s3
	s_addc_u32 s0, s6, s2
	s_addc_u32 s2, s8, 0
	s_add_u32 s0, s0, s3
	s_addc_u32 s2, 0, s2
	v_add_co_u32 v16, s0, v7, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_cmp_lg_u32 s0, 0
	s_addc_u32 s0, s1, s2
	v_mul_hi_u32 v20, v12, v16
	v_mad_u64_u32 v[7:8], null, v12, s0, 0
	v_mad_u64_u32 v[16:17], null, v13, v16, 0
	v_mad_u64_u32 v[18:19], null, v13, s0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v7, vcc_lo, v20, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v7, vcc_lo, v7, v16
	v_add_co_ci_u32_e32 v7, vcc_lo, v8, v17, vcc_lo
	v_add_co_ci_u32_e32 v8, vcc_lo, 0, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v18, vcc_lo, v7, v18
	v_add_co_ci_u32_e32 v19, vcc_lo, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[7:8], null, v18, 7, 0
	v_mad_u64_u32 v[16:17], null, v19, 7, v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_co_u32 v7, vcc_lo, v12, v7
	v_sub_co_ci_u32_e32 v8, vcc_lo, v13, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_co_u32 v16, vcc_lo, v7, 7
	v_subrev_co_ci_u32_e32 v17, vcc_lo, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, 6, v16
	v_cmp_eq_u32_e64 s0, 0, v8
	v_cndmask_b32_e64 v16, 0, -1, vcc_lo
	v_add_co_u32 v20, vcc_lo, v18, 2
	v_add_co_ci_u32_e32 v21, vcc_lo, 0, v19, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 6, v7
	v_cndmask_b32_e64 v7, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v7, -1, v7, s0
	v_cndmask_b32_e32 v16, -1, v16, vcc_lo
	v_add_co_u32 v17, vcc_lo, v18, 1
	v_add_co_ci_u32_e32 v22, vcc_lo, 0, v19, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v8, v22, v21, vcc_lo
	v_cndmask_b32_e32 v16, v17, v20, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v7, 0 :: v_dual_cndmask_b32 v8, v19, v8
	v_dual_cndmask_b32 v16, v18, v16 :: v_dual_add_nc_u32 v19, 0x1000, v9
	v_add_nc_u32_e32 v18, 0x800, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v17, v8, v10
	v_or_b32_e32 v8, v1, v4
	v_xor_b32_e32 v16, v16, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_co_u32 v16, vcc_lo, v16, v10
	v_sub_co_ci_u32_e32 v17, vcc_lo, v17, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[7:8]
	s_clause 0x1
	global_store_b64 v18, v[5:6], s[4:5]
	global_store_b64 v19, v[16:17], s[4:5]
                                        ; implicit-def: $vgpr5_vgpr6
                                        ; implicit-def: $vgpr7_vgpr8
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s2, exec_lo, s0
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_cvt_f32_u32_e32 v5, v11
	v_cvt_f32_u32_e32 v6, v4
	v_sub_co_u32 v8, vcc_lo, 0, v11
	v_sub_co_ci_u32_e32 v18, vcc_lo, 0, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, 0x4f800000, v6
	v_rcp_f32_e32 v5, v5
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, 0x5f7ffffc, v5
	v_mul_f32_e32 v6, 0x2f800000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_trunc_f32_e32 v6, v6
	v_fmac_f32_e32 v5, 0xcf800000, v6
	v_cvt_u32_f32_e32 v19, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_u32_f32_e32 v20, v5
	v_mul_lo_u32 v7, v8, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v14, v18, v20
	v_mad_u64_u32 v[5:6], null, v8, v20, 0
	v_add3_u32 v16, v6, v7, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v21, v20, v5
	v_mad_u64_u32 v[14:15], null, v19, v5, 0
	v_mad_u64_u32 v[6:7], null, v20, v16, 0
	v_mad_u64_u32 v[16:17], null, v19, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v5, vcc_lo, v21, v6
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v5, vcc_lo, v5, v14
	v_add_co_ci_u32_e32 v5, vcc_lo, v6, v15, vcc_lo
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v5, vcc_lo, v5, v16
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v20, vcc_lo, v20, v5
	v_add_co_ci_u32_e32 v19, vcc_lo, v19, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v7, v18, v20
	v_mad_u64_u32 v[5:6], null, v8, v20, 0
	v_mul_lo_u32 v8, v8, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v18, v20, v5
	v_mad_u64_u32 v[14:15], null, v19, v5, 0
	v_add3_u32 v8, v6, v8, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, v20, v8, 0
	v_mad_u64_u32 v[16:17], null, v19, v8, 0
	v_add_co_u32 v5, vcc_lo, v18, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v7, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v5, vcc_lo, v6, v15, vcc_lo
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v17, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v6, vcc_lo
	v_add_co_u32 v7, vcc_lo, v20, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v14, vcc_lo, v19, v6, vcc_lo
	v_mul_hi_u32 v16, v0, v7
	v_mad_u64_u32 v[7:8], null, v1, v7, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, v0, v14, 0
	v_mad_u64_u32 v[14:15], null, v1, v14, 0
	v_add_co_u32 v5, vcc_lo, v16, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v6, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v5, vcc_lo, v6, v8, vcc_lo
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v15, vcc_lo
	v_add_co_u32 v7, vcc_lo, v5, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v8, vcc_lo, 0, v6, vcc_lo
	v_mul_lo_u32 v14, v4, v7
	v_mad_u64_u32 v[5:6], null, v11, v7, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v15, v11, v8
	v_add3_u32 v6, v6, v15, v14
	v_add_co_u32 v15, vcc_lo, v7, 2
	v_add_co_ci_u32_e32 v16, vcc_lo, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v14, v1, v6
	v_sub_co_u32 v5, vcc_lo, v0, v5
	v_sub_co_ci_u32_e64 v14, s0, v14, v4, vcc_lo
	v_add_co_u32 v17, s0, v7, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v18, s0, 0, v8, s0
	v_sub_co_u32 v19, s0, v5, v11
	v_sub_co_ci_u32_e32 v6, vcc_lo, v1, v6, vcc_lo
	v_subrev_co_ci_u32_e64 v20, s1, 0, v14, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_ge_u32_e32 vcc_lo, v19, v11
	v_cndmask_b32_e64 v21, 0, -1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v20, v4
	v_cndmask_b32_e64 v22, 0, -1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v5, v11
	v_cndmask_b32_e64 v23, 0, -1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v6, v4
	v_cndmask_b32_e64 v24, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v20, v4
	v_cndmask_b32_e32 v21, v22, v21, vcc_lo
	v_sub_co_ci_u32_e64 v14, vcc_lo, v14, v4, s0
	v_cmp_eq_u32_e32 vcc_lo, v6, v4
	v_sub_co_u32 v11, s0, v19, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_subrev_co_ci_u32_e64 v14, s0, 0, v14, s0
	v_cndmask_b32_e32 v4, v24, v23, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v21
	v_cmp_ne_u32_e64 s0, 0, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v4, v20, v14, vcc_lo
	v_dual_cndmask_b32 v16, v18, v16 :: v_dual_cndmask_b32 v15, v17, v15
	v_cndmask_b32_e32 v11, v19, v11, vcc_lo
                                        ; implicit-def: $vgpr14
	v_cndmask_b32_e64 v6, v6, v4, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v8, v8, v16, s0
	v_cndmask_b32_e64 v7, v7, v15, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v5, v5, v11, s0
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr11
.LBB0_6:                                ; %Flow
	s_and_not1_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_rcp_iflag_f32_e32 v4, v15
	v_mov_b32_e32 v8, 0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v5, v14, v4
	v_mul_hi_u32 v5, v4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v4, v5
	v_mul_hi_u32 v4, v0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v5, v4, v11
	v_add_nc_u32_e32 v6, 1, v4
	v_sub_nc_u32_e32 v5, v0, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v7, v5, v11
	v_cmp_ge_u32_e32 vcc_lo, v5, v11
	v_dual_cndmask_b32 v5, v5, v7 :: v_dual_cndmask_b32 v4, v4, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v6, v5, v11
	v_add_nc_u32_e32 v7, 1, v4
	v_cmp_ge_u32_e32 vcc_lo, v5, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v5, v5, v6, vcc_lo
	v_cndmask_b32_e32 v7, v4, v7, vcc_lo
	v_mov_b32_e32 v6, v8
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s0
	v_mad_u64_u32 v[14:15], null, 0x24924924, v0, 0
	v_mul_hi_u32 v4, 0x92492492, v0
	v_mad_u64_u32 v[16:17], null, 0x92492492, v1, 0
	v_mad_u64_u32 v[18:19], null, 0x92492492, v13, 0
	v_or_b32_e32 v22, 0x2000, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_u32 v4, vcc_lo, v4, v14
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v15, vcc_lo
	v_mad_u64_u32 v[14:15], null, 0x24924924, v1, 0
	v_add_co_u32 v4, vcc_lo, v4, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e32 v4, vcc_lo, v11, v17, vcc_lo
	v_mad_u64_u32 v[16:17], null, 0x24924924, v12, 0
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v20, vcc_lo, v4, v14
	v_mul_hi_u32 v4, 0x92492492, v12
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[14:15], null, v20, 7, 0
	v_add_co_u32 v21, vcc_lo, v4, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, 0, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mov_b32_e32 v4, v15
	v_mad_u64_u32 v[15:16], null, 0x24924924, v13, 0
	v_add_co_u32 v18, vcc_lo, v21, v18
	v_add_nc_u32_e32 v21, 0x1800, v9
	v_add_co_ci_u32_e32 v19, vcc_lo, v17, v19, vcc_lo
	v_mad_u64_u32 v[17:18], null, v11, 7, v[4:5]
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v16, vcc_lo
	v_sub_co_u32 v16, s0, v0, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v15, vcc_lo, v19, v15
	v_sub_co_ci_u32_e64 v17, s0, v1, v17, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v4, vcc_lo
	v_sub_co_u32 v18, vcc_lo, v16, 7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e32 v19, vcc_lo, 0, v17, vcc_lo
	v_mad_u64_u32 v[0:1], null, v15, 7, 0
	v_cmp_lt_u32_e32 vcc_lo, 6, v18
	v_cndmask_b32_e64 v14, 0, -1, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v19
	v_cndmask_b32_e32 v23, -1, v14, vcc_lo
	v_mad_u64_u32 v[14:15], null, v4, 7, v[1:2]
	v_sub_co_u32 v0, vcc_lo, v12, v0
	v_add_co_u32 v4, s0, v20, 2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v1, s0, 0, v11, s0
	v_sub_co_ci_u32_e32 v12, vcc_lo, v13, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_co_u32 v13, vcc_lo, v0, 7
	v_cmp_lt_u32_e64 s0, 6, v16
	v_subrev_co_ci_u32_e32 v15, vcc_lo, 0, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_lt_u32_e32 vcc_lo, 6, v13
	v_cndmask_b32_e64 v14, 0, -1, s0
	v_cndmask_b32_e64 v24, 0, -1, vcc_lo
	v_add_co_u32 v25, vcc_lo, v20, 1
	v_add_co_ci_u32_e32 v26, vcc_lo, 0, v11, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v17
	v_cndmask_b32_e32 v14, -1, v14, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v15
	v_cndmask_b32_e32 v24, -1, v24, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 6, v0
	v_cmp_ne_u32_e64 s0, 0, v23
	v_cndmask_b32_e64 v27, 0, -1, vcc_lo
	v_sub_co_u32 v28, vcc_lo, v13, 7
	v_subrev_co_ci_u32_e32 v29, vcc_lo, 0, v15, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v12
	v_cndmask_b32_e64 v1, v26, v1, s0
	v_cndmask_b32_e64 v4, v25, v4, s0
	v_cndmask_b32_e32 v27, -1, v27, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cmp_ne_u32_e64 s1, 0, v27
	v_cndmask_b32_e32 v15, v15, v29, vcc_lo
	v_cndmask_b32_e32 v13, v13, v28, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v14
	v_cndmask_b32_e32 v1, v11, v1, vcc_lo
	v_cndmask_b32_e64 v11, v12, v15, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v12, v0, v13, s1
	v_sub_co_u32 v13, s1, v18, 7
	v_subrev_co_ci_u32_e64 v14, s1, 0, v19, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v12, v12, v10
	v_xor_b32_e32 v15, v11, v10
	v_cndmask_b32_e64 v13, v18, v13, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v14, v19, v14, s0
	v_cndmask_b32_e32 v0, v20, v4, vcc_lo
	v_sub_co_u32 v11, s0, v12, v10
	v_add_nc_u32_e32 v4, 0x2800, v9
	v_cndmask_b32_e32 v14, v17, v14, vcc_lo
	v_sub_co_ci_u32_e64 v12, s0, v15, v10, s0
	v_add_nc_u32_e32 v10, 0x3000, v9
	v_add_nc_u32_e32 v15, 0x3800, v9
	v_cndmask_b32_e32 v13, v16, v13, vcc_lo
	v_or_b32_e32 v9, 0x4000, v9
	s_clause 0x5
	global_store_b64 v21, v[7:8], s[4:5]
	global_store_b64 v22, v[0:1], s[4:5]
	global_store_b64 v4, v[2:3], s[4:5]
	global_store_b64 v10, v[11:12], s[4:5]
	global_store_b64 v15, v[5:6], s[4:5]
	global_store_b64 v9, v[13:14], s[4:5]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel div_div_i64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 11
		.amdhsa_reserve_vcc 1
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
	.size	div_div_i64, .Lfunc_end0-div_div_i64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3332
; NumSgprs: 13
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 30
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	".note.GNU-stack","",@progbits
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
    .name:           div_div_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         div_div_i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
