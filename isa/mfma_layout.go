package isa

// MLoc is where one matrix element lives in an operand: the register
// counted from the operand's first, the element's lowest bit in it (a
// 64-bit element takes Reg and Reg+1), and the lane.
type MLoc struct{ Reg, Bit, Lane int }

// The layouts are the CDNA3 ISA's (§7.1.3.1 "inputs keep a column of A, a
// row of B, across consecutive lanes, i fastest; outputs are 4×N tiles
// packed by row and then by block") written as one rule per operand; the
// AMD Matrix Instruction Calculator's per-instruction formulas
// (docs/reference/matrix-cores.tsv) are each an instance of it, and
// isa/testdata/mfma/calculator.txt.gz, the Calculator's own register maps,
// checks every row (TestMFMALayoutsMatchCalculator).

// inLoc places element k of row r (i of A, j of B) of block b: a lane
// holds perLane consecutive k values, low bits first; lane groups of
// rows lanes take the k chunks, then the blocks (f64 4x4x4_4b, the one
// row with both chunks and blocks, puts the chunk outermost: lane 4b +
// 16k + i).
func inLoc(b, r, k, rows, perLane, bits, blocks int) MLoc {
	chunk, kk := k/perLane, k%perLane
	return MLoc{Reg: kk * bits / 32, Bit: kk * bits % 32, Lane: rows*(chunk*blocks+b) + r}
}

func (m *MFMA) aPerLane() int { return m.ARegs * 32 / m.A.Bits() }
func (m *MFMA) bPerLane() int { return m.BRegs * 32 / m.B.Bits() }

// ALoc is where A[b][i][k] lives in src0. For an SMFMAC, k counts the
// stored (compressed) values: two per group of four along K.
func (m *MFMA) ALoc(b, i, k int) MLoc {
	return inLoc(b, i, k, m.M, m.aPerLane(), m.A.Bits(), m.Blocks)
}

// BLoc is where B[b][k][j] lives in src1.
func (m *MFMA) BLoc(b, k, j int) MLoc {
	return inLoc(b, j, k, m.N, m.bPerLane(), m.B.Bits(), m.Blocks)
}

// DLoc is where C[b][i][j] and D[b][i][j] live. Rows go four to a tile,
// one row per register, the columns across N lanes; tiles fill the lane
// groups, then the next four registers, rows before blocks. An f64 tile
// is transposed: its four rows take 16-lane groups and a register pair.
func (m *MFMA) DLoc(b, i, j int) MLoc {
	t := b*(m.M/4) + i/4
	if m.D == MF64 {
		l := 16 / m.N
		return MLoc{Reg: 2 * (t / l), Lane: 16*(i%4) + m.N*(t%l) + j}
	}
	l := 64 / m.N
	return MLoc{Reg: 4*(t/l) + i%4, Lane: m.N*(t%l) + j}
}

// IdxLoc is where the two 2-bit sparsity indices of group g (A's logical
// k in 4g..4g+3) of row i live in an SMFMAC's index VGPR, for index set
// set (abid when cbsz is 0): bits Bit+1:Bit name the position of the
// group's first stored value, Bit+3:Bit+2 the second's (CDNA3 ISA §7.4.1,
// Tables 34 and 36).
func (m *MFMA) IdxLoc(i, g, set int) MLoc {
	groups := 2 * m.aPerLane() / 4 // logical k per lane / 4
	return MLoc{Bit: 4*(g%groups) + set*4*groups, Lane: m.M*(g/groups) + i}
}

// IdxSets is how many index sets an SMFMAC index VGPR holds (CDNA3 ISA
// §7.4: four 8-bit sets for 16-bit data, two 16-bit sets for 8-bit).
func (m *MFMA) IdxSets() int { return 32 / (4 * 2 * m.aPerLane() / 4) }
