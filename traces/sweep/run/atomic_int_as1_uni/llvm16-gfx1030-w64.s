	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	atomic_int_as1_uni              ; -- Begin function atomic_int_as1_uni
	.p2align	8
	.type	atomic_int_as1_uni,@function
atomic_int_as1_uni:                     ; @atomic_int_as1_uni
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[4:5], 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	v_mov_b32_e32 v1, s6
	global_atomic_swap v2, v0, v1, s[2:3] offset:16 glc
	s_waitcnt vmcnt(0)
	global_store_dword v0, v2, s[0:1] offset:4
	s_clause 0x1
	global_atomic_swap v0, v1, s[2:3] offset:32
	global_atomic_add v2, v0, v1, s[2:3] offset:48 glc
	s_waitcnt vmcnt(0)
	global_store_dword v0, v2, s[0:1] offset:12
	s_clause 0x1
	global_atomic_add v0, v1, s[2:3] offset:64
	global_atomic_sub v2, v0, v1, s[2:3] offset:80 glc
	s_waitcnt vmcnt(0)
	global_store_dword v0, v2, s[0:1] offset:20
	s_clause 0x1
	global_atomic_sub v0, v1, s[2:3] offset:96
	global_atomic_and v2, v0, v1, s[2:3] offset:112 glc
	s_waitcnt vmcnt(0)
	global_store_dword v0, v2, s[0:1] offset:28
	s_clause 0x1
	global_atomic_and v0, v1, s[2:3] offset:128
	global_load_dword v1, v0, s[2:3] offset:144
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_and_b32_e32 v1, s6, v2
	v_not_b32_e32 v1, v1
	global_atomic_cmpswap v1, v0, v[1:2], s[2:3] offset:144 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v2, 0
	s_mov_b64 s[4:5], 0
	global_store_dword v2, v1, s[0:1] offset:36
	global_load_dword v1, v2, s[2:3] offset:160
.LBB0_3:                                ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, s6, v1
	v_not_b32_e32 v0, v0
	global_atomic_cmpswap v0, v2, v[0:1], s[2:3] offset:160 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %atomicrmw.end1
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s6
	s_mov_b64 s[4:5], 0
	global_atomic_or v2, v0, v1, s[2:3] offset:176 glc
	s_waitcnt vmcnt(0)
	global_store_dword v0, v2, s[0:1] offset:44
	s_clause 0x1
	global_atomic_or v0, v1, s[2:3] offset:192
	global_atomic_xor v2, v0, v1, s[2:3] offset:208 glc
	s_waitcnt vmcnt(0)
	global_store_dword v0, v2, s[0:1] offset:52
	s_clause 0x1
	global_atomic_xor v0, v1, s[2:3] offset:224
	global_load_dword v1, v0, s[2:3] offset:240
.LBB0_5:                                ; %atomicrmw.start8
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_max_i32_e32 v1, s6, v2
	global_atomic_cmpswap v1, v0, v[1:2], s[2:3] offset:240 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %atomicrmw.end7
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v2, 0
	s_mov_b64 s[4:5], 0
	global_store_dword v2, v1, s[0:1] offset:60
	global_load_dword v1, v2, s[2:3] offset:256
.LBB0_7:                                ; %atomicrmw.start14
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_i32_e32 v0, s6, v1
	global_atomic_cmpswap v0, v2, v[0:1], s[2:3] offset:256 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end13
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[4:5], 0
	global_load_dword v1, v0, s[2:3] offset:272
.LBB0_9:                                ; %atomicrmw.start20
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_min_i32_e32 v1, s6, v2
	global_atomic_cmpswap v1, v0, v[1:2], s[2:3] offset:272 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_9
; %bb.10:                               ; %atomicrmw.end19
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v2, 0
	s_mov_b64 s[4:5], 0
	global_store_dword v2, v1, s[0:1] offset:68
	global_load_dword v1, v2, s[2:3] offset:288
.LBB0_11:                               ; %atomicrmw.start26
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_min_i32_e32 v0, s6, v1
	global_atomic_cmpswap v0, v2, v[0:1], s[2:3] offset:288 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_11
; %bb.12:                               ; %atomicrmw.end25
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[4:5], 0
	global_load_dword v1, v0, s[2:3] offset:304
.LBB0_13:                               ; %atomicrmw.start32
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_max_u32_e32 v1, s6, v2
	global_atomic_cmpswap v1, v0, v[1:2], s[2:3] offset:304 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_13
; %bb.14:                               ; %atomicrmw.end31
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v2, 0
	s_mov_b64 s[4:5], 0
	global_store_dword v2, v1, s[0:1] offset:76
	global_load_dword v1, v2, s[2:3] offset:320
.LBB0_15:                               ; %atomicrmw.start38
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_u32_e32 v0, s6, v1
	global_atomic_cmpswap v0, v2, v[0:1], s[2:3] offset:320 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_15
; %bb.16:                               ; %atomicrmw.end37
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[4:5], 0
	global_load_dword v1, v0, s[2:3] offset:336
