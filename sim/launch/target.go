package launch

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// target resolves the target and wave size a program is parsed for. The
// file's own directives decide; a launch spec's "arch"/"wave" and the
// --arch/--wave flags only fill in what the file leaves unsaid (a snippet,
// an llvm-objdump listing). Where the file says one thing and the spec or
// flag another, the run would fail far away (a VOPD pair "exists only on
// GFX11", a lane mask of the wrong width) or silently model the wrong
// chip, so the disagreement is an error naming every source. Without a
// file directive the flag wins over the spec, as it always has.
func (o LoadOptions) target(fileArch, fileArchAt string, fileWave int, fileWaveAt string) (arch string, wave int, err error) {
	specArch, specWave := "", 0
	if o.spec != nil {
		specArch, specWave = o.spec.Arch, o.spec.Wave
	}
	// A file naming a target wavesim does not know is overridden by a flag
	// or spec on purpose (the parser's message says so), not a conflict.
	fileKnown := fileArch != ""
	if fileKnown {
		if a, lerr := isa.LookupArch(fileArch); lerr != nil {
			fileKnown = false
		} else {
			fileArch = a.Name
		}
	}
	if fileKnown && (differs(fileArch, o.Arch) || differs(fileArch, specArch)) {
		return "", 0, o.disagree("target", "arch", fileArchAt, fileArch, specArch, o.Arch)
	}
	if fileWave != 0 && (o.Wave != 0 && o.Wave != fileWave || specWave != 0 && specWave != fileWave) {
		return "", 0, o.disagree("wave size", "wave", fileWaveAt, waveName(fileWave), waveName(specWave), waveName(o.Wave))
	}
	return cmp.Or(o.Arch, specArch), cmp.Or(o.Wave, specWave), nil
}

func differs(file, other string) bool {
	if other == "" {
		return false
	}
	if a, err := isa.LookupArch(other); err == nil {
		other = a.Name
	}
	return !strings.EqualFold(file, other)
}

func waveName(w int) string {
	if w == 0 {
		return ""
	}
	return fmt.Sprintf("wave%d", w)
}

// disagree names the file's value, the spec's field and the flag, each
// where it was given, and says which to change.
func (o LoadOptions) disagree(what, field, fileAt, file, spec, flag string) error {
	pos, directive, _ := strings.Cut(fileAt, ": ")
	parts := []string{fmt.Sprintf("%s says %s", directive, file)}
	if spec != "" {
		where := o.spec.file
		if off, _ := valueOffset(o.spec.src, field); off >= 0 {
			l, c := LineCol(o.spec.src, off)
			where = fmt.Sprintf("%s:%d:%d", where, l, c)
		}
		parts = append(parts, fmt.Sprintf("%s: the launch spec's %q says %s", where, field, spec))
	}
	if flag != "" {
		parts = append(parts, fmt.Sprintf("--%s says %s", field, strings.TrimPrefix(flag, "wave")))
	}
	// Advise dropping only what was given.
	var drop []string
	if spec != "" {
		drop = append(drop, fmt.Sprintf("%q from the spec", field))
	}
	if flag != "" {
		drop = append(drop, "the --"+field+" flag")
	}
	they := "they only fill in"
	if len(drop) == 1 {
		they = "it only fills in"
	}
	// The file's position first, where editors and terminals jump to.
	return fmt.Errorf("%s: the %s disagrees: %s; the file decides, so drop %s (%s for files that name no %s), or run a file built for that target",
		pos, what, strings.Join(parts, "; "), strings.Join(drop, " and "), they, what)
}
