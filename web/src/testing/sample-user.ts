import type { UserProfile } from '../features/auth/auth-types.js';

export const sampleUser: UserProfile = {
  id: 7,
  username: 'trader_jane',
  email: 'jane@example.com',
  first_name: 'Jane',
  last_name: 'Doe',
  country: 'US',
};
