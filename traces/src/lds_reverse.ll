; lds_reverse: exchange data between work-items through LDS.
;
; Phase 0 writes each work-item's value (32-bit) and a derived 64-bit value
; into two LDS arrays. After the barrier each work-item reads the mirrored
; slot (63 - id) and its right neighbour (wrapping), exercising ds_read with
; lane-dependent addresses and 64-bit LDS accesses.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 256, "fill": "0xdeadbeef"},
;!     "out64": {"type": "u64", "count": 256, "fill": "0xdeadbeefdeadbeef"},
;!     "in": {"type": "i32", "count": 256, "gen": "ints"}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "out64"}, {"buffer": "in"}],
;!   "outputs": ["out", "out64"],
;!   "asm": [{"variants": "*", "match": "s_barrier"}]
;! }

@rev32 = internal addrspace(3) global [64 x i32] undef, align 4
@rev64 = internal addrspace(3) global [64 x i64] undef, align 8

define amdgpu_kernel void @lds_reverse(ptr addrspace(1) %out, ptr addrspace(1) %out64, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pin, align 4
  %p32 = getelementptr inbounds [64 x i32], ptr addrspace(3) @rev32, i32 0, i32 %tid
  store i32 %v, ptr addrspace(3) %p32, align 4
  %vw = sext i32 %v to i64
  %vs = shl i64 %vw, 17
  %vx = xor i64 %vs, %idx
  %p64 = getelementptr inbounds [64 x i64], ptr addrspace(3) @rev64, i32 0, i32 %tid
  store i64 %vx, ptr addrspace(3) %p64, align 8
  call void @wavesim.barrier()
  %t = call i32 @wavesim.workitem.id.x()
  %g = call i32 @wavesim.workgroup.id.x()
  %b2 = mul i32 %g, 64
  %id2 = add i32 %b2, %t
  %i2 = zext i32 %id2 to i64
  %mir = sub i32 63, %t
  %t1 = add i32 %t, 1
  %nb = and i32 %t1, 63
  %pm = getelementptr inbounds [64 x i32], ptr addrspace(3) @rev32, i32 0, i32 %mir
  %pn = getelementptr inbounds [64 x i32], ptr addrspace(3) @rev32, i32 0, i32 %nb
  %m = load i32, ptr addrspace(3) %pm, align 4
  %nv = load i32, ptr addrspace(3) %pn, align 4
  %nh = ashr i32 %nv, 3
  %r = add i32 %m, %nh
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i2
  store i32 %r, ptr addrspace(1) %pout, align 4
  %pm64 = getelementptr inbounds [64 x i64], ptr addrspace(3) @rev64, i32 0, i32 %mir
  %m64 = load i64, ptr addrspace(3) %pm64, align 8
  %po64 = getelementptr inbounds i64, ptr addrspace(1) %out64, i64 %i2
  store i64 %m64, ptr addrspace(1) %po64, align 8
  ret void
}
