package main

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/heroiclabs/nakama-common/api"
	"github.com/heroiclabs/nakama-common/runtime"
	"google.golang.org/protobuf/types/known/wrapperspb"

	"parlor/game/room"
)

// tooManyAccounts refuses a new account past its address's limit.
const tooManyAccounts = "Too many new players came from your address in the last hour: try again later. A device that has played here before still signs in."

// signIn is the hook before a device signs in. A sign-in that would make
// an account counts against its address's limit (newBurst); a device
// that has one signs in whatever its address. The account's name is the
// server's to pick (a display name is what players choose, cleaned), and
// the session carries no variables of the client's.
func signIn(fresh *rates) func(context.Context, runtime.Logger, *sql.DB, runtime.NakamaModule, *api.AuthenticateDeviceRequest) (*api.AuthenticateDeviceRequest, error) {
	return func(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, in *api.AuthenticateDeviceRequest) (*api.AuthenticateDeviceRequest, error) {
		in.Username = ""
		if in.Account != nil {
			in.Account.Vars = nil
		}
		ip, _ := ctx.Value(runtime.RUNTIME_CTX_CLIENT_IP).(string)
		key := addressKey(ip)
		if key == "" || in.Create != nil && !in.Create.Value {
			return in, nil
		}
		var known bool
		err := db.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM user_device WHERE id = $1)", in.GetAccount().GetId()).Scan(&known)
		if err != nil {
			return nil, runtime.NewError("The server could not sign you in just now: try again in a moment.", 14) // UNAVAILABLE
		}
		if known || fresh.take(key) {
			return in, nil
		}
		return nil, runtime.NewError(tooManyAccounts, 8) // RESOURCE_EXHAUSTED
	}
}

// renamed is the hook before an account is updated: only its display
// name may change, and it is stored cleaned (room.CleanName), so the name
// anyone is shown (at a table, in a record) is clean however it was set.
// The account's username follows it as the player's tag (tagFor): friends
// add each other by it, and Nakama finds them by username.
func renamed(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, in *api.UpdateAccountRequest) (*api.UpdateAccountRequest, error) {
	out := &api.UpdateAccountRequest{DisplayName: in.GetDisplayName()}
	if out.DisplayName == nil {
		return out, nil
	}
	out.DisplayName.Value = room.CleanName(out.DisplayName.Value)
	user, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string)
	if tag := tagFor(ctx, nk, out.DisplayName.Value, user); tag != "" {
		out.Username = wrapperspb.String(tag)
	}
	return out, nil
}

// tagFor is the tag user takes: the first of tags(room.TagOf(name,
// user)) no other account holds, "" when none is free (the username
// stays as it was: Nakama would refuse the whole change).
func tagFor(ctx context.Context, nk runtime.NakamaModule, name, user string) string {
	if user == "" {
		return ""
	}
	for _, tag := range tags(room.TagOf(name, user)) {
		us, err := nk.UsersGetUsername(ctx, []string{tag})
		if err != nil {
			return ""
		}
		if len(us) == 0 || us[0].GetId() == user {
			return tag
		}
	}
	return ""
}

// tags are the tags to try for a player, in turn: theirs, then with a
// digit after the name ("ann2#3f2a1"), for two Anns whose ids begin
// alike.
func tags(tag string) []string {
	name, id, _ := strings.Cut(tag, "#")
	out := []string{tag}
	for k := 2; k <= 9; k++ {
		out = append(out, fmt.Sprintf("%s%d#%s", name, k, id))
	}
	return out
}
