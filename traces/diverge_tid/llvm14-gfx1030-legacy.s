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
	.globl	diverge_tid                     ; -- Begin function diverge_tid
	.p2align	8
	.type	diverge_tid,@function
diverge_tid:                            ; @diverge_tid
; %bb.0:                                ; %entry
	s_load_dword s3, s[0:1], 0x2c
	v_and_b32_e32 v2, 1, v0
	v_lshl_add_u32 v1, s2, 6, v0
                                        ; implicit-def: $vgpr3
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_and_saveexec_b32 s2, vcc_lo
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %else
	s_waitcnt lgkmcnt(0)
	v_sub_nc_u32_e32 v2, s3, v1
	v_lshlrev_b32_e32 v3, 2, v2
.LBB0_2:                                ; %Flow
	s_or_saveexec_b32 s2, s2
	s_load_dwordx2 s[0:1], s[0:1], 0x24
	s_xor_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB0_4
; %bb.3:                                ; %then
	v_mul_lo_u32 v2, v1, 3
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v3, s3, v2
.LBB0_4:                                ; %join
	s_or_b32 exec_lo, exec_lo, s2
	v_cmp_gt_u32_e32 vcc_lo, 37, v0
	s_and_saveexec_b32 s2, vcc_lo
; %bb.5:                                ; %low.then
	v_xor_b32_e32 v3, 0x5555, v3
; %bb.6:                                ; %store
	s_or_b32 exec_lo, exec_lo, s2
	v_mov_b32_e32 v2, 0
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	global_store_dword v[0:1], v3, off
	s_endpgm
.Lfunc_end0:
	.size	diverge_tid, .Lfunc_end0-diverge_tid
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 152
; NumSgprs: 6
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 4
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
