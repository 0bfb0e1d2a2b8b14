import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { callingCodeOptions, joinPhone, splitPhone, validatePhoneNumber, type Country } from '@storefront/contracts';
import { Skeleton } from '../display/Skeleton';
import { Stack } from '../layout/Stack';
import { Button } from './Button';
import { PhoneField } from './PhoneField';

export interface PhoneNumberFormLabels {
  /** The form's accessible name. */
  form: string;
  number: string;
  code: string;
  submit: string;
}

export interface PhoneNumberFormProps {
  labels: PhoneNumberFormLabels;
  /** GET /api/country (in the reader's order), undefined while it loads or when it failed. */
  countries: readonly Country[] | undefined;
  /** The countries could not be read: the field is not shown (the app says so above it, with a retry if it has one). */
  countriesFailed: boolean;
  locale: string;
  /** The number saved now, in E.164 ('' for none): split into its country and the rest. */
  current: string;
  /** A spec message (§5 phone rule) in the reader's language. */
  translate: (message: string) => string;
  /** Each press of the button, before the number is checked (the app clears what it showed of the last one). */
  onAttempt?: () => void;
  /** Saves the number (E.164); answers what to show beside the field, or null. */
  onSave: (phoneNumber: string) => Promise<string | null>;
  /** Focus the number when it is refused (the profile's forms focus their first error). */
  focusOnError?: boolean;
  gap: number;
  /** Above the field: the form's heading, its text and notices. */
  children: ReactNode;
}

/**
 * A phone number to save (the profile's phone, the fortune wheel's phone step): the calling-code picker with the
 * countries of GET /api/country beside the number, the §5 phone rule checked before the api is asked, and the
 * api's refusal beside the field.
 */
export function PhoneNumberForm({ labels, countries, countriesFailed, locale, current, translate, onAttempt, onSave, focusOnError = false, gap, children }: PhoneNumberFormProps) {
  const [phone, setPhone] = useState<{ country: string; number: string } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (attempt && focusOnError) input.current?.focus();
  }, [attempt, focusOnError]);
  useEffect(() => {
    if (countries && !phone) setPhone(splitPhone(current, countries, 'KH'));
  }, [countries, phone, current]);
  const options = useMemo(() => callingCodeOptions(countries ?? [], locale), [countries, locale]);

  const refuse = (message: string) => {
    setError(message);
    setAttempt((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onAttempt?.();
    const phoneNumber = joinPhone(countries?.find((country) => country.code === phone?.country)?.callingCode ?? '', phone?.number ?? '');
    const problem = validatePhoneNumber({ phoneNumber }).phoneNumber;
    if (problem) return refuse(translate(problem));
    setError(undefined);
    setBusy(true);
    try {
      const refused = await onSave(phoneNumber);
      if (refused) refuse(refused);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={labels.form}>
      <Stack gap={gap}>
        {children}
        {phone && options.length > 0 ? (
          <PhoneField
            label={labels.number}
            codeLabel={labels.code}
            countries={options}
            country={phone.country}
            onCountryChange={(code) => setPhone({ ...phone, country: code })}
            ref={input}
            name="phoneNumber"
            required
            maxLength={20}
            value={phone.number}
            onChange={(event) => {
              setPhone({ ...phone, number: event.target.value });
              setError(undefined);
            }}
            error={error}
          />
        ) : (
          !countriesFailed && <Skeleton height={64} />
        )}
        <div>
          <Button type="submit" loading={busy} disabled={!phone}>
            {labels.submit}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
