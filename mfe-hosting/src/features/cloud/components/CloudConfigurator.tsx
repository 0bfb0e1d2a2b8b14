import { useEffect, useReducer, useState } from 'react';
import styled from 'styled-components';
import { cloudServerEndpoints, formatUsd, LIMITS, serverNameProblem, type CloudRegion, type CloudStorageType } from '@storefront/contracts';
import { bus, callEndpoint, fetchCart, LocaleLink, toApiError, translateMessage, useAppDispatch, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, media, Stack, TextField } from '@storefront/ui';
import { configurationProblem, configuratorReducer, INITIAL_STATE, toConfiguration, toQuoteBody, type ConfiguratorState } from '../configurator-state';
import { useGetBabyCloudUsageQuery, useGetCloudServerOptionsQuery, useQuoteCloudServerQuery } from '../../../shared/cloud-api';
import { useLiveQuote } from '../../../shared/use-live-quote';
import { AddonFields } from './AddonFields';
import { ChoiceCards } from './ChoiceCards';
import { OsPicker } from './OsPicker';
import { PackagePicker } from './PackagePicker';
import { PriceSummary } from './PriceSummary';
import { SourceFields } from './SourceFields';
import { HOSTING_NS } from '../../../i18n/register';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

const Sticky = styled.div`
  ${media.lg} {
    position: sticky;
    top: 88px;
  }
`;

interface Props {
  /** A configuration to start from (a cart item opened from the basket). */
  initial?: ConfiguratorState;
}

/**
 * The cloud server configurator (spec §2 /cloud): data centre, package, operating system, storage type,
 * add-ons, source, server name and billing cycle, priced live by the api; adds the server to the cart, or
 * saves the cart item it was opened from.
 */
export function CloudConfigurator({ initial = INITIAL_STATE }: Props) {
  const { t, i18n } = useTranslation(HOSTING_NS);
  const dispatch = useAppDispatch();
  const [state, send] = useReducer(configuratorReducer, initial);
  const options = useGetCloudServerOptionsQuery();
  const usage = useGetBabyCloudUsageQuery();
  const { quote, loading, error } = useLiveQuote(useQuoteCloudServerQuery, { body: toQuoteBody(state) }, Boolean(options.data));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => send({ type: 'load', state: initial }), [initial]);

  if (options.isLoading) return <Card aria-busy="true">{t('cloud.loading')}</Card>;
  if (options.isError || !options.data) {
    return (
      <Alert tone="danger">
        <Stack gap={8}>
          <span>{t('cloud.optionsFailed')}</span>
          <div>
            <Button size="sm" variant="secondary" onClick={() => void options.refetch()}>
              {t('cloud.retry')}
            </Button>
          </div>
        </Stack>
      </Alert>
    );
  }
  const data = options.data;
  const nameProblem = serverNameProblem(state.serverName);
  const showNameProblem = touched && nameProblem;

  const submit = async () => {
    setTouched(true);
    setDone(false);
    if (configurationProblem(state)) return;
    setBusy(true);
    setFailure(null);
    try {
      const cart = state.editing
        ? await callEndpoint(cloudServerEndpoints.editCartItem, { params: { type: 'cloud-server', key: state.editing }, body: { ...toConfiguration(state) } })
        : await callEndpoint(cloudServerEndpoints.addCloudServerToCart, { body: toConfiguration(state) });
      await dispatch(fetchCart());
      // The new server is the cart's last item (items keep the order they were added in).
      if (!state.editing) bus.publish('cart/itemAdded', { items: cart.items.slice(-1), source: 'mfe-hosting' });
      void usage.refetch();
      setDone(true);
    } catch (caught) {
      setFailure(translateMessage(t, toApiError(caught).message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Layout>
      <Stack gap={28}>
        <ChoiceCards<CloudRegion>
          legend={t('cloud.steps.region')}
          name="cloud-region"
          value={state.region}
          onChange={(region) => send({ type: 'region', region })}
          options={data.regions.map((region) => ({ value: region, title: t(`cloud.regions.${region}`), detail: t(`cloud.regionCity.${region}`) }))}
        />
        <PackagePicker packages={data.packages} value={state.package} storageType={state.storageType} usage={usage.data} onChange={(key) => send({ type: 'package', package: key })} />
        <Stack gap={10}>
          <Heading level={2} size="card">
            {t('cloud.steps.os')}
          </Heading>
          <OsPicker systems={data.operatingSystems} value={state.os} onChange={(os) => send({ type: 'os', os })} />
        </Stack>
        <ChoiceCards<CloudStorageType>
          legend={t('cloud.steps.storage')}
          name="cloud-storage"
          value={state.storageType}
          onChange={(storageType) => send({ type: 'storage', storageType })}
          options={data.storageTypes.map((type) => ({ value: type, title: t(`cloud.storage.${type}`), detail: t(`cloud.storageDetail.${type}`) }))}
        />
        <Stack gap={10}>
          <Heading level={2} size="card">
            {t('cloud.steps.addons')}
          </Heading>
          <AddonFields addons={data.addons} values={state.addons} storageType={state.storageType} onChange={(key, quantity) => send({ type: 'addon', key, quantity })} />
        </Stack>
        <SourceFields source={state.source} backupId={state.backupId} onSource={(source) => send({ type: 'source', source })} onBackup={(backupId) => send({ type: 'backup', backupId })} />
        <TextField
          label={t('cloud.serverName')}
          value={state.serverName}
          maxLength={LIMITS.serverNameMax + 10}
          autoComplete="off"
          required
          onChange={(event) => send({ type: 'name', serverName: event.target.value })}
          onBlur={() => setTouched(true)}
          hint={t('cloud.serverNameHint', { max: LIMITS.serverNameMax })}
          error={showNameProblem ? translateMessage(t, nameProblem) : undefined}
        />
      </Stack>
      <Sticky>
        <Card>
          <Stack gap={16}>
            <PriceSummary quote={quote} loading={loading} error={error ? translateMessage(t, error) : null} months={state.months} onMonths={(months) => send({ type: 'months', months })} />
            {touched && state.source === 'BACKUP' && !state.backupId && <Alert tone="warning">{translateMessage(t, 'Please choose a backup to restore')}</Alert>}
            {failure && <Alert tone="danger">{failure}</Alert>}
            {done && (
              <Alert tone="success">
                {state.editing ? t('cloud.saved') : t('cloud.added')} <LocaleLink to="/checkout-basket">{t('cloud.toBasket')}</LocaleLink>
              </Alert>
            )}
            <Button onClick={() => void submit()} loading={busy} fullWidth size="lg">
              {state.editing ? t('cloud.save') : t('cloud.addToCart')}
              {quote ? ` · ${formatUsd(quote.timeline.today.amount, i18n.language)}` : ''}
            </Button>
          </Stack>
        </Card>
      </Sticky>
    </Layout>
  );
}
