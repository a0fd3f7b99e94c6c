package sim

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"

	"github.com/wavesim/wavesim/isa"
)

// space is an addressable memory: global memory or a workgroup's LDS.
type space interface {
	Read(addr uint64, b []byte) error
	Write(addr uint64, b []byte) error
}

// LDS is a workgroup's local data share.
type LDS struct {
	data []byte
	// shadow and epoch are the race check's (ldsrace.go): nil until an
	// access with the check on; epoch counts the barriers (and the
	// workgroups) the LDS has seen.
	shadow []ldsByte
	epoch  uint32
}

// NewLDS allocates n bytes of LDS.
func NewLDS(n int) *LDS { return &LDS{data: make([]byte, n)} }

func (l *LDS) check(addr uint64, n int, write bool) error {
	if addr+uint64(n) > uint64(len(l.data)) || addr+uint64(n) < addr {
		return &Fault{Addr: addr, Size: n, Write: write, LDS: true, Limit: len(l.data)}
	}
	return nil
}

func (l *LDS) Read(addr uint64, b []byte) error {
	if err := l.check(addr, len(b), false); err != nil {
		return err
	}
	copy(b, l.data[addr:])
	return nil
}

func (l *LDS) Write(addr uint64, b []byte) error {
	if err := l.check(addr, len(b), true); err != nil {
		return err
	}
	copy(l.data[addr:], b)
	return nil
}

// MemError is a faulting memory access with the lane that made it.
type MemError struct {
	Lane int
	Err  error
}

func (e *MemError) Error() string { return fmt.Sprintf("lane %d: %v", e.Lane, e.Err) }
func (e *MemError) Unwrap() error { return e.Err }

// execSMEM: s_load_* reads through a 64-bit address, s_buffer_load_*
// through a V# (out-of-range dwords read 0).
func execSMEM(w *Wave, d *dinst) error {
	base := w.ReadSGPRs(int(d.src[0].idx), 2) & (1<<48 - 1)
	off := w.readOpnd(&d.src[1]) & 0xffffffff
	if d.src[1].kind == oImm {
		off = uint64(int64(int32(uint32(off))))
	}
	if d.in.Mods.SOffImm {
		// offset:N after an SGPR soffset: ADDR = SGPR[base] + inst_offset
		// + SGPR[soffset], each component's two LSBs taken as zero (Vega
		// ISA §7.2.1 "Scalar Memory Addressing", IMM = 1 with SOE = 1;
		// RDNA3 ISA §8.1.1). "It is illegal and undefined if the
		// inst_offset is negative and the resulting (inst_offset +
		// SGPR[offset]) is negative."
		imm := int64(d.in.Mods.Offset) &^ 3
		if imm < 0 && int64(off&^3)+imm < 0 {
			return fmt.Errorf("offset %d plus soffset %#x is negative, which the Vega ISA guide (§7.2.1) makes illegal", imm, off)
		}
		off = off&^3 + uint64(imm)
	}
	if d.op.MemBytes < 4 {
		return smemSubDword(w, d, base+off)
	}
	n := d.op.MemBytes / 4
	if w.M.acc != nil {
		w.M.acc.add(0, base+off&^3, d.op.MemBytes, SpaceScalar)
	}
	limit := uint64(math.MaxUint64)
	if d.op.Special == isa.SpecialSMEMBuffer {
		limit = uint64(w.S[int(d.src[0].idx)+2])
	}
	for i := 0; i < n; i++ {
		o := (off &^ 3) + uint64(4*i)
		var v uint32
		if o < limit {
			var err error
			v, err = w.M.Mem.Read32(base + o)
			if err != nil {
				return err
			}
		}
		w.S[int(d.dst.idx)+i] = v
	}
	return nil
}

