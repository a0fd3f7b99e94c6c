package validate

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// GenConfig describes the programs the generator writes.
type GenConfig struct {
	Arch *isa.Arch
	Wave int
	// Blocks is the number of regions (default 3, at most MaxBlocks).
	Blocks int
	// Shapes names the region generators to draw from (ShapeNames;
	// default: "vcmpx"). opt.ShapesFor gives a pass list's, from each
	// pass's registration.
	Shapes []string
}

// Generated is a program and what a checker compares after it.
type Generated struct {
	Text    string
	Prog    *isa.Program
	LiveOut []isa.Reg
}

// MaxBlocks is the most regions a generated program may have. A region is
// at most about 25 instructions and runs at most three times (inside a
// loop), so 1000 regions stay under the checker's 100000-step limit
// (NewChecker) with room to spare and under 30000 lines for llvm-mc; more
// would only fault every state on the step limit after minutes of
// generation.
const MaxBlocks = 1000

// Register use of generated programs: s[0:1] holds the memory base and is
// never written; v12 is a byte offset kept inside the memory region.
const (
	genVGPRs  = 13 // v0..v11 data, v12 address
	genOffset = 12
)

// gen writes one program: a prologue, Blocks regions each written by a
// shape (a quarter of them inside a bounded loop), and an epilogue. A
// shape writes the code a pass transforms with what the pass must respect
// around it (gen_vcmpx.go, ...); every shape shares the register
// conventions above, the state and the comparison.
type gen struct {
	r      *rand.Rand
	c      GenConfig
	b      strings.Builder
	lbl    int
	w64    bool
	mask   string // the wave's lane-mask width suffix: b32/b64
	shapes []shape
	temps  int // temporaries past the compared registers handed out
}

// A shape writes one region of a generated program.
type shape func(g *gen)

// shapes are the region generators by name.
var shapes = map[string]shape{
	"vcmpx":    (*gen).region,
	"uniform":  (*gen).uniformRegion,
	"execz":    (*gen).execzRegion,
	"wwm":      (*gen).wwmRegion,
	"remat":    (*gen).rematRegion,
	"pressure": (*gen).pressureRegion,
}

// ShapeNames lists the region generators.
func ShapeNames() []string { return slices.Sorted(maps.Keys(shapes)) }

// Generate writes the program for a seed.
func Generate(c GenConfig, seed uint64) (*Generated, error) {
	if c.Blocks == 0 {
		c.Blocks = 3
	}
	if c.Blocks < 0 || c.Blocks > MaxBlocks {
		return nil, fmt.Errorf("a generated program has 1 to %d regions, not %d", MaxBlocks, c.Blocks)
	}
	g := &gen{r: rand.New(rand.NewPCG(seed, seed*0x9e3779b97f4a7c15+1)), c: c, w64: c.Wave == 64, mask: "b32"}
	if g.w64 {
		g.mask = "b64"
	}
	names := c.Shapes
	if len(names) == 0 {
		names = []string{"vcmpx"}
	}
	for _, name := range names {
		sh, ok := shapes[name]
		if !ok {
			return nil, fmt.Errorf("no program shape %q (shapes: %s)", name, strings.Join(ShapeNames(), ", "))
		}
		g.shapes = append(g.shapes, sh)
	}
	// Keep the address offset inside the memory in every lane, inactive
	// ones included: an exec write later may turn them on.
	g.line("s_or_saveexec_%s %s, -1", g.mask, g.maskReg(16))
	g.line("v_and_b32_e32 v%d, 0x3e0, v%d", genOffset, genOffset) // offset + 28 stays below MemRandom
	g.line("s_mov_%s %s, %s", g.mask, g.exec(), g.maskReg(16))
	for i := 0; i < c.Blocks; i++ {
		if g.r.IntN(4) == 0 {
			g.loop()
		} else {
			g.shape()
		}
	}
	g.epilogue()
	text := g.b.String()
	p, err := isa.Parse("generated.s", []byte(text), isa.ParseOptions{Arch: c.Arch, Wave: c.Wave})
	if err != nil {
		return nil, fmt.Errorf("generator wrote an invalid program (seed %d): %w\n%s", seed, err, text)
	}
	return &Generated{Text: text, Prog: p, LiveOut: GenLiveOut(c.Wave)}, nil
}

// GenLiveOut is what a generated program's checker compares besides
// memory: v0..v11, exec, s2 and s3. Passes under test get it as their
// exit liveness (opt.Options.ExitLive).
func GenLiveOut(wave int) []isa.Reg {
	var out []isa.Reg
	for v := 0; v < genVGPRs-1; v++ {
		out = append(out, isa.VGPR(v, 1))
	}
	return append(out, isa.ExecFor(wave), isa.SGPR(2, 1), isa.SGPR(3, 1))
}

func (g *gen) line(format string, args ...any) {
	g.b.WriteString("\t")
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteString("\n")
}

func (g *gen) label() string {
	g.lbl++
	return fmt.Sprintf(".LBB_%d", g.lbl)
}

func (g *gen) v() int { return g.r.IntN(genVGPRs - 1) }

func (g *gen) vcc() string  { return isa.VCCFor(g.c.Wave).String() }
func (g *gen) exec() string { return isa.ExecFor(g.c.Wave).String() }

// maskReg is an SGPR (pair in wave64) starting at s.
func (g *gen) maskReg(s int) string {
	if g.w64 {
		return isa.SGPR(s, 2).String()
	}
	return isa.SGPR(s, 1).String()
}

// src is a compare/VALU source: a VGPR, an SGPR, an inline constant or a literal.
func (g *gen) src() string {
	switch g.r.IntN(6) {
	case 0:
		return fmt.Sprint(g.r.IntN(80) - 16)
	case 1:
		return fmt.Sprintf("0x%x", 65+g.r.IntN(1000))
	case 2:
		return fmt.Sprintf("s%d", 2+g.r.IntN(4))
	}
	return fmt.Sprintf("v%d", g.v())
}

// shape writes a region with one of the configured shapes (with one, no
// random choice is drawn, so a single-shape campaign's programs do not
// depend on how many shapes exist).
func (g *gen) shape() {
	if len(g.shapes) == 1 {
		g.shapes[0](g)
		return
	}
	g.shapes[g.r.IntN(len(g.shapes))](g)
}

// loop wraps a region in a counted loop (s14 counts).
func (g *gen) loop() {
	top := g.label()
	g.line("s_mov_b32 s14, %d", 1+g.r.IntN(3))
	g.b.WriteString(top + ":\n")
	g.shape()
	g.line("s_sub_u32 s14, s14, 1")
	g.line("s_cmp_lg_u32 s14, 0")
	g.line("s_cbranch_scc1 %s", top)
}

func (g *gen) epilogue() {
	for n := g.r.IntN(2); n > 0; n-- {
		g.store()
	}
}

// The target's spellings of what the generators write: GFX12 splits the
// wait counters (s_wait_loadcnt, s_wait_kmcnt for scalar loads) and
// renames s_add_u32 (docs/reference/gfx12.md).
func (g *gen) waitLoad() string {
	if g.c.Arch.Gen >= isa.GFX12 {
		return "s_wait_loadcnt 0x0"
	}
	return "s_waitcnt vmcnt(0)"
}

func (g *gen) waitSMEM() string {
	if g.c.Arch.Gen >= isa.GFX12 {
		return "s_wait_kmcnt 0x0"
	}
	return "s_waitcnt lgkmcnt(0)"
}

func (g *gen) saddU32() string {
	if g.c.Arch.Gen >= isa.GFX12 {
		return "s_add_co_u32"
	}
	return "s_add_u32"
}
