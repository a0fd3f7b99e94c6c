package isa

// Operands LLVM prints symbolically and encodes in a 16-bit immediate:
// s_waitcnt counters, s_waitcnt_depctr fields, s_delay_alu, hwreg(...) and
// sendmsg(...): their encodings, parsers and printers.

import (
	"fmt"
	"strings"
)

// Waitcnt holds the counter thresholds of an s_waitcnt.
type Waitcnt struct{ Vm, Exp, Lgkm int }

// waitcntMax gives each counter's all-ones (no wait) value per generation:
// vmcnt is 6 bits everywhere, lgkmcnt 4 bits on GFX9 and 6 on GFX10+,
// expcnt 3 bits (AMDGPUBaseInfo getVmcntBitMask and friends).
func waitcntMax(g Gen) Waitcnt {
	if g >= GFX10 {
		return Waitcnt{63, 7, 63}
	}
	return Waitcnt{63, 7, 15}
}

// EncodeWaitcnt packs counters into the s_waitcnt simm16 field.
func EncodeWaitcnt(g Gen, w Waitcnt) int64 {
	if g >= GFX11 {
		return int64(w.Vm&63)<<10 | int64(w.Lgkm&63)<<4 | int64(w.Exp&7)
	}
	v := int64(w.Vm&15) | int64(w.Vm>>4&3)<<14 | int64(w.Exp&7)<<4
	if g >= GFX10 {
		return v | int64(w.Lgkm&63)<<8
	}
	return v | int64(w.Lgkm&15)<<8
}

// DecodeWaitcnt unpacks an s_waitcnt simm16.
func DecodeWaitcnt(g Gen, v int64) Waitcnt {
	if g >= GFX11 {
		return Waitcnt{Vm: int(v >> 10 & 63), Lgkm: int(v >> 4 & 63), Exp: int(v & 7)}
	}
	w := Waitcnt{Vm: int(v&15 | v>>14&3<<4), Exp: int(v >> 4 & 7)}
	if g >= GFX10 {
		w.Lgkm = int(v >> 8 & 63)
	} else {
		w.Lgkm = int(v >> 8 & 15)
	}
	return w
}

// FormatWaitcnt prints counters the way LLVM does: only those that wait.
func FormatWaitcnt(g Gen, v int64) string {
	w, max := DecodeWaitcnt(g, v), waitcntMax(g)
	var parts []string
	if w.Vm != max.Vm {
		parts = append(parts, fmt.Sprintf("vmcnt(%d)", w.Vm))
	}
	if w.Exp != max.Exp {
		parts = append(parts, fmt.Sprintf("expcnt(%d)", w.Exp))
	}
	if w.Lgkm != max.Lgkm {
		parts = append(parts, fmt.Sprintf("lgkmcnt(%d)", w.Lgkm))
	}
	if len(parts) == 0 || EncodeWaitcnt(g, w) != v {
		return fmt.Sprintf("0x%x", v)
	}
	return strings.Join(parts, " ")
}

// callList parses "a(1) b(2)" / "a(1) & b(2)" / "a(1) | b(2)" into pairs.
func callList(s string) ([][2]string, error) {
	var out [][2]string
	s = strings.TrimSpace(s)
	for s != "" {
		open := strings.IndexByte(s, '(')
		if open <= 0 {
			return nil, fmt.Errorf("expected name(value) in %q", s)
		}
		close := strings.IndexByte(s[open:], ')')
		if close < 0 {
			return nil, fmt.Errorf("missing ')' in %q", s)
		}
		out = append(out, [2]string{strings.TrimSpace(s[:open]), strings.TrimSpace(s[open+1 : open+close])})
		s = strings.TrimLeft(s[open+close+1:], " \t&|,")
	}
	return out, nil
}

