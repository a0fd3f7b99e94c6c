package validate

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// A campaign told to stop ends after the program in flight, with its
// counts and Stopped set; one never told to stop spends its budget.
func TestFuzzStop(t *testing.T) {
	a := isa.MustArch("gfx1030")
	identity := func(p *isa.Program) (*isa.Program, error) { return p.Clone(), nil }
	stop := make(chan struct{})
	seen := 0
	cfg := FuzzConfig{Gen: GenConfig{Arch: a, Wave: 32, Blocks: 2}, Transform: identity, Seed: 3, Programs: 10, States: 2,
		Stop: stop, Program: func(int64, uint64, *Generated) {
			if seen++; seen == 3 {
				close(stop) // while program 3 is in flight
			}
		}}
	st, f, err := Fuzz(cfg)
	if err != nil || f != nil {
		t.Fatalf("%v %v", err, f)
	}
	if !st.Stopped || st.Programs != 3 {
		t.Errorf("stopped %v after %d programs; want after 3", st.Stopped, st.Programs)
	}
	cfg.Stop, cfg.Program = nil, nil
	if st, _, _ := Fuzz(cfg); st.Stopped || st.Programs != 10 {
		t.Errorf("no stop: stopped %v after %d programs", st.Stopped, st.Programs)
	}
}
