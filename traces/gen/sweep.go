package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// Mnemonic sweep kernels (traces/sweep/*.ll) are run too where the host can
// run them. A sweep file holds one or more kernels; a kernel that carries a
// launch header (";!" lines right above its define line) is read as a
// template of its own: the file's lines with the other kernels and their
// headers blanked out (so that line numbers stay those of the file) and the
// work-item and workgroup id intrinsics, which the sweep calls directly,
// turned into the generator's placeholders. Its outputs go to
// traces/sweep/run/NAME/ like a corpus kernel's to traces/NAME/.
//
// The device module holds the kernel alone (the placeholders map back to
// the same intrinsics). The header is a comment: llc's output for the sweep
// file itself, and so the sweep inventory (traces/sweep/gen), do not change.

// sweepDir and sweepRunDir are relative to the corpus root.
var (
	sweepDir    = "sweep"
	sweepRunDir = filepath.Join("sweep", "run")
)

var (
	reAnyDefine = regexp.MustCompile(`^define\b`)
	reIDIntr    = regexp.MustCompile(`@llvm\.amdgcn\.(workitem|workgroup)\.id\.([xyz])\(`)
	reIDDecl    = regexp.MustCompile(`^declare\s+i32\s+@llvm\.amdgcn\.(workitem|workgroup)\.id\.[xyz]\(\)\s*$`)
	reAMDGCN    = regexp.MustCompile(`@llvm\.amdgcn\.[-$._A-Za-z0-9]*`)
)

// sweepKernel is one kernel of a sweep file with a launch header.
type sweepKernel struct {
	Name  string
	Path  string
	Lines []string // the file's lines as the kernel's template sees them
}

// function is the line range [def, end] of one define ... } of a file.
type function struct {
	name     string
	kernel   bool
	def, end int
	hdr      int // first line of the ";!" block right above def; def if none
}

func functions(path string, lines []string) ([]function, error) {
	var fs []function
	for i := 0; i < len(lines); i++ {
		if !reAnyDefine.MatchString(lines[i]) {
			continue
		}
		f := function{def: i, end: -1, hdr: i}
		if m := reDefine.FindStringSubmatch(lines[i]); m != nil {
			f.name, f.kernel = m[1], true
		}
		for j := i + 1; j < len(lines); j++ {
			if lines[j] == "}" {
				f.end = j
				break
			}
		}
		if f.end < 0 {
			return nil, fmt.Errorf("%s:%d: function without a closing '}' line", path, i+1)
		}
		for f.hdr > 0 && strings.HasPrefix(lines[f.hdr-1], ";!") {
			f.hdr--
		}
		fs = append(fs, f)
		i = f.end
	}
	return fs, nil
}

// sweepKernels reads the kernels of one sweep file that have a launch
// header.
func sweepKernels(path string) ([]sweepKernel, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimRight(string(raw), "\n"), "\n")
	fs, err := functions(path, lines)
	if err != nil {
		return nil, err
	}
	inHeader := map[int]bool{}
	for _, f := range fs {
		for i := f.hdr; i < f.def; i++ {
			inHeader[i] = true
		}
	}
	for i, l := range lines {
		if strings.HasPrefix(l, ";!") && !inHeader[i] {
			return nil, fmt.Errorf("%s:%d: ';!' line that is not part of a header right above a kernel's define line", path, i+1)
		}
	}
	var out []sweepKernel
	for _, k := range fs {
		if !k.kernel || k.hdr == k.def {
			continue
		}
		ls := make([]string, len(lines))
		copy(ls, lines)
		for _, f := range fs {
			if f.def == k.def || !f.kernel {
				continue
			}
			for i := f.hdr; i <= f.end; i++ {
				ls[i] = ""
			}
		}
		for i, l := range ls {
			if reIDDecl.MatchString(l) {
				ls[i] = ""
				continue
			}
			ls[i] = reIDIntr.ReplaceAllString(l, "@wavesim.$1.id.$2(")
			if i < k.def || i > k.end {
				continue
			}
			if m := reAMDGCN.FindString(stripComment(ls[i])); m != "" {
				return nil, fmt.Errorf("%s:%d: kernel %s has a launch header but uses %s, which the host cannot run", path, i+1, k.name, m)
			}
		}
		out = append(out, sweepKernel{Name: k.name, Path: path, Lines: ls})
	}
	return out, nil
}

// sweepTemplates lists the runnable sweep kernels under the corpus root dir,
// by kernel name.
func sweepTemplates(dir string) (map[string]sweepKernel, error) {
	files, err := filepath.Glob(filepath.Join(dir, sweepDir, "*.ll"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	out := map[string]sweepKernel{}
	for _, f := range files {
		ks, err := sweepKernels(f)
		if err != nil {
			return nil, err
		}
		for _, k := range ks {
			if prev, ok := out[k.Name]; ok {
				return nil, fmt.Errorf("%s: kernel %s is also in %s", f, k.Name, prev.Path)
			}
			out[k.Name] = k
		}
	}
	return out, nil
}

func (k sweepKernel) template() (*Template, error) {
	return parseTemplate(k.Path, k.Name, k.Lines)
}
