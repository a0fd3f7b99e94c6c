; Mnemonic sweep kernel: compiled by traces/sweep/gen for every llc version
; and target for the instruction mnemonics it makes llc emit. The kernels
; with a ';!' launch header also run against lli (traces/sweep/run). See
; traces/README.md, "Mnemonic sweep".

define amdgpu_kernel void @float_roundeven_div_f16(ptr addrspace(1) %out, ptr addrspace(1) %in, half %ua, half %ub, half %uc) {
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
  %v71 = call half @llvm.roundeven.f16(half %a0)
  %idx43 = add i32 %tid, 11008
  %p43 = getelementptr half, ptr addrspace(1) %out, i32 %idx43
  store half %v71, ptr addrspace(1) %p43
  %v72 = call half @llvm.nearbyint.f16(half %a0)
  %idx44 = add i32 %tid, 11264
  %p44 = getelementptr half, ptr addrspace(1) %out, i32 %idx44
  store half %v72, ptr addrspace(1) %p44
  %v73 = fmul contract half %a0, %a1
  %v74 = fadd contract half %v73, %a2
  %idx45 = add i32 %tid, 11520
  %p45 = getelementptr half, ptr addrspace(1) %out, i32 %idx45
  store half %v74, ptr addrspace(1) %p45
  %v75 = fmul half %a0, %a1
  %v76 = fadd half %v75, %a2
  %idx46 = add i32 %tid, 11776
  %p46 = getelementptr half, ptr addrspace(1) %out, i32 %idx46
  store half %v76, ptr addrspace(1) %p46
  %v77 = call half @llvm.maxnum.f16(half %a0, half 0.0)
  %v78 = call half @llvm.minnum.f16(half %v77, half 1.0)
  %idx47 = add i32 %tid, 12032
  %p47 = getelementptr half, ptr addrspace(1) %out, i32 %idx47
  store half %v78, ptr addrspace(1) %p47
  %v79 = call nnan half @llvm.maxnum.f16(half %a0, half %a1)
  %v80 = call nnan half @llvm.minnum.f16(half %v79, half %a2)
  %idx48 = add i32 %tid, 12288
  %p48 = getelementptr half, ptr addrspace(1) %out, i32 %idx48
  store half %v80, ptr addrspace(1) %p48
  ret void
}

;! {
;!   "grid": [64, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u32", "count": 12356},
;!     "in": {"type": "f32", "count": 192, "gen": "range", "lo": -1000, "hi": 1000, "quantum": 0.25}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"f32": 2.5}, {"f32": -3.5}, {"f32": 0.75}],
;!   "outputs": ["out"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)",
;!     "llvm14-gfx1010": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)",
;!     "llvm14-gfx1030": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)",
;!     "llvm14-gfx1030-w64": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)",
;!     "llvm14-gfx1030-legacy": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)"
;!   }
;! }
define amdgpu_kernel void @float_roundeven_div_f32(ptr addrspace(1) %out, ptr addrspace(1) %in, float %ua, float %ub, float %uc) {
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
  %v71 = call float @llvm.roundeven.f32(float %a0)
  %idx43 = add i32 %tid, 11008
  %p43 = getelementptr float, ptr addrspace(1) %out, i32 %idx43
  store float %v71, ptr addrspace(1) %p43
  %v72 = call float @llvm.nearbyint.f32(float %a0)
  %idx44 = add i32 %tid, 11264
  %p44 = getelementptr float, ptr addrspace(1) %out, i32 %idx44
  store float %v72, ptr addrspace(1) %p44
  %v73 = fmul contract float %a0, %a1
  %v74 = fadd contract float %v73, %a2
  %idx45 = add i32 %tid, 11520
  %p45 = getelementptr float, ptr addrspace(1) %out, i32 %idx45
  store float %v74, ptr addrspace(1) %p45
  %v75 = fmul float %a0, %a1
  %v76 = fadd float %v75, %a2
  %idx46 = add i32 %tid, 11776
  %p46 = getelementptr float, ptr addrspace(1) %out, i32 %idx46
  store float %v76, ptr addrspace(1) %p46
  %v77 = call float @llvm.maxnum.f32(float %a0, float 0.0)
  %v78 = call float @llvm.minnum.f32(float %v77, float 1.0)
  %idx47 = add i32 %tid, 12032
  %p47 = getelementptr float, ptr addrspace(1) %out, i32 %idx47
  store float %v78, ptr addrspace(1) %p47
  %v79 = call nnan float @llvm.maxnum.f32(float %a0, float %a1)
  %v80 = call nnan float @llvm.minnum.f32(float %v79, float %a2)
  %idx48 = add i32 %tid, 12288
  %p48 = getelementptr float, ptr addrspace(1) %out, i32 %idx48
  store float %v80, ptr addrspace(1) %p48
  ret void
}

