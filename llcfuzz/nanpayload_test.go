package llcfuzz

import "testing"

// Two outputs differ in NaN payloads alone when every differing element
// is a NaN of one float format in both, whatever its sign.
func TestNaNPayloadOnly(t *testing.T) {
	const qNaN32, sNaN32, negNaN32 = 0x7fc00000, 0x7f800001, 0xffc00000
	const qNaN16, otherNaN16 = 0x7e00, 0x7c01
	const qNaN64, otherNaN64 = 0x7ff8000000000000, 0xfff0000000000001
	for _, tc := range []struct {
		name string
		a, b []uint64
		want bool
	}{
		{"f32 payloads", []uint64{1, qNaN32}, []uint64{1, sNaN32}, true},
		{"f32 sign", []uint64{qNaN32}, []uint64{negNaN32}, true},
		{"f16 payloads", []uint64{qNaN16, 2}, []uint64{otherNaN16, 2}, true},
		{"f64 payloads", []uint64{qNaN64}, []uint64{otherNaN64}, true},
		{"same", []uint64{qNaN32}, []uint64{qNaN32}, false},
		{"NaN and infinity", []uint64{qNaN32}, []uint64{0x7f800000}, false},
		{"NaN and a number", []uint64{qNaN32}, []uint64{0x3f800000}, false},
		{"f16 NaN and f32 NaN", []uint64{qNaN16}, []uint64{qNaN32}, false},
		{"a NaN and another difference", []uint64{qNaN32, 1}, []uint64{sNaN32, 2}, false},
		{"f32 NaN with high bits", []uint64{1<<32 | qNaN32}, []uint64{sNaN32}, false},
		{"lengths", []uint64{qNaN32}, []uint64{sNaN32, 0}, false},
	} {
		got := nanPayloadOnly(map[string][]uint64{"out": tc.a}, map[string][]uint64{"out": tc.b})
		if got != tc.want {
			t.Errorf("%s: nanPayloadOnly = %v, want %v", tc.name, got, tc.want)
		}
	}
	if nanPayloadOnly(map[string][]uint64{"a": {qNaN32}}, map[string][]uint64{"b": {sNaN32}}) {
		t.Error("buffers of other names read as NaN payloads only")
	}
}
