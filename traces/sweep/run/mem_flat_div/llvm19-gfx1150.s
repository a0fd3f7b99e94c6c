	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	mem_flat_div                    ; -- Begin function mem_flat_div
	.p2align	8
	.type	mem_flat_div,@function
mem_flat_div:                           ; @mem_flat_div
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b128 s[4:7], s[2:3], 0x0
	s_load_b64 s[0:1], s[2:3], 0x10
	v_and_b32_e32 v8, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v10, 2, v8
	v_add_nc_u32_e32 v11, 3, v8
	v_add_nc_u32_e32 v12, 0x3e8, v8
	v_lshlrev_b32_e32 v9, 1, v8
	v_lshlrev_b32_e32 v27, 3, v8
	v_lshlrev_b32_e32 v29, 4, v8
	v_lshlrev_b32_e32 v15, 2, v11
	v_lshlrev_b32_e32 v16, 2, v12
	v_lshlrev_b32_e32 v19, 3, v11
	v_lshlrev_b32_e32 v25, 3, v12
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, s2, s6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s7, 0, s2
	flat_load_u8 v2, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v10, v2, s[4:5]
	flat_load_u8 v4, v[0:1] offset:5
	v_add_nc_u32_e32 v0, 7, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s2, s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s2
	v_add_co_u32 v2, s2, s6, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v5, v4, 0, 8
	global_store_b32 v10, v5, s[4:5]
	flat_store_b8 v[0:1], v4
	flat_load_u8 v0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v15, v0, s[4:5]
	flat_load_u8 v4, v[2:3] offset:5
	v_add_nc_u32_e32 v0, 10, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s2, s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s2
	v_add_co_u32 v2, s2, s6, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v5, v4, 0, 8
	global_store_b32 v15, v5, s[4:5]
	flat_store_b8 v[0:1], v4
	flat_load_u8 v0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v16, v0, s[4:5]
	flat_load_u8 v4, v[2:3] offset:5
	v_add_nc_u32_e32 v0, 0x3ef, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s2, s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s2
	v_add_co_u32 v2, s2, s6, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v5, v4, 0, 8
	global_store_b32 v16, v5, s[4:5]
	flat_store_b8 v[0:1], v4
	flat_load_u16 v0, v[2:3]
	v_lshlrev_b32_e32 v4, 1, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v10, v0, s[4:5]
	flat_load_u16 v6, v[2:3] offset:10
	v_add_nc_u32_e32 v0, 28, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s2, s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s2
	v_add_co_u32 v4, s2, s6, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v7, v6, 0, 16
	global_store_b32 v10, v7, s[4:5]
	flat_store_b16 v[0:1], v6
	flat_load_u16 v0, v[4:5]
	v_lshlrev_b32_e32 v6, 1, v12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v15, v0, s[4:5]
	flat_load_u16 v13, v[4:5] offset:10
	v_add_nc_u32_e32 v0, 34, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s2, s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s2
	v_add_co_u32 v6, s2, s6, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v14, v13, 0, 16
	global_store_b32 v15, v14, s[4:5]
	flat_store_b16 v[0:1], v13
	flat_load_u16 v0, v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v16, v0, s[4:5]
	flat_load_u16 v17, v[6:7] offset:10
	v_add_nc_u32_e32 v0, 0x7ec, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v13, s2, s0, v0
	v_add_co_ci_u32_e64 v14, null, s1, 0, s2
	v_add_co_u32 v0, s2, s6, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v18, v17, 0, 16
	global_store_b32 v16, v18, s[4:5]
	flat_store_b16 v[13:14], v17
	flat_load_b32 v17, v[0:1]
	v_add_nc_u32_e32 v13, 0x54, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v13, s2, s0, v13
	v_add_co_ci_u32_e64 v14, null, s1, 0, s2
	v_add_co_u32 v21, s2, s6, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v22, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[13:14], v17
	flat_load_b32 v15, v[21:22]
	v_add_nc_u32_e32 v13, 0x60, v10
	v_add_co_u32 v13, s2, s0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, s1, 0, s2
	v_add_co_u32 v23, s2, s6, v16
	v_add_co_ci_u32_e64 v24, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[13:14], v15
	flat_load_b32 v17, v[23:24]
	v_add_nc_u32_e32 v13, 0xff4, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v13, s2, s0, v13
	v_add_co_ci_u32_e64 v14, null, s1, 0, s2
	v_add_co_u32 v15, s2, s6, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v16, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[13:14], v17
	flat_load_b64 v[13:14], v[15:16]
	v_add_nc_u32_e32 v17, 0xe0, v27
	v_add_co_u32 v17, s2, s0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, s1, 0, s2
	v_add_co_u32 v19, s2, s6, v19
	v_add_co_ci_u32_e64 v20, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[17:18], v[13:14]
	flat_load_b64 v[13:14], v[19:20]
	v_add_nc_u32_e32 v17, 0xf8, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v17, s2, s0, v17
	v_add_co_ci_u32_e64 v18, null, s1, 0, s2
	v_add_co_u32 v25, s2, s6, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v26, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[17:18], v[13:14]
	flat_load_b64 v[13:14], v[25:26]
	v_add_nc_u32_e32 v17, 0x2020, v27
	v_add_co_u32 v17, s2, s0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[17:18], v[13:14]
	flat_load_b64 v[13:14], v[15:16]
	v_add_nc_u32_e32 v15, 0x118, v27
	v_add_co_u32 v15, s2, s0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v16, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[15:16], v[13:14]
	flat_load_b64 v[13:14], v[19:20]
	v_add_nc_u32_e32 v15, 0x130, v27
	v_add_co_u32 v15, s2, s0, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v16, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[15:16], v[13:14]
	flat_load_b64 v[13:14], v[25:26]
	v_add_nc_u32_e32 v15, 0x2058, v27
	v_lshlrev_b32_e32 v25, 4, v11
	v_lshlrev_b32_e32 v27, 4, v12
	v_lshlrev_b32_e32 v11, 5, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v15, s2, s0, v15
	v_add_co_ci_u32_e64 v16, null, s1, 0, s2
	v_add_co_u32 v17, s2, s6, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[15:16], v[13:14]
	flat_load_b96 v[13:15], v[17:18]
	v_add_nc_u32_e32 v16, 0x2a0, v29
	v_add_co_u32 v19, s2, s0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, s1, 0, s2
	v_add_co_u32 v25, s2, s6, v25
	v_add_co_ci_u32_e64 v26, null, s7, 0, s2
	v_add_nc_u32_e32 v16, 0x2d0, v29
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b96 v[19:20], v[13:15]
	flat_load_b96 v[13:15], v[25:26]
	v_add_co_u32 v19, s2, s0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, s1, 0, s2
	v_add_co_u32 v27, s2, s6, v27
	v_add_co_ci_u32_e64 v28, null, s7, 0, s2
	v_add_nc_u32_e32 v16, 0x4120, v29
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b96 v[19:20], v[13:15]
	flat_load_b96 v[13:15], v[27:28]
	v_add_co_u32 v19, s2, s0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b96 v[19:20], v[13:15]
	flat_load_b128 v[13:16], v[17:18]
	v_add_nc_u32_e32 v17, 0x310, v29
	v_add_co_u32 v17, s2, s0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b128 v[17:18], v[13:16]
	flat_load_b128 v[13:16], v[25:26]
	v_add_nc_u32_e32 v17, 0x340, v29
	v_add_co_u32 v17, s2, s0, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b128 v[17:18], v[13:16]
	flat_load_b128 v[13:16], v[27:28]
	v_add_nc_u32_e32 v17, 0x4190, v29
	v_lshlrev_b32_e32 v29, 5, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v17, s2, s0, v17
	v_add_co_ci_u32_e64 v18, null, s1, 0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v19, s2, s6, v29
	v_add_co_ci_u32_e64 v20, null, s7, 0, s2
	v_add_nc_u32_e32 v25, 0x700, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v25, s2, s0, v25
	v_add_co_ci_u32_e64 v26, null, s1, 0, s2
	v_add_co_u32 v27, s2, s6, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v28, null, s7, 0, s2
	v_add_nc_u32_e32 v11, 0x760, v29
	v_add_co_u32 v11, s2, s0, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b128 v[17:18], v[13:16]
	s_clause 0x1
	flat_load_b128 v[13:16], v[19:20] offset:16
	flat_load_b128 v[17:20], v[19:20]
	s_waitcnt vmcnt(1) lgkmcnt(1)
	flat_store_b128 v[25:26], v[13:16] offset:16
	s_waitcnt vmcnt(0) lgkmcnt(1)
	flat_store_b128 v[25:26], v[17:20]
	s_clause 0x1
	flat_load_b128 v[13:16], v[27:28] offset:16
	flat_load_b128 v[17:20], v[27:28]
	v_lshlrev_b32_e32 v25, 5, v12
	v_add_co_ci_u32_e64 v12, null, s1, 0, s2
	s_waitcnt vmcnt(1) lgkmcnt(1)
	flat_store_b128 v[11:12], v[13:16] offset:16
	s_waitcnt vmcnt(0) lgkmcnt(1)
	flat_store_b128 v[11:12], v[17:20]
	v_add_co_u32 v25, s2, s6, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v26, null, s7, 0, s2
	s_clause 0x1
	flat_load_b128 v[11:14], v[25:26] offset:16
	flat_load_b128 v[15:18], v[25:26]
	v_add_nc_u32_e32 v19, 0x8400, v29
	v_add_co_u32 v19, s2, s0, v19
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, s1, 0, s2
	s_waitcnt vmcnt(1) lgkmcnt(1)
	flat_store_b128 v[19:20], v[11:14] offset:16
	s_waitcnt vmcnt(0) lgkmcnt(1)
	flat_store_b128 v[19:20], v[15:18]
	flat_load_u16 v11, v[2:3]
	v_add_nc_u32_e32 v2, 0x7e, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b16 v[2:3], v11
	flat_load_u16 v4, v[4:5]
	v_add_nc_u32_e32 v2, 0x84, v9
	v_add_nc_u32_e32 v11, 50, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b16 v[2:3], v4
	flat_load_u16 v4, v[6:7]
	v_add_nc_u32_e32 v2, 0x84e, v9
	v_lshlrev_b32_e32 v6, 1, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b16 v[2:3], v4
	flat_load_b32 v4, v[0:1]
	v_add_nc_u32_e32 v2, 0x118, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[2:3], v4
	flat_load_b32 v4, v[21:22]
	v_add_nc_u32_e32 v2, 0x124, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[2:3], v4
	flat_load_b32 v4, v[23:24]
	v_add_nc_u32_e32 v2, 0x10b8, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[2:3], v4
	flat_load_b32 v10, v[0:1]
	v_add_co_u32 v2, s2, s6, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v12, v10
	v_lshrrev_b32_e32 v13, 16, v10
	flat_load_d16_b16 v12, v[2:3]
	v_lshlrev_b32_e32 v2, 2, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	v_add_co_u32 v4, s2, s0, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_co_u32 v6, vcc_lo, v2, v6
	v_subrev_co_ci_u32_e32 v7, vcc_lo, 0, v3, vcc_lo
	v_add_co_ci_u32_e64 v5, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[2:3], v12
	flat_store_d16_hi_b16 v[6:7], v10
	flat_store_b8 v[4:5], v13
	flat_load_b32 v12, v[0:1]
	v_add_co_u32 v10, s2, s6, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v13, v12
	v_lshrrev_b32_e32 v14, 16, v12
	v_add_nc_u32_e32 v8, 51, v8
	flat_load_d16_u8 v13, v[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[2:3], v13
	flat_store_d16_hi_b16 v[6:7], v12
	flat_store_b8 v[4:5], v14
	flat_load_b32 v12, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v13, v12
	flat_load_d16_i8 v13, v[10:11]
	v_lshrrev_b32_e32 v10, 16, v12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[2:3], v13
	flat_store_d16_hi_b16 v[6:7], v12
	flat_store_b8 v[4:5], v10
	flat_load_b32 v10, v[0:1]
	v_lshlrev_b32_e32 v4, 1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s6, v4
	v_add_co_ci_u32_e64 v3, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v11, v10
	flat_load_d16_hi_b16 v11, v[2:3]
	v_lshlrev_b32_e32 v2, 2, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	v_add_co_u32 v6, s2, s0, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_co_u32 v4, vcc_lo, v2, v4
	v_subrev_co_ci_u32_e32 v5, vcc_lo, 0, v3, vcc_lo
	v_add_co_ci_u32_e64 v7, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[2:3], v11
	flat_store_d16_hi_b16 v[4:5], v11
	flat_store_d16_hi_b8 v[6:7], v10
	flat_load_b32 v12, v[0:1]
	v_add_co_u32 v10, s2, s6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v8, v12
	flat_load_d16_hi_u8 v8, v[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[2:3], v8
	flat_store_d16_hi_b16 v[4:5], v8
	flat_store_d16_hi_b8 v[6:7], v12
	flat_load_b32 v8, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v12, v8
	flat_load_d16_hi_i8 v12, v[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[2:3], v12
	flat_store_d16_hi_b16 v[4:5], v12
	flat_store_d16_hi_b8 v[6:7], v8
	flat_load_b32 v2, v[0:1]
	v_sub_co_u32 v0, vcc_lo, v0, v9
	v_subrev_co_ci_u32_e32 v1, vcc_lo, 0, v1, vcc_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_d16_hi_b16 v2, v[0:1]
	v_dual_mov_b32 v0, s0 :: v_dual_mov_b32 v1, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[0:1], v2 offset:28
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2772
; NumSgprs: 10
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 30
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	".note.GNU-stack","",@progbits
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         mem_flat_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
