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
	.globl	diverge_float                   ; -- Begin function diverge_float
	.p2align	8
	.type	diverge_float,@function
diverge_float:                          ; @diverge_float
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx8 s[4:11], s[0:1], 0x24
	s_load_dwordx2 s[0:1], s[0:1], 0x44
	v_mov_b32_e32 v2, 0
	v_lshl_add_u32 v1, s2, 6, v0
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc_lo, s10, v3
	v_add_co_ci_u32_e32 v6, vcc_lo, s11, v4, vcc_lo
	v_add_co_u32 v7, vcc_lo, s0, v3
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v4, vcc_lo
	global_load_dword v3, v[5:6], off
	global_load_dword v4, v[7:8], off
                                        ; implicit-def: $vgpr5
	s_waitcnt vmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v3, v4
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s0, exec_lo, s0
; %bb.1:                                ; %r1.else
	v_lshlrev_b32_e32 v5, 8, v1
                                        ; implicit-def: $vgpr0
; %bb.2:                                ; %Flow6
	s_or_saveexec_b32 s0, s0
	s_xor_b32 exec_lo, exec_lo, s0
; %bb.3:                                ; %r1.then
	v_and_or_b32 v5, v0, 3, 16
; %bb.4:                                ; %r1.end
	s_or_b32 exec_lo, exec_lo, s0
	v_cmp_nge_f32_e32 vcc_lo, v3, v4
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s0, exec_lo, s0
; %bb.5:                                ; %r2.else
	v_or_b32_e32 v0, 0x100, v5
                                        ; implicit-def: $vgpr5
; %bb.6:                                ; %Flow
	s_or_saveexec_b32 s0, s0
	s_xor_b32 exec_lo, exec_lo, s0
; %bb.7:                                ; %r2.then
	v_mul_lo_u32 v0, v5, 3
; %bb.8:                                ; %r2.end
	s_or_b32 exec_lo, exec_lo, s0
	v_cmp_u_f32_e32 vcc_lo, v3, v4
	s_and_saveexec_b32 s0, vcc_lo
; %bb.9:                                ; %r3.then
	v_xor_b32_e32 v0, 0x1000, v0
; %bb.10:                               ; %r3.end
	s_or_b32 exec_lo, exec_lo, s0
	v_cmp_lg_f32_e32 vcc_lo, 1.0, v3
	s_and_saveexec_b32 s0, vcc_lo
; %bb.11:                               ; %r4.then
	v_add_nc_u32_e32 v0, 0x10000, v0
; %bb.12:                               ; %r4.end
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	s_mov_b32 s1, 0x7f800000
	v_cmp_lt_f32_e64 s0, |v3|, s1
	v_cmp_lt_f32_e64 s1, |v4|, s1
	v_add_co_u32 v7, vcc_lo, s4, v5
	v_add_co_ci_u32_e32 v8, vcc_lo, s5, v6, vcc_lo
	v_cmp_nlg_f32_e32 vcc_lo, v3, v4
	s_and_b32 s0, s0, s1
	global_store_dword v[7:8], v0, off
	v_cndmask_b32_e32 v9, v4, v3, vcc_lo
	v_add_co_u32 v5, vcc_lo, s6, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s7, v6, vcc_lo
	global_store_dword v[5:6], v9, off
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_14
; %bb.13:                               ; %sub
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_sub_f32_e32 v2, v3, v4
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s9, v1, vcc_lo
	global_store_dword v[0:1], v2, off
.LBB0_14:                               ; %exit
	s_endpgm
.Lfunc_end0:
	.size	diverge_float, .Lfunc_end0-diverge_float
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 360
; NumSgprs: 14
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 10
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
