; Mnemonic sweep kernel: compiled by traces/sweep/gen for every llc version
; and target for the instruction mnemonics it makes llc emit. The kernels
; with a ';!' launch header also run against lli (traces/sweep/run). See
; traces/README.md, "Mnemonic sweep".

;! {
;!   "grid": [1, 1, 1],
;!   "workgroup": [1, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u32", "count": 1200, "fill": "0xdeadbeef"},
;!     "src": {"type": "u32", "count": 10000, "gen": "iota", "start": 50462976, "step": 67372036},
;!     "dst": {"type": "u32", "count": 10000}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "src"}, {"buffer": "dst"}, {"i32": 64}],
;!   "outputs": ["out", "dst"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR",
;!     "llvm14-gfx1010": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR",
;!     "llvm14-gfx1030": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR",
;!     "llvm14-gfx1030-w64": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR",
;!     "llvm14-gfx1030-legacy": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR"
;!   }
;! }
define amdgpu_kernel void @mem_constant_div(ptr addrspace(1) %out, ptr addrspace(4) %src, ptr addrspace(1) %dst, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = add i32 %tid, 0
  %m2 = add i32 %i, 0
  %m1 = getelementptr i8, ptr addrspace(4) %src, i32 %m2
  %m3 = load i8, ptr addrspace(4) %m1
  %m4 = zext i8 %m3 to i32
  %m5 = getelementptr i32, ptr addrspace(1) %out, i32 %m2
  store i32 %m4, ptr addrspace(1) %m5
  %m6 = getelementptr i8, ptr addrspace(4) %src, i32 %m2
  %m7 = getelementptr i8, ptr addrspace(4) %m6, i32 5
  %m8 = load i8, ptr addrspace(4) %m7
  %m9 = sext i8 %m8 to i32
  %m10 = getelementptr i32, ptr addrspace(1) %out, i32 %m2
  store i32 %m9, ptr addrspace(1) %m10
  %m11 = getelementptr i8, ptr addrspace(1) %dst, i32 %m2
  store i8 %m8, ptr addrspace(1) %m11
  %m13 = add i32 %i, 3
  %m12 = getelementptr i8, ptr addrspace(4) %src, i32 %m13
  %m14 = load i8, ptr addrspace(4) %m12
  %m15 = zext i8 %m14 to i32
  %m16 = getelementptr i32, ptr addrspace(1) %out, i32 %m13
  store i32 %m15, ptr addrspace(1) %m16
  %m17 = getelementptr i8, ptr addrspace(4) %src, i32 %m13
  %m18 = getelementptr i8, ptr addrspace(4) %m17, i32 5
  %m19 = load i8, ptr addrspace(4) %m18
  %m20 = sext i8 %m19 to i32
  %m21 = getelementptr i32, ptr addrspace(1) %out, i32 %m13
  store i32 %m20, ptr addrspace(1) %m21
  %m22 = getelementptr i8, ptr addrspace(1) %dst, i32 %m13
  store i8 %m19, ptr addrspace(1) %m22
  %m24 = add i32 %i, 1000
  %m23 = getelementptr i8, ptr addrspace(4) %src, i32 %m24
  %m25 = load i8, ptr addrspace(4) %m23
  %m26 = zext i8 %m25 to i32
  %m27 = getelementptr i32, ptr addrspace(1) %out, i32 %m24
  store i32 %m26, ptr addrspace(1) %m27
  %m28 = getelementptr i8, ptr addrspace(4) %src, i32 %m24
  %m29 = getelementptr i8, ptr addrspace(4) %m28, i32 5
  %m30 = load i8, ptr addrspace(4) %m29
  %m31 = sext i8 %m30 to i32
  %m32 = getelementptr i32, ptr addrspace(1) %out, i32 %m24
  store i32 %m31, ptr addrspace(1) %m32
  %m33 = getelementptr i8, ptr addrspace(1) %dst, i32 %m24
  store i8 %m30, ptr addrspace(1) %m33
  %m35 = add i32 %i, 0
  %m34 = getelementptr i16, ptr addrspace(4) %src, i32 %m35
  %m36 = load i16, ptr addrspace(4) %m34
  %m37 = zext i16 %m36 to i32
  %m38 = getelementptr i32, ptr addrspace(1) %out, i32 %m35
  store i32 %m37, ptr addrspace(1) %m38
  %m39 = getelementptr i16, ptr addrspace(4) %src, i32 %m35
  %m40 = getelementptr i16, ptr addrspace(4) %m39, i32 5
  %m41 = load i16, ptr addrspace(4) %m40
  %m42 = sext i16 %m41 to i32
  %m43 = getelementptr i32, ptr addrspace(1) %out, i32 %m35
  store i32 %m42, ptr addrspace(1) %m43
  %m44 = getelementptr i16, ptr addrspace(1) %dst, i32 %m35
  store i16 %m41, ptr addrspace(1) %m44
  %m46 = add i32 %i, 3
  %m45 = getelementptr i16, ptr addrspace(4) %src, i32 %m46
  %m47 = load i16, ptr addrspace(4) %m45
  %m48 = zext i16 %m47 to i32
  %m49 = getelementptr i32, ptr addrspace(1) %out, i32 %m46
  store i32 %m48, ptr addrspace(1) %m49
  %m50 = getelementptr i16, ptr addrspace(4) %src, i32 %m46
  %m51 = getelementptr i16, ptr addrspace(4) %m50, i32 5
  %m52 = load i16, ptr addrspace(4) %m51
  %m53 = sext i16 %m52 to i32
  %m54 = getelementptr i32, ptr addrspace(1) %out, i32 %m46
  store i32 %m53, ptr addrspace(1) %m54
  %m55 = getelementptr i16, ptr addrspace(1) %dst, i32 %m46
  store i16 %m52, ptr addrspace(1) %m55
  %m57 = add i32 %i, 1000
  %m56 = getelementptr i16, ptr addrspace(4) %src, i32 %m57
  %m58 = load i16, ptr addrspace(4) %m56
  %m59 = zext i16 %m58 to i32
  %m60 = getelementptr i32, ptr addrspace(1) %out, i32 %m57
  store i32 %m59, ptr addrspace(1) %m60
  %m61 = getelementptr i16, ptr addrspace(4) %src, i32 %m57
  %m62 = getelementptr i16, ptr addrspace(4) %m61, i32 5
  %m63 = load i16, ptr addrspace(4) %m62
  %m64 = sext i16 %m63 to i32
  %m65 = getelementptr i32, ptr addrspace(1) %out, i32 %m57
  store i32 %m64, ptr addrspace(1) %m65
  %m66 = getelementptr i16, ptr addrspace(1) %dst, i32 %m57
  store i16 %m63, ptr addrspace(1) %m66
  %m68 = add i32 %i, 0
  %m67 = getelementptr i32, ptr addrspace(4) %src, i32 %m68
  %m69 = load i32, ptr addrspace(4) %m67
  %m70 = getelementptr i32, ptr addrspace(1) %dst, i32 %m68
  store i32 %m69, ptr addrspace(1) %m70
  %m72 = add i32 %i, 3
  %m71 = getelementptr i32, ptr addrspace(4) %src, i32 %m72
  %m73 = load i32, ptr addrspace(4) %m71
  %m74 = getelementptr i32, ptr addrspace(1) %dst, i32 %m72
  store i32 %m73, ptr addrspace(1) %m74
  %m76 = add i32 %i, 1000
  %m75 = getelementptr i32, ptr addrspace(4) %src, i32 %m76
  %m77 = load i32, ptr addrspace(4) %m75
  %m78 = getelementptr i32, ptr addrspace(1) %dst, i32 %m76
  store i32 %m77, ptr addrspace(1) %m78
  %m80 = add i32 %i, 0
  %m79 = getelementptr i64, ptr addrspace(4) %src, i32 %m80
  %m81 = load i64, ptr addrspace(4) %m79
  %m82 = getelementptr i64, ptr addrspace(1) %dst, i32 %m80
  store i64 %m81, ptr addrspace(1) %m82
  %m84 = add i32 %i, 3
  %m83 = getelementptr i64, ptr addrspace(4) %src, i32 %m84
  %m85 = load i64, ptr addrspace(4) %m83
  %m86 = getelementptr i64, ptr addrspace(1) %dst, i32 %m84
  store i64 %m85, ptr addrspace(1) %m86
  %m88 = add i32 %i, 1000
  %m87 = getelementptr i64, ptr addrspace(4) %src, i32 %m88
  %m89 = load i64, ptr addrspace(4) %m87
  %m90 = getelementptr i64, ptr addrspace(1) %dst, i32 %m88
  store i64 %m89, ptr addrspace(1) %m90
  %m92 = add i32 %i, 0
  %m91 = getelementptr <2 x i32>, ptr addrspace(4) %src, i32 %m92
  %m93 = load <2 x i32>, ptr addrspace(4) %m91
  %m94 = getelementptr <2 x i32>, ptr addrspace(1) %dst, i32 %m92
  store <2 x i32> %m93, ptr addrspace(1) %m94
  %m96 = add i32 %i, 3
  %m95 = getelementptr <2 x i32>, ptr addrspace(4) %src, i32 %m96
  %m97 = load <2 x i32>, ptr addrspace(4) %m95
  %m98 = getelementptr <2 x i32>, ptr addrspace(1) %dst, i32 %m96
  store <2 x i32> %m97, ptr addrspace(1) %m98
  %m100 = add i32 %i, 1000
  %m99 = getelementptr <2 x i32>, ptr addrspace(4) %src, i32 %m100
  %m101 = load <2 x i32>, ptr addrspace(4) %m99
  %m102 = getelementptr <2 x i32>, ptr addrspace(1) %dst, i32 %m100
  store <2 x i32> %m101, ptr addrspace(1) %m102
  %m104 = add i32 %i, 0
  %m103 = getelementptr <3 x i32>, ptr addrspace(4) %src, i32 %m104
  %m105 = load <3 x i32>, ptr addrspace(4) %m103
  %m106 = getelementptr <3 x i32>, ptr addrspace(1) %dst, i32 %m104
  store <3 x i32> %m105, ptr addrspace(1) %m106
  %m108 = add i32 %i, 3
  %m107 = getelementptr <3 x i32>, ptr addrspace(4) %src, i32 %m108
  %m109 = load <3 x i32>, ptr addrspace(4) %m107
  %m110 = getelementptr <3 x i32>, ptr addrspace(1) %dst, i32 %m108
  store <3 x i32> %m109, ptr addrspace(1) %m110
  %m112 = add i32 %i, 1000
  %m111 = getelementptr <3 x i32>, ptr addrspace(4) %src, i32 %m112
  %m113 = load <3 x i32>, ptr addrspace(4) %m111
  %m114 = getelementptr <3 x i32>, ptr addrspace(1) %dst, i32 %m112
  store <3 x i32> %m113, ptr addrspace(1) %m114
  %m116 = add i32 %i, 0
  %m115 = getelementptr <4 x i32>, ptr addrspace(4) %src, i32 %m116
  %m117 = load <4 x i32>, ptr addrspace(4) %m115
  %m118 = getelementptr <4 x i32>, ptr addrspace(1) %dst, i32 %m116
  store <4 x i32> %m117, ptr addrspace(1) %m118
  %m120 = add i32 %i, 3
  %m119 = getelementptr <4 x i32>, ptr addrspace(4) %src, i32 %m120
  %m121 = load <4 x i32>, ptr addrspace(4) %m119
  %m122 = getelementptr <4 x i32>, ptr addrspace(1) %dst, i32 %m120
  store <4 x i32> %m121, ptr addrspace(1) %m122
  %m124 = add i32 %i, 1000
  %m123 = getelementptr <4 x i32>, ptr addrspace(4) %src, i32 %m124
  %m125 = load <4 x i32>, ptr addrspace(4) %m123
  %m126 = getelementptr <4 x i32>, ptr addrspace(1) %dst, i32 %m124
  store <4 x i32> %m125, ptr addrspace(1) %m126
  %m128 = add i32 %i, 0
  %m127 = getelementptr <8 x i32>, ptr addrspace(4) %src, i32 %m128
  %m129 = load <8 x i32>, ptr addrspace(4) %m127
  %m130 = getelementptr <8 x i32>, ptr addrspace(1) %dst, i32 %m128
  store <8 x i32> %m129, ptr addrspace(1) %m130
  %m132 = add i32 %i, 3
  %m131 = getelementptr <8 x i32>, ptr addrspace(4) %src, i32 %m132
  %m133 = load <8 x i32>, ptr addrspace(4) %m131
  %m134 = getelementptr <8 x i32>, ptr addrspace(1) %dst, i32 %m132
  store <8 x i32> %m133, ptr addrspace(1) %m134
  %m136 = add i32 %i, 1000
  %m135 = getelementptr <8 x i32>, ptr addrspace(4) %src, i32 %m136
  %m137 = load <8 x i32>, ptr addrspace(4) %m135
  %m138 = getelementptr <8 x i32>, ptr addrspace(1) %dst, i32 %m136
  store <8 x i32> %m137, ptr addrspace(1) %m138
  %m140 = add i32 %i, 0
  %m139 = getelementptr half, ptr addrspace(4) %src, i32 %m140
  %m141 = load half, ptr addrspace(4) %m139
  %m142 = getelementptr half, ptr addrspace(1) %dst, i32 %m140
  store half %m141, ptr addrspace(1) %m142
  %m144 = add i32 %i, 3
  %m143 = getelementptr half, ptr addrspace(4) %src, i32 %m144
  %m145 = load half, ptr addrspace(4) %m143
  %m146 = getelementptr half, ptr addrspace(1) %dst, i32 %m144
  store half %m145, ptr addrspace(1) %m146
  %m148 = add i32 %i, 1000
  %m147 = getelementptr half, ptr addrspace(4) %src, i32 %m148
  %m149 = load half, ptr addrspace(4) %m147
  %m150 = getelementptr half, ptr addrspace(1) %dst, i32 %m148
  store half %m149, ptr addrspace(1) %m150
  %m152 = add i32 %i, 0
  %m151 = getelementptr <2 x i16>, ptr addrspace(4) %src, i32 %m152
  %m153 = load <2 x i16>, ptr addrspace(4) %m151
  %m154 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m152
  store <2 x i16> %m153, ptr addrspace(1) %m154
  %m156 = add i32 %i, 3
  %m155 = getelementptr <2 x i16>, ptr addrspace(4) %src, i32 %m156
  %m157 = load <2 x i16>, ptr addrspace(4) %m155
  %m158 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m156
  store <2 x i16> %m157, ptr addrspace(1) %m158
  %m160 = add i32 %i, 1000
  %m159 = getelementptr <2 x i16>, ptr addrspace(4) %src, i32 %m160
  %m161 = load <2 x i16>, ptr addrspace(4) %m159
  %m162 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m160
  store <2 x i16> %m161, ptr addrspace(1) %m162
  ret void
}

