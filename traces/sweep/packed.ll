; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

define amdgpu_kernel void @packed_div_v2i16(ptr addrspace(1) %out, ptr addrspace(1) %in, <2 x i16> %ua, <2 x i16> %ub, <2 x i16> %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %ia0 = add i32 %tid, 0
  %pa0 = getelementptr <2 x i16>, ptr addrspace(1) %in, i32 %ia0
  %a0 = load <2 x i16>, ptr addrspace(1) %pa0
  %ia1 = add i32 %tid, 64
  %pa1 = getelementptr <2 x i16>, ptr addrspace(1) %in, i32 %ia1
  %a1 = load <2 x i16>, ptr addrspace(1) %pa1
  %ia2 = add i32 %tid, 128
  %pa2 = getelementptr <2 x i16>, ptr addrspace(1) %in, i32 %ia2
  %a2 = load <2 x i16>, ptr addrspace(1) %pa2
  %v1 = and <2 x i16> %a1, <i16 15, i16 15>
  %v2 = add <2 x i16> %a0, %a1
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx1
  store <2 x i16> %v2, ptr addrspace(1) %p1
  %v3 = sub <2 x i16> %a0, %a1
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx2
  store <2 x i16> %v3, ptr addrspace(1) %p2
  %v4 = mul <2 x i16> %a0, %a1
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx3
  store <2 x i16> %v4, ptr addrspace(1) %p3
  %v5 = shl <2 x i16> %a0, %v1
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx4
  store <2 x i16> %v5, ptr addrspace(1) %p4
  %v6 = lshr <2 x i16> %a0, %v1
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx5
  store <2 x i16> %v6, ptr addrspace(1) %p5
  %v7 = ashr <2 x i16> %a0, %v1
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx6
  store <2 x i16> %v7, ptr addrspace(1) %p6
  %v8 = and <2 x i16> %a0, %a1
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx7
  store <2 x i16> %v8, ptr addrspace(1) %p7
  %v9 = or <2 x i16> %a0, %a1
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx8
  store <2 x i16> %v9, ptr addrspace(1) %p8
  %v10 = xor <2 x i16> %a0, %a1
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx9
  store <2 x i16> %v10, ptr addrspace(1) %p9
  %v11 = call <2 x i16> @llvm.smin.v2i16(<2 x i16> %a0, <2 x i16> %a1)
  %idx10 = add i32 %tid, 2560
  %p10 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx10
  store <2 x i16> %v11, ptr addrspace(1) %p10
  %v12 = call <2 x i16> @llvm.smax.v2i16(<2 x i16> %a0, <2 x i16> %a1)
  %idx11 = add i32 %tid, 2816
  %p11 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx11
  store <2 x i16> %v12, ptr addrspace(1) %p11
  %v13 = call <2 x i16> @llvm.umin.v2i16(<2 x i16> %a0, <2 x i16> %a1)
  %idx12 = add i32 %tid, 3072
  %p12 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx12
  store <2 x i16> %v13, ptr addrspace(1) %p12
  %v14 = call <2 x i16> @llvm.umax.v2i16(<2 x i16> %a0, <2 x i16> %a1)
  %idx13 = add i32 %tid, 3328
  %p13 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx13
  store <2 x i16> %v14, ptr addrspace(1) %p13
  %v15 = call <2 x i16> @llvm.sadd.sat.v2i16(<2 x i16> %a0, <2 x i16> %a1)
  %idx14 = add i32 %tid, 3584
  %p14 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx14
  store <2 x i16> %v15, ptr addrspace(1) %p14
  %v16 = call <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16> %a0, <2 x i16> %a1)
  %idx15 = add i32 %tid, 3840
  %p15 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx15
  store <2 x i16> %v16, ptr addrspace(1) %p15
  %v17 = call <2 x i16> @llvm.ssub.sat.v2i16(<2 x i16> %a0, <2 x i16> %a1)
  %idx16 = add i32 %tid, 4096
  %p16 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx16
  store <2 x i16> %v17, ptr addrspace(1) %p16
  %v18 = call <2 x i16> @llvm.usub.sat.v2i16(<2 x i16> %a0, <2 x i16> %a1)
  %idx17 = add i32 %tid, 4352
  %p17 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx17
  store <2 x i16> %v18, ptr addrspace(1) %p17
  %v19 = call <2 x i16> @llvm.abs.v2i16(<2 x i16> %a0, i1 false)
  %idx18 = add i32 %tid, 4608
  %p18 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx18
  store <2 x i16> %v19, ptr addrspace(1) %p18
  %v20 = mul <2 x i16> %a0, %a1
  %v21 = add <2 x i16> %v20, %a2
  %idx19 = add i32 %tid, 4864
  %p19 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx19
  store <2 x i16> %v21, ptr addrspace(1) %p19
  %v22 = icmp eq <2 x i16> %a0, %a1
  %v23 = select <2 x i1> %v22, <2 x i16> %a0, <2 x i16> %a2
  %idx20 = add i32 %tid, 5120
  %p20 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx20
  store <2 x i16> %v23, ptr addrspace(1) %p20
  %v24 = icmp ugt <2 x i16> %a0, %a1
  %v25 = select <2 x i1> %v24, <2 x i16> %a0, <2 x i16> %a2
  %idx21 = add i32 %tid, 5376
  %p21 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx21
  store <2 x i16> %v25, ptr addrspace(1) %p21
  %v26 = icmp slt <2 x i16> %a0, %a1
  %v27 = select <2 x i1> %v26, <2 x i16> %a0, <2 x i16> %a2
  %idx22 = add i32 %tid, 5632
  %p22 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx22
  store <2 x i16> %v27, ptr addrspace(1) %p22
  %v28 = extractelement <2 x i16> %a0, i32 1
  %v29 = insertelement <2 x i16> %a1, i16 %v28, i32 0
  %idx23 = add i32 %tid, 5888
  %p23 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx23
  store <2 x i16> %v29, ptr addrspace(1) %p23
  %v30 = shufflevector <2 x i16> %a0, <2 x i16> %a1, <2 x i32> <i32 1, i32 0>
  %idx24 = add i32 %tid, 6144
  %p24 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx24
  store <2 x i16> %v30, ptr addrspace(1) %p24
  ret void
}

