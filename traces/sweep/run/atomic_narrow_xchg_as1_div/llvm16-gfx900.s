	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	atomic_narrow_xchg_as1_div      ; -- Begin function atomic_narrow_xchg_as1_div
	.p2align	8
	.type	atomic_narrow_xchg_as1_div,@function
atomic_narrow_xchg_as1_div:             ; @atomic_narrow_xchg_as1_div
; %bb.0:                                ; %entry
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s6, 1
	global_load_dwordx2 v[4:5], v1, s[0:1]
	s_add_u32 s0, s2, 64
	s_addc_u32 s1, s3, 0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v6, vcc, s0, v0
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	v_and_b32_e32 v2, -4, v6
	global_load_dword v5, v[2:3], off
	v_and_b32_e32 v6, 3, v6
	s_movk_i32 s0, 0xff
	v_lshlrev_b32_e32 v9, 3, v6
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s4, v4
	v_lshlrev_b32_e64 v4, v9, s0
	v_and_b32_e32 v7, 0xff, v6
	v_not_b32_e32 v8, v4
	v_lshlrev_b32_e32 v9, v9, v7
	s_mov_b64 s[0:1], 0
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_and_or_b32 v4, v5, v8, v9
	global_atomic_cmpswap v4, v[2:3], v[4:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s0, s2, 0x80
	s_addc_u32 s1, s3, 0
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v4, vcc, s0, v0
	v_addc_co_u32_e32 v3, vcc, 0, v2, vcc
	v_and_b32_e32 v2, -4, v4
	global_load_dword v8, v[2:3], off
	v_and_b32_e32 v4, 3, v4
	s_movk_i32 s0, 0xff
	v_lshlrev_b32_e32 v5, 3, v4
	v_lshlrev_b32_e64 v9, v5, s0
	v_lshlrev_b32_e64 v4, v5, 3
	v_lshlrev_b32_e32 v5, v5, v7
	v_not_b32_e32 v7, v9
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $sgpr4_sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v8, v8, v7
	s_branch .LBB0_4
.LBB0_3:                                ; %Flow49
                                        ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[6:7], exec, s[4:5]
	s_or_b64 s[0:1], s[6:7], s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_6
.LBB0_4:                                ; %partword.cmpxchg.loop
                                        ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v9, v8, v4
	v_or_b32_e32 v10, v8, v5
	global_atomic_cmpswap v9, v[2:3], v[9:10], off glc
	s_or_b64 s[4:5], s[4:5], exec
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, v9, v10
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_3
; %bb.5:                                ; %partword.cmpxchg.failure
                                        ;   in Loop: Header=BB0_4 Depth=1
	v_and_b32_e32 v9, v9, v7
	v_cmp_eq_u32_e32 vcc, v8, v9
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[8:9], vcc, exec
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_mov_b32_e32 v8, v9
	s_branch .LBB0_3
.LBB0_6:                                ; %partword.cmpxchg.end
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s0, s2, 0x180
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_addc_u32 s1, s3, 0
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v4, vcc, s0, v0
	v_addc_co_u32_e32 v3, vcc, v2, v1, vcc
	v_and_b32_e32 v2, -4, v4
	global_load_dword v5, v[2:3], off
	v_and_b32_e32 v4, 3, v4
	v_lshlrev_b32_e32 v4, 3, v4
	s_mov_b32 s0, 0xffff
	v_lshlrev_b32_e64 v7, v4, s0
	v_and_b32_e32 v6, 0xffff, v6
	v_not_b32_e32 v7, v7
	v_lshlrev_b32_e32 v8, v4, v6
	s_mov_b64 s[0:1], 0
.LBB0_7:                                ; %atomicrmw.start15
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_and_or_b32 v4, v5, v7, v8
	global_atomic_cmpswap v4, v[2:3], v[4:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end14
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s0, s2, 0x200
	s_addc_u32 s1, s3, 0
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v3, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_and_b32_e32 v0, -4, v3
	global_load_dword v5, v[0:1], off
	v_and_b32_e32 v2, 3, v3
	s_mov_b32 s0, 0xffff
	v_lshlrev_b32_e32 v3, 3, v2
	v_lshlrev_b32_e64 v4, v3, s0
	v_not_b32_e32 v4, v4
	v_lshlrev_b32_e64 v2, v3, 3
	v_lshlrev_b32_e32 v3, v3, v6
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $sgpr2_sgpr3
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v5, v5, v4
	s_branch .LBB0_10
.LBB0_9:                                ; %Flow
                                        ;   in Loop: Header=BB0_10 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[4:5], exec, s[2:3]
	s_or_b64 s[0:1], s[4:5], s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_12
.LBB0_10:                               ; %partword.cmpxchg.loop23
                                        ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v6, v5, v2
	v_or_b32_e32 v7, v5, v3
	global_atomic_cmpswap v6, v[0:1], v[6:7], off glc
	s_or_b64 s[2:3], s[2:3], exec
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, v6, v7
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_9
; %bb.11:                               ; %partword.cmpxchg.failure22
                                        ;   in Loop: Header=BB0_10 Depth=1
	v_and_b32_e32 v6, v6, v4
	v_cmp_eq_u32_e32 vcc, v5, v6
	s_andn2_b64 s[2:3], s[2:3], exec
	s_and_b64 s[6:7], vcc, exec
	s_or_b64 s[2:3], s[2:3], s[6:7]
	v_mov_b32_e32 v5, v6
	s_branch .LBB0_9
.LBB0_12:                               ; %partword.cmpxchg.end21
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel atomic_narrow_xchg_as1_div
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 10
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
	.size	atomic_narrow_xchg_as1_div, .Lfunc_end0-atomic_narrow_xchg_as1_div
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 660
; NumSgprs: 12
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 11
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
    .name:           atomic_narrow_xchg_as1_div
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         atomic_narrow_xchg_as1_div.kd
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
