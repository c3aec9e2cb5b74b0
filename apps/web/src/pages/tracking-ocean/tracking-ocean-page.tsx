import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSignedIn } from '../../app/session/use-signed-in';
import { OCEAN_KEYS } from '../../features/ocean/hooks/query-keys';
import { useOceanLive } from '../../features/ocean/hooks/use-ocean-live';
import { ImportButton } from '../../features/ocean-import';
import { ShareInvitations } from '../../features/ocean-list/components/share-invitations';
import { ShipmentList } from '../../features/ocean-list/components/shipment-list';
import { OceanSearchBox } from '../../features/ocean-search/components/ocean-search-box';
import './tracking-ocean-page.css';

/**
 * /tracking/ocean — the ocean search box above "my tracking list", and between them the
 * shipments other companies shared with the member, to accept or refuse. Rows follow refreshes
 * live; a new subscription from the box shows up in the list at once.
 */
export default function TrackingOceanPage() {
  const client = useQueryClient();
  const signedIn = useSignedIn();
  useOceanLive();
  const onSubscribed = useCallback(() => {
    void client.invalidateQueries({ queryKey: [OCEAN_KEYS.list] });
    void client.invalidateQueries({ queryKey: [OCEAN_KEYS.facets] });
  }, [client]);
  return (
    <div className="tl-tracking-ocean">
      <OceanSearchBox variant="bar" onSubscribed={onSubscribed} />
      <ShareInvitations />
      {/* Bulk import is for members: the rows go to their organisation. */}
      <ShipmentList actions={signedIn ? <ImportButton /> : undefined} />
    </div>
  );
}
