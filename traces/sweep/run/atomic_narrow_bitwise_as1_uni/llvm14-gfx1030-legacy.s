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
	.globl	atomic_narrow_bitwise_as1_uni   ; -- Begin function atomic_narrow_bitwise_as1_uni
	.p2align	8
	.type	atomic_narrow_bitwise_as1_uni,@function
atomic_narrow_bitwise_as1_uni:          ; @atomic_narrow_bitwise_as1_uni
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[0:1], 0x2c
	s_movk_i32 s4, 0xff
	v_mov_b32_e32 v0, 0
	s_mov_b32 s9, 0xffff
	s_waitcnt lgkmcnt(0)
	s_add_i32 s8, s2, 1
	s_add_u32 s2, s0, 4
	s_addc_u32 s3, s1, 0
	s_and_b32 s5, s2, 3
	s_and_b32 s10, s8, s4
	s_lshl_b32 s5, s5, 3
	s_and_b32 s2, s2, -4
	s_lshl_b32 s4, s4, s5
	s_lshl_b32 s5, s10, s5
	s_orn2_b32 s4, s5, s4
	s_add_u32 s6, s0, 8
	s_addc_u32 s5, s1, 0
	s_and_b32 s7, s6, 3
	v_mov_b32_e32 v1, s4
	s_lshl_b32 s7, s7, 3
	s_and_b32 s4, s6, -4
	s_lshl_b32 s11, s10, s7
	s_add_u32 s6, s0, 12
	s_addc_u32 s7, s1, 0
	s_and_b32 s12, s6, 3
	global_atomic_and v0, v1, s[2:3]
	s_lshl_b32 s2, s12, 3
	s_and_b32 s6, s6, -4
	s_lshl_b32 s10, s10, s2
	s_add_u32 s2, s0, 32
	s_addc_u32 s3, s1, 0
	s_and_b32 s12, s2, 3
	v_mov_b32_e32 v1, s11
	s_lshl_b32 s11, s12, 3
	s_and_b32 s12, s8, s9
	s_lshl_b32 s8, s9, s11
	s_lshl_b32 s9, s12, s11
	s_and_b32 s2, s2, -4
	s_orn2_b32 s11, s9, s8
	s_add_u32 s8, s0, 40
	s_addc_u32 s9, s1, 0
	s_and_b32 s13, s8, 3
	global_atomic_or v0, v1, s[4:5]
	s_lshl_b32 s4, s13, 3
	s_and_b32 s8, s8, -4
	s_lshl_b32 s4, s12, s4
	s_add_u32 s0, s0, 48
	s_addc_u32 s1, s1, 0
	s_and_b32 s5, s0, 3
	v_mov_b32_e32 v1, s10
	s_lshl_b32 s5, s5, 3
	v_mov_b32_e32 v2, s11
	s_lshl_b32 s5, s12, s5
	v_mov_b32_e32 v3, s4
	v_mov_b32_e32 v4, s5
	s_clause 0x1
	global_atomic_xor v0, v1, s[6:7]
	global_atomic_and v0, v2, s[2:3]
	s_and_b32 s0, s0, -4
	s_clause 0x1
	global_atomic_or v0, v3, s[8:9]
	global_atomic_xor v0, v4, s[0:1]
	s_endpgm
.Lfunc_end0:
	.size	atomic_narrow_bitwise_as1_uni, .Lfunc_end0-atomic_narrow_bitwise_as1_uni
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 288
; NumSgprs: 14
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 5
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.amdgpu_lds lds_atomic_narrow_bitwise_div, 2048, 16
	.amdgpu_lds lds_atomic_narrow_bitwise_uni, 2048, 16
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
