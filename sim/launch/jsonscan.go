package launch

import (
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
)

// A launch spec's large parts are arrays of numbers: a buffer's data and
// the expected outputs, millions of elements for a large grid. Decoding
// them with encoding/json into []any costs a boxed json.Number per
// element (861 MB and 6.4 s for 9M elements). ParseSpec instead cuts every
// such array out of the text before encoding/json sees it (cutArrays) and
// converts its numbers straight to element bytes once the buffer's type is
// known (elements.pack). Positions for errors are found by walking the text
// to the value a message is about (valueOffset), only when there is an
// error.

// jscan is a cursor over JSON text. Its methods report false on anything
// that is not well-formed JSON; the callers then leave the text to
// encoding/json, whose errors say what is wrong.
type jscan struct {
	src []byte
	i   int
}

func (s *jscan) ws() {
	for s.i < len(s.src) {
		switch s.src[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

// peek is the next byte after white space, or 0 at the end.
func (s *jscan) peek() byte {
	s.ws()
	if s.i < len(s.src) {
		return s.src[s.i]
	}
	return 0
}

// expect consumes byte c after white space.
func (s *jscan) expect(c byte) bool {
	if s.peek() != c {
		return false
	}
	s.i++
	return true
}

// str consumes a string and gives its value.
func (s *jscan) str() (string, bool) {
	if s.peek() != '"' {
		return "", false
	}
	start, escaped := s.i, false
	for s.i++; s.i < len(s.src); s.i++ {
		switch c := s.src[s.i]; {
		case c == '\\':
			escaped = true
			s.i++
		case c == '"':
			s.i++
			raw := s.src[start:s.i]
			if !escaped {
				return string(raw[1 : len(raw)-1]), true
			}
			var v string
			return v, json.Unmarshal(raw, &v) == nil
		case c < 0x20:
			return "", false
		}
	}
	return "", false
}

// number consumes a JSON number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func (s *jscan) number() bool {
	src, i := s.src, s.i
	digits := func() bool {
		start := i
		for i < len(src) && src[i] >= '0' && src[i] <= '9' {
			i++
		}
		return i > start
	}
	if i < len(src) && src[i] == '-' {
		i++
	}
	switch {
	case i < len(src) && src[i] == '0':
		i++
	case !digits():
		return false
	}
	if i < len(src) && src[i] == '.' {
		i++
		if !digits() {
			return false
		}
	}
	if i < len(src) && (src[i] == 'e' || src[i] == 'E') {
		i++
		if i < len(src) && (src[i] == '+' || src[i] == '-') {
			i++
		}
		if !digits() {
			return false
		}
	}
	s.i = i
	return true
}

// numberArray consumes an array whose elements are all numbers and counts
// them; false (with the cursor anywhere) when it is anything else.
func (s *jscan) numberArray() (int, bool) {
	if !s.expect('[') {
		return 0, false
	}
	if s.expect(']') {
		return 0, true
	}
	for n := 1; ; n++ {
		if s.ws(); !s.number() {
			return 0, false
		}
		switch s.peek() {
		case ']':
			s.i++
			return n, true
		case ',':
			s.i++
		default:
			return 0, false
		}
	}
}

// skip consumes one value of any kind.
func (s *jscan) skip() bool {
	switch c := s.peek(); {
	case c == '"':
		_, ok := s.str()
		return ok
	case c == '{' || c == '[':
		return s.skipComposite()
	case c == '-' || c >= '0' && c <= '9':
		return s.number()
	}
	for _, lit := range [][]byte{[]byte("true"), []byte("false"), []byte("null")} {
		if bytes.HasPrefix(s.src[s.i:], lit) {
			s.i += len(lit)
			return true
		}
	}
	return false
}

// skipComposite consumes an object or array by counting brackets outside
// strings; the structure inside is encoding/json's to check.
func (s *jscan) skipComposite() bool {
	depth := 0
	for ; s.i < len(s.src); s.i++ {
		switch s.src[s.i] {
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				s.i++
				return true
			}
		case '"':
			if _, ok := s.str(); !ok {
				return false
			}
			s.i-- // the loop steps past the closing quote
		}
	}
	return false
}

// members calls f for each member of an object, the cursor at its value;
// f consumes the value. A key repeated is met again: encoding/json keeps
// the last.
func (s *jscan) members(f func(key string) bool) bool {
	if !s.expect('{') {
		return false
	}
	if s.expect('}') {
		return true
	}
	for {
		key, ok := s.str()
		if !ok || !s.expect(':') || !f(key) {
			return false
		}
		switch s.peek() {
		case '}':
			s.i++
			return true
		case ',':
			s.i++
		default:
			return false
		}
	}
}

// span is an array of numbers in a spec's text: src[start:end], brackets
// included, of n elements.
type span struct {
	start, end, n int
}

// cuts are the number arrays of a spec, by buffer name: the data of each
// buffer and each expected output.
type cuts struct {
	data, expect map[string]span
	order        []span // every cut, in text order
}

// cutArrays finds, in a spec's text, the arrays of numbers that are a
// buffer's data or an expected output, and returns the text with each of
// them emptied ("[]"). Keys are matched as encoding/json matches the
// Spec's fields (without regard to case) and, like it, the last of a
// repeated key counts. On text that is not well-formed the result is the
// text unchanged and no cuts.
func cutArrays(src []byte) ([]byte, *cuts) {
	c := &cuts{data: map[string]span{}, expect: map[string]span{}}
	s := &jscan{src: src}
	array := func(into map[string]span, name string) bool {
		delete(into, name)
		if s.peek() != '[' {
			return s.skip()
		}
		start := s.i
		if n, ok := s.numberArray(); ok {
			if n > 0 {
				into[name] = span{start, s.i, n}
			}
			return true
		}
		s.i = start
		return s.skip()
	}
	buffer := func(name string) bool {
		delete(c.data, name)
		if s.peek() != '{' {
			return s.skip()
		}
		return s.members(func(key string) bool {
			if strings.EqualFold(key, "data") {
				return array(c.data, name)
			}
			return s.skip()
		})
	}
	ok := s.members(func(key string) bool {
		switch {
		case strings.EqualFold(key, "buffers") && s.peek() == '{':
			return s.members(buffer)
		case strings.EqualFold(key, "expect") && s.peek() == '{':
			return s.members(func(name string) bool { return array(c.expect, name) })
		}
		return s.skip()
	})
	if !ok {
		return src, &cuts{}
	}
	for _, m := range []map[string]span{c.data, c.expect} {
		for _, sp := range m {
			c.order = append(c.order, sp)
		}
	}
	if len(c.order) == 0 {
		return src, c
	}
	sortSpans(c.order)
	out := make([]byte, 0, len(src)-c.removed(len(src)))
	prev := 0
	for _, sp := range c.order {
		out = append(out, src[prev:sp.start+1]...)
		out = append(out, ']')
		prev = sp.end
	}
	return append(out, src[prev:]...), c
}

func sortSpans(v []span) {
	// Insertion sort: a spec has a few arrays.
	for i := 1; i < len(v); i++ {
		for j := i; j > 0 && v[j].start < v[j-1].start; j-- {
			v[j], v[j-1] = v[j-1], v[j]
		}
	}
}

// removed is how many bytes the cuts before src offset off took out.
func (c *cuts) removed(off int) int {
	n := 0
	for _, sp := range c.order {
		if sp.start+1 >= off {
			break
		}
		n += sp.end - sp.start - 2
	}
	return n
}

// srcOffset maps an offset in the cut text back to the spec's text.
func (c *cuts) srcOffset(off int64) int64 {
	for _, sp := range c.order {
		// In the cut text this array is "[]" at sp.start.
		if off <= int64(sp.start+1) {
			break
		}
		off += int64(sp.end - sp.start - 2)
	}
	return off
}

// valueOffset finds the value at a JSON path ("args[2].buffer",
// "buffers.x.data[7]") in a spec's text: the offset of the deepest value
// on the path the text has, and how much of the path that is ("" when not
// even the first step is there). Where an object repeats a key, the last
// counts, as in decoding.
func valueOffset(src []byte, path string) (int, string) {
	s := &jscan{src: src}
	off, at := -1, ""
	for at != path {
		next, ok := s.step(at, path)
		if !ok {
			break
		}
		s.ws()
		off, at = s.i, next
	}
	return off, at
}

// step moves the cursor from the value at path at to its member or
// element that path continues with, and gives that value's path.
func (s *jscan) step(at, path string) (string, bool) {
	rest := path[len(at):]
	if at != "" {
		if rest == "" || rest[0] != '.' && rest[0] != '[' {
			return "", false
		}
		if rest[0] == '.' {
			rest = rest[1:]
		}
	}
	if s.peek() == '[' {
		end := strings.IndexByte(rest, ']')
		if rest == "" || rest[0] != '[' || end < 0 {
			return "", false
		}
		idx, err := strconv.Atoi(rest[1:end])
		if err != nil || idx < 0 {
			return "", false
		}
		s.i++
		for i := 0; i < idx; i++ {
			if !s.skip() || !s.expect(',') {
				return "", false
			}
		}
		s.ws()
		return at + rest[:end+1], s.peek() != ']'
	}
	if s.peek() != '{' {
		return "", false
	}
	found, child := -1, ""
	s.members(func(key string) bool {
		if strings.HasPrefix(rest, key) && (len(rest) == len(key) || rest[len(key)] == '.' || rest[len(key)] == '[') && len(key) >= len(child) {
			s.ws()
			found, child = s.i, key
		}
		return s.skip()
	})
	if found < 0 {
		return "", false
	}
	s.i = found
	if at == "" {
		return child, true
	}
	return at + "." + child, true
}

// fix maps the offset of an encoding/json error in the cut text back to
// the spec's text.
func (c *cuts) fix(err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		se.Offset = c.srcOffset(se.Offset)
	case errors.As(err, &te):
		te.Offset = c.srcOffset(te.Offset)
	}
	return err
}
