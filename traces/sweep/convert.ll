; Mnemonic sweep kernel: compiled by traces/sweep/gen for every llc version
; and target for the instruction mnemonics it makes llc emit. The kernels
; with a ';!' launch header also run against lli (traces/sweep/run). See
; traces/README.md, "Mnemonic sweep".

;! {
;!   "grid": [1, 1, 1],
;!   "workgroup": [1, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u32", "count": 113924},
;!     "in": {"type": "u64", "count": 64, "data": ["f:100.75", "f:116.554", "f:52.9126", "f:38.5566", "f:93.0089", "f:94.432", "f:51.902", "f:4.45235", "f:91.637", "f:48.605", "f:105.211", "f:66.9442", "f:25.2089", "f:10.5887", "f:112.082", "f:49.8954", "f:74.1748", "f:17.4901", "f:104.468", "f:58.7834", "f:109.517", "f:66.4629", "f:21.3208", "f:50.3691", "f:34.5278", "f:31.4334", "f:88.9107", "f:78.6853", "f:49.3389", "f:29.4011", "f:58.4987", "f:80.5962", "f:15.2494", "f:77.5414", "f:9.9453", "f:60.572", "f:97.6074", "f:66.496", "f:54.9053", "f:40.6073", "f:91.3505", "f:51.8633", "f:66.1865", "f:30.0462", "f:21.7887", "f:67.149", "f:38.9952", "f:44.8283", "f:97.3137", "f:25.0549", "f:3.38973", "f:104.603", "f:46.5577", "f:89.755", "f:25.9906", "f:33.1585", "f:90.5012", "f:60.2794", "f:69.3394", "f:43.8573", "f:82.7236", "f:63.9779", "f:95.0471", "f:101.987"]}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i64": 1234567}, {"f64": 42.375}],
;!   "outputs": ["out"]
;! }
define amdgpu_kernel void @convert_div(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %ua, double %uf) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %ixa = zext i32 %tid to i64
  %pxa = getelementptr i64, ptr addrspace(1) %in, i64 %ixa
  %xa = load i64, ptr addrspace(1) %pxa
  %pxf = getelementptr double, ptr addrspace(1) %in, i32 %tid
  %xf = load double, ptr addrspace(1) %pxf
  %v1 = trunc i64 %xa to i32
  %v2 = trunc i64 %xa to i16
  %v3 = trunc i64 %xa to i8
  %v4 = trunc i64 %xa to i1
  %v5 = fptrunc double %xf to float
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr float, ptr addrspace(1) %out, i32 %idx1
  store float %v5, ptr addrspace(1) %p1
  %v6 = fptrunc double %xf to half
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr half, ptr addrspace(1) %out, i32 %idx2
  store half %v6, ptr addrspace(1) %p2
  %v7 = fptrunc float %v5 to half
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr half, ptr addrspace(1) %out, i32 %idx3
  store half %v7, ptr addrspace(1) %p3
  %v8 = fpext half %v6 to float
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr float, ptr addrspace(1) %out, i32 %idx4
  store float %v8, ptr addrspace(1) %p4
  %v9 = fpext half %v6 to double
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr double, ptr addrspace(1) %out, i32 %idx5
  store double %v9, ptr addrspace(1) %p5
  %v10 = fpext float %v5 to double
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr double, ptr addrspace(1) %out, i32 %idx6
  store double %v10, ptr addrspace(1) %p6
  %v11 = sitofp i1 %v4 to half
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr half, ptr addrspace(1) %out, i32 %idx7
  store half %v11, ptr addrspace(1) %p7
  %v12 = uitofp i1 %v4 to half
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr half, ptr addrspace(1) %out, i32 %idx8
  store half %v12, ptr addrspace(1) %p8
  %v13 = sitofp i1 %v4 to float
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr float, ptr addrspace(1) %out, i32 %idx9
  store float %v13, ptr addrspace(1) %p9
  %v14 = uitofp i1 %v4 to float
  %idx10 = add i32 %tid, 2560
  %p10 = getelementptr float, ptr addrspace(1) %out, i32 %idx10
  store float %v14, ptr addrspace(1) %p10
  %v15 = sitofp i1 %v4 to double
  %idx11 = add i32 %tid, 2816
  %p11 = getelementptr double, ptr addrspace(1) %out, i32 %idx11
  store double %v15, ptr addrspace(1) %p11
  %v16 = uitofp i1 %v4 to double
  %idx12 = add i32 %tid, 3072
  %p12 = getelementptr double, ptr addrspace(1) %out, i32 %idx12
  store double %v16, ptr addrspace(1) %p12
  %v17 = sitofp i8 %v3 to half
  %idx13 = add i32 %tid, 3328
  %p13 = getelementptr half, ptr addrspace(1) %out, i32 %idx13
  store half %v17, ptr addrspace(1) %p13
  %v18 = uitofp i8 %v3 to half
  %idx14 = add i32 %tid, 3584
  %p14 = getelementptr half, ptr addrspace(1) %out, i32 %idx14
  store half %v18, ptr addrspace(1) %p14
  %v19 = sitofp i8 %v3 to float
  %idx15 = add i32 %tid, 3840
  %p15 = getelementptr float, ptr addrspace(1) %out, i32 %idx15
  store float %v19, ptr addrspace(1) %p15
  %v20 = uitofp i8 %v3 to float
  %idx16 = add i32 %tid, 4096
  %p16 = getelementptr float, ptr addrspace(1) %out, i32 %idx16
  store float %v20, ptr addrspace(1) %p16
  %v21 = sitofp i8 %v3 to double
  %idx17 = add i32 %tid, 4352
  %p17 = getelementptr double, ptr addrspace(1) %out, i32 %idx17
  store double %v21, ptr addrspace(1) %p17
  %v22 = uitofp i8 %v3 to double
  %idx18 = add i32 %tid, 4608
  %p18 = getelementptr double, ptr addrspace(1) %out, i32 %idx18
  store double %v22, ptr addrspace(1) %p18
  %v23 = sitofp i16 %v2 to half
  %idx19 = add i32 %tid, 4864
  %p19 = getelementptr half, ptr addrspace(1) %out, i32 %idx19
  store half %v23, ptr addrspace(1) %p19
  %v24 = uitofp i16 %v2 to half
  %idx20 = add i32 %tid, 5120
  %p20 = getelementptr half, ptr addrspace(1) %out, i32 %idx20
  store half %v24, ptr addrspace(1) %p20
  %v25 = sitofp i16 %v2 to float
  %idx21 = add i32 %tid, 5376
  %p21 = getelementptr float, ptr addrspace(1) %out, i32 %idx21
  store float %v25, ptr addrspace(1) %p21
  %v26 = uitofp i16 %v2 to float
  %idx22 = add i32 %tid, 5632
  %p22 = getelementptr float, ptr addrspace(1) %out, i32 %idx22
  store float %v26, ptr addrspace(1) %p22
  %v27 = sitofp i16 %v2 to double
  %idx23 = add i32 %tid, 5888
  %p23 = getelementptr double, ptr addrspace(1) %out, i32 %idx23
  store double %v27, ptr addrspace(1) %p23
  %v28 = uitofp i16 %v2 to double
  %idx24 = add i32 %tid, 6144
  %p24 = getelementptr double, ptr addrspace(1) %out, i32 %idx24
  store double %v28, ptr addrspace(1) %p24
  %v29 = sitofp i32 %v1 to half
  %idx25 = add i32 %tid, 6400
  %p25 = getelementptr half, ptr addrspace(1) %out, i32 %idx25
  store half %v29, ptr addrspace(1) %p25
  %v30 = uitofp i32 %v1 to half
  %idx26 = add i32 %tid, 6656
  %p26 = getelementptr half, ptr addrspace(1) %out, i32 %idx26
  store half %v30, ptr addrspace(1) %p26
  %v31 = sitofp i32 %v1 to float
  %idx27 = add i32 %tid, 6912
  %p27 = getelementptr float, ptr addrspace(1) %out, i32 %idx27
  store float %v31, ptr addrspace(1) %p27
  %v32 = uitofp i32 %v1 to float
  %idx28 = add i32 %tid, 7168
  %p28 = getelementptr float, ptr addrspace(1) %out, i32 %idx28
  store float %v32, ptr addrspace(1) %p28
  %v33 = sitofp i32 %v1 to double
  %idx29 = add i32 %tid, 7424
  %p29 = getelementptr double, ptr addrspace(1) %out, i32 %idx29
  store double %v33, ptr addrspace(1) %p29
  %v34 = uitofp i32 %v1 to double
  %idx30 = add i32 %tid, 7680
  %p30 = getelementptr double, ptr addrspace(1) %out, i32 %idx30
  store double %v34, ptr addrspace(1) %p30
  %v35 = sitofp i64 %xa to half
  %idx31 = add i32 %tid, 7936
  %p31 = getelementptr half, ptr addrspace(1) %out, i32 %idx31
  store half %v35, ptr addrspace(1) %p31
  %v36 = uitofp i64 %xa to half
  %idx32 = add i32 %tid, 8192
  %p32 = getelementptr half, ptr addrspace(1) %out, i32 %idx32
  store half %v36, ptr addrspace(1) %p32
  %v37 = sitofp i64 %xa to float
  %idx33 = add i32 %tid, 8448
  %p33 = getelementptr float, ptr addrspace(1) %out, i32 %idx33
  store float %v37, ptr addrspace(1) %p33
  %v38 = uitofp i64 %xa to float
  %idx34 = add i32 %tid, 8704
  %p34 = getelementptr float, ptr addrspace(1) %out, i32 %idx34
  store float %v38, ptr addrspace(1) %p34
  %v39 = sitofp i64 %xa to double
  %idx35 = add i32 %tid, 8960
  %p35 = getelementptr double, ptr addrspace(1) %out, i32 %idx35
  store double %v39, ptr addrspace(1) %p35
  %v40 = uitofp i64 %xa to double
  %idx36 = add i32 %tid, 9216
  %p36 = getelementptr double, ptr addrspace(1) %out, i32 %idx36
  store double %v40, ptr addrspace(1) %p36
  %v41 = fptosi half %v6 to i8
  %idx37 = add i32 %tid, 9472
  %p37 = getelementptr i8, ptr addrspace(1) %out, i32 %idx37
  store i8 %v41, ptr addrspace(1) %p37
  %v42 = fptoui half %v6 to i8
  %idx38 = add i32 %tid, 9728
  %p38 = getelementptr i8, ptr addrspace(1) %out, i32 %idx38
  store i8 %v42, ptr addrspace(1) %p38
  %v43 = call i8 @llvm.fptosi.sat.i8.f16(half %v6)
  %idx39 = add i32 %tid, 9984
  %p39 = getelementptr i8, ptr addrspace(1) %out, i32 %idx39
  store i8 %v43, ptr addrspace(1) %p39
  %v44 = call i8 @llvm.fptoui.sat.i8.f16(half %v6)
  %idx40 = add i32 %tid, 10240
  %p40 = getelementptr i8, ptr addrspace(1) %out, i32 %idx40
  store i8 %v44, ptr addrspace(1) %p40
  %v45 = fptosi half %v6 to i16
  %idx41 = add i32 %tid, 10496
  %p41 = getelementptr i16, ptr addrspace(1) %out, i32 %idx41
  store i16 %v45, ptr addrspace(1) %p41
  %v46 = fptoui half %v6 to i16
  %idx42 = add i32 %tid, 10752
  %p42 = getelementptr i16, ptr addrspace(1) %out, i32 %idx42
  store i16 %v46, ptr addrspace(1) %p42
  %v47 = call i16 @llvm.fptosi.sat.i16.f16(half %v6)
  %idx43 = add i32 %tid, 11008
  %p43 = getelementptr i16, ptr addrspace(1) %out, i32 %idx43
  store i16 %v47, ptr addrspace(1) %p43
  %v48 = call i16 @llvm.fptoui.sat.i16.f16(half %v6)
  %idx44 = add i32 %tid, 11264
  %p44 = getelementptr i16, ptr addrspace(1) %out, i32 %idx44
  store i16 %v48, ptr addrspace(1) %p44
  %v49 = fptosi half %v6 to i32
  %idx45 = add i32 %tid, 11520
  %p45 = getelementptr i32, ptr addrspace(1) %out, i32 %idx45
  store i32 %v49, ptr addrspace(1) %p45
  %v50 = fptoui half %v6 to i32
  %idx46 = add i32 %tid, 11776
  %p46 = getelementptr i32, ptr addrspace(1) %out, i32 %idx46
  store i32 %v50, ptr addrspace(1) %p46
  %v51 = call i32 @llvm.fptosi.sat.i32.f16(half %v6)
  %idx47 = add i32 %tid, 12032
  %p47 = getelementptr i32, ptr addrspace(1) %out, i32 %idx47
  store i32 %v51, ptr addrspace(1) %p47
  %v52 = call i32 @llvm.fptoui.sat.i32.f16(half %v6)
  %idx48 = add i32 %tid, 12288
  %p48 = getelementptr i32, ptr addrspace(1) %out, i32 %idx48
  store i32 %v52, ptr addrspace(1) %p48
  %v53 = fptosi half %v6 to i64
  %idx49 = add i32 %tid, 12544
  %p49 = getelementptr i64, ptr addrspace(1) %out, i32 %idx49
  store i64 %v53, ptr addrspace(1) %p49
  %v54 = fptoui half %v6 to i64
  %idx50 = add i32 %tid, 12800
  %p50 = getelementptr i64, ptr addrspace(1) %out, i32 %idx50
  store i64 %v54, ptr addrspace(1) %p50
  %v55 = call i64 @llvm.fptosi.sat.i64.f16(half %v6)
  %idx51 = add i32 %tid, 13056
  %p51 = getelementptr i64, ptr addrspace(1) %out, i32 %idx51
  store i64 %v55, ptr addrspace(1) %p51
  %v56 = call i64 @llvm.fptoui.sat.i64.f16(half %v6)
  %idx52 = add i32 %tid, 13312
  %p52 = getelementptr i64, ptr addrspace(1) %out, i32 %idx52
  store i64 %v56, ptr addrspace(1) %p52
  %v57 = fptosi float %v5 to i8
  %idx53 = add i32 %tid, 13568
  %p53 = getelementptr i8, ptr addrspace(1) %out, i32 %idx53
  store i8 %v57, ptr addrspace(1) %p53
  %v58 = fptoui float %v5 to i8
  %idx54 = add i32 %tid, 13824
  %p54 = getelementptr i8, ptr addrspace(1) %out, i32 %idx54
  store i8 %v58, ptr addrspace(1) %p54
  %v59 = call i8 @llvm.fptosi.sat.i8.f32(float %v5)
  %idx55 = add i32 %tid, 14080
  %p55 = getelementptr i8, ptr addrspace(1) %out, i32 %idx55
  store i8 %v59, ptr addrspace(1) %p55
  %v60 = call i8 @llvm.fptoui.sat.i8.f32(float %v5)
  %idx56 = add i32 %tid, 14336
  %p56 = getelementptr i8, ptr addrspace(1) %out, i32 %idx56
  store i8 %v60, ptr addrspace(1) %p56
  %v61 = fptosi float %v5 to i16
  %idx57 = add i32 %tid, 14592
  %p57 = getelementptr i16, ptr addrspace(1) %out, i32 %idx57
  store i16 %v61, ptr addrspace(1) %p57
  %v62 = fptoui float %v5 to i16
  %idx58 = add i32 %tid, 14848
  %p58 = getelementptr i16, ptr addrspace(1) %out, i32 %idx58
  store i16 %v62, ptr addrspace(1) %p58
  %v63 = call i16 @llvm.fptosi.sat.i16.f32(float %v5)
  %idx59 = add i32 %tid, 15104
  %p59 = getelementptr i16, ptr addrspace(1) %out, i32 %idx59
  store i16 %v63, ptr addrspace(1) %p59
  %v64 = call i16 @llvm.fptoui.sat.i16.f32(float %v5)
  %idx60 = add i32 %tid, 15360
  %p60 = getelementptr i16, ptr addrspace(1) %out, i32 %idx60
  store i16 %v64, ptr addrspace(1) %p60
  %v65 = fptosi float %v5 to i32
  %idx61 = add i32 %tid, 15616
  %p61 = getelementptr i32, ptr addrspace(1) %out, i32 %idx61
  store i32 %v65, ptr addrspace(1) %p61
  %v66 = fptoui float %v5 to i32
  %idx62 = add i32 %tid, 15872
  %p62 = getelementptr i32, ptr addrspace(1) %out, i32 %idx62
  store i32 %v66, ptr addrspace(1) %p62
  %v67 = call i32 @llvm.fptosi.sat.i32.f32(float %v5)
  %idx63 = add i32 %tid, 16128
  %p63 = getelementptr i32, ptr addrspace(1) %out, i32 %idx63
  store i32 %v67, ptr addrspace(1) %p63
  %v68 = call i32 @llvm.fptoui.sat.i32.f32(float %v5)
  %idx64 = add i32 %tid, 16384
  %p64 = getelementptr i32, ptr addrspace(1) %out, i32 %idx64
  store i32 %v68, ptr addrspace(1) %p64
  %v69 = fptosi float %v5 to i64
  %idx65 = add i32 %tid, 16640
  %p65 = getelementptr i64, ptr addrspace(1) %out, i32 %idx65
  store i64 %v69, ptr addrspace(1) %p65
  %v70 = fptoui float %v5 to i64
  %idx66 = add i32 %tid, 16896
  %p66 = getelementptr i64, ptr addrspace(1) %out, i32 %idx66
  store i64 %v70, ptr addrspace(1) %p66
  %v71 = call i64 @llvm.fptosi.sat.i64.f32(float %v5)
  %idx67 = add i32 %tid, 17152
  %p67 = getelementptr i64, ptr addrspace(1) %out, i32 %idx67
  store i64 %v71, ptr addrspace(1) %p67
  %v72 = call i64 @llvm.fptoui.sat.i64.f32(float %v5)
  %idx68 = add i32 %tid, 17408
  %p68 = getelementptr i64, ptr addrspace(1) %out, i32 %idx68
  store i64 %v72, ptr addrspace(1) %p68
  %v73 = fptosi double %xf to i8
  %idx69 = add i32 %tid, 17664
  %p69 = getelementptr i8, ptr addrspace(1) %out, i32 %idx69
  store i8 %v73, ptr addrspace(1) %p69
  %v74 = fptoui double %xf to i8
  %idx70 = add i32 %tid, 17920
  %p70 = getelementptr i8, ptr addrspace(1) %out, i32 %idx70
  store i8 %v74, ptr addrspace(1) %p70
  %v75 = call i8 @llvm.fptosi.sat.i8.f64(double %xf)
  %idx71 = add i32 %tid, 18176
  %p71 = getelementptr i8, ptr addrspace(1) %out, i32 %idx71
  store i8 %v75, ptr addrspace(1) %p71
  %v76 = call i8 @llvm.fptoui.sat.i8.f64(double %xf)
  %idx72 = add i32 %tid, 18432
  %p72 = getelementptr i8, ptr addrspace(1) %out, i32 %idx72
  store i8 %v76, ptr addrspace(1) %p72
  %v77 = fptosi double %xf to i16
  %idx73 = add i32 %tid, 18688
  %p73 = getelementptr i16, ptr addrspace(1) %out, i32 %idx73
  store i16 %v77, ptr addrspace(1) %p73
  %v78 = fptoui double %xf to i16
  %idx74 = add i32 %tid, 18944
  %p74 = getelementptr i16, ptr addrspace(1) %out, i32 %idx74
  store i16 %v78, ptr addrspace(1) %p74
  %v79 = call i16 @llvm.fptosi.sat.i16.f64(double %xf)
  %idx75 = add i32 %tid, 19200
  %p75 = getelementptr i16, ptr addrspace(1) %out, i32 %idx75
  store i16 %v79, ptr addrspace(1) %p75
  %v80 = call i16 @llvm.fptoui.sat.i16.f64(double %xf)
  %idx76 = add i32 %tid, 19456
  %p76 = getelementptr i16, ptr addrspace(1) %out, i32 %idx76
  store i16 %v80, ptr addrspace(1) %p76
  %v81 = fptosi double %xf to i32
  %idx77 = add i32 %tid, 19712
  %p77 = getelementptr i32, ptr addrspace(1) %out, i32 %idx77
  store i32 %v81, ptr addrspace(1) %p77
  %v82 = fptoui double %xf to i32
  %idx78 = add i32 %tid, 19968
  %p78 = getelementptr i32, ptr addrspace(1) %out, i32 %idx78
  store i32 %v82, ptr addrspace(1) %p78
  %v83 = call i32 @llvm.fptosi.sat.i32.f64(double %xf)
  %idx79 = add i32 %tid, 20224
  %p79 = getelementptr i32, ptr addrspace(1) %out, i32 %idx79
  store i32 %v83, ptr addrspace(1) %p79
  %v84 = call i32 @llvm.fptoui.sat.i32.f64(double %xf)
  %idx80 = add i32 %tid, 20480
  %p80 = getelementptr i32, ptr addrspace(1) %out, i32 %idx80
  store i32 %v84, ptr addrspace(1) %p80
  %v85 = fptosi double %xf to i64
  %idx81 = add i32 %tid, 20736
  %p81 = getelementptr i64, ptr addrspace(1) %out, i32 %idx81
  store i64 %v85, ptr addrspace(1) %p81
  %v86 = fptoui double %xf to i64
  %idx82 = add i32 %tid, 20992
  %p82 = getelementptr i64, ptr addrspace(1) %out, i32 %idx82
  store i64 %v86, ptr addrspace(1) %p82
  %v87 = call i64 @llvm.fptosi.sat.i64.f64(double %xf)
  %idx83 = add i32 %tid, 21248
  %p83 = getelementptr i64, ptr addrspace(1) %out, i32 %idx83
  store i64 %v87, ptr addrspace(1) %p83
  %v88 = call i64 @llvm.fptoui.sat.i64.f64(double %xf)
  %idx84 = add i32 %tid, 21504
  %p84 = getelementptr i64, ptr addrspace(1) %out, i32 %idx84
  store i64 %v88, ptr addrspace(1) %p84
  %v89 = sext i8 %v3 to i16
  %idx85 = add i32 %tid, 21760
  %p85 = getelementptr i16, ptr addrspace(1) %out, i32 %idx85
  store i16 %v89, ptr addrspace(1) %p85
  %v90 = zext i8 %v3 to i16
  %idx86 = add i32 %tid, 22016
  %p86 = getelementptr i16, ptr addrspace(1) %out, i32 %idx86
  store i16 %v90, ptr addrspace(1) %p86
  %v91 = sext i8 %v3 to i32
  %idx87 = add i32 %tid, 22272
  %p87 = getelementptr i32, ptr addrspace(1) %out, i32 %idx87
  store i32 %v91, ptr addrspace(1) %p87
  %v92 = zext i8 %v3 to i32
  %idx88 = add i32 %tid, 22528
  %p88 = getelementptr i32, ptr addrspace(1) %out, i32 %idx88
  store i32 %v92, ptr addrspace(1) %p88
  %v93 = sext i8 %v3 to i64
  %idx89 = add i32 %tid, 22784
  %p89 = getelementptr i64, ptr addrspace(1) %out, i32 %idx89
  store i64 %v93, ptr addrspace(1) %p89
  %v94 = zext i8 %v3 to i64
  %idx90 = add i32 %tid, 23040
  %p90 = getelementptr i64, ptr addrspace(1) %out, i32 %idx90
  store i64 %v94, ptr addrspace(1) %p90
  %v95 = sext i16 %v2 to i32
  %idx91 = add i32 %tid, 23296
  %p91 = getelementptr i32, ptr addrspace(1) %out, i32 %idx91
  store i32 %v95, ptr addrspace(1) %p91
  %v96 = zext i16 %v2 to i32
  %idx92 = add i32 %tid, 23552
  %p92 = getelementptr i32, ptr addrspace(1) %out, i32 %idx92
  store i32 %v96, ptr addrspace(1) %p92
  %v97 = sext i16 %v2 to i64
  %idx93 = add i32 %tid, 23808
  %p93 = getelementptr i64, ptr addrspace(1) %out, i32 %idx93
  store i64 %v97, ptr addrspace(1) %p93
  %v98 = zext i16 %v2 to i64
  %idx94 = add i32 %tid, 24064
  %p94 = getelementptr i64, ptr addrspace(1) %out, i32 %idx94
  store i64 %v98, ptr addrspace(1) %p94
  %v99 = sext i32 %v1 to i64
  %idx95 = add i32 %tid, 24320
  %p95 = getelementptr i64, ptr addrspace(1) %out, i32 %idx95
  store i64 %v99, ptr addrspace(1) %p95
  %v100 = zext i32 %v1 to i64
  %idx96 = add i32 %tid, 24576
  %p96 = getelementptr i64, ptr addrspace(1) %out, i32 %idx96
  store i64 %v100, ptr addrspace(1) %p96
  %v101 = sext i1 %v4 to i8
  %idx97 = add i32 %tid, 24832
  %p97 = getelementptr i8, ptr addrspace(1) %out, i32 %idx97
  store i8 %v101, ptr addrspace(1) %p97
  %v102 = zext i1 %v4 to i8
  %idx98 = add i32 %tid, 25088
  %p98 = getelementptr i8, ptr addrspace(1) %out, i32 %idx98
  store i8 %v102, ptr addrspace(1) %p98
  %v103 = sext i1 %v4 to i16
  %idx99 = add i32 %tid, 25344
  %p99 = getelementptr i16, ptr addrspace(1) %out, i32 %idx99
  store i16 %v103, ptr addrspace(1) %p99
  %v104 = zext i1 %v4 to i16
  %idx100 = add i32 %tid, 25600
  %p100 = getelementptr i16, ptr addrspace(1) %out, i32 %idx100
  store i16 %v104, ptr addrspace(1) %p100
  %v105 = sext i1 %v4 to i32
  %idx101 = add i32 %tid, 25856
  %p101 = getelementptr i32, ptr addrspace(1) %out, i32 %idx101
  store i32 %v105, ptr addrspace(1) %p101
  %v106 = zext i1 %v4 to i32
  %idx102 = add i32 %tid, 26112
  %p102 = getelementptr i32, ptr addrspace(1) %out, i32 %idx102
  store i32 %v106, ptr addrspace(1) %p102
  %v107 = sext i1 %v4 to i64
  %idx103 = add i32 %tid, 26368
  %p103 = getelementptr i64, ptr addrspace(1) %out, i32 %idx103
  store i64 %v107, ptr addrspace(1) %p103
  %v108 = zext i1 %v4 to i64
  %idx104 = add i32 %tid, 26624
  %p104 = getelementptr i64, ptr addrspace(1) %out, i32 %idx104
  store i64 %v108, ptr addrspace(1) %p104
  %v109 = bitcast double %xf to i64
  %idx105 = add i32 %tid, 26880
  %p105 = getelementptr i64, ptr addrspace(1) %out, i32 %idx105
  store i64 %v109, ptr addrspace(1) %p105
  %v110 = bitcast i32 %v1 to float
  %idx106 = add i32 %tid, 27136
  %p106 = getelementptr float, ptr addrspace(1) %out, i32 %idx106
  store float %v110, ptr addrspace(1) %p106
  %v111 = bitcast i16 %v2 to half
  %idx107 = add i32 %tid, 27392
  %p107 = getelementptr half, ptr addrspace(1) %out, i32 %idx107
  store half %v111, ptr addrspace(1) %p107
  %v112 = bitcast i32 %v1 to <2 x half>
  %v113 = fpext <2 x half> %v112 to <2 x float>
  %idx108 = add i32 %tid, 27648
  %p108 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx108
  store <2 x float> %v113, ptr addrspace(1) %p108
  %v114 = bitcast i64 %xa to <2 x float>
  %v115 = fptrunc <2 x float> %v114 to <2 x half>
  %idx109 = add i32 %tid, 27904
  %p109 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx109
  store <2 x half> %v115, ptr addrspace(1) %p109
  %v116 = bitcast i32 %v1 to <2 x i16>
  %v117 = sitofp <2 x i16> %v116 to <2 x half>
  %idx110 = add i32 %tid, 28160
  %p110 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx110
  store <2 x half> %v117, ptr addrspace(1) %p110
  %v118 = bitcast i32 %v1 to <4 x i8>
  %v119 = uitofp <4 x i8> %v118 to <4 x float>
  %idx111 = add i32 %tid, 28416
  %p111 = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %idx111
  store <4 x float> %v119, ptr addrspace(1) %p111
  %v120 = bitcast i64 %xa to <2 x float>
  %v121 = fptosi <2 x float> %v120 to <2 x i16>
  %idx112 = add i32 %tid, 28672
  %p112 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx112
  store <2 x i16> %v121, ptr addrspace(1) %p112
  ret void
}

