import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  IDENTITY_LIMITS,
  MESSAGES,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  SUPPORT_TOPICS,
  callingCodeOptions,
  joinPhone,
  supportEndpoints,
  validateSupportMessage,
  type SupportMessageField,
} from '@storefront/contracts';
import { callEndpoint, captchaHeaders, selectUser, toAuthFailure, translateError, translateMessage, useAppSelector, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Grid, Heading, PhoneField, Select, Stack, Text, TextField, useFocusFirstError, type PhoneCodeOption } from '@storefront/ui';
import { CaptchaError, CaptchaField, useCaptcha } from '../../../captcha';
import { useListCountriesQuery } from './geo-api';
import { MessageField } from './MessageField';

type Errors = Partial<Record<SupportMessageField, string>>;

interface Values {
  name: string;
  email: string;
  /** The country whose calling code is chosen beside the phone number. */
  phoneCountry: string;
  /** The number as typed (joined with the calling code when sent). */
  phone: string;
  topic: string;
  message: string;
}

const EMPTY: Values = { name: '', email: '', phoneCountry: 'KH', phone: '', topic: '', message: '' };

/** The rules' messages this form words itself (by key, with their numbers); the shared ones go through translateMessage. */
const KEYED: Record<string, string> = {
  ...Object.fromEntries(Object.entries(SUPPORT_MESSAGES).map(([key, message]) => [message, key])),
  [MESSAGES.max.replace('{attribute}', 'Email').replace('{max}', String(IDENTITY_LIMITS.emailMax))]: 'emailMax',
};
const LIMIT_VALUES = { max: SUPPORT_LIMITS.messageMax, min: SUPPORT_LIMITS.messageMin, nameMax: SUPPORT_LIMITS.nameMax, emailMax: IDENTITY_LIMITS.emailMax };

/**
 * The contact-us form (spec §2 /contact-us, §7 POST /contacts): name, email, an optional phone with its
 * calling code, a topic and the message, checked by the §5 rules of contracts before the api checks them
 * again; the captcha (action contact); a confirmation with the message's reference.
 */
export function ContactForm({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation('static');
  const { locale } = useLocale();
  const user = useAppSelector(selectUser);
  const captcha = useCaptcha('contact');
  const countries = useListCountriesQuery();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Each submit that finds errors takes the reader to the first one (on a phone it may be a screen above the button).
  const [attempt, setAttempt] = useState(0);
  useFocusFirstError(form, attempt);

  // A signed-in customer does not type their name and email again (only into empty fields).
  useEffect(() => {
    if (!user) return;
    setValues((previous) => ({
      ...previous,
      name: previous.name || `${user.firstName} ${user.lastName}`.trim(),
      email: previous.email || user.email,
    }));
  }, [user]);

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const phoneCountries: PhoneCodeOption[] = useMemo(() => callingCodeOptions(countries.data?.items ?? [], locale), [countries.data, locale]);
  const callingCode = phoneCountries.find((c) => c.value === values.phoneCountry)?.callingCode ?? '';
  const fullPhone = () => (callingCode ? joinPhone(callingCode, values.phone) : values.phone.trim());

  const errorText = (message: string | undefined) => {
    if (!message) return undefined;
    const key = KEYED[message];
    return key ? t(`contact.form.errors.${key}`, LIMIT_VALUES) : translateMessage(t, message);
  };

  const set = (field: keyof Values, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    const errorField = field === 'phoneCountry' ? 'phone' : field;
    if (errors[errorField]) setErrors((previous) => ({ ...previous, [errorField]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name: values.name, email: values.email, phone: fullPhone() || null, topic: values.topic, message: values.message, locale };
    const problems = validateSupportMessage(body);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const token = await captcha.getToken();
      const receipt = await callEndpoint(supportEndpoints.sendSupportMessage, { body }, { headers: captchaHeaders(token) }).finally(captcha.reset);
      setSent({ reference: receipt.reference, email: body.email.trim() });
      setValues((previous) => ({ ...EMPTY, name: previous.name, email: previous.email, phoneCountry: previous.phoneCountry }));
    } catch (error) {
      if (error instanceof CaptchaError) {
        setFailure(translateError(t, error));
      } else {
        const problem = toAuthFailure(error);
        if (problem.fields) {
          setErrors(problem.fields as Errors);
          setAttempt((n) => n + 1);
        }
        if (problem.code === 'SYSTEM_BUSY') setFailure(t('contact.form.errors.busy'));
        else if (problem.code?.startsWith('CAPTCHA_')) setFailure(translateError(t, problem));
        else if (!problem.fields) setFailure(t('contact.form.errors.failed', { email: supportEmail }));
      }
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Card variant="outline" padding="lg">
        <Stack gap={16} align="start">
          <Heading level={3} ref={confirmation} tabIndex={-1}>
            {t('contact.form.sentTitle')}
          </Heading>
          <Alert tone="success" title={t('contact.form.referenceLabel', { reference: sent.reference })}>
            {t('contact.form.sentBody', { email: sent.email })}
          </Alert>
          <Button variant="secondary" onClick={() => setSent(null)}>
            {t('contact.form.another')}
          </Button>
        </Stack>
      </Card>
    );
  }

  const topicOptions = SUPPORT_TOPICS.map((topic) => ({ value: topic, label: t(`contact.form.topics.${topic}`) }));
  return (
    <Card variant="outline" padding="lg">
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="contact-form-title">
        <Stack gap={16}>
          {failure && <Alert tone="danger">{failure}</Alert>}
          <Grid min={240} gap={16}>
            <TextField
              label={t('contact.form.name')}
              name="name"
              autoComplete="name"
              required
              maxLength={SUPPORT_LIMITS.nameMax}
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
              error={errorText(errors.name)}
            />
            <TextField
              label={t('contact.form.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={SUPPORT_LIMITS.emailMax}
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
              error={errorText(errors.email)}
              hint={t('contact.form.emailHint')}
            />
            {phoneCountries.length > 0 ? (
              <PhoneField
                label={t('contact.form.phone')}
                codeLabel={t('contact.form.phoneCode')}
                countries={phoneCountries}
                country={values.phoneCountry}
                onCountryChange={(code) => set('phoneCountry', code)}
                name="phone"
                maxLength={20}
                value={values.phone}
                onChange={(event) => set('phone', event.target.value)}
                error={errorText(errors.phone)}
              />
            ) : (
              <TextField
                label={t('contact.form.phone')}
                name="phone"
                type="tel"
                autoComplete="tel"
                placeholder="+855"
                maxLength={20}
                value={values.phone}
                onChange={(event) => set('phone', event.target.value)}
                error={errorText(errors.phone)}
              />
            )}
            <Select
              label={t('contact.form.topic')}
              name="topic"
              required
              placeholder={t('contact.form.topicPlaceholder')}
              options={topicOptions}
              value={values.topic}
              onChange={(event) => set('topic', event.target.value)}
              error={errorText(errors.topic)}
            />
          </Grid>
          <MessageField
            label={t('contact.form.message')}
            name="message"
            required
            rows={7}
            maxLength={SUPPORT_LIMITS.messageMax}
            value={values.message}
            onChange={(event) => set('message', event.target.value)}
            hint={t('contact.form.messageHint')}
            error={errorText(errors.message)}
            counter={t('contact.form.count', { count: values.message.length, max: SUPPORT_LIMITS.messageMax })}
          />
          <CaptchaField captcha={captcha} />
          <Stack direction="row" gap={12} align="center" wrap>
            <Button type="submit" loading={busy}>
              {t('contact.form.submit')}
            </Button>
            <Text variant="muted">{t('contact.form.privacy')}</Text>
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}