;! {
;!   "grid": [1, 1, 1],
;!   "workgroup": [1, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u64", "count": 12354},
;!     "in": {"type": "f64", "count": 192, "gen": "range", "lo": -1000, "hi": 1000, "quantum": 0.25}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"f64": 2.5}, {"f64": -3.5}, {"f64": 0.75}],
;!   "outputs": ["out"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)",
;!     "llvm14-gfx1010": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)",
;!     "llvm14-gfx1030": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)",
;!     "llvm14-gfx1030-w64": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)",
;!     "llvm14-gfx1030-legacy": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)"
;!   }
;! }
define amdgpu_kernel void @float_roundeven_div_f64(ptr addrspace(1) %out, ptr addrspace(1) %in, double %ua, double %ub, double %uc) {
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
  %v71 = call double @llvm.roundeven.f64(double %a0)
  %idx43 = add i32 %tid, 11008
  %p43 = getelementptr double, ptr addrspace(1) %out, i32 %idx43
  store double %v71, ptr addrspace(1) %p43
  %v72 = call double @llvm.nearbyint.f64(double %a0)
  %idx44 = add i32 %tid, 11264
  %p44 = getelementptr double, ptr addrspace(1) %out, i32 %idx44
  store double %v72, ptr addrspace(1) %p44
  %v73 = fmul contract double %a0, %a1
  %v74 = fadd contract double %v73, %a2
  %idx45 = add i32 %tid, 11520
  %p45 = getelementptr double, ptr addrspace(1) %out, i32 %idx45
  store double %v74, ptr addrspace(1) %p45
  %v75 = fmul double %a0, %a1
  %v76 = fadd double %v75, %a2
  %idx46 = add i32 %tid, 11776
  %p46 = getelementptr double, ptr addrspace(1) %out, i32 %idx46
  store double %v76, ptr addrspace(1) %p46
  %v77 = call double @llvm.maxnum.f64(double %a0, double 0.0)
  %v78 = call double @llvm.minnum.f64(double %v77, double 1.0)
  %idx47 = add i32 %tid, 12032
  %p47 = getelementptr double, ptr addrspace(1) %out, i32 %idx47
  store double %v78, ptr addrspace(1) %p47
  %v79 = call nnan double @llvm.maxnum.f64(double %a0, double %a1)
  %v80 = call nnan double @llvm.minnum.f64(double %v79, double %a2)
  %idx48 = add i32 %tid, 12288
  %p48 = getelementptr double, ptr addrspace(1) %out, i32 %idx48
  store double %v80, ptr addrspace(1) %p48
  ret void
}

define amdgpu_kernel void @float_roundeven_uni_f16(ptr addrspace(1) %out, ptr addrspace(1) %in, half %ua, half %ub, half %uc) {
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
  %v71 = call half @llvm.roundeven.f16(half %ua)
  %idx43 = add i32 %zero, 43
  %p43 = getelementptr half, ptr addrspace(1) %out, i32 %idx43
  store half %v71, ptr addrspace(1) %p43
  %v72 = call half @llvm.nearbyint.f16(half %ua)
  %idx44 = add i32 %zero, 44
  %p44 = getelementptr half, ptr addrspace(1) %out, i32 %idx44
  store half %v72, ptr addrspace(1) %p44
  %v73 = fmul contract half %ua, %ub
  %v74 = fadd contract half %v73, %uc
  %idx45 = add i32 %zero, 45
  %p45 = getelementptr half, ptr addrspace(1) %out, i32 %idx45
  store half %v74, ptr addrspace(1) %p45
  %v75 = fmul half %ua, %ub
  %v76 = fadd half %v75, %uc
  %idx46 = add i32 %zero, 46
  %p46 = getelementptr half, ptr addrspace(1) %out, i32 %idx46
  store half %v76, ptr addrspace(1) %p46
  %v77 = call half @llvm.maxnum.f16(half %ua, half 0.0)
  %v78 = call half @llvm.minnum.f16(half %v77, half 1.0)
  %idx47 = add i32 %zero, 47
  %p47 = getelementptr half, ptr addrspace(1) %out, i32 %idx47
  store half %v78, ptr addrspace(1) %p47
  %v79 = call nnan half @llvm.maxnum.f16(half %ua, half %ub)
  %v80 = call nnan half @llvm.minnum.f16(half %v79, half %uc)
  %idx48 = add i32 %zero, 48
  %p48 = getelementptr half, ptr addrspace(1) %out, i32 %idx48
  store half %v80, ptr addrspace(1) %p48
  ret void
}

