// Package userfile opens the files a user names (kernels, launch specs,
// buffer files, reproducers, captures) only once they are known to be
// regular files: opening a named pipe for reading blocks until a writer
// comes, so a FIFO given where a file belongs would hang the program
// instead of failing.
package userfile

import (
	"bytes"
	"fmt"
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

// ReadFile is os.ReadFile of a regular file (Open).
func ReadFile(path string) ([]byte, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// Sized from the file, as os.ReadFile does: a 70 MB spec is read
	// into one allocation, not a doubling series of them.
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	b := bytes.NewBuffer(make([]byte, 0, st.Size()+bytes.MinRead))
	_, err = b.ReadFrom(f)
	return b.Bytes(), err
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
