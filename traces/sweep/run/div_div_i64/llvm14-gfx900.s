	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	div_div_i64                     ; -- Begin function div_div_i64
	.p2align	8
	.type	div_div_i64,@function
div_div_i64:                            ; @div_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v3, 3, v0
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[1:2], v3, s[10:11]
	global_load_dwordx2 v[4:5], v3, s[10:11] offset:1024
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v7, v2, v5
	v_cmp_ne_u64_e32 vcc, 0, v[6:7]
	v_or_b32_e32 v10, 1, v4
                                        ; implicit-def: $vgpr3_vgpr4
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_ashrrev_i32_e32 v11, 31, v5
	v_add_co_u32_e32 v3, vcc, v10, v11
	v_addc_co_u32_e32 v4, vcc, v5, v11, vcc
	v_xor_b32_e32 v12, v4, v11
	v_xor_b32_e32 v13, v3, v11
	v_cvt_f32_u32_e32 v3, v13
	v_cvt_f32_u32_e32 v4, v12
	v_sub_co_u32_e32 v9, vcc, 0, v13
	v_subb_co_u32_e32 v14, vcc, 0, v12, vcc
	v_mac_f32_e32 v3, 0x4f800000, v4
	v_rcp_f32_e32 v3, v3
	v_mov_b32_e32 v17, 0
	v_mul_f32_e32 v3, 0x5f7ffffc, v3
	v_mul_f32_e32 v4, 0x2f800000, v3
	v_trunc_f32_e32 v4, v4
	v_mac_f32_e32 v3, 0xcf800000, v4
	v_cvt_u32_f32_e32 v8, v3
	v_cvt_u32_f32_e32 v15, v4
	v_mul_lo_u32 v6, v14, v8
	v_mad_u64_u32 v[3:4], s[0:1], v9, v8, 0
	v_mul_lo_u32 v7, v9, v15
	v_add3_u32 v16, v4, v7, v6
	v_mad_u64_u32 v[6:7], s[0:1], v8, v16, 0
	v_mul_hi_u32 v4, v8, v3
	v_add_co_u32_e32 v18, vcc, v4, v6
	v_mad_u64_u32 v[3:4], s[0:1], v15, v3, 0
	v_addc_co_u32_e32 v19, vcc, 0, v7, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v15, v16, 0
	v_add_co_u32_e32 v3, vcc, v18, v3
	v_addc_co_u32_e32 v3, vcc, v19, v4, vcc
	v_addc_co_u32_e32 v4, vcc, v7, v17, vcc
	v_add_co_u32_e32 v3, vcc, v3, v6
	v_addc_co_u32_e32 v4, vcc, 0, v4, vcc
	v_add_co_u32_e32 v16, vcc, v8, v3
	v_addc_co_u32_e32 v15, vcc, v15, v4, vcc
	v_mul_lo_u32 v6, v9, v15
	v_mul_lo_u32 v7, v14, v16
	v_mad_u64_u32 v[3:4], s[0:1], v9, v16, 0
	v_add3_u32 v4, v4, v6, v7
	v_mad_u64_u32 v[8:9], s[0:1], v16, v4, 0
	v_mul_hi_u32 v14, v16, v3
	v_mad_u64_u32 v[6:7], s[0:1], v15, v4, 0
	v_mad_u64_u32 v[3:4], s[0:1], v15, v3, 0
	v_add_co_u32_e32 v8, vcc, v14, v8
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_add_co_u32_e32 v3, vcc, v8, v3
	v_addc_co_u32_e32 v3, vcc, v9, v4, vcc
	v_addc_co_u32_e32 v4, vcc, v7, v17, vcc
	v_add_co_u32_e32 v3, vcc, v3, v6
	v_addc_co_u32_e32 v4, vcc, 0, v4, vcc
	v_add_co_u32_e32 v6, vcc, v16, v3
	v_addc_co_u32_e32 v7, vcc, v15, v4, vcc
	v_ashrrev_i32_e32 v8, 31, v2
	v_add_co_u32_e32 v3, vcc, v1, v8
	v_xor_b32_e32 v14, v3, v8
	v_mad_u64_u32 v[3:4], s[0:1], v14, v7, 0
	v_mul_hi_u32 v15, v14, v6
	v_addc_co_u32_e32 v9, vcc, v2, v8, vcc
	v_xor_b32_e32 v9, v9, v8
	v_add_co_u32_e32 v15, vcc, v15, v3
	v_addc_co_u32_e32 v16, vcc, 0, v4, vcc
	v_mad_u64_u32 v[3:4], s[0:1], v9, v6, 0
	v_mad_u64_u32 v[6:7], s[0:1], v9, v7, 0
	v_add_co_u32_e32 v3, vcc, v15, v3
	v_addc_co_u32_e32 v3, vcc, v16, v4, vcc
	v_addc_co_u32_e32 v4, vcc, v7, v17, vcc
	v_add_co_u32_e32 v6, vcc, v3, v6
	v_addc_co_u32_e32 v7, vcc, 0, v4, vcc
	v_mul_lo_u32 v15, v12, v6
	v_mul_lo_u32 v16, v13, v7
	v_mad_u64_u32 v[3:4], s[0:1], v13, v6, 0
	v_add3_u32 v4, v4, v16, v15
	v_sub_u32_e32 v15, v9, v4
	v_sub_co_u32_e32 v3, vcc, v14, v3
	v_subb_co_u32_e64 v14, s[0:1], v15, v12, vcc
	v_sub_co_u32_e64 v15, s[0:1], v3, v13
	v_subbrev_co_u32_e64 v16, s[2:3], 0, v14, s[0:1]
	v_cmp_ge_u32_e64 s[2:3], v16, v12
	v_cndmask_b32_e64 v17, 0, -1, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v15, v13
	v_cndmask_b32_e64 v18, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v16, v12
	v_cndmask_b32_e64 v17, v17, v18, s[2:3]
	v_add_co_u32_e64 v18, s[2:3], 2, v6
	v_addc_co_u32_e64 v19, s[2:3], 0, v7, s[2:3]
	v_add_co_u32_e64 v20, s[2:3], 1, v6
	v_subb_co_u32_e32 v4, vcc, v9, v4, vcc
	v_addc_co_u32_e64 v21, s[2:3], 0, v7, s[2:3]
	v_cmp_ge_u32_e32 vcc, v4, v12
	v_cmp_ne_u32_e64 s[2:3], 0, v17
	v_cndmask_b32_e64 v9, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v3, v13
	v_cndmask_b32_e64 v17, v21, v19, s[2:3]
	v_cndmask_b32_e64 v19, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v4, v12
	v_cndmask_b32_e32 v9, v9, v19, vcc
	v_cmp_ne_u32_e32 vcc, 0, v9
	v_cndmask_b32_e64 v9, v20, v18, s[2:3]
	v_cndmask_b32_e32 v6, v6, v9, vcc
	v_xor_b32_e32 v9, v8, v11
	v_cndmask_b32_e32 v7, v7, v17, vcc
	v_xor_b32_e32 v6, v6, v9
	v_xor_b32_e32 v7, v7, v9
	v_sub_co_u32_e64 v6, s[4:5], v6, v9
	v_subb_co_u32_e64 v7, s[4:5], v7, v9, s[4:5]
	v_subb_co_u32_e64 v9, s[0:1], v14, v12, s[0:1]
	v_sub_co_u32_e64 v11, s[0:1], v15, v13
	v_subbrev_co_u32_e64 v9, s[0:1], 0, v9, s[0:1]
	v_cndmask_b32_e64 v9, v16, v9, s[2:3]
	v_cndmask_b32_e32 v4, v4, v9, vcc
	v_cndmask_b32_e64 v9, v15, v11, s[2:3]
	v_cndmask_b32_e32 v3, v3, v9, vcc
	v_xor_b32_e32 v3, v3, v8
	v_xor_b32_e32 v4, v4, v8
	v_sub_co_u32_e32 v3, vcc, v3, v8
	v_subb_co_u32_e32 v4, vcc, v4, v8, vcc
