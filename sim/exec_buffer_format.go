package sim

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sync"

	"github.com/wavesim/wavesim/isa"
)

// errFormatNotModeled: a format load or store through a data format the
// simulator does not convert.
var errFormatNotModeled = errors.New("buffer data format not modeled")

// bufFormat is a format load's or store's data format: comps components
// of bits bits each, of number format num. equal is false for a format
// with no name or with components of different widths.
type bufFormat struct {
	comps, bits int
	num         bufNum
	equal       bool
}

// bufNum is a number format.
type bufNum uint8

const (
	numOther bufNum = iota
	numUINT
	numSINT
	numUNORM
	numSNORM
	numUSCALED
	numSSCALED
	numFLOAT
)

var bufNums = map[string]bufNum{"UINT": numUINT, "SINT": numSINT, "UNORM": numUNORM, "SNORM": numSNORM,
	"USCALED": numUSCALED, "SSCALED": numSSCALED, "FLOAT": numFLOAT}

// bufFormatTiers are the three format numberings (GFX9's data and number
// formats, GFX10's and GFX11's unified ones: isa.BufFormatName), each
// decoded from the names once, the first time a format access runs.
var bufFormatTiers [3]struct {
	once  sync.Once
	table [128]bufFormat
}

// bufFormatTable is the decoded numbering of a's generation.
func bufFormatTable(a *isa.Arch) *[128]bufFormat {
	tier := 0
	if a.Gen >= isa.GFX11 {
		tier = 2
	} else if a.Gen >= isa.GFX10 {
		tier = 1
	}
	t := &bufFormatTiers[tier]
	t.once.Do(func() {
		for f := range t.table {
			bits, num, ok := isa.BufFormatInfo(a, f)
			bf := bufFormat{comps: len(bits), num: bufNums[num], equal: ok}
			for i, b := range bits {
				if i == 0 {
					bf.bits = b
				} else if b != bf.bits {
					bf.equal = false
				}
			}
			t.table[f] = bf
		}
	})
	return &t.table
}

// bytes is the size of one element.
func (f bufFormat) bytes() int { return f.comps * f.bits / 8 }

// bufFormatModeled says whether the simulator converts format f: the
// 32-bit UINT, SINT and FLOAT formats both ways, and for loads the 8- and
// 16-bit UNORM, SNORM, USCALED, SSCALED, UINT and SINT formats and the
// 16-bit FLOAT ones (equal components; not the packed 10/11-bit ones).
func bufFormatModeled(f bufFormat, store bool) bool {
	switch {
	case !f.equal:
		return false
	case f.bits == 32:
		return f.num == numUINT || f.num == numSINT || f.num == numFLOAT
	case store:
		return false
	case f.bits == 16 && f.num == numFLOAT:
		return true
	case f.bits == 8 || f.bits == 16:
		return f.num != numOther && f.num != numFLOAT
	}
	return false
}

// resolveBufFormat finds the data format of d: the instruction's format:
// (tbuffer, default 8 UNORM) or the V#'s. The V# keeps it in word 3: on
// GFX9 the number format in bits 14:12 and the data format in bits 18:15
// (the Vega ISA guide's buffer resource table, NUM_FORMAT [110:108] and
// DATA_FORMAT [114:111]), on GFX10+ the unified format in bits 18:12 (the
// RDNA2 ISA guide's buffer resource table, FORMAT [114:108]; GFX11 is
// assumed to keep that position, docs/reference/buffer-formats.md); both read
// as the instruction's 7-bit format field (isa/buffer_format.go). A format
// bufFormatModeled refuses is an error naming it.
func resolveBufFormat(w *Wave, d *dinst, v *vsharp) (bufFormat, error) {
	a := w.M.Code.Prog.Arch
	f := isa.BufFormatDefault
	if d.op.BufFmt == isa.BufFmtInst {
		if d.in.Mods.Fmt != 0 {
			f = int(d.in.Mods.Fmt) - 1
		}
	} else {
		w3 := v.word3
		f = int(w3 >> 12 & 0x7f)
		if a.Gen < isa.GFX10 {
			f = int(w3>>15&15) | int(w3>>12&7)<<4
		}
	}
	bf := bufFormatTable(a)[f]
	if !bufFormatModeled(bf, d.op.Mem == isa.MemStore) {
		name := isa.BufFormatName(a, f)
		if name == "" {
			name = "unnamed"
		}
		return bufFormat{}, fmt.Errorf("%s: format %d (%s) on %s: %w", d.op.NameFor(a), f, name, a.Name, errFormatNotModeled)
	}
	return bf, nil
}