;! {
;!   "grid": [64, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u32", "count": 452, "fill": "0xdeadbeef"},
;!     "in": {"type": "u64", "count": 64, "data": ["f:100.75", "f:12.0192", "f:107.718", "f:46.7627", "f:77.8492", "f:52.3886", "f:38.1299", "f:97.9063", "f:116.197", "f:16.1424", "f:51.5988", "f:91.8792", "f:96.7057", "f:116.225", "f:59.2891", "f:9.70341", "f:111.698", "f:111.451", "f:63.8155", "f:56.71", "f:54.4251", "f:94.1898", "f:27.6322", "f:19.0961", "f:116.655", "f:13.958", "f:99.222", "f:84.4194", "f:101.735", "f:107.492", "f:11.1154", "f:93.4465", "f:1.16256", "f:15.9526", "f:68.7565", "f:5.47342", "f:86.0876", "f:115.53", "f:75.5503", "f:63.8621", "f:53.0542", "f:91.8974", "f:12.8339", "f:36.7416", "f:113.281", "f:23.8125", "f:32.0449", "f:95.068", "f:1.13709", "f:64.9597", "f:119.569", "f:34.1538", "f:38.6465", "f:100.89", "f:29.8406", "f:63.627", "f:66.0933", "f:4.48442", "f:50.0054", "f:78.3083", "f:7.58174", "f:24.0997", "f:106.297", "f:78.013"]}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"i64": 1234567}, {"f64": 42.375}],
;!   "outputs": ["out"]
;! }
define amdgpu_kernel void @convert_uni(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %ua, double %uf) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = trunc i64 %ua to i32
  %v2 = trunc i64 %ua to i16
  %v3 = trunc i64 %ua to i8
  %v4 = trunc i64 %ua to i1
  %v5 = fptrunc double %uf to float
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr float, ptr addrspace(1) %out, i32 %idx1
  store float %v5, ptr addrspace(1) %p1
  %v6 = fptrunc double %uf to half
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr half, ptr addrspace(1) %out, i32 %idx2
  store half %v6, ptr addrspace(1) %p2
  %v7 = fptrunc float %v5 to half
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr half, ptr addrspace(1) %out, i32 %idx3
  store half %v7, ptr addrspace(1) %p3
  %v8 = fpext half %v6 to float
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr float, ptr addrspace(1) %out, i32 %idx4
  store float %v8, ptr addrspace(1) %p4
  %v9 = fpext half %v6 to double
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr double, ptr addrspace(1) %out, i32 %idx5
  store double %v9, ptr addrspace(1) %p5
  %v10 = fpext float %v5 to double
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr double, ptr addrspace(1) %out, i32 %idx6
  store double %v10, ptr addrspace(1) %p6
  %v11 = sitofp i1 %v4 to half
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr half, ptr addrspace(1) %out, i32 %idx7
  store half %v11, ptr addrspace(1) %p7
  %v12 = uitofp i1 %v4 to half
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr half, ptr addrspace(1) %out, i32 %idx8
  store half %v12, ptr addrspace(1) %p8
  %v13 = sitofp i1 %v4 to float
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr float, ptr addrspace(1) %out, i32 %idx9
  store float %v13, ptr addrspace(1) %p9
  %v14 = uitofp i1 %v4 to float
  %idx10 = add i32 %zero, 10
  %p10 = getelementptr float, ptr addrspace(1) %out, i32 %idx10
  store float %v14, ptr addrspace(1) %p10
  %v15 = sitofp i1 %v4 to double
  %idx11 = add i32 %zero, 11
  %p11 = getelementptr double, ptr addrspace(1) %out, i32 %idx11
  store double %v15, ptr addrspace(1) %p11
  %v16 = uitofp i1 %v4 to double
  %idx12 = add i32 %zero, 12
  %p12 = getelementptr double, ptr addrspace(1) %out, i32 %idx12
  store double %v16, ptr addrspace(1) %p12
  %v17 = sitofp i8 %v3 to half
  %idx13 = add i32 %zero, 13
  %p13 = getelementptr half, ptr addrspace(1) %out, i32 %idx13
  store half %v17, ptr addrspace(1) %p13
  %v18 = uitofp i8 %v3 to half
  %idx14 = add i32 %zero, 14
  %p14 = getelementptr half, ptr addrspace(1) %out, i32 %idx14
  store half %v18, ptr addrspace(1) %p14
  %v19 = sitofp i8 %v3 to float
  %idx15 = add i32 %zero, 15
  %p15 = getelementptr float, ptr addrspace(1) %out, i32 %idx15
  store float %v19, ptr addrspace(1) %p15
  %v20 = uitofp i8 %v3 to float
  %idx16 = add i32 %zero, 16
  %p16 = getelementptr float, ptr addrspace(1) %out, i32 %idx16
  store float %v20, ptr addrspace(1) %p16
  %v21 = sitofp i8 %v3 to double
  %idx17 = add i32 %zero, 17
  %p17 = getelementptr double, ptr addrspace(1) %out, i32 %idx17
  store double %v21, ptr addrspace(1) %p17
  %v22 = uitofp i8 %v3 to double
  %idx18 = add i32 %zero, 18
  %p18 = getelementptr double, ptr addrspace(1) %out, i32 %idx18
  store double %v22, ptr addrspace(1) %p18
  %v23 = sitofp i16 %v2 to half
  %idx19 = add i32 %zero, 19
  %p19 = getelementptr half, ptr addrspace(1) %out, i32 %idx19
  store half %v23, ptr addrspace(1) %p19
  %v24 = uitofp i16 %v2 to half
  %idx20 = add i32 %zero, 20
  %p20 = getelementptr half, ptr addrspace(1) %out, i32 %idx20
  store half %v24, ptr addrspace(1) %p20
  %v25 = sitofp i16 %v2 to float
  %idx21 = add i32 %zero, 21
  %p21 = getelementptr float, ptr addrspace(1) %out, i32 %idx21
  store float %v25, ptr addrspace(1) %p21
  %v26 = uitofp i16 %v2 to float
  %idx22 = add i32 %zero, 22
  %p22 = getelementptr float, ptr addrspace(1) %out, i32 %idx22
  store float %v26, ptr addrspace(1) %p22
  %v27 = sitofp i16 %v2 to double
  %idx23 = add i32 %zero, 23
  %p23 = getelementptr double, ptr addrspace(1) %out, i32 %idx23
  store double %v27, ptr addrspace(1) %p23
  %v28 = uitofp i16 %v2 to double
  %idx24 = add i32 %zero, 24
  %p24 = getelementptr double, ptr addrspace(1) %out, i32 %idx24
  store double %v28, ptr addrspace(1) %p24
  %v29 = sitofp i32 %v1 to half
  %idx25 = add i32 %zero, 25
  %p25 = getelementptr half, ptr addrspace(1) %out, i32 %idx25
  store half %v29, ptr addrspace(1) %p25
  %v30 = uitofp i32 %v1 to half
  %idx26 = add i32 %zero, 26
  %p26 = getelementptr half, ptr addrspace(1) %out, i32 %idx26
  store half %v30, ptr addrspace(1) %p26
  %v31 = sitofp i32 %v1 to float
  %idx27 = add i32 %zero, 27
  %p27 = getelementptr float, ptr addrspace(1) %out, i32 %idx27
  store float %v31, ptr addrspace(1) %p27
  %v32 = uitofp i32 %v1 to float
  %idx28 = add i32 %zero, 28
  %p28 = getelementptr float, ptr addrspace(1) %out, i32 %idx28
  store float %v32, ptr addrspace(1) %p28
  %v33 = sitofp i32 %v1 to double
  %idx29 = add i32 %zero, 29
  %p29 = getelementptr double, ptr addrspace(1) %out, i32 %idx29
  store double %v33, ptr addrspace(1) %p29
  %v34 = uitofp i32 %v1 to double
  %idx30 = add i32 %zero, 30
  %p30 = getelementptr double, ptr addrspace(1) %out, i32 %idx30
  store double %v34, ptr addrspace(1) %p30
  %v35 = sitofp i64 %ua to half
  %idx31 = add i32 %zero, 31
  %p31 = getelementptr half, ptr addrspace(1) %out, i32 %idx31
  store half %v35, ptr addrspace(1) %p31
  %v36 = uitofp i64 %ua to half
  %idx32 = add i32 %zero, 32
  %p32 = getelementptr half, ptr addrspace(1) %out, i32 %idx32
  store half %v36, ptr addrspace(1) %p32
  %v37 = sitofp i64 %ua to float
  %idx33 = add i32 %zero, 33
  %p33 = getelementptr float, ptr addrspace(1) %out, i32 %idx33
  store float %v37, ptr addrspace(1) %p33
  %v38 = uitofp i64 %ua to float
  %idx34 = add i32 %zero, 34
  %p34 = getelementptr float, ptr addrspace(1) %out, i32 %idx34
  store float %v38, ptr addrspace(1) %p34
  %v39 = sitofp i64 %ua to double
  %idx35 = add i32 %zero, 35
  %p35 = getelementptr double, ptr addrspace(1) %out, i32 %idx35
  store double %v39, ptr addrspace(1) %p35
  %v40 = uitofp i64 %ua to double
  %idx36 = add i32 %zero, 36
  %p36 = getelementptr double, ptr addrspace(1) %out, i32 %idx36
  store double %v40, ptr addrspace(1) %p36
  %v41 = fptosi half %v6 to i8
  %idx37 = add i32 %zero, 37
  %p37 = getelementptr i8, ptr addrspace(1) %out, i32 %idx37
  store i8 %v41, ptr addrspace(1) %p37
  %v42 = fptoui half %v6 to i8
  %idx38 = add i32 %zero, 38
  %p38 = getelementptr i8, ptr addrspace(1) %out, i32 %idx38
  store i8 %v42, ptr addrspace(1) %p38
  %v43 = call i8 @llvm.fptosi.sat.i8.f16(half %v6)
  %idx39 = add i32 %zero, 39
  %p39 = getelementptr i8, ptr addrspace(1) %out, i32 %idx39
  store i8 %v43, ptr addrspace(1) %p39
  %v44 = call i8 @llvm.fptoui.sat.i8.f16(half %v6)
  %idx40 = add i32 %zero, 40
  %p40 = getelementptr i8, ptr addrspace(1) %out, i32 %idx40
  store i8 %v44, ptr addrspace(1) %p40
  %v45 = fptosi half %v6 to i16
  %idx41 = add i32 %zero, 41
  %p41 = getelementptr i16, ptr addrspace(1) %out, i32 %idx41
  store i16 %v45, ptr addrspace(1) %p41
  %v46 = fptoui half %v6 to i16
  %idx42 = add i32 %zero, 42
  %p42 = getelementptr i16, ptr addrspace(1) %out, i32 %idx42
  store i16 %v46, ptr addrspace(1) %p42
  %v47 = call i16 @llvm.fptosi.sat.i16.f16(half %v6)
  %idx43 = add i32 %zero, 43
  %p43 = getelementptr i16, ptr addrspace(1) %out, i32 %idx43
  store i16 %v47, ptr addrspace(1) %p43
  %v48 = call i16 @llvm.fptoui.sat.i16.f16(half %v6)
  %idx44 = add i32 %zero, 44
  %p44 = getelementptr i16, ptr addrspace(1) %out, i32 %idx44
  store i16 %v48, ptr addrspace(1) %p44
  %v49 = fptosi half %v6 to i32
  %idx45 = add i32 %zero, 45
  %p45 = getelementptr i32, ptr addrspace(1) %out, i32 %idx45
  store i32 %v49, ptr addrspace(1) %p45
  %v50 = fptoui half %v6 to i32
  %idx46 = add i32 %zero, 46
  %p46 = getelementptr i32, ptr addrspace(1) %out, i32 %idx46
  store i32 %v50, ptr addrspace(1) %p46
  %v51 = call i32 @llvm.fptosi.sat.i32.f16(half %v6)
  %idx47 = add i32 %zero, 47
  %p47 = getelementptr i32, ptr addrspace(1) %out, i32 %idx47
  store i32 %v51, ptr addrspace(1) %p47
  %v52 = call i32 @llvm.fptoui.sat.i32.f16(half %v6)
  %idx48 = add i32 %zero, 48
  %p48 = getelementptr i32, ptr addrspace(1) %out, i32 %idx48
  store i32 %v52, ptr addrspace(1) %p48
  %v53 = fptosi half %v6 to i64
  %idx49 = add i32 %zero, 49
  %p49 = getelementptr i64, ptr addrspace(1) %out, i32 %idx49
  store i64 %v53, ptr addrspace(1) %p49
  %v54 = fptoui half %v6 to i64
  %idx50 = add i32 %zero, 50
  %p50 = getelementptr i64, ptr addrspace(1) %out, i32 %idx50
  store i64 %v54, ptr addrspace(1) %p50
  %v55 = call i64 @llvm.fptosi.sat.i64.f16(half %v6)
  %idx51 = add i32 %zero, 51
  %p51 = getelementptr i64, ptr addrspace(1) %out, i32 %idx51
  store i64 %v55, ptr addrspace(1) %p51
  %v56 = call i64 @llvm.fptoui.sat.i64.f16(half %v6)
  %idx52 = add i32 %zero, 52
  %p52 = getelementptr i64, ptr addrspace(1) %out, i32 %idx52
  store i64 %v56, ptr addrspace(1) %p52
  %v57 = fptosi float %v5 to i8
  %idx53 = add i32 %zero, 53
  %p53 = getelementptr i8, ptr addrspace(1) %out, i32 %idx53
  store i8 %v57, ptr addrspace(1) %p53
  %v58 = fptoui float %v5 to i8
  %idx54 = add i32 %zero, 54
  %p54 = getelementptr i8, ptr addrspace(1) %out, i32 %idx54
  store i8 %v58, ptr addrspace(1) %p54
  %v59 = call i8 @llvm.fptosi.sat.i8.f32(float %v5)
  %idx55 = add i32 %zero, 55
  %p55 = getelementptr i8, ptr addrspace(1) %out, i32 %idx55
  store i8 %v59, ptr addrspace(1) %p55
  %v60 = call i8 @llvm.fptoui.sat.i8.f32(float %v5)
  %idx56 = add i32 %zero, 56
  %p56 = getelementptr i8, ptr addrspace(1) %out, i32 %idx56
  store i8 %v60, ptr addrspace(1) %p56
  %v61 = fptosi float %v5 to i16
  %idx57 = add i32 %zero, 57
  %p57 = getelementptr i16, ptr addrspace(1) %out, i32 %idx57
  store i16 %v61, ptr addrspace(1) %p57
  %v62 = fptoui float %v5 to i16
  %idx58 = add i32 %zero, 58
  %p58 = getelementptr i16, ptr addrspace(1) %out, i32 %idx58
  store i16 %v62, ptr addrspace(1) %p58
  %v63 = call i16 @llvm.fptosi.sat.i16.f32(float %v5)
  %idx59 = add i32 %zero, 59
  %p59 = getelementptr i16, ptr addrspace(1) %out, i32 %idx59
  store i16 %v63, ptr addrspace(1) %p59
  %v64 = call i16 @llvm.fptoui.sat.i16.f32(float %v5)
  %idx60 = add i32 %zero, 60
  %p60 = getelementptr i16, ptr addrspace(1) %out, i32 %idx60
  store i16 %v64, ptr addrspace(1) %p60
  %v65 = fptosi float %v5 to i32
  %idx61 = add i32 %zero, 61
  %p61 = getelementptr i32, ptr addrspace(1) %out, i32 %idx61
  store i32 %v65, ptr addrspace(1) %p61
  %v66 = fptoui float %v5 to i32
  %idx62 = add i32 %zero, 62
  %p62 = getelementptr i32, ptr addrspace(1) %out, i32 %idx62
  store i32 %v66, ptr addrspace(1) %p62
  %v67 = call i32 @llvm.fptosi.sat.i32.f32(float %v5)
  %idx63 = add i32 %zero, 63
  %p63 = getelementptr i32, ptr addrspace(1) %out, i32 %idx63
  store i32 %v67, ptr addrspace(1) %p63
  %v68 = call i32 @llvm.fptoui.sat.i32.f32(float %v5)
  %idx64 = add i32 %zero, 64
  %p64 = getelementptr i32, ptr addrspace(1) %out, i32 %idx64
  store i32 %v68, ptr addrspace(1) %p64
  %v69 = fptosi float %v5 to i64
  %idx65 = add i32 %zero, 65
  %p65 = getelementptr i64, ptr addrspace(1) %out, i32 %idx65
  store i64 %v69, ptr addrspace(1) %p65
  %v70 = fptoui float %v5 to i64
  %idx66 = add i32 %zero, 66
  %p66 = getelementptr i64, ptr addrspace(1) %out, i32 %idx66
  store i64 %v70, ptr addrspace(1) %p66
  %v71 = call i64 @llvm.fptosi.sat.i64.f32(float %v5)
  %idx67 = add i32 %zero, 67
  %p67 = getelementptr i64, ptr addrspace(1) %out, i32 %idx67
  store i64 %v71, ptr addrspace(1) %p67
  %v72 = call i64 @llvm.fptoui.sat.i64.f32(float %v5)
  %idx68 = add i32 %zero, 68
  %p68 = getelementptr i64, ptr addrspace(1) %out, i32 %idx68
  store i64 %v72, ptr addrspace(1) %p68
  %v73 = fptosi double %uf to i8
  %idx69 = add i32 %zero, 69
  %p69 = getelementptr i8, ptr addrspace(1) %out, i32 %idx69
  store i8 %v73, ptr addrspace(1) %p69
  %v74 = fptoui double %uf to i8
  %idx70 = add i32 %zero, 70
  %p70 = getelementptr i8, ptr addrspace(1) %out, i32 %idx70
  store i8 %v74, ptr addrspace(1) %p70
  %v75 = call i8 @llvm.fptosi.sat.i8.f64(double %uf)
  %idx71 = add i32 %zero, 71
  %p71 = getelementptr i8, ptr addrspace(1) %out, i32 %idx71
  store i8 %v75, ptr addrspace(1) %p71
  %v76 = call i8 @llvm.fptoui.sat.i8.f64(double %uf)
  %idx72 = add i32 %zero, 72
  %p72 = getelementptr i8, ptr addrspace(1) %out, i32 %idx72
  store i8 %v76, ptr addrspace(1) %p72
  %v77 = fptosi double %uf to i16
  %idx73 = add i32 %zero, 73
  %p73 = getelementptr i16, ptr addrspace(1) %out, i32 %idx73
  store i16 %v77, ptr addrspace(1) %p73
  %v78 = fptoui double %uf to i16
  %idx74 = add i32 %zero, 74
  %p74 = getelementptr i16, ptr addrspace(1) %out, i32 %idx74
  store i16 %v78, ptr addrspace(1) %p74
  %v79 = call i16 @llvm.fptosi.sat.i16.f64(double %uf)
  %idx75 = add i32 %zero, 75
  %p75 = getelementptr i16, ptr addrspace(1) %out, i32 %idx75
  store i16 %v79, ptr addrspace(1) %p75
  %v80 = call i16 @llvm.fptoui.sat.i16.f64(double %uf)
  %idx76 = add i32 %zero, 76
  %p76 = getelementptr i16, ptr addrspace(1) %out, i32 %idx76
  store i16 %v80, ptr addrspace(1) %p76
  %v81 = fptosi double %uf to i32
  %idx77 = add i32 %zero, 77
  %p77 = getelementptr i32, ptr addrspace(1) %out, i32 %idx77
  store i32 %v81, ptr addrspace(1) %p77
  %v82 = fptoui double %uf to i32
  %idx78 = add i32 %zero, 78
  %p78 = getelementptr i32, ptr addrspace(1) %out, i32 %idx78
  store i32 %v82, ptr addrspace(1) %p78
  %v83 = call i32 @llvm.fptosi.sat.i32.f64(double %uf)
  %idx79 = add i32 %zero, 79
  %p79 = getelementptr i32, ptr addrspace(1) %out, i32 %idx79
  store i32 %v83, ptr addrspace(1) %p79
  %v84 = call i32 @llvm.fptoui.sat.i32.f64(double %uf)
  %idx80 = add i32 %zero, 80
  %p80 = getelementptr i32, ptr addrspace(1) %out, i32 %idx80
  store i32 %v84, ptr addrspace(1) %p80
  %v85 = fptosi double %uf to i64
  %idx81 = add i32 %zero, 81
  %p81 = getelementptr i64, ptr addrspace(1) %out, i32 %idx81
  store i64 %v85, ptr addrspace(1) %p81
  %v86 = fptoui double %uf to i64
  %idx82 = add i32 %zero, 82
  %p82 = getelementptr i64, ptr addrspace(1) %out, i32 %idx82
  store i64 %v86, ptr addrspace(1) %p82
  %v87 = call i64 @llvm.fptosi.sat.i64.f64(double %uf)
  %idx83 = add i32 %zero, 83
  %p83 = getelementptr i64, ptr addrspace(1) %out, i32 %idx83
  store i64 %v87, ptr addrspace(1) %p83
  %v88 = call i64 @llvm.fptoui.sat.i64.f64(double %uf)
  %idx84 = add i32 %zero, 84
  %p84 = getelementptr i64, ptr addrspace(1) %out, i32 %idx84
  store i64 %v88, ptr addrspace(1) %p84
  %v89 = sext i8 %v3 to i16
  %idx85 = add i32 %zero, 85
  %p85 = getelementptr i16, ptr addrspace(1) %out, i32 %idx85
  store i16 %v89, ptr addrspace(1) %p85
  %v90 = zext i8 %v3 to i16
  %idx86 = add i32 %zero, 86
  %p86 = getelementptr i16, ptr addrspace(1) %out, i32 %idx86
  store i16 %v90, ptr addrspace(1) %p86
  %v91 = sext i8 %v3 to i32
  %idx87 = add i32 %zero, 87
  %p87 = getelementptr i32, ptr addrspace(1) %out, i32 %idx87
  store i32 %v91, ptr addrspace(1) %p87
  %v92 = zext i8 %v3 to i32
  %idx88 = add i32 %zero, 88
  %p88 = getelementptr i32, ptr addrspace(1) %out, i32 %idx88
  store i32 %v92, ptr addrspace(1) %p88
  %v93 = sext i8 %v3 to i64
  %idx89 = add i32 %zero, 89
  %p89 = getelementptr i64, ptr addrspace(1) %out, i32 %idx89
  store i64 %v93, ptr addrspace(1) %p89
  %v94 = zext i8 %v3 to i64
  %idx90 = add i32 %zero, 90
  %p90 = getelementptr i64, ptr addrspace(1) %out, i32 %idx90
  store i64 %v94, ptr addrspace(1) %p90
  %v95 = sext i16 %v2 to i32
  %idx91 = add i32 %zero, 91
  %p91 = getelementptr i32, ptr addrspace(1) %out, i32 %idx91
  store i32 %v95, ptr addrspace(1) %p91
  %v96 = zext i16 %v2 to i32
  %idx92 = add i32 %zero, 92
  %p92 = getelementptr i32, ptr addrspace(1) %out, i32 %idx92
  store i32 %v96, ptr addrspace(1) %p92
  %v97 = sext i16 %v2 to i64
  %idx93 = add i32 %zero, 93
  %p93 = getelementptr i64, ptr addrspace(1) %out, i32 %idx93
  store i64 %v97, ptr addrspace(1) %p93
  %v98 = zext i16 %v2 to i64
  %idx94 = add i32 %zero, 94
  %p94 = getelementptr i64, ptr addrspace(1) %out, i32 %idx94
  store i64 %v98, ptr addrspace(1) %p94
  %v99 = sext i32 %v1 to i64
  %idx95 = add i32 %zero, 95
  %p95 = getelementptr i64, ptr addrspace(1) %out, i32 %idx95
  store i64 %v99, ptr addrspace(1) %p95
  %v100 = zext i32 %v1 to i64
  %idx96 = add i32 %zero, 96
  %p96 = getelementptr i64, ptr addrspace(1) %out, i32 %idx96
  store i64 %v100, ptr addrspace(1) %p96
  %v101 = sext i1 %v4 to i8
  %idx97 = add i32 %zero, 97
  %p97 = getelementptr i8, ptr addrspace(1) %out, i32 %idx97
  store i8 %v101, ptr addrspace(1) %p97
  %v102 = zext i1 %v4 to i8
  %idx98 = add i32 %zero, 98
  %p98 = getelementptr i8, ptr addrspace(1) %out, i32 %idx98
  store i8 %v102, ptr addrspace(1) %p98
  %v103 = sext i1 %v4 to i16
  %idx99 = add i32 %zero, 99
  %p99 = getelementptr i16, ptr addrspace(1) %out, i32 %idx99
  store i16 %v103, ptr addrspace(1) %p99
  %v104 = zext i1 %v4 to i16
  %idx100 = add i32 %zero, 100
  %p100 = getelementptr i16, ptr addrspace(1) %out, i32 %idx100
  store i16 %v104, ptr addrspace(1) %p100
  %v105 = sext i1 %v4 to i32
  %idx101 = add i32 %zero, 101
  %p101 = getelementptr i32, ptr addrspace(1) %out, i32 %idx101
  store i32 %v105, ptr addrspace(1) %p101
  %v106 = zext i1 %v4 to i32
  %idx102 = add i32 %zero, 102
  %p102 = getelementptr i32, ptr addrspace(1) %out, i32 %idx102
  store i32 %v106, ptr addrspace(1) %p102
  %v107 = sext i1 %v4 to i64
  %idx103 = add i32 %zero, 103
  %p103 = getelementptr i64, ptr addrspace(1) %out, i32 %idx103
  store i64 %v107, ptr addrspace(1) %p103
  %v108 = zext i1 %v4 to i64
  %idx104 = add i32 %zero, 104
  %p104 = getelementptr i64, ptr addrspace(1) %out, i32 %idx104
  store i64 %v108, ptr addrspace(1) %p104
  %v109 = bitcast double %uf to i64
  %idx105 = add i32 %zero, 105
  %p105 = getelementptr i64, ptr addrspace(1) %out, i32 %idx105
  store i64 %v109, ptr addrspace(1) %p105
  %v110 = bitcast i32 %v1 to float
  %idx106 = add i32 %zero, 106
  %p106 = getelementptr float, ptr addrspace(1) %out, i32 %idx106
  store float %v110, ptr addrspace(1) %p106
  %v111 = bitcast i16 %v2 to half
  %idx107 = add i32 %zero, 107
  %p107 = getelementptr half, ptr addrspace(1) %out, i32 %idx107
  store half %v111, ptr addrspace(1) %p107
  %v112 = bitcast i32 %v1 to <2 x half>
  %v113 = fpext <2 x half> %v112 to <2 x float>
  %idx108 = add i32 %zero, 108
  %p108 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx108
  store <2 x float> %v113, ptr addrspace(1) %p108
  %v114 = bitcast i64 %ua to <2 x float>
  %v115 = fptrunc <2 x float> %v114 to <2 x half>
  %idx109 = add i32 %zero, 109
  %p109 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx109
  store <2 x half> %v115, ptr addrspace(1) %p109
  %v116 = bitcast i32 %v1 to <2 x i16>
  %v117 = sitofp <2 x i16> %v116 to <2 x half>
  %idx110 = add i32 %zero, 110
  %p110 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx110
  store <2 x half> %v117, ptr addrspace(1) %p110
  %v118 = bitcast i32 %v1 to <4 x i8>
  %v119 = uitofp <4 x i8> %v118 to <4 x float>
  %idx111 = add i32 %zero, 111
  %p111 = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %idx111
  store <4 x float> %v119, ptr addrspace(1) %p111
  %v120 = bitcast i64 %ua to <2 x float>
  %v121 = fptosi <2 x float> %v120 to <2 x i16>
  %idx112 = add i32 %zero, 112
  %p112 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx112
  store <2 x i16> %v121, ptr addrspace(1) %p112
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
declare i8 @llvm.fptosi.sat.i8.f16(half)
declare i8 @llvm.fptoui.sat.i8.f16(half)
declare i16 @llvm.fptosi.sat.i16.f16(half)
declare i16 @llvm.fptoui.sat.i16.f16(half)
declare i32 @llvm.fptosi.sat.i32.f16(half)
declare i32 @llvm.fptoui.sat.i32.f16(half)
declare i64 @llvm.fptosi.sat.i64.f16(half)
declare i64 @llvm.fptoui.sat.i64.f16(half)
declare i8 @llvm.fptosi.sat.i8.f32(float)
declare i8 @llvm.fptoui.sat.i8.f32(float)
declare i16 @llvm.fptosi.sat.i16.f32(float)
declare i16 @llvm.fptoui.sat.i16.f32(float)
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i32 @llvm.fptoui.sat.i32.f32(float)
declare i64 @llvm.fptosi.sat.i64.f32(float)
declare i64 @llvm.fptoui.sat.i64.f32(float)
declare i8 @llvm.fptosi.sat.i8.f64(double)
declare i8 @llvm.fptoui.sat.i8.f64(double)
declare i16 @llvm.fptosi.sat.i16.f64(double)
declare i16 @llvm.fptoui.sat.i16.f64(double)
declare i32 @llvm.fptosi.sat.i32.f64(double)
declare i32 @llvm.fptoui.sat.i32.f64(double)
declare i64 @llvm.fptosi.sat.i64.f64(double)
declare i64 @llvm.fptoui.sat.i64.f64(double)
