package timing

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// A target takes the preset that names it, else its generation's:
// gfx1150 its APU (16 CUs, 2 MiB L2, no MALL, 120 GB/s), gfx1151 and
// gfx1100 the gfx1100 reference part.
func TestDeviceDefaultPerTarget(t *testing.T) {
	for _, c := range []struct {
		arch, device string
		l2, mall     int
	}{
		{"gfx1150", "radeon890m", 2048, 0},
		{"gfx1151", "rx7900xtx", 6144, 96},
		{"gfx1100", "rx7900xtx", 6144, 96},
		{"gfx1030", "rx6900xt", 4096, 128},
	} {
		p, err := ParamsFor(isa.MustArch(c.arch))
		if err != nil {
			t.Fatal(err)
		}
		if p.Mem.Device != c.device || p.Mem.L2KiB != c.l2 || p.Mem.MALLMiB != c.mall {
			t.Errorf("%s: device %s (L2 %d KiB, MALL %d MiB), want %s (%d, %d)", c.arch, p.Mem.Device, p.Mem.L2KiB, p.Mem.MALLMiB, c.device, c.l2, c.mall)
		}
	}
	// 120 GB/s over 16 CUs at 2.9 GHz: 120e9 / 2.9e9 / 16 bytes a cycle.
	p, _ := ParamsFor(isa.MustArch("gfx1150"))
	if want := 120e9 / 2.9e9 / 16; p.Mem.DRAMShare != want {
		t.Errorf("gfx1150 dram_share %v, want %v", p.Mem.DRAMShare, want)
	}
}
