import { useState } from 'react';
import { BANK_STATEMENT_MAX_CHARS, formatUsd, type BankStatementMatch, type StatementLine } from '@storefront/contracts';
import { translateError, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Badge, Button, Card, Heading, Stack, Text, TextField, type Tone } from '@storefront/ui';
import { useDoneNotice } from '../components/DoneNotice';
import { ReasonDialog } from '../components/ReasonDialog';
import { StaffTable } from '../components/StaffTable';
import { answerOf, apiErrorOf, useConfirmBankStatementMutation, useMatchBankStatementMutation } from '../shared/staff-api';

type Format = 'csv' | 'camt053';
const TONES: Record<StatementLine['outcome'], Tone> = {
  matched: 'success',
  alreadyConfirmed: 'neutral',
  noReference: 'warning',
  unknownReference: 'warning',
  closed: 'danger',
  amountDiffers: 'danger',
  currencyDiffers: 'danger',
  debit: 'neutral',
  duplicate: 'danger',
};

/** The file's text, as the browser reads it (FileReader: every browser the console supports). */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

/** A statement's format by its file: camt.053 is XML, anything else is read as a CSV export. */
const formatOf = (file: File): Format => (/\.xml$/i.test(file.name) || file.type.includes('xml') ? 'camt053' : 'csv');

/**
 * Reconciling transfers from the bank's statement (issue 30): staff choose the statement, see each line matched to a
 * waiting transfer or why not, and confirm the matches in one step with a reason. The api matches the statement
 * again when it confirms: what this panel shows is never what it trusts.
 */
export function BankStatementPanel() {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  const [matchStatement, matching] = useMatchBankStatementMutation();
  const [confirmStatement] = useConfirmBankStatementMutation();
  const [statement, setStatement] = useState<{ name: string; format: Format; content: string } | null>(null);
  const [result, setResult] = useState<BankStatementMatch | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { notice, done } = useDoneNotice();

  const choose = async (file: File | undefined) => {
    setResult(null);
    setFailure(null);
    setStatement(null);
    if (!file) return;
    const content = await textOf(file).catch(() => null);
    if (content === null) {
      setFailure(t('statement.unreadable'));
      return;
    }
    if (content.length > BANK_STATEMENT_MAX_CHARS) {
      setFailure(t('statement.tooLarge'));
      return;
    }
    const chosen = { name: file.name, format: formatOf(file), content };
    setStatement(chosen);
    try {
      setResult(await answerOf(matchStatement({ body: { format: chosen.format, content } })));
    } catch (caught) {
      setFailure(translateError(t, apiErrorOf(caught)));
    }
  };

  return (
    <Card>
      <Stack gap={16}>
        <Heading level={3}>{t('statement.title')}</Heading>
        <Text>{t('statement.intro')}</Text>
        {notice}
        <TextField type="file" label={t('statement.file')} hint={t('statement.fileHint')} accept=".csv,.xml,text/csv,application/xml,text/xml" onChange={(event) => void choose(event.target.files?.[0])} />
        {matching.isLoading && <Text>{t('statement.reading')}</Text>}
        {failure && <Alert tone="danger">{failure}</Alert>}
        {statement && result && (
          <Stack gap={12}>
            <Text>{t('statement.summary', { name: statement.name, format: t(`statement.formats.${statement.format}`), matched: result.matched, unmatched: result.unmatched })}</Text>
            {result.lines.length === 0 ? (
              <Text>{t('statement.noLines')}</Text>
            ) : (
              <StaffTable caption={t('statement.caption')} columns={[t('statement.line'), t('statement.booked'), t('payments.amount'), t('statement.text'), t('payments.customer'), t('statement.outcome')]}>
                {result.lines.map((line) => (
                  <tr key={line.line}>
                    <th scope="row">{line.line}</th>
                    <td>{line.bookedOn ?? '—'}</td>
                    <td>{line.currency === 'USD' ? formatUsd(line.amount, locale) : `${(line.amount / 100).toFixed(2)} ${line.currency}`}</td>
                    <td>
                      {line.text || '—'}
                      {line.counterparty ? ` · ${line.counterparty}` : ''}
                    </td>
                    <td>{line.session ? `${line.session.userEmail} · ${formatUsd(line.session.charge, locale)}` : '—'}</td>
                    <td>
                      <Badge tone={TONES[line.outcome]}>{t(`statement.outcomes.${line.outcome}`)}</Badge>
                    </td>
                  </tr>
                ))}
              </StaffTable>
            )}
            <div>
              <Button disabled={result.matched === 0} onClick={() => setConfirming(true)}>
                {t('statement.confirm', { count: result.matched })}
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
      {confirming && statement && result && (
        <ReasonDialog
          title={t('statement.confirm', { count: result.matched })}
          description={t('statement.confirmHelp', { count: result.matched })}
          confirmLabel={t('payments.confirm')}
          onClose={() => setConfirming(false)}
          onConfirm={async (reason) => {
            const confirmed = await answerOf(confirmStatement({ body: { format: statement.format, content: statement.content, reason } }));
            const credited = confirmed.confirmed.filter((c) => c.outcome === 'creditedToBalance').length;
            done(t('statement.done', { count: confirmed.confirmed.length, credited }));
            setResult(null);
            setStatement(null);
          }}
        />
      )}
    </Card>
  );
}
