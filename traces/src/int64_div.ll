; int64_div: i64 signed and unsigned division and remainder.
;
; Same guards as int_div (divisor 0 and INT64_MIN / -1 replaced by 1). llc
; expands 64-bit division into a long inline sequence; lanes whose divisor
; fits in 32 bits may take a faster path, so the divisors mix small and
; full-width values.
;
;! {
;!   "grid": [128, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i64", "count": 512, "fill": -1},
;!     "a": {"type": "i64", "count": 128, "gen": "ints", "seed": 41,
;!           "data": [-9223372036854775808, -9223372036854775808, 9223372036854775807, 7, -7, 0, 4294967296, -1]},
;!     "b": {"type": "i64", "count": 128, "gen": "ints", "seed": 42,
;!           "data": [-1, 3, -1, -2, 2, 0, 4294967297, 3]}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "a"}, {"buffer": "b"}],
;!   "outputs": ["out"]
;! }

define amdgpu_kernel void @int64_div(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pa = getelementptr inbounds i64, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr inbounds i64, ptr addrspace(1) %b, i64 %idx
  %x = load i64, ptr addrspace(1) %pa, align 8
  %y = load i64, ptr addrspace(1) %pb, align 8
  %yz = icmp eq i64 %y, 0
  %xmin = icmp eq i64 %x, -9223372036854775808
  %ym1 = icmp eq i64 %y, -1
  %ovf = and i1 %xmin, %ym1
  %bad = or i1 %yz, %ovf
  %ys = select i1 %bad, i64 1, i64 %y
  %yu = select i1 %yz, i64 1, i64 %y
  %q = sdiv i64 %x, %ys
  %r = srem i64 %x, %ys
  %uq = udiv i64 %x, %yu
  %ur = urem i64 %x, %yu
  %o = mul i64 %idx, 4
  %p0 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %o
  store i64 %q, ptr addrspace(1) %p0, align 8
  %p1 = getelementptr inbounds i64, ptr addrspace(1) %p0, i64 1
  store i64 %r, ptr addrspace(1) %p1, align 8
  %p2 = getelementptr inbounds i64, ptr addrspace(1) %p0, i64 2
  store i64 %uq, ptr addrspace(1) %p2, align 8
  %p3 = getelementptr inbounds i64, ptr addrspace(1) %p0, i64 3
  store i64 %ur, ptr addrspace(1) %p3, align 8
  ret void
}
