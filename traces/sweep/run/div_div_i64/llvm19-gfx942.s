	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	div_div_i64                     ; -- Begin function div_div_i64
	.p2align	8
	.type	div_div_i64,@function
div_div_i64:                            ; @div_div_i64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v14, 3, v0
	v_add_u32_e32 v0, 0x400, v14
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[4:5], v0, s[10:11]
	global_load_dwordx2 v[2:3], v14, s[10:11]
                                        ; implicit-def: $vgpr6_vgpr7
                                        ; implicit-def: $vgpr10_vgpr11
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v4, 1, v4
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v9, v3, v5
	v_cmp_ne_u64_e32 vcc, 0, v[8:9]
	v_ashrrev_i32_e32 v0, 31, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_ashrrev_i32_e32 v6, 31, v5
	v_mov_b32_e32 v7, v6
	v_lshl_add_u64 v[10:11], v[4:5], 0, v[6:7]
	v_xor_b32_e32 v7, v11, v6
	v_xor_b32_e32 v15, v10, v6
	v_cvt_f32_u32_e32 v1, v15
	v_cvt_f32_u32_e32 v9, v7
	v_sub_co_u32_e32 v18, vcc, 0, v15
	v_mov_b32_e32 v17, v8
	v_fmamk_f32 v1, v9, 0x4f800000, v1
	v_rcp_f32_e32 v1, v1
	v_subb_co_u32_e32 v19, vcc, 0, v7, vcc
	v_xor_b32_e32 v6, v0, v6
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v9, 0x2f800000, v1
	v_trunc_f32_e32 v9, v9
	v_fmamk_f32 v1, v9, 0xcf800000, v1
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v9, v9
	v_mul_lo_u32 v12, v19, v1
	v_mad_u64_u32 v[10:11], s[0:1], v18, v1, 0
	v_mul_lo_u32 v13, v18, v9
	v_add3_u32 v11, v11, v13, v12
	v_mad_u64_u32 v[12:13], s[0:1], v1, v11, 0
	v_mul_hi_u32 v16, v1, v10
	v_lshl_add_u64 v[12:13], v[16:17], 0, v[12:13]
	v_mad_u64_u32 v[16:17], s[0:1], v9, v11, 0
	v_mad_u64_u32 v[10:11], s[0:1], v9, v10, 0
	v_add_co_u32_e32 v10, vcc, v12, v10
	s_nop 1
	v_addc_co_u32_e32 v10, vcc, v13, v11, vcc
	v_mov_b32_e32 v11, v8
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[16:17]
	v_add_co_u32_e32 v1, vcc, v1, v10
	v_mul_lo_u32 v13, v19, v1
	s_nop 0
	v_addc_co_u32_e32 v9, vcc, v9, v11, vcc
	v_mul_lo_u32 v12, v18, v9
	v_mad_u64_u32 v[10:11], s[0:1], v18, v1, 0
	v_add3_u32 v11, v11, v12, v13
	v_mad_u64_u32 v[12:13], s[0:1], v9, v11, 0
	v_mad_u64_u32 v[16:17], s[0:1], v9, v10, 0
	v_mad_u64_u32 v[18:19], s[0:1], v1, v11, 0
	v_mul_hi_u32 v10, v1, v10
	v_mov_b32_e32 v11, v8
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[18:19]
	v_add_co_u32_e32 v10, vcc, v10, v16
	s_nop 1
	v_addc_co_u32_e32 v10, vcc, v11, v17, vcc
	v_mov_b32_e32 v11, v8
	s_nop 0
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[12:13]
	v_add_co_u32_e32 v16, vcc, v1, v10
	v_mov_b32_e32 v1, v0
	s_nop 0
	v_addc_co_u32_e32 v9, vcc, v9, v11, vcc
	v_lshl_add_u64 v[10:11], v[2:3], 0, v[0:1]
	v_xor_b32_e32 v18, v10, v0
	v_xor_b32_e32 v1, v11, v0
	v_mad_u64_u32 v[10:11], s[0:1], v18, v9, 0
	v_mul_hi_u32 v12, v18, v16
	v_mov_b32_e32 v13, v8
	v_lshl_add_u64 v[10:11], v[12:13], 0, v[10:11]
	v_mad_u64_u32 v[16:17], s[0:1], v1, v16, 0
	v_mad_u64_u32 v[12:13], s[0:1], v1, v9, 0
	v_add_co_u32_e32 v9, vcc, v10, v16
	s_nop 1
	v_addc_co_u32_e32 v10, vcc, v11, v17, vcc
	v_mov_b32_e32 v11, v8
	s_nop 0
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_lshl_add_u64 v[8:9], v[10:11], 0, v[12:13]
	v_mul_lo_u32 v12, v7, v8
	v_mul_lo_u32 v13, v15, v9
	v_mad_u64_u32 v[10:11], s[0:1], v15, v8, 0
	v_add3_u32 v16, v11, v13, v12
	v_sub_u32_e32 v11, v1, v16
	v_sub_co_u32_e32 v17, vcc, v18, v10
	v_lshl_add_u64 v[12:13], v[8:9], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v18, s[0:1], v11, v7, vcc
	v_sub_co_u32_e64 v19, s[0:1], v17, v15
	v_subb_co_u32_e32 v1, vcc, v1, v16, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v20, s[2:3], 0, v18, s[0:1]
	v_cmp_ge_u32_e64 s[2:3], v20, v7
	v_cmp_ge_u32_e32 vcc, v1, v7
	s_nop 0
	v_cndmask_b32_e64 v10, 0, -1, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v19, v15
	s_nop 1
	v_cndmask_b32_e64 v11, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v20, v7
	s_nop 1
	v_cndmask_b32_e64 v21, v10, v11, s[2:3]
	v_lshl_add_u64 v[10:11], v[8:9], 0, 2
	v_cmp_ne_u32_e64 s[2:3], 0, v21
	s_nop 1
	v_cndmask_b32_e64 v11, v13, v11, s[2:3]
	v_cndmask_b32_e64 v13, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v17, v15
	v_cndmask_b32_e64 v10, v12, v10, s[2:3]
	s_nop 0
	v_cndmask_b32_e64 v16, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v1, v7
	s_nop 1
	v_cndmask_b32_e32 v13, v13, v16, vcc
	v_cmp_ne_u32_e32 vcc, 0, v13
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_xor_b32_e32 v8, v8, v6
	v_xor_b32_e32 v9, v9, v6
	v_sub_co_u32_e64 v10, s[4:5], v8, v6
	s_nop 1
	v_subb_co_u32_e64 v11, s[4:5], v9, v6, s[4:5]
	v_subb_co_u32_e64 v6, s[0:1], v18, v7, s[0:1]
	v_sub_co_u32_e64 v7, s[0:1], v19, v15
	s_nop 1
	v_subbrev_co_u32_e64 v6, s[0:1], 0, v6, s[0:1]
	v_cndmask_b32_e64 v6, v20, v6, s[2:3]
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_cndmask_b32_e64 v6, v19, v7, s[2:3]
	v_cndmask_b32_e32 v6, v17, v6, vcc
	v_xor_b32_e32 v6, v6, v0
	v_xor_b32_e32 v1, v1, v0
	v_sub_co_u32_e32 v6, vcc, v6, v0
	s_nop 1
	v_subb_co_u32_e32 v7, vcc, v1, v0, vcc
