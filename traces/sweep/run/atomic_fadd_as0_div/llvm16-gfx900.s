	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	atomic_fadd_as0_div             ; -- Begin function atomic_fadd_as0_div
	.p2align	8
	.type	atomic_fadd_as0_div,@function
atomic_fadd_as0_div:                    ; @atomic_fadd_as0_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v1, s[8:9]
	v_mov_b32_e32 v4, s11
	v_add_co_u32_e32 v5, vcc, s10, v1
	v_addc_co_u32_e32 v6, vcc, 0, v4, vcc
	flat_load_dword v4, v[5:6] offset:256
	s_add_u32 s0, s0, 1
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v8, s1
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v7, vcc, s0, v2
	v_addc_co_u32_e32 v8, vcc, v3, v8, vcc
	v_xor_b32_e32 v2, v7, v8
	v_ffbh_i32_e32 v3, v8
	v_ashrrev_i32_e32 v2, 31, v2
	v_add_u32_e32 v3, -1, v3
	v_add_u32_e32 v2, 32, v2
	v_min_u32_e32 v11, v3, v2
	v_lshlrev_b64 v[9:10], v11, v[7:8]
	v_add_co_u32_e32 v2, vcc, 0x100, v5
	v_min_u32_e32 v3, 1, v9
	v_or_b32_e32 v3, v10, v3
	v_cvt_f32_i32_e32 v5, v3
	v_addc_co_u32_e32 v3, vcc, 0, v6, vcc
	v_sub_u32_e32 v6, 32, v11
	v_ldexp_f32 v13, v5, v6
	s_mov_b64 s[0:1], 0
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, v4
	v_add_f32_e32 v4, v5, v13
	flat_atomic_cmpswap v4, v[2:3], v[4:5] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v4, s[8:9] offset:4
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v4, s11
	v_add_co_u32_e64 v5, s[0:1], s10, v2
	v_addc_co_u32_e64 v6, vcc, v4, v3, s[0:1]
	flat_load_dword v12, v[5:6] offset:512
	v_add_co_u32_e32 v9, vcc, 0x200, v5
	v_addc_co_u32_e32 v10, vcc, 0, v6, vcc
	s_mov_b64 s[2:3], 0
.LBB0_3:                                ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v11, v12, v13
	flat_atomic_cmpswap v2, v[9:10], v[11:12] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v12
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v12, v2
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %atomicrmw.end1
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v2, s11
	v_addc_co_u32_e64 v6, vcc, v2, v3, s[0:1]
	flat_load_dword v2, v[5:6] offset:768
	v_add_co_u32_e32 v9, vcc, 0x300, v5
	v_addc_co_u32_e32 v10, vcc, 0, v6, vcc
	s_mov_b64 s[2:3], 0
.LBB0_5:                                ; %atomicrmw.start8
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v12, v2
	v_sub_f32_e32 v11, v12, v13
	flat_atomic_cmpswap v2, v[9:10], v[11:12] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v12
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %atomicrmw.end7
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v4, 0
	global_store_dword v4, v2, s[8:9] offset:12
	v_mov_b32_e32 v2, s11
	v_addc_co_u32_e64 v6, vcc, v2, v3, s[0:1]
	flat_load_dword v12, v[5:6] offset:1024
	v_add_co_u32_e32 v9, vcc, 0x400, v5
	v_addc_co_u32_e32 v10, vcc, 0, v6, vcc
	s_mov_b64 s[2:3], 0
