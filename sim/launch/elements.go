package launch

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
)

// elements is an array of numbers cut from a spec's text (a buffer's
// data, an expected output; see cutArrays): the array's text, and once the
// element type is known (pack) the elements' little-endian bytes.
type elements struct {
	text  []byte // the array, brackets included: a slice of the spec's text
	off   int    // where it starts in the spec's text
	n     int
	es    int
	bytes []byte // n elements of es bytes, after pack
}

// pack converts the numbers to elements of type t. An element that is not
// one is an error at its line and column, saying what it is (what(i):
// `buffer "x" element 7`).
func (e *elements) pack(s *Spec, t ElemType, what func(i int) string) error {
	e.es = t.Size()
	e.bytes = make([]byte, 0, e.n*e.es)
	var err error
	e.each(func(i int, num []byte) bool {
		bits, ok := t.parse(string(num), 10)
		if !ok {
			l, c := LineCol(s.src, e.off+cap(e.text)-cap(num))
			err = &SpecError{s.file, l, c, fmt.Sprintf("%s: %v", what(i), t.notA(string(num)))}
			return false
		}
		if e.es == 4 {
			e.bytes = binary.LittleEndian.AppendUint32(e.bytes, uint32(bits))
		} else {
			e.bytes = binary.LittleEndian.AppendUint64(e.bytes, bits)
		}
		return true
	})
	return err
}

// each calls f with the text of every element in turn, until f says
// stop.
func (e *elements) each(f func(i int, num []byte) bool) {
	text, i := e.text, 0
	for p := 1; p < len(text)-1; {
		switch text[p] {
		case ' ', '\t', '\n', '\r', ',':
			p++
			continue
		}
		q := p
		for q < len(text) && numberByte(text[q]) {
			q++
		}
		if !f(i, text[p:q]) {
			return
		}
		i++
		p = q
	}
}

// number is element i as the spec wrote it.
func (e *elements) number(i int) json.Number {
	var num json.Number
	e.each(func(j int, b []byte) bool {
		if j == i {
			num = json.Number(b)
		}
		return j < i
	})
	return num
}

// at is element i's bits.
func (e *elements) at(i int) uint64 {
	if e.es == 4 {
		return uint64(binary.LittleEndian.Uint32(e.bytes[4*i:]))
	}
	return binary.LittleEndian.Uint64(e.bytes[8*i:])
}

func numberByte(c byte) bool {
	return c >= '0' && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'
}
