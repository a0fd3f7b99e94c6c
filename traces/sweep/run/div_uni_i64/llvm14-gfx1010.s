	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	div_uni_i64                     ; -- Begin function div_uni_i64
	.p2align	8
	.type	div_uni_i64,@function
div_uni_i64:                            ; @div_uni_i64
; %bb.0:                                ; %entry
	s_clause 0x2
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx2 s[0:1], s[4:5], 0x20
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_or_b64 s[8:9], s[6:7], s[0:1]
	s_mov_b32 s8, 0
	s_or_b32 s4, s0, 1
	s_cmp_lg_u64 s[8:9], 0
	s_mov_b32 s5, s1
	s_cbranch_scc0 .LBB0_7
; %bb.1:
	s_ashr_i32 s10, s5, 31
	s_add_u32 s0, s4, s10
	s_mov_b32 s11, s10
	s_addc_u32 s1, s5, s10
	s_xor_b64 s[12:13], s[0:1], s[10:11]
	v_cvt_f32_u32_e32 v0, s12
	v_cvt_f32_u32_e32 v1, s13
	s_sub_u32 s0, 0, s12
	s_subb_u32 s1, 0, s13
	s_ashr_i32 s14, s7, 31
	v_mac_f32_e32 v0, 0x4f800000, v1
	s_mov_b32 s15, s14
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_mac_f32_e32 v0, 0xcf800000, v1
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v2, s0, v1
	v_mul_hi_u32 v3, s0, v0
	v_mul_lo_u32 v4, s1, v0
	v_add_nc_u32_e32 v2, v3, v2
	v_mul_lo_u32 v3, s0, v0
	v_add_nc_u32_e32 v2, v2, v4
	v_mul_hi_u32 v4, v0, v3
	v_mul_lo_u32 v5, v0, v2
	v_mul_hi_u32 v6, v0, v2
	v_mul_hi_u32 v7, v1, v3
	v_mul_lo_u32 v3, v1, v3
	v_mul_hi_u32 v8, v1, v2
	v_mul_lo_u32 v2, v1, v2
	v_add_co_u32 v4, vcc_lo, v4, v5
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v6, vcc_lo
	v_add_co_u32 v3, vcc_lo, v4, v3
	v_add_co_ci_u32_e32 v3, vcc_lo, v5, v7, vcc_lo
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v8, vcc_lo
	v_add_co_u32 v2, vcc_lo, v3, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v4, vcc_lo
	v_add_co_u32 v0, vcc_lo, v0, v2
	v_add_co_ci_u32_e32 v1, vcc_lo, v1, v3, vcc_lo
	v_mul_hi_u32 v2, s0, v0
	v_mul_lo_u32 v4, s1, v0
	v_mul_lo_u32 v3, s0, v1
	v_add_nc_u32_e32 v2, v2, v3
	v_mul_lo_u32 v3, s0, v0
	s_add_u32 s0, s6, s14
	s_addc_u32 s1, s7, s14
	s_xor_b64 s[10:11], s[14:15], s[10:11]
	v_add_nc_u32_e32 v2, v2, v4
	s_xor_b64 s[16:17], s[0:1], s[14:15]
	v_mul_hi_u32 v4, v0, v3
	v_mul_lo_u32 v5, v0, v2
	v_mul_hi_u32 v6, v0, v2
	v_mul_hi_u32 v7, v1, v3
	v_mul_lo_u32 v3, v1, v3
	v_mul_hi_u32 v8, v1, v2
	v_mul_lo_u32 v2, v1, v2
	v_add_co_u32 v4, vcc_lo, v4, v5
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v6, vcc_lo
	v_add_co_u32 v3, vcc_lo, v4, v3
	v_add_co_ci_u32_e32 v3, vcc_lo, v5, v7, vcc_lo
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v8, vcc_lo
	v_add_co_u32 v2, vcc_lo, v3, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v4, vcc_lo
	v_add_co_u32 v0, vcc_lo, v0, v2
	v_add_co_ci_u32_e32 v1, vcc_lo, v1, v3, vcc_lo
	v_mul_hi_u32 v2, s16, v0
	v_mul_hi_u32 v5, s17, v0
	v_mul_lo_u32 v3, s16, v1
	v_mul_hi_u32 v4, s16, v1
	v_mul_lo_u32 v0, s17, v0
	v_mul_hi_u32 v6, s17, v1
	v_mul_lo_u32 v1, s17, v1
	v_add_co_u32 v2, vcc_lo, v2, v3
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v4, vcc_lo
	v_add_co_u32 v0, vcc_lo, v2, v0
	v_add_co_ci_u32_e32 v0, vcc_lo, v3, v5, vcc_lo
	v_add_co_ci_u32_e32 v2, vcc_lo, 0, v6, vcc_lo
	v_add_co_u32 v0, vcc_lo, v0, v1
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v2, vcc_lo
	v_mul_hi_u32 v2, s12, v0
	v_mul_lo_u32 v4, s13, v0
	v_mul_lo_u32 v3, s12, v1
	v_add_co_u32 v5, vcc_lo, v0, 2
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v1, vcc_lo
	v_add_nc_u32_e32 v2, v2, v3
	v_mul_lo_u32 v3, s12, v0
	v_add_nc_u32_e32 v2, v2, v4
	v_sub_co_u32 v3, vcc_lo, s16, v3
	v_sub_nc_u32_e32 v4, s17, v2
	v_subrev_co_ci_u32_e64 v4, s0, s13, v4, vcc_lo
	v_add_co_u32 v7, s0, v0, 1
	v_add_co_ci_u32_e64 v8, s0, 0, v1, s0
	v_sub_co_u32 v9, s0, v3, s12
	v_sub_co_ci_u32_e32 v2, vcc_lo, s17, v2, vcc_lo
	v_subrev_co_ci_u32_e64 v10, s1, 0, v4, s0
	v_cmp_le_u32_e32 vcc_lo, s12, v9
	v_cndmask_b32_e64 v11, 0, -1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v10
	v_cndmask_b32_e64 v12, 0, -1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s12, v3
	v_cndmask_b32_e64 v13, 0, -1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v2
	v_cndmask_b32_e64 v14, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, s13, v10
	v_cndmask_b32_e32 v11, v12, v11, vcc_lo
	v_subrev_co_ci_u32_e64 v4, vcc_lo, s13, v4, s0
	v_cmp_eq_u32_e32 vcc_lo, s13, v2
	v_cndmask_b32_e32 v12, v14, v13, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v11
	v_sub_co_u32 v11, s0, v9, s12
	v_subrev_co_ci_u32_e64 v4, s0, 0, v4, s0
	v_cndmask_b32_e32 v5, v7, v5, vcc_lo
	v_cmp_ne_u32_e64 s0, 0, v12
	v_cndmask_b32_e32 v6, v8, v6, vcc_lo
	v_cndmask_b32_e32 v7, v9, v11, vcc_lo
	v_cndmask_b32_e32 v4, v10, v4, vcc_lo
	v_cndmask_b32_e64 v0, v0, v5, s0
	v_cndmask_b32_e64 v1, v1, v6, s0
	v_cndmask_b32_e64 v3, v3, v7, s0
	v_cndmask_b32_e64 v2, v2, v4, s0
	v_xor_b32_e32 v0, s10, v0
	v_xor_b32_e32 v1, s11, v1
	v_xor_b32_e32 v4, s14, v3
	v_xor_b32_e32 v5, s14, v2
	v_sub_co_u32 v2, vcc_lo, v0, s10
	v_subrev_co_ci_u32_e32 v3, vcc_lo, s11, v1, vcc_lo
	v_sub_co_u32 v0, vcc_lo, v4, s14
	v_subrev_co_ci_u32_e32 v1, vcc_lo, s14, v5, vcc_lo
	s_andn2_b32 vcc_lo, exec_lo, s8
	s_cbranch_vccnz .LBB0_3