// smemSubDword is GFX12's s_load_u8/i8/u16/i16 and s_buffer_load_*: the
// byte or naturally aligned halfword at the address, zero- or
// sign-extended into the SGPR (RDNA4 ISA §16.9 "SMEM Instructions",
// S_LOAD_U8 ... S_LOAD_I16; the address is not rounded to a dword).
func smemSubDword(w *Wave, d *dinst, addr uint64) error {
	nb := uint64(d.op.MemBytes)
	addr &^= nb - 1
	if w.M.acc != nil {
		w.M.acc.add(0, addr, d.op.MemBytes, SpaceScalar)
	}
	word, err := w.M.Mem.Read32(addr &^ 3)
	if err != nil {
		return err
	}
	v := word >> (8 * (addr & 3))
	bits := 8 * nb
	v &= 1<<bits - 1
	if d.op.MemSign && v>>(bits-1) != 0 {
		v |= ^uint32(0) << bits
	}
	w.S[int(d.dst.idx)] = v
	return nil
}

// laneAddr gives the address of dword i of one lane's access: linear for
// global, flat and LDS; swizzled for scratch and swizzled buffers. A value
// type, so the per-lane loop allocates nothing.
type laneAddr struct {
	kind  uint8 // addrLinear, addrScratch, addrBuffer
	base  uint64
	off   uint64 // scratch: private byte offset; buffer: offset
	lane  uint64
	wave  uint64
	v     *vsharp
	soff  uint64
	index uint64
}

const (
	addrLinear uint8 = iota
	// addrScratch: dwords of all lanes interleave (element size 4, index
	// stride the wave size), as the hardware's scratch swizzle does.
	addrScratch
	addrBuffer
)

func (a *laneAddr) at(i int) uint64 {
	switch a.kind {
	case addrScratch:
		o := a.off + uint64(4*i)
		return a.base + (o/4)*4*a.wave + a.lane*4 + o%4
	case addrBuffer:
		v, o := a.v, a.off+uint64(4*i)
		if !v.swizzle {
			return v.base + a.soff + o + v.stride*a.index
		}
		is, es := v.indexStride, v.elementSize
		return v.base + a.soff + ((a.index/is)*v.stride+(o/es)*es)*is + (a.index%is)*es + o%es
	case addrLinear:
	}
	return a.base + uint64(4*i)
}

// spaceOf is the Accesses space of a memory space: LDS (and GDS, which
// is an LDS too) or global memory.
func spaceOf(sp space) uint8 {
	if _, ok := sp.(*LDS); ok {
		return SpaceLDS
	}
	return SpaceGlobal
}

// read and write dispatch on the concrete space, so the caller's buffer
// stays on its stack (an interface call would move it to the heap for
// every lane).
func read(sp space, a uint64, b []byte) error {
	switch m := sp.(type) {
	case *Memory:
		return m.Read(a, b)
	case *LDS:
		return m.Read(a, b)
	}
	panic("sim: unknown memory space")
}

func write(sp space, a uint64, b []byte) error {
	switch m := sp.(type) {
	case *Memory:
		return m.Write(a, b)
	case *LDS:
		return m.Write(a, b)
	}
	panic("sim: unknown memory space")
}

