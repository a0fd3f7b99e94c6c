; uniform_branch: branches and a loop controlled only by kernel arguments.
;
; %mode selects one of three arms and %count is the trip count of a loop;
; both are uniform across the dispatch, so llc emits scalar compares and
; s_cbranch_scc branches instead of exec-mask manipulation. %limit makes one
; divergent test in the middle for contrast.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 256, "fill": "0xdeadbeef"},
;!     "outf": {"type": "f32", "count": 256, "fill": -1},
;!     "in": {"type": "i32", "count": 256, "gen": "range", "lo": -100000, "hi": 100000}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "outf"}, {"buffer": "in"}, {"i32": 2}, {"i32": 13}, {"f32": 0.375}, {"i32": 77}],
;!   "outputs": ["out", "outf"],
;!   "asm": [{"variants": "*", "match": "s_cbranch_scc[01]", "why": "uniform branches on arguments"}]
;! }

define amdgpu_kernel void @uniform_branch(ptr addrspace(1) %out, ptr addrspace(1) %outf, ptr addrspace(1) %in, i32 %mode, i32 %count, float %scale, i32 %limit) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pin, align 4
  %m1 = icmp eq i32 %mode, 1
  br i1 %m1, label %mode1, label %not1

mode1:
  %a1 = add i32 %v, 1000
  br label %arm.end

not1:
  %m2 = icmp eq i32 %mode, 2
  br i1 %m2, label %mode2, label %mode3

mode2:
  %a2 = mul i32 %v, -3
  br label %arm.end

mode3:
  %a3 = xor i32 %v, %mode
  br label %arm.end

arm.end:
  %a = phi i32 [ %a1, %mode1 ], [ %a2, %mode2 ], [ %a3, %mode3 ]
  %any = icmp sgt i32 %count, 0
  br i1 %any, label %loop, label %loop.end

loop:
  %i = phi i32 [ 0, %arm.end ], [ %i.next, %loop ]
  %acc = phi i32 [ %a, %arm.end ], [ %acc.next, %loop ]
  %acc3 = mul i32 %acc, 3
  %acc.next = xor i32 %acc3, %i
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %count
  br i1 %more, label %loop, label %loop.end

loop.end:
  %r = phi i32 [ %a, %arm.end ], [ %acc.next, %loop ]
  %lt = icmp slt i32 %tid, %limit
  br i1 %lt, label %clamp, label %store

clamp:
  %rc = and i32 %r, 65535
  br label %store

store:
  %rr = phi i32 [ %r, %loop.end ], [ %rc, %clamp ]
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %rr, ptr addrspace(1) %pout, align 4
  %neg = fcmp olt float %scale, 0.000000e+00
  br i1 %neg, label %f.neg, label %f.pos

f.neg:
  %fv1 = sitofp i32 %v to float
  br label %f.end

f.pos:
  %fv = sitofp i32 %v to float
  %fv2 = fmul float %fv, %scale
  br label %f.end

f.end:
  %f = phi float [ %fv1, %f.neg ], [ %fv2, %f.pos ]
  %pf = getelementptr inbounds float, ptr addrspace(1) %outf, i64 %idx
  store float %f, ptr addrspace(1) %pf, align 4
  ret void
}
