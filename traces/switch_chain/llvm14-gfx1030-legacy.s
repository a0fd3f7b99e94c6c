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
	.globl	switch_chain                    ; -- Begin function switch_chain
	.p2align	8
	.type	switch_chain,@function
switch_chain:                           ; @switch_chain
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[0:1], 0x24
	v_mov_b32_e32 v2, 0
	v_lshl_add_u32 v1, s2, 6, v0
	s_mov_b32 s0, 0
	s_mov_b32 s3, 0
	s_mov_b32 s2, 0
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s6, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s7, v4, vcc_lo
	global_load_dword v3, v[3:4], off
                                        ; implicit-def: $vgpr4
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc_lo, 1, v3
	s_and_saveexec_b32 s1, vcc_lo
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_20
; %bb.1:                                ; %NodeBlock17
	v_cmp_lt_i32_e32 vcc_lo, 6, v3
	s_mov_b32 s3, 0
	s_mov_b32 s2, 0
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b32 s6, vcc_lo
	s_xor_b32 s6, exec_lo, s6
	s_cbranch_execz .LBB0_9
; %bb.2:                                ; %NodeBlock15
	v_cmp_lt_i32_e32 vcc_lo, 0x63, v3
	s_mov_b32 s3, 0
	s_mov_b32 s2, 0
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b32 s7, vcc_lo
	s_xor_b32 s7, exec_lo, s7
	s_cbranch_execz .LBB0_6
; %bb.3:                                ; %LeafBlock13
	v_cmp_eq_u32_e32 vcc_lo, 0x64, v3
	s_mov_b32 s2, -1
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b32 s8, vcc_lo
; %bb.4:                                ; %c100
	v_add_nc_u32_e32 v4, v3, v0
	s_xor_b32 s2, exec_lo, -1
; %bb.5:                                ; %Flow23
	s_or_b32 exec_lo, exec_lo, s8
	s_and_b32 s2, s2, exec_lo
.LBB0_6:                                ; %Flow22
	s_or_saveexec_b32 s7, s7
	s_xor_b32 exec_lo, exec_lo, s7
; %bb.7:                                ; %LeafBlock11
	v_cmp_eq_u32_e32 vcc_lo, 7, v3
	s_or_b32 s2, s2, exec_lo
	s_and_b32 s3, vcc_lo, exec_lo
; %bb.8:                                ; %Flow24
	s_or_b32 exec_lo, exec_lo, s7
	s_and_b32 s2, s2, exec_lo
	s_and_b32 s3, s3, exec_lo
.LBB0_9:                                ; %Flow21
	s_or_saveexec_b32 s6, s6
	s_xor_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_19
; %bb.10:                               ; %NodeBlock9
	v_cmp_lt_i32_e32 vcc_lo, 4, v3
	s_mov_b32 s7, s2
	s_and_saveexec_b32 s8, vcc_lo
	s_xor_b32 s8, exec_lo, s8
	s_cbranch_execz .LBB0_14
; %bb.11:                               ; %LeafBlock7
	v_cmp_eq_u32_e32 vcc_lo, 5, v3
	s_mov_b32 s7, -1
	s_and_saveexec_b32 s9, vcc_lo
; %bb.12:                               ; %c5
	v_xor_b32_e32 v4, 0x5555, v1
	s_xor_b32 s7, exec_lo, -1
; %bb.13:                               ; %Flow27
	s_or_b32 exec_lo, exec_lo, s9
	s_andn2_b32 s9, s2, exec_lo
	s_and_b32 s7, s7, exec_lo
	s_or_b32 s7, s9, s7
.LBB0_14:                               ; %Flow26
	s_or_saveexec_b32 s8, s8
	s_xor_b32 exec_lo, exec_lo, s8
	s_cbranch_execz .LBB0_18
; %bb.15:                               ; %LeafBlock5
	v_cmp_eq_u32_e32 vcc_lo, 2, v3
	s_mov_b32 s9, -1
	s_and_saveexec_b32 s10, vcc_lo
; %bb.16:                               ; %c2
	v_lshlrev_b32_e32 v4, 2, v1
	s_xor_b32 s9, exec_lo, -1
; %bb.17:                               ; %Flow29
	s_or_b32 exec_lo, exec_lo, s10
	s_andn2_b32 s7, s7, exec_lo
	s_and_b32 s9, s9, exec_lo
	s_or_b32 s7, s7, s9
.LBB0_18:                               ; %Flow28
	s_or_b32 exec_lo, exec_lo, s8
	s_andn2_b32 s2, s2, exec_lo
	s_and_b32 s7, s7, exec_lo
	s_or_b32 s2, s2, s7
.LBB0_19:                               ; %Flow25
	s_or_b32 exec_lo, exec_lo, s6
	s_and_b32 s2, s2, exec_lo
	s_and_b32 s3, s3, exec_lo
.LBB0_20:                               ; %Flow
	s_or_saveexec_b32 s6, s1
	s_mov_b32 s1, 0
	s_xor_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_24
; %bb.21:                               ; %NodeBlock3
	v_cmp_lt_i32_e32 vcc_lo, -1, v3
	s_mov_b32 s1, -1
	s_mov_b32 s0, 0
	s_mov_b32 s7, s3
	s_and_saveexec_b32 s8, vcc_lo
; %bb.22:                               ; %NodeBlock
	v_cmp_lt_i32_e32 vcc_lo, 0, v3
	s_andn2_b32 s7, s3, exec_lo
	s_mov_b32 s0, exec_lo
	s_xor_b32 s1, exec_lo, -1
	s_and_b32 s9, vcc_lo, exec_lo
	s_or_b32 s7, s7, s9
; %bb.23:                               ; %Flow31
	s_or_b32 exec_lo, exec_lo, s8
	s_andn2_b32 s3, s3, exec_lo
	s_and_b32 s7, s7, exec_lo
	s_and_b32 s1, s1, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_or_b32 s3, s3, s7
.LBB0_24:                               ; %Flow30
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s6, s3
; %bb.25:                               ; %c1
	v_mul_lo_u32 v4, v3, 11
	s_andn2_b32 s2, s2, exec_lo
	s_andn2_b32 s0, s0, exec_lo
; %bb.26:                               ; %Flow32
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s3, s0
	s_xor_b32 s0, exec_lo, s3
; %bb.27:                               ; %c0
	v_add_nc_u32_e32 v4, 0x3e8, v0
; %bb.28:                               ; %Flow33
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, 0
	s_and_saveexec_b32 s3, s1
; %bb.29:                               ; %LeafBlock
	v_cmp_ne_u32_e32 vcc_lo, -1, v3
	s_andn2_b32 s1, s2, exec_lo
	s_mov_b32 s0, exec_lo
	s_and_b32 s2, vcc_lo, exec_lo
	s_or_b32 s2, s1, s2
; %bb.30:                               ; %Flow34
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s1, s2
; %bb.31:                               ; %other
	v_mul_lo_u32 v0, v3, v3
	s_andn2_b32 s0, s0, exec_lo
	v_add_nc_u32_e32 v4, 7, v0
; %bb.32:                               ; %Flow35
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s0
; %bb.33:                               ; %cm1
	v_sub_nc_u32_e32 v4, 0, v1
; %bb.34:                               ; %join
	s_or_b32 exec_lo, exec_lo, s1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	global_store_dword v[0:1], v4, off
	s_endpgm
.Lfunc_end0:
	.size	switch_chain, .Lfunc_end0-switch_chain
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 588
; NumSgprs: 13
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 13
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
