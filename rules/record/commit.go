package record

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
)

// A game hosted online keeps its seed on the server until the end: every
// deal comes from the seed, so a seat that knew it could work out every
// hidden card. At the first deal each seat is shown only a commitment,
// the SHA-256 of the seed and a secret salt; the finished record carries
// seed, salt and commitment, so anyone can check that the deals came from
// the seed committed to before anybody played (CheckCommit).

// SaltBytes is the length of a commitment's salt: enough that nobody can
// try every seed against the commitment before the end.
const SaltBytes = 32

// NewSalt returns a fresh random salt, hex-encoded.
func NewSalt() (string, error) {
	b := make([]byte, SaltBytes)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("record: no random salt: %w", err)
	}
	return hex.EncodeToString(b), nil
}

// Commitment returns the commitment to seed under salt (hex): the SHA-256
// of the seed's 8 bytes, big-endian, followed by the salt's bytes, in hex.
func Commitment(seed uint64, salt string) (string, error) {
	b, err := hex.DecodeString(salt)
	if err != nil || len(b) != SaltBytes {
		return "", fmt.Errorf("%w: a salt is %d bytes in hex", ErrMalformed, SaltBytes)
	}
	var s [8]byte
	binary.BigEndian.PutUint64(s[:], seed)
	sum := sha256.Sum256(append(s[:], b...))
	return hex.EncodeToString(sum[:]), nil
}

// ErrCommitment is wrapped when a record's seed is not the one its
// commitment named at the start.
var ErrCommitment = errors.New("the deals do not match the commitment shown at the start")

// CheckCommit checks a header that carries a commitment: its seed and
// salt must hash to it. A header without a commitment (a game played on
// one machine) passes.
func (h Header) CheckCommit() error {
	if h.Commit == "" {
		return nil
	}
	if h.Salt == "" {
		return fmt.Errorf("%w: the record keeps its seed hidden (a game not yet over)", ErrCommitment)
	}
	got, err := Commitment(h.Seed, h.Salt)
	if err != nil {
		return err
	}
	if got != h.Commit {
		return ErrCommitment
	}
	return nil
}

// Sealed returns the header as a seat is told it before the end: the
// seed and the salt left out, the commitment kept.
func (h Header) Sealed() Header {
	h.Seed, h.Salt = 0, ""
	h.Seats = append([]Seat(nil), h.Seats...)
	return h
}