define amdgpu_kernel void @packed_div_v4i16(ptr addrspace(1) %out, ptr addrspace(1) %in, <4 x i16> %ua, <4 x i16> %ub, <4 x i16> %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %ia0 = add i32 %tid, 0
  %pa0 = getelementptr <4 x i16>, ptr addrspace(1) %in, i32 %ia0
  %a0 = load <4 x i16>, ptr addrspace(1) %pa0
  %ia1 = add i32 %tid, 64
  %pa1 = getelementptr <4 x i16>, ptr addrspace(1) %in, i32 %ia1
  %a1 = load <4 x i16>, ptr addrspace(1) %pa1
  %ia2 = add i32 %tid, 128
  %pa2 = getelementptr <4 x i16>, ptr addrspace(1) %in, i32 %ia2
  %a2 = load <4 x i16>, ptr addrspace(1) %pa2
  %v1 = and <4 x i16> %a1, <i16 15, i16 15, i16 15, i16 15>
  %v2 = add <4 x i16> %a0, %a1
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx1
  store <4 x i16> %v2, ptr addrspace(1) %p1
  %v3 = sub <4 x i16> %a0, %a1
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx2
  store <4 x i16> %v3, ptr addrspace(1) %p2
  %v4 = mul <4 x i16> %a0, %a1
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx3
  store <4 x i16> %v4, ptr addrspace(1) %p3
  %v5 = shl <4 x i16> %a0, %v1
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx4
  store <4 x i16> %v5, ptr addrspace(1) %p4
  %v6 = lshr <4 x i16> %a0, %v1
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx5
  store <4 x i16> %v6, ptr addrspace(1) %p5
  %v7 = ashr <4 x i16> %a0, %v1
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx6
  store <4 x i16> %v7, ptr addrspace(1) %p6
  %v8 = and <4 x i16> %a0, %a1
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx7
  store <4 x i16> %v8, ptr addrspace(1) %p7
  %v9 = or <4 x i16> %a0, %a1
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx8
  store <4 x i16> %v9, ptr addrspace(1) %p8
  %v10 = xor <4 x i16> %a0, %a1
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx9
  store <4 x i16> %v10, ptr addrspace(1) %p9
  %v11 = call <4 x i16> @llvm.smin.v4i16(<4 x i16> %a0, <4 x i16> %a1)
  %idx10 = add i32 %tid, 2560
  %p10 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx10
  store <4 x i16> %v11, ptr addrspace(1) %p10
  %v12 = call <4 x i16> @llvm.smax.v4i16(<4 x i16> %a0, <4 x i16> %a1)
  %idx11 = add i32 %tid, 2816
  %p11 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx11
  store <4 x i16> %v12, ptr addrspace(1) %p11
  %v13 = call <4 x i16> @llvm.umin.v4i16(<4 x i16> %a0, <4 x i16> %a1)
  %idx12 = add i32 %tid, 3072
  %p12 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx12
  store <4 x i16> %v13, ptr addrspace(1) %p12
  %v14 = call <4 x i16> @llvm.umax.v4i16(<4 x i16> %a0, <4 x i16> %a1)
  %idx13 = add i32 %tid, 3328
  %p13 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx13
  store <4 x i16> %v14, ptr addrspace(1) %p13
  %v15 = call <4 x i16> @llvm.sadd.sat.v4i16(<4 x i16> %a0, <4 x i16> %a1)
  %idx14 = add i32 %tid, 3584
  %p14 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx14
  store <4 x i16> %v15, ptr addrspace(1) %p14
  %v16 = call <4 x i16> @llvm.uadd.sat.v4i16(<4 x i16> %a0, <4 x i16> %a1)
  %idx15 = add i32 %tid, 3840
  %p15 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx15
  store <4 x i16> %v16, ptr addrspace(1) %p15
  %v17 = call <4 x i16> @llvm.ssub.sat.v4i16(<4 x i16> %a0, <4 x i16> %a1)
  %idx16 = add i32 %tid, 4096
  %p16 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx16
  store <4 x i16> %v17, ptr addrspace(1) %p16
  %v18 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %a0, <4 x i16> %a1)
  %idx17 = add i32 %tid, 4352
  %p17 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx17
  store <4 x i16> %v18, ptr addrspace(1) %p17
  %v19 = call <4 x i16> @llvm.abs.v4i16(<4 x i16> %a0, i1 false)
  %idx18 = add i32 %tid, 4608
  %p18 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx18
  store <4 x i16> %v19, ptr addrspace(1) %p18
  %v20 = mul <4 x i16> %a0, %a1
  %v21 = add <4 x i16> %v20, %a2
  %idx19 = add i32 %tid, 4864
  %p19 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx19
  store <4 x i16> %v21, ptr addrspace(1) %p19
  %v22 = icmp eq <4 x i16> %a0, %a1
  %v23 = select <4 x i1> %v22, <4 x i16> %a0, <4 x i16> %a2
  %idx20 = add i32 %tid, 5120
  %p20 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx20
  store <4 x i16> %v23, ptr addrspace(1) %p20
  %v24 = icmp ugt <4 x i16> %a0, %a1
  %v25 = select <4 x i1> %v24, <4 x i16> %a0, <4 x i16> %a2
  %idx21 = add i32 %tid, 5376
  %p21 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx21
  store <4 x i16> %v25, ptr addrspace(1) %p21
  %v26 = icmp slt <4 x i16> %a0, %a1
  %v27 = select <4 x i1> %v26, <4 x i16> %a0, <4 x i16> %a2
  %idx22 = add i32 %tid, 5632
  %p22 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx22
  store <4 x i16> %v27, ptr addrspace(1) %p22
  %v28 = extractelement <4 x i16> %a0, i32 1
  %v29 = insertelement <4 x i16> %a1, i16 %v28, i32 0
  %idx23 = add i32 %tid, 5888
  %p23 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx23
  store <4 x i16> %v29, ptr addrspace(1) %p23
  %v30 = shufflevector <4 x i16> %a0, <4 x i16> %a1, <4 x i32> <i32 1, i32 4, i32 7, i32 2>
  %idx24 = add i32 %tid, 6144
  %p24 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx24
  store <4 x i16> %v30, ptr addrspace(1) %p24
  ret void
}

define amdgpu_kernel void @packed_div_v4f16(ptr addrspace(1) %out, ptr addrspace(1) %in, <4 x half> %ua, <4 x half> %ub, <4 x half> %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %ia0 = add i32 %tid, 0
  %pa0 = getelementptr <4 x half>, ptr addrspace(1) %in, i32 %ia0
  %a0 = load <4 x half>, ptr addrspace(1) %pa0
  %ia1 = add i32 %tid, 64
  %pa1 = getelementptr <4 x half>, ptr addrspace(1) %in, i32 %ia1
  %a1 = load <4 x half>, ptr addrspace(1) %pa1
  %ia2 = add i32 %tid, 128
  %pa2 = getelementptr <4 x half>, ptr addrspace(1) %in, i32 %ia2
  %a2 = load <4 x half>, ptr addrspace(1) %pa2
  %v1 = fadd <4 x half> %a0, %a1
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx1
  store <4 x half> %v1, ptr addrspace(1) %p1
  %v2 = fsub <4 x half> %a0, %a1
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx2
  store <4 x half> %v2, ptr addrspace(1) %p2
  %v3 = fmul <4 x half> %a0, %a1
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx3
  store <4 x half> %v3, ptr addrspace(1) %p3
  %v4 = fdiv <4 x half> %a0, %a1
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx4
  store <4 x half> %v4, ptr addrspace(1) %p4
  %v5 = call <4 x half> @llvm.minnum.v4f16(<4 x half> %a0, <4 x half> %a1)
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx5
  store <4 x half> %v5, ptr addrspace(1) %p5
  %v6 = call <4 x half> @llvm.maxnum.v4f16(<4 x half> %a0, <4 x half> %a1)
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx6
  store <4 x half> %v6, ptr addrspace(1) %p6
  %v7 = call <4 x half> @llvm.fma.v4f16(<4 x half> %a0, <4 x half> %a1, <4 x half> %a2)
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx7
  store <4 x half> %v7, ptr addrspace(1) %p7
  %v8 = extractelement <4 x half> %a0, i32 1
  %v9 = insertelement <4 x half> %a1, half %v8, i32 0
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx8
  store <4 x half> %v9, ptr addrspace(1) %p8
  %v10 = shufflevector <4 x half> %a0, <4 x half> %a1, <4 x i32> <i32 1, i32 4, i32 7, i32 2>
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx9
  store <4 x half> %v10, ptr addrspace(1) %p9
  ret void
}

