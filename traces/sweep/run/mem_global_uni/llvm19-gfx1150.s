	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	mem_global_uni                  ; -- Begin function mem_global_uni
	.p2align	8
	.type	mem_global_uni,@function
mem_global_uni:                         ; @mem_global_uni
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_b32 s8, s[2:3], 0x18
	s_load_b128 s[4:7], s[2:3], 0x0
	v_mov_b32_e32 v0, 0
	s_load_b64 s[0:1], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s11, s8, 31
	s_add_u32 s2, s6, s8
	s_addc_u32 s3, s7, s11
	s_mov_b32 s10, s8
	global_load_u8 v1, v0, s[2:3]
	s_lshl_b64 s[12:13], s[10:11], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s22, s4, s12
	s_addc_u32 s23, s5, s13
	s_add_i32 s9, s8, 7
	s_ashr_i32 s14, s9, 31
	s_add_u32 s16, s0, s9
	s_addc_u32 s17, s1, s14
	s_add_i32 s14, s8, 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_add_u32 s18, s6, s14
	s_addc_u32 s19, s7, s15
	s_lshl_b64 s[24:25], s[14:15], 2
	s_add_u32 s28, s4, s24
	s_addc_u32 s29, s5, s25
	s_add_i32 s9, s8, 10
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v1, s[22:23]
	global_load_u8 v1, v0, s[2:3] offset:5
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 8
	s_clause 0x1
	global_store_b32 v0, v2, s[22:23]
	global_store_b8 v0, v1, s[16:17]
	global_load_u8 v1, v0, s[18:19]
	s_ashr_i32 s16, s9, 31
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v1, s[28:29]
	global_load_u8 v1, v0, s[18:19] offset:5
	s_add_u32 s18, s0, s9
	s_addc_u32 s19, s1, s16
	s_add_i32 s16, s8, 0x3e8
	s_mov_b32 s9, 0
	s_ashr_i32 s17, s16, 31
	s_add_u32 s20, s6, s16
	s_addc_u32 s21, s7, s17
	s_lshl_b64 s[26:27], s[16:17], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s30, s4, s26
	s_addc_u32 s31, s5, s27
	s_add_i32 s4, s8, 0x3ef
	s_ashr_i32 s5, s4, 31
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 8
	s_clause 0x1
	global_store_b32 v0, v2, s[28:29]
	global_store_b8 v0, v1, s[18:19]
	global_load_u8 v1, v0, s[20:21]
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v1, s[30:31]
	global_load_u8 v1, v0, s[20:21] offset:5
	s_add_u32 s20, s0, s4
	s_addc_u32 s21, s1, s5
	s_lshl_b64 s[4:5], s[10:11], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s18, s6, s4
	s_addc_u32 s19, s7, s5
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 8
	s_clause 0x1
	global_store_b32 v0, v2, s[30:31]
	global_store_b8 v0, v1, s[20:21]
	global_load_u16 v1, v0, s[18:19]
	s_add_i32 s20, s8, 14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s34, s0, s20
	s_addc_u32 s35, s1, s21
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s20, s6, s20
	s_addc_u32 s21, s7, s21
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v1, s[22:23]
	global_load_u16 v1, v0, s[18:19] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 16
	s_clause 0x1
	global_store_b32 v0, v2, s[22:23]
	global_store_b16 v0, v1, s[34:35]
	global_load_u16 v1, v0, s[20:21]
	s_add_i32 s22, s8, 17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s34, s0, s22
	s_addc_u32 s35, s1, s23
	s_lshl_b64 s[22:23], s[16:17], 1
	s_add_u32 s22, s6, s22
	s_addc_u32 s23, s7, s23
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v1, s[28:29]
	global_load_u16 v1, v0, s[20:21] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 16
	s_clause 0x1
	global_store_b32 v0, v2, s[28:29]
	global_store_b16 v0, v1, s[34:35]
	global_load_u16 v1, v0, s[22:23]
	s_add_i32 s28, s8, 0x3f6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_add_u32 s12, s6, s12
	s_addc_u32 s13, s7, s13
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v1, s[30:31]
	global_load_u16 v1, v0, s[22:23] offset:10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v2, v1, 0, 16
	s_clause 0x1
	global_store_b32 v0, v2, s[30:31]
	global_store_b16 v0, v1, s[28:29]
	global_load_b32 v1, v0, s[12:13]
	s_add_i32 s28, s8, 21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_add_u32 s24, s6, s24
	s_addc_u32 s25, s7, s25
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v1, s[28:29]
	global_load_b32 v1, v0, s[24:25]
	s_add_i32 s28, s8, 24
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_add_u32 s26, s6, s26
	s_addc_u32 s27, s7, s27
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v1, s[28:29]
	global_load_b32 v1, v0, s[26:27]
	s_add_i32 s28, s8, 0x3fd
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_lshl_b64 s[30:31], s[10:11], 3
	s_add_u32 s30, s6, s30
	s_addc_u32 s31, s7, s31
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v1, s[28:29]
	global_load_b64 v[1:2], v0, s[30:31]
	s_add_i32 s28, s8, 28
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_lshl_b64 s[34:35], s[14:15], 3
	s_add_u32 s34, s6, s34
	s_addc_u32 s35, s7, s35
	s_waitcnt vmcnt(0)
	global_store_b64 v0, v[1:2], s[28:29]
	global_load_b64 v[1:2], v0, s[34:35]
	s_add_i32 s28, s8, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_lshl_b64 s[36:37], s[16:17], 3
	s_add_u32 s36, s6, s36
	s_addc_u32 s37, s7, s37
	s_waitcnt vmcnt(0)
	global_store_b64 v0, v[1:2], s[28:29]
	global_load_b64 v[1:2], v0, s[36:37]
	s_add_i32 s28, s8, 0x404
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_waitcnt vmcnt(0)
	global_store_b64 v0, v[1:2], s[28:29]
	global_load_b64 v[1:2], v0, s[30:31]
	s_add_i32 s28, s8, 35
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_waitcnt vmcnt(0)
	global_store_b64 v0, v[1:2], s[28:29]
	global_load_b64 v[1:2], v0, s[34:35]
	s_add_i32 s28, s8, 38
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_waitcnt vmcnt(0)
	global_store_b64 v0, v[1:2], s[28:29]
	global_load_b64 v[1:2], v0, s[36:37]
	s_add_i32 s28, s8, 0x40b
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_lshl_b64 s[30:31], s[10:11], 4
	s_add_u32 s30, s6, s30
	s_addc_u32 s31, s7, s31
	s_waitcnt vmcnt(0)
	global_store_b64 v0, v[1:2], s[28:29]
	global_load_b96 v[1:3], v0, s[30:31]
	s_add_i32 s28, s8, 42
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_lshl_b64 s[34:35], s[14:15], 4
	s_add_u32 s34, s6, s34
	s_addc_u32 s35, s7, s35
	s_waitcnt vmcnt(0)
	global_store_b96 v0, v[1:3], s[28:29]
	global_load_b96 v[1:3], v0, s[34:35]
	s_add_i32 s28, s8, 45
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_lshl_b64 s[36:37], s[16:17], 4
	s_add_u32 s36, s6, s36
	s_addc_u32 s37, s7, s37
	s_waitcnt vmcnt(0)
	global_store_b96 v0, v[1:3], s[28:29]
	global_load_b96 v[1:3], v0, s[36:37]
	s_add_i32 s28, s8, 0x412
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_waitcnt vmcnt(0)
	global_store_b96 v0, v[1:3], s[28:29]
	global_load_b128 v[1:4], v0, s[30:31]
	s_add_i32 s28, s8, 49
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_waitcnt vmcnt(0)
	global_store_b128 v0, v[1:4], s[28:29]
	global_load_b128 v[1:4], v0, s[34:35]
	s_add_i32 s28, s8, 52
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_waitcnt vmcnt(0)
	global_store_b128 v0, v[1:4], s[28:29]
	global_load_b128 v[1:4], v0, s[36:37]
	s_add_i32 s28, s8, 0x419
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_lshl_b64 s[30:31], s[10:11], 5
	s_add_u32 s30, s6, s30
	s_addc_u32 s31, s7, s31
	s_waitcnt vmcnt(0)
	global_store_b128 v0, v[1:4], s[28:29]
	s_clause 0x1
	global_load_b128 v[1:4], v0, s[30:31] offset:16
	global_load_b128 v[5:8], v0, s[30:31]
	s_add_i32 s28, s8, 56
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s28, s0, s28
	s_addc_u32 s29, s1, s29
	s_lshl_b64 s[14:15], s[14:15], 5
	s_waitcnt vmcnt(1)
	global_store_b128 v0, v[1:4], s[28:29] offset:16
	s_waitcnt vmcnt(0)
	global_store_b128 v0, v[5:8], s[28:29]
	s_add_u32 s14, s6, s14
	s_addc_u32 s15, s7, s15
	s_clause 0x1
	global_load_b128 v[1:4], v0, s[14:15] offset:16
	global_load_b128 v[5:8], v0, s[14:15]
	s_add_i32 s14, s8, 59
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	s_lshl_b64 s[16:17], s[16:17], 5
	s_waitcnt vmcnt(1)
	global_store_b128 v0, v[1:4], s[14:15] offset:16
	s_waitcnt vmcnt(0)
	global_store_b128 v0, v[5:8], s[14:15]
	s_add_u32 s16, s6, s16
	s_addc_u32 s17, s7, s17
	s_clause 0x1
	global_load_b128 v[1:4], v0, s[16:17] offset:16
	global_load_b128 v[5:8], v0, s[16:17]
	s_add_i32 s14, s8, 0x420
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	s_waitcnt vmcnt(1)
	global_store_b128 v0, v[1:4], s[14:15] offset:16
	s_waitcnt vmcnt(0)
	global_store_b128 v0, v[5:8], s[14:15]
	global_load_u16 v1, v0, s[18:19]
	s_add_i32 s14, s8, 63
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	s_waitcnt vmcnt(0)
	global_store_b16 v0, v1, s[14:15]
	global_load_u16 v1, v0, s[20:21]
	s_add_i32 s14, s8, 0x42
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	s_waitcnt vmcnt(0)
	global_store_b16 v0, v1, s[14:15]
	global_load_u16 v1, v0, s[22:23]
	s_add_i32 s14, s8, 0x427
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	s_waitcnt vmcnt(0)
	global_store_b16 v0, v1, s[14:15]
	global_load_b32 v1, v0, s[12:13]
	s_add_i32 s14, s8, 0x46
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v1, s[14:15]
	global_load_b32 v1, v0, s[24:25]
	s_add_i32 s14, s8, 0x49
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v1, s[14:15]
	global_load_b32 v1, v0, s[26:27]
	s_add_i32 s14, s8, 0x42e
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v1, s[14:15]
	global_load_b32 v1, v0, s[12:13]
	s_add_i32 s14, s8, 50
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[16:17], s[14:15], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s18, s6, s16
	s_addc_u32 s19, s7, s17
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_lshrrev_b32_e32 v3, 16, v1
	global_load_d16_b16 v2, v0, s[18:19]
	s_lshl_b64 s[18:19], s[14:15], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s18, s0, s18
	s_addc_u32 s19, s1, s19
	s_sub_u32 s16, s18, s16
	s_subb_u32 s17, s19, s17
	s_add_u32 s20, s0, s14
	s_addc_u32 s21, s1, s15
	s_add_u32 s14, s6, s14
	s_addc_u32 s15, s7, s15
	s_waitcnt vmcnt(0)
	s_clause 0x2
	global_store_b32 v0, v2, s[18:19]
	global_store_d16_hi_b16 v0, v1, s[16:17]
	global_store_b8 v0, v3, s[20:21]
	global_load_b32 v1, v0, s[12:13]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_lshrrev_b32_e32 v3, 16, v1
	global_load_d16_u8 v2, v0, s[14:15]
	s_waitcnt vmcnt(0)
	s_clause 0x2
	global_store_b32 v0, v2, s[18:19]
	global_store_d16_hi_b16 v0, v1, s[16:17]
	global_store_b8 v0, v3, s[20:21]
	global_load_b32 v1, v0, s[12:13]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_lshrrev_b32_e32 v3, 16, v1
	global_load_d16_i8 v2, v0, s[14:15]
	s_add_i32 s14, s8, 51
	s_waitcnt vmcnt(0)
	s_clause 0x2
	global_store_b32 v0, v2, s[18:19]
	global_store_d16_hi_b16 v0, v1, s[16:17]
	global_store_b8 v0, v3, s[20:21]
	global_load_b32 v1, v0, s[12:13]
	s_ashr_i32 s15, s14, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[16:17], s[14:15], 1
	s_add_u32 s18, s6, s16
	s_addc_u32 s19, s7, s17
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	global_load_d16_hi_b16 v2, v0, s[18:19]
	s_lshl_b64 s[18:19], s[14:15], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s18, s0, s18
	s_addc_u32 s19, s1, s19
	s_sub_u32 s16, s18, s16
	s_subb_u32 s17, s19, s17
	s_add_u32 s20, s0, s14
	s_addc_u32 s21, s1, s15
	s_add_u32 s14, s6, s14
	s_addc_u32 s15, s7, s15
	s_sub_u32 s4, s12, s4
	s_subb_u32 s5, s13, s5
	s_waitcnt vmcnt(0)
	s_clause 0x2
	global_store_b32 v0, v2, s[18:19]
	global_store_d16_hi_b16 v0, v2, s[16:17]
	global_store_d16_hi_b8 v0, v1, s[20:21]
	global_load_b32 v1, v0, s[12:13]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	global_load_d16_hi_u8 v2, v0, s[14:15]
	s_waitcnt vmcnt(0)
	s_clause 0x2
	global_store_b32 v0, v2, s[18:19]
	global_store_d16_hi_b16 v0, v2, s[16:17]
	global_store_d16_hi_b8 v0, v1, s[20:21]
	global_load_b32 v1, v0, s[12:13]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	global_load_d16_hi_i8 v2, v0, s[14:15]
	s_waitcnt vmcnt(0)
	s_clause 0x2
	global_store_b32 v0, v2, s[18:19]
	global_store_d16_hi_b16 v0, v2, s[16:17]
	global_store_d16_hi_b8 v0, v1, s[20:21]
	s_clause 0x1
	global_load_b32 v1, v0, s[12:13]
	global_load_d16_hi_b16 v1, v0, s[4:5]
	s_add_u32 s4, s0, s8
	s_addc_u32 s5, s1, s11
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v1, s[0:1] offset:28
	global_load_b32 v1, v0, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v1, s[4:5]
	global_load_b64 v[1:2], v0, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_b64 v0, v[1:2], s[4:5]
	global_load_b128 v[1:4], v0, s[2:3]
	s_lshl_b64 s[2:3], s[8:9], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	s_waitcnt vmcnt(0)
	global_store_b128 v0, v[1:4], s[4:5]
	global_load_b32 v1, v0, s[2:3] glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v1, v1, v1
	global_store_b32 v0, v1, s[2:3] dlc
	s_waitcnt_vscnt null, 0x0
	global_store_b32 v0, v1, s[0:1] glc slc dlc
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mem_global_uni
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 38
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
	.size	mem_global_uni, .Lfunc_end0-mem_global_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2732
; NumSgprs: 38
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 9
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
      - .address_space:  global
        .name:           src
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           mem_global_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         mem_global_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
