; lds_reduce: workgroup tree reduction (sum and signed max) through LDS.
;
; Phase 0 stores one value per work-item (0 / INT_MIN for lanes at or above
; %n), then six barrier-separated steps halve the active range: 32, 16, 8,
; 4, 2, 1. Work-item 0 writes the workgroup results. After the last barrier
; every work-item copies its final LDS slots to "trace", which checks every
; intermediate write. The loop is unrolled by hand because no SSA value may
; cross a barrier in a template.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "sums": {"type": "i32", "count": 4, "fill": "0xdeadbeef"},
;!     "maxs": {"type": "i32", "count": 4, "fill": "0xdeadbeef"},
;!     "trace": {"type": "i32", "count": 512, "fill": "0xdeadbeef"},
;!     "in": {"type": "i32", "count": 256, "gen": "range", "lo": -100000, "hi": 100000}
;!   },
;!   "args": [{"buffer": "sums"}, {"buffer": "maxs"}, {"buffer": "trace"}, {"buffer": "in"}, {"i32": 230}],
;!   "outputs": ["sums", "maxs", "trace"],
;!   "asm": [{"variants": "*", "match": "s_barrier"}, {"variants": "*", "match": "ds_(write|store)_b32"}]
;! }

@sum_lds = internal addrspace(3) global [64 x i32] undef, align 4
@max_lds = internal addrspace(3) global [64 x i32] undef, align 4

