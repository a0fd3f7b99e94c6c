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
;!   "outputs": ["out", "p"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 does not parse atomicrmw fmin and fmax",
;!     "llvm14-gfx1010": "llc-14 does not parse atomicrmw fmin and fmax",
;!     "llvm14-gfx1030": "llc-14 does not parse atomicrmw fmin and fmax",
;!     "llvm14-gfx1030-w64": "llc-14 does not parse atomicrmw fmin and fmax",
;!     "llvm14-gfx1030-legacy": "llc-14 does not parse atomicrmw fmin and fmax"
;!   }
;! }
define amdgpu_kernel void @atomic_fminmax_as1_div(ptr addrspace(1) %out, ptr addrspace(1) %p, i64 %v, i32 %u) {
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
  %a3 = atomicrmw fmax ptr addrspace(1) %a2, float %xf  monotonic
  %a4 = getelementptr float, ptr addrspace(1) %out, i32 1
  store float %a3, ptr addrspace(1) %a4
  %a5 = getelementptr float, ptr addrspace(1) %p, i32 128
  %a6 = getelementptr float, ptr addrspace(1) %a5, i32 %tid
  %a7 = atomicrmw fmax ptr addrspace(1) %a6, float %xf  monotonic
  %a8 = getelementptr float, ptr addrspace(1) %p, i32 192
  %a9 = getelementptr float, ptr addrspace(1) %a8, i32 %tid
  %a10 = atomicrmw fmin ptr addrspace(1) %a9, float %xf  monotonic
  %a11 = getelementptr float, ptr addrspace(1) %out, i32 3
  store float %a10, ptr addrspace(1) %a11
  %a12 = getelementptr float, ptr addrspace(1) %p, i32 256
  %a13 = getelementptr float, ptr addrspace(1) %a12, i32 %tid
  %a14 = atomicrmw fmin ptr addrspace(1) %a13, float %xf  monotonic
  %a15 = getelementptr double, ptr addrspace(1) %p, i32 320
  %a16 = getelementptr double, ptr addrspace(1) %a15, i32 %tid
  %a17 = atomicrmw fmax ptr addrspace(1) %a16, double %xd  monotonic
  %a18 = getelementptr double, ptr addrspace(1) %out, i32 5
  store double %a17, ptr addrspace(1) %a18
  %a19 = getelementptr double, ptr addrspace(1) %p, i32 384
  %a20 = getelementptr double, ptr addrspace(1) %a19, i32 %tid
  %a21 = atomicrmw fmax ptr addrspace(1) %a20, double %xd  monotonic
  %a22 = getelementptr double, ptr addrspace(1) %p, i32 448
  %a23 = getelementptr double, ptr addrspace(1) %a22, i32 %tid
  %a24 = atomicrmw fmin ptr addrspace(1) %a23, double %xd  monotonic
  %a25 = getelementptr double, ptr addrspace(1) %out, i32 7
  store double %a24, ptr addrspace(1) %a25
  %a26 = getelementptr double, ptr addrspace(1) %p, i32 512
  %a27 = getelementptr double, ptr addrspace(1) %a26, i32 %tid
  %a28 = atomicrmw fmin ptr addrspace(1) %a27, double %xd  monotonic
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
;!   "outputs": ["out", "p"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 does not parse atomicrmw fmin and fmax",
;!     "llvm14-gfx1010": "llc-14 does not parse atomicrmw fmin and fmax",
;!     "llvm14-gfx1030": "llc-14 does not parse atomicrmw fmin and fmax",
;!     "llvm14-gfx1030-w64": "llc-14 does not parse atomicrmw fmin and fmax",
;!     "llvm14-gfx1030-legacy": "llc-14 does not parse atomicrmw fmin and fmax"
;!   }
;! }
define amdgpu_kernel void @atomic_fminmax_as1_uni(ptr addrspace(1) %out, ptr addrspace(1) %p, i64 %v, i32 %u) {
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
  %a2 = atomicrmw fmax ptr addrspace(1) %a1, float %xf  monotonic
  %a3 = getelementptr float, ptr addrspace(1) %out, i32 1
  store float %a2, ptr addrspace(1) %a3
  %a4 = getelementptr float, ptr addrspace(1) %p, i32 8
  %a5 = atomicrmw fmax ptr addrspace(1) %a4, float %xf  monotonic
  %a6 = getelementptr float, ptr addrspace(1) %p, i32 12
  %a7 = atomicrmw fmin ptr addrspace(1) %a6, float %xf  monotonic
  %a8 = getelementptr float, ptr addrspace(1) %out, i32 3
  store float %a7, ptr addrspace(1) %a8
  %a9 = getelementptr float, ptr addrspace(1) %p, i32 16
  %a10 = atomicrmw fmin ptr addrspace(1) %a9, float %xf  monotonic
  %a11 = getelementptr double, ptr addrspace(1) %p, i32 20
  %a12 = atomicrmw fmax ptr addrspace(1) %a11, double %xd  monotonic
  %a13 = getelementptr double, ptr addrspace(1) %out, i32 5
  store double %a12, ptr addrspace(1) %a13
  %a14 = getelementptr double, ptr addrspace(1) %p, i32 24
  %a15 = atomicrmw fmax ptr addrspace(1) %a14, double %xd  monotonic
  %a16 = getelementptr double, ptr addrspace(1) %p, i32 28
  %a17 = atomicrmw fmin ptr addrspace(1) %a16, double %xd  monotonic
  %a18 = getelementptr double, ptr addrspace(1) %out, i32 7
  store double %a17, ptr addrspace(1) %a18
  %a19 = getelementptr double, ptr addrspace(1) %p, i32 32
  %a20 = atomicrmw fmin ptr addrspace(1) %a19, double %xd  monotonic
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
;!   "outputs": ["out", "p"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 does not parse atomicrmw fmin and fmax",
;!     "llvm14-gfx1010": "llc-14 does not parse atomicrmw fmin and fmax",
;!     "llvm14-gfx1030": "llc-14 does not parse atomicrmw fmin and fmax",
;!     "llvm14-gfx1030-w64": "llc-14 does not parse atomicrmw fmin and fmax",
;!     "llvm14-gfx1030-legacy": "llc-14 does not parse atomicrmw fmin and fmax"
;!   }
;! }
define amdgpu_kernel void @atomic_fminmax_as0_div(ptr addrspace(1) %out, ptr %p, i64 %v, i32 %u) {
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
  %a3 = atomicrmw fmax ptr %a2, float %xf  monotonic
  %a4 = getelementptr float, ptr addrspace(1) %out, i32 1
  store float %a3, ptr addrspace(1) %a4
  %a5 = getelementptr float, ptr %p, i32 128
  %a6 = getelementptr float, ptr %a5, i32 %tid
  %a7 = atomicrmw fmax ptr %a6, float %xf  monotonic
  %a8 = getelementptr float, ptr %p, i32 192
  %a9 = getelementptr float, ptr %a8, i32 %tid
  %a10 = atomicrmw fmin ptr %a9, float %xf  monotonic
  %a11 = getelementptr float, ptr addrspace(1) %out, i32 3
  store float %a10, ptr addrspace(1) %a11
  %a12 = getelementptr float, ptr %p, i32 256
  %a13 = getelementptr float, ptr %a12, i32 %tid
  %a14 = atomicrmw fmin ptr %a13, float %xf  monotonic
  %a15 = getelementptr double, ptr %p, i32 320
  %a16 = getelementptr double, ptr %a15, i32 %tid
  %a17 = atomicrmw fmax ptr %a16, double %xd  monotonic
  %a18 = getelementptr double, ptr addrspace(1) %out, i32 5
  store double %a17, ptr addrspace(1) %a18
  %a19 = getelementptr double, ptr %p, i32 384
  %a20 = getelementptr double, ptr %a19, i32 %tid
  %a21 = atomicrmw fmax ptr %a20, double %xd  monotonic
  %a22 = getelementptr double, ptr %p, i32 448
  %a23 = getelementptr double, ptr %a22, i32 %tid
  %a24 = atomicrmw fmin ptr %a23, double %xd  monotonic
  %a25 = getelementptr double, ptr addrspace(1) %out, i32 7
  store double %a24, ptr addrspace(1) %a25
  %a26 = getelementptr double, ptr %p, i32 512
  %a27 = getelementptr double, ptr %a26, i32 %tid
  %a28 = atomicrmw fmin ptr %a27, double %xd  monotonic
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
;!   "outputs": ["out", "p"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 does not parse atomicrmw fmin and fmax",
;!     "llvm14-gfx1010": "llc-14 does not parse atomicrmw fmin and fmax",
;!     "llvm14-gfx1030": "llc-14 does not parse atomicrmw fmin and fmax",
;!     "llvm14-gfx1030-w64": "llc-14 does not parse atomicrmw fmin and fmax",
;!     "llvm14-gfx1030-legacy": "llc-14 does not parse atomicrmw fmin and fmax"
;!   }
;! }
define amdgpu_kernel void @atomic_fminmax_as0_uni(ptr addrspace(1) %out, ptr %p, i64 %v, i32 %u) {
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
  %a2 = atomicrmw fmax ptr %a1, float %xf  monotonic
  %a3 = getelementptr float, ptr addrspace(1) %out, i32 1
  store float %a2, ptr addrspace(1) %a3
  %a4 = getelementptr float, ptr %p, i32 8
  %a5 = atomicrmw fmax ptr %a4, float %xf  monotonic
  %a6 = getelementptr float, ptr %p, i32 12
  %a7 = atomicrmw fmin ptr %a6, float %xf  monotonic
  %a8 = getelementptr float, ptr addrspace(1) %out, i32 3
  store float %a7, ptr addrspace(1) %a8
  %a9 = getelementptr float, ptr %p, i32 16
  %a10 = atomicrmw fmin ptr %a9, float %xf  monotonic
  %a11 = getelementptr double, ptr %p, i32 20
  %a12 = atomicrmw fmax ptr %a11, double %xd  monotonic
  %a13 = getelementptr double, ptr addrspace(1) %out, i32 5
  store double %a12, ptr addrspace(1) %a13
  %a14 = getelementptr double, ptr %p, i32 24
  %a15 = atomicrmw fmax ptr %a14, double %xd  monotonic
  %a16 = getelementptr double, ptr %p, i32 28
  %a17 = atomicrmw fmin ptr %a16, double %xd  monotonic
  %a18 = getelementptr double, ptr addrspace(1) %out, i32 7
  store double %a17, ptr addrspace(1) %a18
  %a19 = getelementptr double, ptr %p, i32 32
  %a20 = atomicrmw fmin ptr %a19, double %xd  monotonic
  ret void
}

