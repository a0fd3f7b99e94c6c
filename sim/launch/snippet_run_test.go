package launch

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

func snippet(t *testing.T, src string, wave int) *isa.Program {
	t.Helper()
	p, err := ParseProgram("s.s", []byte(src), LoadOptions{Arch: "gfx1030", Wave: wave})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// A snippet runs one wave from the state Init leaves; writes land in active
// lanes only, the end of the text (or s_endpgm) ends the wave, and labels
// inside the snippet are branch targets. Lane values are hand-checked,
// inactive lanes included.
func TestRunSnippet(t *testing.T) {
	cases := []struct {
		name string
		wave int
		src  string
		init func(w *sim.Wave)
		// want maps a register to its final value ("s2") or lanes ("v1":
		// lane → value, every other lane 0).
		want  map[string]any
		steps int64
	}{
		{name: "v_mov under exec 0x0000ffff keeps lanes 16..31", wave: 32,
			src: "v_mov_b32_e32 v1, 7\n",
			init: func(w *sim.Wave) {
				w.SetExec(0x0000ffff)
				for l := 0; l < 32; l++ {
					w.SetLane(1, l, 0xdead0000+uint32(l))
				}
			},
			want: map[string]any{"v1": func(l int) uint32 {
				if l < 16 {
					return 7
				}
				return 0xdead0000 + uint32(l)
			}}, steps: 1},
		{name: "zeros: exec is every lane, registers 0", wave: 32,
			src:  "v_add_nc_u32_e32 v1, 1, v0\ns_add_u32 s3, s4, 5\n",
			want: map[string]any{"v1": func(int) uint32 { return 1 }, "s3": uint32(5), "scc": uint32(0)}, steps: 2},
		{name: "wave64 upper half only", wave: 64,
			src:  "v_mov_b32_e32 v1, 1.0\n",
			init: func(w *sim.Wave) { w.SetExec(0xffffffff00000000) },
			want: map[string]any{"v1": func(l int) uint32 {
				if l >= 32 {
					return 0x3f800000
				}
				return 0
			}}, steps: 1},
		{name: "v_cmp writes 0 for inactive lanes", wave: 32,
			src: "v_cmp_eq_u32_e32 vcc_lo, 0, v0\n",
			init: func(w *sim.Wave) {
				w.SetExec(0x000000ff)
				w.S[isa.SlotVCCLo] = 0xffffffff
			},
			want: map[string]any{"vcc_lo": uint32(0xff)}, steps: 1},
		{name: "loop on a label, no s_endpgm", wave: 32,
			src:  "s_mov_b32 s0, 3\n.LBB0_1:\ns_add_u32 s1, s1, 2\ns_sub_u32 s0, s0, 1\ns_cmp_lg_u32 s0, 0\ns_cbranch_scc1 .LBB0_1\n",
			want: map[string]any{"s0": uint32(0), "s1": uint32(6), "scc": uint32(0)}, steps: 1 + 3*4},
		{name: "branch to the end", wave: 32,
			src:  "s_mov_b32 s0, 1\ns_branch .Lend\ns_mov_b32 s0, 2\n.Lend:\n",
			want: map[string]any{"s0": uint32(1)}, steps: 2},
		{name: "s_endpgm ends the wave early", wave: 32,
			src:  "s_mov_b32 s0, 1\ns_endpgm\ns_mov_b32 s0, 2\n",
			want: map[string]any{"s0": uint32(1)}, steps: 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := snippet(t, c.src, c.wave)
			r, err := RunSnippet(p, SnippetOptions{Init: c.init})
			if err != nil {
				t.Fatal(err)
			}
			out := r.Output(true)
			if out.Steps != c.steps || out.Timing.Instructions != c.steps || len(out.Timing.Insts) != len(p.Insts) {
				t.Errorf("%d wave instructions (timing %d, %d rows), want %d", out.Steps, out.Timing.Instructions, len(out.Timing.Insts), c.steps)
			}
			got := map[string]RegValue{}
			for _, rv := range out.Registers {
				got[rv.Reg] = rv
			}
			for reg, want := range c.want {
				g, ok := got[reg]
				if !ok {
					t.Errorf("%s not among the registers written: %v", reg, out.Registers)
					continue
				}
				switch want := want.(type) {
				case uint32:
					if g.Value == nil || *g.Value != want {
						t.Errorf("%s = %v, want %#x", reg, g.Value, want)
					}
				case func(int) uint32:
					if len(g.Lanes) != c.wave {
						t.Fatalf("%s has %d lanes", reg, len(g.Lanes))
					}
					for l, v := range g.Lanes {
						if v != want(l) {
							t.Errorf("%s lane %d = %#x, want %#x", reg, l, v, want(l))
						}
					}
				}
			}
		})
	}
}

