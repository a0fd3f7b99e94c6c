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
	.globl	sdot4                           ; -- Begin function sdot4
	.p2align	2
	.type	sdot4,@function
sdot4:                                  ; @sdot4
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_dot4_i32_i8 v0, v0, v1, v2
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	sdot4, .Lfunc_end0-sdot4
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 20
; NumSgprs: 36
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
	v_dot4_u32_u8 v0, v0, v1, v2
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	udot4, .Lfunc_end1-udot4
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 20
; NumSgprs: 36
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
	v_dot8_i32_i4 v0, v0, v1, v2
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	sdot8, .Lfunc_end2-sdot8
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 20
; NumSgprs: 36
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
	v_dot8_u32_u4 v0, v0, v1, v2
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	udot8, .Lfunc_end3-udot8
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 20
; NumSgprs: 36
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
	.globl	sdot2                           ; -- Begin function sdot2
	.p2align	2
	.type	sdot2,@function
sdot2:                                  ; @sdot2
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_dot2_i32_i16 v0, v0, v1, v2
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	sdot2, .Lfunc_end4-sdot2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 20
; NumSgprs: 36
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
	v_dot2_u32_u16 v0, v0, v1, v2
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	udot2, .Lfunc_end5-udot2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 20
; NumSgprs: 36
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
	v_dot2_f32_f16 v0, v0, v1, v2
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	fdot2, .Lfunc_end6-fdot2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 20
; NumSgprs: 36
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx906"
