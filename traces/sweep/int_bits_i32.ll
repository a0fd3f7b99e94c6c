; Mnemonic sweep kernel: compiled by traces/sweep/gen for every llc version
; and target for the instruction mnemonics it makes llc emit. The kernels
; with a ';!' launch header also run against lli (traces/sweep/run). See
; traces/README.md, "Mnemonic sweep".

;! {
;!   "grid": [64, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u32", "count": 23172},
;!     "in": {"type": "i32", "count": 192, "gen": "range", "lo": -1000000000, "hi": 1000000000}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i32": 123456789}, {"i32": -987654}, {"i32": 77}],
;!   "outputs": ["out"]
;! }
define amdgpu_kernel void @bits_div_i32(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %ua, i32 %ub, i32 %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %ia0 = add i32 %tid, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %ia0
  %a0 = load i32, ptr addrspace(1) %pa0
  %ia1 = add i32 %tid, 64
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %ia1
  %a1 = load i32, ptr addrspace(1) %pa1
  %ia2 = add i32 %tid, 128
  %pa2 = getelementptr i32, ptr addrspace(1) %in, i32 %ia2
  %a2 = load i32, ptr addrspace(1) %pa2
  %v1 = call i32 @llvm.ctpop.i32(i32 %a0)
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %idx1
  store i32 %v1, ptr addrspace(1) %p1
  %v2 = call i32 @llvm.bitreverse.i32(i32 %a0)
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 %idx2
  store i32 %v2, ptr addrspace(1) %p2
  %v3 = call i32 @llvm.bswap.i32(i32 %a0)
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 %idx3
  store i32 %v3, ptr addrspace(1) %p3
  %v4 = call i32 @llvm.ctlz.i32(i32 %a0, i1 false)
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 %idx4
  store i32 %v4, ptr addrspace(1) %p4
  %v5 = call i32 @llvm.ctlz.i32(i32 %a0, i1 true)
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr i32, ptr addrspace(1) %out, i32 %idx5
  store i32 %v5, ptr addrspace(1) %p5
  %v6 = call i32 @llvm.cttz.i32(i32 %a0, i1 false)
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr i32, ptr addrspace(1) %out, i32 %idx6
  store i32 %v6, ptr addrspace(1) %p6
  %v7 = call i32 @llvm.cttz.i32(i32 %a0, i1 true)
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr i32, ptr addrspace(1) %out, i32 %idx7
  store i32 %v7, ptr addrspace(1) %p7
  %v8 = call i32 @llvm.abs.i32(i32 %a0, i1 false)
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr i32, ptr addrspace(1) %out, i32 %idx8
  store i32 %v8, ptr addrspace(1) %p8
  %v9 = call i32 @llvm.smin.i32(i32 %a0, i32 %a1)
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr i32, ptr addrspace(1) %out, i32 %idx9
  store i32 %v9, ptr addrspace(1) %p9
  %v10 = call i32 @llvm.smax.i32(i32 %a0, i32 %a1)
  %idx10 = add i32 %tid, 2560
  %p10 = getelementptr i32, ptr addrspace(1) %out, i32 %idx10
  store i32 %v10, ptr addrspace(1) %p10
  %v11 = call i32 @llvm.umin.i32(i32 %a0, i32 %a1)
  %idx11 = add i32 %tid, 2816
  %p11 = getelementptr i32, ptr addrspace(1) %out, i32 %idx11
  store i32 %v11, ptr addrspace(1) %p11
  %v12 = call i32 @llvm.umax.i32(i32 %a0, i32 %a1)
  %idx12 = add i32 %tid, 3072
  %p12 = getelementptr i32, ptr addrspace(1) %out, i32 %idx12
  store i32 %v12, ptr addrspace(1) %p12
  %v13 = call i32 @llvm.sadd.sat.i32(i32 %a0, i32 %a1)
  %idx13 = add i32 %tid, 3328
  %p13 = getelementptr i32, ptr addrspace(1) %out, i32 %idx13
  store i32 %v13, ptr addrspace(1) %p13
  %v14 = call i32 @llvm.uadd.sat.i32(i32 %a0, i32 %a1)
  %idx14 = add i32 %tid, 3584
  %p14 = getelementptr i32, ptr addrspace(1) %out, i32 %idx14
  store i32 %v14, ptr addrspace(1) %p14
  %v15 = call i32 @llvm.ssub.sat.i32(i32 %a0, i32 %a1)
  %idx15 = add i32 %tid, 3840
  %p15 = getelementptr i32, ptr addrspace(1) %out, i32 %idx15
  store i32 %v15, ptr addrspace(1) %p15
  %v16 = call i32 @llvm.usub.sat.i32(i32 %a0, i32 %a1)
  %idx16 = add i32 %tid, 4096
  %p16 = getelementptr i32, ptr addrspace(1) %out, i32 %idx16
  store i32 %v16, ptr addrspace(1) %p16
  %v17 = and i32 %a1, 3
  %v18 = call i32 @llvm.sshl.sat.i32(i32 %a0, i32 %v17)
  %idx17 = add i32 %tid, 4352
  %p17 = getelementptr i32, ptr addrspace(1) %out, i32 %idx17
  store i32 %v18, ptr addrspace(1) %p17
  %v19 = and i32 %a1, 3
  %v20 = call i32 @llvm.ushl.sat.i32(i32 %a0, i32 %v19)
  %idx18 = add i32 %tid, 4608
  %p18 = getelementptr i32, ptr addrspace(1) %out, i32 %idx18
  store i32 %v20, ptr addrspace(1) %p18
  %v21 = call i32 @llvm.fshl.i32(i32 %a0, i32 %a1, i32 %a2)
  %idx19 = add i32 %tid, 4864
  %p19 = getelementptr i32, ptr addrspace(1) %out, i32 %idx19
  store i32 %v21, ptr addrspace(1) %p19
  %v22 = call i32 @llvm.fshl.i32(i32 %a0, i32 %a1, i32 5)
  %idx20 = add i32 %tid, 5120
  %p20 = getelementptr i32, ptr addrspace(1) %out, i32 %idx20
  store i32 %v22, ptr addrspace(1) %p20
  %v23 = call i32 @llvm.fshr.i32(i32 %a0, i32 %a1, i32 %a2)
  %idx21 = add i32 %tid, 5376
  %p21 = getelementptr i32, ptr addrspace(1) %out, i32 %idx21
  store i32 %v23, ptr addrspace(1) %p21
  %v24 = call i32 @llvm.fshr.i32(i32 %a0, i32 %a1, i32 5)
  %idx22 = add i32 %tid, 5632
  %p22 = getelementptr i32, ptr addrspace(1) %out, i32 %idx22
  store i32 %v24, ptr addrspace(1) %p22
  %v25 = call {i32, i1} @llvm.sadd.with.overflow.i32(i32 %a0, i32 %a1)
  %v26 = extractvalue {i32, i1} %v25, 0
  %v27 = extractvalue {i32, i1} %v25, 1
  %v28 = select i1 %v27, i32 %v26, i32 %a2
  %idx23 = add i32 %tid, 5888
  %p23 = getelementptr i32, ptr addrspace(1) %out, i32 %idx23
  store i32 %v28, ptr addrspace(1) %p23
  %v29 = call {i32, i1} @llvm.uadd.with.overflow.i32(i32 %a0, i32 %a1)
  %v30 = extractvalue {i32, i1} %v29, 0
  %v31 = extractvalue {i32, i1} %v29, 1
  %v32 = select i1 %v31, i32 %v30, i32 %a2
  %idx24 = add i32 %tid, 6144
  %p24 = getelementptr i32, ptr addrspace(1) %out, i32 %idx24
  store i32 %v32, ptr addrspace(1) %p24
  %v33 = call {i32, i1} @llvm.ssub.with.overflow.i32(i32 %a0, i32 %a1)
  %v34 = extractvalue {i32, i1} %v33, 0
  %v35 = extractvalue {i32, i1} %v33, 1
  %v36 = select i1 %v35, i32 %v34, i32 %a2
  %idx25 = add i32 %tid, 6400
  %p25 = getelementptr i32, ptr addrspace(1) %out, i32 %idx25
  store i32 %v36, ptr addrspace(1) %p25
  %v37 = call {i32, i1} @llvm.usub.with.overflow.i32(i32 %a0, i32 %a1)
  %v38 = extractvalue {i32, i1} %v37, 0
  %v39 = extractvalue {i32, i1} %v37, 1
  %v40 = select i1 %v39, i32 %v38, i32 %a2
  %idx26 = add i32 %tid, 6656
  %p26 = getelementptr i32, ptr addrspace(1) %out, i32 %idx26
  store i32 %v40, ptr addrspace(1) %p26
  %v41 = call {i32, i1} @llvm.smul.with.overflow.i32(i32 %a0, i32 %a1)
  %v42 = extractvalue {i32, i1} %v41, 0
  %v43 = extractvalue {i32, i1} %v41, 1
  %v44 = select i1 %v43, i32 %v42, i32 %a2
  %idx27 = add i32 %tid, 6912
  %p27 = getelementptr i32, ptr addrspace(1) %out, i32 %idx27
  store i32 %v44, ptr addrspace(1) %p27
  %v45 = call {i32, i1} @llvm.umul.with.overflow.i32(i32 %a0, i32 %a1)
  %v46 = extractvalue {i32, i1} %v45, 0
  %v47 = extractvalue {i32, i1} %v45, 1
  %v48 = select i1 %v47, i32 %v46, i32 %a2
  %idx28 = add i32 %tid, 7168
  %p28 = getelementptr i32, ptr addrspace(1) %out, i32 %idx28
  store i32 %v48, ptr addrspace(1) %p28
  %v49 = lshr i32 %a0, 5
  %v50 = and i32 %v49, 1023
  %idx29 = add i32 %tid, 7424
  %p29 = getelementptr i32, ptr addrspace(1) %out, i32 %idx29
  store i32 %v50, ptr addrspace(1) %p29
  %v51 = and i32 %a1, 15
  %v52 = lshr i32 %a0, %v51
  %v53 = and i32 %v52, 255
  %idx30 = add i32 %tid, 7680
  %p30 = getelementptr i32, ptr addrspace(1) %out, i32 %idx30
  store i32 %v53, ptr addrspace(1) %p30
  %v54 = shl i32 %a0, 8
  %v55 = ashr i32 %v54, 20
  %idx31 = add i32 %tid, 7936
  %p31 = getelementptr i32, ptr addrspace(1) %out, i32 %idx31
  store i32 %v55, ptr addrspace(1) %p31
  %v56 = and i32 %a0, 65535
  %v57 = and i32 %a1, -65536
  %v58 = or i32 %v56, %v57
  %idx32 = add i32 %tid, 8192
  %p32 = getelementptr i32, ptr addrspace(1) %out, i32 %idx32
  store i32 %v58, ptr addrspace(1) %p32
  %v59 = and i32 %a0, %a2
  %v60 = xor i32 %a2, -1
  %v61 = and i32 %a1, %v60
  %v62 = or i32 %v59, %v61
  %idx33 = add i32 %tid, 8448
  %p33 = getelementptr i32, ptr addrspace(1) %out, i32 %idx33
  store i32 %v62, ptr addrspace(1) %p33
  %v63 = and i32 %a0, %v60
  %idx34 = add i32 %tid, 8704
  %p34 = getelementptr i32, ptr addrspace(1) %out, i32 %idx34
  store i32 %v63, ptr addrspace(1) %p34
  %v64 = or i32 %a0, %v60
  %idx35 = add i32 %tid, 8960
  %p35 = getelementptr i32, ptr addrspace(1) %out, i32 %idx35
  store i32 %v64, ptr addrspace(1) %p35
  %v65 = xor i32 %v64, -1
  %idx36 = add i32 %tid, 9216
  %p36 = getelementptr i32, ptr addrspace(1) %out, i32 %idx36
  store i32 %v65, ptr addrspace(1) %p36
  %v66 = xor i32 %a0, %v60
  %idx37 = add i32 %tid, 9472
  %p37 = getelementptr i32, ptr addrspace(1) %out, i32 %idx37
  store i32 %v66, ptr addrspace(1) %p37
  %v67 = and i32 %a0, %a1
  %v68 = xor i32 %v67, -1
  %idx38 = add i32 %tid, 9728
  %p38 = getelementptr i32, ptr addrspace(1) %out, i32 %idx38
  store i32 %v68, ptr addrspace(1) %p38
  %v69 = and i32 %a1, 31
  %v70 = shl i32 1, %v69
  %v71 = sub i32 %v70, 1
  %v72 = and i32 %v71, %a0
  %idx39 = add i32 %tid, 9984
  %p39 = getelementptr i32, ptr addrspace(1) %out, i32 %idx39
  store i32 %v72, ptr addrspace(1) %p39
  %v73 = mul i32 %a0, 24
  %idx40 = add i32 %tid, 10240
  %p40 = getelementptr i32, ptr addrspace(1) %out, i32 %idx40
  store i32 %v73, ptr addrspace(1) %p40
  %v74 = and i32 %a0, 16777215
  %v75 = and i32 %a1, 16777215
  %v76 = mul i32 %v74, %v75
  %v77 = add i32 %v76, %a2
  %idx41 = add i32 %tid, 10496
  %p41 = getelementptr i32, ptr addrspace(1) %out, i32 %idx41
  store i32 %v77, ptr addrspace(1) %p41
  %v78 = shl i32 %a0, 8
  %v79 = ashr i32 %v78, 8
  %v80 = shl i32 %a1, 8
  %v81 = ashr i32 %v80, 8
  %v82 = mul i32 %v79, %v81
  %v83 = add i32 %v82, %a2
  %idx42 = add i32 %tid, 10752
  %p42 = getelementptr i32, ptr addrspace(1) %out, i32 %idx42
  store i32 %v83, ptr addrspace(1) %p42
  %v84 = zext i32 %v78 to i64
  %v85 = zext i32 %v80 to i64
  %v86 = mul i64 %v84, %v85
  %idx43 = add i32 %tid, 11008
  %p43 = getelementptr i64, ptr addrspace(1) %out, i32 %idx43
  store i64 %v86, ptr addrspace(1) %p43
  %v87 = zext i32 %a0 to i64
  %v88 = zext i32 %a1 to i64
  %v89 = zext i32 %a2 to i64
  %v90 = mul i64 %v87, %v88
  %v91 = add i64 %v90, %v89
  %idx44 = add i32 %tid, 11264
  %p44 = getelementptr i64, ptr addrspace(1) %out, i32 %idx44
  store i64 %v91, ptr addrspace(1) %p44
  %v92 = sext i32 %a0 to i64
  %v93 = sext i32 %a1 to i64
  %v94 = mul i64 %v92, %v93
  %v95 = add i64 %v94, %v89
  %idx45 = add i32 %tid, 11520
  %p45 = getelementptr i64, ptr addrspace(1) %out, i32 %idx45
  store i64 %v95, ptr addrspace(1) %p45
  %v96 = add i32 %a0, %a1
  %v97 = add i32 %v96, %a2
  %idx46 = add i32 %tid, 11776
  %p46 = getelementptr i32, ptr addrspace(1) %out, i32 %idx46
  store i32 %v97, ptr addrspace(1) %p46
  %v98 = xor i32 %a0, %a1
  %v99 = xor i32 %v98, %a2
  %idx47 = add i32 %tid, 12032
  %p47 = getelementptr i32, ptr addrspace(1) %out, i32 %idx47
  store i32 %v99, ptr addrspace(1) %p47
  %v100 = shl i32 %a0, 2
  %v101 = add i32 %v100, %a1
  %idx48 = add i32 %tid, 12288
  %p48 = getelementptr i32, ptr addrspace(1) %out, i32 %idx48
  store i32 %v101, ptr addrspace(1) %p48
  %v102 = add i32 %a0, %a1
  %v103 = shl i32 %v102, 3
  %idx49 = add i32 %tid, 12544
  %p49 = getelementptr i32, ptr addrspace(1) %out, i32 %idx49
  store i32 %v103, ptr addrspace(1) %p49
  %v104 = and i32 %a0, %a1
  %v105 = or i32 %v104, %a2
  %idx50 = add i32 %tid, 12800
  %p50 = getelementptr i32, ptr addrspace(1) %out, i32 %idx50
  store i32 %v105, ptr addrspace(1) %p50
  %v106 = or i32 %a0, %a1
  %v107 = or i32 %v106, %a2
  %idx51 = add i32 %tid, 13056
  %p51 = getelementptr i32, ptr addrspace(1) %out, i32 %idx51
  store i32 %v107, ptr addrspace(1) %p51
  %v108 = lshr i32 %a0, 3
  %v109 = and i32 %v108, %a1
  %v110 = or i32 %v109, %a2
  %idx52 = add i32 %tid, 13312
  %p52 = getelementptr i32, ptr addrspace(1) %out, i32 %idx52
  store i32 %v110, ptr addrspace(1) %p52
  %v111 = sub i32 %a0, %a1
  %v112 = sub i32 %v111, %a2
  %idx53 = add i32 %tid, 13568
  %p53 = getelementptr i32, ptr addrspace(1) %out, i32 %idx53
  store i32 %v112, ptr addrspace(1) %p53
  %v113 = call i32 @llvm.smax.i32(i32 %a0, i32 %a1)
  %v114 = call i32 @llvm.smin.i32(i32 %v113, i32 %a2)
  %idx54 = add i32 %tid, 13824
  %p54 = getelementptr i32, ptr addrspace(1) %out, i32 %idx54
  store i32 %v114, ptr addrspace(1) %p54
  %v115 = call i32 @llvm.smax.i32(i32 %v113, i32 %a2)
  %idx55 = add i32 %tid, 14080
  %p55 = getelementptr i32, ptr addrspace(1) %out, i32 %idx55
  store i32 %v115, ptr addrspace(1) %p55
  %v116 = call i32 @llvm.umax.i32(i32 %a0, i32 %a1)
  %v117 = call i32 @llvm.umin.i32(i32 %v116, i32 %a2)
  %idx56 = add i32 %tid, 14336
  %p56 = getelementptr i32, ptr addrspace(1) %out, i32 %idx56
  store i32 %v117, ptr addrspace(1) %p56
  %v118 = call i32 @llvm.umax.i32(i32 %v116, i32 %a2)
  %idx57 = add i32 %tid, 14592
  %p57 = getelementptr i32, ptr addrspace(1) %out, i32 %idx57
  store i32 %v118, ptr addrspace(1) %p57
  ret void
}

;! {
;!   "grid": [64, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u32", "count": 96, "fill": "0xdeadbeef"},
;!     "in": {"type": "i32", "count": 1}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i32": 123456789}, {"i32": -987654}, {"i32": 77}],
;!   "outputs": ["out"]
;! }
define amdgpu_kernel void @bits_uni_i32(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %ua, i32 %ub, i32 %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = call i32 @llvm.ctpop.i32(i32 %ua)
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %idx1
  store i32 %v1, ptr addrspace(1) %p1
  %v2 = call i32 @llvm.bitreverse.i32(i32 %ua)
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 %idx2
  store i32 %v2, ptr addrspace(1) %p2
  %v3 = call i32 @llvm.bswap.i32(i32 %ua)
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 %idx3
  store i32 %v3, ptr addrspace(1) %p3
  %v4 = call i32 @llvm.ctlz.i32(i32 %ua, i1 false)
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 %idx4
  store i32 %v4, ptr addrspace(1) %p4
  %v5 = call i32 @llvm.ctlz.i32(i32 %ua, i1 true)
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr i32, ptr addrspace(1) %out, i32 %idx5
  store i32 %v5, ptr addrspace(1) %p5
  %v6 = call i32 @llvm.cttz.i32(i32 %ua, i1 false)
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr i32, ptr addrspace(1) %out, i32 %idx6
  store i32 %v6, ptr addrspace(1) %p6
  %v7 = call i32 @llvm.cttz.i32(i32 %ua, i1 true)
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr i32, ptr addrspace(1) %out, i32 %idx7
  store i32 %v7, ptr addrspace(1) %p7
  %v8 = call i32 @llvm.abs.i32(i32 %ua, i1 false)
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr i32, ptr addrspace(1) %out, i32 %idx8
  store i32 %v8, ptr addrspace(1) %p8
  %v9 = call i32 @llvm.smin.i32(i32 %ua, i32 %ub)
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr i32, ptr addrspace(1) %out, i32 %idx9
  store i32 %v9, ptr addrspace(1) %p9
  %v10 = call i32 @llvm.smax.i32(i32 %ua, i32 %ub)
  %idx10 = add i32 %zero, 10
  %p10 = getelementptr i32, ptr addrspace(1) %out, i32 %idx10
  store i32 %v10, ptr addrspace(1) %p10
  %v11 = call i32 @llvm.umin.i32(i32 %ua, i32 %ub)
  %idx11 = add i32 %zero, 11
  %p11 = getelementptr i32, ptr addrspace(1) %out, i32 %idx11
  store i32 %v11, ptr addrspace(1) %p11
  %v12 = call i32 @llvm.umax.i32(i32 %ua, i32 %ub)
  %idx12 = add i32 %zero, 12
  %p12 = getelementptr i32, ptr addrspace(1) %out, i32 %idx12
  store i32 %v12, ptr addrspace(1) %p12
  %v13 = call i32 @llvm.sadd.sat.i32(i32 %ua, i32 %ub)
  %idx13 = add i32 %zero, 13
  %p13 = getelementptr i32, ptr addrspace(1) %out, i32 %idx13
  store i32 %v13, ptr addrspace(1) %p13
  %v14 = call i32 @llvm.uadd.sat.i32(i32 %ua, i32 %ub)
  %idx14 = add i32 %zero, 14
  %p14 = getelementptr i32, ptr addrspace(1) %out, i32 %idx14
  store i32 %v14, ptr addrspace(1) %p14
  %v15 = call i32 @llvm.ssub.sat.i32(i32 %ua, i32 %ub)
  %idx15 = add i32 %zero, 15
  %p15 = getelementptr i32, ptr addrspace(1) %out, i32 %idx15
  store i32 %v15, ptr addrspace(1) %p15
  %v16 = call i32 @llvm.usub.sat.i32(i32 %ua, i32 %ub)
  %idx16 = add i32 %zero, 16
  %p16 = getelementptr i32, ptr addrspace(1) %out, i32 %idx16
  store i32 %v16, ptr addrspace(1) %p16
  %v17 = and i32 %ub, 3
  %v18 = call i32 @llvm.sshl.sat.i32(i32 %ua, i32 %v17)
  %idx17 = add i32 %zero, 17
  %p17 = getelementptr i32, ptr addrspace(1) %out, i32 %idx17
  store i32 %v18, ptr addrspace(1) %p17
  %v19 = and i32 %ub, 3
  %v20 = call i32 @llvm.ushl.sat.i32(i32 %ua, i32 %v19)
  %idx18 = add i32 %zero, 18
  %p18 = getelementptr i32, ptr addrspace(1) %out, i32 %idx18
  store i32 %v20, ptr addrspace(1) %p18
  %v21 = call i32 @llvm.fshl.i32(i32 %ua, i32 %ub, i32 %uc)
  %idx19 = add i32 %zero, 19
  %p19 = getelementptr i32, ptr addrspace(1) %out, i32 %idx19
  store i32 %v21, ptr addrspace(1) %p19
  %v22 = call i32 @llvm.fshl.i32(i32 %ua, i32 %ub, i32 5)
  %idx20 = add i32 %zero, 20
  %p20 = getelementptr i32, ptr addrspace(1) %out, i32 %idx20
  store i32 %v22, ptr addrspace(1) %p20
  %v23 = call i32 @llvm.fshr.i32(i32 %ua, i32 %ub, i32 %uc)
  %idx21 = add i32 %zero, 21
  %p21 = getelementptr i32, ptr addrspace(1) %out, i32 %idx21
  store i32 %v23, ptr addrspace(1) %p21
  %v24 = call i32 @llvm.fshr.i32(i32 %ua, i32 %ub, i32 5)
  %idx22 = add i32 %zero, 22
  %p22 = getelementptr i32, ptr addrspace(1) %out, i32 %idx22
  store i32 %v24, ptr addrspace(1) %p22
  %v25 = call {i32, i1} @llvm.sadd.with.overflow.i32(i32 %ua, i32 %ub)
  %v26 = extractvalue {i32, i1} %v25, 0
  %v27 = extractvalue {i32, i1} %v25, 1
  %v28 = select i1 %v27, i32 %v26, i32 %uc
  %idx23 = add i32 %zero, 23
  %p23 = getelementptr i32, ptr addrspace(1) %out, i32 %idx23
  store i32 %v28, ptr addrspace(1) %p23
  %v29 = call {i32, i1} @llvm.uadd.with.overflow.i32(i32 %ua, i32 %ub)
  %v30 = extractvalue {i32, i1} %v29, 0
  %v31 = extractvalue {i32, i1} %v29, 1
  %v32 = select i1 %v31, i32 %v30, i32 %uc
  %idx24 = add i32 %zero, 24
  %p24 = getelementptr i32, ptr addrspace(1) %out, i32 %idx24
  store i32 %v32, ptr addrspace(1) %p24
  %v33 = call {i32, i1} @llvm.ssub.with.overflow.i32(i32 %ua, i32 %ub)
  %v34 = extractvalue {i32, i1} %v33, 0
  %v35 = extractvalue {i32, i1} %v33, 1
  %v36 = select i1 %v35, i32 %v34, i32 %uc
  %idx25 = add i32 %zero, 25
  %p25 = getelementptr i32, ptr addrspace(1) %out, i32 %idx25
  store i32 %v36, ptr addrspace(1) %p25
  %v37 = call {i32, i1} @llvm.usub.with.overflow.i32(i32 %ua, i32 %ub)
  %v38 = extractvalue {i32, i1} %v37, 0
  %v39 = extractvalue {i32, i1} %v37, 1
  %v40 = select i1 %v39, i32 %v38, i32 %uc
  %idx26 = add i32 %zero, 26
  %p26 = getelementptr i32, ptr addrspace(1) %out, i32 %idx26
  store i32 %v40, ptr addrspace(1) %p26
  %v41 = call {i32, i1} @llvm.smul.with.overflow.i32(i32 %ua, i32 %ub)
  %v42 = extractvalue {i32, i1} %v41, 0
  %v43 = extractvalue {i32, i1} %v41, 1
  %v44 = select i1 %v43, i32 %v42, i32 %uc
  %idx27 = add i32 %zero, 27
  %p27 = getelementptr i32, ptr addrspace(1) %out, i32 %idx27
  store i32 %v44, ptr addrspace(1) %p27
  %v45 = call {i32, i1} @llvm.umul.with.overflow.i32(i32 %ua, i32 %ub)
  %v46 = extractvalue {i32, i1} %v45, 0
  %v47 = extractvalue {i32, i1} %v45, 1
  %v48 = select i1 %v47, i32 %v46, i32 %uc
  %idx28 = add i32 %zero, 28
  %p28 = getelementptr i32, ptr addrspace(1) %out, i32 %idx28
  store i32 %v48, ptr addrspace(1) %p28
  %v49 = lshr i32 %ua, 5
  %v50 = and i32 %v49, 1023
  %idx29 = add i32 %zero, 29
  %p29 = getelementptr i32, ptr addrspace(1) %out, i32 %idx29
  store i32 %v50, ptr addrspace(1) %p29
  %v51 = and i32 %ub, 15
  %v52 = lshr i32 %ua, %v51
  %v53 = and i32 %v52, 255
  %idx30 = add i32 %zero, 30
  %p30 = getelementptr i32, ptr addrspace(1) %out, i32 %idx30
  store i32 %v53, ptr addrspace(1) %p30
  %v54 = shl i32 %ua, 8
  %v55 = ashr i32 %v54, 20
  %idx31 = add i32 %zero, 31
  %p31 = getelementptr i32, ptr addrspace(1) %out, i32 %idx31
  store i32 %v55, ptr addrspace(1) %p31
  %v56 = and i32 %ua, 65535
  %v57 = and i32 %ub, -65536
  %v58 = or i32 %v56, %v57
  %idx32 = add i32 %zero, 32
  %p32 = getelementptr i32, ptr addrspace(1) %out, i32 %idx32
  store i32 %v58, ptr addrspace(1) %p32
  %v59 = and i32 %ua, %uc
  %v60 = xor i32 %uc, -1
  %v61 = and i32 %ub, %v60
  %v62 = or i32 %v59, %v61
  %idx33 = add i32 %zero, 33
  %p33 = getelementptr i32, ptr addrspace(1) %out, i32 %idx33
  store i32 %v62, ptr addrspace(1) %p33
  %v63 = and i32 %ua, %v60
  %idx34 = add i32 %zero, 34
  %p34 = getelementptr i32, ptr addrspace(1) %out, i32 %idx34
  store i32 %v63, ptr addrspace(1) %p34
  %v64 = or i32 %ua, %v60
  %idx35 = add i32 %zero, 35
  %p35 = getelementptr i32, ptr addrspace(1) %out, i32 %idx35
  store i32 %v64, ptr addrspace(1) %p35
  %v65 = xor i32 %v64, -1
  %idx36 = add i32 %zero, 36
  %p36 = getelementptr i32, ptr addrspace(1) %out, i32 %idx36
  store i32 %v65, ptr addrspace(1) %p36
  %v66 = xor i32 %ua, %v60
  %idx37 = add i32 %zero, 37
  %p37 = getelementptr i32, ptr addrspace(1) %out, i32 %idx37
  store i32 %v66, ptr addrspace(1) %p37
  %v67 = and i32 %ua, %ub
  %v68 = xor i32 %v67, -1
  %idx38 = add i32 %zero, 38
  %p38 = getelementptr i32, ptr addrspace(1) %out, i32 %idx38
  store i32 %v68, ptr addrspace(1) %p38
  %v69 = and i32 %ub, 31
  %v70 = shl i32 1, %v69
  %v71 = sub i32 %v70, 1
  %v72 = and i32 %v71, %ua
  %idx39 = add i32 %zero, 39
  %p39 = getelementptr i32, ptr addrspace(1) %out, i32 %idx39
  store i32 %v72, ptr addrspace(1) %p39
  %v73 = mul i32 %ua, 24
  %idx40 = add i32 %zero, 40
  %p40 = getelementptr i32, ptr addrspace(1) %out, i32 %idx40
  store i32 %v73, ptr addrspace(1) %p40
  %v74 = and i32 %ua, 16777215
  %v75 = and i32 %ub, 16777215
  %v76 = mul i32 %v74, %v75
  %v77 = add i32 %v76, %uc
  %idx41 = add i32 %zero, 41
  %p41 = getelementptr i32, ptr addrspace(1) %out, i32 %idx41
  store i32 %v77, ptr addrspace(1) %p41
  %v78 = shl i32 %ua, 8
  %v79 = ashr i32 %v78, 8
  %v80 = shl i32 %ub, 8
  %v81 = ashr i32 %v80, 8
  %v82 = mul i32 %v79, %v81
  %v83 = add i32 %v82, %uc
  %idx42 = add i32 %zero, 42
  %p42 = getelementptr i32, ptr addrspace(1) %out, i32 %idx42
  store i32 %v83, ptr addrspace(1) %p42
  %v84 = zext i32 %v78 to i64
  %v85 = zext i32 %v80 to i64
  %v86 = mul i64 %v84, %v85
  %idx43 = add i32 %zero, 43
  %p43 = getelementptr i64, ptr addrspace(1) %out, i32 %idx43
  store i64 %v86, ptr addrspace(1) %p43
  %v87 = zext i32 %ua to i64
  %v88 = zext i32 %ub to i64
  %v89 = zext i32 %uc to i64
  %v90 = mul i64 %v87, %v88
  %v91 = add i64 %v90, %v89
  %idx44 = add i32 %zero, 44
  %p44 = getelementptr i64, ptr addrspace(1) %out, i32 %idx44
  store i64 %v91, ptr addrspace(1) %p44
  %v92 = sext i32 %ua to i64
  %v93 = sext i32 %ub to i64
  %v94 = mul i64 %v92, %v93
  %v95 = add i64 %v94, %v89
  %idx45 = add i32 %zero, 45
  %p45 = getelementptr i64, ptr addrspace(1) %out, i32 %idx45
  store i64 %v95, ptr addrspace(1) %p45
  %v96 = add i32 %ua, %ub
  %v97 = add i32 %v96, %uc
  %idx46 = add i32 %zero, 46
  %p46 = getelementptr i32, ptr addrspace(1) %out, i32 %idx46
  store i32 %v97, ptr addrspace(1) %p46
  %v98 = xor i32 %ua, %ub
  %v99 = xor i32 %v98, %uc
  %idx47 = add i32 %zero, 47
  %p47 = getelementptr i32, ptr addrspace(1) %out, i32 %idx47
  store i32 %v99, ptr addrspace(1) %p47
  %v100 = shl i32 %ua, 2
  %v101 = add i32 %v100, %ub
  %idx48 = add i32 %zero, 48
  %p48 = getelementptr i32, ptr addrspace(1) %out, i32 %idx48
  store i32 %v101, ptr addrspace(1) %p48
  %v102 = add i32 %ua, %ub
  %v103 = shl i32 %v102, 3
  %idx49 = add i32 %zero, 49
  %p49 = getelementptr i32, ptr addrspace(1) %out, i32 %idx49
  store i32 %v103, ptr addrspace(1) %p49
  %v104 = and i32 %ua, %ub
  %v105 = or i32 %v104, %uc
  %idx50 = add i32 %zero, 50
  %p50 = getelementptr i32, ptr addrspace(1) %out, i32 %idx50
  store i32 %v105, ptr addrspace(1) %p50
  %v106 = or i32 %ua, %ub
  %v107 = or i32 %v106, %uc
  %idx51 = add i32 %zero, 51
  %p51 = getelementptr i32, ptr addrspace(1) %out, i32 %idx51
  store i32 %v107, ptr addrspace(1) %p51
  %v108 = lshr i32 %ua, 3
  %v109 = and i32 %v108, %ub
  %v110 = or i32 %v109, %uc
  %idx52 = add i32 %zero, 52
  %p52 = getelementptr i32, ptr addrspace(1) %out, i32 %idx52
  store i32 %v110, ptr addrspace(1) %p52
  %v111 = sub i32 %ua, %ub
  %v112 = sub i32 %v111, %uc
  %idx53 = add i32 %zero, 53
  %p53 = getelementptr i32, ptr addrspace(1) %out, i32 %idx53
  store i32 %v112, ptr addrspace(1) %p53
  %v113 = call i32 @llvm.smax.i32(i32 %ua, i32 %ub)
  %v114 = call i32 @llvm.smin.i32(i32 %v113, i32 %uc)
  %idx54 = add i32 %zero, 54
  %p54 = getelementptr i32, ptr addrspace(1) %out, i32 %idx54
  store i32 %v114, ptr addrspace(1) %p54
  %v115 = call i32 @llvm.smax.i32(i32 %v113, i32 %uc)
  %idx55 = add i32 %zero, 55
  %p55 = getelementptr i32, ptr addrspace(1) %out, i32 %idx55
  store i32 %v115, ptr addrspace(1) %p55
  %v116 = call i32 @llvm.umax.i32(i32 %ua, i32 %ub)
  %v117 = call i32 @llvm.umin.i32(i32 %v116, i32 %uc)
  %idx56 = add i32 %zero, 56
  %p56 = getelementptr i32, ptr addrspace(1) %out, i32 %idx56
  store i32 %v117, ptr addrspace(1) %p56
  %v118 = call i32 @llvm.umax.i32(i32 %v116, i32 %uc)
  %idx57 = add i32 %zero, 57
  %p57 = getelementptr i32, ptr addrspace(1) %out, i32 %idx57
  store i32 %v118, ptr addrspace(1) %p57
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.sshl.sat.i32(i32, i32)
declare i32 @llvm.ushl.sat.i32(i32, i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare {i32, i1} @llvm.sadd.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.uadd.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.ssub.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.usub.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.smul.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.umul.with.overflow.i32(i32, i32)
