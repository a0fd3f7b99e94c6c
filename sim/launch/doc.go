// Package launch runs a kernel the way the HSA runtime launches it: the
// JSON launch spec (buffers, arguments, grid, expectations), the kernarg
// segment and hidden arguments, the AQL dispatch packet, the initial wave
// state from the kernel descriptor (docs/reference/abi.md), and the grid
// of workgroups, each run by the functional core (package sim) or, with
// timing on, interleaved by the timing model (package sim/timing). It also
// loads assembly files and launch specs from disk.
package launch
