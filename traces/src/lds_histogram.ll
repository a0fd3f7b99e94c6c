; lds_histogram: LDS atomics between barriers, merged with global atomics.
;
; Phase 0 clears 16 LDS bins (work-items 0..15). Phase 1 adds each active
; work-item into bin (value & 15) with ds_add, tracks the per-bin signed
; maximum with ds_max_i32 and accumulates an integer-valued float with an
; LDS fadd (exact, so the order does not matter). Phase 2 copies the bins
; of every workgroup out and adds them into a global histogram.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "wgbins": {"type": "i32", "count": 64, "fill": "0xdeadbeef"},
;!     "wgmax": {"type": "i32", "count": 64, "fill": "0xdeadbeef"},
;!     "wgfsum": {"type": "f32", "count": 4, "fill": -1},
;!     "hist": {"type": "i32", "count": 16},
;!     "in": {"type": "i32", "count": 256, "gen": "ints", "seed": 71}
;!   },
;!   "args": [{"buffer": "wgbins"}, {"buffer": "wgmax"}, {"buffer": "wgfsum"}, {"buffer": "hist"}, {"buffer": "in"}, {"i32": 243}],
;!   "outputs": ["wgbins", "wgmax", "wgfsum", "hist"],
;!   "asm": [{"variants": "*", "match": "ds_(add|max)_"}]
;! }

@bins = internal addrspace(3) global [16 x i32] undef, align 4
@bmax = internal addrspace(3) global [16 x i32] undef, align 4
@fsum = internal addrspace(3) global float undef, align 4

define amdgpu_kernel void @lds_histogram(ptr addrspace(1) %wgbins, ptr addrspace(1) %wgmax, ptr addrspace(1) %wgfsum, ptr addrspace(1) %hist, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %first = icmp ult i32 %tid, 16
  br i1 %first, label %clear, label %clear.done

clear:
  %pb = getelementptr inbounds [16 x i32], ptr addrspace(3) @bins, i32 0, i32 %tid
  store i32 0, ptr addrspace(3) %pb, align 4
  %pm = getelementptr inbounds [16 x i32], ptr addrspace(3) @bmax, i32 0, i32 %tid
  store i32 -2147483648, ptr addrspace(3) %pm, align 4
  %z = icmp eq i32 %tid, 0
  br i1 %z, label %clear.f, label %clear.done

clear.f:
  store float 0.000000e+00, ptr addrspace(3) @fsum, align 4
  br label %clear.done

clear.done:
  call void @wavesim.barrier()
  br label %count

count:
  %t1 = call i32 @wavesim.workitem.id.x()
  %g1 = call i32 @wavesim.workgroup.id.x()
  %b1 = mul i32 %g1, 64
  %gid = add i32 %b1, %t1
  %active = icmp slt i32 %gid, %n
  br i1 %active, label %add, label %count.done

add:
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pin, align 4
  %bin = and i32 %v, 15
  %pbin = getelementptr inbounds [16 x i32], ptr addrspace(3) @bins, i32 0, i32 %bin
  %old1 = atomicrmw add ptr addrspace(3) %pbin, i32 1 syncscope("workgroup") monotonic
  %pmax = getelementptr inbounds [16 x i32], ptr addrspace(3) @bmax, i32 0, i32 %bin
  %old2 = atomicrmw max ptr addrspace(3) %pmax, i32 %v syncscope("workgroup") monotonic
  %small = srem i32 %v, 9
  %fs = sitofp i32 %small to float
  %old3 = atomicrmw fadd ptr addrspace(3) @fsum, float %fs syncscope("workgroup") monotonic
  br label %count.done

count.done:
  call void @wavesim.barrier()
  %t2 = call i32 @wavesim.workitem.id.x()
  %g2 = call i32 @wavesim.workgroup.id.x()
  %lo = icmp ult i32 %t2, 16
  br i1 %lo, label %flush, label %exit

flush:
  %pb2 = getelementptr inbounds [16 x i32], ptr addrspace(3) @bins, i32 0, i32 %t2
  %cnt = load i32, ptr addrspace(3) %pb2, align 4
  %pm2 = getelementptr inbounds [16 x i32], ptr addrspace(3) @bmax, i32 0, i32 %t2
  %mx = load i32, ptr addrspace(3) %pm2, align 4
  %gb = mul i32 %g2, 16
  %slot = add i32 %gb, %t2
  %si = zext i32 %slot to i64
  %pwb = getelementptr inbounds i32, ptr addrspace(1) %wgbins, i64 %si
  store i32 %cnt, ptr addrspace(1) %pwb, align 4
  %pwm = getelementptr inbounds i32, ptr addrspace(1) %wgmax, i64 %si
  store i32 %mx, ptr addrspace(1) %pwm, align 4
  %ti = zext i32 %t2 to i64
  %ph = getelementptr inbounds i32, ptr addrspace(1) %hist, i64 %ti
  %old4 = atomicrmw add ptr addrspace(1) %ph, i32 %cnt syncscope("agent") monotonic
  %t0 = icmp eq i32 %t2, 0
  br i1 %t0, label %flush.f, label %exit

flush.f:
  %f = load float, ptr addrspace(3) @fsum, align 4
  %gi = zext i32 %g2 to i64
  %pf = getelementptr inbounds float, ptr addrspace(1) %wgfsum, i64 %gi
  store float %f, ptr addrspace(1) %pf, align 4
  br label %exit

exit:
  ret void
}
