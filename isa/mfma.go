package isa

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// MType is the element type of an MFMA operand matrix.
type MType uint8

const (
	MF32  MType = iota + 1
	MF16        // IEEE half
	MBF16       // bfloat16
	MI8         // signed 8-bit integer
	MF64
	MXF32 // f32 inputs whose mantissa is rounded to 10 bits before multiplying (CDNA3 ISA §7.1.2 "XF32")
	MFP8  // E4M3, bias 8, the CDNA3 "FNUZ" format (CDNA3 ISA §7.2 Table 30)
	MBF8  // E5M2, bias 16 (same table)
	MI32
)

var mtypeNames = map[string]MType{"f32": MF32, "f16": MF16, "bf16": MBF16, "i8": MI8, "f64": MF64,
	"xf32": MXF32, "fp8": MFP8, "bf8": MBF8, "i32": MI32}

// Bits is the width of one element in a register.
func (t MType) Bits() int {
	switch t {
	case MF16, MBF16:
		return 16
	case MI8, MFP8, MBF8:
		return 8
	case MF64:
		return 64
	}
	return 32
}

// MFMA is the matrix shape and operand form of one MFMA or SMFMAC
// instruction on one target: D = C + A·B for each of Blocks independent
// M×K by K×N products, over the whole wave (docs/reference/matrix-cores.md).
// The rows come from mfma.tsv, one per instruction per target.
type MFMA struct {
	Target, Name string
	// Alias is the gfx90a spelling gfx942 accepts for the same opcode
	// (llvm-mc-19 prints Name); empty when there is none.
	Alias        string
	M, N, K      int
	Blocks       int
	A, B, D      MType
	ARegs, BRegs int // registers per lane of src0 and src1
	CDRegs       int // registers per lane of C and D
	// Passes is the issue length in 4-cycle passes (CDNA3 ISA §7.5 "PASS
	// 4 clock cycles"): the Calculator's cycles / 4, the Write*PassMAI /
	// Write*PassDGEMM class of SISchedule.td.
	Passes int
	// Sparse: an SMFMAC, whose A holds two of every four values along K
	// and whose src2 is the VGPR of 2-bit indices (CDNA3 ISA §7.4).
	Sparse bool
	// XDL: LLVM's is_gfx940_xdl, which GCNHazardRecognizer's gfx940 wait
	// states tell apart from the f32 and f64 rows.
	XDL bool
	// CbszAbid, Blgp: the Calculator's "CBSZ and ABID bits supported",
	// "BLGP bits supported". On gfx942's f64 rows blgp is the neg field.
	CbszAbid, Blgp bool
}

//go:embed mfma.tsv
var mfmaTSV string

// mfmaList is the parsed mfma.tsv, in table order, parsed on first use
// (by MFMAOf and MFMARows, and by the table's builders at generate time).
var mfmaList = sync.OnceValue(func() []*MFMA { return parseMFMATable(mfmaTSV) })

// mfmaRows indexes mfmaList by target then mnemonic (both spellings on
// gfx942).
var mfmaRows = sync.OnceValue(func() map[string]map[string]*MFMA { return indexMFMA(mfmaList()) })

// MFMAOf returns the row of mnemonic name on target ("gfx90a" or
// "gfx942"), accepting gfx942's gfx90a aliases.
func MFMAOf(target, name string) (*MFMA, bool) {
	m, ok := mfmaRows()[target][name]
	return m, ok
}

// MFMARows lists the rows of a target in table order.
func MFMARows(target string) []*MFMA {
	var out []*MFMA
	for _, m := range mfmaList() {
		if m.Target == target {
			out = append(out, m)
		}
	}
	return out
}

func parseMFMATable(text string) []*MFMA {
	var list []*MFMA
	for ln, line := range strings.Split(text, "\n") {
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "target\t") {
			continue
		}
		m, err := parseMFMARow(strings.Split(line, "\t"))
		if err != nil {
			panic(fmt.Sprintf("mfma.tsv:%d: %v", ln+1, err))
		}
		list = append(list, m)
	}
	return list
}

func indexMFMA(list []*MFMA) map[string]map[string]*MFMA {
	rows := map[string]map[string]*MFMA{}
	for _, m := range list {
		if rows[m.Target] == nil {
			rows[m.Target] = map[string]*MFMA{}
		}
		rows[m.Target][m.Name] = m
		if m.Alias != "" {
			rows[m.Target][m.Alias] = m
		}
	}
	return rows
}

func parseMFMARow(f []string) (*MFMA, error) {
	if len(f) != 18 {
		return nil, fmt.Errorf("%d fields, want 18", len(f))
	}
	var n [11]int
	for i, col := range []int{2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15} {
		v, err := strconv.Atoi(f[col])
		if err != nil {
			return nil, err
		}
		n[i] = v
	}
	bl, err := strconv.ParseBool(f[16])
	if err != nil {
		return nil, err
	}
	m := &MFMA{Target: f[0], Name: f[1], M: n[0], N: n[1], K: n[2], Blocks: n[3], Passes: n[4],
		ARegs: n[5], BRegs: n[6], CDRegs: n[7], Sparse: n[8] == 1, XDL: n[9] == 1, CbszAbid: n[10] == 1, Blgp: bl}
	if f[17] != "-" {
		m.Alias = f[17]
	}
	for i, p := range []*MType{&m.A, &m.B, &m.D} {
		t, ok := mtypeNames[f[7+i]]
		if !ok {
			return nil, fmt.Errorf("type %q", f[7+i])
		}
		*p = t
	}
	return m, nil
}