// parseWaitcnt parses "vmcnt(0) lgkmcnt(0)" or a number.
func parseWaitcnt(s string, g Gen) (int64, error) {
	if v, ok := parseInt(s); ok {
		if v < 0 || v > 0xffff {
			return 0, fmt.Errorf("s_waitcnt value %d out of 16-bit range", v)
		}
		return v, nil
	}
	calls, err := callList(s)
	if err != nil {
		return 0, err
	}
	w, max := waitcntMax(g), waitcntMax(g)
	for _, c := range calls {
		n, ok := parseInt(c[1])
		if !ok || n < 0 {
			return 0, fmt.Errorf("bad counter value %q", c[1])
		}
		var lim int
		switch c[0] {
		case "vmcnt":
			w.Vm, lim = int(n), max.Vm
		case "expcnt":
			w.Exp, lim = int(n), max.Exp
		case "lgkmcnt":
			w.Lgkm, lim = int(n), max.Lgkm
		default:
			return 0, fmt.Errorf("unknown counter %q (vmcnt, expcnt, lgkmcnt)", c[0])
		}
		if int(n) > lim {
			return 0, fmt.Errorf("%s(%d) exceeds the counter's maximum %d", c[0], n, lim)
		}
	}
	return EncodeWaitcnt(g, w), nil
}

// Depctr fields (AMDGPUAsmUtils.cpp DepCtrInfo): name, shift, width.
var depctrFields = []struct {
	name         string
	shift, width uint
}{{"depctr_sa_sdst", 0, 1}, {"depctr_va_vcc", 1, 1}, {"depctr_vm_vsrc", 2, 3}, {"depctr_hold_cnt", 7, 1},
	{"depctr_va_ssrc", 8, 1}, {"depctr_va_sdst", 9, 3}, {"depctr_va_vdst", 12, 4}}

// Depctr is a decoded s_waitcnt_depctr: the outstanding count each field
// waits for (wait until count <= value).
type Depctr struct{ SaSdst, VaVcc, VmVsrc, VaSsrc, VaSdst, VaVdst int }

// DecodeDepctr unpacks the simm16.
func DecodeDepctr(v int64) Depctr {
	f := func(sh, w uint) int { return int(v>>sh) & (1<<w - 1) }
	return Depctr{SaSdst: f(0, 1), VaVcc: f(1, 1), VmVsrc: f(2, 3), VaSsrc: f(8, 1), VaSdst: f(9, 3), VaVdst: f(12, 4)}
}

func parseDepctr(s string, g Gen) (int64, error) {
	if v, ok := parseInt(s); ok {
		return v & 0xffff, nil
	}
	calls, err := callList(s)
	if err != nil {
		return 0, err
	}
	v := int64(0xff9f) // the assembler's default with every field at its maximum
	if g == GFX10 {
		v = 0xff1f
	}
	for _, c := range calls {
		n, ok := parseInt(c[1])
		found := false
		for _, f := range depctrFields {
			if f.name == c[0] {
				if !ok || n < 0 || n >= 1<<f.width {
					return 0, fmt.Errorf("%s(%s) out of range", c[0], c[1])
				}
				v = v&^(int64(1<<f.width-1)<<f.shift) | n<<f.shift
				found = true
			}
		}
		if !found {
			return 0, fmt.Errorf("unknown depctr field %q", c[0])
		}
	}
	return v, nil
}

var delayInstID = []string{"NO_DEP", "VALU_DEP_1", "VALU_DEP_2", "VALU_DEP_3", "VALU_DEP_4", "TRANS32_DEP_1",
	"TRANS32_DEP_2", "TRANS32_DEP_3", "FMA_ACCUM_CYCLE_1", "SALU_CYCLE_1", "SALU_CYCLE_2", "SALU_CYCLE_3"}
var delaySkip = []string{"SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4"}

// parseDelayAlu parses "instid0(VALU_DEP_1) | instskip(NEXT) | instid1(...)".
func parseDelayAlu(s string) (int64, error) {
	if v, ok := parseInt(s); ok {
		return v, nil
	}
	calls, err := callList(s)
	if err != nil {
		return 0, err
	}
	idx := func(list []string, v string) (int64, error) {
		for i, n := range list {
			if n == v {
				return int64(i), nil
			}
		}
		return 0, fmt.Errorf("unknown s_delay_alu value %q", v)
	}
	var out int64
	for _, c := range calls {
		switch c[0] {
		case "instid0":
			v, err := idx(delayInstID, c[1])
			if err != nil {
				return 0, err
			}
			out |= v
		case "instskip":
			v, err := idx(delaySkip, c[1])
			if err != nil {
				return 0, err
			}
			out |= v << 4
		case "instid1":
			v, err := idx(delayInstID, c[1])
			if err != nil {
				return 0, err
			}
			out |= v << 7
		default:
			return 0, fmt.Errorf("unknown s_delay_alu field %q", c[0])
		}
	}
	return out, nil
}

