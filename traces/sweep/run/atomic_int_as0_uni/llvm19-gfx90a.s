	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	atomic_int_as0_uni              ; -- Begin function atomic_int_as0_uni
	.p2align	8
	.type	atomic_int_as0_uni,@function
atomic_int_as0_uni:                     ; @atomic_int_as0_uni
; %bb.0:                                ; %entry
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s4, 1
	v_pk_mov_b32 v[0:1], s[2:3], s[2:3] op_sel:[0,1]
	v_mov_b32_e32 v4, s6
	flat_atomic_swap v5, v[0:1], v4 offset:16 glc
	v_pk_mov_b32 v[2:3], s[2:3], s[2:3] op_sel:[0,1]
	s_addc_u32 s7, s5, 0
	s_mov_b64 s[4:5], 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v5, s[0:1] offset:4
	flat_atomic_swap v[0:1], v4 offset:32
	flat_atomic_add v5, v[2:3], v4 offset:48 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v5, s[0:1] offset:12
	flat_atomic_add v[0:1], v4 offset:64
	flat_atomic_sub v5, v[2:3], v4 offset:80 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v5, s[0:1] offset:20
	flat_atomic_sub v[0:1], v4 offset:96
	flat_atomic_and v2, v[2:3], v4 offset:112 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v2, s[0:1] offset:28
	flat_atomic_and v[0:1], v4 offset:128
	flat_load_dword v2, v[0:1] offset:144
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v3, v2
	v_and_b32_e32 v2, s6, v3
	v_not_b32_e32 v2, v2
	flat_atomic_cmpswap v2, v[0:1], v[2:3] offset:144 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	global_store_dword v0, v2, s[0:1] offset:36
	v_pk_mov_b32 v[0:1], s[2:3], s[2:3] op_sel:[0,1]
	flat_load_dword v3, v[0:1] offset:160
	s_mov_b64 s[4:5], 0
.LBB0_3:                                ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v2, s6, v3
	v_not_b32_e32 v2, v2
	flat_atomic_cmpswap v2, v[0:1], v[2:3] offset:160 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v3, v2
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %atomicrmw.end1
	s_or_b64 exec, exec, s[4:5]
	v_pk_mov_b32 v[0:1], s[2:3], s[2:3] op_sel:[0,1]
	v_mov_b32_e32 v2, s6
	flat_atomic_or v3, v[0:1], v2 offset:176 glc
	v_mov_b32_e32 v4, 0
	s_mov_b64 s[4:5], 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v4, v3, s[0:1] offset:44
	flat_atomic_or v[0:1], v2 offset:192
	flat_atomic_xor v3, v[0:1], v2 offset:208 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v4, v3, s[0:1] offset:52
	flat_atomic_xor v[0:1], v2 offset:224
	flat_load_dword v2, v[0:1] offset:240
.LBB0_5:                                ; %atomicrmw.start8
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v3, v2
	v_max_i32_e32 v2, s6, v3
	flat_atomic_cmpswap v2, v[0:1], v[2:3] offset:240 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %atomicrmw.end7
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	global_store_dword v0, v2, s[0:1] offset:60
	v_pk_mov_b32 v[0:1], s[2:3], s[2:3] op_sel:[0,1]
	flat_load_dword v3, v[0:1] offset:256
	s_mov_b64 s[4:5], 0
.LBB0_7:                                ; %atomicrmw.start14
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_i32_e32 v2, s6, v3
	flat_atomic_cmpswap v2, v[0:1], v[2:3] offset:256 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v3, v2
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end13
	s_or_b64 exec, exec, s[4:5]
	v_pk_mov_b32 v[0:1], s[2:3], s[2:3] op_sel:[0,1]
	flat_load_dword v2, v[0:1] offset:272
	s_mov_b64 s[4:5], 0
.LBB0_9:                                ; %atomicrmw.start20
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v3, v2
	v_min_i32_e32 v2, s6, v3
	flat_atomic_cmpswap v2, v[0:1], v[2:3] offset:272 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_9
; %bb.10:                               ; %atomicrmw.end19
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	global_store_dword v0, v2, s[0:1] offset:68
	v_pk_mov_b32 v[0:1], s[2:3], s[2:3] op_sel:[0,1]
	flat_load_dword v3, v[0:1] offset:288
	s_mov_b64 s[4:5], 0
