	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	mem_flat_div                    ; -- Begin function mem_flat_div
	.p2align	8
	.type	mem_flat_div,@function
mem_flat_div:                           ; @mem_flat_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_and_b32_e32 v13, 0x3ff, v0
	v_lshlrev_b32_e32 v15, 2, v13
	v_add_u32_e32 v16, 3, v13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v13
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_ubyte v2, v[0:1]
	v_mov_b32_e32 v12, s5
	v_mov_b32_e32 v3, s3
	v_lshlrev_b32_e32 v18, 2, v16
	v_add_u32_e32 v17, 0x3e8, v13
	v_lshlrev_b32_e32 v20, 2, v17
	v_lshlrev_b32_e32 v14, 1, v13
	v_lshlrev_b32_e32 v28, 3, v13
	v_lshlrev_b32_e32 v24, 3, v16
	v_mov_b32_e32 v25, s3
	v_lshlrev_b32_e32 v26, 3, v17
	v_mov_b32_e32 v27, s3
	v_lshlrev_b32_e32 v30, 4, v13
	v_mov_b32_e32 v29, s3
	v_lshlrev_b32_e32 v31, 5, v13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v15, v2, s[0:1]
	flat_load_ubyte v4, v[0:1] offset:5
	v_add_u32_e32 v0, 7, v13
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, 0, v12, vcc
	v_add_co_u32_e32 v2, vcc, s2, v16
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v5, v4, 0, 8
	global_store_dword v15, v5, s[0:1]
	flat_store_byte v[0:1], v4
	flat_load_ubyte v0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v18, v0, s[0:1]
	flat_load_ubyte v4, v[2:3] offset:5
	v_add_u32_e32 v0, 10, v13
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, 0, v12, vcc
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v17
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v5, v4, 0, 8
	global_store_dword v18, v5, s[0:1]
	flat_store_byte v[0:1], v4
	flat_load_ubyte v0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v20, v0, s[0:1]
	flat_load_ubyte v4, v[2:3] offset:5
	v_add_u32_e32 v0, 0x3ef, v13
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, 0, v12, vcc
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v14
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v5, v4, 0, 8
	global_store_dword v20, v5, s[0:1]
	flat_store_byte v[0:1], v4
	flat_load_ushort v0, v[2:3]
	v_lshlrev_b32_e32 v4, 1, v16
	v_mov_b32_e32 v5, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v15, v0, s[0:1]
	flat_load_ushort v6, v[2:3] offset:10
	v_add_u32_e32 v0, 28, v14
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, 0, v12, vcc
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v7, v6, 0, 16
	global_store_dword v15, v7, s[0:1]
	flat_store_short v[0:1], v6
	flat_load_ushort v0, v[4:5]
	v_lshlrev_b32_e32 v6, 1, v17
	v_mov_b32_e32 v7, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v18, v0, s[0:1]
	flat_load_ushort v8, v[4:5] offset:10
	v_add_u32_e32 v0, 34, v14
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, 0, v12, vcc
	v_add_co_u32_e32 v6, vcc, s2, v6
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v9, v8, 0, 16
	global_store_dword v18, v9, s[0:1]
	flat_store_short v[0:1], v8
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v1, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v20, v0, s[0:1]
	flat_load_ushort v10, v[6:7] offset:10
	v_add_u32_e32 v0, 0x7ec, v14
	v_add_co_u32_e32 v8, vcc, s4, v0
	v_addc_co_u32_e32 v9, vcc, 0, v12, vcc
	v_add_co_u32_e32 v0, vcc, s2, v15
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v11, v10, 0, 16
	global_store_dword v20, v11, s[0:1]
	flat_store_short v[8:9], v10
	flat_load_dword v19, v[0:1]
	v_add_u32_e32 v8, 0x54, v15
	v_add_co_u32_e32 v10, vcc, s4, v8
	v_addc_co_u32_e32 v11, vcc, 0, v12, vcc
	v_mov_b32_e32 v9, s3
	v_add_co_u32_e32 v8, vcc, s2, v18
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[10:11], v19
	flat_load_dword v21, v[8:9]
	v_add_u32_e32 v10, 0x60, v15
	v_add_co_u32_e32 v18, vcc, s4, v10
	v_addc_co_u32_e32 v19, vcc, 0, v12, vcc
	v_mov_b32_e32 v11, s3
	v_add_co_u32_e32 v10, vcc, s2, v20
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[18:19], v21
	flat_load_dword v22, v[10:11]
	v_add_u32_e32 v18, 0xff4, v15
	v_add_co_u32_e32 v18, vcc, s4, v18
	v_addc_co_u32_e32 v19, vcc, 0, v12, vcc
	v_mov_b32_e32 v21, s3
	v_add_co_u32_e32 v20, vcc, s2, v28
	v_addc_co_u32_e32 v21, vcc, 0, v21, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[18:19], v22
	flat_load_dwordx2 v[18:19], v[20:21]
	v_add_u32_e32 v22, 0xe0, v28
	v_add_co_u32_e32 v22, vcc, s4, v22
	v_addc_co_u32_e32 v23, vcc, 0, v12, vcc
	v_add_co_u32_e32 v24, vcc, s2, v24
	v_addc_co_u32_e32 v25, vcc, 0, v25, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[22:23], v[18:19]
	flat_load_dwordx2 v[18:19], v[24:25]
	v_add_u32_e32 v22, 0xf8, v28
	v_add_co_u32_e32 v22, vcc, s4, v22
	v_addc_co_u32_e32 v23, vcc, 0, v12, vcc
	v_add_co_u32_e32 v26, vcc, s2, v26
	v_addc_co_u32_e32 v27, vcc, 0, v27, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[22:23], v[18:19]
	flat_load_dwordx2 v[18:19], v[26:27]
	v_add_u32_e32 v22, 0x2020, v28
	v_add_co_u32_e32 v22, vcc, s4, v22
	v_addc_co_u32_e32 v23, vcc, 0, v12, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[22:23], v[18:19]
	flat_load_dwordx2 v[18:19], v[20:21]
	v_add_u32_e32 v20, 0x118, v28
	v_add_co_u32_e32 v20, vcc, s4, v20
	v_addc_co_u32_e32 v21, vcc, 0, v12, vcc
	v_mov_b32_e32 v23, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[20:21], v[18:19]
	flat_load_dwordx2 v[18:19], v[24:25]
	v_add_u32_e32 v20, 0x130, v28
	v_add_co_u32_e32 v20, vcc, s4, v20
	v_addc_co_u32_e32 v21, vcc, 0, v12, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[20:21], v[18:19]
	flat_load_dwordx2 v[18:19], v[26:27]
	v_add_u32_e32 v20, 0x2058, v28
	v_add_co_u32_e32 v20, vcc, s4, v20
	v_addc_co_u32_e32 v21, vcc, 0, v12, vcc
	v_add_co_u32_e32 v22, vcc, s2, v30
	v_addc_co_u32_e32 v23, vcc, 0, v23, vcc
	v_lshlrev_b32_e32 v26, 4, v16
	v_mov_b32_e32 v27, s3
	v_lshlrev_b32_e32 v28, 4, v17
	v_lshlrev_b32_e32 v16, 5, v16
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[20:21], v[18:19]
	flat_load_dwordx3 v[18:20], v[22:23]
	v_add_u32_e32 v21, 0x2a0, v30
	v_add_co_u32_e32 v24, vcc, s4, v21
	v_addc_co_u32_e32 v25, vcc, 0, v12, vcc
	v_add_co_u32_e32 v26, vcc, s2, v26
	v_addc_co_u32_e32 v27, vcc, 0, v27, vcc
	v_add_u32_e32 v21, 0x2d0, v30
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx3 v[24:25], v[18:20]
	flat_load_dwordx3 v[18:20], v[26:27]
	v_add_co_u32_e32 v24, vcc, s4, v21
	v_addc_co_u32_e32 v25, vcc, 0, v12, vcc
	v_add_co_u32_e32 v28, vcc, s2, v28
	v_addc_co_u32_e32 v29, vcc, 0, v29, vcc
	v_add_u32_e32 v21, 0x4120, v30
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx3 v[24:25], v[18:20]
	flat_load_dwordx3 v[18:20], v[28:29]
	v_add_co_u32_e32 v24, vcc, s4, v21
	v_addc_co_u32_e32 v25, vcc, 0, v12, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx3 v[24:25], v[18:20]
	flat_load_dwordx4 v[18:21], v[22:23]
	v_add_u32_e32 v22, 0x310, v30
	v_add_co_u32_e32 v22, vcc, s4, v22
	v_addc_co_u32_e32 v23, vcc, 0, v12, vcc
	v_mov_b32_e32 v24, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[22:23], v[18:21]
	flat_load_dwordx4 v[18:21], v[26:27]
	v_add_u32_e32 v22, 0x340, v30
	v_add_co_u32_e32 v22, vcc, s4, v22
	v_addc_co_u32_e32 v23, vcc, 0, v12, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[22:23], v[18:21]
	flat_load_dwordx4 v[18:21], v[28:29]
	v_add_u32_e32 v22, 0x4190, v30
	v_add_co_u32_e32 v22, vcc, s4, v22
	v_addc_co_u32_e32 v23, vcc, 0, v12, vcc
	v_add_co_u32_e32 v26, vcc, s2, v31
	v_addc_co_u32_e32 v27, vcc, 0, v24, vcc
	v_mov_b32_e32 v29, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[22:23], v[18:21]
	flat_load_dwordx4 v[18:21], v[26:27] offset:16
	s_nop 0
	flat_load_dwordx4 v[22:25], v[26:27]
	v_add_u32_e32 v26, 0x700, v31
	v_add_co_u32_e32 v26, vcc, s4, v26
	v_addc_co_u32_e32 v27, vcc, 0, v12, vcc
	v_add_co_u32_e32 v28, vcc, s2, v16
	v_addc_co_u32_e32 v29, vcc, 0, v29, vcc
	v_add_u32_e32 v16, 0x760, v31
	v_add_co_u32_e32 v16, vcc, s4, v16
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[26:27], v[18:21] offset:16
	flat_store_dwordx4 v[26:27], v[22:25]
	flat_load_dwordx4 v[18:21], v[28:29] offset:16
	s_nop 0
	flat_load_dwordx4 v[22:25], v[28:29]
	v_lshlrev_b32_e32 v26, 5, v17
	v_addc_co_u32_e32 v17, vcc, 0, v12, vcc
	v_mov_b32_e32 v27, s3
	v_add_co_u32_e32 v26, vcc, s2, v26
	v_addc_co_u32_e32 v27, vcc, 0, v27, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[16:17], v[18:21] offset:16
	flat_store_dwordx4 v[16:17], v[22:25]
	flat_load_dwordx4 v[16:19], v[26:27] offset:16
	s_nop 0
	flat_load_dwordx4 v[20:23], v[26:27]
	v_add_u32_e32 v24, 0x8400, v31
	v_add_co_u32_e32 v24, vcc, s4, v24
	v_addc_co_u32_e32 v25, vcc, 0, v12, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[24:25], v[16:19] offset:16
	flat_store_dwordx4 v[24:25], v[20:23]
	flat_load_ushort v16, v[2:3]
	v_add_u32_e32 v2, 0x7e, v14
	v_add_co_u32_e32 v2, vcc, s4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v12, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_short v[2:3], v16
	flat_load_ushort v4, v[4:5]
	v_add_u32_e32 v2, 0x84, v14
	v_add_co_u32_e32 v2, vcc, s4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v12, vcc
	v_mov_b32_e32 v5, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_short v[2:3], v4
	flat_load_ushort v4, v[6:7]
	v_add_u32_e32 v2, 0x84e, v14
	v_add_co_u32_e32 v2, vcc, s4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v12, vcc
	v_add_u32_e32 v7, 50, v13
	v_add_u32_e32 v13, 51, v13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_short v[2:3], v4
	flat_load_dword v4, v[0:1]
	v_add_u32_e32 v2, 0x118, v15
	v_add_co_u32_e32 v2, vcc, s4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v12, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[2:3], v4
	flat_load_dword v4, v[8:9]
	v_add_u32_e32 v2, 0x124, v15
	v_add_co_u32_e32 v2, vcc, s4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v12, vcc
	v_lshlrev_b32_e32 v8, 1, v7
	v_mov_b32_e32 v9, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[2:3], v4
	flat_load_dword v6, v[10:11]
	v_add_u32_e32 v2, 0x10b8, v15
	v_add_co_u32_e32 v2, vcc, s4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v12, vcc
	v_add_co_u32_e32 v4, vcc, s2, v8
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[2:3], v6
	flat_load_ushort v10, v[4:5]
	flat_load_dword v11, v[0:1]
	v_lshlrev_b32_e32 v2, 2, v7
	v_add_co_u32_e32 v2, vcc, s4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v12, vcc
	v_add_co_u32_e32 v4, vcc, s4, v7
	v_addc_co_u32_e32 v5, vcc, 0, v12, vcc
	v_add_co_u32_e32 v6, vcc, s2, v7
	v_addc_co_u32_e32 v7, vcc, 0, v9, vcc
	v_sub_co_u32_e32 v8, vcc, v2, v8
	v_subbrev_co_u32_e32 v9, vcc, 0, v3, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v10, s0, v10, v11
	v_lshrrev_b32_e32 v15, 16, v11
	flat_store_dword v[2:3], v10
	flat_store_short_d16_hi v[8:9], v11
	flat_store_byte v[4:5], v15
	flat_load_ubyte v10, v[6:7]
	s_nop 0
	flat_load_dword v11, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v10, s0, v10, v11
	v_lshrrev_b32_e32 v15, 16, v11
	flat_store_dword v[2:3], v10
	flat_store_short_d16_hi v[8:9], v11
	flat_store_byte v[4:5], v15
	flat_load_sbyte v10, v[6:7]
	s_nop 0
	flat_load_dword v11, v[0:1]
	v_lshlrev_b32_e32 v15, 1, v13
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v6, vcc, s2, v15
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v10, s0, v10, v11
	v_lshrrev_b32_e32 v16, 16, v11
	flat_store_dword v[2:3], v10
	flat_store_short_d16_hi v[8:9], v11
	flat_store_byte v[4:5], v16
	flat_load_ushort v10, v[6:7]
	s_nop 0
	flat_load_dword v11, v[0:1]
	v_lshlrev_b32_e32 v2, 2, v13
	v_add_co_u32_e32 v2, vcc, s4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v12, vcc
	v_add_co_u32_e32 v4, vcc, s4, v13
	v_addc_co_u32_e32 v5, vcc, 0, v12, vcc
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v6, vcc, s2, v13
	s_mov_b32 s0, 0x5040100
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	v_sub_co_u32_e32 v8, vcc, v2, v15
	v_subbrev_co_u32_e32 v9, vcc, 0, v3, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v10, v11, s0
	flat_store_dword v[2:3], v10
	flat_store_short_d16_hi v[8:9], v10
	flat_store_byte_d16_hi v[4:5], v11
	flat_load_ubyte v10, v[6:7]
	s_nop 0
	flat_load_dword v11, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v10, v11, s0
	flat_store_dword v[2:3], v10
	flat_store_short_d16_hi v[8:9], v10
	flat_store_byte_d16_hi v[4:5], v11
	flat_load_sbyte v10, v[6:7]
	s_nop 0
	flat_load_dword v11, v[0:1]
	v_sub_co_u32_e32 v6, vcc, v0, v14
	v_subbrev_co_u32_e32 v7, vcc, 0, v1, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v10, v11, s0
	flat_store_dword v[2:3], v10
	flat_store_short_d16_hi v[8:9], v10
	flat_store_byte_d16_hi v[4:5], v11
	flat_load_ushort v2, v[6:7]
	s_nop 0
	flat_load_dword v3, v[0:1]
	v_pk_mov_b32 v[0:1], s[4:5], s[4:5] op_sel:[0,1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v2, v3, s0
	flat_store_dword v[0:1], v2 offset:28
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mem_flat_div
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 32
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
	.size	mem_flat_div, .Lfunc_end0-mem_flat_div
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2200
; NumSgprs: 12
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
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
    .name:           mem_flat_div
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         mem_flat_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
