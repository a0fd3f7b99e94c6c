package launch

import "github.com/wavesim/wavesim/isa"

// maxGridItems bounds a grid's work-items, the product of its dimensions:
// 2^32 − 1, the HSA runtime's HSA_AGENT_INFO_GRID_MAX_SIZE for AMD GPUs
// (rocminfo: "Grid Max Size: 4294967295"). A grid that large streams: a
// dispatch holds one workgroup's waves at a time.
const maxGridItems = 1<<32 - 1

// maxLaunchBytes bounds the bytes of all of a launch's buffers together: a
// model parameter (4 GiB, four buffers of maxBufferBytes), so that a run
// of compare, two dispatches, stays within a third of a 24 GiB machine
// even when the kernels touch every page.
const maxLaunchBytes = 4 << 30

// checkLimits checks what the whole launch asks for against the model's
// limits, before anything is allocated for it: the grid's work-items and
// the buffers' bytes together.
func (s *Spec) checkLimits() error {
	items := int64(1)
	for _, x := range s.GridSize() {
		if x <= 0 {
			return s.errAt("grid", "the grid %v has a dimension that is not positive", s.Grid)
		}
		if items > maxGridItems/int64(x) {
			return s.errAt("grid", "the grid %v has more than %d work-items (the HSA runtime's grid limit)", s.Grid, int64(maxGridItems))
		}
		items *= int64(x)
	}
	total := int64(0)
	for _, name := range s.bufferNames() {
		b := s.Buffers[name]
		total += int64(b.Len()) * int64(b.Type.Size())
		if total > maxLaunchBytes {
			return s.errAt("buffers."+name, "buffer %q brings the launch's buffers to %d bytes, more than the %d a launch may hold", name, total, int64(maxLaunchBytes))
		}
	}
	return nil
}

// MaxKernelFileBytes bounds a kernel file read whole: assembly up to
// isa.MaxSourceBytes (isa.Parse refuses more), or a code object, whose
// code disassembles to at most that much assembly and whose data
// sections hold at most isa.MaxData.
const MaxKernelFileBytes = isa.MaxSourceBytes + isa.MaxData

// MaxSpecBytes bounds a launch spec read whole (a model parameter, 1 GiB):
// inline buffer contents larger than that belong in a buffer file (a
// buffer's "file"), which is streamed, not read whole.
const MaxSpecBytes = 1 << 30
