; stream_copy: bandwidth-bound with no arithmetic at all. Work-item g
; copies in[g] to out[g]: one load and one store a lane, the wave's
; lanes on consecutive words.

define amdgpu_kernel void @stream_copy(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %wg, 128
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds float, ptr addrspace(1) %in, i64 %idx
  %v = load float, ptr addrspace(1) %pin, align 4
  %pout = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %v, ptr addrspace(1) %pout, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