define amdgpu_kernel void @packed_div_v2i8(ptr addrspace(1) %out, ptr addrspace(1) %in, <2 x i8> %ua, <2 x i8> %ub, <2 x i8> %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %ia0 = add i32 %tid, 0
  %pa0 = getelementptr <2 x i8>, ptr addrspace(1) %in, i32 %ia0
  %a0 = load <2 x i8>, ptr addrspace(1) %pa0
  %ia1 = add i32 %tid, 64
  %pa1 = getelementptr <2 x i8>, ptr addrspace(1) %in, i32 %ia1
  %a1 = load <2 x i8>, ptr addrspace(1) %pa1
  %ia2 = add i32 %tid, 128
  %pa2 = getelementptr <2 x i8>, ptr addrspace(1) %in, i32 %ia2
  %a2 = load <2 x i8>, ptr addrspace(1) %pa2
  %v1 = and <2 x i8> %a1, <i8 7, i8 7>
  %v2 = add <2 x i8> %a0, %a1
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx1
  store <2 x i8> %v2, ptr addrspace(1) %p1
  %v3 = sub <2 x i8> %a0, %a1
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx2
  store <2 x i8> %v3, ptr addrspace(1) %p2
  %v4 = mul <2 x i8> %a0, %a1
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx3
  store <2 x i8> %v4, ptr addrspace(1) %p3
  %v5 = shl <2 x i8> %a0, %v1
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx4
  store <2 x i8> %v5, ptr addrspace(1) %p4
  %v6 = lshr <2 x i8> %a0, %v1
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx5
  store <2 x i8> %v6, ptr addrspace(1) %p5
  %v7 = ashr <2 x i8> %a0, %v1
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx6
  store <2 x i8> %v7, ptr addrspace(1) %p6
  %v8 = and <2 x i8> %a0, %a1
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx7
  store <2 x i8> %v8, ptr addrspace(1) %p7
  %v9 = or <2 x i8> %a0, %a1
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx8
  store <2 x i8> %v9, ptr addrspace(1) %p8
  %v10 = xor <2 x i8> %a0, %a1
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx9
  store <2 x i8> %v10, ptr addrspace(1) %p9
  %v11 = call <2 x i8> @llvm.smin.v2i8(<2 x i8> %a0, <2 x i8> %a1)
  %idx10 = add i32 %tid, 2560
  %p10 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx10
  store <2 x i8> %v11, ptr addrspace(1) %p10
  %v12 = call <2 x i8> @llvm.smax.v2i8(<2 x i8> %a0, <2 x i8> %a1)
  %idx11 = add i32 %tid, 2816
  %p11 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx11
  store <2 x i8> %v12, ptr addrspace(1) %p11
  %v13 = call <2 x i8> @llvm.umin.v2i8(<2 x i8> %a0, <2 x i8> %a1)
  %idx12 = add i32 %tid, 3072
  %p12 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx12
  store <2 x i8> %v13, ptr addrspace(1) %p12
  %v14 = call <2 x i8> @llvm.umax.v2i8(<2 x i8> %a0, <2 x i8> %a1)
  %idx13 = add i32 %tid, 3328
  %p13 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx13
  store <2 x i8> %v14, ptr addrspace(1) %p13
  %v15 = call <2 x i8> @llvm.sadd.sat.v2i8(<2 x i8> %a0, <2 x i8> %a1)
  %idx14 = add i32 %tid, 3584
  %p14 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx14
  store <2 x i8> %v15, ptr addrspace(1) %p14
  %v16 = call <2 x i8> @llvm.uadd.sat.v2i8(<2 x i8> %a0, <2 x i8> %a1)
  %idx15 = add i32 %tid, 3840
  %p15 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx15
  store <2 x i8> %v16, ptr addrspace(1) %p15
  %v17 = call <2 x i8> @llvm.ssub.sat.v2i8(<2 x i8> %a0, <2 x i8> %a1)
  %idx16 = add i32 %tid, 4096
  %p16 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx16
  store <2 x i8> %v17, ptr addrspace(1) %p16
  %v18 = call <2 x i8> @llvm.usub.sat.v2i8(<2 x i8> %a0, <2 x i8> %a1)
  %idx17 = add i32 %tid, 4352
  %p17 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx17
  store <2 x i8> %v18, ptr addrspace(1) %p17
  %v19 = call <2 x i8> @llvm.abs.v2i8(<2 x i8> %a0, i1 false)
  %idx18 = add i32 %tid, 4608
  %p18 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx18
  store <2 x i8> %v19, ptr addrspace(1) %p18
  %v20 = mul <2 x i8> %a0, %a1
  %v21 = add <2 x i8> %v20, %a2
  %idx19 = add i32 %tid, 4864
  %p19 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx19
  store <2 x i8> %v21, ptr addrspace(1) %p19
  %v22 = icmp eq <2 x i8> %a0, %a1
  %v23 = select <2 x i1> %v22, <2 x i8> %a0, <2 x i8> %a2
  %idx20 = add i32 %tid, 5120
  %p20 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx20
  store <2 x i8> %v23, ptr addrspace(1) %p20
  %v24 = icmp ugt <2 x i8> %a0, %a1
  %v25 = select <2 x i1> %v24, <2 x i8> %a0, <2 x i8> %a2
  %idx21 = add i32 %tid, 5376
  %p21 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx21
  store <2 x i8> %v25, ptr addrspace(1) %p21
  %v26 = icmp slt <2 x i8> %a0, %a1
  %v27 = select <2 x i1> %v26, <2 x i8> %a0, <2 x i8> %a2
  %idx22 = add i32 %tid, 5632
  %p22 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx22
  store <2 x i8> %v27, ptr addrspace(1) %p22
  %v28 = extractelement <2 x i8> %a0, i32 1
  %v29 = insertelement <2 x i8> %a1, i8 %v28, i32 0
  %idx23 = add i32 %tid, 5888
  %p23 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx23
  store <2 x i8> %v29, ptr addrspace(1) %p23
  %v30 = shufflevector <2 x i8> %a0, <2 x i8> %a1, <2 x i32> <i32 1, i32 0>
  %idx24 = add i32 %tid, 6144
  %p24 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx24
  store <2 x i8> %v30, ptr addrspace(1) %p24
  ret void
}

