package isa

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// slotString lists the slots an instruction has, by field, in a fixed
// order; a slot the row lacks is left out.
func slotString(s *Slots) string {
	var b strings.Builder
	put := func(name string, k int8) {
		if k != NoSlot {
			fmt.Fprintf(&b, " %s=%d", name, k)
		}
	}
	for _, f := range []struct {
		name string
		k    int8
	}{
		{"dst", s.Dst}, {"mdst", s.MaskDst}, {"msrc", s.MaskSrc},
		{"vaddr", s.VAddr}, {"saddr", s.SAddr}, {"srsrc", s.SRsrc}, {"soffset", s.SOffset}, {"addr", s.Addr},
		{"vdst", s.VDst}, {"vdata", s.VData[0]}, {"vdata2", s.VData[1]}, {"ret", s.Ret},
		{"lane", s.Lane}, {"hwreg", s.HWReg}, {"imm", s.Imm}, {"label", s.Label},
	} {
		put(f.name, f.k)
	}
	fmt.Fprintf(&b, " src=")
	for i := 0; i < int(min(s.NSrc, uint8(len(s.Src)))); i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprint(&b, s.Src[i])
	}
	return strings.TrimSpace(b.String())
}

// The record of an instruction: its registers for the wave size and its
// slots, checked by hand against each row's operand order.
func TestDecoded(t *testing.T) {
	for _, c := range []struct {
		arch       string
		wave       int
		asm        string
		uses, defs string
		slots      string
	}{
		// VOP3: modifiers do not move slots; a literal source is no immediate slot.
		{"gfx1030", 32, "v_fma_f32 v1, -v2, s3, 1.0", "[v2 s3 exec_lo]", "[v1]",
			"dst=0 vdst=0 ret=0 src=1,2,3"},
		// VOP3 carry: the lane masks are slots of their own, not sources.
		{"gfx1030", 64, "v_add_co_ci_u32_e64 v1, s[4:5], v2, v3, s[6:7]", "[v2 v3 s[6:7] exec]", "[v1 s[4:5]]",
			"dst=0 mdst=1 msrc=4 vdst=0 ret=0 src=2,3"},
		// MUBUF with an SGPR soffset.
		{"gfx900", 64, "buffer_store_dwordx4 v[1:4], v5, s[8:11], s12 offen offset:16", "[v[1:4] v5 s[8:11] s12 exec]", "[]",
			"vaddr=1 srsrc=2 soffset=3 vdata=0 src=0,1,2,3"},
		// MUBUF with an immediate soffset: the same slot, now the first immediate.
		{"gfx900", 64, "buffer_store_dwordx4 v[1:4], v5, s[8:11], 0 offen offset:16", "[v[1:4] v5 s[8:11] exec]", "[]",
			"vaddr=1 srsrc=2 soffset=3 vdata=0 imm=3 src=0,1,2,3"},
		// A returning MUBUF atomic returns over its data.
		{"gfx900", 64, "buffer_atomic_add v1, v2, s[8:11], s3 offen glc", "[v1 v2 s[8:11] s3 exec]", "[v1]",
			"vaddr=1 srsrc=2 soffset=3 vdata=0 ret=0 src=0,1,2,3"},
		{"gfx900", 64, "buffer_atomic_add v1, v2, s[8:11], s3 offen", "[v1 v2 s[8:11] s3 exec]", "[]",
			"vaddr=1 srsrc=2 soffset=3 vdata=0 src=0,1,2,3"},
		// FLAT global with an SGPR base.
		{"gfx1030", 32, "global_load_dwordx2 v[1:2], v3, s[4:5] offset:8", "[v3 s[4:5] exec_lo]", "[v[1:2]]",
			"dst=0 vaddr=1 saddr=2 vdst=0 ret=0 src=1,2"},
		{"gfx1030", 32, "global_store_dword v3, v1, s[4:5]", "[v3 v1 s[4:5] exec_lo]", "[]",
			"vaddr=0 saddr=2 vdata=1 src=0,1,2"},
		// DS: an address and two data slots.
		{"gfx900", 64, "ds_write2_b32 v1, v2, v3 offset0:1 offset1:2", "[v1 v2 v3 exec]", "[]",
			"addr=0 vdata=1 vdata2=2 src=0,1,2"},
		{"gfx900", 64, "ds_read_b32 v1, v2 offset:4", "[v2 exec]", "[v1]",
			"dst=0 addr=1 vdst=0 ret=0 src=1"},
		// SMEM: no exec, the offset the first immediate.
		{"gfx900", 64, "s_load_dwordx2 s[0:1], s[4:5], 0x10", "[s[4:5]]", "[s[0:1]]",
			"dst=0 imm=2 src=1,2"},
		// Lane selects, an SGPR and an immediate.
		{"gfx900", 64, "v_readlane_b32 s0, v1, s2", "[v1 s2]", "[s0]",
			"dst=0 lane=2 src=1,2"},
		{"gfx900", 64, "v_writelane_b32 v1, s0, 5", "[v1 s0]", "[v1]",
			"dst=0 vdst=0 ret=0 lane=2 imm=2 src=1,2"},
		// Hardware registers: s_setreg_imm32_b32's first immediate is the
		// hwreg field, its value comes after.
		{"gfx900", 64, "s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 4)", "[]", "[s0]",
			"dst=0 hwreg=1 imm=1 src=1"},
		{"gfx900", 64, "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0x3", "[]", "[]",
			"hwreg=0 imm=0 src=0,1"},
		{"gfx900", 64, "s_cbranch_scc1 L\nL:\ns_endpgm", "[scc]", "[]",
			"label=0 src=0"},
	} {
		p, err := Parse("t.s", []byte(c.asm+"\n"), ParseOptions{Arch: MustArch(c.arch), Wave: c.wave})
		if err != nil {
			t.Fatalf("%s: %v", c.asm, err)
		}
		d := Decode(p.Insts, c.wave)[0]
		if got := fmt.Sprint(d.Uses()); got != c.uses {
			t.Errorf("%s: uses %s, want %s", c.asm, got, c.uses)
		}
		if got := fmt.Sprint(d.Defs()); got != c.defs {
			t.Errorf("%s: defs %s, want %s", c.asm, got, c.defs)
		}
		if got := slotString(&d.Slots); got != c.slots {
			t.Errorf("%s: slots\n  %s\nwant\n  %s", c.asm, got, c.slots)
		}
		if d.Y != nil {
			t.Errorf("%s: a Y half's slots without a VOPD pair", c.asm)
		}
	}
}

