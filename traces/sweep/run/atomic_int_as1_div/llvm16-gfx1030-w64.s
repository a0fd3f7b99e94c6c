	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	atomic_int_as1_div              ; -- Begin function atomic_int_as1_div
	.p2align	8
	.type	atomic_int_as1_div,@function
atomic_int_as1_div:                     ; @atomic_int_as1_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v4, 2, v0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v4, s[0:1]
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_waitcnt vmcnt(0)
	v_add_co_u32 v2, vcc, v2, s4
	v_add_co_ci_u32_e32 v3, vcc, s5, v3, vcc
	v_add_co_u32 v7, s[4:5], s2, v4
	global_atomic_swap v5, v4, v2, s[2:3] offset:256 glc
	v_add_co_ci_u32_e64 v8, null, s3, 0, s[4:5]
	s_mov_b64 s[4:5], 0
	s_waitcnt vmcnt(0)
	global_store_dword v1, v5, s[0:1] offset:4
	s_clause 0x1
	global_atomic_swap v4, v2, s[2:3] offset:512
	global_atomic_add v5, v4, v2, s[2:3] offset:768 glc
	s_waitcnt vmcnt(0)
	global_store_dword v1, v5, s[0:1] offset:12
	s_clause 0x1
	global_atomic_add v4, v2, s[2:3] offset:1024
	global_atomic_sub v5, v4, v2, s[2:3] offset:1280 glc
	s_waitcnt vmcnt(0)
	global_store_dword v1, v5, s[0:1] offset:20
	s_clause 0x1
	global_atomic_sub v4, v2, s[2:3] offset:1536
	global_atomic_and v6, v4, v2, s[2:3] offset:1792 glc
	v_add_co_u32 v4, vcc, 0x800, v7
	v_add_co_ci_u32_e32 v5, vcc, 0, v8, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v1, v6, s[0:1] offset:28
	s_clause 0x1
	global_atomic_and v[4:5], v2, off
	global_load_dword v6, v[4:5], off offset:256
	v_add_co_u32 v4, vcc, 0x900, v7
	v_add_co_ci_u32_e32 v5, vcc, 0, v8, vcc
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v6
	v_and_b32_e32 v6, v7, v2
	v_not_b32_e32 v6, v6
	global_atomic_cmpswap v6, v[4:5], v[6:7], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v6, v7
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[4:5], 0
	global_store_dword v7, v6, s[0:1] offset:36
	v_add_co_u32 v12, vcc, s2, v4
	v_add_co_ci_u32_e32 v13, vcc, s3, v5, vcc
	v_add_co_u32 v4, vcc, 0x800, v12
	v_add_co_ci_u32_e32 v5, vcc, 0, v13, vcc
	v_add_co_u32 v6, vcc, 0xa00, v12
	v_add_co_ci_u32_e32 v7, vcc, 0, v13, vcc
	global_load_dword v9, v[4:5], off offset:512
.LBB0_3:                                ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v8, v9, v2
	v_not_b32_e32 v8, v8
	global_atomic_cmpswap v8, v[6:7], v[8:9], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v8, v9
	v_mov_b32_e32 v9, v8
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %atomicrmw.end1
	s_or_b64 exec, exec, s[4:5]
	global_atomic_or v6, v[4:5], v2, off offset:768 glc
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[4:5], 0
	s_waitcnt vmcnt(0)
	global_store_dword v7, v6, s[0:1] offset:44
	s_clause 0x1
	global_atomic_or v[4:5], v2, off offset:1024
	global_atomic_xor v6, v[4:5], v2, off offset:1280 glc
	s_waitcnt vmcnt(0)
	global_store_dword v7, v6, s[0:1] offset:52
	s_clause 0x1
	global_atomic_xor v[4:5], v2, off offset:1536
	global_load_dword v6, v[4:5], off offset:1792
	v_add_co_u32 v4, vcc, 0xf00, v12
	v_add_co_ci_u32_e32 v5, vcc, 0, v13, vcc
