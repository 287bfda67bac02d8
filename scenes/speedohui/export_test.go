package speedohui

// Painted returns the device pixels the last frame painted, those it
// would have filled drawn whole (overdraw counted), and whether it was
// drawn whole (parts.Frame), for the tests that count them.
func (t *Table) Painted() (painted, whole int, drawnWhole bool) {
	return t.frame.Painted, t.frame.Covered(), t.frame.Whole
}