// formatAccess runs one lane of a format load or store of n components
// (x ... xyzw) through format f: component i < f.comps is element bytes
// [i*bits/8, (i+1)*bits/8), converted to a dword: UINT zero-extends, SINT
// sign-extends, UNORM is v / (2^bits - 1) and SNORM max(v / (2^(bits-1) -
// 1), -1) as f32, USCALED and SSCALED the value as f32, a 16-bit FLOAT the
// f16 widened; a 32-bit component is copied. A load fills the components
// the format lacks with 0, and w with 1 (1.0 unless the format is UINT or
// SINT), and a store drops them (the "Data format" and "Number format"
// tables and conversions of the Vega and RDNA2 ISA guides' buffer
// instructions). The range check is all or nothing (oob set: the element
// is out of range; docs/reference/abi.md "Range checks"): a load reads 0
// for the format's components and a store writes nothing.
func (w *Wave) formatAccess(d *dinst, f bufFormat, lane int, ad laneAddr, vdst, vdata int, oob uint8) error {
	n := d.op.MemBytes / 4
	out := oob != 0
	size := f.bits / 8
	if w.M.acc != nil && oob == 0 {
		// An element out of range sends nothing.
		w.recordLane(lane, &ad, f.bytes(), SpaceGlobal)
	}
	var buf [4]byte
	for i := 0; i < n; i++ {
		at := ad
		at.off += uint64(i * size)
		if d.op.Mem == isa.MemStore {
			if i >= f.comps || out {
				continue
			}
			binary.LittleEndian.PutUint32(buf[:], w.V[(vdata+i)*64+lane])
			if err := w.M.Mem.Write(at.at(0), buf[:size]); err != nil {
				return err
			}
			continue
		}
		var v uint32
		switch {
		case i >= f.comps && i == 3 && f.num != numUINT && f.num != numSINT:
			v = 0x3f800000 // 1.0
		case i >= f.comps && i == 3:
			v = 1
		case i >= f.comps || out:
		default:
			buf = [4]byte{}
			if err := w.M.Mem.Read(at.at(0), buf[:size]); err != nil {
				return err
			}
			v = convertBufComponent(binary.LittleEndian.Uint32(buf[:]), f)
		}
		w.V[(vdst+i)*64+lane] = v
	}
	return nil
}

// convertBufComponent turns a loaded component of f.bits bits (zero-
// extended in raw) into its dword (formatAccess).
func convertBufComponent(raw uint32, f bufFormat) uint32 {
	if f.bits == 32 {
		return raw
	}
	sh := 32 - f.bits
	s := int32(raw<<sh) >> sh // sign-extended
	switch f.num {
	case numSINT:
		return uint32(s)
	case numUNORM:
		return math.Float32bits(float32(float64(raw) / float64(uint32(1)<<f.bits-1)))
	case numSNORM:
		return math.Float32bits(float32(max(float64(s)/float64(int32(1)<<(f.bits-1)-1), -1)))
	case numUSCALED:
		return math.Float32bits(float32(raw))
	case numSSCALED:
		return math.Float32bits(float32(s))
	case numFLOAT:
		return math.Float32bits(isa.F16to32(uint16(raw)))
	}
	return raw // UINT
}
