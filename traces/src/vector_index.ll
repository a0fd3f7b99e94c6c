; vector_index: dynamic indexes into a <16 x float> held in VGPRs.
;
; extractelement and insertelement with uniform indexes (from a kernel
; argument) and an insertelement with a divergent one (from the work-item
; id, which llc turns into compares and selects). llc indexes the VGPRs with
; GFX9's GPR indexing mode (s_set_gpr_idx_on ... s_set_gpr_idx_off, SRC0
; for the read and DST for the write) and with v_movrels/v_movreld on GFX10
; and GFX11. A tail of inactive lanes
; (%n below the grid) keeps its output untouched.
;
;! {
;!   "grid": [128, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "f32", "count": 2048, "fill": "f:-1"},
;!     "in":  {"type": "f32", "count": 2048, "gen": "range", "lo": -100, "hi": 100, "quantum": 0.25, "seed": 771}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i32": 59}, {"i32": 117}],
;!   "outputs": ["out"],
;!   "asm": [
;!     {"variants": "llvm16-gfx900", "match": "gpr_idx\\(DST\\)", "why": "GFX9 GPR indexing mode"},
;!     {"variants": "llvm16-gfx10*", "match": "v_movrel", "why": "GFX10 M0-relative moves"}
;!   ]
;! }

define amdgpu_kernel void @vector_index(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %k, i32 %n) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %active = icmp slt i32 %gid, %n
  br i1 %active, label %body, label %exit

body:
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <16 x float>, ptr addrspace(1) %pin, align 64
  %ku = and i32 %k, 15
  %e = extractelement <16 x float> %v, i32 %ku
  %e2 = fmul float %e, 2.0
  %kh = lshr i32 %k, 4
  %ki = and i32 %kh, 15
  %w1 = insertelement <16 x float> %v, float %e2, i32 %ki
  %kd = and i32 %gid, 15
  %gf = sitofp i32 %gid to float
  %w = insertelement <16 x float> %w1, float %gf, i32 %kd
  %pout = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i64 %idx
  store <16 x float> %w, ptr addrspace(1) %pout, align 64
  br label %exit

exit:
  ret void
}
