; Mnemonic sweep kernel: compiled by traces/sweep/gen for every llc version
; and target for the instruction mnemonics it makes llc emit. The kernels
; with a ';!' launch header also run against lli (traces/sweep/run). See
; traces/README.md, "Mnemonic sweep".

;! {
;!   "grid": [1, 1, 1],
;!   "workgroup": [1, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u64", "count": 7746},
;!     "in": {"type": "i64", "count": 192, "gen": "range", "lo": -4000000000000000000, "hi": 4000000000000000000}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i64": 1234567890123}, {"i64": -98765432101}, {"i64": 7777777777}],
;!   "outputs": ["out"]
;! }
define amdgpu_kernel void @int_div_i64(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %ua, i64 %ub, i64 %uc) {
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
  %v1 = and i64 %a1, 63
  %v2 = add i64 %a0, %a1
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr i64, ptr addrspace(1) %out, i32 %idx1
  store i64 %v2, ptr addrspace(1) %p1
  %v3 = sub i64 %a0, %a1
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr i64, ptr addrspace(1) %out, i32 %idx2
  store i64 %v3, ptr addrspace(1) %p2
  %v4 = mul i64 %a0, %a1
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr i64, ptr addrspace(1) %out, i32 %idx3
  store i64 %v4, ptr addrspace(1) %p3
  %v5 = shl i64 %a0, %v1
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr i64, ptr addrspace(1) %out, i32 %idx4
  store i64 %v5, ptr addrspace(1) %p4
  %v6 = lshr i64 %a0, %v1
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr i64, ptr addrspace(1) %out, i32 %idx5
  store i64 %v6, ptr addrspace(1) %p5
  %v7 = ashr i64 %a0, %v1
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr i64, ptr addrspace(1) %out, i32 %idx6
  store i64 %v7, ptr addrspace(1) %p6
  %v8 = and i64 %a0, %a1
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr i64, ptr addrspace(1) %out, i32 %idx7
  store i64 %v8, ptr addrspace(1) %p7
  %v9 = or i64 %a0, %a1
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr i64, ptr addrspace(1) %out, i32 %idx8
  store i64 %v9, ptr addrspace(1) %p8
  %v10 = xor i64 %a0, %a1
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr i64, ptr addrspace(1) %out, i32 %idx9
  store i64 %v10, ptr addrspace(1) %p9
  %v11 = add nsw i64 %a0, %a1
  %idx10 = add i32 %tid, 2560
  %p10 = getelementptr i64, ptr addrspace(1) %out, i32 %idx10
  store i64 %v11, ptr addrspace(1) %p10
  %v12 = sub nuw i64 %a0, %a1
  %idx11 = add i32 %tid, 2816
  %p11 = getelementptr i64, ptr addrspace(1) %out, i32 %idx11
  store i64 %v12, ptr addrspace(1) %p11
  %v13 = shl i64 %a0, 3
  %idx12 = add i32 %tid, 3072
  %p12 = getelementptr i64, ptr addrspace(1) %out, i32 %idx12
  store i64 %v13, ptr addrspace(1) %p12
  %v14 = lshr i64 %a0, 3
  %idx13 = add i32 %tid, 3328
  %p13 = getelementptr i64, ptr addrspace(1) %out, i32 %idx13
  store i64 %v14, ptr addrspace(1) %p13
  %v15 = ashr i64 %a0, 3
  %idx14 = add i32 %tid, 3584
  %p14 = getelementptr i64, ptr addrspace(1) %out, i32 %idx14
  store i64 %v15, ptr addrspace(1) %p14
  %v16 = mul i64 %a0, 12345
  %idx15 = add i32 %tid, 3840
  %p15 = getelementptr i64, ptr addrspace(1) %out, i32 %idx15
  store i64 %v16, ptr addrspace(1) %p15
  %v17 = add i64 %a0, 100000
  %idx16 = add i32 %tid, 4096
  %p16 = getelementptr i64, ptr addrspace(1) %out, i32 %idx16
  store i64 %v17, ptr addrspace(1) %p16
  %v18 = sub i64 0, %a0
  %idx17 = add i32 %tid, 4352
  %p17 = getelementptr i64, ptr addrspace(1) %out, i32 %idx17
  store i64 %v18, ptr addrspace(1) %p17
  %v19 = xor i64 %a0, -1
  %idx18 = add i32 %tid, 4608
  %p18 = getelementptr i64, ptr addrspace(1) %out, i32 %idx18
  store i64 %v19, ptr addrspace(1) %p18
  %v20 = or i64 %a2, 1
  %v21 = sext i64 %a0 to i128
  %v22 = sext i64 %a1 to i128
  %v23 = mul i128 %v21, %v22
  %v24 = lshr i128 %v23, 64
  %v25 = trunc i128 %v24 to i64
  %idx19 = add i32 %tid, 4864
  %p19 = getelementptr i64, ptr addrspace(1) %out, i32 %idx19
  store i64 %v25, ptr addrspace(1) %p19
  %v26 = zext i64 %a0 to i128
  %v27 = zext i64 %a1 to i128
  %v28 = mul i128 %v26, %v27
  %v29 = lshr i128 %v28, 64
  %v30 = trunc i128 %v29 to i64
  %idx20 = add i32 %tid, 5120
  %p20 = getelementptr i64, ptr addrspace(1) %out, i32 %idx20
  store i64 %v30, ptr addrspace(1) %p20
  %v31 = icmp eq i64 %a0, %a1
  %v32 = select i1 %v31, i64 %a0, i64 %a2
  %idx21 = add i32 %tid, 5376
  %p21 = getelementptr i64, ptr addrspace(1) %out, i32 %idx21
  store i64 %v32, ptr addrspace(1) %p21
  %v33 = icmp ne i64 %a0, %a1
  %v34 = select i1 %v33, i64 %a0, i64 %a2
  %idx22 = add i32 %tid, 5632
  %p22 = getelementptr i64, ptr addrspace(1) %out, i32 %idx22
  store i64 %v34, ptr addrspace(1) %p22
  %v35 = icmp ugt i64 %a0, %a1
  %v36 = select i1 %v35, i64 %a0, i64 %a2
  %idx23 = add i32 %tid, 5888
  %p23 = getelementptr i64, ptr addrspace(1) %out, i32 %idx23
  store i64 %v36, ptr addrspace(1) %p23
  %v37 = icmp uge i64 %a0, %a1
  %v38 = select i1 %v37, i64 %a0, i64 %a2
  %idx24 = add i32 %tid, 6144
  %p24 = getelementptr i64, ptr addrspace(1) %out, i32 %idx24
  store i64 %v38, ptr addrspace(1) %p24
  %v39 = icmp ult i64 %a0, %a1
  %v40 = select i1 %v39, i64 %a0, i64 %a2
  %idx25 = add i32 %tid, 6400
  %p25 = getelementptr i64, ptr addrspace(1) %out, i32 %idx25
  store i64 %v40, ptr addrspace(1) %p25
  %v41 = icmp ule i64 %a0, %a1
  %v42 = select i1 %v41, i64 %a0, i64 %a2
  %idx26 = add i32 %tid, 6656
  %p26 = getelementptr i64, ptr addrspace(1) %out, i32 %idx26
  store i64 %v42, ptr addrspace(1) %p26
  %v43 = icmp sgt i64 %a0, %a1
  %v44 = select i1 %v43, i64 %a0, i64 %a2
  %idx27 = add i32 %tid, 6912
  %p27 = getelementptr i64, ptr addrspace(1) %out, i32 %idx27
  store i64 %v44, ptr addrspace(1) %p27
  %v45 = icmp sge i64 %a0, %a1
  %v46 = select i1 %v45, i64 %a0, i64 %a2
  %idx28 = add i32 %tid, 7168
  %p28 = getelementptr i64, ptr addrspace(1) %out, i32 %idx28
  store i64 %v46, ptr addrspace(1) %p28
  %v47 = icmp slt i64 %a0, %a1
  %v48 = select i1 %v47, i64 %a0, i64 %a2
  %idx29 = add i32 %tid, 7424
  %p29 = getelementptr i64, ptr addrspace(1) %out, i32 %idx29
  store i64 %v48, ptr addrspace(1) %p29
  %v49 = icmp sle i64 %a0, %a1
  %v50 = select i1 %v49, i64 %a0, i64 %a2
  %idx30 = add i32 %tid, 7680
  %p30 = getelementptr i64, ptr addrspace(1) %out, i32 %idx30
  store i64 %v50, ptr addrspace(1) %p30
  %v51 = icmp eq i64 %a0, 0
  %v52 = zext i1 %v51 to i32
  %idx31 = add i32 %tid, 7936
  %p31 = getelementptr i32, ptr addrspace(1) %out, i32 %idx31
  store i32 %v52, ptr addrspace(1) %p31
  %v53 = icmp slt i64 %a1, 0
  %v54 = sext i1 %v53 to i32
  %idx32 = add i32 %tid, 8192
  %p32 = getelementptr i32, ptr addrspace(1) %out, i32 %idx32
  store i32 %v54, ptr addrspace(1) %p32
  %v55 = xor i1 %v51, %v53
  %v56 = select i1 %v55, i32 7, i32 9
  %idx33 = add i32 %tid, 8448
  %p33 = getelementptr i32, ptr addrspace(1) %out, i32 %idx33
  store i32 %v56, ptr addrspace(1) %p33
  %v57 = and i1 %v51, %v53
  %v58 = select i1 %v57, float 1.0, float 2.0
  %idx34 = add i32 %tid, 8704
  %p34 = getelementptr float, ptr addrspace(1) %out, i32 %idx34
  store float %v58, ptr addrspace(1) %p34
  ret void
}

;! {
;!   "grid": [64, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u64", "count": 33, "fill": "0xdeadbeef"},
;!     "in": {"type": "i64", "count": 1}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i64": 1234567890123}, {"i64": -98765432101}, {"i64": 7777777777}],
;!   "outputs": ["out"]
;! }
define amdgpu_kernel void @int_uni_i64(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %ua, i64 %ub, i64 %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = and i64 %ub, 63
  %v2 = add i64 %ua, %ub
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr i64, ptr addrspace(1) %out, i32 %idx1
  store i64 %v2, ptr addrspace(1) %p1
  %v3 = sub i64 %ua, %ub
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr i64, ptr addrspace(1) %out, i32 %idx2
  store i64 %v3, ptr addrspace(1) %p2
  %v4 = mul i64 %ua, %ub
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr i64, ptr addrspace(1) %out, i32 %idx3
  store i64 %v4, ptr addrspace(1) %p3
  %v5 = shl i64 %ua, %v1
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr i64, ptr addrspace(1) %out, i32 %idx4
  store i64 %v5, ptr addrspace(1) %p4
  %v6 = lshr i64 %ua, %v1
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr i64, ptr addrspace(1) %out, i32 %idx5
  store i64 %v6, ptr addrspace(1) %p5
  %v7 = ashr i64 %ua, %v1
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr i64, ptr addrspace(1) %out, i32 %idx6
  store i64 %v7, ptr addrspace(1) %p6
  %v8 = and i64 %ua, %ub
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr i64, ptr addrspace(1) %out, i32 %idx7
  store i64 %v8, ptr addrspace(1) %p7
  %v9 = or i64 %ua, %ub
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr i64, ptr addrspace(1) %out, i32 %idx8
  store i64 %v9, ptr addrspace(1) %p8
  %v10 = xor i64 %ua, %ub
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr i64, ptr addrspace(1) %out, i32 %idx9
  store i64 %v10, ptr addrspace(1) %p9
  %v11 = add nsw i64 %ua, %ub
  %idx10 = add i32 %zero, 10
  %p10 = getelementptr i64, ptr addrspace(1) %out, i32 %idx10
  store i64 %v11, ptr addrspace(1) %p10
  %v12 = sub nuw i64 %ua, %ub
  %idx11 = add i32 %zero, 11
  %p11 = getelementptr i64, ptr addrspace(1) %out, i32 %idx11
  store i64 %v12, ptr addrspace(1) %p11
  %v13 = shl i64 %ua, 3
  %idx12 = add i32 %zero, 12
  %p12 = getelementptr i64, ptr addrspace(1) %out, i32 %idx12
  store i64 %v13, ptr addrspace(1) %p12
  %v14 = lshr i64 %ua, 3
  %idx13 = add i32 %zero, 13
  %p13 = getelementptr i64, ptr addrspace(1) %out, i32 %idx13
  store i64 %v14, ptr addrspace(1) %p13
  %v15 = ashr i64 %ua, 3
  %idx14 = add i32 %zero, 14
  %p14 = getelementptr i64, ptr addrspace(1) %out, i32 %idx14
  store i64 %v15, ptr addrspace(1) %p14
  %v16 = mul i64 %ua, 12345
  %idx15 = add i32 %zero, 15
  %p15 = getelementptr i64, ptr addrspace(1) %out, i32 %idx15
  store i64 %v16, ptr addrspace(1) %p15
  %v17 = add i64 %ua, 100000
  %idx16 = add i32 %zero, 16
  %p16 = getelementptr i64, ptr addrspace(1) %out, i32 %idx16
  store i64 %v17, ptr addrspace(1) %p16
  %v18 = sub i64 0, %ua
  %idx17 = add i32 %zero, 17
  %p17 = getelementptr i64, ptr addrspace(1) %out, i32 %idx17
  store i64 %v18, ptr addrspace(1) %p17
  %v19 = xor i64 %ua, -1
  %idx18 = add i32 %zero, 18
  %p18 = getelementptr i64, ptr addrspace(1) %out, i32 %idx18
  store i64 %v19, ptr addrspace(1) %p18
  %v20 = or i64 %uc, 1
  %v21 = sext i64 %ua to i128
  %v22 = sext i64 %ub to i128
  %v23 = mul i128 %v21, %v22
  %v24 = lshr i128 %v23, 64
  %v25 = trunc i128 %v24 to i64
  %idx19 = add i32 %zero, 19
  %p19 = getelementptr i64, ptr addrspace(1) %out, i32 %idx19
  store i64 %v25, ptr addrspace(1) %p19
  %v26 = zext i64 %ua to i128
  %v27 = zext i64 %ub to i128
  %v28 = mul i128 %v26, %v27
  %v29 = lshr i128 %v28, 64
  %v30 = trunc i128 %v29 to i64
  %idx20 = add i32 %zero, 20
  %p20 = getelementptr i64, ptr addrspace(1) %out, i32 %idx20
  store i64 %v30, ptr addrspace(1) %p20
  %v31 = icmp eq i64 %ua, %ub
  %v32 = select i1 %v31, i64 %ua, i64 %uc
  %idx21 = add i32 %zero, 21
  %p21 = getelementptr i64, ptr addrspace(1) %out, i32 %idx21
  store i64 %v32, ptr addrspace(1) %p21
  %v33 = icmp ne i64 %ua, %ub
  %v34 = select i1 %v33, i64 %ua, i64 %uc
  %idx22 = add i32 %zero, 22
  %p22 = getelementptr i64, ptr addrspace(1) %out, i32 %idx22
  store i64 %v34, ptr addrspace(1) %p22
  %v35 = icmp ugt i64 %ua, %ub
  %v36 = select i1 %v35, i64 %ua, i64 %uc
  %idx23 = add i32 %zero, 23
  %p23 = getelementptr i64, ptr addrspace(1) %out, i32 %idx23
  store i64 %v36, ptr addrspace(1) %p23
  %v37 = icmp uge i64 %ua, %ub
  %v38 = select i1 %v37, i64 %ua, i64 %uc
  %idx24 = add i32 %zero, 24
  %p24 = getelementptr i64, ptr addrspace(1) %out, i32 %idx24
  store i64 %v38, ptr addrspace(1) %p24
  %v39 = icmp ult i64 %ua, %ub
  %v40 = select i1 %v39, i64 %ua, i64 %uc
  %idx25 = add i32 %zero, 25
  %p25 = getelementptr i64, ptr addrspace(1) %out, i32 %idx25
  store i64 %v40, ptr addrspace(1) %p25
  %v41 = icmp ule i64 %ua, %ub
  %v42 = select i1 %v41, i64 %ua, i64 %uc
  %idx26 = add i32 %zero, 26
  %p26 = getelementptr i64, ptr addrspace(1) %out, i32 %idx26
  store i64 %v42, ptr addrspace(1) %p26
  %v43 = icmp sgt i64 %ua, %ub
  %v44 = select i1 %v43, i64 %ua, i64 %uc
  %idx27 = add i32 %zero, 27
  %p27 = getelementptr i64, ptr addrspace(1) %out, i32 %idx27
  store i64 %v44, ptr addrspace(1) %p27
  %v45 = icmp sge i64 %ua, %ub
  %v46 = select i1 %v45, i64 %ua, i64 %uc
  %idx28 = add i32 %zero, 28
  %p28 = getelementptr i64, ptr addrspace(1) %out, i32 %idx28
  store i64 %v46, ptr addrspace(1) %p28
  %v47 = icmp slt i64 %ua, %ub
  %v48 = select i1 %v47, i64 %ua, i64 %uc
  %idx29 = add i32 %zero, 29
  %p29 = getelementptr i64, ptr addrspace(1) %out, i32 %idx29
  store i64 %v48, ptr addrspace(1) %p29
  %v49 = icmp sle i64 %ua, %ub
  %v50 = select i1 %v49, i64 %ua, i64 %uc
  %idx30 = add i32 %zero, 30
  %p30 = getelementptr i64, ptr addrspace(1) %out, i32 %idx30
  store i64 %v50, ptr addrspace(1) %p30
  %v51 = icmp eq i64 %ua, 0
  %v52 = zext i1 %v51 to i32
  %idx31 = add i32 %zero, 31
  %p31 = getelementptr i32, ptr addrspace(1) %out, i32 %idx31
  store i32 %v52, ptr addrspace(1) %p31
  %v53 = icmp slt i64 %ub, 0
  %v54 = sext i1 %v53 to i32
  %idx32 = add i32 %zero, 32
  %p32 = getelementptr i32, ptr addrspace(1) %out, i32 %idx32
  store i32 %v54, ptr addrspace(1) %p32
  %v55 = xor i1 %v51, %v53
  %v56 = select i1 %v55, i32 7, i32 9
  %idx33 = add i32 %zero, 33
  %p33 = getelementptr i32, ptr addrspace(1) %out, i32 %idx33
  store i32 %v56, ptr addrspace(1) %p33
  %v57 = and i1 %v51, %v53
  %v58 = select i1 %v57, float 1.0, float 2.0
  %idx34 = add i32 %zero, 34
  %p34 = getelementptr float, ptr addrspace(1) %out, i32 %idx34
  store float %v58, ptr addrspace(1) %p34
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
