package validate

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
)

// lines splits "a b c" into lines; "" is no line.
func lines(s string) []string { return strings.Fields(s) }

func TestDiffLines(t *testing.T) {
	for _, c := range []struct {
		name, x, y, want string
	}{
		{"empty", "", "", ""},
		{"identical", "a b c", "a b c", ""},
		{"insert into empty", "", "a b", "+ a\n+ b\n"},
		{"delete all", "a b", "", "- a\n- b\n"},
		{"insert", "a b c", "a x b c", "+ x\n"},
		{"insert at both ends", "a b", "x a b y", "+ x\n+ y\n"},
		{"delete", "a b c d", "a c d", "- b\n"},
		{"delete at both ends", "a b c", "b", "- a\n- c\n"},
		{"replace", "a b c", "a x c", "+ x\n- b\n"},
		{"replace two by three", "a b c d", "a x y z d", "+ x\n+ y\n+ z\n- b\n- c\n"},
		{"completely different", "a b c", "x y", "+ x\n+ y\n- a\n- b\n- c\n"},
		{"moved line", "a b c d", "b c d a", "- a\n+ a\n"},
		{"repeated lines", "a a a b", "a b b b", "+ b\n+ b\n- a\n- a\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			x, y := lines(c.x), lines(c.y)
			got := diffLines(x, y)
			if got != c.want {
				t.Errorf("diff of %q and %q:\n%s\nwant:\n%s", c.x, c.y, got, c.want)
			}
			checkScript(t, x, y)
		})
	}
}

// checkScript checks that the edit script of x and y turns x into y and
// has as few edits as a brute-force longest common subsequence allows.
func checkScript(t *testing.T, x, y []string) {
	t.Helper()
	ids := map[string]int32{}
	id := func(ls []string) []int32 {
		out := make([]int32, len(ls))
		for i, l := range ls {
			if _, ok := ids[l]; !ok {
				ids[l] = int32(len(ids))
			}
			out[i] = ids[l]
		}
		return out
	}
	a, b := id(x), id(y)
	del, ins, limit := editScript(a, b)
	if limit != 0 {
		t.Fatalf("%v → %v: gave up at %d edits", x, y, limit)
	}
	var keptA, keptB []int32
	edits := 0
	for i, d := range del {
		if d {
			edits++
		} else {
			keptA = append(keptA, a[i])
		}
	}
	for j, d := range ins {
		if d {
			edits++
		} else {
			keptB = append(keptB, b[j])
		}
	}
	if fmt.Sprint(keptA) != fmt.Sprint(keptB) {
		t.Fatalf("%v → %v: the lines kept differ: %v and %v", x, y, keptA, keptB)
	}
	if want := len(a) + len(b) - 2*lcsLength(a, b); edits != want {
		t.Fatalf("%v → %v: %d edits, the shortest script has %d", x, y, edits, want)
	}
}

// lcsLength is the textbook quadratic dynamic program.
func lcsLength(a, b []int32) int {
	prev, cur := make([]int, len(b)+1), make([]int, len(b)+1)
	for i := range a {
		for j := range b {
			if a[i] == b[j] {
				cur[j+1] = prev[j] + 1
			} else {
				cur[j+1] = max(cur[j], prev[j+1])
			}
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// Random short sequences over small alphabets (many repeats, many equal
// candidate alignments), of equal or very different lengths, get scripts
// of minimal length.
func TestDiffMinimalRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for iter := 0; iter < 3000; iter++ {
		alpha := 1 + r.IntN(5)
		gen := func(n int) []string {
			out := make([]string, n)
			for i := range out {
				out[i] = string(rune('a' + r.IntN(alpha)))
			}
			return out
		}
		x := gen(r.IntN(25))
		y := gen(r.IntN(25))
		if iter%5 == 1 { // one side much shorter
			y = gen(r.IntN(4))
		}
		if iter%3 == 0 { // y an edited copy of x
			y = append([]string(nil), x...)
			for k := r.IntN(4); k > 0 && len(y) > 0; k-- {
				i := r.IntN(len(y))
				switch r.IntN(3) {
				case 0:
					y = append(y[:i], y[i+1:]...)
				case 1:
					y = append(y[:i], append([]string{"z"}, y[i:]...)...)
				default:
					y[i] = "z"
				}
			}
		}
		checkScript(t, x, y)
	}
}

// A few edits in long inputs cost time and memory in proportion to the
// length; a table of lengths squared would need 4e10 cells here.
func TestDiffLongSmallEdit(t *testing.T) {
	const n = 200000
	x := make([]string, n)
	for i := range x {
		x[i] = fmt.Sprintf("v_add_nc_u32_e32 v%d, %d, v%d", i%7, i%61, i%5)
	}
	y := append([]string(nil), x...)
	y[10] = "inserted"
	y = append(y[:n/2], y[n/2+1:]...)
	y = append(y[:n-100], append([]string{"s_nop 0"}, y[n-100:]...)...)
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	d := diffLines(x, y)
	runtime.ReadMemStats(&m1)
	want := fmt.Sprintf("+ inserted\n- %s\n- %s\n+ s_nop 0\n", x[10], x[n/2])
	if d != want {
		t.Errorf("diff:\n%s\nwant:\n%s", d, want)
	}
	// Interned ids, edit marks and the two search vectors: well under
	// 100 bytes a line.
	if alloc := m1.TotalAlloc - m0.TotalAlloc; alloc > 100*2*n {
		t.Errorf("diff of %d lines allocated %d bytes", n, alloc)
	}
}
