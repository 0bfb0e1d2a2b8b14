import { useEffect, useState } from 'react';
import { CLOUD_SERVER_ADDONS, CLOUD_UPGRADE_ADDON_KEYS, cloudServerEndpoints, type CloudServerResources, type CloudUpgradeAddonKey, type OwnedService } from '@storefront/contracts';
import { bus, callEndpoint, fetchCart, LocaleLink, toApiError, translateError, translateMessage, useAppDispatch, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Checkbox, Grid, Heading, Select, Skeleton, Stack, Text } from '@storefront/ui';
import { ProratedFee } from './ProratedFee';
import { apiErrorOf } from './service-status';
import { ACCOUNT_NS } from '../../i18n/register';
import { cloudServersApi } from '../../shared/cloud-servers-api';

const { useGetCloudServerResourcesQuery, useQuoteCloudServerUpgradeQuery } = cloudServersApi;

/** How long the choice must stay still before it is priced (moving through a list asks once). */
const QUOTE_DELAY_MS = 300;

type Addons = Record<CloudUpgradeAddonKey, number>;

const UNIT_KEY: Record<CloudUpgradeAddonKey, string> = { 'cs-cpu': 'cpu', 'cs-ram': 'ram', 'cs-more-storage': 'storage' };

function quantities(key: CloudUpgradeAddonKey): number[] {
  const { min, max, step } = CLOUD_SERVER_ADDONS[key];
  return Array.from({ length: (max - min) / step + 1 }, (_, index) => min + index * step);
}

function Resources({ resources }: { resources: CloudServerResources }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return <>{t('services.upgrade.resources', { vcpu: resources.vcpu, ram: resources.ramGb, storage: resources.storageGb, type: resources.storageType.toUpperCase() })}</>;
}

/**
 * A running cloud server's upgrade or downgrade (issue 16, spec §3 update kinds: update = cpu, ram and storage;
 * ssd = HDD to SSD): the extra vCPU, RAM and storage it should have, priced by the api for the rest of its term
 * (what is paid today, the renewal after), then an upgrade item in the cart; after payment the control panel
 * resizes it. What no longer fits (storage below what the disk holds) is refused with the api's words.
 */
export function CloudServerUpgrade({ service }: { service: OwnedService }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const dispatch = useAppDispatch();
  const running = service.status === 'active' && service.cloudServer?.powerState === 'running';
  const view = useGetCloudServerResourcesQuery({ params: { id: service.id } }, { skip: !running });
  const [addons, setAddons] = useState<Addons | null>(null);
  const [ssd, setSsd] = useState(false);
  const [asked, setAsked] = useState<{ addons: Addons; ssd: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState(false);

  const current = view.data ? (Object.fromEntries(CLOUD_UPGRADE_ADDON_KEYS.map((key) => [key, view.data!.addons[key] ?? 0])) as Addons) : null;
  const chosen = addons ?? current;
  const changed = Boolean(chosen && current && (ssd || CLOUD_UPGRADE_ADDON_KEYS.some((key) => chosen[key] !== current[key])));

  // The choice, not its object identity, asks again.
  const choiceKey = chosen && changed ? JSON.stringify({ addons: chosen, ssd }) : null;
  useEffect(() => {
    if (!choiceKey) {
      setAsked(null);
      return undefined;
    }
    const timer = setTimeout(() => setAsked(JSON.parse(choiceKey) as { addons: Addons; ssd: boolean }), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [choiceKey]);

  const quote = useQuoteCloudServerUpgradeQuery({ params: { id: service.id }, body: { kind: asked?.ssd ? 'ssd' : 'update', addons: asked?.addons ?? {} } }, { skip: !asked });

  if (!running) {
    return (
      <Card>
        <Stack gap={8}>
          <Heading level={2} size="card">
            {t('services.upgrade.title')}
          </Heading>
          <Text variant="small">{t('services.upgrade.needsRunning')}</Text>
        </Stack>
      </Card>
    );
  }
  if (view.isLoading) return <Skeleton height={220} />;
  if (view.isError || !view.data || !chosen) {
    return (
      <Alert tone="danger" action={<Button size="sm" variant="secondary" onClick={() => void view.refetch()}>{t('services.upgrade.retry')}</Button>}>
        {t('services.upgrade.loadFailed')}
      </Alert>
    );
  }
  const data = view.data;
  const quoteError = quote.isError ? apiErrorOf(quote.error) : null;
  const priced = asked && quote.data && !quote.isFetching ? quote.data : null;

  const choose = (key: CloudUpgradeAddonKey, value: number) => {
    setAdded(false);
    setFailure(null);
    setAddons({ ...chosen, [key]: value });
  };

  const addToCart = async () => {
    if (!asked) return;
    setBusy(true);
    setFailure(null);
    try {
      const cart = await callEndpoint(cloudServerEndpoints.addCloudServerUpgradeToCart, { body: { serviceId: service.id, kind: asked.ssd ? 'ssd' : 'update', addons: asked.addons } });
      await dispatch(fetchCart());
      const item = cart.items.find((entry) => entry.type === 'upgrade' && entry.data.serviceId === service.id);
      if (item) bus.publish('cart/itemAdded', { items: [item], source: 'mfe-account' });
      setAdded(true);
    } catch (caught) {
      setFailure(translateError(t, toApiError(caught)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <Stack gap={14}>
        <Heading level={2} size="card">
          {t('services.upgrade.title')}
        </Heading>
        <Text variant="small">
          {t('services.upgrade.now')} <Resources resources={data.resources} /> · {t('services.upgrade.used', { count: data.usedStorageGb })}
        </Text>
        {data.resizing && <Alert tone="info">{t('services.upgrade.resizing')}</Alert>}
        <Grid min={160} gap={12}>
          {CLOUD_UPGRADE_ADDON_KEYS.map((key) => (
            <Select
              key={key}
              label={t(`services.upgrade.extra.${UNIT_KEY[key]}`)}
              value={String(chosen[key])}
              onChange={(event) => choose(key, Number(event.target.value))}
              options={quantities(key).map((n) => ({ value: String(n), label: t(`services.upgrade.units.${UNIT_KEY[key]}`, { count: n }) }))}
            />
          ))}
        </Grid>
        {data.resources.storageType === 'hdd' && (
          <Checkbox
            label={t('services.upgrade.toSsd')}
            checked={ssd}
            onChange={(event) => {
              setAdded(false);
              setSsd(event.target.checked);
            }}
          />
        )}
        {!changed && <Text variant="small">{t('services.upgrade.chooseChange')}</Text>}
        {changed && (quote.isFetching || !asked) && <Skeleton height={64} />}
        {changed && quoteError && (
          <Alert tone="danger" role="alert">
            {translateMessage(t, quoteError.message)}
          </Alert>
        )}
        {changed && priced && (
          <ProratedFee
            quote={priced}
            after={
              <>
                {t('services.upgrade.after')} <Resources resources={priced.next} />
              </>
            }
            downgradeNote={t('services.upgrade.downgrade')}
          />
        )}
        {failure && (
          <Alert tone="danger" role="alert">
            {failure}
          </Alert>
        )}
        {added && (
          <Alert tone="success" action={<Button as={LocaleLink} to="/checkout-basket" size="sm">{t('services.upgrade.toBasket')}</Button>}>
            {t('services.upgrade.added')}
          </Alert>
        )}
        <div>
          <Button onClick={() => void addToCart()} loading={busy} disabled={!priced || Boolean(quoteError)}>
            {priced?.downgrade ? t('services.upgrade.addDowngrade') : t('services.upgrade.add')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
