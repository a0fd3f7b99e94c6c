; Mnemonic sweep kernel: compiled by traces/sweep/gen for every llc version
; and target for the instruction mnemonics it makes llc emit. The kernels
; with a ';!' launch header also run against lli (traces/sweep/run). See
; traces/README.md, "Mnemonic sweep".

;! {
;!   "grid": [1, 1, 1],
;!   "workgroup": [1, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u64", "count": 16706},
;!     "in": {"type": "f64", "count": 192, "data": [0.00048828125, 7.62939453125e-06, 16384.0, 8.0, 4096.0, 3.814697265625e-06, 128.0, 1.52587890625e-05, 3.0517578125e-05, 7.62939453125e-06, 0.015625, 65536.0, 7.62939453125e-06, 3.814697265625e-06, 0.25, 0.00048828125, 65536.0, 32768.0, 6.103515625e-05, 8.0, 32768.0, 65536.0, 524288.0, 2048.0, 1.0, 131072.0, 8.0, 0.03125, 0.03125, 65536.0, 8192.0, 2.0, 0.25, 0.0001220703125, 0.0009765625, 0.00048828125, 64.0, 1.52587890625e-05, 2.0, 262144.0, 131072.0, 1.52587890625e-05, 0.125, 1.52587890625e-05, 0.5, 0.25, 4.0, 512.0, 0.0009765625, 2048.0, 0.0078125, 0.000244140625, 32.0, 2048.0, 0.0009765625, 32.0, 0.000244140625, 32768.0, 64.0, 16.0, 0.00048828125, 0.001953125, 0.015625, 9.5367431640625e-07, 131072.0, -0.0625, 9.5367431640625e-07, -64.0, 524288.0, 0.000244140625, -512.0, 32.0, 32.0, -1024.0, 7.62939453125e-06, -1.52587890625e-05, -256.0, -0.0001220703125, 262144.0, -6.103515625e-05, -65536.0, -16384.0, -8.0, -1.52587890625e-05, -524288.0, 0.00048828125, 4.0, 1024.0, -0.0001220703125, 512.0, 1024.0, 3.0517578125e-05, -6.103515625e-05, 0.0625, 0.0009765625, -0.0078125, 0.00048828125, -8192.0, 3.0517578125e-05, 8192.0, 0.0009765625, 0.015625, 1048576.0, -524288.0, -0.03125, 0.015625, -8192.0, 4.0, -1.9073486328125e-06, 1024.0, 0.00390625, 256.0, 8.0, -0.015625, -0.015625, 0.00390625, 0.0078125, 524288.0, -1024.0, 3.0517578125e-05, -16.0, -1024.0, -128.0, 3.0517578125e-05, 512.0, 3.0517578125e-05, -0.0009765625, -1.9073486328125e-06, -697.699, 809.704, 613.004, -707.651, 653.021, 960.612, 314.537, -299.185, 97.32, -738.032, -971.514, 941.78, 299.349, 53.162, 867.25, -132.381, 743.486, 652.311, -577.915, -496.33, -414.067, -518.921, 172.874, -481.27, -161.975, -737.853, 820.034, -292.432, -83.678, 166.698, 808.594, -158.743, 835.442, 3.298, 63.65, 47.013, -962.59, -119.75, -633.784, -992.135, 598.341, -655.307, -53.014, 450.387, 112.951, -348.036, 36.697, 110.884, 568.545, -787.781, 120.592, -503.011, -446.166, 544.522, 15.428, 123.459, 519.986, 824.976, -113.503, 225.056, 11.106, 24.323, 385.462, -95.308]}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"f64": 0.25}, {"f64": -8.0}, {"f64": 3.14159}],
;!   "outputs": ["out"]
;! }
define amdgpu_kernel void @float_f64_div_f64(ptr addrspace(1) %out, ptr addrspace(1) %in, double %ua, double %ub, double %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %ia0 = add i32 %tid, 0
  %pa0 = getelementptr double, ptr addrspace(1) %in, i32 %ia0
  %a0 = load double, ptr addrspace(1) %pa0
  %ia1 = add i32 %tid, 64
  %pa1 = getelementptr double, ptr addrspace(1) %in, i32 %ia1
  %a1 = load double, ptr addrspace(1) %pa1
  %ia2 = add i32 %tid, 128
  %pa2 = getelementptr double, ptr addrspace(1) %in, i32 %ia2
  %a2 = load double, ptr addrspace(1) %pa2
  %v1 = fadd double %a0, %a1
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr double, ptr addrspace(1) %out, i32 %idx1
  store double %v1, ptr addrspace(1) %p1
  %v2 = fsub double %a0, %a1
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr double, ptr addrspace(1) %out, i32 %idx2
  store double %v2, ptr addrspace(1) %p2
  %v3 = fmul double %a0, %a1
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr double, ptr addrspace(1) %out, i32 %idx3
  store double %v3, ptr addrspace(1) %p3
  %v4 = fdiv double %a0, %a1
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr double, ptr addrspace(1) %out, i32 %idx4
  store double %v4, ptr addrspace(1) %p4
  %v5 = frem double %a0, %a1
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr double, ptr addrspace(1) %out, i32 %idx5
  store double %v5, ptr addrspace(1) %p5
  %v6 = fadd fast double %a0, %a1
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr double, ptr addrspace(1) %out, i32 %idx6
  store double %v6, ptr addrspace(1) %p6
  %v7 = fmul nnan ninf double %a0, %a1
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr double, ptr addrspace(1) %out, i32 %idx7
  store double %v7, ptr addrspace(1) %p7
  %v8 = fdiv arcp double %a0, %a1
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr double, ptr addrspace(1) %out, i32 %idx8
  store double %v8, ptr addrspace(1) %p8
  %v9 = fdiv afn double %a0, %a1
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr double, ptr addrspace(1) %out, i32 %idx9
  store double %v9, ptr addrspace(1) %p9
  %v10 = fneg double %a0
  %idx10 = add i32 %tid, 2560
  %p10 = getelementptr double, ptr addrspace(1) %out, i32 %idx10
  store double %v10, ptr addrspace(1) %p10
  %v11 = fdiv double 1.0, %a0
  %idx11 = add i32 %tid, 2816
  %p11 = getelementptr double, ptr addrspace(1) %out, i32 %idx11
  store double %v11, ptr addrspace(1) %p11
  %v12 = fdiv arcp double 1.0, %a0
  %idx12 = add i32 %tid, 3072
  %p12 = getelementptr double, ptr addrspace(1) %out, i32 %idx12
  store double %v12, ptr addrspace(1) %p12
  %v13 = fmul double %a0, 2.0
  %idx13 = add i32 %tid, 3328
  %p13 = getelementptr double, ptr addrspace(1) %out, i32 %idx13
  store double %v13, ptr addrspace(1) %p13
  %v14 = fmul double %a0, 0xC00921FB60000000
  %idx14 = add i32 %tid, 3584
  %p14 = getelementptr double, ptr addrspace(1) %out, i32 %idx14
  store double %v14, ptr addrspace(1) %p14
  %v15 = fcmp oeq double %a0, %a1
  %v16 = select i1 %v15, double %a0, double %a2
  %idx15 = add i32 %tid, 3840
  %p15 = getelementptr double, ptr addrspace(1) %out, i32 %idx15
  store double %v16, ptr addrspace(1) %p15
  %v17 = fcmp oeq double %a0, 0.0
  %v18 = zext i1 %v17 to i32
  %idx16 = add i32 %tid, 4096
  %p16 = getelementptr i32, ptr addrspace(1) %out, i32 %idx16
  store i32 %v18, ptr addrspace(1) %p16
  %v19 = fcmp ogt double %a0, %a1
  %v20 = select i1 %v19, double %a0, double %a2
  %idx17 = add i32 %tid, 4352
  %p17 = getelementptr double, ptr addrspace(1) %out, i32 %idx17
  store double %v20, ptr addrspace(1) %p17
  %v21 = fcmp ogt double %a0, 0.0
  %v22 = zext i1 %v21 to i32
  %idx18 = add i32 %tid, 4608
  %p18 = getelementptr i32, ptr addrspace(1) %out, i32 %idx18
  store i32 %v22, ptr addrspace(1) %p18
  %v23 = fcmp oge double %a0, %a1
  %v24 = select i1 %v23, double %a0, double %a2
  %idx19 = add i32 %tid, 4864
  %p19 = getelementptr double, ptr addrspace(1) %out, i32 %idx19
  store double %v24, ptr addrspace(1) %p19
  %v25 = fcmp oge double %a0, 0.0
  %v26 = zext i1 %v25 to i32
  %idx20 = add i32 %tid, 5120
  %p20 = getelementptr i32, ptr addrspace(1) %out, i32 %idx20
  store i32 %v26, ptr addrspace(1) %p20
  %v27 = fcmp olt double %a0, %a1
  %v28 = select i1 %v27, double %a0, double %a2
  %idx21 = add i32 %tid, 5376
  %p21 = getelementptr double, ptr addrspace(1) %out, i32 %idx21
  store double %v28, ptr addrspace(1) %p21
  %v29 = fcmp olt double %a0, 0.0
  %v30 = zext i1 %v29 to i32
  %idx22 = add i32 %tid, 5632
  %p22 = getelementptr i32, ptr addrspace(1) %out, i32 %idx22
  store i32 %v30, ptr addrspace(1) %p22
  %v31 = fcmp ole double %a0, %a1
  %v32 = select i1 %v31, double %a0, double %a2
  %idx23 = add i32 %tid, 5888
  %p23 = getelementptr double, ptr addrspace(1) %out, i32 %idx23
  store double %v32, ptr addrspace(1) %p23
  %v33 = fcmp ole double %a0, 0.0
  %v34 = zext i1 %v33 to i32
  %idx24 = add i32 %tid, 6144
  %p24 = getelementptr i32, ptr addrspace(1) %out, i32 %idx24
  store i32 %v34, ptr addrspace(1) %p24
  %v35 = fcmp one double %a0, %a1
  %v36 = select i1 %v35, double %a0, double %a2
  %idx25 = add i32 %tid, 6400
  %p25 = getelementptr double, ptr addrspace(1) %out, i32 %idx25
  store double %v36, ptr addrspace(1) %p25
  %v37 = fcmp one double %a0, 0.0
  %v38 = zext i1 %v37 to i32
  %idx26 = add i32 %tid, 6656
  %p26 = getelementptr i32, ptr addrspace(1) %out, i32 %idx26
  store i32 %v38, ptr addrspace(1) %p26
  %v39 = fcmp ord double %a0, %a1
  %v40 = select i1 %v39, double %a0, double %a2
  %idx27 = add i32 %tid, 6912
  %p27 = getelementptr double, ptr addrspace(1) %out, i32 %idx27
  store double %v40, ptr addrspace(1) %p27
  %v41 = fcmp ord double %a0, 0.0
  %v42 = zext i1 %v41 to i32
  %idx28 = add i32 %tid, 7168
  %p28 = getelementptr i32, ptr addrspace(1) %out, i32 %idx28
  store i32 %v42, ptr addrspace(1) %p28
  %v43 = fcmp ueq double %a0, %a1
  %v44 = select i1 %v43, double %a0, double %a2
  %idx29 = add i32 %tid, 7424
  %p29 = getelementptr double, ptr addrspace(1) %out, i32 %idx29
  store double %v44, ptr addrspace(1) %p29
  %v45 = fcmp ueq double %a0, 0.0
  %v46 = zext i1 %v45 to i32
  %idx30 = add i32 %tid, 7680
  %p30 = getelementptr i32, ptr addrspace(1) %out, i32 %idx30
  store i32 %v46, ptr addrspace(1) %p30
  %v47 = fcmp ugt double %a0, %a1
  %v48 = select i1 %v47, double %a0, double %a2
  %idx31 = add i32 %tid, 7936
  %p31 = getelementptr double, ptr addrspace(1) %out, i32 %idx31
  store double %v48, ptr addrspace(1) %p31
  %v49 = fcmp ugt double %a0, 0.0
  %v50 = zext i1 %v49 to i32
  %idx32 = add i32 %tid, 8192
  %p32 = getelementptr i32, ptr addrspace(1) %out, i32 %idx32
  store i32 %v50, ptr addrspace(1) %p32
  %v51 = fcmp uge double %a0, %a1
  %v52 = select i1 %v51, double %a0, double %a2
  %idx33 = add i32 %tid, 8448
  %p33 = getelementptr double, ptr addrspace(1) %out, i32 %idx33
  store double %v52, ptr addrspace(1) %p33
  %v53 = fcmp uge double %a0, 0.0
  %v54 = zext i1 %v53 to i32
  %idx34 = add i32 %tid, 8704
  %p34 = getelementptr i32, ptr addrspace(1) %out, i32 %idx34
  store i32 %v54, ptr addrspace(1) %p34
  %v55 = fcmp ult double %a0, %a1
  %v56 = select i1 %v55, double %a0, double %a2
  %idx35 = add i32 %tid, 8960
  %p35 = getelementptr double, ptr addrspace(1) %out, i32 %idx35
  store double %v56, ptr addrspace(1) %p35
  %v57 = fcmp ult double %a0, 0.0
  %v58 = zext i1 %v57 to i32
  %idx36 = add i32 %tid, 9216
  %p36 = getelementptr i32, ptr addrspace(1) %out, i32 %idx36
  store i32 %v58, ptr addrspace(1) %p36
  %v59 = fcmp ule double %a0, %a1
  %v60 = select i1 %v59, double %a0, double %a2
  %idx37 = add i32 %tid, 9472
  %p37 = getelementptr double, ptr addrspace(1) %out, i32 %idx37
  store double %v60, ptr addrspace(1) %p37
  %v61 = fcmp ule double %a0, 0.0
  %v62 = zext i1 %v61 to i32
  %idx38 = add i32 %tid, 9728
  %p38 = getelementptr i32, ptr addrspace(1) %out, i32 %idx38
  store i32 %v62, ptr addrspace(1) %p38
  %v63 = fcmp une double %a0, %a1
  %v64 = select i1 %v63, double %a0, double %a2
  %idx39 = add i32 %tid, 9984
  %p39 = getelementptr double, ptr addrspace(1) %out, i32 %idx39
  store double %v64, ptr addrspace(1) %p39
  %v65 = fcmp une double %a0, 0.0
  %v66 = zext i1 %v65 to i32
  %idx40 = add i32 %tid, 10240
  %p40 = getelementptr i32, ptr addrspace(1) %out, i32 %idx40
  store i32 %v66, ptr addrspace(1) %p40
  %v67 = fcmp uno double %a0, %a1
  %v68 = select i1 %v67, double %a0, double %a2
  %idx41 = add i32 %tid, 10496
  %p41 = getelementptr double, ptr addrspace(1) %out, i32 %idx41
  store double %v68, ptr addrspace(1) %p41
  %v69 = fcmp uno double %a0, 0.0
  %v70 = zext i1 %v69 to i32
  %idx42 = add i32 %tid, 10752
  %p42 = getelementptr i32, ptr addrspace(1) %out, i32 %idx42
  store i32 %v70, ptr addrspace(1) %p42
  %v71 = call double @llvm.sqrt.f64(double %a0)
  %idx43 = add i32 %tid, 11008
  %p43 = getelementptr double, ptr addrspace(1) %out, i32 %idx43
  store double %v71, ptr addrspace(1) %p43
  %v72 = call afn double @llvm.sqrt.f64(double %a0)
  %idx44 = add i32 %tid, 11264
  %p44 = getelementptr double, ptr addrspace(1) %out, i32 %idx44
  store double %v72, ptr addrspace(1) %p44
  %v73 = call double @llvm.fabs.f64(double %a0)
  %idx45 = add i32 %tid, 11520
  %p45 = getelementptr double, ptr addrspace(1) %out, i32 %idx45
  store double %v73, ptr addrspace(1) %p45
  %v74 = call double @llvm.floor.f64(double %a0)
  %idx46 = add i32 %tid, 11776
  %p46 = getelementptr double, ptr addrspace(1) %out, i32 %idx46
  store double %v74, ptr addrspace(1) %p46
  %v75 = call double @llvm.ceil.f64(double %a0)
  %idx47 = add i32 %tid, 12032
  %p47 = getelementptr double, ptr addrspace(1) %out, i32 %idx47
  store double %v75, ptr addrspace(1) %p47
  %v76 = call double @llvm.trunc.f64(double %a0)
  %idx48 = add i32 %tid, 12288
  %p48 = getelementptr double, ptr addrspace(1) %out, i32 %idx48
  store double %v76, ptr addrspace(1) %p48
  %v77 = call double @llvm.rint.f64(double %a0)
  %idx49 = add i32 %tid, 12544
  %p49 = getelementptr double, ptr addrspace(1) %out, i32 %idx49
  store double %v77, ptr addrspace(1) %p49
  %v78 = call double @llvm.round.f64(double %a0)
  %idx50 = add i32 %tid, 12800
  %p50 = getelementptr double, ptr addrspace(1) %out, i32 %idx50
  store double %v78, ptr addrspace(1) %p50
  %v79 = call double @llvm.canonicalize.f64(double %a0)
  %idx51 = add i32 %tid, 13056
  %p51 = getelementptr double, ptr addrspace(1) %out, i32 %idx51
  store double %v79, ptr addrspace(1) %p51
  %v80 = call double @llvm.minnum.f64(double %a0, double %a1)
  %idx52 = add i32 %tid, 13312
  %p52 = getelementptr double, ptr addrspace(1) %out, i32 %idx52
  store double %v80, ptr addrspace(1) %p52
  %v81 = call nnan double @llvm.minnum.f64(double %a0, double %a1)
  %idx53 = add i32 %tid, 13568
  %p53 = getelementptr double, ptr addrspace(1) %out, i32 %idx53
  store double %v81, ptr addrspace(1) %p53
  %v82 = call double @llvm.maxnum.f64(double %a0, double %a1)
  %idx54 = add i32 %tid, 13824
  %p54 = getelementptr double, ptr addrspace(1) %out, i32 %idx54
  store double %v82, ptr addrspace(1) %p54
  %v83 = call nnan double @llvm.maxnum.f64(double %a0, double %a1)
  %idx55 = add i32 %tid, 14080
  %p55 = getelementptr double, ptr addrspace(1) %out, i32 %idx55
  store double %v83, ptr addrspace(1) %p55
  %v84 = call double @llvm.copysign.f64(double %a0, double %a1)
  %idx56 = add i32 %tid, 14336
  %p56 = getelementptr double, ptr addrspace(1) %out, i32 %idx56
  store double %v84, ptr addrspace(1) %p56
  %v85 = call nnan double @llvm.copysign.f64(double %a0, double %a1)
  %idx57 = add i32 %tid, 14592
  %p57 = getelementptr double, ptr addrspace(1) %out, i32 %idx57
  store double %v85, ptr addrspace(1) %p57
  %v86 = call double @llvm.fma.f64(double %a0, double %a1, double %a2)
  %idx58 = add i32 %tid, 14848
  %p58 = getelementptr double, ptr addrspace(1) %out, i32 %idx58
  store double %v86, ptr addrspace(1) %p58
  %v87 = fneg double %a0
  %v88 = call double @llvm.fabs.f64(double %a1)
  %v89 = call double @llvm.fma.f64(double %v87, double %v88, double %a2)
  %idx59 = add i32 %tid, 15104
  %p59 = getelementptr double, ptr addrspace(1) %out, i32 %idx59
  store double %v89, ptr addrspace(1) %p59
  %v90 = call double @llvm.fmuladd.f64(double %a0, double %a1, double %a2)
  %idx60 = add i32 %tid, 15360
  %p60 = getelementptr double, ptr addrspace(1) %out, i32 %idx60
  store double %v90, ptr addrspace(1) %p60
  %v91 = fneg double %a0
  %v92 = call double @llvm.fabs.f64(double %a1)
  %v93 = call double @llvm.fmuladd.f64(double %v91, double %v92, double %a2)
  %idx61 = add i32 %tid, 15616
  %p61 = getelementptr double, ptr addrspace(1) %out, i32 %idx61
  store double %v93, ptr addrspace(1) %p61
  %v94 = fmul contract double %a0, %a1
  %v95 = fadd contract double %v94, %a2
  %idx62 = add i32 %tid, 15872
  %p62 = getelementptr double, ptr addrspace(1) %out, i32 %idx62
  store double %v95, ptr addrspace(1) %p62
  %v96 = fmul double %a0, %a1
  %v97 = fadd double %v96, %a2
  %idx63 = add i32 %tid, 16128
  %p63 = getelementptr double, ptr addrspace(1) %out, i32 %idx63
  store double %v97, ptr addrspace(1) %p63
  %v98 = call double @llvm.maxnum.f64(double %a0, double 0.0)
  %v99 = call double @llvm.minnum.f64(double %v98, double 1.0)
  %idx64 = add i32 %tid, 16384
  %p64 = getelementptr double, ptr addrspace(1) %out, i32 %idx64
  store double %v99, ptr addrspace(1) %p64
  %v100 = call nnan double @llvm.maxnum.f64(double %a0, double %a1)
  %v101 = call nnan double @llvm.minnum.f64(double %v100, double %a2)
  %idx65 = add i32 %tid, 16640
  %p65 = getelementptr double, ptr addrspace(1) %out, i32 %idx65
  store double %v101, ptr addrspace(1) %p65
  ret void
}

