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
	.globl	fadd                            ; -- Begin function fadd
	.p2align	2
	.type	fadd,@function
fadd:                                   ; @fadd
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_add_f16 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	fadd, .Lfunc_end0-fadd
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
	.globl	fsub                            ; -- Begin function fsub
	.p2align	2
	.type	fsub,@function
fsub:                                   ; @fsub
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_add_f16 v0, v0, v1 neg_lo:[0,1] neg_hi:[0,1]
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	fsub, .Lfunc_end1-fsub
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
	.globl	fmul                            ; -- Begin function fmul
	.p2align	2
	.type	fmul,@function
fmul:                                   ; @fmul
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_mul_f16 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	fmul, .Lfunc_end2-fmul
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
	.globl	fma                             ; -- Begin function fma
	.p2align	2
	.type	fma,@function
fma:                                    ; @fma
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_fma_f16 v0, v0, v1, v2
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	fma, .Lfunc_end3-fma
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
	.globl	fmin                            ; -- Begin function fmin
	.p2align	2
	.type	fmin,@function
fmin:                                   ; @fmin
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_max_f16 v1, v1, v1
	v_pk_max_f16 v0, v0, v0
	v_pk_min_f16 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	fmin, .Lfunc_end4-fmin
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 48
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
	.globl	fmax                            ; -- Begin function fmax
	.p2align	2
	.type	fmax,@function
fmax:                                   ; @fmax
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_max_f16 v1, v1, v1
	v_pk_max_f16 v0, v0, v0
	v_pk_max_f16 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	fmax, .Lfunc_end5-fmax
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 48
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
	.globl	add                             ; -- Begin function add
	.p2align	2
	.type	add,@function
add:                                    ; @add
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_add_u16 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	add, .Lfunc_end6-add
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
	.globl	sub                             ; -- Begin function sub
	.p2align	2
	.type	sub,@function
sub:                                    ; @sub
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_sub_i16 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	sub, .Lfunc_end7-sub
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
	.globl	mul                             ; -- Begin function mul
	.p2align	2
	.type	mul,@function
mul:                                    ; @mul
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_mul_lo_u16 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end8:
	.size	mul, .Lfunc_end8-mul
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
	.globl	mad                             ; -- Begin function mad
	.p2align	2
	.type	mad,@function
mad:                                    ; @mad
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_mul_lo_u16 v0, v0, v1
	v_pk_add_u16 v0, v0, v2
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	mad, .Lfunc_end9-mad
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 36
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
	.globl	shl                             ; -- Begin function shl
	.p2align	2
	.type	shl,@function
shl:                                    ; @shl
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_lshlrev_b16 v0, v1, v0
	s_setpc_b64 s[30:31]
.Lfunc_end10:
	.size	shl, .Lfunc_end10-shl
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
	.globl	lshr                            ; -- Begin function lshr
	.p2align	2
	.type	lshr,@function
lshr:                                   ; @lshr
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_lshrrev_b16 v0, v1, v0
	s_setpc_b64 s[30:31]
.Lfunc_end11:
	.size	lshr, .Lfunc_end11-lshr
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
	.globl	ashr                            ; -- Begin function ashr
	.p2align	2
	.type	ashr,@function
ashr:                                   ; @ashr
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_ashrrev_i16 v0, v1, v0
	s_setpc_b64 s[30:31]
.Lfunc_end12:
	.size	ashr, .Lfunc_end12-ashr
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
	.globl	smax                            ; -- Begin function smax
	.p2align	2
	.type	smax,@function
smax:                                   ; @smax
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_max_i16 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end13:
	.size	smax, .Lfunc_end13-smax
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
	.globl	smin                            ; -- Begin function smin
	.p2align	2
	.type	smin,@function
smin:                                   ; @smin
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_min_i16 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end14:
	.size	smin, .Lfunc_end14-smin
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
	.globl	umax                            ; -- Begin function umax
	.p2align	2
	.type	umax,@function