// laneAccess performs one lane's load, store or atomic of op at the
// addresses addr gives for each dword of the access (sub-dword accesses
// use dword 0).
// oob has a bit per dword that is out of range (buffer range checks apply
// per dword of a multi-dword access).
func (w *Wave) laneAccess(d *dinst, lane int, sp space, ad laneAddr, vdst, vdata int, oob uint8) error {
	addr := ad.at
	op := d.op
	bytes := op.MemBytes
	if w.M.acc != nil && oob != uint8(1)<<uint((max(bytes, 4)+3)/4)-1 {
		// A lane whose every dword is out of range sends nothing.
		w.recordLane(lane, &ad, bytes, spaceOf(sp))
	}
	if w.M.checkRaces && w.WG != nil && sp == space(w.WG.LDS) {
		w.noteLDS(lane, addr(0), bytes, ldsKindOf[op.Mem])
	}
	var buf [8]byte
	switch op.Mem {
	case isa.MemLoad:
		for i := 0; i*4 < max(bytes, 4); i++ {
			n := min(bytes-4*i, 4)
			var v uint32
			if oob>>uint(i)&1 == 0 {
				if err := read(sp, addr(i), buf[:n]); err != nil {
					return err
				}
				switch n {
				case 1:
					v = uint32(buf[0])
					if op.MemSign {
						v = uint32(int32(int8(buf[0])))
					}
				case 2:
					v = uint32(binary.LittleEndian.Uint16(buf[:]))
					if op.MemSign {
						v = uint32(int32(int16(v)))
					}
				default:
					v = binary.LittleEndian.Uint32(buf[:])
				}
			}
			if op.D16 {
				v = d16Merge(w.V[(vdst+i)*64+lane], v, op.D16Hi)
			}
			w.V[(vdst+i)*64+lane] = v
		}
	case isa.MemStore:
		for i := 0; i*4 < max(bytes, 4); i++ {
			if oob>>uint(i)&1 != 0 {
				continue // out-of-range dwords are dropped
			}
			n := min(bytes-4*i, 4)
			v := w.V[(vdata+i)*64+lane]
			if op.D16Hi {
				v >>= 16 // the _d16_hi stores write bits 31:16 (the low byte of them for b8)
			}
			binary.LittleEndian.PutUint32(buf[:], v)
			if err := write(sp, addr(i), buf[:n]); err != nil {
				return err
			}
		}
	case isa.MemAtomic:
		if oob != 0 {
			// out of range: memory is untouched, a return reads 0 (both
			// dwords of a 64-bit atomic)
			for i := 0; vdst >= 0 && i < bytes/4; i++ {
				w.V[(vdst+i)*64+lane] = 0
			}
			return nil
		}
		a := addr(0)
		if err := read(sp, a, buf[:bytes]); err != nil {
			return err
		}
		old := binary.LittleEndian.Uint64(buf[:])
		if bytes == 4 {
			old &= 0xffffffff
		}
		data := func(i int) uint64 {
			v := uint64(w.V[(vdata+i*bytes/4)*64+lane])
			if bytes == 8 {
				v |= uint64(w.V[(vdata+i*2+1)*64+lane]) << 32
			}
			return v
		}
		nv := atomicOp(op.Atomic, old, data, bytes)
		binary.LittleEndian.PutUint64(buf[:], nv)
		if err := write(sp, a, buf[:bytes]); err != nil {
			return err
		}
		if vdst >= 0 {
			w.V[vdst*64+lane] = uint32(old)
			if bytes == 8 {
				w.V[(vdst+1)*64+lane] = uint32(old >> 32)
			}
		}
	}
	return nil
}

// atomicOp computes the new memory value; data(0) is the source operand,
// data(1) the second one (compare value of cmpswap, source of ds_cmpst).
func atomicOp(kind isa.AtomicOp, old uint64, data func(int) uint64, bytes int) uint64 {
	r := atomicOps[kind](old, data, bytes == 8)
	if bytes != 8 {
		r &= 0xffffffff
	}
	return r
}