@lds_atomic_fminmax_div = internal addrspace(3) global [256 x i64] undef, align 8
define amdgpu_kernel void @atomic_fminmax_as3_div(ptr addrspace(1) %out, ptr addrspace(3) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr float, ptr addrspace(3) @lds_atomic_fminmax_div, i32 64
  %a2 = getelementptr float, ptr addrspace(3) %a1, i32 %tid
  %a3 = atomicrmw fmax ptr addrspace(3) %a2, float %xf  monotonic
  %a4 = getelementptr float, ptr addrspace(1) %out, i32 1
  store float %a3, ptr addrspace(1) %a4
  %a5 = getelementptr float, ptr addrspace(3) @lds_atomic_fminmax_div, i32 128
  %a6 = getelementptr float, ptr addrspace(3) %a5, i32 %tid
  %a7 = atomicrmw fmax ptr addrspace(3) %a6, float %xf  monotonic
  %a8 = getelementptr float, ptr addrspace(3) @lds_atomic_fminmax_div, i32 192
  %a9 = getelementptr float, ptr addrspace(3) %a8, i32 %tid
  %a10 = atomicrmw fmin ptr addrspace(3) %a9, float %xf  monotonic
  %a11 = getelementptr float, ptr addrspace(1) %out, i32 3
  store float %a10, ptr addrspace(1) %a11
  %a12 = getelementptr float, ptr addrspace(3) @lds_atomic_fminmax_div, i32 256
  %a13 = getelementptr float, ptr addrspace(3) %a12, i32 %tid
  %a14 = atomicrmw fmin ptr addrspace(3) %a13, float %xf  monotonic
  %a15 = getelementptr double, ptr addrspace(3) @lds_atomic_fminmax_div, i32 320
  %a16 = getelementptr double, ptr addrspace(3) %a15, i32 %tid
  %a17 = atomicrmw fmax ptr addrspace(3) %a16, double %xd  monotonic
  %a18 = getelementptr double, ptr addrspace(1) %out, i32 5
  store double %a17, ptr addrspace(1) %a18
  %a19 = getelementptr double, ptr addrspace(3) @lds_atomic_fminmax_div, i32 384
  %a20 = getelementptr double, ptr addrspace(3) %a19, i32 %tid
  %a21 = atomicrmw fmax ptr addrspace(3) %a20, double %xd  monotonic
  %a22 = getelementptr double, ptr addrspace(3) @lds_atomic_fminmax_div, i32 448
  %a23 = getelementptr double, ptr addrspace(3) %a22, i32 %tid
  %a24 = atomicrmw fmin ptr addrspace(3) %a23, double %xd  monotonic
  %a25 = getelementptr double, ptr addrspace(1) %out, i32 7
  store double %a24, ptr addrspace(1) %a25
  %a26 = getelementptr double, ptr addrspace(3) @lds_atomic_fminmax_div, i32 512
  %a27 = getelementptr double, ptr addrspace(3) %a26, i32 %tid
  %a28 = atomicrmw fmin ptr addrspace(3) %a27, double %xd  monotonic
  ret void
}

