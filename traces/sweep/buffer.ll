; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

; Buffer resource intrinsics (<4 x i32> descriptors): MUBUF and MTBUF loads,
; stores and atomics, with uniform and divergent descriptors, and scalar
; buffer loads.
define amdgpu_kernel void @buffer(ptr addrspace(1) %out, <4 x i32> %rsrc, i32 %u, ptr addrspace(1) %rs) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %tid, 2
  %f = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %v2 = call <2 x float> @llvm.amdgcn.raw.buffer.load.v2f32(<4 x i32> %rsrc, i32 %off, i32 %u, i32 1)
  %v3 = call <3 x float> @llvm.amdgcn.raw.buffer.load.v3f32(<4 x i32> %rsrc, i32 %off, i32 4, i32 0)
  %v4 = call <4 x float> @llvm.amdgcn.raw.buffer.load.v4f32(<4 x i32> %rsrc, i32 %off, i32 0, i32 2)
  %b8 = call i8 @llvm.amdgcn.raw.buffer.load.i8(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %b16 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %h = call half @llvm.amdgcn.raw.buffer.load.f16(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %sf = call float @llvm.amdgcn.struct.buffer.load.f32(<4 x i32> %rsrc, i32 %tid, i32 0, i32 0, i32 0)
  %fm = call <4 x float> @llvm.amdgcn.raw.buffer.load.format.v4f32(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %fx = call float @llvm.amdgcn.struct.buffer.load.format.f32(<4 x i32> %rsrc, i32 %tid, i32 0, i32 0, i32 0)
  %tb = call i32 @llvm.amdgcn.raw.tbuffer.load.i32(<4 x i32> %rsrc, i32 %off, i32 0, i32 22, i32 0)
  %s1 = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> %rsrc, i32 16, i32 0)
  %s4 = call <4 x i32> @llvm.amdgcn.s.buffer.load.v4i32(<4 x i32> %rsrc, i32 %u, i32 0)
  %s8 = call <8 x i32> @llvm.amdgcn.s.buffer.load.v8i32(<4 x i32> %rsrc, i32 64, i32 0)
  %a1 = call i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32 %tid, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %a2 = call i32 @llvm.amdgcn.raw.buffer.atomic.swap.i32(i32 %a1, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %a3 = call i32 @llvm.amdgcn.raw.buffer.atomic.cmpswap.i32(i32 %a2, i32 %tid, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %a4 = call i32 @llvm.amdgcn.raw.buffer.atomic.umax.i32(i32 %a3, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %a5 = call i64 @llvm.amdgcn.raw.buffer.atomic.add.i64(i64 7, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %a6 = call i32 @llvm.amdgcn.struct.buffer.atomic.and.i32(i32 %a4, <4 x i32> %rsrc, i32 %tid, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.raw.buffer.store.f32(float %f, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  call void @llvm.amdgcn.raw.buffer.store.v2f32(<2 x float> %v2, <4 x i32> %rsrc, i32 %off, i32 8, i32 0)
  call void @llvm.amdgcn.raw.buffer.store.v3f32(<3 x float> %v3, <4 x i32> %rsrc, i32 %off, i32 16, i32 0)
  call void @llvm.amdgcn.raw.buffer.store.v4f32(<4 x float> %v4, <4 x i32> %rsrc, i32 %off, i32 32, i32 0)
  call void @llvm.amdgcn.raw.buffer.store.i8(i8 %b8, <4 x i32> %rsrc, i32 %off, i32 48, i32 0)
  call void @llvm.amdgcn.raw.buffer.store.i16(i16 %b16, <4 x i32> %rsrc, i32 %off, i32 52, i32 0)
  call void @llvm.amdgcn.raw.buffer.store.f16(half %h, <4 x i32> %rsrc, i32 %off, i32 56, i32 0)
  call void @llvm.amdgcn.struct.buffer.store.f32(float %sf, <4 x i32> %rsrc, i32 %tid, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.raw.buffer.store.format.v4f32(<4 x float> %fm, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  call void @llvm.amdgcn.raw.tbuffer.store.i32(i32 %tb, <4 x i32> %rsrc, i32 %off, i32 0, i32 22, i32 0)
  %prs = getelementptr <4 x i32>, ptr addrspace(1) %rs, i32 %tid
  %drs = load <4 x i32>, ptr addrspace(1) %prs
  %dl = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %drs, i32 %off, i32 0, i32 0)
  %x1 = fadd float %dl, %fx
  %x2 = bitcast float %x1 to i32
  %x3 = add i32 %x2, %s1
  %e4 = extractelement <4 x i32> %s4, i32 3
  %e8 = extractelement <8 x i32> %s8, i32 7
  %x4 = add i32 %x3, %e4
  %x5 = add i32 %x4, %e8
  %x6 = add i32 %x5, %a6
  %a5t = trunc i64 %a5 to i32
  %x7 = add i32 %x6, %a5t
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %x7, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32>, i32, i32, i32 immarg)
declare <2 x float> @llvm.amdgcn.raw.buffer.load.v2f32(<4 x i32>, i32, i32, i32 immarg)
declare <3 x float> @llvm.amdgcn.raw.buffer.load.v3f32(<4 x i32>, i32, i32, i32 immarg)
declare <4 x float> @llvm.amdgcn.raw.buffer.load.v4f32(<4 x i32>, i32, i32, i32 immarg)
declare i8 @llvm.amdgcn.raw.buffer.load.i8(<4 x i32>, i32, i32, i32 immarg)
declare i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32>, i32, i32, i32 immarg)
declare half @llvm.amdgcn.raw.buffer.load.f16(<4 x i32>, i32, i32, i32 immarg)
declare float @llvm.amdgcn.struct.buffer.load.f32(<4 x i32>, i32, i32, i32, i32 immarg)
declare <4 x float> @llvm.amdgcn.raw.buffer.load.format.v4f32(<4 x i32>, i32, i32, i32 immarg)
declare float @llvm.amdgcn.struct.buffer.load.format.f32(<4 x i32>, i32, i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.raw.tbuffer.load.i32(<4 x i32>, i32, i32, i32 immarg, i32 immarg)
declare i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32>, i32, i32 immarg)
declare <4 x i32> @llvm.amdgcn.s.buffer.load.v4i32(<4 x i32>, i32, i32 immarg)
declare <8 x i32> @llvm.amdgcn.s.buffer.load.v8i32(<4 x i32>, i32, i32 immarg)
declare i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32, <4 x i32>, i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.raw.buffer.atomic.swap.i32(i32, <4 x i32>, i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.raw.buffer.atomic.cmpswap.i32(i32, i32, <4 x i32>, i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.raw.buffer.atomic.umax.i32(i32, <4 x i32>, i32, i32, i32 immarg)
declare i64 @llvm.amdgcn.raw.buffer.atomic.add.i64(i64, <4 x i32>, i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.struct.buffer.atomic.and.i32(i32, <4 x i32>, i32, i32, i32, i32 immarg)
declare void @llvm.amdgcn.raw.buffer.store.f32(float, <4 x i32>, i32, i32, i32 immarg)
declare void @llvm.amdgcn.raw.buffer.store.v2f32(<2 x float>, <4 x i32>, i32, i32, i32 immarg)
declare void @llvm.amdgcn.raw.buffer.store.v3f32(<3 x float>, <4 x i32>, i32, i32, i32 immarg)
declare void @llvm.amdgcn.raw.buffer.store.v4f32(<4 x float>, <4 x i32>, i32, i32, i32 immarg)
declare void @llvm.amdgcn.raw.buffer.store.i8(i8, <4 x i32>, i32, i32, i32 immarg)
declare void @llvm.amdgcn.raw.buffer.store.i16(i16, <4 x i32>, i32, i32, i32 immarg)
declare void @llvm.amdgcn.raw.buffer.store.f16(half, <4 x i32>, i32, i32, i32 immarg)
declare void @llvm.amdgcn.struct.buffer.store.f32(float, <4 x i32>, i32, i32, i32, i32 immarg)
declare void @llvm.amdgcn.raw.buffer.store.format.v4f32(<4 x float>, <4 x i32>, i32, i32, i32 immarg)
declare void @llvm.amdgcn.raw.tbuffer.store.i32(i32, <4 x i32>, i32, i32, i32 immarg, i32 immarg)
