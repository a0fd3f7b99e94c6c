	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.globl	atomic_narrow_xchg_as0_uni      ; -- Begin function atomic_narrow_xchg_as0_uni
	.p2align	8
	.type	atomic_narrow_xchg_as0_uni,@function
atomic_narrow_xchg_as0_uni:             ; @atomic_narrow_xchg_as0_uni
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x8
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s2, 1
	s_add_u32 s5, s0, 4
	s_addc_u32 s3, s1, 0
	s_and_b32 s2, s5, -4
	s_and_b32 s5, s5, 3
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	s_lshl_b32 s5, s5, 3
	s_and_b32 s6, s4, 0xff
	s_lshl_b32 s7, 0xff, s5
	s_lshl_b32 s8, s6, s5
	flat_load_dword v1, v[0:1]
	s_not_b32 s7, s7
	s_mov_b32 s5, 0
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v2, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_or_b32 v0, v1, s7, s8
	v_mov_b32_e32 v3, s3
	flat_atomic_cmpswap v0, v[2:3], v[0:1] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s5, vcc_lo, s5
	s_andn2_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b32 exec_lo, exec_lo, s5
	s_add_u32 s5, s0, 8
	s_addc_u32 s3, s1, 0
	s_and_b32 s2, s5, -4
	s_and_b32 s5, s5, 3
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	s_lshl_b32 s8, s5, 3
                                        ; implicit-def: $sgpr9
	s_lshl_b32 s5, 0xff, s8
	s_lshl_b32 s7, 3, s8
	flat_load_dword v0, v[0:1]
	s_not_b32 s5, s5
	s_lshl_b32 s8, s6, s8
	s_mov_b32 s6, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v0, s5, v0
	s_branch .LBB0_4
.LBB0_3:                                ; %Flow43
                                        ;   in Loop: Header=BB0_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s10
	s_and_b32 s10, exec_lo, s9
	s_or_b32 s6, s10, s6
	s_andn2_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_6
.LBB0_4:                                ; %partword.cmpxchg.loop
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v4, s3
	v_or_b32_e32 v1, s7, v0
	v_or_b32_e32 v2, s8, v0
	v_mov_b32_e32 v3, s2
	s_or_b32 s9, s9, exec_lo
	flat_atomic_cmpswap v1, v[3:4], v[1:2] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc_lo, v1, v2
	s_and_saveexec_b32 s10, vcc_lo
	s_cbranch_execz .LBB0_3
; %bb.5:                                ; %partword.cmpxchg.failure
                                        ;   in Loop: Header=BB0_4 Depth=1
	v_and_b32_e32 v1, s5, v1
	s_andn2_b32 s9, s9, exec_lo
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v0, v1
	s_and_b32 s11, vcc_lo, exec_lo
	s_or_b32 s9, s9, s11
	s_branch .LBB0_3
.LBB0_6:                                ; %partword.cmpxchg.end
	s_or_b32 exec_lo, exec_lo, s6
	s_add_u32 s5, s0, 24
	s_addc_u32 s3, s1, 0
	s_and_b32 s2, s5, -4
	s_and_b32 s5, s5, 3
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	s_lshl_b32 s5, s5, 3
	s_and_b32 s4, s4, 0xffff
	s_lshl_b32 s6, 0xffff, s5
	s_lshl_b32 s7, s4, s5
	flat_load_dword v1, v[0:1]
	s_not_b32 s6, s6
	s_mov_b32 s5, 0
.LBB0_7:                                ; %atomicrmw.start15
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v2, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_or_b32 v0, v1, s6, s7
	v_mov_b32_e32 v3, s3
	flat_atomic_cmpswap v0, v[2:3], v[0:1] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s5, vcc_lo, s5
	s_andn2_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end14
	s_or_b32 exec_lo, exec_lo, s5
	s_add_u32 s2, s0, 32
	s_addc_u32 s1, s1, 0
	s_and_b32 s0, s2, -4
	s_and_b32 s2, s2, 3
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	s_lshl_b32 s5, s2, 3
                                        ; implicit-def: $sgpr6
	s_lshl_b32 s2, 0xffff, s5
	s_lshl_b32 s3, 3, s5
	flat_load_dword v0, v[0:1]
	s_not_b32 s2, s2
	s_lshl_b32 s4, s4, s5
	s_mov_b32 s5, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v0, s2, v0
	s_branch .LBB0_10
.LBB0_9:                                ; %Flow
                                        ;   in Loop: Header=BB0_10 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	s_and_b32 s7, exec_lo, s6
	s_or_b32 s5, s7, s5
	s_andn2_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB0_12
.LBB0_10:                               ; %partword.cmpxchg.loop23
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v4, s1
	v_or_b32_e32 v1, s3, v0
	v_or_b32_e32 v2, s4, v0
	v_mov_b32_e32 v3, s0
	s_or_b32 s6, s6, exec_lo
	flat_atomic_cmpswap v1, v[3:4], v[1:2] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc_lo, v1, v2
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_9
; %bb.11:                               ; %partword.cmpxchg.failure22
                                        ;   in Loop: Header=BB0_10 Depth=1
	v_and_b32_e32 v1, s2, v1
	s_andn2_b32 s6, s6, exec_lo
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v0, v1
	s_and_b32 s8, vcc_lo, exec_lo
	s_or_b32 s6, s6, s8
	s_branch .LBB0_9
.LBB0_12:                               ; %partword.cmpxchg.end21
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel atomic_narrow_xchg_as0_uni
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
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
	.size	atomic_narrow_xchg_as0_uni, .Lfunc_end0-atomic_narrow_xchg_as0_uni
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 632
; NumSgprs: 14
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 5
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
    .name:           atomic_narrow_xchg_as0_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         atomic_narrow_xchg_as0_uni.kd
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
