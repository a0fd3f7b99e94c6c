package isa

import "fmt"

// File is a register file.
type File uint8

const (
	// FileS is the scalar file: SGPRs and every named scalar register
	// (vcc, exec, m0, ttmp, ...) at the fixed slots below, so one array
	// holds all scalar state and liveness works on one set of units.
	FileS File = iota + 1
	// FileV is the vector register file.
	FileV
)

// Scalar slots. The numbering follows the GFX10 scalar operand encoding
// (SGPRs 0..105, vcc 106/107, ttmp 108..123, exec 126/127) and puts the
// registers that have no fixed encoding on every target after it.
const (
	SlotVCCLo    = 106
	SlotVCCHi    = 107
	SlotTTMP0    = 108
	SlotM0       = 124
	SlotNull     = 125
	SlotExecLo   = 126
	SlotExecHi   = 127
	SlotFlatScLo = 128
	SlotFlatScHi = 129
	SlotXnackLo  = 130
	SlotXnackHi  = 131
	SlotSCC      = 132
	// Read-only sources: apertures and derived condition bits.
	SlotSharedBase   = 133
	SlotSharedLimit  = 134
	SlotPrivateBase  = 135
	SlotPrivateLimit = 136
	SlotPopsExiting  = 137
	SlotVCCZ         = 138
	SlotEXECZ        = 139
	NumScalarSlots   = 140
)

// MaxVGPRs is the addressable VGPR count on every modeled target.
const MaxVGPRs = 256

// AGPRs (a0..a255, targets with FeatureMAIInsts) live in the vector file
// after the VGPRs: a<i> is FileV unit AGPRBase+i. gfx90a and gfx940 have
// one 512-register file per lane that holds both (AMDGPUBaseInfo
// getTotalNumVGPRs; the descriptor's accum_offset says where a wave's
// AGPRs start), so one array of lanes holds both and every consumer of
// FileV units (execution, liveness, hazards) sees AGPRs without a case
// of its own. a<i> and v<i> are different units: an instruction that
// names one never touches the other.
const (
	AGPRBase = MaxVGPRs
	// MaxVectorRegs bounds the FileV units: VGPRs and AGPRs.
	MaxVectorRegs = AGPRBase + 256
)

// Reg is a register or an aligned run of registers: s[0:1] is {File: FileS, Idx: 0, N: 2}.
type Reg struct {
	Idx  uint16 // the first register (the wide field first: Reg packs into 4 bytes)
	File File
	N    uint8 // dwords
}

// Valid reports whether r names a register.
func (r Reg) Valid() bool { return r.File != 0 && r.N > 0 }

// Overlaps reports whether r and o share a register unit (a dword).
func (r Reg) Overlaps(o Reg) bool {
	return r.File == o.File && int(r.Idx) < int(o.Idx)+int(o.N) && int(o.Idx) < int(r.Idx)+int(r.N)
}

// Contains reports whether every unit of o is in r.
func (r Reg) Contains(o Reg) bool {
	return r.File == o.File && o.Idx >= r.Idx && int(o.Idx)+int(o.N) <= int(r.Idx)+int(r.N)
}

// Sub returns the i-th dword of r.
func (r Reg) Sub(i int) Reg { return Reg{File: r.File, Idx: r.Idx + uint16(i), N: 1} }

// IsAGPR reports whether r is made of AGPRs.
func (r Reg) IsAGPR() bool { return r.File == FileV && r.Idx >= AGPRBase }

// IsSGPR reports whether r is made of ordinary SGPRs s0..s105.
func (r Reg) IsSGPR() bool { return r.File == FileS && int(r.Idx)+int(r.N) <= SlotVCCLo }

// IsVCC, IsExec: r lies within vcc / exec.
func (r Reg) IsVCC() bool {
	return r.File == FileS && r.Idx >= SlotVCCLo && int(r.Idx)+int(r.N) <= SlotVCCHi+1
}
func (r Reg) IsExec() bool {
	return r.File == FileS && r.Idx >= SlotExecLo && int(r.Idx)+int(r.N) <= SlotExecHi+1
}

