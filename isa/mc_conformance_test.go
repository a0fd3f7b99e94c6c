package isa_test

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
)

// conformanceFile is the table of assembler forms, valid and invalid, with
// the verdict both wavesim and llvm-mc must reach on each.
const conformanceFile = "testdata/mc_conformance.txt"

// Verdicts of the conformance table.
const (
	verdictAccept = "accept" // both assemble it
	verdictReject = "reject" // both reject it, wavesim with a position
	// verdictUnsupported: llvm-mc assembles it, wavesim rejects it with a
	// position because it lies outside the modeled subset (the line says why).
	verdictUnsupported = "unsupported"
	// verdictMCBug: wavesim rejects it with a position; llvm-mc assembles it
	// but encodes something other than what is written (the line says what).
	verdictMCBug = "mcbug"
	// verdictMCGap: wavesim accepts it; the llvm-mc under test rejects it
	// although the llc of the same version prints it (the line says why).
	verdictMCGap = "mcgap"
)

// mcCase is one (line, target) pair of the table.
type mcCase struct {
	file    string
	line    int // in the table
	arch    string
	wave    int
	verdict string
	asm     string
	reason  string
}

func (c mcCase) String() string {
	return fmt.Sprintf("%s:%d [%s w%d] %s", c.file, c.line, c.arch, c.wave, c.asm)
}

// mcTargets are the targets "all" stands for, at their default wave size.
var mcTargets = []string{"gfx900", "gfx1010", "gfx1030", "gfx1100"}

// readConformance reads the table: "targets verdict instruction [# reason]"
// per line, targets a comma-separated list of gfxNNN or gfxNNN/w32,
// gfxNNN/w64, or "all"; "#" starts a comment.
func readConformance(t *testing.T) []mcCase { return readConformanceFile(t, conformanceFile) }

