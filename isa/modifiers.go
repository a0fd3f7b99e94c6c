package isa

import (
	"fmt"
	"strings"
	"unsafe"
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

// modCtx is what a modifier's range depends on: the row and the target.
type modCtx struct {
	op *Op
	a  *Arch
}

// A modRule applies one modifier to m, or says why it cannot.
type modRule func(m *Mods, d modText, c modCtx) error

// modSpec describes one modifier: the kind a row must take for it, the
// operand of LLVM's syntax it fills (two modifiers filling one conflict:
// mul:2 and div:2 are both omod) and that operand's rank in the order in
// which llvm-mc reads them: idxen before offen before offset before the
// cache bits, clamp before omod, the DPP control before its masks.
// Modifiers of one rank (glc, slc, dlc) come in any order.
type modSpec struct {
	kind  ModSet
	slot  string  // the operand it fills; "" for the modifier's own name
	rank  int     // modifiers come in nondecreasing rank
	gens  genMask // the generations that have it; 0 for all
	apply modRule
	// unmodeled says what the modifier does that the simulator does not
	// model; such a modifier is rejected wherever it appears, except on a
	// row that takes its kind (gds on the rows that only parse and print
	// it, and refuse it when run).
	unmodeled string
	// on: the rows and targets that spell it, besides gens; nil for all.
	on func(*Op, *Arch) bool
}

// policy940 reports whether the row spells its cache policy sc0, sc1 and
// nt: gfx940's vector memory instructions. Its scalar loads keep glc
// (llvm-mc-19 -mcpu=gfx942 takes s_load_dword ... glc, refuses sc0).
func policy940(op *Op, a *Arch) bool { return a.GFX940Insts && op.Format != SMEM }

// notPolicy940: glc and slc, except on gfx940's vector memory rows and
// on the cache-maintenance rows, which take only gfx940's sc0 and sc1
// (llvm-mc-19 refuses buffer_wbl2 glc on gfx90a and gfx942).
func notPolicy940(op *Op, a *Arch) bool { return !policy940(op, a) && op.Mem != MemNone }

// modSpecs are the modifiers, by name.
var modSpecs = map[string]modSpec{
	// Memory. format: comes first, right after soffset (tbuffer).
	"format":  {kind: ModFormat, rank: 0, apply: formatMod},
	"idxen":   {kind: ModIdxen, rank: 1, apply: flagMod(func(m *Mods) *bool { return &m.Idxen })},
	"offen":   {kind: ModOffen, rank: 2, apply: flagMod(func(m *Mods) *bool { return &m.Offen })},
	"offset":  {kind: ModOffset, rank: 3, apply: offsetMod},
	"offset0": {kind: ModOffset01, rank: 4, apply: fieldMod(func(m *Mods) *int16 { return &m.Offset0 })},
	"offset1": {kind: ModOffset01, rank: 5, apply: fieldMod(func(m *Mods) *int16 { return &m.Offset1 })},
	"glc":     {kind: ModGLC, rank: 6, gens: mPreGFX12, on: notPolicy940, apply: flagMod(func(m *Mods) *bool { return &m.Glc })},
	"slc":     {kind: ModSLC, rank: 6, gens: mPreGFX12, on: notPolicy940, apply: flagMod(func(m *Mods) *bool { return &m.Slc })},
	// gfx940's names of the same bits, and sc1 (Mods.Sc1); llvm-mc-19
	// -mcpu=gfx942 rejects glc and slc ("invalid operand for instruction").
	"sc0": {kind: ModGLC, rank: 6, on: policy940, apply: flagMod(func(m *Mods) *bool { return &m.Glc })},
	"nt":  {kind: ModSLC, rank: 6, on: policy940, apply: flagMod(func(m *Mods) *bool { return &m.Slc })},
	"sc1": {kind: ModGLC, rank: 6, on: policy940, apply: flagMod(func(m *Mods) *bool { return &m.Sc1 })},
	"dlc": {kind: ModDLC, rank: 6, gens: mGFX10 | mGFX10_3 | mGFX11, apply: flagMod(func(m *Mods) *bool { return &m.Dlc })},
	// GFX12's cache policy (cpol.go): the rows that took glc take them.
	"th":    {kind: ModGLC, rank: 6, gens: mGFX12, apply: thMod},
	"scope": {kind: ModGLC, rank: 6, gens: mGFX12, apply: scopeMod},
	"lds":   {unmodeled: "buffer loads into LDS"},
	"gds":   {kind: ModGDS, rank: 7, apply: flagMod(func(m *Mods) *bool { return &m.Gds }), unmodeled: "the global data share"},
	"tfe":   {unmodeled: "texture-fail status in an extra VGPR"},

	// VOP3 output modifiers.
	"clamp": {kind: ModClamp, rank: 12, apply: flagMod(func(m *Mods) *bool { return &m.Clamp })},
	"mul":   {kind: ModOmod, slot: "omod", rank: 13, apply: omodMod("only mul:2 and mul:4 exist")},
	"div":   {kind: ModOmod, slot: "omod", rank: 13, apply: omodMod("only div:2 exists")},

	// Packed math and 16-bit halves (packed.go), read by llvm-mc before
	// clamp.
	"op_sel":    {kind: ModOpSel, rank: 8, apply: packedMod},
	"op_sel_hi": {kind: ModOpSelHi, rank: 9, apply: packedMod},
	"neg_lo":    {kind: ModNeg, rank: 10, apply: packedMod},
	"neg_hi":    {kind: ModNeg, rank: 11, apply: packedMod},

	// SDWA.
	"dst_sel":    {kind: ModSDWA, rank: 14, apply: selectMod(selNames, func(m *Mods) *uint8 { return &m.DstSel })},
	"dst_unused": {kind: ModSDWA, rank: 15, apply: selectMod(unusedNames, func(m *Mods) *uint8 { return &m.DstUnused })},
	"src0_sel":   {kind: ModSDWA, rank: 16, apply: selectMod(selNames, func(m *Mods) *uint8 { return &m.Src0Sel })},
	"src1_sel":   {kind: ModSDWA, rank: 17, apply: selectMod(selNames, func(m *Mods) *uint8 { return &m.Src1Sel })},

	// DPP: decoded, and kept in ModText.Extra to print back as written.
	"quad_perm":       dppCtrl(mAll),
	"row_shl":         dppCtrl(mAll),
	"row_shr":         dppCtrl(mAll),
	"row_ror":         dppCtrl(mAll),
	"row_mirror":      dppCtrl(mAll),
	"row_half_mirror": dppCtrl(mAll),
	"row_bcast":       dppCtrl(mGFX9),
	"wave_shl":        dppCtrl(mGFX9),
	"wave_shr":        dppCtrl(mGFX9),
	"wave_rol":        dppCtrl(mGFX9),
	"wave_ror":        dppCtrl(mGFX9),
	"row_share":       dppCtrl(mGFX10p),
	"row_xmask":       dppCtrl(mGFX10p),
	"dpp8":            {kind: ModDPP, slot: "dpp_ctrl", rank: 18, gens: mGFX10p, apply: dpp8Mod},
	"row_mask":        {kind: ModDPP, rank: 19, apply: dppMaskMod(func(d *DPP) *int { return &d.RowMask })},
	"bank_mask":       {kind: ModDPP, rank: 20, apply: dppMaskMod(func(d *DPP) *int { return &d.BankMask })},
	// LLVM spells the "zero" setting bound_ctrl:0 (GFX9/10) or bound_ctrl:1.
	"bound_ctrl": {kind: ModDPP, rank: 21, apply: dppBitMod(func(p *DPP, _ bool) { p.BoundCtrl = true })},
	"fi":         {kind: ModDPP, rank: 22, gens: mGFX10p, apply: dppBitMod(func(p *DPP, on bool) { p.FI = on })},

	// The matrix instructions' broadcast fields (ops_mfma.go).
	"cbsz": {kind: ModMAI, rank: 23, apply: maiField(8, func(m *Mods) *uint8 { return &m.Cbsz })},
	"abid": {kind: ModMAI, rank: 24, apply: maiField(16, func(m *Mods) *uint8 { return &m.Abid })},
	"blgp": {kind: ModMAI, rank: 25, apply: maiField(8, func(m *Mods) *uint8 { return &m.Blgp })},
	"neg":  {kind: ModMAINeg, slot: "blgp", rank: 25, apply: maiNeg},
}

// dppCtrl is the spec of a DPP control on the generations that have it.
func dppCtrl(g genMask) modSpec {
	return modSpec{kind: ModDPP, slot: "dpp_ctrl", rank: 18, gens: g, apply: dppCtrlMod}
}

// looksLikeModifier: the word names a modifier.
func looksLikeModifier(s string) bool {
	name, _, _ := strings.Cut(s, ":")
	_, ok := modSpecs[name]
	return ok
}

// modifiers applies the trailing modifiers of in, each at its column:
// a modifier must exist on the target, be one the row takes in its
// encoding, fill an operand no earlier modifier filled, and come in
// llvm-mc's order.
func (ps *parser) modifiers(in *Inst, mods []piece) error {
	if len(mods) == 0 {
		return nil
	}
	c := modCtx{in.Op, ps.p.Arch}
	allowed := in.Op.ModsFor(in.Enc) | true16OpSel(in, ps.p.Arch)
	if ps.inVOPD {
		allowed = 0
	}
	filled := map[string]string{} // operand → the modifier that filled it
	var last piece
	lastRank := 0
	for _, p := range mods {
		name, val, hasVal := strings.Cut(p.s, ":")
		d := modText{text: p.s, name: name, val: val, hasVal: hasVal}
		spec, ok := modSpecs[name]
		slot := spec.slot
		if slot == "" {
			slot = name
		}
		var err error
		switch {
		case !ok:
			err = fmt.Errorf("unknown modifier %q", p.s)
		case spec.unmodeled != "" && allowed&spec.kind == 0:
			err = fmt.Errorf("the %s modifier (%s) is not modeled", name, spec.unmodeled)
		case spec.gens != 0 && !spec.gens.has(c.a.Gen), spec.on != nil && !spec.on(c.op, c.a):
			err = fmt.Errorf("the %s modifier does not exist on %s", name, c.a.Name)
		case allowed&spec.kind == 0:
			err = fmt.Errorf("%s takes no %s modifier", in.Mnemonic(c.a), name)
		case filled[slot] != "":
			err = fmt.Errorf("%q repeats %q", p.s, filled[slot])
		case spec.rank < lastRank:
			err = fmt.Errorf("%q must come before %q (llvm-mc reads the modifiers in a fixed order)", p.s, last.s)
		default:
			err = spec.apply(&in.Mods, d, c)
		}
		if err != nil {
			return &Error{ps.at(ps.line, p.col), err.Error()}
		}
		filled[slot], last, lastRank = p.s, p, spec.rank
	}
	return nil
}

// flagMod is the rule of a keyword that sets one flag; it takes no value.
func flagMod(field func(*Mods) *bool) modRule {
	return func(m *Mods, d modText, _ modCtx) error {
		if d.hasVal {
			return fmt.Errorf("%s takes no value", d.name)
		}
		*field(m) = true
		return nil
	}
}

// fieldMod is the rule of an offset modifier: an integer that fits the
// row's field on the target (offsetFields).
func fieldMod[T int16 | int32](field func(*Mods) *T) modRule {
	return func(m *Mods, d modText, c modCtx) error {
		v, err := d.num()
		if err != nil {
			return err
		}
		if err := offsetField(c.op, c.a.Gen, d.name).check(v); err != nil {
			return fmt.Errorf("%s: %v on %s", d.text, err, c.a.Name)
		}
		if v != int64(T(v)) {
			return fmt.Errorf("%s: %d does not fit %d bits", d.text, v, 8*unsafe.Sizeof(T(0)))
		}
		*field(m) = T(v)
		return nil
	}
}

// offsetMod reads offset:N, or ds_swizzle_b32's offset:swizzle(...) macro,
// which is kept as written to print back.
func offsetMod(m *Mods, d modText, c modCtx) error {
	if !d.hasVal {
		return fmt.Errorf("offset needs a value (offset:N)")
	}
	if strings.HasPrefix(d.val, "swizzle(") {
		if c.op.Special != SpecialDSSwizzle {
			return fmt.Errorf("offset:swizzle(...) is for ds_swizzle_b32 only")
		}
		v, err := parseSwizzle(d.val)
		m.Offset = int32(v) // a 16-bit pattern
		m.text().OffsetSym = d.val
		return err
	}
	if c.op.Format == SMEM {
		return smemOffsetMod(m, d, c)
	}
	return fieldMod(func(m *Mods) *int32 { return &m.Offset })(m, d, c)
}

// smemOffsetMod reads an SMEM load's offset:N, the immediate added to an
// SGPR soffset (llvm-mc: s_load_dword s0, s[0:1], s2 offset:0x10; GFX9's
// SOE encoding, GFX10 and GFX11's SOFFSET and OFFSET fields). Its range is
// the row's immediate offset field's: 21 bits signed for s_load, 20
// unsigned for s_buffer_load (validateSMEMOffset); checkSMEMOffset checks
// that an SGPR comes before it.
func smemOffsetMod(m *Mods, d modText, c modCtx) error {
	v, err := d.num()
	if err != nil {
		return err
	}
	for _, s := range c.op.Args {
		if s.Name == "offset" {
			if err := s.Field.check(v); err != nil {
				return fmt.Errorf("%s: %v", d.text, err)
			}
		}
	}
	m.Offset, m.SOffImm = int32(v), true
	return nil
}

// omods are the output modifiers as written, with their Omod encodings.
var omods = map[string]uint8{"mul:2": 1, "mul:4": 2, "div:2": 3}

// omodMod is the rule of mul or div; which values exist says what the
// error lists.
func omodMod(which string) modRule {
	return func(m *Mods, d modText, _ modCtx) error {
		v, ok := omods[d.name+":"+d.val]
		if !ok {
			return fmt.Errorf("output modifier %s:%s (%s)", d.name, d.val, which)
		}
		m.Omod = v
		return nil
	}
}

// selectMod is the rule of a modifier whose value is one of names; the
// field gets its index.
func selectMod(names []string, field func(*Mods) *uint8) modRule {
	return func(m *Mods, d modText, _ modCtx) error {
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

// dppBitMod is the rule of a one-bit DPP setting (bound_ctrl:0|1, fi:0|1):
// it sets the decoded field and keeps the modifier to print back.
func dppBitMod(set func(p *DPP, on bool)) modRule {
	return func(m *Mods, d modText, _ modCtx) error {
		if d.val != "0" && d.val != "1" {
			return fmt.Errorf("%s takes 0 or 1, got %q", d.name, d.val)
		}
		set(m.dpp(), d.val == "1")
		t := m.text()
		t.Extra = append(t.Extra, d.text)
		return nil
	}
}

// dppMaskMod is the rule of row_mask and bank_mask, 4-bit masks.
func dppMaskMod(field func(*DPP) *int) modRule {
	return func(m *Mods, d modText, _ modCtx) error {
		if m.DPP != nil && m.DPP.Ctrl == "dpp8" {
			return fmt.Errorf("%s is not a dpp8 modifier (dpp8 takes fi only)", d.name)
		}
		n, ok := parseInt(d.val)
		if !ok || n < 0 || n > 15 {
			return fmt.Errorf("%s:%s is not 0..0xf", d.name, d.val)
		}
		*field(m.dpp()) = int(n)
		t := m.text()
		t.Extra = append(t.Extra, d.text)
		return nil
	}
}

// dppCtrlMod is the rule of a DPP control: the control is named by the
// modifier and takes four lane selects (quad_perm:[a,b,c,d]), a count
// (dppCounts), or nothing (row_mirror, row_half_mirror).
func dppCtrlMod(m *Mods, d modText, _ modCtx) error {
	p := m.dpp()
	p.Ctrl = d.name
	_, counted := dppCounts[d.name]
	var err error
	switch {
	case d.name == "quad_perm":
		err = quadPerm(p, d.val)
	case counted:
		err = dppCount(p, d)
	case d.hasVal:
		err = fmt.Errorf("%s takes no value", d.name)
	}
	if err != nil {
		return err
	}
	t := m.text()
	t.Extra = append(t.Extra, d.text)
	return nil
}

// dppCounts are the counts each counted DPP control takes: lo, lo+step,
// ... up to hi (AMDGPUAsmParser::parseDPPCtrlSel; the "DPP_CTRL
// Enumeration" tables of the Vega and RDNA ISA guides).
var dppCounts = map[string]struct{ lo, hi, step int64 }{
	"row_shl": {1, 15, 1}, "row_shr": {1, 15, 1}, "row_ror": {1, 15, 1},
	"wave_shl": {1, 1, 1}, "wave_shr": {1, 1, 1}, "wave_rol": {1, 1, 1}, "wave_ror": {1, 1, 1},
	"row_bcast": {15, 31, 16},
	"row_share": {0, 15, 1}, "row_xmask": {0, 15, 1},
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
	r := dppCounts[d.name]
	n, ok := parseInt(d.val)
	if !ok || n < r.lo || n > r.hi || (n-r.lo)%r.step != 0 {
		if r.step > 1 {
			return fmt.Errorf("%s takes %d or %d, got %q", d.name, r.lo, r.hi, d.val)
		}
		return fmt.Errorf("%s takes %d to %d, got %q", d.name, r.lo, r.hi, d.val)
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