.LBB0_2:                                ; %Flow14
	s_or_saveexec_b64 s[0:1], s[6:7]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_cvt_f32_u32_e32 v3, v10
	v_sub_u32_e32 v4, 0, v10
	v_mov_b32_e32 v7, 0
	v_rcp_iflag_f32_e32 v3, v3
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v4, v4, v3
	v_mul_hi_u32 v4, v3, v4
	v_add_u32_e32 v3, v3, v4
	v_mul_hi_u32 v3, v1, v3
	v_mul_lo_u32 v4, v3, v10
	v_add_u32_e32 v6, 1, v3
	v_sub_u32_e32 v4, v1, v4
	v_sub_u32_e32 v8, v4, v10
	v_cmp_ge_u32_e32 vcc, v4, v10
	v_cndmask_b32_e32 v4, v4, v8, vcc
	v_cndmask_b32_e32 v6, v3, v6, vcc
	v_sub_u32_e32 v3, v4, v10
	v_add_u32_e32 v8, 1, v6
	v_cmp_ge_u32_e32 vcc, v4, v10
	v_cndmask_b32_e32 v3, v4, v3, vcc
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_mov_b32_e32 v4, v7
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	v_cvt_f32_ubyte0_e32 v8, 0
	v_mov_b32_e32 v9, 0x40e00000
	s_mov_b32 s2, 0x4f800000
	v_mac_f32_e32 v9, s2, v8
	v_rcp_f32_e32 v8, v9
	s_mov_b32 s3, 0x5f7ffffc
	s_mov_b32 s6, 0x2f800000
	s_mov_b32 s7, 0xcf800000
	v_mul_f32_e32 v8, s3, v8
	v_mul_f32_e32 v9, s6, v8
	v_trunc_f32_e32 v9, v9
	v_mac_f32_e32 v8, s7, v9
	v_cvt_u32_f32_e32 v11, v8
	v_cvt_u32_f32_e32 v9, v9
	v_mul_hi_u32 v8, v11, -7
	v_mul_lo_u32 v12, v9, -7
	v_mul_lo_u32 v13, v11, -7
	v_add_u32_e32 v8, v8, v12
	v_sub_u32_e32 v14, v8, v11
	v_mul_hi_u32 v12, v11, v13
	v_mul_lo_u32 v8, v11, v14
	v_mul_hi_u32 v15, v11, v14
	v_mul_hi_u32 v16, v9, v14
	v_add_co_u32_e32 v8, vcc, v12, v8
	v_addc_co_u32_e32 v12, vcc, 0, v15, vcc
	v_mul_lo_u32 v15, v9, v13
	v_mul_hi_u32 v13, v9, v13
	v_add_co_u32_e32 v8, vcc, v8, v15
	v_addc_co_u32_e32 v12, vcc, v12, v13, vcc
	v_mul_lo_u32 v13, v9, v14
	v_mov_b32_e32 v8, 0
	v_addc_co_u32_e32 v14, vcc, v16, v8, vcc
	v_add_co_u32_e32 v12, vcc, v12, v13
	v_addc_co_u32_e32 v13, vcc, 0, v14, vcc
	v_add_co_u32_e32 v11, vcc, v11, v12
	v_addc_co_u32_e32 v9, vcc, v9, v13, vcc
	v_mul_lo_u32 v12, v9, -7
	v_mul_hi_u32 v13, v11, -7
	v_mul_lo_u32 v14, v11, -7
	v_add_u32_e32 v12, v13, v12
	v_sub_u32_e32 v12, v12, v11
	v_mul_lo_u32 v16, v11, v12
	v_mul_hi_u32 v17, v11, v14
	v_mul_hi_u32 v18, v11, v12
	v_mul_hi_u32 v15, v9, v14
	v_mul_lo_u32 v14, v9, v14
	v_mul_hi_u32 v13, v9, v12
	v_add_co_u32_e32 v16, vcc, v17, v16
	v_addc_co_u32_e32 v17, vcc, 0, v18, vcc
	v_mul_lo_u32 v12, v9, v12
	v_add_co_u32_e32 v14, vcc, v16, v14
	v_addc_co_u32_e32 v14, vcc, v17, v15, vcc
	v_addc_co_u32_e32 v13, vcc, v13, v8, vcc
	v_add_co_u32_e32 v12, vcc, v14, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_add_co_u32_e32 v14, vcc, v11, v12
	v_addc_co_u32_e32 v9, vcc, v9, v13, vcc
	v_ashrrev_i32_e32 v15, 31, v2
	v_add_co_u32_e32 v11, vcc, v1, v15
	v_xor_b32_e32 v16, v11, v15
	v_mad_u64_u32 v[11:12], s[0:1], v16, v9, 0
	v_mul_hi_u32 v17, v16, v14
	v_addc_co_u32_e32 v13, vcc, v2, v15, vcc
	v_xor_b32_e32 v18, v13, v15
	v_add_co_u32_e32 v17, vcc, v17, v11
	v_addc_co_u32_e32 v19, vcc, 0, v12, vcc
	v_mad_u64_u32 v[11:12], s[0:1], v18, v14, 0
	v_mad_u64_u32 v[13:14], s[0:1], v18, v9, 0
	v_add_co_u32_e32 v9, vcc, v17, v11
	v_addc_co_u32_e32 v9, vcc, v19, v12, vcc
	v_addc_co_u32_e32 v11, vcc, v14, v8, vcc
	v_add_co_u32_e32 v9, vcc, v9, v13
	v_addc_co_u32_e32 v13, vcc, 0, v11, vcc
	v_mul_lo_u32 v14, v13, 7
	v_mad_u64_u32 v[11:12], s[0:1], 7, v9, 0
	v_lshlrev_b32_e32 v17, 3, v0
	v_add_u32_e32 v19, 0x800, v17
	global_store_dwordx2 v19, v[6:7], s[8:9]
	v_add_u32_e32 v6, v12, v14
	v_sub_co_u32_e32 v7, vcc, v16, v11
	v_subb_co_u32_e32 v6, vcc, v18, v6, vcc
	v_subrev_co_u32_e32 v11, vcc, 7, v7
	v_subbrev_co_u32_e32 v12, vcc, 0, v6, vcc
	v_cmp_lt_u32_e32 vcc, 6, v11
	v_cndmask_b32_e64 v11, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v12
	v_cndmask_b32_e32 v11, -1, v11, vcc
	v_add_co_u32_e32 v12, vcc, 2, v9
	v_addc_co_u32_e32 v14, vcc, 0, v13, vcc
	v_add_co_u32_e32 v16, vcc, 1, v9
	v_cmp_lt_u32_e64 s[0:1], 6, v7
	v_addc_co_u32_e32 v18, vcc, 0, v13, vcc
	v_cndmask_b32_e64 v7, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v6
	v_cmp_ne_u32_e32 vcc, 0, v11
	v_cndmask_b32_e64 v6, -1, v7, s[0:1]
	v_cndmask_b32_e32 v11, v18, v14, vcc
	v_cmp_ne_u32_e64 s[0:1], 0, v6
	v_cndmask_b32_e32 v7, v16, v12, vcc
	v_cndmask_b32_e64 v6, v13, v11, s[0:1]
	v_cndmask_b32_e64 v7, v9, v7, s[0:1]
	v_xor_b32_e32 v9, v6, v15
	v_xor_b32_e32 v6, v7, v15
	v_sub_co_u32_e32 v6, vcc, v6, v15
	v_subb_co_u32_e32 v7, vcc, v9, v15, vcc
	v_or_b32_e32 v9, v2, v5
	v_cmp_ne_u64_e32 vcc, 0, v[8:9]
	v_add_u32_e32 v11, 0x1000, v17
	global_store_dwordx2 v11, v[6:7], s[8:9]
                                        ; implicit-def: $vgpr6_vgpr7
                                        ; implicit-def: $vgpr8_vgpr9
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[4:5], exec, s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_cvt_f32_u32_e32 v6, v10
	v_cvt_f32_u32_e32 v7, v5
	v_sub_co_u32_e32 v13, vcc, 0, v10
	v_subb_co_u32_e32 v14, vcc, 0, v5, vcc
	v_mac_f32_e32 v6, s2, v7
	v_rcp_f32_e32 v6, v6
	v_mov_b32_e32 v16, 0
	v_mul_f32_e32 v6, s3, v6
	v_mul_f32_e32 v7, s6, v6
	v_trunc_f32_e32 v7, v7
	v_mac_f32_e32 v6, s7, v7
	v_cvt_u32_f32_e32 v11, v7
	v_cvt_u32_f32_e32 v12, v6
	v_mul_lo_u32 v8, v13, v11
	v_mul_lo_u32 v9, v14, v12
	v_mad_u64_u32 v[6:7], s[0:1], v13, v12, 0
	v_add3_u32 v9, v7, v8, v9
	v_mul_hi_u32 v15, v12, v6
	v_mad_u64_u32 v[7:8], s[0:1], v12, v9, 0
	v_add_co_u32_e32 v15, vcc, v15, v7
	v_mad_u64_u32 v[6:7], s[0:1], v11, v6, 0
	v_addc_co_u32_e32 v17, vcc, 0, v8, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v11, v9, 0
	v_add_co_u32_e32 v6, vcc, v15, v6
	v_addc_co_u32_e32 v6, vcc, v17, v7, vcc
	v_addc_co_u32_e32 v7, vcc, v9, v16, vcc
	v_add_co_u32_e32 v6, vcc, v6, v8
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	v_add_co_u32_e32 v9, vcc, v12, v6
	v_addc_co_u32_e32 v15, vcc, v11, v7, vcc
	v_mul_lo_u32 v8, v13, v15
	v_mul_lo_u32 v11, v14, v9
	v_mad_u64_u32 v[6:7], s[0:1], v13, v9, 0
	v_add3_u32 v11, v7, v8, v11
	v_mad_u64_u32 v[7:8], s[0:1], v15, v11, 0
	v_mad_u64_u32 v[11:12], s[0:1], v9, v11, 0
	v_mul_hi_u32 v17, v9, v6
	v_mad_u64_u32 v[13:14], s[0:1], v15, v6, 0
	v_add_co_u32_e32 v6, vcc, v17, v11
	v_addc_co_u32_e32 v11, vcc, 0, v12, vcc
	v_add_co_u32_e32 v6, vcc, v6, v13
	v_addc_co_u32_e32 v6, vcc, v11, v14, vcc
	v_addc_co_u32_e32 v8, vcc, v8, v16, vcc
	v_add_co_u32_e32 v6, vcc, v6, v7
	v_addc_co_u32_e32 v7, vcc, 0, v8, vcc
	v_add_co_u32_e32 v8, vcc, v9, v6
	v_addc_co_u32_e32 v9, vcc, v15, v7, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v1, v9, 0
	v_mul_hi_u32 v11, v1, v8
	v_add_co_u32_e32 v11, vcc, v11, v6
	v_addc_co_u32_e32 v12, vcc, 0, v7, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v2, v8, 0
	v_mad_u64_u32 v[8:9], s[0:1], v2, v9, 0
	v_add_co_u32_e32 v6, vcc, v11, v6
	v_addc_co_u32_e32 v6, vcc, v12, v7, vcc
	v_addc_co_u32_e32 v7, vcc, v9, v16, vcc
	v_add_co_u32_e32 v8, vcc, v6, v8
	v_addc_co_u32_e32 v9, vcc, 0, v7, vcc
	v_mul_lo_u32 v11, v5, v8
	v_mul_lo_u32 v12, v10, v9
	v_mad_u64_u32 v[6:7], s[0:1], v10, v8, 0
	v_add3_u32 v7, v7, v12, v11
	v_sub_u32_e32 v11, v2, v7
	v_sub_co_u32_e32 v6, vcc, v1, v6
	v_subb_co_u32_e64 v11, s[0:1], v11, v5, vcc
	v_sub_co_u32_e64 v12, s[0:1], v6, v10
	v_subbrev_co_u32_e64 v13, s[2:3], 0, v11, s[0:1]
	v_cmp_ge_u32_e64 s[2:3], v13, v5
	v_cndmask_b32_e64 v14, 0, -1, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v12, v10
	v_cndmask_b32_e64 v15, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v13, v5
	v_cndmask_b32_e64 v14, v14, v15, s[2:3]
	v_add_co_u32_e64 v15, s[2:3], 2, v8
	v_addc_co_u32_e64 v16, s[2:3], 0, v9, s[2:3]
	v_add_co_u32_e64 v17, s[2:3], 1, v8
	v_addc_co_u32_e64 v18, s[2:3], 0, v9, s[2:3]
	v_subb_co_u32_e32 v7, vcc, v2, v7, vcc
	v_cmp_ne_u32_e64 s[2:3], 0, v14
	v_cmp_ge_u32_e32 vcc, v7, v5
	v_cndmask_b32_e64 v14, v18, v16, s[2:3]
	v_cndmask_b32_e64 v16, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v6, v10
	v_cndmask_b32_e64 v18, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v7, v5
	v_subb_co_u32_e64 v5, s[0:1], v11, v5, s[0:1]
	v_sub_co_u32_e64 v10, s[0:1], v12, v10
	v_cndmask_b32_e32 v16, v16, v18, vcc
	v_subbrev_co_u32_e64 v5, s[0:1], 0, v5, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v16
	v_cndmask_b32_e64 v5, v13, v5, s[2:3]
	v_cndmask_b32_e32 v9, v9, v14, vcc
	v_cndmask_b32_e64 v14, v17, v15, s[2:3]
	v_cndmask_b32_e32 v7, v7, v5, vcc
	v_cndmask_b32_e64 v5, v12, v10, s[2:3]
	v_cndmask_b32_e32 v8, v8, v14, vcc
	v_cndmask_b32_e32 v6, v6, v5, vcc
                                        ; implicit-def: $vgpr10
