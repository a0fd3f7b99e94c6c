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
;!   "outputs": ["out", "src", "dst"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR",
;!     "llvm14-gfx1010": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR",
;!     "llvm14-gfx1030": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR",
;!     "llvm14-gfx1030-w64": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR",
;!     "llvm14-gfx1030-legacy": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR"
;!   }
;! }
define amdgpu_kernel void @mem_global_div(ptr addrspace(1) %out, ptr addrspace(1) %src, ptr addrspace(1) %dst, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = add i32 %tid, 0
  %m2 = add i32 %i, 0
  %m1 = getelementptr i8, ptr addrspace(1) %src, i32 %m2
  %m3 = load i8, ptr addrspace(1) %m1
  %m4 = zext i8 %m3 to i32
  %m5 = getelementptr i32, ptr addrspace(1) %out, i32 %m2
  store i32 %m4, ptr addrspace(1) %m5
  %m6 = getelementptr i8, ptr addrspace(1) %src, i32 %m2
  %m7 = getelementptr i8, ptr addrspace(1) %m6, i32 5
  %m8 = load i8, ptr addrspace(1) %m7
  %m9 = sext i8 %m8 to i32
  %m10 = getelementptr i32, ptr addrspace(1) %out, i32 %m2
  store i32 %m9, ptr addrspace(1) %m10
  %m12 = add i32 %i, 7
  %m11 = getelementptr i8, ptr addrspace(1) %dst, i32 %m12
  store i8 %m8, ptr addrspace(1) %m11
  %m14 = add i32 %i, 3
  %m13 = getelementptr i8, ptr addrspace(1) %src, i32 %m14
  %m15 = load i8, ptr addrspace(1) %m13
  %m16 = zext i8 %m15 to i32
  %m17 = getelementptr i32, ptr addrspace(1) %out, i32 %m14
  store i32 %m16, ptr addrspace(1) %m17
  %m18 = getelementptr i8, ptr addrspace(1) %src, i32 %m14
  %m19 = getelementptr i8, ptr addrspace(1) %m18, i32 5
  %m20 = load i8, ptr addrspace(1) %m19
  %m21 = sext i8 %m20 to i32
  %m22 = getelementptr i32, ptr addrspace(1) %out, i32 %m14
  store i32 %m21, ptr addrspace(1) %m22
  %m24 = add i32 %i, 10
  %m23 = getelementptr i8, ptr addrspace(1) %dst, i32 %m24
  store i8 %m20, ptr addrspace(1) %m23
  %m26 = add i32 %i, 1000
  %m25 = getelementptr i8, ptr addrspace(1) %src, i32 %m26
  %m27 = load i8, ptr addrspace(1) %m25
  %m28 = zext i8 %m27 to i32
  %m29 = getelementptr i32, ptr addrspace(1) %out, i32 %m26
  store i32 %m28, ptr addrspace(1) %m29
  %m30 = getelementptr i8, ptr addrspace(1) %src, i32 %m26
  %m31 = getelementptr i8, ptr addrspace(1) %m30, i32 5
  %m32 = load i8, ptr addrspace(1) %m31
  %m33 = sext i8 %m32 to i32
  %m34 = getelementptr i32, ptr addrspace(1) %out, i32 %m26
  store i32 %m33, ptr addrspace(1) %m34
  %m36 = add i32 %i, 1007
  %m35 = getelementptr i8, ptr addrspace(1) %dst, i32 %m36
  store i8 %m32, ptr addrspace(1) %m35
  %m38 = add i32 %i, 0
  %m37 = getelementptr i16, ptr addrspace(1) %src, i32 %m38
  %m39 = load i16, ptr addrspace(1) %m37
  %m40 = zext i16 %m39 to i32
  %m41 = getelementptr i32, ptr addrspace(1) %out, i32 %m38
  store i32 %m40, ptr addrspace(1) %m41
  %m42 = getelementptr i16, ptr addrspace(1) %src, i32 %m38
  %m43 = getelementptr i16, ptr addrspace(1) %m42, i32 5
  %m44 = load i16, ptr addrspace(1) %m43
  %m45 = sext i16 %m44 to i32
  %m46 = getelementptr i32, ptr addrspace(1) %out, i32 %m38
  store i32 %m45, ptr addrspace(1) %m46
  %m48 = add i32 %i, 14
  %m47 = getelementptr i16, ptr addrspace(1) %dst, i32 %m48
  store i16 %m44, ptr addrspace(1) %m47
  %m50 = add i32 %i, 3
  %m49 = getelementptr i16, ptr addrspace(1) %src, i32 %m50
  %m51 = load i16, ptr addrspace(1) %m49
  %m52 = zext i16 %m51 to i32
  %m53 = getelementptr i32, ptr addrspace(1) %out, i32 %m50
  store i32 %m52, ptr addrspace(1) %m53
  %m54 = getelementptr i16, ptr addrspace(1) %src, i32 %m50
  %m55 = getelementptr i16, ptr addrspace(1) %m54, i32 5
  %m56 = load i16, ptr addrspace(1) %m55
  %m57 = sext i16 %m56 to i32
  %m58 = getelementptr i32, ptr addrspace(1) %out, i32 %m50
  store i32 %m57, ptr addrspace(1) %m58
  %m60 = add i32 %i, 17
  %m59 = getelementptr i16, ptr addrspace(1) %dst, i32 %m60
  store i16 %m56, ptr addrspace(1) %m59
  %m62 = add i32 %i, 1000
  %m61 = getelementptr i16, ptr addrspace(1) %src, i32 %m62
  %m63 = load i16, ptr addrspace(1) %m61
  %m64 = zext i16 %m63 to i32
  %m65 = getelementptr i32, ptr addrspace(1) %out, i32 %m62
  store i32 %m64, ptr addrspace(1) %m65
  %m66 = getelementptr i16, ptr addrspace(1) %src, i32 %m62
  %m67 = getelementptr i16, ptr addrspace(1) %m66, i32 5
  %m68 = load i16, ptr addrspace(1) %m67
  %m69 = sext i16 %m68 to i32
  %m70 = getelementptr i32, ptr addrspace(1) %out, i32 %m62
  store i32 %m69, ptr addrspace(1) %m70
  %m72 = add i32 %i, 1014
  %m71 = getelementptr i16, ptr addrspace(1) %dst, i32 %m72
  store i16 %m68, ptr addrspace(1) %m71
  %m74 = add i32 %i, 0
  %m73 = getelementptr i32, ptr addrspace(1) %src, i32 %m74
  %m75 = load i32, ptr addrspace(1) %m73
  %m77 = add i32 %i, 21
  %m76 = getelementptr i32, ptr addrspace(1) %dst, i32 %m77
  store i32 %m75, ptr addrspace(1) %m76
  %m79 = add i32 %i, 3
  %m78 = getelementptr i32, ptr addrspace(1) %src, i32 %m79
  %m80 = load i32, ptr addrspace(1) %m78
  %m82 = add i32 %i, 24
  %m81 = getelementptr i32, ptr addrspace(1) %dst, i32 %m82
  store i32 %m80, ptr addrspace(1) %m81
  %m84 = add i32 %i, 1000
  %m83 = getelementptr i32, ptr addrspace(1) %src, i32 %m84
  %m85 = load i32, ptr addrspace(1) %m83
  %m87 = add i32 %i, 1021
  %m86 = getelementptr i32, ptr addrspace(1) %dst, i32 %m87
  store i32 %m85, ptr addrspace(1) %m86
  %m89 = add i32 %i, 0
  %m88 = getelementptr i64, ptr addrspace(1) %src, i32 %m89
  %m90 = load i64, ptr addrspace(1) %m88
  %m92 = add i32 %i, 28
  %m91 = getelementptr i64, ptr addrspace(1) %dst, i32 %m92
  store i64 %m90, ptr addrspace(1) %m91
  %m94 = add i32 %i, 3
  %m93 = getelementptr i64, ptr addrspace(1) %src, i32 %m94
  %m95 = load i64, ptr addrspace(1) %m93
  %m97 = add i32 %i, 31
  %m96 = getelementptr i64, ptr addrspace(1) %dst, i32 %m97
  store i64 %m95, ptr addrspace(1) %m96
  %m99 = add i32 %i, 1000
  %m98 = getelementptr i64, ptr addrspace(1) %src, i32 %m99
  %m100 = load i64, ptr addrspace(1) %m98
  %m102 = add i32 %i, 1028
  %m101 = getelementptr i64, ptr addrspace(1) %dst, i32 %m102
  store i64 %m100, ptr addrspace(1) %m101
  %m104 = add i32 %i, 0
  %m103 = getelementptr <2 x i32>, ptr addrspace(1) %src, i32 %m104
  %m105 = load <2 x i32>, ptr addrspace(1) %m103
  %m107 = add i32 %i, 35
  %m106 = getelementptr <2 x i32>, ptr addrspace(1) %dst, i32 %m107
  store <2 x i32> %m105, ptr addrspace(1) %m106
  %m109 = add i32 %i, 3
  %m108 = getelementptr <2 x i32>, ptr addrspace(1) %src, i32 %m109
  %m110 = load <2 x i32>, ptr addrspace(1) %m108
  %m112 = add i32 %i, 38
  %m111 = getelementptr <2 x i32>, ptr addrspace(1) %dst, i32 %m112
  store <2 x i32> %m110, ptr addrspace(1) %m111
  %m114 = add i32 %i, 1000
  %m113 = getelementptr <2 x i32>, ptr addrspace(1) %src, i32 %m114
  %m115 = load <2 x i32>, ptr addrspace(1) %m113
  %m117 = add i32 %i, 1035
  %m116 = getelementptr <2 x i32>, ptr addrspace(1) %dst, i32 %m117
  store <2 x i32> %m115, ptr addrspace(1) %m116
  %m119 = add i32 %i, 0
  %m118 = getelementptr <3 x i32>, ptr addrspace(1) %src, i32 %m119
  %m120 = load <3 x i32>, ptr addrspace(1) %m118
  %m122 = add i32 %i, 42
  %m121 = getelementptr <3 x i32>, ptr addrspace(1) %dst, i32 %m122
  store <3 x i32> %m120, ptr addrspace(1) %m121
  %m124 = add i32 %i, 3
  %m123 = getelementptr <3 x i32>, ptr addrspace(1) %src, i32 %m124
  %m125 = load <3 x i32>, ptr addrspace(1) %m123
  %m127 = add i32 %i, 45
  %m126 = getelementptr <3 x i32>, ptr addrspace(1) %dst, i32 %m127
  store <3 x i32> %m125, ptr addrspace(1) %m126
  %m129 = add i32 %i, 1000
  %m128 = getelementptr <3 x i32>, ptr addrspace(1) %src, i32 %m129
  %m130 = load <3 x i32>, ptr addrspace(1) %m128
  %m132 = add i32 %i, 1042
  %m131 = getelementptr <3 x i32>, ptr addrspace(1) %dst, i32 %m132
  store <3 x i32> %m130, ptr addrspace(1) %m131
  %m134 = add i32 %i, 0
  %m133 = getelementptr <4 x i32>, ptr addrspace(1) %src, i32 %m134
  %m135 = load <4 x i32>, ptr addrspace(1) %m133
  %m137 = add i32 %i, 49
  %m136 = getelementptr <4 x i32>, ptr addrspace(1) %dst, i32 %m137
  store <4 x i32> %m135, ptr addrspace(1) %m136
  %m139 = add i32 %i, 3
  %m138 = getelementptr <4 x i32>, ptr addrspace(1) %src, i32 %m139
  %m140 = load <4 x i32>, ptr addrspace(1) %m138
  %m142 = add i32 %i, 52
  %m141 = getelementptr <4 x i32>, ptr addrspace(1) %dst, i32 %m142
  store <4 x i32> %m140, ptr addrspace(1) %m141
  %m144 = add i32 %i, 1000
  %m143 = getelementptr <4 x i32>, ptr addrspace(1) %src, i32 %m144
  %m145 = load <4 x i32>, ptr addrspace(1) %m143
  %m147 = add i32 %i, 1049
  %m146 = getelementptr <4 x i32>, ptr addrspace(1) %dst, i32 %m147
  store <4 x i32> %m145, ptr addrspace(1) %m146
  %m149 = add i32 %i, 0
  %m148 = getelementptr <8 x i32>, ptr addrspace(1) %src, i32 %m149
  %m150 = load <8 x i32>, ptr addrspace(1) %m148
  %m152 = add i32 %i, 56
  %m151 = getelementptr <8 x i32>, ptr addrspace(1) %dst, i32 %m152
  store <8 x i32> %m150, ptr addrspace(1) %m151
  %m154 = add i32 %i, 3
  %m153 = getelementptr <8 x i32>, ptr addrspace(1) %src, i32 %m154
  %m155 = load <8 x i32>, ptr addrspace(1) %m153
  %m157 = add i32 %i, 59
  %m156 = getelementptr <8 x i32>, ptr addrspace(1) %dst, i32 %m157
  store <8 x i32> %m155, ptr addrspace(1) %m156
  %m159 = add i32 %i, 1000
  %m158 = getelementptr <8 x i32>, ptr addrspace(1) %src, i32 %m159
  %m160 = load <8 x i32>, ptr addrspace(1) %m158
  %m162 = add i32 %i, 1056
  %m161 = getelementptr <8 x i32>, ptr addrspace(1) %dst, i32 %m162
  store <8 x i32> %m160, ptr addrspace(1) %m161
  %m164 = add i32 %i, 0
  %m163 = getelementptr half, ptr addrspace(1) %src, i32 %m164
  %m165 = load half, ptr addrspace(1) %m163
  %m167 = add i32 %i, 63
  %m166 = getelementptr half, ptr addrspace(1) %dst, i32 %m167
  store half %m165, ptr addrspace(1) %m166
  %m169 = add i32 %i, 3
  %m168 = getelementptr half, ptr addrspace(1) %src, i32 %m169
  %m170 = load half, ptr addrspace(1) %m168
  %m172 = add i32 %i, 66
  %m171 = getelementptr half, ptr addrspace(1) %dst, i32 %m172
  store half %m170, ptr addrspace(1) %m171
  %m174 = add i32 %i, 1000
  %m173 = getelementptr half, ptr addrspace(1) %src, i32 %m174
  %m175 = load half, ptr addrspace(1) %m173
  %m177 = add i32 %i, 1063
  %m176 = getelementptr half, ptr addrspace(1) %dst, i32 %m177
  store half %m175, ptr addrspace(1) %m176
  %m179 = add i32 %i, 0
  %m178 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %m179
  %m180 = load <2 x i16>, ptr addrspace(1) %m178
  %m182 = add i32 %i, 70
  %m181 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m182
  store <2 x i16> %m180, ptr addrspace(1) %m181
  %m184 = add i32 %i, 3
  %m183 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %m184
  %m185 = load <2 x i16>, ptr addrspace(1) %m183
  %m187 = add i32 %i, 73
  %m186 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m187
  store <2 x i16> %m185, ptr addrspace(1) %m186
  %m189 = add i32 %i, 1000
  %m188 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %m189
  %m190 = load <2 x i16>, ptr addrspace(1) %m188
  %m192 = add i32 %i, 1070
  %m191 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m192
  store <2 x i16> %m190, ptr addrspace(1) %m191
  %m194 = add i32 %i, 50
  %m193 = getelementptr i16, ptr addrspace(1) %src, i32 %m194
  %m195 = load i16, ptr addrspace(1) %m193
  %m196 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %i
  %m197 = load <2 x i16>, ptr addrspace(1) %m196
  %m198 = insertelement <2 x i16> %m197, i16 %m195, i32 0
  %m199 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m194
  store <2 x i16> %m198, ptr addrspace(1) %m199
  %m200 = extractelement <2 x i16> %m197, i32 1
  %m201 = getelementptr i16, ptr addrspace(1) %dst, i32 %m194
  store i16 %m200, ptr addrspace(1) %m201
  %m202 = bitcast <2 x i16> %m198 to i32
  %m203 = lshr i32 %m202, 16
  %m204 = trunc i32 %m203 to i16
  %m205 = getelementptr i16, ptr addrspace(1) %dst, i32 %m194
  store i16 %m204, ptr addrspace(1) %m205
  %m206 = trunc i32 %m203 to i8
  %m207 = getelementptr i8, ptr addrspace(1) %dst, i32 %m194
  store i8 %m206, ptr addrspace(1) %m207
  %m208 = trunc i16 %m200 to i8
  %m209 = getelementptr i8, ptr addrspace(1) %dst, i32 %m194
  store i8 %m208, ptr addrspace(1) %m209
  %m211 = add i32 %i, 50
  %m210 = getelementptr i8, ptr addrspace(1) %src, i32 %m211
  %m212 = load i8, ptr addrspace(1) %m210
  %m213 = zext i8 %m212 to i16
  %m214 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %i
  %m215 = load <2 x i16>, ptr addrspace(1) %m214
  %m216 = insertelement <2 x i16> %m215, i16 %m213, i32 0
  %m217 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m211
  store <2 x i16> %m216, ptr addrspace(1) %m217
  %m218 = extractelement <2 x i16> %m215, i32 1
  %m219 = getelementptr i16, ptr addrspace(1) %dst, i32 %m211
  store i16 %m218, ptr addrspace(1) %m219
  %m220 = bitcast <2 x i16> %m216 to i32
  %m221 = lshr i32 %m220, 16
  %m222 = trunc i32 %m221 to i16
  %m223 = getelementptr i16, ptr addrspace(1) %dst, i32 %m211
  store i16 %m222, ptr addrspace(1) %m223
  %m224 = trunc i32 %m221 to i8
  %m225 = getelementptr i8, ptr addrspace(1) %dst, i32 %m211
  store i8 %m224, ptr addrspace(1) %m225
  %m226 = trunc i16 %m218 to i8
  %m227 = getelementptr i8, ptr addrspace(1) %dst, i32 %m211
  store i8 %m226, ptr addrspace(1) %m227
  %m229 = add i32 %i, 50
  %m228 = getelementptr i8, ptr addrspace(1) %src, i32 %m229
  %m230 = load i8, ptr addrspace(1) %m228
  %m231 = sext i8 %m230 to i16
  %m232 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %i
  %m233 = load <2 x i16>, ptr addrspace(1) %m232
  %m234 = insertelement <2 x i16> %m233, i16 %m231, i32 0
  %m235 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m229
  store <2 x i16> %m234, ptr addrspace(1) %m235
  %m236 = extractelement <2 x i16> %m233, i32 1
  %m237 = getelementptr i16, ptr addrspace(1) %dst, i32 %m229
  store i16 %m236, ptr addrspace(1) %m237
  %m238 = bitcast <2 x i16> %m234 to i32
  %m239 = lshr i32 %m238, 16
  %m240 = trunc i32 %m239 to i16
  %m241 = getelementptr i16, ptr addrspace(1) %dst, i32 %m229
  store i16 %m240, ptr addrspace(1) %m241
  %m242 = trunc i32 %m239 to i8
  %m243 = getelementptr i8, ptr addrspace(1) %dst, i32 %m229
  store i8 %m242, ptr addrspace(1) %m243
  %m244 = trunc i16 %m236 to i8
  %m245 = getelementptr i8, ptr addrspace(1) %dst, i32 %m229
  store i8 %m244, ptr addrspace(1) %m245
  %m247 = add i32 %i, 51
  %m246 = getelementptr i16, ptr addrspace(1) %src, i32 %m247
  %m248 = load i16, ptr addrspace(1) %m246
  %m249 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %i
  %m250 = load <2 x i16>, ptr addrspace(1) %m249
  %m251 = insertelement <2 x i16> %m250, i16 %m248, i32 1
  %m252 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m247
  store <2 x i16> %m251, ptr addrspace(1) %m252
  %m253 = extractelement <2 x i16> %m250, i32 1
  %m254 = getelementptr i16, ptr addrspace(1) %dst, i32 %m247
  store i16 %m253, ptr addrspace(1) %m254
  %m255 = bitcast <2 x i16> %m251 to i32
  %m256 = lshr i32 %m255, 16
  %m257 = trunc i32 %m256 to i16
  %m258 = getelementptr i16, ptr addrspace(1) %dst, i32 %m247
  store i16 %m257, ptr addrspace(1) %m258
  %m259 = trunc i32 %m256 to i8
  %m260 = getelementptr i8, ptr addrspace(1) %dst, i32 %m247
  store i8 %m259, ptr addrspace(1) %m260
  %m261 = trunc i16 %m253 to i8
  %m262 = getelementptr i8, ptr addrspace(1) %dst, i32 %m247
  store i8 %m261, ptr addrspace(1) %m262
  %m264 = add i32 %i, 51
  %m263 = getelementptr i8, ptr addrspace(1) %src, i32 %m264
  %m265 = load i8, ptr addrspace(1) %m263
  %m266 = zext i8 %m265 to i16
  %m267 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %i
  %m268 = load <2 x i16>, ptr addrspace(1) %m267
  %m269 = insertelement <2 x i16> %m268, i16 %m266, i32 1
  %m270 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m264
  store <2 x i16> %m269, ptr addrspace(1) %m270
  %m271 = extractelement <2 x i16> %m268, i32 1
  %m272 = getelementptr i16, ptr addrspace(1) %dst, i32 %m264
  store i16 %m271, ptr addrspace(1) %m272
  %m273 = bitcast <2 x i16> %m269 to i32
  %m274 = lshr i32 %m273, 16
  %m275 = trunc i32 %m274 to i16
  %m276 = getelementptr i16, ptr addrspace(1) %dst, i32 %m264
  store i16 %m275, ptr addrspace(1) %m276
  %m277 = trunc i32 %m274 to i8
  %m278 = getelementptr i8, ptr addrspace(1) %dst, i32 %m264
  store i8 %m277, ptr addrspace(1) %m278
  %m279 = trunc i16 %m271 to i8
  %m280 = getelementptr i8, ptr addrspace(1) %dst, i32 %m264
  store i8 %m279, ptr addrspace(1) %m280
  %m282 = add i32 %i, 51
  %m281 = getelementptr i8, ptr addrspace(1) %src, i32 %m282
  %m283 = load i8, ptr addrspace(1) %m281
  %m284 = sext i8 %m283 to i16
  %m285 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %i
  %m286 = load <2 x i16>, ptr addrspace(1) %m285
  %m287 = insertelement <2 x i16> %m286, i16 %m284, i32 1
  %m288 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m282
  store <2 x i16> %m287, ptr addrspace(1) %m288
  %m289 = extractelement <2 x i16> %m286, i32 1
  %m290 = getelementptr i16, ptr addrspace(1) %dst, i32 %m282
  store i16 %m289, ptr addrspace(1) %m290
  %m291 = bitcast <2 x i16> %m287 to i32
  %m292 = lshr i32 %m291, 16
  %m293 = trunc i32 %m292 to i16
  %m294 = getelementptr i16, ptr addrspace(1) %dst, i32 %m282
  store i16 %m293, ptr addrspace(1) %m294
  %m295 = trunc i32 %m292 to i8
  %m296 = getelementptr i8, ptr addrspace(1) %dst, i32 %m282
  store i8 %m295, ptr addrspace(1) %m296
  %m297 = trunc i16 %m289 to i8
  %m298 = getelementptr i8, ptr addrspace(1) %dst, i32 %m282
  store i8 %m297, ptr addrspace(1) %m298
  %m299 = getelementptr half, ptr addrspace(1) %src, i32 %i
  %m300 = load half, ptr addrspace(1) %m299
  %m301 = getelementptr <2 x half>, ptr addrspace(1) %src, i32 %i
  %m302 = load <2 x half>, ptr addrspace(1) %m301
  %m303 = insertelement <2 x half> %m302, half %m300, i32 1
  %m304 = getelementptr <2 x half>, ptr addrspace(1) %dst, i32 7
  store <2 x half> %m303, ptr addrspace(1) %m304
  %m305 = getelementptr i8, ptr addrspace(1) %src, i32 %i
  %m306 = load i32, ptr addrspace(1) %m305, align 1
  %m307 = getelementptr i8, ptr addrspace(1) %dst, i32 %u
  store i32 %m306, ptr addrspace(1) %m307, align 1
  %m308 = getelementptr i8, ptr addrspace(1) %src, i32 %i
  %m309 = load i64, ptr addrspace(1) %m308, align 1
  %m310 = getelementptr i8, ptr addrspace(1) %dst, i32 %u
  store i64 %m309, ptr addrspace(1) %m310, align 1
  %m311 = getelementptr i8, ptr addrspace(1) %src, i32 %i
  %m312 = load <4 x i32>, ptr addrspace(1) %m311, align 1
  %m313 = getelementptr i8, ptr addrspace(1) %dst, i32 %u
  store <4 x i32> %m312, ptr addrspace(1) %m313, align 1
  %m314 = zext i32 %i to i64
  %m315 = getelementptr i32, ptr addrspace(1) %src, i64 %m314
  %m316 = load volatile i32, ptr addrspace(1) %m315
  %m317 = load i32, ptr addrspace(1) %m315, !nontemporal !0
  %m318 = add i32 %m316, %m317
  store volatile i32 %m318, ptr addrspace(1) %m315
  store i32 %m318, ptr addrspace(1) %dst, !nontemporal !0
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
;!   "outputs": ["out", "src", "dst"],
;!   "skip": {
;!     "llvm14-gfx900": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR",
;!     "llvm14-gfx1010": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR",
;!     "llvm14-gfx1030": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR",
;!     "llvm14-gfx1030-w64": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR",
;!     "llvm14-gfx1030-legacy": "llc-14 -opaque-pointers scales an i16 getelementptr by 1 when an i8 one shares its base and index (an i16 load at element 5 reads byte 5): the code does not compute the IR"
;!   }
;! }
define amdgpu_kernel void @mem_global_uni(ptr addrspace(1) %out, ptr addrspace(1) %src, ptr addrspace(1) %dst, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = add i32 %u, 0
  %m2 = add i32 %i, 0
  %m1 = getelementptr i8, ptr addrspace(1) %src, i32 %m2
  %m3 = load i8, ptr addrspace(1) %m1
  %m4 = zext i8 %m3 to i32
  %m5 = getelementptr i32, ptr addrspace(1) %out, i32 %m2
  store i32 %m4, ptr addrspace(1) %m5
  %m6 = getelementptr i8, ptr addrspace(1) %src, i32 %m2
  %m7 = getelementptr i8, ptr addrspace(1) %m6, i32 5
  %m8 = load i8, ptr addrspace(1) %m7
  %m9 = sext i8 %m8 to i32
  %m10 = getelementptr i32, ptr addrspace(1) %out, i32 %m2
  store i32 %m9, ptr addrspace(1) %m10
  %m12 = add i32 %i, 7
  %m11 = getelementptr i8, ptr addrspace(1) %dst, i32 %m12
  store i8 %m8, ptr addrspace(1) %m11
  %m14 = add i32 %i, 3
  %m13 = getelementptr i8, ptr addrspace(1) %src, i32 %m14
  %m15 = load i8, ptr addrspace(1) %m13
  %m16 = zext i8 %m15 to i32
  %m17 = getelementptr i32, ptr addrspace(1) %out, i32 %m14
  store i32 %m16, ptr addrspace(1) %m17
  %m18 = getelementptr i8, ptr addrspace(1) %src, i32 %m14
  %m19 = getelementptr i8, ptr addrspace(1) %m18, i32 5
  %m20 = load i8, ptr addrspace(1) %m19
  %m21 = sext i8 %m20 to i32
  %m22 = getelementptr i32, ptr addrspace(1) %out, i32 %m14
  store i32 %m21, ptr addrspace(1) %m22
  %m24 = add i32 %i, 10
  %m23 = getelementptr i8, ptr addrspace(1) %dst, i32 %m24
  store i8 %m20, ptr addrspace(1) %m23
  %m26 = add i32 %i, 1000
  %m25 = getelementptr i8, ptr addrspace(1) %src, i32 %m26
  %m27 = load i8, ptr addrspace(1) %m25
  %m28 = zext i8 %m27 to i32
  %m29 = getelementptr i32, ptr addrspace(1) %out, i32 %m26
  store i32 %m28, ptr addrspace(1) %m29
  %m30 = getelementptr i8, ptr addrspace(1) %src, i32 %m26
  %m31 = getelementptr i8, ptr addrspace(1) %m30, i32 5
  %m32 = load i8, ptr addrspace(1) %m31
  %m33 = sext i8 %m32 to i32
  %m34 = getelementptr i32, ptr addrspace(1) %out, i32 %m26
  store i32 %m33, ptr addrspace(1) %m34
  %m36 = add i32 %i, 1007
  %m35 = getelementptr i8, ptr addrspace(1) %dst, i32 %m36
  store i8 %m32, ptr addrspace(1) %m35
  %m38 = add i32 %i, 0
  %m37 = getelementptr i16, ptr addrspace(1) %src, i32 %m38
  %m39 = load i16, ptr addrspace(1) %m37
  %m40 = zext i16 %m39 to i32
  %m41 = getelementptr i32, ptr addrspace(1) %out, i32 %m38
  store i32 %m40, ptr addrspace(1) %m41
  %m42 = getelementptr i16, ptr addrspace(1) %src, i32 %m38
  %m43 = getelementptr i16, ptr addrspace(1) %m42, i32 5
  %m44 = load i16, ptr addrspace(1) %m43
  %m45 = sext i16 %m44 to i32
  %m46 = getelementptr i32, ptr addrspace(1) %out, i32 %m38
  store i32 %m45, ptr addrspace(1) %m46
  %m48 = add i32 %i, 14
  %m47 = getelementptr i16, ptr addrspace(1) %dst, i32 %m48
  store i16 %m44, ptr addrspace(1) %m47
  %m50 = add i32 %i, 3
  %m49 = getelementptr i16, ptr addrspace(1) %src, i32 %m50
  %m51 = load i16, ptr addrspace(1) %m49
  %m52 = zext i16 %m51 to i32
  %m53 = getelementptr i32, ptr addrspace(1) %out, i32 %m50
  store i32 %m52, ptr addrspace(1) %m53
  %m54 = getelementptr i16, ptr addrspace(1) %src, i32 %m50
  %m55 = getelementptr i16, ptr addrspace(1) %m54, i32 5
  %m56 = load i16, ptr addrspace(1) %m55
  %m57 = sext i16 %m56 to i32
  %m58 = getelementptr i32, ptr addrspace(1) %out, i32 %m50
  store i32 %m57, ptr addrspace(1) %m58
  %m60 = add i32 %i, 17
  %m59 = getelementptr i16, ptr addrspace(1) %dst, i32 %m60
  store i16 %m56, ptr addrspace(1) %m59
  %m62 = add i32 %i, 1000
  %m61 = getelementptr i16, ptr addrspace(1) %src, i32 %m62
  %m63 = load i16, ptr addrspace(1) %m61
  %m64 = zext i16 %m63 to i32
  %m65 = getelementptr i32, ptr addrspace(1) %out, i32 %m62
  store i32 %m64, ptr addrspace(1) %m65
  %m66 = getelementptr i16, ptr addrspace(1) %src, i32 %m62
  %m67 = getelementptr i16, ptr addrspace(1) %m66, i32 5
  %m68 = load i16, ptr addrspace(1) %m67
  %m69 = sext i16 %m68 to i32
  %m70 = getelementptr i32, ptr addrspace(1) %out, i32 %m62
  store i32 %m69, ptr addrspace(1) %m70
  %m72 = add i32 %i, 1014
  %m71 = getelementptr i16, ptr addrspace(1) %dst, i32 %m72
  store i16 %m68, ptr addrspace(1) %m71
  %m74 = add i32 %i, 0
  %m73 = getelementptr i32, ptr addrspace(1) %src, i32 %m74
  %m75 = load i32, ptr addrspace(1) %m73
  %m77 = add i32 %i, 21
  %m76 = getelementptr i32, ptr addrspace(1) %dst, i32 %m77
  store i32 %m75, ptr addrspace(1) %m76
  %m79 = add i32 %i, 3
  %m78 = getelementptr i32, ptr addrspace(1) %src, i32 %m79
  %m80 = load i32, ptr addrspace(1) %m78
  %m82 = add i32 %i, 24
  %m81 = getelementptr i32, ptr addrspace(1) %dst, i32 %m82
  store i32 %m80, ptr addrspace(1) %m81
  %m84 = add i32 %i, 1000
  %m83 = getelementptr i32, ptr addrspace(1) %src, i32 %m84
  %m85 = load i32, ptr addrspace(1) %m83
  %m87 = add i32 %i, 1021
  %m86 = getelementptr i32, ptr addrspace(1) %dst, i32 %m87
  store i32 %m85, ptr addrspace(1) %m86
  %m89 = add i32 %i, 0
  %m88 = getelementptr i64, ptr addrspace(1) %src, i32 %m89
  %m90 = load i64, ptr addrspace(1) %m88
  %m92 = add i32 %i, 28
  %m91 = getelementptr i64, ptr addrspace(1) %dst, i32 %m92
  store i64 %m90, ptr addrspace(1) %m91
  %m94 = add i32 %i, 3
  %m93 = getelementptr i64, ptr addrspace(1) %src, i32 %m94
  %m95 = load i64, ptr addrspace(1) %m93
  %m97 = add i32 %i, 31
  %m96 = getelementptr i64, ptr addrspace(1) %dst, i32 %m97
  store i64 %m95, ptr addrspace(1) %m96
  %m99 = add i32 %i, 1000
  %m98 = getelementptr i64, ptr addrspace(1) %src, i32 %m99
  %m100 = load i64, ptr addrspace(1) %m98
  %m102 = add i32 %i, 1028
  %m101 = getelementptr i64, ptr addrspace(1) %dst, i32 %m102
  store i64 %m100, ptr addrspace(1) %m101
  %m104 = add i32 %i, 0
  %m103 = getelementptr <2 x i32>, ptr addrspace(1) %src, i32 %m104
  %m105 = load <2 x i32>, ptr addrspace(1) %m103
  %m107 = add i32 %i, 35
  %m106 = getelementptr <2 x i32>, ptr addrspace(1) %dst, i32 %m107
  store <2 x i32> %m105, ptr addrspace(1) %m106
  %m109 = add i32 %i, 3
  %m108 = getelementptr <2 x i32>, ptr addrspace(1) %src, i32 %m109
  %m110 = load <2 x i32>, ptr addrspace(1) %m108
  %m112 = add i32 %i, 38
  %m111 = getelementptr <2 x i32>, ptr addrspace(1) %dst, i32 %m112
  store <2 x i32> %m110, ptr addrspace(1) %m111
  %m114 = add i32 %i, 1000
  %m113 = getelementptr <2 x i32>, ptr addrspace(1) %src, i32 %m114
  %m115 = load <2 x i32>, ptr addrspace(1) %m113
  %m117 = add i32 %i, 1035
  %m116 = getelementptr <2 x i32>, ptr addrspace(1) %dst, i32 %m117
  store <2 x i32> %m115, ptr addrspace(1) %m116
  %m119 = add i32 %i, 0
  %m118 = getelementptr <3 x i32>, ptr addrspace(1) %src, i32 %m119
  %m120 = load <3 x i32>, ptr addrspace(1) %m118
  %m122 = add i32 %i, 42
  %m121 = getelementptr <3 x i32>, ptr addrspace(1) %dst, i32 %m122
  store <3 x i32> %m120, ptr addrspace(1) %m121
  %m124 = add i32 %i, 3
  %m123 = getelementptr <3 x i32>, ptr addrspace(1) %src, i32 %m124
  %m125 = load <3 x i32>, ptr addrspace(1) %m123
  %m127 = add i32 %i, 45
  %m126 = getelementptr <3 x i32>, ptr addrspace(1) %dst, i32 %m127
  store <3 x i32> %m125, ptr addrspace(1) %m126
  %m129 = add i32 %i, 1000
  %m128 = getelementptr <3 x i32>, ptr addrspace(1) %src, i32 %m129
  %m130 = load <3 x i32>, ptr addrspace(1) %m128
  %m132 = add i32 %i, 1042
  %m131 = getelementptr <3 x i32>, ptr addrspace(1) %dst, i32 %m132
  store <3 x i32> %m130, ptr addrspace(1) %m131
  %m134 = add i32 %i, 0
  %m133 = getelementptr <4 x i32>, ptr addrspace(1) %src, i32 %m134
  %m135 = load <4 x i32>, ptr addrspace(1) %m133
  %m137 = add i32 %i, 49
  %m136 = getelementptr <4 x i32>, ptr addrspace(1) %dst, i32 %m137
  store <4 x i32> %m135, ptr addrspace(1) %m136
  %m139 = add i32 %i, 3
  %m138 = getelementptr <4 x i32>, ptr addrspace(1) %src, i32 %m139
  %m140 = load <4 x i32>, ptr addrspace(1) %m138
  %m142 = add i32 %i, 52
  %m141 = getelementptr <4 x i32>, ptr addrspace(1) %dst, i32 %m142
  store <4 x i32> %m140, ptr addrspace(1) %m141
  %m144 = add i32 %i, 1000
  %m143 = getelementptr <4 x i32>, ptr addrspace(1) %src, i32 %m144
  %m145 = load <4 x i32>, ptr addrspace(1) %m143
  %m147 = add i32 %i, 1049
  %m146 = getelementptr <4 x i32>, ptr addrspace(1) %dst, i32 %m147
  store <4 x i32> %m145, ptr addrspace(1) %m146
  %m149 = add i32 %i, 0
  %m148 = getelementptr <8 x i32>, ptr addrspace(1) %src, i32 %m149
  %m150 = load <8 x i32>, ptr addrspace(1) %m148
  %m152 = add i32 %i, 56
  %m151 = getelementptr <8 x i32>, ptr addrspace(1) %dst, i32 %m152
  store <8 x i32> %m150, ptr addrspace(1) %m151
  %m154 = add i32 %i, 3
  %m153 = getelementptr <8 x i32>, ptr addrspace(1) %src, i32 %m154
  %m155 = load <8 x i32>, ptr addrspace(1) %m153
  %m157 = add i32 %i, 59
  %m156 = getelementptr <8 x i32>, ptr addrspace(1) %dst, i32 %m157
  store <8 x i32> %m155, ptr addrspace(1) %m156
  %m159 = add i32 %i, 1000
  %m158 = getelementptr <8 x i32>, ptr addrspace(1) %src, i32 %m159
  %m160 = load <8 x i32>, ptr addrspace(1) %m158
  %m162 = add i32 %i, 1056
  %m161 = getelementptr <8 x i32>, ptr addrspace(1) %dst, i32 %m162
  store <8 x i32> %m160, ptr addrspace(1) %m161
  %m164 = add i32 %i, 0
  %m163 = getelementptr half, ptr addrspace(1) %src, i32 %m164
  %m165 = load half, ptr addrspace(1) %m163
  %m167 = add i32 %i, 63
  %m166 = getelementptr half, ptr addrspace(1) %dst, i32 %m167
  store half %m165, ptr addrspace(1) %m166
  %m169 = add i32 %i, 3
  %m168 = getelementptr half, ptr addrspace(1) %src, i32 %m169
  %m170 = load half, ptr addrspace(1) %m168
  %m172 = add i32 %i, 66
  %m171 = getelementptr half, ptr addrspace(1) %dst, i32 %m172
  store half %m170, ptr addrspace(1) %m171
  %m174 = add i32 %i, 1000
  %m173 = getelementptr half, ptr addrspace(1) %src, i32 %m174
  %m175 = load half, ptr addrspace(1) %m173
  %m177 = add i32 %i, 1063
  %m176 = getelementptr half, ptr addrspace(1) %dst, i32 %m177
  store half %m175, ptr addrspace(1) %m176
  %m179 = add i32 %i, 0
  %m178 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %m179
  %m180 = load <2 x i16>, ptr addrspace(1) %m178
  %m182 = add i32 %i, 70
  %m181 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m182
  store <2 x i16> %m180, ptr addrspace(1) %m181
  %m184 = add i32 %i, 3
  %m183 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %m184
  %m185 = load <2 x i16>, ptr addrspace(1) %m183
  %m187 = add i32 %i, 73
  %m186 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m187
  store <2 x i16> %m185, ptr addrspace(1) %m186
  %m189 = add i32 %i, 1000
  %m188 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %m189
  %m190 = load <2 x i16>, ptr addrspace(1) %m188
  %m192 = add i32 %i, 1070
  %m191 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m192
  store <2 x i16> %m190, ptr addrspace(1) %m191
  %m194 = add i32 %i, 50
  %m193 = getelementptr i16, ptr addrspace(1) %src, i32 %m194
  %m195 = load i16, ptr addrspace(1) %m193
  %m196 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %i
  %m197 = load <2 x i16>, ptr addrspace(1) %m196
  %m198 = insertelement <2 x i16> %m197, i16 %m195, i32 0
  %m199 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m194
  store <2 x i16> %m198, ptr addrspace(1) %m199
  %m200 = extractelement <2 x i16> %m197, i32 1
  %m201 = getelementptr i16, ptr addrspace(1) %dst, i32 %m194
  store i16 %m200, ptr addrspace(1) %m201
  %m202 = bitcast <2 x i16> %m198 to i32
  %m203 = lshr i32 %m202, 16
  %m204 = trunc i32 %m203 to i16
  %m205 = getelementptr i16, ptr addrspace(1) %dst, i32 %m194
  store i16 %m204, ptr addrspace(1) %m205
  %m206 = trunc i32 %m203 to i8
  %m207 = getelementptr i8, ptr addrspace(1) %dst, i32 %m194
  store i8 %m206, ptr addrspace(1) %m207
  %m208 = trunc i16 %m200 to i8
  %m209 = getelementptr i8, ptr addrspace(1) %dst, i32 %m194
  store i8 %m208, ptr addrspace(1) %m209
  %m211 = add i32 %i, 50
  %m210 = getelementptr i8, ptr addrspace(1) %src, i32 %m211
  %m212 = load i8, ptr addrspace(1) %m210
  %m213 = zext i8 %m212 to i16
  %m214 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %i
  %m215 = load <2 x i16>, ptr addrspace(1) %m214
  %m216 = insertelement <2 x i16> %m215, i16 %m213, i32 0
  %m217 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m211
  store <2 x i16> %m216, ptr addrspace(1) %m217
  %m218 = extractelement <2 x i16> %m215, i32 1
  %m219 = getelementptr i16, ptr addrspace(1) %dst, i32 %m211
  store i16 %m218, ptr addrspace(1) %m219
  %m220 = bitcast <2 x i16> %m216 to i32
  %m221 = lshr i32 %m220, 16
  %m222 = trunc i32 %m221 to i16
  %m223 = getelementptr i16, ptr addrspace(1) %dst, i32 %m211
  store i16 %m222, ptr addrspace(1) %m223
  %m224 = trunc i32 %m221 to i8
  %m225 = getelementptr i8, ptr addrspace(1) %dst, i32 %m211
  store i8 %m224, ptr addrspace(1) %m225
  %m226 = trunc i16 %m218 to i8
  %m227 = getelementptr i8, ptr addrspace(1) %dst, i32 %m211
  store i8 %m226, ptr addrspace(1) %m227
  %m229 = add i32 %i, 50
  %m228 = getelementptr i8, ptr addrspace(1) %src, i32 %m229
  %m230 = load i8, ptr addrspace(1) %m228
  %m231 = sext i8 %m230 to i16
  %m232 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %i
  %m233 = load <2 x i16>, ptr addrspace(1) %m232
  %m234 = insertelement <2 x i16> %m233, i16 %m231, i32 0
  %m235 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m229
  store <2 x i16> %m234, ptr addrspace(1) %m235
  %m236 = extractelement <2 x i16> %m233, i32 1
  %m237 = getelementptr i16, ptr addrspace(1) %dst, i32 %m229
  store i16 %m236, ptr addrspace(1) %m237
  %m238 = bitcast <2 x i16> %m234 to i32
  %m239 = lshr i32 %m238, 16
  %m240 = trunc i32 %m239 to i16
  %m241 = getelementptr i16, ptr addrspace(1) %dst, i32 %m229
  store i16 %m240, ptr addrspace(1) %m241
  %m242 = trunc i32 %m239 to i8
  %m243 = getelementptr i8, ptr addrspace(1) %dst, i32 %m229
  store i8 %m242, ptr addrspace(1) %m243
  %m244 = trunc i16 %m236 to i8
  %m245 = getelementptr i8, ptr addrspace(1) %dst, i32 %m229
  store i8 %m244, ptr addrspace(1) %m245
  %m247 = add i32 %i, 51
  %m246 = getelementptr i16, ptr addrspace(1) %src, i32 %m247
  %m248 = load i16, ptr addrspace(1) %m246
  %m249 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %i
  %m250 = load <2 x i16>, ptr addrspace(1) %m249
  %m251 = insertelement <2 x i16> %m250, i16 %m248, i32 1
  %m252 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m247
  store <2 x i16> %m251, ptr addrspace(1) %m252
  %m253 = extractelement <2 x i16> %m250, i32 1
  %m254 = getelementptr i16, ptr addrspace(1) %dst, i32 %m247
  store i16 %m253, ptr addrspace(1) %m254
  %m255 = bitcast <2 x i16> %m251 to i32
  %m256 = lshr i32 %m255, 16
  %m257 = trunc i32 %m256 to i16
  %m258 = getelementptr i16, ptr addrspace(1) %dst, i32 %m247
  store i16 %m257, ptr addrspace(1) %m258
  %m259 = trunc i32 %m256 to i8
  %m260 = getelementptr i8, ptr addrspace(1) %dst, i32 %m247
  store i8 %m259, ptr addrspace(1) %m260
  %m261 = trunc i16 %m253 to i8
  %m262 = getelementptr i8, ptr addrspace(1) %dst, i32 %m247
  store i8 %m261, ptr addrspace(1) %m262
  %m264 = add i32 %i, 51
  %m263 = getelementptr i8, ptr addrspace(1) %src, i32 %m264
  %m265 = load i8, ptr addrspace(1) %m263
  %m266 = zext i8 %m265 to i16
  %m267 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %i
  %m268 = load <2 x i16>, ptr addrspace(1) %m267
  %m269 = insertelement <2 x i16> %m268, i16 %m266, i32 1
  %m270 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m264
  store <2 x i16> %m269, ptr addrspace(1) %m270
  %m271 = extractelement <2 x i16> %m268, i32 1
  %m272 = getelementptr i16, ptr addrspace(1) %dst, i32 %m264
  store i16 %m271, ptr addrspace(1) %m272
  %m273 = bitcast <2 x i16> %m269 to i32
  %m274 = lshr i32 %m273, 16
  %m275 = trunc i32 %m274 to i16
  %m276 = getelementptr i16, ptr addrspace(1) %dst, i32 %m264
  store i16 %m275, ptr addrspace(1) %m276
  %m277 = trunc i32 %m274 to i8
  %m278 = getelementptr i8, ptr addrspace(1) %dst, i32 %m264
  store i8 %m277, ptr addrspace(1) %m278
  %m279 = trunc i16 %m271 to i8
  %m280 = getelementptr i8, ptr addrspace(1) %dst, i32 %m264
  store i8 %m279, ptr addrspace(1) %m280
  %m282 = add i32 %i, 51
  %m281 = getelementptr i8, ptr addrspace(1) %src, i32 %m282
  %m283 = load i8, ptr addrspace(1) %m281
  %m284 = sext i8 %m283 to i16
  %m285 = getelementptr <2 x i16>, ptr addrspace(1) %src, i32 %i
  %m286 = load <2 x i16>, ptr addrspace(1) %m285
  %m287 = insertelement <2 x i16> %m286, i16 %m284, i32 1
  %m288 = getelementptr <2 x i16>, ptr addrspace(1) %dst, i32 %m282
  store <2 x i16> %m287, ptr addrspace(1) %m288
  %m289 = extractelement <2 x i16> %m286, i32 1
  %m290 = getelementptr i16, ptr addrspace(1) %dst, i32 %m282
  store i16 %m289, ptr addrspace(1) %m290
  %m291 = bitcast <2 x i16> %m287 to i32
  %m292 = lshr i32 %m291, 16
  %m293 = trunc i32 %m292 to i16
  %m294 = getelementptr i16, ptr addrspace(1) %dst, i32 %m282
  store i16 %m293, ptr addrspace(1) %m294
  %m295 = trunc i32 %m292 to i8
  %m296 = getelementptr i8, ptr addrspace(1) %dst, i32 %m282
  store i8 %m295, ptr addrspace(1) %m296
  %m297 = trunc i16 %m289 to i8
  %m298 = getelementptr i8, ptr addrspace(1) %dst, i32 %m282
  store i8 %m297, ptr addrspace(1) %m298
  %m299 = getelementptr half, ptr addrspace(1) %src, i32 %i
  %m300 = load half, ptr addrspace(1) %m299
  %m301 = getelementptr <2 x half>, ptr addrspace(1) %src, i32 %i
  %m302 = load <2 x half>, ptr addrspace(1) %m301
  %m303 = insertelement <2 x half> %m302, half %m300, i32 1
  %m304 = getelementptr <2 x half>, ptr addrspace(1) %dst, i32 7
  store <2 x half> %m303, ptr addrspace(1) %m304
  %m305 = getelementptr i8, ptr addrspace(1) %src, i32 %i
  %m306 = load i32, ptr addrspace(1) %m305, align 1
  %m307 = getelementptr i8, ptr addrspace(1) %dst, i32 %u
  store i32 %m306, ptr addrspace(1) %m307, align 1
  %m308 = getelementptr i8, ptr addrspace(1) %src, i32 %i
  %m309 = load i64, ptr addrspace(1) %m308, align 1
  %m310 = getelementptr i8, ptr addrspace(1) %dst, i32 %u
  store i64 %m309, ptr addrspace(1) %m310, align 1
  %m311 = getelementptr i8, ptr addrspace(1) %src, i32 %i
  %m312 = load <4 x i32>, ptr addrspace(1) %m311, align 1
  %m313 = getelementptr i8, ptr addrspace(1) %dst, i32 %u
  store <4 x i32> %m312, ptr addrspace(1) %m313, align 1
  %m314 = zext i32 %i to i64
  %m315 = getelementptr i32, ptr addrspace(1) %src, i64 %m314
  %m316 = load volatile i32, ptr addrspace(1) %m315
  %m317 = load i32, ptr addrspace(1) %m315, !nontemporal !0
  %m318 = add i32 %m316, %m317
  store volatile i32 %m318, ptr addrspace(1) %m315
  store i32 %m318, ptr addrspace(1) %dst, !nontemporal !0
  ret void
}

!0 = !{i32 1}

declare i32 @llvm.amdgcn.workitem.id.x()
