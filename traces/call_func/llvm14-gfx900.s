	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.p2align	2                               ; -- Begin function blend
	.type	blend,@function
blend:                                  ; @blend
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_min_i32_e32 v2, v0, v1
	v_max_i32_e32 v0, v0, v1
	v_sub_u32_e32 v0, v0, v2
	v_lshrrev_b32_e32 v0, 1, v0
	v_add_u32_e32 v0, v2, v0
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	blend, .Lfunc_end0-blend
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 28
; NumSgprs: 36
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function mix
	.type	mix,@function
mix:                                    ; @mix
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s8, s33
	s_mov_b32 s33, s32
	s_mov_b64 s[4:5], s[30:31]
	v_lshrrev_b32_e64 v3, 6, s33
	s_mov_b32 s6, 0
	v_mov_b32_e32 v4, 0
	s_addk_i32 s32, 0x1400
.LBB1_1:                                ; %fill
                                        ; =>This Inner Loop Header: Depth=1
	v_xor_b32_e32 v5, v4, v1
	s_add_i32 s6, s6, 1
	v_add_u32_e32 v4, v4, v0
	buffer_store_dword v5, v3, s[0:3], 0 offen
	s_cmp_lt_u32 s6, 16
	v_add_u32_e32 v3, 4, v3
	s_cbranch_scc1 .LBB1_1
; %bb.2:                                ; %read
	v_and_b32_e32 v0, 15, v2
	v_lshrrev_b32_e64 v3, 6, s33
	v_lshrrev_b32_e32 v2, 2, v2
	v_lshl_add_u32 v0, v0, 2, v3
	v_and_b32_e32 v2, 56, v2
	buffer_load_dword v0, v0, s[0:3], 0 offen
	v_add_u32_e32 v2, v3, v2
	buffer_load_dword v3, v2, s[0:3], 0 offen glc
	s_waitcnt vmcnt(0)
	buffer_load_dword v4, v2, s[0:3], 0 offen offset:4 glc
	s_waitcnt vmcnt(0)
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, blend@rel32@lo+4
	s_addc_u32 s7, s7, blend@rel32@hi+12
	v_add_u32_e32 v0, v0, v3
	v_xor_b32_e32 v0, v0, v4
	s_swappc_b64 s[30:31], s[6:7]
	s_addk_i32 s32, 0xec00
	s_mov_b32 s33, s8
	s_setpc_b64 s[4:5]
.Lfunc_end1:
	.size	mix, .Lfunc_end1-mix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 176
; NumSgprs: 38
; NumVgprs: 6
; ScratchSize: 16464
; MemoryBound: 0
	.text
	.globl	call_func                       ; -- Begin function call_func
	.p2align	8
	.type	call_func,@function
call_func:                              ; @call_func
; %bb.0:                                ; %entry
	s_add_u32 flat_scratch_lo, s6, s9
	s_addc_u32 flat_scratch_hi, s7, 0
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_lshl_add_u32 v6, s8, 6, v0
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v2, vcc, s14, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v3, v[2:3], off
	v_mov_b32_e32 v2, s7
	v_add_co_u32_e32 v0, vcc, s6, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v8, v[0:1], off
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	s_mov_b32 s32, 0
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v0, 1, v3
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:                                ; %callmix
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v6
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v8
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, mix@rel32@lo+4
	s_addc_u32 s5, s5, mix@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v3, v0
.LBB2_2:                                ; %join
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v0, v3
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v8
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, blend@rel32@lo+4
	s_addc_u32 s5, s5, blend@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	v_and_b32_e32 v5, 3, v8
	v_mov_b32_e32 v4, v0
	s_mov_b32 s10, 0
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB2_6
; %bb.3:                                ; %loop.preheader
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v1, 0
.LBB2_4:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v0, v4
	s_swappc_b64 s[30:31], s[4:5]
	s_add_i32 s10, s10, 1
	v_cmp_ge_u32_e32 vcc, s10, v5
	v_mov_b32_e32 v4, v0
	s_or_b64 s[8:9], vcc, s[8:9]
	v_add_u32_e32 v1, 0x3d1, v1
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_4
; %bb.5:                                ; %Flow
	s_or_b64 exec, exec, s[8:9]
.LBB2_6:                                ; %Flow5
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b64 v[0:1], 3, v[6:7]
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx2 v[0:1], v[3:4], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel call_func
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16464
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 34
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
.Lfunc_end2:
	.size	call_func, .Lfunc_end2-call_func
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 300
; NumSgprs: 40
; NumVgprs: 9
; ScratchSize: 16464
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 9
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           sel
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           call_func
    .private_segment_fixed_size: 16464
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         call_func.kd
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
