; llc-19 -O0 (every target) crashes in SI Fix SGPR copies on a phi of an i1
; that ands a compare of a loaded value with an i1 kernel argument; llc-14,
; 15 and 16 -O0 and llc-19 -O1 and up compile it. Found by llcfuzz (seed 1,
; kernel k7a179327be6cefb5), reduced with llvm-reduce-19.

define amdgpu_kernel void @k7a179327be6cefb5(ptr addrspace(1) %in32, i1 %t200) {
entry:
  %tid.y = call i32 @llvm.amdgcn.workitem.id.x()
  br i1 false, label %loop2.head, label %if1.end

loop2.head:                                       ; preds = %entry
  %t185 = and i32 %tid.y, 0
  %t186 = getelementptr i32, ptr addrspace(1) %in32, i32 %t185
  %t187 = load i32, ptr addrspace(1) %t186, align 4
  %t192 = icmp sgt i32 0, %t187
  %t201 = and i1 %t192, %t200
  br label %if1.end

if1.end:                                          ; preds = %loop2.head, %entry
  %t405 = phi i1 [ %t201, %loop2.head ], [ false, %entry ]
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