// The acceptance case: the SALU waits for the VALU write of vcc_lo.
func TestRunSnippetVaSdst(t *testing.T) {
	p := snippet(t, "v_cmp_gt_f32_e32 vcc_lo, 0, v2\ns_and_saveexec_b32 s2, vcc_lo\n", 32)
	r, err := RunSnippet(p, SnippetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	rep := r.Output(true).Timing
	if rep.Insts[1].Stalls["va_sdst"] == 0 || len(rep.Insts[0].Stalls) != 0 || rep.Stalls["va_sdst"] != rep.Insts[1].Stalls["va_sdst"] {
		t.Errorf("stalls: %v / %v, total %v", rep.Insts[0].Stalls, rep.Insts[1].Stalls, rep.Stalls)
	}
	if r.InitialExec != 0xffffffff || r.Wave.Exec() != 0 || r.Wave.S[2] != 0xffffffff {
		t.Errorf("exec %#x → %#x, s2 %#x", r.InitialExec, r.Wave.Exec(), r.Wave.S[2])
	}
}

// What keeps a file from running as a snippet is an error with a position.
func TestCheckSnippet(t *testing.T) {
	for _, c := range []struct{ src, msg string }{
		{"s_mov_b32 s0, 1\n  global_load_dword v1, v0, s[2:3]\n", "s.s:2:3: global_load_dword v1, v0, s[2:3]: a snippet runs on registers alone"},
		{"ds_write_b32 v0, v1\n", "s.s:1:1: ds_write_b32 v0, v1: a snippet"},
		{"s_load_dword s2, s[0:1], 0x0\n", "s.s:1:1: s_load_dword"},
		{"; nothing\n", "s.s: no instructions to run"},
		{"\t.type k,@function\nk:\n\ts_endpgm\n", "s.s defines a kernel"},
	} {
		err := CheckSnippet(snippet(t, c.src, 32))
		if err == nil || !strings.HasPrefix(err.Error(), c.msg) {
			t.Errorf("%q: %v, want %q", c.src, err, c.msg)
		}
		if err != nil && strings.Contains(c.msg, "registers alone") && !strings.Contains(err.Error(), "wavesim launch") {
			t.Errorf("the memory error does not say how to give memory: %v", err)
		}
	}
	for _, ok := range []string{"ds_swizzle_b32 v1, v0 offset:swizzle(SWAP,16)\n", "s_memtime s[0:1]\n", "buffer_gl0_inv\n"} {
		if err := CheckSnippet(snippet(t, ok, 32)); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	// A run that faults says where.
	_, err := RunSnippet(snippet(t, "s_nop 0\ns_trap 2\n", 32), SnippetOptions{})
	var re *sim.RunError
	if !errors.As(err, &re) || fmt.Sprint(re.Pos) != "s.s:2:1" {
		t.Errorf("trap: %v", err)
	}
	_, err = RunSnippet(snippet(t, "L:\n s_branch L\n", 32), SnippetOptions{StepLimit: 100})
	if !errors.Is(err, sim.ErrStepLimit) || !strings.HasPrefix(err.Error(), "s.s:2:2:") {
		t.Errorf("loop: %v", err)
	}
}
