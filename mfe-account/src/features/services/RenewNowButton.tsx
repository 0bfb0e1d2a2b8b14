import { useId, useState } from 'react';
import type { OwnedService } from '@storefront/contracts';
import { addCartItems, selectCart, translateError, useAppDispatch, useAppSelector, useTranslation } from '@storefront/platform';
import { Button, Stack, Text } from '@storefront/ui';
import { PayNowPanel } from './PayNowPanel';
import { canRenewNow } from './service-status';
import { ACCOUNT_NS } from '../../i18n/register';

/**
 * Renew now: "Pay now" renews the service (or domain) for one more term in one step, from the balance or the default
 * saved card (PayNowPanel); a domain can also go to the cart as a renew item (one year), paid with the rest of the
 * cart at checkout.
 */
export function RenewNowButton({ service }: { service: OwnedService }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const dispatch = useAppDispatch();
  const panelId = useId();
  const inCart = useAppSelector(selectCart)?.items.some((item) => item.type === 'domain' && item.title === service.name) ?? false;
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'done'; text: string } | null>(null);
  if (!canRenewNow(service)) return null;

  const addToCart = async () => {
    setMessage(null);
    setAdding(true);
    const outcome = await dispatch(addCartItems({ items: [{ type: 'domain', action: 'renew', domain: service.name, years: 1 }], source: 'mfe-account' }));
    setAdding(false);
    if (addCartItems.rejected.match(outcome)) {
      const failure = outcome.payload as { code?: string; message?: string } | undefined;
      setMessage({ tone: 'error', text: failure?.code ? translateError(t, { code: failure.code, message: failure.message ?? '' }) : t('services.renewFailed') });
    }
  };

  return (
    <Stack gap={8}>
      <Stack direction="row" gap={8} wrap>
        <Button
          size="sm"
          variant={open ? 'secondary' : 'primary'}
          onClick={() => {
            setMessage(null);
            setOpen((was) => !was);
          }}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={t('services.renewNowLabel', { name: service.name })}
        >
          {t('services.renewNow')}
        </Button>
        {service.kind === 'domain' && (
          <Button size="sm" variant="secondary" onClick={() => void addToCart()} loading={adding} disabled={inCart} aria-label={t('services.renewToCartLabel', { name: service.name })}>
            {inCart ? t('services.inCart') : t('services.renewToCart')}
          </Button>
        )}
      </Stack>
      {open && (
        <PayNowPanel
          id={panelId}
          service={service}
          onCancel={() => setOpen(false)}
          onPaid={(result) => {
            setOpen(false);
            setMessage({ tone: 'done', text: t('services.renewedInvoice', { number: result.invoiceNumber }) });
          }}
        />
      )}
      {message && (
        <Text variant="small" role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Text>
      )}
    </Stack>
  );
}
