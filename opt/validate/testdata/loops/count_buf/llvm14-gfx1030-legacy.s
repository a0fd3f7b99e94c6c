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
	.globl	count_buf                       ; -- Begin function count_buf
	.p2align	8
	.type	count_buf,@function
count_buf:                              ; @count_buf
; %bb.0:                                ; %entry
	s_load_dwordx2 s[4:5], s[0:1], 0x34
	v_mov_b32_e32 v2, 0
	v_lshl_add_u32 v1, s2, 6, v0
	s_load_dwordx4 s[0:3], s[0:1], 0x24
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v4, vcc_lo, s5, v1, vcc_lo
	global_load_dword v3, v[3:4], off
	s_clause 0x1
	s_load_dwordx2 s[4:5], s[2:3], 0x0
	s_load_dword s2, s[2:3], 0x8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v3, v3, s4
	v_add_nc_u32_e32 v4, s2, v3
	s_mov_b32 s2, 0
	s_branch .LBB0_2
.LBB0_1:                                ; %body
                                        ;   in Loop: Header=BB0_2 Depth=1
	v_add3_u32 v2, v4, s2, v3
	s_add_i32 s2, s2, 1
	s_cbranch_execz .LBB0_4
.LBB0_2:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v3, v2
	s_cmp_ge_i32 s2, s5
	s_cbranch_scc0 .LBB0_1
; %bb.3:
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $sgpr2
.LBB0_4:                                ; %done
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	global_store_dword v[0:1], v3, off
	s_endpgm
.Lfunc_end0:
	.size	count_buf, .Lfunc_end0-count_buf
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 164
; NumSgprs: 8
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
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
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
