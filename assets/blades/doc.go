// Package blades draws the cards of SpeedOh: Blades (ruling SO1): the 80
// normal faces (5 blade families x 4 variations, each on 4 background
// colours, carrying one of 5 background patterns), the 5 kinds of special
// card, the deck's back and the Slap Card. Everything is drawn by the
// program from vector paths, rasterised on the CPU with
// golang.org/x/image/vector into *image.RGBA at a device scale; titles are
// the Go Bold font's glyph outlines. The package does not use Ebitengine:
// the UI uploads each image once per scale. Every function is safe for
// concurrent use.
//
// The game is a race to spot two identical blades among near-identical
// ones, so the pictures are designed for that:
//
//   - Families differ at a glance: five silhouettes (a long straight
//     sword, a bearded axe on a haft, a broad short dagger, a curved
//     katana, a wide machete) in their own colours of hilt, tilted
//     alternately one way and the other.
//   - The four variations of a family are one drawing that differs in one
//     place only, the same place throughout the family and a different
//     kind of difference for each family: the sword's pommel (round,
//     diamond, ring, trefoil), the number of rivets on the axe's blade
//     (1 to 4), the dagger's guard ends (plain, balls, hooks, spikes), the
//     line along the katana's blade (none, a groove, a wavy temper line,
//     two grooves) and the machete's tip (pointed, clipped, rounded,
//     squared). A careful look at that place tells them apart; a glance at
//     the whole may not. Everything else, the position on the card
//     included, is identical, so nothing else can mislead.
//   - There is no corner index: matching is done by eye.
//   - The blade is drawn on a layer of its own and laid over the
//     background, so it is the same, pixel for pixel, on every colour and
//     pattern: players match on it alone.
//   - The colours (red, blue, green, yellow) step in lightness as well as
//     hue (blue darkest, yellow lightest) and green leans to teal, so that
//     colour-blind players can tell them apart. The patterns (dots,
//     stripes, checks, waves, stars) are printed in a tone close to the
//     field's colour, quiet behind the inked blade.
//
// Families, colours and patterns are numbered as in parlor/rules/speedoh
// (families S A D K M, colours R B G Y, patterns 1 to 5), so its values
// index these directly; variations count from 0 here, from 1 there.
package blades