.LBB0_2:
	v_cvt_f32_u32_e32 v0, s4
	s_sub_i32 s0, 0, s4
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, s0, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_nc_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, s6, v0
	v_mul_lo_u32 v1, v0, s4
	v_add_nc_u32_e32 v2, 1, v0
	v_sub_nc_u32_e32 v1, s6, v1
	v_subrev_nc_u32_e32 v3, s4, v1
	v_cmp_le_u32_e32 vcc_lo, s4, v1
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	v_cndmask_b32_e32 v2, v0, v2, vcc_lo
	v_mov_b32_e32 v3, 0
	v_subrev_nc_u32_e32 v0, s4, v1
	v_add_nc_u32_e32 v4, 1, v2
	v_cmp_le_u32_e32 vcc_lo, s4, v1
	v_cndmask_b32_e32 v0, v1, v0, vcc_lo
	v_cndmask_b32_e32 v2, v2, v4, vcc_lo
	v_mov_b32_e32 v1, v3
.LBB0_3:
	s_mov_b32 s1, 0x4f800000
	s_mov_b32 s10, 0x5f7ffffc
	v_mov_b32_e32 v4, s1
	s_mov_b32 s11, 0x2f800000
	s_mov_b32 s12, 0xcf800000
	s_ashr_i32 s8, s7, 31
	s_add_u32 s14, s6, s8
	v_madak_f32 v4, 0, v4, 0x40e00000
	s_mov_b32 s9, s8
	s_addc_u32 s15, s7, s8
	s_or_b64 s[16:17], s[6:7], s[4:5]
	s_xor_b64 s[14:15], s[14:15], s[8:9]
	v_rcp_f32_e32 v4, v4
	v_mul_f32_e32 v4, s10, v4
	v_mul_f32_e32 v5, s11, v4
	v_trunc_f32_e32 v5, v5
	v_mac_f32_e32 v4, s12, v5
	v_cvt_u32_f32_e32 v5, v5
	v_cvt_u32_f32_e32 v4, v4
	v_mul_lo_u32 v6, v5, -7
	v_mul_hi_u32 v7, v4, -7
	v_add_nc_u32_e32 v6, v7, v6
	v_mul_lo_u32 v7, v4, -7
	v_sub_nc_u32_e32 v6, v6, v4
	v_mul_hi_u32 v8, v4, v7
	v_mul_lo_u32 v9, v4, v6
	v_mul_hi_u32 v10, v4, v6
	v_mul_hi_u32 v11, v5, v7
	v_mul_lo_u32 v7, v5, v7
	v_mul_hi_u32 v12, v5, v6
	v_mul_lo_u32 v6, v5, v6
	v_add_co_u32 v8, vcc_lo, v8, v9
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v10, vcc_lo
	v_add_co_u32 v7, vcc_lo, v8, v7
	v_add_co_ci_u32_e32 v7, vcc_lo, v9, v11, vcc_lo
	v_add_co_ci_u32_e32 v8, vcc_lo, 0, v12, vcc_lo
	v_add_co_u32 v6, vcc_lo, v7, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v8, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, v6
	v_add_co_ci_u32_e32 v5, vcc_lo, v5, v7, vcc_lo
	v_mul_hi_u32 v6, v4, -7
	v_mul_lo_u32 v7, v5, -7
	v_add_nc_u32_e32 v6, v6, v7
	v_mul_lo_u32 v7, v4, -7
	v_sub_nc_u32_e32 v6, v6, v4
	v_mul_hi_u32 v8, v4, v7
	v_mul_lo_u32 v9, v4, v6
	v_mul_hi_u32 v10, v4, v6
	v_mul_hi_u32 v11, v5, v7
	v_mul_lo_u32 v7, v5, v7
	v_mul_hi_u32 v12, v5, v6
	v_mul_lo_u32 v6, v5, v6
	v_add_co_u32 v8, vcc_lo, v8, v9
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v10, vcc_lo
	v_add_co_u32 v7, vcc_lo, v8, v7
	v_add_co_ci_u32_e32 v7, vcc_lo, v9, v11, vcc_lo
	v_add_co_ci_u32_e32 v8, vcc_lo, 0, v12, vcc_lo
	v_add_co_u32 v6, vcc_lo, v7, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v8, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, v6
	v_add_co_ci_u32_e32 v5, vcc_lo, v5, v7, vcc_lo
	v_mul_hi_u32 v6, s14, v4
	v_mul_hi_u32 v9, s15, v4
	v_mul_lo_u32 v7, s14, v5
	v_mul_hi_u32 v8, s14, v5
	v_mul_lo_u32 v4, s15, v4
	v_mul_hi_u32 v10, s15, v5
	v_mul_lo_u32 v5, s15, v5
	v_add_co_u32 v6, vcc_lo, v6, v7
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v8, vcc_lo
	v_add_co_u32 v4, vcc_lo, v6, v4
	v_add_co_ci_u32_e32 v4, vcc_lo, v7, v9, vcc_lo
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v10, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, v5
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v6, vcc_lo
	v_mul_hi_u32 v6, v4, 7
	v_mul_lo_u32 v8, v4, 7
	v_mul_lo_u32 v7, v5, 7
	v_add_nc_u32_e32 v6, v6, v7
	v_sub_co_u32 v7, vcc_lo, s14, v8
	s_mov_b32 s14, 0
	v_sub_co_ci_u32_e32 v6, vcc_lo, s15, v6, vcc_lo
	v_sub_co_u32 v8, vcc_lo, v7, 7
	s_mov_b32 s15, s17
	v_subrev_co_ci_u32_e32 v9, vcc_lo, 0, v6, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 6, v8
	v_cmp_eq_u32_e64 s0, 0, v6
	s_cmp_lg_u64 s[14:15], 0
	v_cndmask_b32_e64 v8, 0, -1, vcc_lo
	v_add_co_u32 v10, vcc_lo, v4, 2
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v5, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 6, v7
	v_cndmask_b32_e64 v7, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v9
	v_cndmask_b32_e64 v6, -1, v7, s0
	v_cndmask_b32_e32 v8, -1, v8, vcc_lo
	v_add_co_u32 v9, vcc_lo, v4, 1
	v_add_co_ci_u32_e32 v12, vcc_lo, 0, v5, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v8
	s_mov_b32 s0, -1
	v_cndmask_b32_e32 v7, v12, v11, vcc_lo
	v_cndmask_b32_e32 v8, v9, v10, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v6
	v_mov_b32_e32 v6, 0
	v_cndmask_b32_e32 v4, v4, v8, vcc_lo
	v_cndmask_b32_e32 v5, v5, v7, vcc_lo
	v_xor_b32_e32 v4, s8, v4
	v_xor_b32_e32 v5, s8, v5
	v_sub_co_u32 v4, vcc_lo, v4, s8
	v_subrev_co_ci_u32_e32 v5, vcc_lo, s8, v5, vcc_lo
	global_store_dwordx4 v6, v[2:5], s[2:3] offset:8
	s_cbranch_scc0 .LBB0_8
