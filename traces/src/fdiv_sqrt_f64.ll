; fdiv_sqrt_f64: f64 division and square root.
;
; f64 fdiv lowers to v_div_scale_f64 / v_rcp_f64 / v_fma_f64 /
; v_div_fmas_f64 / v_div_fixup_f64. Operands are finite and the divisor is
; never zero, so all results are finite and the outputs are f64. The
; expectations assume correctly rounded v_sqrt_f64 and v_rcp_f64 steps.
;
;! {
;!   "grid": [128, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "quot": {"type": "f64", "count": 128, "fill": -1},
;!     "root": {"type": "f64", "count": 128, "fill": -1},
;!     "a": {"type": "f64", "count": 128, "gen": "floats", "seed": 61,
;!           "data": [1, -1, 0, 1e-300, 1e300, 7, 2, 10]},
;!     "b": {"type": "f64", "count": 128, "gen": "range", "lo": 0.5, "hi": 1000, "seed": 62,
;!           "data": [3, -3, 5, 1e10, 1e-5, 3, 1e-300, 0.1]}
;!   },
;!   "args": [{"buffer": "quot"}, {"buffer": "root"}, {"buffer": "a"}, {"buffer": "b"}],
;!   "outputs": ["quot", "root"],
;!   "asm": [{"variants": "*", "match": "v_div_fixup_f64"}]
;! }

define amdgpu_kernel void @fdiv_sqrt_f64(ptr addrspace(1) %quot, ptr addrspace(1) %root, ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pa = getelementptr inbounds double, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr inbounds double, ptr addrspace(1) %b, i64 %idx
  %x = load double, ptr addrspace(1) %pa, align 8
  %y = load double, ptr addrspace(1) %pb, align 8
  %q = fdiv double %x, %y
  %pq = getelementptr inbounds double, ptr addrspace(1) %quot, i64 %idx
  store double %q, ptr addrspace(1) %pq, align 8
  %ax = call double @llvm.fabs.f64(double %x)
  %s = call double @llvm.sqrt.f64(double %ax)
  %pr = getelementptr inbounds double, ptr addrspace(1) %root, i64 %idx
  store double %s, ptr addrspace(1) %pr, align 8
  ret void
}

declare double @llvm.fabs.f64(double)
declare double @llvm.sqrt.f64(double)
