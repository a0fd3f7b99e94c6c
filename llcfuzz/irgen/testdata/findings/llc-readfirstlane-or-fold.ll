; or of a readfirstlane of a constant: after instruction selection the
; constant reaches the V_OR_B32 through an S_MOV_B32 of an S_MOV_B32 of
; -1, and SIFoldOperands turns the or into a copy of %x (as if the operand
; were 0). Every lane should store -1; llc-14 to llc-19 at -O1 and above
; store %x (-O0 is right).
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %p
  %r = call i32 @llvm.amdgcn.readfirstlane(i32 -1)
  %o = or i32 %r, %x
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %o, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane(i32)
