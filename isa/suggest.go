package isa

import "strings"

// suggestMnemonic is the table's mnemonic for a closest to a mistyped mn
// (v_add_f23 → v_add_f32), or "" when none is close: within
// suggestDistance edits, fewer for a short name, whose every spelling is
// near many others. Ties go to the alphabetically first, so the hint does
// not depend on map order.
func suggestMnemonic(mn string, a *Arch) string {
	base, enc := splitSuffix(mn)
	low := strings.ToLower(base) // the table's names are lower case
	limit := min(suggestDistance, len(base)/4)
	best, bestD := "", limit+1
	for name, cands := range byName {
		if l := len(low) - len(name); l > limit || -l > limit {
			continue
		}
		if d := swapDistance(low, name); d < bestD || d == bestD && d <= limit && name < best {
			for _, o := range cands {
				if o.On(a) && o.spelledOn(name, a) {
					best, bestD = name, d
					break
				}
			}
		}
	}
	if best == "" || best == base {
		return ""
	}
	if enc != EncNative {
		best += mn[len(base):]
	}
	return best
}

// suggestDistance is the most edits (insertions, deletions,
// substitutions) a "did you mean" hint bridges: two covers a swapped or
// doubled character and a wrong digit, as in f23 for f32.
const suggestDistance = 2

// swapDistance is the edit distance counting a swap of two neighbouring
// characters as one edit (optimal string alignment), the commonest typo
// in a mnemonic's digits (f23 for f32), which plain Levenshtein counts as
// two and so ties with a wrong type (f16).
func swapDistance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			c := 1
			if a[i-1] == b[j-1] {
				c = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+c)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// Closest is the candidate nearest to word, a mistyped name (a kernel
// argument's, say), or "" when none is within suggestDistance edits
// (fewer for a short word, whose every spelling is near many others:
// none for one letter).
// Ties go to the alphabetically first.
func Closest(word string, cands []string) string {
	limit := min(suggestDistance, (len(word)+1)/3)
	best, bestD := "", limit+1
	for _, c := range cands {
		if d := swapDistance(word, c); d < bestD || d == bestD && c < best {
			best, bestD = c, d
		}
	}
	if best == word {
		return ""
	}
	return best
}
