package timing

import "github.com/wavesim/wavesim/isa"

// The wait states GCNHazardRecognizer puts around the matrix instructions
// of gfx90a and gfx940 (checkMAIHazards90A, checkMAIVALUHazards), as data:
// for each kind of producer, each of its pass counts and each kind of
// consumer, the wait states LLVM's constant of that name gives
// (docs/reference/matrix-cores.md §7; the CDNA3 ISA §7.5 Table 37 gives
// the gfx940 numbers). A row's producer is the MFMA that wrote (or, for
// uWAR, read) the registers.
type mfmaWait struct {
	gfx940 bool     // the gfx940 constants (GFX940Insts), else gfx90a's
	kind   mfmaKind // the producer
	use    mfmaUse  // the consumer
	ws     map[int]int
	consts string
}

type mfmaKind uint8

const (
	kSMFMA mfmaKind = iota // not f64, not XDL: every gfx90a row but f64, gfx940's f32 rows
	kXDL                   // gfx940's is_gfx940_xdl rows (f16, bf16, i8, xf32, fp8, SMFMAC)
	kDGEMM                 // the f64 rows
)

type mfmaUse uint8

const (
	uRead mfmaUse = iota // a VALU (not an MFMA) reads the result
	uMem                 // a VMEM or DS instruction reads it (address or data)
	uAB                  // an MFMA reads it as A or B
	uWAW                 // a VALU (not an MFMA) writes it
	uWAR                 // a VALU (not an MFMA) writes what the MFMA read as C
	numMFMAUses
)

// passesPlus is the gfx940 rule of one constant per pass count:
// GFX940_XDL_N_Pass... is N + 3 wait states, GFX940_SMFMA_N_Pass... N + 2.
func passesPlus(k int, passes ...int) map[int]int {
	m := map[int]int{}
	for _, p := range passes {
		m[p] = p + k
	}
	return m
}

var (
	xdlPasses   = []int{2, 4, 8, 16}
	smfmaPasses = []int{2, 8, 16}
)

var mfmaWaits = []mfmaWait{
	// gfx90a.
	{false, kSMFMA, uRead, map[int]int{2: 5, 8: 11, 16: 19}, "SMFMA{4x4,16x16,32x32}WriteVgprVALUMemExpReadWaitStates"},
	{false, kSMFMA, uMem, map[int]int{2: 5, 8: 11, 16: 19}, "SMFMA{4x4,16x16,32x32}WriteVgprVALUMemExpReadWaitStates"},
	{false, kDGEMM, uRead, map[int]int{4: 6, 8: 11}, "DMFMA{4x4,16x16}WriteVgprVALUReadWaitStates"},
	{false, kDGEMM, uMem, map[int]int{4: 9, 8: 18}, "DMFMA{4x4,16x16}WriteVgprMemExpReadWaitStates"},
	{false, kSMFMA, uAB, map[int]int{2: 5, 8: 11, 16: 19}, "SMFMA{4x4,16x16,32x32}WritesVGPROverlappedSrcABWaitStates"},
	{false, kDGEMM, uAB, map[int]int{4: 6, 8: 11}, "DMFMA{4x4,16x16}WritesVGPROverlappedMFMASrcABWaitStates"},
	{false, kSMFMA, uWAW, map[int]int{2: 5, 8: 11, 16: 19}, "SMFMA{4x4,16x16,32x32}WriteVgprVALUWawWaitStates"},
	{false, kDGEMM, uWAW, map[int]int{4: 6, 8: 11}, "DMFMA{4x4,16x16}WriteVgprVALUWriteWaitStates"},
	{false, kSMFMA, uWAR, map[int]int{2: 1, 8: 7, 16: 15}, "SMFMA{4x4,16x16,32x32}ReadVgprVALUWarWaitStates"},
	// gfx940.
	{true, kXDL, uRead, passesPlus(3, xdlPasses...), "GFX940_XDL_N_PassWriteVgprVALUMemExpReadWaitStates"},
	{true, kXDL, uMem, passesPlus(3, xdlPasses...), "GFX940_XDL_N_PassWriteVgprVALUMemExpReadWaitStates"},
	{true, kSMFMA, uRead, passesPlus(2, smfmaPasses...), "GFX940_SMFMA_N_PassWriteVgprVALUMemExpReadWaitStates"},
	{true, kSMFMA, uMem, passesPlus(2, smfmaPasses...), "GFX940_SMFMA_N_PassWriteVgprVALUMemExpReadWaitStates"},
	{true, kDGEMM, uRead, map[int]int{4: 6, 8: 11}, "DMFMA{4x4,16x16}WriteVgprVALUReadWaitStates"},
	{true, kDGEMM, uMem, map[int]int{4: 9, 8: 18}, "DMFMA{4x4,16x16}WriteVgprMemExpReadWaitStates"},
	{true, kXDL, uAB, passesPlus(3, xdlPasses...), "GFX940_XDL_N_PassWritesVGPROverlappedSrcABWaitStates"},
	{true, kSMFMA, uAB, passesPlus(2, smfmaPasses...), "GFX940_SMFMA_N_PassWritesVGPROverlappedSrcABWaitStates"},
	{true, kDGEMM, uAB, map[int]int{4: 6, 8: 11}, "DMFMA{4x4,16x16}WritesVGPROverlappedMFMASrcABWaitStates"},
	{true, kXDL, uWAW, passesPlus(3, xdlPasses...), "GFX940_XDL_N_PassWriteVgprVALUWawWaitStates"},
	{true, kSMFMA, uWAW, passesPlus(2, smfmaPasses...), "GFX940_SMFMA_N_PassWriteVgprVALUWawWaitStates"},
	{true, kDGEMM, uWAW, map[int]int{4: 6, 8: 11}, "DMFMA{4x4,16x16}WriteVgprVALUWriteWaitStates"},
	{true, kXDL, uWAR, map[int]int{2: 1, 4: 3, 8: 7, 16: 15}, "GFX940_XDL4PassReadVgprVALUWarWaitStates and the 2/8/16-pass ones"},
}

