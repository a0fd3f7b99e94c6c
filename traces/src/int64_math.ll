; int64_math: 64-bit integer arithmetic, shifts and compares.
;
; Each lane writes eight u64 results: add, sub, mul, shl/lshr/ashr by a
; variable amount masked to 0..63, a signed/unsigned compare pair, and the
; high half of a 32x32 signed and unsigned multiply. A divergent branch on a
; 64-bit signed compare selects between two more results.
;
;! {
;!   "grid": [128, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u64", "count": 1024, "fill": "0xdeadbeefdeadbeef"},
;!     "a": {"type": "i64", "count": 128, "gen": "ints", "seed": 21},
;!     "b": {"type": "i64", "count": 128, "gen": "ints", "seed": 22,
;!           "data": [63, 64, 0, -1, 32, 31, 33, 1]}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "a"}, {"buffer": "b"}],
;!   "outputs": ["out"]
;! }

define amdgpu_kernel void @int64_math(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
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
  %o = mul i64 %idx, 8
  %p0 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %o

  %sum = add i64 %x, %y
  store i64 %sum, ptr addrspace(1) %p0, align 8

  %dif = sub i64 %x, %y
  %prod = mul i64 %x, %y
  %mix = xor i64 %dif, %prod
  %p1 = getelementptr inbounds i64, ptr addrspace(1) %p0, i64 1
  store i64 %mix, ptr addrspace(1) %p1, align 8

  %sh = and i64 %y, 63
  %shl = shl i64 %x, %sh
  %p2 = getelementptr inbounds i64, ptr addrspace(1) %p0, i64 2
  store i64 %shl, ptr addrspace(1) %p2, align 8

  %lshr = lshr i64 %x, %sh
  %ashr = ashr i64 %x, %sh
  %sh2 = sub i64 63, %sh
  %ashr2 = ashr i64 %y, %sh2
  %lsum = add i64 %lshr, %ashr2
  %p3 = getelementptr inbounds i64, ptr addrspace(1) %p0, i64 3
  store i64 %lsum, ptr addrspace(1) %p3, align 8
  %p4 = getelementptr inbounds i64, ptr addrspace(1) %p0, i64 4
  store i64 %ashr, ptr addrspace(1) %p4, align 8

  %slt = icmp slt i64 %x, %y
  %ult = icmp ult i64 %x, %y
  %eq = icmp eq i64 %x, %y
  %c1 = select i1 %slt, i64 1, i64 0
  %c2 = select i1 %ult, i64 2, i64 0
  %c3 = select i1 %eq, i64 4, i64 0
  %c12 = or i64 %c1, %c2
  %cc = or i64 %c12, %c3
  %p5 = getelementptr inbounds i64, ptr addrspace(1) %p0, i64 5
  store i64 %cc, ptr addrspace(1) %p5, align 8

  %x32 = trunc i64 %x to i32
  %y32 = trunc i64 %y to i32
  %xs = sext i32 %x32 to i64
  %ys = sext i32 %y32 to i64
  %ms = mul i64 %xs, %ys
  %mhs = lshr i64 %ms, 32
  %xu = zext i32 %x32 to i64
  %yu = zext i32 %y32 to i64
  %mu = mul i64 %xu, %yu
  %mhu = and i64 %mu, -4294967296
  %mh = or i64 %mhs, %mhu
  %p6 = getelementptr inbounds i64, ptr addrspace(1) %p0, i64 6
  store i64 %mh, ptr addrspace(1) %p6, align 8

  %sgt = icmp sgt i64 %x, %y
  br i1 %sgt, label %greater, label %notgreater

greater:
  %g1 = sub i64 %x, %y
  %g2 = lshr i64 %g1, 3
  br label %join

notgreater:
  %n1 = shl i64 %y, 1
  %n2 = add i64 %n1, %idx
  br label %join

join:
  %r = phi i64 [ %g2, %greater ], [ %n2, %notgreater ]
  %p7 = getelementptr inbounds i64, ptr addrspace(1) %p0, i64 7
  store i64 %r, ptr addrspace(1) %p7, align 8
  ret void
}
