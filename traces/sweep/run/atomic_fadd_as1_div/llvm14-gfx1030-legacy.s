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
	.globl	atomic_fadd_as1_div             ; -- Begin function atomic_fadd_as1_div
	.p2align	8
	.type	atomic_fadd_as1_div,@function
atomic_fadd_as1_div:                    ; @atomic_fadd_as1_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[0:1], 0x24
	v_lshlrev_b32_e32 v3, 2, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x34
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_dwordx2 v[1:2], v3, s[4:5]
	global_load_dword v4, v3, s[6:7] offset:256
	s_add_u32 s0, s0, 1
	s_addc_u32 s1, s1, 0
	s_waitcnt vmcnt(1)
	v_add_co_u32 v1, vcc_lo, v1, s0
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	v_add_co_u32 v3, s0, s6, v3
	v_cvt_f64_i32_e32 v[5:6], v2
	v_xor_b32_e32 v7, v1, v2
	v_ffbh_i32_e32 v10, v2
	v_ashrrev_i32_e32 v9, 31, v7
	v_cvt_f64_u32_e32 v[7:8], v1
	v_add_nc_u32_e32 v10, -1, v10
	v_add_nc_u32_e32 v9, 32, v9
	v_min_u32_e32 v9, v10, v9
	v_lshlrev_b64 v[1:2], v9, v[1:2]
	v_ldexp_f64 v[5:6], v[5:6], 32
	v_min_u32_e32 v1, 1, v1
	v_or_b32_e32 v2, v2, v1
	v_mov_b32_e32 v1, 0
	v_cvt_f32_i32_e32 v2, v2
	v_add_f64 v[6:7], v[5:6], v[7:8]
	v_sub_nc_u32_e32 v5, 32, v9
	v_add_co_ci_u32_e64 v9, s0, s7, 0, s0
	s_mov_b32 s0, 0
	v_ldexp_f32 v8, v2, v5
	v_add_co_u32 v2, vcc_lo, 0x100, v3
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v9, vcc_lo
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v4
	v_add_f32_e32 v4, v5, v8
	global_atomic_cmpswap v4, v[2:3], v[4:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_or_b32 s0, vcc_lo, s0
	s_andn2_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, 0
	s_mov_b32 s0, 0
	global_store_dword v5, v4, s[4:5] offset:4
	v_add_co_u32 v2, vcc_lo, s6, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s7, v3, vcc_lo
	global_load_dword v5, v[2:3], off offset:512
	v_add_co_u32 v2, vcc_lo, 0x200, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
.LBB0_3:                                ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v5, v8
	global_atomic_cmpswap v4, v[2:3], v[4:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	v_mov_b32_e32 v5, v4
	s_or_b32 s0, vcc_lo, s0
	s_andn2_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %atomicrmw.end1
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_mov_b32 s0, 0
	v_add_co_u32 v2, vcc_lo, s6, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s7, v3, vcc_lo
	global_load_dword v4, v[2:3], off offset:768
	v_add_co_u32 v2, vcc_lo, 0x300, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
.LBB0_5:                                ; %atomicrmw.start8
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v4
	v_sub_f32_e32 v4, v5, v8
	global_atomic_cmpswap v4, v[2:3], v[4:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_or_b32 s0, vcc_lo, s0
	s_andn2_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %atomicrmw.end7
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, 0
	s_mov_b32 s0, 0
	global_store_dword v5, v4, s[4:5] offset:12
	v_add_co_u32 v2, vcc_lo, s6, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s7, v3, vcc_lo
	global_load_dword v5, v[2:3], off offset:1024
	v_add_co_u32 v2, vcc_lo, 0x400, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
.LBB0_7:                                ; %atomicrmw.start14
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v4, v5, v8
	global_atomic_cmpswap v4, v[2:3], v[4:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	v_mov_b32_e32 v5, v4
	s_or_b32 s0, vcc_lo, s0
	s_andn2_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end13
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b64 v[4:5], 3, v[0:1]
	v_mov_b32_e32 v12, 0
	s_mov_b32 s0, 0
	v_add_co_u32 v2, vcc_lo, s6, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s7, v3, vcc_lo
	v_add_co_u32 v10, vcc_lo, s6, v4
	v_add_co_ci_u32_e32 v11, vcc_lo, s7, v5, vcc_lo
	global_atomic_swap v9, v[2:3], v8, off offset:1280 glc
	v_add_co_u32 v4, vcc_lo, 0x800, v10
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v11, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_dword v12, v9, s[4:5] offset:20
	s_clause 0x1
	global_atomic_swap v[2:3], v8, off offset:1536
	global_load_dwordx2 v[2:3], v[4:5], off offset:1536
	v_add_co_u32 v4, vcc_lo, 0xe00, v10
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v11, vcc_lo
.LBB0_9:                                ; %atomicrmw.start20
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v10, v2
	v_add_f64 v[8:9], v[10:11], v[6:7]
	global_atomic_cmpswap_x2 v[2:3], v[4:5], v[8:11], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc_lo, v[2:3], v[10:11]
	s_or_b32 s0, vcc_lo, s0
	s_andn2_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_9
; %bb.10:                               ; %atomicrmw.end19
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64 v[4:5], 3, v[0:1]
	v_mov_b32_e32 v10, 0
	s_mov_b32 s0, 0
	global_store_dwordx2 v10, v[2:3], s[4:5] offset:56
	v_add_co_u32 v4, vcc_lo, s6, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s7, v5, vcc_lo
	v_add_co_u32 v8, vcc_lo, v4, 0x1000
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v5, vcc_lo
	global_load_dwordx2 v[4:5], v[8:9], off
.LBB0_11:                               ; %atomicrmw.start26
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_add_f64 v[2:3], v[4:5], v[6:7]
	global_atomic_cmpswap_x2 v[2:3], v[8:9], v[2:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc_lo, v[2:3], v[4:5]
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v4, v2
	s_or_b32 s0, vcc_lo, s0
	s_andn2_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_11
; %bb.12:                               ; %atomicrmw.end25
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_mov_b32 s0, 0
	v_add_co_u32 v4, vcc_lo, s6, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, s7, v3, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x1000, v4
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v5, vcc_lo
	v_add_co_u32 v4, vcc_lo, 0x1200, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v5, vcc_lo
	global_load_dwordx2 v[2:3], v[2:3], off offset:512
.LBB0_13:                               ; %atomicrmw.start32
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v10, v2
	v_add_f64 v[8:9], v[10:11], -v[6:7]
	global_atomic_cmpswap_x2 v[2:3], v[4:5], v[8:11], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc_lo, v[2:3], v[10:11]
	s_or_b32 s0, vcc_lo, s0
	s_andn2_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_13
; %bb.14:                               ; %atomicrmw.end31
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64 v[4:5], 3, v[0:1]
	v_mov_b32_e32 v10, 0
	s_mov_b32 s0, 0
	global_store_dwordx2 v10, v[2:3], s[4:5] offset:72
	v_add_co_u32 v8, vcc_lo, s6, v4
	v_add_co_ci_u32_e32 v9, vcc_lo, s7, v5, vcc_lo
	v_add_co_u32 v4, vcc_lo, 0x1000, v8
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v8, vcc_lo, 0x1400, v8
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v9, vcc_lo
	global_load_dwordx2 v[4:5], v[4:5], off offset:1024
.LBB0_15:                               ; %atomicrmw.start38
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_add_f64 v[2:3], v[4:5], -v[6:7]
	global_atomic_cmpswap_x2 v[2:3], v[8:9], v[2:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc_lo, v[2:3], v[4:5]
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v4, v2
	s_or_b32 s0, vcc_lo, s0
	s_andn2_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_15
; %bb.16:                               ; %atomicrmw.end37
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v4, 0
	v_add_co_u32 v2, vcc_lo, s6, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s7, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, 0x1000, v2
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v3, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x1800, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
	global_atomic_swap_x2 v[0:1], v[0:1], v[6:7], off offset:1536 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v4, v[0:1], s[4:5] offset:88
	global_atomic_swap_x2 v[2:3], v[6:7], off
	s_endpgm
.Lfunc_end0:
	.size	atomic_fadd_as1_div, .Lfunc_end0-atomic_fadd_as1_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1224
; NumSgprs: 10
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 13
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.amdgpu_lds lds_atomic_fadd_div, 2048, 16
	.amdgpu_lds lds_atomic_fadd_uni, 2048, 16
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
