#!/bin/sh
# Regenerates the gpsd golden decodes of binary.aivdm (binary/binary.gpsd.test.ts). Needs
# gpsdecode from Debian bookworm's gpsd-clients package (revision 3.22). Plain gpsdecode prints
# scaled values, -u raw ones; its stderr (the refused over- and under-length messages) is dropped.
set -eu
cd "$(dirname "$0")"
gpsdecode -V
node make-binary.mjs
gpsdecode -u <binary.aivdm >gpsd/binary.unscaled.jsonl 2>/dev/null
gpsdecode <binary.aivdm >gpsd/binary.scaled.jsonl 2>/dev/null
