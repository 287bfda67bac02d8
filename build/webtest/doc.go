// Package webtest checks the web (wasm) build of Parlor in a real browser.
// It serves DIST/web (build/package/web; DIST is $PARLOR_DIST or dist/) on
// 127.0.0.1 as a host should: parlor.wasm as application/wasm, and its
// precompressed parlor.wasm.gz with Content-Encoding: gzip to a browser
// that accepts gzip. The tests are slow, so they have a build tag:
//
//	build/release web && xvfb-run -a -s "-screen 0 1280x720x24" go test -tags webtest -count=1 ./build/webtest/
//
// TestWebPlaysByKeys drives Chromium, not headless, in the test's X
// display (Xvfb) with xdotool key presses, and reads the game's trace from
// the browser's console (the page opened with ?trace=1): it checks the
// menu (no Quit), changes settings, opens a table of each game, then
// opens the page again on the same browser profile and finds the
// settings, the games in progress and the guides seen kept, and checks
// that Ctrl+Q leaves the page running. Its screenshots go to out/web/.
// TestWebMenu has headless Chromium screenshot the menu
// (out/web-menu.png); TestWebKeepsGamesAcrossReloads loads a probe page
// that keeps games in localStorage as the web build does.
//
// build/test runs them after the release build. PARLOR_WEB_DIR serves
// another folder instead of DIST/web; when DIST/web lacks a file, the test
// runs build/release web first.
package webtest
