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
	.globl	atomic_order_as0_div            ; -- Begin function atomic_order_as0_div
	.p2align	8
	.type	atomic_order_as0_div,@function
atomic_order_as0_div:                   ; @atomic_order_as0_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[0:1], 0x24
	v_lshlrev_b32_e32 v0, 2, v0
	s_load_dword s0, s[0:1], 0x34
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[4:5]
	s_waitcnt vmcnt(0)
	v_add3_u32 v1, s0, 1, v1
	v_add_co_u32 v2, s0, s6, v0
	v_add_co_ci_u32_e64 v3, s0, s7, 0, s0
	v_add_co_u32 v4, vcc_lo, 0x800, v2
	flat_atomic_add v0, v[2:3], v1 offset:256 glc
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v3, vcc_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v0, s[4:5] offset:4
	s_clause 0x1
	flat_atomic_add v[2:3], v1 offset:512
	flat_atomic_add v0, v[2:3], v1 offset:768 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	global_store_dword v6, v0, s[4:5] offset:12
	flat_atomic_add v[2:3], v1 offset:1024
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v0, v[2:3], v1 offset:1280 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	global_store_dword v6, v0, s[4:5] offset:20
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[2:3], v1 offset:1536
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v0, v[2:3], v1 offset:1792 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v0, s[4:5] offset:28
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[4:5], v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v0, v[4:5], v1 offset:256 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v6, v0, s[4:5] offset:36
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[4:5], v1 offset:512
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v0, v[4:5], v1 offset:768 glc
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt lgkmcnt(0)
	global_store_dword v6, v0, s[4:5] offset:44
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[4:5], v1 offset:1024
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v0, v[4:5], v1 offset:1280 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v6, v0, s[4:5] offset:52
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[4:5], v1 offset:1536
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	flat_atomic_add v7, v[4:5], v1 offset:1792 glc
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	v_add_co_u32 v4, vcc_lo, 0x1000, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v3, vcc_lo
	v_mov_b32_e32 v0, 3
	s_waitcnt lgkmcnt(0)
	global_store_dword v6, v7, s[4:5] offset:60
	flat_atomic_add v[4:5], v1
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	flat_atomic_cmpswap v7, v[4:5], v[0:1] offset:256 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v7, s[4:5] offset:68
	s_clause 0x1
	flat_atomic_cmpswap v[4:5], v[0:1] offset:512
	flat_atomic_cmpswap v7, v[4:5], v[0:1] offset:768 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	global_store_dword v6, v7, s[4:5] offset:76
	flat_atomic_cmpswap v[4:5], v[0:1] offset:1024
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v7, v[4:5], v[0:1] offset:1280 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	global_store_dword v6, v7, s[4:5] offset:84
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[4:5], v[0:1] offset:1536
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v7, v[4:5], v[0:1] offset:1792 glc
	v_add_co_u32 v4, vcc_lo, 0x1800, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v3, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x2000, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v7, s[4:5] offset:92
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[4:5], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v7, v[4:5], v[0:1] offset:256 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v6, v7, s[4:5] offset:100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[4:5], v[0:1] offset:512
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v7, v[4:5], v[0:1] offset:768 glc
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt lgkmcnt(0)
	global_store_dword v6, v7, s[4:5] offset:108
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[4:5], v[0:1] offset:1024
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v7, v[4:5], v[0:1] offset:1280 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v6, v7, s[4:5] offset:116
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[4:5], v[0:1] offset:1536
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	flat_atomic_cmpswap v4, v[4:5], v[0:1] offset:1792 glc
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt lgkmcnt(0)
	global_store_dword v6, v4, s[4:5] offset:124
	flat_atomic_cmpswap v[2:3], v[0:1]
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_endpgm
.Lfunc_end0:
	.size	atomic_order_as0_div, .Lfunc_end0-atomic_order_as0_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1304
; NumSgprs: 10
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.amdgpu_lds lds_atomic_order_div, 2048, 16
	.amdgpu_lds lds_atomic_order_uni, 2048, 16
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
