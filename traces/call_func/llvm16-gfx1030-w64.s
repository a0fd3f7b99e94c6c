	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.p2align	2                               ; -- Begin function mix
	.type	mix,@function
mix:                                    ; @mix
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_mov_b32 s6, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[4:5], -1
	buffer_store_dword v3, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	v_writelane_b32 v3, s30, 0
	v_lshrrev_b32_e64 v4, 6, s33
	v_mov_b32_e32 v5, 0
	s_mov_b32 s4, 0
	s_addk_i32 s32, 0x1400
	v_writelane_b32 v3, s31, 1
.LBB1_1:                                ; %fill
                                        ; =>This Inner Loop Header: Depth=1
	v_xor_b32_e32 v6, v5, v1
	v_add_nc_u32_e32 v5, v5, v0
	s_add_i32 s4, s4, 1
	s_cmp_lt_u32 s4, 16
	buffer_store_dword v6, v4, s[0:3], 0 offen
	v_add_nc_u32_e32 v4, 4, v4
	s_cbranch_scc1 .LBB1_1
; %bb.2:                                ; %read
	v_lshrrev_b32_e32 v0, 2, v2
	v_and_b32_e32 v2, 15, v2
	v_lshrrev_b32_e64 v6, 6, s33
	v_lshrrev_b32_e64 v5, 6, s33
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, blend@rel32@lo+4
	s_addc_u32 s5, s5, blend@rel32@hi+12
	v_and_b32_e32 v0, 56, v0
	v_lshl_add_u32 v2, v2, 2, v6
	v_add_nc_u32_e32 v0, v5, v0
	s_clause 0x1
	buffer_load_dword v2, v2, s[0:3], 0 offen
	buffer_load_dword v4, v0, s[0:3], 0 offen glc dlc
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v0, s[0:3], 0 offen offset:4 glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v2, v2, v4
	v_xor_b32_e32 v0, v2, v0
	s_swappc_b64 s[30:31], s[4:5]
	v_readlane_b32 s31, v3, 1
	v_readlane_b32 s30, v3, 0
	s_xor_saveexec_b64 s[4:5], -1
	buffer_load_dword v3, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_addk_i32 s32, 0xec00
	s_mov_b32 s33, s6
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	mix, .Lfunc_end0-mix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 256
; NumSgprs: 34
; NumVgprs: 7
; ScratchSize: 16464
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function blend
	.type	blend,@function
blend:                                  ; @blend
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_min_i32_e32 v2, v0, v1
	v_max_i32_e32 v0, v0, v1
	v_sub_nc_u32_e32 v0, v0, v2
	v_lshrrev_b32_e32 v0, 1, v0
	v_add_nc_u32_e32 v0, v2, v0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	blend, .Lfunc_end1-blend
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 32
; NumSgprs: 32
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	call_func                       ; -- Begin function call_func
	.p2align	8
	.type	call_func,@function
call_func:                              ; @call_func
; %bb.0:                                ; %entry
	s_add_u32 s6, s6, s9
	s_mov_b32 s32, 0
	s_addc_u32 s7, s7, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s6
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s7
	s_clause 0x1
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	v_mov_b32_e32 v8, 0
	v_lshl_add_u32 v7, s8, 6, v0
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[8:9], exec
	v_lshlrev_b64 v[0:1], 2, v[7:8]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s14, v0
	v_add_co_ci_u32_e32 v3, vcc, s15, v1, vcc
	v_add_co_u32 v0, vcc, s4, v0
	v_add_co_ci_u32_e32 v1, vcc, s5, v1, vcc
	global_load_dword v3, v[2:3], off
	global_load_dword v9, v[0:1], off
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v0, 1, v3
	v_cmpx_eq_u32_e32 1, v0
	s_cbranch_execz .LBB2_2
; %bb.1:                                ; %callmix
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v7
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v9
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, mix@rel32@lo+4
	s_addc_u32 s5, s5, mix@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v3, v0
.LBB2_2:                                ; %join
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v0, v3
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v9
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, blend@rel32@lo+4
	s_addc_u32 s5, s5, blend@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v4, v0
	v_and_b32_e32 v5, 3, v9
	s_mov_b32 s10, 0
	s_mov_b64 s[6:7], exec
	v_cmpx_ne_u32_e32 0, v5
	s_cbranch_execz .LBB2_6
; %bb.3:                                ; %loop.preheader
	s_mov_b64 s[8:9], 0
	s_mov_b32 s11, 0
.LBB2_4:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, s10
	s_swappc_b64 s[30:31], s[4:5]
	s_add_i32 s11, s11, 1
	v_mov_b32_e32 v4, v0
	v_cmp_ge_u32_e32 vcc, s11, v5
	s_addk_i32 s10, 0x3d1
	s_or_b64 s[8:9], vcc, s[8:9]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_4
; %bb.5:                                ; %Flow
	s_or_b64 exec, exec, s[8:9]
.LBB2_6:                                ; %Flow5
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b64 v[0:1], 3, v[7:8]
	v_add_co_u32 v0, vcc, s12, v0
	v_add_co_ci_u32_e32 v1, vcc, s13, v1, vcc
	global_store_dwordx2 v[0:1], v[3:4], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
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
		.amdhsa_wavefront_size32 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 34
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
.Lfunc_end2:
	.size	call_func, .Lfunc_end2-call_func
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 340
; NumSgprs: 36
; NumVgprs: 10
; ScratchSize: 16464
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 10
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .symbol:         call_func.kd
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
