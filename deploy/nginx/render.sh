#!/usr/bin/env bash
# Prints deploy/nginx/segnav.conf.template filled in for a list of nodes: the
# http-context part of an nginx configuration (DESIGN.md §7, docs/SCALING.md).
#   deploy/nginx/render.sh LISTEN NAME=HOST:PORT [NAME=HOST:PORT ...] > segnav.conf
#   e.g. render.sh 0.0.0.0:80 a=10.0.0.11:8080 b=10.0.0.12:8080 c=10.0.0.13:8080
# NAME is the node's --node name ([a-z0-9-]{1,16}); HOST is numeric or a name
# nginx resolves at start-up. deploy/run-cluster.sh calls this.
set -euo pipefail
[ $# -ge 2 ] || { sed -n '2,7p' "$0" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
listen=$1; shift

upstreams="" any="" routes="" seen=" "
for node in "$@"; do
  name=${node%%=*} address=${node#*=}
  [[ $name =~ ^[a-z0-9-]{1,16}$ ]] || { echo "render.sh: node name '$name' must match [a-z0-9-]{1,16}" >&2; exit 2; }
  [[ $node == *=* && $address == *:* ]] || { echo "render.sh: expected NAME=HOST:PORT, got '$node'" >&2; exit 2; }
  [[ $seen != *" $name "* ]] || { echo "render.sh: node '$name' given twice" >&2; exit 2; }
  seen+="$name "
  upstreams+="upstream segnav_node_$name {"$'\n'"    server $address;"$'\n'"    keepalive 32;"$'\n'"    keepalive_timeout 20s;"$'\n'"}"$'\n'
  any+="    server $address;"$'\n'
  routes+="    ~^/v1/sessions/$name\\.$(printf '%*s' $((16 - ${#name})) '')  segnav_node_$name;"$'\n'
done

# Replace each placeholder line (nothing else on it but spaces) with its block.
UPSTREAMS=${upstreams%$'\n'} ANY=${any%$'\n'} ROUTES=${routes%$'\n'} LISTEN=$listen awk '
  /^[ \t]*@NODE_UPSTREAMS@[ \t]*$/ { print ENVIRON["UPSTREAMS"]; next }
  /^[ \t]*@ANY_SERVERS@[ \t]*$/    { print ENVIRON["ANY"]; next }
  /^[ \t]*@NODE_ROUTES@[ \t]*$/    { print ENVIRON["ROUTES"]; next }
  /^[ \t]*listen[ \t]+@LISTEN@;/ { sub(/@LISTEN@/, ENVIRON["LISTEN"]) }
  { print }
' "$here/segnav.conf.template"
