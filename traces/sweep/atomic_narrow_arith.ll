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
define amdgpu_kernel void @atomic_narrow_arith_as1_div(ptr addrspace(1) %out, ptr addrspace(1) %p, i64 %v, i32 %u) {
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
  %a3 = atomicrmw add ptr addrspace(1) %a2, i8 %x8  monotonic
  %a4 = getelementptr i8, ptr addrspace(1) %p, i32 128
  %a5 = getelementptr i8, ptr addrspace(1) %a4, i32 %tid
  %a6 = atomicrmw sub ptr addrspace(1) %a5, i8 %x8  monotonic
  %a7 = getelementptr i8, ptr addrspace(1) %p, i32 192
  %a8 = getelementptr i8, ptr addrspace(1) %a7, i32 %tid
  %a9 = atomicrmw nand ptr addrspace(1) %a8, i8 %x8  monotonic
  %a10 = getelementptr i8, ptr addrspace(1) %p, i32 256
  %a11 = getelementptr i8, ptr addrspace(1) %a10, i32 %tid
  %a12 = atomicrmw max ptr addrspace(1) %a11, i8 %x8  monotonic
  %a13 = getelementptr i8, ptr addrspace(1) %p, i32 320
  %a14 = getelementptr i8, ptr addrspace(1) %a13, i32 %tid
  %a15 = atomicrmw min ptr addrspace(1) %a14, i8 %x8  monotonic
  %a16 = getelementptr i8, ptr addrspace(1) %p, i32 384
  %a17 = getelementptr i8, ptr addrspace(1) %a16, i32 %tid
  %a18 = atomicrmw umax ptr addrspace(1) %a17, i8 %x8  monotonic
  %a19 = getelementptr i8, ptr addrspace(1) %p, i32 448
  %a20 = getelementptr i8, ptr addrspace(1) %a19, i32 %tid
  %a21 = atomicrmw umin ptr addrspace(1) %a20, i8 %x8  monotonic
  %a22 = getelementptr i16, ptr addrspace(1) %p, i32 512
  %a23 = getelementptr i16, ptr addrspace(1) %a22, i32 %tid
  %a24 = atomicrmw add ptr addrspace(1) %a23, i16 %x16  monotonic
  %a25 = getelementptr i16, ptr addrspace(1) %p, i32 576
  %a26 = getelementptr i16, ptr addrspace(1) %a25, i32 %tid
  %a27 = atomicrmw sub ptr addrspace(1) %a26, i16 %x16  monotonic
  %a28 = getelementptr i16, ptr addrspace(1) %p, i32 640
  %a29 = getelementptr i16, ptr addrspace(1) %a28, i32 %tid
  %a30 = atomicrmw nand ptr addrspace(1) %a29, i16 %x16  monotonic
  %a31 = getelementptr i16, ptr addrspace(1) %p, i32 704
  %a32 = getelementptr i16, ptr addrspace(1) %a31, i32 %tid
  %a33 = atomicrmw max ptr addrspace(1) %a32, i16 %x16  monotonic
  %a34 = getelementptr i16, ptr addrspace(1) %p, i32 768
  %a35 = getelementptr i16, ptr addrspace(1) %a34, i32 %tid
  %a36 = atomicrmw min ptr addrspace(1) %a35, i16 %x16  monotonic
  %a37 = getelementptr i16, ptr addrspace(1) %p, i32 832
  %a38 = getelementptr i16, ptr addrspace(1) %a37, i32 %tid
  %a39 = atomicrmw umax ptr addrspace(1) %a38, i16 %x16  monotonic
  %a40 = getelementptr i16, ptr addrspace(1) %p, i32 896
  %a41 = getelementptr i16, ptr addrspace(1) %a40, i32 %tid
  %a42 = atomicrmw umin ptr addrspace(1) %a41, i16 %x16  monotonic
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
define amdgpu_kernel void @atomic_narrow_arith_as1_uni(ptr addrspace(1) %out, ptr addrspace(1) %p, i64 %v, i32 %u) {
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
  %a2 = atomicrmw add ptr addrspace(1) %a1, i8 %x8  monotonic
  %a3 = getelementptr i8, ptr addrspace(1) %p, i32 8
  %a4 = atomicrmw sub ptr addrspace(1) %a3, i8 %x8  monotonic
  %a5 = getelementptr i8, ptr addrspace(1) %p, i32 12
  %a6 = atomicrmw nand ptr addrspace(1) %a5, i8 %x8  monotonic
  %a7 = getelementptr i8, ptr addrspace(1) %p, i32 16
  %a8 = atomicrmw max ptr addrspace(1) %a7, i8 %x8  monotonic
  %a9 = getelementptr i8, ptr addrspace(1) %p, i32 20
  %a10 = atomicrmw min ptr addrspace(1) %a9, i8 %x8  monotonic
  %a11 = getelementptr i8, ptr addrspace(1) %p, i32 24
  %a12 = atomicrmw umax ptr addrspace(1) %a11, i8 %x8  monotonic
  %a13 = getelementptr i8, ptr addrspace(1) %p, i32 28
  %a14 = atomicrmw umin ptr addrspace(1) %a13, i8 %x8  monotonic
  %a15 = getelementptr i16, ptr addrspace(1) %p, i32 32
  %a16 = atomicrmw add ptr addrspace(1) %a15, i16 %x16  monotonic
  %a17 = getelementptr i16, ptr addrspace(1) %p, i32 36
  %a18 = atomicrmw sub ptr addrspace(1) %a17, i16 %x16  monotonic
  %a19 = getelementptr i16, ptr addrspace(1) %p, i32 40
  %a20 = atomicrmw nand ptr addrspace(1) %a19, i16 %x16  monotonic
  %a21 = getelementptr i16, ptr addrspace(1) %p, i32 44
  %a22 = atomicrmw max ptr addrspace(1) %a21, i16 %x16  monotonic
  %a23 = getelementptr i16, ptr addrspace(1) %p, i32 48
  %a24 = atomicrmw min ptr addrspace(1) %a23, i16 %x16  monotonic
  %a25 = getelementptr i16, ptr addrspace(1) %p, i32 52
  %a26 = atomicrmw umax ptr addrspace(1) %a25, i16 %x16  monotonic
  %a27 = getelementptr i16, ptr addrspace(1) %p, i32 56
  %a28 = atomicrmw umin ptr addrspace(1) %a27, i16 %x16  monotonic
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
define amdgpu_kernel void @atomic_narrow_arith_as0_div(ptr addrspace(1) %out, ptr %p, i64 %v, i32 %u) {
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
  %a3 = atomicrmw add ptr %a2, i8 %x8  monotonic
  %a4 = getelementptr i8, ptr %p, i32 128
  %a5 = getelementptr i8, ptr %a4, i32 %tid
  %a6 = atomicrmw sub ptr %a5, i8 %x8  monotonic
  %a7 = getelementptr i8, ptr %p, i32 192
  %a8 = getelementptr i8, ptr %a7, i32 %tid
  %a9 = atomicrmw nand ptr %a8, i8 %x8  monotonic
  %a10 = getelementptr i8, ptr %p, i32 256
  %a11 = getelementptr i8, ptr %a10, i32 %tid
  %a12 = atomicrmw max ptr %a11, i8 %x8  monotonic
  %a13 = getelementptr i8, ptr %p, i32 320
  %a14 = getelementptr i8, ptr %a13, i32 %tid
  %a15 = atomicrmw min ptr %a14, i8 %x8  monotonic
  %a16 = getelementptr i8, ptr %p, i32 384
  %a17 = getelementptr i8, ptr %a16, i32 %tid
  %a18 = atomicrmw umax ptr %a17, i8 %x8  monotonic
  %a19 = getelementptr i8, ptr %p, i32 448
  %a20 = getelementptr i8, ptr %a19, i32 %tid
  %a21 = atomicrmw umin ptr %a20, i8 %x8  monotonic
  %a22 = getelementptr i16, ptr %p, i32 512
  %a23 = getelementptr i16, ptr %a22, i32 %tid
  %a24 = atomicrmw add ptr %a23, i16 %x16  monotonic
  %a25 = getelementptr i16, ptr %p, i32 576
  %a26 = getelementptr i16, ptr %a25, i32 %tid
  %a27 = atomicrmw sub ptr %a26, i16 %x16  monotonic
  %a28 = getelementptr i16, ptr %p, i32 640
  %a29 = getelementptr i16, ptr %a28, i32 %tid
  %a30 = atomicrmw nand ptr %a29, i16 %x16  monotonic
  %a31 = getelementptr i16, ptr %p, i32 704
  %a32 = getelementptr i16, ptr %a31, i32 %tid
  %a33 = atomicrmw max ptr %a32, i16 %x16  monotonic
  %a34 = getelementptr i16, ptr %p, i32 768
  %a35 = getelementptr i16, ptr %a34, i32 %tid
  %a36 = atomicrmw min ptr %a35, i16 %x16  monotonic
  %a37 = getelementptr i16, ptr %p, i32 832
  %a38 = getelementptr i16, ptr %a37, i32 %tid
  %a39 = atomicrmw umax ptr %a38, i16 %x16  monotonic
  %a40 = getelementptr i16, ptr %p, i32 896
  %a41 = getelementptr i16, ptr %a40, i32 %tid
  %a42 = atomicrmw umin ptr %a41, i16 %x16  monotonic
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
define amdgpu_kernel void @atomic_narrow_arith_as0_uni(ptr addrspace(1) %out, ptr %p, i64 %v, i32 %u) {
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
  %a2 = atomicrmw add ptr %a1, i8 %x8  monotonic
  %a3 = getelementptr i8, ptr %p, i32 8
  %a4 = atomicrmw sub ptr %a3, i8 %x8  monotonic
  %a5 = getelementptr i8, ptr %p, i32 12
  %a6 = atomicrmw nand ptr %a5, i8 %x8  monotonic
  %a7 = getelementptr i8, ptr %p, i32 16
  %a8 = atomicrmw max ptr %a7, i8 %x8  monotonic
  %a9 = getelementptr i8, ptr %p, i32 20
  %a10 = atomicrmw min ptr %a9, i8 %x8  monotonic
  %a11 = getelementptr i8, ptr %p, i32 24
  %a12 = atomicrmw umax ptr %a11, i8 %x8  monotonic
  %a13 = getelementptr i8, ptr %p, i32 28
  %a14 = atomicrmw umin ptr %a13, i8 %x8  monotonic
  %a15 = getelementptr i16, ptr %p, i32 32
  %a16 = atomicrmw add ptr %a15, i16 %x16  monotonic
  %a17 = getelementptr i16, ptr %p, i32 36
  %a18 = atomicrmw sub ptr %a17, i16 %x16  monotonic
  %a19 = getelementptr i16, ptr %p, i32 40
  %a20 = atomicrmw nand ptr %a19, i16 %x16  monotonic
  %a21 = getelementptr i16, ptr %p, i32 44
  %a22 = atomicrmw max ptr %a21, i16 %x16  monotonic
  %a23 = getelementptr i16, ptr %p, i32 48
  %a24 = atomicrmw min ptr %a23, i16 %x16  monotonic
  %a25 = getelementptr i16, ptr %p, i32 52
  %a26 = atomicrmw umax ptr %a25, i16 %x16  monotonic
  %a27 = getelementptr i16, ptr %p, i32 56
  %a28 = atomicrmw umin ptr %a27, i16 %x16  monotonic
  ret void
}

@lds_atomic_narrow_arith_div = internal addrspace(3) global [256 x i64] undef, align 8
define amdgpu_kernel void @atomic_narrow_arith_as3_div(ptr addrspace(1) %out, ptr addrspace(3) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_arith_div, i32 64
  %a2 = getelementptr i8, ptr addrspace(3) %a1, i32 %tid
  %a3 = atomicrmw add ptr addrspace(3) %a2, i8 %x8  monotonic
  %a4 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_arith_div, i32 128
  %a5 = getelementptr i8, ptr addrspace(3) %a4, i32 %tid
  %a6 = atomicrmw sub ptr addrspace(3) %a5, i8 %x8  monotonic
  %a7 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_arith_div, i32 192
  %a8 = getelementptr i8, ptr addrspace(3) %a7, i32 %tid
  %a9 = atomicrmw nand ptr addrspace(3) %a8, i8 %x8  monotonic
  %a10 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_arith_div, i32 256
  %a11 = getelementptr i8, ptr addrspace(3) %a10, i32 %tid
  %a12 = atomicrmw max ptr addrspace(3) %a11, i8 %x8  monotonic
  %a13 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_arith_div, i32 320
  %a14 = getelementptr i8, ptr addrspace(3) %a13, i32 %tid
  %a15 = atomicrmw min ptr addrspace(3) %a14, i8 %x8  monotonic
  %a16 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_arith_div, i32 384
  %a17 = getelementptr i8, ptr addrspace(3) %a16, i32 %tid
  %a18 = atomicrmw umax ptr addrspace(3) %a17, i8 %x8  monotonic
  %a19 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_arith_div, i32 448
  %a20 = getelementptr i8, ptr addrspace(3) %a19, i32 %tid
  %a21 = atomicrmw umin ptr addrspace(3) %a20, i8 %x8  monotonic
  %a22 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_arith_div, i32 512
  %a23 = getelementptr i16, ptr addrspace(3) %a22, i32 %tid
  %a24 = atomicrmw add ptr addrspace(3) %a23, i16 %x16  monotonic
  %a25 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_arith_div, i32 576
  %a26 = getelementptr i16, ptr addrspace(3) %a25, i32 %tid
  %a27 = atomicrmw sub ptr addrspace(3) %a26, i16 %x16  monotonic
  %a28 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_arith_div, i32 640
  %a29 = getelementptr i16, ptr addrspace(3) %a28, i32 %tid
  %a30 = atomicrmw nand ptr addrspace(3) %a29, i16 %x16  monotonic
  %a31 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_arith_div, i32 704
  %a32 = getelementptr i16, ptr addrspace(3) %a31, i32 %tid
  %a33 = atomicrmw max ptr addrspace(3) %a32, i16 %x16  monotonic
  %a34 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_arith_div, i32 768
  %a35 = getelementptr i16, ptr addrspace(3) %a34, i32 %tid
  %a36 = atomicrmw min ptr addrspace(3) %a35, i16 %x16  monotonic
  %a37 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_arith_div, i32 832
  %a38 = getelementptr i16, ptr addrspace(3) %a37, i32 %tid
  %a39 = atomicrmw umax ptr addrspace(3) %a38, i16 %x16  monotonic
  %a40 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_arith_div, i32 896
  %a41 = getelementptr i16, ptr addrspace(3) %a40, i32 %tid
  %a42 = atomicrmw umin ptr addrspace(3) %a41, i16 %x16  monotonic
  ret void
}

@lds_atomic_narrow_arith_uni = internal addrspace(3) global [256 x i64] undef, align 8
define amdgpu_kernel void @atomic_narrow_arith_as3_uni(ptr addrspace(1) %out, ptr addrspace(3) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_arith_uni, i32 4
  %a2 = atomicrmw add ptr addrspace(3) %a1, i8 %x8  monotonic
  %a3 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_arith_uni, i32 8
  %a4 = atomicrmw sub ptr addrspace(3) %a3, i8 %x8  monotonic
  %a5 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_arith_uni, i32 12
  %a6 = atomicrmw nand ptr addrspace(3) %a5, i8 %x8  monotonic
  %a7 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_arith_uni, i32 16
  %a8 = atomicrmw max ptr addrspace(3) %a7, i8 %x8  monotonic
  %a9 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_arith_uni, i32 20
  %a10 = atomicrmw min ptr addrspace(3) %a9, i8 %x8  monotonic
  %a11 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_arith_uni, i32 24
  %a12 = atomicrmw umax ptr addrspace(3) %a11, i8 %x8  monotonic
  %a13 = getelementptr i8, ptr addrspace(3) @lds_atomic_narrow_arith_uni, i32 28
  %a14 = atomicrmw umin ptr addrspace(3) %a13, i8 %x8  monotonic
  %a15 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_arith_uni, i32 32
  %a16 = atomicrmw add ptr addrspace(3) %a15, i16 %x16  monotonic
  %a17 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_arith_uni, i32 36
  %a18 = atomicrmw sub ptr addrspace(3) %a17, i16 %x16  monotonic
  %a19 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_arith_uni, i32 40
  %a20 = atomicrmw nand ptr addrspace(3) %a19, i16 %x16  monotonic
  %a21 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_arith_uni, i32 44
  %a22 = atomicrmw max ptr addrspace(3) %a21, i16 %x16  monotonic
  %a23 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_arith_uni, i32 48
  %a24 = atomicrmw min ptr addrspace(3) %a23, i16 %x16  monotonic
  %a25 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_arith_uni, i32 52
  %a26 = atomicrmw umax ptr addrspace(3) %a25, i16 %x16  monotonic
  %a27 = getelementptr i16, ptr addrspace(3) @lds_atomic_narrow_arith_uni, i32 56
  %a28 = atomicrmw umin ptr addrspace(3) %a27, i16 %x16  monotonic
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
