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
	.globl	uniform_branch                  ; -- Begin function uniform_branch
	.p2align	8
	.type	uniform_branch,@function
uniform_branch:                         ; @uniform_branch
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx2 s[8:9], s[0:1], 0x34
	s_load_dwordx4 s[4:7], s[0:1], 0x3c
	v_mov_b32_e32 v2, 0
	v_lshl_add_u32 v1, s2, 6, v0
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s8, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s9, v4, vcc_lo
	s_cmp_lg_u32 s4, 1
	global_load_dword v3, v[3:4], off
	s_cbranch_scc0 .LBB0_3
; %bb.1:                                ; %not1
	s_cmp_lg_u32 s4, 2
	s_cbranch_scc0 .LBB0_4
; %bb.2:                                ; %mode3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, s4, v3
	s_cbranch_execz .LBB0_5
	s_branch .LBB0_6
.LBB0_3:
	s_mov_b32 s4, -1
                                        ; implicit-def: $vgpr4
	s_branch .LBB0_7
.LBB0_4:
                                        ; implicit-def: $vgpr4
.LBB0_5:                                ; %mode2
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v3, -3
.LBB0_6:                                ; %Flow11
	s_mov_b32 s4, 0
.LBB0_7:                                ; %Flow12
	s_load_dwordx4 s[0:3], s[0:1], 0x24
	s_andn2_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB0_9
; %bb.8:                                ; %mode1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v4, 0x3e8, v3
.LBB0_9:                                ; %arm.end
	s_cmp_lt_i32 s5, 1
	s_cbranch_scc1 .LBB0_12
; %bb.10:                               ; %loop.preheader
	s_mov_b32 s4, 0
.LBB0_11:                               ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	v_mul_lo_u32 v4, v4, 3
	v_xor_b32_e32 v4, s4, v4
	s_add_i32 s4, s4, 1
	s_cmp_lt_i32 s4, s5
	s_cbranch_scc1 .LBB0_11
.LBB0_12:                               ; %loop.end
	v_cmp_gt_i32_e32 vcc_lo, s7, v0
	s_and_saveexec_b32 s4, vcc_lo
; %bb.13:                               ; %clamp
	v_and_b32_e32 v4, 0xffff, v4
; %bb.14:                               ; %store
	s_or_b32 exec_lo, exec_lo, s4
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	v_cmp_nlt_f32_e64 s4, s6, 0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	s_mov_b32 s0, 0
	s_and_b32 vcc_lo, exec_lo, s4
	global_store_dword v[5:6], v4, off
	s_cbranch_vccz .LBB0_16
; %bb.15:                               ; %f.pos
	s_waitcnt vmcnt(0)
	v_cvt_f32_i32_e32 v0, v3
	v_mul_f32_e32 v0, s6, v0
	s_andn2_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB0_17
	s_branch .LBB0_18
.LBB0_16:
	s_mov_b32 s0, -1
                                        ; implicit-def: $vgpr0
.LBB0_17:                               ; %f.neg
	s_waitcnt vmcnt(0)
	v_cvt_f32_i32_e32 v0, v3
.LBB0_18:                               ; %f.end
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s2, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s3, v2, vcc_lo
	global_store_dword v[1:2], v0, off
	s_endpgm
.Lfunc_end0:
	.size	uniform_branch, .Lfunc_end0-uniform_branch
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 340
; NumSgprs: 12
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
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