.LBB0_11:                               ; %atomicrmw.start26
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_min_i32_e32 v2, s6, v3
	flat_atomic_cmpswap v2, v[0:1], v[2:3] offset:288 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v3, v2
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_11
; %bb.12:                               ; %atomicrmw.end25
	s_or_b64 exec, exec, s[4:5]
	v_pk_mov_b32 v[0:1], s[2:3], s[2:3] op_sel:[0,1]
	flat_load_dword v2, v[0:1] offset:304
	s_mov_b64 s[4:5], 0
.LBB0_13:                               ; %atomicrmw.start32
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v3, v2
	v_max_u32_e32 v2, s6, v3
	flat_atomic_cmpswap v2, v[0:1], v[2:3] offset:304 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_13
; %bb.14:                               ; %atomicrmw.end31
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	global_store_dword v0, v2, s[0:1] offset:76
	v_pk_mov_b32 v[0:1], s[2:3], s[2:3] op_sel:[0,1]
	flat_load_dword v3, v[0:1] offset:320
	s_mov_b64 s[4:5], 0
.LBB0_15:                               ; %atomicrmw.start38
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_u32_e32 v2, s6, v3
	flat_atomic_cmpswap v2, v[0:1], v[2:3] offset:320 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v3, v2
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_15
; %bb.16:                               ; %atomicrmw.end37
	s_or_b64 exec, exec, s[4:5]
	v_pk_mov_b32 v[0:1], s[2:3], s[2:3] op_sel:[0,1]
	flat_load_dword v2, v[0:1] offset:336
	s_mov_b64 s[4:5], 0
.LBB0_17:                               ; %atomicrmw.start44
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v3, v2
	v_min_u32_e32 v2, s6, v3
	flat_atomic_cmpswap v2, v[0:1], v[2:3] offset:336 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_17
; %bb.18:                               ; %atomicrmw.end43
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	global_store_dword v0, v2, s[0:1] offset:84
	v_pk_mov_b32 v[0:1], s[2:3], s[2:3] op_sel:[0,1]
	flat_load_dword v3, v[0:1] offset:352
	s_mov_b64 s[4:5], 0
.LBB0_19:                               ; %atomicrmw.start50
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_min_u32_e32 v2, s6, v3
	flat_atomic_cmpswap v2, v[0:1], v[2:3] offset:352 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v3, v2
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_19
; %bb.20:                               ; %atomicrmw.end49
	s_or_b64 exec, exec, s[4:5]
	s_mov_b32 s4, 3
	s_mov_b32 s5, s6
	v_pk_mov_b32 v[0:1], s[2:3], s[2:3] op_sel:[0,1]
	v_pk_mov_b32 v[2:3], s[4:5], s[4:5] op_sel:[0,1]
	flat_atomic_cmpswap v4, v[0:1], v[2:3] offset:368 glc
	v_mov_b32_e32 v6, 0
	s_mov_b64 s[4:5], 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v6, v4, s[0:1] offset:92
	flat_atomic_cmpswap v[0:1], v[2:3] offset:384
	v_pk_mov_b32 v[2:3], s[6:7], s[6:7] op_sel:[0,1]
	flat_atomic_swap_x2 v[4:5], v[0:1], v[2:3] offset:800 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v6, v[4:5], s[0:1] offset:200
	flat_atomic_swap_x2 v[0:1], v[2:3] offset:832
	flat_atomic_add_x2 v[4:5], v[0:1], v[2:3] offset:864 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v6, v[4:5], s[0:1] offset:216
	flat_atomic_add_x2 v[0:1], v[2:3] offset:896
	flat_atomic_sub_x2 v[4:5], v[0:1], v[2:3] offset:928 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v6, v[4:5], s[0:1] offset:232
	flat_atomic_sub_x2 v[0:1], v[2:3] offset:960
	flat_atomic_and_x2 v[4:5], v[0:1], v[2:3] offset:992 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v6, v[4:5], s[0:1] offset:248
	flat_atomic_and_x2 v[0:1], v[2:3] offset:1024
	flat_load_dwordx2 v[2:3], v[0:1] offset:1056
.LBB0_21:                               ; %atomicrmw.start56
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	v_and_b32_e32 v2, s7, v5
	v_and_b32_e32 v6, s6, v4
	v_not_b32_e32 v3, v2
	v_not_b32_e32 v2, v6
	flat_atomic_cmpswap_x2 v[2:3], v[0:1], v[2:5] offset:1056 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[2:3], v[4:5]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_21