.LBB0_5:                                ; %atomicrmw.start8
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v6
	v_max_i32_e32 v6, v7, v2
	global_atomic_cmpswap v6, v[4:5], v[6:7], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v6, v7
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %atomicrmw.end7
	s_or_b64 exec, exec, s[4:5]
	v_add_co_u32 v4, vcc, 0x1000, v12
	v_mov_b32_e32 v7, 0
	v_add_co_ci_u32_e32 v5, vcc, 0, v13, vcc
	s_mov_b64 s[4:5], 0
	global_store_dword v7, v6, s[0:1] offset:60
	global_load_dword v7, v[4:5], off
.LBB0_7:                                ; %atomicrmw.start14
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_i32_e32 v6, v7, v2
	global_atomic_cmpswap v6, v[4:5], v[6:7], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v6, v7
	v_mov_b32_e32 v7, v6
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end13
	s_or_b64 exec, exec, s[4:5]
	global_load_dword v8, v[4:5], off offset:256
	v_add_co_u32 v6, vcc, 0x1100, v12
	v_add_co_ci_u32_e32 v7, vcc, 0, v13, vcc
	s_mov_b64 s[4:5], 0
.LBB0_9:                                ; %atomicrmw.start20
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v8
	v_min_i32_e32 v8, v9, v2
	global_atomic_cmpswap v8, v[6:7], v[8:9], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v8, v9
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_9
; %bb.10:                               ; %atomicrmw.end19
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v6, 0
	s_mov_b64 s[4:5], 0
	global_store_dword v6, v8, s[0:1] offset:68
	global_load_dword v9, v[4:5], off offset:512
	v_add_co_u32 v6, vcc, 0x1200, v12
	v_add_co_ci_u32_e32 v7, vcc, 0, v13, vcc
.LBB0_11:                               ; %atomicrmw.start26
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_min_i32_e32 v8, v9, v2
	global_atomic_cmpswap v8, v[6:7], v[8:9], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v8, v9
	v_mov_b32_e32 v9, v8
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_11
; %bb.12:                               ; %atomicrmw.end25
	s_or_b64 exec, exec, s[4:5]
	global_load_dword v8, v[4:5], off offset:768
	v_add_co_u32 v6, vcc, 0x1300, v12
	v_add_co_ci_u32_e32 v7, vcc, 0, v13, vcc
	s_mov_b64 s[4:5], 0
.LBB0_13:                               ; %atomicrmw.start32
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v8
	v_max_u32_e32 v8, v9, v2
	global_atomic_cmpswap v8, v[6:7], v[8:9], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v8, v9
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_13
; %bb.14:                               ; %atomicrmw.end31
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v6, 0
	s_mov_b64 s[4:5], 0
	global_store_dword v6, v8, s[0:1] offset:76
	global_load_dword v9, v[4:5], off offset:1024
	v_add_co_u32 v6, vcc, 0x1400, v12
	v_add_co_ci_u32_e32 v7, vcc, 0, v13, vcc
.LBB0_15:                               ; %atomicrmw.start38
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_u32_e32 v8, v9, v2
	global_atomic_cmpswap v8, v[6:7], v[8:9], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v8, v9
	v_mov_b32_e32 v9, v8
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_15
; %bb.16:                               ; %atomicrmw.end37
	s_or_b64 exec, exec, s[4:5]
	global_load_dword v8, v[4:5], off offset:1280
	v_add_co_u32 v6, vcc, 0x1500, v12
	v_add_co_ci_u32_e32 v7, vcc, 0, v13, vcc
	s_mov_b64 s[4:5], 0
.LBB0_17:                               ; %atomicrmw.start44
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v8
	v_min_u32_e32 v8, v9, v2
	global_atomic_cmpswap v8, v[6:7], v[8:9], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v8, v9
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_17
; %bb.18:                               ; %atomicrmw.end43
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v6, 0
	s_mov_b64 s[4:5], 0
	global_store_dword v6, v8, s[0:1] offset:84
	global_load_dword v9, v[4:5], off offset:1536
	v_add_co_u32 v6, vcc, 0x1600, v12
	v_add_co_ci_u32_e32 v7, vcc, 0, v13, vcc
