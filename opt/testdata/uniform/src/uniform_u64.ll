; uniform_u64: uniform ifs on 64-bit scalar arguments, each guarding a
; store that falls into its join: a == b (two SGPR pairs: s_cmp_eq_u64, a
; VALU twin where the target reads two scalar values) and a != 100 (a
; 64-bit compare with a literal, GFX10+ VOP3 takes it).
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 768, "fill": "0xdeadbeef"},
;!     "in": {"type": "i32", "count": 256, "gen": "range", "lo": -100000, "hi": 100000}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i64": 77}, {"i64": 77}],
;!   "outputs": ["out"],
;!   "extra": ["llvm19-gfx900", "llvm19-gfx1030", "llvm19-gfx1100"],
;!   "asm": [{"variants": "*", "match": "s_cmp_(eq|lg)_u64", "why": "64-bit compares"}]
;! }

define amdgpu_kernel void @uniform_u64(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %a, i64 %b) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %x = load i32, ptr addrspace(1) %pin, align 4
  %same = icmp eq i64 %a, %b
  br i1 %same, label %then1, label %join1

then1:
  %v1 = add i32 %x, 7
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %v1, ptr addrspace(1) %p1, align 4
  br label %join1

join1:
  %ne = icmp ne i64 %a, 100
  br i1 %ne, label %then2, label %join2

then2:
  %al = trunc i64 %a to i32
  %v2 = mul i32 %x, %al
  %i2 = add i64 %idx, 256
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i2
  store i32 %v2, ptr addrspace(1) %p2, align 4
  br label %join2

join2:
  %i3 = add i64 %idx, 512
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i3
  store i32 %x, ptr addrspace(1) %p3, align 4
  ret void
}