// FormatDelayAlu prints an s_delay_alu operand like LLVM's printer. A
// field with no name (LLVM prints "/* invalid instskip value */", which
// does not assemble) makes the whole operand print as its number.
func FormatDelayAlu(v int64) string {
	id0, skip, id1 := int(v&15), int(v>>4&7), int(v>>7&15)
	if id0 >= len(delayInstID) || skip >= len(delaySkip) || id1 >= len(delayInstID) || v>>11 != 0 {
		return fmt.Sprintf("0x%x", v)
	}
	var parts []string
	if id0 != 0 {
		parts = append(parts, "instid0("+delayInstID[id0]+")")
	}
	if skip != 0 {
		parts = append(parts, "instskip("+delaySkip[skip]+")")
	}
	if id1 != 0 {
		parts = append(parts, "instid1("+delayInstID[id1]+")")
	}
	if len(parts) == 0 {
		return "0"
	}
	return strings.Join(parts, " | ")
}

// Hardware register ids for hwreg(...) (SIDefines.h Hwreg::Id).
var hwregIDs = map[string]int64{
	"HW_REG_MODE": 1, "HW_REG_STATUS": 2, "HW_REG_TRAPSTS": 3, "HW_REG_HW_ID": 4, "HW_REG_GPR_ALLOC": 5,
	"HW_REG_LDS_ALLOC": 6, "HW_REG_IB_STS": 7, "HW_REG_SH_MEM_BASES": 15, "HW_REG_TBA_LO": 16, "HW_REG_TBA_HI": 17,
	"HW_REG_TMA_LO": 18, "HW_REG_TMA_HI": 19, "HW_REG_FLAT_SCR_LO": 20, "HW_REG_FLAT_SCR_HI": 21,
	"HW_REG_XNACK_MASK": 22, "HW_REG_HW_ID1": 23, "HW_REG_HW_ID2": 24, "HW_REG_POPS_PACKER": 25,
	"HW_REG_SHADER_CYCLES": 29,
}

// hwregIDs12 are GFX12's own names: the 64-bit cycle counter split in
// two registers (SIDefines.h Hwreg::ID_SHADER_CYCLES_HI, 30;
// FeatureShaderCyclesHiLoRegisters; llvm-mc-19 -mcpu=gfx1201 encodes
// hwreg(HW_REG_SHADER_CYCLES_LO) as id 29 and _HI as 30).
var hwregIDs12 = map[string]int64{"HW_REG_SHADER_CYCLES_LO": 29, "HW_REG_SHADER_CYCLES_HI": 30}

// Hwreg fields: simm16 = id | offset<<6 | (size-1)<<11.
func HwregFields(v int64) (id, offset, size int) {
	return int(v & 63), int(v >> 6 & 31), int(v>>11&31) + 1
}

// Message ids for sendmsg(...) that compute kernels use.
var sendmsgIDs = map[string]int64{"MSG_INTERRUPT": 1, "MSG_GS": 2, "MSG_GS_DONE": 3, "MSG_SAVEWAVE": 4,
	"MSG_STALL_WAVE_GEN": 5, "MSG_HALT_WAVES": 6, "MSG_ORDERED_PS_DONE": 7, "MSG_EARLY_PRIM_DEALLOC": 8,
	"MSG_GS_ALLOC_REQ": 9, "MSG_GET_DOORBELL": 10, "MSG_GET_DDID": 11, "MSG_DEALLOC_VGPRS": 19, "MSG_SYSMSG": 15}

