package online

import (
	"context"
	"net"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A server that is not there is said in words a player reads, not as the
// transport's URL and errno (the lobby once printed a whole POST line past
// both edges of the window); the log still gets those.
func TestUnreachableServerInPlainWords(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := l.Addr().String()
	require.NoError(t, l.Close()) // nothing listens there now

	_, err = Connect(context.Background(), addr, "device-1", "Ann")
	require.Error(t, err)
	assert.Equal(t, "nothing answers at that address", err.Error())
	assert.Contains(t, Detail(err).Error(), "refused", "the log keeps the cause")

	late, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = Connect(late, addr, "device-1", "Ann")
	require.Error(t, err)
	assert.NotContains(t, err.Error(), "http", "no URL for the player")

	assert.Equal(t, "no machine has that name", unreachable{&net.DNSError{Err: "no such host", Name: "tabel.example", IsNotFound: true}}.Error())
	assert.Equal(t, "the server did not answer in time", unreachable{context.DeadlineExceeded}.Error())
}