// atomicOps holds each atomic's read-modify-write, by isa.AtomicOp.
var atomicOps = [...]func(old uint64, data func(int) uint64, wide bool) uint64{
	isa.AtomicSwap: func(old uint64, data func(int) uint64, wide bool) uint64 { return data(0) },
	// FLAT/MUBUF: data = {src, cmp}; ds_cmpstore (GFX11): data0 = src, data1 = cmp.
	isa.AtomicCmpswap:  cmpSwap(0, 1),
	isa.AtomicCmpstore: cmpSwap(0, 1),
	// ds_cmpst: data0 = cmp, data1 = src.
	isa.AtomicCmpst: cmpSwap(1, 0),
	isa.AtomicAdd:   func(old uint64, data func(int) uint64, wide bool) uint64 { return old + data(0) },
	isa.AtomicSub:   func(old uint64, data func(int) uint64, wide bool) uint64 { return old - data(0) },
	isa.AtomicRsub:  func(old uint64, data func(int) uint64, wide bool) uint64 { return data(0) - old },
	isa.AtomicSMin: func(old uint64, data func(int) uint64, wide bool) uint64 {
		return uint64(min(signed(old, wide), signed(data(0), wide)))
	},
	isa.AtomicSMax: func(old uint64, data func(int) uint64, wide bool) uint64 {
		return uint64(max(signed(old, wide), signed(data(0), wide)))
	},
	isa.AtomicUMin: func(old uint64, data func(int) uint64, wide bool) uint64 { return min(old, data(0)) },
	isa.AtomicUMax: func(old uint64, data func(int) uint64, wide bool) uint64 { return max(old, data(0)) },
	isa.AtomicAnd:  func(old uint64, data func(int) uint64, wide bool) uint64 { return old & data(0) },
	isa.AtomicOr:   func(old uint64, data func(int) uint64, wide bool) uint64 { return old | data(0) },
	isa.AtomicXor:  func(old uint64, data func(int) uint64, wide bool) uint64 { return old ^ data(0) },
	isa.AtomicInc: func(old uint64, data func(int) uint64, wide bool) uint64 {
		if old >= data(0) {
			return 0
		}
		return old + 1
	},
	isa.AtomicDec: func(old uint64, data func(int) uint64, wide bool) uint64 {
		if s := data(0); old == 0 || old > s {
			return s
		}
		return old - 1
	},
	// f32, or f64 for the 64-bit rows (ds_add_f64, global_atomic_add_f64).
	isa.AtomicFAdd: atomicFloat(func(a, b float32) float32 { return a + b }, func(a, b float64) float64 { return a + b }),
	isa.AtomicPkFAdd16: func(old uint64, data func(int) uint64, wide bool) uint64 {
		return uint64(pkAddF16(uint32(old), uint32(data(0))))
	},
	isa.AtomicFMin: atomicFloat(fmin32, fmin64),
	isa.AtomicFMax: atomicFloat(fmax32, fmax64),
	// DS_MIN_NUM_F32 ... (RDNA4 ISA §16): both NaN gives the quieted data.
	isa.AtomicFMinNum: atomicFloat(func(old, d float32) float32 { return fminNum32(d, old) }, func(old, d float64) float64 { return fminNum64(d, old) }),
	isa.AtomicFMaxNum: atomicFloat(func(old, d float32) float32 { return fmaxNum32(d, old) }, func(old, d float64) float64 { return fmaxNum64(d, old) }),
	// ds_cmpst_f32/f64 and ds_cmpstore_f32/f64: operand roles as above.
	isa.AtomicCmpstF:    cmpSwapF(1, 0),
	isa.AtomicCmpstoreF: cmpSwapF(0, 1),
}

// cmpSwap stores data(src) where the old value equals data(cmp).
func cmpSwap(src, cmp int) func(uint64, func(int) uint64, bool) uint64 {
	return func(old uint64, data func(int) uint64, wide bool) uint64 {
		if old == data(cmp) {
			return data(src)
		}
		return old
	}
}

// pkAddF16 adds two pairs of f16 values half by half, as v_pk_add_f16
// does (the sum rounded through f32).
func pkAddF16(a, b uint32) uint32 {
	var r uint32
	for hs := uint32(0); hs < 32; hs += 16 {
		s := isa.F16to32(uint16(a>>hs)) + isa.F16to32(uint16(b>>hs))
		r |= uint32(isa.F32to16(s)) << hs
	}
	return r
}

func signed(v uint64, wide bool) int64 {
	if wide {
		return int64(v)
	}
	return int64(int32(uint32(v)))
}

func vregOf(o isa.Operand) int {
	if o.Kind == isa.OpReg && o.Reg.File == isa.FileV {
		return int(o.Reg.Idx)
	}
	return -1
}

// memErr wraps a lane's fault.
func memErr(lane int, err error) error { return &MemError{Lane: lane, Err: err} }

// flatAddr is lane l's FLAT/global address before the offset: the SGPR
// base plus a 32-bit VGPR offset, or a 64-bit VGPR address.
func (w *Wave) flatAddr(r int, hasS bool, sbase uint64, l int) uint64 {
	if hasS {
		return sbase + uint64(w.V[r*64+l])
	}
	return uint64(w.V[r*64+l]) | uint64(w.V[(r+1)*64+l])<<32
}

