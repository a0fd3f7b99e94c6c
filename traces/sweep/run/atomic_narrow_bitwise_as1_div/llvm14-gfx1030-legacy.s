	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081538
	.long	47180
	.long	132
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	atomic_narrow_bitwise_as1_div   ; -- Begin function atomic_narrow_bitwise_as1_div
	.p2align	8
	.type	atomic_narrow_bitwise_as1_div,@function
atomic_narrow_bitwise_as1_div:          ; @atomic_narrow_bitwise_as1_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[0:1], 0x24
	v_lshlrev_b32_e32 v1, 2, v0
	s_load_dword s0, s[0:1], 0x34
	v_lshlrev_b32_e32 v9, 1, v0
	s_movk_i32 s1, 0xff
	s_mov_b32 s2, 0xffff
	s_waitcnt lgkmcnt(0)
	global_load_dword v11, v1, s[4:5]
	s_add_u32 s3, s6, 64
	s_addc_u32 s4, s7, 0
	v_add_co_u32 v3, s3, s3, v0
	s_add_u32 s5, s6, 0x80
	v_add_co_ci_u32_e64 v2, s3, s4, 0, s3
	s_addc_u32 s3, s7, 0
	v_add_co_u32 v5, s5, s5, v0
	s_add_u32 s4, s6, 0xc0
	v_add_co_ci_u32_e64 v4, s3, s3, 0, s5
	s_addc_u32 s3, s7, 0
	s_add_u32 s5, s6, 0x200
	v_and_b32_e32 v7, 3, v3
	v_add_co_u32 v12, s5, s5, v9
	v_add_co_u32 v0, s4, s4, v0
	v_add_co_ci_u32_e64 v6, s3, s3, 0, s4
	v_and_b32_e32 v16, 3, v12
	s_addc_u32 s3, s7, 0
	v_lshlrev_b32_e32 v15, 3, v7
	s_add_u32 s4, s6, 0x280
	v_add_co_ci_u32_e64 v8, s3, s3, 0, s5
	s_addc_u32 s3, s7, 0
	s_add_u32 s5, s6, 0x300
	v_add_co_u32 v14, s4, s4, v9
	v_lshlrev_b32_e32 v16, 3, v16
	v_add_co_ci_u32_e64 v10, s3, s3, 0, s4
	v_add_co_u32 v17, s4, s5, v9
	v_lshlrev_b32_e64 v18, v15, s1
	v_and_b32_e32 v13, 3, v5
	v_and_b32_e32 v1, -4, v3
	v_and_b32_e32 v3, -4, v5
	v_and_b32_e32 v5, -4, v0
	v_and_b32_e32 v0, 3, v0
	v_lshlrev_b32_e64 v20, v16, s2
	v_and_b32_e32 v9, -4, v14
	v_and_b32_e32 v14, 3, v14
	v_not_b32_e32 v18, v18
	v_lshlrev_b32_e32 v13, 3, v13
	v_lshlrev_b32_e32 v0, 3, v0
	v_not_b32_e32 v20, v20
	v_lshlrev_b32_e32 v14, 3, v14
	s_addc_u32 s3, s7, 0
	v_and_b32_e32 v7, -4, v12
	v_add_co_ci_u32_e64 v12, s3, s3, 0, s4
	s_waitcnt vmcnt(0)
	v_add3_u32 v19, s0, 1, v11
	v_and_b32_e32 v11, -4, v17
	v_and_b32_e32 v17, 3, v17
	v_and_b32_e32 v21, s1, v19
	v_and_b32_e32 v19, s2, v19
	v_lshlrev_b32_e32 v17, 3, v17
	v_lshl_or_b32 v15, v21, v15, v18
	v_lshlrev_b32_e32 v13, v13, v21
	v_lshlrev_b32_e32 v0, v0, v21
	v_lshl_or_b32 v16, v19, v16, v20
	v_lshlrev_b32_e32 v14, v14, v19
	global_atomic_and v[1:2], v15, off
	v_lshlrev_b32_e32 v1, v17, v19
	global_atomic_or v[3:4], v13, off
	global_atomic_xor v[5:6], v0, off
	global_atomic_and v[7:8], v16, off
	global_atomic_or v[9:10], v14, off
	global_atomic_xor v[11:12], v1, off
	s_endpgm
.Lfunc_end0:
	.size	atomic_narrow_bitwise_as1_div, .Lfunc_end0-atomic_narrow_bitwise_as1_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 464
; NumSgprs: 8
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 22
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
