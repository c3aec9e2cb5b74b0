/**
 * The headers that let a mail client offer "unsubscribe" next to the sender: a link, and the
 * one-click promise of RFC 8058 (the client POSTs `List-Unsubscribe=One-Click` to it, with no
 * page to visit). Gmail and Yahoo ask for both from bulk senders. The URL must be HTTPS for that
 * and must itself identify the recipient and the list, as no cookie comes with the POST.
 */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
