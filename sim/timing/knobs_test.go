package timing

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// Each knob reads back what it was set to, refuses what it does not
// accept, and Changed names exactly the knobs set away from the default.
func TestKnobsSetAndGet(t *testing.T) {
	for _, arch := range isa.ArchNames() { // every target: each has defaults of its own
		a := isa.MustArch(arch)
		for _, k := range Knobs() {
			p, err := ParamsFor(a)
			if err != nil {
				t.Fatal(err)
			}
			def := k.Get(p)
			if err := p.Apply([]Setting{{k.Name, def}}); err != nil {
				t.Errorf("%s %s=%s (its default): %v", arch, k.Name, def, err)
			}
			if ch := p.Changed(); len(ch) != 0 {
				t.Errorf("%s: setting %s to its default changed %v", arch, k.Name, ch)
			}
			// The refusal names the setting and what it takes instead.
			if err := p.Apply([]Setting{{k.Name, "bogus"}}); err == nil ||
				!strings.HasPrefix(err.Error(), "model parameter "+k.Name+"=bogus: want ") {
				t.Errorf("%s: %s=bogus: %v, want it refused, naming what it takes", arch, k.Name, err)
			}
			other := map[string]string{"true": "false", "false": "true", "per-register": "conservative",
				"conservative": "per-register", "forwarded": "result", "result": "forwarded", "issue": "hit", "hit": "issue"}[def]
			if n, err := strconv.Atoi(def); other == "" && err == nil {
				other = strconv.Itoa(n + 7) // an integer knob
				if strings.HasSuffix(k.Name, "_line") {
					other = strconv.Itoa(2 * n) // a power of two
				}
			} else if f, err := strconv.ParseFloat(def, 64); other == "" && err == nil {
				other = strconv.FormatFloat(f+1.5, 'f', -1, 64) // bytes a cycle
			}
			if k.Name == "device" {
				continue // a preset sets several knobs: TestDevicePresets
			}
			if err := p.Apply([]Setting{{k.Name, other}}); err != nil {
				t.Fatalf("%s %s=%s: %v", arch, k.Name, other, err)
			}
			if got := k.Get(p); got != other {
				t.Errorf("%s: %s set to %s reads %s", arch, k.Name, other, got)
			}
			if ch := p.Changed(); len(ch) != 1 || ch[0] != (Setting{k.Name, other}) {
				t.Errorf("%s: after %s=%s Changed() = %v", arch, k.Name, other, ch)
			}
		}
	}
}

func TestParseSettings(t *testing.T) {
	got, err := ParseSettings([]string{"sgpr_rule=per-register", "branch_taken=10, exec_write=result"})
	if err != nil {
		t.Fatal(err)
	}
	want := []Setting{{"sgpr_rule", "per-register"}, {"branch_taken", "10"}, {"exec_write", "result"}}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("setting %d = %v, want %v", i, got[i], want[i])
		}
	}
	for _, c := range []struct{ bad, want string }{
		{"sgpr_rule", `--model "sgpr_rule": want name=value`},
		{"=1", `--model "=1": want name=value`},
		{"no_such_knob=1", `--model "no_such_knob=1": no model parameter "no_such_knob"`},
		{"sgpr_rule=", `--model "sgpr_rule=": want name=value`},
	} {
		if _, err := ParseSettings([]string{c.bad}); err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.bad, err, c.want)
		}
	}
}

// The open knobs per target: what `compare` and `bench` vary.
func TestOpenEnds(t *testing.T) {
	for _, c := range []struct {
		arch string
		want string
	}{
		{"gfx900", "sgpr_rule per-register..conservative; salu_after_valu 0..12; branch_taken 8..32; branch_not_taken 4..32; alu_dispatch false..true; execz_mem issue..hit"},
		{"gfx1030", "sgpr_rule per-register..conservative; sgpr_rule_vcc false..true; salu_after_valu 0..12; exec_write forwarded..result; branch_taken 10..32; branch_not_taken 1..32; alu_dispatch false..true; execz_mem issue..hit"},
		// gfx1100's branch costs and dispatch are measured (SQTT captures).
		{"gfx1100", "sgpr_rule_vcc false..true; salu_after_valu 0..12; exec_write forwarded..result; execz_mem issue..hit"},
	} {
		p, err := ParamsFor(isa.MustArch(c.arch))
		if err != nil {
			t.Fatal(err)
		}
		var parts []string
		for _, e := range p.OpenEnds() {
			parts = append(parts, e[0].Knob+" "+e[0].Value+".."+e[1].Value)
		}
		if got := strings.Join(parts, "; "); got != c.want {
			t.Errorf("%s open ends:\n got %s\nwant %s", c.arch, got, c.want)
		}
	}
}

