package validate

import (
	"fmt"
	"math"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// StateDraw is a register or memory word of a random state that came
// from the dictionary.
type StateDraw struct {
	File  byte   // 's', 'v' or 'm' (memory)
	Index int    // the register, or the memory word's byte offset
	Lanes uint64 // a VGPR's lanes that hold it
	Width int    // bits: 32, or 64 for a register pair or memory word
	V     DictValue
}

// dictStateSalt separates a state's dictionary draws from its own.
const dictStateSalt = 0x5eed_d1c7

// ApplyState puts dictionary values into a random state: each SGPR above
// s[0:1] (which points at memory) and each VGPR the programs read (a
// VGPR in a random half of its lanes, inactive ones too), and each 8-byte
// word of the random memory when a program accesses memory, takes one
// with probability share; a quarter of the registers take a 64-bit value
// into a pair the programs read. The draws come from a generator of
// their own (seed and dictStateSalt), so the rest of the state is as Fill
// made it. They are listed in st.Drawn.
func (d *Dictionary) ApplyState(st *State, share float64) {
	st.Drawn = st.Drawn[:0]
	if d == nil || share <= 0 {
		return
	}
	r := splitmix(mix(st.Seed, dictStateSalt))
	p := &smPicker{&r}
	take := func() bool { return float64(r.next()>>11)/(1<<53) < share }
	for i := 2; i < len(st.SGPRs); i++ {
		if i >= len(d.readS) || !d.readS[i] || !take() {
			continue
		}
		wide := i%2 == 0 && i+1 < len(st.SGPRs) && d.readS[i+1] && r.next()&3 == 0
		v, ok := d.pick(d.regFormat(wide, r.next()&1 == 1), p)
		if !ok {
			continue
		}
		st.SGPRs[i] = uint32(v.Bits)
		w := 32
		if wide {
			st.SGPRs[i+1], w = uint32(v.Bits>>32), 64
		}
		st.Drawn = append(st.Drawn, StateDraw{File: 's', Index: i, Width: w, V: v})
		i += w/32 - 1
	}
	for i := 0; i < len(st.VGPRs) && i < len(d.readV); i++ {
		if !d.readV[i] || !take() {
			continue
		}
		wide := i+1 < len(st.VGPRs) && i+1 < len(d.readV) && d.readV[i+1] && r.next()&3 == 0
		v, ok := d.pick(d.regFormat(wide, r.next()&1 == 1), p)
		if !ok {
			continue
		}
		lanes := r.next()
		w := 32
		for l := range st.VGPRs[i] {
			if lanes>>uint(l)&1 == 1 {
				st.VGPRs[i][l] = uint32(v.Bits)
				if wide {
					st.VGPRs[i+1][l], w = uint32(v.Bits>>32), 64
				}
			}
		}
		st.Drawn = append(st.Drawn, StateDraw{File: 'v', Index: i, Lanes: lanes & (^uint64(0) >> (64 - len(st.VGPRs[i]))), Width: w, V: v})
		i += w/32 - 1
	}
	// Memory words: the gaps between the words drawn are geometric, one
	// draw a word taken rather than one a word.
	for off := 8 * skip(&r, share); d.memory && off+8 <= MemRandom && off+8 <= len(st.Memory); off += 8 + 8*skip(&r, share) {
		v, ok := d.pick(d.regFormat(true, r.next()&1 == 1), p)
		if !ok {
			continue
		}
		for k := 0; k < 8; k++ {
			st.Memory[off+k] = byte(v.Bits >> (8 * k))
		}
		st.Drawn = append(st.Drawn, StateDraw{File: 'm', Index: off, Width: 64, V: v})
	}
}

// skip is how many words pass before the next one taken, each taken with
// probability share: geometric, by inversion.
func skip(r *splitmix, share float64) int {
	if share >= 1 {
		return 0
	}
	u := (float64(r.next()>>11) + 0.5) / (1 << 53)
	return int(math.Log(u) / math.Log1p(-share))
}

// regFormat is the format a register draw takes: an integer or a float,
// 32 or 64 bits.
func (d *Dictionary) regFormat(wide, float bool) dictFormat {
	switch {
	case wide && float:
		return dF64
	case wide:
		return dInt64
	case float:
		return dF32
	}
	return dInt32
}

// smPicker draws dictionary entries with a state's splitmix generator.
type smPicker struct{ r *splitmix }

func (p *smPicker) Float64() float64 { return float64(p.r.next()>>11) / (1 << 53) }
func (p *smPicker) IntN(n int) int   { return p.r.intn(n) }

// still says whether the state holds the draw yet (a shrunk state may
// have simplified it away).
func (x StateDraw) still(st *State) bool {
	switch x.File {
	case 's':
		if x.Index+x.Width/32 > len(st.SGPRs) {
			return false
		}
		v := uint64(st.SGPRs[x.Index])
		if x.Width == 64 {
			v |= uint64(st.SGPRs[x.Index+1]) << 32
		}
		return v == x.V.Bits
	case 'v':
		if x.Index+x.Width/32 > len(st.VGPRs) {
			return false
		}
		for l := range st.VGPRs[x.Index] {
			if x.Lanes>>uint(l)&1 == 0 {
				continue
			}
			v := uint64(st.VGPRs[x.Index][l])
			if x.Width == 64 {
				v |= uint64(st.VGPRs[x.Index+1][l]) << 32
			}
			if v != x.V.Bits {
				return false
			}
		}
		return true
	}
	if x.Index+8 > len(st.Memory) {
		return false
	}
	var v uint64
	for k := 0; k < 8; k++ {
		v |= uint64(st.Memory[x.Index+k]) << (8 * k)
	}
	return v == x.V.Bits
}

// where names the draw's register or memory word: "s5", "v[3:4] (lanes
// 0x5)", "memory[0x10]".
func (x StateDraw) where() string {
	switch x.File {
	case 's':
		return isa.SGPR(x.Index, x.Width/32).String()
	case 'v':
		return fmt.Sprintf("%s (lanes %#x)", isa.VGPR(x.Index, x.Width/32), x.Lanes)
	}
	return fmt.Sprintf("memory[%#x]", x.Index)
}

func (x StateDraw) String() string {
	return fmt.Sprintf("%s = 0x%0*x (%s)", x.where(), x.Width/4, x.V.Bits, x.V.From)
}

// DrawnText lists the dictionary values the state still holds, registers
// first, up to n:
// "s5 = 0x0000002a (...); v3 (lanes 0x5) = ..." ("" for none).
func (st *State) DrawnText(n int) string {
	var out []string
	more := 0
	// Registers first: a snippet has no memory, and a register is
	// likelier to be what a short program's difference came from.
	drawn := make([]StateDraw, 0, len(st.Drawn))
	for _, x := range st.Drawn {
		if x.File != 'm' {
			drawn = append(drawn, x)
		}
	}
	for _, x := range st.Drawn {
		if x.File == 'm' {
			drawn = append(drawn, x)
		}
	}
	for _, x := range drawn {
		if !x.still(st) {
			continue
		}
		if len(out) == n {
			more++
			continue
		}
		out = append(out, x.String())
	}
	s := strings.Join(out, "; ")
	if more > 0 {
		s += fmt.Sprintf(" and %d more", more)
	}
	return s
}

// DrawnSettings are the --set items (ParseSettings) that put the state's
// dictionary register values back on its random state: a snippet
// comparison's state j is RandomState(StateSeed(Seed, j)) with them.
func (st *State) DrawnSettings() []string {
	var out []string
	for _, x := range st.Drawn {
		if x.File == 'm' {
			continue // a snippet has no memory; a kernel's state is stored whole
		}
		r := isa.Reg{File: isa.FileS, Idx: uint16(x.Index), N: uint8(x.Width / 32)}
		if x.File == 's' {
			out = append(out, fmt.Sprintf("%s=%#x", r, x.V.Bits))
			continue
		}
		r.File = isa.FileV
		for lo := 0; lo < 64; lo++ {
			if x.Lanes>>uint(lo)&1 == 0 {
				continue
			}
			hi := lo
			for hi+1 < 64 && x.Lanes>>uint(hi+1)&1 == 1 {
				hi++
			}
			lanes := fmt.Sprint(lo)
			if hi > lo {
				lanes = fmt.Sprintf("%d-%d", lo, hi)
			}
			out = append(out, fmt.Sprintf("%s[%s]=%#x", r, lanes, x.V.Bits))
			lo = hi
		}
	}
	return out
}

// DrawSummary says how the states drew their values: "seed 1; 25% of
// values from a dictionary of ...".
func (res *SnippetResult) DrawSummary() string {
	return drawSummary(res.Seed, res.DictShare, res.DictProgram, res.DictBoundary)
}

// DrawnList is the state's dictionary values it still holds, as the
// inputs a report lists.
func (st *State) DrawnList() []DictDraw {
	var out []DictDraw
	for _, x := range st.Drawn {
		if !x.still(st) {
			continue
		}
		out = append(out, DictDraw{Input: x.where(), Value: fmt.Sprintf("0x%0*x", x.Width/4, x.V.Bits), Bits: x.V.Bits, Width: x.Width, From: x.V.From})
	}
	return out
}
