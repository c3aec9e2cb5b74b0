#!/bin/sh
# Regenerates the gpsd golden decodes of binary.aivdm and the ggencoder capture
# (binary/binary.gpsd.test.ts). Needs
# gpsdecode from Debian bookworm's gpsd-clients package (revision 3.22). Plain gpsdecode prints
# scaled values, -u raw ones; its stderr (the refused over- and under-length messages) is dropped.
set -eu
cd "$(dirname "$0")"
gpsdecode -V
node make-binary.mjs
# gpsd decodes a copy with the fill bits cleared: they pad the payload and are never data (our
# decoder clears them on load; see README.md), while gpsd 3.22 reads them past a short payload.
cleared=$(mktemp)
trap 'rm -f "$cleared"' EXIT
for input in binary.aivdm ggencoder_samples.aivdm; do
  name="${input%.*}"
  node clear-fill-bits.mjs <"$input" >"$cleared"
  gpsdecode -u <"$cleared" >"gpsd/$name.unscaled.jsonl" 2>/dev/null
  gpsdecode <"$cleared" >"gpsd/$name.scaled.jsonl" 2>/dev/null
done
