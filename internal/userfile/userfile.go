// Package userfile opens the files a user names (kernels, launch specs,
// buffer files, reproducers, captures) only once they are known to be
// regular files: opening a named pipe for reading blocks until a writer
// comes, so a FIFO given where a file belongs would hang the program
// instead of failing.
package userfile

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// Check refuses a path that is not a regular file (after symlinks), and
// says what it is instead. A missing file is os.Stat's error, so callers
// can still test it with errors.Is(err, fs.ErrNotExist).
func Check(path string) (fs.FileInfo, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is %s, not a regular file", path, kind(st.Mode()))
	}
	return st, nil
}

// Open is os.Open of a regular file. It checks the path first (so a
// device is never opened) and then what it opened (openChecked), as the
// path may have been replaced by a pipe in between.
func Open(path string) (*os.File, error) {
	if _, err := Check(path); err != nil {
		return nil, err
	}
	return openChecked(path)
}

// ReadFile is os.ReadFile of a regular file (Open) of at most limit
// bytes; what names the kind of file the limit is for ("kernel files").
// The size is checked before anything is read (a 20 GB sparse file must
// not be read into memory first), and the read stops past limit, for a
// file that grows while it is read.
func ReadFile(path string, limit int64, what string) ([]byte, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.Size() > limit {
		return nil, fmt.Errorf("%s: %d bytes; wavesim reads at most %d bytes of %s", path, st.Size(), limit, what)
	}
	return ReadAll(f, path, st.Size(), limit, what)
}

// ReadAll reads r, named name in an error, to its end, refusing more than
// limit bytes (what names the kind, as for ReadFile); size, where known,
// sizes the buffer, as os.ReadFile does: a 70 MB spec is read into one
// allocation, not a doubling series of them.
func ReadAll(r io.Reader, name string, size, limit int64, what string) ([]byte, error) {
	b := bytes.NewBuffer(make([]byte, 0, size+bytes.MinRead))
	if _, err := b.ReadFrom(io.LimitReader(r, limit+1)); err != nil {
		return nil, err
	}
	if int64(b.Len()) > limit {
		return nil, fmt.Errorf("%s: more than %d bytes; wavesim reads at most %d bytes of %s", name, limit, limit, what)
	}
	return b.Bytes(), nil
}

func kind(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m.IsDir():
		return "a directory"
	case m&fs.ModeCharDevice != 0, m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	}
	return "a special file (" + m.Type().String() + ")"
}
