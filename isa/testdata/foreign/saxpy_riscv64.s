	.text
	.attribute	4, 16
	.attribute	5, "rv64i2p1"
	.file	"k.ll"
	.globl	saxpy                           # -- Begin function saxpy
	.p2align	2
	.type	saxpy,@function
saxpy:                                  # @saxpy
	.cfi_startproc
# %bb.0:                                # %entry
	sext.w	a4, a3
	blez	a4, .LBB0_4
# %bb.1:                                # %body.preheader
	addi	sp, sp, -48
	.cfi_def_cfa_offset 48
	sd	ra, 40(sp)                      # 8-byte Folded Spill
	sd	s0, 32(sp)                      # 8-byte Folded Spill
	sd	s1, 24(sp)                      # 8-byte Folded Spill
	sd	s2, 16(sp)                      # 8-byte Folded Spill
	sd	s3, 8(sp)                       # 8-byte Folded Spill
	sd	s4, 0(sp)                       # 8-byte Folded Spill
	.cfi_offset ra, -8
	.cfi_offset s0, -16
	.cfi_offset s1, -24
	.cfi_offset s2, -32
	.cfi_offset s3, -40
	.cfi_offset s4, -48
	mv	s0, a2
	mv	s1, a1
	mv	s2, a0
	addi	a3, a3, -1
	slli	a3, a3, 32
	srli	a3, a3, 30
	add	a3, a3, a0
	addi	s4, a3, 4
.LBB0_2:                                # %body
                                        # =>This Inner Loop Header: Depth=1
	lw	a1, 0(s1)
	lw	s3, 0(s2)
	mv	a0, s0
	call	__mulsf3
	mv	a1, s3
	call	__addsf3
	sw	a0, 0(s2)
	addi	s2, s2, 4
	addi	s1, s1, 4
	bne	s2, s4, .LBB0_2
# %bb.3:
	ld	ra, 40(sp)                      # 8-byte Folded Reload
	ld	s0, 32(sp)                      # 8-byte Folded Reload
	ld	s1, 24(sp)                      # 8-byte Folded Reload
	ld	s2, 16(sp)                      # 8-byte Folded Reload
	ld	s3, 8(sp)                       # 8-byte Folded Reload
	ld	s4, 0(sp)                       # 8-byte Folded Reload
	addi	sp, sp, 48
.LBB0_4:                                # %done
	ret
.Lfunc_end0:
	.size	saxpy, .Lfunc_end0-saxpy
	.cfi_endproc
                                        # -- End function
	.section	".note.GNU-stack","",@progbits
