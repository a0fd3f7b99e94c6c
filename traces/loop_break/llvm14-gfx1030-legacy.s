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
	.globl	loop_break                      ; -- Begin function loop_break
	.p2align	8
	.type	loop_break,@function
loop_break:                             ; @loop_break
; %bb.0:                                ; %entry
	s_load_dwordx2 s[4:5], s[0:1], 0x34
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s2, 6, v0
	s_load_dwordx4 s[0:3], s[0:1], 0x24
	s_mov_b32 s6, 0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s4, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s5, v3, vcc_lo
	s_mov_b32 s4, 0
                                        ; implicit-def: $sgpr5
	global_load_dword v3, v[2:3], off
	s_inst_prefetch 0x1
	s_inst_prefetch 0x1
	s_branch .LBB0_2
	.p2align	6
.LBB0_1:                                ; %Flow
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	v_mov_b32_e32 v4, s6
	s_and_b32 s8, exec_lo, s5
	s_mov_b32 s6, s7
	s_or_b32 s4, s8, s4
	s_andn2_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB0_4
.LBB0_2:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v3
	s_cmpk_lg_i32 s6, 0x96
                                        ; implicit-def: $vgpr3
	s_cselect_b32 s7, -1, 0
	s_or_b32 s5, s5, exec_lo
	v_cmp_ne_u32_e32 vcc_lo, 1, v2
	s_and_b32 s9, vcc_lo, s7
                                        ; implicit-def: $sgpr7
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_1
; %bb.3:                                ; %step
                                        ;   in Loop: Header=BB0_2 Depth=1
	v_mul_lo_u32 v3, v2, 3
	v_and_b32_e32 v4, 1, v2
	v_lshrrev_b32_e32 v5, 1, v2
	s_add_i32 s7, s6, 1
	s_andn2_b32 s5, s5, exec_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v4
	v_add_nc_u32_e32 v3, 1, v3
	v_cndmask_b32_e32 v3, v3, v5, vcc_lo
	s_branch .LBB0_1
.LBB0_4:                                ; %done
	s_inst_prefetch 0x2
	s_inst_prefetch 0x2
	s_or_b32 exec_lo, exec_lo, s4
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v5, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	global_store_dword v[5:6], v4, off
	global_store_dword v[0:1], v2, off
	s_endpgm
.Lfunc_end0:
	.size	loop_break, .Lfunc_end0-loop_break
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 264
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
