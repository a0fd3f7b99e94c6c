package validate

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"

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
	drawn []DictDraw
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
	ld.drawn = append(ld.drawn, DictDraw{Input: at.String(), Value: fmt.Sprint(t.Format(bits)), Bits: bits, Width: 8 * t.Size(), From: v.From, at: at})
	return bits, true
}

// element is element i of buffer name: x as drawn, or a dictionary value
// (a NaN or infinity as the string the spec reads for it).
func (ld *launchDrawer) element(name string, i int, t launch.ElemType, x json.Number) any {
	if !ld.take() {
		return x
	}
	bits, ok := ld.value(launchInput{buf: name, index: i}, t)
	if !ok {
		return x
	}
	return t.Format(bits)
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
	ld.drawn = append(ld.drawn, DictDraw{Input: at.String(), at: at, Value: y.String(), Bits: bits,
		Width: 8 * ia.Kind.Size(), From: v.From})
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
// then the arguments, then the rest, and how many more there were.
func formatDraws(drawn []DictDraw, index, n int) string {
	var first, args, rest []DictDraw
	suffix := "[" + strconv.Itoa(index) + "]"
	for _, x := range drawn {
		switch {
		case index >= 0 && strings.HasSuffix(x.Input, suffix):
			first = append(first, x)
		case strings.HasPrefix(x.Input, "argument "):
			args = append(args, x)
		default:
			rest = append(rest, x)
		}
	}
	all := append(append(first, args...), rest...)
	s := ""
	for i, x := range all {
		if i == n {
			return s + fmt.Sprintf(" and %d more", len(all)-n)
		}
		if i > 0 {
			s += "; "
		}
		s += x.String()
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
	return "; dictionary values in this launch: " + formatDraws(m.Drawn, index, 3)
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

// survivingDraws keeps the dictionary draws whose input still holds the
// drawn value in after, a copy of before (the spec the draws went into)
// in which the loop plan redrew some inputs.
func survivingDraws(drawn []DictDraw, before, after *launch.Spec) []DictDraw {
	if before == after {
		return drawn
	}
	var kept []DictDraw
	for _, x := range drawn {
		if sameInput(x.at, before, after) {
			kept = append(kept, x)
		}
	}
	return kept
}

// sameInput says whether the launch input a dictionary value went into
// holds the same value in both specs.
func sameInput(at launchInput, before, after *launch.Spec) bool {
	if !at.ok {
		return false
	}
	i := at.index
	if at.buf == "" {
		return i < len(before.Args) && i < len(after.Args) && reflect.DeepEqual(before.Args[i], after.Args[i])
	}
	b, a := before.Buffers[at.buf], after.Buffers[at.buf]
	if b == nil || a == nil {
		return false
	}
	x, okB := b.Bits(i)
	y, okA := a.Bits(i)
	return okB && okA && x == y
}
