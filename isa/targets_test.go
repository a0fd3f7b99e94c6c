package isa

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// Every target LLVM accepts for a modeled ISA keeps its name and carries
// exactly its family's generation and feature flags.
func TestTargetFamilies(t *testing.T) {
	cases := []struct{ name, family string }{
		{"gfx900", "gfx900"}, {"gfx906", "gfx906"}, {"gfx902", "gfx900"}, {"gfx904", "gfx900"}, {"gfx909", "gfx900"}, {"gfx90c", "gfx900"},
		{"gfx1010", "gfx1010"}, {"gfx1011", "gfx1010"}, {"gfx1012", "gfx1010"}, {"gfx1013", "gfx1010"},
		{"gfx1030", "gfx1030"}, {"gfx1031", "gfx1030"}, {"gfx1032", "gfx1030"}, {"gfx1033", "gfx1030"},
		{"gfx1034", "gfx1030"}, {"gfx1035", "gfx1030"}, {"gfx1036", "gfx1030"},
		{"gfx1100", "gfx1100"}, {"gfx1101", "gfx1100"}, {"gfx1102", "gfx1100"}, {"gfx1103", "gfx1100"},
		{"gfx1200", "gfx1201"}, {"gfx1201", "gfx1201"},
		{"gfx1150", "gfx1100"}, {"gfx1151", "gfx1100"}, {"gfx1152", "gfx1100"},
		{"gfx90a", "gfx90a"}, {"gfx942", "gfx942"}, {"gfx940", "gfx942"}, {"gfx941", "gfx942"},
		{" GFX1032 ", "gfx1030"},
	}
	for _, c := range cases {
		a, err := LookupArch(c.name)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		want := strings.ToLower(strings.TrimSpace(c.name))
		if a.Name != want || a.Family != c.family || a.String() != want {
			t.Errorf("%s: Name %q Family %q, want %q and %q", c.name, a.Name, a.Family, want, c.family)
		}
		// The family's features, with the target's own differences
		// (targets[].adjust) applied.
		fam := *MustArch(c.family)
		for _, tg := range targets {
			if tg.name == want && tg.adjust != nil {
				tg.adjust(&fam)
			}
		}
		same := *a
		same.Name = fam.Name
		if !reflect.DeepEqual(same, fam) {
			t.Errorf("%s: features differ from %s's:\n%+v\n%+v", c.name, c.family, same, fam)
		}
		if a2, _ := LookupArch(c.name); a2 != a {
			t.Errorf("%s: two lookups give two Arch values", c.name)
		}
	}
	if n := len(TargetNames()); n != len(cases)-1 {
		t.Errorf("TargetNames has %d names, the table %d", n, len(cases)-1)
	}
}

