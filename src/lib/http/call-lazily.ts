import type { InferOutput } from 'valibot';
import type * as Contract from '@/contract/endpoints';
import type { Endpoint } from '@/contract/endpoints';
import type { CallConfig } from './client';

/**
 * `call` of ./client for the endpoint `pick` chooses, with the client and the contract's schemas
 * (axios, valibot: about 25 KB gzip) fetched at the first call. The login dialog calls the API
 * only once a visitor has typed, so it paints its inputs without them; the client arrives in the
 * meantime (src/app/islands.ts preloads it after the dialog's own files).
 */
export async function callLazily<E extends Endpoint>(
  pick: (contract: typeof Contract) => E,
  config?: CallConfig,
): Promise<InferOutput<E['answer']>> {
  const [{ call }, contract] = await Promise.all([
    import('./client'),
    import('@/contract/endpoints'),
  ]);
  return call(pick(contract), config);
}
