; uniform_bitcmp: uniform ifs on bits of scalar arguments, each guarding a
; store that falls into its join.
;
; flags & 8 and !(flags & 0x10000) test one bit of a 32-bit argument, wide
; & (1 << 40) one of a 64-bit one: llc tests them with s_bitcmp0/1
; (SIInstrInfo::optimizeCompareInstr folds s_and + s_cmp_lg into
; s_bitcmp, LLVM 16 and later; LLVM 14 keeps the s_and). The pointer and
; the loaded value are used after the joins too, so the kernarg loads stay
; in the entry block. The first then-block does not use the loaded value,
; so it has no wait; the others do.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 1024, "fill": "0xdeadbeef"},
;!     "in": {"type": "i32", "count": 256, "gen": "range", "lo": -100000, "hi": 100000}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i32": 9}, {"i64": 1099511627776}],
;!   "outputs": ["out"],
;!   "extra": ["llvm19-gfx900", "llvm19-gfx1030", "llvm19-gfx1100"],
;!   "asm": [{"variants": "llvm1[69]-*", "match": "s_bitcmp[01]_b32", "why": "flags & 8 is an s_bitcmp"}]
;! }

define amdgpu_kernel void @uniform_bitcmp(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %flags, i64 %wide) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %x = load i32, ptr addrspace(1) %pin, align 4
  %b3 = and i32 %flags, 8
  %set = icmp ne i32 %b3, 0
  br i1 %set, label %then1, label %join1

then1:
  %v1 = mul i32 %gid, %flags
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %v1, ptr addrspace(1) %p1, align 4
  br label %join1

join1:
  %b16 = and i32 %flags, 65536
  %clear = icmp eq i32 %b16, 0
  br i1 %clear, label %then2, label %join2

then2:
  %v2 = xor i32 %x, %flags
  %i2 = add i64 %idx, 256
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i2
  store i32 %v2, ptr addrspace(1) %p2, align 4
  br label %join2

join2:
  %b40 = and i64 %wide, 1099511627776
  %wset = icmp ne i64 %b40, 0
  br i1 %wset, label %then3, label %join3

then3:
  %v3 = add i32 %x, 40
  %i3 = add i64 %idx, 512
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i3
  store i32 %v3, ptr addrspace(1) %p3, align 4
  br label %join3

join3:
  %i4 = add i64 %idx, 768
  %p4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i4
  store i32 %x, ptr addrspace(1) %p4, align 4
  ret void
}
