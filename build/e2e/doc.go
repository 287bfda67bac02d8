// Package e2e holds end-to-end tests (build tag e2e) that start the real parlor binary
// under X (Xvfb in CI), drive it with xdotool like a person would, take screenshots with
// ImageMagick's import, and follow what the game reports in its trace file.
//
// Run them with:
//
//	xvfb-run -a -s "-screen 0 1280x720x24" go test -tags e2e -count=1 ./build/e2e/
//
// The trace contract (the game writes it when PARLOR_TRACE names a file): one JSON object per
// line, e.g.
//
//	{"ev":"ready","ms":123}                         first frame drawn, ms since process start
//	{"ev":"scene","scene":"menu"}                   the top scene changed
//	{"ev":"focus","scene":"menu","item":"Settings","rect":[x,y,w,h]}
//	{"ev":"items","scene":"menu","items":[{"label":"Speed Run","rect":[x,y,w,h]}]}
//	{"ev":"binding","action":"...","keys":["..."]}  a key binding changed in Settings
//	{"ev":"quit"}                                   clean exit
//
// Rects are in window pixels. The helpers in this file (findWindow, key, click, screenshot,
// App.waitTrace) are for every end-to-end test; they fail the test loudly when there is no
// display or a tool is missing, never skip.
package e2e
