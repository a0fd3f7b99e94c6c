//go:build optablegen

package isa

import (
	"maps"
	"slices"
)

// staticOps, in the build make generate runs TestOpTableGenerated in
// (-tags optablegen), is what the builders build: ops_gen.go, which that
// run writes, is left out, since it may not compile while the rows'
// types change.
func staticOps() ([]Op, []opName) {
	built, spellings := buildRows()
	rows := make([]Op, len(built))
	for i, o := range built {
		rows[i] = *o
	}
	names := make([]opName, 0, len(spellings))
	for _, n := range slices.Sorted(maps.Keys(spellings)) {
		e := opName{name: n}
		for _, o := range spellings[n] {
			e.ids = append(e.ids, uint16(o.ID))
		}
		names = append(names, e)
	}
	return rows, names
}
