package sched

// Grid is a dispatch's grid of work-items cut into workgroups. Along each
// dimension there are full workgroups and at most one partial one at the
// edge, which holds what is left of the grid (AMDGPUUsage "Dispatch
// packet": grid sizes need not be multiples of the workgroup size).
type Grid struct {
	Size      [3]int // work-items
	Workgroup [3]int // work-items per workgroup
	Wave      int    // lanes per wave
}

// Counts is the workgroups along each dimension.
func (g *Grid) Counts() [3]int {
	var n [3]int
	for i := range n {
		n[i] = (g.Size[i] + g.Workgroup[i] - 1) / g.Workgroup[i]
	}
	return n
}

// Len is the number of workgroups.
func (g *Grid) Len() int {
	n := g.Counts()
	return n[0] * n[1] * n[2]
}

// At is the i-th workgroup in grid order (x fastest): its id, its size in
// work-items and its waves.
func (g *Grid) At(i int) (id, size [3]int, waves int) {
	n := g.Counts()
	id = [3]int{i % n[0], i / n[0] % n[1], i / (n[0] * n[1])}
	for d := range id {
		size[d] = min(g.Workgroup[d], g.Size[d]-id[d]*g.Workgroup[d])
	}
	return id, size, (size[0]*size[1]*size[2] + g.Wave - 1) / g.Wave
}

// Totals counts the grid's waves and workgroups without visiting each:
// at most eight workgroup shapes.
func (g *Grid) Totals() (waves, groups int64) {
	type part struct{ n, size int64 }
	var dims [3][]part
	for i := range dims {
		s, w := int64(g.Size[i]), int64(g.Workgroup[i])
		if s/w > 0 {
			dims[i] = append(dims[i], part{s / w, w})
		}
		if s%w > 0 {
			dims[i] = append(dims[i], part{1, s % w})
		}
	}
	for _, x := range dims[0] {
		for _, y := range dims[1] {
			for _, z := range dims[2] {
				n := x.n * y.n * z.n
				groups += n
				waves += n * ((x.size*y.size*z.size + int64(g.Wave) - 1) / int64(g.Wave))
			}
		}
	}
	return waves, groups
}

// WorkItems appends the work-item ids of a workgroup of the given size,
// x fastest: lane l of wave i holds ids[i*wave+l].
func WorkItems(ids [][3]int, size [3]int) [][3]int {
	for iz := 0; iz < size[2]; iz++ {
		for iy := 0; iy < size[1]; iy++ {
			for ix := 0; ix < size[0]; ix++ {
				ids = append(ids, [3]int{ix, iy, iz})
			}
		}
	}
	return ids
}
