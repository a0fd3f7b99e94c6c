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
	.globl	sadd_sat                        ; -- Begin function sadd_sat
	.p2align	2
	.type	sadd_sat,@function
sadd_sat:                               ; @sadd_sat
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_add_i16 v0, v0, v1 clamp
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	sadd_sat, .Lfunc_end0-sadd_sat
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 24
; NumSgprs: 32
; NumVgprs: 2
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
	.globl	uadd_sat                        ; -- Begin function uadd_sat
	.p2align	2
	.type	uadd_sat,@function
uadd_sat:                               ; @uadd_sat
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_add_u16 v0, v0, v1 clamp
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	uadd_sat, .Lfunc_end1-uadd_sat
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 24
; NumSgprs: 32
; NumVgprs: 2
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
	.globl	ssub_sat                        ; -- Begin function ssub_sat
	.p2align	2
	.type	ssub_sat,@function
ssub_sat:                               ; @ssub_sat
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_sub_i16 v0, v0, v1 clamp
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	ssub_sat, .Lfunc_end2-ssub_sat
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 24
; NumSgprs: 32
; NumVgprs: 2
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
	.globl	usub_sat                        ; -- Begin function usub_sat
	.p2align	2
	.type	usub_sat,@function
usub_sat:                               ; @usub_sat
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_sub_u16 v0, v0, v1 clamp
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	usub_sat, .Lfunc_end3-usub_sat
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 24
; NumSgprs: 32
; NumVgprs: 2
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
	.globl	sdot2                           ; -- Begin function sdot2
	.p2align	2
	.type	sdot2,@function
sdot2:                                  ; @sdot2
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_dot2_i32_i16 v0, v0, v1, v2 clamp
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	sdot2, .Lfunc_end4-sdot2
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
	.globl	udot2                           ; -- Begin function udot2
	.p2align	2
	.type	udot2,@function
udot2:                                  ; @udot2
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_dot2_u32_u16 v0, v0, v1, v2 clamp
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	udot2, .Lfunc_end5-udot2
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
	.globl	sdot4                           ; -- Begin function sdot4
	.p2align	2
	.type	sdot4,@function
sdot4:                                  ; @sdot4
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_dot4_i32_i8 v0, v0, v1, v2 clamp
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	sdot4, .Lfunc_end6-sdot4
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
	.globl	udot4                           ; -- Begin function udot4
	.p2align	2
	.type	udot4,@function
udot4:                                  ; @udot4
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_dot4_u32_u8 v0, v0, v1, v2 clamp
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	udot4, .Lfunc_end7-udot4
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
	.globl	sdot8                           ; -- Begin function sdot8
	.p2align	2
	.type	sdot8,@function
sdot8:                                  ; @sdot8
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_dot8_i32_i4 v0, v0, v1, v2 clamp
	s_setpc_b64 s[30:31]
.Lfunc_end8:
	.size	sdot8, .Lfunc_end8-sdot8
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
	.globl	udot8                           ; -- Begin function udot8
	.p2align	2
	.type	udot8,@function
udot8:                                  ; @udot8
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_dot8_u32_u4 v0, v0, v1, v2 clamp
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	udot8, .Lfunc_end9-udot8
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
	v_readfirstlane_b32 s4, v2
	v_readfirstlane_b32 s5, v3
	v_permlane16_b32 v0, v1, s4, s5 op_sel:[1,0]
	s_setpc_b64 s[30:31]
.Lfunc_end10:
	.size	permlane16_fi, .Lfunc_end10-permlane16_fi
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 32
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
	v_readfirstlane_b32 s4, v2
	v_readfirstlane_b32 s5, v3
	v_permlane16_b32 v0, v1, s4, s5 op_sel:[0,1]
	s_setpc_b64 s[30:31]
.Lfunc_end11:
	.size	permlane16_bc, .Lfunc_end11-permlane16_bc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 32
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
	v_readfirstlane_b32 s4, v2
	v_readfirstlane_b32 s5, v3
	v_permlanex16_b32 v0, v1, s4, s5 op_sel:[1,1]
	s_setpc_b64 s[30:31]
.Lfunc_end12:
	.size	permlanex16_fi_bc, .Lfunc_end12-permlanex16_fi_bc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 32
; NumSgprs: 32
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
