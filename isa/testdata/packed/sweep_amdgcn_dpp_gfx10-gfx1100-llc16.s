	.text
	.section	.AMDGPU.config
	.long	47176
	.long	1622081536
	.long	47180
	.long	158
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	dpp_gfx10                       ; -- Begin function dpp_gfx10
	.p2align	8
	.type	dpp_gfx10,@function
dpp_gfx10:                              ; @dpp_gfx10
; %bb.0:                                ; %entry
	s_load_b128 s[4:7], s[0:1], 0x24
	v_dual_mov_b32 v3, 0 :: v_dual_lshlrev_b32 v0, 2, v0
	s_load_b32 s0, s[0:1], 0x34
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	global_load_b32 v1, v0, s[6:7]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v2, v2 dpp8:[0,1,2,3,4,5,6,7]
	v_mov_b32_dpp v3, v2 row_share:1 row_mask:0xf bank_mask:0xf
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v4, v3 row_xmask:2 row_mask:0xf bank_mask:0xf
	v_permlane16_b32 v4, v1, s0, 0x76543210
	s_delay_alu instid0(VALU_DEP_1)
	v_permlanex16_b32 v4, v4, 0x89abcdef, s0 op_sel:[1,0]
	global_store_b32 v0, v4, s[4:5]
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Lfunc_end0:
	.size	dpp_gfx10, .Lfunc_end0-dpp_gfx10
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 124
; NumSgprs: 8
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 5
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1100"
