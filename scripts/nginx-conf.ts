// `npm run nginx-conf`: rewrites the route-dependent lines of deploy/nginx.conf from the route
// manifest (src/config/routes.ts). Run it after adding, removing or renaming a page.
import { readFileSync, writeFileSync } from 'node:fs';
import { ROUTES } from '../src/config/routes';
import { withRoutes } from './nginx-routes';

const file = new URL('../deploy/nginx.conf', import.meta.url);
const before = readFileSync(file, 'utf8');
const after = withRoutes(before, ROUTES);
writeFileSync(file, after);
console.log(after === before ? 'deploy/nginx.conf is up to date' : 'deploy/nginx.conf rewritten');
