-- Shanghai and Ningbo are known by the codes carriers and forwarders use (CNSHA, CNNGB), no
-- longer by UN/LOCODE's CNSGH and CNNBO (data/ports/port-aliases.json, productCodes). Calls stored
-- before keep their past under the port's code, so its history and on-time figures stay whole.
UPDATE "schedule_calls" SET "port_key" = 'CNSHA' WHERE "port_key" = 'CNSGH';--> statement-breakpoint
UPDATE "schedule_calls" SET "port_key" = 'CNNGB' WHERE "port_key" = 'CNNBO';
