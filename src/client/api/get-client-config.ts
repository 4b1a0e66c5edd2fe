import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { clientConfigSchema } from '../../shared/schemas/client-config';
import { getJson, type RequestContext } from './http';

/** What the browser needs of the server configuration (GET /api/config). */
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export function getClientConfig(context?: RequestContext): Promise<ClientConfig> {
  return getJson<ClientConfig>('/api/config', context);
}

export function clientConfigQuery() {
  return queryOptions({
    queryKey: ['config'] as const,
    queryFn: (context) => getClientConfig(context),
    staleTime: Infinity,
  });
}

export function useClientConfig() {
  return useQuery(clientConfigQuery());
}
