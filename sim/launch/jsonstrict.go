package launch

import (
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"sync"
)

// encoding/json accepts two things in a document that hide a mistake: a
// key given twice in one object (it keeps the last, or for a map merges
// both, silently) and, through a Decoder, text after the value. A spec or
// report written by hand with either means something other than what
// runs, so the files wavesim reads are held to the stricter rule. A third
// hides one in an object decoded into a struct: encoding/json matches a
// key to a field ignoring case, so {"kernel": "a", "Kernel": "b"} runs
// kernel b; there a key must be written as the field's name.

// strictJSON checks a document encoding/json has accepted for a key
// repeated in one object and for text after the value, and, for a
// document decoded into a value of type into (nil: none known), for a
// key in a struct's object that matches a field's name only ignoring
// case. It gives the offset in src of the first offence (the repeated
// key's second occurrence, or the first byte after the value), -1 when
// there is none; for a repeated key, the key and the offset of its first
// occurrence (key "" for text after the value). Keys are compared as
// written: "x" and "X" are two buffers. Text that is not well-formed
// gives -1: encoding/json's error says what is wrong with it.
func strictJSON(src []byte, into reflect.Type) dup {
	s := &jscan{src: src}
	d, ok := s.strictValue(into)
	switch {
	case !ok:
		return noDup
	case d.off >= 0:
		return d
	}
	if s.ws(); s.i < len(s.src) {
		return dup{off: s.i}
	}
	return noDup
}

// dup is an offence at off (-1: none): a repeated key, first at first;
// a key written in another case than the struct field it decodes into,
// named field; or, key "", text after the value.
type dup struct {
	off, first int
	key, field string
}

var noDup = dup{off: -1}

// strictValue consumes one value, checking the objects in it for a
// repeated key and, where t (the Go type the value decodes into, nil
// when not known) is a struct, for a key that is no field's name as
// written. ok is false on text that is not well-formed.
func (s *jscan) strictValue(t reflect.Type) (dup, bool) {
	t = decodedType(t)
	switch s.peek() {
	case '{':
		return s.strictObject(t)
	case '[':
		var elem reflect.Type
		if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			elem = t.Elem()
		}
		s.i++
		if s.expect(']') {
			return noDup, true
		}
		for {
			if d, ok := s.strictValue(elem); !ok || d.off >= 0 {
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

func (s *jscan) strictObject(t reflect.Type) (dup, bool) {
	s.i++ // the '{'
	if s.expect('}') {
		return noDup, true
	}
	var fields map[string]reflect.Type
	if t != nil && t.Kind() == reflect.Struct {
		fields = jsonFields(t)
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
			return dup{off: at, first: first, key: key}, true
		}
		seen[key] = at
		var elem reflect.Type
		switch {
		case fields != nil:
			var exact bool
			if elem, exact = fields[key]; !exact {
				for name := range fields {
					if strings.EqualFold(name, key) {
						return dup{off: at, key: key, field: name}, true
					}
				}
			}
		case t != nil && t.Kind() == reflect.Map:
			elem = t.Elem()
		}
		if d, ok := s.strictValue(elem); !ok || d.off >= 0 {
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

// decodedType is the type whose shape a JSON value decoded into t has:
// t without pointers, or nil when not known or when t decodes itself (a
// json.Unmarshaler or encoding.TextUnmarshaler reads its keys its own
// way).
func decodedType(t reflect.Type) reflect.Type {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() == reflect.Interface {
		return nil
	}
	p := reflect.PointerTo(t)
	if p.Implements(reflect.TypeFor[json.Unmarshaler]()) || p.Implements(reflect.TypeFor[encoding.TextUnmarshaler]()) {
		return nil
	}
	return t
}

// fieldCache holds jsonFields' answers: a report has a struct object per
// row.
var fieldCache sync.Map // reflect.Type → map[string]reflect.Type

// jsonFields are the keys encoding/json decodes into struct t, with the
// field types: the exported fields' names or tags, and those of embedded
// structs.
func jsonFields(t reflect.Type) map[string]reflect.Type {
	if m, ok := fieldCache.Load(t); ok {
		return m.(map[string]reflect.Type)
	}
	out := map[string]reflect.Type{}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" {
			if et := decodedType(f.Type); et != nil && et.Kind() == reflect.Struct {
				for k, v := range jsonFields(et) {
					if _, ok := out[k]; !ok {
						out[k] = v
					}
				}
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out[name] = f.Type
	}
	fieldCache.Store(t, out)
	return out
}

// CheckStrictJSON is StrictJSON's offence as a positioned error, nil
// when there is none. doc is the document, src the whole file and base
// where doc starts in it (a report file may hold several documents), so
// the position is the file's. into is what doc was decoded into (a
// pointer to it; nil when not known): in its structs' objects a key
// matching a field only ignoring case is refused too.
func CheckStrictJSON(file string, src []byte, base int, doc []byte, into any) error {
	d := strictJSON(doc, reflect.TypeOf(into))
	if d.off < 0 {
		return nil
	}
	l, c := LineCol(src, base+d.off)
	switch {
	case d.field != "":
		return &SpecError{file, l, c, fmt.Sprintf("key %q is not %q: encoding/json would read it as %q, ignoring case; write %q", d.key, d.field, d.field, d.field)}
	case d.key == "":
		return &SpecError{file, l, c, "text after the end of the JSON value (a second value, or a stray character); the file holds one"}
	}
	fl, fc := LineCol(src, base+d.first)
	return &SpecError{file, l, c, fmt.Sprintf("key %q appears twice in this object (first at line %d column %d); give it once", d.key, fl, fc)}
}

// PathOffset is the offset in src of the value at a JSON path
// ("rows[3].runs"), or of the nearest enclosing value the text has; -1
// when not even the first step is there. Other readers of JSON files use
// it to place their own checks' errors.
func PathOffset(src []byte, path string) int {
	off, _ := valueOffset(src, path)
	return off
}
