; moduledata: kernels that read module-scope data, the addrspace(4)
; constant tables a kernel indexes by lane (an internal table, and a
; private one in a mergeable section, the form SimplifyCFG gives a switch
; it turns into a lookup table). wavesim lays the data sections out beside
; the code, where the code's s_getpc_b64-relative arithmetic finds them.
; The count argument leaves the last lanes inactive.
;
; A corpus template (traces/README.md): `go run ./traces/gen -only
; moduledata` with this file in traces/src wrote the .s files and the
; launch.json beside it, whose expect comes from running this IR with
; lli-16. It is kept here, not in traces/, so that the corpus-wide numbers
; the documentation quotes stay as they are.
;
;! {
;!   "grid": [128, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 128, "fill": "0xdeadbeef"}
;!   },
;!   "args": [{"buffer": "out"}, {"i32": 125}],
;!   "outputs": ["out"]
;! }

@tab = internal addrspace(4) constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@switch.table.moduledata = private unnamed_addr addrspace(4) constant [4 x i32] [i32 100, i32 200, i32 300, i32 400], align 4

define amdgpu_kernel void @moduledata(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %in = icmp slt i32 %gid, %n
  br i1 %in, label %body, label %done

body:
  %i = and i32 %gid, 7
  %p = getelementptr [8 x i32], ptr addrspace(4) @tab, i32 0, i32 %i
  %v = load i32, ptr addrspace(4) %p, align 4
  %k = lshr i32 %gid, 3
  %k3 = and i32 %k, 3
  %q = getelementptr [4 x i32], ptr addrspace(4) @switch.table.moduledata, i32 0, i32 %k3
  %w = load i32, ptr addrspace(4) %q, align 4
  %r = add i32 %v, %w
  %idx = zext i32 %gid to i64
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %o, align 4
  br label %done

done:
  ret void
}
