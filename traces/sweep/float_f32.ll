; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

define amdgpu_kernel void @float_f32_div_f32(ptr addrspace(1) %out, ptr addrspace(1) %in, float %ua, float %ub, float %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %ia0 = add i32 %tid, 0
  %pa0 = getelementptr float, ptr addrspace(1) %in, i32 %ia0
  %a0 = load float, ptr addrspace(1) %pa0
  %ia1 = add i32 %tid, 64
  %pa1 = getelementptr float, ptr addrspace(1) %in, i32 %ia1
  %a1 = load float, ptr addrspace(1) %pa1
  %ia2 = add i32 %tid, 128
  %pa2 = getelementptr float, ptr addrspace(1) %in, i32 %ia2
  %a2 = load float, ptr addrspace(1) %pa2
  %v1 = fadd float %a0, %a1
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr float, ptr addrspace(1) %out, i32 %idx1
  store float %v1, ptr addrspace(1) %p1
  %v2 = fsub float %a0, %a1
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr float, ptr addrspace(1) %out, i32 %idx2
  store float %v2, ptr addrspace(1) %p2
  %v3 = fmul float %a0, %a1
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr float, ptr addrspace(1) %out, i32 %idx3
  store float %v3, ptr addrspace(1) %p3
  %v4 = fdiv float %a0, %a1
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr float, ptr addrspace(1) %out, i32 %idx4
  store float %v4, ptr addrspace(1) %p4
  %v5 = frem float %a0, %a1
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr float, ptr addrspace(1) %out, i32 %idx5
  store float %v5, ptr addrspace(1) %p5
  %v6 = fadd fast float %a0, %a1
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr float, ptr addrspace(1) %out, i32 %idx6
  store float %v6, ptr addrspace(1) %p6
  %v7 = fmul nnan ninf float %a0, %a1
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr float, ptr addrspace(1) %out, i32 %idx7
  store float %v7, ptr addrspace(1) %p7
  %v8 = fdiv arcp float %a0, %a1
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr float, ptr addrspace(1) %out, i32 %idx8
  store float %v8, ptr addrspace(1) %p8
  %v9 = fdiv afn float %a0, %a1
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr float, ptr addrspace(1) %out, i32 %idx9
  store float %v9, ptr addrspace(1) %p9
  %v10 = fneg float %a0
  %idx10 = add i32 %tid, 2560
  %p10 = getelementptr float, ptr addrspace(1) %out, i32 %idx10
  store float %v10, ptr addrspace(1) %p10
  %v11 = fdiv float 1.0, %a0
  %idx11 = add i32 %tid, 2816
  %p11 = getelementptr float, ptr addrspace(1) %out, i32 %idx11
  store float %v11, ptr addrspace(1) %p11
  %v12 = fdiv arcp float 1.0, %a0
  %idx12 = add i32 %tid, 3072
  %p12 = getelementptr float, ptr addrspace(1) %out, i32 %idx12
  store float %v12, ptr addrspace(1) %p12
  %v13 = fmul float %a0, 2.0
  %idx13 = add i32 %tid, 3328
  %p13 = getelementptr float, ptr addrspace(1) %out, i32 %idx13
  store float %v13, ptr addrspace(1) %p13
  %v14 = fmul float %a0, 0xC00921FB60000000
  %idx14 = add i32 %tid, 3584
  %p14 = getelementptr float, ptr addrspace(1) %out, i32 %idx14
  store float %v14, ptr addrspace(1) %p14
  %v15 = fcmp oeq float %a0, %a1
  %v16 = select i1 %v15, float %a0, float %a2
  %idx15 = add i32 %tid, 3840
  %p15 = getelementptr float, ptr addrspace(1) %out, i32 %idx15
  store float %v16, ptr addrspace(1) %p15
  %v17 = fcmp oeq float %a0, 0.0
  %v18 = zext i1 %v17 to i32
  %idx16 = add i32 %tid, 4096
  %p16 = getelementptr i32, ptr addrspace(1) %out, i32 %idx16
  store i32 %v18, ptr addrspace(1) %p16
  %v19 = fcmp ogt float %a0, %a1
  %v20 = select i1 %v19, float %a0, float %a2
  %idx17 = add i32 %tid, 4352
  %p17 = getelementptr float, ptr addrspace(1) %out, i32 %idx17
  store float %v20, ptr addrspace(1) %p17
  %v21 = fcmp ogt float %a0, 0.0
  %v22 = zext i1 %v21 to i32
  %idx18 = add i32 %tid, 4608
  %p18 = getelementptr i32, ptr addrspace(1) %out, i32 %idx18
  store i32 %v22, ptr addrspace(1) %p18
  %v23 = fcmp oge float %a0, %a1
  %v24 = select i1 %v23, float %a0, float %a2
  %idx19 = add i32 %tid, 4864
  %p19 = getelementptr float, ptr addrspace(1) %out, i32 %idx19
  store float %v24, ptr addrspace(1) %p19
  %v25 = fcmp oge float %a0, 0.0
  %v26 = zext i1 %v25 to i32
  %idx20 = add i32 %tid, 5120
  %p20 = getelementptr i32, ptr addrspace(1) %out, i32 %idx20
  store i32 %v26, ptr addrspace(1) %p20
  %v27 = fcmp olt float %a0, %a1
  %v28 = select i1 %v27, float %a0, float %a2
  %idx21 = add i32 %tid, 5376
  %p21 = getelementptr float, ptr addrspace(1) %out, i32 %idx21
  store float %v28, ptr addrspace(1) %p21
  %v29 = fcmp olt float %a0, 0.0
  %v30 = zext i1 %v29 to i32
  %idx22 = add i32 %tid, 5632
  %p22 = getelementptr i32, ptr addrspace(1) %out, i32 %idx22
  store i32 %v30, ptr addrspace(1) %p22
  %v31 = fcmp ole float %a0, %a1
  %v32 = select i1 %v31, float %a0, float %a2
  %idx23 = add i32 %tid, 5888
  %p23 = getelementptr float, ptr addrspace(1) %out, i32 %idx23
  store float %v32, ptr addrspace(1) %p23
  %v33 = fcmp ole float %a0, 0.0
  %v34 = zext i1 %v33 to i32
  %idx24 = add i32 %tid, 6144
  %p24 = getelementptr i32, ptr addrspace(1) %out, i32 %idx24
  store i32 %v34, ptr addrspace(1) %p24
  %v35 = fcmp one float %a0, %a1
  %v36 = select i1 %v35, float %a0, float %a2
  %idx25 = add i32 %tid, 6400
  %p25 = getelementptr float, ptr addrspace(1) %out, i32 %idx25
  store float %v36, ptr addrspace(1) %p25
  %v37 = fcmp one float %a0, 0.0
  %v38 = zext i1 %v37 to i32
  %idx26 = add i32 %tid, 6656
  %p26 = getelementptr i32, ptr addrspace(1) %out, i32 %idx26
  store i32 %v38, ptr addrspace(1) %p26
  %v39 = fcmp ord float %a0, %a1
  %v40 = select i1 %v39, float %a0, float %a2
  %idx27 = add i32 %tid, 6912
  %p27 = getelementptr float, ptr addrspace(1) %out, i32 %idx27
  store float %v40, ptr addrspace(1) %p27
  %v41 = fcmp ord float %a0, 0.0
  %v42 = zext i1 %v41 to i32
  %idx28 = add i32 %tid, 7168
  %p28 = getelementptr i32, ptr addrspace(1) %out, i32 %idx28
  store i32 %v42, ptr addrspace(1) %p28
  %v43 = fcmp ueq float %a0, %a1
  %v44 = select i1 %v43, float %a0, float %a2
  %idx29 = add i32 %tid, 7424
  %p29 = getelementptr float, ptr addrspace(1) %out, i32 %idx29
  store float %v44, ptr addrspace(1) %p29
  %v45 = fcmp ueq float %a0, 0.0
  %v46 = zext i1 %v45 to i32
  %idx30 = add i32 %tid, 7680
  %p30 = getelementptr i32, ptr addrspace(1) %out, i32 %idx30
  store i32 %v46, ptr addrspace(1) %p30
  %v47 = fcmp ugt float %a0, %a1
  %v48 = select i1 %v47, float %a0, float %a2
  %idx31 = add i32 %tid, 7936
  %p31 = getelementptr float, ptr addrspace(1) %out, i32 %idx31
  store float %v48, ptr addrspace(1) %p31
  %v49 = fcmp ugt float %a0, 0.0
  %v50 = zext i1 %v49 to i32
  %idx32 = add i32 %tid, 8192
  %p32 = getelementptr i32, ptr addrspace(1) %out, i32 %idx32
  store i32 %v50, ptr addrspace(1) %p32
  %v51 = fcmp uge float %a0, %a1
  %v52 = select i1 %v51, float %a0, float %a2
  %idx33 = add i32 %tid, 8448
  %p33 = getelementptr float, ptr addrspace(1) %out, i32 %idx33
  store float %v52, ptr addrspace(1) %p33
  %v53 = fcmp uge float %a0, 0.0
  %v54 = zext i1 %v53 to i32
  %idx34 = add i32 %tid, 8704
  %p34 = getelementptr i32, ptr addrspace(1) %out, i32 %idx34
  store i32 %v54, ptr addrspace(1) %p34
  %v55 = fcmp ult float %a0, %a1
  %v56 = select i1 %v55, float %a0, float %a2
  %idx35 = add i32 %tid, 8960
  %p35 = getelementptr float, ptr addrspace(1) %out, i32 %idx35
  store float %v56, ptr addrspace(1) %p35
  %v57 = fcmp ult float %a0, 0.0
  %v58 = zext i1 %v57 to i32
  %idx36 = add i32 %tid, 9216
  %p36 = getelementptr i32, ptr addrspace(1) %out, i32 %idx36
  store i32 %v58, ptr addrspace(1) %p36
  %v59 = fcmp ule float %a0, %a1
  %v60 = select i1 %v59, float %a0, float %a2
  %idx37 = add i32 %tid, 9472
  %p37 = getelementptr float, ptr addrspace(1) %out, i32 %idx37
  store float %v60, ptr addrspace(1) %p37
  %v61 = fcmp ule float %a0, 0.0
  %v62 = zext i1 %v61 to i32
  %idx38 = add i32 %tid, 9728
  %p38 = getelementptr i32, ptr addrspace(1) %out, i32 %idx38
  store i32 %v62, ptr addrspace(1) %p38
  %v63 = fcmp une float %a0, %a1
  %v64 = select i1 %v63, float %a0, float %a2
  %idx39 = add i32 %tid, 9984
  %p39 = getelementptr float, ptr addrspace(1) %out, i32 %idx39
  store float %v64, ptr addrspace(1) %p39
  %v65 = fcmp une float %a0, 0.0
  %v66 = zext i1 %v65 to i32
  %idx40 = add i32 %tid, 10240
  %p40 = getelementptr i32, ptr addrspace(1) %out, i32 %idx40
  store i32 %v66, ptr addrspace(1) %p40
  %v67 = fcmp uno float %a0, %a1
  %v68 = select i1 %v67, float %a0, float %a2
  %idx41 = add i32 %tid, 10496
  %p41 = getelementptr float, ptr addrspace(1) %out, i32 %idx41
  store float %v68, ptr addrspace(1) %p41
  %v69 = fcmp uno float %a0, 0.0
  %v70 = zext i1 %v69 to i32
  %idx42 = add i32 %tid, 10752
  %p42 = getelementptr i32, ptr addrspace(1) %out, i32 %idx42
  store i32 %v70, ptr addrspace(1) %p42
  %v71 = call float @llvm.sqrt.f32(float %a0)
  %idx43 = add i32 %tid, 11008
  %p43 = getelementptr float, ptr addrspace(1) %out, i32 %idx43
  store float %v71, ptr addrspace(1) %p43
  %v72 = call afn float @llvm.sqrt.f32(float %a0)
  %idx44 = add i32 %tid, 11264
  %p44 = getelementptr float, ptr addrspace(1) %out, i32 %idx44
  store float %v72, ptr addrspace(1) %p44
  %v73 = call float @llvm.fabs.f32(float %a0)
  %idx45 = add i32 %tid, 11520
  %p45 = getelementptr float, ptr addrspace(1) %out, i32 %idx45
  store float %v73, ptr addrspace(1) %p45
  %v74 = call float @llvm.floor.f32(float %a0)
  %idx46 = add i32 %tid, 11776
  %p46 = getelementptr float, ptr addrspace(1) %out, i32 %idx46
  store float %v74, ptr addrspace(1) %p46
  %v75 = call float @llvm.ceil.f32(float %a0)
  %idx47 = add i32 %tid, 12032
  %p47 = getelementptr float, ptr addrspace(1) %out, i32 %idx47
  store float %v75, ptr addrspace(1) %p47
  %v76 = call float @llvm.trunc.f32(float %a0)
  %idx48 = add i32 %tid, 12288
  %p48 = getelementptr float, ptr addrspace(1) %out, i32 %idx48
  store float %v76, ptr addrspace(1) %p48
  %v77 = call float @llvm.rint.f32(float %a0)
  %idx49 = add i32 %tid, 12544
  %p49 = getelementptr float, ptr addrspace(1) %out, i32 %idx49
  store float %v77, ptr addrspace(1) %p49
  %v78 = call float @llvm.round.f32(float %a0)
  %idx50 = add i32 %tid, 12800
  %p50 = getelementptr float, ptr addrspace(1) %out, i32 %idx50
  store float %v78, ptr addrspace(1) %p50
  %v79 = call float @llvm.canonicalize.f32(float %a0)
  %idx51 = add i32 %tid, 13056
  %p51 = getelementptr float, ptr addrspace(1) %out, i32 %idx51
  store float %v79, ptr addrspace(1) %p51
  %v80 = call float @llvm.exp2.f32(float %a0)
  %idx52 = add i32 %tid, 13312
  %p52 = getelementptr float, ptr addrspace(1) %out, i32 %idx52
  store float %v80, ptr addrspace(1) %p52
  %v81 = call afn float @llvm.exp2.f32(float %a0)
  %idx53 = add i32 %tid, 13568
  %p53 = getelementptr float, ptr addrspace(1) %out, i32 %idx53
  store float %v81, ptr addrspace(1) %p53
  %v82 = call float @llvm.log2.f32(float %a0)
  %idx54 = add i32 %tid, 13824
  %p54 = getelementptr float, ptr addrspace(1) %out, i32 %idx54
  store float %v82, ptr addrspace(1) %p54
  %v83 = call afn float @llvm.log2.f32(float %a0)
  %idx55 = add i32 %tid, 14080
  %p55 = getelementptr float, ptr addrspace(1) %out, i32 %idx55
  store float %v83, ptr addrspace(1) %p55
  %v84 = call float @llvm.sin.f32(float %a0)
  %idx56 = add i32 %tid, 14336
  %p56 = getelementptr float, ptr addrspace(1) %out, i32 %idx56
  store float %v84, ptr addrspace(1) %p56
  %v85 = call afn float @llvm.sin.f32(float %a0)
  %idx57 = add i32 %tid, 14592
  %p57 = getelementptr float, ptr addrspace(1) %out, i32 %idx57
  store float %v85, ptr addrspace(1) %p57
  %v86 = call float @llvm.cos.f32(float %a0)
  %idx58 = add i32 %tid, 14848
  %p58 = getelementptr float, ptr addrspace(1) %out, i32 %idx58
  store float %v86, ptr addrspace(1) %p58
  %v87 = call afn float @llvm.cos.f32(float %a0)
  %idx59 = add i32 %tid, 15104
  %p59 = getelementptr float, ptr addrspace(1) %out, i32 %idx59
  store float %v87, ptr addrspace(1) %p59
  %v88 = call float @llvm.exp.f32(float %a0)
  %idx60 = add i32 %tid, 15360
  %p60 = getelementptr float, ptr addrspace(1) %out, i32 %idx60
  store float %v88, ptr addrspace(1) %p60
  %v89 = call float @llvm.log.f32(float %a0)
  %idx61 = add i32 %tid, 15616
  %p61 = getelementptr float, ptr addrspace(1) %out, i32 %idx61
  store float %v89, ptr addrspace(1) %p61
  %v90 = call float @llvm.log10.f32(float %a0)
  %idx62 = add i32 %tid, 15872
  %p62 = getelementptr float, ptr addrspace(1) %out, i32 %idx62
  store float %v90, ptr addrspace(1) %p62
  %v91 = call float @llvm.minnum.f32(float %a0, float %a1)
  %idx63 = add i32 %tid, 16128
  %p63 = getelementptr float, ptr addrspace(1) %out, i32 %idx63
  store float %v91, ptr addrspace(1) %p63
  %v92 = call nnan float @llvm.minnum.f32(float %a0, float %a1)
  %idx64 = add i32 %tid, 16384
  %p64 = getelementptr float, ptr addrspace(1) %out, i32 %idx64
  store float %v92, ptr addrspace(1) %p64
  %v93 = call float @llvm.maxnum.f32(float %a0, float %a1)
  %idx65 = add i32 %tid, 16640
  %p65 = getelementptr float, ptr addrspace(1) %out, i32 %idx65
  store float %v93, ptr addrspace(1) %p65
  %v94 = call nnan float @llvm.maxnum.f32(float %a0, float %a1)
  %idx66 = add i32 %tid, 16896
  %p66 = getelementptr float, ptr addrspace(1) %out, i32 %idx66
  store float %v94, ptr addrspace(1) %p66
  %v95 = call float @llvm.copysign.f32(float %a0, float %a1)
  %idx67 = add i32 %tid, 17152
  %p67 = getelementptr float, ptr addrspace(1) %out, i32 %idx67
  store float %v95, ptr addrspace(1) %p67
  %v96 = call nnan float @llvm.copysign.f32(float %a0, float %a1)
  %idx68 = add i32 %tid, 17408
  %p68 = getelementptr float, ptr addrspace(1) %out, i32 %idx68
  store float %v96, ptr addrspace(1) %p68
  %v97 = call float @llvm.fma.f32(float %a0, float %a1, float %a2)
  %idx69 = add i32 %tid, 17664
  %p69 = getelementptr float, ptr addrspace(1) %out, i32 %idx69
  store float %v97, ptr addrspace(1) %p69
  %v98 = fneg float %a0
  %v99 = call float @llvm.fabs.f32(float %a1)
  %v100 = call float @llvm.fma.f32(float %v98, float %v99, float %a2)
  %idx70 = add i32 %tid, 17920
  %p70 = getelementptr float, ptr addrspace(1) %out, i32 %idx70
  store float %v100, ptr addrspace(1) %p70
  %v101 = call float @llvm.fmuladd.f32(float %a0, float %a1, float %a2)
  %idx71 = add i32 %tid, 18176
  %p71 = getelementptr float, ptr addrspace(1) %out, i32 %idx71
  store float %v101, ptr addrspace(1) %p71
  %v102 = fneg float %a0
  %v103 = call float @llvm.fabs.f32(float %a1)
  %v104 = call float @llvm.fmuladd.f32(float %v102, float %v103, float %a2)
  %idx72 = add i32 %tid, 18432
  %p72 = getelementptr float, ptr addrspace(1) %out, i32 %idx72
  store float %v104, ptr addrspace(1) %p72
  %v105 = fmul contract float %a0, %a1
  %v106 = fadd contract float %v105, %a2
  %idx73 = add i32 %tid, 18688
  %p73 = getelementptr float, ptr addrspace(1) %out, i32 %idx73
  store float %v106, ptr addrspace(1) %p73
  %v107 = fmul float %a0, %a1
  %v108 = fadd float %v107, %a2
  %idx74 = add i32 %tid, 18944
  %p74 = getelementptr float, ptr addrspace(1) %out, i32 %idx74
  store float %v108, ptr addrspace(1) %p74
  %v109 = call float @llvm.maxnum.f32(float %a0, float 0.0)
  %v110 = call float @llvm.minnum.f32(float %v109, float 1.0)
  %idx75 = add i32 %tid, 19200
  %p75 = getelementptr float, ptr addrspace(1) %out, i32 %idx75
  store float %v110, ptr addrspace(1) %p75
  %v111 = call nnan float @llvm.maxnum.f32(float %a0, float %a1)
  %v112 = call nnan float @llvm.minnum.f32(float %v111, float %a2)
  %idx76 = add i32 %tid, 19456
  %p76 = getelementptr float, ptr addrspace(1) %out, i32 %idx76
  store float %v112, ptr addrspace(1) %p76
  ret void
}

