package launch

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"math/big"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// Spec is the JSON launch description shared by the CLI, the trace
// corpus and every harness:
//
//	{"kernel": "k", "arch": "gfx1030", "wave": 32,
//	 "grid": [256, 1, 1], "workgroup": [64, 1, 1],
//	 "buffers": {"in": {"type": "i32", "data": [1, 2]}, "out": {"type": "f32", "count": 256}},
//	 "args": [{"buffer": "out"}, {"buffer": "in"}, {"i32": 256}],
//	 "expect": {"out": [0.5, 1.5]}}
//
// Any argument may add "name": the kernel's name for it, checked against
// the metadata (and, when every argument has one, matched by it, in any
// order); a by-value one "size": its bytes, checked against the
// metadata and its kind. An integer argument may add "fixed": true (random launches keep its
// value) or "random": [lo, hi] (they draw it in that range).
type Spec struct {
	Kernel    string                 `json:"kernel,omitempty"`
	Arch      string                 `json:"arch,omitempty"`
	Wave      int                    `json:"wave,omitempty"`
	Grid      []int                  `json:"grid"`
	Workgroup []int                  `json:"workgroup"`
	Buffers   map[string]*BufferSpec `json:"buffers"`
	Args      []map[string]any       `json:"args"`
	Expect    map[string][]any       `json:"expect,omitempty"`

	file string
	src  []byte
	// expect holds the expected outputs ParseSpec read (their Expect
	// entries are empty), as Data and data do for a buffer's contents.
	expect map[string]*elements
}

// BufferSpec declares one buffer: its contents come from data (JSON
// numbers; ParseSpec keeps them packed, so a parsed spec's Data is empty
// and Data is for specs built in code), from file (a NumPy .npy array of the buffer's dtype, or raw
// little-endian elements; a relative path is taken from the spec's
// directory), from iota (start, start+step, ...) or random (a seed: uniform
// bits for integers, uniform in [-1, 1) for floats) over count elements,
// or are zero; count, when larger, pads with zeros.
type BufferSpec struct {
	Type   ElemType `json:"type"`
	Data   []any    `json:"data,omitempty"`
	File   string   `json:"file,omitempty"`
	Iota   *Iota    `json:"iota,omitempty"`
	Random *uint64  `json:"random,omitempty"`
	Count  int      `json:"count,omitempty"`
	// Packed is the contents as little-endian elements, for a spec a
	// program makes (NewPackedBuffer): a buffer of n elements takes n times
	// the element size, where Data takes some 50 bytes an element. It is
	// written as data.
	Packed []byte `json:"-"`

	file *bufferFile // the checked file
	data *elements   // the data as ParseSpec read it
}

// Len is the number of elements the buffer holds.
func (b *BufferSpec) Len() int {
	n := max(b.Count, len(b.Data))
	if es := b.Type.Size(); es > 0 {
		n = max(n, len(b.Packed)/es)
	}
	if b.data != nil {
		n = max(n, b.data.n)
	}
	if es := b.Type.Size(); es > 0 && b.file != nil {
		n = max(n, int(b.file.size)/es)
	}
	return n
}

// SpecError is a launch-spec error at a JSON position.
type SpecError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *SpecError) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s: %s", e.File, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// LineCol gives the 1-based line and column of a byte offset of src.
func LineCol(src []byte, off int) (int, int) {
	off = max(0, min(off, len(src)))
	line := 1 + bytes.Count(src[:off], []byte("\n"))
	col := off - bytes.LastIndexByte(src[:off], '\n')
	return line, col
}

