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
	v_dot4_i32_iu8 v0, v0, v1, v2 neg_lo:[1,1,0]
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
	.globl	sudot4m                         ; -- Begin function sudot4m
	.p2align	2
	.type	sudot4m,@function
sudot4m:                                ; @sudot4m
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_dot4_i32_iu8 v0, v0, v1, v2 neg_lo:[0,1,0]
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	sudot4m, .Lfunc_end1-sudot4m
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
	v_dot8_i32_iu4 v0, v0, v1, v2 neg_lo:[1,1,0]
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	sudot8, .Lfunc_end2-sudot8
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
	v_dot4_u32_u8 v0, v0, v1, v2
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	udot4, .Lfunc_end3-udot4
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
	v_dot8_u32_u4 v0, v0, v1, v2
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	udot8, .Lfunc_end4-udot8
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
	.globl	fdot2                           ; -- Begin function fdot2
	.p2align	2
	.type	fdot2,@function
fdot2:                                  ; @fdot2
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_dot2acc_f32_f16 v2, v0, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v2
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	fdot2, .Lfunc_end5-fdot2
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
	.globl	fdot2c                          ; -- Begin function fdot2c
	.p2align	2
	.type	fdot2c,@function
fdot2c:                                 ; @fdot2c
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_dot2_f32_f16 v0, v0, v1, v2 clamp
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	fdot2c, .Lfunc_end6-fdot2c
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
	.globl	bf                              ; -- Begin function bf
	.p2align	2
	.type	bf,@function
bf:                                     ; @bf
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_dot2_f32_bf16 v0, v0, v1, v2
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	bf, .Lfunc_end7-bf
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 24
; NumSgprs: 32
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1100"
