; minmax_abs: integer min/max/abs and float min/max/abs/copysign.
;
; smin, smax, umin, umax and abs (INT_MIN stays INT_MIN: the poison flag is
; false) on full-range integers; minnum, maxnum, fabs, fneg and copysign on
; floats. The float operands never contain NaN, and no pair is +0/-0, whose
; minnum/maxnum result is unspecified.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "outi": {"type": "i32", "count": 1536, "fill": "0xdeadbeef"},
;!     "outf": {"type": "f32", "count": 1024, "fill": -1},
;!     "a": {"type": "i32", "count": 256, "gen": "ints", "seed": 101},
;!     "b": {"type": "i32", "count": 256, "gen": "ints", "seed": 102},
;!     "fa": {"type": "f32", "count": 256, "gen": "floats", "seed": 103},
;!     "fb": {"type": "f32", "count": 256, "gen": "range", "lo": -100, "hi": 100, "seed": 104}
;!   },
;!   "args": [{"buffer": "outi"}, {"buffer": "outf"}, {"buffer": "a"}, {"buffer": "b"}, {"buffer": "fa"}, {"buffer": "fb"}],
;!   "outputs": ["outi", "outf"]
;! }

define amdgpu_kernel void @minmax_abs(ptr addrspace(1) %outi, ptr addrspace(1) %outf, ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %fa, ptr addrspace(1) %fb) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %idx
  %x = load i32, ptr addrspace(1) %pa, align 4
  %y = load i32, ptr addrspace(1) %pb, align 4
  %pfa = getelementptr inbounds float, ptr addrspace(1) %fa, i64 %idx
  %pfb = getelementptr inbounds float, ptr addrspace(1) %fb, i64 %idx
  %f = load float, ptr addrspace(1) %pfa, align 4
  %g = load float, ptr addrspace(1) %pfb, align 4

  %oi = mul i64 %idx, 6
  %q0 = getelementptr inbounds i32, ptr addrspace(1) %outi, i64 %oi
  %smin = call i32 @llvm.smin.i32(i32 %x, i32 %y)
  store i32 %smin, ptr addrspace(1) %q0, align 4
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 1
  %smax = call i32 @llvm.smax.i32(i32 %x, i32 %y)
  store i32 %smax, ptr addrspace(1) %q1, align 4
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 2
  %umin = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  store i32 %umin, ptr addrspace(1) %q2, align 4
  %q3 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 3
  %umax = call i32 @llvm.umax.i32(i32 %x, i32 %y)
  store i32 %umax, ptr addrspace(1) %q3, align 4
  %q4 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 4
  %abs = call i32 @llvm.abs.i32(i32 %x, i1 false)
  store i32 %abs, ptr addrspace(1) %q4, align 4
  %d = sub i32 %x, %y
  %absd = call i32 @llvm.abs.i32(i32 %d, i1 false)
  %c = call i32 @llvm.umin.i32(i32 %absd, i32 1000000)
  %q5 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 5
  store i32 %c, ptr addrspace(1) %q5, align 4

  %of = mul i64 %idx, 4
  %r0 = getelementptr inbounds float, ptr addrspace(1) %outf, i64 %of
  %fmin = call float @llvm.minnum.f32(float %f, float %g)
  store float %fmin, ptr addrspace(1) %r0, align 4
  %r1 = getelementptr inbounds float, ptr addrspace(1) %r0, i64 1
  %fmax = call float @llvm.maxnum.f32(float %f, float %g)
  store float %fmax, ptr addrspace(1) %r1, align 4
  %r2 = getelementptr inbounds float, ptr addrspace(1) %r0, i64 2
  %fabs = call float @llvm.fabs.f32(float %f)
  %nfabs = fneg float %fabs
  %sum = fadd float %nfabs, %g
  store float %sum, ptr addrspace(1) %r2, align 4
  %r3 = getelementptr inbounds float, ptr addrspace(1) %r0, i64 3
  %cs = call float @llvm.copysign.f32(float %g, float %f)
  store float %cs, ptr addrspace(1) %r3, align 4
  ret void
}

declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.fabs.f32(float)
declare float @llvm.copysign.f32(float, float)
