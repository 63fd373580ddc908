// The page-level forwarding call of spec §7: a marketing URL's query string is sent once to the
// API, which keeps its campaign parameters for attribution of a later sign-up. Once per query per
// browser session (a reload does not send it again); failures are ignored, it is best effort.
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { api } from '@/platform/api';

const SENT_KEY = 'stockroom.campaign-sent';

export function useForwardCampaign(pathname: string): void {
  const search = useSearch();
  useEffect(() => {
    if (!search) return;
    const marker = `${pathname}?${search}`;
    try {
      if (sessionStorage.getItem(SENT_KEY) === marker) return;
      sessionStorage.setItem(SENT_KEY, marker);
    } catch {
      // no storage: send anyway, the server stores a repeat once
    }
    api({
      method: 'POST',
      path: '/attribution',
      body: { query: search, landing_path: pathname },
    }).catch(() => {});
  }, [pathname, search]);
}
