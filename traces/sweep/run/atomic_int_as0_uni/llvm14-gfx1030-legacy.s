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
	.globl	atomic_int_as0_uni              ; -- Begin function atomic_int_as0_uni
	.p2align	8
	.type	atomic_int_as0_uni,@function
atomic_int_as0_uni:                     ; @atomic_int_as0_uni
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx2 s[4:5], s[0:1], 0x34
	s_load_dwordx4 s[0:3], s[0:1], 0x24
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s4, 1
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	s_addc_u32 s7, s5, 0
	s_mov_b32 s4, 0
	flat_atomic_swap v5, v[0:1], v4 offset:16 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v5, s[0:1] offset:4
	s_clause 0x1
	flat_atomic_swap v[0:1], v4 offset:32
	flat_atomic_add v5, v[2:3], v4 offset:48 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v5, s[0:1] offset:12
	s_clause 0x1
	flat_atomic_add v[0:1], v4 offset:64
	flat_atomic_sub v5, v[2:3], v4 offset:80 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v5, s[0:1] offset:20
	s_clause 0x1
	flat_atomic_sub v[0:1], v4 offset:96
	flat_atomic_and v5, v[2:3], v4 offset:112 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v5, s[0:1] offset:28
	s_clause 0x1
	flat_atomic_and v[0:1], v4 offset:128
	flat_load_dword v0, v[2:3] offset:144
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_and_b32_e32 v0, s6, v1
	v_not_b32_e32 v0, v0
	flat_atomic_cmpswap v0, v[2:3], v[0:1] offset:144 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	s_or_b32 s4, vcc_lo, s4
	s_andn2_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b32 exec_lo, exec_lo, s4
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v1, s2
	v_mov_b32_e32 v2, s3
	s_mov_b32 s4, 0
	global_store_dword v3, v0, s[0:1] offset:36
	flat_load_dword v1, v[1:2] offset:160
.LBB0_3:                                ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v0, s6, v1
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_not_b32_e32 v0, v0
	flat_atomic_cmpswap v0, v[2:3], v[0:1] offset:160 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s4, vcc_lo, s4
	s_andn2_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %atomicrmw.end1
	s_or_b32 exec_lo, exec_lo, s4
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v6, 0
	s_mov_b32 s4, 3
	s_mov_b32 s5, s6
	flat_atomic_or v2, v[0:1], v4 offset:176 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v2, s[0:1] offset:44
	s_clause 0x1
	flat_atomic_or v[0:1], v4 offset:192
	flat_atomic_xor v2, v[0:1], v4 offset:208 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v2, s[0:1] offset:52
	s_clause 0x1
	flat_atomic_xor v[0:1], v4 offset:224
	flat_atomic_smax v2, v[0:1], v4 offset:240 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v2, s[0:1] offset:60
	s_clause 0x1
	flat_atomic_smax v[0:1], v4 offset:256
	flat_atomic_smin v2, v[0:1], v4 offset:272 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v2, s[0:1] offset:68
	s_clause 0x1
	flat_atomic_smin v[0:1], v4 offset:288
	flat_atomic_umax v2, v[0:1], v4 offset:304 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v2, s[0:1] offset:76
	s_clause 0x1
	flat_atomic_umax v[0:1], v4 offset:320
	flat_atomic_umin v5, v[0:1], v4 offset:336 glc
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v5, s[0:1] offset:84
	s_clause 0x1
	flat_atomic_umin v[0:1], v4 offset:352
	flat_atomic_cmpswap v7, v[0:1], v[2:3] offset:368 glc
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v7, s[0:1] offset:92
	s_clause 0x1
	flat_atomic_cmpswap v[0:1], v[2:3] offset:384
	flat_atomic_swap_x2 v[2:3], v[0:1], v[4:5] offset:800 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v6, v[2:3], s[0:1] offset:200
	s_clause 0x1
	flat_atomic_swap_x2 v[0:1], v[4:5] offset:832
	flat_atomic_add_x2 v[2:3], v[0:1], v[4:5] offset:864 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v6, v[2:3], s[0:1] offset:216
	s_clause 0x1
	flat_atomic_add_x2 v[0:1], v[4:5] offset:896
	flat_atomic_sub_x2 v[2:3], v[0:1], v[4:5] offset:928 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v6, v[2:3], s[0:1] offset:232
	s_clause 0x1
	flat_atomic_sub_x2 v[0:1], v[4:5] offset:960
	flat_atomic_and_x2 v[2:3], v[0:1], v[4:5] offset:992 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v6, v[2:3], s[0:1] offset:248
	s_clause 0x1
	flat_atomic_and_x2 v[0:1], v[4:5] offset:1024
	flat_load_dwordx2 v[0:1], v[0:1] offset:1056
