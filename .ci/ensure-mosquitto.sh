# shellcheck shell=bash
# Makes sure an MQTT broker answers for the device tests that run against an outside broker, and exports
# MQTT_TEST_URL. Sourced by .ci/run (`. .ci/ensure-mosquitto.sh`); ci_mqtt_stop stops a broker it started.
#
# Order of preference:
#   1. MQTT_TEST_URL, if already set (mqtt://host:port) and its port accepts a connection;
#   2. Mosquitto on 127.0.0.1:1883 (the development machine runs one);
#   3. a Mosquitto of our own: Debian's mosquitto is installed if missing, started in the background with
#      a configuration of its own (anonymous, loopback only) on a free port from 51883 up.
#
# Switches: CI_MQTT_FORCE_LOCAL=1 always starts our own (to test that path).
# After it: MQTT_TEST_URL is exported; CI_MQTT_SOURCE is env|local1883|own.

CI_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib.sh
. "$CI_DIR/lib.sh"

CI_MQTT_PID=
CI_MQTT_DIR=

# Whether host:port accepts a TCP connection within 3 seconds.
ci_port_open() {
  timeout 3 bash -c "exec 3<>/dev/tcp/$1/$2" 2>/dev/null
}

ci_mqtt_stop() {
  if [ -n "$CI_MQTT_PID" ]; then kill "$CI_MQTT_PID" 2>/dev/null || true; fi
  if [ -n "$CI_MQTT_DIR" ]; then rm -rf "$CI_MQTT_DIR"; fi
  CI_MQTT_PID=
  CI_MQTT_DIR=
}

ci_mqtt_own() {
  local bin port
  bin=$(command -v mosquitto || true)
  [ -n "$bin" ] || [ ! -x /usr/sbin/mosquitto ] || bin=/usr/sbin/mosquitto
  if [ -z "$bin" ]; then
    ci_apt_install mosquitto || return 1
    bin=$(command -v mosquitto || echo /usr/sbin/mosquitto)
  fi
  port=${CI_MQTT_PORT:-51883}
  while ci_port_open 127.0.0.1 "$port"; do port=$((port + 1)); done
  CI_MQTT_DIR=$(mktemp -d "${TMPDIR:-/tmp}/ci-mosquitto.XXXXXX")
  chmod 755 "$CI_MQTT_DIR"
  printf 'listener %s 127.0.0.1\nallow_anonymous true\npersistence false\n' "$port" >"$CI_MQTT_DIR/mosquitto.conf"
  # as root, mosquitto drops to its own user, which must be able to read the configuration
  chmod 644 "$CI_MQTT_DIR/mosquitto.conf"
  "$bin" -c "$CI_MQTT_DIR/mosquitto.conf" >"$CI_MQTT_DIR/log" 2>&1 &
  CI_MQTT_PID=$!
  for _ in $(seq 1 50); do
    if ci_port_open 127.0.0.1 "$port"; then
      export MQTT_TEST_URL="mqtt://127.0.0.1:$port"
      export CI_MQTT_SOURCE=own
      return 0
    fi
    sleep 0.2
  done
  cat "$CI_MQTT_DIR/log" >&2 || true
  ci_mqtt_stop
  ci_die "mosquitto started on port $port but does not answer"
}

ci_mqtt_ensure() {
  if [ "${CI_MQTT_FORCE_LOCAL:-}" != 1 ]; then
    if [ -n "${MQTT_TEST_URL:-}" ] && [ "$MQTT_TEST_URL" != none ]; then
      local hostport=${MQTT_TEST_URL#*://}
      hostport=${hostport%%/*}
      if ci_port_open "${hostport%%:*}" "${hostport##*:}"; then
        export CI_MQTT_SOURCE=env
        return 0
      fi
      ci_note "MQTT_TEST_URL=$MQTT_TEST_URL does not answer; looking further"
    fi
    if ci_port_open 127.0.0.1 1883; then
      export MQTT_TEST_URL=mqtt://127.0.0.1:1883
      export CI_MQTT_SOURCE=local1883
      return 0
    fi
  fi
  ci_mqtt_own
}

ci_mqtt_ensure