; %bb.22:                               ; %atomicrmw.end55
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	global_store_dwordx2 v0, v[2:3], s[0:1] offset:264
	v_pk_mov_b32 v[4:5], s[2:3], s[2:3] op_sel:[0,1]
	flat_load_dwordx2 v[2:3], v[4:5] offset:1088
	s_mov_b64 s[4:5], 0
.LBB0_23:                               ; %atomicrmw.start62
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v0, s7, v3
	v_and_b32_e32 v6, s6, v2
	v_not_b32_e32 v1, v0
	v_not_b32_e32 v0, v6
	flat_atomic_cmpswap_x2 v[0:1], v[4:5], v[0:3] offset:1088 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	s_or_b64 s[4:5], vcc, s[4:5]
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_23
; %bb.24:                               ; %atomicrmw.end61
	s_or_b64 exec, exec, s[4:5]
	v_pk_mov_b32 v[0:1], s[2:3], s[2:3] op_sel:[0,1]
	v_pk_mov_b32 v[2:3], s[6:7], s[6:7] op_sel:[0,1]
	flat_atomic_or_x2 v[4:5], v[0:1], v[2:3] offset:1120 glc
	v_mov_b32_e32 v6, 0
	s_mov_b64 s[4:5], 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v6, v[4:5], s[0:1] offset:280
	flat_atomic_or_x2 v[0:1], v[2:3] offset:1152
	flat_atomic_xor_x2 v[4:5], v[0:1], v[2:3] offset:1184 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v6, v[4:5], s[0:1] offset:296
	flat_atomic_xor_x2 v[0:1], v[2:3] offset:1216
	flat_load_dwordx2 v[2:3], v[0:1] offset:1248
	v_mov_b32_e32 v4, s7
	v_mov_b32_e32 v5, s6
.LBB0_25:                               ; %atomicrmw.start68
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_mov_b32 v[8:9], v[2:3], v[2:3] op_sel:[0,1]
	v_cmp_lt_i64_e32 vcc, s[6:7], v[8:9]
	v_cndmask_b32_e32 v7, v4, v9, vcc
	v_cndmask_b32_e32 v6, v5, v8, vcc
	flat_atomic_cmpswap_x2 v[2:3], v[0:1], v[6:9] offset:1248 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[2:3], v[8:9]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_25
; %bb.26:                               ; %atomicrmw.end67
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	global_store_dwordx2 v0, v[2:3], s[0:1] offset:312
	v_pk_mov_b32 v[4:5], s[2:3], s[2:3] op_sel:[0,1]
	flat_load_dwordx2 v[2:3], v[4:5] offset:1280
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v6, s7
	v_mov_b32_e32 v7, s6
.LBB0_27:                               ; %atomicrmw.start74
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e32 vcc, s[6:7], v[2:3]
	v_cndmask_b32_e32 v1, v6, v3, vcc
	v_cndmask_b32_e32 v0, v7, v2, vcc
	flat_atomic_cmpswap_x2 v[0:1], v[4:5], v[0:3] offset:1280 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	s_or_b64 s[4:5], vcc, s[4:5]
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_27
; %bb.28:                               ; %atomicrmw.end73
	s_or_b64 exec, exec, s[4:5]
	v_pk_mov_b32 v[0:1], s[2:3], s[2:3] op_sel:[0,1]
	flat_load_dwordx2 v[2:3], v[0:1] offset:1312
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v4, s7
	v_mov_b32_e32 v5, s6
.LBB0_29:                               ; %atomicrmw.start80
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_mov_b32 v[8:9], v[2:3], v[2:3] op_sel:[0,1]
	v_cmp_ge_i64_e32 vcc, s[6:7], v[8:9]
	v_cndmask_b32_e32 v7, v4, v9, vcc
	v_cndmask_b32_e32 v6, v5, v8, vcc
	flat_atomic_cmpswap_x2 v[2:3], v[0:1], v[6:9] offset:1312 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[2:3], v[8:9]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_29
; %bb.30:                               ; %atomicrmw.end79
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	global_store_dwordx2 v0, v[2:3], s[0:1] offset:328
	v_pk_mov_b32 v[4:5], s[2:3], s[2:3] op_sel:[0,1]
	flat_load_dwordx2 v[2:3], v[4:5] offset:1344
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v6, s7
	v_mov_b32_e32 v7, s6
