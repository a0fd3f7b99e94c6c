// Command schedgen writes isa/sched_classes_gen.go: the latency class of
// every opcode table row whose builder class differs from the class LLVM's
// scheduling model gives the instruction (package llvmsched says how it
// is derived).
//
// Usage, from the repository root (needs llvm-mc-16 and llvm-mca-16, the
// Debian package llvm-16):
//
//	go run ./sim/timing/internal/schedgen          # rewrite isa/sched_classes_gen.go
//	go run ./sim/timing/internal/schedgen -check   # fail if it is out of date
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"

	"github.com/wavesim/wavesim/sim/timing/internal/llvmsched"
)

const out = "isa/sched_classes_gen.go"

func main() {
	check := flag.Bool("check", false, "fail if "+out+" is out of date")
	flag.Parse()
	src, err := llvmsched.Generate()
	if err != nil {
		fmt.Fprintln(os.Stderr, "schedgen:", err)
		os.Exit(1)
	}
	if *check {
		old, err := os.ReadFile(out)
		if err != nil || !bytes.Equal(old, src) {
			fmt.Fprintf(os.Stderr, "schedgen: %s is out of date (go run ./sim/timing/internal/schedgen)\n", out)
			os.Exit(1)
		}
		fmt.Println(out, "is up to date")
		return
	}
	if err := os.WriteFile(out, src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "schedgen:", err)
		os.Exit(1)
	}
}
