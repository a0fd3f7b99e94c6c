package bench

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/wavesim/wavesim/sim/launch"
)

// jsonWalker reads a JSON document token by token so that an error names
// the line and column of the value it is about (file:line:column), as the
// rest of wavesim's input errors do. Values it does not need it skips.
type jsonWalker struct {
	file string
	data []byte
	dec  *json.Decoder
}

func newJSONWalker(file string, data []byte) *jsonWalker {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	return &jsonWalker{file: file, data: data, dec: dec}
}

// at is the offset of the next value: the decoder's offset past the
// separators before it.
func (w *jsonWalker) at() int64 {
	off := w.dec.InputOffset()
	for off < int64(len(w.data)) && strings.IndexByte(" \t\r\n,:", w.data[off]) >= 0 {
		off++
	}
	return off
}

// errAt is an error at a byte offset of the file.
func (w *jsonWalker) errAt(off int64, format string, args ...any) error {
	return fmt.Errorf("%s:%s: %s", w.file, lineCol(w.data, off), fmt.Sprintf(format, args...))
}

// lineCol gives "line:column" (both from 1, the column in bytes) of an
// offset into data.
func lineCol(data []byte, off int64) string {
	l, c := launch.LineCol(data, int(off))
	return fmt.Sprintf("%d:%d", l, c)
}

// syntax turns a decoder error into one with a position.
func (w *jsonWalker) syntax(off int64, err error) error {
	var se *json.SyntaxError
	switch {
	case errors.As(err, &se):
		return w.errAt(se.Offset, "%s", strings.TrimPrefix(se.Error(), "json: "))
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return w.errAt(int64(len(w.data)), "unexpected end of JSON input")
	}
	return w.errAt(off, "%s", strings.TrimPrefix(err.Error(), "json: "))
}

// delim reads the delimiter want ('{', '[', '}' or ']').
func (w *jsonWalker) delim(want json.Delim, what string) error {
	off := w.at()
	tok, err := w.dec.Token()
	if err != nil {
		return w.syntax(off, err)
	}
	if d, ok := tok.(json.Delim); !ok || d != want {
		return w.errAt(off, "%s: want %s, got %s", what, describeDelim(want), describeToken(tok))
	}
	return nil
}

func describeDelim(d json.Delim) string {
	switch d {
	case '{':
		return "an object"
	case '[':
		return "an array"
	}
	return fmt.Sprintf("%q", string(d))
}

func describeToken(tok any) string {
	switch t := tok.(type) {
	case json.Delim:
		return describeDelim(t)
	case string:
		return fmt.Sprintf("the string %q", t)
	case nil:
		return "null"
	}
	return fmt.Sprint(tok)
}

// object reads an object, calling fn for each key; fn reads the value
// (or skips it).
func (w *jsonWalker) object(what string, fn func(key string) error) error {
	if err := w.delim('{', what); err != nil {
		return err
	}
	for w.dec.More() {
		off := w.at()
		tok, err := w.dec.Token()
		if err != nil {
			return w.syntax(off, err)
		}
		key, _ := tok.(string)
		if err := fn(key); err != nil {
			return err
		}
	}
	return w.delim('}', what)
}

// array reads an array, calling fn for each element with its index; fn
// reads the element.
func (w *jsonWalker) array(what string, fn func(i int) error) error {
	if err := w.delim('[', what); err != nil {
		return err
	}
	for i := 0; w.dec.More(); i++ {
		if err := fn(i); err != nil {
			return err
		}
	}
	return w.delim(']', what)
}

// value decodes the next value into v; a value of the wrong type is an
// error at its position, naming what it is.
func (w *jsonWalker) value(what string, v any) error {
	off := w.at()
	var raw json.RawMessage
	if err := w.dec.Decode(&raw); err != nil {
		return w.syntax(off, err)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return w.errAt(off, "%s: want %s, got %s", what, jsonTypeName(te.Type.String()), truncate(string(raw), 40))
		}
		return w.errAt(off, "%s: %s", what, strings.TrimPrefix(err.Error(), "json: "))
	}
	return nil
}

// skip reads past the next value.
func (w *jsonWalker) skip() error {
	off := w.at()
	var raw json.RawMessage
	if err := w.dec.Decode(&raw); err != nil {
		return w.syntax(off, err)
	}
	return nil
}

func jsonTypeName(goType string) string {
	switch goType {
	case "int64", "int":
		return "an integer"
	case "string":
		return "a string"
	}
	if strings.HasPrefix(goType, "[]") {
		return "an array"
	}
	return goType
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// ints decodes an array of integers of at least n elements at the
// walker's position.
func (w *jsonWalker) ints(what string, n int) ([]int64, error) {
	off := w.at()
	var v []int64
	if err := w.value(what, &v); err != nil {
		return nil, err
	}
	if len(v) < n {
		return nil, w.errAt(off, "%s: %d elements, want %d", what, len(v), n)
	}
	return v, nil
}
