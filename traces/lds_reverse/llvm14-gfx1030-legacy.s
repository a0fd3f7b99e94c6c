	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081537
	.long	47180
	.long	65668
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	lds_reverse                     ; -- Begin function lds_reverse
	.p2align	8
	.type	lds_reverse,@function
lds_reverse:                            ; @lds_reverse
; %bb.0:                                ; %entry
	s_load_dwordx2 s[4:5], s[0:1], 0x34
	v_mov_b32_e32 v2, 0
	v_lshl_add_u32 v1, s2, 6, v0
	v_add_nc_u32_e32 v8, 1, v0
	v_lshlrev_b32_e32 v9, 2, v0
	v_lshlrev_b32_e32 v0, 3, v0
	s_load_dwordx4 s[0:3], s[0:1], 0x24
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_and_b32_e32 v8, 63, v8
	v_sub_nc_u32_e32 v10, 0x200, v9
	v_lshlrev_b32_e32 v8, 2, v8
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc_lo, s4, v3
	v_add_co_ci_u32_e32 v6, vcc_lo, s5, v4, vcc_lo
	global_load_dword v5, v[5:6], off
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[6:7], 17, v[5:6]
	v_xor_b32_e32 v6, v6, v1
	ds_write_b32 v9, v5 offset:512
	ds_write_b64 v0, v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	ds_read_b32 v7, v8 offset:512
	v_sub_nc_u32_e32 v0, 0, v0
	ds_read_b64 v[5:6], v0 offset:504
	ds_read_b32 v8, v10 offset:252
	v_lshlrev_b64 v[0:1], 3, v[1:2]
	v_add_co_u32 v2, vcc_lo, s0, v3
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v4, vcc_lo
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	s_waitcnt lgkmcnt(2)
	v_ashrrev_i32_e32 v7, 3, v7
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v4, v8, v7
	global_store_dword v[2:3], v4, off
	global_store_dwordx2 v[0:1], v[5:6], off
	s_endpgm
.Lfunc_end0:
	.size	lds_reverse, .Lfunc_end0-lds_reverse
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 268
; NumSgprs: 8
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 768 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 8
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
	.amdgpu_lds llvm.amdgcn.kernel.lds_reverse.lds, 768, 16
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
