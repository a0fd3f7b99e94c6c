package bench

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
	"github.com/wavesim/wavesim/sim/timing"
)

// issueCount counts a run's issue events and sums its barrier waits by
// instruction.
type issueCount struct {
	n     int
	waits map[int]int64
}

func (c *issueCount) Issued(timing.IssueEvent) { c.n++ }
func (c *issueCount) Waited(w timing.BarrierWait) {
	if c.waits == nil {
		c.waits = map[int]int64{}
	}
	c.waits[w.PC] += w.Until - w.From
}

// attRun runs a corpus trace with a thread-trace collector and returns the
// program, the dispatch, and the count of issue events and the barrier
// waits.
func attRun(t *testing.T, tr string) (*isa.Program, *launch.Dispatch, *ATT, *issueCount) {
	t.Helper()
	dir := "../traces/" + tr[:strings.Index(tr, "/")]
	p, spec, err := launch.Load("../traces/"+tr, dir+"/launch.json", launch.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	att, n := NewATT(p), &issueCount{}
	d, err := launch.NewDispatch(p, spec, launch.Options{Timing: true, Timeline: Timelines{att, n}})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Run(); err != nil {
		t.Fatal(err)
	}
	return p, d, att, n
}

// TestATTDirectory: a simulated run's trace directory holds every file and
// field of the rocprofv3 layout (docs/att.md), one record per issued
// instruction, and per instruction Hit, Latency, Stall and Idle that are
// the counts and sums of its records in the wave files.
func TestATTDirectory(t *testing.T) {
	for _, c := range []struct {
		trace string
		gfxv  string
		gfxip int64
		jump  bool // some branch is taken
		// barrier: some wave waits at an s_barrier
		barrier bool
	}{
		{"saxpy/llvm16-gfx1100.s", "navi", 11, false, false},
		{"saxpy/llvm16-gfx900.s", "vega", 9, false, false},
		{"lds_reduce/llvm16-gfx1030.s", "navi", 10, true, true},
		{"loop_break/llvm16-gfx1100.s", "navi", 11, true, false},
	} {
		t.Run(c.trace, func(t *testing.T) {
			p, d, att, issued := attRun(t, c.trace)
			root := t.TempDir()
			dir, err := att.WriteDir(root, d.Kernel)
			if err != nil {
				t.Fatal(err)
			}
			if want := filepath.Join(root, "ui_output_agent_0_dispatch_1"); dir != want {
				t.Errorf("directory %s, want %s", dir, want)
			}
			ck := checkATT(root, p, d.Kernel.Name)
			for _, e := range ck.errs {
				t.Error(e)
			}
			if ck.records != issued.n {
				t.Errorf("%d instruction records, %d issue events", ck.records, issued.n)
			}
			// A wave waits for the others in the s_barrier: the wait
			// is part of its duration.
			for pc, wait := range issued.waits {
				if lat := att.trace(d.Kernel).sums[pc].latency; lat < wait {
					t.Errorf("%s: latency %d, barrier waits %d", p.Insts[pc].Op.Name, lat, wait)
				}
			}
			if c.barrier != (len(issued.waits) > 0) {
				t.Errorf("barrier waits %v", issued.waits)
			}
			if ck.gfxv != c.gfxv || ck.gfxip != c.gfxip {
				t.Errorf("gfxv %q gfxip %d, want %q %d", ck.gfxv, ck.gfxip, c.gfxv, c.gfxip)
			}
			if ck.cats[ATTJump] > 0 != c.jump {
				t.Errorf("%d taken branches (JUMP)", ck.cats[ATTJump])
			}
			if p.Arch.Gen < isa.GFX10 && ck.overlaps > 0 {
				// GFX9: a duration is stall + issue, so a wave's
				// records follow one another.
				t.Errorf("%d records start before the one before ends", ck.overlaps)
			}
		})
	}
}

// attChecked is what checkATT found.
type attChecked struct {
	errs     []string
	records  int
	gfxv     string
	gfxip    int64
	cats     map[int64]int
	overlaps int
}

func (c *attChecked) errorf(format string, args ...any) {
	c.errs = append(c.errs, fmt.Sprintf(format, args...))
}

var attWaveName = regexp.MustCompile(`^se(\d+)_sm(\d+)_sl(\d+)_wv(\d+)\.json$`)

// checkATT checks the trace under root against the layout: file names,
// JSON keys and types, header strings, the version, the wave files beside
// code.json, and every sum in code.json and the stats CSV against the
// wave files' records.
func checkATT(root string, p *isa.Program, kernel string) *attChecked {
	c := &attChecked{cats: map[int64]int{}}
	name := "ui_output_agent_0_dispatch_1"
	dir := filepath.Join(root, name)
	entries, _ := os.ReadDir(root)
	var top []string
	for _, e := range entries {
		top = append(top, e.Name())
	}
	if want := []string{"stats_" + name + ".csv", name}; !slices.Equal(top, want) {
		c.errorf("%s holds %v, want %v", root, top, want)
	}
	code := c.checkCode(dir, p, kernel)
	waves := c.checkFilenames(dir)
	sums := map[int64]*[4]int64{} // code line → hits, latency, stall, idle
	var begins []int64
	for _, f := range waves {
		begins = append(begins, c.checkWave(dir, f, p, code, sums)...)
	}
	for line, row := range code {
		if row.inst {
			s := sums[line]
			if s == nil {
				s = &[4]int64{}
			}
			if *s != row.sums {
				c.errorf("code.json line %d %q: Hit, Latency, Stall, Idle %v, the wave files give %v", line, row.text, row.sums, *s)
			}
		}
	}
	c.checkOccupancy(dir, kernel, begins)
	c.checkCSV(filepath.Join(root, "stats_"+name+".csv"), code)
	return c
}

// attCodeRowSeen is a code.json row as the checker read it.
type attCodeRowSeen struct {
	text  string
	inst  bool
	pc    int
	vaddr int64
	sums  [4]int64
}

func jsonInt(v any) (int64, bool) {
	n, ok := v.(json.Number)
	if !ok {
		return 0, false
	}
	i, err := n.Int64()
	return i, err == nil
}

func readJSONAny(path string) (map[string]any, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var m map[string]any
	return m, dec.Decode(&m)
}

func (c *attChecked) checkCode(dir string, p *isa.Program, kernel string) map[int64]attCodeRowSeen {
	m, err := readJSONAny(filepath.Join(dir, "code.json"))
	if err != nil {
		c.errorf("code.json: %v", err)
		return nil
	}
	if v, ok := m["version"].(string); !ok || v == "" {
		c.errorf("code.json: version %v", m["version"])
	}
	if m["header"] != "ISA, _, LineNumber, Source, Codeobj, Vaddr, Hit, Latency, Stall, Idle" {
		c.errorf("code.json: header %q", m["header"])
	}
	rows, _ := m["code"].([]any)
	out := map[int64]attCodeRowSeen{}
	addrs := p.Addresses()
	pc := 0
	for i, x := range rows {
		row, _ := x.([]any)
		if len(row) != 10 {
			c.errorf("code.json: code[%d] has %d columns", i, len(row))
			continue
		}
		text, ok0 := row[0].(string)
		_, ok3 := row[3].(string)
		var v [10]int64
		ok := ok0 && ok3
		for _, j := range []int{1, 2, 4, 5, 6, 7, 8, 9} {
			var okj bool
			v[j], okj = jsonInt(row[j])
			ok = ok && okj
		}
		if !ok {
			c.errorf("code.json: code[%d] = %v: want [string, int, int, string, int × 6]", i, row)
			continue
		}
		if v[2] != int64(i) {
			c.errorf("code.json: code[%d] has LineNumber %d", i, v[2])
		}
		if sym, isLabel := strings.CutPrefix(text, "; "); isLabel {
			if i == 0 && sym != kernel {
				c.errorf("code.json: the first row is %q, want \"; %s\"", text, kernel)
			}
			if v[6]|v[7]|v[8]|v[9] != 0 || row[3] != sym {
				c.errorf("code.json: label row %d: %v", i, row)
			}
			out[v[2]] = attCodeRowSeen{text: text, vaddr: v[5]}
			continue
		}
		if i == 0 {
			c.errorf("code.json: the first row is %q, not the kernel's label row", text)
		}
		if pc >= len(p.Insts) || text != isa.FormatInst(p.Insts[pc], p.Arch) || v[5] != addrs[pc] {
			c.errorf("code.json: code[%d] = %q at %d, want instruction %d at %d", i, text, v[5], pc, addrs[min(pc, len(addrs)-1)])
		}
		out[v[2]] = attCodeRowSeen{text: text, inst: true, pc: pc, vaddr: v[5], sums: [4]int64{v[6], v[7], v[8], v[9]}}
		pc++
	}
	if pc != len(p.Insts) {
		c.errorf("code.json: %d instruction rows, the program has %d", pc, len(p.Insts))
	}
	return out
}

// checkFilenames checks filenames.json and returns the wave files it
// lists, each named by its keys and beside code.json.
func (c *attChecked) checkFilenames(dir string) []string {
	m, err := readJSONAny(filepath.Join(dir, "filenames.json"))
	if err != nil {
		c.errorf("filenames.json: %v", err)
		return nil
	}
	c.gfxv, _ = m["gfxv"].(string)
	c.gfxip, _ = jsonInt(m["gfxip"])
	if b, ok := jsonInt(m["global_begin_time"]); !ok || b != 0 {
		c.errorf("filenames.json: global_begin_time %v", m["global_begin_time"])
	}
	if v, ok := m["version"].(string); !ok || v == "" {
		c.errorf("filenames.json: version %v", m["version"])
	}
	if _, ok := m["counter_names"].([]any); !ok {
		c.errorf("filenames.json: counter_names %v", m["counter_names"])
	}
	if m["thread_trace"] != true || m["pc_sampling"] != false {
		c.errorf("filenames.json: thread_trace %v, pc_sampling %v", m["thread_trace"], m["pc_sampling"])
	}
	var files []string
	ses, _ := m["wave_filenames"].(map[string]any)
	for se, x := range ses {
		simds, _ := x.(map[string]any)
		for simd, x := range simds {
			slots, _ := x.(map[string]any)
			for slot, x := range slots {
				ns, _ := x.(map[string]any)
				for n, x := range ns {
					e, _ := x.([]any)
					f, _ := e[0].(string)
					_, okb := jsonInt(e[1])
					_, oke := jsonInt(e[2])
					if len(e) != 3 || !okb || !oke || f != fmt.Sprintf("se%s_sm%s_sl%s_wv%s.json", se, simd, slot, n) {
						c.errorf("filenames.json: wave_filenames[%s][%s][%s][%s] = %v", se, simd, slot, n, e)
						continue
					}
					files = append(files, f)
				}
			}
		}
	}
	entries, _ := os.ReadDir(dir)
	var onDisk []string
	for _, e := range entries {
		switch n := e.Name(); {
		case n == "filenames.json" || n == "code.json" || n == "occupancy.json":
		case attWaveName.MatchString(n):
			onDisk = append(onDisk, n)
		default:
			c.errorf("%s: unexpected file %s", dir, n)
		}
	}
	slices.Sort(files)
	if !slices.Equal(files, onDisk) || len(files) == 0 {
		c.errorf("filenames.json lists %v, the directory holds %v", files, onDisk)
	}
	return files
}

// checkWave checks one wave file, adds its records to sums per code line
// and returns its begin and end.
func (c *attChecked) checkWave(dir, f string, p *isa.Program, code map[int64]attCodeRowSeen, sums map[int64]*[4]int64) []int64 {
	m, err := readJSONAny(filepath.Join(dir, f))
	if err != nil {
		c.errorf("%s: %v", f, err)
		return nil
	}
	w, _ := m["wave"].(map[string]any)
	var v [6]int64
	ok := m["name"] == "SE0"
	for i, k := range []string{"cu", "id", "simd", "slot", "begin", "end"} {
		var okk bool
		v[i], okk = jsonInt(w[k])
		ok = ok && okk
	}
	dur, okd := jsonInt(m["duration"])
	ni, okn := jsonInt(m["num_insts"])
	ns, oks := jsonInt(m["num_stitched"])
	insts, _ := w["instructions"].([]any)
	if !ok || !okd || !okn || !oks || dur != v[5]-v[4] || ni != ns || ni != int64(len(insts)) || len(insts) == 0 {
		c.errorf("%s: name %v, wave %v, duration %v, num_insts %v, num_stitched %v, %d instructions", f, m["name"], v, m["duration"], m["num_insts"], m["num_stitched"], len(insts))
	}
	if g := attWaveName.FindStringSubmatch(f); g[2] != fmt.Sprint(v[2]) || g[3] != fmt.Sprint(v[3]) {
		c.errorf("%s: simd %d slot %d", f, v[2], v[3])
	}
	c.records += len(insts)
	var prevEnd, prevTime int64
	var recs [][5]int64
	for i, x := range insts {
		e, _ := x.([]any)
		var r [5]int64
		okr := len(e) == 5
		for j := range min(len(e), 5) {
			var okj bool
			r[j], okj = jsonInt(e[j])
			okr = okr && okj
		}
		row, okl := code[r[4]]
		if !okr || !okl || !row.inst || r[1] < ATTNone || r[1] > ATTBVH || r[2] < 0 || r[2] > r[3] || r[0] < v[4] || r[0]+r[3] > v[5] {
			c.errorf("%s: instructions[%d] = %v", f, i, e)
			continue
		}
		if i == 0 && r[0] != v[4] {
			c.errorf("%s: begins at %d, its first instruction at %d", f, v[4], r[0])
		}
		if i > 0 && r[0] < prevTime {
			c.errorf("%s: instructions[%d] at %d, before the one before it (%d)", f, i, r[0], prevTime)
		}
		s := sums[r[4]]
		if s == nil {
			s = &[4]int64{}
			sums[r[4]] = s
		}
		s[0]++
		s[1] += r[3]
		s[2] += r[2]
		if i > 0 {
			s[3] += max(r[0]-prevEnd, 0)
			if r[0] < prevEnd {
				c.overlaps++
			}
		}
		prevEnd, prevTime = max(prevEnd, r[0]+r[3]), r[0]
		recs = append(recs, r)
	}
	c.checkCategories(f, p, code, recs)
	c.checkTimeline(f, w["timeline"], v[5]-v[4])
	c.checkWaitcnt(f, w["waitcnt"], code)
	return []int64{v[4], v[5], v[2], v[3]}
}

// checkCategories holds each record's category to its instruction's
// class: a branch is JUMP when the wave went on elsewhere, else NEXT.
func (c *attChecked) checkCategories(f string, p *isa.Program, code map[int64]attCodeRowSeen, recs [][5]int64) {
	for i, r := range recs {
		op := p.Insts[code[r[4]].pc].Op
		want := map[isa.Unit]int64{isa.UnitSALU: ATTSALU, isa.UnitVALU: ATTVALU, isa.UnitSMEM: ATTSMEM, isa.UnitVMEM: ATTVMEM,
			isa.UnitLDS: ATTLDS, isa.UnitMisc: ATTImmed}[op.Unit]
		switch {
		case op.Branch:
			want = ATTNext
			if i+1 < len(recs) && code[recs[i+1][4]].pc != code[r[4]].pc+1 {
				want = ATTJump
			}
		case op.SendsMessage():
			want = ATTMessage
		}
		if r[1] != want {
			c.errorf("%s: %s has category %d, want %d", f, code[r[4]].text, r[1], want)
		}
		c.cats[r[1]]++
	}
}

func (c *attChecked) checkTimeline(f string, x any, span int64) {
	tl, _ := x.([]any)
	var sum int64
	for i, s := range tl {
		e, _ := s.([]any)
		st, ok1 := jsonInt(e[0])
		d, ok2 := jsonInt(e[1])
		if len(e) != 2 || !ok1 || !ok2 || st < attEmpty || st > attStall || d <= 0 {
			c.errorf("%s: timeline[%d] = %v", f, i, e)
		}
		sum += d
	}
	if sum != span {
		c.errorf("%s: the timeline lasts %d cycles, the wave %d", f, sum, span)
	}
}

func (c *attChecked) checkWaitcnt(f string, x any, code map[int64]attCodeRowSeen) {
	ws, ok := x.([]any)
	if !ok {
		c.errorf("%s: waitcnt %v", f, x)
	}
	for i, y := range ws {
		e, _ := y.([]any)
		line, okl := jsonInt(e[0])
		deps, okd := e[1].([]any)
		if len(e) != 2 || !okl || !okd || len(deps) == 0 || !code[line].inst {
			c.errorf("%s: waitcnt[%d] = %v", f, i, e)
			continue
		}
		for _, d := range deps {
			dd, _ := d.([]any)
			l, ok := jsonInt(dd[0])
			z, okz := jsonInt(dd[1])
			if len(dd) != 2 || !ok || !okz || z != 0 || !code[l].inst || l >= line {
				c.errorf("%s: waitcnt[%d] dependency %v", f, i, d)
			}
		}
	}
}

// checkOccupancy: version "3…", the dispatch named, a start and an end row
// per wave (waves: begin, end, simd, slot, four per wave).
func (c *attChecked) checkOccupancy(dir, kernel string, waves []int64) {
	m, err := readJSONAny(filepath.Join(dir, "occupancy.json"))
	if err != nil {
		c.errorf("occupancy.json: %v", err)
		return
	}
	if v, _ := m["version"].(string); !strings.HasPrefix(v, "3") {
		c.errorf("occupancy.json: version %q", v)
	}
	if d, _ := m["dispatches"].(map[string]any); len(d) != 1 || d["1"] != kernel {
		c.errorf("occupancy.json: dispatches %v", m["dispatches"])
	}
	rows, _ := m["0"].([]any)
	var got, want [][6]int64
	for _, x := range rows {
		e, _ := x.([]any)
		var r [6]int64
		ok := len(e) == 6
		for j := range min(len(e), 6) {
			var okj bool
			r[j], okj = jsonInt(e[j])
			ok = ok && okj
		}
		if !ok {
			c.errorf("occupancy.json: row %v", e)
		}
		got = append(got, r)
	}
	for i := 0; i+3 < len(waves); i += 4 {
		want = append(want, [6]int64{waves[i], 0, waves[i+2], waves[i+3], 1, 1}, [6]int64{waves[i+1], 0, waves[i+2], waves[i+3], 0, 1})
	}
	key := func(a, b [6]int64) int { return slices.Compare(a[:], b[:]) }
	slices.SortFunc(got, key)
	slices.SortFunc(want, key)
	if !slices.Equal(got, want) {
		c.errorf("occupancy.json: rows %v, the wave files give %v", got, want)
	}
}

// checkCSV: the header, decimal addresses and the rows of code.json,
// label rows included.
func (c *attChecked) checkCSV(path string, code map[int64]attCodeRowSeen) {
	f, err := os.Open(path)
	if err != nil {
		c.errorf("%v", err)
		return
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil || len(recs) == 0 {
		c.errorf("%s: %v", path, err)
		return
	}
	if strings.Join(recs[0], ",") != "CodeObj,Vaddr,Instruction,Hitcount,Latency,Stall,Idle,Source" {
		c.errorf("%s: header %v", path, recs[0])
	}
	if len(recs)-1 != len(code) {
		c.errorf("%s: %d rows, code.json %d", path, len(recs)-1, len(code))
	}
	for i, r := range recs[1:] {
		row, ok := code[int64(i)]
		if !ok || len(r) != 8 {
			continue
		}
		vaddr, err := strconv.ParseInt(r[1], 10, 64)
		want := []string{"0", fmt.Sprint(row.vaddr), row.text, fmt.Sprint(row.sums[0]), fmt.Sprint(row.sums[1]), fmt.Sprint(row.sums[2]), fmt.Sprint(row.sums[3])}
		if err != nil || vaddr != row.vaddr || !slices.Equal(r[:7], want) {
			c.errorf("%s: row %d = %v, want %v (decimal Vaddr)", path, i+1, r, want)
		}
		if !row.inst && r[7] != strings.TrimPrefix(row.text, "; ") {
			c.errorf("%s: label row %v", path, r)
		}
	}
}

// TestATTCheckCatches: the directory check fails on each departure from
// the layout it guards.
func TestATTCheckCatches(t *testing.T) {
	p, d, att, _ := attRun(t, "saxpy/llvm16-gfx1100.s")
	root := t.TempDir()
	dir, err := att.WriteDir(root, d.Kernel)
	if err != nil {
		t.Fatal(err)
	}
	if ck := checkATT(root, p, "saxpy"); len(ck.errs) > 0 {
		t.Fatalf("the written trace fails: %v", ck.errs)
	}
	csvPath := filepath.Join(root, "stats_ui_output_agent_0_dispatch_1.csv")
	replace := func(from, to string) func(string) string {
		return func(s string) string { return strings.Replace(s, from, to, 1) }
	}
	// A writer that adds Idle into Latency: every row with idle cycles
	// changes.
	idleInLatency := func(s string) string {
		re := regexp.MustCompile(`,(\d+),(\d+),(\d+)\]`)
		return re.ReplaceAllStringFunc(s, func(m string) string {
			g := re.FindStringSubmatch(m)
			lat, _ := strconv.Atoi(g[1])
			idle, _ := strconv.Atoi(g[3])
			return fmt.Sprintf(",%d,%s,%s]", lat+idle, g[2], g[3])
		})
	}
	for _, m := range []struct {
		name, file string
		edit       func(string) string
		want       string
	}{
		{"idle in latency", "code.json", idleInLatency, "the wave files give"},
		{"hex vaddr", csvPath, replace("\n0,8,", "\n0,0x8,"), "decimal Vaddr"},
		{"no label row", "code.json", replace(`["; saxpy",0,0,"saxpy",0,0,0,0,0,0],`, ``), "the first row"},
		{"version 2", "occupancy.json", replace(`"version":"3.0.0"`, `"version":"2.0.0"`), "version"},
		{"wave file elsewhere", "filenames.json", replace(`"se0_sm0_sl0_wv0.json"`, `"sub/se0_sm0_sl0_wv0.json"`), "wave_filenames"},
		{"header", "code.json", replace(`"header":"ISA, _,`, `"header":"ISA,_,`), "header"},
		{"a record lost", "se0_sm0_sl0_wv0.json", replace(`[0,1,0,729,1],`, ``), "Hit, Latency"},
	} {
		t.Run(m.name, func(t *testing.T) {
			path := m.file
			if !filepath.IsAbs(path) {
				path = filepath.Join(dir, m.file)
			}
			old, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			defer os.WriteFile(path, old, 0o644)
			edited := m.edit(string(old))
			if edited == string(old) {
				t.Fatalf("the edit leaves %s as it is", path)
			}
			os.WriteFile(path, []byte(edited), 0o644)
			ck := checkATT(root, p, "saxpy")
			if !strings.Contains(strings.Join(ck.errs, "\n"), m.want) {
				t.Errorf("errors %v, want one with %q", ck.errs, m.want)
			}
		})
	}
}

// TestATTRecordTiming: a record starts at the earlier of the dispatch
// stamp and the start of the instruction's own stall, whatever the order
// of Dispatch and Cycle; the issue-port wait is idle; the duration is
// stall + execution (GFX10+: until Done) or stall + issue (GFX9).
func TestATTRecordTiming(t *testing.T) {
	stalls := func(own, port int64) timing.Stalls {
		var s timing.Stalls
		s[timing.CauseVaVdst], s[timing.CauseIssue] = own, port
		return s
	}
	for _, c := range []struct {
		name                         string
		arch                         string
		first, second                timing.IssueEvent
		time, stall, dur, idle, hits int64
	}{
		{"dispatch at issue, own stall", "gfx1100",
			timing.IssueEvent{Cycle: 0, Cycles: 1, Dispatch: 0, Done: 5},
			timing.IssueEvent{Cycle: 9, Cycles: 1, Dispatch: 9, Done: 14, Stalls: stalls(4, 4)}, 5, 4, 9, 0, 1},
		{"dispatch before the stall", "gfx1100",
			timing.IssueEvent{Cycle: 0, Cycles: 1, Dispatch: 0, Done: 5},
			timing.IssueEvent{Cycle: 9, Cycles: 1, Dispatch: 1, Done: 14, Stalls: stalls(4, 4)}, 1, 8, 13, 0, 1},
		{"gfx9: stall + issue, port wait idle", "gfx900",
			timing.IssueEvent{Cycle: 0, Cycles: 4, Dispatch: 0, Done: 8},
			timing.IssueEvent{Cycle: 12, Cycles: 4, Dispatch: 12, Done: 20, Stalls: stalls(2, 6)}, 10, 2, 6, 6, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			a, err := isa.LookupArch(c.arch)
			if err != nil {
				t.Fatal(err)
			}
			p, err := isa.Parse("s.s", []byte("v_mov_b32_e32 v1, v0\nv_add_f32_e32 v2, v1, v1\n"), isa.ParseOptions{Arch: a})
			if err != nil {
				t.Fatal(err)
			}
			att := NewATT(p)
			c.second.PC = 1
			att.Issued(c.first)
			att.Issued(c.second)
			tr := att.trace(nil)
			r, l := tr.waves[0].recs[1], tr.sums[1]
			if r.time != c.time || r.stall != c.stall || r.dur != c.dur || r.idle != c.idle || l.hits != c.hits || l.latency != c.dur || l.stall != c.stall || l.idle != c.idle {
				t.Errorf("record %+v, sums %+v; want time %d stall %d duration %d idle %d", r, l, c.time, c.stall, c.dur, c.idle)
			}
		})
	}
}
