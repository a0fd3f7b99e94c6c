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
	.globl	fdiv_sqrt                       ; -- Begin function fdiv_sqrt
	.p2align	8
	.type	fdiv_sqrt,@function
fdiv_sqrt:                              ; @fdiv_sqrt
; %bb.0:                                ; %entry
	s_load_dwordx8 s[4:11], s[0:1], 0x24
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s2, 6, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s8, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s9, v1, vcc_lo
	v_add_co_u32 v4, vcc_lo, s10, v0
	v_add_co_ci_u32_e32 v5, vcc_lo, s11, v1, vcc_lo
	global_load_dword v6, v[2:3], off
	global_load_dword v2, v[4:5], off
	s_waitcnt vmcnt(1)
	v_cmp_eq_f32_e32 vcc_lo, 0, v6
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s0, 0, v2
	s_and_b32 s0, vcc_lo, s0
	v_cndmask_b32_e64 v4, v2, 1.0, s0
	v_div_scale_f32 v2, s0, v4, v4, v6
	v_div_scale_f32 v7, vcc_lo, v6, v4, v6
	v_rcp_f32_e32 v3, v2
	v_fma_f32 v5, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v5, v3
	v_mul_f32_e32 v5, v7, v3
	v_fma_f32 v8, -v2, v5, v7
	v_fmac_f32_e32 v5, v8, v3
	v_fma_f32 v2, -v2, v5, v7
	v_sqrt_f32_e64 v7, |v6|
	v_div_fmas_f32 v5, v2, v3, v5
	v_add_co_u32 v2, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s5, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s6, v0
	v_div_fixup_f32 v4, v5, v4, v6
	v_add_co_ci_u32_e32 v1, vcc_lo, s7, v1, vcc_lo
	global_store_dword v[2:3], v4, off
	global_store_dword v[0:1], v7, off
	s_endpgm
.Lfunc_end0:
	.size	fdiv_sqrt, .Lfunc_end0-fdiv_sqrt
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 284
; NumSgprs: 14
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 9
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
