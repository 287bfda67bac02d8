// Package session is the table session: the app's one contract between a
// game's table and where its game comes from, as rules/engine is the
// rules' contract. A table shows one screen's side of a session and turns
// its people's input into actions; it never owns the game's lifecycle.
//
// A session is made from a setup choice (New), a saved game (Continue) or
// a record (Watch). It seats computer players only through the game's
// entry in rules/games; it applies an action and hands back the events the
// screen may know (engine.Know); it saves, finishes and plays again; undo
// and hint live on it once.
//
// Behind a session is one of three sources: a game played in this process
// (Live), a record played back (Playback), or a game hosted elsewhere
// (Remote, fed by a Host through the wire's messages). A table tells them
// apart only by what its people may do: the seats they play (Plays) and
// the seats whose knowledge they see (Sees).
//
// The package is pure Go (no Ebitengine), so a game server can host
// sessions with it.
package session
