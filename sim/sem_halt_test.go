package sim_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim"
)

// s_sethalt with its HALT bit clear (and on RDNA1/2 SIMM16[2], which only
// picks FATAL_HALT as the bit SIMM16[0] sets or clears) changes nothing: the
// adds around it run as if it were not there. Rows: v1 in; v2 = v1 + 1 and
// v3 = v1 + 2 out.
func TestSemSethaltClear(t *testing.T) {
	rows := [][]uint32{
		{5, 6, 7},
		{0xffffffff, 0, 1},
		{0x7fffffff, 0x80000000, 0x80000001},
	}
	adds := func(halt string) (asm, asm9 string) {
		return "v_add_nc_u32_e32 v2, 1, v1\n" + halt + "\nv_add_nc_u32_e32 v3, 2, v1",
			"v_add_u32_e32 v2, 1, v1\n" + halt + "\nv_add_u32_e32 v3, 2, v1"
	}
	var cases []semLane
	for _, c := range []struct {
		name, halt string
		targets    []semTarget
	}{
		{"clear_halt", "s_sethalt 0", nil},
		{"bit1_ignored", "s_sethalt 2", nil},
		{"clear_fatal_halt_rdna2", "s_sethalt 4", []semTarget{{"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}}},
	} {
		asm, asm9 := adds(c.halt)
		cases = append(cases, semLane{name: c.name, asm: asm, asm9: asm9, in: []int{1}, out: []int{2, 3},
			rows: rows, targets: c.targets})
	}
	semRunLanes(t, cases)
}

// s_sethalt with its HALT bit set (or on RDNA3 its FATAL_HALT bit) halts the
// wave, which only the host resumes: the run stops at it with an error
// naming its line. What ran before it stays (v2 = v1 + 1 in active lanes),
// what follows never runs (v3 keeps its sentinel in every lane), and
// inactive lanes keep their old values.
func TestSemSethaltHalts(t *testing.T) {
	cases := []struct {
		halt    string
		targets []semTarget
	}{
		{"s_sethalt 1", semAllTargets},
		{"s_sethalt 5", semAllTargets}, // RDNA1/2: FATAL_HALT set; RDNA3: both bits
		{"s_sethalt 0xffff", semAllTargets},
		{"s_sethalt 4", []semTarget{{"gfx1100", 32}, {"gfx1100", 64}}}, // RDNA3: SIMM16[2] sets FATAL_HALT
	}
	for _, c := range cases {
		t.Run(c.halt, func(t *testing.T) {
			for _, tg := range c.targets {
				t.Run(tg.String(), func(t *testing.T) {
					add := semPick(tg, "v_add_nc_u32_e32", "v_add_u32_e32", "")
					asm := add + " v2, 1, v1\n" + c.halt + "\n" + add + " v3, 2, v1"
					for _, m := range semMasks(tg.wave) {
						t.Run(m.name, func(t *testing.T) {
							s := semSnippet(t, tg, asm)
							w := s.NewWave()
							for l := 0; l < tg.wave; l++ {
								w.SetLane(1, l, 0x1000+uint32(l))
								w.SetLane(2, l, semSentinel(2, l))
								w.SetLane(3, l, semSentinel(3, l))
							}
							w.SetExec(m.m)
							err := s.Run(w)
							var re *sim.RunError
							switch {
							case !errors.As(err, &re) || !errors.Is(err, sim.ErrHalted):
								t.Fatalf("run: %v, want a RunError wrapping ErrHalted", err)
							case re.Pos.Line != 2 || re.Pos.Col != 1 || !strings.Contains(err.Error(), c.halt):
								t.Errorf("error %q: want it at line 2, column 1, naming %q", err, c.halt)
							}
							for l := 0; l < tg.wave; l++ {
								want2 := semSentinel(2, l)
								if m.m>>uint(l)&1 != 0 {
									want2 = 0x1001 + uint32(l)
								}
								if got := w.Lane(2, l); got != want2 {
									t.Errorf("lane %d: v2 = %#x, want %#x", l, got, want2)
								}
								if got := w.Lane(3, l); got != semSentinel(3, l) {
									t.Errorf("lane %d: v3 = %#x, want the sentinel (the add after the halt ran)", l, got)
								}
							}
						})
					}
				})
			}
		})
	}
}
