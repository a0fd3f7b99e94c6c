// Package occupancy computes how many waves of a kernel a SIMD holds at
// once, the way LLVM's AMDGPU backend does: the wave slots of a SIMD, the
// VGPRs and (on GFX9) SGPRs each wave allocates, and the workgroups a
// compute unit takes given their LDS and the workgroup size range. Every
// number cites the LLVM function it comes from
// (llvm/lib/Target/AMDGPU/Utils/AMDGPUBaseInfo.cpp IsaInfo,
// AMDGPUSubtarget.cpp, GCNSubtarget.cpp); docs/reference/occupancy.md
// explains them.
package occupancy

import (
	"fmt"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// Target is what occupancy depends on besides the kernel: the target, the
// wave size and, on GFX10+, whether workgroups run in WGP mode (LLVM's
// default; -mattr=+cumode turns it off).
type Target struct {
	Arch *isa.Arch
	Wave int
	// CUMode: a workgroup runs on one CU of 2 SIMDs instead of the WGP's
	// 4 (GFX10+ only).
	CUMode bool
}

func (t Target) gfx10Plus() bool { return t.Arch.Gen >= isa.GFX10 }

// MaxWavesPerEU is the wave slots of a SIMD (getMaxWavesPerEU): 10 on
// GFX9 but gfx90a and gfx940 (8), 20 on GFX10.1, 16 on GFX10.3 and GFX11
// (hasGFX10_3Insts).
func (t Target) MaxWavesPerEU() int {
	switch {
	case t.Arch.MaxWavesPerSIMD > 0:
		// 8 on gfx90a and gfx940 (isGFX90A: FeatureGFX90AInsts).
		return t.Arch.MaxWavesPerSIMD
	case !t.gfx10Plus():
		return 10
	case t.Arch.Gen == isa.GFX10:
		return 20
	}
	return 16
}

// EUsPerCU is the SIMDs that share a workgroup's resources
// (getEUsPerCU): 4, a GFX9 CU or a GFX10+ WGP; 2, a GFX10+ CU in CU mode.
func (t Target) EUsPerCU() int {
	if t.gfx10Plus() && t.CUMode {
		return 2
	}
	return 4
}

// LocalMemorySize is the LDS the SIMDs of EUsPerCU share
// (getLocalMemorySize): 64 KiB (FeatureLocalMemorySize65536), doubled in
// WGP mode on GFX10+, "per whatever functional block the waves of a
// workgroup must share".
func (t Target) LocalMemorySize() int {
	if t.gfx10Plus() && !t.CUMode {
		return 2 * isa.MaxLDSBytes
	}
	return isa.MaxLDSBytes
}

// VGPRGranule is the VGPR allocation granule (getVGPRAllocGranule):
// GFX9 4, gfx90a and gfx940 8; GFX10.1 8 (wave32) or 4; GFX10.3 16 or 8; with 1.5x VGPRs
// (gfx1100, gfx1101) 24 or 12.
func (t Target) VGPRGranule() int {
	g := 4
	switch {
	case t.Arch.GFX90AInsts:
		return 8 // the unified VGPR/AGPR file (FeatureGFX90AInsts)
	case t.Arch.VGPRs1_5x:
		g = 12
	case t.Arch.Gen >= isa.GFX10_3:
		g = 8
	}
	if t.Wave == 32 {
		g *= 2
	}
	return g
}

// TotalVGPRs is the VGPRs of a SIMD in units a wave allocates
// (getTotalNumVGPRs): 256 on GFX9, 512 (VGPRs and AGPRs) on gfx90a and
// gfx940; GFX10+ 1024 for wave32 and 512 for
// wave64, half as much again with 1.5x VGPRs.
func (t Target) TotalVGPRs() int {
	switch {
	case t.Arch.GFX90AInsts:
		return isa.MaxVectorRegs // VGPRs and AGPRs in one file
	case !t.gfx10Plus():
		return 256
	}
	n := 512
	if t.Wave == 32 {
		n = 1024
	}
	if t.Arch.VGPRs1_5x {
		n = n * 3 / 2
	}
	return n
}

// WavesWithVGPRs is the waves a SIMD holds when each allocates n VGPRs
// (getNumWavesPerEUWithNumVGPRs).
func (t Target) WavesWithVGPRs(n int) int {
	g, mx := t.VGPRGranule(), t.MaxWavesPerEU()
	if n < g {
		return mx
	}
	rounded := (n + g - 1) / g * g
	return min(max(t.TotalVGPRs()/rounded, 1), mx)
}

// WavesWithSGPRs is the waves a SIMD holds when each allocates n SGPRs
// (getOccupancyWithNumSGPRs): GFX9 (VOLCANIC_ISLANDS and later) 10 up to
// 80, 9 up to 88, 8 up to 100, else 7; GFX10+ SGPRs never limit.
func (t Target) WavesWithSGPRs(n int) int {
	switch {
	case t.gfx10Plus():
		return t.MaxWavesPerEU()
	case n <= 80:
		return 10
	case n <= 88:
		return 9
	case n <= 100:
		return 8
	}
	return 7
}

// wavesPerGroup is the waves of a workgroup of size work-items.
func (t Target) wavesPerGroup(size int) int { return (size + t.Wave - 1) / t.Wave }

// MaxWorkGroupsPerCU is the workgroups of a size a CU takes
// (getMaxWorkGroupsPerCU): its wave slots over the group's waves, at most
// one barrier each (16; 32 in GFX10+ WGP mode), a one-wave group using
// none.
func (t Target) MaxWorkGroupsPerCU(size int) int {
	slots := t.MaxWavesPerEU() * t.EUsPerCU()
	n := t.wavesPerGroup(size)
	if n == 1 {
		return slots
	}
	barriers := 16
	if t.gfx10Plus() && !t.CUMode {
		barriers = 32
	}
	return min(slots/n, barriers)
}

// Kernel is what a kernel asks of the hardware.
type Kernel struct {
	VGPRs, SGPRs int
	// LDS is the bytes a workgroup allocates.
	LDS int
	// WorkgroupMin and WorkgroupMax bound the workgroup sizes (flat
	// work-items) it may run with; LLVM's default for a kernel is
	// [1, 1024] (getDefaultFlatWorkGroupSize).
	WorkgroupMin, WorkgroupMax int
}

// Limit is one resource's bound on the waves per SIMD.
type Limit struct {
	Resource string `json:"resource"` // "wave slots", "VGPRs", "SGPRs", "workgroups and LDS"
	Min      int    `json:"min"`
	Max      int    `json:"max"`
}

// Result is a kernel's occupancy on a target: the range of waves per SIMD
// over its workgroup sizes, and what limits it.
type Result struct {
	Min    int     `json:"min"`
	Max    int     `json:"max"`
	Limits []Limit `json:"limits"`
	// Limiting names the resources whose bound is the result's (both ends
	// considered).
	Limiting []string `json:"limited_by"`
}

// Compute is the occupancy of a kernel: the minimum over the resources of
// their bounds (GCNSubtarget::computeOccupancy), the workgroup bound taken
// as a range over the workgroup sizes (WorkgroupRange).
func Compute(t Target, k Kernel) (*Result, error) {
	if err := t.check(k); err != nil {
		return nil, err
	}
	wgMin, wgMax := t.WorkgroupRange(k.LDS, k.WorkgroupMin, k.WorkgroupMax)
	mx := t.MaxWavesPerEU()
	limits := []Limit{
		{"wave slots", mx, mx},
		{"VGPRs", t.WavesWithVGPRs(k.VGPRs), t.WavesWithVGPRs(k.VGPRs)},
		{"SGPRs", t.WavesWithSGPRs(k.SGPRs), t.WavesWithSGPRs(k.SGPRs)},
		{"workgroups and LDS", wgMin, wgMax},
	}
	r := &Result{Min: mx, Max: mx, Limits: limits}
	for _, l := range limits {
		r.Min, r.Max = min(r.Min, l.Min), min(r.Max, l.Max)
	}
	// A resource limits when it keeps an end of the range below the
	// wave slots; with neither end below, the slots alone do.
	for _, l := range limits[1:] {
		if l.Min == r.Min && r.Min < mx || l.Max == r.Max && r.Max < mx {
			r.Limiting = append(r.Limiting, l.Resource)
		}
	}
	if len(r.Limiting) == 0 {
		r.Limiting = []string{"wave slots"}
	}
	return r, nil
}

// maxVGPRs is the most vector registers a wave allocates: 256, or 512
// VGPRs and AGPRs on gfx90a and gfx940 (getAddressableNumVGPRs with
// AGPRs).
func (t Target) maxVGPRs() int {
	if t.Arch.GFX90AInsts {
		return isa.MaxVectorRegs
	}
	return isa.MaxVGPRs
}

func (t Target) check(k Kernel) error {
	switch {
	case t.Wave != 32 && t.Wave != 64 || !t.Arch.HasWave(t.Wave):
		return fmt.Errorf("%s has no wave%d", t.Arch.Name, t.Wave)
	case k.VGPRs < 0 || k.VGPRs > t.maxVGPRs():
		return fmt.Errorf("%d VGPRs: a wave allocates 0 to %d", k.VGPRs, t.maxVGPRs())
	case k.SGPRs < 0 || k.SGPRs > isa.MaxSGPRCount:
		return fmt.Errorf("%d SGPRs: a wave allocates 0 to %d", k.SGPRs, isa.MaxSGPRCount)
	case k.LDS < 0 || k.LDS > isa.MaxLDSBytes:
		return fmt.Errorf("%d bytes of LDS: a workgroup allocates 0 to %d", k.LDS, isa.MaxLDSBytes)
	case k.WorkgroupMin < 1 || k.WorkgroupMax > isa.MaxWorkgroupSize || k.WorkgroupMin > k.WorkgroupMax:
		return fmt.Errorf("workgroup sizes %d-%d: want 1 <= min <= max <= %d", k.WorkgroupMin, k.WorkgroupMax, isa.MaxWorkgroupSize)
	}
	return nil
}

// WorkgroupRange is the least and the most waves per SIMD the workgroups
// of sizes [lo, hi] with lds bytes each can fill, the waves spread evenly
// over the SIMDs (AMDGPUSubtarget::getOccupancyWithWorkGroupSizes, LLVM
// 20). The extremes need not be at the ends of the range: a size inside
// it may fit the same number of workgroups with fewer or more waves each.
func (t Target) WorkgroupRange(lds, lo, hi int) (int, int) {
	groupsLDS := t.LocalMemorySize() / max(lds, 1)
	if groupsLDS == 0 {
		return 1, 1
	}
	mx, eus := t.MaxWavesPerEU(), t.EUsPerCU()
	props := func(size int) (wavesPerWG, wgsPerCU int) {
		wavesPerWG = t.wavesPerGroup(size)
		return wavesPerWG, min(t.MaxWorkGroupsPerCU(size), groupsLDS)
	}
	minWavesPerWG, maxWGs := props(lo)
	maxWavesPerWG, minWGs := props(hi)
	maxWaves, minWaves := minWavesPerWG*maxWGs, maxWavesPerWG*minWGs
	if minWaves >= maxWaves {
		minWaves, maxWaves = maxWaves, minWaves
	} else {
		slots := mx * eus
		// A size below the largest may fit as many groups with fewer
		// waves each.
		if forSize := (slots + minWGs) / (minWGs + 1) * minWGs; minWaves > forSize {
			if perWG := (minWaves - forSize) / minWGs; perWG > 0 {
				minWaves -= minWGs * min(perWG, maxWavesPerWG-minWavesPerWG)
			}
		}
		// A size above the smallest may fit as many groups with more
		// waves each.
		if perWG := (slots - maxWGs*minWavesPerWG) / maxWGs; perWG > 0 {
			maxWaves += maxWGs * min(perWG, (hi-1)/t.Wave+1-minWavesPerWG)
		}
	}
	return clamp(minWaves/eus, 1, mx), clamp((maxWaves+eus-1)/eus, 1, mx)
}

func clamp(v, lo, hi int) int { return min(max(v, lo), hi) }

// LLVMOccupancy is the one number llc of an LLVM version prints as
// "; Occupancy:" for a kernel, the workgroup bound as that version
// computes it from the largest workgroup size alone
// (getOccupancyWithLocalMemSize): LLVM 15 and before bound the waves per
// CU, not per SIMD, and never divided by the SIMDs; LLVM 16 to 19 divide,
// with the LDS doubled in WGP mode; LLVM 20 takes the top of
// WorkgroupRange. Register bounds are the same in every version, except
// that LLVM 15 and before do not know gfx1100's larger VGPR file
// (Feature1_5xVGPRs came with LLVM 16).
func LLVMOccupancy(version int, t Target, k Kernel) (int, error) {
	if err := t.check(k); err != nil {
		return 0, err
	}
	if version <= 15 && t.Arch.VGPRs1_5x {
		a := *t.Arch
		a.VGPRs1_5x = false
		t.Arch = &a
	}
	mx := t.MaxWavesPerEU()
	var wg int
	switch {
	case version >= 20:
		_, wg = t.WorkgroupRange(k.LDS, k.WorkgroupMin, k.WorkgroupMax)
	case version >= 16:
		wg = t.groupsAtLargest(k, t.LocalMemorySize(), t.MaxWorkGroupsPerCU(k.WorkgroupMax), t.EUsPerCU())
	default:
		// 40 wave slots per CU, at most 16 groups (getMaxWorkGroupsPerCU
		// before LLVM 16), 64 KiB whatever the mode, no division by
		// the SIMDs.
		n := t.wavesPerGroup(k.WorkgroupMax)
		groups := 40
		if n > 1 {
			groups = min(40/n, 16)
		}
		wg = t.groupsAtLargest(k, isa.MaxLDSBytes, groups, 1)
	}
	return min(mx, wg, t.WavesWithVGPRs(k.VGPRs), t.WavesWithSGPRs(k.SGPRs)), nil
}

// groupsAtLargest is the waves per SIMD of as many workgroups of the
// largest size as fit by count and LDS, spread over eus SIMDs.
func (t Target) groupsAtLargest(k Kernel, local, maxGroups, eus int) int {
	groups := local / max(k.LDS, 1)
	if groups == 0 {
		return 1
	}
	waves := min(maxGroups, groups) * t.wavesPerGroup(k.WorkgroupMax)
	return clamp((waves+eus-1)/eus, 1, t.MaxWavesPerEU())
}

// ForKernel reads what occupancy needs from a parsed kernel: the register
// counts llc reports (isa.KernelMeta.Registers), its LDS, the largest
// workgroup size its metadata allows (1024 when it says nothing,
// getDefaultFlatWorkGroupSize) and its mode. ok is false when the file
// gives no register counts.
func ForKernel(p *isa.Program, k *isa.Kernel) (t Target, kn Kernel, ok bool) {
	m := &k.Meta
	v, s := m.Registers(p.Arch.Gen)
	wg := m.MaxFlatWorkgroupSize
	if wg == 0 {
		wg = isa.MaxWorkgroupSize
	}
	t = Target{Arch: p.Arch, Wave: p.Wave, CUMode: m.WGPModeKnown && !m.WGPMode && p.Arch.Gen >= isa.GFX10}
	return t, Kernel{VGPRs: v, SGPRs: s, LDS: m.GroupBytes(), WorkgroupMin: 1, WorkgroupMax: wg}, v > 0 || s > 0
}

// Summary is a kernel's occupancy for a report: at the workgroup size of
// a launch, and over the sizes the kernel allows.
type Summary struct {
	// WavesPerSIMD is the occupancy at the launch's workgroup size.
	WavesPerSIMD  int      `json:"waves_per_simd"`
	WorkgroupSize int      `json:"workgroup_size"`
	Limiting      []string `json:"limited_by"`
	// Min and Max range over workgroup sizes 1 to MaxWorkgroupSize.
	Min              int `json:"min_over_sizes"`
	Max              int `json:"max_over_sizes"`
	MaxWorkgroupSize int `json:"max_workgroup_size"`
	VGPRs            int `json:"vgprs"`
	SGPRs            int `json:"sgprs"`
	LDS              int `json:"lds_bytes"`
	MaxWavesPerSIMD  int `json:"wave_slots_per_simd"`
}

// Summarize computes a kernel's Summary for a launch's workgroup size.
func Summarize(t Target, k Kernel, size int) (*Summary, error) {
	over, err := Compute(t, k)
	if err != nil {
		return nil, err
	}
	at := k
	at.WorkgroupMin, at.WorkgroupMax = size, size
	here, err := Compute(t, at)
	if err != nil {
		return nil, err
	}
	return &Summary{WavesPerSIMD: here.Min, WorkgroupSize: size, Limiting: here.Limiting, Min: over.Min, Max: over.Max,
		MaxWorkgroupSize: k.WorkgroupMax, VGPRs: k.VGPRs, SGPRs: k.SGPRs, LDS: k.LDS, MaxWavesPerSIMD: t.MaxWavesPerEU()}, nil
}

func (s *Summary) String() string {
	return fmt.Sprintf("occupancy %d waves per SIMD of %d at %d work-items per workgroup (limited by %s); %d to %d over sizes 1 to %d; %d VGPRs, %d SGPRs, %d bytes of LDS",
		s.WavesPerSIMD, s.MaxWavesPerSIMD, s.WorkgroupSize, strings.Join(s.Limiting, ", "), s.Min, s.Max, s.MaxWorkgroupSize, s.VGPRs, s.SGPRs, s.LDS)
}
