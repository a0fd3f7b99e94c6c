package timing

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// TestHazardRecordsBounded: a run keeps the first MaxHazardRecords hits in
// full and counts every hit, by site and in all, so a hazard in every wave
// of a huge grid costs a counter, not a record per wave.
func TestHazardRecordsBounded(t *testing.T) {
	var m Model
	a := Hazard{Rule: "r1", Producer: isa.Pos{File: "k.s", Line: 3}, Consumer: isa.Pos{File: "k.s", Line: 4}}
	b := Hazard{Rule: "r2", Producer: isa.Pos{File: "k.s", Line: 5}, Consumer: isa.Pos{File: "k.s", Line: 9}}
	for i := range 2500 {
		h := a
		if i%5 == 4 {
			h = b
		}
		h.Wave = i
		m.record(h)
	}
	switch {
	case m.HazardCount != 2500 || len(m.Hazards) != MaxHazardRecords:
		t.Fatalf("count %d, records %d", m.HazardCount, len(m.Hazards))
	case len(m.HazardSites) != 2 || m.HazardSites[0].Count != 2000 || m.HazardSites[1].Count != 500:
		t.Fatalf("sites %+v", m.HazardSites)
	case m.HazardSites[0].Wave != 0 || m.HazardSites[1].Wave != 4 || m.Hazards[999].Wave != 999:
		t.Fatalf("first hits: site waves %d %d, record 999 wave %d", m.HazardSites[0].Wave, m.HazardSites[1].Wave, m.Hazards[999].Wave)
	}
}
