; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

define amdgpu_kernel void @bits_div_i8(ptr addrspace(1) %out, ptr addrspace(1) %in, i8 %ua, i8 %ub, i8 %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %ia0 = add i32 %tid, 0
  %pa0 = getelementptr i8, ptr addrspace(1) %in, i32 %ia0
  %a0 = load i8, ptr addrspace(1) %pa0
  %ia1 = add i32 %tid, 64
  %pa1 = getelementptr i8, ptr addrspace(1) %in, i32 %ia1
  %a1 = load i8, ptr addrspace(1) %pa1
  %ia2 = add i32 %tid, 128
  %pa2 = getelementptr i8, ptr addrspace(1) %in, i32 %ia2
  %a2 = load i8, ptr addrspace(1) %pa2
  %v1 = call i8 @llvm.ctpop.i8(i8 %a0)
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr i8, ptr addrspace(1) %out, i32 %idx1
  store i8 %v1, ptr addrspace(1) %p1
  %v2 = call i8 @llvm.bitreverse.i8(i8 %a0)
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr i8, ptr addrspace(1) %out, i32 %idx2
  store i8 %v2, ptr addrspace(1) %p2
  %v3 = call i8 @llvm.ctlz.i8(i8 %a0, i1 false)
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr i8, ptr addrspace(1) %out, i32 %idx3
  store i8 %v3, ptr addrspace(1) %p3
  %v4 = call i8 @llvm.ctlz.i8(i8 %a0, i1 true)
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr i8, ptr addrspace(1) %out, i32 %idx4
  store i8 %v4, ptr addrspace(1) %p4
  %v5 = call i8 @llvm.cttz.i8(i8 %a0, i1 false)
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr i8, ptr addrspace(1) %out, i32 %idx5
  store i8 %v5, ptr addrspace(1) %p5
  %v6 = call i8 @llvm.cttz.i8(i8 %a0, i1 true)
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr i8, ptr addrspace(1) %out, i32 %idx6
  store i8 %v6, ptr addrspace(1) %p6
  %v7 = call i8 @llvm.abs.i8(i8 %a0, i1 false)
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr i8, ptr addrspace(1) %out, i32 %idx7
  store i8 %v7, ptr addrspace(1) %p7
  %v8 = call i8 @llvm.smin.i8(i8 %a0, i8 %a1)
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr i8, ptr addrspace(1) %out, i32 %idx8
  store i8 %v8, ptr addrspace(1) %p8
  %v9 = call i8 @llvm.smax.i8(i8 %a0, i8 %a1)
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr i8, ptr addrspace(1) %out, i32 %idx9
  store i8 %v9, ptr addrspace(1) %p9
  %v10 = call i8 @llvm.umin.i8(i8 %a0, i8 %a1)
  %idx10 = add i32 %tid, 2560
  %p10 = getelementptr i8, ptr addrspace(1) %out, i32 %idx10
  store i8 %v10, ptr addrspace(1) %p10
  %v11 = call i8 @llvm.umax.i8(i8 %a0, i8 %a1)
  %idx11 = add i32 %tid, 2816
  %p11 = getelementptr i8, ptr addrspace(1) %out, i32 %idx11
  store i8 %v11, ptr addrspace(1) %p11
  %v12 = call i8 @llvm.sadd.sat.i8(i8 %a0, i8 %a1)
  %idx12 = add i32 %tid, 3072
  %p12 = getelementptr i8, ptr addrspace(1) %out, i32 %idx12
  store i8 %v12, ptr addrspace(1) %p12
  %v13 = call i8 @llvm.uadd.sat.i8(i8 %a0, i8 %a1)
  %idx13 = add i32 %tid, 3328
  %p13 = getelementptr i8, ptr addrspace(1) %out, i32 %idx13
  store i8 %v13, ptr addrspace(1) %p13
  %v14 = call i8 @llvm.ssub.sat.i8(i8 %a0, i8 %a1)
  %idx14 = add i32 %tid, 3584
  %p14 = getelementptr i8, ptr addrspace(1) %out, i32 %idx14
  store i8 %v14, ptr addrspace(1) %p14
  %v15 = call i8 @llvm.usub.sat.i8(i8 %a0, i8 %a1)
  %idx15 = add i32 %tid, 3840
  %p15 = getelementptr i8, ptr addrspace(1) %out, i32 %idx15
  store i8 %v15, ptr addrspace(1) %p15
  %v16 = and i8 %a1, 3
  %v17 = call i8 @llvm.sshl.sat.i8(i8 %a0, i8 %v16)
  %idx16 = add i32 %tid, 4096
  %p16 = getelementptr i8, ptr addrspace(1) %out, i32 %idx16
  store i8 %v17, ptr addrspace(1) %p16
  %v18 = and i8 %a1, 3
  %v19 = call i8 @llvm.ushl.sat.i8(i8 %a0, i8 %v18)
  %idx17 = add i32 %tid, 4352
  %p17 = getelementptr i8, ptr addrspace(1) %out, i32 %idx17
  store i8 %v19, ptr addrspace(1) %p17
  %v20 = call i8 @llvm.fshl.i8(i8 %a0, i8 %a1, i8 %a2)
  %idx18 = add i32 %tid, 4608
  %p18 = getelementptr i8, ptr addrspace(1) %out, i32 %idx18
  store i8 %v20, ptr addrspace(1) %p18
  %v21 = call i8 @llvm.fshl.i8(i8 %a0, i8 %a1, i8 5)
  %idx19 = add i32 %tid, 4864
  %p19 = getelementptr i8, ptr addrspace(1) %out, i32 %idx19
  store i8 %v21, ptr addrspace(1) %p19
  %v22 = call i8 @llvm.fshr.i8(i8 %a0, i8 %a1, i8 %a2)
  %idx20 = add i32 %tid, 5120
  %p20 = getelementptr i8, ptr addrspace(1) %out, i32 %idx20
  store i8 %v22, ptr addrspace(1) %p20
  %v23 = call i8 @llvm.fshr.i8(i8 %a0, i8 %a1, i8 5)
  %idx21 = add i32 %tid, 5376
  %p21 = getelementptr i8, ptr addrspace(1) %out, i32 %idx21
  store i8 %v23, ptr addrspace(1) %p21
  %v24 = call {i8, i1} @llvm.sadd.with.overflow.i8(i8 %a0, i8 %a1)
  %v25 = extractvalue {i8, i1} %v24, 0
  %v26 = extractvalue {i8, i1} %v24, 1
  %v27 = select i1 %v26, i8 %v25, i8 %a2
  %idx22 = add i32 %tid, 5632
  %p22 = getelementptr i8, ptr addrspace(1) %out, i32 %idx22
  store i8 %v27, ptr addrspace(1) %p22
  %v28 = call {i8, i1} @llvm.uadd.with.overflow.i8(i8 %a0, i8 %a1)
  %v29 = extractvalue {i8, i1} %v28, 0
  %v30 = extractvalue {i8, i1} %v28, 1
  %v31 = select i1 %v30, i8 %v29, i8 %a2
  %idx23 = add i32 %tid, 5888
  %p23 = getelementptr i8, ptr addrspace(1) %out, i32 %idx23
  store i8 %v31, ptr addrspace(1) %p23
  %v32 = call {i8, i1} @llvm.ssub.with.overflow.i8(i8 %a0, i8 %a1)
  %v33 = extractvalue {i8, i1} %v32, 0
  %v34 = extractvalue {i8, i1} %v32, 1
  %v35 = select i1 %v34, i8 %v33, i8 %a2
  %idx24 = add i32 %tid, 6144
  %p24 = getelementptr i8, ptr addrspace(1) %out, i32 %idx24
  store i8 %v35, ptr addrspace(1) %p24
  %v36 = call {i8, i1} @llvm.usub.with.overflow.i8(i8 %a0, i8 %a1)
  %v37 = extractvalue {i8, i1} %v36, 0
  %v38 = extractvalue {i8, i1} %v36, 1
  %v39 = select i1 %v38, i8 %v37, i8 %a2
  %idx25 = add i32 %tid, 6400
  %p25 = getelementptr i8, ptr addrspace(1) %out, i32 %idx25
  store i8 %v39, ptr addrspace(1) %p25
  %v40 = call {i8, i1} @llvm.smul.with.overflow.i8(i8 %a0, i8 %a1)
  %v41 = extractvalue {i8, i1} %v40, 0
  %v42 = extractvalue {i8, i1} %v40, 1
  %v43 = select i1 %v42, i8 %v41, i8 %a2
  %idx26 = add i32 %tid, 6656
  %p26 = getelementptr i8, ptr addrspace(1) %out, i32 %idx26
  store i8 %v43, ptr addrspace(1) %p26
  %v44 = call {i8, i1} @llvm.umul.with.overflow.i8(i8 %a0, i8 %a1)
  %v45 = extractvalue {i8, i1} %v44, 0
  %v46 = extractvalue {i8, i1} %v44, 1
  %v47 = select i1 %v46, i8 %v45, i8 %a2
  %idx27 = add i32 %tid, 6912
  %p27 = getelementptr i8, ptr addrspace(1) %out, i32 %idx27
  store i8 %v47, ptr addrspace(1) %p27
  ret void
}

