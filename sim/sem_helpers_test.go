package sim_test

// Shared machinery for the instruction-semantics tables (sem_*_test.go).
//
// Every table states its expected values as literal numbers. The runner only
// places inputs in lanes, pre-fills destinations with per-lane sentinels,
// runs the snippet under several exec masks and compares: active lanes must
// hold the expected value, inactive lanes their old value, and lane masks
// (VOPC results, carry-outs) must have 0 bits for inactive lanes.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// semTarget is one architecture and wave size a table runs on.
type semTarget struct {
	arch string
	wave int
}

func (t semTarget) String() string { return fmt.Sprintf("%s_w%d", t.arch, t.wave) }

func (t semTarget) gfx9() bool  { return t.arch == "gfx900" }
func (t semTarget) gfx11() bool { return strings.HasPrefix(t.arch, "gfx11") }

// semAllTargets covers GCN wave64, and RDNA 1/2/3 in both wave sizes.
var semAllTargets = []semTarget{
	{"gfx900", 64},
	{"gfx1010", 32},
	{"gfx1030", 32},
	{"gfx1030", 64},
	{"gfx1100", 32},
	{"gfx1100", 64},
}

// semExpand substitutes the wave-size dependent spellings:
//
//	{vcc}  vcc_lo | vcc          {exec} exec_lo | exec
//	{sm}   s10    | s[10:11]     (a lane-mask destination)
//	{sc}   s12    | s[12:13]     (a carry-in / select mask source)
//	{sd}   s20    | s[20:21]     (saveexec destination)
//	{ss}   s22    | s[22:23]     (saveexec source)
//	{b}    b32    | b64
func semExpand(t semTarget, asm string) string {
	r := strings.NewReplacer(
		"{vcc}", "vcc_lo", "{exec}", "exec_lo", "{sm}", "s10", "{sc}", "s12",
		"{sd}", "s20", "{ss}", "s22", "{b}", "b32")
	if t.wave == 64 {
		r = strings.NewReplacer(
			"{vcc}", "vcc", "{exec}", "exec", "{sm}", "s[10:11]", "{sc}", "s[12:13]",
			"{sd}", "s[20:21]", "{ss}", "s[22:23]", "{b}", "b64")
	}
	return r.Replace(asm)
}

// Slots of the mask registers the placeholders name.
const (
	semSM = 10 // {sm}
	semSC = 12 // {sc}
	semSD = 20 // {sd}
	semSS = 22 // {ss}
)

// semSnippet parses asm for a target or stops the test.
func semSnippet(t *testing.T, tg semTarget, asm string) *sim.Snippet {
	t.Helper()
	s, err := sim.NewSnippet(tg.arch, tg.wave, asm)
	if err != nil {
		t.Fatalf("%s: parse %q: %v", tg, asm, err)
	}
	sim.TrackExecutors(s)
	return s
}

// semPick is the spelling of an instruction for a target: asm9 on GFX9 and
// asm11 on GFX11 where given, asm otherwise.
func semPick(tg semTarget, asm, asm9, asm11 string) string {
	switch {
	case tg.gfx9() && asm9 != "":
		return asm9
	case tg.gfx11() && asm11 != "":
		return asm11
	}
	return asm
}

// semMask is a named exec mask.
type semMask struct {
	name string
	m    uint64
}

// semMasks are the exec masks every lane table runs under: alternate lanes
// (every row is active in an even lane and inactive in the odd lane next to
// it), all lanes, the upper half only, and no lane at all.
func semMasks(wave int) []semMask {
	if wave == 32 {
		return []semMask{{"alt", 0x55555555}, {"full", 0xffffffff}, {"upper16", 0xffff0000}, {"none", 0}}
	}
	return []semMask{{"alt", 0x5555555555555555}, {"full", ^uint64(0)}, {"upper32", 0xffffffff00000000}, {"none", 0}}
}