define amdgpu_kernel void @lds_reduce(ptr addrspace(1) %sums, ptr addrspace(1) %maxs, ptr addrspace(1) %trace, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %active = icmp slt i32 %gid, %n
  br i1 %active, label %load, label %init

load:
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pin, align 4
  br label %init

init:
  %s0 = phi i32 [ %v, %load ], [ 0, %entry ]
  %m0 = phi i32 [ %v, %load ], [ -2147483648, %entry ]
  %ps = getelementptr inbounds [64 x i32], ptr addrspace(3) @sum_lds, i32 0, i32 %tid
  %pm = getelementptr inbounds [64 x i32], ptr addrspace(3) @max_lds, i32 0, i32 %tid
  store i32 %s0, ptr addrspace(3) %ps, align 4
  store i32 %m0, ptr addrspace(3) %pm, align 4
  call void @wavesim.barrier()
  br label %step32

step32:
  %t32 = call i32 @wavesim.workitem.id.x()
  %c32 = icmp ult i32 %t32, 32
  br i1 %c32, label %do32, label %wait32

do32:
  %o32 = add i32 %t32, 32
  %a32 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sum_lds, i32 0, i32 %t32
  %b32 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sum_lds, i32 0, i32 %o32
  %x32 = load i32, ptr addrspace(3) %a32, align 4
  %y32 = load i32, ptr addrspace(3) %b32, align 4
  %z32 = add i32 %x32, %y32
  store i32 %z32, ptr addrspace(3) %a32, align 4
  %am32 = getelementptr inbounds [64 x i32], ptr addrspace(3) @max_lds, i32 0, i32 %t32
  %bm32 = getelementptr inbounds [64 x i32], ptr addrspace(3) @max_lds, i32 0, i32 %o32
  %xm32 = load i32, ptr addrspace(3) %am32, align 4
  %ym32 = load i32, ptr addrspace(3) %bm32, align 4
  %zm32 = call i32 @llvm.smax.i32(i32 %xm32, i32 %ym32)
  store i32 %zm32, ptr addrspace(3) %am32, align 4
  br label %wait32

wait32:
  call void @wavesim.barrier()
  br label %step16

step16:
  %t16 = call i32 @wavesim.workitem.id.x()
  %c16 = icmp ult i32 %t16, 16
  br i1 %c16, label %do16, label %wait16

do16:
  %o16 = add i32 %t16, 16
  %a16 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sum_lds, i32 0, i32 %t16
  %b16 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sum_lds, i32 0, i32 %o16
  %x16 = load i32, ptr addrspace(3) %a16, align 4
  %y16 = load i32, ptr addrspace(3) %b16, align 4
  %z16 = add i32 %x16, %y16
  store i32 %z16, ptr addrspace(3) %a16, align 4
  %am16 = getelementptr inbounds [64 x i32], ptr addrspace(3) @max_lds, i32 0, i32 %t16
  %bm16 = getelementptr inbounds [64 x i32], ptr addrspace(3) @max_lds, i32 0, i32 %o16
  %xm16 = load i32, ptr addrspace(3) %am16, align 4
  %ym16 = load i32, ptr addrspace(3) %bm16, align 4
  %zm16 = call i32 @llvm.smax.i32(i32 %xm16, i32 %ym16)
  store i32 %zm16, ptr addrspace(3) %am16, align 4
  br label %wait16

wait16:
  call void @wavesim.barrier()
  br label %step8

step8:
  %t8 = call i32 @wavesim.workitem.id.x()
  %c8 = icmp ult i32 %t8, 8
  br i1 %c8, label %do8, label %wait8

do8:
  %o8 = add i32 %t8, 8
  %a8 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sum_lds, i32 0, i32 %t8
  %b8 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sum_lds, i32 0, i32 %o8
  %x8 = load i32, ptr addrspace(3) %a8, align 4
  %y8 = load i32, ptr addrspace(3) %b8, align 4
  %z8 = add i32 %x8, %y8
  store i32 %z8, ptr addrspace(3) %a8, align 4
  %am8 = getelementptr inbounds [64 x i32], ptr addrspace(3) @max_lds, i32 0, i32 %t8
  %bm8 = getelementptr inbounds [64 x i32], ptr addrspace(3) @max_lds, i32 0, i32 %o8
  %xm8 = load i32, ptr addrspace(3) %am8, align 4
  %ym8 = load i32, ptr addrspace(3) %bm8, align 4
  %zm8 = call i32 @llvm.smax.i32(i32 %xm8, i32 %ym8)
  store i32 %zm8, ptr addrspace(3) %am8, align 4
  br label %wait8

wait8:
  call void @wavesim.barrier()
  br label %step4

step4:
  %t4 = call i32 @wavesim.workitem.id.x()
  %c4 = icmp ult i32 %t4, 4
  br i1 %c4, label %do4, label %wait4

do4:
  %o4 = add i32 %t4, 4
  %a4 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sum_lds, i32 0, i32 %t4
  %b4 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sum_lds, i32 0, i32 %o4
  %x4 = load i32, ptr addrspace(3) %a4, align 4
  %y4 = load i32, ptr addrspace(3) %b4, align 4
  %z4 = add i32 %x4, %y4
  store i32 %z4, ptr addrspace(3) %a4, align 4
  %am4 = getelementptr inbounds [64 x i32], ptr addrspace(3) @max_lds, i32 0, i32 %t4
  %bm4 = getelementptr inbounds [64 x i32], ptr addrspace(3) @max_lds, i32 0, i32 %o4
  %xm4 = load i32, ptr addrspace(3) %am4, align 4
  %ym4 = load i32, ptr addrspace(3) %bm4, align 4
  %zm4 = call i32 @llvm.smax.i32(i32 %xm4, i32 %ym4)
  store i32 %zm4, ptr addrspace(3) %am4, align 4
  br label %wait4

wait4:
  call void @wavesim.barrier()
  br label %step2

step2:
  %t2 = call i32 @wavesim.workitem.id.x()
  %c2 = icmp ult i32 %t2, 2
  br i1 %c2, label %do2, label %wait2

do2:
  %o2 = add i32 %t2, 2
  %a2 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sum_lds, i32 0, i32 %t2
  %b2 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sum_lds, i32 0, i32 %o2
  %x2 = load i32, ptr addrspace(3) %a2, align 4
  %y2 = load i32, ptr addrspace(3) %b2, align 4
  %z2 = add i32 %x2, %y2
  store i32 %z2, ptr addrspace(3) %a2, align 4
  %am2 = getelementptr inbounds [64 x i32], ptr addrspace(3) @max_lds, i32 0, i32 %t2
  %bm2 = getelementptr inbounds [64 x i32], ptr addrspace(3) @max_lds, i32 0, i32 %o2
  %xm2 = load i32, ptr addrspace(3) %am2, align 4
  %ym2 = load i32, ptr addrspace(3) %bm2, align 4
  %zm2 = call i32 @llvm.smax.i32(i32 %xm2, i32 %ym2)
  store i32 %zm2, ptr addrspace(3) %am2, align 4
  br label %wait2

wait2:
  call void @wavesim.barrier()
  br label %step1

step1:
  %t1 = call i32 @wavesim.workitem.id.x()
  %c1 = icmp eq i32 %t1, 0
  br i1 %c1, label %do1, label %wait1

do1:
  %a1 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sum_lds, i32 0, i32 0
  %b1 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sum_lds, i32 0, i32 1
  %x1 = load i32, ptr addrspace(3) %a1, align 4
  %y1 = load i32, ptr addrspace(3) %b1, align 4
  %z1 = add i32 %x1, %y1
  store i32 %z1, ptr addrspace(3) %a1, align 4
  %am1 = getelementptr inbounds [64 x i32], ptr addrspace(3) @max_lds, i32 0, i32 0
  %bm1 = getelementptr inbounds [64 x i32], ptr addrspace(3) @max_lds, i32 0, i32 1
  %xm1 = load i32, ptr addrspace(3) %am1, align 4
  %ym1 = load i32, ptr addrspace(3) %bm1, align 4
  %zm1 = call i32 @llvm.smax.i32(i32 %xm1, i32 %ym1)
  store i32 %zm1, ptr addrspace(3) %am1, align 4
  %g1 = call i32 @wavesim.workgroup.id.x()
  %gi = zext i32 %g1 to i64
  %psum = getelementptr inbounds i32, ptr addrspace(1) %sums, i64 %gi
  store i32 %z1, ptr addrspace(1) %psum, align 4
  %pmax = getelementptr inbounds i32, ptr addrspace(1) %maxs, i64 %gi
  store i32 %zm1, ptr addrspace(1) %pmax, align 4
  br label %wait1

wait1:
  call void @wavesim.barrier()
  %tf = call i32 @wavesim.workitem.id.x()
  %gf = call i32 @wavesim.workgroup.id.x()
  %bf = mul i32 %gf, 64
  %idf = add i32 %bf, %tf
  %o = mul i32 %idf, 2
  %oi = zext i32 %o to i64
  %pf = getelementptr inbounds [64 x i32], ptr addrspace(3) @sum_lds, i32 0, i32 %tf
  %pfm = getelementptr inbounds [64 x i32], ptr addrspace(3) @max_lds, i32 0, i32 %tf
  %fs = load i32, ptr addrspace(3) %pf, align 4
  %fm = load i32, ptr addrspace(3) %pfm, align 4
  %pt0 = getelementptr inbounds i32, ptr addrspace(1) %trace, i64 %oi
  store i32 %fs, ptr addrspace(1) %pt0, align 4
  %pt1 = getelementptr inbounds i32, ptr addrspace(1) %pt0, i64 1
  store i32 %fm, ptr addrspace(1) %pt1, align 4
  ret void
}

declare i32 @llvm.smax.i32(i32, i32)
