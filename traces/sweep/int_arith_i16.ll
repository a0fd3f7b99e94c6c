; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

define amdgpu_kernel void @int_div_i16(ptr addrspace(1) %out, ptr addrspace(1) %in, i16 %ua, i16 %ub, i16 %uc) {
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
  %v1 = and i16 %a1, 15
  %v2 = add i16 %a0, %a1
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr i16, ptr addrspace(1) %out, i32 %idx1
  store i16 %v2, ptr addrspace(1) %p1
  %v3 = sub i16 %a0, %a1
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr i16, ptr addrspace(1) %out, i32 %idx2
  store i16 %v3, ptr addrspace(1) %p2
  %v4 = mul i16 %a0, %a1
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr i16, ptr addrspace(1) %out, i32 %idx3
  store i16 %v4, ptr addrspace(1) %p3
  %v5 = shl i16 %a0, %v1
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr i16, ptr addrspace(1) %out, i32 %idx4
  store i16 %v5, ptr addrspace(1) %p4
  %v6 = lshr i16 %a0, %v1
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr i16, ptr addrspace(1) %out, i32 %idx5
  store i16 %v6, ptr addrspace(1) %p5
  %v7 = ashr i16 %a0, %v1
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr i16, ptr addrspace(1) %out, i32 %idx6
  store i16 %v7, ptr addrspace(1) %p6
  %v8 = and i16 %a0, %a1
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr i16, ptr addrspace(1) %out, i32 %idx7
  store i16 %v8, ptr addrspace(1) %p7
  %v9 = or i16 %a0, %a1
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr i16, ptr addrspace(1) %out, i32 %idx8
  store i16 %v9, ptr addrspace(1) %p8
  %v10 = xor i16 %a0, %a1
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr i16, ptr addrspace(1) %out, i32 %idx9
  store i16 %v10, ptr addrspace(1) %p9
  %v11 = add nsw i16 %a0, %a1
  %idx10 = add i32 %tid, 2560
  %p10 = getelementptr i16, ptr addrspace(1) %out, i32 %idx10
  store i16 %v11, ptr addrspace(1) %p10
  %v12 = sub nuw i16 %a0, %a1
  %idx11 = add i32 %tid, 2816
  %p11 = getelementptr i16, ptr addrspace(1) %out, i32 %idx11
  store i16 %v12, ptr addrspace(1) %p11
  %v13 = shl i16 %a0, 3
  %idx12 = add i32 %tid, 3072
  %p12 = getelementptr i16, ptr addrspace(1) %out, i32 %idx12
  store i16 %v13, ptr addrspace(1) %p12
  %v14 = lshr i16 %a0, 3
  %idx13 = add i32 %tid, 3328
  %p13 = getelementptr i16, ptr addrspace(1) %out, i32 %idx13
  store i16 %v14, ptr addrspace(1) %p13
  %v15 = ashr i16 %a0, 3
  %idx14 = add i32 %tid, 3584
  %p14 = getelementptr i16, ptr addrspace(1) %out, i32 %idx14
  store i16 %v15, ptr addrspace(1) %p14
  %v16 = mul i16 %a0, 12345
  %idx15 = add i32 %tid, 3840
  %p15 = getelementptr i16, ptr addrspace(1) %out, i32 %idx15
  store i16 %v16, ptr addrspace(1) %p15
  %v17 = add i16 %a0, 100
  %idx16 = add i32 %tid, 4096
  %p16 = getelementptr i16, ptr addrspace(1) %out, i32 %idx16
  store i16 %v17, ptr addrspace(1) %p16
  %v18 = sub i16 0, %a0
  %idx17 = add i32 %tid, 4352
  %p17 = getelementptr i16, ptr addrspace(1) %out, i32 %idx17
  store i16 %v18, ptr addrspace(1) %p17
  %v19 = xor i16 %a0, -1
  %idx18 = add i32 %tid, 4608
  %p18 = getelementptr i16, ptr addrspace(1) %out, i32 %idx18
  store i16 %v19, ptr addrspace(1) %p18
  %v20 = or i16 %a2, 1
  %v21 = icmp eq i16 %a0, %a1
  %v22 = select i1 %v21, i16 %a0, i16 %a2
  %idx19 = add i32 %tid, 4864
  %p19 = getelementptr i16, ptr addrspace(1) %out, i32 %idx19
  store i16 %v22, ptr addrspace(1) %p19
  %v23 = icmp ne i16 %a0, %a1
  %v24 = select i1 %v23, i16 %a0, i16 %a2
  %idx20 = add i32 %tid, 5120
  %p20 = getelementptr i16, ptr addrspace(1) %out, i32 %idx20
  store i16 %v24, ptr addrspace(1) %p20
  %v25 = icmp ugt i16 %a0, %a1
  %v26 = select i1 %v25, i16 %a0, i16 %a2
  %idx21 = add i32 %tid, 5376
  %p21 = getelementptr i16, ptr addrspace(1) %out, i32 %idx21
  store i16 %v26, ptr addrspace(1) %p21
  %v27 = icmp uge i16 %a0, %a1
  %v28 = select i1 %v27, i16 %a0, i16 %a2
  %idx22 = add i32 %tid, 5632
  %p22 = getelementptr i16, ptr addrspace(1) %out, i32 %idx22
  store i16 %v28, ptr addrspace(1) %p22
  %v29 = icmp ult i16 %a0, %a1
  %v30 = select i1 %v29, i16 %a0, i16 %a2
  %idx23 = add i32 %tid, 5888
  %p23 = getelementptr i16, ptr addrspace(1) %out, i32 %idx23
  store i16 %v30, ptr addrspace(1) %p23
  %v31 = icmp ule i16 %a0, %a1
  %v32 = select i1 %v31, i16 %a0, i16 %a2
  %idx24 = add i32 %tid, 6144
  %p24 = getelementptr i16, ptr addrspace(1) %out, i32 %idx24
  store i16 %v32, ptr addrspace(1) %p24
  %v33 = icmp sgt i16 %a0, %a1
  %v34 = select i1 %v33, i16 %a0, i16 %a2
  %idx25 = add i32 %tid, 6400
  %p25 = getelementptr i16, ptr addrspace(1) %out, i32 %idx25
  store i16 %v34, ptr addrspace(1) %p25
  %v35 = icmp sge i16 %a0, %a1
  %v36 = select i1 %v35, i16 %a0, i16 %a2
  %idx26 = add i32 %tid, 6656
  %p26 = getelementptr i16, ptr addrspace(1) %out, i32 %idx26
  store i16 %v36, ptr addrspace(1) %p26
  %v37 = icmp slt i16 %a0, %a1
  %v38 = select i1 %v37, i16 %a0, i16 %a2
  %idx27 = add i32 %tid, 6912
  %p27 = getelementptr i16, ptr addrspace(1) %out, i32 %idx27
  store i16 %v38, ptr addrspace(1) %p27
  %v39 = icmp sle i16 %a0, %a1
  %v40 = select i1 %v39, i16 %a0, i16 %a2
  %idx28 = add i32 %tid, 7168
  %p28 = getelementptr i16, ptr addrspace(1) %out, i32 %idx28
  store i16 %v40, ptr addrspace(1) %p28
  %v41 = icmp eq i16 %a0, 0
  %v42 = zext i1 %v41 to i32
  %idx29 = add i32 %tid, 7424
  %p29 = getelementptr i32, ptr addrspace(1) %out, i32 %idx29
  store i32 %v42, ptr addrspace(1) %p29
  %v43 = icmp slt i16 %a1, 0
  %v44 = sext i1 %v43 to i32
  %idx30 = add i32 %tid, 7680
  %p30 = getelementptr i32, ptr addrspace(1) %out, i32 %idx30
  store i32 %v44, ptr addrspace(1) %p30
  %v45 = xor i1 %v41, %v43
  %v46 = select i1 %v45, i32 7, i32 9
  %idx31 = add i32 %tid, 7936
  %p31 = getelementptr i32, ptr addrspace(1) %out, i32 %idx31
  store i32 %v46, ptr addrspace(1) %p31
  %v47 = and i1 %v41, %v43
  %v48 = select i1 %v47, float 1.0, float 2.0
  %idx32 = add i32 %tid, 8192
  %p32 = getelementptr float, ptr addrspace(1) %out, i32 %idx32
  store float %v48, ptr addrspace(1) %p32
  ret void
}

