#!/bin/sh
# Writes the shell's runtime config (/env.json) and its page's Content-Security-Policy from
# environment variables when the container starts, so one shell image fits every environment.
# The nginx image runs it from /docker-entrypoint.d/, before the page server starts (it reads
# both); a non-zero exit stops the container with the message below.
# Schema: shared-contracts/src/host/runtime-config.ts
#
#   REMOTES             required: the site's remotes in precedence order (the first listed wins a
#                       path two remotes claim), as name=url entries separated by whitespace
#                       (spaces, tabs or newlines). name: a federation name (letters, digits, _
#                       and $, not starting with a digit), each once; url: the http(s) URL of its
#                       mf-manifest.json.
#                         REMOTES="mfe_catalog=https://catalog.example.com/mf-manifest.json
#                                  mfe_search=https://cdn.example.com/search/mf-manifest.json"
#                       Adding a remote to the site is one more entry here.
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

# ---- the remotes: REMOTES, name=url entries ---------------------------------------------------
remotes_value="${REMOTES:-}"
if [ -z "$(printf '%s' "$remotes_value" | tr -d ' \t\n\r')" ]; then
  if env | grep -q '^MFE_[A-Z0-9_]*_MANIFEST_URL='; then
    fail "REMOTES is required; the MFE_*_MANIFEST_URL variables are no longer read: list each remote in REMOTES as name=url, e.g. REMOTES=\"mfe_catalog=\$MFE_CATALOG_MANIFEST_URL ...\""
  fi
  fail "REMOTES is required: the site's remotes as name=url entries separated by spaces or newlines, e.g. REMOTES=\"mfe_catalog=https://catalog.example.com/mf-manifest.json\""
fi

names=" "
entries=""
remote_origins=""
index=0
# A federation name: a JavaScript identifier (its first character, then the rest), spelled out so
# that no locale's collation widens a range.
first_chars='ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$'
name_chars="${first_chars}0123456789"
# Split on spaces, tabs and newlines (IFS); `set -f` above keeps a `*` from matching files.
for entry in $remotes_value; do
  index=$((index + 1))
  # Printable first: every message below can then show the entry as it is.
  if [ "$(printf '%s' "$entry" | LC_ALL=C tr -d '[:print:]' | wc -c | tr -d ' ')" != 0 ]; then
    fail "REMOTES entry $index ($(printf '%s' "$entry" | LC_ALL=C tr -c '[:print:]' '?')) must be printable ASCII; a control character is shown as ?"
  fi
  what="REMOTES entry $index ($entry)"
  case "$entry" in
    ?*=?*) ;;
    *) fail "$what must be name=url (the remote's federation name, then its mf-manifest.json URL)" ;;
  esac
  name=${entry%%=*}
  url=${entry#*=}
  case "$name" in
    [!$first_chars]* | *[!$name_chars]*)
      fail "$what: the name must be a federation name (letters, digits, _ and \$; not starting with a digit), got: $name" ;;
  esac
  case "$names" in
    *" $name "*) fail "$what: $name is listed twice (each remote once)" ;;
  esac
  names="$names$name "
  case "$url" in
    *'"'* | *'\'*) fail "$what: the URL must not contain quotes or backslashes" ;;
    http://?*/mf-manifest.json | https://?*/mf-manifest.json) ;;
    *) fail "$what: the URL must be an http(s) URL ending in /mf-manifest.json, got: $url" ;;
  esac
  o=$(origin "$what: the URL" "$url")
  remote_origins=$(sources $remote_origins "$o")
  entries="${entries:+$entries,
}    { \"name\": \"$name\", \"manifest\": \"$url\" }"
done

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
# Same policy as shellContentSecurityPolicy() in tooling/src/security-policy.ts (deploy/test
# compares them); nginx puts a fresh nonce ($request_id) in it and in the page.
csp_out="${CSP_CONF_PATH:-/etc/nginx/snippets/shell-csp.conf}"

backend=""
if [ "$supabase" != null ]; then backend=$(origin SUPABASE_URL "$supabase_url"); fi
overrides=""
sockets=""
if [ "$allow" = true ]; then
  overrides="localhost:* 127.0.0.1:*"
  sockets="ws://localhost:* ws://127.0.0.1:*"
fi

csp="default-src 'self'"
csp="$csp; script-src $(sources "'self'" "'nonce-\$request_id'" $remote_origins $overrides)"
csp="$csp; style-src $(sources "'self'" "'nonce-\$request_id'" $remote_origins $overrides)"
csp="$csp; img-src $(sources "'self'" $remote_origins $backend $overrides blob: data:)"
csp="$csp; font-src $(sources "'self'" $remote_origins)"
csp="$csp; connect-src $(sources "'self'" $remote_origins $backend $overrides $sockets)"
csp="$csp; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

csp_tmp="$csp_out.tmp.$$"
printf '# Written at container start by docker-entrypoint-env.sh from the runtime config.\nadd_header Content-Security-Policy "%s" always;\n' "$csp" > "$csp_tmp"
chmod 0644 "$csp_tmp"
mv -f "$csp_tmp" "$csp_out"

tmp="$out.tmp.$$"
cat > "$tmp" <<JSON
{
  "remotes": [
$entries
  ],
  "supabase": $supabase,
  "allowOverrides": $allow
}
JSON
chmod 0644 "$tmp"
mv -f "$tmp" "$out"
echo "env.json: wrote $out (remotes:${names% }; supabase: ${supabase_url:-none}, allowOverrides: $allow)"

