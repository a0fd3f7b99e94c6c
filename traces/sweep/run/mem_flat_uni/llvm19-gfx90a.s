	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	mem_flat_uni                    ; -- Begin function mem_flat_uni
	.p2align	8
	.type	mem_flat_uni,@function
mem_flat_uni:                           ; @mem_flat_uni
; %bb.0:                                ; %entry
	s_load_dword s8, s[6:7], 0x18
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_mov_b32_e32 v10, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s9, s8, 31
	s_add_u32 s6, s2, s8
	s_addc_u32 s7, s3, s9
	v_pk_mov_b32 v[0:1], s[6:7], s[6:7] op_sel:[0,1]
	flat_load_ubyte v2, v[0:1]
	s_lshl_b64 s[6:7], s[8:9], 2
	s_add_u32 s18, s0, s6
	s_addc_u32 s19, s1, s7
	s_add_i32 s10, s8, 7
	s_ashr_i32 s11, s10, 31
	s_add_u32 s12, s4, s10
	s_addc_u32 s13, s5, s11
	s_add_i32 s10, s8, 3
	s_ashr_i32 s11, s10, 31
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v2, s[18:19]
	flat_load_ubyte v4, v[0:1] offset:5
	v_pk_mov_b32 v[0:1], s[12:13], s[12:13] op_sel:[0,1]
	s_add_u32 s12, s2, s10
	s_addc_u32 s13, s3, s11
	v_pk_mov_b32 v[2:3], s[12:13], s[12:13] op_sel:[0,1]
	s_lshl_b64 s[14:15], s[10:11], 2
	s_add_u32 s20, s0, s14
	s_addc_u32 s21, s1, s15
	s_add_i32 s12, s8, 10
	s_ashr_i32 s13, s12, 31
	s_add_u32 s16, s4, s12
	s_addc_u32 s17, s5, s13
	s_add_i32 s12, s8, 0x3e8
	s_ashr_i32 s13, s12, 31
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v5, v4, 0, 8
	global_store_dword v10, v5, s[18:19]
	flat_store_byte v[0:1], v4
	flat_load_ubyte v0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v0, s[20:21]
	flat_load_ubyte v4, v[2:3] offset:5
	v_pk_mov_b32 v[0:1], s[16:17], s[16:17] op_sel:[0,1]
	s_add_u32 s16, s2, s12
	s_addc_u32 s17, s3, s13
	v_pk_mov_b32 v[2:3], s[16:17], s[16:17] op_sel:[0,1]
	s_lshl_b64 s[16:17], s[12:13], 2
	s_add_u32 s22, s0, s16
	s_addc_u32 s23, s1, s17
	s_add_i32 s0, s8, 0x3ef
	s_ashr_i32 s1, s0, 31
	s_add_u32 s24, s4, s0
	s_addc_u32 s25, s5, s1
	s_lshl_b64 s[0:1], s[8:9], 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v5, v4, 0, 8
	global_store_dword v10, v5, s[20:21]
	flat_store_byte v[0:1], v4
	flat_load_ubyte v0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v0, s[22:23]
	flat_load_ubyte v4, v[2:3] offset:5
	v_pk_mov_b32 v[0:1], s[24:25], s[24:25] op_sel:[0,1]
	s_add_u32 s24, s2, s0
	s_addc_u32 s25, s3, s1
	v_pk_mov_b32 v[2:3], s[24:25], s[24:25] op_sel:[0,1]
	s_add_i32 s24, s8, 14
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s4, s24
	s_addc_u32 s25, s5, s25
	s_lshl_b64 s[26:27], s[10:11], 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v5, v4, 0, 8
	global_store_dword v10, v5, s[22:23]
	flat_store_byte v[0:1], v4
	flat_load_ushort v0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v0, s[18:19]
	flat_load_ushort v6, v[2:3] offset:10
	v_pk_mov_b32 v[0:1], s[24:25], s[24:25] op_sel:[0,1]
	s_add_u32 s24, s2, s26
	s_addc_u32 s25, s3, s27
	v_pk_mov_b32 v[4:5], s[24:25], s[24:25] op_sel:[0,1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v7, v6, 0, 16
	global_store_dword v10, v7, s[18:19]
	flat_store_short v[0:1], v6
	flat_load_ushort v0, v[4:5]
	s_add_i32 s18, s8, 17
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	s_lshl_b64 s[24:25], s[12:13], 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v0, s[20:21]
	flat_load_ushort v8, v[4:5] offset:10
	v_pk_mov_b32 v[0:1], s[18:19], s[18:19] op_sel:[0,1]
	s_add_u32 s18, s2, s24
	s_addc_u32 s19, s3, s25
	v_pk_mov_b32 v[6:7], s[18:19], s[18:19] op_sel:[0,1]
	s_add_i32 s18, s8, 0x3f6
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	s_add_u32 s6, s2, s6
	s_addc_u32 s7, s3, s7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v9, v8, 0, 16
	global_store_dword v10, v9, s[20:21]
	flat_store_short v[0:1], v8
	flat_load_ushort v0, v[6:7]
	v_pk_mov_b32 v[8:9], s[18:19], s[18:19] op_sel:[0,1]
	s_add_i32 s18, s8, 21
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s18, s4, s18
	s_addc_u32 s19, s5, s19
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v0, s[22:23]
	flat_load_ushort v11, v[6:7] offset:10
	v_pk_mov_b32 v[0:1], s[6:7], s[6:7] op_sel:[0,1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfe_i32 v12, v11, 0, 16
	global_store_dword v10, v12, s[22:23]
	flat_store_short v[8:9], v11
	flat_load_dword v12, v[0:1]
	v_pk_mov_b32 v[10:11], s[18:19], s[18:19] op_sel:[0,1]
	v_pk_mov_b32 v[8:9], s[14:15], s[14:15] op_sel:[0,1]
	s_add_i32 s14, s8, 24
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[10:11], v12
	flat_load_dword v14, v[8:9]
	v_pk_mov_b32 v[12:13], s[14:15], s[14:15] op_sel:[0,1]
	s_add_u32 s14, s2, s16
	s_addc_u32 s15, s3, s17
	v_pk_mov_b32 v[10:11], s[14:15], s[14:15] op_sel:[0,1]
	s_add_i32 s14, s8, 0x3fd
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_lshl_b64 s[16:17], s[8:9], 3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[12:13], v14
	flat_load_dword v16, v[10:11]
	v_pk_mov_b32 v[12:13], s[14:15], s[14:15] op_sel:[0,1]
	s_add_u32 s14, s2, s16
	s_addc_u32 s15, s3, s17
	v_pk_mov_b32 v[14:15], s[14:15], s[14:15] op_sel:[0,1]
	s_add_i32 s14, s8, 28
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 3
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_lshl_b64 s[16:17], s[10:11], 3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[12:13], v16
	flat_load_dwordx2 v[12:13], v[14:15]
	v_pk_mov_b32 v[16:17], s[14:15], s[14:15] op_sel:[0,1]
	s_add_u32 s14, s2, s16
	s_addc_u32 s15, s3, s17
	v_pk_mov_b32 v[18:19], s[14:15], s[14:15] op_sel:[0,1]
	s_add_i32 s14, s8, 31
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 3
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_lshl_b64 s[16:17], s[12:13], 3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[16:17], v[12:13]
	flat_load_dwordx2 v[12:13], v[18:19]
	v_pk_mov_b32 v[16:17], s[14:15], s[14:15] op_sel:[0,1]
	s_add_u32 s14, s2, s16
	s_addc_u32 s15, s3, s17
	v_pk_mov_b32 v[20:21], s[14:15], s[14:15] op_sel:[0,1]
	s_add_i32 s14, s8, 0x404
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 3
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[16:17], v[12:13]
	flat_load_dwordx2 v[12:13], v[20:21]
	v_pk_mov_b32 v[16:17], s[14:15], s[14:15] op_sel:[0,1]
	s_add_i32 s14, s8, 35
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 3
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[16:17], v[12:13]
	flat_load_dwordx2 v[12:13], v[14:15]
	v_pk_mov_b32 v[14:15], s[14:15], s[14:15] op_sel:[0,1]
	s_add_i32 s14, s8, 38
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 3
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[14:15], v[12:13]
	flat_load_dwordx2 v[12:13], v[18:19]
	v_pk_mov_b32 v[14:15], s[14:15], s[14:15] op_sel:[0,1]
	s_add_i32 s14, s8, 0x40b
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 3
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_lshl_b64 s[16:17], s[8:9], 4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[14:15], v[12:13]
	flat_load_dwordx2 v[12:13], v[20:21]
	v_pk_mov_b32 v[14:15], s[14:15], s[14:15] op_sel:[0,1]
	s_add_u32 s14, s2, s16
	s_addc_u32 s15, s3, s17
	v_pk_mov_b32 v[16:17], s[14:15], s[14:15] op_sel:[0,1]
	s_add_i32 s14, s8, 42
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 4
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_lshl_b64 s[16:17], s[10:11], 4
	v_pk_mov_b32 v[18:19], s[14:15], s[14:15] op_sel:[0,1]
	s_add_u32 s14, s2, s16
	s_addc_u32 s15, s3, s17
	v_pk_mov_b32 v[20:21], s[14:15], s[14:15] op_sel:[0,1]
	s_add_i32 s14, s8, 45
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 4
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_lshl_b64 s[16:17], s[12:13], 4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[14:15], v[12:13]
	flat_load_dwordx3 v[12:14], v[16:17]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx3 v[18:19], v[12:14]
	flat_load_dwordx3 v[12:14], v[20:21]
	v_pk_mov_b32 v[18:19], s[14:15], s[14:15] op_sel:[0,1]
	s_add_u32 s14, s2, s16
	s_addc_u32 s15, s3, s17
	v_pk_mov_b32 v[22:23], s[14:15], s[14:15] op_sel:[0,1]
	s_add_i32 s14, s8, 0x412
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 4
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx3 v[18:19], v[12:14]
	flat_load_dwordx3 v[12:14], v[22:23]
	v_pk_mov_b32 v[18:19], s[14:15], s[14:15] op_sel:[0,1]
	s_add_i32 s14, s8, 49
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 4
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx3 v[18:19], v[12:14]
	flat_load_dwordx4 v[12:15], v[16:17]
	v_pk_mov_b32 v[16:17], s[14:15], s[14:15] op_sel:[0,1]
	s_add_i32 s14, s8, 52
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 4
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[16:17], v[12:15]
	flat_load_dwordx4 v[12:15], v[20:21]
	v_pk_mov_b32 v[16:17], s[14:15], s[14:15] op_sel:[0,1]
	s_add_i32 s14, s8, 0x419
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 4
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_lshl_b64 s[16:17], s[8:9], 5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[16:17], v[12:15]
	flat_load_dwordx4 v[12:15], v[22:23]
	v_pk_mov_b32 v[16:17], s[14:15], s[14:15] op_sel:[0,1]
	s_add_u32 s14, s2, s16
	s_addc_u32 s15, s3, s17
	v_pk_mov_b32 v[20:21], s[14:15], s[14:15] op_sel:[0,1]
	s_add_i32 s14, s8, 56
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 5
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_lshl_b64 s[10:11], s[10:11], 5
	s_add_u32 s10, s2, s10
	s_addc_u32 s11, s3, s11
	v_pk_mov_b32 v[22:23], s[10:11], s[10:11] op_sel:[0,1]
	s_add_i32 s10, s8, 59
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 5
	s_add_u32 s10, s4, s10
	s_addc_u32 s11, s5, s11
	s_lshl_b64 s[12:13], s[12:13], 5
	s_mov_b32 s16, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[16:17], v[12:15]
	flat_load_dwordx4 v[12:15], v[20:21] offset:16
	s_nop 0
	flat_load_dwordx4 v[16:19], v[20:21]
	v_pk_mov_b32 v[20:21], s[14:15], s[14:15] op_sel:[0,1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[20:21], v[12:15] offset:16
	flat_store_dwordx4 v[20:21], v[16:19]
	flat_load_dwordx4 v[12:15], v[22:23] offset:16
	s_nop 0
	flat_load_dwordx4 v[16:19], v[22:23]
	v_pk_mov_b32 v[20:21], s[10:11], s[10:11] op_sel:[0,1]
	s_add_u32 s10, s2, s12
	s_addc_u32 s11, s3, s13
	v_pk_mov_b32 v[22:23], s[10:11], s[10:11] op_sel:[0,1]
	s_add_i32 s10, s8, 0x420
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 5
	s_add_u32 s10, s4, s10
	s_addc_u32 s11, s5, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[20:21], v[12:15] offset:16
	flat_store_dwordx4 v[20:21], v[16:19]
	flat_load_dwordx4 v[12:15], v[22:23] offset:16
	s_nop 0
	flat_load_dwordx4 v[16:19], v[22:23]
	v_pk_mov_b32 v[20:21], s[10:11], s[10:11] op_sel:[0,1]
	s_add_i32 s10, s8, 63
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 1
	s_add_u32 s10, s4, s10
	s_addc_u32 s11, s5, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[20:21], v[12:15] offset:16
	flat_store_dwordx4 v[20:21], v[16:19]
	flat_load_ushort v12, v[2:3]
	v_pk_mov_b32 v[2:3], s[10:11], s[10:11] op_sel:[0,1]
	s_add_i32 s10, s8, 0x42
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 1
	s_add_u32 s10, s4, s10
	s_addc_u32 s11, s5, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_short v[2:3], v12
	flat_load_ushort v4, v[4:5]
	v_pk_mov_b32 v[2:3], s[10:11], s[10:11] op_sel:[0,1]
	s_add_i32 s10, s8, 0x427
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 1
	s_add_u32 s10, s4, s10
	s_addc_u32 s11, s5, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_short v[2:3], v4
	flat_load_ushort v4, v[6:7]
	v_pk_mov_b32 v[2:3], s[10:11], s[10:11] op_sel:[0,1]
	s_add_i32 s10, s8, 0x46
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s4, s10
	s_addc_u32 s11, s5, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_short v[2:3], v4
	flat_load_dword v4, v[0:1]
	v_pk_mov_b32 v[2:3], s[10:11], s[10:11] op_sel:[0,1]
	s_add_i32 s10, s8, 0x49
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s4, s10
	s_addc_u32 s11, s5, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[2:3], v4
	flat_load_dword v4, v[8:9]
	v_pk_mov_b32 v[2:3], s[10:11], s[10:11] op_sel:[0,1]
	s_add_i32 s10, s8, 0x42e
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s4, s10
	s_addc_u32 s11, s5, s11
	s_add_i32 s12, s8, 50
	s_ashr_i32 s13, s12, 31
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[2:3], v4
	flat_load_dword v6, v[10:11]
	v_pk_mov_b32 v[2:3], s[10:11], s[10:11] op_sel:[0,1]
	s_lshl_b64 s[10:11], s[12:13], 1
	s_add_u32 s14, s2, s10
	s_addc_u32 s15, s3, s11
	v_pk_mov_b32 v[4:5], s[14:15], s[14:15] op_sel:[0,1]
	s_lshl_b64 s[14:15], s[12:13], 2
	s_add_u32 s14, s4, s14
	s_addc_u32 s15, s5, s15
	s_sub_u32 s10, s14, s10
	s_subb_u32 s11, s15, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[2:3], v6
	flat_load_ushort v10, v[4:5]
	flat_load_dword v11, v[0:1]
	v_pk_mov_b32 v[4:5], s[10:11], s[10:11] op_sel:[0,1]
	s_add_u32 s10, s4, s12
	s_addc_u32 s11, s5, s13
	v_pk_mov_b32 v[6:7], s[10:11], s[10:11] op_sel:[0,1]
	s_add_u32 s10, s2, s12
	v_pk_mov_b32 v[2:3], s[14:15], s[14:15] op_sel:[0,1]
	s_addc_u32 s11, s3, s13
	v_pk_mov_b32 v[8:9], s[10:11], s[10:11] op_sel:[0,1]
	s_add_i32 s8, s8, 51
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[10:11], s[8:9], 1
	s_add_u32 s12, s2, s10
	s_addc_u32 s13, s3, s11
	s_mov_b32 s14, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v10, s16, v10, v11
	v_lshrrev_b32_e32 v12, 16, v11
	flat_store_dword v[2:3], v10
	flat_store_short_d16_hi v[4:5], v11
	flat_store_byte v[6:7], v12
	flat_load_ubyte v10, v[8:9]
	s_nop 0
	flat_load_dword v11, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v10, s16, v10, v11
	v_lshrrev_b32_e32 v12, 16, v11
	flat_store_dword v[2:3], v10
	flat_store_short_d16_hi v[4:5], v11
	flat_store_byte v[6:7], v12
	flat_load_sbyte v10, v[8:9]
	s_nop 0
	flat_load_dword v11, v[0:1]
	v_pk_mov_b32 v[8:9], s[12:13], s[12:13] op_sel:[0,1]
	s_lshl_b64 s[12:13], s[8:9], 2
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	s_sub_u32 s10, s12, s10
	s_subb_u32 s11, s13, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v10, s16, v10, v11
	v_lshrrev_b32_e32 v12, 16, v11
	flat_store_dword v[2:3], v10
	flat_store_short_d16_hi v[4:5], v11
	flat_store_byte v[6:7], v12
	flat_load_ushort v10, v[8:9]
	s_nop 0
	flat_load_dword v11, v[0:1]
	v_pk_mov_b32 v[4:5], s[10:11], s[10:11] op_sel:[0,1]
	s_add_u32 s10, s4, s8
	s_addc_u32 s11, s5, s9
	s_add_u32 s2, s2, s8
	v_pk_mov_b32 v[2:3], s[12:13], s[12:13] op_sel:[0,1]
	s_addc_u32 s3, s3, s9
	v_pk_mov_b32 v[6:7], s[10:11], s[10:11] op_sel:[0,1]
	v_pk_mov_b32 v[8:9], s[2:3], s[2:3] op_sel:[0,1]
	s_sub_u32 s0, s6, s0
	s_subb_u32 s1, s7, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v10, v11, s14
	flat_store_dword v[2:3], v10
	flat_store_short_d16_hi v[4:5], v10
	flat_store_byte_d16_hi v[6:7], v11
	flat_load_ubyte v10, v[8:9]
	s_nop 0
	flat_load_dword v11, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v10, v11, s14
	flat_store_dword v[2:3], v10
	flat_store_short_d16_hi v[4:5], v10
	flat_store_byte_d16_hi v[6:7], v11
	flat_load_sbyte v10, v[8:9]
	s_nop 0
	flat_load_dword v11, v[0:1]
	v_pk_mov_b32 v[8:9], s[0:1], s[0:1] op_sel:[0,1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v10, v11, s14
	flat_store_dword v[2:3], v10
	flat_store_short_d16_hi v[4:5], v10
	flat_store_byte_d16_hi v[6:7], v11
	flat_load_ushort v2, v[8:9]
	s_nop 0
	flat_load_dword v3, v[0:1]
	v_pk_mov_b32 v[0:1], s[4:5], s[4:5] op_sel:[0,1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v2, v3, s14
	flat_store_dword v[0:1], v2 offset:28
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mem_flat_uni
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 28
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
	.size	mem_flat_uni, .Lfunc_end0-mem_flat_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2804
; NumSgprs: 32
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
    .name:           mem_flat_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         mem_flat_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