define amdgpu_kernel void @packed_div_v4i8(ptr addrspace(1) %out, ptr addrspace(1) %in, <4 x i8> %ua, <4 x i8> %ub, <4 x i8> %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %ia0 = add i32 %tid, 0
  %pa0 = getelementptr <4 x i8>, ptr addrspace(1) %in, i32 %ia0
  %a0 = load <4 x i8>, ptr addrspace(1) %pa0
  %ia1 = add i32 %tid, 64
  %pa1 = getelementptr <4 x i8>, ptr addrspace(1) %in, i32 %ia1
  %a1 = load <4 x i8>, ptr addrspace(1) %pa1
  %ia2 = add i32 %tid, 128
  %pa2 = getelementptr <4 x i8>, ptr addrspace(1) %in, i32 %ia2
  %a2 = load <4 x i8>, ptr addrspace(1) %pa2
  %v1 = and <4 x i8> %a1, <i8 7, i8 7, i8 7, i8 7>
  %v2 = add <4 x i8> %a0, %a1
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx1
  store <4 x i8> %v2, ptr addrspace(1) %p1
  %v3 = sub <4 x i8> %a0, %a1
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx2
  store <4 x i8> %v3, ptr addrspace(1) %p2
  %v4 = mul <4 x i8> %a0, %a1
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx3
  store <4 x i8> %v4, ptr addrspace(1) %p3
  %v5 = shl <4 x i8> %a0, %v1
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx4
  store <4 x i8> %v5, ptr addrspace(1) %p4
  %v6 = lshr <4 x i8> %a0, %v1
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx5
  store <4 x i8> %v6, ptr addrspace(1) %p5
  %v7 = ashr <4 x i8> %a0, %v1
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx6
  store <4 x i8> %v7, ptr addrspace(1) %p6
  %v8 = and <4 x i8> %a0, %a1
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx7
  store <4 x i8> %v8, ptr addrspace(1) %p7
  %v9 = or <4 x i8> %a0, %a1
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx8
  store <4 x i8> %v9, ptr addrspace(1) %p8
  %v10 = xor <4 x i8> %a0, %a1
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx9
  store <4 x i8> %v10, ptr addrspace(1) %p9
  %v11 = call <4 x i8> @llvm.smin.v4i8(<4 x i8> %a0, <4 x i8> %a1)
  %idx10 = add i32 %tid, 2560
  %p10 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx10
  store <4 x i8> %v11, ptr addrspace(1) %p10
  %v12 = call <4 x i8> @llvm.smax.v4i8(<4 x i8> %a0, <4 x i8> %a1)
  %idx11 = add i32 %tid, 2816
  %p11 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx11
  store <4 x i8> %v12, ptr addrspace(1) %p11
  %v13 = call <4 x i8> @llvm.umin.v4i8(<4 x i8> %a0, <4 x i8> %a1)
  %idx12 = add i32 %tid, 3072
  %p12 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx12
  store <4 x i8> %v13, ptr addrspace(1) %p12
  %v14 = call <4 x i8> @llvm.umax.v4i8(<4 x i8> %a0, <4 x i8> %a1)
  %idx13 = add i32 %tid, 3328
  %p13 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx13
  store <4 x i8> %v14, ptr addrspace(1) %p13
  %v15 = call <4 x i8> @llvm.sadd.sat.v4i8(<4 x i8> %a0, <4 x i8> %a1)
  %idx14 = add i32 %tid, 3584
  %p14 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx14
  store <4 x i8> %v15, ptr addrspace(1) %p14
  %v16 = call <4 x i8> @llvm.uadd.sat.v4i8(<4 x i8> %a0, <4 x i8> %a1)
  %idx15 = add i32 %tid, 3840
  %p15 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx15
  store <4 x i8> %v16, ptr addrspace(1) %p15
  %v17 = call <4 x i8> @llvm.ssub.sat.v4i8(<4 x i8> %a0, <4 x i8> %a1)
  %idx16 = add i32 %tid, 4096
  %p16 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx16
  store <4 x i8> %v17, ptr addrspace(1) %p16
  %v18 = call <4 x i8> @llvm.usub.sat.v4i8(<4 x i8> %a0, <4 x i8> %a1)
  %idx17 = add i32 %tid, 4352
  %p17 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx17
  store <4 x i8> %v18, ptr addrspace(1) %p17
  %v19 = call <4 x i8> @llvm.abs.v4i8(<4 x i8> %a0, i1 false)
  %idx18 = add i32 %tid, 4608
  %p18 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx18
  store <4 x i8> %v19, ptr addrspace(1) %p18
  %v20 = mul <4 x i8> %a0, %a1
  %v21 = add <4 x i8> %v20, %a2
  %idx19 = add i32 %tid, 4864
  %p19 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx19
  store <4 x i8> %v21, ptr addrspace(1) %p19
  %v22 = icmp eq <4 x i8> %a0, %a1
  %v23 = select <4 x i1> %v22, <4 x i8> %a0, <4 x i8> %a2
  %idx20 = add i32 %tid, 5120
  %p20 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx20
  store <4 x i8> %v23, ptr addrspace(1) %p20
  %v24 = icmp ugt <4 x i8> %a0, %a1
  %v25 = select <4 x i1> %v24, <4 x i8> %a0, <4 x i8> %a2
  %idx21 = add i32 %tid, 5376
  %p21 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx21
  store <4 x i8> %v25, ptr addrspace(1) %p21
  %v26 = icmp slt <4 x i8> %a0, %a1
  %v27 = select <4 x i1> %v26, <4 x i8> %a0, <4 x i8> %a2
  %idx22 = add i32 %tid, 5632
  %p22 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx22
  store <4 x i8> %v27, ptr addrspace(1) %p22
  %v28 = extractelement <4 x i8> %a0, i32 1
  %v29 = insertelement <4 x i8> %a1, i8 %v28, i32 0
  %idx23 = add i32 %tid, 5888
  %p23 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx23
  store <4 x i8> %v29, ptr addrspace(1) %p23
  %v30 = shufflevector <4 x i8> %a0, <4 x i8> %a1, <4 x i32> <i32 1, i32 4, i32 7, i32 2>
  %idx24 = add i32 %tid, 6144
  %p24 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx24
  store <4 x i8> %v30, ptr addrspace(1) %p24
  ret void
}

define amdgpu_kernel void @packed_div_v2f32(ptr addrspace(1) %out, ptr addrspace(1) %in, <2 x float> %ua, <2 x float> %ub, <2 x float> %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %ia0 = add i32 %tid, 0
  %pa0 = getelementptr <2 x float>, ptr addrspace(1) %in, i32 %ia0
  %a0 = load <2 x float>, ptr addrspace(1) %pa0
  %ia1 = add i32 %tid, 64
  %pa1 = getelementptr <2 x float>, ptr addrspace(1) %in, i32 %ia1
  %a1 = load <2 x float>, ptr addrspace(1) %pa1
  %ia2 = add i32 %tid, 128
  %pa2 = getelementptr <2 x float>, ptr addrspace(1) %in, i32 %ia2
  %a2 = load <2 x float>, ptr addrspace(1) %pa2
  %v1 = fadd <2 x float> %a0, %a1
  %idx1 = add i32 %tid, 256
  %p1 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx1
  store <2 x float> %v1, ptr addrspace(1) %p1
  %v2 = fsub <2 x float> %a0, %a1
  %idx2 = add i32 %tid, 512
  %p2 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx2
  store <2 x float> %v2, ptr addrspace(1) %p2
  %v3 = fmul <2 x float> %a0, %a1
  %idx3 = add i32 %tid, 768
  %p3 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx3
  store <2 x float> %v3, ptr addrspace(1) %p3
  %v4 = fdiv <2 x float> %a0, %a1
  %idx4 = add i32 %tid, 1024
  %p4 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx4
  store <2 x float> %v4, ptr addrspace(1) %p4
  %v5 = call <2 x float> @llvm.minnum.v2f32(<2 x float> %a0, <2 x float> %a1)
  %idx5 = add i32 %tid, 1280
  %p5 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx5
  store <2 x float> %v5, ptr addrspace(1) %p5
  %v6 = call <2 x float> @llvm.maxnum.v2f32(<2 x float> %a0, <2 x float> %a1)
  %idx6 = add i32 %tid, 1536
  %p6 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx6
  store <2 x float> %v6, ptr addrspace(1) %p6
  %v7 = call <2 x float> @llvm.fma.v2f32(<2 x float> %a0, <2 x float> %a1, <2 x float> %a2)
  %idx7 = add i32 %tid, 1792
  %p7 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx7
  store <2 x float> %v7, ptr addrspace(1) %p7
  %v8 = extractelement <2 x float> %a0, i32 1
  %v9 = insertelement <2 x float> %a1, float %v8, i32 0
  %idx8 = add i32 %tid, 2048
  %p8 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx8
  store <2 x float> %v9, ptr addrspace(1) %p8
  %v10 = shufflevector <2 x float> %a0, <2 x float> %a1, <2 x i32> <i32 1, i32 0>
  %idx9 = add i32 %tid, 2304
  %p9 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx9
  store <2 x float> %v10, ptr addrspace(1) %p9
  ret void
}

