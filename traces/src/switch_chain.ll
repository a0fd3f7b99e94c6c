; switch_chain: a switch on lane data (an if-else chain on the GPU).
;
; AMDGPU has no jump tables for divergent values, so the switch becomes a
; chain of compares and exec-mask branches. Two cases share a destination,
; and the default arm computes something as well.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 256, "fill": "0xdeadbeef"},
;!     "in": {"type": "i32", "count": 256, "gen": "range", "lo": -3, "hi": 9, "seed": 151,
;!            "data": [0, 1, 2, 5, 7, -1, 100, 3, 100, -2147483648]}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}],
;!   "outputs": ["out"]
;! }

define amdgpu_kernel void @switch_chain(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pin, align 4
  switch i32 %v, label %other [
    i32 0, label %c0
    i32 1, label %c1
    i32 2, label %c2
    i32 5, label %c5
    i32 7, label %c1
    i32 -1, label %cm1
    i32 100, label %c100
  ]

c0:
  %r0 = add i32 %tid, 1000
  br label %join

c1:
  %r1 = mul i32 %v, 11
  br label %join

c2:
  %r2 = shl i32 %gid, 2
  br label %join

c5:
  %r5 = xor i32 %gid, 21845
  br label %join

cm1:
  %rm1 = sub i32 0, %gid
  br label %join

c100:
  %r100 = add i32 %v, %tid
  br label %join

other:
  %ro1 = mul i32 %v, %v
  %ro = add i32 %ro1, 7
  br label %join

join:
  %r = phi i32 [ %r0, %c0 ], [ %r1, %c1 ], [ %r2, %c2 ], [ %r5, %c5 ], [ %rm1, %cm1 ], [ %r100, %c100 ], [ %ro, %other ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}