// DecodeError places an encoding/json decoding error of a file's src at
// its line and column.
func DecodeError(file string, src []byte, err error) *SpecError {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		l, c := LineCol(src, max(int(se.Offset)-1, 0)) // Offset is just past the bad byte
		return &SpecError{file, l, c, "JSON syntax error: " + se.Error()}
	case errors.As(err, &te):
		l, c := LineCol(src, int(te.Offset))
		want := te.Type.String()
		if te.Type == reflect.TypeFor[ElemType]() {
			want = "a type name (" + elemTypeNames + ")"
		}
		return &SpecError{file, l, c, fmt.Sprintf("%s must be %s, got %s", te.Field, want, te.Value)}
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		l, c := LineCol(src, len(src))
		return &SpecError{file, l, c, "JSON ends early (truncated file?)"}
	case strings.HasPrefix(msg, "unknown field "):
		// The decoder names the key but not where it is: the first place
		// it stands as a key.
		name, _ := strconv.Unquote(strings.TrimPrefix(msg, "unknown field "))
		if m := regexp.MustCompile(regexp.QuoteMeta(strconv.Quote(name)) + `\s*:`).FindIndex(src); m != nil {
			l, c := LineCol(src, m[0])
			return &SpecError{file, l, c, msg}
		}
	}
	return &SpecError{File: file, Msg: msg}
}

// errAt reports an error at the value with the given JSON path
// ("args[2].buffer"), or at the nearest enclosing value found.
func (s *Spec) errAt(path, format string, args ...any) error {
	e := &SpecError{File: s.file, Msg: fmt.Sprintf(format, args...)}
	if off, _ := valueOffset(s.src, path); off >= 0 {
		e.Line, e.Col = LineCol(s.src, off)
	}
	return e
}

// ParseSpec decodes and validates a launch spec. The arrays of numbers, a
// buffer's data and the expected outputs, are read apart from the rest
// (jsonscan.go): millions of elements cost their bytes, not a boxed value
// each.
func ParseSpec(file string, src []byte) (*Spec, error) {
	s := &Spec{file: file, src: src}
	cut, c := cutArrays(src)
	dec := json.NewDecoder(bytes.NewReader(cut))
	dec.UseNumber()
	dec.DisallowUnknownFields()
	if err := dec.Decode(s); err != nil {
		return nil, DecodeError(file, src, c.fix(err))
	}
	if err := CheckStrictJSON(file, src, 0, src, s); err != nil {
		return nil, err
	}
	s.attach(c)
	return s, s.validate()
}

// attach gives the buffers and expectations the arrays cut from the text.
func (s *Spec) attach(c *cuts) {
	text := func(sp span) *elements { return &elements{text: s.src[sp.start:sp.end], off: sp.start, n: sp.n} }
	for name, sp := range c.data {
		if b := s.Buffers[name]; b != nil {
			b.data = text(sp)
		}
	}
	for name, sp := range c.expect {
		if s.expect == nil {
			s.expect = map[string]*elements{}
		}
		s.expect[name] = text(sp)
	}
}

// maxBufferBytes bounds one launch buffer: a model parameter (1 GiB), far
// above what the corpus needs and below what a 24 GiB machine can hold
// twice (compare runs two dispatches).
const maxBufferBytes = 1 << 30

func (s *Spec) validate() error {
	dims := func(name string, v []int) error {
		if len(v) == 0 || len(v) > 3 {
			return s.errAt(name, "%s needs 1 to 3 dimensions, got %d", name, len(v))
		}
		for i, x := range v {
			if x <= 0 {
				return s.errAt(fmt.Sprintf("%s[%d]", name, i), "%s[%d] must be positive, got %d", name, i, x)
			}
			// The AQL dispatch packet's grid_size fields are 32 bits
			// (hsa_kernel_dispatch_packet_t).
			if x > math.MaxUint32 {
				return s.errAt(fmt.Sprintf("%s[%d]", name, i), "%s[%d] is %d; the dispatch packet's size fields are 32 bits (at most %d)", name, i, x, uint32(math.MaxUint32))
			}
		}
		return nil
	}
	if s.Arch != "" {
		if _, err := isa.LookupArch(s.Arch); err != nil {
			return s.errAt("arch", "%v", err)
		}
	}
	if err := dims("grid", s.Grid); err != nil {
		return err
	}
	if err := dims("workgroup", s.Workgroup); err != nil {
		return err
	}
	wg := s.WorkgroupSize()
	if n := wg[0] * wg[1] * wg[2]; n > 1024 {
		return s.errAt("workgroup", "workgroup of %d work-items exceeds 1024", n)
	}
	for _, name := range s.bufferNames() {
		if err := s.checkBuffer(name, s.Buffers[name]); err != nil {
			return err
		}
	}
	if err := s.checkLimits(); err != nil {
		return err
	}
	for i, a := range s.Args {
		if err := s.checkArg(i, a); err != nil {
			return err
		}
	}
	for _, name := range slices.Sorted(maps.Keys(s.Expect)) {
		if err := s.checkExpect(name, s.Expect[name]); err != nil {
			return err
		}
	}
	return nil
}