; %bb.4:
	v_cvt_f32_u32_e32 v2, s4
	v_cvt_f32_u32_e32 v3, s5
	s_sub_u32 s0, 0, s4
	v_mac_f32_e32 v2, s1, v3
	s_subb_u32 s1, 0, s5
	v_rcp_f32_e32 v2, v2
	v_mul_f32_e32 v2, s10, v2
	v_mul_f32_e32 v3, s11, v2
	v_trunc_f32_e32 v3, v3
	v_mac_f32_e32 v2, s12, v3
	v_cvt_u32_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v4, s0, v3
	v_mul_hi_u32 v5, s0, v2
	v_mul_lo_u32 v6, s1, v2
	v_add_nc_u32_e32 v4, v5, v4
	v_mul_lo_u32 v5, s0, v2
	v_add_nc_u32_e32 v4, v4, v6
	v_mul_hi_u32 v6, v2, v5
	v_mul_lo_u32 v7, v2, v4
	v_mul_hi_u32 v8, v2, v4
	v_mul_hi_u32 v9, v3, v5
	v_mul_lo_u32 v5, v3, v5
	v_mul_hi_u32 v10, v3, v4
	v_mul_lo_u32 v4, v3, v4
	v_add_co_u32 v6, vcc_lo, v6, v7
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v8, vcc_lo
	v_add_co_u32 v5, vcc_lo, v6, v5
	v_add_co_ci_u32_e32 v5, vcc_lo, v7, v9, vcc_lo
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v10, vcc_lo
	v_add_co_u32 v4, vcc_lo, v5, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v6, vcc_lo
	v_add_co_u32 v2, vcc_lo, v2, v4
	v_add_co_ci_u32_e32 v3, vcc_lo, v3, v5, vcc_lo
	v_mul_hi_u32 v4, s0, v2
	v_mul_lo_u32 v6, s1, v2
	v_mul_lo_u32 v5, s0, v3
	v_add_nc_u32_e32 v4, v4, v5
	v_mul_lo_u32 v5, s0, v2
	v_add_nc_u32_e32 v4, v4, v6
	v_mul_hi_u32 v6, v2, v5
	v_mul_lo_u32 v7, v2, v4
	v_mul_hi_u32 v8, v2, v4
	v_mul_hi_u32 v9, v3, v5
	v_mul_lo_u32 v5, v3, v5
	v_mul_hi_u32 v10, v3, v4
	v_mul_lo_u32 v4, v3, v4
	v_add_co_u32 v6, vcc_lo, v6, v7
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v8, vcc_lo
	v_add_co_u32 v5, vcc_lo, v6, v5
	v_add_co_ci_u32_e32 v5, vcc_lo, v7, v9, vcc_lo
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v10, vcc_lo
	v_add_co_u32 v4, vcc_lo, v5, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v6, vcc_lo
	v_add_co_u32 v2, vcc_lo, v2, v4
	v_add_co_ci_u32_e32 v3, vcc_lo, v3, v5, vcc_lo
	v_mul_hi_u32 v4, s6, v2
	v_mul_hi_u32 v7, s7, v2
	v_mul_lo_u32 v5, s6, v3
	v_mul_hi_u32 v6, s6, v3
	v_mul_lo_u32 v2, s7, v2
	v_mul_hi_u32 v8, s7, v3
	v_mul_lo_u32 v3, s7, v3
	v_add_co_u32 v4, vcc_lo, v4, v5
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v6, vcc_lo
	v_add_co_u32 v2, vcc_lo, v4, v2
	v_add_co_ci_u32_e32 v2, vcc_lo, v5, v7, vcc_lo
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v8, vcc_lo
	v_add_co_u32 v2, vcc_lo, v2, v3
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v4, vcc_lo
	v_mul_hi_u32 v4, s4, v2
	v_mul_lo_u32 v6, s5, v2
	v_mul_lo_u32 v5, s4, v3
	v_add_co_u32 v7, vcc_lo, v2, 2
	v_add_co_ci_u32_e32 v8, vcc_lo, 0, v3, vcc_lo
	v_add_nc_u32_e32 v4, v4, v5
	v_mul_lo_u32 v5, s4, v2
	v_add_nc_u32_e32 v4, v4, v6
	v_sub_co_u32 v10, vcc_lo, s6, v5
	v_sub_nc_u32_e32 v6, s7, v4
	v_subrev_co_ci_u32_e64 v5, s0, s5, v6, vcc_lo
	v_add_co_u32 v6, s0, v2, 1
	v_add_co_ci_u32_e64 v9, s0, 0, v3, s0
	v_sub_co_u32 v11, s0, v10, s4
	v_sub_co_ci_u32_e32 v4, vcc_lo, s7, v4, vcc_lo
	v_subrev_co_ci_u32_e64 v12, s1, 0, v5, s0
	v_cmp_le_u32_e32 vcc_lo, s4, v11
	v_cndmask_b32_e64 v13, 0, -1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s5, v12
	v_cndmask_b32_e64 v14, 0, -1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v10
	v_cndmask_b32_e64 v15, 0, -1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s5, v4
	v_cndmask_b32_e64 v16, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, s5, v12
	v_cndmask_b32_e32 v13, v14, v13, vcc_lo
	v_subrev_co_ci_u32_e64 v5, vcc_lo, s5, v5, s0
	v_cmp_eq_u32_e32 vcc_lo, s5, v4
	v_cndmask_b32_e32 v14, v16, v15, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v13
	v_sub_co_u32 v13, s0, v11, s4
	v_subrev_co_ci_u32_e64 v5, s0, 0, v5, s0
	v_cndmask_b32_e32 v8, v9, v8, vcc_lo
	v_cndmask_b32_e32 v6, v6, v7, vcc_lo
	v_cmp_ne_u32_e64 s0, 0, v14
	v_cndmask_b32_e32 v5, v12, v5, vcc_lo
	v_cndmask_b32_e32 v7, v11, v13, vcc_lo
	v_cndmask_b32_e64 v9, v3, v8, s0
	v_cndmask_b32_e64 v8, v2, v6, s0
	v_cndmask_b32_e64 v5, v4, v5, s0
	v_cndmask_b32_e64 v4, v10, v7, s0
	s_cbranch_execnz .LBB0_6
