	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	mem_flat_div                    ; -- Begin function mem_flat_div
	.p2align	8
	.type	mem_flat_div,@function
mem_flat_div:                           ; @mem_flat_div
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_lshlrev_b32_e32 v8, 2, v0
	v_add_nc_u32_e32 v10, 3, v0
	v_add_nc_u32_e32 v9, 0x3e8, v0
	v_lshlrev_b32_e32 v7, 1, v0
	v_lshlrev_b32_e32 v27, 3, v0
	v_lshlrev_b32_e32 v29, 4, v0
	v_lshlrev_b32_e32 v13, 2, v10
	v_lshlrev_b32_e32 v14, 2, v9
	v_lshlrev_b32_e32 v17, 3, v10
	v_lshlrev_b32_e32 v25, 3, v9
	v_lshlrev_b32_e32 v33, 5, v0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, s4, s2, v0
	v_add_co_ci_u32_e64 v2, s4, s3, 0, s4
	flat_load_ubyte v3, v[1:2]
	v_add_co_u32 v1, vcc_lo, v1, 5
	v_add_co_ci_u32_e32 v2, vcc_lo, 0, v2, vcc_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v8, v3, s[0:1]
	flat_load_ubyte v5, v[1:2]
	v_add_nc_u32_e32 v1, 7, v0
	v_add_co_u32 v1, s4, s6, v1
	v_add_co_ci_u32_e64 v2, s4, s7, 0, s4
	v_add_co_u32 v3, s4, s2, v10
	v_add_co_ci_u32_e64 v4, s4, s3, 0, s4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v6, v5, 0, 8
	global_store_dword v8, v6, s[0:1]
	flat_store_byte v[1:2], v5
	flat_load_ubyte v5, v[3:4]
	v_add_co_u32 v1, vcc_lo, v3, 5
	v_add_co_ci_u32_e32 v2, vcc_lo, 0, v4, vcc_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v13, v5, s[0:1]
	flat_load_ubyte v5, v[1:2]
	v_add_nc_u32_e32 v1, 10, v0
	v_add_co_u32 v1, s4, s6, v1
	v_add_co_ci_u32_e64 v2, s4, s7, 0, s4
	v_add_co_u32 v3, s4, s2, v9
	v_add_co_ci_u32_e64 v4, s4, s3, 0, s4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v6, v5, 0, 8
	global_store_dword v13, v6, s[0:1]
	flat_store_byte v[1:2], v5
	flat_load_ubyte v5, v[3:4]
	v_add_co_u32 v1, vcc_lo, v3, 5
	v_add_co_ci_u32_e32 v2, vcc_lo, 0, v4, vcc_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v14, v5, s[0:1]
	flat_load_ubyte v5, v[1:2]
	v_add_nc_u32_e32 v1, 0x3ef, v0
	v_add_co_u32 v1, s4, s6, v1
	v_add_co_ci_u32_e64 v2, s4, s7, 0, s4
	v_add_co_u32 v3, s4, s2, v7
	v_add_co_ci_u32_e64 v4, s4, s3, 0, s4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v6, v5, 0, 8
	global_store_dword v14, v6, s[0:1]
	flat_store_byte v[1:2], v5
	flat_load_ushort v5, v[3:4]
	v_add_co_u32 v1, vcc_lo, v3, 10
	v_add_co_ci_u32_e32 v2, vcc_lo, 0, v4, vcc_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v8, v5, s[0:1]
	flat_load_ushort v11, v[1:2]
	v_add_nc_u32_e32 v1, 28, v7
	v_lshlrev_b32_e32 v5, 1, v10
	v_add_co_u32 v1, s4, s6, v1
	v_add_co_ci_u32_e64 v2, s4, s7, 0, s4
	v_add_co_u32 v5, s4, s2, v5
	v_add_co_ci_u32_e64 v6, s4, s3, 0, s4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v12, v11, 0, 16
	global_store_dword v8, v12, s[0:1]
	flat_store_short v[1:2], v11
	flat_load_ushort v11, v[5:6]
	v_add_co_u32 v1, vcc_lo, v5, 10
	v_add_co_ci_u32_e32 v2, vcc_lo, 0, v6, vcc_lo
	v_lshlrev_b32_e32 v12, 1, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v13, v11, s[0:1]
	flat_load_ushort v11, v[1:2]
	v_add_nc_u32_e32 v1, 34, v7
	v_add_co_u32 v1, s4, s6, v1
	v_add_co_ci_u32_e64 v2, s4, s7, 0, s4
	v_add_co_u32 v19, s4, s2, v12
	v_add_co_ci_u32_e64 v20, s4, s3, 0, s4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v15, v11, 0, 16
	global_store_dword v13, v15, s[0:1]
	flat_store_short v[1:2], v11
	flat_load_ushort v11, v[19:20]
	v_add_co_u32 v1, vcc_lo, v19, 10
	v_add_co_ci_u32_e32 v2, vcc_lo, 0, v20, vcc_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v14, v11, s[0:1]
	flat_load_ushort v15, v[1:2]
	v_add_nc_u32_e32 v1, 0x7ec, v7
	v_add_co_u32 v11, s4, s6, v1
	v_add_co_ci_u32_e64 v12, s4, s7, 0, s4
	v_add_co_u32 v1, s4, s2, v8
	v_add_co_ci_u32_e64 v2, s4, s3, 0, s4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v16, v15, 0, 16
	global_store_dword v14, v16, s[0:1]
	flat_store_short v[11:12], v15
	flat_load_dword v15, v[1:2]
	v_add_nc_u32_e32 v11, 0x54, v8
	v_add_co_u32 v11, s0, s6, v11
	v_add_co_ci_u32_e64 v12, s0, s7, 0, s0
	v_add_co_u32 v21, s0, s2, v13
	v_add_co_ci_u32_e64 v22, s0, s3, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[11:12], v15
	flat_load_dword v13, v[21:22]
	v_add_nc_u32_e32 v11, 0x60, v8
	v_add_co_u32 v11, s0, s6, v11
	v_add_co_ci_u32_e64 v12, s0, s7, 0, s0
	v_add_co_u32 v23, s0, s2, v14
	v_add_co_ci_u32_e64 v24, s0, s3, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[11:12], v13
	flat_load_dword v15, v[23:24]
	v_add_nc_u32_e32 v11, 0xff4, v8
	v_add_co_u32 v11, s0, s6, v11
	v_add_co_ci_u32_e64 v12, s0, s7, 0, s0
	v_add_co_u32 v13, s0, s2, v27
	v_add_co_ci_u32_e64 v14, s0, s3, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[11:12], v15
	flat_load_dwordx2 v[11:12], v[13:14]
	v_add_nc_u32_e32 v15, 0xe0, v27
	v_add_co_u32 v15, s0, s6, v15
	v_add_co_ci_u32_e64 v16, s0, s7, 0, s0
	v_add_co_u32 v17, s0, s2, v17
	v_add_co_ci_u32_e64 v18, s0, s3, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[15:16], v[11:12]
	flat_load_dwordx2 v[11:12], v[17:18]
	v_add_nc_u32_e32 v15, 0xf8, v27
	v_add_co_u32 v15, s0, s6, v15
	v_add_co_ci_u32_e64 v16, s0, s7, 0, s0
	v_add_co_u32 v25, s0, s2, v25
	v_add_co_ci_u32_e64 v26, s0, s3, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[15:16], v[11:12]
	flat_load_dwordx2 v[11:12], v[25:26]
	v_add_nc_u32_e32 v15, 0x2020, v27
	v_add_co_u32 v15, s0, s6, v15
	v_add_co_ci_u32_e64 v16, s0, s7, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[15:16], v[11:12]
	flat_load_dwordx2 v[11:12], v[13:14]
	v_add_nc_u32_e32 v13, 0x118, v27
	v_add_co_u32 v13, s0, s6, v13
	v_add_co_ci_u32_e64 v14, s0, s7, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[13:14], v[11:12]
	flat_load_dwordx2 v[11:12], v[17:18]
	v_add_nc_u32_e32 v13, 0x130, v27
	v_add_co_u32 v13, s0, s6, v13
	v_add_co_ci_u32_e64 v14, s0, s7, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[13:14], v[11:12]
	flat_load_dwordx2 v[11:12], v[25:26]
	v_add_nc_u32_e32 v13, 0x2058, v27
	v_lshlrev_b32_e32 v25, 4, v10
	v_lshlrev_b32_e32 v27, 4, v9
	v_lshlrev_b32_e32 v10, 5, v10
	v_lshlrev_b32_e32 v9, 5, v9
	v_add_co_u32 v13, s0, s6, v13
	v_add_co_ci_u32_e64 v14, s0, s7, 0, s0
	v_add_co_u32 v15, s0, s2, v29
	v_add_co_ci_u32_e64 v16, s0, s3, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[13:14], v[11:12]
	flat_load_dwordx3 v[11:13], v[15:16]
	v_add_nc_u32_e32 v14, 0x2a0, v29
	v_add_co_u32 v17, s0, s6, v14
	v_add_co_ci_u32_e64 v18, s0, s7, 0, s0
	v_add_co_u32 v25, s0, s2, v25
	v_add_co_ci_u32_e64 v26, s0, s3, 0, s0
	v_add_nc_u32_e32 v14, 0x2d0, v29
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx3 v[17:18], v[11:13]
	flat_load_dwordx3 v[11:13], v[25:26]
	v_add_co_u32 v17, s0, s6, v14
	v_add_co_ci_u32_e64 v18, s0, s7, 0, s0
	v_add_co_u32 v27, s0, s2, v27
	v_add_co_ci_u32_e64 v28, s0, s3, 0, s0
	v_add_nc_u32_e32 v14, 0x4120, v29
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx3 v[17:18], v[11:13]
	flat_load_dwordx3 v[11:13], v[27:28]
	v_add_co_u32 v17, s0, s6, v14
	v_add_co_ci_u32_e64 v18, s0, s7, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx3 v[17:18], v[11:13]
	flat_load_dwordx4 v[11:14], v[15:16]
	v_add_nc_u32_e32 v15, 0x310, v29
	v_add_co_u32 v15, s0, s6, v15
	v_add_co_ci_u32_e64 v16, s0, s7, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[15:16], v[11:14]
	flat_load_dwordx4 v[11:14], v[25:26]
	v_add_nc_u32_e32 v15, 0x340, v29
	v_add_co_u32 v15, s0, s6, v15
	v_add_co_ci_u32_e64 v16, s0, s7, 0, s0
	v_add_co_u32 v25, s0, s2, v33
	v_add_co_ci_u32_e64 v26, s0, s3, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[15:16], v[11:14]
	flat_load_dwordx4 v[11:14], v[27:28]
	v_add_nc_u32_e32 v15, 0x4190, v29
	v_add_co_u32 v27, vcc_lo, v25, 16
	v_add_co_ci_u32_e32 v28, vcc_lo, 0, v26, vcc_lo
	v_add_co_u32 v15, s0, s6, v15
	v_add_co_ci_u32_e64 v16, s0, s7, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[15:16], v[11:14]
	s_clause 0x1
	flat_load_dwordx4 v[11:14], v[27:28]
	flat_load_dwordx4 v[15:18], v[25:26]
	v_add_nc_u32_e32 v25, 0x700, v33
	v_add_co_u32 v25, s0, s6, v25
	v_add_co_ci_u32_e64 v26, s0, s7, 0, s0
	v_add_co_u32 v27, s0, s2, v10
	v_add_co_ci_u32_e64 v28, s0, s3, 0, s0
	v_add_co_u32 v29, vcc_lo, v25, 16
	v_add_co_ci_u32_e32 v30, vcc_lo, 0, v26, vcc_lo
	v_add_co_u32 v31, vcc_lo, v27, 16
	v_add_co_ci_u32_e32 v32, vcc_lo, 0, v28, vcc_lo
	s_waitcnt vmcnt(1) lgkmcnt(1)
	flat_store_dwordx4 v[29:30], v[11:14]
	s_waitcnt vmcnt(0) lgkmcnt(1)
	flat_store_dwordx4 v[25:26], v[15:18]
	s_clause 0x1
	flat_load_dwordx4 v[10:13], v[31:32]
	flat_load_dwordx4 v[14:17], v[27:28]
	v_add_nc_u32_e32 v18, 0x760, v33
	v_add_co_u32 v25, s0, s6, v18
	v_add_co_ci_u32_e64 v26, s0, s7, 0, s0
	v_add_co_u32 v27, s0, s2, v9
	v_add_co_ci_u32_e64 v28, s0, s3, 0, s0
	v_add_co_u32 v29, vcc_lo, v25, 16
	v_add_co_ci_u32_e32 v30, vcc_lo, 0, v26, vcc_lo
	v_add_co_u32 v31, vcc_lo, v27, 16
	v_add_co_ci_u32_e32 v32, vcc_lo, 0, v28, vcc_lo
	s_waitcnt vmcnt(1) lgkmcnt(1)
	flat_store_dwordx4 v[29:30], v[10:13]
	s_waitcnt vmcnt(0) lgkmcnt(1)
	flat_store_dwordx4 v[25:26], v[14:17]
	s_clause 0x1
	flat_load_dwordx4 v[9:12], v[31:32]
	flat_load_dwordx4 v[13:16], v[27:28]
	v_add_nc_u32_e32 v17, 0x8400, v33
	v_add_co_u32 v17, s0, s6, v17
	v_add_co_ci_u32_e64 v18, s0, s7, 0, s0
	v_add_co_u32 v25, vcc_lo, v17, 16
	v_add_co_ci_u32_e32 v26, vcc_lo, 0, v18, vcc_lo
	s_waitcnt vmcnt(1) lgkmcnt(1)
	flat_store_dwordx4 v[25:26], v[9:12]
	s_waitcnt vmcnt(0) lgkmcnt(1)
	flat_store_dwordx4 v[17:18], v[13:16]
	flat_load_ushort v9, v[3:4]
	v_add_nc_u32_e32 v3, 0x7e, v7
	v_add_nc_u32_e32 v11, 50, v0
	v_add_nc_u32_e32 v0, 51, v0
	v_add_co_u32 v3, s0, s6, v3
	v_add_co_ci_u32_e64 v4, s0, s7, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_short v[3:4], v9
	flat_load_ushort v5, v[5:6]
	v_add_nc_u32_e32 v3, 0x84, v7
	v_add_co_u32 v3, s0, s6, v3
	v_add_co_ci_u32_e64 v4, s0, s7, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_short v[3:4], v5
	flat_load_ushort v5, v[19:20]
	v_add_nc_u32_e32 v3, 0x84e, v7
	v_add_co_u32 v3, s0, s6, v3
	v_add_co_ci_u32_e64 v4, s0, s7, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_short v[3:4], v5
	flat_load_dword v5, v[1:2]
	v_add_nc_u32_e32 v3, 0x118, v8
	v_add_co_u32 v3, s0, s6, v3
	v_add_co_ci_u32_e64 v4, s0, s7, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v5
	flat_load_dword v5, v[21:22]
	v_add_nc_u32_e32 v3, 0x124, v8
	v_add_co_u32 v3, s0, s6, v3
	v_add_co_ci_u32_e64 v4, s0, s7, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v5
	flat_load_dword v5, v[23:24]
	v_add_nc_u32_e32 v3, 0x10b8, v8
	v_lshlrev_b32_e32 v8, 1, v11
	v_add_co_u32 v3, s0, s6, v3
	v_add_co_ci_u32_e64 v4, s0, s7, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v5
	flat_load_dword v10, v[1:2]
	v_add_co_u32 v3, s0, s2, v8
	v_add_co_ci_u32_e64 v4, s0, s3, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v12, v10
	v_lshrrev_b32_e32 v13, 16, v10
	flat_load_short_d16 v12, v[3:4]
	v_lshlrev_b32_e32 v3, 2, v11
	v_add_co_u32 v3, s0, s6, v3
	v_add_co_ci_u32_e64 v4, s0, s7, 0, s0
	v_add_co_u32 v5, s0, s6, v11
	v_sub_co_u32 v8, vcc_lo, v3, v8
	v_subrev_co_ci_u32_e32 v9, vcc_lo, 0, v4, vcc_lo
	v_add_co_ci_u32_e64 v6, s0, s7, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v12
	flat_store_short_d16_hi v[8:9], v10
	flat_store_byte v[5:6], v13
	flat_load_dword v12, v[1:2]
	v_add_co_u32 v10, s0, s2, v11
	v_add_co_ci_u32_e64 v11, s0, s3, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v13, v12
	v_lshrrev_b32_e32 v14, 16, v12
	flat_load_ubyte_d16 v13, v[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v13
	flat_store_short_d16_hi v[8:9], v12
	flat_store_byte v[5:6], v14
	flat_load_dword v12, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v13, v12
	flat_load_sbyte_d16 v13, v[10:11]
	v_lshrrev_b32_e32 v10, 16, v12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v13
	flat_store_short_d16_hi v[8:9], v12
	flat_store_byte v[5:6], v10
	flat_load_dword v10, v[1:2]
	v_lshlrev_b32_e32 v5, 1, v0
	v_add_co_u32 v3, s0, s2, v5
	v_add_co_ci_u32_e64 v4, s0, s3, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v11, v10
	flat_load_short_d16_hi v11, v[3:4]
	v_lshlrev_b32_e32 v3, 2, v0
	v_add_co_u32 v3, s0, s6, v3
	v_add_co_ci_u32_e64 v4, s0, s7, 0, s0
	v_add_co_u32 v8, s0, s6, v0
	v_sub_co_u32 v5, vcc_lo, v3, v5
	v_subrev_co_ci_u32_e32 v6, vcc_lo, 0, v4, vcc_lo
	v_add_co_ci_u32_e64 v9, s0, s7, 0, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v11
	flat_store_short_d16_hi v[5:6], v11
	flat_store_byte_d16_hi v[8:9], v10
	flat_load_dword v12, v[1:2]
	v_add_co_u32 v10, s0, s2, v0
	v_add_co_ci_u32_e64 v11, s0, s3, 0, s0
	s_add_u32 s0, s6, 28
	s_addc_u32 s1, s7, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v12
	flat_load_ubyte_d16_hi v0, v[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v0
	flat_store_short_d16_hi v[5:6], v0
	flat_store_byte_d16_hi v[8:9], v12
	flat_load_dword v0, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v12, v0
	flat_load_sbyte_d16_hi v12, v[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v12
	flat_store_short_d16_hi v[5:6], v12
	flat_store_byte_d16_hi v[8:9], v0
	flat_load_dword v3, v[1:2]
	v_sub_co_u32 v0, vcc_lo, v1, v7
	v_subrev_co_ci_u32_e32 v1, vcc_lo, 0, v2, vcc_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_short_d16_hi v3, v[0:1]
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[0:1], v3
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel mem_flat_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 8
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
	.size	mem_flat_div, .Lfunc_end0-mem_flat_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3192
; NumSgprs: 10
; NumVgprs: 34
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 34
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
      - .address_space:  generic
        .name:           src
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  generic
        .name:           dst
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           u
        .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           mem_flat_div
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         mem_flat_div.kd
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
