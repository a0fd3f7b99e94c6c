; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

define amdgpu_kernel void @bits_div_i16(ptr addrspace(1) %out, ptr addrspace(1) %in, i16 %ua, i16 %ub, i16 %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %ia0 = add i32 %tid, 0
  %pa0 = getelementptr i16, ptr addrspace(1) %in, i32 %ia0
  %a0 = load i16, ptr addrspace(1) %pa0
  %ia1 = add i32 %tid, 64
  %pa1 = getelementptr i16, ptr addrspace(1) %in, i32 %ia1
  %a1 = load i16, ptr addrspace(1) %pa1
  %ia2 = add i32 %tid, 128
  %pa2 = getelementptr i16, ptr addrspace(1) %in, i32 %ia2
  %a2 = load i16, ptr addrspace(1) %pa2
  %v1 = call i16 @llvm.ctpop.i16(i16 %a0)
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr i16, ptr addrspace(1) %out, i32 %idx1
  store i16 %v1, ptr addrspace(1) %p1
  %v2 = call i16 @llvm.bitreverse.i16(i16 %a0)
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr i16, ptr addrspace(1) %out, i32 %idx2
  store i16 %v2, ptr addrspace(1) %p2
  %v3 = call i16 @llvm.bswap.i16(i16 %a0)
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr i16, ptr addrspace(1) %out, i32 %idx3
  store i16 %v3, ptr addrspace(1) %p3
  %v4 = call i16 @llvm.ctlz.i16(i16 %a0, i1 false)
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr i16, ptr addrspace(1) %out, i32 %idx4
  store i16 %v4, ptr addrspace(1) %p4
  %v5 = call i16 @llvm.ctlz.i16(i16 %a0, i1 true)
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr i16, ptr addrspace(1) %out, i32 %idx5
  store i16 %v5, ptr addrspace(1) %p5
  %v6 = call i16 @llvm.cttz.i16(i16 %a0, i1 false)
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr i16, ptr addrspace(1) %out, i32 %idx6
  store i16 %v6, ptr addrspace(1) %p6
  %v7 = call i16 @llvm.cttz.i16(i16 %a0, i1 true)
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr i16, ptr addrspace(1) %out, i32 %idx7
  store i16 %v7, ptr addrspace(1) %p7
  %v8 = call i16 @llvm.abs.i16(i16 %a0, i1 false)
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr i16, ptr addrspace(1) %out, i32 %idx8
  store i16 %v8, ptr addrspace(1) %p8
  %v9 = call i16 @llvm.smin.i16(i16 %a0, i16 %a1)
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr i16, ptr addrspace(1) %out, i32 %idx9
  store i16 %v9, ptr addrspace(1) %p9
  %v10 = call i16 @llvm.smax.i16(i16 %a0, i16 %a1)
  %idx10 = add i32 %tid, 2560
  %p10 = getelementptr i16, ptr addrspace(1) %out, i32 %idx10
  store i16 %v10, ptr addrspace(1) %p10
  %v11 = call i16 @llvm.umin.i16(i16 %a0, i16 %a1)
  %idx11 = add i32 %tid, 2816
  %p11 = getelementptr i16, ptr addrspace(1) %out, i32 %idx11
  store i16 %v11, ptr addrspace(1) %p11
  %v12 = call i16 @llvm.umax.i16(i16 %a0, i16 %a1)
  %idx12 = add i32 %tid, 3072
  %p12 = getelementptr i16, ptr addrspace(1) %out, i32 %idx12
  store i16 %v12, ptr addrspace(1) %p12
  %v13 = call i16 @llvm.sadd.sat.i16(i16 %a0, i16 %a1)
  %idx13 = add i32 %tid, 3328
  %p13 = getelementptr i16, ptr addrspace(1) %out, i32 %idx13
  store i16 %v13, ptr addrspace(1) %p13
  %v14 = call i16 @llvm.uadd.sat.i16(i16 %a0, i16 %a1)
  %idx14 = add i32 %tid, 3584
  %p14 = getelementptr i16, ptr addrspace(1) %out, i32 %idx14
  store i16 %v14, ptr addrspace(1) %p14
  %v15 = call i16 @llvm.ssub.sat.i16(i16 %a0, i16 %a1)
  %idx15 = add i32 %tid, 3840
  %p15 = getelementptr i16, ptr addrspace(1) %out, i32 %idx15
  store i16 %v15, ptr addrspace(1) %p15
  %v16 = call i16 @llvm.usub.sat.i16(i16 %a0, i16 %a1)
  %idx16 = add i32 %tid, 4096
  %p16 = getelementptr i16, ptr addrspace(1) %out, i32 %idx16
  store i16 %v16, ptr addrspace(1) %p16
  %v17 = and i16 %a1, 3
  %v18 = call i16 @llvm.sshl.sat.i16(i16 %a0, i16 %v17)
  %idx17 = add i32 %tid, 4352
  %p17 = getelementptr i16, ptr addrspace(1) %out, i32 %idx17
  store i16 %v18, ptr addrspace(1) %p17
  %v19 = and i16 %a1, 3
  %v20 = call i16 @llvm.ushl.sat.i16(i16 %a0, i16 %v19)
  %idx18 = add i32 %tid, 4608
  %p18 = getelementptr i16, ptr addrspace(1) %out, i32 %idx18
  store i16 %v20, ptr addrspace(1) %p18
  %v21 = call i16 @llvm.fshl.i16(i16 %a0, i16 %a1, i16 %a2)
  %idx19 = add i32 %tid, 4864
  %p19 = getelementptr i16, ptr addrspace(1) %out, i32 %idx19
  store i16 %v21, ptr addrspace(1) %p19
  %v22 = call i16 @llvm.fshl.i16(i16 %a0, i16 %a1, i16 5)
  %idx20 = add i32 %tid, 5120
  %p20 = getelementptr i16, ptr addrspace(1) %out, i32 %idx20
  store i16 %v22, ptr addrspace(1) %p20
  %v23 = call i16 @llvm.fshr.i16(i16 %a0, i16 %a1, i16 %a2)
  %idx21 = add i32 %tid, 5376
  %p21 = getelementptr i16, ptr addrspace(1) %out, i32 %idx21
  store i16 %v23, ptr addrspace(1) %p21
  %v24 = call i16 @llvm.fshr.i16(i16 %a0, i16 %a1, i16 5)
  %idx22 = add i32 %tid, 5632
  %p22 = getelementptr i16, ptr addrspace(1) %out, i32 %idx22
  store i16 %v24, ptr addrspace(1) %p22
  %v25 = call {i16, i1} @llvm.sadd.with.overflow.i16(i16 %a0, i16 %a1)
  %v26 = extractvalue {i16, i1} %v25, 0
  %v27 = extractvalue {i16, i1} %v25, 1
  %v28 = select i1 %v27, i16 %v26, i16 %a2
  %idx23 = add i32 %tid, 5888
  %p23 = getelementptr i16, ptr addrspace(1) %out, i32 %idx23
  store i16 %v28, ptr addrspace(1) %p23
  %v29 = call {i16, i1} @llvm.uadd.with.overflow.i16(i16 %a0, i16 %a1)
  %v30 = extractvalue {i16, i1} %v29, 0
  %v31 = extractvalue {i16, i1} %v29, 1
  %v32 = select i1 %v31, i16 %v30, i16 %a2
  %idx24 = add i32 %tid, 6144
  %p24 = getelementptr i16, ptr addrspace(1) %out, i32 %idx24
  store i16 %v32, ptr addrspace(1) %p24
  %v33 = call {i16, i1} @llvm.ssub.with.overflow.i16(i16 %a0, i16 %a1)
  %v34 = extractvalue {i16, i1} %v33, 0
  %v35 = extractvalue {i16, i1} %v33, 1
  %v36 = select i1 %v35, i16 %v34, i16 %a2
  %idx25 = add i32 %tid, 6400
  %p25 = getelementptr i16, ptr addrspace(1) %out, i32 %idx25
  store i16 %v36, ptr addrspace(1) %p25
  %v37 = call {i16, i1} @llvm.usub.with.overflow.i16(i16 %a0, i16 %a1)
  %v38 = extractvalue {i16, i1} %v37, 0
  %v39 = extractvalue {i16, i1} %v37, 1
  %v40 = select i1 %v39, i16 %v38, i16 %a2
  %idx26 = add i32 %tid, 6656
  %p26 = getelementptr i16, ptr addrspace(1) %out, i32 %idx26
  store i16 %v40, ptr addrspace(1) %p26
  %v41 = call {i16, i1} @llvm.smul.with.overflow.i16(i16 %a0, i16 %a1)
  %v42 = extractvalue {i16, i1} %v41, 0
  %v43 = extractvalue {i16, i1} %v41, 1
  %v44 = select i1 %v43, i16 %v42, i16 %a2
  %idx27 = add i32 %tid, 6912
  %p27 = getelementptr i16, ptr addrspace(1) %out, i32 %idx27
  store i16 %v44, ptr addrspace(1) %p27
  %v45 = call {i16, i1} @llvm.umul.with.overflow.i16(i16 %a0, i16 %a1)
  %v46 = extractvalue {i16, i1} %v45, 0
  %v47 = extractvalue {i16, i1} %v45, 1
  %v48 = select i1 %v47, i16 %v46, i16 %a2
  %idx28 = add i32 %tid, 7168
  %p28 = getelementptr i16, ptr addrspace(1) %out, i32 %idx28
  store i16 %v48, ptr addrspace(1) %p28
  ret void
}

