	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081601
	.long	47180
	.long	2436
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	grid2d                          ; -- Begin function grid2d
	.p2align	8
	.type	grid2d,@function
grid2d:                                 ; @grid2d
; %bb.0:                                ; %entry
	s_load_dwordx2 s[4:5], s[0:1], 0x34
	v_lshl_add_u32 v5, s2, 3, v0
	v_lshl_add_u32 v6, s3, 3, v1
	v_mov_b32_e32 v3, 0
                                        ; implicit-def: $vgpr4
	v_lshl_add_u32 v2, v6, 5, v5
	v_lshlrev_b64 v[7:8], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v7, vcc_lo, s4, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, s5, v8, vcc_lo
	s_load_dwordx4 s[4:7], s[0:1], 0x24
	v_cmp_le_u32_e32 vcc_lo, v1, v0
	global_load_dword v7, v[7:8], off
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %down
	s_mul_i32 s1, s3, 10
	s_waitcnt vmcnt(0)
	v_subrev_nc_u32_e32 v4, s1, v7
                                        ; implicit-def: $vgpr7
.LBB0_2:                                ; %Flow
	s_or_saveexec_b32 s0, s0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_4
; %bb.3:                                ; %up
	s_mul_i32 s1, s2, 0x64
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v4, v7, 1, s1
.LBB0_4:                                ; %join
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u32 v5, v5, 4, v6
	v_mov_b32_e32 v6, 0
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v7, v1, 8, v0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_lshl_b32 s0, s2, 16
	s_lshl_b32 s1, s3, 24
	v_lshlrev_b64 v[0:1], 2, v[5:6]
	v_or3_b32 v5, v7, s0, s1
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, s6, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s7, v3, vcc_lo
	global_store_dword v[0:1], v4, off
	global_store_dword v[2:3], v5, off
	s_endpgm
.Lfunc_end0:
	.size	grid2d, .Lfunc_end0-grid2d
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 256
; NumSgprs: 10
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 9
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