define amdgpu_kernel void @packed_uni_v2i16(ptr addrspace(1) %out, ptr addrspace(1) %in, <2 x i16> %ua, <2 x i16> %ub, <2 x i16> %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = and <2 x i16> %ub, <i16 15, i16 15>
  %v2 = add <2 x i16> %ua, %ub
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx1
  store <2 x i16> %v2, ptr addrspace(1) %p1
  %v3 = sub <2 x i16> %ua, %ub
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx2
  store <2 x i16> %v3, ptr addrspace(1) %p2
  %v4 = mul <2 x i16> %ua, %ub
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx3
  store <2 x i16> %v4, ptr addrspace(1) %p3
  %v5 = shl <2 x i16> %ua, %v1
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx4
  store <2 x i16> %v5, ptr addrspace(1) %p4
  %v6 = lshr <2 x i16> %ua, %v1
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx5
  store <2 x i16> %v6, ptr addrspace(1) %p5
  %v7 = ashr <2 x i16> %ua, %v1
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx6
  store <2 x i16> %v7, ptr addrspace(1) %p6
  %v8 = and <2 x i16> %ua, %ub
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx7
  store <2 x i16> %v8, ptr addrspace(1) %p7
  %v9 = or <2 x i16> %ua, %ub
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx8
  store <2 x i16> %v9, ptr addrspace(1) %p8
  %v10 = xor <2 x i16> %ua, %ub
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx9
  store <2 x i16> %v10, ptr addrspace(1) %p9
  %v11 = call <2 x i16> @llvm.smin.v2i16(<2 x i16> %ua, <2 x i16> %ub)
  %idx10 = add i32 %zero, 10
  %p10 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx10
  store <2 x i16> %v11, ptr addrspace(1) %p10
  %v12 = call <2 x i16> @llvm.smax.v2i16(<2 x i16> %ua, <2 x i16> %ub)
  %idx11 = add i32 %zero, 11
  %p11 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx11
  store <2 x i16> %v12, ptr addrspace(1) %p11
  %v13 = call <2 x i16> @llvm.umin.v2i16(<2 x i16> %ua, <2 x i16> %ub)
  %idx12 = add i32 %zero, 12
  %p12 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx12
  store <2 x i16> %v13, ptr addrspace(1) %p12
  %v14 = call <2 x i16> @llvm.umax.v2i16(<2 x i16> %ua, <2 x i16> %ub)
  %idx13 = add i32 %zero, 13
  %p13 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx13
  store <2 x i16> %v14, ptr addrspace(1) %p13
  %v15 = call <2 x i16> @llvm.sadd.sat.v2i16(<2 x i16> %ua, <2 x i16> %ub)
  %idx14 = add i32 %zero, 14
  %p14 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx14
  store <2 x i16> %v15, ptr addrspace(1) %p14
  %v16 = call <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16> %ua, <2 x i16> %ub)
  %idx15 = add i32 %zero, 15
  %p15 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx15
  store <2 x i16> %v16, ptr addrspace(1) %p15
  %v17 = call <2 x i16> @llvm.ssub.sat.v2i16(<2 x i16> %ua, <2 x i16> %ub)
  %idx16 = add i32 %zero, 16
  %p16 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx16
  store <2 x i16> %v17, ptr addrspace(1) %p16
  %v18 = call <2 x i16> @llvm.usub.sat.v2i16(<2 x i16> %ua, <2 x i16> %ub)
  %idx17 = add i32 %zero, 17
  %p17 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx17
  store <2 x i16> %v18, ptr addrspace(1) %p17
  %v19 = call <2 x i16> @llvm.abs.v2i16(<2 x i16> %ua, i1 false)
  %idx18 = add i32 %zero, 18
  %p18 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx18
  store <2 x i16> %v19, ptr addrspace(1) %p18
  %v20 = mul <2 x i16> %ua, %ub
  %v21 = add <2 x i16> %v20, %uc
  %idx19 = add i32 %zero, 19
  %p19 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx19
  store <2 x i16> %v21, ptr addrspace(1) %p19
  %v22 = icmp eq <2 x i16> %ua, %ub
  %v23 = select <2 x i1> %v22, <2 x i16> %ua, <2 x i16> %uc
  %idx20 = add i32 %zero, 20
  %p20 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx20
  store <2 x i16> %v23, ptr addrspace(1) %p20
  %v24 = icmp ugt <2 x i16> %ua, %ub
  %v25 = select <2 x i1> %v24, <2 x i16> %ua, <2 x i16> %uc
  %idx21 = add i32 %zero, 21
  %p21 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx21
  store <2 x i16> %v25, ptr addrspace(1) %p21
  %v26 = icmp slt <2 x i16> %ua, %ub
  %v27 = select <2 x i1> %v26, <2 x i16> %ua, <2 x i16> %uc
  %idx22 = add i32 %zero, 22
  %p22 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx22
  store <2 x i16> %v27, ptr addrspace(1) %p22
  %v28 = extractelement <2 x i16> %ua, i32 1
  %v29 = insertelement <2 x i16> %ub, i16 %v28, i32 0
  %idx23 = add i32 %zero, 23
  %p23 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx23
  store <2 x i16> %v29, ptr addrspace(1) %p23
  %v30 = shufflevector <2 x i16> %ua, <2 x i16> %ub, <2 x i32> <i32 1, i32 0>
  %idx24 = add i32 %zero, 24
  %p24 = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %idx24
  store <2 x i16> %v30, ptr addrspace(1) %p24
  ret void
}

