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
;!   "outputs": ["p"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 cannot select i8 and i16 atomicrmw",
;!     "llvm14-gfx1010": "llc-14 cannot select i8 and i16 atomicrmw",
;!     "llvm14-gfx1030": "llc-14 cannot select i8 and i16 atomicrmw",
;!     "llvm14-gfx1030-w64": "llc-14 cannot select i8 and i16 atomicrmw",
;!     "llvm14-gfx1030-legacy": "llc-14 cannot select i8 and i16 atomicrmw"
;!   }
;! }
define amdgpu_kernel void @atomic_narrow_xchg_as1_div(ptr addrspace(1) %out, ptr addrspace(1) %p, i64 %v, i32 %u) {
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
  %a3 = atomicrmw xchg ptr addrspace(1) %a2, i8 %x8  monotonic
  %a4 = getelementptr i8, ptr addrspace(1) %p, i32 128
  %a5 = getelementptr i8, ptr addrspace(1) %a4, i32 %tid
  %a6 = cmpxchg ptr addrspace(1) %a5, i8 %x8, i8 3  monotonic monotonic
  %a7 = getelementptr i16, ptr addrspace(1) %p, i32 192
  %a8 = getelementptr i16, ptr addrspace(1) %a7, i32 %tid
  %a9 = atomicrmw xchg ptr addrspace(1) %a8, i16 %x16  monotonic
  %a10 = getelementptr i16, ptr addrspace(1) %p, i32 256
  %a11 = getelementptr i16, ptr addrspace(1) %a10, i32 %tid
  %a12 = cmpxchg ptr addrspace(1) %a11, i16 %x16, i16 3  monotonic monotonic
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
;!   "outputs": ["p"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 cannot select i8 and i16 atomicrmw",
;!     "llvm14-gfx1010": "llc-14 cannot select i8 and i16 atomicrmw",
;!     "llvm14-gfx1030": "llc-14 cannot select i8 and i16 atomicrmw",
;!     "llvm14-gfx1030-w64": "llc-14 cannot select i8 and i16 atomicrmw",
;!     "llvm14-gfx1030-legacy": "llc-14 cannot select i8 and i16 atomicrmw"
;!   }
;! }
define amdgpu_kernel void @atomic_narrow_xchg_as1_uni(ptr addrspace(1) %out, ptr addrspace(1) %p, i64 %v, i32 %u) {
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
  %a2 = atomicrmw xchg ptr addrspace(1) %a1, i8 %x8  monotonic
  %a3 = getelementptr i8, ptr addrspace(1) %p, i32 8
  %a4 = cmpxchg ptr addrspace(1) %a3, i8 %x8, i8 3  monotonic monotonic
  %a5 = getelementptr i16, ptr addrspace(1) %p, i32 12
  %a6 = atomicrmw xchg ptr addrspace(1) %a5, i16 %x16  monotonic
  %a7 = getelementptr i16, ptr addrspace(1) %p, i32 16
  %a8 = cmpxchg ptr addrspace(1) %a7, i16 %x16, i16 3  monotonic monotonic
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
;!   "outputs": ["p"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 cannot select i8 and i16 atomicrmw",
;!     "llvm14-gfx1010": "llc-14 cannot select i8 and i16 atomicrmw",
;!     "llvm14-gfx1030": "llc-14 cannot select i8 and i16 atomicrmw",
;!     "llvm14-gfx1030-w64": "llc-14 cannot select i8 and i16 atomicrmw",
;!     "llvm14-gfx1030-legacy": "llc-14 cannot select i8 and i16 atomicrmw"
;!   }
;! }
define amdgpu_kernel void @atomic_narrow_xchg_as0_div(ptr addrspace(1) %out, ptr %p, i64 %v, i32 %u) {
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
  %a3 = atomicrmw xchg ptr %a2, i8 %x8  monotonic
  %a4 = getelementptr i8, ptr %p, i32 128
  %a5 = getelementptr i8, ptr %a4, i32 %tid
  %a6 = cmpxchg ptr %a5, i8 %x8, i8 3  monotonic monotonic
  %a7 = getelementptr i16, ptr %p, i32 192
  %a8 = getelementptr i16, ptr %a7, i32 %tid
  %a9 = atomicrmw xchg ptr %a8, i16 %x16  monotonic
  %a10 = getelementptr i16, ptr %p, i32 256
  %a11 = getelementptr i16, ptr %a10, i32 %tid
  %a12 = cmpxchg ptr %a11, i16 %x16, i16 3  monotonic monotonic
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
;!   "outputs": ["p"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 cannot select i8 and i16 atomicrmw",
;!     "llvm14-gfx1010": "llc-14 cannot select i8 and i16 atomicrmw",
;!     "llvm14-gfx1030": "llc-14 cannot select i8 and i16 atomicrmw",
;!     "llvm14-gfx1030-w64": "llc-14 cannot select i8 and i16 atomicrmw",
;!     "llvm14-gfx1030-legacy": "llc-14 cannot select i8 and i16 atomicrmw"
;!   }
;! }
define amdgpu_kernel void @atomic_narrow_xchg_as0_uni(ptr addrspace(1) %out, ptr %p, i64 %v, i32 %u) {
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
  %a2 = atomicrmw xchg ptr %a1, i8 %x8  monotonic
  %a3 = getelementptr i8, ptr %p, i32 8
  %a4 = cmpxchg ptr %a3, i8 %x8, i8 3  monotonic monotonic
  %a5 = getelementptr i16, ptr %p, i32 12
  %a6 = atomicrmw xchg ptr %a5, i16 %x16  monotonic
  %a7 = getelementptr i16, ptr %p, i32 16
  %a8 = cmpxchg ptr %a7, i16 %x16, i16 3  monotonic monotonic
  ret void
}

