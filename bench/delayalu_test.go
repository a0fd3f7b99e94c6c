package bench

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// s_delay_alu is a hint (RDNA3 ISA §5.7): with it a dependent VALU waits in
// the instruction buffer; without it the VALU dispatches and waits in the
// ALU, holding the ALU from the workgroup's other waves (RDNA3 ISA §16.5),
// while its own wave dispatches on behind it (timing.Params.Dispatch, as the
// gfx1100 thread traces show). So without them every gfx1100 kernel of the
// corpus still matches its expectation; a kernel whose waves have the SIMD
// to themselves may end sooner (its scalar and memory instructions no
// longer wait behind the held VALU), but the corpus as a whole takes more
// cycles, and valu_heavy (four waves of dependent VALU chains per SIMD)
// about 1.5 times as many (10,646 cycles against 6,871).
func TestStrippingDelayALUCostsTheCorpus(t *testing.T) {
	var sumWith, sumWithout int64
	valuHeavy := false
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
		sumWith, sumWithout = sumWith+with, sumWithout+without
		if without < with {
			t.Logf("%s/%s: %d cycles without its %d s_delay_alu, %d with them", tr.Name, tr.Variant, without, len(strip), with)
		}
		if tr.Name == "valu_heavy" {
			valuHeavy = true
			if without < with*3/2 {
				t.Errorf("valu_heavy: %d cycles without its s_delay_alu, %d with them: a stalled VALU does not hold the SIMD", without, with)
			}
		}
	}
	if n == 0 || !valuHeavy {
		t.Fatal("no gfx1100 trace (or not valu_heavy's) has an s_delay_alu")
	}
	t.Logf("%d gfx1100 kernels: %d cycles with their s_delay_alu, %d without", n, sumWith, sumWithout)
	if sumWithout <= sumWith {
		t.Errorf("the corpus takes %d cycles without its s_delay_alu, %d with them", sumWithout, sumWith)
	}
}
