	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	valu_ilp                        ; -- Begin function valu_ilp
	.p2align	8
	.type	valu_ilp,@function
valu_ilp:                               ; @valu_ilp
; %bb.0:                                ; %entry
	s_load_dwordx2 s[0:1], s[4:5], 0x8
	v_cvt_f32_u32_e32 v1, v0
	v_mov_b32_e32 v3, 0x40400000
	v_mov_b32_e32 v4, 1.0
	v_mov_b32_e32 v2, 4.0
	v_mov_b32_e32 v5, 2.0
	s_mov_b32 s2, 0
.LBB0_1:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	v_fma_f32 v1, v1, s0, s1
	v_fma_f32 v4, v4, s0, s1
	v_fma_f32 v5, v5, s0, s1
	v_fma_f32 v3, v3, s0, s1
	v_fma_f32 v2, v2, s0, s1
	s_add_i32 s2, s2, 1
	s_cmp_lt_u32 s2, 4
	s_cbranch_scc1 .LBB0_1
; %bb.2:                                ; %done
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_add_f32_e32 v1, v1, v4
	v_add_f32_e32 v3, v5, v3
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_f32_e32 v1, v1, v3
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel valu_ilp
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 0
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
	.size	valu_ilp, .Lfunc_end0-valu_ilp
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2016
; NumSgprs: 6
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 6
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
      - .name:           a
        .offset:         8
        .size:           4
        .value_kind:     by_value
      - .name:           b
        .offset:         12
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 1024
    .name:           valu_ilp
    .private_segment_fixed_size: 0
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         valu_ilp.kd
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
