package opt

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// Liveness of partial writes: a VALU def under exec and an M0-relative
// s_movreld leave their destination live above them; a SALU def kills it.
func TestLivenessPartialWrites(t *testing.T) {
	for _, c := range []struct {
		name, asm string
		reg       isa.Reg
		live      bool // live before the instruction under test
	}{
		{"salu def kills", "s_mov_b32 s4, 1", isa.SGPR(4, 1), false},
		{"valu def under exec keeps", "v_mov_b32_e32 v4, 1", isa.VGPR(4, 1), true},
		{"s_movreld may write elsewhere", "s_movreld_b32 s4, s5", isa.SGPR(4, 1), true},
		{"s_movreld reads its source", "s_movreld_b32 s4, s5", isa.SGPR(5, 1), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			// the instruction under test sits at index 1; s4 and v4 are
			// read at the end
			src := ".amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\nk:\n\ts_nop 0\n\t" + c.asm +
				"\n\ts_mov_b32 s6, s4\n\tv_mov_b32_e32 v6, v4\n\ts_endpgm\n"
			p, err := isa.Parse("t.s", []byte(src), isa.ParseOptions{Wave: 32})
			if err != nil {
				t.Fatal(err)
			}
			cfg := BuildCFG(p, p.Kernels[0])
			live := ComputeLiveness(cfg, 32, Units{}).LiveAfter(0)
			if live.Has(c.reg) != c.live {
				t.Errorf("%v live above %q: %v, want %v", c.reg, c.asm, live.Has(c.reg), c.live)
			}
		})
	}
}

// A call falls through to the next instruction in the kernel's CFG, and
// every register is live above it when its callee is unknown (here a
// label, no function of the file); a s_setpc_b64 (a return) ends its
// block with no successor.
func TestLivenessAcrossCall(t *testing.T) {
	src := ".amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\nk:\n\ts_mov_b32 s40, 1\n\ts_mov_b32 s41, 2\n" +
		"\ts_getpc_b64 s[4:5]\n\ts_add_u32 s4, s4, f@rel32@lo+4\n\ts_addc_u32 s5, s5, f@rel32@hi+12\n" +
		"\ts_swappc_b64 s[30:31], s[4:5]\n\ts_mov_b32 s6, s40\n\ts_endpgm\nf:\n\ts_setpc_b64 s[30:31]\n"
	p, err := isa.Parse("t.s", []byte(src), isa.ParseOptions{Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	cfg := BuildCFG(p, p.Kernels[0])
	call := cfg.BlockOf(5)
	if call.Start != 0 || call.End != 8 {
		t.Errorf("the call's block is [%d, %d), want [0, 8): a call ends no block", call.Start, call.End)
	}
	live := ComputeLiveness(cfg, 32, Units{})
	// s41 is read by nothing the kernel shows, but the callee may read it.
	if after := live.LiveAfter(1); !after.Has(isa.SGPR(41, 1)) || !after.Has(isa.VGPR(200, 1)) {
		t.Errorf("s41 and v200 are not live before the call")
	}
	// After the call only s40 is read.
	if after := live.LiveAfter(5); after.Has(isa.SGPR(41, 1)) || !after.Has(isa.SGPR(40, 1)) {
		t.Errorf("after the call: s41 live %v (want false), s40 live %v (want true)", after.Has(isa.SGPR(41, 1)), after.Has(isa.SGPR(40, 1)))
	}
	f := BuildCFG(p, &isa.Kernel{Name: "f", Entry: 8, End: 9})
	if len(f.Blocks) != 1 || len(f.Blocks[0].Succs) != 0 {
		t.Errorf("the callee's s_setpc_b64 block has successors %v, want none", f.Blocks[0].Succs)
	}
}

// Above a call of a function of the file is what the callee reads before
// it writes, with what is live after the call live at its return.
func TestLivenessThroughCallee(t *testing.T) {
	src := `	.text
	.type	f,@function
f:
	v_add_nc_u32_e32 v2, v1, v1
	s_mov_b32 s40, 3
	s_setpc_b64 s[30:31]
	.type	k,@function
k:
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, f@rel32@lo+4
	s_addc_u32 s5, s5, f@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	s_add_u32 s6, s40, s41
	v_mov_b32_e32 v3, v2
	s_endpgm
; COMPUTE_PGM_RSRC2:USER_SGPR: 0
	.type	g,@function
g:
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, f@gotpcrel32@lo+4
	s_addc_u32 s5, s5, f@gotpcrel32@hi+12
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[4:5]
	s_add_u32 s6, s40, s41
	s_endpgm
; COMPUTE_PGM_RSRC2:USER_SGPR: 0
	.type	h,@function
h:
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, f@rel32@lo+4
	s_addc_u32 s5, s5, f@rel32@hi+12
	s_add_u32 s4, s4, 4
	s_swappc_b64 s[30:31], s[4:5]
	s_endpgm
; COMPUTE_PGM_RSRC2:USER_SGPR: 0
`
	p, err := isa.Parse("t.s", []byte(src), isa.ParseOptions{Arch: isa.MustArch("gfx1030"), Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		kernel string
		call   int // index of the s_swappc_b64 in the kernel
		live   []isa.Reg
		dead   []isa.Reg
	}{
		// v1: the callee reads it; v2: its VALU write leaves the inactive
		// lanes, which the kernel reads after; s41: live through; s[4:5]:
		// the call reads it. s40: the callee writes it; s[30:31]: the call
		// writes it; vcc, v200: nobody reads them.
		{"k", 3, []isa.Reg{isa.VGPR(1, 1), isa.VGPR(2, 1), isa.SGPR(41, 1), isa.SGPR(4, 2)},
			[]isa.Reg{isa.SGPR(40, 1), isa.SGPR(30, 2), isa.VCCFor(32), isa.VGPR(200, 1)}},
		// through the global offset table: the same callee
		{"g", 5, []isa.Reg{isa.VGPR(1, 1), isa.SGPR(41, 1)}, []isa.Reg{isa.SGPR(40, 1), isa.VCCFor(32)}},
		// an address changed after the relocation: callee unknown, all live
		{"h", 4, []isa.Reg{isa.SGPR(40, 1), isa.VCCFor(32), isa.VGPR(200, 1)}, nil},
	} {
		k := p.Kernel(c.kernel)
		if k == nil {
			t.Fatalf("no kernel %s", c.kernel)
		}
		live := ComputeLiveness(BuildCFG(p, k), 32, Units{}).LiveAfter(k.Entry + c.call - 1)
		for _, r := range c.live {
			if !live.Has(r) {
				t.Errorf("%s: %v is not live above the call", c.kernel, r)
			}
		}
		for _, r := range c.dead {
			if live.Has(r) {
				t.Errorf("%s: %v is live above the call", c.kernel, r)
			}
		}
	}
}
