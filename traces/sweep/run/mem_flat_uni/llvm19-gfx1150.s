	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	mem_flat_uni                    ; -- Begin function mem_flat_uni
	.p2align	8
	.type	mem_flat_uni,@function
mem_flat_uni:                           ; @mem_flat_uni
; %bb.0:                                ; %entry
	s_clause 0x2
	s_load_b32 s8, s[2:3], 0x18
	s_load_b128 s[4:7], s[2:3], 0x0
	s_load_b64 s[0:1], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s9, s8, 31
	s_add_u32 s2, s6, s8
	s_addc_u32 s3, s7, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v0, s2 :: v_dual_mov_b32 v1, s3
	s_lshl_b64 s[14:15], s[8:9], 2
	s_add_u32 s20, s4, s14
	s_addc_u32 s21, s5, s15
	flat_load_u8 v2, v[0:1]
	s_add_i32 s2, s8, 7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s0, s2
	s_addc_u32 s3, s1, s3
	v_mov_b32_e32 v10, 0
	s_add_i32 s10, s8, 3
	s_ashr_i32 s11, s10, 31
	s_add_u32 s12, s6, s10
	s_addc_u32 s13, s7, s11
	s_lshl_b64 s[16:17], s[10:11], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s22, s4, s16
	s_addc_u32 s23, s5, s17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v10, v2, s[20:21]
	flat_load_u8 v4, v[0:1] offset:5
	v_dual_mov_b32 v0, s2 :: v_dual_mov_b32 v1, s3
	s_add_i32 s2, s8, 10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s0, s2
	s_addc_u32 s3, s1, s3
	v_dual_mov_b32 v2, s12 :: v_dual_mov_b32 v3, s13
	s_add_i32 s12, s8, 0x3e8
	s_ashr_i32 s13, s12, 31
	s_add_u32 s18, s6, s12
	s_addc_u32 s19, s7, s13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v5, v4, 0, 8
	global_store_b32 v10, v5, s[20:21]
	flat_store_b8 v[0:1], v4
	flat_load_u8 v0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v10, v0, s[22:23]
	v_dual_mov_b32 v0, s2 :: v_dual_mov_b32 v1, s3
	flat_load_u8 v4, v[2:3] offset:5
	v_dual_mov_b32 v2, s18 :: v_dual_mov_b32 v3, s19
	s_lshl_b64 s[18:19], s[12:13], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s24, s4, s18
	s_addc_u32 s25, s5, s19
	s_add_i32 s2, s8, 0x3ef
	s_ashr_i32 s3, s2, 31
	s_add_u32 s4, s0, s2
	s_addc_u32 s5, s1, s3
	s_lshl_b64 s[2:3], s[8:9], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s26, s6, s2
	s_addc_u32 s27, s7, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v5, v4, 0, 8
	global_store_b32 v10, v5, s[22:23]
	flat_store_b8 v[0:1], v4
	flat_load_u8 v0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v10, v0, s[24:25]
	v_dual_mov_b32 v0, s4 :: v_dual_mov_b32 v1, s5
	flat_load_u8 v4, v[2:3] offset:5
	s_add_i32 s4, s8, 14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_u32 s4, s0, s4
	s_addc_u32 s5, s1, s5
	v_dual_mov_b32 v2, s26 :: v_dual_mov_b32 v3, s27
	s_lshl_b64 s[26:27], s[10:11], 1
	s_add_u32 s26, s6, s26
	s_addc_u32 s27, s7, s27
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v5, v4, 0, 8
	global_store_b32 v10, v5, s[24:25]
	flat_store_b8 v[0:1], v4
	flat_load_u16 v0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v10, v0, s[20:21]
	v_dual_mov_b32 v0, s4 :: v_dual_mov_b32 v1, s5
	flat_load_u16 v6, v[2:3] offset:10
	s_add_i32 s4, s8, 17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s4, s0, s4
	s_addc_u32 s5, s1, s5
	v_dual_mov_b32 v4, s26 :: v_dual_mov_b32 v5, s27
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v7, v6, 0, 16
	global_store_b32 v10, v7, s[20:21]
	flat_store_b16 v[0:1], v6
	flat_load_u16 v0, v[4:5]
	s_lshl_b64 s[20:21], s[12:13], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_add_u32 s20, s6, s20
	s_addc_u32 s21, s7, s21
	v_dual_mov_b32 v6, s20 :: v_dual_mov_b32 v7, s21
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v10, v0, s[22:23]
	v_dual_mov_b32 v0, s4 :: v_dual_mov_b32 v1, s5
	flat_load_u16 v8, v[4:5] offset:10
	s_add_i32 s4, s8, 0x3f6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_add_u32 s20, s0, s4
	s_addc_u32 s21, s1, s5
	s_add_u32 s4, s6, s14
	s_addc_u32 s5, s7, s15
	s_add_i32 s14, s8, 21
	s_ashr_i32 s15, s14, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	s_add_u32 s16, s6, s16
	s_addc_u32 s17, s7, s17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v9, v8, 0, 16
	global_store_b32 v10, v9, s[22:23]
	flat_store_b16 v[0:1], v8
	v_dual_mov_b32 v8, s20 :: v_dual_mov_b32 v9, s21
	flat_load_u16 v0, v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v10, v0, s[24:25]
	flat_load_u16 v11, v[6:7] offset:10
	v_dual_mov_b32 v0, s4 :: v_dual_mov_b32 v1, s5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v12, v11, 0, 16
	global_store_b32 v10, v12, s[24:25]
	flat_store_b16 v[8:9], v11
	v_dual_mov_b32 v10, s14 :: v_dual_mov_b32 v11, s15
	flat_load_b32 v12, v[0:1]
	s_add_i32 s14, s8, 24
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	v_dual_mov_b32 v8, s16 :: v_dual_mov_b32 v9, s17
	s_add_u32 s16, s6, s18
	s_addc_u32 s17, s7, s19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[10:11], v12
	v_dual_mov_b32 v12, s14 :: v_dual_mov_b32 v13, s15
	flat_load_b32 v14, v[8:9]
	s_add_i32 s14, s8, 0x3fd
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	v_dual_mov_b32 v10, s16 :: v_dual_mov_b32 v11, s17
	s_lshl_b64 s[16:17], s[8:9], 3
	s_add_u32 s16, s6, s16
	s_addc_u32 s17, s7, s17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[12:13], v14
	v_dual_mov_b32 v12, s14 :: v_dual_mov_b32 v13, s15
	flat_load_b32 v16, v[10:11]
	s_add_i32 s14, s8, 28
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	v_dual_mov_b32 v14, s16 :: v_dual_mov_b32 v15, s17
	s_lshl_b64 s[16:17], s[10:11], 3
	s_add_u32 s16, s6, s16
	s_addc_u32 s17, s7, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v19, s17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[12:13], v16
	v_mov_b32_e32 v17, s15
	flat_load_b64 v[12:13], v[14:15]
	v_mov_b32_e32 v16, s14
	s_add_i32 s14, s8, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	v_mov_b32_e32 v18, s16
	s_lshl_b64 s[16:17], s[12:13], 3
	s_add_u32 s16, s6, s16
	s_addc_u32 s17, s7, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v21, s17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[16:17], v[12:13]
	v_mov_b32_e32 v17, s15
	flat_load_b64 v[12:13], v[18:19]
	v_mov_b32_e32 v16, s14
	s_add_i32 s14, s8, 0x404
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	v_mov_b32_e32 v20, s16
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[16:17], v[12:13]
	v_mov_b32_e32 v17, s15
	flat_load_b64 v[12:13], v[20:21]
	v_mov_b32_e32 v16, s14
	s_add_i32 s14, s8, 35
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[16:17], v[12:13]
	flat_load_b64 v[12:13], v[14:15]
	v_dual_mov_b32 v14, s14 :: v_dual_mov_b32 v15, s15
	s_add_i32 s14, s8, 38
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[14:15], v[12:13]
	flat_load_b64 v[12:13], v[18:19]
	v_dual_mov_b32 v14, s14 :: v_dual_mov_b32 v15, s15
	s_add_i32 s14, s8, 0x40b
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	s_lshl_b64 s[16:17], s[8:9], 4
	s_add_u32 s16, s6, s16
	s_addc_u32 s17, s7, s17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[14:15], v[12:13]
	flat_load_b64 v[12:13], v[20:21]
	v_dual_mov_b32 v14, s14 :: v_dual_mov_b32 v15, s15
	s_add_i32 s14, s8, 42
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	v_dual_mov_b32 v16, s16 :: v_dual_mov_b32 v19, s15
	v_mov_b32_e32 v17, s17
	s_lshl_b64 s[16:17], s[10:11], 4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_add_u32 s16, s6, s16
	s_addc_u32 s17, s7, s17
	v_dual_mov_b32 v18, s14 :: v_dual_mov_b32 v21, s17
	s_add_i32 s14, s8, 45
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	v_mov_b32_e32 v20, s16
	s_lshl_b64 s[16:17], s[12:13], 4
	s_add_u32 s16, s6, s16
	s_addc_u32 s17, s7, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v23, s17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b64 v[14:15], v[12:13]
	flat_load_b96 v[12:14], v[16:17]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b96 v[18:19], v[12:14]
	v_mov_b32_e32 v19, s15
	flat_load_b96 v[12:14], v[20:21]
	v_mov_b32_e32 v18, s14
	s_add_i32 s14, s8, 0x412
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	v_mov_b32_e32 v22, s16
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b96 v[18:19], v[12:14]
	v_mov_b32_e32 v19, s15
	flat_load_b96 v[12:14], v[22:23]
	v_mov_b32_e32 v18, s14
	s_add_i32 s14, s8, 49
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b96 v[18:19], v[12:14]
	flat_load_b128 v[12:15], v[16:17]
	v_dual_mov_b32 v17, s15 :: v_dual_mov_b32 v16, s14
	s_add_i32 s14, s8, 52
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b128 v[16:17], v[12:15]
	flat_load_b128 v[12:15], v[20:21]
	v_dual_mov_b32 v17, s15 :: v_dual_mov_b32 v16, s14
	s_add_i32 s14, s8, 0x419
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	s_lshl_b64 s[16:17], s[8:9], 5
	s_add_u32 s16, s6, s16
	s_addc_u32 s17, s7, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v19, s17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b128 v[16:17], v[12:15]
	flat_load_b128 v[12:15], v[22:23]
	v_dual_mov_b32 v17, s15 :: v_dual_mov_b32 v16, s14
	s_add_i32 s14, s8, 56
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	v_dual_mov_b32 v18, s16 :: v_dual_mov_b32 v21, s15
	s_lshl_b64 s[10:11], s[10:11], 5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_add_u32 s10, s6, s10
	s_addc_u32 s11, s7, s11
	v_dual_mov_b32 v20, s14 :: v_dual_mov_b32 v23, s11
	v_mov_b32_e32 v22, s10
	s_add_i32 s10, s8, 59
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s10, s0, s10
	s_addc_u32 s11, s1, s11
	s_lshl_b64 s[12:13], s[12:13], 5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b128 v[16:17], v[12:15]
	s_clause 0x1
	flat_load_b128 v[12:15], v[18:19] offset:16
	flat_load_b128 v[16:19], v[18:19]
	s_waitcnt vmcnt(1) lgkmcnt(1)
	flat_store_b128 v[20:21], v[12:15] offset:16
	s_waitcnt vmcnt(0) lgkmcnt(1)
	flat_store_b128 v[20:21], v[16:19]
	v_mov_b32_e32 v21, s11
	s_clause 0x1
	flat_load_b128 v[12:15], v[22:23] offset:16
	flat_load_b128 v[16:19], v[22:23]
	v_mov_b32_e32 v20, s10
	s_add_u32 s10, s6, s12
	s_addc_u32 s11, s7, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v23, s11 :: v_dual_mov_b32 v22, s10
	s_add_i32 s10, s8, 0x420
	s_waitcnt vmcnt(1) lgkmcnt(1)
	flat_store_b128 v[20:21], v[12:15] offset:16
	s_waitcnt vmcnt(0) lgkmcnt(1)
	flat_store_b128 v[20:21], v[16:19]
	s_ashr_i32 s11, s10, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[10:11], s[10:11], 5
	s_add_u32 s10, s0, s10
	s_addc_u32 s11, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v21, s11
	s_clause 0x1
	flat_load_b128 v[12:15], v[22:23] offset:16
	flat_load_b128 v[16:19], v[22:23]
	v_mov_b32_e32 v20, s10
	s_add_i32 s10, s8, 63
	s_waitcnt vmcnt(1) lgkmcnt(1)
	flat_store_b128 v[20:21], v[12:15] offset:16
	s_waitcnt vmcnt(0) lgkmcnt(1)
	flat_store_b128 v[20:21], v[16:19]
	flat_load_u16 v12, v[2:3]
	s_ashr_i32 s11, s10, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[10:11], s[10:11], 1
	s_add_u32 s10, s0, s10
	s_addc_u32 s11, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v2, s10 :: v_dual_mov_b32 v3, s11
	s_add_i32 s10, s8, 0x42
	s_ashr_i32 s11, s10, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[10:11], s[10:11], 1
	s_add_u32 s10, s0, s10
	s_addc_u32 s11, s1, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b16 v[2:3], v12
	flat_load_u16 v4, v[4:5]
	v_dual_mov_b32 v2, s10 :: v_dual_mov_b32 v3, s11
	s_add_i32 s10, s8, 0x427
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s10, s0, s10
	s_addc_u32 s11, s1, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b16 v[2:3], v4
	flat_load_u16 v4, v[6:7]
	v_dual_mov_b32 v2, s10 :: v_dual_mov_b32 v3, s11
	s_add_i32 s10, s8, 0x46
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s10, s0, s10
	s_addc_u32 s11, s1, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b16 v[2:3], v4
	flat_load_b32 v4, v[0:1]
	v_dual_mov_b32 v2, s10 :: v_dual_mov_b32 v3, s11
	s_add_i32 s10, s8, 0x49
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s10, s0, s10
	s_addc_u32 s11, s1, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[2:3], v4
	flat_load_b32 v4, v[8:9]
	v_dual_mov_b32 v2, s10 :: v_dual_mov_b32 v3, s11
	s_add_i32 s10, s8, 0x42e
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s10, s0, s10
	s_addc_u32 s11, s1, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[2:3], v4
	flat_load_b32 v4, v[10:11]
	v_dual_mov_b32 v2, s10 :: v_dual_mov_b32 v3, s11
	s_add_i32 s10, s8, 50
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[12:13], s[10:11], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s6, s12
	s_addc_u32 s15, s7, s13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[2:3], v4
	flat_load_b32 v8, v[0:1]
	v_dual_mov_b32 v2, s14 :: v_dual_mov_b32 v3, s15
	s_lshl_b64 s[14:15], s[10:11], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	s_sub_u32 s12, s14, s12
	s_subb_u32 s13, s15, s13
	v_dual_mov_b32 v4, s12 :: v_dual_mov_b32 v5, s13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v9, v8
	v_lshrrev_b32_e32 v10, 16, v8
	flat_load_d16_b16 v9, v[2:3]
	v_dual_mov_b32 v2, s14 :: v_dual_mov_b32 v3, s15
	s_add_u32 s14, s0, s10
	s_addc_u32 s15, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v6, s14 :: v_dual_mov_b32 v7, s15
	s_add_u32 s10, s6, s10
	s_addc_u32 s11, s7, s11
	s_add_i32 s8, s8, 51
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[2:3], v9
	flat_store_d16_hi_b16 v[4:5], v8
	flat_store_b8 v[6:7], v10
	flat_load_b32 v10, v[0:1]
	s_ashr_i32 s9, s8, 31
	v_dual_mov_b32 v8, s10 :: v_dual_mov_b32 v9, s11
	s_lshl_b64 s[10:11], s[8:9], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s12, s6, s10
	s_addc_u32 s13, s7, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v11, v10
	v_lshrrev_b32_e32 v12, 16, v10
	flat_load_d16_u8 v11, v[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[2:3], v11
	flat_store_d16_hi_b16 v[4:5], v10
	flat_store_b8 v[6:7], v12
	flat_load_b32 v10, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v11, v10
	flat_load_d16_i8 v11, v[8:9]
	v_lshrrev_b32_e32 v8, 16, v10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[2:3], v11
	flat_store_d16_hi_b16 v[4:5], v10
	flat_store_b8 v[6:7], v8
	flat_load_b32 v8, v[0:1]
	v_dual_mov_b32 v2, s12 :: v_dual_mov_b32 v3, s13
	s_lshl_b64 s[12:13], s[8:9], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	s_sub_u32 s10, s12, s10
	s_subb_u32 s11, s13, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_mov_b32 v4, s10 :: v_dual_mov_b32 v9, v8
	flat_load_d16_hi_b16 v9, v[2:3]
	v_dual_mov_b32 v2, s12 :: v_dual_mov_b32 v3, s13
	s_add_u32 s12, s0, s8
	s_addc_u32 s13, s1, s9
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	s_sub_u32 s2, s4, s2
	v_mov_b32_e32 v6, s12
	s_subb_u32 s3, s5, s3
	v_mov_b32_e32 v5, s11
	v_mov_b32_e32 v7, s13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[2:3], v9
	flat_store_d16_hi_b16 v[4:5], v9
	flat_store_d16_hi_b8 v[6:7], v8
	flat_load_b32 v10, v[0:1]
	v_dual_mov_b32 v9, s7 :: v_dual_mov_b32 v8, s6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v11, v10
	flat_load_d16_hi_u8 v11, v[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[2:3], v11
	flat_store_d16_hi_b16 v[4:5], v11
	flat_store_d16_hi_b8 v[6:7], v10
	flat_load_b32 v10, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v11, v10
	flat_load_d16_hi_i8 v11, v[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_clause 0x2
	flat_store_b32 v[2:3], v11
	flat_store_d16_hi_b16 v[4:5], v11
	flat_store_d16_hi_b8 v[6:7], v10
	flat_load_b32 v2, v[0:1]
	v_dual_mov_b32 v0, s2 :: v_dual_mov_b32 v1, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_d16_hi_b16 v2, v[0:1]
	v_dual_mov_b32 v0, s0 :: v_dual_mov_b32 v1, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_b32 v[0:1], v2 offset:28
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mem_flat_uni
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 28
		.amdhsa_reserve_vcc 0
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
	.size	mem_flat_uni, .Lfunc_end0-mem_flat_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3088
; NumSgprs: 28
; NumVgprs: 24
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 24
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
    .name:           mem_flat_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         mem_flat_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
