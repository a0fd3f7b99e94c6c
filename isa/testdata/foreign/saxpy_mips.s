	.text
	.abicalls
	.option	pic0
	.section	.mdebug.abi32,"",@progbits
	.nan	legacy
	.text
	.file	"k.ll"
	.globl	saxpy                           # -- Begin function saxpy
	.p2align	2
	.type	saxpy,@function
	.set	nomicromips
	.set	nomips16
	.ent	saxpy
saxpy:                                  # @saxpy
	.cfi_startproc
	.frame	$sp,0,$ra
	.mask 	0x00000000,0
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	.set	noat
# %bb.0:                                # %entry
	blez	$7, $BB0_3
	nop
# %bb.1:                                # %body.preheader
	mtc1	$6, $f0
	addiu	$2, $zero, 0
$BB0_2:                                 # %body
                                        # =>This Inner Loop Header: Depth=1
	lwc1	$f1, 0($5)
	mul.s	$f1, $f0, $f1
	lwc1	$f2, 0($4)
	add.s	$f1, $f1, $f2
	swc1	$f1, 0($4)
	addiu	$2, $2, 1
	slt	$1, $2, $7
	addiu	$5, $5, 4
	bnez	$1, $BB0_2
	addiu	$4, $4, 4
$BB0_3:                                 # %done
	jr	$ra
	nop
	.set	at
	.set	macro
	.set	reorder
	.end	saxpy
$func_end0:
	.size	saxpy, ($func_end0)-saxpy
	.cfi_endproc
                                        # -- End function
	.section	".note.GNU-stack","",@progbits
	.text
