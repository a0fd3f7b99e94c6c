	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.globl	mem_flat_div                    ; -- Begin function mem_flat_div
	.p2align	8
	.type	mem_flat_div,@function
mem_flat_div:                           ; @mem_flat_div
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b128 s[4:7], s[2:3], 0x0
	s_load_b64 s[0:1], s[2:3], 0x10
	v_and_b32_e32 v0, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v26, 2, v0
	v_add_nc_u32_e32 v27, 3, v0
	v_add_nc_u32_e32 v28, 0x3e8, v0
	v_lshlrev_b32_e32 v24, 3, v0
	v_lshlrev_b32_e32 v29, 4, v0
	v_lshlrev_b32_e32 v22, 3, v28
	s_wait_kmcnt 0x0
	v_add_co_u32 v1, s2, s6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s7, 0, s2
	flat_load_u8 v3, v[1:2]
	s_wait_loadcnt_dscnt 0x0
	global_store_b32 v26, v3, s[4:5]
	flat_load_u8 v5, v[1:2] offset:5
	v_add_nc_u32_e32 v1, 7, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s2, s0, v1
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	v_add_co_u32 v3, s2, s6, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x0
	v_bfe_i32 v6, v5, 0, 8
	global_store_b32 v26, v6, s[4:5]
	flat_store_b8 v[1:2], v5
	flat_load_u8 v1, v[3:4]
	v_lshlrev_b32_e32 v5, 2, v27
	s_wait_loadcnt_dscnt 0x0
	global_store_b32 v5, v1, s[4:5]
	flat_load_u8 v6, v[3:4] offset:5
	v_add_nc_u32_e32 v1, 10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s2, s0, v1
	v_add_co_ci_u32_e64 v2, null, s1, 0, s2
	v_add_co_u32 v3, s2, s6, v28
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x0
	v_bfe_i32 v7, v6, 0, 8
	global_store_b32 v5, v7, s[4:5]
	flat_store_b8 v[1:2], v6
	flat_load_u8 v1, v[3:4]
	v_lshlrev_b32_e32 v6, 2, v28
	v_add_nc_u32_e32 v2, 0x3ef, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	s_wait_loadcnt_dscnt 0x0
	global_store_b32 v6, v1, s[4:5]
	flat_load_u8 v4, v[3:4] offset:5
	v_lshlrev_b32_e32 v1, 1, v0
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s2, s6, v1
	v_add_co_ci_u32_e64 v11, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x0
	v_bfe_i32 v7, v4, 0, 8
	global_store_b32 v6, v7, s[4:5]
	flat_store_b8 v[2:3], v4
	flat_load_u16 v2, v[10:11]
	v_lshlrev_b32_e32 v7, 1, v27
	s_wait_loadcnt_dscnt 0x0
	global_store_b32 v26, v2, s[4:5]
	flat_load_u16 v4, v[10:11] offset:10
	v_add_nc_u32_e32 v2, 28, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	v_add_co_u32 v12, s2, s6, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, s7, 0, s2
	v_lshlrev_b32_e32 v7, 1, v28
	s_wait_loadcnt_dscnt 0x0
	v_bfe_i32 v8, v4, 0, 16
	global_store_b32 v26, v8, s[4:5]
	flat_store_b16 v[2:3], v4
	flat_load_u16 v2, v[12:13]
	s_wait_loadcnt_dscnt 0x0
	global_store_b32 v5, v2, s[4:5]
	flat_load_u16 v4, v[12:13] offset:10
	v_add_nc_u32_e32 v2, 34, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	v_add_co_u32 v14, s2, s6, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x0
	v_bfe_i32 v8, v4, 0, 16
	global_store_b32 v5, v8, s[4:5]
	flat_store_b16 v[2:3], v4
	flat_load_u16 v2, v[14:15]
	v_lshlrev_b32_e32 v8, 3, v27
	s_wait_loadcnt_dscnt 0x0
	global_store_b32 v6, v2, s[4:5]
	flat_load_u16 v4, v[14:15] offset:10
	v_add_nc_u32_e32 v2, 0x7ec, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	v_add_co_u32 v16, s2, s6, v26
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x0
	v_bfe_i32 v7, v4, 0, 16
	global_store_b32 v6, v7, s[4:5]
	flat_store_b16 v[2:3], v4
	flat_load_b32 v4, v[16:17]
	v_add_nc_u32_e32 v2, 0x54, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	v_add_co_u32 v18, s2, s6, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b32 v[2:3], v4
	flat_load_b32 v4, v[18:19]
	v_add_nc_u32_e32 v2, 0x60, v26
	v_add_co_u32 v2, s2, s0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	v_add_co_u32 v20, s2, s6, v6
	v_add_co_ci_u32_e64 v21, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b32 v[2:3], v4
	flat_load_b32 v6, v[20:21]
	v_add_nc_u32_e32 v2, 0xff4, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	v_add_co_u32 v4, s2, s6, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b32 v[2:3], v6
	flat_load_b64 v[2:3], v[4:5]
	v_add_nc_u32_e32 v6, 0xe0, v24
	v_add_co_u32 v6, s2, s0, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s1, 0, s2
	v_add_co_u32 v8, s2, s6, v8
	v_add_co_ci_u32_e64 v9, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b64 v[6:7], v[2:3]
	flat_load_b64 v[2:3], v[8:9]
	v_add_nc_u32_e32 v6, 0xf8, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s2, s0, v6
	v_add_co_ci_u32_e64 v7, null, s1, 0, s2
	v_add_co_u32 v22, s2, s6, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v23, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b64 v[6:7], v[2:3]
	flat_load_b64 v[2:3], v[22:23]
	v_add_nc_u32_e32 v6, 0x2020, v24
	v_add_co_u32 v6, s2, s0, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s1, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b64 v[6:7], v[2:3]
	flat_load_b64 v[2:3], v[4:5]
	v_add_nc_u32_e32 v4, 0x118, v24
	v_add_co_u32 v4, s2, s0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s1, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b64 v[4:5], v[2:3]
	flat_load_b64 v[2:3], v[8:9]
	v_add_nc_u32_e32 v4, 0x130, v24
	v_add_co_u32 v4, s2, s0, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s1, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b64 v[4:5], v[2:3]
	flat_load_b64 v[2:3], v[22:23]
	v_add_nc_u32_e32 v4, 0x2058, v24
	v_lshlrev_b32_e32 v22, 4, v27
	v_lshlrev_b32_e32 v24, 4, v28
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, s2, s0, v4
	v_add_co_ci_u32_e64 v5, null, s1, 0, s2
	v_add_co_u32 v6, s2, s6, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b64 v[4:5], v[2:3]
	flat_load_b96 v[2:4], v[6:7]
	v_add_nc_u32_e32 v5, 0x2a0, v29
	v_add_co_u32 v8, s2, s0, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s1, 0, s2
	v_add_co_u32 v22, s2, s6, v22
	v_add_co_ci_u32_e64 v23, null, s7, 0, s2
	v_add_nc_u32_e32 v5, 0x2d0, v29
	s_wait_loadcnt_dscnt 0x0
	flat_store_b96 v[8:9], v[2:4]
	flat_load_b96 v[2:4], v[22:23]
	v_add_co_u32 v8, s2, s0, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s1, 0, s2
	v_add_co_u32 v24, s2, s6, v24
	v_add_co_ci_u32_e64 v25, null, s7, 0, s2
	v_add_nc_u32_e32 v5, 0x4120, v29
	s_wait_loadcnt_dscnt 0x0
	flat_store_b96 v[8:9], v[2:4]
	flat_load_b96 v[2:4], v[24:25]
	v_add_co_u32 v8, s2, s0, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s1, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b96 v[8:9], v[2:4]
	flat_load_b128 v[2:5], v[6:7]
	v_add_nc_u32_e32 v6, 0x310, v29
	v_add_co_u32 v6, s2, s0, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s1, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b128 v[6:7], v[2:5]
	flat_load_b128 v[2:5], v[22:23]
	v_add_nc_u32_e32 v6, 0x340, v29
	v_add_co_u32 v6, s2, s0, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s1, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b128 v[6:7], v[2:5]
	flat_load_b128 v[2:5], v[24:25]
	v_add_nc_u32_e32 v6, 0x4190, v29
	v_lshlrev_b32_e32 v29, 5, v0
	v_lshlrev_b32_e32 v24, 5, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s2, s0, v6
	v_add_co_ci_u32_e64 v7, null, s1, 0, s2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, s2, s6, v29
	v_add_co_ci_u32_e64 v9, null, s7, 0, s2
	v_add_nc_u32_e32 v22, 0x700, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v22, s2, s0, v22
	v_add_co_ci_u32_e64 v23, null, s1, 0, s2
	v_add_co_u32 v24, s2, s6, v24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v25, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b128 v[6:7], v[2:5]
	s_clause 0x1
	flat_load_b128 v[2:5], v[8:9] offset:16
	flat_load_b128 v[6:9], v[8:9]
	s_wait_loadcnt_dscnt 0x101
	flat_store_b128 v[22:23], v[2:5] offset:16
	s_wait_loadcnt_dscnt 0x1
	flat_store_b128 v[22:23], v[6:9]
	s_clause 0x1
	flat_load_b128 v[2:5], v[24:25] offset:16
	flat_load_b128 v[6:9], v[24:25]
	v_add_nc_u32_e32 v22, 0x760, v29
	v_lshlrev_b32_e32 v24, 5, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v22, s2, s0, v22
	v_add_co_ci_u32_e64 v23, null, s1, 0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v24, s2, s6, v24
	v_add_co_ci_u32_e64 v25, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x101
	flat_store_b128 v[22:23], v[2:5] offset:16
	s_wait_loadcnt_dscnt 0x1
	flat_store_b128 v[22:23], v[6:9]
	s_clause 0x1
	flat_load_b128 v[2:5], v[24:25] offset:16
	flat_load_b128 v[6:9], v[24:25]
	v_add_nc_u32_e32 v22, 0x8400, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v22, s2, s0, v22
	v_add_co_ci_u32_e64 v23, null, s1, 0, s2
	s_wait_loadcnt_dscnt 0x101
	flat_store_b128 v[22:23], v[2:5] offset:16
	s_wait_loadcnt_dscnt 0x1
	flat_store_b128 v[22:23], v[6:9]
	flat_load_u16 v4, v[10:11]
	v_add_nc_u32_e32 v2, 0x7e, v1
	v_add_nc_u32_e32 v9, 50, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 1, v9
	s_wait_loadcnt_dscnt 0x0
	flat_store_b16 v[2:3], v4
	flat_load_u16 v4, v[12:13]
	v_add_nc_u32_e32 v2, 0x84, v1
	v_add_co_u32 v2, s2, s0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b16 v[2:3], v4
	flat_load_u16 v4, v[14:15]
	v_add_nc_u32_e32 v2, 0x84e, v1
	v_add_co_u32 v2, s2, s0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b16 v[2:3], v4
	flat_load_b32 v4, v[16:17]
	v_add_nc_u32_e32 v2, 0x118, v26
	v_add_co_u32 v2, s2, s0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b32 v[2:3], v4
	flat_load_b32 v4, v[18:19]
	v_add_nc_u32_e32 v2, 0x124, v26
	v_add_co_u32 v2, s2, s0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b32 v[2:3], v4
	flat_load_b32 v4, v[20:21]
	v_add_nc_u32_e32 v2, 0x10b8, v26
	v_add_co_u32 v2, s2, s0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	s_wait_loadcnt_dscnt 0x0
	flat_store_b32 v[2:3], v4
	flat_load_b32 v8, v[16:17]
	v_add_co_u32 v2, s2, s6, v6
	v_add_co_ci_u32_e64 v3, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x0
	v_mov_b32_e32 v10, v8
	v_lshrrev_b32_e32 v11, 16, v8
	flat_load_d16_b16 v10, v[2:3]
	v_lshlrev_b32_e32 v2, 2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	v_add_co_u32 v4, s2, s0, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_co_u32 v6, vcc_lo, v2, v6
	v_subrev_co_ci_u32_e32 v7, vcc_lo, 0, v3, vcc_lo
	v_add_co_ci_u32_e64 v5, null, s1, 0, s2
	s_wait_loadcnt_dscnt 0x0
	s_clause 0x2
	flat_store_b32 v[2:3], v10
	flat_store_d16_hi_b16 v[6:7], v8
	flat_store_b8 v[4:5], v11
	flat_load_b32 v10, v[16:17]
	v_add_co_u32 v8, s2, s6, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x0
	v_mov_b32_e32 v11, v10
	v_lshrrev_b32_e32 v12, 16, v10
	v_add_nc_u32_e32 v0, 51, v0
	flat_load_d16_u8 v11, v[8:9]
	s_wait_loadcnt_dscnt 0x0
	s_clause 0x2
	flat_store_b32 v[2:3], v11
	flat_store_d16_hi_b16 v[6:7], v10
	flat_store_b8 v[4:5], v12
	flat_load_b32 v10, v[16:17]
	s_wait_loadcnt_dscnt 0x0
	v_mov_b32_e32 v11, v10
	flat_load_d16_i8 v11, v[8:9]
	v_lshrrev_b32_e32 v8, 16, v10
	s_wait_loadcnt_dscnt 0x0
	s_clause 0x2
	flat_store_b32 v[2:3], v11
	flat_store_d16_hi_b16 v[6:7], v10
	flat_store_b8 v[4:5], v8
	flat_load_b32 v8, v[16:17]
	v_lshlrev_b32_e32 v4, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s6, v4
	v_add_co_ci_u32_e64 v3, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x0
	v_mov_b32_e32 v9, v8
	flat_load_d16_hi_b16 v9, v[2:3]
	v_lshlrev_b32_e32 v2, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, 0, s2
	v_add_co_u32 v6, s2, s0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_co_u32 v4, vcc_lo, v2, v4
	v_subrev_co_ci_u32_e32 v5, vcc_lo, 0, v3, vcc_lo
	v_add_co_ci_u32_e64 v7, null, s1, 0, s2
	s_wait_loadcnt_dscnt 0x0
	s_clause 0x2
	flat_store_b32 v[2:3], v9
	flat_store_d16_hi_b16 v[4:5], v9
	flat_store_d16_hi_b8 v[6:7], v8
	flat_load_b32 v10, v[16:17]
	v_add_co_u32 v8, s2, s6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s7, 0, s2
	s_wait_loadcnt_dscnt 0x0
	v_mov_b32_e32 v0, v10
	flat_load_d16_hi_u8 v0, v[8:9]
	s_wait_loadcnt_dscnt 0x0
	s_clause 0x2
	flat_store_b32 v[2:3], v0
	flat_store_d16_hi_b16 v[4:5], v0
	flat_store_d16_hi_b8 v[6:7], v10
	flat_load_b32 v0, v[16:17]
	s_wait_loadcnt_dscnt 0x0
	v_mov_b32_e32 v10, v0
	flat_load_d16_hi_i8 v10, v[8:9]
	s_wait_loadcnt_dscnt 0x0
	s_clause 0x2
	flat_store_b32 v[2:3], v10
	flat_store_d16_hi_b16 v[4:5], v10
	flat_store_d16_hi_b8 v[6:7], v0
	flat_load_b32 v2, v[16:17]
	v_sub_co_u32 v0, vcc_lo, v16, v1
	v_subrev_co_ci_u32_e32 v1, vcc_lo, 0, v17, vcc_lo
	s_wait_loadcnt_dscnt 0x0
	flat_load_d16_hi_b16 v2, v[0:1]
	v_dual_mov_b32 v0, s0 :: v_dual_mov_b32 v1, s1
	s_wait_loadcnt_dscnt 0x0
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
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_round_robin_scheduling 0
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
; codeLenInByte = 3244
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
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
