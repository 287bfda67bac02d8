package online

import (
	"context"
	"errors"
	"net"
	"syscall"
)

// unreachable is a request or connection that got no answer. Its message
// is in words a player reads in the lobby; the transport's own error (a
// URL, a dial, an errno) stays behind Unwrap for the log.
type unreachable struct{ cause error }

func (e unreachable) Error() string {
	var dns *net.DNSError
	var ne net.Error
	switch {
	case errors.Is(e.cause, context.DeadlineExceeded), errors.As(e.cause, &ne) && ne.Timeout():
		return "the server did not answer in time"
	case errors.As(e.cause, &dns):
		return "no machine has that name"
	case errors.Is(e.cause, syscall.ECONNREFUSED):
		return "nothing answers at that address"
	}
	return "the server did not answer"
}

func (e unreachable) Unwrap() error { return e.cause }

// Detail is err with the transport's own words, for a log: where err is a
// request that got no answer, its cause.
func Detail(err error) error {
	var u unreachable
	if errors.As(err, &u) {
		return u.cause
	}
	return err
}
