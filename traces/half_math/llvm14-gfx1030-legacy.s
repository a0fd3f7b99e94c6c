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
	.globl	half_math                       ; -- Begin function half_math
	.p2align	8
	.type	half_math,@function
half_math:                              ; @half_math
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
	global_load_dword v3, v[3:4], off
	global_load_dword v1, v[1:2], off
	s_waitcnt vmcnt(1)
	v_cvt_f16_f32_e32 v2, v3
	s_waitcnt vmcnt(0)
	v_cvt_f16_f32_e32 v1, v1
	v_add_f16_e32 v3, v2, v1
	v_sub_f16_e32 v4, v2, v1
	v_mul_f16_e32 v6, v3, v4
	v_mul_f16_e32 v3, v3, v3
	v_max_f16_e32 v1, v1, v4
	v_mul_f16_e32 v4, 0.5, v6
	v_sqrt_f16_e32 v3, v3
	v_floor_f16_e32 v1, v1
	v_min_f16_e32 v2, v2, v4
	v_mad_u64_u32 v[4:5], s0, v0, 16, s[4:5]
	v_cvt_f32_f16_e32 v0, v6
	v_add_f16_e32 v1, v2, v1
	v_sub_f16_e32 v2, v3, v1
	v_cvt_f32_f16_e32 v1, v1
	v_cvt_f32_f16_e32 v3, v3
	v_cvt_f32_f16_e32 v2, v2
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
.Lfunc_end0:
	.size	half_math, .Lfunc_end0-half_math
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 192
; NumSgprs: 10
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
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
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
