	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081664
	.long	47180
	.long	32900
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	lds_histogram                   ; -- Begin function lds_histogram
	.p2align	8
	.type	lds_histogram,@function
lds_histogram:                          ; @lds_histogram
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx8 s[4:11], s[0:1], 0x24
	s_load_dwordx2 s[12:13], s[0:1], 0x44
	v_cmp_gt_u32_e32 vcc_lo, 16, v0
	s_and_saveexec_b32 s14, vcc_lo
	s_cbranch_execz .LBB0_3
; %bb.1:                                ; %clear
	v_lshlrev_b32_e32 v1, 2, v0
	v_mov_b32_e32 v2, 0
	v_bfrev_b32_e32 v3, 1
	v_cmp_eq_u32_e64 s3, 0, v0
	ds_write2_b32 v1, v2, v3 offset1:16
	s_and_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB0_3
; %bb.2:                                ; %clear.f
	v_mov_b32_e32 v1, 0
	ds_write_b32 v1, v1 offset:128
.LBB0_3:                                ; %clear.done
	s_or_b32 exec_lo, exec_lo, s14
	s_load_dword s0, s[0:1], 0x4c
	v_lshl_add_u32 v1, s2, 6, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_cmp_gt_i32_e64 s0, s0, v1
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_5
; %bb.4:                                ; %add
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 1
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_add_co_u32 v3, s0, s12, v3
	v_add_co_ci_u32_e64 v4, s0, s13, v4, s0
	global_load_dword v1, v[3:4], off
	s_waitcnt vmcnt(0)
	v_mul_hi_i32 v3, 0x38e38e39, v1
	v_lshrrev_b32_e32 v4, 31, v3
	v_ashrrev_i32_e32 v3, 1, v3
	v_add_nc_u32_e32 v3, v3, v4
	v_and_b32_e32 v4, 15, v1
	v_mul_lo_u32 v3, v3, 9
	v_lshlrev_b32_e32 v4, 2, v4
	v_sub_nc_u32_e32 v3, v1, v3
	v_cvt_f32_i32_e32 v3, v3
	ds_add_u32 v4, v5
	ds_max_i32 v4, v1 offset:64
	ds_add_f32 v2, v3 offset:128
.LBB0_5:                                ; %count.done
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_8
; %bb.6:                                ; %flush
	v_lshlrev_b32_e32 v7, 2, v0
	v_lshl_add_u32 v1, s2, 4, v0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s3, 0
	ds_read2_b32 v[3:4], v7 offset1:16
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v5, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v6, vcc_lo, s5, v2, vcc_lo
	v_add_co_u32 v1, vcc_lo, s6, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s7, v2, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_waitcnt lgkmcnt(0)
	global_store_dword v[5:6], v3, off
	global_store_dword v[1:2], v4, off
	global_atomic_add v7, v3, s[10:11]
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_8
; %bb.7:                                ; %flush.f
	v_mov_b32_e32 v0, 0
	s_lshl_b64 s[0:1], s[2:3], 2
	s_add_u32 s0, s8, s0
	s_addc_u32 s1, s9, s1
	ds_read_b32 v1, v0 offset:128
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
.LBB0_8:                                ; %exit
	s_endpgm
.Lfunc_end0:
	.size	lds_histogram, .Lfunc_end0-lds_histogram
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 472
; NumSgprs: 17
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 132 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.amdgpu_lds llvm.amdgcn.kernel.lds_histogram.lds, 132, 16
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
