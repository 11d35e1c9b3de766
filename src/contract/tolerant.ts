/**
 * The reading rule of every code-200 answer (UI-CONTRACT.md, "Answers the client must take").
 *
 * The company's backend keeps the contract but is not the local API: a RuoYi-style insert answers
 * `{ code: 200, msg: '操作成功' }` with nothing else, a list may come without `rows`, a record with
 * fields this site has never heard of. So an answer schema requires only what the client uses:
 * - fields the client uses are `need(…)`: a wrong type or a missing value is a malformed answer;
 * - fields it only shows when they are there are `may(…)`: missing or of another type, they read
 *   as undefined (never an error for a lead that reached the company);
 * - lists are `rows(…)`: missing or null is an empty list, anything but an array is malformed;
 * - extra fields pass unread (valibot's `object` drops the keys it does not name).
 */
import * as v from 'valibot';

/** A field the client uses: as strict as its schema. */
export const need = <S extends v.GenericSchema>(schema: S) => schema;

/** A field the client can do without: undefined when missing, null or not of its schema. */
export const may = <S extends v.GenericSchema>(schema: S) =>
  v.fallback(v.optional(schema), undefined);

/** A list of records: `[]` when missing or null; malformed when it is not an array. */
const rows = <S extends v.GenericSchema>(item: S) =>
  v.pipe(
    v.nullish(v.array(item)),
    v.transform((list) => list ?? []),
  );

/**
 * A code-200 answer: the envelope (a numeric code and maybe a msg) and the fields of the endpoint.
 * A `msg` that is not text is ignored: the client only shows the msg of refusals.
 */
export const answer = <E extends v.ObjectEntries>(entries: E) =>
  v.object({ code: v.number(), msg: may(v.string()), ...entries });

/** A list answer, `{ code: 200, msg, rows: […], total }` (the total is not used). */
export const listAnswer = <S extends v.GenericSchema>(item: S) => answer({ rows: rows(item) });
