package opt

import (
	"fmt"
	"github.com/wavesim/wavesim/internal/lazyre"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/occupancy"
)

// regCountText is where a kernel file states one register file's count:
// the descriptor's next free register, the metadata's count and llc's
// kernel info comments.
type regCountText struct {
	nextFree, metaCount, comment *regexp.Regexp
}

var regCountTexts = sync.OnceValue(func() map[isa.File]regCountText {
	return map[isa.File]regCountText{
		isa.FileV: {
			nextFree:  regexp.MustCompile(`^(\s*\.amdhsa_next_free_vgpr\s+)(\d+)(.*)$`),
			metaCount: regexp.MustCompile(`^(\s*\.vgpr_count:\s+)(\d+)(.*)$`),
			comment:   regexp.MustCompile(`^(;\s*(?:NumVgprs|NumVGPRsForWavesPerEU):\s*)(\d+)(.*)$`),
		},
		isa.FileS: {
			nextFree:  regexp.MustCompile(`^(\s*\.amdhsa_next_free_sgpr\s+)(\d+)(.*)$`),
			metaCount: regexp.MustCompile(`^(\s*\.sgpr_count:\s+)(\d+)(.*)$`),
			comment:   regexp.MustCompile(`^(;\s*(?:NumSgprs|NumSGPRsForWavesPerEU):\s*)(\d+)(.*)$`),
		},
	}
})

var (
	reMetaName  = lazyre.New(`^\s*\.name:\s+(\S+)`)
	reOccupancy = lazyre.New(`^(;\s*Occupancy:\s*)(\d+)(.*)$`)
)

// setRegCount moves kernel k's count of file's registers (FileV or FileS)
// from the registers it named, up to old, to n: the descriptor's
// .amdhsa_next_free_*, the metadata's .*_count, llc's "; Num*:" comments
// and its "; Occupancy:" comment. The counts that include registers the
// hardware adds (an SGPR count holds VCC, flat scratch and the XNACK mask,
// AMDGPUResourceUsageAnalysis) move by the same amount, so only text that
// states the count the kernel had is changed.
func setRegCount(p *isa.Program, k *isa.Kernel, file isa.File, old, n int) {
	if old == n {
		return
	}
	re := regCountTexts()[file]
	t, kn, _ := occupancy.ForKernel(p, k)
	oldOcc, _ := occupancy.LLVMOccupancy(16, t, kn)
	delta := n - old
	free, num, used := &k.Meta.NextFreeVGPR, &k.Meta.NumVGPRs, &kn.VGPRs
	if file == isa.FileS {
		free, num, used = &k.Meta.NextFreeSGPR, &k.Meta.NumSGPRs, &kn.SGPRs
	}
	oldFree, oldNum := *free, *num
	*used += delta
	for _, c := range []*int{free, num} {
		if *c > 0 { // a count the file does not give stays unknown
			*c += delta
		}
	}
	newOcc, _ := occupancy.LLVMOccupancy(16, t, kn)
	set := func(re *regexp.Regexp, text string, from int) string {
		mm := re.FindStringSubmatch(text)
		if mm == nil || from <= 0 || mm[2] != strconv.Itoa(from) {
			return text
		}
		return mm[1] + strconv.Itoa(from+delta) + mm[3]
	}
	inDesc, inKernel, metaName := false, false, ""
	for i := range p.Lines {
		l := &p.Lines[i]
		switch l.Kind {
		case isa.LineLabel:
			// llc's kernel info comments follow the kernel's end label.
			if name := l.Name(); name == k.Name {
				inKernel = true
			} else if kernelNamed(p, name) || funcNamed(p, name) {
				inKernel = false
			}
			continue
		case isa.LineInst:
			continue
		}
		f := strings.Fields(l.Text)
		if len(f) >= 2 && f[0] == ".amdhsa_kernel" {
			inDesc = f[1] == k.Name
		}
		if len(f) >= 1 && f[0] == ".end_amdhsa_kernel" {
			inDesc = false
		}
		if mm := reMetaName().FindStringSubmatch(l.Text); mm != nil {
			metaName = mm[1]
		}
		switch {
		case inDesc:
			l.Text = set(re.nextFree, l.Text, oldFree)
		case metaName == k.Name && re.metaCount.MatchString(l.Text):
			l.Text = set(re.metaCount, l.Text, oldNum)
		case inKernel:
			l.Text = set(re.comment, l.Text, oldNum)
			if oldOcc != newOcc {
				mm := reOccupancy().FindStringSubmatch(l.Text)
				if mm != nil && mm[2] == strconv.Itoa(oldOcc) {
					l.Text = mm[1] + strconv.Itoa(newOcc) + mm[3]
				}
			}
		}
	}
}

// sgprRange is the SGPRs [lo, hi) a pass may take for a new value.
type sgprRange struct{ lo, hi int }

// Function SGPRs a pass may take: s16 to s29. In a function the caller
// expects s32 to s105 kept (AMDGPUCallingConv.td CSR_AMDGPU_SGPRs_32_105),
// s[30:31] hold the return address, and s0 to s15 carry the inputs a
// function passes on to its callees without naming them: the scratch
// descriptor s[0:3], the dispatch, queue and implicit argument pointers
// s[4:9], the dispatch id s[10:11], the workgroup ids s12 to s14 and the
// LDS kernel id s15 (AMDGPUArgumentUsageInfo.cpp FixedABIFunctionInfo).
const funcSGPRLo, funcSGPRHi = 16, 30

// sgprsFor is where a pass may put a new SGPR value in a kernel (any
// addressable SGPR; sgprGrowth raises the kernel's count) or, inFunc, in
// a function.
func sgprsFor(p *isa.Program, inFunc bool) sgprRange {
	if inFunc {
		return sgprRange{funcSGPRLo, funcSGPRHi}
	}
	return sgprRange{0, p.Arch.NumSGPRs}
}

// sgprGrowth collects the SGPR count each kernel must reach to cover the
// registers a pass took past its .amdhsa_next_free_sgpr.
type sgprGrowth map[string]int

// need records that kernel k (every kernel, for a register a function
// takes: its SGPRs count in every kernel that may call it) uses r, and
// says so when that raises a count.
func (g sgprGrowth) need(p *isa.Program, k *isa.Kernel, inFunc bool, r isa.Reg) string {
	if !r.IsSGPR() {
		return ""
	}
	end := int(r.Idx) + int(r.N)
	msg := ""
	for _, kk := range p.Kernels {
		if !inFunc && kk != k {
			continue
		}
		if old := max(kk.Meta.NextFreeSGPR, g[kk.Name]); old > 0 && end > old {
			g[kk.Name] = end
			msg += fmt.Sprintf("; %s's SGPR count raised from %d to %d for %s", kk.Name, kk.Meta.NextFreeSGPR, end, r)
		}
	}
	return msg
}

// apply raises the counts (setRegCount).
func (g sgprGrowth) apply(p *isa.Program) {
	for _, k := range p.Kernels {
		if end, ok := g[k.Name]; ok && end > k.Meta.NextFreeSGPR {
			setRegCount(p, k, isa.FileS, k.Meta.NextFreeSGPR, end)
		}
	}
}

func funcNamed(p *isa.Program, name string) bool {
	for _, f := range p.Funcs {
		if f.Name == name {
			return true
		}
	}
	return false
}
