package validate

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/wavesim/wavesim/internal/longkernel"
	"github.com/wavesim/wavesim/isa"
)

// longPair parses the long kernel of n instructions and its edited
// version (longkernel.Edits instructions changed).
func longPair(tb testing.TB, n int) (a, b *isa.Program) {
	tb.Helper()
	parse := func(edited bool) *isa.Program {
		var src bytes.Buffer
		if err := longkernel.Write(&src, n, edited); err != nil {
			tb.Fatal(err)
		}
		p, err := isa.Parse("long.s", src.Bytes(), isa.ParseOptions{})
		if err != nil {
			tb.Fatal(err)
		}
		return p
	}
	return parse(false), parse(true)
}

// BenchmarkDiff diffs a long kernel against its edited version.
func BenchmarkDiff(b *testing.B) {
	for _, n := range []int{1000, 10000, 30000} {
		pa, pb := longPair(b, n)
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Diff(pa, pb)
			}
		})
	}
}
