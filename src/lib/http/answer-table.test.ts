// @vitest-environment node
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type EndpointName } from '@/contract/endpoints';
import { API_BASE } from '@/test/api';
import { ANSWER_TABLE } from '@/test/answer-table';
import { call } from './client';
import { MALFORMED_ANSWER_MSG } from './errors';
import { setErrorNotifier } from './notifier';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CASES = (Object.keys(ANSWER_TABLE) as EndpointName[]).flatMap((name) =>
  ANSWER_TABLE[name].map((row) => ({ name, ...row })),
);

describe('the answer table: every endpoint takes every answer the contract allows', () => {
  it('covers every endpoint of the contract with its four kinds of answer', () => {
    expect(Object.keys(ANSWER_TABLE).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const rows of Object.values(ANSWER_TABLE))
      expect(rows.map((row) => row.kind)).toEqual(['local', 'minimal', 'richer', 'malformed']);
  });

  it.each(CASES)('$name, $kind answer', async ({ name, body, outcome }) => {
    const toast = vi.fn();
    const off = setErrorNotifier(toast);
    server.use(mswHttp.all(`${API_BASE}/*`, () => HttpResponse.json(body as object)));
    const result = call(ENDPOINTS[name], { path: { uuid: 'U' } });
    if (outcome === 'malformed') {
      await expect(result).rejects.toMatchObject({
        kind: 'malformed',
        message: MALFORMED_ANSWER_MSG,
      });
    } else {
      const answer = (await result) as Record<string, unknown>;
      for (const [key, value] of Object.entries(outcome.reads))
        expect(answer[key], key).toStrictEqual(value);
      expect(toast).not.toHaveBeenCalled();
    }
    off();
  });
});
