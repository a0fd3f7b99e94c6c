package validate

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"maps"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/launch"
)

// Loop bounds. A random launch draws a kernel's inputs far from the given
// ones; where an input bounds a loop (a trip count in a scalar argument, a
// count or a CSR row_ptr in a buffer) the loop then runs into the step
// limit, and where an input addresses memory (a stride, an index buffer)
// the kernel reads outside its buffers on both sides. Either way the
// launch compares nothing. The loop analysis finds those inputs from the
// launch as given and random launches draw them from small ranges around
// their given values; the rest stays random.
//
// The analysis is dynamic and runs only for kernels with a backward branch
// (a loop). It perturbs one input at a time, keeping the others as given,
// and runs the kernels functionally (no timing) under the random launches'
// step limit, comparing the wave instructions executed in all (the sum
// over waves, Dispatch.Steps: a lane's longer loop shows even where
// another lane's bounds the wave) with the launch as given:
//
//   - every integer argument that is neither fixed nor given a "random"
//     range is set to max(2|v|, 8) and to -max(|v|, 1) (0 when unsigned).
//     A probe that changes the instruction count marks a loop bound; one
//     on which both sides fault or hit the limit is halved toward the
//     given value (up to three times) and otherwise that end of the range
//     stays at the given value; an argument whose probes only fault is an
//     address, drawn between the ends that ran;
//   - every integer buffer is filled with random values as a random launch
//     fills it, up to three times, and once with every word 2^30. A buffer whose random contents never
//     make both sides fault or run away keeps its random draws (its words
//     may steer a loop, as a compare-and-swap loop's retries, without
//     stopping a launch). Otherwise its words address memory or bound
//     loops: each word is moved by ±1 within the buffer's given range (the
//     count changes: some word bounds a loop), and the words that change
//     the count are found by bisection while the budget lasts (a half
//     whose own probe shows nothing while its parent did is kept whole).
//
// The probes of one side alone running away or faulting say the two
// kernels differ on that input: it is kept as a loop bound at that value,
// so the random launches reach it. Its cost is capped (loopBudget runs of
// one side) and spent once per comparison, not per random launch. What it
// misses are loops bounded by float inputs, by an input only through a
// branch the given launch never takes, and words a bisection left whole.
//
// The draws: a loop-bound argument is its given value, the given value
// ±1, 0, ±1 (the zero-trip edge), another integer argument's given value
// ±1 (so a compare of two arguments goes both ways) or uniform in its
// range, each clamped to the range, [min(v, -2),
// max(2|v|, 8)] after the probes (0 in place of -2 when unsigned); a lone
// loop-bound buffer word likewise; two or more loop-bound words of a
// buffer (row_ptr) each move by up to ±2, clamped to the range of their
// given values, so a row never reaches past the buffers it indexes; the
// other words of a buffer that addresses memory keep their given value ±1
// within the buffer's given range, or another word's given value.
//
// After an inconclusive launch the next one varies something else: after
// one that hit the step limit the loop-bound ranges are halved toward
// their given values (up to four times), then the argument that launch
// moved furthest from its given value (loop bounds last) is pinned to it,
// then a buffer to
// its given contents, the smallest first (then by name); after one on which both sides
// faulted, the argument moved furthest is pinned, then a buffer. Every
// step follows from the runs' outcomes, which follow from the seed.

// LoopInput is an input the loop analysis found bounding a loop or
// addressing memory, and how random launches draw it.
type LoopInput struct {
	// Input names it: "arg 2 (i32 24)", "buffer params[1]",
	// "buffer row_ptr[0..64]".
	Input string `json:"input"`
	// Role is "loop bound" or "address".
	Role string `json:"role"`
	// Draw says what random launches draw: "[-2, 48]",
	// "given ±2 within [0, 202]".
	Draw string `json:"draw"`
}

