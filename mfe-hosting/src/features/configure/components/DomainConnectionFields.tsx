import { useState } from 'react';
import { DOMAIN_CONNECTION_KINDS, HOSTING_SUBDOMAIN_ZONE, type DomainConnectionKind, type HostingConfigType, type HostingDomainOffer } from '@storefront/contracts';
import { selectCart, selectUser, translateMessage, useAppSelector, useTranslation, bus } from '@storefront/platform';
import { Alert, Button, EmptyState, Price, SegmentedControl, Select, Skeleton, Stack, Tag, Text, TextField } from '@storefront/ui';
import { domainProblem, type HostingConfigState } from '../configure-state';
import { useListConnectableDomainsQuery, useSearchHostingDomainsQuery } from '../../../shared/hosting-api';
import { HOSTING_NS } from '../../../i18n/register';

interface Props {
  type: HostingConfigType;
  state: HostingConfigState;
  onChange: (patch: Partial<HostingConfigState>) => void;
  /** Show the rule the connection breaks (after the customer tried to go on). */
  showProblem: boolean;
  /** Names offered for a new domain (WordPress: its free domains); by default the plan's domain search. */
  offers?: { items: HostingDomainOffer[] | undefined; loading: boolean };
}

/** The names a plan can buy with it, searched inside the configurator (GET /domains/search/cloud-hosting). */
function NewDomainSearch({ type, state, onChange }: Pick<Props, 'type' | 'state' | 'onChange'>) {
  const { t } = useTranslation(HOSTING_NS);
  const [keyword, setKeyword] = useState('');
  const [asked, setAsked] = useState('');
  const { data, isFetching, isError, error } = useSearchHostingDomainsQuery({ query: { keyword: asked, type } }, { skip: !asked });
  return (
    <Stack gap={12}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(keyword.trim());
        }}
      >
        <Stack direction="row" gap={8} align="end">
          <TextField label={t('configure.domain.searchLabel')} value={keyword} onChange={(event) => setKeyword(event.target.value)} placeholder="myshop" />
          <Button type="submit" loading={isFetching}>
            {t('configure.domain.search')}
          </Button>
        </Stack>
      </form>
      {isError && <Alert tone="danger">{translateMessage(t, (error as { message?: string }).message ?? t('errors.loadDescription'))}</Alert>}
      <OfferList offers={data} loading={isFetching} state={state} onChange={onChange} />
    </Stack>
  );
}

