package timing

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim"
)

var update = flag.Bool("update", false, "rewrite testdata/hazards_golden.txt")

// hazardPool is what the random hazard programs are made of: producers and
// consumers of every rule, the waits and nops that fix them, and filler.
// {s} and {t} are SGPRs, {v} {w} VGPRs, {n} a small count, {i} the line
// number (for a label), {vcc} {exec}
// {mask} and {mask64} the wave's spellings; "gfx9|" and "gfx10|" mark
// generation-only lines, "gfx940|" lines only gfx942 draws (with GFX9's).
var hazardPool = []string{
	"v_readfirstlane_b32 s{s}, v{v}",
	"v_cmp_eq_u32_e32 {vcc}, v{v}, v{w}",
	"v_cmp_gt_u32_e64 {mask}, v{v}, v{w}",
	"v_mov_b32_e32 v{v}, v{w}",
	"v_add_f32_e32 v{v}, v{w}, v{v}",
	"v_readlane_b32 s{s}, v{v}, s{t}",
	"v_writelane_b32 v{v}, s{s}, s{t}",
	"v_div_fmas_f32 v{v}, v{w}, v{v}, v{w}",
	"v_mov_b32_dpp v{v}, v{w} quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
	"v_cndmask_b32_e64 v{v}, v{w}, v{v}, {mask}",
	"v_rcp_f32_e32 v{v}, v{w}",
	"global_load_dword v{v}, v0, s[4:5]",
	"global_store_dword v0, v{v}, s[4:5]",
	"buffer_load_dword v{v}, v0, s[0:3], s{s} offen",
	"buffer_store_dword v{v}, v0, s[0:3], s{s} offen",
	"s_load_dword s{s}, s[4:5], 0x0",
	"s_buffer_load_dword s{s}, s[0:3], s{t}",
	"s_mov_b32 s{s}, 0",
	"s_mov_b32 s{s}, {exec}",
	"s_add_u32 s{s}, s{t}, 1",
	"s_mov_b32 m0, 1",
	"s_movrels_b32 s{s}, s{t}",
	"s_waitcnt vmcnt(0)",
	"s_waitcnt lgkmcnt(0)",
	"s_waitcnt 0",
	"s_nop {n}",
	"gfx9|v_cmpx_eq_u32_e64 s[12:13], v{v}, v{w}",
	"gfx9|global_store_dwordx4 v0, v[3:6], s[4:5]",
	"gfx9|s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s{s}",
	"gfx9|s_getreg_b32 s{s}, hwreg(HW_REG_MODE)",
	"gfx9|ds_read_b32 v{v}, v0",
	"gfx940|v_pk_add_f16 v{v}, v{w}, v{v}",
	"gfx10|v_cmpx_gt_u32_e32 0x64, v{v}",
	"gfx10|s_mov_b64 {mask64}, 0",
	"gfx10|s_waitcnt_depctr 0xfffe",
	"gfx10|s_waitcnt_depctr 0xffe3",
	"gfx10|s_waitcnt_depctr 0x0fff",
	"gfx10|s_mov_b32 null, 0",
	"gfx10|ds_load_b32 v{v}, v0",
	"gfx10|s_waitcnt_vscnt null, 0x0",
	"gfx10|s_cbranch_scc1 .L{i}\n.L{i}:",
	"gfx10|s_denorm_mode 15",
	"gfx10|global_atomic_add_f32 v0, v{v}, s[4:5]",
	// The matrix instructions (gfx90a, whose programs take the gfx9 lines
	// too, but for the unaligned v[3:6]).
	"cdna|v_mfma_f32_4x4x1f32 v[2:5], v{v}, v{w}, v[2:5]",
	"cdna|v_mfma_f32_16x16x4f32 v[4:7], v{v}, v{w}, v[8:11]",
	"cdna|v_mfma_f32_4x4x1f32 a[0:3], v{v}, v{w}, a[0:3]",
	"cdna|v_mfma_f64_4x4x4f64 v[2:3], v[4:5], v[6:7], v[2:3]",
	"cdna|v_accvgpr_write_b32 a{v}, v{w}",
	"cdna|v_accvgpr_read_b32 v{v}, a{w}",
}

var goldenTargets = []struct {
	arch string
	wave int
	gen  string
}{{"gfx900", 64, "gfx9"}, {"gfx1010", 32, "gfx10"}, {"gfx1010", 64, "gfx10"},
	{"gfx1030", 32, "gfx10"}, {"gfx1100", 32, "gfx10"}, {"gfx1100", 64, "gfx10"}, {"gfx942", 64, "gfx940"},
	{"gfx90a", 64, "cdna"}}

