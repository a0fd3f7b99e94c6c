package bench

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// TestEncodedSizeMatchesMC: every distinct instruction of the corpus takes
// the bytes llvm-mc encodes it in, so the addresses run --csv prints are
// those of the assembled code object. Instructions are grouped by target
// and assembled once per group; branches (whose label operands need their
// function) are SOPP, one dword.
func TestEncodedSizeMatchesMC(t *testing.T) {
	mc := llvmtool.Require(t, "llvm-mc", 16)
	// True16 traces need llvm-mc-19 -mattr=+real-true16 (llvm-mc-16 knows
	// neither the operands nor v_mov_b16).
	mc19 := llvmtool.Want(t, "llvm-mc", 19)
	traces, err := Corpus("../traces")
	if err != nil {
		t.Fatal(err)
	}
	type group struct {
		mc    string
		args  []string
		arch  *isa.Arch
		texts []string
		size  []int
	}
	groups := map[string]*group{}
	seen := map[string]bool{}
	for _, tr := range traces {
		if tr.True16 && mc19 == "" {
			t.Logf("%s/%s: llvm-mc-19 not found, not compared", tr.Name, tr.Variant)
			continue
		}
		p, err := launch.LoadProgram(tr.Asm, tr.loadOptions().WithSpec(mustSpec(t, tr.Spec)))
		if err != nil {
			t.Fatal(err)
		}
		args := llvmtool.MCArgs(p.Arch.Name, p.Wave == 64 && p.Arch.HasWave(32), true)
		tool := mc
		if p.Arch.GFX90AInsts {
			// llvm-mc-16 does not know gfx942; the CDNA variants are llc-19's.
			if mc19 == "" {
				t.Logf("%s/%s: llvm-mc-19 not found, not compared", tr.Name, tr.Variant)
				continue
			}
			tool = mc19
		}
		if a := tr.MCAttr(); a != "" {
			args, tool = append(args, "-mattr="+a), mc19
		}
		if tr.LLVM >= 19 {
			// An llc-19 trace goes to llvm-mc-19: llvm-mc-16 knows no
			// gfx1150 nor GFX12 target.
			if mc19 == "" {
				t.Logf("%s/%s: llvm-mc-19 not found, not compared", tr.Name, tr.Variant)
				continue
			}
			tool = mc19
		}
		key := strings.Join(args, " ")
		g := groups[key]
		if g == nil {
			g = &group{mc: tool, args: args, arch: p.Arch}
			groups[key] = g
		}
		for _, in := range p.Insts {
			text := isa.FormatInst(in, p.Arch)
			if hasLabel(in) {
				if n := isa.EncodedSize(in, p.Arch); n != 4 {
					t.Errorf("%s: %s: %d bytes, want 4 (SOPP)", tr.Asm, text, n)
				}
				continue
			}
			if seen[key+text] {
				continue
			}
			seen[key+text] = true
			g.texts = append(g.texts, text)
			g.size = append(g.size, isa.EncodedSize(in, p.Arch))
		}
	}
	checked := 0
	for key, g := range groups {
		encs, err := llvmtool.Encodings(g.mc, g.args, []byte(strings.Join(g.texts, "\n")+"\n"))
		if err != nil {
			t.Fatalf("%s: %v", key, err)
		}
		if len(encs) != len(g.texts) {
			t.Fatalf("%s: llvm-mc encoded %d instructions of %d", key, len(encs), len(g.texts))
		}
		for i, e := range encs {
			// One entry per byte: 0x.. or a fixup letter.
			enc := e[strings.Index(e, "encoding:"):]
			want := strings.Count(enc[:strings.Index(enc, "]")], ",") + 1
			if g.size[i] != want {
				t.Errorf("%s: %s: %d bytes, llvm-mc %d (%s)", key, g.texts[i], g.size[i], want, e)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no instruction compared")
	}
	t.Logf("%d distinct instructions in %d target groups", checked, len(groups))
}

func hasLabel(in *isa.Inst) bool {
	for _, a := range in.Args {
		if a.Kind == isa.OpLabel {
			return true
		}
	}
	return false
}

func mustSpec(t *testing.T, path string) *launch.Spec {
	t.Helper()
	s, err := launch.LoadSpec(path)
	if err != nil {
		t.Fatal(fmt.Errorf("%s: %w", path, err))
	}
	return s
}
