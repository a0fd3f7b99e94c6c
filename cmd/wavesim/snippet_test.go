package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var updateSnippets = flag.Bool("update-snippets", false, "rewrite the snippet golden files in testdata/")

// golden compares out with testdata/name (rewritten with -update-snippets).
func golden(t *testing.T, name, out string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *updateSnippets {
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./cmd/wavesim -run %s -update-snippets writes it)", err, t.Name())
	}
	if out != string(want) {
		t.Errorf("output differs from %s:\n%s\nwant:\n%s", path, out, want)
	}
}

// snippetJSON is the part of run --json a snippet test reads.
type snippetJSON struct {
	Wave        int    `json:"wave"`
	InitialExec uint64 `json:"initial_exec"`
	Steps       int64  `json:"wave_instructions"`
	Timing      struct {
		Cycles      int64            `json:"cycles"`
		StallCycles int64            `json:"stall_cycles"`
		Stalls      map[string]int64 `json:"stalls"`
		Insts       []struct {
			Inst       string           `json:"inst"`
			Executed   int64            `json:"executed"`
			FirstIssue int64            `json:"first_issue"`
			Stalls     map[string]int64 `json:"stalls"`
		} `json:"instructions"`
	} `json:"timing"`
	Registers []struct {
		Reg   string   `json:"reg"`
		Value *uint32  `json:"value"`
		Lanes []uint32 `json:"lanes"`
	} `json:"registers"`
}

func runSnippetJSON(t *testing.T, args ...string) *snippetJSON {
	t.Helper()
	out, err := run(t, append([]string{"run", "--json"}, args...)...)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var j snippetJSON
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return &j
}

// The acceptance case: a file holding only a v_cmp and an
// s_and_saveexec runs as a snippet; the second line of the table stalls on
// va_sdst, and --json gives the same numbers.
func TestSnippetRunVaSdst(t *testing.T) {
	out, err := run(t, "run", "--arch", "gfx1030", "testdata/snippet-vcmp.s")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	golden(t, "snippet-vcmp.txt", out)
	lines := strings.Split(out, "\n")
	if !strings.Contains(lines[1], "│ va_sdst │") || !strings.Contains(lines[4], "s_and_saveexec_b32 s2, vcc_lo") {
		t.Fatalf("table layout:\n%s", out)
	}
	// The second row: pc, instruction, executed, first issue, va_sdst.
	cells := strings.Split(lines[4], "│")
	text := func(i int) string { return strings.TrimSpace(cells[i]) }
	j := runSnippetJSON(t, "--arch", "gfx1030", "testdata/snippet-vcmp.s")
	second := j.Timing.Insts[1]
	if len(j.Timing.Insts) != 2 || second.Stalls["va_sdst"] == 0 || len(j.Timing.Insts[0].Stalls) != 0 {
		t.Fatalf("JSON rows: %+v", j.Timing.Insts)
	}
	if text(2) != second.Inst || text(3) != itoa(second.Executed) || text(4) != itoa(second.FirstIssue) || text(5) != itoa(second.Stalls["va_sdst"]) {
		t.Errorf("table row %q, JSON row %+v", lines[4], second)
	}
	summary := "gfx1030 wave32 (conservative SGPR rule): " + itoa(j.Timing.Cycles) + " cycles, 2 wave instructions, " +
		itoa(j.Timing.StallCycles) + " stall cycles (va_sdst " + itoa(j.Timing.Stalls["va_sdst"]) + ")"
	if !strings.Contains(out, summary) {
		t.Errorf("no %q in\n%s", summary, out)
	}
	// Zeros: 0 > 0 is false in every lane, so exec and vcc_lo end 0 and s2
	// holds the old exec.
	regs := map[string]uint32{}
	for _, r := range j.Registers {
		regs[r.Reg] = *r.Value
	}
	if len(regs) != 4 || regs["s2"] != 0xffffffff || regs["vcc_lo"] != 0 || regs["exec_lo"] != 0 || regs["scc"] != 0 || j.InitialExec != 0xffffffff {
		t.Errorf("registers %v, initial exec %#x", regs, j.InitialExec)
	}
}

func itoa(v int64) string { b, _ := json.Marshal(v); return string(b) }

// A pasted loop with labels and no s_endpgm, from a set state; the text
// output lists the written registers compactly.
func TestSnippetRunLoop(t *testing.T) {
	out, err := run(t, "run", "--arch", "gfx1030", "--exec", "0x0000ffff", "--set", "v0[0-3]=7,v0[8]=9,v3=-2.5", "testdata/snippet-loop.s")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	golden(t, "snippet-loop.txt", out)
}

