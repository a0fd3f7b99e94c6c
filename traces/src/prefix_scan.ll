; prefix_scan: inclusive prefix sum within a workgroup through LDS.
;
; Hillis-Steele scan over 64 work-items with two LDS arrays used in turn
; (ping-pong), so each of the six steps needs one barrier: at step d a
; work-item adds the element d places to its left when there is one. The
; result is written back to global memory after the last barrier.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 256, "fill": "0xdeadbeef"},
;!     "in": {"type": "i32", "count": 256, "gen": "range", "lo": -1000, "hi": 1000}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}],
;!   "outputs": ["out"],
;!   "asm": [{"variants": "*", "match": "s_barrier"}]
;! }

@scan_a = internal addrspace(3) global [64 x i32] undef, align 4
@scan_b = internal addrspace(3) global [64 x i32] undef, align 4

define amdgpu_kernel void @prefix_scan(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pin, align 4
  %p0 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_a, i32 0, i32 %tid
  store i32 %v, ptr addrspace(3) %p0, align 4
  call void @wavesim.barrier()
  br label %step1

step1:
  %t1 = call i32 @wavesim.workitem.id.x()
  %pa1 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_a, i32 0, i32 %t1
  %x1 = load i32, ptr addrspace(3) %pa1, align 4
  %has1 = icmp uge i32 %t1, 1
  br i1 %has1, label %add1, label %store1

add1:
  %l1 = sub i32 %t1, 1
  %pl1 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_a, i32 0, i32 %l1
  %y1 = load i32, ptr addrspace(3) %pl1, align 4
  %s1 = add i32 %x1, %y1
  br label %store1

store1:
  %r1 = phi i32 [ %x1, %step1 ], [ %s1, %add1 ]
  %pd1 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_b, i32 0, i32 %t1
  store i32 %r1, ptr addrspace(3) %pd1, align 4
  call void @wavesim.barrier()
  br label %step2

step2:
  %t2 = call i32 @wavesim.workitem.id.x()
  %pa2 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_b, i32 0, i32 %t2
  %x2 = load i32, ptr addrspace(3) %pa2, align 4
  %has2 = icmp uge i32 %t2, 2
  br i1 %has2, label %add2, label %store2

add2:
  %l2 = sub i32 %t2, 2
  %pl2 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_b, i32 0, i32 %l2
  %y2 = load i32, ptr addrspace(3) %pl2, align 4
  %s2 = add i32 %x2, %y2
  br label %store2

store2:
  %r2 = phi i32 [ %x2, %step2 ], [ %s2, %add2 ]
  %pd2 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_a, i32 0, i32 %t2
  store i32 %r2, ptr addrspace(3) %pd2, align 4
  call void @wavesim.barrier()
  br label %step4

step4:
  %t4 = call i32 @wavesim.workitem.id.x()
  %pa4 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_a, i32 0, i32 %t4
  %x4 = load i32, ptr addrspace(3) %pa4, align 4
  %has4 = icmp uge i32 %t4, 4
  br i1 %has4, label %add4, label %store4

add4:
  %l4 = sub i32 %t4, 4
  %pl4 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_a, i32 0, i32 %l4
  %y4 = load i32, ptr addrspace(3) %pl4, align 4
  %s4 = add i32 %x4, %y4
  br label %store4

store4:
  %r4 = phi i32 [ %x4, %step4 ], [ %s4, %add4 ]
  %pd4 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_b, i32 0, i32 %t4
  store i32 %r4, ptr addrspace(3) %pd4, align 4
  call void @wavesim.barrier()
  br label %step8

step8:
  %t8 = call i32 @wavesim.workitem.id.x()
  %pa8 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_b, i32 0, i32 %t8
  %x8 = load i32, ptr addrspace(3) %pa8, align 4
  %has8 = icmp uge i32 %t8, 8
  br i1 %has8, label %add8, label %store8

add8:
  %l8 = sub i32 %t8, 8
  %pl8 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_b, i32 0, i32 %l8
  %y8 = load i32, ptr addrspace(3) %pl8, align 4
  %s8 = add i32 %x8, %y8
  br label %store8

store8:
  %r8 = phi i32 [ %x8, %step8 ], [ %s8, %add8 ]
  %pd8 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_a, i32 0, i32 %t8
  store i32 %r8, ptr addrspace(3) %pd8, align 4
  call void @wavesim.barrier()
  br label %step16

step16:
  %t16 = call i32 @wavesim.workitem.id.x()
  %pa16 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_a, i32 0, i32 %t16
  %x16 = load i32, ptr addrspace(3) %pa16, align 4
  %has16 = icmp uge i32 %t16, 16
  br i1 %has16, label %add16, label %store16

add16:
  %l16 = sub i32 %t16, 16
  %pl16 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_a, i32 0, i32 %l16
  %y16 = load i32, ptr addrspace(3) %pl16, align 4
  %s16 = add i32 %x16, %y16
  br label %store16

store16:
  %r16 = phi i32 [ %x16, %step16 ], [ %s16, %add16 ]
  %pd16 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_b, i32 0, i32 %t16
  store i32 %r16, ptr addrspace(3) %pd16, align 4
  call void @wavesim.barrier()
  br label %step32

step32:
  %t32 = call i32 @wavesim.workitem.id.x()
  %pa32 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_b, i32 0, i32 %t32
  %x32 = load i32, ptr addrspace(3) %pa32, align 4
  %has32 = icmp uge i32 %t32, 32
  br i1 %has32, label %add32, label %store32

add32:
  %l32 = sub i32 %t32, 32
  %pl32 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_b, i32 0, i32 %l32
  %y32 = load i32, ptr addrspace(3) %pl32, align 4
  %s32 = add i32 %x32, %y32
  br label %store32

store32:
  %r32 = phi i32 [ %x32, %step32 ], [ %s32, %add32 ]
  %pd32 = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_a, i32 0, i32 %t32
  store i32 %r32, ptr addrspace(3) %pd32, align 4
  call void @wavesim.barrier()
  br label %final

final:
  %tf = call i32 @wavesim.workitem.id.x()
  %gf = call i32 @wavesim.workgroup.id.x()
  %bf = mul i32 %gf, 64
  %idf = add i32 %bf, %tf
  %if = zext i32 %idf to i64
  %pf = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan_a, i32 0, i32 %tf
  %rf = load i32, ptr addrspace(3) %pf, align 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %if
  store i32 %rf, ptr addrspace(1) %po, align 4
  ret void
}
