; lds_stride: LDS bank conflicts chosen at run time. A workgroup of 256
; work-items fills 4096 floats of LDS without conflicts (work-item t
; writes lds[t + 256*k] = k + t for k = 0..15: consecutive lanes,
; consecutive words), waits at a barrier, then each work-item sums the 64
; words lds[(t*stride + i) & 4095], i = 0..63, and writes the sum to
; out[gid]. stride is a kernel argument, so llc cannot fold the addresses:
; stride 1 puts a wave's lanes on consecutive banks, stride 32 on one bank
; (every lane of a wave conflicts), an odd stride such as 33 on distinct
; banks again. Every value is a small integer and so is every partial sum,
; so the sum is exact in any order.

@lds = internal addrspace(3) global [4096 x float] undef, align 4

define amdgpu_kernel void @lds_stride(ptr addrspace(1) %out, i32 %stride) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %fill

fill:
  %k = phi i32 [ 0, %entry ], [ %k1, %fill ]
  %k256 = mul i32 %k, 256
  %slot = add i32 %tid, %k256
  %kt = add i32 %k, %tid
  %v = uitofp i32 %kt to float
  %ps = getelementptr inbounds [4096 x float], ptr addrspace(3) @lds, i32 0, i32 %slot
  store float %v, ptr addrspace(3) %ps, align 4
  %k1 = add i32 %k, 1
  %filled = icmp eq i32 %k1, 16
  br i1 %filled, label %sync, label %fill

sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %start = mul i32 %tid, %stride
  br label %sum

sum:
  %i = phi i32 [ 0, %sync ], [ %i1, %sum ]
  %acc = phi float [ 0.0, %sync ], [ %acc1, %sum ]
  %j = add i32 %start, %i
  %jm = and i32 %j, 4095
  %pl = getelementptr inbounds [4096 x float], ptr addrspace(3) @lds, i32 0, i32 %jm
  %w = load float, ptr addrspace(3) %pl, align 4
  %acc1 = fadd float %acc, %w
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 64
  br i1 %done, label %store, label %sum

store:
  %base = mul i32 %wg, 256
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %acc1, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