func TestTargetErrors(t *testing.T) {
	cases := []struct{ name, want, notWant string }{
		{"gfx1037", `unknown target "gfx1037"; did you mean gfx1036?`, ""},
		{"gfx1104", "did you mean gfx1103?", ""},
		{"gfx1029", "did you mean gfx1030?", ""},
		{"gfx9000", "did you mean gfx900?", ""},
		{"sm_80", `unknown target "sm_80" (supported: gfx900,`, "did you mean"},
		{"gfx1153", "did you mean gfx1152?", ""},
		{"gfx908", `target "gfx908" is not modeled: its ISA (FeatureISAVersion9_0_8) has AGPRs`, "did you mean"},
		{"gfx90b", "did you mean gfx90a?", ""},
		{"gfx943", "did you mean gfx942?", ""},
		{"gfx1202", "did you mean gfx1201?", ""},
		// Two swapped digits are one edit, as in the mnemonic hint.
		{"gfx0130", "did you mean gfx1030?", ""},
	}
	for _, c := range cases {
		_, err := LookupArch(c.name)
		if err == nil {
			t.Errorf("%s: accepted", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) || c.notWant != "" && strings.Contains(err.Error(), c.notWant) {
			t.Errorf("%s: %v\nwant %q", c.name, err, c.want)
		}
	}
}

func TestTargetFromTriple(t *testing.T) {
	cases := []struct {
		id   string
		v2   bool
		cpu  string
		off  int
		name string
	}{
		{"amdgcn-amd-amdhsa--gfx1032", false, "gfx1032", 19, "gfx1032"},
		{"amdgcn-amd-amdhsa--gfx1032:xnack-", false, "gfx1032", 19, "gfx1032"},
		{"amdgcn-amd-amdhsa--gfx90c:sramecc+:xnack-", false, "gfx90c", 19, "gfx90c"},
		{"amdgcn-amd-amdhsa--gfx902+xnack", false, "gfx902", 19, "gfx902"},
		{"amdgcn-amd-amdhsa--gfx904+sram-ecc+xnack", false, "gfx904", 19, "gfx904"},
		{"amdgcn-pc-linux-gnu-gfx1030", true, "gfx1030", 20, "gfx1030"},
		{"amdgcn-amd-amdhsa--gfx901", true, "gfx900", 19, "gfx900"},
		{"amdgcn-amd-amdpal--gfx903", true, "gfx902", 19, "gfx902"},
		{"amdgcn-amd-amdhsa--gfx901", false, "gfx901", 19, ""},
		{"gfx1100", false, "gfx1100", 0, "gfx1100"},
	}
	for _, c := range cases {
		cpu, off := TargetFromTriple(c.id, c.v2)
		if cpu != c.cpu || off != c.off {
			t.Errorf("%q: %q at %d, want %q at %d", c.id, cpu, off, c.cpu, c.off)
		}
		a, err := LookupArch(cpu)
		if c.name == "" {
			if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("unknown target %q", cpu)) {
				t.Errorf("%q: %v, want %s refused as an unknown target", c.id, err, cpu)
			}
			continue
		}
		if err != nil || a.Name != c.name {
			t.Errorf("%q: %v %v", c.id, a, err)
		}
	}
}

// The target directives name the program's target as written; an unknown
// one is an error at the processor name.
func TestParseTargetDirectives(t *testing.T) {
	cases := []struct {
		name, src, arch, pos, msg string
	}{
		{"amdgcn_target with features", "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1032:xnack-\"\n\ts_endpgm\n", "gfx1032", "", ""},
		{"gfx1102", "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1102\"\n\ts_endpgm\n", "gfx1102", "", ""},
		{"code object v2", "\t.amd_amdgpu_isa \"amdgcn-amd-amdhsa--gfx901\"\n\ts_endpgm\n", "gfx900", "", ""},
		{"amdpal", "\t.amd_amdgpu_isa \"amdgcn-amd-amdpal--gfx1031\"\n\ts_endpgm\n", "gfx1031", "", ""},
		{"unknown", "\ts_endpgm\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1037\"\n", "", "t.s:2:37", `.amdgcn_target: unknown target "gfx1037"; did you mean gfx1036?`},
		{"refused", "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx908\"\n", "", "t.s:1:37", `target "gfx908" is not modeled`},
		{"gfx1151", "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1151\"\n\ts_endpgm\n", "gfx1151", "", ""},
		{"v2 unknown", "  .amd_amdgpu_isa \"amdgcn-amd-amdhsa--gfx805\"\n", "", "t.s:1:39", `.amd_amdgpu_isa: unknown target "gfx805"`},
	}
	for _, c := range cases {
		p, err := Parse("t.s", []byte(c.src), ParseOptions{})
		if c.pos == "" {
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
			} else if p.Arch.Name != c.arch {
				t.Errorf("%s: arch %s, want %s", c.name, p.Arch.Name, c.arch)
			}
			continue
		}
		var pe *Error
		if !errors.As(err, &pe) || pe.Pos.String() != c.pos || !strings.Contains(pe.Msg, c.msg) {
			t.Errorf("%s: %v\nwant %s: %s", c.name, err, c.pos, c.msg)
		}
	}
	// --arch overrides a target the file names but wavesim does not know.
	p, err := Parse("t.s", []byte("\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1037\"\n\ts_endpgm\n"), ParseOptions{Arch: MustArch("gfx1032")})
	if err != nil || p.Arch.Name != "gfx1032" {
		t.Errorf("--arch override: %v", err)
	}
}

