package launch

import "fmt"

// encoding/json accepts two things in a document that hide a mistake: a
// key given twice in one object (it keeps the last, or for a map merges
// both, silently) and, through a Decoder, text after the value. A spec or
// report written by hand with either means something other than what
// runs, so the files wavesim reads are held to the stricter rule.

// StrictJSON checks a document encoding/json has accepted for a key
// repeated in one object and for text after the value. It gives the
// offset in src of the first offence (the repeated key's second
// occurrence, or the first byte after the value), -1 when there is none;
// for a repeated key, the key and the offset of its first occurrence
// (key "" for text after the value). Keys are compared as written: "x" and "X" are two
// buffers. Text that is not well-formed gives -1: encoding/json's error
// says what is wrong with it.
func StrictJSON(src []byte) (off int, key string, first int) {
	s := &jscan{src: src}
	d, ok := s.strictValue()
	switch {
	case !ok:
		return -1, "", 0
	case d.off >= 0:
		return d.off, d.key, d.first
	}
	if s.ws(); s.i < len(s.src) {
		return s.i, "", 0
	}
	return -1, "", 0
}

// dup is a repeated key: its second occurrence at off (-1: none) and its
// first at first.
type dup struct {
	off, first int
	key        string
}

var noDup = dup{off: -1}

// strictValue consumes one value, checking the objects in it for a
// repeated key. ok is false on text that is not well-formed.
func (s *jscan) strictValue() (dup, bool) {
	switch s.peek() {
	case '{':
		return s.strictObject()
	case '[':
		s.i++
		if s.expect(']') {
			return noDup, true
		}
		for {
			if d, ok := s.strictValue(); !ok || d.off >= 0 {
				return d, ok
			}
			switch s.peek() {
			case ']':
				s.i++
				return noDup, true
			case ',':
				s.i++
			default:
				return noDup, false
			}
		}
	}
	return noDup, s.skip()
}

func (s *jscan) strictObject() (dup, bool) {
	s.i++ // the '{'
	if s.expect('}') {
		return noDup, true
	}
	seen := map[string]int{}
	for {
		s.ws()
		at := s.i
		key, ok := s.str()
		if !ok || !s.expect(':') {
			return noDup, false
		}
		if first, twice := seen[key]; twice {
			return dup{at, first, key}, true
		}
		seen[key] = at
		if d, ok := s.strictValue(); !ok || d.off >= 0 {
			return d, ok
		}
		switch s.peek() {
		case '}':
			s.i++
			return noDup, true
		case ',':
			s.i++
		default:
			return noDup, false
		}
	}
}

// CheckStrictJSON is StrictJSON's offence as a positioned error, nil
// when there is none. doc is the document, src the whole file and base
// where doc starts in it (a report file may hold several documents), so
// the position is the file's.
func CheckStrictJSON(file string, src []byte, base int, doc []byte) error {
	off, key, first := StrictJSON(doc)
	if off < 0 {
		return nil
	}
	l, c := LineCol(src, base+off)
	if key == "" {
		return &SpecError{file, l, c, "text after the end of the JSON value (a second value, or a stray character); the file holds one"}
	}
	fl, fc := LineCol(src, base+first)
	return &SpecError{file, l, c, fmt.Sprintf("key %q appears twice in this object (first at line %d column %d); give it once", key, fl, fc)}
}

// PathOffset is the offset in src of the value at a JSON path
// ("rows[3].runs"), or of the nearest enclosing value the text has; -1
// when not even the first step is there. Other readers of JSON files use
// it to place their own checks' errors.
func PathOffset(src []byte, path string) int {
	off, _ := valueOffset(src, path)
	return off
}
