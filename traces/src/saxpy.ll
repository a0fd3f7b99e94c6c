; saxpy: y = a*x + y in place, with a tail of inactive lanes.
;
; The classic streaming kernel: one f32 argument, an element count %n below
; the grid size, and a buffer that is both read and written. fmul and fadd
; are separate operations (no contraction).
;
;! {
;!   "grid": [512, 1, 1],
;!   "workgroup": [256, 1, 1],
;!   "buffers": {
;!     "y": {"type": "f32", "count": 512, "gen": "floats", "seed": 161},
;!     "x": {"type": "f32", "count": 512, "gen": "range", "lo": -10, "hi": 10, "seed": 162}
;!   },
;!   "args": [{"buffer": "y"}, {"buffer": "x"}, {"f32": -2.5}, {"i32": 500}],
;!   "outputs": ["y"]
;! }

define amdgpu_kernel void @saxpy(ptr addrspace(1) %y, ptr addrspace(1) %x, float %a, i32 %n) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 256
  %gid = add i32 %base, %tid
  %active = icmp slt i32 %gid, %n
  br i1 %active, label %body, label %exit

body:
  %idx = zext i32 %gid to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %idx
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %idx
  %xv = load float, ptr addrspace(1) %px, align 4
  %yv = load float, ptr addrspace(1) %py, align 4
  %ax = fmul float %a, %xv
  %r = fadd float %ax, %yv
  store float %r, ptr addrspace(1) %py, align 4
  br label %exit

exit:
  ret void
}