// hazardProgram draws a program of n lines for a target.
func hazardProgram(r *rand.Rand, gen string, wave, n int) string {
	var pool []string
	for _, l := range hazardPool {
		g, line, ok := strings.Cut(l, "|")
		switch {
		case !ok:
			pool = append(pool, l)
		case g == gen, g == "gfx9" && gen == "gfx940": // gfx940 lines add to GFX9's
			pool = append(pool, line)
		case gen == "cdna" && g == "gfx9" && !strings.Contains(line, "v[3:6]"): // gfx90a: GFX9's lines but the unaligned one, and its own (cdna|)
			pool = append(pool, line)
		}
	}
	if gen == "gfx10" && wave == 32 {
		pool = append(pool, "v_readfirstlane_b32 exec_hi, v{v}") // gfx1010: a VALU writing only exec_hi
	}
	if gen == "gfx10" && wave == 64 {
		pool = append(pool, "s_mov_b64 exec, -1") // gfx1100: an SALU exec write between VALU writes (partial forwarding)
	}
	vcc, exec, mask, mask64 := "vcc", "exec_lo", "s[8:9]", "s[8:9]"
	if wave == 32 {
		vcc, mask = "vcc_lo", "s8"
	}
	var b strings.Builder
	for i := 0; i < n; i++ {
		l := pool[r.IntN(len(pool))]
		if strings.HasPrefix(l, "ds_") && gen == "gfx10" && r.IntN(2) == 0 {
			l = "ds_read_b32 v{v}, v0" // GFX10 spells it either way; GFX11 only ds_load
		}
		l = strings.NewReplacer("{i}", fmt.Sprint(i), "{s}", fmt.Sprint(6+r.IntN(5)), "{t}", fmt.Sprint(6+r.IntN(5)),
			"{v}", fmt.Sprint(1+r.IntN(6)), "{w}", fmt.Sprint(1+r.IntN(6)), "{n}", fmt.Sprint(r.IntN(5)),
			"{vcc}", vcc, "{exec}", exec, "{mask64}", mask64, "{mask}", mask).Replace(l)
		b.WriteString(l + "\n")
	}
	return b.String()
}

// The hazard reports of a few thousand random programs across the targets
// are pinned in a golden file: any change to what the rules report, or in
// which order, shows here (go test ./sim/timing -run HazardGolden -update
// rewrites it, for a change meant to make). Every program must run to its
// end: one that faults would pin only the hazards before the fault.
//
// The golden was written by the code it tests, so a sample of it was
// checked by hand against docs/reference/hazards.md (rule, producer,
// wait states required and present), one entry per rule:
//
//	gfx900 w64 #483   VMEM reads VALU-written SGPR (readfirstlane s10, 4
//	                  instructions, buffer_load soffset s10: 5 required, 4
//	                  present); VMEM soft clause (global_load v4 then
//	                  global_store in the same clause)
//	gfx900 w64 #451   lane select after VALU SGPR write (1 and 2 of 4 present)
//	gfx900 w64 #498   v_div_fmas after v_cmp vcc (1 of 4)
//	gfx900 w64 #499   DPP after v_cmpx exec write (1 of 5)
//	gfx900 w64 #468   s_setreg after s_setreg (1 of 2); DPP reading a VGPR a
//	                  global_load wrote (0 of 2: any producer, as LLVM)
//	gfx900 w64 #471   VALU writing v4 of a pending global_store_dwordx4 v[3:6]
//	gfx900 w64 #353   s_movrels right after s_mov_b32 m0 (0 of 1)
//	gfx1010 w64 #494  VcmpxExecWARHazard, a DS (implicit exec read) before a
//	                  branch and the v_cmpx after it
//	gfx1010 w64 #491  VMEMtoScalarWriteHazard, buffer_load soffset s8 then
//	                  s_mov_b32 s8
//	gfx1010 w64 #462  SMEMtoVectorWriteHazard, s_buffer_load reading s6, VALU
//	                  SGPR writes and s_nop 3 (SOPP: no expiry), v_readlane s6
//	gfx1010 w64 #289  LdsBranchVmemWARHazard (s_waitcnt 0 does not end it)
//	gfx1030 w32 #490  s_denorm_mode right after an f32 atomic (0 of 3)
//	gfx1100 w64 #497  VALUTransUseHazard twice (depctr 0xffe3 keeps va_vdst)
//	gfx1100 w64 #486  VALUMaskWriteHazard, v_cndmask on s[8:9] then s_mov s9
//	gfx1100 w64 #119  VALUPartialForwardingHazard (no VALU between v5's
//	                  write, the exec write and v1's; 2 before the add)
//	gfx90a w64 #0     an 8-pass v_mfma_f32_16x16x4f32 writing v[4:7], two
//	                  instructions, then a v_mfma reading v5 as A: 11 wait
//	                  states (SMFMA16x16WritesVGPROverlappedSrcABWaitStates),
//	                  2 present
//	gfx90a w64 #1     v_mfma_f64_4x4x4f64 then v_cndmask reading v3 one
//	                  instruction later: 6 (DMFMA4x4WriteVgprVALUReadWaitStates),
//	                  1 present; v_cmpx (exec) then an MFMA 3 later: 4, 3
//
//	gfx900 w64 #341   global_load_dword v4 then ds_read_b32 v4: the
//	                  s_waitcnt vmcnt(0) covers the older load only, so
//	                  v_rcp_f32 v4 writes v4 while the DS load is pending
//
// A v_mov_b32_dpp without bound_ctrl reads the VGPR it writes (the lanes
// it may keep; LLVM's tied $old), so after a pending load into it the
// report is a use, and on gfx900 a VALU write of it just before is the DPP
// rule's (llc-19 puts s_nop 1 there: TestHazardRules).
//
// #483 (its lines 4-5 and 9-14, the instructions between replaced by
// s_mov_b32), #494 and #462 were also run as MIR through llc-16 and llc-19
// -start-before=post-RA-hazard-rec: LLVM inserted s_nop 0 in the clause,
// s_nop 0 (the one missing wait state) before the buffer_load,
// s_waitcnt_depctr 0xfffe before the v_cmpx and s_mov_b32 null, 0 before
// the v_readlane, as the golden reports. Where the golden is knowingly
// short of LLVM (an exec write as the VMEM hazard's producer, as in #483
// line 13), hazards.md says so under "Model status".
// runHazardProgram runs one of hazardProgram's programs for a target to
// its end (or its fault, the error) and returns its model.
func runHazardProgram(t *testing.T, arch string, wave int, asm string) (*Model, error) {
	tm, s, w := hazardSetup(t, arch, wave, asm)
	return tm, s.Run(w)
}

