; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

define amdgpu_kernel void @atomic_incdec_i64_as1_div(ptr addrspace(1) %out, ptr addrspace(1) %p, i64 %v, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %x64 = add i64 %v, 1
  %x32 = trunc i64 %x64 to i32
  %xv = load i64, ptr addrspace(1) %pi
  %xw = add i64 %xv, %x64
  %xf = sitofp i64 %xw to float
  %xd = sitofp i64 %xw to double
  %xh = sitofp i64 %xw to half
  %x16 = trunc i64 %xw to i16
  %x8 = trunc i64 %xw to i8
  %xi = trunc i64 %xw to i32
  %xvh = insertelement <2 x half> <half 1.0, half 2.0>, half %xh, i32 0
  %a1 = getelementptr i64, ptr addrspace(1) %p, i32 64
  %a2 = getelementptr i64, ptr addrspace(1) %a1, i32 %tid
  %a3 = atomicrmw uinc_wrap ptr addrspace(1) %a2, i64 %xw  monotonic
  %a4 = getelementptr i64, ptr addrspace(1) %out, i32 1
  store i64 %a3, ptr addrspace(1) %a4
  %a5 = getelementptr i64, ptr addrspace(1) %p, i32 128
  %a6 = getelementptr i64, ptr addrspace(1) %a5, i32 %tid
  %a7 = atomicrmw uinc_wrap ptr addrspace(1) %a6, i64 %xw  monotonic
  %a8 = getelementptr i64, ptr addrspace(1) %p, i32 192
  %a9 = getelementptr i64, ptr addrspace(1) %a8, i32 %tid
  %a10 = atomicrmw udec_wrap ptr addrspace(1) %a9, i64 %xw  monotonic
  %a11 = getelementptr i64, ptr addrspace(1) %out, i32 3
  store i64 %a10, ptr addrspace(1) %a11
  %a12 = getelementptr i64, ptr addrspace(1) %p, i32 256
  %a13 = getelementptr i64, ptr addrspace(1) %a12, i32 %tid
  %a14 = atomicrmw udec_wrap ptr addrspace(1) %a13, i64 %xw  monotonic
  ret void
}

define amdgpu_kernel void @atomic_incdec_i64_as1_uni(ptr addrspace(1) %out, ptr addrspace(1) %p, i64 %v, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr i32, ptr addrspace(1) %out, i32 %u
  %x64 = add i64 %v, 1
  %x32 = trunc i64 %x64 to i32
  %xw = add i64 %x64, 0
  %xf = sitofp i64 %xw to float
  %xd = sitofp i64 %xw to double
  %xh = sitofp i64 %xw to half
  %x16 = trunc i64 %xw to i16
  %x8 = trunc i64 %xw to i8
  %xi = trunc i64 %xw to i32
  %xvh = insertelement <2 x half> <half 1.0, half 2.0>, half %xh, i32 0
  %a1 = getelementptr i64, ptr addrspace(1) %p, i32 4
  %a2 = atomicrmw uinc_wrap ptr addrspace(1) %a1, i64 %xw  monotonic
  %a3 = getelementptr i64, ptr addrspace(1) %out, i32 1
  store i64 %a2, ptr addrspace(1) %a3
  %a4 = getelementptr i64, ptr addrspace(1) %p, i32 8
  %a5 = atomicrmw uinc_wrap ptr addrspace(1) %a4, i64 %xw  monotonic
  %a6 = getelementptr i64, ptr addrspace(1) %p, i32 12
  %a7 = atomicrmw udec_wrap ptr addrspace(1) %a6, i64 %xw  monotonic
  %a8 = getelementptr i64, ptr addrspace(1) %out, i32 3
  store i64 %a7, ptr addrspace(1) %a8
  %a9 = getelementptr i64, ptr addrspace(1) %p, i32 16
  %a10 = atomicrmw udec_wrap ptr addrspace(1) %a9, i64 %xw  monotonic
  ret void
}