;! {
;!   "grid": [64, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u32", "count": 53, "fill": "0xdeadbeef"},
;!     "in": {"type": "f32", "count": 1}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"f32": 2.5}, {"f32": -3.5}, {"f32": 0.75}],
;!   "outputs": ["out"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)",
;!     "llvm14-gfx1010": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)",
;!     "llvm14-gfx1030": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)",
;!     "llvm14-gfx1030-w64": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)",
;!     "llvm14-gfx1030-legacy": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)"
;!   }
;! }
define amdgpu_kernel void @float_roundeven_uni_f32(ptr addrspace(1) %out, ptr addrspace(1) %in, float %ua, float %ub, float %uc) {
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
  %v71 = call float @llvm.roundeven.f32(float %ua)
  %idx43 = add i32 %zero, 43
  %p43 = getelementptr float, ptr addrspace(1) %out, i32 %idx43
  store float %v71, ptr addrspace(1) %p43
  %v72 = call float @llvm.nearbyint.f32(float %ua)
  %idx44 = add i32 %zero, 44
  %p44 = getelementptr float, ptr addrspace(1) %out, i32 %idx44
  store float %v72, ptr addrspace(1) %p44
  %v73 = fmul contract float %ua, %ub
  %v74 = fadd contract float %v73, %uc
  %idx45 = add i32 %zero, 45
  %p45 = getelementptr float, ptr addrspace(1) %out, i32 %idx45
  store float %v74, ptr addrspace(1) %p45
  %v75 = fmul float %ua, %ub
  %v76 = fadd float %v75, %uc
  %idx46 = add i32 %zero, 46
  %p46 = getelementptr float, ptr addrspace(1) %out, i32 %idx46
  store float %v76, ptr addrspace(1) %p46
  %v77 = call float @llvm.maxnum.f32(float %ua, float 0.0)
  %v78 = call float @llvm.minnum.f32(float %v77, float 1.0)
  %idx47 = add i32 %zero, 47
  %p47 = getelementptr float, ptr addrspace(1) %out, i32 %idx47
  store float %v78, ptr addrspace(1) %p47
  %v79 = call nnan float @llvm.maxnum.f32(float %ua, float %ub)
  %v80 = call nnan float @llvm.minnum.f32(float %v79, float %uc)
  %idx48 = add i32 %zero, 48
  %p48 = getelementptr float, ptr addrspace(1) %out, i32 %idx48
  store float %v80, ptr addrspace(1) %p48
  ret void
}

;! {
;!   "grid": [64, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u64", "count": 51, "fill": "0xdeadbeef"},
;!     "in": {"type": "f64", "count": 1}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"f64": 2.5}, {"f64": -3.5}, {"f64": 0.75}],
;!   "outputs": ["out"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)",
;!     "llvm14-gfx1010": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)",
;!     "llvm14-gfx1030": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)",
;!     "llvm14-gfx1030-w64": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)",
;!     "llvm14-gfx1030-legacy": "llc-14 cannot lower llvm.roundeven (it asks for a libcall)"
;!   }
;! }
define amdgpu_kernel void @float_roundeven_uni_f64(ptr addrspace(1) %out, ptr addrspace(1) %in, double %ua, double %ub, double %uc) {
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
  %v71 = call double @llvm.roundeven.f64(double %ua)
  %idx43 = add i32 %zero, 43
  %p43 = getelementptr double, ptr addrspace(1) %out, i32 %idx43
  store double %v71, ptr addrspace(1) %p43
  %v72 = call double @llvm.nearbyint.f64(double %ua)
  %idx44 = add i32 %zero, 44
  %p44 = getelementptr double, ptr addrspace(1) %out, i32 %idx44
  store double %v72, ptr addrspace(1) %p44
  %v73 = fmul contract double %ua, %ub
  %v74 = fadd contract double %v73, %uc
  %idx45 = add i32 %zero, 45
  %p45 = getelementptr double, ptr addrspace(1) %out, i32 %idx45
  store double %v74, ptr addrspace(1) %p45
  %v75 = fmul double %ua, %ub
  %v76 = fadd double %v75, %uc
  %idx46 = add i32 %zero, 46
  %p46 = getelementptr double, ptr addrspace(1) %out, i32 %idx46
  store double %v76, ptr addrspace(1) %p46
  %v77 = call double @llvm.maxnum.f64(double %ua, double 0.0)
  %v78 = call double @llvm.minnum.f64(double %v77, double 1.0)
  %idx47 = add i32 %zero, 47
  %p47 = getelementptr double, ptr addrspace(1) %out, i32 %idx47
  store double %v78, ptr addrspace(1) %p47
  %v79 = call nnan double @llvm.maxnum.f64(double %ua, double %ub)
  %v80 = call nnan double @llvm.minnum.f64(double %v79, double %uc)
  %idx48 = add i32 %zero, 48
  %p48 = getelementptr double, ptr addrspace(1) %out, i32 %idx48
  store double %v80, ptr addrspace(1) %p48
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
declare half @llvm.roundeven.f16(half)
declare half @llvm.nearbyint.f16(half)
declare half @llvm.maxnum.f16(half, half)
declare half @llvm.minnum.f16(half, half)
declare float @llvm.roundeven.f32(float)
declare float @llvm.nearbyint.f32(float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minnum.f32(float, float)
declare double @llvm.roundeven.f64(double)
declare double @llvm.nearbyint.f64(double)
declare double @llvm.maxnum.f64(double, double)
declare double @llvm.minnum.f64(double, double)