@lds_atomic_fminmax_uni = internal addrspace(3) global [256 x i64] undef, align 8
define amdgpu_kernel void @atomic_fminmax_as3_uni(ptr addrspace(1) %out, ptr addrspace(3) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr float, ptr addrspace(3) @lds_atomic_fminmax_uni, i32 4
  %a2 = atomicrmw fmax ptr addrspace(3) %a1, float %xf  monotonic
  %a3 = getelementptr float, ptr addrspace(1) %out, i32 1
  store float %a2, ptr addrspace(1) %a3
  %a4 = getelementptr float, ptr addrspace(3) @lds_atomic_fminmax_uni, i32 8
  %a5 = atomicrmw fmax ptr addrspace(3) %a4, float %xf  monotonic
  %a6 = getelementptr float, ptr addrspace(3) @lds_atomic_fminmax_uni, i32 12
  %a7 = atomicrmw fmin ptr addrspace(3) %a6, float %xf  monotonic
  %a8 = getelementptr float, ptr addrspace(1) %out, i32 3
  store float %a7, ptr addrspace(1) %a8
  %a9 = getelementptr float, ptr addrspace(3) @lds_atomic_fminmax_uni, i32 16
  %a10 = atomicrmw fmin ptr addrspace(3) %a9, float %xf  monotonic
  %a11 = getelementptr double, ptr addrspace(3) @lds_atomic_fminmax_uni, i32 20
  %a12 = atomicrmw fmax ptr addrspace(3) %a11, double %xd  monotonic
  %a13 = getelementptr double, ptr addrspace(1) %out, i32 5
  store double %a12, ptr addrspace(1) %a13
  %a14 = getelementptr double, ptr addrspace(3) @lds_atomic_fminmax_uni, i32 24
  %a15 = atomicrmw fmax ptr addrspace(3) %a14, double %xd  monotonic
  %a16 = getelementptr double, ptr addrspace(3) @lds_atomic_fminmax_uni, i32 28
  %a17 = atomicrmw fmin ptr addrspace(3) %a16, double %xd  monotonic
  %a18 = getelementptr double, ptr addrspace(1) %out, i32 7
  store double %a17, ptr addrspace(1) %a18
  %a19 = getelementptr double, ptr addrspace(3) @lds_atomic_fminmax_uni, i32 32
  %a20 = atomicrmw fmin ptr addrspace(3) %a19, double %xd  monotonic
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
