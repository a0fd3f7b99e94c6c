package opt

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// scratchTraces are the corpus variants whose kernels reach scratch
// through the private segment buffer descriptor (not gfx1100, whose
// kernels use architected flat scratch, nor legacy -march=amdgcn output).
var scratchTraces = []string{
	"llvm14-gfx900.s", "llvm14-gfx1010.s", "llvm14-gfx1030.s", "llvm14-gfx1030-w64.s",
	"llvm16-gfx900.s", "llvm16-gfx1010.s", "llvm16-gfx1030.s", "llvm16-gfx1030-w64.s",
}

// reFolded is LLVM's own prologue add of the wave offset (since LLVM 11),
// its first capture the wave offset SGPR.
var reFolded = regexp.MustCompile(`(?m)^\ts_add_u32 s0, s0, (s\d+)\n\ts_addc_u32 s1, s1, 0\n`)

// unfoldedScratch is a corpus kernel as LLVM before 11 emitted it: the
// prologue's add of the wave offset into s[0:1] taken out, and every
// scratch access passing the wave offset SGPR as soffset instead of 0.
// It returns the text and the prologue LLVM emitted.
func unfoldedScratch(t *testing.T, src string) (string, string) {
	t.Helper()
	m := reFolded.FindStringSubmatch(src)
	if m == nil {
		t.Fatal("no prologue add of the wave offset")
	}
	out := strings.Replace(src, m[0], "", 1)
	out = strings.ReplaceAll(out, "s[0:3], 0 offen", "s[0:3], "+m[1]+" offen")
	return out, m[0]
}