// semSentinel is what a destination register holds in a lane before the
// instruction runs; it differs per lane and register so a value copied from
// the wrong lane is caught too.
func semSentinel(reg, lane int) uint32 { return 0xdead0000 | uint32(reg)<<8 | uint32(lane) }

// semMaskSentinel pre-fills scalar mask destinations.
const semMaskSentinel = 0xdeadbeef

// semRowOf is the table row lane l uses: lanes 2k and 2k+1 share a row.
func semRowOf(lane, rows int) int { return (lane / 2) % rows }

// semLane is a table of per-lane results of one instruction sequence.
//
// Each row lists, in order: one value per register of in; the carry-in /
// select bit (0 or 1) when ciSlot is set; one expected value per register of
// out; the expected result bit when coSlot is set.
type semLane struct {
	name    string
	asm     string // GFX10+ spelling, with placeholders (see semExpand)
	asm9    string // gfx900 spelling when it differs
	asm11   string // GFX11 spelling when it differs
	in      []int  // VGPRs that receive the row's inputs
	out     []int  // VGPRs whose results are checked
	ciSlot  int    // scalar slot of the lane-mask input (0: none)
	coSlot  int    // scalar slot of the lane-mask result (0: none)
	sgprs   map[int]uint32
	fp      int // 32 or 64: an expected quiet NaN matches any quiet NaN
	rows    [][]uint32
	targets []semTarget // nil: semAllTargets
	// alt lists, per expected value, one more value the hardware may also
	// produce (where the ISA guide leaves a constant undefined).
	alt map[uint32]uint32
	// lo16: a 16-bit result, of which only the low half is checked on
	// GFX10+ (where the high half keeps the destination's old value,
	// TestSemVALU16BitHighHalf) and on every target for lo16All.
	lo16, lo16All bool
	// setup prepares memory (and anything else) after the lanes are
	// filled and before the run; after checks memory once it is done.
	setup func(t *testing.T, s *sim.Snippet, w *sim.Wave)
	after func(t *testing.T, s *sim.Snippet, w *sim.Wave, exec uint64)
}

func (c *semLane) asmFor(t semTarget) string {
	return semExpand(t, semPick(t, c.asm, c.asm9, c.asm11))
}

// Expected NaN patterns: a table row holding one of these for an fp table
// accepts any quiet NaN (the hardware's NaN payload is not pinned down).
const (
	semQNaN16   = 0x7e00
	semQNaN32   = 0x7fc00000
	semQNaN64Hi = 0x7ff80000
)

func semIsQNaN32(v uint32) bool { return v&0x7f800000 == 0x7f800000 && v&0x00400000 != 0 }

func semIsQNaN64(_, hi uint32) bool {
	return hi&0x7ff00000 == 0x7ff00000 && hi&0x00080000 != 0
}

// semRunLanes runs every case of a table as its own subtest.
func semRunLanes(t *testing.T, cases []semLane) {
	t.Helper()
	for i := range cases {
		c := &cases[i]
		t.Run(c.name, func(t *testing.T) {
			targets := c.targets
			if targets == nil {
				targets = semAllTargets
			}
			for _, tg := range targets {
				t.Run(tg.String(), func(t *testing.T) { semRunLaneCase(t, c, tg) })
			}
		})
	}
}

