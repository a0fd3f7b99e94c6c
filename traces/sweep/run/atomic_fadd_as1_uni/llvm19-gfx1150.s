	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1150"
	.amdhsa_code_object_version 5
	.globl	atomic_fadd_as1_uni             ; -- Begin function atomic_fadd_as1_uni
	.p2align	8
	.type	atomic_fadd_as1_uni,@function
atomic_fadd_as1_uni:                    ; @atomic_fadd_as1_uni
; %bb.0:                                ; %entry
	s_load_b64 s[4:5], s[2:3], 0x10
	s_mov_b32 s0, exec_lo
                                        ; implicit-def: $vgpr1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v0, s0, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s8, s4, 1
	s_addc_u32 s9, s5, 0
	s_load_b128 s[4:7], s[2:3], 0x0
	s_xor_b32 s1, s8, s9
	s_cls_i32 s2, s9
	s_ashr_i32 s1, s1, 31
	s_add_i32 s2, s2, -1
	s_add_i32 s1, s1, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s1, s2, s1
	s_lshl_b64 s[2:3], s[8:9], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s2, s2, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s2, s3, s2
	s_cvt_f32_i32 s2, s2
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v2, s2, s1
	s_mov_b32 s2, 0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_4
; %bb.1:
	s_waitcnt lgkmcnt(0)
	s_load_b32 s3, s[6:7], 0x10
	s_bcnt1_i32_b32 s0, s0
	v_mov_b32_e32 v4, 0
	v_cvt_f32_ubyte0_e32 v1, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v3, v2, v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
.LBB0_2:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v6, v1
	v_add_f32_e32 v5, v6, v3
	global_atomic_cmpswap_b32 v1, v4, v[5:6], s[6:7] offset:16 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s0, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s2, s0, s2
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB0_2
; %bb.3:                                ; %Flow78
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_4:                                ; %Flow79
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_cvt_f32_ubyte0_e32 v0, v0
	v_readfirstlane_b32 s0, v1
	s_mov_b32 s2, exec_lo
	s_mov_b32 s1, exec_lo
	v_mbcnt_lo_u32_b32 v1, s2, 0
	v_dual_mul_f32 v0, v2, v0 :: v_dual_mov_b32 v3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, s0, v0
	v_cndmask_b32_e64 v0, v0, s0, vcc_lo
	s_mov_b32 s0, 0
	s_waitcnt lgkmcnt(0)
	global_store_b32 v3, v0, s[4:5] offset:4
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_7
; %bb.5:
	global_load_b32 v1, v3, s[6:7] offset:32
	s_bcnt1_i32_b32 s2, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_ubyte0_e32 v0, s2
	v_mul_f32_e32 v4, v2, v0
.LBB0_6:                                ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v4
	global_atomic_cmpswap_b32 v0, v3, v[0:1], s[6:7] offset:32 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_6
.LBB0_7:                                ; %Flow77
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_mov_b32 s0, exec_lo
	s_mov_b32 s2, 0
	v_mbcnt_lo_u32_b32 v0, s0, 0
                                        ; implicit-def: $vgpr1
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_11
; %bb.8:
	s_bcnt1_i32_b32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_ubyte0_e32 v4, s0
	v_dual_mov_b32 v3, 0 :: v_dual_mul_f32 v4, v2, v4
	global_load_b32 v1, v3, s[6:7] offset:48
.LBB0_9:                                ; %atomicrmw.start8
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v5, v6, v4
	global_atomic_cmpswap_b32 v1, v3, v[5:6], s[6:7] offset:48 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s0, v1, v6
	s_or_b32 s2, s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB0_9
; %bb.10:                               ; %Flow74
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_11:                               ; %Flow75
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_cvt_f32_ubyte0_e32 v0, v0
	v_readfirstlane_b32 s0, v1
	s_mov_b32 s2, exec_lo
	s_mov_b32 s1, exec_lo
	v_mbcnt_lo_u32_b32 v1, s2, 0
	v_dual_mul_f32 v0, v2, v0 :: v_dual_mov_b32 v3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, s0, v0
	v_cndmask_b32_e64 v0, v0, s0, vcc_lo
	s_mov_b32 s0, 0
	global_store_b32 v3, v0, s[4:5] offset:12
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_14
; %bb.12:
	global_load_b32 v1, v3, s[6:7] offset:64
	s_bcnt1_i32_b32 s2, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_ubyte0_e32 v0, s2
	v_mul_f32_e32 v4, v2, v0
.LBB0_13:                               ; %atomicrmw.start14
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v0, v1, v4
	global_atomic_cmpswap_b32 v0, v3, v[0:1], s[6:7] offset:64 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_13
