; An i1 value defined in a loop body and used after a divergent exit from
; it. SILowerI1Copies (-O0) merges %g into the exit's lane mask in the
; structurizer's Flow block through a wave-wide PHI whose input from the
; latch is IMPLICIT_DEF, so once any lane goes round again, the lanes that
; left through %body take whatever the register held (here -1 from the
; block before) instead of their %g = false. Every lane should store 0;
; llc-16 and llc-19 at -O0 store 1 in the lanes with x != 0, on gfx900,
; gfx1030 and gfx1100; llc-14 and llc-15 -O0, and -O1 and up, are right.
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %p, align 4
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ 1, %latch ]
  %f = phi i1 [ false, %entry ], [ false, %latch ]
  %c = icmp ult i32 %i, 1
  br i1 %c, label %body, label %exit

body:
  %t = trunc i32 %tid to i16
  %s = select i1 false, i16 %t, i16 0
  %u = icmp ule i16 0, %s
  %g = and i1 %u, false
  %e = icmp ult i32 0, %x
  br i1 %e, label %exit, label %latch

latch:
  br label %head

exit:
  %r = phi i1 [ %f, %head ], [ %g, %body ]
  %z = zext i1 %r to i32
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %z, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