define amdgpu_kernel void @atomic_incdec_i64_as0_div(ptr addrspace(1) %out, ptr %p, i64 %v, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %x64 = add i64 %v, 1
  %x32 = trunc i64 %x64 to i32
  %xv = load i64, ptr addrspace(1) %pi
  %xw = add i64 %xv, %x64
  %xf = sitofp i64 %xw to float
  %xd = sitofp i64 %xw to double
  %xh = sitofp i64 %xw to half
  %x16 = trunc i64 %xw to i16
  %x8 = trunc i64 %xw to i8
  %xi = trunc i64 %xw to i32
  %xvh = insertelement <2 x half> <half 1.0, half 2.0>, half %xh, i32 0
  %a1 = getelementptr i64, ptr %p, i32 64
  %a2 = getelementptr i64, ptr %a1, i32 %tid
  %a3 = atomicrmw uinc_wrap ptr %a2, i64 %xw  monotonic
  %a4 = getelementptr i64, ptr addrspace(1) %out, i32 1
  store i64 %a3, ptr addrspace(1) %a4
  %a5 = getelementptr i64, ptr %p, i32 128
  %a6 = getelementptr i64, ptr %a5, i32 %tid
  %a7 = atomicrmw uinc_wrap ptr %a6, i64 %xw  monotonic
  %a8 = getelementptr i64, ptr %p, i32 192
  %a9 = getelementptr i64, ptr %a8, i32 %tid
  %a10 = atomicrmw udec_wrap ptr %a9, i64 %xw  monotonic
  %a11 = getelementptr i64, ptr addrspace(1) %out, i32 3
  store i64 %a10, ptr addrspace(1) %a11
  %a12 = getelementptr i64, ptr %p, i32 256
  %a13 = getelementptr i64, ptr %a12, i32 %tid
  %a14 = atomicrmw udec_wrap ptr %a13, i64 %xw  monotonic
  ret void
}

define amdgpu_kernel void @atomic_incdec_i64_as0_uni(ptr addrspace(1) %out, ptr %p, i64 %v, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr i32, ptr addrspace(1) %out, i32 %u
  %x64 = add i64 %v, 1
  %x32 = trunc i64 %x64 to i32
  %xw = add i64 %x64, 0
  %xf = sitofp i64 %xw to float
  %xd = sitofp i64 %xw to double
  %xh = sitofp i64 %xw to half
  %x16 = trunc i64 %xw to i16
  %x8 = trunc i64 %xw to i8
  %xi = trunc i64 %xw to i32
  %xvh = insertelement <2 x half> <half 1.0, half 2.0>, half %xh, i32 0
  %a1 = getelementptr i64, ptr %p, i32 4
  %a2 = atomicrmw uinc_wrap ptr %a1, i64 %xw  monotonic
  %a3 = getelementptr i64, ptr addrspace(1) %out, i32 1
  store i64 %a2, ptr addrspace(1) %a3
  %a4 = getelementptr i64, ptr %p, i32 8
  %a5 = atomicrmw uinc_wrap ptr %a4, i64 %xw  monotonic
  %a6 = getelementptr i64, ptr %p, i32 12
  %a7 = atomicrmw udec_wrap ptr %a6, i64 %xw  monotonic
  %a8 = getelementptr i64, ptr addrspace(1) %out, i32 3
  store i64 %a7, ptr addrspace(1) %a8
  %a9 = getelementptr i64, ptr %p, i32 16
  %a10 = atomicrmw udec_wrap ptr %a9, i64 %xw  monotonic
  ret void
}

