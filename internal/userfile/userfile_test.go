//go:build unix

package userfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

func TestRefusesWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	regular := filepath.Join(dir, "f")
	if err := os.WriteFile(regular, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, want string }{
		{fifo, fifo + " is a named pipe, not a regular file"},
		{dir, dir + " is a directory, not a regular file"},
		{"/dev/null", "/dev/null is a device, not a regular file"},
	} {
		if _, err := ReadFile(c.path); err == nil || err.Error() != c.want {
			t.Errorf("ReadFile(%s) = %v, want %q", c.path, err, c.want)
		}
		if f, err := Open(c.path); err == nil || err.Error() != c.want {
			f.Close()
			t.Errorf("Open(%s) = %v, want %q", c.path, err, c.want)
		}
	}
	if b, err := ReadFile(regular); err != nil || string(b) != "x" {
		t.Errorf("ReadFile(regular) = %q, %v", b, err)
	}
	if _, err := ReadFile(filepath.Join(dir, "none")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v, want fs.ErrNotExist", err)
	}
}

// A path that was a regular file when checked and a pipe when opened is
// refused at once, not waited on: what was opened is checked too.
func TestOpenedPipeRefused(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		f, err := openChecked(fifo)
		if err == nil {
			f.Close()
		}
		done <- err
	}()
	select {
	case err := <-done:
		if want := fifo + " is a named pipe, not a regular file"; err == nil || err.Error() != want {
			t.Fatalf("openChecked(pipe) = %v, want %q", err, want)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("opening a pipe with no writer blocked")
	}
}
