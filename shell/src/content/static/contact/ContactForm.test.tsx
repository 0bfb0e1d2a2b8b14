import { sortCountries } from '@storefront/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Country } from '@storefront/contracts';
import { i18n } from '@storefront/platform';
import { FakeError, fakeApi } from '@storefront/testing';
import { CAPTCHA_V3, captchaScriptLoads, fakeGrecaptcha, forgetCaptcha, recordCaptchaHeaders, storeWithCaptcha } from '../../../captcha/testing';
import { renderShell } from '../../../test/render-shell';
import { ContactUsPage } from '../ContactUsPage';
import '../register';

const COUNTRIES: Country[] = [
  { code: 'FR', name: 'France', nameKm: 'បារាំង', callingCode: '+33', flag: '🇫🇷', hasRegions: false },
  { code: 'KH', name: 'Cambodia', nameKm: 'កម្ពុជា', callingCode: '+855', flag: '🇰🇭', hasRegions: true },
  { code: 'TH', name: 'Thailand', nameKm: 'ថៃ', callingCode: '+66', flag: '🇹🇭', hasRegions: true },
];

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(async () => {
  api?.restore();
  api = null;
  forgetCaptcha();
  await act(() => i18n.changeLanguage('en'));
});

const form = () => screen.getByRole('form', { name: 'Send us a message' });

async function fill(region: HTMLElement) {
  await userEvent.type(within(region).getByLabelText(/Your name/), 'Sokha Chan');
  await userEvent.type(within(region).getByLabelText(/^Email/), 'sokha@example.com');
  await userEvent.selectOptions(within(region).getByLabelText('Topic', { exact: false }), 'billing');
  await userEvent.type(within(region).getByLabelText(/^Message/), 'Where can I download the invoice of my last order?');
}

