package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// A negative --max-steps is refused by name in every command that takes
// it (it once stopped each wave after one instruction); 0 is the default.
func TestMaxStepsNegative(t *testing.T) {
	snippet := filepath.Join("testdata", "snippet-loop.s")
	for _, args := range [][]string{
		{"run", "--arch", "gfx1030", "--max-steps", "-1", snippet},
		{"compare", "--arch", "gfx1030", "--max-steps", "-1", snippet, snippet},
		{"att-diff", "--launch", "x.json", "--max-steps", "-5", "k.s", "m"},
		{"run", "--arch", "gfx1030", "--max-steps", "many", snippet},
	} {
		_, err := run(t, args...)
		if err == nil || !strings.Contains(err.Error(), `for "--max-steps" flag: give an instruction count of at least 1, or 0 for the default`) {
			t.Errorf("%v: %v", args, err)
		}
	}
	if out, err := run(t, "run", "--arch", "gfx1030", "--max-steps", "0", snippet); err != nil {
		t.Fatalf("--max-steps 0 (the default): %v\n%s", err, out)
	}
}
