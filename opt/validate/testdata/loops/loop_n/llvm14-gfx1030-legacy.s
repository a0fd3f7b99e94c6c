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
	.globl	loop_n                          ; -- Begin function loop_n
	.p2align	8
	.type	loop_n,@function
loop_n:                                 ; @loop_n
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx2 s[8:9], s[0:1], 0x34
	s_load_dwordx4 s[4:7], s[0:1], 0x24
	v_lshl_add_u32 v0, s2, 6, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %loop.preheader
	v_cvt_f32_u32_e32 v1, s9
	s_sub_i32 s0, 0, s9
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, v0
	s_mov_b32 s1, 0
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s0, v1
	v_mul_hi_u32 v4, v1, v2
	v_mov_b32_e32 v2, 0
	v_add_nc_u32_e32 v4, v1, v4
	.p2align	6
.LBB0_2:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	v_mul_hi_u32 v1, v5, v4
	v_add_nc_u32_e32 v7, s1, v0
	v_mul_lo_u32 v3, v3, 3
	v_add_nc_u32_e32 v5, 1, v5
	s_add_i32 s1, s1, 1
	s_cmp_lt_i32 s1, s8
	v_not_b32_e32 v6, v1
	v_mul_lo_u32 v1, s0, v1
	v_mul_lo_u32 v6, s9, v6
	v_add_nc_u32_e32 v1, v7, v1
	v_add_nc_u32_e32 v6, v7, v6
	v_cmp_le_u32_e32 vcc_lo, s9, v1
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_subrev_nc_u32_e32 v6, s9, v1
	v_cmp_le_u32_e32 vcc_lo, s9, v1
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_co_u32 v6, vcc_lo, s6, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s7, v7, vcc_lo
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v3, v3, v1
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v3, 0
.LBB0_4:                                ; %done
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	global_store_dword v[0:1], v3, off
	s_endpgm
.Lfunc_end0:
	.size	loop_n, .Lfunc_end0-loop_n
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 272
; NumSgprs: 12
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
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
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