define amdgpu_kernel void @float_f32_uni_f32(ptr addrspace(1) %out, ptr addrspace(1) %in, float %ua, float %ub, float %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = fadd float %ua, %ub
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr float, ptr addrspace(1) %out, i32 %idx1
  store float %v1, ptr addrspace(1) %p1
  %v2 = fsub float %ua, %ub
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr float, ptr addrspace(1) %out, i32 %idx2
  store float %v2, ptr addrspace(1) %p2
  %v3 = fmul float %ua, %ub
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr float, ptr addrspace(1) %out, i32 %idx3
  store float %v3, ptr addrspace(1) %p3
  %v4 = fdiv float %ua, %ub
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr float, ptr addrspace(1) %out, i32 %idx4
  store float %v4, ptr addrspace(1) %p4
  %v5 = frem float %ua, %ub
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr float, ptr addrspace(1) %out, i32 %idx5
  store float %v5, ptr addrspace(1) %p5
  %v6 = fadd fast float %ua, %ub
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr float, ptr addrspace(1) %out, i32 %idx6
  store float %v6, ptr addrspace(1) %p6
  %v7 = fmul nnan ninf float %ua, %ub
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr float, ptr addrspace(1) %out, i32 %idx7
  store float %v7, ptr addrspace(1) %p7
  %v8 = fdiv arcp float %ua, %ub
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr float, ptr addrspace(1) %out, i32 %idx8
  store float %v8, ptr addrspace(1) %p8
  %v9 = fdiv afn float %ua, %ub
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr float, ptr addrspace(1) %out, i32 %idx9
  store float %v9, ptr addrspace(1) %p9
  %v10 = fneg float %ua
  %idx10 = add i32 %zero, 10
  %p10 = getelementptr float, ptr addrspace(1) %out, i32 %idx10
  store float %v10, ptr addrspace(1) %p10
  %v11 = fdiv float 1.0, %ua
  %idx11 = add i32 %zero, 11
  %p11 = getelementptr float, ptr addrspace(1) %out, i32 %idx11
  store float %v11, ptr addrspace(1) %p11
  %v12 = fdiv arcp float 1.0, %ua
  %idx12 = add i32 %zero, 12
  %p12 = getelementptr float, ptr addrspace(1) %out, i32 %idx12
  store float %v12, ptr addrspace(1) %p12
  %v13 = fmul float %ua, 2.0
  %idx13 = add i32 %zero, 13
  %p13 = getelementptr float, ptr addrspace(1) %out, i32 %idx13
  store float %v13, ptr addrspace(1) %p13
  %v14 = fmul float %ua, 0xC00921FB60000000
  %idx14 = add i32 %zero, 14
  %p14 = getelementptr float, ptr addrspace(1) %out, i32 %idx14
  store float %v14, ptr addrspace(1) %p14
  %v15 = fcmp oeq float %ua, %ub
  %v16 = select i1 %v15, float %ua, float %uc
  %idx15 = add i32 %zero, 15
  %p15 = getelementptr float, ptr addrspace(1) %out, i32 %idx15
  store float %v16, ptr addrspace(1) %p15
  %v17 = fcmp oeq float %ua, 0.0
  %v18 = zext i1 %v17 to i32
  %idx16 = add i32 %zero, 16
  %p16 = getelementptr i32, ptr addrspace(1) %out, i32 %idx16
  store i32 %v18, ptr addrspace(1) %p16
  %v19 = fcmp ogt float %ua, %ub
  %v20 = select i1 %v19, float %ua, float %uc
  %idx17 = add i32 %zero, 17
  %p17 = getelementptr float, ptr addrspace(1) %out, i32 %idx17
  store float %v20, ptr addrspace(1) %p17
  %v21 = fcmp ogt float %ua, 0.0
  %v22 = zext i1 %v21 to i32
  %idx18 = add i32 %zero, 18
  %p18 = getelementptr i32, ptr addrspace(1) %out, i32 %idx18
  store i32 %v22, ptr addrspace(1) %p18
  %v23 = fcmp oge float %ua, %ub
  %v24 = select i1 %v23, float %ua, float %uc
  %idx19 = add i32 %zero, 19
  %p19 = getelementptr float, ptr addrspace(1) %out, i32 %idx19
  store float %v24, ptr addrspace(1) %p19
  %v25 = fcmp oge float %ua, 0.0
  %v26 = zext i1 %v25 to i32
  %idx20 = add i32 %zero, 20
  %p20 = getelementptr i32, ptr addrspace(1) %out, i32 %idx20
  store i32 %v26, ptr addrspace(1) %p20
  %v27 = fcmp olt float %ua, %ub
  %v28 = select i1 %v27, float %ua, float %uc
  %idx21 = add i32 %zero, 21
  %p21 = getelementptr float, ptr addrspace(1) %out, i32 %idx21
  store float %v28, ptr addrspace(1) %p21
  %v29 = fcmp olt float %ua, 0.0
  %v30 = zext i1 %v29 to i32
  %idx22 = add i32 %zero, 22
  %p22 = getelementptr i32, ptr addrspace(1) %out, i32 %idx22
  store i32 %v30, ptr addrspace(1) %p22
  %v31 = fcmp ole float %ua, %ub
  %v32 = select i1 %v31, float %ua, float %uc
  %idx23 = add i32 %zero, 23
  %p23 = getelementptr float, ptr addrspace(1) %out, i32 %idx23
  store float %v32, ptr addrspace(1) %p23
  %v33 = fcmp ole float %ua, 0.0
  %v34 = zext i1 %v33 to i32
  %idx24 = add i32 %zero, 24
  %p24 = getelementptr i32, ptr addrspace(1) %out, i32 %idx24
  store i32 %v34, ptr addrspace(1) %p24
  %v35 = fcmp one float %ua, %ub
  %v36 = select i1 %v35, float %ua, float %uc
  %idx25 = add i32 %zero, 25
  %p25 = getelementptr float, ptr addrspace(1) %out, i32 %idx25
  store float %v36, ptr addrspace(1) %p25
  %v37 = fcmp one float %ua, 0.0
  %v38 = zext i1 %v37 to i32
  %idx26 = add i32 %zero, 26
  %p26 = getelementptr i32, ptr addrspace(1) %out, i32 %idx26
  store i32 %v38, ptr addrspace(1) %p26
  %v39 = fcmp ord float %ua, %ub
  %v40 = select i1 %v39, float %ua, float %uc
  %idx27 = add i32 %zero, 27
  %p27 = getelementptr float, ptr addrspace(1) %out, i32 %idx27
  store float %v40, ptr addrspace(1) %p27
  %v41 = fcmp ord float %ua, 0.0
  %v42 = zext i1 %v41 to i32
  %idx28 = add i32 %zero, 28
  %p28 = getelementptr i32, ptr addrspace(1) %out, i32 %idx28
  store i32 %v42, ptr addrspace(1) %p28
  %v43 = fcmp ueq float %ua, %ub
  %v44 = select i1 %v43, float %ua, float %uc
  %idx29 = add i32 %zero, 29
  %p29 = getelementptr float, ptr addrspace(1) %out, i32 %idx29
  store float %v44, ptr addrspace(1) %p29
  %v45 = fcmp ueq float %ua, 0.0
  %v46 = zext i1 %v45 to i32
  %idx30 = add i32 %zero, 30
  %p30 = getelementptr i32, ptr addrspace(1) %out, i32 %idx30
  store i32 %v46, ptr addrspace(1) %p30
  %v47 = fcmp ugt float %ua, %ub
  %v48 = select i1 %v47, float %ua, float %uc
  %idx31 = add i32 %zero, 31
  %p31 = getelementptr float, ptr addrspace(1) %out, i32 %idx31
  store float %v48, ptr addrspace(1) %p31
  %v49 = fcmp ugt float %ua, 0.0
  %v50 = zext i1 %v49 to i32
  %idx32 = add i32 %zero, 32
  %p32 = getelementptr i32, ptr addrspace(1) %out, i32 %idx32
  store i32 %v50, ptr addrspace(1) %p32
  %v51 = fcmp uge float %ua, %ub
  %v52 = select i1 %v51, float %ua, float %uc
  %idx33 = add i32 %zero, 33
  %p33 = getelementptr float, ptr addrspace(1) %out, i32 %idx33
  store float %v52, ptr addrspace(1) %p33
  %v53 = fcmp uge float %ua, 0.0
  %v54 = zext i1 %v53 to i32
  %idx34 = add i32 %zero, 34
  %p34 = getelementptr i32, ptr addrspace(1) %out, i32 %idx34
  store i32 %v54, ptr addrspace(1) %p34
  %v55 = fcmp ult float %ua, %ub
  %v56 = select i1 %v55, float %ua, float %uc
  %idx35 = add i32 %zero, 35
  %p35 = getelementptr float, ptr addrspace(1) %out, i32 %idx35
  store float %v56, ptr addrspace(1) %p35
  %v57 = fcmp ult float %ua, 0.0
  %v58 = zext i1 %v57 to i32
  %idx36 = add i32 %zero, 36
  %p36 = getelementptr i32, ptr addrspace(1) %out, i32 %idx36
  store i32 %v58, ptr addrspace(1) %p36
  %v59 = fcmp ule float %ua, %ub
  %v60 = select i1 %v59, float %ua, float %uc
  %idx37 = add i32 %zero, 37
  %p37 = getelementptr float, ptr addrspace(1) %out, i32 %idx37
  store float %v60, ptr addrspace(1) %p37
  %v61 = fcmp ule float %ua, 0.0
  %v62 = zext i1 %v61 to i32
  %idx38 = add i32 %zero, 38
  %p38 = getelementptr i32, ptr addrspace(1) %out, i32 %idx38
  store i32 %v62, ptr addrspace(1) %p38
  %v63 = fcmp une float %ua, %ub
  %v64 = select i1 %v63, float %ua, float %uc
  %idx39 = add i32 %zero, 39
  %p39 = getelementptr float, ptr addrspace(1) %out, i32 %idx39
  store float %v64, ptr addrspace(1) %p39
  %v65 = fcmp une float %ua, 0.0
  %v66 = zext i1 %v65 to i32
  %idx40 = add i32 %zero, 40
  %p40 = getelementptr i32, ptr addrspace(1) %out, i32 %idx40
  store i32 %v66, ptr addrspace(1) %p40
  %v67 = fcmp uno float %ua, %ub
  %v68 = select i1 %v67, float %ua, float %uc
  %idx41 = add i32 %zero, 41
  %p41 = getelementptr float, ptr addrspace(1) %out, i32 %idx41
  store float %v68, ptr addrspace(1) %p41
  %v69 = fcmp uno float %ua, 0.0
  %v70 = zext i1 %v69 to i32
  %idx42 = add i32 %zero, 42
  %p42 = getelementptr i32, ptr addrspace(1) %out, i32 %idx42
  store i32 %v70, ptr addrspace(1) %p42
  %v71 = call float @llvm.sqrt.f32(float %ua)
  %idx43 = add i32 %zero, 43
  %p43 = getelementptr float, ptr addrspace(1) %out, i32 %idx43
  store float %v71, ptr addrspace(1) %p43
  %v72 = call afn float @llvm.sqrt.f32(float %ua)
  %idx44 = add i32 %zero, 44
  %p44 = getelementptr float, ptr addrspace(1) %out, i32 %idx44
  store float %v72, ptr addrspace(1) %p44
  %v73 = call float @llvm.fabs.f32(float %ua)
  %idx45 = add i32 %zero, 45
  %p45 = getelementptr float, ptr addrspace(1) %out, i32 %idx45
  store float %v73, ptr addrspace(1) %p45
  %v74 = call float @llvm.floor.f32(float %ua)
  %idx46 = add i32 %zero, 46
  %p46 = getelementptr float, ptr addrspace(1) %out, i32 %idx46
  store float %v74, ptr addrspace(1) %p46
  %v75 = call float @llvm.ceil.f32(float %ua)
  %idx47 = add i32 %zero, 47
  %p47 = getelementptr float, ptr addrspace(1) %out, i32 %idx47
  store float %v75, ptr addrspace(1) %p47
  %v76 = call float @llvm.trunc.f32(float %ua)
  %idx48 = add i32 %zero, 48
  %p48 = getelementptr float, ptr addrspace(1) %out, i32 %idx48
  store float %v76, ptr addrspace(1) %p48
  %v77 = call float @llvm.rint.f32(float %ua)
  %idx49 = add i32 %zero, 49
  %p49 = getelementptr float, ptr addrspace(1) %out, i32 %idx49
  store float %v77, ptr addrspace(1) %p49
  %v78 = call float @llvm.round.f32(float %ua)
  %idx50 = add i32 %zero, 50
  %p50 = getelementptr float, ptr addrspace(1) %out, i32 %idx50
  store float %v78, ptr addrspace(1) %p50
  %v79 = call float @llvm.canonicalize.f32(float %ua)
  %idx51 = add i32 %zero, 51
  %p51 = getelementptr float, ptr addrspace(1) %out, i32 %idx51
  store float %v79, ptr addrspace(1) %p51
  %v80 = call float @llvm.exp2.f32(float %ua)
  %idx52 = add i32 %zero, 52
  %p52 = getelementptr float, ptr addrspace(1) %out, i32 %idx52
  store float %v80, ptr addrspace(1) %p52
  %v81 = call afn float @llvm.exp2.f32(float %ua)
  %idx53 = add i32 %zero, 53
  %p53 = getelementptr float, ptr addrspace(1) %out, i32 %idx53
  store float %v81, ptr addrspace(1) %p53
  %v82 = call float @llvm.log2.f32(float %ua)
  %idx54 = add i32 %zero, 54
  %p54 = getelementptr float, ptr addrspace(1) %out, i32 %idx54
  store float %v82, ptr addrspace(1) %p54
  %v83 = call afn float @llvm.log2.f32(float %ua)
  %idx55 = add i32 %zero, 55
  %p55 = getelementptr float, ptr addrspace(1) %out, i32 %idx55
  store float %v83, ptr addrspace(1) %p55
  %v84 = call float @llvm.sin.f32(float %ua)
  %idx56 = add i32 %zero, 56
  %p56 = getelementptr float, ptr addrspace(1) %out, i32 %idx56
  store float %v84, ptr addrspace(1) %p56
  %v85 = call afn float @llvm.sin.f32(float %ua)
  %idx57 = add i32 %zero, 57
  %p57 = getelementptr float, ptr addrspace(1) %out, i32 %idx57
  store float %v85, ptr addrspace(1) %p57
  %v86 = call float @llvm.cos.f32(float %ua)
  %idx58 = add i32 %zero, 58
  %p58 = getelementptr float, ptr addrspace(1) %out, i32 %idx58
  store float %v86, ptr addrspace(1) %p58
  %v87 = call afn float @llvm.cos.f32(float %ua)
  %idx59 = add i32 %zero, 59
  %p59 = getelementptr float, ptr addrspace(1) %out, i32 %idx59
  store float %v87, ptr addrspace(1) %p59
  %v88 = call float @llvm.exp.f32(float %ua)
  %idx60 = add i32 %zero, 60
  %p60 = getelementptr float, ptr addrspace(1) %out, i32 %idx60
  store float %v88, ptr addrspace(1) %p60
  %v89 = call float @llvm.log.f32(float %ua)
  %idx61 = add i32 %zero, 61
  %p61 = getelementptr float, ptr addrspace(1) %out, i32 %idx61
  store float %v89, ptr addrspace(1) %p61
  %v90 = call float @llvm.log10.f32(float %ua)
  %idx62 = add i32 %zero, 62
  %p62 = getelementptr float, ptr addrspace(1) %out, i32 %idx62
  store float %v90, ptr addrspace(1) %p62
  %v91 = call float @llvm.minnum.f32(float %ua, float %ub)
  %idx63 = add i32 %zero, 63
  %p63 = getelementptr float, ptr addrspace(1) %out, i32 %idx63
  store float %v91, ptr addrspace(1) %p63
  %v92 = call nnan float @llvm.minnum.f32(float %ua, float %ub)
  %idx64 = add i32 %zero, 64
  %p64 = getelementptr float, ptr addrspace(1) %out, i32 %idx64
  store float %v92, ptr addrspace(1) %p64
  %v93 = call float @llvm.maxnum.f32(float %ua, float %ub)
  %idx65 = add i32 %zero, 65
  %p65 = getelementptr float, ptr addrspace(1) %out, i32 %idx65
  store float %v93, ptr addrspace(1) %p65
  %v94 = call nnan float @llvm.maxnum.f32(float %ua, float %ub)
  %idx66 = add i32 %zero, 66
  %p66 = getelementptr float, ptr addrspace(1) %out, i32 %idx66
  store float %v94, ptr addrspace(1) %p66
  %v95 = call float @llvm.copysign.f32(float %ua, float %ub)
  %idx67 = add i32 %zero, 67
  %p67 = getelementptr float, ptr addrspace(1) %out, i32 %idx67
  store float %v95, ptr addrspace(1) %p67
  %v96 = call nnan float @llvm.copysign.f32(float %ua, float %ub)
  %idx68 = add i32 %zero, 68
  %p68 = getelementptr float, ptr addrspace(1) %out, i32 %idx68
  store float %v96, ptr addrspace(1) %p68
  %v97 = call float @llvm.fma.f32(float %ua, float %ub, float %uc)
  %idx69 = add i32 %zero, 69
  %p69 = getelementptr float, ptr addrspace(1) %out, i32 %idx69
  store float %v97, ptr addrspace(1) %p69
  %v98 = fneg float %ua
  %v99 = call float @llvm.fabs.f32(float %ub)
  %v100 = call float @llvm.fma.f32(float %v98, float %v99, float %uc)
  %idx70 = add i32 %zero, 70
  %p70 = getelementptr float, ptr addrspace(1) %out, i32 %idx70
  store float %v100, ptr addrspace(1) %p70
  %v101 = call float @llvm.fmuladd.f32(float %ua, float %ub, float %uc)
  %idx71 = add i32 %zero, 71
  %p71 = getelementptr float, ptr addrspace(1) %out, i32 %idx71
  store float %v101, ptr addrspace(1) %p71
  %v102 = fneg float %ua
  %v103 = call float @llvm.fabs.f32(float %ub)
  %v104 = call float @llvm.fmuladd.f32(float %v102, float %v103, float %uc)
  %idx72 = add i32 %zero, 72
  %p72 = getelementptr float, ptr addrspace(1) %out, i32 %idx72
  store float %v104, ptr addrspace(1) %p72
  %v105 = fmul contract float %ua, %ub
  %v106 = fadd contract float %v105, %uc
  %idx73 = add i32 %zero, 73
  %p73 = getelementptr float, ptr addrspace(1) %out, i32 %idx73
  store float %v106, ptr addrspace(1) %p73
  %v107 = fmul float %ua, %ub
  %v108 = fadd float %v107, %uc
  %idx74 = add i32 %zero, 74
  %p74 = getelementptr float, ptr addrspace(1) %out, i32 %idx74
  store float %v108, ptr addrspace(1) %p74
  %v109 = call float @llvm.maxnum.f32(float %ua, float 0.0)
  %v110 = call float @llvm.minnum.f32(float %v109, float 1.0)
  %idx75 = add i32 %zero, 75
  %p75 = getelementptr float, ptr addrspace(1) %out, i32 %idx75
  store float %v110, ptr addrspace(1) %p75
  %v111 = call nnan float @llvm.maxnum.f32(float %ua, float %ub)
  %v112 = call nnan float @llvm.minnum.f32(float %v111, float %uc)
  %idx76 = add i32 %zero, 76
  %p76 = getelementptr float, ptr addrspace(1) %out, i32 %idx76
  store float %v112, ptr addrspace(1) %p76
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.sqrt.f32(float)
declare float @llvm.fabs.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.ceil.f32(float)
declare float @llvm.trunc.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.round.f32(float)
declare float @llvm.canonicalize.f32(float)
declare float @llvm.exp2.f32(float)
declare float @llvm.log2.f32(float)
declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)
declare float @llvm.exp.f32(float)
declare float @llvm.log.f32(float)
declare float @llvm.log10.f32(float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.fmuladd.f32(float, float, float)
