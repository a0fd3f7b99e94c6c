package main

import (
	"bytes"
	"os"
	"testing"
)

// sim/sem_gen.go must be what the generator makes from today's table: a
// row added or changed without `make generate` fails here.
func TestSemGenUpToDate(t *testing.T) {
	want, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../../sem_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("sim/sem_gen.go is stale: run `make generate` (go generate ./sim)")
	}
}

// The output is a function of the table alone: two runs agree byte for byte.
func TestSemGenDeterministic(t *testing.T) {
	a, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	b, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Fatal("two generator runs differ")
	}
}
