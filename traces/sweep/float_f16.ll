; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

define amdgpu_kernel void @float_f16_div_f16(ptr addrspace(1) %out, ptr addrspace(1) %in, half %ua, half %ub, half %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %ia0 = add i32 %tid, 0
  %pa0 = getelementptr half, ptr addrspace(1) %in, i32 %ia0
  %a0 = load half, ptr addrspace(1) %pa0
  %ia1 = add i32 %tid, 64
  %pa1 = getelementptr half, ptr addrspace(1) %in, i32 %ia1
  %a1 = load half, ptr addrspace(1) %pa1
  %ia2 = add i32 %tid, 128
  %pa2 = getelementptr half, ptr addrspace(1) %in, i32 %ia2
  %a2 = load half, ptr addrspace(1) %pa2
  %v1 = fadd half %a0, %a1
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr half, ptr addrspace(1) %out, i32 %idx1
  store half %v1, ptr addrspace(1) %p1
  %v2 = fsub half %a0, %a1
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr half, ptr addrspace(1) %out, i32 %idx2
  store half %v2, ptr addrspace(1) %p2
  %v3 = fmul half %a0, %a1
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr half, ptr addrspace(1) %out, i32 %idx3
  store half %v3, ptr addrspace(1) %p3
  %v4 = fdiv half %a0, %a1
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr half, ptr addrspace(1) %out, i32 %idx4
  store half %v4, ptr addrspace(1) %p4
  %v5 = frem half %a0, %a1
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr half, ptr addrspace(1) %out, i32 %idx5
  store half %v5, ptr addrspace(1) %p5
  %v6 = fadd fast half %a0, %a1
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr half, ptr addrspace(1) %out, i32 %idx6
  store half %v6, ptr addrspace(1) %p6
  %v7 = fmul nnan ninf half %a0, %a1
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr half, ptr addrspace(1) %out, i32 %idx7
  store half %v7, ptr addrspace(1) %p7
  %v8 = fdiv arcp half %a0, %a1
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr half, ptr addrspace(1) %out, i32 %idx8
  store half %v8, ptr addrspace(1) %p8
  %v9 = fdiv afn half %a0, %a1
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr half, ptr addrspace(1) %out, i32 %idx9
  store half %v9, ptr addrspace(1) %p9
  %v10 = fneg half %a0
  %idx10 = add i32 %tid, 2560
  %p10 = getelementptr half, ptr addrspace(1) %out, i32 %idx10
  store half %v10, ptr addrspace(1) %p10
  %v11 = fdiv half 1.0, %a0
  %idx11 = add i32 %tid, 2816
  %p11 = getelementptr half, ptr addrspace(1) %out, i32 %idx11
  store half %v11, ptr addrspace(1) %p11
  %v12 = fdiv arcp half 1.0, %a0
  %idx12 = add i32 %tid, 3072
  %p12 = getelementptr half, ptr addrspace(1) %out, i32 %idx12
  store half %v12, ptr addrspace(1) %p12
  %v13 = fmul half %a0, 2.0
  %idx13 = add i32 %tid, 3328
  %p13 = getelementptr half, ptr addrspace(1) %out, i32 %idx13
  store half %v13, ptr addrspace(1) %p13
  %v14 = fmul half %a0, 0xH4248
  %idx14 = add i32 %tid, 3584
  %p14 = getelementptr half, ptr addrspace(1) %out, i32 %idx14
  store half %v14, ptr addrspace(1) %p14
  %v15 = fcmp oeq half %a0, %a1
  %v16 = select i1 %v15, half %a0, half %a2
  %idx15 = add i32 %tid, 3840
  %p15 = getelementptr half, ptr addrspace(1) %out, i32 %idx15
  store half %v16, ptr addrspace(1) %p15
  %v17 = fcmp oeq half %a0, 0.0
  %v18 = zext i1 %v17 to i32
  %idx16 = add i32 %tid, 4096
  %p16 = getelementptr i32, ptr addrspace(1) %out, i32 %idx16
  store i32 %v18, ptr addrspace(1) %p16
  %v19 = fcmp ogt half %a0, %a1
  %v20 = select i1 %v19, half %a0, half %a2
  %idx17 = add i32 %tid, 4352
  %p17 = getelementptr half, ptr addrspace(1) %out, i32 %idx17
  store half %v20, ptr addrspace(1) %p17
  %v21 = fcmp ogt half %a0, 0.0
  %v22 = zext i1 %v21 to i32
  %idx18 = add i32 %tid, 4608
  %p18 = getelementptr i32, ptr addrspace(1) %out, i32 %idx18
  store i32 %v22, ptr addrspace(1) %p18
  %v23 = fcmp oge half %a0, %a1
  %v24 = select i1 %v23, half %a0, half %a2
  %idx19 = add i32 %tid, 4864
  %p19 = getelementptr half, ptr addrspace(1) %out, i32 %idx19
  store half %v24, ptr addrspace(1) %p19
  %v25 = fcmp oge half %a0, 0.0
  %v26 = zext i1 %v25 to i32
  %idx20 = add i32 %tid, 5120
  %p20 = getelementptr i32, ptr addrspace(1) %out, i32 %idx20
  store i32 %v26, ptr addrspace(1) %p20
  %v27 = fcmp olt half %a0, %a1
  %v28 = select i1 %v27, half %a0, half %a2
  %idx21 = add i32 %tid, 5376
  %p21 = getelementptr half, ptr addrspace(1) %out, i32 %idx21
  store half %v28, ptr addrspace(1) %p21
  %v29 = fcmp olt half %a0, 0.0
  %v30 = zext i1 %v29 to i32
  %idx22 = add i32 %tid, 5632
  %p22 = getelementptr i32, ptr addrspace(1) %out, i32 %idx22
  store i32 %v30, ptr addrspace(1) %p22
  %v31 = fcmp ole half %a0, %a1
  %v32 = select i1 %v31, half %a0, half %a2
  %idx23 = add i32 %tid, 5888
  %p23 = getelementptr half, ptr addrspace(1) %out, i32 %idx23
  store half %v32, ptr addrspace(1) %p23
  %v33 = fcmp ole half %a0, 0.0
  %v34 = zext i1 %v33 to i32
  %idx24 = add i32 %tid, 6144
  %p24 = getelementptr i32, ptr addrspace(1) %out, i32 %idx24
  store i32 %v34, ptr addrspace(1) %p24
  %v35 = fcmp one half %a0, %a1
  %v36 = select i1 %v35, half %a0, half %a2
  %idx25 = add i32 %tid, 6400
  %p25 = getelementptr half, ptr addrspace(1) %out, i32 %idx25
  store half %v36, ptr addrspace(1) %p25
  %v37 = fcmp one half %a0, 0.0
  %v38 = zext i1 %v37 to i32
  %idx26 = add i32 %tid, 6656
  %p26 = getelementptr i32, ptr addrspace(1) %out, i32 %idx26
  store i32 %v38, ptr addrspace(1) %p26
  %v39 = fcmp ord half %a0, %a1
  %v40 = select i1 %v39, half %a0, half %a2
  %idx27 = add i32 %tid, 6912
  %p27 = getelementptr half, ptr addrspace(1) %out, i32 %idx27
  store half %v40, ptr addrspace(1) %p27
  %v41 = fcmp ord half %a0, 0.0
  %v42 = zext i1 %v41 to i32
  %idx28 = add i32 %tid, 7168
  %p28 = getelementptr i32, ptr addrspace(1) %out, i32 %idx28
  store i32 %v42, ptr addrspace(1) %p28
  %v43 = fcmp ueq half %a0, %a1
  %v44 = select i1 %v43, half %a0, half %a2
  %idx29 = add i32 %tid, 7424
  %p29 = getelementptr half, ptr addrspace(1) %out, i32 %idx29
  store half %v44, ptr addrspace(1) %p29
  %v45 = fcmp ueq half %a0, 0.0
  %v46 = zext i1 %v45 to i32
  %idx30 = add i32 %tid, 7680
  %p30 = getelementptr i32, ptr addrspace(1) %out, i32 %idx30
  store i32 %v46, ptr addrspace(1) %p30
  %v47 = fcmp ugt half %a0, %a1
  %v48 = select i1 %v47, half %a0, half %a2
  %idx31 = add i32 %tid, 7936
  %p31 = getelementptr half, ptr addrspace(1) %out, i32 %idx31
  store half %v48, ptr addrspace(1) %p31
  %v49 = fcmp ugt half %a0, 0.0
  %v50 = zext i1 %v49 to i32
  %idx32 = add i32 %tid, 8192
  %p32 = getelementptr i32, ptr addrspace(1) %out, i32 %idx32
  store i32 %v50, ptr addrspace(1) %p32
  %v51 = fcmp uge half %a0, %a1
  %v52 = select i1 %v51, half %a0, half %a2
  %idx33 = add i32 %tid, 8448
  %p33 = getelementptr half, ptr addrspace(1) %out, i32 %idx33
  store half %v52, ptr addrspace(1) %p33
  %v53 = fcmp uge half %a0, 0.0
  %v54 = zext i1 %v53 to i32
  %idx34 = add i32 %tid, 8704
  %p34 = getelementptr i32, ptr addrspace(1) %out, i32 %idx34
  store i32 %v54, ptr addrspace(1) %p34
  %v55 = fcmp ult half %a0, %a1
  %v56 = select i1 %v55, half %a0, half %a2
  %idx35 = add i32 %tid, 8960
  %p35 = getelementptr half, ptr addrspace(1) %out, i32 %idx35
  store half %v56, ptr addrspace(1) %p35
  %v57 = fcmp ult half %a0, 0.0
  %v58 = zext i1 %v57 to i32
  %idx36 = add i32 %tid, 9216
  %p36 = getelementptr i32, ptr addrspace(1) %out, i32 %idx36
  store i32 %v58, ptr addrspace(1) %p36
  %v59 = fcmp ule half %a0, %a1
  %v60 = select i1 %v59, half %a0, half %a2
  %idx37 = add i32 %tid, 9472
  %p37 = getelementptr half, ptr addrspace(1) %out, i32 %idx37
  store half %v60, ptr addrspace(1) %p37
  %v61 = fcmp ule half %a0, 0.0
  %v62 = zext i1 %v61 to i32
  %idx38 = add i32 %tid, 9728
  %p38 = getelementptr i32, ptr addrspace(1) %out, i32 %idx38
  store i32 %v62, ptr addrspace(1) %p38
  %v63 = fcmp une half %a0, %a1
  %v64 = select i1 %v63, half %a0, half %a2
  %idx39 = add i32 %tid, 9984
  %p39 = getelementptr half, ptr addrspace(1) %out, i32 %idx39
  store half %v64, ptr addrspace(1) %p39
  %v65 = fcmp une half %a0, 0.0
  %v66 = zext i1 %v65 to i32
  %idx40 = add i32 %tid, 10240
  %p40 = getelementptr i32, ptr addrspace(1) %out, i32 %idx40
  store i32 %v66, ptr addrspace(1) %p40
  %v67 = fcmp uno half %a0, %a1
  %v68 = select i1 %v67, half %a0, half %a2
  %idx41 = add i32 %tid, 10496
  %p41 = getelementptr half, ptr addrspace(1) %out, i32 %idx41
  store half %v68, ptr addrspace(1) %p41
  %v69 = fcmp uno half %a0, 0.0
  %v70 = zext i1 %v69 to i32
  %idx42 = add i32 %tid, 10752
  %p42 = getelementptr i32, ptr addrspace(1) %out, i32 %idx42
  store i32 %v70, ptr addrspace(1) %p42
  %v71 = call half @llvm.sqrt.f16(half %a0)
  %idx43 = add i32 %tid, 11008
  %p43 = getelementptr half, ptr addrspace(1) %out, i32 %idx43
  store half %v71, ptr addrspace(1) %p43
  %v72 = call afn half @llvm.sqrt.f16(half %a0)
  %idx44 = add i32 %tid, 11264
  %p44 = getelementptr half, ptr addrspace(1) %out, i32 %idx44
  store half %v72, ptr addrspace(1) %p44
  %v73 = call half @llvm.fabs.f16(half %a0)
  %idx45 = add i32 %tid, 11520
  %p45 = getelementptr half, ptr addrspace(1) %out, i32 %idx45
  store half %v73, ptr addrspace(1) %p45
  %v74 = call half @llvm.floor.f16(half %a0)
  %idx46 = add i32 %tid, 11776
  %p46 = getelementptr half, ptr addrspace(1) %out, i32 %idx46
  store half %v74, ptr addrspace(1) %p46
  %v75 = call half @llvm.ceil.f16(half %a0)
  %idx47 = add i32 %tid, 12032
  %p47 = getelementptr half, ptr addrspace(1) %out, i32 %idx47
  store half %v75, ptr addrspace(1) %p47
  %v76 = call half @llvm.trunc.f16(half %a0)
  %idx48 = add i32 %tid, 12288
  %p48 = getelementptr half, ptr addrspace(1) %out, i32 %idx48
  store half %v76, ptr addrspace(1) %p48
  %v77 = call half @llvm.rint.f16(half %a0)
  %idx49 = add i32 %tid, 12544
  %p49 = getelementptr half, ptr addrspace(1) %out, i32 %idx49
  store half %v77, ptr addrspace(1) %p49
  %v78 = call half @llvm.round.f16(half %a0)
  %idx50 = add i32 %tid, 12800
  %p50 = getelementptr half, ptr addrspace(1) %out, i32 %idx50
  store half %v78, ptr addrspace(1) %p50
  %v79 = call half @llvm.canonicalize.f16(half %a0)
  %idx51 = add i32 %tid, 13056
  %p51 = getelementptr half, ptr addrspace(1) %out, i32 %idx51
  store half %v79, ptr addrspace(1) %p51
  %v80 = call half @llvm.exp2.f16(half %a0)
  %idx52 = add i32 %tid, 13312
  %p52 = getelementptr half, ptr addrspace(1) %out, i32 %idx52
  store half %v80, ptr addrspace(1) %p52
  %v81 = call afn half @llvm.exp2.f16(half %a0)
  %idx53 = add i32 %tid, 13568
  %p53 = getelementptr half, ptr addrspace(1) %out, i32 %idx53
  store half %v81, ptr addrspace(1) %p53
  %v82 = call half @llvm.log2.f16(half %a0)
  %idx54 = add i32 %tid, 13824
  %p54 = getelementptr half, ptr addrspace(1) %out, i32 %idx54
  store half %v82, ptr addrspace(1) %p54
  %v83 = call afn half @llvm.log2.f16(half %a0)
  %idx55 = add i32 %tid, 14080
  %p55 = getelementptr half, ptr addrspace(1) %out, i32 %idx55
  store half %v83, ptr addrspace(1) %p55
  %v84 = call half @llvm.sin.f16(half %a0)
  %idx56 = add i32 %tid, 14336
  %p56 = getelementptr half, ptr addrspace(1) %out, i32 %idx56
  store half %v84, ptr addrspace(1) %p56
  %v85 = call afn half @llvm.sin.f16(half %a0)
  %idx57 = add i32 %tid, 14592
  %p57 = getelementptr half, ptr addrspace(1) %out, i32 %idx57
  store half %v85, ptr addrspace(1) %p57
  %v86 = call half @llvm.cos.f16(half %a0)
  %idx58 = add i32 %tid, 14848
  %p58 = getelementptr half, ptr addrspace(1) %out, i32 %idx58
  store half %v86, ptr addrspace(1) %p58
  %v87 = call afn half @llvm.cos.f16(half %a0)
  %idx59 = add i32 %tid, 15104
  %p59 = getelementptr half, ptr addrspace(1) %out, i32 %idx59
  store half %v87, ptr addrspace(1) %p59
  %v88 = call half @llvm.exp.f16(half %a0)
  %idx60 = add i32 %tid, 15360
  %p60 = getelementptr half, ptr addrspace(1) %out, i32 %idx60
  store half %v88, ptr addrspace(1) %p60
  %v89 = call half @llvm.log.f16(half %a0)
  %idx61 = add i32 %tid, 15616
  %p61 = getelementptr half, ptr addrspace(1) %out, i32 %idx61
  store half %v89, ptr addrspace(1) %p61
  %v90 = call half @llvm.log10.f16(half %a0)
  %idx62 = add i32 %tid, 15872
  %p62 = getelementptr half, ptr addrspace(1) %out, i32 %idx62
  store half %v90, ptr addrspace(1) %p62
  %v91 = call half @llvm.minnum.f16(half %a0, half %a1)
  %idx63 = add i32 %tid, 16128
  %p63 = getelementptr half, ptr addrspace(1) %out, i32 %idx63
  store half %v91, ptr addrspace(1) %p63
  %v92 = call nnan half @llvm.minnum.f16(half %a0, half %a1)
  %idx64 = add i32 %tid, 16384
  %p64 = getelementptr half, ptr addrspace(1) %out, i32 %idx64
  store half %v92, ptr addrspace(1) %p64
  %v93 = call half @llvm.maxnum.f16(half %a0, half %a1)
  %idx65 = add i32 %tid, 16640
  %p65 = getelementptr half, ptr addrspace(1) %out, i32 %idx65
  store half %v93, ptr addrspace(1) %p65
  %v94 = call nnan half @llvm.maxnum.f16(half %a0, half %a1)
  %idx66 = add i32 %tid, 16896
  %p66 = getelementptr half, ptr addrspace(1) %out, i32 %idx66
  store half %v94, ptr addrspace(1) %p66
  %v95 = call half @llvm.copysign.f16(half %a0, half %a1)
  %idx67 = add i32 %tid, 17152
  %p67 = getelementptr half, ptr addrspace(1) %out, i32 %idx67
  store half %v95, ptr addrspace(1) %p67
  %v96 = call nnan half @llvm.copysign.f16(half %a0, half %a1)
  %idx68 = add i32 %tid, 17408
  %p68 = getelementptr half, ptr addrspace(1) %out, i32 %idx68
  store half %v96, ptr addrspace(1) %p68
  %v97 = call half @llvm.fma.f16(half %a0, half %a1, half %a2)
  %idx69 = add i32 %tid, 17664
  %p69 = getelementptr half, ptr addrspace(1) %out, i32 %idx69
  store half %v97, ptr addrspace(1) %p69
  %v98 = fneg half %a0
  %v99 = call half @llvm.fabs.f16(half %a1)
  %v100 = call half @llvm.fma.f16(half %v98, half %v99, half %a2)
  %idx70 = add i32 %tid, 17920
  %p70 = getelementptr half, ptr addrspace(1) %out, i32 %idx70
  store half %v100, ptr addrspace(1) %p70
  %v101 = call half @llvm.fmuladd.f16(half %a0, half %a1, half %a2)
  %idx71 = add i32 %tid, 18176
  %p71 = getelementptr half, ptr addrspace(1) %out, i32 %idx71
  store half %v101, ptr addrspace(1) %p71
  %v102 = fneg half %a0
  %v103 = call half @llvm.fabs.f16(half %a1)
  %v104 = call half @llvm.fmuladd.f16(half %v102, half %v103, half %a2)
  %idx72 = add i32 %tid, 18432
  %p72 = getelementptr half, ptr addrspace(1) %out, i32 %idx72
  store half %v104, ptr addrspace(1) %p72
  %v105 = fmul contract half %a0, %a1
  %v106 = fadd contract half %v105, %a2
  %idx73 = add i32 %tid, 18688
  %p73 = getelementptr half, ptr addrspace(1) %out, i32 %idx73
  store half %v106, ptr addrspace(1) %p73
  %v107 = fmul half %a0, %a1
  %v108 = fadd half %v107, %a2
  %idx74 = add i32 %tid, 18944
  %p74 = getelementptr half, ptr addrspace(1) %out, i32 %idx74
  store half %v108, ptr addrspace(1) %p74
  %v109 = call half @llvm.maxnum.f16(half %a0, half 0.0)
  %v110 = call half @llvm.minnum.f16(half %v109, half 1.0)
  %idx75 = add i32 %tid, 19200
  %p75 = getelementptr half, ptr addrspace(1) %out, i32 %idx75
  store half %v110, ptr addrspace(1) %p75
  %v111 = call nnan half @llvm.maxnum.f16(half %a0, half %a1)
  %v112 = call nnan half @llvm.minnum.f16(half %v111, half %a2)
  %idx76 = add i32 %tid, 19456
  %p76 = getelementptr half, ptr addrspace(1) %out, i32 %idx76
  store half %v112, ptr addrspace(1) %p76
  ret void
}

