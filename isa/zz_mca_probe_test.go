package isa_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

func TestZZProbe(t *testing.T) {
	name := os.Getenv("PROBE_ARCH")
	if name == "" {
		t.Skip()
	}
	a := isa.MustArch(name)
	var b, m strings.Builder
	for _, op := range isa.Ops() {
		if !op.On(a) {
			continue
		}
		s := tableSample(op, a)
		if s == "" {
			continue
		}
		b.WriteString(s + "\n")
		fmt.Fprintf(&m, "%s\t%d\n", op.NameFor(a), op.Class)
	}
	os.WriteFile("/tmp/probe-"+name+".s", []byte(b.String()), 0o644)
	os.WriteFile("/tmp/probe-"+name+".cls", []byte(m.String()), 0o644)
}
