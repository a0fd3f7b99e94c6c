package isa

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// s_sendmsg_rtn_b32/b64 (GFX11): the message, by name or number, prints
// as written and llvm-mc-16 encodes it in one dword (SSRC0 holds the id);
// a number outside the 8-bit field, a MSG_RTN name before GFX11 and a
// register operand are errors at their column.
func TestSendmsgRtn(t *testing.T) {
	src := "s_sendmsg_rtn_b64 s[0:1], sendmsg(MSG_RTN_GET_REALTIME)\n" +
		"s_sendmsg_rtn_b32 vcc_lo, sendmsg(MSG_RTN_GET_DDID)\n" +
		"s_sendmsg_rtn_b64 s[2:3], sendmsg(MSG_RTN_GET_TBA)\n" +
		"s_sendmsg_rtn_b32 s2, 0x83\n" +
		"s_sendmsg_rtn_b32 s2, sendmsg(7, 0, 0)\n"
	a := MustArch("gfx1100")
	p, err := Parse("m.s", []byte(src), ParseOptions{Arch: a})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range strings.Split(strings.TrimSpace(p.String()), "\n") {
		got = append(got, strings.TrimSpace(l))
	}
	if strings.Join(got, "\n")+"\n" != src {
		t.Errorf("printed\n%s\nwant\n%s", strings.Join(got, "\n"), src)
	}
	for i, in := range p.Insts {
		if n := EncodedSize(in, a); n != 4 {
			t.Errorf("line %d: EncodedSize %d, want 4", i+1, n)
		}
	}
	for _, c := range []struct{ src, arch, pos, msg string }{
		{"s_sendmsg_rtn_b32 s0, 0x183", "gfx1100", "e.s:1:23:", "8-bit unsigned message id"},
		{"s_sendmsg_rtn_b32 s0, s1", "gfx1100", "e.s:1:23:", "takes no register"},
		{"s_sendmsg sendmsg(MSG_RTN_GET_REALTIME)", "gfx1030", "e.s:1:11:", "unknown message"},
		{"s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_REALTIME)", "gfx1030", "e.s:1:1:", "it does on gfx1100"},
	} {
		_, err := Parse("e.s", []byte(c.src+"\n"), ParseOptions{Arch: MustArch(c.arch)})
		if err == nil || !strings.HasPrefix(err.Error(), c.pos) || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s on %s: got %v, want an error at %s containing %q", c.src, c.arch, err, c.pos, c.msg)
		}
	}
	mc := llvmtool.Require(t, "llvm-mc", 16)
	encs, err := llvmtool.Encodings(mc, llvmtool.MCArgs("gfx1100", false, true), []byte(p.String()))
	if err != nil {
		t.Fatalf("llvm-mc-16 rejects what we print: %v", err)
	}
	want := []string{"[0x83,0x4d,0x80,0xbe]", "[0x81,0x4c,0xea,0xbe]", "[0x85,0x4d,0x82,0xbe]", "[0x83,0x4c,0x82,0xbe]", "[0x07,0x4c,0x82,0xbe]"}
	for i, e := range encs {
		if i >= len(want) || !strings.HasSuffix(strings.TrimSpace(e), want[i]) {
			t.Errorf("llvm-mc-16 line %d: %s, want encoding %v", i+1, e, want)
		}
	}
	if len(encs) != len(want) {
		t.Errorf("llvm-mc-16 gave %d encodings, want %d", len(encs), len(want))
	}
}
