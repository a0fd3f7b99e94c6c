; udiv of a 32-bit dividend with many sign bits (-3350 = 0xfffff2ea) by a
; divisor of at most 8 bits. AMDGPUCodeGenPrepare (-O1 and above) and the
; DAG's LowerDIVREM24 (-O0) count the operands' sign bits for an unsigned
; division too, take the 24-bit float path and mask the quotient to 12
; bits. llc-14 to llc-19 at every -O level. AMDGPUCodeGenPrepare stopped
; trusting sign bits for unsigned division in LLVM 20 (llvm/llvm-project
; PRs 116733, 119325), LowerDIVREM24 later (PR 196418, proposed).
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %x0 = load i32, ptr addrspace(1) %p
  %x8 = trunc i32 %x0 to i8
  %x = zext i8 %x8 to i32
  %z = icmp eq i32 %x, 0
  %d = select i1 %z, i32 1, i32 %x
  %q = udiv i32 -3350, %d
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %q, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