func (l LoopInput) String() string { return fmt.Sprintf("%s: %s, drawn %s", l.Input, l.Role, l.Draw) }

// The roles of a LoopInput.
const (
	RoleLoopBound = "loop bound"
	RoleAddress   = "address"
)

// loopAnalysis turns the analysis and the reactions to inconclusive
// launches on; tests turn it off to measure random launches without them.
var loopAnalysis = true

// loopBudget caps the analysis: runs of one kernel on the launch as given
// with one input changed.
const loopBudget = 48

// wildTries is how many random fills of a buffer the analysis tries.
const wildTries = 4

// narrowMax is how often the loop-bound ranges may be halved after
// launches that hit the step limit.
const narrowMax = 4

// loopPlan is what random launches draw for the inputs that bound loops
// or address memory, and what earlier inconclusive launches pinned.
type loopPlan struct {
	args   map[int]*argDraw
	bufs   map[string]*bufDraw
	inputs []LoopInput
	runs   int // analysis runs
	narrow int // times the ranges were halved

	pinnedArgs map[int]bool
	pinnedBufs map[string]bool
	off        bool // loopAnalysis was off
}

type argDraw struct {
	kind   launch.ElemType
	given  *big.Int
	lo, hi *big.Int
	bound  bool       // a loop bound (else an address)
	others []*big.Int // the other integer arguments' given values
}

type bufDraw struct {
	typ    launch.ElemType
	given  []uint64
	bound  []int // the words that bound loops
	addr   bool  // the other words address memory
	lo, hi int64 // the given range: of the bound words, or of all words
	allLo  int64 // the given range of all words
	allHi  int64
}

// probeResult is one side's run of a probe.
type probeResult struct {
	steps        int64
	fault, limit bool
}

func (p probeResult) ran() bool { return !p.fault && !p.limit }

// loopProber runs probes: both kernels on the launch as given with some
// inputs changed.
type loopProber struct {
	a, b   *isa.Program
	spec   *launch.Spec
	opts   launch.Options
	steps  int64 // side a on the launch as given
	runs   int
	budget int
}

func (lp *loopProber) run(p *isa.Program, sp *launch.Spec) probeResult {
	lp.runs++
	d, err := launch.NewDispatch(p, sp, lp.opts)
	if err != nil {
		return probeResult{fault: true}
	}
	err = d.Run()
	lim := errors.Is(err, sim.ErrStepLimit)
	return probeResult{steps: d.Steps(), limit: lim, fault: err != nil && !lim}
}

// probe runs side a, and side b too when a did not run to its end (so a
// one-sided runaway shows). It says whether the input moves the count of
// instructions (or one side alone failed) and whether both sides failed.
func (lp *loopProber) probe(sp *launch.Spec) (changed, failed bool) {
	ra := lp.run(lp.a, sp)
	if ra.ran() {
		return ra.steps != lp.steps, false
	}
	rb := lp.run(lp.b, sp)
	if rb.ran() {
		return true, false // one side alone: the sides differ here
	}
	return ra.limit && rb.limit, true
}

func (lp *loopProber) spent() bool { return lp.runs >= lp.budget }

// hasLoop says whether a program branches backward.
func hasLoop(p *isa.Program) bool {
	for i, in := range p.Insts {
		if !in.Op.Branch {
			continue
		}
		for _, a := range in.Args {
			if a.Kind == isa.OpLabel && a.Target() >= 0 && a.Target() <= i {
				return true
			}
		}
	}
	return false
}

