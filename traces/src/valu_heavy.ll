; valu_heavy: many VALU operations per lane, for benchmarking.
;
; 64 iterations (a uniform, constant trip count) of an integer hash step and
; a float recurrence: about 20 vector ALU instructions per iteration and
; very little memory traffic. Float operations are separate fmul and fadd
; (no contraction), so the host and device round identically.
;
;! {
;!   "grid": [512, 1, 1],
;!   "workgroup": [128, 1, 1],
;!   "buffers": {
;!     "outi": {"type": "u32", "count": 512, "fill": "0xdeadbeef"},
;!     "outf": {"type": "f32", "count": 512, "fill": -1},
;!     "in": {"type": "u32", "count": 512, "gen": "ints", "seed": 141}
;!   },
;!   "args": [{"buffer": "outi"}, {"buffer": "outf"}, {"buffer": "in"}],
;!   "outputs": ["outi", "outf"]
;! }

define amdgpu_kernel void @valu_heavy(ptr addrspace(1) %outi, ptr addrspace(1) %outf, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 128
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %x = load i32, ptr addrspace(1) %pin, align 4
  %h0 = xor i32 %x, -1640531527
  %lo = and i32 %x, 65535
  %lof = uitofp i32 %lo to float
  %f0 = fmul float %lof, 0x3EF0000000000000
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %h = phi i32 [ %h0, %entry ], [ %h5, %loop ]
  %g = phi i32 [ %x, %entry ], [ %g3, %loop ]
  %f = phi float [ %f0, %entry ], [ %f4, %loop ]
  %h1 = mul i32 %h, 16777619
  %hs = lshr i32 %h1, 15
  %h2 = xor i32 %h1, %hs
  %h3 = add i32 %h2, %i
  %hl = shl i32 %h3, 5
  %h4 = sub i32 %hl, %h3
  %hr = call i32 @llvm.fshl.i32(i32 %h4, i32 %h4, i32 13)
  %h5 = xor i32 %hr, %g
  %g1 = add i32 %g, %h5
  %g2 = call i32 @llvm.umin.i32(i32 %g1, i32 %h2)
  %g3 = xor i32 %g2, %i
  %t = and i32 %h5, 1023
  %tf = uitofp i32 %t to float
  %f1 = fmul float %f, 7.500000e-01
  %f2 = fmul float %tf, 0x3F60000000000000
  %f3 = fadd float %f1, %f2
  %fsq = fmul float %f3, %f3
  %fs = fmul float %fsq, 1.250000e-01
  %f4 = fsub float %f3, %fs
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 64
  br i1 %more, label %loop, label %done

done:
  %r = xor i32 %h5, %g3
  %poi = getelementptr inbounds i32, ptr addrspace(1) %outi, i64 %idx
  store i32 %r, ptr addrspace(1) %poi, align 4
  %pof = getelementptr inbounds float, ptr addrspace(1) %outf, i64 %idx
  store float %f4, ptr addrspace(1) %pof, align 4
  ret void
}

declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
