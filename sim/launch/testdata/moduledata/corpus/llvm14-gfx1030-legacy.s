	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081536
	.long	47180
	.long	132
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	moduledata                      ; -- Begin function moduledata
	.p2align	8
	.type	moduledata,@function
moduledata:                             ; @moduledata
; %bb.0:                                ; %entry
	s_load_dword s3, s[0:1], 0x2c
	v_lshl_add_u32 v0, s2, 6, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, s3, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %body
	v_and_b32_e32 v1, 7, v0
	v_lshrrev_b32_e32 v2, 1, v0
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, tab@rel32@lo+4
	s_addc_u32 s3, s3, tab@rel32@hi+12
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, switch.table.moduledata@rel32@lo+4
	s_addc_u32 s5, s5, switch.table.moduledata@rel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x24
	v_lshlrev_b32_e32 v1, 2, v1
	v_and_b32_e32 v2, 12, v2
	global_load_dword v3, v1, s[2:3]
	global_load_dword v2, v2, s[4:5]
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v2, v3, v2
	global_store_dword v[0:1], v2, off
.LBB0_2:                                ; %done
	s_endpgm
.Lfunc_end0:
	.size	moduledata, .Lfunc_end0-moduledata
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 148
; NumSgprs: 8
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 4
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.type	tab,@object                     ; @tab
	.section	.rodata,#alloc
	.p2align	2
tab:
	.long	3                               ; 0x3
	.long	1                               ; 0x1
	.long	4                               ; 0x4
	.long	1                               ; 0x1
	.long	5                               ; 0x5
	.long	9                               ; 0x9
	.long	2                               ; 0x2
	.long	6                               ; 0x6
	.size	tab, 32

	.type	switch.table.moduledata,@object ; @switch.table.moduledata
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	2
switch.table.moduledata:
	.long	100                             ; 0x64
	.long	200                             ; 0xc8
	.long	300                             ; 0x12c
	.long	400                             ; 0x190
	.size	switch.table.moduledata, 16

	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