func semRunLaneCase(t *testing.T, c *semLane, tg semTarget) {
	nin, nout := len(c.in), len(c.out)
	width := nin + nout
	if c.ciSlot != 0 {
		width++
	}
	if c.coSlot != 0 {
		width++
	}
	if len(c.rows) == 0 || len(c.rows) > 16 {
		t.Fatalf("table needs 1..16 rows, has %d", len(c.rows))
	}
	for i, r := range c.rows {
		if len(r) != width {
			t.Fatalf("row %d has %d values, want %d", i, len(r), width)
		}
	}
	asm := c.asmFor(tg)
	for _, m := range semMasks(tg.wave) {
		t.Run(m.name, func(t *testing.T) {
			s := semSnippet(t, tg, asm) // fresh memory and LDS per run
			w := s.NewWave()
			n := len(c.rows)
			var ci uint64
			for l := 0; l < tg.wave; l++ {
				for _, r := range c.out {
					w.SetLane(r, l, semSentinel(r, l))
				}
				row := c.rows[semRowOf(l, n)]
				for k, r := range c.in {
					w.SetLane(r, l, row[k])
				}
				if c.ciSlot != 0 && row[nin] != 0 {
					ci |= 1 << uint(l)
				}
			}
			if c.ciSlot != 0 {
				semSetMask(w, tg, c.ciSlot, ci)
			}
			if c.coSlot != 0 {
				w.S[c.coSlot], w.S[c.coSlot+1] = semMaskSentinel, semMaskSentinel
			}
			for k, v := range c.sgprs {
				w.S[k] = v
			}
			if c.setup != nil {
				c.setup(t, s, w)
			}
			before := make(map[int][]uint32)
			for _, r := range c.out {
				for l := 0; l < tg.wave; l++ {
					before[r] = append(before[r], w.Lane(r, l))
				}
			}
			w.SetExec(m.m)
			if err := s.Run(w); err != nil {
				t.Fatalf("run %q: %v", asm, err)
			}
			if got := w.Exec(); got != m.m {
				t.Errorf("exec changed: %#x, want %#x", got, m.m)
			}
			var wantMask uint64
			bad := 0
			for l := 0; l < tg.wave && bad < 8; l++ {
				ri := semRowOf(l, n)
				row := c.rows[ri]
				active := m.m>>uint(l)&1 != 0
				off := nin
				if c.ciSlot != 0 {
					off++
				}
				for k, r := range c.out {
					got := w.Lane(r, l)
					if !active {
						if got != before[r][l] {
							t.Errorf("inactive lane %d: v%d = %#x, want unchanged %#x", l, r, got, before[r][l])
							bad++
						}
						continue
					}
					want := row[off+k]
					if a, ok := c.alt[want]; ok && got == a {
						continue
					}
					if c.lo16All || c.lo16 && !tg.gfx9() {
						got, want = got&0xffff, want&0xffff
					}
					if !semMatch(c.fp, want, got, row, off, k, w, r, l, c.out) {
						t.Errorf("lane %d (row %d, in %#x): v%d = %#x, want %#x", l, ri, row[:nin], r, got, want)
						bad++
					}
				}
				if c.coSlot != 0 && active && row[width-1] != 0 {
					wantMask |= 1 << uint(l)
				}
			}
			if c.coSlot != 0 {
				semCheckMask(t, w, tg, c.coSlot, wantMask, "result mask")
			}
			if c.after != nil {
				c.after(t, s, w, m.m)
			}
		})
	}
}

// semMatch compares one lane result; for fp tables an expected quiet NaN
// accepts any quiet NaN.
func semMatch(fp int, want, got uint32, row []uint32, off, k int, w *sim.Wave, r, l int, out []int) bool {
	if got == want {
		return true
	}
	switch fp {
	case 16: // an expected 0x7e00 accepts any quiet half NaN
		return want&0xffff == semQNaN16 && got&0x7e00 == 0x7e00 && got>>16 == want>>16
	case 32:
		return want == semQNaN32 && semIsQNaN32(got)
	case 64:
		// out lists (lo, hi) pairs; judge the pair from its high word.
		if k%2 == 0 && k+1 < len(out) && row[off+k+1] == semQNaN64Hi && want == 0 {
			return semIsQNaN64(got, w.Lane(out[k+1], l))
		}
		if k%2 == 1 && want == semQNaN64Hi && row[off+k-1] == 0 {
			return semIsQNaN64(w.Lane(out[k-1], l), got)
		}
	}
	return false
}

// semSetMask writes a lane mask to a scalar register (one SGPR in wave32,
// a pair in wave64).
func semSetMask(w *sim.Wave, tg semTarget, slot int, m uint64) {
	w.S[slot] = uint32(m)
	if tg.wave == 64 {
		w.S[slot+1] = uint32(m >> 32)
	}
}

