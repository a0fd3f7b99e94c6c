; bitops: bit counting and permutation intrinsics.
;
; ctpop, ctlz and cttz (zero input defined: the flag is false), bitreverse,
; bswap, rotates through fshl/fshr (shift amounts are taken modulo 32 by
; definition), a 64-bit ctpop and plain and/or/xor/not combinations.
;
;! {
;!   "grid": [128, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u32", "count": 1024, "fill": "0xdeadbeef"},
;!     "a": {"type": "u32", "count": 128, "gen": "ints", "seed": 111,
;!           "data": [0, 1, 4294967295, 2147483648, 65536, 305419896]},
;!     "b": {"type": "u32", "count": 128, "gen": "ints", "seed": 112,
;!           "data": [0, 31, 32, 33, 4294967295, 7]}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "a"}, {"buffer": "b"}],
;!   "outputs": ["out"],
;!   "asm": [{"variants": "*", "match": "v_bcnt_u32_b32"}, {"variants": "*", "match": "v_bfrev_b32"}]
;! }

define amdgpu_kernel void @bitops(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
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
  %o = mul i64 %idx, 8
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o
  %pop = call i32 @llvm.ctpop.i32(i32 %x)
  %popy = call i32 @llvm.ctpop.i32(i32 %y)
  %pop8 = shl i32 %popy, 8
  %pops = or i32 %pop, %pop8
  store i32 %pops, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  %clz = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  %ctz = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %ctz8 = shl i32 %ctz, 8
  %cz = or i32 %clz, %ctz8
  store i32 %cz, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 2
  %rev = call i32 @llvm.bitreverse.i32(i32 %x)
  store i32 %rev, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 3
  %bsw = call i32 @llvm.bswap.i32(i32 %x)
  store i32 %bsw, ptr addrspace(1) %p3, align 4
  %p4 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 4
  %rotl = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 %y)
  store i32 %rotl, ptr addrspace(1) %p4, align 4
  %p5 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 5
  %fshr = call i32 @llvm.fshr.i32(i32 %x, i32 %y, i32 %y)
  store i32 %fshr, ptr addrspace(1) %p5, align 4
  %p6 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 6
  %xl = zext i32 %x to i64
  %yl = zext i32 %y to i64
  %xh = shl i64 %xl, 32
  %w = or i64 %xh, %yl
  %pop64 = call i64 @llvm.ctpop.i64(i64 %w)
  %pop64t = trunc i64 %pop64 to i32
  %clz0 = call i32 @llvm.ctlz.i32(i32 %y, i1 false)
  %clz8 = shl i32 %clz0, 8
  %pc = or i32 %pop64t, %clz8
  store i32 %pc, ptr addrspace(1) %p6, align 4
  %p7 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 7
  %ny = xor i32 %y, -1
  %andn = and i32 %x, %ny
  %xo = xor i32 %x, %y
  %orr = or i32 %andn, %xo
  %sh = lshr i32 %orr, 3
  %mix = xor i32 %sh, %ny
  store i32 %mix, ptr addrspace(1) %p7, align 4
  ret void
}

declare i32 @llvm.ctpop.i32(i32)
declare i64 @llvm.ctpop.i64(i64)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
