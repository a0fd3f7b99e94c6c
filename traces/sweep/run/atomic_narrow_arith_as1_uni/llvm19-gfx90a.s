	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	atomic_narrow_arith_as1_uni     ; -- Begin function atomic_narrow_arith_as1_uni
	.p2align	8
	.type	atomic_narrow_arith_as1_uni,@function
atomic_narrow_arith_as1_uni:            ; @atomic_narrow_arith_as1_uni
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[6:7], 0x8
	s_mov_b64 s[8:9], exec
	v_mbcnt_lo_u32_b32 v0, s8, 0
	v_mbcnt_hi_u32_b32 v0, s9, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s10, s2, 1
	s_and_b32 s11, s10, 0xff
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	s_add_u32 s6, s0, 4
	s_addc_u32 s5, s1, 0
	s_bcnt1_i32_b64 s4, s[8:9]
	s_mul_i32 s7, s11, s4
	s_and_b32 s4, s6, -4
	s_load_dword s13, s[4:5], 0x0
	s_and_b32 s6, s6, 3
	s_lshl_b32 s6, s6, 3
	s_lshl_b32 s8, 0xff, s6
	s_and_b32 s7, s7, 0xff
	s_not_b32 s9, s8
	s_lshl_b32 s12, s7, s6
	s_mov_b64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s13
	v_mov_b32_e32 v2, 0
.LBB0_2:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, s12, v1
	v_and_b32_e32 v0, s8, v0
	v_and_or_b32 v0, v1, s9, v0
	global_atomic_cmpswap v0, v2, v[0:1], s[4:5] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_2
.LBB0_3:                                ; %Flow244
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[6:7], exec
	v_mbcnt_lo_u32_b32 v0, s6, 0
	v_mbcnt_hi_u32_b32 v0, s7, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_6
; %bb.4:
	s_add_u32 s8, s0, 8
	s_addc_u32 s5, s1, 0
	s_and_b32 s4, s8, -4
	v_mov_b32_e32 v2, 0
	global_load_dword v1, v2, s[4:5]
	s_bcnt1_i32_b64 s6, s[6:7]
	s_and_b32 s7, s8, 3
	s_mul_i32 s6, s11, s6
	s_lshl_b32 s7, s7, 3
	s_lshl_b32 s8, 0xff, s7
	s_and_b32 s6, s6, 0xff
	s_not_b32 s9, s8
	s_lshl_b32 s12, s6, s7
	s_mov_b64 s[6:7], 0
.LBB0_5:                                ; %atomicrmw.start8
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v0, s12, v1
	v_and_b32_e32 v0, s8, v0
	v_and_or_b32 v0, v1, s9, v0
	global_atomic_cmpswap v0, v2, v[0:1], s[4:5] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_5
.LBB0_6:                                ; %Flow242
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s4, s0, 12
	s_addc_u32 s3, s1, 0
	s_and_b32 s2, s4, -4
	v_mov_b32_e32 v2, 0
	global_load_dword v1, v2, s[2:3]
	s_and_b32 s4, s4, 3
	s_lshl_b32 s4, s4, 3
	s_lshl_b32 s6, 0xff, s4
	s_not_b32 s7, s6
	s_lshl_b32 s8, s11, s4
	s_mov_b64 s[4:5], 0
.LBB0_7:                                ; %atomicrmw.start22
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, s8, v1
	v_not_b32_e32 v0, v0
	v_and_b32_e32 v0, s6, v0
	v_and_or_b32 v0, v1, s7, v0
	global_atomic_cmpswap v0, v2, v[0:1], s[2:3] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end21
	s_or_b64 exec, exec, s[4:5]
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_11
; %bb.9:
	s_add_u32 s6, s0, 16
	s_addc_u32 s5, s1, 0
	s_and_b32 s4, s6, -4
	v_mov_b32_e32 v2, 0
	global_load_dword v1, v2, s[4:5]
	s_and_b32 s6, s6, 3
	s_lshl_b32 s8, s6, 3
	s_lshl_b32 s6, 0xff, s8
	s_not_b32 s9, s6
	s_mov_b64 s[6:7], 0
	s_bfe_i32 s11, s10, 0x80000
.LBB0_10:                               ; %atomicrmw.start35
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v0, s8, v1
	v_max_i16_sdwa v0, sext(v0), s11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_sdwa v0, s8, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_or_b32 v0, v1, s9, v0
	global_atomic_cmpswap v0, v2, v[0:1], s[4:5] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_10
.LBB0_11:                               ; %Flow240
	s_or_b64 exec, exec, s[2:3]
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_14
; %bb.12:
	s_add_u32 s6, s0, 20
	s_addc_u32 s5, s1, 0
	s_and_b32 s4, s6, -4
	v_mov_b32_e32 v2, 0
	global_load_dword v1, v2, s[4:5]
	s_and_b32 s6, s6, 3
	s_lshl_b32 s8, s6, 3
	s_lshl_b32 s6, 0xff, s8
	s_not_b32 s9, s6
	s_mov_b64 s[6:7], 0
	s_bfe_i32 s11, s10, 0x80000