.LBB0_5:                                ; %atomicrmw.start8
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v5, s3
	v_mov_b32_e32 v4, s2
	v_and_b32_e32 v0, s7, v3
	v_and_b32_e32 v6, s6, v2
	v_not_b32_e32 v1, v0
	v_not_b32_e32 v0, v6
	flat_atomic_cmpswap_x2 v[0:1], v[4:5], v[0:3] offset:1056 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc_lo, v[0:1], v[2:3]
	s_or_b32 s4, vcc_lo, s4
	s_andn2_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %atomicrmw.end7
	s_or_b32 exec_lo, exec_lo, s4
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	s_mov_b32 s4, 0
	global_store_dwordx2 v4, v[0:1], s[0:1] offset:264
	flat_load_dwordx2 v[2:3], v[2:3] offset:1088
.LBB0_7:                                ; %atomicrmw.start14
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v0, s7, v3
	v_and_b32_e32 v6, s6, v2
	v_mov_b32_e32 v5, s3
	v_mov_b32_e32 v4, s2
	v_not_b32_e32 v1, v0
	v_not_b32_e32 v0, v6
	flat_atomic_cmpswap_x2 v[0:1], v[4:5], v[0:3] offset:1088 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc_lo, v[0:1], v[2:3]
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	s_or_b32 s4, vcc_lo, s4
	s_andn2_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end13
	s_or_b32 exec_lo, exec_lo, s4
	v_mov_b32_e32 v5, s3
	v_mov_b32_e32 v6, s6
	v_mov_b32_e32 v4, s2
	v_mov_b32_e32 v7, s7
	v_mov_b32_e32 v10, 0
	s_mov_b32 s4, 3
	s_mov_b32 s5, 0
	flat_atomic_or_x2 v[0:1], v[4:5], v[6:7] offset:1120 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v10, v[0:1], s[0:1] offset:280
	s_clause 0x1
	flat_atomic_or_x2 v[4:5], v[6:7] offset:1152
	flat_atomic_xor_x2 v[0:1], v[4:5], v[6:7] offset:1184 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v10, v[0:1], s[0:1] offset:296
	s_clause 0x1
	flat_atomic_xor_x2 v[4:5], v[6:7] offset:1216
	flat_atomic_smax_x2 v[0:1], v[4:5], v[6:7] offset:1248 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v10, v[0:1], s[0:1] offset:312
	s_clause 0x1
	flat_atomic_smax_x2 v[4:5], v[6:7] offset:1280
	flat_atomic_smin_x2 v[0:1], v[4:5], v[6:7] offset:1312 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v10, v[0:1], s[0:1] offset:328
	s_clause 0x1
	flat_atomic_smin_x2 v[4:5], v[6:7] offset:1344
	flat_atomic_umax_x2 v[0:1], v[4:5], v[6:7] offset:1376 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v10, v[0:1], s[0:1] offset:344
	s_clause 0x1
	flat_atomic_umax_x2 v[4:5], v[6:7] offset:1408
	flat_atomic_umin_x2 v[8:9], v[4:5], v[6:7] offset:1440 glc
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v10, v[8:9], s[0:1] offset:360
	s_clause 0x1
	flat_atomic_umin_x2 v[4:5], v[6:7] offset:1472
	flat_atomic_cmpswap_x2 v[6:7], v[4:5], v[0:3] offset:1504 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v10, v[6:7], s[0:1] offset:376
	flat_atomic_cmpswap_x2 v[4:5], v[0:3] offset:1536
	s_endpgm
.Lfunc_end0:
	.size	atomic_int_as0_uni, .Lfunc_end0-atomic_int_as0_uni
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1180
; NumSgprs: 10
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
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
	.amdgpu_lds lds_atomic_int_div, 2048, 16
	.amdgpu_lds lds_atomic_int_uni, 2048, 16
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
