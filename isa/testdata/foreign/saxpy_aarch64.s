	.text
	.file	"k.ll"
	.globl	saxpy                           // -- Begin function saxpy
	.p2align	2
	.type	saxpy,@function
saxpy:                                  // @saxpy
	.cfi_startproc
// %bb.0:                               // %entry
	cmp	w2, #1
	b.lt	.LBB0_3
// %bb.1:                               // %body.preheader
	mov	x8, xzr
.LBB0_2:                                // %body
                                        // =>This Inner Loop Header: Depth=1
	ldr	s1, [x1, x8, lsl #2]
	ldr	s2, [x0, x8, lsl #2]
	fmul	s1, s0, s1
	fadd	s1, s1, s2
	str	s1, [x0, x8, lsl #2]
	add	x8, x8, #1
	cmp	w8, w2
	b.lt	.LBB0_2
.LBB0_3:                                // %done
	ret
.Lfunc_end0:
	.size	saxpy, .Lfunc_end0-saxpy
	.cfi_endproc
                                        // -- End function
	.section	".note.GNU-stack","",@progbits
