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
#   CSP_CONF_PATH       where to write the page's Content-Security-Policy for nginx
#                       (default /etc/nginx/snippets/shell-csp.conf, included by shell/nginx.conf)
set -euf

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

# ---- the shell page's Content-Security-Policy, from the same values --------------------------
# Same policy as shellContentSecurityPolicy() in shared-contracts/src/federation/security-policy.ts
# (deploy/test compares them); nginx puts a fresh nonce ($request_id) in it and in the page.
csp_out="${CSP_CONF_PATH:-/etc/nginx/snippets/shell-csp.conf}"

# scheme://host[:port] of a URL, lower-cased, default port dropped; refuses anything else, so
# nothing but an origin reaches the policy.
origin() {
  o=$(printf '%s' "$2" | sed -E 's#^([A-Za-z]+://[^/?\#]+).*$#\1#' | tr '[:upper:]' '[:lower:]')
  printf '%s' "$o" | grep -Eq '^https?://[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?$' \
    || fail "$1 must have a plain host name or IPv4 address, got: $2"
  case "$o" in
    http://*:80) o=${o%:80} ;;
    https://*:443) o=${o%:443} ;;
  esac
  printf '%s' "$o"
}

# Its arguments, each once, space-separated.
sources() {
  list=""
  for s in "$@"; do
    case " $list " in
      *" $s "*) ;;
      *) list="${list:+$list }$s" ;;
    esac
  done
  printf '%s' "$list"
}

remotes=""
for name in MFE_CATALOG_MANIFEST_URL MFE_SEARCH_MANIFEST_URL MFE_CART_CHECKOUT_MANIFEST_URL MFE_ACCOUNT_MANIFEST_URL MFE_SUPPORT_MANIFEST_URL; do
  eval "value=\${$name}"
  o=$(origin "$name" "$value")
  remotes=$(sources $remotes "$o")
done
backend=""
if [ "$supabase" != null ]; then backend=$(origin SUPABASE_URL "$supabase_url"); fi
overrides=""
sockets=""
if [ "$allow" = true ]; then
  overrides="localhost:* 127.0.0.1:*"
  sockets="ws://localhost:* ws://127.0.0.1:*"
fi

csp="default-src 'self'"
csp="$csp; script-src $(sources "'self'" "'nonce-\$request_id'" $remotes $overrides)"
csp="$csp; style-src $(sources "'self'" "'nonce-\$request_id'" $remotes $overrides)"
csp="$csp; img-src $(sources "'self'" $remotes $backend $overrides blob: data:)"
csp="$csp; font-src $(sources "'self'" $remotes)"
csp="$csp; connect-src $(sources "'self'" $remotes $backend $overrides $sockets)"
csp="$csp; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

csp_tmp="$csp_out.tmp.$$"
printf '# Written at container start by docker-entrypoint-env.sh from the runtime config.\nadd_header Content-Security-Policy "%s" always;\n' "$csp" > "$csp_tmp"
chmod 0644 "$csp_tmp"
mv -f "$csp_tmp" "$csp_out"

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
