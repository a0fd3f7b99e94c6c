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
;!   "outputs": ["out", "p"]
;! }
define amdgpu_kernel void @atomic_fadd_as1_div(ptr addrspace(1) %out, ptr addrspace(1) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr float, ptr addrspace(1) %p, i32 64
  %a2 = getelementptr float, ptr addrspace(1) %a1, i32 %tid
  %a3 = atomicrmw fadd ptr addrspace(1) %a2, float %xf  monotonic
  %a4 = getelementptr float, ptr addrspace(1) %out, i32 1
  store float %a3, ptr addrspace(1) %a4
  %a5 = getelementptr float, ptr addrspace(1) %p, i32 128
  %a6 = getelementptr float, ptr addrspace(1) %a5, i32 %tid
  %a7 = atomicrmw fadd ptr addrspace(1) %a6, float %xf  monotonic
  %a8 = getelementptr float, ptr addrspace(1) %p, i32 192
  %a9 = getelementptr float, ptr addrspace(1) %a8, i32 %tid
  %a10 = atomicrmw fsub ptr addrspace(1) %a9, float %xf  monotonic
  %a11 = getelementptr float, ptr addrspace(1) %out, i32 3
  store float %a10, ptr addrspace(1) %a11
  %a12 = getelementptr float, ptr addrspace(1) %p, i32 256
  %a13 = getelementptr float, ptr addrspace(1) %a12, i32 %tid
  %a14 = atomicrmw fsub ptr addrspace(1) %a13, float %xf  monotonic
  %a15 = getelementptr float, ptr addrspace(1) %p, i32 320
  %a16 = getelementptr float, ptr addrspace(1) %a15, i32 %tid
  %a17 = atomicrmw xchg ptr addrspace(1) %a16, float %xf  monotonic
  %a18 = getelementptr float, ptr addrspace(1) %out, i32 5
  store float %a17, ptr addrspace(1) %a18
  %a19 = getelementptr float, ptr addrspace(1) %p, i32 384
  %a20 = getelementptr float, ptr addrspace(1) %a19, i32 %tid
  %a21 = atomicrmw xchg ptr addrspace(1) %a20, float %xf  monotonic
  %a22 = getelementptr double, ptr addrspace(1) %p, i32 448
  %a23 = getelementptr double, ptr addrspace(1) %a22, i32 %tid
  %a24 = atomicrmw fadd ptr addrspace(1) %a23, double %xd  monotonic
  %a25 = getelementptr double, ptr addrspace(1) %out, i32 7
  store double %a24, ptr addrspace(1) %a25
  %a26 = getelementptr double, ptr addrspace(1) %p, i32 512
  %a27 = getelementptr double, ptr addrspace(1) %a26, i32 %tid
  %a28 = atomicrmw fadd ptr addrspace(1) %a27, double %xd  monotonic
  %a29 = getelementptr double, ptr addrspace(1) %p, i32 576
  %a30 = getelementptr double, ptr addrspace(1) %a29, i32 %tid
  %a31 = atomicrmw fsub ptr addrspace(1) %a30, double %xd  monotonic
  %a32 = getelementptr double, ptr addrspace(1) %out, i32 9
  store double %a31, ptr addrspace(1) %a32
  %a33 = getelementptr double, ptr addrspace(1) %p, i32 640
  %a34 = getelementptr double, ptr addrspace(1) %a33, i32 %tid
  %a35 = atomicrmw fsub ptr addrspace(1) %a34, double %xd  monotonic
  %a36 = getelementptr double, ptr addrspace(1) %p, i32 704
  %a37 = getelementptr double, ptr addrspace(1) %a36, i32 %tid
  %a38 = atomicrmw xchg ptr addrspace(1) %a37, double %xd  monotonic
  %a39 = getelementptr double, ptr addrspace(1) %out, i32 11
  store double %a38, ptr addrspace(1) %a39
  %a40 = getelementptr double, ptr addrspace(1) %p, i32 768
  %a41 = getelementptr double, ptr addrspace(1) %a40, i32 %tid
  %a42 = atomicrmw xchg ptr addrspace(1) %a41, double %xd  monotonic
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
;!   "outputs": ["out", "p"]
;! }
define amdgpu_kernel void @atomic_fadd_as1_uni(ptr addrspace(1) %out, ptr addrspace(1) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr float, ptr addrspace(1) %p, i32 4
  %a2 = atomicrmw fadd ptr addrspace(1) %a1, float %xf  monotonic
  %a3 = getelementptr float, ptr addrspace(1) %out, i32 1
  store float %a2, ptr addrspace(1) %a3
  %a4 = getelementptr float, ptr addrspace(1) %p, i32 8
  %a5 = atomicrmw fadd ptr addrspace(1) %a4, float %xf  monotonic
  %a6 = getelementptr float, ptr addrspace(1) %p, i32 12
  %a7 = atomicrmw fsub ptr addrspace(1) %a6, float %xf  monotonic
  %a8 = getelementptr float, ptr addrspace(1) %out, i32 3
  store float %a7, ptr addrspace(1) %a8
  %a9 = getelementptr float, ptr addrspace(1) %p, i32 16
  %a10 = atomicrmw fsub ptr addrspace(1) %a9, float %xf  monotonic
  %a11 = getelementptr float, ptr addrspace(1) %p, i32 20
  %a12 = atomicrmw xchg ptr addrspace(1) %a11, float %xf  monotonic
  %a13 = getelementptr float, ptr addrspace(1) %out, i32 5
  store float %a12, ptr addrspace(1) %a13
  %a14 = getelementptr float, ptr addrspace(1) %p, i32 24
  %a15 = atomicrmw xchg ptr addrspace(1) %a14, float %xf  monotonic
  %a16 = getelementptr double, ptr addrspace(1) %p, i32 28
  %a17 = atomicrmw fadd ptr addrspace(1) %a16, double %xd  monotonic
  %a18 = getelementptr double, ptr addrspace(1) %out, i32 7
  store double %a17, ptr addrspace(1) %a18
  %a19 = getelementptr double, ptr addrspace(1) %p, i32 32
  %a20 = atomicrmw fadd ptr addrspace(1) %a19, double %xd  monotonic
  %a21 = getelementptr double, ptr addrspace(1) %p, i32 36
  %a22 = atomicrmw fsub ptr addrspace(1) %a21, double %xd  monotonic
  %a23 = getelementptr double, ptr addrspace(1) %out, i32 9
  store double %a22, ptr addrspace(1) %a23
  %a24 = getelementptr double, ptr addrspace(1) %p, i32 40
  %a25 = atomicrmw fsub ptr addrspace(1) %a24, double %xd  monotonic
  %a26 = getelementptr double, ptr addrspace(1) %p, i32 44
  %a27 = atomicrmw xchg ptr addrspace(1) %a26, double %xd  monotonic
  %a28 = getelementptr double, ptr addrspace(1) %out, i32 11
  store double %a27, ptr addrspace(1) %a28
  %a29 = getelementptr double, ptr addrspace(1) %p, i32 48
  %a30 = atomicrmw xchg ptr addrspace(1) %a29, double %xd  monotonic
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
;!   "outputs": ["out", "p"]
;! }
define amdgpu_kernel void @atomic_fadd_as0_div(ptr addrspace(1) %out, ptr %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr float, ptr %p, i32 64
  %a2 = getelementptr float, ptr %a1, i32 %tid
  %a3 = atomicrmw fadd ptr %a2, float %xf  monotonic
  %a4 = getelementptr float, ptr addrspace(1) %out, i32 1
  store float %a3, ptr addrspace(1) %a4
  %a5 = getelementptr float, ptr %p, i32 128
  %a6 = getelementptr float, ptr %a5, i32 %tid
  %a7 = atomicrmw fadd ptr %a6, float %xf  monotonic
  %a8 = getelementptr float, ptr %p, i32 192
  %a9 = getelementptr float, ptr %a8, i32 %tid
  %a10 = atomicrmw fsub ptr %a9, float %xf  monotonic
  %a11 = getelementptr float, ptr addrspace(1) %out, i32 3
  store float %a10, ptr addrspace(1) %a11
  %a12 = getelementptr float, ptr %p, i32 256
  %a13 = getelementptr float, ptr %a12, i32 %tid
  %a14 = atomicrmw fsub ptr %a13, float %xf  monotonic
  %a15 = getelementptr float, ptr %p, i32 320
  %a16 = getelementptr float, ptr %a15, i32 %tid
  %a17 = atomicrmw xchg ptr %a16, float %xf  monotonic
  %a18 = getelementptr float, ptr addrspace(1) %out, i32 5
  store float %a17, ptr addrspace(1) %a18
  %a19 = getelementptr float, ptr %p, i32 384
  %a20 = getelementptr float, ptr %a19, i32 %tid
  %a21 = atomicrmw xchg ptr %a20, float %xf  monotonic
  %a22 = getelementptr double, ptr %p, i32 448
  %a23 = getelementptr double, ptr %a22, i32 %tid
  %a24 = atomicrmw fadd ptr %a23, double %xd  monotonic
  %a25 = getelementptr double, ptr addrspace(1) %out, i32 7
  store double %a24, ptr addrspace(1) %a25
  %a26 = getelementptr double, ptr %p, i32 512
  %a27 = getelementptr double, ptr %a26, i32 %tid
  %a28 = atomicrmw fadd ptr %a27, double %xd  monotonic
  %a29 = getelementptr double, ptr %p, i32 576
  %a30 = getelementptr double, ptr %a29, i32 %tid
  %a31 = atomicrmw fsub ptr %a30, double %xd  monotonic
  %a32 = getelementptr double, ptr addrspace(1) %out, i32 9
  store double %a31, ptr addrspace(1) %a32
  %a33 = getelementptr double, ptr %p, i32 640
  %a34 = getelementptr double, ptr %a33, i32 %tid
  %a35 = atomicrmw fsub ptr %a34, double %xd  monotonic
  %a36 = getelementptr double, ptr %p, i32 704
  %a37 = getelementptr double, ptr %a36, i32 %tid
  %a38 = atomicrmw xchg ptr %a37, double %xd  monotonic
  %a39 = getelementptr double, ptr addrspace(1) %out, i32 11
  store double %a38, ptr addrspace(1) %a39
  %a40 = getelementptr double, ptr %p, i32 768
  %a41 = getelementptr double, ptr %a40, i32 %tid
  %a42 = atomicrmw xchg ptr %a41, double %xd  monotonic
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
;!   "outputs": ["out", "p"]
;! }
define amdgpu_kernel void @atomic_fadd_as0_uni(ptr addrspace(1) %out, ptr %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr float, ptr %p, i32 4
  %a2 = atomicrmw fadd ptr %a1, float %xf  monotonic
  %a3 = getelementptr float, ptr addrspace(1) %out, i32 1
  store float %a2, ptr addrspace(1) %a3
  %a4 = getelementptr float, ptr %p, i32 8
  %a5 = atomicrmw fadd ptr %a4, float %xf  monotonic
  %a6 = getelementptr float, ptr %p, i32 12
  %a7 = atomicrmw fsub ptr %a6, float %xf  monotonic
  %a8 = getelementptr float, ptr addrspace(1) %out, i32 3
  store float %a7, ptr addrspace(1) %a8
  %a9 = getelementptr float, ptr %p, i32 16
  %a10 = atomicrmw fsub ptr %a9, float %xf  monotonic
  %a11 = getelementptr float, ptr %p, i32 20
  %a12 = atomicrmw xchg ptr %a11, float %xf  monotonic
  %a13 = getelementptr float, ptr addrspace(1) %out, i32 5
  store float %a12, ptr addrspace(1) %a13
  %a14 = getelementptr float, ptr %p, i32 24
  %a15 = atomicrmw xchg ptr %a14, float %xf  monotonic
  %a16 = getelementptr double, ptr %p, i32 28
  %a17 = atomicrmw fadd ptr %a16, double %xd  monotonic
  %a18 = getelementptr double, ptr addrspace(1) %out, i32 7
  store double %a17, ptr addrspace(1) %a18
  %a19 = getelementptr double, ptr %p, i32 32
  %a20 = atomicrmw fadd ptr %a19, double %xd  monotonic
  %a21 = getelementptr double, ptr %p, i32 36
  %a22 = atomicrmw fsub ptr %a21, double %xd  monotonic
  %a23 = getelementptr double, ptr addrspace(1) %out, i32 9
  store double %a22, ptr addrspace(1) %a23
  %a24 = getelementptr double, ptr %p, i32 40
  %a25 = atomicrmw fsub ptr %a24, double %xd  monotonic
  %a26 = getelementptr double, ptr %p, i32 44
  %a27 = atomicrmw xchg ptr %a26, double %xd  monotonic
  %a28 = getelementptr double, ptr addrspace(1) %out, i32 11
  store double %a27, ptr addrspace(1) %a28
  %a29 = getelementptr double, ptr %p, i32 48
  %a30 = atomicrmw xchg ptr %a29, double %xd  monotonic
  ret void
}

