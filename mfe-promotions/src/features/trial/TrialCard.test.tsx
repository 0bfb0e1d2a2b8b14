import { act, configure, fireEvent, screen } from '@testing-library/react';
import { customerUser, fakeApi, renderWithStorefront } from '@storefront/testing';
import { createStore, fetchConfig, fetchCurrentUser, i18n } from '@storefront/platform';
import { TrialCard } from './TrialCard';
configure({ asyncUtilTimeout: 8000 });

const flags = { cloud: true, cloudHosting: true, sharedHosting: true, wordpressHosting: true, fortuneWheel: false, trial: true, affiliate: true, loyalty: true };
function store(trial: boolean) {
  const s = createStore();
  s.dispatch(fetchConfig.fulfilled({ theme: 'default', flags: { ...flags, trial }, vatRateBasisPoints: 1000, currency: 'USD', timezone: 'Asia/Bangkok' }, 'r'));
  s.dispatch(fetchCurrentUser.fulfilled(customerUser, 'r'));
  return s;
}

describe('TrialCard', () => {
  it('shows the two steps with their state and activates the trial once both are done', async () => {
    let activated = false;
    const steps = [
      { step: 'verifyEmail', done: true },
      { step: 'firstTopUp', done: true },
    ];
    const conditions = () => ({
      steps,
      remaining: 0,
      activated,
      trial: activated ? { product: 'CLOUD_SERVER', voucherCode: 'TRIAL-CS1M', activatedAt: '2026-11-24T09:00:00.000Z', expiresAt: '2026-12-24T09:00:00.000Z' } : null,
    });
    const api = fakeApi({
      'GET /api/users/trial/conditions': conditions,
      'PUT /api/users/trial': () => {
        activated = true;
        return conditions();
      },
    });
    renderWithStorefront(<TrialCard />, { store: store(true) });
    expect(await screen.findByText('All steps done: your trial is ready.')).toBeInTheDocument();
    expect(screen.getAllByText('Done')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Activate my free trial' }));
    expect(await screen.findByText('Use the voucher TRIAL-CS1M at checkout before Dec 24, 2026.')).toBeInTheDocument();
    api.restore();
  });

  it('says how many steps are left and keeps the activation off until then', async () => {
    const api = fakeApi({
      'GET /api/users/trial/conditions': () => ({
        steps: [
          { step: 'verifyEmail', done: true },
          { step: 'firstTopUp', done: false },
        ],
        remaining: 1,
        activated: false,
        trial: null,
      }),
    });
    renderWithStorefront(<TrialCard />, { store: store(true) });
    expect(await screen.findByText('Just 1 more step')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate my free trial' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/top-up');
    api.restore();
  });

  it("issue 28.3 follow-up: the phone step links to the profile's phone verification until the phone is verified, in English and Khmer", async () => {
    let phoneVerified = false;
    const api = fakeApi({
      'GET /api/users/trial/conditions': () => ({
        steps: [
          { step: 'verifyEmail', done: true },
          { step: 'firstTopUp', done: true },
          { step: 'verifyPhone', done: phoneVerified },
        ],
        remaining: phoneVerified ? 0 : 1,
        activated: false,
        trial: null,
      }),
    });
    const first = renderWithStorefront(<TrialCard />, { store: store(true) });
    expect(await screen.findByText('Verify your phone number')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify on my profile' })).toHaveAttribute('href', '/account/profile');
    first.unmount();

    await act(() => i18n.changeLanguage('km'));
    const khmer = renderWithStorefront(<TrialCard />, { store: store(true), path: '/km/promotion' });
    expect(await screen.findByRole('link', { name: 'ផ្ទៀង⁠ផ្ទាត់នៅក្នុងប្រវត្តិរូបរបស់ខ្ញុំ' })).toHaveAttribute('href', '/km/account/profile');
    khmer.unmount();
    await act(() => i18n.changeLanguage('en'));

    phoneVerified = true;
    renderWithStorefront(<TrialCard />, { store: store(true) });
    expect(await screen.findByText('All steps done: your trial is ready.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verify on my profile' })).not.toBeInTheDocument();
    api.restore();
  });

  it('is absent while the trial is switched off', () => {
    const api = fakeApi({});
    const { container } = renderWithStorefront(<TrialCard />, { store: store(false) });
    expect(container).toBeEmptyDOMElement();
    expect(api.calls).toHaveLength(0);
    api.restore();
  });
});
