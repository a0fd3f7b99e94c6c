; Mnemonic sweep kernel: compiled by traces/sweep/gen for every llc version
; and target for the instruction mnemonics it makes llc emit. The kernels
; with a ';!' launch header also run against lli (traces/sweep/run). See
; traces/README.md, "Mnemonic sweep".

; llvm.is.fpclass (LLVM 15+).
;! {
;!   "grid": [64, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u32", "count": 64, "fill": "0xdeadbeef"},
;!     "in": {"type": "u32", "count": 256, "gen": "floatbits"}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i32": 0}],
;!   "outputs": ["out"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 does not know llvm.is.fpclass and calls it as an external function",
;!     "llvm14-gfx1010": "llc-14 does not know llvm.is.fpclass and calls it as an external function",
;!     "llvm14-gfx1030": "llc-14 does not know llvm.is.fpclass and calls it as an external function",
;!     "llvm14-gfx1030-w64": "llc-14 does not know llvm.is.fpclass and calls it as an external function",
;!     "llvm14-gfx1030-legacy": "llc-14 does not know llvm.is.fpclass and calls it as an external function"
;!   }
;! }
define amdgpu_kernel void @float_fpclass(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr <4 x i32>, ptr addrspace(1) %in, i32 %tid
  %v = load <4 x i32>, ptr addrspace(1) %p0
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i32 1
  %c = extractelement <4 x i32> %v, i32 2
  %fa = bitcast i32 %a to float
  %fb = bitcast i32 %b to float
  %fc = bitcast i32 %c to float
  %va = bitcast i32 %a to <2 x i16>
  %vb = bitcast i32 %b to <2 x i16>
  %ha = bitcast i32 %a to <2 x half>
  %hb = bitcast i32 %b to <2 x half>
  %sa = trunc i32 %a to i16
  %fsa = bitcast i16 %sa to half
  %sb = trunc i32 %b to i16
  %fsb = bitcast i16 %sb to half
  %sc = trunc i32 %c to i16
  %fsc = bitcast i16 %sc to half
  %c1 = call i1 @llvm.is.fpclass.f32(float %fa, i32 3)
  %c2 = call i1 @llvm.is.fpclass.f32(float %fb, i32 516)
  %c3 = call i1 @llvm.is.fpclass.f32(float %fc, i32 264)
  %d = fpext float %fa to double
  %c4 = call i1 @llvm.is.fpclass.f64(double %d, i32 96)
  %c5 = call i1 @llvm.is.fpclass.f16(half %fsa, i32 144)
  %x1 = xor i1 %c1, %c2
  %x2 = xor i1 %x1, %c3
  %x3 = xor i1 %x2, %c4
  %x4 = xor i1 %x3, %c5
  %r = zext i1 %x4 to i32
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i1 @llvm.is.fpclass.f32(float, i32 immarg)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg)
declare i1 @llvm.is.fpclass.f16(half, i32 immarg)