// A target's own features decide what parses: gfx904 has v_fma_mix, not
// gfx900's v_mad_mix; gfx1011 has the dot instructions gfx1010 lacks.
func TestTargetFeaturesParse(t *testing.T) {
	for _, c := range []struct {
		arch, line string
		ok         bool
	}{
		{"gfx900", "v_mad_mix_f32 v0, v1, v2, v3", true},
		{"gfx904", "v_mad_mix_f32 v0, v1, v2, v3", false},
		{"gfx904", "v_fma_mix_f32 v0, v1, v2, v3", true},
		{"gfx1010", "v_dot4_i32_i8 v0, v1, v2, v3", false},
		{"gfx1011", "v_dot4_i32_i8 v0, v1, v2, v3", true},
		{"gfx1012", "v_dot2_f32_f16 v0, v1, v2, v3", true},
		{"gfx1013", "v_dot4_i32_i8 v0, v1, v2, v3", false},
		{"gfx1100", "s_add_f32 s0, s1, s2", false},
		{"gfx1103", "s_cmp_lt_f16 s0, s1", false},
		{"gfx1150", "s_add_f32 s0, s1, s2", true},
		{"gfx1151", "s_cmp_lt_f16 s0, s1", true},
		{"gfx1152", "s_fmaak_f32 s0, s1, s2, 0x40400000", true},
		{"gfx1030", "s_cvt_f32_i32 s0, s1", false},
	} {
		_, err := Parse("t.s", []byte(c.line+"\n"), ParseOptions{Arch: MustArch(c.arch)})
		if c.ok {
			if err != nil {
				t.Errorf("%s on %s: %v", c.line, c.arch, err)
			}
			continue
		}
		// Refused for the target, not for a spelling: the error says so at
		// the mnemonic.
		want := fmt.Sprintf("t.s:1:1: instruction %q does not exist on %s", strings.Fields(c.line)[0], c.arch)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%s on %s: error %v, want %q", c.line, c.arch, err, want)
		}
	}
}

// A comment after .amdhsa_wavefront_size32's value is no part of it:
// "0 ; wave64" is wave64 for Parse and DeclaredTarget alike, and a file
// whose wave64 descriptor carried one once parsed at gfx1030's default
// wave32 (vcc refused as a 32-bit operand).
func TestWaveDirectiveComment(t *testing.T) {
	for _, c := range []struct {
		line string
		wave int
		col  int32
	}{
		{"\t\t.amdhsa_wavefront_size32 0 ; wave64", 64, 28},
		{"\t\t.amdhsa_wavefront_size32 0 // 1", 64, 28},
		{"\t\t.amdhsa_wavefront_size32 1 ; wave32, not 0", 32, 28},
	} {
		src := "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n\t.text\nk:\n\tv_add_co_u32 v3, vcc, s2, v1\n\ts_endpgm\n" +
			"\t.amdhsa_kernel k\n" + c.line + "\n\t.end_amdhsa_kernel\n"
		if d := DeclaredTarget("t.s", []byte(src)); d.Wave != c.wave || d.WaveAt.Line != 7 || d.WaveAt.Col != c.col {
			t.Errorf("%q: DeclaredTarget gives wave%d at %s, want wave%d at t.s:7:%d", c.line, d.Wave, d.WaveAt, c.wave, c.col)
		}
		p, err := Parse("t.s", []byte(src), ParseOptions{})
		if c.wave == 32 {
			// vcc is a wave64 operand: wave32 refuses it, which shows
			// the directive was read.
			if err == nil || !strings.Contains(err.Error(), "t.s:4:19: wrong register width") {
				t.Errorf("%q: got %v, want the wave32 refusal of vcc at t.s:4:19", c.line, err)
			}
			continue
		}
		if err != nil || p.Wave != c.wave || !p.WaveDeclared {
			t.Errorf("%q: %v, wave %v, want wave%d", c.line, err, p, c.wave)
		}
	}
}
