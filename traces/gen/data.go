package main

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math"
	"strconv"
	"strings"
)

// BufferSpec describes the initial contents of a buffer in a template header.
//
// The contents are built in three steps: every element is set to Fill
// (default 0), then the generator Gen (if any) overwrites every element, then
// Data (if any) overwrites a prefix.
type BufferSpec struct {
	Type    string            `json:"type"`
	Count   int               `json:"count"`
	Data    []json.RawMessage `json:"data"`
	Fill    json.RawMessage   `json:"fill"`
	Gen     string            `json:"gen"`
	Seed    *uint64           `json:"seed"`
	Lo      json.RawMessage   `json:"lo"`
	Hi      json.RawMessage   `json:"hi"`
	Start   json.RawMessage   `json:"start"`
	Step    json.RawMessage   `json:"step"`
	Quantum float64           `json:"quantum"`
}

// Buffer is a buffer with its contents as raw element bit patterns.
type Buffer struct {
	Name string
	Type string
	Init []uint64
}

func typeWidth(t string) int {
	switch t {
	case "i32", "u32", "f32":
		return 4
	case "i64", "u64", "f64":
		return 8
	}
	return 0
}

func isFloat(t string) bool { return t == "f32" || t == "f64" }

// parseValue converts a JSON value to the bit pattern of an element of type t.
// Accepted forms: a JSON number; "0x..." raw bits; "f:<float>" the bits of a
// float of the type's width (for u32/u64 buffers holding NaN, Inf or -0).
func parseValue(t string, raw json.RawMessage) (uint64, error) {
	w := typeWidth(t)
	if w == 0 {
		return 0, fmt.Errorf("unknown type %q", t)
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		switch {
		case strings.HasPrefix(s, "0x"):
			v, err := strconv.ParseUint(s[2:], 16, 8*w)
			if err != nil {
				return 0, fmt.Errorf("bad bit pattern %q for %s", s, t)
			}
			return v, nil
		case strings.HasPrefix(s, "f:"):
			f, err := strconv.ParseFloat(s[2:], 64)
			if err != nil {
				return 0, fmt.Errorf("bad float %q", s)
			}
			if w == 4 {
				return uint64(math.Float32bits(float32(f))), nil
			}
			return math.Float64bits(f), nil
		}
		return 0, fmt.Errorf("bad value %q", s)
	}
	var n json.Number
	if err := json.Unmarshal(raw, &n); err != nil {
		return 0, fmt.Errorf("bad value %s", raw)
	}
	switch t {
	case "i32":
		v, err := strconv.ParseInt(n.String(), 10, 32)
		return uint64(uint32(int32(v))), err
	case "u32":
		v, err := strconv.ParseUint(n.String(), 10, 32)
		return v, err
	case "i64":
		v, err := strconv.ParseInt(n.String(), 10, 64)
		return uint64(v), err
	case "u64":
		return strconv.ParseUint(n.String(), 10, 64)
	case "f32":
		f, err := strconv.ParseFloat(n.String(), 32)
		return uint64(math.Float32bits(float32(f))), err
	case "f64":
		f, err := strconv.ParseFloat(n.String(), 64)
		return math.Float64bits(f), err
	}
	return 0, fmt.Errorf("unknown type %q", t)
}

// formatValue prints an element as the JSON number of its type.
func formatValue(t string, bits uint64) (string, error) {
	switch t {
	case "i32":
		return strconv.FormatInt(int64(int32(uint32(bits))), 10), nil
	case "u32":
		return strconv.FormatUint(uint64(uint32(bits)), 10), nil
	case "i64":
		return strconv.FormatInt(int64(bits), 10), nil
	case "u64":
		return strconv.FormatUint(bits, 10), nil
	case "f32":
		f := float64(math.Float32frombits(uint32(bits)))
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return "", fmt.Errorf("f32 value %#08x is not a JSON number; use a u32 buffer", bits)
		}
		return strconv.FormatFloat(f, 'g', -1, 32), nil
	case "f64":
		f := math.Float64frombits(bits)
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return "", fmt.Errorf("f64 value %#016x is not a JSON number; use a u64 buffer", bits)
		}
		return strconv.FormatFloat(f, 'g', -1, 64), nil
	}
	return "", fmt.Errorf("unknown type %q", t)
}

// rng is splitmix64: small, fast and stable across Go releases.
type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// unit returns a uniform float64 in [0, 1).
func (r *rng) unit() float64 { return float64(r.next()>>11) / (1 << 53) }

var specials32 = []int64{
	0, 1, -1, 2, -2, 3, -7, 100, -100, 255, 256, -256, 65535, 65536, -65536,
	math.MaxInt32, math.MinInt32, math.MinInt32 + 1, 0x55555555, -0x55555556,
	123456789, -987654321, 1 << 30, 46341, -46341,
}

