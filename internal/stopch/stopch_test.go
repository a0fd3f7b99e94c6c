package stopch

import "testing"

func TestClosed(t *testing.T) {
	if Closed(nil) {
		t.Error("a nil channel reads as closed")
	}
	ch := make(chan struct{})
	if Closed(ch) {
		t.Error("an open channel reads as closed")
	}
	close(ch)
	if !Closed(ch) {
		t.Error("a closed channel reads as open")
	}
}
