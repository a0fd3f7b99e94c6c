package sim

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/wavesim/wavesim/isa"
)

// errFormatNotModeled: a format load or store through a data format the
// simulator does not convert.
var errFormatNotModeled = errors.New("buffer data format not modeled")

// bufFormat is a format load's or store's data format, resolved once per
// instruction: comps components of one dword each (the 32-bit formats,
// whose conversion is a plain copy), float for the FLOAT number format
// (what a missing w component reads: 1.0 rather than 1).
type bufFormat struct {
	comps int
	float bool
}

// resolveBufFormat finds the data format of d: the instruction's format:
// (tbuffer, default 8 UNORM) or the V#'s. The V# keeps it in word 3: on
// GFX9 the number format in bits 14:12 and the data format in bits 18:15
// (the Vega ISA guide's buffer resource table, NUM_FORMAT [110:108] and
// DATA_FORMAT [114:111]), on GFX10+ the unified format in bits 18:12 (the
// RDNA2 ISA guide's buffer resource table, FORMAT [114:108]; GFX11 is
// assumed to keep that position, docs/reference/buffer-formats.md); both read
// as the instruction's 7-bit format field (isa/buffer_format.go). Only the
// 32-bit UINT, SINT and FLOAT formats are modeled; any other is an error
// naming it.
func resolveBufFormat(w *Wave, d *dinst) (bufFormat, error) {
	a := w.M.Code.Prog.Arch
	f := isa.BufFormatDefault
	if d.op.BufFmt == isa.BufFmtInst {
		if d.in.Mods.Fmt != 0 {
			f = int(d.in.Mods.Fmt) - 1
		}
	} else {
		w3 := w.S[int(d.mem.srsrc.Reg.Idx)+3]
		f = int(w3 >> 12 & 0x7f)
		if a.Gen < isa.GFX10 {
			f = int(w3>>15&15) | int(w3>>12&7)<<4
		}
	}
	bits, num, ok := isa.BufFormatInfo(a, f)
	modeled := ok && (num == "UINT" || num == "SINT" || num == "FLOAT")
	for _, b := range bits {
		modeled = modeled && b == 32
	}
	if !modeled {
		name := isa.BufFormatName(a, f)
		if name == "" {
			name = "unnamed"
		}
		return bufFormat{}, fmt.Errorf("%s: format %d (%s) on %s: %w (only the 32-bit UINT, SINT and FLOAT formats are)",
			d.op.NameFor(a), f, name, a.Name, errFormatNotModeled)
	}
	return bufFormat{comps: len(bits), float: num == "FLOAT"}, nil
}

// formatAccess runs one lane of a format load or store of n components
// (x ... xyzw) through a 32-bit format of f.comps components: component i
// < f.comps moves dword i; a load fills the components the format lacks
// with 0, and w with 1 (1.0 for FLOAT), and a store drops them (the
// "Data format" conversion of the Vega and RDNA2 ISA guides' buffer
// instructions: missing components read 0, 0, 0, 1). The range check is
// all or nothing (docs/reference/abi.md "Range checks"): with any dword
// the access moves out of range, a load reads 0 for the format's
// components and a store writes nothing.
func (w *Wave) formatAccess(d *dinst, f bufFormat, lane int, ad laneAddr, vdst, vdata int, oob uint8) error {
	n := d.op.MemBytes / 4
	out := oob&(1<<uint(min(n, f.comps))-1) != 0
	var buf [4]byte
	for i := 0; i < n; i++ {
		if d.op.Mem == isa.MemStore {
			if i >= f.comps || out {
				continue
			}
			binary.LittleEndian.PutUint32(buf[:], w.V[(vdata+i)*64+lane])
			if err := w.M.Mem.Write(ad.at(i), buf[:]); err != nil {
				return err
			}
			continue
		}
		var v uint32
		switch {
		case i >= f.comps && i == 3 && f.float:
			v = 0x3f800000 // 1.0
		case i >= f.comps && i == 3:
			v = 1
		case i >= f.comps || out:
		default:
			if err := w.M.Mem.Read(ad.at(i), buf[:]); err != nil {
				return err
			}
			v = binary.LittleEndian.Uint32(buf[:])
		}
		w.V[(vdst+i)*64+lane] = v
	}
	return nil
}
