package llcfuzz

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/wavesim/wavesim/internal/lazyre"
	"github.com/wavesim/wavesim/internal/userfile"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// The trace corpus (traces/README.md) writes each kernel once as a
// template, traces/src/NAME.ll, whose device module the corpus generator
// makes by mapping id placeholders to AMDGPU intrinsics, with the
// expected outputs in traces/NAME/launch.json. The same mapping here lets
// the corpus kernels run through the whole matrix, with lli's
// expectations already in their launches.

var corpusPlaceholders = []struct{ from, to, decl string }{
	{"@wavesim.workitem.id.x(", "@llvm.amdgcn.workitem.id.x(", "declare i32 @llvm.amdgcn.workitem.id.x()"},
	{"@wavesim.workitem.id.y(", "@llvm.amdgcn.workitem.id.y(", "declare i32 @llvm.amdgcn.workitem.id.y()"},
	{"@wavesim.workitem.id.z(", "@llvm.amdgcn.workitem.id.z(", "declare i32 @llvm.amdgcn.workitem.id.z()"},
	{"@wavesim.workgroup.id.x(", "@llvm.amdgcn.workgroup.id.x(", "declare i32 @llvm.amdgcn.workgroup.id.x()"},
	{"@wavesim.workgroup.id.y(", "@llvm.amdgcn.workgroup.id.y(", "declare i32 @llvm.amdgcn.workgroup.id.y()"},
	{"@wavesim.workgroup.id.z(", "@llvm.amdgcn.workgroup.id.z(", "declare i32 @llvm.amdgcn.workgroup.id.z()"},
	{"@wavesim.dispatch.ptr(", "@llvm.amdgcn.dispatch.ptr(", "declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()"},
}

var (
	reCorpusBarrier = lazyre.New(`^(\s*)call void @wavesim\.barrier\(\)\s*(;.*)?$`)
	reCorpusDecl    = lazyre.New(`^declare\b.*@wavesim\.`)
	reCorpusRef     = lazyre.New(`@wavesim\.[-$._A-Za-z0-9]*`)
)

// DeviceModule maps a corpus template's placeholders to the intrinsics
// llc compiles, as the corpus generator does.
func DeviceModule(file, src string) (string, error) {
	var b strings.Builder
	used := map[string]bool{}
	barrier := false
	for i, l := range strings.Split(src, "\n") {
		if reCorpusDecl().MatchString(l) {
			continue
		}
		if m := reCorpusBarrier().FindStringSubmatch(l); m != nil {
			fmt.Fprintf(&b, "%sfence syncscope(\"workgroup\") release\n%scall void @llvm.amdgcn.s.barrier()\n%sfence syncscope(\"workgroup\") acquire\n", m[1], m[1], m[1])
			barrier = true
			continue
		}
		for _, p := range corpusPlaceholders {
			if strings.Contains(l, p.from) {
				l = strings.ReplaceAll(l, p.from, p.to)
				used[p.decl] = true
			}
		}
		code, _, _ := strings.Cut(l, ";")
		if loc := reCorpusRef().FindStringIndex(code); loc != nil {
			return "", fmt.Errorf("%s:%d:%d: unknown placeholder %s", file, i+1, loc[0]+1, code[loc[0]:loc[1]])
		}
		b.WriteString(l + "\n")
	}
	for _, p := range corpusPlaceholders {
		if used[p.decl] {
			b.WriteString(p.decl + "\n")
		}
	}
	if barrier {
		b.WriteString("declare void @llvm.amdgcn.s.barrier()\n")
	}
	return b.String(), nil
}

// LoadCorpus reads the corpus kernels under dir (traces): every template
// src/NAME.ll with its NAME/launch.json, sorted by name.
func LoadCorpus(dir string) ([]*Case, error) {
	srcs, err := filepath.Glob(filepath.Join(dir, "src", "*.ll"))
	if err != nil {
		return nil, err
	}
	if len(srcs) == 0 {
		return nil, fmt.Errorf("%s: no kernel templates in %s (give the trace corpus's directory, traces)", dir, filepath.Join(dir, "src"))
	}
	sort.Strings(srcs)
	var out []*Case
	for _, s := range srcs {
		name := strings.TrimSuffix(filepath.Base(s), ".ll")
		src, err := userfile.ReadFile(s, isa.MaxSourceBytes, "a kernel template")
		if err != nil {
			return nil, err
		}
		dev, err := DeviceModule(s, string(src))
		if err != nil {
			return nil, err
		}
		lf := filepath.Join(dir, name, "launch.json")
		l, err := userfile.ReadFile(lf, launch.MaxSpecBytes, "a launch spec")
		if err != nil {
			return nil, fmt.Errorf("%s: the template has no launch (%v)", s, err)
		}
		out = append(out, &Case{Name: name, Index: -1, Device: dev, Launch: l, Reference: lf})
	}
	return out, nil
}
