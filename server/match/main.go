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
	b, calls := newBook(), newRates(callBurst, callEvery)
	if err := init.RegisterMatch(matchName, newMatch(b)); err != nil {
		return err
	}
	procedures := map[string]rpc{room.RPCCreate: create(b), room.RPCFind: find, room.RPCTables: tables, room.RPCMine: mine,
		room.RPCFriends: friendsList, room.RPCFriend: friendChange(newRates(changeBurst, changeEvery)),
		room.RPCInvite: invite(newRates(inviteBurst, inviteEvery)), room.RPCInvites: invites}
	for id, fn := range procedures {
		if err := init.RegisterRpc(id, limited(calls, fn)); err != nil {
			return err
		}
	}
	if err := init.RegisterBeforeRt("MatchDataSend", gate(newRates(socketBurst, socketEvery))); err != nil {
		return err
	}
	if err := init.RegisterBeforeRt("MatchmakerAdd", seeking); err != nil {
		return err
	}
	if err := init.RegisterBeforeAuthenticateDevice(signIn(newRates(newBurst, newEvery))); err != nil {
		return err
	}
	if err := init.RegisterRpc("parlor_stats", stats); err != nil {
		return err
	}
	if err := init.RegisterMatchmakerMatched(matched); err != nil {
		return err
	}
	if err := init.RegisterBeforeUpdateAccount(renamed); err != nil {
		return err
	}
	if err := closeDoors(init); err != nil {
		return err
	}
	if err := startKeeping(ctx, logger, nk, init); err != nil {
		return err
	}
	logger.Info("Parlor's tables are ready")
	return nil
}

// startKeeping starts the keeper (keep.go), queues again what the last
// run left in its spool (build/serve's parlor_spool), sets up again the
// tables kept when the server stopped (restore.go), and flushes the
// keeper when the server stops in its grace.
func startKeeping(ctx context.Context, logger runtime.Logger, nk runtime.NakamaModule, init runtime.Initializer) error {
	env, _ := ctx.Value(runtime.RUNTIME_CTX_ENV).(map[string]string)
	keep = newKeeper(nk, logger, env["parlor_spool"])
	go keep.run(context.Background())
	if n := keep.unspool(); n > 0 {
		logger.Info("%d finished games waiting in the spool are stored again", n)
	}
	if err := restoreTables(ctx, logger, nk); err != nil {
		return err
	}
	return init.RegisterShutdown(func(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule) {
		if left, err := keep.flush(ctx); err != nil {
			logger.Error("stopping with %d writes not stored (finished games stay in the spool): %v", left, err)
		}
	})
}

type rpc = func(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error)
