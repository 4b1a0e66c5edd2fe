/**
 * The journeys that write state and read it back (sessions, uploads, saved homes, alerts,
 * reports, messages), which `npm run test:cluster` runs on a desktop through the balancer, where
 * each request may land on either instance. When `npm test` runs the cluster too, the
 * single-instance run takes them on the phone only: each journey then runs once in each layout.
 */
export const CLUSTER_JOURNEYS = [
  'accounts',
  'contact',
  'images',
  'publishing',
  'saved',
  'taken-homes',
  'talking-contact',
  'talking-messages',
  'watching-reports',
  'watching-searches',
  'withering-listings',
].map((name) => `e2e/${name}.spec.ts`);