@lds_atomic_incdec_i64_div = internal addrspace(3) global [256 x i64] undef, align 8
define amdgpu_kernel void @atomic_incdec_i64_as3_div(ptr addrspace(1) %out, ptr addrspace(3) %p, i64 %v, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %x64 = add i64 %v, 1
  %x32 = trunc i64 %x64 to i32
  %xv = load i64, ptr addrspace(1) %pi
  %xw = add i64 %xv, %x64
  %xf = sitofp i64 %xw to float
  %xd = sitofp i64 %xw to double
  %xh = sitofp i64 %xw to half
  %x16 = trunc i64 %xw to i16
  %x8 = trunc i64 %xw to i8
  %xi = trunc i64 %xw to i32
  %xvh = insertelement <2 x half> <half 1.0, half 2.0>, half %xh, i32 0
  %a1 = getelementptr i64, ptr addrspace(3) @lds_atomic_incdec_i64_div, i32 64
  %a2 = getelementptr i64, ptr addrspace(3) %a1, i32 %tid
  %a3 = atomicrmw uinc_wrap ptr addrspace(3) %a2, i64 %xw  monotonic
  %a4 = getelementptr i64, ptr addrspace(1) %out, i32 1
  store i64 %a3, ptr addrspace(1) %a4
  %a5 = getelementptr i64, ptr addrspace(3) @lds_atomic_incdec_i64_div, i32 128
  %a6 = getelementptr i64, ptr addrspace(3) %a5, i32 %tid
  %a7 = atomicrmw uinc_wrap ptr addrspace(3) %a6, i64 %xw  monotonic
  %a8 = getelementptr i64, ptr addrspace(3) @lds_atomic_incdec_i64_div, i32 192
  %a9 = getelementptr i64, ptr addrspace(3) %a8, i32 %tid
  %a10 = atomicrmw udec_wrap ptr addrspace(3) %a9, i64 %xw  monotonic
  %a11 = getelementptr i64, ptr addrspace(1) %out, i32 3
  store i64 %a10, ptr addrspace(1) %a11
  %a12 = getelementptr i64, ptr addrspace(3) @lds_atomic_incdec_i64_div, i32 256
  %a13 = getelementptr i64, ptr addrspace(3) %a12, i32 %tid
  %a14 = atomicrmw udec_wrap ptr addrspace(3) %a13, i64 %xw  monotonic
  ret void
}

@lds_atomic_incdec_i64_uni = internal addrspace(3) global [256 x i64] undef, align 8
define amdgpu_kernel void @atomic_incdec_i64_as3_uni(ptr addrspace(1) %out, ptr addrspace(3) %p, i64 %v, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr i32, ptr addrspace(1) %out, i32 %u
  %x64 = add i64 %v, 1
  %x32 = trunc i64 %x64 to i32
  %xw = add i64 %x64, 0
  %xf = sitofp i64 %xw to float
  %xd = sitofp i64 %xw to double
  %xh = sitofp i64 %xw to half
  %x16 = trunc i64 %xw to i16
  %x8 = trunc i64 %xw to i8
  %xi = trunc i64 %xw to i32
  %xvh = insertelement <2 x half> <half 1.0, half 2.0>, half %xh, i32 0
  %a1 = getelementptr i64, ptr addrspace(3) @lds_atomic_incdec_i64_uni, i32 4
  %a2 = atomicrmw uinc_wrap ptr addrspace(3) %a1, i64 %xw  monotonic
  %a3 = getelementptr i64, ptr addrspace(1) %out, i32 1
  store i64 %a2, ptr addrspace(1) %a3
  %a4 = getelementptr i64, ptr addrspace(3) @lds_atomic_incdec_i64_uni, i32 8
  %a5 = atomicrmw uinc_wrap ptr addrspace(3) %a4, i64 %xw  monotonic
  %a6 = getelementptr i64, ptr addrspace(3) @lds_atomic_incdec_i64_uni, i32 12
  %a7 = atomicrmw udec_wrap ptr addrspace(3) %a6, i64 %xw  monotonic
  %a8 = getelementptr i64, ptr addrspace(1) %out, i32 3
  store i64 %a7, ptr addrspace(1) %a8
  %a9 = getelementptr i64, ptr addrspace(3) @lds_atomic_incdec_i64_uni, i32 16
  %a10 = atomicrmw udec_wrap ptr addrspace(3) %a9, i64 %xw  monotonic
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