func execFLAT(w *Wave, d *dinst) error {
	in := d.in
	vaddr, saddr := d.mem.vaddr, d.mem.saddr
	vdst, vdata := d.mem.vdst, d.mem.vdata
	off := uint64(in.Mods.Offset)
	exec := w.Exec()
	mem := w.M.Mem
	hasS, r := saddr.Kind == isa.OpReg, int(vaddr.Reg.Idx)
	switch d.op.Seg {
	case isa.SegScratch:
		base := w.ReadSGPRs(isa.SlotFlatScLo, 2)
		var soff uint64
		if hasS {
			soff = uint64(w.readScalar(int(saddr.Reg.Idx)))
		}
		for l := 0; l < w.Size; l++ {
			if exec>>uint(l)&1 == 0 {
				continue
			}
			o := soff
			if vaddr.Kind == isa.OpReg {
				o += uint64(w.V[r*64+l])
			}
			o = uint64(uint32(o + off))
			addr := laneAddr{kind: addrScratch, base: base, off: o, lane: uint64(l), wave: uint64(w.Size)}
			if err := w.laneAccess(d, l, mem, addr, vdst, vdata, 0); err != nil {
				return memErr(l, err)
			}
		}
		return nil
	}
	// Plain dword loads and stores to global memory: the common case, done
	// without the generic per-lane access.
	var sbase uint64
	if hasS {
		sbase = w.ReadSGPRs(int(saddr.Reg.Idx), 2)
	}
	if d.op.Seg == isa.SegGlobal && d.op.MemBytes == 4 && d.op.Mem != isa.MemAtomic {
		for m := exec; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			a := w.flatAddr(r, hasS, sbase, l) + off
			if w.M.acc != nil {
				w.M.acc.add(l, a, 4, SpaceGlobal)
			}
			var err error
			if d.op.Mem == isa.MemLoad {
				var v uint32
				v, err = mem.Read32(a)
				if err == nil {
					w.V[vdst*64+l] = v
				}
			} else {
				err = mem.Write32(a, w.V[vdata*64+l])
			}
			if err != nil {
				return memErr(l, err)
			}
		}
		return nil
	}
	for l := 0; l < w.Size; l++ {
		if exec>>uint(l)&1 == 0 {
			continue
		}
		a := w.flatAddr(r, hasS, sbase, l) + off
		var sp space = mem
		if d.op.Seg == isa.SegFlat {
			switch uint32(a >> 32) {
			case w.S[isa.SlotSharedBase]:
				sp, a = w.WG.LDS, uint64(uint32(a))
			case w.S[isa.SlotPrivateBase]:
				addr := laneAddr{kind: addrScratch, base: w.ReadSGPRs(isa.SlotFlatScLo, 2), off: uint64(uint32(a)), lane: uint64(l), wave: uint64(w.Size)}
				if err := w.laneAccess(d, l, mem, addr, vdst, vdata, 0); err != nil {
					return memErr(l, err)
				}
				continue
			}
		}
		if err := w.laneAccess(d, l, sp, laneAddr{base: a}, vdst, vdata, 0); err != nil {
			return memErr(l, err)
		}
	}
	return nil
}

// Buffer resource descriptor (V#) fields.
type vsharp struct {
	base        uint64
	stride      uint64
	swizzle     bool
	numRecords  uint64
	addTID      bool
	indexStride uint64
	elementSize uint64
	// word3 is the fourth dword as it is: the format fields, whose layout
	// depends on the generation (resolveBufFormat).
	word3 uint32
}

// outOfRange reports whether an access of size bytes at offset, in record
// index, lies outside the V#'s range: checked in records when the V# has a
// stride (and no swizzle), in bytes otherwise (docs/reference/abi.md
// "Range checks").
func (v *vsharp) outOfRange(index, offset uint64, size int) bool {
	if v.stride == 0 || v.swizzle {
		return offset+uint64(size) > v.numRecords
	}
	return index >= v.numRecords
}

func (w *Wave) readVSharp(idx int) vsharp {
	w0, w1, w2, w3 := w.S[idx], w.S[idx+1], w.S[idx+2], w.S[idx+3]
	return vsharp{
		base:        uint64(w0) | uint64(w1&0xffff)<<32,
		stride:      uint64(w1 >> 16 & 0x3fff),
		swizzle:     w1>>31 != 0,
		numRecords:  uint64(w2),
		addTID:      w3>>23&1 != 0,
		indexStride: 8 << (w3 >> 21 & 3),
		elementSize: 4,
		word3:       w3,
	}
}

