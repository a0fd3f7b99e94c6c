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
	.globl	int_uni_i32                     ; -- Begin function int_uni_i32
	.p2align	8
	.type	int_uni_i32,@function
int_uni_i32:                            ; @int_uni_i32
; %bb.0:                                ; %entry
	s_clause 0x2
	s_load_dwordx2 s[4:5], s[0:1], 0x34
	s_load_dwordx2 s[2:3], s[0:1], 0x24
	s_load_dword s0, s[0:1], 0x3c
	v_mov_b32_e32 v18, 0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s1, s4, s5
	s_sub_i32 s6, s4, s5
	s_mul_i32 s7, s4, s5
	s_lshl_b32 s8, s4, s5
	s_lshr_b32 s9, s4, s5
	s_ashr_i32 s10, s4, s5
	s_and_b32 s11, s4, s5
	s_or_b32 s12, s4, s5
	s_xor_b32 s13, s4, s5
	s_lshl_b32 s14, s4, 3
	v_mov_b32_e32 v0, s1
	v_mov_b32_e32 v1, s6
	v_mov_b32_e32 v2, s7
	v_mov_b32_e32 v3, s8
	v_mov_b32_e32 v9, s1
	s_add_i32 s1, s4, 0x186a0
	s_lshr_b32 s15, s4, 3
	s_ashr_i32 s16, s4, 3
	s_mul_i32 s17, s4, 0x3039
	v_mov_b32_e32 v4, s9
	v_mov_b32_e32 v5, s10
	v_mov_b32_e32 v6, s11
	v_mov_b32_e32 v7, s12
	v_mov_b32_e32 v8, s13
	v_mov_b32_e32 v11, s14
	v_mov_b32_e32 v10, s6
	v_mov_b32_e32 v15, s1
	s_sub_i32 s1, 0, s4
	s_not_b32 s6, s4
	v_mov_b32_e32 v12, s15
	v_mov_b32_e32 v13, s16
	v_mov_b32_e32 v14, s17
	s_cmp_eq_u32 s4, s5
	global_store_dwordx4 v18, v[0:3], s[2:3] offset:4
	global_store_dwordx4 v18, v[4:7], s[2:3] offset:20
	global_store_dwordx4 v18, v[8:11], s[2:3] offset:36
	global_store_dwordx4 v18, v[12:15], s[2:3] offset:52
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, s4, s0
	s_cmp_lg_u32 s4, s5
	s_mul_hi_i32 s7, s4, s5
	v_mov_b32_e32 v1, s6
	s_cselect_b32 s6, s4, s0
	s_cmp_gt_u32 s4, s5
	s_mul_hi_u32 s8, s4, s5
	v_mov_b32_e32 v2, s7
	s_cselect_b32 s7, s4, s0
	s_cmp_ge_u32 s4, s5
	v_mov_b32_e32 v3, s8
	s_cselect_b32 s8, s4, s0
	s_cmp_lt_u32 s4, s5
	v_mov_b32_e32 v4, s1
	s_cselect_b32 s1, s4, s0
	s_cmp_le_u32 s4, s5
	v_mov_b32_e32 v5, s6
	s_cselect_b32 s6, s4, s0
	s_cmp_gt_i32 s4, s5
	v_mov_b32_e32 v6, s7
	s_cselect_b32 s7, s4, s0
	s_cmp_ge_i32 s4, s5
	v_mov_b32_e32 v7, s8
	s_cselect_b32 s8, s4, s0
	s_cmp_lt_i32 s4, s5
	v_mov_b32_e32 v8, s1
	s_cselect_b32 s1, s4, s0
	s_cmp_le_i32 s4, s5
	v_mov_b32_e32 v9, s6
	s_cselect_b32 s0, s4, s0
	s_cmp_eq_u32 s4, 0
	v_mov_b32_e32 v13, s0
	s_cselect_b32 s4, -1, 0
	s_cmp_lt_i32 s5, 0
	v_mov_b32_e32 v10, s7
	s_cselect_b32 s6, -1, 0
	s_ashr_i32 s5, s5, 31
	s_xor_b32 s0, s4, s6
	v_mov_b32_e32 v11, s8
	s_and_b32 s0, s0, exec_lo
	v_mov_b32_e32 v12, s1
	s_cselect_b32 s0, 7, 9
	s_and_b32 s1, s4, s6
	v_cndmask_b32_e64 v14, 0, 1, s4
	v_mov_b32_e32 v15, s5
	v_cndmask_b32_e64 v17, 2.0, 1.0, s1
	v_mov_b32_e32 v16, s0
	global_store_dwordx4 v18, v[0:3], s[2:3] offset:68
	global_store_dwordx4 v18, v[4:7], s[2:3] offset:84
	global_store_dwordx4 v18, v[8:11], s[2:3] offset:100
	global_store_dwordx4 v18, v[12:15], s[2:3] offset:116
	global_store_dwordx2 v18, v[16:17], s[2:3] offset:132
	s_endpgm
.Lfunc_end0:
	.size	int_uni_i32, .Lfunc_end0-int_uni_i32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 460
; NumSgprs: 18
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 19
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
