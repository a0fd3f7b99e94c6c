; scratch_array: a private [16 x i32] array indexed by loaded data.
;
; The array is filled in a loop, updated at a data-dependent index and read
; back at two data-dependent indices, one of them as an i64 covering two
; adjacent elements. The mixed access types keep llc from promoting the array
; to registers, so it lives in scratch memory (buffer_/scratch_ loads and
; stores). Indexes are masked to stay inside the array.
;
;! {
;!   "grid": [128, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "out": {"type": "i32", "count": 384, "fill": "0xdeadbeef"},
;!     "in": {"type": "i32", "count": 128, "gen": "ints", "seed": 91},
;!     "sel": {"type": "i32", "count": 128, "gen": "range", "lo": 0, "hi": 255}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "in"}, {"buffer": "sel"}],
;!   "outputs": ["out"],
;!   "asm": [{"variants": "*", "match": "(scratch|buffer)_store_(dword|b32)", "why": "the array must live in scratch"},
;!           {"variants": "*", "match": "(scratch|buffer)_load_(dword|b32)", "why": "the array must live in scratch"}]
;! }

define amdgpu_kernel void @scratch_array(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %sel) {
entry:
  %arr = alloca [16 x i32], align 8, addrspace(5)
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pin, align 4
  %psel = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %idx
  %s = load i32, ptr addrspace(1) %psel, align 4
  br label %fill

fill:
  %i = phi i32 [ 0, %entry ], [ %i.next, %fill ]
  %m = mul i32 %v, %i
  %e = xor i32 %m, %i
  %pe = getelementptr inbounds [16 x i32], ptr addrspace(5) %arr, i32 0, i32 %i
  store i32 %e, ptr addrspace(5) %pe, align 4
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 16
  br i1 %more, label %fill, label %update

update:
  %k = and i32 %s, 15
  %pk = getelementptr inbounds [16 x i32], ptr addrspace(5) %arr, i32 0, i32 %k
  %old = load i32, ptr addrspace(5) %pk, align 4
  %new = add i32 %old, %gid
  store i32 %new, ptr addrspace(5) %pk, align 4
  %s4 = lshr i32 %s, 4
  %j = and i32 %s4, 15
  %pj = getelementptr inbounds [16 x i32], ptr addrspace(5) %arr, i32 0, i32 %j
  %rj = load i32, ptr addrspace(5) %pj, align 4
  %j5 = xor i32 %j, 5
  %j1 = and i32 %j5, 14
  %pj1 = getelementptr inbounds [16 x i32], ptr addrspace(5) %arr, i32 0, i32 %j1
  %rj1 = load volatile i64, ptr addrspace(5) %pj1, align 8
  %o = mul i64 %idx, 3
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o
  store i32 %rj, ptr addrspace(1) %po, align 4
  %po1 = getelementptr inbounds i32, ptr addrspace(1) %po, i64 1
  store i64 %rj1, ptr addrspace(1) %po1, align 4
  ret void
}
