; fdiv_sqrt: f32 division and square root.
;
; fdiv without fast-math flags must be correctly rounded, so llc emits the
; v_div_scale / v_rcp / v_div_fmas / v_div_fixup sequence. sqrt is taken of
; |x| so that no NaN is produced (default NaN bits differ between targets);
; 0/0 is avoided by replacing the divisor with 1 when both are zero.
; Division by zero and overflow give infinities, so the outputs are u32.
; The expectations assume correctly rounded v_sqrt_f32 and v_rcp_f32.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "quot": {"type": "u32", "count": 256, "fill": "0xdeadbeef"},
;!     "root": {"type": "u32", "count": 256, "fill": "0xdeadbeef"},
;!     "a": {"type": "f32", "count": 256, "gen": "floats", "seed": 51,
;!           "data": [1, -1, 0, 1e-30, 3e38, 7, 1, 2]},
;!     "b": {"type": "f32", "count": 256, "gen": "floats", "seed": 52,
;!           "data": [0, -0, 5, 1e20, 1e-10, 3, 3, 1e-45]}
;!   },
;!   "args": [{"buffer": "quot"}, {"buffer": "root"}, {"buffer": "a"}, {"buffer": "b"}],
;!   "outputs": ["quot", "root"],
;!   "asm": [{"variants": "*", "match": "v_div_fixup_f32"}, {"variants": "*", "match": "v_sqrt_f32"}]
;! }

define amdgpu_kernel void @fdiv_sqrt(ptr addrspace(1) %quot, ptr addrspace(1) %root, ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %idx
  %x = load float, ptr addrspace(1) %pa, align 4
  %y = load float, ptr addrspace(1) %pb, align 4
  %xz = fcmp oeq float %x, 0.000000e+00
  %yz = fcmp oeq float %y, 0.000000e+00
  %both = and i1 %xz, %yz
  %yy = select i1 %both, float 1.000000e+00, float %y
  %q = fdiv float %x, %yy
  %pq = getelementptr inbounds float, ptr addrspace(1) %quot, i64 %idx
  store float %q, ptr addrspace(1) %pq, align 4
  %ax = call float @llvm.fabs.f32(float %x)
  %s = call float @llvm.sqrt.f32(float %ax)
  %pr = getelementptr inbounds float, ptr addrspace(1) %root, i64 %idx
  store float %s, ptr addrspace(1) %pr, align 4
  ret void
}

declare float @llvm.fabs.f32(float)
declare float @llvm.sqrt.f32(float)
