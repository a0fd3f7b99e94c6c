	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	mem_flat_div                    ; -- Begin function mem_flat_div
	.p2align	8
	.type	mem_flat_div,@function
mem_flat_div:                           ; @mem_flat_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	v_lshlrev_b32_e32 v15, 2, v0
	v_add_u32_e32 v16, 3, v0
	v_lshlrev_b32_e32 v12, 2, v16
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s11
	v_add_co_u32_e32 v1, vcc, s10, v0
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	flat_load_ubyte v3, v[1:2]
	v_mov_b32_e32 v13, s3
	v_mov_b32_e32 v4, s11
	v_add_u32_e32 v17, 0x3e8, v0
	v_lshlrev_b32_e32 v18, 2, v17
	v_lshlrev_b32_e32 v14, 1, v0
	v_lshlrev_b32_e32 v28, 3, v0
	v_lshlrev_b32_e32 v29, 4, v0
	v_lshlrev_b32_e32 v30, 5, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v15, v3, s[8:9]
	flat_load_ubyte v5, v[1:2] offset:5
	v_add_u32_e32 v1, 7, v0
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_add_co_u32_e64 v3, s[0:1], s10, v16
	v_addc_co_u32_e32 v2, vcc, 0, v13, vcc
	v_addc_co_u32_e64 v4, vcc, 0, v4, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v6, v5, 0, 8
	global_store_dword v15, v6, s[8:9]
	flat_store_byte v[1:2], v5
	flat_load_ubyte v1, v[3:4]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v12, v1, s[8:9]
	flat_load_ubyte v5, v[3:4] offset:5
	v_add_u32_e32 v1, 10, v0
	v_mov_b32_e32 v4, s11
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_add_co_u32_e64 v3, s[0:1], s10, v17
	v_addc_co_u32_e32 v2, vcc, 0, v13, vcc
	v_addc_co_u32_e64 v4, vcc, 0, v4, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v6, v5, 0, 8
	global_store_dword v12, v6, s[8:9]
	flat_store_byte v[1:2], v5
	flat_load_ubyte v1, v[3:4]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v18, v1, s[8:9]
	flat_load_ubyte v5, v[3:4] offset:5
	v_add_u32_e32 v1, 0x3ef, v0
	v_mov_b32_e32 v4, s11
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_add_co_u32_e64 v3, s[0:1], s10, v14
	v_addc_co_u32_e32 v2, vcc, 0, v13, vcc
	v_addc_co_u32_e64 v4, vcc, 0, v4, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v6, v5, 0, 8
	global_store_dword v18, v6, s[8:9]
	flat_store_byte v[1:2], v5
	flat_load_ushort v1, v[3:4]
	v_lshlrev_b32_e32 v2, 1, v16
	v_mov_b32_e32 v6, s11
	v_add_co_u32_e64 v5, s[0:1], s10, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v15, v1, s[8:9]
	flat_load_ushort v7, v[3:4] offset:10
	v_add_u32_e32 v1, 28, v14
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_addc_co_u32_e32 v2, vcc, 0, v13, vcc
	v_addc_co_u32_e64 v6, vcc, 0, v6, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v8, v7, 0, 16
	global_store_dword v15, v8, s[8:9]
	flat_store_short v[1:2], v7
	flat_load_ushort v1, v[5:6]
	v_lshlrev_b32_e32 v2, 1, v17
	v_mov_b32_e32 v8, s11
	v_add_co_u32_e64 v7, s[0:1], s10, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v12, v1, s[8:9]
	flat_load_ushort v9, v[5:6] offset:10
	v_add_u32_e32 v1, 34, v14
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_addc_co_u32_e32 v2, vcc, 0, v13, vcc
	v_addc_co_u32_e64 v8, vcc, 0, v8, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v10, v9, 0, 16
	global_store_dword v12, v10, s[8:9]
	flat_store_short v[1:2], v9
	flat_load_ushort v1, v[7:8]
	v_mov_b32_e32 v2, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v18, v1, s[8:9]
	flat_load_ushort v11, v[7:8] offset:10
	v_add_u32_e32 v1, 0x7ec, v14
	v_add_co_u32_e32 v9, vcc, s2, v1
	v_add_co_u32_e64 v1, s[0:1], s10, v15
	v_addc_co_u32_e32 v10, vcc, 0, v13, vcc
	v_addc_co_u32_e64 v2, vcc, 0, v2, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v19, v11, 0, 16
	global_store_dword v18, v19, s[8:9]
	flat_store_short v[9:10], v11
	flat_load_dword v19, v[1:2]
	v_add_u32_e32 v9, 0x54, v15
	v_add_co_u32_e32 v11, vcc, s2, v9
	v_mov_b32_e32 v10, s11
	v_add_co_u32_e64 v9, s[0:1], s10, v12
	v_addc_co_u32_e32 v12, vcc, 0, v13, vcc
	v_addc_co_u32_e64 v10, vcc, 0, v10, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[11:12], v19
	flat_load_dword v20, v[9:10]
	v_mov_b32_e32 v12, s11
	v_add_co_u32_e32 v11, vcc, s10, v18
	v_add_u32_e32 v19, 0x60, v15
	v_addc_co_u32_e32 v12, vcc, 0, v12, vcc
	v_add_co_u32_e32 v18, vcc, s2, v19
	v_addc_co_u32_e32 v19, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[18:19], v20
	flat_load_dword v20, v[11:12]
	v_add_u32_e32 v18, 0xff4, v15
	v_add_co_u32_e32 v18, vcc, s2, v18
	v_addc_co_u32_e32 v19, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[18:19], v20
	v_mov_b32_e32 v19, s11
	v_add_co_u32_e32 v18, vcc, s10, v28
	v_addc_co_u32_e32 v19, vcc, 0, v19, vcc
	flat_load_dwordx2 v[22:23], v[18:19]
	v_add_u32_e32 v20, 0xe0, v28
	v_add_co_u32_e32 v20, vcc, s2, v20
	v_addc_co_u32_e32 v21, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[20:21], v[22:23]
	v_lshlrev_b32_e32 v20, 3, v16
	v_mov_b32_e32 v21, s11
	v_add_co_u32_e32 v20, vcc, s10, v20
	v_addc_co_u32_e32 v21, vcc, 0, v21, vcc
	flat_load_dwordx2 v[24:25], v[20:21]
	v_add_u32_e32 v22, 0xf8, v28
	v_add_co_u32_e32 v22, vcc, s2, v22
	v_addc_co_u32_e32 v23, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[22:23], v[24:25]
	v_lshlrev_b32_e32 v22, 3, v17
	v_mov_b32_e32 v23, s11
	v_add_co_u32_e32 v22, vcc, s10, v22
	v_addc_co_u32_e32 v23, vcc, 0, v23, vcc
	flat_load_dwordx2 v[26:27], v[22:23]
	v_add_u32_e32 v24, 0x2020, v28
	v_add_co_u32_e32 v24, vcc, s2, v24
	v_addc_co_u32_e32 v25, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[24:25], v[26:27]
	flat_load_dwordx2 v[18:19], v[18:19]
	v_add_u32_e32 v24, 0x118, v28
	v_add_co_u32_e32 v24, vcc, s2, v24
	v_addc_co_u32_e32 v25, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[24:25], v[18:19]
	flat_load_dwordx2 v[18:19], v[20:21]
	v_add_u32_e32 v20, 0x130, v28
	v_add_co_u32_e32 v20, vcc, s2, v20
	v_addc_co_u32_e32 v21, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[20:21], v[18:19]
	flat_load_dwordx2 v[18:19], v[22:23]
	v_add_u32_e32 v20, 0x2058, v28
	v_add_co_u32_e32 v20, vcc, s2, v20
	v_addc_co_u32_e32 v21, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[20:21], v[18:19]
	v_mov_b32_e32 v18, s11
	v_add_co_u32_e32 v21, vcc, s10, v29
	v_addc_co_u32_e32 v22, vcc, 0, v18, vcc
	v_add_u32_e32 v18, 0x2a0, v29
	v_add_co_u32_e32 v23, vcc, s2, v18
	flat_load_dwordx3 v[18:20], v[21:22]
	v_addc_co_u32_e32 v24, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx3 v[23:24], v[18:20]
	s_nop 0
	v_lshlrev_b32_e32 v18, 4, v16
	v_mov_b32_e32 v19, s11
	v_add_co_u32_e32 v23, vcc, s10, v18
	v_addc_co_u32_e32 v24, vcc, 0, v19, vcc
	v_add_u32_e32 v18, 0x2d0, v29
	v_add_co_u32_e32 v25, vcc, s2, v18
	flat_load_dwordx3 v[18:20], v[23:24]
	v_addc_co_u32_e32 v26, vcc, 0, v13, vcc
	v_lshlrev_b32_e32 v16, 5, v16
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx3 v[25:26], v[18:20]
	s_nop 0
	v_lshlrev_b32_e32 v18, 4, v17
	v_mov_b32_e32 v19, s11
	v_add_co_u32_e32 v25, vcc, s10, v18
	v_addc_co_u32_e32 v26, vcc, 0, v19, vcc
	v_add_u32_e32 v18, 0x4120, v29
	v_add_co_u32_e32 v27, vcc, s2, v18
	flat_load_dwordx3 v[18:20], v[25:26]
	v_addc_co_u32_e32 v28, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx3 v[27:28], v[18:20]
	s_nop 0
	v_add_u32_e32 v18, 0x310, v29
	v_add_co_u32_e32 v27, vcc, s2, v18
	flat_load_dwordx4 v[18:21], v[21:22]
	v_addc_co_u32_e32 v28, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[27:28], v[18:21]
	s_nop 0
	v_add_u32_e32 v18, 0x340, v29
	v_add_co_u32_e32 v27, vcc, s2, v18
	flat_load_dwordx4 v[18:21], v[23:24]
	v_addc_co_u32_e32 v28, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[27:28], v[18:21]
	s_nop 0
	v_add_u32_e32 v18, 0x4190, v29
	v_add_co_u32_e32 v22, vcc, s2, v18
	flat_load_dwordx4 v[18:21], v[25:26]
	v_addc_co_u32_e32 v23, vcc, 0, v13, vcc
	v_add_co_u32_e32 v26, vcc, s10, v30
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[22:23], v[18:21]
	s_nop 0
	v_mov_b32_e32 v18, s11
	v_addc_co_u32_e32 v27, vcc, 0, v18, vcc
	v_add_u32_e32 v18, 0x700, v30
	v_add_co_u32_e32 v28, vcc, s2, v18
	flat_load_dwordx4 v[18:21], v[26:27] offset:16
	flat_load_dwordx4 v[22:25], v[26:27]
	v_addc_co_u32_e32 v29, vcc, 0, v13, vcc
	v_add_co_u32_e32 v26, vcc, s10, v16
	v_add_u32_e32 v16, 0x760, v30
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[28:29], v[18:21] offset:16
	flat_store_dwordx4 v[28:29], v[22:25]
	v_mov_b32_e32 v18, s11
	v_addc_co_u32_e32 v27, vcc, 0, v18, vcc
	flat_load_dwordx4 v[18:21], v[26:27] offset:16
	flat_load_dwordx4 v[22:25], v[26:27]
	v_add_co_u32_e32 v28, vcc, s2, v16
	v_addc_co_u32_e32 v29, vcc, 0, v13, vcc
	v_lshlrev_b32_e32 v16, 5, v17
	v_add_u32_e32 v17, 0x8400, v30
	v_add_co_u32_e64 v26, s[0:1], s2, v17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[28:29], v[18:21] offset:16
	flat_store_dwordx4 v[28:29], v[22:25]
	v_mov_b32_e32 v18, s11
	v_add_co_u32_e32 v24, vcc, s10, v16
	v_addc_co_u32_e32 v25, vcc, 0, v18, vcc
	flat_load_dwordx4 v[16:19], v[24:25] offset:16
	flat_load_dwordx4 v[20:23], v[24:25]
	v_addc_co_u32_e64 v27, vcc, 0, v13, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[26:27], v[16:19] offset:16
	flat_store_dwordx4 v[26:27], v[20:23]
	flat_load_ushort v16, v[3:4]
	v_add_u32_e32 v3, 0x7e, v14
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_short v[3:4], v16
	flat_load_ushort v5, v[5:6]
	v_add_u32_e32 v3, 0x84, v14
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_short v[3:4], v5
	flat_load_ushort v5, v[7:8]
	v_add_u32_e32 v3, 0x84e, v14
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_short v[3:4], v5
	flat_load_dword v5, v[1:2]
	v_add_u32_e32 v3, 0x118, v15
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v5
	flat_load_dword v5, v[9:10]
	v_add_u32_e32 v3, 0x124, v15
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, 0, v13, vcc
	v_add_u32_e32 v10, 50, v0
	v_lshlrev_b32_e32 v7, 1, v10
	v_add_u32_e32 v0, 51, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v5
	flat_load_dword v5, v[11:12]
	v_add_u32_e32 v3, 0x10b8, v15
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, 0, v13, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v5
	flat_load_dword v9, v[1:2]
	v_mov_b32_e32 v4, s11
	v_add_co_u32_e32 v3, vcc, s10, v7
	v_addc_co_u32_e32 v4, vcc, 0, v4, vcc
	v_add_co_u32_e64 v5, s[0:1], s2, v10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v11, v9
	flat_load_short_d16 v11, v[3:4]
	v_lshlrev_b32_e32 v3, 2, v10
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, 0, v13, vcc
	v_addc_co_u32_e64 v6, vcc, 0, v13, s[0:1]
	v_sub_co_u32_e32 v7, vcc, v3, v7
	v_subbrev_co_u32_e32 v8, vcc, 0, v4, vcc
	v_lshrrev_b32_e32 v12, 16, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v11
	flat_store_short_d16_hi v[7:8], v9
	flat_store_byte v[5:6], v12
	flat_load_dword v11, v[1:2]
	v_mov_b32_e32 v12, s11
	v_add_co_u32_e32 v9, vcc, s10, v10
	v_addc_co_u32_e32 v10, vcc, 0, v12, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v12, v11
	flat_load_ubyte_d16 v12, v[9:10]
	v_lshrrev_b32_e32 v15, 16, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v12
	flat_store_short_d16_hi v[7:8], v11
	flat_store_byte v[5:6], v15
	flat_load_dword v11, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v12, v11
	flat_load_sbyte_d16 v12, v[9:10]
	v_lshrrev_b32_e32 v9, 16, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v12
	flat_store_short_d16_hi v[7:8], v11
	flat_store_byte v[5:6], v9
	flat_load_dword v9, v[1:2]
	v_lshlrev_b32_e32 v7, 1, v0
	v_mov_b32_e32 v4, s11
	v_add_co_u32_e32 v3, vcc, s10, v7
	v_addc_co_u32_e32 v4, vcc, 0, v4, vcc
	v_add_co_u32_e64 v5, s[0:1], s2, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v10, v9
	flat_load_short_d16_hi v10, v[3:4]
	v_lshlrev_b32_e32 v3, 2, v0
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, 0, v13, vcc
	v_addc_co_u32_e64 v6, vcc, 0, v13, s[0:1]
	v_sub_co_u32_e32 v7, vcc, v3, v7
	v_subbrev_co_u32_e32 v8, vcc, 0, v4, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v10
	flat_store_short_d16_hi v[7:8], v10
	flat_store_byte_d16_hi v[5:6], v9
	flat_load_dword v11, v[1:2]
	v_mov_b32_e32 v10, s11
	v_add_co_u32_e32 v9, vcc, s10, v0
	v_addc_co_u32_e32 v10, vcc, 0, v10, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v11
	flat_load_ubyte_d16_hi v0, v[9:10]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v0
	flat_store_short_d16_hi v[7:8], v0
	flat_store_byte_d16_hi v[5:6], v11
	flat_load_dword v0, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v11, v0
	flat_load_sbyte_d16_hi v11, v[9:10]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v11
	flat_store_short_d16_hi v[7:8], v11
	flat_store_byte_d16_hi v[5:6], v0
	flat_load_dword v3, v[1:2]
	v_sub_co_u32_e32 v0, vcc, v1, v14
	v_subbrev_co_u32_e32 v1, vcc, 0, v2, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_short_d16_hi v3, v[0:1]
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[0:1], v3 offset:28
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 31
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
	.size	mem_flat_div, .Lfunc_end0-mem_flat_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2320
; NumSgprs: 14
; NumVgprs: 31
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 31
; Occupancy: 8
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         mem_flat_div.kd
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
