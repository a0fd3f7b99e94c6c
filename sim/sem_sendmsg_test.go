package sim_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim"
)

var semGFX11Scalar = []semTarget{{"gfx1100", 32}, {"gfx1100", 64}}

// s_sendmsg_rtn with MSG_RTN_GET_REALTIME returns the model's REALTIME
// counter, as s_memrealtime does: the instructions the wave executed before
// it (two s_nop, then 2 and 3); the b32 form writes one SGPR, the b64 form
// the pair; SCC and every other SGPR keep their values.
func TestSemSendmsgRtnRealtime(t *testing.T) {
	semRunScalars(t, []semScalar{
		{name: "realtime_b64_b32", targets: semGFX11Scalar,
			asm: "s_nop 0\ns_nop 0\ns_sendmsg_rtn_b64 s[0:1], sendmsg(MSG_RTN_GET_REALTIME)\ns_sendmsg_rtn_b32 s2, sendmsg(MSG_RTN_GET_REALTIME)",
			in:  semR(0, 0xffffffff, 1, 0xffffffff, 2, 0xffffffff, semSCC, 1), want: semR(0, 2, 1, 0, 2, 3)},
		{name: "realtime_numeric", targets: semGFX11Scalar,
			asm: "s_nop 0\ns_sendmsg_rtn_b32 s5, 0x83", in: semR(5, 0xffffffff, semSCC, 0), want: semR(5, 1)},
	})
}

// The messages whose value the model does not have stop the run at the
// instruction (file:line:column) naming the message; what ran before stays,
// the destination and what follows are untouched.
func TestSemSendmsgRtnUnmodeled(t *testing.T) {
	for _, msg := range []string{"MSG_RTN_GET_DOORBELL", "MSG_RTN_GET_DDID", "MSG_RTN_GET_TMA", "MSG_RTN_GET_TBA", "MSG_RTN_SAVE_WAVE", "7"} {
		t.Run(msg, func(t *testing.T) {
			for _, tg := range semGFX11Scalar {
				operand := "sendmsg(" + msg + ")"
				if msg == "7" {
					operand = "7"
				}
				asm := "s_mov_b32 s0, 5\ns_sendmsg_rtn_b64 s[2:3], " + operand + "\ns_mov_b32 s1, 6"
				s := semSnippet(t, tg, asm)
				w := s.NewWave()
				w.S[1], w.S[2], w.S[3] = 0x11, 0x22, 0x33
				err := s.Run(w)
				var re *sim.RunError
				switch {
				case !errors.As(err, &re):
					t.Fatalf("%s: run: %v, want a RunError", tg, err)
				case re.Pos.Line != 2 || re.Pos.Col != 1 || !strings.Contains(err.Error(), msg):
					t.Errorf("%s: error %q: want it at line 2, column 1, naming %s", tg, err, msg)
				}
				if w.S[0] != 5 || w.S[1] != 0x11 || w.S[2] != 0x22 || w.S[3] != 0x33 {
					t.Errorf("%s: s0..s3 = %#x %#x %#x %#x, want 5 0x11 0x22 0x33", tg, w.S[0], w.S[1], w.S[2], w.S[3])
				}
			}
		})
	}
}
