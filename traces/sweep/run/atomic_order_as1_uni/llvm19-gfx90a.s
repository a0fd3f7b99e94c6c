	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	atomic_order_as1_uni            ; -- Begin function atomic_order_as1_uni
	.p2align	8
	.type	atomic_order_as1_uni,@function
atomic_order_as1_uni:                   ; @atomic_order_as1_uni
; %bb.0:                                ; %entry
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_mov_b64 s[8:9], exec
	v_mbcnt_lo_u32_b32 v0, s8, 0
	v_mbcnt_hi_u32_b32 v0, s9, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s5, s4, 1
	v_cmp_eq_u32_e32 vcc, 0, v0
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_bcnt1_i32_b64 s4, s[8:9]
	s_mul_i32 s4, s5, s4
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s4
	global_atomic_add v2, v1, v2, s[2:3] offset:16 glc
.LBB0_2:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s4, v2
	v_mul_lo_u32 v0, s5, v0
	s_mov_b64 s[6:7], exec
	v_mov_b32_e32 v1, 0
	v_add_u32_e32 v0, s4, v0
	global_store_dword v1, v0, s[0:1] offset:4
	v_mbcnt_lo_u32_b32 v0, s6, 0
	v_mbcnt_hi_u32_b32 v0, s7, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_bcnt1_i32_b64 s4, s[6:7]
	s_mul_i32 s4, s5, s4
	v_mov_b32_e32 v0, s4
	global_atomic_add v1, v0, s[2:3] offset:32
.LBB0_4:
	s_or_b64 exec, exec, s[8:9]
	s_mov_b64 s[8:9], exec
	v_mbcnt_lo_u32_b32 v0, s8, 0
	v_mbcnt_hi_u32_b32 v0, s9, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_bcnt1_i32_b64 s4, s[8:9]
	s_mul_i32 s4, s5, s4
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s4
	global_atomic_add v1, v1, v2, s[2:3] offset:48 glc
.LBB0_6:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s4, v1
	v_mul_lo_u32 v0, s5, v0
	s_mov_b64 s[6:7], exec
	v_add_u32_e32 v1, s4, v0
	v_mov_b32_e32 v0, 0
	global_store_dword v0, v1, s[0:1] offset:12
	v_mbcnt_lo_u32_b32 v1, s6, 0
	v_mbcnt_hi_u32_b32 v1, s7, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	s_bcnt1_i32_b64 s4, s[6:7]
	s_mul_i32 s4, s5, s4
	v_mov_b32_e32 v1, s4
	global_atomic_add v0, v1, s[2:3] offset:64
.LBB0_8:
	s_or_b64 exec, exec, s[8:9]
	s_mov_b64 s[8:9], exec
	v_mbcnt_lo_u32_b32 v0, s8, 0
	v_mbcnt_hi_u32_b32 v0, s9, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:
	s_bcnt1_i32_b64 s4, s[8:9]
	s_mul_i32 s4, s5, s4
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s4
	global_atomic_add v1, v1, v2, s[2:3] offset:80 glc
.LBB0_10:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s4, v1
	v_mul_lo_u32 v0, s5, v0
	s_mov_b64 s[6:7], exec
	v_add_u32_e32 v1, s4, v0
	v_mov_b32_e32 v0, 0
	global_store_dword v0, v1, s[0:1] offset:20
	v_mbcnt_lo_u32_b32 v1, s6, 0
	v_mbcnt_hi_u32_b32 v1, s7, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_12
; %bb.11:
	s_bcnt1_i32_b64 s4, s[6:7]
	s_mul_i32 s4, s5, s4
	v_mov_b32_e32 v1, s4
	global_atomic_add v0, v1, s[2:3] offset:96
.LBB0_12:
	s_or_b64 exec, exec, s[8:9]
	s_mov_b64 s[8:9], exec
	v_mbcnt_lo_u32_b32 v0, s8, 0
	v_mbcnt_hi_u32_b32 v0, s9, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_14
; %bb.13:
	s_bcnt1_i32_b64 s4, s[8:9]
	s_mul_i32 s4, s5, s4
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s4
	s_waitcnt vmcnt(0)
	global_atomic_add v1, v1, v2, s[2:3] offset:112 glc
