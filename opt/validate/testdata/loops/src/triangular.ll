; triangular: a nested triangular loop in the form Julia emits it, after
; llvm/llvm-project#215745. Each range's stop is normalised with a select
; on the same condition as the branch that skips an empty range
; (UnitRange: stop = start > n ? start - 1 : n):
;   for k in 1:n
;     v = 0.0f
;     for r in k:n
;       v += A[lm + r]
;     out[lm + (k-1)*sOut] = v
; for the work-items lm < limit.
;
;! {
;!   "grid": [64, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "f32", "count": 1024, "fill": -1},
;!     "A": {"type": "f32", "count": 128, "gen": "range", "lo": -8, "hi": 8, "quantum": 0.5}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "A"}, {"i64": 6}, {"i64": 64}, {"i64": 64}],
;!   "outputs": ["out"]
;! }

define amdgpu_kernel void @triangular(ptr addrspace(1) %out, ptr addrspace(1) %A, i64 %n, i64 %limit, i64 %sOut) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %lm = zext i32 %tid to i64
  %inr = icmp slt i64 %lm, %limit
  br i1 %inr, label %outer.pre, label %exit

outer.pre:
  %nlt1 = icmp slt i64 %n, 1
  %stop1 = select i1 %nlt1, i64 0, i64 %n
  br i1 %nlt1, label %exit, label %outer

outer:
  %k = phi i64 [ 1, %outer.pre ], [ %k1, %outer.latch ]
  %kgtn = icmp sgt i64 %k, %n
  %km1 = add i64 %k, -1
  %stop2 = select i1 %kgtn, i64 %km1, i64 %n
  br i1 %kgtn, label %outer.latch, label %inner

inner:
  %r = phi i64 [ %k, %outer ], [ %r1, %inner ]
  %v = phi float [ 0.0, %outer ], [ %v1, %inner ]
  %idx = add i64 %lm, %r
  %p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %idx
  %a = load float, ptr addrspace(1) %p, align 4
  %v1 = fadd float %v, %a
  %r1 = add i64 %r, 1
  %done = icmp eq i64 %r, %stop2
  br i1 %done, label %outer.latch, label %inner

outer.latch:
  %vs = phi float [ 0.0, %outer ], [ %v1, %inner ]
  %km1b = add i64 %k, -1
  %o = mul i64 %km1b, %sOut
  %oi = add i64 %lm, %o
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %oi
  store float %vs, ptr addrspace(1) %q, align 4
  %k1 = add i64 %k, 1
  %kdone = icmp eq i64 %k, %stop1
  br i1 %kdone, label %exit, label %outer

exit:
  ret void
}
