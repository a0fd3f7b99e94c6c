; loop_break: a loop with a data-dependent trip count and a divergent break.
;
; Each lane iterates the Collatz map from its input until it reaches 1 or
; until 150 steps (the bound keeps 0 and long orbits finite). The step count
; and the final value are stored. 3x+1 wraps modulo 2^32, which is defined.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "steps": {"type": "i32", "count": 256, "fill": -1},
;!     "last": {"type": "u32", "count": 256, "fill": "0xdeadbeef"},
;!     "in": {"type": "u32", "count": 256, "gen": "range", "lo": 0, "hi": 3000,
;!            "data": [0, 1, 2, 27, 97, 871, 77671, 4294967295]}
;!   },
;!   "args": [{"buffer": "steps"}, {"buffer": "last"}, {"buffer": "in"}],
;!   "outputs": ["steps", "last"]
;! }

define amdgpu_kernel void @loop_break(ptr addrspace(1) %steps, ptr addrspace(1) %last, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %x0 = load i32, ptr addrspace(1) %pin, align 4
  br label %loop

loop:
  %x = phi i32 [ %x0, %entry ], [ %xn, %step ]
  %i = phi i32 [ 0, %entry ], [ %in1, %step ]
  %one = icmp eq i32 %x, 1
  br i1 %one, label %done, label %check

check:
  %bound = icmp eq i32 %i, 150
  br i1 %bound, label %done, label %step

step:
  %bit = and i32 %x, 1
  %even = icmp eq i32 %bit, 0
  %half = lshr i32 %x, 1
  %x3 = mul i32 %x, 3
  %x31 = add i32 %x3, 1
  %xn = select i1 %even, i32 %half, i32 %x31
  %in1 = add i32 %i, 1
  br label %loop

done:
  %ps = getelementptr inbounds i32, ptr addrspace(1) %steps, i64 %idx
  store i32 %i, ptr addrspace(1) %ps, align 4
  %pl = getelementptr inbounds i32, ptr addrspace(1) %last, i64 %idx
  store i32 %x, ptr addrspace(1) %pl, align 4
  ret void
}
