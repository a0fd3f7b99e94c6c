	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	remat_hi                        ; -- Begin function remat_hi
	.p2align	8
	.type	remat_hi,@function
remat_hi:                               ; @remat_hi
; %bb.0:
	v_mov_b32_e32 v56, 0x3fdeb852
	v_mov_b32_e32 v57, 0x3faf5c29
	v_mov_b32_e32 v58, 0x418747ae
	v_mov_b32_e32 v59, 0x418d3333
	v_mov_b32_e32 v60, 0x419028f6
	v_mov_b32_e32 v61, 0x41931eb8
	v_mov_b32_e32 v62, 0x418a3d71
	v_mov_b32_e32 v63, 0x418451ec
	v_mov_b32_e32 v64, 0x41815c29
	v_mov_b32_e32 v65, 0x417ccccd
	v_mov_b32_e32 v66, 0x4176e148
	v_mov_b32_e32 v67, 0x4170f5c3
	v_mov_b32_e32 v68, 0x416b0a3d
	v_mov_b32_e32 v69, 0x41651eb8
	v_mov_b32_e32 v70, 0x415f3333
	v_mov_b32_e32 v71, 0x415947ae
	v_mov_b32_e32 v72, 0x41535c29
	v_mov_b32_e32 v73, 0x414d70a4
	v_mov_b32_e32 v74, 0x4147851f
	v_mov_b32_e32 v75, 0x4141999a
	v_mov_b32_e32 v76, 0x413bae14
	v_mov_b32_e32 v77, 0x4135c28f
	v_mov_b32_e32 v78, 0x412fd70a
	v_mov_b32_e32 v79, 0x4129eb85
	v_mov_b32_e32 v80, 0x41240000
	v_mov_b32_e32 v81, 0x411e147b
	v_mov_b32_e32 v82, 0x411828f6
	v_mov_b32_e32 v83, 0x41123d71
	v_mov_b32_e32 v84, 0x410c51ec
	v_mov_b32_e32 v85, 0x41066666
	v_mov_b32_e32 v86, 0x41007ae1
	v_mov_b32_e32 v87, 0x40f51eb8
	v_mov_b32_e32 v88, 0x40e947ae
	v_mov_b32_e32 v89, 0x40dd70a4
	v_mov_b32_e32 v90, 0x40d1999a
	v_mov_b32_e32 v91, 0x40c5c28f
	v_mov_b32_e32 v92, 0x40b9eb85
	v_mov_b32_e32 v93, 0x40ae147b
	v_mov_b32_e32 v94, 0x40a23d71
	v_mov_b32_e32 v95, 0x40966666
	v_mov_b32_e32 v96, 0x408a8f5c
	v_mov_b32_e32 v97, 0x407d70a4
	v_mov_b32_e32 v98, 0x4065c28f
	v_mov_b32_e32 v99, 0x404e147b
	v_mov_b32_e32 v100, 0x40366666
	v_mov_b32_e32 v101, 0x401eb852
	v_mov_b32_e32 v102, 0x40070a3d
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshl_or_b32 v5, s6, 6, v0
	v_add_nc_u32_e32 v2, 0x1000, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_add_nc_u32_e32 v7, 0x2000, v5
	v_add_nc_u32_e32 v9, 0x3000, v5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[0:1], 2, v[5:6]
	v_ashrrev_i32_e32 v8, 31, v7
	v_add_nc_u32_e32 v6, 0x4000, v5
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_lshlrev_b64 v[15:16], 2, v[9:10]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v11, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v12, vcc_lo, s3, v1, vcc_lo
	v_add_co_u32 v13, vcc_lo, s2, v2
	v_add_co_ci_u32_e32 v14, vcc_lo, s3, v3, vcc_lo
	global_load_dword v2, v[11:12], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_co_u32 v11, vcc_lo, s2, v7
	v_add_co_ci_u32_e32 v12, vcc_lo, s3, v8, vcc_lo
	v_add_nc_u32_e32 v8, 0x5000, v5
	v_ashrrev_i32_e32 v7, 31, v6
	global_load_dword v3, v[13:14], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v4, v[11:12], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_co_u32 v10, vcc_lo, s2, v15
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_nc_u32_e32 v12, 0x6000, v5
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v16, vcc_lo
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_nc_u32_e32 v14, 0x7000, v5
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_u32 v8, vcc_lo, s2, v8
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v9, vcc_lo
	v_ashrrev_i32_e32 v15, 31, v14
	global_load_dword v16, v[10:11], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[10:11], 2, v[12:13]
	global_load_dword v17, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v18, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v8, 0x8000, v5
	v_lshlrev_b64 v[6:7], 2, v[14:15]
	v_add_nc_u32_e32 v12, 0x9000, v5
	v_add_nc_u32_e32 v14, 0xa000, v5
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_ashrrev_i32_e32 v15, 31, v14
	global_load_dword v19, v[10:11], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v20, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], 2, v[12:13]
	v_add_nc_u32_e32 v12, 0xb000, v5
	v_add_co_u32 v8, vcc_lo, s2, v8
	v_lshlrev_b64 v[10:11], 2, v[14:15]
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_add_nc_u32_e32 v14, 0xc000, v5
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	v_ashrrev_i32_e32 v15, 31, v14
	global_load_dword v21, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[8:9], 2, v[12:13]
	global_load_dword v22, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v23, v[10:11], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v10, 0xd000, v5
	v_lshlrev_b64 v[6:7], 2, v[14:15]
	v_add_nc_u32_e32 v12, 0xe000, v5
	v_add_nc_u32_e32 v14, 0xf000, v5
	v_add_co_u32 v8, vcc_lo, s2, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_ashrrev_i32_e32 v15, 31, v14
	global_load_dword v24, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v25, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], 2, v[12:13]
	v_add_co_u32 v8, vcc_lo, s2, v10
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v11, vcc_lo
	v_lshlrev_b64 v[10:11], 2, v[14:15]
	v_add_nc_u32_e32 v12, 0x10000, v5
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_add_nc_u32_e32 v14, 0x11000, v5
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	v_ashrrev_i32_e32 v15, 31, v14
	global_load_dword v26, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[8:9], 2, v[12:13]
	global_load_dword v27, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v28, v[10:11], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v10, 0x12000, v5
	v_lshlrev_b64 v[6:7], 2, v[14:15]
	v_add_nc_u32_e32 v12, 0x13000, v5
	v_add_nc_u32_e32 v14, 0x14000, v5
	v_add_co_u32 v8, vcc_lo, s2, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_ashrrev_i32_e32 v15, 31, v14
	global_load_dword v29, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v30, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], 2, v[12:13]
	v_add_co_u32 v8, vcc_lo, s2, v10
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v11, vcc_lo
	v_lshlrev_b64 v[10:11], 2, v[14:15]
	v_add_nc_u32_e32 v12, 0x15000, v5
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_add_nc_u32_e32 v14, 0x16000, v5
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	v_ashrrev_i32_e32 v15, 31, v14
	global_load_dword v31, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[8:9], 2, v[12:13]
	global_load_dword v32, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v33, v[10:11], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v10, 0x17000, v5
	v_lshlrev_b64 v[6:7], 2, v[14:15]
	v_add_nc_u32_e32 v12, 0x18000, v5
	v_add_nc_u32_e32 v14, 0x19000, v5
	v_add_co_u32 v8, vcc_lo, s2, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_ashrrev_i32_e32 v15, 31, v14
	global_load_dword v34, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v35, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], 2, v[12:13]
	v_add_co_u32 v8, vcc_lo, s2, v10
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v11, vcc_lo
	v_lshlrev_b64 v[10:11], 2, v[14:15]
	v_add_nc_u32_e32 v12, 0x1a000, v5
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_add_nc_u32_e32 v14, 0x1b000, v5
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	v_ashrrev_i32_e32 v15, 31, v14
	global_load_dword v36, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[8:9], 2, v[12:13]
	global_load_dword v37, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v38, v[10:11], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v10, 0x1c000, v5
	v_lshlrev_b64 v[6:7], 2, v[14:15]
	v_add_nc_u32_e32 v12, 0x1d000, v5
	v_add_nc_u32_e32 v14, 0x1e000, v5
	v_add_co_u32 v8, vcc_lo, s2, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_ashrrev_i32_e32 v15, 31, v14
	global_load_dword v39, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v40, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], 2, v[12:13]
	v_add_co_u32 v8, vcc_lo, s2, v10
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v11, vcc_lo
	v_lshlrev_b64 v[10:11], 2, v[14:15]
	v_add_nc_u32_e32 v12, 0x1f000, v5
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_add_nc_u32_e32 v14, 0x20000, v5
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	v_ashrrev_i32_e32 v15, 31, v14
	global_load_dword v41, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[8:9], 2, v[12:13]
	global_load_dword v42, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v43, v[10:11], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v10, 0x21000, v5
	v_lshlrev_b64 v[6:7], 2, v[14:15]
	v_add_nc_u32_e32 v12, 0x22000, v5
	v_add_nc_u32_e32 v14, 0x23000, v5
	v_add_co_u32 v8, vcc_lo, s2, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_ashrrev_i32_e32 v15, 31, v14
	global_load_dword v44, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v45, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], 2, v[12:13]
	v_add_co_u32 v8, vcc_lo, s2, v10
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v11, vcc_lo
	v_lshlrev_b64 v[10:11], 2, v[14:15]
	v_add_nc_u32_e32 v12, 0x24000, v5
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_add_nc_u32_e32 v14, 0x25000, v5
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	v_ashrrev_i32_e32 v15, 31, v14
	global_load_dword v46, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[8:9], 2, v[12:13]
	global_load_dword v47, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v48, v[10:11], off glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v10, 0x26000, v5
	v_lshlrev_b64 v[6:7], 2, v[14:15]
	v_add_nc_u32_e32 v12, 0x27000, v5
	v_add_nc_u32_e32 v14, 0x28000, v5
	v_add_co_u32 v8, vcc_lo, s2, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_ashrrev_i32_e32 v15, 31, v14
	global_load_dword v49, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v50, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], 2, v[12:13]
	v_add_co_u32 v8, vcc_lo, s2, v10
	v_add_nc_u32_e32 v12, 0x29000, v5
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v11, vcc_lo
	v_lshlrev_b64 v[10:11], 2, v[14:15]
	v_add_nc_u32_e32 v14, 0x2a000, v5
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	global_load_dword v51, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[8:9], 2, v[12:13]
	global_load_dword v52, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v53, v[10:11], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], 2, v[14:15]
	v_add_nc_u32_e32 v10, 0x2b000, v5
	v_add_nc_u32_e32 v12, 0x2c000, v5
	v_add_nc_u32_e32 v14, 0x2d000, v5
	v_add_co_u32 v8, vcc_lo, s2, v8
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v9, vcc_lo
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_ashrrev_i32_e32 v13, 31, v12
	global_load_dword v54, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[8:9], 2, v[10:11]
	v_add_nc_u32_e32 v10, 0x2e000, v5
	global_load_dword v55, v[6:7], off glc dlc
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], 2, v[12:13]
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_nc_u32_e32 v5, 0x2f000, v5
	v_add_co_u32 v8, vcc_lo, s2, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v9, vcc_lo
	v_lshlrev_b64 v[12:13], 2, v[14:15]
	v_add_co_u32 v14, vcc_lo, s2, v6
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_ci_u32_e32 v15, vcc_lo, s3, v7, vcc_lo
	v_add_co_u32 v12, vcc_lo, s2, v12
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_co_ci_u32_e32 v13, vcc_lo, s3, v13, vcc_lo
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	v_add_co_u32 v5, vcc_lo, s2, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s3, v6, vcc_lo
	global_load_dword v7, v[8:9], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v8, v[14:15], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v9, v[12:13], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v10, v[10:11], off glc dlc
	s_waitcnt vmcnt(0)
	global_load_dword v5, v[5:6], off glc dlc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, v56, v4
	v_mul_f32_e32 v3, v57, v3
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	v_mul_f32_e32 v7, v58, v7
	v_mul_f32_e32 v9, v59, v9
	v_mul_f32_e32 v6, v60, v10
	v_mul_f32_e32 v5, v61, v5
	v_add_f32_e32 v5, 0, v5
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v62, v8
	v_add_f32_e32 v5, v5, v9
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v63, v55
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v64, v54
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v65, v53
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v66, v52
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v67, v51
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v68, v50
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v69, v49
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v70, v48
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v71, v47
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v72, v46
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v73, v45
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v74, v44
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v75, v43
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v76, v42
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v77, v41
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v78, v40
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v79, v39
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v80, v38
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v81, v37
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v82, v36
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v83, v35
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v84, v34
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v85, v33
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v86, v32
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v87, v31
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v88, v30
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v89, v29
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v90, v28
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v91, v27
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v92, v26
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v93, v25
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v94, v24
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v95, v23
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v96, v22
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v97, v21
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v98, v20
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v99, v19
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v100, v18
	v_add_f32_e32 v5, v5, v6
	v_mul_f32_e32 v6, v101, v17
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, v102, v16
	v_add_f32_e32 v5, v5, v6
	v_add_f32_e32 v5, v5, v7
	v_add_f32_e32 v4, v5, v4
	v_add_f32_e32 v3, v4, v3
	v_add_f32_e32 v2, v3, v2
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel remat_hi
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
		.amdhsa_next_free_vgpr 103
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
	.size	remat_hi, .Lfunc_end0-remat_hi
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2912
; NumSgprs: 9
; NumVgprs: 103
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 103
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
    .name:           remat_hi
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         remat_hi.kd
    .vgpr_count:     103
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