.LBB0_14:                               ; %Flow73
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v7, 0
	s_mov_b32 s0, exec_lo
	s_mov_b32 s2, 0
	v_mbcnt_lo_u32_b32 v6, s0, 0
	global_atomic_swap_b32 v0, v7, v2, s[6:7] offset:80 glc
	v_cmp_eq_u32_e32 vcc_lo, 0, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v7, v0, s[4:5] offset:20
	global_atomic_swap_b32 v7, v2, s[6:7] offset:96
	v_cvt_f64_i32_e32 v[0:1], s9
	v_cvt_f64_u32_e32 v[2:3], s8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[0:1], 32
	v_add_f64 v[4:5], v[0:1], v[2:3]
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_18
; %bb.15:
	global_load_b64 v[0:1], v7, s[6:7] offset:224
	s_bcnt1_i32_b32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[2:3], s0
	v_mul_f64 v[2:3], v[4:5], v[2:3]
.LBB0_16:                               ; %atomicrmw.start20
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v11, v1 :: v_dual_mov_b32 v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[10:11], v[2:3]
	global_atomic_cmpswap_b64 v[0:1], v7, v[8:11], s[6:7] offset:224 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e64 s0, v[0:1], v[10:11]
	s_or_b32 s2, s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB0_16
; %bb.17:                               ; %Flow70
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_18:                               ; %Flow71
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_cvt_f64_u32_e32 v[2:3], v6
	v_readfirstlane_b32 s1, v1
	v_readfirstlane_b32 s0, v0
	s_mov_b32 s2, exec_lo
	v_mov_b32_e32 v8, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[2:3], v[4:5], v[2:3]
	v_add_f64 v[0:1], s[0:1], v[2:3]
	v_mbcnt_lo_u32_b32 v2, s2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v1, s1, vcc_lo
	v_cndmask_b32_e64 v0, v0, s0, vcc_lo
	s_mov_b32 s0, 0
	s_mov_b32 s1, exec_lo
	global_store_b64 v8, v[0:1], s[4:5] offset:56
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB0_21
; %bb.19:
	global_load_b64 v[2:3], v8, s[6:7] offset:256
	s_bcnt1_i32_b32 s2, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[0:1], s2
	v_mul_f64 v[6:7], v[4:5], v[0:1]
.LBB0_20:                               ; %atomicrmw.start26
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f64 v[0:1], v[2:3], v[6:7]
	global_atomic_cmpswap_b64 v[0:1], v8, v[0:3], s[6:7] offset:256 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc_lo, v[0:1], v[2:3]
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_20
.LBB0_21:                               ; %Flow69
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_mov_b32 s0, exec_lo
	s_mov_b32 s2, 0
	v_mbcnt_lo_u32_b32 v6, s0, 0
                                        ; implicit-def: $vgpr0_vgpr1
	v_cmp_eq_u32_e32 vcc_lo, 0, v6
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_25
; %bb.22:
	v_mov_b32_e32 v7, 0
	s_bcnt1_i32_b32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cvt_f64_u32_e32 v[2:3], s0
	global_load_b64 v[0:1], v7, s[6:7] offset:288
	v_mul_f64 v[2:3], v[4:5], v[2:3]
.LBB0_23:                               ; %atomicrmw.start32
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v11, v1 :: v_dual_mov_b32 v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[10:11], -v[2:3]
	global_atomic_cmpswap_b64 v[0:1], v7, v[8:11], s[6:7] offset:288 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e64 s0, v[0:1], v[10:11]
	s_or_b32 s2, s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB0_23
; %bb.24:                               ; %Flow66
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_25:                               ; %Flow67
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_cvt_f64_u32_e32 v[2:3], v6
	v_readfirstlane_b32 s1, v1
	v_readfirstlane_b32 s0, v0
	s_mov_b32 s2, exec_lo
	v_mov_b32_e32 v8, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[2:3], v[4:5], v[2:3]
	v_add_f64 v[0:1], s[0:1], -v[2:3]
	v_mbcnt_lo_u32_b32 v2, s2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v1, s1, vcc_lo
	v_cndmask_b32_e64 v0, v0, s0, vcc_lo
	s_mov_b32 s0, 0
	s_mov_b32 s1, exec_lo
	global_store_b64 v8, v[0:1], s[4:5] offset:72
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB0_28
; %bb.26:
	global_load_b64 v[2:3], v8, s[6:7] offset:320
	s_bcnt1_i32_b32 s2, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[0:1], s2
	v_mul_f64 v[6:7], v[4:5], v[0:1]
.LBB0_27:                               ; %atomicrmw.start38
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f64 v[0:1], v[2:3], -v[6:7]
	global_atomic_cmpswap_b64 v[0:1], v8, v[0:3], s[6:7] offset:320 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc_lo, v[0:1], v[2:3]
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_27
.LBB0_28:                               ; %Flow65
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v2, 0
	global_atomic_swap_b64 v[0:1], v2, v[4:5], s[6:7] offset:352 glc
	s_waitcnt vmcnt(0)
	global_store_b64 v2, v[0:1], s[4:5] offset:88
	global_atomic_swap_b64 v2, v[4:5], s[6:7] offset:384
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_fadd_as1_uni
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
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
	.size	atomic_fadd_as1_uni, .Lfunc_end0-atomic_fadd_as1_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1368
; NumSgprs: 12
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 12
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	".note.GNU-stack","",@progbits
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
    .name:           atomic_fadd_as1_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         atomic_fadd_as1_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1150
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
