package sim_test

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// Code addresses and calls. The instructions lie back to back from
// sim.CodeBase (0x7000_0000_0000: low dword 0, high dword 0x7000), each as
// long as its encoding: SOP1/SOP2/SOPP 4 bytes, 8 with a literal, VOP3 8.
// S_GETPC_B64: D = PC + 4; S_SWAPPC_B64: D = PC + 4, PC = S0; S_SETPC_B64:
// PC = S0 (Vega and RDNA2 ISA §12.3 "SOP1 Instructions"). A @rel32 literal
// holds S + A - P, P the literal's own address (the instruction's last
// dword).
const codeHi = uint32(sim.CodeBase >> 32)

func TestSemCallScalar(t *testing.T) {
	if sim.CodeBase&0xffffffff != 0 {
		t.Fatalf("the expected values assume CodeBase's low dword is 0, got %#x", uint64(sim.CodeBase))
	}
	semRunScalars(t, []semScalar{
		// v_add_f32_e64 (8) at 0, s_mov_b32 with a literal (8) at 8,
		// s_getpc_b64 at 16: the next instruction is at 20.
		{name: "getpc_is_next_address", asm: "v_add_f32_e64 v0, v1, v2\ns_mov_b32 s2, 0x1234\ns_getpc_b64 s[0:1]",
			want: semR(0, 20, 1, codeHi, 2, 0x1234)},
		// A forward call and its return:
		//  0 s_getpc_b64 s[4:5]                    s[4:5] = base+4
		//  4 s_add_u32 s4, s4, f@rel32@lo+4       P = 8:  literal 32+4-8 = 28, s4 = 32
		// 12 s_addc_u32 s5, s5, f@rel32@hi+12     P = 16: literal (32+12-16)>>32 = 0
		// 20 s_swappc_b64 s[30:31], s[4:5]        s[30:31] = base+24, to 32
		// 24 s_mov_b32 s10, 1
		// 28 s_branch end
		// 32 f: s_mov_b32 s11, 2
		// 36 s_setpc_b64 s[30:31]                 back to 24
		// 40 end: s_mov_b32 s12, 3
		{name: "call_forward_and_return", asm: "s_getpc_b64 s[4:5]\ns_add_u32 s4, s4, f@rel32@lo+4\ns_addc_u32 s5, s5, f@rel32@hi+12\n" +
			"s_swappc_b64 s[30:31], s[4:5]\ns_mov_b32 s10, 1\ns_branch end\nf:\ns_mov_b32 s11, 2\ns_setpc_b64 s[30:31]\nend:\ns_mov_b32 s12, 3",
			in:   semR(semSCC, 1),
			want: semR(4, 32, 5, codeHi, 30, 24, 31, codeHi, 10, 1, 11, 2, 12, 3, semSCC, 0)},
		// A backward call: the literal is negative and the high half
		// carries.
		//  0 s_branch main
		//  4 f: s_add_u32 s11, s11, 1
		//  8 s_setpc_b64 s[30:31]
		// 12 main: s_getpc_b64 s[4:5]             s4 = 16
		// 16 s_add_u32 s4, s4, f@rel32@lo+4       P = 20: literal 4+4-20 = -12, s4 = 4, carry 1
		// 24 s_addc_u32 s5, s5, f@rel32@hi+12     P = 28: literal (4+12-28)>>32 = 0xffffffff, s5 = 0x7000 + 0xffffffff + 1
		// 32 s_swappc_b64 s[30:31], s[4:5]        s[30:31] = base+36
		// 36 s_mov_b32 s12, 3
		{name: "call_backward_carry", asm: "s_branch main\nf:\ns_add_u32 s11, s11, 1\ns_setpc_b64 s[30:31]\nmain:\ns_getpc_b64 s[4:5]\n" +
			"s_add_u32 s4, s4, f@rel32@lo+4\ns_addc_u32 s5, s5, f@rel32@hi+12\ns_swappc_b64 s[30:31], s[4:5]\ns_mov_b32 s12, 3",
			in:   semR(11, 0xfffffffe, semSCC, 1),
			want: semR(4, 4, 5, codeHi, 30, 36, 31, codeHi, 11, 0xffffffff, 12, 3, semSCC, 0)},
		// s_swappc_b64 reads S0 before it writes D: the same pair jumps to
		// its old value and then holds the return address.
		//  0 s_getpc_b64 s[4:5]            s4 = 4
		//  4 s_add_u32 s4, s4, 12          s4 = 16
		//  8 s_swappc_b64 s[4:5], s[4:5]   to 16, s[4:5] = base+12
		// 12 s_mov_b32 s11, 1              skipped
		// 16 s_mov_b32 s12, 3
		{name: "swappc_same_pair", asm: "s_getpc_b64 s[4:5]\ns_add_u32 s4, s4, 12\ns_swappc_b64 s[4:5], s[4:5]\ns_mov_b32 s11, 1\ns_mov_b32 s12, 3",
			in:   semR(semSCC, 1),
			want: semR(4, 12, 5, codeHi, 12, 3, semSCC, 0)},
	})
}

