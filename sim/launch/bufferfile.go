package launch

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"github.com/wavesim/wavesim/internal/lazyre"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/sbinet/npyio/npy"
	"github.com/wavesim/wavesim/internal/userfile"
	"github.com/wavesim/wavesim/sim"
)

// npyHeader is the header dictionary NumPy writes (NEP 1, "A Simple File
// Format for NumPy Arrays"): the three keys in this order. It is matched
// before the header reaches the npy reader, which trusts its structure.
var npyHeader = lazyre.New(`^\{'descr': '[<>|=][a-zA-Z]\d*', 'fortran_order': (False|True), 'shape': \((\d+,? ?)*\), *\} *\n$`)

// maxNPYHeader bounds the header's length: NumPy pads it to a multiple of
// 64 bytes and writes a few hundred at most.
const maxNPYHeader = 1 << 16

// bufferFile is a buffer's initial contents in a file: a NumPy .npy file
// whose dtype matches the buffer's type, or raw little-endian elements of
// that type in any other file. Validation reads only the header; the
// elements are streamed into the dispatch's memory when it is laid out.
type bufferFile struct {
	path string
	off  int64 // where the elements start
	size int64 // bytes of elements
}

// openBufferFile checks a buffer file: the .npy header, the dtype, and a
// size that is a whole number of elements within maxBufferBytes.
func openBufferFile(path string, typ ElemType) (*bufferFile, error) {
	f, err := userfile.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	bf := &bufferFile{path: path, size: st.Size()}
	es := int64(typ.Size())
	if strings.EqualFold(filepath.Ext(path), ".npy") {
		hdr, err := npyPrefix(bufio.NewReader(f), bf.size)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		nr, err := npy.NewReader(strings.NewReader(hdr))
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		d := nr.Header.Descr
		if d.Type != typ.info().npy {
			return nil, fmt.Errorf("%s holds %s elements; a %s buffer needs dtype %s", path, d.Type, typ, typ.info().npy)
		}
		if len(d.Shape) > 1 && d.Fortran {
			return nil, fmt.Errorf("%s is a Fortran-order array of shape %v; give a C-order (or 1-d) array", path, d.Shape)
		}
		n := int64(1) // elements, saturating past maxBufferBytes
		for _, x := range d.Shape {
			if x > maxBufferBytes || n*int64(x) > maxBufferBytes {
				n = maxBufferBytes + 1
				break
			}
			n *= int64(x)
		}
		bf.off = int64(len(hdr))
		bf.size -= bf.off
		if n > maxBufferBytes {
			return nil, fmt.Errorf("%s: shape %v holds more than the %d bytes a buffer may hold", path, d.Shape, maxBufferBytes)
		}
		if n*es != bf.size {
			return nil, fmt.Errorf("%s: shape %v needs %d bytes of data but the file has %d", path, d.Shape, n*es, bf.size)
		}
	}
	if bf.size > maxBufferBytes {
		return nil, fmt.Errorf("%s: %d bytes of data, more than the %d a buffer may hold", path, bf.size, maxBufferBytes)
	}
	if bf.size%es != 0 {
		return nil, fmt.Errorf("%s: %d bytes is not a whole number of %d-byte %s elements", path, bf.size, es, typ)
	}
	return bf, nil
}

// copyTo streams the elements into memory at addr.
func (bf *bufferFile) copyTo(mem *sim.Memory, addr uint64) error {
	f, err := userfile.Open(bf.path)
	if err != nil {
		return err
	}
	defer f.Close()
	r := io.NewSectionReader(f, bf.off, bf.size)
	buf := make([]byte, 1<<16)
	for done := int64(0); done < bf.size; {
		n, err := io.ReadFull(r, buf[:min(int64(len(buf)), bf.size-done)])
		if err != nil {
			return fmt.Errorf("%s: %v (the file changed after the launch was checked?)", bf.path, err)
		}
		if err := mem.Write(addr+uint64(done), buf[:n]); err != nil {
			return err
		}
		done += int64(n)
	}
	return nil
}

