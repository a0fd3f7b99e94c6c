package opt

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
)

// scratchCounterFile is scratch_array (LLVM 16, gfx1030, pre-LLVM-11 form)
// with its fill loop's counter in s16 instead of s4: the kernel's highest
// SGPR is then a single register that lives only after the prologue, as
// when an allocator short of SGPRs had to go past the wave offset.
// It lives in its own folder, with scratch_array's launch, so that bench
// lists it as a kernel of its own.
const scratchCounterFile = "../scratch-counter/llvm16-gfx1030.s"

// scratchCounterTop makes scratchCounterFile's text: the counter's four
// instructions renamed and the counts (17 SGPRs, 19 with VCC) raised to
// match.
func scratchCounterTop(t *testing.T) string {
	t.Helper()
	src, _ := loadScratch(t, "scratch_array", "llvm16-gfx1030.s")
	old, _ := unfoldedScratch(t, src)
	for _, r := range [][2]string{
		{"\ts_mov_b32 s4, 0\n", "\ts_mov_b32 s16, 0\n"},
		{"\tv_xor_b32_e32 v5, s4, v1\n", "\tv_xor_b32_e32 v5, s16, v1\n"},
		{"\ts_add_i32 s4, s4, 1\n", "\ts_add_i32 s16, s16, 1\n"},
		{"\ts_cmp_lt_u32 s4, 16\n", "\ts_cmp_lt_u32 s16, 16\n"},
		{".amdhsa_next_free_sgpr 16\n", ".amdhsa_next_free_sgpr 17\n"},
		{"; NumSgprs: 18\n", "; NumSgprs: 19\n"},
		{"; NumSGPRsForWavesPerEU: 18\n", "; NumSGPRsForWavesPerEU: 19\n"},
		{".sgpr_count:     18\n", ".sgpr_count:     19\n"},
	} {
		if !strings.Contains(old, r[0]) {
			t.Fatalf("scratch_array llvm16-gfx1030 has no %q", r[0])
		}
		old = strings.Replace(old, r[0], r[1], 1)
	}
	return old
}

// Conditions 10 to 13: the freed wave offset SGPR takes the kernel's
// highest SGPR, and the count drops, only where each holds.
func TestScratchOffsetLowersSGPRCount(t *testing.T) {
	_, spec := loadScratch(t, "scratch_array", "llvm16-gfx1030.s")
	counter := scratchCounterTop(t)
	entry := "; %bb.0:                                ; %entry\n"
	for _, c := range []struct {
		name     string
		src      string
		exitLive []isa.Reg
		// reason is the kept count's reason; "" means the count drops.
		reason string
	}{
		{name: "fires", src: counter},
		{name: "c10/offset read after the prologue", src: strings.Replace(counter, "\ts_endpgm\n", "\ts_mov_b32 s10, s9\n\ts_endpgm\n", 1),
			reason: "s9 is read after the prologue"},
		{name: "c11/highest live at the exit", src: counter, exitLive: []isa.Reg{isa.SGPR(16, 1)}, reason: "live at the exit"},
		{name: "c12/highest in a tuple (llc's own kernel)", src: func() string {
			src, _ := loadScratch(t, "scratch_array", "llvm16-gfx1030.s")
			old, _ := unfoldedScratch(t, src)
			return old
		}(), reason: "the highest SGPR, s15, is part of a register tuple"},
		{name: "c13/highest in use before the add", src: strings.Replace(counter, entry, entry+"\ts_load_dword s16, s[4:5], 0x0\n", 1),
			reason: "s16 is in use before the prologue's add"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := parseScratch(t, c.name, c.src, spec)
			q, reps := Run(p, []Pass{newScratchOffset()}, Options{ExitLive: UnitsOf(c.exitLive)})
			r := reps[0]
			if r.Rewritten() != 1 {
				t.Fatalf("not rewritten: %v", r.Sites)
			}
			why := r.Sites[0].Reason
			text := q.String()
			if c.reason == "" {
				for _, w := range []string{"s16 renamed to s9 after the prologue: SGPRs 17 → 16"} {
					if !strings.Contains(why, w) {
						t.Errorf("reason %q lacks %q", why, w)
					}
				}
				for _, w := range []string{".amdhsa_next_free_sgpr 16\n", "; NumSgprs: 18\n", ".sgpr_count:     18\n", "\ts_add_i32 s9, s9, 1\n", "\ts_add_u32 s0, s0, s9\n"} {
					if !strings.Contains(text, w) {
						t.Errorf("no %q in the rewrite", w)
					}
				}
				if strings.Contains(text, "s16") {
					t.Error("s16 is still named")
				}
				mc := llvmtool.Require(t, "llvm-mc", 16)
				if _, err := llvmtool.Encodings(mc, llvmtool.MCArgs("gfx1030", false, false), []byte(text)); err != nil {
					t.Fatalf("llvm-mc: %v", err)
				}
			} else {
				want := fmt.Sprintf("SGPR count %d kept: ", p.Kernels[0].Meta.NumSGPRs)
				if !strings.Contains(why, want) || !strings.Contains(why, c.reason) {
					t.Errorf("reason %q, want %q and %q", why, want, c.reason)
				}
				if got, was := q.Kernels[0].Meta.NextFreeSGPR, p.Kernels[0].Meta.NextFreeSGPR; got != was {
					t.Errorf("SGPR count %d, was %d", got, was)
				}
			}
			if m := compareScratchOffsets(p, q, spec, 4, 3); m != "" {
				t.Fatal(m)
			}
		})
	}
}

