package bench

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// s_delay_alu is a hint that costs nothing (RDNA3 ISA §5.7): without
// them, every gfx1100 kernel of the corpus takes at least as many cycles,
// since its dependent instructions still wait by interlock, and still
// matches its expectation.
func TestStrippingDelayALUNeverFaster(t *testing.T) {
	traces, err := Corpus(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, tr := range traces {
		if tr.Arch != "gfx1100" {
			continue
		}
		p, err := launch.LoadProgram(tr.Asm, launch.LoadOptions{Wave: tr.Wave})
		if err != nil {
			t.Fatal(err)
		}
		strip := map[int][]*isa.Inst{}
		for i, in := range p.Insts {
			if in.Op.Wait == isa.WaitDelayALU {
				strip[i] = nil
			}
		}
		if len(strip) == 0 {
			continue
		}
		n++
		spec, err := launch.LoadSpec(tr.Spec)
		if err != nil {
			t.Fatal(err)
		}
		run := func(p *isa.Program) int64 {
			d, err := launch.NewDispatch(p, spec, launch.Options{Timing: true})
			if err != nil {
				t.Fatal(err)
			}
			if err := d.Run(); err != nil {
				t.Fatal(err)
			}
			if m := d.Check(); m != nil {
				t.Fatalf("%s/%s: %v", tr.Name, tr.Variant, m)
			}
			return d.Timing.Cycles
		}
		with := run(p)
		q := p.Clone()
		q.Edit(strip)
		without := run(q)
		if without < with {
			t.Errorf("%s/%s: %d cycles without its %d s_delay_alu, %d with them", tr.Name, tr.Variant, without, len(strip), with)
		}
	}
	if n == 0 {
		t.Fatal("no gfx1100 trace has an s_delay_alu")
	}
}
