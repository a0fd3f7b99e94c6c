	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	div_uni_i64                     ; -- Begin function div_uni_i64
	.p2align	8
	.type	div_uni_i64,@function
div_uni_i64:                            ; @div_uni_i64
; %bb.0:                                ; %entry
	s_load_dwordx2 s[0:1], s[4:5], 0x20
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_or_b32 s10, s0, 1
	s_or_b64 s[2:3], s[8:9], s[0:1]
	s_mov_b32 s2, 0
	s_cmp_lg_u64 s[2:3], 0
	s_mov_b32 s11, s1
	s_cbranch_scc0 .LBB0_7
; %bb.1:
	s_ashr_i32 s4, s11, 31
	s_add_u32 s0, s10, s4
	s_mov_b32 s5, s4
	s_addc_u32 s1, s11, s4
	s_xor_b64 s[12:13], s[0:1], s[4:5]
	v_cvt_f32_u32_e32 v0, s12
	v_cvt_f32_u32_e32 v1, s13
	s_sub_u32 s0, 0, s12
	s_subb_u32 s1, 0, s13
	v_mov_b32_e32 v6, 0
	v_mac_f32_e32 v0, 0x4f800000, v1
	v_rcp_f32_e32 v0, v0
	s_ashr_i32 s16, s9, 31
	s_mov_b32 s17, s16
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_mac_f32_e32 v0, 0xcf800000, v1
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v2, s0, v1
	v_mul_hi_u32 v3, s0, v0
	v_mul_lo_u32 v5, s1, v0
	v_mul_lo_u32 v4, s0, v0
	v_add_u32_e32 v2, v3, v2
	v_add_u32_e32 v2, v2, v5
	v_mul_hi_u32 v3, v0, v4
	v_mul_lo_u32 v5, v0, v2
	v_mul_hi_u32 v8, v0, v2
	v_mul_lo_u32 v7, v1, v4
	v_mul_hi_u32 v4, v1, v4
	v_add_co_u32_e32 v3, vcc, v3, v5
	v_addc_co_u32_e32 v5, vcc, 0, v8, vcc
	v_mul_hi_u32 v8, v1, v2
	v_mul_lo_u32 v2, v1, v2
	v_add_co_u32_e32 v3, vcc, v3, v7
	v_addc_co_u32_e32 v3, vcc, v5, v4, vcc
	v_addc_co_u32_e32 v4, vcc, v8, v6, vcc
	v_add_co_u32_e32 v2, vcc, v3, v2
	v_addc_co_u32_e32 v3, vcc, 0, v4, vcc
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	v_mul_lo_u32 v2, s0, v1
	v_mul_hi_u32 v3, s0, v0
	v_mul_lo_u32 v4, s1, v0
	v_mul_lo_u32 v5, s0, v0
	s_add_u32 s0, s8, s16
	v_add_u32_e32 v2, v3, v2
	v_add_u32_e32 v2, v2, v4
	v_mul_lo_u32 v7, v0, v2
	v_mul_hi_u32 v8, v0, v5
	v_mul_hi_u32 v9, v0, v2
	v_mul_hi_u32 v4, v1, v5
	v_mul_lo_u32 v5, v1, v5
	v_mul_hi_u32 v3, v1, v2
	v_add_co_u32_e32 v7, vcc, v8, v7
	v_addc_co_u32_e32 v8, vcc, 0, v9, vcc
	v_mul_lo_u32 v2, v1, v2
	v_add_co_u32_e32 v5, vcc, v7, v5
	v_addc_co_u32_e32 v4, vcc, v8, v4, vcc
	v_addc_co_u32_e32 v3, vcc, v3, v6, vcc
	v_add_co_u32_e32 v2, vcc, v4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_add_co_u32_e32 v0, vcc, v0, v2
	s_addc_u32 s1, s9, s16
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_xor_b64 s[18:19], s[0:1], s[16:17]
	v_mul_lo_u32 v2, s18, v1
	v_mul_hi_u32 v3, s18, v0
	v_mul_hi_u32 v4, s18, v1
	v_mul_hi_u32 v5, s19, v1
	v_mul_lo_u32 v1, s19, v1
	v_add_co_u32_e32 v2, vcc, v3, v2
	v_addc_co_u32_e32 v3, vcc, 0, v4, vcc
	v_mul_lo_u32 v4, s19, v0
	v_mul_hi_u32 v0, s19, v0
	s_xor_b64 s[4:5], s[16:17], s[4:5]
	v_add_co_u32_e32 v2, vcc, v2, v4
	v_addc_co_u32_e32 v0, vcc, v3, v0, vcc
	v_addc_co_u32_e32 v2, vcc, v5, v6, vcc
	v_add_co_u32_e32 v0, vcc, v0, v1
	v_addc_co_u32_e32 v1, vcc, 0, v2, vcc
	v_mul_lo_u32 v2, s12, v1
	v_mul_hi_u32 v3, s12, v0
	v_mul_lo_u32 v4, s13, v0
	v_mov_b32_e32 v5, s13
	v_add_u32_e32 v2, v3, v2
	v_mul_lo_u32 v3, s12, v0
	v_add_u32_e32 v2, v2, v4
	v_sub_u32_e32 v4, s19, v2
	v_sub_co_u32_e32 v6, vcc, s18, v3
	v_subb_co_u32_e64 v4, s[0:1], v4, v5, vcc
	v_subrev_co_u32_e64 v7, s[0:1], s12, v6
	v_subbrev_co_u32_e64 v8, s[2:3], 0, v4, s[0:1]
	v_cmp_le_u32_e64 s[2:3], s13, v8
	v_cndmask_b32_e64 v3, 0, -1, s[2:3]
	v_cmp_le_u32_e64 s[2:3], s12, v7
	v_cndmask_b32_e64 v9, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], s13, v8
	v_cndmask_b32_e64 v3, v3, v9, s[2:3]
	v_add_co_u32_e64 v9, s[2:3], 2, v0
	v_addc_co_u32_e64 v10, s[2:3], 0, v1, s[2:3]
	v_add_co_u32_e64 v11, s[2:3], 1, v0
	v_addc_co_u32_e64 v12, s[2:3], 0, v1, s[2:3]
	v_cmp_ne_u32_e64 s[2:3], 0, v3
	v_cndmask_b32_e64 v3, v12, v10, s[2:3]
	v_mov_b32_e32 v10, s19
	v_subb_co_u32_e32 v10, vcc, v10, v2, vcc
	v_cmp_le_u32_e32 vcc, s13, v10
	v_cndmask_b32_e64 v2, 0, -1, vcc
	v_cmp_le_u32_e32 vcc, s12, v6
	v_cndmask_b32_e64 v12, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, s13, v10
	v_cndmask_b32_e32 v2, v2, v12, vcc
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_cndmask_b32_e64 v2, v11, v9, s[2:3]
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_xor_b32_e32 v0, s4, v0
	v_xor_b32_e32 v1, s5, v1
	v_mov_b32_e32 v3, s5
	v_subrev_co_u32_e64 v2, s[4:5], s4, v0
	v_subb_co_u32_e64 v0, s[0:1], v4, v5, s[0:1]
	v_subb_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
	v_subrev_co_u32_e64 v1, s[0:1], s12, v7
	v_subbrev_co_u32_e64 v0, s[0:1], 0, v0, s[0:1]
	v_cndmask_b32_e64 v1, v7, v1, s[2:3]
	v_cndmask_b32_e64 v0, v8, v0, s[2:3]
	v_cndmask_b32_e32 v1, v6, v1, vcc
	v_cndmask_b32_e32 v0, v10, v0, vcc
	v_xor_b32_e32 v1, s16, v1
	v_xor_b32_e32 v4, s16, v0
	v_mov_b32_e32 v5, s16
	v_subrev_co_u32_e32 v0, vcc, s16, v1
	v_subb_co_u32_e32 v1, vcc, v4, v5, vcc
	s_cbranch_execnz .LBB0_3