// newLoopPlan analyses the launch as given (loop bounds above) when either
// kernel has a loop and random launches follow; limit is their step limit.
func newLoopPlan(a, b *isa.Program, spec *launch.Spec, opts launch.Options, limit int64, runs int) *loopPlan {
	plan := &loopPlan{args: map[int]*argDraw{}, bufs: map[string]*bufDraw{}, pinnedArgs: map[int]bool{}, pinnedBufs: map[string]bool{}, off: !loopAnalysis}
	if plan.off || runs < 2 || !hasLoop(a) && !hasLoop(b) {
		return plan
	}
	// Functional runs, one workgroup at a time: a race-free kernel's
	// results and instruction counts do not depend on placement.
	opts.Timing, opts.StepLimit, opts.CUs, opts.Occupancy = false, limit, 0, 0
	lp := &loopProber{a: a, b: b, spec: spec, opts: opts, budget: loopBudget}
	given := lp.run(a, spec)
	if !given.ran() {
		return plan
	}
	lp.steps = given.steps
	for _, ia := range spec.IntArgs() {
		if !lp.spent() && !ia.Fixed && ia.Range == nil {
			plan.probeArg(lp, ia)
		}
	}
	if init, err := initialContents(a, spec, opts); err == nil {
		for _, name := range slices.Sorted(maps.Keys(spec.Buffers)) {
			if t := spec.Buffers[name].Type; t.Integer() && !lp.spent() {
				plan.probeBuffer(lp, name, t, init[name])
			}
		}
	}
	plan.runs = lp.runs
	return plan
}

