package check

import (
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// Diff is a line diff of two programs' instructions ("-" original only,
// "+" rewritten only), from a longest common subsequence.
func Diff(a, b *isa.Program) string {
	x, y := instLines(a), instLines(b)
	n, m := len(x), len(y)
	lcs := make([][]int32, n+1)
	for i := range lcs {
		lcs[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if x[i] == y[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var out strings.Builder
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && x[i] == y[j]:
			i, j = i+1, j+1
		case j < m && (i == n || lcs[i][j+1] >= lcs[i+1][j]):
			out.WriteString("+ " + y[j] + "\n")
			j++
		default:
			out.WriteString("- " + x[i] + "\n")
			i++
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