// argModifiers are the keys an argument may carry beside its kind: how
// a comparison's random launches vary an integer argument, and the
// argument's name and size in the kernel's metadata (argnames.go).
var argModifiers = map[string]bool{"fixed": true, "random": true, "name": true, "size": true}

// checkArg checks one kernel argument: one kind key with its value, and
// for an integer, "fixed": true or "random": [lo, hi].
func (s *Spec) checkArg(i int, a map[string]any) error {
	const kinds = "buffer, dwords, " + elemTypeNames
	kind := ""
	for _, k := range slices.Sorted(maps.Keys(a)) {
		if argModifiers[k] {
			continue
		}
		if kind != "" {
			return s.errAt(fmt.Sprintf("args[%d]", i), "argument %d must have exactly one kind key (%s), got %s and %s", i, kinds, kind, k)
		}
		kind = k
	}
	if kind == "" {
		return s.errAt(fmt.Sprintf("args[%d]", i), "argument %d must have exactly one kind key (%s)", i, kinds)
	}
	v, path := a[kind], fmt.Sprintf("args[%d].%s", i, kind)
	var t ElemType
	switch kind {
	case "buffer":
		name, ok := v.(string)
		if !ok {
			return s.errAt(path, "argument %d: buffer must name a buffer", i)
		}
		if _, ok := s.Buffers[name]; !ok {
			return s.errAt(path, "argument %d names buffer %q, which the launch does not declare%s (declared: %s)", i, name, didYouMean(name, s.bufferNames()), strings.Join(s.bufferNames(), ", "))
		}
	case "dwords":
		if err := s.checkDwords(path, i, v); err != nil {
			return err
		}
	default:
		var ok bool
		if t, ok = ParseElemType(kind); !ok {
			return s.errAt(path, "argument %d: unknown kind %q (%s)", i, kind, kinds)
		}
		if _, err := encodeValue(t, v); err != nil {
			if n, ok := v.(json.Number); ok && t.Integer() && strings.ContainsAny(string(n), ".eE") {
				// The template's by-value placeholders are integers; the
				// metadata cannot say the kernel reads a float.
				return s.errAt(path, "argument %d: %s has a decimal point or exponent, so it is not an integer (%s); if the kernel reads a float, write {\"f%d\": %s}", i, n, kind, t.Size()*8, n)
			}
			return s.errAt(path, "argument %d: %v", i, err)
		}
	}
	if err := s.checkArgMarks(i, kind, t, a); err != nil {
		return err
	}
	return s.checkArgModifiers(i, kind, t, a)
}

