package main

import (
	"context"
	"database/sql"
	"errors"

	"github.com/heroiclabs/nakama-common/rtapi"
	"github.com/heroiclabs/nakama-common/runtime"
)

// Nakama offers every client much that Parlor does not use: chat, its
// own storage writes, match listing and relayed matches, parties,
// groups, friends, leaderboards, other sign-ins. Each is a way to cost
// the server or plant data (a forged finished game written into
// "records" would land in a History), so a hook refuses each. Parlor
// keeps: device sign-in, reading and updating the account, its parlor_*
// procedures, joining, leaving and playing at its own matches, the
// matchmaker, and reading the records the server stored for a player.
// Friends stay shut too: Parlor's friends, blocks and invitations stand on
// Nakama's own friends and notifications, but only through its parlor_*
// procedures over the socket (friends.go), which check what a client may
// not (a tag that names nobody, an invitation to a table not one's own);
// no client calls Nakama's friend endpoints.

// errShut is the answer to what Parlor's server does not offer.
var errShut = runtime.NewError("Parlor's server does not offer that.", 7) // PERMISSION_DENIED

// shut is a hook before one of Nakama's HTTP (and gRPC) calls that
// refuses it.
func shut[T any](ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, in T) (T, error) {
	var none T
	return none, errShut
}

// shutRt is a hook before a realtime message that refuses it: the client
// is answered with the error and its socket stays open.
func shutRt(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, in *rtapi.Envelope) (*rtapi.Envelope, error) {
	return nil, errShut
}

// shutRealtime are the realtime messages refused, by Nakama's names.
var shutRealtime = []string{
	"ChannelJoin", "ChannelLeave", "ChannelMessageSend", "ChannelMessageUpdate", "ChannelMessageRemove",
	"MatchCreate",
	"PartyCreate", "PartyJoin", "PartyLeave", "PartyPromote", "PartyAccept", "PartyRemove", "PartyClose",
	"PartyJoinRequestList", "PartyMatchmakerAdd", "PartyMatchmakerRemove", "PartyDataSend", "PartyUpdate",
	"StatusFollow", "StatusUnfollow", "StatusUpdate",
}

// closeDoors registers the hooks that refuse what Parlor does not use.
func closeDoors(init runtime.Initializer) error {
	errs := []error{
		// Storage: only the server writes (the records of finished games).
		init.RegisterBeforeWriteStorageObjects(shut), init.RegisterBeforeDeleteStorageObjects(shut),
		// Tables are listed by parlor_tables, which leaves out the codes.
		init.RegisterBeforeListMatches(shut),
		init.RegisterBeforeListChannelMessages(shut),
		// Other sign-ins would make accounts past the device hook's limit.
		init.RegisterBeforeAuthenticateApple(shut), init.RegisterBeforeAuthenticateCustom(shut),
		init.RegisterBeforeAuthenticateEmail(shut), init.RegisterBeforeAuthenticateFacebook(shut),
		init.RegisterBeforeAuthenticateFacebookInstantGame(shut), init.RegisterBeforeAuthenticateGameCenter(shut),
		init.RegisterBeforeAuthenticateGoogle(shut), init.RegisterBeforeAuthenticateSteam(shut),
		init.RegisterBeforeLinkApple(shut), init.RegisterBeforeLinkCustom(shut), init.RegisterBeforeLinkDevice(shut),
		init.RegisterBeforeLinkEmail(shut), init.RegisterBeforeLinkFacebook(shut),
		init.RegisterBeforeLinkFacebookInstantGame(shut), init.RegisterBeforeLinkGameCenter(shut),
		init.RegisterBeforeLinkGoogle(shut), init.RegisterBeforeLinkSteam(shut),
		init.RegisterBeforeUnlinkApple(shut), init.RegisterBeforeUnlinkCustom(shut), init.RegisterBeforeUnlinkDevice(shut),
		init.RegisterBeforeUnlinkEmail(shut), init.RegisterBeforeUnlinkFacebook(shut),
		init.RegisterBeforeUnlinkFacebookInstantGame(shut), init.RegisterBeforeUnlinkGameCenter(shut),
		init.RegisterBeforeUnlinkGoogle(shut), init.RegisterBeforeUnlinkSteam(shut),
		// Friends (through parlor_friend* only), groups, leaderboards,
		// tournaments, parties, purchases.
		init.RegisterBeforeAddFriends(shut), init.RegisterBeforeDeleteFriends(shut), init.RegisterBeforeBlockFriends(shut),
		init.RegisterBeforeImportFacebookFriends(shut), init.RegisterBeforeImportSteamFriends(shut),
		init.RegisterBeforeCreateGroup(shut), init.RegisterBeforeUpdateGroup(shut), init.RegisterBeforeDeleteGroup(shut),
		init.RegisterBeforeJoinGroup(shut), init.RegisterBeforeLeaveGroup(shut), init.RegisterBeforeAddGroupUsers(shut),
		init.RegisterBeforeBanGroupUsers(shut), init.RegisterBeforeKickGroupUsers(shut),
		init.RegisterBeforePromoteGroupUsers(shut), init.RegisterBeforeDemoteGroupUsers(shut),
		init.RegisterBeforeWriteLeaderboardRecord(shut), init.RegisterBeforeDeleteLeaderboardRecord(shut),
		init.RegisterBeforeWriteTournamentRecord(shut), init.RegisterBeforeDeleteTournamentRecord(shut),
		init.RegisterBeforeJoinTournament(shut), init.RegisterBeforeListParties(shut),
		init.RegisterBeforeValidatePurchaseApple(shut), init.RegisterBeforeValidateSubscriptionApple(shut),
		init.RegisterBeforeValidatePurchaseGoogle(shut), init.RegisterBeforeValidateSubscriptionGoogle(shut),
		init.RegisterBeforeValidatePurchaseHuawei(shut), init.RegisterBeforeValidatePurchaseFacebookInstant(shut),
	}
	for _, id := range shutRealtime {
		errs = append(errs, init.RegisterBeforeRt(id, shutRt))
	}
	return errors.Join(errs...)
}
