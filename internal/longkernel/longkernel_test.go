package longkernel

import (
	"bytes"
	"strings"
	"testing"
)

// Both versions have exactly n instructions (lines that start with a tab
// and a lower-case mnemonic between the label and the descriptor) and
// differ in Edits places.
func TestWrite(t *testing.T) {
	for _, n := range []int{MinInstructions, 1000, 12345} {
		var a, b bytes.Buffer
		if err := Write(&a, n, false); err != nil {
			t.Fatal(err)
		}
		if err := Write(&b, n, true); err != nil {
			t.Fatal(err)
		}
		ia, ib := insts(a.String()), insts(b.String())
		if len(ia) != n || len(ib) != n {
			t.Errorf("n=%d: %d and %d instructions", n, len(ia), len(ib))
		}
		nops := func(l []string) int { return strings.Count(strings.Join(l, "\n"), "s_nop 0") }
		if nops(ia) != Edits/3 || nops(ib) != Edits/3 {
			t.Errorf("n=%d: %d and %d s_nops, want %d each", n, nops(ia), nops(ib), Edits/3)
		}
		var again bytes.Buffer
		Write(&again, n, false)
		if again.String() != a.String() {
			t.Errorf("n=%d: two different kernels", n)
		}
	}
	if err := Write(&bytes.Buffer{}, MinInstructions-1, false); err == nil {
		t.Error("a kernel shorter than MinInstructions was written")
	}
}

func insts(src string) []string {
	body := src[strings.Index(src, Kernel+":"):strings.Index(src, ".section")]
	var out []string
	for _, l := range strings.Split(body, "\n") {
		if strings.HasPrefix(l, "\t") && len(l) > 1 && l[1] >= 'a' && l[1] <= 'z' {
			out = append(out, strings.TrimSpace(l))
		}
	}
	return out
}
