package engine

// Mix is the SplitMix64 finaliser: it spreads a seed's bits so that nearby
// seeds give unrelated streams.
func Mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// golden is 2^64 divided by the golden ratio, SplitMix64's increment.
const golden = 0x9E3779B97F4A7C15

// BotSeed derives the seed of seat's computer player from the game's seed,
// so a game with bots is reproducible from the one seed in its record. sim,
// the tests and the tables all seat bots with it.
func BotSeed(seed uint64, seat int) uint64 {
	return Mix(seed + uint64(seat+1)*golden)
}

// GameSeed derives game i's seed from a run's seed (parlor sim, the
// conformance run), the same whatever the number of workers.
func GameSeed(seed uint64, i int) uint64 {
	return Mix(Mix(seed) + uint64(i)*0xD1B54A32D192ED03)
}
