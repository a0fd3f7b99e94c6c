package isa_test

import (
	"testing"

	"github.com/wavesim/wavesim/internal/mfmacalc"
	"github.com/wavesim/wavesim/isa"
)

// TestMFMALayoutsMatchCalculator checks the layout rule of every row
// against the Calculator's register maps, cell by cell, and that every
// row has a map and every map a row.
func TestMFMALayoutsMatchCalculator(t *testing.T) {
	maps, err := mfmacalc.Read("testdata/mfma/calculator.txt.gz")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, m := range append(isa.MFMARows("gfx90a"), isa.MFMARows("gfx942")...) {
		cells, ok := maps[m.Target][m.Name]
		if !ok {
			t.Errorf("%s %s: no Calculator map", m.Target, m.Name)
			continue
		}
		delete(maps[m.Target], m.Name)
		for _, c := range cells {
			var got isa.MLoc
			switch {
			case c.Mat == 'A' && m.Sparse:
				got = m.ALoc(c.B, c.X, c.Y/2) // the group's first stored value
			case c.Mat == 'A':
				got = m.ALoc(c.B, c.X, c.Y)
			case c.Mat == 'B':
				got = m.BLoc(c.B, c.X, c.Y)
			case c.Mat == 'D':
				got = m.DLoc(c.B, c.X, c.Y)
			case c.Mat == 'K':
				got = m.IdxLoc(c.X, c.Y/4, 0)
			}
			if got != isa.MLoc(c.Loc) {
				t.Errorf("%s %s: %c[%d][%d] block %d at %+v, the Calculator says %+v", m.Target, m.Name, c.Mat, c.X, c.Y, c.B, got, c.Loc)
				return
			}
			n++
		}
	}
	for tg, rest := range maps {
		for name := range rest {
			t.Errorf("%s %s: in the Calculator's list, not in mfma.tsv", tg, name)
		}
	}
	if n < 10000 {
		t.Errorf("only %d cells checked", n)
	}
}