define amdgpu_kernel void @packed_uni_v4i16(ptr addrspace(1) %out, ptr addrspace(1) %in, <4 x i16> %ua, <4 x i16> %ub, <4 x i16> %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = and <4 x i16> %ub, <i16 15, i16 15, i16 15, i16 15>
  %v2 = add <4 x i16> %ua, %ub
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx1
  store <4 x i16> %v2, ptr addrspace(1) %p1
  %v3 = sub <4 x i16> %ua, %ub
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx2
  store <4 x i16> %v3, ptr addrspace(1) %p2
  %v4 = mul <4 x i16> %ua, %ub
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx3
  store <4 x i16> %v4, ptr addrspace(1) %p3
  %v5 = shl <4 x i16> %ua, %v1
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx4
  store <4 x i16> %v5, ptr addrspace(1) %p4
  %v6 = lshr <4 x i16> %ua, %v1
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx5
  store <4 x i16> %v6, ptr addrspace(1) %p5
  %v7 = ashr <4 x i16> %ua, %v1
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx6
  store <4 x i16> %v7, ptr addrspace(1) %p6
  %v8 = and <4 x i16> %ua, %ub
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx7
  store <4 x i16> %v8, ptr addrspace(1) %p7
  %v9 = or <4 x i16> %ua, %ub
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx8
  store <4 x i16> %v9, ptr addrspace(1) %p8
  %v10 = xor <4 x i16> %ua, %ub
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx9
  store <4 x i16> %v10, ptr addrspace(1) %p9
  %v11 = call <4 x i16> @llvm.smin.v4i16(<4 x i16> %ua, <4 x i16> %ub)
  %idx10 = add i32 %zero, 10
  %p10 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx10
  store <4 x i16> %v11, ptr addrspace(1) %p10
  %v12 = call <4 x i16> @llvm.smax.v4i16(<4 x i16> %ua, <4 x i16> %ub)
  %idx11 = add i32 %zero, 11
  %p11 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx11
  store <4 x i16> %v12, ptr addrspace(1) %p11
  %v13 = call <4 x i16> @llvm.umin.v4i16(<4 x i16> %ua, <4 x i16> %ub)
  %idx12 = add i32 %zero, 12
  %p12 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx12
  store <4 x i16> %v13, ptr addrspace(1) %p12
  %v14 = call <4 x i16> @llvm.umax.v4i16(<4 x i16> %ua, <4 x i16> %ub)
  %idx13 = add i32 %zero, 13
  %p13 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx13
  store <4 x i16> %v14, ptr addrspace(1) %p13
  %v15 = call <4 x i16> @llvm.sadd.sat.v4i16(<4 x i16> %ua, <4 x i16> %ub)
  %idx14 = add i32 %zero, 14
  %p14 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx14
  store <4 x i16> %v15, ptr addrspace(1) %p14
  %v16 = call <4 x i16> @llvm.uadd.sat.v4i16(<4 x i16> %ua, <4 x i16> %ub)
  %idx15 = add i32 %zero, 15
  %p15 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx15
  store <4 x i16> %v16, ptr addrspace(1) %p15
  %v17 = call <4 x i16> @llvm.ssub.sat.v4i16(<4 x i16> %ua, <4 x i16> %ub)
  %idx16 = add i32 %zero, 16
  %p16 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx16
  store <4 x i16> %v17, ptr addrspace(1) %p16
  %v18 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %ua, <4 x i16> %ub)
  %idx17 = add i32 %zero, 17
  %p17 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx17
  store <4 x i16> %v18, ptr addrspace(1) %p17
  %v19 = call <4 x i16> @llvm.abs.v4i16(<4 x i16> %ua, i1 false)
  %idx18 = add i32 %zero, 18
  %p18 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx18
  store <4 x i16> %v19, ptr addrspace(1) %p18
  %v20 = mul <4 x i16> %ua, %ub
  %v21 = add <4 x i16> %v20, %uc
  %idx19 = add i32 %zero, 19
  %p19 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx19
  store <4 x i16> %v21, ptr addrspace(1) %p19
  %v22 = icmp eq <4 x i16> %ua, %ub
  %v23 = select <4 x i1> %v22, <4 x i16> %ua, <4 x i16> %uc
  %idx20 = add i32 %zero, 20
  %p20 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx20
  store <4 x i16> %v23, ptr addrspace(1) %p20
  %v24 = icmp ugt <4 x i16> %ua, %ub
  %v25 = select <4 x i1> %v24, <4 x i16> %ua, <4 x i16> %uc
  %idx21 = add i32 %zero, 21
  %p21 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx21
  store <4 x i16> %v25, ptr addrspace(1) %p21
  %v26 = icmp slt <4 x i16> %ua, %ub
  %v27 = select <4 x i1> %v26, <4 x i16> %ua, <4 x i16> %uc
  %idx22 = add i32 %zero, 22
  %p22 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx22
  store <4 x i16> %v27, ptr addrspace(1) %p22
  %v28 = extractelement <4 x i16> %ua, i32 1
  %v29 = insertelement <4 x i16> %ub, i16 %v28, i32 0
  %idx23 = add i32 %zero, 23
  %p23 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx23
  store <4 x i16> %v29, ptr addrspace(1) %p23
  %v30 = shufflevector <4 x i16> %ua, <4 x i16> %ub, <4 x i32> <i32 1, i32 4, i32 7, i32 2>
  %idx24 = add i32 %zero, 24
  %p24 = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %idx24
  store <4 x i16> %v30, ptr addrspace(1) %p24
  ret void
}

define amdgpu_kernel void @packed_uni_v4f16(ptr addrspace(1) %out, ptr addrspace(1) %in, <4 x half> %ua, <4 x half> %ub, <4 x half> %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = fadd <4 x half> %ua, %ub
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx1
  store <4 x half> %v1, ptr addrspace(1) %p1
  %v2 = fsub <4 x half> %ua, %ub
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx2
  store <4 x half> %v2, ptr addrspace(1) %p2
  %v3 = fmul <4 x half> %ua, %ub
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx3
  store <4 x half> %v3, ptr addrspace(1) %p3
  %v4 = fdiv <4 x half> %ua, %ub
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx4
  store <4 x half> %v4, ptr addrspace(1) %p4
  %v5 = call <4 x half> @llvm.minnum.v4f16(<4 x half> %ua, <4 x half> %ub)
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx5
  store <4 x half> %v5, ptr addrspace(1) %p5
  %v6 = call <4 x half> @llvm.maxnum.v4f16(<4 x half> %ua, <4 x half> %ub)
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx6
  store <4 x half> %v6, ptr addrspace(1) %p6
  %v7 = call <4 x half> @llvm.fma.v4f16(<4 x half> %ua, <4 x half> %ub, <4 x half> %uc)
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx7
  store <4 x half> %v7, ptr addrspace(1) %p7
  %v8 = extractelement <4 x half> %ua, i32 1
  %v9 = insertelement <4 x half> %ub, half %v8, i32 0
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx8
  store <4 x half> %v9, ptr addrspace(1) %p8
  %v10 = shufflevector <4 x half> %ua, <4 x half> %ub, <4 x i32> <i32 1, i32 4, i32 7, i32 2>
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %idx9
  store <4 x half> %v10, ptr addrspace(1) %p9
  ret void
}

