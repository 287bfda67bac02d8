//go:build !js

package store_test

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"testing"

	"parlor/game/store"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMain lets this test binary act as a second process: a copy of
// Parlor that dies in the middle of finishing a game, or one that holds
// the games while another starts.
func TestMain(m *testing.M) {
	switch os.Getenv("STORE_HELPER") {
	case "crash":
		crashWhileFinishing(os.Getenv("STORE_DIR"), os.Getenv("STORE_STEP"))
	case "hold":
		hold(os.Getenv("STORE_DIR"))
	default:
		os.Exit(m.Run())
	}
}

// crashWhileFinishing saves a game, then exits the process at step of
// finishing it, with the transaction open (a kill -9 at that instant).
func crashWhileFinishing(dir, step string) {
	s, _, err := store.OpenSQL(dir)
	if err != nil {
		fmt.Println(err)
		os.Exit(2)
	}
	s.PutSave(rec("stepstones", 6))
	if err := s.Flush(); err != nil {
		os.Exit(2)
	}
	store.SetFault(s, func(at string) error {
		if at == step {
			os.Exit(3)
		}
		return nil
	})
	_, err = s.Finish(finished("stepstones", true))
	fmt.Println("finished without crashing:", err)
	os.Exit(4)
}

// hold keeps the games open until its standard input closes.
func hold(dir string) {
	s, _, err := store.OpenSQL(dir)
	if err != nil {
		fmt.Println(err)
		os.Exit(2)
	}
	fmt.Println("holding")
	_, _ = bufio.NewReader(os.Stdin).ReadString('\n')
	_ = s.Close()
	os.Exit(0)
}

func helper(t *testing.T, mode, dir, step string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "STORE_HELPER="+mode, "STORE_DIR="+dir, "STORE_STEP="+step)
	return cmd
}

// TestACrashAtEveryStepOfFinishingLosesNothing kills a real process in
// the middle of each write of finishing a game; the next start finds the
// game in Continue, not half in the History.
func TestACrashAtEveryStepOfFinishingLosesNothing(t *testing.T) {
	for _, step := range []string{"kept", "save removed", "commit"} {
		t.Run(step, func(t *testing.T) {
			dir := t.TempDir()
			out, err := helper(t, "crash", dir, step).CombinedOutput()
			var exit *exec.ExitError
			require.True(t, errors.As(err, &exit), "%s", out)
			require.Equal(t, 3, exit.ExitCode(), "the helper died at the step: %s", out)

			s := open(t, dir)
			assert.Equal(t, 6, saveCount(t, s, "stepstones"), "the game is in Continue")
			games, _ := s.Games()
			assert.Empty(t, games, "and nothing of it in the History")
			f, _ := s.Statistics()
			assert.Nil(t, f.Line("stepstones", "hard"))
		})
	}
}

// TestASecondProcessIsRefused: another running copy holds the games.
func TestASecondProcessIsRefused(t *testing.T) {
	dir := t.TempDir()
	cmd := helper(t, "hold", dir, "")
	in, err := cmd.StdinPipe()
	require.NoError(t, err)
	outp, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	line, err := bufio.NewReader(outp).ReadString('\n')
	require.NoError(t, err)
	require.Equal(t, "holding\n", line)

	_, _, err = store.OpenSQL(dir)
	assert.ErrorIs(t, err, store.ErrRunning)

	require.NoError(t, in.Close())
	require.NoError(t, cmd.Wait())
	open(t, dir)
}
