	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081538
	.long	47180
	.long	132
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	vector_index                    ; -- Begin function vector_index
	.p2align	8
	.type	vector_index,@function
vector_index:                           ; @vector_index
; %bb.0:                                ; %entry
	s_load_dwordx2 s[4:5], s[0:1], 0x34
	v_lshl_add_u32 v0, s2, 6, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, s5, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %body
	s_load_dwordx4 s[0:3], s[0:1], 0x24
	v_mov_b32_e32 v1, 0
	v_and_b32_e32 v20, 15, v0
	v_lshlrev_b64 v[17:18], 6, v[0:1]
	v_cvt_f32_i32_e32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s2, v17
	v_add_co_ci_u32_e32 v2, vcc_lo, s3, v18, vcc_lo
	s_and_b32 s2, s4, 15
	v_add_co_u32 v17, vcc_lo, s0, v17
	s_clause 0x3
	global_load_dwordx4 v[13:16], v[1:2], off offset:48
	global_load_dwordx4 v[9:12], v[1:2], off offset:32
	global_load_dwordx4 v[5:8], v[1:2], off offset:16
	global_load_dwordx4 v[1:4], v[1:2], off
	s_mov_b32 m0, s2
	v_add_co_ci_u32_e32 v18, vcc_lo, s1, v18, vcc_lo
	s_bfe_u32 s2, s4, 0x40004
	v_cmp_eq_u32_e32 vcc_lo, 7, v20
	s_waitcnt vmcnt(0)
	v_movrels_b32_e32 v19, v1
	s_mov_b32 m0, s2
	v_add_f32_e32 v19, v19, v19
	v_movreld_b32_e32 v1, v19
	v_cndmask_b32_e32 v8, v8, v0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 6, v20
	v_cndmask_b32_e32 v7, v7, v0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 5, v20
	v_cndmask_b32_e32 v6, v6, v0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 3, v20
	v_cndmask_b32_e32 v4, v4, v0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v20
	v_cndmask_b32_e32 v3, v3, v0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 1, v20
	v_cndmask_b32_e32 v2, v2, v0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v20
	v_cndmask_b32_e32 v1, v1, v0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 15, v20
	v_cndmask_b32_e32 v16, v16, v0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 14, v20
	v_cndmask_b32_e32 v15, v15, v0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 13, v20
	v_cndmask_b32_e32 v14, v14, v0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 11, v20
	v_cndmask_b32_e32 v12, v12, v0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 10, v20
	v_cndmask_b32_e32 v11, v11, v0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 9, v20
	v_cndmask_b32_e32 v10, v10, v0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 8, v20
	v_cndmask_b32_e32 v9, v9, v0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 12, v20
	v_cndmask_b32_e32 v13, v13, v0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 4, v20
	v_cndmask_b32_e32 v5, v5, v0, vcc_lo
	global_store_dwordx4 v[17:18], v[9:12], off offset:32
	global_store_dwordx4 v[17:18], v[13:16], off offset:48
	global_store_dwordx4 v[17:18], v[1:4], off
	global_store_dwordx4 v[17:18], v[5:8], off offset:16
.LBB0_2:                                ; %exit
	s_endpgm
.Lfunc_end0:
	.size	vector_index, .Lfunc_end0-vector_index
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 332
; NumSgprs: 8
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 21
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
