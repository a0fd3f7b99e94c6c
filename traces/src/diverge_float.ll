; diverge_float: divergent if/else on float compares, ordered and unordered.
;
; The inputs are raw f32 bit patterns (u32 buffers) that include NaNs,
; infinities, denormals and both zeros. Each lane walks through regions
; guarded by fcmp ult, oge, uno, one and ueq and records which sides it took.
; The difference a - b is computed only when both inputs are finite, so no
; NaN is ever produced by arithmetic (default NaN bits differ between
; targets); infinities from overflow are fine.
;
;! {
;!   "grid": [256, 1, 1],
;!   "workgroup": [64, 1, 1],
;!   "buffers": {
;!     "code": {"type": "u32", "count": 256, "fill": "0xdeadbeef"},
;!     "pick": {"type": "u32", "count": 256, "fill": "0xdeadbeef"},
;!     "diff": {"type": "u32", "count": 256, "fill": "0xdeadbeef"},
;!     "a": {"type": "u32", "count": 256, "gen": "floatbits", "seed": 11},
;!     "b": {"type": "u32", "count": 256, "gen": "floatbits", "seed": 12,
;!           "data": ["f:1", "f:nan", "f:-0", "f:inf", "f:2", "f:3", "f:-inf", "0x00000001"]}
;!   },
;!   "args": [{"buffer": "code"}, {"buffer": "pick"}, {"buffer": "diff"}, {"buffer": "a"}, {"buffer": "b"}],
;!   "outputs": ["code", "pick", "diff"]
;! }

define amdgpu_kernel void @diverge_float(ptr addrspace(1) %code, ptr addrspace(1) %pick, ptr addrspace(1) %diff, ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @wavesim.workitem.id.x()
  %wg = call i32 @wavesim.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %idx
  %fa = load float, ptr addrspace(1) %pa, align 4
  %fb = load float, ptr addrspace(1) %pb, align 4
  %ult = fcmp ult float %fa, %fb
  br i1 %ult, label %r1.then, label %r1.else

r1.then:
  %t3 = and i32 %tid, 3
  %c1a = add i32 %t3, 16
  br label %r1.end

r1.else:
  %c1b = shl i32 %gid, 8
  br label %r1.end

r1.end:
  %c1 = phi i32 [ %c1a, %r1.then ], [ %c1b, %r1.else ]
  %oge = fcmp oge float %fa, %fb
  br i1 %oge, label %r2.then, label %r2.else

r2.then:
  %c2a = mul i32 %c1, 3
  br label %r2.end

r2.else:
  %c2b = or i32 %c1, 256
  br label %r2.end

r2.end:
  %c2 = phi i32 [ %c2a, %r2.then ], [ %c2b, %r2.else ]
  %uno = fcmp uno float %fa, %fb
  br i1 %uno, label %r3.then, label %r3.end

r3.then:
  %c3a = xor i32 %c2, 4096
  br label %r3.end

r3.end:
  %c3 = phi i32 [ %c2, %r2.end ], [ %c3a, %r3.then ]
  %one = fcmp one float %fa, 1.000000e+00
  br i1 %one, label %r4.then, label %r4.end

r4.then:
  %c4a = add i32 %c3, 65536
  br label %r4.end

r4.end:
  %c4 = phi i32 [ %c3, %r3.end ], [ %c4a, %r4.then ]
  %pcode = getelementptr inbounds i32, ptr addrspace(1) %code, i64 %idx
  store i32 %c4, ptr addrspace(1) %pcode, align 4
  %ueq = fcmp ueq float %fa, %fb
  %sel = select i1 %ueq, float %fa, float %fb
  %ppick = getelementptr inbounds float, ptr addrspace(1) %pick, i64 %idx
  store float %sel, ptr addrspace(1) %ppick, align 4
  %absa = call float @llvm.fabs.f32(float %fa)
  %absb = call float @llvm.fabs.f32(float %fb)
  %fina = fcmp olt float %absa, 0x7FF0000000000000
  %finb = fcmp olt float %absb, 0x7FF0000000000000
  %fin = and i1 %fina, %finb
  br i1 %fin, label %sub, label %exit

sub:
  %d = fsub float %fa, %fb
  %pdiff = getelementptr inbounds float, ptr addrspace(1) %diff, i64 %idx
  store float %d, ptr addrspace(1) %pdiff, align 4
  br label %exit

exit:
  ret void
}

declare float @llvm.fabs.f32(float)
