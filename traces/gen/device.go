package main

import (
	"context"
	"fmt"
	"os/exec"
	"regexp"
	"strings"
	"time"
)

// Variant is one llc configuration. Its name is the .s file name.
type Variant struct {
	Name string
	LLC  string // llc binary
	MC   string // llvm-mc binary used to re-assemble the output
	CPU  string
	HSA  bool // -mtriple=amdgcn-amd-amdhsa; otherwise plain -march=amdgcn
	W64  bool // -mattr=+wavefrontsize64
	Opq  bool // needs -opaque-pointers (LLVM 14)
	// Attr is one more subtarget feature for llc and llvm-mc
	// ("+real-true16"), or "".
	Attr string
	// OptIn: the variant is made only for the kernels whose header lists
	// it under "extra".
	OptIn bool
}

var variants = []Variant{
	{Name: "llvm14-gfx900", LLC: "llc-14", MC: "llvm-mc-14", CPU: "gfx900", HSA: true, Opq: true},
	{Name: "llvm14-gfx1010", LLC: "llc-14", MC: "llvm-mc-14", CPU: "gfx1010", HSA: true, Opq: true},
	{Name: "llvm14-gfx1030", LLC: "llc-14", MC: "llvm-mc-14", CPU: "gfx1030", HSA: true, Opq: true},
	{Name: "llvm14-gfx1030-w64", LLC: "llc-14", MC: "llvm-mc-14", CPU: "gfx1030", HSA: true, W64: true, Opq: true},
	{Name: "llvm14-gfx1030-legacy", LLC: "llc-14", MC: "llvm-mc-14", CPU: "gfx1030", Opq: true},
	{Name: "llvm16-gfx900", LLC: "llc-16", MC: "llvm-mc-16", CPU: "gfx900", HSA: true},
	{Name: "llvm16-gfx1010", LLC: "llc-16", MC: "llvm-mc-16", CPU: "gfx1010", HSA: true},
	{Name: "llvm16-gfx1030", LLC: "llc-16", MC: "llvm-mc-16", CPU: "gfx1030", HSA: true},
	{Name: "llvm16-gfx1030-w64", LLC: "llc-16", MC: "llvm-mc-16", CPU: "gfx1030", HSA: true, W64: true},
	{Name: "llvm16-gfx1100", LLC: "llc-16", MC: "llvm-mc-16", CPU: "gfx1100", HSA: true},
	// The CDNA2/3, RDNA3.5 and RDNA4 targets, which only LLVM 17+ compiles
	// (gfx942, gfx1150, gfx1201) or models as today (gfx90a): llc-19.
	{Name: "llvm19-gfx90a", LLC: "llc-19", MC: "llvm-mc-19", CPU: "gfx90a", HSA: true},
	{Name: "llvm19-gfx942", LLC: "llc-19", MC: "llvm-mc-19", CPU: "gfx942", HSA: true},
	{Name: "llvm19-gfx1150", LLC: "llc-19", MC: "llvm-mc-19", CPU: "gfx1150", HSA: true},
	{Name: "llvm19-gfx1201", LLC: "llc-19", MC: "llvm-mc-19", CPU: "gfx1201", HSA: true},
	// llc-19 on the targets LLVM 14 and 16 compile too, for the kernels
	// that ask (opt/testdata/uniform: what today's LLVM emits there).
	{Name: "llvm19-gfx900", LLC: "llc-19", MC: "llvm-mc-19", CPU: "gfx900", HSA: true, OptIn: true},
	{Name: "llvm19-gfx1030", LLC: "llc-19", MC: "llvm-mc-19", CPU: "gfx1030", HSA: true, OptIn: true},
	{Name: "llvm19-gfx1100", LLC: "llc-19", MC: "llvm-mc-19", CPU: "gfx1100", HSA: true, OptIn: true},
	// GFX11 true16 code: 16-bit values in VGPR halves (v1.l, v1.h).
	{Name: "llvm19-gfx1100-t16", LLC: "llc-19", MC: "llvm-mc-19", CPU: "gfx1100", HSA: true, Attr: "+real-true16", OptIn: true},
}

func findVariant(name string) *Variant {
	for i := range variants {
		if variants[i].Name == name {
			return &variants[i]
		}
	}
	return nil
}

