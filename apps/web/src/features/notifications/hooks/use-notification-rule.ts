import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationRuleInput } from '@tracklane/domain';
import { notificationsApi } from '../api/notifications-api';
import { NOTICE_KEYS } from './query-keys';

/** The member's reminder rule (GET /application/rule/event); the defaults until they save one. */
export function useNotificationRule() {
  return useQuery({ queryKey: [NOTICE_KEYS.rule, {}], queryFn: notificationsApi.rule });
}

/** Saves the rule (POST /application/rule/event); the answer is the stored rule. */
export function useSaveNotificationRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationRuleInput) => notificationsApi.saveRule(body),
    onSuccess: (rule) => client.setQueryData([NOTICE_KEYS.rule, {}], rule),
  });
}

/** This month's notifications sent per channel against the plan's allowance (GET /application/rule/calls0). */
export function useNotificationUsage() {
  return useQuery({ queryKey: [NOTICE_KEYS.usage, {}], queryFn: notificationsApi.usage });
}
