package bench

import (
	"fmt"

	"github.com/wavesim/wavesim/sim/launch"
)

// CaptureToATT writes a measured SQTT capture in the calibration format
// (one JSON file per capture: the kernel as "asm", and per hardware wave
// the instructions it executed, {pc_index, inst, cycle}, in order) as the
// trace directory rocprofv3 --att would have written for those stamps,
// under root, so that measured data reads like any other trace. It
// returns the trace directory.
//
// A record's time is its stamp, less the capture's earliest stamp; its
// duration runs to the wave's next stamp (the last instruction's is one
// cycle); a stamp says nothing of stalls, so every stall is 0, and the
// records of a wave leave no gaps, so every idle is 0. The waves are laid
// out as a simulated run's are (ATT.WriteDir).
func CaptureToATT(file string, data []byte, root string) (string, error) {
	c, err := readCapture(file, data)
	if err != nil {
		return "", err
	}
	p, err := launch.ParseProgram(file+" (asm)", []byte(c.asm), launch.LoadOptions{})
	if err != nil {
		return "", err
	}
	if len(p.Kernels) == 0 || p.Bare {
		return "", fmt.Errorf("%s: asm defines no kernel", file)
	}
	k := p.Kernels[0]
	b := newATTBuilder(p, true)
	t0 := int64(-1)
	for _, w := range c.waves {
		for _, s := range w {
			if t0 < 0 || s.cycle < t0 {
				t0 = s.cycle
			}
		}
	}
	for i, stamps := range c.waves {
		w := b.wave(i, i)
		for j, s := range stamps {
			if s.pc < 0 || s.pc >= len(p.Insts) {
				return "", fmt.Errorf("%s:%s: waves[%d][%d]: pc_index %d, but the kernel has %d instructions", file, lineCol(data, s.off), i, j, s.pc, len(p.Insts))
			}
			r := attRecord{time: s.cycle - t0, dur: 1, pc: int32(s.pc)}
			next := -1
			if j+1 < len(stamps) {
				n := stamps[j+1]
				if n.cycle < s.cycle {
					return "", fmt.Errorf("%s:%s: waves[%d][%d]: cycle %d is before the one before it (%d)", file, lineCol(data, n.off), i, j+1, n.cycle, s.cycle)
				}
				r.dur, next = n.cycle-s.cycle, n.pc
			}
			r.issue = r.dur
			if len(w.recs) > 0 {
				r.idle = max(r.time-w.end, 0)
			}
			w.cur = r
			b.finish(w, next)
		}
	}
	t := &attTrace{prog: p, kernel: k.Name, simds: attSIMDs(p, k), tool: "wavesim (capture " + c.name + ")", waves: b.order, sums: b.sums}
	return t.write(root)
}

// capture is what CaptureToATT reads of a calibration file.
type capture struct {
	name, asm string
	waves     [][]captureStamp
}

// captureStamp is one executed instruction of a hardware wave; off is
// its position in the file.
type captureStamp struct {
	pc    int
	cycle int64
	off   int64
}

func readCapture(file string, data []byte) (*capture, error) {
	w := newJSONWalker(file, data)
	c := &capture{}
	sawWaves := false
	err := w.object("capture", func(key string) error {
		switch key {
		case "name":
			return w.value("name", &c.name)
		case "asm":
			return w.value("asm", &c.asm)
		case "waves":
			sawWaves = true
			return w.array("waves", func(i int) error {
				var stamps []captureStamp
				err := w.array(fmt.Sprintf("waves[%d]", i), func(j int) error {
					s := captureStamp{off: w.at(), pc: -1, cycle: -1}
					var v struct {
						PC    *int   `json:"pc_index"`
						Cycle *int64 `json:"cycle"`
					}
					what := fmt.Sprintf("waves[%d][%d]", i, j)
					if err := w.value(what, &v); err != nil {
						return err
					}
					if v.PC == nil || v.Cycle == nil {
						return w.errAt(s.off, "%s: want {\"pc_index\": k, \"inst\": ..., \"cycle\": c}", what)
					}
					s.pc, s.cycle = *v.PC, *v.Cycle
					stamps = append(stamps, s)
					return nil
				})
				c.waves = append(c.waves, stamps)
				return err
			})
		}
		return w.skip()
	})
	switch {
	case err != nil:
		return nil, err
	case c.asm == "":
		return nil, fmt.Errorf("%s: no \"asm\" (the kernel)", file)
	case !sawWaves || len(c.waves) == 0:
		return nil, fmt.Errorf("%s: no \"waves\" (the hardware waves' stamps)", file)
	}
	return c, nil
}
