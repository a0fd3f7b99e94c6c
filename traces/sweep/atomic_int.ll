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
define amdgpu_kernel void @atomic_int_as1_div(ptr addrspace(1) %out, ptr addrspace(1) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i32, ptr addrspace(1) %p, i32 64
  %a2 = getelementptr i32, ptr addrspace(1) %a1, i32 %tid
  %a3 = atomicrmw xchg ptr addrspace(1) %a2, i32 %xi  monotonic
  %a4 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %a3, ptr addrspace(1) %a4
  %a5 = getelementptr i32, ptr addrspace(1) %p, i32 128
  %a6 = getelementptr i32, ptr addrspace(1) %a5, i32 %tid
  %a7 = atomicrmw xchg ptr addrspace(1) %a6, i32 %xi  monotonic
  %a8 = getelementptr i32, ptr addrspace(1) %p, i32 192
  %a9 = getelementptr i32, ptr addrspace(1) %a8, i32 %tid
  %a10 = atomicrmw add ptr addrspace(1) %a9, i32 %xi  monotonic
  %a11 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %a10, ptr addrspace(1) %a11
  %a12 = getelementptr i32, ptr addrspace(1) %p, i32 256
  %a13 = getelementptr i32, ptr addrspace(1) %a12, i32 %tid
  %a14 = atomicrmw add ptr addrspace(1) %a13, i32 %xi  monotonic
  %a15 = getelementptr i32, ptr addrspace(1) %p, i32 320
  %a16 = getelementptr i32, ptr addrspace(1) %a15, i32 %tid
  %a17 = atomicrmw sub ptr addrspace(1) %a16, i32 %xi  monotonic
  %a18 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %a17, ptr addrspace(1) %a18
  %a19 = getelementptr i32, ptr addrspace(1) %p, i32 384
  %a20 = getelementptr i32, ptr addrspace(1) %a19, i32 %tid
  %a21 = atomicrmw sub ptr addrspace(1) %a20, i32 %xi  monotonic
  %a22 = getelementptr i32, ptr addrspace(1) %p, i32 448
  %a23 = getelementptr i32, ptr addrspace(1) %a22, i32 %tid
  %a24 = atomicrmw and ptr addrspace(1) %a23, i32 %xi  monotonic
  %a25 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %a24, ptr addrspace(1) %a25
  %a26 = getelementptr i32, ptr addrspace(1) %p, i32 512
  %a27 = getelementptr i32, ptr addrspace(1) %a26, i32 %tid
  %a28 = atomicrmw and ptr addrspace(1) %a27, i32 %xi  monotonic
  %a29 = getelementptr i32, ptr addrspace(1) %p, i32 576
  %a30 = getelementptr i32, ptr addrspace(1) %a29, i32 %tid
  %a31 = atomicrmw nand ptr addrspace(1) %a30, i32 %xi  monotonic
  %a32 = getelementptr i32, ptr addrspace(1) %out, i32 9
  store i32 %a31, ptr addrspace(1) %a32
  %a33 = getelementptr i32, ptr addrspace(1) %p, i32 640
  %a34 = getelementptr i32, ptr addrspace(1) %a33, i32 %tid
  %a35 = atomicrmw nand ptr addrspace(1) %a34, i32 %xi  monotonic
  %a36 = getelementptr i32, ptr addrspace(1) %p, i32 704
  %a37 = getelementptr i32, ptr addrspace(1) %a36, i32 %tid
  %a38 = atomicrmw or ptr addrspace(1) %a37, i32 %xi  monotonic
  %a39 = getelementptr i32, ptr addrspace(1) %out, i32 11
  store i32 %a38, ptr addrspace(1) %a39
  %a40 = getelementptr i32, ptr addrspace(1) %p, i32 768
  %a41 = getelementptr i32, ptr addrspace(1) %a40, i32 %tid
  %a42 = atomicrmw or ptr addrspace(1) %a41, i32 %xi  monotonic
  %a43 = getelementptr i32, ptr addrspace(1) %p, i32 832
  %a44 = getelementptr i32, ptr addrspace(1) %a43, i32 %tid
  %a45 = atomicrmw xor ptr addrspace(1) %a44, i32 %xi  monotonic
  %a46 = getelementptr i32, ptr addrspace(1) %out, i32 13
  store i32 %a45, ptr addrspace(1) %a46
  %a47 = getelementptr i32, ptr addrspace(1) %p, i32 896
  %a48 = getelementptr i32, ptr addrspace(1) %a47, i32 %tid
  %a49 = atomicrmw xor ptr addrspace(1) %a48, i32 %xi  monotonic
  %a50 = getelementptr i32, ptr addrspace(1) %p, i32 960
  %a51 = getelementptr i32, ptr addrspace(1) %a50, i32 %tid
  %a52 = atomicrmw max ptr addrspace(1) %a51, i32 %xi  monotonic
  %a53 = getelementptr i32, ptr addrspace(1) %out, i32 15
  store i32 %a52, ptr addrspace(1) %a53
  %a54 = getelementptr i32, ptr addrspace(1) %p, i32 1024
  %a55 = getelementptr i32, ptr addrspace(1) %a54, i32 %tid
  %a56 = atomicrmw max ptr addrspace(1) %a55, i32 %xi  monotonic
  %a57 = getelementptr i32, ptr addrspace(1) %p, i32 1088
  %a58 = getelementptr i32, ptr addrspace(1) %a57, i32 %tid
  %a59 = atomicrmw min ptr addrspace(1) %a58, i32 %xi  monotonic
  %a60 = getelementptr i32, ptr addrspace(1) %out, i32 17
  store i32 %a59, ptr addrspace(1) %a60
  %a61 = getelementptr i32, ptr addrspace(1) %p, i32 1152
  %a62 = getelementptr i32, ptr addrspace(1) %a61, i32 %tid
  %a63 = atomicrmw min ptr addrspace(1) %a62, i32 %xi  monotonic
  %a64 = getelementptr i32, ptr addrspace(1) %p, i32 1216
  %a65 = getelementptr i32, ptr addrspace(1) %a64, i32 %tid
  %a66 = atomicrmw umax ptr addrspace(1) %a65, i32 %xi  monotonic
  %a67 = getelementptr i32, ptr addrspace(1) %out, i32 19
  store i32 %a66, ptr addrspace(1) %a67
  %a68 = getelementptr i32, ptr addrspace(1) %p, i32 1280
  %a69 = getelementptr i32, ptr addrspace(1) %a68, i32 %tid
  %a70 = atomicrmw umax ptr addrspace(1) %a69, i32 %xi  monotonic
  %a71 = getelementptr i32, ptr addrspace(1) %p, i32 1344
  %a72 = getelementptr i32, ptr addrspace(1) %a71, i32 %tid
  %a73 = atomicrmw umin ptr addrspace(1) %a72, i32 %xi  monotonic
  %a74 = getelementptr i32, ptr addrspace(1) %out, i32 21
  store i32 %a73, ptr addrspace(1) %a74
  %a75 = getelementptr i32, ptr addrspace(1) %p, i32 1408
  %a76 = getelementptr i32, ptr addrspace(1) %a75, i32 %tid
  %a77 = atomicrmw umin ptr addrspace(1) %a76, i32 %xi  monotonic
  %a78 = getelementptr i32, ptr addrspace(1) %p, i32 1472
  %a79 = getelementptr i32, ptr addrspace(1) %a78, i32 %tid
  %a80 = cmpxchg ptr addrspace(1) %a79, i32 %xi, i32 3  monotonic monotonic
  %a81 = extractvalue {i32, i1} %a80, 0
  %a82 = getelementptr i32, ptr addrspace(1) %out, i32 23
  store i32 %a81, ptr addrspace(1) %a82
  %a83 = getelementptr i32, ptr addrspace(1) %p, i32 1536
  %a84 = getelementptr i32, ptr addrspace(1) %a83, i32 %tid
  %a85 = cmpxchg ptr addrspace(1) %a84, i32 %xi, i32 3  monotonic monotonic
  %a86 = getelementptr i64, ptr addrspace(1) %p, i32 1600
  %a87 = getelementptr i64, ptr addrspace(1) %a86, i32 %tid
  %a88 = atomicrmw xchg ptr addrspace(1) %a87, i64 %xw  monotonic
  %a89 = getelementptr i64, ptr addrspace(1) %out, i32 25
  store i64 %a88, ptr addrspace(1) %a89
  %a90 = getelementptr i64, ptr addrspace(1) %p, i32 1664
  %a91 = getelementptr i64, ptr addrspace(1) %a90, i32 %tid
  %a92 = atomicrmw xchg ptr addrspace(1) %a91, i64 %xw  monotonic
  %a93 = getelementptr i64, ptr addrspace(1) %p, i32 1728
  %a94 = getelementptr i64, ptr addrspace(1) %a93, i32 %tid
  %a95 = atomicrmw add ptr addrspace(1) %a94, i64 %xw  monotonic
  %a96 = getelementptr i64, ptr addrspace(1) %out, i32 27
  store i64 %a95, ptr addrspace(1) %a96
  %a97 = getelementptr i64, ptr addrspace(1) %p, i32 1792
  %a98 = getelementptr i64, ptr addrspace(1) %a97, i32 %tid
  %a99 = atomicrmw add ptr addrspace(1) %a98, i64 %xw  monotonic
  %a100 = getelementptr i64, ptr addrspace(1) %p, i32 1856
  %a101 = getelementptr i64, ptr addrspace(1) %a100, i32 %tid
  %a102 = atomicrmw sub ptr addrspace(1) %a101, i64 %xw  monotonic
  %a103 = getelementptr i64, ptr addrspace(1) %out, i32 29
  store i64 %a102, ptr addrspace(1) %a103
  %a104 = getelementptr i64, ptr addrspace(1) %p, i32 1920
  %a105 = getelementptr i64, ptr addrspace(1) %a104, i32 %tid
  %a106 = atomicrmw sub ptr addrspace(1) %a105, i64 %xw  monotonic
  %a107 = getelementptr i64, ptr addrspace(1) %p, i32 1984
  %a108 = getelementptr i64, ptr addrspace(1) %a107, i32 %tid
  %a109 = atomicrmw and ptr addrspace(1) %a108, i64 %xw  monotonic
  %a110 = getelementptr i64, ptr addrspace(1) %out, i32 31
  store i64 %a109, ptr addrspace(1) %a110
  %a111 = getelementptr i64, ptr addrspace(1) %p, i32 2048
  %a112 = getelementptr i64, ptr addrspace(1) %a111, i32 %tid
  %a113 = atomicrmw and ptr addrspace(1) %a112, i64 %xw  monotonic
  %a114 = getelementptr i64, ptr addrspace(1) %p, i32 2112
  %a115 = getelementptr i64, ptr addrspace(1) %a114, i32 %tid
  %a116 = atomicrmw nand ptr addrspace(1) %a115, i64 %xw  monotonic
  %a117 = getelementptr i64, ptr addrspace(1) %out, i32 33
  store i64 %a116, ptr addrspace(1) %a117
  %a118 = getelementptr i64, ptr addrspace(1) %p, i32 2176
  %a119 = getelementptr i64, ptr addrspace(1) %a118, i32 %tid
  %a120 = atomicrmw nand ptr addrspace(1) %a119, i64 %xw  monotonic
  %a121 = getelementptr i64, ptr addrspace(1) %p, i32 2240
  %a122 = getelementptr i64, ptr addrspace(1) %a121, i32 %tid
  %a123 = atomicrmw or ptr addrspace(1) %a122, i64 %xw  monotonic
  %a124 = getelementptr i64, ptr addrspace(1) %out, i32 35
  store i64 %a123, ptr addrspace(1) %a124
  %a125 = getelementptr i64, ptr addrspace(1) %p, i32 2304
  %a126 = getelementptr i64, ptr addrspace(1) %a125, i32 %tid
  %a127 = atomicrmw or ptr addrspace(1) %a126, i64 %xw  monotonic
  %a128 = getelementptr i64, ptr addrspace(1) %p, i32 2368
  %a129 = getelementptr i64, ptr addrspace(1) %a128, i32 %tid
  %a130 = atomicrmw xor ptr addrspace(1) %a129, i64 %xw  monotonic
  %a131 = getelementptr i64, ptr addrspace(1) %out, i32 37
  store i64 %a130, ptr addrspace(1) %a131
  %a132 = getelementptr i64, ptr addrspace(1) %p, i32 2432
  %a133 = getelementptr i64, ptr addrspace(1) %a132, i32 %tid
  %a134 = atomicrmw xor ptr addrspace(1) %a133, i64 %xw  monotonic
  %a135 = getelementptr i64, ptr addrspace(1) %p, i32 2496
  %a136 = getelementptr i64, ptr addrspace(1) %a135, i32 %tid
  %a137 = atomicrmw max ptr addrspace(1) %a136, i64 %xw  monotonic
  %a138 = getelementptr i64, ptr addrspace(1) %out, i32 39
  store i64 %a137, ptr addrspace(1) %a138
  %a139 = getelementptr i64, ptr addrspace(1) %p, i32 2560
  %a140 = getelementptr i64, ptr addrspace(1) %a139, i32 %tid
  %a141 = atomicrmw max ptr addrspace(1) %a140, i64 %xw  monotonic
  %a142 = getelementptr i64, ptr addrspace(1) %p, i32 2624
  %a143 = getelementptr i64, ptr addrspace(1) %a142, i32 %tid
  %a144 = atomicrmw min ptr addrspace(1) %a143, i64 %xw  monotonic
  %a145 = getelementptr i64, ptr addrspace(1) %out, i32 41
  store i64 %a144, ptr addrspace(1) %a145
  %a146 = getelementptr i64, ptr addrspace(1) %p, i32 2688
  %a147 = getelementptr i64, ptr addrspace(1) %a146, i32 %tid
  %a148 = atomicrmw min ptr addrspace(1) %a147, i64 %xw  monotonic
  %a149 = getelementptr i64, ptr addrspace(1) %p, i32 2752
  %a150 = getelementptr i64, ptr addrspace(1) %a149, i32 %tid
  %a151 = atomicrmw umax ptr addrspace(1) %a150, i64 %xw  monotonic
  %a152 = getelementptr i64, ptr addrspace(1) %out, i32 43
  store i64 %a151, ptr addrspace(1) %a152
  %a153 = getelementptr i64, ptr addrspace(1) %p, i32 2816
  %a154 = getelementptr i64, ptr addrspace(1) %a153, i32 %tid
  %a155 = atomicrmw umax ptr addrspace(1) %a154, i64 %xw  monotonic
  %a156 = getelementptr i64, ptr addrspace(1) %p, i32 2880
  %a157 = getelementptr i64, ptr addrspace(1) %a156, i32 %tid
  %a158 = atomicrmw umin ptr addrspace(1) %a157, i64 %xw  monotonic
  %a159 = getelementptr i64, ptr addrspace(1) %out, i32 45
  store i64 %a158, ptr addrspace(1) %a159
  %a160 = getelementptr i64, ptr addrspace(1) %p, i32 2944
  %a161 = getelementptr i64, ptr addrspace(1) %a160, i32 %tid
  %a162 = atomicrmw umin ptr addrspace(1) %a161, i64 %xw  monotonic
  %a163 = getelementptr i64, ptr addrspace(1) %p, i32 3008
  %a164 = getelementptr i64, ptr addrspace(1) %a163, i32 %tid
  %a165 = cmpxchg ptr addrspace(1) %a164, i64 %xw, i64 3  monotonic monotonic
  %a166 = extractvalue {i64, i1} %a165, 0
  %a167 = getelementptr i64, ptr addrspace(1) %out, i32 47
  store i64 %a166, ptr addrspace(1) %a167
  %a168 = getelementptr i64, ptr addrspace(1) %p, i32 3072
  %a169 = getelementptr i64, ptr addrspace(1) %a168, i32 %tid
  %a170 = cmpxchg ptr addrspace(1) %a169, i64 %xw, i64 3  monotonic monotonic
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
define amdgpu_kernel void @atomic_int_as1_uni(ptr addrspace(1) %out, ptr addrspace(1) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i32, ptr addrspace(1) %p, i32 4
  %a2 = atomicrmw xchg ptr addrspace(1) %a1, i32 %xi  monotonic
  %a3 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %a2, ptr addrspace(1) %a3
  %a4 = getelementptr i32, ptr addrspace(1) %p, i32 8
  %a5 = atomicrmw xchg ptr addrspace(1) %a4, i32 %xi  monotonic
  %a6 = getelementptr i32, ptr addrspace(1) %p, i32 12
  %a7 = atomicrmw add ptr addrspace(1) %a6, i32 %xi  monotonic
  %a8 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %a7, ptr addrspace(1) %a8
  %a9 = getelementptr i32, ptr addrspace(1) %p, i32 16
  %a10 = atomicrmw add ptr addrspace(1) %a9, i32 %xi  monotonic
  %a11 = getelementptr i32, ptr addrspace(1) %p, i32 20
  %a12 = atomicrmw sub ptr addrspace(1) %a11, i32 %xi  monotonic
  %a13 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %a12, ptr addrspace(1) %a13
  %a14 = getelementptr i32, ptr addrspace(1) %p, i32 24
  %a15 = atomicrmw sub ptr addrspace(1) %a14, i32 %xi  monotonic
  %a16 = getelementptr i32, ptr addrspace(1) %p, i32 28
  %a17 = atomicrmw and ptr addrspace(1) %a16, i32 %xi  monotonic
  %a18 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %a17, ptr addrspace(1) %a18
  %a19 = getelementptr i32, ptr addrspace(1) %p, i32 32
  %a20 = atomicrmw and ptr addrspace(1) %a19, i32 %xi  monotonic
  %a21 = getelementptr i32, ptr addrspace(1) %p, i32 36
  %a22 = atomicrmw nand ptr addrspace(1) %a21, i32 %xi  monotonic
  %a23 = getelementptr i32, ptr addrspace(1) %out, i32 9
  store i32 %a22, ptr addrspace(1) %a23
  %a24 = getelementptr i32, ptr addrspace(1) %p, i32 40
  %a25 = atomicrmw nand ptr addrspace(1) %a24, i32 %xi  monotonic
  %a26 = getelementptr i32, ptr addrspace(1) %p, i32 44
  %a27 = atomicrmw or ptr addrspace(1) %a26, i32 %xi  monotonic
  %a28 = getelementptr i32, ptr addrspace(1) %out, i32 11
  store i32 %a27, ptr addrspace(1) %a28
  %a29 = getelementptr i32, ptr addrspace(1) %p, i32 48
  %a30 = atomicrmw or ptr addrspace(1) %a29, i32 %xi  monotonic
  %a31 = getelementptr i32, ptr addrspace(1) %p, i32 52
  %a32 = atomicrmw xor ptr addrspace(1) %a31, i32 %xi  monotonic
  %a33 = getelementptr i32, ptr addrspace(1) %out, i32 13
  store i32 %a32, ptr addrspace(1) %a33
  %a34 = getelementptr i32, ptr addrspace(1) %p, i32 56
  %a35 = atomicrmw xor ptr addrspace(1) %a34, i32 %xi  monotonic
  %a36 = getelementptr i32, ptr addrspace(1) %p, i32 60
  %a37 = atomicrmw max ptr addrspace(1) %a36, i32 %xi  monotonic
  %a38 = getelementptr i32, ptr addrspace(1) %out, i32 15
  store i32 %a37, ptr addrspace(1) %a38
  %a39 = getelementptr i32, ptr addrspace(1) %p, i32 64
  %a40 = atomicrmw max ptr addrspace(1) %a39, i32 %xi  monotonic
  %a41 = getelementptr i32, ptr addrspace(1) %p, i32 68
  %a42 = atomicrmw min ptr addrspace(1) %a41, i32 %xi  monotonic
  %a43 = getelementptr i32, ptr addrspace(1) %out, i32 17
  store i32 %a42, ptr addrspace(1) %a43
  %a44 = getelementptr i32, ptr addrspace(1) %p, i32 72
  %a45 = atomicrmw min ptr addrspace(1) %a44, i32 %xi  monotonic
  %a46 = getelementptr i32, ptr addrspace(1) %p, i32 76
  %a47 = atomicrmw umax ptr addrspace(1) %a46, i32 %xi  monotonic
  %a48 = getelementptr i32, ptr addrspace(1) %out, i32 19
  store i32 %a47, ptr addrspace(1) %a48
  %a49 = getelementptr i32, ptr addrspace(1) %p, i32 80
  %a50 = atomicrmw umax ptr addrspace(1) %a49, i32 %xi  monotonic
  %a51 = getelementptr i32, ptr addrspace(1) %p, i32 84
  %a52 = atomicrmw umin ptr addrspace(1) %a51, i32 %xi  monotonic
  %a53 = getelementptr i32, ptr addrspace(1) %out, i32 21
  store i32 %a52, ptr addrspace(1) %a53
  %a54 = getelementptr i32, ptr addrspace(1) %p, i32 88
  %a55 = atomicrmw umin ptr addrspace(1) %a54, i32 %xi  monotonic
  %a56 = getelementptr i32, ptr addrspace(1) %p, i32 92
  %a57 = cmpxchg ptr addrspace(1) %a56, i32 %xi, i32 3  monotonic monotonic
  %a58 = extractvalue {i32, i1} %a57, 0
  %a59 = getelementptr i32, ptr addrspace(1) %out, i32 23
  store i32 %a58, ptr addrspace(1) %a59
  %a60 = getelementptr i32, ptr addrspace(1) %p, i32 96
  %a61 = cmpxchg ptr addrspace(1) %a60, i32 %xi, i32 3  monotonic monotonic
  %a62 = getelementptr i64, ptr addrspace(1) %p, i32 100
  %a63 = atomicrmw xchg ptr addrspace(1) %a62, i64 %xw  monotonic
  %a64 = getelementptr i64, ptr addrspace(1) %out, i32 25
  store i64 %a63, ptr addrspace(1) %a64
  %a65 = getelementptr i64, ptr addrspace(1) %p, i32 104
  %a66 = atomicrmw xchg ptr addrspace(1) %a65, i64 %xw  monotonic
  %a67 = getelementptr i64, ptr addrspace(1) %p, i32 108
  %a68 = atomicrmw add ptr addrspace(1) %a67, i64 %xw  monotonic
  %a69 = getelementptr i64, ptr addrspace(1) %out, i32 27
  store i64 %a68, ptr addrspace(1) %a69
  %a70 = getelementptr i64, ptr addrspace(1) %p, i32 112
  %a71 = atomicrmw add ptr addrspace(1) %a70, i64 %xw  monotonic
  %a72 = getelementptr i64, ptr addrspace(1) %p, i32 116
  %a73 = atomicrmw sub ptr addrspace(1) %a72, i64 %xw  monotonic
  %a74 = getelementptr i64, ptr addrspace(1) %out, i32 29
  store i64 %a73, ptr addrspace(1) %a74
  %a75 = getelementptr i64, ptr addrspace(1) %p, i32 120
  %a76 = atomicrmw sub ptr addrspace(1) %a75, i64 %xw  monotonic
  %a77 = getelementptr i64, ptr addrspace(1) %p, i32 124
  %a78 = atomicrmw and ptr addrspace(1) %a77, i64 %xw  monotonic
  %a79 = getelementptr i64, ptr addrspace(1) %out, i32 31
  store i64 %a78, ptr addrspace(1) %a79
  %a80 = getelementptr i64, ptr addrspace(1) %p, i32 128
  %a81 = atomicrmw and ptr addrspace(1) %a80, i64 %xw  monotonic
  %a82 = getelementptr i64, ptr addrspace(1) %p, i32 132
  %a83 = atomicrmw nand ptr addrspace(1) %a82, i64 %xw  monotonic
  %a84 = getelementptr i64, ptr addrspace(1) %out, i32 33
  store i64 %a83, ptr addrspace(1) %a84
  %a85 = getelementptr i64, ptr addrspace(1) %p, i32 136
  %a86 = atomicrmw nand ptr addrspace(1) %a85, i64 %xw  monotonic
  %a87 = getelementptr i64, ptr addrspace(1) %p, i32 140
  %a88 = atomicrmw or ptr addrspace(1) %a87, i64 %xw  monotonic
  %a89 = getelementptr i64, ptr addrspace(1) %out, i32 35
  store i64 %a88, ptr addrspace(1) %a89
  %a90 = getelementptr i64, ptr addrspace(1) %p, i32 144
  %a91 = atomicrmw or ptr addrspace(1) %a90, i64 %xw  monotonic
  %a92 = getelementptr i64, ptr addrspace(1) %p, i32 148
  %a93 = atomicrmw xor ptr addrspace(1) %a92, i64 %xw  monotonic
  %a94 = getelementptr i64, ptr addrspace(1) %out, i32 37
  store i64 %a93, ptr addrspace(1) %a94
  %a95 = getelementptr i64, ptr addrspace(1) %p, i32 152
  %a96 = atomicrmw xor ptr addrspace(1) %a95, i64 %xw  monotonic
  %a97 = getelementptr i64, ptr addrspace(1) %p, i32 156
  %a98 = atomicrmw max ptr addrspace(1) %a97, i64 %xw  monotonic
  %a99 = getelementptr i64, ptr addrspace(1) %out, i32 39
  store i64 %a98, ptr addrspace(1) %a99
  %a100 = getelementptr i64, ptr addrspace(1) %p, i32 160
  %a101 = atomicrmw max ptr addrspace(1) %a100, i64 %xw  monotonic
  %a102 = getelementptr i64, ptr addrspace(1) %p, i32 164
  %a103 = atomicrmw min ptr addrspace(1) %a102, i64 %xw  monotonic
  %a104 = getelementptr i64, ptr addrspace(1) %out, i32 41
  store i64 %a103, ptr addrspace(1) %a104
  %a105 = getelementptr i64, ptr addrspace(1) %p, i32 168
  %a106 = atomicrmw min ptr addrspace(1) %a105, i64 %xw  monotonic
  %a107 = getelementptr i64, ptr addrspace(1) %p, i32 172
  %a108 = atomicrmw umax ptr addrspace(1) %a107, i64 %xw  monotonic
  %a109 = getelementptr i64, ptr addrspace(1) %out, i32 43
  store i64 %a108, ptr addrspace(1) %a109
  %a110 = getelementptr i64, ptr addrspace(1) %p, i32 176
  %a111 = atomicrmw umax ptr addrspace(1) %a110, i64 %xw  monotonic
  %a112 = getelementptr i64, ptr addrspace(1) %p, i32 180
  %a113 = atomicrmw umin ptr addrspace(1) %a112, i64 %xw  monotonic
  %a114 = getelementptr i64, ptr addrspace(1) %out, i32 45
  store i64 %a113, ptr addrspace(1) %a114
  %a115 = getelementptr i64, ptr addrspace(1) %p, i32 184
  %a116 = atomicrmw umin ptr addrspace(1) %a115, i64 %xw  monotonic
  %a117 = getelementptr i64, ptr addrspace(1) %p, i32 188
  %a118 = cmpxchg ptr addrspace(1) %a117, i64 %xw, i64 3  monotonic monotonic
  %a119 = extractvalue {i64, i1} %a118, 0
  %a120 = getelementptr i64, ptr addrspace(1) %out, i32 47
  store i64 %a119, ptr addrspace(1) %a120
  %a121 = getelementptr i64, ptr addrspace(1) %p, i32 192
  %a122 = cmpxchg ptr addrspace(1) %a121, i64 %xw, i64 3  monotonic monotonic
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
define amdgpu_kernel void @atomic_int_as0_div(ptr addrspace(1) %out, ptr %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i32, ptr %p, i32 64
  %a2 = getelementptr i32, ptr %a1, i32 %tid
  %a3 = atomicrmw xchg ptr %a2, i32 %xi  monotonic
  %a4 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %a3, ptr addrspace(1) %a4
  %a5 = getelementptr i32, ptr %p, i32 128
  %a6 = getelementptr i32, ptr %a5, i32 %tid
  %a7 = atomicrmw xchg ptr %a6, i32 %xi  monotonic
  %a8 = getelementptr i32, ptr %p, i32 192
  %a9 = getelementptr i32, ptr %a8, i32 %tid
  %a10 = atomicrmw add ptr %a9, i32 %xi  monotonic
  %a11 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %a10, ptr addrspace(1) %a11
  %a12 = getelementptr i32, ptr %p, i32 256
  %a13 = getelementptr i32, ptr %a12, i32 %tid
  %a14 = atomicrmw add ptr %a13, i32 %xi  monotonic
  %a15 = getelementptr i32, ptr %p, i32 320
  %a16 = getelementptr i32, ptr %a15, i32 %tid
  %a17 = atomicrmw sub ptr %a16, i32 %xi  monotonic
  %a18 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %a17, ptr addrspace(1) %a18
  %a19 = getelementptr i32, ptr %p, i32 384
  %a20 = getelementptr i32, ptr %a19, i32 %tid
  %a21 = atomicrmw sub ptr %a20, i32 %xi  monotonic
  %a22 = getelementptr i32, ptr %p, i32 448
  %a23 = getelementptr i32, ptr %a22, i32 %tid
  %a24 = atomicrmw and ptr %a23, i32 %xi  monotonic
  %a25 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %a24, ptr addrspace(1) %a25
  %a26 = getelementptr i32, ptr %p, i32 512
  %a27 = getelementptr i32, ptr %a26, i32 %tid
  %a28 = atomicrmw and ptr %a27, i32 %xi  monotonic
  %a29 = getelementptr i32, ptr %p, i32 576
  %a30 = getelementptr i32, ptr %a29, i32 %tid
  %a31 = atomicrmw nand ptr %a30, i32 %xi  monotonic
  %a32 = getelementptr i32, ptr addrspace(1) %out, i32 9
  store i32 %a31, ptr addrspace(1) %a32
  %a33 = getelementptr i32, ptr %p, i32 640
  %a34 = getelementptr i32, ptr %a33, i32 %tid
  %a35 = atomicrmw nand ptr %a34, i32 %xi  monotonic
  %a36 = getelementptr i32, ptr %p, i32 704
  %a37 = getelementptr i32, ptr %a36, i32 %tid
  %a38 = atomicrmw or ptr %a37, i32 %xi  monotonic
  %a39 = getelementptr i32, ptr addrspace(1) %out, i32 11
  store i32 %a38, ptr addrspace(1) %a39
  %a40 = getelementptr i32, ptr %p, i32 768
  %a41 = getelementptr i32, ptr %a40, i32 %tid
  %a42 = atomicrmw or ptr %a41, i32 %xi  monotonic
  %a43 = getelementptr i32, ptr %p, i32 832
  %a44 = getelementptr i32, ptr %a43, i32 %tid
  %a45 = atomicrmw xor ptr %a44, i32 %xi  monotonic
  %a46 = getelementptr i32, ptr addrspace(1) %out, i32 13
  store i32 %a45, ptr addrspace(1) %a46
  %a47 = getelementptr i32, ptr %p, i32 896
  %a48 = getelementptr i32, ptr %a47, i32 %tid
  %a49 = atomicrmw xor ptr %a48, i32 %xi  monotonic
  %a50 = getelementptr i32, ptr %p, i32 960
  %a51 = getelementptr i32, ptr %a50, i32 %tid
  %a52 = atomicrmw max ptr %a51, i32 %xi  monotonic
  %a53 = getelementptr i32, ptr addrspace(1) %out, i32 15
  store i32 %a52, ptr addrspace(1) %a53
  %a54 = getelementptr i32, ptr %p, i32 1024
  %a55 = getelementptr i32, ptr %a54, i32 %tid
  %a56 = atomicrmw max ptr %a55, i32 %xi  monotonic
  %a57 = getelementptr i32, ptr %p, i32 1088
  %a58 = getelementptr i32, ptr %a57, i32 %tid
  %a59 = atomicrmw min ptr %a58, i32 %xi  monotonic
  %a60 = getelementptr i32, ptr addrspace(1) %out, i32 17
  store i32 %a59, ptr addrspace(1) %a60
  %a61 = getelementptr i32, ptr %p, i32 1152
  %a62 = getelementptr i32, ptr %a61, i32 %tid
  %a63 = atomicrmw min ptr %a62, i32 %xi  monotonic
  %a64 = getelementptr i32, ptr %p, i32 1216
  %a65 = getelementptr i32, ptr %a64, i32 %tid
  %a66 = atomicrmw umax ptr %a65, i32 %xi  monotonic
  %a67 = getelementptr i32, ptr addrspace(1) %out, i32 19
  store i32 %a66, ptr addrspace(1) %a67
  %a68 = getelementptr i32, ptr %p, i32 1280
  %a69 = getelementptr i32, ptr %a68, i32 %tid
  %a70 = atomicrmw umax ptr %a69, i32 %xi  monotonic
  %a71 = getelementptr i32, ptr %p, i32 1344
  %a72 = getelementptr i32, ptr %a71, i32 %tid
  %a73 = atomicrmw umin ptr %a72, i32 %xi  monotonic
  %a74 = getelementptr i32, ptr addrspace(1) %out, i32 21
  store i32 %a73, ptr addrspace(1) %a74
  %a75 = getelementptr i32, ptr %p, i32 1408
  %a76 = getelementptr i32, ptr %a75, i32 %tid
  %a77 = atomicrmw umin ptr %a76, i32 %xi  monotonic
  %a78 = getelementptr i32, ptr %p, i32 1472
  %a79 = getelementptr i32, ptr %a78, i32 %tid
  %a80 = cmpxchg ptr %a79, i32 %xi, i32 3  monotonic monotonic
  %a81 = extractvalue {i32, i1} %a80, 0
  %a82 = getelementptr i32, ptr addrspace(1) %out, i32 23
  store i32 %a81, ptr addrspace(1) %a82
  %a83 = getelementptr i32, ptr %p, i32 1536
  %a84 = getelementptr i32, ptr %a83, i32 %tid
  %a85 = cmpxchg ptr %a84, i32 %xi, i32 3  monotonic monotonic
  %a86 = getelementptr i64, ptr %p, i32 1600
  %a87 = getelementptr i64, ptr %a86, i32 %tid
  %a88 = atomicrmw xchg ptr %a87, i64 %xw  monotonic
  %a89 = getelementptr i64, ptr addrspace(1) %out, i32 25
  store i64 %a88, ptr addrspace(1) %a89
  %a90 = getelementptr i64, ptr %p, i32 1664
  %a91 = getelementptr i64, ptr %a90, i32 %tid
  %a92 = atomicrmw xchg ptr %a91, i64 %xw  monotonic
  %a93 = getelementptr i64, ptr %p, i32 1728
  %a94 = getelementptr i64, ptr %a93, i32 %tid
  %a95 = atomicrmw add ptr %a94, i64 %xw  monotonic
  %a96 = getelementptr i64, ptr addrspace(1) %out, i32 27
  store i64 %a95, ptr addrspace(1) %a96
  %a97 = getelementptr i64, ptr %p, i32 1792
  %a98 = getelementptr i64, ptr %a97, i32 %tid
  %a99 = atomicrmw add ptr %a98, i64 %xw  monotonic
  %a100 = getelementptr i64, ptr %p, i32 1856
  %a101 = getelementptr i64, ptr %a100, i32 %tid
  %a102 = atomicrmw sub ptr %a101, i64 %xw  monotonic
  %a103 = getelementptr i64, ptr addrspace(1) %out, i32 29
  store i64 %a102, ptr addrspace(1) %a103
  %a104 = getelementptr i64, ptr %p, i32 1920
  %a105 = getelementptr i64, ptr %a104, i32 %tid
  %a106 = atomicrmw sub ptr %a105, i64 %xw  monotonic
  %a107 = getelementptr i64, ptr %p, i32 1984
  %a108 = getelementptr i64, ptr %a107, i32 %tid
  %a109 = atomicrmw and ptr %a108, i64 %xw  monotonic
  %a110 = getelementptr i64, ptr addrspace(1) %out, i32 31
  store i64 %a109, ptr addrspace(1) %a110
  %a111 = getelementptr i64, ptr %p, i32 2048
  %a112 = getelementptr i64, ptr %a111, i32 %tid
  %a113 = atomicrmw and ptr %a112, i64 %xw  monotonic
  %a114 = getelementptr i64, ptr %p, i32 2112
  %a115 = getelementptr i64, ptr %a114, i32 %tid
  %a116 = atomicrmw nand ptr %a115, i64 %xw  monotonic
  %a117 = getelementptr i64, ptr addrspace(1) %out, i32 33
  store i64 %a116, ptr addrspace(1) %a117
  %a118 = getelementptr i64, ptr %p, i32 2176
  %a119 = getelementptr i64, ptr %a118, i32 %tid
  %a120 = atomicrmw nand ptr %a119, i64 %xw  monotonic
  %a121 = getelementptr i64, ptr %p, i32 2240
  %a122 = getelementptr i64, ptr %a121, i32 %tid
  %a123 = atomicrmw or ptr %a122, i64 %xw  monotonic
  %a124 = getelementptr i64, ptr addrspace(1) %out, i32 35
  store i64 %a123, ptr addrspace(1) %a124
  %a125 = getelementptr i64, ptr %p, i32 2304
  %a126 = getelementptr i64, ptr %a125, i32 %tid
  %a127 = atomicrmw or ptr %a126, i64 %xw  monotonic
  %a128 = getelementptr i64, ptr %p, i32 2368
  %a129 = getelementptr i64, ptr %a128, i32 %tid
  %a130 = atomicrmw xor ptr %a129, i64 %xw  monotonic
  %a131 = getelementptr i64, ptr addrspace(1) %out, i32 37
  store i64 %a130, ptr addrspace(1) %a131
  %a132 = getelementptr i64, ptr %p, i32 2432
  %a133 = getelementptr i64, ptr %a132, i32 %tid
  %a134 = atomicrmw xor ptr %a133, i64 %xw  monotonic
  %a135 = getelementptr i64, ptr %p, i32 2496
  %a136 = getelementptr i64, ptr %a135, i32 %tid
  %a137 = atomicrmw max ptr %a136, i64 %xw  monotonic
  %a138 = getelementptr i64, ptr addrspace(1) %out, i32 39
  store i64 %a137, ptr addrspace(1) %a138
  %a139 = getelementptr i64, ptr %p, i32 2560
  %a140 = getelementptr i64, ptr %a139, i32 %tid
  %a141 = atomicrmw max ptr %a140, i64 %xw  monotonic
  %a142 = getelementptr i64, ptr %p, i32 2624
  %a143 = getelementptr i64, ptr %a142, i32 %tid
  %a144 = atomicrmw min ptr %a143, i64 %xw  monotonic
  %a145 = getelementptr i64, ptr addrspace(1) %out, i32 41
  store i64 %a144, ptr addrspace(1) %a145
  %a146 = getelementptr i64, ptr %p, i32 2688
  %a147 = getelementptr i64, ptr %a146, i32 %tid
  %a148 = atomicrmw min ptr %a147, i64 %xw  monotonic
  %a149 = getelementptr i64, ptr %p, i32 2752
  %a150 = getelementptr i64, ptr %a149, i32 %tid
  %a151 = atomicrmw umax ptr %a150, i64 %xw  monotonic
  %a152 = getelementptr i64, ptr addrspace(1) %out, i32 43
  store i64 %a151, ptr addrspace(1) %a152
  %a153 = getelementptr i64, ptr %p, i32 2816
  %a154 = getelementptr i64, ptr %a153, i32 %tid
  %a155 = atomicrmw umax ptr %a154, i64 %xw  monotonic
  %a156 = getelementptr i64, ptr %p, i32 2880
  %a157 = getelementptr i64, ptr %a156, i32 %tid
  %a158 = atomicrmw umin ptr %a157, i64 %xw  monotonic
  %a159 = getelementptr i64, ptr addrspace(1) %out, i32 45
  store i64 %a158, ptr addrspace(1) %a159
  %a160 = getelementptr i64, ptr %p, i32 2944
  %a161 = getelementptr i64, ptr %a160, i32 %tid
  %a162 = atomicrmw umin ptr %a161, i64 %xw  monotonic
  %a163 = getelementptr i64, ptr %p, i32 3008
  %a164 = getelementptr i64, ptr %a163, i32 %tid
  %a165 = cmpxchg ptr %a164, i64 %xw, i64 3  monotonic monotonic
  %a166 = extractvalue {i64, i1} %a165, 0
  %a167 = getelementptr i64, ptr addrspace(1) %out, i32 47
  store i64 %a166, ptr addrspace(1) %a167
  %a168 = getelementptr i64, ptr %p, i32 3072
  %a169 = getelementptr i64, ptr %a168, i32 %tid
  %a170 = cmpxchg ptr %a169, i64 %xw, i64 3  monotonic monotonic
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
define amdgpu_kernel void @atomic_int_as0_uni(ptr addrspace(1) %out, ptr %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i32, ptr %p, i32 4
  %a2 = atomicrmw xchg ptr %a1, i32 %xi  monotonic
  %a3 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %a2, ptr addrspace(1) %a3
  %a4 = getelementptr i32, ptr %p, i32 8
  %a5 = atomicrmw xchg ptr %a4, i32 %xi  monotonic
  %a6 = getelementptr i32, ptr %p, i32 12
  %a7 = atomicrmw add ptr %a6, i32 %xi  monotonic
  %a8 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %a7, ptr addrspace(1) %a8
  %a9 = getelementptr i32, ptr %p, i32 16
  %a10 = atomicrmw add ptr %a9, i32 %xi  monotonic
  %a11 = getelementptr i32, ptr %p, i32 20
  %a12 = atomicrmw sub ptr %a11, i32 %xi  monotonic
  %a13 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %a12, ptr addrspace(1) %a13
  %a14 = getelementptr i32, ptr %p, i32 24
  %a15 = atomicrmw sub ptr %a14, i32 %xi  monotonic
  %a16 = getelementptr i32, ptr %p, i32 28
  %a17 = atomicrmw and ptr %a16, i32 %xi  monotonic
  %a18 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %a17, ptr addrspace(1) %a18
  %a19 = getelementptr i32, ptr %p, i32 32
  %a20 = atomicrmw and ptr %a19, i32 %xi  monotonic
  %a21 = getelementptr i32, ptr %p, i32 36
  %a22 = atomicrmw nand ptr %a21, i32 %xi  monotonic
  %a23 = getelementptr i32, ptr addrspace(1) %out, i32 9
  store i32 %a22, ptr addrspace(1) %a23
  %a24 = getelementptr i32, ptr %p, i32 40
  %a25 = atomicrmw nand ptr %a24, i32 %xi  monotonic
  %a26 = getelementptr i32, ptr %p, i32 44
  %a27 = atomicrmw or ptr %a26, i32 %xi  monotonic
  %a28 = getelementptr i32, ptr addrspace(1) %out, i32 11
  store i32 %a27, ptr addrspace(1) %a28
  %a29 = getelementptr i32, ptr %p, i32 48
  %a30 = atomicrmw or ptr %a29, i32 %xi  monotonic
  %a31 = getelementptr i32, ptr %p, i32 52
  %a32 = atomicrmw xor ptr %a31, i32 %xi  monotonic
  %a33 = getelementptr i32, ptr addrspace(1) %out, i32 13
  store i32 %a32, ptr addrspace(1) %a33
  %a34 = getelementptr i32, ptr %p, i32 56
  %a35 = atomicrmw xor ptr %a34, i32 %xi  monotonic
  %a36 = getelementptr i32, ptr %p, i32 60
  %a37 = atomicrmw max ptr %a36, i32 %xi  monotonic
  %a38 = getelementptr i32, ptr addrspace(1) %out, i32 15
  store i32 %a37, ptr addrspace(1) %a38
  %a39 = getelementptr i32, ptr %p, i32 64
  %a40 = atomicrmw max ptr %a39, i32 %xi  monotonic
  %a41 = getelementptr i32, ptr %p, i32 68
  %a42 = atomicrmw min ptr %a41, i32 %xi  monotonic
  %a43 = getelementptr i32, ptr addrspace(1) %out, i32 17
  store i32 %a42, ptr addrspace(1) %a43
  %a44 = getelementptr i32, ptr %p, i32 72
  %a45 = atomicrmw min ptr %a44, i32 %xi  monotonic
  %a46 = getelementptr i32, ptr %p, i32 76
  %a47 = atomicrmw umax ptr %a46, i32 %xi  monotonic
  %a48 = getelementptr i32, ptr addrspace(1) %out, i32 19
  store i32 %a47, ptr addrspace(1) %a48
  %a49 = getelementptr i32, ptr %p, i32 80
  %a50 = atomicrmw umax ptr %a49, i32 %xi  monotonic
  %a51 = getelementptr i32, ptr %p, i32 84
  %a52 = atomicrmw umin ptr %a51, i32 %xi  monotonic
  %a53 = getelementptr i32, ptr addrspace(1) %out, i32 21
  store i32 %a52, ptr addrspace(1) %a53
  %a54 = getelementptr i32, ptr %p, i32 88
  %a55 = atomicrmw umin ptr %a54, i32 %xi  monotonic
  %a56 = getelementptr i32, ptr %p, i32 92
  %a57 = cmpxchg ptr %a56, i32 %xi, i32 3  monotonic monotonic
  %a58 = extractvalue {i32, i1} %a57, 0
  %a59 = getelementptr i32, ptr addrspace(1) %out, i32 23
  store i32 %a58, ptr addrspace(1) %a59
  %a60 = getelementptr i32, ptr %p, i32 96
  %a61 = cmpxchg ptr %a60, i32 %xi, i32 3  monotonic monotonic
  %a62 = getelementptr i64, ptr %p, i32 100
  %a63 = atomicrmw xchg ptr %a62, i64 %xw  monotonic
  %a64 = getelementptr i64, ptr addrspace(1) %out, i32 25
  store i64 %a63, ptr addrspace(1) %a64
  %a65 = getelementptr i64, ptr %p, i32 104
  %a66 = atomicrmw xchg ptr %a65, i64 %xw  monotonic
  %a67 = getelementptr i64, ptr %p, i32 108
  %a68 = atomicrmw add ptr %a67, i64 %xw  monotonic
  %a69 = getelementptr i64, ptr addrspace(1) %out, i32 27
  store i64 %a68, ptr addrspace(1) %a69
  %a70 = getelementptr i64, ptr %p, i32 112
  %a71 = atomicrmw add ptr %a70, i64 %xw  monotonic
  %a72 = getelementptr i64, ptr %p, i32 116
  %a73 = atomicrmw sub ptr %a72, i64 %xw  monotonic
  %a74 = getelementptr i64, ptr addrspace(1) %out, i32 29
  store i64 %a73, ptr addrspace(1) %a74
  %a75 = getelementptr i64, ptr %p, i32 120
  %a76 = atomicrmw sub ptr %a75, i64 %xw  monotonic
  %a77 = getelementptr i64, ptr %p, i32 124
  %a78 = atomicrmw and ptr %a77, i64 %xw  monotonic
  %a79 = getelementptr i64, ptr addrspace(1) %out, i32 31
  store i64 %a78, ptr addrspace(1) %a79
  %a80 = getelementptr i64, ptr %p, i32 128
  %a81 = atomicrmw and ptr %a80, i64 %xw  monotonic
  %a82 = getelementptr i64, ptr %p, i32 132
  %a83 = atomicrmw nand ptr %a82, i64 %xw  monotonic
  %a84 = getelementptr i64, ptr addrspace(1) %out, i32 33
  store i64 %a83, ptr addrspace(1) %a84
  %a85 = getelementptr i64, ptr %p, i32 136
  %a86 = atomicrmw nand ptr %a85, i64 %xw  monotonic
  %a87 = getelementptr i64, ptr %p, i32 140
  %a88 = atomicrmw or ptr %a87, i64 %xw  monotonic
  %a89 = getelementptr i64, ptr addrspace(1) %out, i32 35
  store i64 %a88, ptr addrspace(1) %a89
  %a90 = getelementptr i64, ptr %p, i32 144
  %a91 = atomicrmw or ptr %a90, i64 %xw  monotonic
  %a92 = getelementptr i64, ptr %p, i32 148
  %a93 = atomicrmw xor ptr %a92, i64 %xw  monotonic
  %a94 = getelementptr i64, ptr addrspace(1) %out, i32 37
  store i64 %a93, ptr addrspace(1) %a94
  %a95 = getelementptr i64, ptr %p, i32 152
  %a96 = atomicrmw xor ptr %a95, i64 %xw  monotonic
  %a97 = getelementptr i64, ptr %p, i32 156
  %a98 = atomicrmw max ptr %a97, i64 %xw  monotonic
  %a99 = getelementptr i64, ptr addrspace(1) %out, i32 39
  store i64 %a98, ptr addrspace(1) %a99
  %a100 = getelementptr i64, ptr %p, i32 160
  %a101 = atomicrmw max ptr %a100, i64 %xw  monotonic
  %a102 = getelementptr i64, ptr %p, i32 164
  %a103 = atomicrmw min ptr %a102, i64 %xw  monotonic
  %a104 = getelementptr i64, ptr addrspace(1) %out, i32 41
  store i64 %a103, ptr addrspace(1) %a104
  %a105 = getelementptr i64, ptr %p, i32 168
  %a106 = atomicrmw min ptr %a105, i64 %xw  monotonic
  %a107 = getelementptr i64, ptr %p, i32 172
  %a108 = atomicrmw umax ptr %a107, i64 %xw  monotonic
  %a109 = getelementptr i64, ptr addrspace(1) %out, i32 43
  store i64 %a108, ptr addrspace(1) %a109
  %a110 = getelementptr i64, ptr %p, i32 176
  %a111 = atomicrmw umax ptr %a110, i64 %xw  monotonic
  %a112 = getelementptr i64, ptr %p, i32 180
  %a113 = atomicrmw umin ptr %a112, i64 %xw  monotonic
  %a114 = getelementptr i64, ptr addrspace(1) %out, i32 45
  store i64 %a113, ptr addrspace(1) %a114
  %a115 = getelementptr i64, ptr %p, i32 184
  %a116 = atomicrmw umin ptr %a115, i64 %xw  monotonic
  %a117 = getelementptr i64, ptr %p, i32 188
  %a118 = cmpxchg ptr %a117, i64 %xw, i64 3  monotonic monotonic
  %a119 = extractvalue {i64, i1} %a118, 0
  %a120 = getelementptr i64, ptr addrspace(1) %out, i32 47
  store i64 %a119, ptr addrspace(1) %a120
  %a121 = getelementptr i64, ptr %p, i32 192
  %a122 = cmpxchg ptr %a121, i64 %xw, i64 3  monotonic monotonic
  ret void
}

@lds_atomic_int_div = internal addrspace(3) global [256 x i64] undef, align 8
define amdgpu_kernel void @atomic_int_as3_div(ptr addrspace(1) %out, ptr addrspace(3) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 64
  %a2 = getelementptr i32, ptr addrspace(3) %a1, i32 %tid
  %a3 = atomicrmw xchg ptr addrspace(3) %a2, i32 %xi  monotonic
  %a4 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %a3, ptr addrspace(1) %a4
  %a5 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 128
  %a6 = getelementptr i32, ptr addrspace(3) %a5, i32 %tid
  %a7 = atomicrmw xchg ptr addrspace(3) %a6, i32 %xi  monotonic
  %a8 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 192
  %a9 = getelementptr i32, ptr addrspace(3) %a8, i32 %tid
  %a10 = atomicrmw add ptr addrspace(3) %a9, i32 %xi  monotonic
  %a11 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %a10, ptr addrspace(1) %a11
  %a12 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 256
  %a13 = getelementptr i32, ptr addrspace(3) %a12, i32 %tid
  %a14 = atomicrmw add ptr addrspace(3) %a13, i32 %xi  monotonic
  %a15 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 320
  %a16 = getelementptr i32, ptr addrspace(3) %a15, i32 %tid
  %a17 = atomicrmw sub ptr addrspace(3) %a16, i32 %xi  monotonic
  %a18 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %a17, ptr addrspace(1) %a18
  %a19 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 384
  %a20 = getelementptr i32, ptr addrspace(3) %a19, i32 %tid
  %a21 = atomicrmw sub ptr addrspace(3) %a20, i32 %xi  monotonic
  %a22 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 448
  %a23 = getelementptr i32, ptr addrspace(3) %a22, i32 %tid
  %a24 = atomicrmw and ptr addrspace(3) %a23, i32 %xi  monotonic
  %a25 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %a24, ptr addrspace(1) %a25
  %a26 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 512
  %a27 = getelementptr i32, ptr addrspace(3) %a26, i32 %tid
  %a28 = atomicrmw and ptr addrspace(3) %a27, i32 %xi  monotonic
  %a29 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 576
  %a30 = getelementptr i32, ptr addrspace(3) %a29, i32 %tid
  %a31 = atomicrmw nand ptr addrspace(3) %a30, i32 %xi  monotonic
  %a32 = getelementptr i32, ptr addrspace(1) %out, i32 9
  store i32 %a31, ptr addrspace(1) %a32
  %a33 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 640
  %a34 = getelementptr i32, ptr addrspace(3) %a33, i32 %tid
  %a35 = atomicrmw nand ptr addrspace(3) %a34, i32 %xi  monotonic
  %a36 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 704
  %a37 = getelementptr i32, ptr addrspace(3) %a36, i32 %tid
  %a38 = atomicrmw or ptr addrspace(3) %a37, i32 %xi  monotonic
  %a39 = getelementptr i32, ptr addrspace(1) %out, i32 11
  store i32 %a38, ptr addrspace(1) %a39
  %a40 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 768
  %a41 = getelementptr i32, ptr addrspace(3) %a40, i32 %tid
  %a42 = atomicrmw or ptr addrspace(3) %a41, i32 %xi  monotonic
  %a43 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 832
  %a44 = getelementptr i32, ptr addrspace(3) %a43, i32 %tid
  %a45 = atomicrmw xor ptr addrspace(3) %a44, i32 %xi  monotonic
  %a46 = getelementptr i32, ptr addrspace(1) %out, i32 13
  store i32 %a45, ptr addrspace(1) %a46
  %a47 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 896
  %a48 = getelementptr i32, ptr addrspace(3) %a47, i32 %tid
  %a49 = atomicrmw xor ptr addrspace(3) %a48, i32 %xi  monotonic
  %a50 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 960
  %a51 = getelementptr i32, ptr addrspace(3) %a50, i32 %tid
  %a52 = atomicrmw max ptr addrspace(3) %a51, i32 %xi  monotonic
  %a53 = getelementptr i32, ptr addrspace(1) %out, i32 15
  store i32 %a52, ptr addrspace(1) %a53
  %a54 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 1024
  %a55 = getelementptr i32, ptr addrspace(3) %a54, i32 %tid
  %a56 = atomicrmw max ptr addrspace(3) %a55, i32 %xi  monotonic
  %a57 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 1088
  %a58 = getelementptr i32, ptr addrspace(3) %a57, i32 %tid
  %a59 = atomicrmw min ptr addrspace(3) %a58, i32 %xi  monotonic
  %a60 = getelementptr i32, ptr addrspace(1) %out, i32 17
  store i32 %a59, ptr addrspace(1) %a60
  %a61 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 1152
  %a62 = getelementptr i32, ptr addrspace(3) %a61, i32 %tid
  %a63 = atomicrmw min ptr addrspace(3) %a62, i32 %xi  monotonic
  %a64 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 1216
  %a65 = getelementptr i32, ptr addrspace(3) %a64, i32 %tid
  %a66 = atomicrmw umax ptr addrspace(3) %a65, i32 %xi  monotonic
  %a67 = getelementptr i32, ptr addrspace(1) %out, i32 19
  store i32 %a66, ptr addrspace(1) %a67
  %a68 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 1280
  %a69 = getelementptr i32, ptr addrspace(3) %a68, i32 %tid
  %a70 = atomicrmw umax ptr addrspace(3) %a69, i32 %xi  monotonic
  %a71 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 1344
  %a72 = getelementptr i32, ptr addrspace(3) %a71, i32 %tid
  %a73 = atomicrmw umin ptr addrspace(3) %a72, i32 %xi  monotonic
  %a74 = getelementptr i32, ptr addrspace(1) %out, i32 21
  store i32 %a73, ptr addrspace(1) %a74
  %a75 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 1408
  %a76 = getelementptr i32, ptr addrspace(3) %a75, i32 %tid
  %a77 = atomicrmw umin ptr addrspace(3) %a76, i32 %xi  monotonic
  %a78 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 1472
  %a79 = getelementptr i32, ptr addrspace(3) %a78, i32 %tid
  %a80 = cmpxchg ptr addrspace(3) %a79, i32 %xi, i32 3  monotonic monotonic
  %a81 = extractvalue {i32, i1} %a80, 0
  %a82 = getelementptr i32, ptr addrspace(1) %out, i32 23
  store i32 %a81, ptr addrspace(1) %a82
  %a83 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_div, i32 1536
  %a84 = getelementptr i32, ptr addrspace(3) %a83, i32 %tid
  %a85 = cmpxchg ptr addrspace(3) %a84, i32 %xi, i32 3  monotonic monotonic
  %a86 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 1600
  %a87 = getelementptr i64, ptr addrspace(3) %a86, i32 %tid
  %a88 = atomicrmw xchg ptr addrspace(3) %a87, i64 %xw  monotonic
  %a89 = getelementptr i64, ptr addrspace(1) %out, i32 25
  store i64 %a88, ptr addrspace(1) %a89
  %a90 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 1664
  %a91 = getelementptr i64, ptr addrspace(3) %a90, i32 %tid
  %a92 = atomicrmw xchg ptr addrspace(3) %a91, i64 %xw  monotonic
  %a93 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 1728
  %a94 = getelementptr i64, ptr addrspace(3) %a93, i32 %tid
  %a95 = atomicrmw add ptr addrspace(3) %a94, i64 %xw  monotonic
  %a96 = getelementptr i64, ptr addrspace(1) %out, i32 27
  store i64 %a95, ptr addrspace(1) %a96
  %a97 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 1792
  %a98 = getelementptr i64, ptr addrspace(3) %a97, i32 %tid
  %a99 = atomicrmw add ptr addrspace(3) %a98, i64 %xw  monotonic
  %a100 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 1856
  %a101 = getelementptr i64, ptr addrspace(3) %a100, i32 %tid
  %a102 = atomicrmw sub ptr addrspace(3) %a101, i64 %xw  monotonic
  %a103 = getelementptr i64, ptr addrspace(1) %out, i32 29
  store i64 %a102, ptr addrspace(1) %a103
  %a104 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 1920
  %a105 = getelementptr i64, ptr addrspace(3) %a104, i32 %tid
  %a106 = atomicrmw sub ptr addrspace(3) %a105, i64 %xw  monotonic
  %a107 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 1984
  %a108 = getelementptr i64, ptr addrspace(3) %a107, i32 %tid
  %a109 = atomicrmw and ptr addrspace(3) %a108, i64 %xw  monotonic
  %a110 = getelementptr i64, ptr addrspace(1) %out, i32 31
  store i64 %a109, ptr addrspace(1) %a110
  %a111 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 2048
  %a112 = getelementptr i64, ptr addrspace(3) %a111, i32 %tid
  %a113 = atomicrmw and ptr addrspace(3) %a112, i64 %xw  monotonic
  %a114 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 2112
  %a115 = getelementptr i64, ptr addrspace(3) %a114, i32 %tid
  %a116 = atomicrmw nand ptr addrspace(3) %a115, i64 %xw  monotonic
  %a117 = getelementptr i64, ptr addrspace(1) %out, i32 33
  store i64 %a116, ptr addrspace(1) %a117
  %a118 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 2176
  %a119 = getelementptr i64, ptr addrspace(3) %a118, i32 %tid
  %a120 = atomicrmw nand ptr addrspace(3) %a119, i64 %xw  monotonic
  %a121 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 2240
  %a122 = getelementptr i64, ptr addrspace(3) %a121, i32 %tid
  %a123 = atomicrmw or ptr addrspace(3) %a122, i64 %xw  monotonic
  %a124 = getelementptr i64, ptr addrspace(1) %out, i32 35
  store i64 %a123, ptr addrspace(1) %a124
  %a125 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 2304
  %a126 = getelementptr i64, ptr addrspace(3) %a125, i32 %tid
  %a127 = atomicrmw or ptr addrspace(3) %a126, i64 %xw  monotonic
  %a128 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 2368
  %a129 = getelementptr i64, ptr addrspace(3) %a128, i32 %tid
  %a130 = atomicrmw xor ptr addrspace(3) %a129, i64 %xw  monotonic
  %a131 = getelementptr i64, ptr addrspace(1) %out, i32 37
  store i64 %a130, ptr addrspace(1) %a131
  %a132 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 2432
  %a133 = getelementptr i64, ptr addrspace(3) %a132, i32 %tid
  %a134 = atomicrmw xor ptr addrspace(3) %a133, i64 %xw  monotonic
  %a135 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 2496
  %a136 = getelementptr i64, ptr addrspace(3) %a135, i32 %tid
  %a137 = atomicrmw max ptr addrspace(3) %a136, i64 %xw  monotonic
  %a138 = getelementptr i64, ptr addrspace(1) %out, i32 39
  store i64 %a137, ptr addrspace(1) %a138
  %a139 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 2560
  %a140 = getelementptr i64, ptr addrspace(3) %a139, i32 %tid
  %a141 = atomicrmw max ptr addrspace(3) %a140, i64 %xw  monotonic
  %a142 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 2624
  %a143 = getelementptr i64, ptr addrspace(3) %a142, i32 %tid
  %a144 = atomicrmw min ptr addrspace(3) %a143, i64 %xw  monotonic
  %a145 = getelementptr i64, ptr addrspace(1) %out, i32 41
  store i64 %a144, ptr addrspace(1) %a145
  %a146 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 2688
  %a147 = getelementptr i64, ptr addrspace(3) %a146, i32 %tid
  %a148 = atomicrmw min ptr addrspace(3) %a147, i64 %xw  monotonic
  %a149 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 2752
  %a150 = getelementptr i64, ptr addrspace(3) %a149, i32 %tid
  %a151 = atomicrmw umax ptr addrspace(3) %a150, i64 %xw  monotonic
  %a152 = getelementptr i64, ptr addrspace(1) %out, i32 43
  store i64 %a151, ptr addrspace(1) %a152
  %a153 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 2816
  %a154 = getelementptr i64, ptr addrspace(3) %a153, i32 %tid
  %a155 = atomicrmw umax ptr addrspace(3) %a154, i64 %xw  monotonic
  %a156 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 2880
  %a157 = getelementptr i64, ptr addrspace(3) %a156, i32 %tid
  %a158 = atomicrmw umin ptr addrspace(3) %a157, i64 %xw  monotonic
  %a159 = getelementptr i64, ptr addrspace(1) %out, i32 45
  store i64 %a158, ptr addrspace(1) %a159
  %a160 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 2944
  %a161 = getelementptr i64, ptr addrspace(3) %a160, i32 %tid
  %a162 = atomicrmw umin ptr addrspace(3) %a161, i64 %xw  monotonic
  %a163 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 3008
  %a164 = getelementptr i64, ptr addrspace(3) %a163, i32 %tid
  %a165 = cmpxchg ptr addrspace(3) %a164, i64 %xw, i64 3  monotonic monotonic
  %a166 = extractvalue {i64, i1} %a165, 0
  %a167 = getelementptr i64, ptr addrspace(1) %out, i32 47
  store i64 %a166, ptr addrspace(1) %a167
  %a168 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_div, i32 3072
  %a169 = getelementptr i64, ptr addrspace(3) %a168, i32 %tid
  %a170 = cmpxchg ptr addrspace(3) %a169, i64 %xw, i64 3  monotonic monotonic
  ret void
}

@lds_atomic_int_uni = internal addrspace(3) global [256 x i64] undef, align 8
define amdgpu_kernel void @atomic_int_as3_uni(ptr addrspace(1) %out, ptr addrspace(3) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 4
  %a2 = atomicrmw xchg ptr addrspace(3) %a1, i32 %xi  monotonic
  %a3 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %a2, ptr addrspace(1) %a3
  %a4 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 8
  %a5 = atomicrmw xchg ptr addrspace(3) %a4, i32 %xi  monotonic
  %a6 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 12
  %a7 = atomicrmw add ptr addrspace(3) %a6, i32 %xi  monotonic
  %a8 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %a7, ptr addrspace(1) %a8
  %a9 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 16
  %a10 = atomicrmw add ptr addrspace(3) %a9, i32 %xi  monotonic
  %a11 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 20
  %a12 = atomicrmw sub ptr addrspace(3) %a11, i32 %xi  monotonic
  %a13 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %a12, ptr addrspace(1) %a13
  %a14 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 24
  %a15 = atomicrmw sub ptr addrspace(3) %a14, i32 %xi  monotonic
  %a16 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 28
  %a17 = atomicrmw and ptr addrspace(3) %a16, i32 %xi  monotonic
  %a18 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %a17, ptr addrspace(1) %a18
  %a19 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 32
  %a20 = atomicrmw and ptr addrspace(3) %a19, i32 %xi  monotonic
  %a21 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 36
  %a22 = atomicrmw nand ptr addrspace(3) %a21, i32 %xi  monotonic
  %a23 = getelementptr i32, ptr addrspace(1) %out, i32 9
  store i32 %a22, ptr addrspace(1) %a23
  %a24 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 40
  %a25 = atomicrmw nand ptr addrspace(3) %a24, i32 %xi  monotonic
  %a26 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 44
  %a27 = atomicrmw or ptr addrspace(3) %a26, i32 %xi  monotonic
  %a28 = getelementptr i32, ptr addrspace(1) %out, i32 11
  store i32 %a27, ptr addrspace(1) %a28
  %a29 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 48
  %a30 = atomicrmw or ptr addrspace(3) %a29, i32 %xi  monotonic
  %a31 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 52
  %a32 = atomicrmw xor ptr addrspace(3) %a31, i32 %xi  monotonic
  %a33 = getelementptr i32, ptr addrspace(1) %out, i32 13
  store i32 %a32, ptr addrspace(1) %a33
  %a34 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 56
  %a35 = atomicrmw xor ptr addrspace(3) %a34, i32 %xi  monotonic
  %a36 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 60
  %a37 = atomicrmw max ptr addrspace(3) %a36, i32 %xi  monotonic
  %a38 = getelementptr i32, ptr addrspace(1) %out, i32 15
  store i32 %a37, ptr addrspace(1) %a38
  %a39 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 64
  %a40 = atomicrmw max ptr addrspace(3) %a39, i32 %xi  monotonic
  %a41 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 68
  %a42 = atomicrmw min ptr addrspace(3) %a41, i32 %xi  monotonic
  %a43 = getelementptr i32, ptr addrspace(1) %out, i32 17
  store i32 %a42, ptr addrspace(1) %a43
  %a44 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 72
  %a45 = atomicrmw min ptr addrspace(3) %a44, i32 %xi  monotonic
  %a46 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 76
  %a47 = atomicrmw umax ptr addrspace(3) %a46, i32 %xi  monotonic
  %a48 = getelementptr i32, ptr addrspace(1) %out, i32 19
  store i32 %a47, ptr addrspace(1) %a48
  %a49 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 80
  %a50 = atomicrmw umax ptr addrspace(3) %a49, i32 %xi  monotonic
  %a51 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 84
  %a52 = atomicrmw umin ptr addrspace(3) %a51, i32 %xi  monotonic
  %a53 = getelementptr i32, ptr addrspace(1) %out, i32 21
  store i32 %a52, ptr addrspace(1) %a53
  %a54 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 88
  %a55 = atomicrmw umin ptr addrspace(3) %a54, i32 %xi  monotonic
  %a56 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 92
  %a57 = cmpxchg ptr addrspace(3) %a56, i32 %xi, i32 3  monotonic monotonic
  %a58 = extractvalue {i32, i1} %a57, 0
  %a59 = getelementptr i32, ptr addrspace(1) %out, i32 23
  store i32 %a58, ptr addrspace(1) %a59
  %a60 = getelementptr i32, ptr addrspace(3) @lds_atomic_int_uni, i32 96
  %a61 = cmpxchg ptr addrspace(3) %a60, i32 %xi, i32 3  monotonic monotonic
  %a62 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 100
  %a63 = atomicrmw xchg ptr addrspace(3) %a62, i64 %xw  monotonic
  %a64 = getelementptr i64, ptr addrspace(1) %out, i32 25
  store i64 %a63, ptr addrspace(1) %a64
  %a65 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 104
  %a66 = atomicrmw xchg ptr addrspace(3) %a65, i64 %xw  monotonic
  %a67 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 108
  %a68 = atomicrmw add ptr addrspace(3) %a67, i64 %xw  monotonic
  %a69 = getelementptr i64, ptr addrspace(1) %out, i32 27
  store i64 %a68, ptr addrspace(1) %a69
  %a70 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 112
  %a71 = atomicrmw add ptr addrspace(3) %a70, i64 %xw  monotonic
  %a72 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 116
  %a73 = atomicrmw sub ptr addrspace(3) %a72, i64 %xw  monotonic
  %a74 = getelementptr i64, ptr addrspace(1) %out, i32 29
  store i64 %a73, ptr addrspace(1) %a74
  %a75 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 120
  %a76 = atomicrmw sub ptr addrspace(3) %a75, i64 %xw  monotonic
  %a77 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 124
  %a78 = atomicrmw and ptr addrspace(3) %a77, i64 %xw  monotonic
  %a79 = getelementptr i64, ptr addrspace(1) %out, i32 31
  store i64 %a78, ptr addrspace(1) %a79
  %a80 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 128
  %a81 = atomicrmw and ptr addrspace(3) %a80, i64 %xw  monotonic
  %a82 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 132
  %a83 = atomicrmw nand ptr addrspace(3) %a82, i64 %xw  monotonic
  %a84 = getelementptr i64, ptr addrspace(1) %out, i32 33
  store i64 %a83, ptr addrspace(1) %a84
  %a85 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 136
  %a86 = atomicrmw nand ptr addrspace(3) %a85, i64 %xw  monotonic
  %a87 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 140
  %a88 = atomicrmw or ptr addrspace(3) %a87, i64 %xw  monotonic
  %a89 = getelementptr i64, ptr addrspace(1) %out, i32 35
  store i64 %a88, ptr addrspace(1) %a89
  %a90 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 144
  %a91 = atomicrmw or ptr addrspace(3) %a90, i64 %xw  monotonic
  %a92 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 148
  %a93 = atomicrmw xor ptr addrspace(3) %a92, i64 %xw  monotonic
  %a94 = getelementptr i64, ptr addrspace(1) %out, i32 37
  store i64 %a93, ptr addrspace(1) %a94
  %a95 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 152
  %a96 = atomicrmw xor ptr addrspace(3) %a95, i64 %xw  monotonic
  %a97 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 156
  %a98 = atomicrmw max ptr addrspace(3) %a97, i64 %xw  monotonic
  %a99 = getelementptr i64, ptr addrspace(1) %out, i32 39
  store i64 %a98, ptr addrspace(1) %a99
  %a100 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 160
  %a101 = atomicrmw max ptr addrspace(3) %a100, i64 %xw  monotonic
  %a102 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 164
  %a103 = atomicrmw min ptr addrspace(3) %a102, i64 %xw  monotonic
  %a104 = getelementptr i64, ptr addrspace(1) %out, i32 41
  store i64 %a103, ptr addrspace(1) %a104
  %a105 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 168
  %a106 = atomicrmw min ptr addrspace(3) %a105, i64 %xw  monotonic
  %a107 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 172
  %a108 = atomicrmw umax ptr addrspace(3) %a107, i64 %xw  monotonic
  %a109 = getelementptr i64, ptr addrspace(1) %out, i32 43
  store i64 %a108, ptr addrspace(1) %a109
  %a110 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 176
  %a111 = atomicrmw umax ptr addrspace(3) %a110, i64 %xw  monotonic
  %a112 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 180
  %a113 = atomicrmw umin ptr addrspace(3) %a112, i64 %xw  monotonic
  %a114 = getelementptr i64, ptr addrspace(1) %out, i32 45
  store i64 %a113, ptr addrspace(1) %a114
  %a115 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 184
  %a116 = atomicrmw umin ptr addrspace(3) %a115, i64 %xw  monotonic
  %a117 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 188
  %a118 = cmpxchg ptr addrspace(3) %a117, i64 %xw, i64 3  monotonic monotonic
  %a119 = extractvalue {i64, i1} %a118, 0
  %a120 = getelementptr i64, ptr addrspace(1) %out, i32 47
  store i64 %a119, ptr addrspace(1) %a120
  %a121 = getelementptr i64, ptr addrspace(3) @lds_atomic_int_uni, i32 192
  %a122 = cmpxchg ptr addrspace(3) %a121, i64 %xw, i64 3  monotonic monotonic
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
