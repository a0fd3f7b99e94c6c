package opt

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim/launch"
)

// uniformLLVMDir holds LLVM kernels whose uniform ifs test s_cmpk,
// s_bitcmp and 64-bit compares, as llc-14/16/19 compile them
// (go run ./traces/gen -dir opt/testdata/uniform; traces/gen's tests hold
// the files to their templates).
var uniformLLVMDir = filepath.Join("testdata", "uniform")

// uniformVariant is one llc output: its LLVM version, target and wave.
type uniformLLVMFile struct {
	path, kernel, name string
	llvm               int
	arch               string
	wave               int
}

var uniformVariantName = regexp.MustCompile(`^llvm(\d+)-(gfx[0-9a-f]+)(-w64|-legacy)?$`)

func uniformLLVMFiles(t *testing.T) []uniformLLVMFile {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(uniformLLVMDir, "*", "llvm*.s"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no kernels in %s: %v", uniformLLVMDir, err)
	}
	var out []uniformLLVMFile
	for _, p := range paths {
		name := strings.TrimSuffix(filepath.Base(p), ".s")
		m := uniformVariantName.FindStringSubmatch(name)
		if m == nil {
			t.Fatalf("%s: not an llc variant name", p)
		}
		ver, _ := strconv.Atoi(m[1])
		f := uniformLLVMFile{path: p, kernel: filepath.Base(filepath.Dir(p)), name: name, llvm: ver, arch: m[2], wave: 0}
		if m[3] == "-w64" {
			f.wave = 64
		}
		out = append(out, f)
	}
	return out
}

