import { LocaleLink, selectFlags, useAppSelector, useTranslation } from '@storefront/platform';
import { Button, Container, StatusPage } from '@storefront/ui';
import { GoHome } from '../GoHome';

/** /fortune-wheel exists only when its flag is on (spec §2); until its campaign starts it says so. */
export function FortuneWheelPage() {
  const { t } = useTranslation('promotions');
  const flags = useAppSelector(selectFlags);
  if (!flags) return null;
  if (!flags.fortuneWheel) return <GoHome />;
  return (
    <Container>
      <StatusPage
        kind="pending"
        title={t('wheel.comingSoon')}
        description={t('wheel.comingSoonText')}
        actions={
          <Button as={LocaleLink} to="/promotion">
            {t('wheel.seePromotions')}
          </Button>
        }
      />
    </Container>
  );
}
