	.text
	.file	"k.ll"
	.functype	saxpy (i32, i32, f32, i32) -> ()
	.section	.text.saxpy,"",@
	.globl	saxpy                           # -- Begin function saxpy
	.type	saxpy,@function
saxpy:                                  # @saxpy
	.functype	saxpy (i32, i32, f32, i32) -> ()
	.local  	i32
# %bb.0:                                # %entry
	block   	
	local.get	3
	i32.const	1
	i32.lt_s
	br_if   	0                               # 0: down to label0
# %bb.1:                                # %body.preheader
	i32.const	0
	local.set	4
.LBB0_2:                                # %body
                                        # =>This Inner Loop Header: Depth=1
	loop    	                                # label1:
	local.get	0
	local.get	2
	local.get	1
	f32.load	0
	f32.mul 
	local.get	0
	f32.load	0
	f32.add 
	f32.store	0
	local.get	1
	i32.const	4
	i32.add 
	local.set	1
	local.get	0
	i32.const	4
	i32.add 
	local.set	0
	local.get	4
	i32.const	1
	i32.add 
	local.tee	4
	local.get	3
	i32.lt_s
	br_if   	0                               # 0: up to label1
.LBB0_3:                                # %done
	end_loop
	end_block                               # label0:
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.custom_section.target_features,"",@
	.int8	4
	.int8	43
	.int8	10
	.ascii	"multivalue"
	.int8	43
	.int8	15
	.ascii	"mutable-globals"
	.int8	43
	.int8	15
	.ascii	"reference-types"
	.int8	43
	.int8	8
	.ascii	"sign-ext"
	.section	.text.saxpy,"",@