.LBB0_2:                                ; %Flow14
	s_or_saveexec_b64 s[0:1], s[6:7]
	v_cvt_f32_u32_e32 v15, v4
	v_sub_u32_e32 v16, 0, v4
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_rcp_iflag_f32_e32 v1, v15
	v_mov_b32_e32 v11, 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v6, v16, v1
	v_mul_hi_u32 v6, v1, v6
	v_add_u32_e32 v1, v1, v6
	v_mul_hi_u32 v1, v2, v1
	v_mul_lo_u32 v6, v1, v4
	v_sub_u32_e32 v6, v2, v6
	v_add_u32_e32 v7, 1, v1
	v_sub_u32_e32 v8, v6, v4
	v_cmp_ge_u32_e32 vcc, v6, v4
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_sub_u32_e32 v7, v6, v4
	v_add_u32_e32 v8, 1, v1
	v_cmp_ge_u32_e32 vcc, v6, v4
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_cndmask_b32_e32 v10, v1, v8, vcc
	v_mov_b32_e32 v7, v11
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	v_cvt_f32_ubyte0_e32 v1, 7
	v_mov_b32_e32 v8, 0x4f800000
	v_fmac_f32_e32 v1, 0, v8
	v_rcp_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v8, 0x2f800000, v1
	v_trunc_f32_e32 v8, v8
	v_fmac_f32_e32 v1, 0xcf800000, v8
	v_cvt_u32_f32_e32 v12, v8
	v_cvt_u32_f32_e32 v1, v1
	v_add_u32_e32 v8, 0x800, v14
	global_store_dwordx2 v8, v[10:11], s[8:9]
	v_mul_lo_u32 v8, v12, -7
	v_mul_hi_u32 v9, v1, -7
	v_add_u32_e32 v8, v9, v8
	v_sub_u32_e32 v13, v8, v1
	v_mul_lo_u32 v17, v1, -7
	v_mul_hi_u32 v11, v1, v13
	v_mul_lo_u32 v10, v1, v13
	v_mul_hi_u32 v8, v1, v17
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[10:11]
	v_mul_hi_u32 v8, v12, v17
	v_mul_lo_u32 v17, v12, v17
	v_add_co_u32_e32 v10, vcc, v10, v17
	v_mul_hi_u32 v18, v12, v13
	s_nop 0
	v_addc_co_u32_e32 v8, vcc, v11, v8, vcc
	v_mul_lo_u32 v10, v12, v13
	s_nop 0
	v_addc_co_u32_e32 v11, vcc, 0, v18, vcc
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[10:11]
	v_add_co_u32_e32 v1, vcc, v1, v10
	v_mul_hi_u32 v10, v1, -7
	s_nop 0
	v_addc_co_u32_e32 v12, vcc, v12, v11, vcc
	v_mul_lo_u32 v8, v12, -7
	v_add_u32_e32 v8, v10, v8
	v_sub_u32_e32 v13, v8, v1
	v_mul_lo_u32 v8, v1, -7
	v_mul_hi_u32 v18, v12, v8
	v_mul_lo_u32 v19, v12, v8
	v_mul_hi_u32 v11, v1, v13
	v_mul_lo_u32 v10, v1, v13
	v_mul_hi_u32 v8, v1, v8
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[10:11]
	v_add_co_u32_e32 v8, vcc, v10, v19
	v_mul_hi_u32 v17, v12, v13
	s_nop 0
	v_addc_co_u32_e32 v8, vcc, v11, v18, vcc
	v_mul_lo_u32 v10, v12, v13
	s_nop 0
	v_addc_co_u32_e32 v11, vcc, 0, v17, vcc
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[10:11]
	v_add_co_u32_e32 v17, vcc, v1, v10
	v_mov_b32_e32 v1, v0
	s_nop 0
	v_addc_co_u32_e32 v12, vcc, v12, v11, vcc
	v_lshl_add_u64 v[10:11], v[2:3], 0, v[0:1]
	v_xor_b32_e32 v20, v10, v0
	v_xor_b32_e32 v1, v11, v0
	v_mad_u64_u32 v[10:11], s[0:1], v20, v12, 0
	v_mul_hi_u32 v8, v20, v17
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[10:11]
	v_mad_u64_u32 v[18:19], s[0:1], v1, v17, 0
	v_add_co_u32_e32 v8, vcc, v10, v18
	v_mad_u64_u32 v[12:13], s[0:1], v1, v12, 0
	s_nop 0
	v_addc_co_u32_e32 v8, vcc, v11, v19, vcc
	s_nop 1
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[12:13]
	v_mad_u64_u32 v[12:13], s[0:1], v10, 7, 0
	v_mov_b32_e32 v8, v13
	v_mad_u64_u32 v[18:19], s[0:1], v11, 7, v[8:9]
	v_sub_co_u32_e32 v8, vcc, v20, v12
	v_cmp_lt_u32_e64 s[0:1], 6, v8
	s_nop 0
	v_subb_co_u32_e32 v1, vcc, v1, v18, vcc
	v_subrev_co_u32_e32 v12, vcc, 7, v8
	v_cndmask_b32_e64 v8, 0, -1, s[0:1]
	s_nop 0
	v_subbrev_co_u32_e32 v13, vcc, 0, v1, vcc
	v_cmp_lt_u32_e32 vcc, 6, v12
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	v_lshl_add_u64 v[18:19], v[10:11], 0, 1
	v_cndmask_b32_e64 v12, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v13
	v_cndmask_b32_e64 v1, -1, v8, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 0, v1
	v_cndmask_b32_e32 v17, -1, v12, vcc
	v_lshl_add_u64 v[12:13], v[10:11], 0, 2
	v_cmp_ne_u32_e32 vcc, 0, v17
	s_nop 1
	v_cndmask_b32_e32 v8, v18, v12, vcc
	v_cndmask_b32_e32 v13, v19, v13, vcc
	v_cndmask_b32_e64 v8, v10, v8, s[0:1]
	v_cndmask_b32_e64 v1, v11, v13, s[0:1]
	v_xor_b32_e32 v8, v8, v0
	v_xor_b32_e32 v1, v1, v0
	v_sub_co_u32_e32 v10, vcc, v8, v0
                                        ; implicit-def: $vgpr12_vgpr13
	s_nop 1
	v_subb_co_u32_e32 v11, vcc, v1, v0, vcc
	v_add_u32_e32 v1, 0x1000, v14
	global_store_dwordx2 v1, v[10:11], s[8:9]
	v_or_b32_e32 v11, v3, v5
	v_mov_b32_e32 v10, v9
	v_cmp_ne_u64_e32 vcc, 0, v[10:11]
                                        ; implicit-def: $vgpr10_vgpr11
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[4:5], exec, s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_cvt_f32_u32_e32 v1, v4
	v_cvt_f32_u32_e32 v8, v5
	v_sub_co_u32_e32 v18, vcc, 0, v4
	v_fmac_f32_e32 v1, 0x4f800000, v8
	v_rcp_f32_e32 v1, v1
	v_subb_co_u32_e32 v19, vcc, 0, v5, vcc
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v8, 0x2f800000, v1
	v_trunc_f32_e32 v8, v8
	v_fmac_f32_e32 v1, 0xcf800000, v8
	v_cvt_u32_f32_e32 v15, v8
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v8, v18, v15
	v_mul_lo_u32 v12, v19, v1
	v_mad_u64_u32 v[10:11], s[0:1], v18, v1, 0
	v_add3_u32 v11, v11, v8, v12
	v_mad_u64_u32 v[12:13], s[0:1], v1, v11, 0
	v_mul_hi_u32 v8, v1, v10
	v_lshl_add_u64 v[12:13], v[8:9], 0, v[12:13]
	v_mad_u64_u32 v[16:17], s[0:1], v15, v11, 0
	v_mad_u64_u32 v[10:11], s[0:1], v15, v10, 0
	v_add_co_u32_e32 v8, vcc, v12, v10
	s_nop 1
	v_addc_co_u32_e32 v8, vcc, v13, v11, vcc
	s_nop 1
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[16:17]
	v_add_co_u32_e32 v1, vcc, v1, v10
	v_mul_lo_u32 v12, v19, v1
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, v15, v11, vcc
	v_mul_lo_u32 v8, v18, v15
	v_mad_u64_u32 v[10:11], s[0:1], v18, v1, 0
	v_add3_u32 v8, v11, v8, v12
	v_mad_u64_u32 v[12:13], s[0:1], v15, v8, 0
	v_mad_u64_u32 v[18:19], s[0:1], v1, v8, 0
	v_mul_hi_u32 v8, v1, v10
	v_mad_u64_u32 v[16:17], s[0:1], v15, v10, 0
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[18:19]
	v_add_co_u32_e32 v8, vcc, v10, v16
	s_nop 1
	v_addc_co_u32_e32 v8, vcc, v11, v17, vcc
	s_nop 1
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[12:13]
	v_add_co_u32_e32 v1, vcc, v1, v10
	v_mul_hi_u32 v8, v2, v1
	s_nop 0
	v_addc_co_u32_e32 v12, vcc, v15, v11, vcc
	v_mad_u64_u32 v[10:11], s[0:1], v2, v12, 0
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[10:11]
	v_mad_u64_u32 v[16:17], s[0:1], v3, v1, 0
	v_add_co_u32_e32 v1, vcc, v10, v16
	v_mad_u64_u32 v[12:13], s[0:1], v3, v12, 0
	s_nop 0
	v_addc_co_u32_e32 v8, vcc, v11, v17, vcc
	s_nop 1
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[12:13]
	v_mul_lo_u32 v1, v5, v8
	v_mul_lo_u32 v12, v4, v9
	v_mad_u64_u32 v[10:11], s[0:1], v4, v8, 0
	v_add3_u32 v1, v11, v12, v1
	v_sub_u32_e32 v11, v3, v1
	v_sub_co_u32_e32 v15, vcc, v2, v10
	v_lshl_add_u64 v[12:13], v[8:9], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v16, s[0:1], v11, v5, vcc
	v_sub_co_u32_e64 v17, s[0:1], v15, v4
	v_subb_co_u32_e32 v1, vcc, v3, v1, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v18, s[2:3], 0, v16, s[0:1]
	v_cmp_ge_u32_e64 s[2:3], v18, v5
	v_cmp_ge_u32_e32 vcc, v1, v5
	s_nop 0
	v_cndmask_b32_e64 v10, 0, -1, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v17, v4
	s_nop 1
	v_cndmask_b32_e64 v11, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v18, v5
	s_nop 1
	v_cndmask_b32_e64 v19, v10, v11, s[2:3]
	v_lshl_add_u64 v[10:11], v[8:9], 0, 2
	v_cmp_ne_u32_e64 s[2:3], 0, v19
	s_nop 1
	v_cndmask_b32_e64 v11, v13, v11, s[2:3]
	v_cndmask_b32_e64 v13, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v15, v4
	s_nop 1
	v_cndmask_b32_e64 v19, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v1, v5
	v_subb_co_u32_e64 v5, s[0:1], v16, v5, s[0:1]
	v_sub_co_u32_e64 v4, s[0:1], v17, v4
	v_cndmask_b32_e32 v13, v13, v19, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v5, s[0:1], 0, v5, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v13
	v_cndmask_b32_e64 v5, v18, v5, s[2:3]
                                        ; implicit-def: $vgpr16
	s_nop 0
	v_cndmask_b32_e32 v13, v9, v11, vcc
	v_cndmask_b32_e64 v9, v12, v10, s[2:3]
	v_cndmask_b32_e32 v11, v1, v5, vcc
	v_cndmask_b32_e64 v1, v17, v4, s[2:3]
	v_cndmask_b32_e32 v12, v8, v9, vcc
	v_cndmask_b32_e32 v10, v15, v1, vcc
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr4_vgpr5
.LBB0_6:                                ; %Flow
	s_andn2_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_rcp_iflag_f32_e32 v1, v15
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v11, v13
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v5, v16, v1
	v_mul_hi_u32 v5, v1, v5
	v_add_u32_e32 v1, v1, v5
	v_mul_hi_u32 v1, v2, v1
	v_mul_lo_u32 v5, v1, v4
	v_sub_u32_e32 v5, v2, v5
	v_add_u32_e32 v8, 1, v1
	v_sub_u32_e32 v9, v5, v4
	v_cmp_ge_u32_e32 vcc, v5, v4
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v9, vcc
	v_cndmask_b32_e32 v1, v1, v8, vcc
	v_sub_u32_e32 v8, v5, v4
	v_add_u32_e32 v9, 1, v1
	v_cmp_ge_u32_e32 vcc, v5, v4
	s_nop 1
	v_cndmask_b32_e32 v10, v5, v8, vcc
	v_cndmask_b32_e32 v12, v1, v9, vcc
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v1, 0x1800, v14
	s_mov_b32 s6, 0x92492492
	s_mov_b32 s7, 0x24924924
	global_store_dwordx2 v1, v[12:13], s[8:9]
	v_mad_u64_u32 v[8:9], s[0:1], v2, s7, 0
	v_mul_hi_u32 v12, v2, s6
	v_mov_b32_e32 v13, 0
	v_mad_u64_u32 v[4:5], s[0:1], v3, s6, 0
	v_lshl_add_u64 v[8:9], v[12:13], 0, v[8:9]
	v_add_co_u32_e32 v4, vcc, v8, v4
	v_mad_u64_u32 v[16:17], s[0:1], v3, s7, 0
	s_nop 0
	v_addc_co_u32_e32 v12, vcc, v9, v5, vcc
	v_or_b32_e32 v1, 0x2000, v14
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_lshl_add_u64 v[4:5], v[12:13], 0, v[16:17]
	v_mad_u64_u32 v[8:9], s[0:1], v4, 7, 0
	v_mov_b32_e32 v12, v9
	v_mad_u64_u32 v[16:17], s[0:1], v5, 7, v[12:13]
	v_sub_co_u32_e32 v15, vcc, v2, v8
	s_nop 1
	v_subb_co_u32_e32 v18, vcc, v3, v16, vcc
	v_subrev_co_u32_e32 v19, vcc, 7, v15
	v_lshl_add_u64 v[16:17], v[4:5], 0, 1
	s_nop 0
	v_subbrev_co_u32_e32 v20, vcc, 0, v18, vcc
	v_cmp_lt_u32_e32 vcc, 6, v19
	s_nop 1
	v_cndmask_b32_e64 v8, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v20
	s_nop 1
	v_cndmask_b32_e32 v12, -1, v8, vcc
	v_cmp_lt_u32_e32 vcc, 6, v15
	v_cmp_ne_u32_e64 s[0:1], 0, v12
	v_lshl_add_u64 v[8:9], v[4:5], 0, 2
	v_cndmask_b32_e64 v12, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v18
	v_cndmask_b32_e64 v9, v17, v9, s[0:1]
	v_cndmask_b32_e64 v8, v16, v8, s[0:1]
	v_cndmask_b32_e32 v12, -1, v12, vcc
	v_cmp_ne_u32_e64 s[2:3], 0, v12
	s_nop 1
	v_cndmask_b32_e64 v5, v5, v9, s[2:3]
	v_cndmask_b32_e64 v4, v4, v8, s[2:3]
	global_store_dwordx2 v1, v[4:5], s[8:9]
	v_add_u32_e32 v1, 0x2800, v14
	global_store_dwordx2 v1, v[6:7], s[8:9]
	v_mov_b32_e32 v1, v0
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[0:1]
	v_xor_b32_e32 v8, v2, v0
	v_xor_b32_e32 v1, v3, v0
	v_mad_u64_u32 v[4:5], s[4:5], v8, s7, 0
	v_mul_hi_u32 v12, v8, s6
	v_mad_u64_u32 v[2:3], s[4:5], v1, s6, 0
	v_lshl_add_u64 v[4:5], v[12:13], 0, v[4:5]
	v_add_co_u32_e32 v2, vcc, v4, v2
	v_mad_u64_u32 v[6:7], s[4:5], v1, s7, 0
	s_nop 0
	v_addc_co_u32_e32 v12, vcc, v5, v3, vcc
	s_nop 1
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	v_lshl_add_u64 v[2:3], v[12:13], 0, v[6:7]
	v_mad_u64_u32 v[4:5], s[4:5], v2, 7, 0
	v_mov_b32_e32 v2, v5
	v_mad_u64_u32 v[2:3], s[4:5], v3, 7, v[2:3]
	v_sub_co_u32_e32 v3, vcc, v8, v4
	v_cmp_lt_u32_e64 s[4:5], 6, v3
	s_nop 0
	v_subb_co_u32_e32 v1, vcc, v1, v2, vcc
	v_subrev_co_u32_e32 v2, vcc, 7, v3
	s_nop 1
	v_subbrev_co_u32_e32 v4, vcc, 0, v1, vcc
	v_subrev_co_u32_e32 v5, vcc, 7, v2
	s_nop 1
	v_subbrev_co_u32_e32 v6, vcc, 0, v4, vcc
	v_cmp_lt_u32_e32 vcc, 6, v2
	s_nop 1
	v_cndmask_b32_e64 v7, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_nop 1
	v_cndmask_b32_e32 v7, -1, v7, vcc
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_nop 1
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_cndmask_b32_e64 v6, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 0, v1
	v_cndmask_b32_e32 v2, v2, v5, vcc
	s_nop 0
	v_cndmask_b32_e64 v6, -1, v6, s[4:5]
	v_cmp_ne_u32_e64 s[4:5], 0, v6
	s_nop 1
	v_cndmask_b32_e64 v2, v3, v2, s[4:5]
	v_cndmask_b32_e64 v1, v1, v4, s[4:5]
	v_xor_b32_e32 v2, v2, v0
	v_xor_b32_e32 v1, v1, v0
	v_sub_co_u32_e32 v2, vcc, v2, v0
	s_nop 1
	v_subb_co_u32_e32 v3, vcc, v1, v0, vcc
	v_add_u32_e32 v0, 0x3000, v14
	global_store_dwordx2 v0, v[2:3], s[8:9]
	v_add_u32_e32 v0, 0x3800, v14
	global_store_dwordx2 v0, v[10:11], s[8:9]
	v_subrev_co_u32_e32 v0, vcc, 7, v19
	v_cndmask_b32_e64 v0, v19, v0, s[0:1]
	s_nop 0
	v_subbrev_co_u32_e32 v1, vcc, 0, v20, vcc
	v_cndmask_b32_e64 v1, v20, v1, s[0:1]
	v_cndmask_b32_e64 v1, v18, v1, s[2:3]
	v_cndmask_b32_e64 v0, v15, v0, s[2:3]
	v_or_b32_e32 v2, 0x4000, v14
	global_store_dwordx2 v2, v[0:1], s[8:9]
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 1
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
	.size	div_div_i64, .Lfunc_end0-div_div_i64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3068
; NumSgprs: 18
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         div_div_i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
