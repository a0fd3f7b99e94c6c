package launch

import (
	"os"
	"path/filepath"
	"testing"
)

// A kernel file or launch spec larger than wavesim reads is refused from
// its size before anything is read: a 20 GB sparse .s used to be read
// whole, and the run die out of memory.
func TestHugeInputFilesRefusedBySize(t *testing.T) {
	dir := t.TempDir()
	sparse := func(name string) string {
		path := filepath.Join(dir, name)
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		err = f.Truncate(20 << 30)
		f.Close()
		if err != nil {
			t.Skipf("no 20 GB sparse file here: %v", err)
		}
		return path
	}
	s, spec := sparse("sparse.s"), sparse("launch.json")
	_, err := LoadProgram(s, LoadOptions{})
	want := s + ": 21474836480 bytes; wavesim reads at most 134217728 bytes of a kernel file (assembly, or a code object with its data)"
	if err == nil || err.Error() != want {
		t.Errorf("kernel: got %v, want %q", err, want)
	}
	_, err = LoadSpec(spec)
	want = spec + ": 21474836480 bytes; wavesim reads at most 1073741824 bytes of a launch spec (larger buffer contents go in a buffer file)"
	if err == nil || err.Error() != want {
		t.Errorf("spec: got %v, want %q", err, want)
	}
}