// The initial state, register by register: hand-checked lane values,
// inactive lanes included.
func TestSnippetInitialState(t *testing.T) {
	dir := t.TempDir()
	file := func(src string) string {
		p := filepath.Join(dir, "s.s")
		os.WriteFile(p, []byte(src), 0o644)
		return p
	}
	lanes := func(wave int, f func(l int) uint32) []uint32 {
		v := make([]uint32, wave)
		for l := range v {
			v[l] = f(l)
		}
		return v
	}
	cases := []struct {
		name string
		args []string
		src  string
		reg  string
		want any // uint32, or the lanes
	}{
		{"--exec 0x0000ffff: v_mov leaves lanes 16..31", []string{"--exec", "0x0000ffff", "--set", "v1=3"},
			"v_mov_b32_e32 v1, 7\n", "v1", lanes(32, func(l int) uint32 {
				if l < 16 {
					return 7
				}
				return 3
			})},
		{"zeros", nil, "v_add_nc_u32_e32 v1, 1, v0\n", "v1", lanes(32, func(int) uint32 { return 1 })},
		{"wave64 upper half", []string{"--wave", "64", "--exec", "0xffffffff00000000"},
			"v_mov_b32_e32 v1, 1.0\n", "v1", lanes(64, func(l int) uint32 { return uint32(l/32) * 0x3f800000 })},
		{"lanes of a VGPR", []string{"--set", "v0[3]=5,v0[4-5]=-1"}, "v_mov_b32_e32 v1, v0\n", "v1", lanes(32, func(l int) uint32 {
			switch l {
			case 3:
				return 5
			case 4, 5:
				return 0xffffffff
			}
			return 0
		})},
		{"a float is f32 bits", []string{"--set", "v2=1.5"}, "v_add_f32_e32 v3, 1.0, v2\n", "v3", lanes(32, func(int) uint32 { return 0x40200000 })},
		{"a float in a pair is f64 bits", []string{"--set", "s[4:5]=1.5"}, "s_mov_b64 s[6:7], s[4:5]\n", "s7", uint32(0x3ff80000)},
		{"scc", []string{"--set", "scc=1"}, "s_cselect_b32 s0, 1, 2\n", "s0", uint32(1)},
		{"m0", []string{"--set", "m0=9"}, "s_mov_b32 s1, m0\n", "s1", uint32(9)},
		{"vcc", []string{"--set", "vcc_lo=0xf0,v2=1"}, "v_cndmask_b32_e32 v1, 0, v2, vcc_lo\n", "v1", lanes(32, func(l int) uint32 {
			if l >= 4 && l < 8 {
				return 1
			}
			return 0
		})},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			j := runSnippetJSON(t, append(append([]string{"--arch", "gfx1030"}, c.args...), file(c.src))...)
			for _, r := range j.Registers {
				if r.Reg != c.reg {
					continue
				}
				switch want := c.want.(type) {
				case uint32:
					if r.Value == nil || *r.Value != want {
						t.Errorf("%s = %v, want %#x", c.reg, r.Value, want)
					}
				case []uint32:
					for l := range want {
						if l >= len(r.Lanes) || r.Lanes[l] != want[l] {
							t.Fatalf("%s lanes %#x, want %#x", c.reg, r.Lanes, want)
						}
					}
				}
				return
			}
			t.Errorf("%s not written: %+v", c.reg, j.Registers)
		})
	}

	// --random-state is reproducible and differs from zeros.
	p := file("v_mov_b32_e32 v1, v2\n")
	a, b := runSnippetJSON(t, "--arch", "gfx1030", "--random-state", "7", p), runSnippetJSON(t, "--arch", "gfx1030", "--random-state", "7", p)
	if a.InitialExec != b.InitialExec || a.Registers[0].Lanes[0] != b.Registers[0].Lanes[0] {
		t.Errorf("--random-state 7 twice: %+v / %+v", a, b)
	}
}