.LBB0_14:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s4, v1
	v_mul_lo_u32 v0, s5, v0
	s_mov_b64 s[6:7], exec
	v_add_u32_e32 v1, s4, v0
	v_mov_b32_e32 v0, 0
	global_store_dword v0, v1, s[0:1] offset:28
	v_mbcnt_lo_u32_b32 v1, s6, 0
	v_mbcnt_hi_u32_b32 v1, s7, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_16
; %bb.15:
	s_bcnt1_i32_b64 s4, s[6:7]
	s_mul_i32 s4, s5, s4
	v_mov_b32_e32 v1, s4
	s_waitcnt vmcnt(0)
	global_atomic_add v0, v1, s[2:3] offset:128
.LBB0_16:
	s_or_b64 exec, exec, s[8:9]
	s_mov_b64 s[8:9], exec
	v_mbcnt_lo_u32_b32 v0, s8, 0
	v_mbcnt_hi_u32_b32 v0, s9, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_18
; %bb.17:
	s_bcnt1_i32_b64 s4, s[8:9]
	s_mul_i32 s4, s5, s4
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s4
	s_waitcnt vmcnt(0)
	global_atomic_add v1, v1, v2, s[2:3] offset:144 glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
.LBB0_18:
	s_or_b64 exec, exec, s[6:7]
	v_readfirstlane_b32 s4, v1
	v_mul_lo_u32 v0, s5, v0
	s_mov_b64 s[6:7], exec
	v_add_u32_e32 v1, s4, v0
	v_mov_b32_e32 v0, 0
	global_store_dword v0, v1, s[0:1] offset:36
	v_mbcnt_lo_u32_b32 v1, s6, 0
	v_mbcnt_hi_u32_b32 v1, s7, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_20
; %bb.19:
	s_bcnt1_i32_b64 s4, s[6:7]
	s_mul_i32 s4, s5, s4
	v_mov_b32_e32 v1, s4
	s_waitcnt vmcnt(0)
	global_atomic_add v0, v1, s[2:3] offset:160
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
.LBB0_20:
	s_or_b64 exec, exec, s[8:9]
	s_mov_b64 s[8:9], exec
	v_mbcnt_lo_u32_b32 v0, s8, 0
	v_mbcnt_hi_u32_b32 v0, s9, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_22
; %bb.21:
	s_bcnt1_i32_b64 s4, s[8:9]
	s_mul_i32 s4, s5, s4
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s4
	s_waitcnt vmcnt(0)
	global_atomic_add v1, v1, v2, s[2:3] offset:176 glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
.LBB0_22:
	s_or_b64 exec, exec, s[6:7]
	v_readfirstlane_b32 s4, v1
	v_mul_lo_u32 v0, s5, v0
	s_mov_b64 s[6:7], exec
	v_add_u32_e32 v1, s4, v0
	v_mov_b32_e32 v0, 0
	global_store_dword v0, v1, s[0:1] offset:44
	v_mbcnt_lo_u32_b32 v1, s6, 0
	v_mbcnt_hi_u32_b32 v1, s7, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_24
; %bb.23:
	s_bcnt1_i32_b64 s4, s[6:7]
	s_mul_i32 s4, s5, s4
	v_mov_b32_e32 v1, s4
	s_waitcnt vmcnt(0)
	global_atomic_add v0, v1, s[2:3] offset:192
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
.LBB0_24:
	s_or_b64 exec, exec, s[8:9]
	s_mov_b64 s[8:9], exec
	v_mbcnt_lo_u32_b32 v0, s8, 0
	v_mbcnt_hi_u32_b32 v0, s9, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_26
; %bb.25:
	s_bcnt1_i32_b64 s4, s[8:9]
	s_mul_i32 s4, s5, s4
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s4
	buffer_wbl2
	s_waitcnt vmcnt(0)
	global_atomic_add v1, v1, v2, s[2:3] offset:208 glc
	s_waitcnt vmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
.LBB0_26:
	s_or_b64 exec, exec, s[6:7]
	v_readfirstlane_b32 s4, v1
	v_mul_lo_u32 v0, s5, v0
	s_mov_b64 s[6:7], exec
	v_add_u32_e32 v1, s4, v0
	v_mov_b32_e32 v0, 0
	global_store_dword v0, v1, s[0:1] offset:52
	v_mbcnt_lo_u32_b32 v1, s6, 0
	v_mbcnt_hi_u32_b32 v1, s7, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_28