// Message ids of s_sendmsg_rtn_b32/b64 (GFX11): SIDefines.h
// SendMsg::ID_RTN_GET_DOORBELL ... ID_RTN_GET_TBA (128 to 133; llvm-mc-16
// encodes sendmsg(MSG_RTN_GET_DOORBELL) as 0x80 ... MSG_RTN_GET_TBA as
// 0x85); llvm/docs/AMDGPU/gfx12_sendmsg_rtn.rst (the same six
// messages): doorbell id, draw/dispatch id, TMA, TBA, REALTIME, "this wave
// is ready to be context-saved". llvm-mc-16 takes these names on GFX11 only.
const (
	MsgRtnGetDoorbell = 128
	MsgRtnGetDDID     = 129
	MsgRtnGetTMA      = 130
	MsgRtnGetRealtime = 131
	MsgRtnSaveWave    = 132
	MsgRtnGetTBA      = 133
)

var sendmsgRtnIDs = map[string]int64{"MSG_RTN_GET_DOORBELL": MsgRtnGetDoorbell, "MSG_RTN_GET_DDID": MsgRtnGetDDID,
	"MSG_RTN_GET_TMA": MsgRtnGetTMA, "MSG_RTN_GET_REALTIME": MsgRtnGetRealtime, "MSG_RTN_SAVE_WAVE": MsgRtnSaveWave,
	"MSG_RTN_GET_TBA": MsgRtnGetTBA}

// SendmsgName is the name llvm-mc gives message id v on the target, or
// the number where it has none.
func SendmsgName(v int64, a *Arch) string {
	ids := sendmsgIDs
	if a != nil && a.Gen >= GFX11 && v >= MsgRtnGetDoorbell {
		ids = sendmsgRtnIDs
	}
	for n, id := range ids {
		if id == v {
			return n
		}
	}
	return fmt.Sprint(v)
}

// parseSymbolic parses hwreg(...) and sendmsg(...) operands.
func parseSymbolic(s string, a *Arch) (int64, string, bool, error) {
	switch {
	case strings.HasPrefix(s, "hwreg(") && strings.HasSuffix(s, ")"):
		args := strings.Split(s[6:len(s)-1], ",")
		for i := range args {
			args[i] = strings.TrimSpace(args[i])
		}
		id, ok := hwregIDs[args[0]]
		if a != nil && a.Gen >= GFX12 {
			if id12, ok12 := hwregIDs12[args[0]]; ok12 {
				id, ok = id12, true
			}
		}
		if !ok {
			n, ok2 := parseInt(args[0])
			if !ok2 {
				return 0, "", true, fmt.Errorf("unknown hardware register %q", args[0])
			}
			id = n
		}
		off, size := int64(0), int64(32)
		if len(args) == 3 {
			var ok1, ok2 bool
			off, ok1 = parseInt(args[1])
			size, ok2 = parseInt(args[2])
			if !ok1 || !ok2 || off < 0 || off > 31 || size < 1 || size > 32 {
				return 0, "", true, fmt.Errorf("bad hwreg offset/size in %q", s)
			}
		} else if len(args) != 1 {
			return 0, "", true, fmt.Errorf("hwreg takes (id) or (id, offset, size): %q", s)
		}
		return id | off<<6 | (size-1)<<11, s, true, nil
	case strings.HasPrefix(s, "sendmsg(") && strings.HasSuffix(s, ")"):
		args := strings.Split(s[8:len(s)-1], ",")
		id, ok := sendmsgIDs[strings.TrimSpace(args[0])]
		if !ok && a != nil && a.Gen >= GFX11 {
			if id, ok = sendmsgRtnIDs[strings.TrimSpace(args[0])]; ok && len(args) > 1 {
				// llvm-mc-16: "message does not support operations".
				return 0, "", true, fmt.Errorf("message %s takes no operation", strings.TrimSpace(args[0]))
			}
		}
		if !ok {
			n, ok2 := parseInt(strings.TrimSpace(args[0]))
			if !ok2 {
				return 0, "", true, fmt.Errorf("unknown message %q", args[0])
			}
			id = n
		}
		return id, s, true, nil
	}
	return 0, "", false, nil
}
