#!/bin/sh
# Regenerates the gpsd golden decodes of binary.aivdm and the ggencoder capture
# (binary/binary.gpsd.test.ts). Needs
# gpsdecode from Debian bookworm's gpsd-clients package (revision 3.22). Plain gpsdecode prints
# scaled values, -u raw ones; its stderr (the refused over- and under-length messages) is dropped.
set -eu
cd "$(dirname "$0")"
gpsdecode -V
node make-binary.mjs
for input in binary.aivdm ggencoder_samples.aivdm; do
  name="${input%.*}"
  gpsdecode -u <"$input" >"gpsd/$name.unscaled.jsonl" 2>/dev/null
  gpsdecode <"$input" >"gpsd/$name.scaled.jsonl" 2>/dev/null
done
