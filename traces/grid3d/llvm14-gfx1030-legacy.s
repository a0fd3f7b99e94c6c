	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081601
	.long	47180
	.long	4996
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	grid3d                          ; -- Begin function grid3d
	.p2align	8
	.type	grid3d,@function
grid3d:                                 ; @grid3d
; %bb.0:                                ; %entry
	v_lshl_add_u32 v4, s4, 1, v2
	v_lshl_add_u32 v5, s3, 1, v1
	s_load_dwordx4 s[8:11], s[0:1], 0x24
	v_lshl_add_u32 v6, s2, 2, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v7, 5, v4
	v_lshlrev_b32_e32 v8, 3, v5
	v_lshlrev_b32_e32 v9, 8, v2
	v_lshl_or_b32 v0, v1, 4, v0
	s_lshl_b32 s0, s2, 12
	v_mul_lo_u32 v5, 0x83, v5
	v_add3_u32 v2, v7, v8, v6
	v_mul_lo_u32 v6, v6, 7
	v_or3_b32 v7, v0, v9, s0
	v_mul_lo_u32 v4, 0xfffffc0f, v4
	s_lshl_b32 s1, s3, 16
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	s_lshl_b32 s0, s4, 20
	v_or3_b32 v7, v7, s1, s0
	v_add3_u32 v4, v6, v5, v4
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s8, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s9, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s10, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s11, v1, vcc_lo
	global_store_dword v[2:3], v7, off
	global_store_dword v[0:1], v4, off
	s_endpgm
.Lfunc_end0:
	.size	grid3d, .Lfunc_end0-grid3d
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 196
; NumSgprs: 14
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 10
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
