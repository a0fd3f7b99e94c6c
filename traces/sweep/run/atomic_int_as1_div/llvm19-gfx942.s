	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	atomic_int_as1_div              ; -- Begin function atomic_int_as1_div
	.p2align	8
	.type	atomic_int_as1_div,@function
atomic_int_as1_div:                     ; @atomic_int_as1_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[4:7], s[2:3], 0x0
	s_load_dwordx2 s[0:1], s[2:3], 0x10
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v4, 2, v0
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v4, s[4:5]
	s_add_u32 s0, s0, 1
	s_addc_u32 s1, s1, 0
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[0:1]
	global_atomic_swap v1, v4, v2, s[6:7] offset:256 sc0 sc1
	s_mov_b64 s[0:1], 0
	s_waitcnt vmcnt(0)
	global_store_dword v5, v1, s[4:5] offset:4
	global_atomic_swap v4, v2, s[6:7] offset:512 sc1
	global_atomic_add v1, v4, v2, s[6:7] offset:768 sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v5, v1, s[4:5] offset:12
	global_atomic_add v4, v2, s[6:7] offset:1024 sc1
	global_atomic_sub v1, v4, v2, s[6:7] offset:1280 sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v5, v1, s[4:5] offset:20
	global_atomic_sub v4, v2, s[6:7] offset:1536 sc1
	global_atomic_and v1, v4, v2, s[6:7] offset:1792 sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v5, v1, s[4:5] offset:28
	global_atomic_and v4, v2, s[6:7] offset:2048 sc1
	global_load_dword v1, v4, s[6:7] offset:2304
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v1
	v_and_b32_e32 v1, v7, v2
	v_not_b32_e32 v6, v1
	global_atomic_cmpswap v1, v[4:5], v[6:7], off offset:2304 sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v6, 0
	global_store_dword v6, v1, s[4:5] offset:36
	global_load_dword v7, v[4:5], off offset:2560
	s_mov_b64 s[0:1], 0
.LBB0_3:                                ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, v7, v2
	v_not_b32_e32 v6, v1
	global_atomic_cmpswap v1, v[4:5], v[6:7], off offset:2560 sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v7, v1
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %atomicrmw.end1
	s_or_b64 exec, exec, s[0:1]
	global_atomic_or v1, v[4:5], v2, off offset:2816 sc0 sc1
	v_mov_b32_e32 v6, 0
	s_mov_b64 s[0:1], 0
	s_waitcnt vmcnt(0)
	global_store_dword v6, v1, s[4:5] offset:44
	global_atomic_or v[4:5], v2, off offset:3072 sc1
	global_atomic_xor v1, v[4:5], v2, off offset:3328 sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v6, v1, s[4:5] offset:52
	global_atomic_xor v[4:5], v2, off offset:3584 sc1
	global_load_dword v1, v[4:5], off offset:3840
