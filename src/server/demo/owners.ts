/** The owners of the demo listings. They get sign-in credentials where accounts are made. */
export interface DemoOwner {
  name: string;
  email: string;
}

export const DEMO_EMAIL_DOMAIN = 'demo.homestead.test';

export const DEMO_OWNERS: readonly DemoOwner[] = [
  { name: 'Asha Menon', email: `asha@${DEMO_EMAIL_DOMAIN}` },
  { name: 'Rohan Mehta', email: `rohan@${DEMO_EMAIL_DOMAIN}` },
  { name: 'Priya Sharma', email: `priya@${DEMO_EMAIL_DOMAIN}` },
  { name: 'Vikram Iyer', email: `vikram@${DEMO_EMAIL_DOMAIN}` },
  { name: 'Farah Khan', email: `farah@${DEMO_EMAIL_DOMAIN}` },
];