;! {
;!   "grid": [64, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u64", "count": 68, "fill": "0xdeadbeef"},
;!     "in": {"type": "f64", "count": 1}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"f64": 0.25}, {"f64": -8.0}, {"f64": 3.14159}],
;!   "outputs": ["out"]
;! }
define amdgpu_kernel void @float_f64_uni_f64(ptr addrspace(1) %out, ptr addrspace(1) %in, double %ua, double %ub, double %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = fadd double %ua, %ub
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr double, ptr addrspace(1) %out, i32 %idx1
  store double %v1, ptr addrspace(1) %p1
  %v2 = fsub double %ua, %ub
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr double, ptr addrspace(1) %out, i32 %idx2
  store double %v2, ptr addrspace(1) %p2
  %v3 = fmul double %ua, %ub
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr double, ptr addrspace(1) %out, i32 %idx3
  store double %v3, ptr addrspace(1) %p3
  %v4 = fdiv double %ua, %ub
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr double, ptr addrspace(1) %out, i32 %idx4
  store double %v4, ptr addrspace(1) %p4
  %v5 = frem double %ua, %ub
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr double, ptr addrspace(1) %out, i32 %idx5
  store double %v5, ptr addrspace(1) %p5
  %v6 = fadd fast double %ua, %ub
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr double, ptr addrspace(1) %out, i32 %idx6
  store double %v6, ptr addrspace(1) %p6
  %v7 = fmul nnan ninf double %ua, %ub
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr double, ptr addrspace(1) %out, i32 %idx7
  store double %v7, ptr addrspace(1) %p7
  %v8 = fdiv arcp double %ua, %ub
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr double, ptr addrspace(1) %out, i32 %idx8
  store double %v8, ptr addrspace(1) %p8
  %v9 = fdiv afn double %ua, %ub
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr double, ptr addrspace(1) %out, i32 %idx9
  store double %v9, ptr addrspace(1) %p9
  %v10 = fneg double %ua
  %idx10 = add i32 %zero, 10
  %p10 = getelementptr double, ptr addrspace(1) %out, i32 %idx10
  store double %v10, ptr addrspace(1) %p10
  %v11 = fdiv double 1.0, %ua
  %idx11 = add i32 %zero, 11
  %p11 = getelementptr double, ptr addrspace(1) %out, i32 %idx11
  store double %v11, ptr addrspace(1) %p11
  %v12 = fdiv arcp double 1.0, %ua
  %idx12 = add i32 %zero, 12
  %p12 = getelementptr double, ptr addrspace(1) %out, i32 %idx12
  store double %v12, ptr addrspace(1) %p12
  %v13 = fmul double %ua, 2.0
  %idx13 = add i32 %zero, 13
  %p13 = getelementptr double, ptr addrspace(1) %out, i32 %idx13
  store double %v13, ptr addrspace(1) %p13
  %v14 = fmul double %ua, 0xC00921FB60000000
  %idx14 = add i32 %zero, 14
  %p14 = getelementptr double, ptr addrspace(1) %out, i32 %idx14
  store double %v14, ptr addrspace(1) %p14
  %v15 = fcmp oeq double %ua, %ub
  %v16 = select i1 %v15, double %ua, double %uc
  %idx15 = add i32 %zero, 15
  %p15 = getelementptr double, ptr addrspace(1) %out, i32 %idx15
  store double %v16, ptr addrspace(1) %p15
  %v17 = fcmp oeq double %ua, 0.0
  %v18 = zext i1 %v17 to i32
  %idx16 = add i32 %zero, 16
  %p16 = getelementptr i32, ptr addrspace(1) %out, i32 %idx16
  store i32 %v18, ptr addrspace(1) %p16
  %v19 = fcmp ogt double %ua, %ub
  %v20 = select i1 %v19, double %ua, double %uc
  %idx17 = add i32 %zero, 17
  %p17 = getelementptr double, ptr addrspace(1) %out, i32 %idx17
  store double %v20, ptr addrspace(1) %p17
  %v21 = fcmp ogt double %ua, 0.0
  %v22 = zext i1 %v21 to i32
  %idx18 = add i32 %zero, 18
  %p18 = getelementptr i32, ptr addrspace(1) %out, i32 %idx18
  store i32 %v22, ptr addrspace(1) %p18
  %v23 = fcmp oge double %ua, %ub
  %v24 = select i1 %v23, double %ua, double %uc
  %idx19 = add i32 %zero, 19
  %p19 = getelementptr double, ptr addrspace(1) %out, i32 %idx19
  store double %v24, ptr addrspace(1) %p19
  %v25 = fcmp oge double %ua, 0.0
  %v26 = zext i1 %v25 to i32
  %idx20 = add i32 %zero, 20
  %p20 = getelementptr i32, ptr addrspace(1) %out, i32 %idx20
  store i32 %v26, ptr addrspace(1) %p20
  %v27 = fcmp olt double %ua, %ub
  %v28 = select i1 %v27, double %ua, double %uc
  %idx21 = add i32 %zero, 21
  %p21 = getelementptr double, ptr addrspace(1) %out, i32 %idx21
  store double %v28, ptr addrspace(1) %p21
  %v29 = fcmp olt double %ua, 0.0
  %v30 = zext i1 %v29 to i32
  %idx22 = add i32 %zero, 22
  %p22 = getelementptr i32, ptr addrspace(1) %out, i32 %idx22
  store i32 %v30, ptr addrspace(1) %p22
  %v31 = fcmp ole double %ua, %ub
  %v32 = select i1 %v31, double %ua, double %uc
  %idx23 = add i32 %zero, 23
  %p23 = getelementptr double, ptr addrspace(1) %out, i32 %idx23
  store double %v32, ptr addrspace(1) %p23
  %v33 = fcmp ole double %ua, 0.0
  %v34 = zext i1 %v33 to i32
  %idx24 = add i32 %zero, 24
  %p24 = getelementptr i32, ptr addrspace(1) %out, i32 %idx24
  store i32 %v34, ptr addrspace(1) %p24
  %v35 = fcmp one double %ua, %ub
  %v36 = select i1 %v35, double %ua, double %uc
  %idx25 = add i32 %zero, 25
  %p25 = getelementptr double, ptr addrspace(1) %out, i32 %idx25
  store double %v36, ptr addrspace(1) %p25
  %v37 = fcmp one double %ua, 0.0
  %v38 = zext i1 %v37 to i32
  %idx26 = add i32 %zero, 26
  %p26 = getelementptr i32, ptr addrspace(1) %out, i32 %idx26
  store i32 %v38, ptr addrspace(1) %p26
  %v39 = fcmp ord double %ua, %ub
  %v40 = select i1 %v39, double %ua, double %uc
  %idx27 = add i32 %zero, 27
  %p27 = getelementptr double, ptr addrspace(1) %out, i32 %idx27
  store double %v40, ptr addrspace(1) %p27
  %v41 = fcmp ord double %ua, 0.0
  %v42 = zext i1 %v41 to i32
  %idx28 = add i32 %zero, 28
  %p28 = getelementptr i32, ptr addrspace(1) %out, i32 %idx28
  store i32 %v42, ptr addrspace(1) %p28
  %v43 = fcmp ueq double %ua, %ub
  %v44 = select i1 %v43, double %ua, double %uc
  %idx29 = add i32 %zero, 29
  %p29 = getelementptr double, ptr addrspace(1) %out, i32 %idx29
  store double %v44, ptr addrspace(1) %p29
  %v45 = fcmp ueq double %ua, 0.0
  %v46 = zext i1 %v45 to i32
  %idx30 = add i32 %zero, 30
  %p30 = getelementptr i32, ptr addrspace(1) %out, i32 %idx30
  store i32 %v46, ptr addrspace(1) %p30
  %v47 = fcmp ugt double %ua, %ub
  %v48 = select i1 %v47, double %ua, double %uc
  %idx31 = add i32 %zero, 31
  %p31 = getelementptr double, ptr addrspace(1) %out, i32 %idx31
  store double %v48, ptr addrspace(1) %p31
  %v49 = fcmp ugt double %ua, 0.0
  %v50 = zext i1 %v49 to i32
  %idx32 = add i32 %zero, 32
  %p32 = getelementptr i32, ptr addrspace(1) %out, i32 %idx32
  store i32 %v50, ptr addrspace(1) %p32
  %v51 = fcmp uge double %ua, %ub
  %v52 = select i1 %v51, double %ua, double %uc
  %idx33 = add i32 %zero, 33
  %p33 = getelementptr double, ptr addrspace(1) %out, i32 %idx33
  store double %v52, ptr addrspace(1) %p33
  %v53 = fcmp uge double %ua, 0.0
  %v54 = zext i1 %v53 to i32
  %idx34 = add i32 %zero, 34
  %p34 = getelementptr i32, ptr addrspace(1) %out, i32 %idx34
  store i32 %v54, ptr addrspace(1) %p34
  %v55 = fcmp ult double %ua, %ub
  %v56 = select i1 %v55, double %ua, double %uc
  %idx35 = add i32 %zero, 35
  %p35 = getelementptr double, ptr addrspace(1) %out, i32 %idx35
  store double %v56, ptr addrspace(1) %p35
  %v57 = fcmp ult double %ua, 0.0
  %v58 = zext i1 %v57 to i32
  %idx36 = add i32 %zero, 36
  %p36 = getelementptr i32, ptr addrspace(1) %out, i32 %idx36
  store i32 %v58, ptr addrspace(1) %p36
  %v59 = fcmp ule double %ua, %ub
  %v60 = select i1 %v59, double %ua, double %uc
  %idx37 = add i32 %zero, 37
  %p37 = getelementptr double, ptr addrspace(1) %out, i32 %idx37
  store double %v60, ptr addrspace(1) %p37
  %v61 = fcmp ule double %ua, 0.0
  %v62 = zext i1 %v61 to i32
  %idx38 = add i32 %zero, 38
  %p38 = getelementptr i32, ptr addrspace(1) %out, i32 %idx38
  store i32 %v62, ptr addrspace(1) %p38
  %v63 = fcmp une double %ua, %ub
  %v64 = select i1 %v63, double %ua, double %uc
  %idx39 = add i32 %zero, 39
  %p39 = getelementptr double, ptr addrspace(1) %out, i32 %idx39
  store double %v64, ptr addrspace(1) %p39
  %v65 = fcmp une double %ua, 0.0
  %v66 = zext i1 %v65 to i32
  %idx40 = add i32 %zero, 40
  %p40 = getelementptr i32, ptr addrspace(1) %out, i32 %idx40
  store i32 %v66, ptr addrspace(1) %p40
  %v67 = fcmp uno double %ua, %ub
  %v68 = select i1 %v67, double %ua, double %uc
  %idx41 = add i32 %zero, 41
  %p41 = getelementptr double, ptr addrspace(1) %out, i32 %idx41
  store double %v68, ptr addrspace(1) %p41
  %v69 = fcmp uno double %ua, 0.0
  %v70 = zext i1 %v69 to i32
  %idx42 = add i32 %zero, 42
  %p42 = getelementptr i32, ptr addrspace(1) %out, i32 %idx42
  store i32 %v70, ptr addrspace(1) %p42
  %v71 = call double @llvm.sqrt.f64(double %ua)
  %idx43 = add i32 %zero, 43
  %p43 = getelementptr double, ptr addrspace(1) %out, i32 %idx43
  store double %v71, ptr addrspace(1) %p43
  %v72 = call afn double @llvm.sqrt.f64(double %ua)
  %idx44 = add i32 %zero, 44
  %p44 = getelementptr double, ptr addrspace(1) %out, i32 %idx44
  store double %v72, ptr addrspace(1) %p44
  %v73 = call double @llvm.fabs.f64(double %ua)
  %idx45 = add i32 %zero, 45
  %p45 = getelementptr double, ptr addrspace(1) %out, i32 %idx45
  store double %v73, ptr addrspace(1) %p45
  %v74 = call double @llvm.floor.f64(double %ua)
  %idx46 = add i32 %zero, 46
  %p46 = getelementptr double, ptr addrspace(1) %out, i32 %idx46
  store double %v74, ptr addrspace(1) %p46
  %v75 = call double @llvm.ceil.f64(double %ua)
  %idx47 = add i32 %zero, 47
  %p47 = getelementptr double, ptr addrspace(1) %out, i32 %idx47
  store double %v75, ptr addrspace(1) %p47
  %v76 = call double @llvm.trunc.f64(double %ua)
  %idx48 = add i32 %zero, 48
  %p48 = getelementptr double, ptr addrspace(1) %out, i32 %idx48
  store double %v76, ptr addrspace(1) %p48
  %v77 = call double @llvm.rint.f64(double %ua)
  %idx49 = add i32 %zero, 49
  %p49 = getelementptr double, ptr addrspace(1) %out, i32 %idx49
  store double %v77, ptr addrspace(1) %p49
  %v78 = call double @llvm.round.f64(double %ua)
  %idx50 = add i32 %zero, 50
  %p50 = getelementptr double, ptr addrspace(1) %out, i32 %idx50
  store double %v78, ptr addrspace(1) %p50
  %v79 = call double @llvm.canonicalize.f64(double %ua)
  %idx51 = add i32 %zero, 51
  %p51 = getelementptr double, ptr addrspace(1) %out, i32 %idx51
  store double %v79, ptr addrspace(1) %p51
  %v80 = call double @llvm.minnum.f64(double %ua, double %ub)
  %idx52 = add i32 %zero, 52
  %p52 = getelementptr double, ptr addrspace(1) %out, i32 %idx52
  store double %v80, ptr addrspace(1) %p52
  %v81 = call nnan double @llvm.minnum.f64(double %ua, double %ub)
  %idx53 = add i32 %zero, 53
  %p53 = getelementptr double, ptr addrspace(1) %out, i32 %idx53
  store double %v81, ptr addrspace(1) %p53
  %v82 = call double @llvm.maxnum.f64(double %ua, double %ub)
  %idx54 = add i32 %zero, 54
  %p54 = getelementptr double, ptr addrspace(1) %out, i32 %idx54
  store double %v82, ptr addrspace(1) %p54
  %v83 = call nnan double @llvm.maxnum.f64(double %ua, double %ub)
  %idx55 = add i32 %zero, 55
  %p55 = getelementptr double, ptr addrspace(1) %out, i32 %idx55
  store double %v83, ptr addrspace(1) %p55
  %v84 = call double @llvm.copysign.f64(double %ua, double %ub)
  %idx56 = add i32 %zero, 56
  %p56 = getelementptr double, ptr addrspace(1) %out, i32 %idx56
  store double %v84, ptr addrspace(1) %p56
  %v85 = call nnan double @llvm.copysign.f64(double %ua, double %ub)
  %idx57 = add i32 %zero, 57
  %p57 = getelementptr double, ptr addrspace(1) %out, i32 %idx57
  store double %v85, ptr addrspace(1) %p57
  %v86 = call double @llvm.fma.f64(double %ua, double %ub, double %uc)
  %idx58 = add i32 %zero, 58
  %p58 = getelementptr double, ptr addrspace(1) %out, i32 %idx58
  store double %v86, ptr addrspace(1) %p58
  %v87 = fneg double %ua
  %v88 = call double @llvm.fabs.f64(double %ub)
  %v89 = call double @llvm.fma.f64(double %v87, double %v88, double %uc)
  %idx59 = add i32 %zero, 59
  %p59 = getelementptr double, ptr addrspace(1) %out, i32 %idx59
  store double %v89, ptr addrspace(1) %p59
  %v90 = call double @llvm.fmuladd.f64(double %ua, double %ub, double %uc)
  %idx60 = add i32 %zero, 60
  %p60 = getelementptr double, ptr addrspace(1) %out, i32 %idx60
  store double %v90, ptr addrspace(1) %p60
  %v91 = fneg double %ua
  %v92 = call double @llvm.fabs.f64(double %ub)
  %v93 = call double @llvm.fmuladd.f64(double %v91, double %v92, double %uc)
  %idx61 = add i32 %zero, 61
  %p61 = getelementptr double, ptr addrspace(1) %out, i32 %idx61
  store double %v93, ptr addrspace(1) %p61
  %v94 = fmul contract double %ua, %ub
  %v95 = fadd contract double %v94, %uc
  %idx62 = add i32 %zero, 62
  %p62 = getelementptr double, ptr addrspace(1) %out, i32 %idx62
  store double %v95, ptr addrspace(1) %p62
  %v96 = fmul double %ua, %ub
  %v97 = fadd double %v96, %uc
  %idx63 = add i32 %zero, 63
  %p63 = getelementptr double, ptr addrspace(1) %out, i32 %idx63
  store double %v97, ptr addrspace(1) %p63
  %v98 = call double @llvm.maxnum.f64(double %ua, double 0.0)
  %v99 = call double @llvm.minnum.f64(double %v98, double 1.0)
  %idx64 = add i32 %zero, 64
  %p64 = getelementptr double, ptr addrspace(1) %out, i32 %idx64
  store double %v99, ptr addrspace(1) %p64
  %v100 = call nnan double @llvm.maxnum.f64(double %ua, double %ub)
  %v101 = call nnan double @llvm.minnum.f64(double %v100, double %uc)
  %idx65 = add i32 %zero, 65
  %p65 = getelementptr double, ptr addrspace(1) %out, i32 %idx65
  store double %v101, ptr addrspace(1) %p65
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
declare double @llvm.sqrt.f64(double)
declare double @llvm.fabs.f64(double)
declare double @llvm.floor.f64(double)
declare double @llvm.ceil.f64(double)
declare double @llvm.trunc.f64(double)
declare double @llvm.rint.f64(double)
declare double @llvm.round.f64(double)
declare double @llvm.canonicalize.f64(double)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.maxnum.f64(double, double)
declare double @llvm.copysign.f64(double, double)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.fmuladd.f64(double, double, double)
