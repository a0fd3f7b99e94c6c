package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

// stopOnSignal returns a channel that closes on the first interrupt or
// SIGTERM, so that a campaign can stop after the item (kernel, program)
// in flight and still print its report; after that first signal the
// default action comes back, and a second one ends the process at once.
// release stops listening.
func stopOnSignal(log io.Writer, name, item string) (stop <-chan struct{}, release func()) {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	ch := make(chan struct{})
	done := make(chan struct{})
	go func() {
		select {
		case s := <-sig:
			signal.Stop(sig)
			fmt.Fprintf(log, "%s: %v: stopping after the %s in flight, then writing the report (a second signal ends at once, with no report)\n", name, s, item)
			close(ch)
		case <-done:
		}
	}()
	return ch, func() {
		signal.Stop(sig)
		close(done)
	}
}