// A broken rename that skips conditions 10 to 13 gives the highest SGPR
// to the wave offset's register even where it is loaded before the
// prologue's add: the load overwrites the offset the add reads, and the
// side-by-side run with random wave slots catches it.
func TestScratchOffsetRenameMutantCaught(t *testing.T) {
	_, spec := loadScratch(t, "scratch_array", "llvm16-gfx1030.s")
	entry := "; %bb.0:                                ; %entry\n"
	src := strings.Replace(scratchCounterTop(t), entry, entry+"\ts_load_dword s16, s[4:5], 0x0\n", 1)
	p := parseScratch(t, "mutant", src, spec)
	s := newScratchOffset()
	s.rules.planRename = func(q *isa.Program, k *isa.Kernel, o *Options, off isa.Reg, add int) sgprRename {
		return sgprRename{from: isa.SGPR(namedSGPRs(q, k)-1, 1), to: off}
	}
	q, r := runScratchOffset(p, s)
	if r.Rewritten() != 1 || !strings.Contains(r.Sites[0].Reason, "s16 renamed to s9") {
		t.Fatalf("the mutant did not rename: %v", r.Sites)
	}
	if d := compareScratchOffsets(p, q, spec, 4, 1); d == "" {
		t.Fatal("mutant not caught")
	} else {
		t.Log(d)
	}
}

// Without .amdhsa_user_sgpr_count the wave offset is where the dispatcher
// puts it, after the enabled user SGPRs: s9 in scratch_array as well.
func TestScratchOffsetWithoutUserSGPRCount(t *testing.T) {
	src, spec := loadScratch(t, "scratch_array", "llvm16-gfx1030.s")
	old, _ := unfoldedScratch(t, src)
	if !strings.Contains(old, "\t\t.amdhsa_user_sgpr_count 8\n") {
		t.Fatal("no .amdhsa_user_sgpr_count 8")
	}
	p := parseScratch(t, "nocount", strings.Replace(old, "\t\t.amdhsa_user_sgpr_count 8\n", "", 1), spec)
	q, r := runScratchOffset(p, newScratchOffset())
	if r.Rewritten() != 1 || !strings.Contains(r.Sites[0].Reason, "wave offset s9") {
		t.Fatalf("sites %v", r.Sites)
	}
	if m := compareScratchOffsets(p, q, spec, 3, 5); m != "" {
		t.Fatal(m)
	}
}
