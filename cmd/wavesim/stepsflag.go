package main

import (
	"errors"
	"strconv"
)

// stepsFlag is --max-steps: an instruction limit, 0 for the command's
// default. A negative limit once stopped every wave after its first
// instruction, which reads as a kernel fault rather than a typo.
type stepsFlag int64

func (s *stepsFlag) String() string { return strconv.FormatInt(int64(*s), 10) }
func (s *stepsFlag) Type() string   { return "int" }

func (s *stepsFlag) Set(v string) error {
	n, err := strconv.ParseInt(v, 0, 64)
	if err != nil || n < 0 {
		return errors.New("give an instruction count of at least 1, or 0 for the default")
	}
	*s = stepsFlag(n)
	return nil
}