.LBB0_19:                               ; %atomicrmw.start50
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_min_u32_e32 v8, v9, v2
	global_atomic_cmpswap v8, v[6:7], v[8:9], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v8, v9
	v_mov_b32_e32 v9, v8
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_19
; %bb.20:                               ; %atomicrmw.end49
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v6, 3
	v_mov_b32_e32 v7, v2
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v9, 0
	global_atomic_cmpswap v8, v[4:5], v[6:7], off offset:1792 glc
	v_add_co_u32 v10, vcc, s2, v0
	v_add_co_ci_u32_e32 v11, vcc, s3, v1, vcc
	v_add_co_u32 v0, vcc, 0x1800, v12
	v_add_co_ci_u32_e32 v1, vcc, 0, v13, vcc
	v_add_co_u32 v4, vcc, 0x3000, v10
	v_add_co_ci_u32_e32 v5, vcc, 0, v11, vcc
	s_mov_b64 s[2:3], 0
	s_waitcnt vmcnt(0)
	global_store_dword v9, v8, s[0:1] offset:92
	s_clause 0x1
	global_atomic_cmpswap v[0:1], v[6:7], off
	global_atomic_swap_x2 v[0:1], v[4:5], v[2:3], off offset:512 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v9, v[0:1], s[0:1] offset:200
	s_clause 0x1
	global_atomic_swap_x2 v[4:5], v[2:3], off offset:1024
	global_atomic_add_x2 v[0:1], v[4:5], v[2:3], off offset:1536 glc
	v_add_co_u32 v4, vcc, 0x3800, v10
	v_add_co_ci_u32_e32 v5, vcc, 0, v11, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v9, v[0:1], s[0:1] offset:216
	s_clause 0x1
	global_atomic_add_x2 v[4:5], v[2:3], off
	global_atomic_sub_x2 v[0:1], v[4:5], v[2:3], off offset:512 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v9, v[0:1], s[0:1] offset:232
	s_clause 0x1
	global_atomic_sub_x2 v[4:5], v[2:3], off offset:1024
	global_atomic_and_x2 v[4:5], v[4:5], v[2:3], off offset:1536 glc
	v_add_co_u32 v0, vcc, 0x4000, v10
	v_add_co_ci_u32_e32 v1, vcc, 0, v11, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v9, v[4:5], s[0:1] offset:248
	s_clause 0x1
	global_atomic_and_x2 v[0:1], v[2:3], off
	global_load_dwordx2 v[6:7], v[0:1], off offset:512
	v_add_co_u32 v4, vcc, 0x4200, v10
	v_add_co_ci_u32_e32 v5, vcc, 0, v11, vcc
.LBB0_21:                               ; %atomicrmw.start56
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v7
	v_mov_b32_e32 v8, v6
	v_and_b32_e32 v6, v9, v3
	v_and_b32_e32 v12, v8, v2
	v_not_b32_e32 v7, v6
	v_not_b32_e32 v6, v12
	global_atomic_cmpswap_x2 v[6:7], v[4:5], v[6:9], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[6:7], v[8:9]
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_21
; %bb.22:                               ; %atomicrmw.end55
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v4, 0
	v_add_co_u32 v8, vcc, 0x4400, v10
	v_add_co_ci_u32_e32 v9, vcc, 0, v11, vcc
	global_store_dwordx2 v4, v[6:7], s[0:1] offset:264
	global_load_dwordx2 v[6:7], v[0:1], off offset:1024
	s_mov_b64 s[2:3], 0