// checkArgModifiers checks "fixed" and "random" of argument i.
// t is the element type of kind, the zero ElemType for a buffer or dwords.
func (s *Spec) checkArgModifiers(i int, kind string, t ElemType, a map[string]any) error {
	f, hasFixed := a["fixed"]
	r, hasRandom := a["random"]
	if !hasFixed && !hasRandom {
		return nil
	}
	at := func(k string) string { return fmt.Sprintf("args[%d].%s", i, k) }
	switch {
	case hasRandom && !t.Integer():
		return s.errAt(at("random"), "argument %d: \"random\" applies to integer arguments (i32, u32, i64, u64), not %s; a float argument varies around its value", i, kind)
	case !t.Valid():
		return s.errAt(at("fixed"), "argument %d: \"fixed\" applies to number arguments (i32, u32, i64, u64, f32, f64), not %s; only those vary in random launches", i, kind)
	case !t.Integer():
		if _, ok := f.(bool); !ok {
			return s.errAt(at("fixed"), "argument %d: fixed must be true or false, got %v", i, f)
		}
		return nil
	}
	if hasFixed {
		if _, ok := f.(bool); !ok {
			return s.errAt(at("fixed"), "argument %d: fixed must be true or false, got %v", i, f)
		}
		if hasRandom {
			return s.errAt(at("random"), "argument %d: give fixed or random, not both", i)
		}
		return nil
	}
	list, ok := r.([]any)
	if !ok || len(list) != 2 {
		return s.errAt(at("random"), "argument %d: random takes [lo, hi], two %s values", i, kind)
	}
	var ends [2]uint64
	for j, x := range list {
		bits, err := encodeValue(t, x)
		if err != nil {
			return s.errAt(fmt.Sprintf("args[%d].random[%d]", i, j), "argument %d: random[%d]: %v", i, j, err)
		}
		ends[j] = bits
	}
	if lo, hi := argInt(t, ends[0]), argInt(t, ends[1]); lo.Cmp(hi) > 0 {
		return s.errAt(at("random"), "argument %d: random range [%v, %v] is empty (lo above hi)", i, lo, hi)
	}
	return nil
}

// FloatArg is a floating-point kernel argument as random launches see it:
// its index in Args, kind (F32 or F64), value's bits, and whether it is
// pinned.
type FloatArg struct {
	Index int
	Kind  ElemType
	Bits  uint64
	Fixed bool
}

// FloatArgs lists the launch's floating-point arguments (a parsed spec's
// are valid; others are left out where they are not).
func (s *Spec) FloatArgs() []FloatArg {
	var out []FloatArg
	for i, a := range s.Args {
		for k, v := range a {
			t, _ := ParseElemType(k)
			if !t.Float() {
				continue
			}
			bits, err := encodeValue(t, v)
			if err != nil {
				continue
			}
			fixed, _ := a["fixed"].(bool)
			out = append(out, FloatArg{Index: i, Kind: t, Bits: bits, Fixed: fixed})
		}
	}
	return out
}

// IntArg is an integer kernel argument as random launches see it: its
// index in Args, kind, value, and whether it is pinned or has a range.
type IntArg struct {
	Index int
	Kind  ElemType
	Value *big.Int
	Fixed bool
	// Range is [lo, hi] when the spec gives one (nil: the default draws).
	Range *[2]*big.Int
}

// IntArgs lists the launch's integer arguments (a parsed spec's are
// valid; others are left out where they are not).
func (s *Spec) IntArgs() []IntArg {
	var out []IntArg
	for i, a := range s.Args {
		for k, v := range a {
			t, _ := ParseElemType(k)
			if !t.Integer() {
				continue
			}
			bits, err := encodeValue(t, v)
			if err != nil {
				continue
			}
			ia := IntArg{Index: i, Kind: t, Value: argInt(t, bits)}
			ia.Fixed, _ = a["fixed"].(bool)
			if r, ok := a["random"].([]any); ok && len(r) == 2 {
				lo, err1 := encodeValue(t, r[0])
				hi, err2 := encodeValue(t, r[1])
				if err1 == nil && err2 == nil {
					ia.Range = &[2]*big.Int{argInt(t, lo), argInt(t, hi)}
				}
			}
			out = append(out, ia)
		}
	}
	return out
}

// argInt is the integer an argument's bits stand for.
func argInt(t ElemType, bits uint64) *big.Int {
	switch {
	case t.Signed() && t.Size() == 4:
		return big.NewInt(int64(int32(uint32(bits))))
	case t.Signed():
		return big.NewInt(int64(bits))
	}
	return new(big.Int).SetUint64(bits)
}

