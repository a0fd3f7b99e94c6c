; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

; Wave64 lane masks: ballot.i64 and icmp/fcmp.i64 (fail on wave32 targets
; with older llc).
define amdgpu_kernel void @ballot64(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u, float %uf) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pin = getelementptr i64, ptr addrspace(1) %in, i32 %tid
  %x64 = load i64, ptr addrspace(1) %pin
  %x = trunc i64 %x64 to i32
  %xf = bitcast i32 %x to float
  %c = icmp sgt i32 %x, %u
  %bal = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  %ic = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %x, i32 %u, i32 38)
  %ic2 = call i64 @llvm.amdgcn.icmp.i64.i64(i64 %x64, i64 0, i32 32)
  %fc = call i64 @llvm.amdgcn.fcmp.i64.f32(float %xf, float %uf, i32 4)
  %s1 = add i64 %bal, %ic
  %s2 = add i64 %s1, %ic2
  %s3 = add i64 %s2, %fc
  %p = call i64 @llvm.ctpop.i64(i64 %s3)
  %pout = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %p, ptr addrspace(1) %pout
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32 immarg)
declare i64 @llvm.amdgcn.icmp.i64.i64(i64, i64, i32 immarg)
declare i64 @llvm.amdgcn.fcmp.i64.f32(float, float, i32 immarg)
declare i64 @llvm.ctpop.i64(i64)