func (v *Variant) llcArgs(in, out string) []string {
	var a []string
	if v.Opq {
		a = append(a, "-opaque-pointers")
	}
	if v.HSA {
		a = append(a, "-mtriple=amdgcn-amd-amdhsa")
	} else {
		a = append(a, "-march=amdgcn")
	}
	a = append(a, "-mcpu="+v.CPU)
	if v.W64 {
		a = append(a, "-mattr=+wavefrontsize64")
	}
	if v.Attr != "" {
		a = append(a, "-mattr="+v.Attr)
	}
	return append(a, "-O2", "-o", out, in)
}

func (v *Variant) mcArgs(in string) []string {
	var a []string
	if v.HSA {
		a = append(a, "-triple=amdgcn-amd-amdhsa")
	} else {
		a = append(a, "-arch=amdgcn")
	}
	a = append(a, "-mcpu="+v.CPU)
	if v.W64 {
		a = append(a, "-mattr=+wavefrontsize64")
	}
	if v.Attr != "" {
		a = append(a, "-mattr="+v.Attr)
	}
	return append(a, "-show-encoding", "-o", "/dev/null", in)
}

var devicePlaceholders = []struct{ from, to, decl string }{
	{"@wavesim.workitem.id.x(", "@llvm.amdgcn.workitem.id.x(", "declare i32 @llvm.amdgcn.workitem.id.x()"},
	{"@wavesim.workitem.id.y(", "@llvm.amdgcn.workitem.id.y(", "declare i32 @llvm.amdgcn.workitem.id.y()"},
	{"@wavesim.workitem.id.z(", "@llvm.amdgcn.workitem.id.z(", "declare i32 @llvm.amdgcn.workitem.id.z()"},
	{"@wavesim.workgroup.id.x(", "@llvm.amdgcn.workgroup.id.x(", "declare i32 @llvm.amdgcn.workgroup.id.x()"},
	{"@wavesim.workgroup.id.y(", "@llvm.amdgcn.workgroup.id.y(", "declare i32 @llvm.amdgcn.workgroup.id.y()"},
	{"@wavesim.workgroup.id.z(", "@llvm.amdgcn.workgroup.id.z(", "declare i32 @llvm.amdgcn.workgroup.id.z()"},
	{"@wavesim.dispatch.ptr(", "@llvm.amdgcn.dispatch.ptr(", "declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()"},
}

var reWavesimRef = regexp.MustCompile(`@wavesim\.[-$._A-Za-z0-9]*`)

// deviceModule maps the placeholders to AMDGPU intrinsics. The same module
// is given to every llc variant.
func deviceModule(t *Template) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "; device module for %s (generated)\n", t.Name)
	used := map[string]bool{}
	barrier := false
	for i, l := range t.Lines {
		if rePlaceholderDcl.MatchString(l) {
			continue
		}
		if m := reBarrier.FindStringSubmatch(l); m != nil {
			if i <= t.DefLine || i >= t.EndLine {
				return "", fmt.Errorf("line %d: barrier outside the kernel", i+1)
			}
			ind := m[1]
			fmt.Fprintf(&b, "%sfence syncscope(\"workgroup\") release\n", ind)
			fmt.Fprintf(&b, "%scall void @llvm.amdgcn.s.barrier()\n", ind)
			fmt.Fprintf(&b, "%sfence syncscope(\"workgroup\") acquire\n", ind)
			barrier = true
			continue
		}
		for _, p := range devicePlaceholders {
			if strings.Contains(l, p.from) {
				l = strings.ReplaceAll(l, p.from, p.to)
				used[p.decl] = true
			}
		}
		if m := reWavesimRef.FindString(stripComment(l)); m != "" {
			return "", fmt.Errorf("line %d: unknown placeholder %s", i+1, m)
		}
		b.WriteString(l)
		b.WriteByte('\n')
	}
	b.WriteString("\n")
	for _, p := range devicePlaceholders {
		if used[p.decl] {
			b.WriteString(p.decl + "\n")
		}
	}
	if barrier {
		b.WriteString("declare void @llvm.amdgcn.s.barrier()\n")
	}
	return b.String(), nil
}

func run(ctx context.Context, timeout time.Duration, name string, args ...string) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	if len(strings.TrimSpace(string(out))) > 0 {
		return fmt.Errorf("%s %s: unexpected diagnostics:\n%s", name, strings.Join(args, " "), out)
	}
	return nil
}
