// Generated from the catalogue by `npm run add-model` or `npm run documents` (scripts/model-count.ts).
/** How many standard models the catalogue holds (claims-data.test.ts checks it). */
export const MODEL_COUNT = 49;
