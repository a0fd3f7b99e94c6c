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
	.globl	cmpx_if                         ; -- Begin function cmpx_if
	.p2align	8
	.type	cmpx_if,@function
cmpx_if:                                ; @cmpx_if
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[0:1], 0x24
	v_mov_b32_e32 v2, 0
	v_lshl_add_u32 v1, s2, 6, v0
	s_load_dword s0, s[0:1], 0x34
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s6, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s7, v3, vcc_lo
	global_load_dword v4, v[2:3], off
	v_mad_u64_u32 v[2:3], s1, v1, 16, s[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc_lo, s0, v4
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %if0
	v_subrev_nc_u32_e32 v5, s0, v4
	global_store_dword v[2:3], v5, off
.LBB0_2:                                ; %end0
	s_or_b32 exec_lo, exec_lo, s1
	v_mul_lo_u32 v5, v4, 3
	v_cmp_gt_u32_e32 vcc_lo, 0x258, v5
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_4
; %bb.3:                                ; %if1
	global_store_dword v[2:3], v5, off offset:4
.LBB0_4:                                ; %end1
	s_or_b32 exec_lo, exec_lo, s0
	v_and_b32_e32 v5, 4, v4
	v_cmp_eq_u32_e32 vcc_lo, 0, v5
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_6
; %bb.5:                                ; %if2
	v_xor_b32_e32 v4, v4, v0
	global_store_dword v[2:3], v4, off offset:8
.LBB0_6:                                ; %end2
	s_or_b32 exec_lo, exec_lo, s0
	v_and_b32_e32 v0, 7, v0
	v_cmp_ne_u32_e32 vcc_lo, 5, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_8
; %bb.7:                                ; %if3
	global_store_dword v[2:3], v1, off offset:12
.LBB0_8:                                ; %end3
	s_endpgm
.Lfunc_end0:
	.size	cmpx_if, .Lfunc_end0-cmpx_if
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 204
; NumSgprs: 10
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 6
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
