; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

; Scalar and program-control intrinsics, kernel ids and dispatch pointers,
; LDS append/consume counters, fences at every scope.
@lds_misc = internal addrspace(3) global [64 x i32] undef, align 4

define amdgpu_kernel void @misc(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tidy = call i32 @llvm.amdgcn.workitem.id.y()
  %tidz = call i32 @llvm.amdgcn.workitem.id.z()
  %wgx = call i32 @llvm.amdgcn.workgroup.id.x()
  %wgy = call i32 @llvm.amdgcn.workgroup.id.y()
  %wgz = call i32 @llvm.amdgcn.workgroup.id.z()
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %qp = call ptr addrspace(4) @llvm.amdgcn.queue.ptr()
  %kp = call ptr addrspace(4) @llvm.amdgcn.kernarg.segment.ptr()
  %ip = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %did = call i64 @llvm.amdgcn.dispatch.id()
  %d0 = load i32, ptr addrspace(4) %dp
  %q0 = load i32, ptr addrspace(4) %qp
  %k0 = load i32, ptr addrspace(4) %kp
  %i0 = load i32, ptr addrspace(4) %ip
  %pc = call i64 @llvm.amdgcn.s.getpc()
  %rc = call i64 @llvm.readcyclecounter()
  %gr = call i32 @llvm.amdgcn.s.getreg(i32 63494)
  call void @llvm.amdgcn.s.setreg(i32 2305, i32 %u)
  call void @llvm.amdgcn.s.sleep(i32 2)
  call void @llvm.amdgcn.s.setprio(i16 3)
  call void @llvm.amdgcn.s.incperflevel(i32 1)
  call void @llvm.amdgcn.s.decperflevel(i32 1)
  call void @llvm.amdgcn.s.waitcnt(i32 0)
  %ap = call i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3) @lds_misc, i1 false)
  %cp = getelementptr i32, ptr addrspace(3) @lds_misc, i32 4
  %co = call i32 @llvm.amdgcn.ds.consume.p3(ptr addrspace(3) %cp, i1 false)
  %gs = call i32 @llvm.amdgcn.groupstaticsize()
  fence syncscope("wavefront") release
  fence syncscope("workgroup") acquire
  fence syncscope("workgroup") release
  fence syncscope("agent") acq_rel
  fence syncscope("agent") acquire
  fence seq_cst
  fence syncscope("one-as") release
  call void @llvm.amdgcn.s.barrier()
  call void @llvm.amdgcn.wave.barrier()
  %s1 = add i32 %tid, %tidy
  %s2 = add i32 %s1, %tidz
  %s3 = add i32 %s2, %wgx
  %s4 = add i32 %s3, %wgy
  %s5 = add i32 %s4, %wgz
  %s6 = add i32 %s5, %d0
  %s7 = add i32 %s6, %q0
  %s8 = add i32 %s7, %k0
  %s9 = add i32 %s8, %i0
  %s10 = add i32 %s9, %gr
  %s11 = add i32 %s10, %ap
  %s12 = add i32 %s11, %co
  %s13 = add i32 %s12, %gs
  %t1 = add i64 %pc, 1
  %t2 = add i64 %t1, %rc
  %t3 = add i64 %t2, %did
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s13, ptr addrspace(1) %o
  %o2 = getelementptr i64, ptr addrspace(1) %out, i32 %u
  store i64 %t3, ptr addrspace(1) %o2
  %c = icmp eq i32 %u, 12345
  br i1 %c, label %halt, label %done
halt:
  call void @llvm.amdgcn.s.sethalt(i32 1)
  call void @llvm.trap()
  unreachable
done:
  call void @llvm.debugtrap()
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workitem.id.z()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare ptr addrspace(4) @llvm.amdgcn.queue.ptr()
declare ptr addrspace(4) @llvm.amdgcn.kernarg.segment.ptr()
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare i64 @llvm.amdgcn.dispatch.id()
declare i64 @llvm.amdgcn.s.getpc()
declare i64 @llvm.readcyclecounter()
declare i32 @llvm.amdgcn.s.getreg(i32 immarg)
declare void @llvm.amdgcn.s.setreg(i32 immarg, i32)
declare void @llvm.amdgcn.s.sleep(i32 immarg)
declare void @llvm.amdgcn.s.setprio(i16 immarg)
declare void @llvm.amdgcn.s.incperflevel(i32 immarg)
declare void @llvm.amdgcn.s.decperflevel(i32 immarg)
declare void @llvm.amdgcn.s.waitcnt(i32 immarg)
declare i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3), i1 immarg)
declare i32 @llvm.amdgcn.ds.consume.p3(ptr addrspace(3), i1 immarg)
declare i32 @llvm.amdgcn.groupstaticsize()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.wave.barrier()
declare void @llvm.amdgcn.s.sethalt(i32 immarg)
declare void @llvm.trap()
declare void @llvm.debugtrap()
