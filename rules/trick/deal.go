package trick

import (
	"math/rand/v2"

	"parlor/rules/cards"
)

// DealRespecting deals the cards of pool at random into the first n bins
// (n <= MaxPlayers), bin b taking exactly need[b] cards, each only of the
// suits whose bit is set in allow[b]. Sampling search bots use it to deal
// the cards a seat has not seen so that every other seat's known voids hold.
//
// It keeps Hall's condition true after every placed card, so it never
// dead-ends when a deal exists; if none exists (an inconsistent input) it
// drops the suit limits rather than fail, and it never loses a card. The
// sizes in need should add up to pool.Len().
func DealRespecting(pool cards.Set, n int, need [MaxPlayers]int, allow [MaxPlayers]uint8, rng *rand.Rand) [MaxPlayers]cards.Set {
	var out [MaxPlayers]cards.Set
	if n <= 0 {
		return out
	}
	if n > MaxPlayers {
		n = MaxPlayers
	}
	binsOf := func(c cards.Card) uint8 {
		var m uint8
		for b := 0; b < n; b++ {
			if allow[b]&(1<<c.Suit()) != 0 {
				m |= 1 << b
			}
		}
		return m
	}
	// count[m] = cards whose set of allowed bins is exactly m.
	var count [1 << MaxPlayers]int
	recount := func() {
		count = [1 << MaxPlayers]int{}
		for p := pool; p != 0; p &= p - 1 {
			count[binsOf(p.Lowest())]++
		}
	}
	feasible := func() bool {
		// Hall: for every set S of bins, the cards allowed only inside S
		// fit into S; cards allowed nowhere make the deal impossible.
		if count[0] > 0 {
			return false
		}
		for S := 1; S < 1<<n; S++ {
			capS, inS := 0, 0
			for b := 0; b < n; b++ {
				if S&(1<<b) != 0 {
					capS += need[b]
				}
			}
			for m := 1; m < 1<<n; m++ {
				if m&^S == 0 {
					inS += count[m]
				}
			}
			if inS > capS {
				return false
			}
		}
		return true
	}
	recount()
	if !feasible() {
		for b := range allow {
			allow[b] = 15
		}
		recount()
	}
	var order [64]cards.Card
	k := 0
	for p := pool; p != 0; p &= p - 1 {
		order[k] = p.Lowest()
		k++
	}
	for i := k - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		order[i], order[j] = order[j], order[i]
	}
	for _, c := range order[:k] {
		m := binsOf(c)
		count[m]--
		var opts [MaxPlayers]int
		no := 0
		for b := 0; b < n; b++ {
			if m&(1<<b) != 0 && need[b] > 0 {
				opts[no] = b
				no++
			}
		}
		placed := false
		for no > 0 {
			i := rng.IntN(no)
			b := opts[i]
			need[b]--
			if feasible() {
				out[b] = out[b].With(c)
				placed = true
				break
			}
			need[b]++
			opts[i] = opts[no-1]
			no--
		}
		if !placed { // only reachable on inconsistent sizes: keep the card
			for b := 0; b < n; b++ {
				if need[b] > 0 || b == n-1 {
					need[b]--
					out[b] = out[b].With(c)
					break
				}
			}
		}
	}
	return out
}

// ValidDeal reports whether each of hands holds size cards of deck and no
// card is in two of them (a scripted deal the games accept), and returns
// all their cards.
func ValidDeal(hands []cards.Set, deck cards.Set, size int) (cards.Set, bool) {
	var all cards.Set
	for _, h := range hands {
		if h.Len() != size || h&^deck != 0 || all&h != 0 {
			return all, false
		}
		all |= h
	}
	return all, true
}
