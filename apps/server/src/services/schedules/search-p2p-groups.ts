import { groupSailings, type P2pGroups } from '@tracklane/domain';
import { type P2pSearchInput, searchP2p } from './search-p2p.js';

/** GET /application/schedule/p2p/group: the page of sailings (the web asks for 200) by service. */
export async function searchP2pGroups(input: P2pSearchInput): Promise<P2pGroups> {
  const page = await searchP2p(input);
  return {
    list: groupSailings(page.list),
    total: page.total,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}
