// Package sched owns wave scheduling: which workgroups are resident,
// which wave runs next, when a barrier releases, when waves waiting on
// each other are stuck, and when a bound stops a grid. Every run of more
// than a lone wave goes through Scheduler.Run, whatever its placement:
//
//   - Functional: one workgroup at a time, each wave running until it
//     ends or waits, in turn; no clock, so functional runs pay nothing
//     for timing.
//   - Isolated: one workgroup at a time, alone on a compute unit, its
//     waves issuing from one SIMD one instruction at a time as the clock
//     (the timing model) says they are ready.
//   - Resident: workgroups side by side on N compute units, admitted in
//     grid order when a unit has room (computeunit.go), their waves
//     arbitrated the same way.
//
// The semantics of the instructions (what a barrier, a GWS semaphore or
// an ordered-count turn does to the waves) stay in package sim; the
// timing of each instruction stays in package sim/timing, which the
// scheduler sees only through Clock. Package sim/launch supplies the grid
// and each wave's initial state.
package sched