.LBB0_23:                               ; %atomicrmw.start62
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, v7, v3
	v_and_b32_e32 v12, v6, v2
	v_not_b32_e32 v5, v4
	v_not_b32_e32 v4, v12
	global_atomic_cmpswap_x2 v[4:5], v[8:9], v[4:7], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	v_mov_b32_e32 v7, v5
	v_mov_b32_e32 v6, v4
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_23
; %bb.24:                               ; %atomicrmw.end61
	s_or_b64 exec, exec, s[2:3]
	global_atomic_or_x2 v[0:1], v[0:1], v[2:3], off offset:1536 glc
	v_add_co_u32 v4, vcc, 0x4800, v10
	v_mov_b32_e32 v6, 0
	v_add_co_ci_u32_e32 v5, vcc, 0, v11, vcc
	s_mov_b64 s[2:3], 0
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v6, v[0:1], s[0:1] offset:280
	s_clause 0x1
	global_atomic_or_x2 v[4:5], v[2:3], off
	global_atomic_xor_x2 v[0:1], v[4:5], v[2:3], off offset:512 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v6, v[0:1], s[0:1] offset:296
	s_clause 0x1
	global_atomic_xor_x2 v[4:5], v[2:3], off offset:1024
	global_load_dwordx2 v[4:5], v[4:5], off offset:1536
	v_add_co_u32 v0, vcc, 0x4e00, v10
	v_add_co_ci_u32_e32 v1, vcc, 0, v11, vcc
.LBB0_25:                               ; %atomicrmw.start68
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v5
	v_mov_b32_e32 v6, v4
	v_cmp_gt_i64_e32 vcc, v[6:7], v[2:3]
	v_cndmask_b32_e32 v5, v3, v7, vcc
	v_cndmask_b32_e32 v4, v2, v6, vcc
	global_atomic_cmpswap_x2 v[4:5], v[0:1], v[4:7], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_25
; %bb.26:                               ; %atomicrmw.end67
	s_or_b64 exec, exec, s[2:3]
	v_add_co_u32 v0, vcc, 0x5000, v10
	v_mov_b32_e32 v6, 0
	v_add_co_ci_u32_e32 v1, vcc, 0, v11, vcc
	s_mov_b64 s[2:3], 0
	global_store_dwordx2 v6, v[4:5], s[0:1] offset:312
	global_load_dwordx2 v[6:7], v[0:1], off
.LBB0_27:                               ; %atomicrmw.start74
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[6:7], v[2:3]
	v_cndmask_b32_e32 v5, v3, v7, vcc
	v_cndmask_b32_e32 v4, v2, v6, vcc
	global_atomic_cmpswap_x2 v[4:5], v[0:1], v[4:7], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	v_mov_b32_e32 v7, v5
	v_mov_b32_e32 v6, v4
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_27
; %bb.28:                               ; %atomicrmw.end73
	s_or_b64 exec, exec, s[2:3]
	global_load_dwordx2 v[6:7], v[0:1], off offset:512
	v_add_co_u32 v4, vcc, 0x5200, v10
	v_add_co_ci_u32_e32 v5, vcc, 0, v11, vcc
	s_mov_b64 s[2:3], 0
.LBB0_29:                               ; %atomicrmw.start80
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v7
	v_mov_b32_e32 v8, v6
	v_cmp_le_i64_e32 vcc, v[8:9], v[2:3]
	v_cndmask_b32_e32 v7, v3, v9, vcc
	v_cndmask_b32_e32 v6, v2, v8, vcc
	global_atomic_cmpswap_x2 v[6:7], v[4:5], v[6:9], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[6:7], v[8:9]
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_29
; %bb.30:                               ; %atomicrmw.end79
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v4, 0
	v_add_co_u32 v8, vcc, 0x5400, v10
	v_add_co_ci_u32_e32 v9, vcc, 0, v11, vcc
	global_store_dwordx2 v4, v[6:7], s[0:1] offset:328
	global_load_dwordx2 v[6:7], v[0:1], off offset:1024
	s_mov_b64 s[2:3], 0
.LBB0_31:                               ; %atomicrmw.start86
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_cmp_le_i64_e32 vcc, v[6:7], v[2:3]
	v_cndmask_b32_e32 v5, v3, v7, vcc
	v_cndmask_b32_e32 v4, v2, v6, vcc
	global_atomic_cmpswap_x2 v[4:5], v[8:9], v[4:7], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	v_mov_b32_e32 v7, v5
	v_mov_b32_e32 v6, v4
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_31
; %bb.32:                               ; %atomicrmw.end85
	s_or_b64 exec, exec, s[2:3]
	global_load_dwordx2 v[4:5], v[0:1], off offset:1536
	v_add_co_u32 v0, vcc, 0x5600, v10
	v_add_co_ci_u32_e32 v1, vcc, 0, v11, vcc
	s_mov_b64 s[2:3], 0
