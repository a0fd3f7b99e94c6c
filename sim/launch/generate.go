package launch

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"sort"
	"strconv"

	"github.com/wavesim/wavesim/sim"
)

// Iota fills a buffer with start, start+step, start+2·step, ... in the
// buffer's type (floats are computed in float64 and rounded once); every
// element must be in the type's range, as data's must. Both default: 0
// and 1.
type Iota struct {
	Start json.Number `json:"start,omitempty"`
	Step  json.Number `json:"step,omitempty"`

	read *iotaRead // start and step as read, for the check and the run
}

// iotaRead is an iota's start and step read for one type: a and d as
// floats for a float type, ia and id as integers for an integer one.
type iotaRead struct {
	typ         ElemType
	start, step string // as written, with their defaults
	a, d        float64
	ia, id      *big.Int
}

// maxIotaInt bounds the characters of an integer iota's start and step:
// 40 is past every integer type's range (2^64 has 20 digits), and a
// longer number would cost big.Int's parsing, superlinear in its digits,
// minutes for a few million of them.
const maxIotaInt = 40

// iotaError is an iota's start or step that cannot be read; Field names
// which, so that the error points at it.
type iotaError struct {
	Field string // "start" or "step"
	Msg   string
}

func (e *iotaError) Error() string { return e.Msg }

// generator gives element i's bits and how many elements it writes: the
// data's, or count elements of iota or random; nil when nothing is written
// (zeros, or a file, which is streamed).
func (b *BufferSpec) generator() (func(i int) uint64, int, error) {
	gen, err := b.elements()
	n := b.Count
	if len(b.Data) > 0 {
		n = len(b.Data)
	}
	return gen, n, err
}

func (b *BufferSpec) elements() (func(i int) uint64, error) {
	switch {
	case len(b.Data) > 0:
		return func(i int) uint64 {
			bits, _ := encodeValue(b.Type, b.Data[i]) // checked when the spec loaded
			return bits
		}, nil
	case b.Iota != nil:
		return b.Iota.generator(b.Type)
	case b.Random != nil:
		r := rand.New(rand.NewPCG(*b.Random, 0x9e3779b97f4a7c15))
		switch {
		case b.Type == F32:
			return func(int) uint64 { return uint64(math.Float32bits(float32(r.Float64()*2 - 1))) }, nil
		case b.Type == F64:
			return func(int) uint64 { return math.Float64bits(r.Float64()*2 - 1) }, nil
		case b.Type.Size() == 4:
			return func(int) uint64 { return uint64(r.Uint32()) }, nil
		}
		return func(int) uint64 { return r.Uint64() }, nil
	}
	return nil, nil
}

func (it *Iota) generator(typ ElemType) (func(i int) uint64, error) {
	r, err := it.parse(typ)
	if err != nil {
		return nil, err
	}
	if typ.Float() {
		a, d := r.a, r.d
		if typ == F32 {
			return func(i int) uint64 { return uint64(math.Float32bits(float32(a + float64(i)*d))) }, nil
		}
		return func(i int) uint64 { return math.Float64bits(a + float64(i)*d) }, nil
	}
	// Arithmetic modulo 2^64 gives each element's bits exactly: check
	// has made sure every element is in the type's range.
	ua, ud, mask := low64(r.ia), low64(r.id), typ.mask()
	return func(i int) uint64 { return (ua + uint64(i)*ud) & mask }, nil
}

// parse reads start and step for typ, once: the check and the run use
// what the first call read, unless the text or the type changed since.
func (it *Iota) parse(typ ElemType) (*iotaRead, error) {
	start, step := it.text()
	if r := it.read; r != nil && r.typ == typ && r.start == start && r.step == step {
		return r, nil
	}
	r := &iotaRead{typ: typ, start: start, step: step}
	for _, f := range []struct {
		name, text string
		fv         *float64
		iv         **big.Int
	}{{"start", start, &r.a, &r.ia}, {"step", step, &r.d, &r.id}} {
		if typ.Float() {
			v, err := strconv.ParseFloat(f.text, 64)
			if err != nil {
				return nil, &iotaError{f.name, fmt.Sprintf("iota %s must be a number, got %s", f.name, clip(f.text))}
			}
			*f.fv = v
			continue
		}
		if len(f.text) > maxIotaInt {
			return nil, &iotaError{f.name, fmt.Sprintf("iota %s of an integer buffer is %d characters long; no %s element holds a number of more than %d", f.name, len(f.text), typ, maxIotaInt)}
		}
		v, ok := new(big.Int).SetString(f.text, 10)
		if !ok {
			return nil, &iotaError{f.name, fmt.Sprintf("iota %s of an integer buffer must be an integer, got %s", f.name, f.text)}
		}
		*f.iv = v
	}
	it.read = r
	return r, nil
}

// text is start and step as written, with their defaults.
func (it *Iota) text() (string, string) {
	num := func(n json.Number, def string) string {
		if n == "" {
			return def
		}
		return string(n)
	}
	return num(it.Start, "0"), num(it.Step, "1")
}

// low64 is x modulo 2^64.
func low64(x *big.Int) uint64 {
	return new(big.Int).And(x, new(big.Int).SetUint64(math.MaxUint64)).Uint64()
}

// check range-checks the count elements of an iota as data's elements
// are checked: an element the type cannot hold is an error naming the
// first such element (the elements move one way, so past the first every
// one is out too), not a value wrapped to the width or rounded to
// infinity.
func (it *Iota) check(typ ElemType, count int) error {
	r, err := it.parse(typ)
	if err != nil || count == 0 {
		return err
	}
	start, step := r.start, r.step
	var value func(i int) (string, bool)
	if typ.Float() {
		value = func(i int) (string, bool) {
			v := r.a + float64(i)*r.d
			in := !math.IsInf(v, 0) && (typ == F64 || !math.IsInf(float64(float32(v)), 0))
			return strconv.FormatFloat(v, 'g', -1, 64), in
		}
	} else {
		value = func(i int) (string, bool) {
			v := new(big.Int).Add(r.ia, new(big.Int).Mul(r.id, big.NewInt(int64(i))))
			_, in := typ.parse(v.String(), 10)
			return v.String(), in
		}
	}
	first := 0
	if _, in := value(0); in {
		if _, in := value(count - 1); in {
			return nil
		}
		first = sort.Search(count, func(i int) bool { _, in := value(i); return !in })
	}
	v, _ := value(first)
	return fmt.Errorf("iota element %d (start %s, step %s): %v", first, clip(start), clip(step), typ.notA(v))
}

// clip shortens a number written out at length (a float's start may have
// a million digits) for an error message.
func clip(s string) string {
	if len(s) <= maxIotaInt {
		return s
	}
	return fmt.Sprintf("%s... (%d characters)", s[:maxIotaInt], len(s))
}

// generateInto writes n generated elements of size es at addr, a chunk at
// a time.
func generateInto(mem *sim.Memory, addr uint64, n, es int, gen func(int) uint64) error {
	buf := make([]byte, 0, 1<<16)
	flush := func() error {
		if len(buf) == 0 {
			return nil
		}
		err := mem.Write(addr, buf)
		addr += uint64(len(buf))
		buf = buf[:0]
		return err
	}
	for i := 0; i < n; i++ {
		if es == 4 {
			buf = binary.LittleEndian.AppendUint32(buf, uint32(gen(i)))
		} else {
			buf = binary.LittleEndian.AppendUint64(buf, gen(i))
		}
		if len(buf) == cap(buf) {
			if err := flush(); err != nil {
				return err
			}
		}
	}
	return flush()
}
