; half_math: f16 arithmetic, min/max, sqrt and floor on values converted
; from f32, with the results widened back to f32.
;
; GFX11's true16 code (the llvm19-gfx1100-t16 variant) keeps the f16 values
; in VGPR halves (v0.l, v0.h) and moves them with v_mov_b16; the other
; variants keep each in the low half of its own VGPR. The inputs lie in
; [-8, 8], so no result overflows; sqrt reads a square, so none is NaN.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "f32", "count": 1024, "fill": -1},
;!     "a": {"type": "f32", "count": 256, "gen": "range", "lo": -8, "hi": 8, "seed": 311},
;!     "b": {"type": "f32", "count": 256, "gen": "range", "lo": -8, "hi": 8, "seed": 312}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "a"}, {"buffer": "b"}],
;!   "outputs": ["out"],
;!   "extra": ["llvm19-gfx1100-t16"],
;!   "asm": [
;!     {"variants": "llvm19-gfx1100-t16", "match": "v_mov_b16_e32 v\\d+\\.[lh], v\\d+\\.[lh]", "why": "true16 code moves f16 values between VGPR halves"},
;!     {"variants": "llvm19-gfx1100-t16", "match": "v_(add|sub|mul)_f16_e32 v\\d+\\.h, ", "why": "true16 code writes f16 results to high halves"}
;!   ]
;! }

define amdgpu_kernel void @half_math(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %idx
  %af = load float, ptr addrspace(1) %pa, align 4
  %bf = load float, ptr addrspace(1) %pb, align 4
  %x = fptrunc float %af to half
  %y = fptrunc float %bf to half
  %s = fadd half %x, %y
  %d = fsub half %x, %y
  %p = fmul half %s, %d
  %q = fmul half %p, 0xH3800
  %mn = call half @llvm.minnum.f16(half %x, half %q)
  %mx = call half @llvm.maxnum.f16(half %y, half %d)
  %ss = fmul half %s, %s
  %sq = call half @llvm.sqrt.f16(half %ss)
  %fl = call half @llvm.floor.f16(half %mx)
  %r1 = fadd half %mn, %fl
  %r2 = fsub half %sq, %r1
  %o = mul i64 %idx, 4
  %po0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %o
  %e0 = fpext half %p to float
  store float %e0, ptr addrspace(1) %po0, align 4
  %o1 = add i64 %o, 1
  %po1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %o1
  %e1 = fpext half %r1 to float
  store float %e1, ptr addrspace(1) %po1, align 4
  %o2 = add i64 %o, 2
  %po2 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %o2
  %e2 = fpext half %r2 to float
  store float %e2, ptr addrspace(1) %po2, align 4
  %o3 = add i64 %o, 3
  %po3 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %o3
  %e3 = fpext half %sq to float
  store float %e3, ptr addrspace(1) %po3, align 4
  ret void
}

declare half @llvm.minnum.f16(half, half)
declare half @llvm.maxnum.f16(half, half)
declare half @llvm.sqrt.f16(half)
declare half @llvm.floor.f16(half)
