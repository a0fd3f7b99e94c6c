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
	.globl	nested_if                       ; -- Begin function nested_if
	.p2align	8
	.type	nested_if,@function
nested_if:                              ; @nested_if
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[0:1], 0x24
	v_mov_b32_e32 v2, 0
	v_lshl_add_u32 v1, s2, 6, v0
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s6, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s7, v4, vcc_lo
	global_load_dword v3, v[3:4], off
                                        ; implicit-def: $vgpr4
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, 1, v3
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_8
; %bb.1:                                ; %pos.else
	v_cmp_ne_u32_e32 vcc_lo, 0, v3
	v_mov_b32_e32 v4, 0x309
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_7
; %bb.2:                                ; %n.neg
	v_cmp_lt_u32_e32 vcc_lo, 15, v0
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b32 s2, vcc_lo
	s_xor_b32 s2, exec_lo, s2
; %bb.3:                                ; %n.high
	v_mul_lo_u32 v4, v3, v0
                                        ; implicit-def: $vgpr3
; %bb.4:                                ; %Flow
	s_or_saveexec_b32 s2, s2
	s_xor_b32 exec_lo, exec_lo, s2
; %bb.5:                                ; %n.low
	v_sub_nc_u32_e32 v4, 0, v3
; %bb.6:                                ; %Flow3
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_7:                                ; %Flow4
	s_or_b32 exec_lo, exec_lo, s1
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr3
.LBB0_8:                                ; %Flow8
	s_or_saveexec_b32 s0, s0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_18
; %bb.9:                                ; %pos.then
	v_and_b32_e32 v4, 2, v0
	v_cmp_eq_u32_e32 vcc_lo, 0, v4
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b32 s1, vcc_lo
	s_xor_b32 s1, exec_lo, s1
; %bb.10:                               ; %p.other
	v_add_nc_u32_e32 v4, 0xffffff9c, v3
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr0
; %bb.11:                               ; %Flow6
	s_or_saveexec_b32 s1, s1
	s_xor_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB0_17
; %bb.12:                               ; %p.lane
	v_cmp_gt_i32_e32 vcc_lo, 26, v3
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b32 s2, vcc_lo
	s_xor_b32 s2, exec_lo, s2
; %bb.13:                               ; %p.add
	v_add_nc_u32_e32 v4, v3, v0
                                        ; implicit-def: $vgpr3
; %bb.14:                               ; %Flow5
	s_or_saveexec_b32 s2, s2
	s_xor_b32 exec_lo, exec_lo, s2
; %bb.15:                               ; %p.sq
	v_mul_lo_u32 v4, v3, v3
; %bb.16:                               ; %p.lane.end
	s_or_b32 exec_lo, exec_lo, s2
	v_lshlrev_b32_e32 v4, 1, v4
.LBB0_17:                               ; %Flow7
	s_or_b32 exec_lo, exec_lo, s1
.LBB0_18:                               ; %join
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	global_store_dword v[0:1], v4, off
	s_endpgm
.Lfunc_end0:
	.size	nested_if, .Lfunc_end0-nested_if
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 268
; NumSgprs: 10
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
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
