package sim

// ReuseWave makes w, a wave of this machine whose workgroup is done, a
// fresh wave of workgroup wg, as NewWave would allocate it: every register
// zero, at the kernel's entry. A dispatch of millions of waves reuses one
// workgroup's waves instead of allocating (and collecting) each.
func (m *Machine) ReuseWave(w *Wave, wg *Workgroup) {
	v, size := w.V, w.Size
	clear(v)
	*w = Wave{Size: size, V: v, Full: ^uint64(0) >> (64 - size)}
	w.M, w.WG, w.PC, w.fn = m, wg, m.Kernel.Entry, m.Kernel
}

// Reset zeroes the LDS for the next workgroup (whose lanes start a new
// interval for the race check).
func (l *LDS) Reset() {
	clear(l.data)
	l.epoch++
}

// Fill sets every byte of the LDS to b.
func (l *LDS) Fill(b byte) {
	for i := range l.data {
		l.data[i] = b
	}
}