.LBB0_7:                                ; %atomicrmw.start14
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v11, v12, v13
	flat_atomic_cmpswap v2, v[9:10], v[11:12] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v12
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v12, v2
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end13
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v2, s11
	v_addc_co_u32_e64 v6, vcc, v2, v3, s[0:1]
	flat_atomic_swap v9, v[5:6], v13 offset:1280 glc
	v_mov_b32_e32 v10, 0
	v_lshlrev_b64 v[3:4], 3, v[0:1]
	v_cvt_f64_i32_e32 v[0:1], v8
	v_cvt_f64_u32_e32 v[7:8], v7
	s_mov_b64 s[2:3], 0
	v_ldexp_f64 v[0:1], v[0:1], 32
	v_add_f64 v[7:8], v[0:1], v[7:8]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v9, s[8:9] offset:20
	flat_atomic_swap v[5:6], v13 offset:1536
	v_add_co_u32_e64 v5, s[0:1], s10, v3
	v_addc_co_u32_e64 v6, vcc, v2, v4, s[0:1]
	flat_load_dwordx2 v[2:3], v[5:6] offset:3584
	v_add_co_u32_e32 v0, vcc, 0xe00, v5
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
.LBB0_9:                                ; %atomicrmw.start20
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v11, v2
	v_add_f64 v[9:10], v[11:12], v[7:8]
	flat_atomic_cmpswap_x2 v[2:3], v[0:1], v[9:12] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[2:3], v[11:12]
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_9
; %bb.10:                               ; %atomicrmw.end19
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, 0
	global_store_dwordx2 v0, v[2:3], s[8:9] offset:56
	v_mov_b32_e32 v0, s11
	v_addc_co_u32_e64 v6, vcc, v0, v4, s[0:1]
	v_add_co_u32_e32 v9, vcc, 0x1000, v5
	v_addc_co_u32_e64 v1, s[2:3], 0, v6, vcc
	v_mov_b32_e32 v0, v9
	flat_load_dwordx2 v[2:3], v[0:1]
	v_addc_co_u32_e32 v10, vcc, 0, v6, vcc
	s_mov_b64 s[2:3], 0
.LBB0_11:                               ; %atomicrmw.start26
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f64 v[0:1], v[2:3], v[7:8]
	flat_atomic_cmpswap_x2 v[0:1], v[9:10], v[0:3] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	v_mov_b32_e32 v3, v1
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v2, v0
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_11
; %bb.12:                               ; %atomicrmw.end25
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, s11
	v_addc_co_u32_e64 v6, vcc, v0, v4, s[0:1]
	v_add_co_u32_e32 v0, vcc, 0x1200, v5
	s_mov_b64 s[2:3], vcc
	v_add_co_u32_e32 v1, vcc, 0x1000, v5
	v_addc_co_u32_e32 v2, vcc, 0, v6, vcc
	flat_load_dwordx2 v[2:3], v[1:2] offset:512
	v_addc_co_u32_e64 v1, vcc, 0, v6, s[2:3]
	s_mov_b64 s[2:3], 0
.LBB0_13:                               ; %atomicrmw.start32
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v11, v2
	v_add_f64 v[9:10], v[11:12], -v[7:8]
	flat_atomic_cmpswap_x2 v[2:3], v[0:1], v[9:12] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[2:3], v[11:12]
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_13
; %bb.14:                               ; %atomicrmw.end31
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, 0
	global_store_dwordx2 v0, v[2:3], s[8:9] offset:72
	v_mov_b32_e32 v0, s11
	v_addc_co_u32_e64 v6, vcc, v0, v4, s[0:1]
	v_add_co_u32_e32 v9, vcc, 0x1400, v5
	s_mov_b64 s[2:3], vcc
	v_add_co_u32_e32 v0, vcc, 0x1000, v5
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	flat_load_dwordx2 v[2:3], v[0:1] offset:1024
	v_addc_co_u32_e64 v10, vcc, 0, v6, s[2:3]
	s_mov_b64 s[2:3], 0
.LBB0_15:                               ; %atomicrmw.start38
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f64 v[0:1], v[2:3], -v[7:8]
	flat_atomic_cmpswap_x2 v[0:1], v[9:10], v[0:3] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	v_mov_b32_e32 v3, v1
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v2, v0
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_15
; %bb.16:                               ; %atomicrmw.end37
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, s11
	v_addc_co_u32_e64 v1, vcc, v0, v4, s[0:1]
	v_add_co_u32_e32 v0, vcc, 0x1000, v5
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	flat_atomic_swap_x2 v[2:3], v[0:1], v[7:8] offset:1536 glc
	v_mov_b32_e32 v4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v4, v[2:3], s[8:9] offset:88
	flat_atomic_swap_x2 v[0:1], v[7:8] offset:2048
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel atomic_fadd_as0_div
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	atomic_fadd_as0_div, .Lfunc_end0-atomic_fadd_as0_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1128
; NumSgprs: 14
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 14
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           atomic_fadd_as0_div
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         atomic_fadd_as0_div.kd
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
