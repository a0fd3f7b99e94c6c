target triple = "amdgcn-amd-amdhsa"
; a table of addresses: what the data layout does not compute (the
; assembler leaves .quad a, the object an R_AMDGPU_ABS64, the linked
; object an R_AMDGPU_RELATIVE64 for the loader)

@a = internal addrspace(4) constant [2 x i32] [i32 5, i32 6], align 4
@ptrs = internal addrspace(4) constant [2 x ptr addrspace(4)] [ptr addrspace(4) @a, ptr addrspace(4) getelementptr ([2 x i32], ptr addrspace(4) @a, i32 0, i32 1)], align 8

define amdgpu_kernel void @ptrtab(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = and i32 %tid, 1
  %pp = getelementptr [2 x ptr addrspace(4)], ptr addrspace(4) @ptrs, i32 0, i32 %i
  %p = load ptr addrspace(4), ptr addrspace(4) %pp
  %v = load i32, ptr addrspace(4) %p
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
