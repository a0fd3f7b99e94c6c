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
}

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
	start, step := it.text()
	if typ.Float() {
		a, err1 := strconv.ParseFloat(start, 64)
		d, err2 := strconv.ParseFloat(step, 64)
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("iota start and step must be numbers, got %s and %s", start, step)
		}
		if typ == F32 {
			return func(i int) uint64 { return uint64(math.Float32bits(float32(a + float64(i)*d))) }, nil
		}
		return func(i int) uint64 { return math.Float64bits(a + float64(i)*d) }, nil
	}
	a, ok1 := new(big.Int).SetString(start, 10)
	d, ok2 := new(big.Int).SetString(step, 10)
	if !ok1 || !ok2 {
		return nil, fmt.Errorf("iota start and step of an integer buffer must be integers, got %s and %s", start, step)
	}
	// Arithmetic modulo 2^64 gives each element's bits exactly: check
	// has made sure every element is in the type's range.
	ua, ud, mask := low64(a), low64(d), typ.mask()
	return func(i int) uint64 { return (ua + uint64(i)*ud) & mask }, nil
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
	if _, err := it.generator(typ); err != nil || count == 0 {
		return err
	}
	start, step := it.text()
	var value func(i int) (string, bool)
	if typ.Float() {
		a, _ := strconv.ParseFloat(start, 64)
		d, _ := strconv.ParseFloat(step, 64)
		value = func(i int) (string, bool) {
			v := a + float64(i)*d
			in := !math.IsInf(v, 0) && (typ == F64 || !math.IsInf(float64(float32(v)), 0))
			return strconv.FormatFloat(v, 'g', -1, 64), in
		}
	} else {
		a, _ := new(big.Int).SetString(start, 10)
		d, _ := new(big.Int).SetString(step, 10)
		value = func(i int) (string, bool) {
			v := new(big.Int).Add(a, new(big.Int).Mul(d, big.NewInt(int64(i))))
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
	return fmt.Errorf("iota element %d (start %s, step %s): %v", first, start, step, typ.notA(v))
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