.LBB0_17:                               ; %atomicrmw.start44
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_min_u32_e32 v1, s6, v2
	global_atomic_cmpswap v1, v0, v[1:2], s[2:3] offset:336 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_17
; %bb.18:                               ; %atomicrmw.end43
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v2, 0
	s_mov_b64 s[4:5], 0
	global_store_dword v2, v1, s[0:1] offset:84
	global_load_dword v1, v2, s[2:3] offset:352
.LBB0_19:                               ; %atomicrmw.start50
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_min_u32_e32 v0, s6, v1
	global_atomic_cmpswap v0, v2, v[0:1], s[2:3] offset:352 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_19
; %bb.20:                               ; %atomicrmw.end49
	s_or_b64 exec, exec, s[4:5]
	s_mov_b32 s4, 3
	s_mov_b32 s5, s6
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v3, s6
	v_mov_b32_e32 v4, s7
	s_mov_b64 s[4:5], 0
	global_atomic_cmpswap v5, v2, v[0:1], s[2:3] offset:368 glc
	s_waitcnt vmcnt(0)
	global_store_dword v2, v5, s[0:1] offset:92
	s_clause 0x1
	global_atomic_cmpswap v2, v[0:1], s[2:3] offset:384
	global_atomic_swap_x2 v[0:1], v2, v[3:4], s[2:3] offset:800 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v2, v[0:1], s[0:1] offset:200
	s_clause 0x1
	global_atomic_swap_x2 v2, v[3:4], s[2:3] offset:832
	global_atomic_add_x2 v[0:1], v2, v[3:4], s[2:3] offset:864 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v2, v[0:1], s[0:1] offset:216
	s_clause 0x1
	global_atomic_add_x2 v2, v[3:4], s[2:3] offset:896
	global_atomic_sub_x2 v[0:1], v2, v[3:4], s[2:3] offset:928 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v2, v[0:1], s[0:1] offset:232
	s_clause 0x1
	global_atomic_sub_x2 v2, v[3:4], s[2:3] offset:960
	global_atomic_and_x2 v[0:1], v2, v[3:4], s[2:3] offset:992 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v2, v[0:1], s[0:1] offset:248
	s_clause 0x1
	global_atomic_and_x2 v2, v[3:4], s[2:3] offset:1024
	global_load_dwordx2 v[0:1], v2, s[2:3] offset:1056
.LBB0_21:                               ; %atomicrmw.start56
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v5, v0
	v_and_b32_e32 v0, s7, v6
	v_and_b32_e32 v1, s6, v5
	v_not_b32_e32 v4, v0
	v_not_b32_e32 v3, v1
	global_atomic_cmpswap_x2 v[0:1], v2, v[3:6], s[2:3] offset:1056 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[5:6]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_21
; %bb.22:                               ; %atomicrmw.end55
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v4, 0
	s_mov_b64 s[4:5], 0
	global_store_dwordx2 v4, v[0:1], s[0:1] offset:264
	global_load_dwordx2 v[2:3], v4, s[2:3] offset:1088
.LBB0_23:                               ; %atomicrmw.start62
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, s7, v3
	v_and_b32_e32 v5, s6, v2
	v_not_b32_e32 v1, v0
	v_not_b32_e32 v0, v5
	global_atomic_cmpswap_x2 v[0:1], v4, v[0:3], s[2:3] offset:1088 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_23
; %bb.24:                               ; %atomicrmw.end61
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, s7
	s_mov_b64 s[4:5], 0
	global_atomic_or_x2 v[3:4], v2, v[0:1], s[2:3] offset:1120 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v2, v[3:4], s[0:1] offset:280
	s_clause 0x1
	global_atomic_or_x2 v2, v[0:1], s[2:3] offset:1152
	global_atomic_xor_x2 v[3:4], v2, v[0:1], s[2:3] offset:1184 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v2, v[3:4], s[0:1] offset:296
	s_clause 0x1
	global_atomic_xor_x2 v2, v[0:1], s[2:3] offset:1216
	global_load_dwordx2 v[0:1], v2, s[2:3] offset:1248
.LBB0_25:                               ; %atomicrmw.start68
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v5, v0
	v_cmp_lt_i64_e32 vcc, s[6:7], v[5:6]
	v_cndmask_b32_e32 v4, s7, v6, vcc
	v_cndmask_b32_e32 v3, s6, v5, vcc
	global_atomic_cmpswap_x2 v[0:1], v2, v[3:6], s[2:3] offset:1248 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[5:6]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_25
; %bb.26:                               ; %atomicrmw.end67
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v4, 0
	s_mov_b64 s[4:5], 0
	global_store_dwordx2 v4, v[0:1], s[0:1] offset:312
	global_load_dwordx2 v[2:3], v4, s[2:3] offset:1280
