import { useMemo } from 'react';
import { selectCart, selectCartStatus, useAppSelector, useSearchParams, useTranslation } from '@storefront/platform';
import { Container, PageHeader, Section, Skeleton } from '@storefront/ui';
import { CloudConfigurator } from '../features/cloud/components/CloudConfigurator';
import { fromCartItem, INITIAL_STATE } from '../features/cloud/configurator-state';
import { PageQuestions } from '../features/plans/components/PageQuestions';
import { FromPrice } from '../features/plans/components/PlanFacts';
import { PillLinks } from '../shared/PillLinks';
import { HOSTING_NS } from '../i18n/register';

const SIBLINGS = [
  { page: 'shared', to: '/hosting/shared' },
  { page: 'cloudHosting', to: '/hosting/cloud' },
  { page: 'wordpress', to: '/hosting/wordpress' },
  { page: 'cloudServer', to: '/cloud' },
] as const;

/**
 * /cloud (flag `cloud`): the cloud server configurator. With ?item=<key> it opens that cloud server of the cart
 * (the basket's "Edit") and saves it back; an item no longer in the cart starts a new configuration. A new
 * configuration's header shows the api's lowest cloud server price (GET /products/min-price), never a figure of the copy.
 */
export function CloudServerPage() {
  const { t } = useTranslation(HOSTING_NS);
  const [params] = useSearchParams();
  const itemKey = params.get('item');
  // Only the cart line being edited and, while it is looked for, whether the cart is still being read: subscribed to
  // the whole cart, the page rendered again, whole and at once, at each of the cart's reads after hydration.
  const item = useAppSelector((state) => (itemKey ? selectCart(state)?.items.find((candidate) => candidate.key === itemKey) : undefined));
  const cartPending = useAppSelector((state) => itemKey !== null && ['idle', 'loading'].includes(selectCartStatus(state)));
  const editing = useMemo(() => (item ? fromCartItem(item) : null), [item]);

  const waitingForCart = cartPending && !editing;
  return (
    <>
      <Container>
        <PageHeader title={editing ? t('cloud.editTitle') : t('pages.cloudServer.title')} subtitle={t('pages.cloudServer.subtitle')} />
        {/* The "from" price of GET /products/min-price, as the plan pages, the home page and the menus show it. */}
        {!editing && <FromPrice type="cloud-server" />}
        <PillLinks label={t('plans.siblings')} links={SIBLINGS.map((sibling) => ({ label: t(`pages.${sibling.page}.title`), to: sibling.to, current: sibling.page === 'cloudServer' }))} />
      </Container>
      <Section>
        <Container>{waitingForCart ? <Skeleton height={480} /> : <CloudConfigurator key={editing?.editing ?? 'new'} initial={editing ?? INITIAL_STATE} />}</Container>
      </Section>
      <PageQuestions page="cloudServer" />
    </>
  );
}
