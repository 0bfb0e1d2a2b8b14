import { selectUser, useAppSelector, useTranslation } from '@storefront/platform';
import { Container, PageHeader, Stack } from '@storefront/ui';
import { ChangePasswordCard } from '../features/security/ChangePasswordCard';
import { SignInLogCard } from '../features/security/SignInLogCard';
import { TwoFactorCard } from '../features/security/TwoFactorCard';
import { ACCOUNT_NS } from '../i18n/register';

/** /account/security: two-factor authentication, password and recent sign-ins of the signed-in customer. */
export function SecurityPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <Container style={{ paddingBottom: 48 }}>
      <PageHeader title={t('security.title')} subtitle={t('security.subtitle')} />
      <Stack gap={24} style={{ maxWidth: 720 }}>
        <TwoFactorCard user={user} />
        <ChangePasswordCard user={user} />
        <SignInLogCard />
      </Stack>
    </Container>
  );
}
