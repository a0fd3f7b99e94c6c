; count_buf: a loop whose trip count is a word of a buffer.
;
; params holds {scale, count, bias, unused}; each work-item computes
; acc = sum over i < count of (in[gid]*scale + bias + i), the loop running
; params[1] times. Random buffer contents make count anything up to 2^31.
;
;! {
;!   "grid": [128, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 128, "fill": -1},
;!     "params": {"type": "i32", "count": 4, "data": [3, 20, -7, 99]},
;!     "in": {"type": "i32", "count": 128, "gen": "range", "lo": -1000, "hi": 1000}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "params"}, {"buffer": "in"}],
;!   "outputs": ["out"]
;! }

define amdgpu_kernel void @count_buf(ptr addrspace(1) %out, ptr addrspace(1) %params, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %scale = load i32, ptr addrspace(1) %params, align 4
  %pc = getelementptr inbounds i32, ptr addrspace(1) %params, i64 1
  %count = load i32, ptr addrspace(1) %pc, align 4
  %pb = getelementptr inbounds i32, ptr addrspace(1) %params, i64 2
  %bias = load i32, ptr addrspace(1) %pb, align 4
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %x = load i32, ptr addrspace(1) %pi, align 4
  %xs = mul i32 %x, %scale
  %t = add i32 %xs, %bias
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %body ]
  %more = icmp slt i32 %i, %count
  br i1 %more, label %body, label %done

body:
  %ti = add i32 %t, %i
  %acc1 = add i32 %acc, %ti
  %i1 = add i32 %i, 1
  br label %loop

done:
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %acc, ptr addrspace(1) %po, align 4
  ret void
}
