import type { Scenario } from './scenario'

// The demo group's sign-in users, one per role (docs/team-server.md): Riverside Health Group, whose key
// the server holds when `npm start` runs the demo. Their passwords are published on the sign-in page.

export const DEMO_USERS: NonNullable<Scenario['users']> = [
  {
    email: 'admin@riverside.example',
    name: 'Ada Admin',
    role: 'admin',
    npis: 'all',
    demoPassword: 'riverside-admin-demo',
  },
  {
    email: 'seller@riverside.example',
    name: 'Sam Seller',
    role: 'seller',
    npis: [1234567893, 1188293744],
    demoPassword: 'riverside-seller-demo',
  },
  {
    email: 'buyer@riverside.example',
    name: 'Bea Buyer',
    role: 'buyer',
    npis: [1234567893],
    demoPassword: 'riverside-buyer-demo',
  },
  {
    email: 'viewer@riverside.example',
    name: 'Vic Viewer',
    role: 'viewer',
    npis: [1234567893],
    demoPassword: 'riverside-viewer-demo',
  },
]
