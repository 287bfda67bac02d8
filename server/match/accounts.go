package main

import (
	"context"
	"database/sql"

	"github.com/heroiclabs/nakama-common/api"
	"github.com/heroiclabs/nakama-common/runtime"

	"parlor/game/room"
)

// renamed is the hook before an account is updated: only its display
// name may change, and it is stored cleaned (room.CleanName), so the name
// anyone is shown (at a table, in a record) is clean however it was set.
func renamed(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, in *api.UpdateAccountRequest) (*api.UpdateAccountRequest, error) {
	out := &api.UpdateAccountRequest{DisplayName: in.GetDisplayName()}
	if out.DisplayName != nil {
		out.DisplayName.Value = room.CleanName(out.DisplayName.Value)
	}
	return out, nil
}
