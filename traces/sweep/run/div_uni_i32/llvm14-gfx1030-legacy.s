	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081601
	.long	47180
	.long	132
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	div_uni_i32                     ; -- Begin function div_uni_i32
	.p2align	8
	.type	div_uni_i32,@function
div_uni_i32:                            ; @div_uni_i32
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dword s2, s[0:1], 0x3c
	s_load_dword s7, s[0:1], 0x34
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	s_or_b32 s4, s2, 1
	s_ashr_i32 s5, s2, 31
	v_cvt_f32_u32_e32 v1, s4
	s_add_i32 s2, s4, s5
	s_xor_b32 s6, s2, s5
	s_mov_b32 s2, 0x4f7ffffe
	v_cvt_f32_u32_e32 v0, s6
	v_rcp_iflag_f32_e32 v1, v1
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v1, s2, v1
	v_mul_f32_e32 v0, s2, v0
	s_sub_i32 s2, 0, s6
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v2, s2, v0
	s_sub_i32 s2, 0, s4
	v_mul_lo_u32 v3, s2, v1
	s_load_dwordx2 s[2:3], s[0:1], 0x24
	s_ashr_i32 s8, s7, 31
	s_mul_hi_i32 s1, s7, 0x92492493
	s_add_i32 s9, s7, s8
	v_mul_hi_u32 v2, v0, v2
	s_xor_b32 s0, s9, s8
	s_mul_hi_u32 s9, s7, 0x24924925
	v_mul_hi_u32 v3, v1, v3
	s_sub_i32 s10, s7, s9
	s_add_i32 s1, s1, s7
	s_lshr_b32 s10, s10, 1
	s_xor_b32 s5, s8, s5
	v_add_nc_u32_e32 v0, v0, v2
	s_lshr_b32 s11, s1, 31
	s_ashr_i32 s1, s1, 2
	v_add_nc_u32_e32 v1, v1, v3
	s_add_i32 s10, s10, s9
	v_mul_hi_u32 v0, s0, v0
	s_add_i32 s1, s1, s11
	s_lshr_b32 s9, s10, 2
	v_mul_hi_u32 v2, s7, v1
	v_mov_b32_e32 v3, s9
	s_mul_i32 s9, s9, 7
	v_mul_lo_u32 v1, v0, s6
	v_add_nc_u32_e32 v6, 1, v0
	v_mul_lo_u32 v4, v2, s4
	v_sub_nc_u32_e32 v5, s0, v1
	v_mov_b32_e32 v1, s1
	s_mul_i32 s1, s1, 7
	v_sub_nc_u32_e32 v4, s7, v4
	s_sub_i32 s1, s7, s1
	v_subrev_nc_u32_e32 v7, s6, v5
	v_cmp_le_u32_e32 vcc_lo, s6, v5
	v_cndmask_b32_e32 v0, v0, v6, vcc_lo
	v_cndmask_b32_e32 v5, v5, v7, vcc_lo
	v_add_nc_u32_e32 v6, 1, v2
	v_subrev_nc_u32_e32 v7, s4, v4
	v_cmp_le_u32_e32 vcc_lo, s4, v4
	v_add_nc_u32_e32 v9, 1, v0
	v_cmp_le_u32_e64 s0, s6, v5
	v_subrev_nc_u32_e32 v10, s6, v5
	s_sub_i32 s6, s7, s9
	v_cndmask_b32_e32 v2, v2, v6, vcc_lo
	v_cndmask_b32_e32 v4, v4, v7, vcc_lo
	v_cndmask_b32_e64 v0, v0, v9, s0
	v_cndmask_b32_e64 v5, v5, v10, s0
	v_add_nc_u32_e32 v6, 1, v2
	v_cmp_le_u32_e32 vcc_lo, s4, v4
	v_xor_b32_e32 v0, s5, v0
	v_subrev_nc_u32_e32 v7, s4, v4
	v_xor_b32_e32 v9, s8, v5
	v_mov_b32_e32 v5, s1
	v_cndmask_b32_e32 v2, v2, v6, vcc_lo
	v_subrev_nc_u32_e32 v0, s5, v0
	v_cndmask_b32_e32 v6, v4, v7, vcc_lo
	v_subrev_nc_u32_e32 v4, s8, v9
	v_mov_b32_e32 v7, s6
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v8, v[0:3], s[2:3] offset:4
	global_store_dwordx4 v8, v[4:7], s[2:3] offset:20
	s_endpgm
.Lfunc_end0:
	.size	div_uni_i32, .Lfunc_end0-div_uni_i32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 416
; NumSgprs: 14
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 11
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
