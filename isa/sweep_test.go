package isa

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The mnemonic sweep (traces/sweep, `make sweep`) records every mnemonic
// llc-14/15/16/19 emit for the sweep kernels on the sweep targets. Every
// one must either be in the opcode table on every target that emits it,
// or be declared unsupported, with a reason, in sweepUnsupportedFile.
const (
	sweepInventoryFile   = "../traces/sweep/mnemonics.txt"
	sweepUnsupportedFile = "testdata/sweep_unsupported.txt"
	// notModelledPrefix starts the reason of an instruction the simulator
	// should model but does not yet. Only image (image_*) and export
	// (exp*) instructions, which compute kernels never reach, are meant to
	// stay unsupported with another reason.
	notModelledPrefix = "not modelled yet:"
)

var sweepUpdate = flag.Bool("sweep.update", false, "rewrite "+sweepUnsupportedFile+" without the entries the table now supports")

// sweepUse is one inventory line: a mnemonic and the targets emitting it.
type sweepUse struct {
	mnemonic string
	targets  []string // "gfx1030", "gfx1030-w64", ...
	line     int
}

func readSweepInventory(t *testing.T) []sweepUse {
	t.Helper()
	f, err := os.Open(sweepInventoryFile)
	if err != nil {
		t.Fatalf("the sweep inventory is committed: %v", err)
	}
	defer f.Close()
	var uses []sweepUse
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		fs := strings.Split(l, "\t")
		if len(fs) != 3 || fs[0] == "" || fs[1] == "" || fs[2] == "" {
			t.Fatalf("%s:%d: want \"mnemonic<TAB>targets<TAB>llc versions\", got %q", sweepInventoryFile, n, l)
		}
		uses = append(uses, sweepUse{fs[0], strings.Split(fs[1], ","), n})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(uses) == 0 {
		t.Fatalf("%s lists no mnemonics", sweepInventoryFile)
	}
	return uses
}

// sweepEntry is one declared-unsupported mnemonic.
type sweepEntry struct {
	mnemonic, reason string
	line             int
}

// readSweepUnsupported reads the declared-unsupported list: one
// "mnemonic reason..." per line (the reason is the rest of the line),
// "#" comments; it returns the entries and the file's lines.
func readSweepUnsupported(t *testing.T) (map[string]sweepEntry, []string) {
	t.Helper()
	raw, err := os.ReadFile(sweepUnsupportedFile)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(raw), "\n"), "\n")
	entries := map[string]sweepEntry{}
	for i, l := range lines {
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#") {
			continue
		}
		mn, reason, _ := strings.Cut(l, " ")
		reason = strings.TrimSpace(reason)
		pos := fmt.Sprintf("%s:%d", sweepUnsupportedFile, i+1)
		switch {
		case reason == "":
			t.Errorf("%s: %s has no reason", pos, mn)
		case entries[mn].mnemonic != "":
			t.Errorf("%s: %s is listed twice (also line %d)", pos, mn, entries[mn].line)
			continue
		case !strings.HasPrefix(reason, notModelledPrefix) && !imageOrExport(mn):
			t.Errorf("%s: %s: only image_* and exp* instructions are unsupported for good; any other reason starts with %q", pos, mn, notModelledPrefix)
		}
		entries[mn] = sweepEntry{mn, reason, i + 1}
	}
	return entries, lines
}

func imageOrExport(mn string) bool {
	return strings.HasPrefix(mn, "image_") || strings.HasPrefix(mn, "exp")
}

// sweepArch is the table target of an inventory target: "gfx1030-w64" is
// gfx1030 (the wave size changes no mnemonic's existence).
func sweepArch(name string) (*Arch, error) {
	base := strings.TrimSuffix(name, "-w64")
	return LookupArch(base)
}

