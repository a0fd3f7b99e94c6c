package isa

import (
	"path/filepath"
	"strings"
	"testing"
)

// corpusFiles are the corpus traces of targets wavesim models: a trace
// file is named llvmV-TARGET[-variant].s, and the corpus also holds llc-19
// output for targets not yet modeled (llvm19-gfx1201.s).
func corpusFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../traces/*/llvm*.s")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	var out []string
	for _, f := range files {
		parts := strings.Split(strings.TrimSuffix(filepath.Base(f), ".s"), "-")
		if len(parts) > 1 {
			if _, err := LookupArch(parts[1]); err != nil {
				continue
			}
		}
		out = append(out, f)
	}
	return out
}
