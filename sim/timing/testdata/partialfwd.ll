; A value computed before a divergent if and one merged after it, added
; together: the s_or_b64 exec that ends the if lies between their VALU
; writes (fixVALUPartialForwardingHazard; TestPartialForwardingLLCFromIR).
define amdgpu_kernel void @k(ptr addrspace(1) %out, float %a) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %f = uitofp i32 %id to float
  %x = fmul float %f, %a
  %c = icmp ult i32 %id, 16
  br i1 %c, label %then, label %end
then:
  %y = fadd float %f, 2.0
  br label %end
end:
  %p = phi float [%y, %then], [%f, %entry]
  %r = fadd float %x, %p
  %g = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %r, ptr addrspace(1) %g
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