// checkBuffer checks a buffer's type, size and contents, and opens its
// file.
func (s *Spec) checkBuffer(name string, b *BufferSpec) error {
	if !b.Type.Valid() {
		path := "buffers." + name + ".type"
		return s.errAt(path, "buffer %q: unknown type %s (%s)", name, s.quotedName(path), elemTypeNames)
	}
	es := b.Type.Size()
	if b.Count < 0 || b.Count > maxBufferBytes/es {
		return s.errAt("buffers."+name+".count", "buffer %q: count %d is not between 0 and %d (%d bytes)", name, b.Count, maxBufferBytes/es, maxBufferBytes)
	}
	n := len(b.Data)
	if b.data != nil {
		n = b.data.n
	}
	if n > maxBufferBytes/es {
		return s.errAt("buffers."+name+".data", "buffer %q: %d elements, more than %d (%d bytes)", name, n, maxBufferBytes/es, maxBufferBytes)
	}
	if b.data != nil {
		if err := b.data.pack(s, b.Type, func(i int) string { return fmt.Sprintf("buffer %q element %d", name, i) }); err != nil {
			return err
		}
	}
	for i, v := range b.Data {
		if _, err := encodeValue(b.Type, v); err != nil {
			return s.errAt(fmt.Sprintf("buffers.%s.data[%d]", name, i), "buffer %q element %d: %v", name, i, err)
		}
	}
	if err := s.checkGenerated(name, b); err != nil {
		return err
	}
	return s.loadFile(name, b)
}

// checkExpect checks an expected output's elements against its buffer's
// type.
func (s *Spec) checkExpect(name string, vals []any) error {
	b, ok := s.Buffers[name]
	if !ok {
		return s.errAt("expect."+name, "expect names buffer %q, which the launch does not declare%s", name, didYouMean(name, s.bufferNames()))
	}
	if e := s.expect[name]; e != nil {
		if es := b.Type.Size(); e.n > maxBufferBytes/es {
			return s.errAt("expect."+name, "expected %s: %d elements, more than a buffer may hold (%d)", name, e.n, maxBufferBytes/es)
		}
		if err := e.pack(s, b.Type, func(i int) string { return fmt.Sprintf("expected %s element %d", name, i) }); err != nil {
			return err
		}
	}
	for i, v := range vals {
		if _, err := encodeValue(b.Type, v); err != nil {
			return s.errAt(fmt.Sprintf("expect.%s[%d]", name, i), "expected %s element %d: %v", name, i, err)
		}
	}
	return nil
}

// maxDwordsArg bounds a by-value aggregate: the kernarg segment the model
// accepts (isa.MaxKernargBytes) in dwords.
const maxDwordsArg = isa.MaxKernargBytes / 4

// checkDwords: a by-value aggregate (a buffer resource, a struct) is a
// list of u32 values, its bytes in order.
func (s *Spec) checkDwords(path string, i int, v any) error {
	list, ok := v.([]any)
	if !ok || len(list) == 0 || len(list) > maxDwordsArg {
		return s.errAt(path, "argument %d: dwords takes a list of 1 to %d u32 values", i, maxDwordsArg)
	}
	for j, x := range list {
		if _, err := encodeValue(U32, x); err != nil {
			return s.errAt(fmt.Sprintf("%s[%d]", path, j), "argument %d dword %d: %v", i, j, err)
		}
	}
	return nil
}

// checkGenerated: a generated buffer has a count and no other contents.
func (s *Spec) checkGenerated(name string, b *BufferSpec) error {
	sources := 0
	for _, set := range []bool{len(b.Data) > 0 || b.data != nil || len(b.Packed) > 0, b.File != "", b.Iota != nil, b.Random != nil} {
		if set {
			sources++
		}
	}
	if sources > 1 {
		return s.errAt("buffers."+name, "buffer %q: give one of data, file, iota and random", name)
	}
	if (b.Iota != nil || b.Random != nil) && b.Count == 0 {
		return s.errAt("buffers."+name, "buffer %q: iota and random need a count", name)
	}
	if b.Iota != nil {
		if err := b.Iota.check(b.Type, b.Count); err != nil {
			path := "buffers." + name + ".iota"
			if ie, ok := err.(*iotaError); ok {
				path += "." + ie.Field // at the number that cannot be read
			}
			return s.errAt(path, "buffer %q: %v", name, err)
		}
	}
	return nil
}