func execMUBUF(w *Wave, d *dinst) error {
	in := d.in
	if in.Mods.Lds {
		return fmt.Errorf("buffer load to LDS (lds modifier) is not supported")
	}
	vaddr := d.mem.vaddr
	v := w.readVSharp(int(d.mem.srsrc.Reg.Idx))
	soff := uint64(uint32(w.readOpnd(&d.src[d.nsrc-1])))
	vdst, vdata := d.mem.vdst, d.mem.vdata
	exec := w.Exec()
	var bf bufFormat
	if d.op.BufFmt != isa.BufFmtNone && exec != 0 {
		var err error
		if bf, err = resolveBufFormat(w, d, &v); err != nil {
			return err
		}
	}
	for l := 0; l < w.Size; l++ {
		if exec>>uint(l)&1 == 0 {
			continue
		}
		var index, offset uint64
		r := int(vaddr.Reg.Idx)
		switch {
		case in.Mods.Idxen && in.Mods.Offen:
			index, offset = uint64(w.V[r*64+l]), uint64(w.V[(r+1)*64+l])
		case in.Mods.Idxen:
			index = uint64(w.V[r*64+l])
		case in.Mods.Offen:
			offset = uint64(w.V[r*64+l])
		}
		if v.addTID {
			index += uint64(l)
		}
		offset += uint64(in.Mods.Offset)
		// Range checks: bytes when the stride is 0, records otherwise; each
		// dword of a multi-dword access is checked on its own.
		var oob uint8
		for i := 0; i*4 < max(d.op.MemBytes, 4); i++ {
			if v.outOfRange(index, offset+uint64(4*i), min(d.op.MemBytes-4*i, 4)) {
				oob |= 1 << uint(i)
			}
		}
		addr := laneAddr{kind: addrBuffer, v: &v, off: offset, soff: soff, index: index}
		if d.op.BufFmt != isa.BufFmtNone {
			// formatted accesses: the whole element in range or none of it
			oob = 0
			if v.outOfRange(index, offset, bf.bytes()) {
				oob = 1
			}
			if err := w.formatAccess(d, bf, l, addr, vdst, vdata, oob); err != nil {
				return memErr(l, err)
			}
			continue
		}
		if err := w.laneAccess(d, l, w.M.Mem, addr, vdst, vdata, oob); err != nil {
			return memErr(l, err)
		}
	}
	return nil
}

func execDS(w *Wave, d *dinst) error {
	in := d.in
	addrOp := d.mem.addr
	exec := w.Exec()
	op := d.op
	lds := w.WG.LDS
	vdst := d.mem.vdst
	data := d.mem.data[:d.mem.nData]
	for l := 0; l < w.Size; l++ {
		if exec>>uint(l)&1 == 0 {
			continue
		}
		base := uint64(w.V[int(addrOp.Reg.Idx)*64+l])
		if op.TwoAddr {
			scale := uint64(op.MemBytes)
			if op.St64 {
				scale *= 64
			}
			for k, o := range []int16{in.Mods.Offset0, in.Mods.Offset1} {
				a := uint64(uint32(base + uint64(o)*scale)) // LDS addresses are 32-bit
				dst, src := -1, -1
				if op.Mem == isa.MemLoad {
					dst = vdst + k*op.MemBytes/4
				} else {
					src = data[k]
				}
				if err := w.laneAccess(d, l, lds, laneAddr{base: a}, dst, src, 0); err != nil {
					return memErr(l, err)
				}
			}
			continue
		}
		a := uint64(uint32(base + uint64(in.Mods.Offset)))
		src := -1
		if len(data) > 0 {
			src = data[0]
		}
		if op.Mem == isa.MemAtomic && len(data) == 2 {
			// Two data operands (cmpst): gather them as one 2-dword source.
			dst := vdst
			if !op.Rtn {
				dst = -1
			}
			if err := w.dsAtomic2(d, l, lds, a, dst, data); err != nil {
				return memErr(l, err)
			}
			continue
		}
		if op.Mem == isa.MemAtomic && !op.Rtn {
			vdst = -1
		}
		if err := w.laneAccess(d, l, lds, laneAddr{base: a}, vdst, src, 0); err != nil {
			return memErr(l, err)
		}
	}
	return nil
}

