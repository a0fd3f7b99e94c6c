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
	.globl	atomic_narrow_bitwise_as0_uni   ; -- Begin function atomic_narrow_bitwise_as0_uni
	.p2align	8
	.type	atomic_narrow_bitwise_as0_uni,@function
atomic_narrow_bitwise_as0_uni:          ; @atomic_narrow_bitwise_as0_uni
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[0:1], 0x2c
	s_waitcnt lgkmcnt(0)
	s_movk_i32 s3, 0xff
	s_mov_b32 s4, 0xffff
	s_add_i32 s2, s2, 1
	s_add_u32 s5, s0, 4
	s_addc_u32 s6, s1, 0
	s_and_b32 s8, s5, 3
	s_and_b32 s7, s2, s3
	s_lshl_b32 s8, s8, 3
	v_mov_b32_e32 v1, s6
	s_lshl_b32 s3, s3, s8
	s_lshl_b32 s6, s7, s8
	s_and_b32 s5, s5, -4
	s_orn2_b32 s3, s6, s3
	v_mov_b32_e32 v0, s5
	s_add_u32 s5, s0, 8
	v_mov_b32_e32 v4, s3
	s_addc_u32 s3, s1, 0
	s_and_b32 s6, s5, -4
	s_and_b32 s5, s5, 3
	v_mov_b32_e32 v3, s3
	s_lshl_b32 s3, s5, 3
	v_mov_b32_e32 v2, s6
	s_lshl_b32 s3, s7, s3
	s_add_u32 s5, s0, 12
	v_mov_b32_e32 v10, s3
	s_addc_u32 s3, s1, 0
	s_and_b32 s6, s5, -4
	s_and_b32 s5, s5, 3
	flat_atomic_and v[0:1], v4
	v_mov_b32_e32 v1, s3
	s_lshl_b32 s3, s5, 3
	v_mov_b32_e32 v0, s6
	s_lshl_b32 s3, s7, s3
	s_add_u32 s5, s0, 32
	v_mov_b32_e32 v11, s3
	s_addc_u32 s3, s1, 0
	s_and_b32 s6, s5, 3
	s_and_b32 s2, s2, s4
	s_lshl_b32 s6, s6, 3
	v_mov_b32_e32 v5, s3
	s_lshl_b32 s3, s4, s6
	s_lshl_b32 s4, s2, s6
	s_and_b32 s5, s5, -4
	s_orn2_b32 s3, s4, s3
	s_add_u32 s4, s0, 40
	v_mov_b32_e32 v4, s5
	v_mov_b32_e32 v12, s3
	s_addc_u32 s3, s1, 0
	s_and_b32 s5, s4, -4
	s_and_b32 s4, s4, 3
	v_mov_b32_e32 v7, s3
	s_lshl_b32 s3, s4, 3
	v_mov_b32_e32 v6, s5
	s_lshl_b32 s3, s2, s3
	s_add_u32 s0, s0, 48
	v_mov_b32_e32 v13, s3
	s_addc_u32 s1, s1, 0
	s_and_b32 s3, s0, 3
	s_and_b32 s0, s0, -4
	s_lshl_b32 s3, s3, 3
	v_mov_b32_e32 v8, s0
	s_lshl_b32 s0, s2, s3
	v_mov_b32_e32 v9, s1
	v_mov_b32_e32 v14, s0
	flat_atomic_or v[2:3], v10
	flat_atomic_xor v[0:1], v11
	flat_atomic_and v[4:5], v12
	flat_atomic_or v[6:7], v13
	flat_atomic_xor v[8:9], v14
	s_endpgm
.Lfunc_end0:
	.size	atomic_narrow_bitwise_as0_uni, .Lfunc_end0-atomic_narrow_bitwise_as0_uni
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 324
; NumSgprs: 9
; NumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 9
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
	.amdgpu_lds lds_atomic_narrow_bitwise_div, 2048, 16
	.amdgpu_lds lds_atomic_narrow_bitwise_uni, 2048, 16
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
