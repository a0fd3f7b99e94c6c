; select (fcmp ogt x, -0.0), x, -0.0 of halves: for x = +0 the compare is
; false and the select gives -0 (0x8000). llc-14 to llc-19, at -O0 and -O2,
; compile it to v_max_f16 x, -0, which orders +0 above -0 (the ISA guides'
; V_MAX pseudocode: "+0>-0 is TRUE in this comparison") and gives +0 in
; lane 0; the f32 form likewise (v_max_f32). Lanes 1 to 3 (1, -1, 2) match.
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %tid
  %x32 = load i32, ptr addrspace(1) %pa
  %x16 = trunc i32 %x32 to i16
  %x = sitofp i16 %x16 to half
  %c = fcmp ogt half %x, 0xH8000
  %m = select i1 %c, half %x, half 0xH8000
  %mb = bitcast half %m to i16
  %mz = zext i16 %mb to i32
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %mz, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
