import { useState } from 'react';
import styled from 'styled-components';
import { HOSTING_PAGES, isHostingConfigType, type CartItemInput, type HostingConfigType, type HostingMonths, type HostingProductType, type Product } from '@storefront/contracts';
import { addCartItems, LocaleLink, useAppDispatch, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, Icon, Price, Select, Stack } from '@storefront/ui';
import { periodsFor } from '../billing-periods';
import { HOSTING_NS } from '../../../i18n/register';

const Features = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 8px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.success};
    margin-top: 2px;
  }
`;

/** Where each hosting type's plan is configured. */
const CONFIGURE_PATHS: Record<HostingConfigType, string> = {
  'shared-hosting': `${HOSTING_PAGES['shared-hosting']}/configure`,
  'cloud-hosting': `${HOSTING_PAGES['cloud-hosting']}/configure`,
  'wordpress-hosting': `${HOSTING_PAGES['wordpress-hosting']}/configure`,
};

/** `period` is one of periodsFor(type).choices, the terms the api accepts for the type (a cloud server is configured at /cloud instead). */
function cartItem(type: Exclude<HostingProductType, 'cloud-server'>, key: string, period: number): CartItemInput {
  return { type, package: key, months: period as HostingMonths };
}

/** One plan: monthly (or yearly) price from the api, features, a billing period, and Add to cart. */
export function PlanCard({ plan, type }: { plan: Product; type: HostingProductType }) {
  const { t } = useTranslation(HOSTING_NS);
  const dispatch = useAppDispatch();
  const periods = periodsFor(type);
  const [period, setPeriod] = useState(periods.initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const configurePath = isHostingConfigType(type) ? CONFIGURE_PATHS[type] : null;

  const add = async () => {
    if (type === 'cloud-server') return;
    setBusy(true);
    setError(null);
    const result = await dispatch(addCartItems({ items: [cartItem(type, plan.key, period)], source: 'mfe-hosting' }));
    setBusy(false);
    if (addCartItems.rejected.match(result)) setError((result.payload as { message?: string } | undefined)?.message ?? t('errors.addFailed'));
  };

  return (
    <Card as="article" aria-labelledby={`plan-${plan.key}`} ribbon={plan.bestSeller ? t('plans.bestSeller') : undefined}>
      <Stack gap={16}>
        <Heading level={2} size="card" id={`plan-${plan.key}`}>
          {plan.name}
        </Heading>
        <Price cents={plan.price} suffix={periods.unit === 'year' ? t('plans.perYear') : t('plans.perMonth')} size="lg" />
        <Features aria-label={t('plans.featuresOf', { name: plan.name })}>
          {plan.features.map((feature) => (
            <li key={feature}>
              <Icon name="check" />
              <span>{feature}</span>
            </li>
          ))}
        </Features>
        {configurePath ? (
          // A hosting plan is configured before it goes to the cart (website name, add-ons, its domain: spec §3).
          <Button as={LocaleLink} to={`${configurePath}?plan=${encodeURIComponent(plan.key)}`} fullWidth>
            {t('configure.chooseLabel', { name: plan.name })}
          </Button>
        ) : (
          <>
            <Select
              label={t('plans.period')}
              value={String(period)}
              onChange={(event) => setPeriod(Number(event.target.value))}
              options={periods.choices.map((n) => ({ value: String(n), label: t(periods.unit === 'year' ? 'plans.years' : 'plans.months', { count: n }) }))}
            />
            {error && <Alert tone="danger">{error}</Alert>}
            {/* The plan's name shows on the button too: the visible label is the accessible name (WCAG 2.5.3). */}
            <Button onClick={() => void add()} loading={busy} fullWidth>
              {t('plans.addLabel', { name: plan.name })}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
