; select on an i1 argument around llvm.fptosi.sat: llc-14 -O0 sets SCC for
; the select (s_cmp_eq_u32 s6, 1) before the saturation's compares, whose
; s_and_b32 sN, sN, exec_lo write SCC again, and the final s_cselect_b32
; reads the clobbered SCC. With %a = 32767 (odd) the kernel should store
; 32767; llc-14 -O0 stores 0. llc-15 -O0 and llc-14 -O2 are right.
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %a) {
  %d = sitofp i32 %a to double
  %c = trunc i32 %a to i1
  %s = call i32 @llvm.fptosi.sat.i32.f64(double %d)
  %r = select i1 %c, i32 %s, i32 0
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}
declare i32 @llvm.fptosi.sat.i32.f64(double)