// semCheckMask checks a lane-mask result; in wave32 the next SGPR must keep
// its sentinel.
func semCheckMask(t *testing.T, w *sim.Wave, tg semTarget, slot int, want uint64, what string) {
	t.Helper()
	got := uint64(w.S[slot])
	if tg.wave == 64 {
		got |= uint64(w.S[slot+1]) << 32
	} else if w.S[slot+1] != semMaskSentinel {
		t.Errorf("%s: wave32 wrote the high half s%d = %#x", what, slot+1, w.S[slot+1])
	}
	if got != want {
		t.Errorf("%s = %#x, want %#x", what, got, want)
	}
}

// semScalar is one scalar-ALU case: registers before, registers after.
// A slot absent from want must be unchanged; SCC (isa.SlotSCC) is checked
// always, so an op that must not write SCC lists it only in in.
type semScalar struct {
	name  string
	asm   string
	asm11 string // GFX11 spelling when it differs
	in    map[int]uint32
	want  map[int]uint32
	// targets: nil for semScalarTargets
	targets []semTarget
}

// semScalarTargets: SALU semantics do not depend on the wave size, so one
// wave size per generation (plus gfx1030 wave64) suffices.
var semScalarTargets = []semTarget{{"gfx900", 64}, {"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}}

func semRunScalars(t *testing.T, cases []semScalar) {
	t.Helper()
	for i := range cases {
		c := &cases[i]
		t.Run(c.name, func(t *testing.T) {
			targets := c.targets
			if targets == nil {
				targets = semScalarTargets
			}
			for _, tg := range targets {
				t.Run(tg.String(), func(t *testing.T) {
					asm := semPick(tg, c.asm, "", c.asm11)
					s := semSnippet(t, tg, asm)
					w := s.NewWave()
					for k := 0; k < 106; k++ {
						w.S[k] = 0xcafe0000 | uint32(k)
					}
					for k, v := range c.in {
						w.S[k] = v
					}
					before := w.S
					if err := s.Run(w); err != nil {
						t.Fatalf("run %q: %v", asm, err)
					}
					for k := 0; k < 106; k++ {
						want, ok := c.want[k]
						if !ok {
							want = before[k]
						}
						if w.S[k] != want {
							t.Errorf("s%d = %#x, want %#x", k, w.S[k], want)
						}
					}
					wantSCC, ok := c.want[isa.SlotSCC]
					if !ok {
						wantSCC = before[isa.SlotSCC]
					}
					if w.S[isa.SlotSCC] != wantSCC {
						t.Errorf("scc = %d, want %d", w.S[isa.SlotSCC], wantSCC)
					}
				})
			}
		})
	}
}

// Float bit patterns used across the tables.
const (
	fPos0     = 0x00000000
	fNeg0     = 0x80000000
	fOne      = 0x3f800000 // 1.0
	fNegOne   = 0xbf800000 // -1.0
	fTwo      = 0x40000000 // 2.0
	fThree    = 0x40400000 // 3.0
	fFour     = 0x40800000 // 4.0
	fHalf     = 0x3f000000 // 0.5
	fInf      = 0x7f800000
	fNegInf   = 0xff800000
	fQNaN     = 0x7fc00000
	fSNaN     = 0x7f800001 // exponent all ones, quiet bit clear
	fMax      = 0x7f7fffff // largest finite
	fMinNorm  = 0x00800000 // 2^-126
	fMinDen   = 0x00000001 // 2^-149
	fMaxDen   = 0x007fffff
	fNegDen   = 0x80000001
	fTwoP127  = 0x7f000000 // 2^127
	fTwoPm127 = 0x00400000 // 2^-127, denormal
)

// semRead32 reads a dword of the snippet's memory.
func semRead32(t *testing.T, s *sim.Snippet, addr uint64) uint32 {
	t.Helper()
	v, err := s.Mem().Read32(addr)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
