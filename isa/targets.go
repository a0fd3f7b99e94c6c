package isa

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// A target is a processor name LLVM accepts (-mcpu, .amdgcn_target) whose
// ISA, as far as wavesim models it, is that of a modeled family. Each
// entry cites the LLVM feature sets (llvm/lib/Target/AMDGPU/GCNProcessors.td
// names the set of each processor, AMDGPU.td defines the sets) and says how
// they differ from the family's.
type target struct {
	name, family string
	// adjust applies the differences from the family that the model
	// reads (feature flags); nil when there are none.
	adjust func(*Arch)
}

var targets = []target{
	// FeatureISAVersion9_0_2, 9_0_9 and 9_0_C are 9_0_0's set
	// (Consumer_Common + FeatureMadMixInsts); 9_0_4 has FeatureFmaMixInsts
	// instead of FeatureMadMixInsts (v_fma_mix* rather than v_mad_mix*).
	// gfx902/909/90c add xnack support (FeatureSupportsXNACK), which the
	// model does not read.
	{name: "gfx902", family: "gfx900"},
	{name: "gfx904", family: "gfx900", adjust: func(a *Arch) { a.MadMixInsts, a.FmaMixInsts = false, true }},
	{name: "gfx909", family: "gfx900"},
	{name: "gfx90c", family: "gfx900"},
	// FeatureISAVersion10_1_1 and 10_1_2 are 10_1_0 plus the dot
	// instruction features (FeatureDot1Insts, Dot2, Dot5, Dot6, Dot7,
	// Dot10); 10_1_3 adds FeatureGFX10_AEncoding (image_bvh), which the
	// model does not hold, so a kernel using it is refused at its line.
	{name: "gfx1011", family: "gfx1010", adjust: gfx1011Dots},
	{name: "gfx1012", family: "gfx1010", adjust: gfx1011Dots},
	{name: "gfx1013", family: "gfx1010"},
	// gfx1030 to gfx1036 all use FeatureISAVersion10_3_0.
	{name: "gfx1031", family: "gfx1030"},
	{name: "gfx1032", family: "gfx1030"},
	{name: "gfx1033", family: "gfx1030"},
	{name: "gfx1034", family: "gfx1030"},
	{name: "gfx1035", family: "gfx1030"},
	{name: "gfx1036", family: "gfx1030"},
	// gfx1100 is FeatureISAVersion11_0_0: 11_0_Common + Feature1_5xVGPRs +
	// FeatureUserSGPRInit16Bug. gfx1101 (11_0_1) lacks the init bug,
	// gfx1102 (11_0_2) the extra VGPRs, gfx1103 (11_0_3) both. The VGPR
	// file size sets occupancy (VGPRs1_5x); the init bug makes LLVM raise
	// the descriptor's user SGPR count, which wavesim reads from the
	// descriptor rather than assuming.
	// gfx940 and gfx941 (FeatureISAVersion9_4_0, 9_4_1 in LLVM 19) are
	// gfx942's set (9_4_2: FeatureISAVersion9_4_Common plus the FP8
	// instructions) plus FeatureForceStoreSC0SC1, which makes llc set sc0
	// sc1 on every store (checked: llc-19 -mcpu=gfx940 prints
	// global_store_dword ... sc0 sc1 where gfx942 prints no policy): a code
	// generation choice over the same instruction set.
	{name: "gfx940", family: "gfx942"},
	{name: "gfx941", family: "gfx942"},
	{name: "gfx1101", family: "gfx1100"},
	{name: "gfx1102", family: "gfx1100", adjust: func(a *Arch) { a.VGPRs1_5x = false }},
	{name: "gfx1103", family: "gfx1100", adjust: func(a *Arch) { a.VGPRs1_5x = false }},
	// gfx1200 and gfx1201 are both FeatureISAVersion12.
	{name: "gfx1200", family: "gfx1201"},
	// gfx1150, gfx1151 and gfx1152 (RDNA3.5) are FeatureISAVersion11_5_0,
	// 11_5_1 and 11_5_2: FeatureISAVersion11_Common +
	// FeatureSALUFloatInsts + FeatureDPPSrc1SGPR, without the
	// FeatureISAVersion11_0_Common bugs gfx1100 has
	// (FeatureVALUTransUseHazard among them); 11_5_1 adds Feature1_5xVGPRs.
	// llc-19 agrees: on a kernel with 71 VGPRs it prints "; Occupancy: 12"
	// for gfx1150 and gfx1152 and 16 for gfx1151, as for gfx1102 and
	// gfx1100. GCNProcessors.td gives all three GFX11SpeedModel, as
	// gfx1100, so they share its family (timing, hazards but the
	// flags). LLVM 19 knows no gfx1153.
	{name: "gfx1150", family: "gfx1100", adjust: gfx115x(false)},
	{name: "gfx1151", family: "gfx1100", adjust: gfx115x(true)},
	{name: "gfx1152", family: "gfx1100", adjust: gfx115x(false)},
}

