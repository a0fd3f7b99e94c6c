	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081666
	.long	47180
	.long	132
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	int_uni_i64                     ; -- Begin function int_uni_i64
	.p2align	8
	.type	int_uni_i64,@function
int_uni_i64:                            ; @int_uni_i64
; %bb.0:                                ; %entry
	s_clause 0x2
	s_load_dwordx4 s[4:7], s[0:1], 0x34
	s_load_dwordx2 s[2:3], s[0:1], 0x24
	s_load_dwordx2 s[8:9], s[0:1], 0x44
	v_mov_b32_e32 v21, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s4, s6
	s_mul_i32 s1, s4, s7
	s_mul_hi_u32 s14, s4, s6
	s_addc_u32 s11, s5, s7
	s_mul_i32 s10, s4, s6
	s_sub_u32 s16, s4, s6
	s_mul_i32 s15, s5, s6
	s_subb_u32 s17, s5, s7
	s_add_i32 s18, s14, s1
	v_mov_b32_e32 v4, s10
	v_mov_b32_e32 v1, s11
	s_lshr_b64 s[10:11], s[4:5], s6
	s_ashr_i64 s[12:13], s[4:5], s6
	v_mov_b32_e32 v0, s0
	s_lshl_b64 s[0:1], s[4:5], s6
	v_mov_b32_e32 v2, s16
	v_mov_b32_e32 v3, s17
	s_add_i32 s18, s18, s15
	v_mov_b32_e32 v8, s10
	v_mov_b32_e32 v9, s11
	v_mov_b32_e32 v10, s12
	v_mov_b32_e32 v11, s13
	v_mov_b32_e32 v6, s0
	v_mov_b32_e32 v7, s1
	v_mov_b32_e32 v5, s18
	s_and_b64 s[0:1], s[4:5], s[6:7]
	global_store_dwordx4 v21, v[0:3], s[2:3] offset:8
	global_store_dwordx4 v21, v[8:11], s[2:3] offset:40
	global_store_dwordx4 v21, v[4:7], s[2:3] offset:24
	v_mov_b32_e32 v4, s0
	v_mov_b32_e32 v5, s1
	s_xor_b64 s[0:1], s[4:5], s[6:7]
	s_or_b64 s[10:11], s[4:5], s[6:7]
	v_mov_b32_e32 v8, s0
	v_mov_b32_e32 v9, s1
	s_lshl_b64 s[0:1], s[4:5], 3
	v_mov_b32_e32 v20, s14
	v_mov_b32_e32 v14, s0
	v_mov_b32_e32 v15, s1
	s_lshr_b64 s[0:1], s[4:5], 3
	v_mov_b32_e32 v6, s10
	v_mov_b32_e32 v7, s11
	v_mov_b32_e32 v10, v0
	s_ashr_i64 s[10:11], s[4:5], 3
	v_mov_b32_e32 v0, s0
	s_movk_i32 s0, 0x3039
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v2, s10
	s_mul_i32 s1, s5, s0
	s_mul_hi_u32 s10, s4, s0
	s_mul_i32 s0, s4, s0
	s_add_i32 s10, s10, s1
	v_mov_b32_e32 v16, s0
	v_mad_u64_u32 v[22:23], s0, s5, s6, v[20:21]
	s_add_u32 s1, s4, 0x186a0
	v_mov_b32_e32 v12, s16
	v_mov_b32_e32 v13, s17
	v_mov_b32_e32 v3, s11
	s_addc_u32 s11, s5, 0
	v_mov_b32_e32 v17, s10
	v_mov_b32_e32 v18, s1
	v_mov_b32_e32 v19, s11
	global_store_dwordx4 v21, v[4:7], s[2:3] offset:56
	global_store_dwordx4 v21, v[8:11], s[2:3] offset:72
	global_store_dwordx4 v21, v[12:15], s[2:3] offset:88
	global_store_dwordx4 v21, v[0:3], s[2:3] offset:104
	global_store_dwordx4 v21, v[16:19], s[2:3] offset:120
	v_mov_b32_e32 v4, v23
	v_mov_b32_e32 v23, v21
	s_sub_u32 s10, 0, s4
	s_subb_u32 s11, 0, s5
	v_mov_b32_e32 v0, s10
	s_not_b64 s[0:1], s[4:5]
	v_mad_u64_u32 v[5:6], s10, s4, s7, v[22:23]
	s_ashr_i32 s10, s5, 31
	v_mov_b32_e32 v1, s11
	v_mov_b32_e32 v2, s0
	s_mul_i32 s0, s6, s10
	s_mul_hi_u32 s11, s6, s10
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v5, v6
	s_add_i32 s1, s11, s0
	s_ashr_i32 s11, s7, 31
	s_mul_i32 s10, s7, s10
	s_mul_i32 s12, s11, s5
	v_add_co_u32 v4, s14, v4, v5
	v_add_co_ci_u32_e64 v5, s14, 0, 0, s14
	s_mul_hi_u32 s13, s11, s4
	s_add_i32 s1, s1, s10
	s_add_i32 s10, s13, s12
	v_mad_u64_u32 v[6:7], s13, s5, s7, v[4:5]
	s_mul_i32 s12, s11, s4
	v_mov_b32_e32 v14, s5
	s_add_i32 s10, s10, s12
	s_add_u32 s0, s12, s0
	s_addc_u32 s1, s10, s1
	v_mov_b32_e32 v17, s4
	v_add_co_u32 v4, vcc_lo, v6, s0
	s_cmp_eq_u64 s[4:5], s[6:7]
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v7, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lg_u64 s[4:5], s[6:7]
	v_cndmask_b32_e32 v9, s9, v14, vcc_lo
	v_cndmask_b32_e32 v8, s8, v17, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	v_cmp_ge_u64_e64 s0, s[4:5], s[6:7]
	v_cndmask_b32_e32 v11, s9, v14, vcc_lo
	v_cndmask_b32_e32 v10, s8, v17, vcc_lo
	v_cmp_gt_u64_e64 vcc_lo, s[4:5], s[6:7]
	global_store_dwordx4 v21, v[0:3], s[2:3] offset:136
	v_cmp_lt_u64_e64 s1, s[4:5], s[6:7]
	v_cndmask_b32_e64 v3, s9, v14, s0
	v_cndmask_b32_e64 v2, s8, v17, s0
	v_cmp_gt_i64_e64 s0, s[4:5], s[6:7]
	v_cndmask_b32_e32 v1, s9, v14, vcc_lo
	v_cndmask_b32_e32 v0, s8, v17, vcc_lo
	v_cmp_le_u64_e64 vcc_lo, s[4:5], s[6:7]
	global_store_dwordx4 v21, v[4:7], s[2:3] offset:152
	v_cndmask_b32_e64 v5, s9, v14, s1
	v_cndmask_b32_e64 v4, s8, v17, s1
	v_cmp_ge_i64_e64 s1, s[4:5], s[6:7]
	global_store_dwordx4 v21, v[8:11], s[2:3] offset:168
	v_cndmask_b32_e32 v7, s9, v14, vcc_lo
	v_cndmask_b32_e32 v6, s8, v17, vcc_lo
	v_cmp_lt_i64_e64 vcc_lo, s[4:5], s[6:7]
	v_cndmask_b32_e64 v9, s9, v14, s0
	v_cndmask_b32_e64 v8, s8, v17, s0
	v_cmp_lt_i64_e64 s0, s[6:7], 0
	s_cmp_eq_u64 s[4:5], 0
	v_cndmask_b32_e64 v11, s9, v14, s1
	v_cndmask_b32_e64 v10, s8, v17, s1
	v_cndmask_b32_e32 v13, s9, v14, vcc_lo
	v_cndmask_b32_e32 v12, s8, v17, vcc_lo
	v_cmp_le_i64_e64 vcc_lo, s[4:5], s[6:7]
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s4, s1, s0
	v_cndmask_b32_e64 v16, 0, 1, s1
	s_and_b32 s4, s4, exec_lo
	s_cselect_b32 s4, 7, 9
	s_and_b32 s0, s1, s0
	v_cndmask_b32_e32 v15, s9, v14, vcc_lo
	v_cndmask_b32_e32 v14, s8, v17, vcc_lo
	v_cndmask_b32_e64 v19, 2.0, 1.0, s0
	v_mov_b32_e32 v17, s11
	v_mov_b32_e32 v18, s4
	global_store_dwordx4 v21, v[0:3], s[2:3] offset:184
	global_store_dwordx4 v21, v[4:7], s[2:3] offset:200
	global_store_dwordx4 v21, v[8:11], s[2:3] offset:216
	global_store_dwordx4 v21, v[12:15], s[2:3] offset:232
	global_store_dwordx4 v21, v[16:19], s[2:3] offset:124
	s_endpgm
.Lfunc_end0:
	.size	int_uni_i64, .Lfunc_end0-int_uni_i64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 880
; NumSgprs: 21
; NumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 24
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
