; float_convert: conversions between integers, f32 and f64.
;
; sitofp/uitofp from i32 and i64 to f32 and f64, fpext f32->f64, fptrunc
; f64->f32, and fptosi/fptoui to i32 and i64. Float-to-int conversion of
; an out-of-range value is poison, so those are guarded: out-of-range lanes
; store 0x7eadbeef instead.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "outf": {"type": "f32", "count": 1280, "fill": -1},
;!     "outd": {"type": "f64", "count": 1280, "fill": -1},
;!     "outi": {"type": "i32", "count": 1024, "fill": "0xdeadbeef"},
;!     "outl": {"type": "i64", "count": 256, "fill": -1},
;!     "vi": {"type": "i32", "count": 256, "gen": "ints", "seed": 121},
;!     "vl": {"type": "i64", "count": 256, "gen": "ints", "seed": 122},
;!     "vf": {"type": "f32", "count": 256, "gen": "floats", "seed": 123,
;!            "data": [2147483520, -2147483648, 2147483648, 4294967040, 4294967296, -0.99, -1, 0.5, -1.5, 2.5]},
;!     "vd": {"type": "f64", "count": 256, "gen": "floats", "seed": 124,
;!            "data": [2147483647.9, -2147483648.9, 9.2233720368547748e18, -9.2233720368547758e18, 1e-40, 3.4028235e38, 1.0000000596046448, 1.0000001788139343]}
;!   },
;!   "args": [{"buffer": "outf"}, {"buffer": "outd"}, {"buffer": "outi"}, {"buffer": "outl"}, {"buffer": "vi"}, {"buffer": "vl"}, {"buffer": "vf"}, {"buffer": "vd"}],
;!   "outputs": ["outf", "outd", "outi", "outl"]
;! }

