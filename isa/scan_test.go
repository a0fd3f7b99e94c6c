package isa

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// The expressions the scanners of scan.go stand for.
var (
	reLabel       = regexp.MustCompile(`^\s*([A-Za-z_.$][\w.$]*):(.*)$`)
	reObjdumpSym  = regexp.MustCompile(`^([0-9a-fA-F]+) <([^>]+)>:\s*$`)
	reObjdumpAddr = regexp.MustCompile(`^\s*([0-9a-fA-F]+):\s+[0-9A-Fa-f]{8}\b`)
	reCommentAddr = regexp.MustCompile(`^\s*([0-9A-Fa-f]{8,16}):\s*([0-9A-Fa-f]{8})`)
	reRsrc2       = regexp.MustCompile(`COMPUTE_PGM_RSRC2:(\w+):\s*(\d+)`)
	reInfo        = regexp.MustCompile(`^\s*(ScratchSize|LDSByteSize|NumVgprs|NumSgprs):\s*(\d+)`)
)

// scanCases are lines of the shapes the scanners read, and near misses.
var scanCases = []string{
	"", " ", "foo:", "  .LBB0_1:", "\t.Lfoo: s_nop 0", "1foo:", "foo :", "foo", "$a.b_1:x", "\fx:",
	"0000000000001000 <saxpy>:", "0000000000001000 <saxpy>: ", "1000 <a>b>:", "1000 <>:", "1000  <a>:", "g000 <a>:",
	"  1000: c0020002 00000010  s_load_dwordx2", "1000:c0020002", "1000: c002000", "1000: c0020002x", "1000: c0020002_",
	"1000: c00200021", "1000: c0020002.", ":\tc0020002", " 1000:\t\tBF8C0000 ",
	" 000000001000: BF8C0000", "0000000000001000:BF8C0000", "00000000000000001: BF8C0000", "0000001: BF8C0000", "00001000: BF8C000",
	"COMPUTE_PGM_RSRC2:USER_SGPR: 2", " COMPUTE_PGM_RSRC2:TGID_X_EN: 1", "COMPUTE_PGM_RSRC2:: 1", "COMPUTE_PGM_RSRC2:X:",
	"COMPUTE_PGM_RSRC2:X-: 1 COMPUTE_PGM_RSRC2:Y: 3", "COMPUTE_PGM_RSRC2:COMPUTE_PGM_RSRC2:A: 4",
	" ScratchSize: 16", "LDSByteSize: 0 bytes/workgroup", "NumVgprs:", "NumSgprsx: 3", " NumVgprs:\t\t12", "ScratchSize: -1",
}

// scanAlphabet makes random lines that reach every branch of the scanners.
var scanAlphabet = []string{" ", "\t", "\r", "\f", ":", "<", ">", "0", "9", "a", "F", "g", "_", ".", "$", "x", "\xff",
	"c0020002", "0000000000001000", "COMPUTE_PGM_RSRC2:", "ScratchSize", "NumVgprs", "USER_SGPR", "12", "\u00a0", "\u0085"}

func randomScanLine(r *rand.Rand) string {
	var b strings.Builder
	for n := r.IntN(8); n >= 0; n-- {
		b.WriteString(scanAlphabet[r.IntN(len(scanAlphabet))])
	}
	return b.String()
}

// TestScannersMatchExpressions: every scanner finds what its expression
// finds, on the cases above and on a million random lines.
func TestScannersMatchExpressions(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	lines := append([]string(nil), scanCases...)
	n := 200000
	if testing.Short() {
		n = 20000
	}
	for range n {
		lines = append(lines, randomScanLine(r))
	}
	for _, l := range lines {
		checkScanners(t, l)
	}
}

func checkScanners(t *testing.T, l string) {
	t.Helper()
	if m := reLabel.FindStringSubmatchIndex(l); m != nil {
		if s, e, ok := labelAt(l); !ok || s != m[2] || e != m[3] {
			t.Errorf("labelAt(%q) = %d, %d, %v; the expression finds %v", l, s, e, ok, m)
		}
	} else if _, _, ok := labelAt(l); ok {
		t.Errorf("labelAt(%q) finds a label; the expression none", l)
	}
	same := func(what string, got string, ok bool, m []string, group int) {
		t.Helper()
		if ok != (m != nil) || ok && got != m[group] {
			t.Errorf("%s(%q) = %q, %v; the expression finds %q", what, l, got, ok, m)
		}
	}
	name, ok := objdumpSymbolLine(l)
	same("objdumpSymbolLine", name, ok, reObjdumpSym.FindStringSubmatch(l), 2)
	hex, ok := commentAddr(l)
	same("commentAddr", hex, ok, reCommentAddr.FindStringSubmatch(l), 1)
	m := reRsrc2.FindStringSubmatch(l)
	field, num, ok := rsrc2Field(l)
	same("rsrc2Field", field, ok, m, 1)
	same("rsrc2Field", num, ok, m, 2)
	m = reInfo.FindStringSubmatch(l)
	key, num, ok := infoField(l)
	same("infoField", key, ok, m, 1)
	same("infoField", num, ok, m, 2)
	end, ok := objdumpAddrEnd(l)
	if mi := reObjdumpAddr.FindStringSubmatchIndex(l); ok != (mi != nil) || ok && end != mi[1] {
		t.Errorf("objdumpAddrEnd(%q) = %d, %v; the expression finds %v", l, end, ok, mi)
	}
	if got, want := leadingSpace(l), strings.Index(l, strings.TrimSpace(l)); strings.TrimSpace(l) != "" && got != want {
		t.Errorf("leadingSpace(%q) = %d, want %d", l, got, want)
	}
}

// FuzzScanners: the same on any line.
func FuzzScanners(f *testing.F) {
	for _, l := range scanCases {
		f.Add(l)
	}
	f.Fuzz(func(t *testing.T, l string) {
		if strings.ContainsRune(l, '\n') {
			return // lines have none
		}
		checkScanners(t, l)
	})
}
