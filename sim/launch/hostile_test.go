package launch

import (
	"fmt"
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

// hostileCase is one line of testdata/hostile/cases.txt: the kernel
// (kernel.s with the line's edit applied), the spec, and the outcome.
type hostileCase struct {
	name, spec, want string
	edited           bool
	kernel           []byte
}

// hostileCases reads cases.txt and applies each case's edit to kernel.s.
func hostileCases() ([]hostileCase, error) {
	dir := filepath.Join("testdata", "hostile")
	kernel, err := os.ReadFile(filepath.Join(dir, "kernel.s"))
	if err != nil {
		return nil, err
	}
	txt, err := os.ReadFile(filepath.Join(dir, "cases.txt"))
	if err != nil {
		return nil, err
	}
	var cases []hostileCase
	for _, line := range strings.Split(string(txt), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, " | ")
		if len(f) != 4 {
			return nil, fmt.Errorf("cases.txt: malformed line %q", line)
		}
		c := hostileCase{name: f[0], spec: filepath.Join(dir, f[1]), want: f[3], kernel: kernel}
		if f[2] != "-" {
			old, new, ok := strings.Cut(f[2], " => ")
			if !ok || !strings.Contains(string(kernel), old) {
				return nil, fmt.Errorf("cases.txt: %s: edit %q wants OLD => NEW with OLD in kernel.s", c.name, f[2])
			}
			c.kernel, c.edited = []byte(strings.Replace(string(kernel), old, new, 1)), true
		}
		cases = append(cases, c)
	}
	if len(cases) == 0 {
		return nil, fmt.Errorf("cases.txt lists no case")
	}
	return cases, nil
}

// The inputs of testdata/hostile each end in a clear error with a position
// or in a correct run, within allocLimit (cases.txt says how each is made).
func TestHostileInputs(t *testing.T) {
	dir := filepath.Join("testdata", "hostile")
	cases, err := hostileCases()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			asm, where := filepath.Join(dir, "kernel.s"), dir
			if c.edited {
				where = t.TempDir()
				asm = filepath.Join(where, c.name+".s")
				if err := os.WriteFile(asm, c.kernel, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			var err error
			var d *Dispatch
			used := allocated(func() { d, err = RunFiles(asm, c.spec, LoadOptions{}, Options{Timing: true}) })
			t.Logf("allocated %.1f MiB", float64(used)/(1<<20))
			if used > allocLimit {
				t.Errorf("allocated %d MiB, more than %d", used>>20, allocLimit>>20)
			}
			if c.want == "ok" {
				if err != nil {
					t.Fatalf("want a correct run, got %v", err)
				}
				if m := d.Check(); m != nil {
					t.Fatalf("run differs from its expectation: %v", m)
				}
				return
			}
			pos, msg, _ := strings.Cut(c.want, " ")
			if strings.HasSuffix(strings.SplitN(pos, ":", 2)[0], ".json") {
				where = dir
			}
			if err == nil {
				t.Fatalf("want an error at %s, got a run", pos)
			}
			if prefix := filepath.Join(where, pos) + ":"; !strings.HasPrefix(err.Error(), prefix) {
				t.Errorf("error %q does not start with %q", err, prefix)
			}
			if !strings.Contains(err.Error(), msg) {
				t.Errorf("error %q does not say %q", err, msg)
			}
		})
	}
}