.LBB0_5:
	v_cvt_f32_u32_e32 v2, s4
	s_sub_i32 s0, 0, s4
	v_mov_b32_e32 v9, 0
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, s0, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_nc_u32_e32 v2, v2, v3
	v_mul_hi_u32 v2, s6, v2
	v_mul_lo_u32 v3, v2, s4
	v_add_nc_u32_e32 v4, 1, v2
	v_sub_nc_u32_e32 v3, s6, v3
	v_subrev_nc_u32_e32 v5, s4, v3
	v_cmp_le_u32_e32 vcc_lo, s4, v3
	v_cndmask_b32_e32 v3, v3, v5, vcc_lo
	v_cndmask_b32_e32 v2, v2, v4, vcc_lo
	v_subrev_nc_u32_e32 v4, s4, v3
	v_add_nc_u32_e32 v5, 1, v2
	v_cmp_le_u32_e32 vcc_lo, s4, v3
	v_cndmask_b32_e32 v4, v3, v4, vcc_lo
	v_cndmask_b32_e32 v8, v2, v5, vcc_lo
	v_mov_b32_e32 v5, v9
.LBB0_6:
	v_mov_b32_e32 v2, 0x4f800000
	s_add_u32 s0, s6, s8
	s_mov_b32 s9, s8
	s_addc_u32 s1, s7, s8
	s_xor_b64 s[0:1], s[0:1], s[8:9]
	v_madak_f32 v2, 0, v2, 0x40e00000
	v_rcp_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x5f7ffffc, v2
	v_mul_f32_e32 v3, 0x2f800000, v2
	v_trunc_f32_e32 v3, v3
	v_mac_f32_e32 v2, 0xcf800000, v3
	v_cvt_u32_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v7, v3, -7
	v_mul_hi_u32 v6, v2, -7
	v_mul_lo_u32 v11, v2, -7
	v_sub_nc_u32_e32 v10, v6, v2
	v_mul_hi_u32 v12, v2, v11
	v_mul_hi_u32 v15, v3, v11
	v_mul_lo_u32 v11, v3, v11
	v_add_nc_u32_e32 v6, v6, v7
	v_add_nc_u32_e32 v10, v10, v7
	v_sub_nc_u32_e32 v6, v6, v2
	v_mul_lo_u32 v13, v2, v10
	v_mul_hi_u32 v14, v2, v10
	v_mul_hi_u32 v16, v3, v10
	v_mul_lo_u32 v10, v3, v10
	v_add_co_u32 v13, vcc_lo, v12, v13
	v_add_co_ci_u32_e32 v14, vcc_lo, 0, v14, vcc_lo
	v_add_co_u32 v13, vcc_lo, v13, v11
	v_add_co_ci_u32_e32 v13, vcc_lo, v14, v15, vcc_lo
	v_add_co_ci_u32_e32 v14, vcc_lo, 0, v16, vcc_lo
	v_add_co_u32 v10, vcc_lo, v13, v10
	v_add_co_ci_u32_e32 v13, vcc_lo, 0, v14, vcc_lo
	v_add_co_u32 v10, vcc_lo, v2, v10
	v_add_co_ci_u32_e32 v13, vcc_lo, v3, v13, vcc_lo
	v_mul_hi_u32 v14, v10, -7
	v_mul_lo_u32 v17, v10, -7
	v_mul_lo_u32 v16, v13, -7
	v_sub_nc_u32_e32 v14, v14, v10
	v_mul_hi_u32 v20, v13, v17
	v_add_nc_u32_e32 v14, v14, v16
	v_mul_hi_u32 v16, v10, v17
	v_mul_lo_u32 v17, v13, v17
	v_mul_lo_u32 v18, v10, v14
	v_mul_hi_u32 v19, v10, v14
	v_mul_hi_u32 v21, v13, v14
	v_mul_lo_u32 v14, v13, v14
	v_add_co_u32 v16, vcc_lo, v16, v18
	v_add_co_ci_u32_e32 v18, vcc_lo, 0, v19, vcc_lo
	v_add_co_u32 v16, vcc_lo, v16, v17
	v_add_co_ci_u32_e32 v16, vcc_lo, v18, v20, vcc_lo
	v_add_co_ci_u32_e32 v17, vcc_lo, 0, v21, vcc_lo
	v_mul_hi_u32 v18, v3, v6
	v_add_co_u32 v7, vcc_lo, v16, v14
	v_add_co_ci_u32_e32 v14, vcc_lo, 0, v17, vcc_lo
	v_add_co_u32 v7, vcc_lo, v10, v7
	v_add_co_ci_u32_e32 v10, vcc_lo, v13, v14, vcc_lo
	v_mul_lo_u32 v14, v2, v6
	v_mul_hi_u32 v16, s6, v7
	v_mul_hi_u32 v13, v2, v6
	v_mul_lo_u32 v17, s6, v10
	v_mul_hi_u32 v19, s6, v10
	v_mul_hi_u32 v20, s7, v7
	v_mul_lo_u32 v7, s7, v7
	v_mul_hi_u32 v21, s7, v10
	v_mul_lo_u32 v6, v3, v6
	v_mul_lo_u32 v10, s7, v10
	v_add_co_u32 v16, vcc_lo, v16, v17
	v_add_co_ci_u32_e32 v17, vcc_lo, 0, v19, vcc_lo
	v_add_co_u32 v12, vcc_lo, v12, v14
	v_add_co_ci_u32_e32 v13, vcc_lo, 0, v13, vcc_lo
	v_add_co_u32 v7, vcc_lo, v16, v7
	v_add_co_ci_u32_e32 v7, vcc_lo, v17, v20, vcc_lo
	v_add_co_ci_u32_e32 v14, vcc_lo, 0, v21, vcc_lo
	v_add_co_u32 v11, vcc_lo, v12, v11
	v_add_co_ci_u32_e32 v11, vcc_lo, v13, v15, vcc_lo
	v_add_co_ci_u32_e32 v12, vcc_lo, 0, v18, vcc_lo
	v_add_co_u32 v6, vcc_lo, v11, v6
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v12, vcc_lo
	v_mov_b32_e32 v12, 0
	v_add_co_u32 v2, vcc_lo, v2, v6
	v_add_co_ci_u32_e32 v3, vcc_lo, v3, v11, vcc_lo
	v_add_co_u32 v7, vcc_lo, v7, v10
	v_mul_hi_u32 v6, v2, -7
	v_mul_lo_u32 v11, v3, -7
	v_add_co_ci_u32_e32 v10, vcc_lo, 0, v14, vcc_lo
	v_mul_lo_u32 v20, v10, 7
	v_add_nc_u32_e32 v6, v6, v11
	v_mul_lo_u32 v11, v2, -7
	v_sub_nc_u32_e32 v6, v6, v2
	v_mul_hi_u32 v13, v2, v11
	v_mul_lo_u32 v16, v2, v6
	v_mul_hi_u32 v15, v2, v6
	v_mul_hi_u32 v14, v3, v11
	v_mul_lo_u32 v11, v3, v11
	v_mul_hi_u32 v17, v3, v6
	v_mul_lo_u32 v6, v3, v6
	v_add_co_u32 v13, vcc_lo, v13, v16
	v_add_co_ci_u32_e32 v15, vcc_lo, 0, v15, vcc_lo
	v_add_co_u32 v11, vcc_lo, v13, v11
	v_add_co_ci_u32_e32 v11, vcc_lo, v15, v14, vcc_lo
	v_add_co_ci_u32_e32 v13, vcc_lo, 0, v17, vcc_lo
	v_mul_hi_u32 v14, v7, 7
	v_add_co_u32 v6, vcc_lo, v11, v6
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v13, vcc_lo
	v_mul_lo_u32 v13, v7, 7
	v_add_co_u32 v2, vcc_lo, v2, v6
	v_add_co_ci_u32_e32 v3, vcc_lo, v3, v11, vcc_lo
	v_add_co_u32 v6, vcc_lo, v7, 2
	v_mul_hi_u32 v15, s0, v2
	v_mul_lo_u32 v16, s0, v3
	v_mul_hi_u32 v19, s0, v3
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v10, vcc_lo
	v_add_co_u32 v17, vcc_lo, v7, 1
	v_mul_hi_u32 v21, s1, v2
	v_mul_lo_u32 v2, s1, v2
	v_add_co_ci_u32_e32 v18, vcc_lo, 0, v10, vcc_lo
	v_add_co_u32 v15, vcc_lo, v15, v16
	v_mul_hi_u32 v22, s1, v3
	v_add_co_ci_u32_e32 v16, vcc_lo, 0, v19, vcc_lo
	v_mul_lo_u32 v3, s1, v3
	v_add_co_u32 v2, vcc_lo, v15, v2
	v_add_co_ci_u32_e32 v2, vcc_lo, v16, v21, vcc_lo
	v_add_co_ci_u32_e32 v15, vcc_lo, 0, v22, vcc_lo
	v_add_nc_u32_e32 v14, v14, v20
	v_add_co_u32 v2, vcc_lo, v2, v3
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v15, vcc_lo
	v_sub_co_u32 v13, vcc_lo, s6, v13
	v_sub_co_ci_u32_e32 v14, vcc_lo, s7, v14, vcc_lo
	v_mul_hi_u32 v15, v2, 7
	v_mul_lo_u32 v3, v3, 7
	v_mul_lo_u32 v2, v2, 7
	v_cmp_lt_u32_e32 vcc_lo, 6, v13
	v_cndmask_b32_e64 v16, 0, -1, vcc_lo
	v_sub_co_u32 v19, vcc_lo, v13, 7
	v_subrev_co_ci_u32_e32 v20, vcc_lo, 0, v14, vcc_lo
	v_add_nc_u32_e32 v3, v15, v3
	v_sub_co_u32 v2, vcc_lo, s0, v2
	v_cmp_lt_u32_e64 s0, 6, v19
	v_sub_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	v_sub_co_u32 v21, vcc_lo, v2, 7
	v_cndmask_b32_e64 v15, 0, -1, s0
	v_subrev_co_ci_u32_e32 v23, vcc_lo, 0, v3, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 6, v21
	v_cmp_lt_u32_e64 s0, 6, v2
	v_cndmask_b32_e64 v24, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v20
	v_cndmask_b32_e64 v22, 0, -1, s0
	v_cmp_eq_u32_e64 s0, 0, v14
	v_cndmask_b32_e32 v15, -1, v15, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e64 v16, -1, v16, s0
	v_cmp_ne_u32_e64 s0, 0, v15
	v_cndmask_b32_e32 v22, -1, v22, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v23
	v_cndmask_b32_e64 v11, v18, v11, s0
	v_cmp_ne_u32_e64 s1, 0, v22
	v_cndmask_b32_e32 v24, -1, v24, vcc_lo
	v_sub_co_u32 v25, vcc_lo, v21, 7
	v_subrev_co_ci_u32_e32 v26, vcc_lo, 0, v23, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v24
	v_cndmask_b32_e64 v6, v17, v6, s0
	v_cndmask_b32_e32 v21, v21, v25, vcc_lo
	v_cndmask_b32_e32 v15, v23, v26, vcc_lo
	v_sub_co_u32 v22, vcc_lo, v19, 7
	v_subrev_co_ci_u32_e32 v23, vcc_lo, 0, v20, vcc_lo
	v_cndmask_b32_e64 v2, v2, v21, s1
	v_cndmask_b32_e64 v3, v3, v15, s1
	v_cmp_ne_u32_e32 vcc_lo, 0, v16
	v_cndmask_b32_e64 v15, v20, v23, s0
	v_cndmask_b32_e64 v16, v19, v22, s0
	v_xor_b32_e32 v2, s8, v2
	v_xor_b32_e32 v3, s8, v3
	v_cndmask_b32_e32 v11, v10, v11, vcc_lo
	v_cndmask_b32_e32 v10, v7, v6, vcc_lo
	v_cndmask_b32_e32 v7, v14, v15, vcc_lo
	v_sub_co_u32 v2, s0, v2, s8
	v_subrev_co_ci_u32_e64 v3, s0, s8, v3, s0
	v_cndmask_b32_e32 v6, v13, v16, vcc_lo
	global_store_dwordx4 v12, v[8:11], s[2:3] offset:24
	global_store_dwordx4 v12, v[0:3], s[2:3] offset:40
	global_store_dwordx4 v12, v[4:7], s[2:3] offset:56
	s_endpgm
.LBB0_7:
                                        ; implicit-def: $vgpr0_vgpr1
                                        ; implicit-def: $vgpr2_vgpr3
	s_branch .LBB0_2
.LBB0_8:
                                        ; implicit-def: $vgpr4_vgpr5
                                        ; implicit-def: $vgpr8_vgpr9
	s_andn2_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB0_5
	s_branch .LBB0_6
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel div_uni_i64
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
		.amdhsa_next_free_sgpr 18
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
	.size	div_uni_i64, .Lfunc_end0-div_uni_i64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4172
; NumSgprs: 20
; NumVgprs: 27
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 27
; Occupancy: 20
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
    .name:           div_uni_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         div_uni_i64.kd
    .vgpr_count:     27
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
