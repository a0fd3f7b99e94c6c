// Package mfmacalc reads the register maps of AMD's Matrix Instruction
// Calculator (ROCm/amd_matrix_instruction_calculator) that the MFMA tests
// check wavesim's layouts and results against. It imports no wavesim
// package: its Loc converts to Loc.
package mfmacalc

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
)

// Cell is one element the Calculator places: matrix letter (A, B, D
// or K), block, first and second index, and where: register, lowest bit,
// lane.
type Cell struct {
	Mat     byte
	B, X, Y int
	Loc     Loc
}

// Loc is where the Calculator puts an element: register counted from the
// operand's first, lowest bit, lane (isa.MLoc's fields).
type Loc struct{ Reg, Bit, Lane int }

// calcArch maps the Calculator's architecture names to targets.
var calcArch = map[string]string{"CDNA2": "gfx90a", "CDNA3": "gfx942"}

var (
	calcCol  = regexp.MustCompile(`^v(?:(\d+)|\[\d+:(\d+)\])(?:\.\[\d+:(\d+)\])?$`)
	calcElem = regexp.MustCompile(`^([ABDK])\[(\d+)\]\[(\d+)\](?:\.B(\d+))?$`)
)

// Read reads a file like isa/testdata/mfma/calculator.txt.gz: for each
// instruction, the output of `matrix_calculator.py -a ARCH -i INSN -M -X
// -c` for X = A, B, D (and -k, the sparsity indices, for an SMFMAC),
// ROCm/amd_matrix_instruction_calculator commit 2ef9189. A cell that
// lists several elements (SMFMAC A and K: a group of four along K) gives
// the group's first.
func Read(path string) (map[string]map[string][]Cell, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	out := map[string]map[string][]Cell{}
	var tgt, insn string
	var cols []Loc
	sc := bufio.NewScanner(z)
	sc.Buffer(nil, 1<<20)
	for ln := 1; sc.Scan(); ln++ {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "== "):
			f := strings.Fields(line)
			tgt, insn = calcArch[f[1]], f[2]
			if out[tgt] == nil {
				out[tgt] = map[string][]Cell{}
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
				cols = append(cols, Loc{Reg: r, Bit: bit})
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
				out[tgt][insn] = append(out[tgt][insn], Cell{Mat: m[1][0], B: b, X: x, Y: y, Loc: loc})
			}
		}
	}
	return out, sc.Err()
}