define amdgpu_kernel void @float_f16_uni_f16(ptr addrspace(1) %out, ptr addrspace(1) %in, half %ua, half %ub, half %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = fadd half %ua, %ub
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr half, ptr addrspace(1) %out, i32 %idx1
  store half %v1, ptr addrspace(1) %p1
  %v2 = fsub half %ua, %ub
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr half, ptr addrspace(1) %out, i32 %idx2
  store half %v2, ptr addrspace(1) %p2
  %v3 = fmul half %ua, %ub
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr half, ptr addrspace(1) %out, i32 %idx3
  store half %v3, ptr addrspace(1) %p3
  %v4 = fdiv half %ua, %ub
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr half, ptr addrspace(1) %out, i32 %idx4
  store half %v4, ptr addrspace(1) %p4
  %v5 = frem half %ua, %ub
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr half, ptr addrspace(1) %out, i32 %idx5
  store half %v5, ptr addrspace(1) %p5
  %v6 = fadd fast half %ua, %ub
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr half, ptr addrspace(1) %out, i32 %idx6
  store half %v6, ptr addrspace(1) %p6
  %v7 = fmul nnan ninf half %ua, %ub
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr half, ptr addrspace(1) %out, i32 %idx7
  store half %v7, ptr addrspace(1) %p7
  %v8 = fdiv arcp half %ua, %ub
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr half, ptr addrspace(1) %out, i32 %idx8
  store half %v8, ptr addrspace(1) %p8
  %v9 = fdiv afn half %ua, %ub
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr half, ptr addrspace(1) %out, i32 %idx9
  store half %v9, ptr addrspace(1) %p9
  %v10 = fneg half %ua
  %idx10 = add i32 %zero, 10
  %p10 = getelementptr half, ptr addrspace(1) %out, i32 %idx10
  store half %v10, ptr addrspace(1) %p10
  %v11 = fdiv half 1.0, %ua
  %idx11 = add i32 %zero, 11
  %p11 = getelementptr half, ptr addrspace(1) %out, i32 %idx11
  store half %v11, ptr addrspace(1) %p11
  %v12 = fdiv arcp half 1.0, %ua
  %idx12 = add i32 %zero, 12
  %p12 = getelementptr half, ptr addrspace(1) %out, i32 %idx12
  store half %v12, ptr addrspace(1) %p12
  %v13 = fmul half %ua, 2.0
  %idx13 = add i32 %zero, 13
  %p13 = getelementptr half, ptr addrspace(1) %out, i32 %idx13
  store half %v13, ptr addrspace(1) %p13
  %v14 = fmul half %ua, 0xH4248
  %idx14 = add i32 %zero, 14
  %p14 = getelementptr half, ptr addrspace(1) %out, i32 %idx14
  store half %v14, ptr addrspace(1) %p14
  %v15 = fcmp oeq half %ua, %ub
  %v16 = select i1 %v15, half %ua, half %uc
  %idx15 = add i32 %zero, 15
  %p15 = getelementptr half, ptr addrspace(1) %out, i32 %idx15
  store half %v16, ptr addrspace(1) %p15
  %v17 = fcmp oeq half %ua, 0.0
  %v18 = zext i1 %v17 to i32
  %idx16 = add i32 %zero, 16
  %p16 = getelementptr i32, ptr addrspace(1) %out, i32 %idx16
  store i32 %v18, ptr addrspace(1) %p16
  %v19 = fcmp ogt half %ua, %ub
  %v20 = select i1 %v19, half %ua, half %uc
  %idx17 = add i32 %zero, 17
  %p17 = getelementptr half, ptr addrspace(1) %out, i32 %idx17
  store half %v20, ptr addrspace(1) %p17
  %v21 = fcmp ogt half %ua, 0.0
  %v22 = zext i1 %v21 to i32
  %idx18 = add i32 %zero, 18
  %p18 = getelementptr i32, ptr addrspace(1) %out, i32 %idx18
  store i32 %v22, ptr addrspace(1) %p18
  %v23 = fcmp oge half %ua, %ub
  %v24 = select i1 %v23, half %ua, half %uc
  %idx19 = add i32 %zero, 19
  %p19 = getelementptr half, ptr addrspace(1) %out, i32 %idx19
  store half %v24, ptr addrspace(1) %p19
  %v25 = fcmp oge half %ua, 0.0
  %v26 = zext i1 %v25 to i32
  %idx20 = add i32 %zero, 20
  %p20 = getelementptr i32, ptr addrspace(1) %out, i32 %idx20
  store i32 %v26, ptr addrspace(1) %p20
  %v27 = fcmp olt half %ua, %ub
  %v28 = select i1 %v27, half %ua, half %uc
  %idx21 = add i32 %zero, 21
  %p21 = getelementptr half, ptr addrspace(1) %out, i32 %idx21
  store half %v28, ptr addrspace(1) %p21
  %v29 = fcmp olt half %ua, 0.0
  %v30 = zext i1 %v29 to i32
  %idx22 = add i32 %zero, 22
  %p22 = getelementptr i32, ptr addrspace(1) %out, i32 %idx22
  store i32 %v30, ptr addrspace(1) %p22
  %v31 = fcmp ole half %ua, %ub
  %v32 = select i1 %v31, half %ua, half %uc
  %idx23 = add i32 %zero, 23
  %p23 = getelementptr half, ptr addrspace(1) %out, i32 %idx23
  store half %v32, ptr addrspace(1) %p23
  %v33 = fcmp ole half %ua, 0.0
  %v34 = zext i1 %v33 to i32
  %idx24 = add i32 %zero, 24
  %p24 = getelementptr i32, ptr addrspace(1) %out, i32 %idx24
  store i32 %v34, ptr addrspace(1) %p24
  %v35 = fcmp one half %ua, %ub
  %v36 = select i1 %v35, half %ua, half %uc
  %idx25 = add i32 %zero, 25
  %p25 = getelementptr half, ptr addrspace(1) %out, i32 %idx25
  store half %v36, ptr addrspace(1) %p25
  %v37 = fcmp one half %ua, 0.0
  %v38 = zext i1 %v37 to i32
  %idx26 = add i32 %zero, 26
  %p26 = getelementptr i32, ptr addrspace(1) %out, i32 %idx26
  store i32 %v38, ptr addrspace(1) %p26
  %v39 = fcmp ord half %ua, %ub
  %v40 = select i1 %v39, half %ua, half %uc
  %idx27 = add i32 %zero, 27
  %p27 = getelementptr half, ptr addrspace(1) %out, i32 %idx27
  store half %v40, ptr addrspace(1) %p27
  %v41 = fcmp ord half %ua, 0.0
  %v42 = zext i1 %v41 to i32
  %idx28 = add i32 %zero, 28
  %p28 = getelementptr i32, ptr addrspace(1) %out, i32 %idx28
  store i32 %v42, ptr addrspace(1) %p28
  %v43 = fcmp ueq half %ua, %ub
  %v44 = select i1 %v43, half %ua, half %uc
  %idx29 = add i32 %zero, 29
  %p29 = getelementptr half, ptr addrspace(1) %out, i32 %idx29
  store half %v44, ptr addrspace(1) %p29
  %v45 = fcmp ueq half %ua, 0.0
  %v46 = zext i1 %v45 to i32
  %idx30 = add i32 %zero, 30
  %p30 = getelementptr i32, ptr addrspace(1) %out, i32 %idx30
  store i32 %v46, ptr addrspace(1) %p30
  %v47 = fcmp ugt half %ua, %ub
  %v48 = select i1 %v47, half %ua, half %uc
  %idx31 = add i32 %zero, 31
  %p31 = getelementptr half, ptr addrspace(1) %out, i32 %idx31
  store half %v48, ptr addrspace(1) %p31
  %v49 = fcmp ugt half %ua, 0.0
  %v50 = zext i1 %v49 to i32
  %idx32 = add i32 %zero, 32
  %p32 = getelementptr i32, ptr addrspace(1) %out, i32 %idx32
  store i32 %v50, ptr addrspace(1) %p32
  %v51 = fcmp uge half %ua, %ub
  %v52 = select i1 %v51, half %ua, half %uc
  %idx33 = add i32 %zero, 33
  %p33 = getelementptr half, ptr addrspace(1) %out, i32 %idx33
  store half %v52, ptr addrspace(1) %p33
  %v53 = fcmp uge half %ua, 0.0
  %v54 = zext i1 %v53 to i32
  %idx34 = add i32 %zero, 34
  %p34 = getelementptr i32, ptr addrspace(1) %out, i32 %idx34
  store i32 %v54, ptr addrspace(1) %p34
  %v55 = fcmp ult half %ua, %ub
  %v56 = select i1 %v55, half %ua, half %uc
  %idx35 = add i32 %zero, 35
  %p35 = getelementptr half, ptr addrspace(1) %out, i32 %idx35
  store half %v56, ptr addrspace(1) %p35
  %v57 = fcmp ult half %ua, 0.0
  %v58 = zext i1 %v57 to i32
  %idx36 = add i32 %zero, 36
  %p36 = getelementptr i32, ptr addrspace(1) %out, i32 %idx36
  store i32 %v58, ptr addrspace(1) %p36
  %v59 = fcmp ule half %ua, %ub
  %v60 = select i1 %v59, half %ua, half %uc
  %idx37 = add i32 %zero, 37
  %p37 = getelementptr half, ptr addrspace(1) %out, i32 %idx37
  store half %v60, ptr addrspace(1) %p37
  %v61 = fcmp ule half %ua, 0.0
  %v62 = zext i1 %v61 to i32
  %idx38 = add i32 %zero, 38
  %p38 = getelementptr i32, ptr addrspace(1) %out, i32 %idx38
  store i32 %v62, ptr addrspace(1) %p38
  %v63 = fcmp une half %ua, %ub
  %v64 = select i1 %v63, half %ua, half %uc
  %idx39 = add i32 %zero, 39
  %p39 = getelementptr half, ptr addrspace(1) %out, i32 %idx39
  store half %v64, ptr addrspace(1) %p39
  %v65 = fcmp une half %ua, 0.0
  %v66 = zext i1 %v65 to i32
  %idx40 = add i32 %zero, 40
  %p40 = getelementptr i32, ptr addrspace(1) %out, i32 %idx40
  store i32 %v66, ptr addrspace(1) %p40
  %v67 = fcmp uno half %ua, %ub
  %v68 = select i1 %v67, half %ua, half %uc
  %idx41 = add i32 %zero, 41
  %p41 = getelementptr half, ptr addrspace(1) %out, i32 %idx41
  store half %v68, ptr addrspace(1) %p41
  %v69 = fcmp uno half %ua, 0.0
  %v70 = zext i1 %v69 to i32
  %idx42 = add i32 %zero, 42
  %p42 = getelementptr i32, ptr addrspace(1) %out, i32 %idx42
  store i32 %v70, ptr addrspace(1) %p42
  %v71 = call half @llvm.sqrt.f16(half %ua)
  %idx43 = add i32 %zero, 43
  %p43 = getelementptr half, ptr addrspace(1) %out, i32 %idx43
  store half %v71, ptr addrspace(1) %p43
  %v72 = call afn half @llvm.sqrt.f16(half %ua)
  %idx44 = add i32 %zero, 44
  %p44 = getelementptr half, ptr addrspace(1) %out, i32 %idx44
  store half %v72, ptr addrspace(1) %p44
  %v73 = call half @llvm.fabs.f16(half %ua)
  %idx45 = add i32 %zero, 45
  %p45 = getelementptr half, ptr addrspace(1) %out, i32 %idx45
  store half %v73, ptr addrspace(1) %p45
  %v74 = call half @llvm.floor.f16(half %ua)
  %idx46 = add i32 %zero, 46
  %p46 = getelementptr half, ptr addrspace(1) %out, i32 %idx46
  store half %v74, ptr addrspace(1) %p46
  %v75 = call half @llvm.ceil.f16(half %ua)
  %idx47 = add i32 %zero, 47
  %p47 = getelementptr half, ptr addrspace(1) %out, i32 %idx47
  store half %v75, ptr addrspace(1) %p47
  %v76 = call half @llvm.trunc.f16(half %ua)
  %idx48 = add i32 %zero, 48
  %p48 = getelementptr half, ptr addrspace(1) %out, i32 %idx48
  store half %v76, ptr addrspace(1) %p48
  %v77 = call half @llvm.rint.f16(half %ua)
  %idx49 = add i32 %zero, 49
  %p49 = getelementptr half, ptr addrspace(1) %out, i32 %idx49
  store half %v77, ptr addrspace(1) %p49
  %v78 = call half @llvm.round.f16(half %ua)
  %idx50 = add i32 %zero, 50
  %p50 = getelementptr half, ptr addrspace(1) %out, i32 %idx50
  store half %v78, ptr addrspace(1) %p50
  %v79 = call half @llvm.canonicalize.f16(half %ua)
  %idx51 = add i32 %zero, 51
  %p51 = getelementptr half, ptr addrspace(1) %out, i32 %idx51
  store half %v79, ptr addrspace(1) %p51
  %v80 = call half @llvm.exp2.f16(half %ua)
  %idx52 = add i32 %zero, 52
  %p52 = getelementptr half, ptr addrspace(1) %out, i32 %idx52
  store half %v80, ptr addrspace(1) %p52
  %v81 = call afn half @llvm.exp2.f16(half %ua)
  %idx53 = add i32 %zero, 53
  %p53 = getelementptr half, ptr addrspace(1) %out, i32 %idx53
  store half %v81, ptr addrspace(1) %p53
  %v82 = call half @llvm.log2.f16(half %ua)
  %idx54 = add i32 %zero, 54
  %p54 = getelementptr half, ptr addrspace(1) %out, i32 %idx54
  store half %v82, ptr addrspace(1) %p54
  %v83 = call afn half @llvm.log2.f16(half %ua)
  %idx55 = add i32 %zero, 55
  %p55 = getelementptr half, ptr addrspace(1) %out, i32 %idx55
  store half %v83, ptr addrspace(1) %p55
  %v84 = call half @llvm.sin.f16(half %ua)
  %idx56 = add i32 %zero, 56
  %p56 = getelementptr half, ptr addrspace(1) %out, i32 %idx56
  store half %v84, ptr addrspace(1) %p56
  %v85 = call afn half @llvm.sin.f16(half %ua)
  %idx57 = add i32 %zero, 57
  %p57 = getelementptr half, ptr addrspace(1) %out, i32 %idx57
  store half %v85, ptr addrspace(1) %p57
  %v86 = call half @llvm.cos.f16(half %ua)
  %idx58 = add i32 %zero, 58
  %p58 = getelementptr half, ptr addrspace(1) %out, i32 %idx58
  store half %v86, ptr addrspace(1) %p58
  %v87 = call afn half @llvm.cos.f16(half %ua)
  %idx59 = add i32 %zero, 59
  %p59 = getelementptr half, ptr addrspace(1) %out, i32 %idx59
  store half %v87, ptr addrspace(1) %p59
  %v88 = call half @llvm.exp.f16(half %ua)
  %idx60 = add i32 %zero, 60
  %p60 = getelementptr half, ptr addrspace(1) %out, i32 %idx60
  store half %v88, ptr addrspace(1) %p60
  %v89 = call half @llvm.log.f16(half %ua)
  %idx61 = add i32 %zero, 61
  %p61 = getelementptr half, ptr addrspace(1) %out, i32 %idx61
  store half %v89, ptr addrspace(1) %p61
  %v90 = call half @llvm.log10.f16(half %ua)
  %idx62 = add i32 %zero, 62
  %p62 = getelementptr half, ptr addrspace(1) %out, i32 %idx62
  store half %v90, ptr addrspace(1) %p62
  %v91 = call half @llvm.minnum.f16(half %ua, half %ub)
  %idx63 = add i32 %zero, 63
  %p63 = getelementptr half, ptr addrspace(1) %out, i32 %idx63
  store half %v91, ptr addrspace(1) %p63
  %v92 = call nnan half @llvm.minnum.f16(half %ua, half %ub)
  %idx64 = add i32 %zero, 64
  %p64 = getelementptr half, ptr addrspace(1) %out, i32 %idx64
  store half %v92, ptr addrspace(1) %p64
  %v93 = call half @llvm.maxnum.f16(half %ua, half %ub)
  %idx65 = add i32 %zero, 65
  %p65 = getelementptr half, ptr addrspace(1) %out, i32 %idx65
  store half %v93, ptr addrspace(1) %p65
  %v94 = call nnan half @llvm.maxnum.f16(half %ua, half %ub)
  %idx66 = add i32 %zero, 66
  %p66 = getelementptr half, ptr addrspace(1) %out, i32 %idx66
  store half %v94, ptr addrspace(1) %p66
  %v95 = call half @llvm.copysign.f16(half %ua, half %ub)
  %idx67 = add i32 %zero, 67
  %p67 = getelementptr half, ptr addrspace(1) %out, i32 %idx67
  store half %v95, ptr addrspace(1) %p67
  %v96 = call nnan half @llvm.copysign.f16(half %ua, half %ub)
  %idx68 = add i32 %zero, 68
  %p68 = getelementptr half, ptr addrspace(1) %out, i32 %idx68
  store half %v96, ptr addrspace(1) %p68
  %v97 = call half @llvm.fma.f16(half %ua, half %ub, half %uc)
  %idx69 = add i32 %zero, 69
  %p69 = getelementptr half, ptr addrspace(1) %out, i32 %idx69
  store half %v97, ptr addrspace(1) %p69
  %v98 = fneg half %ua
  %v99 = call half @llvm.fabs.f16(half %ub)
  %v100 = call half @llvm.fma.f16(half %v98, half %v99, half %uc)
  %idx70 = add i32 %zero, 70
  %p70 = getelementptr half, ptr addrspace(1) %out, i32 %idx70
  store half %v100, ptr addrspace(1) %p70
  %v101 = call half @llvm.fmuladd.f16(half %ua, half %ub, half %uc)
  %idx71 = add i32 %zero, 71
  %p71 = getelementptr half, ptr addrspace(1) %out, i32 %idx71
  store half %v101, ptr addrspace(1) %p71
  %v102 = fneg half %ua
  %v103 = call half @llvm.fabs.f16(half %ub)
  %v104 = call half @llvm.fmuladd.f16(half %v102, half %v103, half %uc)
  %idx72 = add i32 %zero, 72
  %p72 = getelementptr half, ptr addrspace(1) %out, i32 %idx72
  store half %v104, ptr addrspace(1) %p72
  %v105 = fmul contract half %ua, %ub
  %v106 = fadd contract half %v105, %uc
  %idx73 = add i32 %zero, 73
  %p73 = getelementptr half, ptr addrspace(1) %out, i32 %idx73
  store half %v106, ptr addrspace(1) %p73
  %v107 = fmul half %ua, %ub
  %v108 = fadd half %v107, %uc
  %idx74 = add i32 %zero, 74
  %p74 = getelementptr half, ptr addrspace(1) %out, i32 %idx74
  store half %v108, ptr addrspace(1) %p74
  %v109 = call half @llvm.maxnum.f16(half %ua, half 0.0)
  %v110 = call half @llvm.minnum.f16(half %v109, half 1.0)
  %idx75 = add i32 %zero, 75
  %p75 = getelementptr half, ptr addrspace(1) %out, i32 %idx75
  store half %v110, ptr addrspace(1) %p75
  %v111 = call nnan half @llvm.maxnum.f16(half %ua, half %ub)
  %v112 = call nnan half @llvm.minnum.f16(half %v111, half %uc)
  %idx76 = add i32 %zero, 76
  %p76 = getelementptr half, ptr addrspace(1) %out, i32 %idx76
  store half %v112, ptr addrspace(1) %p76
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
declare half @llvm.sqrt.f16(half)
declare half @llvm.fabs.f16(half)
declare half @llvm.floor.f16(half)
declare half @llvm.ceil.f16(half)
declare half @llvm.trunc.f16(half)
declare half @llvm.rint.f16(half)
declare half @llvm.round.f16(half)
declare half @llvm.canonicalize.f16(half)
declare half @llvm.exp2.f16(half)
declare half @llvm.log2.f16(half)
declare half @llvm.sin.f16(half)
declare half @llvm.cos.f16(half)
declare half @llvm.exp.f16(half)
declare half @llvm.log.f16(half)
declare half @llvm.log10.f16(half)
declare half @llvm.minnum.f16(half, half)
declare half @llvm.maxnum.f16(half, half)
declare half @llvm.copysign.f16(half, half)
declare half @llvm.fma.f16(half, half, half)
declare half @llvm.fmuladd.f16(half, half, half)