define amdgpu_kernel void @int_uni_i16(ptr addrspace(1) %out, ptr addrspace(1) %in, i16 %ua, i16 %ub, i16 %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = and i16 %ub, 15
  %v2 = add i16 %ua, %ub
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr i16, ptr addrspace(1) %out, i32 %idx1
  store i16 %v2, ptr addrspace(1) %p1
  %v3 = sub i16 %ua, %ub
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr i16, ptr addrspace(1) %out, i32 %idx2
  store i16 %v3, ptr addrspace(1) %p2
  %v4 = mul i16 %ua, %ub
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr i16, ptr addrspace(1) %out, i32 %idx3
  store i16 %v4, ptr addrspace(1) %p3
  %v5 = shl i16 %ua, %v1
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr i16, ptr addrspace(1) %out, i32 %idx4
  store i16 %v5, ptr addrspace(1) %p4
  %v6 = lshr i16 %ua, %v1
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr i16, ptr addrspace(1) %out, i32 %idx5
  store i16 %v6, ptr addrspace(1) %p5
  %v7 = ashr i16 %ua, %v1
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr i16, ptr addrspace(1) %out, i32 %idx6
  store i16 %v7, ptr addrspace(1) %p6
  %v8 = and i16 %ua, %ub
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr i16, ptr addrspace(1) %out, i32 %idx7
  store i16 %v8, ptr addrspace(1) %p7
  %v9 = or i16 %ua, %ub
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr i16, ptr addrspace(1) %out, i32 %idx8
  store i16 %v9, ptr addrspace(1) %p8
  %v10 = xor i16 %ua, %ub
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr i16, ptr addrspace(1) %out, i32 %idx9
  store i16 %v10, ptr addrspace(1) %p9
  %v11 = add nsw i16 %ua, %ub
  %idx10 = add i32 %zero, 10
  %p10 = getelementptr i16, ptr addrspace(1) %out, i32 %idx10
  store i16 %v11, ptr addrspace(1) %p10
  %v12 = sub nuw i16 %ua, %ub
  %idx11 = add i32 %zero, 11
  %p11 = getelementptr i16, ptr addrspace(1) %out, i32 %idx11
  store i16 %v12, ptr addrspace(1) %p11
  %v13 = shl i16 %ua, 3
  %idx12 = add i32 %zero, 12
  %p12 = getelementptr i16, ptr addrspace(1) %out, i32 %idx12
  store i16 %v13, ptr addrspace(1) %p12
  %v14 = lshr i16 %ua, 3
  %idx13 = add i32 %zero, 13
  %p13 = getelementptr i16, ptr addrspace(1) %out, i32 %idx13
  store i16 %v14, ptr addrspace(1) %p13
  %v15 = ashr i16 %ua, 3
  %idx14 = add i32 %zero, 14
  %p14 = getelementptr i16, ptr addrspace(1) %out, i32 %idx14
  store i16 %v15, ptr addrspace(1) %p14
  %v16 = mul i16 %ua, 12345
  %idx15 = add i32 %zero, 15
  %p15 = getelementptr i16, ptr addrspace(1) %out, i32 %idx15
  store i16 %v16, ptr addrspace(1) %p15
  %v17 = add i16 %ua, 100
  %idx16 = add i32 %zero, 16
  %p16 = getelementptr i16, ptr addrspace(1) %out, i32 %idx16
  store i16 %v17, ptr addrspace(1) %p16
  %v18 = sub i16 0, %ua
  %idx17 = add i32 %zero, 17
  %p17 = getelementptr i16, ptr addrspace(1) %out, i32 %idx17
  store i16 %v18, ptr addrspace(1) %p17
  %v19 = xor i16 %ua, -1
  %idx18 = add i32 %zero, 18
  %p18 = getelementptr i16, ptr addrspace(1) %out, i32 %idx18
  store i16 %v19, ptr addrspace(1) %p18
  %v20 = or i16 %uc, 1
  %v21 = icmp eq i16 %ua, %ub
  %v22 = select i1 %v21, i16 %ua, i16 %uc
  %idx19 = add i32 %zero, 19
  %p19 = getelementptr i16, ptr addrspace(1) %out, i32 %idx19
  store i16 %v22, ptr addrspace(1) %p19
  %v23 = icmp ne i16 %ua, %ub
  %v24 = select i1 %v23, i16 %ua, i16 %uc
  %idx20 = add i32 %zero, 20
  %p20 = getelementptr i16, ptr addrspace(1) %out, i32 %idx20
  store i16 %v24, ptr addrspace(1) %p20
  %v25 = icmp ugt i16 %ua, %ub
  %v26 = select i1 %v25, i16 %ua, i16 %uc
  %idx21 = add i32 %zero, 21
  %p21 = getelementptr i16, ptr addrspace(1) %out, i32 %idx21
  store i16 %v26, ptr addrspace(1) %p21
  %v27 = icmp uge i16 %ua, %ub
  %v28 = select i1 %v27, i16 %ua, i16 %uc
  %idx22 = add i32 %zero, 22
  %p22 = getelementptr i16, ptr addrspace(1) %out, i32 %idx22
  store i16 %v28, ptr addrspace(1) %p22
  %v29 = icmp ult i16 %ua, %ub
  %v30 = select i1 %v29, i16 %ua, i16 %uc
  %idx23 = add i32 %zero, 23
  %p23 = getelementptr i16, ptr addrspace(1) %out, i32 %idx23
  store i16 %v30, ptr addrspace(1) %p23
  %v31 = icmp ule i16 %ua, %ub
  %v32 = select i1 %v31, i16 %ua, i16 %uc
  %idx24 = add i32 %zero, 24
  %p24 = getelementptr i16, ptr addrspace(1) %out, i32 %idx24
  store i16 %v32, ptr addrspace(1) %p24
  %v33 = icmp sgt i16 %ua, %ub
  %v34 = select i1 %v33, i16 %ua, i16 %uc
  %idx25 = add i32 %zero, 25
  %p25 = getelementptr i16, ptr addrspace(1) %out, i32 %idx25
  store i16 %v34, ptr addrspace(1) %p25
  %v35 = icmp sge i16 %ua, %ub
  %v36 = select i1 %v35, i16 %ua, i16 %uc
  %idx26 = add i32 %zero, 26
  %p26 = getelementptr i16, ptr addrspace(1) %out, i32 %idx26
  store i16 %v36, ptr addrspace(1) %p26
  %v37 = icmp slt i16 %ua, %ub
  %v38 = select i1 %v37, i16 %ua, i16 %uc
  %idx27 = add i32 %zero, 27
  %p27 = getelementptr i16, ptr addrspace(1) %out, i32 %idx27
  store i16 %v38, ptr addrspace(1) %p27
  %v39 = icmp sle i16 %ua, %ub
  %v40 = select i1 %v39, i16 %ua, i16 %uc
  %idx28 = add i32 %zero, 28
  %p28 = getelementptr i16, ptr addrspace(1) %out, i32 %idx28
  store i16 %v40, ptr addrspace(1) %p28
  %v41 = icmp eq i16 %ua, 0
  %v42 = zext i1 %v41 to i32
  %idx29 = add i32 %zero, 29
  %p29 = getelementptr i32, ptr addrspace(1) %out, i32 %idx29
  store i32 %v42, ptr addrspace(1) %p29
  %v43 = icmp slt i16 %ub, 0
  %v44 = sext i1 %v43 to i32
  %idx30 = add i32 %zero, 30
  %p30 = getelementptr i32, ptr addrspace(1) %out, i32 %idx30
  store i32 %v44, ptr addrspace(1) %p30
  %v45 = xor i1 %v41, %v43
  %v46 = select i1 %v45, i32 7, i32 9
  %idx31 = add i32 %zero, 31
  %p31 = getelementptr i32, ptr addrspace(1) %out, i32 %idx31
  store i32 %v46, ptr addrspace(1) %p31
  %v47 = and i1 %v41, %v43
  %v48 = select i1 %v47, float 1.0, float 2.0
  %idx32 = add i32 %zero, 32
  %p32 = getelementptr float, ptr addrspace(1) %out, i32 %idx32
  store float %v48, ptr addrspace(1) %p32
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
