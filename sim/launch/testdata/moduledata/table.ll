target triple = "amdgcn-amd-amdhsa"

@tab = internal addrspace(4) constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
; the form SimplifyCFG gives a switch it turns into a lookup table: a
; private table, which llc labels .Lswitch.table.table and an object
; reaches through its section (.rodata+N)
@switch.table.table = private unnamed_addr addrspace(4) constant [4 x i32] [i32 100, i32 200, i32 300, i32 400], align 4

define amdgpu_kernel void @table(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = and i32 %tid, 7
  %p = getelementptr [8 x i32], ptr addrspace(4) @tab, i32 0, i32 %i
  %v = load i32, ptr addrspace(4) %p
  %s = and i32 %tid, 3
  switch i32 %s, label %d [ i32 0, label %a
                                 i32 1, label %b
                                 i32 2, label %c ]
a: br label %j
b: br label %j
c: br label %j
d: br label %j
j:
  %x = phi i32 [ 17, %a ], [ 42, %b ], [ 99, %c ], [ 7, %d ]
  %k = lshr i32 %tid, 3
  %k3 = and i32 %k, 3
  %q = getelementptr [4 x i32], ptr addrspace(4) @switch.table.table, i32 0, i32 %k3
  %w = load i32, ptr addrspace(4) %q
  %r0 = add i32 %v, %x
  %r = add i32 %r0, %w
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
