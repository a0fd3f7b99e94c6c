package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The user's step: `run --trace-out` on saxpy, side by side (the default)
// and with --cus 0. The trace names the SIMDs the waves ran on, says the
// scheduling that ran, and ends at the cycles run prints, the stores'
// drain after the last issue a slice of its own.
func TestRunTraceLabelsAndDrain(t *testing.T) {
	for _, c := range []struct {
		cus, mode string
		simd1     bool
	}{{"1", "side by side on 1 compute unit", true}, {"0", "--cus 0: each workgroup from cycle 0 on a compute unit of its own", false}} {
		f := filepath.Join(t.TempDir(), "t.json")
		out, err := run(t, "run", "-q", "--cus", c.cus, "--trace-out", f, "--launch", "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm16-gfx1030.s")
		if err != nil {
			t.Fatal(err)
		}
		m := regexp.MustCompile(`(\d+) cycles\n`).FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("--cus %s: no cycles in %q", c.cus, out)
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			TraceEvents []map[string]any  `json:"traceEvents"`
			OtherData   map[string]string `json:"otherData"`
		}
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(doc.OtherData["scheduling"], c.mode) || doc.OtherData["cycles"] != m[1] {
			t.Errorf("--cus %s: otherData %v, want scheduling %q, cycles %s", c.cus, doc.OtherData, c.mode, m[1])
		}
		simd1, drained := false, false
		for _, e := range doc.TraceEvents {
			args, _ := e["args"].(map[string]any)
			if e["name"] == "thread_name" && strings.HasSuffix(args["name"].(string), ", SIMD 1") {
				simd1 = true
			}
			if e["name"] == "stores draining until cycle "+m[1] {
				drained = fmt.Sprint(e["ts"].(float64)+e["dur"].(float64)) == m[1]
			}
		}
		if simd1 != c.simd1 || !drained {
			t.Errorf("--cus %s: a wave on SIMD 1: %v, want %v; drain slice ending at cycle %s: %v", c.cus, simd1, c.simd1, m[1], drained)
		}
	}
}
