target triple = "amdgcn-amd-amdhsa"

; Stores in a loop of n iterations that never waits for them: slot i&63 of
; a 64-slot row per lane, so no store is dead and LICM cannot sink them.
define amdgpu_kernel void @storeloop(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %row = shl i32 %tid, 6
  %c0 = icmp eq i32 %n, 0
  br i1 %c0, label %exit, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %slot = and i32 %i, 63
  %idx = add i32 %row, %slot
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %idx
  store i32 %i, ptr addrspace(1) %p
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
