package main

import (
	"fmt"
	"io"

	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/launch"
)

// ldsRacesJSON is run --lds-races' report: how many byte accesses raced,
// the first race, and how many lane accesses of LDS were checked.
type ldsRacesJSON struct {
	sim.LDSRaceReport
	// First is the first race, spelt out (it shadows the report's).
	First string `json:"first,omitempty"`
}

// raceReport is the race check's report, nil when it was off.
func raceReport(d *launch.Dispatch, on bool) *ldsRacesJSON {
	if !on {
		return nil
	}
	r := d.LDSRaces()
	j := &ldsRacesJSON{LDSRaceReport: r}
	if r.First != nil {
		j.First = r.First.Error()
	}
	return j
}

// writeRaces says what the race check found, and when nothing was
// checked, that too.
func writeRaces(w io.Writer, r *ldsRacesJSON) {
	switch {
	case r == nil:
	case r.Races > 0:
		fmt.Fprintf(w, "lds races: %d racing byte accesses in %d lane accesses of LDS; the first: %s\n", r.Races, r.Accesses, r.First)
	case r.Accesses == 0:
		fmt.Fprintln(w, "lds races: the kernel accessed no LDS, so nothing was checked")
	default:
		fmt.Fprintf(w, "lds races: none in %d lane accesses of LDS\n", r.Accesses)
	}
}

// racesFound makes a race the run's failure (exit 1): what the racing
// lanes see is undefined, so its results are too. A run a bound stopped
// ends as such (exit 3) with its race in the report.
func racesFound(r *ldsRacesJSON, stop *launch.StopError) error {
	if r == nil || r.Races == 0 || stop != nil {
		return nil
	}
	return &exitError{1, r.First}
}
