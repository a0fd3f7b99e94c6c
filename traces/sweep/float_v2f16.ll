; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

define amdgpu_kernel void @float_v2f16_div_v2f16(ptr addrspace(1) %out, ptr addrspace(1) %in, <2 x half> %ua, <2 x half> %ub, <2 x half> %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %ia0 = add i32 %tid, 0
  %pa0 = getelementptr <2 x half>, ptr addrspace(1) %in, i32 %ia0
  %a0 = load <2 x half>, ptr addrspace(1) %pa0
  %ia1 = add i32 %tid, 64
  %pa1 = getelementptr <2 x half>, ptr addrspace(1) %in, i32 %ia1
  %a1 = load <2 x half>, ptr addrspace(1) %pa1
  %ia2 = add i32 %tid, 128
  %pa2 = getelementptr <2 x half>, ptr addrspace(1) %in, i32 %ia2
  %a2 = load <2 x half>, ptr addrspace(1) %pa2
  %v1 = fadd <2 x half> %a0, %a1
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx1
  store <2 x half> %v1, ptr addrspace(1) %p1
  %v2 = fsub <2 x half> %a0, %a1
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx2
  store <2 x half> %v2, ptr addrspace(1) %p2
  %v3 = fmul <2 x half> %a0, %a1
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx3
  store <2 x half> %v3, ptr addrspace(1) %p3
  %v4 = fdiv <2 x half> %a0, %a1
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx4
  store <2 x half> %v4, ptr addrspace(1) %p4
  %v5 = fadd fast <2 x half> %a0, %a1
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx5
  store <2 x half> %v5, ptr addrspace(1) %p5
  %v6 = fmul nnan ninf <2 x half> %a0, %a1
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx6
  store <2 x half> %v6, ptr addrspace(1) %p6
  %v7 = fdiv arcp <2 x half> %a0, %a1
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx7
  store <2 x half> %v7, ptr addrspace(1) %p7
  %v8 = fdiv afn <2 x half> %a0, %a1
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx8
  store <2 x half> %v8, ptr addrspace(1) %p8
  %v9 = fneg <2 x half> %a0
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx9
  store <2 x half> %v9, ptr addrspace(1) %p9
  %v10 = fdiv <2 x half> <half 1.0, half 1.0>, %a0
  %idx10 = add i32 %tid, 2560
  %p10 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx10
  store <2 x half> %v10, ptr addrspace(1) %p10
  %v11 = fdiv arcp <2 x half> <half 1.0, half 1.0>, %a0
  %idx11 = add i32 %tid, 2816
  %p11 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx11
  store <2 x half> %v11, ptr addrspace(1) %p11
  %v12 = fmul <2 x half> %a0, <half 2.0, half 2.0>
  %idx12 = add i32 %tid, 3072
  %p12 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx12
  store <2 x half> %v12, ptr addrspace(1) %p12
  %v13 = call <2 x half> @llvm.fabs.v2f16(<2 x half> %a0)
  %idx13 = add i32 %tid, 3328
  %p13 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx13
  store <2 x half> %v13, ptr addrspace(1) %p13
  %v14 = call <2 x half> @llvm.sqrt.v2f16(<2 x half> %a0)
  %idx14 = add i32 %tid, 3584
  %p14 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx14
  store <2 x half> %v14, ptr addrspace(1) %p14
  %v15 = call afn <2 x half> @llvm.sqrt.v2f16(<2 x half> %a0)
  %idx15 = add i32 %tid, 3840
  %p15 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx15
  store <2 x half> %v15, ptr addrspace(1) %p15
  %v16 = call <2 x half> @llvm.floor.v2f16(<2 x half> %a0)
  %idx16 = add i32 %tid, 4096
  %p16 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx16
  store <2 x half> %v16, ptr addrspace(1) %p16
  %v17 = call <2 x half> @llvm.canonicalize.v2f16(<2 x half> %a0)
  %idx17 = add i32 %tid, 4352
  %p17 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx17
  store <2 x half> %v17, ptr addrspace(1) %p17
  %v18 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %a0, <2 x half> %a1)
  %idx18 = add i32 %tid, 4608
  %p18 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx18
  store <2 x half> %v18, ptr addrspace(1) %p18
  %v19 = call nnan <2 x half> @llvm.minnum.v2f16(<2 x half> %a0, <2 x half> %a1)
  %idx19 = add i32 %tid, 4864
  %p19 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx19
  store <2 x half> %v19, ptr addrspace(1) %p19
  %v20 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %a0, <2 x half> %a1)
  %idx20 = add i32 %tid, 5120
  %p20 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx20
  store <2 x half> %v20, ptr addrspace(1) %p20
  %v21 = call nnan <2 x half> @llvm.maxnum.v2f16(<2 x half> %a0, <2 x half> %a1)
  %idx21 = add i32 %tid, 5376
  %p21 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx21
  store <2 x half> %v21, ptr addrspace(1) %p21
  %v22 = call <2 x half> @llvm.copysign.v2f16(<2 x half> %a0, <2 x half> %a1)
  %idx22 = add i32 %tid, 5632
  %p22 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx22
  store <2 x half> %v22, ptr addrspace(1) %p22
  %v23 = call nnan <2 x half> @llvm.copysign.v2f16(<2 x half> %a0, <2 x half> %a1)
  %idx23 = add i32 %tid, 5888
  %p23 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx23
  store <2 x half> %v23, ptr addrspace(1) %p23
  %v24 = call <2 x half> @llvm.fma.v2f16(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2)
  %idx24 = add i32 %tid, 6144
  %p24 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx24
  store <2 x half> %v24, ptr addrspace(1) %p24
  %v25 = fneg <2 x half> %a0
  %v26 = call <2 x half> @llvm.fabs.v2f16(<2 x half> %a1)
  %v27 = call <2 x half> @llvm.fma.v2f16(<2 x half> %v25, <2 x half> %v26, <2 x half> %a2)
  %idx25 = add i32 %tid, 6400
  %p25 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx25
  store <2 x half> %v27, ptr addrspace(1) %p25
  %v28 = call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2)
  %idx26 = add i32 %tid, 6656
  %p26 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx26
  store <2 x half> %v28, ptr addrspace(1) %p26
  %v29 = fneg <2 x half> %a0
  %v30 = call <2 x half> @llvm.fabs.v2f16(<2 x half> %a1)
  %v31 = call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %v29, <2 x half> %v30, <2 x half> %a2)
  %idx27 = add i32 %tid, 6912
  %p27 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx27
  store <2 x half> %v31, ptr addrspace(1) %p27
  %v32 = fmul contract <2 x half> %a0, %a1
  %v33 = fadd contract <2 x half> %v32, %a2
  %idx28 = add i32 %tid, 7168
  %p28 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx28
  store <2 x half> %v33, ptr addrspace(1) %p28
  %v34 = fmul <2 x half> %a0, %a1
  %v35 = fadd <2 x half> %v34, %a2
  %idx29 = add i32 %tid, 7424
  %p29 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx29
  store <2 x half> %v35, ptr addrspace(1) %p29
  ret void
}

