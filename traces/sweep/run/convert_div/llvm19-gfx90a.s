	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	convert_div                     ; -- Begin function convert_div
	.p2align	8
	.type	convert_div,@function
convert_div:                            ; @convert_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[6:7], 0x0
	v_and_b32_e32 v16, 0x3ff, v0
	v_lshlrev_b32_e32 v1, 3, v16
	s_movk_i32 s0, 0x1ff
	v_lshlrev_b32_e32 v17, 2, v16
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[4:5], v1, s[10:11]
	v_add_u32_e32 v9, 0x400, v17
	s_movk_i32 s1, 0xffe
	v_mov_b32_e32 v2, 0x7c00
	s_movk_i32 s2, 0x40f
	s_mov_b32 s3, 0x8000
	v_lshlrev_b32_e32 v18, 1, v16
	v_add_u32_e32 v19, 0x600, v18
	v_add_u32_e32 v11, 0x400, v18
	v_or_b32_e32 v26, 0x1000, v17
	v_add_u32_e32 v29, 0x3000, v1
	v_add_u32_e32 v28, 0x2800, v1
	v_add_u32_e32 v30, 0xe00, v18
	v_or_b32_e32 v31, 0x1000, v18
	v_add_u32_e32 v32, 0x2400, v17
	v_add_u32_e32 v33, 0x2800, v17
	v_add_u32_e32 v34, 0x5800, v1
	v_or_b32_e32 v35, 0x6000, v1
	v_add_u32_e32 v36, 0x1a00, v18
	v_add_u32_e32 v37, 0x1c00, v18
	v_add_u32_e32 v38, 0x3c00, v17
	v_or_b32_e32 v39, 0x4000, v17
	v_add_u32_e32 v40, 0x8800, v1
	v_add_u32_e32 v41, 0x9000, v1
	s_mov_b32 s7, 0xc3000000
	s_mov_b32 s10, 0x42fe0000
	s_mov_b32 s11, 0x437f0000
	s_mov_b32 s12, 0xc7000000
	s_mov_b32 s13, 0x46fffe00
	s_mov_b32 s14, 0x477fff00
	s_mov_b32 s15, 0xcf000000
	s_mov_b32 s16, 0x4effffff
	s_mov_b32 s17, 0x4f7fffff
	s_mov_b32 s18, 0x2f800000
	s_mov_b32 s19, 0xcf800000
	v_mov_b32_e32 v3, 0
	s_mov_b32 s20, 0xdf000000
	s_mov_b32 s21, 0x5effffff
	s_mov_b32 s22, 0x5f7fffff
	s_mov_b32 s6, -1
	s_waitcnt vmcnt(0)
	v_and_or_b32 v12, v5, s0, v4
	v_cvt_f32_f64_e32 v7, v[4:5]
	v_cmp_ne_u32_e32 vcc, 0, v12
	v_lshrrev_b32_e32 v20, 8, v5
	v_bfe_u32 v13, v5, 20, 11
	v_bfe_i32 v10, v4, 0, 8
	global_store_dword v9, v7, s[8:9]
	v_cndmask_b32_e64 v9, 0, 1, vcc
	v_sub_u32_e32 v21, 0x3f1, v13
	v_bfe_i32 v22, v10, 0, 16
	v_and_or_b32 v9, v20, s1, v9
	v_and_b32_e32 v6, 1, v4
	v_med3_i32 v23, v21, 0, 13
	v_cvt_f32_i32_e32 v49, v22
	v_cvt_f64_i32_e32 v[20:21], v22
	v_or_b32_e32 v22, 0x1000, v9
	v_cmp_eq_u32_e32 vcc, 1, v6
	v_lshrrev_b32_e32 v52, v23, v22
	v_add_u32_e32 v25, 0xfffffc10, v13
	v_cndmask_b32_e64 v42, 0, -1.0, vcc
	v_cndmask_b32_e64 v46, 0, 1.0, vcc
	v_cndmask_b32_e64 v47, 0, -1, vcc
	v_cndmask_b32_e64 v48, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v9
	v_lshlrev_b32_e32 v23, v23, v52
	v_lshl_or_b32 v50, v25, 12, v9
	v_cndmask_b32_e64 v9, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, v23, v22
	v_cvt_f64_i32_e32 v[22:23], v47
	v_cndmask_b32_e64 v47, 0, 1, vcc
	v_or_b32_e32 v47, v52, v47
	v_cmp_gt_i32_e32 vcc, 1, v25
	v_cndmask_b32_e32 v47, v50, v47, vcc
	v_and_b32_e32 v50, 7, v47
	v_cmp_lt_i32_e32 vcc, 5, v50
	v_cmp_eq_u32_e64 s[0:1], 3, v50
	v_lshrrev_b32_e32 v47, 2, v47
	s_or_b64 vcc, s[0:1], vcc
	v_addc_co_u32_e32 v47, vcc, 0, v47, vcc
	v_cmp_gt_i32_e32 vcc, 31, v25
	v_lshl_or_b32 v9, v9, 9, v2
	v_cndmask_b32_e32 v2, v2, v47, vcc
	v_cmp_eq_u32_e32 vcc, s2, v25
	v_lshrrev_b32_e32 v24, 16, v5
	v_cndmask_b32_e32 v2, v2, v9, vcc
	v_cvt_f16_f32_e32 v27, v7
	v_and_or_b32 v2, v24, s3, v2
	v_cvt_f32_f16_e32 v47, v2
	v_cvt_f16_f32_e32 v45, v42
	v_and_b32_e32 v8, 0xff, v4
	v_cvt_f64_f32_e32 v[12:13], v7
	v_cvt_f16_f32_e32 v51, v46
	global_store_short v19, v27, s[8:9]
	global_store_short v11, v2, s[8:9]
	global_store_dword v26, v47, s[8:9]
	v_cvt_f16_i16_e32 v19, v4
	v_add_u32_e32 v9, 0x2600, v18
	v_cvt_f32_ubyte0_e32 v0, v4
	v_cvt_f16_i16_e32 v43, v10
	v_cvt_f16_u16_e32 v44, v8
	v_cvt_f64_u32_e32 v[14:15], v8
	v_cvt_f64_u32_e32 v[24:25], v48
	v_cvt_f64_f32_e32 v[26:27], v47
	global_store_dwordx2 v29, v[12:13], s[8:9]
	global_store_dwordx2 v28, v[26:27], s[8:9]
	global_store_short v30, v45, s[8:9]
	global_store_short v31, v51, s[8:9]
	global_store_dword v32, v42, s[8:9]
	global_store_dword v33, v46, s[8:9]
	global_store_dwordx2 v34, v[22:23], s[8:9]
	global_store_dwordx2 v35, v[24:25], s[8:9]
	global_store_short v36, v43, s[8:9]
	global_store_short v37, v44, s[8:9]
	global_store_dword v38, v49, s[8:9]
	global_store_dword v39, v0, s[8:9]
	global_store_dwordx2 v40, v[20:21], s[8:9]
	global_store_dwordx2 v41, v[14:15], s[8:9]
	global_store_short v9, v19, s[8:9]
	v_cvt_f16_u16_e32 v9, v4
	v_or_b32_e32 v11, 0x2800, v18
	v_bfe_i32 v12, v4, 0, 16
	global_store_short v11, v9, s[8:9]
	v_cvt_f32_i32_e32 v9, v12
	v_and_b32_e32 v14, 0xffff, v4
	v_cvt_f32_u32_e32 v11, v14
	v_add_u32_e32 v13, 0x5400, v17
	global_store_dword v13, v9, s[8:9]
	v_add_u32_e32 v9, 0x5800, v17
	global_store_dword v9, v11, s[8:9]
	v_cvt_f64_i32_e32 v[20:21], v12
	v_add_u32_e32 v9, 0xb800, v1
	global_store_dwordx2 v9, v[20:21], s[8:9]
	v_cvt_f32_i32_e32 v9, v4
	v_cvt_f32_u32_e32 v13, v4
	v_cvt_f64_u32_e32 v[20:21], v14
	v_or_b32_e32 v11, 0xc000, v1
	v_cvt_f16_f32_e32 v9, v9
	v_cvt_f16_f32_e32 v13, v13
	global_store_dwordx2 v11, v[20:21], s[8:9]
	v_add_u32_e32 v11, 0x3200, v18
	global_store_short v11, v9, s[8:9]
	v_add_u32_e32 v9, 0x3400, v18
	v_cvt_f32_i32_e32 v11, v4
	global_store_short v9, v13, s[8:9]
	v_cvt_f32_u32_e32 v9, v4
	v_add_u32_e32 v13, 0x6c00, v17
	global_store_dword v13, v11, s[8:9]
	v_or_b32_e32 v11, 0x7000, v17
	global_store_dword v11, v9, s[8:9]
	v_cvt_f64_i32_e32 v[20:21], v4
	v_add_u32_e32 v9, 0xe800, v1
	global_store_dwordx2 v9, v[20:21], s[8:9]
	v_add_u32_e32 v9, 0xf000, v1
	v_cvt_f64_u32_e32 v[20:21], v4
	global_store_dwordx2 v9, v[20:21], s[8:9]
	v_xor_b32_e32 v9, v4, v5
	v_ashrrev_i32_e32 v9, 31, v9
	v_ffbh_i32_e32 v11, v5
	v_add_u32_e32 v9, 32, v9
	v_add_u32_e32 v11, -1, v11
	v_min_u32_e32 v9, v11, v9
	v_lshlrev_b64 v[22:23], v9, v[4:5]
	v_ffbh_u32_e32 v13, v5
	v_min_u32_e32 v11, 1, v22
	v_min_u32_e32 v13, 32, v13
	v_or_b32_e32 v11, v23, v11
	v_lshlrev_b64 v[22:23], v13, v[4:5]
	v_min_u32_e32 v15, 1, v22
	v_cvt_f32_i32_e32 v11, v11
	v_or_b32_e32 v15, v23, v15
	v_cvt_f32_u32_e32 v15, v15
	v_sub_u32_e32 v9, 32, v9
	v_ldexp_f32 v9, v11, v9
	v_sub_u32_e32 v13, 32, v13
	v_cvt_f16_f32_e32 v11, v9
	v_ldexp_f32 v13, v15, v13
	v_cvt_f16_f32_e32 v15, v13
	v_add_u32_e32 v22, 0x3e00, v18
	global_store_short v22, v11, s[8:9]
	v_or_b32_e32 v11, 0x4000, v18
	global_store_short v11, v15, s[8:9]
	v_add_u32_e32 v11, 0x8400, v17
	v_cvt_f64_i32_e32 v[22:23], v5
	global_store_dword v11, v9, s[8:9]
	v_add_u32_e32 v9, 0x8800, v17
	v_ldexp_f64 v[22:23], v[22:23], 32
	global_store_dword v9, v13, s[8:9]
	v_add_f64 v[22:23], v[22:23], v[20:21]
	v_add_u32_e32 v9, 0x11800, v1
	global_store_dwordx2 v9, v[22:23], s[8:9]
	v_cvt_f64_u32_e32 v[22:23], v5
	v_ldexp_f64 v[22:23], v[22:23], 32
	v_cvt_i32_f32_e32 v13, v47
	v_add_f64 v[20:21], v[22:23], v[20:21]
	v_or_b32_e32 v9, 0x12000, v1
	global_store_dwordx2 v9, v[20:21], s[8:9]
	v_add_u32_e32 v9, 0x2500, v16
	v_cvt_i16_f16_e32 v11, v2
	v_cvt_u32_f32_e32 v21, v47
	global_store_byte v9, v11, s[8:9]
	v_add_u32_e32 v9, 0x2600, v16
	v_mov_b32_e32 v15, 0xffffff80
	v_cmp_le_f32_e32 vcc, s7, v47
	global_store_byte v9, v11, s[8:9]
	v_cndmask_b32_e32 v9, v15, v13, vcc
	v_mov_b32_e32 v24, 0x7f
	v_cmp_nlt_f32_e32 vcc, s10, v47
	v_cndmask_b32_e32 v9, v24, v9, vcc
	v_cmp_u_f32_e64 s[0:1], v47, v47
	v_cmp_nle_f32_e32 vcc, 0, v47
	v_cndmask_b32_e64 v9, v9, 0, s[0:1]
	v_add_u32_e32 v20, 0x2700, v16
	v_cndmask_b32_e64 v21, v21, 0, vcc
	v_mov_b32_e32 v25, 0xff
	v_cmp_nlt_f32_e64 s[2:3], s11, v47
	global_store_byte v20, v9, s[8:9]
	v_cndmask_b32_e64 v9, v25, v21, s[2:3]
	v_or_b32_e32 v20, 0x2800, v16
	global_store_byte v20, v9, s[8:9]
	v_add_u32_e32 v9, 0x5200, v18
	global_store_short v9, v11, s[8:9]
	v_cvt_u16_f16_e32 v2, v2
	v_add_u32_e32 v9, 0x5400, v18
	v_mov_b32_e32 v26, 0xffff8000
	v_cmp_le_f32_e64 s[2:3], s12, v47
	global_store_short v9, v2, s[8:9]
	v_cndmask_b32_e64 v2, v26, v13, s[2:3]
	v_mov_b32_e32 v27, 0x7fff
	v_cmp_nlt_f32_e64 s[2:3], s13, v47
	v_cndmask_b32_e64 v2, v27, v2, s[2:3]
	v_cndmask_b32_e64 v2, v2, 0, s[0:1]
	v_add_u32_e32 v9, 0x5600, v18
	v_cmp_nlt_f32_e64 s[2:3], s14, v47
	global_store_short v9, v2, s[8:9]
	v_cndmask_b32_e64 v2, -1, v21, s[2:3]
	v_or_b32_e32 v9, 0x5800, v18
	v_cvt_i32_f32_e32 v20, v47
	global_store_short v9, v2, s[8:9]
	v_cvt_u32_f32_e32 v2, v47
	v_add_u32_e32 v9, 0xb400, v17
	global_store_dword v9, v20, s[8:9]
	v_add_u32_e32 v9, 0xb800, v17
	global_store_dword v9, v2, s[8:9]
	v_bfrev_b32_e32 v9, 1
	v_cmp_le_f32_e64 s[2:3], s15, v47
	v_cndmask_b32_e64 v13, v9, v13, s[2:3]
	v_bfrev_b32_e32 v11, -2
	v_cmp_nlt_f32_e64 s[2:3], s16, v47
	v_cndmask_b32_e64 v13, v11, v13, s[2:3]
	v_cndmask_b32_e64 v13, v13, 0, s[0:1]
	v_add_u32_e32 v22, 0xbc00, v17
	v_cmp_nlt_f32_e64 s[2:3], s17, v47
	global_store_dword v22, v13, s[8:9]
	v_cndmask_b32_e64 v13, -1, v21, s[2:3]
	v_or_b32_e32 v21, 0xc000, v17
	global_store_dword v21, v13, s[8:9]
	v_ashrrev_i32_e32 v21, 31, v20
	v_add_u32_e32 v13, 0x18800, v1
	v_trunc_f32_e32 v22, v47
	global_store_dwordx2 v13, v[20:21], s[8:9]
	v_mul_f32_e64 v20, |v22|, s18
	v_floor_f32_e32 v20, v20
	v_fma_f32 v21, v20, s19, |v22|
	v_cvt_u32_f32_e32 v20, v20
	v_cvt_u32_f32_e32 v21, v21
	v_add_u32_e32 v13, 0x19000, v1
	global_store_dwordx2 v13, v[2:3], s[8:9]
	v_ashrrev_i32_e32 v2, 31, v22
	v_xor_b32_e32 v13, v20, v2
	v_xor_b32_e32 v20, v21, v2
	v_sub_co_u32_e64 v20, s[2:3], v20, v2
	v_subb_co_u32_e64 v2, s[2:3], v13, v2, s[2:3]
	v_cmp_nle_f32_e64 s[2:3], s20, v47
	v_mul_f32_e32 v13, 0x2f800000, v22
	v_cndmask_b32_e64 v2, v2, v9, s[2:3]
	v_cmp_lt_f32_e64 s[4:5], s21, v47
	v_floor_f32_e32 v13, v13
	v_cndmask_b32_e64 v2, v2, v11, s[4:5]
	v_cvt_u32_f32_e32 v23, v13
	v_fmac_f32_e32 v22, 0xcf800000, v13
	v_cndmask_b32_e64 v21, v2, 0, s[0:1]
	v_cndmask_b32_e64 v2, v20, 0, s[2:3]
	v_cvt_u32_f32_e32 v13, v22
	v_cndmask_b32_e64 v2, v2, -1, s[4:5]
	v_cndmask_b32_e64 v20, v2, 0, s[0:1]
	v_add_u32_e32 v2, 0x19800, v1
	global_store_dwordx2 v2, v[20:21], s[8:9]
	v_cndmask_b32_e64 v2, v23, 0, vcc
	v_cmp_lt_f32_e64 s[0:1], s22, v47
	v_cndmask_b32_e64 v21, v2, -1, s[0:1]
	v_cndmask_b32_e64 v2, v13, 0, vcc
	v_cndmask_b32_e64 v20, v2, -1, s[0:1]
	v_cvt_i32_f32_e32 v2, v7
	v_or_b32_e32 v13, 0x1a000, v1
	global_store_dwordx2 v13, v[20:21], s[8:9]
	v_add_u32_e32 v13, 0x3500, v16
	global_store_byte v13, v2, s[8:9]
	v_add_u32_e32 v13, 0x3600, v16
	v_cmp_le_f32_e32 vcc, s7, v7
	v_cvt_u32_f32_e32 v20, v7
	global_store_byte v13, v2, s[8:9]
	v_cndmask_b32_e32 v13, v15, v2, vcc
	v_cmp_nlt_f32_e32 vcc, s10, v7
	v_cndmask_b32_e32 v13, v24, v13, vcc
	v_cmp_u_f32_e32 vcc, v7, v7
	v_cndmask_b32_e64 v13, v13, 0, vcc
	v_add_u32_e32 v21, 0x3700, v16
	v_cmp_nle_f32_e64 s[0:1], 0, v7
	global_store_byte v21, v13, s[8:9]
	v_cndmask_b32_e64 v13, v20, 0, s[0:1]
	v_cmp_nlt_f32_e64 s[2:3], s11, v7
	v_cndmask_b32_e64 v21, v25, v13, s[2:3]
	v_or_b32_e32 v22, 0x3800, v16
	global_store_byte v22, v21, s[8:9]
	v_add_u32_e32 v21, 0x7200, v18
	global_store_short v21, v2, s[8:9]
	v_add_u32_e32 v21, 0x7400, v18
	v_cmp_le_f32_e64 s[2:3], s12, v7
	global_store_short v21, v20, s[8:9]
	v_cndmask_b32_e64 v21, v26, v2, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], s13, v7
	v_cndmask_b32_e64 v21, v27, v21, s[2:3]
	v_cndmask_b32_e64 v21, v21, 0, vcc
	v_add_u32_e32 v22, 0x7600, v18
	v_cmp_nlt_f32_e64 s[2:3], s14, v7
	global_store_short v22, v21, s[8:9]
	v_cndmask_b32_e64 v21, -1, v13, s[2:3]
	v_or_b32_e32 v22, 0x7800, v18
	global_store_short v22, v21, s[8:9]
	v_add_u32_e32 v21, 0xf400, v17
	v_cmp_le_f32_e64 s[2:3], s15, v7
	global_store_dword v21, v2, s[8:9]
	v_cndmask_b32_e64 v2, v9, v2, s[2:3]
	v_cmp_nlt_f32_e64 s[2:3], s16, v7
	v_add_u32_e32 v21, 0xf800, v17
	v_cndmask_b32_e64 v2, v11, v2, s[2:3]
	global_store_dword v21, v20, s[8:9]
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_add_u32_e32 v20, 0xfc00, v17
	v_trunc_f32_e32 v22, v7
	global_store_dword v20, v2, s[8:9]
	v_mul_f32_e64 v20, |v22|, s18
	v_floor_f32_e32 v20, v20
	v_fma_f32 v21, v20, s19, |v22|
	v_cvt_u32_f32_e32 v20, v20
	v_cvt_u32_f32_e32 v21, v21
	v_cmp_nlt_f32_e64 s[2:3], s17, v7
	v_cndmask_b32_e64 v2, -1, v13, s[2:3]
	v_or_b32_e32 v13, 0x10000, v17
	global_store_dword v13, v2, s[8:9]
	v_ashrrev_i32_e32 v2, 31, v22
	v_xor_b32_e32 v13, v20, v2
	v_xor_b32_e32 v20, v21, v2
	v_sub_co_u32_e64 v20, s[2:3], v20, v2
	v_subb_co_u32_e64 v21, s[2:3], v13, v2, s[2:3]
	v_mul_f32_e32 v2, 0x2f800000, v22
	v_floor_f32_e32 v2, v2
	v_fmac_f32_e32 v22, 0xcf800000, v2
	v_cvt_u32_f32_e32 v22, v22
	v_cvt_u32_f32_e32 v23, v2
	v_add_u32_e32 v2, 0x20800, v1
	global_store_dwordx2 v2, v[20:21], s[8:9]
	v_add_u32_e32 v2, 0x21000, v1
	v_cmp_nle_f32_e64 s[2:3], s20, v7
	global_store_dwordx2 v2, v[22:23], s[8:9]
	v_cndmask_b32_e64 v2, v21, v9, s[2:3]
	v_cmp_lt_f32_e64 s[4:5], s21, v7
	v_cndmask_b32_e64 v2, v2, v11, s[4:5]
	v_cndmask_b32_e64 v21, v2, 0, vcc
	v_cndmask_b32_e64 v2, v20, 0, s[2:3]
	v_cndmask_b32_e64 v2, v2, -1, s[4:5]
	v_cndmask_b32_e64 v20, v2, 0, vcc
	v_add_u32_e32 v2, 0x21800, v1
	global_store_dwordx2 v2, v[20:21], s[8:9]
	v_cndmask_b32_e64 v2, v23, 0, s[0:1]
	v_cmp_lt_f32_e32 vcc, s22, v7
	v_cndmask_b32_e64 v21, v2, -1, vcc
	v_cndmask_b32_e64 v2, v22, 0, s[0:1]
	s_mov_b32 s0, 0
	v_cndmask_b32_e64 v20, v2, -1, vcc
	v_or_b32_e32 v2, 0x22000, v1
	s_mov_b32 s1, 0xc0600000
	global_store_dwordx2 v2, v[20:21], s[8:9]
	v_add_u32_e32 v2, 0x4500, v16
	v_cvt_i32_f64_e32 v7, v[4:5]
	v_cmp_le_f64_e32 vcc, s[0:1], v[4:5]
	s_mov_b32 s0, 0
	global_store_byte v2, v7, s[8:9]
	v_add_u32_e32 v2, 0x4600, v16
	s_mov_b32 s1, 0x405fc000
	global_store_byte v2, v7, s[8:9]
	v_cndmask_b32_e32 v2, v15, v7, vcc
	v_cmp_nlt_f64_e32 vcc, s[0:1], v[4:5]
	v_cndmask_b32_e32 v2, v24, v2, vcc
	v_cmp_u_f64_e32 vcc, v[4:5], v[4:5]
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_add_u32_e32 v13, 0x4700, v16
	s_mov_b32 s2, 0
	global_store_byte v13, v2, s[8:9]
	s_mov_b32 s3, 0x406fe000
	v_cvt_u32_f64_e32 v2, v[4:5]
	v_cmp_nle_f64_e64 s[0:1], 0, v[4:5]
	v_cndmask_b32_e64 v13, v2, 0, s[0:1]
	v_cmp_nlt_f64_e64 s[2:3], s[2:3], v[4:5]
	v_cndmask_b32_e64 v15, v25, v13, s[2:3]
	v_or_b32_e32 v20, 0x4800, v16
	s_mov_b32 s2, 0
	global_store_byte v20, v15, s[8:9]
	v_add_u32_e32 v15, 0x9200, v18
	s_mov_b32 s3, 0xc0e00000
	global_store_short v15, v7, s[8:9]
	v_add_u32_e32 v15, 0x9400, v18
	v_cmp_le_f64_e64 s[2:3], s[2:3], v[4:5]
	global_store_short v15, v2, s[8:9]
	v_cndmask_b32_e64 v15, v26, v7, s[2:3]
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0x40dfffc0
	v_cmp_nlt_f64_e64 s[2:3], s[2:3], v[4:5]
	v_cndmask_b32_e64 v15, v27, v15, s[2:3]
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0x40efffe0
	v_cndmask_b32_e64 v15, v15, 0, vcc
	v_add_u32_e32 v20, 0x9600, v18
	v_cmp_nlt_f64_e64 s[2:3], s[2:3], v[4:5]
	global_store_short v20, v15, s[8:9]
	v_cndmask_b32_e64 v15, -1, v13, s[2:3]
	v_or_b32_e32 v20, 0x9800, v18
	s_mov_b32 s2, 0
	global_store_short v20, v15, s[8:9]
	v_add_u32_e32 v15, 0x13400, v17
	s_mov_b32 s3, 0xc1e00000
	global_store_dword v15, v7, s[8:9]
	v_add_u32_e32 v15, 0x13800, v17
	v_cmp_le_f64_e64 s[2:3], s[2:3], v[4:5]
	global_store_dword v15, v2, s[8:9]
	v_cndmask_b32_e64 v2, v9, v7, s[2:3]
	s_mov_b32 s2, 0xffc00000
	s_mov_b32 s3, 0x41dfffff
	v_cmp_nlt_f64_e64 s[2:3], s[2:3], v[4:5]
	v_cndmask_b32_e64 v2, v11, v2, s[2:3]
	s_mov_b32 s2, 0xffe00000
	s_mov_b32 s3, 0x41efffff
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_add_u32_e32 v7, 0x13c00, v17
	v_cmp_nlt_f64_e64 s[2:3], s[2:3], v[4:5]
	global_store_dword v7, v2, s[8:9]
	v_cndmask_b32_e64 v2, -1, v13, s[2:3]
	v_trunc_f64_e32 v[20:21], v[4:5]
	s_movk_i32 s2, 0xffe0
	v_ldexp_f64 v[22:23], v[20:21], s2
	v_floor_f64_e32 v[22:23], v[22:23]
	v_or_b32_e32 v7, 0x14000, v17
	v_fmac_f64_e32 v[20:21], 0xc1f00000, v[22:23]
	s_mov_b32 s2, 0
	global_store_dword v7, v2, s[8:9]
	v_cvt_i32_f64_e32 v25, v[22:23]
	v_cvt_u32_f64_e32 v24, v[20:21]
	v_add_u32_e32 v2, 0x28800, v1
	s_mov_b32 s3, 0xc3e00000
	global_store_dwordx2 v2, v[24:25], s[8:9]
	v_cvt_u32_f64_e32 v21, v[22:23]
	v_mov_b32_e32 v20, v24
	v_add_u32_e32 v2, 0x29000, v1
	v_cmp_nle_f64_e64 s[2:3], s[2:3], v[4:5]
	s_mov_b32 s7, 0x43dfffff
	global_store_dwordx2 v2, v[20:21], s[8:9]
	v_cndmask_b32_e64 v2, v25, v9, s[2:3]
	v_cmp_lt_f64_e64 s[4:5], s[6:7], v[4:5]
	v_cndmask_b32_e64 v2, v2, v11, s[4:5]
	v_cndmask_b32_e64 v23, v2, 0, vcc
	v_cndmask_b32_e64 v2, v24, 0, s[2:3]
	v_cndmask_b32_e64 v2, v2, -1, s[4:5]
	v_cndmask_b32_e64 v22, v2, 0, vcc
	v_add_u32_e32 v2, 0x29800, v1
	s_mov_b32 s7, 0x43efffff
	global_store_dwordx2 v2, v[22:23], s[8:9]
	v_cndmask_b32_e64 v2, v21, 0, s[0:1]
	v_cmp_lt_f64_e32 vcc, s[6:7], v[4:5]
	v_cndmask_b32_e64 v21, v2, -1, vcc
	v_cndmask_b32_e64 v2, v24, 0, s[0:1]
	v_cndmask_b32_e64 v20, v2, -1, vcc
	v_or_b32_e32 v2, 0x2a000, v1
	global_store_dwordx2 v2, v[20:21], s[8:9]
	v_add_u32_e32 v2, 0xaa00, v18
	global_store_short v2, v10, s[8:9]
	v_add_u32_e32 v2, 0xac00, v18
	global_store_short v2, v8, s[8:9]
	v_add_u32_e32 v2, 0x15c00, v17
	global_store_dword v2, v10, s[8:9]
	v_or_b32_e32 v2, 0x16000, v17
	global_store_dword v2, v8, s[8:9]
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_u32_e32 v2, 0x2c800, v1
	global_store_dwordx2 v2, v[10:11], s[8:9]
	v_mov_b32_e32 v9, v3
	v_add_u32_e32 v2, 0x2d000, v1
	global_store_dwordx2 v2, v[8:9], s[8:9]
	v_add_u32_e32 v2, 0x16c00, v17
	global_store_dword v2, v12, s[8:9]
	v_or_b32_e32 v2, 0x17000, v17
	global_store_dword v2, v14, s[8:9]
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_u32_e32 v2, 0x2e800, v1
	global_store_dwordx2 v2, v[12:13], s[8:9]
	v_mov_b32_e32 v15, v3
	v_add_u32_e32 v2, 0x2f000, v1
	global_store_dwordx2 v2, v[14:15], s[8:9]
	v_ashrrev_i32_e32 v9, 31, v4
	v_mov_b32_e32 v8, v4
	v_add_u32_e32 v2, 0x2f800, v1
	global_store_dwordx2 v2, v[8:9], s[8:9]
	v_mov_b32_e32 v2, v4
	v_or_b32_e32 v7, 0x30000, v1
	global_store_dwordx2 v7, v[2:3], s[8:9]
	v_add_u32_e32 v2, 0x6100, v16
	v_bfe_i32 v8, v4, 0, 1
	global_store_byte v2, v8, s[8:9]
	v_add_u32_e32 v2, 0x6200, v16
	global_store_byte v2, v6, s[8:9]
	v_add_u32_e32 v2, 0xc600, v18
	global_store_short v2, v8, s[8:9]
	v_or_b32_e32 v2, 0xc800, v18
	global_store_short v2, v6, s[8:9]
	v_add_u32_e32 v2, 0x19400, v17
	global_store_dword v2, v8, s[8:9]
	v_add_u32_e32 v2, 0x19800, v17
	global_store_dword v2, v6, s[8:9]
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_u32_e32 v2, 0x33800, v1
	global_store_dwordx2 v2, v[8:9], s[8:9]
	v_mov_b32_e32 v7, v3
	v_or_b32_e32 v2, 0x34000, v1
	global_store_dwordx2 v2, v[6:7], s[8:9]
	v_add_u32_e32 v2, 0x34800, v1
	global_store_dwordx2 v2, v[4:5], s[8:9]
	v_add_u32_e32 v2, 0x1a800, v17
	global_store_dword v2, v4, s[8:9]
	v_cvt_f32_f16_e32 v2, v4
	v_cvt_f32_f16_sdwa v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f16_f32_e32 v7, v5
	v_cvt_f16_f32_e32 v8, v4
	v_add_u32_e32 v6, 0xd600, v18
	v_or_b32_e32 v1, 0x36000, v1
	global_store_short v6, v4, s[8:9]
	global_store_dwordx2 v1, v[2:3], s[8:9]
	v_pack_b32_f16 v1, v8, v7
	v_add_u32_e32 v2, 0x1b400, v17
	global_store_dword v2, v1, s[8:9]
	v_cvt_f16_i16_sdwa v1, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pack_b32_f16 v1, v19, v1
	v_add_u32_e32 v2, 0x1b800, v17
	global_store_dword v2, v1, s[8:9]
	v_cvt_f32_ubyte3_e32 v3, v4
	v_cvt_f32_ubyte2_e32 v2, v4
	v_cvt_f32_ubyte1_e32 v1, v4
	v_cvt_i32_f32_e32 v4, v4
	v_cvt_i32_f32_e32 v5, v5
	v_mov_b32_e32 v6, 0x6f000
	v_lshl_add_u32 v6, v16, 4, v6
	s_mov_b32 s0, 0x5040100
	global_store_dwordx4 v6, v[0:3], s[8:9]
	s_nop 0
	v_perm_b32 v0, v5, v4, s0
	v_or_b32_e32 v1, 0x1c000, v17
	global_store_dword v1, v0, s[8:9]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel convert_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 53
		.amdhsa_next_free_sgpr 23
		.amdhsa_accum_offset 56
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
	.size	convert_div, .Lfunc_end0-convert_div
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3928
; NumSgprs: 27
; NumVgprs: 53
; NumAgprs: 0
; TotalNumVgprs: 53
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 27
; NumVGPRsForWavesPerEU: 53
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
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
      - .name:           uf
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         112
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         128
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         136
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         144
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         232
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 1024
    .name:           convert_div
    .private_segment_fixed_size: 0
    .sgpr_count:     27
    .sgpr_spill_count: 0
    .symbol:         convert_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     53
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
