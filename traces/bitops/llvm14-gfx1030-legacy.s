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
	.globl	bitops                          ; -- Begin function bitops
	.p2align	8
	.type	bitops,@function
bitops:                                 ; @bitops
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx4 s[4:7], s[0:1], 0x24
	s_load_dwordx2 s[0:1], s[0:1], 0x34
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s2, 6, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s6, v1
	v_add_co_ci_u32_e32 v4, vcc_lo, s7, v2, vcc_lo
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	v_mad_u64_u32 v[8:9], s0, v0, 32, s[4:5]
	global_load_dword v4, v[3:4], off
	global_load_dword v7, v[1:2], off
	s_waitcnt vmcnt(1)
	v_ffbh_u32_e32 v6, v4
	v_ffbl_b32_e32 v10, v4
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v1, v7, 0
	v_ffbh_u32_e32 v12, v7
	v_xor_b32_e32 v13, v4, v7
	v_bcnt_u32_b32 v0, v4, 0
	v_min_u32_e32 v6, 32, v6
	v_min_u32_e32 v10, 32, v10
	v_sub_nc_u32_e32 v11, 0, v7
	v_bcnt_u32_b32 v14, v4, v1
	v_min_u32_e32 v12, 32, v12
	v_lshrrev_b32_e32 v13, 3, v13
	v_bfrev_b32_e32 v2, v4
	v_perm_b32 v3, 0, v4, 0x10203
	v_lshl_or_b32 v0, v1, 8, v0
	v_lshl_or_b32 v1, v10, 8, v6
	v_alignbit_b32 v5, v4, v7, v7
	v_alignbit_b32 v4, v4, v4, v11
	v_lshl_or_b32 v6, v12, 8, v14
	v_xnor_b32_e32 v7, v7, v13
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
	s_endpgm
.Lfunc_end0:
	.size	bitops, .Lfunc_end0-bitops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 252
; NumSgprs: 10
; NumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 15
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
