	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	atomic_fadd_as0_div             ; -- Begin function atomic_fadd_as0_div
	.p2align	8
	.type	atomic_fadd_as0_div,@function
atomic_fadd_as0_div:                    ; @atomic_fadd_as0_div
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v3, 2, v0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[1:2], v3, s[0:1]
	v_add_co_u32 v9, s[6:7], s2, v3
	v_add_co_ci_u32_e64 v10, s[6:7], s3, 0, s[6:7]
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	flat_load_dword v4, v[9:10] offset:256
	s_waitcnt vmcnt(1)
	v_add_co_u32 v1, vcc, v1, s4
	v_add_co_ci_u32_e32 v2, vcc, s5, v2, vcc
	s_mov_b64 s[4:5], 0
	v_cvt_f64_u32_e32 v[7:8], v1
	v_cvt_f64_i32_e32 v[5:6], v2
	v_xor_b32_e32 v3, v1, v2
	v_ffbh_i32_e32 v11, v2
	v_ashrrev_i32_e32 v3, 31, v3
	v_add_nc_u32_e32 v11, -1, v11
	v_add_nc_u32_e32 v3, 32, v3
	v_min_u32_e32 v3, v11, v3
	v_lshlrev_b64 v[1:2], v3, v[1:2]
	v_ldexp_f64 v[5:6], v[5:6], 32
	v_sub_nc_u32_e32 v3, 32, v3
	v_min_u32_e32 v1, 1, v1
	v_or_b32_e32 v1, v2, v1
	v_cvt_f32_i32_e32 v2, v1
	v_mov_b32_e32 v1, 0
	v_add_f64 v[6:7], v[5:6], v[7:8]
	v_ldexp_f32 v8, v2, v3
	v_add_co_u32 v2, vcc, 0x100, v9
	v_add_co_ci_u32_e32 v3, vcc, 0, v10, vcc
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v5, v4
	v_add_f32_e32 v4, v5, v8
	flat_atomic_cmpswap v4, v[2:3], v[4:5] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[4:5], 0
	global_store_dword v5, v4, s[0:1] offset:4
	v_add_co_u32 v2, vcc, s2, v2
	v_add_co_ci_u32_e32 v3, vcc, s3, v3, vcc
	flat_load_dword v5, v[2:3] offset:512
	v_add_co_u32 v2, vcc, 0x200, v2
	v_add_co_ci_u32_e32 v3, vcc, 0, v3, vcc
.LBB0_3:                                ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v4, v5, v8
	flat_atomic_cmpswap v4, v[2:3], v[4:5] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	v_mov_b32_e32 v5, v4
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %atomicrmw.end1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_mov_b64 s[4:5], 0
	v_add_co_u32 v2, vcc, s2, v2
	v_add_co_ci_u32_e32 v3, vcc, s3, v3, vcc
	flat_load_dword v4, v[2:3] offset:768
	v_add_co_u32 v2, vcc, 0x300, v2
	v_add_co_ci_u32_e32 v3, vcc, 0, v3, vcc
.LBB0_5:                                ; %atomicrmw.start8
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v5, v4
	v_sub_f32_e32 v4, v5, v8
	flat_atomic_cmpswap v4, v[2:3], v[4:5] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %atomicrmw.end7
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[4:5], 0
	global_store_dword v5, v4, s[0:1] offset:12
	v_add_co_u32 v2, vcc, s2, v2
	v_add_co_ci_u32_e32 v3, vcc, s3, v3, vcc
	flat_load_dword v5, v[2:3] offset:1024
	v_add_co_u32 v2, vcc, 0x400, v2
	v_add_co_ci_u32_e32 v3, vcc, 0, v3, vcc
.LBB0_7:                                ; %atomicrmw.start14
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v4, v5, v8
	flat_atomic_cmpswap v4, v[2:3], v[4:5] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	v_mov_b32_e32 v5, v4
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end13
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b64 v[4:5], 3, v[0:1]
	v_mov_b32_e32 v12, 0
	s_mov_b64 s[4:5], 0
	v_add_co_u32 v2, vcc, s2, v2
	v_add_co_ci_u32_e32 v3, vcc, s3, v3, vcc
	v_add_co_u32 v10, vcc, s2, v4
	v_add_co_ci_u32_e32 v11, vcc, s3, v5, vcc
	flat_atomic_swap v9, v[2:3], v8 offset:1280 glc
	v_add_co_u32 v4, vcc, 0x800, v10
	v_add_co_ci_u32_e32 v5, vcc, 0, v11, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v12, v9, s[0:1] offset:20
	s_clause 0x1
	flat_atomic_swap v[2:3], v8 offset:1536
	flat_load_dwordx2 v[4:5], v[4:5] offset:1536
	v_add_co_u32 v2, vcc, 0xe00, v10
	v_add_co_ci_u32_e32 v3, vcc, 0, v11, vcc