// dsAtomic2 runs one lane of an atomic with two data operands (ds_cmpst,
// ds_cmpstore), 32 or 64 bits wide; vdst < 0 returns nothing.
func (w *Wave) dsAtomic2(d *dinst, l int, sp space, a uint64, vdst int, data []int) error {
	var buf [8]byte
	n := d.op.MemBytes
	if w.M.acc != nil {
		w.M.acc.add(l, a, n, spaceOf(sp))
	}
	if w.M.checkRaces && sp == space(w.WG.LDS) {
		w.noteLDS(l, a, n, ldsAtomic)
	}
	if err := read(sp, a, buf[:n]); err != nil {
		return err
	}
	old := binary.LittleEndian.Uint64(buf[:])
	nv := atomicOp(d.op.Atomic, old, func(i int) uint64 {
		v := uint64(w.V[data[i]*64+l])
		if n == 8 {
			v |= uint64(w.V[(data[i]+1)*64+l]) << 32
		}
		return v
	}, n)
	binary.LittleEndian.PutUint64(buf[:], nv)
	if err := write(sp, a, buf[:n]); err != nil {
		return err
	}
	if vdst >= 0 {
		w.V[vdst*64+l] = uint32(old)
		if n == 8 {
			w.V[(vdst+1)*64+l] = uint32(old >> 32)
		}
	}
	return nil
}

// ds_swizzle_b32 with offset:swizzle(...) patterns: the bit-mask mode
// (offset[15] = 0): and_mask [4:0], or_mask [9:5], xor_mask [14:10] within
// groups of 32 lanes; and the quad-permute mode (offset[15] = 1).
func execDSSwizzle(w *Wave, d *dinst) error {
	in := d.in
	off := uint64(in.Mods.Offset)
	src, dst := vregOf(in.Args[1]), vregOf(in.Args[0])
	exec := w.Exec()
	var out [64]uint32
	for l := 0; l < w.Size; l++ {
		var s int
		if off&0x8000 != 0 {
			q := l &^ 3
			s = q + int(off>>(2*(l&3))&3)
		} else {
			and, or, xor := int(off&31), int(off>>5&31), int(off>>10&31)
			s = l&^31 | ((l&31)&and | or) ^ xor
		}
		out[l] = w.V[src*64+s]
	}
	for l := 0; l < w.Size; l++ {
		if exec>>uint(l)&1 != 0 {
			w.V[dst*64+l] = out[l]
		}
	}
	return nil
}

// ds_permute_b32 (push) and ds_bpermute_b32 (pull): the address is a byte
// lane index (lane*4) plus the offset, wrapping at the wave size.
func execDSPermute(w *Wave, d *dinst) error {
	in := d.in
	dst, addr, src := vregOf(in.Args[0]), vregOf(in.Args[1]), vregOf(in.Args[2])
	exec := w.Exec()
	var out [64]uint32 // ds_permute: a lane no other lane writes reads 0
	n := w.Size
	pull := d.op.Special == isa.SpecialDSBpermute
	for l := 0; l < n; l++ {
		if exec>>uint(l)&1 == 0 {
			continue
		}
		idx := int((uint64(w.V[addr*64+l])+uint64(in.Mods.Offset))/4) % n
		if pull {
			v := uint32(0)
			if exec>>uint(idx)&1 != 0 {
				v = w.V[src*64+idx]
			}
			out[l] = v
		} else {
			out[idx] = w.V[src*64+l]
		}
	}
	for l := 0; l < n; l++ {
		if exec>>uint(l)&1 != 0 {
			w.V[dst*64+l] = out[l]
		}
	}
	return nil
}

// d16Merge writes a d16 load's 16-bit value into one half of the old VGPR
// value and keeps the other half: the low half, or the high half for the
// _d16_hi loads (the D16 loads of the Vega and RDNA2 ISA guides' vector
// memory and LDS opcode tables; LLVM models the kept half as a tied input,
// the vdst_in operand of DS_READ_*_D16 and FLAT_LOAD_*_D16 in
// DSInstructions.td and FLATInstructions.td).
func d16Merge(old, v uint32, hi bool) uint32 {
	if hi {
		return old&0xffff | v<<16
	}
	return old&0xffff0000 | v&0xffff
}

