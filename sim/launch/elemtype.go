package launch

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
)

// ElemType is the type of a buffer's elements and of a scalar kernel
// argument. A spec names it ("i32", "f64", ...); ParseSpec reads the name
// once and everything after works with the type.
type ElemType uint8

// The element types. The zero ElemType is none: a spec that names no type,
// or one that is not in the table, which the spec's check reports.
const (
	I32 ElemType = iota + 1
	U32
	F32
	I64
	U64
	F64
	numElemTypes
)

type elemInfo struct {
	name    string
	size    int  // bytes
	signed  bool // a two's-complement integer
	float   bool // an IEEE 754 binary32 or binary64
	article string
	npy     string // the NumPy dtype (little-endian, as the simulated memory is)
}

var elemTypes = [numElemTypes]elemInfo{
	I32: {"i32", 4, true, false, "an", "<i4"},
	U32: {"u32", 4, false, false, "a", "<u4"},
	F32: {"f32", 4, false, true, "an", "<f4"},
	I64: {"i64", 8, true, false, "an", "<i8"},
	U64: {"u64", 8, false, false, "a", "<u8"},
	F64: {"f64", 8, false, true, "an", "<f8"},
}

// elemTypeNames lists the names for messages, in the order the spec
// errors have always given them.
const elemTypeNames = "i32, u32, i64, u64, f32, f64"

// ParseElemType reads a type's name.
func ParseElemType(name string) (ElemType, bool) {
	for t := I32; t < numElemTypes; t++ {
		if elemTypes[t].name == name {
			return t, true
		}
	}
	return 0, false
}

// Valid says whether t is one of the element types.
func (t ElemType) Valid() bool { return t >= I32 && t < numElemTypes }

func (t ElemType) info() elemInfo {
	if !t.Valid() {
		return elemInfo{}
	}
	return elemTypes[t]
}

// String is the type's name in a spec, "" for none.
func (t ElemType) String() string { return t.info().name }

// Size is an element's bytes (0 for none).
func (t ElemType) Size() int { return t.info().size }

// Float says whether t is a floating-point type.
func (t ElemType) Float() bool { return t.info().float }

// Integer says whether t is an integer type.
func (t ElemType) Integer() bool { return t.Valid() && !t.Float() }

// Signed says whether t is a signed integer.
func (t ElemType) Signed() bool { return t.info().signed }

// MarshalText writes the type's name.
func (t ElemType) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads a type's name. A name that is no type decodes to
// none instead of failing: encoding/json gives a text unmarshaler's error
// no position, so the spec's check reports it, at its line and column.
func (t *ElemType) UnmarshalText(b []byte) error {
	*t, _ = ParseElemType(string(b))
	return nil
}

// parse converts the text of a number to t's bits; base is strconv's for
// integers (0 takes Go's prefixes).
func (t ElemType) parse(str string, base int) (uint64, bool) {
	i := t.info()
	switch {
	case i.float:
		f, err := strconv.ParseFloat(str, 8*i.size)
		if i.size == 4 {
			return uint64(math.Float32bits(float32(f))), err == nil
		}
		return math.Float64bits(f), err == nil
	case i.signed:
		n, err := strconv.ParseInt(str, base, 8*i.size)
		return uint64(n) & t.mask(), err == nil
	case i.size > 0:
		n, err := strconv.ParseUint(str, base, 8*i.size)
		return n, err == nil
	}
	return 0, false
}

// mask keeps an element's bits of a 64-bit value.
func (t ElemType) mask() uint64 {
	if t.Size() == 4 {
		return math.MaxUint32
	}
	return math.MaxUint64
}

// Format prints raw element bits as the JSON number of the type; floats
// in the shortest form that round-trips. NaN and infinities, which JSON
// lacks, print as strings.
func (t ElemType) Format(bits uint64) any {
	i := t.info()
	switch {
	case i.float && i.size == 4:
		f := math.Float32frombits(uint32(bits))
		if math.IsNaN(float64(f)) || math.IsInf(float64(f), 0) {
			return fmt.Sprint(f)
		}
		return json.Number(strconv.FormatFloat(float64(f), 'g', -1, 32))
	case i.float:
		f := math.Float64frombits(bits)
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return fmt.Sprint(f)
		}
		return json.Number(strconv.FormatFloat(f, 'g', -1, 64))
	case i.signed && i.size == 4:
		return json.Number(strconv.FormatInt(int64(int32(uint32(bits))), 10))
	case i.signed:
		return json.Number(strconv.FormatInt(int64(bits), 10))
	}
	return json.Number(strconv.FormatUint(bits, 10))
}

// notA says a number is not of type t: "not an i32: 1.5".
func (t ElemType) notA(str string) error {
	return fmt.Errorf("not %s %s: %s", t.info().article, t, str)
}

// quotedName is how the spec named a type it does not know, for
// messages: the text at path, or "" when there is no string there.
func (s *Spec) quotedName(path string) string {
	name := ""
	if off, at := valueOffset(s.src, path); at == path {
		name, _ = (&jscan{src: s.src, i: off}).str()
	}
	return strconv.Quote(name)
}
