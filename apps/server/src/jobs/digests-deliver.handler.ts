import { getOrCreateSecret } from '../auth/secrets.js';
import { listUnsubscribeHeaders } from '../messaging/list-unsubscribe.js';
import { deliverDigestEmail } from '../services/notifications/deliver-digest-email.js';
import { renderDigestMail } from '../services/notifications/render-digest-mail.js';
import { UNSUBSCRIBE_SECRET_NAME, unsubscribeToken } from '../services/notifications/unsubscribe-token.js';
import type { JobHandler } from './define-job.js';

const handleDigestsDeliver: JobHandler<{ deliveryId: string }> = async (
  { deliveryId },
  { db, config, clock, messaging, reference, finalAttempt, log, jobId },
) => {
  if (!messaging) throw new Error('digests.deliver needs outgoing mail (plugins/messaging.ts)');
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  const secret = await getOrCreateSecret(db, UNSUBSCRIBE_SECRET_NAME);
  const outcome = await deliverDigestEmail({
    db,
    deliveryId,
    now: clock.now(),
    finalAttempt,
    compose: (subject) => {
      // The notices' unsubscribe link: it knows digest deliveries too (unsubscribe-notice-email.ts).
      const token = encodeURIComponent(unsubscribeToken(secret, subject.deliveryId));
      const oneClick = `${base}/application/notices/unsubscribe?token=${token}`;
      const { language } = subject;
      const mail = renderDigestMail({
        ...subject,
        portOf: (code) => {
          const port = reference.ports.get(code);
          if (!port) return null;
          const name =
            language === 'zh' ? port.nameCn : language === 'jp' ? (port.nameJp ?? port.nameEn) : port.nameEn;
          return { name, timeZone: port.timeZone };
        },
        carrierOf: (code) => {
          const carrier = reference.carriers.get(code);
          if (!carrier) return null;
          return language === 'zh' ? (carrier.nameCn ?? carrier.shortName) : carrier.shortName;
        },
        links: {
          shipment: (id) => `${base}/ocean/detail?id=${encodeURIComponent(id)}`,
          settings: `${base}/user/settings/notifications`,
          unsubscribe: `${base}/notices/unsubscribe?token=${token}`,
        },
      });
      return { ...mail, headers: listUnsubscribeHeaders(oneClick) };
    },
    sendMail: (message) => messaging.sendMail(message),
  });
  log.info({ jobId, deliveryId, outcome }, 'digest e-mail delivery');
};

export default handleDigestsDeliver;
