package isa

import "fmt"

// Limits the hardware puts on what a kernel descriptor and its metadata
// may ask for. The parser checks every size that comes from the input
// against them before anything is allocated for it.
const (
	// MaxUserSGPRs: user SGPRs a kernel may request
	// (AMDGPUBaseInfo.cpp getMaxNumUserSGPRs: 16).
	MaxUserSGPRs = 16
	// MaxLDSBytes: the LDS one workgroup may allocate: 64 KiB on GFX9,
	// GFX10 and GFX11 (AMDGPU.td FeatureLocalMemorySize65536,
	// AMDGPUBaseInfo.cpp getLocalMemorySize).
	MaxLDSBytes = 65536
	// MaxKernargBytes bounds the kernarg segment (.amdhsa_kernarg_size,
	// .kernarg_segment_size). The descriptor's field is 32 bits
	// (AMDGPUUsage "Kernel Descriptor"), so the hardware bounds it only at
	// 4 GiB; the model caps it at 1 MiB, a model parameter far above the
	// explicit arguments plus the 256 hidden bytes of any kernel llc
	// emits, so a hostile size cannot make a launch allocate gigabytes.
	MaxKernargBytes = 1 << 20
	// MaxSGPRCount bounds a reported SGPR count: 106 addressable SGPRs on
	// GFX10+ (102 on GFX9) plus VCC, flat scratch and XNACK mask
	// (AMDGPUBaseInfo getAddressableNumSGPRs, getNumExtraSGPRs).
	MaxSGPRCount = 112
	// MaxWorkgroupSize: work-items per workgroup (AMDGPUBaseInfo
	// getMaxFlatWorkGroupSize: 1024).
	MaxWorkgroupSize = 1024
)

// MaxScratchPerLane is the scratch one lane may use on a target in a wave
// size: COMPUTE_TMPRING_SIZE.WAVESIZE bounds one wave's scratch, 13 bits
// in units of 256 dwords before GFX11 and 15 bits in units of 64 dwords on
// GFX11 (GCNSubtarget.h getMaxWaveScratchSize), and AMDGPUAsmPrinter
// rejects a kernel whose ScratchSize exceeds it divided by the wave size.
func (a *Arch) MaxScratchPerLane(wave int) int {
	perWave := (256 * 4) * ((1 << 13) - 1)
	if a.Gen >= GFX11 {
		perWave = (64 * 4) * ((1 << 15) - 1)
	}
	return perWave / wave
}

// checkScratch reports a per-lane scratch size the target cannot give.
func checkScratch(what string, v int, a *Arch, wave int) error {
	if l := a.MaxScratchPerLane(wave); v > l {
		return fmt.Errorf("%s is %d bytes, more than the %d bytes of scratch a lane may have on %s wave%d (GCNSubtarget getMaxWaveScratchSize / wave size)", what, v, l, a.Name, wave)
	}
	return nil
}

// descriptorLimits bounds the .amdhsa_ kernel-descriptor fields the
// launch sizes memory or state by; every field must also be >= 0.
var descriptorLimits = map[string]struct {
	max  int64
	what string
}{
	".amdhsa_user_sgpr_count":          {MaxUserSGPRs, "user SGPRs (AMDGPUBaseInfo getMaxNumUserSGPRs)"},
	".amdhsa_group_segment_fixed_size": {MaxLDSBytes, "bytes of LDS per workgroup (AMDGPUBaseInfo getLocalMemorySize)"},
	".amdhsa_system_vgpr_workitem_id":  {2, "(work-item ids x, y, z: 0 to 2)"},
	".amdhsa_next_free_vgpr":           {MaxVectorRegs, "VGPRs and AGPRs (gfx90a and gfx940 count both in one 512-register file: AMDGPUBaseInfo getTotalNumVGPRs)"},
	".amdhsa_kernarg_size":             {MaxKernargBytes, "bytes of kernarg segment the model accepts (MaxKernargBytes)"},
}

// checkDescriptorField reports a value no target can take.
func checkDescriptorField(field string, v int64) error {
	if v < 0 {
		return fmt.Errorf("%s is %d; it cannot be negative", field, v)
	}
	if l, ok := descriptorLimits[field]; ok && v > l.max {
		return fmt.Errorf("%s is %d, more than the %d %s", field, v, l.max, l.what)
	}
	return nil
}

// Field is the range of values an immediate field of an encoding holds.
// The zero Field bounds nothing.
type Field struct {
	Min, Max int64
	What     string // "a 13-bit signed offset", as LLVM's diagnostics say it
}

