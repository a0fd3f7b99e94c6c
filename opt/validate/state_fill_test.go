package validate

import (
	"math"
	"testing"
)

// fillRef is the value runs' first definition, kept to pin the sequence:
// states are named by their seed (reproducers, campaign logs), so a seed
// must keep giving the same state.
func (r *splitmix) fillRef(v []uint32) {
	n := len(v)
	switch r.next() & 3 {
	case 0:
		for l := 0; l < n; l += 4 {
			x := r.next()
			for k := 0; k < 4 && l+k < n; k++ {
				v[l+k] = edgeValues[x>>(4*k)&15]
			}
		}
	case 1:
		for l := 0; l < n; l += 4 {
			x := r.next()
			for k := 0; k < 4 && l+k < n; k++ {
				v[l+k] = uint32(int32(x>>(16*k)&0xffff%200) - 100)
			}
		}
	case 2:
		scale := 1 / float32(uint64(1)<<(r.next()&15))
		for l := 0; l < n; l += 2 {
			x := r.next()
			v[l] = math.Float32bits(float32(int32(x)>>8) * scale)
			if l+1 < n {
				v[l+1] = math.Float32bits(float32(int32(x>>32)>>8) * scale)
			}
		}
	default:
		for l := 0; l < n; l += 2 {
			x := r.next()
			v[l] = uint32(x)
			if l+1 < n {
				v[l+1] = uint32(x >> 32)
			}
		}
	}
}

func TestFillKeepsTheSequence(t *testing.T) {
	for seed := uint64(0); seed < 4000; seed++ {
		for _, n := range []int{1, 2, 3, 4, 5, 6, 7, 8, 31, 32, 64} {
			a, b := splitmix(seed), splitmix(seed)
			got, want := make([]uint32, n), make([]uint32, n)
			a.fill(got)
			b.fillRef(want)
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("seed %d, %d values: value %d is %#x, want %#x", seed, n, i, got[i], want[i])
				}
			}
			if a != b {
				t.Fatalf("seed %d, %d values: the generator advanced differently", seed, n)
			}
		}
	}
}
