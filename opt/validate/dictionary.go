package validate

import (
	"fmt"
	"math"
	"path/filepath"
	"strings"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// Interesting values (docs/fuzzing.md "Interesting values"): a wrong
// constant often shows only for an input equal to it, or to a value built
// from it. A 64-bit compare against the splat 0x0000002a0000002a folded
// into a compare against 42 (llvm/llvm-project#139908) differs only when
// an input is one of the two; random 64-bit inputs never are. So a share
// of the random values comes from a dictionary of the two programs'
// constants, values derived from them, and the boundaries of each width.

// DefaultDictShare is the share of random values drawn from the
// dictionary: a named model parameter, not a measured number. A quarter
// leaves three quarters of the draws as they were (the random launches
// and states find what they found before), and still puts a given
// constant among a 64-element buffer's values in most launches.
const DefaultDictShare = 0.25

// NoDictionary is a share that turns the dictionary off.
const NoDictionary = -1.0

// dictProgramShare is the share of dictionary draws taken from the
// programs' constants rather than the boundary values: random draws hit
// 0, ±1 and the edges of a width often already.
const dictProgramShare = 0.75

// Share is a configured dictionary share: 0 is DefaultDictShare, a
// negative share none.
func Share(s float64) float64 {
	switch {
	case s == 0:
		return DefaultDictShare
	case s < 0:
		return 0
	}
	return min(s, 1)
}

// A dictFormat is a kind of value a dictionary holds: 32-bit and 64-bit
// integers (any bits), f32 and f64 values.
type dictFormat uint8

const (
	dInt32 dictFormat = iota
	dInt64
	dF32
	dF64
	numDictFormats
)

// DictValue is a dictionary entry: its bits and where it comes from.
type DictValue struct {
	Bits uint64
	// From says how the value was made: "64-bit splat of s_mov_b32 s2, 42
	// at correct.s:10", "boundary: i64 max".
	From string
}

// Dictionary holds the interesting values of a pair of programs, by
// format: those derived from the programs' constants and the boundaries.
type Dictionary struct {
	prog, bound [numDictFormats][]DictValue
	seen        [numDictFormats]map[uint64]bool
	// readS and readV mark the SGPRs and VGPRs the programs read: a
	// state's dictionary values go there (ApplyState), where they can
	// reach a result.
	readS [isa.SlotVCCLo]bool
	readV []bool
	// memory: a program accesses memory, so a state's memory words
	// take dictionary values too.
	memory bool
}

// NewDictionary collects the constants of the programs (nil ones are
// skipped; a constant both have is kept once, with the first program's
// origin) and adds the boundary values.
func NewDictionary(ps ...*isa.Program) *Dictionary {
	d := &Dictionary{}
	for f := range d.seen {
		d.seen[f] = map[uint64]bool{}
	}
	for _, p := range ps {
		if p == nil {
			continue
		}
		file := filepath.Base(p.File)
		for _, in := range p.Insts {
			d.markReads(in, p.Wave)
			cs := in.Constants()
			if len(cs) == 0 {
				continue
			}
			org := fmt.Sprintf("%s at %s:%d", isa.FormatInst(in, p.Arch), file, in.Pos.Line)
			for _, c := range cs {
				d.addConstant(c, org)
			}
		}
	}
	d.addBoundaries()
	return d
}

// markReads notes the SGPRs and VGPRs an instruction reads.
func (d *Dictionary) markReads(in *isa.Inst, wave int) {
	for x := in; x != nil; x = x.Dual {
		d.memory = d.memory || x.Op.AccessesMemory()
	}
	for _, r := range in.Uses(wave) {
		for k := 0; k < int(r.N); k++ {
			u := int(r.Idx) + k
			switch {
			case r.IsSGPR():
				d.readS[u] = true
			case r.File == isa.FileV:
				for len(d.readV) <= u {
					d.readV = append(d.readV, false)
				}
				d.readV[u] = true
			}
		}
	}
}

// Len is the number of values derived from the programs' constants and
// of boundary values, over every format.
func (d *Dictionary) Len() (program, boundary int) {
	for f := range d.prog {
		program += len(d.prog[f])
		boundary += len(d.bound[f])
	}
	return program, boundary
}

func (d *Dictionary) add(f dictFormat, bits uint64, from string, list *[numDictFormats][]DictValue) {
	if f == dInt32 || f == dF32 {
		bits &= math.MaxUint32
	}
	if d.seen[f][bits] {
		return
	}
	d.seen[f][bits] = true
	list[f] = append(list[f], DictValue{Bits: bits, From: from})
}

// derived adds a value made from a constant: how, "of", the origin.
func (d *Dictionary) derived(f dictFormat, bits uint64, how, org string) {
	from := org
	switch {
	case strings.HasSuffix(how, " than"), strings.HasSuffix(how, " of"):
		from = how + " " + org
	case how != "":
		from = how + " of " + org
	}
	d.add(f, bits, from, &d.prog)
}

// addConstant adds a constant and the values built from it: ±1, the
// 64-bit splat and extensions of a 32-bit value, the halves of a 64-bit
// one, the 32-bit splat of a 16-bit one, and a float's neighbours and
// negation.
func (d *Dictionary) addConstant(c isa.Constant, org string) {
	float := c.Float || c.Type.Elem().IsFloat()
	switch {
	case c.Type.Is16() || c.Type.Packed():
		h := c.Bits & 0xffff
		d.derived(dInt32, h, "", org)
		d.derived(dInt32, h<<16|h, "32-bit splat (both 16-bit halves)", org)
		d.derived(dInt32, uint64(uint32(int32(int16(h)))), "sign extension", org)
		d.derived(dInt32, (h+1)&0xffff, "one more than", org)
		d.derived(dInt32, (h-1)&0xffff, "one less than", org)
		if float {
			for _, n := range f16Neighbours(uint16(h)) {
				d.derived(dInt32, uint64(n.bits), n.how+" (f16)", org)
				d.derived(dInt32, uint64(n.bits)<<16|uint64(n.bits), "32-bit splat of the "+n.how+" (f16)", org)
			}
			d.derived(dF32, uint64(math.Float32bits(isa.F16to32(uint16(h)))), "f32 value", org)
		}
	case c.Type.Dwords() == 2:
		v := c.Bits
		d.derived(dInt64, v, "", org)
		d.derived(dInt64, v+1, "one more than", org)
		d.derived(dInt64, v-1, "one less than", org)
		d.derived(dInt32, v, "low half", org)
		d.derived(dInt32, v>>32, "high half", org)
		if float {
			d.floatNeighbours64(v, org)
			d.derived(dF32, uint64(math.Float32bits(float32(math.Float64frombits(v)))), "f32 value", org)
		}
	default:
		v := c.Bits & math.MaxUint32
		d.derived(dInt32, v, "", org)
		d.derived(dInt32, v+1, "one more than", org)
		d.derived(dInt32, v-1, "one less than", org)
		splat := v<<32 | v
		d.derived(dInt64, splat, "64-bit splat", org)
		d.derived(dInt64, splat+1, "one more than the 64-bit splat of", org)
		d.derived(dInt64, splat-1, "one less than the 64-bit splat of", org)
		d.derived(dInt64, v, "zero extension", org)
		d.derived(dInt64, uint64(int64(int32(uint32(v)))), "sign extension", org)
		if float {
			f := math.Float32frombits(uint32(v))
			d.derived(dF32, v, "", org)
			d.derived(dF32, uint64(math.Float32bits(math.Nextafter32(f, float32(math.Inf(1))))), "next f32 above", org)
			d.derived(dF32, uint64(math.Float32bits(math.Nextafter32(f, float32(math.Inf(-1))))), "next f32 below", org)
			d.derived(dF32, uint64(math.Float32bits(-f)), "negation", org)
			d.floatNeighbours64(math.Float64bits(float64(f)), org)
		} else {
			// An integer the program converts is a float to it too.
			d.derived(dF32, uint64(math.Float32bits(float32(int32(uint32(v))))), "f32 value", org)
			d.derived(dF64, math.Float64bits(float64(int32(uint32(v)))), "f64 value", org)
		}
	}
}

// floatNeighbours64 adds an f64 value, its neighbours and its negation.
func (d *Dictionary) floatNeighbours64(v uint64, org string) {
	f := math.Float64frombits(v)
	d.derived(dF64, v, "f64 value", org)
	d.derived(dF64, math.Float64bits(math.Nextafter(f, math.Inf(1))), "next f64 above", org)
	d.derived(dF64, math.Float64bits(math.Nextafter(f, math.Inf(-1))), "next f64 below", org)
	d.derived(dF64, math.Float64bits(-f), "negated f64 value", org)
}

type f16Neighbour struct {
	bits uint16
	how  string
}

// f16Neighbours are the f16 values next above and below h (a NaN has
// none; the infinities have one).
func f16Neighbours(h uint16) []f16Neighbour {
	if h&0x7c00 == 0x7c00 && h&0x3ff != 0 {
		return nil
	}
	up, down := h+1, h-1 // a positive value's magnitude steps with its bits
	switch {
	case h == 0x0000 || h == 0x8000: // ±0: the smallest denormals
		up, down = 0x0001, 0x8001
	case h&0x8000 != 0: // a negative value grows in magnitude downwards
		up, down = h-1, h+1
	}
	var out []f16Neighbour
	if h != 0x7c00 {
		out = append(out, f16Neighbour{up, "next value above"})
	}
	if h != 0xfc00 {
		out = append(out, f16Neighbour{down, "next value below"})
	}
	return out
}

// The boundary values of each format: 0, ±1, the minimum and maximum of
// each width signed and unsigned; for floats ±0, ±1, NaN, ±infinity, the
// smallest and largest denormal and normal.
var (
	boundInt32 = []struct {
		v    uint64
		name string
	}{
		{0, "0"}, {1, "1"}, {0xffffffff, "-1 (u32 max)"}, {0x7fffffff, "i32 max"}, {0x80000000, "i32 min"},
		{0x7fff, "i16 max"}, {0xffff8000, "i16 min"}, {0x8000, "i16 min (16 bits)"}, {0xffff, "u16 max"},
		{0x7f, "i8 max"}, {0xffffff80, "i8 min"}, {0x80, "i8 min (8 bits)"}, {0xff, "u8 max"},
	}
	boundInt64 = []struct {
		v    uint64
		name string
	}{
		{0, "0"}, {1, "1"}, {math.MaxUint64, "-1 (u64 max)"}, {math.MaxInt64, "i64 max"}, {1 << 63, "i64 min"},
		{0xffffffff, "u32 max"}, {0x7fffffff, "i32 max"}, {0x80000000, "i32 min (32 bits)"},
		{0xffffffff80000000, "i32 min"}, {1 << 32, "2^32"},
	}
	boundF32 = []struct {
		v    uint64
		name string
	}{
		{0, "f32 +0"}, {0x80000000, "f32 -0"}, {0x3f800000, "f32 1"}, {0xbf800000, "f32 -1"},
		{0x7fc00000, "f32 NaN"}, {0x7f800000, "f32 +inf"}, {0xff800000, "f32 -inf"},
		{0x00000001, "f32 smallest denormal"}, {0x80000001, "f32 smallest negative denormal"},
		{0x007fffff, "f32 largest denormal"}, {0x00800000, "f32 smallest normal"},
		{0x7f7fffff, "f32 max"}, {0xff7fffff, "f32 lowest"},
	}
	boundF64 = []struct {
		v    uint64
		name string
	}{
		{0, "f64 +0"}, {1 << 63, "f64 -0"}, {0x3ff0000000000000, "f64 1"}, {0xbff0000000000000, "f64 -1"},
		{0x7ff8000000000000, "f64 NaN"}, {0x7ff0000000000000, "f64 +inf"}, {0xfff0000000000000, "f64 -inf"},
		{1, "f64 smallest denormal"}, {1<<63 | 1, "f64 smallest negative denormal"},
		{0x000fffffffffffff, "f64 largest denormal"}, {0x0010000000000000, "f64 smallest normal"},
		{0x7fefffffffffffff, "f64 max"}, {0xffefffffffffffff, "f64 lowest"},
	}
)

func (d *Dictionary) addBoundaries() {
	for f, list := range [numDictFormats][]struct {
		v    uint64
		name string
	}{boundInt32, boundInt64, boundF32, boundF64} {
		for _, b := range list {
			d.add(dictFormat(f), b.v, "boundary: "+b.name, &d.bound)
		}
	}
}

// formatOf is the dictionary format of a launch element type.
func formatOf(t launch.ElemType) dictFormat {
	switch {
	case t == launch.F32:
		return dF32
	case t == launch.F64:
		return dF64
	case t.Size() == 8:
		return dInt64
	}
	return dInt32
}

// picker draws dictionary values with a generator of its own, so the
// draws a launch or state made before the dictionary stay as they were.
type picker interface {
	Float64() float64
	IntN(int) int
}

// pick draws a value of a format: a program value (dictProgramShare of
// the time, when there is one) or a boundary.
func (d *Dictionary) pick(f dictFormat, r picker) (DictValue, bool) {
	l := d.bound[f]
	if len(d.prog[f]) > 0 && r.Float64() < dictProgramShare {
		l = d.prog[f]
	}
	if len(l) == 0 {
		return DictValue{}, false
	}
	return l[r.IntN(len(l))], true
}

// DictDraw is an input of a random launch or state that came from the
// dictionary: which input, its value and where the value comes from.
type DictDraw struct {
	Input string      `json:"input"` // "in[3]", "argument 2", "s5", "v3 (lanes 0x5)"
	Value string      `json:"value"` // as the input's type prints it
	Bits  uint64      `json:"bits"`
	Width int         `json:"width"` // bits
	From  string      `json:"from"`
	at    launchInput // the launch input, for a random launch's draw
}

func (x DictDraw) String() string {
	return fmt.Sprintf("%s = %s (0x%0*x, %s)", x.Input, x.Value, x.Width/4, x.Bits, x.From)
}
