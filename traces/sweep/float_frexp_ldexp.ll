; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

; llvm.frexp and llvm.ldexp (LLVM 17+).
define amdgpu_kernel void @float_frexp_ldexp(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr <4 x i32>, ptr addrspace(1) %in, i32 %tid
  %v = load <4 x i32>, ptr addrspace(1) %p0
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i32 1
  %c = extractelement <4 x i32> %v, i32 2
  %fa = bitcast i32 %a to float
  %fb = bitcast i32 %b to float
  %fc = bitcast i32 %c to float
  %va = bitcast i32 %a to <2 x i16>
  %vb = bitcast i32 %b to <2 x i16>
  %ha = bitcast i32 %a to <2 x half>
  %hb = bitcast i32 %b to <2 x half>
  %sa = trunc i32 %a to i16
  %fsa = bitcast i16 %sa to half
  %sb = trunc i32 %b to i16
  %fsb = bitcast i16 %sb to half
  %sc = trunc i32 %c to i16
  %fsc = bitcast i16 %sc to half
  %f1 = call { float, i32 } @llvm.frexp.f32.i32(float %fa)
  %m1 = extractvalue { float, i32 } %f1, 0
  %e1 = extractvalue { float, i32 } %f1, 1
  %l1 = call float @llvm.ldexp.f32.i32(float %m1, i32 %b)
  %d = fpext float %fb to double
  %f2 = call { double, i32 } @llvm.frexp.f64.i32(double %d)
  %m2 = extractvalue { double, i32 } %f2, 0
  %e2 = extractvalue { double, i32 } %f2, 1
  %l2 = call double @llvm.ldexp.f64.i32(double %m2, i32 %c)
  %f3 = call { half, i32 } @llvm.frexp.f16.i32(half %fsa)
  %m3 = extractvalue { half, i32 } %f3, 0
  %e3 = extractvalue { half, i32 } %f3, 1
  %l3 = call half @llvm.ldexp.f16.i32(half %m3, i32 %a)
  %t2 = fptrunc double %l2 to float
  %t3 = fpext half %l3 to float
  %s1 = fadd float %l1, %t2
  %s2 = fadd float %s1, %t3
  %i = bitcast float %s2 to i32
  %ea = add i32 %e1, %e2
  %eb = add i32 %ea, %e3
  %r = add i32 %i, %eb
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare { float, i32 } @llvm.frexp.f32.i32(float)
declare { double, i32 } @llvm.frexp.f64.i32(double)
declare { half, i32 } @llvm.frexp.f16.i32(half)
declare float @llvm.ldexp.f32.i32(float, i32)
declare double @llvm.ldexp.f64.i32(double, i32)
declare half @llvm.ldexp.f16.i32(half, i32)
