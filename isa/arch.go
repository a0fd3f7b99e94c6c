// Package isa models the AMDGPU instruction set as LLVM prints it: targets,
// the opcode table, operands, programs, and the parser and printer for
// LLVM assembly syntax (llc -S and llvm-objdump -d output).
//
// One table (table.go and the ops_*.go files) drives everything: parsing,
// printing, execution in package sim, timing class and liveness all read the
// same row. The package knows nothing about cycles.
package isa

import (
	"fmt"
	"sort"
	"strings"
)

// Gen is an architecture generation. Order matters: later generations compare
// greater, so "gfx10 or later" is Gen >= GFX10.
type Gen uint8

const (
	GFX9    Gen = iota + 9 // GCN5 (Vega)
	GFX10                  // RDNA1 (GFX10.1)
	GFX10_3                // RDNA2 (GFX10.3)
	GFX11                  // RDNA3
	GFX12                  // RDNA4
)

func (g Gen) String() string {
	switch g {
	case GFX9:
		return "GFX9"
	case GFX10:
		return "GFX10.1"
	case GFX10_3:
		return "GFX10.3"
	case GFX11:
		return "GFX11"
	case GFX12:
		return "GFX12"
	}
	return fmt.Sprintf("Gen(%d)", uint8(g))
}

// Arch describes one target. Feature flags are named after the LLVM subtarget
// features they mirror (llvm/lib/Target/AMDGPU/AMDGPU.td, GCNSubtarget.h).
type Arch struct {
	// Name is the target as the file or the user named it ("gfx1032"),
	// which is what output and messages say.
	Name string
	// Family is the modeled target whose tables and rules this one uses
	// ("gfx1030" for gfx1032; targets.go says why each maps where it
	// does). Code that needs to know which model applies reads Family,
	// Gen or a feature flag, never Name.
	Family string
	Gen    Gen
	// Wave sizes the target supports; the first is the default.
	WaveSizes []int
	// NumSGPRs is the count of addressable SGPRs (s0..sN-1): 102 on GFX9,
	// 106 on GFX10+ (AMDGPUBaseInfo getAddressableNumSGPRs).
	NumSGPRs int
	// NoSdstCMPX: v_cmpx writes only exec, no SGPR destination (GFX10+,
	// FeatureNoSdstCMPX).
	NoSdstCMPX bool
	// VGPRs1_5x: the SIMD has half as many VGPRs again (Feature1_5xVGPRs:
	// gfx1100 and gfx1101), which sets occupancy (package occupancy).
	VGPRs1_5x bool
	// NoDataDepHazard: the hardware interlocks VALU→SGPR data dependencies
	// (FeatureNoDataDepHazard, GFX10+), so the GFX9 wait-state rules do not
	// apply.
	NoDataDepHazard bool
	// VcmpxExecWARHazard: an SALU/SMEM read of exec followed by a VALU write
	// of exec needs s_waitcnt_depctr 0xfffe (gfx101x only, AMDGPU.td
	// FeatureVcmpxExecWARHazard).
	VcmpxExecWARHazard bool
	// LdsBranchVmemWARHazard: an LDS access and a VMEM one on either side
	// of a branch need s_waitcnt_vscnt null, 0 between them (gfx101x,
	// AMDGPU.td FeatureLdsBranchVmemWARHazard).
	LdsBranchVmemWARHazard bool
	// FPAtomicToDenormModeHazard: s_denorm_mode needs 3 wait states after
	// an FP atomic (GCNSubtarget::hasFPAtomicToDenormModeHazard: the GFX10
	// generation, gfx101x and gfx103x).
	FPAtomicToDenormModeHazard bool
	// PackedTID: work-item ids arrive packed in v0 (x | y<<10 | z<<20) on
	// gfx90a/gfx940/GFX11 (FeaturePackedTID).
	PackedTID bool
	// Inv2PiInline: 0.15915494 (1/2pi) is an inline constant (GFX8+).
	Inv2PiInline bool
	// FlatScratchRegs: flat_scratch_lo/hi are addressable SGPR operands
	// (GFX9; on GFX10+ they are hardware registers behind s_setreg).
	FlatScratchRegs bool
	// VMEMtoScalarWriteHazard, SMEMtoVectorWriteHazard: an SALU/SMEM write
	// of an SGPR a VMEM instruction reads, or a VALU write of an SGPR an
	// SMEM instruction reads, needs a wait in between (gfx101x, AMDGPU.td
	// FeatureVMEMtoScalarWriteHazard, FeatureSMEMtoVectorWriteHazard).
	VMEMtoScalarWriteHazard, SMEMtoVectorWriteHazard bool
	// Vscnt: stores count in their own counter, vscnt, waited on with
	// s_waitcnt_vscnt (GFX10+, FeatureVscnt); before, stores count in vmcnt.
	Vscnt bool
	// DelayALU: s_delay_alu exists and the hardware relies on it for VALU
	// dependencies (GFX11, GCNSubtarget::hasDelayAlu).
	DelayALU bool
	// VALUTransUseHazard: a VALU reading a TRANS result too soon needs
	// s_waitcnt_depctr va_vdst(0) (GFX11, FeatureVALUTransUseHazard).
	VALUTransUseHazard bool
	// VOP3Literal: a VOP3-encoded VALU instruction may carry a 32-bit
	// literal (GFX10+, FeatureVOP3Literal); on GFX9 only inline constants.
	VOP3Literal bool
	// NullReg: the null SGPR operand exists (GFX10+; llvm-mc: "register
	// not available on this GPU" on gfx900).
	NullReg bool
	// ScalarValues: the scalar values (distinct SGPRs, VCC, EXEC, M0 and
	// literals) one VALU instruction may read: 1 on GFX9, 2 on GFX10+
	// (Vega ISA §6.2.1 and RDNA2 ISA §6.2.1 "Limitations"; LLVM calls it the
	// constant bus, AMDGPUAsmParser::getConstantBusLimit).
	ScalarValues int
	// SDWA: the _sdwa encoding exists (GFX9 and GFX10, FeatureSDWA).
	SDWA bool
	// VALUMaskWriteHazard: in wave64, an SALU write of an SGPR a VALU read
	// as a lane mask needs s_waitcnt_depctr sa_sdst(0) (GFX11,
	// GCNSubtarget::hasVALUMaskWriteHazard).
	VALUMaskWriteHazard bool
	// The instruction-set features of AMDGPU.td that add VALU rows (the
	// rows name theirs, Op.Feature; packed.go): FeatureDLInsts,
	// FeatureDot1Insts ... FeatureDot10Insts (the v_dot* instructions),
	// FeatureMadMixInsts and FeatureFmaMixInsts (v_mad_mix*, v_fma_mix*).
	DLInsts                                     bool
	Dot1Insts, Dot2Insts, Dot5Insts, Dot6Insts  bool
	Dot7Insts, Dot8Insts, Dot9Insts, Dot10Insts bool
	MadMixInsts, FmaMixInsts                    bool
	// ArchitectedSGPRs: the workgroup ids arrive in trap temporaries, x in
	// ttmp9 and y, z in the halves of ttmp7, not in SGPRs after the user
	// SGPRs (GFX12, FeatureArchitectedSGPRs; AMDGPUUsage.rst "Initial
	// Kernel Execution State"; SIRegisterInfo ttmp reservation).
	ArchitectedSGPRs bool
	// SALUFloatInsts: the SALU float instructions (FeatureSALUFloatInsts:
	// gfx115x and GFX12; ops_scalar_float.go).
	SALUFloatInsts bool
	// DPPSrc1SGPR: a DPP instruction's src1 may be an SGPR or an inline
	// constant (FeatureDPPSrc1SGPR: gfx115x and GFX12); elsewhere a VGPR.
	DPPSrc1SGPR bool
	// MadMacF32Insts: v_mac_f32, v_mad_f32 and their K forms, which
	// FeatureISAVersion9_0_Common and 10_1_Common have and gfx940 does not
	// (FeatureMadMacF32Insts; GFX10.3 and GFX11 lack the rows by generation).
	MadMacF32Insts bool
	// Dot3Insts (v_dot8c_i32_i4) and Dot4Insts (v_dot2c_i32_i16): the
	// CDNA accumulating dot products (AMDGPU.td FeatureDot3Insts,
	// FeatureDot4Insts; FeatureISAVersion9_0_MI_Common).
	Dot3Insts, Dot4Insts bool

	// The CDNA features (AMDGPU.td FeatureISAVersion9_0_A and
	// FeatureISAVersion9_4_Common; GCNProcessors.td gives gfx90a the
	// first, gfx940, gfx941 and gfx942 the second with additions).
	//
	// MAIInsts: the accumulation VGPRs (AGPRs a0..a255) and
	// v_accvgpr_read/write_b32 exist (FeatureMAIInsts).
	MAIInsts bool
	// GFX90AInsts: gfx90a's additions (FeatureGFX90AInsts): AGPRs as
	// load, store and LDS data (SIRegisterInfo AV_* operand classes),
	// v_accvgpr_mov_b32, v_pk_mov_b32, the unified 512-register vector
	// file that AGPRs share with VGPRs (AMDGPUBaseInfo
	// getTotalNumVGPRs), at most 8 waves per SIMD (getMaxWavesPerEU),
	// buffer_wbl2/buffer_invl2.
	GFX90AInsts bool
	// GFX940Insts: gfx940's additions (FeatureGFX940Insts): v_mov_b64,
	// sc0/sc1/nt cache policy in place of glc/slc, buffer_inv, and the
	// GFX940 hazard rules of GCNHazardRecognizer.
	GFX940Insts bool
	// RequiresAlignedVGPRs: VGPR and AGPR tuples start at an even register
	// (FeatureRequiresAlignedVGPRs; llvm-mc: "vgpr tuples must be 64 bit
	// aligned").
	RequiresAlignedVGPRs bool
	// ArchitectedFlatScratch: the private segment is reached through
	// scratch_* instructions with no setup SGPRs in the descriptor
	// (FeatureArchitectedFlatScratch: gfx940, GFX11 and GFX12).
	ArchitectedFlatScratch bool
	// FmacF64Inst (v_fmac_f64), PackedFP32Ops (v_pk_add/mul/fma_f32,
	// v_pk_mov_b32), LshlAddU64Inst (v_lshl_add_u64; in LLVM 19 it is
	// part of FeatureGFX940Insts), AtomicFaddF64 (the f64 add atomics:
	// FeatureFlatBufferGlobalAtomicFaddF64Inst and gfx90a's DS f64 add),
	// AtomicPkAddF16 (global_atomic_pk_add_f16,
	// FeatureAtomicBufferGlobalPkAddF16Insts), AtomicDsPkAdd16 and
	// AtomicFlatPkAdd16 (ds_pk_add_f16, flat_atomic_pk_add_f16),
	// FlatAtomicFaddF32 (flat/global_atomic_add_f32 with and without
	// return, FeatureFlatAtomicFaddF32Inst plus FeatureAtomicFaddRtnInsts).
	FmacF64Inst, PackedFP32Ops, LshlAddU64Inst            bool
	AtomicFaddF64, AtomicPkAddF16                         bool
	AtomicDsPkAdd16, AtomicFlatPkAdd16, FlatAtomicFaddF32 bool
	// SchedModel is the LLVM scheduling model of the target
	// (GCNProcessors.td ProcessorModel; SISchedule.td), whose latencies
	// the timing model uses.
	SchedModel string
	// MaxWavesPerSIMD overrides the generation's wave slots per SIMD
	// (AMDGPUBaseInfo getMaxWavesPerEU: 8 on gfx90a and gfx940, 10 on the
	// rest of GFX9); 0 leaves it to the generation.
	MaxWavesPerSIMD int
}

