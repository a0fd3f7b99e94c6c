	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081601
	.long	47180
	.long	132
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	csr_rows                        ; -- Begin function csr_rows
	.p2align	8
	.type	csr_rows,@function
csr_rows:                               ; @csr_rows
; %bb.0:                                ; %entry
	s_load_dwordx8 s[4:11], s[0:1], 0x24
	v_lshlrev_b32_e32 v1, 2, v0
	s_load_dwordx2 s[2:3], s[0:1], 0x44
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v1, s[6:7]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v8, v1
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc_lo, v2, v3
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_4
; %bb.1:                                ; %loop.preheader
	v_ashrrev_i32_e32 v5, 31, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v8, 0
	s_mov_b32 s6, 0
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_add_co_u32 v4, vcc_lo, s10, v6
	v_add_co_ci_u32_e32 v5, vcc_lo, s11, v7, vcc_lo
	v_add_co_u32 v6, vcc_lo, s8, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s9, v7, vcc_lo
	.p2align	6
.LBB0_2:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	global_load_dword v9, v[6:7], off
	v_add_nc_u32_e32 v2, 1, v2
	v_cmp_ge_i32_e64 s0, v2, v3
	s_or_b32 s6, s0, s6
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_add_co_u32 v9, vcc_lo, s2, v9
	v_add_co_ci_u32_e32 v10, vcc_lo, s3, v10, vcc_lo
	global_load_dword v11, v[4:5], off
	global_load_dword v9, v[9:10], off
	v_add_co_u32 v4, vcc_lo, v4, 4
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v5, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, 4
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v7, vcc_lo
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, v11, v9
	v_add_f32_e32 v8, v8, v9
	s_andn2_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_2
; %bb.3:                                ; %Flow
	s_or_b32 exec_lo, exec_lo, s6
.LBB0_4:                                ; %Flow14
	s_or_b32 exec_lo, exec_lo, s1
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	global_store_dword v[0:1], v8, off
	s_endpgm
.Lfunc_end0:
	.size	csr_rows, .Lfunc_end0-csr_rows
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 280
; NumSgprs: 14
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 12
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
