; maxnum(-x + 0.0, -1.0), its sign bit stored as 0 or 1. For x = +0 the
; IR's -0 + 0.0 is +0, the maximum +0 and the bit 0; llc-19 -O2 selects
; v_max_f32_e64 v1, -v1, -1.0 (the addition dropped), whose maximum is
; -0 and the bit 1. llc-14, 15 and 16 keep the addition.
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %tid
  %x = load float, ptr addrspace(1) %pa, align 4
  %n = fneg float %x
  %z = fadd float %n, 0.000000e+00
  %m = call float @llvm.maxnum.f32(float %z, float -1.000000e+00)
  %bits = bitcast float %m to i32
  %sign = lshr i32 %bits, 31
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %sign, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.maxnum.f32(float, float)
