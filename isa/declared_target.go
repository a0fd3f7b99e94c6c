package isa

import (
	"bytes"
	"strings"
)

// Declared is the target and wave size a file states itself, and where,
// so that a launch spec or a flag saying otherwise can be refused by
// naming the line rather than failing later at an unrelated instruction.
type Declared struct {
	Arch   string // the processor the target directive names; "" when none
	ArchAt Pos
	// ArchDirective is the directive that names it: .amdgcn_target, or
	// .amd_amdgpu_isa in code object v2 output.
	ArchDirective string
	Wave          int // 32 or 64 from .amdhsa_wavefront_size32; 0 when absent
	WaveAt        Pos
}

// DeclaredTarget finds the first target directive (.amdgcn_target or
// .amd_amdgpu_isa) and the first .amdhsa_wavefront_size32 of an assembly
// file. It only looks; Parse reports malformed directives.
func DeclaredTarget(file string, src []byte) Declared {
	d := Declared{}
	for num, rest := 1, src; len(rest) > 0; num++ {
		line := rest
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			rest = nil
		}
		if !bytes.HasPrefix(bytes.TrimLeft(line, " \t"), []byte(".am")) {
			continue
		}
		l := string(line)
		t := strings.TrimSpace(l)
		switch {
		case d.Arch == "" && (strings.HasPrefix(t, ".amdgcn_target") || strings.HasPrefix(t, ".amd_amdgpu_isa")):
			_, cpu, col := directiveTarget(l)
			d.Arch, d.ArchAt = cpu, Pos{file, int32(num), int32(col)}
			d.ArchDirective = strings.Fields(t)[0]
		case d.Wave == 0 && strings.HasPrefix(t, ".amdhsa_wavefront_size32"):
			if w, col := directiveWave(l); w != 0 {
				d.Wave, d.WaveAt = w, Pos{file, int32(num), int32(col)}
			}
		}
	}
	return d
}
