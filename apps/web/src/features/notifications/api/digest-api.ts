import type { DigestSchedule, DigestScheduleInput } from '@tracklane/domain';
import { request } from '../../../app/request';

/** The member's scheduled e-mail digest (GET/POST /application/rule/digest; wire in packages/domain). */
export const digestApi = {
  async schedule() {
    return (await request<DigestSchedule>({ url: '/application/rule/digest' })).data;
  },
  /** Silent: the form shows field problems on their fields and the rest above the button. */
  async save(body: DigestScheduleInput) {
    return (
      await request<DigestSchedule>({
        url: '/application/rule/digest',
        method: 'POST',
        data: body,
        silent: true,
      })
    ).data;
  },
};