// npyPrefix reads and checks the magic, version and header of a .npy file
// of the given size, returning them as read.
func npyPrefix(r io.Reader, size int64) (string, error) {
	var pre [12]byte
	if _, err := io.ReadFull(r, pre[:10]); err != nil || string(pre[:6]) != "\x93NUMPY" {
		return "", fmt.Errorf("not a NumPy .npy file (no \\x93NUMPY magic)")
	}
	var n, fixed int
	// The format has versions 1.0, 2.0 and 3.0 only (numpy.lib.format);
	// a minor version is no promise the layout is one of theirs.
	major := pre[6]
	if pre[7] != 0 {
		major = 0
	}
	switch major {
	case 1:
		n, fixed = int(binary.LittleEndian.Uint16(pre[8:])), 10
	case 2, 3:
		if _, err := io.ReadFull(r, pre[10:12]); err != nil {
			return "", fmt.Errorf("truncated .npy header")
		}
		n, fixed = int(binary.LittleEndian.Uint32(pre[8:])), 12
	default:
		return "", fmt.Errorf(".npy format version %d.%d is not one of 1.0, 2.0, 3.0", pre[6], pre[7])
	}
	if n > maxNPYHeader || int64(fixed+n) > size {
		return "", fmt.Errorf(".npy header of %d bytes does not fit the file", n)
	}
	hdr := make([]byte, n)
	if _, err := io.ReadFull(r, hdr); err != nil {
		return "", fmt.Errorf("truncated .npy header")
	}
	if !npyHeader().Match(hdr) {
		return "", fmt.Errorf(".npy header %q is not the dictionary NumPy writes ({'descr': ..., 'fortran_order': ..., 'shape': (...), })", strings.TrimSpace(string(hdr)))
	}
	return string(pre[:fixed]) + string(hdr), nil
}

// WriteNPY writes a buffer's elements as a 1-d NumPy array of its type.
func WriteNPY(w io.Writer, typ ElemType, bits []uint64) error {
	switch typ {
	case I32:
		return npy.Write(w, convert(bits, func(b uint64) int32 { return int32(uint32(b)) }))
	case U32:
		return npy.Write(w, convert(bits, func(b uint64) uint32 { return uint32(b) }))
	case F32:
		return npy.Write(w, convert(bits, func(b uint64) float32 { return math.Float32frombits(uint32(b)) }))
	case I64:
		return npy.Write(w, convert(bits, func(b uint64) int64 { return int64(b) }))
	case U64:
		return npy.Write(w, bits)
	case F64:
		return npy.Write(w, convert(bits, math.Float64frombits))
	}
	return fmt.Errorf("unknown type %q", typ)
}

func convert[T any](bits []uint64, f func(uint64) T) []T {
	out := make([]T, len(bits))
	for i, b := range bits {
		out[i] = f(b)
	}
	return out
}

// SaveNPY writes every buffer of a finished dispatch to dir as
// <name>.npy, returning the files written.
func (d *Dispatch) SaveNPY(dir string) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var files []string
	for _, name := range d.BufferNames() {
		raw, err := d.Contents(name)
		if err != nil {
			return files, fmt.Errorf("buffer %s: %v", name, err)
		}
		path := filepath.Join(dir, safeFileName(name)+".npy")
		typ := d.Buffers[name].Type
		if err := WriteFile(path, func(w io.Writer) error { return WriteNPY(w, typ, raw) }); err != nil {
			return files, fmt.Errorf("%s: %v", path, err)
		}
		files = append(files, path)
	}
	return files, nil
}

// WriteFile creates path and writes it, buffered, through write.
func WriteFile(path string, write func(io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	err = write(w)
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// safeFileName keeps a buffer name usable as a file name.
func safeFileName(name string) string {
	return strings.Map(func(r rune) rune {
		if r == '/' || r == '\\' || r < ' ' || r == 0x7f {
			return '_'
		}
		return r
	}, name)
}
