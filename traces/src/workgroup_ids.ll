; workgroup_ids: workgroup id x with a workgroup that is not a whole number
; of waves.
;
; The workgroup has 96 work-items: three waves in wave32 and one and a half
; in wave64, so the last wave of each workgroup starts with a partial exec
; mask. Each work-item stores its workgroup id, local id and global id
; packed together; work-item 95 (the last one) also writes a per-workgroup
; record.
;
;! {
;!   "grid": [384, 1, 1],
;!   "workgroup": [96, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u32", "count": 384, "fill": "0xdeadbeef"},
;!     "last": {"type": "u32", "count": 4, "fill": "0xdeadbeef"}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "last"}, {"i32": 96}],
;!   "outputs": ["out", "last"]
;! }

define amdgpu_kernel void @workgroup_ids(ptr addrspace(1) %out, ptr addrspace(1) %last, i32 %size) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, %size
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %w24 = shl i32 %wg, 24
  %t12 = shl i32 %tid, 12
  %p1 = or i32 %w24, %t12
  %packed = or i32 %p1, %gid
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %packed, ptr addrspace(1) %po, align 4
  %lastid = sub i32 %size, 1
  %islast = icmp eq i32 %tid, %lastid
  br i1 %islast, label %record, label %exit

record:
  %wi = zext i32 %wg to i64
  %pl = getelementptr inbounds i32, ptr addrspace(1) %last, i64 %wi
  %rec = mul i32 %wg, 1000
  %rec2 = add i32 %rec, %gid
  store i32 %rec2, ptr addrspace(1) %pl, align 4
  br label %exit

exit:
  ret void
}