// signedField is a two's-complement field of the given width.
func signedField(bits uint, what string) Field {
	return Field{-1 << (bits - 1), 1<<(bits-1) - 1, fmt.Sprintf("a %d-bit signed %s", bits, what)}
}

// unsignedField is an unsigned field of the given width.
func unsignedField(bits uint, what string) Field {
	return Field{0, 1<<bits - 1, fmt.Sprintf("a %d-bit unsigned %s", bits, what)}
}

// anyField is a field of the given width written either signed or
// unsigned (-0x8000 and 0xffff both fill 16 bits), as LLVM reads SOPK
// and SOPP immediates (isInt<16> || isUInt<16>).
func anyField(bits uint, what string) Field {
	return Field{-1 << (bits - 1), 1<<bits - 1, fmt.Sprintf("a %d-bit %s", bits, what)}
}

// check reports a value outside the field.
func (f Field) check(v int64) error {
	if f.What == "" || v >= f.Min && v <= f.Max {
		return nil
	}
	return fmt.Errorf("%d does not fit %s (%d to %d)", v, f.What, f.Min, f.Max)
}

// offsetFields are the immediate offsets of the memory encodings: the
// modifier that writes one, the rows it belongs to (FLAT rows by segment,
// DS rows by whether they take two addresses) and its range per
// generation. docs/reference/assembler.md gives the sources: the field
// tables of the ISA guides' "Microcode Formats" chapters and LLVM's
// AMDGPUAsmParser (validateFlatOffset with AMDGPU::getNumFlatOffsetBits,
// the DS and MUBUF operand predicates).
var offsetFields = []struct {
	mod    string
	format Format
	seg    Seg  // FLAT: the segment
	two    bool // DS: the two-address rows (offset0/offset1)
	gens   genMask
	field  Field
}{
	{"offset", FLAT, SegGlobal, false, mGFX9 | mGFX11, signedField(13, "offset")},
	{"offset", FLAT, SegScratch, false, mGFX9 | mGFX11, signedField(13, "offset")},
	{"offset", FLAT, SegFlat, false, mGFX9 | mGFX11, unsignedField(12, "offset")},
	{"offset", FLAT, SegGlobal, false, mGFX10x, signedField(12, "offset")},
	{"offset", FLAT, SegScratch, false, mGFX10x, signedField(12, "offset")},
	{"offset", FLAT, SegFlat, false, mGFX10x, unsignedField(11, "offset")},
	// GFX12's VFLAT, VGLOBAL, VSCRATCH and VBUFFER encodings have a
	// 24-bit IOFFSET (RDNA4 ISA chapter 15; llvm-mc-19 takes -8388608 to
	// 8388607, "expected a 24-bit signed offset", and negative buffer
	// offsets too, docs/reference/gfx12.md "Encodings").
	{"offset", FLAT, SegGlobal, false, mGFX12, signedField(24, "offset")},
	{"offset", FLAT, SegScratch, false, mGFX12, signedField(24, "offset")},
	{"offset", FLAT, SegFlat, false, mGFX12, signedField(24, "offset")},
	{"offset", MUBUF, 0, false, mGFX12, signedField(24, "offset")},
	{"offset", MUBUF, 0, false, mPreGFX12, unsignedField(12, "offset")},
	{"offset", DS, 0, false, mAll, unsignedField(16, "offset")},
	{"offset0", DS, 0, true, mAll, unsignedField(8, "offset")},
	{"offset1", DS, 0, true, mAll, unsignedField(8, "offset")},
}

// offsetField gives the field the modifier mod writes in op on generation
// g; the zero Field when no row of the table matches.
func offsetField(op *Op, g Gen, mod string) Field {
	for _, f := range offsetFields {
		if f.mod == mod && f.format == op.Format && f.seg == op.Seg && f.two == op.TwoAddr && f.gens.has(g) {
			return f.field
		}
	}
	return Field{}
}

// The SMEM offset fields: 21 bits, signed for s_load (negative offsets
// work only there) and unsigned 20 bits for s_buffer_load, on GFX9 through
// GFX11 (AMDGPUBaseInfo isLegalSMRDEncodedSignedOffset and
// isLegalSMRDEncodedUnsignedOffset; AMDGPUAsmParser::validateSMEMOffset).
var (
	smemOffset       = signedField(21, "offset")
	smemBufferOffset = unsignedField(20, "offset")
)
