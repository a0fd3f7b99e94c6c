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
	.globl	workgroup_ids                   ; -- Begin function workgroup_ids
	.p2align	8
	.type	workgroup_ids,@function
workgroup_ids:                          ; @workgroup_ids
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dword s3, s[0:1], 0x34
	s_load_dwordx4 s[4:7], s[0:1], 0x24
	v_mov_b32_e32 v2, 0
	v_lshlrev_b32_e32 v4, 12, v0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s2, s3
	s_add_i32 s3, s3, -1
	v_add_nc_u32_e32 v1, s0, v0
	s_lshl_b32 s0, s2, 24
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_or3_b32 v4, s0, v4, v1
	v_add_co_u32 v2, vcc_lo, s4, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s5, v3, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, s3, v0
	global_store_dword v[2:3], v4, off
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %record
	s_mov_b32 s3, 0
	s_mul_i32 s4, s2, 0x3e8
	s_lshl_b64 s[0:1], s[2:3], 2
	v_mov_b32_e32 v0, 0
	v_add_nc_u32_e32 v1, s4, v1
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	global_store_dword v0, v1, s[0:1]
.LBB0_2:                                ; %exit
	s_endpgm
.Lfunc_end0:
	.size	workgroup_ids, .Lfunc_end0-workgroup_ids
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 144
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
