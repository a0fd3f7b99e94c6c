package launch

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// reBarrier is a barrier instruction's line (s_barrier; GFX12's
// s_barrier_signal and s_barrier_wait).
var reBarrier = regexp.MustCompile(`(?m)^\s*s_barrier\w*\b.*$`)

// The corpus kernels that use LDS order their lanes' accesses with
// barriers: the race check finds nothing in them, on every target, run
// one workgroup at a time or side by side under the timing model. With
// their barriers deleted it finds a race in each.
func TestLDSRacesCorpus(t *testing.T) {
	files, err := filepath.Glob("../../traces/*/*.s")
	if err != nil {
		t.Fatal(err)
	}
	checked, broken := 0, 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(src), "\tds_") {
			continue
		}
		specFile := filepath.Join(filepath.Dir(f), "launch.json")
		specSrc, err := os.ReadFile(specFile)
		if err != nil {
			t.Fatal(err)
		}
		run := func(src []byte, opts Options) (string, int) {
			t.Helper()
			spec, err := ParseSpec(specFile, specSrc)
			if err != nil {
				t.Fatal(err)
			}
			p, err := ParseProgram(f, src, LoadOptions{}.WithSpec(spec))
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			opts.LDSRaces = true
			d, err := NewDispatch(p, spec, opts)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if err := d.Run(); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			rep := d.LDSRaces()
			if rep.Accesses == 0 {
				t.Errorf("%s: no LDS access checked", f)
			}
			if rep.First == nil {
				return "", rep.Races
			}
			return rep.First.Error(), rep.Races
		}
		for _, opts := range []Options{{}, {Timing: true}} {
			if r, n := run(src, opts); n != 0 {
				t.Errorf("%s (timing %v): %d races, the first: %s", f, opts.Timing, n, r)
			}
		}
		checked++
		if reBarrier.Match(src) {
			if r, n := run(reBarrier.ReplaceAll(src, nil), Options{}); n == 0 {
				t.Errorf("%s without its barriers: no race", f)
			} else if !strings.Contains(r, "with no s_barrier between") {
				t.Errorf("%s without its barriers: %s", f, r)
			}
			broken++
		}
	}
	t.Logf("%d checked, %d broken", checked, broken)
	if checked < 20 || broken < 20 {
		t.Errorf("%d corpus files use LDS and %d have barriers; the corpus has more", checked, broken)
	}
}
