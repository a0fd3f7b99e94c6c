; atomics_global: global atomicrmw operations with order-independent results.
;
; Shared counters take add, max, min, umax, umin, or, and, xor, a 64-bit add
; and an f32 fadd of small integers (exact in any order, lowered to a
; compare-and-swap loop where there is no native instruction). Only their
; final memory values are expected. The returned old values are used only
; from atomics on a work-item's own element (or, xchg, cmpxchg), where they
; are deterministic.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "bins": {"type": "i32", "count": 16},
;!     "stats": {"type": "i32", "count": 8, "data": [0, -2147483648, 2147483647, 0, -1, 0, -1, 0]},
;!     "wide": {"type": "u64", "count": 2, "data": [0, 18446744073709551615]},
;!     "fsum": {"type": "f32", "count": 1},
;!     "own": {"type": "u32", "count": 256, "gen": "ints", "seed": 81},
;!     "olds": {"type": "u32", "count": 768, "fill": "0xdeadbeef"},
;!     "in": {"type": "i32", "count": 256, "gen": "ints", "seed": 82}
;!   },
;!   "args": [{"buffer": "bins"}, {"buffer": "stats"}, {"buffer": "wide"}, {"buffer": "fsum"}, {"buffer": "own"}, {"buffer": "olds"}, {"buffer": "in"}, {"i32": 250}],
;!   "outputs": ["bins", "stats", "wide", "fsum", "own", "olds"],
;!   "asm": [{"variants": "*", "match": "global_atomic_(add|smax|cmpswap)"}]
;! }

define amdgpu_kernel void @atomics_global(ptr addrspace(1) %bins, ptr addrspace(1) %stats, ptr addrspace(1) %wide, ptr addrspace(1) %fsum, ptr addrspace(1) %own, ptr addrspace(1) %olds, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %active = icmp slt i32 %gid, %n
  br i1 %active, label %body, label %exit

body:
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pin, align 4
  %bin = and i32 %v, 15
  %bi = zext i32 %bin to i64
  %pbin = getelementptr inbounds i32, ptr addrspace(1) %bins, i64 %bi
  %r0 = atomicrmw add ptr addrspace(1) %pbin, i32 1 syncscope("agent") monotonic
  %r1 = atomicrmw add ptr addrspace(1) %stats, i32 %v syncscope("agent") monotonic
  %ps1 = getelementptr inbounds i32, ptr addrspace(1) %stats, i64 1
  %r2 = atomicrmw max ptr addrspace(1) %ps1, i32 %v syncscope("agent") monotonic
  %ps2 = getelementptr inbounds i32, ptr addrspace(1) %stats, i64 2
  %r3 = atomicrmw min ptr addrspace(1) %ps2, i32 %v syncscope("agent") monotonic
  %ps3 = getelementptr inbounds i32, ptr addrspace(1) %stats, i64 3
  %r4 = atomicrmw umax ptr addrspace(1) %ps3, i32 %v syncscope("agent") monotonic
  %ps4 = getelementptr inbounds i32, ptr addrspace(1) %stats, i64 4
  %r5 = atomicrmw umin ptr addrspace(1) %ps4, i32 %v syncscope("agent") monotonic
  %ps5 = getelementptr inbounds i32, ptr addrspace(1) %stats, i64 5
  %sh = and i32 %gid, 31
  %bit = shl i32 1, %sh
  %r6 = atomicrmw or ptr addrspace(1) %ps5, i32 %bit syncscope("agent") monotonic
  %ps6 = getelementptr inbounds i32, ptr addrspace(1) %stats, i64 6
  %nbit = xor i32 %v, 1
  %r7 = atomicrmw and ptr addrspace(1) %ps6, i32 %nbit syncscope("agent") monotonic
  %ps7 = getelementptr inbounds i32, ptr addrspace(1) %stats, i64 7
  %r8 = atomicrmw xor ptr addrspace(1) %ps7, i32 %v syncscope("agent") monotonic
  %vw = sext i32 %v to i64
  %r9 = atomicrmw add ptr addrspace(1) %wide, i64 %vw syncscope("agent") monotonic
  %pw1 = getelementptr inbounds i64, ptr addrspace(1) %wide, i64 1
  %r10 = atomicrmw umin ptr addrspace(1) %pw1, i64 %vw syncscope("agent") monotonic
  %small = srem i32 %v, 9
  %fs = sitofp i32 %small to float
  %r11 = atomicrmw fadd ptr addrspace(1) %fsum, float %fs syncscope("agent") monotonic

  ; atomics on the work-item's own element: the old values are deterministic
  %pown = getelementptr inbounds i32, ptr addrspace(1) %own, i64 %idx
  %o1 = atomicrmw or ptr addrspace(1) %pown, i32 %bit syncscope("agent") monotonic
  %o2 = atomicrmw xchg ptr addrspace(1) %pown, i32 %v syncscope("agent") monotonic
  %want = and i32 %tid, 1
  %odd = icmp ne i32 %want, 0
  %exp = select i1 %odd, i32 %v, i32 %o1
  %cx = cmpxchg ptr addrspace(1) %pown, i32 %exp, i32 %gid syncscope("agent") monotonic monotonic
  %o3 = extractvalue { i32, i1 } %cx, 0
  %ok = extractvalue { i32, i1 } %cx, 1
  %okz = zext i1 %ok to i32
  %o3s = shl i32 %o3, 1
  %o3k = or i32 %o3s, %okz
  %ob = mul i64 %idx, 3
  %po0 = getelementptr inbounds i32, ptr addrspace(1) %olds, i64 %ob
  store i32 %o1, ptr addrspace(1) %po0, align 4
  %po1 = getelementptr inbounds i32, ptr addrspace(1) %po0, i64 1
  store i32 %o2, ptr addrspace(1) %po1, align 4
  %po2 = getelementptr inbounds i32, ptr addrspace(1) %po0, i64 2
  store i32 %o3k, ptr addrspace(1) %po2, align 4
  br label %exit

exit:
  ret void
}
