package sim

// ScalarOnly makes Decode use the scalar lane functions until the returned
// function restores the vector ones (benchmarks compare the two paths in
// one binary).
func ScalarOnly() (restore func()) {
	old := useVector
	useVector = false
	return func() { useVector = old }
}
