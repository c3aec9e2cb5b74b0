import { sendMsgappMessage } from '@tracklane/connectors';
import type { PortDirectory } from '@tracklane/domain';
import { getOrCreateSecret } from '../auth/secrets.js';
import { listUnsubscribeHeaders } from '../messaging/list-unsubscribe.js';
import {
  deliverNoticeEmail,
  type NoticeMailSubject,
} from '../services/notifications/deliver-notice-email.js';
import { deliverNoticeMsgapp } from '../services/notifications/deliver-notice-msgapp.js';
import { deliveryChannelOf } from '../services/notifications/delivery-channel-of.js';
import { renderNoticeMail } from '../services/notifications/render-notice-mail.js';
import { renderNoticeMessage } from '../services/notifications/render-notice-message.js';
import { UNSUBSCRIBE_SECRET_NAME, unsubscribeToken } from '../services/notifications/unsubscribe-token.js';
import type { JobHandler } from './define-job.js';

const handleNotificationsDeliver: JobHandler<{ deliveryId: string }> = async (
  { deliveryId },
  { db, config, clock, messaging, reference, finalAttempt, log, jobId },
) => {
  if (!messaging) throw new Error('notifications.deliver needs outgoing mail (plugins/messaging.ts)');
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  const shipmentUrl = (subscriptionId: string) =>
    `${base}/ocean/detail?id=${encodeURIComponent(subscriptionId)}`;
  const carrierName = (language: 'zh' | 'en' | 'jp') => (code: string) => {
    const carrier = reference.carriers.get(code);
    if (!carrier) return null;
    return language === 'zh' ? (carrier.nameCn ?? carrier.shortName) : carrier.shortName;
  };
  if ((await deliveryChannelOf(db, deliveryId)) === 'msgapp') {
    const outcome = await deliverNoticeMsgapp({
      db,
      deliveryId,
      now: clock.now(),
      finalAttempt,
      compose: (subject) =>
        renderNoticeMessage({
          ...subject,
          portOf: portNames(reference.ports, subject.language),
          carrierOf: carrierName(subject.language),
          shipmentUrl: shipmentUrl(subject.notice.shipment.subscriptionId),
        }),
      send: (message) => sendMsgappMessage(messaging.msgapp, message),
    });
    log.info({ jobId, deliveryId, outcome }, 'notice messaging-app delivery');
    return;
  }
  const secret = await getOrCreateSecret(db, UNSUBSCRIBE_SECRET_NAME);
  const outcome = await deliverNoticeEmail({
    db,
    deliveryId,
    now: clock.now(),
    finalAttempt,
    compose: (subject: NoticeMailSubject) => {
      const token = encodeURIComponent(unsubscribeToken(secret, subject.deliveryId));
      const oneClick = `${base}/application/notices/unsubscribe?token=${token}`;
      const mail = renderNoticeMail({
        language: subject.language,
        timeDisplay: subject.timeDisplay,
        recipientName: subject.recipientName,
        notice: subject.notice,
        portOf: portNames(reference.ports, subject.language),
        carrierOf: carrierName(subject.language),
        links: {
          shipment: shipmentUrl(subject.notice.shipment.subscriptionId),
          settings: `${base}/user/settings/notifications`,
          unsubscribe: `${base}/notices/unsubscribe?token=${token}`,
        },
      });
      // RFC 8058: mail clients offer "unsubscribe" and post to the link without opening a page.
      return { ...mail, headers: listUnsubscribeHeaders(oneClick) };
    },
    sendMail: (message) => messaging.sendMail(message),
  });
  log.info({ jobId, deliveryId, outcome }, 'notice e-mail delivery');
};

/** The port's name in the recipient's language and its zone, from the reference data. */
function portNames(ports: PortDirectory, language: 'zh' | 'en' | 'jp') {
  return (code: string) => {
    const port = ports.get(code);
    if (!port) return null;
    const name =
      language === 'zh' ? port.nameCn : language === 'jp' ? (port.nameJp ?? port.nameEn) : port.nameEn;
    return { name, timeZone: port.timeZone };
  };
}

export default handleNotificationsDeliver;
