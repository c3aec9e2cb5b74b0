#!/bin/sh
# Regenerates the gpsd golden decodes the decoder is compared with (decoder.gpsd.test.ts).
# Needs gpsdecode from Debian bookworm's gpsd-clients package (revision 3.22), e.g.
#   apt-get install -y --no-install-recommends gpsd-clients
# gpsdecode's JSON output is scaled by default; -u gives raw integers; -s emits type 24
# parts A and B separately instead of only merged A+B pairs. Its stderr (rejections) is dropped.
set -eu
cd "$(dirname "$0")"
gpsdecode -V
for input in synthetic.aivdm binary-synthetic.aivdm libais_test.aivdm pyais_nmea_data_sample.txt pyais_sample.ais pyais_mixed.txt ggencoder_aishub_sample.nmea; do
  name="${input%.*}"
  gpsdecode -u <"$input" >"gpsd/$name.unscaled.jsonl" 2>/dev/null
  gpsdecode <"$input" >"gpsd/$name.scaled.jsonl" 2>/dev/null
  gpsdecode -u -s <"$input" >"gpsd/$name.split24.jsonl" 2>/dev/null
done
# gpsdecode ignores a final line with no terminator; decode that one line of the sample on its own.
printf '%s\n' "$(tail -n 1 pyais_nmea_data_sample.txt)" | gpsdecode -u >gpsd/pyais_nmea_data_sample.last-line.unscaled.jsonl
