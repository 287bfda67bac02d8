package widget

// FittedLabel is b's label size on c, for tests.
func FittedLabel(c *Canvas, b Button) float64 { return b.labelSize(c) }