// readConformanceFile reads a table in readConformance's format.
func readConformanceFile(t *testing.T, conformanceFile string) []mcCase {
	t.Helper()
	f, err := os.Open(conformanceFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []mcCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text, reason, _ := strings.Cut(sc.Text(), "#")
		text, reason = strings.TrimSpace(text), strings.TrimSpace(reason)
		if text == "" {
			continue
		}
		f := strings.Fields(text)
		if len(f) < 3 {
			t.Fatalf("%s:%d: want \"targets verdict instruction\", got %q", conformanceFile, n, text)
		}
		verdict := f[1]
		switch verdict {
		case verdictAccept, verdictReject:
		case verdictUnsupported, verdictMCBug, verdictMCGap:
			if reason == "" {
				t.Fatalf("%s:%d: a %s line says why after #", conformanceFile, n, verdict)
			}
		default:
			t.Fatalf("%s:%d: unknown verdict %q", conformanceFile, n, verdict)
		}
		asm := strings.TrimSpace(text[strings.Index(text, f[1])+len(f[1]):])
		targets := strings.Split(f[0], ",")
		if f[0] == "all" {
			targets = mcTargets
		}
		for _, tg := range targets {
			name, w, _ := strings.Cut(tg, "/w")
			a, err := isa.LookupArch(name)
			if err != nil {
				t.Fatalf("%s:%d: %v", conformanceFile, n, err)
			}
			wave := a.DefaultWave()
			if w != "" {
				if _, err := fmt.Sscan(w, &wave); err != nil || !a.HasWave(wave) {
					t.Fatalf("%s:%d: bad wave size in %q", conformanceFile, n, tg)
				}
			}
			cases = append(cases, mcCase{conformanceFile, n, name, wave, verdict, asm, reason})
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// TestMCConformance holds wavesim's parser and llvm-mc to the verdicts of
// testdata/mc_conformance.txt: wavesim accepts what the table accepts and
// rejects the rest with an *isa.Error at line 1 of the one-line file; with
// llvm-mc-16 installed, llvm-mc reaches the same verdict (one run per
// target and wave size) and assembles wavesim's printing of every accepted
// line to the encoding of the line as written.
func TestMCConformance(t *testing.T) {
	cases := readConformance(t)
	printed, cols := conformWavesim(t, cases)
	keys, groups := groupByTarget(cases)
	for _, k := range keys {
		n := map[string]int{}
		for _, i := range groups[k] {
			n[cases[i].verdict]++
		}
		t.Logf("%-12s %d cases: %v", k, len(groups[k]), n)
	}

	mc := llvmtool.Want(t, "llvm-mc", 16)
	if mc == "" {
		llvmtool.Missing(t, "llvm-mc-16 not found: the verdicts are checked against wavesim only (install the Debian package llvm-16 to check them against LLVM)")
	}
	conformGroups(t, mc, cases, printed, cols, keys, groups)
}

// groupByTarget sorts the cases by target and wave size: one llvm-mc run
// each.
func groupByTarget(cases []mcCase) (keys []string, groups map[string][]int) {
	groups = map[string][]int{}
	for i, c := range cases {
		key := fmt.Sprintf("%s/w%d", c.arch, c.wave)
		if groups[key] == nil {
			keys = append(keys, key)
		}
		groups[key] = append(groups[key], i)
	}
	sort.Strings(keys)
	return keys, groups
}

// conformGroups holds llvm-mc to each group's verdicts (conformMC).
func conformGroups(t *testing.T, mc string, cases []mcCase, printed []string, cols []int, keys []string, groups map[string][]int) {
	for _, k := range keys {
		var group []mcCase
		var gp []string
		var gc []int
		for _, i := range groups[k] {
			group, gp, gc = append(group, cases[i]), append(gp, printed[i]), append(gc, cols[i])
		}
		conformMC(t, mc, nil, group, gp, gc)
	}
}

// conformFile holds wavesim's parser to the verdicts of a conformance
// file and, with llvm-mc-version installed, llvm-mc to them too; what
// names the file's verdicts in the message when llvm-mc is missing.
func conformFile(t *testing.T, file string, version int, what string) {
	cases := readConformanceFile(t, file)
	printed, cols := conformWavesim(t, cases)
	keys, groups := groupByTarget(cases)
	mc := llvmtool.Want(t, "llvm-mc", version)
	if mc == "" {
		llvmtool.Missing(t, fmt.Sprintf("llvm-mc-%d not found: %s are checked against wavesim only (install the Debian package llvm-%d to check them against LLVM)", version, what, version))
	}
	conformGroups(t, mc, cases, printed, cols, keys, groups)
}

// conformWavesim parses every case on its own and checks wavesim's verdict.
// It returns how wavesim prints each accepted line and the column of each
// rejection.
func conformWavesim(t *testing.T, cases []mcCase) (printed []string, cols []int) {
	printed, cols = make([]string, len(cases)), make([]int, len(cases))
	for i, c := range cases {
		p, err := isa.Parse("case.s", []byte(c.asm+"\n"), isa.ParseOptions{Arch: isa.MustArch(c.arch), Wave: c.wave})
		if c.verdict == verdictAccept || c.verdict == verdictMCGap {
			switch {
			case err != nil:
				t.Errorf("%v: wavesim rejects it: %v", c, err)
			case len(p.Insts) != 1:
				t.Errorf("%v: wavesim reads %d instructions", c, len(p.Insts))
			default:
				printed[i] = isa.FormatInst(p.Insts[0], p.Arch)
			}
			continue
		}
		var pe *isa.Error
		switch {
		case err == nil:
			t.Errorf("%v: wavesim accepts it (as %s)", c, isa.FormatInst(p.Insts[0], p.Arch))
		case !errors.As(err, &pe) || pe.Pos.Line != 1 || pe.Pos.Col < 1 || int(pe.Pos.Col) > len(c.asm):
			t.Errorf("%v: the error has no position inside the line: %v", c, err)
		case !strings.HasPrefix(err.Error(), fmt.Sprintf("case.s:1:%d: ", pe.Pos.Col)):
			t.Errorf("%v: the error does not start with file:line:column: %v", c, err)
		default:
			cols[i] = int(pe.Pos.Col)
		}
	}
	return printed, cols
}

// conformMC runs llvm-mc once on the cases of one target and wave size,
// checks its verdicts, and has it assemble wavesim's printing of the
// accepted lines to compare encodings. Where both reject a line at
// different columns, the log says so. attrs are more llvm-mc flags
// (-mattr=+real-true16).
func conformMC(t *testing.T, mc string, attrs []string, cases []mcCase, printed []string, cols []int) {
	c0 := cases[0]
	args := append(llvmtool.MCArgs(c0.arch, c0.wave == 64 && c0.arch != "gfx900", false), attrs...)
	var src []string
	for _, c := range cases {
		src = append(src, c.asm)
	}
	res, err := llvmtool.AssembleLines(mc, args, src)
	if err != nil {
		t.Fatalf("%s w%d: %v", c0.arch, c0.wave, err)
	}
	var again []string
	var againIdx []int
	for i, c := range cases {
		r := res[i]
		switch {
		case (c.verdict == verdictReject || c.verdict == verdictMCGap) && r.Err == "":
			t.Errorf("%v: llvm-mc accepts it: %s", c, r.Encoding)
		case c.verdict == verdictMCGap:
		case c.verdict != verdictReject && r.Err != "":
			t.Errorf("%v: llvm-mc rejects it at column %d: %s", c, r.Col, r.Err)
		case c.verdict == verdictReject && cols[i] != 0 && cols[i] != r.Col:
			t.Logf("%v: wavesim's column %d, llvm-mc's %d (%s)", c, cols[i], r.Col, r.Err)
		case c.verdict == verdictAccept && printed[i] != "":
			again, againIdx = append(again, printed[i]), append(againIdx, i)
		}
	}
	if len(again) == 0 {
		return
	}
	res2, err := llvmtool.AssembleLines(mc, args, again)
	if err != nil {
		t.Fatalf("%s w%d: %v", c0.arch, c0.wave, err)
	}
	for j, i := range againIdx {
		if res2[j].Err != "" || res2[j].Encoding != res[i].Encoding {
			t.Errorf("%v: wavesim prints it as %q, which llvm-mc assembles to %s%s, not %s",
				cases[i], again[j], res2[j].Encoding, res2[j].Err, res[i].Encoding)
		}
	}
}