// loadFile reads a buffer's file, resolved against the spec's directory.
func (s *Spec) loadFile(name string, b *BufferSpec) error {
	if b.File == "" {
		return nil
	}
	path := b.File
	if !filepath.IsAbs(path) {
		path = filepath.Join(filepath.Dir(s.file), path)
	}
	bf, err := openBufferFile(path, b.Type)
	if err != nil {
		return s.errAt("buffers."+name+".file", "buffer %q: %v", name, err)
	}
	es := int64(b.Type.Size())
	if b.Count != 0 && int64(b.Count) < bf.size/es {
		return s.errAt("buffers."+name+".count", "buffer %q: count %d is smaller than the %d elements of %s", name, b.Count, bf.size/es, b.File)
	}
	b.File, b.file = path, bf
	return nil
}

func (s *Spec) bufferNames() []string { return slices.Sorted(maps.Keys(s.Buffers)) }

// GridSize and WorkgroupSize pad to three dimensions.
func (s *Spec) GridSize() [3]int      { return pad3(s.Grid) }
func (s *Spec) WorkgroupSize() [3]int { return pad3(s.Workgroup) }

// Dims is the dispatch's dimensionality: 2 or 3 when the grid or the
// workgroup extends along y or z.
func (s *Spec) Dims() int {
	grid, wg := s.GridSize(), s.WorkgroupSize()
	switch {
	case grid[2] > 1 || wg[2] > 1:
		return 3
	case grid[1] > 1 || wg[1] > 1:
		return 2
	}
	return 1
}

func pad3(v []int) [3]int {
	r := [3]int{1, 1, 1}
	copy(r[:], v)
	return r
}

// nonFinite reads the strings Format prints for a NaN and the infinities.
func nonFinite(t ElemType, s string) (uint64, bool) {
	var f float64
	switch s {
	case "NaN":
		f = math.NaN()
	case "+Inf", "Inf":
		f = math.Inf(1)
	case "-Inf":
		f = math.Inf(-1)
	default:
		return 0, false
	}
	if t.Size() == 4 {
		return uint64(math.Float32bits(float32(f))), true
	}
	return math.Float64bits(f), true
}

// encodeValue converts a JSON number to the raw bits of a typed element.
func encodeValue(t ElemType, v any) (uint64, error) {
	num, ok := v.(json.Number)
	if str, isStr := v.(string); isStr && t.Float() {
		// JSON has no NaN or infinity: a float element or argument may be
		// the string ElemType.Format prints for one.
		if bits, ok := nonFinite(t, str); ok {
			return bits, nil
		}
		return 0, fmt.Errorf("want a number, or \"NaN\", \"+Inf\" or \"-Inf\", got %q", str)
	}
	if !ok {
		return 0, fmt.Errorf("want a number, got %v", v)
	}
	if !t.Valid() {
		return 0, fmt.Errorf("unknown type %q", t.String())
	}
	bits, ok := t.parse(string(num), 0)
	if !ok {
		return 0, t.notA(string(num))
	}
	return bits, nil
}

// expected gives the number of elements the expectation for a buffer
// lists, and element i's bits and value.
func (s *Spec) expected(name string) (int, func(i int) (uint64, func() any)) {
	t := s.Buffers[name].Type
	if e := s.expect[name]; e != nil && len(s.Expect[name]) == 0 {
		return e.n, func(i int) (uint64, func() any) {
			return e.at(i), func() any { return e.number(i) }
		}
	}
	exp := s.Expect[name]
	return len(exp), func(i int) (uint64, func() any) {
		bits, _ := encodeValue(t, exp[i])
		return bits, func() any { return exp[i] }
	}
}

// Expected is the expectation for a buffer as a list of JSON numbers:
// Expect's entry, or the numbers ParseSpec read.
func (s *Spec) Expected(name string) []any {
	if e := s.expect[name]; e != nil && len(s.Expect[name]) == 0 {
		out := make([]any, 0, e.n)
		e.each(func(_ int, num []byte) bool {
			out = append(out, json.Number(num))
			return true
		})
		return out
	}
	return s.Expect[name]
}