// hazardSetup is runHazardProgram's model, snippet and wave, ready to run.
func hazardSetup(t *testing.T, arch string, wave int, asm string) (*Model, *sim.Snippet, *sim.Wave) {
	if arch == "gfx1010" { // no float global atomics
		asm = strings.ReplaceAll(asm, "global_atomic_add_f32", "global_atomic_add")
	}
	if arch == "gfx942" { // tuples start at an even VGPR
		asm = strings.ReplaceAll(asm, "v[3:6]", "v[2:5]")
	}
	if arch == "gfx1100" {
		asm = strings.ReplaceAll(asm, "ds_read_b32", "ds_load_b32")

	}
	s, tm := timedSnippet(t, arch, wave, asm)
	w := s.NewWave()
	withMemory(s, w)
	// A V# over the same memory for MUBUF, 256 bytes. The range
	// check leaves soffset out (docs/reference/abi.md "Buffer
	// addressing"), and the pool's soffset SGPRs hold whatever the
	// program put there (exec_lo, a readfirstlane of +inf), so a
	// buffer access can land anywhere in the 4 GiB above the base:
	// map all of it (pages are allocated only when touched) so
	// that every program runs to its end and reports all its
	// hazards, not those before the first fault.
	w.S[0], w.S[1], w.S[2], w.S[3] = 0x10000, 0, 256, 0
	if err := s.Mem().Map("soffset", 0x11000, 1<<32); err != nil {
		t.Fatal(err)
	}
	for l := 0; l < 64; l++ {
		w.SetLane(0, l, uint32(4*l))
	}
	return tm, s, w
}

func TestHazardGolden(t *testing.T) {
	var out strings.Builder
	total := 0
	for _, tg := range goldenTargets {
		r := rand.New(rand.NewPCG(uint64(tg.wave), 0x6a2a))
		for i := 0; i < 500; i++ {
			asm := hazardProgram(r, tg.gen, tg.wave, 16)
			tm, err := runHazardProgram(t, tg.arch, tg.wave, asm)
			if err != nil {
				// A program that stops early pins only the hazards before
				// its fault: the golden would stop guarding the rest.
				t.Errorf("%s w%d #%d: %v\n%s", tg.arch, tg.wave, i, err, asm)
			}
			fmt.Fprintf(&out, "%s w%d #%d: %d hazards\n", tg.arch, tg.wave, i, len(tm.Hazards))
			for _, h := range tm.Hazards {
				fmt.Fprintf(&out, "  %s\n", h)
			}
			total += len(tm.Hazards)
		}
	}
	got := out.String()
	const file = "testdata/hazards_golden.txt"
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := 0; i < min(len(gl), len(wl)); i++ {
			if gl[i] != wl[i] {
				t.Fatalf("hazard reports differ from %s at line %d:\ngot  %s\nwant %s", file, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("hazard reports differ from %s in length: %d lines, want %d", file, len(gl), len(wl))
	}
	if total < 1000 {
		t.Errorf("only %d hazards in all programs: the pool no longer exercises the rules", total)
	}
	// Every rule that applies somewhere fires somewhere.
	for _, r := range Rules() {
		if !strings.Contains(got, "hazard "+r.Name+":") {
			t.Errorf("rule %q never fires in the random programs", r.Name)
		}
	}
}
