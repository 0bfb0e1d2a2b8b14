import type { HostingProductType } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Button, Card, Heading, IconList, Price, Stack, Text } from '@storefront/ui';
import { catalogueApi } from '../../../shared/catalogue-api';
import { hostingApi } from '../../../shared/hosting-api';
import { HOSTING_NS } from '../../../i18n/register';

/** The "from" price of a product type (GET /products/min-price), the same figure the home page and menus show. */
export function FromPrice({ type }: { type: HostingProductType }) {
  const { t } = useTranslation(HOSTING_NS);
  const { data } = catalogueApi.useGetMinPricesQuery();
  const cents = data?.[type];
  if (cents === undefined) return null;
  return (
    <Text data-testid="from-price">
      {t('configure.from')} <Price cents={cents} suffix={t('plans.perMonth')} />
    </Text>
  );
}

/** The shared hosting control panel's public demo (GET /products/shared-hosting/demo), with what it does. */
export function SharedHostingDemo() {
  const { t } = useTranslation(HOSTING_NS);
  const { data } = hostingApi.useGetSharedHostingDemoQuery();
  if (!data) return null;
  return (
    <Card aria-labelledby="shared-demo">
      <Stack gap={12}>
        <Heading level={2} size="card" id="shared-demo">
          {t('configure.demo.title', { panel: data.panel })}
        </Heading>
        <IconList items={data.features} />
        <Button as="a" href={data.url} target="_blank" rel="noopener noreferrer" variant="secondary">
          {t('configure.demo.open', { panel: data.panel })}
        </Button>
      </Stack>
    </Card>
  );
}
