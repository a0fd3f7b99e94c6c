package sim

import (
	"fmt"

	"github.com/wavesim/wavesim/isa"
)

func init() { specialHandlers[isa.SpecialSendmsgRtn] = execSendmsgRtn }

// execSendmsgRtn runs s_sendmsg_rtn_b32/b64 (GFX11): the message id picks
// the value returned into the destination (llvm/docs/AMDGPU/
// gfx12_sendmsg_rtn.rst, the six messages GFX11 has too).
// MSG_RTN_GET_REALTIME is the REALTIME counter, which the model gives as
// it gives s_memrealtime's: the wave's step count (the b32 form takes its
// low half). The doorbell id, dispatch id, trap handler addresses (TMA,
// TBA) and the context-save handshake have no value in the model: a run
// that asks for one stops with an error.
func execSendmsgRtn(w *Wave, d *dinst) error {
	if d.simm == isa.MsgRtnGetRealtime {
		w.writeScalar(int(d.dst.idx), int(d.dst.n), uint64(w.Steps))
		return nil
	}
	return fmt.Errorf("message %s (id %d) returns a value the model does not have (only MSG_RTN_GET_REALTIME is modeled)",
		isa.SendmsgName(d.simm, w.M.Code.Prog.Arch), d.simm)
}
