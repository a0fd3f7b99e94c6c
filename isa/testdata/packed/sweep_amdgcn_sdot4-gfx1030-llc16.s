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
	.globl	amdgcn_sdot4                    ; -- Begin function amdgcn_sdot4
	.p2align	8
	.type	amdgcn_sdot4,@function
amdgcn_sdot4:                           ; @amdgcn_sdot4
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[0:1], 0x24
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[1:4], v1, s[2:3]
	s_waitcnt vmcnt(0)
	v_dot4c_i32_i8_e32 v3, v1, v2
	v_dot4_i32_i8 v1, v1, v2, v3 clamp
	global_store_dword v0, v1, s[0:1]
	s_endpgm
.Lfunc_end0:
	.size	amdgcn_sdot4, .Lfunc_end0-amdgcn_sdot4
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 60
; NumSgprs: 4
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 4
; NumVGPRsForWavesPerEU: 5
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
