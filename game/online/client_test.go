package online

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestBaseURL(t *testing.T) {
	for in, want := range map[string]string{
		"":                               "http://127.0.0.1:7350",
		"192.168.1.20:7350":              "http://192.168.1.20:7350",
		"https://play.example.org":       "https://play.example.org",
		"https://play.example.org:8443/": "https://play.example.org:8443",
		"[2001:db8::20]:7350":            "http://[2001:db8::20]:7350", // as build/serve prints it
	} {
		got, err := baseURL(in)
		assert.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	for _, bad := range []string{"play.example.org", "host:port/path", "::::", "http://x:1"} {
		_, err := baseURL(bad)
		assert.Error(t, err, bad)
	}
	_, err := baseURL("2001:db8::20:7350")
	assert.ErrorContains(t, err, "[2001:db8::20]:7350", "an IPv6 address without brackets is refused, saying how to write it")
}
