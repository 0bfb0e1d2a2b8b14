import { PHONE_CODE_LIMITS, phoneVerificationEndpoints } from '@storefront/contracts';
import { callEndpoint, useTranslation } from '@storefront/platform';
import { CodeStep } from './CodeStep';
import { PROMOTIONS_NS } from '../../i18n/register';

/**
 * The phone's SMS code (issue 28 item 3): a number alone does not let the customer spin — one spin per person, not
 * per way of writing a number. POST /users/phone-number/send-code, then PATCH /users/phone-number/verify.
 */
export function PhoneCodeStep({ phone, onDone }: { phone: string; onDone: () => void }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  return (
    <CodeStep
      title={t('wheel.join.phoneCodeTitle')}
      text={t('wheel.join.phoneCodeText', { phone })}
      send={async () => (await callEndpoint(phoneVerificationEndpoints.sendPhoneCode)).phoneNumber}
      sentNotice={(sentTo) => t('wheel.join.phoneCodeSent', { phone: sentTo, minutes: PHONE_CODE_LIMITS.minutes })}
      verify={async (code) => {
        await callEndpoint(phoneVerificationEndpoints.verifyPhoneCode, { body: { code } });
      }}
      verifyLabel={t('wheel.join.phoneVerify')}
      onDone={onDone}
    />
  );
}
