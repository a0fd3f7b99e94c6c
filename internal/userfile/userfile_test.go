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
		if _, err := ReadFile(c.path, 1<<20, "test files"); err == nil || err.Error() != c.want {
			t.Errorf("ReadFile(%s) = %v, want %q", c.path, err, c.want)
		}
		if f, err := Open(c.path); err == nil || err.Error() != c.want {
			f.Close()
			t.Errorf("Open(%s) = %v, want %q", c.path, err, c.want)
		}
	}
	if b, err := ReadFile(regular, 1<<20, "test files"); err != nil || string(b) != "x" {
		t.Errorf("ReadFile(regular) = %q, %v", b, err)
	}
	if _, err := ReadFile(filepath.Join(dir, "none"), 1<<20, "test files"); !errors.Is(err, fs.ErrNotExist) {
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

// A file larger than the limit is refused from its size, before anything
// is read: a 20 GB sparse file used to be read whole, and the program die
// out of memory. At the limit it is read.
func TestReadFileLimit(t *testing.T) {
	dir := t.TempDir()
	sparse := filepath.Join(dir, "sparse.s")
	f, err := os.Create(sparse)
	if err != nil {
		t.Fatal(err)
	}
	err = f.Truncate(20 << 30)
	f.Close()
	if err != nil {
		t.Skipf("no 20 GB sparse file here: %v", err)
	}
	want := sparse + ": 21474836480 bytes; wavesim reads at most 1024 bytes of test files"
	if _, err := ReadFile(sparse, 1024, "test files"); err == nil || err.Error() != want {
		t.Errorf("got %v, want %q", err, want)
	}
	full := filepath.Join(dir, "full")
	if err := os.WriteFile(full, make([]byte, 1024), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadFile(full, 1024, "test files"); err != nil || len(b) != 1024 {
		t.Errorf("a file at the limit: %d bytes, %v", len(b), err)
	}
	want = full + ": 1024 bytes; wavesim reads at most 1023 bytes of test files"
	if _, err := ReadFile(full, 1023, "test files"); err == nil || err.Error() != want {
		t.Errorf("got %v, want %q", err, want)
	}
}
