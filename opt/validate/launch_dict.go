package validate

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"reflect"
	"strconv"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// launchDrawer gives a random launch its dictionary values and its float
// arguments. It draws from a generator of its own (dictSeed of the run
// seed), so the values the launch drew before the dictionary existed are
// drawn as they were, and those it does not replace stay.
type launchDrawer struct {
	d     *Dictionary // nil: no dictionary values
	share float64
	r     *rand.Rand
	// list, when set, collects the draws a report names. A launch is
	// drawn without it, as a gigabyte buffer draws tens of millions of
	// dictionary values and a report names a few: on a mismatch the
	// launch is drawn again from the same seed with a list (drawnFor).
	list *drawList
}

// drawList is what a report says of a launch's dictionary draws: every
// argument drawn, each buffer's element at the index of the difference,
// the first limit others, and how many there were in all. A
// draw counts only where the launch as run (after: the loop plan may
// have redrawn some inputs) still holds its value.
type drawList struct {
	focus int // element index listed in every buffer (-1: none)
	limit int // of the other buffer draws listed
	after *launch.Spec
	drawn []DictDraw
	rest  int // draws listed neither for the focus nor as arguments
	total int // buffer draws that count
}

// maxListedDraws bounds a report's list of dictionary draws that are
// neither arguments nor at the index of the difference.
const maxListedDraws = 64

// note lists a draw (when a list is being kept).
func (ld *launchDrawer) note(x DictDraw, t launch.ElemType) {
	l := ld.list
	if l == nil {
		return
	}
	at := x.at
	if at.buf == "" {
		// Arguments are few; their check against after waits until
		// the whole launch is drawn (drawnFor).
		l.drawn = append(l.drawn, x)
		return
	}
	b := l.after.Buffers[at.buf]
	if b == nil {
		return
	}
	if y, ok := b.Bits(at.index); !ok || y != canonicalBits(t, x.Bits) {
		return
	}
	l.total++
	if at.index == l.focus || l.rest < l.limit {
		if at.index != l.focus {
			l.rest++
		}
		l.drawn = append(l.drawn, x)
	}
}

// dictSeed is the seed of a run's dictionary and float-argument draws.
func dictSeed(rs uint64) uint64 { return mix(rs, 0x7d1c7_0000) }

func newLaunchDrawer(d *Dictionary, share float64, rs uint64) *launchDrawer {
	ds := dictSeed(rs)
	if share <= 0 {
		d = nil
	}
	return &launchDrawer{d: d, share: share, r: rand.New(rand.NewPCG(ds, ds^0x2545f4914f6cdd1d))}
}

// take says whether this draw comes from the dictionary.
func (ld *launchDrawer) take() bool {
	return ld != nil && ld.d != nil && ld.r.Float64() < ld.share
}

// launchInput is the launch input a dictionary value went into: element
// index of buffer buf, or argument index when buf is "".
type launchInput struct {
	ok    bool // a launch input (not a register or memory word of a state)
	buf   string
	index int
}

func (in launchInput) String() string {
	if in.buf == "" {
		return fmt.Sprintf("argument %d", in.index)
	}
	return fmt.Sprintf("%s[%d]", in.buf, in.index)
}

// value draws a dictionary value for an input of type t and records it.
func (ld *launchDrawer) value(at launchInput, t launch.ElemType) (uint64, bool) {
	v, ok := ld.d.pick(formatOf(t), ld.r)
	if !ok {
		return 0, false
	}
	bits := v.Bits & kindMask(t)
	at.ok = true
	if ld.list != nil {
		ld.note(DictDraw{Input: at.String(), Value: fmt.Sprint(t.Format(bits)), Bits: bits, Width: 8 * t.Size(), From: v.From, at: at}, t)
	}
	return bits, true
}