.LBB0_31:                               ; %atomicrmw.start86
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_i64_e32 vcc, s[6:7], v[2:3]
	v_cndmask_b32_e32 v1, v6, v3, vcc
	v_cndmask_b32_e32 v0, v7, v2, vcc
	flat_atomic_cmpswap_x2 v[0:1], v[4:5], v[0:3] offset:1344 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	s_or_b64 s[4:5], vcc, s[4:5]
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_31
; %bb.32:                               ; %atomicrmw.end85
	s_or_b64 exec, exec, s[4:5]
	v_pk_mov_b32 v[0:1], s[2:3], s[2:3] op_sel:[0,1]
	flat_load_dwordx2 v[2:3], v[0:1] offset:1376
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v4, s7
	v_mov_b32_e32 v5, s6
.LBB0_33:                               ; %atomicrmw.start92
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_mov_b32 v[8:9], v[2:3], v[2:3] op_sel:[0,1]
	v_cmp_lt_u64_e32 vcc, s[6:7], v[8:9]
	v_cndmask_b32_e32 v7, v4, v9, vcc
	v_cndmask_b32_e32 v6, v5, v8, vcc
	flat_atomic_cmpswap_x2 v[2:3], v[0:1], v[6:9] offset:1376 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[2:3], v[8:9]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_33
; %bb.34:                               ; %atomicrmw.end91
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	global_store_dwordx2 v0, v[2:3], s[0:1] offset:344
	v_pk_mov_b32 v[4:5], s[2:3], s[2:3] op_sel:[0,1]
	flat_load_dwordx2 v[2:3], v[4:5] offset:1408
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v6, s7
	v_mov_b32_e32 v7, s6
.LBB0_35:                               ; %atomicrmw.start98
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_u64_e32 vcc, s[6:7], v[2:3]
	v_cndmask_b32_e32 v1, v6, v3, vcc
	v_cndmask_b32_e32 v0, v7, v2, vcc
	flat_atomic_cmpswap_x2 v[0:1], v[4:5], v[0:3] offset:1408 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	s_or_b64 s[4:5], vcc, s[4:5]
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_35
; %bb.36:                               ; %atomicrmw.end97
	s_or_b64 exec, exec, s[4:5]
	v_pk_mov_b32 v[0:1], s[2:3], s[2:3] op_sel:[0,1]
	flat_load_dwordx2 v[2:3], v[0:1] offset:1440
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v4, s7
	v_mov_b32_e32 v5, s6
.LBB0_37:                               ; %atomicrmw.start104
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_mov_b32 v[8:9], v[2:3], v[2:3] op_sel:[0,1]
	v_cmp_ge_u64_e32 vcc, s[6:7], v[8:9]
	v_cndmask_b32_e32 v7, v4, v9, vcc
	v_cndmask_b32_e32 v6, v5, v8, vcc
	flat_atomic_cmpswap_x2 v[2:3], v[0:1], v[6:9] offset:1440 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[2:3], v[8:9]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_37
; %bb.38:                               ; %atomicrmw.end103
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	global_store_dwordx2 v0, v[2:3], s[0:1] offset:360
	v_pk_mov_b32 v[4:5], s[2:3], s[2:3] op_sel:[0,1]
	flat_load_dwordx2 v[2:3], v[4:5] offset:1472
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v6, s7
	v_mov_b32_e32 v7, s6
.LBB0_39:                               ; %atomicrmw.start110
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_u64_e32 vcc, s[6:7], v[2:3]
	v_cndmask_b32_e32 v1, v6, v3, vcc
	v_cndmask_b32_e32 v0, v7, v2, vcc
	flat_atomic_cmpswap_x2 v[0:1], v[4:5], v[0:3] offset:1472 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	s_or_b64 s[4:5], vcc, s[4:5]
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_39
; %bb.40:                               ; %atomicrmw.end109
	s_or_b64 exec, exec, s[4:5]
	s_mov_b32 s5, 0
	s_mov_b32 s4, 3
	v_pk_mov_b32 v[0:1], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[4:5], s[2:3], s[2:3] op_sel:[0,1]
	v_pk_mov_b32 v[2:3], s[6:7], s[6:7] op_sel:[0,1]
	flat_atomic_cmpswap_x2 v[6:7], v[4:5], v[0:3] offset:1504 glc
	v_mov_b32_e32 v8, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v8, v[6:7], s[0:1] offset:376
	flat_atomic_cmpswap_x2 v[4:5], v[0:3] offset:1536
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_int_as0_uni
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	atomic_int_as0_uni, .Lfunc_end0-atomic_int_as0_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2124
; NumSgprs: 12
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
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
      - .address_space:  generic
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
    .name:           atomic_int_as0_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         atomic_int_as0_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
