package main

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// A target the opcode table models but the docs leave out is one a user
// never learns to ask for (gfx906 was missing from both lists).
func TestDocsNameEveryTarget(t *testing.T) {
	readme := string(mustRead(t, "../../README.md"))
	intro, _, _ := strings.Cut(readme, "\n## ")
	running := strings.Split(string(mustRead(t, "../../docs/running.md")), "\n")
	var families []string
	in := false
	for _, l := range running {
		switch {
		case l == "## Targets":
			in = true
		case in && strings.HasPrefix(l, "## "):
			in = false
		case in && strings.HasPrefix(l, "| gfx"):
			families = append(families, strings.TrimSpace(strings.Split(l, "|")[1]))
		}
	}
	if len(families) == 0 {
		t.Fatal("docs/running.md has no Targets table")
	}
	for _, name := range isa.ArchNames() {
		if !strings.Contains(intro, name) {
			t.Errorf("README.md's first paragraph does not name the modeled target %s", name)
		}
		found := false
		for _, f := range families {
			found = found || f == name
		}
		if !found {
			t.Errorf("docs/running.md's Targets table has no row for the modeled target %s (first column: %v)", name, families)
		}
	}
}
