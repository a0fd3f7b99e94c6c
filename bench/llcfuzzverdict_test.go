package bench

import (
	"fmt"
	"strings"
	"testing"
)

// The verdict line names the first findings and counts the rest; a
// stopped campaign's line says so first.
func TestLLCFuzzVerdictLine(t *testing.T) {
	r := &LLCFuzzReport{Compared: 5}
	for i := 0; i < 12; i++ {
		r.Findings = append(r.Findings, LLCFinding{Kernel: fmt.Sprintf("k%d", i), Class: "miscompile", Status: "open", Dir: fmt.Sprintf("out/k%d", i)})
	}
	r.Judge()
	v := r.VerdictLine()
	if !strings.HasPrefix(v, "FINDINGS: 12: k0 (miscompile, open) in out/k0, k1 ") || !strings.Contains(v, "k9 (miscompile, open) in out/k9, and 2 more (the report lists every one)") || strings.Contains(v, "k10") {
		t.Errorf("verdict line %q", v)
	}
	r.Findings = r.Findings[:3]
	if v := r.VerdictLine(); strings.Contains(v, "more") || !strings.HasSuffix(v, "k2 (miscompile, open) in out/k2") {
		t.Errorf("3 findings: %q", v)
	}
	r.Stopped = "stopped early, after 3 generated and 0 corpus kernels"
	if v := r.VerdictLine(); !strings.HasPrefix(v, "INCOMPLETE (stopped early, after 3 generated and 0 corpus kernels): FINDINGS: 3: k0") {
		t.Errorf("stopped: %q", v)
	}
	r.Findings, r.Stopped = nil, ""
	r.Judge()
	if v := r.VerdictLine(); v != "no mismatch: 5 compilations compared, all agreed" {
		t.Errorf("none: %q", v)
	}
}
