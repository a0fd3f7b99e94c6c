; grid2d: a 2-D grid using workgroup and work-item ids in x and y.
;
; A 16x32 matrix is transposed through global memory by 8x8 workgroups.
; Work-items above the tile diagonal take a different arm. gfx11 packs the
; x/y/z work-item ids into one VGPR; earlier targets use separate VGPRs.
;
;! {
;!   "grid": [32, 16, 1],
;!   "workgroup": [8, 8, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 512, "fill": "0xdeadbeef"},
;!     "ids": {"type": "u32", "count": 512, "fill": "0xdeadbeef"},
;!     "in": {"type": "i32", "count": 512, "gen": "range", "lo": -1000000, "hi": 1000000}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "ids"}, {"buffer": "in"}],
;!   "outputs": ["out", "ids"]
;! }

define amdgpu_kernel void @grid2d(ptr addrspace(1) %out, ptr addrspace(1) %ids, ptr addrspace(1) %in) {
entry:
  %tx = call i32 @wavesim.workitem.id.x()
  %ty = call i32 @wavesim.workitem.id.y()
  %gx = call i32 @wavesim.workgroup.id.x()
  %gy = call i32 @wavesim.workgroup.id.y()
  %bx = shl i32 %gx, 3
  %by = shl i32 %gy, 3
  %x = add i32 %bx, %tx
  %y = add i32 %by, %ty
  %row = mul i32 %y, 32
  %src = add i32 %row, %x
  %si = zext i32 %src to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %si
  %v = load i32, ptr addrspace(1) %pin, align 4
  %upper = icmp ugt i32 %ty, %tx
  br i1 %upper, label %up, label %down

up:
  %u1 = shl i32 %v, 1
  %gx100 = mul i32 %gx, 100
  %u2 = add i32 %u1, %gx100
  br label %join

down:
  %gy10 = mul i32 %gy, 10
  %d1 = sub i32 %v, %gy10
  br label %join

join:
  %r = phi i32 [ %u2, %up ], [ %d1, %down ]
  %col = mul i32 %x, 16
  %dst = add i32 %col, %y
  %di = zext i32 %dst to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %di
  store i32 %r, ptr addrspace(1) %po, align 4
  %ty8 = shl i32 %ty, 8
  %gx16 = shl i32 %gx, 16
  %gy24 = shl i32 %gy, 24
  %i1 = or i32 %tx, %ty8
  %i2 = or i32 %i1, %gx16
  %i3 = or i32 %i2, %gy24
  %pid = getelementptr inbounds i32, ptr addrspace(1) %ids, i64 %si
  store i32 %i3, ptr addrspace(1) %pid, align 4
  ret void
}