// element is the bits of element i of buffer name: x as drawn, or a
// dictionary value. A NaN is the one the spec reads for "NaN", as a
// reproducer's spec writes every NaN so.
func (ld *launchDrawer) element(name string, i int, t launch.ElemType, x uint64) uint64 {
	if !ld.take() {
		return x
	}
	bits, ok := ld.value(launchInput{buf: name, index: i}, t)
	if !ok {
		return x
	}
	return canonicalBits(t, bits)
}

// canonicalBits is a float value's bits as a spec reads them back from
// its text (t.Format): a NaN of any sign or payload is the one "NaN"
// reads as. An integer's bits, and any other float's, read back as they
// are.
func canonicalBits(t launch.ElemType, bits uint64) uint64 {
	if !t.Float() {
		return bits
	}
	if !math.IsNaN(floatOf(t, bits)) {
		return bits
	}
	return elemBits(t, "NaN")
}

// intArg is an integer argument: x as drawn, or a dictionary value (one
// inside the argument's range, when it has one).
func (ld *launchDrawer) intArg(ia launch.IntArg, x *big.Int) *big.Int {
	if !ld.take() {
		return x
	}
	v, ok := ld.d.pick(formatOf(ia.Kind), ld.r)
	if !ok {
		return x
	}
	bits := v.Bits & kindMask(ia.Kind)
	y := intOfBits(ia.Kind, bits)
	if ia.Range != nil && (y.Cmp(ia.Range[0]) < 0 || y.Cmp(ia.Range[1]) > 0) {
		return x
	}
	at := launchInput{ok: true, index: ia.Index}
	ld.note(DictDraw{Input: at.String(), at: at, Value: y.String(), Bits: bits,
		Width: 8 * ia.Kind.Size(), From: v.From}, ia.Kind)
	return y
}

// floatArgs draws every float argument that is not fixed: around its
// value (the value, its negation, a multiple or fraction of it, ±1 from
// it), a small constant (0, ±0.5, ±1, ±2), or a dictionary value.
func (ld *launchDrawer) floatArgs(s *launch.Spec, args []map[string]any) {
	for _, fa := range s.FloatArgs() {
		if fa.Fixed {
			continue
		}
		var bits uint64
		if ld.take() {
			var ok bool
			if bits, ok = ld.value(launchInput{index: fa.Index}, fa.Kind); !ok {
				bits = fa.Bits
			}
		} else {
			bits = floatBits(fa.Kind, ld.nearFloat(floatOf(fa.Kind, fa.Bits)))
		}
		args[fa.Index] = launch.ArgValue(args[fa.Index], fa.Kind, fa.Kind.Format(bits))
	}
}

// nearFloat draws a float around v.
func (ld *launchDrawer) nearFloat(v float64) float64 {
	r := ld.r
	switch r.IntN(7) {
	case 0:
		return []float64{0, 0.5, -0.5, 1, -1, 2, -2}[r.IntN(7)]
	case 1:
		return -v
	case 2:
		return v * (0.5 + 1.5*r.Float64()) // a nearby magnitude
	case 3:
		return v + float64(r.IntN(3)-1)
	case 4:
		return math.Ldexp(v, r.IntN(9)-4) // a power of two larger or smaller
	case 5:
		return r.NormFloat64() * math.Max(1, math.Abs(v))
	}
	return v
}

// formatDraws lists up to n dictionary draws, those of element index
// first (a buffer element at the index of the difference often feeds it),
// then the arguments, then the rest, and how many more of total there
// were.
func formatDraws(drawn []DictDraw, total, index, n int) string {
	var first, args, rest []DictDraw
	for _, x := range drawn {
		switch {
		case x.at.buf != "" && index >= 0 && x.at.index == index:
			first = append(first, x)
		case x.at.buf == "":
			args = append(args, x)
		default:
			rest = append(rest, x)
		}
	}
	all := append(append(first, args...), rest...)
	all = all[:min(n, len(all))]
	s := ""
	for i, x := range all {
		if i > 0 {
			s += "; "
		}
		s += x.String()
	}
	if total > len(all) {
		s += fmt.Sprintf(" and %d more", total-len(all))
	}
	return s
}