;! {
;!   "grid": [1, 1, 1],
;!   "workgroup": [1, 1, 1],
;!   "buffers": {
;!     "out": {"type": "u32", "count": 1200, "fill": "0xdeadbeef"},
;!     "src": {"type": "u32", "count": 10000, "gen": "iota", "start": 50462976, "step": 67372036},
;!     "dst": {"type": "u32", "count": 10000}
;!   },
;!   "args": [{"buffer": "out"}, {"buffer": "src"}, {"buffer": "dst"}, {"i32": 64}],
;!   "outputs": ["out", "dst"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR",
;!     "llvm14-gfx1010": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR",
;!     "llvm14-gfx1030": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR",
;!     "llvm14-gfx1030-w64": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR",
;!     "llvm14-gfx1030-legacy": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR"
;!   }
;! }
define amdgpu_kernel void @mem_constant_uni(ptr addrspace(1) %out, ptr addrspace(4) %src, ptr addrspace(1) %dst, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = add i32 %u, 0
  %m2 = add i32 %i, 0
  %m1 = getelementptr i8, ptr addrspace(4) %src, i32 %m2
  %m3 = load i8, ptr addrspace(4) %m1
  %m4 = zext i8 %m3 to i32
  %m5 = getelementptr i32, ptr addrspace(1) %out, i32 %m2
  store i32 %m4, ptr addrspace(1) %m5
  %m6 = getelementptr i8, ptr addrspace(4) %src, i32 %m2
  %m7 = getelementptr i8, ptr addrspace(4) %m6, i32 5
  %m8 = load i8, ptr addrspace(4) %m7
  %m9 = sext i8 %m8 to i32
  %m10 = getelementptr i32, ptr addrspace(1) %out, i32 %m2
  store i32 %m9, ptr addrspace(1) %m10
  %m11 = getelementptr i8, ptr addrspace(1) %dst, i32 %m2
  store i8 %m8, ptr addrspace(1) %m11
  %m13 = add i32 %i, 3
  %m12 = getelementptr i8, ptr addrspace(4) %src, i32 %m13
  %m14 = load i8, ptr addrspace(4) %m12
  %m15 = zext i8 %m14 to i32
  %m16 = getelementptr i32, ptr addrspace(1) %out, i32 %m13
  store i32 %m15, ptr addrspace(1) %m16
  %m17 = getelementptr i8, ptr addrspace(4) %src, i32 %m13
  %m18 = getelementptr i8, ptr addrspace(4) %m17, i32 5
  %m19 = load i8, ptr addrspace(4) %m18
  %m20 = sext i8 %m19 to i32
  %m21 = getelementptr i32, ptr addrspace(1) %out, i32 %m13
  store i32 %m20, ptr addrspace(1) %m21
  %m22 = getelementptr i8, ptr addrspace(1) %dst, i32 %m13
  store i8 %m19, ptr addrspace(1) %m22
  %m24 = add i32 %i, 1000
  %m23 = getelementptr i8, ptr addrspace(4) %src, i32 %m24
  %m25 = load i8, ptr addrspace(4) %m23
  %m26 = zext i8 %m25 to i32
  %m27 = getelementptr i32, ptr addrspace(1) %out, i32 %m24
  store i32 %m26, ptr addrspace(1) %m27
  %m28 = getelementptr i8, ptr addrspace(4) %src, i32 %m24
  %m29 = getelementptr i8, ptr addrspace(4) %m28, i32 5
  %m30 = load i8, ptr addrspace(4) %m29
  %m31 = sext i8 %m30 to i32
  %m32 = getelementptr i32, ptr addrspace(1) %out, i32 %m24
  store i32 %m31, ptr addrspace(1) %m32
  %m33 = getelementptr i8, ptr addrspace(1) %dst, i32 %m24
  store i8 %m30, ptr addrspace(1) %m33
  %m35 = add i32 %i, 0
  %m34 = getelementptr i16, ptr addrspace(4) %src, i32 %m35
  %m36 = load i16, ptr addrspace(4) %m34
  %m37 = zext i16 %m36 to i32
  %m38 = getelementptr i32, ptr addrspace(1) %out, i32 %m35
  store i32 %m37, ptr addrspace(1) %m38
  %m39 = getelementptr i16, ptr addrspace(4) %src, i32 %m35
  %m40 = getelementptr i16, ptr addrspace(4) %m39, i32 5
  %m41 = load i16, ptr addrspace(4) %m40
  %m42 = sext i16 %m41 to i32
  %m43 = getelementptr i32, ptr addrspace(1) %out, i32 %m35
  store i32 %m42, ptr addrspace(1) %m43
  %m44 = getelementptr i16, ptr addrspace(1) %dst, i32 %m35
  store i16 %m41, ptr addrspace(1) %m44
  %m46 = add i32 %i, 3
  %m45 = getelementptr i16, ptr addrspace(4) %src, i32 %m46
  %m47 = load i16, ptr addrspace(4) %m45
  %m48 = zext i16 %m47 to i32
  %m49 = getelementptr i32, ptr addrspace(1) %out, i32 %m46
  store i32 %m48, ptr addrspace(1) %m49
  %m50 = getelementptr i16, ptr addrspace(4) %src, i32 %m46
  %m51 = getelementptr i16, ptr addrspace(4) %m50, i32 5
  %m52 = load i16, ptr addrspace(4) %m51
  %m53 = sext i16 %m52 to i32
  %m54 = getelementptr i32, ptr addrspace(1) %out, i32 %m46
  store i32 %m53, ptr addrspace(1) %m54
  %m55 = getelementptr i16, ptr addrspace(1) %dst, i32 %m46
  store i16 %m52, ptr addrspace(1) %m55
  %m57 = add i32 %i, 1000
  %m56 = getelementptr i16, ptr addrspace(4) %src, i32 %m57
  %m58 = load i16, ptr addrspace(4) %m56
  %m59 = zext i16 %m58 to i32
  %m60 = getelementptr i32, ptr addrspace(1) %out, i32 %m57
  store i32 %m59, ptr addrspace(1) %m60
  %m61 = getelementptr i16, ptr addrspace(4) %src, i32 %m57
  %m62 = getelementptr i16, ptr addrspace(4) %m61, i32 5
  %m63 = load i16, ptr addrspace(4) %m62
  %m64 = sext i16 %m63 to i32
  %m65 = getelementptr i32, ptr addrspace(1) %out, i32 %m57
  store i32 %m64, ptr addrspace(1) %m65
  %m66 = getelementptr i16, ptr addrspace(1) %dst, i32 %m57
  store i16 %m63, ptr addrspace(1) %m66
  %m68 = add i32 %i, 0
  %m67 = getelementptr i32, ptr addrspace(4) %src, i32 %m68
  %m69 = load i32, ptr addrspace(4) %m67
  %m70 = getelementptr i32, ptr addrspace(1) %dst, i32 %m68
  store i32 %m69, ptr addrspace(1) %m70
  %m72 = add i32 %i, 3
  %m71 = getelementptr i32, ptr addrspace(4) %src, i32 %m72
  %m73 = load i32, ptr addrspace(4) %m71
  %m74 = getelementptr i32, ptr addrspace(1) %dst, i32 %m72
  store i32 %m73, ptr addrspace(1) %m74
  %m76 = add i32 %i, 1000
  %m75 = getelementptr i32, ptr addrspace(4) %src, i32 %m76
  %m77 = load i32, ptr addrspace(4) %m75
  %m78 = getelementptr i32, ptr addrspace(1) %dst, i32 %m76
  store i32 %m77, ptr addrspace(1) %m78
  %m80 = add i32 %i, 0
  %m79 = getelementptr i64, ptr addrspace(4) %src, i32 %m80
  %m81 = load i64, ptr addrspace(4) %m79
  %m82 = getelementptr i64, ptr addrspace(1) %dst, i32 %m80
  store i64 %m81, ptr addrspace(1) %m82
  %m84 = add i32 %i, 3
  %m83 = getelementptr i64, ptr addrspace(4) %src, i32 %m84
  %m85 = load i64, ptr addrspace(4) %m83
  %m86 = getelementptr i64, ptr addrspace(1) %dst, i32 %m84
  store i64 %m85, ptr addrspace(1) %m86
  %m88 = add i32 %i, 1000
  %m87 = getelementptr i64, ptr addrspace(4) %src, i32 %m88
  %m89 = load i64, ptr addrspace(4) %m87
  %m90 = getelementptr i64, ptr addrspace(1) %dst, i32 %m88
  store i64 %m89, ptr addrspace(1) %m90
  %m92 = add i32 %i, 0
  %m91 = getelementptr <2 x i32>, ptr addrspace(4) %src, i32 %m92
  %m93 = load <2 x i32>, ptr addrspace(4) %m91
  %m94 = getelementptr <2 x i32>, ptr addrspace(1) %dst, i32 %m92
  store <2 x i32> %m93, ptr addrspace(1) %m94
  %m96 = add i32 %i, 3
  %m95 = getelementptr <2 x i32>, ptr addrspace(4) %src, i32 %m96
  %m97 = load <2 x i32>, ptr addrspace(4) %m95
  %m98 = getelementptr <2 x i32>, ptr addrspace(1) %dst, i32 %m96
  store <2 x i32> %m97, ptr addrspace(1) %m98
  %m100 = add i32 %i, 1000
  %m99 = getelementptr <2 x i32>, ptr addrspace(4) %src, i32 %m100
  %m101 = load <2 x i32>, ptr addrspace(4) %m99
  %m102 = getelementptr <2 x i32>, ptr addrspace(1) %dst, i32 %m100
  store <2 x i32> %m101, ptr addrspace(1) %m102
  %m104 = add i32 %i, 0
  %m103 = getelementptr <3 x i32>, ptr addrspace(4) %src, i32 %m104
  %m105 = load <3 x i32>, ptr addrspace(4) %m103
  %m106 = getelementptr <3 x i32>, ptr addrspace(1) %dst, i32 %m104
  store <3 x i32> %m105, ptr addrspace(1) %m106
  %m108 = add i32 %i, 3
  %m107 = getelementptr <3 x i32>, ptr addrspace(4) %src, i32 %m108
  %m109 = load <3 x i32>, ptr addrspace(4) %m107
  %m110 = getelementptr <3 x i32>, ptr addrspace(1) %dst, i32 %m108
  store <3 x i32> %m109, ptr addrspace(1) %m110
  %m112 = add i32 %i, 1000
  %m111 = getelementptr <3 x i32>, ptr addrspace(4) %src, i32 %m112
  %m113 = load <3 x i32>, ptr addrspace(4) %m111
  %m114 = getelementptr <3 x i32>, ptr addrspace(1) %dst, i32 %m112
  store <3 x i32> %m113, ptr addrspace(1) %m114
  %m116 = add i32 %i, 0
  %m115 = getelementptr <4 x i32>, ptr addrspace(4) %src, i32 %m116
  %m117 = load <4 x i32>, ptr addrspace(4) %m115
  %m118 = getelementptr <4 x i32>, ptr addrspace(1) %dst, i32 %m116
  store <4 x i32> %m117, ptr addrspace(1) %m118
  %m120 = add i32 %i, 3
  %m119 = getelementptr <4 x i32>, ptr addrspace(4) %src, i32 %m120
  %m121 = load <4 x i32>, ptr addrspace(4) %m119
  %m122 = getelementptr <4 x i32>, ptr addrspace(1) %dst, i32 %m120
  store <4 x i32> %m121, ptr addrspace(1) %m122
  %m124 = add i32 %i, 1000
  %m123 = getelementptr <4 x i32>, ptr addrspace(4) %src, i32 %m124
  %m125 = load <4 x i32>, ptr addrspace(4) %m123
  %m126 = getelementptr <4 x i32>, ptr addrspace(1) %dst, i32 %m124
  store <4 x i32> %m125, ptr addrspace(1) %m126
  %m128 = add i32 %i, 0
  %m127 = getelementptr <8 x i32>, ptr addrspace(4) %src, i32 %m128
  %m129 = load <8 x i32>, ptr addrspace(4) %m127
  %m130 = getelementptr <8 x i32>, ptr addrspace(1) %dst, i32 %m128
  store <8 x i32> %m129, ptr addrspace(1) %m130
  %m132 = add i32 %i, 3
  %m131 = getelementptr <8 x i32>, ptr addrspace(4) %src, i32 %m132
  %m133 = load <8 x i32>, ptr addrspace(4) %m131
  %m134 = getelementptr <8 x i32>, ptr addrspace(1) %dst, i32 %m132
  store <8 x i32> %m133, ptr addrspace(1) %m134
  %m136 = add i32 %i, 1000
  %m135 = getelementptr <8 x i32>, ptr addrspace(4) %src, i32 %m136
  %m137 = load <8 x i32>, ptr addrspace(4) %m135
  %m138 = getelementptr <8 x i32>, ptr addrspace(1) %dst, i32 %m136
  store <8 x i32> %m137, ptr addrspace(1) %m138
  %m140 = add i32 %i, 0
  %m139 = getelementptr half, ptr addrspace(4) %src, i32 %m140
  %m141 = load half, ptr addrspace(4) %m139
  %m142 = getelementptr half, ptr addrspace(1) %dst, i32 %m140
  store half %m141, ptr addrspace(1) %m142
  %m144 = add i32 %i, 3
  %m143 = getelementptr half, ptr addrspace(4) %src, i32 %m144
  %m145 = load half, ptr addrspace(4) %m143
  %m146 = getelementptr half, ptr addrspace(1) %dst, i32 %m144
  store half %m145, ptr addrspace(1) %m146
  %m148 = add i32 %i, 1000
  %m147 = getelementptr half, ptr addrspace(4) %src, i32 %m148
  %m149 = load half, ptr addrspace(4) %m147
  %m150 = getelementptr half, ptr addrspace(1) %dst, i32 %m148
  store half %m149, ptr addrspace(1) %m150
  %m152 = add i32 %i, 0
  %m151 = getelementptr <2 x i16>, ptr addrspace(4) %src, i32 %m152
  %m153 = load <2 x i16>, ptr addrspace(4) %m151
  %m154 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m152
  store <2 x i16> %m153, ptr addrspace(1) %m154
  %m156 = add i32 %i, 3
  %m155 = getelementptr <2 x i16>, ptr addrspace(4) %src, i32 %m156
  %m157 = load <2 x i16>, ptr addrspace(4) %m155
  %m158 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m156
  store <2 x i16> %m157, ptr addrspace(1) %m158
  %m160 = add i32 %i, 1000
  %m159 = getelementptr <2 x i16>, ptr addrspace(4) %src, i32 %m160
  %m161 = load <2 x i16>, ptr addrspace(4) %m159
  %m162 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m160
  store <2 x i16> %m161, ptr addrspace(1) %m162
  ret void
}


declare i32 @llvm.amdgcn.workitem.id.x()