// A jump to an address that starts no instruction of the program stops
// the run with an error naming the address, the code's range and the
// instruction.
func TestSemCallBadTarget(t *testing.T) {
	cases := []struct {
		name, asm, want string
	}{
		{"not_an_instruction_start", "s_getpc_b64 s[4:5]\ns_add_u32 s4, s4, 10\ns_setpc_b64 s[4:5]\ns_endpgm",
			"jump to address 0x70000000000e, which does not start an instruction (the code lies at 0x700000000000..0x70000000000f)"},
		{"below_the_code", "s_mov_b64 s[4:5], 0x1000\ns_setpc_b64 s[4:5]",
			"jump to address 0x1000, which does not start an instruction"},
		{"past_the_code", "s_getpc_b64 s[4:5]\ns_add_u32 s4, s4, 0x100\ns_swappc_b64 s[30:31], s[4:5]",
			"jump to address 0x700000000104, which does not start an instruction"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := semSnippet(t, semTarget{"gfx1030", 32}, c.asm)
			w := s.NewWave()
			err := s.Run(w)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want one saying %q", err, c.want)
			}
			if !strings.Contains(err.Error(), "snippet.s:") {
				t.Errorf("error %v names no position", err)
			}
		})
	}
}

// A callee runs under the exec mask of its caller: its VALU writes only
// active lanes, inactive lanes keep their values across the call, and the
// call and return change no lane and no exec bit.
func TestSemCallInactiveLanes(t *testing.T) {
	asm := "s_getpc_b64 s[4:5]\ns_add_u32 s4, s4, f@rel32@lo+4\ns_addc_u32 s5, s5, f@rel32@hi+12\n" +
		"s_swappc_b64 s[30:31], s[4:5]\nv_add_nc_u32_e32 v2, v1, v2\ns_branch end\n" +
		"f:\nv_mov_b32_e32 v1, 5\nv_lshlrev_b32_e32 v2, 1, v0\ns_setpc_b64 s[30:31]\nend:\ns_nop 0"
	for _, tg := range []semTarget{{"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}} {
		for _, m := range semMasks(tg.wave) {
			t.Run(tg.String()+"/"+m.name, func(t *testing.T) {
				s := semSnippet(t, tg, asm)
				w := s.NewWave()
				for l := 0; l < tg.wave; l++ {
					w.V[0*64+l] = uint32(100 + l)
					w.V[1*64+l] = semSentinel(1, l)
					w.V[2*64+l] = semSentinel(2, l)
				}
				w.S[isa.SlotExecLo+1] = semMaskSentinel // exec_hi: wave32 leaves it alone
				semSetMask(w, tg, isa.SlotExecLo, m.m)
				if err := s.Run(w); err != nil {
					t.Fatal(err)
				}
				for l := 0; l < tg.wave; l++ {
					want1, want2 := semSentinel(1, l), semSentinel(2, l)
					if m.m>>l&1 != 0 {
						want1, want2 = 5, 5+2*uint32(100+l)
					}
					if w.V[64+l] != want1 || w.V[128+l] != want2 {
						t.Errorf("lane %d: v1 = %#x, v2 = %#x, want %#x, %#x", l, w.V[64+l], w.V[128+l], want1, want2)
					}
				}
				semCheckMask(t, w, tg, isa.SlotExecLo, m.m, "exec")
			})
		}
	}
}

// A file whose functions have kernel metadata (here llc's RSRC2 comments)
// holds kernels and callees: a kernel may call a callee, not another
// kernel, and a call of an external symbol is refused when a run reaches
// it.
const callFile = `	.text
	.type	callee,@function
callee:
	v_mov_b32_e32 v1, 7
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.type	k,@function
k:
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, callee@rel32@lo+4
	s_addc_u32 s5, s5, callee@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	s_endpgm
; COMPUTE_PGM_RSRC2:USER_SGPR: 0
	.type	k2,@function
k2:
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, k@rel32@lo+4
	s_addc_u32 s5, s5, k@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	s_endpgm
; COMPUTE_PGM_RSRC2:USER_SGPR: 0
	.type	k3,@function
k3:
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, ext@gotpcrel32@lo+4
	s_addc_u32 s5, s5, ext@gotpcrel32@hi+12
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[4:5]
	s_endpgm
; COMPUTE_PGM_RSRC2:USER_SGPR: 0
`

func TestSemCallFunctions(t *testing.T) {
	p, err := isa.Parse("call.s", []byte(callFile), isa.ParseOptions{Arch: isa.MustArch("gfx1030"), Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Kernels) != 3 || len(p.Funcs) != 1 || p.Funcs[0].Name != "callee" || p.Funcs[0].Entry != 0 || p.Funcs[0].End != 2 {
		t.Fatalf("kernels %v, functions %v: want k, k2, k3 and callee [0, 2)", p.Kernels, p.Funcs)
	}
	run := func(name string) (*sim.Wave, error) {
		m, err := sim.NewMachine(p, p.Kernel(name))
		if err != nil {
			return nil, err
		}
		w := m.NewWave(&sim.Workgroup{})
		w.S[isa.SlotExecLo] = 0xffffffff
		return w, m.RunWave(w)
	}
	w, err := run("k")
	if err != nil {
		t.Fatalf("k: %v", err)
	}
	if !w.Done || w.V[64] != 7 || w.V[64+31] != 7 {
		t.Errorf("k: done %v, v1 lanes 0 and 31 = %d, %d; want the callee's 7", w.Done, w.V[64], w.V[64+31])
	}
	// callee's 8 bytes, then k: its s_swappc_b64 at 8+20 returns to 8+24.
	if w.S[30] != 8+24 || w.S[31] != codeHi {
		t.Errorf("k: return address s[30:31] = %#x:%#x, want %#x:%#x", w.S[31], w.S[30], codeHi, 8+24)
	}
	if _, err := run("k2"); err == nil || !strings.Contains(err.Error(), "in kernel k), which is neither in kernel k2 nor in a function it may call") {
		t.Errorf("k2 calls kernel k: error %v", err)
	}
	if _, err := run("k3"); err == nil || !strings.Contains(err.Error(), "call.s:30:2: s_swappc_b64 s[30:31], s[4:5]") ||
		!strings.Contains(err.Error(), "call of ext, which the code object does not define") {
		t.Errorf("k3 calls the external ext: error %v", err)
	}
}

// A call of an external symbol that the run does not reach does not stop
// it: llc computes the address where the call's block may not run (here
// a branch skips the load and the call), and the linked code object runs
// such a kernel, its table entry for the symbol unused.
func TestSemCallExternalUnreached(t *testing.T) {
	src := strings.Replace(callFile, "\ts_load_dwordx2 s[4:5], s[4:5], 0x0\n", "\ts_branch .Lskip\n\ts_load_dwordx2 s[4:5], s[4:5], 0x0\n", 1)
	src = strings.TrimSuffix(src, "\ts_swappc_b64 s[30:31], s[4:5]\n\ts_endpgm\n; COMPUTE_PGM_RSRC2:USER_SGPR: 0\n")
	src += "\ts_swappc_b64 s[30:31], s[4:5]\n.Lskip:\n\ts_endpgm\n; COMPUTE_PGM_RSRC2:USER_SGPR: 0\n"
	p, err := isa.Parse("call.s", []byte(src), isa.ParseOptions{Arch: isa.MustArch("gfx1030"), Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	m, err := sim.NewMachine(p, p.Kernel("k3"))
	if err != nil {
		t.Fatalf("k3 with its call of ext skipped: %v", err)
	}
	w := m.NewWave(&sim.Workgroup{})
	w.S[isa.SlotExecLo] = 0xffffffff
	if err := m.RunWave(w); err != nil || !w.Done {
		t.Fatalf("k3 with its call of ext skipped: done %v, %v", w.Done, err)
	}
}

// A callee that runs off its end (no s_setpc_b64) stops the run there.
func TestSemCallFallsOffCallee(t *testing.T) {
	src := strings.Replace(callFile, "\tv_mov_b32_e32 v1, 7\n\ts_setpc_b64 s[30:31]\n", "\tv_mov_b32_e32 v1, 7\n", 1)
	p, err := isa.Parse("call.s", []byte(src), isa.ParseOptions{Arch: isa.MustArch("gfx1030"), Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	m, err := sim.NewMachine(p, p.Kernel("k"))
	if err != nil {
		t.Fatal(err)
	}
	w := m.NewWave(&sim.Workgroup{})
	err = m.RunWave(w)
	if err == nil || !strings.Contains(err.Error(), "call.s:4:2: v_mov_b32_e32 v1, 7") || !strings.Contains(err.Error(), "control left function callee (next instruction index 1 is outside 0..0)") {
		t.Errorf("error %v", err)
	}
}