.LBB0_33:                               ; %atomicrmw.start92
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v5
	v_mov_b32_e32 v6, v4
	v_cmp_gt_u64_e32 vcc, v[6:7], v[2:3]
	v_cndmask_b32_e32 v5, v3, v7, vcc
	v_cndmask_b32_e32 v4, v2, v6, vcc
	global_atomic_cmpswap_x2 v[4:5], v[0:1], v[4:7], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_33
; %bb.34:                               ; %atomicrmw.end91
	s_or_b64 exec, exec, s[2:3]
	v_add_co_u32 v8, vcc, 0x5800, v10
	v_mov_b32_e32 v0, 0
	v_add_co_ci_u32_e32 v9, vcc, 0, v11, vcc
	s_mov_b64 s[2:3], 0
	global_store_dwordx2 v0, v[4:5], s[0:1] offset:344
	global_load_dwordx2 v[6:7], v[8:9], off
.LBB0_35:                               ; %atomicrmw.start98
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_cmp_gt_u64_e32 vcc, v[6:7], v[2:3]
	v_cndmask_b32_e32 v5, v3, v7, vcc
	v_cndmask_b32_e32 v4, v2, v6, vcc
	global_atomic_cmpswap_x2 v[0:1], v[8:9], v[4:7], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[6:7]
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v6, v0
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_35
; %bb.36:                               ; %atomicrmw.end97
	s_or_b64 exec, exec, s[2:3]
	global_load_dwordx2 v[4:5], v[8:9], off offset:512
	v_add_co_u32 v0, vcc, 0x5a00, v10
	v_add_co_ci_u32_e32 v1, vcc, 0, v11, vcc
	s_mov_b64 s[2:3], 0
.LBB0_37:                               ; %atomicrmw.start104
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v5
	v_mov_b32_e32 v6, v4
	v_cmp_le_u64_e32 vcc, v[6:7], v[2:3]
	v_cndmask_b32_e32 v5, v3, v7, vcc
	v_cndmask_b32_e32 v4, v2, v6, vcc
	global_atomic_cmpswap_x2 v[4:5], v[0:1], v[4:7], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_37
; %bb.38:                               ; %atomicrmw.end103
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[2:3], 0
	global_store_dwordx2 v0, v[4:5], s[0:1] offset:360
	global_load_dwordx2 v[6:7], v[8:9], off offset:1024
	v_add_co_u32 v0, vcc, 0x5c00, v10
	v_add_co_ci_u32_e32 v1, vcc, 0, v11, vcc
.LBB0_39:                               ; %atomicrmw.start110
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_cmp_le_u64_e32 vcc, v[6:7], v[2:3]
	v_cndmask_b32_e32 v5, v3, v7, vcc
	v_cndmask_b32_e32 v4, v2, v6, vcc
	global_atomic_cmpswap_x2 v[4:5], v[0:1], v[4:7], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	v_mov_b32_e32 v7, v5
	v_mov_b32_e32 v6, v4
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_39
; %bb.40:                               ; %atomicrmw.end109
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, 3
	v_mov_b32_e32 v1, 0
	v_add_co_u32 v6, vcc, 0x6000, v10
	v_add_co_ci_u32_e32 v7, vcc, 0, v11, vcc
	global_atomic_cmpswap_x2 v[4:5], v[8:9], v[0:3], off offset:1536 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v1, v[4:5], s[0:1] offset:376
	global_atomic_cmpswap_x2 v[6:7], v[0:3], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel atomic_int_as1_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	atomic_int_as1_div, .Lfunc_end0-atomic_int_as1_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2436
; NumSgprs: 8
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 14
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	".note.GNU-stack"
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           p
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           v
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           u
        .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           atomic_int_as1_div
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         atomic_int_as1_div.kd
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