.LBB0_5:                                ; %atomicrmw.start8
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v1
	v_max_i32_e32 v6, v7, v2
	global_atomic_cmpswap v1, v[4:5], v[6:7], off offset:3840 sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %atomicrmw.end7
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[8:9]
	v_add_co_u32_e32 v6, vcc, 0x1000, v4
	global_store_dword v9, v1, s[4:5] offset:60
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	global_load_dword v7, v[6:7], off
	s_mov_b64 s[0:1], 0x1000
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_7:                                ; %atomicrmw.start14
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_i32_e32 v6, v7, v2
	global_atomic_cmpswap v1, v[4:5], v[6:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v7, v1
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end13
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[8:9]
	v_add_co_u32_e32 v6, vcc, 0x1000, v4
	s_mov_b64 s[0:1], 0x1100
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	global_load_dword v1, v[6:7], off offset:256
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_9:                                ; %atomicrmw.start20
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v1
	v_min_i32_e32 v6, v7, v2
	global_atomic_cmpswap v1, v[4:5], v[6:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_9
; %bb.10:                               ; %atomicrmw.end19
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[8:9]
	v_add_co_u32_e32 v6, vcc, 0x1000, v4
	global_store_dword v9, v1, s[4:5] offset:68
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	global_load_dword v7, v[6:7], off offset:512
	s_mov_b64 s[0:1], 0x1200
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_11:                               ; %atomicrmw.start26
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_min_i32_e32 v6, v7, v2
	global_atomic_cmpswap v1, v[4:5], v[6:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v7, v1
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_11
; %bb.12:                               ; %atomicrmw.end25
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[8:9]
	v_add_co_u32_e32 v6, vcc, 0x1000, v4
	s_mov_b64 s[0:1], 0x1300
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	global_load_dword v1, v[6:7], off offset:768
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_13:                               ; %atomicrmw.start32
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v1
	v_max_u32_e32 v6, v7, v2
	global_atomic_cmpswap v1, v[4:5], v[6:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_13
; %bb.14:                               ; %atomicrmw.end31
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[8:9]
	v_add_co_u32_e32 v6, vcc, 0x1000, v4
	global_store_dword v9, v1, s[4:5] offset:76
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	global_load_dword v7, v[6:7], off offset:1024
	s_mov_b64 s[0:1], 0x1400
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_15:                               ; %atomicrmw.start38
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_u32_e32 v6, v7, v2
	global_atomic_cmpswap v1, v[4:5], v[6:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v7, v1
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_15
; %bb.16:                               ; %atomicrmw.end37
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[8:9]
	v_add_co_u32_e32 v6, vcc, 0x1000, v4
	s_mov_b64 s[0:1], 0x1500
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	global_load_dword v1, v[6:7], off offset:1280
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_17:                               ; %atomicrmw.start44
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v1
	v_min_u32_e32 v6, v7, v2
	global_atomic_cmpswap v1, v[4:5], v[6:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_17
; %bb.18:                               ; %atomicrmw.end43
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[8:9]
	v_add_co_u32_e32 v6, vcc, 0x1000, v4
	global_store_dword v9, v1, s[4:5] offset:84
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	global_load_dword v7, v[6:7], off offset:1536
	s_mov_b64 s[0:1], 0x1600
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_19:                               ; %atomicrmw.start50
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_min_u32_e32 v6, v7, v2
	global_atomic_cmpswap v1, v[4:5], v[6:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v7
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v7, v1
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_19
; %bb.20:                               ; %atomicrmw.end49
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[8:9]
	v_add_co_u32_e32 v4, vcc, 0x1000, v4
	v_mov_b32_e32 v6, 3
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_mov_b32_e32 v7, v2
	global_atomic_cmpswap v12, v[4:5], v[6:7], off offset:1792 sc0 sc1
	v_lshlrev_b32_e32 v8, 3, v0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[8:9]
	v_add_co_u32_e32 v10, vcc, 0x3000, v0
	s_mov_b64 s[0:1], 0x4200
	s_nop 0
	v_addc_co_u32_e32 v11, vcc, 0, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v9, v12, s[4:5] offset:92
	global_atomic_cmpswap v[4:5], v[6:7], off offset:2048 sc1
	global_atomic_swap_x2 v[4:5], v[10:11], v[2:3], off offset:512 sc0 sc1
	v_add_co_u32_e32 v6, vcc, 0x4000, v0
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v9, v[4:5], s[4:5] offset:200
	global_atomic_swap_x2 v[10:11], v[2:3], off offset:1024 sc1
	global_atomic_add_x2 v[4:5], v[10:11], v[2:3], off offset:1536 sc0 sc1
	v_addc_co_u32_e32 v7, vcc, 0, v1, vcc
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	s_mov_b64 s[0:1], 0
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v9, v[4:5], s[4:5] offset:216
	global_atomic_add_x2 v[10:11], v[2:3], off offset:2048 sc1
	global_atomic_sub_x2 v[4:5], v[10:11], v[2:3], off offset:2560 sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v9, v[4:5], s[4:5] offset:232
	global_atomic_sub_x2 v[10:11], v[2:3], off offset:3072 sc1
	global_atomic_and_x2 v[4:5], v[10:11], v[2:3], off offset:3584 sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v9, v[4:5], s[4:5] offset:248
	global_atomic_and_x2 v[6:7], v[2:3], off sc1
	global_load_dwordx2 v[4:5], v[6:7], off offset:512
.LBB0_21:                               ; %atomicrmw.start56
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b64_e32 v[6:7], v[4:5]
	v_and_b32_e32 v4, v7, v3
	v_and_b32_e32 v9, v6, v2
	v_not_b32_e32 v5, v4
	v_not_b32_e32 v4, v9
	global_atomic_cmpswap_x2 v[4:5], v[0:1], v[4:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_21
; %bb.22:                               ; %atomicrmw.end55
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[8:9]
	global_store_dwordx2 v9, v[4:5], s[4:5] offset:264
	v_add_co_u32_e32 v4, vcc, 0x4000, v0
	s_mov_b64 s[0:1], 0x4400
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	global_load_dwordx2 v[6:7], v[4:5], off offset:1024
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_23:                               ; %atomicrmw.start62
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, v7, v3
	v_and_b32_e32 v9, v6, v2
	v_not_b32_e32 v5, v4
	v_not_b32_e32 v4, v9
	global_atomic_cmpswap_x2 v[4:5], v[0:1], v[4:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b64_e32 v[6:7], v[4:5]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_23
; %bb.24:                               ; %atomicrmw.end61
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[8:9]
	v_add_co_u32_e32 v4, vcc, 0x4000, v0
	s_mov_b64 s[0:1], 0x4e00
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	global_atomic_or_x2 v[6:7], v[4:5], v[2:3], off offset:1536 sc0 sc1
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	s_mov_b64 s[0:1], 0
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v9, v[6:7], s[4:5] offset:280
	global_atomic_or_x2 v[4:5], v[2:3], off offset:2048 sc1
	global_atomic_xor_x2 v[6:7], v[4:5], v[2:3], off offset:2560 sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v9, v[6:7], s[4:5] offset:296
	global_atomic_xor_x2 v[4:5], v[2:3], off offset:3072 sc1
	global_load_dwordx2 v[4:5], v[4:5], off offset:3584
.LBB0_25:                               ; %atomicrmw.start68
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b64_e32 v[6:7], v[4:5]
	v_cmp_gt_i64_e32 vcc, v[6:7], v[2:3]
	s_nop 1
	v_cndmask_b32_e32 v5, v3, v7, vcc
	v_cndmask_b32_e32 v4, v2, v6, vcc
	global_atomic_cmpswap_x2 v[4:5], v[0:1], v[4:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_25
; %bb.26:                               ; %atomicrmw.end67
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[8:9]
	global_store_dwordx2 v9, v[4:5], s[4:5] offset:312
	v_add_co_u32_e32 v4, vcc, 0x5000, v0
	s_mov_b64 s[0:1], 0x5000
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	global_load_dwordx2 v[6:7], v[4:5], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_27:                               ; %atomicrmw.start74
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[6:7], v[2:3]
	s_nop 1
	v_cndmask_b32_e32 v5, v3, v7, vcc
	v_cndmask_b32_e32 v4, v2, v6, vcc
	global_atomic_cmpswap_x2 v[4:5], v[0:1], v[4:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b64_e32 v[6:7], v[4:5]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_27
; %bb.28:                               ; %atomicrmw.end73
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[8:9]
	v_add_co_u32_e32 v4, vcc, 0x5000, v0
	s_mov_b64 s[0:1], 0x5200
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	global_load_dwordx2 v[4:5], v[4:5], off offset:512
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_29:                               ; %atomicrmw.start80
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b64_e32 v[6:7], v[4:5]
	v_cmp_le_i64_e32 vcc, v[6:7], v[2:3]
	s_nop 1
	v_cndmask_b32_e32 v5, v3, v7, vcc
	v_cndmask_b32_e32 v4, v2, v6, vcc
	global_atomic_cmpswap_x2 v[4:5], v[0:1], v[4:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_29
; %bb.30:                               ; %atomicrmw.end79
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[8:9]
	global_store_dwordx2 v9, v[4:5], s[4:5] offset:328
	v_add_co_u32_e32 v4, vcc, 0x5000, v0
	s_mov_b64 s[0:1], 0x5400
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	global_load_dwordx2 v[6:7], v[4:5], off offset:1024
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_31:                               ; %atomicrmw.start86
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_cmp_le_i64_e32 vcc, v[6:7], v[2:3]
	s_nop 1
	v_cndmask_b32_e32 v5, v3, v7, vcc
	v_cndmask_b32_e32 v4, v2, v6, vcc
	global_atomic_cmpswap_x2 v[4:5], v[0:1], v[4:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b64_e32 v[6:7], v[4:5]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_31
; %bb.32:                               ; %atomicrmw.end85
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[8:9]
	v_add_co_u32_e32 v4, vcc, 0x5000, v0
	s_mov_b64 s[0:1], 0x5600
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	global_load_dwordx2 v[4:5], v[4:5], off offset:1536
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_33:                               ; %atomicrmw.start92
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b64_e32 v[6:7], v[4:5]
	v_cmp_gt_u64_e32 vcc, v[6:7], v[2:3]
	s_nop 1
	v_cndmask_b32_e32 v5, v3, v7, vcc
	v_cndmask_b32_e32 v4, v2, v6, vcc
	global_atomic_cmpswap_x2 v[4:5], v[0:1], v[4:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_33
; %bb.34:                               ; %atomicrmw.end91
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[8:9]
	global_store_dwordx2 v9, v[4:5], s[4:5] offset:344
	v_add_co_u32_e32 v4, vcc, 0x5000, v0
	s_mov_b64 s[0:1], 0x5800
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	global_load_dwordx2 v[6:7], v[4:5], off offset:2048
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_35:                               ; %atomicrmw.start98
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_cmp_gt_u64_e32 vcc, v[6:7], v[2:3]
	s_nop 1
	v_cndmask_b32_e32 v5, v3, v7, vcc
	v_cndmask_b32_e32 v4, v2, v6, vcc
	global_atomic_cmpswap_x2 v[4:5], v[0:1], v[4:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b64_e32 v[6:7], v[4:5]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_35
; %bb.36:                               ; %atomicrmw.end97
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[8:9]
	v_add_co_u32_e32 v4, vcc, 0x5000, v0
	s_mov_b64 s[0:1], 0x5a00
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	global_load_dwordx2 v[4:5], v[4:5], off offset:2560
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_37:                               ; %atomicrmw.start104
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b64_e32 v[6:7], v[4:5]
	v_cmp_le_u64_e32 vcc, v[6:7], v[2:3]
	s_nop 1
	v_cndmask_b32_e32 v5, v3, v7, vcc
	v_cndmask_b32_e32 v4, v2, v6, vcc
	global_atomic_cmpswap_x2 v[4:5], v[0:1], v[4:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_37
; %bb.38:                               ; %atomicrmw.end103
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[8:9]
	global_store_dwordx2 v9, v[4:5], s[4:5] offset:360
	v_add_co_u32_e32 v4, vcc, 0x5000, v0
	s_mov_b64 s[0:1], 0x5c00
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	global_load_dwordx2 v[6:7], v[4:5], off offset:3072
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_39:                               ; %atomicrmw.start110
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_cmp_le_u64_e32 vcc, v[6:7], v[2:3]
	s_nop 1
	v_cndmask_b32_e32 v5, v3, v7, vcc
	v_cndmask_b32_e32 v4, v2, v6, vcc
	global_atomic_cmpswap_x2 v[4:5], v[0:1], v[4:7], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7]
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b64_e32 v[6:7], v[4:5]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_39
; %bb.40:                               ; %atomicrmw.end109
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[8:9]
	v_add_co_u32_e32 v6, vcc, 0x5000, v4
	v_mov_b32_e32 v0, 3
	v_mov_b32_e32 v1, v9
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	global_atomic_cmpswap_x2 v[6:7], v[6:7], v[0:3], off offset:3584 sc0 sc1
	v_add_co_u32_e32 v4, vcc, 0x6000, v4
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v9, v[6:7], s[4:5] offset:376
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	global_atomic_cmpswap_x2 v[4:5], v[0:3], off sc1
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_int_as1_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2648
; NumSgprs: 14
; NumVgprs: 13
; NumAgprs: 0
; TotalNumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 13
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         112
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         128
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         136
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         144
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         232
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 1024
    .name:           atomic_int_as1_div
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         atomic_int_as1_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
