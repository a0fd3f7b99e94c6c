	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl	mem_flat_div                    ; -- Begin function mem_flat_div
	.p2align	8
	.type	mem_flat_div,@function
mem_flat_div:                           ; @mem_flat_div
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	v_lshlrev_b32_e32 v25, 2, v0
	v_add_nc_u32_e32 v26, 3, v0
	v_add_nc_u32_e32 v27, 0x3e8, v0
	v_lshlrev_b32_e32 v28, 1, v0
	v_lshlrev_b32_e32 v23, 3, v0
	v_lshlrev_b32_e32 v29, 4, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v21, 3, v27
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, s2, s6, v0
	v_add_co_ci_u32_e64 v2, null, s7, 0, s2
	flat_load_u8 v3, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v25, v3, s[4:5]
	flat_load_u8 v5, v[1:2] offset:5
	v_add_nc_u32_e32 v1, 7, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s2, s0, v1
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	v_add_co_u32 v3, s2, s6, v26
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v6, v5, 0, 8
	global_store_b32 v25, v6, s[4:5]
	flat_store_b8 v[1:2], v5
	flat_load_u8 v1, v[3:4]
	v_lshlrev_b32_e32 v5, 2, v26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v5, v1, s[4:5]
	flat_load_u8 v6, v[3:4] offset:5
	v_add_nc_u32_e32 v1, 10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s2, s0, v1
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	v_add_co_u32 v3, s2, s6, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v7, v6, 0, 8
	global_store_b32 v5, v7, s[4:5]
	flat_store_b8 v[1:2], v6
	flat_load_u8 v1, v[3:4]
	v_lshlrev_b32_e32 v6, 2, v27
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v6, v1, s[4:5]
	flat_load_u8 v3, v[3:4] offset:5
	v_add_nc_u32_e32 v1, 0x3ef, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s2, s0, v1
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	v_add_co_u32 v9, s2, s6, v28
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v4, v3, 0, 8
	global_store_b32 v6, v4, s[4:5]
	flat_store_b8 v[1:2], v3
	flat_load_u16 v1, v[9:10]
	v_lshlrev_b32_e32 v4, 1, v26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v25, v1, s[4:5]
	flat_load_u16 v3, v[9:10] offset:10
	v_add_nc_u32_e32 v1, 28, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s2, s0, v1
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	v_add_co_u32 v11, s2, s6, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, s7, 0, s2
	v_lshlrev_b32_e32 v4, 1, v27
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v7, v3, 0, 16
	global_store_b32 v25, v7, s[4:5]
	flat_store_b16 v[1:2], v3
	flat_load_u16 v1, v[11:12]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v5, v1, s[4:5]
	flat_load_u16 v3, v[11:12] offset:10
	v_add_nc_u32_e32 v1, 34, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s2, s0, v1
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	v_add_co_u32 v13, s2, s6, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v7, v3, 0, 16
	global_store_b32 v5, v7, s[4:5]
	flat_store_b16 v[1:2], v3
	flat_load_u16 v1, v[13:14]
	v_lshlrev_b32_e32 v7, 3, v26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v6, v1, s[4:5]
	flat_load_u16 v3, v[13:14] offset:10
	v_add_nc_u32_e32 v1, 0x7ec, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s2, s0, v1
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	v_add_co_u32 v15, s2, s6, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v16, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v4, v3, 0, 16
	global_store_b32 v6, v4, s[4:5]
	flat_store_b16 v[1:2], v3
	flat_load_b32 v3, v[15:16]
	v_add_nc_u32_e32 v1, 0x54, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s2, s0, v1
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	v_add_co_u32 v17, s2, s6, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[1:2], v3
	flat_load_b32 v3, v[17:18]
	v_add_nc_u32_e32 v1, 0x60, v25
	v_add_co_u32 v1, s2, s0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	v_add_co_u32 v19, s2, s6, v6
	v_add_co_ci_u32_e64 v20, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[1:2], v3
	flat_load_b32 v5, v[19:20]
	v_add_nc_u32_e32 v1, 0xff4, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s2, s0, v1
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	v_add_co_u32 v3, s2, s6, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[1:2], v5
	flat_load_b64 v[1:2], v[3:4]
	v_add_nc_u32_e32 v5, 0xe0, v23
	v_add_co_u32 v5, s2, s0, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s1, 0, s2
	v_add_co_u32 v7, s2, s6, v7
	v_add_co_ci_u32_e64 v8, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[5:6], v[1:2]
	flat_load_b64 v[1:2], v[7:8]
	v_add_nc_u32_e32 v5, 0xf8, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s2, s0, v5
	v_add_co_ci_u32_e64 v6, null, s1, 0, s2
	v_add_co_u32 v21, s2, s6, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v22, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[5:6], v[1:2]
	flat_load_b64 v[1:2], v[21:22]
	v_add_nc_u32_e32 v5, 0x2020, v23
	v_add_co_u32 v5, s2, s0, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[5:6], v[1:2]
	flat_load_b64 v[1:2], v[3:4]
	v_add_nc_u32_e32 v3, 0x118, v23
	v_add_co_u32 v3, s2, s0, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[3:4], v[1:2]
	flat_load_b64 v[1:2], v[7:8]
	v_add_nc_u32_e32 v3, 0x130, v23
	v_add_co_u32 v3, s2, s0, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[3:4], v[1:2]
	flat_load_b64 v[1:2], v[21:22]
	v_add_nc_u32_e32 v3, 0x2058, v23
	v_lshlrev_b32_e32 v21, 4, v26
	v_lshlrev_b32_e32 v23, 4, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s2, s0, v3
	v_add_co_ci_u32_e64 v4, null, s1, 0, s2
	v_add_co_u32 v5, s2, s6, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[3:4], v[1:2]
	flat_load_b96 v[1:3], v[5:6]
	v_add_nc_u32_e32 v4, 0x2a0, v29
	v_add_co_u32 v7, s2, s0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, s1, 0, s2
	v_add_co_u32 v21, s2, s6, v21
	v_add_co_ci_u32_e64 v22, null, s7, 0, s2
	v_add_nc_u32_e32 v4, 0x2d0, v29
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b96 v[7:8], v[1:3]
	flat_load_b96 v[1:3], v[21:22]
	v_add_co_u32 v7, s2, s0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, s1, 0, s2
	v_add_co_u32 v23, s2, s6, v23
	v_add_co_ci_u32_e64 v24, null, s7, 0, s2
	v_add_nc_u32_e32 v4, 0x4120, v29
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b96 v[7:8], v[1:3]
	flat_load_b96 v[1:3], v[23:24]
	v_add_co_u32 v7, s2, s0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b96 v[7:8], v[1:3]
	flat_load_b128 v[1:4], v[5:6]
	v_add_nc_u32_e32 v5, 0x310, v29
	v_add_co_u32 v5, s2, s0, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b128 v[5:6], v[1:4]
	flat_load_b128 v[1:4], v[21:22]
	v_add_nc_u32_e32 v5, 0x340, v29
	v_add_co_u32 v5, s2, s0, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b128 v[5:6], v[1:4]
	flat_load_b128 v[1:4], v[23:24]
	v_add_nc_u32_e32 v5, 0x4190, v29
	v_lshlrev_b32_e32 v29, 5, v0
	v_lshlrev_b32_e32 v23, 5, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s2, s0, v5
	v_add_co_ci_u32_e64 v6, null, s1, 0, s2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, s2, s6, v29
	v_add_co_ci_u32_e64 v8, null, s7, 0, s2
	v_add_nc_u32_e32 v21, 0x700, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, s2, s0, v21
	v_add_co_ci_u32_e64 v22, null, s1, 0, s2
	v_add_co_u32 v23, s2, s6, v23
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v24, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b128 v[5:6], v[1:4]
	s_clause 0x1
	flat_load_b128 v[1:4], v[7:8] offset:16
	flat_load_b128 v[5:8], v[7:8]
	s_waitcnt vmcnt(1) lgkmcnt(1)
	flat_store_b128 v[21:22], v[1:4] offset:16
	s_waitcnt vmcnt(0) lgkmcnt(1)
	flat_store_b128 v[21:22], v[5:8]
	s_clause 0x1
	flat_load_b128 v[1:4], v[23:24] offset:16
	flat_load_b128 v[5:8], v[23:24]
	v_add_nc_u32_e32 v21, 0x760, v29
	v_lshlrev_b32_e32 v23, 5, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, s2, s0, v21
	v_add_co_ci_u32_e64 v22, null, s1, 0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v23, s2, s6, v23
	v_add_co_ci_u32_e64 v24, null, s7, 0, s2
	s_waitcnt vmcnt(1) lgkmcnt(1)
	flat_store_b128 v[21:22], v[1:4] offset:16
	s_waitcnt vmcnt(0) lgkmcnt(1)
	flat_store_b128 v[21:22], v[5:8]
	s_clause 0x1
	flat_load_b128 v[1:4], v[23:24] offset:16
	flat_load_b128 v[5:8], v[23:24]
	v_add_nc_u32_e32 v21, 0x8400, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, s2, s0, v21
	v_add_co_ci_u32_e64 v22, null, s1, 0, s2
	s_waitcnt vmcnt(1) lgkmcnt(1)
	flat_store_b128 v[21:22], v[1:4] offset:16
	s_waitcnt vmcnt(0) lgkmcnt(1)
	flat_store_b128 v[21:22], v[5:8]
	flat_load_u16 v3, v[9:10]
	v_add_nc_u32_e32 v1, 0x7e, v28
	v_add_nc_u32_e32 v8, 50, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s2, s0, v1
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v5, 1, v8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b16 v[1:2], v3
	flat_load_u16 v3, v[11:12]
	v_add_nc_u32_e32 v1, 0x84, v28
	v_add_co_u32 v1, s2, s0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b16 v[1:2], v3
	flat_load_u16 v3, v[13:14]
	v_add_nc_u32_e32 v1, 0x84e, v28
	v_add_co_u32 v1, s2, s0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b16 v[1:2], v3
	flat_load_b32 v3, v[15:16]
	v_add_nc_u32_e32 v1, 0x118, v25
	v_add_co_u32 v1, s2, s0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[1:2], v3
	flat_load_b32 v3, v[17:18]
	v_add_nc_u32_e32 v1, 0x124, v25
	v_add_co_u32 v1, s2, s0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[1:2], v3
	flat_load_b32 v3, v[19:20]
	v_add_nc_u32_e32 v1, 0x10b8, v25
	v_add_co_u32 v1, s2, s0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[1:2], v3
	flat_load_b32 v7, v[15:16]
	v_add_co_u32 v1, s2, s6, v5
	v_add_co_ci_u32_e64 v2, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v9, v7
	v_lshrrev_b32_e32 v10, 16, v7
	flat_load_d16_b16 v9, v[1:2]
	v_lshlrev_b32_e32 v1, 2, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s2, s0, v1
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	v_add_co_u32 v3, s2, s0, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_co_u32 v5, vcc_lo, v1, v5
	v_subrev_co_ci_u32_e32 v6, vcc_lo, 0, v2, vcc_lo
	v_add_co_ci_u32_e64 v4, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[1:2], v9
	flat_store_d16_hi_b16 v[5:6], v7
	flat_store_b8 v[3:4], v10
	flat_load_b32 v9, v[15:16]
	v_add_co_u32 v7, s2, s6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v10, v9
	v_lshrrev_b32_e32 v11, 16, v9
	flat_load_d16_u8 v10, v[7:8]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[1:2], v10
	flat_store_d16_hi_b16 v[5:6], v9
	flat_store_b8 v[3:4], v11
	flat_load_b32 v9, v[15:16]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v10, v9
	flat_load_d16_i8 v10, v[7:8]
	v_lshrrev_b32_e32 v7, 16, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[1:2], v10
	flat_store_d16_hi_b16 v[5:6], v9
	flat_store_b8 v[3:4], v7
	flat_load_b32 v6, v[15:16]
	v_add_nc_u32_e32 v7, 51, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 1, v7
	v_add_co_u32 v0, s2, s6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v8, v6
	flat_load_d16_hi_b16 v8, v[0:1]
	v_lshlrev_b32_e32 v0, 2, v7
	v_add_co_u32 v0, s2, s0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, s1, 0, s2
	v_add_co_u32 v4, s2, s0, v7
	v_sub_co_u32 v2, vcc_lo, v0, v2
	s_delay_alu instid0(VALU_DEP_3)
	v_subrev_co_ci_u32_e32 v3, vcc_lo, 0, v1, vcc_lo
	v_add_co_ci_u32_e64 v5, null, s1, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[0:1], v8
	flat_store_d16_hi_b16 v[2:3], v8
	flat_store_d16_hi_b8 v[4:5], v6
	flat_load_b32 v8, v[15:16]
	v_add_co_u32 v6, s2, s6, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s7, 0, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v9, v8
	flat_load_d16_hi_u8 v9, v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[0:1], v9
	flat_store_d16_hi_b16 v[2:3], v9
	flat_store_d16_hi_b8 v[4:5], v8
	flat_load_b32 v8, v[15:16]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v9, v8
	flat_load_d16_hi_i8 v9, v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[0:1], v9
	flat_store_d16_hi_b16 v[2:3], v9
	flat_store_d16_hi_b8 v[4:5], v8
	flat_load_b32 v2, v[15:16]
	v_sub_co_u32 v0, vcc_lo, v15, v28
	v_subrev_co_ci_u32_e32 v1, vcc_lo, 0, v16, vcc_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_d16_hi_b16 v2, v[0:1]
	v_dual_mov_b32 v0, s0 :: v_dual_mov_b32 v1, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[0:1], v2 offset:28
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel mem_flat_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 8
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
; codeLenInByte = 3232
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
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
