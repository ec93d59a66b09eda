// A scenario's users for the tests of loading them at start (demo-users.ts, team-start.ts): an admin of
// every pharmacy and a seller of one, each with a demo password.
import type { ScenarioUser } from '../scenarios/scenario'

export const TWO_DEMO_USERS: ScenarioUser[] = [
  { email: 'admin@r.example', name: 'Ada', role: 'admin', npis: 'all', demoPassword: 'admin-demo-pass' },
  {
    email: 'seller@r.example',
    name: 'Sam',
    role: 'seller',
    npis: [1234567893],
    demoPassword: 'seller-demo-pw',
  },
]
