import type { SharedView, ShareLink, ShareLinkCreateBody, ShareLinkPage } from '@tracklane/domain';
import { request } from '../../../app/request';

const LINKS = '/application/ocean/share/links';

/** Share links (issue 22): create, list, revoke; the public page's read. */
export const shareApi = {
  create: async (body: ShareLinkCreateBody) =>
    (await request<ShareLink>({ url: LINKS, method: 'POST', data: body })).data,
  list: async (pageIndex: number, pageSize: number) =>
    (await request<ShareLinkPage>({ url: LINKS, params: { pageIndex, pageSize } })).data,
  revoke: async (id: string) =>
    (await request<ShareLink>({ url: `${LINKS}/${encodeURIComponent(id)}/revoke`, method: 'POST', data: {} }))
      .data,
  /** Silent: a wrong link is the page's own state, not a toast. */
  shared: async (token: string) =>
    (
      await request<SharedView>({
        url: `/application/ocean/shared/${encodeURIComponent(token)}`,
        silent: true,
      })
    ).data,
};
