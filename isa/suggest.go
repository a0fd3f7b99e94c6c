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
	table()
	for name, cands := range byName {
		if l := len(low) - len(name); l > limit || -l > limit {
			continue
		}
		if d := editDistance(low, name); d < bestD || d == bestD && d <= limit && name < best {
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

// Closest is the candidate nearest to word, a mistyped name (a kernel
// argument's, say), or "" when none is within suggestDistance edits
// (fewer for a short word, whose every spelling is near many others:
// none for one letter). Ties go to the alphabetically first.
func Closest(word string, cands []string) string {
	limit := min(suggestDistance, (len(word)+1)/3)
	best, bestD := "", limit+1
	for _, c := range cands {
		if d := editDistance(word, c); d < bestD || d == bestD && c < best {
			best, bestD = c, d
		}
	}
	if best == word {
		return ""
	}
	return best
}