// Each knob changes the cycles it is about, by the hand-computed amount
// (gfx1030 wave32: SALU latency 2, VALU 5, one issue cycle each; the
// stall is charged to the second instruction).
func TestKnobsChangeTiming(t *testing.T) {
	for _, c := range []struct {
		name     string
		asm      string
		settings []Setting
		cause    Cause
		want     int64 // stall of instruction `at`
		at       int
	}{
		// v_cmp writes vcc_lo at 0+5; the unrelated s_mov could issue at 1.
		{"conservative holds an unrelated SALU", "v_cmp_gt_f32_e32 vcc_lo, 0, v2\ns_mov_b32 s3, 0\n", nil, CauseVaSdst, 4, 1},
		{"per-register does not", "v_cmp_gt_f32_e32 vcc_lo, 0, v2\ns_mov_b32 s3, 0\n",
			[]Setting{{"sgpr_rule", "per-register"}}, CauseVaSdst, 0, 1},
		{"VCC left out of the conservative rule", "v_cmp_gt_f32_e32 vcc_lo, 0, v2\ns_mov_b32 s3, 0\n",
			[]Setting{{"sgpr_rule_vcc", "false"}}, CauseVaSdst, 0, 1},
		{"an SGPR write still counts without VCC", "v_cmp_gt_f32_e64 s4, 0, v2\ns_mov_b32 s3, 0\n",
			[]Setting{{"sgpr_rule_vcc", "false"}}, CauseVaSdst, 4, 1},
		{"a reader of vcc waits under any rule", "v_cmp_gt_f32_e32 vcc_lo, 0, v2\ns_mov_b32 s3, vcc_lo\n",
			[]Setting{{"sgpr_rule", "per-register"}}, CauseVaSdst, 4, 1},
		// s_mov exec at 0, result at 2; the v_mov could issue at 1.
		{"forwarded exec from an SALU", "s_mov_b32 exec_lo, s2\nv_mov_b32_e32 v0, 1\n", nil, CauseIssue, 0, 1},
		{"exec at the SALU's result", "s_mov_b32 exec_lo, s2\nv_mov_b32_e32 v0, 1\n",
			[]Setting{{"exec_write", "result"}}, CauseIssue, 1, 1},
		{"exec at the SALU's result, a store", "s_mov_b32 exec_lo, s2\nglobal_store_dword v3, v2, s[4:5]\n",
			[]Setting{{"exec_write", "result"}}, CauseIssue, 1, 1},
		// v_cmpx issues at 0, its result at 5.
		{"forwarded exec from v_cmpx", "v_cmpx_gt_f32_e32 0, v2\nv_mov_b32_e32 v0, 1\n", nil, CauseVaSdst, 0, 1},
		{"exec at v_cmpx's result", "v_cmpx_gt_f32_e32 0, v2\nv_mov_b32_e32 v0, 1\n",
			[]Setting{{"exec_write", "result"}}, CauseVaSdst, 4, 1},
		{"an SALU reads exec at v_cmpx's result", "v_cmpx_gt_f32_e32 0, v2\ns_mov_b32 s0, exec_lo\n",
			[]Setting{{"exec_write", "result"}, {"sgpr_rule", "per-register"}}, CauseVaSdst, 4, 1},
		// s_branch issues at 0 and is taken: the next instruction waits
		// until 0 + branch_taken, one cycle of which is its own issue slot.
		{"taken branch default", "s_branch .L\n.L:\ns_nop 0\n", nil, CauseBranch, 31, 1},
		{"taken branch at the low end", "s_branch .L\n.L:\ns_nop 0\n", []Setting{{"branch_taken", "10"}}, CauseBranch, 9, 1},
		// s_cmp sets scc = 0 (s0 = 0): the s_cbranch_scc1 at 1 falls through.
		{"branch falls through", "s_cmp_eq_u32 s0, 1\ns_cbranch_scc1 .L\ns_nop 0\n.L:\ns_nop 0\n", nil, CauseBranch, 0, 2},
		{"fall-through at WriteBranch", "s_cmp_eq_u32 s0, 1\ns_cbranch_scc1 .L\ns_nop 0\n.L:\ns_nop 0\n",
			[]Setting{{"branch_not_taken", "32"}}, CauseBranch, 31, 2},
		{"VALU latency", "v_mov_b32_e32 v0, 1\nv_add_nc_u32_e32 v1, v0, v0\n", []Setting{{"latency.valu32", "9"}}, CauseVaVdst, 8, 1},
	} {
		s, err := sim.NewSnippet("gfx1030", 32, c.asm)
		if err != nil {
			t.Fatal(err)
		}
		tm, err := New(s.Prog, c.settings...)
		if err != nil {
			t.Fatal(err)
		}
		tm.Attach(s.M)
		w := s.NewWave()
		w.SetExec(0xffff_ffff)
		withMemory(s, w)
		w.S[2] = 0xff
		if err := s.Run(w); err != nil {
			t.Fatal(err)
		}
		if got := tm.Insts[c.at].Stall[c.cause]; got != c.want {
			t.Errorf("%s: instruction %d waits %d cycles of %s, want %d (stalls %v)", c.name, c.at, got, c.cause, c.want, tm.Insts[c.at].Stall)
		}
	}
}