func loadScratch(t *testing.T, trace, file string) (src string, spec *launch.Spec) {
	t.Helper()
	dir := filepath.Join("..", "traces", trace)
	b, err := os.ReadFile(filepath.Join(dir, file))
	if err != nil {
		t.Fatal(err)
	}
	spec, err = launch.LoadSpec(filepath.Join(dir, "launch.json"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b), spec
}

func parseScratch(t *testing.T, name, src string, spec *launch.Spec) *isa.Program {
	t.Helper()
	p, err := launch.ParseProgram(name, []byte(src), launch.LoadOptions{}.WithSpec(spec))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// scratchRun is one launch's buffers, or its error.
type scratchRun struct {
	err  error
	bufs map[string][]uint64
}

func runScratch(p *isa.Program, spec *launch.Spec, base int) scratchRun {
	d, err := launch.NewDispatch(p, spec, launch.Options{Timing: true, ScratchSlotBase: base})
	if err == nil {
		err = d.Run()
	}
	if err != nil {
		return scratchRun{err: err}
	}
	r := scratchRun{bufs: map[string][]uint64{}}
	for _, name := range d.BufferNames() {
		x, err := d.Contents(name)
		if err != nil {
			return scratchRun{err: err}
		}
		r.bufs[name] = x
	}
	return r
}

// compareScratchOffsets runs a and b side by side under the same
// launches, each with its wave slots moved by a seeded random number of
// slots (launch.Options.ScratchSlotBase; run 0 keeps slot 0), and gives
// the first difference: one side faulting, or a buffer element.
func compareScratchOffsets(a, b *isa.Program, spec *launch.Spec, runs int, seed uint64) string {
	rng := rand.New(rand.NewPCG(seed, 0x5c7a7c4))
	for run := 0; run < runs; run++ {
		base := 0
		if run > 0 {
			base = 1 + rng.IntN(4096)
		}
		ra, rb := runScratch(a, spec, base), runScratch(b, spec, base)
		switch {
		case ra.err != nil && rb.err != nil:
			continue
		case ra.err != nil || rb.err != nil:
			return fmt.Sprintf("slot base %d: original: %v; rewritten: %v", base, ra.err, rb.err)
		}
		for _, name := range slices.Sorted(func(yield func(string) bool) {
			for n := range ra.bufs {
				if !yield(n) {
					return
				}
			}
		}) {
			if i := slices.Compare(ra.bufs[name], rb.bufs[name]); i != 0 {
				for j := range ra.bufs[name] {
					if ra.bufs[name][j] != rb.bufs[name][j] {
						return fmt.Sprintf("slot base %d: %s[%d]: %#x vs %#x", base, name, j, ra.bufs[name][j], rb.bufs[name][j])
					}
				}
			}
		}
	}
	return ""
}

func runScratchOffset(p *isa.Program, s *scratchOffset) (*isa.Program, *Report) {
	q, reps := Run(p, []Pass{s}, Options{})
	return q, reps[0]
}

// On every scratch_array variant in the pre-LLVM-11 form the pass rewrites
// the kernel, and the rewritten kernel computes what the original does
// (and what lli computed) under random wave slots.
func TestScratchOffsetCorpusValidates(t *testing.T) {
	for _, f := range scratchTraces {
		t.Run(f, func(t *testing.T) {
			src, spec := loadScratch(t, "scratch_array", f)
			old, _ := unfoldedScratch(t, src)
			p := parseScratch(t, f, old, spec)
			q, r := runScratchOffset(p, newScratchOffset())
			if r.Rewritten() != 1 {
				t.Fatalf("rewritten %d kernels, want 1: %v", r.Rewritten(), r.Sites)
			}
			if !strings.Contains(r.Sites[0].Reason, "s9 is free after the prologue") {
				t.Errorf("reason %q", r.Sites[0].Reason)
			}
			if m := compareScratchOffsets(p, q, spec, 4, 1); m != "" {
				t.Fatal(m)
			}
			d, err := launch.NewDispatch(q, spec, launch.Options{ScratchSlotBase: 3})
			if err != nil {
				t.Fatal(err)
			}
			if err := d.Run(); err != nil {
				t.Fatal(err)
			}
			if m := d.Check(); m != nil {
				t.Fatalf("rewritten kernel against lli: %v", m)
			}
		})
	}
}

// The pre-LLVM-11 form really depends on the wave offset in soffset: with
// it replaced by 0 the kernel faults once the slots move.
func TestScratchOffsetUnfoldedNeedsOffset(t *testing.T) {
	src, spec := loadScratch(t, "scratch_array", "llvm16-gfx1030.s")
	old, _ := unfoldedScratch(t, src)
	p := parseScratch(t, "old", old, spec)
	broken := parseScratch(t, "broken", strings.ReplaceAll(old, "s[0:3], s9 offen", "s[0:3], 0 offen"), spec)
	if m := compareScratchOffsets(p, broken, spec, 3, 1); m == "" {
		t.Fatal("dropping the wave offset changed nothing")
	}
}

// The printed rewrite re-assembles with llvm-mc to the bytes of the same
// kernel written by hand: LLVM's own output with its prologue add moved to
// the kernel's first instruction.
func TestScratchOffsetReassembles(t *testing.T) {
	for _, f := range []string{"llvm14-gfx900.s", "llvm16-gfx1010.s", "llvm16-gfx1030-w64.s"} {
		t.Run(f, func(t *testing.T) {
			src, spec := loadScratch(t, "scratch_array", f)
			old, pro := unfoldedScratch(t, src)
			q, _ := runScratchOffset(parseScratch(t, f, old, spec), newScratchOffset())
			ver := 16
			if strings.HasPrefix(f, "llvm14") {
				ver = 14
			}
			mc := llvmtool.Require(t, "llvm-mc", ver)
			want := withPrologueAfterLoads(strings.Replace(src, pro, "", 1), pro)
			wave64 := strings.Contains(f, "w64")
			args := llvmtool.MCArgs(q.Arch.Name, wave64, false)
			we, err := llvmtool.Encodings(mc, args, []byte(want))
			if err != nil {
				t.Fatal(err)
			}
			ge, err := llvmtool.Encodings(mc, args, []byte(q.String()))
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(we, ge) {
				t.Fatalf("encodings differ:\n got %v\nwant %v", ge, we)
			}
		})
	}
}

// withPrologueAfterLoads puts the prologue lines after the entry block's
// leading s_clause and s_load lines.
func withPrologueAfterLoads(src, pro string) string {
	lines := strings.SplitAfter(src, "\n")
	for i, l := range lines {
		if !strings.HasPrefix(l, "; %bb.0:") {
			continue
		}
		j := i + 1
		for strings.HasPrefix(lines[j], "\ts_clause") || strings.HasPrefix(lines[j], "\ts_load_") {
			j++
		}
		return strings.Join(lines[:j], "") + pro + strings.Join(lines[j:], "")
	}
	return src
}

// scratchOffsetCase edits the pre-LLVM-11 gfx1030 scratch_array kernel (or
// picks another input) so that one legality condition stops the pass.
type scratchOffsetCase struct {
	cond   int
	name   string
	file   string                  // trace variant; "" the unfolded llvm16-gfx1030.s
	trace  string                  // "" scratch_array
	edit   func(old string) string // on the unfolded text
	reason string                  // what the report says
}

func scratchOffsetCases() []scratchOffsetCase {
	insertAfterEntry := func(line string) func(string) string {
		return func(s string) string {
			return strings.Replace(s, "; %bb.0:                                ; %entry\n", "; %bb.0:                                ; %entry\n\t"+line+"\n", 1)
		}
	}
	return []scratchOffsetCase{
		{cond: 2, name: "legacy", file: "llvm14-gfx1030-legacy.s", reason: "SCRATCH_RSRC_DWORD0/1"},
		{cond: 2, name: "no-wave-offset", edit: func(s string) string {
			return strings.Replace(s, ".amdhsa_system_sgpr_private_segment_wavefront_offset 1", ".amdhsa_system_sgpr_private_segment_wavefront_offset 0", 1)
		}, reason: "no wave offset SGPR"},
		{cond: 3, name: "call", trace: "call_func", reason: "the kernel calls"},
		{cond: 4, name: "already-folded", file: "llvm16-gfx1030.s", reason: "the prologue already adds it"},
		{cond: 4, name: "no-stack", edit: func(s string) string {
			return regexp.MustCompile(`(?m)^\tbuffer_.*\n`).ReplaceAllString(s, "")
		}, reason: "no stack use"},
		{cond: 5, name: "mixed-soffset", edit: func(s string) string {
			return strings.Replace(s, "buffer_store_dword v5, v4, s[0:3], s9 offen", "buffer_store_dword v5, v4, s[0:3], 0 offen", 1)
		}, reason: "would move by the offset too"},
		{cond: 6, name: "descriptor-read", edit: insertAfterEntry("s_mov_b32 s20, s1"), reason: "is also read by s_mov_b32 s20, s1"},
		{cond: 6, name: "descriptor-written", edit: insertAfterEntry("s_mov_b32 s3, 0x31016000"), reason: "the descriptor s[0:3] is written"},
		{cond: 7, name: "offset-written", edit: func(s string) string {
			return strings.Replace(s, "\ts_endpgm\n", "\ts_mov_b32 s9, 0\n\ts_endpgm\n", 1)
		}, reason: "the wave offset s9 is written"},
		{cond: 8, name: "scc-live", edit: insertAfterEntry("s_cselect_b32 s20, 1, 0"), reason: "scc is live where the prologue"},
		{cond: 8, name: "entry-loop", edit: func(s string) string {
			// A loop back to the kernel's first instruction.
			s = strings.Replace(s, "; %bb.0:                                ; %entry\n", "; %bb.0:                                ; %entry\n.Ltop:\n", 1)
			return strings.Replace(s, "\ts_endpgm\n", "\ts_cmp_eq_u32 s8, 0x7fffffff\n\ts_cbranch_scc1 .Ltop\n\ts_endpgm\n", 1)
		}, reason: "the entry block is a branch target"},
	}
}

// Each condition stops the pass on an input that breaks it, with its
// reason, and the same edit that leaves the condition intact is rewritten.
func TestScratchOffsetConditions(t *testing.T) {
	for _, c := range scratchOffsetCases() {
		t.Run(fmt.Sprintf("%d-%s", c.cond, c.name), func(t *testing.T) {
			trace, file := c.trace, c.file
			if trace == "" {
				trace = "scratch_array"
			}
			if file == "" {
				file = "llvm16-gfx1030.s"
			}
			src, spec := loadScratch(t, trace, file)
			if c.edit != nil {
				src, _ = unfoldedScratch(t, src)
				src = c.edit(src)
			} else if trace == "call_func" {
				src = strings.Replace(src, "s_add_u32 s0, s0, s9\n\ts_addc_u32 s1, s1, 0\n", "", 1)
			}
			_, r := runScratchOffset(parseScratch(t, file, src, spec), newScratchOffset())
			if r.Rewritten() != 0 {
				t.Fatalf("rewritten: %v", r.Sites)
			}
			if len(r.Sites) == 0 || !strings.Contains(r.Sites[0].Reason, c.reason) {
				t.Fatalf("sites %v, want a reason with %q", r.Sites, c.reason)
			}
		})
	}
}

// The must-not-fire half: edits like those above that keep the condition
// (a read of another SGPR, a write of scc after it is read, a write of
// another SGPR) leave the kernel rewritten.
func TestScratchOffsetConditionsHold(t *testing.T) {
	src, spec := loadScratch(t, "scratch_array", "llvm16-gfx1030.s")
	old, _ := unfoldedScratch(t, src)
	entry := "; %bb.0:                                ; %entry\n"
	for _, c := range []struct {
		cond int
		edit string
	}{
		{6, "s_mov_b32 s20, s8"},                             // reads a user SGPR, not the descriptor
		{7, "s_mov_b32 s10, 0"},                              // writes the SGPR after the wave offset
		{8, "s_cmp_eq_u32 s8, 0"},                            // writes scc: dead before it
		{7, "s_mov_b32 s20, s9"},                             // reads the wave offset: kept
		{6, "s_mov_b32 s4, s4"},                              // the kernarg pointer, next to the descriptor
		{5, "v_mov_b32_e32 v0, v0"},                          // no scratch access
		{4, "s_add_u32 s20, s20, s9"},                        // the offset read by an add that is not the prologue's
		{3, "s_getpc_b64 s[20:21]"},                          // a PC read, no call
		{2, "s_mov_b32 s21, s8"},                             // kernel metadata untouched
		{8, "s_cselect_b32 s20, 1, 0\n\ts_cmp_eq_u32 s8, 0"}, // scc read after the entry's own write
	} {
		t.Run(fmt.Sprintf("%d-%s", c.cond, c.edit), func(t *testing.T) {
			e := strings.Replace(old, entry, entry+"\t"+c.edit+"\n", 1)
			if c.cond == 8 && strings.HasPrefix(c.edit, "s_cselect") {
				e = strings.Replace(old, entry, entry+"\ts_cmp_eq_u32 s8, 0\n\ts_cselect_b32 s20, 1, 0\n", 1)
			}
			p := parseScratch(t, "held", e, spec)
			q, r := runScratchOffset(p, newScratchOffset())
			if r.Rewritten() != 1 {
				t.Fatalf("not rewritten: %v", r.Sites)
			}
			free := !strings.Contains(c.edit, "s9")
			if got := strings.Contains(r.Sites[0].Reason, "s9 is free after the prologue"); got != free {
				t.Errorf("reason %q: want s9 free %v", r.Sites[0].Reason, free)
			}
			if m := compareScratchOffsets(p, q, spec, 2, 7); m != "" {
				t.Fatal(m)
			}
		})
	}
	// A target where condition 1 holds is rewritten above; gfx1100 is not.
	src, spec = loadScratch(t, "scratch_array", "llvm16-gfx1100.s")
	_, r := runScratchOffset(parseScratch(t, "gfx1100", src, spec), newScratchOffset())
	if !strings.Contains(r.NotApplied, "architected flat scratch") {
		t.Errorf("gfx1100: %q", r.NotApplied)
	}
}

// Broken variants of the pass: the offset not added, added twice, or
// added while the accesses keep it as soffset. The side-by-side run with
// random wave slots catches each on every scratch trace.
func TestScratchOffsetMutantsCaught(t *testing.T) {
	none := func(*isa.Arch, isa.Reg, isa.Reg) []*isa.Inst { return nil }
	twice := func(a *isa.Arch, rsrc, off isa.Reg) []*isa.Inst {
		return append(scratchOffsetPrologue(a, rsrc, off), scratchOffsetPrologue(a, rsrc, off)...)
	}
	for _, m := range []struct {
		name   string
		mutate func(*scratchOffsetRules)
	}{
		{"not-added", func(r *scratchOffsetRules) { r.prologue = none }},
		{"added-twice", func(r *scratchOffsetRules) { r.prologue = twice }},
		{"soffset-kept", func(r *scratchOffsetRules) { r.soffset = isa.R }},
	} {
		for _, f := range scratchTraces {
			t.Run(m.name+"/"+f, func(t *testing.T) {
				src, spec := loadScratch(t, "scratch_array", f)
				old, _ := unfoldedScratch(t, src)
				p := parseScratch(t, f, old, spec)
				s := newScratchOffset()
				m.mutate(&s.rules)
				q, r := runScratchOffset(p, s)
				if r.Rewritten() != 1 {
					t.Fatalf("mutant did not rewrite: %v", r.Sites)
				}
				if d := compareScratchOffsets(p, q, spec, 3, 1); d == "" {
					t.Fatal("mutant not caught")
				}
			})
		}
	}
}

var updateScratch = flag.Bool("update-scratch", false, "rewrite testdata/scratch-soffset from the corpus")

// testdata/scratch-soffset holds the scratch_array kernels in their
// pre-LLVM-11 form (unfoldedScratch of the corpus), with the corpus's
// launch, for `wavesim bench --passes scratch-offset` and `wavesim opt`;
// testdata/scratch-counter holds scratchCounterFile.
// They stay what unfoldedScratch makes of the corpus (go test ./opt -run
// ScratchOffsetTestdata -update-scratch rewrites them).
func TestScratchOffsetTestdata(t *testing.T) {
	dir := filepath.Join("testdata", "scratch-soffset")
	files := []string{"launch.json"}
	want := map[string]string{}
	b, err := os.ReadFile(filepath.Join("..", "traces", "scratch_array", "launch.json"))
	if err != nil {
		t.Fatal(err)
	}
	want["launch.json"] = string(b)
	for _, f := range scratchTraces {
		src, _ := loadScratch(t, "scratch_array", f)
		old, _ := unfoldedScratch(t, src)
		want[f] = old
		files = append(files, f)
	}
	want[scratchCounterFile] = scratchCounterTop(t)
	want["../scratch-counter/launch.json"] = want["launch.json"]
	files = append(files, scratchCounterFile, "../scratch-counter/launch.json")
	for _, f := range files {
		path := filepath.Join(dir, f)
		if *updateScratch {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(want[f]), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != want[f] {
			t.Errorf("%s is stale: go test ./opt -run ScratchOffsetTestdata -update-scratch", path)
		}
	}
}
