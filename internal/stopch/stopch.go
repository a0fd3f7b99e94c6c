// Package stopch is the stop channel the long campaigns (wavesim fuzz,
// wavesim llcfuzz) share with the command that runs them: the command
// closes it on an interrupt, and the campaign checks it between items.
package stopch

// Closed reports whether stop has closed, without waiting; a nil
// channel never closes.
func Closed(stop <-chan struct{}) bool {
	select {
	case <-stop:
		return true
	default:
		return false
	}
}
