#!/bin/sh
# Writes the shell's runtime config (/env.json) and its page's Content-Security-Policy from
# environment variables when the container starts, so one shell image fits every environment,
# and puts the storefront's headline into the page. The nginx image runs it from
# /docker-entrypoint.d/; a non-zero exit stops the container with the message below.
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
#   STATIC_FRAME_URL    optional: http(s) URL of the storefront headline's HTML fragment (the
#                       catalog's static-frame.html, as this container reaches it). Fetched at
#                       every start with wget (tried again each second, up to
#                       STATIC_FRAME_TIMEOUT) and put in place of the page's
#                       <!--storefront-headline-->; when it cannot be had the page shows its frame
#                       without a headline (a warning, never a failed start).
#   STATIC_FRAME_TIMEOUT
#                       seconds the fetch may take, all tries together (default 5)
#   ENV_JSON_PATH       where to write (default /usr/share/nginx/html/env.json)
#   CSP_CONF_PATH       where to write the page's Content-Security-Policy for nginx
#                       (default /etc/nginx/snippets/shell-csp.conf, included by shell/nginx.conf)
#   INDEX_HTML_PATH     the page served (default /usr/share/nginx/html/index.html)
#   INDEX_TEMPLATE_PATH the page as built, kept at the first start outside the served folder so
#                       that every start fills in a fresh headline (default
#                       /usr/share/nginx/index.template.html)
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
# Same policy as shellContentSecurityPolicy() in build/src/security-policy.ts (deploy/test
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

# ---- the static frame's headline: the catalog's fragment in the page --------------------------
# Decoration of the first paint only: nothing here stops the container. The fragment comes from
# the deployment STATIC_FRAME_URL names (the catalog's, which owns the headline's text); a page
# without it still paints its frame, and the catalog's hero replaces the frame anyway.
page="${INDEX_HTML_PATH:-/usr/share/nginx/html/index.html}"
template="${INDEX_TEMPLATE_PATH:-/usr/share/nginx/index.template.html}"
marker='<!--storefront-headline-->'

warn() {
  echo "static frame: $*; the page shows its frame without the storefront headline" >&2
}

# Writes $1 as the served page, readable by nginx's workers.
publish() {
  page_tmp="$page.tmp.$$"
  if cat "$1" > "$page_tmp" && chmod 0644 "$page_tmp" && mv -f "$page_tmp" "$page"; then return 0; fi
  rm -f "$page_tmp"
  return 1
}

# Fetches URL $2 into file $3, trying again each second until $1 seconds have passed: the catalog's
# server may be starting beside this container. busybox wget has no timeout of its own everywhere;
# `timeout` bounds each try to the time left.
fetch_within() {
  deadline=$(($(date +%s) + $1))
  while :; do
    left=$((deadline - $(date +%s)))
    [ "$left" -gt 0 ] || return 1
    if command -v timeout > /dev/null 2>&1; then
      timeout "$left" wget -q -O "$3" "$2" > /dev/null 2>&1 && return 0
    else
      wget -q -O "$3" "$2" > /dev/null 2>&1 && return 0
    fi
    sleep 1
  done
}

headline() {
  frame_url="$1"
  [ -f "$page" ] || { warn "no page at $page"; return 0; }
  # The page as built, kept at the first start: a restart fills in the headline afresh.
  if [ ! -f "$template" ]; then
    cp "$page" "$template" || { warn "cannot keep the page as built at $template"; return 0; }
  fi
  case "$frame_url" in
    http://?* | https://?*) ;;
    *) warn "STATIC_FRAME_URL must be an http(s) URL, got: $frame_url"; publish "$template"; return 0 ;;
  esac
  if ! grep -qF -- "$marker" "$template"; then
    warn "the page has no $marker"
    return 0
  fi
  seconds="${STATIC_FRAME_TIMEOUT:-5}"
  case "$seconds" in
    '' | *[!0-9]*) warn "STATIC_FRAME_TIMEOUT must be a number of seconds, got: $seconds"; publish "$template"; return 0 ;;
  esac
  fragment="$template.fragment.$$"
  if ! fetch_within "$seconds" "$frame_url" "$fragment"; then
    rm -f "$fragment"
    warn "could not fetch $frame_url within ${seconds}s (unreachable, refused or an HTTP error)"
    publish "$template"
    return 0
  fi
  size=$(wc -c < "$fragment" | tr -d ' ')
  problem=""
  if [ "$size" = 0 ]; then
    problem="it is empty"
  elif [ "$size" -gt 65536 ]; then
    problem="it is $size bytes, more than 64 KiB"
  elif grep -qi '<script' "$fragment"; then
    # The frame paints before any script; a fragment that brings one is not a headline.
    problem="it holds a script element"
  elif grep -qF '__CSP_NONCE__' "$fragment"; then
    # nginx would fill in the page's nonce there, the key to running inline code.
    problem="it holds the page's nonce placeholder"
  fi
  if [ -n "$problem" ]; then
    rm -f "$fragment"
    warn "refused the fragment from $frame_url: $problem"
    publish "$template"
    return 0
  fi
  filled="$template.filled.$$"
  # awk, not sed: the fragment is text to copy, whatever characters it holds.
  if awk -v marker="$marker" -v fragment_file="$fragment" '
      BEGIN { while ((getline line < fragment_file) > 0) fragment = fragment (n++ ? "\n" : "") line; close(fragment_file) }
      !done && (i = index($0, marker)) { $0 = substr($0, 1, i - 1) fragment substr($0, i + length(marker)); done = 1 }
      { print }
    ' "$template" > "$filled" && publish "$filled"; then
    echo "static frame: put the storefront headline from $frame_url ($size bytes) into $page"
  else
    warn "could not write $page"
  fi
  rm -f "$fragment" "$filled"
  return 0
}

# Called in an `||` list, so no failing command inside ends the script (set -e does not apply).
if [ -n "${STATIC_FRAME_URL:-}" ]; then
  headline "$STATIC_FRAME_URL" || warn "the headline step failed"
fi
