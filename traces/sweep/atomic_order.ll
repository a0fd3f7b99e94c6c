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
define amdgpu_kernel void @atomic_order_as1_div(ptr addrspace(1) %out, ptr addrspace(1) %p, i64 %v, i32 %u) {
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
  %a3 = atomicrmw add ptr addrspace(1) %a2, i32 %xi syncscope("wavefront") monotonic
  %a4 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %a3, ptr addrspace(1) %a4
  %a5 = getelementptr i32, ptr addrspace(1) %p, i32 128
  %a6 = getelementptr i32, ptr addrspace(1) %a5, i32 %tid
  %a7 = atomicrmw add ptr addrspace(1) %a6, i32 %xi syncscope("wavefront") monotonic
  %a8 = getelementptr i32, ptr addrspace(1) %p, i32 192
  %a9 = getelementptr i32, ptr addrspace(1) %a8, i32 %tid
  %a10 = atomicrmw add ptr addrspace(1) %a9, i32 %xi syncscope("workgroup") acquire
  %a11 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %a10, ptr addrspace(1) %a11
  %a12 = getelementptr i32, ptr addrspace(1) %p, i32 256
  %a13 = getelementptr i32, ptr addrspace(1) %a12, i32 %tid
  %a14 = atomicrmw add ptr addrspace(1) %a13, i32 %xi syncscope("workgroup") acquire
  %a15 = getelementptr i32, ptr addrspace(1) %p, i32 320
  %a16 = getelementptr i32, ptr addrspace(1) %a15, i32 %tid
  %a17 = atomicrmw add ptr addrspace(1) %a16, i32 %xi syncscope("workgroup") seq_cst
  %a18 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %a17, ptr addrspace(1) %a18
  %a19 = getelementptr i32, ptr addrspace(1) %p, i32 384
  %a20 = getelementptr i32, ptr addrspace(1) %a19, i32 %tid
  %a21 = atomicrmw add ptr addrspace(1) %a20, i32 %xi syncscope("workgroup") seq_cst
  %a22 = getelementptr i32, ptr addrspace(1) %p, i32 448
  %a23 = getelementptr i32, ptr addrspace(1) %a22, i32 %tid
  %a24 = atomicrmw add ptr addrspace(1) %a23, i32 %xi syncscope("agent") release
  %a25 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %a24, ptr addrspace(1) %a25
  %a26 = getelementptr i32, ptr addrspace(1) %p, i32 512
  %a27 = getelementptr i32, ptr addrspace(1) %a26, i32 %tid
  %a28 = atomicrmw add ptr addrspace(1) %a27, i32 %xi syncscope("agent") release
  %a29 = getelementptr i32, ptr addrspace(1) %p, i32 576
  %a30 = getelementptr i32, ptr addrspace(1) %a29, i32 %tid
  %a31 = atomicrmw add ptr addrspace(1) %a30, i32 %xi syncscope("agent") acq_rel
  %a32 = getelementptr i32, ptr addrspace(1) %out, i32 9
  store i32 %a31, ptr addrspace(1) %a32
  %a33 = getelementptr i32, ptr addrspace(1) %p, i32 640
  %a34 = getelementptr i32, ptr addrspace(1) %a33, i32 %tid
  %a35 = atomicrmw add ptr addrspace(1) %a34, i32 %xi syncscope("agent") acq_rel
  %a36 = getelementptr i32, ptr addrspace(1) %p, i32 704
  %a37 = getelementptr i32, ptr addrspace(1) %a36, i32 %tid
  %a38 = atomicrmw add ptr addrspace(1) %a37, i32 %xi syncscope("agent-one-as") seq_cst
  %a39 = getelementptr i32, ptr addrspace(1) %out, i32 11
  store i32 %a38, ptr addrspace(1) %a39
  %a40 = getelementptr i32, ptr addrspace(1) %p, i32 768
  %a41 = getelementptr i32, ptr addrspace(1) %a40, i32 %tid
  %a42 = atomicrmw add ptr addrspace(1) %a41, i32 %xi syncscope("agent-one-as") seq_cst
  %a43 = getelementptr i32, ptr addrspace(1) %p, i32 832
  %a44 = getelementptr i32, ptr addrspace(1) %a43, i32 %tid
  %a45 = atomicrmw add ptr addrspace(1) %a44, i32 %xi  seq_cst
  %a46 = getelementptr i32, ptr addrspace(1) %out, i32 13
  store i32 %a45, ptr addrspace(1) %a46
  %a47 = getelementptr i32, ptr addrspace(1) %p, i32 896
  %a48 = getelementptr i32, ptr addrspace(1) %a47, i32 %tid
  %a49 = atomicrmw add ptr addrspace(1) %a48, i32 %xi  seq_cst
  %a50 = getelementptr i32, ptr addrspace(1) %p, i32 960
  %a51 = getelementptr i32, ptr addrspace(1) %a50, i32 %tid
  %a52 = atomicrmw add ptr addrspace(1) %a51, i32 %xi syncscope("one-as") acquire
  %a53 = getelementptr i32, ptr addrspace(1) %out, i32 15
  store i32 %a52, ptr addrspace(1) %a53
  %a54 = getelementptr i32, ptr addrspace(1) %p, i32 1024
  %a55 = getelementptr i32, ptr addrspace(1) %a54, i32 %tid
  %a56 = atomicrmw add ptr addrspace(1) %a55, i32 %xi syncscope("one-as") acquire
  %a57 = getelementptr i32, ptr addrspace(1) %p, i32 1088
  %a58 = getelementptr i32, ptr addrspace(1) %a57, i32 %tid
  %a59 = cmpxchg ptr addrspace(1) %a58, i32 %xi, i32 3 syncscope("wavefront") monotonic monotonic
  %a60 = extractvalue {i32, i1} %a59, 0
  %a61 = getelementptr i32, ptr addrspace(1) %out, i32 17
  store i32 %a60, ptr addrspace(1) %a61
  %a62 = getelementptr i32, ptr addrspace(1) %p, i32 1152
  %a63 = getelementptr i32, ptr addrspace(1) %a62, i32 %tid
  %a64 = cmpxchg ptr addrspace(1) %a63, i32 %xi, i32 3 syncscope("wavefront") monotonic monotonic
  %a65 = getelementptr i32, ptr addrspace(1) %p, i32 1216
  %a66 = getelementptr i32, ptr addrspace(1) %a65, i32 %tid
  %a67 = cmpxchg ptr addrspace(1) %a66, i32 %xi, i32 3 syncscope("workgroup") acquire monotonic
  %a68 = extractvalue {i32, i1} %a67, 0
  %a69 = getelementptr i32, ptr addrspace(1) %out, i32 19
  store i32 %a68, ptr addrspace(1) %a69
  %a70 = getelementptr i32, ptr addrspace(1) %p, i32 1280
  %a71 = getelementptr i32, ptr addrspace(1) %a70, i32 %tid
  %a72 = cmpxchg ptr addrspace(1) %a71, i32 %xi, i32 3 syncscope("workgroup") acquire monotonic
  %a73 = getelementptr i32, ptr addrspace(1) %p, i32 1344
  %a74 = getelementptr i32, ptr addrspace(1) %a73, i32 %tid
  %a75 = cmpxchg ptr addrspace(1) %a74, i32 %xi, i32 3 syncscope("workgroup") seq_cst monotonic
  %a76 = extractvalue {i32, i1} %a75, 0
  %a77 = getelementptr i32, ptr addrspace(1) %out, i32 21
  store i32 %a76, ptr addrspace(1) %a77
  %a78 = getelementptr i32, ptr addrspace(1) %p, i32 1408
  %a79 = getelementptr i32, ptr addrspace(1) %a78, i32 %tid
  %a80 = cmpxchg ptr addrspace(1) %a79, i32 %xi, i32 3 syncscope("workgroup") seq_cst monotonic
  %a81 = getelementptr i32, ptr addrspace(1) %p, i32 1472
  %a82 = getelementptr i32, ptr addrspace(1) %a81, i32 %tid
  %a83 = cmpxchg ptr addrspace(1) %a82, i32 %xi, i32 3 syncscope("agent") release monotonic
  %a84 = extractvalue {i32, i1} %a83, 0
  %a85 = getelementptr i32, ptr addrspace(1) %out, i32 23
  store i32 %a84, ptr addrspace(1) %a85
  %a86 = getelementptr i32, ptr addrspace(1) %p, i32 1536
  %a87 = getelementptr i32, ptr addrspace(1) %a86, i32 %tid
  %a88 = cmpxchg ptr addrspace(1) %a87, i32 %xi, i32 3 syncscope("agent") release monotonic
  %a89 = getelementptr i32, ptr addrspace(1) %p, i32 1600
  %a90 = getelementptr i32, ptr addrspace(1) %a89, i32 %tid
  %a91 = cmpxchg ptr addrspace(1) %a90, i32 %xi, i32 3 syncscope("agent") acq_rel monotonic
  %a92 = extractvalue {i32, i1} %a91, 0
  %a93 = getelementptr i32, ptr addrspace(1) %out, i32 25
  store i32 %a92, ptr addrspace(1) %a93
  %a94 = getelementptr i32, ptr addrspace(1) %p, i32 1664
  %a95 = getelementptr i32, ptr addrspace(1) %a94, i32 %tid
  %a96 = cmpxchg ptr addrspace(1) %a95, i32 %xi, i32 3 syncscope("agent") acq_rel monotonic
  %a97 = getelementptr i32, ptr addrspace(1) %p, i32 1728
  %a98 = getelementptr i32, ptr addrspace(1) %a97, i32 %tid
  %a99 = cmpxchg ptr addrspace(1) %a98, i32 %xi, i32 3 syncscope("agent-one-as") seq_cst monotonic
  %a100 = extractvalue {i32, i1} %a99, 0
  %a101 = getelementptr i32, ptr addrspace(1) %out, i32 27
  store i32 %a100, ptr addrspace(1) %a101
  %a102 = getelementptr i32, ptr addrspace(1) %p, i32 1792
  %a103 = getelementptr i32, ptr addrspace(1) %a102, i32 %tid
  %a104 = cmpxchg ptr addrspace(1) %a103, i32 %xi, i32 3 syncscope("agent-one-as") seq_cst monotonic
  %a105 = getelementptr i32, ptr addrspace(1) %p, i32 1856
  %a106 = getelementptr i32, ptr addrspace(1) %a105, i32 %tid
  %a107 = cmpxchg ptr addrspace(1) %a106, i32 %xi, i32 3  seq_cst monotonic
  %a108 = extractvalue {i32, i1} %a107, 0
  %a109 = getelementptr i32, ptr addrspace(1) %out, i32 29
  store i32 %a108, ptr addrspace(1) %a109
  %a110 = getelementptr i32, ptr addrspace(1) %p, i32 1920
  %a111 = getelementptr i32, ptr addrspace(1) %a110, i32 %tid
  %a112 = cmpxchg ptr addrspace(1) %a111, i32 %xi, i32 3  seq_cst monotonic
  %a113 = getelementptr i32, ptr addrspace(1) %p, i32 1984
  %a114 = getelementptr i32, ptr addrspace(1) %a113, i32 %tid
  %a115 = cmpxchg ptr addrspace(1) %a114, i32 %xi, i32 3 syncscope("one-as") acquire monotonic
  %a116 = extractvalue {i32, i1} %a115, 0
  %a117 = getelementptr i32, ptr addrspace(1) %out, i32 31
  store i32 %a116, ptr addrspace(1) %a117
  %a118 = getelementptr i32, ptr addrspace(1) %p, i32 2048
  %a119 = getelementptr i32, ptr addrspace(1) %a118, i32 %tid
  %a120 = cmpxchg ptr addrspace(1) %a119, i32 %xi, i32 3 syncscope("one-as") acquire monotonic
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
define amdgpu_kernel void @atomic_order_as1_uni(ptr addrspace(1) %out, ptr addrspace(1) %p, i64 %v, i32 %u) {
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
  %a2 = atomicrmw add ptr addrspace(1) %a1, i32 %xi syncscope("wavefront") monotonic
  %a3 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %a2, ptr addrspace(1) %a3
  %a4 = getelementptr i32, ptr addrspace(1) %p, i32 8
  %a5 = atomicrmw add ptr addrspace(1) %a4, i32 %xi syncscope("wavefront") monotonic
  %a6 = getelementptr i32, ptr addrspace(1) %p, i32 12
  %a7 = atomicrmw add ptr addrspace(1) %a6, i32 %xi syncscope("workgroup") acquire
  %a8 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %a7, ptr addrspace(1) %a8
  %a9 = getelementptr i32, ptr addrspace(1) %p, i32 16
  %a10 = atomicrmw add ptr addrspace(1) %a9, i32 %xi syncscope("workgroup") acquire
  %a11 = getelementptr i32, ptr addrspace(1) %p, i32 20
  %a12 = atomicrmw add ptr addrspace(1) %a11, i32 %xi syncscope("workgroup") seq_cst
  %a13 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %a12, ptr addrspace(1) %a13
  %a14 = getelementptr i32, ptr addrspace(1) %p, i32 24
  %a15 = atomicrmw add ptr addrspace(1) %a14, i32 %xi syncscope("workgroup") seq_cst
  %a16 = getelementptr i32, ptr addrspace(1) %p, i32 28
  %a17 = atomicrmw add ptr addrspace(1) %a16, i32 %xi syncscope("agent") release
  %a18 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %a17, ptr addrspace(1) %a18
  %a19 = getelementptr i32, ptr addrspace(1) %p, i32 32
  %a20 = atomicrmw add ptr addrspace(1) %a19, i32 %xi syncscope("agent") release
  %a21 = getelementptr i32, ptr addrspace(1) %p, i32 36
  %a22 = atomicrmw add ptr addrspace(1) %a21, i32 %xi syncscope("agent") acq_rel
  %a23 = getelementptr i32, ptr addrspace(1) %out, i32 9
  store i32 %a22, ptr addrspace(1) %a23
  %a24 = getelementptr i32, ptr addrspace(1) %p, i32 40
  %a25 = atomicrmw add ptr addrspace(1) %a24, i32 %xi syncscope("agent") acq_rel
  %a26 = getelementptr i32, ptr addrspace(1) %p, i32 44
  %a27 = atomicrmw add ptr addrspace(1) %a26, i32 %xi syncscope("agent-one-as") seq_cst
  %a28 = getelementptr i32, ptr addrspace(1) %out, i32 11
  store i32 %a27, ptr addrspace(1) %a28
  %a29 = getelementptr i32, ptr addrspace(1) %p, i32 48
  %a30 = atomicrmw add ptr addrspace(1) %a29, i32 %xi syncscope("agent-one-as") seq_cst
  %a31 = getelementptr i32, ptr addrspace(1) %p, i32 52
  %a32 = atomicrmw add ptr addrspace(1) %a31, i32 %xi  seq_cst
  %a33 = getelementptr i32, ptr addrspace(1) %out, i32 13
  store i32 %a32, ptr addrspace(1) %a33
  %a34 = getelementptr i32, ptr addrspace(1) %p, i32 56
  %a35 = atomicrmw add ptr addrspace(1) %a34, i32 %xi  seq_cst
  %a36 = getelementptr i32, ptr addrspace(1) %p, i32 60
  %a37 = atomicrmw add ptr addrspace(1) %a36, i32 %xi syncscope("one-as") acquire
  %a38 = getelementptr i32, ptr addrspace(1) %out, i32 15
  store i32 %a37, ptr addrspace(1) %a38
  %a39 = getelementptr i32, ptr addrspace(1) %p, i32 64
  %a40 = atomicrmw add ptr addrspace(1) %a39, i32 %xi syncscope("one-as") acquire
  %a41 = getelementptr i32, ptr addrspace(1) %p, i32 68
  %a42 = cmpxchg ptr addrspace(1) %a41, i32 %xi, i32 3 syncscope("wavefront") monotonic monotonic
  %a43 = extractvalue {i32, i1} %a42, 0
  %a44 = getelementptr i32, ptr addrspace(1) %out, i32 17
  store i32 %a43, ptr addrspace(1) %a44
  %a45 = getelementptr i32, ptr addrspace(1) %p, i32 72
  %a46 = cmpxchg ptr addrspace(1) %a45, i32 %xi, i32 3 syncscope("wavefront") monotonic monotonic
  %a47 = getelementptr i32, ptr addrspace(1) %p, i32 76
  %a48 = cmpxchg ptr addrspace(1) %a47, i32 %xi, i32 3 syncscope("workgroup") acquire monotonic
  %a49 = extractvalue {i32, i1} %a48, 0
  %a50 = getelementptr i32, ptr addrspace(1) %out, i32 19
  store i32 %a49, ptr addrspace(1) %a50
  %a51 = getelementptr i32, ptr addrspace(1) %p, i32 80
  %a52 = cmpxchg ptr addrspace(1) %a51, i32 %xi, i32 3 syncscope("workgroup") acquire monotonic
  %a53 = getelementptr i32, ptr addrspace(1) %p, i32 84
  %a54 = cmpxchg ptr addrspace(1) %a53, i32 %xi, i32 3 syncscope("workgroup") seq_cst monotonic
  %a55 = extractvalue {i32, i1} %a54, 0
  %a56 = getelementptr i32, ptr addrspace(1) %out, i32 21
  store i32 %a55, ptr addrspace(1) %a56
  %a57 = getelementptr i32, ptr addrspace(1) %p, i32 88
  %a58 = cmpxchg ptr addrspace(1) %a57, i32 %xi, i32 3 syncscope("workgroup") seq_cst monotonic
  %a59 = getelementptr i32, ptr addrspace(1) %p, i32 92
  %a60 = cmpxchg ptr addrspace(1) %a59, i32 %xi, i32 3 syncscope("agent") release monotonic
  %a61 = extractvalue {i32, i1} %a60, 0
  %a62 = getelementptr i32, ptr addrspace(1) %out, i32 23
  store i32 %a61, ptr addrspace(1) %a62
  %a63 = getelementptr i32, ptr addrspace(1) %p, i32 96
  %a64 = cmpxchg ptr addrspace(1) %a63, i32 %xi, i32 3 syncscope("agent") release monotonic
  %a65 = getelementptr i32, ptr addrspace(1) %p, i32 100
  %a66 = cmpxchg ptr addrspace(1) %a65, i32 %xi, i32 3 syncscope("agent") acq_rel monotonic
  %a67 = extractvalue {i32, i1} %a66, 0
  %a68 = getelementptr i32, ptr addrspace(1) %out, i32 25
  store i32 %a67, ptr addrspace(1) %a68
  %a69 = getelementptr i32, ptr addrspace(1) %p, i32 104
  %a70 = cmpxchg ptr addrspace(1) %a69, i32 %xi, i32 3 syncscope("agent") acq_rel monotonic
  %a71 = getelementptr i32, ptr addrspace(1) %p, i32 108
  %a72 = cmpxchg ptr addrspace(1) %a71, i32 %xi, i32 3 syncscope("agent-one-as") seq_cst monotonic
  %a73 = extractvalue {i32, i1} %a72, 0
  %a74 = getelementptr i32, ptr addrspace(1) %out, i32 27
  store i32 %a73, ptr addrspace(1) %a74
  %a75 = getelementptr i32, ptr addrspace(1) %p, i32 112
  %a76 = cmpxchg ptr addrspace(1) %a75, i32 %xi, i32 3 syncscope("agent-one-as") seq_cst monotonic
  %a77 = getelementptr i32, ptr addrspace(1) %p, i32 116
  %a78 = cmpxchg ptr addrspace(1) %a77, i32 %xi, i32 3  seq_cst monotonic
  %a79 = extractvalue {i32, i1} %a78, 0
  %a80 = getelementptr i32, ptr addrspace(1) %out, i32 29
  store i32 %a79, ptr addrspace(1) %a80
  %a81 = getelementptr i32, ptr addrspace(1) %p, i32 120
  %a82 = cmpxchg ptr addrspace(1) %a81, i32 %xi, i32 3  seq_cst monotonic
  %a83 = getelementptr i32, ptr addrspace(1) %p, i32 124
  %a84 = cmpxchg ptr addrspace(1) %a83, i32 %xi, i32 3 syncscope("one-as") acquire monotonic
  %a85 = extractvalue {i32, i1} %a84, 0
  %a86 = getelementptr i32, ptr addrspace(1) %out, i32 31
  store i32 %a85, ptr addrspace(1) %a86
  %a87 = getelementptr i32, ptr addrspace(1) %p, i32 128
  %a88 = cmpxchg ptr addrspace(1) %a87, i32 %xi, i32 3 syncscope("one-as") acquire monotonic
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
define amdgpu_kernel void @atomic_order_as0_div(ptr addrspace(1) %out, ptr %p, i64 %v, i32 %u) {
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
  %a3 = atomicrmw add ptr %a2, i32 %xi syncscope("wavefront") monotonic
  %a4 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %a3, ptr addrspace(1) %a4
  %a5 = getelementptr i32, ptr %p, i32 128
  %a6 = getelementptr i32, ptr %a5, i32 %tid
  %a7 = atomicrmw add ptr %a6, i32 %xi syncscope("wavefront") monotonic
  %a8 = getelementptr i32, ptr %p, i32 192
  %a9 = getelementptr i32, ptr %a8, i32 %tid
  %a10 = atomicrmw add ptr %a9, i32 %xi syncscope("workgroup") acquire
  %a11 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %a10, ptr addrspace(1) %a11
  %a12 = getelementptr i32, ptr %p, i32 256
  %a13 = getelementptr i32, ptr %a12, i32 %tid
  %a14 = atomicrmw add ptr %a13, i32 %xi syncscope("workgroup") acquire
  %a15 = getelementptr i32, ptr %p, i32 320
  %a16 = getelementptr i32, ptr %a15, i32 %tid
  %a17 = atomicrmw add ptr %a16, i32 %xi syncscope("workgroup") seq_cst
  %a18 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %a17, ptr addrspace(1) %a18
  %a19 = getelementptr i32, ptr %p, i32 384
  %a20 = getelementptr i32, ptr %a19, i32 %tid
  %a21 = atomicrmw add ptr %a20, i32 %xi syncscope("workgroup") seq_cst
  %a22 = getelementptr i32, ptr %p, i32 448
  %a23 = getelementptr i32, ptr %a22, i32 %tid
  %a24 = atomicrmw add ptr %a23, i32 %xi syncscope("agent") release
  %a25 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %a24, ptr addrspace(1) %a25
  %a26 = getelementptr i32, ptr %p, i32 512
  %a27 = getelementptr i32, ptr %a26, i32 %tid
  %a28 = atomicrmw add ptr %a27, i32 %xi syncscope("agent") release
  %a29 = getelementptr i32, ptr %p, i32 576
  %a30 = getelementptr i32, ptr %a29, i32 %tid
  %a31 = atomicrmw add ptr %a30, i32 %xi syncscope("agent") acq_rel
  %a32 = getelementptr i32, ptr addrspace(1) %out, i32 9
  store i32 %a31, ptr addrspace(1) %a32
  %a33 = getelementptr i32, ptr %p, i32 640
  %a34 = getelementptr i32, ptr %a33, i32 %tid
  %a35 = atomicrmw add ptr %a34, i32 %xi syncscope("agent") acq_rel
  %a36 = getelementptr i32, ptr %p, i32 704
  %a37 = getelementptr i32, ptr %a36, i32 %tid
  %a38 = atomicrmw add ptr %a37, i32 %xi syncscope("agent-one-as") seq_cst
  %a39 = getelementptr i32, ptr addrspace(1) %out, i32 11
  store i32 %a38, ptr addrspace(1) %a39
  %a40 = getelementptr i32, ptr %p, i32 768
  %a41 = getelementptr i32, ptr %a40, i32 %tid
  %a42 = atomicrmw add ptr %a41, i32 %xi syncscope("agent-one-as") seq_cst
  %a43 = getelementptr i32, ptr %p, i32 832
  %a44 = getelementptr i32, ptr %a43, i32 %tid
  %a45 = atomicrmw add ptr %a44, i32 %xi  seq_cst
  %a46 = getelementptr i32, ptr addrspace(1) %out, i32 13
  store i32 %a45, ptr addrspace(1) %a46
  %a47 = getelementptr i32, ptr %p, i32 896
  %a48 = getelementptr i32, ptr %a47, i32 %tid
  %a49 = atomicrmw add ptr %a48, i32 %xi  seq_cst
  %a50 = getelementptr i32, ptr %p, i32 960
  %a51 = getelementptr i32, ptr %a50, i32 %tid
  %a52 = atomicrmw add ptr %a51, i32 %xi syncscope("one-as") acquire
  %a53 = getelementptr i32, ptr addrspace(1) %out, i32 15
  store i32 %a52, ptr addrspace(1) %a53
  %a54 = getelementptr i32, ptr %p, i32 1024
  %a55 = getelementptr i32, ptr %a54, i32 %tid
  %a56 = atomicrmw add ptr %a55, i32 %xi syncscope("one-as") acquire
  %a57 = getelementptr i32, ptr %p, i32 1088
  %a58 = getelementptr i32, ptr %a57, i32 %tid
  %a59 = cmpxchg ptr %a58, i32 %xi, i32 3 syncscope("wavefront") monotonic monotonic
  %a60 = extractvalue {i32, i1} %a59, 0
  %a61 = getelementptr i32, ptr addrspace(1) %out, i32 17
  store i32 %a60, ptr addrspace(1) %a61
  %a62 = getelementptr i32, ptr %p, i32 1152
  %a63 = getelementptr i32, ptr %a62, i32 %tid
  %a64 = cmpxchg ptr %a63, i32 %xi, i32 3 syncscope("wavefront") monotonic monotonic
  %a65 = getelementptr i32, ptr %p, i32 1216
  %a66 = getelementptr i32, ptr %a65, i32 %tid
  %a67 = cmpxchg ptr %a66, i32 %xi, i32 3 syncscope("workgroup") acquire monotonic
  %a68 = extractvalue {i32, i1} %a67, 0
  %a69 = getelementptr i32, ptr addrspace(1) %out, i32 19
  store i32 %a68, ptr addrspace(1) %a69
  %a70 = getelementptr i32, ptr %p, i32 1280
  %a71 = getelementptr i32, ptr %a70, i32 %tid
  %a72 = cmpxchg ptr %a71, i32 %xi, i32 3 syncscope("workgroup") acquire monotonic
  %a73 = getelementptr i32, ptr %p, i32 1344
  %a74 = getelementptr i32, ptr %a73, i32 %tid
  %a75 = cmpxchg ptr %a74, i32 %xi, i32 3 syncscope("workgroup") seq_cst monotonic
  %a76 = extractvalue {i32, i1} %a75, 0
  %a77 = getelementptr i32, ptr addrspace(1) %out, i32 21
  store i32 %a76, ptr addrspace(1) %a77
  %a78 = getelementptr i32, ptr %p, i32 1408
  %a79 = getelementptr i32, ptr %a78, i32 %tid
  %a80 = cmpxchg ptr %a79, i32 %xi, i32 3 syncscope("workgroup") seq_cst monotonic
  %a81 = getelementptr i32, ptr %p, i32 1472
  %a82 = getelementptr i32, ptr %a81, i32 %tid
  %a83 = cmpxchg ptr %a82, i32 %xi, i32 3 syncscope("agent") release monotonic
  %a84 = extractvalue {i32, i1} %a83, 0
  %a85 = getelementptr i32, ptr addrspace(1) %out, i32 23
  store i32 %a84, ptr addrspace(1) %a85
  %a86 = getelementptr i32, ptr %p, i32 1536
  %a87 = getelementptr i32, ptr %a86, i32 %tid
  %a88 = cmpxchg ptr %a87, i32 %xi, i32 3 syncscope("agent") release monotonic
  %a89 = getelementptr i32, ptr %p, i32 1600
  %a90 = getelementptr i32, ptr %a89, i32 %tid
  %a91 = cmpxchg ptr %a90, i32 %xi, i32 3 syncscope("agent") acq_rel monotonic
  %a92 = extractvalue {i32, i1} %a91, 0
  %a93 = getelementptr i32, ptr addrspace(1) %out, i32 25
  store i32 %a92, ptr addrspace(1) %a93
  %a94 = getelementptr i32, ptr %p, i32 1664
  %a95 = getelementptr i32, ptr %a94, i32 %tid
  %a96 = cmpxchg ptr %a95, i32 %xi, i32 3 syncscope("agent") acq_rel monotonic
  %a97 = getelementptr i32, ptr %p, i32 1728
  %a98 = getelementptr i32, ptr %a97, i32 %tid
  %a99 = cmpxchg ptr %a98, i32 %xi, i32 3 syncscope("agent-one-as") seq_cst monotonic
  %a100 = extractvalue {i32, i1} %a99, 0
  %a101 = getelementptr i32, ptr addrspace(1) %out, i32 27
  store i32 %a100, ptr addrspace(1) %a101
  %a102 = getelementptr i32, ptr %p, i32 1792
  %a103 = getelementptr i32, ptr %a102, i32 %tid
  %a104 = cmpxchg ptr %a103, i32 %xi, i32 3 syncscope("agent-one-as") seq_cst monotonic
  %a105 = getelementptr i32, ptr %p, i32 1856
  %a106 = getelementptr i32, ptr %a105, i32 %tid
  %a107 = cmpxchg ptr %a106, i32 %xi, i32 3  seq_cst monotonic
  %a108 = extractvalue {i32, i1} %a107, 0
  %a109 = getelementptr i32, ptr addrspace(1) %out, i32 29
  store i32 %a108, ptr addrspace(1) %a109
  %a110 = getelementptr i32, ptr %p, i32 1920
  %a111 = getelementptr i32, ptr %a110, i32 %tid
  %a112 = cmpxchg ptr %a111, i32 %xi, i32 3  seq_cst monotonic
  %a113 = getelementptr i32, ptr %p, i32 1984
  %a114 = getelementptr i32, ptr %a113, i32 %tid
  %a115 = cmpxchg ptr %a114, i32 %xi, i32 3 syncscope("one-as") acquire monotonic
  %a116 = extractvalue {i32, i1} %a115, 0
  %a117 = getelementptr i32, ptr addrspace(1) %out, i32 31
  store i32 %a116, ptr addrspace(1) %a117
  %a118 = getelementptr i32, ptr %p, i32 2048
  %a119 = getelementptr i32, ptr %a118, i32 %tid
  %a120 = cmpxchg ptr %a119, i32 %xi, i32 3 syncscope("one-as") acquire monotonic
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
define amdgpu_kernel void @atomic_order_as0_uni(ptr addrspace(1) %out, ptr %p, i64 %v, i32 %u) {
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
  %a2 = atomicrmw add ptr %a1, i32 %xi syncscope("wavefront") monotonic
  %a3 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %a2, ptr addrspace(1) %a3
  %a4 = getelementptr i32, ptr %p, i32 8
  %a5 = atomicrmw add ptr %a4, i32 %xi syncscope("wavefront") monotonic
  %a6 = getelementptr i32, ptr %p, i32 12
  %a7 = atomicrmw add ptr %a6, i32 %xi syncscope("workgroup") acquire
  %a8 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %a7, ptr addrspace(1) %a8
  %a9 = getelementptr i32, ptr %p, i32 16
  %a10 = atomicrmw add ptr %a9, i32 %xi syncscope("workgroup") acquire
  %a11 = getelementptr i32, ptr %p, i32 20
  %a12 = atomicrmw add ptr %a11, i32 %xi syncscope("workgroup") seq_cst
  %a13 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %a12, ptr addrspace(1) %a13
  %a14 = getelementptr i32, ptr %p, i32 24
  %a15 = atomicrmw add ptr %a14, i32 %xi syncscope("workgroup") seq_cst
  %a16 = getelementptr i32, ptr %p, i32 28
  %a17 = atomicrmw add ptr %a16, i32 %xi syncscope("agent") release
  %a18 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %a17, ptr addrspace(1) %a18
  %a19 = getelementptr i32, ptr %p, i32 32
  %a20 = atomicrmw add ptr %a19, i32 %xi syncscope("agent") release
  %a21 = getelementptr i32, ptr %p, i32 36
  %a22 = atomicrmw add ptr %a21, i32 %xi syncscope("agent") acq_rel
  %a23 = getelementptr i32, ptr addrspace(1) %out, i32 9
  store i32 %a22, ptr addrspace(1) %a23
  %a24 = getelementptr i32, ptr %p, i32 40
  %a25 = atomicrmw add ptr %a24, i32 %xi syncscope("agent") acq_rel
  %a26 = getelementptr i32, ptr %p, i32 44
  %a27 = atomicrmw add ptr %a26, i32 %xi syncscope("agent-one-as") seq_cst
  %a28 = getelementptr i32, ptr addrspace(1) %out, i32 11
  store i32 %a27, ptr addrspace(1) %a28
  %a29 = getelementptr i32, ptr %p, i32 48
  %a30 = atomicrmw add ptr %a29, i32 %xi syncscope("agent-one-as") seq_cst
  %a31 = getelementptr i32, ptr %p, i32 52
  %a32 = atomicrmw add ptr %a31, i32 %xi  seq_cst
  %a33 = getelementptr i32, ptr addrspace(1) %out, i32 13
  store i32 %a32, ptr addrspace(1) %a33
  %a34 = getelementptr i32, ptr %p, i32 56
  %a35 = atomicrmw add ptr %a34, i32 %xi  seq_cst
  %a36 = getelementptr i32, ptr %p, i32 60
  %a37 = atomicrmw add ptr %a36, i32 %xi syncscope("one-as") acquire
  %a38 = getelementptr i32, ptr addrspace(1) %out, i32 15
  store i32 %a37, ptr addrspace(1) %a38
  %a39 = getelementptr i32, ptr %p, i32 64
  %a40 = atomicrmw add ptr %a39, i32 %xi syncscope("one-as") acquire
  %a41 = getelementptr i32, ptr %p, i32 68
  %a42 = cmpxchg ptr %a41, i32 %xi, i32 3 syncscope("wavefront") monotonic monotonic
  %a43 = extractvalue {i32, i1} %a42, 0
  %a44 = getelementptr i32, ptr addrspace(1) %out, i32 17
  store i32 %a43, ptr addrspace(1) %a44
  %a45 = getelementptr i32, ptr %p, i32 72
  %a46 = cmpxchg ptr %a45, i32 %xi, i32 3 syncscope("wavefront") monotonic monotonic
  %a47 = getelementptr i32, ptr %p, i32 76
  %a48 = cmpxchg ptr %a47, i32 %xi, i32 3 syncscope("workgroup") acquire monotonic
  %a49 = extractvalue {i32, i1} %a48, 0
  %a50 = getelementptr i32, ptr addrspace(1) %out, i32 19
  store i32 %a49, ptr addrspace(1) %a50
  %a51 = getelementptr i32, ptr %p, i32 80
  %a52 = cmpxchg ptr %a51, i32 %xi, i32 3 syncscope("workgroup") acquire monotonic
  %a53 = getelementptr i32, ptr %p, i32 84
  %a54 = cmpxchg ptr %a53, i32 %xi, i32 3 syncscope("workgroup") seq_cst monotonic
  %a55 = extractvalue {i32, i1} %a54, 0
  %a56 = getelementptr i32, ptr addrspace(1) %out, i32 21
  store i32 %a55, ptr addrspace(1) %a56
  %a57 = getelementptr i32, ptr %p, i32 88
  %a58 = cmpxchg ptr %a57, i32 %xi, i32 3 syncscope("workgroup") seq_cst monotonic
  %a59 = getelementptr i32, ptr %p, i32 92
  %a60 = cmpxchg ptr %a59, i32 %xi, i32 3 syncscope("agent") release monotonic
  %a61 = extractvalue {i32, i1} %a60, 0
  %a62 = getelementptr i32, ptr addrspace(1) %out, i32 23
  store i32 %a61, ptr addrspace(1) %a62
  %a63 = getelementptr i32, ptr %p, i32 96
  %a64 = cmpxchg ptr %a63, i32 %xi, i32 3 syncscope("agent") release monotonic
  %a65 = getelementptr i32, ptr %p, i32 100
  %a66 = cmpxchg ptr %a65, i32 %xi, i32 3 syncscope("agent") acq_rel monotonic
  %a67 = extractvalue {i32, i1} %a66, 0
  %a68 = getelementptr i32, ptr addrspace(1) %out, i32 25
  store i32 %a67, ptr addrspace(1) %a68
  %a69 = getelementptr i32, ptr %p, i32 104
  %a70 = cmpxchg ptr %a69, i32 %xi, i32 3 syncscope("agent") acq_rel monotonic
  %a71 = getelementptr i32, ptr %p, i32 108
  %a72 = cmpxchg ptr %a71, i32 %xi, i32 3 syncscope("agent-one-as") seq_cst monotonic
  %a73 = extractvalue {i32, i1} %a72, 0
  %a74 = getelementptr i32, ptr addrspace(1) %out, i32 27
  store i32 %a73, ptr addrspace(1) %a74
  %a75 = getelementptr i32, ptr %p, i32 112
  %a76 = cmpxchg ptr %a75, i32 %xi, i32 3 syncscope("agent-one-as") seq_cst monotonic
  %a77 = getelementptr i32, ptr %p, i32 116
  %a78 = cmpxchg ptr %a77, i32 %xi, i32 3  seq_cst monotonic
  %a79 = extractvalue {i32, i1} %a78, 0
  %a80 = getelementptr i32, ptr addrspace(1) %out, i32 29
  store i32 %a79, ptr addrspace(1) %a80
  %a81 = getelementptr i32, ptr %p, i32 120
  %a82 = cmpxchg ptr %a81, i32 %xi, i32 3  seq_cst monotonic
  %a83 = getelementptr i32, ptr %p, i32 124
  %a84 = cmpxchg ptr %a83, i32 %xi, i32 3 syncscope("one-as") acquire monotonic
  %a85 = extractvalue {i32, i1} %a84, 0
  %a86 = getelementptr i32, ptr addrspace(1) %out, i32 31
  store i32 %a85, ptr addrspace(1) %a86
  %a87 = getelementptr i32, ptr %p, i32 128
  %a88 = cmpxchg ptr %a87, i32 %xi, i32 3 syncscope("one-as") acquire monotonic
  ret void
}

@lds_atomic_order_div = internal addrspace(3) global [256 x i64] undef, align 8
define amdgpu_kernel void @atomic_order_as3_div(ptr addrspace(1) %out, ptr addrspace(3) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 64
  %a2 = getelementptr i32, ptr addrspace(3) %a1, i32 %tid
  %a3 = atomicrmw add ptr addrspace(3) %a2, i32 %xi syncscope("wavefront") monotonic
  %a4 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %a3, ptr addrspace(1) %a4
  %a5 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 128
  %a6 = getelementptr i32, ptr addrspace(3) %a5, i32 %tid
  %a7 = atomicrmw add ptr addrspace(3) %a6, i32 %xi syncscope("wavefront") monotonic
  %a8 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 192
  %a9 = getelementptr i32, ptr addrspace(3) %a8, i32 %tid
  %a10 = atomicrmw add ptr addrspace(3) %a9, i32 %xi syncscope("workgroup") acquire
  %a11 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %a10, ptr addrspace(1) %a11
  %a12 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 256
  %a13 = getelementptr i32, ptr addrspace(3) %a12, i32 %tid
  %a14 = atomicrmw add ptr addrspace(3) %a13, i32 %xi syncscope("workgroup") acquire
  %a15 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 320
  %a16 = getelementptr i32, ptr addrspace(3) %a15, i32 %tid
  %a17 = atomicrmw add ptr addrspace(3) %a16, i32 %xi syncscope("workgroup") seq_cst
  %a18 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %a17, ptr addrspace(1) %a18
  %a19 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 384
  %a20 = getelementptr i32, ptr addrspace(3) %a19, i32 %tid
  %a21 = atomicrmw add ptr addrspace(3) %a20, i32 %xi syncscope("workgroup") seq_cst
  %a22 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 448
  %a23 = getelementptr i32, ptr addrspace(3) %a22, i32 %tid
  %a24 = atomicrmw add ptr addrspace(3) %a23, i32 %xi syncscope("agent") release
  %a25 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %a24, ptr addrspace(1) %a25
  %a26 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 512
  %a27 = getelementptr i32, ptr addrspace(3) %a26, i32 %tid
  %a28 = atomicrmw add ptr addrspace(3) %a27, i32 %xi syncscope("agent") release
  %a29 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 576
  %a30 = getelementptr i32, ptr addrspace(3) %a29, i32 %tid
  %a31 = atomicrmw add ptr addrspace(3) %a30, i32 %xi syncscope("agent") acq_rel
  %a32 = getelementptr i32, ptr addrspace(1) %out, i32 9
  store i32 %a31, ptr addrspace(1) %a32
  %a33 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 640
  %a34 = getelementptr i32, ptr addrspace(3) %a33, i32 %tid
  %a35 = atomicrmw add ptr addrspace(3) %a34, i32 %xi syncscope("agent") acq_rel
  %a36 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 704
  %a37 = getelementptr i32, ptr addrspace(3) %a36, i32 %tid
  %a38 = atomicrmw add ptr addrspace(3) %a37, i32 %xi syncscope("agent-one-as") seq_cst
  %a39 = getelementptr i32, ptr addrspace(1) %out, i32 11
  store i32 %a38, ptr addrspace(1) %a39
  %a40 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 768
  %a41 = getelementptr i32, ptr addrspace(3) %a40, i32 %tid
  %a42 = atomicrmw add ptr addrspace(3) %a41, i32 %xi syncscope("agent-one-as") seq_cst
  %a43 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 832
  %a44 = getelementptr i32, ptr addrspace(3) %a43, i32 %tid
  %a45 = atomicrmw add ptr addrspace(3) %a44, i32 %xi  seq_cst
  %a46 = getelementptr i32, ptr addrspace(1) %out, i32 13
  store i32 %a45, ptr addrspace(1) %a46
  %a47 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 896
  %a48 = getelementptr i32, ptr addrspace(3) %a47, i32 %tid
  %a49 = atomicrmw add ptr addrspace(3) %a48, i32 %xi  seq_cst
  %a50 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 960
  %a51 = getelementptr i32, ptr addrspace(3) %a50, i32 %tid
  %a52 = atomicrmw add ptr addrspace(3) %a51, i32 %xi syncscope("one-as") acquire
  %a53 = getelementptr i32, ptr addrspace(1) %out, i32 15
  store i32 %a52, ptr addrspace(1) %a53
  %a54 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 1024
  %a55 = getelementptr i32, ptr addrspace(3) %a54, i32 %tid
  %a56 = atomicrmw add ptr addrspace(3) %a55, i32 %xi syncscope("one-as") acquire
  %a57 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 1088
  %a58 = getelementptr i32, ptr addrspace(3) %a57, i32 %tid
  %a59 = cmpxchg ptr addrspace(3) %a58, i32 %xi, i32 3 syncscope("wavefront") monotonic monotonic
  %a60 = extractvalue {i32, i1} %a59, 0
  %a61 = getelementptr i32, ptr addrspace(1) %out, i32 17
  store i32 %a60, ptr addrspace(1) %a61
  %a62 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 1152
  %a63 = getelementptr i32, ptr addrspace(3) %a62, i32 %tid
  %a64 = cmpxchg ptr addrspace(3) %a63, i32 %xi, i32 3 syncscope("wavefront") monotonic monotonic
  %a65 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 1216
  %a66 = getelementptr i32, ptr addrspace(3) %a65, i32 %tid
  %a67 = cmpxchg ptr addrspace(3) %a66, i32 %xi, i32 3 syncscope("workgroup") acquire monotonic
  %a68 = extractvalue {i32, i1} %a67, 0
  %a69 = getelementptr i32, ptr addrspace(1) %out, i32 19
  store i32 %a68, ptr addrspace(1) %a69
  %a70 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 1280
  %a71 = getelementptr i32, ptr addrspace(3) %a70, i32 %tid
  %a72 = cmpxchg ptr addrspace(3) %a71, i32 %xi, i32 3 syncscope("workgroup") acquire monotonic
  %a73 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 1344
  %a74 = getelementptr i32, ptr addrspace(3) %a73, i32 %tid
  %a75 = cmpxchg ptr addrspace(3) %a74, i32 %xi, i32 3 syncscope("workgroup") seq_cst monotonic
  %a76 = extractvalue {i32, i1} %a75, 0
  %a77 = getelementptr i32, ptr addrspace(1) %out, i32 21
  store i32 %a76, ptr addrspace(1) %a77
  %a78 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 1408
  %a79 = getelementptr i32, ptr addrspace(3) %a78, i32 %tid
  %a80 = cmpxchg ptr addrspace(3) %a79, i32 %xi, i32 3 syncscope("workgroup") seq_cst monotonic
  %a81 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 1472
  %a82 = getelementptr i32, ptr addrspace(3) %a81, i32 %tid
  %a83 = cmpxchg ptr addrspace(3) %a82, i32 %xi, i32 3 syncscope("agent") release monotonic
  %a84 = extractvalue {i32, i1} %a83, 0
  %a85 = getelementptr i32, ptr addrspace(1) %out, i32 23
  store i32 %a84, ptr addrspace(1) %a85
  %a86 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 1536
  %a87 = getelementptr i32, ptr addrspace(3) %a86, i32 %tid
  %a88 = cmpxchg ptr addrspace(3) %a87, i32 %xi, i32 3 syncscope("agent") release monotonic
  %a89 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 1600
  %a90 = getelementptr i32, ptr addrspace(3) %a89, i32 %tid
  %a91 = cmpxchg ptr addrspace(3) %a90, i32 %xi, i32 3 syncscope("agent") acq_rel monotonic
  %a92 = extractvalue {i32, i1} %a91, 0
  %a93 = getelementptr i32, ptr addrspace(1) %out, i32 25
  store i32 %a92, ptr addrspace(1) %a93
  %a94 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 1664
  %a95 = getelementptr i32, ptr addrspace(3) %a94, i32 %tid
  %a96 = cmpxchg ptr addrspace(3) %a95, i32 %xi, i32 3 syncscope("agent") acq_rel monotonic
  %a97 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 1728
  %a98 = getelementptr i32, ptr addrspace(3) %a97, i32 %tid
  %a99 = cmpxchg ptr addrspace(3) %a98, i32 %xi, i32 3 syncscope("agent-one-as") seq_cst monotonic
  %a100 = extractvalue {i32, i1} %a99, 0
  %a101 = getelementptr i32, ptr addrspace(1) %out, i32 27
  store i32 %a100, ptr addrspace(1) %a101
  %a102 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 1792
  %a103 = getelementptr i32, ptr addrspace(3) %a102, i32 %tid
  %a104 = cmpxchg ptr addrspace(3) %a103, i32 %xi, i32 3 syncscope("agent-one-as") seq_cst monotonic
  %a105 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 1856
  %a106 = getelementptr i32, ptr addrspace(3) %a105, i32 %tid
  %a107 = cmpxchg ptr addrspace(3) %a106, i32 %xi, i32 3  seq_cst monotonic
  %a108 = extractvalue {i32, i1} %a107, 0
  %a109 = getelementptr i32, ptr addrspace(1) %out, i32 29
  store i32 %a108, ptr addrspace(1) %a109
  %a110 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 1920
  %a111 = getelementptr i32, ptr addrspace(3) %a110, i32 %tid
  %a112 = cmpxchg ptr addrspace(3) %a111, i32 %xi, i32 3  seq_cst monotonic
  %a113 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 1984
  %a114 = getelementptr i32, ptr addrspace(3) %a113, i32 %tid
  %a115 = cmpxchg ptr addrspace(3) %a114, i32 %xi, i32 3 syncscope("one-as") acquire monotonic
  %a116 = extractvalue {i32, i1} %a115, 0
  %a117 = getelementptr i32, ptr addrspace(1) %out, i32 31
  store i32 %a116, ptr addrspace(1) %a117
  %a118 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_div, i32 2048
  %a119 = getelementptr i32, ptr addrspace(3) %a118, i32 %tid
  %a120 = cmpxchg ptr addrspace(3) %a119, i32 %xi, i32 3 syncscope("one-as") acquire monotonic
  ret void
}

@lds_atomic_order_uni = internal addrspace(3) global [256 x i64] undef, align 8
define amdgpu_kernel void @atomic_order_as3_uni(ptr addrspace(1) %out, ptr addrspace(3) %p, i64 %v, i32 %u) {
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
  %a1 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 4
  %a2 = atomicrmw add ptr addrspace(3) %a1, i32 %xi syncscope("wavefront") monotonic
  %a3 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %a2, ptr addrspace(1) %a3
  %a4 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 8
  %a5 = atomicrmw add ptr addrspace(3) %a4, i32 %xi syncscope("wavefront") monotonic
  %a6 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 12
  %a7 = atomicrmw add ptr addrspace(3) %a6, i32 %xi syncscope("workgroup") acquire
  %a8 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %a7, ptr addrspace(1) %a8
  %a9 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 16
  %a10 = atomicrmw add ptr addrspace(3) %a9, i32 %xi syncscope("workgroup") acquire
  %a11 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 20
  %a12 = atomicrmw add ptr addrspace(3) %a11, i32 %xi syncscope("workgroup") seq_cst
  %a13 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %a12, ptr addrspace(1) %a13
  %a14 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 24
  %a15 = atomicrmw add ptr addrspace(3) %a14, i32 %xi syncscope("workgroup") seq_cst
  %a16 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 28
  %a17 = atomicrmw add ptr addrspace(3) %a16, i32 %xi syncscope("agent") release
  %a18 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %a17, ptr addrspace(1) %a18
  %a19 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 32
  %a20 = atomicrmw add ptr addrspace(3) %a19, i32 %xi syncscope("agent") release
  %a21 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 36
  %a22 = atomicrmw add ptr addrspace(3) %a21, i32 %xi syncscope("agent") acq_rel
  %a23 = getelementptr i32, ptr addrspace(1) %out, i32 9
  store i32 %a22, ptr addrspace(1) %a23
  %a24 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 40
  %a25 = atomicrmw add ptr addrspace(3) %a24, i32 %xi syncscope("agent") acq_rel
  %a26 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 44
  %a27 = atomicrmw add ptr addrspace(3) %a26, i32 %xi syncscope("agent-one-as") seq_cst
  %a28 = getelementptr i32, ptr addrspace(1) %out, i32 11
  store i32 %a27, ptr addrspace(1) %a28
  %a29 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 48
  %a30 = atomicrmw add ptr addrspace(3) %a29, i32 %xi syncscope("agent-one-as") seq_cst
  %a31 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 52
  %a32 = atomicrmw add ptr addrspace(3) %a31, i32 %xi  seq_cst
  %a33 = getelementptr i32, ptr addrspace(1) %out, i32 13
  store i32 %a32, ptr addrspace(1) %a33
  %a34 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 56
  %a35 = atomicrmw add ptr addrspace(3) %a34, i32 %xi  seq_cst
  %a36 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 60
  %a37 = atomicrmw add ptr addrspace(3) %a36, i32 %xi syncscope("one-as") acquire
  %a38 = getelementptr i32, ptr addrspace(1) %out, i32 15
  store i32 %a37, ptr addrspace(1) %a38
  %a39 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 64
  %a40 = atomicrmw add ptr addrspace(3) %a39, i32 %xi syncscope("one-as") acquire
  %a41 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 68
  %a42 = cmpxchg ptr addrspace(3) %a41, i32 %xi, i32 3 syncscope("wavefront") monotonic monotonic
  %a43 = extractvalue {i32, i1} %a42, 0
  %a44 = getelementptr i32, ptr addrspace(1) %out, i32 17
  store i32 %a43, ptr addrspace(1) %a44
  %a45 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 72
  %a46 = cmpxchg ptr addrspace(3) %a45, i32 %xi, i32 3 syncscope("wavefront") monotonic monotonic
  %a47 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 76
  %a48 = cmpxchg ptr addrspace(3) %a47, i32 %xi, i32 3 syncscope("workgroup") acquire monotonic
  %a49 = extractvalue {i32, i1} %a48, 0
  %a50 = getelementptr i32, ptr addrspace(1) %out, i32 19
  store i32 %a49, ptr addrspace(1) %a50
  %a51 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 80
  %a52 = cmpxchg ptr addrspace(3) %a51, i32 %xi, i32 3 syncscope("workgroup") acquire monotonic
  %a53 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 84
  %a54 = cmpxchg ptr addrspace(3) %a53, i32 %xi, i32 3 syncscope("workgroup") seq_cst monotonic
  %a55 = extractvalue {i32, i1} %a54, 0
  %a56 = getelementptr i32, ptr addrspace(1) %out, i32 21
  store i32 %a55, ptr addrspace(1) %a56
  %a57 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 88
  %a58 = cmpxchg ptr addrspace(3) %a57, i32 %xi, i32 3 syncscope("workgroup") seq_cst monotonic
  %a59 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 92
  %a60 = cmpxchg ptr addrspace(3) %a59, i32 %xi, i32 3 syncscope("agent") release monotonic
  %a61 = extractvalue {i32, i1} %a60, 0
  %a62 = getelementptr i32, ptr addrspace(1) %out, i32 23
  store i32 %a61, ptr addrspace(1) %a62
  %a63 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 96
  %a64 = cmpxchg ptr addrspace(3) %a63, i32 %xi, i32 3 syncscope("agent") release monotonic
  %a65 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 100
  %a66 = cmpxchg ptr addrspace(3) %a65, i32 %xi, i32 3 syncscope("agent") acq_rel monotonic
  %a67 = extractvalue {i32, i1} %a66, 0
  %a68 = getelementptr i32, ptr addrspace(1) %out, i32 25
  store i32 %a67, ptr addrspace(1) %a68
  %a69 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 104
  %a70 = cmpxchg ptr addrspace(3) %a69, i32 %xi, i32 3 syncscope("agent") acq_rel monotonic
  %a71 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 108
  %a72 = cmpxchg ptr addrspace(3) %a71, i32 %xi, i32 3 syncscope("agent-one-as") seq_cst monotonic
  %a73 = extractvalue {i32, i1} %a72, 0
  %a74 = getelementptr i32, ptr addrspace(1) %out, i32 27
  store i32 %a73, ptr addrspace(1) %a74
  %a75 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 112
  %a76 = cmpxchg ptr addrspace(3) %a75, i32 %xi, i32 3 syncscope("agent-one-as") seq_cst monotonic
  %a77 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 116
  %a78 = cmpxchg ptr addrspace(3) %a77, i32 %xi, i32 3  seq_cst monotonic
  %a79 = extractvalue {i32, i1} %a78, 0
  %a80 = getelementptr i32, ptr addrspace(1) %out, i32 29
  store i32 %a79, ptr addrspace(1) %a80
  %a81 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 120
  %a82 = cmpxchg ptr addrspace(3) %a81, i32 %xi, i32 3  seq_cst monotonic
  %a83 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 124
  %a84 = cmpxchg ptr addrspace(3) %a83, i32 %xi, i32 3 syncscope("one-as") acquire monotonic
  %a85 = extractvalue {i32, i1} %a84, 0
  %a86 = getelementptr i32, ptr addrspace(1) %out, i32 31
  store i32 %a85, ptr addrspace(1) %a86
  %a87 = getelementptr i32, ptr addrspace(3) @lds_atomic_order_uni, i32 128
  %a88 = cmpxchg ptr addrspace(3) %a87, i32 %xi, i32 3 syncscope("one-as") acquire monotonic
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
