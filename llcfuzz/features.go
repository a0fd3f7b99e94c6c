package llcfuzz

import (
	"fmt"
	"os/exec"
	"strings"

	"github.com/wavesim/wavesim/llcfuzz/irgen"
)

// features names the generator's features as --features spells them.
var features = []struct {
	name string
	on   func(*irgen.Features) *bool
}{
	{"branches", func(f *irgen.Features) *bool { return &f.Branches }},
	{"loops", func(f *irgen.Features) *bool { return &f.Loops }},
	{"i64", func(f *irgen.Features) *bool { return &f.I64 }},
	{"f16", func(f *irgen.Features) *bool { return &f.F16 }},
	{"f64", func(f *irgen.Features) *bool { return &f.F64 }},
	{"lds", func(f *irgen.Features) *bool { return &f.LDS }},
	{"atomics", func(f *irgen.Features) *bool { return &f.Atomics }},
	{"crosslane", func(f *irgen.Features) *bool { return &f.CrossLane }},
}

// AllFeatureNames lists every feature's name.
func AllFeatureNames() []string {
	var n []string
	for _, f := range features {
		n = append(n, f.name)
	}
	return n
}

// DefaultFeatureNames are the features of irgen.DefaultConfig: every one
// whose kernels lli can check, so cross-lane kernels, judged only by
// compilations against each other, are asked for by name.
func DefaultFeatureNames() []string { return FeatureNames(irgen.DefaultConfig().Features) }

// ParseFeatures reads --features: a comma-separated list of names, "" for
// the default ones, "all" for all of them, "none" for none.
func ParseFeatures(s string) (irgen.Features, error) {
	var f irgen.Features
	switch s {
	case "":
		s = strings.Join(DefaultFeatureNames(), ",")
	case "all":
		s = strings.Join(AllFeatureNames(), ",")
	}
	if s == "none" {
		return f, nil
	}
	for _, n := range strings.Split(s, ",") {
		n = strings.TrimSpace(n)
		found := false
		for _, x := range features {
			if x.name == n {
				*x.on(&f) = true
				found = true
			}
		}
		if !found {
			return f, fmt.Errorf("--features: no feature %q (%s, all or none)", n, strings.Join(AllFeatureNames(), ", "))
		}
	}
	return f, nil
}

// FeatureNames lists the features that are on.
func FeatureNames(f irgen.Features) []string {
	n := []string{}
	for _, x := range features {
		if *x.on(&f) {
			n = append(n, x.name)
		}
	}
	return n
}

// ReferenceName is the lli the references come from, or "none" when
// neither is installed (a campaign of corpus kernels needs none).
func ReferenceName() string {
	l, err := LLI()
	if err != nil {
		return "none"
	}
	return l
}

// ReduceTool finds llvm-reduce-19.
func ReduceTool() (string, error) {
	p, err := exec.LookPath("llvm-reduce-19")
	if err != nil {
		return "", fmt.Errorf("llvm-reduce-19 not found (Debian package llvm-19): --reduce needs it")
	}
	return p, nil
}
