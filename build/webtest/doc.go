// Package webtest checks the web (wasm) build of Parlor in a real browser: it serves
// dist/web on 127.0.0.1, has headless Chromium take a screenshot of it and checks that the
// screenshot shows the menu. The test is slow, so it has a build tag:
//
//	build/release && go test -tags webtest -count=1 ./build/webtest/
//
// build/test runs it after the release build. PARLOR_WEB_DIR serves another directory
// instead of dist/web. The screenshot is copied to out/web-menu.png.
package webtest