define amdgpu_kernel void @bits_uni_i16(ptr addrspace(1) %out, ptr addrspace(1) %in, i16 %ua, i16 %ub, i16 %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = call i16 @llvm.ctpop.i16(i16 %ua)
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr i16, ptr addrspace(1) %out, i32 %idx1
  store i16 %v1, ptr addrspace(1) %p1
  %v2 = call i16 @llvm.bitreverse.i16(i16 %ua)
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr i16, ptr addrspace(1) %out, i32 %idx2
  store i16 %v2, ptr addrspace(1) %p2
  %v3 = call i16 @llvm.bswap.i16(i16 %ua)
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr i16, ptr addrspace(1) %out, i32 %idx3
  store i16 %v3, ptr addrspace(1) %p3
  %v4 = call i16 @llvm.ctlz.i16(i16 %ua, i1 false)
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr i16, ptr addrspace(1) %out, i32 %idx4
  store i16 %v4, ptr addrspace(1) %p4
  %v5 = call i16 @llvm.ctlz.i16(i16 %ua, i1 true)
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr i16, ptr addrspace(1) %out, i32 %idx5
  store i16 %v5, ptr addrspace(1) %p5
  %v6 = call i16 @llvm.cttz.i16(i16 %ua, i1 false)
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr i16, ptr addrspace(1) %out, i32 %idx6
  store i16 %v6, ptr addrspace(1) %p6
  %v7 = call i16 @llvm.cttz.i16(i16 %ua, i1 true)
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr i16, ptr addrspace(1) %out, i32 %idx7
  store i16 %v7, ptr addrspace(1) %p7
  %v8 = call i16 @llvm.abs.i16(i16 %ua, i1 false)
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr i16, ptr addrspace(1) %out, i32 %idx8
  store i16 %v8, ptr addrspace(1) %p8
  %v9 = call i16 @llvm.smin.i16(i16 %ua, i16 %ub)
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr i16, ptr addrspace(1) %out, i32 %idx9
  store i16 %v9, ptr addrspace(1) %p9
  %v10 = call i16 @llvm.smax.i16(i16 %ua, i16 %ub)
  %idx10 = add i32 %zero, 10
  %p10 = getelementptr i16, ptr addrspace(1) %out, i32 %idx10
  store i16 %v10, ptr addrspace(1) %p10
  %v11 = call i16 @llvm.umin.i16(i16 %ua, i16 %ub)
  %idx11 = add i32 %zero, 11
  %p11 = getelementptr i16, ptr addrspace(1) %out, i32 %idx11
  store i16 %v11, ptr addrspace(1) %p11
  %v12 = call i16 @llvm.umax.i16(i16 %ua, i16 %ub)
  %idx12 = add i32 %zero, 12
  %p12 = getelementptr i16, ptr addrspace(1) %out, i32 %idx12
  store i16 %v12, ptr addrspace(1) %p12
  %v13 = call i16 @llvm.sadd.sat.i16(i16 %ua, i16 %ub)
  %idx13 = add i32 %zero, 13
  %p13 = getelementptr i16, ptr addrspace(1) %out, i32 %idx13
  store i16 %v13, ptr addrspace(1) %p13
  %v14 = call i16 @llvm.uadd.sat.i16(i16 %ua, i16 %ub)
  %idx14 = add i32 %zero, 14
  %p14 = getelementptr i16, ptr addrspace(1) %out, i32 %idx14
  store i16 %v14, ptr addrspace(1) %p14
  %v15 = call i16 @llvm.ssub.sat.i16(i16 %ua, i16 %ub)
  %idx15 = add i32 %zero, 15
  %p15 = getelementptr i16, ptr addrspace(1) %out, i32 %idx15
  store i16 %v15, ptr addrspace(1) %p15
  %v16 = call i16 @llvm.usub.sat.i16(i16 %ua, i16 %ub)
  %idx16 = add i32 %zero, 16
  %p16 = getelementptr i16, ptr addrspace(1) %out, i32 %idx16
  store i16 %v16, ptr addrspace(1) %p16
  %v17 = and i16 %ub, 3
  %v18 = call i16 @llvm.sshl.sat.i16(i16 %ua, i16 %v17)
  %idx17 = add i32 %zero, 17
  %p17 = getelementptr i16, ptr addrspace(1) %out, i32 %idx17
  store i16 %v18, ptr addrspace(1) %p17
  %v19 = and i16 %ub, 3
  %v20 = call i16 @llvm.ushl.sat.i16(i16 %ua, i16 %v19)
  %idx18 = add i32 %zero, 18
  %p18 = getelementptr i16, ptr addrspace(1) %out, i32 %idx18
  store i16 %v20, ptr addrspace(1) %p18
  %v21 = call i16 @llvm.fshl.i16(i16 %ua, i16 %ub, i16 %uc)
  %idx19 = add i32 %zero, 19
  %p19 = getelementptr i16, ptr addrspace(1) %out, i32 %idx19
  store i16 %v21, ptr addrspace(1) %p19
  %v22 = call i16 @llvm.fshl.i16(i16 %ua, i16 %ub, i16 5)
  %idx20 = add i32 %zero, 20
  %p20 = getelementptr i16, ptr addrspace(1) %out, i32 %idx20
  store i16 %v22, ptr addrspace(1) %p20
  %v23 = call i16 @llvm.fshr.i16(i16 %ua, i16 %ub, i16 %uc)
  %idx21 = add i32 %zero, 21
  %p21 = getelementptr i16, ptr addrspace(1) %out, i32 %idx21
  store i16 %v23, ptr addrspace(1) %p21
  %v24 = call i16 @llvm.fshr.i16(i16 %ua, i16 %ub, i16 5)
  %idx22 = add i32 %zero, 22
  %p22 = getelementptr i16, ptr addrspace(1) %out, i32 %idx22
  store i16 %v24, ptr addrspace(1) %p22
  %v25 = call {i16, i1} @llvm.sadd.with.overflow.i16(i16 %ua, i16 %ub)
  %v26 = extractvalue {i16, i1} %v25, 0
  %v27 = extractvalue {i16, i1} %v25, 1
  %v28 = select i1 %v27, i16 %v26, i16 %uc
  %idx23 = add i32 %zero, 23
  %p23 = getelementptr i16, ptr addrspace(1) %out, i32 %idx23
  store i16 %v28, ptr addrspace(1) %p23
  %v29 = call {i16, i1} @llvm.uadd.with.overflow.i16(i16 %ua, i16 %ub)
  %v30 = extractvalue {i16, i1} %v29, 0
  %v31 = extractvalue {i16, i1} %v29, 1
  %v32 = select i1 %v31, i16 %v30, i16 %uc
  %idx24 = add i32 %zero, 24
  %p24 = getelementptr i16, ptr addrspace(1) %out, i32 %idx24
  store i16 %v32, ptr addrspace(1) %p24
  %v33 = call {i16, i1} @llvm.ssub.with.overflow.i16(i16 %ua, i16 %ub)
  %v34 = extractvalue {i16, i1} %v33, 0
  %v35 = extractvalue {i16, i1} %v33, 1
  %v36 = select i1 %v35, i16 %v34, i16 %uc
  %idx25 = add i32 %zero, 25
  %p25 = getelementptr i16, ptr addrspace(1) %out, i32 %idx25
  store i16 %v36, ptr addrspace(1) %p25
  %v37 = call {i16, i1} @llvm.usub.with.overflow.i16(i16 %ua, i16 %ub)
  %v38 = extractvalue {i16, i1} %v37, 0
  %v39 = extractvalue {i16, i1} %v37, 1
  %v40 = select i1 %v39, i16 %v38, i16 %uc
  %idx26 = add i32 %zero, 26
  %p26 = getelementptr i16, ptr addrspace(1) %out, i32 %idx26
  store i16 %v40, ptr addrspace(1) %p26
  %v41 = call {i16, i1} @llvm.smul.with.overflow.i16(i16 %ua, i16 %ub)
  %v42 = extractvalue {i16, i1} %v41, 0
  %v43 = extractvalue {i16, i1} %v41, 1
  %v44 = select i1 %v43, i16 %v42, i16 %uc
  %idx27 = add i32 %zero, 27
  %p27 = getelementptr i16, ptr addrspace(1) %out, i32 %idx27
  store i16 %v44, ptr addrspace(1) %p27
  %v45 = call {i16, i1} @llvm.umul.with.overflow.i16(i16 %ua, i16 %ub)
  %v46 = extractvalue {i16, i1} %v45, 0
  %v47 = extractvalue {i16, i1} %v45, 1
  %v48 = select i1 %v47, i16 %v46, i16 %uc
  %idx28 = add i32 %zero, 28
  %p28 = getelementptr i16, ptr addrspace(1) %out, i32 %idx28
  store i16 %v48, ptr addrspace(1) %p28
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
declare i16 @llvm.ctpop.i16(i16)
declare i16 @llvm.bitreverse.i16(i16)
declare i16 @llvm.bswap.i16(i16)
declare i16 @llvm.ctlz.i16(i16, i1)
declare i16 @llvm.cttz.i16(i16, i1)
declare i16 @llvm.abs.i16(i16, i1)
declare i16 @llvm.smin.i16(i16, i16)
declare i16 @llvm.smax.i16(i16, i16)
declare i16 @llvm.umin.i16(i16, i16)
declare i16 @llvm.umax.i16(i16, i16)
declare i16 @llvm.sadd.sat.i16(i16, i16)
declare i16 @llvm.uadd.sat.i16(i16, i16)
declare i16 @llvm.ssub.sat.i16(i16, i16)
declare i16 @llvm.usub.sat.i16(i16, i16)
declare i16 @llvm.sshl.sat.i16(i16, i16)
declare i16 @llvm.ushl.sat.i16(i16, i16)
declare i16 @llvm.fshl.i16(i16, i16, i16)
declare i16 @llvm.fshr.i16(i16, i16, i16)
declare {i16, i1} @llvm.sadd.with.overflow.i16(i16, i16)
declare {i16, i1} @llvm.uadd.with.overflow.i16(i16, i16)
declare {i16, i1} @llvm.ssub.with.overflow.i16(i16, i16)
declare {i16, i1} @llvm.usub.with.overflow.i16(i16, i16)
declare {i16, i1} @llvm.smul.with.overflow.i16(i16, i16)
declare {i16, i1} @llvm.umul.with.overflow.i16(i16, i16)