// sweepSupported reports whether the parser accepts mnemonic mn on a: the
// table has a row for it there, in the encoding its suffix names. A GFX11
// VOPD half v_dual_X is supported when v_X is (parse_inst.go vopd).
func sweepSupported(mn string, a *Arch) (bool, string) {
	if rest, ok := strings.CutPrefix(mn, "v_dual_"); ok {
		if a.Gen < GFX11 {
			return false, "VOPD exists only on GFX11"
		}
		mn = "v_" + rest
	}
	op, enc, elsewhere := lookupMnemonic(mn, a)
	if op == nil {
		if len(elsewhere) > 0 {
			return false, "in the table only for " + strings.Join(elsewhere, ", ")
		}
		return false, "no table row"
	}
	if msg := encError(op, enc, a); msg != "" {
		return false, msg
	}
	return true, ""
}

// Every mnemonic of the sweep inventory is in the opcode table on every
// target that emits it, or declared unsupported with a reason; a declared
// entry the table now supports everywhere (or that the inventory no
// longer holds) fails too, so the list only shrinks. `go test ./isa -run
// TestSweepInventory -v` prints the counts; -sweep.update drops the stale
// entries from the list.
func TestSweepInventory(t *testing.T) {
	uses := readSweepInventory(t)
	entries, lines := readSweepUnsupported(t)
	var missing []string
	stale := map[string]string{}
	emitted := map[string]bool{}
	var nSupported, nImageExport, nNotModelled int
	for _, u := range uses {
		emitted[u.mnemonic] = true
		var bad []string // why, and where if not everywhere, one per distinct why
		badOn := map[string][]string{}
		for _, tn := range u.targets {
			a, err := sweepArch(tn)
			if err != nil {
				t.Fatalf("%s:%d: %v", sweepInventoryFile, u.line, err)
			}
			if ok, why := sweepSupported(u.mnemonic, a); !ok {
				if badOn[why] == nil {
					bad = append(bad, why)
				}
				badOn[why] = append(badOn[why], tn)
			}
		}
		for i, why := range bad {
			if len(badOn[why]) < len(u.targets) {
				bad[i] = why + " on " + strings.Join(badOn[why], ",")
			}
		}
		e, declared := entries[u.mnemonic]
		switch {
		case len(bad) == 0 && declared:
			stale[u.mnemonic] = "the table has it on every target that emits it"
			nSupported++
		case len(bad) == 0:
			nSupported++
		case !declared:
			missing = append(missing, fmt.Sprintf("%s %s %s", u.mnemonic, notModelledPrefix, strings.Join(bad, "; ")))
		case strings.HasPrefix(e.reason, notModelledPrefix):
			nNotModelled++
		default:
			nImageExport++
		}
	}
	for mn := range entries {
		if !emitted[mn] {
			stale[mn] = "no longer in the sweep inventory"
		}
	}
	t.Logf("sweep inventory: %d distinct mnemonics; %d supported, %d declared unsupported (images/exports), %d not modelled yet",
		len(uses), nSupported, nImageExport, nNotModelled)
	if len(missing) > 0 {
		t.Errorf("%d mnemonics llc emits are neither in the opcode table nor declared unsupported in %s; add rows, or declare them (\"mnemonic reason\"):\n%s",
			len(missing), sweepUnsupportedFile, strings.Join(missing, "\n"))
	}
	if len(stale) == 0 {
		return
	}
	var names []string
	for mn := range stale {
		names = append(names, mn)
	}
	sort.Strings(names)
	if *sweepUpdate {
		var keep []string
		for i, l := range lines {
			mn, _, _ := strings.Cut(l, " ")
			if e, ok := entries[mn]; ok && e.line == i+1 && stale[mn] != "" {
				continue
			}
			keep = append(keep, l)
		}
		if err := os.WriteFile(filepath.FromSlash(sweepUnsupportedFile), []byte(strings.Join(keep, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("removed %d stale entries from %s: %s", len(names), sweepUnsupportedFile, strings.Join(names, " "))
		return
	}
	var b strings.Builder
	for _, mn := range names {
		fmt.Fprintf(&b, "%s\t(line %d: %s)\n", mn, entries[mn].line, stale[mn])
	}
	t.Errorf("%d entries of %s are stale; delete them (go test ./isa -run TestSweepInventory -sweep.update):\n%s", len(names), sweepUnsupportedFile, b.String())
}