.LBB0_13:                               ; %atomicrmw.start51
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v0, s8, v1
	v_min_i16_sdwa v0, sext(v0), s11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_sdwa v0, s8, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_or_b32 v0, v1, s9, v0
	global_atomic_cmpswap v0, v2, v[0:1], s[4:5] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_13
.LBB0_14:                               ; %Flow238
	s_or_b64 exec, exec, s[2:3]
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_17
; %bb.15:
	s_add_u32 s6, s0, 24
	s_addc_u32 s5, s1, 0
	s_and_b32 s4, s6, -4
	v_mov_b32_e32 v2, 0
	global_load_dword v1, v2, s[4:5]
	s_and_b32 s6, s6, 3
	s_lshl_b32 s8, s6, 3
	s_lshl_b32 s6, 0xff, s8
	s_not_b32 s9, s6
	s_mov_b64 s[6:7], 0
.LBB0_16:                               ; %atomicrmw.start70
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v0, s8, v1
	v_max_u16_sdwa v0, v0, s10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_lshlrev_b32_e32 v0, s8, v0
	v_and_or_b32 v0, v1, s9, v0
	global_atomic_cmpswap v0, v2, v[0:1], s[4:5] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_16
.LBB0_17:                               ; %Flow236
	s_or_b64 exec, exec, s[2:3]
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_20
; %bb.18:
	s_add_u32 s6, s0, 28
	s_addc_u32 s5, s1, 0
	s_and_b32 s4, s6, -4
	v_mov_b32_e32 v2, 0
	global_load_dword v1, v2, s[4:5]
	s_and_b32 s6, s6, 3
	s_lshl_b32 s8, s6, 3
	s_lshl_b32 s6, 0xff, s8
	s_not_b32 s9, s6
	s_mov_b64 s[6:7], 0
.LBB0_19:                               ; %atomicrmw.start89
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v0, s8, v1
	v_min_u16_sdwa v0, v0, s10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_lshlrev_b32_e32 v0, s8, v0
	v_and_or_b32 v0, v1, s9, v0
	global_atomic_cmpswap v0, v2, v[0:1], s[4:5] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_19
.LBB0_20:                               ; %Flow234
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[6:7], exec
	v_mbcnt_lo_u32_b32 v0, s6, 0
	v_mbcnt_hi_u32_b32 v0, s7, v0
	s_and_b32 s8, s10, 0xffff
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_23
; %bb.21:
	s_add_u32 s9, s0, 64
	s_addc_u32 s5, s1, 0
	s_and_b32 s4, s9, -4
	v_mov_b32_e32 v2, 0
	global_load_dword v1, v2, s[4:5]
	s_bcnt1_i32_b64 s6, s[6:7]
	s_and_b32 s7, s9, 3
	s_mul_i32 s6, s8, s6
	s_lshl_b32 s7, s7, 3
	s_lshl_b32 s9, 0xffff, s7
	s_and_b32 s6, s6, 0xffff
	s_not_b32 s11, s9
	s_lshl_b32 s12, s6, s7
	s_mov_b64 s[6:7], 0
.LBB0_22:                               ; %atomicrmw.start109
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, s12, v1
	v_and_b32_e32 v0, s9, v0
	v_and_or_b32 v0, v1, s11, v0
	global_atomic_cmpswap v0, v2, v[0:1], s[4:5] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_22
.LBB0_23:                               ; %Flow232
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[6:7], exec
	v_mbcnt_lo_u32_b32 v0, s6, 0
	v_mbcnt_hi_u32_b32 v0, s7, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_26
; %bb.24:
	s_add_u32 s9, s0, 0x48
	s_addc_u32 s5, s1, 0
	s_and_b32 s4, s9, -4
	v_mov_b32_e32 v2, 0
	global_load_dword v1, v2, s[4:5]
	s_bcnt1_i32_b64 s6, s[6:7]
	s_and_b32 s7, s9, 3
	s_mul_i32 s6, s8, s6
	s_lshl_b32 s7, s7, 3
	s_lshl_b32 s9, 0xffff, s7
	s_and_b32 s6, s6, 0xffff
	s_not_b32 s11, s9
	s_lshl_b32 s12, s6, s7
	s_mov_b64 s[6:7], 0
.LBB0_25:                               ; %atomicrmw.start123
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v0, s12, v1
	v_and_b32_e32 v0, s9, v0
	v_and_or_b32 v0, v1, s11, v0
	global_atomic_cmpswap v0, v2, v[0:1], s[4:5] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_25