function OfferList({ offers, loading, state, onChange }: { offers: HostingDomainOffer[] | undefined; loading: boolean; state: HostingConfigState; onChange: Props['onChange'] }) {
  const { t } = useTranslation(HOSTING_NS);
  if (loading) return <Skeleton height={120} />;
  if (!offers) return null;
  if (offers.length === 0) return <EmptyState title={t('configure.domain.noOffers')} description={t('configure.domain.noOffersHint')} />;
  const annual = state.months >= 12;
  return (
    <ul aria-label={t('configure.domain.offers')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {offers.map((offer) => {
        const chosen = state.domainKind === 'new' && state.domainValue === offer.domain;
        return (
          <li key={offer.domain} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
            <Stack direction="row" gap={8} align="center">
              <Text weight="semibold">{offer.domain}</Text>
              {/* A taken name is free for no one: the free-domain rule is only said of a name that can be bought. */}
              {offer.available && offer.freeWithAnnualPlan && <Tag tone="success">{annual ? t('configure.domain.freeFirstYear') : t('configure.domain.freeWithAnnual')}</Tag>}
              {offer.premium && <Tag tone="premium">{t('configure.domain.premium')}</Tag>}
            </Stack>
            {offer.available ? (
              <Stack direction="row" gap={8} align="center">
                <Price cents={offer.price} suffix={t('plans.perYear')} />
                <Button size="sm" variant={chosen ? 'primary' : 'secondary'} aria-pressed={chosen} onClick={() => onChange({ domainKind: 'new', domainValue: offer.domain })}>
                  {chosen ? t('configure.domain.chosen', { name: offer.domain }) : t('configure.domain.choose', { name: offer.domain })}
                </Button>
              </Stack>
            ) : (
              <Text variant="muted">{t('configure.domain.taken')}</Text>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The customer's own names (GET /domains/search/connecting); a guest is asked to sign in (spec §6). */
function ExistingDomains({ state, onChange }: Pick<Props, 'state' | 'onChange'>) {
  const { t } = useTranslation(HOSTING_NS);
  const user = useAppSelector(selectUser);
  const signedIn = Boolean(user);
  const { data, isLoading } = useListConnectableDomainsQuery(undefined, { skip: !signedIn });
  if (!signedIn) return <Alert tone="info" action={<Button size="sm" onClick={() => bus.publish('auth/loginRequested', { reason: 'hosting-domain' })}>{t('configure.domain.signIn')}</Button>}>{t('configure.domain.signInHint')}</Alert>;
  if (isLoading) return <Skeleton height={48} />;
  const free = (data ?? []).filter((entry) => !entry.connected);
  if (free.length === 0) return <EmptyState title={t('configure.domain.noOwned')} description={t('configure.domain.noOwnedHint')} />;
  return (
    <Select
      label={t('configure.domain.existingLabel')}
      value={state.domainValue}
      onChange={(event) => onChange({ domainValue: event.target.value })}
      options={[{ value: '', label: t('configure.domain.pick') }, ...free.map((entry) => ({ value: entry.domain, label: entry.domain }))]}
    />
  );
}

/** A domain item of the cart this plan is connected to. */
function CartDomains({ state, onChange }: Pick<Props, 'state' | 'onChange'>) {
  const { t } = useTranslation(HOSTING_NS);
  const cart = useAppSelector(selectCart);
  const names = (cart?.items ?? []).filter((item) => item.type === 'domain').map((item) => String(item.data.domain ?? item.title));
  if (names.length === 0) return <EmptyState title={t('configure.domain.noCartDomains')} description={t('configure.domain.noCartDomainsHint')} />;
  return (
    <Select
      label={t('configure.domain.inCartLabel')}
      value={state.domainValue}
      onChange={(event) => onChange({ domainValue: event.target.value })}
      options={[{ value: '', label: t('configure.domain.pick') }, ...names.map((name) => ({ value: name, label: name }))]}
    />
  );
}

/** The domain connection of §3: one domain per plan, five ways to give it. */
export function DomainConnectionFields({ type, state, onChange, showProblem, offers }: Props) {
  const { t } = useTranslation(HOSTING_NS);
  const problem = showProblem ? domainProblem(state) : null;
  const choose = (kind: DomainConnectionKind) => onChange({ domainKind: kind, domainValue: '' });
  return (
    <Stack gap={16}>
      <SegmentedControl
        label={t('configure.domain.kindLabel')}
        variant="chips"
        value={state.domainKind ?? ('' as DomainConnectionKind)}
        onChange={choose}
        options={DOMAIN_CONNECTION_KINDS.map((kind) => ({ value: kind, label: t(`configure.domain.kinds.${kind}`) }))}
      />
      {state.domainKind === 'new' && (offers ? <OfferList offers={offers.items} loading={offers.loading} state={state} onChange={onChange} /> : <NewDomainSearch type={type} state={state} onChange={onChange} />)}
      {state.domainKind === 'existing' && <ExistingDomains state={state} onChange={onChange} />}
      {state.domainKind === 'inCart' && <CartDomains state={state} onChange={onChange} />}
      {state.domainKind === 'thirdParty' && (
        <TextField
          label={t('configure.domain.thirdPartyLabel')}
          hint={t('configure.domain.thirdPartyHint')}
          value={state.domainValue}
          onChange={(event) => onChange({ domainValue: event.target.value })}
          error={problem ? translateMessage(t, problem) : undefined}
          placeholder="example.com"
        />
      )}
      {state.domainKind === 'subdomain' && (
        <TextField
          label={t('configure.domain.subdomainLabel')}
          hint={t('configure.domain.subdomainHint', { zone: HOSTING_SUBDOMAIN_ZONE })}
          value={state.domainValue}
          maxLength={32}
          onChange={(event) => onChange({ domainValue: event.target.value })}
          error={problem ? translateMessage(t, problem) : undefined}
          endAdornment={<Text variant="muted">.{HOSTING_SUBDOMAIN_ZONE}</Text>}
        />
      )}
      {problem && state.domainKind !== 'thirdParty' && state.domainKind !== 'subdomain' && <Alert tone="danger">{translateMessage(t, problem)}</Alert>}
    </Stack>
  );
}
