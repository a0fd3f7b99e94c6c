; Mnemonic sweep kernel: compiled by traces/sweep/gen for every llc version
; and target for the instruction mnemonics it makes llc emit. The kernels
; with a ';!' launch header also run against lli (traces/sweep/run). See
; traces/README.md, "Mnemonic sweep".

;! {
;!   "grid": [64, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u64", "count": 10306},
;!     "in": {"type": "i64", "count": 192, "gen": "range", "lo": -4000000000000000000, "hi": 4000000000000000000}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i64": 1234567890123}, {"i64": -98765432101}, {"i64": 7777777777}],
;!   "outputs": ["out"]
;! }
define amdgpu_kernel void @bits_div_i64(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %ua, i64 %ub, i64 %uc) {
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
  %v1 = call i64 @llvm.ctpop.i64(i64 %a0)
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr i64, ptr addrspace(1) %out, i32 %idx1
  store i64 %v1, ptr addrspace(1) %p1
  %v2 = call i64 @llvm.bitreverse.i64(i64 %a0)
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr i64, ptr addrspace(1) %out, i32 %idx2
  store i64 %v2, ptr addrspace(1) %p2
  %v3 = call i64 @llvm.bswap.i64(i64 %a0)
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr i64, ptr addrspace(1) %out, i32 %idx3
  store i64 %v3, ptr addrspace(1) %p3
  %v4 = call i64 @llvm.ctlz.i64(i64 %a0, i1 false)
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr i64, ptr addrspace(1) %out, i32 %idx4
  store i64 %v4, ptr addrspace(1) %p4
  %v5 = call i64 @llvm.ctlz.i64(i64 %a0, i1 true)
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr i64, ptr addrspace(1) %out, i32 %idx5
  store i64 %v5, ptr addrspace(1) %p5
  %v6 = call i64 @llvm.cttz.i64(i64 %a0, i1 false)
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr i64, ptr addrspace(1) %out, i32 %idx6
  store i64 %v6, ptr addrspace(1) %p6
  %v7 = call i64 @llvm.cttz.i64(i64 %a0, i1 true)
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr i64, ptr addrspace(1) %out, i32 %idx7
  store i64 %v7, ptr addrspace(1) %p7
  %v8 = call i64 @llvm.abs.i64(i64 %a0, i1 false)
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr i64, ptr addrspace(1) %out, i32 %idx8
  store i64 %v8, ptr addrspace(1) %p8
  %v9 = call i64 @llvm.smin.i64(i64 %a0, i64 %a1)
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr i64, ptr addrspace(1) %out, i32 %idx9
  store i64 %v9, ptr addrspace(1) %p9
  %v10 = call i64 @llvm.smax.i64(i64 %a0, i64 %a1)
  %idx10 = add i32 %tid, 2560
  %p10 = getelementptr i64, ptr addrspace(1) %out, i32 %idx10
  store i64 %v10, ptr addrspace(1) %p10
  %v11 = call i64 @llvm.umin.i64(i64 %a0, i64 %a1)
  %idx11 = add i32 %tid, 2816
  %p11 = getelementptr i64, ptr addrspace(1) %out, i32 %idx11
  store i64 %v11, ptr addrspace(1) %p11
  %v12 = call i64 @llvm.umax.i64(i64 %a0, i64 %a1)
  %idx12 = add i32 %tid, 3072
  %p12 = getelementptr i64, ptr addrspace(1) %out, i32 %idx12
  store i64 %v12, ptr addrspace(1) %p12
  %v13 = call i64 @llvm.sadd.sat.i64(i64 %a0, i64 %a1)
  %idx13 = add i32 %tid, 3328
  %p13 = getelementptr i64, ptr addrspace(1) %out, i32 %idx13
  store i64 %v13, ptr addrspace(1) %p13
  %v14 = call i64 @llvm.uadd.sat.i64(i64 %a0, i64 %a1)
  %idx14 = add i32 %tid, 3584
  %p14 = getelementptr i64, ptr addrspace(1) %out, i32 %idx14
  store i64 %v14, ptr addrspace(1) %p14
  %v15 = call i64 @llvm.ssub.sat.i64(i64 %a0, i64 %a1)
  %idx15 = add i32 %tid, 3840
  %p15 = getelementptr i64, ptr addrspace(1) %out, i32 %idx15
  store i64 %v15, ptr addrspace(1) %p15
  %v16 = call i64 @llvm.usub.sat.i64(i64 %a0, i64 %a1)
  %idx16 = add i32 %tid, 4096
  %p16 = getelementptr i64, ptr addrspace(1) %out, i32 %idx16
  store i64 %v16, ptr addrspace(1) %p16
  %v17 = and i64 %a1, 3
  %v18 = call i64 @llvm.sshl.sat.i64(i64 %a0, i64 %v17)
  %idx17 = add i32 %tid, 4352
  %p17 = getelementptr i64, ptr addrspace(1) %out, i32 %idx17
  store i64 %v18, ptr addrspace(1) %p17
  %v19 = and i64 %a1, 3
  %v20 = call i64 @llvm.ushl.sat.i64(i64 %a0, i64 %v19)
  %idx18 = add i32 %tid, 4608
  %p18 = getelementptr i64, ptr addrspace(1) %out, i32 %idx18
  store i64 %v20, ptr addrspace(1) %p18
  %v21 = call i64 @llvm.fshl.i64(i64 %a0, i64 %a1, i64 %a2)
  %idx19 = add i32 %tid, 4864
  %p19 = getelementptr i64, ptr addrspace(1) %out, i32 %idx19
  store i64 %v21, ptr addrspace(1) %p19
  %v22 = call i64 @llvm.fshl.i64(i64 %a0, i64 %a1, i64 5)
  %idx20 = add i32 %tid, 5120
  %p20 = getelementptr i64, ptr addrspace(1) %out, i32 %idx20
  store i64 %v22, ptr addrspace(1) %p20
  %v23 = call i64 @llvm.fshr.i64(i64 %a0, i64 %a1, i64 %a2)
  %idx21 = add i32 %tid, 5376
  %p21 = getelementptr i64, ptr addrspace(1) %out, i32 %idx21
  store i64 %v23, ptr addrspace(1) %p21
  %v24 = call i64 @llvm.fshr.i64(i64 %a0, i64 %a1, i64 5)
  %idx22 = add i32 %tid, 5632
  %p22 = getelementptr i64, ptr addrspace(1) %out, i32 %idx22
  store i64 %v24, ptr addrspace(1) %p22
  %v25 = call {i64, i1} @llvm.sadd.with.overflow.i64(i64 %a0, i64 %a1)
  %v26 = extractvalue {i64, i1} %v25, 0
  %v27 = extractvalue {i64, i1} %v25, 1
  %v28 = select i1 %v27, i64 %v26, i64 %a2
  %idx23 = add i32 %tid, 5888
  %p23 = getelementptr i64, ptr addrspace(1) %out, i32 %idx23
  store i64 %v28, ptr addrspace(1) %p23
  %v29 = call {i64, i1} @llvm.uadd.with.overflow.i64(i64 %a0, i64 %a1)
  %v30 = extractvalue {i64, i1} %v29, 0
  %v31 = extractvalue {i64, i1} %v29, 1
  %v32 = select i1 %v31, i64 %v30, i64 %a2
  %idx24 = add i32 %tid, 6144
  %p24 = getelementptr i64, ptr addrspace(1) %out, i32 %idx24
  store i64 %v32, ptr addrspace(1) %p24
  %v33 = call {i64, i1} @llvm.ssub.with.overflow.i64(i64 %a0, i64 %a1)
  %v34 = extractvalue {i64, i1} %v33, 0
  %v35 = extractvalue {i64, i1} %v33, 1
  %v36 = select i1 %v35, i64 %v34, i64 %a2
  %idx25 = add i32 %tid, 6400
  %p25 = getelementptr i64, ptr addrspace(1) %out, i32 %idx25
  store i64 %v36, ptr addrspace(1) %p25
  %v37 = call {i64, i1} @llvm.usub.with.overflow.i64(i64 %a0, i64 %a1)
  %v38 = extractvalue {i64, i1} %v37, 0
  %v39 = extractvalue {i64, i1} %v37, 1
  %v40 = select i1 %v39, i64 %v38, i64 %a2
  %idx26 = add i32 %tid, 6656
  %p26 = getelementptr i64, ptr addrspace(1) %out, i32 %idx26
  store i64 %v40, ptr addrspace(1) %p26
  %v41 = call {i64, i1} @llvm.smul.with.overflow.i64(i64 %a0, i64 %a1)
  %v42 = extractvalue {i64, i1} %v41, 0
  %v43 = extractvalue {i64, i1} %v41, 1
  %v44 = select i1 %v43, i64 %v42, i64 %a2
  %idx27 = add i32 %tid, 6912
  %p27 = getelementptr i64, ptr addrspace(1) %out, i32 %idx27
  store i64 %v44, ptr addrspace(1) %p27
  %v45 = call {i64, i1} @llvm.umul.with.overflow.i64(i64 %a0, i64 %a1)
  %v46 = extractvalue {i64, i1} %v45, 0
  %v47 = extractvalue {i64, i1} %v45, 1
  %v48 = select i1 %v47, i64 %v46, i64 %a2
  %idx28 = add i32 %tid, 7168
  %p28 = getelementptr i64, ptr addrspace(1) %out, i32 %idx28
  store i64 %v48, ptr addrspace(1) %p28
  %v49 = lshr i64 %a0, 5
  %v50 = and i64 %v49, 1023
  %idx29 = add i32 %tid, 7424
  %p29 = getelementptr i64, ptr addrspace(1) %out, i32 %idx29
  store i64 %v50, ptr addrspace(1) %p29
  %v51 = and i64 %a1, 15
  %v52 = lshr i64 %a0, %v51
  %v53 = and i64 %v52, 255
  %idx30 = add i32 %tid, 7680
  %p30 = getelementptr i64, ptr addrspace(1) %out, i32 %idx30
  store i64 %v53, ptr addrspace(1) %p30
  %v54 = shl i64 %a0, 8
  %v55 = ashr i64 %v54, 20
  %idx31 = add i32 %tid, 7936
  %p31 = getelementptr i64, ptr addrspace(1) %out, i32 %idx31
  store i64 %v55, ptr addrspace(1) %p31
  %v56 = and i64 %a0, 65535
  %v57 = and i64 %a1, -65536
  %v58 = or i64 %v56, %v57
  %idx32 = add i32 %tid, 8192
  %p32 = getelementptr i64, ptr addrspace(1) %out, i32 %idx32
  store i64 %v58, ptr addrspace(1) %p32
  %v59 = and i64 %a0, %a2
  %v60 = xor i64 %a2, -1
  %v61 = and i64 %a1, %v60
  %v62 = or i64 %v59, %v61
  %idx33 = add i32 %tid, 8448
  %p33 = getelementptr i64, ptr addrspace(1) %out, i32 %idx33
  store i64 %v62, ptr addrspace(1) %p33
  %v63 = and i64 %a0, %v60
  %idx34 = add i32 %tid, 8704
  %p34 = getelementptr i64, ptr addrspace(1) %out, i32 %idx34
  store i64 %v63, ptr addrspace(1) %p34
  %v64 = or i64 %a0, %v60
  %idx35 = add i32 %tid, 8960
  %p35 = getelementptr i64, ptr addrspace(1) %out, i32 %idx35
  store i64 %v64, ptr addrspace(1) %p35
  %v65 = xor i64 %v64, -1
  %idx36 = add i32 %tid, 9216
  %p36 = getelementptr i64, ptr addrspace(1) %out, i32 %idx36
  store i64 %v65, ptr addrspace(1) %p36
  %v66 = xor i64 %a0, %v60
  %idx37 = add i32 %tid, 9472
  %p37 = getelementptr i64, ptr addrspace(1) %out, i32 %idx37
  store i64 %v66, ptr addrspace(1) %p37
  %v67 = and i64 %a0, %a1
  %v68 = xor i64 %v67, -1
  %idx38 = add i32 %tid, 9728
  %p38 = getelementptr i64, ptr addrspace(1) %out, i32 %idx38
  store i64 %v68, ptr addrspace(1) %p38
  %v69 = and i64 %a1, 63
  %v70 = shl i64 1, %v69
  %v71 = sub i64 %v70, 1
  %v72 = and i64 %v71, %a0
  %idx39 = add i32 %tid, 9984
  %p39 = getelementptr i64, ptr addrspace(1) %out, i32 %idx39
  store i64 %v72, ptr addrspace(1) %p39
  %v73 = mul i64 %a0, 24
  %idx40 = add i32 %tid, 10240
  %p40 = getelementptr i64, ptr addrspace(1) %out, i32 %idx40
  store i64 %v73, ptr addrspace(1) %p40
  ret void
}

;! {
;!   "grid": [64, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u64", "count": 43, "fill": "0xdeadbeef"},
;!     "in": {"type": "i64", "count": 1}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i64": 1234567890123}, {"i64": -98765432101}, {"i64": 7777777777}],
;!   "outputs": ["out"]
;! }
define amdgpu_kernel void @bits_uni_i64(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %ua, i64 %ub, i64 %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = call i64 @llvm.ctpop.i64(i64 %ua)
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr i64, ptr addrspace(1) %out, i32 %idx1
  store i64 %v1, ptr addrspace(1) %p1
  %v2 = call i64 @llvm.bitreverse.i64(i64 %ua)
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr i64, ptr addrspace(1) %out, i32 %idx2
  store i64 %v2, ptr addrspace(1) %p2
  %v3 = call i64 @llvm.bswap.i64(i64 %ua)
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr i64, ptr addrspace(1) %out, i32 %idx3
  store i64 %v3, ptr addrspace(1) %p3
  %v4 = call i64 @llvm.ctlz.i64(i64 %ua, i1 false)
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr i64, ptr addrspace(1) %out, i32 %idx4
  store i64 %v4, ptr addrspace(1) %p4
  %v5 = call i64 @llvm.ctlz.i64(i64 %ua, i1 true)
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr i64, ptr addrspace(1) %out, i32 %idx5
  store i64 %v5, ptr addrspace(1) %p5
  %v6 = call i64 @llvm.cttz.i64(i64 %ua, i1 false)
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr i64, ptr addrspace(1) %out, i32 %idx6
  store i64 %v6, ptr addrspace(1) %p6
  %v7 = call i64 @llvm.cttz.i64(i64 %ua, i1 true)
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr i64, ptr addrspace(1) %out, i32 %idx7
  store i64 %v7, ptr addrspace(1) %p7
  %v8 = call i64 @llvm.abs.i64(i64 %ua, i1 false)
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr i64, ptr addrspace(1) %out, i32 %idx8
  store i64 %v8, ptr addrspace(1) %p8
  %v9 = call i64 @llvm.smin.i64(i64 %ua, i64 %ub)
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr i64, ptr addrspace(1) %out, i32 %idx9
  store i64 %v9, ptr addrspace(1) %p9
  %v10 = call i64 @llvm.smax.i64(i64 %ua, i64 %ub)
  %idx10 = add i32 %zero, 10
  %p10 = getelementptr i64, ptr addrspace(1) %out, i32 %idx10
  store i64 %v10, ptr addrspace(1) %p10
  %v11 = call i64 @llvm.umin.i64(i64 %ua, i64 %ub)
  %idx11 = add i32 %zero, 11
  %p11 = getelementptr i64, ptr addrspace(1) %out, i32 %idx11
  store i64 %v11, ptr addrspace(1) %p11
  %v12 = call i64 @llvm.umax.i64(i64 %ua, i64 %ub)
  %idx12 = add i32 %zero, 12
  %p12 = getelementptr i64, ptr addrspace(1) %out, i32 %idx12
  store i64 %v12, ptr addrspace(1) %p12
  %v13 = call i64 @llvm.sadd.sat.i64(i64 %ua, i64 %ub)
  %idx13 = add i32 %zero, 13
  %p13 = getelementptr i64, ptr addrspace(1) %out, i32 %idx13
  store i64 %v13, ptr addrspace(1) %p13
  %v14 = call i64 @llvm.uadd.sat.i64(i64 %ua, i64 %ub)
  %idx14 = add i32 %zero, 14
  %p14 = getelementptr i64, ptr addrspace(1) %out, i32 %idx14
  store i64 %v14, ptr addrspace(1) %p14
  %v15 = call i64 @llvm.ssub.sat.i64(i64 %ua, i64 %ub)
  %idx15 = add i32 %zero, 15
  %p15 = getelementptr i64, ptr addrspace(1) %out, i32 %idx15
  store i64 %v15, ptr addrspace(1) %p15
  %v16 = call i64 @llvm.usub.sat.i64(i64 %ua, i64 %ub)
  %idx16 = add i32 %zero, 16
  %p16 = getelementptr i64, ptr addrspace(1) %out, i32 %idx16
  store i64 %v16, ptr addrspace(1) %p16
  %v17 = and i64 %ub, 3
  %v18 = call i64 @llvm.sshl.sat.i64(i64 %ua, i64 %v17)
  %idx17 = add i32 %zero, 17
  %p17 = getelementptr i64, ptr addrspace(1) %out, i32 %idx17
  store i64 %v18, ptr addrspace(1) %p17
  %v19 = and i64 %ub, 3
  %v20 = call i64 @llvm.ushl.sat.i64(i64 %ua, i64 %v19)
  %idx18 = add i32 %zero, 18
  %p18 = getelementptr i64, ptr addrspace(1) %out, i32 %idx18
  store i64 %v20, ptr addrspace(1) %p18
  %v21 = call i64 @llvm.fshl.i64(i64 %ua, i64 %ub, i64 %uc)
  %idx19 = add i32 %zero, 19
  %p19 = getelementptr i64, ptr addrspace(1) %out, i32 %idx19
  store i64 %v21, ptr addrspace(1) %p19
  %v22 = call i64 @llvm.fshl.i64(i64 %ua, i64 %ub, i64 5)
  %idx20 = add i32 %zero, 20
  %p20 = getelementptr i64, ptr addrspace(1) %out, i32 %idx20
  store i64 %v22, ptr addrspace(1) %p20
  %v23 = call i64 @llvm.fshr.i64(i64 %ua, i64 %ub, i64 %uc)
  %idx21 = add i32 %zero, 21
  %p21 = getelementptr i64, ptr addrspace(1) %out, i32 %idx21
  store i64 %v23, ptr addrspace(1) %p21
  %v24 = call i64 @llvm.fshr.i64(i64 %ua, i64 %ub, i64 5)
  %idx22 = add i32 %zero, 22
  %p22 = getelementptr i64, ptr addrspace(1) %out, i32 %idx22
  store i64 %v24, ptr addrspace(1) %p22
  %v25 = call {i64, i1} @llvm.sadd.with.overflow.i64(i64 %ua, i64 %ub)
  %v26 = extractvalue {i64, i1} %v25, 0
  %v27 = extractvalue {i64, i1} %v25, 1
  %v28 = select i1 %v27, i64 %v26, i64 %uc
  %idx23 = add i32 %zero, 23
  %p23 = getelementptr i64, ptr addrspace(1) %out, i32 %idx23
  store i64 %v28, ptr addrspace(1) %p23
  %v29 = call {i64, i1} @llvm.uadd.with.overflow.i64(i64 %ua, i64 %ub)
  %v30 = extractvalue {i64, i1} %v29, 0
  %v31 = extractvalue {i64, i1} %v29, 1
  %v32 = select i1 %v31, i64 %v30, i64 %uc
  %idx24 = add i32 %zero, 24
  %p24 = getelementptr i64, ptr addrspace(1) %out, i32 %idx24
  store i64 %v32, ptr addrspace(1) %p24
  %v33 = call {i64, i1} @llvm.ssub.with.overflow.i64(i64 %ua, i64 %ub)
  %v34 = extractvalue {i64, i1} %v33, 0
  %v35 = extractvalue {i64, i1} %v33, 1
  %v36 = select i1 %v35, i64 %v34, i64 %uc
  %idx25 = add i32 %zero, 25
  %p25 = getelementptr i64, ptr addrspace(1) %out, i32 %idx25
  store i64 %v36, ptr addrspace(1) %p25
  %v37 = call {i64, i1} @llvm.usub.with.overflow.i64(i64 %ua, i64 %ub)
  %v38 = extractvalue {i64, i1} %v37, 0
  %v39 = extractvalue {i64, i1} %v37, 1
  %v40 = select i1 %v39, i64 %v38, i64 %uc
  %idx26 = add i32 %zero, 26
  %p26 = getelementptr i64, ptr addrspace(1) %out, i32 %idx26
  store i64 %v40, ptr addrspace(1) %p26
  %v41 = call {i64, i1} @llvm.smul.with.overflow.i64(i64 %ua, i64 %ub)
  %v42 = extractvalue {i64, i1} %v41, 0
  %v43 = extractvalue {i64, i1} %v41, 1
  %v44 = select i1 %v43, i64 %v42, i64 %uc
  %idx27 = add i32 %zero, 27
  %p27 = getelementptr i64, ptr addrspace(1) %out, i32 %idx27
  store i64 %v44, ptr addrspace(1) %p27
  %v45 = call {i64, i1} @llvm.umul.with.overflow.i64(i64 %ua, i64 %ub)
  %v46 = extractvalue {i64, i1} %v45, 0
  %v47 = extractvalue {i64, i1} %v45, 1
  %v48 = select i1 %v47, i64 %v46, i64 %uc
  %idx28 = add i32 %zero, 28
  %p28 = getelementptr i64, ptr addrspace(1) %out, i32 %idx28
  store i64 %v48, ptr addrspace(1) %p28
  %v49 = lshr i64 %ua, 5
  %v50 = and i64 %v49, 1023
  %idx29 = add i32 %zero, 29
  %p29 = getelementptr i64, ptr addrspace(1) %out, i32 %idx29
  store i64 %v50, ptr addrspace(1) %p29
  %v51 = and i64 %ub, 15
  %v52 = lshr i64 %ua, %v51
  %v53 = and i64 %v52, 255
  %idx30 = add i32 %zero, 30
  %p30 = getelementptr i64, ptr addrspace(1) %out, i32 %idx30
  store i64 %v53, ptr addrspace(1) %p30
  %v54 = shl i64 %ua, 8
  %v55 = ashr i64 %v54, 20
  %idx31 = add i32 %zero, 31
  %p31 = getelementptr i64, ptr addrspace(1) %out, i32 %idx31
  store i64 %v55, ptr addrspace(1) %p31
  %v56 = and i64 %ua, 65535
  %v57 = and i64 %ub, -65536
  %v58 = or i64 %v56, %v57
  %idx32 = add i32 %zero, 32
  %p32 = getelementptr i64, ptr addrspace(1) %out, i32 %idx32
  store i64 %v58, ptr addrspace(1) %p32
  %v59 = and i64 %ua, %uc
  %v60 = xor i64 %uc, -1
  %v61 = and i64 %ub, %v60
  %v62 = or i64 %v59, %v61
  %idx33 = add i32 %zero, 33
  %p33 = getelementptr i64, ptr addrspace(1) %out, i32 %idx33
  store i64 %v62, ptr addrspace(1) %p33
  %v63 = and i64 %ua, %v60
  %idx34 = add i32 %zero, 34
  %p34 = getelementptr i64, ptr addrspace(1) %out, i32 %idx34
  store i64 %v63, ptr addrspace(1) %p34
  %v64 = or i64 %ua, %v60
  %idx35 = add i32 %zero, 35
  %p35 = getelementptr i64, ptr addrspace(1) %out, i32 %idx35
  store i64 %v64, ptr addrspace(1) %p35
  %v65 = xor i64 %v64, -1
  %idx36 = add i32 %zero, 36
  %p36 = getelementptr i64, ptr addrspace(1) %out, i32 %idx36
  store i64 %v65, ptr addrspace(1) %p36
  %v66 = xor i64 %ua, %v60
  %idx37 = add i32 %zero, 37
  %p37 = getelementptr i64, ptr addrspace(1) %out, i32 %idx37
  store i64 %v66, ptr addrspace(1) %p37
  %v67 = and i64 %ua, %ub
  %v68 = xor i64 %v67, -1
  %idx38 = add i32 %zero, 38
  %p38 = getelementptr i64, ptr addrspace(1) %out, i32 %idx38
  store i64 %v68, ptr addrspace(1) %p38
  %v69 = and i64 %ub, 63
  %v70 = shl i64 1, %v69
  %v71 = sub i64 %v70, 1
  %v72 = and i64 %v71, %ua
  %idx39 = add i32 %zero, 39
  %p39 = getelementptr i64, ptr addrspace(1) %out, i32 %idx39
  store i64 %v72, ptr addrspace(1) %p39
  %v73 = mul i64 %ua, 24
  %idx40 = add i32 %zero, 40
  %p40 = getelementptr i64, ptr addrspace(1) %out, i32 %idx40
  store i64 %v73, ptr addrspace(1) %p40
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.ctpop.i64(i64)
declare i64 @llvm.bitreverse.i64(i64)
declare i64 @llvm.bswap.i64(i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare i64 @llvm.abs.i64(i64, i1)
declare i64 @llvm.smin.i64(i64, i64)
declare i64 @llvm.smax.i64(i64, i64)
declare i64 @llvm.umin.i64(i64, i64)
declare i64 @llvm.umax.i64(i64, i64)
declare i64 @llvm.sadd.sat.i64(i64, i64)
declare i64 @llvm.uadd.sat.i64(i64, i64)
declare i64 @llvm.ssub.sat.i64(i64, i64)
declare i64 @llvm.usub.sat.i64(i64, i64)
declare i64 @llvm.sshl.sat.i64(i64, i64)
declare i64 @llvm.ushl.sat.i64(i64, i64)
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i64 @llvm.fshr.i64(i64, i64, i64)
declare {i64, i1} @llvm.sadd.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.uadd.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.ssub.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.usub.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.smul.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.umul.with.overflow.i64(i64, i64)
