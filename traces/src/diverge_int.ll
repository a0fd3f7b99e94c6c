; diverge_int: divergent if/else on loaded data with integer compares.
;
; A signed compare (negative values), an unsigned compare (which sends the
; negative values the other way) and an equality test each open a divergent
; region. Lanes at or above %n do nothing, so the tail of the output keeps
; its sentinel value.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 256, "fill": "0xdeadbeef"},
;!     "in": {"type": "i32", "count": 256, "gen": "ints"}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i32": 229}],
;!   "outputs": ["out"]
;! }

define amdgpu_kernel void @diverge_int(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %active = icmp slt i32 %gid, %n
  br i1 %active, label %load, label %exit

load:
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pin, align 4
  %neg = icmp slt i32 %v, 0
  br i1 %neg, label %is.neg, label %not.neg

is.neg:
  %nv = sub i32 0, %v
  %a1 = xor i32 %nv, 3855
  br label %first.done

not.neg:
  %m7 = mul i32 %v, 7
  %a2 = add i32 %m7, 1
  br label %first.done

first.done:
  %a = phi i32 [ %a1, %is.neg ], [ %a2, %not.neg ]
  %big = icmp ugt i32 %v, 1000
  br i1 %big, label %is.big, label %second.done

is.big:
  %hi = lshr i32 %v, 16
  %b1 = add i32 %a, %hi
  br label %second.done

second.done:
  %b = phi i32 [ %a, %first.done ], [ %b1, %is.big ]
  %zero = icmp eq i32 %v, 0
  br i1 %zero, label %is.zero, label %store

is.zero:
  %z1 = add i32 %tid, 12345
  br label %store

store:
  %r = phi i32 [ %b, %second.done ], [ %z1, %is.zero ]
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %pout, align 4
  br label %exit

exit:
  ret void
}