// Bad input to a snippet run: an error naming the position or the item,
// never a panic.
func TestSnippetErrors(t *testing.T) {
	dir := t.TempDir()
	file := func(name, src string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(src), 0o644)
		return p
	}
	mem := file("mem.s", "s_mov_b32 s0, 1\n  global_load_dword v1, v0, s[2:3]\n")
	bad := file("bad.s", "s_mov_b32 s0, 1\ns_mov_b32 s1, ,\n")
	loop := file("loop.s", "L:\n  s_branch L\n")
	saxpy, err := os.ReadFile("../../traces/saxpy/llvm16-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	// A kernel with no launch.json beside it.
	lone := file("kernel.s", string(saxpy))
	s := "testdata/snippet-vcmp.s"
	for _, c := range []struct {
		args []string
		msg  []string
	}{
		{[]string{"run", s}, []string{"names no target", "--arch"}},
		{[]string{"run", "--arch", "gfx1030", mem}, []string{mem + ":2:3: global_load_dword v1, v0, s[2:3]: a snippet runs on registers alone", "wavesim launch"}},
		{[]string{"run", "--arch", "gfx1030", bad}, []string{bad + ":2:16: empty operand"}},
		{[]string{"run", "--arch", "gfx1030", "--max-steps", "100", loop}, []string{loop + ":2:3: s_branch L", "step limit"}},
		{[]string{"run", lone}, []string{"run needs --launch spec.json", "wavesim launch " + lone + " > " + filepath.Join(filepath.Dir(lone), "launch.json")}},
		{[]string{"run", "--arch", "gfx1030", "--set", "v2=1.5,s4=seven", s}, []string{`--set "s4=seven": "seven" is not a number`}},
		{[]string{"run", "--arch", "gfx1030", "--exec", "0x1ffffffff", s}, []string{"--exec 0x1ffffffff: a wave32 has lanes 0..31"}},
		{[]string{"run", "--arch", "gfx1030", "--out", dir, s}, []string{"--out applies to kernels run with --launch"}},
		{[]string{"run", "--launch", "../../traces/saxpy/launch.json", "--exec", "1", "../../traces/saxpy/llvm16-gfx1030.s"}, []string{"--exec applies to snippets"}},
		{[]string{"compare", "--arch", "gfx1030", mem, s}, []string{mem + ":2:3:"}},
		{[]string{"compare", "--arch", "gfx1030", s, "../../traces/saxpy/llvm16-gfx1030.s"}, []string{"defines a kernel"}},
		{[]string{"compare", s}, []string{"names no target", "--arch"}},
		{[]string{"compare", "--arch", "gfx1030", "--live-out", "s2,bogus", "--passes", "vcmpx", s}, []string{`--live-out "bogus": "bogus" is not a register`}},
		{[]string{"compare", "--arch", "gfx1030", "--repro", dir, s, s}, []string{"--repro applies to kernels"}},
		{[]string{"opt", "--passes", "vcmpx", "--live-out", "s2", "../../traces/saxpy/llvm16-gfx1030.s"}, []string{"--live-out applies to snippets"}},
	} {
		out, err := run(t, c.args...)
		if err == nil {
			t.Errorf("%v: no error\n%s", c.args, out)
			continue
		}
		for _, m := range c.msg {
			if !strings.Contains(err.Error(), m) {
				t.Errorf("%v: %q lacks %q", c.args, err, m)
			}
		}
	}
}

// compare on snippets: random states, the registers the original names, cycles
// and stalls before and after; a verdict says what it checked and fails
// when nothing was compared.
func TestSnippetCompare(t *testing.T) {
	s := "testdata/snippet-vcmp.s"
	// With every register it names live, vcmpx keeps the snippet (vcc_lo
	// is a result); the verdict names them, and nothing is left out.
	out, err := run(t, "compare", "--arch", "gfx1030", "--passes", "vcmpx", "--runs", "5", s)
	if err != nil || !strings.Contains(out, "instruction diff: none") ||
		!strings.Contains(out, "verdict: identical s2, vcc_lo, exec_lo, scc, v2 (every lane) over 5 random states") ||
		strings.Contains(out, "not compared") {
		t.Errorf("%v\n%s", err, out)
	}
	out, err = run(t, "compare", "--arch", "gfx1030", "--passes", "vcmpx", "--live-out", "s2,exec_lo", "--runs", "5", "--json", s)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var j struct {
		Identical bool               `json:"identical"`
		Compared  int                `json:"states_compared"`
		Registers []string           `json:"registers_compared"`
		Diff      []string           `json:"diff"`
		Before    map[string]float64 `json:"stalls_by_cause_before"`
		After     map[string]float64 `json:"stalls_by_cause_after"`
	}
	if err := json.Unmarshal([]byte(out[strings.Index(out, "{"):]), &j); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !j.Identical || j.Compared != 5 || strings.Join(j.Registers, ",") != "s2,exec_lo" || len(j.Diff) != 4 || j.Before["va_sdst"] != 4 || j.After["va_sdst"] != 0 {
		t.Errorf("%+v", j)
	}

	// Two snippets that differ: exit 1, the register and a replay line.
	ge := filepath.Join(t.TempDir(), "ge.s")
	os.WriteFile(ge, []byte("v_cmp_ge_f32_e32 vcc_lo, 0, v2\ns_and_saveexec_b32 s2, vcc_lo\n"), 0o644)
	out, err = run(t, "compare", "--arch", "gfx1030", "--seed", "3", s, ge)
	var ee *exitError
	if !errors.As(err, &ee) || ee.code != 1 || !strings.Contains(ee.msg, "results differ: mismatch: ") ||
		!strings.Contains(out, "replay the original from that state: wavesim run --arch gfx1030 --wave 32 --random-state ") {
		t.Fatalf("%v\n%s", err, out)
	}
	// The replay line reruns that state: its vcc_lo is the original's.
	line := out[strings.Index(out, "wavesim run "):]
	line = line[:strings.Index(line, "\n")]
	args := strings.Fields(line)[1:]
	text, err := run(t, args...)
	if err != nil {
		t.Fatal(err)
	}
	var reg string
	var orig uint32
	if _, err := fmt.Sscanf(ee.msg, "results differ: mismatch: %s original 0x%x", &reg, &orig); err != nil || reg != "vcc_lo:" {
		t.Fatalf("%v: %s", err, ee.msg)
	}
	if want := fmt.Sprintf("vcc_lo   0x%08x", orig); !strings.Contains(text, want) {
		t.Errorf("replay %q does not give %s:\n%s", line, want, text)
	}

	// Every state faults on both sides: nothing compared, inconclusive (exit 3).
	trap := filepath.Join(t.TempDir(), "trap.s")
	os.WriteFile(trap, []byte("s_trap 2\n"), 0o644)
	out, err = run(t, "compare", "--arch", "gfx1030", "--runs", "3", trap, trap)
	if !errors.As(err, &ee) || ee.code != exitInconclusive || !strings.Contains(out, "verdict: nothing compared: both snippets faulted from all 3 states") {
		t.Errorf("%v\n%s", err, out)
	}
}

