; select_mix: integer and float selects driven by per-lane compares.
;
; Selects are not branches: llc turns them into v_cndmask with a VCC or SGPR
; mask. i32, i64 and f32 selects are covered, including selects whose
; condition is an i1 loaded from memory (via a compare) and a chain of
; selects implementing a clamp.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "outi": {"type": "i32", "count": 512, "fill": "0xdeadbeef"},
;!     "outf": {"type": "f32", "count": 512, "fill": -1},
;!     "outl": {"type": "i64", "count": 256, "fill": -1},
;!     "vi": {"type": "i32", "count": 256, "gen": "ints"},
;!     "vf": {"type": "f32", "count": 256, "gen": "floats"},
;!     "wf": {"type": "f32", "count": 256, "gen": "range", "lo": -4, "hi": 4}
;!   },
;!   "args": [{"buffer": "outi"}, {"buffer": "outf"}, {"buffer": "outl"}, {"buffer": "vi"}, {"buffer": "vf"}, {"buffer": "wf"}],
;!   "outputs": ["outi", "outf", "outl"],
;!   "asm": [{"variants": "*", "match": "v_cndmask_b32"}]
;! }

define amdgpu_kernel void @select_mix(ptr addrspace(1) %outi, ptr addrspace(1) %outf, ptr addrspace(1) %outl, ptr addrspace(1) %vi, ptr addrspace(1) %vf, ptr addrspace(1) %wf) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pvi = getelementptr inbounds i32, ptr addrspace(1) %vi, i64 %idx
  %pvf = getelementptr inbounds float, ptr addrspace(1) %vf, i64 %idx
  %pwf = getelementptr inbounds float, ptr addrspace(1) %wf, i64 %idx
  %i = load i32, ptr addrspace(1) %pvi, align 4
  %f = load float, ptr addrspace(1) %pvf, align 4
  %w = load float, ptr addrspace(1) %pwf, align 4
  %o2 = mul i64 %idx, 2

  ; clamp i to [-1000, 1000] with two selects
  %lo = icmp slt i32 %i, -1000
  %c1 = select i1 %lo, i32 -1000, i32 %i
  %hi = icmp sgt i32 %c1, 1000
  %c2 = select i1 %hi, i32 1000, i32 %c1
  %pi0 = getelementptr inbounds i32, ptr addrspace(1) %outi, i64 %o2
  store i32 %c2, ptr addrspace(1) %pi0, align 4

  ; select on a float compare producing an int, and on lane parity
  %fneg = fcmp olt float %f, %w
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  %s1 = select i1 %fneg, i32 %i, i32 %tid
  %s2 = select i1 %isodd, i32 %s1, i32 -7
  %pi1 = getelementptr inbounds i32, ptr addrspace(1) %pi0, i64 1
  store i32 %s2, ptr addrspace(1) %pi1, align 4

  ; float selects
  %gt = fcmp ogt float %f, 0.000000e+00
  %fs1 = select i1 %gt, float %f, float %w
  %pf0 = getelementptr inbounds float, ptr addrspace(1) %outf, i64 %o2
  store float %fs1, ptr addrspace(1) %pf0, align 4
  %ipos = icmp sgt i32 %i, 0
  %fm = fmul float %w, 2.500000e-01
  %fs2 = select i1 %ipos, float %fm, float 1.500000e+00
  %pf1 = getelementptr inbounds float, ptr addrspace(1) %pf0, i64 1
  store float %fs2, ptr addrspace(1) %pf1, align 4

  ; i64 select
  %il = sext i32 %i to i64
  %sh = shl i64 %il, 20
  %both = and i1 %ipos, %gt
  %ls = select i1 %both, i64 %sh, i64 %idx
  %pl = getelementptr inbounds i64, ptr addrspace(1) %outl, i64 %idx
  store i64 %ls, ptr addrspace(1) %pl, align 8
  ret void
}
