package validate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// FuzzReplay: a reproducer directory (seeded with testdata/repro-*) whose
// launch.json, program.s and rewritten.s are fuzzed replays, or fails with
// an error naming one of its files; never a panic or a hang.
func FuzzReplay(f *testing.F) {
	dirs, _ := filepath.Glob(filepath.Join("testdata", "repro-*"))
	for _, d := range dirs {
		var files [3][]byte
		for i, name := range []string{"launch.json", "program.s", "rewritten.s"} {
			b, err := os.ReadFile(filepath.Join(d, name))
			if err != nil {
				f.Fatal(err)
			}
			files[i] = b
		}
		f.Add(files[0], files[1], files[2])
	}
	// Passes that rewrite nothing: the fresh run compares the original
	// with itself.
	same := func(ReproSpec, *isa.Arch) (Transform, error) {
		return func(p *isa.Program) (*isa.Program, error) { return p.Clone(), nil }, nil
	}
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, spec, prog, rewritten []byte) {
		for name, b := range map[string][]byte{"launch.json": spec, "program.s": prog, "rewritten.s": rewritten} {
			if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		r, err := Replay(dir, same)
		if err != nil {
			if !strings.Contains(err.Error(), dir) {
				t.Fatalf("error names no file: %v", err)
			}
			return
		}
		if r.FreshRan && r.Fresh != nil {
			t.Fatalf("a program differs from its own copy: %v", r.Fresh)
		}
	})
}
