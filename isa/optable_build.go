//go:build optablegen

package isa

// staticOps, in the build make generate runs TestOpTableGenerated in
// (-tags optablegen), is what the builders build: ops_gen.go, which that
// run writes, is left out, since it may not compile while the rows'
// types change.
func staticOps() ([]Op, []opName) {
	built, names := buildRows()
	rows := make([]Op, len(built))
	for i, o := range built {
		rows[i] = *o
	}
	return rows, spellings(names)
}
