package isa

import (
	"fmt"
	"strconv"
	"strings"
)

// Buffer data formats: the 7-bit format field of the tbuffer instructions
// (format:N) and of a buffer resource (V#) word 3, which the format
// loads and stores convert through. GFX9 splits it into a data format
// (bits 3:0) and a number format (bits 6:4); GFX10 and GFX11 have one
// unified format number, numbered differently on each. The names are
// LLVM's (AMDGPUAsmUtils.cpp DfmtSymbolic, NfmtSymbolicGFX10,
// UfmtSymbolicGFX10, UfmtSymbolicGFX11), as llvm-mc-16 prints format:0 to
// format:127 on gfx900, gfx1010/gfx1030 and gfx1100; the default, format:1
// (8 UNORM on every generation), is the one llvm-mc leaves out.

// gfx9DataFormats and gfx9NumFormats: the GFX9 BUF_DATA_FORMAT_* and
// BUF_NUM_FORMAT_* names, by field value.
var (
	gfx9DataFormats = []string{"INVALID", "8", "16", "8_8", "32", "16_16", "10_11_11", "11_11_10",
		"10_10_10_2", "2_10_10_10", "8_8_8_8", "32_32", "16_16_16_16", "32_32_32", "32_32_32_32", "RESERVED_15"}
	gfx9NumFormats = []string{"UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "RESERVED_6", "FLOAT"}
)

// gfx10Formats and gfx11Formats: the BUF_FMT_* names without the prefix,
// by unified format number; numbers missing have no name.
var gfx10Formats = map[int]string{
	0:  "INVALID",
	1:  "8_UNORM",
	2:  "8_SNORM",
	3:  "8_USCALED",
	4:  "8_SSCALED",
	5:  "8_UINT",
	6:  "8_SINT",
	7:  "16_UNORM",
	8:  "16_SNORM",
	9:  "16_USCALED",
	10: "16_SSCALED",
	11: "16_UINT",
	12: "16_SINT",
	13: "16_FLOAT",
	14: "8_8_UNORM",
	15: "8_8_SNORM",
	16: "8_8_USCALED",
	17: "8_8_SSCALED",
	18: "8_8_UINT",
	19: "8_8_SINT",
	20: "32_UINT",
	21: "32_SINT",
	22: "32_FLOAT",
	23: "16_16_UNORM",
	24: "16_16_SNORM",
	25: "16_16_USCALED",
	26: "16_16_SSCALED",
	27: "16_16_UINT",
	28: "16_16_SINT",
	29: "16_16_FLOAT",
	30: "10_11_11_UNORM",
	31: "10_11_11_SNORM",
	32: "10_11_11_USCALED",
	33: "10_11_11_SSCALED",
	34: "10_11_11_UINT",
	35: "10_11_11_SINT",
	36: "10_11_11_FLOAT",
	37: "11_11_10_UNORM",
	38: "11_11_10_SNORM",
	39: "11_11_10_USCALED",
	40: "11_11_10_SSCALED",
	41: "11_11_10_UINT",
	42: "11_11_10_SINT",
	43: "11_11_10_FLOAT",
	44: "10_10_10_2_UNORM",
	45: "10_10_10_2_SNORM",
	46: "10_10_10_2_USCALED",
	47: "10_10_10_2_SSCALED",
	48: "10_10_10_2_UINT",
	49: "10_10_10_2_SINT",
	50: "2_10_10_10_UNORM",
	51: "2_10_10_10_SNORM",
	52: "2_10_10_10_USCALED",
	53: "2_10_10_10_SSCALED",
	54: "2_10_10_10_UINT",
	55: "2_10_10_10_SINT",
	56: "8_8_8_8_UNORM",
	57: "8_8_8_8_SNORM",
	58: "8_8_8_8_USCALED",
	59: "8_8_8_8_SSCALED",
	60: "8_8_8_8_UINT",
	61: "8_8_8_8_SINT",
	62: "32_32_UINT",
	63: "32_32_SINT",
	64: "32_32_FLOAT",
	65: "16_16_16_16_UNORM",
	66: "16_16_16_16_SNORM",
	67: "16_16_16_16_USCALED",
	68: "16_16_16_16_SSCALED",
	69: "16_16_16_16_UINT",
	70: "16_16_16_16_SINT",
	71: "16_16_16_16_FLOAT",
	72: "32_32_32_UINT",
	73: "32_32_32_SINT",
	74: "32_32_32_FLOAT",
	75: "32_32_32_32_UINT",
	76: "32_32_32_32_SINT",
	77: "32_32_32_32_FLOAT",
}

var gfx11Formats = map[int]string{
	0:  "INVALID",
	1:  "8_UNORM",
	2:  "8_SNORM",
	3:  "8_USCALED",
	4:  "8_SSCALED",
	5:  "8_UINT",
	6:  "8_SINT",
	7:  "16_UNORM",
	8:  "16_SNORM",
	9:  "16_USCALED",
	10: "16_SSCALED",
	11: "16_UINT",
	12: "16_SINT",
	13: "16_FLOAT",
	14: "8_8_UNORM",
	15: "8_8_SNORM",
	16: "8_8_USCALED",
	17: "8_8_SSCALED",
	18: "8_8_UINT",
	19: "8_8_SINT",
	20: "32_UINT",
	21: "32_SINT",
	22: "32_FLOAT",
	23: "16_16_UNORM",
	24: "16_16_SNORM",
	25: "16_16_USCALED",
	26: "16_16_SSCALED",
	27: "16_16_UINT",
	28: "16_16_SINT",
	29: "16_16_FLOAT",
	30: "10_11_11_FLOAT",
	31: "11_11_10_FLOAT",
	32: "10_10_10_2_UNORM",
	33: "10_10_10_2_SNORM",
	34: "10_10_10_2_UINT",
	35: "10_10_10_2_SINT",
	36: "2_10_10_10_UNORM",
	37: "2_10_10_10_SNORM",
	38: "2_10_10_10_USCALED",
	39: "2_10_10_10_SSCALED",
	40: "2_10_10_10_UINT",
	41: "2_10_10_10_SINT",
	42: "8_8_8_8_UNORM",
	43: "8_8_8_8_SNORM",
	44: "8_8_8_8_USCALED",
	45: "8_8_8_8_SSCALED",
	46: "8_8_8_8_UINT",
	47: "8_8_8_8_SINT",
	48: "32_32_UINT",
	49: "32_32_SINT",
	50: "32_32_FLOAT",
	51: "16_16_16_16_UNORM",
	52: "16_16_16_16_SNORM",
	53: "16_16_16_16_USCALED",
	54: "16_16_16_16_SSCALED",
	55: "16_16_16_16_UINT",
	56: "16_16_16_16_SINT",
	57: "16_16_16_16_FLOAT",
	58: "32_32_32_UINT",
	59: "32_32_32_SINT",
	60: "32_32_32_FLOAT",
	61: "32_32_32_32_UINT",
	62: "32_32_32_32_SINT",
	63: "32_32_32_32_FLOAT",
}

// BufFormatDefault is the format of a tbuffer instruction written without
// format: (llvm-mc's default: 8 UNORM).
const BufFormatDefault = 1

// BufFormatName is format v's name on a: "32_32_FLOAT" on GFX10+, "32_32,FLOAT" on GFX9
// (data format, number format); "" when v has none.
func BufFormatName(a *Arch, v int) string {
	if v < 0 || v > 127 {
		return ""
	}
	switch {
	case a.Gen >= GFX11:
		return gfx11Formats[v]
	case a.Gen >= GFX10:
		return gfx10Formats[v]
	}
	return gfx9DataFormats[v&15] + "," + gfx9NumFormats[v>>4]
}

// BufFormatInfo splits format v into its components' widths in bits and
// its number format ("UINT", "FLOAT", ...): 32_32_FLOAT is [32 32] and
// FLOAT. ok is false for a format with no name or an invalid one.
func BufFormatInfo(a *Arch, v int) (bits []int, num string, ok bool) {
	name := BufFormatName(a, v)
	parts := strings.Split(strings.ReplaceAll(name, ",", "_"), "_")
	if len(parts) < 2 {
		return nil, "", false
	}
	num = parts[len(parts)-1]
	for _, p := range parts[:len(parts)-1] {
		n, err := strconv.Atoi(p)
		if err != nil {
			return nil, "", false
		}
		bits = append(bits, n)
	}
	return bits, num, true
}

// formatMod reads format:N (0..127) or its symbolic form: on GFX9
// format:[BUF_DATA_FORMAT_x,BUF_NUM_FORMAT_y] (either part alone leaves
// the other at its default, data format 8 and number format UNORM), on
// GFX10+ format:[BUF_FMT_x]. Mods.Fmt holds the format plus one.
func formatMod(m *Mods, d modText, c modCtx) error {
	if !d.hasVal {
		return fmt.Errorf("format needs a value (format:N or format:[...])")
	}
	v, err := parseBufFormat(d.val, c.a)
	if err != nil {
		return err
	}
	m.Fmt = uint8(v + 1)
	return nil
}

func parseBufFormat(s string, a *Arch) (int, error) {
	if n, ok := parseInt(s); ok {
		if n < 0 || n > 127 {
			return 0, fmt.Errorf("format %d out of range 0..127", n)
		}
		return int(n), nil
	}
	if !strings.HasPrefix(s, "[") || !strings.HasSuffix(s, "]") {
		return 0, fmt.Errorf("format must be a number or [...], got %q", s)
	}
	unknown := fmt.Errorf("unknown format %s on %s", s, a.Name)
	syms := strings.Split(s[1:len(s)-1], ",")
	if name, ok := strings.CutPrefix(strings.TrimSpace(syms[0]), "BUF_FMT_"); ok {
		if len(syms) == 1 && a.Gen >= GFX10 {
			if v := unifiedFormat(a, name); v >= 0 {
				return v, nil
			}
		}
		return 0, unknown
	}
	// The split form; GFX10+ take it too, for the unified format of that
	// data and number format.
	dfmt, nfmt := BufFormatDefault, 0
	seen := [2]bool{}
	for _, sym := range syms {
		sym = strings.TrimSpace(sym)
		k, idx := -1, -1
		if t, ok := strings.CutPrefix(sym, "BUF_DATA_FORMAT_"); ok {
			k, idx = 0, indexOf(gfx9DataFormats, t)
		} else if t, ok := strings.CutPrefix(sym, "BUF_NUM_FORMAT_"); ok {
			k, idx = 1, indexOf(gfx9NumFormats, t)
		}
		if k < 0 || idx < 0 || seen[k] {
			return 0, unknown
		}
		seen[k] = true
		if k == 0 {
			dfmt = idx
		} else {
			nfmt = idx
		}
	}
	if a.Gen >= GFX10 {
		if v := unifiedFormat(a, gfx9DataFormats[dfmt]+"_"+gfx9NumFormats[nfmt]); v >= 0 {
			return v, nil
		}
		return 0, unknown
	}
	return dfmt | nfmt<<4, nil
}

// unifiedFormat is the GFX10+ format number of a BUF_FMT_ name, or -1.
func unifiedFormat(a *Arch, name string) int {
	for v := 0; v < 128; v++ {
		if n := BufFormatName(a, v); n != "" && n == name {
			return v
		}
	}
	return -1
}
