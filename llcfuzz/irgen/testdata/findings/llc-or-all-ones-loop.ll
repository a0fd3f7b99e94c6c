; or of a loop-invariant -1 inside a loop that runs once. At -O1 Early
; Machine LICM hoists the S_OR_B32 %a, (S_MOV_B32 -1) out of the loop and
; SIFoldOperands' tryConstantFoldOp rewrites "or x, -1" by dropping the -1
; operand and turning the or into a move of what is left, x. Every lane
; should store -1; llc-14 to llc-19 at -O1 store %a (-O0, -O2 and -O3 are
; right). The campaigns' kernels reach it through a saturating conversion
; of +inf (fptoui.sat.i64.f16 gives all ones) truncated and or-ed in a loop.
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %m = add i32 -1, 0
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ 1, %body ]
  %c = icmp ult i32 %i, 1
  br i1 %c, label %body, label %exit
body:
  %o = or i32 %a, %m
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %o, ptr addrspace(1) %q
  br label %head
exit:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
