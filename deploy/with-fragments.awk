# Puts `include snippets/fragments.conf;` into a remote's nginx.conf after its
# `include snippets/remote-csp.conf;` (inside its server {}), with the same indentation: the
# remote's image does it when its build has a fragment server (deploy/remote.Dockerfile), the
# local nginx run likewise (scripts/lib/nginx.ts). A conf without that line is an error (exit 2).
{ print }
/^[ \t]*include[ \t]+snippets\/remote-csp\.conf;/ {
  match($0, /^[ \t]*/)
  print substr($0, 1, RLENGTH) "include snippets/fragments.conf;"
  done++
}
END { if (done != 1) { print "with-fragments.awk: expected one `include snippets/remote-csp.conf;`" > "/dev/stderr"; exit 2 } }