define amdgpu_kernel void @float_v2f16_uni_v2f16(ptr addrspace(1) %out, ptr addrspace(1) %in, <2 x half> %ua, <2 x half> %ub, <2 x half> %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = fadd <2 x half> %ua, %ub
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx1
  store <2 x half> %v1, ptr addrspace(1) %p1
  %v2 = fsub <2 x half> %ua, %ub
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx2
  store <2 x half> %v2, ptr addrspace(1) %p2
  %v3 = fmul <2 x half> %ua, %ub
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx3
  store <2 x half> %v3, ptr addrspace(1) %p3
  %v4 = fdiv <2 x half> %ua, %ub
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx4
  store <2 x half> %v4, ptr addrspace(1) %p4
  %v5 = fadd fast <2 x half> %ua, %ub
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx5
  store <2 x half> %v5, ptr addrspace(1) %p5
  %v6 = fmul nnan ninf <2 x half> %ua, %ub
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx6
  store <2 x half> %v6, ptr addrspace(1) %p6
  %v7 = fdiv arcp <2 x half> %ua, %ub
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx7
  store <2 x half> %v7, ptr addrspace(1) %p7
  %v8 = fdiv afn <2 x half> %ua, %ub
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx8
  store <2 x half> %v8, ptr addrspace(1) %p8
  %v9 = fneg <2 x half> %ua
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx9
  store <2 x half> %v9, ptr addrspace(1) %p9
  %v10 = fdiv <2 x half> <half 1.0, half 1.0>, %ua
  %idx10 = add i32 %zero, 10
  %p10 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx10
  store <2 x half> %v10, ptr addrspace(1) %p10
  %v11 = fdiv arcp <2 x half> <half 1.0, half 1.0>, %ua
  %idx11 = add i32 %zero, 11
  %p11 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx11
  store <2 x half> %v11, ptr addrspace(1) %p11
  %v12 = fmul <2 x half> %ua, <half 2.0, half 2.0>
  %idx12 = add i32 %zero, 12
  %p12 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx12
  store <2 x half> %v12, ptr addrspace(1) %p12
  %v13 = call <2 x half> @llvm.fabs.v2f16(<2 x half> %ua)
  %idx13 = add i32 %zero, 13
  %p13 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx13
  store <2 x half> %v13, ptr addrspace(1) %p13
  %v14 = call <2 x half> @llvm.sqrt.v2f16(<2 x half> %ua)
  %idx14 = add i32 %zero, 14
  %p14 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx14
  store <2 x half> %v14, ptr addrspace(1) %p14
  %v15 = call afn <2 x half> @llvm.sqrt.v2f16(<2 x half> %ua)
  %idx15 = add i32 %zero, 15
  %p15 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx15
  store <2 x half> %v15, ptr addrspace(1) %p15
  %v16 = call <2 x half> @llvm.floor.v2f16(<2 x half> %ua)
  %idx16 = add i32 %zero, 16
  %p16 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx16
  store <2 x half> %v16, ptr addrspace(1) %p16
  %v17 = call <2 x half> @llvm.canonicalize.v2f16(<2 x half> %ua)
  %idx17 = add i32 %zero, 17
  %p17 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx17
  store <2 x half> %v17, ptr addrspace(1) %p17
  %v18 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %ua, <2 x half> %ub)
  %idx18 = add i32 %zero, 18
  %p18 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx18
  store <2 x half> %v18, ptr addrspace(1) %p18
  %v19 = call nnan <2 x half> @llvm.minnum.v2f16(<2 x half> %ua, <2 x half> %ub)
  %idx19 = add i32 %zero, 19
  %p19 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx19
  store <2 x half> %v19, ptr addrspace(1) %p19
  %v20 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %ua, <2 x half> %ub)
  %idx20 = add i32 %zero, 20
  %p20 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx20
  store <2 x half> %v20, ptr addrspace(1) %p20
  %v21 = call nnan <2 x half> @llvm.maxnum.v2f16(<2 x half> %ua, <2 x half> %ub)
  %idx21 = add i32 %zero, 21
  %p21 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx21
  store <2 x half> %v21, ptr addrspace(1) %p21
  %v22 = call <2 x half> @llvm.copysign.v2f16(<2 x half> %ua, <2 x half> %ub)
  %idx22 = add i32 %zero, 22
  %p22 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx22
  store <2 x half> %v22, ptr addrspace(1) %p22
  %v23 = call nnan <2 x half> @llvm.copysign.v2f16(<2 x half> %ua, <2 x half> %ub)
  %idx23 = add i32 %zero, 23
  %p23 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx23
  store <2 x half> %v23, ptr addrspace(1) %p23
  %v24 = call <2 x half> @llvm.fma.v2f16(<2 x half> %ua, <2 x half> %ub, <2 x half> %uc)
  %idx24 = add i32 %zero, 24
  %p24 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx24
  store <2 x half> %v24, ptr addrspace(1) %p24
  %v25 = fneg <2 x half> %ua
  %v26 = call <2 x half> @llvm.fabs.v2f16(<2 x half> %ub)
  %v27 = call <2 x half> @llvm.fma.v2f16(<2 x half> %v25, <2 x half> %v26, <2 x half> %uc)
  %idx25 = add i32 %zero, 25
  %p25 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx25
  store <2 x half> %v27, ptr addrspace(1) %p25
  %v28 = call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %ua, <2 x half> %ub, <2 x half> %uc)
  %idx26 = add i32 %zero, 26
  %p26 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx26
  store <2 x half> %v28, ptr addrspace(1) %p26
  %v29 = fneg <2 x half> %ua
  %v30 = call <2 x half> @llvm.fabs.v2f16(<2 x half> %ub)
  %v31 = call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %v29, <2 x half> %v30, <2 x half> %uc)
  %idx27 = add i32 %zero, 27
  %p27 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx27
  store <2 x half> %v31, ptr addrspace(1) %p27
  %v32 = fmul contract <2 x half> %ua, %ub
  %v33 = fadd contract <2 x half> %v32, %uc
  %idx28 = add i32 %zero, 28
  %p28 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx28
  store <2 x half> %v33, ptr addrspace(1) %p28
  %v34 = fmul <2 x half> %ua, %ub
  %v35 = fadd <2 x half> %v34, %uc
  %idx29 = add i32 %zero, 29
  %p29 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %idx29
  store <2 x half> %v35, ptr addrspace(1) %p29
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
declare <2 x half> @llvm.fabs.v2f16(<2 x half>)
declare <2 x half> @llvm.sqrt.v2f16(<2 x half>)
declare <2 x half> @llvm.floor.v2f16(<2 x half>)
declare <2 x half> @llvm.canonicalize.v2f16(<2 x half>)
declare <2 x half> @llvm.minnum.v2f16(<2 x half>, <2 x half>)
declare <2 x half> @llvm.maxnum.v2f16(<2 x half>, <2 x half>)
declare <2 x half> @llvm.copysign.v2f16(<2 x half>, <2 x half>)
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)
declare <2 x half> @llvm.fmuladd.v2f16(<2 x half>, <2 x half>, <2 x half>)
