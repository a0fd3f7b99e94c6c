package validate

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/wavesim/wavesim/sim/launch"
)

// randomNumber is how an element was drawn before randomBits: as the
// text of a number, which the spec then read.
func randomNumber(t launch.ElemType, r *rand.Rand) json.Number {
	switch t {
	case launch.F32, launch.F64:
		switch r.IntN(5) {
		case 0:
			return json.Number(smallFloats[r.IntN(7)])
		}
		return json.Number(strconv.FormatFloat(r.NormFloat64()*100, 'g', -1, 32))
	case launch.U32:
		return json.Number(strconv.FormatUint(uint64(randValue(r)), 10))
	case launch.U64:
		return json.Number(strconv.FormatUint(r.Uint64()>>uint(r.IntN(64)), 10))
	case launch.I64:
		return json.Number(strconv.FormatInt(int64(r.Uint64()>>uint(r.IntN(64)))-int64(r.IntN(1000)), 10))
	}
	v := int32(randValue(r))
	if r.IntN(2) == 0 {
		v = int32(r.IntN(512)) - 128
	}
	return json.Number(strconv.FormatInt(int64(v), 10))
}

// randomBits draws exactly the values the text path (randomNumber, then
// the spec's reading of the number) gives from the same generator state,
// so seeds name the launches they always named.
func TestRandomBitsIsTheTextPath(t *testing.T) {
	for _, ty := range []launch.ElemType{launch.I32, launch.U32, launch.I64, launch.U64, launch.F32, launch.F64} {
		a, b := rand.New(rand.NewPCG(3, 4)), rand.New(rand.NewPCG(3, 4))
		for i := range 200000 {
			want := elemBits(ty, randomNumber(ty, a))
			if got := randomBits(ty, b); got != want {
				t.Fatalf("%s draw %d: 0x%x, the text path gives 0x%x", ty, i, got, want)
			}
		}
	}
}

// A dictionary NaN in a buffer is the one a reproducer's spec reads back
// ("NaN"), whatever its sign and payload; other values keep their bits.
func TestCanonicalBits(t *testing.T) {
	for _, c := range []struct {
		ty         launch.ElemType
		bits, want uint64
	}{
		{launch.F32, 0xffc00001, 0x7fc00000}, // float32(math.NaN())
		{launch.F32, 0x7f800001, 0x7fc00000},
		{launch.F32, 0x7f800000, 0x7f800000},                 // +Inf
		{launch.F32, 0x80000000, 0x80000000},                 // -0
		{launch.F64, 0xfff0000000000001, 0x7ff8000000000001}, // math.NaN()
		{launch.F64, 0xfff0000000000000, 0xfff0000000000000},
		{launch.U32, 0xffc00001, 0xffc00001},
		{launch.I64, 0xfff0000000000001, 0xfff0000000000001},
	} {
		if got := canonicalBits(c.ty, c.bits); got != c.want {
			t.Errorf("%s 0x%x: 0x%x, want 0x%x", c.ty, c.bits, got, c.want)
		}
		if c.ty.Float() {
			if rt := elemBits(c.ty, c.ty.Format(c.bits)); rt != c.want {
				t.Errorf("%s 0x%x: the spec reads its text back as 0x%x, want 0x%x", c.ty, c.bits, rt, c.want)
			}
		}
	}
}
