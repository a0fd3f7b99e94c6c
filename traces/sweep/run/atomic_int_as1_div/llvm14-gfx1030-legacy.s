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
	.globl	atomic_int_as1_div              ; -- Begin function atomic_int_as1_div
	.p2align	8
	.type	atomic_int_as1_div,@function
atomic_int_as1_div:                     ; @atomic_int_as1_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[0:1], 0x24
	v_lshlrev_b32_e32 v4, 2, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x34
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v4, s[4:5]
	s_add_u32 s0, s0, 1
	s_addc_u32 s1, s1, 0
	s_waitcnt vmcnt(0)
	v_add_co_u32 v2, vcc_lo, v2, s0
	v_add_co_u32 v7, s0, s6, v4
	v_add_co_ci_u32_e64 v8, s0, s7, 0, s0
	global_atomic_swap v5, v4, v2, s[6:7] offset:256 glc
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	global_store_dword v1, v5, s[4:5] offset:4
	s_clause 0x1
	global_atomic_swap v4, v2, s[6:7] offset:512
	global_atomic_add v5, v4, v2, s[6:7] offset:768 glc
	s_waitcnt vmcnt(0)
	global_store_dword v1, v5, s[4:5] offset:12
	s_clause 0x1
	global_atomic_add v4, v2, s[6:7] offset:1024
	global_atomic_sub v5, v4, v2, s[6:7] offset:1280 glc
	s_waitcnt vmcnt(0)
	global_store_dword v1, v5, s[4:5] offset:20
	s_clause 0x1
	global_atomic_sub v4, v2, s[6:7] offset:1536
	global_atomic_and v6, v4, v2, s[6:7] offset:1792 glc
	v_add_co_u32 v4, vcc_lo, 0x800, v7
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v8, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_dword v1, v6, s[4:5] offset:28
	s_clause 0x1
	global_atomic_and v[4:5], v2, off
	global_load_dword v6, v[4:5], off offset:256
	v_add_co_u32 v4, vcc_lo, 0x900, v7
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v8, vcc_lo
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v6
	v_and_b32_e32 v6, v7, v2
	v_not_b32_e32 v6, v6
	global_atomic_cmpswap v6, v[4:5], v[6:7], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v6, v7
	s_or_b32 s0, vcc_lo, s0
	s_andn2_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v7, 0
	s_mov_b32 s0, 0
	global_store_dword v7, v6, s[4:5] offset:36
	v_add_co_u32 v8, vcc_lo, s6, v4
	v_add_co_ci_u32_e32 v9, vcc_lo, s7, v5, vcc_lo
	v_add_co_u32 v4, vcc_lo, 0x800, v8
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v9, vcc_lo
	global_load_dword v7, v[4:5], off offset:512
	v_add_co_u32 v4, vcc_lo, 0xa00, v8
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v9, vcc_lo
.LBB0_3:                                ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v6, v7, v2
	v_not_b32_e32 v6, v6
	global_atomic_cmpswap v6, v[4:5], v[6:7], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v6, v7
	v_mov_b32_e32 v7, v6
	s_or_b32 s0, vcc_lo, s0
	s_andn2_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %atomicrmw.end1
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v7, v2
	s_mov_b32 s0, 0
	v_add_co_u32 v8, vcc_lo, s6, v4
	v_add_co_ci_u32_e32 v9, vcc_lo, s7, v5, vcc_lo
	v_add_co_u32 v4, vcc_lo, 0x800, v8
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v9, vcc_lo
	global_atomic_or v6, v[4:5], v2, off offset:768 glc
	s_waitcnt vmcnt(0)
	global_store_dword v10, v6, s[4:5] offset:44
	s_clause 0x1
	global_atomic_or v[4:5], v2, off offset:1024
	global_atomic_xor v6, v[4:5], v2, off offset:1280 glc
	s_waitcnt vmcnt(0)
	global_store_dword v10, v6, s[4:5] offset:52
	s_clause 0x1
	global_atomic_xor v[4:5], v2, off offset:1536
	global_atomic_smax v6, v[4:5], v2, off offset:1792 glc
	v_add_co_u32 v4, vcc_lo, 0x1000, v8
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v9, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_dword v10, v6, s[4:5] offset:60
	s_clause 0x1
	global_atomic_smax v[4:5], v2, off
	global_atomic_smin v6, v[4:5], v2, off offset:256 glc
	s_waitcnt vmcnt(0)
	global_store_dword v10, v6, s[4:5] offset:68
	s_clause 0x1
	global_atomic_smin v[4:5], v2, off offset:512
	global_atomic_umax v6, v[4:5], v2, off offset:768 glc
	s_waitcnt vmcnt(0)
	global_store_dword v10, v6, s[4:5] offset:76
	s_clause 0x1
	global_atomic_umax v[4:5], v2, off offset:1024
	global_atomic_umin v11, v[4:5], v2, off offset:1280 glc
	v_mov_b32_e32 v6, 3
	s_waitcnt vmcnt(0)
	global_store_dword v10, v11, s[4:5] offset:84
	s_clause 0x1
	global_atomic_umin v[4:5], v2, off offset:1536
	global_atomic_cmpswap v11, v[4:5], v[6:7], off offset:1792 glc
	v_lshlrev_b64 v[4:5], 3, v[0:1]
	v_add_co_u32 v12, vcc_lo, s6, v4
	v_add_co_ci_u32_e32 v13, vcc_lo, s7, v5, vcc_lo
	v_add_co_u32 v4, vcc_lo, 0x1800, v8
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v8, vcc_lo, 0x3000, v12
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v13, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_dword v10, v11, s[4:5] offset:92
	s_clause 0x1
	global_atomic_cmpswap v[4:5], v[6:7], off
	global_atomic_swap_x2 v[4:5], v[8:9], v[2:3], off offset:512 glc
	v_add_co_u32 v6, vcc_lo, 0x3800, v12
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v13, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v10, v[4:5], s[4:5] offset:200
	s_clause 0x1
	global_atomic_swap_x2 v[8:9], v[2:3], off offset:1024
	global_atomic_add_x2 v[4:5], v[8:9], v[2:3], off offset:1536 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v10, v[4:5], s[4:5] offset:216
	s_clause 0x1
	global_atomic_add_x2 v[6:7], v[2:3], off
	global_atomic_sub_x2 v[4:5], v[6:7], v[2:3], off offset:512 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v10, v[4:5], s[4:5] offset:232
	s_clause 0x1
	global_atomic_sub_x2 v[6:7], v[2:3], off offset:1024
	global_atomic_and_x2 v[4:5], v[6:7], v[2:3], off offset:1536 glc
	v_add_co_u32 v6, vcc_lo, 0x4000, v12
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v13, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v10, v[4:5], s[4:5] offset:248
	s_clause 0x1
	global_atomic_and_x2 v[6:7], v[2:3], off
	global_load_dwordx2 v[4:5], v[6:7], off offset:512
	v_add_co_u32 v6, vcc_lo, 0x4200, v12
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v13, vcc_lo
.LBB0_5:                                ; %atomicrmw.start8
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v5
	v_mov_b32_e32 v10, v4
	v_and_b32_e32 v4, v11, v3
	v_and_b32_e32 v5, v10, v2
	v_not_b32_e32 v9, v4
	v_not_b32_e32 v8, v5
	global_atomic_cmpswap_x2 v[4:5], v[6:7], v[8:11], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc_lo, v[4:5], v[10:11]
	s_or_b32 s0, vcc_lo, s0
	s_andn2_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %atomicrmw.end7
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64 v[6:7], 3, v[0:1]
	v_mov_b32_e32 v10, 0
	s_mov_b32 s0, 0
	global_store_dwordx2 v10, v[4:5], s[4:5] offset:264
	v_add_co_u32 v8, vcc_lo, s6, v6
	v_add_co_ci_u32_e32 v9, vcc_lo, s7, v7, vcc_lo
	v_add_co_u32 v6, vcc_lo, 0x4000, v8
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v8, vcc_lo, 0x4400, v8
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v9, vcc_lo
	global_load_dwordx2 v[6:7], v[6:7], off offset:1024
