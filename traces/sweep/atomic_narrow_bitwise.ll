; Mnemonic sweep kernel: compiled by traces/sweep/gen for every llc version
; and target for the instruction mnemonics it makes llc emit. The kernels
; with a ';!' launch header also run against lli (traces/sweep/run). See
; traces/README.md, "Mnemonic sweep".

;! {
;!   "grid": [1, 1, 1],
;!   "workgroup": [1, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u32", "count": 256, "fill": "0x7"},
;!     "p": {"type": "u64", "count": 3200}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "p"}, {"i64": 5}, {"i32": 100}],
;!   "outputs": ["p"]
;! }
define amdgpu_kernel void @atomic_narrow_bitwise_as1_div(ptr addrspace(1) %out, ptr addrspace(1) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i8, ptr addrspace(1) %p, i32 64
  %a2 = getelementptr i8, ptr addrspace(1) %a1, i32 %tid
  %a3 = atomicrmw and ptr addrspace(1) %a2, i8 %x8  monotonic
  %a4 = getelementptr i8, ptr addrspace(1) %p, i32 128
  %a5 = getelementptr i8, ptr addrspace(1) %a4, i32 %tid
  %a6 = atomicrmw or ptr addrspace(1) %a5, i8 %x8  monotonic
  %a7 = getelementptr i8, ptr addrspace(1) %p, i32 192
  %a8 = getelementptr i8, ptr addrspace(1) %a7, i32 %tid
  %a9 = atomicrmw xor ptr addrspace(1) %a8, i8 %x8  monotonic
  %a10 = getelementptr i16, ptr addrspace(1) %p, i32 256
  %a11 = getelementptr i16, ptr addrspace(1) %a10, i32 %tid
  %a12 = atomicrmw and ptr addrspace(1) %a11, i16 %x16  monotonic
  %a13 = getelementptr i16, ptr addrspace(1) %p, i32 320
  %a14 = getelementptr i16, ptr addrspace(1) %a13, i32 %tid
  %a15 = atomicrmw or ptr addrspace(1) %a14, i16 %x16  monotonic
  %a16 = getelementptr i16, ptr addrspace(1) %p, i32 384
  %a17 = getelementptr i16, ptr addrspace(1) %a16, i32 %tid
  %a18 = atomicrmw xor ptr addrspace(1) %a17, i16 %x16  monotonic
  ret void
}

;! {
;!   "grid": [1, 1, 1],
;!   "workgroup": [1, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u32", "count": 256, "fill": "0x7"},
;!     "p": {"type": "u64", "count": 3200}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "p"}, {"i64": 5}, {"i32": 100}],
;!   "outputs": ["p"]
;! }
define amdgpu_kernel void @atomic_narrow_bitwise_as1_uni(ptr addrspace(1) %out, ptr addrspace(1) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i8, ptr addrspace(1) %p, i32 4
  %a2 = atomicrmw and ptr addrspace(1) %a1, i8 %x8  monotonic
  %a3 = getelementptr i8, ptr addrspace(1) %p, i32 8
  %a4 = atomicrmw or ptr addrspace(1) %a3, i8 %x8  monotonic
  %a5 = getelementptr i8, ptr addrspace(1) %p, i32 12
  %a6 = atomicrmw xor ptr addrspace(1) %a5, i8 %x8  monotonic
  %a7 = getelementptr i16, ptr addrspace(1) %p, i32 16
  %a8 = atomicrmw and ptr addrspace(1) %a7, i16 %x16  monotonic
  %a9 = getelementptr i16, ptr addrspace(1) %p, i32 20
  %a10 = atomicrmw or ptr addrspace(1) %a9, i16 %x16  monotonic
  %a11 = getelementptr i16, ptr addrspace(1) %p, i32 24
  %a12 = atomicrmw xor ptr addrspace(1) %a11, i16 %x16  monotonic
  ret void
}

;! {
;!   "grid": [1, 1, 1],
;!   "workgroup": [1, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u32", "count": 256, "fill": "0x7"},
;!     "p": {"type": "u64", "count": 3200}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "p"}, {"i64": 5}, {"i32": 100}],
;!   "outputs": ["p"]
;! }
define amdgpu_kernel void @atomic_narrow_bitwise_as0_div(ptr addrspace(1) %out, ptr %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i8, ptr %p, i32 64
  %a2 = getelementptr i8, ptr %a1, i32 %tid
  %a3 = atomicrmw and ptr %a2, i8 %x8  monotonic
  %a4 = getelementptr i8, ptr %p, i32 128
  %a5 = getelementptr i8, ptr %a4, i32 %tid
  %a6 = atomicrmw or ptr %a5, i8 %x8  monotonic
  %a7 = getelementptr i8, ptr %p, i32 192
  %a8 = getelementptr i8, ptr %a7, i32 %tid
  %a9 = atomicrmw xor ptr %a8, i8 %x8  monotonic
  %a10 = getelementptr i16, ptr %p, i32 256
  %a11 = getelementptr i16, ptr %a10, i32 %tid
  %a12 = atomicrmw and ptr %a11, i16 %x16  monotonic
  %a13 = getelementptr i16, ptr %p, i32 320
  %a14 = getelementptr i16, ptr %a13, i32 %tid
  %a15 = atomicrmw or ptr %a14, i16 %x16  monotonic
  %a16 = getelementptr i16, ptr %p, i32 384
  %a17 = getelementptr i16, ptr %a16, i32 %tid
  %a18 = atomicrmw xor ptr %a17, i16 %x16  monotonic
  ret void
}

