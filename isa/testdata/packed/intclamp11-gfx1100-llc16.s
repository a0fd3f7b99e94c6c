	.text
	.section	.AMDGPU.config
	.long	47176
	.long	0
	.long	47180
	.long	0
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	sudot4                          ; -- Begin function sudot4
	.p2align	2
	.type	sudot4,@function
sudot4:                                 ; @sudot4
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_dot4_i32_iu8 v0, v0, v1, v2 neg_lo:[0,1,0] clamp
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	sudot4, .Lfunc_end0-sudot4
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 24
; NumSgprs: 32
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.section	.AMDGPU.config
	.long	47176
	.long	0
	.long	47180
	.long	0
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	sudot8                          ; -- Begin function sudot8
	.p2align	2
	.type	sudot8,@function
sudot8:                                 ; @sudot8
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_dot8_i32_iu4 v0, v0, v1, v2 neg_lo:[1,0,0] clamp
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	sudot8, .Lfunc_end1-sudot8
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 24
; NumSgprs: 32
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.section	.AMDGPU.config
	.long	47176
	.long	0
	.long	47180
	.long	0
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	permlane16_fi                   ; -- Begin function permlane16_fi
	.p2align	2
	.type	permlane16_fi,@function
permlane16_fi:                          ; @permlane16_fi
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_readfirstlane_b32 s0, v2
	v_readfirstlane_b32 s1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_permlane16_b32 v0, v1, s0, s1 op_sel:[1,0]
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	permlane16_fi, .Lfunc_end2-permlane16_fi
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 36
; NumSgprs: 32
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.section	.AMDGPU.config
	.long	47176
	.long	0
	.long	47180
	.long	0
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	permlane16_bc                   ; -- Begin function permlane16_bc
	.p2align	2
	.type	permlane16_bc,@function
permlane16_bc:                          ; @permlane16_bc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_readfirstlane_b32 s0, v2
	v_readfirstlane_b32 s1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_permlane16_b32 v0, v1, s0, s1 op_sel:[0,1]
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	permlane16_bc, .Lfunc_end3-permlane16_bc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 36
; NumSgprs: 32
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.section	.AMDGPU.config
	.long	47176
	.long	0
	.long	47180
	.long	0
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	permlanex16_fi_bc               ; -- Begin function permlanex16_fi_bc
	.p2align	2
	.type	permlanex16_fi_bc,@function
permlanex16_fi_bc:                      ; @permlanex16_fi_bc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_readfirstlane_b32 s0, v2
	v_readfirstlane_b32 s1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_permlanex16_b32 v0, v1, s0, s1 op_sel:[1,1]
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	permlanex16_fi_bc, .Lfunc_end4-permlanex16_fi_bc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 36
; NumSgprs: 32
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1100"