describe('the contact-us form', () => {
  it('checks the §5 rules inline, then sends the message with its calling code and the captcha token, and confirms with the reference', async () => {
    const posted: unknown[] = [];
    api = fakeApi({
      'GET /api/country': () => ({ items: sortCountries(COUNTRIES, 'en') }),
      'POST /api/contacts': (call) => {
        posted.push(call.data);
        return { reference: 'CU-7K3M9QXT', createdAt: '2026-12-01T08:00:00.000Z' };
      },
    });
    const headers = recordCaptchaHeaders();
    const { api: grecaptcha } = fakeGrecaptcha();
    renderShell(<ContactUsPage />, { store: storeWithCaptcha(CAPTCHA_V3), path: '/contact-us' });
    await captchaScriptLoads(grecaptcha);
    const region = form();

    await userEvent.click(within(region).getByRole('button', { name: 'Send message' }));
    expect(within(region).getByText('Name field is required')).toBeInTheDocument();
    expect(within(region).getByText('Email field is required')).toBeInTheDocument();
    expect(within(region).getByText('Please choose a topic')).toBeInTheDocument();
    expect(within(region).getByText('Message field is required')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await fill(region);
    // The calling-code picker lists the countries in the order GET /api/country answers (the api sorts them: Cambodia first).
    const picker = await within(region).findByRole('combobox', { name: 'Country calling code' });
    expect(picker).toHaveValue('KH');
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Cambodia (+855)', 'Thailand (+66)', 'France (+33)']);
    await userEvent.selectOptions(picker, 'TH');
    await userEvent.type(within(region).getByRole('textbox', { name: /Phone number/ }), '081 234 5678');
    expect(within(region).getByText('50 / 2000 characters')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: 'Thank you — your message has been sent' })).toHaveFocus();
    expect(screen.getByText('Reference number: CU-7K3M9QXT')).toBeInTheDocument();
    expect(screen.getByText(/We have sent a copy to sokha@example.com/)).toBeInTheDocument();
    expect(posted).toEqual([
      { name: 'Sokha Chan', email: 'sokha@example.com', phone: '+66812345678', topic: 'billing', message: 'Where can I download the invoice of my last order?', locale: 'en' },
    ]);
    expect(headers.filter((h) => h.url === '/api/contacts')).toEqual([{ url: '/api/contacts', token: 'v3-token-for-contact' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(form()).toBeInTheDocument();
    expect(within(form()).getByLabelText(/Your name/)).toHaveValue('Sokha Chan');
    expect(within(form()).getByLabelText(/^Message/)).toHaveValue('');
  });

  it("shows the api's field errors inline, and says so when the address sent too many messages or the call failed", async () => {
    let answer: () => unknown = () =>
      new FakeError(400, { code: 'BAD_REQUEST', message: 'Phone is wrong format', details: { fields: [{ path: 'phone', message: 'Phone is wrong format' }] } });
    api = fakeApi({ 'GET /api/country': () => new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'Data incorrect' }), 'POST /api/contacts': () => answer() });
    renderShell(<ContactUsPage />, { store: storeWithCaptcha(null), path: '/contact-us' });
    const region = form();
    await fill(region);
    // Without the country list the phone is one field that takes the number with its calling code.
    await userEvent.type(within(region).getByLabelText(/Phone number/), '+855 12 345 678');
    await userEvent.click(within(region).getByRole('button', { name: 'Send message' }));
    expect(await within(region).findByText('Phone is wrong format')).toBeInTheDocument();

    answer = () => new FakeError(429, { code: 'SYSTEM_BUSY', message: 'The system is busy. Please try again' });
    await userEvent.click(within(region).getByRole('button', { name: 'Send message' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('You have sent several messages in a short time. Please wait a few minutes and try again.');

    answer = () => new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'Data incorrect' });
    await userEvent.click(within(region).getByRole('button', { name: 'Send message' }));
    expect(await within(region).findByText(/We could not send your message\. Please try again in a moment, or email us at support@storefront\.example\./)).toBeInTheDocument();
  });

  it('issue 28.13: a message sent without a topic takes the reader to the topic, which says what is missing beside it (at any width), and sends nothing', async () => {
    const posted: unknown[] = [];
    api = fakeApi({ 'GET /api/country': () => ({ items: sortCountries(COUNTRIES, 'en') }), 'POST /api/contacts': (call) => void posted.push(call.data) });
    renderShell(<ContactUsPage />, { store: storeWithCaptcha(null), path: '/contact-us' });
    const region = form();
    await userEvent.type(within(region).getByLabelText(/Your name/), 'Sokha Chan');
    await userEvent.type(within(region).getByLabelText(/^Email/), 'sokha@example.com');
    await userEvent.type(within(region).getByLabelText(/^Message/), 'Where can I download the invoice of my last order?');
    await userEvent.click(within(region).getByRole('button', { name: 'Send message' }));
    const topic = within(region).getByRole('combobox', { name: /Topic/ });
    expect(topic).toHaveFocus();
    expect(topic).toHaveAttribute('aria-invalid', 'true');
    expect(topic).toHaveAccessibleDescription('Please choose a topic');
    expect(posted).toEqual([]);

    // The first of several errors is the one focused; in Khmer too.
    await act(() => i18n.changeLanguage('km'));
    await userEvent.clear(within(region).getByLabelText(/ឈ្មោះរបស់អ្នក/));
    await userEvent.click(within(region).getByRole('button', { name: 'ផ្ញើសារ' }));
    expect(within(region).getByLabelText(/ឈ្មោះរបស់អ្នក/)).toHaveFocus();
    expect(within(region).getByRole('combobox', { name: /ប្រធានបទ/ })).toHaveAccessibleDescription('សូមជ្រើសរើសប្រធានបទ');
    expect(posted).toEqual([]);
  });

  it('speaks Khmer, with country names in Khmer', async () => {
    await act(() => i18n.changeLanguage('km'));
    api = fakeApi({ 'GET /api/country': () => ({ items: sortCountries(COUNTRIES, 'km') }) });
    renderShell(<ContactUsPage />, { store: storeWithCaptcha(null), path: '/km/contact-us' });
    const region = screen.getByRole('form', { name: 'ផ្ញើសារមកយើង' });
    const picker = await within(region).findByRole('combobox', { name: 'លេខកូដហៅរបស់ប្រទេស' });
    expect(within(picker).getAllByRole('option')[0]).toHaveTextContent('កម្ពុជា (+855)');
    await userEvent.type(within(region).getByLabelText(/^សារ/), 'ខ្លី');
    await userEvent.click(within(region).getByRole('button', { name: 'ផ្ញើសារ' }));
    expect(within(region).getByText('ត្រូវការបំពេញឈ្មោះ')).toBeInTheDocument();
    expect(within(region).getByText('សារត្រូវមានយ៉ាងហោចណាស់ 10 តួអក្សរ')).toBeInTheDocument();
    expect(within(region).getByText('សូមជ្រើសរើសប្រធានបទ')).toBeInTheDocument();
  });
});
