package validate

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/wavesim/wavesim/isa"
)

// parseLines parses a gfx1030 program from instruction lines.
func parseLines(t *testing.T, name string, lines []string) *isa.Program {
	t.Helper()
	p, err := isa.Parse(name, []byte(strings.Join(lines, "\n")+"\n"), isa.ParseOptions{Arch: isa.MustArch("gfx1030"), Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// randomLines is n random VALU lines of one opcode, seeded.
func randomLines(seed uint64, op string, n int) []string {
	r := rand.New(rand.NewPCG(seed, 7))
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%s v%d, %d, v%d", op, r.IntN(8), r.IntN(64), r.IntN(8))
	}
	return out
}

// Two different 100,000-line programs used to take minutes (the search
// is (N+M)·D); past the cost cap the diff says it is not minimal and
// lists everything between the common prefix and suffix, which still
// turns the first program into the second.
func TestDiffCostCapDifferentPrograms(t *testing.T) {
	const n = 100_000
	prefix := []string{"s_mov_b32 s0, 1", "s_mov_b32 s1, 2", "s_mov_b32 s2, 3"}
	suffix := []string{"s_nop 0", "s_endpgm"}
	whole := func(mid []string) []string {
		return append(append(append([]string(nil), prefix...), mid...), suffix...)
	}
	mid := n - len(prefix) - len(suffix)
	a := parseLines(t, "a.s", whole(randomLines(1, "v_add_nc_u32_e32", mid)))
	b := parseLines(t, "b.s", whole(randomLines(2, "v_sub_nc_u32_e32", mid)))
	if len(a.Insts) != n || len(b.Insts) != n {
		t.Fatalf("%d and %d instructions, want %d", len(a.Insts), len(b.Insts), n)
	}
	start, cpu := time.Now(), processCPU()
	d := Diff(a, b)
	t.Logf("diff of two different %d-line programs: %v wall, %v CPU", n, time.Since(start).Round(time.Millisecond), (processCPU() - cpu).Round(time.Millisecond))

	la, lb := instLines(a), instLines(b)
	var want strings.Builder
	fmt.Fprintf(&want, "diff: more than %d differences; the listing past the common prefix and suffix is not minimal\n", maxEdits(mid, mid))
	for _, l := range lb[len(prefix) : n-len(suffix)] {
		want.WriteString("+ " + l + "\n")
	}
	for _, l := range la[len(prefix) : n-len(suffix)] {
		want.WriteString("- " + l + "\n")
	}
	if d != want.String() {
		got, w := strings.SplitN(d, "\n", 3), strings.SplitN(want.String(), "\n", 3)
		t.Fatalf("diff starts\n%s\n%s\nwant\n%s\n%s", got[0], got[1], w[0], w[1])
	}
	if got := applyHunk(t, la, d); strings.Join(got, "\n") != strings.Join(lb, "\n") {
		t.Fatal("applying the diff to the first program does not give the second")
	}
}

// applyHunk applies a diff of one hunk (its "+" lines replace its "-"
// lines, which must be found in x).
func applyHunk(t *testing.T, x []string, d string) []string {
	t.Helper()
	var plus, minus []string
	for _, l := range strings.Split(strings.TrimSuffix(d, "\n"), "\n") {
		switch {
		case strings.HasPrefix(l, "+ "):
			plus = append(plus, l[2:])
		case strings.HasPrefix(l, "- "):
			minus = append(minus, l[2:])
		}
	}
	for i := 0; i+len(minus) <= len(x); i++ {
		if strings.Join(x[i:i+len(minus)], "\n") == strings.Join(minus, "\n") {
			return append(append(append([]string(nil), x[:i]...), plus...), x[i+len(minus):]...)
		}
	}
	t.Fatal("the deleted lines are not in the first program")
	return nil
}

// Within the cap, long programs still get a shortest script: 400 edits
// spread over 100,000 lines, no note.
func TestDiffUnderCapStaysMinimal(t *testing.T) {
	const n = 100_000
	x := randomLines(3, "v_add_nc_u32_e32", n)
	y := append([]string(nil), x...)
	r := rand.New(rand.NewPCG(4, 5))
	for k := 0; k < 200; k++ {
		i := r.IntN(len(y))
		if k%2 == 0 {
			y = append(y[:i], y[i+1:]...)
		} else {
			y = append(y[:i], append([]string{"s_nop 1"}, y[i:]...)...)
		}
	}
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
		t.Fatalf("gave up at %d edits", limit)
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
		t.Fatal("the lines kept differ")
	}
	if edits > 200 {
		t.Errorf("%d edits for 200 changes", edits)
	}
	if d := diffLines(x, y); strings.HasPrefix(d, "diff:") {
		t.Errorf("a diff within the cap says %q", strings.SplitN(d, "\n", 2)[0])
	}
}
