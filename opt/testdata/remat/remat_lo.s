	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	remat_lo                        ; -- Begin function remat_lo
	.p2align	8
	.type	remat_lo,@function
remat_lo:                               ; @remat_lo
; %bb.0:
	v_mov_b32_e32 v104, 0x420f1eb8
	v_mov_b32_e32 v105, 0x4210999a
	v_mov_b32_e32 v106, 0x4212147b
	v_mov_b32_e32 v107, 0x42138f5c
	v_mov_b32_e32 v108, 0x42150a3d
	v_mov_b32_e32 v109, 0x4216851f
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshl_or_b32 v2, s6, 6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v4, vcc_lo, s3, v1, vcc_lo
	global_load_dword v3, v[3:4], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v4, 64, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32 v4, vcc_lo, s2, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v5, vcc_lo
	global_load_dword v4, v[4:5], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v5, 0x80, v2
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_co_u32 v5, vcc_lo, s2, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s3, v6, vcc_lo
	global_load_dword v5, v[5:6], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v6, 0xc0, v2
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_load_dword v6, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v7, 0x100, v2
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_add_co_u32 v7, vcc_lo, s2, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, s3, v8, vcc_lo
	global_load_dword v7, v[7:8], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v8, 0x140, v2
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_u32 v8, vcc_lo, s2, v8
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v9, vcc_lo
	global_load_dword v8, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v9, 0x180, v2
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_add_co_u32 v9, vcc_lo, s2, v9
	v_add_co_ci_u32_e32 v10, vcc_lo, s3, v10, vcc_lo
	global_load_dword v9, v[9:10], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v10, 0x1c0, v2
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	global_load_dword v10, v[10:11], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v11, 0x200, v2
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_add_co_u32 v11, vcc_lo, s2, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s3, v12, vcc_lo
	global_load_dword v11, v[11:12], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v12, 0x240, v2
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32 v12, vcc_lo, s2, v12
	v_add_co_ci_u32_e32 v13, vcc_lo, s3, v13, vcc_lo
	global_load_dword v12, v[12:13], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v13, 0x280, v2
	v_ashrrev_i32_e32 v14, 31, v13
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	v_add_co_u32 v13, vcc_lo, s2, v13
	v_add_co_ci_u32_e32 v14, vcc_lo, s3, v14, vcc_lo
	global_load_dword v13, v[13:14], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v14, 0x2c0, v2
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32 v14, vcc_lo, s2, v14
	v_add_co_ci_u32_e32 v15, vcc_lo, s3, v15, vcc_lo
	global_load_dword v14, v[14:15], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v15, 0x300, v2
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_add_co_u32 v15, vcc_lo, s2, v15
	v_add_co_ci_u32_e32 v16, vcc_lo, s3, v16, vcc_lo
	global_load_dword v15, v[15:16], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v16, 0x340, v2
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_u32 v16, vcc_lo, s2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, s3, v17, vcc_lo
	global_load_dword v16, v[16:17], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v17, 0x380, v2
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	v_add_co_u32 v17, vcc_lo, s2, v17
	v_add_co_ci_u32_e32 v18, vcc_lo, s3, v18, vcc_lo
	global_load_dword v17, v[17:18], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v18, 0x3c0, v2
	v_ashrrev_i32_e32 v19, 31, v18
	v_mul_f32_e32 v4, 0x3faf5c29, v4
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_u32 v18, vcc_lo, s2, v18
	v_add_co_ci_u32_e32 v19, vcc_lo, s3, v19, vcc_lo
	global_load_dword v18, v[18:19], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v19, 0x400, v2
	v_ashrrev_i32_e32 v20, 31, v19
	v_mul_f32_e32 v5, 0x3fdeb852, v5
	v_lshlrev_b64 v[19:20], 2, v[19:20]
	v_add_co_u32 v19, vcc_lo, s2, v19
	v_add_co_ci_u32_e32 v20, vcc_lo, s3, v20, vcc_lo
	global_load_dword v19, v[19:20], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v20, 0x440, v2
	v_ashrrev_i32_e32 v21, 31, v20
	v_mul_f32_e32 v6, 0x40070a3d, v6
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32 v20, vcc_lo, s2, v20
	v_add_co_ci_u32_e32 v21, vcc_lo, s3, v21, vcc_lo
	global_load_dword v20, v[20:21], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v21, 0x480, v2
	v_ashrrev_i32_e32 v22, 31, v21
	v_mul_f32_e32 v7, 0x401eb852, v7
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	v_add_co_u32 v21, vcc_lo, s2, v21
	v_add_co_ci_u32_e32 v22, vcc_lo, s3, v22, vcc_lo
	global_load_dword v21, v[21:22], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v22, 0x4c0, v2
	v_ashrrev_i32_e32 v23, 31, v22
	v_mul_f32_e32 v8, 0x40366666, v8
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32 v22, vcc_lo, s2, v22
	v_add_co_ci_u32_e32 v23, vcc_lo, s3, v23, vcc_lo
	global_load_dword v22, v[22:23], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v23, 0x500, v2
	v_ashrrev_i32_e32 v24, 31, v23
	v_mul_f32_e32 v9, 0x404e147b, v9
	v_lshlrev_b64 v[23:24], 2, v[23:24]
	v_add_co_u32 v23, vcc_lo, s2, v23
	v_add_co_ci_u32_e32 v24, vcc_lo, s3, v24, vcc_lo
	global_load_dword v23, v[23:24], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v24, 0x540, v2
	v_ashrrev_i32_e32 v25, 31, v24
	v_mul_f32_e32 v10, 0x4065c28f, v10
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32 v24, vcc_lo, s2, v24
	v_add_co_ci_u32_e32 v25, vcc_lo, s3, v25, vcc_lo
	global_load_dword v24, v[24:25], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v25, 0x580, v2
	v_ashrrev_i32_e32 v26, 31, v25
	v_mul_f32_e32 v11, 0x407d70a4, v11
	v_lshlrev_b64 v[25:26], 2, v[25:26]
	v_add_co_u32 v25, vcc_lo, s2, v25
	v_add_co_ci_u32_e32 v26, vcc_lo, s3, v26, vcc_lo
	global_load_dword v25, v[25:26], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v26, 0x5c0, v2
	v_ashrrev_i32_e32 v27, 31, v26
	v_mul_f32_e32 v12, 0x408a8f5c, v12
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32 v26, vcc_lo, s2, v26
	v_add_co_ci_u32_e32 v27, vcc_lo, s3, v27, vcc_lo
	global_load_dword v26, v[26:27], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v27, 0x600, v2
	v_ashrrev_i32_e32 v28, 31, v27
	v_mul_f32_e32 v13, 0x40966666, v13
	v_lshlrev_b64 v[27:28], 2, v[27:28]
	v_add_co_u32 v27, vcc_lo, s2, v27
	v_add_co_ci_u32_e32 v28, vcc_lo, s3, v28, vcc_lo
	global_load_dword v27, v[27:28], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v28, 0x640, v2
	v_ashrrev_i32_e32 v29, 31, v28
	v_mul_f32_e32 v14, 0x40a23d71, v14
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_u32 v28, vcc_lo, s2, v28
	v_add_co_ci_u32_e32 v29, vcc_lo, s3, v29, vcc_lo
	global_load_dword v28, v[28:29], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v29, 0x680, v2
	v_ashrrev_i32_e32 v30, 31, v29
	v_mul_f32_e32 v15, 0x40ae147b, v15
	v_lshlrev_b64 v[29:30], 2, v[29:30]
	v_add_co_u32 v29, vcc_lo, s2, v29
	v_add_co_ci_u32_e32 v30, vcc_lo, s3, v30, vcc_lo
	global_load_dword v29, v[29:30], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v30, 0x6c0, v2
	v_ashrrev_i32_e32 v31, 31, v30
	v_mul_f32_e32 v16, 0x40b9eb85, v16
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_co_u32 v30, vcc_lo, s2, v30
	v_add_co_ci_u32_e32 v31, vcc_lo, s3, v31, vcc_lo
	global_load_dword v30, v[30:31], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v31, 0x700, v2
	v_ashrrev_i32_e32 v32, 31, v31
	v_mul_f32_e32 v17, 0x40c5c28f, v17
	v_lshlrev_b64 v[31:32], 2, v[31:32]
	v_add_co_u32 v31, vcc_lo, s2, v31
	v_add_co_ci_u32_e32 v32, vcc_lo, s3, v32, vcc_lo
	global_load_dword v31, v[31:32], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v32, 0x740, v2
	v_ashrrev_i32_e32 v33, 31, v32
	v_mul_f32_e32 v18, 0x40d1999a, v18
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_add_co_u32 v32, vcc_lo, s2, v32
	v_add_co_ci_u32_e32 v33, vcc_lo, s3, v33, vcc_lo
	global_load_dword v32, v[32:33], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v33, 0x780, v2
	v_ashrrev_i32_e32 v34, 31, v33
	v_mul_f32_e32 v19, 0x40dd70a4, v19
	v_lshlrev_b64 v[33:34], 2, v[33:34]
	v_add_co_u32 v33, vcc_lo, s2, v33
	v_add_co_ci_u32_e32 v34, vcc_lo, s3, v34, vcc_lo
	global_load_dword v33, v[33:34], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v34, 0x7c0, v2
	v_ashrrev_i32_e32 v35, 31, v34
	v_mul_f32_e32 v20, 0x40e947ae, v20
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_co_u32 v34, vcc_lo, s2, v34
	v_add_co_ci_u32_e32 v35, vcc_lo, s3, v35, vcc_lo
	global_load_dword v34, v[34:35], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v35, 0x800, v2
	v_ashrrev_i32_e32 v36, 31, v35
	v_mul_f32_e32 v21, 0x40f51eb8, v21
	v_lshlrev_b64 v[35:36], 2, v[35:36]
	v_add_co_u32 v35, vcc_lo, s2, v35
	v_add_co_ci_u32_e32 v36, vcc_lo, s3, v36, vcc_lo
	global_load_dword v35, v[35:36], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v36, 0x840, v2
	v_ashrrev_i32_e32 v37, 31, v36
	v_mul_f32_e32 v22, 0x41007ae1, v22
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32 v36, vcc_lo, s2, v36
	v_add_co_ci_u32_e32 v37, vcc_lo, s3, v37, vcc_lo
	global_load_dword v36, v[36:37], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v37, 0x880, v2
	v_ashrrev_i32_e32 v38, 31, v37
	v_mul_f32_e32 v23, 0x41066666, v23
	v_lshlrev_b64 v[37:38], 2, v[37:38]
	v_add_co_u32 v37, vcc_lo, s2, v37
	v_add_co_ci_u32_e32 v38, vcc_lo, s3, v38, vcc_lo
	global_load_dword v37, v[37:38], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v38, 0x8c0, v2
	v_ashrrev_i32_e32 v39, 31, v38
	v_mul_f32_e32 v24, 0x410c51ec, v24
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_co_u32 v38, vcc_lo, s2, v38
	v_add_co_ci_u32_e32 v39, vcc_lo, s3, v39, vcc_lo
	global_load_dword v38, v[38:39], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v39, 0x900, v2
	v_ashrrev_i32_e32 v40, 31, v39
	v_mul_f32_e32 v25, 0x41123d71, v25
	v_lshlrev_b64 v[39:40], 2, v[39:40]
	v_add_co_u32 v39, vcc_lo, s2, v39
	v_add_co_ci_u32_e32 v40, vcc_lo, s3, v40, vcc_lo
	global_load_dword v39, v[39:40], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v40, 0x940, v2
	v_ashrrev_i32_e32 v41, 31, v40
	v_mul_f32_e32 v26, 0x411828f6, v26
	v_lshlrev_b64 v[40:41], 2, v[40:41]
	v_add_co_u32 v40, vcc_lo, s2, v40
	v_add_co_ci_u32_e32 v41, vcc_lo, s3, v41, vcc_lo
	global_load_dword v40, v[40:41], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v41, 0x980, v2
	v_ashrrev_i32_e32 v42, 31, v41
	v_mul_f32_e32 v27, 0x411e147b, v27
	v_lshlrev_b64 v[41:42], 2, v[41:42]
	v_add_co_u32 v41, vcc_lo, s2, v41
	v_add_co_ci_u32_e32 v42, vcc_lo, s3, v42, vcc_lo
	global_load_dword v41, v[41:42], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v42, 0x9c0, v2
	v_ashrrev_i32_e32 v43, 31, v42
	v_mul_f32_e32 v28, 0x41240000, v28
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_add_co_u32 v42, vcc_lo, s2, v42
	v_add_co_ci_u32_e32 v43, vcc_lo, s3, v43, vcc_lo
	global_load_dword v42, v[42:43], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v43, 0xa00, v2
	v_ashrrev_i32_e32 v44, 31, v43
	v_mul_f32_e32 v29, 0x4129eb85, v29
	v_lshlrev_b64 v[43:44], 2, v[43:44]
	v_add_co_u32 v43, vcc_lo, s2, v43
	v_add_co_ci_u32_e32 v44, vcc_lo, s3, v44, vcc_lo
	global_load_dword v43, v[43:44], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v44, 0xa40, v2
	v_ashrrev_i32_e32 v45, 31, v44
	v_mul_f32_e32 v30, 0x412fd70a, v30
	v_lshlrev_b64 v[44:45], 2, v[44:45]
	v_add_co_u32 v44, vcc_lo, s2, v44
	v_add_co_ci_u32_e32 v45, vcc_lo, s3, v45, vcc_lo
	global_load_dword v44, v[44:45], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v45, 0xa80, v2
	v_ashrrev_i32_e32 v46, 31, v45
	v_mul_f32_e32 v31, 0x4135c28f, v31
	v_lshlrev_b64 v[45:46], 2, v[45:46]
	v_add_co_u32 v45, vcc_lo, s2, v45
	v_add_co_ci_u32_e32 v46, vcc_lo, s3, v46, vcc_lo
	global_load_dword v45, v[45:46], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v46, 0xac0, v2
	v_ashrrev_i32_e32 v47, 31, v46
	v_mul_f32_e32 v32, 0x413bae14, v32
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_co_u32 v46, vcc_lo, s2, v46
	v_add_co_ci_u32_e32 v47, vcc_lo, s3, v47, vcc_lo
	global_load_dword v46, v[46:47], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v47, 0xb00, v2
	v_ashrrev_i32_e32 v48, 31, v47
	v_mul_f32_e32 v33, 0x4141999a, v33
	v_lshlrev_b64 v[47:48], 2, v[47:48]
	v_add_co_u32 v47, vcc_lo, s2, v47
	v_add_co_ci_u32_e32 v48, vcc_lo, s3, v48, vcc_lo
	global_load_dword v47, v[47:48], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v48, 0xb40, v2
	v_ashrrev_i32_e32 v49, 31, v48
	v_mul_f32_e32 v34, 0x4147851f, v34
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_add_co_u32 v48, vcc_lo, s2, v48
	v_add_co_ci_u32_e32 v49, vcc_lo, s3, v49, vcc_lo
	global_load_dword v48, v[48:49], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v49, 0xb80, v2
	v_ashrrev_i32_e32 v50, 31, v49
	v_mul_f32_e32 v35, 0x414d70a4, v35
	v_lshlrev_b64 v[49:50], 2, v[49:50]
	v_add_co_u32 v49, vcc_lo, s2, v49
	v_add_co_ci_u32_e32 v50, vcc_lo, s3, v50, vcc_lo
	global_load_dword v49, v[49:50], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v50, 0xbc0, v2
	v_ashrrev_i32_e32 v51, 31, v50
	v_mul_f32_e32 v36, 0x41535c29, v36
	v_lshlrev_b64 v[50:51], 2, v[50:51]
	v_add_co_u32 v50, vcc_lo, s2, v50
	v_add_co_ci_u32_e32 v51, vcc_lo, s3, v51, vcc_lo
	global_load_dword v50, v[50:51], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v51, 0xc00, v2
	v_ashrrev_i32_e32 v52, 31, v51
	v_mul_f32_e32 v37, 0x415947ae, v37
	v_lshlrev_b64 v[51:52], 2, v[51:52]
	v_add_co_u32 v51, vcc_lo, s2, v51
	v_add_co_ci_u32_e32 v52, vcc_lo, s3, v52, vcc_lo
	global_load_dword v51, v[51:52], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v52, 0xc40, v2
	v_ashrrev_i32_e32 v53, 31, v52
	v_mul_f32_e32 v38, 0x415f3333, v38
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32 v52, vcc_lo, s2, v52
	v_add_co_ci_u32_e32 v53, vcc_lo, s3, v53, vcc_lo
	global_load_dword v52, v[52:53], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0xc80, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_mul_f32_e32 v39, 0x41651eb8, v39
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v55, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0xcc0, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_mul_f32_e32 v40, 0x416b0a3d, v40
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v56, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0xd00, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_mul_f32_e32 v41, 0x4170f5c3, v41
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v57, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0xd40, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_mul_f32_e32 v42, 0x4176e148, v42
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v58, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0xd80, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_mul_f32_e32 v43, 0x417ccccd, v43
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v59, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0xdc0, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_mul_f32_e32 v44, 0x41815c29, v44
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v60, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0xe00, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_mul_f32_e32 v45, 0x418451ec, v45
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v61, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0xe40, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_mul_f32_e32 v46, 0x418747ae, v46
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v62, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0xe80, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_mul_f32_e32 v47, 0x418a3d71, v47
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v63, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0xec0, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_mul_f32_e32 v48, 0x418d3333, v48
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v64, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0xf00, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_mul_f32_e32 v49, 0x419028f6, v49
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v65, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0xf40, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_mul_f32_e32 v50, 0x41931eb8, v50
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v66, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0xf80, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_mul_f32_e32 v51, 0x4196147b, v51
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v67, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0xfc0, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_mul_f32_e32 v52, 0x41990a3d, v52
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v68, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1000, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v69, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1040, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v70, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1080, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v71, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x10c0, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v72, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1100, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v73, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1140, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v74, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1180, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v75, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x11c0, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v76, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1200, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v77, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1240, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v78, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1280, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v79, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x12c0, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v80, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1300, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v81, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1340, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v82, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1380, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v83, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x13c0, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v84, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1400, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v85, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1440, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v86, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1480, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v87, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x14c0, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v88, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1500, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v89, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1540, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v90, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1580, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v91, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x15c0, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v92, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1600, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v93, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1640, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v94, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1680, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v95, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x16c0, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v96, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1700, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v97, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1740, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v98, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1780, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v99, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x17c0, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v100, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1800, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v101, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1840, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v102, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x1880, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	global_load_dword v103, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v53, 0x18c0, v2
	v_ashrrev_i32_e32 v54, 31, v53
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_co_u32 v53, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v54, vcc_lo
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	global_load_dword v2, v[53:54], off glc dlc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v53, 0x419c0000, v55
	v_mul_f32_e32 v55, 0x41a1eb85, v57
	v_mul_f32_e32 v57, 0x41a7d70a, v59
	v_mul_f32_e32 v59, 0x41adc28f, v61
	v_mul_f32_e32 v61, 0x41b3ae14, v63
	v_mul_f32_e32 v63, 0x41b9999a, v65
	v_mul_f32_e32 v65, 0x41bf851f, v67
	v_mul_f32_e32 v67, 0x41c570a4, v69
	v_mul_f32_e32 v69, 0x41cb5c29, v71
	v_mul_f32_e32 v71, 0x41d147ae, v73
	v_mul_f32_e32 v73, 0x41d73333, v75
	v_mul_f32_e32 v75, 0x41dd1eb8, v77
	v_mul_f32_e32 v77, 0x41e30a3d, v79
	v_mul_f32_e32 v79, 0x41e8f5c3, v81
	v_mul_f32_e32 v81, 0x41eee148, v83
	v_mul_f32_e32 v83, 0x41f4cccd, v85
	v_mul_f32_e32 v85, 0x41fab852, v87
	v_mul_f32_e32 v87, 0x420051ec, v89
	v_mul_f32_e32 v89, 0x420347ae, v91
	v_mul_f32_e32 v54, 0x419ef5c3, v56
	v_mul_f32_e32 v56, 0x41a4e148, v58
	v_mul_f32_e32 v58, 0x41aacccd, v60
	v_mul_f32_e32 v60, 0x41b0b852, v62
	v_mul_f32_e32 v62, 0x41b6a3d7, v64
	v_mul_f32_e32 v64, 0x41bc8f5c, v66
	v_mul_f32_e32 v66, 0x41c27ae1, v68
	v_mul_f32_e32 v68, 0x41c86666, v70
	v_mul_f32_e32 v70, 0x41ce51ec, v72
	v_mul_f32_e32 v72, 0x41d43d71, v74
	v_mul_f32_e32 v74, 0x41da28f6, v76
	v_mul_f32_e32 v76, 0x41e0147b, v78
	v_mul_f32_e32 v78, 0x41e60000, v80
	v_mul_f32_e32 v80, 0x41ebeb85, v82
	v_mul_f32_e32 v82, 0x41f1d70a, v84
	v_mul_f32_e32 v84, 0x41f7c28f, v86
	v_mul_f32_e32 v86, 0x41fdae14, v88
	v_mul_f32_e32 v88, 0x4201cccd, v90
	v_mul_f32_e32 v90, 0x4204c28f, v92
	v_mul_f32_e32 v91, 0x42063d71, v93
	v_mul_f32_e32 v92, 0x4207b852, v94
	v_mul_f32_e32 v93, 0x42093333, v95
	v_mul_f32_e32 v94, 0x420aae14, v96
	v_mul_f32_e32 v95, 0x420c28f6, v97
	v_mul_f32_e32 v96, 0x420da3d7, v98
	v_mul_f32_e32 v97, v104, v99
	v_mul_f32_e32 v98, v105, v100
	v_mul_f32_e32 v99, v106, v101
	v_mul_f32_e32 v100, v107, v102
	v_mul_f32_e32 v101, v108, v103
	v_mul_f32_e32 v2, v109, v2
	v_add_f32_e32 v2, 0, v2
	v_add_f32_e32 v2, v2, v101
	v_add_f32_e32 v2, v2, v100
	v_add_f32_e32 v2, v2, v99
	v_add_f32_e32 v2, v2, v98
	v_add_f32_e32 v2, v2, v97
	v_add_f32_e32 v2, v2, v96
	v_add_f32_e32 v2, v2, v95
	v_add_f32_e32 v2, v2, v94
	v_add_f32_e32 v2, v2, v93
	v_add_f32_e32 v2, v2, v92
	v_add_f32_e32 v2, v2, v91
	v_add_f32_e32 v2, v2, v90
	v_add_f32_e32 v2, v2, v89
	v_add_f32_e32 v2, v2, v88
	v_add_f32_e32 v2, v2, v87
	v_add_f32_e32 v2, v2, v86
	v_add_f32_e32 v2, v2, v85
	v_add_f32_e32 v2, v2, v84
	v_add_f32_e32 v2, v2, v83
	v_add_f32_e32 v2, v2, v82
	v_add_f32_e32 v2, v2, v81
	v_add_f32_e32 v2, v2, v80
	v_add_f32_e32 v2, v2, v79
	v_add_f32_e32 v2, v2, v78
	v_add_f32_e32 v2, v2, v77
	v_add_f32_e32 v2, v2, v76
	v_add_f32_e32 v2, v2, v75
	v_add_f32_e32 v2, v2, v74
	v_add_f32_e32 v2, v2, v73
	v_add_f32_e32 v2, v2, v72
	v_add_f32_e32 v2, v2, v71
	v_add_f32_e32 v2, v2, v70
	v_add_f32_e32 v2, v2, v69
	v_add_f32_e32 v2, v2, v68
	v_add_f32_e32 v2, v2, v67
	v_add_f32_e32 v2, v2, v66
	v_add_f32_e32 v2, v2, v65
	v_add_f32_e32 v2, v2, v64
	v_add_f32_e32 v2, v2, v63
	v_add_f32_e32 v2, v2, v62
	v_add_f32_e32 v2, v2, v61
	v_add_f32_e32 v2, v2, v60
	v_add_f32_e32 v2, v2, v59
	v_add_f32_e32 v2, v2, v58
	v_add_f32_e32 v2, v2, v57
	v_add_f32_e32 v2, v2, v56
	v_add_f32_e32 v2, v2, v55
	v_add_f32_e32 v2, v2, v54
	v_add_f32_e32 v2, v2, v53
	v_add_f32_e32 v2, v2, v52
	v_add_f32_e32 v2, v2, v51
	v_add_f32_e32 v2, v2, v50
	v_add_f32_e32 v2, v2, v49
	v_add_f32_e32 v2, v2, v48
	v_add_f32_e32 v2, v2, v47
	v_add_f32_e32 v2, v2, v46
	v_add_f32_e32 v2, v2, v45
	v_add_f32_e32 v2, v2, v44
	v_add_f32_e32 v2, v2, v43
	v_add_f32_e32 v2, v2, v42
	v_add_f32_e32 v2, v2, v41
	v_add_f32_e32 v2, v2, v40
	v_add_f32_e32 v2, v2, v39
	v_add_f32_e32 v2, v2, v38
	v_add_f32_e32 v2, v2, v37
	v_add_f32_e32 v2, v2, v36
	v_add_f32_e32 v2, v2, v35
	v_add_f32_e32 v2, v2, v34
	v_add_f32_e32 v2, v2, v33
	v_add_f32_e32 v2, v2, v32
	v_add_f32_e32 v2, v2, v31
	v_add_f32_e32 v2, v2, v30
	v_add_f32_e32 v2, v2, v29
	v_add_f32_e32 v2, v2, v28
	v_add_f32_e32 v2, v2, v27
	v_add_f32_e32 v2, v2, v26
	v_add_f32_e32 v2, v2, v25
	v_add_f32_e32 v2, v2, v24
	v_add_f32_e32 v2, v2, v23
	v_add_f32_e32 v2, v2, v22
	v_add_f32_e32 v2, v2, v21
	v_add_f32_e32 v2, v2, v20
	v_add_f32_e32 v2, v2, v19
	v_add_f32_e32 v2, v2, v18
	v_add_f32_e32 v2, v2, v17
	v_add_f32_e32 v2, v2, v16
	v_add_f32_e32 v2, v2, v15
	v_add_f32_e32 v2, v2, v14
	v_add_f32_e32 v2, v2, v13
	v_add_f32_e32 v2, v2, v12
	v_add_f32_e32 v2, v2, v11
	v_add_f32_e32 v2, v2, v10
	v_add_f32_e32 v2, v2, v9
	v_add_f32_e32 v2, v2, v8
	v_add_f32_e32 v2, v2, v7
	v_add_f32_e32 v2, v2, v6
	v_add_f32_e32 v2, v2, v5
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e32 v2, v2, v3
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel remat_lo
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 110
		.amdhsa_next_free_sgpr 7
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
	.size	remat_lo, .Lfunc_end0-remat_lo
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 6028
; NumSgprs: 9
; NumVgprs: 110
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 13
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 110
; Occupancy: 9
; WaveLimiterHint : 0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 64
    .name:           remat_lo
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         remat_lo.kd
    .vgpr_count:     110
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
