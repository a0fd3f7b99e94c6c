package main

import (
	"bytes"
	"os"
	"testing"
)

var generated = []struct {
	file string
	gen  func() ([]byte, error)
}{{"sem_gen.go", generate}, {simdFile, generateSIMD}}

// sim/sem_gen.go and sim/sem_simd_gen.go must be what the generator makes
// from today's table: a row added or changed without `make generate` fails
// here.
func TestSemGenUpToDate(t *testing.T) {
	for _, g := range generated {
		want, err := g.gen()
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile("../../" + g.file)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("sim/%s is stale: run `make generate`", g.file)
		}
	}
}

// The output is a function of the table alone: two runs agree byte for byte.
func TestSemGenDeterministic(t *testing.T) {
	for _, g := range generated {
		a, err := g.gen()
		if err != nil {
			t.Fatal(err)
		}
		b, err := g.gen()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Errorf("two generator runs of %s differ", g.file)
		}
	}
}
