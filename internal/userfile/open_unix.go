//go:build unix

package userfile

import (
	"fmt"
	"os"
	"syscall"
)

// openChecked opens path without blocking (O_NONBLOCK: a pipe opens at
// once, writer or not) and refuses what it opened unless it is a regular
// file, so a path swapped for a pipe after Check cannot hang the program.
func openChecked(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("%s is %s, not a regular file", path, kind(st.Mode()))
	}
	return f, nil
}
