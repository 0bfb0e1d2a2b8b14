import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostingPlanChangeQuote, OwnedService } from '@storefront/contracts';
import { createStore, i18n, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { HostingPlanChange } from './HostingPlanChange';

const ACCOUNT: OwnedService = {
  id: '7d3c2b1a-5b7e-4b44-9d0e-1f0c3c2d4e5f',
  kind: 'shared-hosting',
  title: 'Shared Basic',
  name: 'my-shop.org',
  status: 'active',
  provisioning: 'ready',
  term: { period: 1, unit: 'month' },
  startsAt: '2026-11-24T09:00:00.000Z',
  renewsAt: '2026-12-24T09:00:00.000Z',
  renewPrice: 299,
  autoRenew: true,
  controlPanelUrl: 'https://whm.example.com:2083',
  cloudServer: null,
  sslValidation: null,
  domainLifecycle: null,
  cancellable: false,
  endReason: null,
};
const plan = (key: string, name: string, price: number) => ({ key, type: 'shared-hosting', category: 'SHARED_HOSTING', name, price, features: [], bestSeller: false });
const PLANS = [plan('sh-lite', 'Shared Lite', 199), plan('sh-basic', 'Shared Basic', 299), plan('sh-business', 'Shared Business', 899)];
const CART = { id: 'c1', items: [], itemCount: 0, subtotal: 0, updatedAt: new Date(0).toISOString() };
const quoteOf = (next: string, fee: number, renewal: number): HostingPlanChangeQuote => ({
  current: { package: 'sh-basic', name: 'Shared Basic' },
  next: { package: next, name: PLANS.find((p) => p.key === next)!.name },
  currentRenewal: 299,
  renewal,
  remainingDays: 17,
  termDays: 30,
  fee,
  lines: [{ key: 'upgradeFee', amount: fee }],
  downgrade: renewal < 299,
});

function render(service: OwnedService = ACCOUNT) {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(<HostingPlanChange service={service} />, { store });
}

describe('HostingPlanChange', () => {
  it('offers the other plans of its kind, shows the api’s price for the rest of the term, and puts the change in the cart', async () => {
    const added: unknown[] = [];
    fakeApi({
      'GET /api/products': ({ params }) => (params?.type === 'shared-hosting' ? PLANS : []),
      [`POST /api/user/hosting/${ACCOUNT.id}/plan/price`]: ({ data }) => ((data as { package: string }).package === 'sh-business' ? quoteOf('sh-business', 340, 899) : quoteOf('sh-lite', 0, 199)),
      'PUT /api/cart/items/hosting-plan': ({ data }) => {
        added.push(data);
        return { ...CART, items: [{ key: 'u1', type: 'upgrade', category: 'UPGRADE', title: 'Shared Basic upgrade', description: 'my-shop.org', period: 1, periodUnit: 'month', unitPrice: 340, amount: 340, data: { serviceId: ACCOUNT.id, kind: 'plan' } }], itemCount: 1, subtotal: 340 };
      },
      'GET /api/cart': () => CART,
    });
    render();
    const select = await screen.findByLabelText('Move to');
    expect(screen.getByText('Now on Shared Basic.')).toBeInTheDocument();
    // The plan it is on is not offered.
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Choose a plan', 'Shared Lite · $1.99 a month', 'Shared Business · $8.99 a month']);
    expect(screen.getByRole('button', { name: 'Add the upgrade to the cart' })).toBeDisabled();

    await userEvent.selectOptions(select, 'sh-business');
    expect(await screen.findByText('Today, for the 17 days left of 30')).toBeInTheDocument();
    expect(screen.getByText('$3.40')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add the upgrade to the cart' }));
    expect(await screen.findByText('The change of plan is in your cart. The control panel makes it once paid.')).toBeInTheDocument();
    expect(added).toEqual([{ serviceId: ACCOUNT.id, package: 'sh-business' }]);

    await userEvent.selectOptions(select, 'sh-lite');
    expect(await screen.findByText('A downgrade costs nothing now; the account renews at the lower price.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add the downgrade to the cart' })).toBeEnabled();
  });

  it('shows the api’s refusal in its words and adds nothing', async () => {
    fakeApi({
      'GET /api/products': () => PLANS,
      [`POST /api/user/hosting/${ACCOUNT.id}/plan/price`]: () => new FakeError(400, { code: 'BAD_REQUEST', message: 'Renew the hosting account before changing its plan' }),
      'GET /api/cart': () => CART,
    });
    render();
    await userEvent.selectOptions(await screen.findByLabelText('Move to'), 'sh-business');
    expect(await screen.findByRole('alert')).toHaveTextContent('Renew the hosting account before changing its plan');
    expect(screen.getByRole('button', { name: 'Add the upgrade to the cart' })).toBeDisabled();
  });

  it('reads in Khmer', async () => {
    fakeApi({ 'GET /api/products': () => PLANS, 'GET /api/cart': () => CART });
    await act(() => i18n.changeLanguage('km'));
    try {
      const store = createStore();
      store.dispatch(userUpdated(customerUser));
      renderWithStorefront(<HostingPlanChange service={ACCOUNT} />, { store, path: '/km/account/services' });
      expect(await screen.findByText('ប្តូរគម្រោង')).toBeInTheDocument();
      expect(screen.getByLabelText('ប្តូរទៅ')).toBeInTheDocument();
      expect(screen.getByText('បច្ចុប្បន្នប្រើ Shared Basic។')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('is not shown for an account that is not active, nor for another kind', () => {
    fakeApi({ 'GET /api/cart': () => CART });
    const { container } = render({ ...ACCOUNT, status: 'suspended' });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows an error with a retry when the plans cannot be read', async () => {
    fakeApi({ 'GET /api/products': () => new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'Data incorrect' }), 'GET /api/cart': () => CART });
    render();
    expect(await screen.findByText('We could not load the plans.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
