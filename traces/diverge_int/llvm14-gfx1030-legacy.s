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
	.globl	diverge_int                     ; -- Begin function diverge_int
	.p2align	8
	.type	diverge_int,@function
diverge_int:                            ; @diverge_int
; %bb.0:                                ; %entry
	s_load_dword s3, s[0:1], 0x34
	v_lshl_add_u32 v1, s2, 6, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, s3, v1
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_10
; %bb.1:                                ; %load
	s_load_dwordx4 s[0:3], s[0:1], 0x24
	v_mov_b32_e32 v2, 0
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s2, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s3, v4, vcc_lo
	global_load_dword v4, v[3:4], off
                                        ; implicit-def: $vgpr3
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc_lo, -1, v4
	s_and_saveexec_b32 s2, vcc_lo
	s_xor_b32 s2, exec_lo, s2
; %bb.2:                                ; %not.neg
	v_mul_lo_u32 v3, v4, 7
	v_add_nc_u32_e32 v3, 1, v3
; %bb.3:                                ; %Flow
	s_or_saveexec_b32 s2, s2
	s_xor_b32 exec_lo, exec_lo, s2
; %bb.4:                                ; %is.neg
	v_sub_nc_u32_e32 v3, 0, v4
	v_xor_b32_e32 v3, 0xf0f, v3
; %bb.5:                                ; %first.done
	s_or_b32 exec_lo, exec_lo, s2
	v_cmp_lt_u32_e32 vcc_lo, 0x3e8, v4
	s_and_saveexec_b32 s2, vcc_lo
; %bb.6:                                ; %is.big
	v_add_nc_u32_sdwa v3, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
; %bb.7:                                ; %second.done
	s_or_b32 exec_lo, exec_lo, s2
	v_cmp_eq_u32_e32 vcc_lo, 0, v4
	s_and_saveexec_b32 s2, vcc_lo
; %bb.8:                                ; %is.zero
	v_add_nc_u32_e32 v3, 0x3039, v0
; %bb.9:                                ; %store
	s_or_b32 exec_lo, exec_lo, s2
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	global_store_dword v[0:1], v3, off
.LBB0_10:                               ; %exit
	s_endpgm
.Lfunc_end0:
	.size	diverge_int, .Lfunc_end0-diverge_int
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 216
; NumSgprs: 6
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
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
