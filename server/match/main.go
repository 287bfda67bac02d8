// Command match is Parlor's Go runtime module for Nakama: every online
// table is an authoritative match holding a room.Room, and a few remote
// procedures create, find and list tables. Build it from this module
// (server/go.mod) with the same Go and flags as the Nakama binary:
// build/serve does both.
package main

import (
	"context"
	"database/sql"

	"github.com/heroiclabs/nakama-common/runtime"

	"parlor/game/room"
)

// InitModule is what Nakama calls when it loads the module.
func InitModule(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, init runtime.Initializer) error {
	if err := init.RegisterMatch(matchName, newMatch); err != nil {
		return err
	}
	for id, fn := range map[string]rpc{room.RPCCreate: create, room.RPCFind: find, room.RPCTables: tables, room.RPCMine: mine} {
		if err := init.RegisterRpc(id, fn); err != nil {
			return err
		}
	}
	if err := init.RegisterMatchmakerMatched(matched); err != nil {
		return err
	}
	logger.Info("Parlor's tables are ready")
	return nil
}

type rpc = func(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error)