// docs/reference/latencies.md explains every parameter `wavesim model`
// lists, docs/reference/memory.md the memory system's. memory.md's "Model
// parameters" table gives each memory knob's default on each target in a
// row of its own, and its "Device presets" table is devices.tsv: a
// default that moves in the code must move in the page.
func TestKnobsDocumented(t *testing.T) {
	docs := map[string]string{}
	for _, f := range []string{"latencies.md", "memory.md"} {
		b, err := os.ReadFile("../../docs/reference/" + f)
		if err != nil {
			t.Fatal(err)
		}
		docs[f] = string(b)
	}
	mem := map[string]bool{}
	for _, k := range memKnobs {
		mem[k.Name] = true
	}
	for _, k := range Knobs() {
		name, doc := k.Name, "latencies.md"
		if strings.HasPrefix(name, "latency.") {
			name = "latency.<class>"
		}
		if mem[name] {
			doc = "memory.md"
		}
		if !strings.Contains(docs[doc], "`"+name+"`") {
			t.Errorf("docs/reference/%s does not name `%s`", doc, name)
		}
	}

	const where = "docs/reference/memory.md \"Model parameters\""
	head, rows := docTable(t, docs["memory.md"], "## Model parameters")
	targets := []string{"gfx900", "gfx1010", "gfx1030", "gfx1100"}
	col := map[string]int{}
	for i, h := range head {
		col[h] = i
	}
	seen := map[string]bool{}
	for _, r := range rows {
		name := strings.Trim(r.cells[0], "`")
		k := KnobByName(name)
		if k == nil || !mem[name] {
			t.Errorf("%s, line %d: %q is no memory model parameter", where, r.line, r.cells[0])
			continue
		}
		if seen[name] {
			t.Errorf("%s, line %d: a second row for %s", where, r.line, name)
		}
		seen[name] = true
		for _, arch := range targets {
			c, ok := col[arch]
			if !ok || c >= len(r.cells) {
				t.Fatalf("%s: no %s column", where, arch)
			}
			p, err := ParamsFor(isa.MustArch(arch))
			if err != nil {
				t.Fatal(err)
			}
			if doc, got := r.cells[c], k.Get(p); !sameDefault(doc, got) {
				t.Errorf("%s, line %d: %s on %s is %s, the model's default is %s", where, r.line, name, arch, doc, got)
			}
		}
	}
	for _, k := range memKnobs {
		if !seen[k.Name] {
			t.Errorf("%s has no row for %s", where, k.Name)
		}
	}

	const dwhere = "docs/reference/memory.md \"Device presets\""
	head, rows = docTable(t, docs["memory.md"], "### Device presets")
	want := "name target cus sclk_mhz dram_gbs l0_kib gl1_kib l2_kib mall_mib"
	if got := strings.Join(head, " "); got != want {
		t.Fatalf("%s: columns %q, want devices.tsv's %q", dwhere, got, want)
	}
	if len(rows) != len(Devices) {
		t.Errorf("%s: %d rows, devices.tsv has %d", dwhere, len(rows), len(Devices))
	}
	for i := 0; i < min(len(rows), len(Devices)); i++ {
		d := &Devices[i]
		g := func(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
		wantRow := []string{d.Name, d.Target, strconv.Itoa(d.CUs), g(d.SclkMHz), g(d.DRAMGBs),
			strconv.Itoa(d.L0KiB), strconv.Itoa(d.GL1KiB), strconv.Itoa(d.L2KiB), strconv.Itoa(d.MALLMiB)}
		if got := strings.Join(rows[i].cells, " "); got != strings.Join(wantRow, " ") {
			t.Errorf("%s, line %d: %s, devices.tsv row %d is %s", dwhere, rows[i].line, got, i+1, strings.Join(wantRow, " "))
		}
	}
}

// sameDefault says whether a documented default is the model's: the same
// text, or for a fraction (dram_share) the same number to the digits the
// page gives.
func sameDefault(doc, got string) bool {
	if doc == got {
		return true
	}
	g, err := strconv.ParseFloat(got, 64)
	if _, derr := strconv.ParseFloat(doc, 64); err != nil || derr != nil || !strings.Contains(got, ".") {
		return false
	}
	digits := 0
	if _, frac, ok := strings.Cut(doc, "."); ok {
		digits = len(frac)
	}
	return strconv.FormatFloat(g, 'f', digits, 64) == doc
}

// docRow is one body row of a Markdown table: its cells, trimmed, and its
// line in the file.
type docRow struct {
	cells []string
	line  int
}

// docTable reads the first table after the heading: its column names and
// body rows. The table must be there.
func docTable(t *testing.T, doc, heading string) (head []string, rows []docRow) {
	t.Helper()
	lines := strings.Split(doc, "\n")
	i := slices.Index(lines, heading)
	if i < 0 {
		t.Fatalf("docs/reference/memory.md has no heading %q", heading)
	}
	for i < len(lines) && !strings.HasPrefix(lines[i], "|") {
		i++
	}
	cells := func(l string) []string {
		f := strings.Split(strings.Trim(strings.TrimSpace(l), "|"), "|")
		for k := range f {
			f[k] = strings.TrimSpace(f[k])
		}
		return f
	}
	if i+1 >= len(lines) {
		t.Fatalf("docs/reference/memory.md: no table under %q", heading)
	}
	head = cells(lines[i])
	for i += 2; i < len(lines) && strings.HasPrefix(lines[i], "|"); i++ {
		rows = append(rows, docRow{cells(lines[i]), i + 1})
	}
	return head, rows
}

// A latency knob is measured, and says so, exactly where gfx11Latency
// replaces LLVM's value: on gfx1100 for the classes it lists, nowhere else.
func TestLatencyKnobsMeasured(t *testing.T) {
	for _, arch := range []string{"gfx1030", "gfx1100"} {
		p, err := ParamsFor(isa.MustArch(arch))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			knob string
			want bool
		}{{"latency.lds", arch == "gfx1100"}, {"latency.smem", arch == "gfx1100"}, {"latency.valu32", false}} {
			k := KnobByName(c.knob)
			if got := k.Measured(p); got != c.want {
				t.Errorf("%s: %s measured = %v, want %v", arch, c.knob, got, c.want)
			}
			if got := k.Source(p) == "measured (gfx1100 SQTT)"; got != c.want {
				t.Errorf("%s: %s source %q, measured %v", arch, c.knob, k.Source(p), c.want)
			}
		}
	}
}
