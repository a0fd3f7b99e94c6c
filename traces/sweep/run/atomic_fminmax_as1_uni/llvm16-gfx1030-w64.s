	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	atomic_fminmax_as1_uni          ; -- Begin function atomic_fminmax_as1_uni
	.p2align	8
	.type	atomic_fminmax_as1_uni,@function
atomic_fminmax_as1_uni:                 ; @atomic_fminmax_as1_uni
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s6, 1
	s_addc_u32 s5, s7, 0
	s_load_dword s8, s[2:3], 0x10
	s_xor_b32 s6, s4, s5
	s_flbit_i32 s7, s5
	s_ashr_i32 s6, s6, 31
	s_add_i32 s7, s7, -1
	s_add_i32 s6, s6, 32
	s_min_u32 s9, s7, s6
	s_lshl_b64 s[6:7], s[4:5], s9
	s_min_u32 s6, s6, 1
	s_or_b32 s6, s7, s6
	v_cvt_f32_i32_e32 v0, s6
	s_sub_i32 s6, 32, s9
	v_ldexp_f32 v1, v0, s6
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s8
	s_mov_b64 s[6:7], 0
	v_max_f32_e32 v2, v1, v1
	v_mov_b32_e32 v1, 0
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v4, v0
	v_max_f32_e32 v0, v4, v4
	v_max_f32_e32 v3, v0, v2
	global_atomic_cmpswap v0, v1, v[3:4], s[2:3] offset:16 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v4
	s_or_b64 s[6:7], vcc, s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[6:7], 0
	global_store_dword v3, v0, s[0:1] offset:4
	global_load_dword v1, v3, s[2:3] offset:32
.LBB0_3:                                ; %atomicrmw.start2
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v0, v1, v1
	v_max_f32_e32 v0, v0, v2
	global_atomic_cmpswap v0, v3, v[0:1], s[2:3] offset:32 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b64 s[6:7], vcc, s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %atomicrmw.end1
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[6:7], 0
	global_load_dword v1, v0, s[2:3] offset:48
.LBB0_5:                                ; %atomicrmw.start7
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v1
	v_max_f32_e32 v1, v4, v4
	v_min_f32_e32 v3, v1, v2
	global_atomic_cmpswap v1, v0, v[3:4], s[2:3] offset:48 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v4
	s_or_b64 s[6:7], vcc, s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %atomicrmw.end6
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[6:7], 0
	global_store_dword v3, v1, s[0:1] offset:12
	global_load_dword v1, v3, s[2:3] offset:64
.LBB0_7:                                ; %atomicrmw.start12
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v0, v1, v1
	v_min_f32_e32 v0, v0, v2
	global_atomic_cmpswap v0, v3, v[0:1], s[2:3] offset:64 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b64 s[6:7], vcc, s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end11
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v2, 0
	v_cvt_f64_i32_e32 v[3:4], s5
	v_cvt_f64_u32_e32 v[5:6], s4
	s_mov_b64 s[4:5], 0
	global_load_dwordx2 v[0:1], v2, s[2:3] offset:160
	v_ldexp_f64 v[3:4], v[3:4], 32
	v_add_f64 v[3:4], v[3:4], v[5:6]
	v_max_f64 v[4:5], v[3:4], v[3:4]
.LBB0_9:                                ; %atomicrmw.start17
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v0
	v_max_f64 v[0:1], v[8:9], v[8:9]
	v_max_f64 v[6:7], v[0:1], v[4:5]
	global_atomic_cmpswap_x2 v[0:1], v2, v[6:9], s[2:3] offset:160 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[8:9]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_9
; %bb.10:                               ; %atomicrmw.end16
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v6, 0
	s_mov_b64 s[4:5], 0
	global_store_dwordx2 v6, v[0:1], s[0:1] offset:40
	global_load_dwordx2 v[2:3], v6, s[2:3] offset:192
.LBB0_11:                               ; %atomicrmw.start22
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_f64 v[0:1], v[2:3], v[2:3]
	v_max_f64 v[0:1], v[0:1], v[4:5]
	global_atomic_cmpswap_x2 v[0:1], v6, v[0:3], s[2:3] offset:192 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_11
; %bb.12:                               ; %atomicrmw.end21
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v2, 0
	s_mov_b64 s[4:5], 0
	global_load_dwordx2 v[0:1], v2, s[2:3] offset:224
.LBB0_13:                               ; %atomicrmw.start27
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v0
	v_max_f64 v[0:1], v[8:9], v[8:9]
	v_min_f64 v[6:7], v[0:1], v[4:5]
	global_atomic_cmpswap_x2 v[0:1], v2, v[6:9], s[2:3] offset:224 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[8:9]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_13
; %bb.14:                               ; %atomicrmw.end26
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v6, 0
	global_store_dwordx2 v6, v[0:1], s[0:1] offset:56
	global_load_dwordx2 v[2:3], v6, s[2:3] offset:256
	s_mov_b64 s[0:1], 0
.LBB0_15:                               ; %atomicrmw.start32
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_f64 v[0:1], v[2:3], v[2:3]
	v_min_f64 v[0:1], v[0:1], v[4:5]
	global_atomic_cmpswap_x2 v[0:1], v6, v[0:3], s[2:3] offset:256 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_15
; %bb.16:                               ; %atomicrmw.end31
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel atomic_fminmax_as1_uni
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 10
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
	.size	atomic_fminmax_as1_uni, .Lfunc_end0-atomic_fminmax_as1_uni
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 764
; NumSgprs: 12
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 10
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
    .name:           atomic_fminmax_as1_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         atomic_fminmax_as1_uni.kd
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
