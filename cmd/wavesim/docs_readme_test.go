package main

import (
	"regexp"
	"strings"
	"testing"
)

// A new user reads the README's Set-up section first: it must say how long
// the two make commands take and how `wavesim` gets on the PATH, and the
// make target it names must exist.
func TestReadmeFirstScreen(t *testing.T) {
	readme := string(mustRead(t, "../../README.md"))
	_, setup, ok := strings.Cut(readme, "\n## Set-up\n")
	if !ok {
		t.Fatal("README.md has no Set-up section")
	}
	setup, _, _ = strings.Cut(setup, "\n## ")
	for _, want := range []string{"make run    # first time", "make test   # about", "export PATH=$PWD/bin:$PATH", "`make install`", "plots/bench.txt", "120 columns"} {
		if !strings.Contains(setup, want) {
			t.Errorf("README.md's Set-up section lacks %q", want)
		}
	}
	for _, l := range strings.Split(setup, "\n") {
		if strings.HasPrefix(l, "make ") && !regexp.MustCompile(`\d+ (seconds|minutes)`).MatchString(l) {
			t.Errorf("README.md's Set-up line %q gives no duration", l)
		}
	}
	mk := string(mustRead(t, "../../Makefile"))
	if !regexp.MustCompile(`(?m)^install:\n\t.*go\)? install`).MatchString(mk) && !strings.Contains(mk, "\ninstall:\n\t$(SIMD_ENV) $(GO) install") {
		t.Error("the Makefile has no install target running go install")
	}
}
