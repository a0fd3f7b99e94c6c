package launch

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"

	"github.com/wavesim/wavesim/sim"
)

// Iota fills a buffer with start, start+step, start+2·step, ... in the
// buffer's type (integers wrap to its width; floats are computed in
// float64 and rounded once). Both default: 0 and 1.
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
	num := func(n json.Number, def string) string {
		if n == "" {
			return def
		}
		return string(n)
	}
	start, step := num(it.Start, "0"), num(it.Step, "1")
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
	a, err1 := strconv.ParseInt(start, 0, 64)
	d, err2 := strconv.ParseInt(step, 0, 64)
	if err1 != nil || err2 != nil {
		return nil, fmt.Errorf("iota start and step of an integer buffer must be integers, got %s and %s", start, step)
	}
	mask := typ.mask()
	return func(i int) uint64 { return uint64(a+int64(i)*d) & mask }, nil
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
