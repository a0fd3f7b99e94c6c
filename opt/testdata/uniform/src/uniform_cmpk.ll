; uniform_cmpk: two uniform ifs on scalar arguments compared with 16-bit
; constants, each guarding a store that falls into its join.
;
; n < 200 (signed) and m > 1000 (unsigned) are not inline constants, so
; llc compares with s_cmpk_*_i32 and s_cmpk_*_u32 (SIShrinkInstructions).
; The pointer and the loaded value are used after the joins too, so the
; kernarg loads stay in the entry block, out of the then-blocks. The first
; then-block does not use the loaded value, so it has no wait (which
; execz-ifconv never removes a branch around); the second does.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 768, "fill": "0xdeadbeef"},
;!     "in": {"type": "i32", "count": 256, "gen": "range", "lo": -100000, "hi": 100000}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i32": 150}, {"i32": 1500}],
;!   "outputs": ["out"],
;!   "extra": ["llvm19-gfx900", "llvm19-gfx1030", "llvm19-gfx1100"],
;!   "skip": {"llvm19-gfx1201": "GFX12 has no s_cmpk (SOPInstructions.td: no GFX12 encoding)"},
;!   "asm": [{"variants": "*", "match": "s_cmpk_(gt|lt|le|ge)_i32", "why": "n < 200 is an s_cmpk"},
;!           {"variants": "*", "match": "s_cmpk_(gt|lt|le|ge)_u32", "why": "m > 1000 is an s_cmpk"}]
;! }

define amdgpu_kernel void @uniform_cmpk(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n, i32 %m) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %x = load i32, ptr addrspace(1) %pin, align 4
  %small = icmp slt i32 %n, 200
  br i1 %small, label %then1, label %join1

then1:
  %v1 = add i32 %gid, %n
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %v1, ptr addrspace(1) %p1, align 4
  br label %join1

join1:
  %big = icmp ugt i32 %m, 1000
  br i1 %big, label %then2, label %join2

then2:
  %v2 = mul i32 %x, %m
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
