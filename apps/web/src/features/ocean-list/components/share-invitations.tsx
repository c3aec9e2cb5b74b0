import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { useDecideShareInvitation, useShareInvitations } from '../hooks/use-share-invitations';
import './ocean-list.css';
import { ZonedTimeText } from '../../../shared/time/zoned-time';

/**
 * Shipments other companies shared with the signed-in member, each waiting to be accepted (it
 * then joins the list and counts against the company's volume) or refused. Shown above the
 * tracking list only while there are some. Test ids: `share-invitations`,
 * `share-invitation-<id>`, `invitation-accept-<id>`, `invitation-refuse-<id>`.
 */
export function ShareInvitations() {
  const { t } = useTranslation('oceanList');
  const message = useMessage();
  const invitations = useShareInvitations();
  const decide = useDecideShareInvitation();
  const offers = invitations.data ?? [];
  if (offers.length === 0) return null;

  const onDecide = (id: string, accept: boolean) =>
    decide.mutateAsync({ id, accept }).then(
      () => void message.success(t(accept ? 'invitations.accepted' : 'invitations.refused')),
      () => undefined, // toasted by the request client (42900 when the volume is used up)
    );

  return (
    <section className="tl-invitations" data-testid="share-invitations">
      <h2 className="tl-invitations-title">{t('invitations.title')}</h2>
      <p className="tl-list-sub">{t('invitations.hint')}</p>
      <ul className="tl-invitations-list">
        {offers.map((offer) => {
          const busy = decide.isPending && decide.variables?.id === offer.id;
          const route = [offer.polCode, offer.podCode].filter(Boolean).join(' → ');
          return (
            <li key={offer.id} className="tl-invitation" data-testid={`share-invitation-${offer.id}`}>
              <div className="tl-invitation-what">
                <strong className="tl-invitation-number">{offer.businessNumber}</strong>
                <span className="tl-list-sub">
                  {[offer.carrierCode, route].filter(Boolean).join(' · ')}
                  {' · '}
                  <ZonedTimeText at={offer.createdAt} />
                </span>
                <span className="tl-list-sub">
                  {t('invitations.from', { user: offer.fromUser, company: offer.fromOrganization })}
                </span>
              </div>
              <div className="tl-invitation-actions">
                <Button
                  type="primary"
                  size="small"
                  loading={busy && decide.variables?.accept}
                  disabled={busy}
                  onClick={() => onDecide(offer.id, true)}
                  data-testid={`invitation-accept-${offer.id}`}
                >
                  {t('invitations.accept')}
                </Button>
                <Button
                  size="small"
                  loading={busy && !decide.variables?.accept}
                  disabled={busy}
                  onClick={() => onDecide(offer.id, false)}
                  data-testid={`invitation-refuse-${offer.id}`}
                >
                  {t('invitations.refuse')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
