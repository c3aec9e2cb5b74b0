import { useMediaQuery } from '../../shared/hooks/use-media-query';

/** Whether the window is at least 992 px wide (Ant Design's `lg`): the header shows the navigation bar. */
export function useWide(): boolean {
  return useMediaQuery('(min-width: 992px)', true);
}
