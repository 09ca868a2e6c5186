#!/usr/bin/env bash
# Installs the pinned Schemathesis (scripts/schemathesis.requirements.txt) into a Python venv at
# .tools/schemathesis, unless that venv already has that version. Needs python3 with venv
# (Debian: python3-venv; .ci/run installs it).
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.tools/schemathesis
wanted=$(sed -n 's/^schemathesis==//p' scripts/schemathesis.requirements.txt)
if [ -x "$venv/bin/st" ] && [ "$("$venv/bin/st" --version 2>/dev/null)" = "st, version $wanted" ]; then
  echo "[schemathesis] $wanted is installed in $venv"
  exit 0
fi
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check -r scripts/schemathesis.requirements.txt
echo "[schemathesis] installed $("$venv/bin/st" --version) in $venv"
