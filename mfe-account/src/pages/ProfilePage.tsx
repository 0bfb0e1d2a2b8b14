import { selectUser, useAppSelector, useTranslation } from '@storefront/platform';
import { Container, PageHeader, Stack } from '@storefront/ui';
import { ForcedPasswordCard } from '../features/profile/ForcedPasswordCard';
import { LanguageCard } from '../features/profile/LanguageCard';
import { NewsletterCard } from '../features/profile/NewsletterCard';
import { PhoneNumberCard } from '../features/profile/PhoneNumberCard';
import { PhoneVerificationCard } from '../features/profile/PhoneVerificationCard';
import { ProfileDetailsCard } from '../features/profile/ProfileDetailsCard';
import { ACCOUNT_NS } from '../i18n/register';

/** /account/profile: names and username, the phone number, the language and the newsletter of the signed-in customer. */
export function ProfilePage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <Container style={{ paddingBottom: 48 }}>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <Stack gap={24} style={{ maxWidth: 720 }}>
        {user.mustChangePassword && <ForcedPasswordCard />}
        <ProfileDetailsCard user={user} />
        <PhoneNumberCard user={user} />
        <PhoneVerificationCard user={user} />
        <LanguageCard user={user} />
        <NewsletterCard user={user} />
      </Stack>
    </Container>
  );
}
