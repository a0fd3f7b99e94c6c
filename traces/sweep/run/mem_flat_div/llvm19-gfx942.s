	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	mem_flat_div                    ; -- Begin function mem_flat_div
	.p2align	8
	.type	mem_flat_div,@function
mem_flat_div:                           ; @mem_flat_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[2:3], 0x0
	s_load_dwordx2 s[0:1], s[2:3], 0x10
	v_mov_b32_e32 v1, 0
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v4, 2, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	flat_load_ubyte v5, v[2:3]
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v8, 3, v0
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[8:9]
	v_lshlrev_b32_e32 v18, 2, v8
	v_mov_b32_e32 v11, v1
	v_add_u32_e32 v10, 0x3e8, v0
	v_lshlrev_b32_e32 v20, 2, v10
	v_mov_b32_e32 v15, v1
	v_lshlrev_b32_e32 v14, 1, v8
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[14:15]
	v_mov_b32_e32 v17, v1
	v_lshlrev_b32_e32 v16, 1, v10
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_mov_b32_e32 v19, v1
	v_mov_b32_e32 v21, v1
	v_mov_b32_e32 v25, v1
	v_lshlrev_b32_e32 v24, 3, v0
	v_lshl_add_u64 v[26:27], s[6:7], 0, v[24:25]
	v_mov_b32_e32 v29, v1
	v_add_u32_e32 v28, 0xe0, v24
	v_mov_b32_e32 v31, v1
	v_lshlrev_b32_e32 v30, 3, v8
	v_lshl_add_u64 v[28:29], s[0:1], 0, v[28:29]
	v_lshl_add_u64 v[30:31], s[6:7], 0, v[30:31]
	v_mov_b32_e32 v33, v1
	v_lshlrev_b32_e32 v32, 3, v10
	v_lshl_add_u64 v[32:33], s[6:7], 0, v[32:33]
	v_mov_b32_e32 v35, v1
	v_lshlrev_b32_e32 v34, 4, v10
	v_lshl_add_u64 v[34:35], s[6:7], 0, v[34:35]
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v4, v5, s[4:5]
	flat_load_ubyte v5, v[2:3] offset:5
	v_mov_b32_e32 v3, v1
	v_add_u32_e32 v2, 7, v0
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v9, v5, 0, 8
	global_store_dword v4, v9, s[4:5]
	flat_store_byte v[2:3], v5
	flat_load_ubyte v2, v[6:7]
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v18, v2, s[4:5]
	flat_load_ubyte v5, v[6:7] offset:5
	v_add_u32_e32 v2, 10, v0
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[2:3]
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[10:11]
	v_lshlrev_b32_e32 v10, 5, v10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v9, v5, 0, 8
	global_store_dword v18, v9, s[4:5]
	flat_store_byte v[2:3], v5
	flat_load_ubyte v2, v[6:7]
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v9, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v20, v2, s[4:5]
	flat_load_ubyte v5, v[6:7] offset:5
	v_lshlrev_b32_e32 v2, 1, v0
	v_mov_b32_e32 v7, v1
	v_add_u32_e32 v6, 0x3ef, v0
	v_lshl_add_u64 v[12:13], s[6:7], 0, v[2:3]
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v3, v5, 0, 8
	global_store_dword v20, v3, s[4:5]
	flat_store_byte v[6:7], v5
	flat_load_ushort v3, v[12:13]
	v_mov_b32_e32 v7, v1
	v_add_u32_e32 v6, 28, v2
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v4, v3, s[4:5]
	flat_load_ushort v3, v[12:13] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v5, v3, 0, 16
	global_store_dword v4, v5, s[4:5]
	flat_store_short v[6:7], v3
	flat_load_ushort v3, v[14:15]
	v_mov_b32_e32 v7, v1
	v_add_u32_e32 v6, 34, v2
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v18, v3, s[4:5]
	flat_load_ushort v3, v[14:15] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v5, v3, 0, 16
	global_store_dword v18, v5, s[4:5]
	flat_store_short v[6:7], v3
	flat_load_ushort v3, v[16:17]
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v7, v1
	v_add_u32_e32 v6, 0x7ec, v2
	v_lshl_add_u64 v[22:23], s[0:1], 0, v[6:7]
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v20, v3, s[4:5]
	flat_load_ushort v3, v[16:17] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v5, v3, 0, 16
	global_store_dword v20, v5, s[4:5]
	flat_store_short v[22:23], v3
	flat_load_dword v3, v[6:7]
	v_mov_b32_e32 v23, v1
	v_add_u32_e32 v22, 0x54, v4
	v_lshl_add_u64 v[22:23], s[0:1], 0, v[22:23]
	v_lshl_add_u64 v[20:21], s[6:7], 0, v[20:21]
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[22:23], v3
	flat_load_dword v3, v[18:19]
	v_mov_b32_e32 v23, v1
	v_add_u32_e32 v22, 0x60, v4
	v_lshl_add_u64 v[22:23], s[0:1], 0, v[22:23]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[22:23], v3
	flat_load_dword v3, v[20:21]
	v_mov_b32_e32 v23, v1
	v_add_u32_e32 v22, 0xff4, v4
	v_lshl_add_u64 v[22:23], s[0:1], 0, v[22:23]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[22:23], v3
	flat_load_dwordx2 v[22:23], v[26:27]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[28:29], v[22:23]
	flat_load_dwordx2 v[22:23], v[30:31]
	v_mov_b32_e32 v29, v1
	v_add_u32_e32 v28, 0xf8, v24
	v_lshl_add_u64 v[28:29], s[0:1], 0, v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[28:29], v[22:23]
	flat_load_dwordx2 v[22:23], v[32:33]
	v_mov_b32_e32 v29, v1
	v_add_u32_e32 v28, 0x2020, v24
	v_lshl_add_u64 v[28:29], s[0:1], 0, v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[28:29], v[22:23]
	flat_load_dwordx2 v[22:23], v[26:27]
	v_mov_b32_e32 v27, v1
	v_add_u32_e32 v26, 0x118, v24
	v_lshl_add_u64 v[26:27], s[0:1], 0, v[26:27]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[26:27], v[22:23]
	flat_load_dwordx2 v[22:23], v[30:31]
	v_mov_b32_e32 v27, v1
	v_add_u32_e32 v26, 0x130, v24
	v_lshl_add_u64 v[26:27], s[0:1], 0, v[26:27]
	v_add_u32_e32 v24, 0x2058, v24
	v_lshl_add_u64 v[24:25], s[0:1], 0, v[24:25]
	v_mov_b32_e32 v31, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[26:27], v[22:23]
	flat_load_dwordx2 v[22:23], v[32:33]
	v_mov_b32_e32 v27, v1
	v_lshlrev_b32_e32 v26, 4, v0
	v_lshl_add_u64 v[28:29], s[6:7], 0, v[26:27]
	v_add_u32_e32 v30, 0x2a0, v26
	v_mov_b32_e32 v33, v1
	v_lshlrev_b32_e32 v32, 4, v8
	v_lshl_add_u64 v[30:31], s[0:1], 0, v[30:31]
	v_lshl_add_u64 v[32:33], s[6:7], 0, v[32:33]
	v_lshlrev_b32_e32 v8, 5, v8
	v_lshl_add_u64 v[8:9], s[6:7], 0, v[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[24:25], v[22:23]
	flat_load_dwordx3 v[22:24], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx3 v[30:31], v[22:24]
	flat_load_dwordx3 v[22:24], v[32:33]
	v_mov_b32_e32 v31, v1
	v_add_u32_e32 v30, 0x2d0, v26
	v_lshl_add_u64 v[30:31], s[0:1], 0, v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx3 v[30:31], v[22:24]
	flat_load_dwordx3 v[22:24], v[34:35]
	v_mov_b32_e32 v31, v1
	v_add_u32_e32 v30, 0x4120, v26
	v_lshl_add_u64 v[30:31], s[0:1], 0, v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx3 v[30:31], v[22:24]
	flat_load_dwordx4 v[22:25], v[28:29]
	v_mov_b32_e32 v29, v1
	v_add_u32_e32 v28, 0x310, v26
	v_lshl_add_u64 v[28:29], s[0:1], 0, v[28:29]
	v_mov_b32_e32 v31, v1
	v_lshlrev_b32_e32 v30, 5, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[28:29], v[22:25]
	flat_load_dwordx4 v[22:25], v[32:33]
	v_mov_b32_e32 v29, v1
	v_add_u32_e32 v28, 0x340, v26
	v_lshl_add_u64 v[28:29], s[0:1], 0, v[28:29]
	v_add_u32_e32 v26, 0x4190, v26
	v_lshl_add_u64 v[26:27], s[0:1], 0, v[26:27]
	v_lshl_add_u64 v[32:33], s[6:7], 0, v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[28:29], v[22:25]
	flat_load_dwordx4 v[22:25], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[26:27], v[22:25]
	flat_load_dwordx4 v[22:25], v[32:33] offset:16
	s_nop 0
	flat_load_dwordx4 v[26:29], v[32:33]
	v_mov_b32_e32 v33, v1
	v_add_u32_e32 v32, 0x700, v30
	v_lshl_add_u64 v[32:33], s[0:1], 0, v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[32:33], v[22:25] offset:16
	flat_store_dwordx4 v[32:33], v[26:29]
	flat_load_dwordx4 v[22:25], v[8:9] offset:16
	s_nop 0
	flat_load_dwordx4 v[26:29], v[8:9]
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v8, 0x760, v30
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	v_lshl_add_u64 v[32:33], s[6:7], 0, v[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[8:9], v[22:25] offset:16
	flat_store_dwordx4 v[8:9], v[26:29]
	flat_load_dwordx4 v[8:11], v[32:33] offset:16
	s_nop 0
	flat_load_dwordx4 v[22:25], v[32:33]
	v_mov_b32_e32 v27, v1
	v_add_u32_e32 v26, 0x8400, v30
	v_lshl_add_u64 v[26:27], s[0:1], 0, v[26:27]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[26:27], v[8:11] offset:16
	flat_store_dwordx4 v[26:27], v[22:25]
	flat_load_ushort v3, v[12:13]
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v8, 0x7e, v2
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	v_add_u32_e32 v10, 50, v0
	v_mov_b32_e32 v11, v1
	v_add_u32_e32 v0, 51, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_short v[8:9], v3
	flat_load_ushort v3, v[14:15]
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v8, 0x84, v2
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_short v[8:9], v3
	flat_load_ushort v3, v[16:17]
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v8, 0x84e, v2
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_short v[8:9], v3
	flat_load_dword v3, v[6:7]
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v8, 0x118, v4
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[8:9], v3
	flat_load_dword v3, v[18:19]
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v8, 0x124, v4
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	v_add_u32_e32 v4, 0x10b8, v4
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[8:9], v3
	flat_load_dword v3, v[20:21]
	v_mov_b32_e32 v9, v1
	v_lshlrev_b32_e32 v8, 1, v10
	v_lshl_add_u64 v[12:13], s[6:7], 0, v[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[4:5], v3
	flat_load_ushort v3, v[12:13]
	s_nop 0
	flat_load_dword v14, v[6:7]
	v_mov_b32_e32 v5, v1
	v_lshlrev_b32_e32 v4, 2, v10
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[4:5]
	v_sub_co_u32_e32 v8, vcc, v4, v8
	v_lshl_add_u64 v[12:13], s[0:1], 0, v[10:11]
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[10:11]
	v_subbrev_co_u32_e32 v9, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s2, v3, v14
	v_lshrrev_b32_e32 v15, 16, v14
	flat_store_dword v[4:5], v3
	flat_store_short_d16_hi v[8:9], v14
	flat_store_byte v[12:13], v15
	flat_load_ubyte v3, v[10:11]
	s_nop 0
	flat_load_dword v14, v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s2, v3, v14
	v_lshrrev_b32_e32 v15, 16, v14
	flat_store_dword v[4:5], v3
	flat_store_short_d16_hi v[8:9], v14
	flat_store_byte v[12:13], v15
	flat_load_sbyte v3, v[10:11]
	s_nop 0
	flat_load_dword v16, v[6:7]
	v_mov_b32_e32 v11, v1
	v_lshlrev_b32_e32 v10, 1, v0
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s2, v3, v16
	v_lshrrev_b32_e32 v11, 16, v16
	flat_store_dword v[4:5], v3
	flat_store_short_d16_hi v[8:9], v16
	flat_store_byte v[12:13], v11
	flat_load_ushort v3, v[14:15]
	s_nop 0
	flat_load_dword v12, v[6:7]
	v_mov_b32_e32 v5, v1
	v_lshlrev_b32_e32 v4, 2, v0
	s_mov_b32 s2, 0x5040100
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[4:5]
	v_sub_co_u32_e32 v10, vcc, v4, v10
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[0:1]
	v_subbrev_co_u32_e32 v11, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v3, v12, s2
	flat_store_dword v[4:5], v3
	flat_store_short_d16_hi v[10:11], v3
	flat_store_byte_d16_hi v[8:9], v12
	flat_load_ubyte v3, v[0:1]
	s_nop 0
	flat_load_dword v12, v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v3, v12, s2
	flat_store_dword v[4:5], v3
	flat_store_short_d16_hi v[10:11], v3
	flat_store_byte_d16_hi v[8:9], v12
	flat_load_sbyte v3, v[0:1]
	s_nop 0
	flat_load_dword v12, v[6:7]
	v_sub_co_u32_e32 v0, vcc, v6, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v3, v12, s2
	v_subbrev_co_u32_e32 v1, vcc, 0, v7, vcc
	flat_store_dword v[4:5], v2
	flat_store_short_d16_hi v[10:11], v2
	flat_store_byte_d16_hi v[8:9], v12
	flat_load_ushort v2, v[0:1]
	s_nop 0
	flat_load_dword v3, v[6:7]
	v_mov_b64_e32 v[0:1], s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v2, v3, s2
	flat_store_dword v[0:1], v2 offset:28
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mem_flat_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 36
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
	.size	mem_flat_div, .Lfunc_end0-mem_flat_div
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2308
; NumSgprs: 14
; NumVgprs: 36
; NumAgprs: 0
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 36
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         mem_flat_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