.LBB0_2:
	v_cvt_f32_u32_e32 v0, s10
	s_sub_i32 s0, 0, s10
	v_mov_b32_e32 v3, 0
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, s0, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, s8, v0
	v_mul_lo_u32 v1, v0, s10
	v_add_u32_e32 v2, 1, v0
	v_sub_u32_e32 v1, s8, v1
	v_subrev_u32_e32 v4, s10, v1
	v_cmp_le_u32_e32 vcc, s10, v1
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_cndmask_b32_e32 v2, v0, v2, vcc
	v_subrev_u32_e32 v0, s10, v1
	v_add_u32_e32 v4, 1, v2
	v_cmp_le_u32_e32 vcc, s10, v1
	v_cndmask_b32_e32 v0, v1, v0, vcc
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_mov_b32_e32 v1, v3
.LBB0_3:
	s_mov_b32 s2, 0x4f800000
	v_mov_b32_e32 v4, s2
	v_madak_f32 v4, 0, v4, 0x40e00000
	v_rcp_f32_e32 v4, v4
	s_mov_b32 s3, 0x5f7ffffc
	s_mov_b32 s4, 0x2f800000
	s_mov_b32 s5, 0xcf800000
	v_mul_f32_e32 v4, s3, v4
	v_mul_f32_e32 v5, s4, v4
	v_trunc_f32_e32 v5, v5
	v_mac_f32_e32 v4, s5, v5
	v_cvt_u32_f32_e32 v5, v5
	v_cvt_u32_f32_e32 v4, v4
	s_ashr_i32 s12, s9, 31
	s_add_u32 s0, s8, s12
	v_mul_lo_u32 v6, v5, -7
	v_mul_hi_u32 v7, v4, -7
	v_mul_lo_u32 v8, v4, -7
	s_mov_b32 s13, s12
	s_addc_u32 s1, s9, s12
	v_add_u32_e32 v6, v7, v6
	v_sub_u32_e32 v9, v6, v4
	v_mul_hi_u32 v7, v4, v8
	v_mul_lo_u32 v10, v4, v9
	v_mul_hi_u32 v11, v4, v9
	v_mul_hi_u32 v12, v5, v9
	v_mov_b32_e32 v6, 0
	v_add_co_u32_e32 v7, vcc, v7, v10
	v_addc_co_u32_e32 v10, vcc, 0, v11, vcc
	v_mul_lo_u32 v11, v5, v8
	v_mul_hi_u32 v8, v5, v8
	s_xor_b64 s[0:1], s[0:1], s[12:13]
	s_mov_b32 s14, 0
	v_add_co_u32_e32 v7, vcc, v7, v11
	v_addc_co_u32_e32 v7, vcc, v10, v8, vcc
	v_mul_lo_u32 v8, v5, v9
	v_addc_co_u32_e32 v9, vcc, v12, v6, vcc
	v_add_co_u32_e32 v7, vcc, v7, v8
	v_addc_co_u32_e32 v8, vcc, 0, v9, vcc
	v_add_co_u32_e32 v4, vcc, v4, v7
	v_addc_co_u32_e32 v5, vcc, v5, v8, vcc
	v_mul_lo_u32 v7, v5, -7
	v_mul_hi_u32 v8, v4, -7
	v_mul_lo_u32 v9, v4, -7
	v_add_u32_e32 v7, v8, v7
	v_sub_u32_e32 v7, v7, v4
	v_mul_lo_u32 v11, v4, v7
	v_mul_hi_u32 v12, v4, v9
	v_mul_hi_u32 v13, v4, v7
	v_mul_hi_u32 v10, v5, v9
	v_mul_lo_u32 v9, v5, v9
	v_mul_hi_u32 v8, v5, v7
	v_add_co_u32_e32 v11, vcc, v12, v11
	v_addc_co_u32_e32 v12, vcc, 0, v13, vcc
	v_mul_lo_u32 v7, v5, v7
	v_add_co_u32_e32 v9, vcc, v11, v9
	v_addc_co_u32_e32 v9, vcc, v12, v10, vcc
	v_addc_co_u32_e32 v8, vcc, v8, v6, vcc
	v_add_co_u32_e32 v7, vcc, v9, v7
	v_addc_co_u32_e32 v8, vcc, 0, v8, vcc
	v_add_co_u32_e32 v4, vcc, v4, v7
	v_addc_co_u32_e32 v5, vcc, v5, v8, vcc
	v_mul_lo_u32 v7, s0, v5
	v_mul_hi_u32 v8, s0, v4
	v_mul_hi_u32 v9, s0, v5
	v_mul_hi_u32 v10, s1, v5
	v_mul_lo_u32 v5, s1, v5
	v_add_co_u32_e32 v7, vcc, v8, v7
	v_addc_co_u32_e32 v8, vcc, 0, v9, vcc
	v_mul_lo_u32 v9, s1, v4
	v_mul_hi_u32 v4, s1, v4
	v_add_co_u32_e32 v7, vcc, v7, v9
	v_addc_co_u32_e32 v4, vcc, v8, v4, vcc
	v_addc_co_u32_e32 v7, vcc, v10, v6, vcc
	v_add_co_u32_e32 v4, vcc, v4, v5
	v_addc_co_u32_e32 v5, vcc, 0, v7, vcc
	v_add_co_u32_e32 v7, vcc, 2, v4
	v_mul_lo_u32 v9, v5, 7
	v_mul_hi_u32 v10, v4, 7
	v_mul_lo_u32 v13, v4, 7
	v_addc_co_u32_e32 v8, vcc, 0, v5, vcc
	v_add_co_u32_e32 v11, vcc, 1, v4
	v_addc_co_u32_e32 v12, vcc, 0, v5, vcc
	v_add_u32_e32 v9, v10, v9
	v_mov_b32_e32 v10, s1
	v_sub_co_u32_e32 v13, vcc, s0, v13
	v_subb_co_u32_e32 v9, vcc, v10, v9, vcc
	v_subrev_co_u32_e32 v10, vcc, 7, v13
	v_subbrev_co_u32_e32 v14, vcc, 0, v9, vcc
	v_cmp_lt_u32_e32 vcc, 6, v10
	v_cndmask_b32_e64 v10, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v14
	v_cndmask_b32_e32 v10, -1, v10, vcc
	v_cmp_lt_u32_e64 s[0:1], 6, v13
	v_cmp_ne_u32_e32 vcc, 0, v10
	v_cndmask_b32_e64 v10, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v9
	v_cndmask_b32_e64 v9, -1, v10, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 0, v9
	v_cndmask_b32_e32 v7, v11, v7, vcc
	v_cndmask_b32_e32 v8, v12, v8, vcc
	v_cndmask_b32_e64 v4, v4, v7, s[0:1]
	v_cndmask_b32_e64 v5, v5, v8, s[0:1]
	v_xor_b32_e32 v4, s12, v4
	s_or_b64 s[0:1], s[8:9], s[10:11]
	v_xor_b32_e32 v5, s12, v5
	v_mov_b32_e32 v7, s12
	v_subrev_co_u32_e32 v4, vcc, s12, v4
	s_mov_b32 s15, s1
	v_subb_co_u32_e32 v5, vcc, v5, v7, vcc
	s_cmp_lg_u64 s[14:15], 0
	global_store_dwordx4 v6, v[2:5], s[6:7] offset:8
	s_cbranch_scc0 .LBB0_8
