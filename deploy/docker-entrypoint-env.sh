#!/bin/sh
# Writes the shell's runtime config (/env.json) from environment variables when the container
# starts, so one shell image fits every environment. The nginx image runs it from
# /docker-entrypoint.d/; a non-zero exit stops the container with the message below.
# Schema: shared-contracts/src/host/runtime-config.ts
#
#   MFE_CATALOG_MANIFEST_URL, MFE_SEARCH_MANIFEST_URL, MFE_CART_CHECKOUT_MANIFEST_URL,
#   MFE_ACCOUNT_MANIFEST_URL, MFE_SUPPORT_MANIFEST_URL
#                       required: http(s) URL of each remote's mf-manifest.json
#   SUPABASE_URL, SUPABASE_ANON_KEY
#                       both or neither; neither = supabase null ("backend not configured")
#   ALLOW_OVERRIDES     true|false (default false): let a developer point a remote at localhost
#   ENV_JSON_PATH       where to write (default /usr/share/nginx/html/env.json)
set -eu

out="${ENV_JSON_PATH:-/usr/share/nginx/html/env.json}"

fail() {
  echo "env.json: $*" >&2
  exit 1
}

# Values go between JSON quotes as they are: refuse anything that would need escaping.
plain() {
  case "$2" in
    *'"'* | *'\'*) fail "$1 must not contain quotes or backslashes" ;;
  esac
  if [ "$(printf '%s' "$2" | LC_ALL=C tr -d '[:print:]' | wc -c | tr -d ' ')" != 0 ]; then
    fail "$1 must be printable ASCII without spaces, tabs or newlines"
  fi
  case "$2" in
    *' '*) fail "$1 must not contain spaces" ;;
  esac
}

manifest() {
  eval "value=\${$1:-}"
  [ -n "$value" ] || fail "$1 is required (the remote's mf-manifest.json URL)"
  plain "$1" "$value"
  case "$value" in
    http://?*/mf-manifest.json | https://?*/mf-manifest.json) ;;
    *) fail "$1 must be an http(s) URL ending in /mf-manifest.json, got: $value" ;;
  esac
  printf '%s' "$value"
}

catalog=$(manifest MFE_CATALOG_MANIFEST_URL)
search=$(manifest MFE_SEARCH_MANIFEST_URL)
cart=$(manifest MFE_CART_CHECKOUT_MANIFEST_URL)
account=$(manifest MFE_ACCOUNT_MANIFEST_URL)
support=$(manifest MFE_SUPPORT_MANIFEST_URL)

supabase_url="${SUPABASE_URL:-}"
anon_key="${SUPABASE_ANON_KEY:-}"
if [ -z "$supabase_url" ] && [ -z "$anon_key" ]; then
  supabase=null
elif [ -z "$supabase_url" ] || [ -z "$anon_key" ]; then
  fail "set both SUPABASE_URL and SUPABASE_ANON_KEY, or neither"
else
  plain SUPABASE_URL "$supabase_url"
  plain SUPABASE_ANON_KEY "$anon_key"
  case "$supabase_url" in
    http://?* | https://?*) ;;
    *) fail "SUPABASE_URL must be an http(s) URL, got: $supabase_url" ;;
  esac
  [ "${#anon_key}" -ge 10 ] || fail "SUPABASE_ANON_KEY is too short to be a key"
  supabase="{ \"url\": \"$supabase_url\", \"anonKey\": \"$anon_key\" }"
fi

case "$(printf '%s' "${ALLOW_OVERRIDES:-false}" | tr '[:upper:]' '[:lower:]')" in
  true | 1 | yes | on) allow=true ;;
  false | 0 | no | off | '') allow=false ;;
  *) fail "ALLOW_OVERRIDES must be true or false, got: ${ALLOW_OVERRIDES:-}" ;;
esac

tmp="$out.tmp.$$"
cat > "$tmp" <<JSON
{
  "remotes": {
    "mfe_catalog": "$catalog",
    "mfe_search": "$search",
    "mfe_cart_checkout": "$cart",
    "mfe_account": "$account",
    "mfe_support": "$support"
  },
  "supabase": $supabase,
  "allowOverrides": $allow
}
JSON
chmod 0644 "$tmp"
mv -f "$tmp" "$out"
echo "env.json: wrote $out (supabase: ${supabase_url:-none}, allowOverrides: $allow)"
