package validate

import (
	"errors"
	"testing"

	"github.com/wavesim/wavesim/internal/benchutil"
	"github.com/wavesim/wavesim/isa"
)

// identity is a transform that rewrites nothing but a trailing no-op, so
// every program is checked.
func identity(p *isa.Program) (*isa.Program, error) {
	q := p.Clone()
	nop, ok := isa.NewInst(q.Arch, "s_nop", isa.EncNative, isa.I(0))
	if !ok {
		return nil, errors.New("no s_nop on " + q.Arch.Name)
	}
	q.Edit(map[int][]*isa.Inst{len(q.Insts) - 1: {q.Insts[len(q.Insts)-1], nop}})
	return q, nil
}

// Program/state pairs checked per second on generated programs of about
// 32 instructions (3 regions), wave32 gfx1030.
func BenchmarkFuzzPairs(b *testing.B) {
	a := isa.MustArch("gfx1030")
	cfg := FuzzConfig{Gen: GenConfig{Arch: a, Wave: 32, Blocks: 3}, Transform: identity, Seed: 1, Programs: 1 << 40, NoShrink: true}
	insts := 0
	for i := uint64(0); i < 100; i++ {
		g, err := Generate(cfg.Gen, i)
		if err != nil {
			b.Fatal(err)
		}
		insts += len(g.Prog.Insts)
	}
	b.ReportMetric(float64(insts)/100, "insts/program")
	var states int64
	var cpu benchutil.CPUMeter
	b.ResetTimer()
	cpu.Start()
	for i := 0; i < b.N; i++ {
		cfg.Seed = uint64(i + 1)
		cfg.Programs = 1
		st, f, err := Fuzz(cfg)
		if err != nil || f != nil {
			b.Fatal(err, f)
		}
		states += st.States
	}
	b.ReportMetric(float64(states)/b.Elapsed().Seconds(), "state-pairs/s")
	cpu.ReportRate(b, float64(states), "state-pairs")
}

// One program/state pair, the program prepared once.
func BenchmarkCheckerRun(b *testing.B) { benchChecker(b, false) }

// The same with both sides timed (compare, fuzz --timing).
func BenchmarkCheckerRunTimed(b *testing.B) { benchChecker(b, true) }

func benchChecker(b *testing.B, timed bool) {
	a := isa.MustArch("gfx1030")
	g, err := Generate(GenConfig{Arch: a, Wave: 32, Blocks: 3}, 7)
	if err != nil {
		b.Fatal(err)
	}
	q, err := identity(g.Prog)
	if err != nil {
		b.Fatal(err)
	}
	c, err := NewChecker(g.Prog, q, g.LiveOut)
	if err != nil {
		b.Fatal(err)
	}
	c.Timing = timed
	st, o := &State{}, &Outcome{}
	var cpu benchutil.CPUMeter
	b.ResetTimer()
	cpu.Start()
	for i := 0; i < b.N; i++ {
		st.Fill(uint64(i), 32, genVGPRs)
		c.Check(st, o)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "state-pairs/s")
	cpu.ReportRate(b, float64(b.N), "state-pairs")
}

// Program preparation: generation, parse, transform and checker set-up.
func BenchmarkPrepareProgram(b *testing.B) {
	a := isa.MustArch("gfx1030")
	for i := 0; i < b.N; i++ {
		g, err := Generate(GenConfig{Arch: a, Wave: 32, Blocks: 3}, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		q, err := identity(g.Prog)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := NewChecker(g.Prog, q, g.LiveOut); err != nil {
			b.Fatal(err)
		}
	}
}
