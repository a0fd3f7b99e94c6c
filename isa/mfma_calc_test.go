package isa

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// CalcCell is one element the Calculator places: matrix letter (A, B, D
// or K), block, first and second index, and where: register, lowest bit,
// lane.
type CalcCell struct {
	Mat     byte
	B, X, Y int
	Loc     MLoc
}

// calcArch maps the Calculator's architecture names to targets.
var calcArch = map[string]string{"CDNA2": "gfx90a", "CDNA3": "gfx942"}

var (
	calcCol  = regexp.MustCompile(`^v(?:(\d+)|\[\d+:(\d+)\])(?:\.\[\d+:(\d+)\])?$`)
	calcElem = regexp.MustCompile(`^([ABDK])\[(\d+)\]\[(\d+)\](?:\.B(\d+))?$`)
)

// ReadCalculatorMaps reads testdata/mfma/calculator.txt.gz: for each
// instruction, the output of `matrix_calculator.py -a ARCH -i INSN -M -X
// -c` for X = A, B, D (and -k, the sparsity indices, for an SMFMAC),
// ROCm/amd_matrix_instruction_calculator commit 2ef9189. A cell that
// lists several elements (SMFMAC A and K: a group of four along K) gives
// the group's first.
func ReadCalculatorMaps(path string) (map[string]map[string][]CalcCell, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	out := map[string]map[string][]CalcCell{}
	var tgt, insn string
	var cols []MLoc
	sc := bufio.NewScanner(z)
	sc.Buffer(nil, 1<<20)
	for ln := 1; sc.Scan(); ln++ {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "== "):
			f := strings.Fields(line)
			tgt, insn = calcArch[f[1]], f[2]
			if out[tgt] == nil {
				out[tgt] = map[string][]CalcCell{}
			}
		case strings.HasPrefix(line, "lane,"):
			cols = cols[:0]
			for _, h := range strings.Split(line, ",")[1:] {
				m := calcCol.FindStringSubmatch(h)
				if m == nil {
					return nil, fmt.Errorf("%s:%d: column %q", path, ln, h)
				}
				r, _ := strconv.Atoi(m[1] + m[2])
				bit, _ := strconv.Atoi("0" + m[3])
				cols = append(cols, MLoc{Reg: r, Bit: bit})
			}
		default:
			fs := strings.Split(line, ",")
			lane, err := strconv.Atoi(fs[0])
			if err != nil || len(fs) != len(cols)+1 {
				return nil, fmt.Errorf("%s:%d: row %q", path, ln, line)
			}
			for c, cell := range fs[1:] {
				m := calcElem.FindStringSubmatch(strings.Fields(cell)[0])
				if m == nil {
					return nil, fmt.Errorf("%s:%d: cell %q", path, ln, cell)
				}
				b, _ := strconv.Atoi("0" + m[4])
				x, _ := strconv.Atoi(m[2])
				y, _ := strconv.Atoi(m[3])
				loc := cols[c]
				loc.Lane = lane
				out[tgt][insn] = append(out[tgt][insn], CalcCell{Mat: m[1][0], B: b, X: x, Y: y, Loc: loc})
			}
		}
	}
	return out, sc.Err()
}

// TestMFMALayoutsMatchCalculator checks the layout rule of every row
// against the Calculator's register maps, cell by cell, and that every
// row has a map and every map a row.
func TestMFMALayoutsMatchCalculator(t *testing.T) {
	maps, err := ReadCalculatorMaps("testdata/mfma/calculator.txt.gz")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, m := range mfmaList {
		cells, ok := maps[m.Target][m.Name]
		if !ok {
			t.Errorf("%s %s: no Calculator map", m.Target, m.Name)
			continue
		}
		delete(maps[m.Target], m.Name)
		for _, c := range cells {
			var got MLoc
			switch {
			case c.Mat == 'A' && m.Sparse:
				got = m.ALoc(c.B, c.X, c.Y/2) // the group's first stored value
			case c.Mat == 'A':
				got = m.ALoc(c.B, c.X, c.Y)
			case c.Mat == 'B':
				got = m.BLoc(c.B, c.X, c.Y)
			case c.Mat == 'D':
				got = m.DLoc(c.B, c.X, c.Y)
			case c.Mat == 'K':
				got = m.IdxLoc(c.X, c.Y/4, 0)
			}
			if got != c.Loc {
				t.Errorf("%s %s: %c[%d][%d] block %d at %+v, the Calculator says %+v", m.Target, m.Name, c.Mat, c.X, c.Y, c.B, got, c.Loc)
				return
			}
			n++
		}
	}
	for tg, rest := range maps {
		for name := range rest {
			t.Errorf("%s %s: in the Calculator's list, not in mfma.tsv", tg, name)
		}
	}
	if n < 10000 {
		t.Errorf("only %d cells checked", n)
	}
}
