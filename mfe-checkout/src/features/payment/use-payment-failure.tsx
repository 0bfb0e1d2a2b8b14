import type { ApiError } from '@storefront/platform';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { useErrorText } from '../../shared/error-text';
import type { PaymentNotice } from './use-payment-flow';
import { CHECKOUT_NS } from '../../i18n/register';

export interface PaymentFailureReactions {
  /** The order changed under the customer (ORDER_CHANGED): read it again. */
  reloadOrder: () => void;
  /** Not enough balance (BALANCE_NOT_ENOUGH): read the balance again. */
  reloadBalance: () => void;
  /** The saved card is gone (NO_SAVED_CARD, CARD_NOT_FOUND): read the cards again and choose afresh. */
  reloadCards: () => void;
  /** Another tab pays this order (INIT_CHECKOUT_ORDER_IN_OTHER_TAB). */
  otherTab: (text: string) => void;
  notice: (notice: PaymentNotice) => void;
}

/** What the payment step tells the customer when paying (or choosing a method) failed: the api's message, and what to do next. */
export function usePaymentFailure(orderId: string, on: PaymentFailureReactions) {
  const { t } = useTranslation(CHECKOUT_NS);
  const errorText = useErrorText();
  return (error: ApiError) => {
    const text = errorText(error);
    switch (error.code) {
      case 'ORDER_CHANGED':
        on.reloadOrder();
        on.notice({ tone: 'warning', text: `${text}. ${t('pay.orderChanged')}` });
        break;
      case 'ORDER_STATUS_INVALID':
        on.notice({ tone: 'info', text, action: <LocaleLink to={`/payment/success?orderId=${encodeURIComponent(orderId)}`}>{t('pay.seeOrder')}</LocaleLink> });
        break;
      case 'BALANCE_NOT_ENOUGH':
        on.reloadBalance();
        on.notice({ tone: 'danger', text, action: <LocaleLink to="/top-up">{t('balance.topUp')}</LocaleLink> });
        break;
      case 'TRANSACTION_IN_PROGRESS': {
        const bulkPaymentId = typeof error.details?.bulkPaymentId === 'string' ? error.details.bulkPaymentId : null;
        on.notice({
          tone: 'warning',
          text: `${text}. ${t('pay.inProgress')}`,
          action: bulkPaymentId ? <LocaleLink to={`/payment/success?bulkPaymentId=${encodeURIComponent(bulkPaymentId)}`}>{t('pay.seeTransaction')}</LocaleLink> : undefined,
        });
        break;
      }
      case 'INIT_CHECKOUT_ORDER_IN_OTHER_TAB':
        on.otherTab(text);
        break;
      case 'NO_SAVED_CARD':
      case 'CARD_NOT_FOUND':
        on.reloadCards();
        on.notice({ tone: 'warning', text, action: <LocaleLink to="/account/cards">{t('savedCards.add')}</LocaleLink> });
        break;
      case 'PROFILE_INCOMPLETE':
        on.notice({ tone: 'warning', text, action: <LocaleLink to="/account/profile">{t('savedCards.updateProfile')}</LocaleLink> });
        break;
      default:
        on.notice({ tone: 'danger', text });
    }
  };
}
