package main

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// run --lds-races says what it checked: no race in a kernel whose lanes
// a barrier orders, the race and exit status 1 once its barriers are
// gone, and that nothing was checked in a kernel without LDS. The kernel
// has 5 LDS instructions and 256 lanes (1,280 lane accesses); the first
// race is lane 0's ds_read_b32 (line 34) of what lane 1's ds_write_b32
// (line 27) wrote. (TestLDSRaces checks the counting.)
func TestRunLDSRaces(t *testing.T) {
	const spec = "../../traces/lds_reverse/launch.json"
	src, err := os.ReadFile("../../traces/lds_reverse/llvm16-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	racy := filepath.Join(t.TempDir(), "racy.s")
	if err := os.WriteFile(racy, regexp.MustCompile(`(?m)^\s*s_barrier\b.*\n`).ReplaceAll(src, nil), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, spec, kernel, want string
		exit                     int
	}{
		{"ordered", spec, "../../traces/lds_reverse/llvm16-gfx1030.s", "lds races: none in 1280 lane accesses of LDS", 0},
		{"racy", spec, racy, " racing byte accesses in 1280 lane accesses of LDS; the first: LDS race at byte 0x204 of workgroup (0,0,0): lane 0 of wave 0 reads it at " + racy + ":34:2, and lane 1 of wave 0 wrote it at " + racy + ":27:2", 1},
		{"no LDS", "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm16-gfx1030.s", "lds races: the kernel accessed no LDS, so nothing was checked", 0},
	} {
		out, err := run(t, "run", "-q", "--lds-races", "--launch", tc.spec, tc.kernel)
		var ee *exitError
		code := 0
		if errors.As(err, &ee) {
			code = ee.code
		} else if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if code != tc.exit || !strings.Contains(out, tc.want) {
			t.Errorf("%s: exit %d, want %d and %q in:\n%s", tc.name, code, tc.exit, tc.want, out)
		}
	}
	// A snippet has no workgroup or LDS: the flag is refused, not ignored.
	snippet := filepath.Join(t.TempDir(), "s.s")
	if err := os.WriteFile(snippet, []byte("v_mov_b32 v0, 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := run(t, "run", "--lds-races", "--arch", "gfx1030", snippet); err == nil || !strings.Contains(err.Error(), "--lds-races applies to kernels run with --launch") {
		t.Errorf("a snippet with --lds-races: %v\n%s", err, out)
	}
	out, err := run(t, "run", "--json", "--lds-races", "--launch", spec, racy)
	var j struct {
		Races *ldsRacesJSON `json:"lds_races"`
	}
	if jerr := json.Unmarshal([]byte(out), &j); jerr != nil || err == nil || j.Races == nil || j.Races.Races == 0 || j.Races.Accesses != 1280 || !strings.HasPrefix(j.Races.First, "LDS race at byte 0x204") {
		t.Errorf("--json: %v, %v, %+v\n%s", err, jerr, j.Races, out)
	}
}
