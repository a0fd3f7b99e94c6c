	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081666
	.long	47180
	.long	132
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	select_mix                      ; -- Begin function select_mix
	.p2align	8
	.type	select_mix,@function
select_mix:                             ; @select_mix
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx8 s[4:11], s[0:1], 0x24
	s_load_dwordx4 s[12:15], s[0:1], 0x44
	v_mov_b32_e32 v2, 0
	v_lshl_add_u32 v1, s2, 6, v0
	v_and_b32_e32 v15, 1, v0
	s_movk_i32 s0, 0xfc18
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc_lo, s10, v3
	v_add_co_ci_u32_e32 v6, vcc_lo, s11, v4, vcc_lo
	v_add_co_u32 v7, vcc_lo, s14, v3
	v_add_co_ci_u32_e32 v8, vcc_lo, s15, v4, vcc_lo
	v_add_co_u32 v3, vcc_lo, s12, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s13, v4, vcc_lo
	global_load_dword v5, v[5:6], off
	global_load_dword v13, v[7:8], off
	global_load_dword v14, v[3:4], off
	v_lshlrev_b64 v[2:3], 3, v[1:2]
	v_mad_u64_u32 v[7:8], s1, v1, 8, s[4:5]
	v_mad_u64_u32 v[9:10], s1, v1, 8, s[6:7]
	v_cmp_eq_u32_e64 s1, 1, v15
	s_waitcnt vmcnt(2)
	v_ashrrev_i32_e32 v6, 31, v5
	v_med3_i32 v4, v5, s0, 0x3e8
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, v14, v13
	v_mul_f32_e32 v16, 0x3e800000, v13
	v_cmp_lt_f32_e64 s0, 0, v14
	v_lshlrev_b64 v[11:12], 20, v[5:6]
	v_cndmask_b32_e32 v0, v0, v5, vcc_lo
	v_cmp_lt_i64_e32 vcc_lo, 0, v[5:6]
	v_cndmask_b32_e64 v13, v13, v14, s0
	v_cndmask_b32_e64 v5, -7, v0, s1
	v_cndmask_b32_e32 v14, 0x3fc00000, v16, vcc_lo
	s_and_b32 vcc_lo, vcc_lo, s0
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	v_cndmask_b32_e32 v11, v1, v11, vcc_lo
	v_add_co_u32 v0, vcc_lo, s8, v2
	v_add_co_ci_u32_e32 v1, vcc_lo, s9, v3, vcc_lo
	global_store_dwordx2 v[7:8], v[4:5], off
	global_store_dwordx2 v[9:10], v[13:14], off
	global_store_dwordx2 v[0:1], v[11:12], off
	s_endpgm
.Lfunc_end0:
	.size	select_mix, .Lfunc_end0-select_mix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 320
; NumSgprs: 18
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 17
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