// refusedTargets are names LLVM 19 accepts whose ISA differs from every
// modeled family in what the model reads, with the reason
// (docs/reference/new-targets-inventory.md, matrix-cores.md, gfx12.md
// give what each lacks).
var refusedTargets = map[string]string{
	"gfx908": "its ISA (FeatureISAVersion9_0_8) has AGPRs and MAI (matrix) instructions but not gfx90a's: AGPRs are not load, store or LDS operands, there is no unified VGPR/AGPR file (no accum_offset) and MFMA rows differ (FeatureMFMAInlineLiteralBug); the nearest modeled targets are gfx906 and gfx90a",
}

// targetArches maps every accepted name to its Arch: the families
// themselves and each target, a copy of its family under its own name.
var targetArches = func() map[string]*Arch {
	m := map[string]*Arch{}
	for n, a := range arches {
		a.Family = n
		m[n] = a
	}
	for _, t := range targets {
		f, ok := arches[t.family]
		if !ok {
			panic(fmt.Sprintf("target %s: no family %s", t.name, t.family))
		}
		a := *f
		a.Name = t.name
		if t.adjust != nil {
			t.adjust(&a)
		}
		m[t.name] = &a
	}
	return m
}()

// TargetNames lists every accepted target name, by family in generation
// order and by name within a family.
func TargetNames() []string {
	var names []string
	for n := range targetArches {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		a, b := targetArches[names[i]], targetArches[names[j]]
		if a.Gen != b.Gen {
			return a.Gen < b.Gen
		}
		return targetNumber(names[i]) < targetNumber(names[j])
	})
	return names
}

// targetNumber reads the processor number of "gfxNNN" as LLVM spells it
// (hexadecimal digits: gfx90a, gfx90c), or -1.
func targetNumber(name string) int64 {
	n, err := strconv.ParseInt(strings.TrimPrefix(name, "gfx"), 16, 64)
	if err != nil || !strings.HasPrefix(name, "gfx") {
		return -1
	}
	return n
}

// nearestTarget is the accepted name closest to name: fewest edits, then
// the nearest processor number (gfx1037 → gfx1036), or "" when every name
// is more than 3 edits away.
func nearestTarget(name string) string {
	best, bestD, bestN := "", 4, int64(-1)
	num := targetNumber(name)
	for _, t := range TargetNames() {
		d := editDistance(name, t)
		n := int64(1 << 62)
		if num >= 0 {
			n = max(num-targetNumber(t), targetNumber(t)-num)
		}
		if d < bestD || d == bestD && n < bestN {
			best, bestD, bestN = t, d, n
		}
	}
	return best
}

// editDistance is the edit distance between a and b (bytes), counting a
// swap of two neighbouring characters as one edit (optimal string
// alignment): the commonest typo in a name's digits (f23 for f32,
// gfx1013 for gfx1031), which plain Levenshtein counts as two and so ties
// with a wrong digit.
func editDistance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			c := 1
			if a[i-1] == b[j-1] {
				c = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+c)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// TargetFromTriple reads the processor of a target id as LLVM prints it in
// .amdgcn_target and .amd_amdgpu_isa ("amdgcn-amd-amdhsa--gfx1032",
// optionally with feature suffixes: "amdgcn-amd-amdhsa--gfx90a:xnack-",
// "amdgcn-amd-amdhsa--gfx900+xnack") and
// returns it with its byte offset in id. Code object v2's .amd_amdgpu_isa
// spells xnack as the next stepping (gfx901 is gfx900 with xnack, as
// llc-14 --amdhsa-code-object-version=2 prints it; AMDGPUUsage.rst "Code
// Object V2 Metadata"), which v2 reads back to its base name.
func TargetFromTriple(id string, v2 bool) (cpu string, off int) {
	end := len(id)
	if j := strings.IndexAny(id, ":+"); j >= 0 {
		// Features follow the processor: ":xnack-" (code object v4+),
		// "+xnack" or "+sram-ecc" (v3).
		end = j
	}
	start := strings.LastIndexByte(id[:end], '-') + 1
	cpu = id[start:end]
	if v2 {
		if base, ok := v2XnackNames[strings.ToLower(cpu)]; ok {
			cpu = base
		}
	}
	return cpu, start
}

// v2XnackNames: the code object v2 names of xnack-enabled GFX9 processors.
var v2XnackNames = map[string]string{"gfx901": "gfx900", "gfx903": "gfx902"}

// gfx1011Dots adds FeatureISAVersion10_1_1's dot instruction features to
// gfx1010's.
func gfx1011Dots(a *Arch) {
	a.Dot1Insts, a.Dot2Insts, a.Dot5Insts, a.Dot6Insts, a.Dot7Insts, a.Dot10Insts = true, true, true, true, true, true
}

// gfx115x is FeatureISAVersion11_5_x against gfx1100's 11_0_0: SALU float,
// SGPR DPP src1, no VALU TRANS use hazard, the 1.5x VGPR file only where
// the set has Feature1_5xVGPRs (11_5_1).
func gfx115x(vgprs1_5x bool) func(*Arch) {
	return func(a *Arch) {
		a.SALUFloatInsts, a.DPPSrc1SGPR = true, true
		a.VALUTransUseHazard = false
		a.VGPRs1_5x = vgprs1_5x
	}
}
