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
	.globl	minmax_abs                      ; -- Begin function minmax_abs
	.p2align	8
	.type	minmax_abs,@function
minmax_abs:                             ; @minmax_abs
; %bb.0:                                ; %entry
	s_load_dwordx8 s[4:11], s[0:1], 0x24
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s2, 6, v0
	s_load_dwordx4 s[0:3], s[0:1], 0x44
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s8, v1
	v_add_co_ci_u32_e32 v4, vcc_lo, s9, v2, vcc_lo
	v_add_co_u32 v5, vcc_lo, s10, v1
	v_add_co_ci_u32_e32 v6, vcc_lo, s11, v2, vcc_lo
	global_load_dword v12, v[3:4], off
	global_load_dword v5, v[5:6], off
	v_add_co_u32 v3, vcc_lo, s2, v1
	v_add_co_ci_u32_e32 v4, vcc_lo, s3, v2, vcc_lo
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	global_load_dword v4, v[3:4], off
	global_load_dword v7, v[1:2], off
	v_mad_u64_u32 v[8:9], s0, v0, 24, s[4:5]
	v_mad_u64_u32 v[10:11], s0, v0, 16, s[6:7]
	s_waitcnt vmcnt(2)
	v_sub_nc_u32_e32 v6, v12, v5
	v_min_i32_e32 v0, v12, v5
	v_max_i32_e32 v1, v12, v5
	v_min_u32_e32 v2, v12, v5
	v_max_u32_e32 v3, v12, v5
	v_sub_nc_u32_e32 v13, 0, v6
	v_sub_nc_u32_e32 v5, 0, v12
	s_waitcnt vmcnt(1)
	v_max_f32_e32 v14, v4, v4
	v_max_i32_e32 v13, v6, v13
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v15, v7, v7
	v_max_i32_e32 v12, v12, v5
	v_sub_f32_e64 v6, v4, |v7|
	v_bfi_b32 v7, 0x7fffffff, v4, v7
	v_min_u32_e32 v13, 0xf4240, v13
	v_min_f32_e32 v4, v15, v14
	v_max_f32_e32 v5, v15, v14
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx2 v[8:9], v[12:13], off offset:16
	global_store_dwordx4 v[10:11], v[4:7], off
	s_endpgm
.Lfunc_end0:
	.size	minmax_abs, .Lfunc_end0-minmax_abs
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 284
; NumSgprs: 14
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 16
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
