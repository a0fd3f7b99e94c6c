	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081671
	.long	47180
	.long	132
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	float_f64_div_f64               ; -- Begin function float_f64_div_f64
	.p2align	8
	.type	float_f64_div_f64,@function
float_f64_div_f64:                      ; @float_f64_div_f64
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[0:1], 0x24
	v_lshlrev_b32_e32 v9, 3, v0
	s_movk_i32 s4, 0x5000
	s_brev_b32 s15, -2
	s_movk_i32 s14, 0x6800
	s_movk_i32 s5, 0x7000
	v_add_nc_u32_e32 v40, s4, v9
	v_add_nc_u32_e32 v57, 0x16800, v9
	v_or_b32_e32 v58, 0x1c000, v9
	v_add_nc_u32_e32 v32, 0x1000, v9
	v_add_nc_u32_e32 v43, s14, v9
	v_add_nc_u32_e32 v44, s5, v9
	v_add_nc_u32_e32 v31, 0x800, v9
	v_add_nc_u32_e32 v36, 0x3000, v9
	v_lshlrev_b32_e32 v0, 2, v0
	s_movk_i32 s2, 0x4000
	s_movk_i32 s3, 0x4800
	v_or_b32_e32 v38, s2, v9
	v_add_nc_u32_e32 v39, s3, v9
	v_or_b32_e32 v46, s2, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_load_dwordx2 v[1:2], v9, s[10:11]
	global_load_dwordx2 v[5:6], v9, s[10:11] offset:512
	global_load_dwordx2 v[3:4], v9, s[10:11] offset:1024
	v_add_nc_u32_e32 v48, s3, v0
	s_movk_i32 s11, 0x7800
	s_mov_b32 s6, 0x9800
	v_add_nc_u32_e32 v45, s11, v9
	v_add_nc_u32_e32 v49, s6, v9
	s_mov_b32 s7, 0xa800
	s_mov_b32 s10, 0x8800
	v_add_nc_u32_e32 v51, s7, v9
	v_add_nc_u32_e32 v47, s10, v9
	v_add_nc_u32_e32 v53, 0xb800, v9
	v_or_b32_e32 v50, s4, v0
	v_add_nc_u32_e32 v55, 0xc800, v9
	v_add_nc_u32_e32 v62, s6, v0
	v_add_nc_u32_e32 v59, 0x10800, v9
	v_add_nc_u32_e32 v61, 0x12800, v9
	s_movk_i32 s12, 0x5800
	s_movk_i32 s13, 0x6000
	v_add_nc_u32_e32 v33, 0x1800, v9
	v_or_b32_e32 v34, 0x2000, v9
	v_add_nc_u32_e32 v35, 0x2800, v9
	v_add_nc_u32_e32 v37, 0x3800, v9
	v_add_nc_u32_e32 v41, s12, v9
	v_or_b32_e32 v42, s13, v9
	v_mov_b32_e32 v12, 0
	v_add_nc_u32_e32 v52, s12, v0
	v_or_b32_e32 v54, s13, v0
	v_add_nc_u32_e32 v56, s14, v0
	v_or_b32_e32 v60, 0x9000, v0
	s_waitcnt vmcnt(2)
	v_div_scale_f64 v[13:14], s16, v[1:2], v[1:2], 1.0
	s_waitcnt vmcnt(1)
	v_div_scale_f64 v[7:8], s0, v[5:6], v[5:6], v[1:2]
	v_xor_b32_e32 v22, 0x80000000, v2
	v_mov_b32_e32 v21, v1
	v_and_b32_e32 v28, s15, v2
	v_mov_b32_e32 v27, v1
	v_bfi_b32 v30, s15, v2, v6
	v_mov_b32_e32 v29, v1
	global_store_dwordx2 v40, v[21:22], s[8:9]
	v_add_nc_u32_e32 v40, 0x1c800, v9
	v_add_f64 v[23:24], v[1:2], v[1:2]
	global_store_dwordx2 v57, v[27:28], s[8:9]
	global_store_dwordx2 v58, v[29:30], s[8:9]
	s_brev_b32 s0, 6
	global_store_dwordx2 v40, v[29:30], s[8:9]
	s_mov_b32 s1, 0xc00921fb
	v_add_f64 v[19:20], v[1:2], v[5:6]
	v_mul_f64 v[25:26], v[1:2], s[0:1]
	v_floor_f64_e32 v[21:22], v[1:2]
	v_cmp_eq_f64_e64 s0, v[1:2], v[5:6]
	v_rcp_f64_e32 v[17:18], v[13:14]
	v_cmp_ge_f64_e64 s2, v[1:2], v[5:6]
	v_rcp_f64_e32 v[10:11], v[7:8]
	v_cmp_lt_f64_e64 s3, v[1:2], v[5:6]
	v_cmp_gt_f64_e64 s1, v[1:2], v[5:6]
	v_cmp_o_f64_e64 s4, v[1:2], v[5:6]
	v_or_b32_e32 v58, s5, v0
	v_cmp_nge_f64_e64 s5, v[1:2], v[5:6]
	v_cmp_ngt_f64_e64 s6, v[1:2], v[5:6]
	v_add_nc_u32_e32 v57, 0xd800, v9
	v_add_nc_u32_e32 v40, 0xe800, v9
	global_store_dwordx2 v43, v[23:24], s[8:9]
	s_waitcnt vmcnt(0)
	v_fma_f64 v[23:24], v[1:2], v[5:6], v[3:4]
	v_add_nc_u32_e32 v43, 0x17000, v9
	global_store_dwordx2 v31, v[19:20], s[8:9]
	global_store_dwordx2 v44, v[25:26], s[8:9]
	v_add_nc_u32_e32 v44, 0x17800, v9
	global_store_dwordx2 v36, v[19:20], s[8:9]
	v_rndne_f64_e32 v[19:20], v[1:2]
	v_max_f64 v[25:26], v[1:2], v[1:2] clamp
	v_fma_f64 v[27:28], -v[13:14], v[17:18], 1.0
	global_store_dwordx2 v43, v[21:22], s[8:9]
	v_fma_f64 v[15:16], -v[7:8], v[10:11], 1.0
	v_sqrt_f64_e32 v[21:22], v[1:2]
	v_add_nc_u32_e32 v31, 0xf800, v9
	v_or_b32_e32 v36, 0x8000, v0
	v_add_nc_u32_e32 v43, s10, v0
	v_fma_f64 v[17:18], v[17:18], v[27:28], v[17:18]
	v_div_scale_f64 v[27:28], vcc_lo, v[1:2], v[5:6], v[1:2]
	v_fma_f64 v[10:11], v[10:11], v[15:16], v[10:11]
	v_add_f64 v[15:16], v[1:2], -v[5:6]
	v_fma_f64 v[29:30], -v[7:8], v[10:11], 1.0
	global_store_dwordx2 v32, v[15:16], s[8:9]
	v_ceil_f64_e32 v[15:16], v[1:2]
	v_add_nc_u32_e32 v32, s11, v0
	v_fma_f64 v[10:11], v[10:11], v[29:30], v[10:11]
	v_add_nc_u32_e32 v29, 0x18800, v9
	global_store_dwordx2 v44, v[15:16], s[8:9]
	v_add_nc_u32_e32 v15, 0x1d000, v9
	v_or_b32_e32 v16, 0x1e000, v9
	v_add_nc_u32_e32 v44, 0x11800, v9
	global_store_dwordx2 v29, v[19:20], s[8:9]
	v_or_b32_e32 v19, 0x20000, v9
	global_store_dwordx2 v15, v[23:24], s[8:9]
	global_store_dwordx2 v16, v[23:24], s[8:9]
	v_add_nc_u32_e32 v15, 0x15800, v9
	v_cndmask_b32_e64 v16, v4, v2, s0
	global_store_dwordx2 v19, v[25:26], s[8:9]
	v_fma_f64 v[19:20], -v[13:14], v[17:18], 1.0
	v_or_b32_e32 v29, 0x16000, v9
	global_store_dwordx2 v15, v[21:22], s[8:9]
	v_cndmask_b32_e64 v15, v3, v1, s0
	v_cmp_le_f64_e64 s0, v[1:2], v[5:6]
	v_cndmask_b32_e64 v30, v4, v2, s5
	global_store_dwordx2 v29, v[21:22], s[8:9]
	v_cndmask_b32_e64 v22, v4, v2, s1
	global_store_dwordx2 v45, v[15:16], s[8:9]
	v_mul_f64 v[23:24], v[27:28], v[10:11]
	v_cndmask_b32_e64 v16, v4, v2, s2
	v_cndmask_b32_e64 v15, v3, v1, s2
	v_cndmask_b32_e64 v21, v3, v1, s1
	v_cmp_lg_f64_e64 s1, v[1:2], v[5:6]
	v_cndmask_b32_e64 v29, v3, v1, s5
	v_add_nc_u32_e32 v45, 0x13800, v9
	global_store_dwordx2 v49, v[15:16], s[8:9]
	v_cndmask_b32_e64 v16, v4, v2, s3
	v_cndmask_b32_e64 v15, v3, v1, s3
	global_store_dwordx2 v47, v[21:22], s[8:9]
	v_div_scale_f64 v[21:22], s2, 1.0, v[1:2], 1.0
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	global_store_dwordx2 v51, v[15:16], s[8:9]
	v_max_f64 v[15:16], v[1:2], v[1:2]
	v_cmp_nlt_f64_e64 s3, v[1:2], v[5:6]
	v_cndmask_b32_e64 v20, v4, v2, s0
	v_cndmask_b32_e64 v19, v3, v1, s0
	v_cmp_neq_f64_e64 s0, v[1:2], v[5:6]
	v_add_nc_u32_e32 v49, 0x14800, v9
	global_store_dwordx2 v44, v[29:30], s[8:9]
	v_fma_f64 v[7:8], -v[7:8], v[23:24], v[27:28]
	global_store_dwordx2 v53, v[19:20], s[8:9]
	v_add_nc_u32_e32 v53, 0x19800, v9
	v_max_f64 v[27:28], v[5:6], v[5:6]
	v_cndmask_b32_e64 v26, v4, v2, s1
	v_cndmask_b32_e64 v25, v3, v1, s1
	v_cndmask_b32_e64 v20, v4, v2, s4
	v_cmp_u_f64_e64 s1, v[1:2], v[5:6]
	v_cndmask_b32_e64 v19, v3, v1, s4
	v_or_b32_e32 v51, 0x18000, v9
	global_store_dwordx2 v55, v[25:26], s[8:9]
	v_cndmask_b32_e64 v26, v4, v2, s6
	v_or_b32_e32 v55, 0x1a000, v9
	global_store_dwordx2 v57, v[19:20], s[8:9]
	v_trunc_f64_e32 v[19:20], v[1:2]
	global_store_dwordx2 v53, v[15:16], s[8:9]
	v_cndmask_b32_e64 v25, v4, v2, s3
	v_add_nc_u32_e32 v44, 0x19000, v9
	v_add_nc_u32_e32 v57, 0x1a800, v9
	v_cndmask_b32_e64 v30, v4, v2, s0
	v_cndmask_b32_e64 v29, v3, v1, s0
	v_cmp_ge_f64_e64 s0, 0, v[1:2]
	v_div_fmas_f64 v[7:8], v[7:8], v[10:11], v[23:24]
	v_cmp_eq_f64_e32 vcc_lo, 0, v[1:2]
	v_mul_f64 v[10:11], v[21:22], v[17:18]
	v_cndmask_b32_e64 v24, v3, v1, s3
	global_store_dwordx2 v45, v[29:30], s[8:9]
	v_add_nc_u32_e32 v29, 0x1b000, v9
	v_add_nc_u32_e32 v30, 0x1b800, v9
	v_add_nc_u32_e32 v45, 0x1d800, v9
	global_store_dwordx2 v59, v[24:25], s[8:9]
	v_min_f64 v[23:24], v[15:16], v[27:28]
	v_max_f64 v[15:16], v[15:16], v[27:28]
	v_cndmask_b32_e64 v25, v3, v1, s6
	v_or_b32_e32 v47, 0xa000, v0
	v_add_nc_u32_e32 v0, s7, v0
	global_store_dwordx2 v51, v[19:20], s[8:9]
	global_store_dwordx2 v61, v[25:26], s[8:9]
	v_cndmask_b32_e64 v26, v4, v2, s1
	v_cndmask_b32_e64 v25, v3, v1, s1
	v_cmp_nle_f64_e64 s1, v[1:2], v[5:6]
	v_div_fixup_f64 v[7:8], v[7:8], v[5:6], v[1:2]
	v_cndmask_b32_e64 v53, 0, 1, vcc_lo
	v_cmp_lt_f64_e32 vcc_lo, 0, v[1:2]
	v_fma_f64 v[13:14], -v[13:14], v[10:11], v[21:22]
	global_store_dwordx2 v49, v[25:26], s[8:9]
	v_add_nc_u32_e32 v25, 0x1e800, v9
	v_add_f64 v[21:22], v[1:2], -v[19:20]
	v_add_nc_u32_e32 v26, 0x1f000, v9
	v_add_nc_u32_e32 v49, 0x1f800, v9
	global_store_dwordx2 v55, v[23:24], s[8:9]
	v_add_nc_u32_e32 v55, 0x20800, v9
	global_store_dwordx2 v57, v[23:24], s[8:9]
	v_mul_f64 v[23:24], v[1:2], v[5:6]
	v_cndmask_b32_e64 v57, 0, 1, s0
	v_cmp_lg_f64_e64 s0, 0, v[1:2]
	global_store_dwordx2 v29, v[15:16], s[8:9]
	global_store_dwordx2 v30, v[15:16], s[8:9]
	v_cndmask_b32_e64 v27, 0, 1, vcc_lo
	v_cmp_le_f64_e32 vcc_lo, 0, v[1:2]
	global_store_dwordx2 v37, v[23:24], s[8:9]
	global_store_dwordx2 v33, v[23:24], s[8:9]
	v_cndmask_b32_e64 v59, 0, 1, s0
	v_cmp_nlg_f64_e64 s0, v[1:2], v[5:6]
	v_add_f64 v[23:24], v[23:24], v[3:4]
	v_cndmask_b32_e64 v28, 0, 1, vcc_lo
	s_mov_b32 vcc_lo, s2
	v_cmp_o_f64_e64 s2, v[1:2], v[1:2]
	v_div_fmas_f64 v[9:10], v[13:14], v[17:18], v[10:11]
	v_cmp_gt_f64_e32 vcc_lo, 0, v[1:2]
	v_bfi_b32 v11, s15, 0x3ff00000, v2
	v_trunc_f64_e32 v[17:18], v[7:8]
	v_cndmask_b32_e64 v33, 0, 1, s2
	v_cndmask_b32_e64 v14, 0, 1, vcc_lo
	v_cmp_ge_f64_e64 vcc_lo, |v[21:22]|, 0.5
	v_div_fixup_f64 v[21:22], v[9:10], v[1:2], 1.0
	v_cndmask_b32_e64 v10, v3, v1, s0
	v_cndmask_b32_e32 v13, 0, v11, vcc_lo
	v_cmp_nlg_f64_e32 vcc_lo, 0, v[1:2]
	v_cndmask_b32_e64 v11, v4, v2, s0
	v_cmp_neq_f64_e64 s0, 0, v[1:2]
	v_add_f64 v[12:13], v[19:20], v[12:13]
	v_fma_f64 v[19:20], -v[1:2], |v[5:6]|, v[3:4]
	v_fma_f64 v[5:6], -v[17:18], v[5:6], v[1:2]
	v_cndmask_b32_e64 v18, v4, v2, s1
	v_cndmask_b32_e64 v17, v3, v1, s1
	v_min_f64 v[3:4], v[15:16], v[3:4]
	v_cndmask_b32_e64 v37, 0, 1, vcc_lo
	v_cmp_nge_f64_e32 vcc_lo, 0, v[1:2]
	v_cndmask_b32_e64 v9, 0, 1, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0, v[1:2]
	v_cndmask_b32_e64 v29, 0, 1, vcc_lo
	v_cmp_nle_f64_e32 vcc_lo, 0, v[1:2]
	v_cndmask_b32_e64 v15, 0, 1, vcc_lo
	v_cmp_nlt_f64_e32 vcc_lo, 0, v[1:2]
	v_cndmask_b32_e64 v16, 0, 1, vcc_lo
	v_cmp_u_f64_e32 vcc_lo, v[1:2], v[1:2]
	v_cndmask_b32_e64 v1, 0, 1, s0
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	global_store_dwordx2 v45, v[19:20], s[8:9]
	global_store_dwordx2 v44, v[12:13], s[8:9]
	global_store_dwordx2 v34, v[7:8], s[8:9]
	global_store_dwordx2 v38, v[7:8], s[8:9]
	global_store_dwordx2 v39, v[7:8], s[8:9]
	global_store_dwordx2 v41, v[21:22], s[8:9]
	global_store_dwordx2 v42, v[21:22], s[8:9]
	global_store_dwordx2 v35, v[5:6], s[8:9]
	global_store_dword v46, v53, s[8:9]
	global_store_dword v48, v27, s[8:9]
	global_store_dword v50, v28, s[8:9]
	global_store_dword v52, v14, s[8:9]
	global_store_dword v54, v57, s[8:9]
	global_store_dword v56, v59, s[8:9]
	global_store_dword v58, v33, s[8:9]
	global_store_dwordx2 v40, v[10:11], s[8:9]
	global_store_dword v32, v37, s[8:9]
	global_store_dwordx2 v31, v[17:18], s[8:9]
	global_store_dword v36, v9, s[8:9]
	global_store_dword v43, v29, s[8:9]
	global_store_dword v60, v15, s[8:9]
	global_store_dword v62, v16, s[8:9]
	global_store_dword v47, v1, s[8:9]
	global_store_dword v0, v2, s[8:9]
	global_store_dwordx2 v25, v[19:20], s[8:9]
	global_store_dwordx2 v26, v[23:24], s[8:9]
	global_store_dwordx2 v49, v[23:24], s[8:9]
	global_store_dwordx2 v55, v[3:4], s[8:9]
	s_endpgm
.Lfunc_end0:
	.size	float_f64_div_f64, .Lfunc_end0-float_f64_div_f64
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2424
; NumSgprs: 19
; NumVgprs: 63
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 63
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
