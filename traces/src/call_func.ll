; call_func: a kernel that calls functions of its own module.
;
; @mix and @blend are noinline, so llc emits them as functions of their own
; and the kernel calls them: s_getpc_b64, the @rel32@lo/@hi address of the
; callee, s_swappc_b64 with the return address in s[30:31], and
; s_setpc_b64 s[30:31] at the callee's end. @mix keeps a private
; [16 x i32] array on its stack in scratch (the mixed access types keep llc
; from promoting it to registers, as in scratch_array); it is called under
; a divergent branch (odd input words only), so it runs with part of the
; wave's lanes on, and calls @blend itself, so it sets up its own frame
; (s33 the frame pointer, s32 the stack pointer) and saves its return
; address: LLVM 16 writes s30/s31 into lanes of a VGPR (v_writelane_b32)
; whose old value it first stores to scratch in every lane the caller left
; inactive (s_xor_saveexec -1); LLVM 14 keeps it in SGPRs. @blend is called
; by every lane, and once more in a loop whose trip count comes from the
; data.
;
;! {
;!   "grid": [128, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 256, "fill": "0xdeadbeef"},
;!     "in": {"type": "i32", "count": 128, "gen": "ints", "seed": 17},
;!     "sel": {"type": "i32", "count": 128, "gen": "range", "lo": 0, "hi": 1023}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"buffer": "sel"}],
;!   "outputs": ["out"],
;!   "asm": [{"variants": "*", "match": "s_swappc_b64", "why": "the kernel must call its functions"},
;!           {"variants": "*", "match": "@rel32@lo", "why": "the callee's address is a relocated literal"},
;!           {"variants": "*", "match": "(scratch|buffer)_store_(dword|b32)", "why": "the callee's array must live in scratch"},
;!           {"variants": "llvm16-*", "match": "v_writelane_b32 v[0-9]+, s30", "why": "the non-leaf callee saves its return address"},
;!           {"variants": "llvm16-*", "match": "s_(x?or)_saveexec_b(32|64) s[^,]+, -1", "why": "the VGPR holding it is saved for the inactive lanes too"}]
;! }

define internal i32 @mix(i32 %a, i32 %b, i32 %s) #0 {
entry:
  %arr = alloca [16 x i32], align 8, addrspace(5)
  br label %fill

fill:
  %i = phi i32 [ 0, %entry ], [ %i.next, %fill ]
  %m = mul i32 %a, %i
  %e = xor i32 %m, %b
  %pe = getelementptr inbounds [16 x i32], ptr addrspace(5) %arr, i32 0, i32 %i
  store i32 %e, ptr addrspace(5) %pe, align 4
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 16
  br i1 %more, label %fill, label %read

read:
  %k = and i32 %s, 15
  %pk = getelementptr inbounds [16 x i32], ptr addrspace(5) %arr, i32 0, i32 %k
  %rk = load i32, ptr addrspace(5) %pk, align 4
  %s4 = lshr i32 %s, 4
  %j = and i32 %s4, 14
  %pj = getelementptr inbounds [16 x i32], ptr addrspace(5) %arr, i32 0, i32 %j
  %rj = load volatile i64, ptr addrspace(5) %pj, align 8
  %rj.lo = trunc i64 %rj to i32
  %rj.hi.64 = lshr i64 %rj, 32
  %rj.hi = trunc i64 %rj.hi.64 to i32
  %x = add i32 %rk, %rj.lo
  %y = xor i32 %x, %rj.hi
  %z = call i32 @blend(i32 %y, i32 %b)
  ret i32 %z
}

define internal i32 @blend(i32 %a, i32 %b) #0 {
entry:
  %lt = icmp slt i32 %a, %b
  %lo = select i1 %lt, i32 %a, i32 %b
  %hi = select i1 %lt, i32 %b, i32 %a
  %d = sub i32 %hi, %lo
  %sh = lshr i32 %d, 1
  %r = add i32 %lo, %sh
  ret i32 %r
}

define amdgpu_kernel void @call_func(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %sel) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pin, align 4
  %psel = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %idx
  %s = load i32, ptr addrspace(1) %psel, align 4
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %callmix, label %join

callmix:
  %mx = call i32 @mix(i32 %v, i32 %gid, i32 %s)
  br label %join

join:
  %r0 = phi i32 [ %mx, %callmix ], [ %v, %entry ]
  %b0 = call i32 @blend(i32 %r0, i32 %s)
  %n = and i32 %s, 3
  %none = icmp eq i32 %n, 0
  br i1 %none, label %done, label %loop

loop:
  %c = phi i32 [ 0, %join ], [ %c.next, %loop ]
  %acc = phi i32 [ %b0, %join ], [ %acc.next, %loop ]
  %t = mul i32 %c, 977
  %acc.next = call i32 @blend(i32 %acc, i32 %t)
  %c.next = add i32 %c, 1
  %again = icmp ult i32 %c.next, %n
  br i1 %again, label %loop, label %done

done:
  %res = phi i32 [ %b0, %join ], [ %acc.next, %loop ]
  %o = shl i64 %idx, 1
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o
  store i32 %r0, ptr addrspace(1) %po, align 4
  %po1 = getelementptr inbounds i32, ptr addrspace(1) %po, i64 1
  store i32 %res, ptr addrspace(1) %po1, align 4
  ret void
}

attributes #0 = { noinline }
