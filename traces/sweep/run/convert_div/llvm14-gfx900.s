	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	convert_div                     ; -- Begin function convert_div
	.p2align	8
	.type	convert_div,@function
convert_div:                            ; @convert_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[20:23], s[4:5], 0x0
	v_lshlrev_b32_e32 v11, 3, v0
	s_movk_i32 s4, 0xff
	s_movk_i32 s1, 0x1ff
	v_add_u32_e32 v20, 0x9000, v11
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[5:6], v11, s[22:23]
	s_mov_b32 s22, 0xb800
	v_add_u32_e32 v21, s22, v11
	s_movk_i32 s0, 0x400
	v_lshlrev_b32_e32 v12, 2, v0
	v_lshlrev_b32_e32 v13, 1, v0
	v_add_u32_e32 v25, s0, v12
	v_add_u32_e32 v27, s0, v13
	s_mov_b32 s18, 0x8800
	s_movk_i32 s2, 0xffe
	s_movk_i32 s23, 0x5800
	s_movk_i32 s3, 0x1000
	v_add_u32_e32 v10, s18, v11
	v_add_u32_e32 v23, s23, v11
	s_mov_b32 s19, 0xc000
	v_or_b32_e32 v22, s19, v11
	v_mov_b32_e32 v1, 0x7c00
	s_movk_i32 s5, 0x40f
	s_mov_b32 s6, 0x8000
	v_or_b32_e32 v24, 0x6000, v11
	v_add_u32_e32 v26, 0x600, v13
	s_movk_i32 s24, 0x2800
	v_or_b32_e32 v28, s3, v12
	v_add_u32_e32 v29, 0x3000, v11
	v_add_u32_e32 v30, s24, v11
	v_add_u32_e32 v31, 0xe00, v13
	v_or_b32_e32 v32, s3, v13
	v_add_u32_e32 v33, 0x2400, v12
	v_add_u32_e32 v34, s24, v12
	s_movk_i32 s25, 0x5400
	s_movk_i32 s27, 0x4000
	s_movk_i32 s28, 0x2600
	s_mov_b32 s7, 0xc3000000
	s_mov_b32 s8, 0x42fe0000
	s_mov_b32 s9, 0xdf000000
	s_mov_b32 s10, 0x5effffff
	s_mov_b32 s26, 0x19800
	s_mov_b32 s11, 0x5f7fffff
	s_mov_b32 s30, -1
	s_mov_b32 s31, 0x43dfffff
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v8, s4, v5
	v_bfe_i32 v7, v5, 0, 16
	v_cvt_f64_u32_e32 v[14:15], v8
	v_cvt_f64_i32_e32 v[16:17], v7
	v_and_b32_e32 v2, 1, v5
	v_bfe_i32 v9, v5, 0, 8
	v_bfe_i32 v39, v9, 0, 16
	v_cmp_eq_u32_e32 vcc, 1, v2
	v_and_or_b32 v35, v6, s1, v5
	global_store_dwordx2 v20, v[14:15], s[20:21]
	global_store_dwordx2 v21, v[16:17], s[20:21]
	v_cvt_f64_i32_e32 v[14:15], v39
	v_cndmask_b32_e64 v16, 0, -1, vcc
	v_cmp_ne_u32_e64 s[0:1], 0, v35
	v_cvt_f64_i32_e32 v[16:17], v16
	v_and_b32_e32 v3, 0xffff, v5
	v_lshrrev_b32_e32 v36, 8, v6
	v_bfe_u32 v37, v6, 20, 11
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cvt_f64_u32_e32 v[18:19], v3
	v_sub_u32_e32 v35, 0x3f1, v37
	v_and_or_b32 v20, v36, s2, v20
	v_med3_i32 v35, v35, 0, 13
	global_store_dwordx2 v10, v[14:15], s[20:21]
	v_or_b32_e32 v10, s3, v20
	global_store_dwordx2 v23, v[16:17], s[20:21]
	v_lshrrev_b32_e32 v16, v35, v10
	v_cndmask_b32_e64 v40, 0, -1.0, vcc
	v_cndmask_b32_e64 v21, 0, 1, vcc
	v_cndmask_b32_e64 v36, 0, 1.0, vcc
	v_cmp_ne_u32_e32 vcc, 0, v20
	v_lshlrev_b32_e32 v17, v35, v16
	global_store_dwordx2 v22, v[18:19], s[20:21]
	v_cndmask_b32_e64 v18, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, v17, v10
	v_add_u32_e32 v37, 0xfffffc10, v37
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_lshl_or_b32 v19, v37, 12, v20
	v_or_b32_e32 v10, v16, v10
	v_cmp_gt_i32_e32 vcc, 1, v37
	v_cndmask_b32_e32 v10, v19, v10, vcc
	v_and_b32_e32 v16, 7, v10
	v_cmp_lt_i32_e32 vcc, 5, v16
	v_cmp_eq_u32_e64 s[0:1], 3, v16
	v_lshrrev_b32_e32 v10, 2, v10
	s_or_b64 vcc, s[0:1], vcc
	v_addc_co_u32_e32 v10, vcc, 0, v10, vcc
	v_cvt_f32_f64_e32 v4, v[5:6]
	v_cmp_gt_i32_e32 vcc, 31, v37
	v_lshl_or_b32 v23, v18, 9, v1
	v_cndmask_b32_e32 v1, v1, v10, vcc
	v_cmp_eq_u32_e32 vcc, s5, v37
	v_lshrrev_b32_e32 v38, 16, v6
	v_cvt_f64_u32_e32 v[14:15], v21
	v_cndmask_b32_e32 v1, v1, v23, vcc
	v_and_or_b32 v16, v38, s6, v1
	v_cvt_f16_f32_e32 v20, v4
	v_cvt_f32_f16_e32 v10, v16
	global_store_dwordx2 v24, v[14:15], s[20:21]
	v_cvt_f32_f16_e32 v14, v16
	v_cvt_f64_f32_e32 v[17:18], v4
	global_store_dword v25, v4, s[20:21]
	global_store_short v26, v20, s[20:21]
	v_cvt_f64_f32_e32 v[19:20], v10
	v_cvt_f16_i16_e32 v1, v9
	v_add_u32_e32 v15, 0x1a00, v13
	v_cvt_f16_f32_e32 v22, v40
	v_cvt_f16_f32_e32 v21, v36
	global_store_short v27, v16, s[20:21]
	global_store_dword v28, v14, s[20:21]
	global_store_dwordx2 v29, v[17:18], s[20:21]
	global_store_dwordx2 v30, v[19:20], s[20:21]
	global_store_short v31, v22, s[20:21]
	global_store_short v32, v21, s[20:21]
	global_store_dword v33, v40, s[20:21]
	global_store_dword v34, v36, s[20:21]
	global_store_short v15, v1, s[20:21]
	v_cvt_f32_i32_e32 v15, v39
	v_cvt_f16_u16_e32 v1, v8
	v_add_u32_e32 v17, 0x1c00, v13
	global_store_short v17, v1, s[20:21]
	v_cvt_f32_i32_e32 v17, v7
	v_add_u32_e32 v1, 0x3c00, v12
	global_store_dword v1, v15, s[20:21]
	v_cvt_f16_u16_e32 v1, v5
	v_or_b32_e32 v15, s24, v13
	global_store_short v15, v1, s[20:21]
	v_add_u32_e32 v1, s25, v12
	global_store_dword v1, v17, s[20:21]
	v_cvt_f32_i32_e32 v1, v5
	v_cvt_f32_u32_e32 v15, v3
	v_cvt_f32_u32_e32 v18, v5
	v_add_u32_e32 v17, s23, v12
	v_cvt_f16_f32_e32 v1, v1
	global_store_dword v17, v15, s[20:21]
	v_add_u32_e32 v15, 0x3200, v13
	v_cvt_f16_f32_e32 v17, v18
	global_store_short v15, v1, s[20:21]
	v_cvt_f32_i32_e32 v15, v5
	v_cvt_f32_u32_e32 v19, v5
	v_add_u32_e32 v1, 0x3400, v13
	global_store_short v1, v17, s[20:21]
	v_add_u32_e32 v1, 0x6c00, v12
	global_store_dword v1, v15, s[20:21]
	v_or_b32_e32 v1, 0x7000, v12
	v_cvt_f64_i32_e32 v[17:18], v6
	global_store_dword v1, v19, s[20:21]
	v_cvt_f64_u32_e32 v[19:20], v6
	v_cvt_f64_u32_e32 v[21:22], v5
	v_ldexp_f64 v[17:18], v[17:18], 32
	v_cvt_f64_i32_e32 v[23:24], v5
	v_ldexp_f64 v[19:20], v[19:20], 32
	v_or_b32_e32 v15, s27, v12
	v_cvt_f32_ubyte0_e32 v1, v5
	global_store_dword v15, v1, s[20:21]
	v_cvt_f16_i16_e32 v15, v5
	v_add_u32_e32 v25, s28, v13
	v_add_f64 v[17:18], v[17:18], v[21:22]
	global_store_short v25, v15, s[20:21]
	v_add_f64 v[19:20], v[19:20], v[21:22]
	v_add_u32_e32 v25, 0xe800, v11
	global_store_dwordx2 v25, v[23:24], s[20:21]
	v_add_u32_e32 v23, 0x11800, v11
	s_mov_b32 s5, 0x2f800000
	v_trunc_f32_e32 v24, v14
	global_store_dwordx2 v23, v[17:18], s[20:21]
	v_or_b32_e32 v18, 0x12000, v11
	v_add_u32_e32 v17, 0xf000, v11
	global_store_dwordx2 v18, v[19:20], s[20:21]
	v_mul_f32_e64 v20, |v24|, s5
	global_store_dwordx2 v17, v[21:22], s[20:21]
	v_cvt_i32_f32_e32 v17, v10
	v_floor_f32_e32 v20, v20
	s_mov_b32 s6, 0xcf800000
	v_fma_f32 v21, v20, s6, |v24|
	v_cvt_u32_f32_e32 v20, v20
	v_cvt_u32_f32_e32 v21, v21
	v_add_u32_e32 v18, 0xb400, v12
	global_store_dword v18, v17, s[20:21]
	v_ashrrev_i32_e32 v18, 31, v17
	v_add_u32_e32 v19, 0x18800, v11
	global_store_dwordx2 v19, v[17:18], s[20:21]
	v_ashrrev_i32_e32 v17, 31, v24
	v_xor_b32_e32 v18, v20, v17
	v_xor_b32_e32 v19, v21, v17
	v_cvt_i32_f32_e32 v20, v14
	v_sub_co_u32_e32 v19, vcc, v19, v17
	v_subb_co_u32_e32 v18, vcc, v18, v17, vcc
	v_mov_b32_e32 v29, 0xffffff80
	v_cmp_le_f32_e32 vcc, s7, v14
	v_cndmask_b32_e32 v17, v29, v20, vcc
	v_mov_b32_e32 v31, 0x7f
	v_cmp_nlt_f32_e32 vcc, s8, v14
	v_cndmask_b32_e32 v17, v31, v17, vcc
	v_cmp_u_f32_e32 vcc, v14, v14
	v_cndmask_b32_e64 v21, v17, 0, vcc
	v_bfrev_b32_e32 v17, 1
	v_cmp_nle_f32_e64 s[0:1], s9, v14
	v_cndmask_b32_e64 v22, v18, v17, s[0:1]
	v_bfrev_b32_e32 v18, -2
	v_cmp_lt_f32_e64 s[2:3], s10, v14
	v_cndmask_b32_e64 v19, v19, 0, s[0:1]
	v_cndmask_b32_e64 v22, v22, v18, s[2:3]
	v_cndmask_b32_e64 v19, v19, -1, s[2:3]
	v_cndmask_b32_e64 v23, v22, 0, vcc
	v_cndmask_b32_e64 v22, v19, 0, vcc
	v_add_u32_e32 v19, s26, v11
	global_store_dwordx2 v19, v[22:23], s[20:21]
	v_mul_f32_e32 v19, s5, v24
	v_floor_f32_e32 v19, v19
	v_fma_f32 v22, v19, s6, v24
	v_trunc_f32_e32 v26, v4
	v_cvt_u32_f32_e32 v23, v14
	v_cvt_u32_f32_e32 v24, v19
	v_cvt_u32_f32_e32 v22, v22
	v_mul_f32_e64 v25, |v26|, s5
	v_floor_f32_e32 v25, v25
	v_fma_f32 v27, v25, s6, |v26|
	v_cmp_nle_f32_e64 s[0:1], 0, v14
	v_cvt_u32_f32_e32 v27, v27
	v_cndmask_b32_e64 v19, v23, 0, s[0:1]
	v_cndmask_b32_e64 v23, v24, 0, s[0:1]
	v_cndmask_b32_e64 v22, v22, 0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], s11, v14
	v_cvt_u32_f32_e32 v25, v25
	v_cndmask_b32_e64 v23, v23, -1, s[0:1]
	v_cndmask_b32_e64 v22, v22, -1, s[0:1]
	v_or_b32_e32 v24, 0x1a000, v11
	global_store_dwordx2 v24, v[22:23], s[20:21]
	v_ashrrev_i32_e32 v23, 31, v26
	v_xor_b32_e32 v22, v27, v23
	v_xor_b32_e32 v24, v25, v23
	v_sub_co_u32_e64 v22, s[0:1], v22, v23
	v_cvt_i32_f32_e32 v25, v4
	v_subb_co_u32_e64 v23, s[0:1], v24, v23, s[0:1]
	v_mul_f32_e32 v27, s5, v26
	v_add_u32_e32 v24, 0x20800, v11
	v_cmp_nle_f32_e64 s[0:1], s9, v4
	v_floor_f32_e32 v27, v27
	global_store_dwordx2 v24, v[22:23], s[20:21]
	v_cndmask_b32_e64 v23, v23, v17, s[0:1]
	v_cndmask_b32_e64 v22, v22, 0, s[0:1]
	v_cmp_le_f32_e64 s[0:1], s7, v4
	v_fma_f32 v26, v27, s6, v26
	v_cndmask_b32_e64 v24, v29, v25, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s8, v4
	v_cmp_lt_f32_e64 s[2:3], s10, v4
	v_cvt_u32_f32_e32 v26, v26
	v_cvt_u32_f32_e32 v27, v27
	v_cvt_u32_f32_e32 v28, v4
	v_cndmask_b32_e64 v24, v31, v24, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v4, v4
	v_cndmask_b32_e64 v23, v23, v18, s[2:3]
	v_cndmask_b32_e64 v22, v22, -1, s[2:3]
	v_cndmask_b32_e64 v30, v24, 0, s[0:1]
	v_cndmask_b32_e64 v23, v23, 0, s[0:1]
	v_cndmask_b32_e64 v22, v22, 0, s[0:1]
	v_add_u32_e32 v24, 0x21800, v11
	global_store_dwordx2 v24, v[22:23], s[20:21]
	v_add_u32_e32 v22, 0x21000, v11
	v_cmp_nle_f32_e64 s[2:3], 0, v4
	global_store_dwordx2 v22, v[26:27], s[20:21]
	v_cndmask_b32_e64 v23, v28, 0, s[2:3]
	v_cndmask_b32_e64 v22, v27, 0, s[2:3]
	v_cndmask_b32_e64 v24, v26, 0, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], s11, v4
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0xc0600000
	v_cndmask_b32_e64 v27, v22, -1, s[2:3]
	v_cndmask_b32_e64 v26, v24, -1, s[2:3]
	v_cmp_le_f64_e64 s[2:3], s[10:11], v[5:6]
	v_or_b32_e32 v22, 0x22000, v11
	global_store_dwordx2 v22, v[26:27], s[20:21]
	v_cvt_i32_f64_e32 v22, v[5:6]
	s_mov_b32 s11, 0x405fc000
	v_mov_b32_e32 v27, s4
	v_trunc_f64_e32 v[32:33], v[5:6]
	v_cmp_lt_f64_e64 s[16:17], s[30:31], v[5:6]
	v_cndmask_b32_e64 v24, v29, v22, s[2:3]
	v_cmp_nlt_f64_e64 s[2:3], s[10:11], v[5:6]
	s_mov_b32 s11, 0x406fe000
	v_cmp_nle_f64_e64 s[12:13], 0, v[5:6]
	v_cvt_u32_f64_e32 v26, v[5:6]
	s_mov_b32 s31, 0x43efffff
	v_mov_b32_e32 v29, 0x7fff
	v_cndmask_b32_e64 v36, v31, v24, s[2:3]
	v_cmp_nlt_f64_e64 s[2:3], s[10:11], v[5:6]
	s_mov_b32 s11, 0xc0e00000
	v_cmp_le_f64_e64 s[4:5], s[10:11], v[5:6]
	s_mov_b32 s11, 0x40dfffc0
	v_cmp_nlt_f64_e64 s[8:9], s[10:11], v[5:6]
	s_mov_b32 s11, 0x40efffe0
	v_mov_b32_e32 v31, 0xffff8000
	v_cmp_nlt_f64_e64 s[6:7], s[10:11], v[5:6]
	s_mov_b32 s11, 0xc1e00000
	v_cndmask_b32_e64 v24, v26, 0, s[12:13]
	v_cndmask_b32_e64 v38, v31, v22, s[4:5]
	v_cmp_le_f64_e64 s[4:5], s[10:11], v[5:6]
	s_mov_b32 s11, 0x3df00000
	v_mul_f64 v[34:35], v[32:33], s[10:11]
	s_mov_b32 s11, 0xc1f00000
	v_floor_f64_e32 v[34:35], v[34:35]
	v_fma_f64 v[32:33], v[34:35], s[10:11], v[32:33]
	s_mov_b32 s11, 0xc3e00000
	v_cmp_nle_f64_e64 s[14:15], s[10:11], v[5:6]
	v_cmp_u_f64_e64 s[10:11], v[5:6], v[5:6]
	v_cvt_u32_f64_e32 v32, v[32:33]
	v_cvt_i32_f64_e32 v33, v[34:35]
	v_cvt_u32_f64_e32 v34, v[34:35]
	v_cndmask_b32_e64 v39, v36, 0, s[10:11]
	v_add_u32_e32 v35, 0x29000, v11
	v_cndmask_b32_e64 v37, v33, v17, s[14:15]
	v_cndmask_b32_e64 v36, v37, v18, s[16:17]
	v_cndmask_b32_e64 v37, v32, 0, s[14:15]
	v_cndmask_b32_e64 v40, v37, -1, s[16:17]
	v_cndmask_b32_e64 v37, v36, 0, s[10:11]
	v_cndmask_b32_e64 v36, v40, 0, s[10:11]
	v_add_u32_e32 v40, 0x29800, v11
	global_store_dwordx2 v40, v[36:37], s[20:21]
	v_add_u32_e32 v36, 0x28800, v11
	global_store_dwordx2 v36, v[32:33], s[20:21]
	v_mov_b32_e32 v33, v32
	global_store_dwordx2 v35, v[33:34], s[20:21]
	v_cndmask_b32_e64 v33, v34, 0, s[12:13]
	v_cndmask_b32_e64 v32, v32, 0, s[12:13]
	v_cmp_lt_f64_e64 s[12:13], s[30:31], v[5:6]
	v_or_b32_e32 v34, 0x2a000, v11
	s_mov_b32 s14, 0x437f0000
	s_mov_b32 s15, 0xc7000000
	s_mov_b32 s16, 0x46fffe00
	s_mov_b32 s17, 0x477fff00
	v_cndmask_b32_e64 v33, v33, -1, s[12:13]
	v_cndmask_b32_e64 v32, v32, -1, s[12:13]
	global_store_dwordx2 v34, v[32:33], s[20:21]
	v_xor_b32_e32 v32, v5, v6
	v_ashrrev_i32_e32 v32, 31, v32
	v_ffbh_i32_e32 v33, v6
	v_add_u32_e32 v32, 32, v32
	v_add_u32_e32 v33, -1, v33
	v_min_u32_e32 v34, v33, v32
	v_lshlrev_b64 v[32:33], v34, v[5:6]
	v_cmp_nlt_f32_e64 s[12:13], s14, v14
	v_min_u32_e32 v32, 1, v32
	v_or_b32_e32 v32, v33, v32
	v_cvt_f32_i32_e32 v32, v32
	v_sub_u32_e32 v33, 32, v34
	v_ldexp_f32 v34, v32, v33
	v_cvt_f16_f32_e32 v32, v34
	v_add_u32_e32 v33, 0x3e00, v13
	global_store_short v33, v32, s[20:21]
	v_ffbh_u32_e32 v32, v6
	v_min_u32_e32 v35, 32, v32
	v_lshlrev_b64 v[32:33], v35, v[5:6]
	v_min_u32_e32 v32, 1, v32
	v_or_b32_e32 v32, v33, v32
	v_cvt_f32_u32_e32 v32, v32
	v_sub_u32_e32 v33, 32, v35
	v_or_b32_e32 v35, s27, v13
	v_ldexp_f32 v32, v32, v33
	v_cvt_f16_f32_e32 v33, v32
	global_store_short v35, v33, s[20:21]
	v_add_u32_e32 v33, 0x2700, v0
	global_store_byte v33, v21, s[20:21]
	v_cndmask_b32_e64 v21, v27, v19, s[12:13]
	v_or_b32_e32 v33, s24, v0
	global_store_byte v33, v21, s[20:21]
	v_add_u32_e32 v21, 0x2500, v0
	v_cvt_i16_f16_e32 v33, v16
	global_store_byte v21, v33, s[20:21]
	v_add_u32_e32 v21, s28, v0
	global_store_byte v21, v33, s[20:21]
	v_add_u32_e32 v21, 0x5200, v13
	global_store_short v21, v33, s[20:21]
	v_cvt_u16_f16_e32 v16, v16
	v_add_u32_e32 v21, s25, v13
	v_cmp_le_f32_e64 s[12:13], s15, v14
	global_store_short v21, v16, s[20:21]
	v_cndmask_b32_e64 v16, v31, v20, s[12:13]
	v_cmp_nlt_f32_e64 s[12:13], s16, v14
	v_cndmask_b32_e64 v16, v29, v16, s[12:13]
	v_cndmask_b32_e64 v16, v16, 0, vcc
	v_add_u32_e32 v21, 0x5600, v13
	global_store_short v21, v16, s[20:21]
	v_cmp_nlt_f32_e64 s[12:13], s17, v14
	v_or_b32_e32 v21, s23, v13
	s_mov_b32 s23, 0xcf000000
	v_cndmask_b32_e64 v16, -1, v19, s[12:13]
	v_cmp_le_f32_e64 s[12:13], s23, v14
	s_mov_b32 s24, 0x4effffff
	global_store_short v21, v16, s[20:21]
	v_cndmask_b32_e64 v16, v17, v20, s[12:13]
	v_cmp_nlt_f32_e64 s[12:13], s24, v14
	v_cndmask_b32_e64 v16, v18, v16, s[12:13]
	v_cndmask_b32_e64 v16, v16, 0, vcc
	v_add_u32_e32 v20, 0xbc00, v12
	global_store_dword v20, v16, s[20:21]
	v_add_u32_e32 v16, 0x3700, v0
	v_cmp_nlt_f32_e32 vcc, s14, v4
	global_store_byte v16, v30, s[20:21]
	v_cndmask_b32_e32 v16, v27, v23, vcc
	v_or_b32_e32 v20, 0x3800, v0
	v_cmp_le_f32_e32 vcc, s15, v4
	global_store_byte v20, v16, s[20:21]
	v_cndmask_b32_e32 v16, v31, v25, vcc
	v_cmp_nlt_f32_e32 vcc, s16, v4
	v_cndmask_b32_e32 v16, v29, v16, vcc
	v_cndmask_b32_e64 v16, v16, 0, s[0:1]
	v_add_u32_e32 v20, 0x7600, v13
	global_store_short v20, v16, s[20:21]
	v_cvt_u32_f32_e32 v20, v10
	v_cmp_nlt_f32_e32 vcc, s17, v4
	v_cndmask_b32_e32 v16, -1, v23, vcc
	v_or_b32_e32 v21, 0x7800, v13
	global_store_short v21, v16, s[20:21]
	v_mov_b32_e32 v21, 0
	v_add_u32_e32 v10, 0x19000, v11
	global_store_dwordx2 v10, v[20:21], s[20:21]
	v_add_u32_e32 v10, 0x3500, v0
	global_store_byte v10, v25, s[20:21]
	v_add_u32_e32 v10, 0x3600, v0
	global_store_byte v10, v25, s[20:21]
	v_add_u32_e32 v10, 0x7200, v13
	global_store_short v10, v25, s[20:21]
	v_add_u32_e32 v10, 0x7400, v13
	global_store_short v10, v28, s[20:21]
	v_add_u32_e32 v10, 0xf800, v12
	global_store_dword v10, v28, s[20:21]
	v_add_u32_e32 v10, 0xf400, v12
	v_cmp_le_f32_e32 vcc, s23, v4
	global_store_dword v10, v25, s[20:21]
	v_cndmask_b32_e32 v10, v17, v25, vcc
	v_cmp_nlt_f32_e32 vcc, s24, v4
	v_cndmask_b32_e32 v10, v18, v10, vcc
	v_cndmask_b32_e64 v10, v10, 0, s[0:1]
	v_add_u32_e32 v16, 0xfc00, v12
	global_store_dword v16, v10, s[20:21]
	v_add_u32_e32 v10, s22, v12
	global_store_dword v10, v20, s[20:21]
	v_add_u32_e32 v10, 0xaa00, v13
	global_store_short v10, v9, s[20:21]
	v_add_u32_e32 v10, 0x15c00, v12
	global_store_dword v10, v9, s[20:21]
	v_ashrrev_i32_e32 v10, 31, v9
	v_add_u32_e32 v16, 0x2c800, v11
	global_store_dwordx2 v16, v[9:10], s[20:21]
	v_add_u32_e32 v9, 0xac00, v13
	global_store_short v9, v8, s[20:21]
	v_or_b32_e32 v9, 0x16000, v12
	global_store_dword v9, v8, s[20:21]
	v_mov_b32_e32 v9, v21
	v_add_u32_e32 v10, 0x2d000, v11
	global_store_dwordx2 v10, v[8:9], s[20:21]
	v_add_u32_e32 v8, 0x16c00, v12
	global_store_dword v8, v7, s[20:21]
	v_ashrrev_i32_e32 v8, 31, v7
	v_add_u32_e32 v9, 0x2e800, v11
	global_store_dwordx2 v9, v[7:8], s[20:21]
	v_add_u32_e32 v7, 0x8400, v12
	s_mov_b32 s0, 0x4f7fffff
	global_store_dword v7, v34, s[20:21]
	v_add_u32_e32 v7, s18, v12
	v_cmp_nlt_f32_e32 vcc, s0, v14
	global_store_dword v7, v32, s[20:21]
	v_cndmask_b32_e32 v7, -1, v19, vcc
	v_or_b32_e32 v8, s19, v12
	v_cmp_nlt_f32_e32 vcc, s0, v4
	global_store_dword v8, v7, s[20:21]
	v_cndmask_b32_e32 v4, -1, v23, vcc
	v_or_b32_e32 v7, 0x10000, v12
	global_store_dword v7, v4, s[20:21]
	v_add_u32_e32 v4, 0x4700, v0
	global_store_byte v4, v39, s[20:21]
	v_cndmask_b32_e64 v4, v27, v24, s[2:3]
	v_or_b32_e32 v7, 0x4800, v0
	global_store_byte v7, v4, s[20:21]
	v_cndmask_b32_e64 v4, v29, v38, s[8:9]
	s_mov_b32 s0, 0xffc00000
	v_cndmask_b32_e64 v4, v4, 0, s[10:11]
	v_add_u32_e32 v7, 0x9600, v13
	s_mov_b32 s1, 0x41dfffff
	global_store_short v7, v4, s[20:21]
	v_cndmask_b32_e64 v4, -1, v24, s[6:7]
	v_or_b32_e32 v7, 0x9800, v13
	v_cmp_nlt_f64_e32 vcc, s[0:1], v[5:6]
	global_store_short v7, v4, s[20:21]
	v_add_u32_e32 v4, 0x9400, v13
	global_store_short v4, v26, s[20:21]
	v_add_u32_e32 v4, 0x13800, v12
	global_store_dword v4, v26, s[20:21]
	v_add_u32_e32 v4, 0x4500, v0
	global_store_byte v4, v22, s[20:21]
	v_add_u32_e32 v4, 0x4600, v0
	global_store_byte v4, v22, s[20:21]
	v_add_u32_e32 v4, 0x9200, v13
	global_store_short v4, v22, s[20:21]
	v_add_u32_e32 v4, 0x13400, v12
	s_mov_b32 s0, 0xffe00000
	global_store_dword v4, v22, s[20:21]
	v_cndmask_b32_e64 v4, v17, v22, s[4:5]
	s_mov_b32 s1, 0x41efffff
	v_cndmask_b32_e32 v4, v18, v4, vcc
	v_cmp_nlt_f64_e32 vcc, s[0:1], v[5:6]
	v_cndmask_b32_e64 v4, v4, 0, s[10:11]
	v_add_u32_e32 v7, 0x13c00, v12
	global_store_dword v7, v4, s[20:21]
	v_or_b32_e32 v8, 0x14000, v12
	v_mov_b32_e32 v20, v5
	v_lshrrev_b32_e32 v7, 16, v5
	v_cvt_f16_f32_e32 v9, v5
	v_cndmask_b32_e32 v4, -1, v24, vcc
	global_store_dword v8, v4, s[20:21]
	v_or_b32_e32 v4, 0x17000, v12
	global_store_dword v4, v3, s[20:21]
	v_mov_b32_e32 v4, v21
	v_add_u32_e32 v8, 0x2f000, v11
	global_store_dwordx2 v8, v[3:4], s[20:21]
	v_ashrrev_i32_e32 v4, 31, v5
	v_mov_b32_e32 v3, v5
	v_add_u32_e32 v8, 0x2f800, v11
	global_store_dwordx2 v8, v[3:4], s[20:21]
	v_or_b32_e32 v3, 0x30000, v11
	global_store_dwordx2 v3, v[20:21], s[20:21]
	v_add_u32_e32 v4, 0x6100, v0
	v_bfe_i32 v3, v5, 0, 1
	global_store_byte v4, v3, s[20:21]
	v_add_u32_e32 v4, 0x6200, v0
	global_store_byte v4, v2, s[20:21]
	v_add_u32_e32 v4, 0xc600, v13
	global_store_short v4, v3, s[20:21]
	v_or_b32_e32 v4, 0xc800, v13
	global_store_short v4, v2, s[20:21]
	v_add_u32_e32 v4, 0x19400, v12
	global_store_dword v4, v3, s[20:21]
	v_add_u32_e32 v4, s26, v12
	global_store_dword v4, v2, s[20:21]
	v_ashrrev_i32_e32 v4, 31, v3
	v_add_u32_e32 v8, 0x33800, v11
	global_store_dwordx2 v8, v[3:4], s[20:21]
	v_mov_b32_e32 v3, v21
	v_or_b32_e32 v4, 0x34000, v11
	global_store_dwordx2 v4, v[2:3], s[20:21]
	v_add_u32_e32 v2, 0x34800, v11
	global_store_dwordx2 v2, v[5:6], s[20:21]
	v_add_u32_e32 v2, 0x1a800, v12
	global_store_dword v2, v5, s[20:21]
	v_cvt_f32_f16_e32 v2, v5
	v_cvt_f32_f16_e32 v3, v7
	v_cvt_f16_f32_e32 v8, v6
	v_add_u32_e32 v4, 0xd600, v13
	global_store_short v4, v5, s[20:21]
	v_or_b32_e32 v4, 0x36000, v11
	global_store_dwordx2 v4, v[2:3], s[20:21]
	v_pack_b32_f16 v2, v9, v8
	v_add_u32_e32 v3, 0x1b400, v12
	global_store_dword v3, v2, s[20:21]
	v_cvt_f16_i16_e32 v2, v7
	v_pack_b32_f16 v2, v15, v2
	v_add_u32_e32 v3, 0x1b800, v12
	global_store_dword v3, v2, s[20:21]
	v_cvt_f32_ubyte3_e32 v4, v5
	v_cvt_f32_ubyte2_e32 v3, v5
	v_cvt_f32_ubyte1_e32 v2, v5
	v_cvt_i32_f32_e32 v5, v5
	v_cvt_i32_f32_e32 v6, v6
	v_mov_b32_e32 v7, 0x6f000
	v_lshl_add_u32 v0, v0, 4, v7
	global_store_dwordx4 v0, v[1:4], s[20:21]
	v_and_b32_e32 v0, 0xffff, v5
	v_lshl_or_b32 v0, v6, 16, v0
	v_or_b32_e32 v1, 0x1c000, v12
	global_store_dword v1, v0, s[20:21]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel convert_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 32
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
	.size	convert_div, .Lfunc_end0-convert_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4296
; NumSgprs: 34
; NumVgprs: 41
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 41
; Occupancy: 5
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
      - .name:           uf
        .offset:         24
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 1024
    .name:           convert_div
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         convert_div.kd
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
