package llcfuzz

import (
	"regexp"
	"sync"
)

// lazyRegexp compiles pattern on its first use. Every wavesim command
// links this package, and compiling its patterns at start-up cost each
// of them (wavesim --version too) about a millisecond.
func lazyRegexp(pattern string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(pattern) })
}