@lds_atomic_narrow_xchg_div = internal addrspace(3) global [256 x i64] undef, align 8
define amdgpu_kernel void @atomic_narrow_xchg_as3_div(ptr addrspace(1) %out, ptr addrspace(3) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_xchg_div, i32 64
  %a2 = getelementptr i8, ptr addrspace(3) %a1, i32 %tid
  %a3 = atomicrmw xchg ptr addrspace(3) %a2, i8 %x8  monotonic
  %a4 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_xchg_div, i32 128
  %a5 = getelementptr i8, ptr addrspace(3) %a4, i32 %tid
  %a6 = cmpxchg ptr addrspace(3) %a5, i8 %x8, i8 3  monotonic monotonic
  %a7 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_xchg_div, i32 192
  %a8 = getelementptr i16, ptr addrspace(3) %a7, i32 %tid
  %a9 = atomicrmw xchg ptr addrspace(3) %a8, i16 %x16  monotonic
  %a10 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_xchg_div, i32 256
  %a11 = getelementptr i16, ptr addrspace(3) %a10, i32 %tid
  %a12 = cmpxchg ptr addrspace(3) %a11, i16 %x16, i16 3  monotonic monotonic
  ret void
}

@lds_atomic_narrow_xchg_uni = internal addrspace(3) global [256 x i64] undef, align 8
define amdgpu_kernel void @atomic_narrow_xchg_as3_uni(ptr addrspace(1) %out, ptr addrspace(3) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_xchg_uni, i32 4
  %a2 = atomicrmw xchg ptr addrspace(3) %a1, i8 %x8  monotonic
  %a3 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_xchg_uni, i32 8
  %a4 = cmpxchg ptr addrspace(3) %a3, i8 %x8, i8 3  monotonic monotonic
  %a5 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_xchg_uni, i32 12
  %a6 = atomicrmw xchg ptr addrspace(3) %a5, i16 %x16  monotonic
  %a7 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_xchg_uni, i32 16
  %a8 = cmpxchg ptr addrspace(3) %a7, i16 %x16, i16 3  monotonic monotonic
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