@lds_atomic_fadd_div = internal addrspace(3) global [256 x i64] undef, align 8
define amdgpu_kernel void @atomic_fadd_as3_div(ptr addrspace(1) %out, ptr addrspace(3) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr float, ptr addrspace(3) @lds_atomic_fadd_div, i32 64
  %a2 = getelementptr float, ptr addrspace(3) %a1, i32 %tid
  %a3 = atomicrmw fadd ptr addrspace(3) %a2, float %xf  monotonic
  %a4 = getelementptr float, ptr addrspace(1) %out, i32 1
  store float %a3, ptr addrspace(1) %a4
  %a5 = getelementptr float, ptr addrspace(3) @lds_atomic_fadd_div, i32 128
  %a6 = getelementptr float, ptr addrspace(3) %a5, i32 %tid
  %a7 = atomicrmw fadd ptr addrspace(3) %a6, float %xf  monotonic
  %a8 = getelementptr float, ptr addrspace(3) @lds_atomic_fadd_div, i32 192
  %a9 = getelementptr float, ptr addrspace(3) %a8, i32 %tid
  %a10 = atomicrmw fsub ptr addrspace(3) %a9, float %xf  monotonic
  %a11 = getelementptr float, ptr addrspace(1) %out, i32 3
  store float %a10, ptr addrspace(1) %a11
  %a12 = getelementptr float, ptr addrspace(3) @lds_atomic_fadd_div, i32 256
  %a13 = getelementptr float, ptr addrspace(3) %a12, i32 %tid
  %a14 = atomicrmw fsub ptr addrspace(3) %a13, float %xf  monotonic
  %a15 = getelementptr float, ptr addrspace(3) @lds_atomic_fadd_div, i32 320
  %a16 = getelementptr float, ptr addrspace(3) %a15, i32 %tid
  %a17 = atomicrmw xchg ptr addrspace(3) %a16, float %xf  monotonic
  %a18 = getelementptr float, ptr addrspace(1) %out, i32 5
  store float %a17, ptr addrspace(1) %a18
  %a19 = getelementptr float, ptr addrspace(3) @lds_atomic_fadd_div, i32 384
  %a20 = getelementptr float, ptr addrspace(3) %a19, i32 %tid
  %a21 = atomicrmw xchg ptr addrspace(3) %a20, float %xf  monotonic
  %a22 = getelementptr double, ptr addrspace(3) @lds_atomic_fadd_div, i32 448
  %a23 = getelementptr double, ptr addrspace(3) %a22, i32 %tid
  %a24 = atomicrmw fadd ptr addrspace(3) %a23, double %xd  monotonic
  %a25 = getelementptr double, ptr addrspace(1) %out, i32 7
  store double %a24, ptr addrspace(1) %a25
  %a26 = getelementptr double, ptr addrspace(3) @lds_atomic_fadd_div, i32 512
  %a27 = getelementptr double, ptr addrspace(3) %a26, i32 %tid
  %a28 = atomicrmw fadd ptr addrspace(3) %a27, double %xd  monotonic
  %a29 = getelementptr double, ptr addrspace(3) @lds_atomic_fadd_div, i32 576
  %a30 = getelementptr double, ptr addrspace(3) %a29, i32 %tid
  %a31 = atomicrmw fsub ptr addrspace(3) %a30, double %xd  monotonic
  %a32 = getelementptr double, ptr addrspace(1) %out, i32 9
  store double %a31, ptr addrspace(1) %a32
  %a33 = getelementptr double, ptr addrspace(3) @lds_atomic_fadd_div, i32 640
  %a34 = getelementptr double, ptr addrspace(3) %a33, i32 %tid
  %a35 = atomicrmw fsub ptr addrspace(3) %a34, double %xd  monotonic
  %a36 = getelementptr double, ptr addrspace(3) @lds_atomic_fadd_div, i32 704
  %a37 = getelementptr double, ptr addrspace(3) %a36, i32 %tid
  %a38 = atomicrmw xchg ptr addrspace(3) %a37, double %xd  monotonic
  %a39 = getelementptr double, ptr addrspace(1) %out, i32 11
  store double %a38, ptr addrspace(1) %a39
  %a40 = getelementptr double, ptr addrspace(3) @lds_atomic_fadd_div, i32 768
  %a41 = getelementptr double, ptr addrspace(3) %a40, i32 %tid
  %a42 = atomicrmw xchg ptr addrspace(3) %a41, double %xd  monotonic
  ret void
}

