	.text
	.syntax unified
	.eabi_attribute	67, "2.09"	@ Tag_conformance
	.eabi_attribute	6, 10	@ Tag_CPU_arch
	.eabi_attribute	7, 65	@ Tag_CPU_arch_profile
	.eabi_attribute	8, 1	@ Tag_ARM_ISA_use
	.eabi_attribute	9, 2	@ Tag_THUMB_ISA_use
	.fpu	vfpv3
	.eabi_attribute	34, 1	@ Tag_CPU_unaligned_access
	.eabi_attribute	17, 1	@ Tag_ABI_PCS_GOT_use
	.eabi_attribute	20, 1	@ Tag_ABI_FP_denormal
	.eabi_attribute	21, 1	@ Tag_ABI_FP_exceptions
	.eabi_attribute	23, 3	@ Tag_ABI_FP_number_model
	.eabi_attribute	24, 1	@ Tag_ABI_align_needed
	.eabi_attribute	25, 1	@ Tag_ABI_align_preserved
	.eabi_attribute	38, 1	@ Tag_ABI_FP_16bit_format
	.eabi_attribute	14, 0	@ Tag_ABI_PCS_R9_use
	.file	"k.ll"
	.globl	saxpy                           @ -- Begin function saxpy
	.p2align	2
	.type	saxpy,%function
	.code	32                              @ @saxpy
saxpy:
	.fnstart
@ %bb.0:                                @ %entry
	cmp	r3, #1
	bxlt	lr
.LBB0_1:                                @ %body.preheader
	vmov	s0, r2
	mov	r2, #0
.LBB0_2:                                @ %body
                                        @ =>This Inner Loop Header: Depth=1
	vldmia	r1!, {s2}
	add	r2, r2, #1
	cmp	r2, r3
	vldr	s4, [r0]
	vmla.f32	s4, s0, s2
	vstmia	r0!, {s4}
	blt	.LBB0_2
@ %bb.3:                                @ %done
	bx	lr
.Lfunc_end0:
	.size	saxpy, .Lfunc_end0-saxpy
	.fnend
                                        @ -- End function
	.section	".note.GNU-stack","",%progbits
