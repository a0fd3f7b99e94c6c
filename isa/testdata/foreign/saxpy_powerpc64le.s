	.text
	.abiversion 2
	.file	"k.ll"
	.globl	saxpy                           # -- Begin function saxpy
	.p2align	4
	.type	saxpy,@function
saxpy:                                  # @saxpy
.Lfunc_begin0:
	.cfi_startproc
# %bb.0:                                # %entry
	cmpwi	6, 1
	bltlr	0
# %bb.1:                                # %body.preheader
	addi 5, 6, -1
	addi 4, 4, -4
	addi 3, 3, -4
	clrldi	5, 5, 32
	addi 5, 5, 1
	mtctr 5
	.p2align	5
.LBB0_2:                                # %body
                                        # =>This Inner Loop Header: Depth=1
	lfsu 2, 4(4)
	lfsu 0, 4(3)
	xsmulsp 2, 1, 2
	xsaddsp 0, 2, 0
	stfs 0, 0(3)
	bdnz .LBB0_2
# %bb.3:                                # %done
	blr
	.long	0
	.quad	0
.Lfunc_end0:
	.size	saxpy, .Lfunc_end0-.Lfunc_begin0
	.cfi_endproc
                                        # -- End function
	.section	".note.GNU-stack","",@progbits
