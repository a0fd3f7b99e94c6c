; cmpx_if: divergent ifs whose condition is computed just before the branch.
;
; Each if compares a freshly loaded or computed value, and the compare
; result has no other use, so LLVM 16 for gfx10.3 folds the compare and the
; exec update into v_cmpx, while LLVM 14 emits v_cmp + s_and_saveexec. The
; stores inside the ifs keep them as real branches.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 1024, "fill": "0xdeadbeef"},
;!     "in": {"type": "i32", "count": 256, "gen": "range", "lo": -500, "hi": 500}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i32": 100}],
;!   "outputs": ["out"],
;!   "asm": [{"variants": "llvm16-gfx1030*", "match": "v_cmpx_", "why": "LLVM 16 forms v_cmpx on gfx10.3"},
;!           {"variants": "llvm14-gfx1030*", "absent": "v_cmpx_", "why": "LLVM 14 uses v_cmp + s_and_saveexec"},
;!           {"variants": "llvm14-gfx1030*", "match": "s_and_saveexec_b(32|64)"}]
;! }

define amdgpu_kernel void @cmpx_if(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %lim) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pin, align 4
  %o = mul i64 %idx, 4
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o
  %c0 = icmp sgt i32 %v, %lim
  br i1 %c0, label %if0, label %end0

if0:
  %s0 = sub i32 %v, %lim
  store i32 %s0, ptr addrspace(1) %p0, align 4
  br label %end0

end0:
  %w = mul i32 %v, 3
  %c1 = icmp ult i32 %w, 600
  br i1 %c1, label %if1, label %end1

if1:
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  store i32 %w, ptr addrspace(1) %p1, align 4
  br label %end1

end1:
  %bit = and i32 %v, 4
  %c2 = icmp eq i32 %bit, 0
  br i1 %c2, label %if2, label %end2

if2:
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 2
  %x2 = xor i32 %v, %tid
  store i32 %x2, ptr addrspace(1) %p2, align 4
  br label %end2

end2:
  %t3 = and i32 %tid, 7
  %c3 = icmp ne i32 %t3, 5
  br i1 %c3, label %if3, label %end3

if3:
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 3
  store i32 %gid, ptr addrspace(1) %p3, align 4
  br label %end3

end3:
  ret void
}
