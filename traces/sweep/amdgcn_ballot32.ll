; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

; Wave32 lane masks: ballot.i32 and icmp/fcmp.i32 (fail on wave64 targets).
define amdgpu_kernel void @ballot32(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %pin
  %c = icmp ult i32 %x, %u
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 %c)
  %i = call i32 @llvm.amdgcn.icmp.i32.i32(i32 %x, i32 %u, i32 34)
  %s = add i32 %b, %i
  %p = call i32 @llvm.ctpop.i32(i32 %s)
  %pout = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %p, ptr addrspace(1) %pout
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ballot.i32(i1)
declare i32 @llvm.amdgcn.icmp.i32.i32(i32, i32, i32 immarg)
declare i32 @llvm.ctpop.i32(i32)
