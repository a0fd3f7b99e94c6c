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
	.globl	triangular                      ; -- Begin function triangular
	.p2align	8
	.type	triangular,@function
triangular:                             ; @triangular
; %bb.0:                                ; %entry
	s_load_dwordx8 s[4:11], s[0:1], 0x24
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc_lo, s[10:11], v[0:1]
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_7
; %bb.1:                                ; %outer.pre
	s_load_dwordx2 s[2:3], s[0:1], 0x44
	v_cmp_lt_i64_e64 s0, s[8:9], 1
	s_mov_b64 s[10:11], 1
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_7
; %bb.2:                                ; %outer.preheader
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_cndmask_b32_e64 v2, s9, 0, s0
	v_cndmask_b32_e64 v1, s8, 0, s0
	v_add_co_u32 v3, vcc_lo, v3, s6
	v_add_co_ci_u32_e32 v4, vcc_lo, s7, v4, vcc_lo
	s_mov_b64 s[6:7], 0
	v_add_co_u32 v3, vcc_lo, v3, 4
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v4, vcc_lo
	s_branch .LBB0_4
.LBB0_3:                                ; %outer.latch
                                        ;   in Loop: Header=BB0_4 Depth=1
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s1, s3
	s_mul_hi_u32 s13, s1, s2
	s_mul_i32 s12, s12, s2
	s_add_i32 s0, s13, s0
	s_mul_i32 s1, s1, s2
	s_add_i32 s0, s0, s12
	v_add_co_u32 v5, s1, v0, s1
	v_add_co_ci_u32_e64 v6, s0, 0, s0, s1
	v_add_co_u32 v3, s0, v3, 4
	s_add_u32 s12, s10, 1
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_co_ci_u32_e64 v4, s0, 0, v4, s0
	s_addc_u32 s13, s11, 0
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	v_add_co_u32 v5, vcc_lo, s4, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s5, v6, vcc_lo
	v_cmp_ne_u64_e32 vcc_lo, s[10:11], v[1:2]
	s_mov_b64 s[10:11], s[12:13]
	global_store_dword v[5:6], v9, off
	s_and_b32 vcc_lo, exec_lo, vcc_lo
	s_cbranch_vccz .LBB0_7
.LBB0_4:                                ; %outer
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
	v_cmp_gt_i64_e64 s0, s[10:11], s[8:9]
	v_mov_b32_e32 v9, 0
	s_add_u32 s1, s10, -1
	s_addc_u32 s12, s11, -1
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_3
; %bb.5:                                ; %inner.preheader
                                        ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v5, s1
	v_mov_b32_e32 v6, s12
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v7, v3
	v_cndmask_b32_e64 v5, s8, v5, s0
	v_cndmask_b32_e64 v6, s9, v6, s0
	v_add_co_u32 v5, vcc_lo, v5, s6
	v_add_co_ci_u32_e32 v6, vcc_lo, s7, v6, vcc_lo
	.p2align	6
.LBB0_6:                                ; %inner
                                        ;   Parent Loop BB0_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v10, v[7:8], off
	v_add_co_u32 v5, vcc_lo, v5, -1
	v_add_co_ci_u32_e32 v6, vcc_lo, -1, v6, vcc_lo
	v_add_co_u32 v7, s0, v7, 4
	v_add_co_ci_u32_e64 v8, s0, 0, v8, s0
	v_cmp_ne_u64_e32 vcc_lo, 0, v[5:6]
	s_and_b32 vcc_lo, exec_lo, vcc_lo
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_cbranch_vccnz .LBB0_6
	s_branch .LBB0_3
.LBB0_7:                                ; %exit
	s_endpgm
.Lfunc_end0:
	.size	triangular, .Lfunc_end0-triangular
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 432
; NumSgprs: 16
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 11
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