// HasAGPRs reports whether a0..a255 exist (FeatureMAIInsts).
func (a *Arch) HasAGPRs() bool { return a.MAIInsts }

// HasWave reports whether the target supports the given wave size.
func (a *Arch) HasWave(n int) bool {
	for _, w := range a.WaveSizes {
		if w == n {
			return true
		}
	}
	return false
}

// DefaultWave is the wave size LLVM uses for the target when no
// +wavefrontsize attribute is given.
func (a *Arch) DefaultWave() int { return a.WaveSizes[0] }

func (a *Arch) String() string { return a.Name }

// arches are the modeled targets, the families every accepted name maps
// to (targets.go).
var arches = map[string]*Arch{
	"gfx900": {
		Name: "gfx900", SchedModel: "SIQuarterSpeedModel", Gen: GFX9, WaveSizes: []int{64}, NumSGPRs: 102, ScalarValues: 1,
		Inv2PiInline: true, FlatScratchRegs: true, SDWA: true, MadMixInsts: true, MadMacF32Insts: true,
	},
	// gfx906: gfx900's ISA plus the deep-learning instructions
	// (AMDGPU.td FeatureISAVersion9_0_6: FeatureDLInsts, FeatureDot1Insts,
	// FeatureDot2Insts, FeatureDot7Insts, FeatureDot10Insts,
	// FeatureFmaMixInsts in place of FeatureMadMixInsts).
	"gfx906": {
		Name: "gfx906", SchedModel: "SIQuarterSpeedModel", Gen: GFX9, WaveSizes: []int{64}, NumSGPRs: 102, ScalarValues: 1,
		Inv2PiInline: true, FlatScratchRegs: true, SDWA: true,
		DLInsts: true, Dot1Insts: true, Dot2Insts: true, Dot7Insts: true, Dot10Insts: true, FmaMixInsts: true,
		MadMacF32Insts: true,
	},
	// gfx90a (MI200, CDNA2): FeatureISAVersion9_0_A is 9_0_MI_Common
	// (9_0_Common + FeatureFmaMixInsts, FeatureDLInsts, FeatureDot1Insts
	// ... FeatureDot7Insts, FeatureDot10Insts, FeatureMAIInsts, ...) plus
	// FeatureGFX90AInsts, FeatureRequiresAlignedVGPRs, FeatureFmacF64Inst,
	// FeaturePackedFP32Ops, FeatureAtomicFaddRtnInsts,
	// FeatureAtomicBufferGlobalPkAddF16Insts, FeaturePackedTID,
	// FullRate64Ops and FeatureFlatBufferGlobalAtomicFaddF64Inst. No
	// FeatureGDS, FeatureDsSrc2Insts, FeatureImageInsts' extended set or
	// FeatureMadMixInsts. Wave64 only (no FeatureWavefrontSize32).
	"gfx90a": {
		Name: "gfx90a", SchedModel: "SIDPFullSpeedModel", Gen: GFX9, WaveSizes: []int{64}, NumSGPRs: 102, ScalarValues: 1,
		Inv2PiInline: true, FlatScratchRegs: true, SDWA: true, PackedTID: true,
		DLInsts: true, Dot1Insts: true, Dot2Insts: true, Dot3Insts: true, Dot4Insts: true, Dot5Insts: true,
		Dot6Insts: true, Dot7Insts: true, Dot10Insts: true, FmaMixInsts: true,
		MAIInsts: true, GFX90AInsts: true, RequiresAlignedVGPRs: true, FmacF64Inst: true, PackedFP32Ops: true,
		AtomicFaddF64: true, AtomicPkAddF16: true, MaxWavesPerSIMD: 8, MadMacF32Insts: true,
	},
	// gfx942 (MI300, CDNA3): FeatureISAVersion9_4_2 is 9_4_Common
	// (gfx90a's set plus FeatureGFX940Insts, FeatureArchitectedFlatScratch,
	// FeatureAtomicDsPkAdd16Insts, FeatureAtomicFlatPkAdd16Insts,
	// FeatureFlatAtomicFaddF32Inst, FeatureAtomicFaddNoRtnInsts) plus
	// the FP8 instructions and FeatureXF32Insts, which only MFMA rows
	// use. flat_scratch stays an SGPR operand (llvm-mc-19 -mcpu=gfx942
	// takes s_mov_b32 s0, flat_scratch_lo).
	"gfx942": {
		Name: "gfx942", SchedModel: "SIDPGFX940FullSpeedModel", Gen: GFX9, WaveSizes: []int{64}, NumSGPRs: 102, ScalarValues: 1,
		Inv2PiInline: true, FlatScratchRegs: true, SDWA: true, PackedTID: true,
		DLInsts: true, Dot1Insts: true, Dot2Insts: true, Dot3Insts: true, Dot4Insts: true, Dot5Insts: true,
		Dot6Insts: true, Dot7Insts: true, Dot10Insts: true, FmaMixInsts: true,
		MAIInsts: true, GFX90AInsts: true, GFX940Insts: true, RequiresAlignedVGPRs: true, ArchitectedFlatScratch: true,
		FmacF64Inst: true, PackedFP32Ops: true, LshlAddU64Inst: true,
		AtomicFaddF64: true, AtomicPkAddF16: true, AtomicDsPkAdd16: true, AtomicFlatPkAdd16: true, FlatAtomicFaddF32: true,
		MaxWavesPerSIMD: 8,
	},
	"gfx1010": {
		Name: "gfx1010", SchedModel: "GFX10SpeedModel", Gen: GFX10, WaveSizes: []int{32, 64}, NumSGPRs: 106, ScalarValues: 2, NullReg: true,
		NoSdstCMPX: true, NoDataDepHazard: true, VcmpxExecWARHazard: true, Inv2PiInline: true, Vscnt: true,
		VMEMtoScalarWriteHazard: true, SMEMtoVectorWriteHazard: true, VOP3Literal: true, SDWA: true,
		DLInsts: true, FmaMixInsts: true, LdsBranchVmemWARHazard: true, FPAtomicToDenormModeHazard: true,
		MadMacF32Insts: true,
	},
	"gfx1030": {
		Name: "gfx1030", SchedModel: "GFX10SpeedModel", Gen: GFX10_3, WaveSizes: []int{32, 64}, NumSGPRs: 106, ScalarValues: 2, NullReg: true,
		NoSdstCMPX: true, NoDataDepHazard: true, Inv2PiInline: true, Vscnt: true, VOP3Literal: true, SDWA: true,
		DLInsts: true, Dot1Insts: true, Dot2Insts: true, Dot5Insts: true, Dot6Insts: true, Dot7Insts: true, Dot10Insts: true,
		FmaMixInsts: true, FPAtomicToDenormModeHazard: true,
	},
	"gfx1100": {
		Name: "gfx1100", SchedModel: "GFX11SpeedModel", Gen: GFX11, WaveSizes: []int{32, 64}, NumSGPRs: 106, ScalarValues: 2, NullReg: true,
		NoSdstCMPX: true, NoDataDepHazard: true, PackedTID: true, VGPRs1_5x: true, ArchitectedFlatScratch: true,
		Inv2PiInline: true, Vscnt: true, DelayALU: true,
		VALUTransUseHazard: true, VALUMaskWriteHazard: true, VOP3Literal: true,
		DLInsts: true, Dot5Insts: true, Dot7Insts: true, Dot8Insts: true, Dot9Insts: true, Dot10Insts: true,
		FmaMixInsts: true,
	},
	// gfx1201 is FeatureISAVersion12 (GCNProcessors.td; gfx1200 uses the
	// same set): FeatureGFX12 plus Feature1_5xVGPRs, FeaturePackedTID,
	// FeatureArchitectedSGPRs, FeatureDLInsts, FeatureDot7Insts ...
	// FeatureDot10Insts. It has neither FeatureVALUTransUseHazard (GFX11's
	// 11_0 sets only) nor the GFX11-generation mask-write hazard
	// (GCNSubtarget::hasVALUMaskWriteHazard: getGeneration() == GFX11), and
	// it keeps s_delay_alu (hasDelayAlu: GFX11Insts, which FeatureGFX12
	// implies; llc-19 emits it for gfx1201).
	"gfx1201": {
		Name: "gfx1201", SchedModel: "GFX12SpeedModel", Gen: GFX12, WaveSizes: []int{32, 64}, NumSGPRs: 106, ScalarValues: 2, NullReg: true,
		NoSdstCMPX: true, NoDataDepHazard: true, PackedTID: true, VGPRs1_5x: true,
		Inv2PiInline: true, Vscnt: true, DelayALU: true, VOP3Literal: true, ArchitectedSGPRs: true,
		ArchitectedFlatScratch: true, SALUFloatInsts: true, DPPSrc1SGPR: true,
		AtomicDsPkAdd16: true, AtomicFlatPkAdd16: true, AtomicPkAddF16: true,
		DLInsts: true, Dot7Insts: true, Dot8Insts: true, Dot9Insts: true, Dot10Insts: true,
		FmaMixInsts: true,
	},
}

