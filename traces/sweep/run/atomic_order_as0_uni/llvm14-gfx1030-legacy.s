	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081536
	.long	47180
	.long	132
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	atomic_order_as0_uni            ; -- Begin function atomic_order_as0_uni
	.p2align	8
	.type	atomic_order_as0_uni,@function
atomic_order_as0_uni:                   ; @atomic_order_as0_uni
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dword s4, s[0:1], 0x34
	s_load_dwordx4 s[0:3], s[0:1], 0x24
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s5, s4, 1
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v4, s5
	s_mov_b32 s4, 3
	flat_atomic_add v2, v[0:1], v4 offset:16 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v5, v2, s[0:1] offset:4
	s_clause 0x1
	flat_atomic_add v[0:1], v4 offset:32
	flat_atomic_add v2, v[0:1], v4 offset:48 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	global_store_dword v5, v2, s[0:1] offset:12
	flat_atomic_add v[0:1], v4 offset:64
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v2, v[0:1], v4 offset:80 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	global_store_dword v5, v2, s[0:1] offset:20
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[0:1], v4 offset:96
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v2, v[0:1], v4 offset:112 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v5, v2, s[0:1] offset:28
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[0:1], v4 offset:128
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v2, v[0:1], v4 offset:144 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v5, v2, s[0:1] offset:36
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[0:1], v4 offset:160
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v2, v[0:1], v4 offset:176 glc
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt lgkmcnt(0)
	global_store_dword v5, v2, s[0:1] offset:44
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[0:1], v4 offset:192
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v2, v[0:1], v4 offset:208 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v5, v2, s[0:1] offset:52
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_add v[0:1], v4 offset:224
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	flat_atomic_add v6, v[0:1], v4 offset:240 glc
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	s_waitcnt lgkmcnt(0)
	global_store_dword v5, v6, s[0:1] offset:60
	flat_atomic_add v[0:1], v4 offset:256
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	flat_atomic_cmpswap v4, v[0:1], v[2:3] offset:272 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v5, v4, s[0:1] offset:68
	s_clause 0x1
	flat_atomic_cmpswap v[0:1], v[2:3] offset:288
	flat_atomic_cmpswap v4, v[0:1], v[2:3] offset:304 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	global_store_dword v5, v4, s[0:1] offset:76
	flat_atomic_cmpswap v[0:1], v[2:3] offset:320
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v4, v[0:1], v[2:3] offset:336 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	global_store_dword v5, v4, s[0:1] offset:84
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[0:1], v[2:3] offset:352
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v4, v[0:1], v[2:3] offset:368 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v5, v4, s[0:1] offset:92
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[0:1], v[2:3] offset:384
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v4, v[0:1], v[2:3] offset:400 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v5, v4, s[0:1] offset:100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[0:1], v[2:3] offset:416
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v4, v[0:1], v[2:3] offset:432 glc
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt lgkmcnt(0)
	global_store_dword v5, v4, s[0:1] offset:108
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[0:1], v[2:3] offset:448
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v4, v[0:1], v[2:3] offset:464 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v5, v4, s[0:1] offset:116
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	flat_atomic_cmpswap v[0:1], v[2:3] offset:480
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	flat_atomic_cmpswap v4, v[0:1], v[2:3] offset:496 glc
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt lgkmcnt(0)
	global_store_dword v5, v4, s[0:1] offset:124
	flat_atomic_cmpswap v[0:1], v[2:3] offset:512
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_endpgm
.Lfunc_end0:
	.size	atomic_order_as0_uni, .Lfunc_end0-atomic_order_as0_uni
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1220
; NumSgprs: 6
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 7
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
