#!/usr/bin/env bash
# Parallel work on one machine without rebuilding the translator per tree
# (developer tool; CI does not use it).
#   worktree.sh new NAME        a git worktree ../wt_NAME on a new branch
#                               wt-NAME at HEAD, with a copy of this tree's
#                               build/ (the checkout's files get this tree's
#                               mtimes, so that build is up to date there)
#   worktree.sh run NAME CMD... CMD with ../wt_NAME seen at this tree's path
#                               in a private mount namespace (unshare -m,
#                               needs root), so the copied build/, whose
#                               paths all name this tree, builds
#                               incrementally; git works inside too
# Each helper edits only its own worktree and commits on its branch; the
# lead merges. Sharing one tree lost lines when two helpers edited at once.
set -euo pipefail
main=$(cd "$(dirname "$0")/../.." && pwd)
cmd=${1:-}; name=${2:-}
[ -n "$cmd" ] && [ -n "$name" ] || { echo "usage: worktree.sh new|run NAME [CMD...]" >&2; exit 2; }
wt=$(dirname "$main")/wt_$name
case "$cmd" in
  new)
    cd "$main"
    git worktree add -q -b "wt-$name" "$wt" HEAD
    git ls-files -z | while IFS= read -r -d '' f; do
      touch -c -r "$main/$f" "$wt/$f" 2>/dev/null || true
    done
    cp -a "$main/build" "$wt/build"
    echo "$wt: branch wt-$name; build with: $0 run $name cmake --build build" ;;
  run)
    shift 2
    [ -d "$wt" ] || { echo "no worktree $wt" >&2; exit 2; }
    rel=${PWD#"$wt"}
    [ "$rel" != "$PWD" ] || rel=
    gitmain=$(dirname "$main")/.gitmain-$name
    exec unshare -m bash -c '
      main=$1 wt=$2 rel=$3 gitmain=$4; shift 4
      mkdir -p "$gitmain"
      mount --bind "$main/.git" "$gitmain"
      mount --bind "$wt" "$main"
      export GIT_DIR=$gitmain/worktrees/$(basename "$wt") GIT_WORK_TREE=$main
      cd "$main$rel"
      exec "$@"' worktree "$main" "$wt" "$rel" "$gitmain" "$@" ;;
  *) echo "usage: worktree.sh new|run NAME [CMD...]" >&2; exit 2 ;;
esac
