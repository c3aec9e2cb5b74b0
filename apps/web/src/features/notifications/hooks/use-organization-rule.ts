import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationNotificationRuleInput } from '@tracklane/domain';
import { organizationRuleApi } from '../api/organization-rule-api';
import { NOTICE_KEYS } from './query-keys';

/** The organisation's reminder rule; asked only of members who may see it (company.view). */
export function useOrganizationRule(enabled: boolean) {
  return useQuery({
    queryKey: [NOTICE_KEYS.organizationRule, {}],
    queryFn: organizationRuleApi.rule,
    enabled,
  });
}

/**
 * Saves or removes the organisation's rule; the member's own rule is read again, since they may
 * follow it.
 */
export function useSaveOrganizationRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationNotificationRuleInput) => organizationRuleApi.save(body),
    onSuccess: (rule) => {
      client.setQueryData([NOTICE_KEYS.organizationRule, {}], rule);
      void client.invalidateQueries({ queryKey: [NOTICE_KEYS.rule] });
    },
  });
}

export function useDeleteOrganizationRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => organizationRuleApi.remove(),
    onSuccess: (rule) => {
      client.setQueryData([NOTICE_KEYS.organizationRule, {}], rule);
      void client.invalidateQueries({ queryKey: [NOTICE_KEYS.rule] });
    },
  });
}

/** "Reset to the organisation's rule": the member's own rule is deleted; the answer is the one they follow. */
export function useResetNotificationRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => organizationRuleApi.resetMine(),
    onSuccess: (rule) => {
      client.setQueryData([NOTICE_KEYS.rule, {}], rule);
      void client.invalidateQueries({ queryKey: [NOTICE_KEYS.organizationRule] });
    },
  });
}
