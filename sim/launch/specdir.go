package launch

import (
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// InlineElements is the most elements of a drawn (packed) buffer WriteDir
// writes into launch.json; a larger one goes to a .npy file beside it. As
// JSON an element takes some 12 bytes, and the text is built whole.
const InlineElements = 1 << 16

// WriteDir writes s as dir/launch.json so that it runs from there: a
// packed buffer of more than InlineElements elements is written to
// dir/<name>.npy from its bytes as they are (no copy of it is made), and
// a buffer read from a file names that file by its absolute path. It
// returns the files it wrote, launch.json last.
func (s *Spec) WriteDir(dir string) ([]string, error) {
	c := *s
	c.Buffers = make(map[string]*BufferSpec, len(s.Buffers))
	var files []string
	for _, name := range s.bufferNames() {
		b := s.Buffers[name]
		switch {
		case len(b.Packed) > InlineElements*b.Type.Size():
			path := filepath.Join(dir, safeFileName(name)+".npy")
			if err := WriteFile(path, func(w io.Writer) error { return writePackedNPY(w, b.Type, b.Packed) }); err != nil {
				return files, err
			}
			files = append(files, path)
			c.Buffers[name] = &BufferSpec{Type: b.Type, File: filepath.Base(path)}
		case b.File != "" && b.file != nil:
			abs, err := filepath.Abs(b.file.path)
			if err != nil {
				return files, err
			}
			nb := *b
			nb.File = abs
			c.Buffers[name] = &nb
		default:
			c.Buffers[name] = b
		}
	}
	path := filepath.Join(dir, "launch.json")
	if err := os.WriteFile(path, c.JSON(), 0o644); err != nil {
		return files, err
	}
	return append(files, path), nil
}

// writePackedNPY writes little-endian elements of type t as a 1-d NumPy
// array (format version 1.0: the magic, the header length, the header
// dictionary padded with spaces and a newline to a multiple of 64 bytes,
// then the elements; numpy/lib/format.py).
func writePackedNPY(w io.Writer, t ElemType, packed []byte) error {
	n := len(packed) / t.Size()
	dict := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': (%d,), }", t.info().npy, n)
	const pre = 10 // magic (6), version (2), header length (2)
	pad := 63 - (pre+len(dict))%64
	hdr := dict + strings.Repeat(" ", pad) + "\n"
	if len(hdr) > 0xffff {
		return fmt.Errorf("a .npy header of %d bytes", len(hdr))
	}
	var p [pre]byte
	copy(p[:], "\x93NUMPY\x01\x00")
	binary.LittleEndian.PutUint16(p[8:], uint16(len(hdr)))
	if _, err := w.Write(p[:]); err != nil {
		return err
	}
	if _, err := io.WriteString(w, hdr); err != nil {
		return err
	}
	_, err := w.Write(packed[:n*t.Size()])
	return err
}
