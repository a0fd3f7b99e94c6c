; Mnemonic sweep kernel (not run): compiled by traces/sweep/gen for every
; llc version and target; only the instruction mnemonics it makes llc emit
; matter. See traces/README.md, "Mnemonic sweep".

; Control flow: divergent if/else, loops with divergent exits, switch,
; uniform loops, direct, external and indirect calls (stack in scratch),
; a private array with dynamic indexes.
define internal i32 @callee(i32 %a, float %b, <4 x i32> %c, ptr addrspace(1) %p) #0 {
entry:
  %x = extractelement <4 x i32> %c, i32 2
  %y = fptosi float %b to i32
  %s = add i32 %a, %x
  %t = mul i32 %s, %y
  %arr = alloca [8 x i32], align 4, addrspace(5)
  %ai = and i32 %a, 7
  %ap = getelementptr [8 x i32], ptr addrspace(5) %arr, i32 0, i32 %ai
  store volatile i32 %t, ptr addrspace(5) %ap
  %bp = getelementptr [8 x i32], ptr addrspace(5) %arr, i32 0, i32 3
  %v = load volatile i32, ptr addrspace(5) %bp
  store i32 %v, ptr addrspace(1) %p
  ret i32 %t
}

define internal i32 @callee2(i32 %a) #0 {
  %r = call i32 @callee(i32 %a, float 1.0, <4 x i32> zeroinitializer, ptr addrspace(1) null)
  %s = add i32 %r, 1
  ret i32 %s
}

declare i32 @external(i32, i64, double)

define amdgpu_kernel void @control(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n, ptr %fp) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %pin
  %c0 = icmp slt i32 %x, 100
  br i1 %c0, label %then, label %else
then:
  %t1 = mul i32 %x, 3
  br label %join
else:
  %e1 = sdiv i32 %x, 7
  br label %join
join:
  %j = phi i32 [ %t1, %then ], [ %e1, %else ]
  br label %loop
loop:
  %i = phi i32 [ 0, %join ], [ %i2, %latch ]
  %acc = phi i32 [ %j, %join ], [ %acc2, %latch ]
  %odd = and i32 %acc, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %oddb, label %evenb
oddb:
  %o1 = mul i32 %acc, 3
  %o2 = add i32 %o1, 1
  br label %latch
evenb:
  %e2 = lshr i32 %acc, 1
  br label %latch
latch:
  %acc2 = phi i32 [ %o2, %oddb ], [ %e2, %evenb ]
  %i2 = add i32 %i, 1
  %stop = icmp eq i32 %acc2, 1
  %lim = icmp uge i32 %i2, %n
  %ex = or i1 %stop, %lim
  br i1 %ex, label %after, label %loop
after:
  switch i32 %x, label %sdef [ i32 0, label %s0
                               i32 1, label %s1
                               i32 5, label %s2
                               i32 9, label %s1 ]
s0:
  br label %sjoin
s1:
  br label %sjoin
s2:
  br label %sjoin
sdef:
  br label %sjoin
sjoin:
  %sv = phi i32 [ 10, %s0 ], [ 20, %s1 ], [ 30, %s2 ], [ %acc2, %sdef ]
  br label %uloop
uloop:
  %k = phi i32 [ 0, %sjoin ], [ %k2, %uloop ]
  %usum = phi i32 [ %sv, %sjoin ], [ %usum2, %uloop ]
  %usum2 = add i32 %usum, %k
  %k2 = add i32 %k, 1
  %ud = icmp slt i32 %k2, %n
  br i1 %ud, label %uloop, label %calls
calls:
  %xf = sitofp i32 %x to float
  %v4 = insertelement <4 x i32> zeroinitializer, i32 %usum2, i32 2
  %r1 = call i32 @callee2(i32 %usum2)
  %r2 = call i32 @callee(i32 %r1, float %xf, <4 x i32> %v4, ptr addrspace(1) %out)
  %x64 = sext i32 %r2 to i64
  %r3 = call i32 @external(i32 %r2, i64 %x64, double 2.0)
  %r4 = call i32 %fp(i32 %r3)
  %buf = alloca [256 x i32], align 4, addrspace(5)
  %bi = getelementptr [256 x i32], ptr addrspace(5) %buf, i32 0, i32 %tid
  store volatile i32 %r4, ptr addrspace(5) %bi
  %b0 = load volatile i32, ptr addrspace(5) %buf
  %pout = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %b0, ptr addrspace(1) %pout
  %kill = icmp eq i32 %b0, 77
  br i1 %kill, label %early, label %fin
early:
  ret void
fin:
  %pout2 = getelementptr i32, ptr addrspace(1) %pout, i32 1024
  store i32 %r4, ptr addrspace(1) %pout2
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { noinline }
