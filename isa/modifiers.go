package isa

import (
	"fmt"
	"strings"
)

// modText is one trailing modifier as written, split at its first colon:
// "offset:16" has name "offset" and val "16".
type modText struct {
	text   string // the whole modifier, for those printed back verbatim
	name   string
	val    string
	hasVal bool // there was a colon, even with nothing after it
}

// num is the modifier's value as an integer.
func (d modText) num() (int64, error) {
	v, ok := parseInt(d.val)
	if !ok {
		return 0, fmt.Errorf("modifier %s needs a number, got %q", d.name, d.val)
	}
	return v, nil
}

// A modRule applies one modifier to m, or says why it cannot.
type modRule func(m *Mods, d modText) error

// modRules are the modifiers the simulator interprets, by name. A name
// missing here is printed back verbatim if passthroughMods has it.
var modRules = map[string]modRule{
	// Memory.
	"offset":  offsetMod,
	"offset0": numMod(func(m *Mods) *int64 { return &m.Offset0 }),
	"offset1": numMod(func(m *Mods) *int64 { return &m.Offset1 }),
	"glc":     flagMod(func(m *Mods) *bool { return &m.Glc }),
	"slc":     flagMod(func(m *Mods) *bool { return &m.Slc }),
	"dlc":     flagMod(func(m *Mods) *bool { return &m.Dlc }),
	"offen":   flagMod(func(m *Mods) *bool { return &m.Offen }),
	"idxen":   flagMod(func(m *Mods) *bool { return &m.Idxen }),
	"lds":     flagMod(func(m *Mods) *bool { return &m.Lds }),
	"gds":     flagMod(func(m *Mods) *bool { return &m.Gds }),

	// VOP3 output modifiers.
	"clamp": flagMod(func(m *Mods) *bool { return &m.Clamp }),
	"mul":   omodMod("only mul:2 and mul:4 exist"),
	"div":   omodMod("only div:2 exists"),

	// Packed-math halves, which nothing models.
	"op_sel":    unmodeledMod,
	"op_sel_hi": unmodeledMod,
	"neg_lo":    unmodeledMod,
	"neg_hi":    unmodeledMod,

	// SDWA.
	"dst_sel":    selectMod(selNames, func(m *Mods) *uint8 { return &m.DstSel }),
	"src0_sel":   selectMod(selNames, func(m *Mods) *uint8 { return &m.Src0Sel }),
	"src1_sel":   selectMod(selNames, func(m *Mods) *uint8 { return &m.Src1Sel }),
	"dst_unused": selectMod(unusedNames, func(m *Mods) *uint8 { return &m.DstUnused }),

	// DPP: decoded, and kept in Extra to print back as written.
	"quad_perm":       dppCtrlMod,
	"row_shl":         dppCtrlMod,
	"row_shr":         dppCtrlMod,
	"row_ror":         dppCtrlMod,
	"row_mirror":      dppCtrlMod,
	"row_half_mirror": dppCtrlMod,
	"row_bcast":       dppCtrlMod,
	"wave_shl":        dppCtrlMod,
	"wave_shr":        dppCtrlMod,
	"wave_rol":        dppCtrlMod,
	"wave_ror":        dppCtrlMod,
	"row_share":       dppCtrlMod,
	"row_xmask":       dppCtrlMod,
	"row_mask":        dppMaskMod(func(d *DPP) *int { return &d.RowMask }),
	"bank_mask":       dppMaskMod(func(d *DPP) *int { return &d.BankMask }),
	// LLVM spells the "zero" setting bound_ctrl:0 (GFX9/10) or bound_ctrl:1.
	"bound_ctrl": dppMod(func(p *DPP, _ modText) { p.BoundCtrl = true }),
	"fi":         dppMod(func(p *DPP, d modText) { p.FI = d.val == "1" }),
}

// Modifiers the simulator does not interpret but accepts and prints back.
// An entry ending in "_" stands for every name it begins.
var passthroughMods = []string{"quad_perm", "row_", "wave_", "bank_mask",
	"bound_ctrl", "fi", "dpp8", "dst_sel", "dst_unused", "src0_sel", "src1_sel", "nv", "sc0", "sc1", "nt", "a16",
	"tfe", "d16", "format", "dmask", "dim", "unorm", "lwe", "r128", "swizzle"}

