package launch

import (
	"bufio"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// allocLimit is what a hostile input may make a launch allocate.
const allocLimit = 256 << 20

// allocated runs f and returns the bytes it allocated.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// The inputs of testdata/hostile each end in a clear error with a position
// or in a correct run, within allocLimit.
func TestHostileInputs(t *testing.T) {
	dir := filepath.Join("testdata", "hostile")
	f, err := os.Open(filepath.Join(dir, "cases.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) < 4 {
			t.Fatalf("cases.txt: malformed line %q", line)
		}
		name, asm, spec := fields[0], filepath.Join(dir, fields[1]), filepath.Join(dir, fields[2])
		pos, msg := fields[3], strings.Join(fields[4:], " ")
		n++
		t.Run(name, func(t *testing.T) {
			var err error
			var d *Dispatch
			used := allocated(func() { d, err = RunFiles(asm, spec, LoadOptions{}, Options{Timing: true}) })
			t.Logf("allocated %.1f MiB", float64(used)/(1<<20))
			if used > allocLimit {
				t.Errorf("allocated %d MiB, more than %d", used>>20, allocLimit>>20)
			}
			if pos == "ok" {
				if err != nil {
					t.Fatalf("want a correct run, got %v", err)
				}
				if m := d.Check(); m != nil {
					t.Fatalf("run differs from its expectation: %v", m)
				}
				return
			}
			if err == nil {
				t.Fatalf("want an error at %s, got a run", pos)
			}
			if want := filepath.Join(dir, pos) + ":"; !strings.HasPrefix(err.Error(), want) {
				t.Errorf("error %q does not start with %q", err, want)
			}
			if !strings.Contains(err.Error(), msg) {
				t.Errorf("error %q does not say %q", err, msg)
			}
		})
	}
	if n == 0 {
		t.Fatal("cases.txt lists no case")
	}
}