.LBB0_27:                               ; %atomicrmw.start74
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_cmp_lt_i64_e32 vcc, s[6:7], v[2:3]
	v_cndmask_b32_e32 v1, s7, v3, vcc
	v_cndmask_b32_e32 v0, s6, v2, vcc
	global_atomic_cmpswap_x2 v[0:1], v4, v[0:3], s[2:3] offset:1280 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_27
; %bb.28:                               ; %atomicrmw.end73
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v2, 0
	s_mov_b64 s[4:5], 0
	global_load_dwordx2 v[0:1], v2, s[2:3] offset:1312
.LBB0_29:                               ; %atomicrmw.start80
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v5, v0
	v_cmp_ge_i64_e32 vcc, s[6:7], v[5:6]
	v_cndmask_b32_e32 v4, s7, v6, vcc
	v_cndmask_b32_e32 v3, s6, v5, vcc
	global_atomic_cmpswap_x2 v[0:1], v2, v[3:6], s[2:3] offset:1312 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[5:6]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_29
; %bb.30:                               ; %atomicrmw.end79
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v4, 0
	s_mov_b64 s[4:5], 0
	global_store_dwordx2 v4, v[0:1], s[0:1] offset:328
	global_load_dwordx2 v[2:3], v4, s[2:3] offset:1344
.LBB0_31:                               ; %atomicrmw.start86
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_cmp_ge_i64_e32 vcc, s[6:7], v[2:3]
	v_cndmask_b32_e32 v1, s7, v3, vcc
	v_cndmask_b32_e32 v0, s6, v2, vcc
	global_atomic_cmpswap_x2 v[0:1], v4, v[0:3], s[2:3] offset:1344 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_31
; %bb.32:                               ; %atomicrmw.end85
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v2, 0
	s_mov_b64 s[4:5], 0
	global_load_dwordx2 v[0:1], v2, s[2:3] offset:1376
.LBB0_33:                               ; %atomicrmw.start92
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v5, v0
	v_cmp_lt_u64_e32 vcc, s[6:7], v[5:6]
	v_cndmask_b32_e32 v4, s7, v6, vcc
	v_cndmask_b32_e32 v3, s6, v5, vcc
	global_atomic_cmpswap_x2 v[0:1], v2, v[3:6], s[2:3] offset:1376 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[5:6]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_33
; %bb.34:                               ; %atomicrmw.end91
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v4, 0
	s_mov_b64 s[4:5], 0
	global_store_dwordx2 v4, v[0:1], s[0:1] offset:344
	global_load_dwordx2 v[2:3], v4, s[2:3] offset:1408
.LBB0_35:                               ; %atomicrmw.start98
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_cmp_lt_u64_e32 vcc, s[6:7], v[2:3]
	v_cndmask_b32_e32 v1, s7, v3, vcc
	v_cndmask_b32_e32 v0, s6, v2, vcc
	global_atomic_cmpswap_x2 v[0:1], v4, v[0:3], s[2:3] offset:1408 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_35
; %bb.36:                               ; %atomicrmw.end97
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v2, 0
	s_mov_b64 s[4:5], 0
	global_load_dwordx2 v[0:1], v2, s[2:3] offset:1440
.LBB0_37:                               ; %atomicrmw.start104
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v5, v0
	v_cmp_ge_u64_e32 vcc, s[6:7], v[5:6]
	v_cndmask_b32_e32 v4, s7, v6, vcc
	v_cndmask_b32_e32 v3, s6, v5, vcc
	global_atomic_cmpswap_x2 v[0:1], v2, v[3:6], s[2:3] offset:1440 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[5:6]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_37
; %bb.38:                               ; %atomicrmw.end103
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v4, 0
	s_mov_b64 s[4:5], 0
	global_store_dwordx2 v4, v[0:1], s[0:1] offset:360
	global_load_dwordx2 v[2:3], v4, s[2:3] offset:1472
.LBB0_39:                               ; %atomicrmw.start110
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_cmp_ge_u64_e32 vcc, s[6:7], v[2:3]
	v_cndmask_b32_e32 v1, s7, v3, vcc
	v_cndmask_b32_e32 v0, s6, v2, vcc
	global_atomic_cmpswap_x2 v[0:1], v4, v[0:3], s[2:3] offset:1472 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_39
; %bb.40:                               ; %atomicrmw.end109
	s_or_b64 exec, exec, s[4:5]
	s_mov_b32 s4, 3
	s_mov_b32 s5, 0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	global_atomic_cmpswap_x2 v[4:5], v6, v[0:3], s[2:3] offset:1504 glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v6, v[4:5], s[0:1] offset:376
	global_atomic_cmpswap_x2 v6, v[0:3], s[2:3] offset:1536
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel atomic_int_as1_uni
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 8
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
	.size	atomic_int_as1_uni, .Lfunc_end0-atomic_int_as1_uni
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1964
; NumSgprs: 10
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 7
; Occupancy: 16
; WaveLimiterHint : 1
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
    .name:           atomic_int_as1_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         atomic_int_as1_uni.kd
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
