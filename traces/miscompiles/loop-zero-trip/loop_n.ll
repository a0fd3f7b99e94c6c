; device module for loop_n (generated)
; loop_n: a loop whose trip count is a scalar argument.
;
; Each work-item folds n elements of in, starting at its own index and
; wrapping modulo len: for (i = 0; i < n; i++) acc = acc*3 + in[(gid+i) % len].
; A random n far above the given one runs the loop long; a random len past
; the buffer's length reads outside it.
;
;! {
;!   "grid": [128, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 128, "fill": -1},
;!     "in": {"type": "i32", "count": 256, "gen": "range", "lo": -1000, "hi": 1000}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i32": 24}, {"i32": 256}],
;!   "outputs": ["out"]
;! }

define amdgpu_kernel void @loop_n(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n, i32 %len) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %done

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %j = add i32 %gid, %i
  %w = urem i32 %j, %len
  %wx = zext i32 %w to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %wx
  %v = load i32, ptr addrspace(1) %p, align 4
  %a3 = mul i32 %acc, 3
  %acc1 = add i32 %a3, %v
  %i1 = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done

done:
  %r = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %idx = zext i32 %gid to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