@lds_atomic_fadd_uni = internal addrspace(3) global [256 x i64] undef, align 8
define amdgpu_kernel void @atomic_fadd_as3_uni(ptr addrspace(1) %out, ptr addrspace(3) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr float, ptr addrspace(3) @lds_atomic_fadd_uni, i32 4
  %a2 = atomicrmw fadd ptr addrspace(3) %a1, float %xf  monotonic
  %a3 = getelementptr float, ptr addrspace(1) %out, i32 1
  store float %a2, ptr addrspace(1) %a3
  %a4 = getelementptr float, ptr addrspace(3) @lds_atomic_fadd_uni, i32 8
  %a5 = atomicrmw fadd ptr addrspace(3) %a4, float %xf  monotonic
  %a6 = getelementptr float, ptr addrspace(3) @lds_atomic_fadd_uni, i32 12
  %a7 = atomicrmw fsub ptr addrspace(3) %a6, float %xf  monotonic
  %a8 = getelementptr float, ptr addrspace(1) %out, i32 3
  store float %a7, ptr addrspace(1) %a8
  %a9 = getelementptr float, ptr addrspace(3) @lds_atomic_fadd_uni, i32 16
  %a10 = atomicrmw fsub ptr addrspace(3) %a9, float %xf  monotonic
  %a11 = getelementptr float, ptr addrspace(3) @lds_atomic_fadd_uni, i32 20
  %a12 = atomicrmw xchg ptr addrspace(3) %a11, float %xf  monotonic
  %a13 = getelementptr float, ptr addrspace(1) %out, i32 5
  store float %a12, ptr addrspace(1) %a13
  %a14 = getelementptr float, ptr addrspace(3) @lds_atomic_fadd_uni, i32 24
  %a15 = atomicrmw xchg ptr addrspace(3) %a14, float %xf  monotonic
  %a16 = getelementptr double, ptr addrspace(3) @lds_atomic_fadd_uni, i32 28
  %a17 = atomicrmw fadd ptr addrspace(3) %a16, double %xd  monotonic
  %a18 = getelementptr double, ptr addrspace(1) %out, i32 7
  store double %a17, ptr addrspace(1) %a18
  %a19 = getelementptr double, ptr addrspace(3) @lds_atomic_fadd_uni, i32 32
  %a20 = atomicrmw fadd ptr addrspace(3) %a19, double %xd  monotonic
  %a21 = getelementptr double, ptr addrspace(3) @lds_atomic_fadd_uni, i32 36
  %a22 = atomicrmw fsub ptr addrspace(3) %a21, double %xd  monotonic
  %a23 = getelementptr double, ptr addrspace(1) %out, i32 9
  store double %a22, ptr addrspace(1) %a23
  %a24 = getelementptr double, ptr addrspace(3) @lds_atomic_fadd_uni, i32 40
  %a25 = atomicrmw fsub ptr addrspace(3) %a24, double %xd  monotonic
  %a26 = getelementptr double, ptr addrspace(3) @lds_atomic_fadd_uni, i32 44
  %a27 = atomicrmw xchg ptr addrspace(3) %a26, double %xd  monotonic
  %a28 = getelementptr double, ptr addrspace(1) %out, i32 11
  store double %a27, ptr addrspace(1) %a28
  %a29 = getelementptr double, ptr addrspace(3) @lds_atomic_fadd_uni, i32 48
  %a30 = atomicrmw xchg ptr addrspace(3) %a29, double %xd  monotonic
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