define amdgpu_kernel void @packed_uni_v2i8(ptr addrspace(1) %out, ptr addrspace(1) %in, <2 x i8> %ua, <2 x i8> %ub, <2 x i8> %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = and <2 x i8> %ub, <i8 7, i8 7>
  %v2 = add <2 x i8> %ua, %ub
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx1
  store <2 x i8> %v2, ptr addrspace(1) %p1
  %v3 = sub <2 x i8> %ua, %ub
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx2
  store <2 x i8> %v3, ptr addrspace(1) %p2
  %v4 = mul <2 x i8> %ua, %ub
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx3
  store <2 x i8> %v4, ptr addrspace(1) %p3
  %v5 = shl <2 x i8> %ua, %v1
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx4
  store <2 x i8> %v5, ptr addrspace(1) %p4
  %v6 = lshr <2 x i8> %ua, %v1
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx5
  store <2 x i8> %v6, ptr addrspace(1) %p5
  %v7 = ashr <2 x i8> %ua, %v1
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx6
  store <2 x i8> %v7, ptr addrspace(1) %p6
  %v8 = and <2 x i8> %ua, %ub
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx7
  store <2 x i8> %v8, ptr addrspace(1) %p7
  %v9 = or <2 x i8> %ua, %ub
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx8
  store <2 x i8> %v9, ptr addrspace(1) %p8
  %v10 = xor <2 x i8> %ua, %ub
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx9
  store <2 x i8> %v10, ptr addrspace(1) %p9
  %v11 = call <2 x i8> @llvm.smin.v2i8(<2 x i8> %ua, <2 x i8> %ub)
  %idx10 = add i32 %zero, 10
  %p10 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx10
  store <2 x i8> %v11, ptr addrspace(1) %p10
  %v12 = call <2 x i8> @llvm.smax.v2i8(<2 x i8> %ua, <2 x i8> %ub)
  %idx11 = add i32 %zero, 11
  %p11 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx11
  store <2 x i8> %v12, ptr addrspace(1) %p11
  %v13 = call <2 x i8> @llvm.umin.v2i8(<2 x i8> %ua, <2 x i8> %ub)
  %idx12 = add i32 %zero, 12
  %p12 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx12
  store <2 x i8> %v13, ptr addrspace(1) %p12
  %v14 = call <2 x i8> @llvm.umax.v2i8(<2 x i8> %ua, <2 x i8> %ub)
  %idx13 = add i32 %zero, 13
  %p13 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx13
  store <2 x i8> %v14, ptr addrspace(1) %p13
  %v15 = call <2 x i8> @llvm.sadd.sat.v2i8(<2 x i8> %ua, <2 x i8> %ub)
  %idx14 = add i32 %zero, 14
  %p14 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx14
  store <2 x i8> %v15, ptr addrspace(1) %p14
  %v16 = call <2 x i8> @llvm.uadd.sat.v2i8(<2 x i8> %ua, <2 x i8> %ub)
  %idx15 = add i32 %zero, 15
  %p15 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx15
  store <2 x i8> %v16, ptr addrspace(1) %p15
  %v17 = call <2 x i8> @llvm.ssub.sat.v2i8(<2 x i8> %ua, <2 x i8> %ub)
  %idx16 = add i32 %zero, 16
  %p16 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx16
  store <2 x i8> %v17, ptr addrspace(1) %p16
  %v18 = call <2 x i8> @llvm.usub.sat.v2i8(<2 x i8> %ua, <2 x i8> %ub)
  %idx17 = add i32 %zero, 17
  %p17 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx17
  store <2 x i8> %v18, ptr addrspace(1) %p17
  %v19 = call <2 x i8> @llvm.abs.v2i8(<2 x i8> %ua, i1 false)
  %idx18 = add i32 %zero, 18
  %p18 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx18
  store <2 x i8> %v19, ptr addrspace(1) %p18
  %v20 = mul <2 x i8> %ua, %ub
  %v21 = add <2 x i8> %v20, %uc
  %idx19 = add i32 %zero, 19
  %p19 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx19
  store <2 x i8> %v21, ptr addrspace(1) %p19
  %v22 = icmp eq <2 x i8> %ua, %ub
  %v23 = select <2 x i1> %v22, <2 x i8> %ua, <2 x i8> %uc
  %idx20 = add i32 %zero, 20
  %p20 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx20
  store <2 x i8> %v23, ptr addrspace(1) %p20
  %v24 = icmp ugt <2 x i8> %ua, %ub
  %v25 = select <2 x i1> %v24, <2 x i8> %ua, <2 x i8> %uc
  %idx21 = add i32 %zero, 21
  %p21 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx21
  store <2 x i8> %v25, ptr addrspace(1) %p21
  %v26 = icmp slt <2 x i8> %ua, %ub
  %v27 = select <2 x i1> %v26, <2 x i8> %ua, <2 x i8> %uc
  %idx22 = add i32 %zero, 22
  %p22 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx22
  store <2 x i8> %v27, ptr addrspace(1) %p22
  %v28 = extractelement <2 x i8> %ua, i32 1
  %v29 = insertelement <2 x i8> %ub, i8 %v28, i32 0
  %idx23 = add i32 %zero, 23
  %p23 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx23
  store <2 x i8> %v29, ptr addrspace(1) %p23
  %v30 = shufflevector <2 x i8> %ua, <2 x i8> %ub, <2 x i32> <i32 1, i32 0>
  %idx24 = add i32 %zero, 24
  %p24 = getelementptr <2 x i8>, ptr addrspace(1) %out, i32 %idx24
  store <2 x i8> %v30, ptr addrspace(1) %p24
  ret void
}

define amdgpu_kernel void @packed_uni_v4i8(ptr addrspace(1) %out, ptr addrspace(1) %in, <4 x i8> %ua, <4 x i8> %ub, <4 x i8> %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = and <4 x i8> %ub, <i8 7, i8 7, i8 7, i8 7>
  %v2 = add <4 x i8> %ua, %ub
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx1
  store <4 x i8> %v2, ptr addrspace(1) %p1
  %v3 = sub <4 x i8> %ua, %ub
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx2
  store <4 x i8> %v3, ptr addrspace(1) %p2
  %v4 = mul <4 x i8> %ua, %ub
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx3
  store <4 x i8> %v4, ptr addrspace(1) %p3
  %v5 = shl <4 x i8> %ua, %v1
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx4
  store <4 x i8> %v5, ptr addrspace(1) %p4
  %v6 = lshr <4 x i8> %ua, %v1
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx5
  store <4 x i8> %v6, ptr addrspace(1) %p5
  %v7 = ashr <4 x i8> %ua, %v1
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx6
  store <4 x i8> %v7, ptr addrspace(1) %p6
  %v8 = and <4 x i8> %ua, %ub
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx7
  store <4 x i8> %v8, ptr addrspace(1) %p7
  %v9 = or <4 x i8> %ua, %ub
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx8
  store <4 x i8> %v9, ptr addrspace(1) %p8
  %v10 = xor <4 x i8> %ua, %ub
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx9
  store <4 x i8> %v10, ptr addrspace(1) %p9
  %v11 = call <4 x i8> @llvm.smin.v4i8(<4 x i8> %ua, <4 x i8> %ub)
  %idx10 = add i32 %zero, 10
  %p10 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx10
  store <4 x i8> %v11, ptr addrspace(1) %p10
  %v12 = call <4 x i8> @llvm.smax.v4i8(<4 x i8> %ua, <4 x i8> %ub)
  %idx11 = add i32 %zero, 11
  %p11 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx11
  store <4 x i8> %v12, ptr addrspace(1) %p11
  %v13 = call <4 x i8> @llvm.umin.v4i8(<4 x i8> %ua, <4 x i8> %ub)
  %idx12 = add i32 %zero, 12
  %p12 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx12
  store <4 x i8> %v13, ptr addrspace(1) %p12
  %v14 = call <4 x i8> @llvm.umax.v4i8(<4 x i8> %ua, <4 x i8> %ub)
  %idx13 = add i32 %zero, 13
  %p13 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx13
  store <4 x i8> %v14, ptr addrspace(1) %p13
  %v15 = call <4 x i8> @llvm.sadd.sat.v4i8(<4 x i8> %ua, <4 x i8> %ub)
  %idx14 = add i32 %zero, 14
  %p14 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx14
  store <4 x i8> %v15, ptr addrspace(1) %p14
  %v16 = call <4 x i8> @llvm.uadd.sat.v4i8(<4 x i8> %ua, <4 x i8> %ub)
  %idx15 = add i32 %zero, 15
  %p15 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx15
  store <4 x i8> %v16, ptr addrspace(1) %p15
  %v17 = call <4 x i8> @llvm.ssub.sat.v4i8(<4 x i8> %ua, <4 x i8> %ub)
  %idx16 = add i32 %zero, 16
  %p16 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx16
  store <4 x i8> %v17, ptr addrspace(1) %p16
  %v18 = call <4 x i8> @llvm.usub.sat.v4i8(<4 x i8> %ua, <4 x i8> %ub)
  %idx17 = add i32 %zero, 17
  %p17 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx17
  store <4 x i8> %v18, ptr addrspace(1) %p17
  %v19 = call <4 x i8> @llvm.abs.v4i8(<4 x i8> %ua, i1 false)
  %idx18 = add i32 %zero, 18
  %p18 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx18
  store <4 x i8> %v19, ptr addrspace(1) %p18
  %v20 = mul <4 x i8> %ua, %ub
  %v21 = add <4 x i8> %v20, %uc
  %idx19 = add i32 %zero, 19
  %p19 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx19
  store <4 x i8> %v21, ptr addrspace(1) %p19
  %v22 = icmp eq <4 x i8> %ua, %ub
  %v23 = select <4 x i1> %v22, <4 x i8> %ua, <4 x i8> %uc
  %idx20 = add i32 %zero, 20
  %p20 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx20
  store <4 x i8> %v23, ptr addrspace(1) %p20
  %v24 = icmp ugt <4 x i8> %ua, %ub
  %v25 = select <4 x i1> %v24, <4 x i8> %ua, <4 x i8> %uc
  %idx21 = add i32 %zero, 21
  %p21 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx21
  store <4 x i8> %v25, ptr addrspace(1) %p21
  %v26 = icmp slt <4 x i8> %ua, %ub
  %v27 = select <4 x i1> %v26, <4 x i8> %ua, <4 x i8> %uc
  %idx22 = add i32 %zero, 22
  %p22 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx22
  store <4 x i8> %v27, ptr addrspace(1) %p22
  %v28 = extractelement <4 x i8> %ua, i32 1
  %v29 = insertelement <4 x i8> %ub, i8 %v28, i32 0
  %idx23 = add i32 %zero, 23
  %p23 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx23
  store <4 x i8> %v29, ptr addrspace(1) %p23
  %v30 = shufflevector <4 x i8> %ua, <4 x i8> %ub, <4 x i32> <i32 1, i32 4, i32 7, i32 2>
  %idx24 = add i32 %zero, 24
  %p24 = getelementptr <4 x i8>, ptr addrspace(1) %out, i32 %idx24
  store <4 x i8> %v30, ptr addrspace(1) %p24
  ret void
}

