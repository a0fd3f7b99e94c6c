; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

; Cross-lane intrinsics every GFX9+ target has.
define amdgpu_kernel void @lane(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u, float %uf) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %pin
  %xf = bitcast i32 %x to float
  %rl = call i32 @llvm.amdgcn.readlane(i32 %x, i32 5)
  %rlv = call i32 @llvm.amdgcn.readlane(i32 %x, i32 %u)
  %rf = call i32 @llvm.amdgcn.readfirstlane(i32 %x)
  %wl = call i32 @llvm.amdgcn.writelane(i32 %rf, i32 %u, i32 %x)
  %wl2 = call i32 @llvm.amdgcn.writelane(i32 7, i32 3, i32 %wl)
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %sw = call i32 @llvm.amdgcn.ds.swizzle(i32 %x, i32 31)
  %sw2 = call i32 @llvm.amdgcn.ds.swizzle(i32 %x, i32 32799)
  %addr = shl i32 %hi, 2
  %bp = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %x)
  %pm = call i32 @llvm.amdgcn.ds.permute(i32 %addr, i32 %x)
  %d1 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %x, i32 27, i32 15, i32 15, i1 false)
  %d2 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %d1, i32 257, i32 15, i32 15, i1 true)
  %d3 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %x, i32 %d2, i32 273, i32 10, i32 5, i1 false)
  %d4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %d3, i32 289, i32 15, i32 15, i1 true)
  %d5 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %d4, i32 320, i32 15, i32 15, i1 false)
  %d6 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %d5, i32 321, i32 15, i32 15, i1 false)
  %df = bitcast i32 %d6 to float
  %dfa = fadd float %df, %xf
  %dfb = bitcast float %dfa to i32
  %d7 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %x, i32 %dfb, i32 278, i32 15, i32 15, i1 false)
  %d8 = add i32 %d7, %x
  %si = call i32 @llvm.amdgcn.set.inactive.i32(i32 %x, i32 0)
  %sid = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %si, i32 78, i32 15, i32 15, i1 false)
  %sis = add i32 %si, %sid
  %ww = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %sis)
  %wq = call i32 @llvm.amdgcn.strict.wqm.i32(i32 %x)
  %s1 = add i32 %rl, %rlv
  %s2 = add i32 %s1, %wl2
  %s3 = add i32 %s2, 1
  %s4 = add i32 %s3, 2
  %s5 = add i32 %s4, 3
  %s6 = add i32 %s5, %sw
  %s7 = add i32 %s6, %sw2
  %s8 = add i32 %s7, %bp
  %s9 = add i32 %s8, %pm
  %s10 = add i32 %s9, %d8
  %s11 = add i32 %s10, %ww
  %s12 = add i32 %s11, %wq
  %pout = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s12, ptr addrspace(1) %pout
  ; 64-bit and float lane values
  %pin64 = getelementptr i64, ptr addrspace(1) %in, i32 %tid
  %x64 = load i64, ptr addrspace(1) %pin64
  %l64 = trunc i64 %x64 to i32
  %h64s = lshr i64 %x64, 32
  %h64 = trunc i64 %h64s to i32
  %r64l = call i32 @llvm.amdgcn.readfirstlane(i32 %l64)
  %r64h = call i32 @llvm.amdgcn.readfirstlane(i32 %h64)
  %s64 = add i32 %r64l, %r64h
  %s65 = add i32 %s64, 4
  %pout2 = getelementptr i32, ptr addrspace(1) %out, i32 %u
  store i32 %s65, ptr addrspace(1) %pout2
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readlane(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane(i32)
declare i32 @llvm.amdgcn.writelane(i32, i32, i32)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.ds.permute(i32, i32)
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)
declare i32 @llvm.amdgcn.strict.wqm.i32(i32)