define amdgpu_kernel void @bits_uni_i8(ptr addrspace(1) %out, ptr addrspace(1) %in, i8 %ua, i8 %ub, i8 %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = call i8 @llvm.ctpop.i8(i8 %ua)
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr i8, ptr addrspace(1) %out, i32 %idx1
  store i8 %v1, ptr addrspace(1) %p1
  %v2 = call i8 @llvm.bitreverse.i8(i8 %ua)
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr i8, ptr addrspace(1) %out, i32 %idx2
  store i8 %v2, ptr addrspace(1) %p2
  %v3 = call i8 @llvm.ctlz.i8(i8 %ua, i1 false)
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr i8, ptr addrspace(1) %out, i32 %idx3
  store i8 %v3, ptr addrspace(1) %p3
  %v4 = call i8 @llvm.ctlz.i8(i8 %ua, i1 true)
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr i8, ptr addrspace(1) %out, i32 %idx4
  store i8 %v4, ptr addrspace(1) %p4
  %v5 = call i8 @llvm.cttz.i8(i8 %ua, i1 false)
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr i8, ptr addrspace(1) %out, i32 %idx5
  store i8 %v5, ptr addrspace(1) %p5
  %v6 = call i8 @llvm.cttz.i8(i8 %ua, i1 true)
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr i8, ptr addrspace(1) %out, i32 %idx6
  store i8 %v6, ptr addrspace(1) %p6
  %v7 = call i8 @llvm.abs.i8(i8 %ua, i1 false)
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr i8, ptr addrspace(1) %out, i32 %idx7
  store i8 %v7, ptr addrspace(1) %p7
  %v8 = call i8 @llvm.smin.i8(i8 %ua, i8 %ub)
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr i8, ptr addrspace(1) %out, i32 %idx8
  store i8 %v8, ptr addrspace(1) %p8
  %v9 = call i8 @llvm.smax.i8(i8 %ua, i8 %ub)
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr i8, ptr addrspace(1) %out, i32 %idx9
  store i8 %v9, ptr addrspace(1) %p9
  %v10 = call i8 @llvm.umin.i8(i8 %ua, i8 %ub)
  %idx10 = add i32 %zero, 10
  %p10 = getelementptr i8, ptr addrspace(1) %out, i32 %idx10
  store i8 %v10, ptr addrspace(1) %p10
  %v11 = call i8 @llvm.umax.i8(i8 %ua, i8 %ub)
  %idx11 = add i32 %zero, 11
  %p11 = getelementptr i8, ptr addrspace(1) %out, i32 %idx11
  store i8 %v11, ptr addrspace(1) %p11
  %v12 = call i8 @llvm.sadd.sat.i8(i8 %ua, i8 %ub)
  %idx12 = add i32 %zero, 12
  %p12 = getelementptr i8, ptr addrspace(1) %out, i32 %idx12
  store i8 %v12, ptr addrspace(1) %p12
  %v13 = call i8 @llvm.uadd.sat.i8(i8 %ua, i8 %ub)
  %idx13 = add i32 %zero, 13
  %p13 = getelementptr i8, ptr addrspace(1) %out, i32 %idx13
  store i8 %v13, ptr addrspace(1) %p13
  %v14 = call i8 @llvm.ssub.sat.i8(i8 %ua, i8 %ub)
  %idx14 = add i32 %zero, 14
  %p14 = getelementptr i8, ptr addrspace(1) %out, i32 %idx14
  store i8 %v14, ptr addrspace(1) %p14
  %v15 = call i8 @llvm.usub.sat.i8(i8 %ua, i8 %ub)
  %idx15 = add i32 %zero, 15
  %p15 = getelementptr i8, ptr addrspace(1) %out, i32 %idx15
  store i8 %v15, ptr addrspace(1) %p15
  %v16 = and i8 %ub, 3
  %v17 = call i8 @llvm.sshl.sat.i8(i8 %ua, i8 %v16)
  %idx16 = add i32 %zero, 16
  %p16 = getelementptr i8, ptr addrspace(1) %out, i32 %idx16
  store i8 %v17, ptr addrspace(1) %p16
  %v18 = and i8 %ub, 3
  %v19 = call i8 @llvm.ushl.sat.i8(i8 %ua, i8 %v18)
  %idx17 = add i32 %zero, 17
  %p17 = getelementptr i8, ptr addrspace(1) %out, i32 %idx17
  store i8 %v19, ptr addrspace(1) %p17
  %v20 = call i8 @llvm.fshl.i8(i8 %ua, i8 %ub, i8 %uc)
  %idx18 = add i32 %zero, 18
  %p18 = getelementptr i8, ptr addrspace(1) %out, i32 %idx18
  store i8 %v20, ptr addrspace(1) %p18
  %v21 = call i8 @llvm.fshl.i8(i8 %ua, i8 %ub, i8 5)
  %idx19 = add i32 %zero, 19
  %p19 = getelementptr i8, ptr addrspace(1) %out, i32 %idx19
  store i8 %v21, ptr addrspace(1) %p19
  %v22 = call i8 @llvm.fshr.i8(i8 %ua, i8 %ub, i8 %uc)
  %idx20 = add i32 %zero, 20
  %p20 = getelementptr i8, ptr addrspace(1) %out, i32 %idx20
  store i8 %v22, ptr addrspace(1) %p20
  %v23 = call i8 @llvm.fshr.i8(i8 %ua, i8 %ub, i8 5)
  %idx21 = add i32 %zero, 21
  %p21 = getelementptr i8, ptr addrspace(1) %out, i32 %idx21
  store i8 %v23, ptr addrspace(1) %p21
  %v24 = call {i8, i1} @llvm.sadd.with.overflow.i8(i8 %ua, i8 %ub)
  %v25 = extractvalue {i8, i1} %v24, 0
  %v26 = extractvalue {i8, i1} %v24, 1
  %v27 = select i1 %v26, i8 %v25, i8 %uc
  %idx22 = add i32 %zero, 22
  %p22 = getelementptr i8, ptr addrspace(1) %out, i32 %idx22
  store i8 %v27, ptr addrspace(1) %p22
  %v28 = call {i8, i1} @llvm.uadd.with.overflow.i8(i8 %ua, i8 %ub)
  %v29 = extractvalue {i8, i1} %v28, 0
  %v30 = extractvalue {i8, i1} %v28, 1
  %v31 = select i1 %v30, i8 %v29, i8 %uc
  %idx23 = add i32 %zero, 23
  %p23 = getelementptr i8, ptr addrspace(1) %out, i32 %idx23
  store i8 %v31, ptr addrspace(1) %p23
  %v32 = call {i8, i1} @llvm.ssub.with.overflow.i8(i8 %ua, i8 %ub)
  %v33 = extractvalue {i8, i1} %v32, 0
  %v34 = extractvalue {i8, i1} %v32, 1
  %v35 = select i1 %v34, i8 %v33, i8 %uc
  %idx24 = add i32 %zero, 24
  %p24 = getelementptr i8, ptr addrspace(1) %out, i32 %idx24
  store i8 %v35, ptr addrspace(1) %p24
  %v36 = call {i8, i1} @llvm.usub.with.overflow.i8(i8 %ua, i8 %ub)
  %v37 = extractvalue {i8, i1} %v36, 0
  %v38 = extractvalue {i8, i1} %v36, 1
  %v39 = select i1 %v38, i8 %v37, i8 %uc
  %idx25 = add i32 %zero, 25
  %p25 = getelementptr i8, ptr addrspace(1) %out, i32 %idx25
  store i8 %v39, ptr addrspace(1) %p25
  %v40 = call {i8, i1} @llvm.smul.with.overflow.i8(i8 %ua, i8 %ub)
  %v41 = extractvalue {i8, i1} %v40, 0
  %v42 = extractvalue {i8, i1} %v40, 1
  %v43 = select i1 %v42, i8 %v41, i8 %uc
  %idx26 = add i32 %zero, 26
  %p26 = getelementptr i8, ptr addrspace(1) %out, i32 %idx26
  store i8 %v43, ptr addrspace(1) %p26
  %v44 = call {i8, i1} @llvm.umul.with.overflow.i8(i8 %ua, i8 %ub)
  %v45 = extractvalue {i8, i1} %v44, 0
  %v46 = extractvalue {i8, i1} %v44, 1
  %v47 = select i1 %v46, i8 %v45, i8 %uc
  %idx27 = add i32 %zero, 27
  %p27 = getelementptr i8, ptr addrspace(1) %out, i32 %idx27
  store i8 %v47, ptr addrspace(1) %p27
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
declare i8 @llvm.ctpop.i8(i8)
declare i8 @llvm.bitreverse.i8(i8)
declare i8 @llvm.ctlz.i8(i8, i1)
declare i8 @llvm.cttz.i8(i8, i1)
declare i8 @llvm.abs.i8(i8, i1)
declare i8 @llvm.smin.i8(i8, i8)
declare i8 @llvm.smax.i8(i8, i8)
declare i8 @llvm.umin.i8(i8, i8)
declare i8 @llvm.umax.i8(i8, i8)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare i8 @llvm.uadd.sat.i8(i8, i8)
declare i8 @llvm.ssub.sat.i8(i8, i8)
declare i8 @llvm.usub.sat.i8(i8, i8)
declare i8 @llvm.sshl.sat.i8(i8, i8)
declare i8 @llvm.ushl.sat.i8(i8, i8)
declare i8 @llvm.fshl.i8(i8, i8, i8)
declare i8 @llvm.fshr.i8(i8, i8, i8)
declare {i8, i1} @llvm.sadd.with.overflow.i8(i8, i8)
declare {i8, i1} @llvm.uadd.with.overflow.i8(i8, i8)
declare {i8, i1} @llvm.ssub.with.overflow.i8(i8, i8)
declare {i8, i1} @llvm.usub.with.overflow.i8(i8, i8)
declare {i8, i1} @llvm.smul.with.overflow.i8(i8, i8)
declare {i8, i1} @llvm.umul.with.overflow.i8(i8, i8)
