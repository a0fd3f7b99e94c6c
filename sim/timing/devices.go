package timing

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// A Device is a preset: a target with the compute units, clock, DRAM
// bandwidth and cache sizes of one part (devices.tsv, whose header cites
// the sources). The `device` model parameter applies one; each target's
// default is its reference part's.
type Device struct {
	Name, Target string
	CUs          int
	SclkMHz      float64
	DRAMGBs      float64
	L0KiB        int
	GL1KiB       int
	L2KiB        int
	MALLMiB      int
}

// DRAMShare is a compute unit's share of the DRAM bandwidth, in bytes a
// cycle: the device's bandwidth over its compute units at its clock.
func (d *Device) DRAMShare() float64 {
	return d.DRAMGBs * 1e9 / (d.SclkMHz * 1e6) / float64(d.CUs)
}

//go:embed devices.tsv
var devicesTSV string

// Devices is the preset table, in its file's order.
var Devices = mustDevices(devicesTSV)

func mustDevices(text string) []Device {
	ds, err := parseDevices(text)
	if err != nil {
		panic("timing: devices.tsv: " + err.Error())
	}
	return ds
}

func parseDevices(text string) ([]Device, error) {
	var out []Device
	for i, ln := range strings.Split(text, "\n") {
		if ln == "" || strings.HasPrefix(ln, "#") {
			continue
		}
		f := strings.Split(ln, "\t")
		if len(f) != 9 {
			return nil, fmt.Errorf("line %d: %d fields, want 9", i+1, len(f))
		}
		d := Device{Name: f[0], Target: f[1]}
		nums := []struct {
			s   string
			dst any
		}{{f[2], &d.CUs}, {f[3], &d.SclkMHz}, {f[4], &d.DRAMGBs}, {f[5], &d.L0KiB}, {f[6], &d.GL1KiB}, {f[7], &d.L2KiB}, {f[8], &d.MALLMiB}}
		for k, n := range nums {
			var err error
			switch p := n.dst.(type) {
			case *int:
				*p, err = strconv.Atoi(n.s)
			case *float64:
				*p, err = strconv.ParseFloat(n.s, 64)
			}
			if err != nil {
				return nil, fmt.Errorf("line %d field %d: %v", i+1, k+3, err)
			}
		}
		if d.CUs <= 0 || d.SclkMHz <= 0 || d.DRAMGBs <= 0 {
			return nil, fmt.Errorf("line %d: %s needs compute units, a clock and a bandwidth above zero", i+1, d.Name)
		}
		out = append(out, d)
	}
	return out, nil
}

// DeviceByName finds a preset, nil if there is none.
func DeviceByName(name string) *Device {
	for i := range Devices {
		if Devices[i].Name == name {
			return &Devices[i]
		}
	}
	return nil
}

// deviceForTarget is the preset of the target itself (radeon890m for
// gfx1150), nil when no row names it: the target then takes its
// generation's (deviceFor).
func deviceForTarget(name string) *Device {
	for i := range Devices {
		if Devices[i].Target == name {
			return &Devices[i]
		}
	}
	return nil
}

// deviceFor is a generation's reference part.
func deviceFor(g isa.Gen) *Device {
	for i := range Devices {
		if a, err := isa.LookupArch(Devices[i].Target); err == nil && a.Gen == g {
			return &Devices[i]
		}
	}
	return nil
}

// applyDevice sets a preset's numbers in p.
func (m *MemParams) applyDevice(d *Device) {
	m.Device = d.Name
	m.L0KiB, m.GL1KiB, m.L2KiB, m.MALLMiB = d.L0KiB, d.GL1KiB, d.L2KiB, d.MALLMiB
	m.DRAMShare = d.DRAMShare()
}
