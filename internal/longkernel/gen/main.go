// Command gen writes a long kernel, its edited version and their launch
// spec (see package longkernel) into a directory:
//
//	go run ./internal/longkernel/gen -n 100000 -o /tmp/long
//	wavesim compare --launch /tmp/long/launch.json /tmp/long/a.s /tmp/long/b.s
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/wavesim/wavesim/internal/longkernel"
)

func main() {
	n := flag.Int("n", 10000, "instructions per kernel")
	dir := flag.String("o", ".", "output directory")
	flag.Parse()
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	a, b, spec, err := longkernel.WriteFiles(*dir, *n)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(a, b, spec)
}
