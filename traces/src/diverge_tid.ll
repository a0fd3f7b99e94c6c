; diverge_tid: divergent if/else on the work-item id.
;
; Odd and even lanes take different sides of an if/else, and lanes whose
; local id is below 37 (not a multiple of the wave size) add a second
; divergent region. Every lane writes one value.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 256, "fill": "0xdeadbeef"}
;!   },
;!   "args": [{"buffer": "out"}, {"i32": 1000}],
;!   "outputs": ["out"]
;! }

define amdgpu_kernel void @diverge_tid(ptr addrspace(1) %out, i32 %k) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %tid
  %bit = and i32 %tid, 1
  %odd = icmp ne i32 %bit, 0
  br i1 %odd, label %then, label %else

then:
  %t1 = mul i32 %gid, 3
  %t2 = add i32 %t1, %k
  br label %join

else:
  %e1 = sub i32 %k, %gid
  %e2 = shl i32 %e1, 2
  br label %join

join:
  %v = phi i32 [ %t2, %then ], [ %e2, %else ]
  %low = icmp ult i32 %tid, 37
  br i1 %low, label %low.then, label %store

low.then:
  %l1 = xor i32 %v, 21845
  br label %store

store:
  %r = phi i32 [ %v, %join ], [ %l1, %low.then ]
  %idx = zext i32 %gid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}
