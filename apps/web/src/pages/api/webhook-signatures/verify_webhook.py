import base64
import hashlib
import hmac
import json
import time

# Refuse messages signed further than this from your clock (replay protection).
TOLERANCE_SECONDS = 300


class WebhookVerificationError(Exception):
    pass


def verify_webhook(secret, headers, body, now=None):
    """Checks a Tracklane webhook and returns its payload; raises WebhookVerificationError otherwise.

    body: the raw request body as bytes, exactly as received (parse it only after this check).
    headers: the request headers (a case-insensitive mapping such as Flask's request.headers).
    secret: the endpoint's "whsec_..." secret.
    """
    msg_id = headers.get("webhook-id")
    timestamp = headers.get("webhook-timestamp")
    signatures = headers.get("webhook-signature")
    if not msg_id or not timestamp or not signatures:
        raise WebhookVerificationError("missing webhook headers")

    now = time.time() if now is None else now
    try:
        sent_at = int(timestamp)
    except ValueError:
        raise WebhookVerificationError("bad timestamp")
    if abs(now - sent_at) > TOLERANCE_SECONDS:
        raise WebhookVerificationError("timestamp too old or too new")

    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{msg_id}.{timestamp}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()

    # Space-separated "v1,<base64>" entries: during a secret rotation there is one per secret.
    for entry in signatures.split(" "):
        version, _, signature = entry.partition(",")
        if version == "v1" and hmac.compare_digest(signature, expected):
            # Retries and redeliveries keep the same webhook-id: skip an id you have already handled.
            return json.loads(body)
    raise WebhookVerificationError("no valid signature")