// Common registers.
var (
	RegVCC    = Reg{File: FileS, Idx: SlotVCCLo, N: 2}
	RegVCCLo  = Reg{File: FileS, Idx: SlotVCCLo, N: 1}
	RegVCCHi  = Reg{File: FileS, Idx: SlotVCCHi, N: 1}
	RegExec   = Reg{File: FileS, Idx: SlotExecLo, N: 2}
	RegExecLo = Reg{File: FileS, Idx: SlotExecLo, N: 1}
	RegExecHi = Reg{File: FileS, Idx: SlotExecHi, N: 1}
	RegM0     = Reg{File: FileS, Idx: SlotM0, N: 1}
	RegSCC    = Reg{File: FileS, Idx: SlotSCC, N: 1}
	RegNull   = Reg{File: FileS, Idx: SlotNull, N: 1}
)

// VCCFor and ExecFor give the wave's vcc / exec: the 32-bit halves in wave32.
func VCCFor(wave int) Reg {
	if wave == 32 {
		return RegVCCLo
	}
	return RegVCC
}

func ExecFor(wave int) Reg {
	if wave == 32 {
		return RegExecLo
	}
	return RegExec
}

// SGPR and VGPR build register runs.
func SGPR(i, n int) Reg { return Reg{File: FileS, Idx: uint16(i), N: uint8(n)} }
func VGPR(i, n int) Reg { return Reg{File: FileV, Idx: uint16(i), N: uint8(n)} }

// AGPR builds a run of AGPRs: AGPR(0, 4) is a[0:3].
func AGPR(i, n int) Reg { return Reg{File: FileV, Idx: uint16(AGPRBase + i), N: uint8(n)} }

// named scalar registers as LLVM prints them.
var scalarNames = map[string]Reg{
	"vcc":                      RegVCC,
	"vcc_lo":                   RegVCCLo,
	"vcc_hi":                   RegVCCHi,
	"exec":                     RegExec,
	"exec_lo":                  RegExecLo,
	"exec_hi":                  RegExecHi,
	"m0":                       RegM0,
	"scc":                      RegSCC,
	"null":                     RegNull,
	"flat_scratch":             {File: FileS, Idx: SlotFlatScLo, N: 2},
	"flat_scratch_lo":          {File: FileS, Idx: SlotFlatScLo, N: 1},
	"flat_scratch_hi":          {File: FileS, Idx: SlotFlatScHi, N: 1},
	"xnack_mask":               {File: FileS, Idx: SlotXnackLo, N: 2},
	"xnack_mask_lo":            {File: FileS, Idx: SlotXnackLo, N: 1},
	"xnack_mask_hi":            {File: FileS, Idx: SlotXnackHi, N: 1},
	"src_shared_base":          {File: FileS, Idx: SlotSharedBase, N: 1},
	"src_shared_limit":         {File: FileS, Idx: SlotSharedLimit, N: 1},
	"src_private_base":         {File: FileS, Idx: SlotPrivateBase, N: 1},
	"src_private_limit":        {File: FileS, Idx: SlotPrivateLimit, N: 1},
	"src_pops_exiting_wave_id": {File: FileS, Idx: SlotPopsExiting, N: 1},
	"vccz":                     {File: FileS, Idx: SlotVCCZ, N: 1},
	"src_vccz":                 {File: FileS, Idx: SlotVCCZ, N: 1},
	"execz":                    {File: FileS, Idx: SlotEXECZ, N: 1},
	"src_execz":                {File: FileS, Idx: SlotEXECZ, N: 1},
	"src_scc":                  RegSCC,
	"shared_base":              {File: FileS, Idx: SlotSharedBase, N: 1},
	"shared_limit":             {File: FileS, Idx: SlotSharedLimit, N: 1},
	"private_base":             {File: FileS, Idx: SlotPrivateBase, N: 1},
	"private_limit":            {File: FileS, Idx: SlotPrivateLimit, N: 1},
}