// opt on a snippet keeps its results unless --live-out names fewer, and
// says which registers it kept.
func TestSnippetOpt(t *testing.T) {
	out, err := run(t, "opt", "--passes", "vcmpx", "--explain", "--arch", "gfx1030", "testdata/snippet-vcmp.s")
	if err != nil || !strings.Contains(out, "skipped: the compare result vcc_lo is live out of the block") ||
		!strings.Contains(out, "note: testdata/snippet-vcmp.s is a snippet: the registers it writes or reads (s2, vcc_lo, exec_lo, scc, v2) are live at its end; name the ones that matter with --live-out") {
		t.Errorf("%v\n%s", err, out)
	}
	out, err = run(t, "opt", "--passes", "vcmpx", "--arch", "gfx1030", "--live-out", "s2,exec_lo", "testdata/snippet-vcmp.s")
	if err != nil || out != "\ts_mov_b32 s2, exec_lo\n\tv_cmpx_gt_f32_e32 0, v2\n" {
		t.Errorf("%v\n%q", err, out)
	}
}

// A snippet that fails to parse, with a launch.json beside it, was left to
// the launch path, which reported the spec's error and hid the snippet's.
// The file's own error is reported; a file naming no target still goes to
// the launch path, whose spec may name it.
func TestRunSnippetErrorBesideSpec(t *testing.T) {
	dir := t.TempDir()
	bad, spec := filepath.Join(dir, "bad.s"), filepath.Join(dir, "launch.json")
	if err := os.WriteFile(bad, []byte("v_add_nc_u32 v0, v1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(spec, []byte("{bad\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := bad + ":1:1: v_add_nc_u32 takes 3 operands, got 2"
	if _, err := run(t, "run", "--arch", "gfx1030", bad); err == nil || err.Error() != want {
		t.Errorf("run --arch gfx1030 bad.s: %v\nwant %s", err, want)
	}
	want = spec + ":1:2: JSON syntax error: invalid character 'b' looking for beginning of object key string"
	if _, err := run(t, "run", bad); err == nil || err.Error() != want {
		t.Errorf("run bad.s (no target): %v\nwant %s", err, want)
	}
}

// A repeated --set kept only its last list: --set v1=5 --set v2=7 ran
// with v1 zero. Each --set adds to the list, in order.
func TestSetRepeatedAccumulates(t *testing.T) {
	dir := t.TempDir()
	s := filepath.Join(dir, "add.s")
	if err := os.WriteFile(s, []byte("v_add_nc_u32 v0, v1, v2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := run(t, "run", "--arch", "gfx1030", "--set", "v1=5", "--set", "v2=7", "--set", "v1[3]=1", s)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"from zeros, v1=5,v2=7,v1[3]=1,", "v0  lanes 0-2 0x0000000c, lane 3 0x00000008, lanes 4-31 0x0000000c"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}
