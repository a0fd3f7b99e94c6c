package validate

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"math/big"
	"math/rand/v2"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	"gonum.org/v1/gonum/stat"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/launch"
	"github.com/wavesim/wavesim/sim/timing"
)

// SideStats are one program's measurements over the runs.
type SideStats struct {
	Cycles      []float64
	StallCycles []float64
	Stalls      [timing.NumCauses]float64 // summed over runs
	// Hazards are those of the first run (the launch as given). The
	// per-instruction report is left out: a comparison shows totals.
	Hazards []timing.Hazard
	// Mem is what the memory system did in the first run, and MemParams
	// its parameters (nil without a memory system).
	Mem       *timing.MemStats
	MemParams *timing.MemParams
}

// Summary describes a value over the runs.
type Summary struct {
	Mean   float64 `json:"mean"`
	StdDev float64 `json:"std_dev"`
	Min    float64 `json:"min"`
	Max    float64 `json:"max"`
}

// Summarize computes mean, standard deviation, min and max.
func Summarize(v []float64) Summary {
	if len(v) == 0 {
		return Summary{}
	}
	m, s := stat.MeanStdDev(v, nil)
	if len(v) == 1 {
		s = 0
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, x := range v {
		lo, hi = min(lo, x), max(hi, x)
	}
	return Summary{m, s, lo, hi}
}

// LaunchResult is a side-by-side comparison of two kernels over launches.
type LaunchResult struct {
	Runs int // launches run (the given one plus random inputs)
	// BothFaulted and StepLimited count the launches that compared
	// nothing: both sides faulted, or a side ran into the step limit.
	// Inconclusive lists them all, in run order.
	BothFaulted  int
	StepLimited  int
	Inconclusive []InconclusiveRun
	A, B         SideStats
	Mismatch     *LaunchMismatch
	Diff         string
	// MaxSteps is the per-wave instruction limit of the random launches.
	MaxSteps int64
	// LoopInputs are the inputs random launches drew near their given
	// values because they bound loops or address memory, and LoopRuns the
	// runs of one kernel the loop analysis took (loopbound.go).
	LoopInputs []LoopInput
	LoopRuns   int
	// Seed is the comparison's seed; DictShare the share of the random
	// launches' values drawn from the dictionary (0: none), which holds
	// DictProgram values from the programs' constants and DictBoundary
	// boundary values.
	Seed                      uint64
	DictShare                 float64
	DictProgram, DictBoundary int
}

// InconclusiveRun is a launch that compared nothing: which, its seed
// (RunSeed) and why.
type InconclusiveRun struct {
	Run    int    `json:"run"`
	Seed   uint64 `json:"seed"`
	Reason string `json:"reason"`
	// Then is what the next launches vary differently (loopPlan).
	Then string `json:"then,omitempty"`
}

func (r InconclusiveRun) String() string {
	s := fmt.Sprintf("run %d (seed %d): %s", r.Run, r.Seed, r.Reason)
	if r.Then != "" {
		s += "; then " + r.Then
	}
	return s
}

// Compared is the number of launches whose buffers were compared.
func (r *LaunchResult) Compared() int { return len(r.A.Cycles) }

// InconclusiveSummary counts the inconclusive launches by reason:
// "2 faulted on both sides, 1 hit the step limit".
func (r *LaunchResult) InconclusiveSummary() string {
	var parts []string
	if r.BothFaulted > 0 {
		parts = append(parts, fmt.Sprintf("%d faulted on both sides", r.BothFaulted))
	}
	if r.StepLimited > 0 {
		parts = append(parts, fmt.Sprintf("%d hit the step limit", r.StepLimited))
	}
	return strings.Join(parts, ", ")
}

// LaunchMismatch is the first differing buffer element.
type LaunchMismatch struct {
	Run        int // 0 is the launch as given
	Seed       uint64
	Buffer     string
	Index      int
	A, B       any
	ErrA, ErrB string
	Spec       *launch.Spec
	// Drawn are inputs of the launch that came from the dictionary:
	// every argument, each buffer's element at Index, and the first
	// maxListedDraws others; DrawnTotal counts them all.
	Drawn      []DictDraw
	DrawnTotal int
}

func (m *LaunchMismatch) Error() string {
	if m.ErrA != "" || m.ErrB != "" {
		return fmt.Sprintf("run %d (seed %d): only one side faulted: original %q, rewritten %q", m.Run, m.Seed, m.ErrA, m.ErrB) + m.drawnText(-1)
	}
	return fmt.Sprintf("run %d (seed %d): buffer %s[%d]: original %v, rewritten %v", m.Run, m.Seed, m.Buffer, m.Index, m.A, m.B) + m.drawnText(m.Index)
}

// CompareOptions configure CompareLaunchWith.
type CompareOptions struct {
	// Runs is the number of launches: the given one, then Runs-1 random.
	Runs int
	// Seed gives every random choice: each run's seed (RunSeed), from
	// which its buffers, scalar arguments and register poison follow.
	Seed uint64
	// MaxSteps is the per-wave instruction limit of the random launches
	// (0: 4 times the most a wave of the given launch executed on either
	// side, plus 10000). The given launch runs to sim.DefaultStepLimit.
	MaxSteps int64
	// Model sets named timing-model parameters (timing.Knobs).
	Model []timing.Setting
	// Poison, when not 0, is the register poison of the given launch
	// (launch.Options.Poison) in place of the one its run seed gives:
	// a reproducer replays a random launch's poison with it.
	Poison uint64
	// ScratchSlotBase, when not 0, is the given launch's scratch slot base
	// (launch.Options.ScratchSlotBase) in place of 0; random launches take
	// ScratchSlotOf their run seed, so code that leaves the scratch wave
	// offset out of its addresses, or adds it twice, differs.
	ScratchSlotBase int
	// CUs and Occupancy place workgroups side by side (launch.Options):
	// the timing, not the results, depends on them.
	CUs, Occupancy int
	// DictShare is the share of the random launches' values drawn from
	// the dictionary of the two programs' constants (Share: 0 is
	// DefaultDictShare, NoDictionary none).
	DictShare float64
}

// PoisonOf is the register poison of a run with seed rs.
func PoisonOf(rs uint64) uint64 { return rs | 1 }

// ScratchSlotOf is the scratch slot base of a random run with seed rs:
// 1 to 61 slots.
func ScratchSlotOf(rs uint64) int { return 1 + int(rs>>20%61) }

// RunSeed is the seed of run i of a comparison seeded with seed.
func RunSeed(seed uint64, i int) uint64 { return mix(seed, uint64(i)+1<<41) }

// Step limit of the random launches: a small multiple of what the given
// launch took, so a random input that makes a loop run away ends fast.
const (
	stepLimitFactor = 4
	stepLimitSlack  = 10000
)

// CompareLaunch runs both kernels on the launch as given and on runs-1
// random launches (CompareLaunchWith).
func CompareLaunch(a, b *isa.Program, spec *launch.Spec, runs int, seed uint64, model ...timing.Setting) (*LaunchResult, error) {
	return CompareLaunchWith(a, b, spec, CompareOptions{Runs: runs, Seed: seed, Model: model})
}

// CompareLaunchWith runs both kernels on the launch as given and on
// Runs-1 launches with random buffer contents (same sizes and types) and
// random integer arguments (randomizeSpec), and compares every buffer
// after each. Every run, the given one too, starts the waves of both
// sides with the same random values in the registers the HSA initial
// state leaves undefined (launch.Options.Poison), so a read of a register
// never written shows as a difference. Both kernels must fault or
// neither; a launch on which both fault, or one that reaches the step
// limit, is inconclusive. A run keeps its buffers and timing totals, not
// the dispatch, whose decoded program and timing model grow with the
// kernel.
func CompareLaunchWith(a, b *isa.Program, spec *launch.Spec, o CompareOptions) (*LaunchResult, error) {
	res := &LaunchResult{Diff: Diff(a, b), Seed: o.Seed}
	dict := res.dictionary(a, b, o)
	var limit int64
	var plan *loopPlan
	for run := 0; run < max(o.Runs, 1); run++ {
		rs := RunSeed(o.Seed, run)
		sp := spec
		ld := newLaunchDrawer(dict, res.DictShare, rs)
		if run > 0 {
			// The last run's launch and results are garbage now.
			collectLarge(spec)
			drawn := randomizeSpec(spec, launchRand(rs), ld)
			sp = plan.apply(spec, drawn, rand.New(rand.NewPCG(rs^0x100b, rs)))
		}
		opts := launch.Options{Timing: true, Model: o.Model, Poison: PoisonOf(rs), StepLimit: limit,
			ScratchSlotBase: o.ScratchSlotBase, CUs: o.CUs, Occupancy: o.Occupancy}
		if run == 0 && o.Poison != 0 {
			opts.Poison = o.Poison
		}
		if run > 0 {
			opts.ScratchSlotBase = ScratchSlotOf(rs)
		}
		ra := runSide(a, sp, opts, nil)
		collectLarge(sp)
		rb := runSide(b, sp, opts, &ra)
		switch {
		case ra.setup && rb.setup:
			// Not a fault of the kernels: the launch does not fit them.
			return nil, ra.err
		case ra.setup || rb.setup:
			// The launch (or the placement asked for: a forced
			// occupancy the other kernel's registers do not allow)
			// fits one kernel only: nothing can be compared, which is
			// no difference in results.
			side, err := "original", ra.err
			if rb.setup {
				side, err = "rewritten", rb.err
			}
			return nil, fmt.Errorf("the launch does not fit the %s kernel, so the two cannot be compared on it: %w", side, err)
		}
		used := cmp.Or(limit, sim.DefaultStepLimit)
		if run == 0 {
			limit = o.MaxSteps
			if limit <= 0 {
				limit = stepLimitFactor*max(ra.maxSteps, rb.maxSteps) + stepLimitSlack
			}
			res.MaxSteps = limit
		}
		res.Runs++
		inc, lim := len(res.Inconclusive), res.StepLimited
		if stop, err := res.judge(run, rs, used, sp, &ra, &rb); stop || err != nil {
			if m := res.Mismatch; m != nil && run > 0 {
				// The loop plan redraws some inputs: a dictionary
				// value it replaced is not in the launch and is not
				// named.
				focus := -1
				if m.ErrA == "" && m.ErrB == "" {
					focus = m.Index
				}
				m.Drawn, m.DrawnTotal = drawnFor(spec, sp, dict, res.DictShare, rs, focus, maxListedDraws)
			}
			return res, err
		}
		if run == 0 {
			plan = newLoopPlan(a, b, spec, opts, limit, o.Runs)
			res.LoopInputs, res.LoopRuns = plan.inputs, plan.runs
		}
		if len(res.Inconclusive) > inc {
			res.Inconclusive[inc].Then = plan.afterInconclusive(spec, sp, res.StepLimited > lim)
		}
	}
	return res, nil
}

// judge adds one run to the result; it says whether the comparison ends
// (a mismatch).
func (res *LaunchResult) judge(run int, rs uint64, limit int64, sp *launch.Spec, ra, rb *sideRun) (bool, error) {
	limA, limB := errors.Is(ra.err, sim.ErrStepLimit), errors.Is(rb.err, sim.ErrStepLimit)
	switch {
	case (limA || limB) && (run > 0 || limA && limB):
		// A random input may make a loop run long: the run says nothing.
		// On the given launch, one side alone running away differs.
		why := "hit the step limit on both sides"
		switch {
		case !limB:
			why = "the original hit the step limit"
		case !limA:
			why = "the rewritten hit the step limit"
		}
		res.StepLimited++
		res.Inconclusive = append(res.Inconclusive, InconclusiveRun{Run: run, Seed: rs, Reason: fmt.Sprintf("%s (%d instructions per wave)", why, limit)})
		return false, nil
	case ra.err != nil && rb.err != nil:
		res.BothFaulted++
		why := "faulted on both sides: " + ra.err.Error()
		switch {
		case limA:
			why = "the original hit the step limit and the rewritten faulted: " + rb.err.Error()
		case limB:
			why = "the rewritten hit the step limit and the original faulted: " + ra.err.Error()
		}
		res.Inconclusive = append(res.Inconclusive, InconclusiveRun{Run: run, Seed: rs, Reason: why})
		return false, nil
	case ra.err != nil || rb.err != nil:
		m := &LaunchMismatch{Run: run, Seed: rs, Spec: sp}
		if ra.err != nil {
			m.ErrA = ra.err.Error()
		}
		if rb.err != nil {
			m.ErrB = rb.err.Error()
		}
		res.Mismatch = m
		return true, nil
	case ra.contentsErr != nil:
		return true, fmt.Errorf("original, %w", ra.contentsErr)
	case rb.contentsErr != nil:
		return true, fmt.Errorf("rewritten, %w", rb.contentsErr)
	}
	first := len(res.A.Cycles) == 0
	ra.addTo(&res.A, first)
	rb.addTo(&res.B, first)
	if m := rb.diff; m != nil {
		m.Run, m.Seed, m.Spec = run, rs, sp
		res.Mismatch = m
		return true, nil
	}
	return false, nil
}

// sideRun is what a comparison keeps of one kernel's run: its timing
// totals, and the original's buffers, which the rewritten's run is
// compared against as it ends (diff): only one copy of the buffers is
// held, whatever their size.
type sideRun struct {
	err         error // the run faulted
	contentsErr error // a buffer could not be read
	maxSteps    int64 // the most instructions a wave executed
	setup       bool  // err is the launch's: it does not fit the kernel
	cycles      int64
	stalls      timing.Stalls
	hazards     []timing.Hazard
	mem         *timing.MemStats
	memParams   *timing.MemParams
	names       []string
	raw         map[string][]byte // the original's buffers (launch.Dispatch.RawContents)
	diff        *LaunchMismatch   // the rewritten's first element unlike ref's
}

// runSide runs one kernel. Without ref it keeps the buffers; with ref,
// the original's run, it keeps the first element that differs from
// ref's (in buffer order) instead.
func runSide(p *isa.Program, spec *launch.Spec, opts launch.Options, ref *sideRun) sideRun {
	d, err := launch.NewDispatch(p, spec, opts)
	if err != nil {
		return sideRun{err: err, setup: true}
	}
	if err = d.Run(); err != nil {
		r := sideRun{err: err}
		if d != nil {
			r.maxSteps = d.MaxWaveSteps
		}
		return r
	}
	r := sideRun{maxSteps: d.MaxWaveSteps, cycles: d.Timing.Cycles, stalls: d.Timing.Stalls, hazards: d.Timing.Hazards,
		mem: d.Timing.MemStats(), memParams: &d.Timing.P.Mem, names: d.BufferNames()}
	if ref == nil {
		r.raw = map[string][]byte{}
	}
	for _, name := range r.names {
		if ref == nil {
			x, err := d.RawContents(name)
			if err != nil {
				return sideRun{contentsErr: fmt.Errorf("buffer %s: %w", name, err)}
			}
			r.raw[name] = x
			continue
		}
		if r.diff != nil || ref.raw == nil {
			continue
		}
		i, got, want, err := d.FirstDiff(name, ref.raw[name])
		if err != nil {
			return sideRun{contentsErr: fmt.Errorf("buffer %s: %w", name, err)}
		}
		if i >= 0 {
			t := d.Buffers[name].Type
			r.diff = &LaunchMismatch{Buffer: name, Index: i, A: t.Format(want), B: t.Format(got)}
		}
	}
	return r
}

// addTo adds the run's cycles and stalls to s; the first run that counts
// (no side faulted) gives the hazards.
func (r *sideRun) addTo(s *SideStats, first bool) {
	s.Cycles = append(s.Cycles, float64(r.cycles))
	s.StallCycles = append(s.StallCycles, float64(r.stalls.Total()))
	for c, v := range r.stalls {
		s.Stalls[c] += float64(v)
	}
	if first {
		s.Hazards = r.hazards
		if r.mem != nil {
			s.Mem, s.MemParams = r.mem, r.memParams
		}
	}
}

// largeLaunch is the size of a launch's buffers past which a comparison
// collects garbage after each side's run.
const largeLaunch = 64 << 20

// collectLarge collects garbage after a side ran a large launch, or a
// run ended. A side leaves its memory (as large as the buffers)
// unreachable, a run its launch and results, and the
// collector's default pacing lets the heap reach twice what is live
// before it reclaims it: with gigabyte buffers, three gigabytes more at
// the peak. Each run of such a launch costs seconds; a collection costs
// a small part of that, as buffers hold no pointers to mark.
func collectLarge(sp *launch.Spec) {
	n := 0
	for _, b := range sp.Buffers {
		n += b.Len() * b.Type.Size()
	}
	if n >= largeLaunch {
		runtime.GC()
	}
}

// launchRand is the generator of run rs's buffer contents and integer
// arguments.
func launchRand(rs uint64) *rand.Rand { return rand.New(rand.NewPCG(rs, rs^0x51ed270b)) }

// randomizeSpec copies a spec with random buffer contents of each buffer's
// type: edge values and small numbers, so branches go both ways.
func randomizeSpec(s *launch.Spec, r *rand.Rand, ld *launchDrawer) *launch.Spec {
	return drawLaunch(s, r, ld, true)
}

// drawLaunch draws a random launch from s; without keep, its buffers'
// elements are drawn (the draws that follow them depend on theirs) but
// not kept: the returned spec has its arguments and no buffers.
func drawLaunch(s *launch.Spec, r *rand.Rand, ld *launchDrawer, keep bool) *launch.Spec {
	c := *s
	c.Buffers = map[string]*launch.BufferSpec{}
	c.Expect = nil
	c.Args = randomArgs(s, r, ld)
	// Sorted names: the random draws follow from the seed alone, not
	// from map order.
	for _, name := range slices.Sorted(maps.Keys(s.Buffers)) {
		b := s.Buffers[name]
		n := b.Len()
		if !keep {
			for i := range n {
				ld.element(name, i, b.Type, randomBits(b.Type, r))
			}
			continue
		}
		// Packed: a gigabyte buffer's random contents take a gigabyte.
		nb := launch.NewPackedBuffer(b.Type, n)
		for i := range n {
			nb.SetBits(i, ld.element(name, i, b.Type, randomBits(b.Type, r)))
		}
		c.Buffers[name] = nb
	}
	return &c
}

// elemBits is a value drawn for an element as its bits (every value drawn
// is one).
func elemBits(t launch.ElemType, v any) uint64 {
	bits, _ := launch.ElementBits(t, v)
	return bits
}

// randomBits draws an element of type t: edge values and small numbers,
// so branches go both ways. Its values are those the spec read from text
// once drawn (launch_random_test.go keeps that path as the reference),
// without the text in between: a gigabyte buffer is a quarter of a
// billion elements. Only an f64 element still goes through the text, as
// its value is the f64 nearest the shortest decimal of an f32.
func randomBits(t launch.ElemType, r *rand.Rand) uint64 {
	switch t {
	case launch.F32, launch.F64:
		if r.IntN(5) == 0 {
			return smallFloatBits(t, r.IntN(7))
		}
		x := r.NormFloat64() * 100
		if t == launch.F32 {
			return uint64(math.Float32bits(float32(x)))
		}
		return elemBits(t, json.Number(strconv.FormatFloat(x, 'g', -1, 32)))
	case launch.U32:
		return uint64(randValue(r))
	case launch.U64:
		return r.Uint64() >> uint(r.IntN(64))
	case launch.I64:
		return uint64(int64(r.Uint64()>>uint(r.IntN(64))) - int64(r.IntN(1000)))
	}
	v := int32(randValue(r))
	if r.IntN(2) == 0 {
		v = int32(r.IntN(512)) - 128
	}
	return uint64(uint32(v))
}

// smallFloats are randomNumber's fixed float draws.
var smallFloats = []string{"0", "-0", "1", "-1", "0.5", "1e30", "-1e-30"}

// smallFloatBits is smallFloats[i] as a t.
func smallFloatBits(t launch.ElemType, i int) uint64 {
	if t == launch.F32 {
		return smallFloatTable()[0][i]
	}
	return smallFloatTable()[1][i]
}

// smallFloatTable is smallFloats as f32 and f64 bits, read once.
var smallFloatTable = sync.OnceValue(func() (b [2][7]uint64) {
	for i, x := range smallFloats {
		b[0][i] = elemBits(launch.F32, json.Number(x))
		b[1][i] = elemBits(launch.F64, json.Number(x))
	}
	return b
})

// randomArgs copies the arguments with every integer one that is not
// fixed drawn anew (randomInt, or the dictionary), and every float one
// (launchDrawer.floatArgs).
func randomArgs(s *launch.Spec, r *rand.Rand, ld *launchDrawer) []map[string]any {
	args := slices.Clone(s.Args)
	ints := s.IntArgs()
	for _, ia := range ints {
		if ia.Fixed {
			continue
		}
		v := ld.intArg(ia, randomInt(ia, ints, r))
		args[ia.Index] = launch.ArgValue(args[ia.Index], ia.Kind, ia.Kind.Format(wrapBits(ia.Kind, v)))
	}
	if ld != nil {
		ld.floatArgs(s, args)
	}
	return args
}

// randomInt draws an integer argument around its given value: 0 and ±1,
// the value plus or minus a small delta, a value up to twice its
// magnitude either side, another integer argument's value (so a branch
// on comparing two arguments goes both ways), or the value itself. With
// a range, a draw outside it is clamped to its nearer end or drawn
// uniformly inside it.
func randomInt(ia launch.IntArg, all []launch.IntArg, r *rand.Rand) *big.Int {
	v := ia.Value
	var x *big.Int
	switch r.IntN(6) {
	case 0:
		x = big.NewInt(int64(r.IntN(3) - 1))
	case 1:
		x = new(big.Int).Add(v, big.NewInt(int64(r.IntN(9)-4)))
	case 2, 3:
		mag := new(big.Int).Abs(v)
		mag.Lsh(mag, 1)
		if mag.Sign() == 0 {
			mag.SetInt64(16)
		}
		x = uniform(new(big.Int).Neg(mag), mag, r)
		if r.IntN(2) == 0 {
			x.Abs(x)
		}
	case 4:
		var others []*big.Int
		for _, o := range all {
			if o.Index != ia.Index {
				others = append(others, o.Value)
			}
		}
		if len(others) == 0 {
			x = new(big.Int).Set(v)
			break
		}
		x = new(big.Int).Add(others[r.IntN(len(others))], big.NewInt(int64(r.IntN(3)-1)))
	default:
		x = new(big.Int).Set(v)
	}
	if ia.Range == nil {
		return x
	}
	lo, hi := ia.Range[0], ia.Range[1]
	if x.Cmp(lo) >= 0 && x.Cmp(hi) <= 0 {
		return x
	}
	switch r.IntN(3) {
	case 0:
		return new(big.Int).Set(lo)
	case 1:
		return new(big.Int).Set(hi)
	}
	return uniform(lo, hi, r)
}

// uniform is a uniform integer in [lo, hi].
func uniform(lo, hi *big.Int, r *rand.Rand) *big.Int {
	span := new(big.Int).Sub(hi, lo)
	span.Add(span, big.NewInt(1))
	var x *big.Int
	if span.IsUint64() {
		x = new(big.Int).SetUint64(r.Uint64N(span.Uint64()))
	} else { // the span of all 64-bit values
		x = new(big.Int).SetUint64(r.Uint64())
	}
	return x.Add(x, lo)
}

// wrapBits is an integer's two's-complement bits in the kind's width.
func wrapBits(kind launch.ElemType, x *big.Int) uint64 {
	m := new(big.Int).Lsh(big.NewInt(1), 64)
	y := new(big.Int).Mod(x, m) // non-negative
	bits := y.Uint64()
	if kind.Size() == 4 {
		bits &= 0xffffffff
	}
	return bits
}