.LBB0_9:                                ; %atomicrmw.start20
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v11, v5
	v_mov_b32_e32 v10, v4
	v_add_f64 v[8:9], v[10:11], v[6:7]
	flat_atomic_cmpswap_x2 v[4:5], v[2:3], v[8:11] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[4:5], v[10:11]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_9
; %bb.10:                               ; %atomicrmw.end19
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v10, 0
	s_mov_b64 s[4:5], 0
	global_store_dwordx2 v10, v[4:5], s[0:1] offset:56
	v_add_co_u32 v2, vcc, s2, v2
	v_add_co_ci_u32_e32 v3, vcc, s3, v3, vcc
	v_add_co_u32 v8, vcc, v2, 0x1000
	v_add_co_ci_u32_e32 v9, vcc, 0, v3, vcc
	flat_load_dwordx2 v[4:5], v[8:9]
.LBB0_11:                               ; %atomicrmw.start26
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f64 v[2:3], v[4:5], v[6:7]
	flat_atomic_cmpswap_x2 v[2:3], v[8:9], v[2:5] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[2:3], v[4:5]
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v4, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_11
; %bb.12:                               ; %atomicrmw.end25
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_mov_b64 s[4:5], 0
	v_add_co_u32 v4, vcc, s2, v2
	v_add_co_ci_u32_e32 v5, vcc, s3, v3, vcc
	v_add_co_u32 v2, vcc, 0x1000, v4
	v_add_co_ci_u32_e32 v3, vcc, 0, v5, vcc
	v_add_co_u32 v4, vcc, 0x1200, v4
	v_add_co_ci_u32_e32 v5, vcc, 0, v5, vcc
	flat_load_dwordx2 v[2:3], v[2:3] offset:512
.LBB0_13:                               ; %atomicrmw.start32
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v10, v2
	v_add_f64 v[8:9], v[10:11], -v[6:7]
	flat_atomic_cmpswap_x2 v[2:3], v[4:5], v[8:11] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[2:3], v[10:11]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_13
; %bb.14:                               ; %atomicrmw.end31
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[4:5], 3, v[0:1]
	v_mov_b32_e32 v10, 0
	s_mov_b64 s[4:5], 0
	global_store_dwordx2 v10, v[2:3], s[0:1] offset:72
	v_add_co_u32 v8, vcc, s2, v4
	v_add_co_ci_u32_e32 v9, vcc, s3, v5, vcc
	v_add_co_u32 v4, vcc, 0x1000, v8
	v_add_co_ci_u32_e32 v5, vcc, 0, v9, vcc
	v_add_co_u32 v8, vcc, 0x1400, v8
	v_add_co_ci_u32_e32 v9, vcc, 0, v9, vcc
	flat_load_dwordx2 v[4:5], v[4:5] offset:1024
.LBB0_15:                               ; %atomicrmw.start38
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f64 v[2:3], v[4:5], -v[6:7]
	flat_atomic_cmpswap_x2 v[2:3], v[8:9], v[2:5] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[2:3], v[4:5]
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v4, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_15
; %bb.16:                               ; %atomicrmw.end37
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v4, 0
	v_add_co_u32 v2, vcc, s2, v0
	v_add_co_ci_u32_e32 v3, vcc, s3, v1, vcc
	v_add_co_u32 v0, vcc, 0x1000, v2
	v_add_co_ci_u32_e32 v1, vcc, 0, v3, vcc
	v_add_co_u32 v2, vcc, 0x1800, v2
	v_add_co_ci_u32_e32 v3, vcc, 0, v3, vcc
	flat_atomic_swap_x2 v[0:1], v[0:1], v[6:7] offset:1536 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v4, v[0:1], s[0:1] offset:88
	flat_atomic_swap_x2 v[2:3], v[6:7]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
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
		.amdhsa_wavefront_size32 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 8
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
; codeLenInByte = 1220
; NumSgprs: 10
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 13
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         atomic_fadd_as0_div.kd
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