func (f *uniformLLVMFile) load(t *testing.T) (*isa.Program, *launch.Spec) {
	t.Helper()
	spec, err := launch.LoadSpec(filepath.Join(filepath.Dir(f.path), "launch.json"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(f.path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := launch.ParseProgram(f.path, src, launch.LoadOptions{Arch: f.arch, Wave: f.wave}.WithSpec(spec))
	if err != nil {
		t.Fatal(err)
	}
	return p, spec
}

// uniformLLVMRefused says why a kernel has no site on a target, or "" when
// the pass must rewrite some: GFX9's VOP3 takes no literal (every s_cmpk
// LLVM makes has one: it shrinks only compares with a non-inline
// constant) and reads one scalar value (a 64-bit compare of two SGPR
// pairs).
func uniformLLVMRefused(kernel string, a *isa.Arch) string {
	if a.VOP3Literal {
		return ""
	}
	switch kernel {
	case "uniform_cmpk":
		return "VOP3 encoding takes no literal"
	case "uniform_u64":
		return "on " + a.Name
	}
	return ""
}

// The uniform ifs llc-14, 16 and 19 emit on s_cmpk, s_bitcmp and 64-bit
// compares are rewritten (sites > 0) wherever the target's VALU takes the
// compare, the rewrite computes what the original does on the given
// launch and 19 random ones, and every LLVM version has rewritten sites on
// both s_cmpk and s_bitcmp.
func TestUniformToExecLLVM(t *testing.T) {
	pass, err := Lookup("uniform-to-exec")
	if err != nil {
		t.Fatal(err)
	}
	type key struct {
		llvm int
		cmp  string
	}
	rewritten := map[key]int{}
	cmpOf := regexp.MustCompile(`^(s_cmpk|s_bitcmp|s_cmp)\w* `)
	for _, f := range uniformLLVMFiles(t) {
		t.Run(f.kernel+"/"+f.name, func(t *testing.T) {
			p, spec := f.load(t)
			q, reps := Run(p, []Pass{pass}, Options{})
			rep := reps[0]
			refused := uniformLLVMRefused(f.kernel, p.Arch)
			if refused != "" {
				if rep.Rewritten() != 0 {
					t.Fatalf("rewrote %d sites on %s: %v", rep.Rewritten(), p.Arch.Name, rep.Sites)
				}
				// Some llc outputs fail an earlier condition first (LLVM 14
				// and gfx942 duplicate the second compare into both paths).
				found := false
				for _, s := range rep.Sites {
					found = found || strings.Contains(s.Reason, refused)
				}
				if !found && f.llvm != 14 && p.Arch.Name != "gfx942" {
					t.Errorf("no site says %q: %v", refused, rep.Sites)
				}
				return
			}
			if rep.Rewritten() == 0 {
				t.Fatalf("no site rewritten: %v", rep.Sites)
			}
			for _, s := range rep.Sites {
				if m := cmpOf.FindStringSubmatch(s.Reason); s.Rewritten && m != nil {
					rewritten[key{f.llvm, m[1]}]++
				}
			}
			res, err := validate.CompareLaunch(p, q, spec, 20, 1)
			if err != nil {
				t.Fatal(err)
			}
			if res.Mismatch != nil {
				t.Fatalf("%v\n%s", res.Mismatch, res.Diff)
			}
			if res.Compared() != 20 {
				t.Errorf("compared %d of 20 launches (%s)", res.Compared(), res.InconclusiveSummary())
			}
		})
	}
	for _, v := range []int{14, 16, 19} {
		for _, c := range []string{"s_cmpk", "s_bitcmp"} {
			if rewritten[key{v, c}] == 0 {
				t.Errorf("LLVM %d: no %s site rewritten (%v)", v, c, rewritten)
			}
		}
	}
}

// What wavesim prints of each rewrite re-assembles with the llvm-mc of
// the llc that compiled it, byte for byte: the original's print encodes
// as llc's own output does, the rewrite's as its own print parsed and
// printed again, one encoding per instruction of the size wavesim counts
// (isa.EncodedSize, which its branch offsets rest on).
func TestUniformToExecLLVMReassembles(t *testing.T) {
	// Independent of the other tests (its own files and tool runs), it
	// runs beside the package's other long checks.
	t.Parallel()
	pass, err := Lookup("uniform-to-exec")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range uniformLLVMFiles(t) {
		t.Run(f.kernel+"/"+f.name, func(t *testing.T) {
			mc := llvmtool.Require(t, "llvm-mc", f.llvm)
			p, spec := f.load(t)
			q, reps := Run(p, []Pass{pass}, Options{})
			if reps[0].Rewritten() == 0 {
				t.Skipf("nothing rewritten on %s", p.Arch.Name)
			}
			args := llvmtool.MCArgs(p.Arch.Name, f.wave == 64, strings.HasSuffix(f.name, "-legacy"))
			src, err := os.ReadFile(f.path)
			if err != nil {
				t.Fatal(err)
			}
			llc, err := llvmtool.Encodings(mc, args, src)
			if err != nil {
				t.Fatal(err)
			}
			orig, err := llvmtool.Encodings(mc, args, []byte(p.String()))
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(encodingsOnly(llc), encodingsOnly(orig)) {
				t.Fatalf("the original's print does not encode as llc's output")
			}
			got, err := llvmtool.Encodings(mc, args, []byte(q.String()))
			if err != nil {
				t.Fatalf("llvm-mc rejects the rewrite: %v\n%s", err, q)
			}
			if len(got) != len(q.Insts) {
				t.Fatalf("llvm-mc gave %d encodings for %d instructions", len(got), len(q.Insts))
			}
			for i, in := range q.Insts {
				if n := encodedBytes(got[i]); n != isa.EncodedSize(in, q.Arch) {
					t.Errorf("%s: llvm-mc encodes %d bytes, wavesim counts %d", isa.FormatInst(in, q.Arch), n, isa.EncodedSize(in, q.Arch))
				}
			}
			again, err := launch.ParseProgram("again.s", []byte(q.String()), launch.LoadOptions{Arch: f.arch, Wave: f.wave}.WithSpec(spec))
			if err != nil {
				t.Fatalf("wavesim rejects its own print: %v", err)
			}
			// The same text as the rewrite's print, which llvm-mc encoded above.
			if again.String() != q.String() {
				t.Fatal("the rewrite's print, parsed and printed, differs")
			}
		})
	}
}

func encodingsOnly(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = llvmtool.EncodingOf(l)
	}
	return out
}

// encodedBytes counts the bytes of an llvm-mc "encoding: [0x..,...]"
// line (0 for a line with none), a fixup llvm-mc lists after it left out.
func encodedBytes(line string) int {
	i := strings.Index(line, "encoding: [")
	if i < 0 {
		return 0
	}
	body := line[i+len("encoding: ["):]
	j := strings.IndexByte(body, ']')
	if j <= 0 {
		return 0
	}
	return strings.Count(body[:j], ",") + 1
}
