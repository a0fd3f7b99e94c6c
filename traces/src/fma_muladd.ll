; fma_muladd: fused multiply-add in f32 and f64, and fmuladd.
;
; llvm.fma is always fused (one rounding). llvm.fmuladd may be fused or not
; at the code generator's choice, so its operands are multiples of 1/4 below
; 64 in magnitude: their products are exact in f32 and both forms agree.
; Negated operands exercise the neg source modifiers.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "outf": {"type": "f32", "count": 768, "fill": -1},
;!     "outd": {"type": "f64", "count": 256, "fill": -1},
;!     "a": {"type": "f32", "count": 256, "gen": "range", "lo": -1000, "hi": 1000, "seed": 131},
;!     "b": {"type": "f32", "count": 256, "gen": "range", "lo": -1, "hi": 1, "seed": 132},
;!     "c": {"type": "f32", "count": 256, "gen": "range", "lo": -1000, "hi": 1000, "seed": 133},
;!     "qa": {"type": "f32", "count": 256, "gen": "range", "lo": -64, "hi": 64, "quantum": 0.25, "seed": 134},
;!     "qb": {"type": "f32", "count": 256, "gen": "range", "lo": -64, "hi": 64, "quantum": 0.25, "seed": 135},
;!     "da": {"type": "f64", "count": 256, "gen": "floats", "seed": 136},
;!     "db": {"type": "f64", "count": 256, "gen": "range", "lo": -3, "hi": 3, "seed": 137}
;!   },
;!   "args": [{"buffer": "outf"}, {"buffer": "outd"}, {"buffer": "a"}, {"buffer": "b"}, {"buffer": "c"}, {"buffer": "qa"}, {"buffer": "qb"}, {"buffer": "da"}, {"buffer": "db"}],
;!   "outputs": ["outf", "outd"],
;!   "asm": [{"variants": "*", "match": "v_fma_f64"}, {"variants": "*", "match": "v_fma_f32|v_fmac_f32"}]
;! }

define amdgpu_kernel void @fma_muladd(ptr addrspace(1) %outf, ptr addrspace(1) %outd, ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %qa, ptr addrspace(1) %qb, ptr addrspace(1) %da, ptr addrspace(1) %db) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %idx
  %pc = getelementptr inbounds float, ptr addrspace(1) %c, i64 %idx
  %pqa = getelementptr inbounds float, ptr addrspace(1) %qa, i64 %idx
  %pqb = getelementptr inbounds float, ptr addrspace(1) %qb, i64 %idx
  %pda = getelementptr inbounds double, ptr addrspace(1) %da, i64 %idx
  %pdb = getelementptr inbounds double, ptr addrspace(1) %db, i64 %idx
  %x = load float, ptr addrspace(1) %pa, align 4
  %y = load float, ptr addrspace(1) %pb, align 4
  %z = load float, ptr addrspace(1) %pc, align 4
  %u = load float, ptr addrspace(1) %pqa, align 4
  %v = load float, ptr addrspace(1) %pqb, align 4
  %dx = load double, ptr addrspace(1) %pda, align 8
  %dy = load double, ptr addrspace(1) %pdb, align 8
  %o = mul i64 %idx, 3
  %p0 = getelementptr inbounds float, ptr addrspace(1) %outf, i64 %o
  %r0 = call float @llvm.fma.f32(float %x, float %y, float %z)
  store float %r0, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 1
  %nx = fneg float %x
  %nz = fneg float %z
  %r1 = call float @llvm.fma.f32(float %nx, float %y, float %nz)
  %r1b = call float @llvm.fma.f32(float %r1, float %y, float %x)
  store float %r1b, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 2
  %r2 = call float @llvm.fmuladd.f32(float %u, float %v, float %u)
  store float %r2, ptr addrspace(1) %p2, align 4
  %pd = getelementptr inbounds double, ptr addrspace(1) %outd, i64 %idx
  %ndy = fneg double %dy
  %rd = call double @llvm.fma.f64(double %dx, double %dy, double %dx)
  %rd2 = call double @llvm.fma.f64(double %rd, double %ndy, double 1.000000e-01)
  store double %rd2, ptr addrspace(1) %pd, align 8
  ret void
}

declare float @llvm.fma.f32(float, float, float)
declare float @llvm.fmuladd.f32(float, float, float)
declare double @llvm.fma.f64(double, double, double)