; %bb.27:
	s_bcnt1_i32_b64 s4, s[6:7]
	s_mul_i32 s4, s5, s4
	v_mov_b32_e32 v1, s4
	buffer_wbl2
	s_waitcnt vmcnt(0)
	global_atomic_add v0, v1, s[2:3] offset:224
	s_waitcnt vmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
.LBB0_28:
	s_or_b64 exec, exec, s[8:9]
	s_mov_b64 s[8:9], exec
	v_mbcnt_lo_u32_b32 v0, s8, 0
	v_mbcnt_hi_u32_b32 v0, s9, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_30
; %bb.29:
	s_bcnt1_i32_b64 s4, s[8:9]
	s_mul_i32 s4, s5, s4
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s4
	global_atomic_add v1, v1, v2, s[2:3] offset:240 glc
	s_waitcnt vmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
.LBB0_30:
	s_or_b64 exec, exec, s[6:7]
	v_readfirstlane_b32 s4, v1
	v_mul_lo_u32 v0, s5, v0
	s_mov_b64 s[6:7], exec
	v_add_u32_e32 v1, s4, v0
	v_mov_b32_e32 v0, 0
	global_store_dword v0, v1, s[0:1] offset:60
	v_mbcnt_lo_u32_b32 v1, s6, 0
	v_mbcnt_hi_u32_b32 v1, s7, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_32
; %bb.31:
	s_bcnt1_i32_b64 s4, s[6:7]
	s_mul_i32 s4, s5, s4
	v_mov_b32_e32 v1, s4
	global_atomic_add v0, v1, s[2:3] offset:256
	s_waitcnt vmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
.LBB0_32:
	s_or_b64 exec, exec, s[8:9]
	s_mov_b32 s4, 3
	v_pk_mov_b32 v[2:3], s[4:5], s[4:5] op_sel:[0,1]
	global_atomic_cmpswap v1, v0, v[2:3], s[2:3] offset:272 glc
	s_waitcnt vmcnt(0)
	global_store_dword v0, v1, s[0:1] offset:68
	global_atomic_cmpswap v0, v[2:3], s[2:3] offset:288
	global_atomic_cmpswap v1, v0, v[2:3], s[2:3] offset:304 glc
	s_waitcnt vmcnt(0)
	global_store_dword v0, v1, s[0:1] offset:76
	global_atomic_cmpswap v0, v[2:3], s[2:3] offset:320
	global_atomic_cmpswap v1, v0, v[2:3], s[2:3] offset:336 glc
	s_waitcnt vmcnt(0)
	global_store_dword v0, v1, s[0:1] offset:84
	global_atomic_cmpswap v0, v[2:3], s[2:3] offset:352
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v1, v0, v[2:3], s[2:3] offset:368 glc
	s_waitcnt vmcnt(0)
	global_store_dword v0, v1, s[0:1] offset:92
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v0, v[2:3], s[2:3] offset:384
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v1, v0, v[2:3], s[2:3] offset:400 glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	global_store_dword v0, v1, s[0:1] offset:100
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v0, v[2:3], s[2:3] offset:416
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	global_atomic_cmpswap v1, v0, v[2:3], s[2:3] offset:432 glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	global_store_dword v0, v1, s[0:1] offset:108
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v0, v[2:3], s[2:3] offset:448
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	buffer_wbl2
	global_atomic_cmpswap v1, v0, v[2:3], s[2:3] offset:464 glc
	s_waitcnt vmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	global_store_dword v0, v1, s[0:1] offset:116
	buffer_wbl2
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v0, v[2:3], s[2:3] offset:480
	s_waitcnt vmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	global_atomic_cmpswap v1, v0, v[2:3], s[2:3] offset:496 glc
	s_waitcnt vmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	global_store_dword v0, v1, s[0:1] offset:124
	global_atomic_cmpswap v0, v[2:3], s[2:3] offset:512
	s_waitcnt vmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_order_as1_uni
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 10
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
	.size	atomic_order_as1_uni, .Lfunc_end0-atomic_order_as1_uni
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1760
; NumSgprs: 14
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
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
    .name:           atomic_order_as1_uni
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         atomic_order_as1_uni.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
