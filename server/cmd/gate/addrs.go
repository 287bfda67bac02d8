package main

import (
	"net"
	"slices"
)

// friendAddrs returns host:port for each of addrs (a machine's interface
// addresses) that friends may connect to: loopback, link-local and
// multicast addresses are left out, IPv4 comes first, and an IPv6 address
// is in brackets ([2001:db8::5]:7350), the one way Parlor's -server and
// every URL read it.
func friendAddrs(addrs []net.Addr, port string) []string {
	var v4, v6 []string
	for _, a := range addrs {
		n, ok := a.(*net.IPNet)
		if !ok {
			continue
		}
		ip := n.IP
		if ip.IsLoopback() || ip.IsLinkLocalUnicast() || ip.IsMulticast() || ip.IsUnspecified() {
			continue
		}
		hp := net.JoinHostPort(ip.String(), port)
		if ip.To4() != nil {
			v4 = append(v4, hp)
		} else {
			v6 = append(v6, hp)
		}
	}
	return slices.Concat(v4, v6)
}