define amdgpu_kernel void @packed_uni_v2f32(ptr addrspace(1) %out, ptr addrspace(1) %in, <2 x float> %ua, <2 x float> %ub, <2 x float> %uc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = add i32 0, 0
  %v1 = fadd <2 x float> %ua, %ub
  %idx1 = add i32 %zero, 1
  %p1 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx1
  store <2 x float> %v1, ptr addrspace(1) %p1
  %v2 = fsub <2 x float> %ua, %ub
  %idx2 = add i32 %zero, 2
  %p2 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx2
  store <2 x float> %v2, ptr addrspace(1) %p2
  %v3 = fmul <2 x float> %ua, %ub
  %idx3 = add i32 %zero, 3
  %p3 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx3
  store <2 x float> %v3, ptr addrspace(1) %p3
  %v4 = fdiv <2 x float> %ua, %ub
  %idx4 = add i32 %zero, 4
  %p4 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx4
  store <2 x float> %v4, ptr addrspace(1) %p4
  %v5 = call <2 x float> @llvm.minnum.v2f32(<2 x float> %ua, <2 x float> %ub)
  %idx5 = add i32 %zero, 5
  %p5 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx5
  store <2 x float> %v5, ptr addrspace(1) %p5
  %v6 = call <2 x float> @llvm.maxnum.v2f32(<2 x float> %ua, <2 x float> %ub)
  %idx6 = add i32 %zero, 6
  %p6 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx6
  store <2 x float> %v6, ptr addrspace(1) %p6
  %v7 = call <2 x float> @llvm.fma.v2f32(<2 x float> %ua, <2 x float> %ub, <2 x float> %uc)
  %idx7 = add i32 %zero, 7
  %p7 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx7
  store <2 x float> %v7, ptr addrspace(1) %p7
  %v8 = extractelement <2 x float> %ua, i32 1
  %v9 = insertelement <2 x float> %ub, float %v8, i32 0
  %idx8 = add i32 %zero, 8
  %p8 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx8
  store <2 x float> %v9, ptr addrspace(1) %p8
  %v10 = shufflevector <2 x float> %ua, <2 x float> %ub, <2 x i32> <i32 1, i32 0>
  %idx9 = add i32 %zero, 9
  %p9 = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %idx9
  store <2 x float> %v10, ptr addrspace(1) %p9
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
declare <2 x i16> @llvm.smin.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.smax.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.umin.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.umax.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.sadd.sat.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.ssub.sat.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.usub.sat.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.abs.v2i16(<2 x i16>, i1)
declare <4 x i16> @llvm.smin.v4i16(<4 x i16>, <4 x i16>)
declare <4 x i16> @llvm.smax.v4i16(<4 x i16>, <4 x i16>)
declare <4 x i16> @llvm.umin.v4i16(<4 x i16>, <4 x i16>)
declare <4 x i16> @llvm.umax.v4i16(<4 x i16>, <4 x i16>)
declare <4 x i16> @llvm.sadd.sat.v4i16(<4 x i16>, <4 x i16>)
declare <4 x i16> @llvm.uadd.sat.v4i16(<4 x i16>, <4 x i16>)
declare <4 x i16> @llvm.ssub.sat.v4i16(<4 x i16>, <4 x i16>)
declare <4 x i16> @llvm.usub.sat.v4i16(<4 x i16>, <4 x i16>)
declare <4 x i16> @llvm.abs.v4i16(<4 x i16>, i1)
declare <4 x half> @llvm.minnum.v4f16(<4 x half>, <4 x half>)
declare <4 x half> @llvm.maxnum.v4f16(<4 x half>, <4 x half>)
declare <4 x half> @llvm.fma.v4f16(<4 x half>, <4 x half>, <4 x half>)
declare <2 x i8> @llvm.smin.v2i8(<2 x i8>, <2 x i8>)
declare <2 x i8> @llvm.smax.v2i8(<2 x i8>, <2 x i8>)
declare <2 x i8> @llvm.umin.v2i8(<2 x i8>, <2 x i8>)
declare <2 x i8> @llvm.umax.v2i8(<2 x i8>, <2 x i8>)
declare <2 x i8> @llvm.sadd.sat.v2i8(<2 x i8>, <2 x i8>)
declare <2 x i8> @llvm.uadd.sat.v2i8(<2 x i8>, <2 x i8>)
declare <2 x i8> @llvm.ssub.sat.v2i8(<2 x i8>, <2 x i8>)
declare <2 x i8> @llvm.usub.sat.v2i8(<2 x i8>, <2 x i8>)
declare <2 x i8> @llvm.abs.v2i8(<2 x i8>, i1)
declare <4 x i8> @llvm.smin.v4i8(<4 x i8>, <4 x i8>)
declare <4 x i8> @llvm.smax.v4i8(<4 x i8>, <4 x i8>)
declare <4 x i8> @llvm.umin.v4i8(<4 x i8>, <4 x i8>)
declare <4 x i8> @llvm.umax.v4i8(<4 x i8>, <4 x i8>)
declare <4 x i8> @llvm.sadd.sat.v4i8(<4 x i8>, <4 x i8>)
declare <4 x i8> @llvm.uadd.sat.v4i8(<4 x i8>, <4 x i8>)
declare <4 x i8> @llvm.ssub.sat.v4i8(<4 x i8>, <4 x i8>)
declare <4 x i8> @llvm.usub.sat.v4i8(<4 x i8>, <4 x i8>)
declare <4 x i8> @llvm.abs.v4i8(<4 x i8>, i1)
declare <2 x float> @llvm.minnum.v2f32(<2 x float>, <2 x float>)
declare <2 x float> @llvm.maxnum.v2f32(<2 x float>, <2 x float>)
declare <2 x float> @llvm.fma.v2f32(<2 x float>, <2 x float>, <2 x float>)
