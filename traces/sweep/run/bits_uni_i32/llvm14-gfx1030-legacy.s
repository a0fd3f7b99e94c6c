	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081666
	.long	47180
	.long	132
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	bits_uni_i32                    ; -- Begin function bits_uni_i32
	.p2align	8
	.type	bits_uni_i32,@function
bits_uni_i32:                           ; @bits_uni_i32
; %bb.0:                                ; %entry
	s_clause 0x2
	s_load_dwordx2 s[4:5], s[0:1], 0x34
	s_load_dwordx2 s[2:3], s[0:1], 0x24
	s_load_dword s0, s[0:1], 0x3c
	v_mov_b32_e32 v18, 0
	s_waitcnt lgkmcnt(0)
	s_bcnt1_i32_b32 s1, s4
	s_ff1_i32_b32 s8, s4
	s_flbit_i32_b32 s7, s4
	s_and_b32 s14, s5, 3
	v_mov_b32_e32 v0, s1
	s_min_u32 s1, s8, 32
	s_brev_b32 s6, s4
	s_min_u32 s15, s7, 32
	v_mov_b32_e32 v6, s1
	s_lshl_b32 s1, s4, s14
	s_abs_i32 s9, s4
	v_mov_b32_e32 v1, s6
	s_ashr_i32 s6, s4, 31
	v_perm_b32 v2, 0, s4, 0x10203
	v_mov_b32_e32 v5, s7
	v_mov_b32_e32 v3, s15
	s_ashr_i32 s7, s1, s14
	s_min_i32 s10, s4, s5
	s_max_i32 s11, s4, s5
	s_min_u32 s12, s4, s5
	s_max_u32 s13, s4, s5
	v_mov_b32_e32 v7, s8
	v_mov_b32_e32 v8, s9
	s_xor_b32 s6, s6, 0x7fffffff
	s_cmp_lg_u32 s4, s7
	global_store_dwordx4 v18, v[0:3], s[2:3] offset:4
	global_store_dwordx4 v18, v[5:8], s[2:3] offset:20
	s_cselect_b32 s6, s6, s1
	s_lshr_b32 s7, s1, s14
	v_alignbit_b32 v0, s4, s5, 1
	s_cmp_eq_u32 s4, s7
	v_add_nc_i32 v4, s4, s5 clamp
	s_cselect_b32 s1, s1, -1
	s_lshr_b32 s7, s4, 1
	s_not_b32 s8, s0
	v_mov_b32_e32 v8, s0
	v_alignbit_b32 v2, s7, v0, s8
	s_add_i32 s7, s4, s5
	v_sub_nc_i32 v6, s4, s5 clamp
	v_mov_b32_e32 v15, s7
	v_cmp_ne_u32_e32 vcc_lo, s7, v4
	v_alignbit_b32 v13, s4, s5, v8
	v_mov_b32_e32 v0, s6
	s_sub_i32 s6, s4, s5
	s_mul_i32 s9, s4, s5
	v_cndmask_b32_e32 v15, s0, v15, vcc_lo
	v_add_co_u32 v8, vcc_lo, s4, s5
	v_mov_b32_e32 v9, s10
	v_mov_b32_e32 v10, s11
	v_mov_b32_e32 v11, s12
	v_mov_b32_e32 v12, s13
	v_add_nc_u32_e64 v5, s4, s5 clamp
	v_sub_nc_u32_e64 v7, s4, s5 clamp
	v_cndmask_b32_e32 v16, s0, v8, vcc_lo
	v_mov_b32_e32 v8, s6
	v_cmp_ne_u32_e32 vcc_lo, s6, v6
	v_alignbit_b32 v3, s4, s5, 27
	v_mov_b32_e32 v1, s1
	s_mul_hi_i32 s1, s4, s5
	s_ashr_i32 s10, s9, 31
	v_alignbit_b32 v14, s4, s5, 5
	s_cmp_lg_u32 s1, s10
	s_mul_hi_u32 s1, s4, s5
	global_store_dwordx4 v18, v[9:12], s[2:3] offset:36
	global_store_dwordx4 v18, v[4:7], s[2:3] offset:52
	global_store_dwordx4 v18, v[0:3], s[2:3] offset:68
	global_store_dwordx4 v18, v[13:16], s[2:3] offset:84
	v_cndmask_b32_e32 v0, s0, v8, vcc_lo
	v_sub_co_u32 v1, vcc_lo, s4, s5
	s_cselect_b32 s10, s9, s0
	s_cmp_lg_u32 s1, 0
	v_mov_b32_e32 v2, s10
	s_cselect_b32 s9, s9, s0
	s_and_b32 s10, s5, 15
	s_and_b32 s12, s4, 0xffff
	s_and_b32 s14, s5, 0xffff0000
	v_mov_b32_e32 v3, s9
	s_lshr_b32 s9, s4, s10
	s_bfe_u32 s10, s4, 0xa0005
	s_or_b32 s12, s12, s14
	v_cndmask_b32_e32 v1, s0, v1, vcc_lo
	v_mov_b32_e32 v4, s10
	v_mov_b32_e32 v7, s12
	s_and_b32 s10, s4, s0
	s_andn2_b32 s12, s5, s0
	s_and_b32 s9, s9, 0xff
	s_bfe_i32 s15, s4, 0xc000c
	s_or_b32 s10, s10, s12
	v_mov_b32_e32 v5, s9
	v_mov_b32_e32 v6, s15
	global_store_dwordx4 v18, v[0:3], s[2:3] offset:100
	v_mov_b32_e32 v0, s10
	s_and_b32 s10, s5, 31
	s_orn2_b32 s12, s4, s0
	s_xor_b32 s8, s4, s8
	s_bfm_b32 s10, s10, 0
	s_andn2_b32 s14, s4, s0
	s_not_b32 s15, s12
	v_mov_b32_e32 v2, s12
	s_and_b32 s12, s4, s5
	global_store_dwordx4 v18, v[4:7], s[2:3] offset:116
	s_and_b32 s10, s10, s4
	v_mov_b32_e32 v4, s8
	s_mov_b32 s8, 0xffffff
	v_mov_b32_e32 v1, s14
	v_mov_b32_e32 v3, s15
	s_not_b32 s14, s12
	s_mul_i32 s15, s4, 24
	v_mov_b32_e32 v6, s10
	s_and_b32 s10, s4, s8
	s_and_b32 s8, s5, s8
	v_mov_b32_e32 v5, s14
	v_mov_b32_e32 v7, s15
	s_mul_i32 s8, s10, s8
	s_mov_b32 s1, 0
	s_add_i32 s8, s8, s0
	global_store_dwordx4 v18, v[0:3], s[2:3] offset:132
	global_store_dwordx4 v18, v[4:7], s[2:3] offset:148
	v_mov_b32_e32 v5, s1
	s_lshl_b32 s9, s4, 8
	v_mov_b32_e32 v8, s8
	s_lshl_b32 s8, s5, 8
	v_mov_b32_e32 v4, s0
	s_mul_hi_u32 s1, s9, s8
	s_mul_i32 s9, s9, s8
	s_bfe_i32 s14, s4, 0x180000
	s_bfe_i32 s15, s5, 0x180000
	v_mov_b32_e32 v0, s9
	s_mul_i32 s9, s4, 3
	s_mul_i32 s10, s14, s15
	v_mov_b32_e32 v1, s1
	v_mad_i64_i32 v[16:17], s1, s4, s5, v[4:5]
	s_add_i32 s1, s7, s0
	s_add_i32 s9, s7, s9
	s_lshl_b32 s7, s7, 3
	s_add_i32 s10, s10, s0
	v_mov_b32_e32 v7, s7
	s_lshr_b32 s7, s4, 3
	v_mov_b32_e32 v9, s10
	v_mad_u64_u32 v[2:3], s8, s4, s5, v[4:5]
	s_xor_b32 s8, s4, s5
	s_or_b32 s4, s4, s5
	s_and_b32 s5, s7, s5
	s_xor_b32 s8, s8, s0
	v_mov_b32_e32 v4, s1
	s_or_b32 s1, s12, s0
	s_or_b32 s4, s4, s0
	s_or_b32 s5, s5, s0
	s_sub_i32 s6, s6, s0
	global_store_dwordx2 v18, v[8:9], s[2:3] offset:164
	v_mov_b32_e32 v5, s8
	v_mov_b32_e32 v6, s9
	v_mov_b32_e32 v8, s1
	v_mov_b32_e32 v9, s4
	v_mov_b32_e32 v10, s5
	s_min_i32 s1, s11, s0
	s_max_i32 s4, s11, s0
	s_min_u32 s5, s13, s0
	s_max_u32 s0, s13, s0
	v_mov_b32_e32 v11, s6
	v_mov_b32_e32 v12, s1
	v_mov_b32_e32 v13, s4
	v_mov_b32_e32 v14, s5
	v_mov_b32_e32 v15, s0
	global_store_dwordx4 v18, v[0:3], s[2:3] offset:344
	global_store_dwordx2 v18, v[16:17], s[2:3] offset:360
	global_store_dwordx4 v18, v[4:7], s[2:3] offset:184
	global_store_dwordx4 v18, v[8:11], s[2:3] offset:200
	global_store_dwordx4 v18, v[12:15], s[2:3] offset:216
	s_endpgm
.Lfunc_end0:
	.size	bits_uni_i32, .Lfunc_end0-bits_uni_i32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 908
; NumSgprs: 18
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 19
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