// LookupArch returns the named target ("gfx1030", or "gfx1032", which runs
// on gfx1030's model), or an error saying why the name is refused or which
// supported name is nearest.
func LookupArch(name string) (*Arch, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	if a, ok := targetArches[n]; ok {
		return a, nil
	}
	if why, ok := refusedTargets[n]; ok {
		return nil, fmt.Errorf("target %q is not modeled: %s", name, why)
	}
	msg := fmt.Sprintf("unknown target %q", name)
	if near := nearestTarget(n); near != "" {
		msg += fmt.Sprintf("; did you mean %s?", near)
	}
	return nil, fmt.Errorf("%s (supported: %s)", msg, strings.Join(TargetNames(), ", "))
}

// MustArch is LookupArch for names known at compile time.
func MustArch(name string) *Arch {
	a, err := LookupArch(name)
	if err != nil {
		panic(err)
	}
	return a
}

// ArchNames lists the modeled targets (the families) in generation order.
func ArchNames() []string {
	var names []string
	for n := range arches {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		gi, gj := arches[names[i]].Gen, arches[names[j]].Gen
		return gi < gj || gi == gj && names[i] < names[j]
	})
	return names
}

// genMask is a set of generations, used by table rows to say where an
// instruction exists.
type genMask uint8

const (
	mGFX9 genMask = 1 << iota
	mGFX10
	mGFX10_3
	mGFX11
	mGFX12

	mAll      = mGFX9 | mGFX10 | mGFX10_3 | mGFX11 | mGFX12
	mGFX10p   = mGFX10 | mGFX10_3 | mGFX11 | mGFX12
	mGFX11p   = mGFX11 | mGFX12
	mPreGFX11 = mGFX9 | mGFX10 | mGFX10_3
	mPreGFX12 = mGFX9 | mGFX10 | mGFX10_3 | mGFX11
	mGFX10x   = mGFX10 | mGFX10_3
	// v_mad_f32/v_mac_f32 and the K forms: GFX10.3 dropped them.
	mMadF32 = mGFX9 | mGFX10
)

func (m genMask) has(g Gen) bool {
	switch g {
	case GFX9:
		return m&mGFX9 != 0
	case GFX10:
		return m&mGFX10 != 0
	case GFX10_3:
		return m&mGFX10_3 != 0
	case GFX11:
		return m&mGFX11 != 0
	case GFX12:
		return m&mGFX12 != 0
	}
	return false
}