define amdgpu_kernel void @float_convert(ptr addrspace(1) %outf, ptr addrspace(1) %outd, ptr addrspace(1) %outi, ptr addrspace(1) %outl, ptr addrspace(1) %vi, ptr addrspace(1) %vl, ptr addrspace(1) %vf, ptr addrspace(1) %vd) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pvi = getelementptr inbounds i32, ptr addrspace(1) %vi, i64 %idx
  %pvl = getelementptr inbounds i64, ptr addrspace(1) %vl, i64 %idx
  %pvf = getelementptr inbounds float, ptr addrspace(1) %vf, i64 %idx
  %pvd = getelementptr inbounds double, ptr addrspace(1) %vd, i64 %idx
  %i = load i32, ptr addrspace(1) %pvi, align 4
  %l = load i64, ptr addrspace(1) %pvl, align 8
  %f = load float, ptr addrspace(1) %pvf, align 4
  %d = load double, ptr addrspace(1) %pvd, align 8

  ; integer -> f32, f64 -> f32
  %o5 = mul i64 %idx, 5
  %f0 = getelementptr inbounds float, ptr addrspace(1) %outf, i64 %o5
  %cf0 = sitofp i32 %i to float
  store float %cf0, ptr addrspace(1) %f0, align 4
  %f1 = getelementptr inbounds float, ptr addrspace(1) %f0, i64 1
  %cf1 = uitofp i32 %i to float
  store float %cf1, ptr addrspace(1) %f1, align 4
  %f2 = getelementptr inbounds float, ptr addrspace(1) %f0, i64 2
  %cf2 = fptrunc double %d to float
  store float %cf2, ptr addrspace(1) %f2, align 4
  %f3 = getelementptr inbounds float, ptr addrspace(1) %f0, i64 3
  %cf3 = sitofp i64 %l to float
  store float %cf3, ptr addrspace(1) %f3, align 4
  %f4 = getelementptr inbounds float, ptr addrspace(1) %f0, i64 4
  %cf4 = uitofp i64 %l to float
  store float %cf4, ptr addrspace(1) %f4, align 4

  ; integer -> f64, f32 -> f64
  %d0 = getelementptr inbounds double, ptr addrspace(1) %outd, i64 %o5
  %cd0 = sitofp i32 %i to double
  store double %cd0, ptr addrspace(1) %d0, align 8
  %d1 = getelementptr inbounds double, ptr addrspace(1) %d0, i64 1
  %cd1 = uitofp i32 %i to double
  store double %cd1, ptr addrspace(1) %d1, align 8
  %d2 = getelementptr inbounds double, ptr addrspace(1) %d0, i64 2
  %cd2 = fpext float %f to double
  store double %cd2, ptr addrspace(1) %d2, align 8
  %d3 = getelementptr inbounds double, ptr addrspace(1) %d0, i64 3
  %cd3 = sitofp i64 %l to double
  store double %cd3, ptr addrspace(1) %d3, align 8
  %d4 = getelementptr inbounds double, ptr addrspace(1) %d0, i64 4
  %cd4 = uitofp i64 %l to double
  store double %cd4, ptr addrspace(1) %d4, align 8

  ; guarded float -> integer
  %o4 = mul i64 %idx, 4
  %i0 = getelementptr inbounds i32, ptr addrspace(1) %outi, i64 %o4
  %f.ge = fcmp oge float %f, -2.147483648e+09
  %f.lt = fcmp olt float %f, 2.147483648e+09
  %f.ok = and i1 %f.ge, %f.lt
  %f.s = select i1 %f.ok, float %f, float 0.000000e+00
  %ci0 = fptosi float %f.s to i32
  %ri0 = select i1 %f.ok, i32 %ci0, i32 2125315823
  store i32 %ri0, ptr addrspace(1) %i0, align 4
  %i1 = getelementptr inbounds i32, ptr addrspace(1) %i0, i64 1
  %u.gt = fcmp ogt float %f, -1.000000e+00
  %u.lt = fcmp olt float %f, 4.294967296e+09
  %u.ok = and i1 %u.gt, %u.lt
  %u.s = select i1 %u.ok, float %f, float 0.000000e+00
  %ci1 = fptoui float %u.s to i32
  %ri1 = select i1 %u.ok, i32 %ci1, i32 2125315823
  store i32 %ri1, ptr addrspace(1) %i1, align 4
  %i2 = getelementptr inbounds i32, ptr addrspace(1) %i0, i64 2
  %d.gt = fcmp ogt double %d, -2.147483649e+09
  %d.lt = fcmp olt double %d, 2.147483648e+09
  %d.ok = and i1 %d.gt, %d.lt
  %d.s = select i1 %d.ok, double %d, double 0.000000e+00
  %ci2 = fptosi double %d.s to i32
  %ri2 = select i1 %d.ok, i32 %ci2, i32 2125315823
  store i32 %ri2, ptr addrspace(1) %i2, align 4
  %i3 = getelementptr inbounds i32, ptr addrspace(1) %i0, i64 3
  %du.gt = fcmp ogt double %d, -1.000000e+00
  %du.lt = fcmp olt double %d, 4.294967296e+09
  %du.ok = and i1 %du.gt, %du.lt
  %du.s = select i1 %du.ok, double %d, double 0.000000e+00
  %ci3 = fptoui double %du.s to i32
  %ri3 = select i1 %du.ok, i32 %ci3, i32 2125315823
  store i32 %ri3, ptr addrspace(1) %i3, align 4
  %pl = getelementptr inbounds i64, ptr addrspace(1) %outl, i64 %idx
  %l.ge = fcmp oge double %d, -9.2233720368547758e+18
  %l.lt = fcmp olt double %d, 9.2233720368547758e+18
  %l.ok = and i1 %l.ge, %l.lt
  %l.s = select i1 %l.ok, double %d, double 0.000000e+00
  %cl = fptosi double %l.s to i64
  %rl = select i1 %l.ok, i64 %cl, i64 2125315823
  store i64 %rl, ptr addrspace(1) %pl, align 8
  ret void
}
