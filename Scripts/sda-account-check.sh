#!/usr/bin/env bash
# Signs in to a real sda backend's account and checks the sync by hand, as a fan with two
# devices would: this scrolldown, and a "phone" (curl, as the web app calls the same routes).
# Not part of CI: it needs a running sda (docs/ACCOUNT.md#against-the-real-sda says how it was
# run on loopback: Postgres, Redis, uvicorn with AUTH_ENABLED=true and a JWT_SECRET).
#
# usage: Scripts/sda-account-check.sh [SDA_URL]      (default http://127.0.0.1:8765)
#   SCROLLDOWN=path/to/scrolldown (default .build/debug/scrolldown)
#   SDA_PSQL="psql -h 127.0.0.1 -U sda sda" to also check a disabled account (optional)
# Exits non-zero at the first check that fails. Uses a fresh temporary HOME.
set -euo pipefail

sda="${1:-http://127.0.0.1:8765}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="${SCROLLDOWN:-$root/.build/debug/scrolldown}"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache"
export SCROLLDOWN_BASE_URL="$sda" SCROLLDOWN_ENV=mock SCROLLDOWN_FIXTURES="$root/Fixtures" NO_COLOR=1
unset SCROLLDOWN_API_KEY SCROLLDOWN_CONSUMER_API_KEY

email="fan-$$-$RANDOM@example.com"
password="correct horse battery $RANDOM"
step() { printf '\n== %s\n' "$*"; }
fail() { echo "FAILED: $*" >&2; exit 1; }
sd() { echo "\$ scrolldown $*"; "$bin" "$@"; }
json() { python3 -c "import json,sys; d=json.load(sys.stdin); print(json.dumps($1))"; }

# The phone: its own sign-in (the sign-up's token: sda allows 10 sign-ins a minute from one
# address), and the web app's calls.
phone=""
phone_get() { curl -sf "$sda/auth/me/preferences" -H "Authorization: Bearer $phone"; }
phone_patch() {
  curl -sf -X PATCH "$sda/auth/me/preferences" -H "Authorization: Bearer $phone" \
    -H 'Content-Type: application/json' -d "$1" > /dev/null
}

step "sign up (as the apps do) at $sda"
signup="$(curl -sf -X POST "$sda/auth/signup" -H 'Content-Type: application/json' \
  -d "{\"email\":\"$email\",\"password\":\"$password\"}")"
echo "$signup" | json '{"role": d["role"], "tokenType": d["tokenType"]}'
phone="$(echo "$signup" | json 'd["accessToken"]' | tr -d '"')"

step "a wrong password: one line, exit 77, nothing stored"
set +e; printf 'wrong password\n' | sd login --email "$email" --password-stdin; code=$?; set -e
[[ $code == 77 ]] || fail "wrong password exited $code"
[[ ! -e "$XDG_CONFIG_HOME/scrolldown/account.json" ]] || fail "account.json written after a refusal"

step "an email the server does not take: exit 64"
set +e; printf 'x\n' | sd login --email not-an-email --password-stdin; code=$?; set -e
[[ $code == 64 ]] || fail "bad email exited $code"

step "reveal before signing in, then sign in: the first sync sends it"
sd reveal 21600270
printf '%s\n' "$password" | sd login --email "$email" --password-stdin --remember
stat -c '%a %n' "$XDG_CONFIG_HOME/scrolldown/account.json" "$XDG_STATE_HOME/scrolldown/sync.json"
[[ "$(stat -c %a "$XDG_CONFIG_HOME/scrolldown/account.json")" == 600 ]] || fail "account.json not 600"
phone_get | json 'd["revealedGameIds"]' | grep -q 21600270 || fail "the first sync did not send the reveal"

step "the phone reveals 22000001; sync here shows it"
phone_patch '{"revealedGameIds":[21600270,22000001]}'
sd sync
sd game 22000001 | grep -q "Outcome visible" || fail "22000001 not revealed here after sync"

step "a hide here racing a reveal on the phone: both kept"
phone_patch '{"revealedGameIds":[21600270,22000001,744914]}'
sd hide 21600270
phone_get | json 'd["revealedGameIds"]'
[[ "$(phone_get | json 'sorted(d["revealedGameIds"])')" == "[744914, 22000001]" ]] || fail "the phone's reveal was lost, or the hide did not go"

step "pins, and the phone's settings (the web app's blacklist)"
sd pin 2024030121
phone_patch '{"settings":{"scoreRevealMode":"blacklist","scoreHideLeagues":["NHL"],"scoreHideTeams":["Boston Celtics"],"theme":"dark"}}'
sd sync
sd config get scoreRevealMode
sd config get alwaysHideTeams
[[ "$(sd config get alwaysHideTeams | tail -1)" == "NHL:*,Boston Celtics" ]] || fail "settings not mapped"
sd config set scoreRevealMode onMarkRead
sd sync -v
phone_get | json '{"settings": d["settings"], "pinnedGameIds": d["pinnedGameIds"], "revealedGameIds": d["revealedGameIds"]}'
[[ "$(phone_get | json 'd["settings"]["theme"]')" == '"dark"' ]] || fail "the apps' own setting was lost"
[[ "$(phone_get | json 'd["pinnedGameIds"]')" == "[2024030121]" ]] || fail "the pin did not go"

step "the sign-in refused (a token the server does not know): local-first"
cp "$XDG_CONFIG_HOME/scrolldown/account.json" "$home/account.json.good"
python3 - "$XDG_CONFIG_HOME/scrolldown/account.json" <<'EOF'
import json, sys
path = sys.argv[1]
d = json.load(open(path))
d["token"] = d["token"][:-4] + "AAAA"
json.dump(d, open(path, "w"))
EOF
sd reveal 2024030121
set +e; sd sync; code=$?; set -e
[[ $code == 77 ]] || fail "sync with a refused sign-in exited $code"
cp "$home/account.json.good" "$XDG_CONFIG_HOME/scrolldown/account.json"
sd sync
phone_get | json 'd["revealedGameIds"]' | grep -q 2024030121 || fail "the waiting reveal did not go after signing in again"

step "nowhere but account.json: the token"
token="$(python3 -c "import json; print(json.load(open('$XDG_CONFIG_HOME/scrolldown/account.json'))['token'])")"
if grep -rl -- "$token" "$home" | grep -v '/account.json$' | grep -v 'account.json.good$'; then fail "the token is in another file"; fi

if [[ -n "${SDA_PSQL:-}" ]]; then
  step "a disabled account: exit 77 with the server's reason"
  $SDA_PSQL -c "UPDATE users SET is_active = false WHERE email = '$email'" > /dev/null
  set +e; printf '%s\n' "$password" | sd login --email "$email" --password-stdin; code=$?; set -e
  [[ $code == 77 ]] || fail "disabled account exited $code"
fi

step "logout"
sd logout
echo; echo "All checks passed against $sda."
