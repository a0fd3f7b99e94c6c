	.text
	.section	.AMDGPU.config
	.long	47176
	.long	0
	.long	47180
	.long	0
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.p2align	2                               ; -- Begin function blend
	.type	blend,@function
blend:                                  ; @blend
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_min_i32_e32 v2, v0, v1
	v_max_i32_e32 v0, v0, v1
	v_sub_nc_u32_e32 v0, v0, v2
	v_lshrrev_b32_e32 v0, 1, v0
	v_add_nc_u32_e32 v0, v2, v0
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	blend, .Lfunc_end0-blend
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 36
; NumSgprs: 32
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.section	.AMDGPU.config
	.long	47176
	.long	0
	.long	47180
	.long	0
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.p2align	2                               ; -- Begin function mix
	.type	mix,@function
mix:                                    ; @mix
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_mov_b32 s8, s33
	s_mov_b32 s33, s32
	v_mov_b32_e32 v4, 0
	v_lshrrev_b32_e64 v3, 5, s33
	s_mov_b64 s[4:5], s[30:31]
	s_mov_b32 s6, 0
	s_addk_i32 s32, 0xa00
.LBB1_1:                                ; %fill
                                        ; =>This Inner Loop Header: Depth=1
	v_xor_b32_e32 v5, v4, v1
	v_add_nc_u32_e32 v4, v4, v0
	s_add_i32 s6, s6, 1
	s_cmp_lt_u32 s6, 16
	buffer_store_dword v5, v3, s[0:3], 0 offen
	v_add_nc_u32_e32 v3, 4, v3
	s_cbranch_scc1 .LBB1_1
; %bb.2:                                ; %read
	v_lshrrev_b32_e32 v0, 2, v2
	v_and_b32_e32 v2, 15, v2
	v_lshrrev_b32_e64 v3, 5, s33
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, blend@rel32@lo+4
	s_addc_u32 s7, s7, blend@rel32@hi+12
	v_and_b32_e32 v0, 56, v0
	v_lshl_add_u32 v2, v2, 2, v3
	v_add_nc_u32_e32 v0, v3, v0
	s_clause 0x1
	buffer_load_dword v2, v2, s[0:3], 0 offen
	buffer_load_dword v3, v0, s[0:3], 0 offen glc dlc
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v0, s[0:3], 0 offen offset:4 glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v2, v2, v3
	v_xor_b32_e32 v0, v2, v0
	s_swappc_b64 s[30:31], s[6:7]
	s_addk_i32 s32, 0xf600
	s_mov_b32 s33, s8
	s_setpc_b64 s[4:5]
.Lfunc_end1:
	.size	mix, .Lfunc_end1-mix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 188
; NumSgprs: 34
; NumVgprs: 6
; ScratchSize: 16464
; MemoryBound: 0
	.section	.AMDGPU.config
	.long	47176
	.long	1622081793
	.long	47180
	.long	133
	.long	47200
	.long	2109440
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	call_func                       ; -- Begin function call_func
	.p2align	8
	.type	call_func,@function
call_func:                              ; @call_func
; %bb.0:                                ; %entry
	s_load_dwordx4 s[12:15], s[0:1], 0x24
	v_mov_b32_e32 v7, 0
	v_lshl_add_u32 v6, s2, 6, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x34
	s_mov_b32 s16, SCRATCH_RSRC_DWORD0
	s_mov_b32 s17, SCRATCH_RSRC_DWORD1
	s_mov_b32 s18, -1
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	s_mov_b32 s19, 0x31c16000
	s_add_u32 s16, s16, s3
	s_addc_u32 s17, s17, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s14, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s15, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	global_load_dword v3, v[2:3], off
	global_load_dword v8, v[0:1], off
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v0, 1, v3
	v_cmp_eq_u32_e32 vcc_lo, 1, v0
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB2_2
; %bb.1:                                ; %callmix
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v6
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v8
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b64 s[2:3], s[18:19]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, mix@rel32@lo+4
	s_addc_u32 s5, s5, mix@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v3, v0
.LBB2_2:                                ; %join
	s_or_b32 exec_lo, exec_lo, s9
	v_mov_b32_e32 v0, v3
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v8
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b64 s[2:3], s[18:19]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, blend@rel32@lo+4
	s_addc_u32 s5, s5, blend@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	v_and_b32_e32 v5, 3, v8
	v_mov_b32_e32 v4, v0
	s_mov_b32 s7, 0
	v_cmp_ne_u32_e32 vcc_lo, 0, v5
	s_and_saveexec_b32 s6, vcc_lo
	s_cbranch_execz .LBB2_6
; %bb.3:                                ; %loop.preheader
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b32 s8, 0
	s_mov_b64 s[2:3], s[18:19]
.LBB2_4:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v0, v4
	s_swappc_b64 s[30:31], s[4:5]
	s_add_i32 s8, s8, 1
	v_mov_b32_e32 v4, v0
	v_cmp_ge_u32_e32 vcc_lo, s8, v5
	v_add_nc_u32_e32 v1, 0x3d1, v1
	s_or_b32 s7, vcc_lo, s7
	s_andn2_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB2_4
; %bb.5:                                ; %Flow
	s_or_b32 exec_lo, exec_lo, s7
.LBB2_6:                                ; %Flow4
	s_or_b32 exec_lo, exec_lo, s6
	v_lshlrev_b64 v[0:1], 3, v[6:7]
	v_add_co_u32 v0, vcc_lo, s12, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s13, v1, vcc_lo
	global_store_dwordx2 v[0:1], v[3:4], off
	s_endpgm
.Lfunc_end2:
	.size	call_func, .Lfunc_end2-call_func
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 348
; NumSgprs: 36
; NumVgprs: 9
; ScratchSize: 16464
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 9
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
