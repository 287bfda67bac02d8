package scenes

// The Key bindings screen's bands, for the layout test.
const (
	KeysVisible = keysVisible
	KeysTop     = keysTop
	KeysRowH    = keysRowH
	KeysGap     = keysGap
	KeysArrowY  = keysArrowY
	KeysMsgY    = keysMsgY
)

// KeyHints is keyHints, for the footer test.
var KeyHints = keyHints

// Places is places, for the standings test.
var Places = places
