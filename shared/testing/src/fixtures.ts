import type { UserInfo } from '@storefront/contracts';

/** A signed-in customer as GET /api/session (and GET /api/users/getUserInformation) answers it, for pages behind sign-in. */
export const customerUser: UserInfo = {
  id: 'u1',
  email: 'sokha@example.com',
  username: null,
  firstName: 'Sokha',
  lastName: 'Chan',
  phoneNumber: '+85512345678',
  role: 'customer',
  localeCode: 'en',
  emailVerified: true,
  twoFactorEnabled: false,
  hasPassword: true,
  mustChangePassword: false,
  newsletterEmail: null,
};
