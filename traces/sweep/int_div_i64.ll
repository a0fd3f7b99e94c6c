; Mnemonic sweep kernel: compiled by traces/sweep/gen for every llc version
; and target for the instruction mnemonics it makes llc emit. The kernels
; with a ';!' launch header also run against lli (traces/sweep/run). See
; traces/README.md, "Mnemonic sweep".

;! {
;!   "grid": [64, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u64", "count": 2114},
;!     "in": {"type": "i64", "count": 192, "gen": "range", "lo": -4000000000000000000, "hi": 4000000000000000000}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i64": 1234567890123}, {"i64": -98765432101}, {"i64": 7777777777}],
;!   "outputs": ["out"]
;! }
define amdgpu_kernel void @div_div_i64(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %ua, i64 %ub, i64 %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %ia0 = add i32 %tid, 0
  %pa0 = getelementptr i64, ptr addrspace(1) %in, i32 %ia0
  %a0 = load i64, ptr addrspace(1) %pa0
  %ia1 = add i32 %tid, 64
  %pa1 = getelementptr i64, ptr addrspace(1) %in, i32 %ia1
  %a1 = load i64, ptr addrspace(1) %pa1
  %ia2 = add i32 %tid, 128
  %pa2 = getelementptr i64, ptr addrspace(1) %in, i32 %ia2
  %a2 = load i64, ptr addrspace(1) %pa2
  %v1 = or i64 %a2, 1
  %v2 = sdiv i64 %a0, %v1
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr i64, ptr addrspace(1) %out, i32 %idx1
  store i64 %v2, ptr addrspace(1) %p1
  %v3 = sdiv i64 %a0, 7
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr i64, ptr addrspace(1) %out, i32 %idx2
  store i64 %v3, ptr addrspace(1) %p2
  %v4 = udiv i64 %a0, %v1
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr i64, ptr addrspace(1) %out, i32 %idx3
  store i64 %v4, ptr addrspace(1) %p3
  %v5 = udiv i64 %a0, 7
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr i64, ptr addrspace(1) %out, i32 %idx4
  store i64 %v5, ptr addrspace(1) %p4
  %v6 = srem i64 %a0, %v1
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr i64, ptr addrspace(1) %out, i32 %idx5
  store i64 %v6, ptr addrspace(1) %p5
  %v7 = srem i64 %a0, 7
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr i64, ptr addrspace(1) %out, i32 %idx6
  store i64 %v7, ptr addrspace(1) %p6
  %v8 = urem i64 %a0, %v1
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr i64, ptr addrspace(1) %out, i32 %idx7
  store i64 %v8, ptr addrspace(1) %p7
  %v9 = urem i64 %a0, 7
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr i64, ptr addrspace(1) %out, i32 %idx8
  store i64 %v9, ptr addrspace(1) %p8
  ret void
}

;! {
;!   "grid": [64, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u64", "count": 11, "fill": "0xdeadbeef"},
;!     "in": {"type": "i64", "count": 1}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i64": 1234567890123}, {"i64": -98765432101}, {"i64": 7777777777}],
;!   "outputs": ["out"]
;! }
define amdgpu_kernel void @div_uni_i64(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %ua, i64 %ub, i64 %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = or i64 %uc, 1
  %v2 = sdiv i64 %ua, %v1
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr i64, ptr addrspace(1) %out, i32 %idx1
  store i64 %v2, ptr addrspace(1) %p1
  %v3 = sdiv i64 %ua, 7
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr i64, ptr addrspace(1) %out, i32 %idx2
  store i64 %v3, ptr addrspace(1) %p2
  %v4 = udiv i64 %ua, %v1
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr i64, ptr addrspace(1) %out, i32 %idx3
  store i64 %v4, ptr addrspace(1) %p3
  %v5 = udiv i64 %ua, 7
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr i64, ptr addrspace(1) %out, i32 %idx4
  store i64 %v5, ptr addrspace(1) %p4
  %v6 = srem i64 %ua, %v1
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr i64, ptr addrspace(1) %out, i32 %idx5
  store i64 %v6, ptr addrspace(1) %p5
  %v7 = srem i64 %ua, 7
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr i64, ptr addrspace(1) %out, i32 %idx6
  store i64 %v7, ptr addrspace(1) %p6
  %v8 = urem i64 %ua, %v1
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr i64, ptr addrspace(1) %out, i32 %idx7
  store i64 %v8, ptr addrspace(1) %p7
  %v9 = urem i64 %ua, 7
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr i64, ptr addrspace(1) %out, i32 %idx8
  store i64 %v9, ptr addrspace(1) %p8
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
