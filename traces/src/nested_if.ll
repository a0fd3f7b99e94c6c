; nested_if: three levels of nested divergent ifs on data and lane id.
;
; The outer test is on the loaded value, the middle one on lane id bits and
; the inner one on the value again, so that every combination of active
; masks occurs within one wave.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 256, "fill": "0xdeadbeef"},
;!     "in": {"type": "i32", "count": 256, "gen": "range", "lo": -50, "hi": 50}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}],
;!   "outputs": ["out"]
;! }

define amdgpu_kernel void @nested_if(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pin, align 4
  %pos = icmp sgt i32 %v, 0
  br i1 %pos, label %pos.then, label %pos.else

pos.then:
  %bit2 = and i32 %tid, 2
  %has2 = icmp ne i32 %bit2, 0
  br i1 %has2, label %p.lane, label %p.other

p.lane:
  %gt25 = icmp sgt i32 %v, 25
  br i1 %gt25, label %p.sq, label %p.add

p.sq:
  %sq = mul i32 %v, %v
  br label %p.lane.end

p.add:
  %pa = add i32 %v, %tid
  br label %p.lane.end

p.lane.end:
  %pl = phi i32 [ %sq, %p.sq ], [ %pa, %p.add ]
  %pl2 = shl i32 %pl, 1
  br label %pos.end

p.other:
  %po = sub i32 %v, 100
  br label %pos.end

pos.end:
  %rp = phi i32 [ %pl2, %p.lane.end ], [ %po, %p.other ]
  br label %join

pos.else:
  %isz = icmp eq i32 %v, 0
  br i1 %isz, label %n.zero, label %n.neg

n.zero:
  br label %n.end

n.neg:
  %low = icmp ult i32 %tid, 16
  br i1 %low, label %n.low, label %n.high

n.low:
  %nl = sub i32 0, %v
  br label %n.neg.end

n.high:
  %nh = mul i32 %v, %tid
  br label %n.neg.end

n.neg.end:
  %nn = phi i32 [ %nl, %n.low ], [ %nh, %n.high ]
  br label %n.end

n.end:
  %rn = phi i32 [ 777, %n.zero ], [ %nn, %n.neg.end ]
  br label %join

join:
  %r = phi i32 [ %rp, %pos.end ], [ %rn, %n.end ]
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %pout, align 4
  ret void
}
