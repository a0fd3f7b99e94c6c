; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

; llvm.amdgcn.fdot2 (v_dot2_f32_f16, dot2 targets).
define amdgpu_kernel void @amdgcn_fdot2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u) {
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
  %f1 = call float @llvm.amdgcn.fdot2(<2 x half> %ha, <2 x half> %hb, float %fc, i1 false)
  %f2 = call float @llvm.amdgcn.fdot2(<2 x half> %ha, <2 x half> %hb, float %f1, i1 true)
  %r = bitcast float %f2 to i32
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.fdot2(<2 x half>, <2 x half>, float, i1 immarg)