var specials64 = []int64{
	0, 1, -1, 2, -3, 100, -100, 0xffffffff, 0x100000000, -0x100000000,
	math.MaxInt64, math.MinInt64, math.MinInt64 + 1, math.MaxInt32, math.MinInt32,
	0x5555555555555555, -0x5555555555555556, 1234567890123456789, -987654321987654321,
	1 << 40, 3037000499, -3037000499, 0x7fffffff80000000,
}

var specialFloats = []float64{
	0, math.Copysign(0, -1), 1, -1, 0.5, -0.75, 2, 3, -3.5, 10, 100.25, -1000,
	1e-3, -1e-3, 3.14159265358979, 0.1, -0.1, 1.0 / 3, 1e6, -1e6, 1e20, -1e-20,
	65504, 16777216, 16777217, 123456.789, -2.5e-10, 7e30,
}

// specialFloatBits32 are f32 patterns that cannot be written as JSON numbers
// or that exercise IEEE corner cases (NaN, infinities, denormals, -0).
var specialFloatBits32 = []uint64{
	0x7fc00000, 0xffc00000, 0x7f800000, 0xff800000, 0x7fa00000, 0x00000001,
	0x80000001, 0x007fffff, 0x80000000, 0x7f7fffff, 0xff7fffff, 0x00800000,
}

var specialFloatBits64 = []uint64{
	0x7ff8000000000000, 0xfff8000000000000, 0x7ff0000000000000, 0xfff0000000000000,
	0x0000000000000001, 0x8000000000000001, 0x8000000000000000, 0x7fefffffffffffff,
	0x0010000000000000,
}

func floatBits(t string, f float64) uint64 {
	if typeWidth(t) == 4 {
		return uint64(math.Float32bits(float32(f)))
	}
	return math.Float64bits(f)
}

func randomFloat(r *rng) float64 {
	m := 1 + r.unit()
	e := int(r.next()%25) - 12
	f := math.Ldexp(m, e)
	if r.next()&1 == 1 {
		f = -f
	}
	return f
}

func parseNum(raw json.RawMessage, def float64) (float64, error) {
	if len(raw) == 0 {
		return def, nil
	}
	var f float64
	err := json.Unmarshal(raw, &f)
	return f, err
}

func parseInt(raw json.RawMessage, def int64) (int64, error) {
	if len(raw) == 0 {
		return def, nil
	}
	var n int64
	err := json.Unmarshal(raw, &n)
	return n, err
}

// buildBuffer makes the named buffer of a kernel from its spec: the fill,
// then the generator, then the data prefix (see BufferSpec).
func buildBuffer(kernel, name string, s *BufferSpec) (*Buffer, error) {
	w := typeWidth(s.Type)
	if w == 0 {
		return nil, fmt.Errorf("unknown type %q", s.Type)
	}
	n, err := bufferLen(s)
	if err != nil {
		return nil, err
	}
	b := &Buffer{Name: name, Type: s.Type, Init: make([]uint64, n)}
	if err := fillBuffer(b.Init, s); err != nil {
		return nil, err
	}
	gen, ok := generators[s.Gen]
	if !ok {
		return nil, fmt.Errorf("unknown generator %q", s.Gen)
	}
	g := &genBuffer{spec: s, init: b.Init, wide: w == 8, mask: elemMask(w), r: &rng{s: bufferSeed(kernel, name, s)}}
	if err := gen(g); err != nil {
		return nil, err
	}
	for i, raw := range s.Data {
		v, err := parseValue(s.Type, raw)
		if err != nil {
			return nil, fmt.Errorf("data[%d]: %v", i, err)
		}
		b.Init[i] = v
	}
	// The elements are written to launch.json as JSON numbers of the
	// buffer's type; a NaN or infinity in a float buffer cannot be.
	for i, v := range b.Init {
		if _, err := formatValue(s.Type, v); err != nil {
			return nil, fmt.Errorf("element %d: %v", i, err)
		}
	}
	return b, nil
}

// bufferLen is the element count: Count, or without one the number of data
// values, which must fit.
func bufferLen(s *BufferSpec) (int, error) {
	n := s.Count
	if n == 0 {
		n = len(s.Data)
	}
	if n <= 0 {
		return 0, fmt.Errorf("empty buffer")
	}
	if len(s.Data) > n {
		return 0, fmt.Errorf("%d data values for count %d", len(s.Data), n)
	}
	return n, nil
}

// fillBuffer sets every element to the spec's fill value; without one they
// stay 0.
func fillBuffer(init []uint64, s *BufferSpec) error {
	if len(s.Fill) == 0 {
		return nil
	}
	v, err := parseValue(s.Type, s.Fill)
	if err != nil {
		return fmt.Errorf("fill: %v", err)
	}
	for i := range init {
		init[i] = v
	}
	return nil
}

// bufferSeed is the spec's seed, or one hashed from the kernel and buffer
// names, so that each buffer gets its own stream that stays the same from
// run to run.
func bufferSeed(kernel, name string, s *BufferSpec) uint64 {
	if s.Seed != nil {
		return *s.Seed
	}
	h := fnv.New64a()
	h.Write([]byte(kernel + "/" + name))
	return h.Sum64()
}

