package timing

import (
	"strconv"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// The knobs that size what the memory system allocates take their limit
// and refuse one past it, naming the limit; a bandwidth below what a link's
// clock can count is refused too.
func TestMemKnobLimits(t *testing.T) {
	p, err := ParamsFor(isa.MustArch("gfx1030"))
	if err != nil {
		t.Fatal(err)
	}
	for name, most := range limits {
		if KnobByName(name) == nil {
			t.Errorf("limits names %s, which is no knob", name)
			continue
		}
		if err := p.Apply([]Setting{{name, strconv.Itoa(most)}}); err != nil {
			t.Errorf("%s=%d (its limit): %v", name, most, err)
		}
		err := p.Apply([]Setting{{name, strconv.Itoa(most + 1)}})
		if err == nil || !strings.Contains(err.Error(), " to "+strconv.Itoa(most)) {
			t.Errorf("%s=%d: %v, want it refused at most %d", name, most+1, err, most)
		}
	}
	for _, v := range []string{"0", "0.001", "65537"} {
		if err := p.Apply([]Setting{{"dram_share", v}}); err == nil {
			t.Errorf("dram_share=%s accepted", v)
		}
	}
	if err := p.Apply([]Setting{{"dram_share", "0.01"}}); err != nil {
		t.Errorf("dram_share=0.01: %v", err)
	}
}

// A level configured away is simply not there: loads go to the next one,
// and a new workgroup (which flushes the caches) does not trip on it.
func TestMemLevelsLeftOut(t *testing.T) {
	asm := "global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\nglobal_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\n"
	settings := []Setting{{"l0_kib", "0"}, {"gl1_kib", "0"}, {"mall_mib", "0"}}
	tm, log := memRun(t, "gfx1030", 32, asm, settings, strided(0, 4))
	if e := log.at(t, 2, 0); e.Mem.Level != MemL2 || e.lat() != int64(tm.P.Mem.LatL2) {
		t.Errorf("reload without L0 and GL1: %v in %d cycles, want l2 in %d", e.Mem.Level, e.lat(), tm.P.Mem.LatL2)
	}
	tm.StartGroup()
	tm.Reset()
}
