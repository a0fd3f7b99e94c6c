; int_div: i32 signed and unsigned division and remainder.
;
; Division by zero and INT_MIN / -1 are undefined in LLVM IR, so the divisor
; is replaced by 1 in those cases (with a select, not a branch). Each lane
; stores sdiv, srem, udiv and urem. The divisors include small values, zero,
; -1, powers of two and full-range values; llc expands each operation into a
; v_rcp_iflag_f32 based sequence.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 1024, "fill": "0xdeadbeef"},
;!     "a": {"type": "i32", "count": 256, "gen": "ints", "seed": 31,
;!           "data": [-2147483648, -2147483648, 2147483647, 7, -7, 7, -7, 0, 100, -1]},
;!     "b": {"type": "i32", "count": 256, "gen": "ints", "seed": 32,
;!           "data": [-1, 1, -1, 2, 2, -2, -2, 5, 0, 3]}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "a"}, {"buffer": "b"}],
;!   "outputs": ["out"],
;!   "asm": [{"variants": "*", "match": "v_rcp_iflag_f32"}]
;! }

define amdgpu_kernel void @int_div(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %idx
  %x = load i32, ptr addrspace(1) %pa, align 4
  %y = load i32, ptr addrspace(1) %pb, align 4
  %yz = icmp eq i32 %y, 0
  %xmin = icmp eq i32 %x, -2147483648
  %ym1 = icmp eq i32 %y, -1
  %ovf = and i1 %xmin, %ym1
  %bad = or i1 %yz, %ovf
  %ys = select i1 %bad, i32 1, i32 %y
  %yu = select i1 %yz, i32 1, i32 %y
  %q = sdiv i32 %x, %ys
  %r = srem i32 %x, %ys
  %uq = udiv i32 %x, %yu
  %ur = urem i32 %x, %yu
  %o = mul i64 %idx, 4
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o
  store i32 %q, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  store i32 %r, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 2
  store i32 %uq, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 3
  store i32 %ur, ptr addrspace(1) %p3, align 4
  ret void
}
