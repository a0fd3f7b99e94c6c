; dispatch_ptr: workgroup and grid sizes read from the HSA dispatch packet.
;
; The kernel does not hard-code its workgroup size: it loads
; workgroup_size_x/y (u16 at offsets 4 and 6) and grid_size_x (u32 at offset
; 12) through llvm.amdgcn.dispatch.ptr. The legacy (non-HSA) variant has no
; dispatch packet, so it is skipped.
;
;! {
;!   "grid": [160, 1, 1],
;!   "workgroup": [32, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 160, "fill": "0xdeadbeef"},
;!     "info": {"type": "u32", "count": 5, "fill": "0xdeadbeef"}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "info"}],
;!   "outputs": ["out", "info"],
;!   "skip": {"llvm14-gfx1030-legacy": "llvm.amdgcn.dispatch.ptr needs the HSA ABI"},
;!   "asm": [{"variants": "*", "match": "s_load_(dword|b32)", "why": "packet fields are scalar loads"}]
;! }

define amdgpu_kernel void @dispatch_ptr(ptr addrspace(1) %out, ptr addrspace(1) %info) {
entry:
  %dp = call ptr addrspace(4) @wavesim.dispatch.ptr()
  %pwx = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 4
  %wx16 = load i16, ptr addrspace(4) %pwx, align 4
  %wx = zext i16 %wx16 to i32
  %pwy = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 6
  %wy16 = load i16, ptr addrspace(4) %pwy, align 2
  %wy = zext i16 %wy16 to i32
  %pgx = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 12
  %gsx = load i32, ptr addrspace(4) %pgx, align 4
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, %wx
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %left = sub i32 %gsx, %gid
  %l3 = mul i32 %left, 3
  %r = add i32 %l3, %wy
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %po, align 4
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %record, label %exit

record:
  %wxm1 = add i32 %wx, -1
  %round = add i32 %gsx, %wxm1
  %ngroups = udiv i32 %round, %wx
  %hi = shl i32 %ngroups, 16
  %rec = or i32 %hi, %wx
  %wi = zext i32 %wg to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %info, i64 %wi
  store i32 %rec, ptr addrspace(1) %pi, align 4
  br label %exit

exit:
  ret void
}