umax:                                   ; @umax
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_max_u16 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end15:
	.size	umax, .Lfunc_end15-umax
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
	.globl	umin                            ; -- Begin function umin
	.p2align	2
	.type	umin,@function
umin:                                   ; @umin
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_min_u16 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end16:
	.size	umin, .Lfunc_end16-umin
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
	.globl	swz                             ; -- Begin function swz
	.p2align	2
	.type	swz,@function
swz:                                    ; @swz
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_add_f16 v0, v0, v1 op_sel:[1,0] op_sel_hi:[0,1]
	s_setpc_b64 s[30:31]
.Lfunc_end17:
	.size	swz, .Lfunc_end17-swz
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
	.globl	fneg                            ; -- Begin function fneg
	.p2align	2
	.type	fneg,@function
fneg:                                   ; @fneg
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_mul_f16 v0, v0, v1 neg_lo:[0,1] neg_hi:[0,1]
	s_setpc_b64 s[30:31]
.Lfunc_end18:
	.size	fneg, .Lfunc_end18-fneg
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
	.globl	c1                              ; -- Begin function c1
	.p2align	2
	.type	c1,@function
c1:                                     ; @c1
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_add_f16 v0, v0, 1.0 op_sel_hi:[1,0]
	s_setpc_b64 s[30:31]
.Lfunc_end19:
	.size	c1, .Lfunc_end19-c1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 24
; NumSgprs: 32
; NumVgprs: 1
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
	.globl	c2                              ; -- Begin function c2
	.p2align	2
	.type	c2,@function
c2:                                     ; @c2
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_sub_u16 v0, v0, 3 op_sel_hi:[1,0]
	s_setpc_b64 s[30:31]
.Lfunc_end20:
	.size	c2, .Lfunc_end20-c2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 24
; NumSgprs: 32
; NumVgprs: 1
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
	.globl	c3                              ; -- Begin function c3
	.p2align	2
	.type	c3,@function
c3:                                     ; @c3
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_pk_add_f16 v0, 0x3e00, v0 op_sel_hi:[0,1]
	s_setpc_b64 s[30:31]
.Lfunc_end21:
	.size	c3, .Lfunc_end21-c3
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 24
; NumSgprs: 32
; NumVgprs: 1
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
	.globl	mix                             ; -- Begin function mix
	.p2align	2
	.type	mix,@function
mix:                                    ; @mix
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_fma_mix_f32 v0, v0, v1, v2 op_sel_hi:[1,1,0]
	s_setpc_b64 s[30:31]
.Lfunc_end22:
	.size	mix, .Lfunc_end22-mix
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
	.globl	mixlo                           ; -- Begin function mixlo
	.p2align	2
	.type	mixlo,@function
mixlo:                                  ; @mixlo
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_fma_mixlo_f16 v0, v0, v1, v2 op_sel_hi:[1,1,1]
	s_setpc_b64 s[30:31]
.Lfunc_end23:
	.size	mixlo, .Lfunc_end23-mixlo
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
	.globl	hi                              ; -- Begin function hi
	.p2align	2
	.type	hi,@function
hi:                                     ; @hi
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_add_f16_sdwa v0, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_1
	s_setpc_b64 s[30:31]
.Lfunc_end24:
	.size	hi, .Lfunc_end24-hi
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
	.globl	fmahi                           ; -- Begin function fmahi
	.p2align	2
	.type	fmahi,@function
fmahi:                                  ; @fmahi
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_lshrrev_b32_e32 v3, 16, v0
	v_lshrrev_b32_e32 v1, 16, v1
	v_lshrrev_b32_e32 v0, 16, v2
	v_fmac_f16_e32 v0, v3, v1
	s_setpc_b64 s[30:31]
.Lfunc_end25:
	.size	fmahi, .Lfunc_end25-fmahi
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 28
; NumSgprs: 32
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-pc-linux-gnu-gfx1030"