.LBB0_6:                                ; %Flow
	s_or_saveexec_b64 s[0:1], s[4:5]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_cvt_f32_u32_e32 v5, v10
	v_sub_u32_e32 v6, 0, v10
	v_mov_b32_e32 v9, 0
	v_rcp_iflag_f32_e32 v5, v5
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	v_cvt_u32_f32_e32 v5, v5
	v_mul_lo_u32 v6, v6, v5
	v_mul_hi_u32 v6, v5, v6
	v_add_u32_e32 v5, v5, v6
	v_mul_hi_u32 v5, v1, v5
	v_mul_lo_u32 v6, v5, v10
	v_add_u32_e32 v7, 1, v5
	v_sub_u32_e32 v6, v1, v6
	v_sub_u32_e32 v8, v6, v10
	v_cmp_ge_u32_e32 vcc, v6, v10
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_sub_u32_e32 v7, v6, v10
	v_add_u32_e32 v8, 1, v5
	v_cmp_ge_u32_e32 vcc, v6, v10
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_cndmask_b32_e32 v8, v5, v8, vcc
	v_mov_b32_e32 v7, v9
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v5, 0x4f800000
	v_madak_f32 v5, 0, v5, 0x40e00000
	v_rcp_f32_e32 v5, v5
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v11, 0x1800, v0
	global_store_dwordx2 v11, v[8:9], s[8:9]
	v_mul_f32_e32 v5, 0x5f7ffffc, v5
	v_mul_f32_e32 v10, 0x2f800000, v5
	v_trunc_f32_e32 v10, v10
	v_mac_f32_e32 v5, 0xcf800000, v10
	v_cvt_u32_f32_e32 v12, v5
	v_cvt_u32_f32_e32 v13, v10
	v_mov_b32_e32 v5, 0
	v_mul_hi_u32 v14, v12, -7
	v_mul_lo_u32 v15, v13, -7
	v_mul_lo_u32 v10, v12, -7
	v_sub_u32_e32 v8, v14, v12
	v_add_u32_e32 v8, v8, v15
	v_mul_hi_u32 v17, v12, v10
	v_mul_lo_u32 v9, v12, v8
	v_mul_hi_u32 v16, v13, v10
	v_mul_lo_u32 v18, v13, v10
	v_mul_hi_u32 v10, v12, v8
	v_add_co_u32_e32 v9, vcc, v17, v9
	v_mul_hi_u32 v11, v13, v8
	v_addc_co_u32_e32 v10, vcc, 0, v10, vcc
	v_mul_lo_u32 v8, v13, v8
	v_add_co_u32_e32 v9, vcc, v9, v18
	v_addc_co_u32_e32 v9, vcc, v10, v16, vcc
	v_addc_co_u32_e32 v10, vcc, v11, v5, vcc
	v_add_co_u32_e32 v8, vcc, v9, v8
	v_addc_co_u32_e32 v9, vcc, 0, v10, vcc
	v_add_co_u32_e32 v8, vcc, v12, v8
	v_addc_co_u32_e32 v9, vcc, v13, v9, vcc
	v_mul_hi_u32 v10, v8, -7
	v_mul_lo_u32 v11, v9, -7
	v_mul_lo_u32 v19, v8, -7
	v_add_u32_e32 v14, v14, v15
	v_sub_u32_e32 v10, v10, v8
	v_add_u32_e32 v10, v10, v11
	v_mul_lo_u32 v11, v8, v10
	v_mul_hi_u32 v20, v8, v19
	v_mul_hi_u32 v21, v8, v10
	v_sub_u32_e32 v14, v14, v12
	v_mul_lo_u32 v15, v12, v14
	v_add_co_u32_e32 v11, vcc, v20, v11
	v_addc_co_u32_e32 v20, vcc, 0, v21, vcc
	v_mul_lo_u32 v21, v9, v19
	v_add_co_u32_e32 v11, vcc, v11, v21
	v_mul_hi_u32 v11, v9, v19
	v_mul_hi_u32 v19, v9, v10
	v_mul_lo_u32 v10, v9, v10
	v_addc_co_u32_e32 v11, vcc, v20, v11, vcc
	v_addc_co_u32_e32 v19, vcc, v19, v5, vcc
	v_add_co_u32_e32 v10, vcc, v11, v10
	v_addc_co_u32_e32 v11, vcc, 0, v19, vcc
	v_add_co_u32_e32 v10, vcc, v8, v10
	v_addc_co_u32_e32 v11, vcc, v9, v11, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v1, v11, 0
	v_mul_hi_u32 v19, v1, v10
	v_add_co_u32_e32 v19, vcc, v19, v8
	v_addc_co_u32_e32 v20, vcc, 0, v9, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v2, v10, 0
	v_mad_u64_u32 v[10:11], s[0:1], v2, v11, 0
	v_add_co_u32_e32 v8, vcc, v19, v8
	v_addc_co_u32_e32 v8, vcc, v20, v9, vcc
	v_addc_co_u32_e32 v9, vcc, v11, v5, vcc
	v_add_co_u32_e32 v10, vcc, v8, v10
	v_addc_co_u32_e32 v11, vcc, 0, v9, vcc
	v_mul_lo_u32 v19, v11, 7
	v_mad_u64_u32 v[8:9], s[0:1], v10, 7, 0
	v_add_u32_e32 v9, v9, v19
	v_sub_co_u32_e32 v19, vcc, v1, v8
	v_mul_hi_u32 v8, v12, v14
	v_subb_co_u32_e32 v20, vcc, v2, v9, vcc
	v_add_co_u32_e32 v9, vcc, v17, v15
	v_addc_co_u32_e32 v8, vcc, 0, v8, vcc
	v_add_co_u32_e32 v9, vcc, v9, v18
	v_addc_co_u32_e32 v8, vcc, v8, v16, vcc
	v_mul_hi_u32 v16, v13, v14
	v_subrev_co_u32_e64 v15, s[0:1], 7, v19
	v_mul_lo_u32 v14, v13, v14
	v_subbrev_co_u32_e64 v17, s[0:1], 0, v20, s[0:1]
	v_cmp_lt_u32_e64 s[0:1], 6, v15
	v_cndmask_b32_e64 v9, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v17
	v_addc_co_u32_e32 v16, vcc, v16, v5, vcc
	v_cndmask_b32_e64 v9, -1, v9, s[0:1]
	v_add_co_u32_e64 v18, s[0:1], 2, v10
	v_add_co_u32_e32 v8, vcc, v8, v14
	v_addc_co_u32_e64 v21, s[0:1], 0, v11, s[0:1]
	v_addc_co_u32_e32 v14, vcc, 0, v16, vcc
	v_add_co_u32_e64 v22, s[0:1], 1, v10
	v_add_co_u32_e32 v12, vcc, v12, v8
	v_cmp_lt_u32_e64 s[2:3], 6, v19
	v_addc_co_u32_e64 v23, s[0:1], 0, v11, s[0:1]
	v_cndmask_b32_e64 v8, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 0, v20
	v_addc_co_u32_e32 v13, vcc, v13, v14, vcc
	v_cmp_ne_u32_e64 s[0:1], 0, v9
	v_cndmask_b32_e64 v8, -1, v8, s[2:3]
	v_mul_lo_u32 v14, v13, -7
	v_mul_hi_u32 v16, v12, -7
	v_cndmask_b32_e64 v18, v22, v18, s[0:1]
	v_cmp_ne_u32_e64 s[2:3], 0, v8
	v_cndmask_b32_e64 v8, v10, v18, s[2:3]
	v_mul_lo_u32 v10, v12, -7
	v_cndmask_b32_e64 v9, v23, v21, s[0:1]
	v_cndmask_b32_e64 v9, v11, v9, s[2:3]
	v_add_u32_e32 v11, v16, v14
	v_sub_u32_e32 v11, v11, v12
	v_mul_lo_u32 v14, v12, v11
	v_mul_hi_u32 v16, v12, v10
	v_mul_hi_u32 v18, v12, v11
	v_add_co_u32_e32 v14, vcc, v16, v14
	v_addc_co_u32_e32 v16, vcc, 0, v18, vcc
	v_mul_lo_u32 v18, v13, v10
	v_mul_hi_u32 v10, v13, v10
	v_add_co_u32_e32 v14, vcc, v14, v18
	v_mul_hi_u32 v14, v13, v11
	v_mul_lo_u32 v11, v13, v11
	v_addc_co_u32_e32 v10, vcc, v16, v10, vcc
	v_addc_co_u32_e32 v14, vcc, v14, v5, vcc
	v_add_co_u32_e32 v10, vcc, v10, v11
	v_addc_co_u32_e32 v11, vcc, 0, v14, vcc
	v_add_co_u32_e32 v10, vcc, v12, v10
	v_addc_co_u32_e32 v11, vcc, v13, v11, vcc
	v_ashrrev_i32_e32 v12, 31, v2
	v_add_co_u32_e32 v1, vcc, v1, v12
	v_xor_b32_e32 v14, v1, v12
	v_addc_co_u32_e32 v13, vcc, v2, v12, vcc
	v_mad_u64_u32 v[1:2], s[4:5], v14, v11, 0
	v_mul_hi_u32 v16, v14, v10
	v_xor_b32_e32 v13, v13, v12
	v_add_co_u32_e32 v16, vcc, v16, v1
	v_addc_co_u32_e32 v18, vcc, 0, v2, vcc
	v_mad_u64_u32 v[1:2], s[4:5], v13, v10, 0
	v_mad_u64_u32 v[10:11], s[4:5], v13, v11, 0
	v_add_co_u32_e32 v1, vcc, v16, v1
	v_addc_co_u32_e32 v1, vcc, v18, v2, vcc
	v_addc_co_u32_e32 v2, vcc, v11, v5, vcc
	v_add_co_u32_e32 v1, vcc, v1, v10
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	v_mul_lo_u32 v5, v2, 7
	v_mad_u64_u32 v[1:2], s[4:5], 7, v1, 0
	v_or_b32_e32 v16, 0x2000, v0
	global_store_dwordx2 v16, v[8:9], s[8:9]
	v_add_u32_e32 v2, v2, v5
	v_sub_co_u32_e32 v1, vcc, v14, v1
	v_add_u32_e32 v8, 0x2800, v0
	v_subb_co_u32_e32 v2, vcc, v13, v2, vcc
	global_store_dwordx2 v8, v[3:4], s[8:9]
	v_subrev_co_u32_e32 v3, vcc, 7, v1
	v_subbrev_co_u32_e32 v4, vcc, 0, v2, vcc
	v_subrev_co_u32_e32 v5, vcc, 7, v3
	v_subbrev_co_u32_e32 v8, vcc, 0, v4, vcc
	v_cmp_lt_u32_e32 vcc, 6, v3
	v_cndmask_b32_e64 v9, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v9, -1, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v9
	v_cmp_lt_u32_e64 s[4:5], 6, v1
	v_cndmask_b32_e32 v4, v4, v8, vcc
	v_cndmask_b32_e64 v8, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 0, v2
	v_cndmask_b32_e64 v8, -1, v8, s[4:5]
	v_cmp_ne_u32_e64 s[4:5], 0, v8
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_cndmask_b32_e64 v1, v1, v3, s[4:5]
	v_cndmask_b32_e64 v2, v2, v4, s[4:5]
	v_xor_b32_e32 v1, v1, v12
	v_xor_b32_e32 v2, v2, v12
	v_sub_co_u32_e32 v1, vcc, v1, v12
	v_subb_co_u32_e32 v2, vcc, v2, v12, vcc
	v_add_u32_e32 v3, 0x3000, v0
	global_store_dwordx2 v3, v[1:2], s[8:9]
	v_add_u32_e32 v1, 0x3800, v0
	global_store_dwordx2 v1, v[6:7], s[8:9]
	v_subrev_co_u32_e32 v1, vcc, 7, v15
	v_subbrev_co_u32_e32 v2, vcc, 0, v17, vcc
	v_cndmask_b32_e64 v2, v17, v2, s[0:1]
	v_cndmask_b32_e64 v1, v15, v1, s[0:1]
	v_cndmask_b32_e64 v2, v20, v2, s[2:3]
	v_cndmask_b32_e64 v1, v19, v1, s[2:3]
	v_or_b32_e32 v0, 0x4000, v0
	global_store_dwordx2 v0, v[1:2], s[8:9]
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 12
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
	.size	div_div_i64, .Lfunc_end0-div_div_i64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3740
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
    .name:           div_div_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         div_div_i64.kd
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
