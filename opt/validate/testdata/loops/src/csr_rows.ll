; csr_rows: a sparse matrix-vector product, one row per work-item.
;
; Row r's loop runs from row_ptr[r] to row_ptr[r+1] (bounds read from a
; buffer, CSR-style) and gathers x[col[j]]: y[r] = sum val[j] * x[col[j]].
; Random row_ptr words make rows of billions of entries; random col words
; index far outside x.
;
;! {
;!   "grid": [64, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "y": {"type": "f32", "count": 64, "fill": -1},
;!     "row_ptr": {"type": "i32", "count": 65, "data": [0, 5, 7, 13, 13, 14, 15, 20, 20, 23, 23, 24, 30, 36, 37, 40, 41, 47, 47, 48, 51, 51, 57, 57, 60, 60, 62, 66, 72, 74, 75, 79, 81, 82, 85, 90, 91, 92, 92, 95, 102, 108, 113, 120, 127, 132, 136, 139, 141, 144, 145, 149, 156, 161, 168, 172, 173, 174, 180, 182, 187, 189, 196, 202, 202]},
;!     "col": {"type": "i32", "count": 202, "data": [9, 40, 43, 44, 63, 58, 8, 11, 34, 60, 8, 7, 39, 57, 36, 49, 44, 2, 59, 45, 21, 14, 63, 7, 27, 36, 16, 31, 50, 50, 63, 10, 21, 57, 51, 35, 17, 55, 35, 53, 45, 48, 29, 19, 10, 22, 19, 29, 29, 1, 62, 23, 33, 36, 0, 18, 53, 47, 40, 16, 6, 58, 50, 50, 51, 50, 13, 61, 51, 7, 24, 8, 26, 56, 20, 14, 43, 6, 13, 0, 19, 12, 46, 3, 9, 26, 48, 19, 32, 44, 46, 60, 15, 14, 62, 59, 61, 61, 39, 10, 18, 13, 43, 33, 61, 20, 2, 26, 46, 18, 3, 38, 11, 33, 46, 21, 45, 28, 42, 28, 24, 30, 51, 29, 25, 63, 45, 3, 3, 35, 60, 33, 24, 44, 57, 44, 46, 10, 28, 13, 29, 60, 25, 43, 26, 61, 0, 61, 44, 10, 15, 49, 25, 61, 22, 55, 42, 11, 50, 59, 51, 10, 20, 21, 16, 3, 19, 59, 18, 60, 44, 19, 16, 2, 1, 13, 17, 55, 24, 27, 3, 32, 27, 37, 30, 41, 33, 53, 16, 7, 45, 58, 53, 16, 19, 2, 56, 23, 0, 19, 22, 18]},
;!     "val": {"type": "f32", "count": 202, "gen": "range", "lo": -4, "hi": 4, "quantum": 0.25},
;!     "x": {"type": "f32", "count": 64, "gen": "range", "lo": -8, "hi": 8, "quantum": 0.5}
;!   },
;!   "args": [{"buffer": "y"}, {"buffer": "row_ptr"}, {"buffer": "col"}, {"buffer": "val"}, {"buffer": "x"}],
;!   "outputs": ["y"]
;! }

define amdgpu_kernel void @csr_rows(ptr addrspace(1) %y, ptr addrspace(1) %row_ptr, ptr addrspace(1) %col, ptr addrspace(1) %val, ptr addrspace(1) %x) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %r = zext i32 %tid to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %row_ptr, i64 %r
  %lo = load i32, ptr addrspace(1) %pa, align 4
  %r1 = add nuw nsw i64 %r, 1
  %pb = getelementptr inbounds i32, ptr addrspace(1) %row_ptr, i64 %r1
  %hi = load i32, ptr addrspace(1) %pb, align 4
  %any = icmp slt i32 %lo, %hi
  br i1 %any, label %loop, label %done

loop:
  %j = phi i32 [ %lo, %entry ], [ %j1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %jx = sext i32 %j to i64
  %pc = getelementptr inbounds i32, ptr addrspace(1) %col, i64 %jx
  %c = load i32, ptr addrspace(1) %pc, align 4
  %cx = sext i32 %c to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %cx
  %xv = load float, ptr addrspace(1) %px, align 4
  %pv = getelementptr inbounds float, ptr addrspace(1) %val, i64 %jx
  %vv = load float, ptr addrspace(1) %pv, align 4
  %m = fmul float %vv, %xv
  %acc1 = fadd float %acc, %m
  %j1 = add nsw i32 %j, 1
  %more = icmp slt i32 %j1, %hi
  br i1 %more, label %loop, label %done

done:
  %s = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %r
  store float %s, ptr addrspace(1) %py, align 4
  ret void
}