// kindMask keeps the bits of a value of type t.
func kindMask(t launch.ElemType) uint64 {
	if t.Size() == 4 {
		return math.MaxUint32
	}
	return math.MaxUint64
}

// intOfBits is the integer an integer type's bits stand for.
func intOfBits(t launch.ElemType, bits uint64) *big.Int {
	switch {
	case t.Signed() && t.Size() == 4:
		return big.NewInt(int64(int32(uint32(bits))))
	case t.Signed():
		return big.NewInt(int64(bits))
	}
	return new(big.Int).SetUint64(bits)
}

// floatOf is the value of a float type's bits.
func floatOf(t launch.ElemType, bits uint64) float64 {
	if t.Size() == 4 {
		return float64(math.Float32frombits(uint32(bits)))
	}
	return math.Float64frombits(bits)
}

// floatBits is a float's bits in type t (rounded to f32 there).
func floatBits(t launch.ElemType, f float64) uint64 {
	if t.Size() == 4 {
		return uint64(math.Float32bits(float32(f)))
	}
	return math.Float64bits(f)
}

// dictionary builds the comparison's dictionary from both programs, and
// notes its share and size in the result (nil when the share is none).
func (res *LaunchResult) dictionary(a, b *isa.Program, o CompareOptions) *Dictionary {
	res.DictShare = Share(o.DictShare)
	if res.DictShare == 0 {
		return nil
	}
	d := NewDictionary(a, b)
	res.DictProgram, res.DictBoundary = d.Len()
	return d
}

// drawnText says which of a random launch's inputs came from the
// dictionary: "; dictionary values in this launch: in[3] = ... (...)".
func (m *LaunchMismatch) drawnText(index int) string {
	if len(m.Drawn) == 0 {
		return ""
	}
	return "; dictionary values in this launch: " + formatDraws(m.Drawn, max(m.DrawnTotal, len(m.Drawn)), index, 3)
}

// DrawSummary says how the random launches drew their values: "seed 1;
// 25% of values from a dictionary of 40 values built from the programs'
// constants and 46 boundary values".
func (res *LaunchResult) DrawSummary() string {
	return drawSummary(res.Seed, res.DictShare, res.DictProgram, res.DictBoundary)
}

func drawSummary(seed uint64, share float64, prog, bound int) string {
	if share <= 0 {
		return fmt.Sprintf("seed %d; no dictionary values", seed)
	}
	return fmt.Sprintf("seed %d; %s%% of values from a dictionary of %d values built from the programs' constants and %d boundary values",
		seed, strconv.FormatFloat(100*share, 'g', 4, 64), prog, bound)
}

// drawnFor draws run rs's launch from spec again, listing its dictionary
// draws for a report of a difference at element focus (-1: none) of the
// launch as run, after, and at most limit draws besides those and the
// arguments. It returns the list and how many draws there were in all.
func drawnFor(spec, after *launch.Spec, d *Dictionary, share float64, rs uint64, focus, limit int) ([]DictDraw, int) {
	ld := newLaunchDrawer(d, share, rs)
	if ld.d == nil {
		return nil, 0
	}
	ld.list = &drawList{focus: focus, after: after, limit: limit}
	// The buffers' draws are checked against after as they are made
	// (note), so the replay keeps only the arguments: a second copy of
	// a gigabyte launch is not needed to name a few of its values.
	before := drawLaunch(spec, launchRand(rs), ld, false)
	l := ld.list
	kept := l.drawn[:0]
	for _, x := range l.drawn {
		if x.at.buf == "" {
			if !sameArg(x.at.index, before, after) {
				continue
			}
			l.total++
		}
		kept = append(kept, x)
	}
	return kept, l.total
}

// sameArg says whether argument i holds the same value in both specs:
// the loop plan may have redrawn it.
func sameArg(i int, before, after *launch.Spec) bool {
	return i < len(before.Args) && i < len(after.Args) && reflect.DeepEqual(before.Args[i], after.Args[i])
}