; %bb.4:
	v_cvt_f32_u32_e32 v2, s10
	v_cvt_f32_u32_e32 v3, s11
	s_sub_u32 s0, 0, s10
	s_subb_u32 s1, 0, s11
	v_mac_f32_e32 v2, s2, v3
	v_rcp_f32_e32 v2, v2
	v_mul_f32_e32 v2, s3, v2
	v_mul_f32_e32 v3, s4, v2
	v_trunc_f32_e32 v3, v3
	v_mac_f32_e32 v2, s5, v3
	v_cvt_u32_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v4, s0, v3
	v_mul_hi_u32 v5, s0, v2
	v_mul_lo_u32 v8, s1, v2
	v_mul_lo_u32 v7, s0, v2
	v_add_u32_e32 v4, v5, v4
	v_add_u32_e32 v4, v4, v8
	v_mul_hi_u32 v5, v2, v7
	v_mul_lo_u32 v8, v2, v4
	v_mul_hi_u32 v10, v2, v4
	v_mul_hi_u32 v9, v3, v7
	v_mul_lo_u32 v7, v3, v7
	v_mul_hi_u32 v11, v3, v4
	v_add_co_u32_e32 v5, vcc, v5, v8
	v_addc_co_u32_e32 v8, vcc, 0, v10, vcc
	v_mul_lo_u32 v4, v3, v4
	v_add_co_u32_e32 v5, vcc, v5, v7
	v_addc_co_u32_e32 v5, vcc, v8, v9, vcc
	v_addc_co_u32_e32 v7, vcc, v11, v6, vcc
	v_add_co_u32_e32 v4, vcc, v5, v4
	v_addc_co_u32_e32 v5, vcc, 0, v7, vcc
	v_add_co_u32_e32 v2, vcc, v2, v4
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_mul_lo_u32 v4, s0, v3
	v_mul_hi_u32 v5, s0, v2
	v_mul_lo_u32 v7, s1, v2
	v_mul_lo_u32 v8, s0, v2
	v_add_u32_e32 v4, v5, v4
	v_add_u32_e32 v4, v4, v7
	v_mul_lo_u32 v9, v2, v4
	v_mul_hi_u32 v10, v2, v8
	v_mul_hi_u32 v11, v2, v4
	v_mul_hi_u32 v7, v3, v8
	v_mul_lo_u32 v8, v3, v8
	v_mul_hi_u32 v5, v3, v4
	v_add_co_u32_e32 v9, vcc, v10, v9
	v_addc_co_u32_e32 v10, vcc, 0, v11, vcc
	v_mul_lo_u32 v4, v3, v4
	v_add_co_u32_e32 v8, vcc, v9, v8
	v_addc_co_u32_e32 v7, vcc, v10, v7, vcc
	v_addc_co_u32_e32 v5, vcc, v5, v6, vcc
	v_add_co_u32_e32 v4, vcc, v7, v4
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_add_co_u32_e32 v2, vcc, v2, v4
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_mul_lo_u32 v4, s8, v3
	v_mul_hi_u32 v5, s8, v2
	v_mul_hi_u32 v7, s8, v3
	v_mul_hi_u32 v8, s9, v3
	v_mul_lo_u32 v3, s9, v3
	v_add_co_u32_e32 v4, vcc, v5, v4
	v_addc_co_u32_e32 v5, vcc, 0, v7, vcc
	v_mul_lo_u32 v7, s9, v2
	v_mul_hi_u32 v2, s9, v2
	v_add_co_u32_e32 v4, vcc, v4, v7
	v_addc_co_u32_e32 v2, vcc, v5, v2, vcc
	v_addc_co_u32_e32 v4, vcc, v8, v6, vcc
	v_add_co_u32_e32 v2, vcc, v2, v3
	v_addc_co_u32_e32 v3, vcc, 0, v4, vcc
	v_mul_lo_u32 v4, s10, v3
	v_mul_hi_u32 v5, s10, v2
	v_mul_lo_u32 v6, s11, v2
	v_mov_b32_e32 v8, s11
	v_add_u32_e32 v4, v5, v4
	v_mul_lo_u32 v5, s10, v2
	v_add_u32_e32 v4, v4, v6
	v_sub_u32_e32 v6, s9, v4
	v_sub_co_u32_e32 v9, vcc, s8, v5
	v_subb_co_u32_e64 v5, s[0:1], v6, v8, vcc
	v_subrev_co_u32_e64 v10, s[0:1], s10, v9
	v_subbrev_co_u32_e64 v11, s[2:3], 0, v5, s[0:1]
	v_cmp_le_u32_e64 s[2:3], s11, v11
	v_cndmask_b32_e64 v6, 0, -1, s[2:3]
	v_cmp_le_u32_e64 s[2:3], s10, v10
	v_cndmask_b32_e64 v7, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], s11, v11
	v_cndmask_b32_e64 v6, v6, v7, s[2:3]
	v_add_co_u32_e64 v12, s[2:3], 2, v2
	v_addc_co_u32_e64 v7, s[2:3], 0, v3, s[2:3]
	v_add_co_u32_e64 v13, s[2:3], 1, v2
	v_addc_co_u32_e64 v14, s[2:3], 0, v3, s[2:3]
	v_cmp_ne_u32_e64 s[2:3], 0, v6
	v_cndmask_b32_e64 v6, v14, v7, s[2:3]
	v_mov_b32_e32 v7, s9
	v_subb_co_u32_e32 v4, vcc, v7, v4, vcc
	v_cmp_le_u32_e32 vcc, s11, v4
	v_cndmask_b32_e64 v7, 0, -1, vcc
	v_cmp_le_u32_e32 vcc, s10, v9
	v_cndmask_b32_e64 v14, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, s11, v4
	v_cndmask_b32_e32 v7, v7, v14, vcc
	v_cmp_ne_u32_e32 vcc, 0, v7
	v_cndmask_b32_e32 v7, v3, v6, vcc
	v_cndmask_b32_e64 v3, v13, v12, s[2:3]
	v_cndmask_b32_e32 v6, v2, v3, vcc
	v_subb_co_u32_e64 v2, s[0:1], v5, v8, s[0:1]
	v_subrev_co_u32_e64 v3, s[0:1], s10, v10
	v_subbrev_co_u32_e64 v2, s[0:1], 0, v2, s[0:1]
	v_cndmask_b32_e64 v2, v11, v2, s[2:3]
	v_cndmask_b32_e32 v5, v4, v2, vcc
	v_cndmask_b32_e64 v2, v10, v3, s[2:3]
	v_cndmask_b32_e32 v4, v9, v2, vcc
	s_cbranch_execnz .LBB0_6