// ExpectedBits is the expectation for each buffer the expect section
// names, as the element bits a run's Contents gives.
func (s *Spec) ExpectedBits() map[string][]uint64 {
	out := make(map[string][]uint64, len(s.Expect))
	for name := range s.Expect {
		n, want := s.expected(name)
		bits := make([]uint64, n)
		for i := range bits {
			bits[i], _ = want(i)
		}
		out[name] = bits
	}
	return out
}

// NewPackedBuffer is a buffer of n elements of type t, all zero, to be
// set with SetBits.
func NewPackedBuffer(t ElemType, n int) *BufferSpec {
	return &BufferSpec{Type: t, Count: n, Packed: make([]byte, n*t.Size())}
}

// SetBits sets element i of a packed buffer.
func (b *BufferSpec) SetBits(i int, bits uint64) {
	if es := b.Type.Size(); es == 4 {
		binary.LittleEndian.PutUint32(b.Packed[4*i:], uint32(bits))
	} else {
		binary.LittleEndian.PutUint64(b.Packed[8*i:], bits)
	}
}

// Bits is element i of a buffer given by Packed or Data, false for any
// other kind of buffer or an index past its end.
func (b *BufferSpec) Bits(i int) (uint64, bool) {
	es := b.Type.Size()
	switch {
	case len(b.Packed) > 0:
		if i < 0 || (i+1)*es > len(b.Packed) {
			return 0, false
		}
		return elementBits(b.Packed[i*es : (i+1)*es]), true
	case i >= 0 && i < len(b.Data):
		bits, err := encodeValue(b.Type, b.Data[i])
		return bits, err == nil
	}
	return 0, false
}

// ElementBits is v, a JSON number or a value Format gave, as the bits of
// an element of type t.
func ElementBits(t ElemType, v any) (uint64, error) { return encodeValue(t, v) }

// packedJSON writes a packed buffer's elements as a JSON array, each as
// Data would hold it (Format).
func (b *BufferSpec) packedJSON() ([]byte, error) {
	es := b.Type.Size()
	out := make([]byte, 0, 2+len(b.Packed)/es*8)
	out = append(out, '[')
	for i := 0; i+es <= len(b.Packed); i += es {
		if i > 0 {
			out = append(out, ',')
		}
		x, err := json.Marshal(b.Type.Format(elementBits(b.Packed[i : i+es])))
		if err != nil {
			return nil, err
		}
		out = append(out, x...)
	}
	return append(out, ']'), nil
}

// MarshalJSON writes the data ParseSpec kept packed as the numbers it read.
func (b *BufferSpec) MarshalJSON() ([]byte, error) {
	type plain BufferSpec
	v := struct {
		*plain
		Data json.RawMessage `json:"data,omitempty"`
	}{plain: (*plain)(b)}
	switch {
	case len(b.Data) > 0:
		raw, err := json.Marshal(b.Data)
		if err != nil {
			return nil, err
		}
		v.Data = raw
	case len(b.Packed) > 0:
		raw, err := b.packedJSON()
		if err != nil {
			return nil, err
		}
		v.Data = raw
	case b.data != nil:
		v.Data = b.data.text
	}
	return json.Marshal(v)
}

// MarshalJSON writes the expectations ParseSpec kept packed as the
// numbers it read.
func (s *Spec) MarshalJSON() ([]byte, error) {
	type plain Spec
	v := struct {
		*plain
		Expect map[string]any `json:"expect,omitempty"`
	}{plain: (*plain)(s)}
	for name, vals := range s.Expect {
		if v.Expect == nil {
			v.Expect = map[string]any{}
		}
		v.Expect[name] = vals
		if e := s.expect[name]; e != nil && len(vals) == 0 {
			v.Expect[name] = json.RawMessage(e.text)
		}
	}
	return json.Marshal(v)
}

// JSON encodes the spec (for reproducers).
func (s *Spec) JSON() []byte {
	b, _ := json.MarshalIndent(s, "", "  ")
	return b
}
