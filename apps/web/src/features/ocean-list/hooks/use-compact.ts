import { useMediaQuery } from '../../../shared/hooks/use-media-query';

/** True on a phone-sized screen (767 px or narrower): the list shows cards. */
export function useCompact(): boolean {
  return useMediaQuery('(max-width: 767px)', false);
}
