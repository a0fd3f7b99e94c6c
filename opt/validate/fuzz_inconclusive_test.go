package validate

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// A state on which both programs fault compares nothing: the campaign
// counts it as inconclusive, not as a compared state.
func TestFuzzCountsBothFaultedAsInconclusive(t *testing.T) {
	a := isa.MustArch("gfx1030")
	// Both sides load from address 0, which no state maps, before
	// anything else; the rewrite adds an s_nop so it is a change. The
	// transform plants the fault in the original too (against its
	// contract, which only a test may do) to make every state fault on
	// both sides.
	const fault = "s_mov_b64 s[0:1], 0\ns_load_dword s0, s[0:1], 0x0\ns_waitcnt lgkmcnt(0)\n"
	parse := func(src string) *isa.Program {
		p, err := isa.Parse("t.s", []byte(src), isa.ParseOptions{Arch: a, Wave: 32})
		if err != nil {
			t.Fatalf("%v\n%s", err, src)
		}
		return p
	}
	var changed int
	tr := func(p *isa.Program) (*isa.Program, error) {
		body := p.String()
		*p = *parse(fault + body)
		changed++
		return parse(fault + "s_nop 0\n" + body), nil
	}
	st, f, err := Fuzz(FuzzConfig{Gen: GenConfig{Arch: a, Wave: 32, Blocks: 2}, Transform: tr, Seed: 5, Programs: 3, States: 4})
	if err != nil {
		t.Fatal(err)
	}
	if f != nil {
		t.Fatalf("a finding where both sides fault alike: %v", f.Mismatch)
	}
	if st.Programs != 3 || st.Unchanged != 0 || changed != 3 {
		t.Fatalf("stats %+v, %d transformed", st, changed)
	}
	if st.States != 0 || st.Inconclusive != 12 {
		t.Errorf("%d states compared, %d inconclusive; want 0 and 12", st.States, st.Inconclusive)
	}
}
