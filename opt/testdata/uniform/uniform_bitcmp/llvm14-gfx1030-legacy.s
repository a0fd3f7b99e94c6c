	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081600
	.long	47180
	.long	132
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	uniform_bitcmp                  ; -- Begin function uniform_bitcmp
	.p2align	8
	.type	uniform_bitcmp,@function
uniform_bitcmp:                         ; @uniform_bitcmp
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[0:1], 0x24
	v_mov_b32_e32 v3, 0
	v_lshl_add_u32 v2, s2, 6, v0
	s_clause 0x1
	s_load_dword s2, s[0:1], 0x34
	s_load_dwordx2 s[0:1], s[0:1], 0x3c
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s6, v0
	v_add_co_ci_u32_e32 v4, vcc_lo, s7, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	global_load_dword v3, v[3:4], off
	s_bitcmp0_b32 s2, 3
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %then1
	v_mul_lo_u32 v2, v2, s2
	global_store_dword v[0:1], v2, off
.LBB0_2:                                ; %join1
	s_bitcmp1_b32 s2, 16
	s_cbranch_scc1 .LBB0_4
; %bb.3:                                ; %then2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, s2, v3
	global_store_dword v[0:1], v2, off offset:1024
.LBB0_4:                                ; %join2
	s_and_b32 s1, s1, 0x100
	s_mov_b32 s0, 0
	s_cmp_eq_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_6
; %bb.5:                                ; %then3
	v_add_co_u32 v4, vcc_lo, 0x800, v0
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v2, 40, v3
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v1, vcc_lo
	global_store_dword v[4:5], v2, off
.LBB0_6:                                ; %join3
	v_add_co_u32 v0, vcc_lo, 0x800, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v1, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v3, off offset:1024
	s_endpgm
.Lfunc_end0:
	.size	uniform_bitcmp, .Lfunc_end0-uniform_bitcmp
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 224
; NumSgprs: 10
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 6
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