.LBB0_5:
	v_cvt_f32_u32_e32 v2, s10
	s_sub_i32 s0, 0, s10
	v_mov_b32_e32 v7, 0
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, s0, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_u32_e32 v2, v2, v3
	v_mul_hi_u32 v2, s8, v2
	v_mul_lo_u32 v3, v2, s10
	v_add_u32_e32 v4, 1, v2
	v_sub_u32_e32 v3, s8, v3
	v_subrev_u32_e32 v5, s10, v3
	v_cmp_le_u32_e32 vcc, s10, v3
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_subrev_u32_e32 v4, s10, v3
	v_add_u32_e32 v5, 1, v2
	v_cmp_le_u32_e32 vcc, s10, v3
	v_cndmask_b32_e32 v4, v3, v4, vcc
	v_cndmask_b32_e32 v6, v2, v5, vcc
	v_mov_b32_e32 v5, v7
.LBB0_6:
	v_mov_b32_e32 v2, 0x4f800000
	v_madak_f32 v2, 0, v2, 0x40e00000
	v_rcp_f32_e32 v2, v2
	s_add_u32 s4, s8, s12
	s_mov_b32 s13, s12
	s_addc_u32 s5, s9, s12
	v_mul_f32_e32 v2, 0x5f7ffffc, v2
	v_mul_f32_e32 v3, 0x2f800000, v2
	v_trunc_f32_e32 v3, v3
	v_mac_f32_e32 v2, 0xcf800000, v3
	v_cvt_u32_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v3, v3
	s_xor_b64 s[4:5], s[4:5], s[12:13]
	v_mul_hi_u32 v11, v2, -7
	v_mul_lo_u32 v12, v3, -7
	v_mul_lo_u32 v8, v2, -7
	v_sub_u32_e32 v9, v11, v2
	v_add_u32_e32 v9, v9, v12
	v_mul_hi_u32 v13, v2, v8
	v_mul_lo_u32 v10, v2, v9
	v_mul_hi_u32 v15, v2, v9
	v_mul_lo_u32 v14, v3, v8
	v_mul_hi_u32 v8, v3, v8
	v_add_co_u32_e32 v10, vcc, v13, v10
	v_mul_hi_u32 v16, v3, v9
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_mul_lo_u32 v9, v3, v9
	v_add_co_u32_e32 v10, vcc, v10, v14
	v_addc_co_u32_e32 v15, vcc, v15, v8, vcc
	v_mov_b32_e32 v10, 0
	v_addc_co_u32_e32 v16, vcc, v16, v10, vcc
	v_add_co_u32_e32 v9, vcc, v15, v9
	v_addc_co_u32_e32 v15, vcc, 0, v16, vcc
	v_add_co_u32_e32 v9, vcc, v2, v9
	v_addc_co_u32_e32 v15, vcc, v3, v15, vcc
	v_mul_hi_u32 v16, v9, -7
	v_mul_lo_u32 v17, v15, -7
	v_add_u32_e32 v11, v11, v12
	v_sub_u32_e32 v11, v11, v2
	v_sub_u32_e32 v16, v16, v9
	v_add_u32_e32 v16, v16, v17
	v_mul_lo_u32 v17, v9, -7
	v_mul_lo_u32 v18, v9, v16
	v_mul_hi_u32 v20, v9, v16
	v_mul_lo_u32 v12, v2, v11
	v_mul_hi_u32 v19, v9, v17
	v_add_co_u32_e32 v18, vcc, v19, v18
	v_addc_co_u32_e32 v19, vcc, 0, v20, vcc
	v_mul_lo_u32 v20, v15, v17
	v_mul_hi_u32 v17, v15, v17
	v_add_co_u32_e32 v18, vcc, v18, v20
	v_mul_hi_u32 v18, v15, v16
	v_mul_lo_u32 v16, v15, v16
	v_addc_co_u32_e32 v17, vcc, v19, v17, vcc
	v_addc_co_u32_e32 v18, vcc, v18, v10, vcc
	v_add_co_u32_e32 v16, vcc, v17, v16
	v_addc_co_u32_e32 v17, vcc, 0, v18, vcc
	v_add_co_u32_e32 v9, vcc, v9, v16
	v_addc_co_u32_e32 v15, vcc, v15, v17, vcc
	v_mul_lo_u32 v16, s8, v15
	v_mul_hi_u32 v17, s8, v9
	v_mul_hi_u32 v18, s8, v15
	v_add_co_u32_e32 v16, vcc, v17, v16
	v_addc_co_u32_e32 v17, vcc, 0, v18, vcc
	v_mul_lo_u32 v18, s9, v9
	v_mul_hi_u32 v9, s9, v9
	v_add_co_u32_e32 v16, vcc, v16, v18
	v_mul_hi_u32 v16, s9, v15
	v_mul_lo_u32 v15, s9, v15
	v_addc_co_u32_e32 v9, vcc, v17, v9, vcc
	v_addc_co_u32_e32 v16, vcc, v16, v10, vcc
	v_add_co_u32_e32 v15, vcc, v9, v15
	v_addc_co_u32_e32 v9, vcc, 0, v16, vcc
	v_mul_lo_u32 v16, v9, 7
	v_mul_hi_u32 v17, v15, 7
	v_mov_b32_e32 v18, s9
	v_add_u32_e32 v16, v17, v16
	v_mul_lo_u32 v17, v15, 7
	v_sub_co_u32_e32 v17, vcc, s8, v17
	v_subb_co_u32_e32 v16, vcc, v18, v16, vcc
	v_subrev_co_u32_e32 v18, vcc, 7, v17
	v_subbrev_co_u32_e32 v19, vcc, 0, v16, vcc
	v_cmp_lt_u32_e32 vcc, 6, v18
	v_cndmask_b32_e64 v20, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v19
	v_cndmask_b32_e32 v20, -1, v20, vcc
	v_add_co_u32_e32 v21, vcc, 2, v15
	v_addc_co_u32_e32 v22, vcc, 0, v9, vcc
	v_add_co_u32_e32 v23, vcc, 1, v15
	v_addc_co_u32_e32 v24, vcc, 0, v9, vcc
	v_cmp_ne_u32_e64 s[0:1], 0, v20
	v_cmp_lt_u32_e32 vcc, 6, v17
	v_cndmask_b32_e64 v20, v24, v22, s[0:1]
	v_cndmask_b32_e64 v22, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v16
	v_cndmask_b32_e32 v22, -1, v22, vcc
	v_cmp_ne_u32_e64 s[2:3], 0, v22
	v_cndmask_b32_e64 v9, v9, v20, s[2:3]
	v_mul_hi_u32 v20, v2, v11
	v_add_co_u32_e32 v12, vcc, v13, v12
	v_addc_co_u32_e32 v13, vcc, 0, v20, vcc
	v_add_co_u32_e32 v12, vcc, v12, v14
	v_mul_hi_u32 v12, v3, v11
	v_mul_lo_u32 v11, v3, v11
	v_addc_co_u32_e32 v8, vcc, v13, v8, vcc
	v_addc_co_u32_e32 v12, vcc, v12, v10, vcc
	v_add_co_u32_e32 v8, vcc, v8, v11
	v_addc_co_u32_e32 v11, vcc, 0, v12, vcc
	v_add_co_u32_e32 v2, vcc, v2, v8
	v_addc_co_u32_e32 v3, vcc, v3, v11, vcc
	v_mul_lo_u32 v8, v3, -7
	v_mul_hi_u32 v11, v2, -7
	v_add_u32_e32 v8, v11, v8
	v_mul_lo_u32 v11, v2, -7
	v_sub_u32_e32 v8, v8, v2
	v_mul_lo_u32 v12, v2, v8
	v_mul_hi_u32 v14, v2, v8
	v_mul_hi_u32 v13, v2, v11
	v_add_co_u32_e32 v12, vcc, v13, v12
	v_addc_co_u32_e32 v13, vcc, 0, v14, vcc
	v_mul_lo_u32 v14, v3, v11
	v_mul_hi_u32 v11, v3, v11
	v_add_co_u32_e32 v12, vcc, v12, v14
	v_mul_hi_u32 v12, v3, v8
	v_mul_lo_u32 v8, v3, v8
	v_addc_co_u32_e32 v11, vcc, v13, v11, vcc
	v_addc_co_u32_e32 v12, vcc, v12, v10, vcc
	v_add_co_u32_e32 v8, vcc, v11, v8
	v_addc_co_u32_e32 v11, vcc, 0, v12, vcc
	v_add_co_u32_e32 v2, vcc, v2, v8
	v_addc_co_u32_e32 v3, vcc, v3, v11, vcc
	v_mul_lo_u32 v8, s4, v3
	v_mul_hi_u32 v11, s4, v2
	v_mul_hi_u32 v13, s4, v3
	v_cndmask_b32_e64 v12, v23, v21, s[0:1]
	v_add_co_u32_e32 v8, vcc, v11, v8
	v_mul_lo_u32 v11, s5, v2
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_mul_hi_u32 v2, s5, v2
	v_add_co_u32_e32 v8, vcc, v8, v11
	v_mul_hi_u32 v8, s5, v3
	v_mul_lo_u32 v3, s5, v3
	v_addc_co_u32_e32 v2, vcc, v13, v2, vcc
	v_addc_co_u32_e32 v8, vcc, v8, v10, vcc
	v_add_co_u32_e32 v2, vcc, v2, v3
	v_addc_co_u32_e32 v3, vcc, 0, v8, vcc
	v_mul_lo_u32 v3, v3, 7
	v_mul_hi_u32 v11, v2, 7
	v_mul_lo_u32 v2, v2, 7
	v_cndmask_b32_e64 v8, v15, v12, s[2:3]
	global_store_dwordx4 v10, v[6:9], s[6:7] offset:24
	v_add_u32_e32 v3, v11, v3
	v_mov_b32_e32 v6, s5
	v_sub_co_u32_e32 v2, vcc, s4, v2
	v_subb_co_u32_e32 v3, vcc, v6, v3, vcc
	v_subrev_co_u32_e32 v6, vcc, 7, v2
	v_subbrev_co_u32_e32 v7, vcc, 0, v3, vcc
	v_subrev_co_u32_e32 v8, vcc, 7, v6
	v_subbrev_co_u32_e32 v9, vcc, 0, v7, vcc
	v_cmp_lt_u32_e32 vcc, 6, v6
	v_cndmask_b32_e64 v11, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v7
	v_cndmask_b32_e32 v11, -1, v11, vcc
	v_cmp_ne_u32_e32 vcc, 0, v11
	v_cmp_lt_u32_e64 s[4:5], 6, v2
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_cndmask_b32_e64 v9, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 0, v3
	v_cndmask_b32_e64 v9, -1, v9, s[4:5]
	v_cmp_ne_u32_e64 s[4:5], 0, v9
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_cndmask_b32_e64 v2, v2, v6, s[4:5]
	v_cndmask_b32_e64 v3, v3, v7, s[4:5]
	v_xor_b32_e32 v2, s12, v2
	v_xor_b32_e32 v3, s12, v3
	v_mov_b32_e32 v6, s12
	v_subrev_co_u32_e32 v2, vcc, s12, v2
	v_subb_co_u32_e32 v3, vcc, v3, v6, vcc
	global_store_dwordx4 v10, v[0:3], s[6:7] offset:40
	s_nop 0
	v_subrev_co_u32_e32 v0, vcc, 7, v18
	v_subbrev_co_u32_e32 v1, vcc, 0, v19, vcc
	v_cndmask_b32_e64 v1, v19, v1, s[0:1]
	v_cndmask_b32_e64 v0, v18, v0, s[0:1]
	v_cndmask_b32_e64 v7, v16, v1, s[2:3]
	v_cndmask_b32_e64 v6, v17, v0, s[2:3]
	global_store_dwordx4 v10, v[4:7], s[6:7] offset:56
	s_endpgm
.LBB0_7:
                                        ; implicit-def: $vgpr0_vgpr1
                                        ; implicit-def: $vgpr2_vgpr3
	s_branch .LBB0_2
.LBB0_8:
                                        ; implicit-def: $vgpr4_vgpr5
                                        ; implicit-def: $vgpr6_vgpr7
	s_branch .LBB0_5
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 20
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
	.size	div_uni_i64, .Lfunc_end0-div_uni_i64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3712
; NumSgprs: 22
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 25
; Occupancy: 9
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
    .name:           div_uni_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         div_uni_i64.kd
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