.LBB0_7:                                ; %atomicrmw.start14
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, v7, v3
	v_and_b32_e32 v10, v6, v2
	v_not_b32_e32 v5, v4
	v_not_b32_e32 v4, v10
	global_atomic_cmpswap_x2 v[4:5], v[8:9], v[4:7], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc_lo, v[4:5], v[6:7]
	v_mov_b32_e32 v7, v5
	v_mov_b32_e32 v6, v4
	s_or_b32 s0, vcc_lo, s0
	s_andn2_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end13
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_add_co_u32 v8, vcc_lo, s6, v0
	v_add_co_ci_u32_e32 v9, vcc_lo, s7, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, 0x4000, v8
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, 0x4800, v8
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v9, vcc_lo
	global_atomic_or_x2 v[4:5], v[0:1], v[2:3], off offset:1536 glc
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 3
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v1, v[4:5], s[4:5] offset:280
	s_clause 0x1
	global_atomic_or_x2 v[6:7], v[2:3], off
	global_atomic_xor_x2 v[4:5], v[6:7], v[2:3], off offset:512 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v1, v[4:5], s[4:5] offset:296
	s_clause 0x1
	global_atomic_xor_x2 v[6:7], v[2:3], off offset:1024
	global_atomic_smax_x2 v[4:5], v[6:7], v[2:3], off offset:1536 glc
	v_add_co_u32 v6, vcc_lo, 0x5000, v8
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v9, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v1, v[4:5], s[4:5] offset:312
	s_clause 0x1
	global_atomic_smax_x2 v[6:7], v[2:3], off
	global_atomic_smin_x2 v[4:5], v[6:7], v[2:3], off offset:512 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v1, v[4:5], s[4:5] offset:328
	s_clause 0x1
	global_atomic_smin_x2 v[6:7], v[2:3], off offset:1024
	global_atomic_umax_x2 v[4:5], v[6:7], v[2:3], off offset:1536 glc
	v_add_co_u32 v6, vcc_lo, 0x5800, v8
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v9, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v1, v[4:5], s[4:5] offset:344
	s_clause 0x1
	global_atomic_umax_x2 v[6:7], v[2:3], off
	global_atomic_umin_x2 v[4:5], v[6:7], v[2:3], off offset:512 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v1, v[4:5], s[4:5] offset:360
	s_clause 0x1
	global_atomic_umin_x2 v[6:7], v[2:3], off offset:1024
	global_atomic_cmpswap_x2 v[4:5], v[6:7], v[0:3], off offset:1536 glc
	v_add_co_u32 v6, vcc_lo, 0x6000, v8
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v9, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v1, v[4:5], s[4:5] offset:376
	global_atomic_cmpswap_x2 v[6:7], v[0:3], off
	s_endpgm
.Lfunc_end0:
	.size	atomic_int_as1_div, .Lfunc_end0-atomic_int_as1_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1508
; NumSgprs: 10
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 14
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.amdgpu_lds lds_atomic_int_div, 2048, 16
	.amdgpu_lds lds_atomic_int_uni, 2048, 16
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
