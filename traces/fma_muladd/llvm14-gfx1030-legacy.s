	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081666
	.long	47180
	.long	132
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	fma_muladd                      ; -- Begin function fma_muladd
	.p2align	8
	.type	fma_muladd,@function
fma_muladd:                             ; @fma_muladd
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx16 s[4:19], s[0:1], 0x24
	s_load_dwordx2 s[0:1], s[0:1], 0x64
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s2, 6, v0
	v_lshlrev_b64 v[3:4], 3, v[0:1]
	v_lshlrev_b64 v[9:10], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc_lo, s18, v3
	v_add_co_ci_u32_e32 v6, vcc_lo, s19, v4, vcc_lo
	v_add_co_u32 v7, vcc_lo, s0, v3
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v4, vcc_lo
	v_add_co_u32 v1, vcc_lo, s8, v9
	global_load_dwordx2 v[5:6], v[5:6], off
	global_load_dwordx2 v[7:8], v[7:8], off
	v_add_co_ci_u32_e32 v2, vcc_lo, s9, v10, vcc_lo
	v_add_co_u32 v11, vcc_lo, s10, v9
	v_add_co_ci_u32_e32 v12, vcc_lo, s11, v10, vcc_lo
	v_add_co_u32 v13, vcc_lo, s12, v9
	v_add_co_ci_u32_e32 v14, vcc_lo, s13, v10, vcc_lo
	v_add_co_u32 v15, vcc_lo, s14, v9
	v_add_co_ci_u32_e32 v16, vcc_lo, s15, v10, vcc_lo
	v_add_co_u32 v9, vcc_lo, s16, v9
	global_load_dword v1, v[1:2], off
	global_load_dword v11, v[11:12], off
	global_load_dword v12, v[13:14], off
	v_add_co_ci_u32_e32 v10, vcc_lo, s17, v10, vcc_lo
	global_load_dword v2, v[15:16], off
	global_load_dword v9, v[9:10], off
	s_mov_b32 s0, 0x9999999a
	s_mov_b32 s1, 0x3fb99999
	v_add_co_u32 v3, vcc_lo, s6, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s7, v4, vcc_lo
	s_waitcnt vmcnt(5)
	v_fma_f64 v[5:6], v[5:6], v[7:8], v[5:6]
	s_waitcnt vmcnt(2)
	v_fma_f32 v10, -v1, v11, -v12
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, v2, v9
	v_fma_f64 v[5:6], v[5:6], -v[7:8], s[0:1]
	v_mad_u64_u32 v[7:8], s0, v0, 12, s[4:5]
	v_fma_f32 v0, v1, v11, v12
	v_fmac_f32_e32 v1, v10, v11
	global_store_dwordx3 v[7:8], v[0:2], off
	global_store_dwordx2 v[3:4], v[5:6], off
	s_endpgm
.Lfunc_end0:
	.size	fma_muladd, .Lfunc_end0-fma_muladd
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 352
; NumSgprs: 22
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 17
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