var scalarSlotNames = func() map[Reg]string {
	m := map[Reg]string{}
	for name, r := range scalarNames {
		if old, ok := m[r]; ok && len(old) <= len(name) && old != "src_scc" {
			continue
		}
		m[r] = name
	}
	// Prefer LLVM's printed spellings.
	m[RegSCC] = "scc"
	m[Reg{File: FileS, Idx: SlotVCCZ, N: 1}] = "src_vccz"
	m[Reg{File: FileS, Idx: SlotEXECZ, N: 1}] = "src_execz"
	m[Reg{File: FileS, Idx: SlotSharedBase, N: 1}] = "src_shared_base"
	m[Reg{File: FileS, Idx: SlotSharedLimit, N: 1}] = "src_shared_limit"
	m[Reg{File: FileS, Idx: SlotPrivateBase, N: 1}] = "src_private_base"
	m[Reg{File: FileS, Idx: SlotPrivateLimit, N: 1}] = "src_private_limit"
	for _, r := range apertures {
		m[Reg{File: FileS, Idx: r.Idx, N: 2}] = m[r]
	}
	return m
}()

func (r Reg) String() string {
	if !r.Valid() {
		return "<noreg>"
	}
	run := func(prefix string, base int) string {
		i := int(r.Idx) - base
		if r.N == 1 {
			return fmt.Sprintf("%s%d", prefix, i)
		}
		return fmt.Sprintf("%s[%d:%d]", prefix, i, i+int(r.N)-1)
	}
	if r.File == FileV {
		if r.Idx >= AGPRBase {
			return run("a", AGPRBase)
		}
		return run("v", 0)
	}
	if int(r.Idx)+int(r.N) <= SlotVCCLo {
		return run("s", 0)
	}
	if r.Idx >= SlotTTMP0 && int(r.Idx)+int(r.N) <= SlotTTMP0+16 {
		return run("ttmp", SlotTTMP0)
	}
	if n, ok := scalarSlotNames[r]; ok {
		return n
	}
	return fmt.Sprintf("<scalar %d:%d>", r.Idx, r.N)
}

// apertures are the flat aperture registers. Each is a 64-bit register
// whose 32-bit name reads its low half in LLVM's register model
// (SIRegisterInfo.td, multiclass ApertureRegister: "the lower 32 bits
// are always zero (for base) or -1 (for limit)"; the address bits are the
// high half). A 64-bit operand slot takes the register whole: the parser
// widens it to {Idx, N: 2}, which names the 64-bit register, not the two
// slots Idx and Idx+1 (sim reads it as the aperture's 64-bit value; for
// liveness it covers both slots, which no instruction writes).
var apertures = [...]Reg{
	{File: FileS, Idx: SlotSharedBase, N: 1}, {File: FileS, Idx: SlotSharedLimit, N: 1},
	{File: FileS, Idx: SlotPrivateBase, N: 1}, {File: FileS, Idx: SlotPrivateLimit, N: 1},
}

// IsAperture64 reports whether r is an aperture register read as 64 bits.
func (r Reg) IsAperture64() bool {
	return r.File == FileS && r.N == 2 && r.Idx >= SlotSharedBase && r.Idx <= SlotPrivateLimit
}

// widenAperture gives the 64-bit form of an aperture register written in
// a 64-bit source slot, and r unchanged anywhere else.
func widenAperture(r Reg, s *Spec, wave int) Reg {
	if r.File != FileS || r.N != 1 || r.Idx < SlotSharedBase || r.Idx > SlotPrivateLimit || s.Def || s.Width == -1 || s.Dwords(wave) != 2 {
		return r
	}
	r.N = 2
	return r
}
