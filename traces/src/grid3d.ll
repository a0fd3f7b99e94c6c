; grid3d: a 3-D grid using all three workgroup and work-item ids.
;
; 2x2x2 workgroups of 4x2x2 work-items. Each work-item writes its ids
; packed into one word at its linear position and a checksum that mixes
; them arithmetically.
;
;! {
;!   "grid": [8, 4, 4],
;!   "workgroup": [4, 2, 2],
;!   "buffers": {
;!     "ids": {"type": "u32", "count": 128, "fill": "0xdeadbeef"},
;!     "sum": {"type": "i32", "count": 128, "fill": "0xdeadbeef"}
;!   },
;!   "args": [{"buffer": "ids"}, {"buffer": "sum"}],
;!   "outputs": ["ids", "sum"]
;! }

define amdgpu_kernel void @grid3d(ptr addrspace(1) %ids, ptr addrspace(1) %sum) {
entry:
  %tx = call i32 @wavesim.workitem.id.x()
  %ty = call i32 @wavesim.workitem.id.y()
  %tz = call i32 @wavesim.workitem.id.z()
  %gx = call i32 @wavesim.workgroup.id.x()
  %gy = call i32 @wavesim.workgroup.id.y()
  %gz = call i32 @wavesim.workgroup.id.z()
  %bx = shl i32 %gx, 2
  %by = shl i32 %gy, 1
  %bz = shl i32 %gz, 1
  %x = add i32 %bx, %tx
  %y = add i32 %by, %ty
  %z = add i32 %bz, %tz
  %zz = mul i32 %z, 32
  %yy = mul i32 %y, 8
  %l1 = add i32 %zz, %yy
  %lin = add i32 %l1, %x
  %li = zext i32 %lin to i64
  %s4 = shl i32 %ty, 4
  %s8 = shl i32 %tz, 8
  %s12 = shl i32 %gx, 12
  %s16 = shl i32 %gy, 16
  %s20 = shl i32 %gz, 20
  %p1 = or i32 %tx, %s4
  %p2 = or i32 %p1, %s8
  %p3 = or i32 %p2, %s12
  %p4 = or i32 %p3, %s16
  %p5 = or i32 %p4, %s20
  %pi = getelementptr inbounds i32, ptr addrspace(1) %ids, i64 %li
  store i32 %p5, ptr addrspace(1) %pi, align 4
  %m1 = mul i32 %x, 7
  %m2 = mul i32 %y, 131
  %m3 = mul i32 %z, -1009
  %c1 = add i32 %m1, %m2
  %c2 = add i32 %c1, %m3
  %ps = getelementptr inbounds i32, ptr addrspace(1) %sum, i64 %li
  store i32 %c2, ptr addrspace(1) %ps, align 4
  ret void
}
