package validate

import (
	"fmt"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// Diff is a line diff of two programs' instructions ("-" original only,
// "+" rewritten only), from a shortest edit script (editScript). Where
// lines are replaced, the new ones come first. Past editScript's cost cap
// a first line, "diff: more than N differences; ...", says the listing
// deletes and inserts everything between the common prefix and suffix.
func Diff(a, b *isa.Program) string {
	return diffLines(instLines(a), instLines(b))
}

// diffLines diffs two lists of lines.
func diffLines(x, y []string) string {
	// Lines are compared as small integers, one per distinct text.
	ids := make(map[string]int32, len(x))
	intern := func(lines []string) []int32 {
		out := make([]int32, len(lines))
		for i, l := range lines {
			id, ok := ids[l]
			if !ok {
				id = int32(len(ids))
				ids[l] = id
			}
			out[i] = id
		}
		return out
	}
	del, ins, limit := editScript(intern(x), intern(y))
	var out strings.Builder
	if limit > 0 {
		fmt.Fprintf(&out, "diff: more than %d differences; the listing past the common prefix and suffix is not minimal\n", limit)
	}
	i, j := 0, 0
	for i < len(x) || j < len(y) {
		if i < len(x) && j < len(y) && !del[i] && !ins[j] {
			i, j = i+1, j+1
			continue
		}
		for ; j < len(y) && ins[j]; j++ {
			out.WriteString("+ " + y[j] + "\n")
		}
		for ; i < len(x) && del[i]; i++ {
			out.WriteString("- " + x[i] + "\n")
		}
	}
	return out.String()
}

func instLines(p *isa.Program) []string {
	out := make([]string, len(p.Insts))
	for i, in := range p.Insts {
		out[i] = isa.FormatInst(in, p.Arch)
	}
	return out
}