// kindOf is a matrix row's producer kind.
func kindOf(m *isa.MFMA) mfmaKind {
	switch {
	case m.D == isa.MF64:
		return kDGEMM
	case m.XDL:
		return kXDL
	}
	return kSMFMA
}

// mfmaWaitStates is the wait states each use needs after the matrix
// instruction m on target a: the row of its constants, kind and passes
// (0: none). The gfx940 constants apply where the target has
// GFX940Insts, as checkMAIHazards90A and checkMAIVALUHazards choose them
// (ST.hasGFX940Insts()). The model computes it once per instruction
// (instInfo.mfmaWS).
func mfmaWaitStates(a *isa.Arch, m *isa.MFMA) (ws [numMFMAUses]uint8) {
	if m == nil {
		return ws
	}
	for i := range mfmaWaits {
		w := &mfmaWaits[i]
		if w.gfx940 == a.GFX940Insts && w.kind == kindOf(m) {
			ws[w.use] = uint8(w.ws[m.Passes])
		}
	}
	return ws
}

// mfmaNeed is the wait states a consumer of use u needs after prod.
func mfmaNeed(u mfmaUse) func(prod, cons *instInfo) int {
	return func(prod, cons *instInfo) int { return int(prod.mfmaWS[u]) }
}

// mfmaMost is the largest wait states of use u's rows: the rule's
// WaitStates.
func mfmaMost(u mfmaUse) int {
	most := 0
	for _, w := range mfmaWaits {
		for _, n := range w.ws {
			if w.use == u {
				most = max(most, n)
			}
		}
	}
	return most
}

func isMFMA(x *instInfo) bool      { return x.mfma != nil }
func isPlainVALU(x *instInfo) bool { return x.valu && x.mfma == nil }
func mfmaAB(x *instInfo) []uint16  { return x.mfmaAB() }
func mfmaC(x *instInfo) []uint16   { return x.mfmaC() }

// cdnaMAI: gfx90a and gfx940, whose hazard rules these are
// (checkMAIHazards90A, checkMAIVALUHazards run on hasGFX90AInsts).
var cdnaMAI = func(a *isa.Arch, wave int) bool { return a.GFX90AInsts }