;! {
;!   "grid": [1, 1, 1],
;!   "workgroup": [1, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u32", "count": 256, "fill": "0x7"},
;!     "p": {"type": "u64", "count": 3200}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "p"}, {"i64": 5}, {"i32": 100}],
;!   "outputs": ["p"]
;! }
define amdgpu_kernel void @atomic_narrow_bitwise_as0_uni(ptr addrspace(1) %out, ptr %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i8, ptr %p, i32 4
  %a2 = atomicrmw and ptr %a1, i8 %x8  monotonic
  %a3 = getelementptr i8, ptr %p, i32 8
  %a4 = atomicrmw or ptr %a3, i8 %x8  monotonic
  %a5 = getelementptr i8, ptr %p, i32 12
  %a6 = atomicrmw xor ptr %a5, i8 %x8  monotonic
  %a7 = getelementptr i16, ptr %p, i32 16
  %a8 = atomicrmw and ptr %a7, i16 %x16  monotonic
  %a9 = getelementptr i16, ptr %p, i32 20
  %a10 = atomicrmw or ptr %a9, i16 %x16  monotonic
  %a11 = getelementptr i16, ptr %p, i32 24
  %a12 = atomicrmw xor ptr %a11, i16 %x16  monotonic
  ret void
}

@lds_atomic_narrow_bitwise_div = internal addrspace(3) global [256 x i64] undef, align 8
define amdgpu_kernel void @atomic_narrow_bitwise_as3_div(ptr addrspace(1) %out, ptr addrspace(3) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_bitwise_div, i32 64
  %a2 = getelementptr i8, ptr addrspace(3) %a1, i32 %tid
  %a3 = atomicrmw and ptr addrspace(3) %a2, i8 %x8  monotonic
  %a4 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_bitwise_div, i32 128
  %a5 = getelementptr i8, ptr addrspace(3) %a4, i32 %tid
  %a6 = atomicrmw or ptr addrspace(3) %a5, i8 %x8  monotonic
  %a7 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_bitwise_div, i32 192
  %a8 = getelementptr i8, ptr addrspace(3) %a7, i32 %tid
  %a9 = atomicrmw xor ptr addrspace(3) %a8, i8 %x8  monotonic
  %a10 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_bitwise_div, i32 256
  %a11 = getelementptr i16, ptr addrspace(3) %a10, i32 %tid
  %a12 = atomicrmw and ptr addrspace(3) %a11, i16 %x16  monotonic
  %a13 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_bitwise_div, i32 320
  %a14 = getelementptr i16, ptr addrspace(3) %a13, i32 %tid
  %a15 = atomicrmw or ptr addrspace(3) %a14, i16 %x16  monotonic
  %a16 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_bitwise_div, i32 384
  %a17 = getelementptr i16, ptr addrspace(3) %a16, i32 %tid
  %a18 = atomicrmw xor ptr addrspace(3) %a17, i16 %x16  monotonic
  ret void
}

@lds_atomic_narrow_bitwise_uni = internal addrspace(3) global [256 x i64] undef, align 8
define amdgpu_kernel void @atomic_narrow_bitwise_as3_uni(ptr addrspace(1) %out, ptr addrspace(3) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_bitwise_uni, i32 4
  %a2 = atomicrmw and ptr addrspace(3) %a1, i8 %x8  monotonic
  %a3 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_bitwise_uni, i32 8
  %a4 = atomicrmw or ptr addrspace(3) %a3, i8 %x8  monotonic
  %a5 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_bitwise_uni, i32 12
  %a6 = atomicrmw xor ptr addrspace(3) %a5, i8 %x8  monotonic
  %a7 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_bitwise_uni, i32 16
  %a8 = atomicrmw and ptr addrspace(3) %a7, i16 %x16  monotonic
  %a9 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_bitwise_uni, i32 20
  %a10 = atomicrmw or ptr addrspace(3) %a9, i16 %x16  monotonic
  %a11 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_bitwise_uni, i32 24
  %a12 = atomicrmw xor ptr addrspace(3) %a11, i16 %x16  monotonic
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