// A VOPD pair lists both halves' registers (v_dual_fmac reads its
// destination), and each half has its slots.
func TestDecodedVOPD(t *testing.T) {
	p, err := Parse("t.s", []byte("v_dual_mul_f32 v0, v1, v2 :: v_dual_fmac_f32 v3, v4, v5\n"), ParseOptions{Arch: MustArch("gfx1100"), Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	d := Decode(p.Insts, 32)[0]
	if got, want := fmt.Sprint(d.Uses(), d.Defs()), "[v1 v2 exec_lo v3 v4 v5 exec_lo] [v0 v3]"; got != want {
		t.Errorf("registers %s, want %s", got, want)
	}
	if d.Y == nil {
		t.Fatal("no Y half slots")
	}
	if got, want := slotString(d.Y), "dst=0 vdst=0 ret=0 src=1,2"; got != want {
		t.Errorf("Y slots %s, want %s", got, want)
	}
}

// Over the corpus, in both wave sizes, the record says what the
// instruction's own queries say: Uses and Defs, and Operand for each role.
func TestDecodedMatchesQueries(t *testing.T) {
	files := corpusFiles(t)
	n := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(f, src, ParseOptions{})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, wave := range []int{32, 64} {
			var one Decoder
			for i, d := range Decode(p.Insts, wave) {
				in := p.Insts[i]
				// The one-at-a-time Decoder gives the same record.
				if r := one.Decode(in, wave); !slices.Equal(r.regs, d.regs) || r.nUse != d.nUse || r.Slots != d.Slots || (r.Y == nil) != (d.Y == nil) || r.Y != nil && *r.Y != *d.Y {
					t.Fatalf("%s: %s wave%d: Decoder gives %+v, Decode %+v", in.Pos, FormatInst(in, p.Arch), wave, *r, d)
				}
				if !slices.Equal(d.Uses(), in.Uses(wave)) || !slices.Equal(d.Defs(), in.Defs(wave)) {
					t.Fatalf("%s: %s wave%d: registers %v %v, want %v %v", in.Pos, FormatInst(in, p.Arch), wave, d.Uses(), d.Defs(), in.Uses(wave), in.Defs(wave))
				}
				for _, r := range []struct {
					role ArgRole
					k    int8
				}{{ArgVAddr, d.VAddr}, {ArgSAddr, d.SAddr}, {ArgSRsrc, d.SRsrc}, {ArgSOffset, d.SOffset}, {ArgAddr, d.Addr},
					{ArgVDst, d.VDst}, {ArgVData, d.VData[0]}, {ArgLane, d.Lane}, {ArgHWReg, d.HWReg}} {
					if got, want := in.ArgAt(r.k), in.Operand(r.role); got != want {
						t.Fatalf("%s: %s: role %d at slot %d is %v, want %v", in.Pos, FormatInst(in, p.Arch), r.role, r.k, got, want)
					}
				}
				n++
			}
		}
	}
	if n == 0 {
		t.Fatal("no instruction compared")
	}
}
