package bot

// SetParts switches Hard's sampled decisions, for strength experiments.
func SetParts(b *Bot, parts uint8) { b.parts = parts }