.LBB0_26:                               ; %Flow230
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s4, s0, 0x50
	s_addc_u32 s3, s1, 0
	s_and_b32 s2, s4, -4
	v_mov_b32_e32 v2, 0
	global_load_dword v1, v2, s[2:3]
	s_and_b32 s4, s4, 3
	s_lshl_b32 s4, s4, 3
	s_lshl_b32 s6, 0xffff, s4
	s_not_b32 s7, s6
	s_lshl_b32 s8, s8, s4
	s_mov_b64 s[4:5], 0
.LBB0_27:                               ; %atomicrmw.start137
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, s8, v1
	v_not_b32_e32 v0, v0
	v_and_b32_e32 v0, s6, v0
	v_and_or_b32 v0, v1, s7, v0
	global_atomic_cmpswap v0, v2, v[0:1], s[2:3] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_27
; %bb.28:                               ; %atomicrmw.end136
	s_or_b64 exec, exec, s[4:5]
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_31
; %bb.29:
	s_add_u32 s6, s0, 0x58
	s_addc_u32 s5, s1, 0
	s_and_b32 s4, s6, -4
	v_mov_b32_e32 v2, 0
	global_load_dword v1, v2, s[4:5]
	s_and_b32 s6, s6, 3
	s_lshl_b32 s8, s6, 3
	s_lshl_b32 s6, 0xffff, s8
	s_not_b32 s9, s6
	s_mov_b64 s[6:7], 0
.LBB0_30:                               ; %atomicrmw.start150
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v0, s8, v1
	v_max_i16_e32 v0, s10, v0
	v_lshlrev_b32_e32 v0, s8, v0
	v_and_or_b32 v0, v1, s9, v0
	global_atomic_cmpswap v0, v2, v[0:1], s[4:5] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_30
.LBB0_31:                               ; %Flow228
	s_or_b64 exec, exec, s[2:3]
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_34
; %bb.32:
	s_add_u32 s6, s0, 0x60
	s_addc_u32 s5, s1, 0
	s_and_b32 s4, s6, -4
	v_mov_b32_e32 v2, 0
	global_load_dword v1, v2, s[4:5]
	s_and_b32 s6, s6, 3
	s_lshl_b32 s8, s6, 3
	s_lshl_b32 s6, 0xffff, s8
	s_not_b32 s9, s6
	s_mov_b64 s[6:7], 0
.LBB0_33:                               ; %atomicrmw.start169
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v0, s8, v1
	v_min_i16_e32 v0, s10, v0
	v_lshlrev_b32_e32 v0, s8, v0
	v_and_or_b32 v0, v1, s9, v0
	global_atomic_cmpswap v0, v2, v[0:1], s[4:5] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_33
.LBB0_34:                               ; %Flow226
	s_or_b64 exec, exec, s[2:3]
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_37
; %bb.35:
	s_add_u32 s6, s0, 0x68
	s_addc_u32 s5, s1, 0
	s_and_b32 s4, s6, -4
	v_mov_b32_e32 v2, 0
	global_load_dword v1, v2, s[4:5]
	s_and_b32 s6, s6, 3
	s_lshl_b32 s8, s6, 3
	s_lshl_b32 s6, 0xffff, s8
	s_not_b32 s9, s6
	s_mov_b64 s[6:7], 0
.LBB0_36:                               ; %atomicrmw.start188
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v0, s8, v1
	v_max_u16_e32 v0, s10, v0
	v_lshlrev_b32_e32 v0, s8, v0
	v_and_or_b32 v0, v1, s9, v0
	global_atomic_cmpswap v0, v2, v[0:1], s[4:5] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_36
.LBB0_37:                               ; %Flow224
	s_or_b64 exec, exec, s[2:3]
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_40
; %bb.38:
	s_add_u32 s2, s0, 0x70
	s_addc_u32 s1, s1, 0
	s_and_b32 s0, s2, -4
	v_mov_b32_e32 v2, 0
	global_load_dword v1, v2, s[0:1]
	s_and_b32 s2, s2, 3
	s_lshl_b32 s4, s2, 3
	s_lshl_b32 s2, 0xffff, s4
	s_not_b32 s5, s2
	s_mov_b64 s[2:3], 0
.LBB0_39:                               ; %atomicrmw.start207
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v0, s4, v1
	v_min_u16_e32 v0, s10, v0
	v_lshlrev_b32_e32 v0, s4, v0
	v_and_or_b32 v0, v1, s5, v0
	global_atomic_cmpswap v0, v2, v[0:1], s[0:1] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_39
.LBB0_40:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_narrow_arith_as1_uni
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
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 4
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
	.size	atomic_narrow_arith_as1_uni, .Lfunc_end0-atomic_narrow_arith_as1_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2036
; NumSgprs: 18
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 3
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
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
    .name:           atomic_narrow_arith_as1_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         atomic_narrow_arith_as1_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
