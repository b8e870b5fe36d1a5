# Stage timing for scripts/test.sh and scripts/sanitize.sh (sourced).
# Each stage prints its wall time and the CPU time of the processes it
# waited for: on a 2-core CI machine the stages run side by side, so wall
# time alone says little about which one to make cheaper.
#   stage_begin NAME   ...   stage_done
# A background job's CPU time counts in the stage that waits for it.

# CPU seconds (user + system) of this shell's waited-for children so far,
# in $children_cpu. `times` must run in this shell (in a $(...) subshell it
# would report the subshell's children), so it goes through a file.
children_cpu_s() {
  local f="${TMPDIR:-/tmp}/stage-clock.$BASHPID" # $$ is shared by subshells
  times > "$f"
  children_cpu=$(tail -n 1 "$f" | awk '{
    s = 0
    for (i = 1; i <= 2; i++) { split($i, p, "m"); sub("s", "", p[2]); s += p[1] * 60 + p[2] }
    printf "%d", s }')
  rm -f "$f"
}

stage_begin() {
  stage_name=$1
  stage_t0=$SECONDS
  children_cpu_s
  stage_cpu0=$children_cpu
  echo "== ${stage_prefix:-}$1"
}

stage_done() {
  children_cpu_s
  echo "== ${stage_prefix:-}$stage_name done in $((SECONDS - stage_t0)) s wall," \
    "$((children_cpu - stage_cpu0)) CPU-s (total $SECONDS s)"
}