// parseModifier applies one trailing modifier to m.
func parseModifier(s string, m *Mods) error {
	name, val, hasVal := strings.Cut(s, ":")
	d := modText{text: s, name: name, val: val, hasVal: hasVal}
	if rule, ok := modRules[name]; ok {
		return rule(m, d)
	}
	if isPassthrough(name) {
		m.Extra = append(m.Extra, s)
		return nil
	}
	return fmt.Errorf("unknown modifier %q", s)
}

func isPassthrough(name string) bool {
	for _, p := range passthroughMods {
		if name == p || strings.HasSuffix(p, "_") && strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// flagMod is the rule of a keyword that sets one flag; a value after a
// colon is accepted and ignored.
func flagMod(field func(*Mods) *bool) modRule {
	return func(m *Mods, _ modText) error {
		*field(m) = true
		return nil
	}
}

// numMod is the rule of a modifier with an integer value. The field is
// written even when the value is bad (with 0).
func numMod(field func(*Mods) *int64) modRule {
	return func(m *Mods, d modText) error {
		v, err := d.num()
		*field(m) = v
		return err
	}
}

// offsetMod reads offset:N, or ds_swizzle_b32's offset:swizzle(...) macro,
// which is kept as written to print back.
func offsetMod(m *Mods, d modText) error {
	if !d.hasVal {
		return fmt.Errorf("offset needs a value (offset:N)")
	}
	if strings.HasPrefix(d.val, "swizzle(") {
		var err error
		m.Offset, err = parseSwizzle(d.val)
		m.OffsetSym = d.val
		return err
	}
	return numMod(func(m *Mods) *int64 { return &m.Offset })(m, d)
}

// omods are the output modifiers as written, with their Omod encodings.
var omods = map[string]uint8{"mul:2": 1, "mul:4": 2, "div:2": 3}

// omodMod is the rule of mul or div; which values exist says what the
// error lists.
func omodMod(which string) modRule {
	return func(m *Mods, d modText) error {
		v, ok := omods[d.name+":"+d.val]
		if !ok {
			return fmt.Errorf("output modifier %s:%s (%s)", d.name, d.val, which)
		}
		m.Omod = v
		return nil
	}
}

func unmodeledMod(_ *Mods, d modText) error {
	return fmt.Errorf("the %s modifier (16-bit halves, packed math) is not modeled", d.name)
}

// selectMod is the rule of a modifier whose value is one of names; the
// field gets its index.
func selectMod(names []string, field func(*Mods) *uint8) modRule {
	return func(m *Mods, d modText) error {
		i := indexOf(names, d.val)
		if i < 0 {
			return fmt.Errorf("%s:%s: want one of %s", d.name, d.val, strings.Join(names, ", "))
		}
		*field(m) = uint8(i)
		return nil
	}
}

// dpp is the instruction's DPP control, made with the default masks
// (every row and bank) by the first DPP modifier.
func (m *Mods) dpp() *DPP {
	if m.DPP == nil {
		m.DPP = &DPP{RowMask: 0xf, BankMask: 0xf}
	}
	return m.DPP
}

// dppMod is the rule of a DPP setting that cannot be wrong: it sets the
// decoded field and keeps the modifier to print back.
func dppMod(set func(p *DPP, d modText)) modRule {
	return func(m *Mods, d modText) error {
		set(m.dpp(), d)
		m.Extra = append(m.Extra, d.text)
		return nil
	}
}

// dppMaskMod is the rule of row_mask and bank_mask, 4-bit masks.
func dppMaskMod(field func(*DPP) *int) modRule {
	return func(m *Mods, d modText) error {
		n, ok := parseInt(d.val)
		if !ok || n < 0 || n > 15 {
			return fmt.Errorf("%s:%s is not 0..0xf", d.name, d.val)
		}
		*field(m.dpp()) = int(n)
		m.Extra = append(m.Extra, d.text)
		return nil
	}
}

// dppCtrlMod is the rule of a DPP control: the control is named by the
// modifier and takes four lane selects (quad_perm:[a,b,c,d]), a count
// 0..31, or nothing (row_mirror).
func dppCtrlMod(m *Mods, d modText) error {
	p := m.dpp()
	p.Ctrl = d.name
	var err error
	switch {
	case d.name == "quad_perm":
		err = quadPerm(p, d.val)
	case d.hasVal:
		err = dppCount(p, d)
	}
	if err != nil {
		return err
	}
	m.Extra = append(m.Extra, d.text)
	return nil
}

// quadPerm reads quad_perm's lane selects "[a,b,c,d]", each 0..3.
func quadPerm(p *DPP, val string) error {
	v := strings.Split(strings.Trim(val, "[]"), ",")
	if len(v) != 4 {
		return fmt.Errorf("quad_perm takes four lane selects, got %q", val)
	}
	for i, x := range v {
		n, ok := parseInt(strings.TrimSpace(x))
		if !ok || n < 0 || n > 3 {
			return fmt.Errorf("quad_perm select %q is not 0..3", x)
		}
		p.Arg[i] = int(n)
	}
	return nil
}

// dppCount reads the count of a shift, rotate, broadcast or share control.
func dppCount(p *DPP, d modText) error {
	n, ok := parseInt(d.val)
	if !ok || n < 0 || n > 31 {
		return fmt.Errorf("%s:%s out of range", d.name, d.val)
	}
	p.Arg[0] = int(n)
	return nil
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// parseSwizzle encodes ds_swizzle_b32's offset:swizzle(...) macros: the
// quad-permute mode (offset[15] set) and the bit-mask mode (and_mask [4:0],
// or_mask [9:5], xor_mask [14:10]).
func parseSwizzle(s string) (int64, error) {
	inner := strings.TrimSuffix(strings.TrimPrefix(s, "swizzle("), ")")
	args := strings.Split(inner, ",")
	for i := range args {
		args[i] = strings.TrimSpace(args[i])
	}
	nums := func(want int) ([]int64, error) {
		if len(args)-1 != want {
			return nil, fmt.Errorf("%s takes %d arguments", args[0], want)
		}
		out := make([]int64, want)
		for i := range out {
			v, ok := parseInt(args[i+1])
			if !ok {
				return nil, fmt.Errorf("bad swizzle argument %q", args[i+1])
			}
			out[i] = v
		}
		return out, nil
	}
	bitmask := func(and, or, xor int64) int64 { return and&31 | (or&31)<<5 | (xor&31)<<10 }
	switch args[0] {
	case "QUAD_PERM":
		v, err := nums(4)
		if err != nil {
			return 0, err
		}
		return 0x8000 | v[0]&3 | (v[1]&3)<<2 | (v[2]&3)<<4 | (v[3]&3)<<6, nil
	case "SWAP":
		v, err := nums(1)
		if err != nil {
			return 0, err
		}
		return bitmask(31, 0, v[0]), nil
	case "REVERSE":
		v, err := nums(1)
		if err != nil {
			return 0, err
		}
		return bitmask(31, 0, v[0]-1), nil
	case "BROADCAST":
		v, err := nums(2)
		if err != nil {
			return 0, err
		}
		return bitmask(32-v[0], v[1], 0), nil
	case "BITMASK_PERM":
		if len(args) != 2 || len(args[1]) != 7 {
			return 0, fmt.Errorf("BITMASK_PERM takes a 5-character mask in quotes")
		}
		var and, or, xor int64
		for i, c := range strings.Trim(args[1], `"`) {
			bit := int64(1) << (4 - i)
			switch c {
			case '0':
			case '1':
				or |= bit
			case 'p':
				and |= bit
			case 'i':
				and |= bit
				xor |= bit
			default:
				return 0, fmt.Errorf("bad BITMASK_PERM character %q", c)
			}
		}
		return bitmask(and, or, xor), nil
	}
	return 0, fmt.Errorf("unknown swizzle mode %q", args[0])
}