// initialContents is every buffer's bits before the kernel runs.
func initialContents(p *isa.Program, spec *launch.Spec, opts launch.Options) (map[string][]uint64, error) {
	d, err := launch.NewDispatch(p, spec, opts)
	if err != nil {
		return nil, err
	}
	out := map[string][]uint64{}
	for name := range spec.Buffers {
		if out[name], err = d.Contents(name); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// probeArg probes an integer argument at both ends of its range.
func (plan *loopPlan) probeArg(lp *loopProber, ia launch.IntArg) {
	g := ia.Value
	mag := new(big.Int).Abs(g)
	hi := new(big.Int).Lsh(mag, 1)
	if hi.Cmp(big.NewInt(8)) < 0 {
		hi.SetInt64(8)
	}
	lo := new(big.Int)
	if ia.Kind.Signed() {
		lo.Neg(mag)
		if lo.Sign() == 0 {
			lo.SetInt64(-1)
		}
	}
	hi, bh, fh := plan.probeEnd(lp, ia, hi)
	lo, bl, fl := plan.probeEnd(lp, ia, lo)
	switch {
	case bh || bl:
		// The draws go from the zero-trip edge to the high end.
		floor := big.NewInt(-2)
		if !ia.Kind.Signed() {
			floor.SetInt64(0)
		}
		if !fl && lo.Cmp(floor) > 0 {
			lo = floor
		}
		lo = bigMin(lo, g)
		plan.args[ia.Index] = &argDraw{kind: ia.Kind, given: g, lo: lo, hi: bigMax(hi, g), bound: true}
	case fh || fl:
		plan.args[ia.Index] = &argDraw{kind: ia.Kind, given: g, lo: bigMin(lo, g), hi: bigMax(hi, g)}
	default:
		return
	}
	d := plan.args[ia.Index]
	for _, o := range lp.spec.IntArgs() {
		if o.Index != ia.Index {
			d.others = append(d.others, o.Value)
		}
	}
	plan.inputs = append(plan.inputs, LoopInput{fmt.Sprintf("arg %d (%s %s)", ia.Index, ia.Kind, g), d.role(), fmt.Sprintf("[%s, %s]", d.lo, d.hi)})
}

// probeEnd probes an argument at v, halving v toward the given value
// while both sides fail; it gives the value that ran (the given one when
// none did), whether the argument bounds a loop and whether a probe
// failed on both sides.
func (plan *loopPlan) probeEnd(lp *loopProber, ia launch.IntArg, v *big.Int) (end *big.Int, bound, failed bool) {
	for try := 0; try < 4 && !lp.spent(); try++ {
		changed, bothFailed := lp.probe(withArg(lp.spec, ia, v))
		if !bothFailed {
			return v, bound || changed, failed
		}
		// Both sides faulted, or both ran into the step limit (changed):
		// a loop bound, with v too far. Halve the distance to the given
		// value.
		failed, bound = true, bound || changed
		d := new(big.Int).Sub(v, ia.Value)
		d.Quo(d, big.NewInt(2))
		if d.Sign() == 0 {
			break
		}
		v = new(big.Int).Add(ia.Value, d)
	}
	return new(big.Int).Set(ia.Value), bound, failed
}

func (d *argDraw) role() string {
	if d.bound {
		return RoleLoopBound
	}
	return RoleAddress
}

// withArg is the spec with one integer argument set.
func withArg(s *launch.Spec, ia launch.IntArg, v *big.Int) *launch.Spec {
	c := *s
	c.Expect = nil
	c.Args = slices.Clone(s.Args)
	c.Args[ia.Index] = launch.ArgValue(c.Args[ia.Index], ia.Kind, ia.Kind.Format(wrapBits(ia.Kind, v)))
	return &c
}

// withWords is the spec with one buffer's words given.
func withWords(s *launch.Spec, name string, t launch.ElemType, words []uint64) *launch.Spec {
	c := *s
	c.Expect = nil
	c.Buffers = maps.Clone(s.Buffers)
	// Packed, as a random launch's buffers are (randomizeSpec).
	nb := launch.NewPackedBuffer(t, len(words))
	for i, w := range words {
		nb.SetBits(i, elemBits(t, wordNumber(t, w)))
	}
	c.Buffers[name] = nb
	return &c
}

// wordNumber is an integer element's bits as a JSON number.
func wordNumber(t launch.ElemType, bits uint64) json.Number {
	return json.Number(fmt.Sprint(t.Format(bits)))
}

// signedWord is an integer element's value, unsigned ones up to 2^63-1.
func signedWord(t launch.ElemType, bits uint64) int64 {
	switch {
	case t == launch.I32:
		return int64(int32(bits))
	case t.Size() == 4:
		return int64(uint32(bits))
	case t == launch.I64:
		return int64(bits)
	}
	return int64(min(bits, math.MaxInt64))
}

// wordBits is a value clamped to an integer element type, as its bits.
func wordBits(t launch.ElemType, v int64) uint64 {
	switch t {
	case launch.I32:
		return uint64(uint32(int32(max(min(v, math.MaxInt32), math.MinInt32))))
	case launch.U32:
		return uint64(max(min(v, math.MaxUint32), 0))
	case launch.U64:
		return uint64(max(v, 0))
	}
	return uint64(v)
}

// probeBuffer probes an integer buffer: random contents, then every word
// moved by one.
func (plan *loopPlan) probeBuffer(lp *loopProber, name string, t launch.ElemType, given []uint64) {
	if len(given) == 0 {
		return
	}
	lo, hi := int64(math.MaxInt64), int64(math.MinInt64)
	for _, w := range given {
		v := signedWord(t, w)
		lo, hi = min(lo, v), max(hi, v)
	}
	// Only a buffer whose random contents make a launch compare nothing
	// is drawn near its given contents: one whose words bound a loop
	// only through, say, a compare-and-swap loop's retries keeps its
	// random draws. Up to wildTries random fills, seeded by the buffer's
	// name (the analysis is the same for every seed of the comparison).
	h := fnv.New64a()
	h.Write([]byte(name))
	var ranAway, wild bool
	for try := 0; try < wildTries && !wild && !lp.spent(); try++ {
		r := rand.New(rand.NewPCG(h.Sum64(), uint64(try)))
		random := make([]uint64, len(given))
		for i := range random {
			if try == 1 {
				// Every word large, as a random count may be.
				random[i] = wordBits(t, 1<<30)
			} else {
				random[i] = randomBits(t, r)
			}
		}
		ranAway, wild = lp.probe(withWords(lp.spec, name, t, random))
	}
	if !wild {
		return
	}
	// Moves stay within the given range, so an index stays in the buffer
	// it indexes; a buffer of equal words (one count) moves up by one.
	top := hi
	if lo == hi {
		top++
	}
	moved := func(from, to int) []uint64 {
		w := slices.Clone(given)
		for i := from; i < to; i++ {
			d := int64(1 - 2*(i&1))
			w[i] = wordBits(t, max(min(signedWord(t, w[i])+d, top), lo))
		}
		return w
	}
	changes := func(from, to int) bool {
		if lp.spent() {
			return true
		}
		changed, failed := lp.probe(withWords(lp.spec, name, t, moved(from, to)))
		return changed && !failed
	}
	var bound []int
	if changes(0, len(given)) {
		bound = bisectWords(0, len(given), changes, lp)
	} else if wild && ranAway {
		// Random words run away on both sides but no small move shows
		// which: keep them all near their given values.
		bound = seq(0, len(given))
	}
	// Random words that fault on both sides address memory.
	wild = wild && !ranAway
	if len(bound) == 0 && !wild {
		return
	}
	bd := &bufDraw{typ: t, given: given, bound: bound, addr: wild, lo: lo, hi: hi, allLo: lo, allHi: hi}
	if len(bound) > 0 {
		bd.lo, bd.hi = int64(math.MaxInt64), int64(math.MinInt64)
		for _, i := range bound {
			v := signedWord(t, given[i])
			bd.lo, bd.hi = min(bd.lo, v), max(bd.hi, v)
		}
		plan.inputs = append(plan.inputs, LoopInput{"buffer " + name + wordRanges(bound), RoleLoopBound, bd.boundDraw()})
	}
	if wild && len(bound) < len(given) {
		plan.inputs = append(plan.inputs, LoopInput{"buffer " + name, RoleAddress, fmt.Sprintf("given ±1 within [%d, %d], or another word's given value", lo, hi)})
	}
	plan.bufs[name] = bd
}

// bisectWords finds the words in [from, to) whose move changes the count
// (changes(from, to) is known true): halves while the budget lasts, a
// range whose halves both show nothing kept whole.
func bisectWords(from, to int, changes func(int, int) bool, lp *loopProber) []int {
	if to-from == 1 || lp.spent() {
		return seq(from, to)
	}
	mid := (from + to) / 2
	var out []int
	l, r := changes(from, mid), changes(mid, to)
	if !l && !r {
		return seq(from, to)
	}
	if l {
		out = append(out, bisectWords(from, mid, changes, lp)...)
	}
	if r {
		out = append(out, bisectWords(mid, to, changes, lp)...)
	}
	return out
}

func seq(from, to int) []int {
	out := make([]int, 0, to-from)
	for i := from; i < to; i++ {
		out = append(out, i)
	}
	return out
}

// wordRanges prints word indices as "[1]" or "[0..3, 7]".
func wordRanges(ix []int) string {
	var parts []string
	for i := 0; i < len(ix); {
		j := i
		for j+1 < len(ix) && ix[j+1] == ix[j]+1 {
			j++
		}
		if j == i {
			parts = append(parts, strconv.Itoa(ix[i]))
		} else {
			parts = append(parts, fmt.Sprintf("%d..%d", ix[i], ix[j]))
		}
		i = j + 1
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// lone says whether the loop-bound words are drawn each on its own, as
// an argument is: one word, or words all given the same value (a count
// per work-item), which no range of given values constrains.
func (bd *bufDraw) lone() bool { return len(bd.bound) == 1 || bd.lo == bd.hi }

func (bd *bufDraw) boundDraw() string {
	if bd.lone() {
		lo, hi := bd.loneRange(bd.bound[0])
		return fmt.Sprintf("[%d, %d]", lo, hi)
	}
	return fmt.Sprintf("given ±2 within [%d, %d]", bd.lo, bd.hi)
}

// loneRange is the draw range of a loop-bound word drawn on its own.
func (bd *bufDraw) loneRange(i int) (int64, int64) {
	g := signedWord(bd.typ, bd.given[i])
	lo := int64(-2)
	if !bd.typ.Signed() {
		lo = 0
	}
	mag := max(g, -g) // -MinInt64 wraps: the clamp below holds it
	if mag < 0 || mag > math.MaxInt64/2 {
		return min(lo, g), math.MaxInt64
	}
	return min(lo, g), max(2*mag, 8)
}

// apply draws the loop-bound and address inputs of a random launch sp
// (randomizeSpec's) from their plans, and puts back what earlier
// inconclusive launches pinned. It draws from its own generator, so the
// other inputs are those randomizeSpec drew.
func (plan *loopPlan) apply(spec, sp *launch.Spec, r *rand.Rand) *launch.Spec {
	if len(plan.args) == 0 && len(plan.bufs) == 0 && len(plan.pinnedArgs) == 0 && len(plan.pinnedBufs) == 0 {
		return sp
	}
	c := *sp
	c.Args = slices.Clone(sp.Args)
	c.Buffers = maps.Clone(sp.Buffers)
	for _, i := range slices.Sorted(maps.Keys(plan.args)) {
		d := plan.args[i]
		v := d.draw(plan.narrow, r)
		c.Args[i] = launch.ArgValue(c.Args[i], d.kind, d.kind.Format(wrapBits(d.kind, v)))
	}
	for _, name := range slices.Sorted(maps.Keys(plan.bufs)) {
		c.Buffers[name] = plan.bufs[name].draw(sp.Buffers[name], plan.narrow, r)
	}
	for i := range plan.pinnedArgs {
		c.Args[i] = spec.Args[i]
	}
	for name := range plan.pinnedBufs {
		c.Buffers[name] = spec.Buffers[name]
	}
	return &c
}

// draw is a loop-bound or address argument's value: the given value, the
// given value ±1, the zero-trip edge (0, ±1; loop bounds only) or uniform
// in the range, halved narrow times toward the given value.
func (d *argDraw) draw(narrow int, r *rand.Rand) *big.Int {
	lo, hi := narrowed(d.lo, d.given, narrow), narrowed(d.hi, d.given, narrow)
	var x *big.Int
	switch k := r.IntN(8); {
	case k == 0:
		x = new(big.Int).Set(d.given)
	case k == 1:
		x = new(big.Int).Add(d.given, big.NewInt(int64(2*r.IntN(2)-1)))
	case k == 2 && d.bound:
		x = big.NewInt(int64(r.IntN(3) - 1))
	case k == 3 && len(d.others) > 0:
		x = new(big.Int).Add(d.others[r.IntN(len(d.others))], big.NewInt(int64(r.IntN(3)-1)))
	default:
		return uniform(lo, hi, r)
	}
	return bigMax(bigMin(x, hi), lo)
}

// narrowed moves an end of a range toward the given value: by half,
// narrow times.
func narrowed(end, given *big.Int, narrow int) *big.Int {
	d := new(big.Int).Sub(end, given)
	d.Quo(d, new(big.Int).Lsh(big.NewInt(1), uint(narrow)))
	return d.Add(d, given)
}

// draw is a buffer's random contents with its loop-bound and address
// words drawn near their given values.
func (bd *bufDraw) draw(random *launch.BufferSpec, narrow int, r *rand.Rand) *launch.BufferSpec {
	n := len(bd.given)
	nb := launch.NewPackedBuffer(bd.typ, n)
	if len(random.Packed) == len(nb.Packed) {
		copy(nb.Packed, random.Packed)
	} else {
		for i := range n {
			if bits, ok := random.Bits(i); ok {
				nb.SetBits(i, bits)
			}
		}
	}
	isBound := map[int]bool{}
	for _, i := range bd.bound {
		isBound[i] = true
	}
	for i := range n {
		g := signedWord(bd.typ, bd.given[i])
		var v int64
		switch {
		case isBound[i] && bd.lone():
			lo, hi := bd.loneRange(i)
			ad := &argDraw{given: big.NewInt(g), lo: big.NewInt(lo), hi: big.NewInt(hi), bound: true}
			v = ad.draw(narrow, r).Int64()
		case isBound[i]:
			step := int64(max(2>>narrow, 1))
			v = max(min(g+r.Int64N(2*step+1)-step, bd.hi), bd.lo)
		case bd.addr && r.IntN(4) == 0:
			v = signedWord(bd.typ, bd.given[r.IntN(n)])
		case bd.addr:
			v = max(min(g+r.Int64N(3)-1, bd.allHi), bd.allLo)
		default:
			continue
		}
		nb.SetBits(i, elemBits(bd.typ, wordNumber(bd.typ, wordBits(bd.typ, v))))
	}
	return nb
}

// afterInconclusive chooses what the next launch varies differently after
// run sp (drawn from spec) compared nothing; it says what it did.
func (plan *loopPlan) afterInconclusive(spec, sp *launch.Spec, stepLimit bool) string {
	if plan.off {
		return ""
	}
	if stepLimit && plan.narrow < narrowMax && plan.hasBound() {
		plan.narrow++
		return fmt.Sprintf("the loop-bound ranges halved toward their given values (%d of %d)", plan.narrow, narrowMax)
	}
	if i, ok := plan.furthestArg(spec, sp); ok {
		plan.pinnedArgs[i] = true
		delete(plan.args, i)
		return fmt.Sprintf("arg %d pinned to its given value", i)
	}
	// Smallest first: a small buffer more likely holds counts and
	// parameters than data.
	names := slices.Sorted(maps.Keys(spec.Buffers))
	slices.SortStableFunc(names, func(x, y string) int { return spec.Buffers[x].Len() - spec.Buffers[y].Len() })
	for _, name := range names {
		if !plan.pinnedBufs[name] {
			plan.pinnedBufs[name] = true
			delete(plan.bufs, name)
			return "buffer " + name + " pinned to its given contents"
		}
	}
	return ""
}

func (plan *loopPlan) hasBound() bool {
	for _, d := range plan.args {
		if d.bound {
			return true
		}
	}
	for _, b := range plan.bufs {
		if len(b.bound) > 0 {
			return true
		}
	}
	return false
}

// furthestArg is the unpinned integer argument that launch sp moved
// furthest from its given value (in bits of magnitude, then index). The
// loop bounds come last: their draws are what reaches a loop's edges.
func (plan *loopPlan) furthestArg(spec, sp *launch.Spec) (int, bool) {
	drawn := map[int]*big.Int{}
	for _, ia := range sp.IntArgs() {
		drawn[ia.Index] = ia.Value
	}
	best, bestD := -1, -1.0
	for _, ia := range spec.IntArgs() {
		x, ok := drawn[ia.Index]
		if ia.Fixed || plan.pinnedArgs[ia.Index] || !ok || x.Cmp(ia.Value) == 0 {
			continue
		}
		d := math.Abs(logMag(x)-logMag(ia.Value)) + 1e-3 // moved at all counts
		if a := plan.args[ia.Index]; a == nil || !a.bound {
			d += 1e6
		}
		if d > bestD {
			best, bestD = ia.Index, d
		}
	}
	return best, best >= 0
}

// logMag is log2(|x|+1), signed: how far apart two values are in scale.
func logMag(x *big.Int) float64 {
	f, _ := new(big.Float).SetInt(new(big.Int).Abs(x)).Float64()
	l := math.Log2(f + 1)
	if x.Sign() < 0 {
		return -l
	}
	return l
}

func bigMin(a, b *big.Int) *big.Int {
	if a.Cmp(b) <= 0 {
		return a
	}
	return b
}

func bigMax(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return a
	}
	return b
}