// The float compare-stores: the values compare as floats (IEEE equality),
// so +0 matches -0 and a NaN matches nothing (DS_CMPST_F32/F64 are the
// floating-point compare-stores of the Vega and RDNA2 ISA guides' DS
// opcode tables, DS_CMPST_B32/B64 the bitwise ones).
func cmpSwapF(src, cmp int) func(uint64, func(int) uint64, bool) uint64 {
	return func(old uint64, data func(int) uint64, wide bool) uint64 {
		c := data(cmp)
		eq := math.Float32frombits(uint32(old)) == math.Float32frombits(uint32(c))
		if wide {
			eq = math.Float64frombits(old) == math.Float64frombits(c)
		}
		if eq {
			return data(src)
		}
		return old
	}
}

func init() {
	specialHandlers[isa.SpecialDSAppend] = execDSAppend
}

// GDSBytes is the global data share of a device: "a 64 kB global data
// share (GDS) memory that can be used by wavefronts of a kernel on all
// compute units" (Vega ISA §2.2.2; RDNA2 ISA §2.3.2 the same on all WGPs).
// One per Machine, that is per dispatch, zero at its start.
const GDSBytes = 64 << 10

// gdsMemory is the dispatch's GDS, allocated on first use.
func (m *Machine) gdsMemory() *LDS {
	if m.gds == nil {
		m.gds = NewLDS(GDSBytes)
	}
	return m.gds
}

// execDSAppend runs ds_append and ds_consume: the dword at LDS (with gds:
// GDS) address M0 + offset grows (ds_append) or shrinks (ds_consume) by the number of
// active lanes, and every active lane gets the old value; inactive lanes
// keep theirs. LLVM puts the uniform address in M0 and a constant part in
// the offset (AMDGPUDAGToDAGISel::SelectDSAppendConsume); the count is the
// number of lanes in exec (DS_APPEND/DS_CONSUME in the Vega and RDNA2 ISA
// guides' DS opcode tables). With exec 0 nothing changes. For GDS, the
// RDNA2 ISA guide (§10.5) gives M0 as a window, SIZE in [15:0] and BASE in
// [31:16]; llc puts the region pointer of llvm.amdgcn.ds.append.p2 in M0
// whole, as for LDS, and the model follows llc (M0 + offset, range-checked
// against the whole GDS).
func execDSAppend(w *Wave, d *dinst) error {
	exec := w.Exec()
	if exec == 0 {
		return nil
	}
	a := uint64(uint32(w.S[isa.SlotM0] + uint32(d.in.Mods.Offset))) // LDS addresses are 32-bit
	var buf [4]byte
	// The address is uniform; a fault names the first active lane.
	lane := bits.TrailingZeros64(exec)
	mem := w.WG.LDS
	if d.in.Mods.Gds {
		mem = w.M.gdsMemory()
		if a+4 > GDSBytes {
			return memErr(lane, fmt.Errorf("4-byte GDS access at byte %#x, outside the %d-byte global data share", a, GDSBytes))
		}
	}
	if w.M.checkRaces && mem == w.WG.LDS {
		w.noteLDS(lane, a, 4, ldsAtomic)
	}
	if err := mem.Read(a, buf[:]); err != nil {
		return memErr(lane, err)
	}
	old := binary.LittleEndian.Uint32(buf[:])
	nv := atomicOp(d.op.Atomic, uint64(old), func(int) uint64 { return uint64(bits.OnesCount64(exec)) }, 4)
	binary.LittleEndian.PutUint32(buf[:], uint32(nv))
	if err := mem.Write(a, buf[:]); err != nil {
		return memErr(lane, err)
	}
	for m := exec; m != 0; m &= m - 1 {
		w.V[d.mem.vdst*64+bits.TrailingZeros64(m)] = old
	}
	return nil
}

// atomicFloat applies a binary float operation to the old value and
// data(0), in f64 for the 64-bit rows (ds_min_f64, ds_max_f64) and f32
// otherwise.
func atomicFloat(f32 func(a, b float32) float32, f64 func(a, b float64) float64) func(uint64, func(int) uint64, bool) uint64 {
	return func(old uint64, data func(int) uint64, wide bool) uint64 {
		if wide {
			return math.Float64bits(f64(math.Float64frombits(old), math.Float64frombits(data(0))))
		}
		return uint64(math.Float32bits(f32(math.Float32frombits(uint32(old)), math.Float32frombits(uint32(data(0))))))
	}
}
