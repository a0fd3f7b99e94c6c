	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081600
	.long	47180
	.long	133
	.long	47200
	.long	12288
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	scratch_array                   ; -- Begin function scratch_array
	.p2align	8
	.type	scratch_array,@function
scratch_array:                          ; @scratch_array
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[4:7], s[0:1], 0x24
	s_load_dwordx2 s[0:1], s[0:1], 0x34
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s2, 6, v0
	s_mov_b32 s8, SCRATCH_RSRC_DWORD0
	s_mov_b32 s9, SCRATCH_RSRC_DWORD1
	s_mov_b32 s10, -1
	s_mov_b32 s11, 0x31c16000
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_add_u32 s8, s8, s3
	s_addc_u32 s9, s9, 0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc_lo, s6, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, s7, v3, vcc_lo
	v_add_co_u32 v6, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v7, vcc_lo, s1, v3, vcc_lo
	s_mov_b32 s0, 0
	global_load_dword v3, v[4:5], off
	global_load_dword v2, v[6:7], off
	v_mov_b32_e32 v4, 8
.LBB0_1:                                ; %fill
                                        ; =>This Inner Loop Header: Depth=1
	v_xor_b32_e32 v5, s0, v1
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v1, v1, v3
	s_add_i32 s0, s0, 1
	s_cmp_lt_u32 s0, 16
	buffer_store_dword v5, v4, s[8:11], 0 offen
	v_add_nc_u32_e32 v4, 4, v4
	s_cbranch_scc1 .LBB0_1
; %bb.2:                                ; %update
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 15, v2
	v_mov_b32_e32 v3, 8
	v_lshrrev_b32_e32 v5, 4, v2
	v_lshrrev_b32_e32 v2, 2, v2
	v_lshl_add_u32 v1, v1, 2, v3
	v_xor_b32_e32 v5, 4, v5
	v_and_b32_e32 v2, 60, v2
	buffer_load_dword v4, v1, s[8:11], 0 offen
	v_and_b32_e32 v5, 14, v5
	v_add_nc_u32_e32 v2, v3, v2
	v_lshl_add_u32 v3, v5, 2, v3
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v4, v4, v0
	buffer_store_dword v4, v1, s[8:11], 0 offen
	s_clause 0x1
	buffer_load_dword v5, v2, s[8:11], 0 offen
	buffer_load_dword v1, v3, s[8:11], 0 offen glc dlc
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, v3, s[8:11], 0 offen offset:4 glc dlc
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[3:4], s0, v0, 12, s[4:5]
	global_store_dword v[3:4], v5, off
	global_store_dwordx2 v[3:4], v[1:2], off offset:4
	s_endpgm
.Lfunc_end0:
	.size	scratch_array, .Lfunc_end0-scratch_array
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 308
; NumSgprs: 14
; NumVgprs: 8
; ScratchSize: 72
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