// elemMask keeps the bits an element of w bytes holds.
func elemMask(w int) uint64 {
	if w == 4 {
		return 0xffffffff
	}
	return ^uint64(0)
}

// genBuffer is what a generator works on: the spec, the elements it
// overwrites and the random stream it draws from.
type genBuffer struct {
	spec *BufferSpec
	init []uint64
	wide bool   // 64-bit elements
	mask uint64 // the bits an element holds
	r    *rng
}

// generators by the name a spec's "gen" gives; "" leaves the fill.
var generators = map[string]func(g *genBuffer) error{
	"":          func(*genBuffer) error { return nil },
	"iota":      genIota,
	"ints":      genInts,
	"range":     genRange,
	"floats":    genFloats,
	"floatbits": genFloats,
}

// parseNums parses two optional numbers with their defaults.
func parseNums(a json.RawMessage, da float64, b json.RawMessage, db float64) (float64, float64, error) {
	x, err := parseNum(a, da)
	if err != nil {
		return 0, 0, err
	}
	y, err := parseNum(b, db)
	return x, y, err
}

// genIota counts from start (default 0) by step (default 1).
func genIota(g *genBuffer) error {
	s := g.spec
	if isFloat(s.Type) {
		start, step, err := parseNums(s.Start, 0, s.Step, 1)
		if err != nil {
			return err
		}
		for i := range g.init {
			g.init[i] = floatBits(s.Type, start+float64(i)*step)
		}
		return nil
	}
	start, err := parseInt(s.Start, 0)
	if err != nil {
		return err
	}
	step, err := parseInt(s.Step, 1)
	if err != nil {
		return err
	}
	for i := range g.init {
		g.init[i] = uint64(start+int64(i)*step) & g.mask
	}
	return nil
}

// genInts mixes edge-case integers (every third element) with random ones
// of random bit widths, negated at random in signed types.
func genInts(g *genBuffer) error {
	s := g.spec
	if isFloat(s.Type) {
		return fmt.Errorf("gen ints needs an integer type")
	}
	sp := specials32
	bitsMax := uint64(32)
	if g.wide {
		sp = specials64
		bitsMax = 64
	}
	signed := s.Type == "i32" || s.Type == "i64"
	for i := range g.init {
		if i%3 == 0 {
			g.init[i] = uint64(sp[(i/3)%len(sp)]) & g.mask
			continue
		}
		x := g.r.next()
		width := g.r.next() % (bitsMax + 1)
		v := x
		if width < 64 {
			v = x & (1<<width - 1)
		}
		if signed && g.r.next()&1 == 1 {
			v = -v
		}
		g.init[i] = v & g.mask
	}
	return nil
}

// genRange draws at random between lo and hi: floats from [lo, hi)
// (default [0, 1)), rounded to a multiple of Quantum when it is set;
// integers from [lo, hi] (default [0, 100]).
func genRange(g *genBuffer) error {
	s := g.spec
	if isFloat(s.Type) {
		lo, hi, err := parseNums(s.Lo, 0, s.Hi, 1)
		if err != nil {
			return err
		}
		for i := range g.init {
			f := lo + (hi-lo)*g.r.unit()
			if s.Quantum > 0 {
				f = math.Round(f/s.Quantum) * s.Quantum
			}
			g.init[i] = floatBits(s.Type, f)
		}
		return nil
	}
	lo, err := parseInt(s.Lo, 0)
	if err != nil {
		return err
	}
	hi, err := parseInt(s.Hi, 100)
	if err != nil {
		return err
	}
	if hi < lo {
		return fmt.Errorf("range hi < lo")
	}
	span := uint64(hi-lo) + 1 // 0 when the range is all of int64
	for i := range g.init {
		off := g.r.next()
		if span != 0 {
			off %= span
		}
		g.init[i] = uint64(lo+int64(off)) & g.mask
	}
	return nil
}

// genFloats mixes special float values (every fourth element) with random
// ones of moderate magnitude. "floatbits" fills a u32/u64 buffer with the
// float patterns and adds NaNs, infinities and denormals, which a float
// buffer cannot hold as JSON numbers.
func genFloats(g *genBuffer) error {
	s := g.spec
	bits := s.Gen == "floatbits"
	if !bits && !isFloat(s.Type) {
		return fmt.Errorf("gen floats needs f32 or f64")
	}
	if bits && s.Type != "u32" && s.Type != "u64" {
		return fmt.Errorf("gen floatbits needs u32 or u64")
	}
	ft := "f32"
	sb := specialFloatBits32
	if g.wide {
		ft = "f64"
		sb = specialFloatBits64
	}
	for i := range g.init {
		switch {
		case bits && i%4 == 1:
			g.init[i] = sb[(i/4)%len(sb)]
		case i%4 == 0:
			g.init[i] = floatBits(ft, specialFloats[(i/4)%len(specialFloats)])
		default:
			g.init[i] = floatBits(ft, randomFloat(g.r))
		}
	}
	return nil
}
