import { useState } from 'react';
import { formatUsd, isHostingService, type OwnedService, type ProductType } from '@storefront/contracts';
import { bus, fetchCart, LocaleLink, translateError, translateMessage, useAppDispatch, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, Select, Skeleton, Stack, Text } from '@storefront/ui';
import { ProratedFee } from './ProratedFee';
import { apiErrorOf } from './service-status';
import { ACCOUNT_NS } from '../../i18n/register';
import { useAddHostingPlanChangeToCartMutation, useListProductsQuery, useQuoteHostingPlanChangeQuery } from '../../shared/hosting-api';

/**
 * An active hosting account's change of plan (issue 31 item 3: WHM's changepackage after payment): another plan of
 * its kind, priced by the api for the rest of the term (what is paid today, the renewal after), then an upgrade item
 * in the cart; once paid the control panel moves the account to the plan's package. What the api refuses (the plan
 * it is on, a term that is over, a change still being made) is said in its words.
 */
export function HostingPlanChange({ service }: { service: OwnedService }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const hosting = isHostingService(service.kind);
  const active = hosting && service.status === 'active' && service.provisioning === 'ready';
  const plans = useListProductsQuery({ query: { type: service.kind as ProductType } }, { skip: !active });
  const [chosen, setChosen] = useState('');
  const quote = useQuoteHostingPlanChangeQuery({ params: { id: service.id }, body: { package: chosen } }, { skip: !active || !chosen });
  const [addToCart, adding] = useAddHostingPlanChangeToCartMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  if (!active) return null;

  if (plans.isLoading) return <Skeleton height={160} />;
  if (plans.isError || !plans.data) {
    return (
      <Alert tone="danger" action={<Button size="sm" variant="secondary" onClick={() => void plans.refetch()}>{t('services.plan.retry')}</Button>}>
        {t('services.plan.loadFailed')}
      </Alert>
    );
  }
  const others = plans.data.filter((plan) => plan.name !== service.title);
  const quoteError = quote.isError ? apiErrorOf(quote.error) : null;
  const priced = chosen && quote.data && !quote.isFetching ? quote.data : null;

  const add = async () => {
    setFailure(null);
    try {
      const cart = await addToCart({ body: { serviceId: service.id, package: chosen } }).unwrap();
      await dispatch(fetchCart());
      const item = cart.items.find((entry) => entry.type === 'upgrade' && entry.data.serviceId === service.id);
      if (item) bus.publish('cart/itemAdded', { items: [item], source: 'mfe-account' });
      setAdded(true);
    } catch (caught) {
      const apiError = apiErrorOf(caught);
      setFailure(apiError ? translateError(t, apiError) : t('services.plan.addFailed'));
    }
  };

  return (
    <Card>
      <Stack gap={14}>
        <Heading level={2} size="card">
          {t('services.plan.title')}
        </Heading>
        <Text variant="small">{t('services.plan.now', { plan: service.title })}</Text>
        {others.length === 0 ? (
          <Text variant="small">{t('services.plan.none')}</Text>
        ) : (
          <Select
            label={t('services.plan.choose')}
            value={chosen}
            onChange={(event) => {
              setAdded(false);
              setFailure(null);
              setChosen(event.target.value);
            }}
            options={[{ value: '', label: t('services.plan.placeholder') }, ...others.map((plan) => ({ value: plan.key, label: t('services.plan.option', { plan: plan.name, price: formatUsd(plan.price, locale) }) }))]}
          />
        )}
        {chosen && quote.isFetching && <Skeleton height={64} />}
        {chosen && quoteError && (
          <Alert tone="danger" role="alert">
            {translateMessage(t, quoteError.message)}
          </Alert>
        )}
        {priced && <ProratedFee quote={priced} downgradeNote={t('services.plan.downgrade')} />}
        {failure && (
          <Alert tone="danger" role="alert">
            {failure}
          </Alert>
        )}
        {added && (
          <Alert tone="success" action={<Button as={LocaleLink} to="/checkout-basket" size="sm">{t('services.upgrade.toBasket')}</Button>}>
            {t('services.plan.added')}
          </Alert>
        )}
        {others.length > 0 && (
          <div>
            <Button onClick={() => void add()} loading={adding.isLoading} disabled={!priced || Boolean(quoteError)}>
              {priced?.downgrade ? t('services.plan.addDowngrade') : t('services.plan.add')}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
