// Package lazyre compiles a package's regular expressions on first use
// instead of at program start: every command pays a package's
// initialisation, and most commands never reach the code that matches.
package lazyre

import (
	"regexp"
	"sync"
)

// New returns a function that compiles expr the first time it is called
// and returns the same *regexp.Regexp from then on. It panics as
// regexp.MustCompile does when expr is invalid, at that first call.
func New(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}
